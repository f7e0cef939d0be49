//! What is wrong with an engines file's team form (`teams`, `boards`, `team_event`): the
//! faults [`EngineTeams::new`](super::engine_teams::EngineTeams::new) and `in_order` find, as
//! data with an English `Display` word for word as qili always printed it; the harness words
//! them in Chinese (`cli/field_words.rs`). Teams are counted from 0 as the file lists them.

use qili_tournament::teams::LineupError;

/// A fault of the team form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamFault {
    /// Fewer than two teams.
    TooFewTeams,
    /// `teams[t]` has an empty name.
    EmptyName(usize),
    /// `teams[t]`, named so, lists no players.
    NoPlayers(usize, String),
    /// `teams[t].players[i]` has an empty name.
    EmptyPlayer(usize, usize),
    /// In `teams[t]`, a name already given to a team or a player before it.
    Twice(usize, String),
    /// `boards` with 全队轮赛制, whose line-ups set the boards.
    AllPlayAllBoards,
    /// `boards: 0`.
    NoBoards,
    /// More boards than qili plays (the boards, the most).
    TooManyBoards(usize, usize),
    /// `boards` with 队员总分制, which has none.
    TotalPlacesBoards,
    /// A fault of team `t` (its index and name).
    Team(usize, String, TeamIssue),
    /// A team a results file lists that the engines file does not.
    NotInFile(String),
}

/// What is wrong with one team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamIssue {
    /// Fewer players than boards: players, boards.
    TooFewPlayers(usize, usize),
    /// The line-up of a round the file does not list (the roster's first players) may not be
    /// fielded.
    DefaultLineup(LineupError),
    /// A `lineups` entry for round 0.
    RoundZero,
    /// A round's line-up of the wrong size: round, players, boards (`None` in 全队轮赛制,
    /// where a line-up needs at least one player).
    LineupSize(u32, usize, Option<usize>),
    /// A round's line-up that may not be fielded.
    Lineup(u32, LineupError),
    /// `lineups` with 队员总分制, in which every player plays.
    TotalPlacesLineups,
}

/// 队员总分制's reason, in the English words.
const TOTAL_PLACES: &str = "team_event total-places (队员总分制, 第12.5条 比赛不分台次) is an \
                            individual event of the teams' players";

impl std::fmt::Display for TeamFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TeamFault::TooFewTeams => f.write_str("a team event needs at least two teams"),
            TeamFault::EmptyName(t) => write!(f, "teams[{t}]: the name is empty"),
            TeamFault::NoPlayers(t, name) => write!(f, "teams[{t}]: '{name}' has no players"),
            TeamFault::EmptyPlayer(t, i) => write!(f, "teams[{t}].players[{i}]: the name is empty"),
            TeamFault::Twice(t, name) => write!(
                f,
                "teams[{t}]: '{name}' is listed twice (a name is one team or one player)"
            ),
            TeamFault::AllPlayAllBoards => f.write_str(
                "boards: in 全队轮赛制 (all-play-all, 第12.4条) every player of one line-up \
                 plays every player of the other, so the line-ups set the boards",
            ),
            TeamFault::NoBoards => f.write_str("boards: a match has at least one board"),
            TeamFault::TooManyBoards(b, most) => write!(f, "boards: {b} is more than {most}"),
            TeamFault::TotalPlacesBoards => write!(f, "boards: {TOTAL_PLACES}, with no boards"),
            TeamFault::Team(t, name, issue) => {
                write!(f, "teams[{t}] ('{name}'): ")?;
                match issue {
                    TeamIssue::TooFewPlayers(p, b) => write!(f, "{p} players for {b} boards"),
                    TeamIssue::DefaultLineup(e) => {
                        write!(f, "the line-up of a round not listed: {e}")
                    }
                    TeamIssue::RoundZero => f.write_str("lineups: rounds count from 1"),
                    TeamIssue::LineupSize(round, p, b) => {
                        let b = b.map_or("a line-up of at least one".into(), |b| b.to_string());
                        write!(f, "lineups: round {round}: {p} players for {b} boards")
                    }
                    TeamIssue::Lineup(round, e) => write!(f, "lineups: round {round}: {e}"),
                    TeamIssue::TotalPlacesLineups => {
                        write!(f, "lineups: {TOTAL_PLACES}, in which every player plays")
                    }
                }
            }
            TeamFault::NotInFile(name) => {
                write!(f, "'{name}' is not a team of the engines file")
            }
        }
    }
}
