//! Reading what Python passes in: positions, move lists (a string or a list of strings), rulebook
//! ids, notation names; and coordinates with ranks 1–10, as Fairy-Stockfish writes them.
//!
//! The Python objects are turned into Rust values first (with the interpreter held); reading
//! them against the board is done by the functions here, which need no interpreter, so that the
//! calls that judge can release it.

use crate::errors::{FenError, NotationError, RulesError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use qili_oracle::notation::{Notation, parse_moves};
use qili_oracle::rules::{Rulebook, rulebook, rulebooks};
use qili_oracle::{Color, Given, Move, Position, Square};

/// A move list as Python gave it.
pub enum MovesArg {
    /// One string of moves separated by spaces.
    Text(String),
    /// A list (or any iterable) of strings, one move each.
    List(Vec<String>),
}

impl<'a, 'py> FromPyObject<'a, 'py> for MovesArg {
    type Error = PyErr;

    fn extract(ob: Borrowed<'a, 'py, PyAny>) -> PyResult<MovesArg> {
        if let Ok(s) = ob.cast::<PyString>() {
            return Ok(MovesArg::Text(s.to_cow()?.into_owned()));
        }
        let items = ob.try_iter().map_err(|_| {
            PyTypeError::new_err(format!(
                "moves: expected a string or a list of strings, not {}",
                type_name(&ob)
            ))
        })?;
        let mut list = Vec::new();
        for (i, item) in items.enumerate() {
            let item = item?;
            let s = item.cast::<PyString>().map_err(|_| {
                PyTypeError::new_err(format!(
                    "moves[{i}]: expected a string, not {}",
                    type_name(&item.as_borrowed())
                ))
            })?;
            list.push(s.to_cow()?.into_owned());
        }
        Ok(MovesArg::List(list))
    }
}

fn type_name(ob: &Borrowed<'_, '_, PyAny>) -> String {
    ob.get_type()
        .name()
        .map_or_else(|_| "an unknown type".to_string(), |n| n.to_string())
}

/// The position of a FEN, or the start position for `None`.
pub fn position(fen: Option<&str>) -> PyResult<Position> {
    match fen {
        None => Ok(Position::start()),
        Some(fen) => {
            Position::from_fen(fen).map_err(|e| FenError::new_err(format!("fen '{fen}': {e}")))
        }
    }
}

/// The moves of `moves`, each legal in turn from `start`. A string is read as `qili adjudicate
/// --moves` reads it; a list holds one move an item, and an error names the item.
pub fn moves(start: &Position, moves: &MovesArg) -> PyResult<Vec<Move>> {
    match moves {
        MovesArg::Text(text) => {
            parse_moves(start, text).map_err(|e| NotationError::new_err(format!("moves: {e}")))
        }
        MovesArg::List(items) => {
            let mut pos = start.clone();
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let mv = one_move(&pos, item)
                    .map_err(|why| NotationError::new_err(format!("moves[{i}] {why}")))?;
                pos = pos.play_unchecked(mv);
                out.push(mv);
            }
            Ok(out)
        }
    }
}

/// The one move `text` describes in `pos`, or why not: `'h2h9': illegal: …`.
pub fn one_move(pos: &Position, text: &str) -> Result<Move, String> {
    match parse_moves(pos, text) {
        Ok(list) => match list.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(format!("'{text}': no move")),
            more => Err(format!("'{text}': one move expected, found {}", more.len())),
        },
        Err(e) => Err(format!("'{text}': {}", e.kind)),
    }
}

/// The rulebook with this id.
pub fn book(id: &str) -> PyResult<&'static Rulebook> {
    rulebook(id).ok_or_else(|| {
        let known: Vec<&str> = rulebooks().iter().map(|b| b.id.as_str()).collect();
        RulesError::new_err(format!(
            "rules '{id}': expected one of {}",
            known.join(", ")
        ))
    })
}

/// The books `read_games` rules under: one id, or `both` (CN first, as `qili games`).
pub fn books(id: &str) -> PyResult<Vec<&'static Rulebook>> {
    if id == "both" {
        return ["cn", "axf"].into_iter().map(book).collect();
    }
    book(id).map(|b| vec![b]).map_err(|_| {
        let known: Vec<&str> = rulebooks().iter().map(|b| b.id.as_str()).collect();
        RulesError::new_err(format!(
            "rules '{id}': expected one of {}, both",
            known.join(", ")
        ))
    })
}

/// What the arbiter states as given: the sides holding a drawing post (CN 第27.3条).
pub fn given(drawing_post: &[String]) -> PyResult<Given> {
    let mut given = Given::default();
    for side in drawing_post {
        given
            .assume(&format!("drawing-post={side}"))
            .map_err(|e| RulesError::new_err(format!("drawing_post: {e}")))?;
    }
    Ok(given)
}

/// A notation by name.
pub fn notation(name: &str) -> PyResult<Notation> {
    match name {
        "iccs" => Ok(Notation::Iccs),
        "wxf" => Ok(Notation::Wxf),
        "chinese" => Ok(Notation::Chinese),
        _ => Err(NotationError::new_err(format!(
            "to '{name}': expected one of iccs, wxf, chinese"
        ))),
    }
}

/// A side's name in the API: `red`, `black`.
pub fn side(color: Color) -> &'static str {
    color.name()
}

/// A move in coordinates with ranks 1–10 (`h3e3`, `a10a9`), as Fairy-Stockfish and pyffish
/// write them.
pub fn read_uci(text: &str) -> Option<Move> {
    let bytes = text.as_bytes();
    let mut at = 0;
    let mut square = || -> Option<Square> {
        let file = *bytes.get(at)?;
        if !(b'a'..=b'i').contains(&file) {
            return None;
        }
        at += 1;
        let digits = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
            .min(2);
        let number: i32 = text.get(at..at + digits)?.parse().ok()?;
        at += digits;
        Square::from_coords(i32::from(file - b'a'), number - 1)
    };
    let from = square()?;
    let to = square()?;
    (at == bytes.len()).then_some(Move::new(from, to))
}

/// A move in coordinates with ranks 1–10.
pub fn write_uci(mv: Move) -> String {
    let mut out = String::with_capacity(6);
    for sq in [mv.from, mv.to] {
        out.push(sq.file().letter());
        out.push_str(&(sq.rank().index() + 1).to_string());
    }
    out
}
