//! Every command the docs print (README.md and docs/*.md) runs as printed from the checkout's
//! root, unless the block is marked as needing more than the repository or as a long run: each
//! line of a ```sh (or ```bash) block, and in a bare ``` or ```console block each `$ ` line
//! (a terminal as the reader sees it, the lines after it its output) or, where no line has a
//! prompt, each `qili …` line. A ```text block is a synopsis or an output, never run. The
//! convention is docs/AUTHORING.md's "Commands in the docs":
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
//! and files the docs write under `/tmp/` go to a scratch directory instead. Where the docs show
//! a command's output, it must be what the command prints (standard error, then standard
//! output; a line `…` stands for any lines, a line ending in `…` for any line that begins so), and
//! a command that shows only `qili:` lines may exit non-zero, with them on standard error. Every
//! skipped block is printed with its reason.

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

/// A command of a block, and the output the doc shows for it.
#[derive(Debug, Default)]
struct Shown {
    /// The command, continuations joined.
    command: String,
    /// The lines after it, to the next prompt: what it prints (none for a ```sh block).
    output: Vec<String>,
}

/// A block of commands of a doc: ```sh, or a bare ``` or ```console one.
#[derive(Debug)]
struct Block {
    /// `docs/GAMES.md:42` (the fence's line).
    place: String,
    /// Its mark, if any.
    mark: Option<Mark>,
    /// Its commands, continuations joined, comment-only lines dropped.
    commands: Vec<Shown>,
}

/// The commands of a bare or ```console block's `lines`: its `$ ` lines with the lines after
/// each, or where there is no prompt its `qili …` lines.
fn shown_commands(lines: &[&str]) -> Vec<Shown> {
    let prompted = lines.iter().any(|l| l.trim_start().starts_with("$ "));
    let mut out: Vec<Shown> = Vec::new();
    let mut continued = false;
    for line in lines {
        let trimmed = line.trim();
        let start = if prompted {
            trimmed.strip_prefix("$ ")
        } else {
            trimmed.starts_with("qili ").then_some(trimmed)
        };
        if continued {
            let last = out.last_mut().expect("a command goes on");
            last.command
                .push_str(trimmed.trim_end_matches('\\').trim_end());
            last.command.push(' ');
        } else if let Some(command) = start {
            out.push(Shown {
                command: format!("{} ", command.trim_end_matches('\\').trim_end()),
                output: Vec::new(),
            });
        } else if let Some(last) = out.last_mut().filter(|_| prompted) {
            last.output.push(line.trim_end().to_string());
        }
        continued = (continued || start.is_some()) && trimmed.ends_with('\\');
    }
    for c in &mut out {
        c.command = c.command.trim().to_string();
        while c.output.last().is_some_and(|l| l.is_empty()) {
            c.output.pop();
        }
    }
    out
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

/// The blocks of commands of `path`.
fn blocks(path: &Path) -> Vec<Block> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path
        .strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string();
    let mut out = Vec::new();
    // The block being read, whether it is ```sh, and its lines; a fence of another kind is
    // read to its end (`None`) and left.
    let mut current: Option<(Option<Block>, bool, Vec<&str>)> = None;
    let mut previous = "";
    for (i, line) in text.lines().enumerate() {
        let place = format!("{name}:{}", i + 1);
        let trimmed = line.trim();
        if let Some((block, sh, lines)) = &mut current {
            if !trimmed.starts_with("```") {
                lines.push(line);
                continue;
            }
            if let Some(mut block) = block.take() {
                block.commands = if *sh {
                    sh_commands(lines)
                } else {
                    shown_commands(lines)
                };
                out.push(block);
            }
            current = None;
        } else if let Some(kind) = trimmed.strip_prefix("```") {
            let sh = kind == "sh" || kind == "bash";
            let block = (sh || kind.is_empty() || kind == "console").then(|| Block {
                mark: mark_of(previous, &place),
                place,
                commands: Vec::new(),
            });
            current = Some((block, sh, Vec::new()));
        } else if trimmed.starts_with("<!-- docs-test:") {
            // Parsed (and checked) when the fence follows; a mark elsewhere is a mistake.
            mark_of(trimmed, &place);
        }
        if !trimmed.is_empty() {
            previous = line;
        }
    }
    assert!(current.is_none(), "{name}: a ``` block is never closed");
    out
}

/// The commands of a ```sh block's `lines`: each line, its `\` continuations joined, comment
/// lines dropped.
fn sh_commands(lines: &[&str]) -> Vec<Shown> {
    let mut out = Vec::new();
    let mut pending = String::new();
    for line in lines {
        let trimmed = line.trim();
        pending.push_str(trimmed.trim_end_matches('\\'));
        pending.push(' ');
        if !trimmed.ends_with('\\') {
            let command = std::mem::take(&mut pending).trim().to_string();
            if !command.is_empty() && !command.starts_with('#') {
                out.push(Shown {
                    command,
                    output: Vec::new(),
                });
            }
        }
    }
    out
}

/// Whether the `actual` lines are the `shown` ones: equal, where a shown `…` stands for any
/// lines and a shown line ending in `…` for a line that begins so.
fn shows(shown: &[String], actual: &[&str]) -> bool {
    match shown.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first.trim() == "…" => {
            (0..=actual.len()).any(|skip| shows(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual.split_first().is_some_and(|(line, more)| {
            let line = line.trim_end();
            let matched = match first.strip_suffix('…') {
                Some(start) => line.starts_with(start.trim_end()),
                None => line == first,
            };
            matched && shows(rest, more)
        }),
    }
}

/// Runs `command` as the docs print it, and checks that it prints the `shown` output (if any);
/// an error names the block.
fn run(command: &Shown, place: &str, bin_dir: &Path, tmp: &Path) -> Result<(), String> {
    let shown = &command.output;
    let command = command
        .command
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
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .map_err(|e| format!("{place}: `{command}` does not start: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    // A shown refusal: only `qili:` lines, on standard error.
    let refusal = !shown.is_empty()
        && shown
            .iter()
            .all(|l| l.starts_with("qili:") || l.starts_with("qili："));
    if out.status.success() || refusal && out.status.code() != Some(124) {
        let mut actual: Vec<&str> = stderr.lines().collect();
        if out.status.success() {
            actual.extend(stdout.lines());
        }
        while actual.last().is_some_and(|l| l.trim().is_empty()) {
            actual.pop();
        }
        if shown.is_empty() || shows(shown, &actual) {
            return Ok(());
        }
        return Err(format!(
            "{place}: `{command}` prints (standard error, then output):\n{}\nnot what the doc shows:\n{}",
            actual.join("\n"),
            shown.join("\n")
        ));
    }
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
    let (mut ran, mut shown, mut skipped, mut errors) = (0, 0, Vec::new(), Vec::new());
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
                shown += usize::from(!command.output.is_empty());
                match run(command, &block.place, &bin_dir, &tmp) {
                    Ok(()) => ran += 1,
                    Err(e) => errors.push(e),
                }
            }
        }
    }
    eprintln!("docs commands: {ran} ran ({shown} with their output shown); blocks not run:");
    for s in &skipped {
        eprintln!("  {s}");
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(
        ran >= 12 && shown >= 5,
        "only {ran} commands ran, {shown} with output"
    );
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

#[test]
fn a_terminal_block_gives_its_commands_and_their_output() {
    let lines = [
        "$ qili --lang zh-Hans adjudicate --rules axf \\",
        "    --moves x   # a comment",
        "qili：--fen：…",
        "",
        "$ qili --help",
        "…",
    ];
    let commands = shown_commands(&lines);
    assert_eq!(commands.len(), 2);
    assert_eq!(
        commands[0].command,
        "qili --lang zh-Hans adjudicate --rules axf --moves x   # a comment"
    );
    assert_eq!(commands[0].output, ["qili：--fen：…"]);
    assert_eq!(commands[1].output, ["…"]);
    // Without a prompt, the `qili` lines are the commands and nothing is output.
    let plain = shown_commands(&["qili run a \\", "  b", "other text"]);
    assert_eq!(plain.len(), 1);
    assert_eq!(
        (plain[0].command.as_str(), plain[0].output.len()),
        ("qili run a b", 0)
    );
}

#[test]
fn an_output_is_shown_line_for_line_or_with_gaps() {
    let shown = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    let actual = ["a", "b  ", "c d", "e"];
    assert!(shows(&shown(&["a", "b", "c d", "e"]), &actual));
    assert!(!shows(&shown(&["a", "b", "c d"]), &actual));
    assert!(!shows(&shown(&["a", "x", "c d", "e"]), &actual));
    assert!(shows(&shown(&["a", "…", "e"]), &actual));
    assert!(shows(&shown(&["…", "c …", "e"]), &actual));
    assert!(!shows(&shown(&["…", "x …", "…"]), &actual));
    assert!(shows(&shown(&["a", "…"]), &actual));
}
