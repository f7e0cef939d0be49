//! The `qili` command: runs the conformance suite, adjudicates loops, certifies engines.
//! See `qili --help` and docs/ for the commands.

use std::process::ExitCode;

/// mimalloc: the oracle's searches make many small short-lived allocations, which it serves
/// about a tenth faster than the system allocator (`cargo bench -p qili --bench batch`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    qili::cli::main()
}
