//! Reading XQF files: the binary game records of 象棋演播室 (XQStudio) and the programs that
//! write its format, versions 10 to 18, plain and encrypted — the format most Chinese
//! collections are kept in.
//!
//! Read as the project's description of the format gives it (the workplace's `design/XQF.md`,
//! checked against 18,827 real files; the section numbers cited below are its): a 1,024-byte
//! header (signature `XQ`, version, key bytes, the
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
//!
//! The parts: [`XqfError`] (`error`), the header's keys, strings and piece table (`header`),
//! the record area's tree (`tree`), and, for the tests, a writer (`write`, with the feature
//! `xqf-writer`).

mod error;
mod header;
mod tree;
#[cfg(any(test, feature = "xqf-writer"))]
pub mod write;

pub use error::XqfError;

use crate::record::{Comment, Format, Record, Variation, Word};
use crate::result::GameResult;
use header::{Keys, STRINGS, pascal, piece_table};
use qili_oracle::{Move, START_FEN, Setup};
use tree::tree;

/// The size of the header; the record area starts here.
pub const HEADER_BYTES: usize = 1024;

/// The largest XQF file read (the largest real one, an opening book of 226,492 nodes, is
/// about 2 MiB).
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// How deep variations may nest (a variation inside a variation inside …); deeper trees are
/// refused. The largest real tree, an opening book of 3,142 variations, nests far less.
pub const MAX_VARIATION_DEPTH: usize = 10_000;

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
