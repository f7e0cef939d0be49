//! Perft speed: `cargo bench -p qili-oracle --bench perft`.
//!
//! Times perft 5 from the start position (133,312,995 nodes) and reports nodes per second.
//! `QILI_PERFT_DEPTH` changes the depth, `QILI_PERFT_RUNS` the number of timed runs (the best
//! is reported). This is a benchmark, not a test: it asserts only that the count is right.

use qili_oracle::{Position, perft};
use std::time::Instant;

fn env_or(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument other than that selects nothing else.
    let depth = env_or("QILI_PERFT_DEPTH", 5);
    let runs = env_or("QILI_PERFT_RUNS", 3).max(1);
    let pos = Position::start();
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        nodes = perft(&pos, depth);
        best = best.min(t.elapsed().as_secs_f64());
    }
    if depth == 5 {
        assert_eq!(nodes, 133_312_995, "perft 5 from the start position");
    }
    println!(
        "perft {depth} startpos: {nodes} nodes, best of {runs}: {best:.3} s, {:.1} Mnodes/s",
        nodes as f64 / best / 1e6
    );
}
