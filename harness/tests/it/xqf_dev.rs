//! The whole development collection of XQF files (`../shared/games/xqf/xqf-dev.zip`, 8,208
//! files; credits in docs/GAMES.md): every file decodes, the start positions are the piece
//! tables' (the standard one for every full game and opening), the known illegal records are
//! named at their ply, the summary is the one docs/GAMES.md prints, and `--pgn --variations`
//! reads back to the same games. It takes about a minute: ignored by `cargo test`, run by
//! `.ci/xqf` (`cargo test -p qili --test it xqf_dev -- --ignored`). Without the collection it
//! fails, saying where it looked.

use crate::support::{qili, root, scratch, stderr};
use serde_json::Value;
use std::path::PathBuf;

/// The collection, as a path relative to the checkout's root (the docs' commands run there).
fn collection() -> String {
    let shared: Vec<PathBuf> = std::env::var_os("QILI_SHARED")
        .map(PathBuf::from)
        .into_iter()
        .chain(["../shared", "../../shared"].map(PathBuf::from))
        .collect();
    for s in &shared {
        let zip = s.join("games/xqf/xqf-dev.zip");
        if root().join(&zip).is_file() {
            return zip.display().to_string();
        }
    }
    panic!(
        "the XQF development collection is not there (looked in {shared:?} from {}): set \
         QILI_SHARED to the folder that holds games/xqf/xqf-dev.zip",
        root().display()
    )
}

/// The records of the collection that go wrong, as XQF.md §13 describes them (main lines that
/// become illegal late in the game): the file, the ply and the move.
const KNOWN: [(&str, usize, &str); 9] = [
    (
        "专辑/4_徐天红专集/- 江苏徐天红 (胜) 上海胡荣华 (1987年元月20日于江苏昆山).xqf",
        163,
        "e2g4",
    ),
    (
        "专辑/7_李来群专集/- 河北李来群 (胜) 河南王明扬 (1989年5月1日于泾县).xqf",
        181,
        "h6g6",
    ),
    (
        "专辑/9_胡荣华专集/胡荣华集第六卷/中炮对屏风马.XQF",
        70,
        "f9e8",
    ),
    (
        "比赛对局/1990年全国个人赛专集(365局)/195 - 上海万春林 (胜) 云南郑兴年 (1990年10月15日于杭州).xqf",
        155,
        "f5f4",
    ),
    (
        "比赛对局/1990年全国个人赛专集(365局)/206 - 厦门郭福人 (胜) 湖南罗忠才 (1990年10月21日于杭州).xqf",
        64,
        "e8d7",
    ),
    (
        "比赛对局/1990年全国个人赛专集(365局)/238 - 甘肃梁军 (胜) 云南陈信安 (1990年10月12日于杭州).xqf",
        121,
        "g7g8",
    ),
    (
        "比赛对局/1991年全国团体赛专集(361局)/128 - 山东刘毅 (负) 江苏徐健秒 (1991.5.17于无锡).xqf",
        34,
        "c7d5",
    ),
    (
        "比赛对局/1998年团体/187 - 广西秦劲松 (负) 天津刘志刚 (1998.4.1于昆明).xqf",
        82,
        "e9e8",
    ),
    (
        "比赛对局/1999团体/311 - 厦门郑一泓 (负) 深圳卜凤波 (1999.4.24于漳州).xqf",
        65,
        "e2g4",
    ),
];

/// The summary docs/GAMES.md prints for the collection: the fenced block after the line
/// `<!-- xqf-dev summary -->`.
fn documented_summary() -> String {
    let doc = std::fs::read_to_string(root().join("docs/GAMES.md")).unwrap();
    let after = doc
        .split_once("<!-- xqf-dev summary -->")
        .expect("GAMES.md marks the collection's summary")
        .1;
    let block = after.split_once("```\n").unwrap().1;
    block.split_once("```").unwrap().0.to_string()
}

fn reports(path: &std::path::Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
#[ignore = "the whole XQF collection, about a minute: run by .ci/xqf"]
fn xqf_dev_every_file_is_read_and_the_docs_figures_hold() {
    let zip = collection();
    let dir = scratch("xqf-dev");
    let (json, pgn) = (dir.join("dev.jsonl"), dir.join("dev.pgn"));
    let out = qili(&[
        "games",
        &zip,
        "--variations",
        "--summary",
        "--json",
        json.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "the known record errors: {}",
        stderr(&out)
    );
    let summary =
        String::from_utf8_lossy(&out.stdout).replace(&zip, "../shared/games/xqf/xqf-dev.zip");
    assert_eq!(
        summary,
        documented_summary(),
        "docs/GAMES.md's summary of the collection"
    );
    let first = reports(&json);
    assert_eq!(first.len(), 8_208);
    let mut errors = Vec::new();
    for r in &first {
        assert_eq!(r["format"], "xqf", "{}", r["file"]);
        let file = r["file"].as_str().unwrap();
        let inside = &file[zip.len() + 1..];
        // Full games and openings start from the standard position, the others from their table.
        let kind = r["tags"]["GameType"].as_str();
        assert_eq!(
            r["start"].is_null(),
            matches!(kind, None | Some("开局")),
            "{inside}: {kind:?} {}",
            r["start"]
        );
        if let Some(e) = r["error"].as_object() {
            errors.push((
                inside.to_string(),
                e["ply"].as_u64().unwrap() as usize,
                e["move"].as_str().unwrap().to_string(),
            ));
        }
    }
    let known: Vec<(String, usize, String)> = KNOWN
        .iter()
        .map(|(f, p, m)| (f.to_string(), *p, m.to_string()))
        .collect();
    assert_eq!(errors, known);
    // The PGN written reads back to the same games: tags, moves, rulings, errors, comments,
    // variations and every variation line's rulings.
    let back_json = dir.join("back.jsonl");
    let back = qili(&[
        "games",
        pgn.to_str().unwrap(),
        "--variations",
        "--json",
        back_json.to_str().unwrap(),
    ]);
    assert_eq!(back.status.code(), Some(1), "{}", stderr(&back));
    let back = reports(&back_json);
    assert_eq!(back.len(), first.len());
    for (a, b) in first.iter().zip(&back) {
        for key in [
            "tags",
            "plies",
            "repetitions",
            "result",
            "result_check",
            "variations",
            "comments",
            "start",
        ] {
            assert_eq!(a[key], b[key], "{key}: {}", a["file"]);
        }
        for key in ["ply", "move"] {
            assert_eq!(a["error"][key], b["error"][key], "{}", a["file"]);
        }
        let lines = |r: &Value| -> Vec<Value> {
            r["lines"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| {
                    serde_json::json!([
                        l["line"],
                        l["from_ply"],
                        l["plies"],
                        l["moves"],
                        l["repetitions"],
                        l["error"]["ply"]
                    ])
                })
                .collect()
        };
        assert_eq!(lines(a), lines(b), "{}", a["file"]);
    }
}
