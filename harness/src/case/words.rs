//! A broken case file's fault and the suite's problems in a person's language. English is each
//! one's `Display`, word for word as qili has always printed it (the JSON report and the API
//! keep it); Chinese is worded from the same data in the case format's terms and the books'
//! words (图, 着法, 局面, 判决, 条文, 勘误, 着法性质, 被捉子, 补充案例), the keys an author
//! edits named as they are written (`moves`, `ruling.cn`). A text another reader gives is
//! worded as qili words it elsewhere (the FEN reader's and the notation's,
//! [`crate::cli::errors`]); the YAML reader's commonest faults are worded from their parts, any
//! other quoted in its own words.

use super::fault::{CaseFault, QuotePlace, SuiteProblem};
use super::load::CaseError;
use crate::files::ReadError;
use crate::i18n::{Lang, tr};
use crate::reasons::list;
use crate::suite::Loaded;
use qili_oracle::notation::{NotationError, NotationErrorKind, word_error};
use std::collections::BTreeMap;

/// The error of every broken case among `cases` by its English words, the message its trials
/// carry: a case that does not load or fails the structural check, and one still holding `qili
/// new`'s placeholders ([`super::Prepared::unfinished`]). Keyed by the message, not the id, since
/// two files may claim one id (the suite's problem), each with its own fault.
pub fn case_errors(cases: &[&Loaded]) -> BTreeMap<String, CaseError> {
    cases
        .iter()
        .filter_map(|c| match c {
            Loaded::Broken { error, .. } => Some(error.clone()),
            Loaded::Ready(p) => p.unfinished(),
        })
        .map(|e| (e.to_string(), e))
        .collect()
}

impl CaseError {
    /// This error in `lang`: English as its `Display` (`PATH:LINE:COLUMN: …`); Chinese
    /// `PATH：第 3 行第 8 字：…`, the place as the YAML file gives it.
    pub fn in_lang(&self, lang: Lang) -> String {
        if !lang.is_chinese() {
            return self.to_string();
        }
        let place = match (self.line, self.column) {
            (0, _) => "file",
            (_, 0) => "line",
            _ => "column",
        };
        tr!(
            lang,
            "case-at",
            path = self.path.display().to_string(),
            place = place,
            line = self.line,
            column = self.column,
            fault = self.fault.in_lang(lang)
        )
    }
}

impl CaseFault {
    /// This fault in `lang` (English: its `Display`).
    pub fn in_lang(&self, lang: Lang) -> String {
        if lang.is_chinese() {
            self.worded(lang)
        } else {
            self.to_string()
        }
    }

    /// This fault in the catalogue's words for `lang` (in English the same as its `Display`:
    /// `tests::the_catalogues_english_is_the_display`).
    fn worded(&self, lang: Lang) -> String {
        use CaseFault as F;
        let chinese = lang.is_chinese();
        // A text quoted from the case: “…” in Chinese, Rust's `"…"` in English as always.
        let quoted = |s: &str| {
            if chinese {
                s.to_string()
            } else {
                format!("{s:?}")
            }
        };
        let side = |c: qili_oracle::Color| crate::reasons::side(lang, c);
        let mut a = Args::default();
        let kind = match self {
            F::Unreadable(error) => return unreadable(lang, error),
            F::Yaml(text) => return yaml(lang, text),
            F::Unfinished(lines) => {
                a.n = lines.len();
                a.text = lines
                    .iter()
                    .map(|(n, l)| {
                        let line = tr!(lang, "case-unfinished-line", line = *n, text = l.clone());
                        format!("\n  {line}")
                    })
                    .collect();
                "unfinished"
            }
            F::EmptyTitle => "empty-title",
            F::EmptyTitleIn(tag) => {
                a.key = tag.to_string();
                "empty-title-in"
            }
            F::EmptyArticle => "empty-article",
            F::Position(e) => {
                a.text = crate::cli::errors::fen(lang, e);
                "position"
            }
            F::Moves { error, list } => {
                let word = match error.kind {
                    NotationErrorKind::Syntax(_) => word_at(list, error.line, error.column),
                    _ => None,
                };
                match word.and_then(|w| word_error(&w)) {
                    // The grammar's reason as data, as `qili games` words it.
                    Some(w) if chinese => {
                        (a.line, a.column) = (error.line, error.column);
                        a.text = crate::games::word(lang, &w);
                        "moves-word"
                    }
                    _ => {
                        a.text = moves_words(lang, error, list);
                        "moves"
                    }
                }
            }
            F::NoMoves => "no-moves",
            F::NoCycle => "no-cycle",
            F::WholeRepeats(after) => {
                a.n = *after;
                "whole-repeats"
            }
            F::Place { book, dir } => {
                (a.book, a.id) = (book.to_string(), book.to_uppercase());
                a.text = dir.clone();
                "place"
            }
            F::ContribId { id, stem } => {
                (a.id, a.text) = (id.clone(), stem.clone());
                "contrib-id"
            }
            F::ContribFigure => "contrib-figure",
            F::FigureRange { figures } => {
                a.n = *figures as usize;
                "figure-range"
            }
            F::Id {
                id,
                expected,
                figure,
            } => {
                (a.id, a.text, a.n) = (id.clone(), expected.clone(), *figure as usize);
                "id"
            }
            F::FileName { number, stem } => {
                (a.key, a.text) = (number.clone(), stem.clone());
                "file-name"
            }
            F::NoText => "no-text",
            F::LineNotInText { contrib, line } => {
                a.place = if *contrib { "either" } else { "own" };
                a.text = quoted(line);
                "line-not-in-text"
            }
            F::ClassCount {
                color,
                moves,
                first,
                last,
                entries,
            } => {
                a.side = side(*color);
                (a.n, a.first, a.last, a.count) = (*moves, *first, *last, *entries);
                "class-count"
            }
            F::NoTargets(color) => {
                a.side = side(*color);
                "no-targets"
            }
            F::OwnTarget { color, target } => {
                a.side = side(*color);
                a.text = crate::reasons::piece(lang, target.0);
                a.key = target.to_string();
                "own-target"
            }
            F::UnknownRulebook(id) => {
                a.id = id.clone();
                "unknown-rulebook"
            }
            F::NoneRuling(id) => {
                a.id = id.clone();
                "none-ruling"
            }
            F::DerivedNoRuling(id) => {
                a.id = id.clone();
                "derived-no-ruling"
            }
            F::OwnDerived(id) => {
                (a.id, a.book) = (id.clone(), id.to_uppercase());
                "own-derived"
            }
            F::ArticlesNoRuling(id) => {
                a.id = id.clone();
                "articles-no-ruling"
            }
            F::NoCite(id) => {
                a.id = id.clone();
                "no-cite"
            }
            F::QuoteMissing { id, quote, place } => {
                (a.id, a.text) = (id.clone(), quoted(quote));
                a.place = match place {
                    QuotePlace::BookText => "text",
                    QuotePlace::Notes => "notes",
                    QuotePlace::TextOrNotes => "text-or-notes",
                };
                "quote-missing"
            }
            F::OwnRulingMissing(id) => {
                (a.id, a.book) = (id.to_string(), id.to_uppercase());
                "own-ruling-missing"
            }
            F::ErratumNotQuoted(printed) => {
                a.text = printed.clone();
                "erratum-not-quoted"
            }
            F::CorrectionNotPlayed(corrected) => {
                a.text = corrected.clone();
                "correction-not-played"
            }
            F::ErratumWhy => "erratum-why",
            F::NoProvenance => "no-provenance",
            F::BookProvenance => "book-provenance",
            F::StrayProvenance { key, kind, wanted } => {
                (a.key, a.id) = (key.to_string(), kind.to_string());
                a.text = keys(lang, wanted);
                "stray-provenance"
            }
            F::MissingProvenance { key, kind, wanted } => {
                (a.key, a.id) = (key.to_string(), kind.to_string());
                a.text = keys(lang, wanted);
                "missing-provenance"
            }
            F::EmptyProvenance(key) => {
                a.key = key.to_string();
                "empty-provenance"
            }
            F::LineZero => "line-zero",
            F::CorpusOutside(corpus) => {
                a.text = corpus.clone();
                "corpus-outside"
            }
            F::JudgesRulebook(book) => {
                a.id = book.clone();
                "judges-rulebook"
            }
            F::JudgeVerdict {
                book,
                judge,
                verdict,
                rule_judge,
            } => {
                (a.id, a.key, a.text) = (book.clone(), judge.clone(), verdict.to_string());
                a.place = if *rule_judge { "rule" } else { "engine" };
                "judge-verdict"
            }
            F::UnknownReading(name) => {
                a.key = name.clone();
                "unknown-reading"
            }
            F::CorpusUnreadable(error) => {
                a.text = read_words(lang, error);
                "corpus-unreadable"
            }
            F::CorpusShort {
                line,
                corpus,
                lines,
            } => {
                (a.n, a.text, a.count) = (*line as usize, corpus.clone(), *lines);
                "corpus-short"
            }
            F::NoEngine {
                book,
                judge,
                rule_judges,
            } => {
                (a.id, a.key) = (book.clone(), judge.clone());
                a.text = keys(lang, rule_judges);
                "no-engine"
            }
        };
        a.render(lang, kind)
    }
}

impl SuiteProblem {
    /// This problem in `lang`: English as its `Display`; Chinese `id“axf-001”同时用于 A 与 B`,
    /// `AXF 图 2、3、5–107 尚无案例` (a run of three or more figures shortened to a range,
    /// which a list of a hundred numbers does not read as).
    pub fn in_lang(&self, lang: Lang) -> String {
        if !lang.is_chinese() {
            return self.to_string();
        }
        match self {
            SuiteProblem::DuplicateId { id, first, second } => tr!(
                lang,
                "case-duplicate-id",
                id = id.clone(),
                first = first.display().to_string(),
                second = second.display().to_string()
            ),
            SuiteProblem::MissingFigures { book, figures } => tr!(
                lang,
                "case-missing-figures",
                book = book.to_uppercase(),
                figures = list(lang, &runs(figures))
            ),
        }
    }
}

/// Figures in order as runs: `[2, 3, 5, 6, 7]` → `2`, `3`, `5–7` (three or more in a row make
/// a range; two stay apart).
fn runs(figures: &[u32]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < figures.len() {
        let mut j = i;
        while j + 1 < figures.len() && figures[j + 1] == figures[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            out.push(format!("{}–{}", figures[i], figures[j]));
        } else {
            out.extend(figures[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    out
}

/// Why a move of the list cannot be played, in `lang`: in Chinese the move's number, word and
/// place, then what the move asks for, as `qili games` words a record's move
/// (`第 3 着“车二进九”（第 1 行第 11 字）：此着在此局面下不能走：红方车（第 2 路）进 9`); the
/// notation's English as it is.
fn moves_words(lang: Lang, error: &NotationError, text: &str) -> String {
    let (kind, detail) = match &error.kind {
        _ if !lang.is_chinese() => return crate::cli::errors::moves(lang, error, text),
        NotationErrorKind::Syntax(_) => return crate::cli::errors::moves(lang, error, text),
        NotationErrorKind::NoPiece { expected } => {
            ("no-piece", crate::games::expected(lang, expected))
        }
        NotationErrorKind::Illegal { expected } => {
            ("illegal", crate::games::expected(lang, expected))
        }
        NotationErrorKind::Ambiguous { candidates } => {
            let moves: Vec<String> = candidates.iter().map(|m| m.iccs()).collect();
            ("ambiguous", list(lang, &moves))
        }
    };
    let place = tr!(
        lang,
        "case-move-place",
        ply = error.index,
        word = error.token.clone(),
        line = error.line,
        column = error.column
    );
    tr!(
        lang,
        "games-fault-move",
        place = place,
        kind = kind,
        detail = detail
    )
}

/// The word of `list` at 1-based `line` and `column` (characters): from the separator before
/// it to the one after, as the notation parts words.
fn word_at(list: &str, line: usize, column: usize) -> Option<String> {
    let chars: Vec<char> = list.lines().nth(line.checked_sub(1)?)?.chars().collect();
    let at = column.checked_sub(1)?.min(chars.len());
    let separator = |c: &char| c.is_whitespace() || matches!(c, ',' | '，' | '、');
    let start = chars[..at].iter().rposition(separator).map_or(0, |i| i + 1);
    let end = chars[at..]
        .iter()
        .position(separator)
        .map_or(chars.len(), |i| at + i);
    let word: String = chars[start..end].iter().collect();
    (!word.is_empty()).then_some(word)
}

/// Keys or names as code, listed as the language lists: `` `file`、`game` 与 `red` ``.
fn keys(lang: Lang, names: &[&str]) -> String {
    if !lang.is_chinese() {
        return names.join(", ");
    }
    let quoted: Vec<String> = names.iter().map(|k| format!("`{k}`")).collect();
    list(lang, &quoted)
}

/// The variables of `case-fault`: every one set, those a kind does not use left empty.
#[derive(Default)]
struct Args {
    text: String,
    key: String,
    id: String,
    book: String,
    side: String,
    place: &'static str,
    n: usize,
    first: usize,
    last: usize,
    count: usize,
    line: usize,
    column: usize,
}

impl Args {
    fn render(self, lang: Lang, kind: &str) -> String {
        tr!(
            lang,
            "case-fault",
            kind = kind.to_string(),
            text = self.text,
            key = self.key,
            id = self.id,
            book = self.book,
            side = self.side,
            place = self.place,
            n = self.n,
            first = self.first,
            last = self.last,
            count = self.count,
            line = self.line,
            column = self.column
        )
    }
}

/// A case file that cannot be read, in `lang`: [`crate::files::read_text`]'s faults in the
/// catalogue's words.
fn unreadable(lang: Lang, error: &ReadError) -> String {
    tr!(lang, "case-unreadable", why = read_words(lang, error))
}

/// [`crate::files::read_text`]'s fault in `lang`, the system's words kept.
fn read_words(lang: Lang, error: &ReadError) -> String {
    let (kind, n, text) = match error {
        ReadError::NotUtf8 { byte } => ("utf8", *byte as u64, String::new()),
        ReadError::NotAFile => ("not-file", 0, String::new()),
        ReadError::TooBig { kib } => ("too-big", *kib, String::new()),
        ReadError::Cannot(why) => ("cannot", 0, why.clone()),
    };
    tr!(lang, "case-read", kind = kind, n = n, text = text)
}

/// The YAML reader's words in `lang`: a missing key, a key or value it does not know, a key
/// given twice worded from their parts; any other fault in the reader's own words. The place
/// it adds (`at line 3 column 5`) goes: the line and column lead the error.
fn yaml(lang: Lang, text: &str) -> String {
    let text = strip_place(text);
    // serde_yaml names the key's path before a fault inside the file (`source: missing field
    // ...`): it is kept as the key the author looks for.
    let (path, fault) = match text.split_once(": ") {
        Some((path, rest)) if is_key_path(path) => (path, rest),
        _ => ("", text),
    };
    let code = |s: &str| s.trim_matches('`').to_string();
    let (kind, key, rest) = if let Some(field) = fault.strip_prefix("missing field ") {
        ("missing", code(field), String::new())
    } else if let Some((field, expected)) = fault
        .strip_prefix("unknown field ")
        .and_then(|r| r.split_once(", expected "))
    {
        ("unknown-field", code(field), expected_words(lang, expected))
    } else if let Some((value, expected)) = fault
        .strip_prefix("unknown variant ")
        .and_then(|r| r.split_once(", expected "))
    {
        (
            "unknown-variant",
            code(value),
            expected_words(lang, expected),
        )
    } else if let Some(key) = fault.strip_prefix("duplicate entry with key ") {
        (
            "duplicate",
            key.trim_matches('"').to_string(),
            String::new(),
        )
    } else {
        ("other", String::new(), text.to_string())
    };
    let fault = tr!(lang, "case-yaml", kind = kind, key = key, text = rest);
    if kind == "other" || path.is_empty() {
        fault
    } else {
        tr!(lang, "case-yaml-in", path = path.to_string(), fault = fault)
    }
}

/// `text` without serde_yaml's ` at line 3 column 5` (or ` at position 12`) at its end.
fn strip_place(text: &str) -> &str {
    let Some(i) = text.rfind(" at ") else {
        return text;
    };
    let tail = &text[i + 4..];
    let words: Vec<&str> = tail.split(' ').collect();
    let numeric = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let place = matches!(words.as_slice(), ["line", l, "column", c] if numeric(l) && numeric(c))
        || matches!(words.as_slice(), ["position", p] if numeric(p));
    if place { &text[..i] } else { text }
}

/// Whether `s` is serde_yaml's path to a key (`source`, `expect.ruling`, `moves[2]`).
fn is_key_path(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '-'))
}

/// serde's `one of `a`, `b``, `` `a` or `b` ``, `` `a` `` as the language lists them.
fn expected_words(lang: Lang, expected: &str) -> String {
    let inner = expected.strip_prefix("one of ").unwrap_or(expected);
    let names: Vec<String> = inner
        .split(", ")
        .flat_map(|p| p.split(" or "))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    if names.iter().all(|n| n.starts_with('`') && n.ends_with('`')) {
        list(lang, &names)
    } else {
        expected.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::TargetName;
    use qili_oracle::{Color, Piece, PieceKind, Position};

    /// One fault of every kind (but the YAML reader's, whose English is the reader's own).
    fn every_fault() -> Vec<CaseFault> {
        use CaseFault as F;
        let start = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").unwrap();
        let moves = |list: &str| F::Moves {
            error: qili_oracle::notation::parse_moves(&start, list).unwrap_err(),
            list: list.to_string(),
        };
        let wanted: &'static [&'static str] = &["file", "red"];
        vec![
            F::Unreadable(ReadError::NotUtf8 { byte: 3 }),
            F::Unreadable(ReadError::NotAFile),
            F::Unreadable(ReadError::TooBig { kib: 1024 }),
            F::Unreadable(ReadError::Cannot(
                "No such file or directory (os error 2)".into(),
            )),
            F::Unfinished(vec![(3, "title: TODO".into()), (9, "moves: TODO".into())]),
            F::EmptyTitle,
            F::EmptyTitleIn("zh-Hant"),
            F::EmptyArticle,
            F::Position(Position::from_fen("9/9 w").unwrap_err()),
            moves("车一进九"),
            moves("车九平一"),
            moves("TODO"),
            F::NoMoves,
            F::NoCycle,
            F::WholeRepeats(0),
            F::WholeRepeats(4),
            F::Place {
                book: "cn",
                dir: "axf".into(),
            },
            F::ContribId {
                id: "contrib-a".into(),
                stem: "b".into(),
            },
            F::ContribFigure,
            F::FigureRange { figures: 107 },
            F::Id {
                id: "axf-1".into(),
                expected: "axf-001".into(),
                figure: 1,
            },
            F::FileName {
                number: "001".into(),
                stem: "001".into(),
            },
            F::NoText,
            F::LineNotInText {
                contrib: true,
                line: "“长将”".into(),
            },
            F::LineNotInText {
                contrib: false,
                line: "x\"y".into(),
            },
            F::ClassCount {
                color: Color::Black,
                moves: 2,
                first: 3,
                last: 6,
                entries: 3,
            },
            F::NoTargets(Color::Red),
            F::OwnTarget {
                color: Color::Black,
                target: TargetName(Piece::new(Color::Black, PieceKind::Cannon)),
            },
            F::UnknownRulebook("fide".into()),
            F::NoneRuling("cn".into()),
            F::DerivedNoRuling("cn".into()),
            F::OwnDerived("axf".into()),
            F::ArticlesNoRuling("cn".into()),
            F::NoCite("cn".into()),
            F::QuoteMissing {
                id: "cn".into(),
                quote: "长将".into(),
                place: QuotePlace::Notes,
            },
            F::QuoteMissing {
                id: "axf".into(),
                quote: "长将".into(),
                place: QuotePlace::BookText,
            },
            F::QuoteMissing {
                id: "axf".into(),
                quote: "长将".into(),
                place: QuotePlace::TextOrNotes,
            },
            F::OwnRulingMissing("cn"),
            F::ErratumNotQuoted("车二退九".into()),
            F::CorrectionNotPlayed("车二退一".into()),
            F::ErratumWhy,
            F::NoProvenance,
            F::BookProvenance,
            F::StrayProvenance {
                key: "corpus",
                kind: "game",
                wanted,
            },
            F::MissingProvenance {
                key: "red",
                kind: "game",
                wanted,
            },
            F::EmptyProvenance("dataset.name"),
            F::LineZero,
            F::CorpusOutside("../x".into()),
            F::JudgesRulebook("fide".into()),
            F::JudgeVerdict {
                book: "cn".into(),
                judge: "pyffish".into(),
                verdict: "repeats",
                rule_judge: true,
            },
            F::JudgeVerdict {
                book: "cn".into(),
                judge: "pikafish".into(),
                verdict: "draw",
                rule_judge: false,
            },
            F::UnknownReading("winning.x".into()),
            F::CorpusUnreadable(ReadError::NotAFile),
            F::CorpusShort {
                line: 9,
                corpus: "a.txt".into(),
                lines: 2,
            },
            F::NoEngine {
                book: "cn".into(),
                judge: "x".into(),
                rule_judges: &["pyffish", "chessdb"],
            },
        ]
    }

    #[test]
    fn the_catalogues_english_is_the_display() {
        for fault in every_fault() {
            let worded = match &fault {
                CaseFault::Unreadable(error) => unreadable(Lang::En, error),
                other => other.worded(Lang::En),
            };
            assert_eq!(worded, fault.to_string(), "{fault:?}");
        }
    }

    #[test]
    fn every_fault_is_worded_in_chinese() {
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            for fault in every_fault() {
                let text = fault.in_lang(lang);
                assert_ne!(text, fault.to_string(), "{fault:?}");
                let chinese = text
                    .chars()
                    .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c));
                assert!(chinese.count() >= 2, "{lang:?}: {text}");
            }
        }
    }

    #[test]
    fn long_runs_of_figures_are_ranges() {
        assert_eq!(runs(&[2, 3, 5, 6, 7, 9]), ["2", "3", "5–7", "9"]);
        assert_eq!(runs(&[1]), ["1"]);
        assert_eq!(runs(&[4, 5]), ["4", "5"]);
        assert_eq!(runs(&(2..=107).collect::<Vec<_>>()), ["2–107"]);
    }

    #[test]
    fn the_yaml_readers_place_is_cut_only_at_the_end() {
        assert_eq!(
            strip_place("missing field `id` at line 2 column 1"),
            "missing field `id`"
        );
        assert_eq!(strip_place("a word at lunch"), "a word at lunch");
    }
}
