//! A hand pairing, the lots that number a round robin, and a round robin off its order table,
//! in Chinese (issue #32): each checked in both Chinese forms and, in English, word for word as
//! it was printed before these were worded from data.

use crate::support::{scratch, tournament};
use std::path::{Path, PathBuf};

/// A four-player Swiss event (CN, 3 rounds) after round 1: C–A ½-½, B–D 1-0, recorded as
/// `pair --record` paired it.
fn after_round_one(name: &str) -> PathBuf {
    let dir = scratch(name);
    std::fs::write(dir.join("entries.csv"), "A,2400\nB,2300\nC,2200\nD,2100\n").unwrap();
    let steps: [&[&str]; 4] = [
        &[
            "new",
            "--players",
            "entries.csv",
            "--system",
            "swiss",
            "--rounds",
            "3",
            "--rules",
            "cn",
            "--results",
            "e.json",
        ],
        &["pair", "--results", "e.json", "--record"],
        &["result", "--results", "e.json", "--board", "1", "1/2-1/2"],
        &["result", "--results", "e.json", "--board", "2", "1-0"],
    ];
    for args in steps {
        let (_, err, code) = tournament(&dir, "en", args);
        assert_eq!(code, 0, "{args:?}: {err}");
    }
    dir
}

/// The lines `pair --manual FILE` prints on standard error for `hand` (the file's text), in
/// `lang`, and its exit code.
fn hand(dir: &Path, lang: &str, file: &str, hand: &str) -> (Vec<String>, i32) {
    std::fs::write(dir.join(file), hand).unwrap();
    let (_, err, code) = tournament(
        dir,
        lang,
        &["pair", "--results", "e.json", "--manual", file],
    );
    (err.lines().map(str::to_string).collect(), code)
}

/// Each breach of a hand pairing — a rematch (附录二 三), the score groups (三(二)), the colours
/// due (三(三)) and red (三(五)), round 1's halves (三(一)) — and the refusal after them, in both
/// Chinese forms, and the English as it was.
#[test]
fn a_hand_pairings_breaches_speak_chinese() {
    let dir = after_round_one("chinese-hand-breaches");
    let rematch = "A - C\nD - B\n";
    let (en, code) = hand(&dir, "en", "hand.txt", rematch);
    assert_eq!(code, 2);
    assert_eq!(
        en,
        [
            "qili: breach: A – C breaks 附录二 三 “相遇过的对手不再编对”: A and C have met",
            "qili: breach: D – B breaks 附录二 三 “相遇过的对手不再编对”: D and B have met",
            "qili: breach: A – C breaks 附录二 三(二) “同分者编对。同分者已相遇过或无同分者，则以近分者编对，至全部排通为止”: A (½) – C (½), D (0) – B (1) can be paired A (½) – D (0), C (½) – B (1) instead, with no rematch, keeping the score groups fuller from the top",
            "qili: hand.txt: the hand pairing of round 2 breaks 3 clauses of 附录二 (above); nothing is recorded — give --force to record it with the breaches",
        ]
    );
    let (hans, _) = hand(&dir, "zh-Hans", "hand.txt", rematch);
    assert_eq!(
        hans,
        [
            "qili：违例：A – C 违反 附录二 三“相遇过的对手不再编对”：A 与 C 已相遇过",
            "qili：违例：D – B 违反 附录二 三“相遇过的对手不再编对”：D 与 B 已相遇过",
            "qili：违例：A – C 违反 附录二 三(二)“同分者编对。同分者已相遇过或无同分者，则以近分者编对，至全部排通为止”：A（½）–C（½）、D（0）–B（1）可改为 A（½）–D（0）、C（½）–B（1）：没有相遇过的对手再编对，且自最高分起，更多棋手与同分或分数更近者编对",
            "qili：hand.txt：第 2 轮的人工编排有 3 处违反附录二（见上）；未登记——如仍要连同违例一并登记，请加 --force",
        ]
    );
    let (hant, _) = hand(&dir, "zh-Hant", "hand.txt", rematch);
    assert_eq!(
        hant,
        [
            "qili：違例：A – C 違反 附录二 三“相遇过的对手不再编对”：A 與 C 已相遇過",
            "qili：違例：D – B 違反 附录二 三“相遇过的对手不再编对”：D 與 B 已相遇過",
            "qili：違例：A – C 違反 附录二 三(二)“同分者编对。同分者已相遇过或无同分者，则以近分者编对，至全部排通为止”：A（½）–C（½）、D（0）–B（1）可改為 A（½）–D（0）、C（½）–B（1）：沒有相遇過的對手再編對，且自最高分起，更多棋手與同分或分數更近者編對",
            "qili：hand.txt：第 2 輪的人工編排有 3 處違反附录二（見上）；未登記——如仍要連同違例一併登記，請加 --force",
        ]
    );

    // 三(三): the colours due; 三(五): red to the higher score, two rounds from the end.
    let colours = "C - B\nD - A\n";
    let why = |lines: &[String], at: usize| -> String {
        lines[at]
            .rsplit_once('”')
            .expect("the clause's words")
            .1
            .to_string()
    };
    let (en, _) = hand(&dir, "en", "colours.txt", colours);
    assert_eq!(
        why(&en, 0),
        ": C (½) – B (1), D (0) – A (½) can be paired C (½) – D (0), B (1) – A (½) instead, the score groups as full, with fewer players denied the colour they are due"
    );
    assert_eq!(
        why(&en, 1),
        ": the book gives red to A (0 red, 1 black), not D (0 red, 1 black)"
    );
    let (hans, _) = hand(&dir, "zh-Hans", "colours.txt", colours);
    assert_eq!(
        why(&hans, 0),
        "：C（½）–B（1）、D（0）–A（½）可改为 C（½）–D（0）、B（1）–A（½）：没有相遇过的对手再编对，同分、近分者编对不变，而先后走不能按应有次序安排的棋手更少"
    );
    assert_eq!(
        why(&hans, 1),
        "：依附录二应由 A（执红 0 局、执黑 1 局）执红先走，而非 D（执红 0 局、执黑 1 局）"
    );
    let (hant, _) = hand(&dir, "zh-Hant", "colours.txt", colours);
    assert_eq!(
        why(&hant, 0),
        "：C（½）–B（1）、D（0）–A（½）可改為 C（½）–D（0）、B（1）–A（½）：沒有相遇過的對手再編對，同分、近分者編對不變，而先後走不能按應有次序安排的棋手更少"
    );
    assert_eq!(
        why(&hant, 1),
        "：依附录二應由 A（執紅 0 局、執黑 1 局）執紅先走，而非 D（執紅 0 局、執黑 1 局）"
    );

    // A pairing that keeps every clause.
    let (en, code) = hand(&dir, "en", "fine.txt", "A - B\nD - C\n");
    assert_eq!(code, 0);
    assert_eq!(
        en,
        ["qili: the hand pairing of round 2 keeps every clause checked"]
    );
    let (hans, _) = hand(&dir, "zh-Hans", "fine.txt", "A - B\nD - C\n");
    assert_eq!(hans, ["qili：第 2 轮的人工编排符合所检查的各项条文"]);
    let (hant, _) = hand(&dir, "zh-Hant", "fine.txt", "A - B\nD - C\n");
    assert_eq!(hant, ["qili：第 2 輪的人工編排符合所檢查的各項條文"]);

    // Round 1: 三(一)'s halves.
    let first = scratch("chinese-hand-halves");
    std::fs::copy(dir.join("entries.csv"), first.join("entries.csv")).unwrap();
    let (_, err, code) = tournament(
        &first,
        "en",
        &[
            "new",
            "--players",
            "entries.csv",
            "--system",
            "swiss",
            "--rounds",
            "3",
            "--rules",
            "cn",
            "--results",
            "e.json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let halves = "A - B\nD - C\n";
    let (en, _) = hand(&first, "en", "r1.txt", halves);
    assert_eq!(
        why(&en, 0),
        ": A and B are both in the upper half (numbers 1–2 are the upper)"
    );
    assert_eq!(
        why(&en, 1),
        ": D and C are both in the lower half (numbers 1–2 are the upper)"
    );
    let (hans, _) = hand(&first, "zh-Hans", "r1.txt", halves);
    assert_eq!(why(&hans, 0), "：A 与 B 同在上组（1 至 2 号为上组）");
    assert_eq!(why(&hans, 1), "：D 与 C 同在下组（1 至 2 号为上组）");
    let (hant, _) = hand(&first, "zh-Hant", "r1.txt", halves);
    assert_eq!(why(&hant, 0), "：A 與 B 同在上組（1 至 2 號為上組）");
    assert_eq!(why(&hant, 1), "：D 與 C 同在下組（1 至 2 號為上組）");
}

/// A forced hand pairing keeps its breaches' English in the results file (JSON is for
/// programs) beside their data; the sheet words them in Chinese from the data, and a file
/// written before the data was recorded prints its English as it is.
#[test]
fn a_recorded_breach_is_worded_from_its_data() {
    let dir = after_round_one("chinese-hand-recorded");
    std::fs::write(dir.join("hand.txt"), "A - C\nD - B\n").unwrap();
    let (_, err, code) = tournament(
        &dir,
        "en",
        &[
            "pair",
            "--results",
            "e.json",
            "--manual",
            "hand.txt",
            "--force",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("e.json")).unwrap()).unwrap();
    let breach = &file["pairings"][1]["breaches"][0];
    assert_eq!(breach["why"], "A and C have met");
    assert_eq!(
        breach["how"],
        serde_json::json!({"kind": "met", "pair": ["A", "C"]})
    );
    let line = |lang: &str, results: &str| -> String {
        let (out, err, code) = tournament(&dir, lang, &["sheet", "--results", results]);
        assert_eq!(code, 0, "{err}");
        out.lines()
            .find(|l| l.contains("附录二 三“") || l.contains("附录二 三 “"))
            .unwrap_or_else(|| panic!("no breach line:\n{out}"))
            .to_string()
    };
    assert_eq!(
        line("en", "e.json"),
        "breach: A – C breaks 附录二 三 “相遇过的对手不再编对”: A and C have met"
    );
    assert_eq!(
        line("zh-Hans", "e.json"),
        "违例：A – C 违反 附录二 三“相遇过的对手不再编对”：A 与 C 已相遇过"
    );
    assert_eq!(
        line("zh-Hant", "e.json"),
        "違例：A – C 違反 附录二 三“相遇过的对手不再编对”：A 與 C 已相遇過"
    );
    // The same file without the data, as qili wrote it before: the words as recorded.
    let mut old = file.clone();
    for b in old["pairings"][1]["breaches"].as_array_mut().unwrap() {
        b.as_object_mut().unwrap().remove("how");
    }
    std::fs::write(dir.join("old.json"), old.to_string()).unwrap();
    assert_eq!(
        line("zh-Hans", "old.json"),
        "违例：A – C 违反 附录二 三“相遇过的对手不再编对”：A and C have met"
    );
}

/// What is wrong with a hand pairing's file or names, before any clause is checked, in both
/// Chinese forms, and the English as it was.
#[test]
fn a_hand_pairing_that_is_no_pairing_is_refused_in_chinese() {
    let dir = after_round_one("chinese-hand-refused");
    let cases: [(&str, &str, &str, &str, &str); 7] = [
        (
            "bad.txt",
            "A - B\nC - Q\n",
            "qili: e.json: 'Q' is not a player",
            "qili：e.json：“Q”不是本赛事的棋手",
            "qili：e.json：「Q」不是本賽事的棋手",
        ),
        (
            "byes.txt",
            "A - B\nbye: C\nbye: D\n",
            "qili: byes.txt: line 3: a second bye",
            "qili：byes.txt：第 3 行：又一个轮空（每轮至多一人轮空）",
            "qili：byes.txt：第 3 行：又一個輪空（每輪至多一人輪空）",
        ),
        (
            "line.txt",
            "A - B\nC\n",
            "qili: line.txt: line 2: expected `red - black` or `bye: name`",
            "qili：line.txt：第 2 行：应为 `红方 - 黑方` 或 `轮空：姓名`",
            "qili：line.txt：第 2 行：應為 `紅方 - 黑方` 或 `輪空：姓名`",
        ),
        (
            "bad.json",
            r#"{"pairs": [["A", "B"],]}"#,
            "qili: bad.json: trailing comma at line 1 column 23",
            "qili：bad.json：第 1 行第 23 字：人工编排的 JSON 有误：多了一个逗号（其后没有值）",
            "qili：bad.json：第 1 行第 23 字：人工編排的 JSON 有誤：多了一個逗號（其後沒有值）",
        ),
        (
            "twice.txt",
            "A - B\nC - A\n",
            "qili: e.json: 'A' is listed twice (in a pair and in a pair)",
            "qili：e.json：A 列了两次（两个对局中各一次）",
            "qili：e.json：A 列了兩次（兩個對局中各一次）",
        ),
        (
            "bye.txt",
            "A - B\nC - D\nbye: A\n",
            "qili: e.json: 'A' is listed twice (in a pair and in the bye)",
            "qili：e.json：A 列了两次（对局中一次，轮空又一次）",
            "qili：e.json：A 列了兩次（對局中一次，輪空又一次）",
        ),
        (
            "short.txt",
            "A - B\n",
            "qili: e.json: round 2: C, D are neither paired nor given the bye",
            "qili：e.json：第 2 轮：C、D 既未编对，也未轮空",
            "qili：e.json：第 2 輪：C、D 既未編對，也未輪空",
        ),
    ];
    for (file, text, en, hans, hant) in cases {
        for (lang, want) in [("en", en), ("zh-Hans", hans), ("zh-Hant", hant)] {
            let (lines, code) = hand(&dir, lang, file, text);
            assert_eq!(code, 2, "{file} {lang}");
            assert_eq!(lines, [want], "{file} {lang}");
        }
    }
    // A withdrawn player, an excused one, every round played, and a round robin.
    let event: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("e.json")).unwrap()).unwrap();
    let with = |key: &str, value: serde_json::Value| {
        let mut e = event.clone();
        e[key] = value;
        std::fs::write(dir.join("e.json"), e.to_string()).unwrap();
    };
    let pairing = "A - B\nC - D\n";
    let refusals = [
        (
            "withdrawn",
            serde_json::json!({"D": 2}),
            "qili: e.json: 'D' withdrew before round 2",
            "qili：e.json：D 已在第 2 轮前退出比赛",
            "qili：e.json：D 已在第 2 輪前退出比賽",
        ),
        (
            "byes",
            serde_json::json!([{"player": "D", "round": 2, "points": "half", "why": "requested"}]),
            "qili: e.json: 'D' is excused from round 2 (a recorded bye)",
            "qili：e.json：D 第 2 轮不参加编排（已登记的轮空）",
            "qili：e.json：D 第 2 輪不參加編排（已登記的輪空）",
        ),
        (
            "rounds",
            serde_json::json!(1),
            "qili: e.json: all 1 rounds have been played",
            "qili：e.json：全部 1 轮均已赛完",
            "qili：e.json：全部 1 輪均已賽完",
        ),
    ];
    for (key, value, en, hans, hant) in refusals {
        with(key, value);
        for (lang, want) in [("en", en), ("zh-Hans", hans), ("zh-Hant", hant)] {
            let (lines, code) = hand(&dir, lang, "p.txt", pairing);
            assert_eq!(code, 2, "{key} {lang}");
            assert_eq!(lines.last().map(String::as_str), Some(want), "{key} {lang}");
        }
    }
    std::fs::write(
        dir.join("e.json"),
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D"], "games": []}"#,
    )
    .unwrap();
    for (lang, want) in [
        (
            "en",
            "qili: e.json: a hand pairing is checked against 附录二 (积分编排); a round-robin event is paired by its order table (附录一)",
        ),
        (
            "zh-Hans",
            "qili：e.json：人工编排按附录二（积分编排制）检查；循环制赛事按循环赛对局秩序表（附录一）编排",
        ),
        (
            "zh-Hant",
            "qili：e.json：人工編排按附录二（積分編排制）檢查；循環制賽事按循環賽對局秩序表（附录一）編排",
        ),
    ] {
        let (lines, code) = hand(&dir, lang, "p.txt", pairing);
        assert_eq!(code, 2);
        assert_eq!(lines, [want], "{lang}");
    }
}

/// `new --order lots` records what its lot decides (附录一 一(一)) as data, and words it, the
/// drawn order listed in the language's way.
#[test]
fn the_lots_that_number_a_round_robin_speak_chinese() {
    let dir = scratch("chinese-hand-lots");
    std::fs::write(dir.join("rr.csv"), "甲\n乙\n丙\n丁\n戊\n").unwrap();
    let mut lines = Vec::new();
    for lang in ["en", "zh-Hans", "zh-Hant"] {
        let file = format!("{lang}.json");
        let (out, err, code) = tournament(
            &dir,
            lang,
            &[
                "new",
                "--players",
                "rr.csv",
                "--system",
                "round-robin",
                "--rules",
                "cn",
                "--order",
                "lots",
                "--seed",
                "3",
                "--results",
                &file,
            ],
        );
        assert_eq!(code, 0, "{err}");
        lines.push(out.lines().last().unwrap_or_default().to_string());
        let written: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join(&file)).unwrap()).unwrap();
        let lot = &written["seeding_lots"][0];
        assert_eq!(lot["decides"], serde_json::json!({"kind": "numbers"}));
        assert_eq!(
            lot["what"],
            "附录一 一(一): 每一运动员（队）抽得一号 (the numbers, 1 first)"
        );
    }
    assert_eq!(
        lines,
        [
            "lot: 附录一 一(一): 每一运动员（队）抽得一号 (the numbers, 1 first): 甲, 丁, 丙, 乙, 戊",
            "抽签：附录一 一(一)“每一运动员（队）抽得一号”：号次，1 号在前：甲、丁、丙、乙、戊",
            "抽籤：附录一 一(一)“每一运动员（队）抽得一号”：號次，1 號在前：甲、丁、丙、乙、戊",
        ]
    );
}

/// A round robin's games off its order table: the results file's warnings, `pair`'s refusal to
/// read the next round off the table, and the table's bounds on players.
#[test]
fn a_round_robin_off_its_order_table_speaks_chinese() {
    let dir = scratch("chinese-hand-off-table");
    // The table for four: round 1 is 1—4, 2—3.
    std::fs::write(
        dir.join("reversed.json"),
        r#"{"system": "round-robin", "players": ["甲", "乙", "丙", "丁"],
 "games": [
   {"round": 1, "red": "丁", "black": "甲", "result": "1-0"},
   {"round": 1, "red": "乙", "black": "丙", "result": "1-0"}]}"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("off.json"),
        r#"{"system": "round-robin", "players": ["甲", "乙", "丙", "丁"],
 "games": [
   {"round": 1, "red": "甲", "black": "乙", "result": "1-0"},
   {"round": 1, "red": "丙", "black": "丁", "result": "1-0"}]}"#,
    )
    .unwrap();
    let reversed = [
        "warning: reversed.json: line 3: games[0]: '丁' has red against '甲' in round 1, where the order table (附录一) gives red to '甲' (号次在前的运动员执红棋先走)",
        "注意：reversed.json：第 3 行：games[0]：第 1 轮 丁 执红对 甲，而循环赛对局秩序表（附录一）由 甲 执红（“号次在前的运动员执红棋先走”）",
        "注意：reversed.json：第 3 行：games[0]：第 1 輪 丁 執紅對 甲，而循環賽對局秩序表（附录一）由 甲 執紅（“号次在前的运动员执红棋先走”）",
    ];
    let off = [
        "line 3: games[0]: '甲' v '乙' is not a game of round 1 of the order table (附录一), which pairs '甲' v '丁'; the next round cannot be read off the table",
        "第 3 行：games[0]：甲 对 乙 不是循环赛对局秩序表（附录一）第 1 轮的对局，表中该轮是 甲 对 丁；下一轮无法按表编排",
        "第 3 行：games[0]：甲 對 乙 不是循環賽對局秩序表（附录一）第 1 輪的對局，表中該輪是 甲 對 丁；下一輪無法按表編排",
    ];
    let off2 = [
        "line 4: games[1]: '丙' v '丁' is not a game of round 1 of the order table (附录一), which pairs '乙' v '丙'; the next round cannot be read off the table",
        "第 4 行：games[1]：丙 对 丁 不是循环赛对局秩序表（附录一）第 1 轮的对局，表中该轮是 乙 对 丙；下一轮无法按表编排",
        "第 4 行：games[1]：丙 對 丁 不是循環賽對局秩序表（附录一）第 1 輪的對局，表中該輪是 乙 對 丙；下一輪無法按表編排",
    ];
    let warned = [
        "warning: off.json: ",
        "注意：off.json：",
        "注意：off.json：",
    ];
    let (semicolon, refused) = (
        ["; ", "；", "；"],
        [
            "qili: off.json: the games do not follow the order table (附录一), so its round 2 may repeat a game: ",
            "qili：off.json：对局未按循环赛对局秩序表（附录一）进行，按表编排的第 2 轮可能重复已赛的对局：",
            "qili：off.json：對局未按循環賽對局秩序表（附录一）進行，按表編排的第 2 輪可能重複已賽的對局：",
        ],
    );
    let too_few = [
        "qili: --players 1: 1 players: a round robin needs at least two",
        "qili：--players 1：1 名棋手：循环赛至少须有两名棋手",
        "qili：--players 1：1 名棋手：循環賽至少須有兩名棋手",
    ];
    let too_many = [
        "qili: --players 1001: 1001 players: a round robin of more than 1000 is not built (its order table has ½·N·(N−1) games: 500500 here)",
        "qili：--players 1001：1001 名棋手：多于 1000 名的循环赛不生成对局秩序表（表中共 ½·N·(N−1) 局，此处为 500500 局）",
        "qili：--players 1001：1001 名棋手：多於 1000 名的循環賽不生成對局秩序表（表中共 ½·N·(N−1) 局，此處為 500500 局）",
    ];
    for (i, lang) in ["en", "zh-Hans", "zh-Hant"].into_iter().enumerate() {
        let (_, err, code) = tournament(&dir, lang, &["pair", "--results", "reversed.json"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(err.lines().collect::<Vec<_>>(), [reversed[i]], "{lang}");
        let (_, err, code) = tournament(&dir, lang, &["pair", "--results", "off.json"]);
        assert_eq!(code, 2, "{err}");
        let lines: Vec<String> = err.lines().map(str::to_string).collect();
        assert_eq!(
            lines,
            [
                format!("{}{}", warned[i], off[i]),
                format!("{}{}", warned[i], off2[i]),
                format!("{}{}{}{}", refused[i], off[i], semicolon[i], off2[i]),
            ],
            "{lang}"
        );
        for (n, want) in [("1", too_few[i]), ("1001", too_many[i])] {
            let (_, err, code) = tournament(&dir, lang, &["table", "--players", n]);
            assert_eq!(code, 2);
            assert_eq!(err.trim_end(), want, "{lang}");
        }
    }
}

/// A Swiss round whose one player without a game counts as having the bye the pairing would
/// have given another: the results file's warning.
#[test]
fn a_bye_that_is_not_the_pairings_is_warned_of_in_chinese() {
    let dir = scratch("chinese-hand-not-the-bye");
    std::fs::write(
        dir.join("sw.json"),
        r#"{"system": "swiss", "rounds": 3, "rules": "cn", "players": ["A", "B", "C", "D", "E"],
 "games": [
   {"round": 1, "red": "A", "black": "B", "result": "1-0"},
   {"round": 1, "red": "C", "black": "E", "result": "1-0"}]}"#,
    )
    .unwrap();
    let want = [
        "warning: sw.json: round 1: 'D' has no game and counts as having the bye, but the pairing gives the bye to 'E' (the lowest placed without one): a late entry or a bye asked for is not a bye — record it as such",
        "注意：sw.json：第 1 轮：D 没有对局，被算作轮空，但编排应由 E（未轮空过的棋手中名次最低者）轮空：报到前已编排的轮次、棋手申请的轮空都不算编排所定的轮空，请照实登记",
        "注意：sw.json：第 1 輪：D 沒有對局，被算作輪空，但編排應由 E（未輪空過的棋手中名次最低者）輪空：報到前已編排的輪次、棋手申請的輪空都不算編排所定的輪空，請照實登記",
    ];
    for (lang, want) in ["en", "zh-Hans", "zh-Hant"].into_iter().zip(want) {
        let (_, err, code) = tournament(&dir, lang, &["standings", "--results", "sw.json"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(err.lines().collect::<Vec<_>>(), [want], "{lang}");
    }
}
