//! The pairing sheet of `qili tournament sheet` as text in the language asked for: English is
//! the tournament crate's own text ([`Sheet::text`]); in Chinese the harness lays out the same
//! rows with the catalogue's words (the crate does not depend on the catalogue). What an absent
//! player's line says why, and a hand pairing's breaches, are the tournament code's English.

use crate::i18n::{Lang, tr};
use qili_tournament::crosstable::points_text;
use qili_tournament::sheet::{Sheet, breach_text};
use std::fmt::Write as _;

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
    out.push_str(
        &s.board_table(["board", "no", "red", "pts", "no", "black", "pts", "result"].map(column)),
    );
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
