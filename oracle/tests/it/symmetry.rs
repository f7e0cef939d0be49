//! The oracle gives the same ruling to a loop mirrored left-right, and the colour-swapped ruling
//! to a loop with colours swapped (board turned, red and black exchanged) — on random loops.

use crate::support;

use proptest::prelude::*;
use qili_oracle::Move;
use qili_oracle::rules::rulebooks;
use qili_oracle::verdict::{Adjudication, adjudicate};
use support::{random_position, shuffle_loop};

fn summary(adj: &Adjudication) -> Vec<String> {
    adj.plies
        .iter()
        .map(|p| p.class.name().to_string())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn mirrored_and_colour_swapped_loops_get_matching_rulings(
        c in prop::collection::vec(any::<u16>(), 0..60),
        a in any::<u16>(),
        b in any::<u16>(),
    ) {
        let start = random_position(&c);
        let moves = shuffle_loop(&start, a, b);
        let mirrored: Vec<Move> = moves.iter().map(|m| m.mirrored()).collect();
        let swapped: Vec<Move> = moves.iter().map(|m| m.flipped()).collect();
        let context = format!(
            "{} moves {}",
            start.fen(),
            moves.iter().map(|m| m.iccs()).collect::<Vec<_>>().join(" ")
        );
        for book in rulebooks() {
            let adj = adjudicate(book, &start, &moves);
            let m = adjudicate(book, &start.mirrored(), &mirrored);
            prop_assert_eq!(m.ruling.verdict, adj.ruling.verdict, "{} mirrored {}", book.id, &context);
            prop_assert_eq!(summary(&m), summary(&adj), "{} mirrored {}", book.id, &context);
            let s = adjudicate(book, &start.color_swapped(), &swapped);
            prop_assert_eq!(s.ruling.verdict, adj.ruling.verdict.color_swapped(), "{} swapped {}", book.id, &context);
            prop_assert_eq!(summary(&s), summary(&adj), "{} swapped {}", book.id, &context);
        }
    }
}
