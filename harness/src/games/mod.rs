//! `qili games`: recorded games read from files, directories and standard input, each replayed
//! and its repetitions ruled by the referee ([`qili_games`]), on every core, reported in input
//! order.
//!
//! One thread reads the inputs in order and cuts them into games; worker threads decode, read,
//! replay and review them; the caller receives the reports in input order. At most
//! [`IN_FLIGHT_PER_JOB`] games a worker are held at once between reading and reporting, so a file of any size is
//! read in bounded memory.

mod fault;
mod pgn_out;
mod summary;

pub use fault::{expected, input_fault, record_error, record_error_at, word};
pub use pgn_out::write_game;
pub use summary::{BookCounts, LISTED_ERRORS, Listed, Summary, escape};

use qili_games::archive::{Collection, Failed, Found, Next, is_zip};
use qili_games::source::{Item, SNIFF_BYTES};
use qili_games::{Encoding, GameReport, NoGame};
use qili_oracle::rules::Rulebook;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

/// How many games, per worker, may be between the reader and the report at once: enough to
/// keep every worker busy while an early game is slow, few enough that the games held (each at
/// most [`qili_games::split::MAX_GAME_BYTES`]) stay a few megabytes.
pub const IN_FLIGHT_PER_JOB: usize = 8;

/// The file extensions read from a directory (any file named on the command line is read):
/// game files, and zip archives of them.
pub const EXTENSIONS: [&str; 6] = ["pgn", "htm", "html", "txt", "xqf", "zip"];

/// The largest zip archive read from standard input, which is read whole to be unzipped (a
/// zip file named on the command line is read from the file, member by member).
pub const MAX_STDIN_ARCHIVE_BYTES: u64 = 256 * 1024 * 1024;

/// One input: a file, or standard input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A file.
    File(PathBuf),
    /// Standard input (`-`).
    Stdin,
}

impl Input {
    /// The name reports give it: the path as given, or `-`.
    pub fn name(&self) -> String {
        match self {
            Input::File(p) => p.display().to_string(),
            Input::Stdin => "-".to_string(),
        }
    }

    /// Its size in bytes, when known (for progress).
    pub fn size(&self) -> Option<u64> {
        match self {
            Input::File(p) => std::fs::metadata(p).ok().map(|m| m.len()),
            Input::Stdin => None,
        }
    }
}

/// Why the inputs named on the command line cannot be gathered; the
/// [`Display`](std::fmt::Display) is the English qili has always printed.
#[derive(Debug)]
pub enum InputsError {
    /// A path that cannot be looked at or a directory that cannot be walked: the system's words.
    Unreadable {
        /// The path as given.
        path: PathBuf,
        /// The system's words.
        error: String,
    },
    /// A directory with no file of one of [`EXTENSIONS`] in it.
    NoGameFiles {
        /// The directory as given.
        path: PathBuf,
    },
}

impl std::fmt::Display for InputsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputsError::Unreadable { path, error } => write!(f, "{}: {error}", path.display()),
            InputsError::NoGameFiles { path } => write!(
                f,
                "{}: no game files in it (files ending in .{})",
                path.display(),
                EXTENSIONS.join(", .")
            ),
        }
    }
}

/// The inputs named on the command line: files as given, directories read recursively (their
/// files with one of [`EXTENSIONS`], in name order), `-` for standard input.
pub fn inputs(args: &[PathBuf]) -> Result<Vec<Input>, InputsError> {
    let mut out = Vec::new();
    for arg in args {
        if arg.as_os_str() == "-" {
            out.push(Input::Stdin);
            continue;
        }
        let unreadable = |e: std::io::Error| InputsError::Unreadable {
            path: arg.clone(),
            error: e.to_string(),
        };
        let meta = std::fs::metadata(arg).map_err(unreadable)?;
        if meta.is_dir() {
            let before = out.len();
            walk(arg, &mut out).map_err(unreadable)?;
            if out.len() == before {
                return Err(InputsError::NoGameFiles { path: arg.clone() });
            }
        } else {
            out.push(Input::File(arg.clone()));
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<Input>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, out)?;
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
        {
            out.push(Input::File(path));
        }
    }
    Ok(())
}

/// What the reader hands on, in input order.
pub enum Reported {
    /// A game's report.
    Game(Box<GameReport>),
    /// An input that could not be read (or stopped being readable): its name and why. The
    /// games read from it before are reported.
    InputError {
        /// The input's name.
        file: String,
        /// Why.
        why: InputFault,
    },
}

/// Why an input gives no game, or no more games: as data, worded for a person by
/// [`input_fault`]; its `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputFault {
    /// The input cannot be opened or read from its start: the system's words.
    Open(String),
    /// A zip archive on standard input larger than `mib` MiB (it would be read whole).
    StdinArchive {
        /// The limit, in MiB.
        mib: u64,
    },
    /// What the games crate found in it.
    Games(NoGame),
}

impl std::fmt::Display for InputFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputFault::Open(e) => write!(f, "cannot read: {e}"),
            InputFault::StdinArchive { mib } => write!(
                f,
                "cannot read: a zip archive larger than {mib} MiB on standard input: give it \
                 as a file"
            ),
            InputFault::Games(why) => write!(f, "{why}"),
        }
    }
}

/// How to read and rule.
#[derive(Clone, Debug)]
pub struct Options {
    /// The books to rule under, in order.
    pub books: Vec<&'static Rulebook>,
    /// The encoding, or `None` to tell it game by game.
    pub encoding: Option<Encoding>,
    /// Worker threads.
    pub jobs: usize,
    /// Whether every root-to-leaf line of a record's variations is ruled too.
    pub variations: bool,
}

/// Reads every game of `inputs`, reviews each under the books of `options`, and hands the
/// reports (and unreadable inputs) to `report` in input order. `read` counts the bytes read
/// from files so far, for progress.
pub fn review_all(
    inputs: &[Input],
    options: &Options,
    read: &AtomicU64,
    mut report: impl FnMut(Reported),
) {
    let jobs = options.jobs.max(1);
    // Work travels with its sequence number; tokens bound the games between reader and report.
    let (work_tx, work_rx) = crossbeam_channel::bounded::<(usize, Work)>(jobs * 4);
    let (done_tx, done_rx) = mpsc::sync_channel::<(usize, Reported)>(jobs * 4);
    let in_flight = jobs * IN_FLIGHT_PER_JOB;
    let (token_tx, token_rx) = crossbeam_channel::bounded::<()>(in_flight);
    for _ in 0..in_flight {
        token_tx.send(()).expect("room for every token");
    }
    std::thread::scope(|scope| {
        let encoding = options.encoding;
        scope.spawn(move || read_inputs(inputs, encoding, read, work_tx, token_rx));
        for _ in 0..jobs {
            let (work_rx, done_tx) = (work_rx.clone(), done_tx.clone());
            let options = options.clone();
            scope.spawn(move || {
                for (seq, work) in work_rx {
                    let out = match work {
                        Work::Game { file, game, item } => {
                            let (record, encoding) = item.read(options.encoding);
                            let mut report =
                                GameReport::new(&file, game, record, encoding, &options.books);
                            if options.variations {
                                report.rule_lines(&options.books);
                            }
                            Reported::Game(Box::new(report))
                        }
                        Work::Pass(r) => r,
                    };
                    if done_tx.send((seq, out)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(done_tx);
        let mut waiting: BTreeMap<usize, Reported> = BTreeMap::new();
        let mut next = 0;
        for (seq, out) in done_rx {
            waiting.insert(seq, out);
            while let Some(out) = waiting.remove(&next) {
                report(out);
                next += 1;
                let _ = token_tx.send(());
            }
        }
    });
}

/// A piece of work for the workers.
enum Work {
    /// A game to read and review.
    Game {
        file: String,
        game: usize,
        item: Item,
    },
    /// Something the reader reports itself, kept in order.
    Pass(Reported),
}

/// The reader thread: every input in order, cut into games (the members of a zip archive in
/// turn).
fn read_inputs(
    inputs: &[Input],
    encoding: Option<Encoding>,
    read: &AtomicU64,
    work: crossbeam_channel::Sender<(usize, Work)>,
    tokens: crossbeam_channel::Receiver<()>,
) {
    let mut seq = 0;
    let mut send = |w: Work| -> bool {
        if tokens.recv().is_err() || work.send((seq, w)).is_err() {
            return false;
        }
        seq += 1;
        true
    };
    let failed = |file: String, why: InputFault| Work::Pass(Reported::InputError { file, why });
    for input in inputs {
        let file = input.name();
        let games = match open(input, encoding, read) {
            Ok(games) => games,
            Err(e) => {
                if !send(failed(file, e)) {
                    return;
                }
                continue;
            }
        };
        for next in games {
            let w = match next {
                Next::Game(Found { file, game, item }) => Work::Game { file, game, item },
                Next::Failed(Failed { file, why }) => failed(file, InputFault::Games(why)),
            };
            if !send(w) {
                return;
            }
        }
    }
}

/// The games of one input, as a stream of records or a zip archive, told by its first bytes.
fn open<'a>(
    input: &Input,
    encoding: Option<Encoding>,
    read: &'a AtomicU64,
) -> Result<Box<dyn Iterator<Item = Next> + 'a>, InputFault> {
    let name = input.name();
    let open = |e: std::io::Error| InputFault::Open(e.to_string());
    match input {
        Input::File(p) => {
            let file = Counted {
                inner: std::fs::File::open(p).map_err(open)?,
                read,
            };
            // Looked at through the buffer, without seeking: the file may be a pipe.
            let mut reader = BufReader::with_capacity(SNIFF_BYTES, file);
            Ok(if is_zip(reader.fill_buf().map_err(open)?) {
                Box::new(Collection::<BufReader<Counted>, _>::archive(
                    &name, reader, encoding,
                ))
            } else {
                Box::new(Collection::<_, BufReader<Counted>>::stream(
                    &name, reader, encoding,
                ))
            })
        }
        Input::Stdin => {
            let mut reader = BufReader::with_capacity(SNIFF_BYTES, std::io::stdin());
            if !is_zip(reader.fill_buf().map_err(open)?) {
                return Ok(Box::new(Collection::<_, std::io::Cursor<Vec<u8>>>::stream(
                    &name, reader, encoding,
                )));
            }
            let mut bytes = Vec::new();
            reader
                .take(MAX_STDIN_ARCHIVE_BYTES + 1)
                .read_to_end(&mut bytes)
                .map_err(open)?;
            if bytes.len() as u64 > MAX_STDIN_ARCHIVE_BYTES {
                return Err(InputFault::StdinArchive {
                    mib: MAX_STDIN_ARCHIVE_BYTES / (1024 * 1024),
                });
            }
            Ok(Box::new(Collection::bytes(&name, bytes, encoding)))
        }
    }
}

/// A file whose reads are counted for progress.
struct Counted<'a> {
    inner: std::fs::File,
    read: &'a AtomicU64,
}

impl std::io::Read for Counted<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

impl Seek for Counted<'_> {
    fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
        self.inner.seek(to)
    }
}
