//! `qili adjudicate`: classify every ply of a loop and rule it under one rulebook.

use super::{AdjudicateArgs, EXIT_BAD_INPUT, EXIT_OUTPUT_CLOSED, Failure};
use crate::batch::{self, BatchError};
use crate::i18n::{Lang, tr};
use crate::judge::ply_table_in;
use crate::reasons;
use crate::report::WIDTH;
use crate::report::text::wrap;
use crate::request::{Request, answer_text, read_given, read_rulebook};
use qili_oracle::Position;
use qili_oracle::cycle::positions_of;
use qili_oracle::verdict::Adjudication;
use std::path::Path;

/// Runs `qili adjudicate`.
pub fn run(args: &AdjudicateArgs, lang: Lang) -> Result<u8, Failure> {
    if let Some(path) = &args.batch {
        return run_batch(&args.rules, path, lang);
    }
    let request = Request {
        rules: args.rules.clone(),
        fen: args.fen.clone().unwrap_or_default(),
        moves: args.moves.clone().unwrap_or_default(),
        assume: args.assume.join(" "),
    };
    let question = request.read().map_err(|e| {
        let localized = matches!(e.field, "fen" | "moves")
            .then(|| super::errors::request(lang, &request.fen, &request.moves))
            .flatten();
        let rules = (e.field == "rules" && lang.is_chinese())
            .then(|| super::errors::unknown_rules(lang, &request.rules));
        let assume = (e.field == "assume" && lang.is_chinese())
            .then(|| read_given(&request.assume).err())
            .flatten()
            .map(|a| super::errors::option(lang, "assume", super::errors::assume(lang, &a)));
        Failure::bad_input(
            localized
                .or(rules)
                .or(assume)
                .unwrap_or_else(|| format!("--{e}")),
        )
    })?;
    let adj = question.adjudicate();
    if args.json {
        say!("{}", answer_text(&adj));
    } else {
        say!("{}", table(&question.start, &adj, lang));
    }
    Ok(0)
}

/// Runs `qili adjudicate --batch`: standard input for `-` (each answer flushed at once), else
/// the file.
fn run_batch(rules: &str, path: &Path, lang: Lang) -> Result<u8, Failure> {
    read_rulebook(rules)
        .map_err(|e| Failure::bad_input(super::errors::rulebook(lang, rules, &e)))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let summary = if path == Path::new("-") {
        batch::run(rules, &mut std::io::stdin().lock(), &mut out, true)
    } else {
        let bad = |why: String| {
            Failure::bad_input(tr!(
                lang,
                "batch-unreadable",
                path = path.display().to_string(),
                why = why
            ))
        };
        let meta = std::fs::metadata(path).map_err(|e| {
            super::errors::unreadable(lang, path)
                .map_or_else(|| bad(e.to_string()), Failure::bad_input)
        })?;
        if !(meta.is_file() || is_pipe(&meta)) {
            return Err(bad(tr!(lang, "batch-not-a-file")));
        }
        let file = std::fs::File::open(path).map_err(|e| bad(e.to_string()))?;
        batch::run(rules, &mut std::io::BufReader::new(file), &mut out, false)
    }
    .map_err(|e| match e {
        BatchError::Read(e) => Failure::bad_input(tr!(
            lang,
            "batch-unreadable",
            path = path.display().to_string(),
            why = tr!(lang, "batch-read", error = e.to_string())
        )),
        BatchError::Write(e) => Failure {
            message: super::errors::stdout(lang, &e),
            code: EXIT_OUTPUT_CLOSED,
        },
    })?;
    if summary.errors == 0 {
        Ok(0)
    } else {
        eprintln!(
            "{}",
            tr!(
                lang,
                "batch-errors",
                errors = summary.errors,
                lines = summary.errors + summary.answered
            )
        );
        Ok(EXIT_BAD_INPUT)
    }
}

/// Whether a file is a named pipe, which a batch may stream from.
#[cfg(unix)]
fn is_pipe(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt as _;
    meta.file_type().is_fifo()
}

/// Whether a file is a named pipe (never, off Unix).
#[cfg(not(unix))]
fn is_pipe(_: &std::fs::Metadata) -> bool {
    false
}

/// The ruling's articles, and the article by which the losing side loses at once where the book
/// so punishes its pattern (CN 第24.1条 for 长将): `CN 第26.1条; 第24.1条`, the article the
/// referee cites when it ends the game.
fn ruling_articles(adj: &Adjudication) -> String {
    let article = adj.ruling.article.clone();
    match reasons::loses_at_once(&adj.rules, adj.ruling.verdict, &adj.reasons) {
        Some((at_once, _)) if !article.split("; ").any(|a| a.ends_with(&at_once)) => {
            format!("{article}; {at_once}")
        }
        _ => article,
    }
}

/// A readable table in a language: one row per ply (`*` marks the judged plies), then the
/// ruling with its article and its reasons (in English the oracle's `why`, in Chinese the
/// books' terms).
pub fn table(start: &Position, adj: &Adjudication, lang: Lang) -> String {
    use std::fmt::Write as _;
    let moves: Vec<_> = adj.plies.iter().map(|p| p.mv).collect();
    let mut out = tr!(lang, "adjudicate-header");
    out.push('\n');
    out.push_str(&ply_table_in(&positions_of(start, &moves), adj, lang));
    match adj.cycle {
        Some(c) => {
            let line = tr!(
                lang,
                "adjudicate-cycle",
                first = c.first,
                last = c.last,
                times = c.occurrences
            );
            let _ = writeln!(out, "{line}");
        }
        None => {
            let _ = writeln!(out, "{}", tr!(lang, "adjudicate-no-cycle"));
        }
    }
    let mut ruling = tr!(
        lang,
        "adjudicate-ruling",
        rules = adj.rules.clone(),
        verdict = reasons::ruling_verdict(lang, &adj.rules, adj.ruling.verdict, &adj.reasons)
    );
    if !adj.ruling.article.is_empty() {
        ruling = tr!(
            lang,
            "adjudicate-article",
            text = ruling,
            article = ruling_articles(adj)
        );
    }
    let _ = writeln!(out, "{ruling}");
    let why = tr!(lang, "adjudicate-why", why = reasons::why(lang, adj));
    // The continuation lines stand under the text after `why: ` (`理由：` in Chinese).
    let indent = if lang.is_chinese() { 6 } else { 5 };
    for (i, line) in wrap(lang, &why, WIDTH - indent).into_iter().enumerate() {
        let _ = writeln!(
            out,
            "{}{line}",
            if i == 0 { "" } else { &"      "[..indent] }
        );
    }
    if let Some(limit) = &adj.move_limit {
        let line = tr!(
            lang,
            "adjudicate-move-limit",
            book = adj.rules.clone(),
            verdict = reasons::verdict(lang, limit.verdict),
            article = limit.article.clone(),
            why = reasons::move_limit_why(lang, &adj.rules, &limit.why)
        );
        let _ = writeln!(out, "{line}");
    }
    out
}
