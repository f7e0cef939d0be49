//! Reading an openings file: the positions games start from.
//!
//! Three forms, told apart by their content:
//! - one FEN a line (`rnbakabnr/9/… w - - 0 1`; red may be `w` or `r`);
//! - EPD: a FEN's first four fields followed by operations, each ending with `;`
//!   (`rnbakabnr/9/… w - - id "central cannon";`);
//! - PGN: each game's position after its moves (from `[FEN]` or the start position; moves in
//!   any notation qili reads).
//!
//! Blank lines and lines starting with `#` are skipped in the line forms. An unreadable line or
//! game is an error naming the file and line.
//!
//! `--openings builtin` selects the built-in set instead of a file: the common first moves of
//! xiangqi with a common reply (`builtin-openings.pgn` beside this module, in the binary).

use crate::files::{MAX_RECORD_BYTES, ReadError, read_text};
use qili_games::pgn::read_all;
use qili_oracle::Position;
use std::path::Path;

/// The `--openings` value that selects the built-in openings (a file of that name is given as
/// `./builtin`).
const BUILTIN: &str = "builtin";

/// The built-in openings, as PGN.
const BUILTIN_PGN: &str = include_str!("builtin-openings.pgn");

/// What is wrong inside an openings file, as data: its [`Display`](std::fmt::Display) is the
/// English, a caller words it in any language from the fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningsError {
    /// A game of a PGN file goes wrong.
    Game {
        /// The line the game begins on.
        line: usize,
        /// Where and why.
        error: Box<qili_games::RecordError>,
    },
    /// A line that is neither a FEN nor an EPD line.
    Line {
        /// The line's number.
        line: usize,
        /// The line, as written (trimmed).
        text: String,
        /// Why it gives no position as a FEN.
        error: qili_oracle::position::PositionError,
    },
    /// The file holds no position.
    Empty,
}

impl std::fmt::Display for OpeningsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpeningsError::Game { line, error } => {
                write!(f, "game at line {line}: {}", error.message)
            }
            OpeningsError::Line { line, text, error } => write!(
                f,
                "line {line}: `{text}` is neither a FEN nor an EPD line: {error}"
            ),
            OpeningsError::Empty => f.write_str("no positions in the file"),
        }
    }
}

/// Why `--openings` gives no start positions: the file cannot be read (the reader's words), or
/// what is wrong inside it. Its [`Display`](std::fmt::Display) is the English, after
/// `--openings PATH: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadOpeningsError {
    /// The file at `path` cannot be read.
    Read {
        /// The file.
        path: std::path::PathBuf,
        /// Why not.
        error: ReadError,
    },
    /// What is wrong inside the file at `path`.
    Inside {
        /// The file.
        path: std::path::PathBuf,
        /// What is wrong.
        error: OpeningsError,
    },
}

impl std::fmt::Display for ReadOpeningsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadOpeningsError::Read { path, error } => {
                write!(f, "--openings {}: {error}", path.display())
            }
            ReadOpeningsError::Inside { path, error } => {
                write!(f, "--openings {}: {error}", path.display())
            }
        }
    }
}

/// The start positions of `--openings`: the built-in set for `builtin`, else the file's, in
/// order; at least one.
pub fn read_openings(path: &Path) -> Result<Vec<Position>, ReadOpeningsError> {
    if path == Path::new(BUILTIN) {
        return Ok(builtin_openings());
    }
    let text = read_text(path, MAX_RECORD_BYTES).map_err(|error| ReadOpeningsError::Read {
        path: path.to_path_buf(),
        error,
    })?;
    parse_openings(&text).map_err(|error| ReadOpeningsError::Inside {
        path: path.to_path_buf(),
        error,
    })
}

/// The built-in openings: the position after each game of `builtin-openings.pgn`. A file that
/// does not read is a build defect and panics.
pub fn builtin_openings() -> Vec<Position> {
    parse_openings(BUILTIN_PGN).unwrap_or_else(|e| panic!("builtin-openings.pgn: {e}"))
}

/// The positions of an openings file's text, in any of the three forms.
fn parse_openings(text: &str) -> Result<Vec<Position>, OpeningsError> {
    let positions = if text.lines().any(|l| l.trim_start().starts_with('[')) {
        read_all(text)
            .iter()
            .map(|(_, record)| {
                let replay = record.replay();
                match replay.error {
                    Some(e) => Err(OpeningsError::Game {
                        line: record.line,
                        error: Box::new(e),
                    }),
                    None => Ok(replay
                        .moves
                        .iter()
                        .fold(replay.start, |p, &m| p.play_unchecked(m))),
                }
            })
            .collect::<Result<Vec<_>, OpeningsError>>()?
    } else {
        let mut out = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            out.push(read_line(line).map_err(|error| OpeningsError::Line {
                line: i + 1,
                text: line.to_string(),
                error,
            })?);
        }
        out
    };
    if positions.is_empty() {
        return Err(OpeningsError::Empty);
    }
    Ok(positions)
}

/// A FEN line or an EPD line; why it gives no position as a FEN.
fn read_line(line: &str) -> Result<Position, qili_oracle::position::PositionError> {
    let whole = Position::from_fen(line);
    if let Ok(p) = whole {
        return Ok(p);
    }
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.len() > 4 {
        let operations = tokens[4..].join(" ");
        if operations.ends_with(';')
            && let Ok(p) = Position::from_fen(&tokens[..4].join(" "))
        {
            return Ok(p);
        }
    }
    whole
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_epd_and_pgn_files() {
        let dir = tempfile::tempdir().unwrap();
        let file = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            path
        };
        let fens = file(
            "a.fen",
            "# two openings\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n\n\
             3k5/9/9/9/9/9/9/9/4A4/4K4 r\n",
        );
        assert_eq!(read_openings(&fens).unwrap().len(), 2);
        let epd = file(
            "a.epd",
            "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - id \"advisor\"; c0 \"x\";\n",
        );
        assert!(read_openings(&epd).unwrap()[0].fen().starts_with("3k5/"));
        let pgn = file(
            "a.pgn",
            "[Event \"x\"]\n\n1. 炮二平五 马８进７ *\n\n[Event \"y\"]\n[FEN \"3k5/9/9/9/9/9/9/9/4A4/4K4 w\"]\n\n*\n",
        );
        let p = read_openings(&pgn).unwrap();
        assert_eq!(p.len(), 2);
        assert!(
            p[0].fen().starts_with("rnbakab1r/9/1c4nc1/"),
            "{}",
            p[0].fen()
        );
        let bad = file("b.fen", "3k5/9/9/9/9/9/9/9/4A4/4K4 w\nnot a fen\n");
        let e = read_openings(&bad).unwrap_err().to_string();
        assert!(e.contains("b.fen: line 2: `not a fen`"), "{e}");
        let empty = file("c.fen", "# nothing\n");
        assert!(
            read_openings(&empty)
                .unwrap_err()
                .to_string()
                .contains("no positions")
        );
        let epd_bad = file("d.epd", "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - id \"x\"\n");
        assert!(
            read_openings(&epd_bad)
                .unwrap_err()
                .to_string()
                .contains("line 1")
        );
    }

    #[test]
    fn the_builtin_openings_are_distinct_positions_a_few_moves_from_the_start() {
        let openings = read_openings(Path::new(BUILTIN)).unwrap();
        assert_eq!(openings.len(), 14);
        let fens: std::collections::HashSet<String> = openings.iter().map(|p| p.fen()).collect();
        assert_eq!(fens.len(), openings.len(), "no opening twice");
        let start = Position::start();
        for p in &openings {
            assert_ne!(p.fen(), start.fen());
            // Every piece is still on the board, and red is to move after whole move pairs.
            let pieces = |fen: &str| {
                fen.split(' ')
                    .next()
                    .unwrap()
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic())
                    .count()
            };
            assert_eq!(pieces(&p.fen()), 32, "{}", p.fen());
            assert_eq!(p.fen().split(' ').nth(1), Some("w"), "{}", p.fen());
        }
        // The first: the central cannon (炮二平五), and both sides' horses out.
        assert!(
            openings[0]
                .fen()
                .starts_with("r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w"),
            "{}",
            openings[0].fen()
        );
        // A file called `builtin` is still read as a file when named as one.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(BUILTIN);
        std::fs::write(&file, "3k5/9/9/9/9/9/9/9/4A4/4K4 w\n").unwrap();
        assert_eq!(read_openings(&file).unwrap().len(), 1);
    }
}
