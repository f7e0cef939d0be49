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
use crate::lots::{Decides, Draw};
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

/// What [`Group::bound`] reads of a set of players, kept as counts: the bound of the set
/// without two of its players is then read in time independent of the set's size (a drawer's
/// every candidate asks it).
#[derive(Clone, Debug)]
struct Tally {
    /// Players in the set.
    len: usize,
    /// Players by their counted lead over the group's score (index: the lead, 0 for the group's
    /// own score).
    leads: Vec<usize>,
    /// The sum of the counted leads.
    lead_sum: i64,
    /// Players due red, then those due black, by what a clash costs when they give way
    /// (index: `(1 + imbalance).min(clash_cap)`).
    due: [Vec<usize>; 2],
    /// Players due no colour.
    free: usize,
}

impl Tally {
    /// Adds (`by` 1) or removes (`by` −1) player `p` of the group `g`.
    fn count(&mut self, g: &Group<'_>, p: usize, by: isize) {
        let lead = g.higher.get(&p).map_or(0, |&l| l.min(g.weights.lead_cap));
        self.len = self.len.wrapping_add_signed(by);
        self.leads[lead as usize] = self.leads[lead as usize].wrapping_add_signed(by);
        self.lead_sum += lead * by as i64;
        let cost =
            |p: usize| (1 + g.h[p].balance().unsigned_abs()).min(g.weights.clash_cap) as usize;
        match g.h[p].wants() {
            Some(Colour::Red) => {
                let c = cost(p);
                self.due[0][c] = self.due[0][c].wrapping_add_signed(by);
            }
            Some(Colour::Black) => {
                let c = cost(p);
                self.due[1][c] = self.due[1][c].wrapping_add_signed(by);
            }
            None => self.free = self.free.wrapping_add_signed(by),
        }
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
    /// The counts [`Group::bound`] reads, of `members`.
    tally: Tally,
    /// A best matching of the group's players (and, after a jam, of those below too), as
    /// partner by player.
    mate: Vec<Option<usize>>,
    /// While the group is weighed alone: a pairing of the players `mate` leaves unpaired with
    /// those below, the proof that they can drop.
    below_mate: Vec<Option<usize>>,
    /// Its value.
    best: i64,
    /// Whether the best value was sought with the players below (after a jam).
    with_below: bool,
}

/// A best value of a group's players, a matching reaching it (each player's partner) and,
/// while the group is weighed alone, a pairing of the players it leaves with those below.
struct Best {
    value: i64,
    mate: Vec<Option<usize>>,
    below_mate: Vec<Option<usize>>,
}

/// How the group's best matching is kept when a drawer `d` is paired with `c`, found when the
/// candidate is checked ([`Group::allows`]) and carried out when it is drawn ([`Group::take`]).
#[derive(Clone, Copy, Debug)]
enum Keep {
    /// `d` and `c` were partners: the rest of the matching stands.
    Mates,
    /// Their partners pair each other at no loss.
    Swap(usize, usize),
    /// Their partners `x` and `y` take the players `u` and `v` of another pair, `x`–`u` and
    /// `y`–`v`, at no loss (fields: `[x, y, u, v]`).
    Rotate([usize; 4]),
    /// `c` (or `d`) was left to drop: the partner of the other drops in its place, paired
    /// below with the player that took the one now paired (fields: the one no longer dropping,
    /// the one dropping instead).
    Drop(usize, usize),
    /// The rest is weighed again.
    Again,
}

impl<'a> Group<'a> {
    /// The group of `members`, with `below` beneath it. None when the field cannot be paired
    /// at all.
    fn new(members: Vec<usize>, below: Vec<usize>, h: &'a [History]) -> Option<Group<'a>> {
        // The worst clash of two of them is at most the worst of a player with itself.
        let worst = members
            .iter()
            .map(|&a| clash(&h[a], &h[a]))
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
        let tally = Tally {
            len: 0,
            leads: vec![0; weights.lead_cap.max(most) as usize + 1],
            lead_sum: 0,
            due: [
                vec![0; weights.clash_cap as usize + 1],
                vec![0; weights.clash_cap as usize + 1],
            ],
            free: 0,
        };
        let mut g = Group {
            h,
            members,
            inside,
            higher: leads.into_iter().filter(|&(_, l)| l > 0).collect(),
            below,
            weights,
            tally,
            mate: Vec::new(),
            below_mate: Vec::new(),
            best: 0,
            with_below: false,
        };
        let mut tally = g.tally.clone();
        for &p in &g.members {
            tally.count(&g, p, 1);
        }
        g.tally = tally;
        let best = g.solve(&[])?;
        g.best = best.value;
        g.mate = best.mate;
        g.below_mate = best.below_mate;
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

    /// The counts of the members but `out`.
    fn tally_without(&self, out: &[usize]) -> Tally {
        let mut t = self.tally.clone();
        for &p in out {
            t.count(self, p, -1);
        }
        t
    }

    /// The best value and a matching reaching it, without the players `out`: within the group
    /// alone when the players it leaves can be paired with those below, else with those below
    /// (`with_below`, set at the first jam). None when nobody can pair the rest.
    fn solve(&mut self, out: &[usize]) -> Option<Best> {
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
            let (value, mate) = if quick.0 == self.bound(&self.tally_without(out)) {
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
            if let Some(below) = Matching::perfect(&left, self.h) {
                return Some(Best {
                    value,
                    mate,
                    below_mate: below.partners(),
                });
            }
            // A jam: the best pairing of the group leaves players nobody below can take. From
            // now on the group is weighed with the players below.
            self.with_below = true;
        }
        let all: Vec<usize> = members.iter().chain(&self.below).copied().collect();
        Matching::perfect(&all, self.h)?;
        let (value, mate) = self.matching(&all, true);
        Some(Best {
            value,
            mate,
            below_mate: Vec::new(),
        })
    }

    /// A bound on the best value of a group of players counted by `t`, whoever has met: every
    /// possible pair made, every higher player paired (but the one of least lead when all are
    /// higher and odd), and no colour clash but those the colours force — the players due the
    /// colour more of them are due, beyond those the others can take, paired among themselves
    /// at the least cost (each such pair costs 1 + the smaller imbalance, the cheapest half of
    /// them counted).
    fn bound(&self, t: &Tally) -> i64 {
        let w = &self.weights;
        let pairs = (t.len / 2) as i64;
        let odd = t.len % 2 == 1;
        // The least lead, skipped when every player is higher and one must drop.
        let least = t.leads.iter().position(|&n| n > 0);
        let skip = match least {
            Some(l) if odd && l > 0 => l as i64,
            _ => 0,
        };
        let lead = t.lead_sum - skip;
        let [red, black] = &t.due;
        let (nr, nb): (usize, usize) = (red.iter().sum(), black.iter().sum());
        let (more, count, fewer) = if nr >= nb {
            (red, nr, nb)
        } else {
            (black, nb, nr)
        };
        let excess = count.saturating_sub(fewer + t.free + usize::from(odd));
        let mut take = excess / 2;
        let mut forced = 0i64;
        for (cost, &n) in more.iter().enumerate() {
            let k = n.min(take);
            forced += cost as i64 * k as i64;
            take -= k;
        }
        pairs * (w.pair + w.colour) + lead * w.higher - forced
    }

    /// A quick pairing of `members` and its value, built the way [`Group::bound`] counts: the
    /// higher players first; without a clash, each player due the rarer colour or none takes,
    /// of those it has not met, the player due the other colour a clash would cost most
    /// (leaving the cheapest to give way), else one due none, else any it does not clash with;
    /// then the players left, higher first and the cheapest to give way next, each with the
    /// dearest left it has not met. It is a best one when it reaches [`Group::bound`].
    fn greedy(&self, members: &[usize]) -> Solution {
        let mut mate = vec![None; self.h.len()];
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
        let class = |p: usize| -> usize {
            match self.h[p].wants() {
                Some(c) if c == rarer => 0,
                None => 1,
                Some(_) => 2,
            }
        };
        let cost = |p: usize| -> u32 {
            (1 + self.h[p].balance().unsigned_abs()).min(self.weights.clash_cap)
        };
        let lead = |p: usize| self.higher.get(&p).copied().unwrap_or(0);
        // The players of each class, the dearest to give way first (higher players first
        // among equals), as partners are sought.
        let mut by_class: [Vec<usize>; 3] = Default::default();
        for &p in members {
            by_class[class(p)].push(p);
        }
        for list in &mut by_class {
            list.sort_by_key(|&p| (std::cmp::Reverse(cost(p)), -lead(p)));
        }
        // Where each class's list may still hold an unpaired player.
        let mut from = [0usize; 3];
        let mut order: Vec<usize> = members.to_vec();
        order.sort_by_key(|&p| (-lead(p), class(p)));
        let mut value = 0;
        let open = |a: usize, b: usize| !self.h[a].met.contains(&b);
        for &a in &order {
            if mate[a].is_some() {
                continue;
            }
            let prefer: &[usize] = match class(a) {
                0 => &[2, 1],
                1 => &[2, 1, 0],
                _ => &[0, 1],
            };
            let mut found = None;
            for &k in prefer {
                while from[k] < by_class[k].len() && mate[by_class[k][from[k]]].is_some() {
                    from[k] += 1;
                }
                found = by_class[k][from[k]..].iter().copied().find(|&b| {
                    b != a && mate[b].is_none() && open(a, b) && clash(&self.h[a], &self.h[b]) == 0
                });
                if found.is_some() {
                    break;
                }
            }
            if let Some(b) = found {
                mate[a] = Some(b);
                mate[b] = Some(a);
                value += self.weight(a, b);
            }
        }
        let mut left: Vec<usize> = order.into_iter().filter(|&p| mate[p].is_none()).collect();
        left.sort_by_key(|&p| (-lead(p), cost(p)));
        let mut last = left.len();
        for i in 0..left.len() {
            let a = left[i];
            if mate[a].is_some() {
                continue;
            }
            while last > 0 && mate[left[last - 1]].is_some() {
                last -= 1;
            }
            let partner = left[i + 1..last]
                .iter()
                .rev()
                .copied()
                .find(|&b| mate[b].is_none() && open(a, b));
            if let Some(b) = partner {
                mate[a] = Some(b);
                mate[b] = Some(a);
                value += self.weight(a, b);
            }
        }
        (value, mate)
    }

    /// A maximum-weight matching of `players` (all of them matched when `perfect`), its value
    /// and the partners.
    fn matching(&self, players: &[usize], perfect: bool) -> Solution {
        let mut edges = Vec::new();
        for (i, &a) in players.iter().enumerate() {
            for (j, &b) in players.iter().enumerate().skip(i + 1) {
                if !self.h[a].met.contains(&b) {
                    let w = self.weight(a, b);
                    if w > 0 || perfect {
                        // Even weights keep the algorithm's dual variables integral; +2 keeps a
                        // pair below the group positive, so that it is an edge at all.
                        // Fits: Weights::for_group keeps it so, for the fields
                        // crate::swiss::MAX_PLAYERS allows.
                        let w = i32::try_from(2 * w + 2).unwrap_or(i32::MAX);
                        edges.push((i, j, w));
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

    /// How `d` may draw `c` (both of the group, not met), if some best pairing of the group
    /// pairs them. Each check costs a few weights, or one pass over the group, so that a drawer's
    /// candidates cost no more than the group's size each (a drawer asks about every player of
    /// the group): their partners in the matching at hand pairing each other instead is enough
    /// when it loses nothing, and so is the partner of one dropping in place of the other when
    /// it can take the other's opponent below; a candidate the bound of the rest cannot make up
    /// is refused; then the two partners taking the players of another pair at no loss is
    /// enough; only otherwise is the rest weighed again without them.
    fn allows(&mut self, d: usize, c: usize) -> Option<Keep> {
        let (d2, c2) = (self.mate[d], self.mate[c]);
        if d2 == Some(c) {
            return Some(Keep::Mates);
        }
        let open = |x: usize, y: usize| !self.h[x].met.contains(&y);
        let pair = self.weight(d, c);
        if !self.with_below {
            match (d2, c2) {
                (Some(x), Some(y))
                    if open(x, y)
                        && pair + self.weight(x, y) >= self.weight(d, x) + self.weight(c, y) =>
                {
                    return Some(Keep::Swap(x, y));
                }
                // One of them was left to drop: the other's partner drops instead, taking its
                // opponent below.
                (Some(x), None) | (None, Some(x)) => {
                    let (paired, left) = if d2.is_some() { (d, c) } else { (c, d) };
                    let takes = self.below_mate[left].is_some_and(|y| y != x && open(x, y));
                    if takes && pair >= self.weight(paired, x) {
                        return Some(Keep::Drop(left, x));
                    }
                }
                _ => {}
            }
        }
        if self.bound(&self.tally_without(&[d, c])) + pair < self.best {
            return None;
        }
        if let (false, Some(x), Some(y)) = (self.with_below, d2, c2)
            && let Some((u, v)) = self.rotation([d, c, x, y], pair)
        {
            return Some(Keep::Rotate([x, y, u, v]));
        }
        let rest = self.solve(&[d, c])?;
        (rest.value + pair == self.best).then_some(Keep::Again)
    }

    /// Partners `x` of `d` and `y` of `c` who cannot pair each other at no loss (they have met,
    /// or it costs): a pair `u`–`v` of the matching at hand whose players take them instead,
    /// `x`–`u` and `y`–`v`, at no loss. One pass over the group; None when there is none.
    fn rotation(&self, [d, c, x, y]: [usize; 4], pair: i64) -> Option<(usize, usize)> {
        let open = |a: usize, b: usize| !self.h[a].met.contains(&b);
        let before = self.weight(d, x) + self.weight(c, y);
        self.members.iter().find_map(|&u| {
            let v = self.mate[u]?;
            let fits = ![d, c, x, y].contains(&u)
                && ![d, c, x, y].contains(&v)
                && open(x, u)
                && open(y, v)
                && pair + self.weight(x, u) + self.weight(y, v) >= before + self.weight(u, v);
            fits.then_some((u, v))
        })
    }

    /// `d` and `c` are paired as [`Group::allows`] found they may be: they leave the group,
    /// whose best value and matching become those of the rest.
    fn take(&mut self, d: usize, c: usize, keep: Keep) {
        let value = self.best - self.weight(d, c);
        match keep {
            Keep::Mates => {}
            Keep::Swap(x, y) => {
                self.mate[x] = Some(y);
                self.mate[y] = Some(x);
            }
            Keep::Rotate([x, y, u, v]) => {
                self.mate[x] = Some(u);
                self.mate[u] = Some(x);
                self.mate[y] = Some(v);
                self.mate[v] = Some(y);
            }
            Keep::Drop(left, x) => {
                let y = self.below_mate[left].expect("checked by allows");
                self.below_mate[left] = None;
                self.below_mate[x] = Some(y);
                self.below_mate[y] = Some(x);
                self.mate[x] = None;
            }
            Keep::Again => {
                let rest = self.solve(&[d, c]).expect("checked by allows");
                self.mate = rest.mate;
                self.below_mate = rest.below_mate;
            }
        }
        self.mate[d] = None;
        self.mate[c] = None;
        self.best = value;
        self.members.retain(|&p| p != d && p != c);
        let tally = self.tally_without(&[d, c]);
        self.tally = tally;
        self.inside[d] = false;
        self.inside[c] = false;
    }
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
    for &score in &scores {
        let mut members = dropped.clone();
        members.extend(players.iter().copied().filter(|&p| h[p].score == score));
        let below: Vec<usize> = players
            .iter()
            .copied()
            .filter(|&p| h[p].score < score)
            .collect();
        let mut group = Group::new(members, below, h)?;
        let drawers: Vec<usize> = order.iter().copied().filter(|&p| group.inside[p]).collect();
        // The group's players by seed: the order a drawer's candidates are offered in.
        let mut by_seed = group.members.clone();
        by_seed.sort_by_key(|&c| h[c].seed);
        for d in drawers {
            if !group.inside[d] {
                continue;
            }
            let mut candidates: Vec<(usize, Keep)> = Vec::new();
            for &c in &by_seed {
                if c != d
                    && group.inside[c]
                    && !h[d].met.contains(&c)
                    && let Some(keep) = group.allows(d, c)
                {
                    candidates.push((c, keep));
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
                    Decides::Draws {
                        player: names(&[d])[0].clone(),
                    },
                    &names(&among),
                )
            };
            let (c, keep) = candidates.swap_remove(pick);
            group.take(d, c, keep);
            pairs.push([d, c]);
        }
        dropped = group.members;
    }
    dropped.is_empty().then_some(pairs)
}
