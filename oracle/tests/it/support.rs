//! Helpers shared by the oracle's integration tests: random reachable positions and a slow,
//! independent move-legality check written from the rules text, not from the move generator.

#![allow(dead_code)]

use qili_oracle::{Color, Move, Piece, PieceKind, Position, Setup, Square};

/// Plays `choices.len()` moves from the start, each picked by index among the legal moves; stops
/// early at a position without moves.
pub fn random_position(choices: &[u16]) -> Position {
    let mut pos = Position::start();
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves.as_slice()[c as usize % moves.len()];
        pos = pos.play_unchecked(m);
    }
    pos
}

/// A shuffle loop from a random position: each side plays a move and then plays it back, twice,
/// when the moves are reversible; otherwise as many plies as could be played.
pub fn shuffle_loop(pos: &Position, a: u16, b: u16) -> Vec<Move> {
    unwinding_loop(pos, &[a, b])
}

/// A loop from a random position: the sides play one move each per choice (red first when red
/// is to move), then take them back in reverse order, and the whole is played twice — as long
/// as every move is legal; otherwise as many plies as could be played. With two choices it is a
/// 4-ply shuffle, with four an 8-ply loop in which each side moves two pieces.
pub fn unwinding_loop(pos: &Position, choices: &[u16]) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut p = pos.clone();
    let mut out: Vec<Move> = Vec::new();
    for &k in choices {
        let ms = p.legal_moves();
        if ms.is_empty() {
            return moves;
        }
        let m = ms.as_slice()[k as usize % ms.len()];
        p = p.play_unchecked(m);
        out.push(m);
        moves.push(m);
    }
    // Take back in reverse order, alternating sides: the last move of each side first.
    let n = out.len();
    let mut back: Vec<Move> = Vec::new();
    for i in 0..n {
        // Ply i of the way back is played by the side that played ply i of the way out.
        let same_side: Vec<usize> = (0..n).filter(|j| j % 2 == i % 2).collect();
        let k = same_side.len() - 1 - (i / 2);
        let m = out[same_side[k]];
        back.push(Move::new(m.to, m.from));
    }
    for _ in 0..2 {
        for &m in back.iter().chain(&out) {
            match p.play(m) {
                Some(next) => {
                    p = next;
                    moves.push(m);
                }
                None => return moves,
            }
        }
    }
    moves
}

fn at(b: &Setup, f: i32, r: i32) -> Option<Piece> {
    Square::from_coords(f, r).and_then(|s| b.board[s.index()])
}

fn in_palace(color: Color, f: i32, r: i32) -> bool {
    (3..=5).contains(&f)
        && match color {
            Color::Red => (0..=2).contains(&r),
            Color::Black => (7..=9).contains(&r),
        }
}

fn own_half(color: Color, r: i32) -> bool {
    match color {
        Color::Red => r <= 4,
        Color::Black => r >= 5,
    }
}

/// Pieces strictly between two squares on one line; `None` if not on a line.
fn between(b: &Setup, (f1, r1): (i32, i32), (f2, r2): (i32, i32)) -> Option<usize> {
    if f1 != f2 && r1 != r2 {
        return None;
    }
    let (df, dr) = ((f2 - f1).signum(), (r2 - r1).signum());
    let (mut f, mut r) = (f1 + df, r1 + dr);
    let mut n = 0;
    while (f, r) != (f2, r2) {
        if at(b, f, r).is_some() {
            n += 1;
        }
        f += df;
        r += dr;
    }
    Some(n)
}

/// Whether the piece on `from` may move to `to` by the movement rules alone (own general's
/// safety not considered). Written directly from the rules of 第2条, square by square.
pub fn naive_can_move(b: &Setup, from: Square, to: Square) -> bool {
    let Some(p) = b.board[from.index()] else {
        return false;
    };
    if b.board[to.index()].is_some_and(|t| t.color == p.color) {
        return false;
    }
    let (f1, r1) = (from.file().index() as i32, from.rank().index() as i32);
    let (f2, r2) = (to.file().index() as i32, to.rank().index() as i32);
    let (df, dr) = (f2 - f1, r2 - r1);
    if (df, dr) == (0, 0) {
        return false;
    }
    let up = if p.color == Color::Red { 1 } else { -1 };
    match p.kind {
        PieceKind::General => df.abs() + dr.abs() == 1 && in_palace(p.color, f2, r2),
        PieceKind::Advisor => df.abs() == 1 && dr.abs() == 1 && in_palace(p.color, f2, r2),
        PieceKind::Elephant => {
            df.abs() == 2
                && dr.abs() == 2
                && own_half(p.color, r2)
                && at(b, f1 + df / 2, r1 + dr / 2).is_none()
        }
        PieceKind::Horse => {
            if df.abs() == 2 && dr.abs() == 1 {
                at(b, f1 + df / 2, r1).is_none()
            } else if df.abs() == 1 && dr.abs() == 2 {
                at(b, f1, r1 + dr / 2).is_none()
            } else {
                false
            }
        }
        PieceKind::Rook => between(b, (f1, r1), (f2, r2)) == Some(0),
        PieceKind::Cannon => {
            let n = between(b, (f1, r1), (f2, r2));
            if b.board[to.index()].is_some() {
                n == Some(1)
            } else {
                n == Some(0)
            }
        }
        PieceKind::Pawn => {
            (df == 0 && dr == up) || (dr == 0 && df.abs() == 1 && !own_half(p.color, r1))
        }
    }
}

/// Whether `color`'s general is attacked (or faces the other general) in this setup.
pub fn naive_general_attacked(b: &Setup, color: Color) -> bool {
    let find = |c: Color| {
        Square::all()
            .find(|s| b.board[s.index()] == Some(Piece::new(c, PieceKind::General)))
            .expect("both generals on the board")
    };
    let g = find(color);
    let other = find(color.opponent());
    if g.file() == other.file()
        && between(
            b,
            (g.file().index() as i32, g.rank().index() as i32),
            (other.file().index() as i32, other.rank().index() as i32),
        ) == Some(0)
    {
        return true;
    }
    Square::all()
        .any(|s| b.board[s.index()].is_some_and(|p| p.color != color) && naive_can_move(b, s, g))
}

/// Every legal move by the slow method: try all 90×90 square pairs.
pub fn naive_legal_moves(pos: &Position) -> Vec<Move> {
    let b = pos.to_setup();
    let mut out = Vec::new();
    for from in Square::all() {
        if b.board[from.index()].map(|p| p.color) != Some(b.side_to_move) {
            continue;
        }
        for to in Square::all() {
            if !naive_can_move(&b, from, to) {
                continue;
            }
            let mut next = b.clone();
            next.board[to.index()] = next.board[from.index()].take();
            if !naive_general_attacked(&next, b.side_to_move) {
                out.push(Move::new(from, to));
            }
        }
    }
    out.sort();
    out
}
