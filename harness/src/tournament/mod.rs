//! Tournaments by the books' competition chapters: the round-robin order table (CN 附录一),
//! 积分编排 Swiss pairing (CN 附录二), scoring (CN 第14条, AXF 第二章 第五节), ranking and
//! tie-breaks (CN 第15条, 第18.4条; AXF 第五节 三、四), withdrawals (CN 第20条, AXF 第六节), the
//! results file and crosstables. Where the books differ or are silent, the choice is a key of
//! `spec/competition/<book>.yaml` ([`rules`]); docs/TOURNAMENTS.md gives the evidence.
//!
//! The flow: a results file ([`results::Event`]) → the games as they count after withdrawals
//! ([`ledger::Ledger`]) → [`standings::standings`] and [`crosstable`]; and for the next round
//! [`swiss::next_round`] (or the order table, [`roundrobin::table`]).

use serde::{Deserialize, Serialize};

pub mod case;
pub mod crosstable;
pub mod engine_teams;
pub mod groups;
pub mod knockout;
pub mod ledger;
mod lines;
pub mod lots;
pub mod matching;
pub mod referee;
pub mod results;
pub mod roundrobin;
pub mod rules;
pub mod run;
pub mod standings;
pub mod swiss;
pub mod teams;

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
