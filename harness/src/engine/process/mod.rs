//! An outside engine process speaking UCCI or UCI: spawned from an argument vector (no shell),
//! greeted, asked one question at a time, killed and restarted when it hangs, dies or breaks the
//! protocol.

mod child;
mod coords;
mod protocol;

pub use coords::Ranks;
pub use protocol::Protocol;

use super::{Engine, Fault, Question, Reply};
use child::Child;
use qili_oracle::{Move, Position};
use std::time::{Duration, Instant};

/// How long the engine may think about each question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `go depth N`.
    Depth(u32),
    /// `go nodes N`.
    Nodes(u64),
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Limit::Depth(n) => write!(f, "depth {n}"),
            Limit::Nodes(n) => write!(f, "nodes {n}"),
        }
    }
}

/// How to start and question an outside engine.
#[derive(Clone, Debug)]
pub struct ProcessConfig {
    /// The program and its arguments.
    pub argv: Vec<String>,
    /// The protocol it speaks.
    pub protocol: Protocol,
    /// The search limit of each question.
    pub limit: Limit,
    /// How long any one answer may take: the greeting, `readyok`, a `bestmove`.
    pub timeout: Duration,
    /// The engine's rank numbering; `None` to detect it from the engine's first move.
    pub ranks: Option<Ranks>,
}

/// A live, greeted engine process.
struct Session {
    child: Child,
    /// The names of the options the engine offered.
    options: Vec<String>,
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
}

impl ProcessEngine {
    /// An engine that will be started from `config` when first asked.
    pub fn new(config: ProcessConfig) -> ProcessEngine {
        let ranks = config.ranks;
        ProcessEngine {
            config,
            session: None,
            ranks,
            id_name: None,
            starts: 0,
        }
    }

    /// Starts the process and greets it, unless it already runs; detects the rank numbering if
    /// it is not configured.
    pub fn start(&mut self) -> Result<(), Fault> {
        if self.session.is_none() {
            let session = self.handshake()?;
            self.session = Some(session);
        }
        Ok(())
    }

    /// The engine's rank numbering, once configured or detected.
    pub fn ranks(&self) -> Option<Ranks> {
        self.ranks
    }

    /// The name the engine gave (`id name …`), once greeted.
    pub fn id_name(&self) -> Option<&str> {
        self.id_name.as_deref()
    }

    /// How many times a process was started.
    pub fn starts(&self) -> usize {
        self.starts
    }

    /// The command line, for messages.
    fn command(&self) -> String {
        self.config.argv.join(" ")
    }

    fn handshake(&mut self) -> Result<Session, Fault> {
        let p = self.config.protocol;
        let child = Child::spawn(&self.config.argv).map_err(|e| Fault::Crash {
            detail: format!("cannot start `{}`: {e}", self.command()),
        })?;
        self.starts += 1;
        let mut session = Session {
            child,
            options: Vec::new(),
        };
        let deadline = Instant::now() + self.config.timeout;
        session.child.send(p.hello())?;
        let waiting = format!("`{}` after `{}`", p.hello_ok(), p.hello());
        loop {
            let line = session.child.recv(deadline, &waiting)?;
            let line = line.trim();
            if line == p.hello_ok() {
                break;
            } else if let Some(name) = line.strip_prefix("id name ") {
                self.id_name = Some(name.trim().to_string());
            } else if let Some(name) = p.option_name(line) {
                session.options.push(name);
            }
        }
        if session.options.iter().any(|o| o == "UCI_Variant") {
            session
                .child
                .send(&p.setoption("UCI_Variant", Some("xiangqi")))?;
        }
        self.sync(&mut session)?;
        if self.ranks.is_none() {
            self.ranks = Some(self.probe(&mut session)?);
        }
        Ok(session)
    }

    /// `isready` → `readyok`.
    fn sync(&self, session: &mut Session) -> Result<(), Fault> {
        session.child.send("isready")?;
        let deadline = Instant::now() + self.config.timeout;
        while session
            .child
            .recv(deadline, "`readyok` after `isready`")?
            .trim()
            != "readyok"
        {}
        Ok(())
    }

    /// Detects the rank numbering: asks for a move from the start position, where every legal
    /// move reads as legal under one numbering only.
    fn probe(&self, session: &mut Session) -> Result<Ranks, Fault> {
        let start = Position::start();
        session
            .child
            .send(&format!("position fen {}", start.fen()))?;
        session.child.send("go depth 1")?;
        let (line, token) = self.bestmove(session)?;
        token
            .as_deref()
            .and_then(|t| Ranks::detect(&start, t))
            .ok_or_else(|| Fault::Protocol {
                line,
                why: "asked for a move from the start position to learn its coordinates, it \
                      answered with no legal move in ranks 0-9 or 1-10 (give --ranks)"
                    .to_string(),
            })
    }

    /// Reads up to the `bestmove` or `nobestmove` line; returns the line and the move token
    /// (`None` for no move).
    fn bestmove(&self, session: &mut Session) -> Result<(String, Option<String>), Fault> {
        let deadline = Instant::now() + self.config.timeout;
        loop {
            let line = session.child.recv(deadline, "`bestmove`")?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("nobestmove") => return Ok((line, None)),
                Some("bestmove") => {
                    return match words.next() {
                        None => Err(Fault::Protocol {
                            line,
                            why: "`bestmove` without a move".to_string(),
                        }),
                        Some("(none)" | "0000" | "none") => Ok((line, None)),
                        Some(token) => {
                            let token = token.to_string();
                            Ok((line, Some(token)))
                        }
                    };
                }
                _ => {} // `info …` and anything else an engine may say while it thinks
            }
        }
    }

    fn ask(&mut self, q: &Question) -> Result<Reply, Fault> {
        self.start()?;
        let p = self.config.protocol;
        let ranks = self.ranks.unwrap_or(Ranks::Zero);
        let limit = self.config.limit;
        let mut session = self.session.take().expect("started");
        if let Some(command) = p.new_game(&session.options) {
            session.child.send(&command)?;
        }
        self.sync(&mut session)?;
        let mut position = format!("position fen {}", q.root.fen());
        if !q.moves.is_empty() {
            position.push_str(" moves");
            for &m in &q.moves {
                position.push(' ');
                position.push_str(&ranks.write(m));
            }
        }
        session.child.send(&position)?;
        let mut go = match limit {
            Limit::Depth(n) => format!("go depth {n}"),
            Limit::Nodes(n) => format!("go nodes {n}"),
        };
        if !q.banned.is_empty() {
            match p {
                Protocol::Ucci => session.child.send(&format!(
                    "banmoves {}",
                    write_all(ranks, q.banned.iter().copied())
                ))?,
                Protocol::Uci => {
                    let allowed = q.position.legal_moves();
                    let allowed = allowed.iter().copied().filter(|m| !q.banned.contains(m));
                    go.push_str(&format!(" searchmoves {}", write_all(ranks, allowed)));
                }
            }
        }
        session.child.send(&go)?;
        let (line, token) = self.bestmove(&mut session)?;
        let mv = match token {
            None => None,
            Some(token) => Some(ranks.read(&token).ok_or_else(|| Fault::Protocol {
                line: line.clone(),
                why: format!("`{token}` is not a move in ranks {ranks} coordinates"),
            })?),
        };
        self.session = Some(session);
        Ok(Reply { mv, line })
    }
}

fn write_all(ranks: Ranks, moves: impl Iterator<Item = Move>) -> String {
    moves.map(|m| ranks.write(m)).collect::<Vec<_>>().join(" ")
}

impl Engine for ProcessEngine {
    fn name(&self) -> String {
        match &self.id_name {
            Some(id) => format!("{id} (`{}`, {})", self.command(), self.config.protocol),
            None => format!("`{}` ({})", self.command(), self.config.protocol),
        }
    }

    fn play(&mut self, question: &Question) -> Result<Reply, Fault> {
        // On a fault the session was taken and is dropped here: killed and waited for.
        self.ask(question)
    }
}

impl Drop for ProcessEngine {
    fn drop(&mut self) {
        if let Some(session) = self.session.take() {
            session.child.quit("quit");
        }
    }
}
