//! A knockout's vocabulary (淘汰制, CN 第11.1条): single or double elimination, the play-off
//! stages the results file names ([`Step`]), the bracket's places and where the seeds stand
//! ([`seed_places`]), and a match of the bracket as the standings show it ([`Match`]). The
//! bracket itself is built by [`crate::knockout`].

use crate::rules::Seeding;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Single or double elimination.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Elimination {
    /// 单淘汰制: out on the first lost match.
    #[default]
    #[serde(rename = "single")]
    Single,
    /// 双败淘汰制: out on the second.
    #[serde(rename = "double")]
    Double,
}

/// One stage of the play-off (附加赛) of a match level after its games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Step {
    /// `games:N`: N more games; the one who scores more in them goes through.
    Games(u32),
    /// `sudden-death:N`: up to N more games; the first won decides.
    SuddenDeath(u32),
    /// `lots`: a recorded lot.
    Lots,
    /// `higher-seed`: the player listed first in `players` goes through.
    HigherSeed,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Games(n) => write!(f, "games:{n}"),
            Step::SuddenDeath(n) => write!(f, "sudden-death:{n}"),
            Step::Lots => f.write_str("lots"),
            Step::HigherSeed => f.write_str("higher-seed"),
        }
    }
}

/// Why a text is no play-off stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    /// `games:N` or `sudden-death:N` with N not 1 to 100.
    Count {
        /// The text.
        text: String,
    },
    /// No stage's form.
    Unknown {
        /// The text.
        text: String,
    },
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepError::Count { text } => write!(f, "'{text}': the number of games is 1 to 100"),
            StepError::Unknown { text } => write!(
                f,
                "'{text}' is no play-off stage (games:N, sudden-death:N, lots, higher-seed)"
            ),
        }
    }
}

impl std::error::Error for StepError {}

impl TryFrom<String> for Step {
    type Error = StepError;

    fn try_from(s: String) -> Result<Step, StepError> {
        let count = |n: &str| -> Result<u32, StepError> {
            match n.parse::<u32>() {
                Ok(n) if (1..=100).contains(&n) => Ok(n),
                _ => Err(StepError::Count { text: s.clone() }),
            }
        };
        match s.split_once(':') {
            Some(("games", n)) => Ok(Step::Games(count(n)?)),
            Some(("sudden-death", n)) => Ok(Step::SuddenDeath(count(n)?)),
            None if s == "lots" => Ok(Step::Lots),
            None if s == "higher-seed" => Ok(Step::HigherSeed),
            _ => Err(StepError::Unknown { text: s }),
        }
    }
}

impl From<Step> for String {
    fn from(s: Step) -> String {
        s.to_string()
    }
}

/// Why a knockout cannot go on: a match level after its games and every play-off stage the
/// file's `playoff` gives (CN 第11.1条 leaves the 附加赛 to the organiser).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stuck {
    /// The match's two players, as the bracket places them.
    pub players: [String; 2],
    /// The round it is played in.
    pub round: u32,
    /// The file's play-off stages, all played (empty: it has none).
    pub playoff: Vec<Step>,
}

impl fmt::Display for Stuck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let after = if self.playoff.is_empty() {
            "its games".to_string()
        } else {
            format!(
                "the play-off {}",
                self.playoff
                    .iter()
                    .map(Step::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        write!(
            f,
            "{} — {} (round {}) is level after {after} and the file's `playoff` has nothing \
             more (CN 第11.1条: 附加赛 as the organiser sets; add a stage such as \"games:2\" or \
             \"lots\")",
            self.players[0], self.players[1], self.round
        )
    }
}

/// A game of the results file that does not fit the knockout's bracket. `at` is where the file
/// holds it (`line N: games[i]: `, as [`crate::results::Event::at_game`] gives it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BracketError {
    /// The game is no match of the bracket.
    NotAMatch {
        /// Where the file holds the game.
        at: String,
        /// Its red player.
        red: String,
        /// Its black player.
        black: String,
        /// Its round.
        round: u32,
        /// The bracket's round still being decided, when the game's round is later.
        undecided: Option<u32>,
    },
    /// The game comes after its match was decided.
    AfterDecided {
        /// Where the file holds the game.
        at: String,
        /// Its red player.
        red: String,
        /// Its black player.
        black: String,
    },
    /// Any other reason, in its own (English) words.
    Other(String),
}

impl fmt::Display for BracketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BracketError::NotAMatch {
                at,
                red,
                black,
                round,
                undecided,
            } => {
                write!(
                    f,
                    "{at}'{red}' v '{black}' in round {round} is no match of the bracket"
                )?;
                match undecided {
                    Some(r) => write!(f, " (round {r} is not decided yet)"),
                    None => Ok(()),
                }
            }
            BracketError::AfterDecided { at, red, black } => write!(
                f,
                "{at}'{red}' v '{black}': the match was decided before this game"
            ),
            BracketError::Other(text) => f.write_str(text),
        }
    }
}

impl std::error::Error for BracketError {}

impl From<String> for BracketError {
    fn from(text: String) -> BracketError {
        BracketError::Other(text)
    }
}

impl From<&str> for BracketError {
    fn from(text: &str) -> BracketError {
        BracketError::Other(text.to_string())
    }
}

impl From<BracketError> for String {
    fn from(error: BracketError) -> String {
        error.to_string()
    }
}

/// Which part of the bracket a match is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// The winners' bracket (all of a single-elimination one).
    Winners,
    /// The losers' bracket (double elimination).
    Losers,
    /// The grand final of a double elimination.
    Final,
    /// The grand final played again, when the losers' bracket's winner won the first.
    Reset,
    /// The match for third place (single elimination, `third_place`).
    Third,
}

impl Part {
    /// The part's name in the bracket's text.
    pub fn name(self) -> &'static str {
        match self {
            Part::Winners => "winners",
            Part::Losers => "losers",
            Part::Final => "grand final",
            Part::Reset => "grand final, again",
            Part::Third => "third place",
        }
    }
}

/// A match of the bracket.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Match {
    /// The event round it is played in.
    pub round: u32,
    /// The part of the bracket.
    pub part: Part,
    /// Its number within its part's round, from 1, top of the bracket first.
    pub number: usize,
    /// The two players (`null`: an empty place — the other has a bye).
    pub players: [Option<String>; 2],
    /// The games played, `[red, black, result]` (a team match's result is the one its 局分
    /// give, from the first-listed team's side).
    pub games: Vec<[String; 3]>,
    /// A team knockout: each game's 局分 (第14.2条), the first-listed team's first, in the
    /// order of `games` (`null` for a match a whole team forfeited); absent for players.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub game_points: Vec<Option<[f64; 2]>>,
    /// Who went through, once decided (`null` when nobody did: both absent).
    pub winner: Option<String>,
    /// How it was decided: `games`, `play-off games:2`, `lots`, `bye`, …; `null` while it is
    /// being played.
    pub decided_by: Option<String>,
    /// Level after its games and every play-off stage of the file's `playoff`: nothing left
    /// can decide it (the standings' note says what to add). Not in the JSON, which keeps its
    /// keys (`decided_by` is `null`, and the note is among the notes).
    #[serde(skip)]
    pub undecided: bool,
}

/// The bracket's places for a field of `n`: the smallest power of two that holds it, at least 2.
pub fn places(n: usize) -> usize {
    n.max(2).next_power_of_two()
}

/// The seed (from 1) at each place of a bracket of `size` (a power of two), top first.
/// `standard`: 1 v size, and each half holds the seeds that keep the best apart (for 8:
/// 1 8 4 5 2 7 3 6); `adjacent`: 1 v 2, 3 v 4, ….
pub fn seed_places(size: usize, seeding: Seeding) -> Vec<usize> {
    match seeding {
        Seeding::Adjacent => (1..=size).collect(),
        Seeding::Standard => {
            let mut order = vec![1];
            while order.len() < size {
                let m = order.len() * 2;
                order = order.iter().flat_map(|&s| [s, m + 1 - s]).collect();
            }
            order
        }
    }
}
