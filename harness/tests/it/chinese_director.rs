//! The tournament director's last English, in Chinese (issue #32): a results file's fault met
//! inside a desk step, why `pair` lists no play-off once the event is over, `pair`'s unknown
//! book, `table --boards`'s bounds, a knockout match nothing can decide, and serde_json's words
//! on a results file or a hand pairing that is not the JSON expected. Each in 简体 and 繁體,
//! and in English word for word as before (the stuck match aside: it said "being played").

use crate::support::{path, refuses, scratch, tournament};
use std::path::Path;

/// A step that must succeed.
fn step(dir: &Path, args: &[&str]) {
    let (_, err, code) = tournament(dir, "en", args);
    assert_eq!(code, 0, "{args:?}: {err}");
}

/// A four-player Swiss event of 3 rounds, round 1 recorded and played, A's bye asked for in
/// round 2.
fn swiss_after_round_one(dir: &Path) {
    std::fs::write(dir.join("four.csv"), "A\nB\nC\nD\n").unwrap();
    let new = [
        "new",
        "--players",
        "four.csv",
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--rules",
        "cn",
        "--order",
        "as-listed",
        "--results",
        "s.json",
    ];
    step(dir, &new);
    step(dir, &["pair", "--record", "--results", "s.json"]);
    step(
        dir,
        &["result", "--results", "s.json", "--board", "1", "1-0"],
    );
    step(
        dir,
        &["result", "--results", "s.json", "--board", "2", "0-1"],
    );
    let bye = [
        "bye",
        "--results",
        "s.json",
        "--player",
        "A",
        "--round",
        "2",
        "--points",
        "half",
    ];
    step(dir, &bye);
}

/// What a desk step would make of the results file is no valid event: the file's fault, worded
/// as any results file's (it was English in Chinese before).
#[test]
fn a_desk_step_words_the_results_files_fault() {
    let dir = scratch("chinese-director-desk-step");
    swiss_after_round_one(&dir);
    refuses(
        &dir,
        &[
            "enter",
            "--results",
            "s.json",
            "--player",
            "A",
            "--points",
            "half",
        ],
        [
            "qili: s.json: players: 'A' is listed twice",
            "qili：s.json：players：“A”列出了两次",
            "qili：s.json：players：「A」列出了兩次",
        ],
    );
    refuses(
        &dir,
        &[
            "bye",
            "--results",
            "s.json",
            "--player",
            "A",
            "--round",
            "2",
            "--points",
            "zero",
        ],
        [
            "qili: s.json: byes[1]: 'A' already has a bye in round 2",
            "qili：s.json：byes[1]：“A”在第 2 轮已有轮空",
            "qili：s.json：byes[1]：「A」在第 2 輪已有輪空",
        ],
    );
}

/// `pair` once the event is over looks for play-offs (CN 第15.6条); under a book that cannot rank
/// the event (AXF scores no team event) it says why, as `standings` does.
#[test]
fn pair_after_the_event_says_why_it_cannot_rank_it() {
    let dir = scratch("chinese-director-pair-over");
    std::fs::write(
        dir.join("teams.json"),
        r#"{"system": "round-robin", "players": ["T1", "T2"],
 "teams": {"T1": ["a1", "a2"], "T2": ["b1", "b2"]},
 "games": [{"round": 1, "red": "T1", "black": "T2", "boards": ["1-0", "0-1"]}]}"#,
    )
    .unwrap();
    refuses(
        &dir,
        &["pair", "--results", "teams.json", "--rules", "axf"],
        [
            "qili: teams.json: AXF scores no team event (its 成绩计算 counts games and two-game matches of two players); rank it with --rules cn (第14.2条, 第15.3–15.5条)",
            "qili：teams.json：AXF 不计团体赛成绩（其“成绩计算”只计对局及两名棋手之间的两局制比赛）；请用 --rules cn 排列名次（第14.2条；第15.3条至第15.5条）",
            "qili：teams.json：AXF 不計團體賽成績（其“成绩计算”只計對局及兩名棋手之間的兩局制比賽）；請用 --rules cn 排列名次（第14.2条；第15.3条至第15.5条）",
        ],
    );
}

/// `pair --rules` naming no book whose first Swiss round qili pairs (`FirstRound::of_book`'s
/// error, now data).
#[test]
fn pair_names_an_unknown_book_in_chinese() {
    let dir = scratch("chinese-director-no-book");
    swiss_after_round_one(&dir);
    refuses(
        &dir,
        &["pair", "--results", "s.json", "--rules", "xyz"],
        [
            "qili: --rules: 'xyz' is no book (cn, axf)",
            "qili：--rules：没有“xyz”这部规则书（应为 axf 或 cn）",
            "qili：--rules：沒有「xyz」這部規則書（應為 axf 或 cn）",
        ],
    );
}

/// `table --boards`'s bounds: a team plays on one board or more (CN 第13.2条's 台), at most 1000.
#[test]
fn table_boards_bounds_speak_chinese() {
    let dir = scratch("chinese-director-boards");
    refuses(
        &dir,
        &["table", "--players", "4", "--boards", "0"],
        [
            "qili: --boards 0: a team plays on one board or more",
            "qili：--boards 0：每队至少要有 1 台",
            "qili：--boards 0：每隊至少要有 1 臺",
        ],
    );
    refuses(
        &dir,
        &["table", "--players", "4", "--boards", "1001"],
        [
            "qili: --boards 1001: at most 1000",
            "qili：--boards 1001：至多 1000 台",
            "qili：--boards 1001：至多 1000 臺",
        ],
    );
    let (out, err, code) = tournament(
        &dir,
        "zh-Hans",
        &["table", "--players", "4", "--boards", "1000"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("第 1000 台"), "{out}");
}

/// A knockout match level after its games, with no play-off stage left in the file: its bracket
/// line says it cannot be decided and points to the note (it said "being played" / 进行中,
/// though nothing could decide it), in every language.
#[test]
fn a_stuck_knockout_match_is_undecided_in_its_bracket() {
    let dir = scratch("chinese-director-stuck");
    std::fs::write(
        dir.join("k.json"),
        r#"{"system": "knockout", "players": ["A", "B"],
 "games": [{"round": 1, "red": "A", "black": "B", "result": "1/2-1/2"}]}"#,
    )
    .unwrap();
    let want = [
        (
            "en",
            "round 1\n  winners 1: A v B: A–B 1/2-1/2 (undecided: see the note)",
            "note: A — B (round 1) is level after its games",
        ),
        (
            "zh-Hans",
            "第 1 轮\n  胜者组第 1 场：A 对 B：A–B 1/2-1/2（无法决出，见注）",
            "注：A 对 B（第 1 轮）赛完对局后仍然打平",
        ),
        (
            "zh-Hant",
            "第 1 輪\n  勝者組第 1 場：A 對 B：A–B 1/2-1/2（無法決出，見注）",
            "注：A 對 B（第 1 輪）賽完對局後仍然打平",
        ),
    ];
    for (lang, bracket, note) in want {
        let (out, err, code) = tournament(
            &dir,
            lang,
            &["standings", "--results", "k.json", "--rules", "cn"],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        assert_eq!(out.split("\n\n").next(), Some(bracket), "{lang}:\n{out}");
        assert!(
            out.lines().any(|l| l.starts_with(note)),
            "{lang}: no note to point to:\n{out}"
        );
    }
    // The JSON keeps its keys: the match is not decided (`decided_by` null).
    let (out, _, code) = tournament(
        &dir,
        "en",
        &[
            "standings",
            "--results",
            "k.json",
            "--rules",
            "cn",
            "--json",
        ],
    );
    assert_eq!(code, 0);
    assert!(!out.contains("undecided"), "{out}");
}

/// serde_json's words on a results file and a hand pairing that are not the JSON expected,
/// worded in Chinese from their fixed forms, the file's keys and values as they are; English is
/// serde_json's text as before.
#[test]
fn serde_jsons_words_on_a_file_speak_chinese() {
    let dir = scratch("chinese-director-json");
    let files = [
        (
            "t.json",
            r#"{"system": "swiss", "players": "AB"}"#,
            [
                r#"qili: t.json: invalid type: string "AB", expected a sequence at line 1 column 35"#,
                r#"qili：t.json：第 1 行第 35 字：成绩文件的 JSON 有误：类型不符：此处是字符串 "AB"，应为数组"#,
                r#"qili：t.json：第 1 行第 35 字：成績檔案的 JSON 有誤：型別不符：此處是字串 "AB"，應為陣列"#,
            ],
        ),
        (
            "m.json",
            r#"{"players": ["A", "B"]}"#,
            [
                "qili: m.json: missing field `system` at line 1 column 23",
                "qili：m.json：第 1 行第 23 字：成绩文件的 JSON 有误：缺少键 `system`",
                "qili：m.json：第 1 行第 23 字：成績檔案的 JSON 有誤：缺少鍵 `system`",
            ],
        ),
        (
            "v.json",
            r#"{"system": "league", "players": ["A", "B"]}"#,
            [
                "qili: v.json: unknown variant `league`, expected one of `round-robin`, `swiss`, `knockout` at line 1 column 19",
                "qili：v.json：第 1 行第 19 字：成绩文件的 JSON 有误：“league”不是可用的值：应为 `round-robin`、`swiss`、`knockout` 之一",
                "qili：v.json：第 1 行第 19 字：成績檔案的 JSON 有誤：「league」不是可用的值：應為 `round-robin`、`swiss`、`knockout` 之一",
            ],
        ),
        (
            "r.json",
            r#"{"system": "swiss", "players": ["A", "B"], "rounds": -1}"#,
            [
                "qili: r.json: invalid value: integer `-1`, expected u32 at line 1 column 55",
                "qili：r.json：第 1 行第 55 字：成绩文件的 JSON 有误：值不符：此处是整数 `-1`，应为非负整数（`u32`）",
                "qili：r.json：第 1 行第 55 字：成績檔案的 JSON 有誤：值不符：此處是整數 `-1`，應為非負整數（`u32`）",
            ],
        ),
        (
            "e.json",
            "",
            [
                "qili: e.json: EOF while parsing a value at line 1 column 0",
                "qili：e.json：第 1 行第 0 字：成绩文件的 JSON 有误：此处应有一个值，文本却已结束",
                "qili：e.json：第 1 行第 0 字：成績檔案的 JSON 有誤：此處應有一個值，文字卻已結束",
            ],
        ),
    ];
    for (name, text, want) in files {
        std::fs::write(dir.join(name), text).unwrap();
        refuses(
            &dir,
            &["standings", "--results", name, "--rules", "cn"],
            want,
        );
    }
    // A hand pairing whose JSON is cut.
    swiss_after_round_one(&dir);
    std::fs::write(dir.join("h.json"), r#"{"round": 2, "pairs": [["B", "C"]]"#).unwrap();
    let hand = dir.join("h.json");
    refuses(
        &dir,
        &["pair", "--results", "s.json", "--manual", path(&hand)],
        [
            &format!(
                "qili: {}: EOF while parsing an object at line 1 column 34",
                path(&hand)
            ),
            &format!(
                "qili：{}：第 1 行第 34 字：人工编排的 JSON 有误：对象尚未结束（缺少 }}），文本已到末尾",
                path(&hand)
            ),
            &format!(
                "qili：{}：第 1 行第 34 字：人工編排的 JSON 有誤：物件尚未結束（缺少 }}），文字已到末尾",
                path(&hand)
            ),
        ],
    );
}

/// The arbiter's own slips at the desk: a results or entries file that is not there, a
/// directory given as one, `new` on a file that exists, a result that is no result, a result
/// before any round is recorded.
#[test]
fn the_arbiters_slips_speak_chinese() {
    let dir = scratch("chinese-director-slips");
    std::fs::create_dir(dir.join("folder.json")).unwrap();
    refuses(
        &dir,
        &["standings", "--results", "nope.json", "--rules", "cn"],
        [
            "qili: nope.json: cannot read: No such file or directory (os error 2)",
            "qili：nope.json：没有这个文件或目录",
            "qili：nope.json：沒有這個檔案或目錄",
        ],
    );
    refuses(
        &dir,
        &["pair", "--results", "folder.json"],
        [
            "qili: folder.json: not a regular file",
            "qili：folder.json：不是普通文件，无法读取",
            "qili：folder.json：不是一般檔案，無法讀取",
        ],
    );
    let new = |entries: &'static str| {
        [
            "new",
            "--players",
            entries,
            "--system",
            "round-robin",
            "--rules",
            "cn",
            "--results",
            "rr.json",
        ]
    };
    refuses(
        &dir,
        &new("nope.csv"),
        [
            "qili: nope.csv: cannot read: No such file or directory (os error 2)",
            "qili：nope.csv：没有这个文件或目录",
            "qili：nope.csv：沒有這個檔案或目錄",
        ],
    );
    std::fs::write(dir.join("four.csv"), "A\nB\nC\nD\n").unwrap();
    step(&dir, &new("four.csv"));
    refuses(
        &dir,
        &new("four.csv"),
        [
            "qili: rr.json: exists; `new` creates an event and never overwrites one (choose another --results)",
            "qili：rr.json：文件已存在；`new` 只新建赛事，从不覆盖已有的文件（请另选 --results）",
            "qili：rr.json：檔案已存在；`new` 只新建賽事，從不覆寫已有的檔案（請另選 --results）",
        ],
    );
    refuses(
        &dir,
        &["result", "--results", "rr.json", "--board", "1", "1-0"],
        [
            "qili: rr.json: no round is recorded yet: `qili tournament pair --record` first",
            "qili：rr.json：尚未登记任何一轮：请先用 `qili tournament pair --record` 编排并登记",
            "qili：rr.json：尚未登記任何一輪：請先用 `qili tournament pair --record` 編排並登記",
        ],
    );
    refuses(
        &dir,
        &["result", "--results", "rr.json", "--board", "1", "2-0"],
        [
            "qili: '2-0' is not a result: 1-0, 0-1, 1/2-1/2, forfeit-red, forfeit-black, double-forfeit or unfinished",
            "qili：“2-0”不是对局结果：应为 1-0、0-1、1/2-1/2、forfeit-red、forfeit-black、double-forfeit 或 unfinished",
            "qili：「2-0」不是對局結果：應為 1-0、0-1、1/2-1/2、forfeit-red、forfeit-black、double-forfeit 或 unfinished",
        ],
    );
}

/// `tournament run` of teams.yaml, a CN round robin at depth 1, on the results file `results`.
fn team_run(results: &str) -> [&str; 11] {
    [
        "run",
        "--engines",
        "teams.yaml",
        "--system",
        "round-robin",
        "--rules",
        "cn",
        "--depth",
        "1",
        "--results",
        results,
    ]
}

/// `tournament run`'s line after a team match's last board, with the match's 局分 (第14.2条):
/// it was English in every language.
#[test]
fn a_team_matchs_tally_in_run_speaks_chinese() {
    const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");
    let dir = scratch("chinese-director-team-tally");
    std::fs::write(dir.join("engine.script"), "serve first\n").unwrap();
    let p = |n: &str| format!("{{name: {n}, spec: \"cmd={MOCK} arg=engine.script proto=uci\"}}");
    std::fs::write(
        dir.join("teams.yaml"),
        format!(
            "teams:\n  - {{name: Reds, players: [{}, {}]}}\n  - {{name: Blues, players: [{}, {}]}}\n",
            p("r1"),
            p("r2"),
            p("b1"),
            p("b2")
        ),
    )
    .unwrap();
    for (lang, start, end) in [
        ("en", "  round 1: Reds ", " Blues (局分)"),
        ("zh-Hans", "  第 1 轮：Reds ", " Blues（局分）"),
        ("zh-Hant", "  第 1 輪：Reds ", " Blues（局分）"),
    ] {
        let results = format!("{lang}.json");
        let (_, err, code) = tournament(&dir, lang, &team_run(&results));
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(
            err.lines()
                .any(|l| l.starts_with(start) && l.ends_with(end)),
            "{lang}:\n{err}"
        );
    }
}

/// `tournament run` on a results file it cannot take up: one that cannot be read or is no
/// results file, and a match cut short (`in_progress`) that is not the one to go on with. Each
/// was the English of the file's reader, or of the resume, in every language.
#[test]
fn a_results_file_run_cannot_take_up_speaks_chinese() {
    const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");
    let dir = scratch("chinese-director-run-results");
    let write = |name: &str, text: &[u8]| std::fs::write(dir.join(name), text).unwrap();
    write("engine.script", b"serve first\n");
    let p = |n: &str| format!("{{name: {n}, spec: \"cmd={MOCK} arg=engine.script proto=uci\"}}");
    write(
        "teams.yaml",
        format!(
            "teams:\n  - {{name: Reds, players: [{}, {}, {}]}}\n  - {{name: Blues, players: [{}, {}, {}]}}\nboards: 2\n",
            p("r1"),
            p("r2"),
            p("r3"),
            p("b1"),
            p("b2"),
            p("b3")
        )
        .as_bytes(),
    );
    // The event `run` makes of teams.yaml, before its one match, with `in_progress`.
    let cut = |in_progress: &str| {
        format!(
            "{{\"system\": \"round-robin\", \"players\": [\"Reds\", \"Blues\"], \"rounds\": 1, \"seed\": 0,\n\
             \"teams\": {{\"Blues\": [\"b1\", \"b2\", \"b3\"], \"Reds\": [\"r1\", \"r2\", \"r3\"]}},\n\
             \"team_event\": \"substitutes\", \"boards\": 2,\n\
             \"play\": {{\"rules\": \"cn\", \"control\": \"depth 1\", \"enforce\": \"ban\", \"timeout_s\": 60.0, \"time_margin_ms\": 100}},\n\
             \"games\": [],\n\"in_progress\": {in_progress}}}"
        )
    };
    write(
        "lineup.json",
        cut("{\"round\": 1, \"red\": \"Reds\", \"black\": \"Blues\", \"boards\": [\"1-0\"], \"lineup\": {\"Blues\": [\"b1\", \"b3\"], \"Reds\": [\"r1\", \"r2\"]}}").as_bytes(),
    );
    write(
        "match.json",
        cut("{\"round\": 1, \"red\": \"Blues\", \"black\": \"Reds\", \"boards\": [\"1-0\"], \"lineup\": {\"Blues\": [\"b1\", \"b2\"], \"Reds\": [\"r1\", \"r2\"]}}").as_bytes(),
    );
    write("broken.json", b"{\"players\": [\"Reds\"");
    write("bytes.json", b"\xff\xfe\x00");
    std::fs::create_dir_all(dir.join("folder.json")).unwrap();
    let run = |results: &str, expected: [&str; 3]| refuses(&dir, &team_run(results), expected);
    run(
        "lineup.json",
        [
            "qili: lineup.json: in_progress: the match cut short fielded Blues: b1 b3; Reds: r1 r2, but the engines file now gives Blues: b1 b2; Reds: r1 r2 (a line-up cannot change in the middle of a match)",
            "qili：lineup.json：in_progress：中断的比赛的出场名单为 Blues：b1、b3；Reds：r1、r2，而引擎文件现在给出的是 Blues：b1、b2；Reds：r1、r2（一场比赛中途不得更换出场名单）",
            "qili：lineup.json：in_progress：中斷的比賽的出場名單為 Blues：b1、b3；Reds：r1、r2，而引擎檔案現在給出的是 Blues：b1、b2；Reds：r1、r2（一場比賽中途不得更換出場名單）",
        ],
    );
    run(
        "match.json",
        [
            "qili: match.json: in_progress: the match cut short is round 1's Blues v Reds, but the next to play is round 1's Reds v Blues (a file of another event, or edited)",
            "qili：match.json：in_progress：中断的比赛是第 1 轮“Blues”对“Reds”，而接下来要下的是第 1 轮“Reds”对“Blues”（此文件属于另一赛事，或已被改动）",
            "qili：match.json：in_progress：中斷的比賽是第 1 輪「Blues」對「Reds」，而接下來要下的是第 1 輪「Reds」對「Blues」（此檔案屬於另一賽事，或已被改動）",
        ],
    );
    run(
        "broken.json",
        [
            "qili: broken.json: EOF while parsing a list at line 1 column 19",
            "qili：broken.json：第 1 行第 19 字：成绩文件的 JSON 有误：数组尚未结束（缺少 ]），文本已到末尾",
            "qili：broken.json：第 1 行第 19 字：成績檔案的 JSON 有誤：陣列尚未結束（缺少 ]），文字已到末尾",
        ],
    );
    run(
        "bytes.json",
        [
            "qili: bytes.json: neither UTF-8 nor GBK/GB18030 text (byte 0 is not UTF-8)",
            "qili：bytes.json：既不是 UTF-8 也不是 GBK/GB18030 文本（前 0 个字节之后出现非 UTF-8 的字节）",
            "qili：bytes.json：既不是 UTF-8 也不是 GBK/GB18030 文字（前 0 個位元組之後出現非 UTF-8 的位元組）",
        ],
    );
    run(
        "folder.json",
        [
            "qili: folder.json: not a regular file",
            "qili：folder.json：不是普通文件，无法读取",
            "qili：folder.json：不是一般檔案，無法讀取",
        ],
    );
}

/// A scratch folder with four.yaml: engines A to D, each the mock engine playing its first
/// legal move (every game drawn by repetition).
fn four_engines(name: &str) -> std::path::PathBuf {
    const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");
    let dir = scratch(name);
    std::fs::write(dir.join("engine.script"), "serve first\n").unwrap();
    let mut engines = String::from("engines:\n");
    for n in ["A", "B", "C", "D"] {
        engines.push_str(&format!(
            "  - {{name: {n}, spec: \"cmd={MOCK} arg=engine.script proto=uci\"}}\n"
        ));
    }
    std::fs::write(dir.join("four.yaml"), engines).unwrap();
    dir
}

/// A group stage played to its end with every game drawn: the standings name the group
/// article in the catalogue's words (`groups:` was English), and the play-off's sheet says what
/// each game decides (its note was English), in text and on the page.
#[test]
fn a_group_stages_basis_and_its_playoff_notes_speak_chinese() {
    let dir = four_engines("chinese-director-groups");
    step(
        &dir,
        &[
            "run",
            "--engines",
            "four.yaml",
            "--system",
            "round-robin",
            "--groups",
            "2",
            "--rules",
            "cn",
            "--depth",
            "1",
            "--results",
            "g.json",
        ],
    );
    for (lang, basis, note) in [
        (
            "en",
            "ranked by CN 第15.1条; 第18.4条; groups: CN 第11.3条",
            "note: game 1: the play-off for group A's place 1 of A, D (CN 第15.6条 冠军或不宜并列的名次，应安排加赛)",
        ),
        (
            "zh-Hans",
            "排名依据：CN 第15.1条；第18.4条；分组循环：CN 第11.3条",
            "注：第 1 局：A 组第 1 名（A、D 并列）的加赛（CN 第15.6条“冠军或不宜并列的名次，应安排加赛”）",
        ),
        (
            "zh-Hant",
            "排名依據：CN 第15.1条；第18.4条；分組循環：CN 第11.3条",
            "註：第 1 局：A 組第 1 名（A、D 並列）的加賽（CN 第15.6条“冠军或不宜并列的名次，应安排加赛”）",
        ),
    ] {
        let (out, err, code) = tournament(
            &dir,
            lang,
            &["standings", "--rules", "cn", "--results", "g.json"],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(out.lines().any(|l| l == basis), "{lang}:\n{out}");
        let (out, err, code) = tournament(
            &dir,
            lang,
            &["sheet", "--rules", "cn", "--results", "g.json"],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(out.lines().any(|l| l == note), "{lang}:\n{out}");
        let (page, err, code) = tournament(
            &dir,
            lang,
            &["sheet", "--rules", "cn", "--results", "g.json", "--html"],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        let text = note.split_once(['：', ':']).map_or(note, |(_, t)| t.trim());
        let text = text.replace('\'', "&#39;");
        assert!(
            page.contains(&format!("<li>{text}</li>")),
            "{lang}:\n{page}"
        );
    }
    // The JSON gives the note as the English string it always gave, in every language.
    let (json, err, code) = tournament(
        &dir,
        "zh-Hans",
        &["sheet", "--rules", "cn", "--results", "g.json", "--json"],
    );
    assert_eq!(code, 0, "{err}");
    let sheet: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        sheet["notes"][0],
        "game 1: the play-off for group A's place 1 of A, D (CN 第15.6条 冠军或不宜并列的名次，应安排加赛)"
    );
}

/// A knockout's standings page names the column of the round each player went out in: it was
/// the raw key `out_in_round` in Chinese, and English alone on the English page.
#[test]
fn a_knockouts_standings_page_names_its_out_in_round_column() {
    let dir = four_engines("chinese-director-knockout-page");
    step(
        &dir,
        &[
            "run",
            "--engines",
            "four.yaml",
            "--system",
            "knockout",
            "--playoff",
            "lots",
            "--rules",
            "cn",
            "--depth",
            "1",
            "--results",
            "k.json",
        ],
    );
    for (lang, header) in [
        ("en", "<th>出局轮次<br>out in round</th>"),
        ("zh-Hans", "<th>出局轮次</th>"),
        ("zh-Hant", "<th>出局輪次</th>"),
    ] {
        let (page, err, code) = tournament(
            &dir,
            lang,
            &[
                "standings",
                "--rules",
                "cn",
                "--results",
                "k.json",
                "--html",
            ],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(page.contains(header), "{lang}:\n{page}");
        assert!(!page.contains("out_in_round"), "{lang}:\n{page}");
    }
}
