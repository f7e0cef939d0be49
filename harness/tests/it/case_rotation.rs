//! Every case's cycle, started at each of its plies from the position there, names every ply
//! the same way (class and targets) and gets the same ruling, under both rulebooks: the oracle
//! judges a ply by its position, its move and the cycle, never by where the printed loop starts.

use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::invariance::rotations;
use std::path::Path;

#[test]
fn every_case_cycle_is_named_the_same_from_every_ply() {
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let mut problems = Vec::new();
    let mut checked = 0;
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else { continue };
        let r = rotations(&p.start, &p.moves);
        checked += r.checked;
        problems.extend(
            r.differences
                .into_iter()
                .map(|d| format!("{}: {d}", p.id())),
        );
    }
    assert!(checked > 1000, "only {checked} rotations checked");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
