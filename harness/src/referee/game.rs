//! The referee's loop: ask, check, play, rule.

use super::{
    Act, Allowance, Ban, Budget, Cause, Control, Enforce, GameRecord, GameResult, GameSettings,
    Player, RulingMade, RulingRecord, Termination,
};
use crate::engine::{Clocks, Fault, Go, Limit, Question};
use qili_games::{Call, Ending, Referee};
use qili_oracle::{Color, Move, Position};
use std::time::Duration;

/// The game so far: the record, and the book's part of it (positions, orders to vary) in the
/// shared [`Referee`], the same one that reviews recorded games.
struct Game<'s> {
    settings: &'s GameSettings,
    record: GameRecord,
    referee: Referee,
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
            cause: None,
        },
        referee: Referee::new(settings.book, start.clone()),
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
        game.fault(side, &fault, "could not start a game", None);
        return game.finish(red, black);
    }
    loop {
        let side = game.referee.position().side_to_move();
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
        let position = self.referee.position().clone();
        let legal = position.legal_moves();
        let turn = self.referee.before_move(legal.as_slice());
        if let Some(ending) = turn.ending {
            let (book, p) = (self.settings.book, &self.settings.book.procedure);
            let cause = match ending.termination {
                Termination::Checkmate => Cause::Checkmate {
                    side,
                    article: book.cite(&p.checkmate),
                },
                Termination::Stalemate => Cause::Stalemate {
                    side,
                    article: book.cite(&p.stalemate),
                },
                _ => Cause::NoMoveLeft {
                    side,
                    article: book.cite(&p.must_vary),
                },
            };
            self.end_by_book(ending, cause);
            return false;
        }
        let forbidden = turn.forbidden;
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
            root: self.referee.start().clone(),
            moves: self.record.moves.clone(),
            position,
            banned: if sent { banned.clone() } else { Vec::new() },
            rules: self.settings.book.id.clone(),
        };
        let (go, within, allowed) = self.time_for(side);
        let reply = match player.play(&question, &go, within) {
            Ok(reply) => reply,
            Err(fault) => {
                let allowance = match (&fault, allowed) {
                    (Fault::Timeout { .. }, Some(allowed)) => {
                        Some(self.allowance(side, &go, allowed))
                    }
                    _ => None,
                };
                self.fault(side, &fault, "", allowance);
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
            let allowance = self.allowance(side, &go, allowed);
            self.end(
                GameResult::loss_of(side),
                Termination::Time,
                None,
                format!(
                    "{side} answered after {} ms, over its {}",
                    reply.elapsed.as_millis(),
                    allowance_text(&allowance)
                ),
                Cause::Late {
                    side,
                    took_ms: reply.elapsed.as_millis(),
                    allowance,
                },
            );
            return false;
        }
        if reply.resigned {
            self.end(
                GameResult::loss_of(side),
                Termination::Resign,
                None,
                format!("{side} resigned{sent_line}"),
                Cause::Resigned {
                    side,
                    line: reply.line.clone(),
                },
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
                Cause::NoMoveClaimed {
                    side,
                    line: reply.line.clone(),
                    legal: legal.len(),
                },
            );
            return false;
        };
        if !legal.contains(mv) {
            self.end(
                GameResult::loss_of(side),
                Termination::IllegalMove,
                None,
                format!("{side} played {mv}{sent_line}, which is not a legal move here"),
                Cause::Illegal {
                    side,
                    mv,
                    line: reply.line.clone(),
                },
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
        let played = self.referee.play_ruled(mv, &forbidden, sent);
        self.record.moves.push(mv);
        if let (Some(ruled), Some(action)) = (&played.ruled, played.action) {
            self.record.rulings.push(RulingMade {
                ply: ruled.ply,
                ruling: RulingRecord::from(ruled.ruling()),
                action,
                act: Some(self.act(ruled)),
            });
        }
        match played.ending {
            Some(ending) => {
                let cause = self.cause_after(side, mv, sent, &forbidden, &played.ruled, &ending);
                self.end_by_book(ending, cause);
                false
            }
            None => true,
        }
    }

    /// What the referee did at `ruled`, as data: the words of its `action`.
    fn act(&self, ruled: &qili_games::Ruled) -> Act {
        let (book, p) = (self.settings.book, &self.settings.book.procedure);
        match &ruled.call {
            Call::Draw => Act::Drawn {
                article: book.cite(&p.draw),
            },
            Call::LosesAtOnce { side, article, .. } => Act::LosesAtOnce {
                side: *side,
                pattern: book_pattern(ruled, *side),
                article: article.clone(),
            },
            Call::MustVary { side, .. } => Act::MustVary {
                side: *side,
                book: book.id.clone(),
                article: book.cite(&p.must_vary),
            },
        }
    }

    /// Why the book ended the game after `side` played `mv` (with `forbidden` its turn's
    /// forbidden moves and `ruled` the repetition ruled after it), as
    /// [`Referee::play_ruled`] decides it.
    fn cause_after(
        &self,
        side: Color,
        mv: Move,
        told: bool,
        forbidden: &[(Move, qili_oracle::verdict::Adjudication)],
        ruled: &Option<qili_games::Ruled>,
        ending: &Ending,
    ) -> Cause {
        let (book, p) = (self.settings.book, &self.settings.book.procedure);
        if forbidden.iter().any(|(m, _)| *m == mv) {
            return Cause::Continued {
                side,
                mv,
                told,
                article: book.cite(&p.continued),
            };
        }
        match ruled.as_ref().map(|r| (r, &r.call)) {
            Some((r, Call::Draw)) => Cause::Drawn {
                occurred: r.occurrences,
                article: book.cite(&p.draw),
            },
            Some((r, Call::LosesAtOnce { side, article, .. })) => Cause::LosesAtOnce {
                occurred: r.occurrences,
                side: *side,
                pattern: book_pattern(r, *side),
                article: article.clone(),
            },
            _ => Cause::MoveLimit {
                book: book.id.clone(),
                article: ending
                    .ruling
                    .as_ref()
                    .map(|r| r.article.clone())
                    .unwrap_or_default(),
            },
        }
    }

    /// Ends the game where the book ends it, for `cause`.
    fn end_by_book(&mut self, ending: Ending, cause: Cause) {
        self.end(
            ending.result,
            ending.termination,
            ending.ruling.as_ref().map(RulingRecord::from),
            ending.reason,
            cause,
        );
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

    /// The time `side` was allowed for a move, and what it was made of.
    fn allowance(&self, side: Color, go: &Go, allowed: Duration) -> Allowance {
        Allowance {
            allowed_ms: allowed.as_millis(),
            budget: match go {
                Go::Clock(c) => Budget::Clock(c.left(side).as_millis()),
                Go::Limit(Limit::MoveTime(d)) => Budget::MoveTime(d.as_millis()),
                Go::Limit(limit) => Budget::Limit(limit.to_string()),
            },
            margin_ms: self.settings.time_margin.as_millis(),
        }
    }

    /// Ends the game by a fault of `side`'s engine (`context` says when, `allowance` the time
    /// it had where it hung past it).
    fn fault(&mut self, side: Color, fault: &Fault, context: &str, allowance: Option<Allowance>) {
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
        let its_time = allowance
            .as_ref()
            .map(|a| format!("; its time was {}", allowance_text(a)))
            .unwrap_or_default();
        self.end(
            GameResult::loss_of(side),
            termination,
            None,
            format!("{side}{context} {fault}{its_time}"),
            Cause::Fault {
                side,
                fault: fault.clone(),
                starting: !context.is_empty(),
                allowance,
            },
        );
    }

    fn end(
        &mut self,
        result: GameResult,
        termination: Termination,
        ruling: Option<RulingRecord>,
        reason: String,
        cause: Cause,
    ) {
        self.record.result = result;
        self.record.termination = termination;
        self.record.ruling = ruling;
        self.record.reason = reason;
        self.record.cause = Some(cause);
    }

    /// The record, with the names as the engines gave them.
    fn finish(mut self, red: &dyn Player, black: &dyn Player) -> GameRecord {
        self.record.red = red.name();
        self.record.black = black.name();
        self.record
    }
}

/// An allowance in the record's English: `1100 ms (1000 ms left on its clock and the 100 ms
/// margin)`.
fn allowance_text(a: &Allowance) -> String {
    let budget = match &a.budget {
        Budget::Clock(ms) => format!("{ms} ms left on its clock"),
        Budget::MoveTime(ms) => format!("a move time of {ms} ms"),
        Budget::Limit(limit) => format!("its limit, {limit}"),
    };
    format!(
        "{} ms ({budget} and the {} ms margin)",
        a.allowed_ms, a.margin_ms
    )
}

/// The pattern `side` loses for at `ruled`, as the book names it (`长将`); the rule table's
/// name (`perpetual check`) where the book gives none.
fn book_pattern(ruled: &qili_games::Ruled, side: Color) -> String {
    let pattern = match &ruled.call {
        Call::LosesAtOnce { pattern, .. } => pattern.replace('_', " "),
        _ => String::new(),
    };
    ruled.adjudication.reasons.sides[side.index()]
        .pattern
        .as_ref()
        .map_or(pattern, |n| n.chinese.clone())
}
