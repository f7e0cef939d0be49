//! qili's tournament director: the competition chapters of the two rulebooks as a library. The
//! round-robin order table (CN 附录一), 积分编排 Swiss pairing (CN 附录二), scoring (CN 第14条, AXF
//! 第二章 第五节), ranking and tie-breaks (CN 第15条, 第18.4条; AXF 第五节 三、四), withdrawals
//! (CN 第20条, AXF 第六节), team events (CN 第12–14条), group stages and knockouts (CN 第11条),
//! the results file and crosstables. Where the books differ or are silent, the choice is a key
//! of `tournament/spec/competition/<book>.yaml` ([`rules`]); docs/TOURNAMENTS.md gives the evidence.
//!
//! The flow: a results file ([`results::Event`]) → the games as they count after withdrawals
//! ([`ledger::Ledger`]) → [`director::standings`] and [`crosstable`]; and for the next round
//! [`director::next_round`]. Playing the games with engines is not here: it needs engines, so
//! it stays in the `qili` crate, which drives this one.
//!
//! # Layers
//!
//! The modules form layers: a module uses only modules of its own layer or below, and never
//! one that uses it back. `tests/layers.rs` reads this table and every module's `crate::` paths
//! and fails on a module that reaches up or on a circle.
//!
//! | layer | modules | holds |
//! |---|---|---|
//! | 0 vocabulary | `crate` (this file), `outcome`, `rules`, `lots`, `lines`, `records`, `warning` | systems, colours, results of a game, the competition tables, lots, line numbers, what the arbiter records besides games (rounds paired, byes, a hand pairing's breaches), a results file's warnings |
//! | 1 tables | `entries`, `roundrobin`, `teams`, `grouping`, `bracket`, `ratings`, `pair_error` | the order table (附录一), line-ups and team tallies (第12–14条), groups' seeding (第11.3条), a knockout's places and stages (第11.1条) and why it cannot go on, the order ratings give (附录二 三(一), 第12.1条), why a next round cannot be paired |
//! | 2 results file | `results`, `results_fault` | the results file, checked into an [`results::Event`], and what can be wrong in it, as data |
//! | 3 scoring | `ledger` | each player's games as they count after withdrawals and forfeits |
//! | 4 pairing | `history`, `matching`, `score_groups`, `swiss` | 附录二's Swiss pairing and the order table's rounds |
//! | 5 ranking | `standings`, `standings_error`, `crosstable` | ranks and tie-breaks, why an event cannot be ranked or make its final, crosstables |
//! | 6 events | `knockout`, `groups`, `playoff`, `director` | brackets, group stages, play-offs of shared places (第15.6条), and any event as a whole |
//! | 7 the arbiter's desk | `arbiter`, `desk_error`, `manual`, `manual_error`, `sheet`, `pages` | creating an event, recording pairings, results and byes; checking a hand pairing, and why one is refused; pairing sheets; HTML and CSV pages |

use serde::{Deserialize, Serialize};

pub mod arbiter;
pub mod bracket;
pub mod crosstable;
pub mod desk_error;
pub mod director;
pub mod entries;
pub mod grouping;
pub mod groups;
pub mod history;
pub mod knockout;
pub mod ledger;
mod lines;
pub mod lots;
pub mod manual;
pub mod manual_error;
pub mod matching;
pub mod outcome;
pub mod pages;
pub mod pair_error;
pub mod playoff;
pub mod ratings;
pub mod records;
pub mod results;
pub mod results_fault;
pub mod roundrobin;
pub mod rules;
pub mod score_groups;
pub mod sheet;
pub mod standings;
pub mod standings_error;
pub mod swiss;
pub mod teams;
pub mod warning;

/// The competition system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum System {
    /// A round robin (循环制): everyone meets everyone, by the order table.
    #[serde(rename = "round-robin")]
    RoundRobin,
    /// 积分编排制 (CN) / 积分循环制 (AXF): each round paired from the scores.
    #[serde(rename = "swiss")]
    Swiss,
    /// 淘汰制 (CN 第11.1条, AXF 第二章 第一节 四): a bracket seeded from the players' order.
    #[serde(rename = "knockout")]
    Knockout,
}

impl System {
    /// The name the results file and the CLI use.
    pub fn name(self) -> &'static str {
        match self {
            System::RoundRobin => "round-robin",
            System::Swiss => "swiss",
            System::Knockout => "knockout",
        }
    }
}

/// A side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Red, who moves first (先走).
    Red,
    /// Black (后走).
    Black,
}

impl Colour {
    /// The other side.
    pub fn other(self) -> Colour {
        match self {
            Colour::Red => Colour::Black,
            Colour::Black => Colour::Red,
        }
    }
}
