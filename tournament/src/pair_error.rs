//! Why the next round cannot be paired ([`crate::director::next_round`]): a round not finished,
//! every round played (or paired with games still being played), no pairing without a rematch,
//! a knockout over or waiting on its games. As data, so that each language words it from the
//! same facts; [`PairError`]'s `Display` is the English these errors always had, and the `qili`
//! crate words it in Chinese.

use crate::bracket::{BracketError, Stuck};
use crate::warning::Warning;
use std::fmt;

/// Why the next round of an event cannot be paired.
#[derive(Clone, Debug, PartialEq)]
pub enum PairError {
    /// More players than a Swiss event pairs.
    TooManyPlayers {
        /// The event's players.
        players: usize,
        /// The most a Swiss event pairs.
        max: usize,
    },
    /// The last round has players without a game yet.
    RoundUnfinished {
        /// The round.
        round: u32,
        /// Its players without a game, in the file's order.
        players: Vec<String>,
    },
    /// Every round announced (or of the order table) has been played.
    AllRoundsPlayed {
        /// The rounds.
        total: u32,
    },
    /// Every round has been paired, but games are still being played (附录二 六): the final
    /// standings and any play-off (CN 第15.6条) wait for their results.
    StillPlaying {
        /// The rounds.
        total: u32,
        /// The games still being played, in the file's order.
        games: Vec<Pending>,
    },
    /// No pairing of the round keeps every pair of players who have met apart (附录二).
    NeedsRematch {
        /// The round.
        round: u32,
    },
    /// A group has not played a round the others have (the groups play their rounds together).
    GroupBehind {
        /// The group.
        group: String,
        /// The round it has not played.
        round: u32,
    },
    /// Every group has played all its rounds.
    GroupsOver,
    /// A group's own round cannot be paired.
    InGroup {
        /// The group.
        group: String,
        /// Why.
        error: Box<PairError>,
    },
    /// Every game of the knockout's round is being played: an unfinished game decides what
    /// comes next.
    KnockoutPlaying {
        /// The round.
        round: u32,
    },
    /// The knockout is over.
    KnockoutOver {
        /// Its winner (none: nobody is left in it).
        winner: Option<String>,
    },
    /// A round robin whose games do not follow the order table (附录一): its next round, read
    /// off the table, may repeat a game.
    OffTable {
        /// The round.
        round: u32,
        /// The games off the table (the results file's warnings).
        warnings: Vec<Warning>,
    },
    /// A knockout's match that nothing in the file can decide.
    KnockoutStuck(Stuck),
    /// A game of the results file that does not fit the knockout's bracket.
    Bracket(BracketError),
    /// Any other reason, in its own (English) words.
    Other(String),
}

/// A game still being played (`unfinished`), as a refusal names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Its round.
    pub round: u32,
    /// The player with red.
    pub red: String,
    /// The player with black.
    pub black: String,
}

impl fmt::Display for Pending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} – {} (round {})", self.red, self.black, self.round)
    }
}

impl fmt::Display for PairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairError::TooManyPlayers { players, max } => {
                write!(f, "{players} players: a Swiss event pairs at most {max}")
            }
            PairError::RoundUnfinished { round, players } => write!(
                f,
                "round {round} is not finished: {} {} no game yet",
                players.join(", "),
                if players.len() == 1 { "has" } else { "have" }
            ),
            PairError::AllRoundsPlayed { total } => {
                write!(f, "all {total} rounds have been played")
            }
            PairError::StillPlaying { total, games } => write!(
                f,
                "all {total} rounds have been paired, but {} {} still being played: the final \
                 standings and any play-off wait for {}",
                games
                    .iter()
                    .map(Pending::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                if games.len() == 1 { "is" } else { "are" },
                if games.len() == 1 {
                    "its result"
                } else {
                    "their results"
                }
            ),
            PairError::NeedsRematch { round } => {
                write!(f, "round {round} cannot be paired without a rematch")
            }
            PairError::GroupBehind { group, round } => write!(
                f,
                "group {group} has not played round {round}: the groups play their rounds together"
            ),
            PairError::GroupsOver => f.write_str("every group has played all its rounds"),
            PairError::InGroup { group, error } => write!(f, "group {group}: {error}"),
            PairError::KnockoutPlaying { round } => write!(
                f,
                "round {round}: every game to play is being played (an unfinished game decides what comes next)"
            ),
            PairError::KnockoutOver { winner: Some(w) } => {
                write!(f, "the knockout is over: {w} won")
            }
            PairError::KnockoutOver { winner: None } => {
                f.write_str("the knockout is over: nobody is left in it")
            }
            PairError::OffTable { round, warnings } => write!(
                f,
                "the games do not follow the order table (附录一), so its round {round} may repeat a \
                 game: {}",
                warnings
                    .iter()
                    .map(Warning::to_string)
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            PairError::KnockoutStuck(stuck) => write!(f, "{stuck}"),
            PairError::Bracket(error) => write!(f, "{error}"),
            PairError::Other(text) => f.write_str(text),
        }
    }
}

impl std::error::Error for PairError {}

impl From<String> for PairError {
    fn from(text: String) -> PairError {
        PairError::Other(text)
    }
}

impl From<BracketError> for PairError {
    fn from(error: BracketError) -> PairError {
        PairError::Bracket(error)
    }
}

impl From<PairError> for String {
    fn from(error: PairError) -> String {
        error.to_string()
    }
}
