//! The tournament desk in Chinese (issue #32): the errors of `qili tournament`'s subcommands
//! that come from the tournament crate, `pair`'s play-off listing, the standings' cells and a
//! knockout's words — each checked in both Chinese forms and, in English, word for word as it
//! was. And a book without play-offs (AXF) never cites CN 第15.6条.

use crate::support::{qili, scratch, stderr};
use std::path::Path;

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

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
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
        assert!(!out.contains("15.6"), "{lang}: an AXF event pairs a play-off:\n{out}");
        let (out, _, code) = desk(lang, &["pair", "--results", path(&file), "--rules", "cn"]);
        assert_eq!(code, 0);
        assert!(out.contains("15.6"), "{lang}:\n{out}");
    }
    let (out, _, _) = desk("en", &["standings", "--results", path(&file), "--rules", "axf"]);
    assert!(
        out.contains(
            "note: 丙, 丁 are level after every tie-break; AXF 第二章 第五节 三 draws lots (give --seed N to draw them)"
        ),
        "{out}"
    );
}
