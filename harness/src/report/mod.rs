//! Results of trials and the reports made of them: the table, JSON and JUnit XML.

mod detail;
mod junit;
mod table;
pub(crate) mod text;
mod tiers;

pub use detail::Detail;
pub(crate) use junit::escape as xml_escape;
pub use junit::junit_xml;
pub use table::{WIDTH, next_step, table};
pub use tiers::{Tier, tier_table, tiers};

use crate::case::{CaseError, SuiteProblem, Titles};
use crate::i18n::{Lang, tr};
use serde::Serialize;
use std::collections::BTreeMap;

/// How one trial (a case under one rulebook) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The expectation held.
    Pass,
    /// The expectation did not hold.
    Fail,
    /// The case itself is broken: it does not load, or its position or moves are illegal.
    Error,
    /// Nothing to check: the book gives no ruling, or the question cannot be asked.
    Ignored,
    /// Fails, and is listed as a known failure with a reason.
    KnownFailure,
    /// The engine answered with an illegal move.
    IllegalMove,
    /// The engine did not answer in time.
    Timeout,
    /// The engine process died.
    Crash,
    /// The engine broke the protocol.
    ProtocolError,
}

impl Status {
    /// The name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Fail => "fail",
            Status::Error => "error",
            Status::Ignored => "ignored",
            Status::KnownFailure => "known_failure",
            Status::IllegalMove => "illegal_move",
            Status::Timeout => "timeout",
            Status::Crash => "crash",
            Status::ProtocolError => "protocol_error",
        }
    }

    /// Whether a run with this result should be counted as failed.
    pub fn is_failure(self) -> bool {
        !matches!(self, Status::Pass | Status::Ignored | Status::KnownFailure)
    }

    /// How bad, for picking the status of a row that holds several trials.
    fn severity(self) -> u8 {
        match self {
            Status::Pass => 0,
            Status::Ignored => 1,
            Status::KnownFailure => 2,
            Status::Fail => 3,
            Status::IllegalMove | Status::Timeout | Status::Crash | Status::ProtocolError => 4,
            Status::Error => 5,
        }
    }
}

/// One trial's result, as written to the JSON report.
#[derive(Clone, Debug, Serialize)]
pub struct TrialResult {
    /// The case id.
    pub case: String,
    /// The rulebook id.
    pub rules: String,
    /// How it ended.
    pub status: Status,
    /// What the case expects (the ruling, or the move that must be avoided).
    pub expected: String,
    /// What was found.
    pub actual: String,
    /// The article the oracle's ruling rests on, as the book numbers its combining rules
    /// (`四大原则 4`, `第26.2条`); empty for an engine's trial.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub article: String,
    /// Details: the failing check, the error, the reason of a known failure.
    pub message: String,
    /// What the run noticed that does not decide the trial: a contributed case whose classes
    /// or targets differ from the oracle's, with the diff.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub warning: String,
    /// The case's title.
    #[serde(skip)]
    pub title: String,
    /// The case's title in Chinese, where it gives one.
    #[serde(skip)]
    pub titles: Titles,
    /// The details as data, for the terminal's language; [`Detail::None`] shows `message`.
    #[serde(skip)]
    pub detail: Detail,
    /// The warning as data, for the terminal's language; [`Detail::None`] shows `warning`.
    #[serde(skip)]
    pub warning_detail: Detail,
}

impl TrialResult {
    /// The case's title in `lang`, the English where the case gives none in it.
    pub fn title_in(&self, lang: Lang) -> &str {
        self.titles.get(lang).unwrap_or(&self.title)
    }

    /// Sets the details: `message` is their English.
    pub fn tell(&mut self, detail: Detail) {
        self.message = detail.in_lang(Lang::En);
        self.detail = detail;
    }

    /// Sets the warning: `warning` is its English.
    pub fn warn(&mut self, detail: Detail) {
        self.warning = detail.in_lang(Lang::En);
        self.warning_detail = detail;
    }

    /// The details in `lang` (the `message` as it is where they were not given as data).
    pub fn message_in(&self, lang: Lang) -> String {
        match self.detail {
            Detail::None => self.message.clone(),
            ref detail => detail.in_lang(lang),
        }
    }

    /// The warning in `lang` (the `warning` as it is where it was not given as data).
    pub fn warning_in(&self, lang: Lang) -> String {
        match self.warning_detail {
            Detail::None => self.warning.clone(),
            ref detail => detail.in_lang(lang),
        }
    }

    /// The result for a case that is broken (does not load or fails the structural check):
    /// every trial of it is an `error` carrying the case's error.
    pub fn broken(case: &str, rules: &str, error: &impl std::fmt::Display) -> TrialResult {
        TrialResult {
            case: case.to_string(),
            rules: rules.to_string(),
            status: Status::Error,
            expected: String::new(),
            actual: String::new(),
            article: String::new(),
            message: error.to_string(),
            warning: String::new(),
            title: String::new(),
            titles: Titles::default(),
            detail: Detail::None,
            warning_detail: Detail::None,
        }
    }
}

/// The JSON report of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Who answered: `qili oracle` or the engine's command and name.
    pub engine: String,
    /// The questions the engine answered in this run: `ruling` ("what is the ruling of this
    /// loop?", the oracle only) and `move` ("what do you play here?").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub questions: Vec<String>,
    /// How an outside engine was run: protocol, rank numbering, search limit, processes —
    /// numbers as numbers.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub settings: BTreeMap<String, serde_json::Value>,
    /// Why the run certified nothing (an engine that could not be started), if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Every trial.
    pub results: Vec<TrialResult>,
    /// Counts.
    pub summary: Summary,
    /// The errors of the broken cases by case id, to say them in a person's language (each
    /// trial's `message` keeps the English): [`crate::case::case_errors`].
    #[serde(skip)]
    pub case_errors: BTreeMap<String, CaseError>,
}

/// Counts of a run: overall and per rulebook, by status name.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    /// Number of trials.
    pub total: usize,
    /// Trials by status.
    pub by_status: BTreeMap<&'static str, usize>,
    /// Trials by rulebook, then status.
    pub by_rules: BTreeMap<String, BTreeMap<&'static str, usize>>,
    /// Trials by tier: the books' diagrams and the contributed cases under each rules key
    /// (the block README.md and docs/ENGINES.md show).
    pub tiers: Vec<Tier>,
    /// Problems across the whole suite (duplicate ids, missing figures).
    pub suite_problems: Vec<SuiteProblem>,
}

impl Report {
    /// Builds a report and its summary.
    pub fn new(
        engine: String,
        results: Vec<TrialResult>,
        suite_problems: Vec<SuiteProblem>,
    ) -> Report {
        let mut summary = Summary {
            total: results.len(),
            suite_problems,
            ..Summary::default()
        };
        for r in &results {
            *summary.by_status.entry(r.status.name()).or_default() += 1;
            *summary
                .by_rules
                .entry(r.rules.clone())
                .or_default()
                .entry(r.status.name())
                .or_default() += 1;
        }
        summary.tiers = tiers(&results);
        Report {
            engine,
            questions: Vec::new(),
            settings: BTreeMap::new(),
            error: None,
            results,
            summary,
            case_errors: BTreeMap::new(),
        }
    }

    /// Whether the run failed: it could not run, a trial failed or the suite has problems.
    pub fn failed(&self) -> bool {
        self.error.is_some()
            || !self.summary.suite_problems.is_empty()
            || self.results.iter().any(|r| r.status.is_failure())
    }

    /// Every failed trial with its message, one block each, for the terminal.
    pub fn failure_details(&self, lang: Lang) -> String {
        self.results
            .iter()
            .filter(|r| r.status.is_failure())
            .map(|r| {
                let status = tr!(lang, "status", status = r.status.name());
                let head = tr!(
                    lang,
                    "run-detail-head",
                    case = r.case.clone(),
                    rules = r.rules.clone(),
                    status = status
                );
                let body = match self.case_errors.get(&r.case) {
                    Some(e) if e.to_string() == r.message => e.in_lang(lang),
                    _ => r.message_in(lang),
                };
                format!("\n{head}\n{body}\n")
            })
            .collect()
    }

    /// Every trial's warning, one block each, for the terminal.
    pub fn warnings(&self, lang: Lang) -> String {
        self.results
            .iter()
            .filter(|r| !r.warning.is_empty())
            .map(|r| {
                let head = tr!(
                    lang,
                    "run-warning-head",
                    case = r.case.clone(),
                    rules = r.rules.clone()
                );
                format!("\n{head}\n{}\n", r.warning_in(lang))
            })
            .collect()
    }

    /// The report as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serializes")
    }
}
