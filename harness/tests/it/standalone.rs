//! qili carries its cases (harness/build.rs): the built-in set is the checkout's, gives the
//! same results, and is what the binary runs outside a checkout, from any directory. The real
//! `cargo install` into a temporary root, with the checkout out of reach, is `.ci/install`.

use crate::support::{root, stderr};
use qili::judge::{judge, known_failures};
use qili::suite::{Layout, Loaded, Suite, checkout_root, is_checkout};
use qili::tournament::case::{check, load_all, load_builtin};
use qili_oracle::rules::rulebooks;
use std::path::Path;
use std::process::{Command, Output};

#[test]
fn the_built_in_cases_are_the_checkouts_and_rule_the_same() {
    let disk = Suite::load(&Layout::at(&root())).expect("the checkout's suite loads");
    let builtin = Suite::load(&Layout::builtin()).expect("the built-in suite loads");
    let ids = |s: &Suite| {
        s.cases
            .iter()
            .map(|c| c.id().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&disk), ids(&builtin));
    assert!(disk.cases.len() >= 123, "{} cases", disk.cases.len());
    assert_eq!(disk.problems, builtin.problems);
    let known = known_failures().expect("the known-failure list reads");
    let mut trials = 0;
    for (d, b) in disk.cases.iter().zip(&builtin.cases) {
        let (disk_path, builtin_path) = match (d, b) {
            (Loaded::Ready(d), Loaded::Ready(b)) => {
                assert_eq!(d.case.raw, b.case.raw, "{}: the text differs", d.id());
                assert!(
                    b.case.path.starts_with("<built-in>/cases"),
                    "{}",
                    b.case.path.display()
                );
                (d.case.path.clone(), b.case.path.clone())
            }
            _ => panic!("{} does not load from both", d.id()),
        };
        for book in rulebooks() {
            let (dj, bj) = (judge(d, &book.id, &known), judge(b, &book.id, &known));
            // A failure's message names the case file, on disk or built in.
            let message = dj.message.replace(
                &disk_path.display().to_string(),
                &builtin_path.display().to_string(),
            );
            let (d, b) = (dj, bj);
            assert_eq!(
                (d.status, &d.actual, &d.article, &message),
                (b.status, &b.actual, &b.article, &b.message),
                "{}/{}",
                book.id,
                d.case
            );
            trials += 1;
        }
    }
    assert_eq!(trials, disk.cases.len() * rulebooks().len());
}

#[test]
fn the_built_in_competition_cases_are_the_checkouts_and_check_the_same() {
    let disk = load_all(&root().join("cases/competition")).expect("the folder reads");
    let builtin = load_builtin();
    assert_eq!(disk.len(), builtin.len());
    assert!(disk.len() >= 20, "{} competition cases", disk.len());
    for ((dp, dc), (bp, bc)) in disk.iter().zip(&builtin) {
        assert_eq!(dp.file_name(), bp.file_name());
        let (dc, bc) = (dc.as_ref().expect("reads"), bc.as_ref().expect("reads"));
        assert_eq!(check(dc), check(bc), "{}", dc.id);
    }
}

#[test]
fn a_checkout_is_recognised_by_its_cases_books_and_harness() {
    assert!(is_checkout(&root()));
    assert!(!is_checkout(&root().join("cases")));
    // `cargo test` runs this binary in harness/, inside the checkout.
    let found = checkout_root().expect("the tests run inside the checkout");
    assert_eq!(
        found.canonicalize().unwrap(),
        root().canonicalize().unwrap()
    );
    // A folder that merely holds `cases/` and `spec/` is not one.
    let dir = tempfile::tempdir().expect("a temporary directory");
    for sub in ["cases/axf", "spec/books"] {
        std::fs::create_dir_all(dir.path().join(sub)).expect("created");
    }
    assert!(!is_checkout(dir.path()));
}

/// Runs a copy of the built `qili`, alone in a directory outside the checkout, from there.
fn alone(dir: &Path, args: &[&str]) -> Output {
    let bin = dir.join("qili");
    if !bin.exists() {
        std::fs::copy(env!("CARGO_BIN_EXE_qili"), &bin).expect("the binary is copied");
    }
    Command::new(&bin)
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the copy runs")
}

#[test]
fn qili_alone_outside_a_checkout_runs_the_suite_from_its_built_in_cases() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    assert!(
        !dir.path().starts_with(root().canonicalize().unwrap()),
        "the temporary directory must lie outside the checkout"
    );
    let inside = Command::new(env!("CARGO_BIN_EXE_qili"))
        .arg("run")
        .current_dir(root())
        .output()
        .expect("qili runs in the checkout");
    let outside = alone(dir.path(), &["run"]);
    // The same verdicts, whatever they are (a failing case is the conformance test's to
    // report): 0 or 1, never 2 (the suite could not be read).
    assert_eq!(
        outside.status.code(),
        inside.status.code(),
        "{}",
        stderr(&outside)
    );
    assert!(
        matches!(inside.status.code(), Some(0 | 1)),
        "{}",
        stderr(&inside)
    );
    // A failure names its case file: `<built-in>/cases/…` outside, `cases/…` in the checkout.
    assert_eq!(
        String::from_utf8_lossy(&outside.stdout).replace("<built-in>/cases/", "cases/"),
        String::from_utf8_lossy(&inside.stdout)
    );
    // A case by id, its picture, the competition cases and the gallery need no checkout.
    let out = alone(dir.path(), &["run", "axf-032", "--rules", "cn"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("axf-032"));
    let out = alone(dir.path(), &["render", "axf-032", "--svg", "axf-032.svg"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.path().join("axf-032.svg").is_file());
    let out = alone(dir.path(), &["tournament", "check"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("(built into qili "), "{text}");
    assert!(text.contains(", 0 fail"), "{text}");
    let out = alone(dir.path(), &["gallery", "gallery"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = std::fs::read_to_string(dir.path().join("gallery/axf.md")).expect("a page");
    assert!(
        page.contains("`cases/axf/032-"),
        "the page names the case file"
    );
}

#[test]
fn cases_on_disk_are_read_when_asked_even_outside_a_checkout() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let cases = dir.path().join("mine");
    std::fs::create_dir_all(cases.join("axf")).expect("created");
    let name = "032-rook-perpetually-chases-unprotected-cannon.yaml";
    std::fs::copy(
        root().join("cases/axf").join(name),
        cases.join("axf").join(name),
    )
    .expect("copied");
    let out = alone(dir.path(), &["run", "--cases", "mine", "axf-032"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("axf-032"));
    // The folder's cases, not the built-in ones.
    let out = alone(dir.path(), &["run", "--cases", "mine", "axf-001"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no case 'axf-001'"),
        "{}",
        stderr(&out)
    );
    // An empty folder is refused, never an empty pass.
    std::fs::create_dir_all(dir.path().join("empty")).expect("created");
    let out = alone(dir.path(), &["run", "--cases", "empty"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("no case files"), "{}", stderr(&out));
}
