//! Board pictures: what a picture of a case or a position shows ([`Picture`]), and its drawing
//! as SVG ([`Picture::svg`]); and the board's parts for the explorer page ([`board_kit`]).
//!
//! A picture shows the position before the first move, the moves as numbered arrows (numbered
//! by ply, so the numbers read in the order of play), and a caption: the side to move and the
//! ruling under each rulebook. The moves that are judged (the cycle, or every move of a
//! `cycle: whole` case) are solid arrows; moves before the cycle (the lead-in) are dashed.

mod caption;
pub mod glyphs;
mod kit;
mod layout;
mod svg;

pub use caption::{lead_in, plies};
pub use kit::board_kit;

use crate::case::Prepared;
use crate::i18n::Lang;
use qili_oracle::cycle::{find_cycle, positions_of};
use qili_oracle::notation::{Notation, format_moves};
use qili_oracle::rules::rulebooks;
use qili_oracle::verdict::adjudicate;
use qili_oracle::{Color, Move, Position, Square};
use std::ops::RangeInclusive;

/// What a board picture shows.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The first caption line, naming what is drawn (`axf-032 · A rook …`); none for a bare
    /// position.
    pub heading: Option<String>,
    /// The position drawn: the one before the first move.
    pub position: Position,
    /// The moves, as arrows.
    pub arrows: Vec<Arrow>,
    /// Caption lines after the side to move: the rulings and what the arrows are.
    pub caption: Vec<String>,
    /// The moves in ICCS, for the picture's description.
    pub iccs: String,
    /// The language of the caption.
    pub lang: Lang,
}

/// One arrow: a move, or the same move played again in later rounds of the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where the moving piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// Who moves.
    pub side: Color,
    /// The plies (1-based) that play this move, in order.
    pub plies: Vec<usize>,
    /// Whether one of these plies is judged (solid), or all lead in to the cycle (dashed).
    pub judged: bool,
}

impl Picture {
    /// The picture of a case: its position, the printed moves, and the rulings the case
    /// expects (derived rulings marked), captioned in English.
    pub fn of_case(p: &Prepared) -> Picture {
        Picture::of_case_in(p, Lang::En)
    }

    /// [`Picture::of_case`] captioned in `lang` (the case's title in it where the case gives
    /// one).
    pub fn of_case_in(p: &Prepared, lang: Lang) -> Picture {
        let f = &p.case.file;
        let mut caption = Vec::new();
        for book in rulebooks() {
            caption.push(match f.expect.ruling.get(&book.id) {
                Some(v) => {
                    let mark = if f.expect.derived.contains(&book.id) {
                        "derived"
                    } else {
                        "none"
                    };
                    let label = caption::label(lang, &book.cite, mark);
                    // A ruling that loses at once says so, as the reasons do.
                    let at_once = crate::judge::adjudication(p, &book.id).is_some_and(|adj| {
                        adj.ruling.verdict == *v
                            && crate::reasons::loses_at_once(&book.id, *v, &adj.reasons).is_some()
                    });
                    caption::ruling(lang, &book.id, &label, *v, at_once, "")
                }
                None => caption::no_ruling(lang, &book.cite),
            });
        }
        let arrows = arrows(&p.positions, &p.moves, &p.checked);
        let dashed = arrows.iter().any(|a| !a.judged);
        caption.push(caption::legend(
            lang,
            &p.checked,
            p.moves.len(),
            p.cycle.is_some(),
            dashed,
        ));
        let title = f.titles.get(lang).unwrap_or(&f.title);
        Picture {
            heading: Some(format!("{} · {title}", f.id)),
            position: p.start.clone(),
            arrows,
            caption,
            iccs: iccs(&p.start, &p.moves),
            lang,
        }
    }

    /// The picture of a position and moves: the rulings are the oracle's, under every
    /// rulebook. The judged moves are the cycle; when the moves never repeat a position, every
    /// move is drawn solid and there is no ruling.
    pub fn of_moves(start: &Position, moves: &[Move]) -> Picture {
        Picture::of_moves_in(start, moves, Lang::En)
    }

    /// [`Picture::of_moves`] captioned in `lang`.
    pub fn of_moves_in(start: &Position, moves: &[Move], lang: Lang) -> Picture {
        let positions = positions_of(start, moves);
        let cycle = find_cycle(&positions);
        let judged = cycle.map_or(1..=moves.len(), |c| c.plies());
        let arrows = arrows(&positions, moves, &judged);
        let dashed = arrows.iter().any(|a| !a.judged);
        let mut caption = Vec::new();
        if moves.is_empty() {
            caption.push(caption::no_moves(lang));
        } else {
            for book in rulebooks() {
                let adj = adjudicate(book, start, moves);
                let article = if adj.ruling.article.is_empty() {
                    String::new()
                } else {
                    format!(" · {}", adj.ruling.article)
                };
                caption.push(caption::ruling(
                    lang,
                    &book.id,
                    &caption::label(lang, &book.cite, "qili"),
                    adj.ruling.verdict,
                    crate::reasons::loses_at_once(&book.id, adj.ruling.verdict, &adj.reasons)
                        .is_some(),
                    &article,
                ));
            }
            caption.push(caption::legend(
                lang,
                &judged,
                moves.len(),
                cycle.is_some(),
                dashed,
            ));
        }
        Picture {
            heading: None,
            position: start.clone(),
            arrows,
            caption,
            iccs: iccs(start, moves),
            lang,
        }
    }
}

/// The most moves a picture of a game draws as arrows ([`Picture::of_game`]). A loop has a few;
/// a game's hundreds of moves are no picture, and laying out that many arrows on one board takes
/// seconds (137 moves: 1.7 s of CPU, docs/SERVE.md), where 24 take a few hundredths.
pub const ARROWS_DRAWN: usize = 24;

impl Picture {
    /// The picture of a game or a loop, within [`ARROWS_DRAWN`] arrows: the `judged` plies
    /// (first, last; 1-based, within the moves) from the position before them, where they are
    /// few enough; else all the moves, where they are few enough; else the position after ply
    /// `at` (at most the last), without arrows, its caption saying why. The words are in `lang`
    /// (and in `zh-Hant` the pieces too). The explorer's first
    /// board and `POST /api/picture` both draw a game this way.
    pub fn of_game(
        start: &Position,
        moves: &[Move],
        judged: Option<(usize, usize)>,
        at: usize,
        lang: Lang,
    ) -> Picture {
        let played = |upto: usize| {
            moves[..upto]
                .iter()
                .fold(start.clone(), |at, &mv| at.play_unchecked(mv))
        };
        match judged {
            Some((first, last))
                if 1 <= first
                    && first <= last
                    && last <= moves.len()
                    && last + 1 - first <= ARROWS_DRAWN =>
            {
                Picture::of_moves_in(&played(first - 1), &moves[first - 1..last], lang)
            }
            _ if moves.len() <= ARROWS_DRAWN => Picture::of_moves_in(start, moves, lang),
            _ => {
                let at = at.min(moves.len());
                let mut picture = Picture::of_moves_in(&played(at), &[], lang);
                picture.caption = vec![caption::game_unshown(lang, at, moves.len())];
                picture
            }
        }
    }
}

/// One arrow per distinct move, in the order first played; a move played both in the lead-in
/// and in the cycle is judged.
fn arrows(positions: &[Position], moves: &[Move], judged: &RangeInclusive<usize>) -> Vec<Arrow> {
    let mut out: Vec<Arrow> = Vec::new();
    for (i, &mv) in moves.iter().enumerate() {
        let ply = i + 1;
        let is_judged = judged.contains(&ply);
        match out.iter_mut().find(|a| a.from == mv.from && a.to == mv.to) {
            Some(a) => {
                a.plies.push(ply);
                a.judged |= is_judged;
            }
            None => out.push(Arrow {
                from: mv.from,
                to: mv.to,
                side: positions[i].side_to_move(),
                plies: vec![ply],
                judged: is_judged,
            }),
        }
    }
    out
}

fn iccs(start: &Position, moves: &[Move]) -> String {
    format_moves(start, moves, Notation::Iccs).join(" ")
}
