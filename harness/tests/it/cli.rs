//! The command-line contract of ARCHITECTURE.md, exercised on the built binary: output shapes,
//! exit codes, and errors for bad input.

use std::process::Command;

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn qili(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(args)
        .env("LC_ALL", "C")
        .output()
        .expect("the qili binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    let (code, out, _) = qili(&["perft", "--fen", START, "--depth", "2", "--divide"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("1920"));
    assert_eq!(
        out.lines().count(),
        45,
        "44 first moves and the total: {out}"
    );
    assert!(out.lines().any(|l| l.starts_with("h2e2: ")), "{out}");
}

#[test]
fn notation_rewrites_mixed_notations_on_one_line() {
    let (code, out, _) = qili(&[
        "notation",
        "--fen",
        START,
        "--moves",
        "h2e2 马８进７ H2+3",
        "--to",
        "chinese",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "炮二平五 马８进７ 马二进三\n");
    let (code, out, _) = qili(&[
        "notation",
        "--fen",
        START,
        "--moves",
        "炮二平五",
        "--to",
        "wxf",
    ]);
    assert_eq!((code, out.as_str()), (0, "C2.5\n"));
}

#[test]
fn adjudicate_json_has_the_contract_keys() {
    // AXF 图一: a lone rook checks forever.
    let fen = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w";
    let moves = "车二进一 将６进１ 车二退一 将６退１ 车二进一 将６进１ 车二退一";
    let (code, out, err) = qili(&[
        "adjudicate",
        "--rules",
        "axf",
        "--fen",
        fen,
        "--moves",
        moves,
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["verdict"], "red_loses");
    assert!(v["article"].as_str().unwrap().starts_with("AXF 总纲 1"));
    assert_eq!(v["plies"].as_array().unwrap().len(), 7);
    assert_eq!(v["plies"][0]["move"], "h8h9");
    assert_eq!(v["plies"][0]["side"], "red");
    assert_eq!(v["plies"][0]["class"][0], "check");
    assert_eq!(v["cycle"]["first"], 4);
    assert_eq!(v["cycle"]["last"], 7);
    assert_eq!(v["occurrences"], 2);
    let (code, out, _) = qili(&[
        "adjudicate",
        "--rules",
        "cn",
        "--fen",
        fen,
        "--moves",
        moves,
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("ruling (cn): red_loses"), "{out}");
}

#[test]
fn adjudicate_takes_a_drawing_post_as_given() {
    // CN 图十六 (cn-16): the cannon's chases of an advisor and an elephant are idle once the
    // arbiter states that black's post holds a draw (第27.3条); without it, black must vary.
    let fen = "3aka3/9/3cb4/9/2b6/3p5/7R1/3A5/9/2B1K4 w";
    let moves = "帅五进一 炮４平３ 帅五退一 炮３平４ 帅五进一 炮４平３ 帅五退一";
    let args = [
        "adjudicate",
        "--rules",
        "cn",
        "--fen",
        fen,
        "--moves",
        moves,
        "--json",
    ];
    let (code, out, err) = qili(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["verdict"], "black_loses");
    let mut given = args.to_vec();
    given.extend(["--assume", "drawing-post=black"]);
    let (code, out, err) = qili(&given);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["verdict"], "draw");
    assert_eq!(v["article"], "CN 第27.3条; 第26.2条");
    assert!(
        v["why"]
            .as_str()
            .unwrap()
            .starts_with("given: black holds a drawing post")
    );
    let mut bad = args.to_vec();
    bad.extend(["--assume", "drawing-post=blue"]);
    let (code, _, err) = qili(&bad);
    assert_eq!(code, 2);
    assert!(
        err.contains("--assume") && err.contains("red or black"),
        "{err}"
    );
}

#[test]
fn no_repetition_is_no_ruling() {
    let (code, out, _) = qili(&[
        "adjudicate",
        "--rules",
        "axf",
        "--fen",
        START,
        "--moves",
        "h2e2",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["verdict"], "none");
    assert!(v["cycle"].is_null());
    assert_eq!(v["occurrences"], 1);
}

#[test]
fn bad_input_exits_2_with_the_reason_on_stderr() {
    for (args, needle) in [
        (
            vec!["perft", "--fen", "xyz", "--depth", "1"],
            "malformed FEN",
        ),
        (
            vec![
                "notation",
                "--fen",
                START,
                "--moves",
                "炮二平九",
                "--to",
                "iccs",
            ],
            "move 1 '炮二平九'",
        ),
        (
            vec![
                "adjudicate",
                "--rules",
                "fide",
                "--fen",
                START,
                "--moves",
                "h2e2",
            ],
            "--rules 'fide'",
        ),
        (
            vec![
                "adjudicate",
                "--rules",
                "cn",
                "--fen",
                "4k4/9/9/9/9/9/9/9/9/4K4 w",
                "--moves",
                "",
            ],
            "face each other",
        ),
        (vec!["run", "no-such-case"], "no case 'no-such-case'"),
        (vec!["run", "--rules", "fide"], "--rules 'fide'"),
        // The table goes to standard output: a report named `-` is refused, not a file "-".
        (vec!["run", "--json", "-", "axf-001"], "--json -: "),
        (vec!["run", "--junit", "-", "axf-001"], "--junit -: "),
    ] {
        let (code, out, err) = qili(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(
            err.contains(needle),
            "{args:?}: stderr {err:?} lacks {needle:?}"
        );
    }
    assert!(
        !crate::support::root().join("-").exists(),
        "a report was written to a file named '-'"
    );
}

#[test]
fn run_selects_cases_and_writes_reports() {
    let dir = std::env::temp_dir().join(format!("qili-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("r.json");
    let junit = dir.join("r.xml");
    let (code, out, err) = qili(&[
        "run",
        "--rules",
        "axf",
        "--json",
        json.to_str().unwrap(),
        "--junit",
        junit.to_str().unwrap(),
        "axf-001",
        "cn-02",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("axf-001") && out.contains("cn-02"), "{out}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    for key in ["case", "rules", "status", "expected", "actual", "message"] {
        assert!(results[0].get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["summary"]["total"], 2);
    assert!(
        std::fs::read_to_string(&junit)
            .unwrap()
            .contains("<testsuites")
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_move_list_may_begin_with_a_wxf_rear_piece_move() {
    let fen = "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w";
    let (code, out, err) = qili(&[
        "notation",
        "--fen",
        fen,
        "--moves",
        "-R=4 d9d8",
        "--to",
        "chinese",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "后车平四 将４进１");
    let (code, out, err) = qili(&[
        "adjudicate",
        "--rules",
        "axf",
        "--fen",
        fen,
        "--moves",
        "-R=4",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("e2f2"), "{out}");
}

#[test]
fn perft_refuses_a_depth_it_could_never_finish() {
    let (code, _, err) = qili(&["perft", "--fen", START, "--depth", "99"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("99 is not in 0..=10"), "{err}");
    let (code, out, _) = qili(&["perft", "--fen", START, "--depth", "0"]);
    assert_eq!((code, out.as_str()), (0, "1\n"));
}

#[test]
fn help_says_what_bare_qili_does_and_the_exit_codes() {
    let (code, out, _) = qili(&["--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Bare `qili` (no command) means `qili run`"),
        "{out}"
    );
    assert!(out.contains("3 an outside engine could not"), "{out}");
}

#[test]
fn a_reader_that_goes_away_ends_the_run_quietly() {
    use std::io::{BufRead as _, BufReader};
    // A loop played 500 times over: its table (a line per ply) is more than a pipe holds.
    let moves = "a1a2 d9e9 a2a1 e9d9 ".repeat(500);
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "adjudicate",
            "--rules",
            "axf",
            "--fen",
            "3k5/9/9/9/9/9/9/9/R8/5K3 w",
        ])
        .args(["--moves", &moves])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("qili starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped"))
        .read_line(&mut first)
        .expect("a first line");
    // The reader is dropped here, as `qili | head -1` would.
    let out = child.wait_with_output().expect("qili ends");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(first.starts_with("   ply side"), "{first}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(141), "{err}");
}

#[test]
fn a_batch_from_a_device_is_refused() {
    let (code, _, err) = qili(&["adjudicate", "--rules", "axf", "--batch", "/dev/zero"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a file or a pipe"), "{err}");
}

#[test]
fn a_case_file_outside_the_suite_runs_by_its_path() {
    // A draft kept elsewhere (a case sent by someone, a contributed case not yet moved in).
    let dir = crate::support::scratch("cli-loose-case").join("drafts");
    std::fs::create_dir_all(&dir).unwrap();
    let name = "032-rook-perpetually-chases-unprotected-cannon.yaml";
    let draft = dir.join(name);
    std::fs::copy(crate::support::root().join("cases/axf").join(name), &draft).unwrap();
    let (code, out, err) = qili(&["run", draft.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("axf-032  red_loses 四大原则 4  red_loses 第26.4条  pass"),
        "{out}"
    );
    assert!(out.contains("axf: 1 trials: 1 pass"), "{out}");
    let svg = dir.join("032.svg");
    let (code, _, err) = qili(&[
        "render",
        draft.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read_to_string(&svg).unwrap().contains("axf-032"));

    // Everything but its folder is checked: its id must still match its name.
    let renamed = dir.join("rook.yaml");
    std::fs::copy(&draft, &renamed).unwrap();
    let (code, out, _) = qili(&["run", renamed.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the file name must be '032-<slug>.yaml', not 'rook.yaml'"),
        "{out}"
    );
    // A file that is no case at all is named as such.
    let (code, _, err) = qili(&["run", dir.join("none.yaml").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("no case"), "{err}");
}

#[test]
fn a_contributed_cases_reading_is_measured_against_the_oracle_and_warned_about() {
    // Red's rook shuffles beside black's general: idle under both books. The case says red's
    // first move chases; its rulings are right.
    let dir = crate::support::scratch("cli-contrib-reading").join("contrib");
    std::fs::create_dir_all(&dir).unwrap();
    let case = dir.join("rook-shuffle.yaml");
    std::fs::write(
        &case,
        r#"id: contrib-rook-shuffle
title: A rook shuffles while the general steps; both may repeat
source:
  book: contrib
  article: "AXF 四大原则 1; CN 第26.2条"
  text: |
    1. 双方均无触犯禁例而又互不变着者，可判作和。
    双方均为允许着法，双方不变作和。
provenance:
  kind: generated
  corpus: harness/benches/data/loops.jsonl
  line: 1
  group: none (a made-up loop)
  command: none
position: "3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1"
position_source: reconstructed
moves: "车九进一 将４平５ 车九退一 将５平４ 车九进一"
expect:
  classes:
    red: [chase, idle]
  targets:
    red: [black general]
  ruling:
    axf: draw
    cn: draw
  derived: [axf, cn]
notes: |
  A reading made wrong on purpose, to be warned about.
"#,
    )
    .unwrap();
    let json = dir.join("report.json");
    let (code, out, err) = qili(&[
        "run",
        "--json",
        json.to_str().unwrap(),
        case.to_str().unwrap(),
    ]);
    // The rulings hold, so the trials pass: the reading is not asserted.
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("contrib-rook-sh…  draw 四大原则 1  draw 第26.2条  pass"),
        "{out}"
    );
    for book in ["axf", "cn"] {
        let block = out
            .split(&format!("\ncontrib-rook-shuffle under {book}: warning\n"))
            .nth(1)
            .unwrap_or_else(|| panic!("no warning under {book}:\n{out}"));
        assert!(
            block.contains(&format!(
                "differ from what qili's oracle finds under {book}"
            )),
            "{block}"
        );
        assert!(block.contains("  - red classes: chase idle\n"), "{block}");
        assert!(block.contains("  + red classes: idle idle\n"), "{block}");
        assert!(block.contains("  - red chases: black general\n"), "{block}");
        assert!(
            block.contains("  + red chases:  (missing 1; found instead: nothing else)\n"),
            "{block}"
        );
    }
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["results"][0]["status"], "pass");
    assert!(
        report["results"][0]["warning"]
            .as_str()
            .is_some_and(|w| w.contains("+ red classes: idle idle")),
        "{report}"
    );

    // A reading that agrees gets no warning, and a book case none either.
    let agreeing = std::fs::read_to_string(&case)
        .unwrap()
        .replace("red: [chase, idle]", "red: [idle, idle]")
        .replace("  targets:\n    red: [black general]\n", "");
    std::fs::write(&case, agreeing).unwrap();
    let (code, out, _) = qili(&["run", case.to_str().unwrap(), "axf-032"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("warning"), "{out}");
}

#[test]
fn a_case_naming_an_article_the_ruling_does_not_cite_fails() {
    // 图一○七: the book names 四大原则 2 (两方均属长捉犯例); a draft that says 四大原则 1 must fail,
    // and one whose quote is not in the book's words is a broken case.
    let dir = crate::support::scratch("cli-articles").join("drafts");
    std::fs::create_dir_all(&dir).unwrap();
    let name = "107-two-rooks-chase-cannon-while-cannon-chases-rook.yaml";
    let text =
        std::fs::read_to_string(crate::support::root().join("cases/axf").join(name)).unwrap();
    let draft = dir.join(name);
    std::fs::write(&draft, &text).unwrap();
    let (code, out, err) = qili(&["run", draft.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    let wrong = text.replace(
        r#"cite: ["总纲 3", "四大原则 2"]"#,
        r#"cite: ["总纲 3", "四大原则 1"]"#,
    );
    assert_ne!(wrong, text);
    std::fs::write(&draft, &wrong).unwrap();
    let (code, out, _) = qili(&["run", draft.to_str().unwrap(), "--rules", "axf"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("- articles: 总纲 3; 四大原则 1"), "{out}");
    assert!(out.contains("the ruling cites only these"), "{out}");
    let unquoted = text.replace("故既然两方均属长捉犯例", "故既然两方均属长照犯例");
    let unquoted = unquoted.replacen("故既然两方均属长照犯例", "故既然两方均属长捉犯例", 1);
    assert_ne!(unquoted, text);
    std::fs::write(&draft, &unquoted).unwrap();
    let (code, out, _) = qili(&["run", draft.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("is not in the book's text"), "{out}");
}

#[test]
fn adjudicate_says_what_the_referee_does_of_a_perpetual_check() {
    // AXF 图一 under CN: 第24.1条 makes a one-sided 长将 lose at once, with no order to vary;
    // under AXF the checking side is ordered to vary. The adjudication and the referee, which
    // rules the same loop at its third occurrence, must say the same.
    use qili_games::referee::{Call, Referee};
    use qili_oracle::Position;
    use qili_oracle::notation::parse_moves;
    use qili_oracle::rules::rulebook;
    let fen = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w";
    let moves = "车二进一 将６进１ 车二退一 将６退１ 车二进一 将６进１ 车二退一";
    let third = format!("{moves} 将６退１ 车二进一 将６进１ 车二退一");
    for (rules, at_once) in [("cn", true), ("axf", false)] {
        let (code, out, err) = qili(&[
            "adjudicate",
            "--rules",
            rules,
            "--fen",
            fen,
            "--moves",
            moves,
        ]);
        assert_eq!(code, 0, "{err}");
        let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
        let start = Position::from_fen(fen).expect("a legal position");
        let mut referee = Referee::new(rulebook(rules).expect("a rulebook"), start.clone());
        let mut call = None;
        for mv in parse_moves(&start, &third).expect("legal moves") {
            referee.play(mv);
            if let Some(ruled) = referee.rule() {
                call = Some(ruled.call);
            }
        }
        match call.expect("the third occurrence is ruled") {
            Call::LosesAtOnce { article, .. } => {
                assert!(at_once, "{rules}: the referee rules a loss at once");
                assert_eq!(article, "CN 第24.1条");
                // The ruling's line cites the article the referee ends the game by (it cited
                // 第26.1条 alone).
                assert!(
                    out.contains("ruling (cn): red_loses — CN 第26.1条; 第24.1条 why:"),
                    "{out}"
                );
                assert!(
                    out.contains("第24.1条: 长将 loses at once, so red loses when the position occurs a third time, with no order to vary."),
                    "{out}"
                );
                assert!(!out.contains("must vary"), "{out}");
            }
            Call::MustVary { .. } => {
                assert!(!at_once, "{rules}: the referee orders red to vary");
                assert!(out.contains("red must vary."), "{out}");
                assert!(!out.contains("at once"), "{out}");
            }
            Call::Draw => panic!("{rules}: a draw"),
        }
    }
}
