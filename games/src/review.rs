//! A recorded game reviewed by the referee: every repetition ruled as `qili match` rules it (a
//! recorded game is a game whose players are the record), what the players did after each
//! ruling, and whether the recorded result agrees with the book.
//!
//! At the first ply of every run of plies whose position occurs for the third time or more, the
//! [`Referee`] rules the judged cycle and applies the book's procedure. Where a side is ordered
//! to vary, each of its later moves (until a capture) is checked: the first that does not
//! continue a cycle ruled against it is where it **varied**; the first that does is where, by
//! the book, it **lost** (CN 第24.3条 "若再重复一次循环，即判负", AXF 细则 3). A side whose
//! pattern loses at once (CN 第24.1条, perpetual check) loses at the ruling ply.

use crate::record::Replay;
use crate::referee::{Call, Referee};
use crate::result::GameResult;
use qili_oracle::position::PositionMap;
use qili_oracle::reasons::Reasons;
use qili_oracle::rules::Rulebook;
use qili_oracle::{Color, Move, Position, Verdict};
use serde::Serialize;

/// One repetition of a game, ruled under one book.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Repetition {
    /// The ply whose move made the position occur the third time (or more).
    pub ply: usize,
    /// The first ply of the judged cycle.
    pub first_ply: usize,
    /// The judged cycle's moves, plies `first_ply..=ply`, in ICCS.
    #[serde(serialize_with = "iccs")]
    pub cycle: Vec<Move>,
    /// How many times the position had then occurred since the last capture.
    pub occurrences: usize,
    /// The last ply of the run: the position after every ply from `ply` to here occurred three
    /// times or more.
    pub until: usize,
    /// The rulebook id.
    pub rules: String,
    /// The ruling of the cycle.
    pub verdict: Verdict,
    /// The deciding articles, cited with the book.
    pub article: String,
    /// The oracle's explanation.
    pub why: String,
    /// The side ordered to vary (or that lost at once), if any.
    pub must_vary: Option<Color>,
    /// The first ply after the ruling at which that side played a move that does not continue a
    /// cycle ruled against it.
    pub varied_at: Option<usize>,
    /// The ply at which, by the book, that side lost: its first move after the order that
    /// continued the cycle, or the ruling ply itself where its pattern loses at once.
    pub lost_at: Option<usize>,
    /// The article by which it lost, cited with the book.
    pub lost_by: Option<String>,
    /// The side whose move first left the cycle after the ruling (a move other than the one the
    /// cycle made from that position), if either did before a capture or the end.
    pub left_by: Option<Color>,
    /// The ply of that move.
    pub left_at: Option<usize>,
    /// What the ruling rests on, as data, for a reader in any language (`why` is its English):
    /// the oracle's [`Reasons`], its plies numbered within the cycle as `why`'s are. Not
    /// serialized.
    #[serde(skip)]
    pub reasons: Reasons,
}

/// How the recorded result compares with the book's rulings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ResultCheck {
    /// The game holds no position that occurred three times: nothing to compare.
    NoRepetition,
    /// The result agrees with the rulings: a draw ruled and recorded, a game decided on the
    /// board, or repetitions that did not decide the game.
    Consistent,
    /// A draw is recorded where the book orders one side to vary (or gives it the loss): the
    /// players usually agree such a draw, so it is no contradiction.
    AgreedDraw,
    /// The recorded loss is the one the rulings give.
    ExplainedLoss,
    /// The recorded result contradicts the rulings: a game ended at a repetition recorded as a
    /// loss where the book rules a draw, or as a loss of the side the book favours.
    Unexplained,
    /// The book gives one side the loss in mid-game (it continued a cycle it was ordered to vary
    /// from, or its pattern loses at once), but the game went on and ended otherwise: nobody
    /// claimed the ruling (CN 第24条: 一方棋手要求裁决).
    PlayedOn,
    /// The record gives no result (`*`, empty, absent).
    NoResult,
    /// The record goes wrong before its end: the result cannot be compared.
    RecordError,
}

impl ResultCheck {
    /// Every value, in the order summaries list them.
    pub const ALL: [ResultCheck; 8] = [
        ResultCheck::Consistent,
        ResultCheck::AgreedDraw,
        ResultCheck::ExplainedLoss,
        ResultCheck::Unexplained,
        ResultCheck::PlayedOn,
        ResultCheck::NoRepetition,
        ResultCheck::NoResult,
        ResultCheck::RecordError,
    ];

    /// The value with this name in reports.
    pub fn from_name(name: &str) -> Option<ResultCheck> {
        ResultCheck::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The name in reports: `agreed-draw`.
    pub fn name(self) -> &'static str {
        match self {
            ResultCheck::NoRepetition => "no-repetition",
            ResultCheck::Consistent => "consistent",
            ResultCheck::AgreedDraw => "agreed-draw",
            ResultCheck::ExplainedLoss => "explained-loss",
            ResultCheck::Unexplained => "unexplained",
            ResultCheck::PlayedOn => "played-on",
            ResultCheck::NoResult => "no-result",
            ResultCheck::RecordError => "record-error",
        }
    }
}

/// A game reviewed under one book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookReview {
    /// The rulebook id.
    pub rules: String,
    /// Every repetition, in order.
    pub repetitions: Vec<Repetition>,
    /// How the recorded result compares.
    pub check: ResultCheck,
}

/// The ruling a game's result check rests on: the first by which the book gives a side the
/// loss, if any, else the last ruling (as [`review`] compares them); `None` without rulings.
pub fn deciding(repetitions: &[Repetition]) -> Option<&Repetition> {
    repetitions
        .iter()
        .filter(|r| r.lost_at.is_some())
        .min_by_key(|r| r.lost_at)
        .or(repetitions.last())
}

/// How many plies after a run of repetitions a game may end and still count as ended by it
/// (the loser's resignation or the arbiter's call usually follows within a move).
pub const ENDS_AT_REPETITION_WITHIN: usize = 2;

/// Reviews a replayed record under `book`, against its recorded result.
pub fn review(book: &'static Rulebook, replay: &Replay, result: Option<GameResult>) -> BookReview {
    let mut referee = Referee::new(book, replay.start.clone());
    let mut reps: Vec<Repetition> = Vec::new();
    // Rulings still watched, each with the cycle's move from each of its positions.
    let mut watched: Vec<(usize, PositionMap<Move>)> = Vec::new();
    for (i, &mv) in replay.moves.iter().enumerate() {
        let ply = i + 1;
        let position = referee.position();
        let side = position.side_to_move();
        let key = position.repetition_key();
        let capture = position.captured_by(mv).is_some();
        if watched
            .iter()
            .any(|(k, _)| reps[*k].must_vary == Some(side) && reps[*k].lost_at.is_none())
        {
            let continued = referee.forbidden_move(mv).is_some();
            for (k, _) in &watched {
                let r = &mut reps[*k];
                if r.must_vary == Some(side) && r.lost_at.is_none() {
                    if continued {
                        r.lost_at = Some(ply);
                        r.lost_by = Some(book.cite(&book.procedure.continued));
                    } else {
                        r.varied_at.get_or_insert(ply);
                    }
                }
            }
        }
        for (k, cycle) in &watched {
            let r = &mut reps[*k];
            if r.left_by.is_none() && cycle.get(&key) != Some(&mv) {
                r.left_by = Some(side);
                r.left_at = Some(ply);
            }
        }
        referee.play(mv);
        if capture {
            watched.clear();
        }
        watched.retain(|(k, _)| {
            let r = &reps[*k];
            r.left_by.is_none() || r.must_vary.is_some() && r.lost_at.is_none()
        });
        if referee.occurrences() < 3 {
            continue;
        }
        if let Some(last) = reps.last_mut().filter(|r| r.until + 1 == ply) {
            last.until = ply;
            continue;
        }
        let Some(ruled) = referee.rule() else {
            continue;
        };
        let cycle = replay.moves[ruled.first_ply - 1..ruled.ply].to_vec();
        let mut rep = Repetition {
            ply,
            first_ply: ruled.first_ply,
            occurrences: ruled.occurrences,
            until: ply,
            rules: book.id.clone(),
            verdict: ruled.ruling().verdict,
            article: ruled.ruling().article.clone(),
            why: ruled.ruling().why.clone(),
            reasons: ruled.adjudication.reasons.clone(),
            must_vary: ruled.call.side(),
            varied_at: None,
            lost_at: None,
            lost_by: None,
            left_by: None,
            left_at: None,
            cycle,
        };
        if let Call::LosesAtOnce { article, .. } = &ruled.call {
            rep.lost_at = Some(ply);
            rep.lost_by = Some(article.clone());
        }
        let map = cycle_map(&replay.start, &replay.moves, ruled.first_ply, ply);
        reps.push(rep);
        watched.push((reps.len() - 1, map));
    }
    let check = compare(&reps, replay, referee.position(), result);
    BookReview {
        rules: book.id.clone(),
        repetitions: reps,
        check,
    }
}

/// The cycle's move from each of its positions (plies `first..=last`).
fn cycle_map(start: &Position, moves: &[Move], first: usize, last: usize) -> PositionMap<Move> {
    let mut position = start.clone();
    let mut map = PositionMap::default();
    for (i, &m) in moves[..last].iter().enumerate() {
        if i + 1 >= first {
            map.insert(position.repetition_key(), m);
        }
        position = position.play_unchecked(m);
    }
    map
}

/// How the recorded result compares with the rulings (see [`ResultCheck`]).
fn compare(
    reps: &[Repetition],
    replay: &Replay,
    end: &Position,
    result: Option<GameResult>,
) -> ResultCheck {
    if replay.error.is_some() {
        return ResultCheck::RecordError;
    }
    let Some(result) = result else {
        return ResultCheck::NoResult;
    };
    let Some(last) = reps.last() else {
        return ResultCheck::NoRepetition;
    };
    let against = |side: Color| match result.loser() {
        Some(loser) if loser == side => ResultCheck::ExplainedLoss,
        None => ResultCheck::AgreedDraw,
        Some(_) => ResultCheck::Unexplained,
    };
    // A game ended on the board: the side to move is mated or has no move.
    if end.outcome().is_some() {
        return if result.loser() == Some(end.side_to_move()) {
            ResultCheck::Consistent
        } else {
            ResultCheck::Unexplained
        };
    }
    let ends_after = |until: usize| replay.moves.len() <= until + ENDS_AT_REPETITION_WITHIN;
    // The first loss the book gives decides the game, if anyone claimed it.
    if let Some((_, side, until)) = reps
        .iter()
        .filter_map(|r| Some((r.lost_at?, r.must_vary?, r.until)))
        .min()
    {
        return match against(side) {
            ResultCheck::ExplainedLoss => ResultCheck::ExplainedLoss,
            _ if !ends_after(until) => ResultCheck::PlayedOn,
            other => other,
        };
    }
    if !ends_after(last.until) {
        return ResultCheck::Consistent;
    }
    match last.verdict.loser() {
        Some(side) => against(side),
        None if last.verdict == Verdict::Draw && result == GameResult::Draw => {
            ResultCheck::Consistent
        }
        None => ResultCheck::Unexplained,
    }
}

fn iccs<S: serde::Serializer>(moves: &[Move], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(moves.iter().map(|m| m.iccs()))
}
