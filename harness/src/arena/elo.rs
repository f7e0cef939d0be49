//! Scores and the Elo difference between two engines, with its 95% error margin.
//!
//! The score fraction `s = (wins + draws/2) / games` maps to an Elo difference by the logistic
//! model, `-400 · log10(1/s − 1)`. The margin comes from the spread of the per-game scores
//! (1, ½, 0): their standard error `σ/√n` around `s`, taken 1.96 times each way (a normal 95%
//! interval), mapped to Elo, and halved. When the interval reaches a score of 0 or 1 (a few
//! games, lopsided), the margin is unbounded; when every game was drawn, the scores have no
//! spread to measure it by, and it is undefined.

use serde::{Deserialize, Serialize};

/// One engine's games in a match.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Score {
    /// The engine.
    pub name: String,
    /// Games played.
    pub games: usize,
    /// Games won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games lost.
    pub losses: usize,
    /// Points: a win 1, a draw ½.
    pub points: f64,
}

impl Score {
    /// An engine with no games yet.
    pub fn new(name: &str) -> Score {
        Score {
            name: name.to_string(),
            ..Score::default()
        }
    }

    /// Counts a game scored `points` (1, ½ or 0).
    pub fn add(&mut self, points: f64) {
        self.games += 1;
        self.points += points;
        if points > 0.75 {
            self.wins += 1;
        } else if points > 0.25 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
    }

    /// The Elo difference of this engine over its opponent, with its margin; `None` before any
    /// game, or when every game was won or every game lost (the difference is unbounded).
    pub fn elo(&self) -> Option<Elo> {
        if self.games == 0 {
            return None;
        }
        let n = self.games as f64;
        let s = self.points / n;
        if s <= 0.0 || s >= 1.0 {
            return None;
        }
        let (w, d, l) = (self.wins as f64, self.draws as f64, self.losses as f64);
        let variance = (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * (0.0 - s).powi(2)) / n;
        let error = (variance / n).sqrt();
        const Z95: f64 = 1.959_963_985;
        let (low, high) = (s - Z95 * error, s + Z95 * error);
        let margin = if variance == 0.0 {
            Margin::Undefined
        } else if low > 0.0 && high < 1.0 {
            Margin::Of(round1((elo_of(high) - elo_of(low)) / 2.0))
        } else {
            Margin::Unbounded
        };
        Some(Elo {
            diff: round1(elo_of(s)),
            margin,
        })
    }
}

/// An Elo difference and its 95% margin, to one decimal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    /// The difference.
    pub diff: f64,
    /// Its margin.
    pub margin: Margin,
}

/// The 95% margin of an Elo difference.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Margin {
    /// Half the width of the interval.
    Of(f64),
    /// The interval reaches a score of 0 or 1 (a few games, lopsided).
    Unbounded,
    /// Every game was drawn: the scores have no spread to measure it by.
    Undefined,
}

impl Margin {
    /// Half the width of the interval, when it has one.
    pub fn value(self) -> Option<f64> {
        match self {
            Margin::Of(m) => Some(m),
            Margin::Unbounded | Margin::Undefined => None,
        }
    }
}

impl std::fmt::Display for Elo {
    /// `+12.3 ± 45.6`, `+12.3 ± ∞`, or `+0.0, margin undefined (every game drawn)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.margin {
            Margin::Of(m) => write!(f, "{:+.1} ± {m:.1}", self.diff),
            Margin::Unbounded => write!(f, "{:+.1} ± ∞", self.diff),
            Margin::Undefined => {
                write!(f, "{:+.1}, margin undefined (every game drawn)", self.diff)
            }
        }
    }
}

fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// To one decimal (and 0, not −0).
fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0 + 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(w: usize, d: usize, l: usize) -> Score {
        let mut s = Score::new("a");
        for _ in 0..w {
            s.add(1.0);
        }
        for _ in 0..d {
            s.add(0.5);
        }
        for _ in 0..l {
            s.add(0.0);
        }
        s
    }

    #[test]
    fn even_scores_are_zero_and_the_margin_shrinks_with_games() {
        let e = score(10, 0, 10).elo().unwrap();
        assert_eq!(e.diff, 0.0);
        // s = 0.5, σ = 0.5, error = 0.5/√20 = 0.1118: s in 0.5 ± 0.2191, and
        // -400·log10(1/0.7191 − 1) = 163.3.
        let margin = e.margin.value().unwrap();
        assert!((margin - 163.3).abs() < 0.5, "{e}");
        let more = score(100, 0, 100).elo().unwrap();
        assert!(more.margin.value().unwrap() < margin / 3.0, "{more}");
        assert_eq!(e.to_string(), format!("+0.0 ± {margin:.1}"));
        // One win, one loss: the interval reaches 0 and 1.
        let two = score(1, 0, 1).elo().unwrap();
        assert_eq!((two.diff, two.margin), (0.0, Margin::Unbounded));
        assert_eq!(two.to_string(), "+0.0 ± ∞");
    }

    #[test]
    fn known_differences() {
        // 75% is 190.8 Elo; 64% about 100.
        assert_eq!(score(3, 0, 1).elo().unwrap().diff, 190.8);
        assert_eq!(score(16, 0, 9).elo().unwrap().diff, 100.0);
        // All draws, one or many: no spread, so no margin can be told; not a margin of 0.
        for draws in [1, 6] {
            let e = score(0, draws, 0).elo().unwrap();
            assert_eq!((e.diff, e.margin), (0.0, Margin::Undefined));
            assert_eq!(e.to_string(), "+0.0, margin undefined (every game drawn)");
        }
        // One decisive game among the draws gives the scores a spread again.
        assert!(matches!(
            score(1, 6, 0).elo().unwrap().margin,
            Margin::Unbounded | Margin::Of(_)
        ));
        assert_eq!(score(2, 0, 0).elo(), None);
        assert_eq!(score(0, 0, 0).elo(), None);
        assert_eq!(score(1, 2, 1).points, 2.0);
    }
}
