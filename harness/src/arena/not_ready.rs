//! Why an engine cannot play a match or an event: it could not be started and greeted, or it
//! does not offer an option its spec sets. No game was played.

use crate::engine::Fault;
use crate::i18n::{Lang, tr};
use std::fmt;

/// Why an engine cannot play ([`super::ready`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// The engine could not be started and greeted.
    Fault {
        /// The engine's spec, as given.
        spec: String,
        /// The protocol it was greeted in.
        protocol: String,
        /// What went wrong.
        fault: Fault,
    },
    /// The engine does not offer an option its spec sets.
    NoOption {
        /// The engine's spec, as given.
        spec: String,
        /// The option.
        name: String,
        /// The options it offers.
        offered: Vec<String>,
    },
}

impl NotReady {
    /// The reason in `lang`, naming the spec and saying that no game was played; a crash's
    /// detail alone after the lead-in ([`Fault::unready_in`]), the offered options as a list.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            NotReady::Fault {
                spec,
                protocol,
                fault,
            } => tr!(
                lang,
                "match-engine-unavailable",
                command = spec.clone(),
                protocol = protocol.clone(),
                fault = fault.unready_in(lang)
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

impl fmt::Display for NotReady {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}
