//! Running trials on several engines at once, one thread per engine.

use super::{Trial, certify};
use crate::engine::Engine;
use crate::report::TrialResult;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs every trial on whichever engine is free, and returns the results in trial order.
/// `each` is called from the worker threads with each result as it comes in, to amend it
/// (known failures) and show progress.
pub fn run_pool<E: Engine + Send>(
    engines: &mut [E],
    trials: &[Trial<'_>],
    each: &(dyn Fn(&mut TrialResult) + Sync),
) -> Vec<TrialResult> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<TrialResult>>> = Mutex::new(vec![None; trials.len()]);
    std::thread::scope(|scope| {
        for engine in engines.iter_mut() {
            let (next, results) = (&next, &results);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(trial) = trials.get(i) else { break };
                    let mut result = certify(engine, trial);
                    each(&mut result);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(result);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every trial ran"))
        .collect()
}
