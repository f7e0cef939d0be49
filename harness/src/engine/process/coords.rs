//! Positions and moves as engines write them. Move coordinates: files `a`–`i`, ranks counted
//! from red's side either from 0 (`h2e2`, UCCI, CECP and Pikafish) or from 1 (`h3e3`,
//! Fairy-Stockfish and Sjaak II speaking UCI). FEN letters: `n`/`b` for horse and elephant
//! (the common xiangqi FEN) or `h`/`e` (Sjaak II).

use qili_oracle::{Move, PieceKind, Position, Square};
use std::fmt;

/// Where an engine's rank numbers start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ranks {
    /// Ranks `0`–`9`: `h2e2` is 炮二平五 from the start.
    Zero,
    /// Ranks `1`–`10`: `h3e3` is 炮二平五 from the start.
    One,
}

impl Ranks {
    /// The first rank number.
    fn base(self) -> u32 {
        match self {
            Ranks::Zero => 0,
            Ranks::One => 1,
        }
    }

    /// A move as this engine writes it.
    pub fn write(self, mv: Move) -> String {
        let mut text = String::with_capacity(5);
        self.push(mv, &mut text);
        text
    }

    /// Writes a move as this engine writes it at the end of `out`.
    pub fn push(self, mv: Move, out: &mut String) {
        for sq in [mv.from, mv.to] {
            out.push(sq.file().letter());
            let rank = u32::from(sq.rank().index()) + self.base();
            if rank == 10 {
                out.push_str("10");
            } else {
                out.push(char::from_digit(rank, 10).expect("a rank below 10"));
            }
        }
    }

    /// Reads a move as this engine writes it; `None` when it is not a pair of squares.
    pub fn read(self, text: &str) -> Option<Move> {
        let bytes = text.as_bytes();
        let mut at = 0;
        let mut square = || -> Option<Square> {
            let file = *bytes.get(at)?;
            if !(b'a'..=b'i').contains(&file) {
                return None;
            }
            at += 1;
            let digits = bytes[at..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            if digits == 0 || digits > 2 {
                return None;
            }
            let number: u32 = text[at..at + digits].parse().ok()?;
            at += digits;
            let rank = number.checked_sub(self.base())?;
            Square::from_coords(i32::from(file - b'a'), i32::try_from(rank).ok()?)
        };
        let from = square()?;
        let to = square()?;
        (at == bytes.len()).then_some(Move::new(from, to))
    }

    /// Which numbering a move sent for `position` uses: the one under which it reads as a legal
    /// move. `None` when it is legal under neither or both.
    pub fn detect(position: &Position, text: &str) -> Option<Ranks> {
        let legal = |r: Ranks| r.read(text).is_some_and(|m| position.is_legal(m));
        match (legal(Ranks::Zero), legal(Ranks::One)) {
            (true, false) => Some(Ranks::Zero),
            (false, true) => Some(Ranks::One),
            _ => None,
        }
    }
}

impl fmt::Display for Ranks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Ranks::Zero => "0-9",
            Ranks::One => "1-10",
        })
    }
}

/// The letters an engine's FEN uses for the horse and the elephant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Letters {
    /// `n` and `b` (`rnbakabnr/…`): Fairy-Stockfish, Pikafish, UCCI engines.
    #[default]
    Nb,
    /// `h` and `e` (`rheakaehr/…`): Sjaak II.
    He,
}

impl Letters {
    /// The letters with this name: `nb` or `he`.
    pub fn from_name(name: &str) -> Option<Letters> {
        match name {
            "nb" => Some(Letters::Nb),
            "he" => Some(Letters::He),
            _ => None,
        }
    }

    /// The upper-case letter of a piece kind (`K A B N R C P`, or `H` and `E`).
    pub fn upper(self, kind: PieceKind) -> char {
        match (self, kind) {
            (Letters::He, PieceKind::Horse) => 'H',
            (Letters::He, PieceKind::Elephant) => 'E',
            _ => kind.fen_letter(),
        }
    }

    /// The position's FEN as this engine reads it (red always `w`).
    pub fn fen(self, position: &Position) -> String {
        let fen = position.fen();
        let (board, rest) = fen.split_once(' ').unwrap_or((&fen, ""));
        let board: String = board
            .chars()
            .map(|c| match PieceKind::from_fen_letter(c) {
                Some(kind) if c.is_ascii_uppercase() => self.upper(kind),
                Some(kind) => self.upper(kind).to_ascii_lowercase(),
                None => c,
            })
            .collect();
        format!("{board} {rest}")
    }
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Letters::Nb => "nb",
            Letters::He => "he",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sjaak_letters_name_horse_and_elephant_h_and_e() {
        let start = Position::start();
        assert_eq!(Letters::Nb.fen(&start), start.fen());
        let he = Letters::He.fen(&start);
        assert!(
            he.starts_with("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w"),
            "{he}"
        );
        // Only the board is rewritten: the side letter `b` stays.
        let black = Position::from_fen("3k5/9/9/9/9/9/9/9/4N4/4K4 b").unwrap();
        assert!(
            Letters::He
                .fen(&black)
                .starts_with("3k5/9/9/9/9/9/9/9/4H4/4K4 b")
        );
    }

    #[test]
    fn both_numberings_round_trip() {
        let m = Move::parse_iccs("a9a7").unwrap();
        assert_eq!(Ranks::Zero.write(m), "a9a7");
        assert_eq!(Ranks::One.write(m), "a10a8");
        assert_eq!(Ranks::One.read("a10a8"), Some(m));
        assert_eq!(Ranks::Zero.read("a9a7"), Some(m));
        assert_eq!(Ranks::Zero.read("a10a8"), None);
        assert_eq!(Ranks::One.read("a0a1"), None);
        for bad in [
            "", "h2e", "h2e2x", "j2e2", "h-2e2", "h02e2e", "(none)", "h2 e2",
        ] {
            assert_eq!(Ranks::Zero.read(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_start_position_tells_the_numberings_apart() {
        let start = Position::start();
        assert_eq!(Ranks::detect(&start, "h2e2"), Some(Ranks::Zero));
        assert_eq!(Ranks::detect(&start, "h3e3"), Some(Ranks::One));
        assert_eq!(Ranks::detect(&start, "h1g3"), Some(Ranks::One));
        assert_eq!(Ranks::detect(&start, "e5e6"), None);
        // Every legal first move reads as legal under one numbering only.
        for &m in start.legal_moves().iter() {
            assert_eq!(
                Ranks::detect(&start, &Ranks::Zero.write(m)),
                Some(Ranks::Zero)
            );
            assert_eq!(
                Ranks::detect(&start, &Ranks::One.write(m)),
                Some(Ranks::One)
            );
        }
    }
}
