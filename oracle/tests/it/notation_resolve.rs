//! The resolver that names candidate pieces gives what the one it replaced gave: that one,
//! kept here as the reference, filtered every legal move of the position by the description.
//! Both are asked every description (every kind, tandem place, file, direction and number,
//! and some out of range) in random and crowded positions, and must agree on the move, or on
//! the error with its message and candidates.

use crate::support::random_position;

use proptest::prelude::*;
use qili_oracle::notation::{
    Action, Description, NotationErrorKind, Tandem, Written, resolve, side_file,
};
use qili_oracle::{Color, Move, PieceKind, Position, Square};

/// The same-kind pieces of the same side on the file of `sq`, front first.
fn file_mates(pos: &Position, sq: Square) -> Vec<Square> {
    let Some(piece) = pos.piece_at(sq) else {
        return Vec::new();
    };
    let mut mates: Vec<Square> = (0..10)
        .filter_map(|r| Square::from_coords(sq.file().index() as i32, r))
        .filter(|s| pos.piece_at(*s) == Some(piece))
        .collect();
    if piece.color == Color::Red {
        mates.reverse();
    }
    mates
}

fn piece_fits(pos: &Position, sq: Square, d: &Description) -> bool {
    let Some(piece) = pos.piece_at(sq) else {
        return false;
    };
    if piece.color != pos.side_to_move() || d.kind.is_some_and(|k| k != piece.kind) {
        return false;
    }
    if d.file.is_some_and(|f| f != side_file(piece.color, sq)) {
        return false;
    }
    let Some(tandem) = d.tandem else {
        return true;
    };
    let mates = file_mates(pos, sq);
    let n = mates.len();
    let i = mates.iter().position(|s| *s == sq).unwrap();
    n >= 2
        && match tandem {
            Tandem::Front => i == 0,
            Tandem::Rear => i == n - 1,
            Tandem::Middle => n == 3 && i == 1,
            Tandem::Nth(k) => i + 1 == k as usize,
        }
}

fn move_fits(pos: &Position, m: Move, d: &Description) -> bool {
    let side = pos.side_to_move();
    let kind = pos.piece_at(m.from).unwrap().kind;
    let (from_rank, to_rank) = (m.from.rank().index() as i32, m.to.rank().index() as i32);
    let ahead = match side {
        Color::Red => to_rank - from_rank,
        Color::Black => from_rank - to_rank,
    };
    let action = match ahead.signum() {
        1 => Action::Forward,
        -1 => Action::Backward,
        _ => Action::Sideways,
    };
    let diagonal = matches!(
        kind,
        PieceKind::Horse | PieceKind::Elephant | PieceKind::Advisor
    );
    let number = if ahead == 0 || diagonal {
        side_file(side, m.to)
    } else {
        ahead.unsigned_abs() as u8
    };
    action == d.action && d.number == number
}

fn expected_text(side: Color, d: &Description) -> String {
    let mut s = format!("a {side} ");
    if let Some(t) = d.tandem {
        s.push_str(match t {
            Tandem::Front => "front ",
            Tandem::Middle => "middle ",
            Tandem::Rear => "rear ",
            Tandem::Nth(_) => "",
        });
        if let Tandem::Nth(k) = t {
            s.push_str(&format!("number {k} (from the front) "));
        }
    }
    s.push_str(d.kind.map_or("piece", |k| k.name()));
    if let Some(f) = d.file {
        s.push_str(&format!(" on its file {f}"));
    }
    let way = match d.action {
        Action::Forward => "forward",
        Action::Backward => "backward",
        Action::Sideways => "sideways",
    };
    s.push_str(&format!(" moving {way} {}", d.number));
    s
}

/// The resolver as it was: the legal moves (`legal`, those of `pos`) that fit the description,
/// or the error as it wrote it in English.
fn reference(pos: &Position, legal: &[Move], d: &Description) -> Result<Move, String> {
    let side = pos.side_to_move();
    let fits: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&m| piece_fits(pos, m.from, d) && move_fits(pos, m, d))
        .collect();
    match fits.len() {
        1 => Ok(fits[0]),
        0 => {
            let expected = expected_text(side, d);
            if pos
                .pieces()
                .any(|(sq, p)| p.color == side && piece_fits(pos, sq, d))
            {
                Err(format!("illegal: {expected} cannot make this move here"))
            } else {
                Err(format!("no piece there: expected {expected}"))
            }
        }
        _ => Err(NotationErrorKind::Ambiguous { candidates: fits }.to_string()),
    }
}

/// Every description with numbers from 0 to 10 (the grammar writes 1–9; others are built by
/// hand) and tandem places up to 6.
fn descriptions() -> Vec<Description> {
    let kinds = std::iter::once(None).chain(PieceKind::ALL.map(Some));
    let tandems: Vec<Option<Tandem>> = [None, Some(Tandem::Front), Some(Tandem::Middle)]
        .into_iter()
        .chain([Some(Tandem::Rear)])
        .chain((0..=6).map(|k| Some(Tandem::Nth(k))))
        .collect();
    let files: Vec<Option<u8>> = std::iter::once(None).chain((0..=10).map(Some)).collect();
    let mut out = Vec::new();
    for kind in kinds {
        for &tandem in &tandems {
            for &file in &files {
                for action in [Action::Forward, Action::Backward, Action::Sideways] {
                    for number in 0..=10 {
                        out.push(Description {
                            kind,
                            tandem,
                            file,
                            action,
                            number,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Asks both resolvers every description in `pos`.
fn check(pos: &Position, all: &[Description]) -> Result<(), TestCaseError> {
    let legal = pos.legal_moves();
    let mut resolved = 0;
    for d in all {
        let new = resolve(pos, &Written::Described(d.clone())).map_err(|e| e.to_string());
        let old = reference(pos, legal.as_slice(), d);
        prop_assert_eq!(&new, &old, "{} {:?}", pos.fen(), d);
        resolved += usize::from(new.is_ok());
    }
    // Every legal move is written by a description that resolves to it alone (the round trip
    // of notation_properties), so the descriptions that resolve are at least as many.
    prop_assert!(resolved >= legal.len(), "{}: {resolved}", pos.fen());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_description_resolves_as_the_reference_resolves_it(
        c in prop::collection::vec(any::<u16>(), 0..160)
    ) {
        check(&random_position(&c), &descriptions())?;
    }
}

#[test]
fn crowded_files_resolve_as_the_reference_resolves_them() {
    let all = descriptions();
    for fen in [
        "3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w",
        "3k5/9/9/2P1P4/2P1P4/4P4/9/9/9/5K3 w",
        "4k4/4a4/3a5/9/9/2B6/9/9/3R5/2BRK4 w",
        "3ak4/9/3a5/9/2p1p4/2p1p4/2p6/9/9/4K4 b",
        "3k5/9/9/9/7R1/9/9/7R1/9/4K4 w",
        "2bak4/4a4/4b4/9/4n4/4n4/9/9/9/4K4 b",
        "3k5/9/9/9/9/4C4/9/4C4/9/4K4 w",
        qili_oracle::START_FEN,
    ] {
        let pos = Position::from_fen(fen).unwrap();
        check(&pos, &all).unwrap();
    }
}
