//! The body of a failure's details in `qili run` and `qili run --engine`, in Chinese: the case,
//! the book's words (quoted as they are), the plies, the ruling found with its reasons and the
//! diff of the facts; what an engine played and the question it was asked; why a trial is not
//! asked and the known-failure bookkeeping. The English stays word for word what it was (the
//! JSON and JUnit reports keep it as the trial's `message`).

use crate::support::{path, root, run_in, scratch};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder of cases made from the suite's own files with one expectation changed each, so
/// that they fail: axf-001 expects a draw under AXF, axf-018 names a black cannon as red's
/// target and a black loss under CN, axf-032 gives red an idle move and cites 总纲 9, and a
/// contributed case states a black idle move the oracle reads as a chase.
fn failing_cases(name: &str) -> PathBuf {
    let dir = scratch(name);
    let edit = |from: &str, to: &str, changes: &[(&str, &str)]| {
        let source = std::fs::read_dir(root().join(from).parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| {
                p.file_name()
                    .unwrap()
                    .to_str()
                    .unwrap()
                    .starts_with(Path::new(from).file_name().unwrap().to_str().unwrap())
            })
            .unwrap_or_else(|| panic!("no case file {from}"));
        let mut text = std::fs::read_to_string(&source).unwrap();
        for (old, new) in changes {
            assert!(text.contains(old), "{from}: no '{old}'");
            text = text.replacen(old, new, 1);
        }
        let target = dir.join(to).join(source.file_name().unwrap());
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::write(target, text).unwrap();
    };
    edit(
        "cases/axf/001-",
        "axf",
        &[("    axf: red_loses", "    axf: draw")],
    );
    edit(
        "cases/axf/018-",
        "axf",
        &[
            ("    red: [black rook]", "    red: [black cannon]"),
            ("    cn: red_loses", "    cn: black_loses"),
        ],
    );
    edit(
        "cases/axf/032-",
        "axf",
        &[
            ("    red: [chase, chase]", "    red: [chase, idle]"),
            (
                "[\"总纲 3\", \"四大原则 4\"]",
                "[\"总纲 9\", \"四大原则 4\"]",
            ),
        ],
    );
    edit(
        "cases/contrib/cannon-chases-rook-that-counterchases-two-pieces-1979-yan-zhu",
        "contrib",
        &[("    black: [chase, chase]", "    black: [idle, chase]")],
    );
    dir
}

/// The block of one trial's details: from its heading to the blank line after it.
fn block(text: &str, head: &str) -> String {
    let start = text
        .find(&format!("\n{head}\n"))
        .unwrap_or_else(|| panic!("no '{head}' in:\n{text}"));
    let rest = &text[start + 1..];
    let end = rest.find("\n\n").map_or(rest.len(), |e| e + 1);
    rest[..end].to_string()
}

/// The book's words as the failure quotes them, in every language.
const WORDS: &str = "\x20 | 　　6. 无论任何情况，单方一子长照或多子交替长照者均须变着，不变作负。(如图一、二、三)\n\
                     \x20 | 　　着法红先(图一)：\n\
                     \x20 | 　　车二进一将６进１\n\
                     \x20 | 　　车二退一将６退１\n\
                     \x20 | 　　车二进一将６进１\n\
                     \x20 | 　　车二退一 ……\n\
                     \x20 | 　　说明：图一至图三，红棋均不停照将，不论一子长照或两子交替长照，均属犯例，应由红棋变着，不变作负。";

/// A failing case's details: in Chinese (both scripts) the case with its Chinese title, the
/// book's words as the book prints them, the plies in the language, the ruling found with its
/// articles and reasons in the books' terms, and the diff of the facts worded; in English (and
/// in the JSON report) the words as they were.
#[test]
fn a_failing_case_says_why_in_chinese() {
    let dir = failing_cases("chinese-failures-cases");
    let d = path(&dir);
    let json = dir.join("report.json");
    let (en, _) = run_in("en", 1, &["run", "--cases", d, "--json", path(&json)]);
    let case = format!("{d}/axf/001-single-rook-perpetual-check-up-and-down.yaml");
    let english = format!(
        "axf-001 under axf: fail\n\
         case: {d}/axf/001-single-rook-perpetual-check-up-and-down.yaml (A single rook checks perpetually by stepping up and down; the checking side must vary)\n\
         the book's words:\n\
         \x20 | 　　6. 无论任何情况，单方一子长照或多子交替长照者均须变着，不变作负。(如图一、二、三)\n\
         \x20 | 　　着法红先(图一)：\n\
         \x20 | 　　车二进一将６进１\n\
         \x20 | 　　车二退一将６退１\n\
         \x20 | 　　车二进一将６进１\n\
         \x20 | 　　车二退一 ……\n\
         \x20 | 　　说明：图一至图三，红棋均不停照将，不论一子长照或两子交替长照，均属犯例，应由红棋变着，不变作负。\n\
         plies (axf rules):\n\
         \x20    1 red   车二进一 h8h9 check\n\
         \x20    2 black 将６进１ f9f8 chase          red rook on h9\n\
         \x20    3 red   车二退一 h9h8 check\n\
         \x20 *  4 black 将６退１ f8f9 chase          red rook on h8\n\
         \x20 *  5 red   车二进一 h8h9 check\n\
         \x20 *  6 black 将６进１ f9f8 chase          red rook on h9\n\
         \x20 *  7 red   车二退一 h9h8 check\n\
         ruling found: red_loses (AXF 总纲 1; 四大原则 3)\n\
         why: red: 长照 (perpetual_check, 总纲 1) — moves: check, check; black: 长捉 (perpetual_chase, 总纲 3) — moves: chase, chase. 四大原则 3: red must vary.\n\
         diff (- expected by the case, + found by the oracle):\n\
         \x20   red classes: check check\n\
         \x20 - ruling: draw\n\
         \x20 + ruling: red_loses\n\
         \x20   articles: 总纲 1\n"
    );
    assert_eq!(block(&en, "axf-001 under axf: fail"), english);
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let message = report["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["case"] == "axf-001" && r["rules"] == "axf")
        .unwrap()["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        format!("axf-001 under axf: fail\n{message}"),
        english,
        "the JSON keeps the English"
    );
    // Every fact line of the other failures, word for word as before.
    for line in [
        "  - red chases: black cannon\n  + red chases:  (missing 1; found instead: black rook)\n",
        "  - ruling: black_loses\n  + ruling: red_loses\n    articles: 第25.2条; 第26.4条\n",
        "  - red classes: chase idle chase idle\n  + red classes: chase chase chase chase\n",
        "  - articles: 总纲 9; 四大原则 4\n  + articles: 总纲 3; 四大原则 4 (the ruling cites only these)\n",
        ": its classes or targets differ from what qili's oracle finds under axf (a contributed \
         case asserts only its rulings: check the reading)\ndiff (- stated by the case, + found \
         by the oracle):\n    red classes: chase chase\n  - black classes: idle chase\n  + \
         black classes: chase chase\n    black chases: red rook\n",
    ] {
        assert!(en.contains(line), "no\n{line}\nin\n{en}");
    }

    let (hans, _) = run_in("zh-Hans", 1, &["run", "--cases", d]);
    assert_eq!(
        block(&hans, "axf-001 依 axf：未通过"),
        format!(
            "axf-001 依 axf：未通过\n\
             案例：{case}（单车进退长照，红方须变着，不变作负）\n\
             书中原文：\n{WORDS}\n\
             逐着表（依 AXF）：\n\
             \x20    1 红方  车二进一 h8h9 照\n\
             \x20    2 黑方  将６进１ f9f8 捉             红车（h9）\n\
             \x20    3 红方  车二退一 h9h8 照\n\
             \x20 *  4 黑方  将６退１ f8f9 捉             红车（h8）\n\
             \x20 *  5 红方  车二进一 h8h9 照\n\
             \x20 *  6 黑方  将６进１ f9f8 捉             红车（h9）\n\
             \x20 *  7 红方  车二退一 h9h8 照\n\
             判定程序所得判决：红负（AXF 总纲 1；四大原则 3）\n\
             理由：红方长照（总纲 1）；黑方一子长捉红方有根车（总纲 3）。四大原则 3：红方须变着，不变作负。\n\
             差异（- 案例所载，+ 判定程序所得）：\n\
             \x20   红方着法性质：照 照\n\
             \x20 - 判决：和\n\
             \x20 + 判决：红负\n\
             \x20   条文：总纲 1\n"
        )
    );
    for line in [
        "逐着表（依 CN）：\n",
        "  *  2 黑方  前车进２ d3d1 跟\n",
        "判定程序所得判决：红负（CN 第25.2条；第26.4条）\n",
        "理由：红方长打（第25.2条）；黑方着法为跟、跟、跟、跟，均为允许着法。第26.4条：红方须变着，不变\n      判负。\n",
        "  - 红方所捉：黑炮\n  + 红方所捉：（案例所列有 1 子未见被捉；另见被捉：黑车）\n",
        "  - 判决：黑负\n  + 判决：红负\n    条文：第25.2条；第26.4条\n",
        "  - 红方着法性质：捉 闲 捉 闲\n  + 红方着法性质：捉 捉 捉 捉\n    红方所捉：黑炮\n",
        "  - 条文：总纲 9；四大原则 4\n  + 条文：总纲 3；四大原则 4（判决只引这些条文）\n",
        "：着法性质或被捉子与判定程序依 axf 所得不同（补充案例只检验判决：请核对其解读）\n\
         差异（- 案例所载，+ 判定程序所得）：\n    红方着法性质：捉 捉\n  - 黑方着法性质：闲 捉\n  + \
         黑方着法性质：捉 捉\n    黑方所捉：红车\n",
    ] {
        assert!(hans.contains(line), "no\n{line}\nin\n{hans}");
    }
    for english in [
        "the book's words",
        "plies (",
        "ruling found",
        "diff (",
        "classes:",
    ] {
        assert!(!hans.contains(english), "'{english}' in\n{hans}");
    }

    let (hant, _) = run_in("zh-Hant", 1, &["run", "--cases", d]);
    for line in [
        "案例：{case}（單車進退長照，紅方須變著，不變作負）\n書中原文：\n{WORDS}\n逐著表（依 AXF）：\n",
        "     1 紅方  車二進一 h8h9 照\n",
        "判定程式所得判決：紅負（AXF 总纲 1；四大原则 3）\n",
        "差異（- 案例所載，+ 判定程式所得）：\n    紅方著法性質：照 照\n  - 判決：和\n  + 判決：紅負\n    條文：总纲 1\n",
        "  - 紅方所捉：黑炮\n  + 紅方所捉：（案例所列有 1 子未見被捉；另見被捉：黑車）\n",
        "  + 條文：总纲 3；四大原则 4（判決只引這些條文）\n",
        "：著法性質或被捉子與判定程式依 cn 所得不同（補充案例只檢驗判決：請核對其解讀）\n",
    ] {
        let line = line.replace("{case}", &case).replace("{WORDS}", WORDS);
        assert!(hant.contains(&line), "no\n{line}\nin\n{hant}");
    }
    for english in [
        "the book's words",
        "plies (",
        "ruling found",
        "diff (",
        "classes:",
    ] {
        assert!(!hant.contains(english), "'{english}' in\n{hant}");
    }
}

/// Runs `qili --lang LANG run --engine SPEC ARGS` with the mock engine playing `script`, ranks
/// given (no probe), one process; the exit code must be `code`. Standard output.
fn certify(lang: &str, code: i32, script: &Path, args: &[&str]) -> String {
    let spec = format!(
        "cmd={} arg={} proto=ucci",
        env!("CARGO_BIN_EXE_qili-mock-engine"),
        path(script)
    );
    let mut command = Command::new(env!("CARGO_BIN_EXE_qili"));
    command
        .args(["--lang", lang, "run", "--engine", &spec])
        .args([
            "--ranks",
            "0",
            "--jobs",
            "1",
            "--timeout",
            "20",
            "--depth",
            "1",
        ])
        .args(args)
        .current_dir(root());
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(key);
    }
    let out = command.output().expect("qili runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(
        out.status.code(),
        Some(code),
        "{lang} {args:?}: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The question axf-018 asks at ply 9, as the protocol writes it.
const QUESTION: &str = "position fen 2bakab2/3r5/2n1c2c1/p1R1p1p2/7np/2P2CP2/P2rP3P/2N1C1N2/4A4/\
                        2B1KAB1R w - - 0 1 moves f4f3 d3d1 f3f1 d1d3 f1f3 d3d1 f3f1 d1d3";

/// A failing engine's details: the move it played (repeating where its side must vary, a
/// banned move, a line the protocol does not allow), the question asked with the banned moves,
/// and a trial the `--expect` list names that is not asked, in both scripts; the English as
/// it was.
#[test]
fn a_failing_engine_says_why_in_chinese() {
    let dir = scratch("chinese-failures-engine");
    let ignores = dir.join("ignores.script");
    std::fs::write(&ignores, "serve ignore-bans\n").unwrap();
    let garbage = dir.join("garbage.script");
    std::fs::write(&garbage, "serve first fail=1:garbage\n").unwrap();
    let expect = dir.join("engine.yaml");
    std::fs::write(
        &expect,
        "- case: axf-002\n  rules: axf\n  reason: red has no choice\n",
    )
    .unwrap();
    let args = [
        "--rules",
        "axf",
        "--expect",
        path(&expect),
        "axf-018",
        "axf-002",
    ];
    // How the report names the engine: its name, command line and protocol.
    let who = |script: &Path| {
        format!(
            "mock (`{} {}`, ucci)",
            env!("CARGO_BIN_EXE_qili-mock-engine"),
            path(script)
        )
    };
    let ignoring = who(&ignores);

    let en = certify("en", 1, &ignores, &args);
    assert_eq!(
        block(&en, "axf-018 under axf: fail"),
        format!(
            "axf-018 under axf: fail\n\
             played f1f3 (it sent `bestmove f1f3`): it repeats, making the position occur a \
             third time; under axf the ruling is red_loses — red must vary\n\
             asked at ply 9: {QUESTION}\n"
        )
    );
    assert_eq!(
        block(&en, "axf-018 under axf+banmoves: protocol_error"),
        format!(
            "axf-018 under axf+banmoves: protocol_error\n\
             {ignoring}: played f1f3 (it sent `bestmove f1f3`), which was banned\n\
             asked at ply 9: {QUESTION}; banned: f1f3\n"
        )
    );
    assert_eq!(
        block(&en, "axf-002 under axf: fail"),
        format!(
            "axf-002 under axf: fail\n\
             is not asked, but is listed as a known failure in {} — remove it\n\
             red never has a choice when its cycle move would make a third occurrence: every \
             such move is forced, so there is nothing to vary to\n",
            path(&expect)
        )
    );

    let hans = certify("zh-Hans", 1, &ignores, &args);
    assert_eq!(
        block(&hans, "axf-018 依 axf：未通过"),
        format!(
            "axf-018 依 axf：未通过\n\
             走炮四进二（f1f3），引擎发出“bestmove f1f3”：此着重复，使同一局面第三次出现；依 axf 判红负，\
             红方不得走此着\n\
             于第 9 着提问：{QUESTION}\n"
        )
    );
    assert_eq!(
        block(&hans, "axf-018 依 axf+banmoves：协议错误"),
        format!(
            "axf-018 依 axf+banmoves：协议错误\n\
             {ignoring}：走炮四进二（f1f3），引擎发出“bestmove f1f3”，而此着已被禁走\n\
             于第 9 着提问：{QUESTION}；禁走：f1f3\n"
        )
    );
    assert_eq!(
        block(&hans, "axf-002 依 axf：未通过"),
        format!(
            "axf-002 依 axf：未通过\n\
             未测，却在 {} 中列为已知失败——请将其移除\n\
             每当红方的循环着法将使局面第三次出现时，它都只有这一着可走：无从变着\n",
            path(&expect)
        )
    );

    let hant = certify("zh-Hant", 1, &ignores, &args);
    for line in [
        format!(
            "走炮四進二（f1f3），引擎發出「bestmove f1f3」：此著重複，使同一局面第三次出現；依 axf 判紅負，\
             紅方不得走此著\n於第 9 著提問：{QUESTION}\n"
        ),
        format!(
            "{ignoring}：走炮四進二（f1f3），引擎發出「bestmove f1f3」，而此著已被禁走\n\
             於第 9 著提問：{QUESTION}；禁走：f1f3\n"
        ),
        "未測，卻在 ".to_string(),
        "每當紅方的循環著法將使局面第三次出現時，它都只有這一著可走：無從變著\n".to_string(),
    ] {
        assert!(hant.contains(&line), "no\n{line}\nin\n{hant}");
    }

    // A line the protocol does not allow: the engine's own line and qili's reading of it.
    let one = ["--rules", "axf", "axf-018"];
    let en = certify("en", 1, &garbage, &one);
    assert!(
        en.contains(&format!(
            "\n{}: sent `bestmove`: `bestmove` without a move\nasked at ply 9: ",
            who(&garbage)
        )),
        "{en}"
    );
    let hans = certify("zh-Hans", 1, &garbage, &one);
    assert!(
        hans.contains(&format!(
            "\n{}：违反协议：发出“bestmove”（“bestmove”后没有着法）\n于第 9 着提问：",
            who(&garbage)
        )),
        "{hans}"
    );
    let hant = certify("zh-Hant", 1, &garbage, &one);
    assert!(
        hant.contains(&format!(
            "\n{}：違反協定：發出「bestmove」（「bestmove」後沒有著法）\n於第 9 著提問：",
            who(&garbage)
        )),
        "{hant}"
    );
}

/// `qili run`'s own option errors in both scripts, the English as it was.
#[test]
fn run_option_errors_speak_chinese() {
    let empty = scratch("chinese-failures-empty");
    let missing = empty.join("missing");
    let cases = |lang: &str, dir: &Path| run_in(lang, 2, &["run", "--cases", path(dir)]).1;
    assert_eq!(
        cases("en", &empty),
        format!("qili: no case files (*.yaml) under {}\n", path(&empty))
    );
    assert_eq!(
        cases("zh-Hans", &empty),
        format!("qili：{} 中没有案例文件（*.yaml）\n", path(&empty))
    );
    assert_eq!(
        cases("zh-Hant", &empty),
        format!("qili：{} 中沒有案例檔案（*.yaml）\n", path(&empty))
    );
    assert_eq!(
        cases("zh-Hans", &missing),
        format!("qili：{}：没有这个文件或目录\n", path(&missing))
    );
    let rules = |lang: &str| run_in(lang, 2, &["run", "--rules", "xyz"]).1;
    assert_eq!(
        rules("en"),
        "qili: --rules 'xyz': expected one of axf, cn or all\n"
    );
    assert_eq!(
        rules("zh-Hans"),
        "qili：--rules：没有“xyz”这部规则书（应为 axf、cn 或 all）\n"
    );
    assert_eq!(
        rules("zh-Hant"),
        "qili：--rules：沒有「xyz」這部規則書（應為 axf、cn 或 all）\n"
    );
    let stdout = |lang: &str| run_in(lang, 2, &["run", "--junit", "-"]).1;
    assert_eq!(
        stdout("en"),
        "qili: --junit -: qili run prints its table on standard output, so its report needs a \
         file name\n"
    );
    assert_eq!(
        stdout("zh-Hans"),
        "qili：--junit -：qili run 把合规表印在标准输出上，报告须写入一个文件，请给文件名\n"
    );
    assert_eq!(
        stdout("zh-Hant"),
        "qili：--junit -：qili run 把合規表印在標準輸出上，報告須寫入一個檔案，請給檔名\n"
    );
}
