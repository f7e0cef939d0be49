//! The built-in oracle as an engine: it answers both questions.

use super::{Engine, Fault, Question, Reply};
use crate::case::Prepared;
use crate::judge::adjudication;
use qili_oracle::rules::rulebook;
use qili_oracle::verdict::adjudicate;
use qili_oracle::{Move, Verdict};

/// The oracle, in process. As a player it is a stubborn one that knows the rules: it repeats
/// the move it played before from the same position, unless its own ruling says that repeating
/// loses; then it plays the first legal move that does not lose.
#[derive(Clone, Copy, Debug, Default)]
pub struct OracleEngine;

impl Engine for OracleEngine {
    fn name(&self) -> String {
        "qili oracle".to_string()
    }

    fn play(&mut self, q: &Question) -> Result<Reply, Fault> {
        let allowed: Vec<Move> = q
            .position
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !q.banned.contains(m))
            .collect();
        let side = q.position.side_to_move();
        let loses = |mv: Move| {
            rulebook(&q.rules).is_some_and(|book| {
                let mut moves = q.moves.clone();
                moves.push(mv);
                adjudicate(book, &q.root, &moves).ruling.verdict == Verdict::loses(side)
            })
        };
        // The move last played from this same position, if any.
        let key = q.position.repetition_key();
        let mut at = q.root.clone();
        let mut repeat = None;
        for &mv in &q.moves {
            if at.repetition_key() == key {
                repeat = Some(mv);
            }
            at = at.play_unchecked(mv);
        }
        let choice = repeat
            .filter(|m| allowed.contains(m) && !loses(*m))
            .or_else(|| allowed.iter().copied().find(|&m| !loses(m)))
            .or_else(|| allowed.first().copied());
        Ok(Reply {
            mv: choice,
            line: String::new(),
            resigned: false,
            elapsed: std::time::Duration::ZERO,
        })
    }

    fn ruling(&mut self, case: &Prepared, rules: &str) -> Option<Verdict> {
        adjudication(case, rules).map(|a| a.ruling.verdict)
    }
}
