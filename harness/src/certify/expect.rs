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
