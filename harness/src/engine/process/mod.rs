//! An outside engine process speaking UCCI, UCI or CECP: spawned from an argument vector (no
//! shell), greeted, asked one question at a time, killed and restarted when it hangs, dies or
//! breaks the protocol.
//!
//! Two ways to ask. [`Engine::play`] (certification) makes every answer depend on its question
//! alone: the engine's memory is cleared first, and the search limit is the configured one. In a
//! game, [`ProcessEngine::new_game`] clears the memory once and [`ProcessEngine::play_move`]
//! asks for each move with the game's search limit or clocks.

mod cecp;
mod child;
mod coords;
mod lines;
mod position_line;
mod protocol;
mod spec;
mod uci;

pub use coords::{Letters, Ranks};
pub use protocol::Protocol;
pub use spec::{EngineSpec, SpecError, TimeUnit};

use super::{Crash, Engine, Fault, Question, Reply};
use child::Child;
use position_line::PositionLine;
use qili_oracle::{Color, Move};
use std::time::Duration;

/// How long the engine may think about each move, when no clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `go depth N` (CECP `sd N`).
    Depth(u32),
    /// `go nodes N` (CECP `nps N` with `st 1`).
    Nodes(u64),
    /// `go movetime MS` (UCCI `go time T movestogo 1`, CECP `st SECONDS`).
    MoveTime(Duration),
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Limit::Depth(n) => write!(f, "depth {n}"),
            Limit::Nodes(n) => write!(f, "nodes {n}"),
            Limit::MoveTime(d) => write!(f, "movetime {} ms", d.as_millis()),
        }
    }
}

/// The clocks of a game played with a time control, as they stand when a side is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// Red's time left.
    pub red: Duration,
    /// Black's time left.
    pub black: Duration,
    /// Each side's time at the start of the game.
    pub base: Duration,
    /// Time added after each move.
    pub increment: Duration,
}

impl Clocks {
    /// One side's time left.
    pub fn left(&self, side: Color) -> Duration {
        match side {
            Color::Red => self.red,
            Color::Black => self.black,
        }
    }
}

/// What the engine is told about its time for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// A search limit per move.
    Limit(Limit),
    /// The game's clocks.
    Clock(Clocks),
}

/// How to start and question an outside engine.
#[derive(Clone, Debug)]
pub struct ProcessConfig {
    /// The program and its arguments.
    pub argv: Vec<String>,
    /// The protocol it speaks.
    pub protocol: Protocol,
    /// The search limit of each certification question.
    pub limit: Limit,
    /// How long any one answer may take: the greeting, `readyok`, a `bestmove` (in a game the
    /// referee gives the time for each move).
    pub timeout: Duration,
    /// The engine's rank numbering; `None` to learn it.
    pub ranks: Option<Ranks>,
    /// Learn an unknown rank numbering from a probe right after the greeting (a move asked from
    /// the start position, which no numbering can misread). When false, it is learnt from the
    /// engine's first move in a game instead, so the engine is asked nothing outside its game.
    pub probe_ranks: bool,
    /// The FEN letters the engine reads.
    pub letters: Letters,
    /// Options set after the greeting (UCI/UCCI `setoption`, CECP `option NAME=VALUE`).
    pub options: Vec<(String, String)>,
    /// UCCI: the unit of `go time`; `None` for milliseconds when offered, else seconds.
    pub time_unit: Option<TimeUnit>,
    /// Start a fresh process for every game and every certification question.
    pub restart: bool,
}

impl ProcessConfig {
    /// A configuration with the defaults of `qili run --engine`: depth 10, 10 s per answer,
    /// ranks probed, standard FEN letters, no options.
    pub fn new(argv: Vec<String>, protocol: Protocol) -> ProcessConfig {
        ProcessConfig {
            argv,
            protocol,
            limit: Limit::Depth(10),
            timeout: Duration::from_secs(10),
            ranks: None,
            probe_ranks: true,
            letters: Letters::Nb,
            options: Vec::new(),
            time_unit: None,
            restart: false,
        }
    }
}

/// A live, greeted engine process.
struct Session {
    child: Child,
    /// The names of the options the engine offered.
    options: Vec<String>,
    /// UCCI: `go time` values are in milliseconds.
    millisec: bool,
    /// CECP: the features it asked for, and the game it has been told.
    cecp: cecp::State,
    /// It has been asked a move (so a restart for a new game is due).
    used: bool,
}

/// An outside engine. The process is started on the first question (or by
/// [`ProcessEngine::start`]) and restarted after any fault; it is told to quit, then killed and
/// waited for, when the engine is dropped.
pub struct ProcessEngine {
    config: ProcessConfig,
    session: Option<Session>,
    ranks: Option<Ranks>,
    id_name: Option<String>,
    starts: usize,
    /// A new game begins with the next move asked.
    fresh: bool,
    /// UCI/UCCI: the `position` command of the last question.
    position_line: Option<PositionLine>,
}

impl ProcessEngine {
    /// An engine that will be started from `config` when first asked.
    pub fn new(config: ProcessConfig) -> ProcessEngine {
        let ranks = config.ranks.or(match config.protocol {
            // XBoard counts the ranks of a 10-rank board from 0 (engine-intf.html, section 8).
            Protocol::Cecp => Some(Ranks::Zero),
            Protocol::Ucci | Protocol::Uci => None,
        });
        ProcessEngine {
            config,
            session: None,
            ranks,
            id_name: None,
            starts: 0,
            fresh: true,
            position_line: None,
        }
    }

    /// Starts the process and greets it, unless it already runs; probes the rank numbering if
    /// it is unknown and the configuration asks for a probe.
    pub fn start(&mut self) -> Result<(), Fault> {
        if self.session.is_none() {
            let session = self.handshake()?;
            self.session = Some(session);
        }
        Ok(())
    }

    /// The configuration the engine was made from.
    pub fn config(&self) -> &ProcessConfig {
        &self.config
    }

    /// The engine's rank numbering, once configured or learnt.
    pub fn ranks(&self) -> Option<Ranks> {
        self.ranks
    }

    /// The name the engine gave (UCI/UCCI `id name …`, CECP `feature myname=…`), once greeted.
    pub fn id_name(&self) -> Option<&str> {
        self.id_name.as_deref()
    }

    /// The options the engine offered when it was greeted (UCI/UCCI `option …`, CECP
    /// `feature option="…"`); empty before.
    pub fn offered_options(&self) -> Vec<String> {
        self.session
            .as_ref()
            .map_or_else(Vec::new, |s| s.options.clone())
    }

    /// How many times a process was started.
    pub fn starts(&self) -> usize {
        self.starts
    }

    /// Whether moves can be banned: UCCI `banmoves`, UCI `searchmoves`, CECP `exclude` where the
    /// engine asked for it (`feature exclude=1`). Known once the engine is greeted.
    pub fn can_ban(&self) -> bool {
        match self.config.protocol {
            Protocol::Ucci | Protocol::Uci => true,
            Protocol::Cecp => self.session.as_ref().is_some_and(|s| s.cecp.exclude),
        }
    }

    /// Begins a new game: the next move asked clears the engine's memory first (UCI
    /// `ucinewgame`, UCCI `setoption newgame`, CECP `new`).
    pub fn new_game(&mut self) {
        self.fresh = true;
    }

    /// Asks for a move in a game: `question.root` is the game's start and `question.moves`
    /// every move since (UCI and UCCI engines are sent the position after the last capture and
    /// the moves since, as UCCI asks). The answer must come within `within`, else the engine is
    /// killed (it is started afresh for the next question). [`Reply::elapsed`] is the time from
    /// `go` to the answer.
    pub fn play_move(
        &mut self,
        question: &Question,
        go: &Go,
        within: Duration,
    ) -> Result<Reply, Fault> {
        let fresh = std::mem::replace(&mut self.fresh, false);
        self.ask(question, go, fresh, within)
    }

    /// The command line, for messages.
    fn command(&self) -> String {
        self.config.argv.join(" ")
    }

    fn handshake(&mut self) -> Result<Session, Fault> {
        let child =
            Child::spawn(&self.config.argv, self.config.timeout).map_err(|e| Fault::Crash {
                detail: Crash::Start {
                    command: self.command(),
                    error: e.into(),
                },
            })?;
        self.starts += 1;
        self.fresh = true;
        let mut session = Session {
            child,
            options: Vec::new(),
            millisec: false,
            cecp: cecp::State::default(),
            used: false,
        };
        match self.config.protocol {
            Protocol::Ucci | Protocol::Uci => self.uci_handshake(&mut session)?,
            Protocol::Cecp => self.cecp_handshake(&mut session)?,
        }
        Ok(session)
    }

    fn ask(
        &mut self,
        q: &Question,
        go: &Go,
        fresh: bool,
        within: Duration,
    ) -> Result<Reply, Fault> {
        if fresh
            && self.config.restart
            && self.session.as_ref().is_some_and(|s| s.used)
            && let Some(session) = self.session.take()
        {
            session.child.quit("quit");
        }
        self.start()?;
        let mut session = self.session.take().expect("started");
        session.used = true;
        // On a fault the session is dropped here: killed and waited for.
        let reply = match self.config.protocol {
            Protocol::Ucci | Protocol::Uci => self.uci_ask(&mut session, q, go, fresh, within)?,
            Protocol::Cecp => self.cecp_ask(&mut session, q, go, fresh, within)?,
        };
        self.session = Some(session);
        Ok(reply)
    }
}

/// Moves as the engine writes them, separated by spaces.
fn write_all(ranks: Ranks, moves: impl Iterator<Item = Move>) -> String {
    let mut text = String::new();
    for m in moves {
        if !text.is_empty() {
            text.push(' ');
        }
        ranks.push(m, &mut text);
    }
    text
}

impl Engine for ProcessEngine {
    fn name(&self) -> String {
        match &self.id_name {
            Some(id) => format!("{id} (`{}`, {})", self.command(), self.config.protocol),
            None => format!("`{}` ({})", self.command(), self.config.protocol),
        }
    }

    fn hears_bans(&mut self) -> bool {
        if self.config.protocol == Protocol::Cecp {
            // Known from its features; a start that fails is reported by the question.
            let _ = self.start();
        }
        self.can_ban()
    }

    fn play(&mut self, question: &Question) -> Result<Reply, Fault> {
        let go = Go::Limit(self.config.limit);
        self.ask(question, &go, true, self.config.timeout)
    }
}

impl Drop for ProcessEngine {
    fn drop(&mut self) {
        if let Some(session) = self.session.take() {
            session.child.quit("quit");
        }
    }
}
