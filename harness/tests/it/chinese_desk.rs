//! The tournament desk in Chinese (issue #32): the errors of `qili tournament`'s subcommands
//! that come from the tournament crate, `pair`'s play-off listing, the standings' cells and a
//! knockout's words — each checked in both Chinese forms and, in English, word for word as it
//! was. And a book without play-offs (AXF) never cites CN 第15.6条.

use crate::support::{path, qili, scratch, stderr};
use std::path::Path;
use std::process::Command;

/// A four-player round robin over, 丙 and 丁 level after every tie-break of both books, place 3
/// named in `unshared_places`.
const LEVEL_AT_THREE: &str = r#"{"system": "round-robin", "players": ["甲", "乙", "丙", "丁"],
 "unshared_places": [3],
 "games": [
   {"round": 1, "red": "甲", "black": "丁", "result": "1-0"},
   {"round": 1, "red": "乙", "black": "丙", "result": "1-0"},
   {"round": 2, "red": "丁", "black": "丙", "result": "1/2-1/2"},
   {"round": 2, "red": "甲", "black": "乙", "result": "1-0"},
   {"round": 3, "red": "乙", "black": "丁", "result": "1-0"},
   {"round": 3, "red": "丙", "black": "甲", "result": "0-1"}]}"#;

/// `qili --lang LANG tournament ARGS…`, its standard output, standard error and exit code.
fn desk(lang: &str, args: &[&str]) -> (String, String, i32) {
    let mut all = vec!["--lang", lang, "tournament"];
    all.extend_from_slice(args);
    let out = qili(&all);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr(&out),
        out.status.code().unwrap_or(-1),
    )
}

/// AXF ends every ranking in a lot (第二章 第五节 三, 四: 以抽签定胜负) and has no play-off: its
/// standings flag no shared place and cite no CN article, in any language, and `pair` offers no
/// play-off; the same file under CN flags place 3 with 第15.6条 and pairs its play-off.
#[test]
fn an_axf_event_cites_no_cn_playoff() {
    let dir = scratch("chinese-desk-axf-playoff");
    let file = dir.join("rr.json");
    std::fs::write(&file, LEVEL_AT_THREE).unwrap();
    for lang in ["en", "zh-Hans", "zh-Hant"] {
        let (out, err, code) = desk(
            lang,
            &["standings", "--results", path(&file), "--rules", "axf"],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(!out.contains("CN"), "{lang}: an AXF event cites CN:\n{out}");
        assert!(out.contains("AXF 第二章 第五节 三"), "{lang}:\n{out}");
        let (cn, err, code) = desk(
            lang,
            &["standings", "--results", path(&file), "--rules", "cn"],
        );
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(cn.contains("第15.6条"), "{lang}:\n{cn}");
        let (out, _, _) = desk(lang, &["pair", "--results", path(&file), "--rules", "axf"]);
        assert!(
            !out.contains("15.6"),
            "{lang}: an AXF event pairs a play-off:\n{out}"
        );
        let (out, _, code) = desk(lang, &["pair", "--results", path(&file), "--rules", "cn"]);
        assert_eq!(code, 0);
        assert!(out.contains("15.6"), "{lang}:\n{out}");
    }
    let (out, _, _) = desk(
        "en",
        &["standings", "--results", path(&file), "--rules", "axf"],
    );
    assert!(
        out.contains(
            "note: 丙, 丁 are level after every tie-break; AXF 第二章 第五节 三 draws lots (give --seed N to draw them)"
        ),
        "{out}"
    );
}

/// `qili --lang LANG tournament ARGS…` run in `dir` (so that a results file is named as the
/// arbiter typed it): its standard error, and whether it succeeded.
fn at_desk(dir: &Path, lang: &str, args: &[&str]) -> (String, bool) {
    let mut all = vec!["--lang", lang, "tournament"];
    all.extend_from_slice(args);
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(&all)
        .env("LC_ALL", "C")
        .current_dir(dir)
        .output()
        .expect("qili runs");
    (stderr(&out), out.status.success())
}

/// Each step refused, in English (the words the desk always had), 简体 and 繁體.
fn refused(dir: &Path, args: &[&str], [en, hans, hant]: [&str; 3]) {
    for (lang, want) in [("en", en), ("zh-Hans", hans), ("zh-Hant", hant)] {
        let (err, ok) = at_desk(dir, lang, args);
        assert!(!ok, "{lang} {args:?} succeeded");
        assert_eq!(err.trim_end(), want, "{lang} {args:?}");
    }
}

/// Runs a step that must succeed.
fn step(dir: &Path, args: &[&str]) {
    let (err, ok) = at_desk(dir, "en", args);
    assert!(ok, "{args:?}: {err}");
}

/// The desk's refusals of `new`, `pair --record`, `result`, `bye`, `enter` and `sheet` (the
/// tournament crate's `DeskError`) in CN's terms (轮, 台, 编排, 轮空, 登记), each in both Chinese
/// forms; in English word for word as the crate always wrote them.
#[test]
fn the_desk_refuses_in_chinese() {
    let dir = scratch("chinese-desk-refusals");
    std::fs::write(dir.join("six.csv"), "A,2600,X\nB,2500\nC\nD\nE\nF\n").unwrap();
    let new = [
        "new",
        "--players",
        "six.csv",
        "--system",
        "swiss",
        "--rules",
        "cn",
        "--results",
        "s.json",
        "--order",
        "as-listed",
    ];
    refused(
        &dir,
        &new,
        [
            "qili: a Swiss event needs its rounds announced (附录二 二: 预先确定并宣布比赛进行若干轮)",
            "qili：积分编排制赛事须预先宣布轮数（附录二 二“预先确定并宣布比赛进行若干轮”）",
            "qili：積分編排制賽事須預先宣佈輪數（附录二 二“预先确定并宣布比赛进行若干轮”）",
        ],
    );
    step(&dir, &[&new[..], &["--rounds", "3"]].concat());
    let s = ["--results", "s.json"];
    let with = |args: &[&'static str]| [args, &s[..]].concat();
    refused(
        &dir,
        &with(&["enter", "--player", "G", "--points", "zero"]),
        [
            "qili: s.json: the event has not started: add the player to the entries and create it again, or list them in `players`",
            "qili：s.json：赛事尚未开始：请把该棋手加入报名名单后重新建立赛事，或列入成绩文件的 `players`",
            "qili：s.json：賽事尚未開始：請把該棋手加入報名名單後重新建立賽事，或列入成績檔案的 `players`",
        ],
    );
    step(&dir, &with(&["pair", "--record"]));
    refused(
        &dir,
        &with(&["result", "--round", "2", "--board", "1", "1-0"]),
        [
            "qili: s.json: round 2 is not recorded (recorded: 1); pair it with `qili tournament pair --record` first",
            "qili：s.json：第 2 轮尚未记录（已记录：第 1 轮）；请先以 `qili tournament pair --record` 编排该轮",
            "qili：s.json：第 2 輪尚未記錄（已記錄：第 1 輪）；請先以 `qili tournament pair --record` 編排該輪",
        ],
    );
    refused(
        &dir,
        &with(&["result", "--board", "9", "1-0"]),
        [
            "qili: s.json: round 1 has boards 1 to 3, not 9",
            "qili：s.json：第 1 轮只有第 1 至 3 台，没有第 9 台",
            "qili：s.json：第 1 輪只有第 1 至 3 臺，沒有第 9 臺",
        ],
    );
    refused(
        &dir,
        &with(&["result", "--player", "Z", "1-0"]),
        [
            "qili: s.json: round 1: 'Z' is not a player",
            "qili：s.json：第 1 轮：Z 不是本赛事的棋手",
            "qili：s.json：第 1 輪：Z 不是本賽事的棋手",
        ],
    );
    step(&dir, &with(&["result", "--board", "1", "1-0"]));
    refused(
        &dir,
        &with(&["result", "--board", "1", "0-1"]),
        [
            "qili: s.json: round 1 board 1 (D – A) already has 1-0; give --replace to correct it",
            "qili：s.json：第 1 轮第 1 台（D – A）已登记 1-0；如需改正请加 --replace",
            "qili：s.json：第 1 輪第 1 臺（D – A）已登記 1-0；如需改正請加 --replace",
        ],
    );
    refused(
        &dir,
        &with(&["bye", "--player", "C", "--round", "1", "--points", "half"]),
        [
            "qili: s.json: round 1 is already paired (the file has round 1); a bye is granted before its round is paired",
            "qili：s.json：第 1 轮已经编排（成绩文件已有第 1 轮）；轮空须在该轮编排之前申请",
            "qili：s.json：第 1 輪已經編排（成績檔案已有第 1 輪）；輪空須在該輪編排之前申請",
        ],
    );
    refused(
        &dir,
        &with(&["bye", "--player", "C", "--round", "9", "--points", "half"]),
        [
            "qili: s.json: the event has 3 rounds, not 9",
            "qili：s.json：本赛事共 3 轮，没有第 9 轮",
            "qili：s.json：本賽事共 3 輪，沒有第 9 輪",
        ],
    );
    refused(
        &dir,
        &with(&["bye", "--player", "Z", "--round", "2", "--points", "half"]),
        [
            "qili: s.json: 'Z' is not a player",
            "qili：s.json：Z 不是本赛事的棋手",
            "qili：s.json：Z 不是本賽事的棋手",
        ],
    );
    refused(
        &dir,
        &with(&["sheet", "--round", "3"]),
        [
            "qili: s.json: round 3 is not paired yet: the next round is 1",
            "qili：s.json：第 3 轮尚未编排：下一轮是第 1 轮",
            "qili：s.json：第 3 輪尚未編排：下一輪是第 1 輪",
        ],
    );
    refused(
        &dir,
        &with(&["result", "--playoff", "--board", "1", "1-0"]),
        [
            "qili: s.json: the event is not over: a play-off (CN 第15.6条) comes after its last round",
            "qili：s.json：赛事尚未结束：加赛（CN 第15.6条）在最后一轮之后进行",
            "qili：s.json：賽事尚未結束：加賽（CN 第15.6条）在最後一輪之後進行",
        ],
    );
    // A round robin: no requested bye, no late entry (CN 第20.2条).
    std::fs::write(dir.join("rr.json"), LEVEL_AT_THREE).unwrap();
    let rr = ["--results", "rr.json"];
    let in_rr = |args: &[&'static str]| [args, &rr[..]].concat();
    refused(
        &dir,
        &in_rr(&["bye", "--player", "甲", "--round", "4", "--points", "half"]),
        [
            "qili: rr.json: a requested bye is for a Swiss event; this is a round-robin event",
            "qili：rr.json：申请轮空只适用于积分编排制赛事；本赛事是循环制",
            "qili：rr.json：申請輪空只適用於積分編排制賽事；本賽事是循環制",
        ],
    );
    refused(
        &dir,
        &in_rr(&["enter", "--player", "戊", "--points", "zero"]),
        [
            "qili: rr.json: a late entry joins a Swiss event; a round-robin event's numbers are fixed when it starts (CN 第20.2条 redraws a round robin)",
            "qili：rr.json：补报只适用于积分编排制赛事；循环制赛事的号次在比赛开始时即已确定（循环制按 CN 第20.2条重新抽签）",
            "qili：rr.json：補報只適用於積分編排制賽事；循環制賽事的號次在比賽開始時即已確定（循環制按 CN 第20.2条重新抽籤）",
        ],
    );
    // The play-off of place 3 (CN 第15.6条): one game, 丁 red by the lot.
    refused(
        &dir,
        &in_rr(&["result", "--playoff", "--board", "5", "1-0"]),
        [
            "qili: rr.json: the play-offs have games 1 to 1, not 5",
            "qili：rr.json：加赛只有第 1 至 1 局，没有第 5 局",
            "qili：rr.json：加賽只有第 1 至 1 局，沒有第 5 局",
        ],
    );
    refused(
        &dir,
        &in_rr(&["result", "--playoff", "--player", "甲", "1-0"]),
        [
            "qili: rr.json: '甲' plays in no play-off",
            "qili：rr.json：甲 没有加赛",
            "qili：rr.json：甲 沒有加賽",
        ],
    );
    step(
        &dir,
        &in_rr(&["result", "--playoff", "--board", "1", "1-0"]),
    );
    refused(
        &dir,
        &in_rr(&["result", "--playoff", "--board", "1", "0-1"]),
        [
            "qili: rr.json: play-off game 1 (丁 – 丙) already has 1-0; give --replace to correct it",
            "qili：rr.json：加赛第 1 局（丁 – 丙）已登记 1-0；如需改正请加 --replace",
            "qili：rr.json：加賽第 1 局（丁 – 丙）已登記 1-0；如需改正請加 --replace",
        ],
    );
    refused(
        &dir,
        &in_rr(&["result", "--playoff", "--player", "丙", "0-1"]),
        [
            "qili: rr.json: every play-off game of '丙' has its result; give --board N --replace to correct one",
            "qili：rr.json：丙 的加赛对局都已登记结果；如需改正请以 --board N --replace 指明一局",
            "qili：rr.json：丙 的加賽對局都已登記結果；如需改正請以 --board N --replace 指明一局",
        ],
    );
}

/// `qili --lang LANG tournament ARGS…` run in `dir`: standard output and standard error.
fn shown(dir: &Path, lang: &str, args: &[&str]) -> (String, String) {
    let mut all = vec!["--lang", lang, "tournament"];
    all.extend_from_slice(args);
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(&all)
        .env("LC_ALL", "C")
        .current_dir(dir)
        .output()
        .expect("qili runs");
    assert!(out.status.success(), "{all:?}: {out:?}");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr(&out),
    )
}

/// `tournament pair` once the event is over lists the play-off of a shared place (CN 第15.6条)
/// in the language asked for: the shared place, the play-off's heading, its games with 红方 and
/// 黑方, how to enter them, and that nothing is recorded; English as it always was. (What the
/// lot decides is worded from its data, in the book's words.)
#[test]
fn pair_lists_the_playoff_in_chinese() {
    let dir = scratch("chinese-desk-playoff");
    std::fs::write(dir.join("rr.json"), LEVEL_AT_THREE).unwrap();
    let pair = ["pair", "--results", "rr.json"];
    let lot = "CN 第15.6条: the play-off for place 3, its numbers (1 first; 附录一: 号次在前的运动员执红棋先走)";
    let (en, _) = shown(&dir, "en", &pair);
    assert_eq!(
        en,
        format!(
            "place 3 is shared by 丙, 丁 (places 3–4): CN 第15.6条 “冠军或不宜并列的名次，应安排加赛” — `qili tournament pair` gives the play-off
play-off for place 3 (a round robin of those level; the book leaves its form to the event):
  1  round 1: 丁 (red) — 丙 (black)
lot: {lot}: 丁, 丙 drawn from 丙, 丁
enter each result with `qili tournament result --results rr.json --playoff --board N RESULT`
"
        )
    );
    let (hans, _) = shown(&dir, "zh-Hans", &pair);
    assert_eq!(
        hans,
        format!(
            "第 3 名由 丙、丁 并列（第 3–4 名）：CN 第15.6条“冠军或不宜并列的名次，应安排加赛”——`qili tournament pair` 给出加赛的对阵
第 3 名的加赛（由并列者进行循环赛；加赛的方式书中未作规定，由赛事自定）：
  1  第 1 轮：丁（红方）—— 丙（黑方）
抽签：CN 第15.6条：第 3 名的加赛，号次（1 号在前；附录一“号次在前的运动员执红棋先走”）：从 丙、丁 中抽出 丁、丙
每局结果以 `qili tournament result --results rr.json --playoff --board N RESULT` 登记
"
        )
    );
    let (hant, _) = shown(&dir, "zh-Hant", &pair);
    assert!(
        hant.contains("第 3 名的加賽（由並列者進行循環賽；加賽的方式書中未作規定，由賽事自定）：\n  1  第 1 輪：丁（紅方）—— 丙（黑方）\n"),
        "{hant}"
    );
    assert!(
        hant.contains("每局結果以 `qili tournament result"),
        "{hant}"
    );
    let record = [&pair[..], &["--record"]].concat();
    let (_, err) = shown(&dir, "en", &record);
    assert_eq!(
        err,
        "qili: rr.json: the event is over; the play-off is drawn from the standings and the seed, so there is no round to record: enter its results with `qili tournament result --playoff`\n"
    );
    let (_, err) = shown(&dir, "zh-Hans", &record);
    assert_eq!(
        err,
        "qili：rr.json：赛事已经结束；加赛由最后名次与随机种子抽签编排，没有可记录的轮次：加赛结果以 `qili tournament result --playoff` 登记\n"
    );
    step(
        &dir,
        &[
            "result",
            "--results",
            "rr.json",
            "--playoff",
            "--board",
            "1",
            "1-0",
        ],
    );
    let (en, _) = shown(&dir, "en", &pair);
    assert!(
        en.starts_with(
            "the play-off of 丙, 丁 is complete: `qili tournament standings` ranks them by it\n"
        ),
        "{en}"
    );
    assert!(
        en.contains("\n  1  round 1: 丁 (red) — 丙 (black)  1-0\n"),
        "{en}"
    );
    let (hans, _) = shown(&dir, "zh-Hans", &pair);
    assert!(
        hans.starts_with("丙、丁 的加赛已经赛完：`qili tournament standings` 依加赛排列其名次\n"),
        "{hans}"
    );
    assert!(
        hans.contains("\n  1  第 1 轮：丁（红方）—— 丙（黑方）  1-0\n"),
        "{hans}"
    );
}

/// A Swiss crosstable's round cells under zh: the bye as the books name it (轮空), a requested
/// bye (申请) and a late entry's round (补报), each as its legend line names it; the points and
/// the `r`/`b` of a game stay (the legend explains them). In English, `bye`, `req`, `late`.
#[test]
fn the_standings_cells_speak_chinese() {
    let dir = scratch("chinese-desk-cells");
    std::fs::write(
        dir.join("e.json"),
        r#"{"rules": "cn", "system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D", "E"],
            "byes": [{"round": 1, "player": "E", "points": "zero", "why": "late-entry"},
                     {"round": 2, "player": "A", "points": "half", "why": "requested"}],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "1-0"},
                      {"round": 1, "red": "D", "black": "B", "result": "1/2-1/2"},
                      {"round": 2, "red": "B", "black": "E", "result": "1-0"},
                      {"round": 2, "red": "C", "black": "D", "result": "0-1"}]}"#,
    )
    .unwrap();
    let standings = ["standings", "--results", "e.json"];
    let row = |table: &str, p: &str| {
        table
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(p))
            .unwrap_or_else(|| panic!("no row for {p}:\n{table}"))
            .split_whitespace()
            .skip(2)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (en, _) = shown(&dir, "en", &standings);
    assert!(row(&en, "A").starts_with("4r1 req ½ "), "{en}");
    assert!(row(&en, "E").starts_with("late 0 1b0 "), "{en}");
    assert!(en.contains("\nreq: a bye the player asked for"), "{en}");
    for (lang, bye_words) in [
        (
            "zh-Hans",
            [
                "申请 ½",
                "补报 0",
                "申请：棋手申请的轮空",
                "补报：棋手报到前已编排的轮次",
            ],
        ),
        (
            "zh-Hant",
            [
                "申請 ½",
                "補報 0",
                "申請：棋手申請的輪空",
                "補報：棋手報到前已編排的輪次",
            ],
        ),
    ] {
        let (zh, _) = shown(&dir, lang, &standings);
        let [req, late, req_legend, late_legend] = bye_words;
        assert!(
            row(&zh, "A").starts_with(&format!("4r1 {req} ")),
            "{lang}:\n{zh}"
        );
        assert!(
            row(&zh, "E").starts_with(&format!("{late} 1b0 ")),
            "{lang}:\n{zh}"
        );
        assert!(zh.contains(&format!("\n{req_legend}")), "{lang}:\n{zh}");
        assert!(zh.contains(&format!("\n{late_legend}")), "{lang}:\n{zh}");
        assert!(!zh.contains("req") && !zh.contains("late"), "{lang}:\n{zh}");
    }
}

/// A knockout's bracket above the standings in the language asked for: 第 N 轮, each match (场)
/// of the 胜者组 with its players (对), games, who goes through (晋级) and how, a match being
/// played (进行中); English as the tournament code writes it.
#[test]
fn the_knockout_bracket_speaks_chinese() {
    let dir = scratch("chinese-desk-knockout");
    knockout_of_four_after_a_first_result(&dir);
    let with = |args: &[&'static str]| [args, &["--results", "k.json"][..]].concat();
    let bracket = |lang: &str| {
        let (out, _) = shown(&dir, lang, &with(&["standings"]));
        out.split("\n\n").next().unwrap_or_default().to_string()
    };
    // The lot of 猜先 gave D red in the first match (a 1-0 for red is D's win).
    assert_eq!(
        bracket("en"),
        "round 1\n  winners 1: A v D: D–A 0-1 → A (games)\n  winners 2: B v C (being played)"
    );
    assert_eq!(
        bracket("zh-Hans"),
        "第 1 轮\n  胜者组第 1 场：A 对 D：D–A 0-1 → A 晋级（对局）\n  胜者组第 2 场：B 对 C（进行中）"
    );
    assert_eq!(
        bracket("zh-Hant"),
        "第 1 輪\n  勝者組第 1 場：A 對 D：D–A 0-1 → A 晉級（對局）\n  勝者組第 2 場：B 對 C（進行中）"
    );
}

/// `tournament pair`'s refusals of the next round (the tournament crate's `PairError`): a Swiss
/// round with players still to play, a knockout over; in 简体 and 繁體 in CN's terms (轮, 赛完,
/// 对局, 淘汰赛), in English word for word as the crate always wrote them.
#[test]
fn pair_refuses_in_chinese() {
    let dir = scratch("chinese-desk-pair-refusals");
    std::fs::write(
        dir.join("u.json"),
        r#"{"system": "swiss", "rounds": 3, "players": ["A", "B", "C", "D"],
 "games": [{"round": 1, "red": "A", "black": "B", "result": "1-0"}]}"#,
    )
    .unwrap();
    refused(
        &dir,
        &["pair", "--results", "u.json"],
        [
            "qili: u.json: round 1 is not finished: C, D have no game yet",
            "qili：u.json：第 1 轮尚未赛完：C、D 尚无对局",
            "qili：u.json：第 1 輪尚未賽完：C、D 尚無對局",
        ],
    );
    knockout_of_four_after_a_first_result(&dir);
    let with = |args: &[&'static str]| [args, &["--results", "k.json"][..]].concat();
    step(&dir, &with(&["result", "--player", "B", "1-0"]));
    step(&dir, &with(&["pair", "--record"]));
    step(&dir, &with(&["result", "--player", "A", "1-0"]));
    refused(
        &dir,
        &with(&["pair"]),
        [
            "qili: k.json: the knockout is over: A won",
            "qili：k.json：淘汰赛已经结束：A 获胜",
            "qili：k.json：淘汰賽已經結束：A 獲勝",
        ],
    );
}

/// An event whose every round is paired but one game is still being played (`unfinished`, 附录二
/// 六) is not over: `pair` draws no play-off (it listed those of places 1 and 3 while 甲 – 乙 was
/// being played, one of them between these two) and says what it waits for, the standings flag
/// no shared place, `result --playoff` is refused; once the game's result is in the file, the
/// play-off of place 3 is due.
#[test]
fn no_playoff_is_drawn_while_a_game_is_still_being_played() {
    let dir = scratch("chinese-desk-still-playing");
    let playing = LEVEL_AT_THREE.replace(
        r#"{"round": 2, "red": "甲", "black": "乙", "result": "1-0"}"#,
        r#"{"round": 2, "red": "甲", "black": "乙", "result": "unfinished"}"#,
    );
    assert_ne!(
        playing, LEVEL_AT_THREE,
        "the file no longer has the game this test bends"
    );
    std::fs::write(dir.join("rr.json"), playing).unwrap();
    refused(
        &dir,
        &["pair", "--results", "rr.json"],
        [
            "qili: rr.json: all 3 rounds have been paired, but 甲 – 乙 (round 2) is still being played: the final standings and any play-off wait for its result",
            "qili：rr.json：全部 3 轮均已编排，但 甲 – 乙（第 2 轮） 尚未结束：最终名次及加赛须待其结果",
            "qili：rr.json：全部 3 輪均已編排，但 甲 – 乙（第 2 輪） 尚未結束：最終名次及加賽須待其結果",
        ],
    );
    let (standings, _) = shown(
        &dir,
        "en",
        &["standings", "--results", "rr.json", "--rules", "cn"],
    );
    assert!(!standings.contains("is shared by"), "{standings}");
    assert!(
        standings.contains("甲 – 乙 (round 2) is still being played"),
        "{standings}"
    );
    let (_, ok) = at_desk(
        &dir,
        "en",
        &[
            "result",
            "--results",
            "rr.json",
            "--playoff",
            "--board",
            "1",
            "1-0",
        ],
    );
    assert!(
        !ok,
        "a play-off result was taken while the event is not over"
    );
    // A hand pairing of a Swiss event with every round paired and a game still being played is
    // refused as `pair` refuses it (it said "all 2 rounds have been played").
    std::fs::write(
        dir.join("s.json"),
        r#"{"system": "swiss", "rounds": 2, "players": ["A", "B", "C", "D"], "games": [
 {"round": 1, "red": "A", "black": "B", "result": "1-0"},
 {"round": 1, "red": "C", "black": "D", "result": "1-0"},
 {"round": 2, "red": "A", "black": "C", "result": "unfinished"},
 {"round": 2, "red": "D", "black": "B", "result": "1-0"}]}"#,
    )
    .unwrap();
    std::fs::write(dir.join("hand.txt"), "A - D\nB - C\n").unwrap();
    let waiting = [
        "qili: s.json: all 2 rounds have been paired, but A – C (round 2) is still being played: the final standings and any play-off wait for its result",
        "qili：s.json：全部 2 轮均已编排，但 A – C（第 2 轮） 尚未结束：最终名次及加赛须待其结果",
        "qili：s.json：全部 2 輪均已編排，但 A – C（第 2 輪） 尚未結束：最終名次及加賽須待其結果",
    ];
    refused(&dir, &["pair", "--results", "s.json"], waiting);
    refused(
        &dir,
        &["pair", "--results", "s.json", "--manual", "hand.txt"],
        waiting,
    );
    // The game ends (the file as the arbiter writes it, its result in place of `unfinished`).
    std::fs::write(dir.join("rr.json"), LEVEL_AT_THREE).unwrap();
    let (en, _) = shown(&dir, "en", &["pair", "--results", "rr.json"]);
    assert!(
        en.starts_with("place 3 is shared by 丙, 丁 (places 3–4)"),
        "{en}"
    );
}

/// A knockout of four (A, B, C, D as listed, CN) in `dir`'s `k.json`, its first round paired and
/// its first board's result (D–A 0-1) entered.
fn knockout_of_four_after_a_first_result(dir: &Path) {
    std::fs::write(dir.join("four.csv"), "A\nB\nC\nD\n").unwrap();
    let with = |args: &[&'static str]| [args, &["--results", "k.json"][..]].concat();
    let new = [
        "new",
        "--players",
        "four.csv",
        "--system",
        "knockout",
        "--rules",
        "cn",
        "--order",
        "as-listed",
    ];
    step(dir, &with(&new));
    step(dir, &with(&["pair", "--record"]));
    step(dir, &with(&["result", "--player", "A", "0-1"]));
}
