//! `qili notation`: rewrites a move list in another notation, on one line.

use super::{Failure, NotationArgs, NotationChoice};
use qili_oracle::Position;
use qili_oracle::notation::{Notation, format_moves, parse_moves};

/// Runs `qili notation`.
pub fn run(args: &NotationArgs) -> Result<u8, Failure> {
    let pos = read_position(&args.fen)?;
    let moves =
        parse_moves(&pos, &args.moves).map_err(|e| Failure::bad_input(format!("--moves: {e}")))?;
    let notation = match args.to {
        NotationChoice::Iccs => Notation::Iccs,
        NotationChoice::Chinese => Notation::Chinese,
        NotationChoice::Wxf => Notation::Wxf,
    };
    sayln!("{}", format_moves(&pos, &moves, notation).join(" "));
    Ok(0)
}

/// Reads a `--fen` argument, naming it in the error.
pub fn read_position(fen: &str) -> Result<Position, Failure> {
    Position::from_fen(fen).map_err(|e| Failure::bad_input(format!("--fen '{fen}': {e}")))
}
