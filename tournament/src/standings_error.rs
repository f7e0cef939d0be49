//! Why an event cannot be ranked ([`crate::director::standings`]) or its group stage cannot make
//! the final ([`crate::groups::final_file`]). As data, so that each language words it from the
//! same facts; the `Display`s are the English these errors always had, and the `qili` crate
//! words them in Chinese.

use crate::System;
use crate::bracket::BracketError;
use std::fmt;

/// Why the standings of an event cannot be made.
#[derive(Clone, Debug, PartialEq)]
pub enum StandingsError {
    /// The tie-break ranking was asked of a knockout or a group stage.
    ByBracketOrGroups,
    /// The book (or its team table) ranks no event of this system by tie-breaks.
    NoTieBreaks {
        /// The event's system.
        system: System,
    },
    /// An event of team matches under a book that scores no team event (AXF).
    NoTeamScoring {
        /// The book as it is cited (`AXF`).
        cite: String,
    },
    /// A group's own standings cannot be made.
    InGroup {
        /// The group.
        group: String,
        /// Why.
        error: Box<StandingsError>,
    },
    /// A game of a knockout does not fit its bracket.
    Bracket(BracketError),
    /// Any other reason, in its own (English) words.
    Other(String),
}

impl fmt::Display for StandingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StandingsError::ByBracketOrGroups => {
                f.write_str("a knockout or a group stage is ranked by its bracket or its groups")
            }
            StandingsError::NoTieBreaks { system } => {
                write!(f, "a {} is not ranked by tie-breaks", system.name())
            }
            StandingsError::NoTeamScoring { cite } => write!(
                f,
                "{cite} scores no team event (its 成绩计算 counts games and two-game matches of \
                 two players); rank it with --rules cn (第14.2条, 第15.3–15.5条)"
            ),
            StandingsError::InGroup { group, error } => write!(f, "group {group}: {error}"),
            StandingsError::Bracket(error) => write!(f, "{error}"),
            StandingsError::Other(text) => f.write_str(text),
        }
    }
}

impl std::error::Error for StandingsError {}

impl From<String> for StandingsError {
    fn from(text: String) -> StandingsError {
        StandingsError::Other(text)
    }
}

impl From<BracketError> for StandingsError {
    fn from(error: BracketError) -> StandingsError {
        StandingsError::Bracket(error)
    }
}

impl From<StandingsError> for String {
    fn from(error: StandingsError) -> String {
        error.to_string()
    }
}

/// Why a group stage cannot make its final's results file (`qili tournament advance`).
#[derive(Clone, Debug, PartialEq)]
pub enum AdvanceError {
    /// Neither the file nor the command says how many go on.
    NoCount,
    /// Groups with games still to play.
    Unfinished {
        /// The groups.
        groups: Vec<String>,
    },
    /// Players share places across the cut (CN 第15.6条): who goes on waits for their play-off.
    SharedAcrossCut {
        /// The group.
        group: String,
        /// The players sharing.
        players: Vec<String>,
        /// The places they share, first and last.
        places: [u32; 2],
        /// How many of each group go on.
        cut: u32,
    },
    /// The group stage's standings cannot be made.
    Standings(StandingsError),
    /// Any other reason, in its own (English) words.
    Other(String),
}

impl fmt::Display for AdvanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AdvanceError::NoCount => f.write_str(
                "the group stage says not how many go on (`advance` in the file, or --advance N)",
            ),
            AdvanceError::Unfinished { groups } => {
                write!(f, "group {} has games still to play", groups.join(", "))
            }
            AdvanceError::SharedAcrossCut {
                group,
                players,
                places,
                cut,
            } => write!(
                f,
                "group {group}: {} share places {}–{} across the cut of {cut}: who goes on waits \
                 for their play-off (CN 第15.6条; `qili tournament pair` gives it)",
                players.join(", "),
                places[0],
                places[1]
            ),
            AdvanceError::Standings(error) => write!(f, "{error}"),
            AdvanceError::Other(text) => f.write_str(text),
        }
    }
}

impl std::error::Error for AdvanceError {}

impl From<String> for AdvanceError {
    fn from(text: String) -> AdvanceError {
        AdvanceError::Other(text)
    }
}

impl From<&str> for AdvanceError {
    fn from(text: &str) -> AdvanceError {
        AdvanceError::Other(text.to_string())
    }
}

impl From<StandingsError> for AdvanceError {
    fn from(error: StandingsError) -> AdvanceError {
        AdvanceError::Standings(error)
    }
}
