//! A loop is a cycle: wherever the same loop is started, every move gets the same class and
//! targets, and the loop the same ruling. Rotating a cycle — starting it at any of its plies,
//! from the position there — must not change how any ply is named: a ply is judged by its
//! position, its move and the cycle, never by which move happened to be printed first.

use crate::support;

use proptest::prelude::*;
use qili_oracle::Position;
use qili_oracle::invariance::rotations;
use qili_oracle::verdict::adjudicate;
use support::{random_position, unwinding_loop};

#[test]
fn a_rook_shuffle_is_named_the_same_from_every_ply() {
    // A rook that follows a fleeing, protected cannon (AXF 图二十九's shape): the chase of the
    // piece that just moved must not depend on whether the cannon's move was printed first.
    let start = Position::from_fen("2b1ka3/4a4/4b4/9/9/9/9/4B3R/4A1rc1/4KA3 w").unwrap();
    let moves = qili_oracle::notation::parse_moves(
        &start,
        "车一平二 炮８平９ 车二平一 炮９平８ 车一平二 炮８平９ 车二平一 炮９平８ 车一平二",
    )
    .unwrap();
    let problems = rotations(&start, &moves).differences;
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The first ply, played from the position that recurs inside the cycle, is named as its
    // repetition is.
    let book = qili_oracle::rules::rulebook("axf").unwrap();
    let adj = adjudicate(book, &start, &moves);
    assert_eq!(adj.plies[0].class, adj.plies[4].class);
    assert_eq!(adj.plies[0].class, qili_oracle::Class::Chase);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn rotated_random_loops_name_every_ply_the_same(
        c in prop::collection::vec(any::<u16>(), 0..60),
        choices in prop::collection::vec(any::<u16>(), 2..=4),
    ) {
        let start = random_position(&c);
        let n = choices.len() / 2 * 2;
        let moves = unwinding_loop(&start, &choices[..n]);
        let problems = rotations(&start, &moves).differences;
        prop_assert!(
            problems.is_empty(),
            "{} moves {}:\n{}",
            start.fen(),
            moves.iter().map(|m| m.iccs()).collect::<Vec<_>>().join(" "),
            problems.join("\n")
        );
    }
}
