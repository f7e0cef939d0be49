//! Why a file cannot be read as XQF, and where.

use super::{HEADER_BYTES, MAX_FILE_BYTES, MAX_VARIATION_DEPTH};
use std::fmt;

/// Why a file cannot be read as XQF, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XqfError {
    /// The file is shorter than the 1,024-byte header (zero bytes included).
    TooShort {
        /// Its length.
        length: usize,
    },
    /// The first two bytes are not `XQ`.
    Signature {
        /// The first bytes, as found.
        found: Vec<u8>,
    },
    /// The key bytes do not sum to 0 modulo 256 (XQStudio refuses such a file).
    Checksum {
        /// Their sum modulo 256.
        sum: u8,
    },
    /// Two pieces of the piece table stand on one square.
    TwoPieces {
        /// The square, in ICCS.
        square: String,
        /// The two slots (0–31).
        slots: (usize, usize),
    },
    /// A record, or a comment's length, runs past the end of the file.
    Truncated {
        /// The offset of the record (or comment) that runs past the end.
        offset: usize,
        /// The record's number in the tree (0 = the root).
        node: usize,
        /// What was being read.
        what: &'static str,
    },
    /// A comment's length runs past the end of the file (or a wrong comment key made it huge).
    CommentPastEnd {
        /// The offset of the comment's text.
        offset: usize,
        /// The record's number in the tree.
        node: usize,
        /// The length read.
        length: u32,
        /// How many bytes remain in the file.
        remaining: usize,
    },
    /// A move record names a square off the board (above 89).
    Square {
        /// The offset of the record.
        offset: usize,
        /// The record's number in the tree.
        node: usize,
        /// The square's value.
        value: u8,
    },
    /// Variations nest deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep {
        /// The offset of the record found too deep.
        offset: usize,
    },
    /// The file is larger than [`MAX_FILE_BYTES`].
    TooLarge {
        /// Its length.
        length: u64,
    },
}

impl fmt::Display for XqfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XqfError::TooShort { length: 0 } => write!(f, "an empty file (0 bytes)"),
            XqfError::TooShort { length } => write!(
                f,
                "{length} bytes: shorter than the {HEADER_BYTES}-byte header of an XQF file"
            ),
            XqfError::Signature { found } => write!(
                f,
                "not an XQF file: it starts with {} instead of the signature `XQ`",
                hex(found)
            ),
            XqfError::Checksum { sum } => write!(
                f,
                "the key checksum fails (bytes 0x0C-0x0F sum to {sum:#04x} modulo 256, not 0): \
                 a damaged header"
            ),
            XqfError::TwoPieces { square, slots } => write!(
                f,
                "the piece table puts two pieces on {square} (slots {} and {})",
                slots.0, slots.1
            ),
            XqfError::Truncated { offset, node, what } => write!(
                f,
                "truncated: {what} of record {node} at byte {offset:#x} runs past the end of the \
                 file"
            ),
            XqfError::CommentPastEnd {
                offset,
                node,
                length,
                remaining,
            } => write!(
                f,
                "the comment of record {node} at byte {offset:#x} is {length} bytes long, but \
                 only {remaining} bytes remain: a truncated or damaged file"
            ),
            XqfError::Square {
                offset,
                node,
                value,
            } => write!(
                f,
                "record {node} at byte {offset:#x} names square {value}, off the board (0-89)"
            ),
            XqfError::TooDeep { offset } => write!(
                f,
                "the record at byte {offset:#x} is in variations nested more than \
                 {MAX_VARIATION_DEPTH} deep: not read"
            ),
            XqfError::TooLarge { length } => write!(
                f,
                "{length} bytes: larger than an XQF file may be ({} MiB)",
                MAX_FILE_BYTES / (1024 * 1024)
            ),
        }
    }
}

impl std::error::Error for XqfError {}

/// At most eight bytes in hex, for a message.
fn hex(bytes: &[u8]) -> String {
    let shown: Vec<String> = bytes.iter().take(8).map(|b| format!("{b:02X}")).collect();
    if shown.is_empty() {
        "nothing".to_string()
    } else {
        format!("the bytes {}", shown.join(" "))
    }
}
