//! `qili adjudicate --batch`: one answer a line, each the `--json` object of the same question,
//! and an error object on the line of every request that cannot be read.

use crate::support::{qili, root, scratch, stderr};
use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::rules::rulebooks;
use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Stdio};

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";

/// Every case's loop (the cases whose loop is a cycle: `cycle: whole` sequences are ruled
/// another way and are not a question `adjudicate` answers) as a request line.
fn case_lines() -> Vec<(String, String, String)> {
    let suite = Suite::load(&Layout::at(&root())).expect("the suite loads");
    suite
        .cases
        .iter()
        .filter_map(|c| match c {
            Loaded::Ready(p) if p.case.file.cycle.is_none() => Some(p),
            _ => None,
        })
        .map(|p| {
            let moves: Vec<String> = p.moves.iter().map(|m| m.iccs()).collect();
            (p.case.file.id.clone(), p.start.fen(), moves.join(" "))
        })
        .collect()
}

#[test]
fn every_case_through_batch_answers_as_json_does() {
    let cases = case_lines();
    assert!(cases.len() > 50, "only {} cases loaded", cases.len());
    let dir = scratch("batch-cases");
    let input = dir.join("cases.jsonl");
    let text: String = cases
        .iter()
        .map(|(_, fen, moves)| format!("{}\n", json!({"fen": fen, "moves": moves})))
        .collect();
    std::fs::write(&input, text).expect("the batch file is written");
    for book in rulebooks() {
        let out = qili(&[
            "adjudicate",
            "--rules",
            &book.id,
            "--batch",
            input.to_str().expect("a UTF-8 path"),
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), cases.len(), "one answer a line");
        for ((id, fen, moves), line) in cases.iter().zip(lines) {
            let single = qili(&[
                "adjudicate",
                "--rules",
                &book.id,
                "--fen",
                fen,
                "--moves",
                moves,
                "--json",
            ]);
            assert_eq!(single.status.code(), Some(0), "{id}: {}", stderr(&single));
            let want: Value = serde_json::from_slice(&single.stdout).expect("--json is JSON");
            let got: Value = serde_json::from_str(line).expect("a batch line is JSON");
            assert_eq!(got, want, "{id} under {}", book.id);
        }
    }
}

#[test]
fn bad_lines_get_an_error_naming_line_and_field_and_the_batch_goes_on() {
    let good = json!({"fen": START, "moves": "h2e2 h9g7 e2h2 g7h9 h2e2"}).to_string();
    let lines = [
        good.as_str(),
        r#"{"fen": "xyz", "moves": ""}"#,
        "not json",
        &json!({"fen": START, "moves": "h2e2 炮二平九"}).to_string(),
        &json!({"fen": START, "moves": "h2e2", "ply": "1"}).to_string(),
        &json!({"moves": "h2e2"}).to_string(),
        &json!({"fen": START, "moves": 7}).to_string(),
        &json!({"fen": START, "moves": "h2e2", "rules": "fide"}).to_string(),
        "",
        "[1, 2]",
        good.as_str(),
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["adjudicate", "--rules", "cn", "--batch", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("qili starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    for line in &lines {
        writeln!(stdin, "{line}").expect("qili reads its input");
    }
    stdin
        .write_all(b"\xff\xfe\n")
        .expect("qili reads its input");
    drop(stdin);
    let out = child.wait_with_output().expect("qili finishes");
    assert_eq!(out.status.code(), Some(2), "some lines were bad");
    assert!(stderr(&out).contains("10 of 12 lines"), "{}", stderr(&out));
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect();
    assert_eq!(answers.len(), 12);
    let error = |n: usize| -> (&str, Option<&str>) {
        let a = &answers[n - 1];
        assert_eq!(a["line"], n, "{a}");
        (
            a["error"].as_str().expect("an error message"),
            a.get("field").map(|f| f.as_str().expect("a field name")),
        )
    };
    for n in [1, 11] {
        assert_eq!(answers[n - 1]["verdict"], "draw", "line {n}");
        assert_eq!(answers[n - 1]["rules"], "cn", "line {n}");
    }
    let expected: [(usize, &str, Option<&str>); 10] = [
        (2, "malformed FEN", Some("fen")),
        (3, "not JSON", None),
        (4, "炮二平九", Some("moves")),
        (5, "unknown field `ply`", Some("ply")),
        (6, "missing field `fen`", Some("fen")),
        (7, "expected a string", Some("moves")),
        (8, "fide", Some("rules")),
        (9, "empty line", None),
        (10, "expected a JSON object", None),
        (12, "not UTF-8", None),
    ];
    for (n, needle, field) in expected {
        let (message, got_field) = error(n);
        assert!(message.contains(needle), "line {n}: {message}");
        assert_eq!(got_field, field, "line {n}");
    }
}

#[test]
fn a_batch_that_cannot_start_exits_2_before_answering() {
    let out = qili(&["adjudicate", "--rules", "fide", "--batch", "-"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--rules 'fide'"), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    let out = qili(&[
        "adjudicate",
        "--rules",
        "axf",
        "--batch",
        "no/such/file.jsonl",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no/such/file.jsonl"),
        "{}",
        stderr(&out)
    );
    let out = qili(&[
        "adjudicate",
        "--rules",
        "axf",
        "--batch",
        "-",
        "--fen",
        START,
    ]);
    assert_eq!(out.status.code(), Some(2), "--batch excludes --fen");
}

/// A batch line states its own givens (`assume`), as `--assume` does for one question, and a
/// bad one is reported on its line.
#[test]
fn a_batch_line_may_state_a_drawing_post() {
    // CN 图十六 (cn-16): the cannon's chases are idle once black's post is given.
    let fen = "3aka3/9/3cb4/9/2b6/3p5/7R1/3A5/9/2B1K4 w";
    let moves = "e0e1 d7c7 e1e0 c7d7 e0e1 d7c7 e1e0";
    let dir = scratch("batch-assume");
    let input = dir.join("assume.jsonl");
    let text = format!(
        "{}\n{}\n{}\n",
        json!({"fen": fen, "moves": moves}),
        json!({"fen": fen, "moves": moves, "assume": "drawing-post=black"}),
        json!({"fen": fen, "moves": moves, "assume": "drawing-post=blue"}),
    );
    std::fs::write(&input, text).expect("the batch file is written");
    let out = qili(&[
        "adjudicate",
        "--rules",
        "cn",
        "--batch",
        input.to_str().expect("a UTF-8 path"),
    ]);
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    let answers: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(answers.len(), 3, "{stdout}");
    assert_eq!(answers[0]["verdict"], "black_loses");
    assert_eq!(answers[1]["verdict"], "draw");
    assert_eq!(answers[1]["article"], "CN 第27.3条; 第26.2条");
    assert!(
        answers[2].to_string().contains("red or black"),
        "{}",
        answers[2]
    );
    assert_eq!(out.status.code(), Some(2), "a line without a ruling");
}

/// What one loop's ruling rests on (the mate searches above all) is worked out for that loop
/// alone: the same loops in the opposite order get the same answers. Generated loops from the
/// benchmark corpora, where mates by checks and wins through checks abound.
#[test]
fn a_loop_is_answered_alike_wherever_it_stands_in_a_batch() {
    let data = root().join("harness/benches/data");
    let mut lines = Vec::new();
    for (file, take) in [("loops.jsonl", 150), ("chases.jsonl", 60)] {
        let text = std::fs::read_to_string(data.join(file)).expect("the corpus is committed");
        lines.extend(text.lines().take(take).map(str::to_owned));
    }
    let dir = scratch("batch-order");
    let forwards = dir.join("forwards.jsonl");
    let backwards = dir.join("backwards.jsonl");
    std::fs::write(&forwards, lines.join("\n") + "\n").expect("written");
    let reversed: Vec<&str> = lines.iter().rev().map(String::as_str).collect();
    std::fs::write(&backwards, reversed.join("\n") + "\n").expect("written");
    let answers = |rules: &str, input: &std::path::Path| -> Vec<String> {
        let out = qili(&[
            "adjudicate",
            "--rules",
            rules,
            "--batch",
            input.to_str().expect("a UTF-8 path"),
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        String::from_utf8(out.stdout)
            .expect("UTF-8 output")
            .lines()
            .map(str::to_owned)
            .collect()
    };
    for book in rulebooks() {
        let there = answers(&book.id, &forwards);
        let mut back = answers(&book.id, &backwards);
        back.reverse();
        assert_eq!(there.len(), lines.len());
        for (i, (a, b)) in there.iter().zip(&back).enumerate() {
            assert_eq!(a, b, "line {} under {}", i + 1, book.id);
        }
    }
}
