//! The referee: one game between two engines, move by move, by the book.
//!
//! [`play_game`] asks each side for its move with the game's own positions only, checks every
//! move, and ends the game the way the book says:
//!
//! - a side with no legal move loses (mate; 困毙, AXF 细则 2);
//! - an illegal move, a crash, a hang, a clock that runs out, a protocol error or a resignation
//!   loses, with the reason;
//! - at the third occurrence of a position the cycle is ruled by the oracle under the game's
//!   rulebook ([`qili_oracle::verdict::adjudicate`]): a draw ends the game; a side that must vary
//!   is ordered to, and from then on every move of that side that would continue a cycle ruled
//!   against it is forbidden — banned where the engine can be told (UCCI `banmoves`, UCI
//!   `searchmoves`, CECP `exclude`) unless [`Enforce::Forfeit`] — and playing one loses with the
//!   article (CN 第24.3条, AXF 细则 3). Under CN a perpetual check loses at once (第24.1条);
//! - the book's move-count limit draws.
//!
//! The record ([`GameRecord`]) holds the moves in ICCS, the result, the termination, the ruling
//! that decided the game with its article, and every ruling and ban on the way; write it as JSON
//! with serde or as PGN with [`crate::pgn`].
//!
//! ```no_run
//! use qili::engine::EngineSpec;
//! use qili::referee::{Control, EnginePlayer, Enforce, GameSettings, play_game};
//! use qili::engine::Limit;
//! use qili_oracle::{Position, rules::rulebook};
//! use std::time::Duration;
//!
//! let spec = |s: &str| EngineSpec::parse(s).unwrap();
//! let settings = GameSettings {
//!     book: rulebook("axf").unwrap(),
//!     control: Control::Limit(Limit::Depth(6)),
//!     enforce: Enforce::Ban,
//!     timeout: Duration::from_secs(10),
//!     handshake: Duration::from_secs(10),
//!     time_margin: Duration::from_millis(100),
//! };
//! let engine = |s: &str| EnginePlayer::new(&spec(s), settings.handshake);
//! let mut red = engine("cmd=/usr/games/fairy-stockfish proto=uci");
//! let mut black = engine("cmd=/usr/games/fairy-stockfish proto=ucci");
//! let record = play_game(1, &mut red, &mut black, &Position::start(), &settings);
//! println!("{} {} {}", record.result, record.termination, record.reason);
//! ```

mod cause;
mod game;
mod record;

pub use cause::{Allowance, Budget, Cause};
pub use game::play_game;
pub use record::{Act, Ban, GameRecord, GameResult, RulingMade, RulingRecord, Termination, times};

use crate::engine::{EngineSpec, Fault, Go, Limit, ProcessConfig, ProcessEngine, Question, Reply};
use qili_oracle::rules::Rulebook;
use std::time::Duration;

/// How the game is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// A search limit for every move (depth, nodes, or a time per move).
    Limit(Limit),
    /// A clock per side: `base` at the start, `increment` added after each move.
    Clock {
        /// Each side's time at the start.
        base: Duration,
        /// Time added after each move.
        increment: Duration,
    },
}

impl std::fmt::Display for Control {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Control::Limit(l) => write!(f, "{l}"),
            Control::Clock { base, increment } => {
                write!(f, "tc {}+{}", base.as_secs_f64(), increment.as_secs_f64())
            }
        }
    }
}

/// Whether a side ordered to vary is told which moves are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enforce {
    /// Send the forbidden moves as bans where the protocol can; playing one still loses.
    Ban,
    /// Send nothing: the engine must know the rule, and loses if it continues the cycle.
    Forfeit,
}

/// The rules and timing of a game.
#[derive(Clone, Copy, Debug)]
pub struct GameSettings {
    /// The rulebook the game is played under.
    pub book: &'static Rulebook,
    /// How the game is timed.
    pub control: Control,
    /// Whether forbidden moves are sent as bans.
    pub enforce: Enforce,
    /// Under a depth or node limit: how long one move may take before the engine is taken to
    /// hang (killed; it loses on time).
    pub timeout: Duration,
    /// How long an engine may take to greet and to answer `isready` (or CECP's `ping`) before
    /// it is taken not to start: `--timeout` when given, as for `qili run --engine`.
    pub handshake: Duration,
    /// How far past its time (move time, clock) an engine may answer before it loses on time.
    pub time_margin: Duration,
}

/// Anything that can play a side of a game: an engine process, or a scripted stand-in in tests.
pub trait Player {
    /// The name for the record.
    fn name(&self) -> String;

    /// Gets ready for a new game (starting the engine if it does not run). A fault here loses
    /// the game.
    fn new_game(&mut self) -> Result<(), Fault>;

    /// Whether forbidden moves can be sent to it as bans.
    fn can_ban(&self) -> bool;

    /// Its move: `question.root` is the game's start, `question.moves` every move since. The
    /// answer must come within `within`.
    fn play(&mut self, question: &Question, go: &Go, within: Duration) -> Result<Reply, Fault>;
}

/// An engine process as a player, under the name it is reported by.
pub struct EnginePlayer {
    /// The spec it was started from.
    pub spec: EngineSpec,
    /// The process.
    pub engine: ProcessEngine,
}

impl EnginePlayer {
    /// A player for the engine `spec` describes, which may take `handshake` to greet and to
    /// answer `isready` ([`GameSettings::handshake`]); started on its first game.
    pub fn new(spec: &EngineSpec, handshake: Duration) -> EnginePlayer {
        EnginePlayer {
            spec: spec.clone(),
            engine: ProcessEngine::new(ProcessConfig {
                timeout: handshake,
                ..spec.config()
            }),
        }
    }
}

impl Player for EnginePlayer {
    /// `name=` from the spec, else the engine's own name (`id name`, `myname`), else the
    /// program's file name.
    fn name(&self) -> String {
        match (&self.spec.name, self.engine.id_name()) {
            (Some(name), _) => name.clone(),
            (None, Some(id)) => id.to_string(),
            (None, None) => self.spec.fallback_name(),
        }
    }

    fn new_game(&mut self) -> Result<(), Fault> {
        self.engine.start()?;
        self.engine.new_game();
        Ok(())
    }

    fn can_ban(&self) -> bool {
        self.engine.can_ban()
    }

    fn play(&mut self, question: &Question, go: &Go, within: Duration) -> Result<Reply, Fault> {
        self.engine.play_move(question, go, within)
    }
}
