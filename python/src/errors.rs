//! The exceptions `qili` raises, and the guard that keeps a Rust panic from reaching Python as
//! anything but one of them.
//!
//! Every error of input names what is wrong and where, as the `qili` command does: the argument
//! (`fen`, `moves`, `moves[3]`, `rules`), the value where quoting it helps, and the reason.

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};

create_exception!(
    qili,
    Error,
    PyException,
    "The base of every error qili raises: catch it to catch them all."
);
create_exception!(
    qili,
    FenError,
    Error,
    "A FEN that cannot be read, or whose position is not legal (a missing general, a pawn \
     behind its own lines, the side not to move in check)."
);
create_exception!(
    qili,
    NotationError,
    Error,
    "A move that cannot be read, that fits no piece or several, or that is not legal in the \
     position it is played in; or an unknown notation name."
);
create_exception!(
    qili,
    RulesError,
    Error,
    "An unknown rulebook id (the books are `axf` and `cn`) or an assumption the books do not \
     know."
);
create_exception!(
    qili,
    RecordError,
    Error,
    "A file of game records that cannot be read (absent, a directory, unreadable, or failing \
     part-way), or an unknown encoding name. A game whose moves go wrong is no error: its \
     record says where (GameRecord.error), and the games after it are read."
);
create_exception!(
    qili,
    GameOverError,
    Error,
    "A move pushed to a Game that is over: checkmate, stalemate, a draw or a loss ruled by the \
     book."
);

/// Runs `f`, turning a panic (a bug in qili) into a `qili.Error` that says so, instead of the
/// `PanicException` pyo3 would raise, which `except Exception` does not catch.
pub fn guarded<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".to_string());
        Err(Error::new_err(format!(
            "internal error in qili (please report it with the input that caused it): {what}"
        )))
    })
}

/// Runs `f` with the interpreter released, so that other Python threads run meanwhile, and
/// [`guarded`]. (An error made without the interpreter is built when it is raised.)
pub fn detached<T: Send>(py: Python<'_>, f: impl FnOnce() -> PyResult<T> + Send) -> PyResult<T> {
    py.detach(|| guarded(f))
}
