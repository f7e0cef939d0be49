//! Drawing lots (抽签) where the books say lots: a seeded draw, so that the same seed draws
//! the same way, and recorded, so that an arbiter can show how every lot fell.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

/// One lot drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lot {
    /// What was decided, and under which article.
    pub what: String,
    /// The choices, in the order they were offered.
    pub among: Vec<String>,
    /// The choice the lot fell on.
    pub drawn: String,
}

/// A seeded draw and its record.
#[derive(Debug)]
pub struct Draw {
    /// ChaCha8: the stream for a seed is fixed by its algorithm.
    rng: ChaCha8Rng,
    /// Every lot drawn so far.
    pub record: Vec<Lot>,
}

impl Draw {
    /// A draw from `seed`; `stream` separates draws made from one seed (a round number).
    pub fn new(seed: u64, stream: u64) -> Draw {
        let mixed = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Draw {
            rng: ChaCha8Rng::seed_from_u64(mixed),
            record: Vec::new(),
        }
    }

    /// Draws one of `among` (not empty) and records it; returns its index.
    pub fn pick(&mut self, what: impl Into<String>, among: &[String]) -> usize {
        assert!(!among.is_empty(), "a lot needs something to draw");
        let i = self.rng.random_range(0..among.len());
        self.record.push(Lot {
            what: what.into(),
            among: among.to_vec(),
            drawn: among[i].clone(),
        });
        i
    }

    /// Draws an order for `among` (a lot for first place, then among the rest, …), recorded as
    /// one lot whose `drawn` lists the order; returns the indices in the drawn order.
    pub fn order(&mut self, what: impl Into<String>, among: &[String]) -> Vec<usize> {
        let mut left: Vec<usize> = (0..among.len()).collect();
        let mut order = Vec::new();
        while !left.is_empty() {
            let i = self.rng.random_range(0..left.len());
            order.push(left.remove(i));
        }
        self.record.push(Lot {
            what: what.into(),
            among: among.to_vec(),
            drawn: order
                .iter()
                .map(|&i| among[i].as_str())
                .collect::<Vec<_>>()
                .join(", "),
        });
        order
    }
}
