//! The errors a person meets most, in their language: a FEN that cannot be read or gives no
//! legal position, a move that cannot be played, a file that is not there. In English each is
//! the oracle's or the system's own message; the Chinese is rendered from the same structured
//! error. What programs read (the API's and `--batch`'s JSON) stays English.

use crate::i18n::{Lang, tr};
use qili_oracle::notation::{NotationError, NotationErrorKind};
use qili_oracle::position::{IllegalPosition, PositionError};
use qili_oracle::setup::FenErrorKind;
use qili_oracle::{AssumeError, Position};
use std::path::Path;

/// Why `fen` gives no position, in `lang`.
pub fn fen(lang: Lang, error: &PositionError) -> String {
    if !lang.is_chinese() {
        return error.to_string();
    }
    match error {
        PositionError::Fen(e) => {
            let (kind, n, rank, text) = match &e.kind {
                FenErrorKind::Empty => ("empty", 0, 0, String::new()),
                FenErrorKind::RankCount(n) => ("ranks", *n, 0, String::new()),
                FenErrorKind::FileCount { rank, files } => ("files", *files, *rank, String::new()),
                FenErrorKind::UnknownLetter(c) => ("letter", 0, 0, c.to_string()),
                FenErrorKind::SideToMove(s) => ("side", 0, 0, s.clone()),
                FenErrorKind::Counter(s) => ("counter", 0, 0, s.clone()),
                FenErrorKind::TrailingText(s) => ("trailing", 0, 0, s.clone()),
            };
            tr!(
                lang,
                "error-fen",
                column = e.column,
                kind = kind,
                n = n,
                rank = rank,
                text = text
            )
        }
        PositionError::Illegal(e) => {
            let side = |c: qili_oracle::Color| crate::reasons::side(lang, c);
            let (kind, side, squares) = match e {
                IllegalPosition::MissingGeneral(c) => ("no-general", side(*c), String::new()),
                IllegalPosition::GeneralsFacing(a, b) => {
                    ("facing", String::new(), format!("{a}、{b}"))
                }
                IllegalPosition::WaitingSideInCheck(c) => ("in-check", side(*c), String::new()),
                // The rarer faults name pieces and points as the oracle words them.
                other => ("other", String::new(), other.to_string()),
            };
            tr!(
                lang,
                "error-position",
                kind = kind,
                side = side,
                squares = squares
            )
        }
    }
}

/// Why the move list `list` cannot be played, in `lang`: in Chinese a list the grammar cannot
/// read is said by its line and column and the grammar's reason as data, as `qili games` words
/// a record's word (`第 1 行第 9 字：“马８进x”中：此处应为步数或路数…`).
pub fn moves(lang: Lang, error: &NotationError, list: &str) -> String {
    if !lang.is_chinese() {
        return error.to_string();
    }
    let (kind, detail) = match &error.kind {
        NotationErrorKind::Syntax(message) => match qili_oracle::notation::list_error(list) {
            Some(word) => ("word", crate::games::word(lang, &word)),
            None => ("syntax", message.clone()),
        },
        NotationErrorKind::NoPiece { .. } => ("no-piece", String::new()),
        NotationErrorKind::Illegal { .. } => ("illegal", String::new()),
        NotationErrorKind::Ambiguous { candidates } => {
            let list: Vec<String> = candidates.iter().map(|m| m.iccs()).collect();
            ("ambiguous", crate::reasons::list(lang, &list))
        }
    };
    tr!(
        lang,
        "error-move",
        kind = kind,
        ply = error.index,
        word = error.token.clone(),
        line = error.line,
        column = error.column,
        detail = detail
    )
}

/// Why an `--assume` item cannot be read, in `lang`: English is the oracle's own words
/// (`'zz': expected KEY=VALUE, e.g. drawing-post=black`); Chinese is worded from the same facts.
pub fn assume(lang: Lang, error: &AssumeError) -> String {
    if !lang.is_chinese() {
        return error.to_string();
    }
    let (kind, text, value) = match error {
        AssumeError::NotKeyValue { text } => ("not-key-value", text, ""),
        AssumeError::NotASide { text, value } => ("not-a-side", text, value.as_str()),
        AssumeError::UnknownKey { text, key } => ("unknown-key", text, key.as_str()),
    };
    tr!(
        lang,
        "error-assume",
        kind = kind,
        text = text.clone(),
        value = value.to_string(),
        keys = crate::reasons::list(lang, &qili_oracle::given::KEYS.map(String::from))
    )
}

/// `--rules` naming no rulebook, in `lang` (the Chinese words; English keeps the request's own).
pub fn unknown_rules(lang: Lang, rules: &str) -> String {
    option(
        lang,
        "rules",
        tr!(lang, "event-unknown-rules", id = rules.to_string()),
    )
}

/// `--rules` naming no rulebook, as [`crate::request::read_rulebook`] refuses it: in English its
/// own words (`--rules 'x': expected one of axf, cn`), in Chinese [`unknown_rules`].
pub fn rulebook(lang: Lang, rules: &str, error: &crate::request::RequestError) -> String {
    if lang.is_chinese() {
        unknown_rules(lang, rules)
    } else {
        format!("--{error}")
    }
}

/// `message` said of the option `--option` (`--moves：…` in Chinese), in `lang`.
pub fn option(lang: Lang, option: &str, message: String) -> String {
    tr!(lang, "error-option", option = option, message = message)
}

/// `--fen` and `--moves` read again for their error in `lang`, where a request was refused for
/// one of them (`None` for any other field, or when they read).
pub fn request(lang: Lang, fen: &str, moves: &str) -> Option<String> {
    loop_fault(lang, fen, moves).map(|(field, why)| option(lang, field, why))
}

/// Which of a loop's `fen` and `moves` cannot be read, and why, in Chinese (`fen`, `FEN
/// 格式有误：…`); `None` in English (the request's own words stand) or when both read.
pub fn loop_fault(lang: Lang, fen: &str, moves: &str) -> Option<(&'static str, String)> {
    if !lang.is_chinese() {
        return None;
    }
    match Position::from_fen(fen) {
        Err(e) => Some(("fen", self::fen(lang, &e))),
        Ok(start) => qili_oracle::notation::parse_moves(&start, moves)
            .err()
            .map(|e| ("moves", self::moves(lang, &e, moves))),
    }
}

/// The catalogue's word for the common reasons the system refuses a path (`error-system`,
/// `error-cannot-write`): no such file, no permission, a directory, a part of the path that is
/// no directory, a full disk, a name too long; `other` for the rest.
fn io_kind(error: &std::io::Error) -> &'static str {
    match error.kind() {
        std::io::ErrorKind::NotFound => "not-found",
        std::io::ErrorKind::PermissionDenied => "permission",
        std::io::ErrorKind::IsADirectory => "directory",
        std::io::ErrorKind::NotADirectory => "not-a-directory",
        std::io::ErrorKind::StorageFull => "full",
        std::io::ErrorKind::InvalidFilename => "bad-name",
        _ => "other",
    }
}

/// Why `path` cannot be written, in `lang`: `cannot write PATH: …` with the system's words in
/// English; in Chinese the common reasons (no such directory, no permission, a directory, a
/// part of the path that is no directory) in
/// the catalogue's words, any other in the system's.
pub fn cannot_write(lang: Lang, path: &Path, error: &std::io::Error) -> String {
    let kind = io_kind(error);
    tr!(
        lang,
        "error-cannot-write",
        path = path.display().to_string(),
        kind = kind,
        error = error.to_string()
    )
}

/// Why standard output cannot be written, in `lang`: `cannot write to standard output: …` with
/// the system's words in English; in Chinese a full disk in the catalogue's words, any other
/// reason in the system's.
pub fn stdout(lang: Lang, error: &std::io::Error) -> String {
    let kind = match error.kind() {
        std::io::ErrorKind::BrokenPipe => "closed",
        std::io::ErrorKind::StorageFull => "full",
        _ => "other",
    };
    tr!(lang, "batch-stdout", kind = kind, error = error.to_string())
}

/// A name that is no case, in `lang`: `no case 'axf-999' (give a case id such as axf-032 or a
/// case file)`.
pub fn no_case(lang: Lang, e: &crate::suite::NoCase) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    tr!(lang, "error-no-case", name = e.0.clone())
}

/// What is wrong with a `--expect` file, in `lang`: in Chinese the entry's line and what is
/// wrong in it (`engine.yaml 第 3 行：条目 axf-999 axf：没有案例“axf-999”`); a YAML error
/// with its line and the YAML reader's own words.
pub fn expectations(lang: Lang, e: &crate::certify::ExpectError) -> String {
    use crate::certify::ExpectErrorKind as Kind;
    if !lang.is_chinese() {
        return e.to_string();
    }
    let path = e.path.display().to_string();
    let line = e.line.unwrap_or(0);
    let (kind, case, rules, keys) = match &e.kind {
        Kind::List(list) => {
            if let Some(read) = &list.unreadable {
                return super::desk_words::cannot_read(lang, &e.path, read);
            }
            return tr!(
                lang,
                "expect-not-a-list",
                path = path,
                line = line,
                detail = super::yaml_words::words(lang, without_place(&list.detail))
            );
        }
        Kind::NoCase { case, rules } => ("no-case", case, rules, String::new()),
        Kind::Rules { case, rules, keys } => {
            ("rules", case, rules, crate::reasons::list(lang, keys))
        }
        Kind::EmptyReason { case, rules } => ("empty", case, rules, String::new()),
        Kind::Twice { case, rules } => ("twice", case, rules, String::new()),
    };
    tr!(
        lang,
        "expect-entry",
        path = path,
        line = line,
        kind = kind,
        case = case.clone(),
        rules = rules.clone(),
        keys = keys
    )
}

/// serde_yaml's message without its one place (` at line L column C`), which the caller gives
/// first; a message with two places (libyaml's) as it is.
fn without_place(text: &str) -> &str {
    match super::json_words::place(text) {
        Some((body, ..)) if !body.contains(" at line ") => body,
        _ => text,
    }
}

/// Why `--openings PATH` gives no start positions, in `lang`: a file that is not there or may
/// not be read, or what is wrong inside it (a game that goes wrong, a line that is no FEN, no
/// position at all), in the catalogue's words; the English as the reader words it.
pub fn openings(lang: Lang, path: &Path, e: &crate::arena::ReadOpeningsError) -> String {
    use crate::arena::{OpeningsError, ReadOpeningsError};
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (kind, line, text, why) = match e {
        ReadOpeningsError::Read { path, error } => {
            let why = super::desk_words::cannot_read(lang, path, error);
            return tr!(lang, "error-option", option = "openings", message = why);
        }
        ReadOpeningsError::Inside { error, .. } => match error {
            OpeningsError::Game { line, error } => (
                "game",
                *line,
                String::new(),
                crate::games::record_error_at(lang, error),
            ),
            OpeningsError::Line { line, text, error } => {
                ("line", *line, text.clone(), fen(lang, error))
            }
            OpeningsError::Empty => ("empty", 0, String::new(), String::new()),
        },
    };
    let message = tr!(
        lang,
        "openings-inside",
        path = path.display().to_string(),
        kind = kind,
        line = line,
        text = text,
        why = why
    );
    tr!(lang, "error-option", option = "openings", message = message)
}

/// Why the directory `dir` cannot be created, in `lang`: `cannot create DIR: …` with the
/// system's words in English; in Chinese the common reasons in the catalogue's words.
pub fn cannot_create(lang: Lang, dir: &Path, error: &std::io::Error) -> String {
    let kind = match error.kind() {
        std::io::ErrorKind::NotFound => "not-found",
        std::io::ErrorKind::PermissionDenied => "permission",
        std::io::ErrorKind::AlreadyExists | std::io::ErrorKind::NotADirectory => "not-a-directory",
        _ => "other",
    };
    tr!(
        lang,
        "error-cannot-create",
        path = dir.display().to_string(),
        kind = kind,
        error = error.to_string()
    )
}

/// Why the system refused `path` (to open, read or list it), in `lang`: `PATH: …` with the
/// system's words in English, as before; in Chinese the common reasons (no such file, no
/// permission, a directory, a part of the path that is no directory) in the catalogue's words,
/// any other quoted in the system's after a lead-in.
pub fn system(lang: Lang, path: &Path, error: &std::io::Error) -> String {
    if !lang.is_chinese() {
        return format!("{}: {error}", path.display());
    }
    let kind = io_kind(error);
    tr!(
        lang,
        "error-system",
        path = path.display().to_string(),
        kind = kind,
        error = error.to_string()
    )
}

/// Why `path` cannot be read, in `lang`, when the system refuses to look at it: missing, may
/// not be read, under a file (a part of its path is no directory), a name too long, any other
/// reason quoted after 无法读取; `None` in English, or when the path can be looked at (the
/// caller's own message says what is wrong).
pub fn unreadable(lang: Lang, path: &Path) -> Option<String> {
    if !lang.is_chinese() {
        return None;
    }
    let error = std::fs::metadata(path).err()?;
    Some(system(lang, path, &error))
}
