//! Whether the players left in a Swiss round can all still be paired without a rematch (附录二
//! 三(二) “至全部排通为止”): a perfect matching of the graph whose edges join players who have not
//! met, found by Edmonds' blossom algorithm.
//!
//! Meetings are read from [`History::met`], which the results make symmetric (a game is in both
//! players' histories).

use crate::history::History;
use std::collections::VecDeque;

/// A perfect matching of the players still to pair.
#[derive(Clone, Debug)]
pub struct Matching {
    /// The players still to pair.
    verts: Vec<usize>,
    /// Whether a player (by index) is still to pair.
    present: Vec<bool>,
    /// Each player's partner in the matching.
    mate: Vec<Option<usize>>,
}

/// No vertex.
const NONE: usize = usize::MAX;

impl Matching {
    /// A perfect matching of `players` (indices into `h`), if they can all be paired without a
    /// rematch.
    pub fn perfect(players: &[usize], h: &[History]) -> Option<Matching> {
        let n = h.len();
        let mut m = Matching {
            verts: players.to_vec(),
            present: vec![false; n],
            mate: vec![None; n],
        };
        for &p in players {
            m.present[p] = true;
        }
        if !players.len().is_multiple_of(2) {
            return None;
        }
        // A greedy start leaves few players unmatched where most have not met; Edmonds then
        // augments from each. A player no augmenting path reaches now is reached by none later.
        for (i, &a) in players.iter().enumerate() {
            if m.mate[a].is_some() {
                continue;
            }
            if let Some(&b) = players[i + 1..]
                .iter()
                .find(|&&b| m.mate[b].is_none() && open(h, a, b))
            {
                m.mate[a] = Some(b);
                m.mate[b] = Some(a);
            }
        }
        for &a in players {
            if m.mate[a].is_none() && !m.augment_from(a, h) {
                return None;
            }
        }
        Some(m)
    }

    /// Each player's partner in the matching (by index; None for a player not to pair).
    pub fn partners(self) -> Vec<Option<usize>> {
        self.mate
    }

    /// Edmonds' search for an augmenting path from the unmatched `root`, shrinking odd cycles
    /// (blossoms) to their base; augments along it when found.
    fn augment_from(&mut self, root: usize, h: &[History]) -> bool {
        let n = self.mate.len();
        let mut parent = vec![NONE; n];
        let mut base: Vec<usize> = (0..n).collect();
        let mut used = vec![false; n];
        let mut queue = VecDeque::from([root]);
        used[root] = true;
        while let Some(v) = queue.pop_front() {
            for i in 0..self.verts.len() {
                let to = self.verts[i];
                if to == v
                    || !self.present[to]
                    || base[v] == base[to]
                    || self.mate[v] == Some(to)
                    || !open(h, v, to)
                {
                    continue;
                }
                let odd_cycle = to == root || self.mate[to].is_some_and(|m| parent[m] != NONE);
                if odd_cycle {
                    let b = self.common_base(v, to, &base, &parent);
                    let mut blossom = vec![false; n];
                    self.mark_path(v, b, to, &base, &mut parent, &mut blossom);
                    self.mark_path(to, b, v, &base, &mut parent, &mut blossom);
                    for &x in &self.verts {
                        if blossom[base[x]] {
                            base[x] = b;
                            if !used[x] {
                                used[x] = true;
                                queue.push_back(x);
                            }
                        }
                    }
                } else if parent[to] == NONE {
                    parent[to] = v;
                    match self.mate[to] {
                        None => {
                            self.flip(to, &parent);
                            return true;
                        }
                        Some(m) => {
                            used[m] = true;
                            queue.push_back(m);
                        }
                    }
                }
            }
        }
        false
    }

    /// The base of the blossom closed by the edge `a`–`b`: where their alternating paths to the
    /// root meet.
    fn common_base(&self, a: usize, b: usize, base: &[usize], parent: &[usize]) -> usize {
        let mut seen = vec![false; self.mate.len()];
        let mut a = a;
        loop {
            a = base[a];
            seen[a] = true;
            match self.mate[a] {
                Some(m) => a = parent[m],
                None => break,
            }
        }
        let mut b = b;
        loop {
            b = base[b];
            if seen[b] {
                return b;
            }
            b = parent[self.mate[b].expect("an inner vertex is matched")];
        }
    }

    /// Marks the blossom's vertices on the path from `v` down to its base `b`, pointing the
    /// outer ones back through `child` so that an augmenting path can cross the blossom.
    fn mark_path(
        &self,
        mut v: usize,
        b: usize,
        mut child: usize,
        base: &[usize],
        parent: &mut [usize],
        blossom: &mut [bool],
    ) {
        while base[v] != b {
            let m = self.mate[v].expect("a blossom vertex off its base is matched");
            blossom[base[v]] = true;
            blossom[base[m]] = true;
            parent[v] = child;
            child = m;
            v = parent[m];
        }
    }

    /// Flips the matching along the augmenting path that ends at the unmatched `end`.
    fn flip(&mut self, end: usize, parent: &[usize]) {
        let mut v = end;
        while v != NONE {
            let pv = parent[v];
            let next = self.mate[pv].unwrap_or(NONE);
            self.mate[v] = Some(pv);
            self.mate[pv] = Some(v);
            v = next;
        }
    }
}

/// Whether `a` and `b` may be paired: they have not met.
fn open(h: &[History], a: usize, b: usize) -> bool {
    !h[a].met.contains(&b)
}
