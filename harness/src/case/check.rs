//! The structural check of a case, which needs no rules: the file is well formed, the position
//! legal, every move legal in turn, the loop a cycle, the quotation verbatim, the expectations
//! consistent with the loop.

use super::contrib;
use super::fault::{CaseFault, QuotePlace, SuiteProblem};
use super::load::{Case, CaseError};
use super::model::{Book, CycleMode};
use crate::files::{MAX_INPUT_BYTES, read_text};
use qili_oracle::cycle::{Cycle, find_cycle, first_played_order, positions_of};
use qili_oracle::notation::parse_moves;
use qili_oracle::rules::{Rulebook, rulebooks};
use qili_oracle::{Color, Move, Position, Verdict};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;
use std::path::Path;

/// A case that passed the structural check, with its loop played out.
#[derive(Clone, Debug)]
pub struct Prepared {
    /// The case as read.
    pub case: Case,
    /// The position before the first move.
    pub start: Position,
    /// The moves, resolved.
    pub moves: Vec<Move>,
    /// `P0 … Pn`.
    pub positions: Vec<Position>,
    /// The repetition cycle ending at the last move (absent for `cycle: whole`).
    pub cycle: Option<Cycle>,
    /// The plies whose classes are checked: the cycle, or every ply for `cycle: whole`.
    pub checked: RangeInclusive<usize>,
    /// The checked plies in the order their moves were first played.
    pub order: Vec<usize>,
}

impl Prepared {
    /// The id of the case.
    pub fn id(&self) -> &str {
        &self.case.file.id
    }

    /// The side that plays ply `ply` (1-based).
    pub fn mover(&self, ply: usize) -> Color {
        self.positions[ply - 1].side_to_move()
    }

    /// Whether the author has left placeholders of `qili new` in the file: every line that
    /// still holds `TODO` or `PROPOSAL`, as one error at the first of them. A case with
    /// placeholders loads and can be drawn while it is being written, but its trials fail.
    pub fn unfinished(&self) -> Option<CaseError> {
        let left: Vec<(usize, &str)> = self
            .case
            .raw
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains("TODO") || l.contains("PROPOSAL"))
            .map(|(i, l)| (i + 1, l.trim()))
            .collect();
        let &(first, _) = left.first()?;
        let lines = left
            .iter()
            .map(|(n, l)| (*n, l.chars().take(72).collect()))
            .collect();
        Some(CaseError {
            path: self.case.path.clone(),
            line: first,
            column: 0,
            fault: Box::new(CaseFault::Unfinished(lines)),
        })
    }

    /// The checked plies of one side, in first-played order.
    pub fn side_plies(&self, color: Color) -> Vec<usize> {
        self.order
            .iter()
            .copied()
            .filter(|&p| self.mover(p) == color)
            .collect()
    }
}

/// The texts of the books, by rulebook id, for checking quotations.
#[derive(Clone, Debug, Default)]
pub struct BookTexts(BTreeMap<String, String>);

impl BookTexts {
    /// Reads the text of every rulebook from `spec_dir` (the `spec/` folder), or takes the
    /// texts built into qili when it is `None`.
    pub fn load(spec_dir: Option<&Path>) -> Result<BookTexts, String> {
        let mut map = BTreeMap::new();
        for book in rulebooks() {
            let text = match spec_dir {
                Some(dir) => {
                    let path = dir.join(&book.book.text);
                    read_text(&path, MAX_INPUT_BYTES)
                        .map_err(|e| format!("{}: {e}", path.display()))?
                }
                None => crate::builtin::book_text(&book.book.text)
                    .ok_or_else(|| {
                        format!(
                            "the text of {} (spec/{}) is not built into qili",
                            book.id, book.book.text
                        )
                    })?
                    .to_string(),
            };
            map.insert(book.id.clone(), text);
        }
        Ok(BookTexts(map))
    }
}

/// Runs every structural check on one case of a suite, whose place in it is checked too: a
/// book's case in that book's folder.
pub fn prepare(case: Case, books: &BookTexts) -> Result<Prepared, CaseError> {
    check_place(&case)?;
    prepare_file(case, books)
}

/// Runs every structural check on one case file wherever it is (a draft outside the suite, a
/// case sent by someone): all of [`prepare`]'s but the folder. Its id must still match its
/// file name.
pub fn prepare_file(case: Case, books: &BookTexts) -> Result<Prepared, CaseError> {
    let f = &case.file;
    check_identity(&case)?;
    if f.title.trim().is_empty() {
        return Err(case.error_at("title", CaseFault::EmptyTitle));
    }
    for (lang, title) in f.titles.given() {
        if title.trim().is_empty() {
            let fault = CaseFault::EmptyTitleIn(lang.tag());
            return Err(case.error_in("titles", lang.tag(), fault));
        }
    }
    if f.source.article.trim().is_empty() {
        return Err(case.error_at("article", CaseFault::EmptyArticle));
    }
    check_quotation(&case, books)?;
    contrib::check_provenance(&case)?;
    contrib::check_judges(&case)?;
    contrib::check_readings(&case)?;
    let start = Position::from_fen(&f.position)
        .map_err(|e| case.error_at("position", CaseFault::Position(e)))?;
    let moves = parse_moves(&start, &f.moves).map_err(|e| {
        let (line, column) = (e.line, e.column);
        let list = f.moves.clone();
        let mut err = case.error_at("moves", CaseFault::Moves { error: e, list });
        // A one-line `moves:` value: point at the token itself (after an opening quote).
        if err.line > 0 && line == 1 && column > 0 {
            let quoted = case.raw.lines().nth(err.line - 1).is_some_and(|l| {
                let rest = &l[l.find("moves:").map_or(0, |i| i + 6)..];
                rest.trim_start().starts_with(['"', '\''])
            });
            err.column += column - 1 + usize::from(quoted);
        }
        err
    })?;
    if moves.is_empty() {
        return Err(case.error_at("moves", CaseFault::NoMoves));
    }
    let positions = positions_of(&start, &moves);
    let cycle = find_cycle(&positions);
    let checked = match (f.cycle, cycle) {
        (None, Some(c)) => c.plies(),
        (Some(CycleMode::Whole), None) => 1..=moves.len(),
        (None, None) => {
            return Err(case.error_at("moves", CaseFault::NoCycle));
        }
        (Some(CycleMode::Whole), Some(c)) => {
            return Err(case.error_at("cycle", CaseFault::WholeRepeats(c.first - 1)));
        }
    };
    let order = first_played_order(&positions, &moves, checked.clone());
    let prepared = Prepared {
        case,
        start,
        moves,
        positions,
        cycle,
        checked,
        order,
    };
    check_expectations(&prepared)?;
    check_errata(&prepared)?;
    Ok(prepared)
}

/// A case of the suite stands in its book's folder.
fn check_place(case: &Case) -> Result<(), CaseError> {
    let dir = case
        .path
        .parent()
        .and_then(|p| p.file_name())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let book = case.file.source.book.name();
    if dir != book {
        return Err(case.error_at("book", CaseFault::Place { book, dir }));
    }
    Ok(())
}

/// `id` matches the book, figure and file name.
fn check_identity(case: &Case) -> Result<(), CaseError> {
    let f = &case.file;
    let stem = case
        .path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let book = f.source.book.name();
    match f.source.book {
        Book::Contrib => {
            if f.id != format!("contrib-{stem}") {
                let id = f.id.clone();
                return Err(case.error_at("id", CaseFault::ContribId { id, stem }));
            }
            if f.source.figure.is_some() {
                return Err(case.error_at("figure", CaseFault::ContribFigure));
            }
        }
        Book::Axf | Book::Cn => {
            let width = if f.source.book == Book::Cn { 2 } else { 3 };
            let figures = rulebook_of(book).map_or(0, |b| b.book.figures);
            let Some(figure) = f.source.figure.filter(|n| (1..=figures).contains(n)) else {
                return Err(case.error_at("figure", CaseFault::FigureRange { figures }));
            };
            let number = format!("{figure:0width$}");
            let expected = format!("{book}-{number}");
            if f.id != expected {
                let id = f.id.clone();
                return Err(case.error_at(
                    "id",
                    CaseFault::Id {
                        id,
                        expected,
                        figure,
                    },
                ));
            }
            let slug = stem.strip_prefix(&format!("{number}-")).unwrap_or("");
            if slug.is_empty() {
                return Err(case.error_at("id", CaseFault::FileName { number, stem }));
            }
        }
    }
    Ok(())
}

fn rulebook_of(id: &str) -> Option<&'static Rulebook> {
    rulebooks().iter().find(|b| b.id == id)
}

/// Every line of `source.text` appears in the book's text; a contributed case's lines each in
/// one of the books (a line still holding `TODO` is a placeholder of `qili new`, left to
/// [`Prepared::unfinished`]).
fn check_quotation(case: &Case, books: &BookTexts) -> Result<(), CaseError> {
    let f = &case.file;
    if f.source.text.trim().is_empty() {
        return Err(case.error_at("text", CaseFault::NoText));
    }
    let texts: Vec<&String> = match f.source.book {
        Book::Contrib => books.0.values().collect(),
        own => books.0.get(own.name()).into_iter().collect(),
    };
    let trim = |s: &str| s.trim_matches(|c: char| c.is_whitespace()).to_string();
    let lines: BTreeSet<String> = texts.iter().flat_map(|t| t.lines()).map(trim).collect();
    for line in f.source.text.lines().map(trim).filter(|l| !l.is_empty()) {
        if f.source.book == Book::Contrib && line.contains("TODO") {
            continue;
        }
        if !lines.contains(&line) && !texts.iter().any(|t| t.contains(&line)) {
            let contrib = f.source.book == Book::Contrib;
            return Err(case.error_at("text", CaseFault::LineNotInText { contrib, line }));
        }
    }
    Ok(())
}

/// Class and target lists fit the loop; rulings name known rulebooks.
fn check_expectations(p: &Prepared) -> Result<(), CaseError> {
    let case = &p.case;
    let e = &case.file.expect;
    for color in Color::ALL {
        let moves = p.side_plies(color).len();
        if let Some(list) = e.classes.get(color)
            && (list.is_empty() || !moves.is_multiple_of(list.len()))
        {
            return Err(case.error_at(
                "classes",
                CaseFault::ClassCount {
                    color,
                    moves,
                    first: *p.checked.start(),
                    last: *p.checked.end(),
                    entries: list.len(),
                },
            ));
        }
        if let Some(list) = e.targets.get(color) {
            if list.is_empty() {
                return Err(case.error_at("targets", CaseFault::NoTargets(color)));
            }
            if let Some(&target) = list.iter().find(|t| t.0.color == color) {
                return Err(case.error_at("targets", CaseFault::OwnTarget { color, target }));
            }
        }
    }
    let own = case.file.source.book;
    for (id, verdict) in &e.ruling {
        if rulebook_of(id).is_none() {
            return Err(case.error_at("ruling", CaseFault::UnknownRulebook(id.clone())));
        }
        if *verdict == Verdict::None {
            return Err(case.error_at("ruling", CaseFault::NoneRuling(id.clone())));
        }
    }
    for id in &e.derived {
        if !e.ruling.contains_key(id) {
            return Err(case.error_at("derived", CaseFault::DerivedNoRuling(id.clone())));
        }
        if own != Book::Contrib && id == own.name() {
            return Err(case.error_at("derived", CaseFault::OwnDerived(id.clone())));
        }
    }
    for (id, a) in &e.articles {
        if !e.ruling.contains_key(id) {
            return Err(case.error_at("articles", CaseFault::ArticlesNoRuling(id.clone())));
        }
        if a.cite.is_empty() || a.cite.iter().any(|c| c.trim().is_empty()) {
            return Err(case.error_at("cite", CaseFault::NoCite(id.clone())));
        }
        let derived = e.derived.contains(id);
        let quote = a.quote.trim();
        let (found, place) = if own == Book::Contrib {
            let f = &case.file;
            let found = f.source.text.contains(quote) || f.notes.contains(quote);
            (found, QuotePlace::TextOrNotes)
        } else if derived {
            (case.file.notes.contains(quote), QuotePlace::Notes)
        } else {
            (case.file.source.text.contains(quote), QuotePlace::BookText)
        };
        if quote.is_empty() || !found {
            return Err(case.error_at(
                "quote",
                CaseFault::QuoteMissing {
                    id: id.clone(),
                    quote: quote.to_string(),
                    place,
                },
            ));
        }
    }
    if own != Book::Contrib && !e.ruling.contains_key(own.name()) {
        return Err(case.error_at("ruling", CaseFault::OwnRulingMissing(own.name())));
    }
    Ok(())
}

/// Each erratum's printed move is in the quotation and its correction in the moves.
fn check_errata(p: &Prepared) -> Result<(), CaseError> {
    let f = &p.case.file;
    for e in &f.errata {
        if !f.source.text.contains(&e.printed) {
            let printed = e.printed.clone();
            return Err(p
                .case
                .error_at("errata", CaseFault::ErratumNotQuoted(printed)));
        }
        if !f.moves.contains(&e.corrected) {
            let corrected = e.corrected.clone();
            return Err(p
                .case
                .error_at("errata", CaseFault::CorrectionNotPlayed(corrected)));
        }
        if e.why.trim().is_empty() {
            return Err(p.case.error_at("errata", CaseFault::ErratumWhy));
        }
    }
    Ok(())
}

/// Checks across all cases: ids unique, every figure of every book present exactly once.
pub fn check_suite(cases: &[&Case]) -> Vec<SuiteProblem> {
    let mut problems = Vec::new();
    let mut ids: BTreeMap<&str, &Path> = BTreeMap::new();
    for c in cases {
        if let Some(other) = ids.insert(&c.file.id, &c.path) {
            problems.push(SuiteProblem::DuplicateId {
                id: c.file.id.clone(),
                first: other.to_path_buf(),
                second: c.path.clone(),
            });
        }
    }
    for book in rulebooks() {
        let present: BTreeSet<u32> = cases
            .iter()
            .filter(|c| c.file.source.book.name() == book.id)
            .filter_map(|c| c.file.source.figure)
            .collect();
        let figures: Vec<u32> = (1..=book.book.figures)
            .filter(|n| !present.contains(n))
            .collect();
        if !figures.is_empty() {
            problems.push(SuiteProblem::MissingFigures {
                book: book.id.clone(),
                figures,
            });
        }
    }
    problems
}
