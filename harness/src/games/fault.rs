//! A record error for a person, in a language: from the games crate's structured
//! [`Fault`](qili_games::Fault) — where in the file (line and column, or the byte of a binary
//! record) and what the move asked for (`黑方将（第 5 路）进 1`). In English the reader's own
//! message is shown, as the JSON gives it; so is the reason a record cannot be read at all, and
//! the grammar's message on a word that is no move.

use crate::i18n::{Lang, tr};
use qili_games::{Fault, RecordError};
use qili_oracle::notation::{Action, Expected, NotationErrorKind, Tandem};

/// Why a record goes wrong, after its ply and word: `第 430 行第 10 字：此着在此局面下不能走：
/// 黑方将（第 5 路）进 1`.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    if !lang.is_chinese() {
        return e.message.clone();
    }
    match &e.fault {
        Fault::Start { line, error } => tr!(
            lang,
            "games-fault-start",
            line = *line,
            why = crate::cli::errors::fen(lang, error)
        ),
        Fault::Unreadable => e.message.clone(),
        Fault::Move {
            line,
            column,
            byte,
            kind,
        } => {
            let place = match byte {
                Some(b) => tr!(lang, "games-fault-byte", byte = format!("{b:#x}")),
                None => tr!(lang, "games-fault-line", line = *line, column = *column),
            };
            let (kind, detail) = match kind {
                NotationErrorKind::Syntax(why) => ("syntax", why.clone()),
                NotationErrorKind::NoPiece { expected } => {
                    ("no-piece", self::expected(lang, expected))
                }
                NotationErrorKind::Illegal { expected } => {
                    ("illegal", self::expected(lang, expected))
                }
                NotationErrorKind::Ambiguous { candidates } => {
                    let list: Vec<String> = candidates.iter().map(|m| m.iccs()).collect();
                    ("ambiguous", crate::reasons::list(lang, &list))
                }
            };
            tr!(
                lang,
                "games-fault-move",
                place = place,
                kind = kind,
                detail = detail
            )
        }
    }
}

/// [`record_error`] with the ply and the word, for where nothing else names them (a PGN
/// comment at the move): `第 72 着“將５進１”：第 430 行第 10 字：…`; the reader's message in
/// English, which names them too.
pub fn record_error_at(lang: Lang, e: &RecordError) -> String {
    match (&e.fault, lang.is_chinese()) {
        (Fault::Move { .. }, true) => tr!(
            lang,
            "games-fault-word",
            ply = e.ply,
            word = e.word.clone(),
            why = record_error(lang, e)
        ),
        _ => record_error(lang, e),
    }
}

/// What a move asked for: `红方 a0 处的棋子`, `黑方前车（第 2 路）平 5`.
pub fn expected(lang: Lang, expected: &Expected) -> String {
    match expected {
        Expected::On { side, square } => tr!(
            lang,
            "expected-on",
            side = crate::reasons::side(lang, *side),
            square = square.to_string()
        ),
        Expected::Described { side, description } => {
            let piece = match description.kind {
                Some(kind) => tr!(lang, "piece-kind", color = side.name(), kind = kind.name()),
                None => tr!(lang, "expected-any-piece"),
            };
            let (tandem, nth) = match description.tandem {
                None => ("none", 0),
                Some(Tandem::Front) => ("front", 0),
                Some(Tandem::Middle) => ("middle", 0),
                Some(Tandem::Rear) => ("rear", 0),
                Some(Tandem::Nth(k)) => ("nth", k),
            };
            tr!(
                lang,
                "expected-described",
                side = crate::reasons::side(lang, *side),
                tandem = tandem,
                nth = nth,
                piece = piece,
                file = description.file.unwrap_or(0),
                action = match description.action {
                    Action::Forward => "forward",
                    Action::Backward => "backward",
                    Action::Sideways => "sideways",
                },
                number = description.number
            )
        }
    }
}
