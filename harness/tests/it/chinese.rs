//! The output a person reads in Chinese (`--lang zh-Hans`, `--lang zh-Hant`, or the locale):
//! snapshots of `qili adjudicate`, `qili run` and `qili games` as an arbiter reads them, the
//! locale default, and JSON that stays the same in every language.

use crate::support::root;
use std::process::Command;

/// AXF 图十八 (cases/axf/018): a cannon chases a rook on every move; black's moves are idle.
const CHASE_FEN: &str =
    "2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/2B1KAB1R w - - 0 1";
const CHASE_MOVES: &str =
    "炮四退一 前车进２ 炮四退二 前车退２ 炮四进二 前车进２ 炮四退二 前车退２ 炮四进二";
/// AXF 图一 (cases/axf/001): a rook checks perpetually.
const CHECK_FEN: &str = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1";
const CHECK_MOVES: &str = "车二进一 将６进１ 车二退一 将６退１ 车二进一 将６进１ 车二退一";

/// Runs qili from the checkout with the locale variables given (and no others).
fn qili_in(locale: &[(&str, &str)], args: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_qili"));
    command.args(args).current_dir(root());
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(key);
    }
    command.envs(locale.iter().copied());
    let out = command.output().expect("the qili binary runs");
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "qili {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn adjudicate(lang: &str, rules: &str, fen: &str, moves: &str) -> String {
    qili_in(
        &[],
        &[
            "--lang",
            lang,
            "adjudicate",
            "--rules",
            rules,
            "--fen",
            fen,
            "--moves",
            moves,
        ],
    )
}

#[test]
fn adjudicate_gives_the_reasons_in_the_books_terms() {
    let axf = adjudicate("zh-Hans", "axf", CHASE_FEN, CHASE_MOVES);
    assert!(axf.contains("红方一子长捉黑方有根车（总纲 3）"), "{axf}");
    assert!(unwrapped(&axf).contains("红方须变着，不变作负"), "{axf}");
    insta::assert_snapshot!("adjudicate-axf-zh-hans", axf);
    // CN says 将 where AXF says 照, and a perpetual check loses at once (第24.1条 一方“长将”立即判负)
    // where AXF orders the side to vary (不变作负).
    let cn = adjudicate("zh-Hans", "cn", CHECK_FEN, CHECK_MOVES);
    assert!(cn.contains("红方长将（第26.1条）"), "{cn}");
    assert!(cn.contains("判决（cn）：红方立即判负"), "{cn}");
    assert!(cn.contains("一方“长将”立即判负"), "{cn}");
    insta::assert_snapshot!("adjudicate-cn-zh-hans", cn);
    let axf_check = adjudicate("zh-Hans", "axf", CHECK_FEN, CHECK_MOVES);
    assert!(axf_check.contains("红方长照（总纲 1）"), "{axf_check}");
    assert!(
        axf_check.contains(" 照\n"),
        "AXF's class is 照: {axf_check}"
    );
}

/// A ply that chases two pieces lists them as the language lists (`、` in Chinese, where the ply
/// table had an ASCII `, `): the position and moves of AXF 图二十二 (axf-022).
#[test]
fn the_pieces_one_ply_chases_are_listed_as_the_language_lists() {
    let (fen, moves) = (
        "1r2kab2/4a4/4b4/p1p1p3p/5R3/2P2N3/PC2P3P/4Cr3/1R3c3/2B1KA3 w - - 0 1",
        "炮八退一 车６退１ 炮八进一 车６进１ 炮八退一 车６退１ 炮八进一 车６进１ 炮八退一",
    );
    let zh = adjudicate("zh-Hans", "axf", fen, moves);
    assert!(
        zh.contains(" 捉             红兵（e3）、红兵（i3）\n"),
        "{zh}"
    );
    let hant = adjudicate("zh-Hant", "axf", fen, moves);
    assert!(hant.contains("紅兵（e3）、紅兵（i3）\n"), "{hant}");
    let en = adjudicate("en", "axf", fen, moves);
    assert!(
        en.contains(" chase          red pawn on e3, red pawn on i3\n"),
        "{en}"
    );
}

#[test]
fn traditional_chinese_translates_qilis_words_and_keeps_the_books() {
    let text = adjudicate("zh-Hant", "axf", CHASE_FEN, CHASE_MOVES);
    // qili's words in traditional characters; the book's term and article as the book prints
    // them (the AXF book is printed in simplified characters).
    assert!(text.contains("紅方一子长捉黑方有根車（总纲 3）"), "{text}");
    assert!(unwrapped(&text).contains("紅方須變著，不變作負"), "{text}");
    insta::assert_snapshot!("adjudicate-axf-zh-hant", text);
}

#[test]
fn run_and_games_speak_chinese() {
    let run = qili_in(
        &[],
        &["--lang", "zh-Hans", "run", "axf-001", "axf-018", "cn-01"],
    );
    insta::assert_snapshot!("run-zh-hans", run);
    // The case titles in traditional characters, a long one cut at the table's edge by width
    // (a Chinese character takes two columns).
    let traditional = qili_in(
        &[],
        &[
            "--lang",
            "zh-Hant",
            "run",
            "axf-013",
            "contrib-cannon-check-that-also-attacks-the-chased-rook-1981-yan-yang",
            "contrib-pinned-rook-beside-a-cannon-cannot-chase-it",
        ],
    );
    assert!(traditional.contains("  車一照一捉無根炮"), "{traditional}");
    assert!(traditional.contains("雙方長打（CN），…\n"), "{traditional}");
    insta::assert_snapshot!("run-zh-hant", traditional);
    let games = qili_in(
        &[],
        &["games", "--lang", "zh-Hant", "games/samples/wxf-iccs.pgn"],
    );
    insta::assert_snapshot!("games-zh-hant", games);
}

#[test]
fn the_locale_decides_unless_lang_is_given() {
    let args = [
        "adjudicate",
        "--rules",
        "axf",
        "--fen",
        CHECK_FEN,
        "--moves",
        CHECK_MOVES,
    ];
    let english = qili_in(&[], &args);
    assert!(english.contains("ruling (axf): red_loses"), "{english}");
    let simplified = qili_in(&[("LANG", "zh_CN.UTF-8")], &args);
    assert!(
        simplified.contains("判决（axf）：红方须变着"),
        "{simplified}"
    );
    let traditional = qili_in(
        &[("LANG", "zh_CN.UTF-8"), ("LC_MESSAGES", "zh_HK.UTF-8")],
        &args,
    );
    assert!(
        traditional.contains("判決（axf）：紅方須變著"),
        "{traditional}"
    );
    let c = qili_in(&[("LANG", "zh_TW.UTF-8"), ("LC_ALL", "C")], &args);
    assert_eq!(c, english, "LC_ALL wins over LANG");
    let flag: Vec<&str> = ["--lang", "en"].into_iter().chain(args).collect();
    assert_eq!(
        qili_in(&[("LANG", "zh_TW.UTF-8")], &flag),
        english,
        "--lang wins"
    );
}

#[test]
fn json_is_the_same_in_every_language() {
    let json = |lang: &str| {
        qili_in(
            &[],
            &[
                "--lang",
                lang,
                "adjudicate",
                "--rules",
                "cn",
                "--fen",
                CHASE_FEN,
                "--moves",
                CHASE_MOVES,
                "--json",
            ],
        )
    };
    let english = json("en");
    assert!(english.contains("\"why\":"), "{english}");
    assert_eq!(json("zh-Hans"), english);
    assert_eq!(json("zh-Hant"), english);
}

/// `qili games --list` and the record errors in Chinese: the categories, the games, the plies
/// and the rulings in qili's words; what the files say (names, moves, the reader's message on
/// the move) as written.
#[test]
fn the_games_list_and_record_errors_speak_chinese() {
    let args = |lang| {
        [
            "games",
            "--lang",
            lang,
            "games/samples",
            "--list",
            "unexplained,record-error",
        ]
    };
    let hans = qili_in(&[], &args("zh-Hans"));
    assert!(
        hans.contains("games/samples/ccpd-big5.pgn 第 7 局（Chimo vs BrainChess (紅勝), Chimo – BrainChess）：第 72 着“將５進１”："),
        "{hans}"
    );
    assert!(
        hans.contains("依 AXF，与裁决不符的对局（3 局）："),
        "{hans}"
    );
    assert!(
        hans.contains("记录结果 1-0 · 第 137 着：和（AXF 四大原则 1）"),
        "{hans}"
    );
    insta::assert_snapshot!("games-list-zh-hans", hans);
    let hant = qili_in(&[], &args("zh-Hant"));
    assert!(hant.contains("依 CN，記錄有誤的對局（1 局）："), "{hant}");
    insta::assert_snapshot!("games-list-zh-hant", hant);
}

/// The move-count limit in each book's words: AXF 第二章第四节 counts 120 步 of both sides,
/// CN 第4.2.4条 60 回合; both count at most 10 checks.
#[test]
fn the_move_limit_is_said_as_each_book_says_it() {
    let limit = |lang: &str, rules: &str| {
        adjudicate(
            lang,
            rules,
            "3k5/9/9/9/9/9/9/9/9/3A1K3 w - - 118 1",
            "d0e1 d9d8 e1d0 d8d9",
        )
    };
    let axf = limit("zh-Hans", "axf");
    assert!(
        axf.contains("限着：和——AXF 第二章 第四节 限着（双方共走120步仍未有去子记录，“将军”最多只计10着：作为和局）"),
        "{axf}"
    );
    let cn = limit("zh-Hans", "cn");
    assert!(
        cn.contains("（连续60回合中双方都没有吃过一个棋子，“将军”的着数最多只计10着：判和）"),
        "{cn}"
    );
    let hant = limit("zh-Hant", "cn");
    assert!(
        hant.contains("自然限著：和——CN 第4.2.4条；第23.3条（連續60回合"),
        "{hant}"
    );
    let en = limit("en", "axf");
    assert!(
        en.contains(
            "(120 moves without a capture (each side's checks beyond 10 not counted): a draw)"
        ),
        "{en}"
    );
}

/// `qili match` in Chinese: the progress lines on stderr and the summary on stdout, between two
/// mock engines (the mater mates at once; the other plays its first legal move).
#[test]
fn a_match_speaks_chinese() {
    let dir = crate::support::scratch("chinese-match");
    let mock = |name: &str, proto: &str, script: &str| {
        let path = dir.join(format!("{name}.script"));
        std::fs::write(&path, script).unwrap();
        format!(
            "cmd={} arg={} proto={proto} name={name}",
            env!("CARGO_BIN_EXE_qili-mock-engine"),
            path.display()
        )
    };
    let mater = mock("mater", "ucci", "serve first moves=a1d1\n");
    let plain = mock("plain", "cecp", "serve first\n");
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args([
            "--lang",
            "zh-Hans",
            "match",
            "--rules",
            "cn",
            "--fen",
            "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
            "--engine",
            &mater,
            "--engine",
            &plain,
            "--games",
            "4",
            "--depth",
            "1",
            "--pgn",
            dir.join("m.pgn").to_str().unwrap(),
        ])
        .output()
        .expect("qili runs");
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("qili：注意：1 个开局局面下共 4 局（depth 1）"),
        "{stderr}"
    );
    assert!(
        stderr.contains("[1/4] 第 1 轮：mater（红方）对 plain（黑方）：1-0 将死"),
        "{stderr}"
    );
    assert!(stdout.starts_with("mater 对 plain："), "{stdout}");
    insta::assert_snapshot!("match-zh-hans", format!("{stderr}\n{stdout}"));
    // The PGN's comments too: how each game ended, each ruling.
    let pgn = std::fs::read_to_string(dir.join("m.pgn")).unwrap();
    // How each game ended, in the book's terms: the referee's reason, not only its kind.
    assert!(
        pgn.contains("{终局：将死（1-0）：黑方被将死（CN 第4.1.1条）}"),
        "{pgn}"
    );
    assert!(pgn.contains("{同一局面第 3 次出现：和（CN"), "{pgn}");
    assert!(
        pgn.contains("{终局：棋例判决（1/2-1/2）：同一局面第 3 次出现，循环判和（CN 第24.2条）}"),
        "{pgn}"
    );
}

/// `--help` in Chinese: the commands' descriptions, the arguments' help and the headings from
/// the catalogue, by `--lang` anywhere on the line or by the locale.
#[test]
fn help_speaks_chinese() {
    let top = qili_in(&[], &["--lang", "zh-Hans", "--help"]);
    assert!(top.contains("用法：qili [选项] [命令]"), "{top}");
    assert!(
        top.contains("adjudicate  为循环中的每一着定性，并依一部规则书作出判决"),
        "{top}"
    );
    assert!(top.contains("退出码：0 全部通过"), "{top}");
    insta::assert_snapshot!("help-zh-hans", top);
    let adjudicate = qili_in(&[], &["--lang", "zh-Hans", "adjudicate", "--help"]);
    assert!(
        adjudicate.contains("第一着之前的局面（FEN）"),
        "{adjudicate}"
    );
    assert!(
        adjudicate.contains("印出一个 JSON 对象，而非表格"),
        "{adjudicate}"
    );
    insta::assert_snapshot!("help-adjudicate-zh-hans", adjudicate);
    // The flag after the command, and the locale, decide as well.
    let after = qili_in(&[], &["adjudicate", "--help", "--lang", "zh-Hans"]);
    assert_eq!(after, adjudicate);
    let locale = qili_in(&[("LANG", "zh_CN.UTF-8")], &["adjudicate", "--help"]);
    assert_eq!(locale, adjudicate);
    let hant = qili_in(&[("LANG", "zh_TW.UTF-8")], &["adjudicate", "--help"]);
    assert!(hant.contains("第一著之前的局面（FEN）"), "{hant}");
    let english = qili_in(&[("LANG", "C")], &["adjudicate", "--help"]);
    assert!(
        english.contains("The position before the first move"),
        "{english}"
    );
}

/// Every command's `--help` in both Chinese forms, clap's own words included (用法, [选项],
/// 可选值, 默认): snapshots of several commands, read by eye when they change.
#[test]
fn every_commands_help_speaks_both_chinese_forms() {
    let commands: [&[&str]; 6] = [
        &["run"],
        &["match"],
        &["tournament", "run"],
        &["tournament", "new"],
        &["serve"],
        &["perft"],
    ];
    for lang in ["zh-Hans", "zh-Hant"] {
        for command in commands {
            let mut args = vec!["--lang", lang];
            args.extend_from_slice(command);
            args.push("--help");
            let help = qili_in(&[], &args);
            // No help left in English: a line of three words or more with no Chinese
            // character, but an option's or an argument's own line (`--rules <axf|cn>`).
            let english: Vec<&str> = help
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with(['-', '[', '<']))
                .filter(|l| !l.chars().any(|c| c > '\u{2e80}'))
                .filter(|l| l.split_whitespace().count() > 2)
                .collect();
            assert!(english.is_empty(), "{command:?} {lang}: {english:?}");
            for words in ["Usage:", "[OPTIONS]", "Possible values", "[default:"] {
                assert!(!help.contains(words), "{command:?} {lang}: {words}\n{help}");
            }
            let name = format!("help-{}-{}", command.join("-"), lang.to_lowercase());
            insta::assert_snapshot!(name, help);
        }
    }
}

/// clap's usage errors in both Chinese forms, exit code 2 as in English, and English as clap
/// words it.
#[test]
fn usage_errors_speak_both_chinese_forms() {
    let err = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang])
            .args(args)
            .current_dir(root())
            .output()
            .expect("qili runs");
        assert_eq!(out.status.code(), Some(2), "{lang} {args:?}");
        assert!(out.stdout.is_empty(), "{lang} {args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    let cases: [&[&str]; 7] = [
        &["perft", "--fen", "x", "--depth", "1", "--bogus"],
        &["run", "--lnag", "zh-Hans"],
        &["perft", "--depth", "3"],
        &["perft", "--fen"],
        &["match", "--enforce", "bogus"],
        &["serve", "--port", "http"],
        &[
            "adjudicate",
            "--rules",
            "axf",
            "--fen",
            "x",
            "--moves",
            "y",
            "--batch",
            "f",
        ],
    ];
    for lang in ["zh-Hans", "zh-Hant"] {
        let text: Vec<String> = cases
            .iter()
            .map(|args| format!("$ qili {}\n{}", args.join(" "), err(lang, args)))
            .collect();
        let text = text.join("\n");
        assert!(
            !text.contains("error:") && !text.contains("Usage:"),
            "{text}"
        );
        insta::assert_snapshot!(format!("usage-errors-{}", lang.to_lowercase()), text);
    }
    assert_eq!(
        err("en", cases[0]),
        "error: unexpected argument '--bogus' found\n\nUsage: qili perft --fen <FEN> --depth \
         <DEPTH>\n\nFor more information, try '--help'.\n"
    );
}

/// The errors a person meets most, on stderr in Chinese: a FEN that cannot be read or gives no
/// legal position, a move that cannot be played, a file that is not there. English stays as it
/// was; exit code 2 in every language.
#[test]
fn common_errors_speak_chinese() {
    let err = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang])
            .args(args)
            .current_dir(root())
            .output()
            .expect("qili runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    let adjudicate = |fen: &'static str, moves: &'static str| {
        [
            "adjudicate",
            "--rules",
            "axf",
            "--fen",
            fen,
            "--moves",
            moves,
        ]
    };
    let short = adjudicate("4k4/9 w", "x");
    assert_eq!(
        err("zh-Hans", &short),
        "qili：--fen：FEN 格式有误：第 1 个字符处：应有以“/”分隔的 10 行，实有 2 行\n"
    );
    assert_eq!(
        err("en", &short),
        "qili: --fen '4k4/9 w': malformed FEN: column 1: expected 10 ranks separated by '/', found 2\n"
    );
    let facing = adjudicate("4k4/9/9/9/9/9/9/9/9/4K4 w", "x");
    assert_eq!(
        err("zh-Hant", &facing),
        "qili：--fen：局面不合規則：e0、e9 的帥與將在同一直線上照面，中間無子\n"
    );
    let illegal = adjudicate("3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e2");
    assert_eq!(
        err("zh-Hans", &illegal),
        "qili：--moves：第 1 着“e0e2”（第 1 行第 1 字）：此着在此局面下不能走\n"
    );
    assert_eq!(
        err("zh-Hans", &["games", "no-such-file.pgn"]),
        "qili：no-such-file.pgn：没有这个文件或目录\n"
    );
}

/// `qili tournament pair` in Chinese: the round, the boards, the bye and the lots drawn (what a
/// lot decides is the tournament code's own words, in English).
#[test]
fn a_pairing_speaks_chinese() {
    let dir = crate::support::scratch("chinese-pair");
    let round_robin = dir.join("rr.json");
    std::fs::write(
        &round_robin,
        r#"{"system": "round-robin", "players": ["甲", "乙", "丙"]}"#,
    )
    .unwrap();
    let swiss = dir.join("swiss.json");
    std::fs::write(
        &swiss,
        r#"{"system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D", "E"]}"#,
    )
    .unwrap();
    let pair = |lang: &str, file: &std::path::Path| {
        qili_in(
            &[],
            &[
                "--lang",
                lang,
                "tournament",
                "pair",
                "--results",
                file.to_str().unwrap(),
            ],
        )
    };
    assert_eq!(
        pair("zh-Hans", &round_robin),
        "第 1 轮\n  1  乙（红方）—— 丙（黑方）\n轮空：甲\n"
    );
    assert_eq!(
        pair("en", &round_robin),
        "round 1\n  1  乙 (red) — 丙 (black)\nbye: 甲\n"
    );
    insta::assert_snapshot!("pair-swiss-zh-hant", pair("zh-Hant", &swiss));
}

/// `qili tournament standings` in Chinese: the crosstable's column titles in CN 第15条's terms
/// (积分, 小分, 胜局, 直胜, 犯规, 名次), a Swiss event's rounds and its legend (a bye, the cells),
/// and the notes of CN 第15.6条 (a shared place to play off; its play-off, still level after
/// it). The English stays as it was.
#[test]
fn standings_speak_chinese() {
    let dir = crate::support::scratch("chinese-standings");
    let games = r#"[
        {"round": 1, "red": "甲", "black": "丁", "result": "1-0"},
        {"round": 1, "red": "乙", "black": "丙", "result": "1-0"},
        {"round": 2, "red": "丁", "black": "丙", "result": "1/2-1/2"},
        {"round": 2, "red": "甲", "black": "乙", "result": "1-0"},
        {"round": 3, "red": "乙", "black": "丁", "result": "1-0"},
        {"round": 3, "red": "丙", "black": "甲", "result": "0-1"}]"#;
    let file = |name: &str, extra: &str| {
        let path = dir.join(name);
        std::fs::write(
            &path,
            format!(
                r#"{{"rules": "cn", "system": "round-robin", "players": ["甲", "乙", "丙", "丁"],
                    "unshared_places": [3], {extra} "games": {games}}}"#
            ),
        )
        .unwrap();
        path
    };
    let shared = file("shared.json", "");
    let played_off = file(
        "played-off.json",
        r#""playoff_games": [{"place": 3, "red": "丙", "black": "丁", "result": "1/2-1/2"}],"#,
    );
    let swiss = dir.join("swiss.json");
    std::fs::write(
        &swiss,
        r#"{"rules": "cn", "system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D", "E"],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "1-0"},
                      {"round": 1, "red": "D", "black": "B", "result": "1/2-1/2"}]}"#,
    )
    .unwrap();
    let standings = |lang: &str, file: &std::path::Path| {
        qili_in(
            &[],
            &[
                "--lang",
                lang,
                "tournament",
                "standings",
                "--results",
                file.to_str().unwrap(),
            ],
        )
    };
    assert_eq!(
        standings("en", &shared),
        "#  player  1  2  3  4  points  sanctions  small_points  wins  direct  fouls  rank\n\
         1  甲      *  1  1  1       3                        3     3              0     1\n\
         2  乙      0  *  1  1       2                        1     2              0     2\n\
         3  丙      0  0  *  ½       ½                        ¼     0       ½      0     3\n\
         4  丁      0  0  ½  *       ½                        ¼     0       ½      0     3\n\
         ranked by CN 第15.1条; 第18.4条\n\
         note: place 3 is shared by 丙, 丁 (places 3–4): CN 第15.6条 “冠军或不宜并列的名次，应安排加赛” — `qili tournament pair` gives the play-off\n"
    );
    assert!(
        standings("en", &played_off).ends_with(
            "note: play-off for place 3 (CN 第15.6条 加赛): 丙–丁 1/2-1/2; play-off points 丙 ½, 丁 ½\n\
             note: place 3 is still shared by 丙, 丁 after their play-off: CN 第15.6条 leaves what follows to the event's regulations (在赛前补充细则中作出明确规定)\n"
        )
    );
    for (lang, name) in [("zh-Hans", "zh-hans"), ("zh-Hant", "zh-hant")] {
        let shown = [&shared, &played_off, &swiss]
            .map(|f| standings(lang, f))
            .join("\n");
        insta::assert_snapshot!(format!("standings-{name}"), shown);
    }
}

/// `qili tournament sheet` in Chinese: the heading (a proposed round; a play-off), the columns
/// 台次, 序号, 红方（先走）, 积分, 黑方, 结果, who does not play and why (附录二's 轮空), the lots
/// and notes (what a lot decides is the tournament code's English). The English sheet is the
/// tournament crate's text, as before.
#[test]
fn sheets_speak_chinese() {
    let dir = crate::support::scratch("chinese-sheet");
    let swiss = dir.join("swiss.json");
    std::fs::write(
        &swiss,
        r#"{"rules": "cn", "system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D", "E"],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "1-0"},
                      {"round": 1, "red": "D", "black": "B", "result": "1/2-1/2"}]}"#,
    )
    .unwrap();
    let sheet = |lang: &str| {
        qili_in(
            &[],
            &[
                "--lang",
                lang,
                "tournament",
                "sheet",
                "--results",
                swiss.to_str().unwrap(),
            ],
        )
    };
    assert_eq!(
        sheet("en"),
        "round 2 pairings (proposed: not recorded) (scores before the round, CN points)\n\
         board  no  red (先走)  pts  no  black  pts  result\n    \
         1   2  B             ½   1  A        1\n    \
         2   5  E             1   4  D        ½\n\
         not playing: C (no 3, 0): 1 — bye: no opponent in an odd field (附录二)\n"
    );
    insta::assert_snapshot!("sheet-zh-hans", sheet("zh-Hans"));
    insta::assert_snapshot!("sheet-zh-hant", sheet("zh-Hant"));
}

/// `qili tournament table` in Chinese: 附录一's 循环赛对局秩序表 under the book's own column
/// titles (轮次, 对局者), a round's 轮空 and, for a team event, the colours on each 台 of the team
/// numbered first (第13.2条: 单数台执红棋, 双数台执黑棋). The English stays as it was.
#[test]
fn the_order_table_speaks_chinese() {
    let table = |lang: &str, extra: &[&str]| {
        let mut args = vec!["--lang", lang, "tournament", "table"];
        args.extend_from_slice(extra);
        qili_in(&[], &args)
    };
    assert_eq!(
        table("en", &["--players", "3"]),
        "round  games (red—black)\n    1   2—3   bye: 1\n    2   1—2   bye: 3\n    3   3—1   bye: 2\n"
    );
    assert!(
        table("en", &["--players", "4", "--boards", "2"]).ends_with(
            "boards of the team numbered first (第13.2条; the other team the opposite): 1 red, 2 black\n"
        )
    );
    for (lang, name) in [("zh-Hans", "zh-hans"), ("zh-Hant", "zh-hant")] {
        let shown = [
            table(lang, &["--players", "5"]),
            table(lang, &["--players", "4", "--double", "--boards", "4"]),
        ]
        .join("\n");
        insta::assert_snapshot!(format!("table-{name}"), shown);
    }
}

/// `qili tournament pair --record` prints the round's sheet in the language asked for, and
/// says where it recorded it; a requested bye's reason is the book's words.
#[test]
fn a_recorded_round_speaks_chinese() {
    let dir = crate::support::scratch("chinese-record");
    for (lang, name) in [("zh-Hans", "zh-hans"), ("zh-Hant", "zh-hant"), ("en", "en")] {
        let results = dir.join(format!("{name}.json"));
        std::fs::write(
            &results,
            r#"{"rules": "cn", "system": "swiss", "rounds": 3, "seed": 1,
                "players": ["甲", "乙", "丙", "丁", "戊", "己"],
                "byes": [{"round": 1, "player": "己", "points": "half", "why": "requested"}]}"#,
        )
        .unwrap();
        let path = results.to_str().unwrap();
        let shown = qili_in(
            &[],
            &[
                "--lang",
                lang,
                "tournament",
                "pair",
                "--record",
                "--results",
                path,
            ],
        )
        .replace(path, "RESULTS");
        insta::assert_snapshot!(format!("pair-record-{name}"), shown);
    }
}

/// The HTML pages (`standings --html`, `sheet --html`) follow `--lang`: a Chinese page in the
/// language asked for (`<html lang="zh-Hant">`, the crosstable's titles, legend and notes in CN
/// 第15条's and 附录二's terms, the sheet's 台次 序号 红方（先走） and 本轮不赛 with its reason);
/// in English the page is the bilingual one it always was (`名次 Standings`, `台次<br>Board`).
#[test]
fn the_pages_follow_the_language() {
    let dir = crate::support::scratch("chinese-pages");
    let round_robin = dir.join("rr.json");
    std::fs::write(
        &round_robin,
        r#"{"rules": "cn", "system": "round-robin", "players": ["甲", "乙", "丙", "丁"],
            "unshared_places": [3],
            "playoff_games": [{"place": 3, "red": "丙", "black": "丁", "result": "1/2-1/2"}],
            "games": [
                {"round": 1, "red": "甲", "black": "丁", "result": "1-0"},
                {"round": 1, "red": "乙", "black": "丙", "result": "1-0"},
                {"round": 2, "red": "丁", "black": "丙", "result": "1/2-1/2"},
                {"round": 2, "red": "甲", "black": "乙", "result": "1-0"},
                {"round": 3, "red": "乙", "black": "丁", "result": "1-0"},
                {"round": 3, "red": "丙", "black": "甲", "result": "0-1"}]}"#,
    )
    .unwrap();
    let swiss = dir.join("swiss.json");
    std::fs::write(
        &swiss,
        r#"{"rules": "cn", "system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D", "E"],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "1-0"},
                      {"round": 1, "red": "D", "black": "B", "result": "1/2-1/2"}]}"#,
    )
    .unwrap();
    let page = |lang: &str, what: &str, file: &std::path::Path| {
        qili_in(
            &[],
            &[
                "--lang",
                lang,
                "tournament",
                what,
                "--html",
                "--results",
                file.to_str().unwrap(),
            ],
        )
    };
    let english = page("en", "standings", &round_robin);
    assert!(
        english.contains("<html lang=\"zh-Hans\">")
            && english.contains("<h1>rr — 名次 Standings</h1>"),
        "{english}"
    );
    assert!(page("en", "sheet", &swiss).contains("<th>台次<br>Board</th>"));
    for (lang, name) in [("en", "en"), ("zh-Hans", "zh-hans"), ("zh-Hant", "zh-hant")] {
        let standings = page(lang, "standings", &round_robin);
        let sheet = page(lang, "sheet", &swiss);
        if lang != "en" {
            assert!(standings.contains(&format!("<html lang=\"{lang}\">")));
            assert!(!standings.contains("Standings") && !sheet.contains("Board"));
        }
        // The style sheet is the same in every language: the snapshots show the body.
        let body = |page: &str| page[page.find("<body>").expect("a body")..].to_string();
        insta::assert_snapshot!(format!("standings-html-{name}"), body(&standings));
        insta::assert_snapshot!(format!("sheet-html-{name}"), body(&sheet));
    }
}

/// The standings' other notes speak Chinese from their data: players level with lots due (AXF,
/// no seed: 无法区分, 以抽签决定) and a game still being played (附录二 六).
#[test]
fn the_standings_notes_speak_chinese() {
    let dir = crate::support::scratch("chinese-notes");
    let level = dir.join("level.json");
    std::fs::write(
        &level,
        r#"{"rules": "axf", "system": "round-robin", "players": ["甲", "乙"],
            "games": [{"round": 1, "red": "甲", "black": "乙", "result": "1/2-1/2"}]}"#,
    )
    .unwrap();
    let playing = dir.join("playing.json");
    std::fs::write(
        &playing,
        r#"{"rules": "cn", "system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D"],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "unfinished"},
                      {"round": 1, "red": "B", "black": "D", "result": "1-0"}]}"#,
    )
    .unwrap();
    let notes = |lang: &str, file: &std::path::Path| {
        let out = qili_in(
            &[],
            &[
                "--lang",
                lang,
                "tournament",
                "standings",
                "--results",
                file.to_str().unwrap(),
            ],
        );
        out.lines()
            .filter(|l| l.starts_with("注") || l.starts_with("note"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(notes("en", &playing).contains(
        "note: A – C (round 1) is still being played: it counts for nothing yet (附录二 六)"
    ));
    for (lang, name) in [("zh-Hans", "zh-hans"), ("zh-Hant", "zh-hant")] {
        let shown = format!("{}\n{}", notes(lang, &level), notes(lang, &playing));
        insta::assert_snapshot!(format!("standings-notes-{name}"), shown);
    }
}

/// `qili match`'s errors on its options in Chinese (`--tc`, the engine specs, the count of
/// engines), naming the option as the English does; English as it was; exit code 2.
#[test]
fn match_option_errors_speak_chinese() {
    let err = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang, "match", "--rules", "cn"])
            .args(args)
            .current_dir(root())
            .output()
            .expect("qili runs");
        assert_eq!(out.status.code(), Some(2), "{lang} {args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    let two = ["--engine", "cmd=/bin/true", "--engine", "cmd=/bin/true"];
    let tc = [&two[..], &["--tc", "abc"]].concat();
    assert_eq!(
        err("zh-Hans", &tc),
        "qili：--tc abc：应为 BASE+INC（秒），如 60+0.5 或 1:30+1\n"
    );
    assert_eq!(
        err("en", &tc),
        "qili: --tc abc: expected BASE+INC in seconds, such as 60+0.5 or 1:30+1\n"
    );
    let one = ["--engine", "cmd=/bin/true", "--depth", "1"];
    assert_eq!(
        err("zh-Hant", &one),
        "qili：--engine：須給兩個引擎（實給 1 個）：`--engine \"cmd=A\" --engine \"cmd=B\"`\n"
    );
    let bad = ["--engine", "bogus", "--engine", "cmd=x", "--depth", "1"];
    assert!(
        err("zh-Hans", &bad).starts_with("qili：--engine：引擎说明 `bogus` 有误："),
        "{}",
        err("zh-Hans", &bad)
    );
    assert!(err("en", &bad).starts_with("qili: --engine: engine spec `bogus`: "));
    let none = [&two[..], &[][..]].concat();
    assert_eq!(
        err("zh-Hans", &none),
        "qili：没有给出时限：请给 --depth N、--nodes N、--movetime MS 或 --tc BASE+INC\n"
    );
}

/// The arbiter's small commands in Chinese: what `qili tournament new`, `result` (a round's
/// boards to go, a result the next round was paired with as a draw, a play-off game), `bye`
/// and `enter` print, in the CN book's terms (积分编排制, 轮空, 加赛, 附录二 六); the English is
/// as it was, word for word.
#[test]
fn the_arbiters_small_commands_speak_chinese() {
    let dir = crate::support::scratch("chinese-arbiter");
    std::fs::write(dir.join("six.csv"), "A,2600,X\nB,2500\nC\nD\nE\nF\n").unwrap();
    std::fs::write(dir.join("three.csv"), "甲\n乙\n丙\n").unwrap();
    let transcript = |lang: &str| {
        let mut out = String::new();
        let mut qili = |shown: bool, args: &[&str]| {
            let mut all = vec!["--lang", lang, "tournament"];
            all.extend_from_slice(args);
            let output = Command::new(env!("CARGO_BIN_EXE_qili"))
                .args(&all)
                .current_dir(&dir)
                .output()
                .expect("qili runs");
            assert!(output.status.success(), "{all:?}: {output:?}");
            if shown {
                out.push_str(std::str::from_utf8(&output.stdout).expect("UTF-8"));
            }
        };
        for file in ["swiss.json", "rr.json"] {
            let _ = std::fs::remove_file(dir.join(file));
        }
        let swiss = ["--results", "swiss.json"];
        let with = |args: &[&'static str]| [args, &swiss[..]].concat();
        qili(
            true,
            &with(&[
                "new",
                "--players",
                "six.csv",
                "--system",
                "swiss",
                "--rounds",
                "3",
                "--rules",
                "cn",
                "--order",
                "as-listed",
            ]),
        );
        qili(false, &with(&["pair", "--record"]));
        qili(true, &with(&["result", "--board", "1", "1-0"]));
        qili(true, &with(&["result", "--board", "2", "unfinished"]));
        qili(true, &with(&["result", "--board", "3", "0-1"]));
        qili(false, &with(&["pair", "--record"]));
        qili(
            true,
            &with(&[
                "result",
                "--round",
                "1",
                "--board",
                "2",
                "1/2-1/2",
                "--replace",
            ]),
        );
        qili(
            true,
            &with(&["bye", "--player", "C", "--round", "3", "--points", "half"]),
        );
        qili(true, &with(&["enter", "--player", "G", "--points", "zero"]));
        let rr = ["--results", "rr.json"];
        let with = |args: &[&'static str]| [args, &rr[..]].concat();
        qili(
            true,
            &with(&[
                "new",
                "--players",
                "three.csv",
                "--system",
                "round-robin",
                "--rules",
                "cn",
            ]),
        );
        for _ in 0..3 {
            qili(false, &with(&["pair", "--record"]));
            qili(false, &with(&["result", "--board", "1", "1/2-1/2"]));
        }
        for board in ["1", "2", "3"] {
            qili(
                true,
                &with(&["result", "--playoff", "--board", board, "1-0"]),
            );
        }
        out
    };
    assert_eq!(
        transcript("en"),
        "swiss.json: a swiss event of 6 players, 3 rounds, ranked under cn
   1  A  2600  X
   2  B  2500
   3  C
   4  D
   5  E
   6  F
round 1 board 1: D – A 1-0
round 1: 2 boards to go (2, 3)
round 1 board 2: B – E unfinished
round 1: 1 board to go (3)
round 1 board 3: C – F 0-1
round 1 is complete
round 1 board 2: B – E 1/2-1/2 (附录二 六: the next round was paired with it as a draw)
round 1 is complete
round 3: C is not paired (requested bye, half points)
G enters as number 7: rounds 1, 2 recorded as a late entry (zero points); paired from round 3
rr.json: a round-robin event of 3 players, ranked under cn
   1  乙
   2  丙
   3  甲
lot: 附录一 一(一): 每一运动员（队）抽得一号 (the numbers, 1 first): 乙, 丙, 甲
play-off game 1 (place 1): 乙 – 甲 1-0
the play-off for place 1: 2 games to go (2, 3)
play-off game 2 (place 1): 丙 – 乙 1-0
the play-off for place 1: 1 game to go (3)
play-off game 3 (place 1): 甲 – 丙 1-0
the play-off for place 1 is complete: `qili tournament standings` ranks by it
"
    );
    assert_eq!(
        transcript("zh-Hans"),
        "swiss.json：积分编排制赛事，6 名棋手，共 3 轮，按 CN 排名
   1  A  2600  X
   2  B  2500
   3  C
   4  D
   5  E
   6  F
第 1 轮第 1 台：D – A 1-0
第 1 轮：尚有 2 台待登记（第 2、3 台）
第 1 轮第 2 台：B – E unfinished
第 1 轮：尚有 1 台待登记（第 3 台）
第 1 轮第 3 台：C – F 0-1
第 1 轮的结果已全部登记
第 1 轮第 2 台：B – E 1/2-1/2（附录二 六：下一轮已将此局作和棋编排）
第 1 轮的结果已全部登记
第 3 轮：C 不参加编排（棋手申请的轮空，得和棋的分数）
G 报到，编为 7 号：第 1、2 轮记为报到前已编排的轮次（不得分）；自第 3 轮起参加编排
rr.json：循环制赛事，3 名棋手，按 CN 排名
   1  乙
   2  丙
   3  甲
抽签：附录一 一(一)“每一运动员（队）抽得一号”：号次，1 号在前：乙、丙、甲
加赛第 1 局（第 1 名）：乙 – 甲 1-0
第 1 名的加赛：尚有 2 局待登记（第 2、3 局）
加赛第 2 局（第 1 名）：丙 – 乙 1-0
第 1 名的加赛：尚有 1 局待登记（第 3 局）
加赛第 3 局（第 1 名）：甲 – 丙 1-0
第 1 名的加赛已全部登记：`qili tournament standings` 据此排名
"
    );
    let hant = transcript("zh-Hant");
    for line in [
        "swiss.json：積分編排制賽事，6 名棋手，共 3 輪，按 CN 排名\n",
        "第 1 輪：尚有 2 臺待登記（第 2、3 臺）\n",
        "第 1 輪第 2 臺：B – E 1/2-1/2（附录二 六：下一輪已將此局作和棋編排）\n",
        "第 3 輪：C 不參加編排（棋手申請的輪空，得和棋的分數）\n",
        "G 報到，編為 7 號：第 1、2 輪記為報到前已編排的輪次（不得分）；自第 3 輪起參加編排\n",
        "rr.json：循環制賽事，3 名棋手，按 CN 排名\n",
        "抽籤：附录一 一(一)“每一运动员（队）抽得一号”：號次，1 號在前：乙、丙、甲\n",
        "第 1 名的加賽：尚有 1 局待登記（第 3 局）\n",
        "第 1 名的加賽已全部登記：`qili tournament standings` 據此排名\n",
    ] {
        assert!(hant.contains(line), "{line}\n{hant}");
    }
}

/// A report file that cannot be written (`qili run --json`, `qili games --json`), in Chinese:
/// 无法写入 and why (no such directory, a directory); the English is the system's words as
/// before. Exit code 2.
#[test]
fn a_file_that_cannot_be_written_is_said_in_chinese() {
    let dir = crate::support::scratch("chinese-cannot-write");
    let missing = dir.join("no-such-dir").join("report.json");
    let err = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang])
            .args(args)
            .current_dir(root())
            .output()
            .expect("qili runs");
        assert_eq!(out.status.code(), Some(2), "{lang} {args:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    let (missing, folder) = (missing.to_str().unwrap(), dir.to_str().unwrap());
    let run = |lang: &str, to: &str| err(lang, &["run", "--json", to, "axf-001"]);
    assert_eq!(
        run("zh-Hans", missing),
        format!("qili：无法写入 {missing}：没有这个文件或目录\n")
    );
    assert_eq!(
        run("zh-Hant", folder),
        format!("qili：無法寫入 {folder}：這是一個目錄\n")
    );
    assert_eq!(
        run("en", missing),
        format!("qili: cannot write {missing}: No such file or directory (os error 2)\n")
    );
    let games = |lang: &str| err(lang, &["games", "games/samples", "--json", missing]);
    assert_eq!(
        games("zh-Hans"),
        format!("qili：无法写入 {missing}：没有这个文件或目录\n")
    );
    assert_eq!(
        games("en"),
        format!("qili: cannot write {missing}: No such file or directory (os error 2)\n")
    );
}

/// `qili match merge`'s errors and a missing `--openings` file in Chinese: an input not there,
/// `--json` with no JSON report among the files, rounds in no file (exit code 1); the English
/// as it was.
#[test]
fn match_merge_and_openings_errors_speak_chinese() {
    let dir = crate::support::scratch("chinese-merge");
    let pgn = |round: u32| {
        let path = dir.join(format!("round{round}.pgn"));
        let text = format!("[Event \"m\"]\n[Round \"{round}\"]\n[Result \"1-0\"]\n\n1-0\n");
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let (first, second) = (pgn(1), pgn(2));
    let out = dir.join("out.json");
    let missing = dir.join("nope.json");
    let (out, missing) = (out.to_str().unwrap(), missing.to_str().unwrap());
    let err = |lang: &str, code: i32, args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang])
            .args(args)
            .current_dir(root())
            .output()
            .expect("qili runs");
        assert_eq!(output.status.code(), Some(code), "{lang} {args:?}");
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    let no_json = ["match", "merge", &first, "--json", out];
    assert_eq!(
        err("zh-Hans", 2, &no_json),
        "qili：--json：所给的文件中没有 JSON 报告\n"
    );
    assert_eq!(
        err("en", 2, &no_json),
        "qili: --json: no JSON report among the files\n"
    );
    let gap = ["match", "merge", &second];
    assert_eq!(
        err("zh-Hant", 1, &gap),
        "qili：比賽有 1 輪不在任何檔案中：1；沒有寫入任何檔案（請帶上每一分片的檔案再合併）\n"
    );
    assert_eq!(
        err("en", 1, &gap),
        "qili: 1 rounds of the match are in no file: 1; nothing was written (merge again with \
         every shard's files)\n"
    );
    let unread = ["match", "merge", missing];
    assert_eq!(
        err("zh-Hans", 2, &unread),
        format!("qili：{missing}：没有这个文件或目录\n")
    );
    assert_eq!(
        err("en", 2, &unread),
        format!("qili: {missing}: cannot read: No such file or directory (os error 2)\n")
    );
    let openings = [
        "match",
        "--rules",
        "cn",
        "--engine",
        "cmd=/bin/true",
        "--engine",
        "cmd=/bin/true",
        "--depth",
        "1",
        "--openings",
        missing,
    ];
    assert_eq!(
        err("zh-Hans", 2, &openings),
        format!("qili：--openings：{missing}：没有这个文件或目录\n")
    );
    assert_eq!(
        err("en", 2, &openings),
        format!(
            "qili: --openings {missing}: cannot read: No such file or directory (os error 2)\n"
        )
    );
}

/// `qili run --engine`'s errors in Chinese (an engine that cannot start, `--protocol` against
/// the spec, `--jobs 0`, `--depth 0`, an empty command), the engine's own fault quoted as the
/// system words it; the English as it was.
#[test]
fn certify_option_errors_speak_chinese() {
    let err = |lang: &str, code: i32, args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args(["--lang", lang, "run", "--engine"])
            .args(args)
            .current_dir(root())
            .output()
            .expect("qili runs");
        assert_eq!(output.status.code(), Some(code), "{lang} {args:?}");
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    let gone = ["cmd=/nonexistent/engine", "axf-001"];
    assert_eq!(
        err("zh-Hans", 3, &gone),
        "qili：引擎 `cmd=/nonexistent/engine` 无法启动，或未以 ucci 协议应答：\
         无法启动 `/nonexistent/engine`：没有这个文件或目录；未作任何认证\n"
    );
    assert_eq!(
        err("en", 3, &gone),
        "qili: engine `cmd=/nonexistent/engine` could not be started and greeted over ucci: \
         cannot start `/nonexistent/engine`: No such file or directory (os error 2); nothing was \
         certified\n"
    );
    let against = ["cmd=x proto=uci", "--protocol", "ucci"];
    assert_eq!(
        err("zh-Hant", 2, &against),
        "qili：--protocol ucci：而引擎說明寫的是 proto=uci\n"
    );
    assert_eq!(
        err("en", 2, &against),
        "qili: --protocol ucci: the engine spec says proto=uci\n"
    );
    assert_eq!(
        err("zh-Hans", 2, &["/bin/true", "--jobs", "0"]),
        "qili：--jobs 0：至少须运行一个引擎\n"
    );
    assert_eq!(
        err("zh-Hans", 2, &["/bin/true", "--depth", "0"]),
        "qili：--depth 0：不搜索任何一层的引擎答不出值得认证的着法；请给 1 或更大的数\n"
    );
    assert_eq!(err("zh-Hans", 2, &["  "]), "qili：--engine：命令为空\n");
    assert_eq!(
        err("en", 2, &["  "]),
        "qili: --engine: the command is empty\n"
    );
}

/// `qili adjudicate`'s reasons with their lines joined: where a line breaks is the layout's
/// business (`chinese_layout`), not the words'.
fn unwrapped(text: &str) -> String {
    text.replace("\n      ", "")
}
