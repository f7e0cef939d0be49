//! The mate questions that end soon, searched depth first: most questions the classification
//! asks are settled within a few dozen positions (a side with no check, or each check escaped
//! by its likeliest reply), where following the likeliest escape straight down visits fewer
//! positions than the proof-number search, which lists every reply's checks before it goes
//! deeper. A question that does not end within [`DEPTH_FIRST_NODES`] positions is searched by
//! proof numbers from where it stands (what the depth-first search settled is in the table).

use super::{Found, MateSearch};
use crate::moves::{Move, MoveList};
use crate::position::Position;

/// The most positions a question is searched depth first before the proof-number search
/// takes it over.
pub(super) const DEPTH_FIRST_NODES: u64 = 40;

impl MateSearch {
    /// Whether the side to move mates in at most `depth` checks, searched depth first: the
    /// checks that mated most often in the questions asked so far first, then those of fewer
    /// replies, and against each check its likeliest escapes first. Past `self.bound`
    /// positions it stops and answers "no mate within" without writing it down, as do the
    /// positions it stopped in; every answer it writes down is a fact of its position.
    pub(super) fn depth_first(&mut self, pos: &Position, depth: u8) -> Found {
        let key = pos.repetition_key();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.mate.is_some_and(|d| d <= depth) {
            return Found::Mate;
        }
        if known.never {
            return Found::Never;
        }
        if depth <= known.none {
            return Found::NotWithin;
        }
        self.nodes += 1;
        if self.nodes > self.bound {
            return Found::NotWithin;
        }
        // A check that leaves no reply mates at once: look for one before any longer line.
        // The replies to every check are kept on `self.replies`, above those of the positions
        // this one was reached from, and given back when this position is done.
        let base = self.replies.len();
        let mut ends = [0u32; MoveList::CAPACITY];
        let Some(checks) = self.list_checks(pos, depth, &key, &mut ends) else {
            return Found::Mate;
        };
        if depth == 1 || checks.is_empty() {
            let found = if checks.is_empty() {
                Found::Never
            } else {
                Found::NotWithin
            };
            self.remember(key, found, depth);
            return found;
        }
        self.counts.ready();
        let starts = |i: usize| if i == 0 { base } else { ends[i - 1] as usize };
        let mut order = [0u8; MoveList::CAPACITY];
        for (i, o) in order.iter_mut().enumerate().take(checks.len()) {
            *o = i as u8;
        }
        let counts = &self.counts;
        let check = |i: usize| checks.as_slice()[i];
        order[..checks.len()].sort_by_key(|&i| {
            let i = i as usize;
            (
                std::cmp::Reverse(counts.mated(check(i))),
                ends[i] as usize - starts(i),
            )
        });
        let mut found = Found::Never;
        let mut killer = None;
        for &i in &order[..checks.len()] {
            let i = i as usize;
            let (start, end) = (starts(i), ends[i] as usize);
            let m = check(i);
            let next = pos.play_unchecked(m);
            self.sort_replies(&next, m, start..end, killer);
            // The check mates when every reply leaves a mate; the first reply that escapes
            // says whether a longer run of checks might still mate.
            let mut escape = self.known_escape(&next, start..end, depth - 1);
            if escape.is_none() {
                for j in start..end {
                    let r = self.replies[j];
                    let answer = self.depth_first(&next.play_unchecked(r), depth - 1);
                    if answer != Found::Mate {
                        escape = Some((answer, r));
                        break;
                    }
                }
            }
            match escape {
                None => {
                    self.counts.count_mated(m);
                    found = Found::Mate;
                    break;
                }
                Some((answer, r)) => {
                    self.counts.count_escaped(r);
                    killer = Some(r);
                    if answer == Found::NotWithin {
                        found = Found::NotWithin;
                    }
                }
            }
            if self.nodes > self.bound {
                self.replies.truncate(base);
                return Found::NotWithin;
            }
        }
        self.replies.truncate(base);
        self.remember(key, found, depth);
        found
    }

    /// The first of the replies `self.replies[range]` (to a check that led to `next`) after
    /// which the table already knows of no mate within `depth` checks, with what it knows (no
    /// mate within them, or none ever).
    fn known_escape(
        &self,
        next: &Position,
        range: std::ops::Range<usize>,
        depth: u8,
    ) -> Option<(Found, Move)> {
        self.replies[range].iter().find_map(|&r| {
            if !self.hashes.contains(&next.hash_after(r)) {
                return None;
            }
            let known = self.table.get(&next.play_unchecked(r).repetition_key())?;
            if known.never {
                Some((Found::Never, r))
            } else if depth <= known.none {
                Some((Found::NotWithin, r))
            } else {
                None
            }
        })
    }
}
