//! Pickling `Game`, `Ruling` and `Adjudication`: each is reduced to the JSON of its state
//! (serde), and `qili._unpickle` rebuilds it, checking what it is given: the bytes are bounded,
//! must be the JSON of that kind of object in this format, and must describe a possible one
//! (a `Game`'s moves legal, its rulings within them). Anything else raises `qili.StateError`;
//! nothing panics.
//!
//! A pickled `Game` is its referee's state and its rulings: unpickling plays its moves on the
//! board (to check them and to rebuild the positions) and rules nothing again.

use crate::adjudication::Adjudication;
use crate::errors::{StateError, guarded};
use crate::game::{SavedGame, SavedRuling};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The format of the pickled state; a pickle of another format is refused.
const FORMAT: u32 = 1;

/// The largest pickled state read. A game's state grows with its moves and rulings (each
/// ruling holds its cycle's plies classified): a 400-ply game with forty rulings is under a
/// megabyte.
const MAX_BYTES: usize = 16 << 20;

/// The kinds of objects pickled.
#[derive(Clone, Copy)]
pub enum Kind {
    /// `qili.Game`.
    Game,
    /// `qili.Ruling`.
    Ruling,
    /// `qili.Adjudication`.
    Adjudication,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Game => "Game",
            Kind::Ruling => "Ruling",
            Kind::Adjudication => "Adjudication",
        }
    }
}

/// What `__reduce__` returns for `value`: `qili._unpickle` and its arguments (the kind, the
/// format, the state as JSON bytes).
pub fn reduce<'py, T: Serialize>(
    py: Python<'py>,
    kind: Kind,
    value: &T,
) -> PyResult<Bound<'py, PyTuple>> {
    let bytes = serde_json::to_vec(value)
        .map_err(|e| StateError::new_err(format!("{}: cannot be pickled: {e}", kind.name())))?;
    let restore = py.import("qili")?.getattr("_unpickle")?;
    let args = (kind.name(), FORMAT, PyBytes::new(py, &bytes)).into_pyobject(py)?;
    PyTuple::new(py, [restore, args.into_any()])
}

/// Rebuilds an object pickled by qili (the `__reduce__` of `Game`, `Ruling`, `Adjudication`).
/// Raises qili.StateError when the bytes are not such an object.
#[pyfunction]
#[pyo3(name = "_unpickle")]
pub fn unpickle(py: Python<'_>, kind: &str, format: u32, state: &[u8]) -> PyResult<Py<PyAny>> {
    if format != FORMAT {
        return Err(StateError::new_err(format!(
            "{kind}: pickled in format {format} by another version of qili; this one reads \
             format {FORMAT}"
        )));
    }
    if state.len() > MAX_BYTES {
        return Err(StateError::new_err(format!(
            "{kind}: a pickled state of {} bytes, more than the {MAX_BYTES} bytes qili reads",
            state.len()
        )));
    }
    guarded(|| match kind {
        "Game" => Ok(parse::<SavedGame>(kind, state)?
            .restore(py)?
            .into_pyobject(py)?
            .into_any()
            .unbind()),
        "Ruling" => Ok(Py::new(py, parse::<SavedRuling>(kind, state)?.restore()?)?.into_any()),
        "Adjudication" => Ok(Py::new(py, Adjudication::new(parse(kind, state)?))?.into_any()),
        other => Err(StateError::new_err(format!(
            "'{other}': qili pickles a Game, a Ruling or an Adjudication"
        ))),
    })
}

fn parse<T: DeserializeOwned>(kind: &str, state: &[u8]) -> PyResult<T> {
    serde_json::from_slice(state)
        .map_err(|e| StateError::new_err(format!("{kind}: not a pickled {kind}: {e}")))
}
