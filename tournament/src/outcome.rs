//! How a game ended ([`Outcome`]), as the results file writes it and every layer above reads it,
//! and points as every table prints them ([`points_text`]).

use serde::{Deserialize, Serialize};

/// How a game ended, as the results file writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Red won.
    #[serde(rename = "1-0")]
    RedWins,
    /// Black won.
    #[serde(rename = "0-1")]
    BlackWins,
    /// A draw.
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// Red forfeited (was absent): black wins without play.
    #[serde(rename = "forfeit-red")]
    RedForfeits,
    /// Black forfeited (was absent): red wins without play.
    #[serde(rename = "forfeit-black")]
    BlackForfeits,
    /// Both forfeited (CN 第21.3条 双方弃权; AXF 第二章 第二节 三(A) 一方或双方迟到…作弃权论):
    /// both lose without play.
    #[serde(rename = "double-forfeit")]
    DoubleForfeit,
    /// Still being played (附录二 六: a round may be paired before a game ends, counting it as
    /// a draw). It scores nothing until its result replaces it.
    #[serde(rename = "unfinished")]
    Unfinished,
}

impl Outcome {
    /// Whether the game was played over the board.
    pub fn played(self) -> bool {
        matches!(self, Outcome::RedWins | Outcome::BlackWins | Outcome::Draw)
    }

    /// The result from each side, `[red, black]`: 1 a win, 0.5 a draw, 0 a loss (a double
    /// forfeit is a loss for both).
    pub fn shares(self) -> [f64; 2] {
        match self {
            Outcome::RedWins | Outcome::BlackForfeits => [1.0, 0.0],
            Outcome::Draw => [0.5, 0.5],
            Outcome::BlackWins | Outcome::RedForfeits => [0.0, 1.0],
            Outcome::DoubleForfeit | Outcome::Unfinished => [0.0, 0.0],
        }
    }

    /// The same game seen with the sides named the other way round: a win for red becomes a
    /// win for black, red's forfeit black's. A team match's board is written from the
    /// first-listed team's side, whichever colour its player had.
    pub fn swapped(self) -> Outcome {
        match self {
            Outcome::RedWins => Outcome::BlackWins,
            Outcome::BlackWins => Outcome::RedWins,
            Outcome::RedForfeits => Outcome::BlackForfeits,
            Outcome::BlackForfeits => Outcome::RedForfeits,
            Outcome::Draw | Outcome::DoubleForfeit | Outcome::Unfinished => self,
        }
    }

    /// The text the file uses.
    pub fn text(self) -> &'static str {
        match self {
            Outcome::RedWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
            Outcome::RedForfeits => "forfeit-red",
            Outcome::BlackForfeits => "forfeit-black",
            Outcome::DoubleForfeit => "double-forfeit",
            Outcome::Unfinished => "unfinished",
        }
    }
}

/// Points as the standings print them, exactly: `1`, `½`, `2¼`, `2½`, `2¾` (a CN 小分 is a sum
/// of halves of half points, so quarters occur); a value that is no whole number of quarters
/// as a decimal. `-0` prints as `0`.
pub fn points_text(x: f64) -> String {
    let quarters = x * 4.0;
    if !quarters.is_finite() || quarters.fract() != 0.0 || quarters.abs() > 1e15 {
        return (x + 0.0).to_string();
    }
    let q = quarters as i64;
    let (whole, part) = (q.abs() / 4, ["", "¼", "½", "¾"][(q.abs() % 4) as usize]);
    let sign = if q < 0 { "-" } else { "" };
    match whole {
        0 if part.is_empty() => "0".into(),
        0 => format!("{sign}{part}"),
        w => format!("{sign}{w}{part}"),
    }
}
