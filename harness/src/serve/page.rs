//! The explorer page as the server sends it: `harness/web/index.html` with a first view filled
//! in, so that a reader without scripts, or a screenshot taken before they run, sees the board.
//! For `/?case=ID` it is the case's picture (the one `qili render CASE` draws, with the rulings
//! in its caption), its title and the book's words; for `/?fen=…&moves=…` the picture of that
//! loop; otherwise the start position. Each comes with both books' rulings and the moves ply by
//! ply, and the case menu lists every case (naming the one shown) in a form that opens a case
//! without scripts. The page's script then draws its own board and panels in their place.

use super::api::{loop_rulings, read_loop, ready_case};
use super::reading::{Judging, Reading, reading};
use super::{Explorer, blocking};
use crate::case::{Book, CycleMode, PositionSource, Prepared};
use crate::judge::adjudication;
use crate::picture::Picture;
use crate::report::xml_escape;
use crate::request::answer;
use crate::suite::Loaded;
use axum::extract::{Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use qili_oracle::notation::{Notation, format_moves};
use qili_oracle::rules::{rulebook, rulebooks};
use qili_oracle::{Move, Position};
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;

/// The page, as written.
const PAGE: &str = include_str!("../../web/index.html");
/// The parts of the page a first view fills in, as they stand in it.
const TITLE: &str = "<title>qili 棋例 — rules explorer</title>";
const BOARD: &str = r#"<div id="board" aria-label="board" data-t-label="board"></div>"#;
const PANEL: &str = r#"<article id="case-panel" hidden></article>"#;
const CASES: &str = r#"<option value="" data-t="own-position">— your own position —</option>"#;
const RULINGS: &str = r#"<div id="rulings"></div>"#;
const HEAD: &str = "<thead><tr></tr></thead>";
const BODY: &str = "<tbody></tbody>";
const NOTE: &str = r#"<p id="table-note"></p>"#;

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
}

/// `GET /`: the page, with the first view of `?case=ID` or `?fen=…&moves=…` filled in. A
/// query that names no case or no readable loop gets the page as written: its script reports
/// what is wrong.
pub async fn page(
    State(ex): State<Arc<Explorer>>,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let view = blocking(move || {
        let mut view = if query.contains_key("case") || query.contains_key("fen") {
            first_view(&ex, &query)
        } else {
            FirstView::default()
        };
        if view.board.is_none() {
            // The page's script opens on the start position when the address names nothing it
            // can show; so does the page as the server writes it.
            let start = Position::start();
            view.board = Some(Picture::of_moves(&start, &[]).svg());
            view.reading = loop_judging(&start, &[], None).map(|j| reading(&start, &[], &j));
        }
        view.cases = case_options(&ex, view.id.as_deref());
        Ok(view)
    })
    .await
    .unwrap_or_default();
    (
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-cache"),
        ],
        fill(&view),
    )
        .into_response()
}

/// The first view the query asks for.
fn first_view(ex: &Explorer, query: &HashMap<String, String>) -> FirstView {
    if let Some(id) = query.get("case") {
        return match ready_case(ex, id) {
            Ok((p, _)) => FirstView {
                id: Some(p.id().to_string()),
                board: Some(Picture::of_case(p).svg()),
                panel: Some(case_panel(p)),
                reading: case_judging(p).map(|j| reading(&p.start, &p.moves, &j)),
                cases: None,
            },
            Err(_) => FirstView::default(),
        };
    }
    let fen = query.get("fen").map_or("", String::as_str);
    let moves = query.get("moves").map_or("", String::as_str);
    match read_loop(fen, moves, ex.limits.plies) {
        Ok((start, moves)) => FirstView {
            board: Some(Picture::of_moves(&start, &moves).svg()),
            reading: loop_judging(&start, &moves, query.get("judged"))
                .map(|j| reading(&start, &moves, &j)),
            ..FirstView::default()
        },
        Err(_) => FirstView::default(),
    }
}

/// The page with a first view in it.
fn fill(view: &FirstView) -> String {
    let mut page = PAGE.to_string();
    if let Some(id) = &view.id {
        page = page.replacen(
            TITLE,
            &format!(
                "<title>{} · qili 棋例 — rules explorer</title>",
                xml_escape(id)
            ),
            1,
        );
    }
    if let Some(svg) = &view.board {
        page = page.replacen(
            BOARD,
            &BOARD.replace("></div>", &format!(">{svg}</div>")),
            1,
        );
    }
    if let Some(cases) = &view.cases {
        page = page.replacen(CASES, &format!("{CASES}{cases}"), 1);
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

/// What the page rules for a case when it opens it: the loop of its moves, as `/api/explore`
/// answers; for a case judged over its whole printed sequence, the case's own rulings.
fn case_judging(p: &Prepared) -> Option<Judging> {
    if p.case.file.cycle == Some(CycleMode::Whole) {
        let mut rulings = Map::new();
        for book in rulebooks() {
            rulings.insert(book.id.clone(), answer(&adjudication(p, &book.id)?));
        }
        return Some(Judging {
            rulings,
            judged: Some((*p.checked.start(), *p.checked.end())),
            whole: true,
            offset: 0,
        });
    }
    let iccs = format_moves(&p.start, &p.moves, Notation::Iccs).join(" ");
    let rulings = loop_rulings(&p.start.fen(), &iccs).ok()?;
    Some(Judging {
        judged: first_cycle(&rulings),
        rulings,
        whole: false,
        offset: 0,
    })
}

/// What the page rules for a loop: all its moves, or with `judged=FIRST-LAST` (a game's
/// repetition, as the referee judges it) the moves from ply FIRST to ply LAST.
fn loop_judging(start: &Position, moves: &[Move], judged: Option<&String>) -> Option<Judging> {
    let span = judged.and_then(|s| {
        let (a, b) = s.split_once('-')?;
        Some((a.parse::<usize>().ok()?, b.parse::<usize>().ok()?))
    });
    let Some((first, last)) = span.filter(|&(a, b)| a >= 1 && a <= b && b <= moves.len()) else {
        let iccs = format_moves(start, moves, Notation::Iccs).join(" ");
        let rulings = loop_rulings(&start.fen(), &iccs).ok()?;
        return Some(Judging {
            judged: first_cycle(&rulings),
            rulings,
            whole: false,
            offset: 0,
        });
    };
    let mut before = start.clone();
    for &mv in &moves[..first - 1] {
        before = before.play_unchecked(mv);
    }
    let iccs = format_moves(&before, &moves[first - 1..last], Notation::Iccs).join(" ");
    Some(Judging {
        rulings: loop_rulings(&before.fen(), &iccs).ok()?,
        judged: Some((first, last)),
        whole: false,
        offset: first - 1,
    })
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
fn case_options(ex: &Explorer, selected: Option<&str>) -> Option<String> {
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
                    xml_escape(&f.title)
                )
            }
            Loaded::Broken { .. } => write!(
                out,
                "<option value=\"{}\" disabled>{} (broken)</option>",
                xml_escape(id),
                xml_escape(id)
            ),
        };
    }
    Some(out)
}

/// The case panel in English: the title, where the case comes from, the book's words, and what
/// the position is.
fn case_panel(p: &Prepared) -> String {
    let f = &p.case.file;
    let mut out = String::new();
    let _ = write!(
        out,
        "<h2>{} · {}</h2>",
        xml_escape(&f.id),
        xml_escape(&f.title)
    );
    let source = match (f.source.figure, rulebook(f.source.book.name())) {
        (Some(figure), Some(book)) => {
            format!("{}, figure {figure} · {}", book.cite, f.source.article)
        }
        _ => f.source.article.clone(),
    };
    let _ = write!(out, "<p class=\"source\">{}</p>", xml_escape(&source));
    let _ = write!(
        out,
        "<blockquote lang=\"zh\">{}</blockquote>",
        xml_escape(f.source.text.trim())
    );
    if let Some(note) = position_note(f.source.book, f.position_source) {
        let _ = write!(out, "<p><small>{note}</small></p>");
    }
    out
}

/// What the page says of a case's position (`positionRebuilt`, `positionMade` in `app.js`): a
/// book's diagram rebuilt from its text, or a position made up for a contributed case.
fn position_note(book: Book, source: PositionSource) -> Option<&'static str> {
    match (book, source) {
        (_, PositionSource::Original) => None,
        (Book::Contrib, PositionSource::Reconstructed) => Some(
            "The position is constructed to show the ruling, not taken from a game (see the notes).",
        ),
        (Book::Axf | Book::Cn, PositionSource::Reconstructed) => {
            Some("The position is rebuilt from the book's text (see the notes).")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_each_part_a_first_view_fills_in_once() {
        for part in [TITLE, BOARD, PANEL, CASES, RULINGS, HEAD, BODY, NOTE] {
            assert_eq!(PAGE.matches(part).count(), 1, "{part}");
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
        };
        let page = fill(&view);
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
        assert_eq!(fill(&FirstView::default()), PAGE);
    }
}
