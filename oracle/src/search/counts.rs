//! How often each check mated and each reply escaped over the questions a [`MateSearch`] has
//! asked (the order of its checks and replies). The two tables are 16 KB together; a search is
//! made for every loop of a batch, and zeroing them was more than 1 % of ruling one. A search
//! therefore takes them from a pool of its thread and gives them back, with only the counts it
//! raised set back to zero, when it is dropped: a new search starts from all zeros either way.
//!
//! [`MateSearch`]: super::MateSearch

use super::{MOVE_SLOTS, move_index};
use crate::board::Square;
use crate::moves::Move;
use std::cell::RefCell;

/// The moves' places in one table ([`move_index`]).
const SLOTS: usize = Square::COUNT * MOVE_SLOTS;

/// The most tables a thread keeps for the searches to come.
const POOLED: usize = 8;

thread_local! {
    /// Tables given back by the searches dropped on this thread, every count zero.
    static POOL: RefCell<Vec<Vec<u16>>> = const { RefCell::new(Vec::new()) };
}

/// The counts of one search: empty until [`MoveCounts::ready`] is first called.
#[derive(Clone, Default)]
pub(super) struct MoveCounts {
    /// How often each check mated (the first [`SLOTS`]), then how often each reply escaped.
    counts: Vec<u16>,
    /// The places of `counts` raised from zero, to set back when the tables are given back.
    raised: Vec<u16>,
}

impl MoveCounts {
    /// Makes the tables ready to read and count in, all zero the first time.
    #[inline]
    pub(super) fn ready(&mut self) {
        if self.counts.is_empty() {
            self.counts = POOL
                .with(|pool| pool.borrow_mut().pop())
                .unwrap_or_else(|| vec![0; 2 * SLOTS]);
        }
    }

    /// How often the check `m` mated.
    #[inline]
    pub(super) fn mated(&self, m: Move) -> u16 {
        self.counts[move_index(m)]
    }

    /// How often the reply `r` escaped.
    #[inline]
    pub(super) fn escaped(&self, r: Move) -> u16 {
        self.counts[SLOTS + move_index(r)]
    }

    /// Counts a check that mated.
    #[inline]
    pub(super) fn count_mated(&mut self, m: Move) {
        self.raise(move_index(m));
    }

    /// Counts a reply that escaped.
    #[inline]
    pub(super) fn count_escaped(&mut self, r: Move) {
        self.raise(SLOTS + move_index(r));
    }

    #[inline]
    fn raise(&mut self, i: usize) {
        let count = &mut self.counts[i];
        if *count == 0 {
            self.raised.push(i as u16);
        }
        *count = count.saturating_add(1);
    }
}

impl Drop for MoveCounts {
    fn drop(&mut self) {
        if self.counts.is_empty() {
            return;
        }
        let mut counts = std::mem::take(&mut self.counts);
        for &i in &self.raised {
            counts[usize::from(i)] = 0;
        }
        // A thread being torn down has no pool left: the table is then simply freed.
        let _ = POOL.try_with(|pool| {
            let mut pool = pool.borrow_mut();
            if pool.len() < POOLED {
                pool.push(counts);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search made after another was dropped on the same thread takes that one's tables, and
    /// finds every count zero again.
    #[test]
    fn tables_given_back_are_all_zero_again() {
        let m = Move::new(Square::at(25), Square::at(22));
        let r = Move::new(Square::at(85), Square::at(76));
        let mut first = MoveCounts::default();
        first.ready();
        first.count_mated(m);
        first.count_mated(m);
        first.count_escaped(r);
        assert_eq!((first.mated(m), first.escaped(r)), (2, 1));
        let table = first.counts.as_ptr();
        drop(first);
        let mut next = MoveCounts::default();
        next.ready();
        assert_eq!(
            next.counts.as_ptr(),
            table,
            "the table is taken from the pool"
        );
        assert!(next.counts.iter().all(|&c| c == 0));
        assert!(next.raised.is_empty());
    }
}
