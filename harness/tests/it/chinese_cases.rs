//! Why a case file is broken, and the suite's problems, in Chinese (issue #32): `qili run`,
//! `run --engine` and `render` word each fault from its data in the case format's terms and the
//! books' words; the English is byte for byte what it was, and the JSON report keeps it.

use crate::support::{path, root, run_in as run, scratch};
use axum::body::{Body, to_bytes};
use axum::http::Request;
use qili::serve::{Explorer, Limits, router};
use qili::suite::Layout;
use std::path::{Path, PathBuf};
use tower::ServiceExt;

/// The text of axf-001, a sound case, to make broken ones from.
fn axf_001() -> String {
    let file = root().join("cases/axf/001-single-rook-perpetual-check-up-and-down.yaml");
    std::fs::read_to_string(file).expect("axf-001 is in the checkout")
}

/// axf-001 made the case of figure `figure`, in `dir/axf/NNN-x.yaml` (or `name`), with each
/// `(from, to)` replaced once.
fn broken(dir: &Path, figure: u32, name: Option<&str>, edits: &[(&str, &str)]) -> PathBuf {
    let mut text = axf_001()
        .replacen("id: axf-001", &format!("id: axf-{figure:03}"), 1)
        .replacen("  figure: 1\n", &format!("  figure: {figure}\n"), 1);
    for (from, to) in edits {
        assert!(text.contains(from), "axf-001 holds {from:?}");
        text = text.replacen(from, to, 1);
    }
    let file = dir
        .join("axf")
        .join(name.map_or_else(|| format!("{figure:03}-x.yaml"), String::from));
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, text).unwrap();
    file
}

/// The details block of a trial: the line after its heading.
fn detail<'a>(out: &'a str, heading: &str) -> &'a str {
    let at = out
        .find(&format!("\n{heading}\n"))
        .unwrap_or_else(|| panic!("no {heading:?} in:\n{out}"));
    let rest = &out[at + heading.len() + 2..];
    rest.split("\n\n").next().unwrap()
}

const MOVES: &str = "moves: \"车二进一 将６进１ 车二退一 将６退１ 车二进一 将６进１ 车二退一\"";
const TITLE: &str = "title: \"A single rook checks perpetually by stepping up and down; the \
                     checking side must vary\"";
const QUOTED: &str = "红棋均不停照将，不论一子长照";

/// Every kind of broken case a committee member meets first — a move that cannot be played, a
/// FEN, an empty title, a line not in the book, a class list, an erratum, a target, the YAML
/// reader's faults with their line, a placeholder word — said in each language.
#[test]
fn a_broken_case_says_why_in_chinese() {
    let dir = scratch("chinese-cases-broken");
    let at = path(&dir).to_string();
    broken(&dir, 1, Some("001-sound.yaml"), &[]);
    let moves = "moves: \"车二进一 将６进１ 车二进九 将６退１\"";
    broken(&dir, 2, None, &[(MOVES, moves)]);
    let fen = "position: \"c2a1k3/2c1a2R1/b6P1 w - - 0 1\"";
    broken(
        &dir,
        3,
        None,
        &[(
            "position: \"c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1\"",
            fen,
        )],
    );
    broken(&dir, 4, None, &[(TITLE, "title: \"\"")]);
    broken(&dir, 5, None, &[(QUOTED, "红棋均不停照将，不论二子长照")]);
    let three = "    red: [check, check, check]";
    broken(&dir, 6, None, &[("    red: [check, check]", three)]);
    let erratum = "errata:\n  - printed: \"车二退九\"\n    corrected: \"车二退一\"\n    why: \"x\"";
    broken(&dir, 8, None, &[("errata: []", erratum)]);
    let own = "    red: [check, check]\n  targets:\n    red: [red rook]";
    broken(&dir, 9, None, &[("    red: [check, check]", own)]);
    broken(
        &dir,
        10,
        None,
        &[("  book: axf", "  book: axf\n  bogus: 1")],
    );
    broken(
        &dir,
        11,
        None,
        &[("    axf: red_loses", "    axf: nonsense")],
    );
    broken(&dir, 12, None, &[(TITLE, "title: \"TODO\"")]);
    broken(&dir, 15, None, &[(MOVES, "moves: \"TODO\"")]);
    broken(&dir, 18, None, &[(MOVES, &format!("{MOVES}\n{MOVES}"))]);

    let (en, _) = run("en", 1, &["run", "--cases", &at, "--rules", "axf"]);
    let (hans, _) = run("zh-Hans", 1, &["run", "--cases", &at, "--rules", "axf"]);
    let (hant, _) = run("zh-Hant", 1, &["run", "--cases", &at, "--rules", "axf"]);
    // (figure, English as qili has always printed it, zh-Hans, zh-Hant)
    let expected: [(u32, &str, &str, &str); 12] = [
        (
            2,
            "002-x.yaml:20:19: moves: move 3 '车二进九' (1:11): illegal: a red rook on its file 2 \
             moving forward 9 cannot make this move here",
            "002-x.yaml：第 20 行第 19 字：着法（`moves`）：第 3 着“车二进九”（第 1 行第 11 字）：\
             此着在此局面下不能走：红方车（第 2 路）进 9",
            "002-x.yaml：第 20 行第 19 字：著法（`moves`）：第 3 著「车二进九」（第 1 行第 11 字）：\
             此著在此局面下不能走：紅方車（第 2 路）進 9",
        ),
        (
            3,
            "003-x.yaml:18:11: position: malformed FEN: column 1: expected 10 ranks separated by \
             '/', found 3",
            "003-x.yaml：第 18 行第 11 字：局面（`position`）：FEN 格式有误：第 1 个字符处：应有以\
             “/”分隔的 10 行，实有 3 行",
            "003-x.yaml：第 18 行第 11 字：局面（`position`）：FEN 格式有誤：第 1 個字元處：應有以\
             「/」分隔的 10 行，實有 3 行",
        ),
        (
            4,
            "004-x.yaml:2:8: the title is empty",
            "004-x.yaml：第 2 行第 8 字：标题（`title`）为空",
            "004-x.yaml：第 2 行第 8 字：標題（`title`）為空",
        ),
        (
            5,
            "005-x.yaml:10:9: this line is not in the book's text: \"说明：图一至图三，红棋均不停照将，\
             不论二子长照或两子交替长照，均属犯例，应由红棋变着，不变作负。\"",
            "005-x.yaml：第 10 行第 9 字：这一行不在书中原文中：“说明：图一至图三，红棋均不停照将，\
             不论二子长照或两子交替长照，均属犯例，应由红棋变着，不变作负。”",
            "005-x.yaml：第 10 行第 9 字：這一行不在書中原文中：「说明：图一至图三，红棋均不停照将，\
             不论二子长照或两子交替长照，均属犯例，应由红棋变着，不变作负。」",
        ),
        (
            6,
            "006-x.yaml:23:11: red plays 2 moves in the checked plies 4..=7, but its class list \
             has 3 entries (it must give one round of the loop)",
            "006-x.yaml：第 23 行第 11 字：受检的第 4–7 着中红方走了 2 着，但其着法性质（`classes`）\
             有 3 项：应正好是循环的一轮",
            "006-x.yaml：第 23 行第 11 字：受檢的第 4–7 著中紅方走了 2 著，但其著法性質（`classes`）\
             有 3 項：應正好是循環的一輪",
        ),
        (
            8,
            "008-x.yaml:21:8: erratum '车二退九' is not in the quoted text",
            "008-x.yaml：第 21 行第 8 字：勘误“车二退九”不在引录的原文中",
            "008-x.yaml：第 21 行第 8 字：勘誤「车二退九」不在引錄的原文中",
        ),
        (
            9,
            "009-x.yaml:25:11: red cannot chase its own piece (red rook)",
            "009-x.yaml：第 25 行第 11 字：红方不能捉己方的棋子（红车，`red rook`）",
            "009-x.yaml：第 25 行第 11 字：紅方不能捉己方的棋子（紅車，`red rook`）",
        ),
        (
            10,
            "010-x.yaml:8:3: source: unknown field `bogus`, expected one of `book`, `article`, \
             `figure`, `text` at line 8 column 3",
            "010-x.yaml：第 8 行第 3 字：`source`：没有 `bogus` 这个键（可用的键：`book`、`article`、\
             `figure`、`text`）",
            "010-x.yaml：第 8 行第 3 字：`source`：沒有 `bogus` 這個鍵（可用的鍵：`book`、`article`、\
             `figure`、`text`）",
        ),
        (
            11,
            "011-x.yaml:26:10: expect.ruling.axf: unknown variant `nonsense`, expected one of \
             `draw`, `red_loses`, `black_loses`, `none` at line 26 column 10",
            "011-x.yaml：第 26 行第 10 字：`expect.ruling.axf`：“nonsense”不是可用的值（可用的值：\
             `draw`、`red_loses`、`black_loses`、`none`）",
            "011-x.yaml：第 26 行第 10 字：`expect.ruling.axf`：「nonsense」不是可用的值（可用的值：\
             `draw`、`red_loses`、`black_loses`、`none`）",
        ),
        (
            12,
            "012-x.yaml:2: unfinished: 1 line(s) still hold TODO or PROPOSAL (see \
             docs/AUTHORING.md):\n  line 2: title: \"TODO\"",
            "012-x.yaml：第 2 行：案例尚未写完：有 1 行仍留有 TODO 或 PROPOSAL（见 docs/AUTHORING.md）：\
             \n  第 2 行：title: \"TODO\"",
            "012-x.yaml：第 2 行：案例尚未寫完：有 1 行仍留有 TODO 或 PROPOSAL（見 docs/AUTHORING.md）：\
             \n  第 2 行：title: \"TODO\"",
        ),
        (
            15,
            "015-x.yaml:20:9: moves: cannot read the move list:\n --> 1:1\n  |\n1 | TODO\n  | \
             ^---\n  |\n  = 'TODO' is not a move: a move begins with a piece (a WXF letter K A E \
             H R C P, or N B G, or a Chinese piece such as 车), a tandem mark (+ - 前 中 后), or \
             an ICCS square (a file a-i and a rank 0-9, as in h2e2)",
            "015-x.yaml：第 20 行第 9 字：着法（`moves`）的第 1 行第 1 字：无法读出此着：“TODO”不是着法：\
             着法以棋子起头（车 马 炮 相 仕 帅 兵等汉字，或 WXF 字母 K A E H R C P、N B G），或以前、\
             中、后（+ -）起头，或以 ICCS 坐标起头（a–i 路与 0–9 线，如 h2e2）",
            "015-x.yaml：第 20 行第 9 字：著法（`moves`）的第 1 行第 1 字：無法讀出此著：「TODO」不是著法：\
             著法以棋子起頭（車 馬 炮 相 仕 帥 兵等漢字，或 WXF 字母 K A E H R C P、N B G），或以前、\
             中、後（+ -）起頭，或以 ICCS 座標起頭（a–i 路與 0–9 線，如 h2e2）",
        ),
        (
            18,
            "018-x.yaml:1:1: duplicate entry with key \"moves\"",
            "018-x.yaml：第 1 行第 1 字：键 `moves` 出现了两次",
            "018-x.yaml：第 1 行第 1 字：鍵 `moves` 出現了兩次",
        ),
    ];
    for (figure, english, simplified, traditional) in expected {
        let id = format!("axf-{figure:03}");
        let file = format!("{at}/axf/");
        assert_eq!(
            detail(&en, &format!("{id} under axf: error")),
            format!("{file}{english}")
        );
        assert_eq!(
            detail(&hans, &format!("{id} 依 axf：错误")),
            format!("{file}{simplified}")
        );
        assert_eq!(
            detail(&hant, &format!("{id} 依 axf：錯誤")),
            format!("{file}{traditional}")
        );
    }
    // The JSON report keeps the English, whatever the language.
    let json = dir.join("report.json");
    let args = [
        "run",
        "--cases",
        &at,
        "--rules",
        "axf",
        "--json",
        path(&json),
    ];
    run("zh-Hans", 1, &args);
    let report = std::fs::read_to_string(&json).unwrap();
    assert!(report.contains("the title is empty"), "{report}");
    assert!(report.contains("has no case for figure(s) 7, 10, 11, 13, 14, 16, 17, 18, 19,"));
    assert!(!report.contains("标题（`title`）为空"), "{report}");
}

/// The suite's problems after 案例集问题：a book's figures with no case, runs of figures as
/// ranges in Chinese (a hundred numbers do not read), and an id given twice; English as it was.
#[test]
fn the_suites_problems_say_in_chinese() {
    let dir = scratch("chinese-cases-suite");
    let at = path(&dir).to_string();
    broken(&dir, 1, Some("001-sound.yaml"), &[]);
    broken(&dir, 3, None, &[]);
    broken(
        &dir,
        5,
        Some("005-twin.yaml"),
        &[("id: axf-005", "id: axf-003")],
    );
    let args = ["run", "--cases", &at, "--rules", "axf"];
    let (en, _) = run("en", 1, &args);
    let (hans, _) = run("zh-Hans", 1, &args);
    let (hant, _) = run("zh-Hant", 1, &args);
    let all: Vec<String> = (6..=107).map(|n| n.to_string()).collect();
    let figures = format!("2, 4, {}", all.join(", "));
    let cn: Vec<String> = (1..=16).map(|n| n.to_string()).collect();
    assert!(
        en.contains(&format!(
            "suite problem: id 'axf-003' is used by both {at}/axf/003-x.yaml and \
             {at}/axf/005-twin.yaml\n\
             suite problem: book 'axf' has no case for figure(s) {figures}\n\
             suite problem: book 'cn' has no case for figure(s) {}\n",
            cn.join(", ")
        )),
        "{en}"
    );
    assert!(
        hans.contains(&format!(
            "案例集问题：案例编号“axf-003”同时用于 {at}/axf/003-x.yaml 与 {at}/axf/005-twin.yaml\n\
             案例集问题：AXF 图 2、4、6–107 尚无案例\n\
             案例集问题：CN 图 1–16 尚无案例\n"
        )),
        "{hans}"
    );
    assert!(
        hant.contains(&format!(
            "案例集問題：案例編號「axf-003」同時用於 {at}/axf/003-x.yaml 與 {at}/axf/005-twin.yaml\n\
             案例集問題：AXF 圖 2、4、6–107 尚無案例\n\
             案例集問題：CN 圖 1–16 尚無案例\n"
        )),
        "{hant}"
    );
}

/// A contributed case's own faults (its provenance, a judge's verdict) in Chinese.
#[test]
fn a_contributed_case_says_why_in_chinese() {
    let dir = scratch("chinese-cases-contrib");
    let at = path(&dir).to_string();
    let name = "cannon-attacks-rook-whose-capture-uncovers-a-check.yaml";
    let text = std::fs::read_to_string(root().join("cases/contrib").join(name)).unwrap();
    std::fs::create_dir_all(dir.join("contrib")).unwrap();
    assert!(text.contains("  line: 940\n") && text.contains("    chessdb: red_loses\n"));
    let zero = text.replacen("  line: 940\n", "  line: 0\n", 1);
    std::fs::write(
        dir.join("contrib/zero.yaml"),
        zero.replacen(
            "id: contrib-cannon-attacks-rook-whose-capture-uncovers-a-check",
            "id: contrib-zero",
            1,
        ),
    )
    .unwrap();
    let judge = text.replacen("    chessdb: red_loses\n", "    chessdb: repeats\n", 1);
    std::fs::write(
        dir.join("contrib/judge.yaml"),
        judge.replacen(
            "id: contrib-cannon-attacks-rook-whose-capture-uncovers-a-check",
            "id: contrib-judge",
            1,
        ),
    )
    .unwrap();
    let args = ["run", "--cases", &at, "--rules", "cn"];
    let (en, _) = run("en", 1, &args);
    let (hans, _) = run("zh-Hans", 1, &args);
    let (hant, _) = run("zh-Hant", 1, &args);
    let zero_line = detail(&en, "contrib-zero under cn: error");
    assert_eq!(
        zero_line,
        format!("{at}/contrib/zero.yaml:20:9: provenance.line is 1-based")
    );
    assert_eq!(
        detail(&hans, "contrib-zero 依 cn：错误"),
        format!("{at}/contrib/zero.yaml：第 20 行第 9 字：`provenance.line` 从 1 数起")
    );
    assert_eq!(
        detail(&hant, "contrib-zero 依 cn：錯誤"),
        format!("{at}/contrib/zero.yaml：第 20 行第 9 字：`provenance.line` 從 1 數起")
    );
    assert_eq!(
        detail(&en, "contrib-judge under cn: error"),
        format!(
            "{at}/contrib/judge.yaml:26:14: judges.axf.chessdb: 'repeats' — chessdb gives draw, \
             red_loses, black_loses or refuses"
        )
    );
    assert_eq!(
        detail(&hans, "contrib-judge 依 cn：错误"),
        format!(
            "{at}/contrib/judge.yaml：第 26 行第 14 字：`judges.axf.chessdb`：“repeats”——chessdb \
             给出的是判决：draw、red_loses、black_loses 或 refuses"
        )
    );
    assert_eq!(
        detail(&hant, "contrib-judge 依 cn：錯誤"),
        format!(
            "{at}/contrib/judge.yaml：第 26 行第 14 字：`judges.axf.chessdb`：「repeats」——chessdb \
             給出的是判決：draw、red_loses、black_loses 或 refuses"
        )
    );
}

/// `qili render` of a broken case file and `qili run --engine` on a suite with one: the same
/// words, in each language.
#[test]
fn render_and_certification_say_why_a_case_is_broken() {
    let dir = scratch("chinese-cases-render");
    let at = path(&dir).to_string();
    let file = broken(&dir, 1, Some("001-x.yaml"), &[(TITLE, "title: \"\"")]);
    let svg = dir.join("x.svg");
    let args = ["render", path(&file), "--svg", path(&svg)];
    assert_eq!(
        run("en", 2, &args).1,
        format!("qili: {at}/axf/001-x.yaml:2:8: the title is empty\n")
    );
    assert_eq!(
        run("zh-Hans", 2, &args).1,
        format!("qili：{at}/axf/001-x.yaml：第 2 行第 8 字：标题（`title`）为空\n")
    );
    assert_eq!(
        run("zh-Hant", 2, &args).1,
        format!("qili：{at}/axf/001-x.yaml：第 2 行第 8 字：標題（`title`）為空\n")
    );

    let script = dir.join("plain.script");
    std::fs::write(&script, "serve first\n").unwrap();
    let engine = format!(
        "cmd={} arg={} proto=ucci name=plain",
        env!("CARGO_BIN_EXE_qili-mock-engine"),
        script.display()
    );
    let args = [
        "run", "--engine", &engine, "--depth", "1", "--jobs", "1", "--rules", "cn", "--cases", &at,
    ];
    let (en, _) = run("en", 1, &args);
    let (hans, _) = run("zh-Hans", 1, &args);
    let (hant, _) = run("zh-Hant", 1, &args);
    assert_eq!(
        detail(&en, "axf-001 under cn: error"),
        format!("{at}/axf/001-x.yaml:2:8: the title is empty")
    );
    assert_eq!(
        detail(&hans, "axf-001 依 cn：错误"),
        format!("{at}/axf/001-x.yaml：第 2 行第 8 字：标题（`title`）为空")
    );
    assert_eq!(
        detail(&hant, "axf-001 依 cn：錯誤"),
        format!("{at}/axf/001-x.yaml：第 2 行第 8 字：標題（`title`）為空")
    );
}

/// The explorer's page for a broken case says why in the page's language; the API's error
/// keeps the English.
#[test]
fn the_page_says_why_a_case_is_broken() {
    let dir = scratch("chinese-cases-page");
    let at = path(&dir).to_string();
    broken(&dir, 4, None, &[(TITLE, "title: \"\"")]);
    let layout = Layout {
        cases: Some(dir.clone()),
        spec: Some(root().join("spec")),
    };
    let router = router(Explorer::load(&layout, Limits::default()));
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime starts");
    let get = |uri: &str| {
        let request = Request::builder().uri(uri).body(Body::empty()).unwrap();
        runtime.block_on(async {
            let response = router.clone().oneshot(request).await.unwrap();
            let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
            String::from_utf8(body.to_vec()).unwrap()
        })
    };
    let en = get("/?case=axf-004&lang=en");
    assert!(
        en.contains(&format!(
            "The case in the address cannot be opened: the case file is broken: \
             {at}/axf/004-x.yaml:2:8: the title is empty"
        )),
        "{en}"
    );
    let hans = get("/?case=axf-004&lang=zh-Hans");
    assert!(
        hans.contains(&format!(
            "{at}/axf/004-x.yaml：第 2 行第 8 字：标题（`title`）为空"
        )),
        "{hans}"
    );
    let hant = get("/?case=axf-004&lang=zh-Hant");
    assert!(
        hant.contains(&format!(
            "{at}/axf/004-x.yaml：第 2 行第 8 字：標題（`title`）為空"
        )),
        "{hant}"
    );
    let api = get("/api/cases/axf-004?lang=zh-Hans");
    assert!(api.contains("the title is empty"), "{api}");
}

/// `qili gallery` refuses a suite with a broken case with its lead-in in the language asked,
/// each case's fault after it as `run` words it; the English is as it was.
#[test]
fn the_gallery_says_which_cases_to_fix_in_chinese() {
    use qili::gallery::Gallery;
    use qili::i18n::Lang;
    use qili::suite::Suite;
    let dir = scratch("chinese-cases-gallery");
    let at = path(&dir).to_string();
    broken(&dir, 4, None, &[(TITLE, "title: \"\"")]);
    let layout = Layout {
        cases: Some(dir.clone()),
        spec: Some(root().join("spec")),
    };
    let suite = Suite::load(&layout).expect("the folder loads, its case broken");
    let refusal = |lang| match Gallery::build_in(&suite, &layout, &[], lang) {
        Err(e) => e,
        Ok(_) => panic!("a gallery was built of a broken case"),
    };
    assert_eq!(
        refusal(Lang::En),
        format!(
            "the gallery needs every case to load; fix these first:\n\
             {at}/axf/004-x.yaml:2:8: the title is empty"
        )
    );
    assert_eq!(
        refusal(Lang::ZhHans),
        format!(
            "图集须能读入每个案例；请先修正下列案例：\n{at}/axf/004-x.yaml：第 2 行第 8 字：标题（`title`）为空"
        )
    );
    assert_eq!(
        refusal(Lang::ZhHant),
        format!(
            "圖集須能讀入每個案例；請先修正下列案例：\n{at}/axf/004-x.yaml：第 2 行第 8 字：標題（`title`）為空"
        )
    );
}

/// Two files that claim one id are each said in Chinese with their own fault (the faults were
/// once looked up by id, and the first file's fell back to English).
#[test]
fn two_files_with_one_id_each_say_their_fault_in_chinese() {
    let dir = scratch("chinese-cases-one-id");
    let at = path(&dir).to_string();
    broken(&dir, 18, Some("018-x.yaml"), &[(TITLE, "title: \"\"")]);
    broken(&dir, 18, Some("027-x.yaml"), &[]);
    let (en, _) = run("en", 1, &["run", "--rules", "axf", "--cases", &at]);
    let (hans, _) = run("zh-Hans", 1, &["run", "--rules", "axf", "--cases", &at]);
    assert!(
        en.contains(&format!("{at}/axf/018-x.yaml:2:8: the title is empty")),
        "{en}"
    );
    assert!(
        hans.contains(&format!(
            "{at}/axf/018-x.yaml：第 2 行第 8 字：标题（`title`）为空"
        )),
        "{hans}"
    );
    assert!(!hans.contains("the title is empty"), "{hans}");
}
