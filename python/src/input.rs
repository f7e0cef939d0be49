//! Reading what Python passes in: positions, move lists (a string or a list of strings), rulebook
//! ids, sides, notation names; and coordinates with ranks 1–10, as Fairy-Stockfish writes them.
//!
//! Each argument is read by a function of its own (`#[pyo3(from_py_with = …)]`), so that a value
//! of the wrong type raises a `TypeError` that names the argument and says what it takes — pyo3's
//! own message names neither. Move lists are read one move at a time, so that a bad move is
//! reported without reading the moves after it, and a list longer than a caller accepts is
//! refused once its first move too many is reached.

use crate::errors::{FenError, NotationError, RulesError};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyFrozenSet, PyList, PySet, PyString, PyTuple};
use qili_oracle::notation::{Notation, parse_moves};
use qili_oracle::rules::{Rulebook, rulebook, rulebooks};
use qili_oracle::{Color, Given, Move, Position, Square};
use std::path::PathBuf;

/// The name of a Python value's type, for error messages: `int`, `dict`.
fn type_name(ob: &Bound<'_, PyAny>) -> String {
    ob.get_type()
        .name()
        .map_or_else(|_| "an unknown type".to_string(), |n| n.to_string())
}

/// A `TypeError` naming the argument, what it takes, and what it was given.
fn wrong_type(arg: &str, expected: &str, ob: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!("{arg}: expected {expected}, not {}", type_name(ob)))
}

/// A string argument, or a `TypeError` naming it.
fn string(ob: &Bound<'_, PyAny>, arg: &str, expected: &str) -> PyResult<String> {
    match ob.cast::<PyString>() {
        Ok(s) => Ok(s.to_cow()?.into_owned()),
        Err(_) => Err(wrong_type(arg, expected, ob)),
    }
}

/// `fen`: a FEN string, or `None` for the start position.
pub fn fen_arg(ob: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    if ob.is_none() {
        return Ok(None);
    }
    string(ob, "fen", "a FEN string, or None for the start position").map(Some)
}

/// `rules` of `Game` and `adjudicate`: a rulebook id. `None` (or the argument left out) is
/// refused by [`required_book`].
pub fn rules_arg(ob: &Bound<'_, PyAny>) -> PyResult<Option<&'static Rulebook>> {
    if ob.is_none() {
        return Ok(None);
    }
    book(&string(ob, "rules", "\"cn\" or \"axf\"")?).map(Some)
}

/// The rulebook `rules` names, or the `TypeError` of a required argument left out: `Game` and
/// `adjudicate` take no default book, as the two books rule differently.
pub fn required_book(
    rules: Option<&'static Rulebook>,
    function: &str,
) -> PyResult<&'static Rulebook> {
    rules.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "{function}() missing required argument 'rules': \"cn\" or \"axf\", the book to rule \
             by (there is no default: the books rule differently)"
        ))
    })
}

/// `rules` of `read_games`: a rulebook id or `"both"` ([`books`] reads it).
pub fn books_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "rules", "\"cn\", \"axf\" or \"both\"")
}

/// `encoding` of `read_games`.
pub fn encoding_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(
        ob,
        "encoding",
        "\"auto\", \"utf-8\", \"gb18030\" or \"big5\"",
    )
}

/// What `read_games` reads: a file, or the bytes of one in memory.
pub enum RecordsInput {
    /// A file name.
    Path(PathBuf),
    /// The contents of a file (`bytes` or `bytearray`).
    Bytes(Vec<u8>),
}

/// `path` of `read_games`: a file name (`str` or `os.PathLike`), or the bytes of a file
/// (`bytes`, `bytearray`).
pub fn records_arg(ob: &Bound<'_, PyAny>) -> PyResult<RecordsInput> {
    if let Ok(b) = ob.cast::<PyBytes>() {
        return Ok(RecordsInput::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(b) = ob.cast::<PyByteArray>() {
        return Ok(RecordsInput::Bytes(b.to_vec()));
    }
    ob.extract::<PathBuf>()
        .map(RecordsInput::Path)
        .map_err(|_| {
            wrong_type(
                "path",
                "a file name (str or os.PathLike) or a file's contents (bytes or bytearray)",
                ob,
            )
        })
}

/// `whole` of `adjudicate`.
pub fn whole_arg(ob: &Bound<'_, PyAny>) -> PyResult<bool> {
    ob.extract::<bool>()
        .map_err(|_| wrong_type("whole", "True or False", ob))
}

/// `drawing_post` of `adjudicate`: `None`, a side, or a list of sides.
pub fn drawing_post_arg(ob: &Bound<'_, PyAny>) -> PyResult<Option<Vec<String>>> {
    const EXPECTED: &str = "None, a side (\"red\", \"black\") or a list of sides";
    if ob.is_none() {
        return Ok(None);
    }
    if let Ok(s) = ob.cast::<PyString>() {
        return Ok(Some(vec![s.to_cow()?.into_owned()]));
    }
    if !(ob.is_instance_of::<PyList>() || ob.is_instance_of::<PyTuple>()) {
        return Err(wrong_type("drawing_post", EXPECTED, ob));
    }
    let mut sides = Vec::new();
    for (i, item) in ob.try_iter()?.enumerate() {
        sides.push(string(&item?, &format!("drawing_post[{i}]"), "a side")?);
    }
    Ok(Some(sides))
}

/// `move` of `Game.push`: one move.
pub fn move_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "move", "a string, one move in any notation")
}

/// `move` of `from_uci` and `to_uci`.
pub fn coordinates_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "move", "a string, one move in coordinates")
}

/// `side` of `Game.claim_move_limit` and `Game.fouls`.
pub fn side_arg(ob: &Bound<'_, PyAny>) -> PyResult<Color> {
    match string(ob, "side", "\"red\" or \"black\"")?.as_str() {
        "red" => Ok(Color::Red),
        "black" => Ok(Color::Black),
        other => Err(PyValueError::new_err(format!(
            "side: expected \"red\" or \"black\", not {other:?}"
        ))),
    }
}

/// A whole-number argument: a `TypeError` naming it if it is not an `int`, a `ValueError` if it
/// does not fit `T`.
fn whole<'py, T: pyo3::conversion::FromPyObjectOwned<'py>>(
    ob: &Bound<'py, PyAny>,
    arg: &str,
    expected: &str,
) -> PyResult<T> {
    if !ob.is_instance_of::<pyo3::types::PyInt>() {
        return Err(wrong_type(arg, expected, ob));
    }
    ob.extract::<T>().map_err(|_| {
        PyValueError::new_err(format!(
            "{arg}: expected {expected}, not {}",
            ob.repr()
                .map_or_else(|_| "that".to_string(), |r| r.to_string())
        ))
    })
}

/// `depth` of `perft`: a whole number that fits 32 bits.
pub fn depth_arg(ob: &Bound<'_, PyAny>) -> PyResult<u32> {
    whole(ob, "depth", "a whole number from 0 to 4294967295")
}

/// `to` of `notation`.
pub fn to_arg(ob: &Bound<'_, PyAny>) -> PyResult<Notation> {
    notation(&string(ob, "to", "\"iccs\", \"wxf\" or \"chinese\"")?)
}

/// `players` of `Event`: player names in seeding order, a list or another sequence of strings
/// (a string alone is refused: its letters are not players).
pub fn players_arg(ob: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    const EXPECTED: &str = "a list of player names (strings), in seeding order";
    let text = ob.is_instance_of::<PyString>()
        || ob.is_instance_of::<PyBytes>()
        || ob.is_instance_of::<PyByteArray>();
    if text || ob.cast::<pyo3::types::PySequence>().is_err() {
        return Err(wrong_type("players", EXPECTED, ob));
    }
    let mut players = Vec::new();
    for (i, item) in ob.try_iter()?.enumerate() {
        players.push(string(
            &item?,
            &format!("players[{i}]"),
            "a player name (a string)",
        )?);
    }
    Ok(players)
}

/// `system` of `Event`.
pub fn system_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "system", "\"swiss\", \"round-robin\" or \"knockout\"")
}

/// `rounds` of `Event`: `None` (the system's own count) or a whole number.
pub fn rounds_arg(ob: &Bound<'_, PyAny>) -> PyResult<Option<u32>> {
    if ob.is_none() {
        return Ok(None);
    }
    whole(ob, "rounds", "None or a whole number from 0 to 4294967295").map(Some)
}

/// `seed` of `Event`, `Event.pair` and `Event.standings`: `None` or a whole number for the lots.
pub fn seed_arg(ob: &Bound<'_, PyAny>) -> PyResult<Option<u64>> {
    if ob.is_none() {
        return Ok(None);
    }
    whole(
        ob,
        "seed",
        "None or a whole number from 0 to 18446744073709551615",
    )
    .map(Some)
}

/// `path` of `Event.load`: a file name.
pub fn results_path_arg(ob: &Bound<'_, PyAny>) -> PyResult<PathBuf> {
    ob.extract::<PathBuf>()
        .map_err(|_| wrong_type("path", "a file name (str or os.PathLike)", ob))
}

/// `text` of `Event.from_json`: a results file's text.
pub fn results_text_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "text", "a string, a results file's text")
}

/// `round` of `Event.record`: a round number.
pub fn round_arg(ob: &Bound<'_, PyAny>) -> PyResult<u32> {
    whole(
        ob,
        "round",
        "a round number, a whole number from 1 to 4294967295",
    )
}

/// `red` of `Event.record`: the player with red.
pub fn red_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "red", "a player name (a string)")
}

/// `black` of `Event.record`: the player with black.
pub fn black_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "black", "a player name (a string)")
}

/// `result` of `Event.record`.
pub fn result_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(
        ob,
        "result",
        "\"1-0\", \"0-1\", \"1/2-1/2\", \"forfeit-red\", \"forfeit-black\" or \"double-forfeit\"",
    )
}

/// `rules` of `Event.pair` and `Event.standings`: a rulebook id.
pub fn event_rules_arg(ob: &Bound<'_, PyAny>) -> PyResult<String> {
    string(ob, "rules", "\"cn\" or \"axf\"")
}

/// A move list as Python gave it.
pub enum MovesArg {
    /// One string of moves separated by spaces.
    Text(String),
    /// A list, a tuple or another ordered iterable of strings, one move each, read as the moves
    /// are played.
    Items(Py<PyAny>),
}

/// What `moves` takes.
const MOVES: &str = "a string of moves or a list of strings, one move each";

impl<'a, 'py> FromPyObject<'a, 'py> for MovesArg {
    type Error = PyErr;

    fn extract(ob: Borrowed<'a, 'py, PyAny>) -> PyResult<MovesArg> {
        let ob = ob.to_owned();
        if let Ok(s) = ob.cast::<PyString>() {
            return Ok(MovesArg::Text(s.to_cow()?.into_owned()));
        }
        // A mapping's or a set's items have no order of play; bytes are not text.
        let unordered = ob.is_instance_of::<PySet>()
            || ob.is_instance_of::<PyFrozenSet>()
            || ob.is_instance_of::<PyBytes>()
            || ob.is_instance_of::<PyByteArray>()
            || ob.cast::<pyo3::types::PyMapping>().is_ok();
        if unordered || ob.try_iter().is_err() {
            return Err(wrong_type("moves", MOVES, &ob));
        }
        Ok(MovesArg::Items(ob.unbind()))
    }
}

/// Reads `moves` from `start` one move at a time, handing each to `each`, which plays it. Stops
/// at the first move that cannot be read or is not legal (a `NotationError` naming it: `moves:
/// move 2 'h2e3' (1:6): …` in a string, `moves[1] 'h7h0': …` in a list), at the first error of
/// `each` (named the same way), and, when `limit` is given, at the move past it.
pub fn each_move(
    py: Python<'_>,
    start: &Position,
    moves: &MovesArg,
    limit: Option<usize>,
    mut each: impl FnMut(Move) -> PyResult<()>,
) -> PyResult<()> {
    match moves {
        MovesArg::Text(text) => {
            if let Some(limit) = limit {
                // A quick count first, so that a huge list is not parsed to be refused. Moves
                // are separated, each its own word (a move number aside); Chinese moves written
                // without separators are counted once parsed.
                let words = text
                    .split(|c: char| c.is_whitespace() || matches!(c, ',' | '，' | '、'))
                    .filter(|w| {
                        !w.trim_end_matches(['.', '．'])
                            .chars()
                            .all(|c| c.is_ascii_digit())
                    })
                    .take(limit + 1)
                    .count();
                if words > limit {
                    return Err(too_many(limit));
                }
            }
            let list = py
                .detach(|| parse_moves(start, text))
                .map_err(|e| NotationError::new_err(format!("moves: {e}")))?;
            if let Some(limit) = limit
                && list.len() > limit
            {
                return Err(too_many(limit));
            }
            for (i, mv) in list.into_iter().enumerate() {
                each(mv).map_err(|e| in_item(py, e, &format!("moves: move {}", i + 1)))?;
            }
            Ok(())
        }
        MovesArg::Items(items) => {
            let mut pos = start.clone();
            for (i, item) in items.bind(py).try_iter()?.enumerate() {
                if limit.is_some_and(|limit| i >= limit) {
                    return Err(too_many(i));
                }
                let text = string(&item?, &format!("moves[{i}]"), "a string, one move")?;
                let mv = one_move(&pos, &text)
                    .map_err(|why| NotationError::new_err(format!("moves[{i}] {why}")))?;
                pos = pos.play_unchecked(mv);
                each(mv).map_err(|e| in_item(py, e, &format!("moves[{i}] '{text}'")))?;
            }
            Ok(())
        }
    }
}

/// The moves of `moves`, each legal in turn from `start`, at most `limit` of them.
pub fn moves(
    py: Python<'_>,
    start: &Position,
    moves: &MovesArg,
    limit: Option<usize>,
) -> PyResult<Vec<Move>> {
    let mut out = Vec::new();
    each_move(py, start, moves, limit, |mv| {
        out.push(mv);
        Ok(())
    })?;
    Ok(out)
}

/// The error of a list longer than `limit`.
fn too_many(limit: usize) -> PyErr {
    NotationError::new_err(format!(
        "moves: more than {limit} moves: qili rules at most {limit} in one call, as `qili serve` \
         does (a loop lies among the moves since the last capture; give those)"
    ))
}

/// `error`, raised while playing a move of a list, with the move named first.
fn in_item(py: Python<'_>, error: PyErr, item: &str) -> PyErr {
    let message = format!("{item}: {}", error.value(py));
    let kind = error.get_type(py);
    match kind.call1((message,)) {
        Ok(value) => PyErr::from_value(value),
        Err(_) => error,
    }
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
/// write them: two squares, each a file `a`–`i` and a rank `1`–`10`, in lower case, without a
/// leading zero, a sign or anything else; the squares differ. `None` for anything else.
pub fn read_uci(text: &str) -> Option<Move> {
    let mut rest = text.as_bytes();
    let mut square = || -> Option<Square> {
        let (&file, after) = rest.split_first()?;
        if !(b'a'..=b'i').contains(&file) {
            return None;
        }
        let (rank, after) = match after {
            [b'1', b'0', more @ ..] => (10, more),
            [digit @ b'1'..=b'9', more @ ..] => (i32::from(digit - b'0'), more),
            _ => return None,
        };
        rest = after;
        Square::from_coords(i32::from(file - b'a'), rank - 1)
    };
    let from = square()?;
    let to = square()?;
    (rest.is_empty() && from != to).then_some(Move::new(from, to))
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
