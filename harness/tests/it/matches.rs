//! `qili match` and `qili match merge` from the command line, with scripted engines: the AXF
//! 图三十二 forfeit, the JSON and PGN shapes, a killed match that keeps its games, shards merged
//! into the one run, and bad input.

use crate::support::{qili, scratch, stderr};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");

const FIG_32: &str = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";

/// An engine spec running the mock with `script` (written into `dir`).
fn mock(dir: &Path, name: &str, proto: &str, script: &str) -> String {
    let path = dir.join(format!("{name}.script"));
    std::fs::write(&path, script).unwrap();
    format!(
        "cmd={MOCK} arg={} proto={proto} name={name}",
        path.display()
    )
}

fn json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", path.display()))
}

fn run(args: &[&str]) -> std::process::Output {
    let out = qili(args);
    assert!(
        out.status.success(),
        "qili {args:?}: {}\n{}",
        out.status,
        stderr(&out)
    );
    out
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn figure_32_played_out_ends_with_red_losing_as_qili_adjudicate_rules() {
    let dir = scratch("match-figure-32");
    let red = mock(
        &dir,
        "chaser",
        "ucci",
        "serve first moves=b4a4,a4e4,e4a4 bans=ignore\n",
    );
    let black = mock(&dir, "defender", "uci", "serve first moves=a5e5,e5a5\n");
    let (report, pgn) = (dir.join("m.json"), dir.join("m.pgn"));
    run(&[
        "match",
        "--rules",
        "axf",
        "--fen",
        FIG_32,
        "--engine",
        &red,
        "--engine",
        &black,
        "--games",
        "1",
        "--depth",
        "1",
        "--json",
        s(&report),
        "--pgn",
        s(&pgn),
    ]);
    let report = json(&report);
    let game = &report["games"][0];
    assert_eq!(game["result"], "0-1");
    assert_eq!(game["termination"], "repetition");
    assert_eq!(game["ruling"]["verdict"], "red_loses");
    let article = game["ruling"]["article"].as_str().unwrap();
    assert!(article.contains("总纲 3"), "{article}");
    let moves: Vec<&str> = game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let out = run(&[
        "adjudicate",
        "--rules",
        "axf",
        "--fen",
        FIG_32,
        "--moves",
        &moves.join(" "),
        "--json",
    ]);
    let adj: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(adj["verdict"], "red_loses");
    assert_eq!(adj["article"], article);
    // PGN: the article in [Termination], the ruling at the ply it was made.
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    assert!(
        pgn.contains(&format!("[Termination \"repetition: {article}\"]")),
        "{pgn}"
    );
    assert!(pgn.contains(&format!("[FEN \"{FIG_32}\"]")), "{pgn}");
    let pgn = pgn.replace('\n', " ");
    assert!(
        pgn.contains("5. e4a4 {the position occurred a third time: red_loses (AXF 总纲 3; 四大原则 4); red must vary (AXF 细则 3)}"),
        "{pgn}"
    );
    assert!(
        pgn.contains("6. a4e4 {red played a4e4, continuing the cycle"),
        "{pgn}"
    );
    assert!(pgn.trim_end().ends_with("0-1"), "{pgn}");
}

/// Openings that end quickly whoever plays red: a mate in one for an engine that knows it, and
/// the move-count limit one or two plies away.
const OPENINGS: &str = "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1
4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 119 60
4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 118 60
";

/// Two mock engines: `mater` knows the mate, `plain` plays its first legal move.
fn pair(dir: &Path) -> (String, String) {
    (
        mock(dir, "mater", "ucci", "serve first moves=a1d1\n"),
        mock(dir, "plain", "cecp", "serve first\n"),
    )
}

#[test]
fn reports_have_the_documented_shape() {
    let dir = scratch("match-shapes");
    let (a, b) = pair(&dir);
    let openings = dir.join("openings.fen");
    std::fs::write(&openings, OPENINGS).unwrap();
    let (report, pgn) = (dir.join("m.json"), dir.join("m.pgn"));
    let out = run(&[
        "match",
        "--rules",
        "cn",
        "--engine",
        &a,
        "--engine",
        &b,
        "--games",
        "4",
        "--openings",
        s(&openings),
        "--movetime",
        "1000",
        "--json",
        s(&report),
        "--pgn",
        s(&pgn),
        "--pgn-notation",
        "chinese",
    ]);
    let r = json(&report);
    let keys: Vec<&str> = r.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "elo", "engines", "games", "rules", "scores", "settings", "shard"
        ]
    );
    assert_eq!(r["rules"], "cn");
    assert_eq!(r["shard"], Value::Null);
    assert_eq!(r["settings"]["control"], "movetime 1000 ms");
    let games = r["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    for (i, g) in games.iter().enumerate() {
        assert_eq!(g["round"], i + 1);
        let mut keys: Vec<&str> = g.as_object().unwrap().keys().map(|k| k.as_str()).collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "bans",
                "black",
                "fen",
                "moves",
                "reason",
                "red",
                "result",
                "round",
                "ruling",
                "rulings",
                "termination"
            ]
        );
    }
    // Games 1 and 2 share the mate-in-one opening with colours exchanged: whoever is red and
    // knows the mate wins; 3 and 4 reach the move-count limit after one ply.
    assert_eq!(
        (games[0]["red"].as_str(), games[0]["result"].as_str()),
        (Some("mater"), Some("1-0"))
    );
    assert_eq!(games[0]["termination"], "checkmate");
    assert_eq!(games[1]["red"], "plain");
    assert_eq!(games[2]["termination"], "move_limit");
    assert!(
        games[2]["ruling"]["article"]
            .as_str()
            .unwrap()
            .contains("CN 第4.2.4条")
    );
    assert_eq!(r["scores"][0]["name"], "mater");
    assert_eq!(r["scores"][0]["games"], 4);
    assert_eq!(r["elo"]["engine"], "mater");
    // PGN: one game per round, the xiangqi tags, Chinese moves.
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(pgn.matches("[Event \"qili match\"]").count(), 4);
    for tag in [
        "[Round \"1\"]",
        "[White \"mater\"]",
        "[Black \"plain\"]",
        "[Result \"1-0\"]",
        "[Variant \"xiangqi\"]",
        "[SetUp \"1\"]",
        "[FEN \"3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1\"]",
        "[Rules \"CN\"]",
        "[Format \"Chinese\"]",
        "[Termination \"checkmate\"]",
        "[Termination \"move_limit: CN 第4.2.4条; 第23.3条\"]",
        "1. 车九平六 {black is checkmated (CN 第4.1.1条)} 1-0",
    ] {
        assert!(pgn.contains(tag), "{tag}\n{pgn}");
    }
    // Progress on stderr, a summary on stdout.
    let err = stderr(&out);
    assert!(
        err.contains("[1/4] round 1: mater (red) vs plain (black): 1-0 checkmate"),
        "{err}"
    );
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(summary.contains("Score of mater vs plain:"), "{summary}");
    assert!(summary.contains("Elo difference:"), "{summary}");
}

#[test]
fn shards_merged_are_the_one_run() {
    let dir = scratch("match-shards");
    let (a, b) = pair(&dir);
    let openings = dir.join("openings.fen");
    std::fs::write(&openings, OPENINGS).unwrap();
    let common = |extra: &[&str], json: &PathBuf, pgn: &PathBuf| {
        let mut args: Vec<String> = [
            "match",
            "--rules",
            "axf",
            "--engine",
            &a,
            "--engine",
            &b,
            "--games",
            "7",
            "--openings",
            s(&openings),
            "--seed",
            "11",
            "--depth",
            "2",
            "--json",
            s(json),
            "--pgn",
            s(pgn),
        ]
        .iter()
        .map(|x| x.to_string())
        .collect();
        args.extend(extra.iter().map(|x| x.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run(&args);
    };
    let (whole_json, whole_pgn) = (dir.join("whole.json"), dir.join("whole.pgn"));
    common(&["--concurrency", "2"], &whole_json, &whole_pgn);
    let mut files = Vec::new();
    for shard in ["1/3", "2/3", "3/3"] {
        let n = &shard[..1];
        let (j, p) = (
            dir.join(format!("s{n}.json")),
            dir.join(format!("s{n}.pgn")),
        );
        common(&["--shard", shard], &j, &p);
        assert_eq!(json(&j)["shard"], shard);
        files.push(j);
        files.push(p);
    }
    files.reverse(); // the order of the files does not matter
    let (merged_json, merged_pgn) = (dir.join("merged.json"), dir.join("merged.pgn"));
    let mut args = vec!["match", "merge"];
    args.extend(files.iter().map(|f| s(f)));
    args.extend(["--json", s(&merged_json), "--pgn", s(&merged_pgn)]);
    run(&args);
    assert_eq!(json(&merged_json), json(&whole_json));
    assert_eq!(
        std::fs::read_to_string(&merged_json).unwrap(),
        std::fs::read_to_string(&whole_json).unwrap()
    );
    let undated = |p: &Path| -> String {
        std::fs::read_to_string(p)
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with("[Date "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(undated(&merged_pgn), undated(&whole_pgn));
    assert_eq!(json(&whole_json)["games"].as_array().unwrap().len(), 7);

    // files (reversed): s3.pgn, s3.json, s2.pgn, s2.json, s1.pgn, s1.json; shard 1 is rounds
    // 1-2, shard 2 rounds 3-4, shard 3 rounds 5-7.
    let (part_json, part_pgn) = (dir.join("part.json"), dir.join("part.pgn"));
    let merge = |inputs: &[&PathBuf]| {
        let mut args = vec!["match", "merge"];
        args.extend(inputs.iter().map(|f| s(f)));
        for (kind, out) in [("json", &part_json), ("pgn", &part_pgn)] {
            if inputs
                .iter()
                .any(|f| f.extension().is_some_and(|e| e == kind))
            {
                args.extend([if kind == "json" { "--json" } else { "--pgn" }, s(out)]);
            }
        }
        let out = qili(&args);
        assert!(
            !part_json.exists() && !part_pgn.exists(),
            "a failed merge writes nothing: {}",
            stderr(&out)
        );
        (out.status.code(), stderr(&out))
    };
    // A missing shard is reported by its rounds and the exit code, and nothing is written.
    let (code, err) = merge(&[&files[1], &files[0]]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("4 rounds of the match are in no file: 1-4"),
        "{err}"
    );
    // From PGN alone, a gap below the last round is missing too.
    let (code, err) = merge(&[&files[0], &files[4]]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("in no file: 3-4"), "{err}");
    // Every shard's JSON beside one shard's PGN: the files disagree.
    let (code, err) = merge(&[&files[1], &files[3], &files[5], &files[4]]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("rounds 3-7 are in the JSON reports and in no PGN file"),
        "{err}"
    );
    let (code, err) = merge(&[&files[5], &files[4], &files[2]]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("rounds 3-4 are in the PGN files and in no JSON report"),
        "{err}"
    );
    // A PGN game whose players or result are not the JSON's.
    let s1 = std::fs::read_to_string(&files[4]).unwrap();
    let tampered = dir.join("tampered.pgn");
    let swapped = s1.replacen(
        "[White \"mater\"]\n[Black \"plain\"]",
        "[White \"plain\"]\n[Black \"mater\"]",
        1,
    );
    assert_ne!(swapped, s1);
    std::fs::write(&tampered, swapped).unwrap();
    let (code, err) = merge(&[&files[5], &tampered]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("round 1: the JSON has mater (red) vs plain (black) 1/2-1/2")
            && err.contains("plain vs mater 1/2-1/2"),
        "{err}"
    );
    // The same shard twice is an error.
    let out = qili(&["match", "merge", s(&files[1]), s(&files[1])]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is in both"), "{}", stderr(&out));
}

/// Engines that search the same way every time play one game again from one start: the
/// terminal says so, and `--openings builtin` gives every pair of games its own start.
#[test]
fn one_start_at_a_fixed_depth_is_noted_and_builtin_openings_vary_the_games() {
    let dir = scratch("match-openings");
    let (a, b) = pair(&dir);
    let report = dir.join("m.json");
    let play = |extra: &[&str]| {
        let mut args = vec![
            "match", "--rules", "cn", "--engine", &a, "--engine", &b, "--json",
        ];
        args.push(s(&report));
        args.extend(extra);
        stderr(&run(&args))
    };
    let err = play(&["--games", "4", "--depth", "1"]);
    assert!(
        err.contains(
            "qili: note: 4 games from 1 start position under depth 1: an engine that searches \
             the same way every time plays the same game again"
        ) && err.contains("--openings builtin for 14 common first moves"),
        "{err}"
    );
    let fens = || -> Vec<String> {
        json(&report)["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["fen"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(fens().iter().all(|f| f.starts_with("rnbakabnr/9/1c5c1/")));
    let err = play(&["--games", "4", "--depth", "1", "--openings", "builtin"]);
    assert!(!err.contains("note:"), "{err}");
    let f = fens();
    assert_eq!(f[0], f[1]);
    assert_eq!(f[2], f[3]);
    assert_ne!(f[0], f[2]);
    // 中炮对屏风马, then 中炮对顺炮: the first two of the built-in list.
    assert!(f[0].starts_with("r1bakab1r/9/1cn3nc1/"), "{}", f[0]);
    assert!(f[2].starts_with("rnbakab1r/9/1c2c1n2/"), "{}", f[2]);
    assert_eq!(json(&report)["settings"]["openings"], "builtin");
    // Two games from one start, or a clock: nothing to say.
    for extra in [
        &["--games", "2", "--depth", "1"][..],
        &["--games", "4", "--movetime", "1000"][..],
    ] {
        let err = play(extra);
        assert!(!err.contains("note:"), "{extra:?}: {err}");
    }
}

#[test]
fn a_killed_match_keeps_its_finished_games() {
    let dir = scratch("match-killed");
    let a = mock(&dir, "steady", "uci", "serve first\n");
    // The second engine hangs at its second move: game 4, its second game as red.
    let pidfile = dir.join("pid");
    let b = mock(
        &dir,
        "stalls",
        "ucci",
        &format!("pidfile {}\nserve first fail=2:hang\n", pidfile.display()),
    );
    let (report, pgn) = (dir.join("m.json"), dir.join("m.pgn"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "match",
            "--rules",
            "axf",
            "--engine",
            &a,
            "--engine",
            &b,
            "--games",
            "6",
            "--fen",
            "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 119 60",
            "--depth",
            "1",
            "--json",
            s(&report),
            "--pgn",
            s(&pgn),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let games = |r: &Value| r["games"].as_array().map_or(0, Vec::len);
    let written = || {
        std::fs::read_to_string(&report)
            .ok()
            .and_then(|t| serde_json::from_str::<Value>(&t).ok())
            .map_or(0, |r| games(&r))
    };
    while written() < 3 {
        assert!(
            Instant::now() < deadline,
            "three games were not written in time"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(200));
    child.kill().unwrap();
    child.wait().unwrap();
    if let Ok(pid) = std::fs::read_to_string(&pidfile) {
        let _ = Command::new("kill").arg(pid.trim()).status();
    }
    let r = json(&report);
    assert_eq!(games(&r), 3, "{r}");
    assert_eq!(r["scores"][0]["games"], 3);
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(pgn.matches("[Event ").count(), 3, "{pgn}");
}

#[test]
fn bad_input_is_refused_before_any_game() {
    let dir = scratch("match-bad");
    let (a, b) = pair(&dir);
    let bad_openings = dir.join("bad.fen");
    std::fs::write(&bad_openings, "3k5/9/9/9/9/9/9/9/R8/4K4 w\nnonsense here\n").unwrap();
    let b_hash = format!("{b} option.Hash=16");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["--engine", &a, "--engine", &b, "--depth", "1"],
            "--rules axf|cn",
        ),
        (
            vec![
                "--rules", "fide", "--engine", &a, "--engine", &b, "--depth", "1",
            ],
            "rules 'fide'",
        ),
        (
            vec!["--rules", "axf", "--engine", &a, "--depth", "1"],
            "give two engines (got 1)",
        ),
        (
            vec![
                "--rules",
                "axf",
                "--engine",
                &a,
                "--engine",
                "proto=uci",
                "--depth",
                "1",
            ],
            "no `cmd=PATH`",
        ),
        (
            vec!["--rules", "axf", "--engine", &a, "--engine", &b],
            "no time control",
        ),
        (
            vec![
                "--rules", "axf", "--engine", &a, "--engine", &b, "--tc", "fast",
            ],
            "--tc fast",
        ),
        (
            vec![
                "--rules",
                "axf",
                "--engine",
                &a,
                "--engine",
                &b,
                "--movetime",
                "500",
            ],
            "CECP engines take whole seconds",
        ),
        (
            vec![
                "--rules", "axf", "--engine", &a, "--engine", &b, "--depth", "1", "--shard", "3/2",
            ],
            "--shard 3/2",
        ),
        (
            vec![
                "--rules", "axf", "--engine", &a, "--engine", &b, "--depth", "1", "--fen", "9/9 w",
            ],
            "--fen '9/9 w'",
        ),
        (
            vec![
                "--rules",
                "axf",
                "--engine",
                &a,
                "--engine",
                &b,
                "--depth",
                "1",
                "--openings",
                s(&bad_openings),
            ],
            "bad.fen: line 2",
        ),
        (
            vec![
                "--rules",
                "axf",
                "--engine",
                &a,
                "--engine",
                "cmd=/nonexistent/engine",
                "--depth",
                "1",
            ],
            "could not be started",
        ),
        (
            vec![
                "--rules", "axf", "--engine", &a, "--engine", &b_hash, "--depth", "1",
            ],
            "offers no option `Hash`",
        ),
    ];
    for (args, says) in cases {
        let mut all = vec!["match"];
        all.extend(args);
        let out = qili(&all);
        // An engine that cannot be started, or lacks an option, is exit code 3; the rest 2.
        let code = if says.contains("could not be started") || says.contains("offers no option") {
            3
        } else {
            2
        };
        assert_eq!(out.status.code(), Some(code), "{all:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{all:?}: {}", stderr(&out));
    }
    let other = dir.join("other.json");
    std::fs::write(&other, "{\"rules\": 1}").unwrap();
    let out = qili(&["match", "merge", s(&other)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("other.json"), "{}", stderr(&out));
}

#[test]
fn the_timeout_bounds_the_greeting_as_for_qili_run() {
    // An engine that greets 2 s late: `--timeout 0.5` stops the match and the event before any
    // game (exit 3), as `qili run --engine … --timeout 0.5` stops its certification; with
    // `--timeout 5` it plays. (Before, matches waited 10 s for the greeting whatever was given.)
    let dir = scratch("match-greeting-timeout");
    let late = mock(&dir, "late", "ucci", "sleep 2000\nserve first moves=a1d1\n");
    let plain = mock(&dir, "plain", "uci", "serve first\n");
    let game = |timeout: &str| {
        qili(&[
            "match",
            "--rules",
            "cn",
            "--engine",
            &late,
            "--engine",
            &plain,
            "--games",
            "1",
            "--fen",
            "3k5/9/9/9/9/9/9/9/R8/4K4 w",
            "--depth",
            "1",
            "--timeout",
            timeout,
        ])
    };
    let out = game("0.5");
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("late"), "{}", stderr(&out));
    let engines = dir.join("engines.yaml");
    std::fs::write(
        &engines,
        format!("engines:\n  - {{name: Late, spec: \"{late}\"}}\n  - {{name: Plain, spec: \"{plain}\"}}\n"),
    )
    .unwrap();
    let results = dir.join("event.json");
    let out = qili(&[
        "tournament",
        "run",
        "--engines",
        s(&engines),
        "--system",
        "round-robin",
        "--rules",
        "cn",
        "--depth",
        "1",
        "--timeout",
        "0.5",
        "--results",
        s(&results),
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("Late"), "{}", stderr(&out));
    assert!(!results.exists(), "no game was played");
    let out = game("5");
    assert!(out.status.success(), "{}", stderr(&out));
}
