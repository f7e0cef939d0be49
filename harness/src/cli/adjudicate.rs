//! `qili adjudicate`: classify every ply of a loop and rule it under one rulebook.

use super::{AdjudicateArgs, Failure};
use crate::judge::ply_table;
use crate::report::WIDTH;
use crate::report::text::wrap;
use crate::request::{Request, answer_text};
use qili_oracle::Position;
use qili_oracle::cycle::positions_of;
use qili_oracle::verdict::Adjudication;

/// Runs `qili adjudicate`.
pub fn run(args: &AdjudicateArgs) -> Result<u8, Failure> {
    let request = Request {
        rules: args.rules.clone(),
        fen: args.fen.clone(),
        moves: args.moves.clone(),
    };
    let question = request
        .read()
        .map_err(|e| Failure::bad_input(format!("--{e}")))?;
    let adj = question.adjudicate();
    if args.json {
        say!("{}", answer_text(&adj));
    } else {
        say!("{}", table(&question.start, &adj));
    }
    Ok(0)
}

/// A readable table: one row per ply (`*` marks the judged plies), then the ruling with its
/// article.
pub fn table(start: &Position, adj: &Adjudication) -> String {
    use std::fmt::Write as _;
    let moves: Vec<_> = adj.plies.iter().map(|p| p.mv).collect();
    let mut out = String::from("   ply side  move     iccs class          chases\n");
    out.push_str(&ply_table(&positions_of(start, &moves), adj));
    match adj.cycle {
        Some(c) => {
            let _ = writeln!(
                out,
                "cycle: plies {}–{} (* above); the final position has occurred {} times",
                c.first, c.last, c.occurrences
            );
        }
        None => {
            let _ = writeln!(out, "no cycle: the final position has not occurred before");
        }
    }
    let _ = writeln!(
        out,
        "ruling ({}): {}{}",
        adj.rules,
        adj.ruling.verdict,
        if adj.ruling.article.is_empty() {
            String::new()
        } else {
            format!(" — {}", adj.ruling.article)
        }
    );
    for (i, line) in wrap(&format!("why: {}", adj.ruling.why), WIDTH - 5)
        .into_iter()
        .enumerate()
    {
        let _ = writeln!(out, "{}{line}", if i == 0 { "" } else { "     " });
    }
    if let Some(limit) = &adj.move_limit {
        let _ = writeln!(
            out,
            "move limit: {} — {} ({})",
            limit.verdict, limit.article, limit.why
        );
    }
    out
}
