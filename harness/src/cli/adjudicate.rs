//! `qili adjudicate`: classify every ply of a loop and rule it under one rulebook.

use super::notation::read_position;
use super::{AdjudicateArgs, Failure};
use crate::judge::ply_table;
use qili_oracle::cycle::positions_of;
use qili_oracle::notation::parse_moves;
use qili_oracle::rules::{rulebook, rulebooks};
use qili_oracle::verdict::{Adjudication, adjudicate};
use qili_oracle::{Color, Position};
use serde_json::json;

/// Runs `qili adjudicate`.
pub fn run(args: &AdjudicateArgs) -> Result<u8, Failure> {
    let book = rulebook(&args.rules).ok_or_else(|| {
        let known: Vec<&str> = rulebooks().iter().map(|b| b.id.as_str()).collect();
        Failure::bad_input(format!(
            "--rules '{}': expected one of {}",
            args.rules,
            known.join(", ")
        ))
    })?;
    let start = read_position(&args.fen)?;
    let moves = parse_moves(&start, &args.moves)
        .map_err(|e| Failure::bad_input(format!("--moves: {e}")))?;
    let adj = adjudicate(book, &start, &moves);
    if args.json {
        println!("{}", to_json(&adj));
    } else {
        print!("{}", table(&start, &adj));
    }
    Ok(0)
}

/// The JSON object of the CLI contract: `verdict`, `article`, `why`, `plies`, `cycle`,
/// `occurrences`, and `move_limit` when reached.
pub fn to_json(adj: &Adjudication) -> String {
    let plies: Vec<_> = adj
        .plies
        .iter()
        .map(|p| {
            json!({
                "ply": p.ply,
                "move": p.mv.iccs(),
                "side": p.side.name(),
                "class": [p.class.name()],
                "targets": p.targets.iter().map(|t| t.square.to_string()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let value = json!({
        "rules": adj.rules,
        "verdict": adj.ruling.verdict.name(),
        "article": adj.ruling.article,
        "why": adj.ruling.why,
        "plies": plies,
        "cycle": adj.cycle.map(|c| json!({"first": c.first, "last": c.last})),
        "occurrences": adj.cycle.map_or(1, |c| c.occurrences),
        "violations": {
            "red": adj.violations[Color::Red.index()],
            "black": adj.violations[Color::Black.index()],
        },
        "move_limit": adj.move_limit.as_ref().map(|r| json!({
            "verdict": r.verdict.name(), "article": r.article, "why": r.why,
        })),
    });
    serde_json::to_string_pretty(&value).expect("JSON values serialize")
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
