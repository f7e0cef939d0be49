//! The 积分编排 pairing (附录二) against its references: exhaustive searches for whether a field
//! can be paired at all, for the bye and for round 1's halves, as qili made them before they
//! were made fast. On random events and on random histories of dense meetings, the fast
//! functions must give the same bye, the same round-1 pairs and lots, and say `None` where the
//! reference does. Which pairs a later round makes is checked against a full search in
//! tournament/tests/fullest_pairing.rs.

use qili_tournament::director::next_round;
use qili_tournament::history::{History, histories};
use qili_tournament::lots::Draw;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event, Game, ResultsFile};
use qili_tournament::swiss::{self, bye, colours, later_round};
use qili_tournament::{Colour, System};
use std::collections::HashSet;

/// The reference: whether these players can all be paired without a rematch, by exhaustive
/// search (as qili's `pairable` was).
fn pairable_reference(players: &[usize], h: &[History]) -> bool {
    fn search(left: &mut Vec<usize>, h: &[History], failed: &mut HashSet<Vec<usize>>) -> bool {
        let Some(&first) = left.first() else {
            return true;
        };
        if failed.contains(left) {
            return false;
        }
        for i in 1..left.len() {
            let o = left[i];
            if h[first].met.contains(&o) {
                continue;
            }
            let mut rest: Vec<usize> = left[1..].iter().copied().filter(|&x| x != o).collect();
            if search(&mut rest, h, failed) {
                return true;
            }
        }
        failed.insert(left.clone());
        false
    }
    players.len().is_multiple_of(2) && search(&mut players.to_vec(), h, &mut HashSet::new())
}

/// The reference bye: the lowest-placed of those with the fewest byes whose absence leaves the
/// rest pairable.
fn bye_reference(ranked: &[usize], h: &[History]) -> Option<usize> {
    let fewest = ranked.iter().map(|&p| h[p].byes).min()?;
    ranked
        .iter()
        .rev()
        .copied()
        .filter(|&p| h[p].byes == fewest)
        .find(|&b| {
            let rest: Vec<usize> = ranked.iter().copied().filter(|&p| p != b).collect();
            pairable_reference(&rest, h)
        })
}

/// The test's own generator (not the pairing's lots).
struct Rng(u64);

impl Rng {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Compares the fast pairing with the reference on one set of histories: the bye (for an odd
/// number), and whether the round can be paired at all.
fn compare(h: &[History], round: u32, seed: u64, what: &str) -> bool {
    let names = |ps: &[usize]| -> Vec<String> { ps.iter().map(|p| format!("P{p}")).collect() };
    let mut ranked: Vec<usize> = (0..h.len()).collect();
    ranked.sort_by(|&a, &b| h[b].score.total_cmp(&h[a].score).then(a.cmp(&b)));
    if !ranked.len().is_multiple_of(2) {
        let fast = bye(&ranked, h);
        assert_eq!(fast, bye_reference(&ranked, h), "{what}: the bye");
        let Some(b) = fast else {
            return false;
        };
        ranked.retain(|&p| p != b);
    }
    assert_eq!(
        swiss::pairable(&ranked, h),
        pairable_reference(&ranked, h),
        "{what}: pairable"
    );
    // Which pairs: the full search of tournament/tests/fullest_pairing.rs.
    let mut draw = Draw::new(seed, round.into());
    let pairs = later_round(&ranked, h, round, &mut draw, &names);
    assert_eq!(
        pairs.is_some(),
        pairable_reference(&ranked, h),
        "{what}: paired"
    );
    pairs.is_some()
}

/// Events of 5 to 12 players played with random results to their last round (N − 1 rounds, or
/// N for an odd N: the tightest the field allows, where the last rounds jam), every round's
/// pairing compared with the reference before it is played.
#[test]
fn swiss_pairing_matches_the_reference_on_random_events() {
    let mut compared = 0;
    for seed in 0..24u64 {
        let n = 5 + (seed as usize % 8);
        let rounds = if n.is_multiple_of(2) { n - 1 } else { n } as u32;
        let mut event = Event::new(ResultsFile {
            rounds: Some(rounds),
            seed: Some(seed),
            ..ResultsFile::new(System::Swiss, (0..n).map(|i| format!("P{i}")).collect())
        })
        .expect("valid");
        let mut rng = Rng(seed);
        for round in 1..=rounds {
            let h = histories(&event);
            if round > 1 {
                compare(&h, round, seed, &format!("seed {seed} n {n} round {round}"));
                compared += 1;
            }
            let Ok(p) = next_round(&event, None) else {
                break;
            };
            for [r, b] in &p.pairs {
                let result =
                    [Outcome::RedWins, Outcome::BlackWins, Outcome::Draw][rng.next(3) as usize];
                event
                    .record(Game::new(round, r, b, result))
                    .expect("recorded");
            }
        }
    }
    assert!(compared > 100, "{compared} rounds compared");
}

/// Random histories of 6 to 13 players, each pair having met with a probability from 30% to
/// 80%, scores in halves and colour runs at random: many cannot be paired at all, many only one
/// way, and the blossoms of Edmonds' search are needed to tell.
#[test]
fn swiss_pairing_matches_the_reference_on_dense_random_histories() {
    let mut rng = Rng(7);
    let (mut paired, mut refused) = (0, 0);
    for case in 0..600u64 {
        let n = 6 + rng.next(8) as usize;
        let density = 30 + rng.next(51);
        let mut h: Vec<History> = (0..n)
            .map(|seed| History {
                seed,
                score: rng.next(9) as f64 / 2.0,
                colours: (0..rng.next(6))
                    .map(|_| {
                        if rng.next(2) == 0 {
                            Colour::Red
                        } else {
                            Colour::Black
                        }
                    })
                    .collect(),
                met: HashSet::new(),
                byes: rng.next(2) as u32,
            })
            .collect();
        for a in 0..n {
            for b in a + 1..n {
                if rng.next(100) < density {
                    h[a].met.insert(b);
                    h[b].met.insert(a);
                }
            }
        }
        let round = 2 + rng.next(6) as u32;
        if compare(&h, round, case, &format!("case {case}")) {
            paired += 1;
        } else {
            refused += 1;
        }
    }
    // Both outcomes occur, or the comparison would prove little.
    assert!(
        paired > 100 && refused > 100,
        "{paired} paired, {refused} refused"
    );
}

/// Four level players, two who had red and two who had black: every opponent is free and at
/// distance 0, so the drawer takes one wanting the other colour (三(三) 优先安排多先者与多后者编对:
/// `clash` 0 against 1), and in every pair the one who had black gets red.
#[test]
fn swiss_fast_pairing_keeps_the_colour_preference() {
    let h: Vec<History> = (0..4)
        .map(|seed| History {
            seed,
            score: 1.0,
            colours: vec![if seed % 2 == 0 {
                Colour::Red
            } else {
                Colour::Black
            }],
            ..History::default()
        })
        .collect();
    let names = |ps: &[usize]| -> Vec<String> { ps.iter().map(|p| format!("P{p}")).collect() };
    let mut draw = Draw::new(1, 2);
    let pairs = later_round(&[0, 1, 2, 3], &h, 2, &mut draw, &names).expect("pairable");
    for [a, b] in pairs {
        let [red, _] = colours(&h[a], &h[b], 2, None, &mut draw, &names);
        assert_eq!(h[red].colours, [Colour::Black], "{a}-{b}");
    }
}

/// The reference for the halves of round 1: whether every player of `upper` can be given a
/// different opponent of `lower` it has not met (Kuhn's augmenting paths, as qili's `matchable`
/// was).
fn matchable_reference(upper: &[usize], lower: &[usize], h: &[History]) -> bool {
    fn augment(
        u: usize,
        lower: &[usize],
        h: &[History],
        seen: &mut [bool],
        owner: &mut [Option<usize>],
    ) -> bool {
        for (j, &o) in lower.iter().enumerate() {
            if seen[j] || h[u].met.contains(&o) {
                continue;
            }
            seen[j] = true;
            if owner[j].is_none_or(|v| augment(v, lower, h, seen, owner)) {
                owner[j] = Some(u);
                return true;
            }
        }
        false
    }
    let mut owner = vec![None; lower.len()];
    upper.len() <= lower.len()
        && upper
            .iter()
            .all(|&u| augment(u, lower, h, &mut vec![false; lower.len()], &mut owner))
}

/// The reference for round 1 (附录二 三(一)) with players kept apart: qili's draw before it read
/// the allowed opponents off one matching — each opponent of each drawer tested by its own
/// bipartite search of the rest.
fn first_round_reference(
    seeded: &[usize],
    h: &[History],
    draw: &mut Draw,
    names: &dyn Fn(&[usize]) -> Vec<String>,
) -> Vec<[usize; 2]> {
    let half = seeded.len() / 2;
    let (upper, lower) = seeded.split_at(half);
    let mut left = lower.to_vec();
    let mut pairs = Vec::new();
    let constrained = upper.iter().any(|&u| !h[u].met.is_empty());
    for (k, &u) in upper.iter().enumerate() {
        let choices: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&o| !constrained || !h[u].met.contains(&o))
            .filter(|&o| {
                !constrained || {
                    let rest: Vec<usize> = left.iter().copied().filter(|&x| x != o).collect();
                    matchable_reference(&upper[k + 1..], &rest, h)
                }
            })
            .collect();
        let choices = if choices.is_empty() {
            left.clone()
        } else {
            choices
        };
        let i = draw.pick(
            format!("附录二 三(一): the opponent of {}", names(&[u])[0]),
            &names(&choices),
        );
        let o = choices[i];
        left.retain(|&x| x != o);
        let two = [u, o];
        let red = draw.pick("附录二 三(一): red", &names(&two));
        pairs.push([two[red], two[1 - red]]);
    }
    pairs
}

/// Round 1 with units kept apart (附录二 七), on random fields of 2 to 40 players in random
/// units — some so large that the halves cannot be kept apart, where the draw falls back as
/// before — and on random sparse meetings: the pairs and every lot are the reference's.
#[test]
fn swiss_round_one_apart_matches_the_reference() {
    let mut rng = Rng(23);
    let names = |ps: &[usize]| -> Vec<String> { ps.iter().map(|p| format!("P{p}")).collect() };
    let (mut apart, mut jammed) = (0, 0);
    for case in 0..1500u64 {
        let n = 2 * (1 + rng.next(20) as usize);
        let units = 1 + rng.next(n as u64 / 2 + 2);
        let unit: Vec<u64> = (0..n).map(|_| rng.next(units)).collect();
        let extra = rng.next(3) == 0;
        let mut h: Vec<History> = (0..n)
            .map(|seed| History {
                seed,
                ..History::default()
            })
            .collect();
        for a in 0..n {
            for b in 0..n {
                if a != b && (unit[a] == unit[b] || (extra && rng.next(10) == 0)) {
                    h[a].met.insert(b);
                    h[b].met.insert(a);
                }
            }
        }
        let seeded: Vec<usize> = (0..n).collect();
        let half = n / 2;
        let whole = matchable_reference(&seeded[..half], &seeded[half..], &h);
        assert_eq!(
            swiss::matchable(&seeded[..half], &seeded[half..], &h),
            whole,
            "case {case}: matchable"
        );
        if whole {
            apart += 1;
        } else {
            jammed += 1;
        }
        let (mut d1, mut d2) = (Draw::new(case, 1), Draw::new(case, 1));
        let fast = swiss::first_round(&seeded, &h, &mut d1, &names);
        let slow = first_round_reference(&seeded, &h, &mut d2, &names);
        assert_eq!(fast, slow, "case {case}: the pairs");
        // The words and draws of every lot (the reference words them alone; the pairing
        // records their data beside them, `Lot::decides`, whose English is the same words).
        let words = |lots: &[qili_tournament::lots::Lot]| -> Vec<(String, Vec<String>, String)> {
            lots.iter()
                .map(|l| (l.what.clone(), l.among.clone(), l.drawn.clone()))
                .collect()
        };
        assert_eq!(
            words(&d1.record),
            words(&d2.record),
            "case {case}: the lots"
        );
        for lot in &d1.record {
            let decides = lot.decides.as_ref().expect("a Swiss lot records its data");
            assert_eq!(decides.to_string(), lot.what, "case {case}");
        }
    }
    assert!(
        apart > 300 && jammed > 100,
        "{apart} apart, {jammed} jammed"
    );
}
