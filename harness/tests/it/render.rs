//! `qili render`: the SVG of a case and of a position with moves, pinned as snapshots (derived
//! output); the same input gives the same bytes; bad input is refused with exit code 2 and a
//! message, and writes nothing.

use crate::support;

use support::{qili, scratch, stderr};

const ROOK_SHUFFLE: &str = "3k5/9/9/9/9/9/9/9/R8/5K3 w";

/// Renders with `args` into a file in `dir`; returns the SVG.
fn render(dir: &std::path::Path, name: &str, args: &[&str]) -> String {
    let file = dir.join(name);
    let file = file.to_str().expect("scratch paths are UTF-8");
    let mut all = vec!["render"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--svg", file]);
    let out = qili(&all);
    assert!(
        out.status.success(),
        "qili {all:?} failed: {}",
        stderr(&out)
    );
    std::fs::read_to_string(file).expect("the SVG was written")
}

#[test]
fn picture_of_a_case() {
    let dir = scratch("render-case");
    insta::assert_snapshot!(render(&dir, "cn-01.svg", &["cn-01"]));
}

#[test]
fn picture_of_a_position_and_moves() {
    let dir = scratch("render-fen");
    // Mixed notations; the loop returns to the position after ply 1, so ply 1 leads in.
    let moves = "a1a2 将４平５ 车九退一 K5.4 a1a2";
    insta::assert_snapshot!(render(
        &dir,
        "shuffle.svg",
        &["--fen", ROOK_SHUFFLE, "--moves", moves]
    ));
}

#[test]
fn a_position_alone_and_black_to_move() {
    let dir = scratch("render-black");
    let svg = render(&dir, "black.svg", &["--fen", "3k5/9/9/9/9/9/9/9/R8/5K3 b"]);
    assert!(svg.contains("Black to move (黑先)"), "{svg}");
    assert!(svg.contains("No moves given."), "{svg}");
    assert!(!svg.contains("<polygon"), "no moves, no arrows:\n{svg}");
}

#[test]
fn the_same_case_gives_the_same_bytes() {
    let dir = scratch("render-twice");
    let by_id = render(&dir, "a.svg", &["axf-032"]);
    let again = render(&dir, "b.svg", &["axf-032"]);
    let by_path = render(
        &dir,
        "c.svg",
        &["cases/axf/032-rook-perpetually-chases-unprotected-cannon.yaml"],
    );
    assert_eq!(by_id, again);
    assert_eq!(by_id, by_path);
    // Every piece is drawn, with its character as an outline; nothing is fetched: the only
    // references are to the picture's own glyph outlines, and no text is left to fonts.
    for c in ["将", "士", "象", "车", "炮", "帅", "仕", "相"] {
        assert!(
            by_id.contains(&format!("aria-label=\"{c}\"")),
            "{c} missing"
        );
        let id = format!("b-{:x}", c.chars().next().expect("a character") as u32);
        assert!(
            by_id.contains(&format!("<path id=\"{id}\"")),
            "{c} has no outline"
        );
    }
    assert!(!by_id.contains("@import") && !by_id.contains("<text"));
    assert_eq!(
        by_id.matches("href=\"").count(),
        by_id.matches("href=\"#").count(),
        "an outside reference"
    );
}

/// Runs a bad `qili render`; checks exit code 2, no output file, and returns the message.
fn refused(name: &str, args: &[&str]) -> String {
    let dir = scratch(name);
    let file = dir.join("out.svg");
    let mut all = vec!["render"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--svg", file.to_str().expect("UTF-8")]);
    let out = qili(&all);
    assert_eq!(out.status.code(), Some(2), "qili {all:?}: {}", stderr(&out));
    assert!(!file.exists(), "qili {all:?} wrote a file");
    stderr(&out)
}

#[test]
fn a_malformed_fen_is_refused() {
    insta::assert_snapshot!(refused("render-bad-fen", &["--fen", "4k4/9/9 w"]));
}

#[test]
fn an_illegal_move_is_refused() {
    insta::assert_snapshot!(refused(
        "render-bad-move",
        &["--fen", ROOK_SHUFFLE, "--moves", "a1a2 d9d8 a2b3"]
    ));
}

#[test]
fn an_unknown_case_is_refused() {
    insta::assert_snapshot!(refused("render-unknown", &["axf-999"]));
}

#[test]
fn moves_without_a_position_are_refused() {
    let message = refused("render-no-fen", &["--moves", "a1a2"]);
    assert!(message.contains("--fen"), "{message}");
}

#[test]
fn an_unwritable_file_is_refused() {
    let out = qili(&[
        "render",
        "axf-032",
        "--svg",
        "/nonexistent-qili-dir/out.svg",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("qili: cannot write /nonexistent-qili-dir/out.svg"),
        "{}",
        stderr(&out)
    );
}
