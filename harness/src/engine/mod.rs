//! The engines the suite can question: the built-in oracle and an outside engine process.
//!
//! The suite asks an engine two questions. "What do you play here?" ([`Engine::play`]) every
//! engine answers. "What is the ruling of this loop?" ([`Engine::ruling`]) only the oracle can:
//! UCCI and UCI have no such question. Reports say which questions an engine answered.

mod fault;
mod oracle;
pub mod process;

pub use fault::{Awaited, Breach, Crash, Doing, Ending, Fault, FaultParts, SystemError};
pub use oracle::OracleEngine;
pub use process::{
    Clocks, EngineSpec, Go, Letters, Limit, ProcessConfig, ProcessEngine, Protocol, Ranks,
    SpecError, TimeUnit,
};

use crate::case::Prepared;
use qili_oracle::{Move, Position, Verdict};
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
