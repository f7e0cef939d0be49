//! Perft speed against the anchors: `cargo bench -p qili-oracle --bench perft`.
//!
//! Counts perft 5 from the start position (133,312,995 nodes) with qili, then asks each anchor
//! engine for the same count in its own process, and prints CPU time (user + system) as ratios
//! to qili's — never wall time, because the machine is shared. An engine's start-up (Pikafish
//! builds large tables) is measured the same way with `go perft 1` and subtracted. Each figure is
//! the best of `QILI_PERFT_RUNS` runs (default 3); `QILI_PERFT_DEPTH` changes the depth.
//!
//! Anchors, skipped with the reason printed when missing:
//! - Pikafish: `$QILI_PIKAFISH`, or where `../shared/anchors/pikafish/build.sh` puts it
//!   (`${PIKAFISH_CACHE:-${TMPDIR:-/tmp}/pikafish-perft}/src/pikafish`).
//! - Fairy-Stockfish 11.1: `$QILI_FAIRY_STOCKFISH`, or `/usr/games/fairy-stockfish` (Debian
//!   package `fairy-stockfish`).
//!
//! This is a benchmark, not a test: it asserts only that every program counts the same nodes.

use nix::sys::resource::{UsageWho, getrusage};
use qili_oracle::{Position, perft};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn env_or(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// CPU seconds (user + system) used so far by `who`.
fn cpu(who: UsageWho) -> f64 {
    let u = getrusage(who).expect("getrusage works on Linux");
    let t = |tv: nix::sys::time::TimeVal| tv.tv_sec() as f64 + tv.tv_usec() as f64 / 1e6;
    t(u.user_time()) + t(u.system_time())
}

/// An anchor engine: how to find it and what to tell it before `go perft`.
struct Anchor {
    name: &'static str,
    binary: Result<PathBuf, String>,
    setup: &'static str,
}

fn locate(var: &str, default: PathBuf, how: &str) -> Result<PathBuf, String> {
    let path = std::env::var_os(var).map_or(default, PathBuf::from);
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "{} not found ({how}, or set {var})",
            path.display()
        ))
    }
}

fn anchors() -> Vec<Anchor> {
    let cache = std::env::var_os("PIKAFISH_CACHE").map_or_else(
        || std::env::temp_dir().join("pikafish-perft"),
        PathBuf::from,
    );
    vec![
        Anchor {
            name: "Pikafish",
            binary: locate(
                "QILI_PIKAFISH",
                cache.join("src/pikafish"),
                "build it with ../shared/anchors/pikafish/build.sh",
            ),
            setup: "",
        },
        Anchor {
            name: "Fairy-Stockfish 11.1",
            binary: locate(
                "QILI_FAIRY_STOCKFISH",
                PathBuf::from("/usr/games/fairy-stockfish"),
                "apt-get install fairy-stockfish",
            ),
            setup: "setoption name UCI_Variant value xiangqi\n",
        },
    ]
}

/// Runs the engine once for `go perft depth`; returns its CPU seconds and the node count.
fn run_engine(binary: &PathBuf, setup: &str, depth: u32) -> Result<(f64, u64), String> {
    let before = cpu(UsageWho::RUSAGE_CHILDREN);
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    let script = format!("{setup}position startpos\ngo perft {depth}\nquit\n");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(script.as_bytes())
        .map_err(|e| format!("writing to {}: {e}", binary.display()))?;
    let out = child
        .wait_with_output()
        .map_err(|e| format!("waiting for {}: {e}", binary.display()))?;
    let seconds = cpu(UsageWho::RUSAGE_CHILDREN) - before;
    let text = String::from_utf8_lossy(&out.stdout);
    let nodes = text
        .lines()
        .find_map(|l| l.strip_prefix("Nodes searched: "))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| format!("no 'Nodes searched' line in {}'s output", binary.display()))?;
    Ok((seconds, nodes))
}

/// The engine's best CPU time for the count, less its best start-up time.
fn measure(anchor: &Anchor, depth: u32, runs: u32, want: u64) -> Result<f64, String> {
    let binary = anchor.binary.as_ref().map_err(Clone::clone)?;
    let mut startup = f64::INFINITY;
    let mut total = f64::INFINITY;
    for _ in 0..runs {
        startup = startup.min(run_engine(binary, anchor.setup, 1)?.0);
        let (seconds, nodes) = run_engine(binary, anchor.setup, depth)?;
        if nodes != want {
            return Err(format!("counted {nodes} nodes, qili {want}"));
        }
        total = total.min(seconds);
    }
    Ok((total - startup).max(f64::MIN_POSITIVE))
}

fn main() {
    let depth = env_or("QILI_PERFT_DEPTH", 5);
    let runs = env_or("QILI_PERFT_RUNS", 3).max(1);
    let pos = Position::start();
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..runs {
        let before = cpu(UsageWho::RUSAGE_SELF);
        nodes = perft(&pos, depth);
        best = best.min(cpu(UsageWho::RUSAGE_SELF) - before);
    }
    if depth == 5 {
        assert_eq!(nodes, 133_312_995, "perft 5 from the start position");
    }
    println!(
        "perft {depth} from the start, {nodes} nodes, CPU seconds (best of {runs}; engines less start-up):"
    );
    println!(
        "  {:<22} {best:>7.3} s  {:>6.1} Mnodes/s",
        "qili",
        nodes as f64 / best / 1e6
    );
    for anchor in anchors() {
        match measure(&anchor, depth, runs, nodes) {
            Ok(seconds) => println!(
                "  {:<22} {seconds:>7.3} s  {:>6.1} Mnodes/s  qili/{} = {:.2}",
                anchor.name,
                nodes as f64 / seconds / 1e6,
                anchor.name,
                best / seconds
            ),
            Err(why) => println!("  {:<22} skipped: {why}", anchor.name),
        }
    }
}
