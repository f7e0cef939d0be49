//! `qili tournament run`'s engines file and plan, `advance`'s final, `--font` and `tournament
//! check` in Chinese (issue #32): each fault checked in 简体 and 繁體, and in English word for
//! word as qili has always written it.

use crate::support::{refuses, scratch, tournament};
use std::path::Path;

/// `tournament run --engines FILE` with a plan that would be fine: the file's fault is refused.
fn run_with(dir: &Path, engines: &str, expected: [&str; 3]) {
    let args = [
        "run",
        "--engines",
        engines,
        "--results",
        "r.json",
        "--system",
        "round-robin",
        "--rules",
        "cn",
        "--tc",
        "1+0",
    ];
    refuses(dir, &args, expected);
}

const TWO: &str = "engines:\n  - {name: A, spec: \"cmd=/bin/true proto=uci\"}\n  - {name: B, spec: \"cmd=/bin/true proto=uci\"}\n";

#[test]
fn the_engines_file_is_refused_in_chinese() {
    let dir = scratch("chinese-engines-file");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write(
        "twice.yaml",
        "engines:\n  - {name: A, spec: \"cmd=/bin/true\"}\n  - {name: A, spec: \"cmd=/bin/true\"}\n",
    );
    write(
        "one.yaml",
        "engines:\n  - {name: A, spec: \"cmd=/bin/true\"}\n",
    );
    write(
        "empty.yaml",
        "engines:\n  - {name: \" \", spec: \"cmd=/bin/true\"}\n  - {name: B, spec: \"cmd=/bin/true\"}\n",
    );
    write(
        "both.yaml",
        &format!("{TWO}teams:\n  - {{name: T, players: [{{name: C, spec: x}}]}}\n"),
    );
    write("boards.yaml", &format!("{TWO}boards: 2\n"));
    write("field.yaml", "engines:\n  - {name: A, spek: x}\n");
    write(
        "spec.yaml",
        "engines:\n  - {name: A, spec: \"cmd=/bin/true proto=xyz\"}\n  - {name: B, spec: \"cmd=/bin/true\"}\n",
    );
    run_with(
        &dir,
        "twice.yaml",
        [
            "qili: twice.yaml: engines[1]: 'A' is listed twice",
            "qili：twice.yaml：engines[1]：“A”列出了两次",
            "qili：twice.yaml：engines[1]：「A」列出了兩次",
        ],
    );
    run_with(
        &dir,
        "one.yaml",
        [
            "qili: one.yaml: an event needs at least two engines",
            "qili：one.yaml：比赛至少要有两个引擎",
            "qili：one.yaml：比賽至少要有兩個引擎",
        ],
    );
    run_with(
        &dir,
        "empty.yaml",
        [
            "qili: empty.yaml: engines[0]: the name is empty",
            "qili：empty.yaml：engines[0]：名字是空的",
            "qili：empty.yaml：engines[0]：名字是空的",
        ],
    );
    run_with(
        &dir,
        "both.yaml",
        [
            "qili: both.yaml: list `engines` (an individual event) or `teams` (a team event), not both",
            "qili：both.yaml：请列出 `engines`（个人赛）或 `teams`（团体赛），不可两者都列",
            "qili：both.yaml：請列出 `engines`（個人賽）或 `teams`（團體賽），不可兩者都列",
        ],
    );
    run_with(
        &dir,
        "boards.yaml",
        [
            "qili: boards.yaml: boards and team_event are for a team event, which lists its `teams`",
            "qili：boards.yaml：`boards` 与 `team_event` 只用于团体赛，须列出其 `teams`",
            "qili：boards.yaml：`boards` 與 `team_event` 只用於團體賽，須列出其 `teams`",
        ],
    );
    // serde_yaml's words: its place first, the path as the file writes it, serde's form worded.
    run_with(
        &dir,
        "field.yaml",
        [
            "qili: field.yaml: engines[0]: unknown field `spek`, expected `name` or `spec` at line 2 column 15",
            "qili：field.yaml：引擎文件的 YAML 有误：第 2 行第 15 字：engines[0]：没有 `spek` 这个键：应为 `name` 或 `spec`",
            "qili：field.yaml：引擎檔案的 YAML 有誤：第 2 行第 15 字：engines[0]：沒有 `spek` 這個鍵：應為 `name` 或 `spec`",
        ],
    );
    run_with(
        &dir,
        "nope.yaml",
        [
            "qili: nope.yaml: cannot read: No such file or directory (os error 2)",
            "qili：nope.yaml：没有这个文件或目录",
            "qili：nope.yaml：沒有這個檔案或目錄",
        ],
    );
    // An engine spec's fault: the prefix (file, engine) and what is wrong in the spec in
    // Chinese, the key and the value as written.
    run_with(
        &dir,
        "spec.yaml",
        [
            "qili: spec.yaml: A: engine spec `cmd=/bin/true proto=xyz`: proto=xyz: expected ucci, uci or cecp",
            "qili：spec.yaml：A：引擎说明 `cmd=/bin/true proto=xyz` 有误：proto=xyz：应为 `ucci`、`uci`、`cecp` 之一",
            "qili：spec.yaml：A：引擎說明 `cmd=/bin/true proto=xyz` 有誤：proto=xyz：應為 `ucci`、`uci`、`cecp` 之一",
        ],
    );
    // A results file made before its first game names a player the engines file lacks.
    write("two.yaml", TWO);
    write(
        "r.json",
        r#"{"system": "round-robin", "players": ["A", "Z"], "games": []}"#,
    );
    run_with(
        &dir,
        "two.yaml",
        [
            "qili: r.json: 'Z' is not in the engines file",
            "qili：r.json：“Z”不在引擎文件中",
            "qili：r.json：「Z」不在引擎檔案中",
        ],
    );
}

#[test]
fn the_plan_is_refused_in_chinese() {
    let dir = scratch("chinese-engines-plan");
    std::fs::write(dir.join("two.yaml"), TWO).unwrap();
    let plan = |extra: &[&str], expected: [&str; 3]| {
        let mut args = vec![
            "run",
            "--engines",
            "two.yaml",
            "--results",
            "r.json",
            "--rules",
            "cn",
            "--tc",
            "1+0",
        ];
        args.extend_from_slice(extra);
        refuses(&dir, &args, expected);
    };
    plan(
        &["--system", "swiss"],
        [
            "qili: a Swiss event needs --rounds (附录二 二: 预先确定并宣布比赛进行若干轮)",
            "qili：积分编排制赛事须给 --rounds（附录二 二“预先确定并宣布比赛进行若干轮”）",
            "qili：積分編排制賽事須給 --rounds（附录二 二“预先确定并宣布比赛进行若干轮”）",
        ],
    );
    // The event the plan makes, refused by the results file's own checks: it was English in
    // every language.
    plan(
        &["--system", "round-robin", "--groups", "2"],
        [
            "qili: groups: 2 groups of 2 players (each group needs two or more)",
            "qili：groups：2 名棋手分为 2 组（每组须有两名或以上）",
            "qili：groups：2 名棋手分為 2 組（每組須有兩名或以上）",
        ],
    );
    plan(
        &[
            "--system",
            "knockout",
            "--elimination",
            "double",
            "--playoff",
            "lots",
            "--third-place",
        ],
        [
            "qili: third_place: a double elimination has no match for third place (its losers' bracket ranks the third)",
            "qili：third_place：双败淘汰制没有争第三名的比赛（第三名由败者组排出）",
            "qili：third_place：雙敗淘汰制沒有爭第三名的比賽（第三名由敗者組排出）",
        ],
    );
    plan(
        &["--system", "swiss", "--rounds", "0"],
        [
            "qili: --rounds 0: an event has at least one round",
            "qili：--rounds 0：比赛至少要有一轮",
            "qili：--rounds 0：比賽至少要有一輪",
        ],
    );
    plan(
        &["--system", "swiss", "--rounds", "2"],
        [
            "qili: --rounds 2: 2 players can meet in at most 1 rounds without a rematch (附录二 三(二))",
            "qili：--rounds 2：2 名棋手至多只能赛 1 轮而不重复相遇（附录二 三(二)）",
            "qili：--rounds 2：2 名棋手至多只能賽 1 輪而不重複相遇（附录二 三(二)）",
        ],
    );
    plan(
        &["--system", "round-robin", "--rounds", "3"],
        [
            "qili: --rounds 3: a round robin of 2 players has the order table's 1 rounds (CN 附录一); leave --rounds out",
            "qili：--rounds 3：2 名棋手的循环赛按对局秩序表（CN 附录一）共 1 轮；请不要给 --rounds",
            "qili：--rounds 3：2 名棋手的循環賽按對局秩序表（CN 附录一）共 1 輪；請不要給 --rounds",
        ],
    );
    plan(
        &["--system", "swiss", "--rounds", "1", "--double"],
        [
            "qili: a two-game event (--double) is a round robin here; 附录二 pairs one game",
            "qili：两局制比赛（--double）在此只用于循环赛；附录二每轮只编排一局",
            "qili：兩局制比賽（--double）在此只用於循環賽；附录二每輪只編排一局",
        ],
    );
    plan(
        &["--system", "swiss", "--rounds", "1", "--groups", "2"],
        [
            "qili: --groups is for a round robin in groups (分组循环制)",
            "qili：--groups 只用于分组循环制",
            "qili：--groups 只用於分組循環制",
        ],
    );
    plan(
        &["--system", "round-robin", "--third-place"],
        [
            "qili: --elimination, --playoff and --third-place are for a knockout",
            "qili：--elimination、--playoff 与 --third-place 只用于淘汰制",
            "qili：--elimination、--playoff 與 --third-place 只用於淘汰制",
        ],
    );
    plan(
        &["--system", "knockout"],
        [
            "qili: a knockout of engines needs a play-off that always decides (--playoff ending in lots or higher-seed, e.g. --playoff games:2 --playoff lots): a drawn match must not stop the event",
            "qili：引擎的淘汰赛须有必能决出胜负的加赛（--playoff 以 lots 或 higher-seed 结尾，如 --playoff games:2 --playoff lots）：打平的比赛不得使赛事中止",
            "qili：引擎的淘汰賽須有必能決出勝負的加賽（--playoff 以 lots 或 higher-seed 結尾，如 --playoff games:2 --playoff lots）：打平的比賽不得使賽事中止",
        ],
    );
    plan(
        &["--system", "knockout", "--playoff", "lots", "--rounds", "2"],
        [
            "qili: --rounds 2: a knockout has the rounds of its bracket; leave --rounds out",
            "qili：--rounds 2：淘汰赛的轮数由其对阵决定；请不要给 --rounds",
            "qili：--rounds 2：淘汰賽的輪數由其對陣決定；請不要給 --rounds",
        ],
    );
    assert!(
        !dir.join("r.json").exists(),
        "a refused plan writes no results file"
    );
}

#[test]
fn advance_says_why_the_final_cannot_be_made_in_chinese() {
    let dir = scratch("chinese-engines-final");
    std::fs::write(
        dir.join("g.json"),
        r#"{"system": "round-robin", "players": ["A1", "B1", "B2", "A2"], "groups": 2, "advance": 1,
 "games": [{"round": 1, "red": "A1", "black": "A2", "result": "1-0"},
           {"round": 1, "red": "B1", "black": "B2", "result": "1-0"}]}"#,
    )
    .unwrap();
    let args = [
        "advance",
        "--results",
        "g.json",
        "--rules",
        "cn",
        "--system",
        "swiss",
        "--rounds",
        "0",
    ];
    refuses(
        &dir,
        &args,
        [
            "qili: the final: rounds must be at least 1",
            "qili：决赛：rounds 至少为 1",
            "qili：決賽：rounds 至少為 1",
        ],
    );
}

#[test]
fn the_font_is_refused_and_its_gaps_said_in_chinese() {
    let dir = scratch("chinese-engines-font");
    std::fs::write(
        dir.join("f.json"),
        r#"{"system": "round-robin", "players": ["龘", "B"], "games": []}"#,
    )
    .unwrap();
    std::fs::write(dir.join("text.ttf"), "not a font\n").unwrap();
    let page = |font: &str| {
        [
            "standings",
            "--results",
            "f.json",
            "--rules",
            "cn",
            "--html",
            "--font",
            font,
        ]
        .map(str::to_string)
    };
    let args = page("text.ttf");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    refuses(
        &dir,
        &args,
        [
            "qili: --font text.ttf: not a font file: unexpected data version",
            "qili：--font text.ttf：不是字体文件：unexpected data version",
            "qili：--font text.ttf：不是字型檔案：unexpected data version",
        ],
    );
    let args = page("nope.ttf");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    refuses(
        &dir,
        &args,
        [
            "qili: --font nope.ttf: cannot read: No such file or directory (os error 2)",
            "qili：--font nope.ttf：没有这个文件或目录",
            "qili：--font nope.ttf：沒有這個檔案或目錄",
        ],
    );
    // The explorer's font, cut to the characters its pages show, lacks 龘: the page is made,
    // with a warning.
    let font = crate::support::root().join("harness/web/fonts/qili-sans-sc.woff2");
    let font = crate::support::path(&font).to_string();
    let args = page(&font);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    for (lang, want) in [
        (
            "en",
            format!(
                "qili: --font {font}: the font lacks 龘 (shown in the fonts the page names instead)"
            ),
        ),
        (
            "zh-Hans",
            format!("qili：--font {font}：此字体缺少 龘（这些字改用页面所列的字体显示）"),
        ),
        (
            "zh-Hant",
            format!("qili：--font {font}：此字型缺少 龘（這些字改用頁面所列的字型顯示）"),
        ),
    ] {
        let (page, err, code) = tournament(&dir, lang, &args);
        assert_eq!(code, 0, "{lang}: {err}");
        assert_eq!(err.trim_end(), want, "{lang}");
        assert!(
            page.contains("@font-face"),
            "{lang}: the page brings the font"
        );
    }
}

#[test]
fn tournament_check_speaks_chinese() {
    let dir = scratch("chinese-engines-check");
    let id = "cn-11-1-double-elimination";
    let cases = crate::support::root().join("cases");
    let cases = crate::support::path(&cases).to_string();
    let at = format!("{cases}/competition");
    for (lang, want) in [
        (
            "en",
            format!(
                "pass  {id}  Double elimination of four; the grand final is played again when \
                 the losers' side wins it\n\n1 competition cases ({at}): 1 pass, 0 fail\n"
            ),
        ),
        (
            "zh-Hans",
            format!(
                "通过  {id}  四人双败淘汰，败者组胜总决赛则再赛\n\n{at} 中的 1 个竞赛案例：\
                 1 个通过，0 个未通过\n"
            ),
        ),
        (
            "zh-Hant",
            format!(
                "通過  {id}  四人雙敗淘汰，敗者組勝總決賽則再賽\n\n{at} 中的 1 個競賽案例：\
                 1 個通過，0 個未通過\n"
            ),
        ),
    ] {
        let (out, err, code) = tournament(&dir, lang, &["check", "--cases", &cases, id]);
        assert_eq!(code, 0, "{lang}: {err}");
        assert_eq!(out, want, "{lang}");
    }
    // A case that fails: its line, then what is wrong, indented.
    let broken = dir.join("cases/competition");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::write(broken.join("broken.yaml"), "title: [\n").unwrap();
    let broken_cases = crate::support::path(&dir.join("cases")).to_string();
    for (lang, first) in [
        ("en", "FAIL  broken"),
        ("zh-Hans", "未通过  broken"),
        ("zh-Hant", "未通過  broken"),
    ] {
        let (out, err, code) = tournament(&dir, lang, &["check", "--cases", &broken_cases]);
        assert_eq!(code, 1, "{lang}: {err}");
        assert!(out.starts_with(&format!("{first}\n    ")), "{lang}: {out}");
    }
    // A case read whole whose check fails: its title in the language asked for (it was the
    // English title in every language).
    let wrong = dir.join("wrong/competition");
    std::fs::create_dir_all(&wrong).unwrap();
    let text = std::fs::read_to_string(format!("{at}/{id}.yaml")).unwrap();
    let bent = text.replace("R1 winners 1: A v D → A", "R1 winners 1: A v D → D");
    assert_ne!(
        bent, text,
        "the case no longer has the line this test bends"
    );
    std::fs::write(wrong.join(format!("{id}.yaml")), bent).unwrap();
    let wrong_cases = crate::support::path(&dir.join("wrong")).to_string();
    for (lang, first) in [
        (
            "en",
            format!("FAIL  {id}\n    Double elimination of four; "),
        ),
        (
            "zh-Hans",
            format!("未通过  {id}\n    四人双败淘汰，败者组胜总决赛则再赛 ("),
        ),
        (
            "zh-Hant",
            format!("未通過  {id}\n    四人雙敗淘汰，敗者組勝總決賽則再賽 ("),
        ),
    ] {
        let (out, err, code) = tournament(&dir, lang, &["check", "--cases", &wrong_cases]);
        assert_eq!(code, 1, "{lang}: {err}");
        assert!(out.starts_with(&first), "{lang}: {out}");
    }
}

/// Two teams of one player each (T: P; U: R), then `extra` (boards, team_event).
fn two_teams(extra: &str) -> String {
    format!(
        "teams:\n  - {{name: T, players: [{{name: P, spec: x}}]}}\n  - {{name: U, players: [{{name: R, spec: x}}]}}\n{extra}"
    )
}

#[test]
fn the_team_form_is_refused_in_chinese() {
    let dir = scratch("chinese-engines-teams");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write(
        "one.yaml",
        "teams:\n  - {name: T, players: [{name: P, spec: x}]}\n",
    );
    run_with(
        &dir,
        "one.yaml",
        [
            "qili: one.yaml: a team event needs at least two teams",
            "qili：one.yaml：团体赛至少要有两个队",
            "qili：one.yaml：團體賽至少要有兩個隊",
        ],
    );
    write(
        "none.yaml",
        "teams:\n  - {name: T, players: [{name: P, spec: x}]}\n  - {name: U, players: []}\n",
    );
    run_with(
        &dir,
        "none.yaml",
        [
            "qili: none.yaml: teams[1]: 'U' has no players",
            "qili：none.yaml：teams[1]：“U”队没有队员",
            "qili：none.yaml：teams[1]：「U」隊沒有隊員",
        ],
    );
    write(
        "twice.yaml",
        "teams:\n  - {name: T, players: [{name: P, spec: x}]}\n  - {name: U, players: [{name: P, spec: x}]}\n",
    );
    run_with(
        &dir,
        "twice.yaml",
        [
            "qili: twice.yaml: teams[1]: 'P' is listed twice (a name is one team or one player)",
            "qili：twice.yaml：teams[1]：“P”列出了两次（一个名字只能是一个队或一名队员）",
            "qili：twice.yaml：teams[1]：「P」列出了兩次（一個名字只能是一個隊或一名隊員）",
        ],
    );
    write("zero.yaml", &two_teams("boards: 0\n"));
    run_with(
        &dir,
        "zero.yaml",
        [
            "qili: zero.yaml: boards: a match has at least one board",
            "qili：zero.yaml：boards：每场比赛至少要有一台",
            "qili：zero.yaml：boards：每場比賽至少要有一臺",
        ],
    );
    write("two.yaml", &two_teams("boards: 2\n"));
    run_with(
        &dir,
        "two.yaml",
        [
            "qili: two.yaml: teams[0] ('T'): 1 players for 2 boards",
            "qili：two.yaml：teams[0]（“T”队）：1 名队员，少于 2 台",
            "qili：two.yaml：teams[0]（「T」隊）：1 名隊員，少於 2 臺",
        ],
    );
    write(
        "total.yaml",
        &two_teams("team_event: total-places\nboards: 1\n"),
    );
    run_with(
        &dir,
        "total.yaml",
        [
            "qili: total.yaml: boards: team_event total-places (队员总分制, 第12.5条 比赛不分台次) is an individual event of the teams' players, with no boards",
            "qili：total.yaml：boards：第12.5条 队员总分制“比赛不分台次”，是各队棋手的个人赛，不可给 `boards`",
            "qili：total.yaml：boards：第12.5条 隊員總分制“比赛不分台次”，是各隊棋手的個人賽，不可給 `boards`",
        ],
    );
    // A line-up's own fault is worded as a results file's line-up fault is.
    write(
        "stranger.yaml",
        "teams:\n  - {name: T, players: [{name: P, spec: x}], lineups: {1: [Z]}}\n  - {name: U, players: [{name: R, spec: x}]}\n",
    );
    run_with(
        &dir,
        "stranger.yaml",
        [
            "qili: stranger.yaml: teams[0] ('T'): lineups: round 1: board 1: 'Z' is not on the team",
            "qili：stranger.yaml：teams[0]（“T”队）：lineups：第 1 轮：第 1 台：“Z”不是本队队员",
            "qili：stranger.yaml：teams[0]（「T」隊）：lineups：第 1 輪：第 1 臺：「Z」不是本隊隊員",
        ],
    );
    write(
        "empty.yaml",
        "team_event: all-play-all\nteams:\n  - {name: T, players: [{name: P, spec: x}], lineups: {2: []}}\n  - {name: U, players: [{name: R, spec: x}]}\n",
    );
    run_with(
        &dir,
        "empty.yaml",
        [
            "qili: empty.yaml: teams[0] ('T'): lineups: round 2: 0 players for a line-up of at least one boards",
            "qili：empty.yaml：teams[0]（“T”队）：lineups：第 2 轮：出场名单至少要有一名队员",
            "qili：empty.yaml：teams[0]（「T」隊）：lineups：第 2 輪：出場名單至少要有一名隊員",
        ],
    );
}

/// A results file of A v B with its first game played, and `extra` fields.
fn played(extra: &str) -> String {
    format!(
        r#"{{"players": ["A", "B"], {extra}, "games": [{{"round": 1, "red": "A", "black": "B", "result": "1-0"}}]}}"#
    )
}

/// `qili tournament run` of two.yaml, CN at 1+0, on the results file `results` with `extra`
/// options, refused in English, 简体 and 繁體 as `expected`.
fn refuses_results(dir: &Path, results: &str, extra: &[&str], expected: [&str; 3]) {
    let mut args = vec![
        "run",
        "--engines",
        "two.yaml",
        "--results",
        results,
        "--rules",
        "cn",
        "--tc",
        "1+0",
    ];
    args.extend_from_slice(extra);
    refuses(dir, &args, expected);
}

#[test]
fn a_results_file_of_another_event_is_refused_in_chinese() {
    let dir = scratch("chinese-engines-other-event");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write("two.yaml", TWO);
    let run = |results: &str, extra: &[&str], expected: [&str; 3]| {
        refuses_results(&dir, results, extra, expected)
    };
    write("swiss.json", &played(r#""system": "swiss""#));
    run(
        "swiss.json",
        &["--system", "swiss", "--rounds", "1"],
        [
            "qili: swiss.json: this results file is of another event: its number of rounds is not given, not 1 (give another --results file, or the same options)",
            "qili：swiss.json：此成绩文件属于另一赛事：其轮数为 未给出，而非 1（请另给 --results 文件，或给相同的选项）",
            "qili：swiss.json：此成績檔案屬於另一賽事：其輪數為 未給出，而非 1（請另給 --results 檔案，或給相同的選項）",
        ],
    );
    run(
        "swiss.json",
        &["--system", "round-robin"],
        [
            "qili: swiss.json: this results file is of another event: its system is swiss, not round-robin (give another --results file, or the same options)",
            "qili：swiss.json：此成绩文件属于另一赛事：其竞赛制度为 swiss，而非 round-robin（请另给 --results 文件，或给相同的选项）",
            "qili：swiss.json：此成績檔案屬於另一賽事：其競賽制度為 swiss，而非 round-robin（請另給 --results 檔案，或給相同的選項）",
        ],
    );
    write(
        "seed.json",
        &played(r#""system": "round-robin", "rounds": 1, "seed": 7"#),
    );
    run(
        "seed.json",
        &["--system", "round-robin"],
        [
            "qili: seed.json: this results file's lots are drawn with seed 7, not 0 (give --seed 7, or another --results file)",
            "qili：seed.json：此成绩文件抽签所用的随机种子为 7，而非 0（请给 --seed 7，或另给 --results 文件）",
            "qili：seed.json：此成績檔案抽籤所用的隨機種子為 7，而非 0（請給 --seed 7，或另給 --results 檔案）",
        ],
    );
    // Played under AXF with a 30-second wait: the rest (tc 1+0, ban, margin 100) as the plan.
    write(
        "axf.json",
        &played(
            r#""system": "round-robin", "rounds": 1, "play": {"rules": "axf", "control": "tc 1+0", "enforce": "ban", "timeout_s": 30, "time_margin_ms": 100}"#,
        ),
    );
    run(
        "axf.json",
        &["--system", "round-robin"],
        [
            "qili: axf.json: the games of this results file were played under other settings: its rulebook (--rules) is axf, not cn; its --timeout is 30, not 60 (resume with the same options, or give another --results file)",
            "qili：axf.json：此成绩文件中的对局是在另一套设置下进行的：其规则书（--rules）为 axf，而非 cn；其等候引擎的秒数（--timeout）为 30，而非 60（请用相同的选项续赛，或另给 --results 文件）",
            "qili：axf.json：此成績檔案中的對局是在另一套設定下進行的：其規則書（--rules）為 axf，而非 cn；其等候引擎的秒數（--timeout）為 30，而非 60（請用相同的選項續賽，或另給 --results 檔案）",
        ],
    );
}

/// Each form of "a results file of another event" not tested above, in English, 简体 and 繁體:
/// other players, teams where the plan has none, groups, and a knockout's settings (its
/// elimination and play-off worded, not in English).
#[test]
fn every_other_event_is_refused_in_each_language() {
    let dir = scratch("chinese-engines-other-event-forms");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write("two.yaml", TWO);
    let run = |results: &str, extra: &[&str], expected: [&str; 3]| {
        refuses_results(&dir, results, extra, expected)
    };
    let round_robin = ["--system", "round-robin"];
    write(
        "players.json",
        r#"{"players": ["A", "B", "C"], "system": "round-robin", "games": [{"round": 1, "red": "A", "black": "B", "result": "1-0"}]}"#,
    );
    run(
        "players.json",
        &round_robin,
        [
            "qili: players.json: this results file is of another event: its players is A, B, C, not A, B (give another --results file, or the same options)",
            "qili：players.json：此成绩文件属于另一赛事：其棋手为 A, B, C，而非 A, B（请另给 --results 文件，或给相同的选项）",
            "qili：players.json：此成績檔案屬於另一賽事：其棋手為 A, B, C，而非 A, B（請另給 --results 檔案，或給相同的選項）",
        ],
    );
    write(
        "teams.yaml",
        "teams:\n  - {name: S, players: [{name: A, spec: \"cmd=/bin/true proto=uci\"}]}\n  - {name: T, players: [{name: B, spec: \"cmd=/bin/true proto=uci\"}]}\n",
    );
    write(
        "teams.json",
        r#"{"players": ["S", "T"], "system": "round-robin", "games": [{"round": 1, "red": "S", "black": "T", "result": "1-0"}]}"#,
    );
    refuses(
        &dir,
        &[
            "run",
            "--engines",
            "teams.yaml",
            "--results",
            "teams.json",
            "--rules",
            "cn",
            "--tc",
            "1+0",
            "--system",
            "round-robin",
        ],
        [
            "qili: teams.json: this results file is of another event: its teams is none (an individual event), not S: A; T: B (give another --results file, or the same options)",
            "qili：teams.json：此成绩文件属于另一赛事：其各队及其队员为 无（个人赛），而非 S: A; T: B（请另给 --results 文件，或给相同的选项）",
            "qili：teams.json：此成績檔案屬於另一賽事：其各隊及其隊員為 無（個人賽），而非 S: A; T: B（請另給 --results 檔案，或給相同的選項）",
        ],
    );
    write(
        "groups.json",
        &played(r#""system": "round-robin", "rounds": 1, "groups": {"X": ["A", "B"]}"#),
    );
    run(
        "groups.json",
        &round_robin,
        [
            "qili: groups.json: this results file is of another event: its groups is 1 named, not none (give another --results file, or the same options)",
            "qili：groups.json：此成绩文件属于另一赛事：其分组为 1 个具名的组，而非 无（请另给 --results 文件，或给相同的选项）",
            "qili：groups.json：此成績檔案屬於另一賽事：其分組為 1 個具名的組，而非 無（請另給 --results 檔案，或給相同的選項）",
        ],
    );
    write(
        "knockout.json",
        &played(r#""system": "knockout", "playoff": ["games:2", "lots"], "third_place": true"#),
    );
    run(
        "knockout.json",
        &[
            "--system",
            "knockout",
            "--elimination",
            "double",
            "--playoff",
            "lots",
        ],
        [
            "qili: knockout.json: this results file is of another event: its knockout is single elimination, play-off [games:2, lots], a match for third place, not double elimination, play-off [lots] (give another --results file, or the same options)",
            "qili：knockout.json：此成绩文件属于另一赛事：其淘汰制的设置为 单淘汰制，加赛 `games:2, lots`，另设三、四名决赛，而非 双败淘汰制，加赛 `lots`（请另给 --results 文件，或给相同的选项）",
            "qili：knockout.json：此成績檔案屬於另一賽事：其淘汰制的設定為 單淘汰制，加賽 `games:2, lots`，另設三、四名決賽，而非 雙敗淘汰制，加賽 `lots`（請另給 --results 檔案，或給相同的選項）",
        ],
    );
}

/// An entrant whose engine cannot be started: `tournament run` says so in the event's language
/// (it was English in every language), naming the entrant; English as before.
#[test]
fn an_entrant_that_cannot_start_is_said_in_chinese() {
    let dir = scratch("chinese-engines-cannot-start");
    std::fs::write(dir.join("two.yaml"), TWO).unwrap();
    let args = [
        "run",
        "--engines",
        "two.yaml",
        "--system",
        "round-robin",
        "--rules",
        "cn",
        "--depth",
        "1",
        "--results",
        "r.json",
    ];
    for (lang, lead, end) in [
        (
            "en",
            "A: engine `cmd=/bin/true proto=uci` could not be started and greeted over uci: ",
            "; no game was played\n",
        ),
        (
            "zh-Hans",
            "A：引擎 `cmd=/bin/true proto=uci` 无法启动，或未以 uci 协议应答：",
            "；未下任何一局\n",
        ),
        (
            "zh-Hant",
            "A：引擎 `cmd=/bin/true proto=uci` 無法啟動，或未以 uci 協定應答：",
            "；未下任何一局\n",
        ),
    ] {
        let (_, err, code) = tournament(&dir, lang, &args);
        assert_eq!(code, 3, "{lang}: {err}");
        assert!(err.contains(lead) && err.ends_with(end), "{lang}: {err}");
    }
}

/// `tournament check --cases DIR` whose `competition/` is missing, lies under a file or holds no
/// case file, and a case id that is none, refused in the language asked for: the system's
/// reason in the catalogue's words where it printed the system's English (`No such file or
/// directory (os error 2)`) in every language; English as before.
#[test]
fn check_refuses_its_cases_in_chinese() {
    let dir = scratch("chinese-check-cases");
    std::fs::write(dir.join("file"), "").unwrap();
    std::fs::create_dir_all(dir.join("empty/competition")).unwrap();
    refuses(
        &dir,
        &["check", "--cases", "nonexist"],
        [
            "qili: nonexist/competition: No such file or directory (os error 2)",
            "qili：nonexist/competition：没有这个文件或目录",
            "qili：nonexist/competition：沒有這個檔案或目錄",
        ],
    );
    refuses(
        &dir,
        &["check", "--cases", "file"],
        [
            "qili: file/competition: Not a directory (os error 20)",
            "qili：file/competition：路径中有一项不是目录",
            "qili：file/competition：路徑中有一項不是目錄",
        ],
    );
    refuses(
        &dir,
        &["check", "--cases", "empty"],
        [
            "qili: empty/competition: no competition cases",
            "qili：empty/competition 中没有竞赛案例文件（*.yaml）",
            "qili：empty/competition 中沒有競賽案例檔案（*.yaml）",
        ],
    );
    refuses(
        &dir,
        &["check", "zz"],
        [
            "qili: no competition case 'zz' (give an id such as cn-11-1-double-elimination)",
            "qili：没有竞赛案例“zz”（请给出案例编号，如 cn-11-1-double-elimination）",
            "qili：沒有競賽案例「zz」（請給出案例編號，如 cn-11-1-double-elimination）",
        ],
    );
}

/// `tournament check` on competition case files that cannot be read as cases: serde_yaml's
/// words, an id that is not the file name, worded in the language asked for (they were English
/// in every language), the file's keys as written; English as before.
#[test]
fn check_says_why_a_case_file_is_broken_in_chinese() {
    let dir = scratch("chinese-check-case-files");
    let competition = dir.join("cases/competition");
    std::fs::create_dir_all(&competition).unwrap();
    std::fs::write(competition.join("a.yaml"), "id: other\n").unwrap();
    std::fs::write(competition.join("b.yaml"), "title: [\n  x]\n").unwrap();
    // A case of the suite under another file name.
    let case = "cn-11-1-double-elimination";
    std::fs::copy(
        crate::support::root().join(format!("cases/competition/{case}.yaml")),
        competition.join("c.yaml"),
    )
    .unwrap();
    for (lang, a, b, c) in [
        (
            "en",
            "cases/competition/a.yaml: missing field `title`",
            "cases/competition/b.yaml: title: invalid type: sequence, expected a string at line 1 \
             column 8",
            format!("cases/competition/c.yaml: the id '{case}' must be the file name"),
        ),
        (
            "zh-Hans",
            "cases/competition/a.yaml：缺少键 `title`",
            "cases/competition/b.yaml：第 1 行第 8 字：title：类型不符：此处是数组，应为字符串",
            format!("cases/competition/c.yaml：案例编号（`id`）“{case}”须与文件名相同"),
        ),
        (
            "zh-Hant",
            "cases/competition/a.yaml：缺少鍵 `title`",
            "cases/competition/b.yaml：第 1 行第 8 字：title：型別不符：此處是陣列，應為字串",
            format!("cases/competition/c.yaml：案例編號（`id`）「{case}」須與檔名相同"),
        ),
    ] {
        let (out, err, code) = tournament(&dir, lang, &["check", "--cases", "cases"]);
        assert_eq!(code, 1, "{lang}: {err}");
        assert!(out.contains(&format!("\n    {a}\n")), "{lang}: {out}");
        assert!(out.contains(&format!("\n    {b}\n")), "{lang}: {out}");
        assert!(out.contains(&format!("\n    {c}\n")), "{lang}: {out}");
    }
}
