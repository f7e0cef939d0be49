//! A reviewed game written back as PGN, in UTF-8: the tags as recorded, the moves as written
//! (ICCS where the record gave squares), and a comment at each ruling — where the judged cycle
//! begins, the ruling with its article at the third occurrence, where the ordered side varied or
//! continued the cycle and lost. A record that goes wrong keeps the rest of its movetext, as
//! written, in a comment. qili's PGN reader reads the result back to the same moves.

use crate::pgn::{comment, quote, wrap};
use crate::referee::times;
use qili_games::GameReport;
use qili_oracle::Color;
use std::fmt::Write as _;

/// One reviewed game as PGN, ending with a blank line.
pub fn write_game(report: &GameReport) -> String {
    let mut out = String::new();
    for (name, value) in &report.tags {
        let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
    }
    out.push('\n');
    let replay = &report.replay;
    let mut words: Vec<String> = Vec::new();
    let mut position = replay.start.clone();
    let mut number = position.fullmove_number().max(1);
    for (i, (&mv, text)) in replay.moves.iter().zip(&replay.written).enumerate() {
        let ply = i + 1;
        let red = position.side_to_move() == Color::Red;
        if red {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        for r in report.repetitions.iter().filter(|r| r.first_ply == ply) {
            words.push(comment(&format!(
                "{}: the cycle judged at ply {} begins",
                cite_name(&r.rules),
                r.ply
            )));
        }
        words.push(text.clone());
        for r in &report.repetitions {
            let book = cite_name(&r.rules);
            if r.ply == ply {
                let order = match (r.must_vary, r.lost_at == Some(ply)) {
                    (Some(side), true) => {
                        format!(
                            "; {side} loses at once ({})",
                            r.lost_by.as_deref().unwrap_or("")
                        )
                    }
                    (Some(side), false) => format!("; {side} must vary"),
                    (None, _) => String::new(),
                };
                words.push(comment(&format!(
                    "{book}: the position occurs {}: {} ({}): {}{order}",
                    times(r.occurrences),
                    r.verdict.name(),
                    r.article,
                    r.why
                )));
            }
            if let Some(side) = r.must_vary {
                if r.varied_at == Some(ply) {
                    words.push(comment(&format!("{book}: {side} varies")));
                }
                if r.lost_at == Some(ply) && r.ply != ply {
                    words.push(comment(&format!(
                        "{book}: {side} continues the cycle it was ordered to vary from and \
                         loses ({})",
                        r.lost_by.as_deref().unwrap_or("")
                    )));
                }
            }
        }
        if !red {
            number += 1;
        }
        position = position.play_unchecked(mv);
    }
    if let Some(e) = &report.error {
        let rest: Vec<&str> = report.record.words[replay.words_played..]
            .iter()
            .map(|w| w.text.as_str())
            .collect();
        words.push(comment(&format!(
            "qili: the record goes wrong here: {}; the rest as recorded: {}",
            e.message,
            rest.join(" ")
        )));
    }
    words.push(report.record.result().map_or("*", |r| r.pgn()).to_string());
    out.push_str(&wrap(&words, 79));
    out.push_str("\n\n");
    out
}

/// The book's citation name for an id (`cn` → `CN`).
fn cite_name(rules: &str) -> String {
    qili_oracle::rules::rulebook(rules)
        .map_or_else(|| rules.to_ascii_uppercase(), |b| b.cite.clone())
}
