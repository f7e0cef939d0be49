//! A raw, unvalidated setup as read from FEN, and the FEN reader and writer.
//!
//! [`Setup`] holds whatever a FEN says, checked only for form (ranks, files, letters). Turning it
//! into a playable [`Position`](crate::Position) checks that the game could be in that state.

use crate::board::{Color, File, Piece, PieceKind, Rank, Square};
use std::fmt;

/// A board as written in a FEN: pieces, side to move and move counters, not yet checked for
/// legality.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square, indexed by [`Square::index`].
    pub board: [Option<Piece>; Square::COUNT],
    /// The side to move.
    pub side_to_move: Color,
    /// Plies since the last capture (FEN field 5; `0` when absent).
    pub halfmove_clock: u32,
    /// The move number (FEN field 6; `1` when absent).
    pub fullmove_number: u32,
}

/// The FEN of the starting position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Why a FEN could not be read. `column` is the 1-based character column in the FEN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// What is wrong.
    pub kind: FenErrorKind,
    /// 1-based character column where the problem was found.
    pub column: usize,
}

/// The kinds of FEN syntax errors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenErrorKind {
    /// The text is empty.
    Empty,
    /// The placement has this many ranks instead of ten.
    RankCount(usize),
    /// A rank (counted from the top, 1 = black's back rank) describes this many files, not nine.
    FileCount {
        /// Which rank, 1 = the first in the FEN (black's back rank).
        rank: usize,
        /// How many files it describes.
        files: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–9.
    UnknownLetter(char),
    /// The side to move is not `w`, `r` or `b`.
    SideToMove(String),
    /// A move counter is not a number.
    Counter(String),
    /// Text after the last field.
    TrailingText(String),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: ", self.column)?;
        match &self.kind {
            FenErrorKind::Empty => write!(f, "empty FEN"),
            FenErrorKind::RankCount(n) => {
                write!(f, "expected 10 ranks separated by '/', found {n}")
            }
            FenErrorKind::FileCount { rank, files } => {
                write!(
                    f,
                    "rank {rank} (counted from the top) has {files} files, expected 9"
                )
            }
            FenErrorKind::UnknownLetter(c) => write!(
                f,
                "unknown piece letter '{c}' (expected one of KABNRCP/kabnrcp, H/E for horse/elephant, or a digit 1-9)"
            ),
            FenErrorKind::SideToMove(s) => {
                write!(
                    f,
                    "side to move must be 'w', 'r' (red) or 'b' (black), found '{s}'"
                )
            }
            FenErrorKind::Counter(s) => write!(f, "move counter '{s}' is not a number"),
            FenErrorKind::TrailingText(s) => write!(f, "unexpected text after the FEN: '{s}'"),
        }
    }
}

impl std::error::Error for FenError {}

impl Setup {
    /// An empty board with red to move.
    pub fn empty() -> Setup {
        Setup {
            board: [None; Square::COUNT],
            side_to_move: Color::Red,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// Reads a FEN. Red to move may be written `w` or `r`, black `b`; the fields after the side
    /// to move (`- - 0 1`) are optional.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = Fields::new(fen);
        let Some((placement, start)) = fields.next() else {
            return Err(FenError {
                kind: FenErrorKind::Empty,
                column: 1,
            });
        };
        let mut setup = Setup::empty();
        parse_placement(placement, start, &mut setup.board)?;
        let Some((side, col)) = fields.next() else {
            // A bare placement: red to move.
            return Ok(setup);
        };
        setup.side_to_move = match side {
            "w" | "r" | "W" | "R" => Color::Red,
            "b" | "B" => Color::Black,
            other => {
                return Err(FenError {
                    kind: FenErrorKind::SideToMove(other.to_string()),
                    column: col,
                });
            }
        };
        // Optional castling and en-passant placeholders, kept by most xiangqi FENs as "- -".
        let mut rest: Vec<(&str, usize)> = fields.collect();
        while rest.first().is_some_and(|(f, _)| *f == "-") {
            rest.remove(0);
        }
        let mut counters = rest.into_iter();
        if let Some((text, col)) = counters.next() {
            setup.halfmove_clock = parse_counter(text, col)?;
        }
        if let Some((text, col)) = counters.next() {
            setup.fullmove_number = parse_counter(text, col)?;
        }
        if let Some((text, col)) = counters.next() {
            return Err(FenError {
                kind: FenErrorKind::TrailingText(text.to_string()),
                column: col,
            });
        }
        Ok(setup)
    }

    /// Writes the FEN: red to move is always written `w`; counters are always written.
    pub fn to_fen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                let sq = Square::from_coords(file, rank).expect("on board");
                match self.board[sq.index()] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.fen_letter());
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let side = match self.side_to_move {
            Color::Red => 'w',
            Color::Black => 'b',
        };
        out.push_str(&format!(
            " {side} - - {} {}",
            self.halfmove_clock, self.fullmove_number
        ));
        out
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The same setup reflected left-right (file `a` ↔ `i`).
    pub fn mirrored(&self) -> Setup {
        let mut out = self.clone();
        for sq in Square::all() {
            out.board[sq.mirrored().index()] = self.board[sq.index()];
        }
        out
    }

    /// The same setup with the colours exchanged: every piece changes colour and the board is
    /// turned upside down, and the other side moves. Red's position becomes black's.
    pub fn color_swapped(&self) -> Setup {
        let mut out = self.clone();
        for sq in Square::all() {
            out.board[sq.flipped().index()] = self.board[sq.index()].map(Piece::swapped);
        }
        out.side_to_move = self.side_to_move.opponent();
        out
    }
}

/// Whitespace-separated fields with their 1-based character columns.
struct Fields<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Fields<'a> {
    fn new(text: &'a str) -> Self {
        Fields { text, pos: 0 }
    }
}

impl<'a> Iterator for Fields<'a> {
    type Item = (&'a str, usize);

    fn next(&mut self) -> Option<Self::Item> {
        let rest = &self.text[self.pos..];
        let skipped = rest.len() - rest.trim_start().len();
        let start = self.pos + skipped;
        let rest = &self.text[start..];
        if rest.is_empty() {
            return None;
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        self.pos = start + len;
        let column = self.text[..start].chars().count() + 1;
        Some((&self.text[start..start + len], column))
    }
}

fn parse_counter(text: &str, column: usize) -> Result<u32, FenError> {
    text.parse().map_err(|_| FenError {
        kind: FenErrorKind::Counter(text.to_string()),
        column,
    })
}

fn parse_placement(
    placement: &str,
    start_column: usize,
    board: &mut [Option<Piece>; Square::COUNT],
) -> Result<(), FenError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 10 {
        return Err(FenError {
            kind: FenErrorKind::RankCount(ranks.len()),
            column: start_column,
        });
    }
    let mut column = start_column;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::new(9 - i as u8).expect("ten ranks");
        let rank_column = column;
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file += d as usize;
            } else if let Some(kind) = PieceKind::from_fen_letter(c) {
                let color = if c.is_ascii_uppercase() {
                    Color::Red
                } else {
                    Color::Black
                };
                if let Some(f) = File::new(file as u8) {
                    board[Square::new(f, rank).index()] = Some(Piece::new(color, kind));
                }
                file += 1;
            } else {
                return Err(FenError {
                    kind: FenErrorKind::UnknownLetter(c),
                    column,
                });
            }
            column += 1;
        }
        if file != 9 {
            return Err(FenError {
                kind: FenErrorKind::FileCount {
                    rank: i + 1,
                    files: file,
                },
                column: rank_column,
            });
        }
        column += 1; // the '/'
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let s = Setup::from_fen(START_FEN).unwrap();
        assert_eq!(s.to_fen(), START_FEN);
        let rook = s.piece_at(Square::parse("a0").unwrap()).unwrap();
        assert_eq!(rook, Piece::new(Color::Red, PieceKind::Rook));
        let general = s.piece_at(Square::parse("e9").unwrap()).unwrap();
        assert_eq!(general, Piece::new(Color::Black, PieceKind::General));
    }

    #[test]
    fn red_may_be_written_r_and_counters_are_optional() {
        let a = Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 r").unwrap();
        assert_eq!(a.side_to_move, Color::Red);
        assert_eq!(a.to_fen(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
        let b = Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 b - - 3 7").unwrap();
        assert_eq!(
            (b.side_to_move, b.halfmove_clock, b.fullmove_number),
            (Color::Black, 3, 7)
        );
    }

    #[test]
    fn errors_name_the_column() {
        let e = Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4X4 w").unwrap_err();
        assert_eq!(e.kind, FenErrorKind::UnknownLetter('X'));
        assert_eq!(e.column, 22);
        let e = Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 x").unwrap_err();
        assert_eq!(e.column, 25);
        assert!(e.to_string().contains("side to move"));
    }

    #[test]
    fn color_swap_turns_the_board() {
        let s = Setup::from_fen(START_FEN).unwrap();
        let t = s.color_swapped();
        assert_eq!(t.side_to_move, Color::Black);
        assert_eq!(t.color_swapped(), s);
        assert_eq!(s.mirrored().mirrored(), s);
    }
}
