//! The conformance suite as `cargo test` trials: one per case and rulebook, named
//! `<rules>/<case-id>` (`cargo test -- axf/` runs the AXF rulings, `-- /axf-032` one case).
//!
//! A trial passes when the oracle's ruling (and, under the case's own book, its classes and
//! targets) match the case; a broken case fails; a case without a ruling for a rulebook is
//! ignored; a listed known failure passes while it fails, and fails once it passes. An empty or
//! missing `cases/` fails loudly.
//!
//! The competition cases run here too (`competition/…`, see [`competition`]).
//!
//! The same binary certifies a real engine on a few cases (`fairy-stockfish/…`, see
//! [`fairy_stockfish`]) and plays short matches between real engines (`match/…`, see
//! [`real_match`]).

mod competition;
mod fairy_stockfish;
mod real_match;

use libtest_mimic::{Arguments, Failed, Trial};
use qili::judge::{judge, known_failures};
use qili::report::Status;
use qili::suite::{Layout, Suite};
use qili_oracle::rules::rulebooks;
use std::path::Path;
use std::sync::Arc;

fn main() {
    let args = Arguments::from_args();
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite =
        Arc::new(Suite::load(&layout).unwrap_or_else(|e| panic!("cannot load the suite: {e}")));
    let known = Arc::new(known_failures().unwrap_or_else(|e| panic!("{e}")));
    let mut trials = Vec::new();
    let problems = suite.problems.clone();
    trials.push(Trial::test("suite/structure", move || {
        if problems.is_empty() {
            Ok(())
        } else {
            let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
            Err(Failed::from(lines.join("\n")))
        }
    }));
    for index in 0..suite.cases.len() {
        for book in rulebooks() {
            let rules = book.id.clone();
            let name = format!("{rules}/{}", suite.cases[index].id());
            let has_ruling = match &suite.cases[index] {
                qili::suite::Loaded::Ready(p) => p.case.file.expect.ruling.contains_key(&rules),
                qili::suite::Loaded::Broken { .. } => true,
            };
            let (suite, known) = (Arc::clone(&suite), Arc::clone(&known));
            let trial = Trial::test(name, move || {
                let r = judge(&suite.cases[index], &rules, &known);
                match r.status {
                    Status::Pass | Status::KnownFailure | Status::Ignored => Ok(()),
                    _ => Err(Failed::from(format!(
                        "{}: expected {}, found {}\n{}",
                        r.status.name(),
                        r.expected,
                        r.actual,
                        r.message
                    ))),
                }
            });
            trials.push(trial.with_ignored_flag(!has_ruling));
        }
    }
    trials.extend(fairy_stockfish::trials());
    trials.extend(real_match::trials());
    trials.extend(competition::trials());
    libtest_mimic::run(&args, trials).exit();
}
