//! The CECP (XBoard) dialog, protocol version 2 (`engine-intf.html` in Debian's `xboard`
//! package). CECP is a game protocol, not a question protocol: the engine keeps the game's
//! board, so qili tells it the moves it has not seen yet and keeps it in `force` mode between
//! its moves; a question from another game starts with `new`.
//!
//! The greeting is `xboard`, `protover 2`; the engine answers with `feature …` lines ending with
//! `done=1` (an engine that sends no features within two seconds is taken to speak version 1).
//! A position other than the start is set with `setboard FEN` where the engine asked for it,
//! else with `edit`. Moves are coordinates with ranks counted from 0 on a 10-rank board.
//! Search limits: `sd N` (depth), `nps N` with `st 1` (nodes), `st S` (seconds per move), and
//! `level 0 BASE INC` with `time`/`otim` before each move (clocks). Moves are banned with
//! `exclude` where the engine asked for it (`feature exclude=1`); otherwise CECP cannot ban.

use super::super::{Awaited, Breach};
use super::{Fault, Go, Limit, ProcessEngine, Question, Reply, Session};
use qili_oracle::{Color, Move, Position};
use std::time::{Duration, Instant};

/// How long an engine may stay silent after `protover 2` before it is taken to speak version 1
/// (engine-intf.html: "listens for feature commands for two seconds").
const FEATURE_WAIT: Duration = Duration::from_secs(2);

/// The features qili uses or can live with; any other is rejected.
const ACCEPTED: [&str; 17] = [
    "ping", "setboard", "usermove", "myname", "variants", "done", "option", "exclude", "time",
    "reuse", "sigint", "sigterm", "colors", "draw", "analyze", "debug", "nps",
];

/// What a CECP engine asked for, and the game it has been told.
#[derive(Debug, Default)]
pub(super) struct State {
    /// `feature ping=1`: `ping N` is answered with `pong N` once the commands before are done.
    ping: bool,
    /// `feature setboard=1`: positions are set with `setboard FEN`.
    setboard: bool,
    /// `feature usermove=1`: moves are sent as `usermove MOVE`.
    usermove: bool,
    /// `feature exclude=1`: moves can be banned with `exclude MOVE`.
    pub(super) exclude: bool,
    /// The last `ping` number sent.
    pings: u32,
    /// The game the engine holds: its start (FEN) and the moves it has been told.
    game: Option<(String, Vec<Move>)>,
}

impl ProcessEngine {
    /// `xboard`, `protover 2`, the features; the user's options; a `ping`.
    pub(super) fn cecp_handshake(&mut self, session: &mut Session) -> Result<(), Fault> {
        session.child.send("xboard")?;
        session.child.send("protover 2")?;
        let waiting = &Awaited::Answer {
            answer: "feature … done=1".to_string(),
            command: "protover 2".to_string(),
        };
        let mut deadline = Instant::now() + FEATURE_WAIT.min(self.config.timeout);
        // After `done=0` the engine takes its time, up to the timeout; silence then is a hang.
        let mut holding = false;
        loop {
            let line = if holding {
                session.child.recv(deadline, waiting)?
            } else {
                match session.child.recv_quiet(deadline, waiting)? {
                    Some(line) => line,
                    None => break, // protocol version 1, or features without `done`
                }
            };
            let Some(rest) = line.trim().strip_prefix("feature ") else {
                continue;
            };
            let features = parse_features(rest).map_err(|why| Fault::Protocol {
                line: line.clone(),
                why,
            })?;
            let mut done = false;
            for (key, value) in features {
                match key.as_str() {
                    "ping" => session.cecp.ping = value == "1",
                    "setboard" => session.cecp.setboard = value == "1",
                    "usermove" => session.cecp.usermove = value == "1",
                    "exclude" => session.cecp.exclude = value == "1",
                    "myname" => self.id_name = Some(value.clone()),
                    "variants" if !value.split(',').any(|v| v.trim() == "xiangqi") => {
                        return Err(Fault::Protocol {
                            line: line.clone(),
                            why: Breach::NoXiangqi,
                        });
                    }
                    "option" => {
                        let name = value.split(" -").next().unwrap_or("").trim();
                        session.options.push(name.to_string());
                    }
                    "done" if value == "1" => done = true,
                    "done" => {
                        holding = true;
                        deadline = Instant::now() + self.config.timeout;
                    }
                    _ => {}
                }
                let verb = if ACCEPTED.contains(&key.as_str()) {
                    "accepted"
                } else {
                    "rejected"
                };
                session.child.send(&format!("{verb} {key}"))?;
            }
            if done {
                break;
            }
        }
        for (name, value) in &self.config.options {
            session
                .child
                .send(&self.config.protocol.setoption(name, Some(value)))?;
        }
        self.cecp_sync(session, self.config.timeout)
    }

    /// `ping N` → `pong N`, where the engine asked for `ping`. An `Illegal move` on the way means
    /// it refused a move qili sent.
    fn cecp_sync(&self, session: &mut Session, within: Duration) -> Result<(), Fault> {
        if !session.cecp.ping {
            return Ok(());
        }
        session.cecp.pings += 1;
        let n = session.cecp.pings;
        session.child.send(&format!("ping {n}"))?;
        let deadline = Instant::now() + within;
        let pong = format!("pong {n}");
        loop {
            let line = session.child.recv(
                deadline,
                &Awaited::Answer {
                    answer: pong.clone(),
                    command: format!("ping {n}"),
                },
            )?;
            refused(&line)?;
            if line.trim() == pong {
                return Ok(());
            }
        }
    }

    /// One move: the game set up or continued, the clocks, the bans, `go`, then `move …`, and
    /// `force` so that the engine waits for the next question.
    pub(super) fn cecp_ask(
        &mut self,
        session: &mut Session,
        q: &Question,
        go: &Go,
        fresh: bool,
        within: Duration,
    ) -> Result<Reply, Fault> {
        let ranks = self.ranks.unwrap_or(super::Ranks::Zero);
        let root = q.root.fen();
        let continues = !fresh
            && session
                .cecp
                .game
                .as_ref()
                .is_some_and(|(r, told)| *r == root && q.moves.starts_with(told));
        if !continues {
            session.child.send("new")?;
            session.child.send("variant xiangqi")?;
            session.child.send("force")?;
            session.child.send("easy")?;
            self.cecp_setup(session, &q.root)?;
            for line in limit_lines(go) {
                session.child.send(&line)?;
            }
            session.cecp.game = Some((root, Vec::new()));
        }
        let (_, told) = session.cecp.game.as_mut().expect("set up above");
        let new_moves = q.moves[told.len()..].to_vec();
        told.extend(&new_moves);
        for m in new_moves {
            let text = ranks.write(m);
            if session.cecp.usermove {
                session.child.send(&format!("usermove {text}"))?;
            } else {
                session.child.send(&text)?;
            }
        }
        if let Go::Clock(c) = go {
            let side = q.position.side_to_move();
            let cs = |d: Duration| d.as_millis() / 10;
            session.child.send(&format!("time {}", cs(c.left(side))))?;
            session
                .child
                .send(&format!("otim {}", cs(c.left(side.opponent()))))?;
        }
        if session.cecp.exclude {
            for &m in &q.banned {
                session.child.send(&format!("exclude {}", ranks.write(m)))?;
            }
        }
        self.cecp_sync(session, self.config.timeout)?;
        session.child.send("go")?;
        let sent = Instant::now();
        let deadline = sent + within;
        let (line, token, resigned) = loop {
            let line = session
                .child
                .recv(deadline, &Awaited::Move("move …".to_string()))?;
            refused(&line)?;
            let trimmed = line.trim();
            if let Some(token) = trimmed
                .strip_prefix("move ")
                .or_else(|| trimmed.strip_prefix("My move is:"))
                .or_else(|| trimmed.strip_prefix("My move is :"))
            {
                let token = token.trim().to_string();
                break (line, Some(token), false);
            }
            if trimmed == "resign" || (is_result(trimmed) && trimmed.contains("resign")) {
                break (line, None, true);
            }
        };
        let elapsed = sent.elapsed();
        session.child.send("force")?;
        let mv = match token {
            None => None,
            Some(token) => Some(ranks.read(&token).ok_or_else(|| Fault::Protocol {
                line: line.clone(),
                why: Breach::NotAMove {
                    token: token.clone(),
                    ranks,
                },
            })?),
        };
        match mv {
            Some(m) if q.position.is_legal(m) => {
                if let Some((_, told)) = session.cecp.game.as_mut() {
                    told.push(m);
                }
            }
            // The engine's board and the game part here; the next question starts anew.
            _ => session.cecp.game = None,
        }
        Ok(Reply {
            mv,
            line,
            resigned,
            elapsed,
        })
    }

    /// Sets up `root` after `new`: nothing for the start position, else `setboard FEN` or, for
    /// engines without it, `edit` (black to move: a red move from the start first, as XBoard
    /// does, since `edit` keeps the side to move).
    fn cecp_setup(&self, session: &mut Session, root: &Position) -> Result<(), Fault> {
        let start = Position::start();
        if root.repetition_key() == start.repetition_key() {
            return Ok(());
        }
        let letters = self.config.letters;
        if session.cecp.setboard {
            return session
                .child
                .send(&format!("setboard {}", letters.fen(root)));
        }
        if root.side_to_move() == Color::Black {
            let first = start.legal_moves().as_slice()[0];
            session.child.send(&first.iccs())?;
        }
        session.child.send("edit")?;
        session.child.send("#")?;
        for color in Color::ALL {
            if color == Color::Black {
                session.child.send("c")?;
            }
            for (square, piece) in root.pieces().filter(|(_, p)| p.color == color) {
                let letter = letters.upper(piece.kind);
                session.child.send(&format!("{letter}{square}"))?;
            }
        }
        session.child.send(".")
    }
}

/// The commands that set the search limit or time control of a new game.
fn limit_lines(go: &Go) -> Vec<String> {
    match go {
        Go::Limit(Limit::Depth(n)) => vec![format!("sd {n}")],
        Go::Limit(Limit::Nodes(n)) => vec![format!("nps {n}"), "st 1".to_string()],
        Go::Limit(Limit::MoveTime(d)) => vec![format!("st {}", d.as_secs().max(1))],
        Go::Clock(c) => {
            let base = c.base.as_secs();
            let base = if base % 60 == 0 {
                format!("{}", base / 60)
            } else {
                format!("{}:{:02}", base / 60, base % 60)
            };
            let inc = c.increment.as_secs_f64();
            vec![format!("level 0 {base} {inc}")]
        }
    }
}

/// A result claim: `1-0 {…}`, `0-1 {…}`, `1/2-1/2 {…}`.
fn is_result(line: &str) -> bool {
    ["1-0", "0-1", "1/2-1/2"]
        .iter()
        .any(|r| line.starts_with(r))
}

/// `Illegal move…` from the engine: it refused a legal move qili sent.
fn refused(line: &str) -> Result<(), Fault> {
    if line.trim_start().starts_with("Illegal move") {
        return Err(Fault::Protocol {
            line: line.to_string(),
            why: Breach::RefusedLegal,
        });
    }
    Ok(())
}

/// The `KEY=VALUE` pairs of a `feature` line; string values are quoted.
fn parse_features(text: &str) -> Result<Vec<(String, String)>, Breach> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (key, after) = rest
            .split_once('=')
            .ok_or_else(|| Breach::NotFeature(rest.to_string()))?;
        let key = key.trim().to_string();
        let (value, after) = match after.strip_prefix('"') {
            Some(quoted) => {
                let end = quoted
                    .find('"')
                    .ok_or_else(|| Breach::Unquoted(key.clone()))?;
                (quoted[..end].to_string(), &quoted[end + 1..])
            }
            None => {
                let end = after.find(char::is_whitespace).unwrap_or(after.len());
                (after[..end].to_string(), &after[end..])
            }
        };
        out.push((key, value));
        rest = after.trim_start();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_lines() {
        assert_eq!(
            parse_features(r#"myname="MaxQi 4.8G" setboard=0 ping=1 done=0"#).unwrap(),
            [
                ("myname".to_string(), "MaxQi 4.8G".to_string()),
                ("setboard".to_string(), "0".to_string()),
                ("ping".to_string(), "1".to_string()),
                ("done".to_string(), "0".to_string()),
            ]
        );
        assert_eq!(
            parse_features(r#"option="Hash -spin 64 1 1024""#).unwrap(),
            [("option".to_string(), "Hash -spin 64 1 1024".to_string())]
        );
        assert!(parse_features("ping").is_err());
        assert!(parse_features(r#"myname="x"#).is_err());
    }

    #[test]
    fn time_controls_in_xboard_terms() {
        let clocks = |base: u64, inc_ms: u64| {
            Go::Clock(super::super::Clocks {
                red: Duration::from_secs(base),
                black: Duration::from_secs(base),
                base: Duration::from_secs(base),
                increment: Duration::from_millis(inc_ms),
            })
        };
        assert_eq!(limit_lines(&clocks(120, 12_000)), ["level 0 2 12"]);
        assert_eq!(limit_lines(&clocks(90, 100)), ["level 0 1:30 0.1"]);
        assert_eq!(limit_lines(&Go::Limit(Limit::Depth(4))), ["sd 4"]);
        assert_eq!(
            limit_lines(&Go::Limit(Limit::MoveTime(Duration::from_secs(2)))),
            ["st 2"]
        );
    }
}
