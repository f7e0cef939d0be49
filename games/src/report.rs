//! One recorded game's report under every book asked for: what `qili games --json` writes for
//! it, one object a line.

use crate::record::{Format, Record, RecordError, Replay};
use crate::review::{Repetition, ResultCheck, review};
use crate::text::Encoding;
use qili_oracle::START_FEN;
use qili_oracle::rules::Rulebook;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// A recorded game, replayed and reviewed.
#[derive(Clone, Debug, Serialize)]
pub struct GameReport {
    /// The file it was read from (`-` for standard input).
    pub file: String,
    /// Its number in the file, from 1.
    pub game: usize,
    /// The line where it starts in the file.
    pub line: usize,
    /// Its tags as written, in order.
    #[serde(serialize_with = "tags")]
    pub tags: Vec<(String, String)>,
    /// The format it was read from: `pgn`, `dhtmlxq` or `xqf`.
    pub format: Format,
    /// The encoding it was read in.
    #[serde(serialize_with = "encoding")]
    pub encoding: Encoding,
    /// The start position (FEN) when it is not the standard opening position.
    pub start: Option<String>,
    /// How many plies were played (up to the first that goes wrong).
    pub plies: usize,
    /// Where the record goes wrong, if it does.
    pub error: Option<RecordError>,
    /// What the reader skipped or could not read, each with its line.
    pub notes: Vec<String>,
    /// Every repetition, under each book in turn, in the order of play.
    pub repetitions: Vec<Repetition>,
    /// The recorded result as written (the `[Result]` tag, else the movetext's), if any.
    pub result: Option<String>,
    /// How the recorded result compares with each book's rulings.
    pub result_check: Checks,
    /// How many variations (alternatives to a move, at every depth) the record holds.
    pub variations: usize,
    /// How many comments the record holds.
    pub comments: usize,
    /// Every other root-to-leaf line of the variations, ruled (when asked for: `--variations`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lines: Option<Vec<LineReport>>,
    /// The record as read (for writing it back).
    #[serde(skip)]
    pub record: Record,
    /// The record played on the board.
    #[serde(skip)]
    pub replay: Replay,
}

/// A root-to-leaf line of a record's variations, replayed and ruled: a line of play an
/// annotator wrote, whose repetitions are worth a ruling too.
#[derive(Clone, Debug, Serialize)]
pub struct LineReport {
    /// Its number: 2 and up (1 is the main line), in the order the variations are written.
    pub line: usize,
    /// The first ply where it leaves the line it branches from.
    pub from_ply: usize,
    /// How many plies it has (from the start, up to the first that goes wrong).
    pub plies: usize,
    /// Its moves from the branch on, in ICCS.
    pub moves: Vec<String>,
    /// Where it goes wrong, if it does.
    pub error: Option<RecordError>,
    /// Its repetitions from the branch on (those before are the parent line's), under each book.
    pub repetitions: Vec<Repetition>,
}

/// Each book's [`ResultCheck`], in the order the books were asked for. Written as the check's
/// name when one book was asked for (`"consistent"`), and as an object by book id when several
/// were (`{"cn": "consistent", "axf": "agreed-draw"}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checks(pub Vec<(String, ResultCheck)>);

impl Checks {
    /// The check under one book.
    pub fn get(&self, rules: &str) -> Option<ResultCheck> {
        self.0.iter().find(|(r, _)| r == rules).map(|(_, c)| *c)
    }
}

impl Serialize for Checks {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.as_slice() {
            [(_, one)] => one.serialize(s),
            many => {
                let mut map = s.serialize_map(Some(many.len()))?;
                for (rules, check) in many {
                    map.serialize_entry(rules, check)?;
                }
                map.end()
            }
        }
    }
}

impl GameReport {
    /// Replays `record` (game `game` of `file`, read in `encoding`) and reviews it under each of
    /// `books`.
    pub fn new(
        file: &str,
        game: usize,
        record: Record,
        encoding: Encoding,
        books: &[&'static Rulebook],
    ) -> GameReport {
        let replay = record.replay();
        let result = record.result();
        let mut repetitions = Vec::new();
        let mut checks = Vec::new();
        for &book in books {
            let r = review(book, &replay, result);
            repetitions.extend(r.repetitions);
            checks.push((r.rules, r.check));
        }
        let start = replay.start.fen();
        GameReport {
            file: file.to_string(),
            game,
            line: record.line,
            tags: record.tags.clone(),
            format: record.format,
            encoding,
            start: (start != START_FEN).then_some(start),
            plies: replay.moves.len(),
            error: replay.error.clone(),
            notes: record.notes.clone(),
            repetitions,
            result: record.result_text().map(str::to_string),
            result_check: Checks(checks),
            variations: record.variation_count(),
            comments: record.comment_count(),
            lines: None,
            record,
            replay,
        }
    }

    /// Replays and rules every root-to-leaf line of the record's variations under each of
    /// `books` ([`GameReport::lines`]).
    pub fn rule_lines(&mut self, books: &[&'static Rulebook]) {
        let mut lines = Vec::new();
        for line in self.record.lines() {
            let record = self.record.with_line(&line);
            let replay = record.replay();
            let shared = replay.plies_of(line.shared);
            let mut repetitions = Vec::new();
            for &book in books {
                let r = review(book, &replay, None);
                repetitions.extend(r.repetitions.into_iter().filter(|r| r.ply > shared));
            }
            lines.push(LineReport {
                line: line.number,
                from_ply: shared + 1,
                plies: replay.moves.len(),
                moves: replay.moves.iter().skip(shared).map(|m| m.iccs()).collect(),
                error: replay.error,
                repetitions,
            });
        }
        self.lines = Some(lines);
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.record.tag(name)
    }
}

fn tags<S: Serializer>(tags: &[(String, String)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(tags.len()))?;
    for (name, value) in tags {
        map.serialize_entry(name, value)?;
    }
    map.end()
}

fn encoding<S: Serializer>(e: &Encoding, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(e.name())
}
