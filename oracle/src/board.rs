//! The board's vocabulary: colours, files, ranks, squares, piece kinds and pieces.
//!
//! Coordinates follow ICCS: files `a`–`i` from red's left, ranks `0`–`9` from red's side.
//! A [`Square`] is a number `0..90` = `rank * 9 + file`.

use std::fmt;

/// The two sides. Red moves first.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    /// 红 — the side at the bottom (ranks 0–4 are its half).
    Red,
    /// 黑 — the side at the top (ranks 5–9 are its half).
    Black,
}

impl Color {
    /// Both colours, red first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    /// The other side.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// `0` for red, `1` for black: an index for per-colour arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The English name used in reports and case files: `red` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A file (column), `0` = `a` (red's left) … `8` = `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// The file with this index, if it is on the board (`0..9`).
    pub const fn new(index: u8) -> Option<File> {
        if index < 9 { Some(File(index)) } else { None }
    }

    /// The index `0..9`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The ICCS letter, `a`–`i`.
    pub const fn letter(self) -> char {
        (b'a' + self.0) as char
    }

    /// The file seen from the other side of the board (`a` ↔ `i`).
    pub const fn mirrored(self) -> File {
        File(8 - self.0)
    }
}

/// A rank (row), `0` = red's back rank … `9` = black's back rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The rank with this index, if it is on the board (`0..10`).
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 10 { Some(Rank(index)) } else { None }
    }

    /// The index `0..10`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank seen from the other side of the board (`0` ↔ `9`).
    pub const fn flipped(self) -> Rank {
        Rank(9 - self.0)
    }
}

/// One of the 90 points of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of points on the board.
    pub const COUNT: usize = 90;

    /// The square on this file and rank.
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * 9 + file.0)
    }

    /// The square with this index `0..90`, if on the board.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Self::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square with this index, which the caller knows is below 90 (a table entry or a bit
    /// of a board mask).
    #[inline]
    pub(crate) const fn at(index: usize) -> Square {
        debug_assert!(index < Self::COUNT);
        Square(index as u8)
    }

    /// The square at `(file, rank)` given as signed numbers, if on the board.
    pub const fn from_coords(file: i32, rank: i32) -> Option<Square> {
        if file >= 0 && file < 9 && rank >= 0 && rank < 10 {
            Some(Square((rank * 9 + file) as u8))
        } else {
            None
        }
    }

    /// Every square, `a0` first, then along rank 0, and so on up to `i9`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }

    /// The index `0..90`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file of this square.
    pub const fn file(self) -> File {
        File(self.0 % 9)
    }

    /// The rank of this square.
    pub const fn rank(self) -> Rank {
        Rank(self.0 / 9)
    }

    /// The square reflected left-right (`a` ↔ `i`, same rank).
    pub const fn mirrored(self) -> Square {
        Square::new(self.file().mirrored(), self.rank())
    }

    /// The square reflected top-bottom (rank `r` ↔ `9 - r`, same file): the point the other
    /// side sees at the same place.
    pub const fn flipped(self) -> Square {
        Square::new(self.file(), self.rank().flipped())
    }

    /// Whether this square is on `color`'s own half, before the river.
    pub const fn on_own_half(self, color: Color) -> bool {
        match color {
            Color::Red => self.rank().0 <= 4,
            Color::Black => self.rank().0 >= 5,
        }
    }

    /// Whether this square is inside `color`'s palace (九宫).
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.file().0;
        let r = self.rank().0;
        let rank_ok = match color {
            Color::Red => r <= 2,
            Color::Black => r >= 7,
        };
        rank_ok && f >= 3 && f <= 5
    }

    /// Parses ICCS coordinates such as `h2` (case-insensitive).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let f = chars.next()?.to_ascii_lowercase();
        let r = chars.next()?;
        if chars.next().is_some() || !('a'..='i').contains(&f) || !r.is_ascii_digit() {
            return None;
        }
        Square::from_coords(f as i32 - 'a' as i32, r as i32 - '0' as i32)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().letter(), self.rank().0)
    }
}

impl serde::Serialize for Square {
    /// A square serializes as its ICCS name: `"h2"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Square {
    /// A square deserializes from its ICCS name ([`Square::parse`]).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Square::parse(&text).ok_or_else(|| {
            serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&text),
                &"a square in ICCS (a file a-i, a rank 0-9: h2)",
            )
        })
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The seven kinds of pieces.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum PieceKind {
    /// 帅/将 — the general (king).
    General,
    /// 仕/士 — the advisor.
    Advisor,
    /// 相/象 — the elephant.
    Elephant,
    /// 马 — the horse.
    Horse,
    /// 车 — the chariot (rook).
    Rook,
    /// 炮 — the cannon.
    Cannon,
    /// 兵/卒 — the soldier (pawn).
    Pawn,
}

impl PieceKind {
    /// All kinds, in a fixed order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::General,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Rook,
        PieceKind::Cannon,
        PieceKind::Pawn,
    ];

    /// How many of this kind each side has at the start.
    pub const fn max_count(self) -> u8 {
        match self {
            PieceKind::General => 1,
            PieceKind::Pawn => 5,
            _ => 2,
        }
    }

    /// The English name used in reports and case files (`rook`, `horse`, …).
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::General => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Rook => "rook",
            PieceKind::Cannon => "cannon",
            PieceKind::Pawn => "pawn",
        }
    }

    /// Reads an English name as written by [`PieceKind::name`].
    pub fn from_name(name: &str) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The upper-case FEN letter (`K A B N R C P`).
    pub const fn fen_letter(self) -> char {
        match self {
            PieceKind::General => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'B',
            PieceKind::Horse => 'N',
            PieceKind::Rook => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Pawn => 'P',
        }
    }

    /// Reads a FEN letter of either case; `H` and `E` are accepted for horse and elephant.
    pub fn from_fen_letter(letter: char) -> Option<PieceKind> {
        Some(match letter.to_ascii_uppercase() {
            'K' => PieceKind::General,
            'A' => PieceKind::Advisor,
            'B' | 'E' => PieceKind::Elephant,
            'N' | 'H' => PieceKind::Horse,
            'R' => PieceKind::Rook,
            'C' => PieceKind::Cannon,
            'P' => PieceKind::Pawn,
            _ => return None,
        })
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a kind and a colour.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(deny_unknown_fields)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of this colour and kind.
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN letter: upper case for red, lower case for black.
    pub const fn fen_letter(self) -> char {
        let c = self.kind.fen_letter();
        match self.color {
            Color::Red => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece of the other colour.
    pub const fn swapped(self) -> Piece {
        Piece::new(self.color.opponent(), self.kind)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_print_and_parse_as_iccs() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("h2").map(|s| s.index()), Some(2 * 9 + 7));
        assert_eq!(Square::parse("j2"), None);
        assert_eq!(Square::parse("a"), None);
        assert_eq!(Square::parse("a10"), None);
    }

    #[test]
    fn palaces_hold_nine_points_each() {
        for color in Color::ALL {
            assert_eq!(Square::all().filter(|s| s.in_palace(color)).count(), 9);
        }
    }

    #[test]
    fn mirror_and_flip_are_involutions() {
        for sq in Square::all() {
            assert_eq!(sq.mirrored().mirrored(), sq);
            assert_eq!(sq.flipped().flipped(), sq);
            assert_eq!(
                sq.on_own_half(Color::Red),
                sq.flipped().on_own_half(Color::Black)
            );
        }
    }
}
