//! The pairing sheet of `qili tournament sheet` as text in the language asked for: English is
//! the tournament crate's own text ([`Sheet::text`]); in Chinese the harness lays out the same
//! rows with the catalogue's words (the crate does not depend on the catalogue). What an absent
//! player's line says why, and a hand pairing's breaches, are the tournament code's English.

use crate::i18n::{Lang, tr};
use qili_tournament::crosstable::points_text;
use qili_tournament::sheet::{Seat, Sheet, breach_text};
use std::fmt::Write as _;
use unicode_width::UnicodeWidthStr;

/// The sheet as text in `lang`, columns aligned counting a Chinese character as two.
pub fn text(lang: Lang, s: &Sheet) -> String {
    if !lang.is_chinese() {
        return s.text();
    }
    let mut out = String::new();
    let rules = s.rules.to_uppercase();
    let heading = if s.playoff {
        tr!(
            lang,
            "sheet-playoff-heading",
            round = s.round.to_string(),
            rules = rules
        )
    } else {
        tr!(
            lang,
            "sheet-heading",
            round = s.round.to_string(),
            recorded = if s.recorded { "yes" } else { "no" },
            rules = rules
        )
    };
    let _ = writeln!(out, "{heading}");
    let column = |c: &str| tr!(lang, "sheet-column", column = c);
    let mut rows = vec![["board", "no", "red", "pts", "no", "black", "pts", "result"].map(column)];
    for b in &s.boards {
        rows.push([
            b.board.to_string(),
            b.red.number.to_string(),
            with_rating(&b.red),
            points_text(b.red.score),
            b.black.number.to_string(),
            with_rating(&b.black),
            points_text(b.black.score),
            b.result.clone().unwrap_or_default(),
        ]);
    }
    let widths: Vec<usize> = (0..8)
        .map(|c| rows.iter().map(|r| r[c].width()).max().unwrap_or(0))
        .collect();
    for r in &rows {
        let mut line = String::new();
        for (c, cell) in r.iter().enumerate() {
            let pad = " ".repeat(widths[c] - cell.width());
            if matches!(c, 2 | 5 | 7) {
                let _ = write!(line, "{cell}{pad}  ");
            } else {
                let _ = write!(line, "{pad}{cell}  ");
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for a in &s.absent {
        let line = tr!(
            lang,
            "sheet-absent",
            player = a.player.name.clone(),
            number = a.player.number.to_string(),
            score = points_text(a.player.score),
            points = points_text(a.points),
            why = a.why.clone()
        );
        let _ = writeln!(out, "{line}");
    }
    for lot in &s.lots {
        let line = tr!(
            lang,
            "pair-lot",
            what = lot.what.clone(),
            drawn = lot.drawn.clone(),
            among = crate::reasons::list(lang, &lot.among)
        );
        let _ = writeln!(out, "{line}");
    }
    for note in &s.notes {
        let _ = writeln!(out, "{}", tr!(lang, "pair-note", note = note.clone()));
    }
    if s.manual {
        let _ = writeln!(out, "{}", tr!(lang, "sheet-manual"));
    }
    for b in &s.breaches {
        let _ = writeln!(out, "{}", breach_text(b));
    }
    out
}

/// `Name (2405)` or `Name`.
fn with_rating(s: &Seat) -> String {
    match s.rating {
        Some(r) => format!("{} ({r})", s.name),
        None => s.name.clone(),
    }
}
