//! The UCCI and UCI dialogs: greeting, `isready`, the rank probe, and one question —
//! `position fen … moves …`, bans, `go …`, then `bestmove`.

use super::super::{Awaited, Breach};
use super::{
    Fault, Go, Limit, PositionLine, ProcessEngine, Protocol, Question, Ranks, Reply, Session,
    TimeUnit, write_all,
};
use qili_oracle::{Move, Position};
use std::time::{Duration, Instant};

/// What an engine answered to `go`.
struct Answer {
    /// The `bestmove`/`nobestmove` line.
    line: String,
    /// The move as the engine wrote it; `None` for no move.
    token: Option<String>,
    /// `bestmove … resign`.
    resigned: bool,
    /// The principal variation of the last `info … pv …` line, as written.
    pv: Vec<String>,
    /// From `go` to the answer.
    elapsed: Duration,
}

impl ProcessEngine {
    /// `ucci`/`uci` → `ucciok`/`uciok`; the variant, the milliseconds, the user's options;
    /// `isready`; the rank probe when asked for.
    pub(super) fn uci_handshake(&mut self, session: &mut Session) -> Result<(), Fault> {
        let p = self.config.protocol;
        let deadline = Instant::now() + self.config.timeout;
        session.child.send(p.hello())?;
        let waiting = Awaited::Answer {
            answer: p.hello_ok().to_string(),
            command: p.hello().to_string(),
        };
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
        if p == Protocol::Ucci {
            let offered = session.options.iter().any(|o| o == "usemillisec");
            session.millisec = match self.config.time_unit {
                Some(TimeUnit::Millis) => true,
                Some(TimeUnit::Seconds) => false,
                None => offered,
            };
            if offered {
                let on = if session.millisec { "true" } else { "false" };
                session.child.send(&p.setoption("usemillisec", Some(on)))?;
            }
        }
        for (name, value) in &self.config.options {
            session.child.send(&p.setoption(name, Some(value)))?;
        }
        self.sync(session)?;
        if self.ranks.is_none() && self.config.probe_ranks {
            self.ranks = Some(self.probe(session)?);
        }
        Ok(())
    }

    /// `isready` → `readyok`.
    fn sync(&self, session: &mut Session) -> Result<(), Fault> {
        session.child.send("isready")?;
        self.ready(session, Instant::now() + self.config.timeout)
    }

    /// Reads up to `readyok`, by `deadline`.
    fn ready(&self, session: &mut Session, deadline: Instant) -> Result<(), Fault> {
        while session
            .child
            .recv(
                deadline,
                &Awaited::Answer {
                    answer: "readyok".to_string(),
                    command: "isready".to_string(),
                },
            )?
            .trim()
            != "readyok"
        {}
        Ok(())
    }

    /// Learns the rank numbering: asks for a move from the start position, where every legal
    /// move reads as legal under one numbering only.
    fn probe(&self, session: &mut Session) -> Result<Ranks, Fault> {
        let start = Position::start();
        session
            .child
            .send(&format!("position fen {}", self.config.letters.fen(&start)))?;
        session.child.send("go depth 1")?;
        let answer = self.bestmove(session, Instant::now(), self.config.timeout)?;
        answer
            .token
            .as_deref()
            .and_then(|t| Ranks::detect(&start, t))
            .ok_or(Fault::Protocol {
                line: answer.line,
                why: Breach::NoRanks,
            })
    }

    /// One question: clear the memory if `fresh`, `isready`, the position, the bans, `go`.
    pub(super) fn uci_ask(
        &mut self,
        session: &mut Session,
        q: &Question,
        go: &Go,
        fresh: bool,
        within: Duration,
    ) -> Result<Reply, Fault> {
        let p = self.config.protocol;
        let letters = self.config.letters;
        if fresh {
            // Clearing the memory may take a while: it is waited for before the clock starts.
            if let Some(command) = p.new_game(&session.options) {
                session.child.send(&command)?;
            }
            self.sync(session)?;
        } else {
            // Within a game the engine is known to be ready: whatever it sent after its last
            // answer is skipped, and the question goes at once.
            session.child.skip_unread();
        }
        // Until the numbering is known, the engine is sent the position alone: no coordinates
        // that it could misread, and nothing outside the game.
        let ranks = self.ranks.unwrap_or(Ranks::Zero);
        match self.ranks {
            Some(_) => {
                let line = PositionLine::for_question(self.position_line.take(), q, ranks, letters);
                session.child.send(line.line())?;
                self.position_line = Some(line);
            }
            None => session
                .child
                .send(&format!("position fen {}", letters.fen(&q.position)))?,
        }
        let mut go_line = self.go_line(session, go, q);
        if !q.banned.is_empty() {
            match p {
                Protocol::Ucci => session.child.send(&format!(
                    "banmoves {}",
                    write_all(ranks, q.banned.iter().copied())
                ))?,
                Protocol::Uci => {
                    let allowed = q.position.legal_moves();
                    let allowed = allowed.iter().copied().filter(|m| !q.banned.contains(m));
                    go_line.push_str(&format!(" searchmoves {}", write_all(ranks, allowed)));
                }
                Protocol::Cecp => unreachable!("CECP has its own dialog"),
            }
        }
        session.child.send(&go_line)?;
        let answer = self.bestmove(session, Instant::now(), within)?;
        let mv = match &answer.token {
            None => None,
            Some(token) => Some(self.read_move(&q.position, token, &answer)?),
        };
        Ok(Reply {
            mv,
            line: answer.line,
            resigned: answer.resigned,
            elapsed: answer.elapsed,
        })
    }

    /// The `go` command for this move.
    fn go_line(&self, session: &Session, go: &Go, q: &Question) -> String {
        let ucci = self.config.protocol == Protocol::Ucci;
        // UCCI times are whole seconds unless the engine takes milliseconds.
        let t = |d: Duration| -> u128 {
            if ucci && !session.millisec {
                d.as_millis() / 1000
            } else {
                d.as_millis()
            }
        };
        match go {
            Go::Limit(Limit::Depth(n)) => format!("go depth {n}"),
            Go::Limit(Limit::Nodes(n)) => format!("go nodes {n}"),
            Go::Limit(Limit::MoveTime(d)) if ucci => format!("go time {} movestogo 1", t(*d)),
            Go::Limit(Limit::MoveTime(d)) => format!("go movetime {}", d.as_millis()),
            Go::Clock(c) => {
                let side = q.position.side_to_move();
                let (own, opp) = (c.left(side), c.left(side.opponent()));
                let inc = t(c.increment);
                if ucci {
                    format!(
                        "go time {} increment {inc} opptime {} oppincrement {inc}",
                        t(own),
                        t(opp)
                    )
                } else {
                    format!(
                        "go wtime {} btime {} winc {inc} binc {inc}",
                        c.red.as_millis(),
                        c.black.as_millis()
                    )
                }
            }
        }
    }

    /// Reads up to the `bestmove` or `nobestmove` line, within `within` of `sent` (when `go`
    /// was sent).
    fn bestmove(
        &self,
        session: &mut Session,
        sent: Instant,
        within: Duration,
    ) -> Result<Answer, Fault> {
        let deadline = sent + within;
        let mut pv: Vec<String> = Vec::new();
        loop {
            let line = session
                .child
                .recv(deadline, &Awaited::Move("bestmove".to_string()))?;
            let mut words = line.split_whitespace();
            let answer = |token: Option<String>, resigned: bool, pv: Vec<String>| Answer {
                line: line.clone(),
                token,
                resigned,
                pv,
                elapsed: sent.elapsed(),
            };
            match words.next() {
                Some("nobestmove") => return Ok(answer(None, false, pv)),
                Some("bestmove") => {
                    let token = words.next();
                    let resigned = words.any(|w| w == "resign");
                    return match token {
                        None => Err(Fault::Protocol {
                            line: line.clone(),
                            why: Breach::NoMove,
                        }),
                        Some("(none)" | "0000" | "none") => Ok(answer(None, resigned, pv)),
                        Some(token) => Ok(answer(Some(token.to_string()), resigned, pv)),
                    };
                }
                Some("info") => {
                    let words: Vec<&str> = line.split_whitespace().collect();
                    if let Some(i) = words.iter().position(|w| *w == "pv") {
                        pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                    }
                }
                _ => {} // anything else an engine may say while it thinks
            }
        }
    }

    /// The engine's move in qili's coordinates. While the numbering is unknown it is learnt
    /// here: the move reads as legal in one numbering only, or its principal variation does.
    fn read_move(&mut self, here: &Position, token: &str, answer: &Answer) -> Result<Move, Fault> {
        let ranks = match self.ranks {
            Some(r) => r,
            None => {
                let learnt = Ranks::detect(here, token).or_else(|| pv_ranks(here, &answer.pv));
                match learnt {
                    Some(r) => {
                        self.ranks = Some(r);
                        r
                    }
                    // Legal in both numberings, and no variation to tell them apart: read it
                    // as UCCI's 0-9, and learn from a later move.
                    None if [Ranks::Zero, Ranks::One]
                        .iter()
                        .all(|r| r.read(token).is_some_and(|m| here.is_legal(m))) =>
                    {
                        Ranks::Zero
                    }
                    // Legal in neither: an illegal move, for the caller to judge, if it reads
                    // as one at all.
                    None => Ranks::Zero,
                }
            }
        };
        ranks.read(token).ok_or_else(|| Fault::Protocol {
            line: answer.line.clone(),
            why: Breach::NotAMove {
                token: token.to_string(),
                ranks,
            },
        })
    }
}

/// The numbering under which a principal variation is a legal line from `here`, if exactly one.
fn pv_ranks(here: &Position, pv: &[String]) -> Option<Ranks> {
    let legal_line = |r: Ranks| {
        pv.len() > 1 && {
            let mut at = here.clone();
            pv.iter().all(|t| match r.read(t).and_then(|m| at.play(m)) {
                Some(next) => {
                    at = next;
                    true
                }
                None => false,
            })
        }
    };
    match (legal_line(Ranks::Zero), legal_line(Ranks::One)) {
        (true, false) => Some(Ranks::Zero),
        (false, true) => Some(Ranks::One),
        _ => None,
    }
}
