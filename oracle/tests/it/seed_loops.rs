//! Every move loop printed in the two rulebooks parses, move by move, from the diagram positions
//! recovered so far (`reference/positions/`). The texts are `spec/books/`.
//!
//! Exceptions are named below with the reason; an exception that starts to parse fails the test,
//! so the list cannot go stale.

use qili_oracle::Position;
use qili_oracle::notation::parse_moves;
use std::collections::BTreeMap;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// Loops known not to parse as printed, with the reason.
const EXCEPTIONS: &[(&str, u32, &str)] = &[
    (
        "axf",
        54,
        "misprint: 炮三平三 is no move (the loop implies 炮二平三)",
    ),
    ("axf", 78, "misprint: 卒７闰８ — 闰 is a misprint of 平"),
    (
        "axf",
        45,
        "misprint: ply 8 车５退１ repeats ply 6; the loop closes only with 车５进１",
    ),
    (
        "axf",
        77,
        "misprint: ply 9 车八平二, but the rook stands on file 七 after ply 7",
    ),
    (
        "axf",
        71,
        "recovered position is illegal (a black pawn on i7, behind its starting rank)",
    ),
    (
        "axf",
        86,
        "recovered position (LOW) has the second rook on file 一, the text needs 三",
    ),
    (
        "axf",
        88,
        "recovered position (LOW) has two black cannons on file 9 and the text writes no 前/后",
    ),
];

/// Reads a Chinese figure number: 七, 十六, 二十二, 一○七, 一○○.
fn chinese_number(s: &str) -> Option<u32> {
    let digit = |c: char| {
        "○一二三四五六七八九"
            .chars()
            .position(|d| d == c)
            .map(|d| d as u32)
    };
    if let Some((tens, units)) = s.split_once('十') {
        let t = if tens.is_empty() {
            1
        } else {
            digit(tens.chars().next()?)?
        };
        let u = if units.is_empty() {
            0
        } else {
            digit(units.chars().next()?)?
        };
        return Some(t * 10 + u);
    }
    s.chars().try_fold(0, |n, c| Some(n * 10 + digit(c)?))
}

/// The move text of each figure's loop: after the `(图N)：` heading (AXF) or the `图N` / `着法：`
/// heading (CN), up to the explanation.
fn loops(book: &str) -> BTreeMap<u32, String> {
    let path = format!("{ROOT}/spec/books/{book}.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = BTreeMap::new();
    let mut current: Option<u32> = None;
    let mut in_moves = false;
    for line in text.lines() {
        let t = line.trim().trim_start_matches('\u{3000}').trim();
        if book == "axf" {
            if let Some(rest) = t.strip_prefix("着法红先(图") {
                let num = rest.split(')').next().unwrap_or_default();
                current = chinese_number(num);
                in_moves = true;
                continue;
            }
        } else if let Some(num) = t.strip_prefix('图') {
            if let Some(n) = chinese_number(num) {
                current = Some(n);
                in_moves = false;
            }
            continue;
        } else if t.starts_with("着法") && current.is_some() {
            in_moves = true;
            continue;
        }
        if !in_moves {
            continue;
        }
        if t.is_empty() || t.starts_with("说明") || t.starts_with("如图") || t.starts_with("附注")
        {
            in_moves = false;
            continue;
        }
        let Some(n) = current else { continue };
        let moves = t.replace("……", " ").replace('\u{3000}', " ");
        let entry: &mut String = out.entry(n).or_default();
        entry.push(' ');
        entry.push_str(&moves);
    }
    out
}

/// `figure -> FEN` from a positions CSV (first two columns; quoted fields allowed later on).
fn positions(book: &str) -> BTreeMap<u32, String> {
    let path = format!("{ROOT}/reference/positions/{book}.csv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let mut f = l.splitn(4, ',');
            let fig = f.next()?.parse().ok()?;
            let fen = f.next()?.to_string();
            let confidence = f.next()?;
            // Figures not found have an empty FEN; candidates are other figures' positions.
            (!fen.is_empty() && confidence != "CANDIDATE").then_some((fig, fen))
        })
        .collect()
}

#[test]
fn figure_numbers_read() {
    for (s, n) in [
        ("七", 7),
        ("十六", 16),
        ("二十二", 22),
        ("一○七", 107),
        ("一○○", 100),
    ] {
        assert_eq!(chinese_number(s), Some(n), "{s}");
    }
}

#[test]
fn both_books_print_every_loop() {
    assert_eq!(loops("cn").len(), 16);
    assert_eq!(loops("axf").len(), 107);
}

#[test]
fn every_printed_loop_parses_from_its_recovered_position() {
    let mut failures = Vec::new();
    let mut parsed = 0;
    for book in ["axf", "cn"] {
        let fens = positions(book);
        for (fig, moves) in loops(book) {
            let Some(fen) = fens.get(&fig) else { continue };
            let result = Position::from_fen(fen)
                .map_err(|e| e.to_string())
                .and_then(|pos| parse_moves(&pos, &moves).map_err(|e| e.to_string()));
            let exception = EXCEPTIONS.iter().find(|(b, f, _)| *b == book && *f == fig);
            match (result, exception) {
                (Ok(_), None) => parsed += 1,
                (Err(_), Some(_)) => {}
                (Ok(_), Some((_, _, why))) => failures.push(format!(
                    "{book} 图{fig} parses although listed as an exception ({why})"
                )),
                (Err(e), None) => failures.push(format!("{book} 图{fig}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(parsed >= 100, "only {parsed} loops parsed");
}
