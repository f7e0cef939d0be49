//! Every command the docs print (README.md and docs/*.md, their ```sh blocks) runs as printed
//! from the checkout's root, unless the block is marked as needing more than the repository or
//! as a long run. The convention is docs/AUTHORING.md's "Commands in the docs":
//!
//! - `<!-- docs-test: needs WHAT -->` on the line before the fence: the block needs something
//!   outside the repository (an engine, `../shared`, a network, a Python package); never run
//!   here, and the prose beside it must say what it needs.
//! - `<!-- docs-test: writes WHAT -->`: the block changes the checkout (regenerates the gallery,
//!   writes a case); never run here, for the tests read those files at the same time.
//! - `<!-- docs-test: long WHY -->`: the block takes minutes (a release build, the whole test
//!   suite); run only with `QILI_DOCS_LONG=1`.
//!
//! Each command (its `\` continuations joined) runs with `sh -c` and must exit 0 within two
//! minutes; `qili` is the binary `cargo test` built, `cargo run --release --` is read as `qili`,
//! and files the docs write under `/tmp/` go to a scratch directory instead. Every skipped block
//! is printed with its reason.

use crate::support::{root, scratch};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Why a block is not run by default.
#[derive(Debug, PartialEq)]
enum Mark {
    /// Needs something outside the repository.
    Needs(String),
    /// Changes the checkout.
    Writes(String),
    /// Takes long.
    Long(String),
}

/// A ```sh block of a doc.
#[derive(Debug)]
struct Block {
    /// `docs/GAMES.md:42` (the fence's line).
    place: String,
    /// Its mark, if any.
    mark: Option<Mark>,
    /// Its commands, continuations joined, comment-only lines dropped.
    commands: Vec<String>,
}

/// The docs whose commands are checked.
fn docs() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ reads")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The mark in `line` (`<!-- docs-test: … -->`), an error for a malformed one.
fn mark_of(line: &str, place: &str) -> Option<Mark> {
    let inner = line
        .trim()
        .strip_prefix("<!-- docs-test:")?
        .strip_suffix("-->")
        .unwrap_or_else(|| panic!("{place}: a docs-test mark must end with -->"))
        .trim();
    let (kind, reason) = inner.split_once(' ').unwrap_or((inner, ""));
    let reason = reason.trim().to_string();
    assert!(
        !reason.is_empty(),
        "{place}: the docs-test mark gives no reason"
    );
    match kind {
        "needs" => Some(Mark::Needs(reason)),
        "writes" => Some(Mark::Writes(reason)),
        "long" => Some(Mark::Long(reason)),
        other => panic!("{place}: unknown docs-test mark '{other}' (needs, writes, long)"),
    }
}

/// The ```sh blocks of `path`.
fn blocks(path: &Path) -> Vec<Block> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path
        .strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string();
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    let mut pending = String::new();
    let mut previous = "";
    for (i, line) in text.lines().enumerate() {
        let place = format!("{name}:{}", i + 1);
        let trimmed = line.trim();
        if let Some(block) = &mut current {
            if trimmed.starts_with("```") {
                out.push(current.take().expect("in a block"));
                continue;
            }
            pending.push_str(trimmed.trim_end_matches('\\'));
            pending.push(' ');
            if !trimmed.ends_with('\\') {
                let command = std::mem::take(&mut pending).trim().to_string();
                if !command.is_empty() && !command.starts_with('#') {
                    block.commands.push(command);
                }
            }
        } else if trimmed == "```sh" || trimmed == "```bash" {
            current = Some(Block {
                mark: mark_of(previous, &place),
                place,
                commands: Vec::new(),
            });
        } else if trimmed.starts_with("<!-- docs-test:") {
            // Parsed (and checked) when the fence follows; a mark elsewhere is a mistake.
            mark_of(trimmed, &place);
        }
        if !trimmed.is_empty() {
            previous = line;
        }
    }
    assert!(current.is_none(), "{name}: a ```sh block is never closed");
    out
}

/// Runs `command` as the docs print it; an error names the block.
fn run(command: &str, place: &str, bin_dir: &Path, tmp: &Path) -> Result<(), String> {
    let command = command
        .replace("cargo run --release --", "qili")
        .replace("/tmp/", &format!("{}/", tmp.display()));
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("timeout")
        .args(["120", "sh", "-c", &command])
        .current_dir(root())
        .env("PATH", path)
        .output()
        .map_err(|e| format!("{place}: `{command}` does not start: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let tail: Vec<&str> = stderr.lines().rev().take(6).collect();
    Err(format!(
        "{place}: `{command}` exits {:?} (124: over two minutes):\n  {}",
        out.status.code(),
        tail.into_iter().rev().collect::<Vec<_>>().join("\n  ")
    ))
}

#[test]
fn every_command_the_docs_print_runs_as_printed() {
    let tmp = scratch("docs-commands");
    let bin_dir = tmp.join("bin");
    std::fs::create_dir_all(&bin_dir).expect("created");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_qili"), bin_dir.join("qili")).expect("linked");
    let long = std::env::var_os("QILI_DOCS_LONG").is_some();
    let (mut ran, mut skipped, mut errors) = (0, Vec::new(), Vec::new());
    for doc in docs() {
        for block in blocks(&doc) {
            match &block.mark {
                Some(Mark::Needs(what)) => {
                    skipped.push(format!("{}: needs {what}", block.place));
                    continue;
                }
                Some(Mark::Writes(what)) => {
                    skipped.push(format!("{}: writes {what}", block.place));
                    continue;
                }
                Some(Mark::Long(why)) if !long => {
                    skipped.push(format!("{}: long ({why}; QILI_DOCS_LONG=1)", block.place));
                    continue;
                }
                _ => {}
            }
            for command in &block.commands {
                match run(command, &block.place, &bin_dir, &tmp) {
                    Ok(()) => ran += 1,
                    Err(e) => errors.push(e),
                }
            }
        }
    }
    eprintln!("docs commands: {ran} ran; blocks not run:");
    for s in &skipped {
        eprintln!("  {s}");
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(ran >= 5, "only {ran} commands ran");
}

#[test]
fn a_mark_needs_a_known_kind_and_a_reason() {
    assert_eq!(
        mark_of("<!-- docs-test: needs an engine -->", "x"),
        Some(Mark::Needs("an engine".into()))
    );
    assert_eq!(
        mark_of("<!-- docs-test: long a release build -->", "x"),
        Some(Mark::Long("a release build".into()))
    );
    assert_eq!(mark_of("plain prose", "x"), None);
    for bad in [
        "<!-- docs-test: needs -->",
        "<!-- docs-test: skip it -->",
        "<!-- docs-test: needs x",
    ] {
        assert!(
            std::panic::catch_unwind(|| mark_of(bad, "x")).is_err(),
            "{bad} accepted"
        );
    }
}
