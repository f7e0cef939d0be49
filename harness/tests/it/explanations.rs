//! The oracle's explanation of every case, pinned: for each rulebook, the ply table (class and
//! targets of every ply) and the ruling with its article and reasons. Derived text only — the
//! expectations themselves live in the case files. A change in the oracle that alters any
//! explanation shows up here as a snapshot diff; a new case has no snapshot yet. Either way the
//! failure names the command that works on a fresh machine, [`PIN`], after which the change is
//! read in `git diff` and committed.

use qili::judge::{adjudication, ply_table};
use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::rules::rulebooks;
use std::fmt::Write as _;
use std::path::Path;

/// The command that writes the explanations as they are now.
const PIN: &str = "INSTA_UPDATE=always cargo test -p qili --test it explanations";

#[test]
fn every_case_is_explained_the_same_way() {
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/snapshots");
    let pinning = std::env::var("INSTA_UPDATE").is_ok_and(|v| v == "always" || v == "new");
    let mut unpinned = Vec::new();
    let mut changed = Vec::new();
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let mut explained = 0;
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else { continue };
        let mut text = String::new();
        for book in rulebooks() {
            let adj = adjudication(p, &book.id).expect("known rulebook");
            let _ = writeln!(text, "== {} rules", book.id);
            text.push_str(&ply_table(&p.positions, &adj));
            let _ = writeln!(
                text,
                "ruling: {} ({})\nwhy: {}",
                adj.ruling.verdict, adj.ruling.article, adj.ruling.why
            );
        }
        explained += 1;
        let file = snapshots.join(format!("it__explanations__{}.snap", p.id()));
        if !file.exists() && !pinning {
            unpinned.push(format!("{} (no {})", p.id(), file.display()));
            continue;
        }
        let id = p.id().to_string();
        let same = std::panic::catch_unwind(|| insta::assert_snapshot!(id, text));
        if same.is_err() {
            changed.push(p.id().to_string());
        }
    }
    assert!(explained > 100, "only {explained} cases explained");
    assert!(
        unpinned.is_empty() && changed.is_empty(),
        "explanations not pinned: {unpinned:?}; explanations changed (diffs above): {changed:?}.\n\
         Where that is what you meant, pin them with\n    {PIN}\n\
         then read `git diff harness/tests/it/snapshots` (and the new .snap files) and commit."
    );
}
