//! `qili perft`: counts legal move paths; the last line of output is the count alone.

use super::notation::read_position;
use super::{Failure, PerftArgs};
use qili_oracle::{perft, perft_divide};

/// Runs `qili perft`.
pub fn run(args: &PerftArgs) -> Result<u8, Failure> {
    let pos = read_position(&args.fen)?;
    let total = if args.divide {
        let mut rows = perft_divide(&pos, args.depth);
        rows.sort_by_key(|(m, _)| m.iccs());
        for (m, n) in &rows {
            println!("{m}: {n}");
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        perft(&pos, args.depth)
    };
    println!("{total}");
    Ok(0)
}
