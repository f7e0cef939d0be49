//! `qili notation`: rewrites a move list in another notation, on one line.

use super::{Failure, NotationArgs, NotationChoice};
use crate::i18n::Lang;
use qili_oracle::Position;
use qili_oracle::notation::{Notation, format_moves, parse_moves};

/// Runs `qili notation`, its errors in `lang`.
pub fn run(args: &NotationArgs, lang: Lang) -> Result<u8, Failure> {
    let pos = read_position(&args.fen, lang)?;
    let moves = parse_moves(&pos, &args.moves).map_err(|e| {
        Failure::bad_input(super::errors::option(
            lang,
            "moves",
            super::errors::moves(lang, &e, &args.moves),
        ))
    })?;
    let notation = match args.to {
        NotationChoice::Iccs => Notation::Iccs,
        NotationChoice::Chinese => Notation::Chinese,
        NotationChoice::Wxf => Notation::Wxf,
    };
    sayln!("{}", format_moves(&pos, &moves, notation).join(" "));
    Ok(0)
}

/// Reads a `--fen` argument, naming it in the error (in `lang`; English quotes the FEN).
pub fn read_position(fen: &str, lang: Lang) -> Result<Position, Failure> {
    Position::from_fen(fen).map_err(|e| {
        Failure::bad_input(if lang.is_chinese() {
            super::errors::option(lang, "fen", super::errors::fen(lang, &e))
        } else {
            format!("--fen '{fen}': {e}")
        })
    })
}
