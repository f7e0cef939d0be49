//! Bad FENs: each gives the expected error, never a panic.

use qili_oracle::{Position, PositionError};

/// The error kind as its `Debug` text, without the `Fen`/`Illegal` wrapper.
fn kind(e: &PositionError) -> String {
    match e {
        PositionError::Fen(e) => format!("{:?}", e.kind),
        PositionError::Illegal(e) => format!("{e:?}"),
    }
}

#[test]
fn bad_fens_give_the_expected_error() {
    // (what is wrong, FEN, the expected error kind's Debug text prefix)
    let table: &[(&str, &str, &str)] = &[
        ("empty", "", "Empty"),
        ("nine ranks", "4k4/9/9/9/9/9/9/9/4K4 w", "RankCount(9)"),
        (
            "eleven ranks",
            "4k4/9/9/9/9/9/9/9/9/9/4K4 w",
            "RankCount(11)",
        ),
        (
            "eight files",
            "3k4/9/9/9/9/9/9/9/9/4K4 w",
            "FileCount { rank: 1, files: 8 }",
        ),
        (
            "ten files",
            "3k6/9/9/9/9/9/9/9/9/4K4 w",
            "FileCount { rank: 1, files: 10 }",
        ),
        (
            "unknown letter",
            "3k5/9/9/9/9/9/9/9/9/4Q4 w",
            "UnknownLetter('Q')",
        ),
        (
            "zero digit",
            "3k5/9/9/9/9/9/9/9/9/04K4 w",
            "UnknownLetter('0')",
        ),
        (
            "side letter",
            "3k5/9/9/9/9/9/9/9/9/4K4 x",
            "SideToMove(\"x\")",
        ),
        (
            "counter",
            "3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1",
            "Counter(\"x\")",
        ),
        (
            "trailing",
            "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 9",
            "TrailingText(\"9\")",
        ),
        (
            "no red general",
            "3k5/9/9/9/9/9/9/9/9/9 w",
            "MissingGeneral(Red)",
        ),
        (
            "no black general",
            "9/9/9/9/9/9/9/9/9/4K4 w",
            "MissingGeneral(Black)",
        ),
        ("two red generals", "3k5/9/9/9/9/9/9/9/4K4/3K5 w", "TooMany"),
        ("three rooks", "3k5/9/9/9/9/9/9/9/RRR6/4K4 w", "TooMany"),
        ("six pawns", "3k5/9/9/PPPPPP3/9/9/9/9/9/4K4 w", "TooMany"),
        (
            "general outside palace",
            "3k5/9/9/9/9/9/9/9/9/2K6 w",
            "GeneralOutsidePalace",
        ),
        (
            "black general outside palace",
            "9/9/9/3k5/9/9/9/9/9/4K4 w",
            "GeneralOutsidePalace",
        ),
        (
            "advisor on e0",
            "3k5/9/9/9/9/9/9/9/9/3KA4 w",
            "AdvisorOffPoint",
        ),
        (
            "black advisor off the palace",
            "3k5/9/9/4a4/9/9/9/9/9/4K4 w",
            "AdvisorOffPoint",
        ),
        (
            "elephant across the river",
            "3k5/9/9/9/2B6/9/9/9/9/4K4 w",
            "ElephantOffPoint",
        ),
        (
            "elephant off its points",
            "3k5/9/9/9/9/9/9/9/9/1B2K4 w",
            "ElephantOffPoint",
        ),
        (
            "pawn behind start",
            "3k5/9/9/9/9/9/9/P8/9/4K4 w",
            "PawnBehindStart",
        ),
        (
            "black pawn behind start",
            "3k5/9/p8/9/9/9/9/9/9/4K4 w",
            "PawnBehindStart",
        ),
        (
            "a pawn behind its file's pawn",
            "3k5/9/9/9/9/9/P8/P8/9/4K4 w",
            "PawnBehindStart",
        ),
        (
            "red pawns on a3 and a4",
            "3k5/9/9/9/9/P8/P8/9/9/4K4 w",
            "UncrossedPawnsOnOneFile",
        ),
        (
            "black pawns on e6 and e5",
            "3k5/9/9/4p4/4p4/9/9/9/9/3K5 w",
            "UncrossedPawnsOnOneFile",
        ),
        (
            "pawn sideways before the river",
            "3k5/9/9/9/9/9/1P7/9/9/4K4 w",
            "PawnOffFile",
        ),
        (
            "generals facing",
            "4k4/9/9/9/9/9/9/9/9/4K4 w",
            "GeneralsFacing",
        ),
        (
            "waiting side in check",
            "3k5/9/9/9/9/9/9/9/9/3RK4 w",
            "WaitingSideInCheck(Black)",
        ),
    ];
    let mut wrong = Vec::new();
    for (name, fen, expected) in table {
        match Position::from_fen(fen) {
            Ok(p) => wrong.push(format!("{name}: {fen:?} was accepted as {}", p.fen())),
            Err(e) => {
                let got = kind(&e);
                if !got.starts_with(expected) {
                    wrong.push(format!("{name}: {fen:?} gave {got}, expected {expected}"));
                }
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Positions no game can reach because of its pawns: each error says which pawns and why.
#[test]
fn impossible_pawns_are_refused_with_the_reason() {
    let table: &[(&str, &str)] = &[
        (
            "3k5/9/9/9/9/9/9/P8/9/4K4 w",
            "illegal position: red pawn on a2 stands behind its starting rank (red pawns start on \
             rank 3 and never move back)",
        ),
        (
            "3k5/9/9/9/9/9/9/9/P8/4K4 w",
            "illegal position: red pawn on a1 stands behind its starting rank (red pawns start on \
             rank 3 and never move back)",
        ),
        (
            "3k5/9/p8/9/9/9/9/9/9/4K4 w",
            "illegal position: black pawn on a7 stands behind its starting rank (black pawns start \
             on rank 6 and never move back)",
        ),
        (
            "3k5/9/9/9/9/P8/P8/9/9/4K4 w",
            "illegal position: red pawns on a3 and a4 stand on one file without having crossed the \
             river: a pawn cannot leave its file before it crosses, and each file starts with one \
             pawn",
        ),
        (
            "3k5/9/9/4p4/4p4/9/9/9/9/3K5 w",
            "illegal position: black pawns on e6 and e5 stand on one file without having crossed \
             the river: a pawn cannot leave its file before it crosses, and each file starts with \
             one pawn",
        ),
        (
            "3k5/9/9/9/9/9/1P7/9/9/4K4 w",
            "illegal position: red pawn on b3 has not crossed the river but is off its starting \
             files (a, c, e, g, i)",
        ),
    ];
    for (fen, expected) in table {
        let e = Position::from_fen(fen).expect_err(fen);
        assert_eq!(e.to_string(), *expected, "{fen}");
    }
}

/// Two pawns on one file are possible once one of them has crossed (a crossed pawn moves
/// sideways), and a pawn of each colour may share a file anywhere.
#[test]
fn pawns_on_one_file_that_a_game_can_reach_are_accepted() {
    for fen in [
        "3k5/9/9/9/P8/P8/9/9/9/4K4 w",
        "3k5/9/9/P8/P8/9/9/9/9/4K4 w",
        "3k5/9/9/p8/9/P8/9/9/9/4K4 w",
        "3k5/9/9/9/p8/P8/9/9/9/4K4 w",
        "4k4/9/9/9/4P4/4p4/9/9/9/3K5 w",
    ] {
        assert!(Position::from_fen(fen).is_ok(), "{fen}");
    }
}
