//! Where the book ends a game, move by move: the one account of it that every game played
//! under the referee uses — an engine match (`qili match`), a platform's game in progress (the
//! Python `qili.Game`).
//!
//! Before a move ([`Referee::before_move`]): the side to move is mated or stalemated (CN 第4.1.1条,
//! 第4.1.3条; AXF 细则 1, 2), or it was ordered to vary and every legal move would continue the
//! cycle. After it ([`Referee::play_ruled`]): the move continued a cycle its side was ordered to
//! vary from (CN 第24.3条, AXF 细则 3); a third occurrence ruled a draw or a loss at once; the
//! move-count limit.

use crate::referee::{Call, Referee, Ruled};
use crate::result::{GameResult, Termination, times};
use qili_oracle::verdict::{Adjudication, Ruling};
use qili_oracle::{Move, Outcome};
use serde::{Deserialize, Serialize};

/// How the book ends a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why the game ended.
    pub termination: Termination,
    /// The ruling that decided it, if one did.
    pub ruling: Option<Ruling>,
    /// What happened, in words, with the book's article.
    pub reason: String,
}

/// What the book says before the side to move plays.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The moves it may not play (it was ordered to vary: each would continue the cycle), each
    /// with the adjudication of that cycle. Empty when it was not ordered to vary.
    pub forbidden: Vec<(Move, Adjudication)>,
    /// The end of the game, when the side cannot play: mated, stalemated, or every legal move
    /// forbidden.
    pub ending: Option<Ending>,
}

/// What the book says after a move.
#[derive(Clone, Debug)]
pub struct Played {
    /// The repetition ruled after the move, if its position occurred a third time or more: also
    /// after a forbidden move, whose cycle is ruled as any other (the side that played it
    /// loses by [`Played::ending`]).
    pub ruled: Option<Ruled>,
    /// What a record notes of that ruling — the game drawn, a side losing at once, a side newly
    /// ordered to vary — with the procedure's article; `None` when the ruling changes nothing
    /// (a side ordered again).
    pub action: Option<String>,
    /// The end of the game, where the book ends it.
    pub ending: Option<Ending>,
}

impl Referee {
    /// What the book says before the side to move plays `legal` (its legal moves, found
    /// already).
    pub fn before_move(&self, legal: &[Move]) -> Turn {
        let position = self.position();
        let side = position.side_to_move();
        let (book, p) = (self.book(), &self.book().procedure);
        if legal.is_empty() {
            let (termination, how) = match position.outcome() {
                Some(Outcome::Checkmate) => (
                    Termination::Checkmate,
                    format!("is checkmated ({})", book.cite(&p.checkmate)),
                ),
                _ => (
                    Termination::Stalemate,
                    format!("has no legal move, 困毙 ({})", book.cite(&p.stalemate)),
                ),
            };
            let ending = Ending {
                result: GameResult::loss_of(side),
                termination,
                ruling: None,
                reason: format!("{side} {how}"),
            };
            return Turn {
                forbidden: Vec::new(),
                ending: Some(ending),
            };
        }
        let forbidden = self.forbidden_among(legal);
        let ending = (!forbidden.is_empty() && forbidden.len() == legal.len()).then(|| Ending {
            result: GameResult::loss_of(side),
            termination: Termination::Repetition,
            ruling: Some(forbidden[0].1.ruling.clone()),
            reason: format!(
                "{side} was ordered to vary ({}) and every legal move continues the cycle",
                book.cite(&p.must_vary)
            ),
        });
        Turn { forbidden, ending }
    }

    /// Plays `mv` (legal) for the side to move, with `forbidden` the turn's forbidden moves
    /// ([`Referee::before_move`]), and applies the book. `told` says whether the side was told
    /// the move was banned (for the reason's words).
    pub fn play_ruled(
        &mut self,
        mv: Move,
        forbidden: &[(Move, Adjudication)],
        told: bool,
    ) -> Played {
        let side = self.position().side_to_move();
        self.play(mv);
        let (book, p) = (self.book(), &self.book().procedure);
        if let Some((_, adj)) = forbidden.iter().find(|(m, _)| *m == mv) {
            let told = if told { "; the move was banned" } else { "" };
            return Played {
                ruled: self.rule_judged(adj.clone()),
                action: None,
                ending: Some(Ending {
                    result: GameResult::loss_of(side),
                    termination: Termination::Repetition,
                    ruling: Some(adj.ruling.clone()),
                    reason: format!(
                        "{side} played {mv}, continuing the cycle it was ordered to vary from\
                         {told} ({})",
                        book.cite(&p.continued)
                    ),
                }),
            };
        }
        // A second occurrence: the move's share of the ruling a third may call for, worked out
        // now, so that no one push does a whole cycle's work (issue #29).
        self.prepare_ruling();
        let ruled = self.rule();
        let (action, ending) = match &ruled {
            None => (None, None),
            Some(r) => {
                let occurred = times(r.occurrences);
                let ruling = Some(r.ruling().clone());
                match &r.call {
                    Call::Draw => (
                        Some(format!("the game is drawn ({})", book.cite(&p.draw))),
                        Some(Ending {
                            result: GameResult::Draw,
                            termination: Termination::Repetition,
                            ruling,
                            reason: format!(
                                "the position occurred {occurred}; the cycle is ruled a draw ({})",
                                book.cite(&p.draw)
                            ),
                        }),
                    ),
                    Call::LosesAtOnce {
                        side,
                        pattern,
                        article,
                    } => (
                        Some(format!("{side} loses at once ({article})")),
                        Some(Ending {
                            result: GameResult::loss_of(*side),
                            termination: Termination::Repetition,
                            ruling,
                            reason: format!(
                                "the position occurred {occurred}; {side}'s {} loses at once \
                                 ({article})",
                                pattern.replace('_', " ")
                            ),
                        }),
                    ),
                    Call::MustVary { side, newly } => (
                        newly.then(|| format!("{side} must vary ({})", book.cite(&p.must_vary))),
                        None,
                    ),
                }
            }
        };
        let ending = ending.or_else(|| {
            self.move_limit().map(|limit| Ending {
                result: GameResult::Draw,
                termination: Termination::MoveLimit,
                reason: format!("the move-count limit is reached ({})", limit.article),
                ruling: Some(limit),
            })
        });
        Played {
            ruled,
            action,
            ending,
        }
    }
}
