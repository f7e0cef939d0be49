//! XQF files: XQF.md's test vectors on the real files of the development collection, files of
//! every version written by the test writer and read back, every kind of malformed file, and
//! random and damaged bytes, which never panic the reader.

use qili_games::archive::{Archive, Collection, Next};
use qili_games::xqf::write::{Node, STANDARD_SLOTS, XqfFile, gbk};
use qili_games::xqf::{self, GameType, XqfError};
use qili_games::{Format, Record};
use qili_oracle::{Move, START_FEN};
use std::io::Cursor;
use std::path::PathBuf;

/// The development collection of XQF files, in `../shared` beside the checkout (or
/// `$QILI_SHARED/games/xqf/xqf-dev.zip`). Its absence fails loudly: these checks never pass
/// without their data.
pub fn dev_zip() -> PathBuf {
    let candidates: Vec<PathBuf> = std::env::var_os("QILI_SHARED")
        .map(PathBuf::from)
        .into_iter()
        .chain(
            ["../../shared", "../../../shared"]
                .iter()
                .map(|p| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(p)),
        )
        .map(|s| s.join("games/xqf/xqf-dev.zip"))
        .collect();
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .unwrap_or_else(|| {
            panic!(
                "the XQF development collection is not there (looked for {candidates:?}): set \
                 QILI_SHARED to the folder that holds games/xqf/xqf-dev.zip"
            )
        })
}

fn member(archive: &mut Archive<std::fs::File>, name: &str) -> Vec<u8> {
    let m = archive
        .members()
        .iter()
        .find(|m| m.name == name)
        .unwrap_or_else(|| panic!("{name} is in the collection"))
        .clone();
    archive.read(&m).unwrap()
}

fn iccs(record: &Record, n: usize) -> Vec<String> {
    record
        .words
        .iter()
        .take(n)
        .map(|w| w.text.clone())
        .collect()
}

const STANDARD: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

#[test]
fn the_test_vectors_of_the_format_description() {
    let mut archive = Archive::open(std::fs::File::open(dev_zip()).unwrap()).unwrap();
    // (version, file, start FEN, first moves, plies, variations, comments, result code)
    let vectors = [
        (
            10,
            "专辑/2_赵国荣专集/ZGR_1989_05_26.XQF",
            STANDARD,
            "w",
            ["g3g4", "c9e7", "b2e2", "h9g7"],
            78,
            1,
            0,
            1,
        ),
        (
            12,
            "专辑/0_“小剃头”林兴荣遗局/小剃头遗局01.XQF",
            STANDARD,
            "w",
            ["h2e2", "h9g7", "h0g2", "i9h9"],
            35,
            0,
            0,
            1,
        ),
        (
            12,
            "专辑/0_“小剃头”林兴荣遗局/小剃头遗局13.XQF",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR",
            "w",
            ["h0g2", "h9g7", "i0h0", "i9h9"],
            63,
            0,
            0,
            1,
        ),
        (
            13,
            "专辑/2_赵国荣专集/- 上海万春林 (和) 黑龙江赵国荣 (1998.12.11于深圳).xqf",
            STANDARD,
            "w",
            ["h2e2", "h9g7", "h0g2", "i9h9"],
            126,
            0,
            0,
            3,
        ),
        (
            18,
            "比赛对局/2004年威凯房产杯/宋子瞻先胜吴昌宁.XQF",
            STANDARD,
            "w",
            ["h2e2", "h9g7", "h0g2", "i9h9"],
            79,
            0,
            2,
            1,
        ),
        (
            18,
            "鬼手百局/100.妙手解围.XQF",
            "4kab2/4a4/3P2n1c/p3p3p/2p3p2/9/2r3c1P/C3C1N2/3R5/2BAKAB2",
            "b",
            ["g3d3", "d7d8", "c3b3", "g2f4"],
            39,
            0,
            12,
            2,
        ),
    ];
    for (version, name, board, side, first, plies, variations, comments, result) in vectors {
        let bytes = member(&mut archive, name);
        let x = xqf::read(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(x.version, version, "{name}");
        assert_eq!(x.result_code, result, "{name}");
        let fen = x.start.to_fen();
        assert_eq!(fen, format!("{board} {side} - - 0 1"), "{name}");
        let record = x.record();
        assert_eq!(record.format, Format::Xqf);
        assert_eq!(iccs(&record, 4), first, "{name}");
        assert_eq!(record.words.len(), plies, "{name}");
        assert_eq!(x.variation_count(), variations, "{name}");
        assert_eq!(record.variation_count(), variations, "{name}");
        assert_eq!(x.comment_count(), comments, "{name}");
        assert_eq!(record.comment_count(), comments, "{name}");
        let replay = record.replay();
        assert_eq!(replay.error, None, "{name}");
        assert_eq!(replay.moves.len(), plies, "{name}");
        assert_eq!(x.notes, Vec::<String>::new(), "{name}");
    }
    // The worked example (§15): its header strings, keys and first comment.
    let bytes = member(
        &mut archive,
        "比赛对局/2004年威凯房产杯/宋子瞻先胜吴昌宁.XQF",
    );
    assert_eq!(bytes.len(), 1517);
    let x = xqf::read(&bytes).unwrap();
    assert_eq!(x.info.title, "中炮过河车对屏风马平炮兑车");
    assert_eq!(x.info.event, "“威凯房地产杯”第三届全国象棋精英赛");
    assert_eq!(x.info.date, "2004.2.19");
    assert_eq!(x.info.place, "中国棋院");
    assert_eq!(x.info.red, "宋子瞻");
    assert_eq!(x.info.black, "吴昌宁");
    assert_eq!(x.info.annotator, "Hardson");
    assert_eq!(x.info.author, "Hardson");
    assert_eq!(x.game_type, GameType::Full);
    let root = x.nodes[0].comment.as_deref().unwrap();
    assert!(
        root.starts_with("标题: 中炮过河车对屏风马平炮兑车\n赛事: "),
        "{root}"
    );
    assert!(root.ends_with("结果: 红方胜"), "{root}");
    assert_eq!(x.nodes.len(), 80);
    let record = x.record();
    assert_eq!(record.tag("Red"), Some("宋子瞻"));
    assert_eq!(record.tag("Site"), Some("中国棋院"));
    assert_eq!(record.tag("Result"), Some("1-0"));
    assert_eq!(record.tag("FEN"), None);
}

/// A short game with a comment on the game, comments on moves and two variations, one inside
/// the other.
fn annotated(version: u8, seed: u64) -> XqfFile {
    let m = |s: &str| Move::parse_iccs(s).unwrap();
    let mut f = XqfFile::new(version, seed);
    f.set(0x050, "测试标题");
    f.set(0x0D0, "全国象棋个人赛");
    f.set(0x110, "2001.5.1");
    f.set(0x120, "北京");
    f.set(0x130, "胡荣华");
    f.set(0x140, "吕钦");
    f.result_code = 3;
    let mut main = Node::chain(&[m("h2e2"), m("h9g7"), m("h0g2"), m("i9h9")]).unwrap();
    main.comment = Some(gbk("中炮\r\n"));
    // An alternative to 马8进7: 马2进3, itself with an alternative to its reply.
    let mut alt = Node::chain(&[m("b9c7"), m("b0c2"), m("a9b9")]).unwrap();
    alt.children[0]
        .children
        .push(Node::chain(&[m("c6c5")]).unwrap());
    alt.comment = Some(gbk("屏风马的另一边"));
    main.children.push(alt);
    f.root.comment = Some(gbk("对局评注\r\n第二行\r\n"));
    f.root.children.push(main);
    f
}

#[test]
fn every_version_written_is_read_back() {
    for version in 10..=18 {
        for seed in [1, 7, 12345, 0xDEAD_BEEF] {
            let bytes = annotated(version, seed).bytes();
            let x = xqf::read(&bytes).unwrap_or_else(|e| panic!("v{version} seed {seed}: {e}"));
            assert_eq!(x.version, version);
            assert_eq!(x.encrypted(), version > 10);
            assert_eq!(x.start.to_fen(), START_FEN, "v{version} seed {seed}");
            assert_eq!(x.info.red, "胡荣华");
            assert_eq!(x.info.event, "全国象棋个人赛");
            assert_eq!(x.notes, Vec::<String>::new());
            let r = x.record();
            assert_eq!(iccs(&r, 9), ["h2e2", "h9g7", "h0g2", "i9h9"], "v{version}");
            assert_eq!(r.tag("Result"), Some("1/2-1/2"));
            assert_eq!(r.variation_count(), 2, "v{version} seed {seed}");
            assert_eq!(r.comment_count(), 3);
            assert_eq!(r.comments[0].text, "对局评注\n第二行");
            assert_eq!(
                (r.comments[1].after, r.comments[1].text.as_str()),
                (1, "中炮")
            );
            let v = &r.variations[0];
            assert_eq!(v.at, 1);
            let words: Vec<&str> = v.words.iter().map(|w| w.text.as_str()).collect();
            assert_eq!(words, ["b9c7", "b0c2", "a9b9"]);
            assert_eq!(v.variations[0].at, 2);
            assert_eq!(v.variations[0].words[0].text, "c6c5");
            let lines: Vec<Vec<String>> = r
                .lines()
                .iter()
                .map(|l| l.words.iter().map(|w| w.text.clone()).collect())
                .collect();
            assert_eq!(
                lines,
                [
                    vec!["h2e2", "b9c7", "b0c2", "a9b9"],
                    vec!["h2e2", "b9c7", "b0c2", "c6c5"],
                ]
            );
            for line in r.lines() {
                assert_eq!(r.with_line(&line).replay().error, None);
            }
        }
    }
}

#[test]
fn a_start_position_and_black_to_move_are_read_from_the_piece_table() {
    let fen = "4kab2/4a4/3P2n1c/p3p3p/2p3p2/9/2r3c1P/C3C1N2/3R5/2BAKAB2 b - - 0 1";
    let setup = qili_oracle::Setup::from_fen(fen).unwrap();
    for version in [10, 11, 12, 16, 18] {
        let mut f = XqfFile::new(version, 99);
        f.set_start(&setup);
        f.game_type = 3;
        f.root
            .children
            .push(Node::of(Move::parse_iccs("g3d3").unwrap()));
        let x = xqf::read(&f.bytes()).unwrap();
        assert_eq!(x.start.to_fen(), fen, "v{version}");
        assert_eq!(x.game_type, GameType::Endgame);
        let r = x.record();
        assert_eq!(r.tag("FEN"), Some(fen));
        assert_eq!(r.tag("GameType"), Some("残局"));
        assert_eq!(r.replay().moves.len(), 1);
    }
}

#[test]
fn the_standard_slots_are_the_opening() {
    let f = XqfFile::new(10, 0);
    assert_eq!(f.slots, STANDARD_SLOTS);
    assert_eq!(xqf::read(&f.bytes()).unwrap().start.to_fen(), START_FEN);
}

#[test]
fn a_string_cut_mid_character_is_noted() {
    let mut f = annotated(13, 5);
    // 15 bytes of place: seven characters and the lead byte of an eighth, as writers cut them.
    let mut place = gbk("中国象棋协会赛区");
    place.truncate(15);
    f.strings.push((0x120, place));
    let x = xqf::read(&f.bytes()).unwrap();
    assert_eq!(x.info.place, "中国象棋协会赛");
    assert_eq!(
        x.notes,
        [
            "the place string is cut mid-character after 15 bytes: its last byte, a lone GBK \
          lead byte, is dropped"
        ]
    );
    assert_eq!(x.record().notes, x.notes);
}

#[test]
fn results_codes_are_read() {
    for (code, want) in [
        (0, "*"),
        (1, "1-0"),
        (2, "0-1"),
        (3, "1/2-1/2"),
        (4, "1/2-1/2"),
        (9, "*"),
    ] {
        let mut f = XqfFile::new(18, 3);
        f.result_code = code;
        let r = xqf::read(&f.bytes()).unwrap().record();
        assert_eq!(r.tag("Result"), Some(want), "code {code}");
        assert_eq!(
            r.notes.len(),
            usize::from(code >= 4),
            "code {code}: {:?}",
            r.notes
        );
    }
}

#[test]
fn an_illegal_move_is_named_with_its_ply_and_offset() {
    let m = |s: &str| Move::parse_iccs(s).unwrap();
    let mut f = XqfFile::new(18, 11);
    // 马8进7 answered by a rook that jumps over its own pawn.
    f.root
        .children
        .push(Node::chain(&[m("h2e2"), m("h9g7"), m("a0a5"), m("i9h9")]).unwrap());
    let r = xqf::read(&f.bytes()).unwrap().record();
    let replay = r.replay();
    assert_eq!(replay.moves.len(), 2);
    let e = replay.error.unwrap();
    assert_eq!((e.ply, e.word.as_str()), (3, "a0a5"));
    assert!(
        e.message
            .starts_with("move 3 'a0a5' (byte 0x40c): illegal: "),
        "{}",
        e.message
    );
}

/// The error of reading `bytes`.
fn error(bytes: &[u8]) -> XqfError {
    xqf::read(bytes).expect_err("a malformed file")
}

#[test]
fn malformed_files_get_a_clear_error() {
    let good = annotated(18, 42).bytes();
    // Zero bytes, and a file shorter than its header.
    assert_eq!(
        error(&[]).to_string(),
        "not an XQF file: it starts with nothing instead of the signature `XQ`"
    );
    assert_eq!(
        error(b"XQ\x12").to_string(),
        "3 bytes: shorter than the 1024-byte header of an XQF file"
    );
    // A wrong signature.
    let mut bad = good.clone();
    bad[0] = b'Y';
    assert_eq!(
        error(&bad).to_string(),
        "not an XQF file: it starts with the bytes 59 51 12 ".to_string()
            + &format!("{:02X}", bad[3])
            + &bad[4..8]
                .iter()
                .map(|b| format!(" {b:02X}"))
                .collect::<String>()
            + " instead of the signature `XQ`"
    );
    // A failed key checksum.
    let mut bad = good.clone();
    bad[0x0C] = bad[0x0C].wrapping_add(1);
    assert_eq!(
        error(&bad).to_string(),
        "the key checksum fails (bytes 0x0C-0x0F sum to 0x01 modulo 256, not 0): a damaged header"
    );
    // A tree that runs past the end: the file cut inside a record, and after the header.
    for cut in [good.len() - 1, good.len() - 5, 1026] {
        let e = error(&good[..cut]);
        assert!(
            matches!(
                e,
                XqfError::Truncated { .. } | XqfError::CommentPastEnd { .. }
            ),
            "{cut}: {e}"
        );
        assert!(
            e.to_string().contains("past the end") || e.to_string().contains("remain"),
            "{e}"
        );
    }
    assert_eq!(
        error(&good[..1024]).to_string(),
        "truncated: the move record of record 0 at byte 0x400 runs past the end of the file"
    );
    // A comment whose length runs past the end (the comment key of another file).
    let mut f = annotated(12, 8);
    f.root.comment = Some(vec![b'x'; 10]);
    let mut bad = f.bytes();
    bad.truncate(1024 + 4 + 4 + 5);
    let e = error(&bad);
    assert!(
        matches!(
            e,
            XqfError::CommentPastEnd {
                node: 0,
                length: 10,
                remaining: 5,
                ..
            }
        ),
        "{e}"
    );
    // Two pieces on one square.
    let mut f = XqfFile::new(11, 4);
    f.slots[1] = f.slots[0];
    assert_eq!(
        error(&f.bytes()).to_string(),
        "the piece table puts two pieces on i0 (slots 0 and 1)"
    );
    // A move square off the board.
    let mut f = XqfFile::new(10, 0);
    f.root.children.push(Node {
        squares: (95, 42),
        ..Node::default()
    });
    assert_eq!(
        error(&f.bytes()).to_string(),
        "record 1 at byte 0x408 names square 95, off the board (0-89)"
    );
}

#[test]
fn bytes_after_the_tree_and_a_newer_version_are_noted() {
    let mut bytes = annotated(18, 1).bytes();
    bytes.extend([1, 2, 3]);
    let x = xqf::read(&bytes).unwrap();
    assert_eq!(x.notes.len(), 1);
    assert!(
        x.notes[0].starts_with("3 bytes after the end of the game tree"),
        "{:?}",
        x.notes
    );
    let x = xqf::read(&annotated(19, 1).bytes()).unwrap();
    assert_eq!(
        x.notes,
        ["XQF version 19, above the 18 XQStudio writes: read as version 18"]
    );
    assert_eq!(x.record().words.len(), 4);
}

#[test]
fn a_long_line_and_a_wide_tree_are_read_without_recursion() {
    // 20,000 plies of horses stepping out and back, and 5,000 alternatives to the first move.
    let m = |s: &str| Move::parse_iccs(s).unwrap();
    let laps = [m("h0g2"), m("h9g7"), m("g2h0"), m("g7h9")];
    let moves: Vec<Move> = laps.iter().cycle().take(20_000).copied().collect();
    let mut f = XqfFile::new(18, 77);
    f.root.children.push(Node::chain(&moves).unwrap());
    for _ in 0..5_000 {
        f.root.children.push(Node::of(m("b0c2")));
    }
    let x = xqf::read(&f.bytes()).unwrap();
    let r = x.record();
    assert_eq!(r.words.len(), 20_000);
    assert_eq!(r.variation_count(), 5_000);
    assert_eq!(r.lines().len(), 5_000);
}

#[test]
fn xqf_files_are_read_from_streams_and_archives() {
    let bytes = annotated(16, 3).bytes();
    let found: Vec<Next> = Collection::bytes("one.xqf", bytes.clone(), None).collect();
    assert_eq!(found.len(), 1);
    let Next::Game(g) = &found[0] else {
        panic!("a game")
    };
    assert_eq!((g.file.as_str(), g.game), ("one.xqf", 1));
    // A zip of two XQF files (one with a GBK name) and a PGN file.
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default();
    zip.start_file("比赛/甲.XQF", options).unwrap();
    std::io::Write::write_all(&mut zip, &bytes).unwrap();
    zip.start_file("README", options).unwrap();
    zip.start_file("b.pgn", options).unwrap();
    std::io::Write::write_all(
        &mut zip,
        b"[Event \"x\"]\n1. h2e2 h9g7 *\n\n[Event \"y\"]\n1. b2e2 *\n",
    )
    .unwrap();
    let archive = zip.finish().unwrap().into_inner();
    let names: Vec<(String, usize)> = Collection::bytes("c.zip", archive, None)
        .map(|n| match n {
            Next::Game(g) => (g.file, g.game),
            Next::Failed(f) => panic!("{f:?}"),
        })
        .collect();
    assert_eq!(
        names,
        [
            ("c.zip/比赛/甲.XQF".to_string(), 1),
            ("c.zip/b.pgn".to_string(), 1),
            ("c.zip/b.pgn".to_string(), 2)
        ]
    );
}

/// A version-10 file whose variations nest `depth` deep: after the root, `depth` times a move
/// with a continuation and an alternative, a move that ends its line, and the alternative,
/// whose continuation is the next such move.
fn nested(depth: usize) -> Vec<u8> {
    let mut bytes = XqfFile::new(10, 0).bytes();
    bytes.truncate(1024);
    let record = |tag: u8| [0x18 + 40, 0x20 + 41, tag, 0, 0, 0, 0, 0];
    bytes.extend(record(0xF0));
    for _ in 0..depth {
        bytes.extend(record(0xFF));
        bytes.extend(record(0x00));
        bytes.extend(record(0xF0));
    }
    bytes.extend(record(0x00));
    bytes
}

#[test]
fn variations_nested_too_deep_are_refused_and_deep_ones_read() {
    let x = xqf::read(&nested(xqf::MAX_VARIATION_DEPTH)).unwrap();
    let r = x.record();
    assert_eq!(r.variation_count(), xqf::MAX_VARIATION_DEPTH);
    drop(r);
    let e = error(&nested(xqf::MAX_VARIATION_DEPTH + 1));
    assert!(matches!(e, XqfError::TooDeep { .. }), "{e}");
    assert!(e.to_string().contains("nested more than 10000 deep"), "{e}");
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..3000)) {
            let _ = xqf::read(&bytes).map(|x| x.record().replay());
        }

        #[test]
        fn random_bytes_with_the_signature(
            version in 0u8..30,
            rest in proptest::collection::vec(any::<u8>(), 0..3000),
        ) {
            let mut bytes = b"XQ".to_vec();
            bytes.push(version);
            bytes.extend(rest);
            if bytes.len() > 0x10 {
                // A passing checksum, so that the tree is read.
                let sum = bytes[0x0D].wrapping_add(bytes[0x0E]).wrapping_add(bytes[0x0F]);
                bytes[0x0C] = 0u8.wrapping_sub(sum);
            }
            let _ = xqf::read(&bytes).map(|x| x.record().replay());
        }

        #[test]
        fn damaged_and_truncated_files(
            version in 10u8..=18,
            seed in any::<u64>(),
            changes in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8),
            cut in any::<usize>(),
        ) {
            let mut bytes = annotated(version, seed).bytes();
            for (at, b) in changes {
                let i = at % bytes.len();
                bytes[i] = b;
            }
            let len = bytes.len();
            bytes.truncate(cut % (len + 1));
            if let Ok(x) = xqf::read(&bytes) {
                let r = x.record();
                let _ = r.replay();
                for line in r.lines() {
                    let _ = r.with_line(&line).replay();
                }
            }
        }

        #[test]
        fn damaged_archives(
            changes in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..12),
            cut in any::<usize>(),
        ) {
            let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
            let options = zip::write::SimpleFileOptions::default();
            for (name, version) in [("a/一.XQF", 18), ("b.xqf", 10)] {
                zip.start_file(name, options).unwrap();
                std::io::Write::write_all(&mut zip, &annotated(version, 5).bytes()).unwrap();
            }
            let mut bytes = zip.finish().unwrap().into_inner();
            for (at, b) in changes {
                let i = at % bytes.len();
                bytes[i] = b;
            }
            let len = bytes.len();
            bytes.truncate(len - cut % (len / 4));
            for next in Collection::bytes("z.zip", bytes, None) {
                if let Next::Game(g) = next {
                    let _ = g.item.read(None).0.replay();
                }
            }
        }
    }
}
