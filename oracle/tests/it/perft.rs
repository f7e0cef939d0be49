//! Perft: the number of legal move paths to a given depth, checked against reference counts.
//!
//! The data files in `tests/perft/*.perft` name their sources. Counts up to five million nodes
//! run with the tests; the deeper ones with `--ignored` (`cargo test --release -- --ignored
//! perft_deep`).

use qili_oracle::{Position, perft};

/// One position of a `.perft` file with its expected counts.
struct Entry {
    file: String,
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn load() -> Vec<Entry> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/perft exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no .perft files in {dir}");
    let mut out: Vec<Entry> = Vec::new();
    for path in paths {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("readable perft file");
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let here = format!("{file}:{}", n + 1);
            match key {
                "id" => out.push(Entry {
                    file: file.clone(),
                    id: value.to_string(),
                    fen: String::new(),
                    counts: Vec::new(),
                }),
                "fen" => out.last_mut().expect(&here).fen = value.to_string(),
                "perft" => {
                    let (d, c) = value.split_once(' ').expect(&here);
                    let d = d.parse().expect(&here);
                    let c = c.parse().expect(&here);
                    out.last_mut().expect(&here).counts.push((d, c));
                }
                other => panic!("{here}: unknown key {other}"),
            }
        }
    }
    out
}

/// Runs every entry up to `max_nodes` expected nodes (or only those above it when `deep`).
fn check(max_nodes: u64, deep: bool) {
    let mut ran = 0;
    let mut failures = Vec::new();
    for e in load() {
        let pos = Position::from_fen(&e.fen)
            .unwrap_or_else(|err| panic!("{} {}: bad FEN: {err}", e.file, e.id));
        for &(depth, expected) in &e.counts {
            if (expected <= max_nodes) == deep {
                continue;
            }
            ran += 1;
            let got = perft(&pos, depth);
            if got != expected {
                failures.push(format!(
                    "{} {} depth {depth}: expected {expected}, got {got}",
                    e.file, e.id
                ));
            }
        }
    }
    assert!(ran > 0, "no perft counts in range");
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
}

#[test]
fn perft_matches_reference_counts() {
    let budget = 5_000_000;
    check(budget, false);
}

#[test]
#[ignore = "deep perft: minutes; run with --release -- --ignored perft_deep"]
fn perft_deep() {
    let budget = 5_000_000;
    check(budget, true);
}
