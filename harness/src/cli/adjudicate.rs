//! `qili adjudicate`: classify every ply of a loop and rule it under one rulebook.

use super::{AdjudicateArgs, EXIT_BAD_INPUT, Failure};
use crate::batch;
use crate::judge::ply_table;
use crate::request::{Request, answer, read_rulebook};
use qili_oracle::Position;
use qili_oracle::cycle::positions_of;
use qili_oracle::verdict::Adjudication;
use std::path::Path;

/// Runs `qili adjudicate`.
pub fn run(args: &AdjudicateArgs) -> Result<u8, Failure> {
    if let Some(path) = &args.batch {
        return run_batch(&args.rules, path);
    }
    let request = Request {
        rules: args.rules.clone(),
        fen: args.fen.clone().unwrap_or_default(),
        moves: args.moves.clone().unwrap_or_default(),
    };
    let question = request
        .read()
        .map_err(|e| Failure::bad_input(format!("--{e}")))?;
    let adj = question.adjudicate();
    if args.json {
        let text = serde_json::to_string_pretty(&answer(&adj)).expect("JSON values serialize");
        println!("{text}");
    } else {
        print!("{}", table(&question.start, &adj));
    }
    Ok(0)
}

/// Runs `qili adjudicate --batch`: standard input for `-` (each answer flushed at once), else
/// the file.
fn run_batch(rules: &str, path: &Path) -> Result<u8, Failure> {
    read_rulebook(rules).map_err(|e| Failure::bad_input(format!("--{e}")))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let summary = if path == Path::new("-") {
        batch::run(rules, &mut std::io::stdin().lock(), &mut out, true)
    } else {
        let file = std::fs::File::open(path)
            .map_err(|e| Failure::bad_input(format!("--batch {}: {e}", path.display())))?;
        batch::run(rules, &mut std::io::BufReader::new(file), &mut out, false)
    }
    .map_err(|e| Failure::bad_input(format!("--batch {}: {e}", path.display())))?;
    if summary.errors == 0 {
        Ok(0)
    } else {
        eprintln!(
            "qili: {} of {} lines could not be read (error objects on their lines)",
            summary.errors,
            summary.errors + summary.answered
        );
        Ok(EXIT_BAD_INPUT)
    }
}

/// A readable table: one row per ply (`*` marks the judged plies), then the ruling with its
/// article.
pub fn table(start: &Position, adj: &Adjudication) -> String {
    use std::fmt::Write as _;
    let moves: Vec<_> = adj.plies.iter().map(|p| p.mv).collect();
    let mut out = ply_table(&positions_of(start, &moves), adj);
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
    let _ = writeln!(out, "why: {}", adj.ruling.why);
    if let Some(limit) = &adj.move_limit {
        let _ = writeln!(
            out,
            "move limit: {} — {} ({})",
            limit.verdict, limit.article, limit.why
        );
    }
    out
}
