//! # qili-python
//!
//! The `qili` Python module: the Xiangqi repetition rules of the CN and AXF books where games are
//! played and stored. It wraps the libraries (`qili-oracle`, `qili-games`), never the `qili`
//! command; maturin builds it (`pip install ./python`, docs/PYTHON.md).
//!
//! - [`adjudication`]: `qili.adjudicate`, a loop ruled under one book;
//! - [`game`]: `qili.Game`, a game in progress ruled move by move;
//! - [`records`]: `qili.read_games`, recorded games read and reviewed as `qili games` does;
//! - [`board`]: `qili.perft`, `qili.notation`, and coordinates with ranks 1–10;
//! - [`input`] reads the arguments; [`errors`] raises the exceptions (`qili/_errors.py`);
//!   [`pickling`] pickles games, rulings and adjudications.

pub mod adjudication;
pub mod board;
pub mod errors;
pub mod event;
pub mod game;
pub mod input;
pub mod pickling;
pub mod records;

use pyo3::prelude::*;

/// qili (棋例): the Xiangqi repetition rules of the Chinese Xiangqi Association (CN) and the
/// Asian Xiangqi Federation (AXF), computed from the position.
///
/// adjudicate(fen, moves, rules) rules a loop; Game(fen, rules) holds a game in progress and
/// rules it move by move; read_games(path, rules) reads and reviews recorded games; perft,
/// notation, from_uci and to_uci work on the board. Errors are qili.Error subclasses. See
/// docs/PYTHON.md.
#[pymodule(name = "_qili")]
mod qili_module {
    #[pymodule_export]
    use crate::pickling::unpickle;

    #[pymodule_export]
    use crate::adjudication::{Adjudication, Cycle, Ply, Target, VerdictOnly, adjudicate};

    #[pymodule_export]
    use crate::game::{Game, RefereeRuling};

    #[pymodule_export]
    use crate::records::{GameError, GameRecord, Records, RuledRepetition, read_games};

    #[pymodule_export]
    use crate::board::{from_uci, notation, perft, to_uci};

    #[pymodule_export]
    use crate::event::{Event, EventError};

    /// The start position, as FEN.
    #[pymodule_export]
    const START_FEN: &str = qili_oracle::START_FEN;

    /// The version of the package.
    #[pymodule_export]
    #[allow(non_upper_case_globals)]
    const __version__: &str = env!("CARGO_PKG_VERSION");
}
