//! The case file format (see docs/AUTHORING.md): every key is known, every vocabulary closed.

use crate::i18n::Lang;
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
    /// The title in Chinese, in the books' own terms: `titles: {zh-Hans: "…", zh-Hant: "…"}`
    /// (optional; a language it lacks shows the English).
    #[serde(default)]
    pub titles: Titles,
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
    /// Where a contributed case comes from: a real game or a generated loop (required for
    /// contributed cases, refused for the books' own).
    #[serde(default)]
    pub provenance: Option<Provenance>,
    /// What outside judges rule on the loop, per rulebook id and judge, recorded as data (never
    /// the expectation): `axf: {pyffish: draw, chessdb: red_loses, fairy-stockfish-current: repeats}`.
    #[serde(default)]
    pub judges: BTreeMap<String, BTreeMap<String, JudgeVerdict>>,
    /// The rule-table keys (docs/RULES.md, "What the books leave open") the expectation rests on
    /// where the books leave the question open: `winning.uncovered_roots`, `forbidden[].answered`.
    #[serde(default)]
    pub readings: Vec<String>,
}

/// A case's title in the languages besides English; no other language is a key.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Titles {
    /// In simplified characters.
    #[serde(rename = "zh-Hans", default)]
    pub zh_hans: Option<String>,
    /// In traditional characters.
    #[serde(rename = "zh-Hant", default)]
    pub zh_hant: Option<String>,
}

impl Titles {
    /// The title in `lang`, if the case gives one (English is the case's `title`).
    pub fn get(&self, lang: Lang) -> Option<&str> {
        match lang {
            Lang::En => None,
            Lang::ZhHans => self.zh_hans.as_deref(),
            Lang::ZhHant => self.zh_hant.as_deref(),
        }
    }

    /// Each title given, with its language.
    pub fn given(&self) -> impl Iterator<Item = (Lang, &str)> {
        [Lang::ZhHans, Lang::ZhHant]
            .into_iter()
            .filter_map(|lang| self.get(lang).map(|t| (lang, t)))
    }
}

/// Where a contributed case comes from. One flat record whose `kind` says which keys it must
/// hold (the check refuses the other kind's keys, naming them).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Provenance {
    /// `game` or `generated`.
    pub kind: ProvenanceKind,
    /// A game: the file under the shared games folder (`ccpd-dev.pgn`).
    #[serde(default)]
    pub file: Option<String>,
    /// A game: its number in the file, as `qili games` reports it.
    #[serde(default)]
    pub game: Option<u32>,
    /// A game: the red player.
    #[serde(default)]
    pub red: Option<String>,
    /// A game: the black player.
    #[serde(default)]
    pub black: Option<String>,
    /// A game: the event.
    #[serde(default)]
    pub event: Option<String>,
    /// A game: the date, as recorded.
    #[serde(default)]
    pub date: Option<String>,
    /// A game: the result, as recorded (`1-0`, `0-1`, `1/2-1/2`).
    #[serde(default)]
    pub result: Option<String>,
    /// A game: the ply of the game at which the repetition is complete.
    #[serde(default)]
    pub ply: Option<u32>,
    /// A game: the dataset it comes from, with the credit the dataset asks for.
    #[serde(default)]
    pub dataset: Option<Dataset>,
    /// A generated loop: the committed corpus, as a path in the repository
    /// (`harness/benches/data/chases-seed2.jsonl`).
    #[serde(default)]
    pub corpus: Option<String>,
    /// A generated loop: its line in the corpus, 1-based.
    #[serde(default)]
    pub line: Option<u32>,
    /// A generated loop: the name of its cause group in docs/DIFFERENTIAL.md.
    #[serde(default)]
    pub group: Option<String>,
    /// A generated loop: how the corpus was made (the command, or a pointer to
    /// `harness/benches/data/README.md`).
    #[serde(default)]
    pub command: Option<String>,
}

/// The two kinds of contributed case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProvenanceKind {
    /// A repetition in a recorded game.
    Game,
    /// A loop from a generated corpus of the differential check.
    Generated,
}

impl ProvenanceKind {
    /// The keys a provenance of this kind must hold (besides `kind`).
    pub fn keys(self) -> &'static [&'static str] {
        match self {
            ProvenanceKind::Game => &[
                "file", "game", "red", "black", "event", "date", "result", "ply", "dataset",
            ],
            ProvenanceKind::Generated => &["corpus", "line", "group", "command"],
        }
    }

    /// The name used in case files.
    pub fn name(self) -> &'static str {
        match self {
            ProvenanceKind::Game => "game",
            ProvenanceKind::Generated => "generated",
        }
    }
}

impl Provenance {
    /// The provenance keys present in the file, besides `kind`.
    pub fn present(&self) -> Vec<&'static str> {
        let set = [
            ("file", self.file.is_some()),
            ("game", self.game.is_some()),
            ("red", self.red.is_some()),
            ("black", self.black.is_some()),
            ("event", self.event.is_some()),
            ("date", self.date.is_some()),
            ("result", self.result.is_some()),
            ("ply", self.ply.is_some()),
            ("dataset", self.dataset.is_some()),
            ("corpus", self.corpus.is_some()),
            ("line", self.line.is_some()),
            ("group", self.group.is_some()),
            ("command", self.command.is_some()),
        ];
        set.iter().filter(|(_, p)| *p).map(|(k, _)| *k).collect()
    }
}

/// A dataset's credit, as it asks to be credited.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dataset {
    /// Its name.
    pub name: String,
    /// Its author(s).
    pub author: String,
    /// The year of the release used.
    pub year: u32,
    /// Its licence (`CC BY 4.0`).
    pub licence: String,
}

/// What an outside judge rules on a loop: a rule judge (`pyffish`, `chessdb`) gives a ruling or
/// refuses the position; an engine (by its expectations-file name) repeats the forbidden move or
/// varies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JudgeVerdict {
    /// A draw.
    Draw,
    /// Red must vary and loses if it does not.
    RedLoses,
    /// Black must vary and loses if it does not.
    BlackLoses,
    /// The judge refuses the position or the loop (chessdb refuses positions that cannot arise).
    Refuses,
    /// An engine plays the repeating move.
    Repeats,
    /// An engine plays another move.
    Varies,
}

impl JudgeVerdict {
    /// The name used in case files.
    pub fn name(self) -> &'static str {
        match self {
            JudgeVerdict::Draw => "draw",
            JudgeVerdict::RedLoses => "red_loses",
            JudgeVerdict::BlackLoses => "black_loses",
            JudgeVerdict::Refuses => "refuses",
            JudgeVerdict::Repeats => "repeats",
            JudgeVerdict::Varies => "varies",
        }
    }

    /// Whether this is a ruling or refusal (a rule judge's answer) rather than an engine's move.
    pub fn is_ruling(self) -> bool {
        !matches!(self, JudgeVerdict::Repeats | JudgeVerdict::Varies)
    }
}

/// The rule judges a case records by name; every other judge is an engine, named by its
/// expectations file (`engines/<name>.yaml`).
pub const RULE_JUDGES: [&str; 2] = ["pyffish", "chessdb"];

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
