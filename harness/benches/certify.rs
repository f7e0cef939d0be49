//! Certification overhead: `cargo bench -p qili --bench certify`.
//!
//! Runs every trial of the suite (every case under both books, in every mode) against one
//! Fairy-Stockfish 11.1 (`/usr/games/fairy-stockfish`, or `$QILI_CERTIFY_ENGINE`) over UCCI at
//! depth 10, as `qili run --engine … --jobs 1` would, and prints qili's own CPU time (this
//! process: protocol, plans, the oracle's rulings of every answer) beside the engine's (its
//! processes, reaped by the end), and their ratio. CPU time (user + system), never wall time.
//! The engine is skipped with the reason printed when it cannot be started
//! (`apt-get install fairy-stockfish`).

#[path = "support/cpu.rs"]
mod support;

use nix::sys::resource::UsageWho;
use qili::certify::{run_pool, trials};
use qili::engine::{Limit, ProcessConfig, ProcessEngine, Protocol};
use qili::suite::{Layout, Loaded, Suite};
use std::path::Path;
use std::time::Duration;
use support::cpu;

fn main() {
    let engine = std::env::var("QILI_CERTIFY_ENGINE")
        .unwrap_or_else(|_| "/usr/games/fairy-stockfish".to_string());
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let cases: Vec<&Loaded> = suite
        .cases
        .iter()
        .filter(|c| matches!(c, Loaded::Ready(_)))
        .collect();
    let rules = vec!["axf".to_string(), "cn".to_string()];
    let trials = trials(&cases, &rules);
    let config = ProcessConfig {
        limit: Limit::Depth(10),
        timeout: Duration::from_secs(30),
        ..ProcessConfig::new(vec![engine.clone()], Protocol::Ucci)
    };
    let (qili_before, engine_before) = (cpu(UsageWho::RUSAGE_SELF), cpu(UsageWho::RUSAGE_CHILDREN));
    let mut engines = vec![ProcessEngine::new(config)];
    if let Err(fault) = engines[0].start() {
        println!("certify: skipped, {engine} cannot be started: {fault}");
        return;
    }
    let results = run_pool(&mut engines, &trials, &|_| {});
    drop(engines);
    let qili = cpu(UsageWho::RUSAGE_SELF) - qili_before;
    let engine_cpu = cpu(UsageWho::RUSAGE_CHILDREN) - engine_before;
    let n = results.len() as f64;
    println!(
        "certification of {} trials ({} cases, both books, every mode) against {engine}, depth 10, one engine:",
        results.len(),
        cases.len()
    );
    println!(
        "  qili (protocol, plans, rulings)  {qili:>7.3} s  {:.2} ms a trial",
        qili / n * 1e3
    );
    println!(
        "  the engine                       {engine_cpu:>7.3} s  {:.2} ms a trial   qili/engine = {:.3}",
        engine_cpu / n * 1e3,
        qili / engine_cpu
    );
}
