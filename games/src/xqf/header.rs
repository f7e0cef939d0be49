//! The header of an XQF file: the keys made from its key bytes, the game information strings
//! (GBK Pascal strings), and the piece table that gives the start position.

use super::XqfError;
use qili_oracle::{Color, Piece, PieceKind, Setup, Square};

/// The key stream's text, masked by the key bytes (XQF.md §6).
pub(super) const COPYRIGHT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The piece kinds of the 16 slots of one side, in slot order (XQF.md §5).
pub(super) const SLOT_KINDS: [PieceKind; 16] = [
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

/// The keys of one file (XQF.md §6); all zero for versions up to 10.
pub(super) struct Keys {
    pub(super) xy: u8,
    pub(super) xyf: u8,
    pub(super) xyt: u8,
    pub(super) rmk: u32,
    pub(super) stream: [u8; 32],
}

fn mix(r: u8, f: u8) -> u8 {
    let r = u32::from(r);
    ((((54 * r * r + 221) % 256) * u32::from(f)) % 256) as u8
}

impl Keys {
    pub(super) fn of(h: &[u8]) -> Keys {
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
pub(super) const STRINGS: [(&str, usize, usize); 11] = [
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

/// A Pascal string slot decoded from GBK (GB18030, its superset, where GBK has no character):
/// the length byte clamped to the slot's capacity; a last character cut by the writer's byte
/// limit is dropped and noted, other undecodable bytes become U+FFFD and are noted.
pub(super) fn pascal(slot: &[u8], name: &str, notes: &mut Vec<String>) -> String {
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
pub(super) fn gbk(bytes: &[u8]) -> (String, bool) {
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
pub(super) fn piece_table(h: &[u8], version: u8, keys: &Keys) -> Result<Setup, XqfError> {
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
pub(super) fn square(value: u8) -> Option<Square> {
    (value < 90).then(|| Square::from_coords(i32::from(value / 10), i32::from(value % 10)))?
}
