//! Why an engine is not ready for a match: it could not be started and greeted, or it does not
//! offer an option its spec sets. The English is the sentence qili has always printed; a person
//! reads it in their language ([`NotReady::words`]).

use crate::engine::Fault;
use crate::i18n::{Lang, tr};

/// An engine that cannot play the match's first game; no game was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// It could not be started and greeted.
    Unavailable {
        /// The engine's spec, as given.
        spec: String,
        /// The protocol it was greeted in.
        protocol: String,
        /// What went wrong.
        fault: Fault,
    },
    /// It does not offer an option its spec sets.
    NoOption {
        /// The engine's spec, as given.
        spec: String,
        /// The option.
        name: String,
        /// The options it offers.
        offered: Vec<String>,
    },
}

impl std::fmt::Display for NotReady {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotReady::Unavailable {
                spec,
                protocol,
                fault,
            } => write!(
                f,
                "engine `{spec}` could not be started and greeted over {protocol}: {fault}; no \
                 game was played"
            ),
            NotReady::NoOption {
                spec,
                name,
                offered,
            } => write!(
                f,
                "engine `{spec}` offers no option `{name}` (it offers: {}); no game was played",
                offered.join(", ")
            ),
        }
    }
}

impl NotReady {
    /// The sentence in `lang`: in Chinese the engine's fault as `qili run --engine` words it,
    /// the option names as given.
    pub fn words(&self, lang: Lang) -> String {
        if !lang.is_chinese() {
            return self.to_string();
        }
        match self {
            NotReady::Unavailable {
                spec,
                protocol,
                fault,
            } => tr!(
                lang,
                "match-engine-unavailable",
                command = spec.clone(),
                protocol = protocol.clone(),
                fault = crate::certify::greeting_fault(lang, fault)
            ),
            NotReady::NoOption {
                spec,
                name,
                offered,
            } => tr!(
                lang,
                "match-engine-no-option",
                command = spec.clone(),
                name = name.clone(),
                offered = crate::reasons::list(lang, offered)
            ),
        }
    }
}
