//! Material as the rulebooks count it: what a capture or an exchange wins or loses, and when
//! that is a gain.
//!
//! Both books value a rook at two horses or two cannons, horse = cannon, advisor = elephant
//! (CN 第25.3条). The CN book adds that a crossed pawn's value floats: "一兵换取数子或一子换取数兵
//! 均不算得子" (第25.3条; 细则 10, 图十二) — giving a pawn for pieces, or a piece for pawns, wins
//! nothing. So material is counted in two parts: pieces by their values, crossed pawns by number.
//! Under a book where the crossed pawn floats, a gain must gain in one part and lose in neither;
//! otherwise both parts are added up at the pawn's fixed value.

use crate::board::{Piece, PieceKind, Square};
use crate::position::Position;
use crate::rules::Rulebook;
use std::ops::{Add, Neg, Sub};

/// Material won (positive) or lost (negative) by one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Material {
    /// Pieces other than crossed pawns, by the book's values.
    pub pieces: i32,
    /// Crossed pawns, by number.
    pub pawns: i32,
}

impl Material {
    /// Nothing won or lost.
    pub const ZERO: Material = Material {
        pieces: 0,
        pawns: 0,
    };

    /// The material of `piece` standing on `square` under `book` (nothing for the general).
    pub fn of(piece: Piece, square: Square, book: &Rulebook) -> Material {
        let crossed = !square.on_own_half(piece.color);
        match piece.kind {
            PieceKind::Pawn if crossed => Material {
                pieces: 0,
                pawns: 1,
            },
            kind => Material {
                pieces: book.values.of(kind, crossed),
                pawns: 0,
            },
        }
    }

    /// The material of the piece on `square` (nothing when the point is empty).
    pub fn at(pos: &Position, square: Square, book: &Rulebook) -> Material {
        pos.piece_at(square)
            .map_or(Material::ZERO, |p| Material::of(p, square, book))
    }
}

impl Add for Material {
    type Output = Material;
    fn add(self, o: Material) -> Material {
        Material {
            pieces: self.pieces + o.pieces,
            pawns: self.pawns + o.pawns,
        }
    }
}

impl Sub for Material {
    type Output = Material;
    fn sub(self, o: Material) -> Material {
        self + -o
    }
}

impl Neg for Material {
    type Output = Material;
    fn neg(self) -> Material {
        Material {
            pieces: -self.pieces,
            pawns: -self.pawns,
        }
    }
}

impl Rulebook {
    /// The material as one number, crossed pawns at their fixed value: how the searches weigh
    /// one line against another.
    pub fn worth(&self, m: Material) -> i32 {
        m.pieces + m.pawns * self.values.pawn_crossed
    }

    /// Whether the material is a gain (得子) under this book: with a floating crossed pawn, a gain
    /// in pieces or pawns that loses in neither; otherwise a positive worth.
    pub fn gains(&self, m: Material) -> bool {
        if self.values.pawn_crossed_floats {
            m.pieces >= 0 && m.pawns >= 0 && m != Material::ZERO
        } else {
            self.worth(m) > 0
        }
    }

    /// Whether a side prefers `a` to `b`: a gain over no gain, then the greater worth.
    pub fn prefers(&self, a: Material, b: Material) -> bool {
        (self.gains(a), self.worth(a)) > (self.gains(b), self.worth(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::rulebook;

    #[test]
    fn a_pawn_for_a_horse_is_no_gain_under_cn_but_is_under_axf() {
        let pawn_for_horse = Material {
            pieces: 2,
            pawns: -1,
        };
        assert!(!rulebook("cn").unwrap().gains(pawn_for_horse));
        assert!(rulebook("axf").unwrap().gains(pawn_for_horse));
        let horse_for_two_pawns = Material {
            pieces: -2,
            pawns: 2,
        };
        assert!(!rulebook("cn").unwrap().gains(horse_for_two_pawns));
        let a_pawn = Material {
            pieces: 0,
            pawns: 1,
        };
        assert!(rulebook("cn").unwrap().gains(a_pawn));
        assert!(!rulebook("cn").unwrap().gains(Material::ZERO));
    }
}
