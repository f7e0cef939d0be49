//! Judging one case under one rulebook with the built-in oracle: its ruling, and — under the
//! case's own book — the classes and targets the book names.

use crate::case::{Book, CycleMode, Prepared, TargetName};
use crate::files::{MAX_INPUT_BYTES, read_text};
use crate::i18n::{Lang, tr};
use crate::reasons;
use crate::report::text::pad;
use crate::report::{Status, TrialResult};
use crate::suite::Loaded;
use qili_oracle::notation::{Notation, format_move};
use qili_oracle::rules::rulebook;
use qili_oracle::verdict::{Adjudication, adjudicate_given, adjudicate_whole_given};
use qili_oracle::{Class, Color, Position};
use serde::Deserialize;
use similar::{ChangeTag, TextDiff};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

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
}

/// Reads a known-failure list: a YAML list of `{case, rules, reason}` (empty when the file holds
/// no entries). Errors name the file, line and column.
pub fn read_known_failures(path: &Path) -> Result<Vec<KnownFailure>, ListError> {
    let text = read_text(path, MAX_INPUT_BYTES).map_err(|e| ListError {
        message: format!("{}: {e}", path.display()),
        line: None,
        detail: e.to_string(),
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
    };
    let Some(expected) = f.expect.ruling.get(rules) else {
        result.status = Status::Ignored;
        result.message = format!("the case gives no ruling under '{rules}'");
        return result;
    };
    let Some(adj) = adjudication(p, rules) else {
        result.status = Status::Error;
        result.message = format!("unknown rulebook '{rules}'");
        return result;
    };
    result.expected = expected.name().to_string();
    result.actual = adj.ruling.verdict.name().to_string();
    // The combining rule is the last article the ruling cites (`AXF 总纲 3; 四大原则 4`).
    result.article = ruling_articles(&adj, rules)
        .last()
        .map_or_else(String::new, |a| (*a).to_string());
    let own = f.source.book.name() == rules;
    let want = expectation_lines(p, rules, own);
    let got = finding_lines(p, &adj, own);
    // A contributed case asserts only its rulings, but its classes and targets are a reading
    // that a reviewer should see measured against the oracle's.
    if f.source.book == Book::Contrib {
        let (stated, found) = (stated_reading(p), found_reading(p, &adj));
        if stated != found {
            result.warning = format!(
                "{}: its classes or targets differ from what qili's oracle finds under {rules} \
                 (a contributed case asserts only its rulings: check the reading)\n\
                 diff (- stated by the case, + found by the oracle):\n{}",
                p.case.path.display(),
                diff(&stated, &found)
            );
        }
    }
    let listed = known.iter().find(|k| k.case == f.id && k.rules == rules);
    match (want == got, listed) {
        (true, None) => {}
        (true, Some(_)) => {
            result.status = Status::Fail;
            result.message = format!(
                "{}: passes, but is listed in harness/oracle-known-failures.yaml — remove it",
                p.case.path.display()
            );
        }
        (false, Some(k)) => {
            result.status = Status::KnownFailure;
            result.message = k.reason.clone();
        }
        (false, None) => {
            result.status = Status::Fail;
            result.message = failure_message(p, &adj, &want, &got);
        }
    }
    result
}

/// What the case expects under `rules`, one fact per line: under its own book the classes and
/// targets it states, then the ruling.
fn expectation_lines(p: &Prepared, rules: &str, own: bool) -> String {
    let mut out = if own {
        stated_reading(p)
    } else {
        String::new()
    };
    let ruling = p
        .case
        .file
        .expect
        .ruling
        .get(rules)
        .map_or("none", |v| v.name());
    let _ = writeln!(out, "ruling: {ruling}");
    if let Some(a) = p.case.file.expect.articles.get(rules) {
        let _ = writeln!(out, "articles: {}", a.cite.join("; "));
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

/// The classes and targets the case states, one line each.
fn stated_reading(p: &Prepared) -> String {
    let e = &p.case.file.expect;
    let mut out = String::new();
    for color in Color::ALL {
        if let Some(list) = e.classes.get(color) {
            let n = p.side_plies(color).len();
            let classes: Vec<&str> = (0..n).map(|k| list[k % list.len()].name()).collect();
            let _ = writeln!(out, "{color} classes: {}", classes.join(" "));
        }
        if let Some(list) = e.targets.get(color) {
            let mut names: Vec<String> = list.iter().map(TargetName::to_string).collect();
            names.sort();
            let _ = writeln!(out, "{color} chases: {}", names.join(", "));
        }
    }
    out
}

/// What the oracle finds, in the same lines as [`expectation_lines`].
fn finding_lines(p: &Prepared, adj: &Adjudication, own: bool) -> String {
    let mut out = if own {
        found_reading(p, adj)
    } else {
        String::new()
    };
    let _ = writeln!(out, "ruling: {}", adj.ruling.verdict.name());
    // Each article the case names must be cited by the ruling; one it does not cite shows the
    // ruling's articles instead.
    if let Some(a) = p.case.file.expect.articles.get(&adj.rules) {
        let found = cited(adj, &adj.rules);
        let line = if a.cite.iter().all(|c| found.contains(c)) {
            a.cite.join("; ")
        } else {
            format!("{} (the ruling cites only these)", found.join("; "))
        };
        let _ = writeln!(out, "articles: {line}");
    }
    out
}

/// The classes and targets the oracle finds, in the lines of [`stated_reading`]. A computed
/// class is shown as the stated one where the statement accepts it (plain `idle` accepts every
/// idle kind).
fn found_reading(p: &Prepared, adj: &Adjudication) -> String {
    let e = &p.case.file.expect;
    let mut out = String::new();
    for color in Color::ALL {
        let plies = p.side_plies(color);
        if let Some(list) = e.classes.get(color) {
            let classes: Vec<&str> = plies
                .iter()
                .enumerate()
                .map(|(k, &ply)| {
                    let want: Class = list[k % list.len()];
                    let got = adj.plies[ply - 1].class;
                    if want.accepts(got) {
                        want.name()
                    } else {
                        got.name()
                    }
                })
                .collect();
            let _ = writeln!(out, "{color} classes: {}", classes.join(" "));
        }
        if let Some(list) = e.targets.get(color) {
            // The book names the pieces it cares about; others the oracle finds are not
            // contradicted. Each named piece must be among the distinct pieces chased.
            let mut seen = BTreeSet::new();
            let mut found: Vec<String> = Vec::new();
            for &ply in &plies {
                for t in &adj.plies[ply - 1].targets {
                    if seen.insert(t.id) {
                        found.push(t.piece.to_string());
                    }
                }
            }
            let mut names: Vec<String> = Vec::new();
            for want in list.iter().map(TargetName::to_string) {
                if let Some(i) = found.iter().position(|f| *f == want) {
                    names.push(found.remove(i));
                }
            }
            let missing = list.len() - names.len();
            names.sort();
            let mut line = names.join(", ");
            if missing > 0 {
                let others = if found.is_empty() {
                    "nothing else".to_string()
                } else {
                    found.join(", ")
                };
                line = format!("{line} (missing {missing}; found instead: {others})");
            }
            let _ = writeln!(out, "{color} chases: {line}");
        }
    }
    out
}

/// The message of a failing trial: the case, the book's words, the plies, and a diff.
fn failure_message(p: &Prepared, adj: &Adjudication, want: &str, got: &str) -> String {
    let f = &p.case.file;
    let mut out = String::new();
    let _ = writeln!(out, "case: {} ({})", p.case.path.display(), f.title);
    let _ = writeln!(out, "the book's words:");
    for line in f.source.text.lines() {
        let _ = writeln!(out, "  | {line}");
    }
    let _ = writeln!(out, "plies ({} rules):", adj.rules);
    out.push_str(&ply_table(&p.positions, adj));
    let _ = writeln!(
        out,
        "ruling found: {} ({})",
        adj.ruling.verdict, adj.ruling.article
    );
    let _ = writeln!(out, "why: {}", adj.ruling.why);
    let _ = writeln!(out, "diff (- expected by the case, + found by the oracle):");
    out.push_str(&diff(want, got));
    out
}

/// A line diff of two sets of facts, each line indented and marked `-`, `+` or ` `.
fn diff(want: &str, got: &str) -> String {
    let mut out = String::new();
    for change in TextDiff::from_lines(want, got).iter_all_changes() {
        let sign = match change.tag() {
            ChangeTag::Delete => "-",
            ChangeTag::Insert => "+",
            ChangeTag::Equal => " ",
        };
        let _ = write!(out, "  {sign} {change}");
    }
    out
}

/// A table of every ply: number, side, move in Chinese and ICCS, class, targets; `*` marks the
/// judged plies. `positions` are `P0 … Pn` of the adjudicated moves.
pub fn ply_table(positions: &[Position], adj: &Adjudication) -> String {
    ply_table_in(positions, adj, Lang::En)
}

/// [`ply_table`] in a language: the sides, classes (as the book names them) and chased pieces
/// from the catalogue.
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
            targets.join(", ")
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}
