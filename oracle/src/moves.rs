//! Moves and move lists.

use crate::board::Square;
use std::fmt;

/// A move: a piece goes from one square to another (capturing whatever stands there).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
}

impl Move {
    /// A move from one square to another.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// The ICCS form without a dash, as UCCI sends it: `h2e2`.
    pub fn iccs(self) -> String {
        format!("{}{}", self.from, self.to)
    }

    /// The move reflected left-right.
    pub const fn mirrored(self) -> Move {
        Move::new(self.from.mirrored(), self.to.mirrored())
    }

    /// The move seen from the other side (board turned upside down).
    pub const fn flipped(self) -> Move {
        Move::new(self.from.flipped(), self.to.flipped())
    }

    /// Parses the coordinate form `h2e2` (also `H2-E2`); checks nothing about any position.
    pub fn parse_iccs(text: &str) -> Option<Move> {
        let t: String = text.chars().filter(|c| *c != '-').collect();
        if t.len() != 4 || !t.is_ascii() {
            return None;
        }
        Some(Move::new(Square::parse(&t[..2])?, Square::parse(&t[2..])?))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl serde::Serialize for Move {
    /// A move serializes as ICCS coordinates: `"h2e2"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Move {
    /// A move deserializes from ICCS coordinates ([`Move::parse_iccs`]); nothing is checked
    /// about any position.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Move::parse_iccs(&text).ok_or_else(|| {
            serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&text),
                &"a move in ICCS coordinates (h2e2)",
            )
        })
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A fixed-capacity list of moves, kept on the stack. No xiangqi position has more than 128
/// pseudo-legal moves (two rooks and two cannons 17 each, horses 8, pawns 3, and the rest: at
/// most 119).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// How many moves the list holds at most.
    pub const CAPACITY: usize = 128;

    /// An empty list.
    pub fn new() -> MoveList {
        let zero = Square::from_index(0).expect("a0");
        MoveList {
            moves: [Move::new(zero, zero); Self::CAPACITY],
            len: 0,
        }
    }

    /// Appends a move (ignored beyond the capacity, which no position reaches).
    #[inline]
    pub fn push(&mut self, mv: Move) {
        if self.len < Self::CAPACITY {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    /// Keeps only the moves for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self.moves[i];
            if keep(m) {
                self.moves[j] = m;
                j += 1;
            }
        }
        self.len = j;
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The moves as a mutable slice, to reorder them.
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Whether the list holds this move.
    pub fn contains(&self, mv: Move) -> bool {
        self.as_slice().contains(&mv)
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iccs_forms_parse() {
        let m = Move::parse_iccs("h2e2").unwrap();
        assert_eq!(m.iccs(), "h2e2");
        assert_eq!(Move::parse_iccs("H2-E2"), Some(m));
        assert_eq!(Move::parse_iccs("h2e"), None);
        assert_eq!(Move::parse_iccs("炮二平五"), None);
    }
}
