//! `qili match` between real engines from the package registries, kept to seconds by a low
//! depth: the current Fairy-Stockfish (built from the `pyffish` sdist on PyPI) against
//! Fairy-Stockfish 11.1 (Debian), and Sjaak II (UCI, `h`/`e` FEN letters, ranks 1–10) against
//! MaxQi (CECP). Each match must end with every game reported in both the JSON and the PGN.
//!
//! Where an engine is not installed the match is skipped, and this says so on stderr; under CI
//! (`CI` set), where `.ci/run` installs and builds them, its absence is an error.

use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};

/// The current Fairy-Stockfish: `$QILI_FSF_CURRENT`, else where
/// `/work/shared/anchors/fairy-stockfish-current/build.sh` (and `.ci/run`) put it.
fn fairy_stockfish_current() -> PathBuf {
    match std::env::var_os("QILI_FSF_CURRENT") {
        Some(path) => PathBuf::from(path),
        None => std::env::temp_dir().join("fsf-current/fairy-stockfish"),
    }
}

/// The matches, each ignored (and said so) where one of its engines is missing.
pub fn trials() -> Vec<Trial> {
    let fsf = fairy_stockfish_current();
    let fsf = fsf.display().to_string();
    let matches: [(&str, [String; 2], [&str; 2]); 2] = [
        (
            "match/fairy-stockfish-current-vs-11.1",
            [
                format!("cmd={fsf} proto=uci"),
                "cmd=/usr/games/fairy-stockfish proto=ucci".to_string(),
            ],
            [fsf.as_str(), "/usr/games/fairy-stockfish"],
        ),
        (
            "match/sjaakii-vs-maxqi",
            [
                "cmd=/usr/games/sjaakii proto=uci fen=he".to_string(),
                "cmd=/usr/games/maxqi proto=cecp fen=he".to_string(),
            ],
            ["/usr/games/sjaakii", "/usr/games/maxqi"],
        ),
    ];
    matches
        .into_iter()
        .map(|(name, specs, binaries)| {
            let missing: Vec<String> = binaries
                .iter()
                .filter(|b| !Path::new(b).exists())
                .map(|b| b.to_string())
                .collect();
            if !missing.is_empty() {
                if std::env::var_os("CI").is_some() {
                    return Trial::test(name, move || {
                        Err(Failed::from(format!(
                            "{} missing under CI; .ci/run installs them",
                            missing.join(", ")
                        )))
                    });
                }
                eprintln!(
                    "{name}: SKIPPED — {} not installed (see .ci/run); the match did not run",
                    missing.join(", ")
                );
                return Trial::test(name, || Ok(())).with_ignored_flag(true);
            }
            Trial::test(name, move || play(&specs))
        })
        .collect()
}

/// Two games at depth 3; both must be in the JSON report and the PGN, with a result and a
/// termination each.
fn play(specs: &[String; 2]) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let (json, pgn) = (dir.path().join("m.json"), dir.path().join("m.pgn"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["match", "--rules", "axf", "--games", "2", "--depth", "3"])
        .args(["--engine", &specs[0], "--engine", &specs[1]])
        .arg("--json")
        .arg(&json)
        .arg("--pgn")
        .arg(&pgn)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "qili match failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let games = report["games"].as_array().ok_or("no games in the report")?;
    if games.len() != 2 {
        return Err(format!("{} games in the JSON report, not 2", games.len()).into());
    }
    for g in games {
        for key in ["result", "termination"] {
            if !g[key].is_string() {
                return Err(format!("a game without a {key}: {g}").into());
            }
        }
        if g["moves"].as_array().is_none_or(Vec::is_empty) {
            return Err(format!("a game without moves: {g}").into());
        }
    }
    let pgn = std::fs::read_to_string(&pgn).map_err(|e| e.to_string())?;
    let results = pgn.matches("[Result \"").count();
    if results != 2 {
        return Err(format!("{results} games in the PGN, not 2:\n{pgn}").into());
    }
    Ok(())
}
