//! The invariance a ruling must keep under rotation: a loop is a cycle, so starting it at any of
//! its plies, from the position there, must name every ply the same way (class and targets)
//! and give the same ruling — a ply is judged by its position, its move and the cycle, never by
//! which move happened to be printed first. The tests run this check on every case and on
//! random loops; a tool may run it on loops of any origin.

use crate::cycle::positions_of;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::rulebooks;
use crate::verdict::{PlyReport, adjudicate};

/// How a loop fared when its cycle was started at each of its other plies, under every
/// rulebook.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rotations {
    /// How many rotated loops were ruled.
    pub checked: usize,
    /// Each difference from the loop as played, one line each: empty when every rotation
    /// agrees.
    pub differences: Vec<String>,
}

/// Rules every rotation of the cycle that ends the loop `moves` from `start`, under every
/// rulebook, and compares each with the loop as played.
pub fn rotations(start: &Position, moves: &[Move]) -> Rotations {
    let positions = positions_of(start, moves);
    let mut out = Rotations::default();
    for book in rulebooks() {
        let adj = adjudicate(book, start, moves);
        let Some(cycle) = adj.cycle else { continue };
        let plies: Vec<usize> = cycle.plies().collect();
        for k in 1..plies.len() {
            let order: Vec<usize> = plies[k..].iter().chain(&plies[..k]).copied().collect();
            let rotated: Vec<Move> = order.iter().map(|&p| moves[p - 1]).collect();
            let from = &positions[order[0] - 1];
            let r = adjudicate(book, from, &rotated);
            out.checked += 1;
            let context = format!(
                "{} rotated to start at ply {} ({})",
                book.id,
                order[0],
                from.fen()
            );
            if r.cycle.map(|c| (c.first, c.last)) != Some((1, rotated.len())) {
                out.differences.push(format!(
                    "{context}: cycle {:?}, not the whole loop",
                    r.cycle
                ));
                continue;
            }
            if r.ruling.verdict != adj.ruling.verdict {
                out.differences.push(format!(
                    "{context}: ruling {} instead of {}",
                    r.ruling.verdict, adj.ruling.verdict
                ));
            }
            for (j, &ply) in order.iter().enumerate() {
                let (got, played) = (shown(&r.plies[j]), shown(&adj.plies[ply - 1]));
                if got != played {
                    out.differences.push(format!(
                        "{context}: ply {ply} is {got}, played in the loop {played}"
                    ));
                }
            }
        }
    }
    out
}

/// A ply as compared: move, class and the chased pieces with their squares.
fn shown(p: &PlyReport) -> String {
    let mut t: Vec<String> = p
        .targets
        .iter()
        .map(|t| format!("{} {}", t.piece, t.square))
        .collect();
    t.sort();
    format!("{} {} [{}]", p.mv, p.class, t.join(", "))
}
