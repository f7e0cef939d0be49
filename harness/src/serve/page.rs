//! The explorer page as the server sends it: `harness/web/index.html` with a first view filled
//! in, so that a reader without scripts, or a screenshot taken before they run, sees the board.
//! For `/?case=ID` it is the case's picture (the one `qili render CASE` draws, with the rulings
//! in its caption), its title and the book's words; for `/?fen=…&moves=…` the picture of that
//! loop; otherwise the start position. Each comes with both books' rulings and the moves ply by
//! ply, and the case menu lists every case (naming the one shown) in a form that opens a case
//! without scripts. The page's script then draws its own board and panels in their place.

use super::api::{loop_adjudications, loop_fault_in, read_loop, ready_case, reasons_in};
use super::reading::{Judging, Reading, reading};
use super::words::{self, language, words_of};
use super::{Explorer, blocking};
use crate::case::{Book, CycleMode, PositionSource, Prepared};
use crate::i18n::Lang;
use crate::judge::adjudication;
use crate::picture::Picture;
use crate::report::xml_escape;
use crate::request::answer;
use crate::suite::Loaded;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use qili_oracle::notation::{Notation, format_moves};
use qili_oracle::rules::{rulebook, rulebooks};
use qili_oracle::{Move, Position};
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, OnceLock};

/// The page, as written.
const PAGE: &str = include_str!("../../web/index.html");
/// The parts of the page a first view fills in, as they stand in it.
const TITLE: &str = "<title>qili 棋例 — rules explorer</title>";
const LANG: &str = "<html lang=\"en\">";
const SCRIPT: &str = "<script src=\"/app.js\" defer></script>";
const HOME: &str = "<a href=\"/\">";
const FORM_LANG: &str = r#"<input type="hidden" name="lang" value="">"#;
const MESSAGE: &str = r#"<p id="message" role="alert" hidden></p>"#;
const BOARD: &str = r#"<div id="board" aria-label="board" data-t-label="board"></div>"#;
const PANEL: &str = r#"<article id="case-panel" hidden></article>"#;
const CASES: &str = r#"<option value="" data-t="own-position">— your own position —</option>"#;
const RULINGS: &str = r#"<div id="rulings"></div>"#;
const HEAD: &str = "<thead><tr></tr></thead>";
const BODY: &str = "<tbody></tbody>";
const NOTE: &str = r#"<p id="table-note"></p>"#;
/// The query names that say what is shown: a language link keeps them.
const SHOWN: [&str; 5] = ["case", "fen", "moves", "judged", "ply"];

/// What a first view shows.
#[derive(Debug, Default)]
struct FirstView {
    /// The case id, for the page's title.
    id: Option<String>,
    /// The picture, an SVG document.
    board: Option<String>,
    /// The case panel's contents, HTML.
    panel: Option<String>,
    /// The rulings and the moves.
    reading: Option<Reading>,
    /// The case menu's options after the first, HTML.
    cases: Option<String>,
    /// Why the case or loop the address names cannot be shown.
    message: Option<String>,
}

/// `GET /`: the page in the reader's language (`?lang=`, else the browser's
/// `Accept-Language`), with the first view of `?case=ID` or `?fen=…&moves=…` filled in, at
/// ply `?ply=N`. A case or loop that cannot be shown is said so, over the start position.
pub async fn page(
    State(ex): State<Arc<Explorer>>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = language(&query, &headers);
    let asked = query.clone();
    let view = blocking(move || {
        let w = words_of(lang);
        let mut view = if query.contains_key("case") || query.contains_key("fen") {
            first_view(&ex, &query, lang)
        } else {
            FirstView::default()
        };
        if view.board.is_none() {
            // The page's script opens on the start position when the address names nothing it
            // can show; so does the page as the server writes it.
            let start = Position::start();
            view.board = Some(Picture::of_moves_in(&start, &[], lang).svg());
            view.reading =
                loop_judging(&start, &[], None, lang).map(|j| reading(&start, &[], &j, w, 0));
        }
        view.cases = case_options(&ex, view.id.as_deref(), w, lang);
        Ok(view)
    })
    .await
    .unwrap_or_default();
    (
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-cache"),
        ],
        fill(&view, lang, &asked),
    )
        .into_response()
}

/// The ply the address asks to show, within the moves.
fn cursor(query: &HashMap<String, String>, moves: usize) -> usize {
    query
        .get("ply")
        .and_then(|p| p.parse::<usize>().ok())
        .map_or(0, |p| p.min(moves))
}

/// The error of the case `id` when it is broken.
fn broken<'a>(ex: &'a Explorer, id: &str) -> Option<&'a crate::case::CaseError> {
    ex.suite.as_ref().ok()?.cases.iter().find_map(|c| match c {
        Loaded::Broken { id: i, error } if i == id => Some(error),
        _ => None,
    })
}

/// The first view the query asks for.
fn first_view(ex: &Explorer, query: &HashMap<String, String>, lang: Lang) -> FirstView {
    let w = words_of(lang);
    if let Some(id) = query.get("case") {
        return match ready_case(ex, id) {
            Ok((p, _)) => FirstView {
                id: Some(p.id().to_string()),
                board: Some(Picture::of_case_in(p, lang).svg()),
                panel: Some(case_panel(p, w, lang)),
                reading: case_judging(p, lang)
                    .map(|j| reading(&p.start, &p.moves, &j, w, cursor(query, p.moves.len()))),
                ..FirstView::default()
            },
            Err(e) => {
                // A broken case's fault in Chinese (English as before; the API's error keeps
                // the English).
                let why = broken(ex, id)
                    .filter(|_| lang.is_chinese())
                    .map_or_else(|| e.message(), |error| error.in_lang(lang));
                FirstView {
                    message: Some(fill_word(w, "caseError", &[&why])),
                    ..FirstView::default()
                }
            }
        };
    }
    let fen = query.get("fen").map_or("", String::as_str);
    let moves = query.get("moves").map_or("", String::as_str);
    match read_loop(fen, moves, ex.limits.plies) {
        Ok((start, moves)) => FirstView {
            board: Some(loop_picture(&start, &moves, query, lang).svg()),
            reading: loop_judging(&start, &moves, query.get("judged"), lang)
                .map(|j| reading(&start, &moves, &j, w, cursor(query, moves.len()))),
            ..FirstView::default()
        },
        Err(e) => {
            // In Chinese as `qili adjudicate --lang` words it (the API's `error_in_lang`).
            let why = loop_fault_in(lang, fen, moves).unwrap_or_else(|| e.message());
            FirstView {
                message: Some(fill_word(w, "fenError", &[&why])),
                ..FirstView::default()
            }
        }
    }
}

/// The page's word `key` with its values in place.
fn fill_word(w: &Map<String, Value>, key: &str, values: &[&str]) -> String {
    words::fill(w.get(key).and_then(Value::as_str).unwrap_or(key), values)
}

/// The address of the page in `lang`, showing what `query` shows.
fn address(query: &HashMap<String, String>, lang: Lang) -> String {
    let mut url = form_urlencoded::Serializer::new(String::new());
    for key in SHOWN {
        if let Some(value) = query.get(key) {
            url.append_pair(key, value);
        }
    }
    url.append_pair("lang", lang.tag());
    format!("/?{}", url.finish())
}

/// The page with a first view in it, in `lang`: its labels, the language links (each keeping
/// what is shown), the case menu's form (keeping the language), every language's words for the
/// script, and the first view.
fn fill(view: &FirstView, lang: Lang, query: &HashMap<String, String>) -> String {
    let w = words_of(lang);
    let mut page = labelled(lang).to_string();
    page = page.replacen(LANG, &format!("<html lang=\"{}\">", lang.tag()), 1);
    let title = match &view.id {
        Some(id) => format!("{} · ", xml_escape(id)),
        None => String::new(),
    };
    page = page.replacen(
        TITLE,
        &format!(
            "<title>{title}qili 棋例 — {}</title>",
            xml_escape(&fill_word(w, "explorer", &[]))
        ),
        1,
    );
    page = page.replacen(
        SCRIPT,
        &format!(
            "<script id=\"words\" type=\"application/json\">{}</script>\n{SCRIPT}",
            words::all_words_json()
        ),
        1,
    );
    for other in Lang::ALL {
        let link = format!("href=\"/?lang={}\"", other.tag());
        let current = if other == lang {
            " aria-current=\"page\""
        } else {
            ""
        };
        let href = format!("href=\"{}\"{current}", xml_escape(&address(query, other)));
        page = page.replacen(&link, &href, 1);
    }
    // The language is kept as the reader moves about: by the links and the case menu's form.
    let keep = query.contains_key("lang") || lang != Lang::En;
    if keep {
        let home = format!("<a href=\"/?lang={}\">", lang.tag());
        page = page.replacen(HOME, &home, 1);
        let input = FORM_LANG.replace("value=\"\"", &format!("value=\"{}\"", lang.tag()));
        page = page.replacen(FORM_LANG, &input, 1);
    }
    if let Some(message) = &view.message {
        page = page.replacen(
            MESSAGE,
            &format!(
                "<p id=\"message\" role=\"alert\">{}</p>",
                xml_escape(message)
            ),
            1,
        );
    }
    if let Some(svg) = &view.board {
        let board = labels(BOARD, w);
        page = page.replacen(
            &board,
            &board.replace("></div>", &format!(">{svg}</div>")),
            1,
        );
    }
    if let Some(cases) = &view.cases {
        let first = labels(CASES, w);
        page = page.replacen(&first, &format!("{first}{cases}"), 1);
    }
    if let Some(r) = &view.reading {
        let div = |part: &str, inner: &str| part.replacen("><", &format!(">{inner}<"), 1);
        page = page.replacen(RULINGS, &div(RULINGS, &r.rulings), 1);
        page = page.replacen(HEAD, &format!("<thead><tr>{}</tr></thead>", r.head), 1);
        page = page.replacen(BODY, &div(BODY, &r.body), 1);
        page = page.replacen(NOTE, &div(NOTE, &xml_escape(&r.note)), 1);
    }
    if let Some(panel) = &view.panel {
        page = page.replacen(
            PANEL,
            &format!("<article id=\"case-panel\">{panel}</article>"),
            1,
        );
    }
    page
}

/// The page as written with its labels in `lang`, made once per language.
fn labelled(lang: Lang) -> &'static str {
    static PAGES: [OnceLock<String>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    PAGES[i].get_or_init(|| labels(PAGE, words_of(lang)))
}

/// The page's labels in the words `w`, as `applyLanguage` in `app.js` writes them: the text
/// of each element with `data-t="KEY"`, and the `title` and `aria-label` of each with
/// `data-t-title`, `data-t-label`.
fn labels(html: &str, w: &Map<String, Value>) -> String {
    let mut out = String::with_capacity(html.len() + 1024);
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        let Some(close) = rest[open..].find('>').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        let mut tag = rest[open..=close].to_string();
        let attr = |tag: &str, name: &str| -> Option<String> {
            let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
            Some(tag[at..at + tag[at..].find('"')?].to_string())
        };
        for (key_attr, target) in [("data-t-title", "title"), ("data-t-label", "aria-label")] {
            if let (Some(key), Some(old)) = (attr(&tag, key_attr), attr(&tag, target)) {
                let word = xml_escape(&fill_word(w, &key, &[]));
                tag = tag.replacen(
                    &format!(" {target}=\"{old}\""),
                    &format!(" {target}=\"{word}\""),
                    1,
                );
            }
        }
        out.push_str(&tag);
        rest = &rest[close + 1..];
        if let Some(key) = attr(&tag, "data-t") {
            // The element's text, up to the next tag.
            let end = rest.find('<').unwrap_or(rest.len());
            out.push_str(&xml_escape(&fill_word(w, &key, &[])));
            rest = &rest[end..];
        }
    }
    out.push_str(rest);
    out
}

/// What the page rules for a case when it opens it: the loop of its moves, as `/api/explore`
/// answers; for a case judged over its whole printed sequence, the case's own rulings.
fn case_judging(p: &Prepared, lang: Lang) -> Option<Judging> {
    if p.case.file.cycle == Some(CycleMode::Whole) {
        let mut found = Vec::new();
        for book in rulebooks() {
            found.push((book.id.clone(), adjudication(p, &book.id)?));
        }
        return Some(Judging {
            rulings: found
                .iter()
                .map(|(id, a)| (id.clone(), answer(a)))
                .collect(),
            reasons: reasons_in(lang, found.iter().map(|(id, a)| (id, a))),
            judged: Some((*p.checked.start(), *p.checked.end())),
            whole: true,
            offset: 0,
        });
    }
    let iccs = format_moves(&p.start, &p.moves, Notation::Iccs).join(" ");
    loop_reading(&p.start.fen(), &iccs, lang, None)
}

/// What is ruled for the loop of `moves` from `fen`: the cycle the first rulebook finds, or the
/// plies `judged` of a game after `offset` plies.
fn loop_reading(
    fen: &str,
    moves: &str,
    lang: Lang,
    judged: Option<(usize, usize, usize)>,
) -> Option<Judging> {
    let found = loop_adjudications(fen, moves).ok()?;
    let rulings: Map<String, Value> = found
        .iter()
        .map(|(id, a)| (id.clone(), answer(a)))
        .collect();
    let reasons = reasons_in(lang, found.iter().map(|(id, a)| (id, a)));
    let (judged, offset) = match judged {
        Some((first, last, offset)) => (Some((first, last)), offset),
        None => (first_cycle(&rulings), 0),
    };
    Some(Judging {
        rulings,
        reasons,
        judged,
        whole: false,
        offset,
    })
}

/// The plies `judged=FIRST-LAST` names, when they are plies of the `plies` moves.
fn judged_span(judged: Option<&String>, plies: usize) -> Option<(usize, usize)> {
    let (a, b) = judged?.split_once('-')?;
    let (first, last) = (a.parse::<usize>().ok()?, b.parse::<usize>().ok()?);
    (first >= 1 && first <= last && last <= plies).then_some((first, last))
}

/// The board the page first draws for a loop or a game ([`Picture::of_game`]): a game's judged
/// cycle from the position before it, a loop's moves from its start, or the position at the
/// address's ply without arrows (the script draws the rest).
fn loop_picture(
    start: &Position,
    moves: &[Move],
    query: &HashMap<String, String>,
    lang: Lang,
) -> Picture {
    Picture::of_game(
        start,
        moves,
        judged_span(query.get("judged"), moves.len()),
        cursor(query, moves.len()),
        lang,
    )
}

/// What the page rules for a loop: all its moves, or with `judged=FIRST-LAST` (a game's
/// repetition, as the referee judges it) the moves from ply FIRST to ply LAST.
fn loop_judging(
    start: &Position,
    moves: &[Move],
    judged: Option<&String>,
    lang: Lang,
) -> Option<Judging> {
    let Some((first, last)) = judged_span(judged, moves.len()) else {
        let iccs = format_moves(start, moves, Notation::Iccs).join(" ");
        return loop_reading(&start.fen(), &iccs, lang, None);
    };
    let mut before = start.clone();
    for &mv in &moves[..first - 1] {
        before = before.play_unchecked(mv);
    }
    let iccs = format_moves(&before, &moves[first - 1..last], Notation::Iccs).join(" ");
    loop_reading(&before.fen(), &iccs, lang, Some((first, last, first - 1)))
}

/// The cycle the first rulebook finds: the rows the table marks.
fn first_cycle(rulings: &Map<String, Value>) -> Option<(usize, usize)> {
    let cycle = rulings.get(&rulebooks().first()?.id)?.get("cycle")?;
    let at = |key: &str| {
        cycle
            .get(key)?
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
    };
    Some((at("first")?, at("last")?))
}

/// The case menu's options, as `loadCaseList` in `app.js` writes them, with the case shown
/// selected: so that without scripts the menu names the case, and picking one opens it.
fn case_options(
    ex: &Explorer,
    selected: Option<&str>,
    w: &Map<String, Value>,
    lang: Lang,
) -> Option<String> {
    let suite = ex.suite.as_ref().ok()?;
    let mut out = String::new();
    for loaded in &suite.cases {
        let id = loaded.id();
        let chosen = if Some(id) == selected {
            " selected"
        } else {
            ""
        };
        let _ = match loaded {
            Loaded::Ready(p) => {
                let f = &p.case.file;
                write!(
                    out,
                    "<option value=\"{}\"{chosen}>{} · {} · {}</option>",
                    xml_escape(id),
                    xml_escape(id),
                    xml_escape(&f.source.article),
                    xml_escape(f.titles.get(lang).unwrap_or(&f.title))
                )
            }
            Loaded::Broken { .. } => write!(
                out,
                "<option value=\"{}\" disabled>{} ({})</option>",
                xml_escape(id),
                xml_escape(id),
                xml_escape(&fill_word(w, "broken", &[]))
            ),
        };
    }
    Some(out)
}

/// The case panel in the words `w` and the case's title in `lang`: the title, where the case comes from, the book's words, and
/// what the position is (`renderCase` in `app.js` writes it again with the rulings).
fn case_panel(p: &Prepared, w: &Map<String, Value>, lang: Lang) -> String {
    let f = &p.case.file;
    let mut out = String::new();
    let _ = write!(
        out,
        "<h2>{} · {}</h2>",
        xml_escape(&f.id),
        xml_escape(f.titles.get(lang).unwrap_or(&f.title))
    );
    let source = match (f.source.figure, rulebook(f.source.book.name())) {
        (Some(figure), Some(book)) => fill_word(
            w,
            "caseFrom",
            &[&book.cite, &figure.to_string(), &f.source.article],
        ),
        _ => f.source.article.clone(),
    };
    let _ = write!(out, "<p class=\"source\">{}</p>", xml_escape(&source));
    let _ = write!(
        out,
        "<blockquote lang=\"zh\">{}</blockquote>",
        xml_escape(f.source.text.trim())
    );
    if let Some(note) = position_note(f.source.book, f.position_source) {
        let note = xml_escape(&fill_word(w, note, &[]));
        let _ = write!(out, "<p><small>{note}</small></p>");
    }
    out
}

/// The word for what the page says of a case's position: a book's diagram rebuilt from its
/// text (`positionRebuilt`), or a position made up for a contributed case (`positionMade`).
fn position_note(book: Book, source: PositionSource) -> Option<&'static str> {
    match (book, source) {
        (_, PositionSource::Original) => None,
        (Book::Contrib, PositionSource::Reconstructed) => Some("positionMade"),
        (Book::Axf | Book::Cn, PositionSource::Reconstructed) => Some("positionRebuilt"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_each_part_a_first_view_fills_in_once() {
        for part in [
            TITLE, LANG, SCRIPT, HOME, FORM_LANG, MESSAGE, BOARD, PANEL, CASES, RULINGS, HEAD,
            BODY, NOTE,
        ] {
            assert_eq!(PAGE.matches(part).count(), 1, "{part}");
        }
        for lang in Lang::ALL {
            let link = format!("href=\"/?lang={}\"", lang.tag());
            assert_eq!(PAGE.matches(&link).count(), 1, "{link}");
        }
        let view = FirstView {
            id: Some("axf-032".to_string()),
            board: Some("<svg></svg>".to_string()),
            panel: Some("<h2>axf-032</h2>".to_string()),
            reading: Some(Reading {
                rulings: "<section>r</section>".to_string(),
                head: "<th>#</th>".to_string(),
                body: "<tr></tr>".to_string(),
                note: "a & b".to_string(),
            }),
            cases: Some("<option value=\"axf-032\" selected>axf-032</option>".to_string()),
            message: Some("x < y".to_string()),
        };
        let query = HashMap::from([
            ("case".to_string(), "axf-032".to_string()),
            ("ply".to_string(), "3".to_string()),
            ("lang".to_string(), "en".to_string()),
        ]);
        let page = fill(&view, Lang::En, &query);
        assert!(page.contains("<title>axf-032 · qili 棋例 — rules explorer</title>"));
        assert!(page.contains("data-t-label=\"board\"><svg></svg></div>"));
        assert!(page.contains("<article id=\"case-panel\"><h2>axf-032</h2></article>"));
        assert!(page.contains(&format!(
            "{CASES}<option value=\"axf-032\" selected>axf-032</option></select>"
        )));
        assert!(page.contains("<div id=\"rulings\"><section>r</section></div>"));
        assert!(page.contains("<thead><tr><th>#</th></tr></thead>"));
        assert!(page.contains("<tbody><tr></tr></tbody>"));
        assert!(page.contains("<p id=\"table-note\">a &amp; b</p>"));
        assert!(page.contains("<p id=\"message\" role=\"alert\">x &lt; y</p>"));
        assert!(
            page.contains(
                "href=\"/?case=axf-032&amp;ply=3&amp;lang=zh-Hant\" hreflang=\"zh-Hant\""
            )
        );
        assert!(
            page.contains("href=\"/?case=axf-032&amp;ply=3&amp;lang=en\" aria-current=\"page\"")
        );
        assert!(page.contains(r#"<input type="hidden" name="lang" value="en">"#));
        assert!(page.contains("<script id=\"words\" type=\"application/json\">{\"en\":"));

        // Nothing to fill in, in English without `?lang=`: the page as written but for its
        // language links and the script's words.
        let plain = fill(&FirstView::default(), Lang::En, &HashMap::new());
        assert!(plain.contains(PANEL) && plain.contains(FORM_LANG) && plain.contains(HOME));
        assert!(plain.contains(r#"href="/?lang=zh-Hans" hreflang="zh-Hans""#));
    }

    #[test]
    fn the_labels_are_written_in_the_readers_language() {
        let page = fill(&FirstView::default(), Lang::ZhHant, &HashMap::new());
        assert!(page.starts_with("<!doctype html>\n<html lang=\"zh-Hant\">"));
        assert!(page.contains("<title>qili 棋例 — 棋例演示</title>"));
        assert!(page.contains(r#"<h2 data-t="rulings">裁決</h2>"#));
        assert!(
            page.contains(r#"<button type="button" id="back" data-t-title="back" title="後退">"#)
        );
        assert!(page.contains(r#"<div id="board" aria-label="棋盤" data-t-label="board">"#));
        assert!(page.contains(r#"<button type="submit" data-t="open">開啟</button>"#));
        assert!(page.contains(r#"<a href="/?lang=zh-Hant">"#));
        assert!(page.contains(r#"<input type="hidden" name="lang" value="zh-Hant">"#));
        // Every label of the page has its word: none is left in English.
        let words = words_of(Lang::ZhHant);
        for (at, _) in PAGE.match_indices(" data-t") {
            let rest = &PAGE[at..];
            let key = rest.split('"').nth(1).unwrap();
            assert!(words.contains_key(key), "no word for {key}");
        }
    }
}
