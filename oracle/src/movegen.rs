//! Legal move generation, attacks, check, checkmate and stalemate.
//!
//! Moves are generated pseudo-legally from the precomputed [`geometry`](crate::geometry) and
//! then filtered: a move is legal when it does not leave the mover's general attacked or facing
//! the other general. Most moves provably cannot do that (the piece leaves no line, leg or screen
//! that touches the general), so only the rest are played out and tested.

use crate::board::{Color, Piece, PieceKind, Square};
use crate::geometry::{
    DIAGONAL_STEPS, ELEPHANT_MOVES, HORSE_ATTACKERS, HORSE_MOVES, NONE, ORTHOGONAL_STEPS, RAYS,
};
use crate::moves::{Move, MoveList};
use crate::position::{Position, code, decode};

const GENERAL: u8 = 1;
const ADVISOR: u8 = 2;
const ELEPHANT: u8 = 3;
const HORSE: u8 = 4;
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
    Square::from_index(i as usize).expect("table squares are on the board")
}

/// How a game ends when the side to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move is in check and has no legal move (将死).
    Checkmate,
    /// The side to move is not in check and has no legal move (困毙); it loses as well.
    Stalemate,
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

    /// Pseudo-legal moves of the side to move: every move the pieces can make, ignoring whether
    /// the mover's general is left attacked.
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        for from in 0..Square::COUNT as u8 {
            let cell = self.cells[from as usize];
            if Self::is_color(cell, self.side) {
                self.piece_moves(from, cell, &mut list);
            }
        }
        list
    }

    /// Pseudo-legal moves of the piece on `from` (of the side to move).
    fn piece_moves(&self, from: u8, cell: u8, list: &mut MoveList) {
        let us = self.side;
        let f = from as usize;
        let mut add = |to: u8| {
            let target = self.cells[to as usize];
            if !Self::is_color(target, us) {
                list.push(Move::new(sq(from), sq(to)));
            }
        };
        match cell & 7 {
            GENERAL => {
                for &t in ORTHOGONAL_STEPS[f].targets() {
                    if sq(t).in_palace(us) {
                        add(t);
                    }
                }
            }
            ADVISOR => {
                for &t in DIAGONAL_STEPS[f].targets() {
                    if sq(t).in_palace(us) {
                        add(t);
                    }
                }
            }
            ELEPHANT => {
                for &(t, eye) in ELEPHANT_MOVES[f].pairs() {
                    if self.cells[eye as usize] == 0 {
                        add(t);
                    }
                }
            }
            HORSE => {
                for &(t, leg) in HORSE_MOVES[f].pairs() {
                    if self.cells[leg as usize] == 0 {
                        add(t);
                    }
                }
            }
            ROOK => {
                for ray in &RAYS[f] {
                    for &t in ray.squares() {
                        add(t);
                        if self.cells[t as usize] != 0 {
                            break;
                        }
                    }
                }
            }
            CANNON => {
                for ray in &RAYS[f] {
                    let mut screen = false;
                    for &t in ray.squares() {
                        let target = self.cells[t as usize];
                        if !screen {
                            if target == 0 {
                                add(t);
                            } else {
                                screen = true;
                            }
                        } else if target != 0 {
                            if Self::is_color(target, us.opponent()) {
                                add(t);
                            }
                            break;
                        }
                    }
                }
            }
            PAWN => {
                let ahead = f as i32 + forward(us);
                if (0..Square::COUNT as i32).contains(&ahead) {
                    add(ahead as u8);
                }
                if !sq(from).on_own_half(us) {
                    let file = f % 9;
                    if file > 0 {
                        add(from - 1);
                    }
                    if file < 8 {
                        add(from + 1);
                    }
                }
            }
            _ => unreachable!("cell codes are 1..=7 per colour"),
        }
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = self.pseudo_legal_moves();
        let in_check = self.in_check();
        list.retain(|m| self.leaves_general_safe(m, in_check));
        list
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let cell = self.cells[mv.from.index()];
        if !Self::is_color(cell, self.side) {
            return false;
        }
        let mut list = MoveList::new();
        self.piece_moves(mv.from.index() as u8, cell, &mut list);
        list.contains(mv) && self.leaves_general_safe(mv, self.in_check())
    }

    /// Whether a pseudo-legal move keeps the mover's general safe.
    #[inline]
    fn leaves_general_safe(&self, mv: Move, in_check: bool) -> bool {
        let general = self.generals[self.side.index()];
        if !in_check && mv.from != general && !self.may_expose(general, mv) {
            return true;
        }
        let mut next = self.clone();
        next.apply(mv);
        !next.general_attacked(self.side)
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
        let g = self.generals[color.index()];
        let them = color.opponent();
        let their = |kind: u8| kind + Self::color_bits(them);
        let f = g.index();
        for (d, ray) in RAYS[f].iter().enumerate() {
            let mut seen = 0;
            for &t in ray.squares() {
                let cell = self.cells[t as usize];
                if cell == 0 {
                    continue;
                }
                if seen == 0 {
                    if cell == their(ROOK) || (d < 2 && cell == their(GENERAL)) {
                        return true;
                    }
                    seen = 1;
                } else {
                    if cell == their(CANNON) {
                        return true;
                    }
                    break;
                }
            }
        }
        for &(h, leg) in HORSE_ATTACKERS[f].pairs() {
            if self.cells[h as usize] == their(HORSE) && self.cells[leg as usize] == 0 {
                return true;
            }
        }
        // Their pawns attack from the point ahead of the general (from their side) and, once
        // across the river, from beside it.
        let ahead = f as i32 - forward(them);
        if (0..Square::COUNT as i32).contains(&ahead) && self.cells[ahead as usize] == their(PAWN) {
            return true;
        }
        let file = f % 9;
        for side in [file.checked_sub(1), (file < 8).then_some(file + 1)]
            .into_iter()
            .flatten()
        {
            let s = f - file + side;
            if self.cells[s] == their(PAWN) && !sq(s as u8).on_own_half(them) {
                return true;
            }
        }
        false
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
            if self.cells[h as usize] == mine(HORSE) && self.cells[leg as usize] == 0 {
                out.push(sq(h));
            }
        }
        for &(e, eye) in ELEPHANT_MOVES[t].pairs() {
            if self.cells[e as usize] == mine(ELEPHANT)
                && self.cells[eye as usize] == 0
                && target.on_own_half(color)
            {
                out.push(sq(e));
            }
        }
        if target.in_palace(color) {
            for &a in DIAGONAL_STEPS[t].targets() {
                if self.cells[a as usize] == mine(ADVISOR) {
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
        self.may_check(mv) && self.play_unchecked(mv).in_check()
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
            HORSE => (df, dr) == (1, 2) || (df, dr) == (2, 1),
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
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
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
