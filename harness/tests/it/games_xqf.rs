//! `qili games` on XQF files and zip archives the tests write (qili_games::xqf::write), the
//! arbiter's list (`--list`), the variation lines (`--variations`), `--pgn` round trips that keep
//! comments, variations and record errors, and input that is not a game (issue #32).

use crate::support::{qili, root, scratch, stderr};
use qili_games::xqf::write::{Node, XqfFile, gbk};
use qili_oracle::Move;
use serde_json::Value;
use std::io::Write as _;
use std::path::{Path, PathBuf};

fn m(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

/// A game whose horses step out and back: the start recurs at plies 4 and 8 (a third time at
/// 8), with a game comment, a comment on a move, and an alternative to black's first move
/// whose own horses step out and back as well.
pub fn looping(version: u8, result: u8) -> Vec<u8> {
    let mut f = XqfFile::new(version, u64::from(version) * 31 + 7);
    f.set(0x050, "测试对局");
    f.set(0x0D0, "测试赛");
    f.set(0x130, "红甲");
    f.set(0x140, "黑乙");
    f.result_code = result;
    let laps = [m("h0g2"), m("h9g7"), m("g2h0"), m("g7h9")];
    let moves: Vec<Move> = laps.iter().cycle().take(10).copied().collect();
    let mut main = Node::chain(&moves).unwrap();
    main.comment = Some(gbk("马二进三\r\n"));
    let side = [
        m("b9c7"),
        m("g2h0"),
        m("c7b9"),
        m("h0g2"),
        m("b9c7"),
        m("g2h0"),
        m("c7b9"),
    ];
    main.children.push(Node::chain(&side).unwrap());
    f.root.comment = Some(gbk("全局评注"));
    f.root.children.push(main);
    f.bytes()
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// A zip archive of `(name, bytes)` members.
pub fn zip_of(members: &[(&str, Vec<u8>)]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, bytes) in members {
        zip.start_file(*name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

fn json_of(args: &[&str], out: &Path) -> (i32, Vec<Value>, String) {
    let mut all: Vec<&str> = args.to_vec();
    let out_s = out.to_str().unwrap();
    all.extend(["--json", out_s]);
    let o = qili(&all);
    let reports = std::fs::read_to_string(out)
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (o.status.code().unwrap_or(-1), reports, stderr(&o))
}

#[test]
fn an_xqf_file_reports_its_tree_its_start_and_its_rulings() {
    let dir = scratch("xqf-one");
    let file = write(&dir, "loop.xqf", &looping(18, 3));
    let (code, reports, err) = json_of(
        &[
            "games",
            file.to_str().unwrap(),
            "--rules",
            "axf",
            "--variations",
        ],
        &dir.join("out.jsonl"),
    );
    assert_eq!(code, 0, "{err}");
    let r = &reports[0];
    assert_eq!(r["format"], "xqf");
    assert_eq!(r["encoding"], "gb18030");
    assert_eq!(r["start"], Value::Null);
    assert_eq!(r["tags"]["Red"], "红甲");
    assert_eq!(r["tags"]["Title"], "测试对局");
    assert_eq!(r["tags"]["Result"], "1/2-1/2");
    assert_eq!(r["plies"], 10);
    assert_eq!(
        (r["variations"].as_u64(), r["comments"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(r["repetitions"][0]["ply"], 8);
    assert_eq!(r["repetitions"][0]["verdict"], "draw");
    assert_eq!(r["result_check"], "consistent");
    // The variation: 马2进3 instead of 马8进7, its own loop ruled from its branch on.
    let line = &r["lines"][0];
    assert_eq!(
        (line["line"].as_u64(), line["from_ply"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(line["plies"], 8);
    assert_eq!(line["moves"][0], "b9c7");
    assert_eq!(line["repetitions"][0]["ply"], 8, "{line}");
    // A start that is not the opening is reported.
    let mut f = XqfFile::new(12, 5);
    f.set_start(&qili_oracle::Setup::from_fen("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1").unwrap());
    f.game_type = 3;
    f.root.children.push(Node::of(m("e1d1")));
    let end = write(&dir, "end.XQF", &f.bytes());
    let (_, reports, _) = json_of(&["games", end.to_str().unwrap()], &dir.join("end.jsonl"));
    assert_eq!(reports[0]["start"], "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    assert_eq!(reports[0]["tags"]["GameType"], "残局");
}

#[test]
fn zip_archives_are_read_member_by_member_and_in_directories() {
    let dir = scratch("xqf-zip");
    let pgn = std::fs::read(root().join("games/samples/wxf-iccs.pgn")).unwrap();
    let archive = zip_of(&[
        ("比赛对局/一.XQF", looping(13, 3)),
        ("比赛对局/二.xqf", looping(10, 1)),
        ("坏的.XQF", b"XQ\x12 not a whole header".to_vec()),
        ("说明.doc", b"not a game".to_vec()),
        ("wxf.pgn", pgn),
    ]);
    let sub = dir.join("collections");
    std::fs::create_dir_all(&sub).unwrap();
    let zip_path = write(&sub, "c.zip", &archive);
    for input in [zip_path.clone(), sub.clone()] {
        let (code, reports, err) =
            json_of(&["games", input.to_str().unwrap()], &dir.join("out.jsonl"));
        let names: Vec<String> = reports
            .iter()
            .map(|r| {
                let f = r["file"].as_str().unwrap();
                format!("{} {}", &f[f.find("c.zip").unwrap()..], r["game"])
            })
            .collect();
        assert_eq!(
            names,
            [
                "c.zip/比赛对局/一.XQF 1",
                "c.zip/比赛对局/二.xqf 1",
                "c.zip/坏的.XQF 1",
                "c.zip/wxf.pgn 1",
                "c.zip/wxf.pgn 2"
            ]
        );
        assert_eq!(reports[0]["plies"], 10);
        let bad = &reports[2]["error"];
        assert_eq!(bad["ply"], 0);
        assert!(
            bad["message"]
                .as_str()
                .unwrap()
                .contains("not a readable XQF file: 22 bytes: shorter than the 1024-byte header"),
            "{bad}"
        );
        // A damaged file is a record error: named, and the rest read.
        assert_eq!(code, 1, "{err}");
    }
    // A member name in GBK, as old Chinese zip programs wrote them.
    let mut raw = zip_of(&[("ABCD.XQF", looping(11, 1))]);
    let gbk_name = gbk("甲乙");
    assert_eq!(gbk_name.len(), 4);
    for at in find_all(&raw, b"ABCD.XQF") {
        raw[at..at + 4].copy_from_slice(&gbk_name);
    }
    let gbk_zip = write(&dir, "gbk.zip", &raw);
    let (_, reports, _) = json_of(&["games", gbk_zip.to_str().unwrap()], &dir.join("g.jsonl"));
    assert!(
        reports[0]["file"]
            .as_str()
            .unwrap()
            .ends_with("gbk.zip/甲乙.XQF"),
        "{}",
        reports[0]["file"]
    );
}

fn find_all(haystack: &[u8], needle: &[u8]) -> Vec<usize> {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn a_zip_bomb_is_refused_with_the_member_named() {
    let dir = scratch("xqf-bomb");
    // 80 MiB of spaces, which deflate to about 80 KiB: more than a member may be.
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .large_file(false);
    zip.start_file("huge.pgn", options).unwrap();
    let block = vec![b' '; 1024 * 1024];
    for _ in 0..80 {
        zip.write_all(&block).unwrap();
    }
    zip.start_file("ok.XQF", options).unwrap();
    zip.write_all(&looping(18, 1)).unwrap();
    let bytes = zip.finish().unwrap().into_inner();
    assert!(bytes.len() < 1024 * 1024);
    let file = write(&dir, "bomb.zip", &bytes);
    let (code, reports, err) = json_of(&["games", file.to_str().unwrap()], &dir.join("o.jsonl"));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bomb.zip/huge.pgn: larger than 64 MiB once decompressed: not read"),
        "{err}"
    );
    assert_eq!(reports.len(), 1, "the next member is read");
}

#[test]
fn the_arbiters_list_names_the_games_of_each_category() {
    let dir = scratch("xqf-list");
    // Recorded a win for red where the rulings give a draw (a loop of idle moves) and the game
    // ends at the repetition: unexplained under both books.
    let unexplained = write(&dir, "a.xqf", &looping(18, 1));
    let drawn = write(&dir, "b.xqf", &looping(18, 3));
    let json = dir.join("list.jsonl");
    let out = qili(&[
        "games",
        unexplained.to_str().unwrap(),
        drawn.to_str().unwrap(),
        "--list",
        "unexplained,consistent",
        "--list-json",
        json.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("\nunexplained under CN (1 game):\n"),
        "{text}"
    );
    assert!(
        text.contains("\nconsistent under AXF (1 game):\n"),
        "{text}"
    );
    let line = text
        .lines()
        .find(|l| l.contains("a.xqf game 1"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.contains("红甲 – 黑乙 · 测试赛 · recorded 1-0 · ply 8: draw (CN"),
        "{line}"
    );
    let listed: Vec<Value> = std::fs::read_to_string(&json)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(listed.len(), 4);
    assert_eq!(listed[0]["category"], "unexplained");
    assert_eq!(listed[0]["rules"], "cn");
    assert_eq!(listed[0]["red"], "红甲");
    assert_eq!(listed[0]["ply"], 8);
    assert_eq!(listed[0]["verdict"], "draw");
    let bad = qili(&["games", drawn.to_str().unwrap(), "--list", "unexplaned"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("expected one of consistent, agreed-draw"),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn pgn_written_from_xqf_reads_back_to_the_same_games_with_their_errors() {
    let dir = scratch("xqf-pgn");
    // A game whose third move is illegal, one that cannot be read, and the looping game.
    let mut f = XqfFile::new(16, 3);
    f.root
        .children
        .push(Node::chain(&[m("h2e2"), m("h9g7"), m("a0a5"), m("i9h9")]).unwrap());
    let archive = zip_of(&[
        ("loop.XQF", looping(15, 3)),
        ("illegal.XQF", f.bytes()),
        ("short.XQF", b"XQ\x0a".to_vec()),
    ]);
    let zip_path = write(&dir, "c.zip", &archive);
    let pgn = dir.join("back.pgn");
    let (code, first, _) = json_of(
        &[
            "games",
            zip_path.to_str().unwrap(),
            "--variations",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &dir.join("first.jsonl"),
    );
    assert_eq!(code, 1);
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(
        text.contains("1. 马二进三 {马二进三} 1... 马８进７ ( 1... 马２进３"),
        "{text}"
    );
    assert!(text.contains("{全局评注}"), "{text}");
    assert!(
        text.contains("[QiliUnreadable \"not a readable XQF file: "),
        "{text}"
    );
    assert!(text.contains("(byte 0x40c): illegal: a red piece on a0 cannot make this move here; the rest as recorded follows}"), "{text}");
    assert!(text.contains("a0a5 i9h9 *"), "{text}");
    let (code2, back, _) = json_of(
        &["games", pgn.to_str().unwrap(), "--variations"],
        &dir.join("back.jsonl"),
    );
    assert_eq!(code2, 1);
    assert_eq!(first.len(), back.len());
    for (a, b) in first.iter().zip(&back) {
        for key in [
            "tags",
            "plies",
            "repetitions",
            "result",
            "result_check",
            "variations",
            "comments",
            "start",
        ] {
            assert_eq!(a[key], b[key], "{key}: {}", a["file"]);
        }
        assert_eq!(a["error"]["ply"], b["error"]["ply"]);
        assert_eq!(a["error"]["move"], b["error"]["move"]);
        assert_eq!(
            a["lines"].as_array().map(Vec::len),
            b["lines"].as_array().map(Vec::len)
        );
        for (la, lb) in a["lines"]
            .as_array()
            .unwrap()
            .iter()
            .zip(b["lines"].as_array().unwrap())
        {
            for key in ["line", "from_ply", "plies", "moves", "repetitions"] {
                assert_eq!(la[key], lb[key], "{key}");
            }
        }
    }
    assert_eq!(back[1]["error"]["ply"], 3);
    assert!(
        back[2]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("shorter than the 1024-byte")
    );
}

#[test]
fn record_errors_survive_a_pgn_round_trip() {
    // The sample's seventh game goes wrong at ply 72: written back and read again, it still
    // does, on the same word, and the summary's counts do not move.
    let dir = scratch("xqf-pgn-errors");
    let pgn = dir.join("back.pgn");
    let sample = root().join("games/samples/ccpd-big5.pgn");
    let first = qili(&[
        "games",
        sample.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
        "--summary",
    ]);
    let again = qili(&["games", pgn.to_str().unwrap(), "--summary"]);
    let counts = |o: &std::process::Output| {
        let t = String::from_utf8_lossy(&o.stdout).to_string();
        let keep: Vec<String> = t
            .lines()
            .filter(|l| {
                l.starts_with("record errors") || l.starts_with("  ") && !l.contains("game 7")
            })
            .map(str::to_string)
            .collect();
        keep
    };
    assert_eq!(counts(&first), counts(&again));
    assert!(String::from_utf8_lossy(&again.stdout).contains("record errors: 1\n"));
    assert_eq!(again.status.code(), Some(1));
}

#[test]
fn input_that_is_not_a_game_is_refused_and_escaped() {
    let dir = scratch("not-a-game");
    // 5 MB of noise: one refusal, not dozens of "games"; nothing raw reaches the terminal.
    let mut noise = Vec::with_capacity(5 * 1024 * 1024);
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    while noise.len() < 5 * 1024 * 1024 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        noise.extend_from_slice(&x.to_le_bytes());
    }
    let noise_file = write(&dir, "noise.bin", &noise);
    let out = qili(&["games", noise_file.to_str().unwrap(), "--summary"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2));
    assert!(text.starts_with("0 games in 1 input"), "{text}");
    assert!(
        text.contains("noise.bin: not a game record: binary data"),
        "{text}"
    );
    // An empty file, and text that holds no game: exit 2, as the API's 400 and 422.
    let empty = write(&dir, "empty.pgn", b"");
    let words = write(&dir, "words.txt", b"hello, this is not a game\n");
    for (file, why) in [
        (&empty, "empty: no game record in it"),
        (&words, "no game record in it"),
    ] {
        let out = qili(&["games", file.to_str().unwrap(), "--summary"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{}", file.display());
        assert!(text.contains(why));
        // Said once, as no game: not also one game with a record error.
        assert!(text.starts_with("0 games in 1 input, 0 plies\n"), "{text}");
        assert!(text.contains("\nrecord errors: 0\n"), "{text}");
        assert!(!text.contains("game 1"), "{text}");
        assert_eq!(stderr(&out).matches(why).count(), 1, "{}", stderr(&out));
        let (code, reports, err) = json_of(
            &["games", file.to_str().unwrap()],
            &dir.join("no-game.jsonl"),
        );
        assert_eq!((code, reports.len()), (2, 0), "{err}");
        assert!(err.contains(why), "{err}");
    }
    // Control characters from a file are escaped: an ESC in a tag and a move (after a real
    // game, so that the file is text with a few control bytes, not binary data).
    let mut text = std::fs::read(root().join("games/samples/wxf-iccs.pgn")).unwrap();
    text.extend(b"\n[Event \"x\x1b[2J\"]\n[Red \"a\x07\"]\n\n1. h2e2 \x1b[31mz *\n");
    let evil = write(&dir, "evil.pgn", &text);
    let out = qili(&["games", evil.to_str().unwrap(), "--summary"]);
    let all = [out.stdout.clone(), out.stderr.clone()].concat();
    assert!(
        !all.contains(&0x1b) && !all.contains(&0x07),
        "{}",
        String::from_utf8_lossy(&all)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("x\\u{1b}[2J"));
}

/// A game of `[Result "1-0"]` and 2.4 MB of movetext, as one line or as lines of 24 bytes.
pub fn too_large_game(one_line: bool) -> Vec<u8> {
    let mut text = b"[Event \"big\"]\n[Result \"1-0\"]\n\n".to_vec();
    let moves = "1. h2e2 h9g7 2. h0g2 i9h9 ".repeat(100_000);
    if one_line {
        text.extend(moves.as_bytes());
        text.push(b'\n');
    } else {
        for chunk in moves.as_bytes().chunks(26) {
            text.extend(chunk);
            text.push(b'\n');
        }
    }
    text.extend(b"1-0\n");
    text
}

#[test]
fn a_game_with_a_line_too_long_is_a_game_too_large_to_read() {
    let dir = scratch("long-line");
    let mut said = Vec::new();
    for one_line in [true, false] {
        let file = write(&dir, "big.pgn", &too_large_game(one_line));
        let (code, reports, err) =
            json_of(&["games", file.to_str().unwrap()], &dir.join("o.jsonl"));
        assert_eq!((code, reports.len()), (1, 1), "{err}");
        let r = &reports[0];
        assert_eq!(r["plies"], 0);
        assert_eq!(r["notes"], serde_json::json!([]));
        assert_eq!(r["result_check"]["cn"], "record-error");
        assert_eq!(
            r["error"]["message"],
            "line 1: the game is larger than 1 MiB: not read"
        );
        said.push(r.clone());
    }
    assert_eq!(said[0], said[1]);
}

#[test]
fn a_pgn_cut_off_mid_game_is_noted() {
    let dir = scratch("cut-pgn");
    let text = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. h0g2\n";
    let file = write(&dir, "cut.pgn", text.as_bytes());
    let (code, reports, _) = json_of(&["games", file.to_str().unwrap()], &dir.join("o.jsonl"));
    assert_eq!(code, 0);
    assert_eq!(reports[0]["error"], Value::Null);
    assert_eq!(
        reports[0]["notes"][0],
        "line 4: the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *) although the \
         Result tag gives one: the record may be cut short"
    );
}
