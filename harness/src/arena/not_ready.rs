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
    /// detail alone after the lead-in ([`Fault::unready_in`]), the offered options as a list (an
    /// engine offering none says so).
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
                count = offered.len(),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn no_option(offered: &[&str]) -> NotReady {
        NotReady::NoOption {
            spec: "cmd=e option.Hash=16".into(),
            name: "Hash".into(),
            offered: offered.iter().map(|o| o.to_string()).collect(),
        }
    }

    /// The options an engine offers, listed as the language lists; an engine offering none
    /// says so (it printed an empty list, "(it offers: )").
    #[test]
    fn a_missing_option_names_what_the_engine_offers() {
        let some = no_option(&["Threads", "MultiPV"]);
        let none = no_option(&[]);
        let head = "engine `cmd=e option.Hash=16` offers no option `Hash`";
        assert_eq!(
            some.to_string(),
            format!("{head} (it offers: Threads, MultiPV); no game was played")
        );
        assert_eq!(
            none.to_string(),
            format!("{head} (it offers none); no game was played")
        );
        let head = "引擎 `cmd=e option.Hash=16` 没有选项 `Hash`";
        assert_eq!(
            some.in_lang(Lang::ZhHans),
            format!("{head}（它提供的选项：Threads、MultiPV）；未下任何一局")
        );
        assert_eq!(
            none.in_lang(Lang::ZhHans),
            format!("{head}（它不提供任何选项）；未下任何一局")
        );
        assert_eq!(
            none.in_lang(Lang::ZhHant),
            "引擎 `cmd=e option.Hash=16` 沒有選項 `Hash`（它不提供任何選項）；未下任何一局"
        );
    }
}
