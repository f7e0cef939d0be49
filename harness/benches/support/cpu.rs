//! CPU time as the benches count it: user + system, never wall time (the machine is shared).

use nix::sys::resource::{UsageWho, getrusage};

/// CPU seconds (user + system) used so far by `who`: this process (`RUSAGE_SELF`), or the
/// children it has reaped (`RUSAGE_CHILDREN`).
pub fn cpu(who: UsageWho) -> f64 {
    let u = getrusage(who).expect("getrusage works on Linux");
    let t = |tv: nix::sys::time::TimeVal| tv.tv_sec() as f64 + tv.tv_usec() as f64 / 1e6;
    t(u.user_time()) + t(u.system_time())
}
