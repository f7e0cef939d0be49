//! Why an engine gave no usable answer, kept as data so that every language can word it: what
//! qili waited for, how the process ended, which rule of the protocol a line broke. The
//! English is the catalogue's `en` words; reports and JSON keep it.

use crate::engine::Ranks;
use crate::i18n::{Lang, tr};
use std::fmt;
use std::io::ErrorKind;

/// Why an engine gave no usable answer. Each kind is a report status of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No answer before the deadline; the engine was killed.
    Timeout {
        /// What qili was waiting for.
        waiting_for: Awaited,
        /// The last line the engine sent, if any.
        last_line: Option<String>,
    },
    /// The engine process could not be started, ended, or could not be written to.
    Crash {
        /// What qili was doing, how the process ended (exit status or signal), and the tail of
        /// its stderr.
        detail: Crash,
    },
    /// The engine sent something the protocol does not allow here.
    Protocol {
        /// The offending line.
        line: String,
        /// What is wrong with it.
        why: Breach,
    },
}

/// What qili waited for from an engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Awaited {
    /// The engine's move, the answer to `go`: a line that starts so (`` `bestmove` ``). Any
    /// other wait is for a reply of the dialog around the moves.
    Move(String),
    /// The answer to a command: `` `ucciok` after `ucci` ``.
    Answer {
        /// The answer awaited.
        answer: String,
        /// The command it answers.
        command: String,
    },
    /// Room in its input for this line, which it does not read.
    Room(String),
}

/// How an engine process failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Crash {
    /// The command could not be started: the system's error.
    Start {
        /// The command line.
        command: String,
        /// Why, as the system says it.
        error: SystemError,
    },
    /// The process closed its output or could not be written to.
    Ended {
        /// What qili was doing.
        doing: Doing,
        /// How the process ended.
        end: Ending,
        /// The last lines of its stderr.
        stderr: Vec<String>,
    },
}

/// What qili was doing when an engine process failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Doing {
    /// Waiting for this, when the engine closed its output.
    Waiting(Awaited),
    /// Writing this line, which failed (with the system's error, if it gave one).
    Writing(String, Option<SystemError>),
}

/// How an engine process ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this status.
    Status(i32),
    /// A signal ended it.
    Signal(i32),
    /// It ended, with neither a status nor a signal known.
    Ended,
    /// It could not be waited for: the system's error.
    NotWaited(SystemError),
}

/// An error the system reported: its kind (which the catalogue words where it knows it) and
/// its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemError {
    /// The kind of error.
    pub kind: ErrorKind,
    /// The system's words.
    pub text: String,
}

/// Which rule of the protocol a line an engine sent breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// A `feature` pair with no `=`: the rest of the line.
    NotFeature(String),
    /// A quoted `feature` value with no closing quote: its key.
    Unquoted(String),
    /// `feature variants=…` without xiangqi.
    NoXiangqi,
    /// A move that cannot be read in the engine's rank numbering.
    NotAMove {
        /// The move as written.
        token: String,
        /// The engine's rank numbering.
        ranks: Ranks,
    },
    /// `Illegal move` for a legal move of the game.
    RefusedLegal,
    /// No legal move in either rank numbering from the start position (the rank probe).
    NoRanks,
    /// `bestmove` with no move.
    NoMove,
}

impl From<std::io::Error> for SystemError {
    fn from(e: std::io::Error) -> SystemError {
        SystemError {
            kind: e.kind(),
            text: e.to_string(),
        }
    }
}

/// A fault's parts as the catalogue's messages take them (`answer-fault`, `end-fault`): the
/// message's kind, what qili waited for, the line the engine sent, and the system's or the
/// protocol's words, in one language. Empty where the kind has none.
pub struct FaultParts<'a> {
    /// `timeout`, `timeout-silent` (no line sent), `crash` or `protocol`.
    pub kind: &'static str,
    /// What a timeout waited for: `move` (the answer to `go`) or `reply` (a reply of the
    /// dialog: the greeting, `isready`, `ping`, room in its input); empty for the other kinds.
    pub awaited: &'static str,
    /// What qili was waiting for (a timeout).
    pub waiting: String,
    /// The last line the engine sent (a timeout), or the line that broke the protocol.
    pub line: &'a str,
    /// How the process ended (a crash) or what is wrong with the line (the protocol).
    pub detail: String,
}

impl Fault {
    /// This fault's [`FaultParts`] in `lang`.
    pub fn parts(&self, lang: Lang) -> FaultParts<'_> {
        match self {
            Fault::Timeout {
                waiting_for,
                last_line,
            } => FaultParts {
                kind: if last_line.is_some() {
                    "timeout"
                } else {
                    "timeout-silent"
                },
                awaited: match waiting_for {
                    Awaited::Move(_) => "move",
                    Awaited::Answer { .. } | Awaited::Room(_) => "reply",
                },
                waiting: waiting_for.in_lang(lang),
                line: last_line.as_deref().unwrap_or_default(),
                detail: String::new(),
            },
            Fault::Crash { detail } => FaultParts {
                kind: "crash",
                awaited: "",
                waiting: String::new(),
                line: "",
                detail: detail.in_lang(lang),
            },
            Fault::Protocol { line, why } => FaultParts {
                kind: "protocol",
                awaited: "",
                waiting: String::new(),
                line,
                detail: why.in_lang(lang),
            },
        }
    }

    /// The fault in `lang`, as the line after an engine's name says it.
    pub fn in_lang(&self, lang: Lang) -> String {
        let parts = self.parts(lang);
        tr!(
            lang,
            "answer-fault",
            kind = parts.kind,
            awaited = parts.awaited,
            waiting = parts.waiting,
            line = parts.line.to_string(),
            detail = parts.detail
        )
    }
}

impl Fault {
    /// The fault in `lang` after a lead-in that says the engine could not be started and
    /// greeted: as [`Fault::in_lang`], but a crash's detail alone (the lead-in says it).
    pub fn unready_in(&self, lang: Lang) -> String {
        match self {
            Fault::Crash { detail } => detail.in_lang(lang),
            _ => self.in_lang(lang),
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl Awaited {
    /// What was awaited, in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let (kind, line, command) = match self {
            Awaited::Move(line) => ("move", line.as_str(), ""),
            Awaited::Answer { answer, command } => ("answer", answer.as_str(), command.as_str()),
            Awaited::Room(line) => ("room", line.as_str(), ""),
        };
        tr!(
            lang,
            "fault-awaited",
            kind = kind,
            line = line.to_string(),
            command = command.to_string()
        )
    }
}

impl fmt::Display for Awaited {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl Crash {
    /// How the process failed, in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Crash::Start { command, error } => tr!(
                lang,
                "fault-start",
                command = command.clone(),
                error = error.in_lang(lang)
            ),
            Crash::Ended { doing, end, stderr } => {
                let (kind, what, error) = match doing {
                    Doing::Waiting(awaited) => ("closed", awaited.in_lang(lang), String::new()),
                    Doing::Writing(line, error) => (
                        "write",
                        line.clone(),
                        error.as_ref().map(|e| e.in_lang(lang)).unwrap_or_default(),
                    ),
                };
                tr!(
                    lang,
                    "fault-ended",
                    kind = kind,
                    what = what,
                    why = if error.is_empty() { "no" } else { "yes" },
                    error = error,
                    end = end.in_lang(lang),
                    tail = if stderr.is_empty() { "no" } else { "yes" },
                    stderr = stderr.join(" | ")
                )
            }
        }
    }
}

impl fmt::Display for Crash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl Ending {
    /// How the process ended, in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let (kind, value) = match self {
            Ending::Status(code) => ("status", code.to_string()),
            Ending::Signal(signal) => ("signal", signal.to_string()),
            Ending::Ended => ("ended", String::new()),
            Ending::NotWaited(e) => ("not-waited", e.in_lang(lang)),
        };
        tr!(lang, "fault-ending", kind = kind, value = value)
    }
}

impl SystemError {
    /// The system's error in `lang`: in Chinese, the common kinds (no such file, no permission)
    /// in the catalogue's words, any other in the system's.
    pub fn in_lang(&self, lang: Lang) -> String {
        let kind = match self.kind {
            ErrorKind::NotFound => "not-found",
            ErrorKind::PermissionDenied => "permission",
            ErrorKind::BrokenPipe => "broken-pipe",
            _ => "other",
        };
        tr!(lang, "fault-system", kind = kind, error = self.text.clone())
    }
}

impl Breach {
    /// What is wrong with the line, in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let (kind, text, ranks) = match self {
            Breach::NotFeature(rest) => ("not-feature", rest.clone(), String::new()),
            Breach::Unquoted(key) => ("unquoted", key.clone(), String::new()),
            Breach::NoXiangqi => ("no-xiangqi", String::new(), String::new()),
            Breach::NotAMove { token, ranks } => ("not-a-move", token.clone(), ranks.to_string()),
            Breach::RefusedLegal => ("refused", String::new(), String::new()),
            Breach::NoRanks => ("no-ranks", String::new(), String::new()),
            Breach::NoMove => ("no-move", String::new(), String::new()),
        };
        tr!(
            lang,
            "fault-breach",
            kind = kind,
            text = text,
            ranks = ranks
        )
    }
}

impl fmt::Display for Breach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}
