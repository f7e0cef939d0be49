//! Every case's cycle, started at each of its plies from the position there, names every ply
//! the same way (class and targets) and gets the same ruling, under both rulebooks: the oracle
//! judges a ply by its position, its move and the cycle, never by where the printed loop starts.

use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::Move;
use qili_oracle::rules::rulebooks;
use qili_oracle::verdict::adjudicate;
use std::path::Path;

/// A ply as compared: move, class and the chased pieces with their squares.
fn shown(p: &qili_oracle::verdict::PlyReport) -> String {
    let mut t: Vec<String> = p
        .targets
        .iter()
        .map(|t| format!("{} {}", t.piece, t.square))
        .collect();
    t.sort();
    format!("{} {} [{}]", p.mv, p.class, t.join(", "))
}

#[test]
fn every_case_cycle_is_named_the_same_from_every_ply() {
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let mut problems = Vec::new();
    let mut rotations = 0;
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else { continue };
        for book in rulebooks() {
            let adj = adjudicate(book, &p.start, &p.moves);
            let Some(cycle) = adj.cycle else { continue };
            let plies: Vec<usize> = cycle.plies().collect();
            for k in 1..plies.len() {
                let order: Vec<usize> = plies[k..].iter().chain(&plies[..k]).copied().collect();
                let moves: Vec<Move> = order.iter().map(|&q| p.moves[q - 1]).collect();
                let r = adjudicate(book, &p.positions[order[0] - 1], &moves);
                rotations += 1;
                let context = format!("{} under {} from ply {}", p.id(), book.id, order[0]);
                if r.cycle.map(|c| (c.first, c.last)) != Some((1, moves.len())) {
                    problems.push(format!("{context}: the rotated loop is no cycle"));
                    continue;
                }
                if r.ruling.verdict != adj.ruling.verdict {
                    problems.push(format!(
                        "{context}: ruling {} instead of {}",
                        r.ruling.verdict, adj.ruling.verdict
                    ));
                }
                for (j, &ply) in order.iter().enumerate() {
                    let (got, want) = (shown(&r.plies[j]), shown(&adj.plies[ply - 1]));
                    if got != want {
                        problems.push(format!("{context}: ply {ply} is {got}, in the case {want}"));
                    }
                }
            }
        }
    }
    assert!(rotations > 1000, "only {rotations} rotations checked");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
