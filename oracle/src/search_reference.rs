//! The reference [`super::MateSearch`] is tested against: mate by consecutive checks by its
//! definition alone — a check after which the defender has no legal move, or (with checks to
//! spare) after whose every reply another such mate follows — over moves found by brute force
//! (every move a piece can make, played, kept when it leaves the mover's general unattacked),
//! so that neither the search's order, its table nor the move generator's shortcuts (check
//! lists, evasion points, "has a legal move") take part in the answer.

use crate::moves::Move;
use crate::position::{Position, PositionMap};

/// Mate questions answered by definition, with a memory of what is known of each position.
pub(super) struct Reference {
    /// The most checks a mate may take.
    checks: u8,
    /// Per position (the attacker to move): the fewest checks a mate was found within, and the
    /// most checks within which none was.
    table: PositionMap<(Option<u8>, u8)>,
    /// Positions visited by the current question.
    nodes: u64,
}

/// The most positions a question of the reference may visit: past it the question is left
/// unanswered (and its table, holding what it wrote after that, dropped).
const LIMIT: u64 = 50_000;

/// Every legal move of the side to move, by brute force.
fn legal(pos: &Position) -> Vec<Move> {
    let mover = pos.side_to_move();
    pos.pseudo_legal_moves()
        .iter()
        .copied()
        .filter(|&m| !pos.play_unchecked(m).general_attacked(mover))
        .collect()
}

impl Reference {
    /// A reference for mates of at most `checks` checks.
    pub(super) fn new(checks: u8) -> Reference {
        Reference {
            checks,
            table: PositionMap::default(),
            nodes: 0,
        }
    }

    /// Whether the side to move mates by consecutive checks within the reference's checks;
    /// `None` for a question too large for it (more than [`LIMIT`] positions).
    pub(super) fn mates(&mut self, pos: &Position) -> Option<bool> {
        self.nodes = 0;
        let answer = self.mate_in(pos, self.checks);
        if self.nodes > LIMIT {
            self.table.clear();
            return None;
        }
        Some(answer)
    }

    /// Whether the side to move mates in at most `depth` checks.
    fn mate_in(&mut self, pos: &Position, depth: u8) -> bool {
        let key = pos.repetition_key();
        let (mate, none) = self.table.get(&key).copied().unwrap_or((None, 0));
        if mate.is_some_and(|d| d <= depth) {
            return true;
        }
        if depth <= none {
            return false;
        }
        self.nodes += 1;
        if self.nodes > LIMIT {
            return false;
        }
        let mut found = false;
        for m in legal(pos) {
            let next = pos.play_unchecked(m);
            if !next.in_check() {
                continue;
            }
            let replies = legal(&next);
            if replies.is_empty()
                || (depth > 1
                    && replies
                        .iter()
                        .all(|&r| self.mate_in(&next.play_unchecked(r), depth - 1)))
            {
                found = true;
                break;
            }
        }
        let entry = self.table.entry(key).or_insert((None, 0));
        if found {
            entry.0 = Some(entry.0.map_or(depth, |d| d.min(depth)));
        } else {
            entry.1 = entry.1.max(depth);
        }
        found
    }
}
