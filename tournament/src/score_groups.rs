//! 附录二 三(二)(三) and 四 as printed: a round from the second on is paired score group by score
//! group from the top (“每轮由最高分按积分段…逐段向下编排”), each group paired as fully as it can be
//! first, then its colours balanced as far as that allows, and lots drawn only among the choices
//! that keep both.
//!
//! A score group (积分段) is the players of one score with those of higher scores left unpaired
//! above (“一个积分段有时由一个以上分数层组成…均应作为一个积分段统筹考虑”). Among every way of pairing
//! the whole field without a rematch (“相遇过的对手不再编对…至全部排通为止”), the group's pairing is
//! ranked, in this order:
//!
//! 1. the most pairs within the group (“同分者编对…则以近分者编对”; 四(二): “该积分段本来还可以
//!    做到的充分配对，不致由于采用抽签而受到妨碍”);
//! 2. the players of the higher scores paired in it, the higher the more, so that they drop no
//!    further (“从高调低”; “原则上是由高分到低分向下编排，应当力求保持在高分层中的适宜性”): each
//!    counts its lead over the group's score, in half points;
//! 3. the colours: the fewest pairs of two players due the same colour, weighed by how
//!    unbalanced the one who gives way is left ([`crate::history::clash`]; 三(三): “优先安排多先者与
//!    后者编对，但不得因此影响积分段配成最充分对数的可行性”; 四(一)).
//!
//! The best value is a maximum-weight matching ([`mwmatching`]) whose weights put 1 above 2
//! above 3. The players then draw in 五's order ([`crate::swiss::drawing_order`]): each draws
//! among the players of the group after whose pairing the best value can still be reached (四:
//! lots only where they block nothing), by lot when more than one; a drawer with none drops to
//! the next group. The best value is first sought within the group alone, which is exact
//! whenever the players it leaves can be paired below; only when they cannot (a jam, 受卡) is
//! the group weighed together with everyone below it.

use crate::Colour;
use crate::history::{History, clash};
use crate::lots::Draw;
use crate::matching::Matching;
use std::collections::HashMap;

/// A best value and a matching reaching it (each player's partner).
type Solution = (i64, Vec<Option<usize>>);

/// The weights of one score group's pairs.
struct Weights {
    /// Weight of a pair within the group (criterion 1).
    pair: i64,
    /// Weight of each half point a higher-score player paired within the group leads the
    /// group by (criterion 2), up to `lead_cap`.
    higher: i64,
    /// The colour weight of a pair without a clash (criterion 3); a clash costs its
    /// [`clash`] (up to `clash_cap`) from this.
    colour: i64,
    /// The largest lead counted.
    lead_cap: i64,
    /// The largest clash counted.
    clash_cap: u32,
}

impl Weights {
    /// Weights for a group of `size` players whose pairs clash by at most `worst` and whose
    /// players lead the group's score by at most `lead` half points.
    ///
    /// The weights must fit the matching's `i32` (doubled): a group too large for that counts
    /// each higher player once whatever its lead, then every colour clash alike, then (past
    /// 20,000 players in one score group) no colours at all.
    fn for_group(size: usize, worst: u32, lead: i64) -> Weights {
        let pairs = size as i64 / 2 + 1;
        let make = |clash_cap: u32, lead_cap: i64| {
            let colour = i64::from(clash_cap) + 1;
            let higher = pairs * colour + 1;
            Weights {
                pair: pairs * (2 * lead_cap * higher + colour) + 1,
                higher,
                colour,
                lead_cap,
                clash_cap,
            }
        };
        let fits = |w: &Weights| {
            let largest = w.pair + 2 * w.lead_cap * w.higher + w.colour;
            2 * largest + 2 <= i64::from(i32::MAX)
        };
        [
            make(worst, lead.max(1)),
            make(worst, 1),
            make(worst.min(1), 1),
        ]
        .into_iter()
        .find(fits)
        .unwrap_or_else(|| make(0, 1))
    }
}

/// One score group being paired: its players, the players below it, and a best matching.
struct Group<'a> {
    h: &'a [History],
    /// The group's players still unpaired.
    members: Vec<usize>,
    /// Whether a player is one of `members`.
    inside: Vec<bool>,
    /// Of them, those of a higher score than the group's own, with their lead over it in half
    /// points.
    higher: HashMap<usize, i64>,
    /// The players of the lower groups (all still unpaired).
    below: Vec<usize>,
    weights: Weights,
    /// A best matching of the group's players (and, after a jam, of those below too), as
    /// partner by player.
    mate: Vec<Option<usize>>,
    /// Its value.
    best: i64,
    /// Whether the best value was sought with the players below (after a jam).
    with_below: bool,
}

impl<'a> Group<'a> {
    /// The group of `members`, with `below` beneath it. None when the field cannot be paired
    /// at all.
    fn new(members: Vec<usize>, below: Vec<usize>, h: &'a [History]) -> Option<Group<'a>> {
        let worst = members
            .iter()
            .flat_map(|&a| members.iter().map(move |&b| (a, b)))
            .map(|(a, b)| clash(&h[a], &h[b]))
            .max()
            .unwrap_or(0);
        let score = members
            .iter()
            .map(|&p| h[p].score)
            .fold(f64::INFINITY, f64::min);
        let lead = |p: usize| ((h[p].score - score) * 2.0).round() as i64;
        let leads: Vec<(usize, i64)> = members.iter().map(|&p| (p, lead(p))).collect();
        let most = leads.iter().map(|&(_, l)| l).max().unwrap_or(0);
        let weights = Weights::for_group(members.len(), worst, most);
        let mut inside = vec![false; h.len()];
        for &p in &members {
            inside[p] = true;
        }
        let mut g = Group {
            h,
            members,
            inside,
            higher: leads.into_iter().filter(|&(_, l)| l > 0).collect(),
            below,
            weights,
            mate: vec![None; h.len()],
            best: 0,
            with_below: false,
        };
        let (best, mate) = g.solve(&[])?;
        g.best = best;
        g.mate = mate;
        Some(g)
    }

    /// The weight of pairing `a` with `b` (0 for a pair that is not within the group).
    fn weight(&self, a: usize, b: usize) -> i64 {
        if !self.inside[a] || !self.inside[b] {
            return 0;
        }
        let w = &self.weights;
        let higher: i64 = [a, b]
            .iter()
            .filter_map(|p| self.higher.get(p))
            .map(|&l| l.min(w.lead_cap))
            .sum();
        let clash = clash(&self.h[a], &self.h[b]).min(w.clash_cap);
        w.pair + w.higher * higher + w.colour - i64::from(clash)
    }

    /// The best value and a matching reaching it, without the players `out`: within the group
    /// alone when the players it leaves can be paired with those below, else with those below
    /// (`with_below`, set at the first jam). None when nobody can pair the rest.
    fn solve(&mut self, out: &[usize]) -> Option<Solution> {
        let members: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|p| !out.contains(p))
            .collect();
        if !self.with_below {
            // A quick pairing that reaches the bound is a best one; only otherwise the weighted
            // matching is made.
            let quick = self.greedy(&members);
            let (value, mate) = if quick.0 == self.bound(&members) {
                quick
            } else {
                self.matching(&members, false)
            };
            let left: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&p| mate[p].is_none())
                .chain(self.below.iter().copied())
                .collect();
            if Matching::perfect(&left, self.h).is_some() {
                return Some((value, mate));
            }
            // A jam: the best pairing of the group leaves players nobody below can take. From
            // now on the group is weighed with the players below.
            self.with_below = true;
        }
        let all: Vec<usize> = members.iter().chain(&self.below).copied().collect();
        Matching::perfect(&all, self.h)?;
        Some(self.matching(&all, true))
    }

    /// A bound on the best value of a group of `members`, whoever has met: every possible pair
    /// made, every higher player paired (but the one of least lead when all are higher and odd),
    /// and no colour clash but those the colours force — the players due the colour more of them
    /// are due, beyond those the others can take, paired among themselves at the least cost
    /// (each such pair costs 1 + the smaller imbalance, the cheapest half of them counted).
    fn bound(&self, members: &[usize]) -> i64 {
        let w = &self.weights;
        let pairs = (members.len() / 2) as i64;
        let mut leads: Vec<i64> = members
            .iter()
            .map(|p| self.higher.get(p).map_or(0, |&l| l.min(w.lead_cap)))
            .collect();
        leads.sort_unstable();
        let odd = members.len() % 2 == 1;
        let skip = usize::from(odd && leads.first().is_some_and(|&l| l > 0));
        let lead: i64 = leads[skip..].iter().sum();
        let (mut red, mut black, mut free) = (Vec::new(), Vec::new(), 0usize);
        for &p in members {
            match self.h[p].wants() {
                Some(Colour::Red) => red.push(self.h[p].balance().unsigned_abs()),
                Some(Colour::Black) => black.push(self.h[p].balance().unsigned_abs()),
                None => free += 1,
            }
        }
        let (mut more, fewer) = if red.len() >= black.len() {
            (red, black.len())
        } else {
            (black, red.len())
        };
        let excess = more.len().saturating_sub(fewer + free + usize::from(odd));
        more.sort_unstable();
        let forced: i64 = more[..excess / 2]
            .iter()
            .map(|&v| i64::from((1 + v).min(w.clash_cap)))
            .sum();
        pairs * (w.pair + w.colour) + lead * w.higher - forced
    }

    /// A quick pairing of `members` and its value: the higher players first, each with the
    /// first one it has not met and does not clash with; then the players due the rarer colour
    /// with those due the other, those due none with anyone, and the rest as they come. It is
    /// a best one when it reaches [`Group::bound`].
    fn greedy(&self, members: &[usize]) -> Solution {
        let mut mate = vec![None; self.h.len()];
        let mut order: Vec<usize> = members.to_vec();
        let rarer = {
            let count = |c: Colour| {
                members
                    .iter()
                    .filter(|&&p| self.h[p].wants() == Some(c))
                    .count()
            };
            if count(Colour::Red) <= count(Colour::Black) {
                Colour::Red
            } else {
                Colour::Black
            }
        };
        let rank = |p: usize| -> (i64, u8) {
            let lead = self.higher.get(&p).copied().unwrap_or(0);
            let class = match self.h[p].wants() {
                Some(c) if c == rarer => 0,
                None => 1,
                Some(_) => 2,
            };
            (-lead, class)
        };
        order.sort_by_key(|&p| rank(p));
        let mut value = 0;
        for pass in [true, false] {
            for i in 0..order.len() {
                let a = order[i];
                if mate[a].is_some() {
                    continue;
                }
                let partner = order[i + 1..].iter().copied().find(|&b| {
                    mate[b].is_none()
                        && !self.h[a].met.contains(&b)
                        && (!pass || clash(&self.h[a], &self.h[b]) == 0)
                });
                if let Some(b) = partner {
                    mate[a] = Some(b);
                    mate[b] = Some(a);
                    value += self.weight(a, b);
                }
            }
        }
        (value, mate)
    }

    /// A maximum-weight matching of `players` (all of them matched when `perfect`), its value
    /// and the partners.
    fn matching(&self, players: &[usize], perfect: bool) -> Solution {
        let mut edges = Vec::new();
        for (i, &a) in players.iter().enumerate() {
            for &b in &players[i + 1..] {
                if !self.h[a].met.contains(&b) {
                    let w = self.weight(a, b);
                    if w > 0 || perfect {
                        // Even weights keep the algorithm's dual variables integral; +2 keeps a
                        // pair below the group positive, so that it is an edge at all.
                        // Fits: Weights::for_group keeps it so, for the fields
                        // crate::swiss::MAX_PLAYERS allows.
                        let w = i32::try_from(2 * w + 2).unwrap_or(i32::MAX);
                        edges.push((i, b_index(players, b), w));
                    }
                }
            }
        }
        let mut mate = vec![None; self.h.len()];
        if edges.is_empty() {
            return (0, mate);
        }
        let mut m = mwmatching::Matching::new(edges);
        if perfect {
            m.max_cardinality();
        }
        let mates = m.solve();
        let mut value = 0;
        for (i, &j) in mates.iter().enumerate() {
            if j != mwmatching::SENTINEL && i < j {
                let (a, b) = (players[i], players[j]);
                mate[a] = Some(b);
                mate[b] = Some(a);
                value += self.weight(a, b);
            }
        }
        (value, mate)
    }

    /// Whether `d` may draw `c` (both of the group, not met): some best pairing of the group
    /// pairs them. Their partners in the matching at hand pairing each other instead is enough
    /// when it loses nothing; otherwise the rest is weighed again without them.
    fn allows(&mut self, d: usize, c: usize) -> Option<Solution> {
        let w = |a: Option<usize>, b: Option<usize>| match (a, b) {
            (Some(a), Some(b)) => self.weight(a, b),
            _ => 0,
        };
        let (d2, c2) = (self.mate[d], self.mate[c]);
        if d2 == Some(c) {
            return Some((
                self.best - self.weight(d, c),
                self.without(d, c, None, None),
            ));
        }
        let open = match (d2, c2) {
            (Some(x), Some(y)) => !self.h[x].met.contains(&y),
            _ => true,
        };
        if open && !self.with_below {
            let swapped = self.weight(d, c) + w(d2, c2);
            let before = w(Some(d), d2) + w(Some(c), c2);
            let below_ok = match (d2, c2) {
                // Two partners who were paired within the group stay so, or a partner below
                // stays unpaired here as before.
                (Some(_), Some(_)) | (None, None) => true,
                _ => false,
            };
            if swapped >= before && below_ok {
                return Some((self.best - self.weight(d, c), self.without(d, c, d2, c2)));
            }
        }
        let rest: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|&p| p != d && p != c)
            .collect();
        if self.bound(&rest) + self.weight(d, c) < self.best {
            return None;
        }
        let (value, mate) = self.solve(&[d, c])?;
        (value + self.weight(d, c) == self.best).then_some((value, mate))
    }

    /// The matching at hand without `d` and `c`, their partners paired with each other.
    fn without(
        &self,
        d: usize,
        c: usize,
        d2: Option<usize>,
        c2: Option<usize>,
    ) -> Vec<Option<usize>> {
        let mut mate = self.mate.clone();
        mate[d] = None;
        mate[c] = None;
        if let (Some(x), Some(y)) = (d2, c2) {
            mate[x] = Some(y);
            mate[y] = Some(x);
        }
        mate
    }

    /// `d` and `c` are paired: they leave the group, whose best value and matching become
    /// those of the rest.
    fn take(&mut self, d: usize, c: usize, rest: Solution) {
        self.members.retain(|&p| p != d && p != c);
        self.inside[d] = false;
        self.inside[c] = false;
        self.best = rest.0;
        self.mate = rest.1;
    }
}

/// The index of `b` in `players`.
fn b_index(players: &[usize], b: usize) -> usize {
    players
        .iter()
        .position(|&p| p == b)
        .expect("a player of the list")
}

/// Pairs a round from the second on, score group by score group from the top. `players` are
/// the players to pair, `order` the drawing order of 五 over them. Returns the pairs in the
/// order drawn (higher groups first), or None when the field cannot be paired without a
/// rematch.
pub fn pair_by_groups(
    players: &[usize],
    h: &[History],
    order: &[usize],
    draw: &mut Draw,
    names: &dyn Fn(&[usize]) -> Vec<String>,
) -> Option<Vec<[usize; 2]>> {
    Matching::perfect(players, h)?;
    let mut scores: Vec<f64> = players.iter().map(|&p| h[p].score).collect();
    scores.sort_by(|a, b| b.total_cmp(a));
    scores.dedup();
    let mut dropped: Vec<usize> = Vec::new();
    let mut pairs = Vec::new();
    for (k, &score) in scores.iter().enumerate() {
        let mut members = dropped.clone();
        members.extend(players.iter().copied().filter(|&p| h[p].score == score));
        let below: Vec<usize> = players
            .iter()
            .copied()
            .filter(|&p| scores[k + 1..].contains(&h[p].score))
            .collect();
        let mut group = Group::new(members, below, h)?;
        let drawers: Vec<usize> = order
            .iter()
            .copied()
            .filter(|p| group.members.contains(p))
            .collect();
        for d in drawers {
            if !group.inside[d] {
                continue;
            }
            let mut candidates: Vec<(usize, Solution)> = Vec::new();
            let mut others: Vec<usize> = group
                .members
                .iter()
                .copied()
                .filter(|&c| c != d && !h[d].met.contains(&c))
                .collect();
            others.sort_by_key(|&c| h[c].seed);
            for c in others {
                if let Some(rest) = group.allows(d, c) {
                    candidates.push((c, rest));
                }
            }
            if candidates.is_empty() {
                continue; // d drops to the next group
            }
            let pick = if candidates.len() == 1 {
                0
            } else {
                let among: Vec<usize> = candidates.iter().map(|(c, _)| *c).collect();
                draw.pick(
                    format!("附录二 五: the opponent {} draws", names(&[d])[0]),
                    &names(&among),
                )
            };
            let (c, rest) = candidates.swap_remove(pick);
            group.take(d, c, rest);
            pairs.push([d, c]);
        }
        dropped = group.members;
    }
    dropped.is_empty().then_some(pairs)
}
