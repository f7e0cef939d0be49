//! The outside-engine adapter against `qili-mock-engine`, a scripted engine: the exact lines of
//! both protocols, and hostile engines — hangs, crashes, garbage, illegal and banned moves, no
//! handshake, malformed `bestmove` — each reported for what it is, killed, waited for, and
//! restarted for the next question.

use qili::certify::{Mode, Trial, certify};
use qili::engine::{
    Awaited, Engine, Fault, Go, Limit, ProcessConfig, ProcessEngine, Protocol, Question, Ranks,
};
use qili::report::Status;
use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::{Move, Position, START_FEN};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tempfile::TempDir;

const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");

/// A well-behaved UCCI engine's greeting, its answer to the coordinates probe (`h2e2`), and
/// its `readyok` before the first question.
const UCCI_HELLO: &str = "
expect ucci
send id name Mock
send ucciok
expect isready
send readyok
expect position fen
expect go depth 1
send bestmove h2e2
expect isready
send readyok
";

struct Scripts {
    dir: TempDir,
}

impl Scripts {
    fn new() -> Scripts {
        Scripts {
            dir: tempfile::tempdir().expect("a temporary directory"),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn write(&self, name: &str, text: &str) -> String {
        let path = self.path(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    }

    /// An engine whose n-th start runs the n-th script.
    fn engine(&self, protocol: Protocol, scripts: &[&str], timeout_ms: u64) -> ProcessEngine {
        let mut argv = vec![MOCK.to_string()];
        if scripts.len() > 1 {
            argv.push("--state".into());
            argv.push(self.path("starts").display().to_string());
        }
        for (i, text) in scripts.iter().enumerate() {
            argv.push(self.write(&format!("script{i}"), text));
        }
        ProcessEngine::new(ProcessConfig {
            limit: Limit::Depth(3),
            timeout: Duration::from_millis(timeout_ms),
            ..ProcessConfig::new(argv, protocol)
        })
    }

    /// The process id a script wrote with `pidfile`.
    fn pid(&self) -> u32 {
        std::fs::read_to_string(self.path("pid"))
            .expect("the mock wrote its pid")
            .trim()
            .parse()
            .unwrap()
    }
}

/// Whether a process is gone for good: not running and not a zombie.
fn reaped(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

fn question(moves: &str, banned: &str) -> Question {
    let root = Position::start();
    let moves: Vec<Move> = moves
        .split_whitespace()
        .map(|m| Move::parse_iccs(m).unwrap())
        .collect();
    let mut position = root.clone();
    for &m in &moves {
        position = position.play(m).unwrap();
    }
    Question {
        root,
        moves,
        position,
        banned: banned
            .split_whitespace()
            .map(|m| Move::parse_iccs(m).unwrap())
            .collect(),
        rules: "axf".into(),
    }
}

fn mv(text: &str) -> Option<Move> {
    Move::parse_iccs(text)
}

#[test]
fn ucci_lines_are_exactly_as_the_protocol_wants() {
    let s = Scripts::new();
    let script = format!(
        "
expect ucci
send Mock 1.0 by nobody, chatter before the greeting is answered
send id name Mock
send option usemillisec type check default false
send option newgame type button
send ucciok
expect setoption usemillisec true
expect isready
send readyok
expect position fen {START_FEN}
expect go depth 1
send bestmove h2e2
expect setoption newgame
expect isready
send readyok
expect position fen {START_FEN} moves h2e2 h9g7
expect banmoves b0c2
expect go depth 3
send info depth 1 score 10 pv h0g2
send bestmove h0g2 ponder i9h9 draw
expect quit
send bye
"
    );
    let mut engine = s.engine(Protocol::Ucci, &[&script], 2000);
    let reply = engine
        .play(&question("h2e2 h9g7", "b0c2"))
        .expect("an answer");
    assert_eq!(reply.mv, mv("h0g2"));
    assert_eq!(reply.line, "bestmove h0g2 ponder i9h9 draw");
    assert_eq!(engine.ranks(), Some(Ranks::Zero));
    assert_eq!(engine.id_name(), Some("Mock"));
    assert!(engine.name().starts_with("Mock (`"));
}

#[test]
fn uci_sets_the_variant_bans_by_searchmoves_and_counts_ranks_from_one() {
    let s = Scripts::new();
    let script = format!(
        "
expect uci
send id name MockUci
send option name UCI_Variant type combo default chess var chess var xiangqi
send uciok
expect setoption name UCI_Variant value xiangqi
expect isready
send readyok
expect position fen {START_FEN}
expect go depth 1
send bestmove h1g3
expect ucinewgame
expect isready
send readyok
expect position fen {START_FEN} moves h3e3
expect go depth 3 searchmoves a7a6
send bestmove b10c8
"
    );
    let mut engine = s.engine(Protocol::Uci, &[&script], 2000);
    let reply = engine.play(&question("h2e2", "h9g7")).expect("an answer");
    assert_eq!(reply.mv, mv("b9c7"));
    assert_eq!(engine.ranks(), Some(Ranks::One));
}

#[test]
fn given_ranks_are_not_probed() {
    let s = Scripts::new();
    let script = "
expect ucci
send ucciok
expect isready
send readyok
expect isready
send readyok
expect position fen
expect go depth 3
send bestmove h3e3
";
    let mut engine = ProcessEngine::new(ProcessConfig {
        limit: Limit::Depth(3),
        timeout: Duration::from_secs(2),
        ranks: Some(Ranks::One),
        ..ProcessConfig::new(
            vec![MOCK.to_string(), s.write("given", script)],
            Protocol::Ucci,
        )
    });
    assert_eq!(engine.play(&question("", "")).unwrap().mv, mv("h2e2"));
}

#[test]
fn in_a_game_each_move_is_one_position_and_go_and_stale_lines_are_skipped() {
    let s = Scripts::new();
    // `expect` fails (exit 9, a crash) on any other line: no `isready` between the moves of
    // a game, and the second `bestmove` of the first answer is not taken for the second.
    let script = "
expect uci
send uciok
expect isready
send readyok
expect ucinewgame
expect isready
send readyok
expect position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
expect go depth 3
send bestmove h3e3
send bestmove a1a2
expect position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h3e3 h10g8
expect go depth 3
send bestmove b1c3
expect quit
";
    let mut engine = ProcessEngine::new(ProcessConfig {
        limit: Limit::Depth(3),
        timeout: Duration::from_secs(2),
        ranks: Some(Ranks::One),
        ..ProcessConfig::new(
            vec![MOCK.to_string(), s.write("game", script)],
            Protocol::Uci,
        )
    });
    let go = Go::Limit(Limit::Depth(3));
    // As a player starts a game.
    engine.start().unwrap();
    engine.new_game();
    let first = engine.play_move(&question("", ""), &go, Duration::from_secs(2));
    assert_eq!(first.unwrap().mv, mv("h2e2"));
    // The stale line is written by now.
    std::thread::sleep(Duration::from_millis(100));
    let second = engine.play_move(&question("h2e2 h9g7", ""), &go, Duration::from_secs(2));
    assert_eq!(second.unwrap().mv, mv("b0c2"));
    assert_eq!(engine.starts(), 1);
}

#[test]
fn an_engine_that_never_answers_the_greeting_is_timed_out_and_reaped() {
    let s = Scripts::new();
    let pidfile = s.path("pid").display().to_string();
    let script = format!("pidfile {pidfile}\nexpect ucci\nhang\n");
    let mut engine = s.engine(Protocol::Ucci, &[&script], 300);
    let clock = Instant::now();
    let fault = engine.start().unwrap_err();
    assert!(
        clock.elapsed() < Duration::from_secs(3),
        "{:?}",
        clock.elapsed()
    );
    match &fault {
        Fault::Timeout {
            waiting_for,
            last_line,
        } => {
            assert!(waiting_for.to_string().contains("ucciok"), "{waiting_for}");
            assert!(
                !matches!(waiting_for, Awaited::Move(_)),
                "the greeting is no move"
            );
            assert_eq!(last_line, &None);
        }
        other => panic!("expected a timeout, got {other:?}"),
    }
    assert!(reaped(s.pid()), "the hung engine was left behind");
    assert!(fault.to_string().contains("it sent nothing"), "{fault}");
}

#[test]
fn an_engine_that_floods_instead_of_greeting_is_timed_out_in_time_and_reaped() {
    let s = Scripts::new();
    let pidfile = s.path("pid").display().to_string();
    let script = format!("pidfile {pidfile}\nexpect ucci\nflood id name flood\n");
    let mut engine = s.engine(Protocol::Ucci, &[&script], 300);
    let clock = Instant::now();
    let fault = engine.start().unwrap_err();
    assert!(
        clock.elapsed() < Duration::from_secs(3),
        "{:?}",
        clock.elapsed()
    );
    match &fault {
        Fault::Timeout {
            waiting_for,
            last_line,
        } => {
            assert!(waiting_for.to_string().contains("ucciok"), "{waiting_for}");
            assert!(
                !matches!(waiting_for, Awaited::Move(_)),
                "the greeting is no move"
            );
            assert_eq!(last_line.as_deref(), Some("id name flood"));
        }
        other => panic!("expected a timeout, got {other:?}"),
    }
    assert!(reaped(s.pid()), "the flooding engine was left behind");
}

#[test]
fn an_engine_that_leaves_instead_of_greeting_has_crashed() {
    let s = Scripts::new();
    let mut engine = s.engine(
        Protocol::Ucci,
        &["expect ucci\nsend hello?\nexit 0\n"],
        2000,
    );
    match engine.start().unwrap_err() {
        Fault::Crash { detail } => {
            assert!(
                detail.to_string().contains("waited for `ucciok`"),
                "{detail}"
            );
            assert!(
                detail.to_string().contains("exited with status 0"),
                "{detail}"
            );
        }
        other => panic!("expected a crash, got {other:?}"),
    }
}

#[test]
fn a_crash_is_reported_with_its_stderr_and_the_engine_restarts() {
    let s = Scripts::new();
    let crash = format!("{UCCI_HELLO}\nskip-to go\nstderr segfault imminent\nabort\n");
    // Restarted, the engine is not probed again: its numbering is known.
    let serve = "serve first\n";
    let mut engine = s.engine(Protocol::Ucci, &[&crash, serve], 2000);
    match engine.play(&question("", "")).unwrap_err() {
        Fault::Crash { detail } => {
            assert!(detail.to_string().contains("signal 6"), "{detail}");
            assert!(detail.to_string().contains("segfault imminent"), "{detail}");
        }
        other => panic!("expected a crash, got {other:?}"),
    }
    let reply = engine
        .play(&question("", ""))
        .expect("the restarted engine answers");
    assert!(reply.mv.is_some());
    assert_eq!(engine.starts(), 2);
}

#[test]
fn an_engine_that_hangs_while_thinking_is_killed_reaped_and_restarted() {
    let s = Scripts::new();
    let pidfile = s.path("pid").display().to_string();
    let hang = format!("pidfile {pidfile}\n{UCCI_HELLO}\nskip-to go\nsend info depth 1\nhang\n");
    // Restarted, the engine is not probed again: its numbering is known. The limit leaves a
    // busy machine time to start and greet the second process.
    let serve = "serve first\n";
    let mut engine = s.engine(Protocol::Ucci, &[&hang, serve], 1500);
    match engine.play(&question("", "")).unwrap_err() {
        Fault::Timeout {
            waiting_for,
            last_line,
        } => {
            assert_eq!(
                waiting_for,
                Awaited::Move("bestmove".into()),
                "the answer to `go` is a move"
            );
            assert_eq!(last_line.as_deref(), Some("info depth 1"));
        }
        other => panic!("expected a timeout, got {other:?}"),
    }
    assert!(reaped(s.pid()), "the hung engine was left behind");
    assert!(engine.play(&question("", "")).is_ok());
}

#[test]
fn garbage_is_skipped_but_a_malformed_bestmove_is_a_protocol_error() {
    for (answer, why) in [
        ("bestmove h2-e2", "not a move in ranks 0-9"),
        ("bestmove", "without a move"),
        ("bestmove a10a8", "not a move in ranks 0-9"),
        ("bestmove 炮二平五", "not a move"),
    ] {
        let s = Scripts::new();
        let script = format!(
            "{UCCI_HELLO}\nskip-to go\nsend \u{1}\u{7f}garbage ☃\nsend {}\n",
            answer
        );
        let mut engine = s.engine(Protocol::Ucci, &[&script], 2000);
        match engine.play(&question("", "")).unwrap_err() {
            Fault::Protocol { line, why: got } => {
                assert_eq!(line, answer);
                assert!(got.to_string().contains(why), "{answer}: {got}");
            }
            other => panic!("{answer}: expected a protocol error, got {other:?}"),
        }
    }
}

#[test]
fn no_move_answers_are_understood() {
    for answer in ["nobestmove", "bestmove (none)"] {
        let s = Scripts::new();
        let script = format!("{UCCI_HELLO}\nskip-to go\nsend {answer}\n");
        let mut engine = s.engine(Protocol::Ucci, &[&script], 2000);
        let reply = engine.play(&question("", "")).unwrap();
        assert_eq!(reply.mv, None, "{answer}");
        assert_eq!(reply.line, answer);
    }
}

fn suite() -> Suite {
    Suite::load(&Layout::at(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(".."),
    ))
    .unwrap()
}

fn certify_with(mode_script: &str, case: &str, mode: Mode) -> qili::report::TrialResult {
    certify_over(Protocol::Ucci, mode_script, case, mode)
}

fn certify_over(
    protocol: Protocol,
    mode_script: &str,
    case: &str,
    mode: Mode,
) -> qili::report::TrialResult {
    let suite = suite();
    let loaded: &Loaded = suite.select(&[case.to_string()]).unwrap()[0];
    let s = Scripts::new();
    let ranks = if mode_script.contains("ranks=1") {
        Ranks::One
    } else {
        Ranks::Zero
    };
    let mut engine = ProcessEngine::new(ProcessConfig {
        limit: Limit::Depth(3),
        timeout: Duration::from_secs(2),
        ranks: Some(ranks),
        ..ProcessConfig::new(
            vec![
                MOCK.into(),
                s.write("serve", &format!("serve {mode_script}\n")),
            ],
            protocol,
        )
    });
    certify(
        &mut engine,
        &Trial {
            case: loaded,
            rules: "axf",
            mode,
        },
    )
}

#[test]
fn certification_judges_each_kind_of_answer() {
    // axf-032: red's rook chases an unprotected cannon and must vary; the repeat is e4a4.
    let r = certify_with("repeat", "axf-032", Mode::Plain);
    assert_eq!(
        (r.status, r.actual.as_str()),
        (Status::Fail, "e4a4"),
        "{}",
        r.message
    );
    assert_eq!(r.expected, "not e4a4");
    assert!(r.message.contains("red must vary"), "{}", r.message);
    let r = certify_with("repeat", "axf-032", Mode::Banmoves);
    assert_eq!(r.status, Status::Pass, "{}", r.message);
    assert_eq!(r.rules, "axf+banmoves");
    // Over UCI the ban is `searchmoves` with every other legal move, in ranks 1-10 here.
    let r = certify_over(Protocol::Uci, "repeat ranks=1", "axf-032", Mode::Plain);
    assert_eq!(
        (r.status, r.actual.as_str()),
        (Status::Fail, "e4a4"),
        "{}",
        r.message
    );
    let r = certify_over(Protocol::Uci, "repeat ranks=1", "axf-032", Mode::Banmoves);
    assert_eq!(r.status, Status::Pass, "{}", r.message);
    let r = certify_with("ignore-bans", "axf-032", Mode::Banmoves);
    assert_eq!(r.status, Status::ProtocolError, "{}", r.message);
    assert!(r.message.contains("banned"), "{}", r.message);
    let r = certify_with("illegal", "axf-032", Mode::Plain);
    assert_eq!(r.status, Status::IllegalMove, "{}", r.message);
    assert!(r.message.starts_with("mock (`"), "{}", r.message);
    let r = certify_with("none", "axf-032", Mode::Plain);
    assert_eq!((r.status, r.actual.as_str()), (Status::Fail, "no move"));
    // A draw ruling (axf-006): any legal move passes, and there is nothing to ban.
    let r = certify_with("repeat", "axf-006", Mode::Plain);
    assert_eq!(
        (r.status, r.expected.as_str()),
        (Status::Pass, "a legal move")
    );
    let r = certify_with("repeat", "axf-006", Mode::Banmoves);
    assert_eq!(r.status, Status::Ignored);
}

#[test]
fn qili_run_with_an_engine_writes_reports_and_applies_expectations() {
    let s = Scripts::new();
    let engine = format!("{MOCK} {}", s.write("serve", "serve repeat\n"));
    let expect = s.write(
        "expect.yaml",
        "- case: axf-032\n  rules: axf\n  reason: repeats every chase\n\
         - case: axf-032\n  rules: axf+banmoves\n  reason: listed, but it obeys bans\n",
    );
    let json = s.path("report.json");
    let junit = s.path("report.xml");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["run", "--engine", &engine, "--jobs", "2", "--rules", "axf"])
        .args(["--expect", &expect, "--json"])
        .arg(&json)
        .arg("--junit")
        .arg(&junit)
        .args(["axf-001", "axf-032", "axf-006"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The listed trial that passes fails the run.
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    // Not a terminal: plain progress lines.
    assert!(stderr.contains("[6/6] "), "{stderr}");
    assert!(stdout.contains("ranks: 0-9 (detected)"), "{stdout}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let status = |case: &str, rules: &str| -> String {
        report["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["case"] == case && r["rules"] == rules)
            .map(|r| r["status"].as_str().unwrap().to_string())
            .unwrap()
    };
    assert_eq!(status("axf-032", "axf"), "known_failure");
    assert_eq!(status("axf-032", "axf+banmoves"), "fail");
    assert_eq!(status("axf-001", "axf"), "fail");
    assert_eq!(status("axf-001", "axf+banmoves"), "pass");
    assert_eq!(status("axf-006", "axf"), "pass");
    assert_eq!(status("axf-006", "axf+banmoves"), "ignored");
    assert_eq!(report["questions"], serde_json::json!(["move"]));
    assert!(report["engine"].as_str().unwrap().starts_with("mock (`"));
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(xml.contains("<testsuite name=\"axf+banmoves\""), "{xml}");
}

#[test]
fn qili_run_goes_on_past_an_engine_that_hangs_on_every_question() {
    let s = Scripts::new();
    let hangs = format!("{UCCI_HELLO}\nskip-to go\nsend info depth 1 nodes 7\nhang\n");
    // Every start after the first hangs too: the greeting and the first `readyok`, then nothing.
    let again = "expect ucci\nsend id name Mock\nsend ucciok\nexpect isready\nsend readyok\n\
                 expect isready\nsend readyok\nskip-to go\nhang\n";
    let state = s.path("starts").display().to_string();
    let engine = format!(
        "{MOCK} --state {state} {} {}",
        s.write("hangs", &hangs),
        s.write("again", again)
    );
    let json = s.path("report.json");
    let clock = Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "run",
            "--engine",
            &engine,
            "--jobs",
            "1",
            "--timeout",
            "0.3",
        ])
        .args(["--rules", "axf", "--json"])
        .arg(&json)
        .args(["axf-001", "axf-032"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        clock.elapsed() < Duration::from_secs(10),
        "{:?}",
        clock.elapsed()
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let results = report["results"].as_array().unwrap();
    let statuses: Vec<&str> = results
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["timeout"; 4], "{stdout}");
    let first = results[0]["message"].as_str().unwrap();
    assert!(first.starts_with("Mock (`"), "{first}");
    assert!(first.contains("no `bestmove` in time; killed"), "{first}");
    assert!(first.contains("`info depth 1 nodes 7`"), "{first}");
    // One process per question: each hung one was killed and a new one started.
    assert_eq!(report["settings"]["processes_started"], 4, "{stdout}");
    assert_eq!(report["settings"]["jobs"], 1, "{stdout}");
    assert!(
        report["settings"]["timeout_seconds"].is_number(),
        "{stdout}"
    );
}

#[test]
fn qili_run_stops_early_for_an_engine_it_cannot_start_and_says_so_in_its_reports() {
    let dir = std::env::temp_dir().join(format!("qili-nostart-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (json, junit) = (dir.join("r.json"), dir.join("r.xml"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "run",
            "--engine",
            "/nonexistent/engine --flag",
            "axf-001",
            "--json",
        ])
        .arg(&json)
        .arg("--junit")
        .arg(&junit)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("cannot start `/nonexistent/engine --flag`"),
        "{stderr}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert!(
        report["error"]
            .as_str()
            .unwrap()
            .contains("nothing was certified"),
        "{report}"
    );
    assert_eq!(report["results"].as_array().unwrap().len(), 0);
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(
        xml.contains("<error message=\"nothing was certified\">"),
        "{xml}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn qili_run_refuses_an_empty_search() {
    for limit in [["--depth", "0"], ["--nodes", "0"]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["run", "--engine", "/bin/true", "axf-001"])
            .args(limit)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(&format!("{} 0:", limit[0])), "{stderr}");
    }
}
