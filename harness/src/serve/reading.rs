//! The page's reading section as the server writes it: both books' rulings and the moves ply by
//! ply, in English and in the very markup `renderRulings` and `renderTable` of `app.js` write,
//! so that a reader without scripts sees them and the script, when it runs, redraws them in
//! place. The rulings are the answers `POST /api/explore` gives the script (or, for a case judged
//! over its whole printed sequence, the case's own, as `GET /api/cases/{id}` gives them).

use crate::report::xml_escape;
use qili_oracle::notation::{Notation, format_move};
use qili_oracle::rules::rulebooks;
use qili_oracle::{Class, Move, Position, Square};
use serde_json::{Map, Value};
use std::fmt::Write as _;

/// What is ruled, as `judging()` in `app.js` has it.
#[derive(Debug)]
pub struct Judging {
    /// Each rulebook's answer (the JSON of the CLI contract), by rulebook id.
    pub rulings: Map<String, Value>,
    /// The plies judged, `first..=last`; none when the moves hold no cycle.
    pub judged: Option<(usize, usize)>,
    /// The case is judged over its whole printed sequence.
    pub whole: bool,
    /// The plies before the judged ones (a game's repetition), whose answers start after them.
    pub offset: usize,
}

/// The reading section's three parts, HTML.
#[derive(Debug, Default)]
pub struct Reading {
    /// The contents of `#rulings`: a card per rulebook.
    pub rulings: String,
    /// The contents of the table's `thead tr`.
    pub head: String,
    /// The contents of the table's `tbody`: a row per ply.
    pub body: String,
    /// The note under the table.
    pub note: String,
}

/// The verdicts as the page shows them: the books' words and the English (`VERDICTS` in
/// `app.js`).
fn verdict_html(verdict: &str) -> String {
    let (zh, en) = match verdict {
        "draw" => ("不变作和", "both may repeat: a draw"),
        "red_loses" => ("红方不变作负", "red must vary, and loses if it goes on"),
        "black_loses" => ("黑方不变作负", "black must vary, and loses if it goes on"),
        _ => ("无裁决", "no repetition, no ruling"),
    };
    let loses = if verdict.ends_with("_loses") {
        " loses"
    } else {
        ""
    };
    format!(
        "<p class=\"verdict{loses}\" data-verdict=\"{}\"><span lang=\"zh\">{zh}</span> · {}</p>",
        xml_escape(verdict),
        xml_escape(en)
    )
}

/// A class as the table shows it: the books' character, the English, and whether it is idle.
fn class_html(name: &str) -> String {
    let Some(class) = Class::ALL.iter().find(|c| c.name() == name) else {
        return xml_escape(name);
    };
    let kind = if class.is_idle() && *class != Class::Idle {
        " <small>(闲, idle)</small>"
    } else {
        ""
    };
    format!(
        "<span class=\"zh\" lang=\"zh\">{}</span>{}{kind}",
        class.chinese(),
        xml_escape(&name.replace('_', " "))
    )
}

/// A string field of a JSON object, or "".
fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value.get(key).and_then(Value::as_str).unwrap_or("")
}

/// A number field of a JSON object, or 0.
fn number(value: &Value, key: &str) -> u64 {
    value.get(key).and_then(Value::as_u64).unwrap_or(0)
}

/// The rulings and the moves of the loop from `start`, as the page shows them before anything
/// is clicked.
pub fn reading(start: &Position, moves: &[Move], j: &Judging) -> Reading {
    let books = rulebooks();
    let mut out = Reading::default();
    for book in books {
        let r = j.rulings.get(&book.id).unwrap_or(&Value::Null);
        let mut html = format!(
            "<section class=\"ruling\" data-book=\"{}\"><h3>{} <small>{}</small></h3>",
            xml_escape(&book.id),
            xml_escape(&book.cite),
            xml_escape(&book.name)
        );
        html += &verdict_html(text(r, "verdict"));
        if !text(r, "article").is_empty() {
            let _ = write!(
                html,
                "<p>Article: <span class=\"article\">{}</span></p>",
                xml_escape(text(r, "article"))
            );
        }
        let _ = write!(
            html,
            "<p class=\"why\">Why: {}</p>",
            xml_escape(text(r, "why"))
        );
        let cycle = r.get("cycle").filter(|c| !c.is_null());
        match (j.offset, j.judged, cycle) {
            (1.., Some((first, last)), _) => {
                let _ = write!(
                    html,
                    "<p class=\"cycle\">Judged: plies {first}–{last}, as the referee judges \
                     the game's repetition.</p>"
                );
            }
            (_, _, Some(c)) => {
                let _ = write!(
                    html,
                    "<p class=\"cycle\">Cycle: plies {}–{}; the final position has occurred {} \
                     times.</p>",
                    number(c, "first"),
                    number(c, "last"),
                    number(r, "occurrences")
                );
            }
            _ => {}
        }
        if let (true, Some((first, last))) = (j.whole, j.judged) {
            let _ = write!(
                html,
                "<p class=\"cycle\">Judged over plies {first}–{last}, the whole printed \
                 sequence.</p>"
            );
        }
        for side in ["red", "black"] {
            let v = r.pointer(&format!("/violations/{side}"));
            if let Some(v) = v.and_then(Value::as_str) {
                let _ = write!(
                    html,
                    "<p class=\"cycle\">Forbidden pattern ({side}): {}</p>",
                    xml_escape(v)
                );
            }
        }
        if let Some(limit) = r.get("move_limit").filter(|l| !l.is_null()) {
            let _ = write!(
                html,
                "<p>Move limit: {} <span class=\"article\">{}</span> — {}</p>",
                verdict_html(text(limit, "verdict")),
                xml_escape(text(limit, "article")),
                xml_escape(text(limit, "why"))
            );
        }
        html += "</section>";
        out.rulings += &html;
    }

    out.head = "<th>#</th><th>Side</th><th>Move</th><th>ICCS</th>".to_string();
    for book in books {
        let _ = write!(
            out.head,
            "<th data-book=\"{}\">{}</th>",
            xml_escape(&book.id),
            xml_escape(&book.cite)
        );
    }
    out.head += "<th>Chased</th>";

    let mut position = start.clone();
    for (i, &mv) in moves.iter().enumerate() {
        let ply = i + 1;
        let side = position.side_to_move().name();
        let chinese = format_move(&position, mv, Notation::Chinese);
        position = position.play_unchecked(mv);
        // Each book's row of this ply, when the ply is among those ruled.
        let rows: Vec<Option<&Value>> = books
            .iter()
            .map(|b| {
                let index = ply.checked_sub(1 + j.offset)?;
                j.rulings.get(&b.id)?.get("plies")?.get(index)
            })
            .collect();
        let classes: Vec<String> = rows
            .iter()
            .flatten()
            .map(|r| r.get("class").map(Value::to_string).unwrap_or_default())
            .collect();
        let differs = classes.iter().any(|c| *c != classes[0]);
        let judged = j.judged.is_some_and(|(a, b)| (a..=b).contains(&ply));
        let _ = write!(
            out.body,
            "<tr data-ply=\"{ply}\"{}><td>{ply}</td><td class=\"side-{side}\">{side}</td>\
             <td lang=\"zh\" class=\"move\">{}</td><td class=\"iccs\">{}</td>",
            if judged { " class=\"judged\"" } else { "" },
            xml_escape(&chinese),
            mv.iccs()
        );
        // The pieces chased, with the books that say so when not all do.
        let mut targets: Vec<(String, Vec<&str>)> = Vec::new();
        for (book, row) in books.iter().zip(&rows) {
            let names: Vec<&str> = row
                .and_then(|r| r.get("class"))
                .and_then(Value::as_array)
                .map(|c| c.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let cells: Vec<String> = names.into_iter().map(class_html).collect();
            let _ = write!(
                out.body,
                "<td data-book=\"{}\" class=\"{}\">{}</td>",
                xml_escape(&book.id),
                if differs { "differs" } else { "" },
                cells.join(", ")
            );
            let squares = row.and_then(|r| r.get("targets")).and_then(Value::as_array);
            for sq in squares.into_iter().flatten().filter_map(Value::as_str) {
                match targets.iter_mut().find(|(s, _)| s == sq) {
                    Some((_, cites)) => cites.push(&book.cite),
                    None => targets.push((sq.to_string(), vec![&book.cite])),
                }
            }
        }
        let chased: Vec<String> = targets
            .iter()
            .map(|(sq, cites)| {
                let piece = Square::parse(sq)
                    .and_then(|s| position.piece_at(s))
                    .map(|p| format!("{} {}", p.color.name(), p.kind.name()))
                    .unwrap_or_default();
                let who = if cites.len() == books.len() {
                    String::new()
                } else {
                    format!(" ({})", cites.join(", "))
                };
                xml_escape(&format!("{piece} {sq}{who}"))
            })
            .collect();
        let _ = write!(out.body, "<td>{}</td></tr>", chased.join("; "));
    }

    out.note = match (moves.is_empty(), j.whole, j.judged) {
        (true, _, _) => "No moves yet.".to_string(),
        (false, true, _) => {
            "Every row is judged: the case is ruled over its whole printed sequence.".to_string()
        }
        (false, false, Some((first, last))) => {
            format!("Marked rows (plies {first}–{last}) are the cycle that is judged.")
        }
        (false, false, None) => "The moves do not return to an earlier position yet, so there \
                                 is nothing to rule."
            .to_string(),
    };
    out
}
