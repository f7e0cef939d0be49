//! Move notation: reading any mix of Chinese traditional, WXF/AXF and ICCS moves, resolving each
//! against the position, and writing moves in each notation.
//!
//! The grammar is `oracle/spec/notation.pest`; this module turns its parse tree into [`Written`] moves
//! (`read`), reads the common forms — four-character Chinese moves, ICCS coordinates — to the same
//! moves without it (`plain`), finds the one legal move each describes in the position
//! ([`resolve`]), and formats moves back ([`format`]). A list is read whole ([`parse_list`],
//! [`parse_moves`]) or a game record word by word ([`read_move`], then [`resolve`]).

mod format;
mod plain;
mod read;
mod resolve;

pub use format::{TRADITIONAL, format_move, format_moves, to_traditional};
pub use read::{
    Action, Description, Tandem, WordError, WordErrorKind, Written, list_error, parse_list,
    read_move, word_error,
};
pub use resolve::{Expected, NotationError, NotationErrorKind, parse_moves, resolve};

use crate::board::{Color, Square};

/// The notations qili writes (it reads all of them, mixed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Coordinates without a dash: `h2e2`.
    Iccs,
    /// WXF international: `C2.5`, `H8+7`, `+R.4`.
    Wxf,
    /// Chinese traditional: `炮二平五`, `马８进７`, `前车进二`.
    Chinese,
}

/// The file number a side uses for a square: red counts 1–9 from red's right (file `i` = 1),
/// black counts 1–9 from black's right (file `a` = 1).
pub fn side_file(color: Color, sq: Square) -> u8 {
    match color {
        Color::Red => 9 - sq.file().index(),
        Color::Black => sq.file().index() + 1,
    }
}
