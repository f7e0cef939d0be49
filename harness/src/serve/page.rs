//! The explorer page as the server sends it: `harness/web/index.html` with a first view filled
//! in, so that a reader without scripts, or a screenshot taken before they run, sees the board.
//! For `/?case=ID` it is the case's picture (the one `qili render CASE` draws, with the rulings
//! in its caption), its title and the book's words; for `/?fen=…&moves=…` the picture of that
//! loop. The page's script then draws its own board and panels in their place.

use super::api::{read_loop, ready_case};
use super::{Explorer, blocking};
use crate::case::{Book, PositionSource, Prepared};
use crate::picture::Picture;
use crate::report::xml_escape;
use axum::extract::{Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use qili_oracle::rules::rulebook;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;

/// The page, as written.
const PAGE: &str = include_str!("../../web/index.html");
/// The parts of the page a first view fills in, as they stand in it.
const TITLE: &str = "<title>qili 棋例 — rules explorer</title>";
const BOARD: &str = r#"<div id="board" aria-label="board" data-t-label="board"></div>"#;
const PANEL: &str = r#"<article id="case-panel" hidden></article>"#;

/// What a first view shows.
#[derive(Debug, Default)]
struct FirstView {
    /// The case id, for the page's title.
    id: Option<String>,
    /// The picture, an SVG document.
    board: Option<String>,
    /// The case panel's contents, HTML.
    panel: Option<String>,
}

/// `GET /`: the page, with the first view of `?case=ID` or `?fen=…&moves=…` filled in. A
/// query that names no case or no readable loop gets the page as written: its script reports
/// what is wrong.
pub async fn page(
    State(ex): State<Arc<Explorer>>,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let view = if query.contains_key("case") || query.contains_key("fen") {
        blocking(move || Ok(first_view(&ex, &query)))
            .await
            .unwrap_or_default()
    } else {
        FirstView::default()
    };
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
            },
            Err(_) => FirstView::default(),
        };
    }
    let fen = query.get("fen").map_or("", String::as_str);
    let moves = query.get("moves").map_or("", String::as_str);
    match read_loop(fen, moves, ex.limits.plies) {
        Ok((start, moves)) => FirstView {
            board: Some(Picture::of_moves(&start, &moves).svg()),
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
    if let Some(panel) = &view.panel {
        page = page.replacen(
            PANEL,
            &format!("<article id=\"case-panel\">{panel}</article>"),
            1,
        );
    }
    page
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
        for part in [TITLE, BOARD, PANEL] {
            assert_eq!(PAGE.matches(part).count(), 1, "{part}");
        }
        let view = FirstView {
            id: Some("axf-032".to_string()),
            board: Some("<svg></svg>".to_string()),
            panel: Some("<h2>axf-032</h2>".to_string()),
        };
        let page = fill(&view);
        assert!(page.contains("<title>axf-032 · qili 棋例 — rules explorer</title>"));
        assert!(page.contains("data-t-label=\"board\"><svg></svg></div>"));
        assert!(page.contains("<article id=\"case-panel\"><h2>axf-032</h2></article>"));
        assert_eq!(fill(&FirstView::default()), PAGE);
    }
}
