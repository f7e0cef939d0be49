//! Why a hand pairing (`qili tournament pair --manual FILE`, [`crate::manual`]) is refused
//! before any clause is checked: its file cannot be read as a pairing, or it is no pairing of
//! the round. As data, so that each language words it from the same facts; [`ManualError`]'s
//! `Display` is the English these errors always had.

use crate::System;
use std::fmt;

/// Where a name stands in a hand pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// In a pair.
    Pair,
    /// As the bye.
    Bye,
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Slot::Pair => "a pair",
            Slot::Bye => "the bye",
        })
    }
}

/// Why a hand pairing is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManualError {
    /// The file's JSON does not parse as a pairing.
    Json {
        /// The file, as named.
        origin: String,
        /// serde_json's words (which end with the line and column).
        text: String,
        /// The line (from 1; 0 when serde_json gives none).
        line: usize,
        /// The column.
        column: usize,
    },
    /// A second `bye:` line.
    SecondBye {
        /// The file, as named.
        origin: String,
        /// The line, from 1.
        line: usize,
    },
    /// A line that is neither `red - black` nor `bye: name`.
    NotAPair {
        /// The file, as named.
        origin: String,
        /// The line, from 1.
        line: usize,
    },
    /// The event is not paired by 附录二: a round robin (by its order table) or a knockout (by
    /// its bracket).
    NotSwiss {
        /// The event's system.
        system: System,
    },
    /// Every announced round has been played.
    AllRoundsPlayed {
        /// The rounds.
        total: u32,
    },
    /// Every announced round has been paired, but games are still being played (附录二 六):
    /// the event waits for their results, as [`crate::pair_error::PairError::StillPlaying`].
    StillPlaying {
        /// The rounds.
        total: u32,
        /// The games still being played, in the file's order.
        games: Vec<crate::pair_error::Pending>,
    },
    /// A name that is no player of the event.
    NotAPlayer {
        /// The name.
        name: String,
    },
    /// A player who withdrew before this round.
    Withdrew {
        /// The player.
        name: String,
        /// The first round the player is out of.
        from: u32,
    },
    /// A player excused from this round (a recorded bye).
    Excused {
        /// The player.
        name: String,
        /// The round.
        round: u32,
    },
    /// A player named twice.
    Twice {
        /// The player.
        name: String,
        /// Where first.
        first: Slot,
        /// Where again.
        again: Slot,
    },
    /// Players due to play who are neither paired nor given the bye.
    Missing {
        /// The round.
        round: u32,
        /// The players, in the file's order.
        players: Vec<String>,
    },
}

impl fmt::Display for ManualError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManualError::Json { origin, text, .. } => write!(f, "{origin}: {text}"),
            ManualError::SecondBye { origin, line } => {
                write!(f, "{origin}: line {line}: a second bye")
            }
            ManualError::NotAPair { origin, line } => write!(
                f,
                "{origin}: line {line}: expected `red - black` or `bye: name`"
            ),
            ManualError::NotSwiss { system } => write!(
                f,
                "a hand pairing is checked against 附录二 (积分编排); a {} event is paired by its {}",
                system.name(),
                if *system == System::Knockout {
                    "bracket"
                } else {
                    "order table (附录一)"
                }
            ),
            ManualError::AllRoundsPlayed { total } => {
                write!(f, "all {total} rounds have been played")
            }
            ManualError::StillPlaying { total, games } => write!(
                f,
                "{}",
                crate::pair_error::PairError::StillPlaying {
                    total: *total,
                    games: games.clone(),
                }
            ),
            ManualError::NotAPlayer { name } => write!(f, "'{name}' is not a player"),
            ManualError::Withdrew { name, from } => {
                write!(f, "'{name}' withdrew before round {from}")
            }
            ManualError::Excused { name, round } => {
                write!(f, "'{name}' is excused from round {round} (a recorded bye)")
            }
            ManualError::Twice { name, first, again } => {
                write!(f, "'{name}' is listed twice (in {first} and in {again})")
            }
            ManualError::Missing { round, players } => write!(
                f,
                "round {round}: {} {} neither paired nor given the bye",
                players.join(", "),
                if players.len() == 1 { "is" } else { "are" }
            ),
        }
    }
}

impl std::error::Error for ManualError {}

impl From<ManualError> for String {
    fn from(error: ManualError) -> String {
        error.to_string()
    }
}
