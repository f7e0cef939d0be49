//! The checks of a contributed case (`cases/contrib/`): its provenance, the outside judges'
//! verdicts it records, and the rule-table keys its expectation rests on.

use super::fault::CaseFault;
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
            return Err(case.error_at("id", CaseFault::NoProvenance));
        }
        return Ok(());
    };
    if f.source.book != Book::Contrib {
        return Err(case.error_at("provenance", CaseFault::BookProvenance));
    }
    let wanted = p.kind.keys();
    let present = p.present();
    let kind = p.kind.name();
    if let Some(&key) = present.iter().find(|k| !wanted.contains(k)) {
        let fault = CaseFault::StrayProvenance { key, kind, wanted };
        return Err(case.error_in("provenance", key, fault));
    }
    if let Some(&key) = wanted.iter().find(|k| !present.contains(k)) {
        let fault = CaseFault::MissingProvenance { key, kind, wanted };
        return Err(case.error_at("provenance", fault));
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
            return Err(case.error_in("provenance", key, CaseFault::EmptyProvenance(key)));
        }
    }
    if let Some(d) = &p.dataset {
        for (key, value) in [
            ("dataset.name", &d.name),
            ("dataset.author", &d.author),
            ("dataset.licence", &d.licence),
        ] {
            if value.trim().is_empty() {
                return Err(case.error_in(
                    "provenance",
                    "dataset",
                    CaseFault::EmptyProvenance(key),
                ));
            }
        }
    }
    if p.kind == ProvenanceKind::Generated {
        if p.line == Some(0) {
            return Err(case.error_in("provenance", "line", CaseFault::LineZero));
        }
        let corpus = p.corpus.as_deref().unwrap_or_default();
        if Path::new(corpus).is_absolute() || corpus.split('/').any(|c| c == "..") {
            return Err(case.error_in(
                "provenance",
                "corpus",
                CaseFault::CorpusOutside(corpus.to_string()),
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
            return Err(case.error_at("judges", CaseFault::JudgesRulebook(book.clone())));
        }
        for (judge, verdict) in judges {
            let rule_judge = RULE_JUDGES.contains(&judge.as_str());
            if rule_judge != verdict.is_ruling() {
                let fault = CaseFault::JudgeVerdict {
                    book: book.clone(),
                    judge: judge.clone(),
                    verdict: verdict.name(),
                    rule_judge,
                };
                return Err(case.error_in("judges", judge, fault));
            }
        }
    }
    Ok(())
}

/// Every name in `readings` is a key of a rule table.
pub(super) fn check_readings(case: &Case) -> Result<(), CaseError> {
    for name in &case.file.readings {
        if !reading_exists(name) {
            return Err(case.error_at("readings", CaseFault::UnknownReading(name.clone())));
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
        .map_err(|e| case.error_in("provenance", "corpus", CaseFault::CorpusUnreadable(e)))?;
    let lines = text.lines().count();
    if line as usize > lines {
        return Err(case.error_in(
            "provenance",
            "line",
            CaseFault::CorpusShort {
                line,
                corpus: corpus.clone(),
                lines,
            },
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
                let fault = CaseFault::NoEngine {
                    book: book.clone(),
                    judge: judge.clone(),
                    rule_judges: &RULE_JUDGES,
                };
                return Err(case.error_in("judges", judge, fault));
            }
        }
    }
    Ok(())
}
