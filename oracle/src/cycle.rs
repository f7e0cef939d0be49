//! Finding the repetition cycle of a move sequence.
//!
//! Positions `P0 … Pn` are the start and the position after each of the `n` plies. The final
//! position `Pn` repeats when an earlier `Pi` has the same [`RepetitionKey`]. The cycle runs from
//! the *first* such occurrence to the end: plies `i+1 … n`. At the second occurrence that is the
//! loop between the two; when a loop is played to its third occurrence, the cycle spans both
//! rounds, so every move made while the position kept returning is judged.
//!
//! [`RepetitionKey`]: crate::RepetitionKey

use crate::moves::Move;
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// The plies of a repetition cycle, 1-based and inclusive, and how often the final position has
/// occurred.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cycle {
    /// The first ply of the cycle (1-based).
    pub first: usize,
    /// The last ply of the cycle: the last move played.
    pub last: usize,
    /// How many times the final position has occurred, counting the start if it is the same.
    pub occurrences: usize,
}

impl Cycle {
    /// The plies of the cycle, 1-based.
    pub fn plies(&self) -> std::ops::RangeInclusive<usize> {
        self.first..=self.last
    }

    /// Number of plies in the cycle.
    pub fn len(&self) -> usize {
        self.last + 1 - self.first
    }

    /// Whether the cycle has no plies (never, for a found cycle).
    pub fn is_empty(&self) -> bool {
        self.last < self.first
    }
}

/// The cycle that ends at the last position of `positions` (`P0 … Pn`), if `Pn` occurred before.
pub fn find_cycle(positions: &[Position]) -> Option<Cycle> {
    let (last, earlier) = positions.split_last()?;
    let key = last.repetition_key();
    let matches: Vec<usize> = earlier
        .iter()
        .enumerate()
        .filter(|(_, p)| p.repetition_key() == key)
        .map(|(i, _)| i)
        .collect();
    let first = *matches.first()?;
    Some(Cycle {
        first: first + 1,
        last: positions.len() - 1,
        occurrences: matches.len() + 1,
    })
}

/// The plies of a range in the order a book prints one round of the loop: the range is rotated
/// to begin at the ply whose move was played first (the ply repeating the earliest move made
/// from the same position), keeping the order of play. Whichever ply the cycle happens to start
/// at, the round then reads as printed; a cycle of several rounds reads round after round.
pub fn first_played_order(
    positions: &[Position],
    moves: &[Move],
    plies: std::ops::RangeInclusive<usize>,
) -> Vec<usize> {
    let first_seen = |ply: usize| -> usize {
        let key = positions[ply - 1].repetition_key();
        (1..=ply)
            .find(|&q| moves[q - 1] == moves[ply - 1] && positions[q - 1].repetition_key() == key)
            .unwrap_or(ply)
    };
    let plies: Vec<usize> = plies.collect();
    let start = plies
        .iter()
        .enumerate()
        .min_by_key(|(i, p)| (first_seen(**p), *i))
        .map_or(0, |(i, _)| i);
    plies[start..]
        .iter()
        .chain(&plies[..start])
        .copied()
        .collect()
}

/// Plays `moves` from `start` and returns `P0 … Pn`. The moves must be legal in turn.
pub fn positions_of(start: &Position, moves: &[Move]) -> Vec<Position> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    out.push(start.clone());
    for &m in moves {
        let next = out.last().expect("non-empty").play_unchecked(m);
        out.push(next);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;

    fn setup(fen: &str, moves: &str) -> (Vec<Position>, Vec<Move>) {
        let start = Position::from_fen(fen).unwrap();
        let moves = parse_moves(&start, moves).unwrap();
        (positions_of(&start, &moves), moves)
    }

    #[test]
    fn a_rook_shuffling_against_a_general() {
        let (ps, ms) = setup(
            "3k5/9/9/9/9/9/9/9/R8/5K3 w",
            "a1a2 d9e9 a2a1 e9d9 a1a2 d9e9 a2a1",
        );
        // P7 = P3: the cycle is plies 4..=7.
        let c = find_cycle(&ps).unwrap();
        assert_eq!((c.first, c.last, c.occurrences), (4, 7, 2));
        // Plies 5, 6, 7 repeat plies 1, 2, 3; ply 4 is first played where it stands.
        assert_eq!(first_played_order(&ps, &ms, c.plies()), vec![5, 6, 7, 4]);
        assert!(find_cycle(&ps[..3]).is_none());
    }

    #[test]
    fn third_occurrence_spans_both_rounds() {
        let (ps, ms) = setup(
            "3k5/9/9/9/9/9/9/9/R8/5K3 w",
            "a1a2 d9e9 a2a1 e9d9 a1a2 d9e9 a2a1 e9d9 a1a2",
        );
        let c = find_cycle(&ps).unwrap();
        assert_eq!((c.first, c.last, c.occurrences), (2, 9, 3));
        // Two rounds, read round after round from the first-played move (ply 5 repeats ply 1).
        assert_eq!(
            first_played_order(&ps, &ms, c.plies()),
            vec![5, 6, 7, 8, 9, 2, 3, 4]
        );
    }
}
