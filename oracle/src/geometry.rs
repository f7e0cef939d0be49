//! Move geometry: the orthogonal and diagonal steps the bitboard tables ([`crate::bitboard`])
//! are built from, and, for the tests, the same geometry as lists of points built by plain
//! coordinate arithmetic — the rays out from every point, nearest first (the walk from a general
//! that the move generator's reading of its lines is tested against), horse jumps and elephant
//! steps — to check those tables against.

/// Marks "no square" inside the fixed-size tables.
#[cfg(test)]
pub(crate) const NONE: u8 = u8::MAX;

/// The four orthogonal directions as (file, rank) steps: up, down, left, right (red's view).
pub(crate) const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

/// The four diagonal directions as (file, rank) steps.
pub(crate) const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

#[cfg(test)]
const fn square(file: i32, rank: i32) -> u8 {
    if file >= 0 && file < 9 && rank >= 0 && rank < 10 {
        (rank * 9 + file) as u8
    } else {
        NONE
    }
}

/// Squares along one ray from a square, nearest first; `len` of them are valid.
#[cfg(test)]
#[derive(Clone, Copy)]
pub(crate) struct Ray {
    pub(crate) squares: [u8; 9],
    pub(crate) len: u8,
}

#[cfg(test)]
impl Ray {
    /// The squares of the ray, nearest first.
    pub(crate) fn squares(&self) -> &[u8] {
        &self.squares[..self.len as usize]
    }
}

#[cfg(test)]
/// Up to eight `(target, blocker)` pairs from one square: a jump is possible when the blocker
/// square (horse leg, elephant eye) is empty.
#[derive(Clone, Copy)]
pub(crate) struct Jumps {
    pub(crate) pairs: [(u8, u8); 8],
    pub(crate) len: u8,
}

#[cfg(test)]
impl Jumps {
    /// The `(target, blocker)` pairs.
    pub(crate) fn pairs(&self) -> &[(u8, u8)] {
        &self.pairs[..self.len as usize]
    }
}

#[cfg(test)]
const fn build_rays() -> [[Ray; 4]; 90] {
    let mut out = [[Ray {
        squares: [NONE; 9],
        len: 0,
    }; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            let mut n = 1;
            loop {
                let t = square(f + df * n, r + dr * n);
                if t == NONE {
                    break;
                }
                let ray = &mut out[sq][d];
                ray.squares[ray.len as usize] = t;
                ray.len += 1;
                n += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// Horse jumps from a square: `(target, leg)`.
#[cfg(test)]
const fn build_horse_moves() -> [Jumps; 90] {
    let mut out = [Jumps {
        pairs: [(NONE, NONE); 8],
        len: 0,
    }; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            let leg = square(f + df, r + dr);
            // The long leg goes two steps along (df, dr), the short one step sideways.
            let mut side = -1;
            while side <= 1 {
                let (sf, sr) = (dr * side, df * side);
                let t = square(f + 2 * df + sf, r + 2 * dr + sr);
                if t != NONE && leg != NONE {
                    let j = &mut out[sq];
                    j.pairs[j.len as usize] = (t, leg);
                    j.len += 1;
                }
                side += 2;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// Elephant steps from a square: `(target, eye)`, never across the river.
#[cfg(test)]
const fn build_elephant_moves() -> [Jumps; 90] {
    let mut out = [Jumps {
        pairs: [(NONE, NONE); 8],
        len: 0,
    }; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIAGONAL[d];
            let t = square(f + 2 * df, r + 2 * dr);
            // Never across the river: both ends on the same half.
            if t != NONE && (r <= 4) == ((r + 2 * dr) <= 4) {
                let j = &mut out[sq];
                j.pairs[j.len as usize] = (t, square(f + df, r + dr));
                j.len += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// Rays in the four [`ORTHOGONAL`] directions from every square.
#[cfg(test)]
pub(crate) static RAYS: [[Ray; 4]; 90] = build_rays();
/// Horse jumps from every square.
#[cfg(test)]
pub(crate) static HORSE_MOVES: [Jumps; 90] = build_horse_moves();
/// Elephant steps from every square (same half only).
#[cfg(test)]
pub(crate) static ELEPHANT_MOVES: [Jumps; 90] = build_elephant_moves();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_horse_has_two_jumps_and_centre_horse_eight() {
        assert_eq!(HORSE_MOVES[0].len, 2);
        assert_eq!(HORSE_MOVES[4 * 9 + 4].len, 8);
    }

    #[test]
    fn horse_legs_are_orthogonal_neighbours() {
        for (from, jumps) in HORSE_MOVES.iter().enumerate() {
            for &(to, leg) in jumps.pairs() {
                let (ff, fr) = (from as i32 % 9, from as i32 / 9);
                let (lf, lr) = (leg as i32 % 9, leg as i32 / 9);
                let (tf, tr) = (to as i32 % 9, to as i32 / 9);
                assert_eq!((ff - lf).abs() + (fr - lr).abs(), 1);
                assert_eq!((tf - lf).abs(), 1);
                assert_eq!((tr - lr).abs(), 1);
            }
        }
    }

    #[test]
    fn elephants_never_cross_the_river() {
        for (from, jumps) in ELEPHANT_MOVES.iter().enumerate() {
            for &(to, _) in jumps.pairs() {
                assert_eq!(from / 9 <= 4, to as usize / 9 <= 4);
            }
        }
    }

    #[test]
    fn rays_reach_the_edge() {
        let a0 = 0;
        assert_eq!(RAYS[a0][0].len, 9); // up the a-file
        assert_eq!(RAYS[a0][1].len, 0);
        assert_eq!(RAYS[a0][3].len, 8); // along rank 0
    }
}
