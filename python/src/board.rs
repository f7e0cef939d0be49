//! The board without the rules: perft, move notation, and coordinates with ranks 1–10.

use crate::errors::{NotationError, detached};
use crate::input::{self, MovesArg};
use pyo3::prelude::*;
use qili_oracle::Move;
use qili_oracle::notation::format_moves;

/// Counts the leaf nodes of the legal move tree of a position to depth (perft), the test of a
/// move generator. fen None is the start position: perft(None, 4) == 3290240.
///
/// Raises FenError. The interpreter is released while it counts.
#[pyfunction]
#[pyo3(signature = (fen, depth))]
pub fn perft(py: Python<'_>, fen: Option<&str>, depth: u32) -> PyResult<u64> {
    let fen = fen.map(str::to_string);
    detached(py, move || {
        let position = input::position(fen.as_deref())?;
        Ok(qili_oracle::perft(&position, depth))
    })
}

/// Writes moves played from a position in a notation: "iccs" ("h2e2"), "wxf" ("C2.5") or
/// "chinese" ("炮二平五", "马８进７"). moves is a string or a list, in any notation qili reads.
///
/// >>> qili.notation(None, "h2e2 h9g7", to="chinese")
/// ['炮二平五', '马８进７']
///
/// Raises FenError or NotationError.
#[pyfunction]
#[pyo3(signature = (fen, moves, to = "chinese"))]
pub fn notation(
    py: Python<'_>,
    fen: Option<&str>,
    moves: MovesArg,
    to: &str,
) -> PyResult<Vec<String>> {
    let to = input::notation(to)?;
    let fen = fen.map(str::to_string);
    detached(py, move || {
        let start = input::position(fen.as_deref())?;
        let moves = input::moves(&start, &moves)?;
        Ok(format_moves(&start, &moves, to))
    })
}

/// A move in coordinates with ranks 1–10, as Fairy-Stockfish and pyffish write them ("h3e3",
/// "a10a9"), in ICCS (ranks 0–9: "h2e2"), the coordinates qili reads and writes.
///
/// Raises NotationError for anything else.
#[pyfunction]
pub fn from_uci(r#move: &str) -> PyResult<String> {
    input::read_uci(r#move).map(Move::iccs).ok_or_else(|| {
        NotationError::new_err(format!(
            "move '{move}': not a move in coordinates with ranks 1-10 (such as h3e3)",
            move = r#move
        ))
    })
}

/// A move in ICCS ("h2e2") in coordinates with ranks 1–10, as Fairy-Stockfish and pyffish write
/// them ("h3e3").
///
/// Raises NotationError for anything else.
#[pyfunction]
pub fn to_uci(r#move: &str) -> PyResult<String> {
    Move::parse_iccs(r#move)
        .map(input::write_uci)
        .ok_or_else(|| {
            NotationError::new_err(format!(
                "move '{move}': not a move in ICCS coordinates (such as h2e2)",
                move = r#move
            ))
        })
}
