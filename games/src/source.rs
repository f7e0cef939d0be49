//! Where recorded games come from: a file or a stream, in PGN, DhtmlXQ or XQF, games taken one
//! at a time in order.
//!
//! The format is told from the beginning of the stream: the XQF signature (`XQ` and a version
//! byte) makes it one XQF game, read whole (at most [`crate::xqf::MAX_FILE_BYTES`]); a DhtmlXQ
//! record (`[DhtmlXQ]`) in its first 64 KiB makes it a page of DhtmlXQ records, read whole (at
//! most [`MAX_PAGE_BYTES`]); binary data (NUL bytes, or many control bytes) is no game record
//! and is refused; anything else is PGN, read game by game without holding more than one
//! ([`crate::split`]). Each PGN game is decoded on its own, in the encoding asked for or the one
//! that reads it best ([`crate::text`]), so that a file that mixes encodings is still read. Zip
//! archives of such files are [`crate::archive`]'s.

use crate::NoGame;
use crate::record::{Format, Record, Unreadable};
use crate::split::{RawGame, Splitter};
use crate::text::{Encoding, decode};
use crate::{dhtmlxq, pgn, xqf};
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
                    record.unreadable = Some(Unreadable::TooLarge {
                        line: raw.line,
                        mib: crate::split::MAX_GAME_BYTES / (1024 * 1024),
                    });
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
    /// One XQF game (or why the file cannot be read as one), until taken.
    Xqf(Option<Box<Record>>),
}

/// Whether bytes begin as an XQF file does: `XQ` and a version byte (a control character:
/// 10 to 18 in the files written, never a letter).
pub fn is_xqf(head: &[u8]) -> bool {
    head.starts_with(b"XQ") && head.get(2).is_some_and(|&v| v < 0x20)
}

/// Why the beginning of a stream is no game record: binary data, which PGN and DhtmlXQ (text
/// in UTF-8, GB18030 or Big5) hold only by accident — more than one control byte in a hundred
/// (tabs, line ends and form feeds aside; random bytes have eleven). `None` for text.
pub fn binary(head: &[u8]) -> Option<NoGame> {
    let text = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    let control = text
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0C | 0x1A) || b == 0x7F)
        .count();
    (control * 100 > text.len()).then_some(NoGame::Binary {
        control,
        bytes: text.len(),
    })
}

/// The record of an XQF file's bytes: its game, or a record that cannot be read, saying why.
pub fn xqf_record(bytes: &[u8]) -> Record {
    match xqf::read(bytes) {
        Ok(x) => x.record(),
        Err(e) => Record {
            unreadable: Some(Unreadable::Xqf(e)),
            format: Format::Xqf,
            ..Record::default()
        },
    }
}

impl<R: BufRead> Games<R> {
    /// The games of `reader`, whose format is told from the bytes its buffer holds first (give
    /// it a buffer of [`SNIFF_BYTES`]). A page of DhtmlXQ records is decoded in `encoding`, or
    /// the one that reads it best. Binary data that is not XQF is an error, and so is an empty
    /// stream.
    pub fn open(mut reader: R, encoding: Option<Encoding>) -> Result<Games<R>, NoGame> {
        // Looked at without consuming: the PGN reader reads these bytes again.
        let head = reader.fill_buf()?;
        let head = &head[..head.len().min(SNIFF_BYTES)];
        if is_xqf(head) {
            let mut bytes = Vec::new();
            (&mut reader)
                .take(xqf::MAX_FILE_BYTES + 1)
                .read_to_end(&mut bytes)?;
            return Ok(Games::Xqf(Some(Box::new(xqf_record(&bytes)))));
        }
        if head.is_empty() {
            return Err(NoGame::Empty);
        }
        if crate::archive::is_zip(head) {
            return Err(NoGame::ZipStream);
        }
        if let Some(why) = binary(head) {
            return Err(why);
        }
        if !contains(head, b"[DhtmlXQ]") {
            return Ok(Games::Pgn(Splitter::new(reader)));
        }
        let mut bytes = Vec::new();
        (&mut reader)
            .take(MAX_PAGE_BYTES + 1)
            .read_to_end(&mut bytes)?;
        if bytes.len() as u64 > MAX_PAGE_BYTES {
            return Err(NoGame::PageTooLarge {
                mib: MAX_PAGE_BYTES / (1024 * 1024),
            });
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
            Games::Xqf(record) => record.take().map(|r| Ok(Item::Read(r, Encoding::Gb18030))),
        }
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}
