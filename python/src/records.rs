//! `qili.read_games`: the games of a file of records (PGN in any notation, UTF-8, GB18030 or
//! Big5; pages of DhtmlXQ records; XQF files; zip archives of them), or of bytes in memory,
//! each replayed and its repetitions ruled as `qili games` rules them, handed out one at a time.
//!
//! A thread of its own reads and rules the input, without the interpreter, while Python works on
//! the games already read; it keeps at most eight games ready, so that the input is read as the
//! games are asked for, a few games in memory at a time.

use crate::errors::{RecordError, detached};
use crate::input::{self, RecordsInput};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use qili_games::archive::{Collection, Failed, Found, Next, is_zip};
use qili_games::source::SNIFF_BYTES;
use qili_games::{Encoding, Format, GameReport, HeldBack, Let, NoGame, Record, Repetition};
use qili_oracle::rules::Rulebook;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

/// How many games the reading thread keeps ready ahead of the iterator.
const READ_AHEAD: usize = 8;

/// What the reading thread hands over: a game, or why the input cannot be read further.
type Read = Result<GameReport, String>;

/// The games of an input, as its reader finds them.
type Games = Box<dyn Iterator<Item = Next> + Send>;

/// The games of a file, one GameRecord at a time (an iterator: the file is read as you go,
/// a few games ahead, by a thread of its own that does not hold the interpreter).
#[pyclass(module = "qili", name = "GameReader", frozen)]
pub struct Records {
    file: String,
    /// The games as the reading thread hands them over; `None` once it has ended.
    reading: Mutex<Option<Receiver<Read>>>,
}

#[pymethods]
impl Records {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<GameRecord>> {
        detached(py, || {
            let mut reading = self.reading.lock().unwrap_or_else(|e| e.into_inner());
            let Some(games) = reading.as_ref() else {
                return Ok(None);
            };
            match games.recv() {
                Ok(Ok(report)) => Ok(Some(GameRecord { report })),
                Ok(Err(why)) => {
                    *reading = None;
                    Err(RecordError::new_err(why))
                }
                // The thread ends, dropping its end of the channel, when the input is read.
                Err(_) => {
                    *reading = None;
                    Ok(None)
                }
            }
        })
    }

    fn __repr__(&self) -> String {
        format!("<qili.GameReader {}>", self.file)
    }
}

/// Reads `games` to the end, each game replayed and ruled under `books`, and sends each over
/// `out`. A file's games are sent once one of them reads as a game, as `qili games` counts them
/// ([`HeldBack`]): an input of text none of which reads as a game is no game record. A file of
/// an archive that cannot be read, or is no game record, is sent as a record whose error says
/// why, and the rest go on; the input itself failing, or being no game record, is sent as an
/// error and ends the reading, as does the iterator going away. A panic (a bug) is sent as an
/// error, so that the games do not end silently.
fn read_all(
    mut games: Games,
    input: String,
    books: Vec<&'static Rulebook>,
    encoding: Option<Encoding>,
    out: SyncSender<Read>,
) {
    let mut read = 0;
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let mut held = HeldBack::default();
        let mut ready: Vec<Read> = Vec::new();
        // What is held back is let out as a game, or as a file that is no game record: the
        // input itself (an error), or a file of an archive (a record whose error says so).
        let let_out = |game: Let<GameReport>, ready: &mut Vec<Read>| {
            ready.push(match game {
                Let::Game(report) => Ok(report),
                Let::NoRecord(file) if file == input => {
                    Err(format!("{file}: {}", NoGame::NoRecord))
                }
                Let::NoRecord(file) => Ok(unreadable(&file, &NoGame::NoRecord, &books)),
            });
        };
        for next in games.by_ref() {
            match next {
                Next::Game(Found { file, game, item }) => {
                    read += 1;
                    let (record, encoding) = item.read(encoding);
                    let report = GameReport::new(&file, game, record, encoding, &books);
                    held.push(report, |game| let_out(game, &mut ready));
                }
                // The input itself: it cannot be read (on).
                Next::Failed(Failed { file, why }) if file == input => {
                    ready.push(Err(format!("{file}: {why}")));
                }
                // A file of an archive: a record that cannot be read, and the rest go on.
                Next::Failed(Failed { file, why }) => {
                    held.finish(|game| let_out(game, &mut ready));
                    ready.push(Ok(unreadable(&file, &why, &books)));
                }
            }
            if !send(&out, &mut ready) {
                return;
            }
        }
        held.finish(|game| let_out(game, &mut ready));
        send(&out, &mut ready);
    }));
    if outcome.is_err() {
        // The iterator may be gone too: then nobody is told, as nobody asks.
        let _ = out.send(Err(format!(
            "{input}: internal error in qili after game {read} (please report it with the file)"
        )));
    }
}

/// Sends what is `ready`, in order: false once an error is sent (the reading ends) or the
/// iterator is gone.
fn send(out: &SyncSender<Read>, ready: &mut Vec<Read>) -> bool {
    for sent in ready.drain(..) {
        let failed = sent.is_err();
        if out.send(sent).is_err() || failed {
            return false;
        }
    }
    true
}

/// A file of an archive that cannot be read, or is no game record: a record whose error (ply 0)
/// says why.
fn unreadable(file: &str, why: &NoGame, books: &[&'static Rulebook]) -> GameReport {
    let record = Record {
        unreadable: Some(qili_games::Unreadable::Written(why.to_string())),
        format: Format::Xqf,
        ..Record::default()
    };
    GameReport::new(file, 1, record, Encoding::Utf8, books)
}

/// Reads the games of a file of records as `qili games` does, one at a time.
///
/// path is a PGN file (one or many games; moves in Chinese, WXF or ICCS notation, mixed), a
/// web page of DhtmlXQ records, an XQF file, or a zip archive of such files (each game named
/// "archive.zip/path/inside"); or the bytes of one (bytes or bytearray, named `<bytes>`).
/// rules is "cn", "axf" or "both" (CN first). encoding is "auto" (told game by game from UTF-8,
/// GB18030 and Big5), "utf-8", "gb18030" or "big5".
///
/// Returns an iterator of GameRecord, in the order of the file; each holds what `qili games
/// --json` writes for the game (GameRecord.to_json() is that line). A game whose moves go wrong
/// is read up to the move at fault (GameRecord.error says where) and the next game is read; a
/// file of an archive that cannot be read is a GameRecord whose error (ply 0) says why.
/// Raises RecordError when the file cannot be opened, is a directory, is empty or no game
/// record (binary data, or text in which nothing reads as a game: neither a tag nor a move that
/// can be played, as `qili games` says), or fails part-way (the games before are handed out
/// first), and
/// RulesError for an unknown rules value. A thread of its own reads and rules the input without
/// the interpreter, a few games ahead of the iterator.
///
/// >>> for rec in qili.read_games("games.pgn", rules="both"):
/// ...     for rep in rec.repetitions:
/// ...         print(rec.game, rep.rules, rep.ply, rep.verdict, rep.article)
#[pyfunction]
#[pyo3(
    signature = (path, rules = String::from("both"), encoding = String::from("auto")),
    text_signature = "(path, rules='both', encoding='auto')"
)]
pub fn read_games(
    py: Python<'_>,
    #[pyo3(from_py_with = input::records_arg)] path: RecordsInput,
    #[pyo3(from_py_with = input::books_arg)] rules: String,
    #[pyo3(from_py_with = input::encoding_arg)] encoding: String,
) -> PyResult<Records> {
    let books = input::books(&rules)?;
    let encoding = match encoding.as_str() {
        "auto" => None,
        name => Some(Encoding::from_name(name).ok_or_else(|| {
            RecordError::new_err(format!(
                "encoding '{name}': expected one of auto, utf-8, gb18030, big5"
            ))
        })?),
    };
    let (file, games): (String, Games) = match path {
        RecordsInput::Bytes(bytes) => {
            let file = "<bytes>".to_string();
            let games = Box::new(Collection::bytes(&file, bytes, encoding));
            (file, games)
        }
        RecordsInput::Path(path) => {
            let file = path.display().to_string();
            let games = detached(py, || open(&path, &file, encoding))?;
            (file, games)
        }
    };
    let (out, games_read) = sync_channel(READ_AHEAD);
    let name = file.clone();
    std::thread::Builder::new()
        .name("qili read_games".into())
        .spawn(move || read_all(games, name, books, encoding, out))
        .map_err(|e| RecordError::new_err(format!("{file}: cannot start reading: {e}")))?;
    Ok(Records {
        file,
        reading: Mutex::new(Some(games_read)),
    })
}

/// The games of a file: a zip archive read member by member, or a stream of records.
fn open(path: &Path, file: &str, encoding: Option<Encoding>) -> PyResult<Games> {
    let cannot = |e: std::io::Error| RecordError::new_err(format!("{file}: cannot read: {e}"));
    if path.is_dir() {
        return Err(RecordError::new_err(format!(
            "{file}: a directory: read_games reads one file (give each file of it in turn)"
        )));
    }
    // Looked at through the buffer, without seeking: the file may be a pipe.
    let mut reader = BufReader::with_capacity(SNIFF_BYTES, File::open(path).map_err(cannot)?);
    let zip = is_zip(reader.fill_buf().map_err(cannot)?);
    Ok(if zip {
        Box::new(Collection::<BufReader<File>, _>::archive(
            file, reader, encoding,
        ))
    } else {
        Box::new(Collection::<_, BufReader<File>>::stream(
            file, reader, encoding,
        ))
    })
}

/// One recorded game, replayed and reviewed under each book asked for: what `qili games --json`
/// writes for it.
///
/// result_check compares the recorded result with each book's rulings, by book:
/// "consistent", "agreed-draw", "explained-loss", "unexplained", "played-on", "no-repetition",
/// "no-result" or "record-error" (docs/GAMES.md says when each applies).
#[pyclass(module = "qili", frozen)]
pub struct GameRecord {
    report: GameReport,
}

#[pymethods]
impl GameRecord {
    /// The file it was read from, as given.
    #[getter]
    fn file(&self) -> &str {
        &self.report.file
    }

    /// Its number in the file, from 1.
    #[getter]
    fn game(&self) -> usize {
        self.report.game
    }

    /// The line where it starts in the file.
    #[getter]
    fn line(&self) -> usize {
        self.report.line
    }

    /// Its tags as written ({"Event": …, "Red": …, "Result": …}).
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (name, value) in &self.report.tags {
            d.set_item(name, value)?;
        }
        Ok(d)
    }

    /// The encoding it was read in: "utf-8", "gb18030" or "big5".
    #[getter]
    fn encoding(&self) -> &'static str {
        self.report.encoding.name()
    }

    /// How many plies were played (up to the first that goes wrong).
    #[getter]
    fn plies(&self) -> usize {
        self.report.plies
    }

    /// The position the game starts from (the FEN tag, else the start position), as FEN.
    #[getter]
    fn start_fen(&self) -> String {
        self.report.replay.start.fen()
    }

    /// The moves played, in ICCS (up to the first that goes wrong).
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.report.replay.moves.iter().map(|m| m.iccs()).collect()
    }

    /// Where the record goes wrong (a GameError), or None.
    #[getter]
    fn error(&self) -> Option<GameError> {
        self.report.error.as_ref().map(|e| GameError {
            ply: e.ply,
            word: e.word.clone(),
            message: e.message.clone(),
        })
    }

    /// What the reader skipped or could not read, each with its line.
    #[getter]
    fn notes(&self) -> Vec<String> {
        self.report.notes.clone()
    }

    /// Every repetition ruled, under each book in turn (CN first under "both"), in the order
    /// of play (list of RuledRepetition).
    #[getter]
    fn repetitions(&self) -> Vec<RuledRepetition> {
        self.report
            .repetitions
            .iter()
            .map(|r| RuledRepetition { inner: r.clone() })
            .collect()
    }

    /// The recorded result as written (the Result tag, else the movetext's), or None.
    #[getter]
    fn result(&self) -> Option<&str> {
        self.report.result.as_deref()
    }

    /// How the recorded result compares with each book's rulings, by book id:
    /// {"cn": "consistent", "axf": "agreed-draw"}.
    #[getter]
    fn result_check<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (rules, check) in &self.report.result_check.0 {
            d.set_item(rules, check.name())?;
        }
        Ok(d)
    }

    /// The JSON object `qili games --json` writes for the game, on one line.
    fn to_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.report).map_err(|e| RecordError::new_err(e.to_string()))
    }

    /// The same object as a dict (json.loads of to_json()).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text = self.to_json()?;
        py.import("json")?.call_method1("loads", (text,))
    }

    fn __repr__(&self) -> String {
        let title = ["Red", "Black"]
            .map(|t| self.report.tag(t).unwrap_or("?"))
            .join(" – ");
        format!(
            "<qili.GameRecord {} game {} ({title}), {} plies, {} repetitions>",
            self.report.file,
            self.report.game,
            self.report.plies,
            self.report.repetitions.len()
        )
    }
}

/// Where a record goes wrong: the ply that cannot be played (0 when the start position itself
/// is wrong), the move as written, and why (with its place in the file).
#[pyclass(module = "qili", frozen)]
pub struct GameError {
    /// The ply (1-based) that cannot be played; 0 for the start position.
    #[pyo3(get)]
    ply: usize,
    /// The move as written (or the FEN tag).
    #[pyo3(get, name = "move")]
    word: String,
    /// Why, and where in the file.
    #[pyo3(get)]
    message: String,
}

#[pymethods]
impl GameError {
    fn __repr__(&self) -> String {
        format!(
            "<qili.GameError ply {} '{}': {}>",
            self.ply, self.word, self.message
        )
    }
}

/// A repetition of a recorded game ruled under one book, as `qili games` reports it.
///
/// At ply (a position's third occurrence or later) the cycle first_ply..ply was judged; the
/// run of such occurrences lasted until until. must_vary is the side ordered to vary (or that
/// lost at once); varied_at the ply where it first left the cycle ruled against it; lost_at
/// the ply where, by the book, it lost (it continued the cycle, or its pattern loses at once),
/// lost_by the article; left_by / left_at the side whose move first left the cycle and where.
#[pyclass(module = "qili", frozen, name = "Repetition")]
pub struct RuledRepetition {
    inner: Repetition,
}

#[pymethods]
impl RuledRepetition {
    /// The ply whose move made the position occur the third time (or more).
    #[getter]
    fn ply(&self) -> usize {
        self.inner.ply
    }

    /// The first ply of the judged cycle.
    #[getter]
    fn first_ply(&self) -> usize {
        self.inner.first_ply
    }

    /// The judged cycle's moves, in ICCS.
    #[getter]
    fn cycle(&self) -> Vec<String> {
        self.inner.cycle.iter().map(|m| m.iccs()).collect()
    }

    /// How many times the position had occurred since the last capture.
    #[getter]
    fn occurrences(&self) -> usize {
        self.inner.occurrences
    }

    /// The last ply of the run of third (or later) occurrences.
    #[getter]
    fn until(&self) -> usize {
        self.inner.until
    }

    /// The rulebook id.
    #[getter]
    fn rules(&self) -> &str {
        &self.inner.rules
    }

    /// "draw", "red_loses" or "black_loses".
    #[getter]
    fn verdict(&self) -> &'static str {
        self.inner.verdict.name()
    }

    /// The deciding articles, cited with the book.
    #[getter]
    fn article(&self) -> &str {
        &self.inner.article
    }

    /// Why.
    #[getter]
    fn why(&self) -> &str {
        &self.inner.why
    }

    /// The side ordered to vary (or that lost at once), or None.
    #[getter]
    fn must_vary(&self) -> Option<&'static str> {
        self.inner.must_vary.map(input::side)
    }

    /// The ply where that side first played a move that does not continue the cycle.
    #[getter]
    fn varied_at(&self) -> Option<usize> {
        self.inner.varied_at
    }

    /// The ply where, by the book, that side lost.
    #[getter]
    fn lost_at(&self) -> Option<usize> {
        self.inner.lost_at
    }

    /// The article by which it lost, cited with the book.
    #[getter]
    fn lost_by(&self) -> Option<&str> {
        self.inner.lost_by.as_deref()
    }

    /// The side whose move first left the cycle after the ruling.
    #[getter]
    fn left_by(&self) -> Option<&'static str> {
        self.inner.left_by.map(input::side)
    }

    /// The ply of that move.
    #[getter]
    fn left_at(&self) -> Option<usize> {
        self.inner.left_at
    }

    fn __repr__(&self) -> String {
        format!(
            "<qili.Repetition {} ply {} {} ({})>",
            self.inner.rules, self.inner.ply, self.inner.verdict, self.inner.article
        )
    }
}
