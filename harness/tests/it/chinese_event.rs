//! The tournament subcommands' other errors in Chinese (issue #32): the entries file, a team's
//! line-up and roster (CN 第12条), `advance` (a group stage to its final, 第11.3条), the
//! standings' refusals, a game off a knockout's bracket, a knockout stuck on a match nothing
//! can decide (第11.1条: 附加赛) and a play-off stage that is none. Each is checked in 简体 and
//! 繁體, and in English word for word as the tournament crate has always written it.

use crate::support::{refuses, scratch, tournament};

/// `tournament new` on an entries file it cannot read: the line and what is wrong there (报名,
/// 等级分), the file's own words for the fault.
#[test]
fn the_entries_file_is_refused_in_chinese() {
    let dir = scratch("chinese-event-entries");
    std::fs::write(dir.join("rating.csv"), "A,2400\nB,strong\n").unwrap();
    std::fs::write(dir.join("twice.csv"), "王天一\n郑惟桐\n王天一\n").unwrap();
    std::fs::write(dir.join("one.csv"), "姓名,等级分\n王天一\n").unwrap();
    std::fs::write(dir.join("wide.csv"), "A,1,x,y\nB\n").unwrap();
    std::fs::write(dir.join("bytes.csv"), b"A\n\xFF\xFF\n").unwrap();
    let new = |file: &'static str| {
        [
            "new",
            "--players",
            file,
            "--system",
            "swiss",
            "--rounds",
            "3",
            "--rules",
            "cn",
            "--results",
            "out.json",
        ]
    };
    refuses(
        &dir,
        &new("rating.csv"),
        [
            "qili: rating.csv: line 2: 'strong' is not a rating (a whole number up to 4000)",
            "qili：rating.csv：第 2 行：“strong”不是等级分（应为不超过 4000 的整数）",
            "qili：rating.csv：第 2 行：「strong」不是等級分（應為不超過 4000 的整數）",
        ],
    );
    refuses(
        &dir,
        &new("twice.csv"),
        [
            "qili: twice.csv: line 3: '王天一' is entered twice (the entry number 1 too)",
            "qili：twice.csv：第 3 行：“王天一”报名了两次（第 1 条报名也是此人）",
            "qili：twice.csv：第 3 行：「王天一」報名了兩次（第 1 條報名也是此人）",
        ],
    );
    refuses(
        &dir,
        &new("one.csv"),
        [
            "qili: one.csv: 1 entry: an event needs at least two players",
            "qili：one.csv：只有 1 条报名：比赛至少要有两名棋手",
            "qili：one.csv：只有 1 條報名：比賽至少要有兩名棋手",
        ],
    );
    refuses(
        &dir,
        &new("wide.csv"),
        [
            "qili: wide.csv: line 1: 4 columns; an entry is name[,rating[,unit]]",
            "qili：wide.csv：第 1 行：有 4 栏；每条报名应为 `姓名[,等级分[,单位]]`",
            "qili：wide.csv：第 1 行：有 4 欄；每條報名應為 `姓名[,等級分[,單位]]`",
        ],
    );
    refuses(
        &dir,
        &new("bytes.csv"),
        [
            "qili: bytes.csv: line 2: the text is neither UTF-8 nor GBK",
            "qili：bytes.csv：第 2 行：文字既不是 UTF-8 也不是 GBK 编码",
            "qili：bytes.csv：第 2 行：文字既不是 UTF-8 也不是 GBK 編碼",
        ],
    );
    assert!(!dir.join("out.json").exists(), "nothing is created");
}

/// A team event's line-up that breaks 第12.2条 (台次顺序不能前后颠倒) and a roster out of 第12.1条's
/// rating order, as `standings` (any subcommand that reads the file) refuses them.
#[test]
fn a_line_up_and_a_roster_are_refused_in_chinese() {
    let dir = scratch("chinese-event-teams");
    std::fs::write(
        dir.join("lineup.json"),
        r#"{"system": "round-robin", "players": ["T1", "T2"], "team_event": "substitutes",
 "teams": {"T1": ["a1", "a2", "a3"], "T2": ["b1", "b2", "b3"]},
 "games": [{"round": 1, "red": "T1", "black": "T2", "boards": ["1-0", "0-1"],
            "lineup": {"T1": ["a2", "a1"], "T2": ["b1", "b2"]}}]}"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("roster.json"),
        r#"{"system": "round-robin", "players": ["T1", "T2"], "team_event": "fixed-boards",
 "teams": {"T1": ["a1", "a2"], "T2": ["b1", "b2"]}, "ratings": {"a1": 2400, "a2": 2500},
 "games": []}"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("stranger.json"),
        r#"{"system": "round-robin", "players": ["T1", "T2"], "team_event": "fixed-boards",
 "teams": {"T1": ["a1", "a2"], "T2": ["b1", "b2"]},
 "games": [{"round": 1, "red": "T1", "black": "T2", "boards": ["1-0", "0-1"],
            "lineup": {"T1": ["a2", "a1"], "T2": ["b1", "b2"]}}]}"#,
    )
    .unwrap();
    let standings = |file| ["standings", "--results", file, "--rules", "cn"];
    refuses(
        &dir,
        &standings("lineup.json"),
        [
            "qili: lineup.json: line 3: games[0]: lineup of 'T1': 第12.2条: 台次顺序不能前后颠倒 — 'a2' (number 2 on the roster) sits above 'a1' (number 1)",
            "qili：lineup.json：第 3 行：games[0]：“T1”的出场队员：第12.2条“台次顺序不能前后颠倒”：“a2”（名单第 2 号）排在“a1”（名单第 1 号）之前",
            "qili：lineup.json：第 3 行：games[0]：「T1」的出場隊員：第12.2条“台次顺序不能前后颠倒”：「a2」（名單第 2 號）排在「a1」（名單第 1 號）之前",
        ],
    );
    refuses(
        &dir,
        &standings("roster.json"),
        [
            "qili: roster.json: line 2: teams.T1: team 'T1' lists a1 (2400) on board 1 above a2 (2500) on board 2: 第12.1条 “等级分高者，台次应列前。无等级分者排在有等级分棋手的后面”",
            "qili：roster.json：第 2 行：teams.T1：“T1”队的名单把 a1（2400）排在第 1 台，a2（2500）排在第 2 台：第12.1条“等级分高者，台次应列前。无等级分者排在有等级分棋手的后面”",
            "qili：roster.json：第 2 行：teams.T1：「T1」隊的名單把 a1（2400）排在第 1 臺，a2（2500）排在第 2 臺：第12.1条“等级分高者，台次应列前。无等级分者排在有等级分棋手的后面”",
        ],
    );
    refuses(
        &dir,
        &standings("stranger.json"),
        [
            "qili: stranger.json: line 3: games[0]: lineup of 'T1': 第12.1条 分台定人制: every match is played by the roster in its order (a1, a2)",
            "qili：stranger.json：第 3 行：games[0]：“T1”的出场队员：第12.1条 分台定人制“比赛按台次顺序分台定人进行”：出场名单须为报名的台次顺序（a1、a2）",
            "qili：stranger.json：第 3 行：games[0]：「T1」的出場隊員：第12.1条 分臺定人制“比赛按台次顺序分台定人进行”：出場名單須為報名的臺次順序（a1、a2）",
        ],
    );
}

/// `advance` refuses a group stage that cannot make its final yet: how many go on unsaid, a
/// group still playing, a place shared across the cut (CN 第15.6条), a file with no groups.
#[test]
fn advance_refuses_in_chinese() {
    let dir = scratch("chinese-event-advance");
    let stage = |advance: &str, games: &str| {
        format!(
            r#"{{"system": "round-robin", "players": ["A1", "B1", "B2", "A2"], "groups": 2{advance},
 "games": [{games}]}}"#
        )
    };
    let one = r#"{"round": 1, "red": "A1", "black": "A2", "result": "1-0"}"#;
    std::fs::write(dir.join("count.json"), stage("", one)).unwrap();
    std::fs::write(dir.join("open.json"), stage(r#", "advance": 1"#, one)).unwrap();
    let level = r#"{"round": 1, "red": "A1", "black": "A2", "result": "1/2-1/2"},
 {"round": 1, "red": "B1", "black": "B2", "result": "1-0"}"#;
    std::fs::write(dir.join("level.json"), stage(r#", "advance": 1"#, level)).unwrap();
    std::fs::write(
        dir.join("plain.json"),
        r#"{"system": "round-robin", "players": ["A", "B"], "games": []}"#,
    )
    .unwrap();
    let advance = |file| {
        [
            "advance",
            "--results",
            file,
            "--rules",
            "cn",
            "--system",
            "knockout",
        ]
    };
    refuses(
        &dir,
        &advance("count.json"),
        [
            "qili: count.json: the group stage says not how many go on (`advance` in the file, or --advance N)",
            "qili：count.json：分组赛未说明每组几人进入决赛（成绩文件中的 `advance`，或 --advance N）",
            "qili：count.json：分組賽未說明每組幾人進入決賽（成績檔案中的 `advance`，或 --advance N）",
        ],
    );
    refuses(
        &dir,
        &advance("open.json"),
        [
            "qili: open.json: group B has games still to play",
            "qili：open.json：B 组尚有对局未赛",
            "qili：open.json：B 組尚有對局未賽",
        ],
    );
    refuses(
        &dir,
        &advance("level.json"),
        [
            "qili: level.json: group A: A1, A2 share places 1–2 across the cut of 1: who goes on waits for their play-off (CN 第15.6条; `qili tournament pair` gives it)",
            "qili：level.json：A 组：A1、A2 在出线名额处并列第 1–2 名（每组前 1 名进入决赛）：进入决赛者待加赛后确定（CN 第15.6条；`qili tournament pair` 给出加赛的对阵）",
            "qili：level.json：A 組：A1、A2 在出線名額處並列第 1–2 名（每組前 1 名進入決賽）：進入決賽者待加賽後確定（CN 第15.6条；`qili tournament pair` 給出加賽的對陣）",
        ],
    );
    refuses(
        &dir,
        &advance("plain.json"),
        [
            "qili: plain.json: not a group stage (no `groups`)",
            "qili：plain.json：不是分组赛（成绩文件中没有 `groups`）",
            "qili：plain.json：不是分組賽（成績檔案中沒有 `groups`）",
        ],
    );
}

/// The standings refuse a team event under a book that scores none (AXF), and a knockout's
/// game that is no match of its bracket (`standings` and `pair` alike).
#[test]
fn the_standings_refuse_in_chinese() {
    let dir = scratch("chinese-event-standings");
    std::fs::write(
        dir.join("teams.json"),
        r#"{"system": "round-robin", "players": ["T1", "T2"],
 "teams": {"T1": ["a1", "a2"], "T2": ["b1", "b2"]},
 "games": [{"round": 1, "red": "T1", "black": "T2", "boards": ["1-0", "0-1"]}]}"#,
    )
    .unwrap();
    refuses(
        &dir,
        &["standings", "--results", "teams.json", "--rules", "axf"],
        [
            "qili: teams.json: AXF scores no team event (its 成绩计算 counts games and two-game matches of two players); rank it with --rules cn (第14.2条, 第15.3–15.5条)",
            "qili：teams.json：AXF 不计团体赛成绩（其“成绩计算”只计对局及两名棋手之间的两局制比赛）；请用 --rules cn 排列名次（第14.2条；第15.3条至第15.5条）",
            "qili：teams.json：AXF 不計團體賽成績（其“成绩计算”只計對局及兩名棋手之間的兩局制比賽）；請用 --rules cn 排列名次（第14.2条；第15.3条至第15.5条）",
        ],
    );
    std::fs::write(
        dir.join("k.json"),
        r#"{"system": "knockout", "players": ["甲", "乙", "丙", "丁"],
 "games": [{"round": 1, "red": "甲", "black": "乙", "result": "1-0"}]}"#,
    )
    .unwrap();
    let off = [
        "qili: k.json: line 2: games[0]: '甲' v '乙' in round 1 is no match of the bracket",
        "qili：k.json：第 2 行：games[0]：“甲”对“乙”（第 1 轮）不是淘汰赛对阵中的一场比赛",
        "qili：k.json：第 2 行：games[0]：「甲」對「乙」（第 1 輪）不是淘汰賽對陣中的一場比賽",
    ];
    refuses(
        &dir,
        &["standings", "--results", "k.json", "--rules", "cn"],
        off,
    );
    refuses(&dir, &["pair", "--results", "k.json"], off);
}

/// A knockout whose match is level after its games, with no `playoff` to decide it (CN
/// 第11.1条 leaves the 附加赛 to the organiser): the standings' note (text, Markdown, HTML) and
/// `pair`'s refusal say so in CN's terms (淘汰制, 加赛), quoting the book's words.
#[test]
fn a_stuck_knockout_speaks_chinese() {
    let dir = scratch("chinese-event-stuck");
    std::fs::write(
        dir.join("k.json"),
        r#"{"system": "knockout", "players": ["甲", "乙", "丙", "丁"], "games": [
 {"round": 1, "red": "甲", "black": "丁", "result": "1/2-1/2"},
 {"round": 1, "red": "乙", "black": "丙", "result": "1-0"}]}"#,
    )
    .unwrap();
    let why = [
        "甲 — 丁 (round 1) is level after its games and the file's `playoff` has nothing more (CN 第11.1条: 附加赛 as the organiser sets; add a stage such as \"games:2\" or \"lots\")",
        "甲 对 丁（第 1 轮）赛完对局后仍然打平，成绩文件的 `playoff` 已无加赛可决出胜负：CN 第11.1条 淘汰制“适当安排预选赛、附加赛”，加赛如何进行由主办方规定；请在 `playoff` 中加一个加赛阶段，如 `games:2` 或 `lots`",
        "甲 對 丁（第 1 輪）賽完對局後仍然打平，成績檔案的 `playoff` 已無加賽可決出勝負：CN 第11.1条 淘汰制“适当安排预选赛、附加赛”，加賽如何進行由主辦方規定；請在 `playoff` 中加一個加賽階段，如 `games:2` 或 `lots`",
    ];
    let note = ["note: ", "注：", "注："];
    for (i, lang) in ["en", "zh-Hans", "zh-Hant"].into_iter().enumerate() {
        let line = format!("{}{}", note[i], why[i]);
        for format in [None, Some("--markdown")] {
            let mut args = vec!["standings", "--results", "k.json", "--rules", "cn"];
            args.extend(format);
            let (out, err, code) = tournament(&dir, lang, &args);
            assert_eq!(code, 0, "{lang} {format:?}: {err}");
            assert!(
                out.lines().any(|l| l.trim_start_matches("- ") == line),
                "{lang} {format:?}: no line {line}\n{out}"
            );
        }
        let (page, _, code) = tournament(
            &dir,
            lang,
            &[
                "standings",
                "--results",
                "k.json",
                "--rules",
                "cn",
                "--html",
            ],
        );
        assert_eq!(code, 0);
        let escaped = why[i].replace('"', "&quot;").replace('\'', "&#39;");
        assert!(
            page.contains(&format!("<li>{escaped}</li>")),
            "{lang}: the page lacks {escaped}"
        );
    }
    let refused = [
        format!("qili: k.json: {}", why[0]),
        format!("qili：k.json：{}", why[1]),
        format!("qili：k.json：{}", why[2]),
    ];
    refuses(
        &dir,
        &["pair", "--results", "k.json"],
        [&refused[0], &refused[1], &refused[2]],
    );
}

/// `tournament run --playoff` with a stage that is none: the option named, the stage quoted.
#[test]
fn a_play_off_stage_that_is_none_is_refused_in_chinese() {
    let dir = scratch("chinese-event-playoff");
    std::fs::write(
        dir.join("e.yaml"),
        "engines: [{name: a, spec: \"cmd=/bin/true proto=ucci\"}, {name: b, spec: \"cmd=/bin/true proto=ucci\"}]\n",
    )
    .unwrap();
    let run = |stage| {
        [
            "run",
            "--engines",
            "e.yaml",
            "--system",
            "knockout",
            "--rules",
            "cn",
            "--depth",
            "1",
            "--results",
            "r.json",
            "--playoff",
            stage,
        ]
    };
    refuses(
        &dir,
        &run("games:0"),
        [
            "qili: --playoff 'games:0': the number of games is 1 to 100",
            "qili：--playoff：“games:0”：加赛的局数应为 1 至 100",
            "qili：--playoff：「games:0」：加賽的局數應為 1 至 100",
        ],
    );
    refuses(
        &dir,
        &run("best"),
        [
            "qili: --playoff 'best' is no play-off stage (games:N, sudden-death:N, lots, higher-seed)",
            "qili：--playoff：“best”不是加赛阶段（`games:N`、`sudden-death:N`、`lots`、`higher-seed`）",
            "qili：--playoff：「best」不是加賽階段（`games:N`、`sudden-death:N`、`lots`、`higher-seed`）",
        ],
    );
    assert!(!dir.join("r.json").exists(), "no event is started");
}

/// `--rules` naming no book, and a results file that names none with no `--rules`: said in
/// Chinese by every subcommand that looks the book up; `pair`'s English keeps its own words.
#[test]
fn a_book_that_is_none_is_refused_in_chinese() {
    let dir = scratch("chinese-event-rules");
    std::fs::write(
        dir.join("rr.json"),
        r#"{"system": "round-robin", "players": ["A", "B"], "games": []}"#,
    )
    .unwrap();
    let unknown = |english: &'static str| {
        [
            english,
            "qili：--rules：没有“xyz”这部规则书（应为 axf 或 cn）",
            "qili：--rules：沒有「xyz」這部規則書（應為 axf 或 cn）",
        ]
    };
    refuses(
        &dir,
        &["standings", "--results", "rr.json", "--rules", "xyz"],
        unknown("qili: --rules: unknown rulebook 'xyz' (axf or cn)"),
    );
    refuses(
        &dir,
        &["pair", "--results", "rr.json", "--rules", "xyz"],
        unknown("qili: --rules: 'xyz' is no book (cn, axf)"),
    );
    refuses(
        &dir,
        &["standings", "--results", "rr.json"],
        [
            "qili: --rules cn|axf is needed: the results file names no `rules`",
            "qili：须给出 --rules cn 或 --rules axf：成绩文件中没有写明 `rules`",
            "qili：須給出 --rules cn 或 --rules axf：成績檔案中沒有寫明 `rules`",
        ],
    );
}
