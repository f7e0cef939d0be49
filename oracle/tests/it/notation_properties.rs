//! Property tests of the notation: every legal move written in each notation reads back as the
//! same move, no two legal moves are written alike, and no input text panics the reader.

use crate::support;

use proptest::prelude::*;
use qili_oracle::Position;
use qili_oracle::notation::{Notation, format_move, parse_moves};
use std::collections::HashSet;
use support::random_position;

const NOTATIONS: [Notation; 3] = [Notation::Iccs, Notation::Wxf, Notation::Chinese];

fn check_round_trip(pos: &Position) -> Result<(), TestCaseError> {
    for notation in NOTATIONS {
        let mut seen = HashSet::new();
        for &m in pos.legal_moves().iter() {
            let text = format_move(pos, m, notation);
            let back = parse_moves(pos, &text)
                .map_err(|e| TestCaseError::fail(format!("{} {text}: {e}", pos.fen())))?;
            prop_assert_eq!(back, vec![m], "{} {:?} {}", pos.fen(), notation, text);
            prop_assert!(
                seen.insert(text.clone()),
                "{} written twice: {}",
                pos.fen(),
                text
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_legal_move_round_trips_in_every_notation(c in prop::collection::vec(any::<u16>(), 0..200)) {
        check_round_trip(&random_position(&c))?;
    }

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,40}") {
        let _ = parse_moves(&Position::start(), &s);
    }

    #[test]
    fn notation_like_text_never_panics(
        s in "[车马炮相仕帅兵卒将士象前后中一二三四五六七八九进退平１２３４５６７８９0-9a-iA-IKRHCPE+=.· -]{0,30}"
    ) {
        let _ = parse_moves(&Position::start(), &s);
    }
}

#[test]
fn crowded_files_round_trip() {
    // Five pawns on one file; three and two; doubled rooks, advisors and elephants.
    for fen in [
        "3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w",
        "3k5/9/9/2P1P4/2P1P4/4P4/9/9/9/5K3 w",
        "4k4/4a4/3a5/9/9/2B6/9/9/3R5/2BRK4 w",
        "3ak4/9/3a5/9/2p1p4/2p1p4/2p6/9/9/4K4 b",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        check_round_trip(&pos).unwrap();
    }
}
