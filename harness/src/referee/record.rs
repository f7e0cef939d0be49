//! The record of one refereed game: who played, from where, every move, the result, why the game
//! ended, and each ruling made on the way. Serialised as one object of a match's JSON report.

use qili_oracle::verdict::Ruling;
use qili_oracle::{Color, Move, Position, Verdict};
use serde::{Deserialize, Serialize};

pub use qili_games::{GameResult, Termination, times};

/// A ruling as a record holds it: the verdict, the deciding articles, the explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulingRecord {
    /// `draw`, `red_loses` or `black_loses`.
    pub verdict: Verdict,
    /// The deciding article(s), cited with the book: `AXF 总纲 3; 四大原则 4`.
    pub article: String,
    /// The oracle's explanation.
    pub why: String,
}

impl From<&Ruling> for RulingRecord {
    fn from(r: &Ruling) -> RulingRecord {
        RulingRecord {
            verdict: r.verdict,
            article: r.article.clone(),
            why: r.why.clone(),
        }
    }
}

/// A ruling made during the game, at the third occurrence of a position or a later one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulingMade {
    /// The ply (1-based) whose move made the position occur a third time (or more).
    pub ply: usize,
    /// The ruling of the cycle.
    pub ruling: RulingRecord,
    /// What the referee did: the side ordered to vary, or the game ended, with the article of
    /// the book's procedure.
    pub action: String,
    /// The same as data, for `action` in another language; not in the JSON (`None` for a
    /// record read back from it, whose `action` is then left out of a Chinese comment).
    #[serde(skip)]
    pub act: Option<Act>,
}

/// What the referee did at a ruling, as data: the words of [`RulingMade::action`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// The cycle is ruled a draw: the game is drawn.
    Drawn {
        /// The article of the procedure, cited with the book.
        article: String,
    },
    /// `side` loses at once for its pattern (CN 第24.1条: 长将).
    LosesAtOnce {
        /// The side that loses.
        side: Color,
        /// The pattern as the book names it (`长将`).
        pattern: String,
        /// The article, cited with the book.
        article: String,
    },
    /// `side` is ordered to vary, and loses if it does not.
    MustVary {
        /// The side ordered to vary.
        side: Color,
        /// The rulebook's id (`axf`, `cn`): each book says "loses if it does not" in its own
        /// words (AXF 不变作负, CN 不变判负).
        book: String,
        /// The article of the order, cited with the book.
        article: String,
    },
}

/// Moves forbidden to the side that must vary, before one of its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ban {
    /// The ply (1-based) the moves were forbidden for.
    pub ply: usize,
    /// The side to move.
    pub side: Color,
    /// The forbidden moves: each would continue the cycle.
    #[serde(with = "iccs")]
    pub moves: Vec<Move>,
    /// Whether the engine was told (UCCI `banmoves`, UCI `searchmoves`, CECP `exclude`); not
    /// under `--enforce forfeit`, nor to CECP engines without `exclude`.
    pub sent: bool,
}

/// One refereed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's number in its match or event, from 1.
    pub round: usize,
    /// Who played red.
    pub red: String,
    /// Who played black.
    pub black: String,
    /// The start position.
    pub fen: String,
    /// Every move, in ICCS coordinates (`h2e2`).
    #[serde(with = "iccs")]
    pub moves: Vec<Move>,
    /// The result.
    pub result: GameResult,
    /// Why the game ended.
    pub termination: Termination,
    /// The book's ruling that decided the game; `null` when none was needed.
    pub ruling: Option<RulingRecord>,
    /// What happened, in words, with the article of the book's procedure where one applies.
    pub reason: String,
    /// Rulings made during the game.
    #[serde(default)]
    pub rulings: Vec<RulingMade>,
    /// Moves forbidden to a side that was ordered to vary.
    #[serde(default)]
    pub bans: Vec<Ban>,
    /// Why the game ended, as data, for `reason` in another language; not in the JSON (`None`
    /// for a record read back from it, whose `reason` is then shown as written).
    #[serde(skip)]
    pub cause: Option<super::Cause>,
}

impl GameRecord {
    /// The start position (the record's `fen` was written by qili, so it reads).
    pub fn start(&self) -> Option<Position> {
        Position::from_fen(&self.fen).ok()
    }

    /// Why the game ended, in `lang`: the referee's `reason` in English (or where the record
    /// carries no [`super::Cause`]), else the cause in that language's words.
    pub fn reason_in(&self, lang: crate::i18n::Lang) -> String {
        match &self.cause {
            Some(cause) if lang.is_chinese() => cause.words(lang),
            _ => self.reason.clone(),
        }
    }

    /// The name of the player of `side`.
    pub fn player(&self, side: Color) -> &str {
        match side {
            Color::Red => &self.red,
            Color::Black => &self.black,
        }
    }
}

/// Move lists as ICCS strings, read back with a clear error.
mod iccs {
    use qili_oracle::Move;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(moves: &[Move], s: S) -> Result<S::Ok, S::Error> {
        moves.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Move>, D::Error> {
        let texts: Vec<String> = Vec::deserialize(d)?;
        texts
            .iter()
            .map(|t| {
                Move::parse_iccs(t).ok_or_else(|| {
                    serde::de::Error::custom(format!("`{t}` is not an ICCS move such as h2e2"))
                })
            })
            .collect()
    }
}
