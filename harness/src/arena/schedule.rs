//! Which games a match plays, from where and in which colours: a pure function of the settings,
//! so that every shard of a match, on any machine, agrees on every game.
//!
//! Games go in pairs: games 1 and 2 start from the same opening with the colours exchanged, then
//! games 3 and 4 from the next opening, and so on. Openings are taken in the file's order, or in
//! an order shuffled by `--seed`; with fewer openings than pairs they are used again in the same
//! order. `--shard I/N` plays the I-th of N contiguous slices of the games.

use qili_oracle::Position;
use std::fmt;

/// One slice of a match: shard `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which slice, from 1.
    pub index: usize,
    /// How many slices.
    pub count: usize,
}

impl Shard {
    /// Reads `I/N` with 1 ≤ I ≤ N; `None` for any other text (the command words the refusal
    /// in its language).
    pub fn parse(text: &str) -> Option<Shard> {
        let (i, n) = text.split_once('/')?;
        let index: usize = i.trim().parse().ok()?;
        let count: usize = n.trim().parse().ok()?;
        if index == 0 || count == 0 || index > count {
            return None;
        }
        Some(Shard { index, count })
    }

    /// The rounds (from 1) of `games` that this shard plays.
    pub fn rounds(self, games: usize) -> std::ops::Range<usize> {
        let from = (self.index - 1) * games / self.count;
        let to = self.index * games / self.count;
        from + 1..to + 1
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// One game of the match.
#[derive(Clone, Debug)]
pub struct Scheduled {
    /// The game's number, from 1.
    pub round: usize,
    /// Which engine plays red: 0 (the first `--engine`) or 1.
    pub red: usize,
    /// The start position.
    pub start: Position,
}

/// The games of rounds `rounds`: pairs from the same opening, colours exchanged within a pair,
/// openings in order or shuffled by `seed`.
pub fn schedule(
    openings: &[Position],
    seed: Option<u64>,
    rounds: std::ops::Range<usize>,
) -> Vec<Scheduled> {
    let mut order: Vec<usize> = (0..openings.len()).collect();
    if let Some(seed) = seed {
        shuffle(&mut order, seed);
    }
    rounds
        .map(|round| {
            let pair = (round - 1) / 2;
            Scheduled {
                round,
                red: (round - 1) % 2,
                start: openings[order[pair % order.len()]].clone(),
            }
        })
        .collect()
}

/// A Fisher–Yates shuffle driven by SplitMix64 from `seed`: the same seed, the same order, on
/// every machine.
fn shuffle(items: &mut [usize], seed: u64) {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..items.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_game_once() {
        for games in [1, 2, 7, 10, 101] {
            for count in 1..=5 {
                let mut all = Vec::new();
                for index in 1..=count {
                    all.extend(Shard { index, count }.rounds(games));
                }
                assert_eq!(
                    all,
                    (1..=games).collect::<Vec<_>>(),
                    "{games} games, {count}"
                );
            }
        }
        assert_eq!(Shard::parse("2/3").unwrap(), Shard { index: 2, count: 3 });
        for bad in ["0/3", "4/3", "1", "a/b", "1/0", ""] {
            assert!(Shard::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn pairs_share_an_opening_with_colours_exchanged() {
        let openings: Vec<Position> = [
            "3k5/9/9/9/9/9/9/9/4A4/4K4 w",
            "4k4/9/9/9/9/9/9/9/4A4/3K5 w",
            "5k3/9/9/9/9/9/9/9/4A4/4K4 w",
        ]
        .iter()
        .map(|f| Position::from_fen(f).unwrap())
        .collect();
        let games = schedule(&openings, None, 1..8);
        let fens: Vec<String> = games.iter().map(|g| g.start.fen()).collect();
        assert_eq!(fens[0], fens[1]);
        assert_eq!(fens[2], fens[3]);
        assert_ne!(fens[1], fens[2]);
        assert_eq!(fens[6], fens[0]); // the fourth pair starts the list again
        let reds: Vec<usize> = games.iter().map(|g| g.red).collect();
        assert_eq!(reds, [0, 1, 0, 1, 0, 1, 0]);
        // A seed shuffles, the same way every time, and a slice agrees with the whole.
        let a = schedule(&openings, Some(7), 1..7);
        let b = schedule(&openings, Some(7), 1..7);
        let slice = schedule(&openings, Some(7), 3..5);
        let fen = |g: &Scheduled| g.start.fen();
        assert_eq!(
            a.iter().map(fen).collect::<Vec<_>>(),
            b.iter().map(fen).collect::<Vec<_>>()
        );
        assert_eq!(fen(&slice[0]), fen(&a[2]));
        assert_eq!(fen(&slice[1]), fen(&a[3]));
    }
}
