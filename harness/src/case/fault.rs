//! Why a case file is broken, and what is wrong across the suite, as data: each fault with the
//! fields its sentence needs. The English [`Display`](std::fmt::Display) is the sentence qili
//! has always printed, word for word (the JSON report and the API keep it); the Chinese is
//! worded from the same data in the case format's terms and the books' words
//! ([`super::words`]).

use super::model::TargetName;
use crate::files::ReadError;
use qili_oracle::Color;
use qili_oracle::notation::NotationError;
use qili_oracle::position::PositionError;
use std::fmt;
use std::path::PathBuf;

/// What is wrong with a case file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseFault {
    /// The file cannot be read.
    Unreadable(ReadError),
    /// The YAML reader refused the file: its words, with the place it gives.
    Yaml(String),
    /// Lines still holding `qili new`'s placeholders `TODO` or `PROPOSAL`: each line's number
    /// and its text (trimmed, at most 72 characters).
    Unfinished(Vec<(usize, String)>),
    /// `title` is empty.
    EmptyTitle,
    /// A title of `titles` is empty: the language's tag.
    EmptyTitleIn(&'static str),
    /// `source.article` is empty.
    EmptyArticle,
    /// `position` is no FEN of a legal position.
    Position(PositionError),
    /// `moves` cannot be read or played.
    Moves {
        /// The notation's error.
        error: NotationError,
        /// The moves as written, for the word a syntax error stops in.
        list: String,
    },
    /// `moves` is empty.
    NoMoves,
    /// The moves never return to an earlier position and the case does not say `cycle: whole`.
    NoCycle,
    /// `cycle: whole`, yet the last move repeats the position after this ply.
    WholeRepeats(usize),
    /// A case of a book outside its book's folder.
    Place {
        /// The book (`axf`).
        book: &'static str,
        /// The folder it is in.
        dir: String,
    },
    /// A contributed case whose id is not `contrib-<file name>`.
    ContribId {
        /// The id given.
        id: String,
        /// The file name, without `.yaml`.
        stem: String,
    },
    /// A contributed case that gives a figure.
    ContribFigure,
    /// A book's case with no figure, or one the book does not have.
    FigureRange {
        /// The book's number of figures.
        figures: u32,
    },
    /// A book's case whose id is not `<book>-<figure>`.
    Id {
        /// The id given.
        id: String,
        /// The id the figure gives (`axf-032`).
        expected: String,
        /// The figure.
        figure: u32,
    },
    /// A book's case whose file name is not `<figure>-<slug>.yaml`.
    FileName {
        /// The figure, as the id writes it (`032`).
        number: String,
        /// The file name, without `.yaml`.
        stem: String,
    },
    /// `source.text` is empty.
    NoText,
    /// A line of `source.text` that is not in the book's text (in either book's, for a
    /// contributed case).
    LineNotInText {
        /// Whether the case is a contributed one.
        contrib: bool,
        /// The line.
        line: String,
    },
    /// A class list that is not one round of the loop.
    ClassCount {
        /// The side.
        color: Color,
        /// The moves it plays in the checked plies.
        moves: usize,
        /// The first checked ply.
        first: usize,
        /// The last checked ply.
        last: usize,
        /// The entries of its class list.
        entries: usize,
    },
    /// An empty target list.
    NoTargets(Color),
    /// A target of the side's own colour.
    OwnTarget {
        /// The side.
        color: Color,
        /// The target.
        target: TargetName,
    },
    /// `ruling` names no rulebook.
    UnknownRulebook(String),
    /// A ruling of `none`.
    NoneRuling(String),
    /// `derived` names a rulebook with no ruling.
    DerivedNoRuling(String),
    /// `derived` names the book the case comes from.
    OwnDerived(String),
    /// `articles` names a rulebook with no ruling.
    ArticlesNoRuling(String),
    /// `articles.<id>.cite` is empty.
    NoCite(String),
    /// `articles.<id>.quote` is not where it must be.
    QuoteMissing {
        /// The rulebook.
        id: String,
        /// The quote (trimmed).
        quote: String,
        /// Where it was looked for.
        place: QuotePlace,
    },
    /// The ruling of the book the case comes from is missing.
    OwnRulingMissing(&'static str),
    /// An erratum's printed move is not in `source.text`.
    ErratumNotQuoted(String),
    /// An erratum's correction is not in `moves`.
    CorrectionNotPlayed(String),
    /// An erratum with no `why`.
    ErratumWhy,
    /// A contributed case with no `provenance`.
    NoProvenance,
    /// A book's case with a `provenance`.
    BookProvenance,
    /// A key of `provenance` that its kind does not take.
    StrayProvenance {
        /// The key.
        key: &'static str,
        /// The kind (`game`, `generated`).
        kind: &'static str,
        /// The keys the kind takes.
        wanted: &'static [&'static str],
    },
    /// A key of `provenance` that its kind needs and is missing.
    MissingProvenance {
        /// The key.
        key: &'static str,
        /// The kind (`game`, `generated`).
        kind: &'static str,
        /// The keys the kind takes.
        wanted: &'static [&'static str],
    },
    /// An empty value in `provenance` (`red`, `dataset.name`).
    EmptyProvenance(&'static str),
    /// `provenance.line: 0`.
    LineZero,
    /// `provenance.corpus` outside the repository.
    CorpusOutside(String),
    /// `judges` names no rulebook.
    JudgesRulebook(String),
    /// A judge's verdict of the wrong kind.
    JudgeVerdict {
        /// The rulebook.
        book: String,
        /// The judge.
        judge: String,
        /// The verdict given.
        verdict: &'static str,
        /// Whether the judge is a rule judge (`pyffish`, `chessdb`), not an engine.
        rule_judge: bool,
    },
    /// `readings` names no key of the rule tables.
    UnknownReading(String),
    /// `provenance.corpus` cannot be read.
    CorpusUnreadable(ReadError),
    /// `provenance.line` past the corpus's end.
    CorpusShort {
        /// The line.
        line: u32,
        /// The corpus.
        corpus: String,
        /// Its number of lines.
        lines: usize,
    },
    /// `judges` names an engine with no expectations file.
    NoEngine {
        /// The rulebook.
        book: String,
        /// The judge.
        judge: String,
        /// The rule judges (`pyffish`, `chessdb`).
        rule_judges: &'static [&'static str],
    },
}

/// Where a quoted article must be found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuotePlace {
    /// The book's words (`source.text`) of a book's case.
    BookText,
    /// `notes`: a derived ruling's article.
    Notes,
    /// `source.text` or `notes`: a contributed case.
    TextOrNotes,
}

impl fmt::Display for CaseFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CaseFault as F;
        match self {
            F::Unreadable(error) => write!(f, "{error}"),
            F::Yaml(text) => f.write_str(text),
            F::Unfinished(lines) => {
                write!(
                    f,
                    "unfinished: {} line(s) still hold TODO or PROPOSAL (see docs/AUTHORING.md):",
                    lines.len()
                )?;
                for (n, l) in lines {
                    write!(f, "\n  line {n}: {l}")?;
                }
                Ok(())
            }
            F::EmptyTitle => f.write_str("the title is empty"),
            F::EmptyTitleIn(tag) => write!(f, "the {tag} title is empty"),
            F::EmptyArticle => f.write_str("the article is empty"),
            F::Position(e) => write!(f, "position: {e}"),
            F::Moves { error, .. } => write!(f, "moves: {error}"),
            F::NoMoves => f.write_str("no moves"),
            F::NoCycle => f.write_str(
                "the moves never return to an earlier position (say `cycle: whole` if the \
                 sequence only illustrates a pattern)",
            ),
            F::WholeRepeats(after) => write!(
                f,
                "`cycle: whole` is for sequences that never repeat, but the last move repeats \
                 the position after ply {after}"
            ),
            F::Place { book, dir } => write!(
                f,
                "a case of book '{book}' belongs in cases/{book}/, not in '{dir}/'"
            ),
            F::ContribId { id, stem } => {
                write!(f, "id '{id}' must be 'contrib-{stem}' (from the file name)")
            }
            F::ContribFigure => f.write_str("contributed cases have no figure"),
            F::FigureRange { figures } => {
                write!(f, "figure must be a number from 1 to {figures}")
            }
            F::Id {
                id,
                expected,
                figure,
            } => write!(f, "id '{id}' must be '{expected}' for figure {figure}"),
            F::FileName { number, stem } => write!(
                f,
                "the file name must be '{number}-<slug>.yaml', not '{stem}.yaml'"
            ),
            F::NoText => f.write_str("the book's words are missing"),
            F::LineNotInText { contrib, line } => {
                let which = if *contrib {
                    "either book's text (spec/books/)"
                } else {
                    "the book's text"
                };
                write!(f, "this line is not in {which}: {line:?}")
            }
            F::ClassCount {
                color,
                moves,
                first,
                last,
                entries,
            } => write!(
                f,
                "{color} plays {moves} moves in the checked plies {first}..={last}, but its class \
                 list has {entries} entries (it must give one round of the loop)"
            ),
            F::NoTargets(color) => write!(f, "{color}'s target list is empty"),
            F::OwnTarget { color, target } => {
                write!(f, "{color} cannot chase its own piece ({target})")
            }
            F::UnknownRulebook(id) => write!(f, "unknown rulebook '{id}'"),
            F::NoneRuling(id) => write!(
                f,
                "ruling.{id}: a case's loop repeats, so 'none' is no ruling"
            ),
            F::DerivedNoRuling(id) => write!(f, "'{id}' is derived but has no ruling"),
            F::OwnDerived(id) => {
                write!(f, "the book's own ruling ('{id}') is printed, not derived")
            }
            F::ArticlesNoRuling(id) => write!(f, "articles.{id}: no ruling under '{id}'"),
            F::NoCite(id) => write!(f, "articles.{id}: cite an article"),
            F::QuoteMissing { id, quote, place } => {
                let place = match place {
                    QuotePlace::BookText => "the book's text",
                    QuotePlace::Notes => "notes",
                    QuotePlace::TextOrNotes => "the quoted words (source.text) or notes",
                };
                write!(f, "articles.{id}: the quote {quote:?} is not in {place}")
            }
            F::OwnRulingMissing(id) => write!(f, "the book's own ruling ('{id}') is missing"),
            F::ErratumNotQuoted(printed) => {
                write!(f, "erratum '{printed}' is not in the quoted text")
            }
            F::CorrectionNotPlayed(corrected) => {
                write!(f, "erratum correction '{corrected}' is not in the moves")
            }
            F::ErratumWhy => f.write_str("an erratum must say why"),
            F::NoProvenance => f.write_str(
                "a contributed case needs `provenance` (kind: game or generated, see \
                 docs/AUTHORING.md)",
            ),
            F::BookProvenance => f.write_str(
                "only contributed cases have a provenance: a book's case comes from its figure",
            ),
            F::StrayProvenance { key, kind, wanted } => write!(
                f,
                "provenance.{key} is not a key of a {kind} case (it takes {})",
                wanted.join(", ")
            ),
            F::MissingProvenance { key, kind, wanted } => write!(
                f,
                "provenance.{key} is missing (a {kind} case gives {})",
                wanted.join(", ")
            ),
            F::EmptyProvenance(key) => write!(f, "provenance.{key} is empty"),
            F::LineZero => f.write_str("provenance.line is 1-based"),
            F::CorpusOutside(corpus) => write!(
                f,
                "provenance.corpus '{corpus}' must be a path inside the repository"
            ),
            F::JudgesRulebook(book) => write!(f, "judges.{book}: unknown rulebook"),
            F::JudgeVerdict {
                book,
                judge,
                verdict,
                rule_judge,
            } => {
                let allowed = if *rule_judge {
                    "draw, red_loses, black_loses or refuses"
                } else {
                    "repeats or varies (an engine, named by its file in engines/)"
                };
                write!(
                    f,
                    "judges.{book}.{judge}: '{verdict}' — {judge} gives {allowed}"
                )
            }
            F::UnknownReading(name) => write!(
                f,
                "readings: '{name}' is no key of the rule tables (oracle/spec/rules/*.yaml; \
                 docs/RULES.md, \"What the books leave open\", names them as \
                 `winning.uncovered_roots`, `forbidden[].answered`)"
            ),
            F::CorpusUnreadable(text) => write!(f, "provenance.corpus: {text}"),
            F::CorpusShort {
                line,
                corpus,
                lines,
            } => write!(f, "provenance.line {line}: {corpus} has {lines} lines"),
            F::NoEngine {
                book,
                judge,
                rule_judges,
            } => write!(
                f,
                "judges.{book}.{judge}: no engine '{judge}' (engines/{judge}.yaml; the rule \
                 judges are {})",
                rule_judges.join(", ")
            ),
        }
    }
}

/// What is wrong across the cases of a suite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuiteProblem {
    /// Two case files give the same id.
    DuplicateId {
        /// The id.
        id: String,
        /// The file read first.
        first: PathBuf,
        /// The other file.
        second: PathBuf,
    },
    /// A book's figures that no case is of.
    MissingFigures {
        /// The book (`axf`).
        book: String,
        /// The figures, in order.
        figures: Vec<u32>,
    },
}

impl fmt::Display for SuiteProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SuiteProblem::DuplicateId { id, first, second } => write!(
                f,
                "id '{id}' is used by both {} and {}",
                first.display(),
                second.display()
            ),
            SuiteProblem::MissingFigures { book, figures } => {
                let list: Vec<String> = figures.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "book '{book}' has no case for figure(s) {}",
                    list.join(", ")
                )
            }
        }
    }
}

/// The JSON report keeps a problem as its English sentence, as it always has.
impl serde::Serialize for SuiteProblem {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
