//! The conformance table printed by `qili run`: one row per case.

use super::{Report, Status};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The table: for each case its id, the expected and found ruling under each rulebook, the
/// worst status of its trials that were asked (`ignored` when none was), and its title; then
/// totals per rulebook.
pub fn table(report: &Report) -> String {
    let mut rules: Vec<&str> = report.results.iter().map(|r| r.rules.as_str()).collect();
    rules.sort();
    rules.dedup();
    let mut rows: BTreeMap<&str, Vec<&super::TrialResult>> = BTreeMap::new();
    for r in &report.results {
        rows.entry(r.case.as_str()).or_default().push(r);
    }
    let mut out = String::new();
    let _ = write!(out, "{:<22}", "case");
    for id in &rules {
        let _ = write!(out, " {:<28}", format!("{id}: expected → found"));
    }
    let _ = writeln!(out, " {:<14} title", "status");
    for (case, trials) in &rows {
        let _ = write!(out, "{case:<22}");
        for id in &rules {
            let cell = trials
                .iter()
                .find(|t| t.rules == *id)
                .map_or(String::new(), |t| {
                    if t.expected.is_empty() && t.actual.is_empty() {
                        "—".to_string()
                    } else {
                        format!("{} → {}", dash(&t.expected), dash(&t.actual))
                    }
                });
            let _ = write!(out, " {cell:<28}");
        }
        // A trial that was not asked says nothing about the others.
        let status = trials
            .iter()
            .map(|t| t.status)
            .filter(|s| *s != Status::Ignored)
            .max_by_key(|s| s.severity())
            .unwrap_or(Status::Ignored);
        let title = trials.first().map_or("", |t| t.title.as_str());
        let _ = writeln!(out, " {:<14} {}", status.name(), truncate(title, 70));
    }
    let _ = writeln!(out);
    for (id, counts) in &report.summary.by_rules {
        let parts: Vec<String> = counts.iter().map(|(s, n)| format!("{n} {s}")).collect();
        let _ = writeln!(
            out,
            "{id}: {} trials: {}",
            counts.values().sum::<usize>(),
            parts.join(", ")
        );
    }
    for p in &report.summary.suite_problems {
        let _ = writeln!(out, "suite problem: {p}");
    }
    out
}

fn dash(s: &str) -> &str {
    if s.is_empty() { "—" } else { s }
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let cut: String = s.chars().take(max - 1).collect();
        format!("{cut}…")
    }
}
