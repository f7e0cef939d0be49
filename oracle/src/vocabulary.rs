//! The closed vocabulary shared by the oracle, the rule tables and the case files: what a move
//! does (its class) and what a ruling says.

use crate::board::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a move does, in the books' terms. A move with several effects takes the heaviest class
/// (CN 第27.4条: 将 over 杀 over 捉 over 闲).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// 将/照: the move attacks the enemy general.
    Check,
    /// 杀: if the opponent passed, the mover could mate.
    MateThreat,
    /// 捉: the move creates a threat to win material.
    Chase,
    /// 闲: none of the above, kind not named.
    Idle,
    /// 兑: offers an exchange of equal pieces (an idle kind).
    Exchange,
    /// 献: offers a piece (an idle kind).
    Offer,
    /// 拦: blocks an enemy piece (an idle kind).
    Block,
    /// 跟: follows a protected enemy piece (an idle kind).
    Follow,
    /// 要抽吃: threatens to win material through a discovered check (an idle kind).
    CaptureThreat,
}

impl Class {
    /// Every class, heaviest first.
    pub const ALL: [Class; 9] = [
        Class::Check,
        Class::MateThreat,
        Class::Chase,
        Class::Idle,
        Class::Exchange,
        Class::Offer,
        Class::Block,
        Class::Follow,
        Class::CaptureThreat,
    ];

    /// Whether this is 闲 or one of its kinds.
    pub const fn is_idle(self) -> bool {
        !matches!(self, Class::Check | Class::MateThreat | Class::Chase)
    }

    /// Whether an expected class is satisfied by a computed one: equal, or the expectation is
    /// plain `idle` and the computed class is any idle kind.
    pub fn accepts(self, computed: Class) -> bool {
        self == computed || (self == Class::Idle && computed.is_idle())
    }

    /// The name used in case files and reports (`mate_threat`).
    pub const fn name(self) -> &'static str {
        match self {
            Class::Check => "check",
            Class::MateThreat => "mate_threat",
            Class::Chase => "chase",
            Class::Idle => "idle",
            Class::Exchange => "exchange",
            Class::Offer => "offer",
            Class::Block => "block",
            Class::Follow => "follow",
            Class::CaptureThreat => "capture_threat",
        }
    }

    /// The books' character for the class (将 杀 捉 闲 兑 献 拦 跟 抽).
    pub const fn chinese(self) -> &'static str {
        match self {
            Class::Check => "将",
            Class::MateThreat => "杀",
            Class::Chase => "捉",
            Class::Idle => "闲",
            Class::Exchange => "兑",
            Class::Offer => "献",
            Class::Block => "拦",
            Class::Follow => "跟",
            Class::CaptureThreat => "要抽吃",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a ruling says about a repeated loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Both sides may go on: the game is drawn (不变作和).
    Draw,
    /// Red must vary, and loses if it goes on (红方不变作负).
    RedLoses,
    /// Black must vary, and loses if it goes on (黑方不变作负).
    BlackLoses,
    /// No repetition: nothing to rule.
    None,
}

impl Verdict {
    /// The verdict that `color` must vary.
    pub const fn loses(color: Color) -> Verdict {
        match color {
            Color::Red => Verdict::RedLoses,
            Color::Black => Verdict::BlackLoses,
        }
    }

    /// The side that must vary, if any.
    pub const fn loser(self) -> Option<Color> {
        match self {
            Verdict::RedLoses => Some(Color::Red),
            Verdict::BlackLoses => Some(Color::Black),
            _ => None,
        }
    }

    /// The same verdict with the colours exchanged.
    pub const fn color_swapped(self) -> Verdict {
        match self {
            Verdict::RedLoses => Verdict::BlackLoses,
            Verdict::BlackLoses => Verdict::RedLoses,
            other => other,
        }
    }

    /// The name used in case files and reports (`red_loses`).
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Draw => "draw",
            Verdict::RedLoses => "red_loses",
            Verdict::BlackLoses => "black_loses",
            Verdict::None => "none",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_idle_accepts_every_idle_kind_but_kinds_are_exact() {
        assert!(Class::Idle.accepts(Class::Block));
        assert!(!Class::Block.accepts(Class::Idle));
        assert!(!Class::Idle.accepts(Class::Chase));
        assert!(Class::Chase.accepts(Class::Chase));
    }

    #[test]
    fn names_are_the_serde_names() {
        for c in Class::ALL {
            let yaml = serde_yaml::to_string(&c).unwrap();
            assert_eq!(yaml.trim(), c.name());
        }
        assert_eq!(Verdict::RedLoses.color_swapped(), Verdict::BlackLoses);
    }
}
