//! The exceptions `qili` raises (defined in `qili/_errors.py`), and the guard that keeps a Rust
//! panic from reaching Python as anything but one of them.
//!
//! Every error of input names what is wrong and where, as the `qili` command does: the argument
//! (`fen`, `moves`, `moves[3]`, `rules`), the value where quoting it helps, and the reason.

use pyo3::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};

// The classes are defined in Python (`qili/_errors.py`), so that an error of a bad value is both
// a `qili.Error` and a `ValueError`; they are imported when first raised.
pyo3::import_exception!(qili._errors, Error);
pyo3::import_exception!(qili._errors, FenError);
pyo3::import_exception!(qili._errors, NotationError);
pyo3::import_exception!(qili._errors, RulesError);
pyo3::import_exception!(qili._errors, RecordError);
pyo3::import_exception!(qili._errors, GameOverError);
pyo3::import_exception!(qili._errors, StateError);

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
