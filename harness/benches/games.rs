//! Reviewing recorded games against what a platform does today with pyffish:
//! `cargo bench -p qili --bench games`.
//!
//! qili: `qili games`' own function on a collection of records, on one worker thread — Big5
//! decoding, Chinese notation, replaying, ruling every third occurrence under each book and
//! comparing the results all included. pyffish, in a Python process, on the same games with
//! their moves already converted to its ICCS (ranks 1–10) and the plies of their third (or
//! later) occurrences already found, which favours it: `get_fen` replays each game, and
//! `is_optional_game_end` is asked at every third occurrence. CPU time (user + system), never
//! wall time; the ratio qili/pyffish. (Every pyffish call costs about 1.4 ms on this machine
//! whatever it is asked, so a platform that calls it after every move, as it follows a game,
//! pays that for every ply: about 1,700 s for this collection.)
//!
//! The collection is `$QILI_GAMES_CORPUS`, else the development half of the Chinese Chess
//! Practical Dataset (Yu-Han Tseng, 2026, CC BY 4.0) where the workplace keeps it
//! (`../shared/games/ccpd-dev.pgn` beside the checkout), else the samples the project ships
//! (`games/samples/ccpd-big5.pgn`: too few games to time well). pyffish is skipped, with the
//! reason, when it cannot be imported (`pip install pyffish`). `QILI_BENCH_RUNS` sets the runs
//! (default 1; the best is kept).

#[path = "support/pyffish.rs"]
mod pyffish_line;
#[path = "support/cpu.rs"]
mod support;

use nix::sys::resource::UsageWho;
use qili::games::{Input, Options, Reported, review_all};
use qili_games::source::{Games, SNIFF_BYTES};
use qili_oracle::rules::{Rulebook, rulebook};
use std::io::{BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicU64;
use support::cpu;

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

fn corpus() -> PathBuf {
    if let Some(p) = std::env::var_os("QILI_GAMES_CORPUS") {
        return PathBuf::from(p);
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let shared = root.join("../shared/games/ccpd-dev.pgn");
    if shared.is_file() {
        return shared;
    }
    root.join("games/samples/ccpd-big5.pgn")
}

/// The games of `path` as pyffish takes them: the start FEN, the moves in ranks 1–10 up to the
/// first that goes wrong, and the plies after which a position occurs for the third time or
/// more.
fn for_pyffish(path: &Path) -> PathBuf {
    let out = std::env::temp_dir().join(format!("qili-games-bench-{}.jsonl", std::process::id()));
    let mut w = std::io::BufWriter::new(std::fs::File::create(&out).expect("a temporary file"));
    let file = std::fs::File::open(path).expect("the collection opens");
    for item in Games::open(BufReader::with_capacity(SNIFF_BYTES, file), None).unwrap() {
        let (record, _) = item.expect("the collection reads").read(None);
        let line = pyffish_line::line(&record.replay());
        writeln!(w, "{line}").unwrap();
    }
    out
}

fn pyffish(games: &Path, runs: u32) -> Result<(String, f64), String> {
    let mut best: Option<(String, f64)> = None;
    for _ in 0..runs {
        let out = Command::new("python3")
            .arg("-c")
            .arg(PYFFISH)
            .arg(games)
            .output()
            .map_err(|e| format!("cannot start python3: {e}"))?;
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            return Err(err.lines().last().unwrap_or("python3 failed").to_string());
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

fn qili(path: &Path, books: &[&'static Rulebook], runs: u32) -> (usize, f64) {
    let mut best = f64::INFINITY;
    let mut games = 0;
    for _ in 0..runs {
        let options = Options {
            books: books.to_vec(),
            encoding: None,
            jobs: 1,
            variations: false,
        };
        let read = AtomicU64::new(0);
        games = 0;
        let before = cpu(UsageWho::RUSAGE_SELF);
        review_all(&[Input::File(path.to_path_buf())], &options, &read, |r| {
            if let Reported::Game(report) = r {
                games += 1;
                std::hint::black_box(report);
            }
        });
        best = best.min(cpu(UsageWho::RUSAGE_SELF) - before);
    }
    (games, best)
}

fn main() {
    let runs: u32 = std::env::var("QILI_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .max(1);
    let path = corpus();
    if !path.is_file() {
        println!("games: skipped, no collection at {}", path.display());
        return;
    }
    println!(
        "reviewing the games of {}, CPU seconds, best of {runs}:",
        path.display()
    );
    let converted = for_pyffish(&path);
    let reference = pyffish(&converted, runs);
    let _ = std::fs::remove_file(&converted);
    let (cn, axf) = (rulebook("cn").unwrap(), rulebook("axf").unwrap());
    for (label, books) in [
        ("--rules both", vec![cn, axf]),
        ("--rules cn  ", vec![cn]),
        ("--rules axf ", vec![axf]),
    ] {
        let (games, seconds) = qili(&path, &books, runs);
        match &reference {
            Ok((_, py)) => println!(
                "  qili games {label} {seconds:>7.3} s  ({games} games)   qili/pyffish = {:.3}",
                seconds / py
            ),
            Err(_) => println!("  qili games {label} {seconds:>7.3} s  ({games} games)"),
        }
    }
    match reference {
        Ok((counts, py)) => {
            let c: Vec<&str> = counts.split(' ').collect();
            println!(
                "  pyffish                {py:>7.3} s  ({} games, {} plies, {} questions: get_fen \
                 each game, is_optional_game_end at each third occurrence)",
                c[0], c[1], c[2]
            );
        }
        Err(why) => println!("  pyffish: skipped: {why}"),
    }
}
