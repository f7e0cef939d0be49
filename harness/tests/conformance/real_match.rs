//! `qili match` between real engines from the package registries, kept to seconds by a low
//! depth: the current Fairy-Stockfish (built from the `pyffish` sdist on PyPI) against
//! Fairy-Stockfish 11.1 (Debian), and Sjaak II (UCI, `h`/`e` FEN letters, ranks 1–10) against
//! MaxQi (CECP). Each match must end with every game reported in both the JSON and the PGN.
//! A team event of `qili tournament run` is played by Fairy-Stockfish 11.1 too.
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
    let mut trials: Vec<Trial> = matches
        .into_iter()
        .map(|(name, specs, binaries)| {
            let binaries = binaries.map(String::from).to_vec();
            guarded(name, &binaries, move || play(&specs))
        })
        .collect();
    trials.push(guarded(
        "tournament/team-event-fairy-stockfish",
        &["/usr/games/fairy-stockfish".to_string()],
        team_event,
    ));
    trials
}

/// A trial that runs `test`, or — where one of `binaries` is missing — is ignored and says so
/// (an error under CI).
fn guarded(
    name: &str,
    binaries: &[String],
    test: impl FnOnce() -> Result<(), Failed> + Send + 'static,
) -> Trial {
    let missing: Vec<String> = binaries
        .iter()
        .filter(|b| !Path::new(b).exists())
        .cloned()
        .collect();
    if missing.is_empty() {
        return Trial::test(name, test);
    }
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
    Trial::test(name, || Ok(())).with_ignored_flag(true)
}

/// `qili tournament run` of a team event (CN 第12条) between two teams of Fairy-Stockfish 11.1
/// (Debian) at depth 1, two boards, one team with a substitute it fields on board 2 (第12.2条):
/// the one match must be in the results file with both boards and both line-ups, its boards in
/// the PGN (each with its round and board, `1.1` and `1.2`, and the players' teams), and the
/// standings printed under CN 第15.3条.
fn team_event() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let fsf = |name: &str, proto: &str| {
        format!("{{name: {name}, spec: \"cmd=/usr/games/fairy-stockfish proto={proto}\"}}")
    };
    let engines = dir.path().join("teams.yaml");
    std::fs::write(
        &engines,
        format!(
            "boards: 2\nteams:\n  - {{name: North, players: [{}, {}, {}], lineups: {{1: [n1, n3]}}}}\n  - {{name: South, players: [{}, {}]}}\n",
            fsf("n1", "uci"),
            fsf("n2", "uci"),
            fsf("n3", "ucci"),
            fsf("s1", "ucci"),
            fsf("s2", "uci"),
        ),
    )
    .map_err(|e| e.to_string())?;
    let (results, pgn) = (dir.path().join("teams.json"), dir.path().join("teams.pgn"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "tournament",
            "run",
            "--system",
            "round-robin",
            "--rules",
            "cn",
        ])
        .args(["--depth", "1", "--engines"])
        .arg(&engines)
        .arg("--results")
        .arg(&results)
        .arg("--pgn")
        .arg(&pgn)
        .output()
        .map_err(|e| e.to_string())?;
    let err = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("qili tournament run failed ({}): {err}", out.status).into());
    }
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&results).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let games = file["games"]
        .as_array()
        .ok_or("no games in the results file")?;
    let [game] = games.as_slice() else {
        return Err(format!("{} matches in the results file, not 1", games.len()).into());
    };
    let boards = game["boards"].as_array().ok_or("a match without boards")?;
    let played = ["1-0", "0-1", "1/2-1/2"];
    if game["red"] != "North"
        || boards.len() != 2
        || !boards.iter().all(|b| played.iter().any(|p| b == p))
        || game["lineup"] != serde_json::json!({"North": ["n1", "n3"], "South": ["s1", "s2"]})
    {
        return Err(format!("not the match of the engines file: {game}").into());
    }
    // Board 1: n1 (North) red; board 2: s2 (South) red (第13.2条).
    for seat in [
        "board 1/2] round 1: n1 (North, red) vs s1 (South, black)",
        "board 2/2] round 1: s2 (South, red) vs n3 (North, black)",
    ] {
        if !err.contains(seat) {
            return Err(format!("no '{seat}' in the progress:\n{err}").into());
        }
    }
    let pgn = std::fs::read_to_string(&pgn).map_err(|e| e.to_string())?;
    if pgn.matches("[Result \"").count() != 2 {
        return Err(format!("not two games in the PGN:\n{pgn}").into());
    }
    // Each board's game names its round and board, and the players' teams.
    for tags in [
        "[Round \"1.1\"]\n[White \"n1\"]\n[Black \"s1\"]\n",
        "[Board \"1\"]\n[RedTeam \"North\"]\n[BlackTeam \"South\"]\n",
        "[Round \"1.2\"]\n[White \"s2\"]\n[Black \"n3\"]\n",
        "[Board \"2\"]\n[RedTeam \"South\"]\n[BlackTeam \"North\"]\n",
    ] {
        if pgn.matches(tags).count() != 1 {
            return Err(format!("not one '{tags}' in the PGN:\n{pgn}").into());
        }
    }
    let shown = String::from_utf8_lossy(&out.stdout);
    if !shown.contains("ranked by CN 第14.2条; 第15.3条") {
        return Err(format!("no CN team standings:\n{shown}").into());
    }
    Ok(())
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
