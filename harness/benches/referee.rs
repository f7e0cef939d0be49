//! Referee overhead: `cargo bench -p qili --bench referee`.
//!
//! Plays refereed games, as `qili match` does, between two Fairy-Stockfish 11.1 processes
//! (`/usr/games/fairy-stockfish`, or `$QILI_CERTIFY_ENGINE`), one over UCCI and one over UCI, at
//! depth 5 — a fast fixed depth, where what the referee adds weighs most — from the start
//! position after each of its first `$QILI_BENCH_GAMES` legal moves (default 8), each engine
//! red in turn. Prints qili's own CPU time (this process: the protocol, reading the engines'
//! output, checking every move, ruling repetitions) per ply beside the engines' (their
//! processes, reaped by the end), and their ratio. CPU time (user + system), never wall time.
//! `QILI_BENCH_RUNS` sets the runs (default 3; the machine is shared, so the best is kept).
//! The engine is skipped with the reason printed when it cannot be started
//! (`apt-get install fairy-stockfish`).

#[path = "support/cpu.rs"]
mod support;

use nix::sys::resource::UsageWho;
use qili::engine::{EngineSpec, Fault, Limit};
use qili::referee::{Control, Enforce, EnginePlayer, GameSettings, Player, play_game};
use qili_oracle::Position;
use qili_oracle::rules::rulebook;
use std::time::Duration;
use support::cpu;

/// One run's figures.
struct Run {
    plies: usize,
    /// qili's CPU seconds.
    qili: f64,
    /// The engines' CPU seconds.
    engines: f64,
}

/// Plays a game from each opening with fresh engines.
fn run(engine: &str, openings: &[Position], settings: &GameSettings) -> Result<Run, Fault> {
    let spec = |proto: &str| {
        EngineSpec::parse(&format!("cmd={engine} proto={proto}")).expect("the spec reads")
    };
    let (qili_before, engines_before) =
        (cpu(UsageWho::RUSAGE_SELF), cpu(UsageWho::RUSAGE_CHILDREN));
    let mut ucci = EnginePlayer::new(&spec("ucci"), settings.handshake);
    let mut uci = EnginePlayer::new(&spec("uci"), settings.handshake);
    ucci.new_game()?;
    let mut plies = 0;
    for (i, opening) in openings.iter().enumerate() {
        let (red, black): (&mut dyn Player, &mut dyn Player) = if i % 2 == 0 {
            (&mut ucci, &mut uci)
        } else {
            (&mut uci, &mut ucci)
        };
        plies += play_game(i + 1, red, black, opening, settings).moves.len();
    }
    drop((ucci, uci));
    Ok(Run {
        plies,
        qili: cpu(UsageWho::RUSAGE_SELF) - qili_before,
        engines: cpu(UsageWho::RUSAGE_CHILDREN) - engines_before,
    })
}

fn main() {
    let engine = std::env::var("QILI_CERTIFY_ENGINE")
        .unwrap_or_else(|_| "/usr/games/fairy-stockfish".to_string());
    let number = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(default)
    };
    let (games, runs) = (number("QILI_BENCH_GAMES", 8), number("QILI_BENCH_RUNS", 3));
    let settings = GameSettings {
        book: rulebook("axf").expect("AXF is built in"),
        control: Control::Limit(Limit::Depth(5)),
        enforce: Enforce::Ban,
        timeout: Duration::from_secs(30),
        handshake: Duration::from_secs(30),
        time_margin: Duration::from_millis(100),
    };
    let start = Position::start();
    let openings: Vec<Position> = start
        .legal_moves()
        .iter()
        .take(games)
        .map(|&m| start.play_unchecked(m))
        .collect();
    println!(
        "{} refereed games a run, AXF, {engine} over UCCI against UCI, depth 5:",
        openings.len()
    );
    let mut best: Option<Run> = None;
    for _ in 0..runs.max(1) {
        let r = match run(&engine, &openings, &settings) {
            Ok(r) => r,
            Err(fault) => {
                println!("referee: skipped, {engine} cannot be started: {fault}");
                return;
            }
        };
        let n = r.plies as f64;
        println!(
            "  {} plies: qili {:.3} s, {:.3} ms a ply; the engines {:.3} s, {:.3} ms a ply; \
             qili/engines = {:.3}",
            r.plies,
            r.qili,
            r.qili / n * 1e3,
            r.engines,
            r.engines / n * 1e3,
            r.qili / r.engines
        );
        if best
            .as_ref()
            .is_none_or(|b| r.qili / r.engines < b.qili / b.engines)
        {
            best = Some(r);
        }
    }
    if let Some(b) = best {
        println!(
            "best: qili (protocol, checks, rulings) {:.3} ms a ply, the engines {:.3} ms a ply, \
             qili/engines = {:.3}",
            b.qili / b.plies as f64 * 1e3,
            b.engines / b.plies as f64 * 1e3,
            b.qili / b.engines
        );
    }
}
