//! The referee's part of a game: the positions since the last capture, each third (or later)
//! occurrence ruled by the book's procedure, and the moves forbidden to a side ordered to vary.
//!
//! A [`Referee`] holds one game as it is played, move by move. It does not ask anyone for moves
//! and ends nothing by itself: it says what the book says at each step, and the caller — the
//! engine referee of `qili match`, the review of a recorded game, a platform's game in progress —
//! acts on it.
//!
//! - [`Referee::play`] plays a legal move.
//! - [`Referee::rule`], at a position's third occurrence or later, rules the cycle under the
//!   book ([`qili_oracle::verdict::adjudicate`]) and applies the book's procedure
//!   (`procedure` in the rule table): a draw, a loss at once (CN 第24.1条: perpetual check), or
//!   an order to vary (CN 第24.3条, AXF 细则 3).
//! - [`Referee::forbidden_move`] and [`Referee::forbidden`]: once a side is ordered to vary,
//!   every move of that side that would make a position occur again, in a cycle ruled against
//!   it, continues the cycle; by the book the side then loses.
//!
//! - [`Referee::undo`] takes the last move back, in time independent of the game's length.
//! - [`Referee::state`] and [`Referee::from_state`] store a game and resume it
//!   ([`RefereeState`]: the book, the start, the moves, the orders to vary, the fouls), without
//!   ruling anything again.
//!
//! Which plies are judged is the rule table's `procedure.judged_cycle`: the last lap (the plies
//! since the position's previous occurrence) or every lap since its first occurrence.

use qili_oracle::classify::Classifier;
use qili_oracle::position::PositionMap;
use qili_oracle::rules::{JudgedCycle, Rulebook, rulebook};
use qili_oracle::verdict::{Adjudication, Ruling, adjudicate_with, move_limit};
use qili_oracle::{Color, Move, Position, RepetitionKey, Verdict};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Mutex;

/// What the book's procedure calls for at a ruled repetition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Call {
    /// The cycle is ruled a draw: the game is drawn (CN 第24.2条, AXF 细则 4).
    Draw,
    /// `side` loses at once, without an order to vary: its pattern is one the book punishes at
    /// once (CN 第24.1条: 长将).
    LosesAtOnce {
        /// The side that loses.
        side: Color,
        /// The forbidden pattern's name in the rule table (`perpetual_check`).
        pattern: String,
        /// The article, cited with the book.
        article: String,
    },
    /// `side` must vary (CN 第24.3条, AXF 细则 3).
    MustVary {
        /// The side ordered to vary.
        side: Color,
        /// Whether this is a new order: false when the side was ordered already since the last
        /// capture.
        newly: bool,
    },
}

impl Call {
    /// The side that loses or must vary; `None` for a draw.
    pub fn side(&self) -> Option<Color> {
        match self {
            Call::Draw => None,
            Call::LosesAtOnce { side, .. } | Call::MustVary { side, .. } => Some(*side),
        }
    }
}

/// What the referee makes of a player's claim that the move-count limit is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The count holds: the game is drawn by the limit (the ruling cites it).
    Upheld(Ruling),
    /// The count does not hold, and the book punishes the claim (CN 第23.3条): the claimant is
    /// given a foul and time on its clock, and the game goes on — unless this foul is the one
    /// that loses the game.
    False {
        /// The article of the foul (CN 第9.1.4条), cited with the book.
        foul: String,
        /// Time added to the claimant's clock.
        penalty: std::time::Duration,
        /// The claimant's fouls in this game, this one included.
        fouls: u32,
        /// The article by which the claimant loses, when these fouls lose the game (CN
        /// 第4.1.8条: 三次“犯规”).
        loses: Option<String>,
    },
    /// The count does not hold, and the book sets no procedure for the claim: the game goes on.
    Refused,
}

/// A repetition ruled by the referee.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruled {
    /// The ply (1-based, counted from the game's start) whose move made the occurrence.
    pub ply: usize,
    /// How many times the position has now occurred since the last capture.
    pub occurrences: usize,
    /// The first ply of the judged cycle; the cycle is plies `first_ply..=ply`.
    pub first_ply: usize,
    /// The oracle's adjudication of the judged cycle. Its plies are numbered within the cycle:
    /// its ply 1 is the game's `first_ply`.
    pub adjudication: Adjudication,
    /// What the book's procedure calls for.
    pub call: Call,
}

impl Ruled {
    /// The ruling of the judged cycle.
    pub fn ruling(&self) -> &Ruling {
        &self.adjudication.ruling
    }
}

/// An order to vary, as the referee gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Order {
    /// The ply (1-based) whose repetition was ruled against the side.
    pub ply: usize,
    /// The side ordered to vary.
    pub side: Color,
}

/// The window a capture cleared, kept so that the capture can be taken back.
#[derive(Clone, Debug)]
struct Cleared {
    /// The capture's ply.
    ply: usize,
    window: Vec<Position>,
    keys: Vec<RepetitionKey>,
    counts: PositionMap<usize>,
    window_from: usize,
    ordered: [bool; 2],
}

/// One game, as the referee keeps it.
#[derive(Clone, Debug)]
pub struct Referee {
    book: &'static Rulebook,
    start: Position,
    moves: Vec<Move>,
    /// Positions since the last capture (the only ones that can repeat), the first being the
    /// position after it (or the start); the last is the position now.
    window: Vec<Position>,
    /// The repetition key of each position of the window.
    keys: Vec<RepetitionKey>,
    /// How often each position occurs in the window.
    counts: PositionMap<usize>,
    /// The index in `moves` where the window starts.
    window_from: usize,
    /// Sides ordered to vary since the last capture.
    ordered: [bool; 2],
    /// Every order to vary given in the game, in order (a side ordered again is not listed).
    orders: Vec<Order>,
    /// The windows the captures cleared, in order.
    cleared: Vec<Cleared>,
    /// Fouls given to each side in this game.
    fouls: [u32; 2],
    /// What the rulings since the last capture worked out of their positions: the next ruling,
    /// or the check of a move that would continue a cycle, passes through the same positions.
    memory: Memory,
}

/// The classifier of a game's rulings, kept from one ruling to the next and forgotten at each
/// capture (no position before it can occur again). What it remembers of a position is a
/// function of the position alone ([`adjudicate_with`]), so it changes no ruling. It sits behind
/// a lock because [`Referee::forbidden_move`] rules through a shared reference.
struct Memory(Mutex<Classifier<'static>>);

impl Memory {
    fn new(book: &'static Rulebook) -> Memory {
        Memory(Mutex::new(Classifier::new(book)))
    }

    /// The classifier. A panic while ruling leaves it as consistent as before (it only ever
    /// adds what it worked out), so a poisoned lock is taken as it is.
    fn classifier(&self) -> std::sync::MutexGuard<'_, Classifier<'static>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Rules the loop of `moves` from `start`.
    fn adjudicate(&self, start: &Position, moves: &[Move]) -> Adjudication {
        adjudicate_with(&mut self.classifier(), start, moves)
    }

    /// Works out what a ruling asks of the move `mv` played from `before` (its effects, with
    /// `previous` the opponent's move that led to `before`) and keeps it, ruling nothing.
    fn prepare(&self, before: &Position, mv: Move, previous: &[Move]) {
        self.classifier().effects(before, mv, previous);
    }

    /// Works out what a ruling asks of the position after the move `mv` played from `before`
    /// ([`Classifier::prepare_after`]) and keeps it, ruling nothing.
    fn prepare_after(&self, before: &Position, mv: Move) {
        self.classifier().prepare_after(before, mv);
    }
}

impl Clone for Memory {
    fn clone(&self) -> Memory {
        Memory(Mutex::new(self.classifier().clone()))
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.try_lock() {
            Ok(classifier) => classifier.fmt(f),
            Err(_) => f.write_str("Classifier (in use)"),
        }
    }
}

impl Referee {
    /// A game from `start` under `book`.
    pub fn new(book: &'static Rulebook, start: Position) -> Referee {
        let key = start.repetition_key();
        Referee {
            book,
            moves: Vec::new(),
            window: vec![start.clone()],
            keys: vec![key.clone()],
            counts: PositionMap::from_iter([(key, 1)]),
            window_from: 0,
            ordered: [false, false],
            orders: Vec::new(),
            cleared: Vec::new(),
            fouls: [0, 0],
            memory: Memory::new(book),
            start,
        }
    }

    /// The rulebook the game is ruled by.
    pub fn book(&self) -> &'static Rulebook {
        self.book
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.window
            .last()
            .expect("the window holds the position now")
    }

    /// Every move played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many times the position now has occurred since the last capture (1 the first time).
    pub fn occurrences(&self) -> usize {
        self.count(self.keys.last().expect("a key for the position now"))
    }

    /// Whether `side` has been ordered to vary since the last capture.
    pub fn is_ordered(&self, side: Color) -> bool {
        self.ordered[side.index()]
    }

    /// Every order to vary given in the game, in order. An order lapses at the next capture
    /// ([`Referee::is_ordered`] says which hold now).
    pub fn orders(&self) -> &[Order] {
        &self.orders
    }

    /// Plays `mv`, which must be legal in the position now ([`Position::legal_moves`]).
    pub fn play(&mut self, mv: Move) {
        let position = self.position();
        let capture = position.captured_by(mv).is_some();
        let next = position.play_unchecked(mv);
        self.moves.push(mv);
        if capture {
            self.cleared.push(Cleared {
                ply: self.moves.len(),
                window: std::mem::take(&mut self.window),
                keys: std::mem::take(&mut self.keys),
                counts: std::mem::take(&mut self.counts),
                window_from: self.window_from,
                ordered: self.ordered,
            });
            self.window_from = self.moves.len();
            self.ordered = [false, false];
            self.memory = Memory::new(self.book);
        }
        let key = next.repetition_key();
        *self.counts.entry(key.clone()).or_insert(0) += 1;
        self.keys.push(key);
        self.window.push(next);
    }

    /// At the third occurrence of the position now, or a later one, rules the judged cycle and
    /// applies the book's procedure: a side newly found to offend is ordered to vary from now
    /// on. `None` before the third occurrence.
    pub fn rule(&mut self) -> Option<Ruled> {
        let occurrences = self.occurrences();
        if occurrences < 3 {
            return None;
        }
        let from = self.judged_from();
        let adjudication = self
            .memory
            .adjudicate(&self.window[from], &self.moves[self.window_from + from..]);
        Some(self.apply_procedure(adjudication, occurrences, from))
    }

    /// Works out ahead, into the referee's memory, a move's share of a ruling that may follow,
    /// once the game retraces a lap: when the last two moves each went from a position that
    /// had occurred before to one occurring for the second time since the last capture, the
    /// first of them is worked out. The plies a third occurrence's ruling judges are a lap
    /// played again, so all but its last two moves are found done by then: a game in progress
    /// spreads a ruling's work over the pushes of the lap before it instead of doing it all at
    /// the third occurrence. What is worked out is a function of the positions alone, as all the
    /// memory holds ([`adjudicate_with`]): no ruling changes. The move just played, which such a
    /// ruling judges with the one that makes the third occurrence, is worked out too as far as
    /// it looks at the position after it ([`Classifier::prepare_after`]), leaving the ruling
    /// what its mover already threatened before it: no one move's work falls whole on one push
    /// (issue #29: game 1166's d1e1 under AXF). Elsewhere it does nothing: most
    /// moves of a game, and a single move played again (a side that repeats a position once and
    /// then varies would leave the work unused).
    pub fn prepare_ruling(&self) {
        let n = self.keys.len();
        if n < 3
            || self.occurrences() != 2
            || self.count(&self.keys[n - 2]) != 2
            || self.count(&self.keys[n - 3]) < 2
        {
            return;
        }
        let ply = self.moves.len();
        let (mv, before) = (self.moves[ply - 2], &self.window[n - 3]);
        let previous: Vec<Move> = (ply >= self.window_from + 3)
            .then(|| self.moves[ply - 3])
            .into_iter()
            .collect();
        self.memory.prepare(before, mv, &previous);
        self.memory
            .prepare_after(&self.window[n - 2], self.moves[ply - 1]);
    }

    /// [`Referee::rule`] with the judged cycle's adjudication found already: that of
    /// [`Referee::forbidden_move`] for the move just played, which judges the same plies. `None`
    /// before a third occurrence.
    pub fn rule_judged(&mut self, adjudication: Adjudication) -> Option<Ruled> {
        let occurrences = self.occurrences();
        if occurrences < 3 {
            return None;
        }
        let from = self.judged_from();
        Some(self.apply_procedure(adjudication, occurrences, from))
    }

    /// Where the judged cycle of the position now starts, as an index of the window.
    fn judged_from(&self) -> usize {
        let last = self.keys.len() - 1;
        self.cut(&self.keys[last], last)
    }

    /// The book's procedure applied to the judged cycle (window index `from` to now) and its
    /// `adjudication`: a side newly found to offend is ordered to vary from now on.
    fn apply_procedure(
        &mut self,
        adjudication: Adjudication,
        occurrences: usize,
        from: usize,
    ) -> Ruled {
        let call = match adjudication.ruling.verdict.loser() {
            None => Call::Draw,
            Some(side) => {
                let at_once = self.book.procedure.loses_at_once.as_ref().filter(|l| {
                    adjudication.violations[side.index()].as_deref() == Some(l.pattern.as_str())
                });
                match at_once {
                    Some(l) => Call::LosesAtOnce {
                        side,
                        pattern: l.pattern.clone(),
                        article: self.book.cite(&l.article),
                    },
                    None => {
                        let newly = !self.ordered[side.index()];
                        if newly {
                            self.ordered[side.index()] = true;
                            self.orders.push(Order {
                                ply: self.moves.len(),
                                side,
                            });
                        }
                        Call::MustVary { side, newly }
                    }
                }
            }
        };
        Ruled {
            ply: self.moves.len(),
            occurrences,
            first_ply: self.window_from + from + 1,
            adjudication,
            call,
        }
    }

    /// Takes the last move back: the referee is as it was before the move was played, and an
    /// order to vary given at its ply is withdrawn. The fouls stay (they were given for claims,
    /// not for moves). Returns the move, or `None` when no move has been played. It takes time
    /// independent of the game's length: a capture's window is kept, not rebuilt.
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.moves.len();
        let mv = self.moves.pop()?;
        while let Some(order) = self.orders.pop_if(|o| o.ply == ply) {
            self.ordered[order.side.index()] = false;
        }
        match self.cleared.pop_if(|c| c.ply == ply) {
            Some(c) => {
                self.window = c.window;
                self.keys = c.keys;
                self.counts = c.counts;
                self.window_from = c.window_from;
                self.ordered = c.ordered;
            }
            None => {
                self.window.pop();
                let key = self
                    .keys
                    .pop()
                    .expect("a key for each position of the window");
                match self.counts.get_mut(&key) {
                    Some(n) if *n > 1 => *n -= 1,
                    _ => {
                        self.counts.remove(&key);
                    }
                }
            }
        }
        Some(mv)
    }

    /// What the game is, to store it and resume it with [`Referee::from_state`].
    pub fn state(&self) -> RefereeState {
        RefereeState {
            rules: self.book.id.clone(),
            start: self.start.fen(),
            moves: self.moves.clone(),
            orders: self.orders.clone(),
            fouls: self.fouls,
        }
    }

    /// The game `state` describes, resumed: its moves are played on the board (each must be
    /// legal) and its orders to vary given again (each at a third occurrence or later, to a side
    /// not ordered already), without ruling any repetition again. Anything else is an error
    /// naming the first thing wrong.
    pub fn from_state(state: &RefereeState) -> Result<Referee, StateError> {
        let book = rulebook(&state.rules).ok_or_else(|| StateError::Rules(state.rules.clone()))?;
        let start = Position::from_fen(&state.start)
            .map_err(|e| StateError::Start(format!("'{}': {e}", state.start)))?;
        let mut referee = Referee::new(book, start);
        let mut orders = state.orders.iter().peekable();
        for (i, &mv) in state.moves.iter().enumerate() {
            let ply = i + 1;
            if !referee.position().legal_moves().contains(mv) {
                return Err(StateError::Move { ply, mv });
            }
            referee.play(mv);
            while let Some(&order) = orders.next_if(|o| o.ply == ply) {
                let wrong = if referee.occurrences() < 3 {
                    Some("no position occurs a third time there")
                } else if referee.is_ordered(order.side) {
                    Some("the side was ordered to vary already")
                } else {
                    None
                };
                if let Some(why) = wrong {
                    return Err(StateError::Order { order, why });
                }
                referee.ordered[order.side.index()] = true;
                referee.orders.push(order);
            }
        }
        if let Some(&order) = orders.next() {
            return Err(StateError::Order {
                order,
                why: "not at a ply of the moves, in order",
            });
        }
        referee.fouls = state.fouls;
        Ok(referee)
    }

    /// Whether `mv`, by the side to move, would continue a cycle it was ordered to vary from:
    /// the side has been ordered to vary, the move makes a position occur a third time or more,
    /// and the judged cycle ending with it is ruled against the side. Returns that cycle's
    /// adjudication. `mv` must be legal.
    pub fn forbidden_move(&self, mv: Move) -> Option<Adjudication> {
        let position = self.position();
        let side = position.side_to_move();
        if !self.ordered[side.index()] || position.captured_by(mv).is_some() {
            return None;
        }
        let next = position.play_unchecked(mv);
        let key = next.repetition_key();
        if self.count(&key) < 2 {
            return None;
        }
        let from = self.cut(&key, self.keys.len());
        let mut moves = self.moves[self.window_from + from..].to_vec();
        moves.push(mv);
        let adjudication = self.memory.adjudicate(&self.window[from], &moves);
        (adjudication.ruling.verdict == Verdict::loses(side)).then_some(adjudication)
    }

    /// Every legal move of the side to move that would continue a cycle it was ordered to vary
    /// from ([`Referee::forbidden_move`]), each with its adjudication. Empty while the side is
    /// not ordered to vary.
    pub fn forbidden(&self) -> Vec<(Move, Adjudication)> {
        if !self.ordered[self.position().side_to_move().index()] {
            return Vec::new();
        }
        self.forbidden_among(self.position().legal_moves().as_slice())
    }

    /// The moves of `legal` (legal moves of the side to move, found already) that would
    /// continue a cycle it was ordered to vary from, each with its adjudication.
    pub fn forbidden_among(&self, legal: &[Move]) -> Vec<(Move, Adjudication)> {
        if !self.ordered[self.position().side_to_move().index()] {
            return Vec::new();
        }
        legal
            .iter()
            .filter_map(|&m| self.forbidden_move(m).map(|adj| (m, adj)))
            .collect()
    }

    /// The book's move-count limit: a draw ruling once the moves since the last capture reach
    /// it (each side's checks beyond the counted ones not counted), else `None`.
    pub fn move_limit(&self) -> Option<Ruling> {
        if self.position().halfmove_clock() < self.book.move_limit.plies {
            return None;
        }
        move_limit(self.book, &self.window[0], &self.moves[self.window_from..])
    }

    /// `claimant` claims that the move-count limit is reached (CN 第23.3条: 一方提出“自然限着规则”
    /// 和棋，裁判经停钟审核属实，即应判和). The arbiter's count is [`Referee::move_limit`]'s; a
    /// false claim costs what the book's `procedure.false_claim` says.
    pub fn claim_move_limit(&mut self, claimant: Color) -> Claim {
        if let Some(ruling) = self.move_limit() {
            return Claim::Upheld(ruling);
        }
        let Some(f) = &self.book.procedure.false_claim else {
            return Claim::Refused;
        };
        let fouls = &mut self.fouls[claimant.index()];
        *fouls += 1;
        Claim::False {
            foul: self.book.cite(&f.foul),
            penalty: std::time::Duration::from_secs(f.penalty_seconds),
            fouls: *fouls,
            loses: (*fouls >= f.fouls_lose).then(|| self.book.cite(&f.fouls_lose_article)),
        }
    }

    /// The fouls given to `side` in this game.
    pub fn fouls(&self, side: Color) -> u32 {
        self.fouls[side.index()]
    }

    /// How many times the position with `key` occurs since the last capture.
    fn count(&self, key: &RepetitionKey) -> usize {
        self.counts.get(key).copied().unwrap_or(0)
    }

    /// Where the judged cycle of a position with `key` starts, when it occurs at window index
    /// `at` (an index past the window for a move not yet played): the index of its previous
    /// occurrence (the last lap) or its first (every lap).
    fn cut(&self, key: &RepetitionKey, at: usize) -> usize {
        let earlier = &self.keys[..at];
        let found = match self.book.procedure.judged_cycle {
            JudgedCycle::LastLap => earlier.iter().rposition(|k| k == key),
            JudgedCycle::AllLaps => earlier.iter().position(|k| k == key),
        };
        found.expect("a repeated position occurred before")
    }
}

/// What a game under the referee is: enough to resume it ([`Referee::state`],
/// [`Referee::from_state`]). Everything else the referee holds follows from it by playing the
/// moves on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RefereeState {
    /// The rulebook id.
    pub rules: String,
    /// The start position, as FEN.
    pub start: String,
    /// Every move played, in order.
    pub moves: Vec<Move>,
    /// Every order to vary given, in order ([`Referee::orders`]).
    pub orders: Vec<Order>,
    /// The fouls given to red and black.
    pub fouls: [u32; 2],
}

/// Why a [`RefereeState`] is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateError {
    /// No rulebook has this id.
    Rules(String),
    /// The start is no legal position (the FEN and why).
    Start(String),
    /// A move is not legal where it is played.
    Move {
        /// Its ply, 1-based.
        ply: usize,
        /// The move.
        mv: Move,
    },
    /// An order to vary that the referee could not have given.
    Order {
        /// The order.
        order: Order,
        /// Why not.
        why: &'static str,
    },
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::Rules(id) => write!(f, "rules '{id}': no such rulebook"),
            StateError::Start(why) => write!(f, "start {why}"),
            StateError::Move { ply, mv } => write!(f, "moves: ply {ply} '{mv}' is not legal"),
            StateError::Order { order, why } => {
                write!(f, "orders: {} at ply {}: {why}", order.side, order.ply)
            }
        }
    }
}

impl std::error::Error for StateError {}
