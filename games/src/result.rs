//! A game's result, as PGN writes it and as game records write it in other ways; why a game
//! ended; how often a position occurred, in words.

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

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Termination {
    /// The side to move is checkmated: it loses.
    Checkmate,
    /// The side to move has no legal move and is not in check (困毙): it loses.
    Stalemate,
    /// A repetition ruled by the book: a draw, or a loss for the side that continued a cycle it
    /// was ordered to vary from.
    Repetition,
    /// The book's move-count limit: a draw.
    MoveLimit,
    /// A move that is not legal: the mover loses.
    IllegalMove,
    /// No move in time (a clock that ran out, a move time overrun, a hang): the side loses.
    Time,
    /// The engine died or could not be started: it loses.
    Crash,
    /// The engine sent what its protocol does not allow, or said it had no move while it had
    /// legal moves: it loses.
    ProtocolError,
    /// The engine resigned.
    Resign,
    /// The side was given as many fouls in the game as lose it (CN 第4.1.8条).
    Fouls,
}

impl Termination {
    /// The name in the JSON report (`move_limit`).
    pub fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::Repetition => "repetition",
            Termination::MoveLimit => "move_limit",
            Termination::IllegalMove => "illegal_move",
            Termination::Time => "time",
            Termination::Crash => "crash",
            Termination::ProtocolError => "protocol_error",
            Termination::Resign => "resign",
            Termination::Fouls => "fouls",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// "a third time", "a fourth time", …: how often a position has occurred, in words.
pub fn times(n: usize) -> String {
    const WORDS: [&str; 8] = [
        "once",
        "twice",
        "a third time",
        "a fourth time",
        "a fifth time",
        "a sixth time",
        "a seventh time",
        "an eighth time",
    ];
    match WORDS.get(n.wrapping_sub(1)) {
        Some(w) => w.to_string(),
        None => format!("{n} times"),
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
