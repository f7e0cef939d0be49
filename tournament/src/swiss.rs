//! 积分编排制 (CN 附录二): pairing the next round of a Swiss event from the results so far. Each
//! rule of 附录二 is a function below, named for what it decides, quoting the book.
//!
//! Scores here are CN game points (1, 0.5, 0; a forfeit win 1; a bye 1), the scale 附录二
//! speaks in (“相差1分”); the AXF book prints no pairing procedure of its own.

use crate::history::{History, histories, restricted_opponents, third_in_a_row};
use crate::lots::{Decides, Draw, Lot};
use crate::matching::Matching;
use crate::outcome::Outcome;
use crate::pair_error::PairError;
use crate::results::Event;
use crate::roundrobin;
use crate::rules::ThirdInARow;
use crate::score_groups::pair_by_groups;
use crate::{Colour, System};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The most players a Swiss event pairs: the weights of a score group's pairing
/// ([`crate::score_groups`]) fit the matching's integers up to 20,000 players in one score group.
pub const MAX_PLAYERS: usize = 20_000;

/// The next round.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pairing {
    /// The round paired.
    pub round: u32,
    /// The games, `[red, black]`, top boards first.
    pub pairs: Vec<[String; 2]>,
    /// The player without a game, if any.
    pub bye: Option<String>,
    /// A knockout: every player through this round without a game (the byes of a field short
    /// of a power of two go to the top seeds); a group stage: every group's bye.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<String>,
    /// Every lot drawn, in order.
    pub lots: Vec<Lot>,
    /// What the pairing assumed (附录二 六: games counted as draws) or could not do.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// A round robin: the table's games of this round against a player who has withdrawn,
    /// `[winner, withdrawn]` — the one left wins by forfeit (CN 第20.3条, AXF 第六节), unless the
    /// standings strike the withdrawn player's games out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub forfeits: Vec<[String; 2]>,
}

/// Whose procedure pairs a Swiss event's first round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstRound {
    /// CN 附录二 三(一): the upper half draws its opponents from the lower half, and a lot gives
    /// red.
    #[default]
    Cn,
    /// AXF 第一章 第三节 一: “第一轮可拈筹规定，由1对2，3对4……依次编排，均由单号先走” — the
    /// players' numbers (their order in the file, drawn by lot) pair 1–2, 3–4, …, the odd number
    /// with red. Later rounds follow 附录二, as AXF prints no procedure for them.
    Axf,
}

impl FirstRound {
    /// The procedure of a book: `cn` or `axf`.
    pub fn of_book(book: &str) -> Result<FirstRound, NoSuchBook> {
        match book {
            "cn" => Ok(FirstRound::Cn),
            "axf" => Ok(FirstRound::Axf),
            other => Err(NoSuchBook { id: other.into() }),
        }
    }
}

/// A book id with no first-round procedure (neither `cn` nor `axf`), as data; its `Display` is
/// the English this error always had (`'x' is no book (cn, axf)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoSuchBook {
    /// The id given.
    pub id: String,
}

impl std::fmt::Display for NoSuchBook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "'{}' is no book (cn, axf)", self.id)
    }
}

impl std::error::Error for NoSuchBook {}

/// Pairs the next round of a round robin (by the order table, 附录一) or a Swiss event (by
/// 附录二). `seed` overrides the file's seed. A group stage or a knockout is an error here:
/// [`crate::director::next_round`] pairs any event.
pub fn next_round(event: &Event, seed: Option<u64>) -> Result<Pairing, PairError> {
    next_round_by(event, seed, FirstRound::Cn)
}

/// [`next_round`], a Swiss event's first round by `first`'s book.
pub fn next_round_by(
    event: &Event,
    seed: Option<u64>,
    first: FirstRound,
) -> Result<Pairing, PairError> {
    if event.file.system == System::Knockout || !event.groups().is_empty() {
        return Err(PairError::Other(
            "a knockout or a group stage is paired by the bracket or by group".into(),
        ));
    }
    if event.file.system == System::Swiss && event.players().len() > MAX_PLAYERS {
        return Err(PairError::TooManyPlayers {
            players: event.players().len(),
            max: MAX_PLAYERS,
        });
    }
    let round = event.last_round() + 1;
    let unfinished = unfinished(event, event.last_round());
    if !unfinished.is_empty() {
        return Err(PairError::RoundUnfinished {
            round: event.last_round(),
            players: unfinished,
        });
    }
    let total = match event.file.system {
        System::RoundRobin => Some(roundrobin::round_count(event.table_numbers().len() as u32)),
        System::Swiss | System::Knockout => event.file.rounds,
    };
    if let Some(total) = total
        && round > total
    {
        let games = event.pending();
        return Err(if games.is_empty() {
            PairError::AllRoundsPlayed { total }
        } else {
            PairError::StillPlaying { total, games }
        });
    }
    if event.file.system == System::RoundRobin && event.off_table() {
        return Err(PairError::OffTable {
            round,
            warnings: event.warnings().to_vec(),
        });
    }
    let pairing = match event.file.system {
        System::RoundRobin => table_round(event, round),
        System::Swiss | System::Knockout => {
            let mut draw = Draw::new(seed.or(event.file.seed).unwrap_or(0), u64::from(round));
            let mut notes = pending_notes(event);
            let (pairs, bye) = pair_swiss(event, round, first, &mut draw, &mut notes)?;
            let name = |p: usize| event.players()[p].clone();
            Pairing {
                round,
                pairs: pairs.iter().map(|&[r, b]| [name(r), name(b)]).collect(),
                bye: bye.map(name),
                byes: Vec::new(),
                lots: draw.record,
                notes,
                forfeits: Vec::new(),
            }
        }
    };
    Ok(pairing)
}

/// The players still in the event who have no game in `round` (none for round 0) — more than
/// one means the round is still being played.
pub(crate) fn unfinished(event: &Event, round: u32) -> Vec<String> {
    if round == 0 {
        return Vec::new();
    }
    let n = event.players().len();
    let waiting: Vec<String> = (0..n)
        .filter(|&p| event.withdrawn_from(p).is_none_or(|from| round < from))
        .filter(|&p| !event.excused(p, round))
        .filter(|&p| {
            !event
                .games
                .iter()
                .any(|g| g.round == round && (g.red == p || g.black == p))
        })
        .map(|p| event.players()[p].clone())
        .collect();
    let expected_games = match event.file.system {
        System::RoundRobin => {
            let numbers = event.table_numbers();
            let t = roundrobin::table(numbers.len() as u32, event.file.games_per_match == 2);
            t.rounds[round as usize - 1]
                .pairs
                .iter()
                .filter(|[r, b]| {
                    [r, b].iter().all(|&&x| {
                        event
                            .withdrawn_from(numbers[x as usize - 1])
                            .is_none_or(|from| round < from)
                    })
                })
                .count()
        }
        System::Swiss | System::Knockout => 0,
    };
    let played = event.games.iter().filter(|g| g.round == round).count();
    match event.file.system {
        System::RoundRobin if played >= expected_games => Vec::new(),
        System::RoundRobin => waiting,
        System::Swiss | System::Knockout if waiting.len() <= 1 => Vec::new(),
        System::Swiss | System::Knockout => waiting,
    }
}

/// A round of the order table, for a round-robin event (players numbered by seeding order, or
/// as drawn again under CN 第20.2条, whose lot round 1 shows). A game of a player who has
/// withdrawn is left out: it is a forfeit, or struck out (CN 第20.3条, AXF 第六节 一), which the
/// standings work out.
fn table_round(event: &Event, round: u32) -> Pairing {
    let numbers = event.table_numbers();
    let t = roundrobin::table(numbers.len() as u32, event.file.games_per_match == 2);
    let r = &t.rounds[round as usize - 1];
    let name = |x: u32| event.players()[numbers[x as usize - 1]].clone();
    let present = |x: u32| {
        event
            .withdrawn_from(numbers[x as usize - 1])
            .is_none_or(|from| round < from)
    };
    Pairing {
        round,
        pairs: r
            .pairs
            .iter()
            .filter(|&&[a, b]| present(a) && present(b))
            .map(|&[a, b]| [name(a), name(b)])
            .collect(),
        bye: r.bye.map(name),
        byes: Vec::new(),
        lots: if round == 1 {
            event.redraw_lots().to_vec()
        } else {
            Vec::new()
        },
        notes: Vec::new(),
        forfeits: r
            .pairs
            .iter()
            .filter_map(|&[a, b]| match (present(a), present(b)) {
                (true, false) => Some([name(a), name(b)]),
                (false, true) => Some([name(b), name(a)]),
                _ => None,
            })
            .collect(),
    }
}

/// 附录二 六's notes for a Swiss pairing: each game it counted as a draw.
fn pending_notes(event: &Event) -> Vec<String> {
    let last = event.last_round();
    event
        .file
        .games
        .iter()
        .filter(|g| g.result == Some(Outcome::Unfinished) || (g.paired_as_draw && g.round == last))
        .map(|g| {
            let how = if g.result == Some(Outcome::Unfinished) {
                "is still being played; when it ends, record its result with \"paired_as_draw\": true"
            } else {
                "was paired as a draw (paired_as_draw)"
            };
            format!(
                "附录二 六: {} – {} (round {}) {how}: this pairing counts it as a draw and stands \
                 whatever its result",
                g.red, g.black, g.round
            )
        })
        .collect()
}

/// Pairs a Swiss round: the players still in it, a bye if they are odd, then the pairs.
fn pair_swiss(
    event: &Event,
    round: u32,
    first: FirstRound,
    draw: &mut Draw,
    notes: &mut Vec<String>,
) -> Result<(Vec<[usize; 2]>, Option<usize>), PairError> {
    let plain = histories(event);
    let names =
        |ps: &[usize]| -> Vec<String> { ps.iter().map(|&p| event.players()[p].clone()).collect() };
    let mut active: Vec<usize> = (0..plain.len())
        .filter(|&p| event.withdrawn_from(p).is_none_or(|from| round < from))
        .filter(|&p| !event.excused(p, round))
        .collect();
    active.sort_by(|&a, &b| plain[b].score.total_cmp(&plain[a].score).then(a.cmp(&b)));
    // 附录二 七: players of one unit are kept apart as if they had met — where the whole field
    // can still be paired so.
    let apart = event.file.avoid_same_unit.then(|| {
        let mut h = plain.clone();
        let mut units: BTreeMap<&String, Vec<usize>> = BTreeMap::new();
        for &p in &active {
            if let Some(u) = event.file.units.get(&event.players()[p]) {
                units.entry(u).or_default().push(p);
            }
        }
        for members in units.values() {
            for &a in members {
                h[a].met.extend(members.iter().copied().filter(|&b| b != a));
            }
        }
        h
    });
    let apart = apart.filter(|h| {
        let odd = active.len() % 2 == 1;
        if round == 1 {
            let mut rest = active.clone();
            if odd {
                rest.pop();
            }
            let half = rest.len() / 2;
            matchable(&rest[..half], &rest[half..], h)
        } else if odd {
            bye(&active, h).is_some()
        } else {
            pairable(&active, h)
        }
    });
    if event.file.avoid_same_unit && apart.is_none() {
        notes.push(format!(
            "附录二 七: round {round} cannot keep every unit's players apart; it is paired without \
             that rule"
        ));
    }
    let h = apart.unwrap_or(plain);
    let bye = if active.len() % 2 == 1 {
        let b = bye(&active, &h).ok_or_else(|| no_pairing(round))?;
        active.retain(|&p| p != b);
        Some(b)
    } else {
        None
    };
    let pairs = if round == 1 && first == FirstRound::Axf {
        // 由1对2，3对4……依次编排，均由单号先走.
        active.chunks(2).map(|two| [two[0], two[1]]).collect()
    } else if round == 1 {
        first_round(&active, &h, draw, &names)
    } else {
        let total = event.file.rounds;
        let mut pairs = Vec::new();
        for [a, b] in
            later_round(&active, &h, round, draw, &names).ok_or_else(|| no_pairing(round))?
        {
            pairs.push(colours(&h[a], &h[b], round, total, draw, &names));
        }
        pairs
    };
    Ok((pairs, bye))
}

fn no_pairing(round: u32) -> PairError {
    PairError::NeedsRematch { round }
}

/// The bye of an odd field: the lowest-placed player who has had none (and whose absence
/// leaves the others pairable). The books do not say (附录二 一 asks for an even number; CN
/// 第20.2条 fills it up); docs/TOURNAMENTS.md gives the reasons for this choice.
pub fn bye(ranked: &[usize], h: &[History]) -> Option<usize> {
    let fewest = ranked.iter().map(|&p| h[p].byes).min()?;
    ranked
        .iter()
        .rev()
        .copied()
        .filter(|&p| h[p].byes == fewest)
        .find(|&b| {
            let rest: Vec<usize> = ranked.iter().copied().filter(|&p| p != b).collect();
            pairable(&rest, h)
        })
}

/// 附录二 三(一): “第一轮…分成人数相等的上、下两组，以抽签方式由每组各出一人编对，并抽签决定先后走”.
/// Players in seeding order; each of the upper half, in order, draws an opponent from the lower
/// half, then a lot gives red.
///
/// An opponent the histories count as met (附录二 七: of the same unit, when the organiser keeps
/// units apart) is not drawn, nor one after whom the rest of the halves could not be paired.
/// Which opponents those are is read off one matching of the halves kept from draw to draw
/// (`HalvesMatching`), not searched for opponent by opponent.
pub fn first_round(
    seeded: &[usize],
    h: &[History],
    draw: &mut Draw,
    names: &dyn Fn(&[usize]) -> Vec<String>,
) -> Vec<[usize; 2]> {
    let half = seeded.len() / 2;
    let (upper, lower) = seeded.split_at(half);
    let mut pairs = Vec::new();
    // Without units kept apart nobody has met anybody yet, and every draw is free.
    let constrained = upper.iter().any(|&u| !h[u].met.is_empty());
    let mut halves = constrained.then(|| HalvesMatching::new(upper, lower, h));
    let mut left: Vec<usize> = (0..lower.len()).collect();
    for (k, &u) in upper.iter().enumerate() {
        let choices: Vec<usize> = match halves.as_mut() {
            None => left.clone(),
            Some(m) => m.choices(k),
        };
        // Nothing left to choose from only when the halves could never be paired apart; the
        // caller checked they can, so this falls back to the whole lower half.
        let choices = if choices.is_empty() {
            left.clone()
        } else {
            choices
        };
        let players: Vec<usize> = choices.iter().map(|&j| lower[j]).collect();
        let i = draw.pick(
            Decides::Opponent {
                player: names(&[u])[0].clone(),
            },
            &names(&players),
        );
        let o = choices[i];
        left.retain(|&x| x != o);
        if let Some(m) = halves.as_mut() {
            m.take(k, o);
        }
        let two = [u, lower[o]];
        let red = draw.pick(
            Decides::Red {
                clause: "三(一)".into(),
                last_round: false,
            },
            &names(&two),
        );
        pairs.push([two[red], two[1 - red]]);
    }
    pairs
}

/// The upper half's players (in order) and the lower half's, as round 1 of 附录二 三(一) draws
/// them, with a matching of the upper players still to draw to lower players not yet drawn and
/// not met: the drawer's allowed opponents are read off it by alternating paths, so that a draw
/// costs one search of the halves instead of one per opponent.
struct HalvesMatching<'a> {
    upper: &'a [usize],
    lower: &'a [usize],
    h: &'a [History],
    /// The first upper player still to draw; those before have drawn.
    next: usize,
    /// Lower players still in the draw.
    free_lower: Vec<bool>,
    /// Each upper player's partner in the matching (a lower index).
    mate_upper: Vec<Option<usize>>,
    /// Each lower player's partner (an upper index).
    mate_lower: Vec<Option<usize>>,
}

impl<'a> HalvesMatching<'a> {
    fn new(upper: &'a [usize], lower: &'a [usize], h: &'a [History]) -> HalvesMatching<'a> {
        let mut m = HalvesMatching {
            upper,
            lower,
            h,
            next: 0,
            free_lower: vec![true; lower.len()],
            mate_upper: vec![None; upper.len()],
            mate_lower: vec![None; lower.len()],
        };
        for u in 0..upper.len() {
            m.augment(u);
        }
        m
    }

    /// Whether upper player `u` may meet lower player `l`.
    fn allowed(&self, u: usize, l: usize) -> bool {
        !self.h[self.upper[u]].met.contains(&self.lower[l])
    }

    /// Whether every upper player still to draw has a partner.
    fn complete(&self) -> bool {
        self.mate_upper[self.next..].iter().all(Option::is_some)
    }

    /// Gives upper player `u` (without a partner) one by an augmenting path, if there is one:
    /// a breadth-first search that visits every lower player once, scanning the unvisited ones
    /// (the graph is the complement of the sparse “met”).
    fn augment(&mut self, u: usize) -> bool {
        let mut unvisited: Vec<usize> = (0..self.lower.len())
            .filter(|&l| self.free_lower[l])
            .collect();
        let mut parent: Vec<Option<usize>> = vec![None; self.lower.len()];
        let mut queue = std::collections::VecDeque::from([u]);
        while let Some(x) = queue.pop_front() {
            let mut keep = Vec::with_capacity(unvisited.len());
            for &l in &unvisited {
                if !self.allowed(x, l) {
                    keep.push(l);
                    continue;
                }
                parent[l] = Some(x);
                match self.mate_lower[l] {
                    Some(w) => queue.push_back(w),
                    None => {
                        // Flip the path back to u.
                        let mut l = l;
                        loop {
                            let x = parent[l].expect("on the path");
                            let before = self.mate_upper[x];
                            self.mate_upper[x] = Some(l);
                            self.mate_lower[l] = Some(x);
                            match before {
                                Some(b) if x != u => l = b,
                                _ => return true,
                            }
                        }
                    }
                }
            }
            unvisited = keep;
        }
        false
    }

    /// The lower players upper player `k` (the next to draw) may draw, in the lower half's
    /// order: not met, and leaving the players after it a full matching of the rest.
    fn choices(&mut self, k: usize) -> Vec<usize> {
        debug_assert_eq!(k, self.next);
        let drawable =
            |m: &Self| -> Vec<usize> { (0..m.lower.len()).filter(|&l| m.free_lower[l]).collect() };
        if !self.complete() {
            // No full matching to read from (a field the caller could not keep apart): test each
            // opponent by its own search.
            let rest: Vec<usize> = self.upper[k + 1..].to_vec();
            return drawable(self)
                .into_iter()
                .filter(|&o| {
                    self.allowed(k, o) && {
                        let others: Vec<usize> = drawable(self)
                            .into_iter()
                            .filter(|&x| x != o)
                            .map(|x| self.lower[x])
                            .collect();
                        matchable(&rest, &others, self.h)
                    }
                })
                .collect();
        }
        // Opponent o may be drawn when k's taking it can be made up along an alternating path:
        // o's partner takes another lower player, whose partner takes another, … ending at a
        // lower player nobody needs (free, or k's own partner). Search backwards from those.
        let own = self.mate_upper[k];
        let reached_at_start =
            |l: usize| self.free_lower[l] && (self.mate_lower[l].is_none() || Some(l) == own);
        let mut reached: Vec<bool> = (0..self.lower.len()).map(reached_at_start).collect();
        let mut queue: std::collections::VecDeque<usize> =
            (0..self.lower.len()).filter(|&l| reached[l]).collect();
        let mut unvisited: Vec<usize> = (k + 1..self.upper.len()).collect();
        while let Some(x) = queue.pop_front() {
            let mut keep = Vec::with_capacity(unvisited.len());
            for &w in &unvisited {
                let m = self.mate_upper[w].expect("a full matching");
                if m == x || !self.allowed(w, x) {
                    keep.push(w);
                    continue;
                }
                if !reached[m] {
                    reached[m] = true;
                    queue.push_back(m);
                }
            }
            unvisited = keep;
        }
        drawable(self)
            .into_iter()
            .filter(|&o| reached[o] && self.allowed(k, o))
            .collect()
    }

    /// Upper player `k` has drawn lower player `o`: both leave the draw, and the matching is
    /// made whole again for the players after `k`.
    fn take(&mut self, k: usize, o: usize) {
        if let Some(w) = self.mate_lower[o] {
            self.mate_upper[w] = None;
        }
        if let Some(l) = self.mate_upper[k] {
            self.mate_lower[l] = None;
        }
        self.mate_upper[k] = None;
        self.mate_lower[o] = None;
        self.free_lower[o] = false;
        self.next = k + 1;
        for u in self.next..self.upper.len() {
            if self.mate_upper[u].is_none() {
                self.augment(u);
            }
        }
    }
}

/// Whether every player of `upper` can be given a different opponent of `lower` it has not
/// met: a maximum matching of the halves (`HalvesMatching`).
pub fn matchable(upper: &[usize], lower: &[usize], h: &[History]) -> bool {
    upper.len() <= lower.len() && HalvesMatching::new(upper, lower, h).complete()
}

/// 附录二 五: the order in which players draw. “从高调低”: higher scores first. “以不调多”: within a
/// score, the fewer of those due red and those due black draw from the more. “单数轮次由小号先抽，
/// 双数轮次由大号先抽”: then small numbers first in odd rounds, large first in even ones. Before
/// 以不调多, a 受限制号 (“如存在较难配对的受限制号，可作为特殊情况，优先排”: a player who can meet
/// at most the table's `restricted_opponents` others of their score) draws first.
pub fn drawing_order(players: &[usize], h: &[History], round: u32) -> Vec<usize> {
    let mut order = players.to_vec();
    let class = |p: usize, minority: Option<Colour>| -> u8 {
        match h[p].due() {
            Some(c) if Some(c) == minority => 0,
            Some(_) => 1,
            None => 2,
        }
    };
    // Within each score, how many are due red and how many black (scores by their bits: the
    // same score is the same number).
    let mut due: BTreeMap<u64, [usize; 2]> = BTreeMap::new();
    for &p in players {
        let counts = due.entry(h[p].score.to_bits()).or_default();
        match h[p].due() {
            Some(Colour::Red) => counts[0] += 1,
            Some(Colour::Black) => counts[1] += 1,
            None => {}
        }
    }
    let minority = |score: f64| -> Option<Colour> {
        let [red, black] = due.get(&score.to_bits()).copied().unwrap_or_default();
        if red == 0 || black == 0 || red == black {
            None
        } else if red < black {
            Some(Colour::Red)
        } else {
            Some(Colour::Black)
        }
    };
    // 受限制号: “如存在较难配对的受限制号，可作为特殊情况，优先排” — a player with few opponents
    // left in their own score group draws before the others of it.
    let limit = restricted_opponents();
    let in_round: HashSet<usize> = players.iter().copied().collect();
    let mut size: BTreeMap<u64, usize> = BTreeMap::new();
    for &p in players {
        *size.entry(h[p].score.to_bits()).or_default() += 1;
    }
    // Opponents left to each player in their score group, and each score's fewest (with how
    // many players have that few).
    let mut left: HashMap<usize, usize> = HashMap::new();
    let mut fewest: BTreeMap<u64, (usize, usize)> = BTreeMap::new();
    for &p in players {
        let score = h[p].score.to_bits();
        let met = h[p]
            .met
            .iter()
            .filter(|&&q| in_round.contains(&q) && h[q].score.to_bits() == score)
            .count();
        let n = size[&score] - 1 - met;
        left.insert(p, n);
        let f = fewest.entry(score).or_insert((usize::MAX, 0));
        if n < f.0 {
            *f = (n, 1);
        } else if n == f.0 {
            f.1 += 1;
        }
    }
    // Hard to pair: few opponents left, and fewer than anyone else of the score has.
    let restricted = |p: usize| -> bool {
        limit.is_some_and(|limit| {
            let n = left[&p];
            n <= limit as usize && fewest[&h[p].score.to_bits()] == (n, 1)
        })
    };
    order.sort_by(|&a, &b| {
        h[b].score
            .total_cmp(&h[a].score)
            .then(restricted(b).cmp(&restricted(a)))
            .then(class(a, minority(h[a].score)).cmp(&class(b, minority(h[b].score))))
            .then(if round % 2 == 1 {
                h[a].seed.cmp(&h[b].seed)
            } else {
                h[b].seed.cmp(&h[a].seed)
            })
    });
    order
}

/// 附录二 三(二)–(三) and 四: a round from the second on, paired score group by score group
/// from the top, each as fully as it can be, then with its colours balanced as far as that
/// allows, the players drawing in [`drawing_order`] only among the opponents that keep both
/// ([`crate::score_groups`]). None when the field cannot be paired without a rematch.
pub fn later_round(
    players: &[usize],
    h: &[History],
    round: u32,
    draw: &mut Draw,
    names: &dyn Fn(&[usize]) -> Vec<String>,
) -> Option<Vec<[usize; 2]>> {
    let order = drawing_order(players, h, round);
    pair_by_groups(players, h, &order, draw, names)
}

/// Whether these players can all be paired without a rematch: a perfect matching of those who
/// have not met ([`Matching`]).
pub fn pairable(players: &[usize], h: &[History]) -> bool {
    Matching::perfect(players, h).is_some()
}

/// 附录二 三(三)–(五): who has red in a pair.
/// - (五) From the third-last round on, when the scores differ, “低分服从高分”: the higher scorer
///   gets the colour that balances them. In the last round, when both are due the same colour,
///   this holds only for a difference of 1 point or more; at 0.5 a lot decides.
/// - (三) Otherwise the one with more blacks has red (“优先安排多先者与多后者编对”).
/// - (四) Two players each two (or more) of one colour ahead (“在已多走二先或多走二后的两个运动员
///   相遇时”): the one who has had the same colour twice running gets the other
///   (“应首先平衡连走二先或连走二后一方”); when both have, or neither, a lot decides (“除非均系连走，
///   才抽签”). Other players level on colour counts draw lots (三(三): “在多先或多后条件相同者对弈时，
///   抽签决定先后走”), unless the table's `third_in_a_row` is `equal_balance`, which applies (四)
///   to them too.
pub fn colours(
    a: &History,
    b: &History,
    round: u32,
    total: Option<u32>,
    draw: &mut Draw,
    names: &dyn Fn(&[usize]) -> Vec<String>,
) -> [usize; 2] {
    let give = |p: &History, c: Colour, other: &History| {
        if c == Colour::Red {
            [p.seed, other.seed]
        } else {
            [other.seed, p.seed]
        }
    };
    let lot = |draw: &mut Draw, clause: &str, last_round: bool| {
        let two = [a.seed, b.seed];
        let clause = clause.into();
        let red = draw.pick(Decides::Red { clause, last_round }, &names(&two));
        [two[red], two[1 - red]]
    };
    if let Some(total) = total
        && round + 2 >= total
        && a.score != b.score
    {
        let (hi, lo) = if a.score > b.score { (a, b) } else { (b, a) };
        let clash = hi.due().is_some() && hi.due() == lo.due();
        if round >= total && clash && hi.score - lo.score < 1.0 {
            return lot(draw, "三(五)", true);
        }
        if let Some(c) = hi.due() {
            return give(hi, c, lo);
        }
    }
    if a.balance() != b.balance() {
        let (more_black, other) = if a.balance() < b.balance() {
            (a, b)
        } else {
            (b, a)
        };
        return give(more_black, Colour::Red, other);
    }
    if third_in_a_row() == ThirdInARow::TwoAhead && a.balance().abs() < 2 {
        return lot(draw, "三(三)", false);
    }
    match (a.run(), b.run()) {
        (Some((ca, _)), None) => give(a, ca.other(), b),
        (None, Some((cb, _))) => give(b, cb.other(), a),
        (Some((ca, _)), Some((cb, _))) if ca != cb => give(a, ca.other(), b),
        (Some(_), Some(_)) => lot(draw, "三(四)", false),
        (None, None) => lot(draw, "三(三)", false),
    }
}
