//! The conformance table printed by `qili run`: one row per case, fitted to 100 columns, with
//! a legend, the reason under each known failure, the totals and the next step to take.

use super::text::{cut, pad, wrap};
use super::{Report, Status, TrialResult, tier_table};
use crate::i18n::{Lang, tr};
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
/// per rulebook and the next step. In `lang`, the failure reasons aside (they are the lists'
/// own text); a case's title in `lang` where the case gives one.
pub fn table(report: &Report, lang: Lang) -> String {
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
        .map(|t| ((t.case.as_str(), t.rules.as_str()), cell(t, lang)))
        .collect();

    let (case_word, status_word) = (tr!(lang, "run-case"), tr!(lang, "run-status"));
    let status_name = |s: Status| tr!(lang, "status", status = s.name());
    let id_width = rows
        .keys()
        .map(|c| c.width())
        .chain([case_word.width()])
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
        .map(|r| status_name(r.status).width())
        .chain([status_word.width()])
        .max()
        .unwrap_or(6);
    let used = id_width + widths.iter().map(|w| w + 2).sum::<usize>() + 2 + status_width;
    let title_width = WIDTH.saturating_sub(used + 2);
    let titles = title_width >= MIN_TITLE;

    let mut out = String::new();
    let dashed = cells.values().any(|c| c.contains('—'));
    let _ = writeln!(out, "{}", legend(&rules, dashed, lang));
    let mut header = pad(&case_word, id_width);
    for (id, w) in rules.iter().zip(&widths) {
        header.push_str("  ");
        header.push_str(&pad(id, *w));
    }
    header.push_str("  ");
    header.push_str(&pad(&status_word, status_width));
    if titles {
        header.push_str("  ");
        header.push_str(&tr!(lang, "run-title"));
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
        line.push_str(&pad(&status_name(status), status_width));
        if titles {
            let title = trials.first().map_or("", |t| t.title_in(lang));
            line.push_str("  ");
            line.push_str(&cut(title, title_width));
        }
        let _ = writeln!(out, "{}", line.trim_end());
        for t in trials.iter().filter(|t| t.status == Status::KnownFailure) {
            // The reason is the message's first line (an engine's message goes on with what
            // was found, shown with the failures).
            let first = t.message.lines().next().unwrap_or_default();
            let reason = first.strip_prefix("known failure: ").unwrap_or(first);
            let reason = tr!(
                lang,
                "run-known-failure",
                rules = t.rules.clone(),
                reason = reason.to_string()
            );
            for l in wrap(lang, &reason, WIDTH - 4) {
                let _ = writeln!(out, "    {l}");
            }
        }
    }
    let _ = writeln!(out);
    for (id, counts) in &report.summary.by_rules {
        let parts: Vec<String> = counts
            .iter()
            .map(|(s, n)| {
                let status = tr!(lang, "status", status = s.to_string());
                tr!(lang, "run-count", count = *n, status = status)
            })
            .collect();
        let line = tr!(
            lang,
            "run-totals",
            rules = id.to_string(),
            trials = counts.values().sum::<usize>(),
            counts = crate::reasons::list(lang, &parts)
        );
        let _ = writeln!(out, "{line}");
    }
    if !report.summary.tiers.is_empty() {
        let _ = write!(out, "\n{}", tier_table(&report.summary.tiers, lang));
    }
    for p in &report.summary.suite_problems {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "run-suite-problem", problem = p.in_lang(lang))
        );
    }
    out
}

/// What the run found under one rulebook: the finding alone where it is what was expected, with
/// the combining article the oracle's ruling rests on (`draw 四大原则 2`), else `expected →
/// found` (the failure's message gives the rest); `—` when there was nothing to compare.
fn cell(t: &TrialResult, lang: Lang) -> String {
    let word = |s: &str| {
        if s.is_empty() {
            "—".to_string()
        } else {
            finding(s, lang)
        }
    };
    match (t.expected.as_str(), t.actual.as_str()) {
        ("", "") => "—".to_string(),
        (e, a) if (e == a || t.status == Status::Pass) && !t.article.is_empty() => {
            format!("{} {}", word(a), t.article)
        }
        (e, a) if e == a || t.status == Status::Pass => word(a),
        (e, a) => format!("{} → {}", word(e), word(a)),
    }
}

/// A trial's `expected` or `actual` in `lang`: a ruling, or what an engine was to play or did
/// (the report's words: `not h8h9`, `a legal move`, a move, `no move`, or the status of a
/// fault).
fn finding(s: &str, lang: Lang) -> String {
    let engine = |kind: &str, mv: &str| {
        tr!(
            lang,
            "run-engine-finding",
            kind = kind.to_string(),
            mv = mv.to_string()
        )
    };
    if let Some(mv) = s.strip_prefix("not ") {
        return engine("not", mv);
    }
    match s {
        "a legal move" => engine("any", ""),
        "no move" => engine("no-move", ""),
        "timeout" | "crash" | "protocol_error" => engine(s, ""),
        _ if qili_oracle::Move::parse_iccs(s).is_some() => engine("move", s),
        _ => tr!(lang, "run-finding", finding = s.to_string()),
    }
}

/// The one-line legend of the statuses (and of `—` cells and `+banmoves` columns, when there
/// are any).
fn legend(rules: &[&str], dashed: bool, lang: Lang) -> String {
    let mut out = tr!(lang, "run-legend");
    if dashed {
        out.push('\n');
        out.push_str(&tr!(lang, "run-legend-dash"));
    }
    if rules.iter().any(|r| r.ends_with("+banmoves")) {
        out.push('\n');
        out.push_str(&tr!(lang, "run-legend-banmoves"));
    }
    out
}

/// The next step after a run, for the person reading it, wrapped to the table's width.
pub fn next_step(report: &Report, lang: Lang) -> String {
    let has = |s: Status| report.results.iter().any(|r| r.status == s);
    let engine = report.engine != "qili oracle";
    let step = if has(Status::Error) || !report.summary.suite_problems.is_empty() {
        tr!(lang, "next-fix-cases")
    } else if report.results.iter().any(|r| r.status.is_failure()) {
        if engine {
            tr!(lang, "next-engine-failures")
        } else {
            tr!(lang, "next-oracle-failures")
        }
    } else if engine {
        tr!(lang, "next-keep-report")
    } else {
        tr!(lang, "next-certify")
    };
    let mut out = String::new();
    let indent = if lang.is_chinese() { 8 } else { 6 };
    for (i, line) in wrap(lang, &tr!(lang, "next", step = step), WIDTH - indent)
        .into_iter()
        .enumerate()
    {
        let _ = writeln!(
            out,
            "{}{line}",
            if i == 0 { "" } else { &"        "[..indent] }
        );
    }
    out
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
            titles: crate::case::Titles {
                zh_hans: Some("红车长捉黑方无根炮，红方须变着".repeat(3)),
                zh_hant: None,
            },
            detail: Default::default(),
            warning_detail: Default::default(),
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
        let text = table(&report, Lang::En);
        assert!(!text.contains("—"), "{text}");
        let mut ignored = report.clone();
        ignored
            .results
            .push(trial("cn-01", "axf", Status::Ignored, "", ""));
        let dashed = table(&ignored, Lang::En);
        assert!(
            dashed.contains("\n—: nothing to compare (the case gives no ruling under that book"),
            "{dashed}"
        );
        let chinese = table(&report, Lang::ZhHans);
        assert!(
            chinese.contains("  红车长捉黑方无根炮，红方须变着红车"),
            "{chinese}"
        );
        assert!(
            table(&report, Lang::ZhHant).contains("  A title long enough"),
            "no zh-Hant title: the English"
        );
        for line in text.lines().chain(dashed.lines()).chain(chinese.lines()) {
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
        assert!(next_step(&report, Lang::En).starts_with("next: read each failure above"));
    }

    #[test]
    fn the_oracle_cells_name_the_combining_article() {
        let mut pass = trial("axf-107", "axf", Status::Pass, "draw", "draw");
        pass.article = "四大原则 2".to_string();
        let mut fail = trial("cn-03", "cn", Status::Fail, "draw", "red_loses");
        fail.article = "第26.4条".to_string();
        let report = Report::new("qili oracle".to_string(), vec![pass, fail], Vec::new());
        let text = table(&report, Lang::En);
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
        assert!(table(&report, Lang::En).contains("+banmoves: the engine was also told"));
        assert!(
            !table(&report, Lang::En).contains("—"),
            "no dash, no word on it"
        );
        assert!(next_step(&report, Lang::En).starts_with("next: keep the report"));
    }
}
