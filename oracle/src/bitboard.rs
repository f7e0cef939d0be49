//! Bitboards: sets of points as 90-bit masks in a `u128`, and the lookup tables that give each
//! piece's targets from a square and the occupancy, built at compile time.
//!
//! Two layouts are kept. The *board* layout has bit `rank * 9 + file` (the [`Square`] index),
//! so a rank is nine consecutive bits; the *file* layout has bit `file * 10 + rank`, so a file is
//! ten consecutive bits. A sliding piece (rook, cannon) looks up its targets along its rank from
//! the rank's nine occupancy bits and along its file from the file's ten, with no ray walking.
//!
//! [`Square`]: crate::board::Square

use crate::geometry::{DIAGONAL, ORTHOGONAL};

/// A set of points in the board layout: bit `rank * 9 + file`.
pub(crate) type Bitboard = u128;

/// The single point `sq` in the board layout.
#[inline]
pub(crate) const fn bit(sq: usize) -> Bitboard {
    1 << sq
}

/// The single point `sq` (a board index) in the file layout.
#[inline]
pub(crate) const fn file_bit(sq: usize) -> Bitboard {
    1 << ((sq % 9) * 10 + sq / 9)
}

/// The occupancy of `rank` as nine bits, file `a` lowest.
#[inline]
pub(crate) const fn rank_line(occ: Bitboard, rank: usize) -> usize {
    (occ >> (rank * 9)) as usize & 0x1FF
}

/// The occupancy of `file` (from the file layout) as ten bits, rank `0` lowest.
#[inline]
pub(crate) const fn file_line(occ_by_file: Bitboard, file: usize) -> usize {
    (occ_by_file >> (file * 10)) as usize & 0x3FF
}

/// The points along a line of `len` points a slider on `pos` reaches, given the line's
/// occupancy `occ`: for a rook every empty point up to and including the first piece each way;
/// for a cannon every empty point before the first piece (the screen) and the first piece after
/// it. The piece's own bit in `occ` is ignored.
const fn slide(pos: usize, len: usize, occ: usize, cannon: bool) -> u16 {
    let mut out = 0u16;
    let mut dir = 0;
    while dir < 2 {
        let mut i = pos as i32;
        let mut screen = false;
        loop {
            i += if dir == 0 { 1 } else { -1 };
            if i < 0 || i >= len as i32 {
                break;
            }
            let occupied = occ & (1 << i) != 0;
            if !cannon {
                out |= 1 << i;
                if occupied {
                    break;
                }
            } else if !screen {
                if occupied {
                    screen = true;
                } else {
                    out |= 1 << i;
                }
            } else if occupied {
                out |= 1 << i;
                break;
            }
        }
        dir += 1;
    }
    out
}

/// Slider targets along a line, by position and occupancy: rook targets in the low 16 bits,
/// cannon targets in the high 16.
const fn build_lines<const LEN: usize, const OCC: usize>() -> [[u32; OCC]; LEN] {
    let mut out = [[0u32; OCC]; LEN];
    let mut pos = 0;
    while pos < LEN {
        let mut occ = 0;
        while occ < OCC {
            out[pos][occ] =
                slide(pos, LEN, occ, false) as u32 | (slide(pos, LEN, occ, true) as u32) << 16;
            occ += 1;
        }
        pos += 1;
    }
    out
}

/// Slider targets along a rank: `[file][rank occupancy]`, rook low 16 bits, cannon high 16.
pub(crate) static RANK_SLIDES: [[u32; 512]; 9] = build_lines::<9, 512>();
/// Slider targets along a file: `[rank][file occupancy]`, rook low 16 bits, cannon high 16.
pub(crate) static FILE_SLIDES: [[u32; 1024]; 10] = build_lines::<10, 1024>();

const fn build_file_spread() -> [Bitboard; 1024] {
    let mut out = [0; 1024];
    let mut m = 0;
    while m < 1024 {
        let mut r = 0;
        while r < 10 {
            if m & (1 << r) != 0 {
                out[m] |= 1 << (r * 9);
            }
            r += 1;
        }
        m += 1;
    }
    out
}

/// A file's ten rank bits turned into points of file `a` in the board layout (shift left by the
/// file to place them).
pub(crate) static FILE_SPREAD: [Bitboard; 1024] = build_file_spread();

/// Rook targets from `sq` (`own` pieces included: the caller removes them).
#[inline]
pub(crate) fn rook_targets(sq: usize, occ: Bitboard, occ_by_file: Bitboard) -> Bitboard {
    let (file, rank) = (sq % 9, sq / 9);
    let along_rank = RANK_SLIDES[file][rank_line(occ, rank)] & 0x1FF;
    let along_file = FILE_SLIDES[rank][file_line(occ_by_file, file)] & 0x3FF;
    ((along_rank as Bitboard) << (rank * 9)) | (FILE_SPREAD[along_file as usize] << file)
}

/// Cannon targets from `sq`: the empty points it moves to and the piece past the screen each
/// way, of either colour (the caller removes its own).
#[inline]
pub(crate) fn cannon_targets(sq: usize, occ: Bitboard, occ_by_file: Bitboard) -> Bitboard {
    let (file, rank) = (sq % 9, sq / 9);
    let along_rank = RANK_SLIDES[file][rank_line(occ, rank)] >> 16;
    let along_file = FILE_SLIDES[rank][file_line(occ_by_file, file)] >> 16;
    ((along_rank as Bitboard) << (rank * 9)) | (FILE_SPREAD[along_file as usize] << file)
}

/// Up to four `(blocker, targets)` pairs: the targets are reachable when the blocker point
/// (horse leg, elephant eye) is empty.
#[derive(Clone, Copy)]
pub(crate) struct Blocked {
    pub(crate) pairs: [(u8, Bitboard); 4],
    pub(crate) len: u8,
}

impl Blocked {
    /// The pairs.
    #[inline]
    pub(crate) fn pairs(&self) -> &[(u8, Bitboard)] {
        &self.pairs[..self.len as usize]
    }
}

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < 9 && rank >= 0 && rank < 10
}

const fn index(file: i32, rank: i32) -> usize {
    (rank * 9 + file) as usize
}

const fn in_any_palace(file: i32, rank: i32) -> bool {
    file >= 3 && file <= 5 && ((rank >= 0 && rank <= 2) || (rank >= 7 && rank <= 9))
}

/// Horse jumps grouped by leg: for each orthogonal neighbour, the two points beyond it.
const fn build_horse() -> [Blocked; 90] {
    let mut out = [Blocked {
        pairs: [(0, 0); 4],
        len: 0,
    }; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            if on_board(f + df, r + dr) {
                let mut targets: Bitboard = 0;
                let mut side = -1;
                while side <= 1 {
                    let (tf, tr) = (f + 2 * df + dr * side, r + 2 * dr + df * side);
                    if on_board(tf, tr) {
                        targets |= 1 << index(tf, tr);
                    }
                    side += 2;
                }
                if targets != 0 {
                    let b = &mut out[sq];
                    b.pairs[b.len as usize] = (index(f + df, r + dr) as u8, targets);
                    b.len += 1;
                }
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// Elephant steps with their eyes, never across the river.
const fn build_elephant() -> [Blocked; 90] {
    let mut out = [Blocked {
        pairs: [(0, 0); 4],
        len: 0,
    }; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIAGONAL[d];
            let (tf, tr) = (f + 2 * df, r + 2 * dr);
            if on_board(tf, tr) && (r <= 4) == (tr <= 4) {
                let b = &mut out[sq];
                b.pairs[b.len as usize] = (index(f + df, r + dr) as u8, 1 << index(tf, tr));
                b.len += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// One step in the given directions that stays inside the palace `sq` stands in (none when it
/// stands in no palace).
const fn build_palace_steps(dirs: [(i32, i32); 4]) -> [Bitboard; 90] {
    let mut out = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (tf, tr) = (f + dirs[d].0, r + dirs[d].1);
            if in_any_palace(f, r) && in_any_palace(tf, tr) && (r <= 4) == (tr <= 4) {
                out[sq] |= 1 << index(tf, tr);
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// Pawn steps for each colour: forward, and sideways once across the river.
const fn build_pawn() -> [[Bitboard; 90]; 2] {
    let mut out = [[0; 90]; 2];
    let mut color = 0;
    while color < 2 {
        let forward = if color == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < 90 {
            let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
            if on_board(f, r + forward) {
                out[color][sq] |= 1 << index(f, r + forward);
            }
            let crossed = if color == 0 { r >= 5 } else { r <= 4 };
            if crossed {
                if f > 0 {
                    out[color][sq] |= 1 << index(f - 1, r);
                }
                if f < 8 {
                    out[color][sq] |= 1 << index(f + 1, r);
                }
            }
            sq += 1;
        }
        color += 1;
    }
    out
}

/// Where a pawn of each colour must stand to attack a point: `[colour][point]`, the inverse
/// of [`PAWN`].
const fn build_pawn_attackers(steps: &[[Bitboard; 90]; 2]) -> [[Bitboard; 90]; 2] {
    let mut out = [[0; 90]; 2];
    let mut color = 0;
    while color < 2 {
        let mut from = 0;
        while from < 90 {
            let mut to = 0;
            while to < 90 {
                if steps[color][from] & (1 << to) != 0 {
                    out[color][to] |= 1 << from;
                }
                to += 1;
            }
            from += 1;
        }
        color += 1;
    }
    out
}

/// Horses that attack each point, grouped by leg: the inverse of [`HORSE`]. A horse attacks
/// from one of the points of a pair when the pair's leg is empty.
const fn build_horse_attackers(jumps: &[Blocked; 90]) -> [Blocked; 90] {
    let mut out = [Blocked {
        pairs: [(0, 0); 4],
        len: 0,
    }; 90];
    let mut from = 0;
    while from < 90 {
        let mut p = 0;
        while p < jumps[from].len as usize {
            let (leg, targets) = jumps[from].pairs[p];
            let mut to = 0;
            while to < 90 {
                if targets & (1 << to) != 0 {
                    let b = &mut out[to];
                    let mut i = 0;
                    while i < b.len as usize && b.pairs[i].0 != leg {
                        i += 1;
                    }
                    if i == b.len as usize {
                        b.pairs[i] = (leg, 0);
                        b.len += 1;
                    }
                    b.pairs[i].1 |= 1 << from;
                }
                to += 1;
            }
            p += 1;
        }
        from += 1;
    }
    out
}

/// Horse jumps from every point, grouped by leg.
pub(crate) static HORSE: [Blocked; 90] = build_horse();
/// Horses attacking every point, grouped by leg.
pub(crate) static HORSE_ATTACKERS: [Blocked; 90] = build_horse_attackers(&HORSE);
/// The points a horse attacks each point from, whatever its leg: the union of
/// [`HORSE_ATTACKERS`]' pairs, for a test that no horse is placed to attack at all.
pub(crate) static HORSE_ATTACKER_POINTS: [Bitboard; 90] = build_union(&HORSE_ATTACKERS);
/// Each point's rank and file: where a rook, cannon or facing general must stand to attack it.
pub(crate) static LINES: [Bitboard; 90] = build_lines_through();

const fn build_union(table: &[Blocked; 90]) -> [Bitboard; 90] {
    let mut out = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut p = 0;
        while p < table[sq].len as usize {
            out[sq] |= table[sq].pairs[p].1;
            p += 1;
        }
        sq += 1;
    }
    out
}

const fn build_lines_through() -> [Bitboard; 90] {
    let mut out = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut other = 0;
        while other < 90 {
            if other != sq && (other % 9 == sq % 9 || other / 9 == sq / 9) {
                out[sq] |= 1 << other;
            }
            other += 1;
        }
        sq += 1;
    }
    out
}
/// Elephant steps from every point, with their eyes.
pub(crate) static ELEPHANT: [Blocked; 90] = build_elephant();
/// The points a piece reaches in one move on an empty board: `[cell code][point]` (a cell code
/// being a kind and a colour; nothing for an empty cell).
pub(crate) static REACH: [[Bitboard; 90]; 16] = build_reach();

const fn build_reach() -> [[Bitboard; 90]; 16] {
    let elephant = build_union(&ELEPHANT);
    let mut out = [[0; 90]; 16];
    let mut code = 0;
    while code < 16 {
        let mut sq = 0;
        while sq < 90 {
            out[code][sq] = match code & 7 {
                1 => GENERAL[sq],
                2 => ADVISOR[sq],
                3 => elephant[sq],
                4 => HORSE_ATTACKER_POINTS[sq],
                5 | 6 => LINES[sq],
                7 => PAWN[code >> 3][sq],
                _ => 0,
            };
            sq += 1;
        }
        code += 1;
    }
    out
}
/// General steps from every palace point.
pub(crate) static GENERAL: [Bitboard; 90] = build_palace_steps(ORTHOGONAL);
/// Advisor steps from every palace point.
pub(crate) static ADVISOR: [Bitboard; 90] = build_palace_steps(DIAGONAL);
/// Pawn steps: `[colour][point]`.
pub(crate) static PAWN: [[Bitboard; 90]; 2] = build_pawn();
/// The points a pawn attacks each point from: `[colour][point]`.
pub(crate) static PAWN_ATTACKERS: [[Bitboard; 90]; 2] = build_pawn_attackers(&PAWN);

/// One step of the SplitMix64 generator: a fixed sequence of well-mixed numbers.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Zobrist numbers: `[cell code][point]` (zero for the empty cell), and last the one for black
/// to move. A position's hash is the exclusive or of the numbers of its pieces and side.
const fn build_zobrist() -> ([[u64; 90]; 16], u64) {
    let mut out = [[0; 90]; 16];
    let mut state = 0x7169_6C69; // "qili"
    let mut code = 1;
    while code < 16 {
        let mut sq = 0;
        while sq < 90 {
            let (next, z) = splitmix(state);
            state = next;
            out[code][sq] = z;
            sq += 1;
        }
        code += 1;
    }
    (out, splitmix(state).1)
}

const ZOBRIST_TABLES: ([[u64; 90]; 16], u64) = build_zobrist();
/// Zobrist numbers of the pieces: `[cell code][point]`, zero for an empty cell.
pub(crate) static ZOBRIST: [[u64; 90]; 16] = ZOBRIST_TABLES.0;
/// The Zobrist number of black to move.
pub(crate) const ZOBRIST_BLACK: u64 = ZOBRIST_TABLES.1;

/// The points of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Points(pub(crate) Bitboard);

impl Iterator for Points {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rook_on_an_empty_rank_reaches_every_other_point() {
        assert_eq!(RANK_SLIDES[4][0] & 0xFFFF, 0x1FF & !(1 << 4));
        assert_eq!(RANK_SLIDES[4][0] >> 16, 0x1FF & !(1 << 4));
    }

    #[test]
    fn cannon_captures_only_past_a_screen() {
        // Cannon on a, pieces on c and e: moves to b, captures on e.
        let occ = 0b10101;
        assert_eq!(RANK_SLIDES[0][occ] >> 16, 0b10010);
        assert_eq!(RANK_SLIDES[0][occ] & 0xFFFF, 0b110);
    }

    #[test]
    fn file_layout_round_trips() {
        for sq in 0..90 {
            let (f, r) = (sq % 9, sq / 9);
            assert_eq!(file_line(file_bit(sq), f), 1 << r);
            assert_eq!(FILE_SPREAD[1 << r] << f, bit(sq));
        }
    }

    #[test]
    fn piece_tables_match_the_step_tables() {
        use crate::geometry::{ELEPHANT_MOVES, HORSE_MOVES};
        for sq in 0..90 {
            let horse: Bitboard = HORSE[sq].pairs().iter().fold(0, |a, p| a | p.1);
            let want: Bitboard = HORSE_MOVES[sq]
                .pairs()
                .iter()
                .fold(0, |a, p| a | bit(p.0 as usize));
            assert_eq!(horse, want);
            let elephant: Bitboard = ELEPHANT[sq].pairs().iter().fold(0, |a, p| a | p.1);
            let want: Bitboard = ELEPHANT_MOVES[sq]
                .pairs()
                .iter()
                .fold(0, |a, p| a | bit(p.0 as usize));
            assert_eq!(elephant, want);
        }
        for (sq, attackers) in HORSE_ATTACKERS.iter().enumerate() {
            let horses: Bitboard = attackers.pairs().iter().fold(0, |a, p| a | p.1);
            let want: Bitboard = (0..90)
                .filter(|&h| HORSE[h].pairs().iter().any(|p| p.1 & bit(sq) != 0))
                .fold(0, |a, h| a | bit(h));
            assert_eq!(horses, want);
        }
        for sq in 0..90 {
            let union: Bitboard = HORSE_ATTACKERS[sq].pairs().iter().fold(0, |a, p| a | p.1);
            assert_eq!(HORSE_ATTACKER_POINTS[sq], union);
            let empty = rook_targets(sq, 0, 0);
            assert_eq!(
                LINES[sq], empty,
                "a rook on an empty board reaches its lines"
            );
        }
        assert_eq!(GENERAL[3].count_ones(), 2);
        assert_eq!(GENERAL[4].count_ones(), 3);
        assert_eq!(GENERAL[13].count_ones(), 4);
        assert_eq!(ADVISOR[13].count_ones(), 4);
        assert_eq!(ADVISOR[3].count_ones(), 1);
    }
}
