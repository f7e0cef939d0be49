//! Batch adjudication against Fairy-Stockfish's own judge: `cargo bench -p qili --bench batch`.
//!
//! Rules every loop of the corpus (`harness/benches/data/loops.jsonl`, or `$QILI_BATCH_CORPUS`)
//! through `qili adjudicate --batch`'s own function under each rulebook, and asks pyffish's
//! `is_optional_game_end` about the same loops (moves rewritten to ranks 1–10) in a Python
//! process. Prints CPU time (user + system), never wall time, and the ratio qili/pyffish. qili's
//! figure includes reading each JSON line and writing its answer; pyffish's is its calls alone,
//! the loops already parsed. `QILI_BENCH_RUNS` sets the runs (default 1; the best is kept).
//! pyffish is skipped, with the reason printed, when `python3 -c 'import pyffish'` fails
//! (`pip install pyffish`).
//!
//! Then, in one more pass, each loop is answered on its own (`qili::batch::run` on its one line)
//! and timed on this thread's CPU clock: the distribution of a loop's CPU under each book — median,
//! 99th percentile, maximum and the slowest loop's line — for a platform that asks one loop at a
//! time.

#[path = "support/cpu.rs"]
mod support;

use nix::sys::resource::UsageWho;
use nix::time::{ClockId, clock_gettime};
use qili_oracle::rules::rulebooks;
use std::path::PathBuf;
use std::process::Command;
use support::cpu;

/// Times pyffish over a JSON-lines file of loops; prints "<loops> <CPU seconds>".
const PYFFISH: &str = r#"
import json, sys, time, pyffish
loops = []
for line in open(sys.argv[1], encoding="utf-8"):
    o = json.loads(line)
    moves = [m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1) for m in o["moves"].split()]
    loops.append((o["fen"], moves))
start = time.process_time()
for fen, moves in loops:
    pyffish.is_optional_game_end("xiangqi", fen, moves)
print(len(loops), time.process_time() - start)
"#;

fn pyffish(corpus: &PathBuf, runs: u32) -> Result<f64, String> {
    let mut best = f64::INFINITY;
    for _ in 0..runs {
        let out = Command::new("python3")
            .arg("-c")
            .arg(PYFFISH)
            .arg(corpus)
            .output()
            .map_err(|e| format!("cannot start python3: {e}"))?;
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            return Err(err.lines().last().unwrap_or("python3 failed").to_string());
        }
        let text = String::from_utf8_lossy(&out.stdout);
        let seconds = text
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse::<f64>().ok())
            .ok_or_else(|| format!("unexpected output: {text}"))?;
        best = best.min(seconds);
    }
    Ok(best)
}

/// This thread's CPU time, in seconds.
fn thread_cpu() -> f64 {
    let t = clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID).expect("Linux has a thread clock");
    t.tv_sec() as f64 + t.tv_nsec() as f64 / 1e9
}

/// Each loop of `text` answered on its own under `book`: the median, 99th percentile and
/// maximum CPU milliseconds, and the line of the slowest.
fn per_loop(book: &str, text: &[u8]) -> (f64, f64, f64, usize) {
    let mut times: Vec<(f64, usize)> = Vec::new();
    for (i, line) in text.split_inclusive(|&b| b == b'\n').enumerate() {
        let start = thread_cpu();
        qili::batch::run(book, &mut &line[..], &mut std::io::sink(), false)
            .expect("writing to a sink cannot fail");
        times.push(((thread_cpu() - start) * 1e3, i + 1));
    }
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].0;
    let (max, line) = *times.last().expect("a corpus has loops");
    (at(0.5), at(0.99), max, line)
}

fn main() {
    let runs: u32 = std::env::var("QILI_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .max(1);
    let corpus = std::env::var_os("QILI_BATCH_CORPUS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/data/loops.jsonl"),
        PathBuf::from,
    );
    let Ok(text) = std::fs::read(&corpus) else {
        println!("batch: skipped, no corpus at {}", corpus.display());
        return;
    };
    let loops = text.iter().filter(|&&b| b == b'\n').count();
    println!(
        "batch adjudication of {loops} loops ({}), CPU seconds, best of {runs}:",
        corpus.display()
    );
    let reference = pyffish(&corpus, runs);
    for book in rulebooks() {
        let mut best = f64::INFINITY;
        for _ in 0..runs {
            let before = cpu(UsageWho::RUSAGE_SELF);
            let summary =
                qili::batch::run(&book.id, &mut text.as_slice(), &mut std::io::sink(), false)
                    .expect("writing to a sink cannot fail");
            best = best.min(cpu(UsageWho::RUSAGE_SELF) - before);
            assert_eq!(summary.errors, 0, "every corpus line is a valid request");
        }
        let per_loop = best / loops as f64 * 1e3;
        match &reference {
            Ok(py) => println!(
                "  qili --rules {:<3} {best:>7.3} s  {per_loop:.3} ms a loop   qili/pyffish = {:.2}",
                book.id,
                best / py
            ),
            Err(_) => println!(
                "  qili --rules {:<3} {best:>7.3} s  {per_loop:.3} ms a loop",
                book.id
            ),
        }
    }
    match reference {
        Ok(py) => println!(
            "  pyffish              {py:>7.3} s  {:.3} ms a loop (is_optional_game_end)",
            py / loops as f64 * 1e3
        ),
        Err(why) => println!("  pyffish: skipped: {why}"),
    }
    println!("each loop answered on its own, CPU milliseconds:");
    for book in rulebooks() {
        let (median, p99, max, line) = per_loop(&book.id, &text);
        println!(
            "  --rules {:<3} median {median:.3}, p99 {p99:.3}, max {max:.3} (line {line})",
            book.id
        );
    }
}
