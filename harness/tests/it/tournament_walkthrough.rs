//! The walk-through of docs/TOURNAMENTS.md ("Running an event at the board") runs exactly as
//! printed: its files (fenced blocks whose info string names a file, ```` ```csv entries.csv ````)
//! are written to a scratch directory, and every `$ qili …` line of its ```` ```console
//! walk-through ```` block is run there; what the command prints (stdout, then stderr) and its
//! exit code (`(exit 2)`, else 0) must be the lines printed under it. The pages it writes are
//! then read: every game is in the results file, the HTML pages name the players, the CSV reads
//! as numbers.
//!
//! The transcript is qili's own output, so it proves the walk-through runs and reads as the
//! docs say, not that the pairings are the book's (the competition cases do that). After a
//! change that moves a pairing, `QILI_UPDATE_WALKTHROUGH=1 cargo test --test it walkthrough`
//! rewrites the transcript in the docs, to be read before it is committed.

use crate::support::{root, scratch};
use std::path::Path;
use std::process::Command;

const DOC: &str = "docs/TOURNAMENTS.md";

/// A fenced block: its info string, its lines, and the line numbers it spans (opening fence,
/// closing fence), from 0.
struct Block {
    info: String,
    lines: Vec<String>,
    span: (usize, usize),
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(String, usize, Vec<String>)> = None;
    for (i, line) in text.lines().enumerate() {
        match open.take() {
            None => {
                if let Some(info) = line.strip_prefix("```") {
                    open = Some((info.trim().to_string(), i, Vec::new()));
                }
            }
            Some((info, start, lines)) if line.trim_end() == "```" => {
                out.push(Block {
                    info,
                    lines,
                    span: (start, i),
                });
            }
            Some((info, start, mut lines)) => {
                lines.push(line.to_string());
                open = Some((info, start, lines));
            }
        }
    }
    out
}

/// Runs one `qili …` line (an optional `> FILE` redirects stdout there) in `dir`: its printed
/// lines (stdout then stderr; none of stdout when redirected) and `(exit N)` when it fails.
fn run(line: &str, dir: &Path) -> Vec<String> {
    let (command, redirect) = match line.split_once(" > ") {
        Some((c, f)) => (c, Some(f.trim())),
        None => (line, None),
    };
    let words = shlex::split(command).unwrap_or_else(|| panic!("unbalanced quotes: {line}"));
    assert_eq!(words[0], "qili", "{line}: the walk-through runs qili only");
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(&words[1..])
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    let mut printed = Vec::new();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    match redirect {
        Some(file) => std::fs::write(dir.join(file), &stdout).expect("the redirected output"),
        None => printed.extend(stdout.lines().map(|l| l.trim_end().to_string())),
    }
    printed.extend(
        String::from_utf8_lossy(&out.stderr)
            .lines()
            .map(|l| l.trim_end().to_string()),
    );
    if !out.status.success() {
        printed.push(format!("(exit {})", out.status.code().unwrap_or(-1)));
    }
    printed
}

#[test]
fn the_walkthrough_runs_as_printed() {
    let path = root().join(DOC);
    let text = std::fs::read_to_string(&path).expect(DOC);
    let dir = scratch("walkthrough");
    let all = blocks(&text);
    let files: Vec<&Block> = all
        .iter()
        .filter(|b| {
            b.info
                .split_whitespace()
                .nth(1)
                .is_some_and(|f| f.contains('.'))
        })
        .collect();
    assert!(
        !files.is_empty(),
        "{DOC}: no file block (```csv entries.csv)"
    );
    for b in &files {
        let name = b.info.split_whitespace().nth(1).expect("a file name");
        std::fs::write(dir.join(name), b.lines.join("\n") + "\n").expect("a walk-through file");
    }
    let walk = all
        .iter()
        .find(|b| b.info == "console walk-through")
        .unwrap_or_else(|| panic!("{DOC}: no ```console walk-through block"));
    // The transcript as printed, and as run.
    let mut actual = Vec::new();
    let mut commands = 0;
    for line in &walk.lines {
        if let Some(command) = line.strip_prefix("$ ") {
            actual.push(line.clone());
            actual.extend(run(command, &dir));
            commands += 1;
        }
    }
    assert!(
        commands >= 10,
        "only {commands} commands in the walk-through"
    );
    if std::env::var_os("QILI_UPDATE_WALKTHROUGH").is_some() {
        let mut lines: Vec<&str> = text.lines().collect();
        let (start, end) = walk.span;
        let new: Vec<&str> = actual.iter().map(String::as_str).collect();
        lines.splice(start + 1..end, new);
        std::fs::write(&path, lines.join("\n") + "\n").expect("the docs rewritten");
    } else {
        let printed: Vec<String> = walk
            .lines
            .iter()
            .map(|l| l.trim_end().to_string())
            .collect();
        if printed != actual {
            let diff = similar::TextDiff::from_lines(printed.join("\n"), actual.join("\n"))
                .unified_diff()
                .header("as printed", "as run")
                .to_string();
            panic!("{DOC}'s walk-through does not run as printed:\n{diff}");
        }
    }
    check_outputs(&dir);
}

/// What the walk-through leaves behind reads as the docs say.
fn check_outputs(dir: &Path) {
    let read =
        |f: &str| std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let event = qili_tournament::results::Event::parse(&read("open.json"), "open.json")
        .expect("the results file reads back");
    let rounds = event.file.rounds.expect("announced rounds");
    assert_eq!(event.last_round(), rounds, "every round was played");
    for p in &event.file.pairings {
        let missing = qili_tournament::arbiter::missing_results(&event, p);
        assert!(
            missing.is_empty(),
            "round {}: boards {missing:?} have no result",
            p.round
        );
    }
    assert!(
        event
            .file
            .byes
            .iter()
            .any(|b| b.why == qili_tournament::records::ByeReason::Requested),
        "the requested bye is recorded"
    );
    assert!(
        event
            .file
            .byes
            .iter()
            .any(|b| b.why == qili_tournament::records::ByeReason::LateEntry),
        "the late entry is recorded"
    );
    for page in ["round1.html", "round3.html", "standings.html"] {
        let html = read(page);
        assert!(html.starts_with("<!DOCTYPE html>"), "{page}");
        assert!(html.contains("@page { size: A4"), "{page}: no A4 print CSS");
        for p in event.players() {
            if page == "round1.html" && p == "吕钦" {
                continue; // entered after round 1
            }
            assert!(html.contains(p.as_str()), "{page} does not name {p}");
        }
    }
    let csv = read("standings.csv");
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    let points = header
        .iter()
        .position(|h| *h == "points")
        .expect("a points column");
    let mut total = 0.0;
    for row in lines {
        let cells: Vec<&str> = row.split(',').collect();
        total += cells[points]
            .parse::<f64>()
            .unwrap_or_else(|_| panic!("points '{}' is not a number: {row}", cells[points]));
    }
    assert!(total > 0.0, "the CSV's points add up to nothing");
}
