//! Where recorded games come from: a file or a stream, in PGN or DhtmlXQ, games taken one at a
//! time in order.
//!
//! The format is told from the beginning of the stream: a DhtmlXQ record (`[DhtmlXQ]`) in its
//! first 64 KiB makes it a page of DhtmlXQ records, read whole (at most [`MAX_PAGE_BYTES`]);
//! anything else is PGN, read game by game without holding more than one
//! ([`crate::split`]). Each PGN game is decoded on its own, in the encoding asked for or the one
//! that reads it best ([`crate::text`]), so that a file that mixes encodings is still read.

use crate::record::Record;
use crate::split::{RawGame, Splitter};
use crate::text::{Encoding, decode};
use crate::{dhtmlxq, pgn};
use std::io::{self, BufRead, Read};

/// How much of a stream is looked at to tell its format.
pub const SNIFF_BYTES: usize = 64 * 1024;

/// The largest page of DhtmlXQ records read (a page is read whole).
pub const MAX_PAGE_BYTES: u64 = 64 * 1024 * 1024;

/// A game taken from a stream, not yet read.
#[derive(Clone, Debug)]
pub enum Item {
    /// A PGN game's bytes.
    Raw(RawGame),
    /// A game already read (DhtmlXQ pages are read whole), with the page's encoding.
    Read(Box<Record>, Encoding),
}

impl Item {
    /// Reads the game: decodes a PGN game (in `encoding`, or the one that reads it best) and
    /// reads its tags and moves. Returns the record and the encoding it was read in.
    pub fn read(self, encoding: Option<Encoding>) -> (Record, Encoding) {
        match self {
            Item::Read(record, e) => (*record, e),
            Item::Raw(raw) => {
                // Of a game too large to read, only the tags at its beginning are read.
                let bytes = if raw.oversized {
                    &raw.bytes[..raw.bytes.len().min(SNIFF_BYTES)]
                } else {
                    &raw.bytes[..]
                };
                let decoded = decode(bytes, encoding);
                let mut record = pgn::read(&decoded.text, raw.line);
                record.notes.splice(0..0, raw.skipped.iter().cloned());
                if decoded.malformed > 0 {
                    record.notes.push(format!(
                        "{} byte sequences are not {} and were read as U+FFFD",
                        decoded.malformed, decoded.encoding
                    ));
                }
                if raw.oversized {
                    record.words.clear();
                    record.movetext_result = None;
                    record.notes.clear();
                    record.unreadable = Some(format!(
                        "line {}: the game is larger than {} MiB: not read",
                        raw.line,
                        crate::split::MAX_GAME_BYTES / (1024 * 1024)
                    ));
                }
                (record, decoded.encoding)
            }
        }
    }
}

/// The games of one stream, in order.
pub enum Games<R> {
    /// PGN, game by game.
    Pgn(Splitter<R>),
    /// DhtmlXQ records, read from a whole page.
    Page(std::vec::IntoIter<Record>, Encoding),
}

impl<R: BufRead> Games<R> {
    /// The games of `reader`, whose format is told from the bytes its buffer holds first (give
    /// it a buffer of [`SNIFF_BYTES`]). A page of DhtmlXQ records is decoded in `encoding`, or
    /// the one that reads it best.
    pub fn open(mut reader: R, encoding: Option<Encoding>) -> io::Result<Games<R>> {
        // Looked at without consuming: the PGN reader reads these bytes again.
        let head = reader.fill_buf()?;
        if !contains(head, b"[DhtmlXQ]") {
            return Ok(Games::Pgn(Splitter::new(reader)));
        }
        let mut bytes = Vec::new();
        (&mut reader)
            .take(MAX_PAGE_BYTES + 1)
            .read_to_end(&mut bytes)?;
        if bytes.len() as u64 > MAX_PAGE_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "a page of DhtmlXQ records larger than {} MiB",
                    MAX_PAGE_BYTES / (1024 * 1024)
                ),
            ));
        }
        let decoded = decode(&bytes, encoding);
        let records = dhtmlxq::read_all(&decoded.text);
        Ok(Games::Page(records.into_iter(), decoded.encoding))
    }
}

impl<R: BufRead> Iterator for Games<R> {
    type Item = io::Result<Item>;

    fn next(&mut self) -> Option<io::Result<Item>> {
        match self {
            Games::Pgn(s) => s.next().map(|r| r.map(Item::Raw)),
            Games::Page(records, e) => records.next().map(|r| Ok(Item::Read(Box::new(r), *e))),
        }
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}
