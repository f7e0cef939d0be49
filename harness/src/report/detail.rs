//! What a trial's details say, kept as data so that the terminal can word them in the language
//! asked: the JSON and JUnit reports keep the English [`Detail::in_lang`] gives for
//! [`Lang::En`], which is the trial's `message`.

use super::Status;
use crate::certify::{Answer, Unaskable};
use crate::i18n::{Lang, tr};
use crate::judge::{Failure, Reading};
use std::path::PathBuf;

/// The details of a trial, as data.
#[derive(Clone, Debug, Default)]
pub enum Detail {
    /// Nothing to say.
    #[default]
    None,
    /// Text shown as it is in every language: a broken case's error, the reason a list gives.
    Text(String),
    /// The case gives no ruling under the rulebook `rules`: nothing to check.
    NoRuling {
        /// The rulebook id.
        rules: String,
    },
    /// No rulebook has this id.
    UnknownRulebook {
        /// The id asked for.
        rules: String,
    },
    /// The oracle's trial passes, yet the oracle's known-failure list names it.
    ListedPasses {
        /// The case file.
        path: PathBuf,
    },
    /// The oracle's finding differs from the case's expectation.
    Oracle(Box<Failure>),
    /// A contributed case's reading differs from the oracle's (a warning).
    Reading(Box<Reading>),
    /// The engine's trial cannot be asked.
    Unaskable(Unaskable),
    /// What the engine answered to the question asked.
    Engine(Box<Answer>),
    /// A trial the `--expect` list names that passes (`passes`) or was not asked.
    ListedNotFailing {
        /// Whether it passed (else it was not asked).
        passes: bool,
        /// The `--expect` file.
        list: PathBuf,
        /// The trial's own details.
        then: Box<Detail>,
    },
    /// A failure the `--expect` list names, with its reason.
    Known {
        /// The list's reason, as it writes it.
        reason: String,
        /// How the trial ended.
        found: Status,
        /// The trial's own details.
        then: Box<Detail>,
    },
}

impl Detail {
    /// The details in `lang`; in English the trial's `message`, word for word.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Detail::None => String::new(),
            Detail::Text(text) => text.clone(),
            Detail::NoRuling { rules } => tr!(lang, "detail-no-ruling", rules = rules.clone()),
            Detail::UnknownRulebook { rules } => {
                tr!(lang, "detail-unknown-rulebook", rules = rules.clone())
            }
            Detail::ListedPasses { path } => tr!(
                lang,
                "detail-listed-passes",
                path = path.display().to_string()
            ),
            Detail::Oracle(failure) => failure.in_lang(lang),
            Detail::Reading(reading) => reading.in_lang(lang),
            Detail::Unaskable(why) => why.in_lang(lang),
            Detail::Engine(answer) => answer.in_lang(lang),
            Detail::ListedNotFailing { passes, list, then } => {
                let head = tr!(
                    lang,
                    "detail-listed-not-failing",
                    passes = if *passes { "yes" } else { "no" },
                    list = list.display().to_string()
                );
                format!("{head}\n{}", then.in_lang(lang))
            }
            Detail::Known {
                reason,
                found,
                then,
            } => {
                let head = tr!(lang, "detail-known", reason = reason.trim().to_string());
                let found = tr!(
                    lang,
                    "detail-known-found",
                    status = tr!(lang, "status", status = found.name()),
                    then = then.in_lang(lang)
                );
                format!("{head}\n{found}")
            }
        }
    }
}
