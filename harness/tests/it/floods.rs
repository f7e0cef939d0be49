//! Engines that flood their output — `yes`, one endless line, lines without end after an
//! answer — are timed out, killed and reported as a silent engine is, within their timeout, and
//! cost qili a bounded amount of memory: each run here is under an address-space limit of
//! 256 MiB, which qili would pass within a few seconds if it kept what such an engine writes
//! (it reads about 200 MB a second of `yes`), and then die instead of answering.

use crate::support::{root, scratch};
use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");

/// The address-space limit of every run, in KiB (qili needs about 15 MiB of it).
const LIMIT_KIB: u64 = 256 * 1024;

/// Far longer than any timeout here: a run that takes this long did not time its engine out.
const HUNG: Duration = Duration::from_secs(20);

/// Runs `qili` with `args` under the address-space limit; its output and how long it took.
fn qili_bounded(args: &[&str]) -> (Output, Duration) {
    let started = Instant::now();
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!("ulimit -v {LIMIT_KIB} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_qili"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("bash runs qili");
    (out, started.elapsed())
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A mock engine running `script`, written into `dir`: its command line for `qili run`.
fn mock(dir: &Path, name: &str, script: &str) -> String {
    let path = dir.join(format!("{name}.script"));
    std::fs::write(&path, script).unwrap();
    format!("{MOCK} {}", path.display())
}

#[test]
fn yes_is_timed_out_at_its_greeting_as_a_silent_engine_is() {
    for (engine, last) in [
        ("/usr/bin/yes", "(last line it sent: `y`)"),
        ("/usr/bin/sleep 60", "(it sent nothing)"),
    ] {
        let (out, took) = qili_bounded(&["run", "--engine", engine, "--timeout", "1", "axf-001"]);
        let err = stderr(&out);
        assert_eq!(
            out.status.code(),
            Some(3),
            "{engine}: {}\n{err}",
            out.status
        );
        assert!(
            err.contains(&format!(
                "engine `{engine}` could not be started and greeted over ucci: no `ucciok` after \
                 `ucci` in time; killed {last}; nothing was certified"
            )),
            "{engine}: {err}"
        );
        assert!(took < HUNG, "{engine}: {took:?}");
    }
}

#[test]
fn qili_match_against_yes_plays_no_game_and_says_why() {
    let dir = scratch("flood-match-yes");
    let other = dir.join("serve.script");
    std::fs::write(&other, "serve first\n").unwrap();
    let other = format!("cmd={MOCK} arg={} proto=uci", other.display());
    let (out, took) = qili_bounded(&[
        "match",
        "--rules",
        "axf",
        "--engine",
        "cmd=/usr/bin/yes",
        "--engine",
        &other,
        "--games",
        "2",
        "--depth",
        "2",
    ]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(3), "{}\n{err}", out.status);
    assert!(
        err.contains(
            "engine `cmd=/usr/bin/yes` could not be started and greeted over ucci: no `ucciok` \
             after `ucci` in time; killed (last line it sent: `y`); no game was played"
        ),
        "{err}"
    );
    // The greeting's timeout in a match is the engine's default, 10 s.
    assert!(took < HUNG + Duration::from_secs(10), "{took:?}");
}

#[test]
fn an_endless_line_is_cut_quoted_short_and_timed_out() {
    let dir = scratch("flood-endless-line");
    let engine = mock(&dir, "endless", "expect ucci\nendless y\n");
    let (out, took) = qili_bounded(&["run", "--engine", &engine, "--timeout", "1", "axf-001"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(3), "{}\n{err}", out.status);
    let quoted = format!(
        "no `ucciok` after `ucci` in time; killed (last line it sent: `{}…`)",
        "y".repeat(200)
    );
    assert!(err.contains(&quoted), "{err}");
    assert!(took < HUNG, "{took:?}");
}

#[test]
fn an_engine_that_floods_after_its_answer_loses_its_next_move_on_time() {
    let dir = scratch("flood-after-bestmove");
    let spec = |name: &str, script: &str| {
        let path = dir.join(format!("{name}.script"));
        std::fs::write(&path, script).unwrap();
        format!("cmd={MOCK} arg={} proto=uci name={name}", path.display())
    };
    // Its second answer is followed by a flood: its third move is never read.
    let flooder = spec("flooder", "serve first fail=2:flood\n");
    let steady = spec("steady", "serve first\n");
    let report = dir.join("m.json");
    let (out, took) = qili_bounded(&[
        "match",
        "--rules",
        "axf",
        "--engine",
        &flooder,
        "--engine",
        &steady,
        "--games",
        "1",
        "--depth",
        "1",
        "--timeout",
        "1",
        "--json",
        report.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}\n{}", out.status, stderr(&out));
    assert!(took < HUNG, "{took:?}");
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let game = &report["games"][0];
    assert_eq!(game["red"], "flooder", "{game}");
    assert_eq!(game["moves"].as_array().unwrap().len(), 4, "{game}");
    assert_eq!(game["result"], "0-1", "{game}");
    assert_eq!(game["termination"], "time", "{game}");
    assert_eq!(
        game["reason"],
        "red no `bestmove` in time; killed (last line it sent: `info string flood`)",
        "{game}"
    );

    // Certified, the flood after an answer times out the next question, at its `readyok`; the
    // engine is started afresh and the run goes on.
    let engine = mock(&dir, "certified", "serve first fail=2:flood\n");
    let report = dir.join("r.json");
    let (out, took) = qili_bounded(&[
        "run",
        "--engine",
        &engine,
        "--timeout",
        "1",
        "--jobs",
        "1",
        "--rules",
        "axf",
        "axf-001",
        "axf-003",
        "--json",
        report.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}\n{}",
        out.status,
        stderr(&out)
    );
    assert!(took < HUNG, "{took:?}");
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let statuses: Vec<&str> = report["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    // The first question's answer is followed by the flood; the restarted engine answers the
    // third and the fourth (and floods again, after the run's last answer).
    assert_eq!(statuses.len(), 4, "{report}");
    assert_eq!(statuses[1], "timeout", "{report}");
    assert_eq!(
        statuses.iter().filter(|s| **s == "timeout").count(),
        1,
        "{report}"
    );
    let message = report["results"][1]["message"].as_str().unwrap();
    assert!(
        message.contains(
            "no `readyok` after `isready` in time; killed (last line it sent: `info string \
             flood`)"
        ),
        "{message}"
    );
    assert_eq!(report["settings"]["processes_started"], 2, "{report}");
}
