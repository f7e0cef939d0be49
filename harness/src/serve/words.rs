//! The explorer page's words, in the reader's language: English, simplified or traditional
//! Chinese, from the message catalogue (`harness/i18n/*.ftl`, the `page-` messages) like
//! everything else qili says to a person. The server writes the page with them, and puts every
//! language's words in the page for its script, so that there is one catalogue, not a second one
//! in JavaScript. A word the script completes holds `{0}`, `{1}`… where its values go.
//!
//! The language is the address's `?lang=` (`en`, `zh-Hans`, `zh-Hant`), else the browser's
//! `Accept-Language` (the first language it prefers that qili speaks), else English.

use crate::i18n::{Lang, tr};
use axum::http::HeaderMap;
use axum::http::header::ACCEPT_LANGUAGE;
use qili_oracle::board::{Color, Piece, PieceKind};
use qili_oracle::rules::rulebooks;
use qili_oracle::vocabulary::{Class, Verdict};
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The language of a `?lang=` value: `en`, `zh-Hans`, `zh-Hant` (any case), and `zh`, which
/// the page's share links wrote before it spoke traditional Chinese.
pub fn from_query(value: &str) -> Option<Lang> {
    match value.to_ascii_lowercase().as_str() {
        "en" => Some(Lang::En),
        "zh" | "zh-hans" => Some(Lang::ZhHans),
        "zh-hant" => Some(Lang::ZhHant),
        _ => None,
    }
}

/// The first language of an `Accept-Language` header that qili speaks, by the weights the
/// browser gives (`zh-TW,zh;q=0.9,en;q=0.8` → traditional Chinese): any `zh` tag is Chinese
/// (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant…` traditional, the others simplified), any `en` tag
/// English; a language qili does not speak is passed over.
pub fn from_accept_language(header: &str) -> Option<Lang> {
    let mut offered: Vec<(f32, Lang)> = header
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
            let lang = match primary.as_str() {
                "zh" => Lang::from_locale_name(tag),
                "en" => Lang::En,
                _ => return None,
            };
            (weight > 0.0).then_some((weight, lang))
        })
        .collect();
    // A stable sort: of equal weights, the one written first.
    offered.sort_by(|a, b| b.0.total_cmp(&a.0));
    offered.first().map(|&(_, lang)| lang)
}

/// The language a request for the page asks for: `?lang=`, else `Accept-Language`, else
/// English.
pub fn language(query: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    query
        .get("lang")
        .and_then(|v| from_query(v))
        .or_else(|| {
            headers
                .get(ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(from_accept_language)
        })
        .unwrap_or_default()
}

/// A word with its values in place of `{0}`, `{1}`…: what the page's script `t(key, …)` makes
/// of it.
pub fn fill(word: &str, values: &[&str]) -> String {
    let mut out = word.to_string();
    for (i, value) in values.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), value);
    }
    out
}

/// The page's words in one language, as its script reads them: each a string (with `{0}`…
/// for the values it completes), and `sides`, `pieces` (by FEN letter), `checks` (a game's
/// result checks), `verdicts` (the books' words and, in English, a gloss; `red_loses_at_once`
/// where the loser's pattern loses at once), `atOnce` (that pattern, by rulebook) and `classes` (by
/// rulebook, each class's character as that book prints it, its English name in English, and
/// whether it is a kind of 闲).
pub fn words(lang: Lang) -> Map<String, Value> {
    let mut w = Map::new();
    let mut put = |key: &str, text: String| {
        w.insert(key.to_string(), Value::String(text));
    };
    put("explorer", tr!(lang, "page-title"));
    put("languages", tr!(lang, "page-languages"));
    put("case", tr!(lang, "page-case"));
    put("own-position", tr!(lang, "page-own-position"));
    put("open", tr!(lang, "page-open"));
    put("no-script", tr!(lang, "page-no-script"));
    put("board", tr!(lang, "page-board"));
    put("first", tr!(lang, "page-first"));
    put("back", tr!(lang, "page-back"));
    put("forward", tr!(lang, "page-forward"));
    put("last", tr!(lang, "page-last"));
    put("type-moves", tr!(lang, "page-type-moves"));
    put("add", tr!(lang, "page-add"));
    put("fen", tr!(lang, "page-fen"));
    put("load", tr!(lang, "page-load"));
    put("setup", tr!(lang, "page-setup"));
    put("share", tr!(lang, "page-share"));
    put("export", tr!(lang, "page-export"));
    put("picture", tr!(lang, "page-picture"));
    put("setup-legend", tr!(lang, "page-setup-legend"));
    put("to-move", tr!(lang, "page-to-move-label"));
    put("red", tr!(lang, "page-red"));
    put("black", tr!(lang, "page-black"));
    put("clear", tr!(lang, "page-clear"));
    put("start-position", tr!(lang, "page-start-position"));
    put("done", tr!(lang, "page-done"));
    put("cancel", tr!(lang, "page-cancel"));
    put("rulings", tr!(lang, "page-rulings"));
    put("plies", tr!(lang, "page-plies"));
    put("side", tr!(lang, "page-side"));
    put("move", tr!(lang, "page-move"));
    put("targets", tr!(lang, "page-chased"));
    put("export-title", tr!(lang, "page-export-title"));
    put("export-note", tr!(lang, "page-export-note"));
    put("download", tr!(lang, "page-download"));
    put("close", tr!(lang, "page-close"));
    put("footer", tr!(lang, "page-footer"));
    put("font-licence", tr!(lang, "page-font-licence"));
    put("eraser", tr!(lang, "page-eraser"));
    put("game-label", tr!(lang, "page-game-label"));
    put("game-read", tr!(lang, "page-game-read"));
    put("game-file", tr!(lang, "page-game-file"));
    put("encoding", tr!(lang, "page-encoding"));
    put("auto", tr!(lang, "page-auto"));
    put("atStart", tr!(lang, "page-at-start"));
    put(
        "afterPly",
        tr!(lang, "page-after-ply", n = "{0}", total = "{1}"),
    );
    put("toMove", tr!(lang, "page-to-move", side = "{0}"));
    put("inCheck", tr!(lang, "page-in-check"));
    put("checkmate", tr!(lang, "page-checkmate"));
    put("stalemate", tr!(lang, "page-stalemate"));
    put("legendChase", tr!(lang, "page-legend-chase", book = "{0}"));
    put("legendLast", tr!(lang, "page-legend-last"));
    put("legendLoop", tr!(lang, "page-legend-loop"));
    put("noMoves", tr!(lang, "page-no-moves"));
    put(
        "judgedNote",
        tr!(lang, "page-judged-note", first = "{0}", last = "{1}"),
    );
    put("noCycle", tr!(lang, "page-no-cycle"));
    put("article", tr!(lang, "page-article"));
    put("why", tr!(lang, "page-why"));
    put(
        "cycle",
        tr!(
            lang,
            "page-cycle",
            first = "{0}",
            last = "{1}",
            times = "{2}"
        ),
    );
    put("violations", tr!(lang, "page-violations", side = "{0}"));
    put("colon", tr!(lang, "page-colon"));
    put("moveLimit", tr!(lang, "page-move-limit"));
    put("illegal", tr!(lang, "page-illegal"));
    put("notYours", tr!(lang, "page-not-yours", side = "{0}"));
    put("copied", tr!(lang, "page-copied"));
    put("shareHere", tr!(lang, "page-share-here"));
    put("share-link", tr!(lang, "page-share-link"));
    put(
        "caseFrom",
        tr!(
            lang,
            "page-case-from",
            book = "{0}",
            figure = "{1}",
            article = "{2}"
        ),
    );
    put("expected", tr!(lang, "page-expected", how = "{0}"));
    put("derived", tr!(lang, "page-derived"));
    put("printed", tr!(lang, "page-printed"));
    put("found", tr!(lang, "page-found"));
    put("noExpected", tr!(lang, "page-no-expected"));
    put("whole", tr!(lang, "page-whole"));
    put("wholeNote", tr!(lang, "page-whole-note"));
    put(
        "wholeCard",
        tr!(lang, "page-whole-card", first = "{0}", last = "{1}"),
    );
    put("errata", tr!(lang, "page-errata"));
    put("notes", tr!(lang, "page-notes"));
    put("positionRebuilt", tr!(lang, "page-position-rebuilt"));
    put("positionMade", tr!(lang, "page-position-made"));
    put("setupError", tr!(lang, "page-setup-error"));
    put("fenError", tr!(lang, "page-fen-error", why = "{0}"));
    put("caseError", tr!(lang, "page-case-error", why = "{0}"));
    put("broken", tr!(lang, "page-broken"));
    put("pasted", tr!(lang, "page-pasted"));
    put(
        "gamesReadOne",
        tr!(lang, "page-games-read-one", n = "{0}", name = "{1}"),
    );
    put(
        "gamesRead",
        tr!(lang, "page-games-read", n = "{0}", name = "{1}"),
    );
    put(
        "capped",
        tr!(lang, "page-capped", shown = "{0}", count = "{1}"),
    );
    put("game", tr!(lang, "page-game"));
    put("players", tr!(lang, "page-players"));
    put("event", tr!(lang, "page-event"));
    put("result", tr!(lang, "page-result"));
    put("check", tr!(lang, "page-check"));
    put("gameOf", tr!(lang, "page-game-of", n = "{0}"));
    put("pliesOf", tr!(lang, "page-plies-of", n = "{0}"));
    put(
        "recordError",
        tr!(
            lang,
            "page-record-error",
            ply = "{0}",
            move = "{1}",
            why = "{2}"
        ),
    );
    put("unreadableOne", tr!(lang, "page-unreadable-one", n = "{0}"));
    put(
        "chasedUnder",
        tr!(lang, "page-chased-under", piece = "{0}", books = "{1}"),
    );
    put("unreadable", tr!(lang, "page-unreadable", n = "{0}"));
    put(
        "treeCounts",
        tr!(
            lang,
            "page-tree-counts",
            variations = "{0}",
            comments = "{1}"
        ),
    );
    put("noRepetition", tr!(lang, "page-no-repetition"));
    put("repetitions", tr!(lang, "page-repetitions"));
    put("ply", tr!(lang, "page-ply"));
    put("judgedCycle", tr!(lang, "page-judged-cycle"));
    put("show", tr!(lang, "page-show"));
    put("mustVary", tr!(lang, "page-must-vary", side = "{0}"));
    put("variedAt", tr!(lang, "page-varied-at", ply = "{0}"));
    put("lostAt", tr!(lang, "page-lost-at", ply = "{0}", by = "{1}"));
    put(
        "losesAtOnce",
        tr!(lang, "page-loses-at-once", side = "{0}", by = "{1}"),
    );
    put(
        "judgedSpan",
        tr!(lang, "page-judged-span", first = "{0}", last = "{1}"),
    );
    put("cut", tr!(lang, "page-cut", n = "{0}", total = "{1}"));
    put("separator", tr!(lang, "page-separator"));
    put("idleKind", tr!(lang, "page-idle-kind"));

    let sides: Map<String, Value> = Color::ALL
        .iter()
        .map(|c| (c.name().to_string(), json!(side(lang, *c))))
        .collect();
    w.insert("sides".into(), Value::Object(sides));
    let pieces: Map<String, Value> = "KABNRCPkabnrcp"
        .chars()
        .filter_map(|letter| Some((letter.to_string(), json!(piece(lang, letter)?))))
        .collect();
    w.insert("pieces".into(), Value::Object(pieces));
    let checks: Map<String, Value> = [
        "no-repetition",
        "consistent",
        "agreed-draw",
        "explained-loss",
        "unexplained",
        "played-on",
        "no-result",
        "record-error",
    ]
    .iter()
    .map(|c| (c.to_string(), json!(tr!(lang, "games-check", check = *c))))
    .collect();
    w.insert("checks".into(), Value::Object(checks));
    let statuses: Map<String, Value> = ["pass", "fail", "error", "ignored", "known_failure"]
        .iter()
        .map(|s| (s.to_string(), json!(tr!(lang, "status", status = *s))))
        .collect();
    w.insert("statuses".into(), Value::Object(statuses));
    let verdicts: Map<String, Value> = [
        Verdict::Draw,
        Verdict::RedLoses,
        Verdict::BlackLoses,
        Verdict::None,
    ]
    .iter()
    .map(|v| {
        let name = v.name();
        let words = [
            tr!(lang, "page-verdict", verdict = name),
            tr!(lang, "page-verdict-gloss", verdict = name),
        ];
        (name.to_string(), json!(words))
    })
    .chain([Verdict::RedLoses, Verdict::BlackLoses].iter().map(|v| {
        let name = v.name();
        let words = [
            tr!(lang, "page-verdict-at-once", verdict = name),
            tr!(lang, "page-verdict-at-once-gloss", verdict = name),
        ];
        (format!("{name}_at_once"), json!(words))
    }))
    .collect();
    w.insert("verdicts".into(), Value::Object(verdicts));
    // The pattern by which a book's losing side loses at once, with no order to vary (the rule
    // table's `procedure.loses_at_once`: CN 第24.1条, 长将): the verdict is then worded
    // `red_loses_at_once`, as `verdictKey` in `app.js` and the server's reading choose it.
    let at_once: Map<String, Value> = rulebooks()
        .iter()
        .filter_map(|b| {
            let at_once = b.procedure.loses_at_once.as_ref()?;
            Some((b.id.clone(), json!(at_once.pattern)))
        })
        .collect();
    w.insert("atOnce".into(), Value::Object(at_once));
    let classes: Map<String, Value> = rulebooks()
        .iter()
        .map(|book| {
            let of_book: Map<String, Value> = Class::ALL
                .iter()
                .map(|c| {
                    let name = c.name();
                    let words = if lang.is_chinese() {
                        json!([crate::reasons::class(lang, &book.id, *c), "", c.is_idle()])
                    } else {
                        json!([c.chinese(), name.replace('_', " "), c.is_idle()])
                    };
                    (name.to_string(), words)
                })
                .collect();
            (book.id.clone(), Value::Object(of_book))
        })
        .collect();
    w.insert("classes".into(), Value::Object(classes));
    // The books: their names, and their forbidden patterns as each names them (长捉, 长将) —
    // in English the rule table's name (`perpetual_chase`), as the JSON gives it.
    let books: Map<String, Value> = rulebooks()
        .iter()
        .map(|b| {
            (
                b.id.clone(),
                json!(tr!(lang, "page-book-name", book = b.id.clone())),
            )
        })
        .collect();
    w.insert("bookNames".into(), Value::Object(books));
    let patterns: Map<String, Value> = rulebooks()
        .iter()
        .map(|book| {
            let of_book: Map<String, Value> = book
                .forbidden
                .iter()
                .map(|p| {
                    let word = if lang.is_chinese() {
                        &p.chinese
                    } else {
                        &p.name
                    };
                    (p.name.clone(), json!(word))
                })
                .collect();
            (book.id.clone(), Value::Object(of_book))
        })
        .collect();
    w.insert("patterns".into(), Value::Object(patterns));
    // The characters of Chinese move notation this language's script writes otherwise (the
    // API writes moves in simplified characters): 繁體 prints 車 馬 帥 將 進 後.
    let script: Map<String, Value> = match lang {
        Lang::ZhHant => qili_oracle::notation::TRADITIONAL
            .iter()
            .map(|(s, t)| (s.to_string(), Value::String(t.to_string())))
            .collect(),
        _ => Map::new(),
    };
    w.insert("moveScript".into(), Value::Object(script));
    w
}

/// A side's name: `red`, `红方`.
fn side(lang: Lang, color: Color) -> String {
    crate::reasons::side(lang, color)
}

/// The name of the piece of this FEN letter (red upper case): `red rook`, `红车`.
fn piece(lang: Lang, letter: char) -> Option<String> {
    let kind = PieceKind::from_fen_letter(letter.to_ascii_uppercase())?;
    let color = if letter.is_ascii_uppercase() {
        Color::Red
    } else {
        Color::Black
    };
    Some(crate::reasons::piece(lang, Piece::new(color, kind)))
}

/// The words of `lang`, made once.
pub fn words_of(lang: Lang) -> &'static Map<String, Value> {
    static WORDS: [OnceLock<Map<String, Value>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    WORDS[i].get_or_init(|| words(lang))
}

/// Every language's words, by tag, as JSON to stand in the page for its script (`</` written
/// `<\/`, so that no word can close the script element), made once.
pub fn all_words_json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| {
        let all: Map<String, Value> = Lang::ALL
            .iter()
            .map(|&lang| {
                (
                    lang.tag().to_string(),
                    Value::Object(words_of(lang).clone()),
                )
            })
            .collect();
        Value::Object(all).to_string().replace("</", "<\\/")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_the_addresss_then_the_browsers_then_english() {
        assert_eq!(from_query("zh-Hant"), Some(Lang::ZhHant));
        assert_eq!(from_query("ZH-HANS"), Some(Lang::ZhHans));
        assert_eq!(from_query("zh"), Some(Lang::ZhHans));
        assert_eq!(from_query("en"), Some(Lang::En));
        assert_eq!(from_query("fr"), None);
        let accept = |h: &str| from_accept_language(h);
        assert_eq!(accept("zh-TW,zh;q=0.9,en;q=0.8"), Some(Lang::ZhHant));
        assert_eq!(accept("zh-CN,zh;q=0.9"), Some(Lang::ZhHans));
        assert_eq!(accept("zh-Hant-HK"), Some(Lang::ZhHant));
        assert_eq!(accept("zh-HK;q=0.5, en-GB"), Some(Lang::En));
        assert_eq!(
            accept("fr-FR, de;q=0.9, zh;q=0.8, en;q=0.7"),
            Some(Lang::ZhHans)
        );
        assert_eq!(accept("fr, de"), None);
        assert_eq!(accept("zh;q=0, en;q=0.1"), Some(Lang::En));
        assert_eq!(accept("zh;q=x"), None);
        assert_eq!(accept(""), None);
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT_LANGUAGE, "zh-TW".parse().unwrap());
        let mut query = HashMap::new();
        assert_eq!(language(&query, &headers), Lang::ZhHant);
        query.insert("lang".to_string(), "en".to_string());
        assert_eq!(language(&query, &headers), Lang::En);
        query.insert("lang".to_string(), "klingon".to_string());
        assert_eq!(language(&query, &headers), Lang::ZhHant);
        assert_eq!(language(&HashMap::new(), &HeaderMap::new()), Lang::En);
    }

    #[test]
    fn every_language_has_the_same_words_and_fills_them_the_same_way() {
        let en = words(Lang::En);
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            let other = words(lang);
            assert_eq!(
                en.keys().collect::<Vec<_>>(),
                other.keys().collect::<Vec<_>>()
            );
            for (key, word) in &en {
                if let (Some(a), Some(b)) = (word.as_str(), other[key].as_str()) {
                    for i in 0..4 {
                        let mark = format!("{{{i}}}");
                        assert_eq!(a.contains(&mark), b.contains(&mark), "{key} {mark}");
                    }
                }
            }
        }
        assert_eq!(
            fill(en["afterPly"].as_str().unwrap(), &["3", "9"]),
            "after ply 3 of 9"
        );
        let hant = words(Lang::ZhHant);
        assert_eq!(
            fill(hant["afterPly"].as_str().unwrap(), &["3", "9"]),
            "第 3 著後（共 9 著）"
        );
        assert_eq!(hant["pieces"]["r"], "黑車");
        assert_eq!(hant["classes"]["axf"]["check"][0], "照");
        assert_eq!(hant["classes"]["cn"]["check"][0], "將");
        assert_eq!(en["verdicts"]["red_loses"][0], "红方不变作负");
        assert_eq!(hant["verdicts"]["red_loses"], json!(["紅方不變作負", ""]));
        assert_eq!(
            hant["verdicts"]["black_loses_at_once"],
            json!(["黑方立即判負", ""])
        );
        assert_eq!(en["verdicts"]["red_loses_at_once"][0], "红方立即判负");
        assert_eq!(en["atOnce"], json!({"cn": "perpetual_check"}));
    }
}
