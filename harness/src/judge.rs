//! Judging one case under one rulebook with the built-in oracle: its ruling, and — under the
//! case's own book — the classes and targets the book names.

use crate::case::{Book, CycleMode, Prepared, Titles};
use crate::files::{MAX_INPUT_BYTES, ReadError, read_text};
use crate::i18n::{Lang, tr};
use crate::reasons;
use crate::report::text::{pad, wrap};
use crate::report::{Detail, Status, TrialResult, WIDTH};
use crate::suite::Loaded;
use qili_oracle::notation::{Notation, format_move};
use qili_oracle::rules::rulebook;
use qili_oracle::verdict::{Adjudication, adjudicate_given, adjudicate_whole_given};
use qili_oracle::{Class, Color, Piece, Position, Verdict};
use serde::Deserialize;
use similar::{ChangeTag, TextDiff};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One entry of the oracle's known-failure list.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnownFailure {
    /// The case id.
    pub case: String,
    /// The rulebook id.
    pub rules: String,
    /// Why the oracle gets it wrong, and what would fix it.
    pub reason: String,
}

/// The oracle's known failures: `harness/oracle-known-failures.yaml`, as built into qili (the
/// list says what this build's oracle gets wrong, so it travels with the binary).
pub fn known_failures() -> Result<Vec<KnownFailure>, String> {
    parse_known_failures(
        Path::new("harness/oracle-known-failures.yaml"),
        crate::builtin::KNOWN_FAILURES,
    )
    .map_err(|e| e.message)
}

/// Why a known-failure list cannot be read: the English message (naming the file, and the line
/// and column of a YAML error), with the line as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    /// The message, in English.
    pub message: String,
    /// The line of a YAML error; `None` when the file cannot be read at all.
    pub line: Option<usize>,
    /// The YAML reader's own words (without the file's name), for a YAML error.
    pub detail: String,
    /// Why the file cannot be read at all, as data (boxed: the error stays small); `None` for
    /// a YAML error.
    pub unreadable: Option<Box<ReadError>>,
}

/// Reads a known-failure list: a YAML list of `{case, rules, reason}` (empty when the file holds
/// no entries). Errors name the file, line and column.
pub fn read_known_failures(path: &Path) -> Result<Vec<KnownFailure>, ListError> {
    let text = read_text(path, MAX_INPUT_BYTES).map_err(|e| ListError {
        message: format!("{}: {e}", path.display()),
        line: None,
        detail: e.to_string(),
        unreadable: Some(Box::new(e)),
    })?;
    parse_known_failures(path, &text)
}

/// Reads a known-failure list from its text; `path` names it in errors.
fn parse_known_failures(path: &Path, text: &str) -> Result<Vec<KnownFailure>, ListError> {
    let list: Option<Vec<KnownFailure>> = serde_yaml::from_str(text).map_err(|e| {
        let at = e
            .location()
            .map_or(String::new(), |l| format!(":{}:{}", l.line(), l.column()));
        ListError {
            message: format!("{}{at}: {e}", path.display()),
            line: Some(e.location().map_or(0, |l| l.line())),
            detail: e.to_string(),
            unreadable: None,
        }
    })?;
    Ok(list.unwrap_or_default())
}

/// Rules the case under a rulebook with the oracle.
pub fn adjudication(p: &Prepared, rules: &str) -> Option<Adjudication> {
    let book = rulebook(rules)?;
    let given = &p.case.file.assume;
    Some(match p.case.file.cycle {
        Some(CycleMode::Whole) => adjudicate_whole_given(book, &p.start, &p.moves, given),
        None => adjudicate_given(book, &p.start, &p.moves, given),
    })
}

/// The trial of one case under one rulebook, judged by the oracle.
pub fn judge(loaded: &Loaded, rules: &str, known: &[KnownFailure]) -> TrialResult {
    let p = match loaded {
        Loaded::Broken { id, error } => return TrialResult::broken(id, rules, error),
        Loaded::Ready(p) => p,
    };
    if let Some(error) = p.unfinished() {
        return TrialResult::broken(p.id(), rules, &error);
    }
    let f = &p.case.file;
    let mut result = TrialResult {
        case: f.id.clone(),
        rules: rules.to_string(),
        status: Status::Pass,
        expected: String::new(),
        actual: String::new(),
        article: String::new(),
        message: String::new(),
        warning: String::new(),
        title: f.title.clone(),
        titles: f.titles.clone(),
        detail: Detail::None,
        warning_detail: Detail::None,
    };
    let Some(&expected) = f.expect.ruling.get(rules) else {
        result.status = Status::Ignored;
        result.tell(Detail::NoRuling {
            rules: rules.to_string(),
        });
        return result;
    };
    let Some(adj) = adjudication(p, rules) else {
        result.status = Status::Error;
        result.tell(Detail::UnknownRulebook {
            rules: rules.to_string(),
        });
        return result;
    };
    result.expected = expected.name().to_string();
    result.actual = adj.ruling.verdict.name().to_string();
    // The combining rule is the last article the ruling cites (`AXF 总纲 3; 四大原则 4`).
    result.article = ruling_articles(&adj, rules)
        .last()
        .map_or_else(String::new, |a| (*a).to_string());
    let own = f.source.book.name() == rules;
    let want = expected_facts(p, rules, expected, own);
    let got = found_facts(p, &adj, own);
    // A contributed case asserts only its rulings, but its classes and targets are a reading
    // that a reviewer should see measured against the oracle's.
    if f.source.book == Book::Contrib {
        let (stated, found) = (stated_reading(p, rules), found_reading(p, &adj));
        if stated != found {
            result.warn(Detail::Reading(Box::new(Reading {
                path: p.case.path.clone(),
                rules: rules.to_string(),
                stated,
                found,
            })));
        }
    }
    let listed = known.iter().find(|k| k.case == f.id && k.rules == rules);
    match (want == got, listed) {
        (true, None) => {}
        (true, Some(_)) => {
            result.status = Status::Fail;
            result.tell(Detail::ListedPasses {
                path: p.case.path.clone(),
            });
        }
        (false, Some(k)) => {
            result.status = Status::KnownFailure;
            result.tell(Detail::Text(k.reason.clone()));
        }
        (false, None) => {
            result.status = Status::Fail;
            result.tell(Detail::Oracle(Box::new(Failure {
                path: p.case.path.clone(),
                title: f.title.clone(),
                titles: f.titles.clone(),
                words: f.source.text.clone(),
                positions: p.positions.clone(),
                adj,
                want,
                got,
            })));
        }
    }
    result
}

/// One fact of a reading or a ruling, as the diff of a failing trial lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Fact {
    /// The classes of a side's plies, as the book `rules` names them.
    Classes {
        /// The side.
        color: Color,
        /// One class per ply of the side.
        classes: Vec<Class>,
        /// The rulebook naming them.
        rules: String,
    },
    /// The pieces a side chases.
    Chases {
        /// The side.
        color: Color,
        /// The pieces named (and found), in the order of their English names.
        pieces: Vec<Piece>,
        /// How many named pieces were not found.
        missing: usize,
        /// What was chased instead, when some are missing.
        others: Vec<Piece>,
    },
    /// The ruling.
    Ruling(Verdict),
    /// The articles, and whether they are the ruling's only (the case named others).
    Articles {
        /// The articles, as a case cites them.
        cite: Vec<String>,
        /// Whether the case named articles the ruling does not cite.
        only: bool,
    },
}

impl Fact {
    /// The fact as one line (without its end) in `lang`.
    fn in_lang(&self, lang: Lang) -> String {
        match self {
            Fact::Classes {
                color,
                classes,
                rules,
            } => {
                let classes: Vec<String> = classes
                    .iter()
                    .map(|&c| reasons::class(lang, rules, c))
                    .collect();
                tr!(
                    lang,
                    "fact-classes",
                    side = reasons::side(lang, *color),
                    classes = classes.join(" ")
                )
            }
            Fact::Chases {
                color,
                pieces,
                missing,
                others,
            } => {
                let names = |pieces: &[Piece]| {
                    let names: Vec<String> =
                        pieces.iter().map(|&p| reasons::piece(lang, p)).collect();
                    reasons::list(lang, &names)
                };
                let mut pieces = names(pieces);
                if *missing > 0 {
                    pieces = tr!(
                        lang,
                        "fact-missing",
                        pieces = pieces,
                        missing = *missing,
                        others = if others.is_empty() {
                            tr!(lang, "fact-nothing-else")
                        } else {
                            names(others)
                        }
                    );
                }
                tr!(
                    lang,
                    "fact-chases",
                    side = reasons::side(lang, *color),
                    pieces = pieces
                )
            }
            Fact::Ruling(verdict) => tr!(
                lang,
                "fact-ruling",
                verdict = tr!(lang, "run-finding", finding = verdict.name())
            ),
            Fact::Articles { cite, only } => tr!(
                lang,
                "fact-articles",
                cite = cite.join("; "),
                only = if *only { "yes" } else { "no" }
            ),
        }
    }
}

/// Why a trial of the oracle failed, as data: the case, the book's words, the plies and the
/// ruling the oracle found, and the facts the case expects and the oracle finds.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The case file.
    path: PathBuf,
    /// The case's title.
    title: String,
    /// Its Chinese titles.
    titles: Titles,
    /// The book's words the case quotes.
    words: String,
    /// The positions `P0 … Pn` of the moves.
    positions: Vec<Position>,
    /// The oracle's adjudication.
    adj: Adjudication,
    /// What the case expects.
    want: Vec<Fact>,
    /// What the oracle finds.
    got: Vec<Fact>,
}

impl Failure {
    /// The failure's details in `lang`: the case, the book's words (as quoted), the plies, the
    /// ruling found with its reasons, and the diff of the facts.
    pub fn in_lang(&self, lang: Lang) -> String {
        let adj = &self.adj;
        let mut out = String::new();
        let title = self.titles.get(lang).unwrap_or(&self.title);
        let path = self.path.display().to_string();
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "failure-case", path = path, title = title)
        );
        let _ = writeln!(out, "{}", tr!(lang, "failure-words"));
        for line in self.words.lines() {
            let _ = writeln!(out, "  | {line}");
        }
        let book = rulebook(&adj.rules).map_or(adj.rules.clone(), |b| b.cite.clone());
        let plies = tr!(
            lang,
            "failure-plies",
            rules = adj.rules.clone(),
            book = book
        );
        let _ = writeln!(out, "{plies}");
        out.push_str(&ply_table_in(&self.positions, adj, lang));
        let found = tr!(
            lang,
            "failure-ruling",
            verdict = tr!(lang, "run-finding", finding = adj.ruling.verdict.name()),
            article = adj.ruling.article.clone()
        );
        let _ = writeln!(out, "{found}");
        let why = tr!(lang, "failure-why", why = reasons::why(lang, adj));
        if lang.is_chinese() {
            // Continuation lines stand under the text after `理由：`, as `qili adjudicate`'s.
            for (i, line) in wrap(lang, &why, WIDTH - 6).into_iter().enumerate() {
                let _ = writeln!(out, "{}{line}", if i == 0 { "" } else { "      " });
            }
        } else {
            let _ = writeln!(out, "{why}");
        }
        let _ = writeln!(out, "{}", tr!(lang, "failure-diff"));
        out.push_str(&diff(&self.want, &self.got, lang));
        out
    }
}

/// A contributed case's classes or targets that differ from the oracle's (a warning), as data.
#[derive(Clone, Debug)]
pub struct Reading {
    /// The case file.
    path: PathBuf,
    /// The rulebook id.
    rules: String,
    /// The reading the case states.
    stated: Vec<Fact>,
    /// The reading the oracle finds.
    found: Vec<Fact>,
}

impl Reading {
    /// The warning in `lang`, with the diff of the readings.
    pub fn in_lang(&self, lang: Lang) -> String {
        let head = tr!(
            lang,
            "warning-reading",
            path = self.path.display().to_string(),
            rules = self.rules.clone()
        );
        let then = tr!(lang, "warning-reading-diff");
        format!("{head}\n{then}\n{}", diff(&self.stated, &self.found, lang))
    }
}

/// What the case expects under `rules`: under its own book the classes and targets it states,
/// then the ruling and the articles it names.
fn expected_facts(p: &Prepared, rules: &str, expected: Verdict, own: bool) -> Vec<Fact> {
    let mut out = if own {
        stated_reading(p, rules)
    } else {
        Vec::new()
    };
    out.push(Fact::Ruling(expected));
    if let Some(a) = p.case.file.expect.articles.get(rules) {
        out.push(Fact::Articles {
            cite: a.cite.clone(),
            only: false,
        });
    }
    out
}

/// The articles the ruling cites, in order, without the book's prefix: `总纲 3`, `四大原则 4` of
/// `AXF 总纲 3; 四大原则 4`. The last is the combining rule.
fn ruling_articles<'a>(adj: &'a Adjudication, rules: &str) -> Vec<&'a str> {
    let article = adj.ruling.article.as_str();
    let article = rulebook(rules)
        .and_then(|b| article.strip_prefix(format!("{} ", b.cite).as_str()))
        .unwrap_or(article);
    article
        .split(';')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .collect()
}

/// The articles the oracle's ruling rests on, as a case cites them (the book's prefix left
/// out): those the ruling cites, then the articles of each side's forbidden pattern.
fn cited(adj: &Adjudication, rules: &str) -> Vec<String> {
    let Some(book) = rulebook(rules) else {
        return Vec::new();
    };
    let patterns = adj.violations.iter().flatten().filter_map(|name| {
        book.forbidden
            .iter()
            .find(|p| &p.name == name)
            .map(|p| p.article.as_str())
    });
    let mut out: Vec<String> = Vec::new();
    for part in ruling_articles(adj, rules).into_iter().chain(patterns) {
        let part = part.trim().to_string();
        if !part.is_empty() && !out.contains(&part) {
            out.push(part);
        }
    }
    out
}

/// Pieces in the order of their English names (`black cannon` before `black rook`).
fn sorted(mut pieces: Vec<Piece>) -> Vec<Piece> {
    pieces.sort_by_key(Piece::to_string);
    pieces
}

/// The classes (named as the book `rules` names them) and targets the case states.
fn stated_reading(p: &Prepared, rules: &str) -> Vec<Fact> {
    let e = &p.case.file.expect;
    let mut out = Vec::new();
    for color in Color::ALL {
        if let Some(list) = e.classes.get(color) {
            let n = p.side_plies(color).len();
            out.push(Fact::Classes {
                color,
                classes: (0..n).map(|k| list[k % list.len()]).collect(),
                rules: rules.to_string(),
            });
        }
        if let Some(list) = e.targets.get(color) {
            out.push(Fact::Chases {
                color,
                pieces: sorted(list.iter().map(|t| t.0).collect()),
                missing: 0,
                others: Vec::new(),
            });
        }
    }
    out
}

/// What the oracle finds, in the facts of [`expected_facts`].
fn found_facts(p: &Prepared, adj: &Adjudication, own: bool) -> Vec<Fact> {
    let mut out = if own {
        found_reading(p, adj)
    } else {
        Vec::new()
    };
    out.push(Fact::Ruling(adj.ruling.verdict));
    // Each article the case names must be cited by the ruling; one it does not cite shows the
    // ruling's articles instead.
    if let Some(a) = p.case.file.expect.articles.get(&adj.rules) {
        let found = cited(adj, &adj.rules);
        out.push(if a.cite.iter().all(|c| found.contains(c)) {
            Fact::Articles {
                cite: a.cite.clone(),
                only: false,
            }
        } else {
            Fact::Articles {
                cite: found,
                only: true,
            }
        });
    }
    out
}

/// The classes and targets the oracle finds, in the facts of [`stated_reading`]. A computed
/// class is shown as the stated one where the statement accepts it (plain `idle` accepts every
/// idle kind).
fn found_reading(p: &Prepared, adj: &Adjudication) -> Vec<Fact> {
    let e = &p.case.file.expect;
    let rules = adj.rules.as_str();
    let mut out = Vec::new();
    for color in Color::ALL {
        let plies = p.side_plies(color);
        if let Some(list) = e.classes.get(color) {
            let classes: Vec<Class> = plies
                .iter()
                .enumerate()
                .map(|(k, &ply)| {
                    let want: Class = list[k % list.len()];
                    let got = adj.plies[ply - 1].class;
                    if want.accepts(got) { want } else { got }
                })
                .collect();
            out.push(Fact::Classes {
                color,
                classes,
                rules: rules.to_string(),
            });
        }
        if let Some(list) = e.targets.get(color) {
            // The book names the pieces it cares about; others the oracle finds are not
            // contradicted. Each named piece must be among the distinct pieces chased.
            let mut seen = BTreeSet::new();
            let mut found: Vec<Piece> = Vec::new();
            for &ply in &plies {
                for t in &adj.plies[ply - 1].targets {
                    if seen.insert(t.id) {
                        found.push(t.piece);
                    }
                }
            }
            let mut named: Vec<Piece> = Vec::new();
            for want in list.iter().map(|t| t.0) {
                if let Some(i) = found.iter().position(|f| *f == want) {
                    named.push(found.remove(i));
                }
            }
            // What else was chased matters only where a named piece was not.
            let missing = list.len() - named.len();
            out.push(Fact::Chases {
                color,
                missing,
                pieces: sorted(named),
                others: if missing > 0 { found } else { Vec::new() },
            });
        }
    }
    out
}

/// A diff of two lists of facts, in `lang`: each line indented and marked `-`, `+` or ` `. The
/// facts are compared as their English lines are.
fn diff(want: &[Fact], got: &[Fact], lang: Lang) -> String {
    let english = |facts: &[Fact]| -> Vec<String> {
        facts
            .iter()
            .map(|f| format!("{}\n", f.in_lang(Lang::En)))
            .collect()
    };
    let (old, new) = (english(want), english(got));
    let old: Vec<&str> = old.iter().map(String::as_str).collect();
    let new: Vec<&str> = new.iter().map(String::as_str).collect();
    let mut out = String::new();
    for change in TextDiff::from_slices(&old, &new).iter_all_changes() {
        let (sign, fact) = match (change.tag(), change.old_index(), change.new_index()) {
            (ChangeTag::Delete, Some(i), _) => ("-", &want[i]),
            (ChangeTag::Insert, _, Some(i)) => ("+", &got[i]),
            (_, Some(i), _) => (" ", &want[i]),
            (_, _, Some(i)) => (" ", &got[i]),
            (_, None, None) => continue,
        };
        let _ = writeln!(out, "  {sign} {}", fact.in_lang(lang));
    }
    out
}

/// A table of every ply: number, side, move in Chinese and ICCS, class, targets; `*` marks the
/// judged plies. `positions` are `P0 … Pn` of the adjudicated moves.
pub fn ply_table(positions: &[Position], adj: &Adjudication) -> String {
    ply_table_in(positions, adj, Lang::En)
}

/// [`ply_table`] in a language: the sides, classes (as the book names them) and chased pieces
/// from the catalogue, the pieces listed as the language lists (`黑炮（a8）、黑炮（i8）`).
pub fn ply_table_in(positions: &[Position], adj: &Adjudication, lang: Lang) -> String {
    let mut out = String::new();
    for r in &adj.plies {
        let judged = adj.judged.as_ref().is_some_and(|j| j.contains(&r.ply));
        let chinese =
            lang.chinese_move(format_move(&positions[r.ply - 1], r.mv, Notation::Chinese));
        let targets: Vec<String> = r
            .targets
            .iter()
            .map(|t| {
                tr!(
                    lang,
                    "adjudicate-chased",
                    piece = reasons::piece(lang, t.piece),
                    square = t.square.to_string()
                )
            })
            .collect();
        let line = format!(
            "  {}{:>3} {} {} {} {} {}",
            if judged { "*" } else { " " },
            r.ply,
            pad(&reasons::side(lang, r.side), 5),
            pad(&chinese, 8),
            r.mv,
            pad(&reasons::class(lang, &adj.rules, r.class), 14),
            reasons::list(lang, &targets)
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}
