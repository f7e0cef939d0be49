//! `qili perft`: counts legal move paths; the last line of output is the count alone. Deep
//! counts show their progress on a terminal, one first move at a time.

use super::notation::read_position;
use super::{Failure, PerftArgs};
use crate::i18n::Lang;
use indicatif::{ProgressBar, ProgressStyle};
use qili_oracle::perft;
use std::io::IsTerminal;

/// The deepest count `qili perft` runs: depth 10 from the start is already some 10^15 paths.
pub const MAX_DEPTH: u32 = 10;

/// From this depth on the count shows a progress bar on a terminal.
const SHOW_PROGRESS_FROM: u32 = 6;

/// Runs `qili perft`, its errors in `lang`.
pub fn run(args: &PerftArgs, lang: Lang) -> Result<u8, Failure> {
    let pos = read_position(&args.fen, lang)?;
    let mut moves: Vec<_> = pos.legal_moves().iter().copied().collect();
    moves.sort_by_key(|m| m.iccs());
    let total = if args.depth == 0 {
        1
    } else {
        let bar =
            (args.depth >= SHOW_PROGRESS_FROM && std::io::stderr().is_terminal()).then(|| {
                let bar = ProgressBar::new(moves.len() as u64);
                bar.set_style(
                    ProgressStyle::with_template(
                        "perft {pos}/{len} first moves {bar:30} {elapsed}",
                    )
                    .expect("a valid template"),
                );
                bar
            });
        let mut total = 0;
        for m in &moves {
            let n = perft(&pos.play_unchecked(*m), args.depth - 1);
            if args.divide {
                sayln!("{m}: {n}");
            }
            total += n;
            if let Some(bar) = &bar {
                bar.inc(1);
            }
        }
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        total
    };
    sayln!("{total}");
    Ok(0)
}
