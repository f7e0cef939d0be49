//! The notes of a ruling in Chinese — why a side whose moves all chase fits no forbidden
//! pattern, or why pawns' chases count — rendered from the oracle's structured notes in each
//! book's terms, for every case of the suite that has one; and the English `why` that still
//! says the same notes word for word.

use qili::i18n::Lang;
use qili::judge::adjudication;
use qili::reasons::note;
use qili::suite::{Layout, Loaded, Suite};
use qili_oracle::Color;
use qili_oracle::notes::Note;
use qili_oracle::rules::rulebooks;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

/// Every note of every case under every book, one line each in `lang`, and the kinds of note
/// met.
fn notes_in(lang: Lang) -> (String, BTreeSet<&'static str>) {
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let mut out = String::new();
    let mut kinds = BTreeSet::new();
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else { continue };
        for book in rulebooks() {
            let adj = adjudication(p, &book.id).expect("known rulebook");
            for color in Color::ALL {
                for n in &adj.reasons.sides[color.index()].notes {
                    // The English `why` gives the same note, as the structure's English reads.
                    assert!(
                        adj.ruling.why.contains(&n.to_string()),
                        "{} {}: {n} is not in {}",
                        p.id(),
                        book.id,
                        adj.ruling.why
                    );
                    kinds.insert(kind(n));
                    // The reasons `qili adjudicate --lang`, the page and `games --list` show
                    // give the note.
                    let said = note(lang, &book.id, n);
                    let why = qili::reasons::why(lang, &adj);
                    assert!(why.contains(&said), "{}: {said} is not in {why}", p.id());
                    let _ = writeln!(out, "{} {} {}: {}", p.id(), book.id, color.name(), said);
                }
            }
        }
    }
    (out, kinds)
}

fn kind(n: &Note) -> &'static str {
    match n {
        Note::SomeLoops { .. } => "some-loops",
        Note::NoOnePiece { .. } => "no-one-piece",
        Note::Uncounted { .. } => "uncounted",
        Note::Standing { .. } => "standing",
        Note::IdleChases { .. } => "idle-chases",
        Note::Stood { .. } => "stood",
        Note::CountedPawns { .. } => "counted-pawns",
    }
}

/// The notes in simplified and traditional Chinese, pinned; the suite's cases meet every kind
/// of note but `Stood` (a pawn's standing threat where pawns' chases count, which
/// `reasons::tests` renders), so each kind's wording is read here.
#[test]
fn the_notes_speak_each_books_terms() {
    let (hans, kinds) = notes_in(Lang::ZhHans);
    let met: Vec<&str> = kinds.iter().copied().collect();
    assert_eq!(
        met,
        [
            "counted-pawns",
            "idle-chases",
            "no-one-piece",
            "some-loops",
            "standing",
            "uncounted"
        ],
        "the kinds of note the cases meet changed: read the snapshots again"
    );
    assert!(
        hans.contains("不成长捉：没有一子每着都被捉（总纲 3）"),
        "{hans}"
    );
    insta::assert_snapshot!("notes-zh-hans", hans);
    let (hant, _) = notes_in(Lang::ZhHant);
    assert!(
        hant.contains("不成长捉：沒有一子每著都被捉（总纲 3）"),
        "{hant}"
    );
    insta::assert_snapshot!("notes-zh-hant", hant);
}
