//! A record error for a person, in a language: from the games crate's structured
//! [`Fault`](qili_games::Fault) — where in the file (line and column, or the byte of a binary
//! record) and what the move asked for (`黑方将（第 5 路）进 1`), why a word is no move (the
//! grammar's [`WordError`]) and why a record cannot be read at all ([`Unreadable`]). In English
//! the reader's own message is shown, as the JSON gives it.

use crate::i18n::{Lang, tr};
use qili_games::xqf::{HEADER_BYTES, MAX_FILE_BYTES, MAX_VARIATION_DEPTH, XqfError};
use qili_games::{Fault, NoGame, RecordError, Unreadable};
use qili_oracle::notation::{
    Action, Expected, NotationErrorKind, Tandem, WordError, WordErrorKind, word_error,
};

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
        Fault::Unreadable(why) => unreadable(lang, why),
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
                // The word read again for the grammar's reason as data.
                NotationErrorKind::Syntax(why) => (
                    "syntax",
                    word_error(&e.word).map_or_else(|| why.clone(), |w| word(lang, &w)),
                ),
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

/// Why a written word is no move, in `lang`: `“xyzzy”不是着法：…`, `“炮二平”中：此处应为数字…`.
pub fn word(lang: Lang, error: &WordError) -> String {
    let (kind, expected, count) = match &error.kind {
        WordErrorKind::NotAMove => ("not-a-move", String::new(), 0),
        WordErrorKind::EndsEarly => ("ends-early", String::new(), 0),
        WordErrorKind::Expected { expected, .. } => {
            let names: Vec<String> = expected
                .iter()
                .map(|rule| tr!(lang, "grammar-rule", rule = rule.clone()))
                .collect();
            let kind = match error.word.is_empty() {
                true => "expected-bare",
                false => "expected",
            };
            (kind, crate::reasons::list(lang, &names), names.len())
        }
    };
    tr!(
        lang,
        "games-word-error",
        kind = kind,
        word = error.word.clone(),
        expected = expected,
        count = count
    )
}

/// Why a record cannot be read at all, in `lang`.
pub fn unreadable(lang: Lang, why: &Unreadable) -> String {
    let (kind, line, mib, detail) = match why {
        Unreadable::TooLarge { line, mib } => ("too-large", *line, *mib, String::new()),
        Unreadable::Xqf(e) => ("xqf", 0, 0, xqf(lang, e)),
        // Read back from a record qili wrote: the words it was written in.
        Unreadable::Written(why) => ("written", 0, 0, why.clone()),
    };
    tr!(
        lang,
        "games-record-unreadable",
        kind = kind,
        line = line,
        mib = mib,
        why = detail
    )
}

/// Why a file cannot be read as XQF, in `lang`.
fn xqf(lang: Lang, e: &XqfError) -> String {
    let (mut length, mut offset, mut node, mut value) = (0u64, 0usize, 0usize, 0u64);
    let (mut found, mut square, mut slots, mut remaining) =
        (String::new(), String::new(), (0, 0), 0usize);
    let kind = match e {
        XqfError::TooShort { length: 0 } => "empty",
        XqfError::TooShort { length: n } => {
            length = *n as u64;
            "too-short"
        }
        XqfError::Signature { found: bytes } => {
            let shown: Vec<String> = bytes.iter().take(8).map(|b| format!("{b:02X}")).collect();
            found = shown.join(" ");
            "signature"
        }
        XqfError::Checksum { sum } => {
            value = u64::from(*sum);
            "checksum"
        }
        XqfError::TwoPieces {
            square: at,
            slots: s,
        } => {
            square = at.clone();
            slots = *s;
            "two-pieces"
        }
        XqfError::Truncated {
            offset: o, node: n, ..
        } => {
            (offset, node) = (*o, *n);
            "truncated"
        }
        XqfError::CommentPastEnd {
            offset: o,
            node: n,
            length: l,
            remaining: r,
        } => {
            (offset, node, length, remaining) = (*o, *n, u64::from(*l), *r);
            "comment"
        }
        XqfError::Square {
            offset: o,
            node: n,
            value: v,
        } => {
            (offset, node, value) = (*o, *n, u64::from(*v));
            "square"
        }
        XqfError::TooDeep { offset: o } => {
            offset = *o;
            "too-deep"
        }
        XqfError::TooLarge { length: n } => {
            length = *n;
            "too-large"
        }
    };
    tr!(
        lang,
        "games-xqf-error",
        kind = kind,
        length = length,
        header = HEADER_BYTES,
        found = found,
        value = format!("{value:#04x}"),
        plain = value,
        square = square,
        a = slots.0,
        b = slots.1,
        offset = format!("{offset:#x}"),
        node = node,
        remaining = remaining,
        depth = MAX_VARIATION_DEPTH,
        mib = MAX_FILE_BYTES / (1024 * 1024)
    )
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

/// Why an input gives no game, or no more games, in `lang`: `不是棋谱：二进制数据（…）`,
/// `空文件：没有棋谱`, an archive's faults. In English the `Display` the JSON gives; the
/// system's and the zip reader's words are quoted as they are.
pub fn input_fault(lang: Lang, why: &super::InputFault) -> String {
    use super::InputFault;
    if !lang.is_chinese() {
        return why.to_string();
    }
    match why {
        InputFault::Open(e) => tr!(lang, "games-input-open", error = e.clone()),
        InputFault::StdinArchive { mib } => tr!(lang, "games-input-stdin-zip", mib = *mib),
        InputFault::Games(why) => no_game(lang, why),
    }
}

/// Why the games crate found no game in an input, in `lang` (Chinese).
fn no_game(lang: Lang, why: &NoGame) -> String {
    let (mut control, mut bytes, mut mib, mut games) = (0usize, 0usize, 0u64, 0usize);
    let mut error = String::new();
    let kind = match why {
        NoGame::Binary {
            control: c,
            bytes: b,
        } => {
            (control, bytes) = (*c, *b);
            "binary"
        }
        NoGame::Empty => "empty",
        NoGame::NoRecord => "no-record",
        NoGame::ZipStream => "zip-stream",
        NoGame::PageTooLarge { mib: m } => {
            mib = *m;
            "page-too-large"
        }
        NoGame::Io(e) => {
            error = e.clone();
            "io"
        }
        NoGame::NotZip(e) => {
            error = e.clone();
            "not-zip"
        }
        NoGame::Nested => "nested",
        NoGame::NoGameFiles { extensions } => {
            let dotted: Vec<String> = extensions.iter().map(|e| format!(".{e}")).collect();
            error = crate::reasons::list(lang, &dotted);
            "no-game-files"
        }
        NoGame::MemberTooLarge { mib: m } => {
            mib = *m;
            "member-too-large"
        }
        NoGame::MemberUnreadable(e) => {
            error = e.clone();
            "member-unreadable"
        }
        NoGame::Decompress(e) => {
            error = e.clone();
            "decompress"
        }
        NoGame::After { games: g, error: e } => {
            (games, error) = (*g, e.clone());
            "after"
        }
    };
    tr!(
        lang,
        "games-no-game",
        kind = kind,
        control = control,
        bytes = bytes,
        mib = mib,
        games = games,
        error = error
    )
}
