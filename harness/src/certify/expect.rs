//! A per-engine expectations file: the trials it is known to fail, each with a reason. The list
//! is strict: an entry that names no case or rules key is an error, and a listed trial that
//! passes fails the run, so the list cannot go stale.

use super::Mode;
use crate::judge::{KnownFailure, read_known_failures};
use crate::report::{Status, TrialResult};
use crate::suite::Suite;
use qili_oracle::rules::rulebooks;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

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
    pub fn load(path: &Path, suite: &Suite) -> Result<Expectations, String> {
        let entries = read_known_failures(path)?;
        let keys: BTreeSet<String> = rulebooks()
            .iter()
            .flat_map(|b| Mode::ALL.map(|m| m.key(&b.id)))
            .collect();
        let mut seen = BTreeSet::new();
        for e in &entries {
            let at = format!("{}: entry {} {}", path.display(), e.case, e.rules);
            if !suite.cases.iter().any(|c| c.id() == e.case) {
                return Err(format!("{at}: no case '{}'", e.case));
            }
            if !keys.contains(&e.rules) {
                let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
                return Err(format!("{at}: rules must be one of {}", keys.join(", ")));
            }
            if e.reason.trim().is_empty() {
                return Err(format!("{at}: the reason is empty"));
            }
            if !seen.insert((e.case.as_str(), e.rules.as_str())) {
                return Err(format!("{at}: listed twice"));
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
                r.message = format!(
                    "{}, but is listed as a known failure in {} — remove it\n{}",
                    if r.status == Status::Pass {
                        "passes"
                    } else {
                        "is not asked"
                    },
                    self.path.display(),
                    r.message
                );
                r.status = Status::Fail;
            }
            found => {
                r.message = format!(
                    "known failure: {}\nfound: {}: {}",
                    k.reason.trim(),
                    found.name(),
                    r.message
                );
                r.status = Status::KnownFailure;
            }
        }
    }
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
        Expectations::load(&path, &suite)
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
