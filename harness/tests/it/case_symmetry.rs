//! Every case, mirrored left-right, gets the same classes and ruling from the oracle; with
//! colours swapped (board turned, red and black exchanged), the same classes and the
//! colour-swapped ruling. The oracle must not care which side or wing a diagram is drawn on.

use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::Move;
use qili_oracle::rules::rulebooks;
use qili_oracle::verdict::{adjudicate, adjudicate_whole};
use std::path::Path;

#[test]
fn mirrored_and_colour_swapped_cases_get_matching_rulings() {
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let mut problems = Vec::new();
    let mut checked = 0;
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else { continue };
        let whole = p.case.file.cycle.is_some();
        for book in rulebooks() {
            let rule = |start: &qili_oracle::Position, moves: &[Move]| {
                if whole {
                    adjudicate_whole(book, start, moves)
                } else {
                    adjudicate(book, start, moves)
                }
            };
            let base = rule(&p.start, &p.moves);
            let classes = |a: &qili_oracle::verdict::Adjudication| {
                a.plies.iter().map(|x| x.class).collect::<Vec<_>>()
            };
            let mirrored: Vec<Move> = p.moves.iter().map(|m| m.mirrored()).collect();
            let m = rule(&p.start.mirrored(), &mirrored);
            if m.ruling.verdict != base.ruling.verdict || classes(&m) != classes(&base) {
                problems.push(format!(
                    "{} under {}: mirrored gives {}",
                    p.id(),
                    book.id,
                    m.ruling.verdict
                ));
            }
            let swapped: Vec<Move> = p.moves.iter().map(|m| m.flipped()).collect();
            let s = rule(&p.start.color_swapped(), &swapped);
            if s.ruling.verdict != base.ruling.verdict.color_swapped()
                || classes(&s) != classes(&base)
            {
                problems.push(format!(
                    "{} under {}: colour-swapped gives {}",
                    p.id(),
                    book.id,
                    s.ruling.verdict
                ));
            }
            checked += 1;
        }
    }
    assert!(checked > 200, "only {checked} case rulings checked");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
