//! Legal move generation, attacks, check, checkmate and stalemate.
//!
//! Targets come from the [`bitboard`](crate::bitboard) tables: one lookup per slider and line,
//! one per leg or eye, one per stepping piece. Legality is worked out once per position
//! ([`Safety`]): whether the side to move is in check, which of its pieces stand where leaving
//! could expose their general (the lone screen before an enemy rook or general, one of two
//! before an enemy cannon, the leg of an enemy horse aimed at it), and which empty points would
//! make a moving piece the screen of an enemy cannon. Only general moves, moves of those pieces
//! and moves out of check are then tested one by one, on the occupancy the move leaves — the
//! position itself is never copied for a test. Every other move is legal as generated, so
//! [`perft`] counts the last ply by population count without listing it.

use crate::bitboard::{
    ADVISOR, Bitboard, ELEPHANT, FILE_SLIDES, GENERAL as GENERAL_STEPS, HORSE, PAWN as PAWN_STEPS,
    PAWN_ATTACKERS, Points, RANK_SLIDES, bit, cannon_targets, file_bit, file_line, rank_line,
    rook_targets,
};
use crate::board::{Color, Piece, PieceKind, Square};
use crate::geometry::{DIAGONAL_STEPS, ELEPHANT_MOVES, HORSE_ATTACKERS, NONE, RAYS};
use crate::moves::{Move, MoveList};
use crate::position::{Position, code, decode};

const GENERAL: u8 = 1;
const ADVISOR_CODE: u8 = 2;
const ELEPHANT_CODE: u8 = 3;
const HORSE_CODE: u8 = 4;
const ROOK: u8 = 5;
const CANNON: u8 = 6;
const PAWN: u8 = 7;

/// The rank step a pawn of this colour moves forward by.
#[inline]
const fn forward(color: Color) -> i32 {
    match color {
        Color::Red => 9,
        Color::Black => -9,
    }
}

#[inline]
fn sq(i: u8) -> Square {
    Square::at(i as usize)
}

/// How a game ends when the side to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move is in check and has no legal move (将死).
    Checkmate,
    /// The side to move is not in check and has no legal move (困毙); it loses as well.
    Stalemate,
}

/// Where legal moves go as they are found: counted, or listed.
trait Sink {
    /// Every point of `targets` is a legal move from `from`.
    fn all(&mut self, from: usize, targets: Bitboard);
    /// One legal move.
    fn one(&mut self, from: usize, to: usize);
}

/// Counts moves without listing them.
struct Count(u64);

impl Sink for Count {
    #[inline]
    fn all(&mut self, _: usize, targets: Bitboard) {
        self.0 += u64::from(targets.count_ones());
    }

    #[inline]
    fn one(&mut self, _: usize, _: usize) {
        self.0 += 1;
    }
}

impl Sink for MoveList {
    #[inline]
    fn all(&mut self, from: usize, targets: Bitboard) {
        for to in Points(targets) {
            self.one(from, to);
        }
    }

    #[inline]
    fn one(&mut self, from: usize, to: usize) {
        self.push(Move::new(Square::at(from), Square::at(to)));
    }
}

/// What the legality of the side to move's moves depends on, worked out once per position.
struct Safety {
    /// Pieces of the side to move whose moves are tested one by one: those whose leaving their
    /// point may expose the general, or all of them when it is in check.
    tested: Bitboard,
    /// Empty points between the general and an enemy cannon with nothing else between them: a
    /// piece moving there would become the cannon's screen.
    cannon_line: Bitboard,
}

impl Position {
    #[inline]
    fn color_bits(color: Color) -> u8 {
        8 * color as u8
    }

    /// Whether the cell holds a piece of `color` (cell value non-zero).
    #[inline]
    fn is_color(cell: u8, color: Color) -> bool {
        cell != 0 && (cell & 8) == Self::color_bits(color)
    }

    /// All pieces, board layout.
    #[inline]
    fn occupied(&self) -> Bitboard {
        self.occ[0] | self.occ[1]
    }

    /// The points the piece `cell` on `from` reaches by the way it moves, whatever stands there
    /// (the caller removes its own pieces).
    #[inline]
    fn targets(&self, from: usize, cell: u8, occ: Bitboard) -> Bitboard {
        let blocked = |table: &crate::bitboard::Blocked| {
            table
                .pairs()
                .iter()
                .filter(|&&(blocker, _)| occ & bit(blocker as usize) == 0)
                .fold(0, |acc, &(_, t)| acc | t)
        };
        match cell & 7 {
            GENERAL => GENERAL_STEPS[from],
            ADVISOR_CODE => ADVISOR[from],
            ELEPHANT_CODE => blocked(&ELEPHANT[from]),
            HORSE_CODE => blocked(&HORSE[from]),
            ROOK => rook_targets(from, occ, self.occ_by_file),
            CANNON => cannon_targets(from, occ, self.occ_by_file),
            PAWN => PAWN_STEPS[(cell >> 3) as usize & 1][from],
            _ => 0,
        }
    }

    /// Pseudo-legal moves of the side to move: every move the pieces can make, ignoring whether
    /// the mover's general is left attacked.
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let own = self.occ[self.side.index()];
        let occ = self.occupied();
        let mut list = MoveList::new();
        for from in Points(own) {
            list.all(from, self.targets(from, self.cells[from], occ) & !own);
        }
        list
    }

    /// Whether `target` is attacked by a piece of `by` on a board given by its occupancy (both
    /// layouts) and its cells, counting a general on the same open file as an attack. Only ever
    /// asked about a general's point, so general steps and advisors and elephants (which never
    /// reach the other palace) are not looked at.
    #[inline]
    fn attacked(
        target: usize,
        by: Color,
        occ: Bitboard,
        occ_by_file: Bitboard,
        cell: impl Fn(usize) -> u8,
    ) -> bool {
        let theirs = Self::color_bits(by);
        let (file, rank) = (target % 9, target / 9);
        let line = rank_line(occ, rank);
        let slides = RANK_SLIDES[file][line] as usize;
        let mut first = slides & line & 0x1FF;
        while first != 0 {
            if cell(rank * 9 + first.trailing_zeros() as usize) == ROOK | theirs {
                return true;
            }
            first &= first - 1;
        }
        let mut second = (slides >> 16) & line;
        while second != 0 {
            if cell(rank * 9 + second.trailing_zeros() as usize) == CANNON | theirs {
                return true;
            }
            second &= second - 1;
        }
        let line = file_line(occ_by_file, file);
        let slides = FILE_SLIDES[rank][line] as usize;
        let mut first = slides & line & 0x3FF;
        while first != 0 {
            let c = cell(first.trailing_zeros() as usize * 9 + file);
            if c == ROOK | theirs || c == GENERAL | theirs {
                return true;
            }
            first &= first - 1;
        }
        let mut second = (slides >> 16) & line;
        while second != 0 {
            if cell(second.trailing_zeros() as usize * 9 + file) == CANNON | theirs {
                return true;
            }
            second &= second - 1;
        }
        for &(h, leg) in HORSE_ATTACKERS[target].pairs() {
            if occ & bit(leg as usize) == 0 && cell(h as usize) == HORSE_CODE | theirs {
                return true;
            }
        }
        Points(PAWN_ATTACKERS[by.index()][target] & occ).any(|s| cell(s) == PAWN | theirs)
    }

    /// Whether a piece of `by` attacks `target` once the piece on `from` has gone to `to`
    /// (capturing what stood there).
    #[inline]
    fn attacked_after(&self, target: usize, by: Color, from: usize, to: usize) -> bool {
        let moved = self.cells[from];
        let occ = (self.occupied() & !bit(from)) | bit(to);
        let occ_by_file = (self.occ_by_file & !file_bit(from)) | file_bit(to);
        Self::attacked(target, by, occ, occ_by_file, |s| {
            if s == to {
                moved
            } else if s == from {
                0
            } else {
                self.cells[s]
            }
        })
    }

    /// Whether the side to move's general is safe after its piece on `from` goes to `to`.
    #[inline]
    fn safe_after(&self, from: usize, to: usize) -> bool {
        let general = if self.cells[from] & 7 == GENERAL {
            to
        } else {
            self.generals[self.side.index()].index()
        };
        !self.attacked_after(general, self.side.opponent(), from, to)
    }

    /// Works out, once for the position, which moves of the side to move need testing.
    fn safety(&self) -> Safety {
        let us = self.side;
        let general = self.generals[us.index()].index();
        if self.in_check() {
            return Safety {
                tested: !0,
                cannon_line: 0,
            };
        }
        let theirs = Self::color_bits(us.opponent());
        let own = self.occ[us.index()];
        let mut tested = bit(general);
        let mut cannon_line = 0;
        for (d, ray) in RAYS[general].iter().enumerate() {
            // Walk out to the third piece: what stands behind one or two screens decides.
            let (mut screens, mut seen, mut empty) = (0u32, 0 as Bitboard, 0 as Bitboard);
            for &t in ray.squares() {
                let t = t as usize;
                let cell = self.cells[t];
                if cell == 0 {
                    if screens == 0 {
                        empty |= bit(t);
                    }
                    continue;
                }
                match screens {
                    0 if cell == CANNON | theirs => cannon_line |= empty,
                    1 if cell == ROOK | theirs || (d < 2 && cell == GENERAL | theirs) => {
                        tested |= seen & own;
                    }
                    2 if cell == CANNON | theirs => tested |= seen & own,
                    _ => {}
                }
                seen |= bit(t);
                screens += 1;
                if screens == 3 {
                    break;
                }
            }
        }
        for &(h, leg) in HORSE_ATTACKERS[general].pairs() {
            if self.cells[h as usize] == HORSE_CODE | theirs {
                tested |= bit(leg as usize) & own;
            }
        }
        Safety {
            tested,
            cannon_line,
        }
    }

    /// Sends every legal move of the side to move to `sink`.
    #[inline]
    fn generate(&self, sink: &mut impl Sink) {
        let own = self.occ[self.side.index()];
        let occ = self.occupied();
        let safety = self.safety();
        for from in Points(own) {
            let targets = self.targets(from, self.cells[from], occ) & !own;
            if safety.tested & bit(from) != 0 {
                for to in Points(targets) {
                    if self.safe_after(from, to) {
                        sink.one(from, to);
                    }
                }
            } else {
                sink.all(from, targets & !safety.cannon_line);
            }
        }
    }

    /// Every legal move of the side to move, by the square it leaves (`a0` first), then by the
    /// square it goes to.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// How many legal moves the side to move has: [`Position::legal_moves`]`().len()`, without
    /// listing them.
    pub fn legal_move_count(&self) -> u64 {
        let mut count = Count(0);
        self.generate(&mut count);
        count.0
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let (from, to) = (mv.from.index(), mv.to.index());
        let cell = self.cells[from];
        let own = self.occ[self.side.index()];
        Self::is_color(cell, self.side)
            && self.targets(from, cell, self.occupied()) & !own & bit(to) != 0
            && self.safe_after(from, to)
    }

    /// Whether moving a piece from `mv.from` to `mv.to` could let something attack the general
    /// on `general`: only by leaving or entering its rank or file (lines, screens, the facing
    /// generals) or by leaving a point diagonally next to it (a horse's leg).
    #[inline]
    fn may_expose(&self, general: Square, mv: Move) -> bool {
        let (gf, gr) = (general.file(), general.rank());
        mv.from.file() == gf
            || mv.from.rank() == gr
            || mv.to.file() == gf
            || mv.to.rank() == gr
            || ((mv.from.file().index() as i32 - gf.index() as i32).abs() == 1
                && (mv.from.rank().index() as i32 - gr.index() as i32).abs() == 1)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.general_attacked(self.side)
    }

    /// Whether the general of `color` is attacked by the other side, counting the facing
    /// generals as an attack.
    pub(crate) fn general_attacked(&self, color: Color) -> bool {
        Self::attacked(
            self.generals[color.index()].index(),
            color.opponent(),
            self.occupied(),
            self.occ_by_file,
            |s| self.cells[s],
        )
    }

    /// Whether the two generals stand on one file with nothing between them.
    pub(crate) fn generals_facing(&self) -> bool {
        let [r, b] = self.generals;
        if r.file() != b.file() {
            return false;
        }
        let (lo, hi) = (r.index().min(b.index()), r.index().max(b.index()));
        (lo + 9..hi).step_by(9).all(|i| self.cells[i] == 0)
    }

    /// The squares of `color`'s pieces that could capture on `target` by the way they move
    /// (legs, eyes, screens, palace and river respected), whether or not the capture would
    /// leave their own general exposed. The target square's occupant is irrelevant.
    pub fn attackers(&self, target: Square, color: Color) -> Vec<Square> {
        let mut out = Vec::new();
        let t = target.index();
        let mine = |kind: u8| kind + Self::color_bits(color);
        for (d, ray) in RAYS[t].iter().enumerate() {
            let mut seen = 0;
            for &s in ray.squares() {
                let cell = self.cells[s as usize];
                if cell == 0 {
                    continue;
                }
                if seen == 0 {
                    let general_line = d < 2
                        && cell == mine(GENERAL)
                        && decode(self.cells[t])
                            .is_some_and(|p| p.kind == PieceKind::General && p.color != color);
                    let general_step = cell == mine(GENERAL)
                        && s as usize == RAYS[t][d].squares[0] as usize
                        && target.in_palace(color);
                    if cell == mine(ROOK) || general_line || general_step {
                        out.push(sq(s));
                    }
                    seen = 1;
                } else {
                    if cell == mine(CANNON) {
                        out.push(sq(s));
                    }
                    break;
                }
            }
        }
        for &(h, leg) in HORSE_ATTACKERS[t].pairs() {
            if self.cells[h as usize] == mine(HORSE_CODE) && self.cells[leg as usize] == 0 {
                out.push(sq(h));
            }
        }
        for &(e, eye) in ELEPHANT_MOVES[t].pairs() {
            if self.cells[e as usize] == mine(ELEPHANT_CODE)
                && self.cells[eye as usize] == 0
                && target.on_own_half(color)
            {
                out.push(sq(e));
            }
        }
        if target.in_palace(color) {
            for &a in DIAGONAL_STEPS[t].targets() {
                if self.cells[a as usize] == mine(ADVISOR_CODE) {
                    out.push(sq(a));
                }
            }
        }
        let behind = t as i32 - forward(color);
        if (0..Square::COUNT as i32).contains(&behind) && self.cells[behind as usize] == mine(PAWN)
        {
            out.push(sq(behind as u8));
        }
        if !target.on_own_half(color) {
            let file = t % 9;
            for side in [file.checked_sub(1), (file < 8).then_some(file + 1)]
                .into_iter()
                .flatten()
            {
                let s = t - file + side;
                if self.cells[s] == mine(PAWN) {
                    out.push(sq(s as u8));
                }
            }
        }
        debug_assert!(out.iter().all(|s| s.index() != NONE as usize));
        out
    }

    /// Whether the side to move is checkmated or stalemated; `None` while it has a legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.legal_moves().is_empty() {
            None
        } else if self.in_check() {
            Some(Outcome::Checkmate)
        } else {
            Some(Outcome::Stalemate)
        }
    }

    /// Whether the move gives check.
    pub fn gives_check(&self, mv: Move) -> bool {
        let (from, to) = (mv.from.index(), mv.to.index());
        let mover = if self.cells[from] & 8 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        let target = self.generals[mover.opponent().index()].index();
        self.may_check(mv) && self.attacked_after(target, mover, from, to)
    }

    /// The legal moves that give check.
    pub fn checking_moves(&self) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| self.gives_check(m));
        list
    }

    /// Whether a move could give check at all: it must touch a line or a horse's leg of the
    /// enemy general, or put a horse or pawn where it attacks it. Cheap; exact is
    /// [`Position::gives_check`].
    #[inline]
    fn may_check(&self, mv: Move) -> bool {
        let target = self.generals[self.side.opponent().index()];
        if self.may_expose(target, mv) {
            return true;
        }
        let (df, dr) = (
            (mv.to.file().index() as i32 - target.file().index() as i32).abs(),
            (mv.to.rank().index() as i32 - target.rank().index() as i32).abs(),
        );
        match self.cells[mv.from.index()] & 7 {
            HORSE_CODE => (df, dr) == (1, 2) || (df, dr) == (2, 1),
            PAWN => df + dr == 1,
            _ => false,
        }
    }

    /// The piece a move captures, if any.
    pub fn captured_by(&self, mv: Move) -> Option<Piece> {
        decode(self.cells[mv.to.index()])
    }

    /// Whether a square holds a piece of this kind and colour.
    pub fn has(&self, square: Square, piece: Piece) -> bool {
        self.cells[square.index()] == code(piece)
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` plies (perft).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.legal_move_count();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| perft(&pos.play_unchecked(m), depth - 1))
        .sum()
}

/// Perft split by the first move: each legal move with the node count below it.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| (m, perft(&pos.play_unchecked(m), depth - 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn start_position_has_44_moves() {
        assert_eq!(Position::start().legal_moves().len(), 44);
    }

    #[test]
    fn horse_leg_blocks() {
        // In the start position the horse on b0 has its leg b1 free: a2 and c2 are reachable.
        let p = Position::start();
        let b0 = Square::parse("b0").unwrap();
        let from_b0: Vec<_> = p
            .legal_moves()
            .iter()
            .filter(|m| m.from == b0)
            .copied()
            .collect();
        assert_eq!(from_b0.len(), 2);
        let blocked = pos("3k5/9/9/9/9/9/9/9/1R7/1N2K4 w");
        assert!(
            blocked
                .legal_moves()
                .iter()
                .all(|m| m.from != b0 || m.to.rank().index() == 1)
        );
    }

    #[test]
    fn generals_may_not_face() {
        // The red advisor on e1 shields the generals; it is pinned.
        let p = pos("4k4/9/9/9/9/9/9/9/4A4/3K5 w");
        let e1 = Square::parse("e1").unwrap();
        assert!(p.legal_moves().iter().any(|m| m.from == e1));
        let p = pos("4k4/9/9/9/9/9/9/9/4A4/4K4 w");
        assert!(p.legal_moves().iter().all(|m| m.from != e1));
    }

    #[test]
    fn cannon_needs_a_screen_to_capture() {
        let p = pos("3k5/9/9/9/9/9/9/9/9/C2pK4 w");
        let a0 = Square::parse("a0").unwrap();
        let d0 = Square::parse("d0").unwrap();
        assert!(!p.legal_moves().contains(Move::new(a0, d0)));
    }

    #[test]
    fn checkmate_and_stalemate() {
        // Two rooks mate the black general on the back rank.
        let mate = pos("3Rk4/R8/9/9/9/9/9/9/9/3K5 b");
        assert_eq!(mate.outcome(), Some(Outcome::Checkmate));
        let p = Position::start();
        assert_eq!(p.outcome(), None);
    }

    #[test]
    fn attackers_respect_legs_and_screens() {
        let p = Position::start();
        // Black's cannon on b7 attacks b0 with the red cannon on b2 as its screen.
        let b0 = Square::parse("b0").unwrap();
        assert_eq!(
            p.attackers(b0, Color::Black),
            vec![Square::parse("b7").unwrap()]
        );
        let e3 = Square::parse("e3").unwrap();
        assert!(p.attackers(e3, Color::Black).is_empty());
    }
}
