//! The checks of a contributed case (`cases/contrib/`): its provenance, the outside judges'
//! verdicts it records, and the rule-table keys its expectation rests on.

use super::load::{Case, CaseError};
use super::model::{Book, ProvenanceKind, RULE_JUDGES};
use qili_oracle::rules::{rule_table_texts, rulebooks};
use std::path::Path;

/// A contributed case has a `provenance` holding exactly the keys of its kind; a book's case has
/// none.
pub(super) fn check_provenance(case: &Case) -> Result<(), CaseError> {
    let f = &case.file;
    let Some(p) = &f.provenance else {
        if f.source.book == Book::Contrib {
            return Err(case.error_at(
                "id",
                "a contributed case needs `provenance` (kind: game or generated, see \
                 docs/AUTHORING.md)",
            ));
        }
        return Ok(());
    };
    if f.source.book != Book::Contrib {
        return Err(case.error_at(
            "provenance",
            "only contributed cases have a provenance: a book's case comes from its figure",
        ));
    }
    let wanted = p.kind.keys();
    let present = p.present();
    if let Some(stray) = present.iter().find(|k| !wanted.contains(k)) {
        return Err(case.error_in(
            "provenance",
            stray,
            format!(
                "provenance.{stray} is not a key of a {} case (it takes {})",
                p.kind.name(),
                wanted.join(", ")
            ),
        ));
    }
    if let Some(missing) = wanted.iter().find(|k| !present.contains(k)) {
        return Err(case.error_at(
            "provenance",
            format!(
                "provenance.{missing} is missing (a {} case gives {})",
                p.kind.name(),
                wanted.join(", ")
            ),
        ));
    }
    let texts = [
        ("file", &p.file),
        ("red", &p.red),
        ("black", &p.black),
        ("event", &p.event),
        ("date", &p.date),
        ("result", &p.result),
        ("corpus", &p.corpus),
        ("group", &p.group),
        ("command", &p.command),
    ];
    for (key, value) in texts {
        if value.as_deref().is_some_and(|v| v.trim().is_empty()) {
            return Err(case.error_in("provenance", key, format!("provenance.{key} is empty")));
        }
    }
    if let Some(d) = &p.dataset {
        for (key, value) in [
            ("name", &d.name),
            ("author", &d.author),
            ("licence", &d.licence),
        ] {
            if value.trim().is_empty() {
                return Err(case.error_in(
                    "provenance",
                    "dataset",
                    format!("provenance.dataset.{key} is empty"),
                ));
            }
        }
    }
    if p.kind == ProvenanceKind::Generated {
        if p.line == Some(0) {
            return Err(case.error_in("provenance", "line", "provenance.line is 1-based"));
        }
        let corpus = p.corpus.as_deref().unwrap_or_default();
        if Path::new(corpus).is_absolute() || corpus.split('/').any(|c| c == "..") {
            return Err(case.error_in(
                "provenance",
                "corpus",
                format!("provenance.corpus '{corpus}' must be a path inside the repository"),
            ));
        }
    }
    Ok(())
}

/// The outside judges' verdicts: each rulebook id known; a rule judge (`pyffish`, `chessdb`)
/// gives a ruling or `refuses`, every other judge is an engine that `repeats` or `varies`.
pub(super) fn check_judges(case: &Case) -> Result<(), CaseError> {
    for (book, judges) in &case.file.judges {
        if !rulebooks().iter().any(|b| &b.id == book) {
            return Err(case.error_at("judges", format!("judges.{book}: unknown rulebook")));
        }
        for (judge, verdict) in judges {
            let rule_judge = RULE_JUDGES.contains(&judge.as_str());
            if rule_judge != verdict.is_ruling() {
                let allowed = if rule_judge {
                    "draw, red_loses, black_loses or refuses"
                } else {
                    "repeats or varies (an engine, named by its file in engines/)"
                };
                return Err(case.error_in(
                    "judges",
                    judge,
                    format!(
                        "judges.{book}.{judge}: '{}' — {judge} gives {allowed}",
                        verdict.name()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Every name in `readings` is a key of a rule table.
pub(super) fn check_readings(case: &Case) -> Result<(), CaseError> {
    for name in &case.file.readings {
        if !reading_exists(name) {
            return Err(case.error_at(
                "readings",
                format!(
                    "readings: '{name}' is no key of the rule tables (oracle/spec/rules/*.yaml; \
                     docs/RULES.md, \"What the books leave open\", names them as \
                     `winning.uncovered_roots`, `forbidden[].answered`)"
                ),
            ));
        }
    }
    Ok(())
}

/// Whether `name` (`winning.uncovered_roots`; `forbidden[].answered` for a key of any entry of
/// a list) is a key of at least one rule table.
pub fn reading_exists(name: &str) -> bool {
    let steps: Vec<&str> = name.split('.').collect();
    if steps.iter().any(|s| s.is_empty()) {
        return false;
    }
    rule_table_texts().iter().any(|(_, text)| {
        serde_yaml::from_str::<serde_yaml::Value>(text).is_ok_and(|v| walk(&v, &steps))
    })
}

fn walk(value: &serde_yaml::Value, steps: &[&str]) -> bool {
    let Some((step, rest)) = steps.split_first() else {
        return true;
    };
    let (key, each) = match step.strip_suffix("[]") {
        Some(k) => (k, true),
        None => (*step, false),
    };
    let Some(inner) = value.as_mapping().and_then(|m| m.get(key)) else {
        return false;
    };
    if each {
        inner
            .as_sequence()
            .is_some_and(|items| items.iter().any(|item| walk(item, rest)))
    } else {
        walk(inner, rest)
    }
}

/// A generated case's corpus line exists in the repository rooted at `root`.
pub fn check_corpus(case: &Case, root: &Path) -> Result<(), CaseError> {
    let Some(p) = &case.file.provenance else {
        return Ok(());
    };
    let (Some(corpus), Some(line)) = (&p.corpus, p.line) else {
        return Ok(());
    };
    let path = root.join(corpus);
    let text = crate::files::read_text(&path, 64 << 20)
        .map_err(|e| case.error_in("provenance", "corpus", format!("provenance.corpus: {e}")))?;
    let lines = text.lines().count();
    if line as usize > lines {
        return Err(case.error_in(
            "provenance",
            "line",
            format!("provenance.line {line}: {corpus} has {lines} lines"),
        ));
    }
    Ok(())
}

/// Every engine a case records a verdict for has an expectations file `engines/<name>.yaml`.
pub fn check_engine_judges(case: &Case, engines: &Path) -> Result<(), CaseError> {
    for (book, judges) in &case.file.judges {
        for judge in judges.keys() {
            if !RULE_JUDGES.contains(&judge.as_str())
                && !engines.join(format!("{judge}.yaml")).is_file()
            {
                return Err(case.error_in(
                    "judges",
                    judge,
                    format!(
                        "judges.{book}.{judge}: no engine '{judge}' (engines/{judge}.yaml; the \
                         rule judges are {})",
                        RULE_JUDGES.join(", ")
                    ),
                ));
            }
        }
    }
    Ok(())
}
