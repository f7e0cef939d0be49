//! The engines the suite can question: the built-in oracle and an outside engine process.
//!
//! The suite asks an engine two questions. "What do you play here?" ([`Engine::play`]) every
//! engine answers. "What is the ruling of this loop?" ([`Engine::ruling`]) only the oracle can:
//! UCCI and UCI have no such question. Reports say which questions an engine answered.

mod oracle;
pub mod process;

pub use oracle::OracleEngine;
pub use process::{
    Clocks, EngineSpec, Go, Letters, Limit, ProcessConfig, ProcessEngine, Protocol, Ranks,
    SpecError, TimeUnit,
};

use crate::case::Prepared;
use qili_oracle::{Move, Position, Verdict};
use std::fmt;
use std::time::Duration;

/// "What do you play here?": a position reached by moves, and the moves the engine may not play.
#[derive(Clone, Debug)]
pub struct Question {
    /// The position the moves start from: the position after the last capture, so that the
    /// engine sees every repetition.
    pub root: Position,
    /// The moves from `root` to the position in question.
    pub moves: Vec<Move>,
    /// The position in question: `root` after `moves`.
    pub position: Position,
    /// Moves the engine must not play here (UCCI `banmoves`; UCI `go … searchmoves` with every
    /// other legal move).
    pub banned: Vec<Move>,
    /// The rulebook the game is played under, for engines that can be told (the oracle).
    pub rules: String,
}

/// An engine's answer to "what do you play here?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The move, in qili's coordinates (ranks 0–9); `None` when the engine said it has no move
    /// (`nobestmove`, `bestmove (none)`).
    pub mv: Option<Move>,
    /// The line the engine answered with, as sent (empty for in-process engines).
    pub line: String,
    /// The engine resigned (UCCI `bestmove … resign`, CECP `resign`) instead of playing on.
    pub resigned: bool,
    /// How long the engine took, from `go` to its answer.
    pub elapsed: Duration,
}

/// Why an engine gave no usable answer. Each kind is a report status of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No answer before the deadline; the engine was killed.
    Timeout {
        /// What qili was waiting for.
        waiting_for: String,
        /// The last line the engine sent, if any.
        last_line: Option<String>,
        /// Whether qili waited for the engine's move (the answer to `go`), not for a reply of
        /// the dialog around it: the greeting, `isready`, `ping`, room in its input.
        for_move: bool,
    },
    /// The engine process could not be started, ended, or could not be written to.
    Crash {
        /// What qili was doing, how the process ended (exit status or signal), and the tail of
        /// its stderr.
        detail: String,
    },
    /// The engine sent something the protocol does not allow here.
    Protocol {
        /// The offending line.
        line: String,
        /// What is wrong with it.
        why: String,
    },
}

/// A fault's parts as the catalogue's messages take them (`answer-fault`, `end-fault`): the
/// message's kind, what qili waited for, the line the engine sent, and the system's or the
/// protocol's words. Empty where the kind has none.
pub struct FaultParts<'a> {
    /// `timeout`, `timeout-silent` (no line sent), `crash` or `protocol`.
    pub kind: &'static str,
    /// What a timeout waited for: `move` (the answer to `go`) or `reply` (a reply of the
    /// dialog); empty for the other kinds.
    pub awaited: &'static str,
    /// What qili was waiting for (a timeout).
    pub waiting: &'a str,
    /// The last line the engine sent (a timeout), or the line that broke the protocol.
    pub line: &'a str,
    /// How the process ended (a crash) or what is wrong with the line (the protocol).
    pub detail: &'a str,
}

impl Fault {
    /// This fault's [`FaultParts`].
    pub fn parts(&self) -> FaultParts<'_> {
        match self {
            Fault::Timeout {
                waiting_for,
                last_line,
                for_move,
            } => FaultParts {
                kind: if last_line.is_some() {
                    "timeout"
                } else {
                    "timeout-silent"
                },
                awaited: if *for_move { "move" } else { "reply" },
                waiting: waiting_for,
                line: last_line.as_deref().unwrap_or_default(),
                detail: "",
            },
            Fault::Crash { detail } => FaultParts {
                kind: "crash",
                awaited: "",
                waiting: "",
                line: "",
                detail,
            },
            Fault::Protocol { line, why } => FaultParts {
                kind: "protocol",
                awaited: "",
                waiting: "",
                line,
                detail: why,
            },
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Timeout {
                waiting_for,
                last_line,
                ..
            } => {
                write!(f, "no {waiting_for} in time; killed")?;
                match last_line {
                    Some(line) => write!(f, " (last line it sent: `{line}`)"),
                    None => write!(f, " (it sent nothing)"),
                }
            }
            Fault::Crash { detail } => f.write_str(detail),
            Fault::Protocol { line, why } => write!(f, "sent `{line}`: {why}"),
        }
    }
}

/// Anything that can be asked what it plays in a position.
pub trait Engine {
    /// Who answers, for reports: the engine's name and how it is reached.
    fn name(&self) -> String;

    /// "What do you play here?" An outside engine that hangs, dies or breaks the protocol gives
    /// a [`Fault`] and is restarted for the next question.
    fn play(&mut self, question: &Question) -> Result<Reply, Fault>;

    /// Whether the engine can be told which moves are banned (UCCI `banmoves`, UCI
    /// `searchmoves`, CECP `exclude` where the engine asked for it). May start the engine to
    /// learn it.
    fn hears_bans(&mut self) -> bool {
        true
    }

    /// "What is the ruling of this case's loop under `rules`?" `None` when the engine cannot be
    /// asked (outside engines).
    fn ruling(&mut self, _case: &Prepared, _rules: &str) -> Option<Verdict> {
        None
    }
}
