//! CPU time as the benches count it: user + system, never wall time (the machine is shared);
//! and the allocator the `qili` binary uses, so that a bench's figures are the command's.

use nix::sys::resource::{UsageWho, getrusage};

/// The `qili` binary's allocator (see `src/main.rs`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// CPU seconds (user + system) used so far by `who`: this process (`RUSAGE_SELF`), or the
/// children it has reaped (`RUSAGE_CHILDREN`).
pub fn cpu(who: UsageWho) -> f64 {
    let u = getrusage(who).expect("getrusage works on Linux");
    let t = |tv: nix::sys::time::TimeVal| tv.tv_sec() as f64 + tv.tv_usec() as f64 / 1e6;
    t(u.user_time()) + t(u.system_time())
}
