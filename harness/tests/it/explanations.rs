//! The oracle's explanation of every case, pinned: for each rulebook, the ply table (class and
//! targets of every ply) and the ruling with its article and reasons. Derived text only — the
//! expectations themselves live in the case files. A change in the oracle that alters any
//! explanation shows up here as a reviewed snapshot diff (`cargo insta review`, or
//! `INSTA_UPDATE=always cargo test -p qili --test it explanations` and read the diff).

use qili::judge::{adjudication, ply_table};
use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::rules::rulebooks;
use std::fmt::Write as _;
use std::path::Path;

#[test]
fn every_case_is_explained_the_same_way() {
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
        insta::assert_snapshot!(p.id().to_string(), text);
        explained += 1;
    }
    assert!(explained > 100, "only {explained} cases explained");
}
