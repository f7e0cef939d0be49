//! The page's reading section as the server writes it: both books' rulings and the moves ply by
//! ply, in the reader's language and in the very markup `renderRulings` and `renderTable` of `app.js` write,
//! so that a reader without scripts sees them and the script, when it runs, redraws them in
//! place. The rulings are the answers `POST /api/explore` gives the script (or, for a case judged
//! over its whole printed sequence, the case's own, as `GET /api/cases/{id}` gives them).

use super::words::fill;
use crate::report::xml_escape;
use qili_oracle::notation::{Notation, format_move};
use qili_oracle::rules::rulebooks;
use qili_oracle::{Move, Position, Square};
use serde_json::{Map, Value};
use std::fmt::Write as _;

/// What is ruled, as `judging()` in `app.js` has it.
#[derive(Debug)]
pub struct Judging {
    /// Each rulebook's answer (the JSON of the CLI contract), by rulebook id.
    pub rulings: Map<String, Value>,
    /// Each rulebook's reasons in the page's language (the `why` the CLI's `adjudicate`
    /// prints), by rulebook id; a book missing here shows the answer's own `why`.
    pub reasons: Map<String, Value>,
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

/// The page's word `key` with its values in place (`t(key, …)` in `app.js`).
fn t(w: &Map<String, Value>, key: &str, values: &[&str]) -> String {
    fill(w.get(key).and_then(Value::as_str).unwrap_or(key), values)
}

/// A list of articles as the rule table writes it (`总纲 3; 四大原则 4`), parted by the page's
/// separator: `；` in Chinese, `; ` (unchanged) in English.
fn cited(w: &Map<String, Value>, articles: &str) -> String {
    articles.replace("; ", &t(w, "separator", &[]))
}

/// A word of one of the page's tables of words (`sides`, `pieces`): `w[table][key]`.
fn entry<'a>(w: &'a Map<String, Value>, table: &str, key: &str) -> &'a Value {
    w.get(table)
        .and_then(|m| m.get(key))
        .unwrap_or(&Value::Null)
}

/// The words' key of the ruling `r`'s verdict under `book` (`verdictKey` in `app.js`): the
/// verdict's name, but `red_loses_at_once` where the losing side's pattern is the one the book
/// punishes with a loss at once, with no order to vary (`atOnce`: CN 第24.1条, 长将).
fn verdict_key(w: &Map<String, Value>, book: &str, r: &Value) -> String {
    let verdict = text(r, "verdict");
    let loser = match verdict {
        "red_loses" => "red",
        "black_loses" => "black",
        _ => return verdict.to_string(),
    };
    let at_once = entry(w, "atOnce", book).as_str();
    let pattern = r.pointer(&format!("/violations/{loser}"));
    if at_once.is_some() && pattern.and_then(Value::as_str) == at_once {
        format!("{verdict}_at_once")
    } else {
        verdict.to_string()
    }
}

/// A verdict as the page shows it (`verdictHtml` in `app.js`): the books' words for `key` (the
/// verdict's name, or as `verdict_key` words it) and, in English, a gloss.
fn verdict_html(w: &Map<String, Value>, verdict: &str, key: &str) -> String {
    let words = entry(w, "verdicts", key);
    let (zh, gloss) = (text_at(words, 0), text_at(words, 1));
    let loses = if verdict.ends_with("_loses") {
        " loses"
    } else {
        ""
    };
    let gloss = if gloss.is_empty() {
        String::new()
    } else {
        format!(" · {}", xml_escape(gloss))
    };
    format!(
        "<p class=\"verdict{loses}\" data-verdict=\"{}\"><span lang=\"zh\">{}</span>{gloss}</p>",
        xml_escape(verdict),
        xml_escape(zh)
    )
}

/// A class as the table shows it under a book (`classHtml` in `app.js`): the book's character,
/// in English its name, and whether it is a kind of 闲.
fn class_html(w: &Map<String, Value>, book: &str, name: &str) -> String {
    let words = entry(w, "classes", book).get(name).unwrap_or(&Value::Null);
    if words.is_null() {
        return xml_escape(name);
    }
    let idle = words.get(2).and_then(Value::as_bool).unwrap_or(false);
    let kind = if idle && name != "idle" {
        format!("<small>{}</small>", xml_escape(&t(w, "idleKind", &[])))
    } else {
        String::new()
    };
    format!(
        "<span class=\"zh\" lang=\"zh\">{}</span>{}{kind}",
        xml_escape(text_at(words, 0)),
        xml_escape(text_at(words, 1))
    )
}

/// The string at `index` of a JSON array, or "".
/// A move in Chinese notation in the page's script: each character the words' `moveScript`
/// writes otherwise (traditional: 车 → 車), as `moveText` of `app.js` does.
fn in_script(w: &Map<String, Value>, chinese: &str) -> String {
    let script = w.get("moveScript").and_then(Value::as_object);
    chinese
        .chars()
        .map(|c| {
            script
                .and_then(|m| m.get(c.to_string().as_str()))
                .and_then(Value::as_str)
                .map_or_else(|| c.to_string(), str::to_string)
        })
        .collect()
}

fn text_at(value: &Value, index: usize) -> &str {
    value.get(index).and_then(Value::as_str).unwrap_or("")
}

/// A string field of a JSON object, or "".
fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value.get(key).and_then(Value::as_str).unwrap_or("")
}

/// A number field of a JSON object, or 0.
fn number(value: &Value, key: &str) -> u64 {
    value.get(key).and_then(Value::as_u64).unwrap_or(0)
}

/// The rulings and the moves of the loop from `start`, as the page shows them in the language
/// of the words `w` with ply `cursor` shown (0: the start position).
pub fn reading(
    start: &Position,
    moves: &[Move],
    j: &Judging,
    w: &Map<String, Value>,
    cursor: usize,
) -> Reading {
    let books = rulebooks();
    let colon = t(w, "colon", &[]);
    let mut out = Reading::default();
    for book in books {
        let r = j.rulings.get(&book.id).unwrap_or(&Value::Null);
        let mut html = format!(
            "<section class=\"ruling\" data-book=\"{}\"><h3>{} <small>{}</small></h3>",
            xml_escape(&book.id),
            xml_escape(&book.cite),
            xml_escape(
                entry(w, "bookNames", &book.id)
                    .as_str()
                    .unwrap_or(&book.name)
            )
        );
        html += &verdict_html(w, text(r, "verdict"), &verdict_key(w, &book.id, r));
        if !text(r, "article").is_empty() {
            let _ = write!(
                html,
                "<p>{}{}<span class=\"article\">{}</span></p>",
                xml_escape(&t(w, "article", &[])),
                xml_escape(&colon),
                xml_escape(&cited(w, text(r, "article")))
            );
        }
        let why = j
            .reasons
            .get(&book.id)
            .and_then(Value::as_str)
            .unwrap_or_else(|| text(r, "why"));
        let _ = write!(
            html,
            "<p class=\"why\">{}{}{}</p>",
            xml_escape(&t(w, "why", &[])),
            xml_escape(&colon),
            xml_escape(why)
        );
        let cycle = r.get("cycle").filter(|c| !c.is_null());
        let said = match (j.offset, j.judged, cycle) {
            (1.., Some((first, last)), _) => {
                t(w, "judgedSpan", &[&first.to_string(), &last.to_string()])
            }
            (_, _, Some(c)) => t(
                w,
                "cycle",
                &[
                    &number(c, "first").to_string(),
                    &number(c, "last").to_string(),
                    &number(r, "occurrences").to_string(),
                ],
            ),
            _ => String::new(),
        };
        if !said.is_empty() {
            let _ = write!(html, "<p class=\"cycle\">{}</p>", xml_escape(&said));
        }
        if let (true, Some((first, last))) = (j.whole, j.judged) {
            let card = t(w, "wholeCard", &[&first.to_string(), &last.to_string()]);
            let _ = write!(html, "<p class=\"cycle\">{}</p>", xml_escape(&card));
        }
        for side in ["red", "black"] {
            let v = r.pointer(&format!("/violations/{side}"));
            if let Some(v) = v.and_then(Value::as_str) {
                let name = entry(w, "sides", side).as_str().unwrap_or(side);
                let patterns = entry(w, "patterns", &book.id);
                let v = patterns.get(v).and_then(Value::as_str).unwrap_or(v);
                let _ = write!(
                    html,
                    "<p class=\"cycle\">{}{}{}</p>",
                    xml_escape(&t(w, "violations", &[name])),
                    xml_escape(&colon),
                    xml_escape(v)
                );
            }
        }
        if let Some(limit) = r.get("move_limit").filter(|l| !l.is_null()) {
            let _ = write!(
                html,
                "<p>{}{}{} <span class=\"article\">{}</span> — {}</p>",
                xml_escape(&t(w, "moveLimit", &[])),
                xml_escape(&colon),
                verdict_html(w, text(limit, "verdict"), text(limit, "verdict")),
                xml_escape(&cited(w, text(limit, "article"))),
                xml_escape(text(limit, "why"))
            );
        }
        html += "</section>";
        out.rulings += &html;
    }

    out.head = format!(
        "<th>#</th><th>{}</th><th>{}</th><th>ICCS</th>",
        xml_escape(&t(w, "side", &[])),
        xml_escape(&t(w, "move", &[]))
    );
    for book in books {
        let _ = write!(
            out.head,
            "<th data-book=\"{}\">{}</th>",
            xml_escape(&book.id),
            xml_escape(&book.cite)
        );
    }
    let _ = write!(out.head, "<th>{}</th>", xml_escape(&t(w, "targets", &[])));

    let mut position = start.clone();
    for (i, &mv) in moves.iter().enumerate() {
        let ply = i + 1;
        let side = position.side_to_move().name();
        let chinese = in_script(w, &format_move(&position, mv, Notation::Chinese));
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
        // The classes in the order the script adds them.
        let marks: Vec<&str> = [(judged, "judged"), (ply == cursor, "current")]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, mark)| *mark)
            .collect();
        let class = if marks.is_empty() {
            String::new()
        } else {
            format!(" class=\"{}\"", marks.join(" "))
        };
        let side_name = entry(w, "sides", side).as_str().unwrap_or(side);
        let _ = write!(
            out.body,
            "<tr data-ply=\"{ply}\"{class}><td>{ply}</td><td class=\"side-{side}\">{}</td>\
             <td lang=\"zh\" class=\"move\">{}</td><td class=\"iccs\">{}</td>",
            xml_escape(side_name),
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
            let cells: Vec<String> = names
                .into_iter()
                .map(|name| class_html(w, &book.id, name))
                .collect();
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
                    .and_then(|p| entry(w, "pieces", &p.fen_letter().to_string()).as_str())
                    .unwrap_or_default();
                let piece = format!("{piece} {sq}");
                let shown = if cites.len() == books.len() {
                    piece
                } else {
                    t(w, "chasedUnder", &[&piece, &cites.join(", ")])
                };
                xml_escape(&shown)
            })
            .collect();
        let separator = xml_escape(&t(w, "separator", &[]));
        let _ = write!(out.body, "<td>{}</td></tr>", chased.join(&separator));
    }

    out.note = match (moves.is_empty(), j.whole, j.judged) {
        (true, _, _) => t(w, "noMoves", &[]),
        (false, true, _) => t(w, "wholeNote", &[]),
        (false, false, Some((first, last))) => {
            t(w, "judgedNote", &[&first.to_string(), &last.to_string()])
        }
        (false, false, None) => t(w, "noCycle", &[]),
    };
    out
}
