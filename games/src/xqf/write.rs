//! Writing XQF files, for the tests: every version from 10 to 18, encrypted as XQStudio
//! encrypts (keys drawn from a seed, random tag and reserved bits), with the game information,
//! a start position, and a tree of moves with comments and variations. The tests make their
//! files with it — well-formed ones of every version, and malformed ones by cutting or changing
//! the bytes it writes — and read them back. Built for tests only (`features = ["xqf-writer"]`).

use super::HEADER_BYTES;
use super::header::{Keys, SLOT_KINDS};
use qili_oracle::{Color, Move, Setup, Square};

/// A move of the tree to write, with its comment (bytes, as GBK would hold them) and the moves
/// that may follow it: the first is the continuation, the others its alternatives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The move's squares, as XQF bytes (`10·file + rank`); ignored on the root.
    pub squares: (u8, u8),
    /// The comment's bytes, if any.
    pub comment: Option<Vec<u8>>,
    /// The moves that may follow: the first is the continuation, the others alternatives to it.
    pub children: Vec<Node>,
}

impl Node {
    /// A node for a move, without comment or children.
    pub fn of(mv: Move) -> Node {
        Node {
            squares: (xqf_square(mv.from), xqf_square(mv.to)),
            ..Node::default()
        }
    }

    /// A chain of moves, each the continuation of the one before; `None` for no move.
    pub fn chain(moves: &[Move]) -> Option<Node> {
        let mut next: Option<Node> = None;
        for &m in moves.iter().rev() {
            let mut n = Node::of(m);
            n.children.extend(next.take());
            next = Some(n);
        }
        next
    }
}

/// The XQF byte of a square.
pub fn xqf_square(s: Square) -> u8 {
    s.file().index() * 10 + s.rank().index()
}

/// An XQF file to write.
#[derive(Clone, Debug)]
pub struct XqfFile {
    /// The version byte.
    pub version: u8,
    /// The seed the key bytes and the noise bits are drawn from (versions 11 and up).
    pub seed: u64,
    /// The header strings, by offset, as bytes (a GBK text, or any bytes a test wants there);
    /// the length byte written is the text's length (capped at 255).
    pub strings: Vec<(usize, Vec<u8>)>,
    /// The result code.
    pub result_code: u8,
    /// The game type code.
    pub game_type: u16,
    /// The 32 slots' squares (values above 89: not on the board).
    pub slots: [u8; 32],
    /// `WhoPlay`: 0 red, 1 black.
    pub who_play: u8,
    /// The root: its comment is on the whole game, its first child the first move.
    pub root: Node,
}

/// The standard opening position's slots (XQF.md §5).
pub const STANDARD_SLOTS: [u8; 32] = [
    80, 70, 60, 50, 40, 30, 20, 10, 0, 72, 12, 83, 63, 43, 23, 3, 9, 19, 29, 39, 49, 59, 69, 79,
    89, 17, 77, 6, 26, 46, 66, 86,
];

/// GBK bytes of a text (as XQStudio's strings and comments are stored).
pub fn gbk(text: &str) -> Vec<u8> {
    encoding_rs::GBK.encode(text).0.into_owned()
}

/// A small deterministic generator (xorshift), for the key bytes and the noise.
struct Noise(u64);

impl Noise {
    fn byte(&mut self) -> u8 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 32) as u8
    }

    /// A byte in 1..=254, as XQStudio draws the keys.
    fn key(&mut self) -> u8 {
        1 + self.byte() % 254
    }
}

impl XqfFile {
    /// A file of `version` with the standard start, red to move, no information and no move.
    pub fn new(version: u8, seed: u64) -> XqfFile {
        XqfFile {
            version,
            seed,
            strings: Vec::new(),
            result_code: 0,
            game_type: 0,
            slots: STANDARD_SLOTS,
            who_play: 0,
            root: Node::default(),
        }
    }

    /// Places the pieces of `setup` in the slots of their kinds (a kind with more pieces than
    /// slots keeps the first ones), and its side to move.
    pub fn set_start(&mut self, setup: &Setup) {
        self.slots = [0xFF; 32];
        for (i, piece) in setup.board.iter().enumerate() {
            let Some(p) = piece else { continue };
            let base = if p.color == Color::Red { 0 } else { 16 };
            let free = (0..16).find(|&k| SLOT_KINDS[k] == p.kind && self.slots[base + k] == 0xFF);
            if let Some(k) = free {
                let sq = Square::from_index(i).expect("a board index");
                self.slots[base + k] = xqf_square(sq);
            }
        }
        self.who_play = u8::from(setup.side_to_move == Color::Black);
    }

    /// Sets a header string (by its offset: `0x050` title, `0x0D0` event, `0x110` date,
    /// `0x120` place, `0x130` red, `0x140` black, …) to a text, GBK-encoded.
    pub fn set(&mut self, offset: usize, text: &str) {
        self.strings.push((offset, gbk(text)));
    }

    /// The file's bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let mut noise = Noise(self.seed | 1);
        let mut h = vec![0u8; HEADER_BYTES];
        h[0] = b'X';
        h[1] = b'Q';
        h[2] = self.version;
        if self.version > 10 {
            h[0x03] = noise.byte() | if self.version >= 13 { 0xAA } else { 0 };
            for b in &mut h[0x08..0x0C] {
                *b = noise.byte();
            }
            let (xy, xyf, xyt) = (noise.key(), noise.key(), noise.key());
            h[0x0D] = xy;
            h[0x0E] = xyf;
            h[0x0F] = xyt;
            h[0x0C] = 0u8.wrapping_sub(xy).wrapping_sub(xyf).wrapping_sub(xyt);
        }
        let keys = Keys::of(&h);
        for i in 0..32 {
            let slot = if self.version >= 12 {
                (i + 1 + usize::from(keys.xy)) % 32
            } else {
                i
            };
            let value = self.slots[slot];
            // An absent piece: 0xFF as XQStudio writes it, kept above 89 once decoded.
            let value = if value > 89 { 0xFF } else { value };
            h[0x10 + i] = value.wrapping_add(keys.xy);
        }
        h[0x32] = self.who_play;
        h[0x33] = self.result_code;
        h[0x40..0x42].copy_from_slice(&self.game_type.to_le_bytes());
        for (at, text) in &self.strings {
            let n = text.len().min(255);
            h[*at] = n as u8;
            for (k, &b) in text[..n].iter().enumerate() {
                if let Some(slot) = h.get_mut(at + 1 + k) {
                    *slot = b;
                }
            }
        }
        let mut area = Vec::new();
        // Pre-order over the first-child / next-sibling tree: (node, the siblings after it).
        let mut stack: Vec<(&Node, &[Node], bool)> = vec![(&self.root, &[], true)];
        while let Some((node, after, is_root)) = stack.pop() {
            let child = !node.children.is_empty();
            let sibling = !after.is_empty();
            let comment = node.comment.as_deref().unwrap_or(&[]);
            if self.version <= 10 {
                let (b0, b1) = if is_root {
                    (0x18, 0x20)
                } else {
                    (node.squares.0 + 0x18, node.squares.1 + 0x20)
                };
                let tag = if child { 0xF0 } else { 0 } | if sibling { 0x0F } else { 0 };
                area.extend([b0, b1, tag, 0]);
                area.extend((comment.len() as u32).to_le_bytes());
            } else {
                let (b0, b1) = if is_root {
                    (b'X', b'Q')
                } else {
                    (
                        node.squares.0.wrapping_add(0x18).wrapping_add(keys.xyf),
                        node.squares.1.wrapping_add(0x20).wrapping_add(keys.xyt),
                    )
                };
                let mut tag = noise.byte() & 0x1F;
                if child {
                    tag |= 0x80;
                }
                if sibling {
                    tag |= 0x40;
                }
                if node.comment.is_some() {
                    tag |= 0x20;
                }
                area.extend([b0, b1, tag, noise.byte()]);
                if node.comment.is_some() {
                    area.extend((comment.len() as u32).wrapping_add(keys.rmk).to_le_bytes());
                }
            }
            area.extend_from_slice(comment);
            if let Some((first, rest)) = after.split_first() {
                stack.push((first, rest, false));
            }
            if let Some((first, rest)) = node.children.split_first() {
                stack.push((first, rest, false));
            }
        }
        let mut out = h;
        for (k, b) in area.into_iter().enumerate() {
            let p = HEADER_BYTES + k;
            out.push(b.wrapping_add(keys.stream[p % 32]));
        }
        out
    }
}
