//! The run's counts per tier of the suite: the books' diagrams under their own book (printed
//! rulings) and under the other (derived rulings), and the contributed cases, each under each
//! rulebook and mode. README.md and docs/ENGINES.md show this block as printed, so their
//! figures come from a run and cannot drift.

use super::{Status, TrialResult};
use crate::i18n::{Lang, tr};
use qili_oracle::rules::rulebooks;
use serde::Serialize;
use std::fmt::Write as _;

/// The counts of one tier: the trials of one kind of case under one rules key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tier {
    /// What the row counts, as printed: `AXF cases under AXF (printed rulings)`.
    pub name: String,
    /// The kind of case (`axf`, `cn`, `contrib`), for the row's name in any language.
    #[serde(skip)]
    pub kind: String,
    /// The rulebook the trials are under.
    #[serde(skip)]
    pub book: String,
    /// Whether the repeating move was banned (`+banmoves`).
    #[serde(skip)]
    pub banned: bool,
    /// Trials that passed.
    pub pass: usize,
    /// Trials that failed in any way (fail, error, illegal move, timeout, crash, protocol
    /// error).
    pub fail: usize,
    /// Trials that failed and are listed, with a reason.
    pub known_failure: usize,
    /// Trials not asked.
    pub ignored: usize,
}

/// The tiers of a run's trials, in a fixed order: for each rules key present (`axf`,
/// `axf+banmoves`, `cn`, …), each book's diagrams, then the contributed cases; tiers without a
/// trial are left out.
pub fn tiers(results: &[TrialResult]) -> Vec<Tier> {
    let mut keys: Vec<&str> = results.iter().map(|r| r.rules.as_str()).collect();
    keys.sort_by_key(|k| (k.contains('+'), k.to_string()));
    keys.dedup();
    let mut kinds: Vec<&str> = rulebooks().iter().map(|b| b.id.as_str()).collect();
    kinds.push("contrib");
    let mut out = Vec::new();
    for key in keys {
        let (book, banned) = key.split_once('+').map_or((key, false), |(b, _)| (b, true));
        for kind in &kinds {
            let trials: Vec<&TrialResult> = results
                .iter()
                .filter(|r| r.rules == key && case_kind(&r.case) == *kind)
                .collect();
            if trials.is_empty() {
                continue;
            }
            let count = |f: &dyn Fn(Status) -> bool| trials.iter().filter(|t| f(t.status)).count();
            out.push(Tier {
                name: tier_name(kind, book, banned),
                kind: kind.to_string(),
                book: book.to_string(),
                banned,
                pass: count(&|s| s == Status::Pass),
                fail: count(&|s| s.is_failure()),
                known_failure: count(&|s| s == Status::KnownFailure),
                ignored: count(&|s| s == Status::Ignored),
            });
        }
    }
    out
}

/// The kind of a case by its id: `axf`, `cn` or `contrib`.
fn case_kind(id: &str) -> &str {
    id.split_once('-').map_or(id, |(kind, _)| kind)
}

fn cite(book: &str) -> String {
    rulebooks()
        .iter()
        .find(|b| b.id == book)
        .map_or_else(|| book.to_uppercase(), |b| b.cite.clone())
}

fn tier_name(kind: &str, book: &str, banned: bool) -> String {
    let under = cite(book);
    let what = if kind == "contrib" {
        format!("contributed cases under {under}")
    } else if kind == book {
        format!("{under} cases under {under} (printed rulings)")
    } else {
        format!("{} cases under {under} (derived rulings)", cite(kind))
    };
    if banned {
        format!("{what}, repeating move banned")
    } else {
        what
    }
}

/// The tiers as the Markdown table README.md and docs/ENGINES.md show (in English), in `lang`.
pub fn tier_table(tiers: &[Tier], lang: Lang) -> String {
    let mut out = tr!(lang, "tier-header");
    out.push_str("\n|---|---|---|---|---|\n");
    for t in tiers {
        let name = match lang {
            Lang::En => t.name.clone(),
            _ => {
                let of = match t.kind == t.book {
                    true => "printed",
                    false if t.kind == "contrib" => "contrib",
                    false => "derived",
                };
                tr!(
                    lang,
                    "tier-name",
                    of = of,
                    kind = cite(&t.kind),
                    under = cite(&t.book),
                    banned = if t.banned { "yes" } else { "no" }
                )
            }
        };
        let _ = writeln!(
            out,
            "| {name} | {} | {} | {} | {} |",
            t.pass, t.fail, t.known_failure, t.ignored
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trial(case: &str, rules: &str, status: Status) -> TrialResult {
        let mut t = TrialResult::broken(case, rules, &"");
        t.status = status;
        t
    }

    #[test]
    fn trials_are_counted_by_kind_of_case_and_rules_key() {
        let results = [
            trial("axf-001", "axf", Status::Pass),
            trial("axf-002", "axf", Status::KnownFailure),
            trial("axf-001", "cn", Status::Ignored),
            trial("cn-01", "axf", Status::Fail),
            trial("contrib-rook", "axf", Status::Timeout),
            trial("contrib-rook", "axf+banmoves", Status::Pass),
        ];
        let table = tier_table(&tiers(&results), Lang::En);
        assert_eq!(
            table,
            "| trials | pass | fail | known failure | ignored |\n\
             |---|---|---|---|---|\n\
             | AXF cases under AXF (printed rulings) | 1 | 0 | 1 | 0 |\n\
             | CN cases under AXF (derived rulings) | 0 | 1 | 0 | 0 |\n\
             | contributed cases under AXF | 0 | 1 | 0 | 0 |\n\
             | AXF cases under CN (derived rulings) | 0 | 0 | 0 | 1 |\n\
             | contributed cases under AXF, repeating move banned | 1 | 0 | 0 | 0 |\n"
        );
    }
}
