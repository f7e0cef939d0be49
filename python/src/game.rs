//! `qili.Game`: a game in progress, as a platform holds one, ruled by the book move by move with
//! the referee `qili match` plays engine games with (the games crate's `Referee`).
//!
//! After each move the game knows what the book says: a ruling at a position's third (or later)
//! occurrence, the moves banned to a side ordered to vary, and whether the game is over —
//! checkmate, stalemate, a draw ruled, a loss at once (CN 第24.1条), a side that continued a
//! cycle it was ordered to vary from, a side whose every legal move would continue it, or the
//! move-count limit. A game that is over takes no more moves.

use crate::adjudication::Adjudication;
use crate::errors::{GameOverError, NotationError, guarded};
use crate::input::{self, MovesArg};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use qili_games::{Call, Claim, Ending, GameResult, Referee, Ruled, Termination};
use qili_oracle::verdict::Adjudication as OracleAdjudication;
use qili_oracle::{Color, Move, Outcome, Position};

/// A game in progress under one rulebook.
///
/// fen is the start (None: the start position); rules is "cn" or "axf"; moves, if given, are
/// pushed in turn (a string or a list, any notation).
///
/// >>> g = qili.Game(rules="cn")
/// >>> g.push("h2e2"); g.push("h9g7")
/// >>> g.ruling, g.banned_moves, g.result
/// (None, [], None)
#[pyclass(module = "qili")]
pub struct Game {
    referee: Referee,
    /// The ruling made by the last push, if its position occurred a third time or more.
    ruling: Option<Py<RefereeRuling>>,
    /// Every ruling made, in order.
    rulings: Vec<Py<RefereeRuling>>,
    /// The moves the side to move may not play (it was ordered to vary), each with the ruling
    /// of the cycle it would continue.
    banned: Vec<(Move, OracleAdjudication)>,
    /// Where the book ended the game.
    end: Option<Ending>,
}

impl Game {
    fn start(rules: &str, fen: Option<&str>) -> PyResult<Game> {
        let book = input::book(rules)?;
        let start = input::position(fen)?;
        let mut game = Game {
            referee: Referee::new(book, start),
            ruling: None,
            rulings: Vec::new(),
            banned: Vec::new(),
            end: None,
        };
        game.settle();
        Ok(game)
    }

    fn position(&self) -> &Position {
        self.referee.position()
    }

    /// Plays a legal move and applies the book ([`Referee::play_ruled`]): a ruling at a third
    /// occurrence, the end of the game where the book ends it.
    fn play(&mut self, py: Python<'_>, mv: Move) -> PyResult<()> {
        let played = self.referee.play_ruled(mv, &self.banned, false);
        self.ruling = match played.ruled {
            Some(r) => {
                let obj = Py::new(py, RefereeRuling::new(&self.referee, r))?;
                self.rulings.push(obj.clone_ref(py));
                Some(obj)
            }
            None => None,
        };
        self.end = played.ending;
        self.settle();
        Ok(())
    }

    /// What the position now means for the side to move ([`Referee::before_move`]): mated or
    /// stalemated, or ordered to vary with its banned moves (and lost if every legal move is
    /// banned).
    fn settle(&mut self) {
        self.banned.clear();
        if self.end.is_some() {
            return;
        }
        let legal = self.position().legal_moves();
        let turn = self.referee.before_move(legal.as_slice());
        self.banned = turn.forbidden;
        self.end = turn.ending;
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (fen = None, rules = "cn", moves = None))]
    fn new(
        py: Python<'_>,
        fen: Option<&str>,
        rules: &str,
        moves: Option<MovesArg>,
    ) -> PyResult<Game> {
        let mut game = Game::start(rules, fen)?;
        if let Some(moves) = moves {
            let start = game.position().clone();
            for mv in input::moves(&start, &moves)? {
                game.push_move(py, mv)?;
            }
        }
        Ok(game)
    }

    /// Plays one move, in any notation qili reads ("h2e2", "C2.5", "炮二平五"), and applies the
    /// book.
    ///
    /// Returns the ruling made (the same as g.ruling): None unless the move makes a position
    /// occur a third time or more. Raises NotationError, leaving the game as it was, when the
    /// move cannot be read or is not legal; GameOverError when the game is over (g.result).
    ///
    /// A move in g.banned_moves is legal and is played, but by the book the side that plays it
    /// loses: g.result says so, and the game is over.
    fn push(&mut self, py: Python<'_>, r#move: &str) -> PyResult<Option<Py<RefereeRuling>>> {
        self.push_text(py, r#move)?;
        Ok(self.ruling.as_ref().map(|r| r.clone_ref(py)))
    }

    /// Takes the last move back and returns it (ICCS); the rulings and the result are those of
    /// the game before it. Raises IndexError when no move has been played.
    fn pop(&mut self, py: Python<'_>) -> PyResult<String> {
        let moves = self.referee.moves().to_vec();
        let Some((&last, before)) = moves.split_last() else {
            return Err(PyIndexError::new_err("pop: no move has been played"));
        };
        let mut game = Game {
            referee: Referee::new(self.referee.book(), self.referee.start().clone()),
            ruling: None,
            rulings: Vec::new(),
            banned: Vec::new(),
            end: None,
        };
        game.settle();
        for &mv in before {
            game.push_move(py, mv)?;
        }
        *self = game;
        Ok(last.iccs())
    }

    /// The position now, as FEN.
    #[getter]
    fn fen(&self) -> String {
        self.position().fen()
    }

    /// The position the game started from, as FEN.
    #[getter]
    fn start_fen(&self) -> String {
        self.referee.start().fen()
    }

    /// The rulebook id: "cn" or "axf".
    #[getter]
    fn rules(&self) -> &str {
        &self.referee.book().id
    }

    /// The side to move: "red" or "black".
    #[getter]
    fn turn(&self) -> &'static str {
        input::side(self.position().side_to_move())
    }

    /// Every move played, in ICCS.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.referee.moves().iter().map(|m| m.iccs()).collect()
    }

    /// How many times the position now has occurred since the last capture (1 the first time).
    #[getter]
    fn occurrences(&self) -> usize {
        self.referee.occurrences()
    }

    /// The ruling made by the last move (a Ruling), or None: rulings are made when a position
    /// occurs a third time or more.
    #[getter]
    fn ruling(&self, py: Python<'_>) -> Option<Py<RefereeRuling>> {
        self.ruling.as_ref().map(|r| r.clone_ref(py))
    }

    /// Every ruling made in the game, in order.
    #[getter]
    fn rulings(&self, py: Python<'_>) -> Vec<Py<RefereeRuling>> {
        self.rulings.iter().map(|r| r.clone_ref(py)).collect()
    }

    /// The moves (ICCS) the side to move may not play: it was ordered to vary, and each would
    /// make a position occur again in a cycle ruled against it. Empty otherwise.
    #[getter]
    fn banned_moves(&self) -> Vec<String> {
        self.banned.iter().map(|(m, _)| m.iccs()).collect()
    }

    /// "1-0", "0-1" or "1/2-1/2" once the game is over by the book; None while it goes on.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.end.as_ref().map(|e| e.result.pgn())
    }

    /// The side that lost ("red" or "black"), or None (a draw, or the game goes on).
    #[getter]
    fn loser(&self) -> Option<&'static str> {
        self.end
            .as_ref()
            .and_then(|e| e.result.loser())
            .map(input::side)
    }

    /// How the game ended: "checkmate", "stalemate", "repetition", "move_limit" or "fouls";
    /// None while it goes on.
    #[getter]
    fn termination(&self) -> Option<&'static str> {
        self.end.as_ref().map(|e| e.termination.name())
    }

    /// Why the game ended, with the article: "red played h4h3, continuing the cycle it was
    /// ordered to vary from (CN 第24.3条)"; None while it goes on.
    #[getter]
    fn reason(&self) -> Option<&str> {
        self.end.as_ref().map(|e| e.reason.as_str())
    }

    /// side ("red" or "black") claims that the move-count limit is reached (CN 第23.3条: 一方提出
    /// “自然限着规则”和棋), and the arbiter counts.
    ///
    /// Returns "upheld": the count holds, and the game is drawn (g.termination "move_limit");
    /// "false": it does not, and under CN the claimant is given a foul (第9.1.4条) and five
    /// minutes on its clock, and its third foul in the game loses it (第4.1.8条; g.termination
    /// "fouls"); or "refused": it does not, and the book sets no procedure for such a claim
    /// (AXF). Raises GameOverError when the game is over.
    fn claim_move_limit(&mut self, side: &str) -> PyResult<&'static str> {
        self.check_open()?;
        let claimant = match side {
            "red" => Color::Red,
            "black" => Color::Black,
            other => {
                return Err(PyValueError::new_err(format!(
                    "claim_move_limit: side must be \"red\" or \"black\", not {other:?}"
                )));
            }
        };
        Ok(match self.referee.claim_move_limit(claimant) {
            Claim::Upheld(ruling) => {
                self.end = Some(Ending {
                    result: GameResult::Draw,
                    termination: Termination::MoveLimit,
                    reason: format!(
                        "{claimant} claimed the move-count limit, and the count holds ({})",
                        ruling.article
                    ),
                    ruling: Some(ruling),
                });
                "upheld"
            }
            Claim::False {
                foul, fouls, loses, ..
            } => {
                if let Some(article) = loses {
                    self.end = Some(Ending {
                        result: GameResult::loss_of(claimant),
                        termination: Termination::Fouls,
                        ruling: None,
                        reason: format!(
                            "{claimant} claimed the move-count limit falsely, its foul number \
                             {fouls} ({foul}), and loses ({article})"
                        ),
                    });
                }
                "false"
            }
            Claim::Refused => "refused",
        })
    }

    /// The fouls side ("red" or "black") has been given in this game (false claims).
    fn fouls(&self, side: &str) -> PyResult<u32> {
        match side {
            "red" => Ok(self.referee.fouls(Color::Red)),
            "black" => Ok(self.referee.fouls(Color::Black)),
            other => Err(PyValueError::new_err(format!(
                "fouls: side must be \"red\" or \"black\", not {other:?}"
            ))),
        }
    }

    /// Whether the game is over (g.result is set).
    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The legal moves of the side to move, in ICCS (banned moves included: they are legal,
    /// and lose).
    fn legal_moves(&self) -> Vec<String> {
        self.position()
            .legal_moves()
            .iter()
            .map(|m| m.iccs())
            .collect()
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.position().in_check()
    }

    /// Whether the side to move is checkmated (将死).
    fn is_checkmate(&self) -> bool {
        self.position().outcome() == Some(Outcome::Checkmate)
    }

    /// Whether the side to move has no legal move and is not in check (困毙; it loses too).
    fn is_stalemate(&self) -> bool {
        self.position().outcome() == Some(Outcome::Stalemate)
    }

    fn __repr__(&self) -> String {
        let state = match &self.end {
            Some(e) => format!("over, {} ({})", e.result.pgn(), e.termination),
            None => format!("{} to move", self.position().side_to_move()),
        };
        format!(
            "<qili.Game {} rules, {} moves, {state}>",
            self.referee.book().id,
            self.referee.moves().len()
        )
    }
}

impl Game {
    fn push_text(&mut self, py: Python<'_>, text: &str) -> PyResult<()> {
        self.check_open()?;
        let ply = self.referee.moves().len() + 1;
        let side = self.position().side_to_move();
        let mv = input::one_move(self.position(), text).map_err(|why| {
            NotationError::new_err(format!("push (ply {ply}, {side} to move): {why}"))
        })?;
        guarded(|| self.play(py, mv))
    }

    fn push_move(&mut self, py: Python<'_>, mv: Move) -> PyResult<()> {
        self.check_open()?;
        guarded(|| self.play(py, mv))
    }

    fn check_open(&self) -> PyResult<()> {
        match &self.end {
            None => Ok(()),
            Some(e) => Err(GameOverError::new_err(format!(
                "the game is over ({}, {}): {}",
                e.result.pgn(),
                e.termination,
                e.reason
            ))),
        }
    }
}

/// What the referee ruled when a position occurred a third time or more.
///
/// verdict, article and why are the ruling of the judged cycle (the plies first_ply..ply, the
/// lap just repeated); call is what the book's procedure makes of it: "draw" (the game is
/// drawn), "must_vary" (side is ordered to vary: its moves that would continue the cycle are
/// banned, and it loses if it plays one) or "loses_at_once" (side loses now: CN 第24.1条,
/// perpetual check).
#[pyclass(module = "qili", frozen, name = "Ruling")]
pub struct RefereeRuling {
    ruled: Ruled,
    cycle: Vec<Move>,
}

impl RefereeRuling {
    fn new(referee: &Referee, ruled: Ruled) -> RefereeRuling {
        let cycle = referee.moves()[ruled.first_ply - 1..ruled.ply].to_vec();
        RefereeRuling { ruled, cycle }
    }
}

#[pymethods]
impl RefereeRuling {
    /// "draw", "red_loses" or "black_loses".
    #[getter]
    fn verdict(&self) -> &'static str {
        self.ruled.ruling().verdict.name()
    }

    /// The deciding articles, cited with the book.
    #[getter]
    fn article(&self) -> &str {
        &self.ruled.ruling().article
    }

    /// Why: each side's pattern and the classes of its moves.
    #[getter]
    fn why(&self) -> &str {
        &self.ruled.ruling().why
    }

    /// What the book's procedure calls for: "draw", "must_vary" or "loses_at_once".
    #[getter]
    fn call(&self) -> &'static str {
        match self.ruled.call {
            Call::Draw => "draw",
            Call::MustVary { .. } => "must_vary",
            Call::LosesAtOnce { .. } => "loses_at_once",
        }
    }

    /// Whether this ruling newly orders side to vary: False when it was ordered already since
    /// the last capture (the cycle goes on, ruled again at each later occurrence), and for a
    /// draw or a loss at once.
    #[getter]
    fn newly(&self) -> bool {
        matches!(self.ruled.call, Call::MustVary { newly: true, .. })
    }

    /// The side that must vary or loses at once ("red", "black"); None for a draw.
    #[getter]
    fn side(&self) -> Option<&'static str> {
        self.ruled.call.side().map(Color::name)
    }

    /// The ply (from the game's start, 1-based) whose move made the occurrence.
    #[getter]
    fn ply(&self) -> usize {
        self.ruled.ply
    }

    /// The first ply of the judged cycle.
    #[getter]
    fn first_ply(&self) -> usize {
        self.ruled.first_ply
    }

    /// How many times the position had occurred since the last capture.
    #[getter]
    fn occurrences(&self) -> usize {
        self.ruled.occurrences
    }

    /// The judged cycle's moves, plies first_ply..ply, in ICCS.
    #[getter]
    fn cycle(&self) -> Vec<String> {
        self.cycle.iter().map(|m| m.iccs()).collect()
    }

    /// The judged cycle adjudicated: its plies classified (numbered within the cycle: its ply
    /// 1 is the game's first_ply).
    #[getter]
    fn adjudication(&self) -> Adjudication {
        Adjudication::new(self.ruled.adjudication.clone())
    }

    fn __repr__(&self) -> String {
        format!(
            "<qili.Ruling ply {} {} {} ({})>",
            self.ruled.ply,
            self.verdict(),
            self.call(),
            self.article()
        )
    }
}
