//! The match report: the JSON document `qili match --json` writes (and `match merge` reads), and
//! the files that receive each game as it ends.
//!
//! The JSON file holds `rules`, `engines`, `settings`, `shard` (`"I/N"`, or null for a whole
//! match), `games` (one [`GameRecord`] a line), `scores` and `elo`. It is valid JSON after every
//! game: each new game is written over the closing part, which is then written again with the
//! new scores. When the match ends the file is written once more with the games in round order.
//! The PGN file gets each game appended as it ends, and is rewritten in round order at the end.

use super::elo::{Elo, Score};
use crate::referee::GameRecord;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// An engine of the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineEntry {
    /// The name it is reported by.
    pub name: String,
    /// The spec it was started from.
    pub spec: String,
}

/// The match's settings, as reported.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SettingsRecord {
    /// Games in the whole match (all shards).
    pub games: usize,
    /// The time control: `depth 6`, `nodes 5000`, `movetime 500 ms`, `tc 10+0.1`.
    pub control: String,
    /// `ban` or `forfeit`.
    pub enforce: String,
    /// The seed that shuffled the openings, if any.
    pub seed: Option<u64>,
    /// The openings file, if any.
    pub openings: Option<String>,
    /// The start position given with `--fen`, if any.
    pub fen: Option<String>,
    /// Seconds a move may take under a depth or node limit before the engine is taken to hang.
    pub timeout_s: f64,
    /// Milliseconds an engine may overrun its move time or clock.
    pub time_margin_ms: u64,
}

/// The Elo difference of the first engine over the second.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EloRecord {
    /// The first engine.
    pub engine: String,
    /// The second engine.
    pub opponent: String,
    /// The difference, in Elo.
    pub diff: f64,
    /// Half the width of its 95% interval; null when unbounded (few games, lopsided) or
    /// undefined (every game drawn).
    pub margin: Option<f64>,
}

/// A match's report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchReport {
    /// The rulebook id.
    pub rules: String,
    /// The two engines, in the order given.
    pub engines: Vec<EngineEntry>,
    /// The settings.
    pub settings: SettingsRecord,
    /// The slice of the match this report holds (`"2/8"`), or null for the whole match.
    pub shard: Option<String>,
    /// The games.
    pub games: Vec<GameRecord>,
    /// Each engine's score.
    pub scores: Vec<Score>,
    /// The Elo difference of the first engine over the second; null before any game, or when
    /// one engine won every game.
    pub elo: Option<EloRecord>,
}

impl MatchReport {
    /// Recounts the scores and the Elo difference from the games.
    pub fn tally(&mut self) {
        let mut scores: Vec<Score> = self.engines.iter().map(|e| Score::new(&e.name)).collect();
        for g in &self.games {
            let red = g.result.red_score();
            for s in &mut scores {
                if s.name == g.red {
                    s.add(red);
                } else if s.name == g.black {
                    s.add(1.0 - red);
                }
            }
        }
        self.elo = match scores.as_slice() {
            [first, second] => first.elo().map(|Elo { diff, margin }| EloRecord {
                engine: first.name.clone(),
                opponent: second.name.clone(),
                diff,
                margin: margin.value(),
            }),
            _ => None,
        };
        self.scores = scores;
    }

    /// Puts the games in round order.
    pub fn sort(&mut self) {
        self.games.sort_by_key(|g| g.round);
    }

    /// The JSON text: the document's keys in order, one game a line.
    pub fn to_json(&self) -> String {
        let (head, tail) = self.parts();
        let games: Vec<String> = self.games.iter().map(game_line).collect();
        format!("{head}{}{tail}", games.join(",\n"))
    }

    /// The text before the first game and after the last.
    fn parts(&self) -> (String, String) {
        let head = format!(
            "{{\n  \"rules\": {},\n  \"engines\": {},\n  \"settings\": {},\n  \"shard\": {},\n  \"games\": [\n",
            compact(&self.rules),
            compact(&self.engines),
            compact(&self.settings),
            compact(&self.shard),
        );
        let tail = format!(
            "\n  ],\n  \"scores\": {},\n  \"elo\": {}\n}}\n",
            compact(&self.scores),
            compact(&self.elo),
        );
        (head, tail)
    }
}

/// A game as one line of the report.
fn game_line(g: &GameRecord) -> String {
    format!(
        "    {}",
        serde_json::to_string(g).expect("a game record serializes")
    )
}

/// A value as compact JSON.
fn compact<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("report values serialize")
}

/// A report file that cannot be written: where, and why (the system's kind and words). Its
/// [`Display`](std::fmt::Display) is `cannot write PATH: …` in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CannotWrite {
    /// The file.
    pub path: PathBuf,
    /// The kind of the system's error.
    pub kind: std::io::ErrorKind,
    /// The system's words.
    pub error: String,
}

impl CannotWrite {
    /// `path` could not be written for `error`.
    pub fn new(path: &Path, error: &std::io::Error) -> CannotWrite {
        CannotWrite {
            path: path.to_path_buf(),
            kind: error.kind(),
            error: error.to_string(),
        }
    }
}

impl std::fmt::Display for CannotWrite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot write {}: {}", self.path.display(), self.error)
    }
}

/// The JSON report file, valid after every game.
pub struct JsonFile {
    path: PathBuf,
    file: File,
    /// Where the last game written ends.
    games_end: u64,
    /// Games written so far.
    written: usize,
}

impl JsonFile {
    /// Creates (or empties) the file and writes the report with no games.
    pub fn create(path: &Path, report: &MatchReport) -> Result<JsonFile, CannotWrite> {
        let fail = |e: std::io::Error| CannotWrite::new(path, &e);
        let mut file = File::create(path).map_err(fail)?;
        let (head, tail) = report.parts();
        file.write_all(head.as_bytes()).map_err(fail)?;
        let games_end = head.len() as u64;
        file.write_all(tail.as_bytes()).map_err(fail)?;
        file.flush().map_err(fail)?;
        Ok(JsonFile {
            path: path.to_path_buf(),
            file,
            games_end,
            written: 0,
        })
    }

    /// Writes one more game over the closing part, then the closing part with `report`'s scores.
    pub fn add(&mut self, game: &GameRecord, report: &MatchReport) -> Result<(), CannotWrite> {
        let path = self.path.clone();
        let fail = |e: std::io::Error| CannotWrite::new(&path, &e);
        let mut text = String::new();
        if self.written > 0 {
            text.push_str(",\n");
        }
        text.push_str(&game_line(game));
        let (_, tail) = report.parts();
        self.file
            .seek(SeekFrom::Start(self.games_end))
            .map_err(fail)?;
        self.file.write_all(text.as_bytes()).map_err(fail)?;
        self.games_end += text.len() as u64;
        self.file.write_all(tail.as_bytes()).map_err(fail)?;
        self.file
            .set_len(self.games_end + tail.len() as u64)
            .map_err(fail)?;
        self.file.flush().map_err(fail)?;
        self.written += 1;
        Ok(())
    }

    /// Writes the whole report again (games in round order), through a file beside it that
    /// replaces it, so that the report is never half written.
    pub fn finish(self, report: &MatchReport) -> Result<(), CannotWrite> {
        drop(self.file);
        write_atomically(&self.path, &report.to_json())
    }
}

/// The PGN file: each game appended as it ends.
pub struct PgnFile {
    path: PathBuf,
    file: File,
}

impl PgnFile {
    /// Creates (or empties) the file.
    pub fn create(path: &Path) -> Result<PgnFile, CannotWrite> {
        let file = OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(true)
            .open(path)
            .map_err(|e| CannotWrite::new(path, &e))?;
        Ok(PgnFile {
            path: path.to_path_buf(),
            file,
        })
    }

    /// Appends one game's PGN.
    pub fn add(&mut self, text: &str) -> Result<(), CannotWrite> {
        self.file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.flush())
            .map_err(|e| CannotWrite::new(&self.path, &e))
    }

    /// Writes the games again in round order: `texts` are `(round, PGN)`.
    pub fn finish(self, mut texts: Vec<(usize, String)>) -> Result<(), CannotWrite> {
        drop(self.file);
        texts.sort_by_key(|(round, _)| *round);
        let all: String = texts.into_iter().map(|(_, t)| t).collect();
        write_atomically(&self.path, &all)
    }
}

/// The file beside `path` that its new text is written to before it is renamed over `path`:
/// `path` with `.partial` added.
pub fn staged(path: &Path) -> PathBuf {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".partial");
    PathBuf::from(tmp)
}

/// Writes `text` to a file beside `path` ([`staged`]), then renames it over `path`. A path that
/// is no regular file (a device such as `/dev/stdout`, a pipe) is written in place: renaming
/// over it would replace the device with a file.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), CannotWrite> {
    let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file());
    if special {
        return std::fs::write(path, text).map_err(|e| CannotWrite::new(path, &e));
    }
    let tmp = staged(path);
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| CannotWrite::new(path, &e))
}
