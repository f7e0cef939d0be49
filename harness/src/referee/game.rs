//! The referee's loop: ask, check, play, rule.

use super::{
    Ban, Control, Enforce, GameRecord, GameResult, GameSettings, Player, RulingMade, RulingRecord,
    Termination, times,
};
use crate::engine::{Clocks, Fault, Go, Limit, Question};
use qili_oracle::verdict::{Adjudication, adjudicate};
use qili_oracle::{Color, Move, MoveList, Position, Verdict};
use std::time::Duration;

/// The game so far, as the referee keeps it.
struct Game<'s> {
    settings: &'s GameSettings,
    record: GameRecord,
    start: Position,
    position: Position,
    /// Positions since the last capture (the only ones that can repeat), the first being the
    /// position after it (or the start).
    window: Vec<Position>,
    /// The index in `record.moves` where the window starts.
    window_from: usize,
    /// Sides ordered to vary since the last capture.
    ordered: [bool; 2],
    clocks: Option<Clocks>,
}

/// Plays one game from `start` between `red` and `black` under `settings`, and returns its
/// record with `round` as its number. Never fails: every way a game can go wrong ends it with a
/// result and a reason.
pub fn play_game(
    round: usize,
    red: &mut dyn Player,
    black: &mut dyn Player,
    start: &Position,
    settings: &GameSettings,
) -> GameRecord {
    let mut game = Game {
        settings,
        record: GameRecord {
            round,
            red: red.name(),
            black: black.name(),
            fen: start.fen(),
            moves: Vec::new(),
            result: GameResult::Draw,
            termination: Termination::MoveLimit,
            ruling: None,
            reason: String::new(),
            rulings: Vec::new(),
            bans: Vec::new(),
        },
        start: start.clone(),
        position: start.clone(),
        window: vec![start.clone()],
        window_from: 0,
        ordered: [false, false],
        clocks: match settings.control {
            Control::Clock { base, increment } => Some(Clocks {
                red: base,
                black: base,
                base,
                increment,
            }),
            Control::Limit(_) => None,
        },
    };
    let started = red
        .new_game()
        .map_err(|f| (Color::Red, f))
        .and_then(|()| black.new_game().map_err(|f| (Color::Black, f)));
    if let Err((side, fault)) = started {
        game.fault(side, &fault, "could not start a game");
        return game.finish(red, black);
    }
    loop {
        let side = game.position.side_to_move();
        let player: &mut dyn Player = match side {
            Color::Red => &mut *red,
            Color::Black => &mut *black,
        };
        if !game.turn(side, player) {
            return game.finish(red, black);
        }
    }
}

impl Game<'_> {
    /// One turn of `side`; false when the game is over.
    fn turn(&mut self, side: Color, player: &mut dyn Player) -> bool {
        let legal = self.position.legal_moves();
        if legal.is_empty() {
            let (book, p) = (self.settings.book, &self.settings.book.procedure);
            let (termination, how) = if self.position.in_check() {
                (
                    Termination::Checkmate,
                    format!("is checkmated ({})", book.cite(&p.checkmate)),
                )
            } else {
                (
                    Termination::Stalemate,
                    format!("has no legal move, 困毙 ({})", book.cite(&p.stalemate)),
                )
            };
            self.end(
                GameResult::loss_of(side),
                termination,
                None,
                format!("{side} {how}"),
            );
            return false;
        }
        let forbidden = self.forbidden(side, &legal);
        if !forbidden.is_empty() && forbidden.len() == legal.len() {
            let (_, adj) = &forbidden[0];
            let (book, p) = (self.settings.book, &self.settings.book.procedure);
            self.end(
                GameResult::loss_of(side),
                Termination::Repetition,
                Some(RulingRecord::from(&adj.ruling)),
                format!(
                    "{side} was ordered to vary ({}) and every legal move continues the cycle",
                    book.cite(&p.must_vary)
                ),
            );
            return false;
        }
        let banned: Vec<Move> = forbidden.iter().map(|(m, _)| *m).collect();
        let sent = !banned.is_empty() && self.settings.enforce == Enforce::Ban && player.can_ban();
        if !banned.is_empty() {
            self.record.bans.push(Ban {
                ply: self.record.moves.len() + 1,
                side,
                moves: banned.clone(),
                sent,
            });
        }
        let question = Question {
            root: self.start.clone(),
            moves: self.record.moves.clone(),
            position: self.position.clone(),
            banned: if sent { banned.clone() } else { Vec::new() },
            rules: self.settings.book.id.clone(),
        };
        let (go, within, allowed) = self.time_for(side);
        let reply = match player.play(&question, &go, within) {
            Ok(reply) => reply,
            Err(fault) => {
                self.fault(side, &fault, "");
                if let (Fault::Timeout { .. }, Some(allowed)) = (&fault, allowed) {
                    let its = self.allowance(side, &go, allowed);
                    self.record
                        .reason
                        .push_str(&format!("; its time was {its}"));
                }
                return false;
            }
        };
        let sent_line = if reply.line.is_empty() {
            String::new()
        } else {
            format!(" (it sent `{}`)", reply.line)
        };
        if let Some(allowed) = allowed
            && reply.elapsed > allowed
        {
            self.end(
                GameResult::loss_of(side),
                Termination::Time,
                None,
                format!(
                    "{side} answered after {} ms, over its {}",
                    reply.elapsed.as_millis(),
                    self.allowance(side, &go, allowed)
                ),
            );
            return false;
        }
        if reply.resigned {
            self.end(
                GameResult::loss_of(side),
                Termination::Resign,
                None,
                format!("{side} resigned{sent_line}"),
            );
            return false;
        }
        let Some(mv) = reply.mv else {
            self.end(
                GameResult::loss_of(side),
                Termination::ProtocolError,
                None,
                format!(
                    "{side} said it has no move{sent_line}, but it has {} legal moves",
                    legal.len()
                ),
            );
            return false;
        };
        if !legal.contains(mv) {
            self.end(
                GameResult::loss_of(side),
                Termination::IllegalMove,
                None,
                format!("{side} played {mv}{sent_line}, which is not a legal move here"),
            );
            return false;
        }
        if let Some(c) = &mut self.clocks {
            let left = match side {
                Color::Red => &mut c.red,
                Color::Black => &mut c.black,
            };
            *left = left.saturating_sub(reply.elapsed) + c.increment;
        }
        let capture = self.position.captured_by(mv).is_some();
        self.position = self.position.play_unchecked(mv);
        self.record.moves.push(mv);
        if let Some((_, adj)) = forbidden.iter().find(|(m, _)| *m == mv) {
            let (book, p) = (self.settings.book, &self.settings.book.procedure);
            let told = if sent { "; the move was banned" } else { "" };
            self.end(
                GameResult::loss_of(side),
                Termination::Repetition,
                Some(RulingRecord::from(&adj.ruling)),
                format!(
                    "{side} played {mv}, continuing the cycle it was ordered to vary from{told} \
                     ({})",
                    book.cite(&p.continued)
                ),
            );
            return false;
        }
        if capture {
            self.window = vec![self.position.clone()];
            self.window_from = self.record.moves.len();
            self.ordered = [false, false];
        } else {
            self.window.push(self.position.clone());
        }
        !self.rule_repetition() && !self.rule_move_limit()
    }

    /// The moves of `side` (of `legal`, its legal moves) that would continue a cycle ruled
    /// against it, once it has been ordered to vary: each would make a position occur a third
    /// time (or more), and the oracle rules that cycle against `side`. Each comes with its
    /// adjudication.
    fn forbidden(&self, side: Color, legal: &MoveList) -> Vec<(Move, Adjudication)> {
        if !self.ordered[side.index()] {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &m in legal.iter() {
            let next = self.position.play_unchecked(m);
            if self.occurrences(&next) < 2 {
                continue;
            }
            let mut moves = self.window_moves().to_vec();
            moves.push(m);
            let adj = adjudicate(self.settings.book, &self.window[0], &moves);
            if adj.ruling.verdict == Verdict::loses(side) {
                out.push((m, adj));
            }
        }
        out
    }

    /// How often `position` occurs in the window.
    fn occurrences(&self, position: &Position) -> usize {
        let key = position.repetition_key();
        self.window
            .iter()
            .filter(|p| p.repetition_key() == key)
            .count()
    }

    fn window_moves(&self) -> &[Move] {
        &self.record.moves[self.window_from..]
    }

    /// At the third occurrence of a position (or later), rules the cycle: a draw ends the game,
    /// a side that must vary is ordered to (or, where the book says so, loses at once). True
    /// when the game is over.
    fn rule_repetition(&mut self) -> bool {
        let occurred = self.occurrences(&self.position);
        if occurred < 3 {
            return false;
        }
        let adj = adjudicate(self.settings.book, &self.window[0], self.window_moves());
        let ruling = RulingRecord::from(&adj.ruling);
        let (book, p) = (self.settings.book, &self.settings.book.procedure);
        let ply = self.record.moves.len();
        match adj.ruling.verdict {
            Verdict::Draw => {
                self.record.rulings.push(RulingMade {
                    ply,
                    ruling: ruling.clone(),
                    action: format!("the game is drawn ({})", book.cite(&p.draw)),
                });
                self.end(
                    GameResult::Draw,
                    Termination::Repetition,
                    Some(ruling),
                    format!(
                        "the position occurred {}; the cycle is ruled a draw ({})",
                        times(occurred),
                        book.cite(&p.draw)
                    ),
                );
                true
            }
            Verdict::RedLoses | Verdict::BlackLoses => {
                let side = adj.ruling.verdict.loser().expect("a loser");
                let at_once = p.loses_at_once.as_ref().filter(|l| {
                    adj.violations[side.index()].as_deref() == Some(l.pattern.as_str())
                });
                if let Some(at_once) = at_once {
                    let (pattern, article) = (&at_once.pattern, book.cite(&at_once.article));
                    self.record.rulings.push(RulingMade {
                        ply,
                        ruling: ruling.clone(),
                        action: format!("{side} loses at once ({article})"),
                    });
                    self.end(
                        GameResult::loss_of(side),
                        Termination::Repetition,
                        Some(ruling),
                        format!(
                            "the position occurred {}; {side}'s {} loses at once ({article})",
                            times(occurred),
                            pattern.replace('_', " ")
                        ),
                    );
                    return true;
                }
                if !self.ordered[side.index()] {
                    self.ordered[side.index()] = true;
                    self.record.rulings.push(RulingMade {
                        ply,
                        ruling,
                        action: format!("{side} must vary ({})", book.cite(&p.must_vary)),
                    });
                }
                false
            }
            Verdict::None => false,
        }
    }

    /// The book's move-count limit: a draw. True when the game is over.
    fn rule_move_limit(&mut self) -> bool {
        if self.position.halfmove_clock() < self.settings.book.move_limit.plies {
            return false;
        }
        let adj = adjudicate(self.settings.book, &self.window[0], self.window_moves());
        let Some(limit) = adj.move_limit else {
            return false;
        };
        self.end(
            GameResult::Draw,
            Termination::MoveLimit,
            Some(RulingRecord::from(&limit)),
            format!("the move-count limit is reached ({})", limit.article),
        );
        true
    }

    /// What the engine is told about its time, how long it may take before it is killed, and
    /// how long it may take before it loses on time (for move times and clocks).
    fn time_for(&self, side: Color) -> (Go, Duration, Option<Duration>) {
        let margin = self.settings.time_margin;
        match (self.settings.control, self.clocks) {
            (Control::Clock { .. }, Some(c)) => {
                let allowed = c.left(side) + margin;
                (Go::Clock(c), allowed, Some(allowed))
            }
            (Control::Limit(Limit::MoveTime(d)), _) => {
                let allowed = d + margin;
                (Go::Limit(Limit::MoveTime(d)), allowed, Some(allowed))
            }
            (Control::Limit(limit), _) => (Go::Limit(limit), self.settings.timeout, None),
            (Control::Clock { .. }, None) => unreachable!("a clock game has clocks"),
        }
    }

    /// The time `side` was allowed for a move, and what it was made of: `1100 ms (1000 ms
    /// left on its clock and the 100 ms margin)`.
    fn allowance(&self, side: Color, go: &Go, allowed: Duration) -> String {
        let budget = match go {
            Go::Clock(c) => format!("{} ms left on its clock", c.left(side).as_millis()),
            Go::Limit(Limit::MoveTime(d)) => format!("a move time of {} ms", d.as_millis()),
            Go::Limit(limit) => format!("its limit, {limit}"),
        };
        format!(
            "{} ms ({budget} and the {} ms margin)",
            allowed.as_millis(),
            self.settings.time_margin.as_millis()
        )
    }

    /// Ends the game by a fault of `side`'s engine.
    fn fault(&mut self, side: Color, fault: &Fault, context: &str) {
        let termination = match fault {
            Fault::Timeout { .. } => Termination::Time,
            Fault::Crash { .. } => Termination::Crash,
            Fault::Protocol { .. } => Termination::ProtocolError,
        };
        let context = if context.is_empty() {
            String::new()
        } else {
            format!(" {context}:")
        };
        self.end(
            GameResult::loss_of(side),
            termination,
            None,
            format!("{side}{context} {fault}"),
        );
    }

    fn end(
        &mut self,
        result: GameResult,
        termination: Termination,
        ruling: Option<RulingRecord>,
        reason: String,
    ) {
        self.record.result = result;
        self.record.termination = termination;
        self.record.ruling = ruling;
        self.record.reason = reason;
    }

    /// The record, with the names as the engines gave them.
    fn finish(mut self, red: &dyn Player, black: &dyn Player) -> GameRecord {
        self.record.red = red.name();
        self.record.black = black.name();
        self.record
    }
}
