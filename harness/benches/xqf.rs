//! Reviewing a zip archive of XQF files against what a platform does with pyffish:
//! `cargo bench -p qili --bench xqf`.
//!
//! qili: `qili games xqf-dev.zip --rules both`'s own function on one worker thread — unzipping,
//! decrypting and decoding every XQF file, replaying, ruling every third occurrence under both
//! books and comparing the results. pyffish (Fairy-Stockfish's Python module), in a Python
//! process, on the same games with their moves already converted to its ICCS (ranks 1–10) and
//! the plies of their third (or later) occurrences already found, which favours it: `get_fen`
//! replays each game, and `is_optional_game_end` is asked at every third occurrence. CPU time
//! (user + system), never wall time; the ratio qili/pyffish, whose goal is at most 0.1 (issue
//! #31): the bench says whether it holds and exits 1 when it does not.
//!
//! The collection is `$QILI_XQF_CORPUS`, else the development half of the XQF collection where
//! the workplace keeps it (`../shared/games/xqf/xqf-dev.zip` beside the checkout, or beside its
//! parent for a worktree; credits in docs/GAMES.md); without it the bench says so and stops.
//! The Python is `$QILI_PYTHON` (default `python3`); pyffish is skipped, with the reason, when
//! it cannot be imported (`pip install pyffish`). `QILI_BENCH_RUNS` sets the runs (default 1;
//! the best is kept).

#[path = "support/pyffish.rs"]
mod pyffish_line;
#[path = "support/cpu.rs"]
mod support;

use nix::sys::resource::UsageWho;
use qili::games::{Input, Options, Reported, review_all};
use qili_games::archive::{Collection, Next};
use qili_oracle::rules::rulebook;
use std::io::{BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicU64;
use support::cpu;

/// The goal: qili's CPU at most this share of pyffish's.
const GOAL: f64 = 0.1;

/// Replays each game with pyffish and asks it at every third occurrence; prints
/// "<games> <plies> <questions> <CPU seconds>".
const PYFFISH: &str = r#"
import json, sys, time, pyffish
games = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
start = time.process_time()
plies = questions = 0
for g in games:
    fen, moves = g["fen"], g["moves"]
    pyffish.get_fen("xiangqi", fen, moves)
    plies += len(moves)
    for ply in g["thirds"]:
        questions += 1
        pyffish.is_optional_game_end("xiangqi", fen, moves[:ply])
print(len(games), plies, questions, time.process_time() - start)
"#;

fn corpus() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("QILI_XQF_CORPUS") {
        return Some(PathBuf::from(p));
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    ["../shared", "../../shared"]
        .iter()
        .map(|s| root.join(s).join("games/xqf/xqf-dev.zip"))
        .find(|p| p.is_file())
}

/// The games of the archive as pyffish takes them: the start FEN, the moves in ranks 1–10 up to
/// the first that goes wrong, and the plies after which a position occurs for the third time or
/// more.
fn for_pyffish(path: &Path) -> PathBuf {
    let out = std::env::temp_dir().join(format!("qili-xqf-bench-{}.jsonl", std::process::id()));
    let mut w = std::io::BufWriter::new(std::fs::File::create(&out).expect("a temporary file"));
    let file = std::fs::File::open(path).expect("the collection opens");
    let games = Collection::<BufReader<std::fs::File>, _>::archive("xqf", file, None);
    for next in games {
        let Next::Game(found) = next else { continue };
        let (record, _) = found.item.read(None);
        let line = pyffish_line::line(&record.replay());
        writeln!(w, "{line}").unwrap();
    }
    out
}

fn pyffish(games: &Path, runs: u32) -> Result<(String, f64), String> {
    let python = std::env::var("QILI_PYTHON").unwrap_or_else(|_| "python3".to_string());
    let mut best: Option<(String, f64)> = None;
    for _ in 0..runs {
        let out = Command::new(&python)
            .arg("-c")
            .arg(PYFFISH)
            .arg(games)
            .output()
            .map_err(|e| format!("cannot start {python}: {e}"))?;
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            return Err(err.lines().last().unwrap_or("python failed").to_string());
        }
        let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
        let (counts, seconds) = text
            .rsplit_once(' ')
            .and_then(|(c, s)| Some((c.to_string(), s.parse::<f64>().ok()?)))
            .ok_or_else(|| format!("unexpected output: {text}"))?;
        if best.as_ref().is_none_or(|(_, b)| seconds < *b) {
            best = Some((counts, seconds));
        }
    }
    best.ok_or_else(|| "no run".to_string())
}

/// qili's CPU seconds (best of `runs`) and the games and plies reviewed.
fn qili(path: &Path, runs: u32) -> (usize, usize, f64) {
    let books = vec![rulebook("cn").unwrap(), rulebook("axf").unwrap()];
    let mut best = f64::INFINITY;
    let (mut games, mut plies) = (0, 0);
    for _ in 0..runs {
        let options = Options {
            books: books.clone(),
            encoding: None,
            jobs: 1,
            variations: false,
        };
        let read = AtomicU64::new(0);
        (games, plies) = (0, 0);
        let before = cpu(UsageWho::RUSAGE_SELF);
        review_all(&[Input::File(path.to_path_buf())], &options, &read, |r| {
            if let Reported::Game(report) = r {
                games += 1;
                plies += report.plies;
                std::hint::black_box(report);
            }
        });
        best = best.min(cpu(UsageWho::RUSAGE_SELF) - before);
    }
    (games, plies, best)
}

fn main() {
    let runs: u32 = std::env::var("QILI_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .max(1);
    let Some(path) = corpus() else {
        println!(
            "xqf: skipped: no XQF collection (set QILI_XQF_CORPUS, or keep \
             ../shared/games/xqf/xqf-dev.zip beside the checkout)"
        );
        return;
    };
    println!(
        "reviewing the XQF games of {}, CPU seconds, best of {runs}:",
        path.display()
    );
    let converted = for_pyffish(&path);
    let reference = pyffish(&converted, runs);
    let _ = std::fs::remove_file(&converted);
    let (games, plies, seconds) = qili(&path, runs);
    println!("  qili games --rules both {seconds:>7.3} s  ({games} games, {plies} plies)");
    match reference {
        Ok((counts, py)) => {
            let c: Vec<&str> = counts.split(' ').collect();
            println!(
                "  pyffish                 {py:>7.3} s  ({} games, {} plies, {} questions: \
                 get_fen each game, is_optional_game_end at each third occurrence)",
                c[0], c[1], c[2]
            );
            let ratio = seconds / py;
            let holds = ratio <= GOAL;
            println!(
                "  qili/pyffish = {ratio:.3} (goal: at most {GOAL}): {}",
                if holds { "holds" } else { "FAILS" }
            );
            if !holds {
                std::process::exit(1);
            }
        }
        Err(why) => println!("  pyffish: skipped: {why}"),
    }
}
