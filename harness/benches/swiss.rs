//! 积分编排 pairing speed: `cargo bench -p qili --bench swiss`.
//!
//! For fields of 100, 300, 1000 and 2000 players (`QILI_BENCH_PLAYERS`, comma-separated, sets
//! others), plays a seven-round Swiss event with generated results and times `pair` (the
//! next round from the results file, as `qili tournament pair` makes it) for rounds 2, 4 and
//! 7: the pairing's CPU time per round, the best of `QILI_BENCH_RUNS` runs (default 3; the
//! machine is shared). CPU time (user + system), never wall time. `QILI_BENCH_ROUNDS` plays
//! fewer rounds (a 10,000-player field's round 2 alone: `QILI_BENCH_PLAYERS=10000
//! QILI_BENCH_ROUNDS=2 QILI_BENCH_RUNS=1`). After each field the process's peak resident memory
//! so far is printed (getrusage's maxrss: a peak over the whole run, so measure one field per run
//! for its own figure). `QILI_BENCH_SAVE=DIR` writes the results file after each round to
//! `DIR/<players>-<round>.json`, so that one round can be timed alone with `qili tournament pair`.
//!
//! Then round 1 of the same fields with units kept apart (附录二 七, `avoid_same_unit`): units of
//! ten players, each unit's players spread over the seeding (player i in unit i mod n/10), so
//! that the upper and lower halves both hold every unit.

#[path = "support/cpu.rs"]
mod support;

use nix::sys::resource::UsageWho;
use qili_tournament::System;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event, Game, ResultsFile};
use qili_tournament::swiss::next_round;
use support::cpu;

/// Rounds of each event, unless `QILI_BENCH_ROUNDS` says fewer.
const ROUNDS: u32 = 7;

/// The rounds timed.
const TIMED: [u32; 3] = [2, 4, 7];

fn main() {
    let players: Vec<usize> = std::env::var("QILI_BENCH_PLAYERS")
        .ok()
        .map(|v| v.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![100, 300, 1000, 2000]);
    let runs: usize = std::env::var("QILI_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    let rounds: u32 = std::env::var("QILI_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(ROUNDS, |r: u32| r.clamp(1, ROUNDS));
    let timed: Vec<u32> = TIMED.iter().copied().filter(|&r| r <= rounds).collect();
    println!("players  round  pairing CPU s (best of {runs})  peak memory so far");
    for &n in &players {
        let mut best = vec![f64::INFINITY; timed.len()];
        for _ in 0..runs {
            for (slot, t) in best.iter_mut().zip(event(n, rounds)) {
                *slot = slot.min(t);
            }
        }
        for (round, t) in timed.iter().zip(best) {
            println!("{n:>7}  {round:>5}  {t:.4}  {:.0} MB", peak_mb());
        }
    }
    if rounds < ROUNDS {
        return;
    }
    println!("players  round 1 with units kept apart (附录二 七): pairing CPU s (best of {runs})");
    for &n in &players {
        let best = (0..runs)
            .map(|_| units_round_one(n))
            .fold(f64::INFINITY, f64::min);
        println!("{n:>7}  {best:.4}");
    }
}

/// Round 1 of `n` players in units of ten kept apart; the CPU seconds of its pairing.
fn units_round_one(n: usize) -> f64 {
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let units = names
        .iter()
        .enumerate()
        .map(|(i, p)| (p.clone(), format!("U{}", i % (n / 10).max(1))))
        .collect();
    let event = Event::new(ResultsFile {
        rounds: Some(ROUNDS),
        seed: Some(1),
        units,
        avoid_same_unit: true,
        ..ResultsFile::new(System::Swiss, names)
    })
    .expect("a valid event");
    let before = cpu(UsageWho::RUSAGE_SELF);
    let pairing = next_round(&event, None).expect("pairable");
    let spent = cpu(UsageWho::RUSAGE_SELF) - before;
    assert!(pairing.notes.is_empty(), "{:?}", pairing.notes);
    spent
}

/// The process's peak resident memory so far, in MB (maxrss is counted in KiB on Linux).
fn peak_mb() -> f64 {
    let u = nix::sys::resource::getrusage(UsageWho::RUSAGE_SELF).expect("getrusage works");
    u.max_rss() as f64 / 1024.0
}

/// Plays `rounds` rounds of an event of `n` players; the CPU seconds of each timed round's
/// pairing.
fn event(n: usize, rounds: u32) -> Vec<f64> {
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let mut event = Event::new(ResultsFile {
        rounds: Some(ROUNDS),
        seed: Some(1),
        ..ResultsFile::new(System::Swiss, names)
    })
    .expect("a valid event");
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut times = Vec::new();
    for round in 1..=rounds {
        let before = cpu(UsageWho::RUSAGE_SELF);
        let pairing = next_round(&event, None).expect("pairable");
        let spent = cpu(UsageWho::RUSAGE_SELF) - before;
        if TIMED.contains(&round) {
            times.push(spent);
        }
        // Results by a generator of the bench's own (the pairing's lots are its own too).
        let mut file = event.file.clone();
        for [red, black] in &pairing.pairs {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let result =
                [Outcome::RedWins, Outcome::BlackWins, Outcome::Draw][(state % 3) as usize];
            file.games.push(Game::new(round, red, black, result));
        }
        if let Ok(dir) = std::env::var("QILI_BENCH_SAVE") {
            let path = std::path::Path::new(&dir).join(format!("{n}-{round}.json"));
            let text = serde_json::to_string(&file).expect("a results file serialises");
            std::fs::write(&path, text).expect("the results file is written");
        }
        event = Event::new(file).expect("the games are valid");
    }
    times
}
