//! The results file in Chinese (issue #32): a file that cannot be read is refused in the
//! language asked for by every `tournament` subcommand that reads it, naming the line and the
//! key (第 N 行：games[0]：…), and in English word for word as before.

use crate::support::{qili, scratch, stderr};
use std::path::Path;

/// Runs `qili --lang LANG tournament ARGS…` on a file that cannot be read: exit code 2, and
/// standard error with the file's path written `FILE`.
fn refused(lang: &str, args: &[&str], file: &Path) -> String {
    let path = file.to_str().expect("a UTF-8 path");
    let mut all = vec!["--lang", lang, "tournament"];
    all.extend(args.iter().map(|a| if *a == "FILE" { path } else { a }));
    let out = qili(&all);
    assert_eq!(out.status.code(), Some(2), "{all:?}: {}", stderr(&out));
    stderr(&out).replace(path, "FILE")
}

/// One bad file: its bytes, the subcommand that reads it, and the line each language prints.
struct Bad {
    name: &'static str,
    bytes: &'static [u8],
    args: &'static [&'static str],
    en: &'static str,
    hans: &'static str,
    hant: &'static str,
}

const BAD: &[Bad] = &[
    Bad {
        name: "stranger.json",
        bytes: b"{\"system\": \"swiss\", \"players\": [\"A\", \"B\", \"C\", \"D\"], \"rounds\": 3,\n \"games\": [\n  {\"round\": 1, \"red\": \"A\", \"black\": \"E\", \"result\": \"1-0\"}]}\n",
        args: &["standings", "--results", "FILE"],
        en: "qili: FILE: line 3: games[0]: 'E' is not a player (players: A, B, C, D)\n",
        hans: "qili：FILE：第 3 行：games[0]：“E”不是本赛事的棋手（棋手：A、B、C、D）\n",
        hant: "qili：FILE：第 3 行：games[0]：「E」不是本賽事的棋手（棋手：A、B、C、D）\n",
    },
    Bad {
        name: "cut.json",
        bytes: b"{\"system\": \"swiss\", \"players\": [\"A\"",
        args: &["pair", "--results", "FILE"],
        en: "qili: FILE: EOF while parsing a list at line 1 column 35\n",
        hans: "qili：FILE：第 1 行第 35 字：成绩文件的 JSON 有误：数组尚未结束（缺少 ]），文本已到末尾\n",
        hant: "qili：FILE：第 1 行第 35 字：成績檔案的 JSON 有誤：陣列尚未結束（缺少 ]），文字已到末尾\n",
    },
    Bad {
        name: "bytes.json",
        bytes: b"{\"players\": [\"\xFF\xFF\"]}",
        args: &["sheet", "--results", "FILE"],
        en: "qili: FILE: neither UTF-8 nor GBK/GB18030 text (byte 14 is not UTF-8)\n",
        hans: "qili：FILE：既不是 UTF-8 也不是 GBK/GB18030 文本（前 14 个字节之后出现非 UTF-8 的字节）\n",
        hant: "qili：FILE：既不是 UTF-8 也不是 GBK/GB18030 文字（前 14 個位元組之後出現非 UTF-8 的位元組）\n",
    },
    Bad {
        name: "met.json",
        bytes: b"{\"system\": \"swiss\", \"players\": [\"A\", \"B\", \"C\", \"D\"], \"rounds\": 3,\n \"games\": [\n  {\"round\": 1, \"red\": \"A\", \"black\": \"B\", \"result\": \"1-0\"},\n  {\"round\": 1, \"red\": \"C\", \"black\": \"D\", \"result\": \"1-0\"},\n  {\"round\": 2, \"red\": \"B\", \"black\": \"A\", \"result\": \"1-0\"}]}\n",
        args: &["result", "--board", "1", "1-0", "--results", "FILE"],
        en: "qili: FILE: line 5: games[2]: 'B' and 'A' have already met (附录二 三: 相遇过的对手不再编对)\n",
        hans: "qili：FILE：第 5 行：games[2]：“B”与“A”已相遇过（附录二 三“相遇过的对手不再编对”）\n",
        hant: "qili：FILE：第 5 行：games[2]：「B」與「A」已相遇過（附录二 三“相遇过的对手不再编对”）\n",
    },
    Bad {
        name: "bye.json",
        bytes: b"{\"system\": \"round-robin\", \"players\": [\"A\", \"B\", \"C\", \"D\"],\n \"byes\": [{\"round\": 1, \"player\": \"A\", \"points\": \"half\", \"why\": \"requested\"}],\n \"games\": []}\n",
        args: &["bye", "--player", "B", "--round", "2", "--points", "zero", "--results", "FILE"],
        en: "qili: FILE: line 2: byes: a bye (requested bye) is for a Swiss event (积分编排); a round-robin event has none\n",
        hans: "qili：FILE：第 2 行：byes：记录的轮空（棋手申请的轮空）只用于积分编排制比赛；循环制比赛没有\n",
        hant: "qili：FILE：第 2 行：byes：記錄的輪空（棋手申請的輪空）只用於積分編排制比賽；循環制比賽沒有\n",
    },
    Bad {
        name: "pairing.json",
        bytes: b"{\"system\": \"swiss\", \"players\": [\"A\", \"B\", \"C\", \"D\"], \"rounds\": 3,\n \"pairings\": [\n  {\"round\": 1, \"boards\": [[\"A\", \"B\"], [\"C\", \"A\"]]}],\n \"games\": []}\n",
        args: &["enter", "--player", "E", "--points", "zero", "--results", "FILE"],
        en: "qili: FILE: line 3: pairings[0] (round 1): 'A' is listed twice (board 2)\n",
        hans: "qili：FILE：第 3 行：pairings[0]（第 1 轮）：“A”列出了两次（第 2 台）\n",
        hant: "qili：FILE：第 3 行：pairings[0]（第 1 輪）：「A」列出了兩次（第 2 臺）\n",
    },
    Bad {
        name: "redraw.json",
        bytes: b"{\"system\": \"swiss\", \"players\": [\"A\", \"B\", \"C\", \"D\"], \"rounds\": 3,\n \"redraw\": [\"A\", \"B\"],\n \"games\": []}\n",
        args: &["standings", "--results", "FILE"],
        en: "qili: FILE: line 2: redraw: CN 第20.2条 draws again only a round robin (or a group of one) that players left before the start with an even number remaining (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签); this event is not a round robin\n",
        hans: "qili：FILE：第 2 行：redraw：CN 第20.2条只在循环制（或分组循环的一组）有人在比赛开始前退出、剩余为双数时重新抽签（“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”）；本赛事不是循环制\n",
        hant: "qili：FILE：第 2 行：redraw：CN 第20.2条只在循環制（或分組循環的一組）有人在比賽開始前退出、剩餘為雙數時重新抽籤（“在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”）；本賽事不是循環制\n",
    },
    Bad {
        name: "team.json",
        bytes: b"{\"system\": \"round-robin\", \"players\": [\"X\", \"Y\"], \"boards\": 2,\n \"teams\": {\"X\": [\"x1\", \"x2\"], \"Y\": [\"y1\"]},\n \"games\": []}\n",
        args: &["sheet", "--results", "FILE"],
        en: "qili: FILE: line 2: teams: 'Y' has 1 players for 2 boards\n",
        hans: "qili：FILE：第 2 行：teams：“Y”只有 1 名队员，而比赛有 2 台\n",
        hant: "qili：FILE：第 2 行：teams：「Y」只有 1 名隊員，而比賽有 2 臺\n",
    },
];

#[test]
fn a_results_file_that_cannot_be_read_is_refused_in_each_language() {
    let dir = scratch("chinese-results-refused");
    for bad in BAD {
        let file = dir.join(bad.name);
        std::fs::write(&file, bad.bytes).expect("written");
        // English word for word as the tournament crate has always worded it.
        assert_eq!(refused("en", bad.args, &file), bad.en, "{}", bad.name);
        assert_eq!(
            refused("zh-Hans", bad.args, &file),
            bad.hans,
            "{}",
            bad.name
        );
        assert_eq!(
            refused("zh-Hant", bad.args, &file),
            bad.hant,
            "{}",
            bad.name
        );
    }
}

/// `tournament run` reads the results file before any engine starts, and refuses a bad one in
/// the language asked for.
#[test]
fn tournament_run_refuses_a_bad_results_file_before_any_engine_starts() {
    let dir = scratch("chinese-results-run");
    let engines = dir.join("engines.yaml");
    std::fs::write(
        &engines,
        "engines:\n  - {name: A, spec: \"cmd=/nonexistent/a proto=ucci\"}\n  - {name: B, spec: \"cmd=/nonexistent/b proto=ucci\"}\n",
    )
    .expect("written");
    let results = dir.join("event.json");
    std::fs::write(
        &results,
        "{\"system\": \"round-robin\", \"players\": [\"A\", \"B\"],\n \"games_per_match\": 3,\n \"games\": []}\n",
    )
    .expect("written");
    let engines = engines.to_str().expect("UTF-8");
    let args = [
        "run",
        "--engines",
        engines,
        "--system",
        "round-robin",
        "--rules",
        "cn",
        "--depth",
        "1",
        "--results",
        "FILE",
    ];
    assert_eq!(
        refused("en", &args, &results),
        "qili: FILE: line 2: games_per_match must be 1 or 2, not 3\n"
    );
    assert_eq!(
        refused("zh-Hans", &args, &results),
        "qili：FILE：第 2 行：games_per_match 须为 1 或 2，而非 3\n"
    );
    assert_eq!(
        refused("zh-Hant", &args, &results),
        "qili：FILE：第 2 行：games_per_match 須為 1 或 2，而非 3\n"
    );
}

/// The results file that cannot be written (its directory is missing): `tournament new` and
/// `tournament run` say so as any file qili cannot write (无法写入 PATH：…), and in English as
/// they always have (`PATH: cannot write: …`, the system's words).
#[test]
fn a_results_file_that_cannot_be_written_is_said_in_each_language() {
    let dir = scratch("chinese-results-unwritten");
    let players = dir.join("players.csv");
    std::fs::write(&players, "A\nB\nC\nD\n").expect("written");
    let missing = dir.join("no-such-directory").join("event.json");
    let new = |lang: &str| {
        refused(
            lang,
            &[
                "new",
                "--players",
                players.to_str().expect("UTF-8"),
                "--system",
                "swiss",
                "--rounds",
                "3",
                "--rules",
                "cn",
                "--results",
                "FILE",
            ],
            &missing,
        )
    };
    assert_eq!(
        new("en"),
        "qili: FILE: cannot write: No such file or directory (os error 2)\n"
    );
    assert_eq!(new("zh-Hans"), "qili：无法写入 FILE：没有这个文件或目录\n");
    assert_eq!(new("zh-Hant"), "qili：無法寫入 FILE：沒有這個檔案或目錄\n");

    const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");
    let script = dir.join("first.script");
    std::fs::write(&script, "serve first\n").expect("written");
    let engines = dir.join("engines.yaml");
    let spec = |name: &str| {
        format!(
            "  - {{name: {name}, spec: \"cmd={MOCK} arg={} proto=ucci\"}}\n",
            script.display()
        )
    };
    std::fs::write(&engines, format!("engines:\n{}{}", spec("A"), spec("B"))).expect("written");
    let engines = engines.to_str().expect("UTF-8");
    let run = |lang: &str| {
        let args = [
            "run",
            "--engines",
            engines,
            "--system",
            "round-robin",
            "--rules",
            "cn",
            "--depth",
            "1",
            "--results",
            "FILE",
        ];
        refused(lang, &args, &missing)
    };
    assert_eq!(
        run("en"),
        "qili: FILE: cannot write: No such file or directory (os error 2)\n"
    );
    assert_eq!(run("zh-Hans"), "qili：无法写入 FILE：没有这个文件或目录\n");
}

/// What a lot decides is recorded as data beside its English words: `pair`, the sheet and its
/// page word it in Chinese from the data, English stays the words; a file recorded before the
/// data (the words alone) prints its words as they are.
#[test]
fn a_lots_words_are_data_and_an_old_file_keeps_its_text() {
    let dir = scratch("chinese-results-lots");
    let players = dir.join("five.csv");
    std::fs::write(&players, "A\nB\nC\nD\nE\n").expect("written");
    let results = dir.join("swiss.json");
    let file = results.to_str().expect("UTF-8");
    let run = |args: &[&str]| {
        let out = qili(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    run(&[
        "tournament",
        "new",
        "--players",
        players.to_str().expect("UTF-8"),
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--rules",
        "cn",
        "--order",
        "as-listed",
        "--results",
        file,
    ]);
    run(&["tournament", "pair", "--record", "--results", file]);
    let text = std::fs::read_to_string(&results).expect("read");
    assert!(
        text.contains(
            "{\"what\":\"附录二 三(一): the opponent of A\",\"decides\":{\"kind\":\"opponent\",\"player\":\"A\"},"
        ),
        "{text}"
    );
    let lots = |lang: &str, what: &str| -> Vec<String> {
        run(&["--lang", lang, "tournament", what, "--results", file])
            .lines()
            .filter(|l| l.starts_with("lot") || l.starts_with("抽"))
            .map(String::from)
            .collect()
    };
    let english = [
        "lot: 附录二 三(一): the opponent of A: C drawn from C, D",
        "lot: 附录二 三(一): red: C drawn from A, C",
        "lot: 附录二 三(一): the opponent of B: D drawn from D",
        "lot: 附录二 三(一): red: B drawn from B, D",
    ];
    assert_eq!(lots("en", "sheet"), english);
    let hans = [
        "抽签：附录二 三(一)：A 的对手：从 C、D 中抽出 C",
        "抽签：附录二 三(一)：执红先走者：从 A、C 中抽出 C",
        "抽签：附录二 三(一)：B 的对手：从 D 中抽出 D",
        "抽签：附录二 三(一)：执红先走者：从 B、D 中抽出 B",
    ];
    assert_eq!(lots("zh-Hans", "sheet"), hans);
    assert_eq!(
        lots("zh-Hant", "sheet")[..2],
        [
            "抽籤：附录二 三(一)：A 的對手：從 C、D 中抽出 C",
            "抽籤：附录二 三(一)：執紅先走者：從 A、C 中抽出 C",
        ]
    );
    let page = run(&[
        "--lang",
        "zh-Hans",
        "tournament",
        "sheet",
        "--html",
        "--results",
        file,
    ]);
    assert!(page.contains("附录二 三(一)：A 的对手"), "{page}");
    // The file as an earlier qili wrote it: the words alone, printed as they are.
    let old = text
        .replace(",\"decides\":{\"kind\":\"opponent\",\"player\":\"A\"}", "")
        .replace(",\"decides\":{\"kind\":\"opponent\",\"player\":\"B\"}", "")
        .replace(
            ",\"decides\":{\"kind\":\"red\",\"clause\":\"三(一)\",\"last_round\":false}",
            "",
        );
    assert!(!old.contains("decides"), "{old}");
    std::fs::write(&results, old).expect("written");
    assert_eq!(lots("en", "sheet"), english);
    assert_eq!(
        lots("zh-Hans", "sheet"),
        [
            "抽签：附录二 三(一): the opponent of A：从 C、D 中抽出 C",
            "抽签：附录二 三(一): red：从 A、C 中抽出 C",
            "抽签：附录二 三(一): the opponent of B：从 D 中抽出 D",
            "抽签：附录二 三(一): red：从 B、D 中抽出 B",
        ]
    );
}
