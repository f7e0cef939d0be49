//! The pairing sheet of `qili tournament sheet` as text in the language asked for: English is
//! the tournament crate's own text ([`Sheet::text`]); in Chinese the harness lays out the same
//! rows with the catalogue's words (the crate does not depend on the catalogue): an absent
//! player's reason from its data ([`AbsentWhy`]), a hand pairing's breach with the clause and
//! the clause's own words as the book prints them, and how the pairing breaks it (from the
//! breach's data, [`super::hand_words::why`]); what a lot decides from the lot's data
//! ([`what`]).

use crate::i18n::{Lang, tr};
use qili_tournament::crosstable::points_text;
use qili_tournament::lots::{Decides, Lot};
use qili_tournament::pages;
use qili_tournament::records::{Breach, ByeReason};
use qili_tournament::sheet::{AbsentWhy, Sheet, SheetNote};
use qili_tournament::standings::Note;
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
    for l in &s.lots {
        let _ = writeln!(out, "{}", lot(lang, l));
    }
    for note in &s.notes {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "pair-note", note = sheet_note(lang, note))
        );
    }
    if s.manual {
        let _ = writeln!(out, "{}", tr!(lang, "sheet-manual"));
    }
    for b in &s.breaches {
        let _ = writeln!(out, "{}", breach(lang, b));
    }
    out
}

/// A sheet's note in `lang`: the pairing's own words, or what a play-off's games decide.
pub fn sheet_note(lang: Lang, note: &SheetNote) -> String {
    match note {
        SheetNote::Pairing(text) => text.clone(),
        SheetNote::Playoff { .. } if !lang.is_chinese() => note.to_string(),
        SheetNote::Playoff {
            games,
            group,
            place,
            players,
        } => {
            let numbers: Vec<String> = games.iter().map(usize::to_string).collect();
            tr!(
                lang,
                "sheet-playoff-note",
                many = if games.len() == 1 { "no" } else { "yes" },
                games = numbers.join("、"),
                grouped = if group.is_some() { "yes" } else { "no" },
                group = group.clone().unwrap_or_default(),
                place = *place,
                players = players.join("、")
            )
        }
    }
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

/// A lot drawn for a round, in one line in `lang`: what it decides ([`what`]), what was drawn
/// and from whom.
pub fn lot(lang: Lang, lot: &Lot) -> String {
    tr!(
        lang,
        "pair-lot",
        what = what(lang, lot),
        drawn = drawn(lang, lot),
        among = crate::reasons::list(lang, &lot.among)
    )
}

/// What a lot fell on, in `lang`: one choice, or an order drawn (recorded `甲, 丁, 丙`), listed
/// in the language's way (`甲、丁、丙`) when every name of it is one of the choices.
pub fn drawn(lang: Lang, lot: &Lot) -> String {
    if !lang.is_chinese() || lot.among.contains(&lot.drawn) {
        return lot.drawn.clone();
    }
    let order: Vec<String> = lot.drawn.split(", ").map(str::to_string).collect();
    if order.iter().all(|name| lot.among.contains(name)) {
        crate::reasons::list(lang, &order)
    } else {
        lot.drawn.clone()
    }
}

/// What a lot decides, in `lang`: in Chinese worded from its data ([`Decides`]) where the
/// lot records it; else, and in English, the words the lot records (`what`), as they are — a
/// file written before the lots recorded their data keeps its text.
pub fn what(lang: Lang, lot: &Lot) -> String {
    let Some(decides) = lot.decides.as_ref().filter(|_| lang.is_chinese()) else {
        return lot.what.clone();
    };
    let none = String::new;
    let (kind, player, clause, n, groups, group, other) = match decides {
        Decides::Opponent { player } => (
            "opponent",
            player.clone(),
            none(),
            0,
            none(),
            none(),
            none(),
        ),
        Decides::Draws { player } => ("draws", player.clone(), none(), 0, none(), none(), none()),
        Decides::Red { clause, last_round } => (
            if *last_round { "red-last-round" } else { "red" },
            none(),
            clause.clone(),
            0,
            none(),
            none(),
            none(),
        ),
        Decides::Level { players: [a, b] } => {
            ("level", a.clone(), none(), 0, none(), none(), b.clone())
        }
        Decides::FirstRed {
            main,
            players: [a, b],
        } => (
            if *main {
                "first-red"
            } else {
                "first-red-playoff"
            },
            a.clone(),
            none(),
            0,
            none(),
            none(),
            b.clone(),
        ),
        Decides::LevelOrder { cite, article } => (
            "level-order",
            none(),
            format!("{cite} {article}"),
            0,
            none(),
            none(),
            none(),
        ),
        Decides::EqualRatings { rating } => (
            "equal-ratings",
            none(),
            none(),
            *rating as usize,
            none(),
            none(),
            none(),
        ),
        Decides::Unrated => ("unrated", none(), none(), 0, none(), none(), none()),
        Decides::Numbers => ("numbers", none(), none(), 0, none(), none(), none()),
        Decides::Pot { pot, groups } => (
            "pot",
            none(),
            none(),
            *pot,
            crate::reasons::list(lang, groups),
            none(),
            none(),
        ),
        Decides::Redraw { group } => (
            if group.is_some() {
                "redraw-group"
            } else {
                "redraw"
            },
            none(),
            none(),
            0,
            none(),
            group.clone().unwrap_or_default(),
            none(),
        ),
        Decides::PlayoffNumbers { group, place } => (
            if group.is_some() {
                "playoff-group"
            } else {
                "playoff"
            },
            none(),
            none(),
            *place as usize,
            none(),
            group.clone().unwrap_or_default(),
            none(),
        ),
    };
    tr!(
        lang,
        "lot-decides",
        kind = kind,
        player = player,
        other = other,
        clause = clause,
        n = n.to_string(),
        groups = groups,
        group = group
    )
}

/// A hand pairing's breach in one line, in `lang`: the pair (or the round), the clause and its
/// words as the book prints them, and how the pairing breaks it ([`super::hand_words::why`]).
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
        why = super::hand_words::why(lang, b)
    )
}

/// The words of the HTML pages (`sheet --html`, `standings --html`) in a Chinese language; in
/// English the pages keep the tournament crate's bilingual words ([`pages::Bilingual`]), the
/// books' Chinese over English, as an arbiter of an event with Chinese-reading players wants.
pub struct PageWords {
    /// The language (a Chinese one).
    pub lang: Lang,
}

/// The page words for `lang`: the crate's bilingual ones in English.
pub fn page_words(lang: Lang) -> Box<dyn pages::Words> {
    if lang.is_chinese() {
        Box::new(PageWords { lang })
    } else {
        Box::new(pages::Bilingual)
    }
}

impl pages::Words for PageWords {
    fn sheet_note(&self, note: &SheetNote) -> String {
        sheet_note(self.lang, note)
    }
    fn lang(&self) -> String {
        self.lang.tag().into()
    }
    fn sheet_sub_html(&self, s: &Sheet) -> String {
        let rules = s.rules.to_uppercase();
        let text = if s.playoff {
            tr!(
                self.lang,
                "sheet-playoff-heading",
                round = s.round.to_string(),
                rules = rules
            )
        } else {
            tr!(
                self.lang,
                "sheet-heading",
                round = s.round.to_string(),
                recorded = if s.recorded { "yes" } else { "no" },
                rules = rules
            )
        };
        pages::escape(&text)
    }
    fn sheet_heading(&self, round: u32) -> String {
        tr!(self.lang, "print-sheet-title", round = round)
    }
    fn sheet_columns_html(&self) -> [String; 8] {
        ["board", "no", "red", "pts", "result", "pts", "black", "no"]
            .map(|c| pages::escape(&tr!(self.lang, "sheet-column", column = c)))
    }
    fn absent_heading(&self) -> String {
        tr!(self.lang, "print-absent")
    }
    fn absent_columns_html(&self) -> [String; 5] {
        ["no", "player", "pts", "scores", "why"]
            .map(|c| pages::escape(&tr!(self.lang, "print-absent-column", column = c)))
    }
    fn why(&self, w: &AbsentWhy) -> String {
        why(self.lang, w)
    }
    fn manual_heading(&self) -> String {
        tr!(self.lang, "sheet-manual")
    }
    fn manual_kept(&self) -> String {
        tr!(self.lang, "print-manual-kept")
    }
    fn breach(&self, b: &Breach) -> String {
        breach(self.lang, b)
    }
    fn lots_heading(&self) -> String {
        tr!(self.lang, "print-lots")
    }
    fn lot_html(&self, lot: &Lot) -> String {
        tr!(
            self.lang,
            "print-lot",
            what = pages::escape(&what(self.lang, lot)),
            drawn = pages::escape(&drawn(self.lang, lot)),
            among = pages::escape(&crate::reasons::list(self.lang, &lot.among))
        )
    }
    fn notes_heading(&self) -> String {
        tr!(self.lang, "print-notes")
    }
    fn note(&self, n: &Note) -> String {
        super::standings_words::note_text(self.lang, n)
    }
    fn standings_sub_html(&self, headline: &str, article: &str) -> String {
        pages::escape(&tr!(
            self.lang,
            "print-standings-sub",
            headline = headline.to_string(),
            article = super::standings_words::ranked_by(self.lang, article)
        ))
    }
    fn standings_heading(&self) -> String {
        tr!(self.lang, "print-standings-title")
    }
    fn column_html(&self, key: &str) -> String {
        // The crosstable comes here with its titles already in this language
        // (`standings_words::localize`).
        pages::escape(key)
    }
}
