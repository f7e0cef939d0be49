//! Adjudication speed: `cargo bench -p qili --bench adjudicate`.
//!
//! Rules every case of the suite under every rulebook (classification of every ply and the
//! verdict) and reports cases adjudicated per second. `QILI_BENCH_RUNS` sets the number of
//! timed runs (the best is reported). A benchmark, not a test.

use qili::judge::adjudication;
use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::rules::rulebooks;
use std::path::Path;
use std::time::Instant;

fn main() {
    let runs: u32 = std::env::var("QILI_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3)
        .max(1);
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let ready: Vec<_> = suite
        .cases
        .iter()
        .filter_map(|c| match c {
            Loaded::Ready(p) => Some(p),
            Loaded::Broken { .. } => None,
        })
        .collect();
    let mut best = f64::INFINITY;
    let mut count = 0;
    for _ in 0..runs {
        let t = Instant::now();
        count = 0;
        for p in &ready {
            for book in rulebooks() {
                let adj = adjudication(p, &book.id).expect("known rulebook");
                std::hint::black_box(&adj);
                count += 1;
            }
        }
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "adjudicated {count} case rulings (both books) in {best:.3} s, best of {runs}: {:.0} per second",
        count as f64 / best
    );
}
