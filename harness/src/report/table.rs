//! The conformance table printed by `qili run`: one row per case, fitted to 100 columns, with
//! a legend, the reason under each known failure, the totals and the next step to take.

use super::text::{cut, pad, wrap};
use super::{Report, Status, TrialResult, tier_table};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use unicode_width::UnicodeWidthStr;

/// The width the table fits in.
pub const WIDTH: usize = 100;
/// The widest a case id or a ruling cell may be before it is cut.
const MAX_ID: usize = 16;
const MAX_CELL: usize = 24;
/// A title narrower than this is left out rather than cut to nothing.
const MIN_TITLE: usize = 12;

/// The table: a legend; for each case its id, under each rulebook what was found (or `expected
/// → found` where they differ), the worst status of its trials that were asked (`ignored` when
/// none was) and as much of its title as fits; under a known failure its reason; then totals
/// per rulebook and the next step.
pub fn table(report: &Report) -> String {
    let mut rules: Vec<&str> = report.results.iter().map(|r| r.rules.as_str()).collect();
    rules.sort();
    rules.dedup();
    let mut rows: BTreeMap<&str, Vec<&TrialResult>> = BTreeMap::new();
    for r in &report.results {
        rows.entry(r.case.as_str()).or_default().push(r);
    }
    let cells: BTreeMap<(&str, &str), String> = report
        .results
        .iter()
        .map(|t| ((t.case.as_str(), t.rules.as_str()), cell(t)))
        .collect();

    let id_width = rows
        .keys()
        .map(|c| c.width())
        .chain(["case".len()])
        .max()
        .unwrap_or(4)
        .min(MAX_ID);
    let widths: Vec<usize> = rules
        .iter()
        .map(|id| {
            cells
                .iter()
                .filter(|((_, r), _)| r == id)
                .map(|(_, c)| c.width())
                .chain([id.width()])
                .max()
                .unwrap_or(0)
                .min(MAX_CELL)
        })
        .collect();
    let status_width = report
        .results
        .iter()
        .map(|r| r.status.name().len())
        .chain(["status".len()])
        .max()
        .unwrap_or(6);
    let used = id_width + widths.iter().map(|w| w + 2).sum::<usize>() + 2 + status_width;
    let title_width = WIDTH.saturating_sub(used + 2);
    let titles = title_width >= MIN_TITLE;

    let mut out = String::new();
    let dashed = cells.values().any(|c| c.contains('—'));
    let _ = writeln!(out, "{}", legend(&rules, dashed));
    let mut header = pad("case", id_width);
    for (id, w) in rules.iter().zip(&widths) {
        header.push_str("  ");
        header.push_str(&pad(id, *w));
    }
    header.push_str("  ");
    header.push_str(&pad("status", status_width));
    if titles {
        header.push_str("  title");
    }
    let _ = writeln!(out, "{}", header.trim_end());

    for (case, trials) in &rows {
        let mut line = pad(&cut(case, id_width), id_width);
        for (id, w) in rules.iter().zip(&widths) {
            let text = cells.get(&(*case, *id)).map_or("", String::as_str);
            line.push_str("  ");
            line.push_str(&pad(&cut(text, *w), *w));
        }
        // A trial that was not asked says nothing about the others.
        let status = trials
            .iter()
            .map(|t| t.status)
            .filter(|s| *s != Status::Ignored)
            .max_by_key(|s| s.severity())
            .unwrap_or(Status::Ignored);
        line.push_str("  ");
        line.push_str(&pad(status.name(), status_width));
        if titles {
            let title = trials.first().map_or("", |t| t.title.as_str());
            line.push_str("  ");
            line.push_str(&cut(title, title_width));
        }
        let _ = writeln!(out, "{}", line.trim_end());
        for t in trials.iter().filter(|t| t.status == Status::KnownFailure) {
            // The reason is the message's first line (an engine's message goes on with what
            // was found, shown with the failures).
            let first = t.message.lines().next().unwrap_or_default();
            let reason = first.strip_prefix("known failure: ").unwrap_or(first);
            let reason = format!("{} known failure: {reason}", t.rules);
            for l in wrap(&reason, WIDTH - 4) {
                let _ = writeln!(out, "    {l}");
            }
        }
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
    if !report.summary.tiers.is_empty() {
        let _ = write!(out, "\n{}", tier_table(&report.summary.tiers));
    }
    for p in &report.summary.suite_problems {
        let _ = writeln!(out, "suite problem: {p}");
    }
    out
}

/// What the run found under one rulebook: the finding alone where it is what was expected, with
/// the combining article the oracle's ruling rests on (`draw 四大原则 2`), else `expected →
/// found` (the failure's message gives the rest); `—` when there was nothing to compare.
fn cell(t: &TrialResult) -> String {
    match (t.expected.as_str(), t.actual.as_str()) {
        ("", "") => "—".to_string(),
        (e, a) if (e == a || t.status == Status::Pass) && !t.article.is_empty() => {
            format!("{} {}", dash(a), t.article)
        }
        (e, a) if e == a || t.status == Status::Pass => dash(a).to_string(),
        (e, a) => format!("{} → {}", dash(e), dash(a)),
    }
}

/// The one-line legend of the statuses (and of `—` cells and `+banmoves` columns, when there
/// are any).
fn legend(rules: &[&str], dashed: bool) -> String {
    let mut out = String::from(
        "status: pass · fail · known_failure (listed; reason below) · error (broken case) · \
         ignored",
    );
    if dashed {
        out.push_str(
            "\n—: nothing to compare (the case gives no ruling under that book, or it is broken)",
        );
    }
    if rules.iter().any(|r| r.ends_with("+banmoves")) {
        out.push_str("\n+banmoves: the engine was also told the moves it must not play");
    }
    out
}

/// The next step after a run, for the person reading it, wrapped to the table's width.
pub fn next_step(report: &Report) -> String {
    let has = |s: Status| report.results.iter().any(|r| r.status == s);
    let engine = report.engine != "qili oracle";
    let step = if has(Status::Error) || !report.summary.suite_problems.is_empty() {
        "fix the case files named above (docs/AUTHORING.md says what each field needs)".to_string()
    } else if report.results.iter().any(|r| r.status.is_failure()) {
        if engine {
            "read each failure above (the question asked and the move played); list the \
             engine's known failures with reasons in an --expect file (docs/ENGINES.md)"
                .to_string()
        } else {
            "read each failure above (the book's words, the ply table, the diff); fix the \
             oracle or the case, or list an open question with its reason in \
             harness/oracle-known-failures.yaml (docs/RULES.md)"
                .to_string()
        }
    } else if engine {
        "keep the report (--json, --junit); to rule a loop yourself: qili adjudicate".to_string()
    } else {
        "certify an engine with `qili run --engine CMD` (docs/ENGINES.md), or add a disputed \
         position with `qili new` (docs/AUTHORING.md)"
            .to_string()
    };
    let mut out = String::new();
    for (i, line) in wrap(&format!("next: {step}"), WIDTH - 6)
        .into_iter()
        .enumerate()
    {
        let _ = writeln!(out, "{}{line}", if i == 0 { "" } else { "      " });
    }
    out
}

fn dash(s: &str) -> &str {
    if s.is_empty() { "—" } else { s }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trial(case: &str, rules: &str, status: Status, e: &str, a: &str) -> TrialResult {
        TrialResult {
            case: case.to_string(),
            rules: rules.to_string(),
            status,
            expected: e.to_string(),
            actual: a.to_string(),
            article: String::new(),
            message: format!("{}长打局面{}", "the reason ".repeat(30), "和".repeat(120)),
            warning: String::new(),
            title: "A title long enough to be cut at the edge of the table ".repeat(3),
        }
    }

    #[test]
    fn every_line_fits_in_the_width_and_reasons_follow_known_failures() {
        let report = Report::new(
            "qili oracle".to_string(),
            vec![
                trial("axf-001", "axf", Status::Pass, "draw", "draw"),
                trial("axf-001", "cn", Status::KnownFailure, "draw", "red_loses"),
                trial(
                    "contrib-a-very-long-contributed-case-id-indeed",
                    "axf",
                    Status::Fail,
                    "black_loses",
                    "red_loses",
                ),
            ],
            Vec::new(),
        );
        let text = table(&report);
        assert!(!text.contains("—"), "{text}");
        let mut ignored = report.clone();
        ignored
            .results
            .push(trial("cn-01", "axf", Status::Ignored, "", ""));
        let dashed = table(&ignored);
        assert!(
            dashed.contains("\n—: nothing to compare (the case gives no ruling under that book"),
            "{dashed}"
        );
        for line in text.lines().chain(dashed.lines()) {
            assert!(line.width() <= WIDTH, "{} columns: {line}", line.width());
        }
        assert!(text.contains("contrib-a-very-…"), "{text}");
        assert!(text.contains("draw → red_loses"), "{text}");
        assert!(
            text.contains("    cn known failure: the reason the reason"),
            "{text}"
        );
        assert!(
            text.lines()
                .next()
                .unwrap()
                .starts_with("status: pass · fail")
        );
        assert!(next_step(&report).starts_with("next: read each failure above"));
    }

    #[test]
    fn the_oracle_cells_name_the_combining_article() {
        let mut pass = trial("axf-107", "axf", Status::Pass, "draw", "draw");
        pass.article = "四大原则 2".to_string();
        let mut fail = trial("cn-03", "cn", Status::Fail, "draw", "red_loses");
        fail.article = "第26.4条".to_string();
        let text = table(&Report::new(
            "qili oracle".to_string(),
            vec![pass, fail],
            Vec::new(),
        ));
        assert!(text.contains("draw 四大原则 2"), "{text}");
        assert!(text.contains("draw → red_loses  "), "{text}");
    }

    #[test]
    fn banmoves_columns_are_explained() {
        let report = Report::new(
            "fairy-stockfish".to_string(),
            vec![trial(
                "axf-001",
                "axf+banmoves",
                Status::Pass,
                "not a1a2",
                "b1b2",
            )],
            Vec::new(),
        );
        assert!(table(&report).contains("+banmoves: the engine was also told"));
        assert!(!table(&report).contains("—"), "no dash, no word on it");
        assert!(next_step(&report).starts_with("next: keep the report"));
    }
}
