//! `qili new`: a case file scaffolded from a position and a loop, for a contributed case.
//!
//! The scaffold loads and passes the structural check as written, but it is a draft: the
//! classes, targets and rulings in it are the oracle's *proposal*, marked as such in comments
//! and notes, and the title, article and source text are `TODO` placeholders. A case states
//! what a rulebook says (docs/AUTHORING.md); the author confirms each proposal against the
//! books before committing.

use crate::judge::ply_table;
use crate::picture::{lead_in, plies};
use qili_oracle::cycle::{Cycle, find_cycle, first_played_order, positions_of};
use qili_oracle::notation::{Notation, format_moves};
use qili_oracle::rules::{Rulebook, rulebooks};
use qili_oracle::verdict::{Adjudication, adjudicate};
use qili_oracle::{Color, Move, Position, Verdict};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The id of a scaffold written to standard output, before the author names the file.
pub const PLACEHOLDER_SLUG: &str = "todo";

/// What the oracle proposes for one side under one rulebook.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SideProposal {
    /// The classes of one round of the loop, in first-played order.
    classes: Vec<&'static str>,
    /// The distinct pieces chased, as `<colour> <kind>`.
    targets: Vec<String>,
}

/// Why no case can be scaffolded: the moves never return to an earlier position. Its
/// [`Display`](std::fmt::Display) says so in English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoLoop;

impl std::fmt::Display for NoLoop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "the moves never return to an earlier position with the same side to move, so there \
             is no loop to rule: give the moves until the position after the last one has \
             occurred before",
        )
    }
}

/// Whether `slug` can name a contributed case: lower-case letters and digits in words joined
/// by single hyphens.
pub fn is_slug(slug: &str) -> bool {
    !slug.is_empty()
        && slug.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The case file for a loop, with the oracle's proposal filled in; `slug` names the file
/// (`cases/contrib/<slug>.yaml`, id `contrib-<slug>`). Fails when the moves never return to an
/// earlier position: a case's loop must repeat.
pub fn scaffold(start: &Position, moves: &[Move], slug: &str) -> Result<String, NoLoop> {
    let positions = positions_of(start, moves);
    let Some(cycle) = find_cycle(&positions) else {
        return Err(NoLoop);
    };
    let order = first_played_order(&positions, moves, cycle.plies());
    let rulings: Vec<(&Rulebook, Adjudication)> = rulebooks()
        .iter()
        .map(|b| (b, adjudicate(b, start, moves)))
        .collect();
    let proposals: Vec<[SideProposal; 2]> = rulings
        .iter()
        .map(|(_, adj)| Color::ALL.map(|c| propose(&positions, &order, &cycle, adj, c)))
        .collect();

    let mut out = String::new();
    header(&mut out, slug);
    let chinese = format_moves(start, moves, Notation::Chinese).join(" ");
    let iccs = format_moves(start, moves, Notation::Iccs).join(" ");
    let _ = writeln!(out, "position: {}", quote(&start.fen()));
    out.push_str(
        "position_source: reconstructed  # TODO: original if this is the game's own position as \
         recorded\n",
    );
    let _ = writeln!(out, "# ICCS: {iccs}");
    let _ = writeln!(out, "moves: {}", quote(&chinese));
    out.push_str("expect:\n");
    let classes_note = "each side's classes in one round of the loop, first-played order";
    lists(
        &mut out,
        "classes",
        classes_note,
        &rulings,
        &proposals,
        |p| p.classes.iter().map(|c| c.to_string()).collect(),
    );
    let targets_note = "the distinct pieces each side chases";
    lists(
        &mut out,
        "targets",
        targets_note,
        &rulings,
        &proposals,
        |p| p.targets.clone(),
    );
    out.push_str(
        "  # PROPOSAL: the oracle's rulings, with the articles it cites. Keep a ruling only where\n  \
         # that book's articles decide the case.\n  ruling:\n",
    );
    for (book, adj) in &rulings {
        if adj.ruling.verdict == Verdict::None {
            let _ = writeln!(out, "    # {}: the oracle finds no ruling", book.id);
        } else {
            let _ = writeln!(
                out,
                "    {}: {}  # {}",
                book.id,
                adj.ruling.verdict.name(),
                adj.ruling.article
            );
        }
    }
    out.push_str(
        "  # TODO: the rulebooks whose ruling you derived from their articles, where the source \
         states none.\n  derived: []\n",
    );
    notes(&mut out, &positions, &cycle, &rulings);
    Ok(out)
}

/// The opening comment, id, title and source.
fn header(out: &mut String, slug: &str) {
    out.push_str(
        "# Scaffolded by `qili new`. The classes, targets and rulings below are qili's oracle's\n\
         # PROPOSAL, not yet an expectation: a case states what the rulebooks say, never what the\n\
         # oracle finds (docs/AUTHORING.md). Confirm each against the books' words (spec/books/,\n\
         # docs/RULES.md), correct or delete what they do not support, replace every TODO and\n\
         # delete the PROPOSAL remarks. Then: cargo run --release -- run contrib-<slug>\n",
    );
    if slug == PLACEHOLDER_SLUG {
        out.push_str(
            "# TODO: save as cases/contrib/<slug>.yaml (<slug>: lower-case words and hyphens) and\n\
             # make the id contrib-<slug>.\n",
        );
    }
    let _ = writeln!(out, "id: contrib-{slug}");
    out.push_str(
        "title: \"TODO: one English line saying what is ruled\"\n\
         # The title in Chinese, in the books' own terms, ending with the ruling (红方须变着,\n\
         # 黑方须变着, 作和; （AXF）/（CN） where the books differ): docs/AUTHORING.md, `titles`.\n\
         titles:\n  \
         zh-Hans: \"TODO: 简体中文标题\"\n  \
         zh-Hant: \"TODO: 繁體中文標題（與簡體逐字對應）\"\n\
         source:\n  book: contrib\n  \
         article: \"TODO: the article that decides the case (e.g. AXF 细则 18)\"\n  \
         text: |\n    \
         TODO: the books' words that decide the case, verbatim lines of spec/books/ (either book)\n\
         # TODO: where the case comes from (docs/AUTHORING.md, \"Provenance\"). A game, as below; a\n\
         # generated loop has `kind: generated` with corpus, line, group and command instead.\n\
         provenance:\n  \
         kind: game\n  \
         file: \"TODO: the file under ../shared/games (ccpd-dev.pgn)\"\n  \
         game: 0  # TODO: its number in the file, as `qili games` reports it\n  \
         red: \"TODO: the red player\"\n  \
         black: \"TODO: the black player\"\n  \
         event: \"TODO: the event\"\n  \
         date: \"TODO: the date, as recorded\"\n  \
         result: \"TODO: the result, as recorded\"\n  \
         ply: 0  # TODO: the ply of the game at which the loop is complete\n  \
         dataset:\n    \
         name: \"TODO: the dataset's name\"\n    \
         author: \"TODO: its author\"\n    \
         year: 0  # TODO: the year of the release\n    \
         licence: \"TODO: its licence\"\n\
         # The rule-table keys the expectation rests on where the books leave the question open\n\
         # (docs/RULES.md, \"What the books leave open\"), e.g. [winning.uncovered_roots].\n\
         readings: []\n\
         # What outside judges rule, as data: python3 tools/differential/differential.py\n\
         # judge-cases FILE prints it.\n\
         judges: {}\n",
    );
}

/// The oracle's classes and targets for one side: one round of the loop in first-played order.
fn propose(
    positions: &[Position],
    order: &[usize],
    cycle: &Cycle,
    adj: &Adjudication,
    color: Color,
) -> SideProposal {
    let plies: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&p| positions[p - 1].side_to_move() == color)
        .collect();
    let classes: Vec<&'static str> = plies
        .iter()
        .map(|&p| adj.plies[p - 1].class.name())
        .collect();
    let mut seen = BTreeSet::new();
    let targets = plies
        .iter()
        .flat_map(|&p| &adj.plies[p - 1].targets)
        .filter(|t| seen.insert(t.id))
        .map(|t| t.piece.to_string())
        .collect();
    SideProposal {
        classes: one_round(&classes, cycle.occurrences - 1).to_vec(),
        targets,
    }
}

/// One round of a list that covers `rounds` rounds of a loop: its first part when every round
/// is the same, else the whole list (the rounds differ).
fn one_round<T: PartialEq>(list: &[T], rounds: usize) -> &[T] {
    let n = list.len();
    if rounds > 1 && n.is_multiple_of(rounds) {
        let len = n / rounds;
        if (0..n).all(|i| list[i] == list[i % len]) {
            return &list[..len];
        }
    }
    list
}

/// `classes` or `targets`: a side's list where every rulebook proposes the same, a comment
/// with each book's proposal where they differ; the key is left out when no side has a list.
fn lists(
    out: &mut String,
    key: &str,
    what: &str,
    rulings: &[(&Rulebook, Adjudication)],
    proposals: &[[SideProposal; 2]],
    field: impl Fn(&SideProposal) -> Vec<String>,
) {
    let mut agreed = Vec::new();
    let _ = writeln!(
        out,
        "  # PROPOSAL: {what}, as qili's oracle finds them.\n  # Keep only what the source \
         states (docs/AUTHORING.md)."
    );
    for color in Color::ALL {
        let per_book: Vec<Vec<String>> =
            proposals.iter().map(|p| field(&p[color.index()])).collect();
        if per_book.windows(2).all(|w| w[0] == w[1]) {
            if !per_book[0].is_empty() {
                agreed.push((color, per_book[0].clone()));
            }
        } else {
            let _ = writeln!(
                out,
                "  # {color}: the books name these differently; keep the one the source supports:"
            );
            for ((book, _), list) in rulings.iter().zip(&per_book) {
                let _ = writeln!(out, "  #   {color}: [{}]  # {}", list.join(", "), book.cite);
            }
        }
    }
    if agreed.is_empty() {
        let _ = writeln!(out, "  # (no {key} for either side)");
        return;
    }
    let _ = writeln!(out, "  {key}:");
    for (color, list) in agreed {
        let _ = writeln!(out, "    {color}: [{}]", list.join(", "));
    }
}

/// The notes: a TODO for the author's reasoning, then the oracle's reading, marked as a
/// proposal.
fn notes(
    out: &mut String,
    positions: &[Position],
    cycle: &Cycle,
    rulings: &[(&Rulebook, Adjudication)],
) {
    out.push_str(
        "notes: |\n  \
         TODO: why each class and ruling holds, citing the words; how the position realises the\n  \
         game (docs/AUTHORING.md, \"Positions\").\n\n  \
         PROPOSAL by qili new (delete once the expectations are confirmed): the oracle's reading.\n",
    );
    let lead = lead_in(cycle.first).map_or(String::new(), |l| format!("; {l}"));
    let _ = writeln!(
        out,
        "  The cycle is {}{lead}; the final position has occurred {} times.",
        plies(&cycle.plies()),
        cycle.occurrences
    );
    for (book, adj) in rulings {
        let _ = writeln!(
            out,
            "  {}: {} ({}): {}",
            book.cite,
            adj.ruling.verdict.name(),
            adj.ruling.article,
            adj.ruling.why
        );
    }
    // One table per distinct reading of the plies, naming the books that read them so.
    let mut tables: Vec<(Vec<&str>, String)> = Vec::new();
    for (book, adj) in rulings {
        let table = ply_table(positions, adj);
        match tables.iter_mut().find(|(_, t)| *t == table) {
            Some((cites, _)) => cites.push(&book.cite),
            None => tables.push((vec![&book.cite], table)),
        }
    }
    for (cites, table) in tables {
        let _ = writeln!(out, "  Plies under {} (* judged):", cites.join(" and "));
        for line in table.lines() {
            let _ = writeln!(out, "  {}", line.trim_end());
        }
    }
}

/// A YAML double-quoted string.
fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_round_is_the_first_of_equal_rounds() {
        assert_eq!(one_round(&[1, 2, 1, 2], 2), &[1, 2]);
        assert_eq!(one_round(&[1, 1, 1, 1], 2), &[1, 1]);
        assert_eq!(one_round(&[1, 1], 1), &[1, 1]);
        assert_eq!(one_round(&[1, 2, 3, 1], 2), &[1, 2, 3, 1]);
        assert_eq!(one_round(&[1, 2, 1], 2), &[1, 2, 1]);
    }

    #[test]
    fn slugs_are_lower_case_words_joined_by_hyphens() {
        assert!(is_slug("rook-chases-cannon-2024"));
        assert!(!is_slug("Rook"));
        assert!(!is_slug("a--b"));
        assert!(!is_slug("-a"));
        assert!(!is_slug(""));
        assert!(!is_slug("a_b"));
    }
}
