//! An arbiter's own pairing of a Swiss round, checked against 附录二. The book mixes lots and
//! hand work (四: “全部编排工作应采用抽签与人工编排相结合的方法进行，适合抽签时以抽签为主，不宜于抽签时则
//! 进行人工编排”), so an arbiter may pair a round, or part of one, by hand; [`check`] says which
//! clause each pair breaks, quoting it, and `qili tournament pair --manual FILE --force` records
//! the pairing with those breaches when the arbiter confirms it.
//!
//! What is checked, pair by pair:
//! - **三** “相遇过的对手不再编对”: a rematch.
//! - **七** (when the organiser keeps units apart, `avoid_same_unit`): two players of one unit.
//! - **三(一)** round 1: “分成人（队）数相等的上、下两组…由每组各出一人（队）编对” — a pair from one half.
//! - **三(二)** “同分者编对。同分者已相遇过或无同分者，则以近分者编对”: a pair whose players could meet
//!   nearer scores. The witness is a re-pairing of the players of two (or, in a round of up to
//!   [`DEEP`] pairs, three) of the arbiter's pairs, with no rematch, that leaves the score groups
//!   better from the top down: level by level, from the highest score, the gaps its players are
//!   paired across, smallest first. A breach is only ever reported with such a re-pairing, so
//!   none is false; a better pairing that needs four or more pairs changed is not looked for.
//! - **三(三)** “优先安排多先者与多后者编对”: two pairs whose players could be re-paired, the score
//!   groups as good, with fewer players denied the colour they are due (`history::clash`).
//! - **三(三)–(五)** the colours within a pair: where the book decides who has red (a lot decides
//!   nothing, so either colour is then right), the arbiter's colours must be the book's.
//!
//! A pairing that leaves out a player who is due to play, pairs a withdrawn or excused player, or
//! names a player twice is not a pairing at all: that is an error, never a breach to confirm.

use crate::history::{History, clash, histories};
use crate::lots::Draw;
pub use crate::manual_error::{ManualError, Slot};
use crate::records::{Breach, Colours, How, Run, Scored};
use crate::results::Event;
use crate::swiss::colours;
use crate::{Colour, System};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};

/// Rounds of up to this many pairs are searched three pairs at a time as well as two.
pub const DEEP: usize = 60;

/// An arbiter's pairing of a round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Proposal {
    /// The pairs, `[red, black]`.
    pub pairs: Vec<[String; 2]>,
    /// The player without a game, if the field is odd.
    #[serde(default)]
    pub bye: Option<String>,
}

/// Reads a hand pairing: the JSON `qili tournament pair --json` prints (`{"pairs": [[red,
/// black], …], "bye": name|null, …}`: other keys are ignored, so the proposal can be edited and
/// given back), or lines of `red - black` (also `–`, `—` or `vs` between the names, an
/// optional board number first) and `bye: name` (or `轮空: name`).
pub fn parse(text: &str, origin: &str) -> Result<Proposal, ManualError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim_start().starts_with('{') {
        return serde_json::from_str(text).map_err(|e| ManualError::Json {
            origin: origin.to_string(),
            text: e.to_string(),
            line: e.line(),
            column: e.column(),
        });
    }
    let mut proposal = Proposal::default();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bye = ["bye:", "bye ", "轮空:", "轮空："]
            .iter()
            .find_map(|p| line.strip_prefix(p));
        if let Some(name) = bye {
            if proposal.bye.is_some() {
                return Err(ManualError::SecondBye {
                    origin: origin.to_string(),
                    line: number,
                });
            }
            proposal.bye = Some(name.trim().to_string());
            continue;
        }
        // An optional board number: `3.` or `3` then a space.
        let rest = match line.split_once([' ', '.', '\t']) {
            Some((n, rest)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => {
                rest.trim()
            }
            _ => line,
        };
        let pair = [" - ", " – ", " — ", " vs ", "\t"]
            .iter()
            .find_map(|sep| rest.split_once(sep))
            .map(|(r, b)| [r.trim().to_string(), b.trim().to_string()])
            .filter(|[r, b]| !r.is_empty() && !b.is_empty())
            .ok_or_else(|| ManualError::NotAPair {
                origin: origin.to_string(),
                line: number,
            })?;
        proposal.pairs.push(pair);
    }
    Ok(proposal)
}

/// The clause texts quoted in breaches.
const NO_REMATCH: &str = "相遇过的对手不再编对";
const HALVES: &str = "然后分成人（队）数相等的上、下两组，以抽签方式由每组各出一人（队）编对";
const SCORE_GROUPS: &str = "同分者编对。同分者已相遇过或无同分者，则以近分者编对，至全部排通为止";
const BALANCE: &str = "在首先服从同分或近分者对弈的原则下，应尽量平衡每个人（队）先后走的次数，优先安排多先者与后者编对";
const RUNS: &str = "在已多走二先或多走二后的两个运动员（队）相遇时，应尽量避免出现连续走三先或连续走三后的情况，应首先平衡连走二先或连走二后一方的先后走";
const HIGHER: &str = "由倒数第三轮起，凡是积分不等的运动员（队）相对，按“低分服从高分”的原则，优先平衡高分一方的先后走";
const UNITS: &str =
    "关于同一单位运动员（队）是否需要回避配对的问题，可由竞赛组织机构事前研究确定并写入补充规定中";

/// Checks an arbiter's pairing of the next round of a Swiss event. `Err` when it is not a
/// pairing of the round (a player left out, twice, unknown, withdrawn or excused); otherwise
/// every breach of 附录二 found, top board first (none: the pairing keeps every clause
/// checked).
pub fn check(event: &Event, proposal: &Proposal) -> Result<Vec<Breach>, ManualError> {
    if event.file.system != System::Swiss || !event.groups().is_empty() {
        return Err(ManualError::NotSwiss {
            system: event.file.system,
        });
    }
    let round = event.last_round() + 1;
    if let Some(total) = event.file.rounds
        && round > total
    {
        let games = event.pending();
        return Err(if games.is_empty() {
            ManualError::AllRoundsPlayed { total }
        } else {
            ManualError::StillPlaying { total, games }
        });
    }
    let n = event.players().len();
    let due: Vec<usize> = (0..n)
        .filter(|&p| event.withdrawn_from(p).is_none_or(|from| round < from))
        .filter(|&p| !event.excused(p, round))
        .collect();
    let mut seen: HashMap<usize, Slot> = HashMap::new();
    let mut place = |name: &str, what: Slot| -> Result<usize, ManualError> {
        let name_of = || name.to_string();
        let p = event
            .index_of(name)
            .ok_or_else(|| ManualError::NotAPlayer { name: name_of() })?;
        if let Some(from) = event.withdrawn_from(p)
            && round >= from
        {
            return Err(ManualError::Withdrew {
                name: name_of(),
                from,
            });
        }
        if event.excused(p, round) {
            return Err(ManualError::Excused {
                name: name_of(),
                round,
            });
        }
        if let Some(first) = seen.insert(p, what) {
            return Err(ManualError::Twice {
                name: name_of(),
                first,
                again: what,
            });
        }
        Ok(p)
    };
    let mut pairs = Vec::new();
    for [r, b] in &proposal.pairs {
        let (r, b) = (place(r, Slot::Pair)?, place(b, Slot::Pair)?);
        pairs.push([r, b]);
    }
    let bye = proposal
        .bye
        .as_deref()
        .map(|name| place(name, Slot::Bye))
        .transpose()?;
    let missing: Vec<String> = due
        .iter()
        .filter(|p| !seen.contains_key(p))
        .map(|&p| event.players()[p].clone())
        .collect();
    if !missing.is_empty() {
        return Err(ManualError::Missing {
            round,
            players: missing,
        });
    }
    let h = histories(event);
    let apart = units_apart(event);
    let name = |p: usize| event.players()[p].clone();
    let mut breaches = Vec::new();
    for &[r, b] in &pairs {
        if h[r].met.contains(&b) {
            breaches.push(breach(
                [name(r), name(b)],
                "附录二 三",
                NO_REMATCH,
                How::Met {
                    pair: [name(r), name(b)],
                },
            ));
        } else if apart.get(&r).is_some_and(|u| apart.get(&b) == Some(u)) {
            breaches.push(breach(
                [name(r), name(b)],
                "附录二 七",
                UNITS,
                How::SameUnit {
                    pair: [name(r), name(b)],
                    unit: apart[&r].clone(),
                },
            ));
        }
    }
    if round == 1 {
        let half = (due.len() - usize::from(bye.is_some())) / 2;
        let order: Vec<usize> = due.iter().copied().filter(|&p| Some(p) != bye).collect();
        let upper = |p: usize| order.iter().position(|&x| x == p).is_some_and(|i| i < half);
        for &[r, b] in &pairs {
            if upper(r) == upper(b) {
                breaches.push(breach(
                    [name(r), name(b)],
                    "附录二 三(一)",
                    HALVES,
                    How::SameHalf {
                        pair: [name(r), name(b)],
                        upper: upper(r),
                        half,
                    },
                ));
            }
        }
        return Ok(breaches);
    }
    let allowed = |a: usize, b: usize| {
        !h[a].met.contains(&b) && apart.get(&a).is_none_or(|u| apart.get(&b) != Some(u))
    };
    breaches.extend(regroupings(&pairs, &h, &allowed, &name));
    let total = event.file.rounds;
    for &[r, b] in &pairs {
        let mut draw = Draw::new(0, 0);
        let book = colours(&h[r], &h[b], round, total, &mut draw, &|ps: &[usize]| {
            ps.iter().map(|&p| name(p)).collect()
        });
        if draw.record.is_empty() && book != [r, b] {
            let (clause, words) = colour_clause(&h[r], &h[b], round, total);
            breaches.push(breach(
                [name(r), name(b)],
                clause,
                words,
                How::Red {
                    book: colour_record(name(book[0]), &h[book[0]]),
                    arbiter: colour_record(name(r), &h[r]),
                },
            ));
        }
    }
    Ok(breaches)
}

/// The players' units when the organiser keeps units apart (附录二 七).
fn units_apart(event: &Event) -> HashMap<usize, String> {
    if !event.file.avoid_same_unit {
        return HashMap::new();
    }
    event
        .file
        .units
        .iter()
        .filter_map(|(p, u)| event.index_of(p).map(|i| (i, u.clone())))
        .collect()
}

/// Which clause decides the colours of a pair the book does not leave to a lot.
fn colour_clause(
    a: &History,
    b: &History,
    round: u32,
    total: Option<u32>,
) -> (&'static str, &'static str) {
    let higher_due = if a.score > b.score { a.due() } else { b.due() };
    if total.is_some_and(|t| round + 2 >= t) && a.score != b.score && higher_due.is_some() {
        ("附录二 三(五)", HIGHER)
    } else if a.balance() != b.balance() {
        ("附录二 三(三)", BALANCE)
    } else {
        ("附录二 三(四)", RUNS)
    }
}

/// A player's colours as the colour clauses read them: how many of each, the last run.
fn colour_record(name: String, h: &History) -> Colours {
    let red = h.colours.iter().filter(|c| **c == Colour::Red).count();
    Colours {
        name,
        red,
        black: h.colours.len() - red,
        run: h.run().map(|(c, games)| Run {
            red: c == Colour::Red,
            games,
        }),
    }
}

/// A breach of `clause` by the pair `[red, black]`, its `why` the English of `how`.
fn breach(pair: [String; 2], clause: &str, words: &str, how: How) -> Breach {
    Breach {
        pair: Some(pair),
        clause: clause.into(),
        words: words.into(),
        why: how.to_string(),
        how: Some(how),
    }
}

/// How well a set of pairs keeps the score groups, from the top: for each score present (the
/// highest first), the gaps its players are paired across, smallest first. Less is better,
/// compared level by level.
fn grouping(pairs: &[[usize; 2]], h: &[History]) -> Vec<(i64, Vec<i64>)> {
    let halves = |x: f64| (x * 2.0).round() as i64;
    let mut levels: BTreeMap<std::cmp::Reverse<i64>, Vec<i64>> = BTreeMap::new();
    for &[a, b] in pairs {
        let gap = (halves(h[a].score) - halves(h[b].score)).abs();
        for p in [a, b] {
            levels
                .entry(std::cmp::Reverse(halves(h[p].score)))
                .or_default()
                .push(gap);
        }
    }
    levels
        .into_iter()
        .map(|(std::cmp::Reverse(s), mut gaps)| {
            gaps.sort_unstable();
            (s, gaps)
        })
        .collect()
}

/// Whether grouping `x` keeps the score groups better than `y` (both of the same players).
fn better(x: &[(i64, Vec<i64>)], y: &[(i64, Vec<i64>)]) -> bool {
    x.iter().map(|(_, g)| g).lt(y.iter().map(|(_, g)| g))
}

/// Every way to pair four or six players, as index pairs into the list.
fn pairings_of(k: usize) -> Vec<Vec<[usize; 2]>> {
    fn go(left: &[usize], acc: &mut Vec<[usize; 2]>, out: &mut Vec<Vec<[usize; 2]>>) {
        let Some((&first, rest)) = left.split_first() else {
            out.push(acc.clone());
            return;
        };
        for i in 0..rest.len() {
            let mut others = rest.to_vec();
            let partner = others.remove(i);
            acc.push([first, partner]);
            go(&others, acc, out);
            acc.pop();
        }
    }
    let mut out = Vec::new();
    go(&(0..k).collect::<Vec<_>>(), &mut Vec::new(), &mut out);
    out
}

/// 三(二) and 三(三)'s breaches: sets of two (or three) of the pairs whose players can be paired
/// again, with no rematch, keeping the score groups better — or as well, with fewer players
/// denied their due colour. Each pair is reported once, with the first witness found, top
/// boards first.
fn regroupings(
    pairs: &[[usize; 2]],
    h: &[History],
    allowed: &dyn Fn(usize, usize) -> bool,
    name: &dyn Fn(usize) -> String,
) -> Vec<Breach> {
    let mut blamed = vec![false; pairs.len()];
    let mut out = Vec::new();
    let shapes = [(2, pairings_of(4)), (3, pairings_of(6))];
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for i in 0..pairs.len() {
        for j in i + 1..pairs.len() {
            sets.push(vec![i, j]);
        }
    }
    if pairs.len() <= DEEP {
        for i in 0..pairs.len() {
            for j in i + 1..pairs.len() {
                for k in j + 1..pairs.len() {
                    sets.push(vec![i, j, k]);
                }
            }
        }
    }
    let clashes = |ps: &[[usize; 2]]| -> u32 {
        ps.iter()
            .map(|&[a, b]| u32::from(clash(&h[a], &h[b]) > 0))
            .sum()
    };
    for set in sets {
        if set.iter().any(|&i| blamed[i]) {
            continue;
        }
        let old: Vec<[usize; 2]> = set.iter().map(|&i| pairs[i]).collect();
        let players: Vec<usize> = old.iter().flatten().copied().collect();
        let (old_g, old_c) = (grouping(&old, h), clashes(&old));
        let shape = &shapes
            .iter()
            .find(|(k, _)| *k == set.len())
            .expect("2 or 3")
            .1;
        let found = shape.iter().find_map(|way| {
            let new: Vec<[usize; 2]> = way.iter().map(|&[x, y]| [players[x], players[y]]).collect();
            if !new.iter().all(|&[a, b]| allowed(a, b)) {
                return None;
            }
            let new_g = grouping(&new, h);
            if better(&new_g, &old_g) {
                Some((new, true))
            } else if new_g == old_g && clashes(&new) < old_c {
                Some((new, false))
            } else {
                None
            }
        });
        if let Some((new, fuller)) = found {
            let scored = |ps: &[[usize; 2]]| -> Vec<[Scored; 2]> {
                ps.iter()
                    .map(|pair| {
                        pair.map(|p| Scored {
                            name: name(p),
                            score: score(h[p].score),
                        })
                    })
                    .collect()
            };
            let (pairs, instead) = (scored(&old), scored(&new));
            let (clause, words, how) = if fuller {
                (
                    "附录二 三(二)",
                    SCORE_GROUPS,
                    How::Fuller { pairs, instead },
                )
            } else {
                (
                    "附录二 三(三)",
                    BALANCE,
                    How::FewerDenied { pairs, instead },
                )
            };
            for &i in &set {
                blamed[i] = true;
            }
            out.push(breach(
                [name(old[0][0]), name(old[0][1])],
                clause,
                words,
                how,
            ));
        }
    }
    out
}

/// A score as the sheets print it: `1½`.
fn score(x: f64) -> String {
    crate::crosstable::points_text(x)
}
