//! What differs between UCCI, UCI and CECP: the greeting, the form of options, how the engine's
//! memory is cleared, how moves are banned.

use std::fmt;

/// The protocol an outside engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// UCCI 3.0 (xqbase): `ucci`/`ucciok`, `setoption NAME VALUE`, `banmoves`.
    Ucci,
    /// UCI for xiangqi: `uci`/`uciok`, `setoption name NAME value VALUE`, `searchmoves`.
    Uci,
    /// CECP, the XBoard/WinBoard engine protocol (version 2): `xboard`, `protover 2`,
    /// `feature …`, `new`, `variant xiangqi`, `force`, `go`, `move …`.
    Cecp,
}

impl Protocol {
    /// The protocol's name as the engine spec writes it: `ucci`, `uci`, `cecp`.
    pub fn name(self) -> &'static str {
        match self {
            Protocol::Ucci => "ucci",
            Protocol::Uci => "uci",
            Protocol::Cecp => "cecp",
        }
    }

    /// The protocol with this name (`xboard` is another name for CECP).
    pub fn from_name(name: &str) -> Option<Protocol> {
        match name {
            "ucci" => Some(Protocol::Ucci),
            "uci" => Some(Protocol::Uci),
            "cecp" | "xboard" => Some(Protocol::Cecp),
            _ => None,
        }
    }

    /// The greeting qili sends.
    pub fn hello(self) -> &'static str {
        match self {
            Protocol::Ucci => "ucci",
            Protocol::Uci => "uci",
            Protocol::Cecp => "xboard",
        }
    }

    /// The line that ends the engine's answer to the greeting (CECP has none: its features end
    /// with `done=1`).
    pub fn hello_ok(self) -> &'static str {
        match self {
            Protocol::Ucci => "ucciok",
            Protocol::Uci => "uciok",
            Protocol::Cecp => "feature … done=1",
        }
    }

    /// The name of the option an `option …` line offers (UCCI and UCI).
    pub fn option_name(self, line: &str) -> Option<String> {
        let rest = line.strip_prefix("option ")?.trim_start();
        match self {
            // `option usemillisec type check default false`
            Protocol::Ucci => rest.split_whitespace().next().map(str::to_string),
            // `option name Clear Hash type button`
            Protocol::Uci => {
                let rest = rest.strip_prefix("name ")?;
                let end = rest.find(" type ").unwrap_or(rest.len());
                Some(rest[..end].trim().to_string())
            }
            // CECP offers options in `feature option="…"`, read with the other features.
            Protocol::Cecp => None,
        }
    }

    /// The command that sets an option (a button when `value` is `None`).
    pub fn setoption(self, name: &str, value: Option<&str>) -> String {
        match (self, value) {
            (Protocol::Ucci, Some(v)) => format!("setoption {name} {v}"),
            (Protocol::Ucci, None) => format!("setoption {name}"),
            (Protocol::Uci, Some(v)) => format!("setoption name {name} value {v}"),
            (Protocol::Uci, None) => format!("setoption name {name}"),
            (Protocol::Cecp, Some(v)) => format!("option {name}={v}"),
            (Protocol::Cecp, None) => format!("option {name}"),
        }
    }

    /// The command that makes the engine forget earlier questions, so that each answer depends
    /// on its question alone: UCI `ucinewgame`; UCCI `setoption newgame` where offered, else a
    /// hash-clearing button where offered (Fairy-Stockfish), else nothing; CECP `new`.
    pub fn new_game(self, options: &[String]) -> Option<String> {
        match self {
            Protocol::Uci => Some("ucinewgame".to_string()),
            Protocol::Ucci => ["newgame", "Clear_Hash", "clearhash"]
                .into_iter()
                .find(|name| options.iter().any(|o| o == name))
                .map(|name| self.setoption(name, None)),
            Protocol::Cecp => Some("new".to_string()),
        }
    }
}

impl fmt::Display for Protocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_names_in_both_forms() {
        assert_eq!(
            Protocol::Ucci.option_name("option UCI_Variant type combo default xiangqi"),
            Some("UCI_Variant".into())
        );
        assert_eq!(
            Protocol::Uci.option_name("option name Clear Hash type button"),
            Some("Clear Hash".into())
        );
        assert_eq!(Protocol::Uci.option_name("id name x"), None);
        assert_eq!(
            Protocol::Ucci.setoption("UCI_Variant", Some("xiangqi")),
            "setoption UCI_Variant xiangqi"
        );
        assert_eq!(
            Protocol::Cecp.setoption("Hash", Some("64")),
            "option Hash=64"
        );
        assert_eq!(
            Protocol::Ucci.new_game(&["Hash".into(), "Clear_Hash".into()]),
            Some("setoption Clear_Hash".into())
        );
        assert_eq!(Protocol::Ucci.new_game(&[]), None);
    }

    #[test]
    fn names_round_trip() {
        for p in [Protocol::Ucci, Protocol::Uci, Protocol::Cecp] {
            assert_eq!(Protocol::from_name(p.name()), Some(p));
        }
        assert_eq!(Protocol::from_name("xboard"), Some(Protocol::Cecp));
        assert_eq!(Protocol::from_name("usi"), None);
    }
}
