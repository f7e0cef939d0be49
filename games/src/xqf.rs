//! Reading XQF files: the binary game records of 象棋演播室 (XQStudio) and the programs that
//! write its format, versions 10 to 18, plain and encrypted — the format most Chinese
//! collections are kept in.
//!
//! Read as `docs/XQF.md`'s source describes the format (the project's design notes, checked
//! against 18,827 real files): a 1,024-byte header (signature `XQ`, version, key bytes, the
//! 32-slot piece table, side to move, result code, game type, the game information as GBK
//! Pascal strings), then the record area, a game tree stored in pre-order as first-child /
//! next-sibling records, each a move with an optional comment. From version 11 the piece table,
//! the records and the comments are encrypted with keys made from the header; from version 12
//! the piece table is also rotated.
//!
//! [`read`] decodes a file into an [`Xqf`]: the header, the start position and the tree, or an
//! [`XqfError`] saying what is wrong and where (a wrong signature, a failed key checksum, a
//! file shorter than its header, a record or comment running past the end, a square off the
//! board, two pieces on one square). It never panics, whatever the bytes; the tree is walked
//! without recursion, so a line of any length is read. [`Xqf::record`] turns it into the
//! [`Record`] every reader produces: tags, the main line as moves on squares, the comments and
//! the variations.

#[cfg(any(test, feature = "xqf-writer"))]
pub mod write;

use crate::record::{Comment, Format, Record, Variation, Word};
use crate::result::GameResult;
use qili_oracle::{Color, Move, Piece, PieceKind, START_FEN, Setup, Square};
use std::fmt;

/// The size of the header; the record area starts here.
pub const HEADER_BYTES: usize = 1024;

/// The largest XQF file read (the largest real one, an opening book of 226,492 nodes, is
/// about 2 MiB).
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// How deep variations may nest (a variation inside a variation inside …); deeper trees are
/// refused. The largest real tree, an opening book of 3,142 variations, nests far less.
pub const MAX_VARIATION_DEPTH: usize = 10_000;

/// The key stream's text, masked by the key bytes (XQF.md §6).
const COPYRIGHT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The piece kinds of the 16 slots of one side, in slot order (XQF.md §5).
const SLOT_KINDS: [PieceKind; 16] = [
    PieceKind::Rook,
    PieceKind::Horse,
    PieceKind::Elephant,
    PieceKind::Advisor,
    PieceKind::General,
    PieceKind::Advisor,
    PieceKind::Elephant,
    PieceKind::Horse,
    PieceKind::Rook,
    PieceKind::Cannon,
    PieceKind::Cannon,
    PieceKind::Pawn,
    PieceKind::Pawn,
    PieceKind::Pawn,
    PieceKind::Pawn,
    PieceKind::Pawn,
];

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

/// The game type of the header (byte `0x40`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameType {
    /// 0, 全局: a full game.
    Full,
    /// 1, 开局: an opening.
    Opening,
    /// 2, 中局: a middle game.
    Middle,
    /// 3, 残局: an endgame.
    Endgame,
    /// Any other value.
    Other(u16),
}

impl GameType {
    fn from_code(code: u16) -> GameType {
        match code {
            0 => GameType::Full,
            1 => GameType::Opening,
            2 => GameType::Middle,
            3 => GameType::Endgame,
            n => GameType::Other(n),
        }
    }

    /// The Chinese name XQStudio gives it (全局, 开局, 中局, 残局), or the number.
    pub fn name(self) -> String {
        match self {
            GameType::Full => "全局".to_string(),
            GameType::Opening => "开局".to_string(),
            GameType::Middle => "中局".to_string(),
            GameType::Endgame => "残局".to_string(),
            GameType::Other(n) => n.to_string(),
        }
    }
}

/// The game information strings of the header, decoded (empty when not given).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// Title (标题).
    pub title: String,
    /// Event (赛事).
    pub event: String,
    /// Date (日期), free text.
    pub date: String,
    /// Place (地点).
    pub place: String,
    /// Red (红方).
    pub red: String,
    /// Black (黑方).
    pub black: String,
    /// Time control (用时规则).
    pub time_rule: String,
    /// Red's time used.
    pub red_time: String,
    /// Black's time used.
    pub black_time: String,
    /// The annotator (评论).
    pub annotator: String,
    /// The file's author (作者).
    pub author: String,
}

/// One record of the tree: a move (none for the root), its comment, and its links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move; `None` for the root, which stands for the start position.
    pub mv: Option<Move>,
    /// The comment on the position after the move (on the root: on the whole game).
    pub comment: Option<String>,
    /// The next move after this one (the continuation), if any.
    pub first_child: Option<usize>,
    /// Another move from the same position as this one (a variation), if any.
    pub next_sibling: Option<usize>,
    /// The record's offset in the file.
    pub offset: usize,
}

/// A decoded XQF file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xqf {
    /// The format version (byte 2).
    pub version: u8,
    /// The game information.
    pub info: Info,
    /// The result code (byte `0x33`): 0 unknown, 1 red wins, 2 black wins, 3 draw, 4 a draw as
    /// third-party tools write it.
    pub result_code: u8,
    /// The game type (bytes `0x40`–`0x41`).
    pub game_type: GameType,
    /// The start position as the piece table and `WhoPlay` give it (not yet checked for
    /// legality: the replay does that).
    pub start: Setup,
    /// The tree's records in file order; node 0 is the root.
    pub nodes: Vec<Node>,
    /// What the reader noted: header strings cut mid-character, bytes after the tree, a
    /// version above 18.
    pub notes: Vec<String>,
}

/// The keys of one file (XQF.md §6); all zero for versions up to 10.
struct Keys {
    xy: u8,
    xyf: u8,
    xyt: u8,
    rmk: u32,
    stream: [u8; 32],
}

fn mix(r: u8, f: u8) -> u8 {
    let r = u32::from(r);
    ((((54 * r * r + 221) % 256) * u32::from(f)) % 256) as u8
}

impl Keys {
    fn of(h: &[u8]) -> Keys {
        if h[2] <= 10 {
            return Keys {
                xy: 0,
                xyf: 0,
                xyt: 0,
                rmk: 0,
                stream: [0; 32],
            };
        }
        let xy = mix(h[0x0D], h[0x0D]);
        let xyf = mix(h[0x0E], xy);
        let xyt = mix(h[0x0F], xyf);
        let rmk = (u32::from(h[0x0C]) * 256 + u32::from(h[0x0D])) % 32_000 + 767;
        let k = [
            (h[0x0C] & h[0x03]) | h[0x08],
            (h[0x0D] & h[0x03]) | h[0x09],
            (h[0x0E] & h[0x03]) | h[0x0A],
            (h[0x0F] & h[0x03]) | h[0x0B],
        ];
        let mut stream = [0; 32];
        for (i, s) in stream.iter_mut().enumerate() {
            *s = COPYRIGHT[i] & k[i % 4];
        }
        Keys {
            xy,
            xyf,
            xyt,
            rmk,
            stream,
        }
    }
}

/// A header string slot (XQF.md §3.1): its name for notes, offset and size.
const STRINGS: [(&str, usize, usize); 11] = [
    ("title", 0x050, 64),
    ("event", 0x0D0, 64),
    ("date", 0x110, 16),
    ("place", 0x120, 16),
    ("red", 0x130, 16),
    ("black", 0x140, 16),
    ("time control", 0x150, 64),
    ("red's time", 0x190, 16),
    ("black's time", 0x1A0, 16),
    ("annotator", 0x1D0, 16),
    ("author", 0x1E0, 16),
];

/// Decodes an XQF file.
pub fn read(bytes: &[u8]) -> Result<Xqf, XqfError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(XqfError::TooLarge {
            length: bytes.len() as u64,
        });
    }
    if !bytes.starts_with(b"XQ") {
        return Err(XqfError::Signature {
            found: bytes[..bytes.len().min(8)].to_vec(),
        });
    }
    if bytes.len() < HEADER_BYTES {
        return Err(XqfError::TooShort {
            length: bytes.len(),
        });
    }
    let h = &bytes[..HEADER_BYTES];
    let version = h[2];
    let sum = h[0x0C]
        .wrapping_add(h[0x0D])
        .wrapping_add(h[0x0E])
        .wrapping_add(h[0x0F]);
    if sum != 0 {
        return Err(XqfError::Checksum { sum });
    }
    let mut notes = Vec::new();
    if version > 18 {
        notes.push(format!(
            "XQF version {version}, above the 18 XQStudio writes: read as version 18"
        ));
    }
    let keys = Keys::of(h);
    let mut strings: Vec<String> = Vec::with_capacity(STRINGS.len());
    for (name, at, size) in STRINGS {
        strings.push(pascal(&h[at..at + size], name, &mut notes));
    }
    let [
        title,
        event,
        date,
        place,
        red,
        black,
        time_rule,
        red_time,
        black_time,
        annotator,
        author,
    ]: [String; 11] = strings.try_into().expect("eleven strings");
    let info = Info {
        title,
        event,
        date,
        place,
        red,
        black,
        time_rule,
        red_time,
        black_time,
        annotator,
        author,
    };
    let start = piece_table(h, version, &keys)?;
    let nodes = tree(bytes, version, &keys, &mut notes)?;
    Ok(Xqf {
        version,
        info,
        result_code: h[0x33],
        game_type: GameType::from_code(u16::from_le_bytes([h[0x40], h[0x41]])),
        start,
        nodes,
        notes,
    })
}

/// A Pascal string slot decoded from GBK (GB18030, its superset, where GBK has no character):
/// the length byte clamped to the slot's capacity; a last character cut by the writer's byte
/// limit is dropped and noted, other undecodable bytes become U+FFFD and are noted.
fn pascal(slot: &[u8], name: &str, notes: &mut Vec<String>) -> String {
    let capacity = slot.len() - 1;
    let stated = usize::from(slot[0]);
    if stated > capacity {
        notes.push(format!(
            "the {name} string claims {stated} bytes, more than its {capacity}: read as {capacity}"
        ));
    }
    let text = &slot[1..1 + stated.min(capacity)];
    let (decoded, cut) = gbk(text);
    if cut {
        notes.push(format!(
            "the {name} string is cut mid-character after {} bytes: its last byte, a lone GBK \
             lead byte, is dropped",
            text.len()
        ));
    }
    let bad = decoded.matches(char::REPLACEMENT_CHARACTER).count();
    if bad > 0 {
        notes.push(format!(
            "the {name} string has {bad} byte sequences that are not GBK or GB18030: read as \
             U+FFFD"
        ));
    }
    // NUL bytes inside a text (never seen) are dropped: they end a string for every reader.
    decoded.replace('\0', "")
}

/// GBK text decoded (by the GB18030 decoder, which reads every GBK sequence and the user-defined
/// areas GBK leaves out), and whether its last byte was a lone lead byte, dropped.
fn gbk(bytes: &[u8]) -> (String, bool) {
    let lone_lead = lone_lead_at_end(bytes);
    let bytes = if lone_lead {
        &bytes[..bytes.len() - 1]
    } else {
        bytes
    };
    let (text, _) = encoding_rs::GB18030.decode_without_bom_handling(bytes);
    (text.into_owned(), lone_lead)
}

/// Whether the last byte of a GBK text is a lead byte (`0x81`–`0xFE`) with no byte after it,
/// counting pairs from the start.
fn lone_lead_at_end(bytes: &[u8]) -> bool {
    let mut i = 0;
    while i < bytes.len() {
        if (0x81..=0xFE).contains(&bytes[i]) {
            if i + 1 == bytes.len() {
                return true;
            }
            // GB18030's four-byte sequences have a digit second; both are two steps.
            i += 2;
        } else {
            i += 1;
        }
    }
    false
}

/// The start position: the decoded piece table and the side to move (XQF.md §7, §9.5).
fn piece_table(h: &[u8], version: u8, keys: &Keys) -> Result<Setup, XqfError> {
    let mut slots = [0u8; 32];
    for i in 0..32 {
        let value = h[0x10 + i].wrapping_sub(keys.xy);
        let slot = if version >= 12 {
            (i + 1 + usize::from(keys.xy)) % 32
        } else {
            i
        };
        slots[slot] = value;
    }
    let mut setup = Setup::empty();
    let mut owner: [Option<usize>; Square::COUNT] = [None; Square::COUNT];
    for (slot, &value) in slots.iter().enumerate() {
        let Some(square) = square(value) else {
            continue;
        };
        if let Some(other) = owner[square.index()] {
            return Err(XqfError::TwoPieces {
                square: square.to_string(),
                slots: (other, slot),
            });
        }
        owner[square.index()] = Some(slot);
        let color = if slot < 16 { Color::Red } else { Color::Black };
        setup.board[square.index()] = Some(Piece::new(color, SLOT_KINDS[slot % 16]));
    }
    setup.side_to_move = if h[0x32] == 1 {
        Color::Black
    } else {
        Color::Red
    };
    Ok(setup)
}

/// The square of an XQF square byte `10·file + rank`, if on the board.
fn square(value: u8) -> Option<Square> {
    (value < 90).then(|| Square::from_coords(i32::from(value / 10), i32::from(value % 10)))?
}

/// The record area, decrypted and walked into nodes (XQF.md §8, §9).
fn tree(
    bytes: &[u8],
    version: u8,
    keys: &Keys,
    notes: &mut Vec<String>,
) -> Result<Vec<Node>, XqfError> {
    let plain: Vec<u8> = bytes
        .iter()
        .enumerate()
        .skip(HEADER_BYTES)
        .map(|(p, &b)| b.wrapping_sub(keys.stream[p % 32]))
        .collect();
    let mut reader = Records {
        plain: &plain,
        at: 0,
        version,
        keys,
    };
    let mut nodes: Vec<Node> = Vec::new();
    let (root, flags) = reader.record(0)?;
    nodes.push(root);
    nodes[0].mv = None;
    let mut pending: Vec<usize> = Vec::new();
    // Each node's variation depth (0 on the main line) and whether it is a first child.
    let mut depth: Vec<(usize, bool)> = vec![(0, true)];
    let mut current = 0;
    let mut current_flags = Flags {
        sibling: false, // the root's sibling flag means nothing (XQF.md §9.3)
        ..flags
    };
    loop {
        if current_flags.sibling {
            pending.push(current);
        }
        let parent_link = if current_flags.child {
            Link::Child(current)
        } else if let Some(elder) = pending.pop() {
            Link::Sibling(elder)
        } else {
            break;
        };
        let n = nodes.len();
        let (node, flags) = reader.record(n)?;
        let here = match parent_link {
            Link::Child(p) => (depth[p].0, true),
            // The alternatives to a first child open a variation one deeper; the alternatives
            // to an alternative are at its depth.
            Link::Sibling(e) => (depth[e].0 + usize::from(depth[e].1), false),
        };
        if here.0 > MAX_VARIATION_DEPTH {
            return Err(XqfError::TooDeep {
                offset: node.offset,
            });
        }
        depth.push(here);
        nodes.push(node);
        match parent_link {
            Link::Child(p) => nodes[p].first_child = Some(n),
            Link::Sibling(e) => nodes[e].next_sibling = Some(n),
        }
        current = n;
        current_flags = flags;
    }
    if reader.at < plain.len() {
        notes.push(format!(
            "{} bytes after the end of the game tree (from byte {:#x}): not read",
            plain.len() - reader.at,
            HEADER_BYTES + reader.at
        ));
    }
    Ok(nodes)
}

#[derive(Clone, Copy)]
enum Link {
    Child(usize),
    Sibling(usize),
}

#[derive(Clone, Copy)]
struct Flags {
    child: bool,
    sibling: bool,
}

/// The decrypted record area, read record by record.
struct Records<'a> {
    plain: &'a [u8],
    at: usize,
    version: u8,
    keys: &'a Keys,
}

impl Records<'_> {
    fn take(&mut self, n: usize, node: usize, what: &'static str) -> Result<&[u8], XqfError> {
        let offset = HEADER_BYTES + self.at;
        let bytes = self
            .plain
            .get(self.at..self.at + n)
            .ok_or(XqfError::Truncated { offset, node, what })?;
        self.at += n;
        Ok(bytes)
    }

    /// Record `node`: its move, flags and comment.
    fn record(&mut self, node: usize) -> Result<(Node, Flags), XqfError> {
        let offset = HEADER_BYTES + self.at;
        let old = self.version <= 10;
        let head = self.take(if old { 8 } else { 4 }, node, "the move record")?;
        let (b0, b1, tag) = (head[0], head[1], head[2]);
        let (flags, length) = if old {
            let length = u32::from_le_bytes([head[4], head[5], head[6], head[7]]);
            (
                Flags {
                    child: tag & 0xF0 != 0,
                    sibling: tag & 0x0F != 0,
                },
                Some(length),
            )
        } else {
            let flags = Flags {
                child: tag & 0x80 != 0,
                sibling: tag & 0x40 != 0,
            };
            let length = if tag & 0x20 != 0 {
                let l = self.take(4, node, "the comment length")?;
                Some(u32::from_le_bytes([l[0], l[1], l[2], l[3]]).wrapping_sub(self.keys.rmk))
            } else {
                None
            };
            (flags, length)
        };
        let comment = match length {
            None | Some(0) => None,
            Some(length) => {
                let remaining = self.plain.len() - self.at;
                if length as usize > remaining {
                    return Err(XqfError::CommentPastEnd {
                        offset: HEADER_BYTES + self.at,
                        node,
                        length,
                        remaining,
                    });
                }
                let text = self.take(length as usize, node, "the comment")?;
                Some(comment_text(text))
            }
        };
        let mv = if node == 0 {
            None
        } else {
            let from = b0.wrapping_sub(0x18).wrapping_sub(self.keys.xyf);
            let to = b1.wrapping_sub(0x20).wrapping_sub(self.keys.xyt);
            let bad = |value| XqfError::Square {
                offset,
                node,
                value,
            };
            Some(Move::new(
                square(from).ok_or_else(|| bad(from))?,
                square(to).ok_or_else(|| bad(to))?,
            ))
        };
        Ok((
            Node {
                mv,
                comment,
                first_child: None,
                next_sibling: None,
                offset,
            },
            flags,
        ))
    }
}

/// A comment's text: GBK decoded tolerantly (XQF.md §11), CR LF made line feeds, the line ends
/// after the last line dropped. A lone lead byte cut by the writer is dropped.
fn comment_text(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        out.push_str(&gbk(line).0);
    }
    out.replace('\0', "").trim_end().to_string()
}

impl Xqf {
    /// Whether the file's records are encrypted (version 11 and above).
    pub fn encrypted(&self) -> bool {
        self.version > 10
    }

    /// The recorded result: codes 1, 2, 3, and 4 (a draw, as third-party tools write it).
    pub fn result(&self) -> Option<GameResult> {
        match self.result_code {
            1 => Some(GameResult::RedWins),
            2 => Some(GameResult::BlackWins),
            3 | 4 => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// How many variations the tree holds: records that are not the first move after their
    /// parent.
    pub fn variation_count(&self) -> usize {
        self.nodes.iter().filter_map(|n| n.next_sibling).count()
    }

    /// How many records carry a comment (the root's, on the whole game, included).
    pub fn comment_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.comment.is_some()).count()
    }

    /// The game as a [`Record`] (comments of blanks only left out): the header's strings as tags under their PGN names (`Title`,
    /// `Event`, `Date`, `Site`, `Red`, `Black`, `TimeControl`, `RedTime`, `BlackTime`,
    /// `Annotator`, `Author`; only those given), `Result`, `GameType` when not a full game, and
    /// `FEN` when the start is not the standard one; the main line; the comments and the
    /// variations of the tree.
    pub fn record(&self) -> Record {
        let i = &self.info;
        let mut tags: Vec<(String, String)> = [
            ("Title", &i.title),
            ("Event", &i.event),
            ("Date", &i.date),
            ("Site", &i.place),
            ("Red", &i.red),
            ("Black", &i.black),
            ("TimeControl", &i.time_rule),
            ("RedTime", &i.red_time),
            ("BlackTime", &i.black_time),
            ("Annotator", &i.annotator),
            ("Author", &i.author),
        ]
        .into_iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .map(|(n, v)| (n.to_string(), v.trim().to_string()))
        .collect();
        tags.push((
            "Result".to_string(),
            self.result().map_or("*", GameResult::pgn).to_string(),
        ));
        if self.game_type != GameType::Full {
            tags.push(("GameType".to_string(), self.game_type.name()));
        }
        let fen = self.start.to_fen();
        if fen != START_FEN {
            tags.push(("FEN".to_string(), fen));
        }
        let mut notes = self.notes.clone();
        if self.result_code == 4 {
            notes.push(
                "result code 4 (written by third-party tools, not XQStudio): read as a draw"
                    .to_string(),
            );
        } else if self.result_code > 4 {
            notes.push(format!(
                "result code {}: not one XQF defines, read as no result",
                self.result_code
            ));
        }
        let mut comments = Vec::new();
        if let Some(c) = self.nodes[0]
            .comment
            .as_ref()
            .filter(|c| !c.trim().is_empty())
        {
            comments.push(Comment {
                after: 0,
                text: c.clone(),
            });
        }
        let mut line = self.nodes[0]
            .first_child
            .map(|first| self.line(first))
            .unwrap_or_default();
        comments.append(&mut line.comments);
        Record {
            line: 0,
            tags,
            words: std::mem::take(&mut line.words),
            movetext_result: None,
            notes,
            unreadable: None,
            comments,
            variations: std::mem::take(&mut line.variations),
            format: Format::Xqf,
        }
    }

    /// The line that starts at node `first` and follows first children, with the comments on
    /// its moves and the variations (the siblings of its nodes) — built without recursion.
    fn line(&self, first: usize) -> Variation {
        // Each variation in the making, with the node that continues it; finished ones are
        // attached to their parent line at the index of the move they replace.
        struct Open {
            line: Variation,
            next: Option<usize>,
            parent: Option<(usize, usize)>,
        }
        let mut stack: Vec<Open> = vec![Open {
            line: Variation::default(),
            next: Some(first),
            parent: None,
        }];
        loop {
            let top = stack.len() - 1;
            let Some(n) = stack[top].next else {
                let done = stack.pop().expect("an open line");
                match done.parent {
                    None => return done.line,
                    Some((parent, at)) => {
                        let mut line = done.line;
                        line.at = at;
                        stack[parent].line.variations.push(line);
                        continue;
                    }
                }
            };
            let node = &self.nodes[n];
            let open = &mut stack[top];
            let at = open.line.words.len();
            let mv = node.mv.expect("only the root has no move");
            open.line.words.push(Word {
                text: mv.iccs(),
                line: 0,
                column: 0,
                squares: Some(mv),
                byte: Some(node.offset),
            });
            if let Some(c) = node.comment.as_ref().filter(|c| !c.trim().is_empty()) {
                open.line.comments.push(Comment {
                    after: at + 1,
                    text: c.clone(),
                });
            }
            open.next = node.first_child;
            // The first move of a variation is itself a sibling: its elders' chain was taken
            // when the first of them was read.
            let starts_variation = at == 0 && open.parent.is_some();
            // The alternatives to this move, each a line of its own, are read before the line
            // goes on; pushed last-first so that they are finished in file order.
            let mut siblings = Vec::new();
            let mut s = if starts_variation {
                None
            } else {
                node.next_sibling
            };
            while let Some(k) = s {
                siblings.push(k);
                s = self.nodes[k].next_sibling;
            }
            for &k in siblings.iter().rev() {
                stack.push(Open {
                    line: Variation::default(),
                    next: Some(k),
                    parent: Some((top, at)),
                });
            }
        }
    }
}
