//! The messages of bad move lists, pinned: each names the move, where it stands and what was
//! expected.

use qili_oracle::Position;
use qili_oracle::notation::parse_moves;

fn error(fen: &str, moves: &str) -> String {
    let pos = Position::from_fen(fen).expect("test positions are legal");
    parse_moves(&pos, moves).expect_err(moves).to_string()
}

const START: &str = qili_oracle::START_FEN;

#[test]
fn unknown_action_character() {
    insta::assert_snapshot!(error(START, "炮二平五 马８走７"));
}

#[test]
fn two_moves_glued_in_coordinates() {
    insta::assert_snapshot!(error(START, "h2e2h9g7"));
}

#[test]
fn garbage_on_the_second_line() {
    insta::assert_snapshot!(error(START, "C2.5 H8+7\nh0g2 zz"));
}

#[test]
fn no_piece_on_that_file() {
    insta::assert_snapshot!(error(START, "炮二平五 炮５平４"));
}

#[test]
fn piece_cannot_move_there() {
    insta::assert_snapshot!(error(START, "马二进四"));
}

#[test]
fn two_pieces_fit() {
    insta::assert_snapshot!(error("3k5/9/9/9/7R1/9/9/7R1/9/4K4 w", "R2+1"));
}

#[test]
fn coordinates_of_an_empty_square() {
    insta::assert_snapshot!(error(START, "e4e5"));
}
