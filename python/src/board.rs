//! The board without the rules: perft, move notation, and coordinates with ranks 1–10.

use crate::errors::{NotationError, detached};
use crate::input::{self, MovesArg};
use pyo3::prelude::*;
use qili_oracle::Move;
use qili_oracle::notation::{Notation, format_moves};

/// Counts the leaf nodes of the legal move tree of a position to depth (perft), the test of a
/// move generator. fen None is the start position: perft(None, 4) == 3290240.
///
/// Raises FenError; TypeError or ValueError for a depth that is not a whole number from 0. The
/// interpreter is released while it counts.
#[pyfunction]
#[pyo3(signature = (fen, depth))]
pub fn perft(
    py: Python<'_>,
    #[pyo3(from_py_with = input::fen_arg)] fen: Option<String>,
    #[pyo3(from_py_with = input::depth_arg)] depth: u32,
) -> PyResult<u64> {
    let position = input::position(fen.as_deref())?;
    detached(py, move || Ok(qili_oracle::perft(&position, depth)))
}

/// Writes moves played from a position in a notation: "iccs" ("h2e2"), "wxf" ("C2.5") or
/// "chinese" ("炮二平五", "马８进７"). moves is a string or a list, in any notation qili reads.
///
/// >>> qili.notation(None, "h2e2 h9g7", to="chinese")
/// ['炮二平五', '马８进７']
///
/// Raises FenError or NotationError (naming the first move that cannot be read or is not
/// legal).
#[pyfunction]
#[pyo3(
    signature = (fen, moves, to = Notation::Chinese),
    text_signature = "(fen, moves, to='chinese')"
)]
pub fn notation(
    py: Python<'_>,
    #[pyo3(from_py_with = input::fen_arg)] fen: Option<String>,
    moves: MovesArg,
    #[pyo3(from_py_with = input::to_arg)] to: Notation,
) -> PyResult<Vec<String>> {
    let start = input::position(fen.as_deref())?;
    let moves = input::moves(py, &start, &moves, None)?;
    detached(py, move || Ok(format_moves(&start, &moves, to)))
}

/// A move in coordinates with ranks 1–10, as Fairy-Stockfish and pyffish write them ("h3e3",
/// "a10a9"), in ICCS (ranks 0–9: "h2e2"), the coordinates qili reads and writes.
///
/// The move is two squares, each a file a–i and a rank 1–10 written without a leading zero, in
/// lower case, and the squares differ: "h0e0" (rank 0) and "H3E3" are refused. "h2e2" is read
/// in ranks 1–10 (it is h1e1 in ICCS): coordinates alone cannot tell the two conventions apart.
/// Given fen, the position the move is played in, the move must be legal there; a move that is
/// not, but would be in ICCS, is refused saying so (it was most likely ICCS already).
///
/// Raises NotationError (a ValueError) naming the move and why.
#[pyfunction]
#[pyo3(signature = (r#move, fen = None))]
pub fn from_uci(
    #[pyo3(from_py_with = input::coordinates_arg)] r#move: String,
    #[pyo3(from_py_with = input::fen_arg)] fen: Option<String>,
) -> PyResult<String> {
    let text = r#move;
    let Some(mv) = input::read_uci(&text) else {
        return Err(NotationError::new_err(format!(
            "move '{text}': not a move in coordinates with ranks 1-10 (two squares, each a \
             file a-i and a rank 1-10 without a leading zero, such as h3e3 or a10a9)"
        )));
    };
    if let Some(fen) = fen {
        let position = input::position(Some(&fen))?;
        let legal = position.legal_moves();
        if !legal.contains(mv) {
            let as_iccs = Move::parse_iccs(&text).filter(|m| legal.contains(*m));
            let hint = match as_iccs {
                Some(_) => format!(
                    "; read as ICCS (ranks 0-9) '{text}' is legal: give it to qili as it is, \
                     without from_uci"
                ),
                None => String::new(),
            };
            return Err(NotationError::new_err(format!(
                "move '{text}' (ranks 1-10; {mv} in ICCS): not a legal move in the position{hint}"
            )));
        }
    }
    Ok(mv.iccs())
}

/// A move in ICCS ("h2e2") in coordinates with ranks 1–10, as Fairy-Stockfish and pyffish write
/// them ("h3e3").
///
/// Raises NotationError (a ValueError) for anything else.
#[pyfunction]
pub fn to_uci(#[pyo3(from_py_with = input::coordinates_arg)] r#move: String) -> PyResult<String> {
    Move::parse_iccs(&r#move)
        .map(input::write_uci)
        .ok_or_else(|| {
            NotationError::new_err(format!(
                "move '{move}': not a move in ICCS coordinates (such as h2e2)",
                move = r#move
            ))
        })
}
