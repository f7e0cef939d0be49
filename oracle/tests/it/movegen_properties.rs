//! Property tests of the board, FEN and move generator on random reachable positions.

use crate::support;

use proptest::prelude::*;
use qili_oracle::{Move, Position, Setup, Square, perft};
use support::{naive_general_attacked, naive_legal_moves, random_position};

fn choices(max_len: usize) -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..max_len)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn fen_round_trips(c in choices(120)) {
        let pos = random_position(&c);
        let fen = pos.fen();
        let again = Position::from_fen(&fen).expect("own FEN reads back");
        prop_assert_eq!(again.fen(), fen.clone());
        prop_assert_eq!(Setup::from_fen(&fen).unwrap().to_fen(), fen);
        prop_assert_eq!(again.repetition_key(), pos.repetition_key());
    }

    #[test]
    fn generated_moves_are_exactly_the_legal_moves(c in choices(150)) {
        let pos = random_position(&c);
        let mut fast: Vec<_> = pos.legal_moves().iter().copied().collect();
        fast.sort();
        prop_assert_eq!(fast, naive_legal_moves(&pos), "position {}", pos.fen());
    }

    #[test]
    fn moves_onto_a_point_are_the_legal_moves_that_go_there(c in choices(150)) {
        let pos = random_position(&c);
        let all = pos.legal_moves();
        for target in Square::all() {
            let onto: Vec<Move> = all.iter().copied().filter(|m| m.to == target).collect();
            let found: Vec<Move> = pos.legal_moves_to(target).iter().copied().collect();
            prop_assert_eq!(found, onto, "position {} onto {}", pos.fen(), target);
        }
    }

    #[test]
    fn moves_out_of_check_are_exactly_the_legal_moves(c in choices(150)) {
        // Every position in check along the game: the evasion generator's whole domain.
        let mut pos = Position::start();
        for &choice in &c {
            if pos.in_check() {
                let naive = naive_legal_moves(&pos);
                let mut fast: Vec<_> = pos.legal_moves().iter().copied().collect();
                fast.sort();
                prop_assert_eq!(&fast, &naive, "position {}", pos.fen());
                let mut unordered: Vec<_> = pos.legal_moves_unordered().iter().copied().collect();
                unordered.sort();
                prop_assert_eq!(&unordered, &naive, "position {}", pos.fen());
                prop_assert_eq!(pos.legal_move_count(), naive.len() as u64, "position {}", pos.fen());
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play_unchecked(moves.as_slice()[choice as usize % moves.len()]);
        }
    }

    #[test]
    fn counting_and_check_agree_with_the_slow_method(c in choices(150)) {
        let pos = random_position(&c);
        prop_assert_eq!(pos.legal_move_count(), naive_legal_moves(&pos).len() as u64, "position {}", pos.fen());
        let naive_check = naive_general_attacked(&pos.to_setup(), pos.side_to_move());
        prop_assert_eq!(pos.in_check(), naive_check, "position {}", pos.fen());
    }

    #[test]
    fn mirrored_position_has_the_same_perft(c in choices(100)) {
        let pos = random_position(&c);
        let depth = 3;
        prop_assert_eq!(perft(&pos, depth), perft(&pos.mirrored(), depth), "position {}", pos.fen());
    }

    #[test]
    fn colour_swapped_position_has_the_same_perft(c in choices(100)) {
        let pos = random_position(&c);
        let depth = 3;
        let swapped = pos.color_swapped();
        prop_assert_eq!(swapped.color_swapped().fen(), pos.fen());
        prop_assert_eq!(perft(&pos, depth), perft(&swapped, depth), "position {}", pos.fen());
    }

    #[test]
    fn is_legal_agrees_with_the_move_list(c in choices(100), from in 0usize..90, to in 0usize..90) {
        let pos = random_position(&c);
        let mv = qili_oracle::Move::new(
            qili_oracle::Square::from_index(from).unwrap(),
            qili_oracle::Square::from_index(to).unwrap(),
        );
        prop_assert_eq!(pos.is_legal(mv), pos.legal_moves().contains(mv));
    }

    #[test]
    fn arbitrary_text_never_panics_the_fen_reader(s in "\\PC{0,80}") {
        let _ = Position::from_fen(&s);
    }

    #[test]
    fn fen_like_text_never_panics_the_fen_reader(s in "[rnbakcpRNBAKCPHEhe1-9/ wb0-9-]{0,90}") {
        let _ = Position::from_fen(&s);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn checking_moves_are_exactly_the_moves_that_check(c in choices(150)) {
        // Every position along the game, not only the last: checks are rare in any one.
        let mut pos = Position::start();
        for &choice in &c {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let fast: Vec<_> = pos.checking_moves().iter().copied().collect();
            let slow: Vec<_> = moves
                .iter()
                .copied()
                .filter(|&m| pos.play_unchecked(m).in_check())
                .collect();
            prop_assert_eq!(fast, slow, "position {}", pos.fen());
            pos = pos.play_unchecked(moves.as_slice()[choice as usize % moves.len()]);
        }
    }
}
