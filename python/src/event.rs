//! `qili.Event`: a tournament as `qili tournament` directs it (the `qili-tournament` crate): a
//! results file loaded or an event built from its players, its next round paired (附录一's table,
//! 附录二's Swiss pairing, a knockout's bracket) and its standings, under either book.
//!
//! Pairings and standings come back as the JSON `qili tournament pair --json` and `standings
//! --json` print, read into Python dicts.

use crate::errors::{Error, RulesError, guarded};
use crate::input;
use pyo3::create_exception;
use pyo3::prelude::*;
use qili_tournament::System;
use qili_tournament::director;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event as Results, Game, ResultsFile};
use qili_tournament::rules::competition;
use qili_tournament::swiss::FirstRound;
use std::io::Read;

create_exception!(
    qili,
    EventError,
    Error,
    "A results file or a game that the event cannot take (an unknown player, a rematch in a \
     Swiss event, a round missing, a file too big or not UTF-8/GBK), or a round that cannot be \
     paired; the message names where."
);

/// The largest results file read (the `qili` command's limit).
const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// An event: its players, games and rules of play, as the results file holds them.
///
/// Event(players, system="swiss", rounds=None, seed=None) builds one with no games (players in
/// seeding order; system "swiss", "round-robin" or "knockout"); Event.load(path) reads a
/// results file; Event.from_json(text) reads its text.
///
/// >>> e = qili.Event(["A", "B", "C", "D"], rounds=3)
/// >>> p = e.pair()
/// >>> for red, black in p["pairs"]: e.record(1, red, black, "1-0")
/// >>> [row["player"] for row in e.standings("cn")["standings"]]
#[pyclass(module = "qili")]
pub struct Event {
    event: Results,
}

fn bad(e: String) -> PyErr {
    EventError::new_err(e)
}

/// JSON text as a Python object (dicts, lists, str, float, int, bool, None).
fn to_python(py: Python<'_>, json: &str) -> PyResult<Py<PyAny>> {
    Ok(py.import("json")?.call_method1("loads", (json,))?.unbind())
}

#[pymethods]
impl Event {
    #[new]
    #[pyo3(
        signature = (players, system = String::from("swiss"), rounds = None, seed = None),
        text_signature = "(players, system='swiss', rounds=None, seed=None)"
    )]
    fn new(
        #[pyo3(from_py_with = input::players_arg)] players: Vec<String>,
        #[pyo3(from_py_with = input::system_arg)] system: String,
        #[pyo3(from_py_with = input::rounds_arg)] rounds: Option<u32>,
        #[pyo3(from_py_with = input::seed_arg)] seed: Option<u64>,
    ) -> PyResult<Event> {
        let system = match system.as_str() {
            "swiss" => System::Swiss,
            "round-robin" => System::RoundRobin,
            "knockout" => System::Knockout,
            other => {
                return Err(bad(format!(
                    "system: '{other}' (swiss, round-robin or knockout)"
                )));
            }
        };
        let file = ResultsFile {
            rounds,
            seed,
            ..ResultsFile::new(system, players)
        };
        guarded(|| {
            Ok(Event {
                event: Results::new(file).map_err(bad)?,
            })
        })
    }

    /// Reads a results file (UTF-8, with or without a byte-order mark, or GBK).
    #[staticmethod]
    fn load(
        #[pyo3(from_py_with = input::results_path_arg)] path: std::path::PathBuf,
    ) -> PyResult<Event> {
        let at = path.display().to_string();
        let file = std::fs::File::open(&path).map_err(|e| bad(format!("{at}: {e}")))?;
        let mut bytes = Vec::new();
        file.take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| bad(format!("{at}: {e}")))?;
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(bad(format!("{at}: larger than {MAX_FILE_BYTES} bytes")));
        }
        guarded(|| {
            Ok(Event {
                event: Results::parse_bytes(&bytes, &at).map_err(|e| bad(e.to_string()))?,
            })
        })
    }

    /// Reads a results file's text.
    #[staticmethod]
    fn from_json(#[pyo3(from_py_with = input::results_text_arg)] text: String) -> PyResult<Event> {
        guarded(|| {
            Ok(Event {
                event: Results::parse(&text, "json").map_err(|e| bad(e.to_string()))?,
            })
        })
    }

    /// The players, in seeding order.
    #[getter]
    fn players(&self) -> Vec<String> {
        self.event.players().to_vec()
    }

    /// What the file holds that the books would not have, each naming where (a round-robin
    /// game off the order table, colours reversed from it, a late entry counted as a bye).
    #[getter]
    fn warnings(&self) -> Vec<String> {
        director::warnings(&self.event)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Records a game: round (from 1), the player with red, the player with black, and the
    /// result ("1-0", "0-1", "1/2-1/2", "forfeit-red", "forfeit-black", "double-forfeit").
    fn record(
        &mut self,
        #[pyo3(from_py_with = input::round_arg)] round: u32,
        #[pyo3(from_py_with = input::red_arg)] red: String,
        #[pyo3(from_py_with = input::black_arg)] black: String,
        #[pyo3(from_py_with = input::result_arg)] result: String,
    ) -> PyResult<()> {
        let outcome: Outcome = serde_json::from_value(serde_json::Value::from(result.as_str()))
            .map_err(|_| {
                bad(format!(
                    "result: '{result}' (1-0, 0-1, 1/2-1/2, forfeit-red, forfeit-black, \
                     double-forfeit)"
                ))
            })?;
        guarded(|| {
            self.event
                .record(Game::new(round, &red, &black, outcome))
                .map_err(bad)
        })
    }

    /// The next round, as `qili tournament pair --json` prints it: {"round", "pairs": [[red,
    /// black], …], "bye", "lots", …}. seed overrides the file's for the lots; rules "axf"
    /// pairs a Swiss event's first round as AXF prints it (1–2, 3–4, …, the odd number red).
    #[pyo3(
        signature = (seed = None, rules = String::from("cn")),
        text_signature = "($self, seed=None, rules='cn')"
    )]
    fn pair(
        &self,
        py: Python<'_>,
        #[pyo3(from_py_with = input::seed_arg)] seed: Option<u64>,
        #[pyo3(from_py_with = input::event_rules_arg)] rules: String,
    ) -> PyResult<Py<PyAny>> {
        let first =
            FirstRound::of_book(&rules).map_err(|e| RulesError::new_err(format!("rules: {e}")))?;
        let json = guarded(|| {
            let p = director::next_round_by(&self.event, seed, first).map_err(|e| bad(e.into()))?;
            Ok(serde_json::to_string(&p).expect("a pairing serializes"))
        })?;
        to_python(py, &json)
    }

    /// The standings under a book ("cn" or "axf"), as `qili tournament standings --json` prints
    /// them: {"rules", "article", "standings": [{"rank", "player", "points", …}, …], …}.
    #[pyo3(
        signature = (rules = String::from("cn"), seed = None),
        text_signature = "($self, rules='cn', seed=None)"
    )]
    fn standings(
        &self,
        py: Python<'_>,
        #[pyo3(from_py_with = input::event_rules_arg)] rules: String,
        #[pyo3(from_py_with = input::seed_arg)] seed: Option<u64>,
    ) -> PyResult<Py<PyAny>> {
        let book = competition(&rules).map_err(|e| RulesError::new_err(format!("rules: {e}")))?;
        let json = guarded(|| {
            let s = director::standings(&self.event, book, seed.or(self.event.file.seed))
                .map_err(|e| bad(e.to_string()))?;
            Ok(serde_json::to_string(&s).expect("standings serialize"))
        })?;
        to_python(py, &json)
    }

    /// The results file's text, as `qili tournament run` writes it.
    fn to_json(&self) -> String {
        self.event.to_json()
    }

    fn __repr__(&self) -> String {
        format!(
            "qili.Event({} players, {}, {} games)",
            self.event.players().len(),
            self.event.file.system.name(),
            self.event.file.games.len()
        )
    }
}
