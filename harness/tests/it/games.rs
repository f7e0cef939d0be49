//! `qili games` on the real records of `games/samples/`, and on hostile files the tests make: a
//! truncated file, mixed encodings, a 100 MB file, a game of 10,000 plies, garbage between
//! games. Each ends in a clear message and loses nothing.

use crate::support::{qili, root, scratch, stderr};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn sample(name: &str) -> PathBuf {
    root().join("games/samples").join(name)
}

/// Runs `qili games` on `inputs` with `--json`, and returns the exit code and the reports.
fn games_json(dir: &Path, inputs: &[&Path], extra: &[&str]) -> (i32, Vec<Value>, String) {
    let json = dir.join("out.jsonl");
    let mut args: Vec<String> = vec!["games".into()];
    args.extend(inputs.iter().map(|p| p.display().to_string()));
    args.extend(["--json".into(), json.display().to_string()]);
    args.extend(extra.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = qili(&args);
    let text = std::fs::read_to_string(&json).unwrap_or_default();
    let reports = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    (out.status.code().unwrap_or(-1), reports, stderr(&out))
}

fn moves_of(report: &Value) -> usize {
    report["plies"].as_u64().unwrap() as usize
}

#[test]
fn the_samples_are_read_in_order_with_the_record_error_named() {
    let dir = scratch("games-samples");
    let (code, reports, err) = games_json(&dir, &[&sample("ccpd-big5.pgn")], &[]);
    assert_eq!(code, 1, "a record went wrong: exit 1; {err}");
    assert_eq!(reports.len(), 7);
    for (i, r) in reports.iter().enumerate() {
        assert_eq!(r["game"], i + 1);
        assert_eq!(r["encoding"], "big5");
        assert!(r["file"].as_str().unwrap().ends_with("ccpd-big5.pgn"));
    }
    let bad = &reports[6];
    assert_eq!(bad["error"]["ply"], 72);
    assert_eq!(bad["error"]["move"], "將５進１");
    assert_eq!(bad["plies"], 71);
    assert_eq!(bad["tags"]["Red"], "Chimo");
    assert_eq!(bad["result_check"]["cn"], "record-error");
    // 周松雲–張傑樹: black must vary under CN at the third occurrence, and the game is 1-0.
    let zhou = &reports[5];
    let cn: Vec<&Value> = zhou["repetitions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["rules"] == "cn")
        .collect();
    let last = cn.last().unwrap();
    assert_eq!(last["ply"], 137);
    assert_eq!(last["first_ply"], 134);
    assert_eq!(last["cycle"].as_array().unwrap().len(), 4);
    assert_eq!(last["verdict"], "black_loses");
    assert_eq!(last["must_vary"], "black");
    assert_eq!(zhou["result"], "1-0");
    assert_eq!(zhou["result_check"]["cn"], "explained-loss");
    // One book: the check is a plain string.
    let (_, one, _) = games_json(&dir, &[&sample("ccpd-big5.pgn")], &["--rules", "axf"]);
    assert_eq!(one[5]["result_check"], "unexplained");
    assert!(
        one[5]["repetitions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["rules"] == "axf")
    );
}

#[test]
fn a_directory_is_read_through_and_the_summary_tells_the_counts() {
    let out = qili(&["games", "games/samples", "--summary"]);
    let text = String::from_utf8_lossy(&out.stdout);
    // Five game files (the README and the licence are not games): 13 games.
    assert!(text.starts_with("13 games in 5 inputs, "), "{text}");
    assert!(text.contains("record errors: 1\n"), "{text}");
    assert!(
        text.contains("games/samples/ccpd-big5.pgn game 7 (Chimo vs BrainChess"),
        "{text}"
    );
    for row in [
        "repetitions ruled",
        "  red ordered to vary",
        "the ordered side continued the cycle (lost)",
        "  explained-loss",
        "  unexplained",
    ] {
        assert!(text.contains(row), "{row}: {text}");
    }
    assert_eq!(out.status.code(), Some(1));
}

/// `--pgn` in each language reads back to the same games: the same moves, rulings, tags,
/// record error and record comments — qili's own comments, in whichever language, are known as
/// qili's and not counted as the record's.
#[test]
fn games_written_back_read_back_to_the_same_moves() {
    let dir = scratch("games-pgn");
    // A record with comments of its own, so that a comment counted twice, or lost, shows.
    let commented = dir.join("commented.pgn");
    std::fs::write(
        &commented,
        "[Event \"t\"]\n\n1. h2e2 {好棋} h9g7 {Red: 中炮} 2. h0g2 *\n",
    )
    .unwrap();
    let inputs = [
        sample("ccpd-big5.pgn"),
        sample("wxf-iccs.pgn"),
        sample("dhtmlxq-44.html"),
        commented,
    ];
    let inputs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
    for (lang, ruling, wrong) in [
        (
            "en",
            "{CN: the position occurs a third time: black_loses (CN",
            "{qili: the record goes wrong here: move 72 '將５進１'",
        ),
        (
            "zh-Hans",
            "{CN：同一局面第 3 次出现；判决：黑方须变着（CN",
            "{qili：记录在此出错：第 72 着“將５進１”：第 430 行第 10 字：此着在此局面下不能走：黑方将（第 5 路）进 1；",
        ),
        (
            "zh-Hant",
            "{CN：同一局面第 3 次出現；判決：黑方須變著（CN",
            "{qili：記錄在此出錯：第 72 著「將５進１」：第 430 行第 10 字：此著在此局面下不能走：黑方將（第 5 路）進 1；",
        ),
    ] {
        let written = dir.join(format!("back-{lang}.pgn"));
        let args = ["--lang", lang, "--pgn", written.to_str().unwrap()];
        let (_, first, _) = games_json(&dir, &inputs, &args);
        let text = std::fs::read_to_string(&written).expect("the PGN is UTF-8");
        assert!(text.contains("[Red \"貴州周松雲\"]"), "{lang}");
        assert!(text.contains(ruling), "{lang}: {ruling}\n{text}");
        assert!(text.contains(wrong), "{lang}: {wrong}\n{text}");
        if lang == "en" {
            // The order follows the reason after `; `, the reason's full stop dropped (it read
            // "… red must vary.; red must vary").
            assert!(text.contains("; black must vary}"), "{text}");
            assert!(!text.contains(".; "), "{text}");
        }
        let again_dir = scratch(&format!("games-pgn-again-{lang}"));
        let (_, again, _) = games_json(&again_dir, &[&written], &["--lang", lang]);
        assert_eq!(first.len(), again.len(), "{lang}");
        assert_eq!(first.len(), 11, "{lang}");
        for (a, b) in first.iter().zip(&again) {
            assert_eq!(moves_of(a), moves_of(b), "{lang}: {}", a["tags"]);
            assert_eq!(a["repetitions"], b["repetitions"], "{lang}");
            assert_eq!(a["tags"], b["tags"], "{lang}");
            assert_eq!(a["error"]["ply"], b["error"]["ply"], "{lang}");
            assert_eq!(a["error"]["move"], b["error"]["move"], "{lang}");
            assert_eq!(a["comments"], b["comments"], "{lang}: {}", a["tags"]);
        }
        assert_eq!(
            again[10]["comments"], 2,
            "{lang}: the record's two comments"
        );
    }
}

#[test]
fn standard_input_is_read() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["games", "-", "--json", "-", "--rules", "cn"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let bytes = std::fs::read(sample("ccpd-gbk-simplified.pgn")).unwrap();
    use std::io::Write as _;
    child.stdin.take().unwrap().write_all(&bytes).unwrap();
    let out = child.wait_with_output().unwrap();
    let reports: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(reports.len(), 2);
    assert_eq!(reports[1]["file"], "-");
    assert_eq!(reports[1]["encoding"], "gb18030");
    assert_eq!(reports[1]["plies"], 137);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_truncated_file_keeps_every_game_up_to_the_cut() {
    let dir = scratch("games-truncated");
    let bytes = std::fs::read(sample("ccpd-big5.pgn")).unwrap();
    // Cut inside the sixth game's movetext, in the middle of the two-byte character that
    // follows its 62nd move number (62. 兵三進一).
    let sixth = find(&bytes, b"[Game ", 5);
    let at = sixth + find(&bytes[sixth..], b"62. ", 0) + 5;
    let cut = dir.join("cut.pgn");
    std::fs::write(&cut, &bytes[..at]).unwrap();
    let (code, reports, err) = games_json(&dir, &[&cut], &[]);
    assert_eq!(reports.len(), 6, "{err}");
    assert_eq!(moves_of(&reports[5]), 122);
    let last = &reports[5];
    assert_eq!(last["error"]["ply"], 123, "{last}");
    assert_eq!(last["result"], "1-0");
    assert_eq!(code, 1);
}

/// Where the `skip`-th (from 0) occurrence of `needle` stands in `haystack`.
fn find(haystack: &[u8], needle: &[u8], skip: usize) -> usize {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .nth(skip)
        .expect("the text is there")
        .0
}

#[test]
fn mixed_encodings_are_each_read_as_they_are() {
    let dir = scratch("games-mixed");
    let mut bytes = std::fs::read(sample("ccpd-utf8-bom.pgn")).unwrap();
    bytes.extend(std::fs::read(sample("ccpd-big5.pgn")).unwrap());
    bytes.extend(std::fs::read(sample("ccpd-gbk-simplified.pgn")).unwrap());
    let mixed = dir.join("mixed.pgn");
    std::fs::write(&mixed, &bytes).unwrap();
    let (_, reports, _) = games_json(&dir, &[&mixed], &[]);
    let encodings: Vec<&str> = reports
        .iter()
        .map(|r| r["encoding"].as_str().unwrap())
        .collect();
    assert_eq!(
        encodings,
        [
            "utf-8", "big5", "big5", "big5", "big5", "big5", "big5", "big5", "gb18030", "gb18030"
        ]
    );
    assert!(reports.iter().all(|r| r["notes"] == Value::Array(vec![])));
}

#[test]
fn garbage_between_games_is_noted_and_no_game_is_lost() {
    let dir = scratch("games-garbage");
    let game = std::fs::read_to_string(sample("wxf-iccs.pgn")).unwrap();
    let mut bytes = b"\x00\xff binary junk before any game\n".to_vec();
    bytes.extend(game.as_bytes());
    bytes.extend(b"\nsome words that are not moves\n\xfe\xfe\xfe\n\n");
    bytes.extend(game.as_bytes());
    let file = dir.join("garbage.pgn");
    std::fs::write(&file, &bytes).unwrap();
    let (code, reports, _) = games_json(&dir, &[&file], &[]);
    // The junk before the first tag is a game without tags, which goes wrong at its first
    // word; the four real games are all read.
    assert_eq!(reports.len(), 5);
    assert_eq!(reports[0]["error"]["ply"], 1);
    assert!(
        reports[0]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("(1:"),
        "{}",
        reports[0]["error"]
    );
    let plies: Vec<usize> = reports[1..].iter().map(moves_of).collect();
    assert_eq!(plies, [76, 104, 76, 104]);
    // The junk after a game's last move: its words are read as moves and go wrong, named.
    assert_eq!(reports[2]["error"]["move"], "some");
    assert_eq!(code, 1);
}

#[test]
fn a_100_mb_file_is_read_in_bounded_memory() {
    let dir = scratch("games-big");
    let game = std::fs::read(sample("wxf-iccs.pgn")).unwrap();
    let file = dir.join("big.pgn");
    {
        use std::io::Write as _;
        let mut w = std::io::BufWriter::new(std::fs::File::create(&file).unwrap());
        w.write_all(&game).unwrap();
        // A "game" of 100 MB: a tag, then 100 MB of movetext lines.
        w.write_all(b"\n[Event \"huge\"]\n\n").unwrap();
        let line = b"1. h2e2 h9g7 2. e2h2 g7h9 3. h2e2 h9g7 4. e2h2 g7h9 5. h2e2 h9g7 6. e2h2\n";
        for _ in 0..(100 * 1024 * 1024 / line.len()) {
            w.write_all(line).unwrap();
        }
        w.write_all(b"\n").unwrap();
        w.write_all(&game).unwrap();
    }
    let json = dir.join("out.jsonl");
    let peak = peak_memory(&[
        "games",
        file.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    let reports: Vec<Value> = std::fs::read_to_string(&json)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(reports.len(), 5);
    assert_eq!(reports[2]["tags"]["Event"], "huge");
    assert_eq!(reports[2]["plies"], 0);
    assert!(
        reports[2]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("larger than 1 MiB: not read"),
        "{}",
        reports[2]["error"]
    );
    assert_eq!(moves_of(&reports[4]), 104);
    std::fs::remove_file(&file).unwrap();
    assert!(
        peak < 64 * 1024 * 1024,
        "qili held {} MiB at its peak reading a 100 MB file",
        peak / (1024 * 1024)
    );
}

/// Runs qili from the checkout's root and returns the most memory it held (its peak resident
/// set, read from /proc while it runs).
fn peak_memory(args: &[&str]) -> u64 {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(args)
        .current_dir(root())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().unwrap().is_none() {
        if let Ok(text) = std::fs::read_to_string(&status) {
            let hwm = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
            peak = peak.max(hwm.unwrap_or(0) * 1024);
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(peak > 0, "the process was seen running");
    peak
}

#[test]
fn a_game_of_10000_plies_is_read_and_ruled() {
    let dir = scratch("games-long");
    // The horses step out and back: every position recurs, 2,500 laps.
    let mut text = String::from("[Event \"long\"]\n[Result \"1/2-1/2\"]\n\n");
    for n in 0..2500 {
        text.push_str(&format!(
            "{}. h0g2 h9g7 {}. g2h0 g7h9\n",
            2 * n + 1,
            2 * n + 2
        ));
    }
    text.push_str("1/2-1/2\n");
    let file = dir.join("long.pgn");
    std::fs::write(&file, text).unwrap();
    let (code, reports, err) = games_json(&dir, &[&file], &["--rules", "axf"]);
    assert_eq!(code, 0, "{err}");
    let r = &reports[0];
    assert_eq!(r["plies"], 10_000);
    // One run of third occurrences, from ply 8 to the end, ruled once: a draw.
    let reps = r["repetitions"].as_array().unwrap();
    assert_eq!(reps.len(), 1, "{reps:?}");
    assert_eq!(reps[0]["ply"], 8);
    assert_eq!(reps[0]["until"], 10_000);
    assert_eq!(reps[0]["verdict"], "draw");
    assert_eq!(r["result_check"], "consistent");
}
