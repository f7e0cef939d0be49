//! A game's result, as PGN writes it, and as game records write it in other ways.

use qili_oracle::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game's result, as PGN writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// Red won.
    #[serde(rename = "1-0")]
    RedWins,
    /// Black won.
    #[serde(rename = "0-1")]
    BlackWins,
    /// A draw.
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl GameResult {
    /// The result in which `side` loses.
    pub fn loss_of(side: Color) -> GameResult {
        match side {
            Color::Red => GameResult::BlackWins,
            Color::Black => GameResult::RedWins,
        }
    }

    /// The side that lost, if the game was decided.
    pub fn loser(self) -> Option<Color> {
        match self {
            GameResult::RedWins => Some(Color::Black),
            GameResult::BlackWins => Some(Color::Red),
            GameResult::Draw => None,
        }
    }

    /// The PGN result string.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::RedWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The result with this PGN string.
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        [GameResult::RedWins, GameResult::BlackWins, GameResult::Draw]
            .into_iter()
            .find(|r| r.pgn() == text)
    }

    /// A result as game records write it: PGN's `1-0`, `0-1`, `1/2-1/2` (also `½-½`), and the
    /// Chinese words of xiangqi records (红胜 / 紅勝 / 红先胜, 黑胜 / 紅負 / 红先负, 和 / 和棋 /
    /// 红先和); DhtmlXQ's `W`, `L`, `D` are red's win, loss and draw. `None` for anything else
    /// (`*`, an empty tag).
    pub fn from_record(text: &str) -> Option<GameResult> {
        let t = text.trim();
        if let Some(r) = GameResult::from_pgn(t) {
            return Some(r);
        }
        match t {
            "½-½" | "1/2" | "D" | "和" | "和棋" | "红先和" | "紅先和" | "和局" => {
                return Some(GameResult::Draw);
            }
            "W" => return Some(GameResult::RedWins),
            "L" => return Some(GameResult::BlackWins),
            _ => {}
        }
        let red_first = t.starts_with('红') || t.starts_with('紅');
        let black_first = t.starts_with('黑');
        let wins = t.ends_with('胜') || t.ends_with('勝');
        let loses = t.ends_with('负') || t.ends_with('負');
        match (red_first, black_first, wins, loses) {
            (true, false, true, false) => Some(GameResult::RedWins),
            (true, false, false, true) | (false, true, true, false) => Some(GameResult::BlackWins),
            (false, true, false, true) => Some(GameResult::RedWins),
            _ => None,
        }
    }

    /// Red's score: 1, ½ or 0.
    pub fn red_score(self) -> f64 {
        match self {
            GameResult::RedWins => 1.0,
            GameResult::Draw => 0.5,
            GameResult::BlackWins => 0.0,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_as_records_write_them() {
        for (text, want) in [
            ("1-0", Some(GameResult::RedWins)),
            (" 0-1 ", Some(GameResult::BlackWins)),
            ("1/2-1/2", Some(GameResult::Draw)),
            ("紅勝", Some(GameResult::RedWins)),
            ("红先胜", Some(GameResult::RedWins)),
            ("红先负", Some(GameResult::BlackWins)),
            ("黑胜", Some(GameResult::BlackWins)),
            ("和棋", Some(GameResult::Draw)),
            ("W", Some(GameResult::RedWins)),
            ("L", Some(GameResult::BlackWins)),
            ("D", Some(GameResult::Draw)),
            ("*", None),
            ("", None),
            ("红", None),
        ] {
            assert_eq!(GameResult::from_record(text), want, "{text:?}");
        }
    }
}
