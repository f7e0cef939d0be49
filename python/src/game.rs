//! `qili.Game`: a game in progress, as a platform holds one, ruled by the book move by move with
//! the referee `qili match` plays engine games with (the games crate's `Referee`).
//!
//! After each move the game knows what the book says: a ruling at a position's third (or later)
//! occurrence, the moves banned to a side ordered to vary, and whether the game is over —
//! checkmate, stalemate, a draw ruled, a loss at once (CN 第24.1条), a side that continued a
//! cycle it was ordered to vary from, a side whose every legal move would continue it, or the
//! move-count limit. A game that is over takes no more moves.
//!
//! A move is played with the interpreter released (ruling a repetition can take a while); the
//! game is behind a lock, so that moves pushed from several threads are played one at a time.
//! A move is taken back in time independent of the game's length ([`Referee::undo`]), and a
//! game is pickled as its referee's state ([`qili_games::RefereeState`]) with its rulings.

use crate::adjudication::Adjudication;
use crate::errors::{GameOverError, NotationError, StateError, detached};
use crate::input::{self, MovesArg};
use crate::pickling::{self, Kind};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::sync::MutexExt;
use pyo3::types::PyTuple;
use qili_games::{Call, Claim, Ending, GameResult, Referee, RefereeState, Ruled, Termination};
use qili_oracle::rules::Rulebook;
use qili_oracle::verdict::Adjudication as OracleAdjudication;
use qili_oracle::{Color, Move, Outcome, Position};
use serde::{Deserialize, Serialize};
use std::sync::{Mutex, MutexGuard};

/// The moves a side to move may not play, each with the ruling of the cycle it would continue.
type Banned = Vec<(Move, OracleAdjudication)>;

/// What the book makes of a game, without the interpreter: the referee, the banned moves, the
/// end, and what is needed to take moves back.
#[derive(Clone)]
struct Core {
    referee: Referee,
    /// The moves the side to move may not play (it was ordered to vary).
    banned: Banned,
    /// Where the book ended the game.
    end: Option<Ending>,
    /// For each move played, the moves banned before it, to give them back when it is taken
    /// back; `None` where they are not known (a game unpickled), to be found again.
    banned_before: Vec<Option<Banned>>,
}

impl Core {
    fn new(referee: Referee) -> Core {
        let mut core = Core {
            referee,
            banned: Vec::new(),
            end: None,
            banned_before: Vec::new(),
        };
        core.settle();
        core
    }

    fn position(&self) -> &Position {
        self.referee.position()
    }

    /// Plays a legal move and applies the book ([`Referee::play_ruled`]): a ruling at a third
    /// occurrence, the end of the game where the book ends it.
    fn play(&mut self, mv: Move) -> Option<Ruled> {
        let before = std::mem::take(&mut self.banned);
        let played = self.referee.play_ruled(mv, &before, false);
        self.banned_before.push(Some(before));
        self.end = played.ending;
        self.settle();
        played.ruled
    }

    /// Takes the last move back: the banned moves are those before it, and the game goes on.
    fn undo(&mut self) -> Option<Move> {
        let mv = self.referee.undo()?;
        self.end = None;
        match self.banned_before.pop().flatten() {
            Some(banned) => self.banned = banned,
            None => self.settle(),
        }
        Some(mv)
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

/// A game, as the lock holds it: the book's account and the rulings handed to Python.
struct State {
    core: Core,
    /// The ruling made by the last push, if its position occurred a third time or more.
    ruling: Option<Py<RefereeRuling>>,
    /// Every ruling made, in order.
    rulings: Vec<Py<RefereeRuling>>,
}

impl State {
    fn check_open(&self) -> PyResult<()> {
        match &self.core.end {
            None => Ok(()),
            Some(e) => Err(GameOverError::new_err(format!(
                "the game is over ({}, {}): {}",
                e.result.pgn(),
                e.termination,
                e.reason
            ))),
        }
    }

    fn push_text(&mut self, py: Python<'_>, text: &str) -> PyResult<()> {
        self.check_open()?;
        let ply = self.core.referee.moves().len() + 1;
        let side = self.core.position().side_to_move();
        let mv = input::one_move(self.core.position(), text).map_err(|why| {
            NotationError::new_err(format!("push (ply {ply}, {side} to move): {why}"))
        })?;
        self.push_move(py, mv)
    }

    /// Plays a legal move, the interpreter released.
    fn push_move(&mut self, py: Python<'_>, mv: Move) -> PyResult<()> {
        self.check_open()?;
        let core = &mut self.core;
        let ruled = detached(py, || Ok(core.play(mv)))?;
        self.ruling = match ruled {
            Some(r) => {
                let obj = Py::new(py, RefereeRuling::new(&self.core.referee, r))?;
                self.rulings.push(obj.clone_ref(py));
                Some(obj)
            }
            None => None,
        };
        Ok(())
    }

    fn pop(&mut self, py: Python<'_>) -> PyResult<Move> {
        let core = &mut self.core;
        let Some(mv) = detached(py, || Ok(core.undo()))? else {
            return Err(PyIndexError::new_err("pop: no move has been played"));
        };
        let ply = self.core.referee.moves().len();
        self.rulings.retain(|r| r.get().ruled.ply <= ply);
        self.ruling = self
            .rulings
            .last()
            .filter(|r| r.get().ruled.ply == ply)
            .map(|r| r.clone_ref(py));
        Ok(mv)
    }

    fn copy(&self, py: Python<'_>) -> State {
        State {
            core: self.core.clone(),
            ruling: self.ruling.as_ref().map(|r| r.clone_ref(py)),
            rulings: self.rulings.iter().map(|r| r.clone_ref(py)).collect(),
        }
    }
}

/// A game in progress under one rulebook.
///
/// fen is the start (None: the start position); rules is "cn" or "axf", and must be given: the
/// books rule differently; moves, if given, are pushed in turn (a string or a list, any
/// notation).
///
/// >>> g = qili.Game(rules="cn")
/// >>> g.push("h2e2"); g.push("h9g7")
/// >>> g.ruling, g.banned_moves, g.result
/// (None, [], None)
///
/// A Game can be pickled and copied (copy.copy and copy.deepcopy give independent games): the
/// rulings, the orders to vary, the banned moves, the fouls and the result are kept, and nothing
/// is ruled again when it is unpickled.
#[pyclass(module = "qili", frozen)]
pub struct Game {
    state: Mutex<State>,
}

impl Game {
    /// The game's state, locked; while another thread holds it, waits with the interpreter
    /// released.
    fn lock(&self, py: Python<'_>) -> MutexGuard<'_, State> {
        self.state
            .lock_py_attached(py)
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn with(state: State) -> Game {
        Game {
            state: Mutex::new(state),
        }
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (fen = None, rules = None, moves = None))]
    fn new(
        py: Python<'_>,
        #[pyo3(from_py_with = input::fen_arg)] fen: Option<String>,
        #[pyo3(from_py_with = input::rules_arg)] rules: Option<&'static Rulebook>,
        moves: Option<MovesArg>,
    ) -> PyResult<Game> {
        let book = input::required_book(rules, "Game")?;
        let start = input::position(fen.as_deref())?;
        let mut state = State {
            core: Core::new(Referee::new(book, start.clone())),
            ruling: None,
            rulings: Vec::new(),
        };
        if let Some(moves) = moves {
            input::each_move(py, &start, &moves, None, |mv| state.push_move(py, mv))?;
        }
        Ok(Game::with(state))
    }

    /// Plays one move, in any notation qili reads ("h2e2", "C2.5", "炮二平五"), and applies the
    /// book. The interpreter is released while the move is played and ruled.
    ///
    /// Returns the ruling made (the same as g.ruling): None unless the move makes a position
    /// occur a third time or more. Raises NotationError, leaving the game as it was, when the
    /// move cannot be read or is not legal; GameOverError when the game is over (g.result).
    ///
    /// A move in g.banned_moves is legal and is played, but by the book the side that plays it
    /// loses: g.result says so, and the game is over.
    fn push(
        &self,
        py: Python<'_>,
        #[pyo3(from_py_with = input::move_arg)] r#move: String,
    ) -> PyResult<Option<Py<RefereeRuling>>> {
        let mut state = self.lock(py);
        state.push_text(py, &r#move)?;
        Ok(state.ruling.as_ref().map(|r| r.clone_ref(py)))
    }

    /// Takes the last move back and returns it (ICCS); the rulings, the banned moves and the
    /// result are those of the game before it (the fouls of claims stay). Raises IndexError when
    /// no move has been played.
    fn pop(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.lock(py).pop(py)?.iccs())
    }

    /// The position now, as FEN.
    #[getter]
    fn fen(&self, py: Python<'_>) -> String {
        self.lock(py).core.position().fen()
    }

    /// The position the game started from, as FEN.
    #[getter]
    fn start_fen(&self, py: Python<'_>) -> String {
        self.lock(py).core.referee.start().fen()
    }

    /// The rulebook id: "cn" or "axf".
    #[getter]
    fn rules(&self, py: Python<'_>) -> String {
        self.lock(py).core.referee.book().id.clone()
    }

    /// The side to move: "red" or "black".
    #[getter]
    fn turn(&self, py: Python<'_>) -> &'static str {
        input::side(self.lock(py).core.position().side_to_move())
    }

    /// Every move played, in ICCS.
    #[getter]
    fn moves(&self, py: Python<'_>) -> Vec<String> {
        let state = self.lock(py);
        state
            .core
            .referee
            .moves()
            .iter()
            .map(|m| m.iccs())
            .collect()
    }

    /// How many times the position now has occurred since the last capture (1 the first time).
    #[getter]
    fn occurrences(&self, py: Python<'_>) -> usize {
        self.lock(py).core.referee.occurrences()
    }

    /// The ruling made by the last move (a Ruling), or None: rulings are made when a position
    /// occurs a third time or more.
    #[getter]
    fn ruling(&self, py: Python<'_>) -> Option<Py<RefereeRuling>> {
        self.lock(py).ruling.as_ref().map(|r| r.clone_ref(py))
    }

    /// Every ruling made in the game, in order.
    #[getter]
    fn rulings(&self, py: Python<'_>) -> Vec<Py<RefereeRuling>> {
        let state = self.lock(py);
        state.rulings.iter().map(|r| r.clone_ref(py)).collect()
    }

    /// The moves (ICCS) the side to move may not play: it was ordered to vary, and each would
    /// make a position occur again in a cycle ruled against it. Empty otherwise.
    #[getter]
    fn banned_moves(&self, py: Python<'_>) -> Vec<String> {
        let state = self.lock(py);
        state.core.banned.iter().map(|(m, _)| m.iccs()).collect()
    }

    /// The sides under an order to vary: ["red"], ["black"], ["red", "black"] or []. A side is
    /// ordered to vary by a ruling against it (Ruling.call "must_vary"), and stays ordered until
    /// the next capture, whichever side is to move; its banned moves are in g.banned_moves when
    /// it is to move.
    #[getter]
    fn ordered_to_vary(&self, py: Python<'_>) -> Vec<&'static str> {
        let state = self.lock(py);
        Color::ALL
            .into_iter()
            .filter(|&side| state.core.referee.is_ordered(side))
            .map(input::side)
            .collect()
    }

    /// "1-0", "0-1" or "1/2-1/2" once the game is over by the book; None while it goes on.
    #[getter]
    fn result(&self, py: Python<'_>) -> Option<&'static str> {
        self.lock(py).core.end.as_ref().map(|e| e.result.pgn())
    }

    /// The side that lost ("red" or "black"), or None (a draw, or the game goes on).
    #[getter]
    fn loser(&self, py: Python<'_>) -> Option<&'static str> {
        let state = self.lock(py);
        state
            .core
            .end
            .as_ref()
            .and_then(|e| e.result.loser())
            .map(input::side)
    }

    /// How the game ended: "checkmate", "stalemate", "repetition", "move_limit" or "fouls";
    /// None while it goes on.
    #[getter]
    fn termination(&self, py: Python<'_>) -> Option<&'static str> {
        self.lock(py)
            .core
            .end
            .as_ref()
            .map(|e| e.termination.name())
    }

    /// Why the game ended, with the article: "red played h4h3, continuing the cycle it was
    /// ordered to vary from (CN 第24.3条)"; None while it goes on.
    #[getter]
    fn reason(&self, py: Python<'_>) -> Option<String> {
        self.lock(py).core.end.as_ref().map(|e| e.reason.clone())
    }

    /// side ("red" or "black") claims that the move-count limit is reached (CN 第23.3条: 一方提出
    /// “自然限着规则”和棋), and the arbiter counts.
    ///
    /// Returns "upheld": the count holds, and the game is drawn (g.termination "move_limit");
    /// "false": it does not, and under CN the claimant is given a foul (第9.1.4条) and five
    /// minutes on its clock, and its third foul in the game loses it (第4.1.8条; g.termination
    /// "fouls"); or "refused": it does not, and the book sets no procedure for such a claim
    /// (AXF). Raises GameOverError when the game is over.
    fn claim_move_limit(
        &self,
        py: Python<'_>,
        #[pyo3(from_py_with = input::side_arg)] side: Color,
    ) -> PyResult<&'static str> {
        let mut state = self.lock(py);
        state.check_open()?;
        let core = &mut state.core;
        Ok(match core.referee.claim_move_limit(side) {
            Claim::Upheld(ruling) => {
                core.end = Some(Ending {
                    result: GameResult::Draw,
                    termination: Termination::MoveLimit,
                    reason: format!(
                        "{side} claimed the move-count limit, and the count holds ({})",
                        ruling.article
                    ),
                    ruling: Some(ruling),
                });
                core.banned.clear();
                "upheld"
            }
            Claim::False {
                foul, fouls, loses, ..
            } => {
                if let Some(article) = loses {
                    core.end = Some(Ending {
                        result: GameResult::loss_of(side),
                        termination: Termination::Fouls,
                        ruling: None,
                        reason: format!(
                            "{side} claimed the move-count limit falsely, its foul number \
                             {fouls} ({foul}), and loses ({article})"
                        ),
                    });
                    core.banned.clear();
                }
                "false"
            }
            Claim::Refused => "refused",
        })
    }

    /// The fouls side ("red" or "black") has been given in this game (false claims).
    fn fouls(&self, py: Python<'_>, #[pyo3(from_py_with = input::side_arg)] side: Color) -> u32 {
        self.lock(py).core.referee.fouls(side)
    }

    /// Whether the game is over (g.result is set).
    fn is_over(&self, py: Python<'_>) -> bool {
        self.lock(py).core.end.is_some()
    }

    /// The legal moves of the side to move, in ICCS (banned moves included: they are legal,
    /// and lose).
    fn legal_moves(&self, py: Python<'_>) -> Vec<String> {
        let state = self.lock(py);
        let legal = state.core.position().legal_moves();
        legal.iter().map(|m| m.iccs()).collect()
    }

    /// Whether the side to move is in check.
    fn is_check(&self, py: Python<'_>) -> bool {
        self.lock(py).core.position().in_check()
    }

    /// Whether the side to move is checkmated (将死).
    fn is_checkmate(&self, py: Python<'_>) -> bool {
        self.lock(py).core.position().outcome() == Some(Outcome::Checkmate)
    }

    /// Whether the side to move has no legal move and is not in check (困毙; it loses too).
    fn is_stalemate(&self, py: Python<'_>) -> bool {
        self.lock(py).core.position().outcome() == Some(Outcome::Stalemate)
    }

    fn __copy__(&self, py: Python<'_>) -> Game {
        Game::with(self.lock(py).copy(py))
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> Game {
        // The rulings are immutable: the copy shares them.
        self.__copy__(py)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let state = self.lock(py);
        let saved = SavedGame {
            referee: state.core.referee.state(),
            rulings: state.rulings.iter().map(|r| r.get().saved()).collect(),
            ruled_last: state.ruling.is_some(),
            banned: state.core.banned.clone(),
            end: state.core.end.clone(),
        };
        pickling::reduce(py, Kind::Game, &saved)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let state = self.lock(py);
        let core = &state.core;
        let how = match &core.end {
            Some(e) => format!("over, {} ({})", e.result.pgn(), e.termination),
            None => format!("{} to move", core.position().side_to_move()),
        };
        format!(
            "<qili.Game {} rules, {} moves, {how}>",
            core.referee.book().id,
            core.referee.moves().len()
        )
    }
}

/// A game as it is pickled: its referee's state, its rulings, and what the book made of its
/// last move (the banned moves, the end). Taking moves back after unpickling finds the banned
/// moves of each earlier ply again.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    referee: RefereeState,
    rulings: Vec<SavedRuling>,
    /// Whether the last ruling was made by the last move (it is `g.ruling`).
    ruled_last: bool,
    banned: Banned,
    end: Option<Ending>,
}

impl SavedGame {
    /// The game, checked: its referee resumes ([`Referee::from_state`]), its rulings lie within
    /// its moves in order, its banned moves are legal moves of a side ordered to vary, and a game
    /// not over has a move to play.
    pub fn restore(self, py: Python<'_>) -> PyResult<Game> {
        let wrong = |why: String| StateError::new_err(format!("Game: {why}"));
        let referee = Referee::from_state(&self.referee).map_err(|e| wrong(e.to_string()))?;
        let plies = referee.moves().len();
        let mut after = 0;
        for r in &self.rulings {
            r.check(plies, after).map_err(&wrong)?;
            after = r.ruled.ply;
        }
        if self.ruled_last && self.rulings.last().is_none_or(|r| r.ruled.ply != plies) {
            return Err(wrong("the last move made no ruling".into()));
        }
        let position = referee.position();
        let legal = position.legal_moves();
        if let Some((mv, _)) = self.banned.iter().find(|(m, _)| !legal.contains(*m)) {
            return Err(wrong(format!("banned move '{mv}' is not legal")));
        }
        if !self.banned.is_empty() && !referee.is_ordered(position.side_to_move()) {
            return Err(wrong("moves banned to a side not ordered to vary".into()));
        }
        if self.end.is_none() && legal.is_empty() {
            return Err(wrong("a game not over without a legal move".into()));
        }
        let rulings = self
            .rulings
            .into_iter()
            .map(|r| Py::new(py, r.into_ruling()))
            .collect::<PyResult<Vec<_>>>()?;
        let core = Core {
            banned: self.banned,
            end: self.end,
            banned_before: vec![None; plies],
            referee,
        };
        Ok(Game::with(State {
            core,
            ruling: rulings
                .last()
                .filter(|_| self.ruled_last)
                .map(|r| r.clone_ref(py)),
            rulings,
        }))
    }
}

/// What the referee ruled when a position occurred a third time or more.
///
/// verdict, article and why are the ruling of the judged cycle (the plies first_ply..ply, the
/// lap just repeated); call is what the book's procedure makes of it: "draw" (the game is
/// drawn), "must_vary" (side is ordered to vary: its moves that would continue the cycle are
/// banned, and it loses if it plays one) or "loses_at_once" (side loses now: CN 第24.1条,
/// perpetual check). A ruling is immutable; it can be pickled and copied.
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

    fn saved(&self) -> SavedRuling {
        SavedRuling {
            ruled: self.ruled.clone(),
            cycle: self.cycle.clone(),
        }
    }
}

/// A ruling as it is pickled.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedRuling {
    ruled: Ruled,
    cycle: Vec<Move>,
}

impl SavedRuling {
    /// Whether it can be a ruling made at a ply after `after`, in a game of `plies` plies: its
    /// cycle ends there and starts at ply 1 or later.
    fn check(&self, plies: usize, after: usize) -> Result<(), String> {
        let r = &self.ruled;
        if r.ply <= after || r.ply > plies {
            return Err(format!(
                "a ruling at ply {}, not after ply {after} and within the {plies} moves",
                r.ply
            ));
        }
        self.check_cycle()
    }

    fn check_cycle(&self) -> Result<(), String> {
        let r = &self.ruled;
        if r.first_ply == 0 || r.first_ply > r.ply || self.cycle.len() != r.ply + 1 - r.first_ply {
            return Err(format!(
                "a ruling of plies {}-{} with {} moves",
                r.first_ply,
                r.ply,
                self.cycle.len()
            ));
        }
        Ok(())
    }

    /// The ruling, checked: its cycle is its plies' moves.
    pub fn restore(self) -> PyResult<RefereeRuling> {
        self.check_cycle()
            .map_err(|why| StateError::new_err(format!("Ruling: {why}")))?;
        Ok(self.into_ruling())
    }

    fn into_ruling(self) -> RefereeRuling {
        RefereeRuling {
            ruled: self.ruled,
            cycle: self.cycle,
        }
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
    /// the last capture (the cycle goes on, ruled again at each later occurrence, or the side
    /// played a banned move), and for a draw or a loss at once.
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

    fn __copy__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    fn __deepcopy__(slf: Py<Self>, _memo: &Bound<'_, PyAny>) -> Py<Self> {
        slf
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        pickling::reduce(py, Kind::Ruling, &self.saved())
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
