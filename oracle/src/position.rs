//! A validated, playable position and what makes two positions "the same".

use crate::bitboard::{Bitboard, ZOBRIST, ZOBRIST_BLACK, bit, file_bit};
use crate::board::{Color, Piece, PieceKind, Square};
use crate::moves::Move;
use crate::setup::{FenError, Setup};
use std::fmt;

/// A legal position: a [`Setup`] that passed every check of [`Position::from_setup`].
///
/// Positions are small (under 300 bytes) and cheap to copy; [`Position::play`] returns a new one.
/// Besides a cell per point they keep the occupancy as bitboards (see `bitboard.rs`), so
/// that move generation and attack tests look targets up instead of walking the board.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) cells: [u8; Square::COUNT],
    /// Each colour's pieces, board layout.
    pub(crate) occ: [Bitboard; 2],
    /// All pieces, file layout.
    pub(crate) occ_by_file: Bitboard,
    /// The pieces of each kind, both colours, by cell code less one (general first).
    pub(crate) kinds: [Bitboard; 7],
    /// The Zobrist hash of the pieces and the side to move (see [`RepetitionKey`]).
    hash: u64,
    pub(crate) side: Color,
    pub(crate) generals: [Square; 2],
    halfmove_clock: u32,
    fullmove_number: u32,
}

/// What makes two positions "the same" for the repetition rules: the same pieces on the same
/// points with the same side to move. Move counters are ignored, and so is how the position was
/// reached. Both rulebooks define a repeated position this way (the CN rules speak of 循环反复,
/// the AXF rules of 循环归原状态).
///
/// Two keys are equal when the cells and the side are; a key hashes as the position's Zobrist
/// hash alone, which is a function of the same cells and side, so that a table of positions
/// hashes eight bytes per lookup, not ninety-one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RepetitionKey {
    cells: [u8; Square::COUNT],
    side: Color,
    hash: u64,
}

/// Hashes [`RepetitionKey`]s by their Zobrist hash, which is already evenly spread: a map of
/// positions needs no further mixing ([`PositionMap`]).
#[derive(Default)]
pub struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }
}

/// A hash map keyed by position for repetition ([`RepetitionKey`]), hashed by [`KeyHasher`].
pub type PositionMap<V> =
    std::collections::HashMap<RepetitionKey, V, std::hash::BuildHasherDefault<KeyHasher>>;

impl RepetitionKey {
    /// The position's Zobrist hash, the key's hash.
    pub(crate) fn zobrist(&self) -> u64 {
        self.hash
    }
}

impl std::hash::Hash for RepetitionKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Why a setup is not a position the game could reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalPosition {
    /// A side has no general.
    MissingGeneral(Color),
    /// More pieces of one kind than a side starts with.
    TooMany {
        /// The piece.
        piece: Piece,
        /// How many stand on the board.
        count: u8,
    },
    /// A general outside its palace.
    GeneralOutsidePalace(Piece, Square),
    /// An advisor off the five points it can reach.
    AdvisorOffPoint(Piece, Square),
    /// An elephant off the seven points it can reach.
    ElephantOffPoint(Piece, Square),
    /// A pawn behind its starting rank.
    PawnBehindStart(Piece, Square),
    /// A pawn on its own half off the five files it starts on (it cannot move sideways there).
    PawnOffFile(Piece, Square),
    /// Two pawns of one colour on one file, neither across the river: a pawn cannot change files
    /// before it crosses, and each file starts with one pawn (the rear one, then the front).
    UncrossedPawnsOnOneFile(Piece, Square, Square),
    /// The two generals face each other on an open file.
    GeneralsFacing(Square, Square),
    /// The side that has just moved is in check.
    WaitingSideInCheck(Color),
}

impl fmt::Display for IllegalPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalPosition::MissingGeneral(c) => write!(f, "{c} has no general"),
            IllegalPosition::TooMany { piece, count } => write!(
                f,
                "{count} {piece}s on the board, at most {} allowed",
                piece.kind.max_count()
            ),
            IllegalPosition::GeneralOutsidePalace(p, s) => {
                write!(f, "{p} on {s} is outside its palace")
            }
            IllegalPosition::AdvisorOffPoint(p, s) => {
                write!(f, "{p} on {s} is off the palace diagonals it can reach")
            }
            IllegalPosition::ElephantOffPoint(p, s) => {
                write!(
                    f,
                    "{p} on {s} is off the seven points an elephant can reach"
                )
            }
            IllegalPosition::PawnBehindStart(p, s) => write!(
                f,
                "{p} on {s} stands behind its starting rank ({p}s start on rank {} and never move back)",
                start_rank(p.color)
            ),
            IllegalPosition::PawnOffFile(p, s) => write!(
                f,
                "{p} on {s} has not crossed the river but is off its starting files (a, c, e, g, i)"
            ),
            IllegalPosition::UncrossedPawnsOnOneFile(p, a, b) => write!(
                f,
                "{p}s on {a} and {b} stand on one file without having crossed the river: a pawn \
                 cannot leave its file before it crosses, and each file starts with one pawn"
            ),
            IllegalPosition::GeneralsFacing(a, b) => {
                write!(
                    f,
                    "the generals on {a} and {b} face each other on an open file"
                )
            }
            IllegalPosition::WaitingSideInCheck(c) => {
                write!(f, "{c} is in check but it is not {c}'s turn")
            }
        }
    }
}

/// Why a FEN does not give a playable position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The FEN text is malformed.
    Fen(FenError),
    /// The FEN is well formed but the position is not legal.
    Illegal(IllegalPosition),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fen(e) => write!(f, "malformed FEN: {e}"),
            PositionError::Illegal(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<FenError> for PositionError {
    fn from(e: FenError) -> Self {
        PositionError::Fen(e)
    }
}

impl From<IllegalPosition> for PositionError {
    fn from(e: IllegalPosition) -> Self {
        PositionError::Illegal(e)
    }
}

const KINDS: [PieceKind; 7] = PieceKind::ALL;

/// Encodes a piece as a cell value: `1..=7` red, `9..=15` black, `0` empty.
#[inline]
pub(crate) const fn code(piece: Piece) -> u8 {
    1 + piece.kind as u8 + 8 * piece.color as u8
}

/// Decodes a cell value.
#[inline]
pub(crate) const fn decode(cell: u8) -> Option<Piece> {
    if cell == 0 {
        return None;
    }
    let color = if cell & 8 == 0 {
        Color::Red
    } else {
        Color::Black
    };
    Some(Piece::new(color, KINDS[((cell & 7) - 1) as usize]))
}

/// The rank (0–9, as in ICCS) on which this colour's pawns start: red's 3, black's 6.
fn start_rank(color: Color) -> u8 {
    match color {
        Color::Red => 3,
        Color::Black => 6,
    }
}

/// The points an advisor of this colour can stand on.
fn advisor_point(sq: Square, color: Color) -> bool {
    let own = match color {
        Color::Red => sq,
        Color::Black => sq.flipped(),
    };
    matches!(
        (own.file().index(), own.rank().index()),
        (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)
    )
}

/// The points an elephant of this colour can stand on.
fn elephant_point(sq: Square, color: Color) -> bool {
    let own = match color {
        Color::Red => sq,
        Color::Black => sq.flipped(),
    };
    matches!(
        (own.file().index(), own.rank().index()),
        (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
    )
}

impl Position {
    /// The starting position.
    pub fn start() -> Position {
        Position::from_fen(crate::setup::START_FEN).expect("the start position is legal")
    }

    /// Reads and validates a FEN.
    pub fn from_fen(fen: &str) -> Result<Position, PositionError> {
        Ok(Position::from_setup(&Setup::from_fen(fen)?)?)
    }

    /// Validates a setup: piece counts, the points each piece can reach, generals not facing,
    /// and the side that just moved not left in check.
    pub fn from_setup(setup: &Setup) -> Result<Position, IllegalPosition> {
        let mut cells = [0u8; Square::COUNT];
        let mut occ = [0; 2];
        let mut occ_by_file = 0;
        let mut kinds = [0; 7];
        let mut hash = match setup.side_to_move {
            Color::Red => 0,
            Color::Black => ZOBRIST_BLACK,
        };
        let mut counts = [[0u8; 7]; 2];
        let mut generals = [None, None];
        for sq in Square::all() {
            let Some(piece) = setup.board[sq.index()] else {
                continue;
            };
            cells[sq.index()] = code(piece);
            occ[piece.color.index()] |= bit(sq.index());
            occ_by_file |= file_bit(sq.index());
            kinds[piece.kind as usize] |= bit(sq.index());
            hash ^= ZOBRIST[code(piece) as usize][sq.index()];
            let n = &mut counts[piece.color.index()][piece.kind as usize];
            *n += 1;
            if *n > piece.kind.max_count() {
                return Err(IllegalPosition::TooMany { piece, count: *n });
            }
            let own = match piece.color {
                Color::Red => sq,
                Color::Black => sq.flipped(),
            };
            match piece.kind {
                PieceKind::General => {
                    if !sq.in_palace(piece.color) {
                        return Err(IllegalPosition::GeneralOutsidePalace(piece, sq));
                    }
                    generals[piece.color.index()] = Some(sq);
                }
                PieceKind::Advisor if !advisor_point(sq, piece.color) => {
                    return Err(IllegalPosition::AdvisorOffPoint(piece, sq));
                }
                PieceKind::Elephant if !elephant_point(sq, piece.color) => {
                    return Err(IllegalPosition::ElephantOffPoint(piece, sq));
                }
                PieceKind::Pawn if own.rank().index() < 3 => {
                    return Err(IllegalPosition::PawnBehindStart(piece, sq));
                }
                PieceKind::Pawn if own.rank().index() <= 4 && own.file().index() % 2 == 1 => {
                    return Err(IllegalPosition::PawnOffFile(piece, sq));
                }
                _ => {}
            }
        }
        // An uncrossed pawn stands on its starting rank or the one before the river (the checks
        // above): two of one colour on one file are the pawn of that file and one that could
        // only have come from another file.
        for sq in Square::all() {
            let Some(piece) = setup.board[sq.index()] else {
                continue;
            };
            let forward = match piece.color {
                Color::Red => 1,
                Color::Black => -1,
            };
            let ahead =
                Square::from_coords(sq.file().index() as i32, sq.rank().index() as i32 + forward);
            if piece.kind == PieceKind::Pawn
                && sq.rank().index() == start_rank(piece.color)
                && let Some(front) = ahead.filter(|a| setup.board[a.index()] == Some(piece))
            {
                return Err(IllegalPosition::UncrossedPawnsOnOneFile(piece, sq, front));
            }
        }
        let red = generals[0].ok_or(IllegalPosition::MissingGeneral(Color::Red))?;
        let black = generals[1].ok_or(IllegalPosition::MissingGeneral(Color::Black))?;
        let pos = Position {
            cells,
            occ,
            occ_by_file,
            kinds,
            hash,
            side: setup.side_to_move,
            generals: [red, black],
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number,
        };
        if pos.generals_facing() {
            return Err(IllegalPosition::GeneralsFacing(red, black));
        }
        let waiting = pos.side.opponent();
        if pos.general_attacked(waiting) {
            return Err(IllegalPosition::WaitingSideInCheck(waiting));
        }
        Ok(pos)
    }

    /// The position as a raw setup.
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty();
        for sq in Square::all() {
            setup.board[sq.index()] = self.piece_at(sq);
        }
        setup.side_to_move = self.side;
        setup.halfmove_clock = self.halfmove_clock;
        setup.fullmove_number = self.fullmove_number;
        setup
    }

    /// The FEN of this position (red to move written `w`).
    pub fn fen(&self) -> String {
        self.to_setup().to_fen()
    }

    /// The piece on a square.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        decode(self.cells[sq.index()])
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Where a side's general stands.
    pub fn general(&self, color: Color) -> Square {
        self.generals[color.index()]
    }

    /// Plies since the last capture (from the FEN, then counted by [`Position::play`]).
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Every piece on the board with its square, `a0` first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        crate::bitboard::Points(self.occ[0] | self.occ[1])
            .filter_map(|i| Square::from_index(i).zip(decode(self.cells[i])))
    }

    /// The key that decides whether two positions are the same for repetition.
    pub fn repetition_key(&self) -> RepetitionKey {
        RepetitionKey {
            cells: self.cells,
            side: self.side,
            hash: self.hash,
        }
    }

    /// Plays a move without checking it; the caller guarantees it is legal (one of
    /// [`Position::legal_moves`]). Returns the new position.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.apply(mv);
        next
    }

    /// Plays a move if it is legal here.
    pub fn play(&self, mv: Move) -> Option<Position> {
        self.is_legal(mv).then(|| self.play_unchecked(mv))
    }

    /// The same position with the other side to move, as if the side to move passed. Used to ask
    /// "what would the mover threaten if the opponent did nothing?". `None` when the side to
    /// move is in check (passing would leave the general capturable).
    pub fn passed(&self) -> Option<Position> {
        if self.in_check() {
            return None;
        }
        let mut next = self.clone();
        next.side = self.side.opponent();
        next.hash ^= ZOBRIST_BLACK;
        Some(next)
    }

    /// The same position reflected left-right.
    pub fn mirrored(&self) -> Position {
        Position::from_setup(&self.to_setup().mirrored()).expect("a mirrored position is legal")
    }

    /// The same position with colours exchanged and the board turned upside down.
    pub fn color_swapped(&self) -> Position {
        Position::from_setup(&self.to_setup().color_swapped())
            .expect("a colour-swapped position is legal")
    }

    /// The Zobrist hash of the position after `mv` (see [`RepetitionKey`]), without playing it:
    /// a table of positions can tell a position is not in it before one is made.
    #[inline]
    pub(crate) fn hash_after(&self, mv: Move) -> u64 {
        let (from, to) = (mv.from.index(), mv.to.index());
        let piece = self.cells[from] as usize;
        self.hash
            ^ ZOBRIST[piece][from]
            ^ ZOBRIST[piece][to]
            ^ ZOBRIST[self.cells[to] as usize][to]
            ^ ZOBRIST_BLACK
    }

    #[inline]
    pub(crate) fn apply(&mut self, mv: Move) {
        let (from, to) = (mv.from.index(), mv.to.index());
        let piece = self.cells[from];
        let captured = self.cells[to];
        self.cells[to] = piece;
        self.cells[from] = 0;
        self.hash ^= ZOBRIST[piece as usize][from]
            ^ ZOBRIST[piece as usize][to]
            ^ ZOBRIST[captured as usize][to]
            ^ ZOBRIST_BLACK;
        // The mover's colour from its cell code (bit 3), which is the side to move's for every
        // legal move.
        let mover = (piece >> 3) as usize & 1;
        self.occ[mover] ^= bit(from) | bit(to);
        self.occ[1 - mover] &= !bit(to);
        self.occ_by_file = (self.occ_by_file & !file_bit(from)) | file_bit(to);
        if captured != 0 {
            self.kinds[(captured & 7) as usize - 1] &= !bit(to);
        }
        self.kinds[(piece & 7) as usize - 1] ^= bit(from) | bit(to);
        if piece & 7 == 1 {
            self.generals[mover] = mv.to;
        }
        if captured != 0 {
            self.halfmove_clock = 0;
        } else {
            self.halfmove_clock += 1;
        }
        if self.side == Color::Black {
            self.fullmove_number += 1;
        }
        self.side = self.side.opponent();
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

impl fmt::Display for Position {
    /// A text diagram: black's back rank on top, files a–i below.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..10).rev() {
            write!(f, "{rank} ")?;
            for file in 0..9 {
                let sq = Square::from_coords(file, rank).expect("on board");
                let c = self.piece_at(sq).map_or('.', Piece::fen_letter);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "   a b c d e f g h i")?;
        write!(f, "{} to move", self.side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn illegal(fen: &str) -> IllegalPosition {
        match Position::from_fen(fen) {
            Err(PositionError::Illegal(e)) => e,
            other => panic!("{fen}: expected an illegal position, got {other:?}"),
        }
    }

    #[test]
    fn codes_round_trip() {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let p = Piece::new(color, kind);
                assert_eq!(decode(code(p)), Some(p));
            }
        }
    }

    #[test]
    fn start_position_is_legal() {
        let p = Position::start();
        assert_eq!(p.fen(), crate::setup::START_FEN);
        assert_eq!(p.pieces().count(), 32);
    }

    #[test]
    fn validation_names_what_is_wrong() {
        assert_eq!(
            illegal("4k4/9/9/9/9/9/9/9/9/9 w"),
            IllegalPosition::MissingGeneral(Color::Red)
        );
        assert!(matches!(
            illegal("4k4/9/9/9/9/9/9/9/9/K8 w"),
            IllegalPosition::GeneralOutsidePalace(..)
        ));
        assert!(matches!(
            illegal("4k4/9/9/9/9/9/9/9/9/4K4 w"),
            IllegalPosition::GeneralsFacing(..)
        ));
    }

    #[test]
    fn repetition_key_ignores_counters() {
        let a = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
        let b = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 17 40").unwrap();
        let c = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
        assert_eq!(a.repetition_key(), b.repetition_key());
        assert_ne!(a.repetition_key(), c.repetition_key());
    }
}
