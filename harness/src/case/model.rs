//! The case file format (see docs/AUTHORING.md): every key is known, every vocabulary closed.

use qili_oracle::{Class, Color, Given, Piece, PieceKind, Verdict};
use serde::Deserialize;
use std::collections::BTreeMap;

/// One case file as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaseFile {
    /// `axf-032`, `cn-03`, `contrib-<slug>`; matches the file name.
    pub id: String,
    /// One English line saying what is ruled.
    pub title: String,
    /// Where the case comes from.
    pub source: Source,
    /// The position before the first move (FEN).
    pub position: String,
    /// Whether the position is the book's own or rebuilt from its text.
    pub position_source: PositionSource,
    /// The moves as printed (misprints corrected), any notation, separated by spaces.
    pub moves: String,
    /// Misprints in the printed moves and how they were corrected.
    #[serde(default)]
    pub errata: Vec<Erratum>,
    /// `whole` for printed sequences that illustrate a pattern and never repeat a position.
    #[serde(default)]
    pub cycle: Option<CycleMode>,
    /// What the arbiter states as given, for a judgement the book leaves to the arbiter: e.g.
    /// `drawing_post: [black]` (CN 第27.3条).
    #[serde(default)]
    pub assume: Given,
    /// What the book says.
    pub expect: Expect,
    /// Why: the reasoning behind classes, rulings and reconstructed positions.
    #[serde(default)]
    pub notes: String,
}

/// The origin of a case.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// Which book, or `contrib`.
    pub book: Book,
    /// The numbered ruling the diagram illustrates: `细则 18`.
    pub article: String,
    /// The figure number (图三十二 → 32); required for the books, absent for contrib cases.
    #[serde(default)]
    pub figure: Option<u32>,
    /// The book's own words for the diagram, verbatim.
    pub text: String,
}

/// Where a case comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Book {
    /// The AXF rules.
    Axf,
    /// The Chinese rules.
    Cn,
    /// A contributed position (a disputed game, an engine bug).
    Contrib,
}

impl Book {
    /// The name used in ids and directories.
    pub fn name(self) -> &'static str {
        match self {
            Book::Axf => "axf",
            Book::Cn => "cn",
            Book::Contrib => "contrib",
        }
    }
}

/// Whether a case's position is the book's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PositionSource {
    /// Recovered from a source that reproduces the book's diagram.
    Original,
    /// Built to realise the text; `notes` say how.
    Reconstructed,
}

/// A misprint and its correction.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Erratum {
    /// The move as printed.
    pub printed: String,
    /// The move as corrected (it appears in `moves`).
    pub corrected: String,
    /// Why the correction is right.
    pub why: String,
}

/// How the checked range of plies is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CycleMode {
    /// Every printed ply: the sequence illustrates a pattern and does not end in a repetition.
    Whole,
}

/// What the book says about the loop.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Per side, the class of each of its moves in one round of the loop, in printed order.
    #[serde(default)]
    pub classes: PerSide<Class>,
    /// Per side, the distinct pieces it chases, as the book names them.
    #[serde(default)]
    pub targets: PerSide<TargetName>,
    /// The ruling under each rulebook (by rulebook id).
    pub ruling: BTreeMap<String, Verdict>,
    /// Rulebook ids whose ruling is derived from that book's articles rather than printed.
    #[serde(default)]
    pub derived: Vec<String>,
    /// Per rulebook id, the articles the ruling rests on where the book's words name them (the
    /// case's own book) or the derivation in `notes` does (a derived ruling).
    #[serde(default)]
    pub articles: BTreeMap<String, Articles>,
}

/// The articles a ruling rests on, as the words quoted name them.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Articles {
    /// The articles as the rule table cites them, without the book's prefix: the forbidden
    /// pattern's (`总纲 3`, `第25.2条`), the combining rule's (`四大原则 2`, `第26.3条`).
    pub cite: Vec<String>,
    /// The words that name them: from the book's text for the case's own book, from `notes`
    /// for a derived ruling.
    pub quote: String,
}

/// A list per side; a side the book says nothing about is absent.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, bound = "T: Deserialize<'de>")]
pub struct PerSide<T> {
    /// Red's list.
    #[serde(default)]
    pub red: Option<Vec<T>>,
    /// Black's list.
    #[serde(default)]
    pub black: Option<Vec<T>>,
}

impl<T> Default for PerSide<T> {
    fn default() -> Self {
        PerSide {
            red: None,
            black: None,
        }
    }
}

impl<T> PerSide<T> {
    /// The list of one side.
    pub fn get(&self, color: Color) -> Option<&Vec<T>> {
        match color {
            Color::Red => self.red.as_ref(),
            Color::Black => self.black.as_ref(),
        }
    }
}

/// A chased piece as a book names it: `black cannon`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(try_from = "String")]
pub struct TargetName(pub Piece);

impl TryFrom<String> for TargetName {
    type Error = String;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        let mut words = text.split_whitespace();
        let color = match words.next() {
            Some("red") => Color::Red,
            Some("black") => Color::Black,
            _ => return Err(format!("target '{text}': expected '<red|black> <kind>'")),
        };
        let kind = words.next().and_then(PieceKind::from_name).ok_or_else(|| {
            format!(
                "target '{text}': the kind must be one of general, advisor, elephant, horse, rook, cannon, pawn"
            )
        })?;
        if words.next().is_some() {
            return Err(format!("target '{text}': expected two words"));
        }
        Ok(TargetName(Piece::new(color, kind)))
    }
}

impl std::fmt::Display for TargetName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}
