//! The pairing sheet of `qili tournament sheet` as text in the language asked for: English is
//! the tournament crate's own text ([`Sheet::text`]); in Chinese the harness lays out the same
//! rows with the catalogue's words (the crate does not depend on the catalogue): an absent
//! player's reason from its data ([`AbsentWhy`]), a hand pairing's breach with the clause and
//! the clause's own words as the book prints them. How a pairing breaks a clause (the breach's
//! `why`) and what a lot decides stay the tournament code's English.

use crate::i18n::{Lang, tr};
use qili_tournament::crosstable::points_text;
use qili_tournament::records::{Breach, ByeReason};
use qili_tournament::sheet::{AbsentWhy, Sheet};
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
            why = why(lang, &a.why)
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
        let _ = writeln!(out, "{}", breach(lang, b));
    }
    out
}

/// Why a player has no game, in `lang`.
pub fn why(lang: Lang, why: &AbsentWhy) -> String {
    let (kind, article, gone) = match why {
        AbsentWhy::SwissBye { article } => ("swiss-bye", article.clone(), String::new()),
        AbsentWhy::TableBye => ("table-bye", String::new(), String::new()),
        AbsentWhy::Through => ("through", String::new(), String::new()),
        AbsentWhy::Recorded(ByeReason::Requested) => ("requested", String::new(), String::new()),
        AbsentWhy::Recorded(ByeReason::LateEntry) => ("late", String::new(), String::new()),
        AbsentWhy::Forfeit { gone, article } => ("forfeit", article.clone(), gone.clone()),
        AbsentWhy::Withdrew { article } => ("withdrew", article.clone(), String::new()),
    };
    tr!(
        lang,
        "sheet-absent-why",
        why = kind,
        article = article,
        gone = gone
    )
}

/// A hand pairing's breach in one line, in `lang`: the pair (or the round), the clause and its
/// words as the book prints them, and how the pairing breaks it (the tournament code's words).
pub fn breach(lang: Lang, b: &Breach) -> String {
    let what = b.pair.as_ref().map_or_else(
        || tr!(lang, "sheet-breach-round"),
        |[r, k]| format!("{r} – {k}"),
    );
    tr!(
        lang,
        "sheet-breach",
        what = what,
        clause = b.clause.clone(),
        words = b.words.clone(),
        why = b.why.clone()
    )
}
