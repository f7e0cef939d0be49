//! The small searches the classification needs: forced mate by consecutive checks, the
//! exchange on one square, and winning material through checks.
//!
//! Bounds, fixed so that results never depend on the machine:
//! - mate by checks: at most the rule table's `mate.checks` checks by the attacker (neither book
//!   bounds 连续照将; 7 is the longest hidden mate either book prints, AXF 图十二), and at most
//!   [`MATE_NODES`] positions per question — a question that runs out of nodes is answered "no
//!   mate";
//! - material through checks: at most [`WIN_CHECKS`] checks, then one capture.

use crate::board::{Color, Square};
use crate::material::Material;
use crate::moves::Move;
use crate::position::{Position, RepetitionKey};
use crate::rules::{Rulebook, WinningBy};
use std::collections::HashMap;

/// The most positions one mate question may visit.
pub const MATE_NODES: u64 = 400_000;
/// The most checks before the capture in a threat to win material through checks.
pub const WIN_CHECKS: u8 = 2;

/// Legal captures onto `target` for the side to move.
pub(crate) fn captures_onto(pos: &Position, target: Square) -> Vec<Move> {
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|m| m.to == target)
        .collect()
}

/// What the side to move gains on `target` if it may capture there and both sides then
/// recapture as long as it pays; nothing when it declines.
fn exchange_value(pos: &Position, target: Square, book: &Rulebook) -> Material {
    captures_onto(pos, target)
        .into_iter()
        .map(|c| exchange_gain(pos, c, book))
        .fold(
            Material::ZERO,
            |best, g| {
                if book.prefers(g, best) { g } else { best }
            },
        )
}

/// The net material won by making capture `c` and letting both sides recapture on its square as
/// long as it pays (static exchange on one square, with every recapture legal).
fn exchange_gain(pos: &Position, c: Move, book: &Rulebook) -> Material {
    let won = Material::at(pos, c.to, book);
    won - exchange_value(&pos.play_unchecked(c), c.to, book)
}

/// The material capture `c` wins, as the rulebook judges it: by the whole exchange, or by roots
/// (the target if it has no true root, else what it is worth above its capturer).
pub(crate) fn capture_gain(pos: &Position, c: Move, book: &Rulebook) -> Material {
    match book.winning.by {
        WinningBy::Exchange => exchange_gain(pos, c, book),
        WinningBy::Roots => {
            let won = Material::at(pos, c.to, book);
            let Some(victim) = pos.piece_at(c.to) else {
                return Material::ZERO;
            };
            let after = pos.play_unchecked(c);
            // The roots: the pieces that protect the point before the capture, or — where
            // the book counts them — also those the capture uncovers.
            let roots = if book.winning.uncovered_roots {
                after.attackers(c.to, victim.color)
            } else {
                pos.attackers(c.to, victim.color)
            };
            let rooted = roots
                .into_iter()
                .any(|root| after.is_legal(Move::new(root, c.to)));
            if rooted {
                won - Material::at(pos, c.from, book)
            } else {
                won
            }
        }
    }
}

/// Answers and remembers mate questions for one adjudication.
pub struct MateSearch {
    /// The most checks a mate by consecutive checks may take.
    checks: u8,
    /// For each position: the depth at which a mate was proven, and the depth below which
    /// none exists.
    memo: HashMap<RepetitionKey, (Option<u8>, u8)>,
}

impl MateSearch {
    /// A search with an empty memory for mates of at most `checks` checks.
    pub fn new(checks: u8) -> MateSearch {
        MateSearch {
            checks,
            memo: HashMap::new(),
        }
    }

    /// Whether the side to move mates by consecutive checks, within the search's checks.
    pub fn mates(&mut self, pos: &Position) -> bool {
        let mut nodes = 0u64;
        for depth in 1..=self.checks {
            if self.mate_in(pos, depth, &mut nodes) {
                return true;
            }
            if nodes > MATE_NODES {
                return false;
            }
        }
        false
    }

    fn mate_in(&mut self, pos: &Position, depth: u8, nodes: &mut u64) -> bool {
        let key = pos.repetition_key();
        if let Some(&(proven, refuted)) = self.memo.get(&key) {
            if proven.is_some_and(|d| d <= depth) {
                return true;
            }
            if depth <= refuted {
                return false;
            }
        }
        *nodes += 1;
        if *nodes > MATE_NODES {
            return false;
        }
        let mut found = false;
        for &m in pos.checking_moves().iter() {
            let next = pos.play_unchecked(m);
            let replies = next.legal_moves();
            if replies.is_empty() {
                found = true;
                break;
            }
            if depth > 1
                && replies
                    .iter()
                    .all(|&r| self.mate_in(&next.play_unchecked(r), depth - 1, nodes))
            {
                found = true;
                break;
            }
        }
        if *nodes <= MATE_NODES {
            let entry = self.memo.entry(key).or_insert((None, 0));
            if found {
                entry.0 = Some(entry.0.map_or(depth, |d| d.min(depth)));
            } else {
                entry.1 = entry.1.max(depth);
            }
        }
        found
    }
}

/// A capture the side to move threatens: the target square and the net material it wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Win {
    /// The square of the piece won.
    pub target: Square,
    /// The squares of the pieces whose capture wins it.
    pub attackers: Vec<Square>,
    /// The net material won.
    pub gain: i32,
    /// Every winning capture uncovers a check by another piece (抽): the win comes with a
    /// discovered check.
    pub discovered: bool,
}

/// Whether the side that just moved to `moved_to` checks with some other piece.
fn gives_discovered_check(after: &Position, moved_to: Square) -> bool {
    let defender = after.side_to_move();
    after
        .attackers(after.general(defender), defender.opponent())
        .iter()
        .any(|&a| a != moved_to)
}

/// Every enemy piece the side to move can win right now by a capture (followed by the best
/// exchange on that square), leaving out — when `exclude_mated` — captures after which the
/// capturer is mated by consecutive checks.
pub(crate) fn direct_wins(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
) -> Vec<Win> {
    let them = pos.side_to_move().opponent();
    let moves = pos.legal_moves();
    let mut out: Vec<Win> = Vec::new();
    for (sq, piece) in pos.pieces() {
        if piece.color != them || piece.kind == crate::board::PieceKind::General {
            continue;
        }
        let mut attackers = Vec::new();
        let mut best = 0;
        let mut discovered = true;
        for &c in moves.iter().filter(|m| m.to == sq) {
            let gain = capture_gain(pos, c, book);
            if !book.gains(gain) {
                continue;
            }
            let after = pos.play_unchecked(c);
            if !(exclude_mated && mates.mates(&after)) {
                attackers.push(c.from);
                best = best.max(book.worth(gain));
                discovered &= gives_discovered_check(&after, c.to);
            }
        }
        if !attackers.is_empty() {
            out.push(Win {
                target: sq,
                attackers,
                gain: best,
                discovered,
            });
        }
    }
    out
}

/// The pieces the side to move can win by first giving check (a run of up to [`WIN_CHECKS`]
/// checks that capture nothing) and then capturing, whatever the opponent answers: each with the
/// net material won over the whole sequence. Mates are not material wins (they are mate
/// threats).
pub(crate) fn wins_by_checks(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
) -> Vec<Win> {
    let mut out: Vec<Win> = Vec::new();
    for line in check_lines(pos, book, mates, exclude_mated, WIN_CHECKS) {
        let net = book.worth(line.net);
        for t in line.targets {
            match out.iter_mut().find(|w| w.target == t) {
                Some(w) => {
                    w.gain = w.gain.max(net);
                    for a in &line.pieces {
                        if !w.attackers.contains(a) {
                            w.attackers.push(*a);
                        }
                    }
                }
                None => out.push(Win {
                    target: t,
                    attackers: line.pieces.clone(),
                    gain: net,
                    discovered: false,
                }),
            }
        }
    }
    out
}

/// A run of checks that wins material against every answer.
struct CheckLine {
    /// The material won whatever the answers (the least over them).
    net: Material,
    /// The squares (before the check) of the pieces finally taken.
    targets: Vec<Square>,
    /// The squares (before the check) of the mover's pieces that make the line: the checking
    /// pieces and the capturers. The first check's piece comes first.
    pieces: Vec<Square>,
}

/// For each checking move that wins material against every answer: the line.
fn check_lines(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
    depth: u8,
) -> Vec<CheckLine> {
    let mover = pos.side_to_move();
    let same =
        |a: Material, b: Material| (book.gains(a), book.worth(a)) == (book.gains(b), book.worth(b));
    let mut out = Vec::new();
    for &m in pos.checking_moves().iter() {
        // A check that captures is a capture, judged as one (with its exchange, and the
        // books' rules for mutual attacks); a run of checks wins by what follows.
        if pos.piece_at(m.to).is_some() {
            continue;
        }
        let next = pos.play_unchecked(m);
        let replies = next.legal_moves();
        if replies.is_empty() {
            continue;
        }
        // Against every reply: the best continuation (a capture, or another check), net of
        // what the reply took, the pieces that continuation takes and the pieces that take.
        let mut outcomes: Vec<(Material, Vec<Square>, Vec<Square>)> = Vec::new();
        for &r in replies.iter() {
            let lost = Material::at(&next, r.to, book);
            let after = next.play_unchecked(r);
            let (capture, mut targets, mut pieces) =
                best_capture(&after, book, mates, exclude_mated, mover);
            let mut net = capture - lost;
            if depth > 1 {
                for line in check_lines(&after, book, mates, exclude_mated, depth - 1) {
                    if book.prefers(line.net - lost, net) {
                        net = line.net - lost;
                        targets = line.targets;
                        pieces = line.pieces;
                    } else if same(line.net - lost, net) {
                        targets.extend(line.targets);
                        pieces.extend(line.pieces);
                    }
                }
            }
            // Name each target by where it stood before the reply moved it, and each of the
            // mover's pieces by where it stood before the check.
            let mut targets: Vec<Square> = targets
                .into_iter()
                .map(|t| if t == r.to { r.from } else { t })
                .collect();
            targets.sort();
            targets.dedup();
            let pieces = pieces
                .into_iter()
                .map(|a| if a == m.to { m.from } else { a })
                .collect();
            outcomes.push((net, targets, pieces));
        }
        if outcomes.iter().all(|(n, _, _)| book.gains(*n)) {
            let net = outcomes
                .iter()
                .map(|(n, _, _)| *n)
                .min_by_key(|n| book.worth(*n))
                .unwrap_or_default();
            // The pieces won whatever the answer; failing that (a fork), any piece won.
            let mut common = outcomes[0].1.clone();
            common.retain(|t| outcomes.iter().all(|(_, ts, _)| ts.contains(t)));
            let mut pieces = vec![m.from];
            for (_, _, ps) in &outcomes {
                for p in ps {
                    if !pieces.contains(p) {
                        pieces.push(*p);
                    }
                }
            }
            let targets = if common.is_empty() {
                let mut all: Vec<Square> = outcomes.into_iter().flat_map(|(_, t, _)| t).collect();
                all.sort();
                all.dedup();
                all
            } else {
                common
            };
            out.push(CheckLine {
                net,
                targets,
                pieces,
            });
        }
    }
    out
}

/// The best single capture (with its exchange) for `mover`, who is to move, leaving out — when
/// `exclude_mated` — captures after which the capturer is mated by consecutive checks: the gain
/// (nothing when no capture gains), the squares of the pieces that give it, and the squares of
/// the capturers.
fn best_capture(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
    mover: Color,
) -> (Material, Vec<Square>, Vec<Square>) {
    debug_assert_eq!(pos.side_to_move(), mover);
    let mut best = Material::ZERO;
    let mut targets = Vec::new();
    let mut capturers = Vec::new();
    for &c in pos.legal_moves().iter() {
        if pos.piece_at(c.to).is_none() {
            continue;
        }
        let g = capture_gain(pos, c, book);
        if !book.gains(g)
            || book.prefers(best, g)
            || (exclude_mated && mates.mates(&pos.play_unchecked(c)))
        {
            continue;
        }
        if book.prefers(g, best) {
            best = g;
            targets = vec![c.to];
            capturers = vec![c.from];
        } else {
            if !targets.contains(&c.to) {
                targets.push(c.to);
            }
            if !capturers.contains(&c.from) {
                capturers.push(c.from);
            }
        }
    }
    (best, targets, capturers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::rulebook;

    fn book() -> &'static Rulebook {
        rulebook("axf").unwrap()
    }

    #[test]
    fn protected_cannon_is_no_win_for_a_rook_but_a_free_one_is() {
        // Red rook a4 can take the black cannon a7; the cannon is protected by the rook a9.
        let p = Position::from_fen("r2k5/9/c8/9/R8/9/9/9/9/4K4 w").unwrap();
        let mut ms = MateSearch::new(7);
        assert!(direct_wins(&p, book(), &mut ms, true).is_empty());
        let free = Position::from_fen("3k5/9/c8/9/R8/9/9/9/9/4K4 w").unwrap();
        let wins = direct_wins(&free, book(), &mut ms, true);
        assert_eq!(wins.len(), 1);
        assert_eq!(wins[0].gain, 2);
    }

    #[test]
    fn two_rooks_mate_by_checks_and_a_pawn_does_not() {
        // Rb9+ Ke8, Ra8+ Ke7, Rb7#: the king cannot leave the palace.
        let p = Position::from_fen("4k4/9/9/9/9/9/9/9/R8/1R1K5 w").unwrap();
        assert!(MateSearch::new(7).mates(&p));
        let q = Position::from_fen("3k5/9/9/9/9/9/P8/9/9/5K3 w").unwrap();
        assert!(!MateSearch::new(7).mates(&q));
    }
}
