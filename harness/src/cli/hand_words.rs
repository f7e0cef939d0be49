//! A hand pairing (`qili tournament pair --manual FILE`) in the language asked for: why its
//! file or its names are refused (`qili_tournament::manual::ManualError`), and how a pair
//! breaks a clause of 附录二 (a breach's `how`, `qili_tournament::records::How`). English is the
//! tournament crate's own text, byte for byte; Chinese is worded from the same facts in 附录二's
//! terms (相遇过, 上、下两组, 同分、近分者, 先后走, 回避配对).

use crate::i18n::{Lang, tr};
use crate::reasons::list;
use qili_tournament::manual::{ManualError, Slot};
use qili_tournament::records::{Breach, Colours, How, Scored};
use std::path::Path;

/// Why a hand pairing is refused, in `lang`.
pub fn error(lang: Lang, e: &ManualError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let none = String::new;
    let (mut origin, mut text, mut name) = (none(), none(), none());
    let (mut line, mut column, mut round) = (0, 0, 0);
    let mut slots = "";
    let mut system = "";
    let kind = match e {
        ManualError::Json {
            origin: o,
            text: t,
            line: l,
            column: c,
        } => {
            (origin, line, column) = (o.clone(), *l, *c);
            // serde_json's words, in `lang`, without the place they end with.
            text = super::json_words::words(
                lang,
                t.strip_suffix(&format!(" at line {l} column {c}"))
                    .unwrap_or(t),
            );
            if *l == 0 { "json-nowhere" } else { "json" }
        }
        ManualError::SecondBye { origin: o, line: l } => {
            (origin, line) = (o.clone(), *l);
            "second-bye"
        }
        ManualError::NotAPair { origin: o, line: l } => {
            (origin, line) = (o.clone(), *l);
            "not-a-pair"
        }
        ManualError::NotSwiss { system: s } => {
            system = s.name();
            "not-swiss"
        }
        ManualError::AllRoundsPlayed { total } => {
            round = *total;
            "all-rounds-played"
        }
        ManualError::StillPlaying { total, games } => {
            // Worded as `pair` words it of the same file.
            let still = qili_tournament::pair_error::PairError::StillPlaying {
                total: *total,
                games: games.clone(),
            };
            return super::desk_words::pair(lang, &still);
        }
        ManualError::NotAPlayer { name: n } => {
            name = n.clone();
            "not-a-player"
        }
        ManualError::Withdrew { name: n, from } => {
            (name, round) = (n.clone(), *from);
            "withdrew"
        }
        ManualError::Excused { name: n, round: r } => {
            (name, round) = (n.clone(), *r);
            "excused"
        }
        ManualError::Twice {
            name: n,
            first: f,
            again: a,
        } => {
            name = n.clone();
            slots = match (f, a) {
                (Slot::Pair, Slot::Pair) => "pairs",
                (Slot::Pair, Slot::Bye) => "pair-bye",
                (Slot::Bye, Slot::Pair) => "bye-pair",
                (Slot::Bye, Slot::Bye) => "byes",
            };
            "twice"
        }
        ManualError::Missing { round: r, players } => {
            (round, text) = (*r, list(lang, players));
            "missing"
        }
    };
    tr!(
        lang,
        "hand-error",
        kind = kind,
        origin = origin,
        line = line.to_string(),
        column = column.to_string(),
        text = text,
        name = name,
        round = round.to_string(),
        system = system,
        slots = slots
    )
}

/// Why a hand pairing of the event in the results file `path` is refused, in `lang`: `PATH：…`.
pub fn at(lang: Lang, path: &Path, e: &ManualError) -> String {
    tr!(
        lang,
        "desk-error-at",
        path = path.display().to_string(),
        error = error(lang, e)
    )
}

/// How a hand pairing breaks a clause, in `lang`: in Chinese worded from the breach's data
/// where it records it; else, and in English, its recorded words (`why`), as they are — a
/// results file written before the breaches recorded their data keeps its text.
pub fn why(lang: Lang, b: &Breach) -> String {
    let Some(how) = b.how.as_ref().filter(|_| lang.is_chinese()) else {
        return b.why.clone();
    };
    let none = String::new;
    let (mut red, mut black, mut unit) = (none(), none(), none());
    let (mut pairs, mut instead) = (none(), none());
    let mut half = 0;
    let kind = match how {
        How::Met { pair: [r, k] } => {
            (red, black) = (r.clone(), k.clone());
            "met"
        }
        How::SameUnit {
            pair: [r, k],
            unit: u,
        } => {
            (red, black, unit) = (r.clone(), k.clone(), u.clone());
            "same-unit"
        }
        How::SameHalf {
            pair: [r, k],
            upper,
            half: h,
        } => {
            (red, black, half) = (r.clone(), k.clone(), *h);
            if *upper { "upper-half" } else { "lower-half" }
        }
        How::Fuller {
            pairs: p,
            instead: i,
        } => {
            (pairs, instead) = (scored(lang, p), scored(lang, i));
            "fuller"
        }
        How::FewerDenied {
            pairs: p,
            instead: i,
        } => {
            (pairs, instead) = (scored(lang, p), scored(lang, i));
            "fewer-denied"
        }
        How::Red { book, arbiter } => {
            (red, black) = (colours(lang, book), colours(lang, arbiter));
            "red"
        }
    };
    tr!(
        lang,
        "hand-how",
        kind = kind,
        red = red,
        black = black,
        unit = unit,
        half = half.to_string(),
        pairs = pairs,
        instead = instead
    )
}

/// Pairs with their players' scores: `甲（1）–乙（½）、丙（1）–丁（0）`.
fn scored(lang: Lang, pairs: &[[Scored; 2]]) -> String {
    let one = |s: &Scored| {
        tr!(
            lang,
            "hand-scored",
            name = s.name.clone(),
            score = s.score.clone()
        )
    };
    let shown: Vec<String> = pairs
        .iter()
        .map(|[a, b]| tr!(lang, "hand-scored-pair", red = one(a), black = one(b)))
        .collect();
    list(lang, &shown)
}

/// A player and the colours they have had: `乙（执红 0 局、执黑 1 局）`.
fn colours(lang: Lang, c: &Colours) -> String {
    let (run, games) = match c.run {
        Some(r) if r.red => ("red", r.games),
        Some(r) => ("black", r.games),
        None => ("none", 0),
    };
    tr!(
        lang,
        "hand-colours",
        name = c.name.clone(),
        red = c.red.to_string(),
        black = c.black.to_string(),
        run = run,
        games = games.to_string()
    )
}

/// The hand pairing of `round` breaks `count` clauses, so nothing is recorded (the breaches
/// are printed above), in `lang`.
pub fn refused(lang: Lang, file: &str, round: u32, count: usize) -> String {
    tr!(
        lang,
        "hand-refused",
        file = file.to_string(),
        round = round.to_string(),
        count = count
    )
}

/// The hand pairing of `round` keeps every clause checked, in `lang`.
pub fn kept(lang: Lang, round: u32) -> String {
    tr!(lang, "hand-kept", round = round.to_string())
}
