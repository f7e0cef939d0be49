//! `qili new`: a scaffolded case loads with the case loader and passes the structural check as
//! written, its trials fail while placeholders are left and name them, and once they are
//! filled in the oracle agrees with its proposal; the scaffold is pinned as a snapshot (derived
//! output); bad input is refused with exit code 2 and a message.

use crate::support;

use qili::case::{BookTexts, Case, prepare};
use qili::judge::judge;
use qili::report::Status;
use qili::suite::Loaded;
use qili_oracle::rules::rulebooks;
use support::{qili, root, scratch, stderr};

/// AXF 图三十二's position: a red rook chases an unprotected black cannon.
const FEN: &str = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
const MOVES: &str = "b4a4 a5e5 a4e4 e5a5 e4a4";

/// What an author does with a scaffold, mechanically: the placeholder remarks go, and each
/// `TODO:` value is replaced by words of their own.
fn finish(scaffold: &str) -> String {
    scaffold
        .lines()
        .filter(|l| !(l.trim_start().starts_with('#') && l.contains("TODO")))
        .filter(|l| !l.contains("PROPOSAL"))
        .map(|l| {
            // The books' words are quoted verbatim: a line of AXF 总纲 3, which decides 图三十二.
            if l.contains("TODO: the books' words") {
                return "    3. 一子长捉一子作负(但可长捉未渡河兵卒)；两子或多子长捉一子亦作负(但其中如有一兵卒或将帅者例外)。"
                    .to_string();
            }
            l.replace("TODO: ", "Filled in: ")
                .replace("  # TODO", "  #")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_scaffold_loads_passes_the_check_and_agrees_with_the_oracle() {
    // `cases/contrib/` does not exist yet: `qili new` makes it.
    let dir = scratch("new-round-trip").join("cases").join("contrib");
    let file = dir.join("rook-chases-cannon.yaml");
    let path = file.to_str().expect("UTF-8");
    let out = qili(&["new", "--fen", FEN, "--moves", MOVES, "--out", path]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("contrib-rook-chases-cannon"),
        "{}",
        stderr(&out)
    );

    let case = Case::load(&file).unwrap_or_else(|e| panic!("the scaffold does not load: {e}"));
    assert_eq!(case.file.id, "contrib-rook-chases-cannon");
    let books = BookTexts::load(Some(&root().join("spec"))).expect("the books load");
    let prepared =
        prepare(case, &books).unwrap_or_else(|e| panic!("the scaffold fails the check: {e}"));
    // As written, every trial is an error that names the lines left to fill in.
    let loaded = Loaded::Ready(Box::new(prepared));
    for book in rulebooks() {
        let r = judge(&loaded, &book.id, &[]);
        assert_eq!(r.status, Status::Error, "{}: {}", book.id, r.message);
        assert!(r.message.contains("unfinished: "), "{}", r.message);
        assert!(
            r.message.contains("line 7: title: \"TODO:"),
            "{}",
            r.message
        );
        assert!(r.message.contains("PROPOSAL"), "{}", r.message);
        // The Chinese titles every case gives (docs/AUTHORING.md, `titles`) are placeholders too.
        for key in ["zh-Hans: \"TODO:", "zh-Hant: \"TODO:"] {
            assert!(r.message.contains(key), "{key}: {}", r.message);
        }
    }

    // Filled in, it passes.
    let text = std::fs::read_to_string(&file).expect("the scaffold is readable");
    std::fs::write(&file, finish(&text)).expect("the case is rewritten");
    let case = Case::load(&file).unwrap_or_else(|e| panic!("the finished case does not load: {e}"));
    let prepared = prepare(case, &books).unwrap_or_else(|e| panic!("it fails the check: {e}"));
    assert_eq!(
        prepared.case.file.titles.given().count(),
        2,
        "the finished case has both Chinese titles"
    );
    let loaded = Loaded::Ready(Box::new(prepared));
    for book in rulebooks() {
        let r = judge(&loaded, &book.id, &[]);
        assert_eq!(r.status, Status::Pass, "{}: {}", book.id, r.message);
    }

    let again = qili(&["new", "--fen", FEN, "--moves", MOVES, "--out", path]);
    assert_eq!(
        again.status.code(),
        Some(2),
        "an existing file is overwritten"
    );
    assert!(
        stderr(&again).contains("the file exists"),
        "{}",
        stderr(&again)
    );
}

#[test]
fn the_scaffold_on_standard_output() {
    // Played to the third occurrence: the classes are given for one round.
    let moves = "车八平九 炮１平５ 车九平五 炮５平１ 车五平九 炮１平５ 车九平五 炮５平１ 车五平九";
    let out = qili(&["new", "--fen", FEN, "--moves", moves]);
    assert!(out.status.success(), "{}", stderr(&out));
    insta::assert_snapshot!(String::from_utf8_lossy(&out.stdout));
}

/// Runs a bad `qili new`; checks exit code 2 and an empty standard output.
fn refused(args: &[&str]) -> String {
    let mut all = vec!["new"];
    all.extend_from_slice(args);
    let out = qili(&all);
    assert_eq!(out.status.code(), Some(2), "qili {all:?}: {}", stderr(&out));
    assert!(out.stdout.is_empty(), "qili {all:?} printed a case");
    stderr(&out)
}

#[test]
fn moves_that_never_repeat_are_refused() {
    insta::assert_snapshot!(refused(&["--fen", FEN, "--moves", "b4a4 a5e5 a4e4"]));
}

#[test]
fn a_bad_position_or_move_is_refused() {
    insta::assert_snapshot!(refused(&["--fen", "2bk1a3/4a4 w", "--moves", MOVES]));
    let message = refused(&["--fen", FEN, "--moves", "b4a4 a5a4"]);
    assert!(
        message.starts_with("qili: --moves: move 2 'a5a4'"),
        "{message}"
    );
}

#[test]
fn a_file_name_that_is_no_slug_is_refused() {
    let dir = scratch("new-bad-name");
    for name in ["Rook Chase.yaml", "rook.yml", "rook_chase.yaml"] {
        let file = dir.join(name);
        let message = refused(&[
            "--fen",
            FEN,
            "--moves",
            MOVES,
            "--out",
            file.to_str().expect("UTF-8"),
        ]);
        assert!(message.contains("name the file <slug>.yaml"), "{message}");
        assert!(!file.exists(), "{name} was written");
    }
}
