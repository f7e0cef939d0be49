//! The `qili` command: runs the conformance suite, adjudicates loops, certifies engines.
//! See `qili --help` and docs/ for the commands.

use std::process::ExitCode;

fn main() -> ExitCode {
    qili::cli::main()
}
