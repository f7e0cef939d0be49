//! A per-engine expectations file: the trials it is known to fail, each with a reason. The list
//! is strict: an entry that names no case or rules key is an error, and a listed trial that
//! passes fails the run, so the list cannot go stale.

use super::Mode;
use crate::files::{MAX_INPUT_BYTES, read_text};
use crate::judge::{KnownFailure, ListError, read_known_failures};
use crate::report::{Detail, Status, TrialResult};
use crate::suite::Suite;
use qili_oracle::rules::rulebooks;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What is wrong with an expectations file, as data: its [`Display`](std::fmt::Display) is the
/// English, a caller words it in any language from the fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectError {
    /// The file.
    pub path: PathBuf,
    /// The line of the entry (or of the YAML error); `None` where unknown.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: ExpectErrorKind,
}

/// What is wrong with an expectations file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpectErrorKind {
    /// The file cannot be read, or is no YAML list of entries.
    List(ListError),
    /// An entry names no case of the suite.
    NoCase {
        /// The entry's case.
        case: String,
        /// The entry's rules key.
        rules: String,
    },
    /// An entry's rules key is no rulebook id with or without `+banmoves`.
    Rules {
        /// The entry's case.
        case: String,
        /// The entry's rules key.
        rules: String,
        /// The keys it may be.
        keys: Vec<String>,
    },
    /// An entry gives no reason.
    EmptyReason {
        /// The entry's case.
        case: String,
        /// The entry's rules key.
        rules: String,
    },
    /// A trial is listed twice.
    Twice {
        /// The entry's case.
        case: String,
        /// The entry's rules key.
        rules: String,
    },
}

impl std::fmt::Display for ExpectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        match &self.kind {
            ExpectErrorKind::List(e) => f.write_str(&e.message),
            ExpectErrorKind::NoCase { case, rules } => {
                write!(f, "{path}: entry {case} {rules}: no case '{case}'")
            }
            ExpectErrorKind::Rules { case, rules, keys } => write!(
                f,
                "{path}: entry {case} {rules}: rules must be one of {}",
                keys.join(", ")
            ),
            ExpectErrorKind::EmptyReason { case, rules } => {
                write!(f, "{path}: entry {case} {rules}: the reason is empty")
            }
            ExpectErrorKind::Twice { case, rules } => {
                write!(f, "{path}: entry {case} {rules}: listed twice")
            }
        }
    }
}

/// The line each entry of a block list begins on (a `-` in the first column), when the file is
/// written so and holds `count` of them; else `None` for each.
fn entry_lines(text: &str, count: usize) -> Vec<Option<usize>> {
    let lines: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| *l == "-" || l.starts_with("- "))
        .map(|(i, _)| i + 1)
        .collect();
    match lines.len() == count {
        true => lines.into_iter().map(Some).collect(),
        false => vec![None; count],
    }
}

/// The known failures of one engine.
#[derive(Clone, Debug)]
pub struct Expectations {
    path: PathBuf,
    entries: Vec<KnownFailure>,
}

impl Expectations {
    /// Reads the file (a YAML list of `{case, rules, reason}`) and checks every entry against
    /// the suite: the case exists, `rules` is a rulebook id with or without `+banmoves`, the
    /// reason is not empty, no trial is listed twice.
    pub fn load(path: &Path, suite: &Suite) -> Result<Expectations, ExpectError> {
        let error = |line: Option<usize>, kind: ExpectErrorKind| ExpectError {
            path: path.to_path_buf(),
            line,
            kind,
        };
        let entries = read_known_failures(path).map_err(|e| {
            let line = e.line.filter(|l| *l > 0);
            error(line, ExpectErrorKind::List(e))
        })?;
        // Read again only for where each entry begins (the list was read whole above).
        let text = read_text(path, MAX_INPUT_BYTES).unwrap_or_default();
        let lines = entry_lines(&text, entries.len());
        let keys: BTreeSet<String> = rulebooks()
            .iter()
            .flat_map(|b| Mode::ALL.map(|m| m.key(&b.id)))
            .collect();
        let mut seen = BTreeSet::new();
        for (e, line) in entries.iter().zip(lines) {
            let (case, rules) = (e.case.clone(), e.rules.clone());
            if !suite.cases.iter().any(|c| c.id() == e.case) {
                return Err(error(line, ExpectErrorKind::NoCase { case, rules }));
            }
            if !keys.contains(&e.rules) {
                let keys = keys.iter().cloned().collect();
                return Err(error(line, ExpectErrorKind::Rules { case, rules, keys }));
            }
            if e.reason.trim().is_empty() {
                return Err(error(line, ExpectErrorKind::EmptyReason { case, rules }));
            }
            if !seen.insert((e.case.as_str(), e.rules.as_str())) {
                return Err(error(line, ExpectErrorKind::Twice { case, rules }));
            }
        }
        Ok(Expectations {
            path: path.to_path_buf(),
            entries,
        })
    }

    /// Applies the list to a result: a listed failure becomes `known_failure` (with the reason
    /// first); a listed trial that passes or is not asked becomes `fail`.
    pub fn apply(&self, r: &mut TrialResult) {
        let Some(k) = self
            .entries
            .iter()
            .find(|k| k.case == r.case && k.rules == r.rules)
        else {
            return;
        };
        match r.status {
            Status::Error => {}
            Status::Pass | Status::Ignored => {
                let then = taken(r);
                r.tell(Detail::ListedNotFailing {
                    passes: r.status == Status::Pass,
                    list: self.path.clone(),
                    then,
                });
                r.status = Status::Fail;
            }
            found => {
                let then = taken(r);
                r.tell(Detail::Known {
                    reason: k.reason.clone(),
                    found,
                    then,
                });
                r.status = Status::KnownFailure;
            }
        }
    }
}

/// The trial's details, taken out of it to be wrapped (its message as text where it gave
/// none as data).
fn taken(r: &mut TrialResult) -> Box<Detail> {
    Box::new(match std::mem::take(&mut r.detail) {
        Detail::None => Detail::Text(r.message.clone()),
        detail => detail,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::suite::Layout;

    fn load(text: &str) -> Result<Expectations, String> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("engine.yaml");
        std::fs::write(&path, text).unwrap();
        let suite = Suite::load(&Layout::at(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join(".."),
        ))
        .unwrap();
        Expectations::load(&path, &suite).map_err(|e| e.to_string())
    }

    fn result(status: Status) -> TrialResult {
        TrialResult {
            case: "axf-032".into(),
            rules: "axf+banmoves".into(),
            status,
            expected: "not e4a4".into(),
            actual: "e4a4".into(),
            article: String::new(),
            message: "details".into(),
            warning: String::new(),
            title: String::new(),
            titles: Default::default(),
            detail: Default::default(),
            warning_detail: Default::default(),
        }
    }

    #[test]
    fn entries_are_checked_against_the_suite() {
        let entry = |case: &str, rules: &str, reason: &str| {
            format!("- case: {case}\n  rules: {rules}\n  reason: {reason}\n")
        };
        assert!(load("").is_ok());
        assert!(load(&entry("axf-032", "cn+banmoves", "why")).is_ok());
        let err = load(&entry("axf-999", "axf", "why")).unwrap_err();
        assert!(err.contains("no case 'axf-999'"), "{err}");
        let err = load(&entry("axf-032", "axf+ban", "why")).unwrap_err();
        assert!(
            err.contains("rules must be one of axf, axf+banmoves"),
            "{err}"
        );
        let err = load(&entry("axf-032", "axf", "''")).unwrap_err();
        assert!(err.contains("the reason is empty"), "{err}");
        let twice = entry("axf-032", "axf", "a").repeat(2);
        assert!(load(&twice).unwrap_err().contains("listed twice"));
        let err = load("- case: axf-032\n  rules: axf\n  reason: x\n  extra: y\n").unwrap_err();
        assert!(err.contains("engine.yaml:"), "{err}");
    }

    #[test]
    fn listed_failures_are_known_and_listed_passes_fail() {
        let e = load("- case: axf-032\n  rules: axf+banmoves\n  reason: ignores bans\n").unwrap();
        let mut r = result(Status::ProtocolError);
        e.apply(&mut r);
        assert_eq!(r.status, Status::KnownFailure);
        assert!(
            r.message
                .starts_with("known failure: ignores bans\nfound: protocol_error")
        );
        let mut r = result(Status::Pass);
        e.apply(&mut r);
        assert_eq!(r.status, Status::Fail);
        assert!(r.message.contains("passes, but is listed"), "{}", r.message);
        let mut r = result(Status::Fail);
        r.rules = "axf".into();
        e.apply(&mut r);
        assert_eq!(
            r.status,
            Status::Fail,
            "another trial of the case is untouched"
        );
    }
}
