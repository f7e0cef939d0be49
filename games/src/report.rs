//! One recorded game's report under every book asked for: what `qili games --json` writes for
//! it, one object a line.

use crate::record::{Record, RecordError, Replay};
use crate::review::{Repetition, ResultCheck, review};
use crate::text::Encoding;
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
    /// The encoding it was read in.
    #[serde(serialize_with = "encoding")]
    pub encoding: Encoding,
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
    /// The record as read (for writing it back).
    #[serde(skip)]
    pub record: Record,
    /// The record played on the board.
    #[serde(skip)]
    pub replay: Replay,
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
        GameReport {
            file: file.to_string(),
            game,
            line: record.line,
            tags: record.tags.clone(),
            encoding,
            plies: replay.moves.len(),
            error: replay.error.clone(),
            notes: record.notes.clone(),
            repetitions,
            result: record.result_text().map(str::to_string),
            result_check: Checks(checks),
            record,
            replay,
        }
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
