//! Why the arbiter's desk ([`crate::arbiter`], [`crate::sheet`]) refuses a step: a round
//! recorded twice, a board that is not there, a result already entered, a bye or a late entry
//! out of place, a sheet that cannot be printed. As data, so
//! that each language words it from the same facts; [`DeskError`]'s `Display` is the English
//! (the words these errors always had), and the `qili` crate words it in Chinese.

use crate::System;
use crate::outcome::Outcome;
use crate::pair_error::PairError;
use crate::results_fault::ResultsError;
use crate::standings_error::StandingsError;
use std::fmt;

/// Why a player named for a board of a round has none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffBoard {
    /// They have the round's bye.
    Bye,
    /// They are excused from the round (a recorded bye: asked for, or a late entry's round).
    Excused,
    /// No player of the event has the name.
    NotAPlayer,
    /// A player of the event not paired in the round.
    NoBoard,
}

/// Why the arbiter's desk refuses a step.
#[derive(Clone, Debug, PartialEq)]
pub enum DeskError {
    /// A Swiss event created without its rounds announced (附录二 二).
    SwissNeedsRounds,
    /// `pair --record` on a team match event.
    TeamEventNotRecorded,
    /// The round is recorded already.
    RoundRecorded {
        /// The round.
        round: u32,
        /// Its boards.
        boards: usize,
    },
    /// The last round recorded still waits for results.
    RoundNotFinished {
        /// The round.
        round: u32,
        /// Its boards without a result (from 1).
        missing: Vec<usize>,
    },
    /// The round to record is not the one after the file's last.
    RoundOutOfOrder {
        /// The round.
        round: u32,
        /// The file's last round.
        last: u32,
    },
    /// A result for a round not recorded.
    RoundNotRecorded {
        /// The round.
        round: u32,
        /// The rounds recorded.
        recorded: Vec<u32>,
    },
    /// A board number the round does not have.
    NoSuchBoard {
        /// The round.
        round: u32,
        /// Its boards.
        boards: usize,
        /// The number given.
        board: usize,
    },
    /// A player named for a board who has none in the round.
    OffBoard {
        /// The round.
        round: u32,
        /// The name given.
        name: String,
        /// Why they have no board.
        why: OffBoard,
    },
    /// The board has a result and `--replace` was not given.
    ResultEntered {
        /// The round.
        round: u32,
        /// The board (from 1).
        board: usize,
        /// Red.
        red: String,
        /// Black.
        black: String,
        /// The result it has.
        result: Option<Outcome>,
    },
    /// A play-off game entered as `unfinished`.
    PlayoffUnfinished,
    /// The event is over and no place must be played off (CN 第15.6条).
    NoPlayoffDue,
    /// The book has no play-off of a shared place (AXF: its rankings end in a lot).
    NoPlayoffs {
        /// The book (`AXF`).
        cite: String,
    },
    /// A play-off result before the event is over.
    NotOver,
    /// A play-off game number out of range.
    NoSuchPlayoffGame {
        /// The games of the play-offs.
        games: usize,
        /// The number given.
        game: usize,
    },
    /// A player with no play-off game.
    NoPlayoffGame {
        /// The name given.
        name: String,
    },
    /// Every play-off game of a player has its result (`--replace` not given).
    PlayoffGamesEntered {
        /// The player.
        name: String,
    },
    /// The play-off game has a result and `--replace` was not given.
    PlayoffResultEntered {
        /// The game's number.
        game: usize,
        /// Red.
        red: String,
        /// Black.
        black: String,
        /// The result it has.
        result: Outcome,
    },
    /// A bye asked for in an event that is not a Swiss one.
    ByeNotSwiss {
        /// The event's system.
        system: System,
    },
    /// No player of the event has the name.
    NotAPlayer {
        /// The name given.
        name: String,
    },
    /// A bye for a round already paired.
    RoundPaired {
        /// The round asked for.
        round: u32,
        /// The last round paired.
        current: u32,
    },
    /// A round past the event's announced rounds.
    NoSuchRound {
        /// The rounds announced.
        total: u32,
        /// The round given.
        round: u32,
    },
    /// A bye for a player who withdrew before the round.
    Withdrew {
        /// The player.
        name: String,
        /// The first round they are out of.
        from: u32,
    },
    /// A late entry to an event that is not a Swiss one.
    LateEntryNotSwiss {
        /// The event's system.
        system: System,
    },
    /// A late entry before the first round.
    NotStarted,
    /// A late entry once every round is paired.
    AllRoundsPaired {
        /// The rounds announced.
        total: u32,
    },
    /// The sheet of a round played but not recorded with its boards.
    SheetNotRecorded {
        /// The round.
        round: u32,
    },
    /// The sheet of a round past the next one.
    NotPairedYet {
        /// The round asked for.
        round: u32,
        /// The next round.
        next: u32,
    },
    /// Why the next round cannot be paired.
    Pair(PairError),
    /// What the step would make of the results file is no valid event (a late entry under a
    /// name already entered, a bye asked for twice…): the file's fault, in its own words.
    Results(ResultsError),
    /// Why the standings the step needs (the play-offs of CN 第15.6条, the scores of a sheet)
    /// cannot be made.
    Standings(StandingsError),
}

impl fmt::Display for DeskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeskError::SwissNeedsRounds => f.write_str(
                "a Swiss event needs its rounds announced (附录二 二: 预先确定并宣布比赛进行若干轮)",
            ),
            DeskError::TeamEventNotRecorded => f.write_str(
                "a team match event enters its boards through `run` or the results file; `pair --record` records individual events",
            ),
            DeskError::RoundRecorded { round, boards } => write!(
                f,
                "round {round} is already recorded ({boards} boards); its results are entered with `qili tournament result`"
            ),
            DeskError::RoundNotFinished { round, missing } => write!(
                f,
                "round {round} is not finished: board{} {} ha{} no result",
                if missing.len() == 1 { "" } else { "s" },
                list(missing),
                if missing.len() == 1 { "s" } else { "ve" }
            ),
            DeskError::RoundOutOfOrder { round, last } => write!(
                f,
                "round {round} cannot be recorded: the file's last round is {last}"
            ),
            DeskError::RoundNotRecorded { round, recorded } => write!(
                f,
                "round {round} is not recorded (recorded: {}); pair it with `qili tournament pair --record` first",
                if recorded.is_empty() {
                    "none".to_string()
                } else {
                    list(recorded)
                }
            ),
            DeskError::NoSuchBoard {
                round,
                boards,
                board,
            } => write!(f, "round {round} has boards 1 to {boards}, not {board}"),
            DeskError::OffBoard { round, name, why } => {
                let why = match why {
                    OffBoard::Bye => "has the bye",
                    OffBoard::Excused => "is excused (a recorded bye)",
                    OffBoard::NotAPlayer => "is not a player",
                    OffBoard::NoBoard => "is on no board",
                };
                write!(f, "round {round}: '{name}' {why}")
            }
            DeskError::ResultEntered {
                round,
                board,
                red,
                black,
                result,
            } => write!(
                f,
                "round {round} board {board} ({red} – {black}) already has {}; give --replace to correct it",
                result.map_or("a result", Outcome::text)
            ),
            DeskError::PlayoffUnfinished => {
                f.write_str("a play-off game is entered when it ends, not `unfinished`")
            }
            DeskError::NoPlayoffDue => {
                f.write_str("no place is shared that must be played off (CN 第15.6条)")
            }
            DeskError::NoPlayoffs { cite } => write!(
                f,
                "{cite} has no play-off of a shared place: its rankings end in a lot"
            ),
            DeskError::NotOver => f.write_str(
                "the event is not over: a play-off (CN 第15.6条) comes after its last round",
            ),
            DeskError::NoSuchPlayoffGame { games, game } => {
                write!(f, "the play-offs have games 1 to {games}, not {game}")
            }
            DeskError::NoPlayoffGame { name } => write!(f, "'{name}' plays in no play-off"),
            DeskError::PlayoffGamesEntered { name } => write!(
                f,
                "every play-off game of '{name}' has its result; give --board N --replace to correct one"
            ),
            DeskError::PlayoffResultEntered {
                game,
                red,
                black,
                result,
            } => write!(
                f,
                "play-off game {game} ({red} – {black}) already has {}; give --replace to correct it",
                result.text()
            ),
            DeskError::ByeNotSwiss { system } => write!(
                f,
                "a requested bye is for a Swiss event; this is a {} event",
                system.name()
            ),
            DeskError::NotAPlayer { name } => write!(f, "'{name}' is not a player"),
            DeskError::RoundPaired { round, current } => write!(
                f,
                "round {round} is already paired (the file has round {current}); a bye is granted before its round is paired"
            ),
            DeskError::NoSuchRound { total, round } => {
                write!(f, "the event has {total} rounds, not {round}")
            }
            DeskError::Withdrew { name, from } => {
                write!(f, "'{name}' withdrew before round {from}")
            }
            DeskError::LateEntryNotSwiss { system } => write!(
                f,
                "a late entry joins a Swiss event; a {} event's numbers are fixed when it starts (CN 第20.2条 redraws a round robin)",
                system.name()
            ),
            DeskError::NotStarted => f.write_str(
                "the event has not started: add the player to the entries and create it again, or list them in `players`",
            ),
            DeskError::AllRoundsPaired { total } => write!(f, "all {total} rounds are paired"),
            DeskError::SheetNotRecorded { round } => write!(
                f,
                "round {round} was not recorded with its boards (`pair --record`): its sheet cannot be printed again"
            ),
            DeskError::NotPairedYet { round, next } => write!(
                f,
                "round {round} is not paired yet: the next round is {next}"
            ),
            DeskError::Pair(error) => error.fmt(f),
            DeskError::Results(error) => error.fmt(f),
            DeskError::Standings(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for DeskError {}

/// `1, 2, 3`.
pub fn list<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
