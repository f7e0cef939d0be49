//! JUnit XML, for CI systems that display test results.

use super::{Report, Status};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Escapes text for XML content and attribute values; drops control characters XML forbids.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\r' | '\t') => {}
            c => out.push(c),
        }
    }
    out
}

/// The report as JUnit XML: one test suite per rulebook, one test case per trial. Failures of
/// every kind are `<failure>`, broken cases `<error>`, ignored trials `<skipped>`.
pub fn junit_xml(report: &Report) -> String {
    let mut suites: BTreeMap<&str, Vec<&super::TrialResult>> = BTreeMap::new();
    for r in &report.results {
        suites.entry(r.rules.as_str()).or_default().push(r);
    }
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(out, "<testsuites name=\"{}\">", escape(&report.engine));
    if let Some(error) = &report.error {
        let _ = write!(
            out,
            "  <testsuite name=\"engine\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n    \
             <testcase classname=\"engine\" name=\"start\">\n      <error message=\"nothing was \
             certified\">{}</error>\n    </testcase>\n  </testsuite>\n",
            escape(error)
        );
    }
    for (rules, trials) in suites {
        let failures = trials
            .iter()
            .filter(|t| t.status.is_failure() && t.status != Status::Error)
            .count();
        let errors = trials.iter().filter(|t| t.status == Status::Error).count();
        let skipped = trials
            .iter()
            .filter(|t| matches!(t.status, Status::Ignored | Status::KnownFailure))
            .count();
        let _ = writeln!(
            out,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\">",
            escape(rules),
            trials.len()
        );
        for t in trials {
            let _ = write!(
                out,
                "    <testcase classname=\"{}\" name=\"{}\"",
                escape(rules),
                escape(&t.case)
            );
            let detail = format!(
                "expected: {}\nactual: {}\n{}",
                t.expected, t.actual, t.message
            );
            match t.status {
                Status::Pass => out.push_str("/>\n"),
                Status::Ignored | Status::KnownFailure => {
                    let _ = write!(
                        out,
                        ">\n      <skipped message=\"{}: {}\"/>\n    </testcase>\n",
                        t.status.name(),
                        escape(&t.message)
                    );
                }
                Status::Error => {
                    let _ = write!(
                        out,
                        ">\n      <error message=\"error\">{}</error>\n    </testcase>\n",
                        escape(&detail)
                    );
                }
                other => {
                    let _ = write!(
                        out,
                        ">\n      <failure message=\"{}\">{}</failure>\n    </testcase>\n",
                        other.name(),
                        escape(&detail)
                    );
                }
            }
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::TrialResult;

    #[test]
    fn xml_escapes_and_counts() {
        let r = Report::new(
            "qili oracle".into(),
            vec![TrialResult {
                case: "axf-001".into(),
                rules: "axf".into(),
                status: Status::Fail,
                expected: "red_loses".into(),
                actual: "draw".into(),
                article: String::new(),
                message: "a < b & \"c\"".into(),
                warning: String::new(),
                title: String::new(),
                titles: Default::default(),
                detail: Default::default(),
                warning_detail: Default::default(),
            }],
            vec![],
        );
        let xml = junit_xml(&r);
        assert!(xml.contains("failures=\"1\""));
        assert!(xml.contains("a &lt; b &amp; &quot;c&quot;"));
    }
}
