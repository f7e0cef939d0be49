//! `qili run --engine` against a real engine: Fairy-Stockfish 11.1 (Debian package
//! `fairy-stockfish`), over UCCI and over UCI, on a few cases at a low depth so that CI stays
//! fast. The full certification is the command in docs/ENGINES.md.
//!
//! Where the engine is not installed the tests are skipped, and this says so on stderr; under CI
//! (`CI` set), where `.ci/run` installs it, its absence is an error.

use libtest_mimic::{Failed, Trial};
use std::path::Path;

const ENGINE: &str = "/usr/games/fairy-stockfish";

/// The expectations file for Fairy-Stockfish 11.1, as shipped.
const EXPECT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../engines/fairy-stockfish-11.1.yaml"
);

/// The real-engine trials: one per protocol, ignored (and said so on stderr) where the engine is
/// not installed; under CI (`CI` set), where `.ci/run` installs it, its absence fails.
pub fn trials() -> Vec<Trial> {
    let present = Path::new(ENGINE).exists();
    if !present {
        if std::env::var_os("CI").is_some() {
            return vec![Trial::test("fairy-stockfish/installed", || {
                Err(Failed::from(format!(
                    "{ENGINE} is missing under CI; .ci/run installs it"
                )))
            })];
        }
        eprintln!(
            "fairy_stockfish: SKIPPED — {ENGINE} is not installed \
             (apt-get install fairy-stockfish); the real-engine tests did not run"
        );
    }
    [("ucci", "0-9"), ("uci", "1-10")]
        .into_iter()
        .map(|(protocol, ranks)| {
            Trial::test(format!("fairy-stockfish/{protocol}"), move || {
                certify(protocol, ranks)
            })
            .with_ignored_flag(!present)
        })
        .collect()
}

/// A short certification: a perpetual check (which the engine knows), a perpetual chase (which
/// it does not: a known failure) and a draw.
fn certify(protocol: &str, ranks: &str) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let json = dir.path().join("report.json");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "run",
            "--engine",
            ENGINE,
            "--protocol",
            protocol,
            "--depth",
            "6",
        ])
        .args([
            "--rules", "axf", "--jobs", "2", "--expect", EXPECT, "--json",
        ])
        .arg(&json)
        .args(["axf-001", "axf-032", "axf-006"])
        .output()
        .map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.code() != Some(0) {
        return Err(format!(
            "exit {:?}\n{stdout}\n{}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    let text = std::fs::read_to_string(&json).map_err(|e| e.to_string())?;
    let report: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let want = [
        ("axf-001", "axf", "pass"),
        ("axf-001", "axf+banmoves", "pass"),
        ("axf-032", "axf", "known_failure"),
        ("axf-032", "axf+banmoves", "pass"),
        ("axf-006", "axf", "pass"),
        ("axf-006", "axf+banmoves", "ignored"),
    ];
    let mut wrong = Vec::new();
    for (case, rules, status) in want {
        let found = report["results"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|r| r["case"] == case && r["rules"] == rules)
            .map(|r| r["status"].as_str().unwrap_or("?").to_string());
        if found.as_deref() != Some(status) {
            wrong.push(format!(
                "{case} {rules}: expected {status}, found {found:?}"
            ));
        }
    }
    if report["settings"]["ranks"] != ranks || report["settings"]["ranks_detected"] != true {
        wrong.push(format!(
            "ranks: expected {ranks} (detected), found {} (detected: {})",
            report["settings"]["ranks"], report["settings"]["ranks_detected"]
        ));
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\n\n{stdout}", wrong.join("\n")).into())
    }
}
