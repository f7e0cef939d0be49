//! A reviewed game written back as PGN, in UTF-8: the tags as recorded, the moves as written
//! where the record wrote one move in Chinese notation and in Chinese notation otherwise (ICCS,
//! WXF and squares — DhtmlXQ, XQF — are turned into it), the record's comments as PGN comments
//! and, when asked, its variations as PGN variations; and qili's own comments at each ruling —
//! where the judged cycle begins, the ruling with its article at the third occurrence, where the
//! ordered side varied or continued the cycle and lost.
//!
//! What read the record wrong is carried so that reading the PGN back gives the same record
//! error: a move that cannot be played is followed by qili's comment and the rest of the
//! record's words as they were written (so the reader stops at the same ply on the same word);
//! a record that could not be read at all gets the tag [`UNREADABLE_TAG`] with the reason. qili's
//! PGN reader leaves qili's own comments out of the record's ([`is_qili_comment`]).
//!
//! The writer walks the variations without recursion: a tree may nest them deep.

use crate::i18n::{Lang, tr};
use crate::pgn::{comment, quote, wrap};
use crate::referee::times;
use qili_games::pgn::{UNREADABLE_TAG, is_qili_comment};
use qili_games::{Comment, GameReport, Variation, Word};
use qili_oracle::notation::{Notation, format_move};
use qili_oracle::{Color, Move, Position};
use std::fmt::Write as _;

/// One reviewed game as PGN, ending with a blank line; its variations too when `variations`;
/// qili's comments in `lang` (each begins `CN:`, `AXF:` or `qili:` — `CN：` … in Chinese — so
/// that the reader knows them).
pub fn write_game(report: &GameReport, variations: bool, lang: Lang) -> String {
    let mut out = String::new();
    for (name, value) in &report.tags {
        if name != UNREADABLE_TAG {
            let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
        }
    }
    // In English in every language: read back, it gives the same record error.
    if let Some(why) = &report.record.unreadable {
        let _ = writeln!(out, "[{UNREADABLE_TAG} \"{}\"]", quote(&why.to_string()));
    }
    out.push('\n');
    let record = &report.record;
    let main = Frame {
        words: &record.words,
        comments: &record.comments,
        variations: if variations { &record.variations } else { &[] },
        position: report.replay.start.clone(),
        ply: 0,
        next: 0,
        number_due: true,
        main: true,
        opened: false,
    };
    let mut words = Writer {
        report,
        lang,
        start: report.replay.start.clone(),
        out: Vec::new(),
    }
    .write(main);
    // The result as the record gives it; a record that gives none ends with qili's comment
    // (which the reader leaves out), not `*`, so that it reads back with no result either.
    match (record.result(), record.result_text()) {
        (Some(r), _) => words.push(r.pgn().to_string()),
        (None, Some(_)) => words.push("*".to_string()),
        (None, None) => words.push(comment(&tr!(lang, "pgn-no-result"))),
    }
    out.push_str(&wrap(&words, 79));
    out.push_str("\n\n");
    out
}

/// A line being written: its words, comments and variations, and where the writing stands.
struct Frame<'a> {
    words: &'a [Word],
    comments: &'a [Comment],
    variations: &'a [Variation],
    /// The position before the next word.
    position: Position,
    /// Plies from the game's start before the next word.
    ply: usize,
    /// The next word.
    next: usize,
    /// Whether the next move needs its number (at a line's start, after a comment or a
    /// variation).
    number_due: bool,
    /// Whether this is the main line (rulings are commented on it only).
    main: bool,
    /// Whether its `(` is written (a variation).
    opened: bool,
}

struct Writer<'a> {
    report: &'a GameReport,
    lang: Lang,
    start: Position,
    out: Vec<String>,
}

impl<'a> Writer<'a> {
    fn write(mut self, main: Frame<'a>) -> Vec<String> {
        let mut stack = vec![main];
        while let Some(frame) = stack.last_mut() {
            if !frame.main && !frame.opened {
                self.out.push("(".to_string());
                frame.opened = true;
            }
            if frame.next == 0 {
                for c in frame.comments.iter().filter(|c| c.after == 0) {
                    self.out.push(comment(&record_comment(&c.text)));
                    frame.number_due = true;
                }
            }
            let w = frame.next;
            let Some(word) = frame.words.get(w) else {
                let done = stack.pop().expect("a frame");
                if !done.main {
                    self.out.push(")".to_string());
                    if let Some(parent) = stack.last_mut() {
                        parent.number_due = true;
                    }
                }
                continue;
            };
            let before = frame.position.clone();
            let ply_before = frame.ply;
            match word.play(&frame.position) {
                Ok(moves) => {
                    let one_in_words = moves.len() == 1
                        && word.squares.is_none()
                        && Move::parse_iccs(&word.text).is_none();
                    for mv in moves {
                        let text = if one_in_words {
                            word.text.clone()
                        } else {
                            self.lang.chinese_move(format_move(
                                &frame.position,
                                mv,
                                Notation::Chinese,
                            ))
                        };
                        let ply = frame.ply + 1;
                        if frame.main {
                            self.cycle_begins(ply, &mut frame.number_due);
                        }
                        self.number(&frame.position, frame.ply, &mut frame.number_due);
                        self.out.push(text);
                        if frame.main && self.rulings(ply) {
                            frame.number_due = true;
                        }
                        frame.position = frame.position.play_unchecked(mv);
                        frame.ply = ply;
                    }
                    frame.next = w + 1;
                    for c in frame.comments.iter().filter(|c| c.after == w + 1) {
                        self.out.push(comment(&record_comment(&c.text)));
                        frame.number_due = true;
                    }
                }
                Err(why) => {
                    let message = match (&self.report.error, frame.main) {
                        (Some(e), true) => super::record_error_at(self.lang, e),
                        _ => format!("move '{}' ({}): {why}", word.text, word.place()),
                    };
                    let text = tr!(self.lang, "pgn-goes-wrong", message = message);
                    self.out.push(comment(&text));
                    frame.number_due = true;
                    let rest = &frame.words[w..];
                    self.out.extend(rest.iter().map(|w| w.text.clone()));
                    frame.next = frame.words.len();
                    continue;
                }
            }
            // The alternatives to this word, each from the position before it: the first is
            // written first, so they go on the stack last-first.
            let alternatives: Vec<&'a Variation> = frame
                .variations
                .iter()
                .filter(|v| v.at == w && !v.words.is_empty())
                .collect();
            for v in alternatives.into_iter().rev() {
                stack.push(Frame {
                    words: &v.words,
                    comments: &v.comments,
                    variations: &v.variations,
                    position: before.clone(),
                    ply: ply_before,
                    next: 0,
                    number_due: true,
                    main: false,
                    opened: false,
                });
            }
        }
        self.out
    }

    /// The move number before a move, when due: `12.` before red's, `12...` before black's.
    fn number(&mut self, position: &Position, ply: usize, due: &mut bool) {
        let black_first = self.start.side_to_move() == Color::Black;
        let base = self.start.fullmove_number().max(1) as usize;
        let n = base + (ply + usize::from(black_first)) / 2;
        if position.side_to_move() == Color::Red {
            self.out.push(format!("{n}."));
        } else if *due {
            self.out.push(format!("{n}..."));
        }
        *due = false;
    }

    /// qili's comment before the first move of each judged cycle.
    fn cycle_begins(&mut self, ply: usize, due: &mut bool) {
        for r in self
            .report
            .repetitions
            .iter()
            .filter(|r| r.first_ply == ply)
        {
            let text = tr!(
                self.lang,
                "pgn-cycle-begins",
                book = cite_name(&r.rules),
                ply = r.ply
            );
            self.out.push(comment(&text));
            *due = true;
        }
    }

    /// qili's comments after a move: the rulings made at it, where an ordered side varied or
    /// continued the cycle. Whether any was written.
    fn rulings(&mut self, ply: usize) -> bool {
        let before = self.out.len();
        let lang = self.lang;
        for r in &self.report.repetitions {
            let book = cite_name(&r.rules);
            let side = r.must_vary.map(|c| crate::reasons::side(lang, c));
            if r.ply == ply {
                let order = match (r.must_vary, r.lost_at == Some(ply)) {
                    (Some(_), true) => "at-once",
                    (Some(_), false) => "vary",
                    (None, _) => "none",
                };
                let text = tr!(
                    lang,
                    "pgn-ruling",
                    book = book.clone(),
                    times = times(r.occurrences),
                    count = r.occurrences,
                    verdict = crate::reasons::verdict(lang, r.verdict),
                    article = r.article.clone(),
                    // The order follows after `; `: the reason's own full stop goes.
                    why = r.why.trim_end_matches('.').to_string(),
                    order = order,
                    side = side.clone().unwrap_or_default(),
                    lost_by = r.lost_by.clone().unwrap_or_default()
                );
                self.out.push(comment(&text));
            }
            if let Some(side) = side {
                if r.varied_at == Some(ply) {
                    let text = tr!(lang, "pgn-varies", book = book.clone(), side = side.clone());
                    self.out.push(comment(&text));
                }
                if r.lost_at == Some(ply) && r.ply != ply {
                    let text = tr!(
                        lang,
                        "pgn-continues",
                        book = book.clone(),
                        side = side,
                        lost_by = r.lost_by.clone().unwrap_or_default()
                    );
                    self.out.push(comment(&text));
                }
            }
        }
        self.out.len() > before
    }
}

/// A record's comment as written: its lines kept, except that a line that would open a tag at
/// the start of a line (`[`, which would cut the game there when the file is read back) is
/// joined to the line before; one that would read back as qili's own is put in quotes, so that
/// it stays the record's.
fn record_comment(text: &str) -> String {
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push(if line.trim_start().starts_with('[') {
                ' '
            } else {
                '\n'
            });
        }
        out.push_str(line);
    }
    if is_qili_comment(&out) {
        format!("“{}”", out.trim())
    } else {
        out
    }
}

/// The book's citation name for an id (`cn` → `CN`).
fn cite_name(rules: &str) -> String {
    qili_oracle::rules::rulebook(rules)
        .map_or_else(|| rules.to_ascii_uppercase(), |b| b.cite.clone())
}
