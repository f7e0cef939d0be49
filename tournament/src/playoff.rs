//! Shared places that must be played off, and the play-off (CN 第15.6条: “冠军或不宜并列的名次，
//! 应安排加赛或在赛前补充细则中作出明确规定”).
//!
//! The book names the champion; which other places must not be shared it leaves to the event's
//! regulations (“在赛前补充细则中作出明确规定”), so the results file names them
//! (`unshared_places`). A group stage adds each group's winner (the group's first place) and
//! its cut (`advance`: a tie across it decides who goes on); a knockout's shared places are the
//! players out in one round. A place is flagged only when the event is over (every round of a
//! round robin's order table, or of a Swiss event's announced `rounds`, played; every group's
//! table; a knockout's final decided) and its players are still level after every tie-break the
//! book ranks by.
//!
//! How the play-off is played the book does not say. qili pairs it as a round robin of the
//! players level (a single game for two), numbered by a lot drawn from the event's seed and
//! recorded, on 附录一's order table (号次在前的运动员执红棋先走, so the lot also gives the
//! colours). Its games are the results file's `playoff_games`; once all are in, their points
//! order the players of that place (and nothing else), and those still level stay flagged.

use crate::lots::{Decides, Draw, Lot};
use crate::results::{Event, PlayoffGame};
use crate::standings::{Note, PlayedOff, Row, SharedPlace, Standings};
use crate::{System, knockout, roundrobin, swiss};
use serde::Serialize;

/// The play-off of one shared place.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Playoff {
    /// The place shared.
    pub shared: SharedPlace,
    /// The rounds: each a list of games, `[red, black]`.
    pub rounds: Vec<Vec<[String; 2]>>,
    /// The lot that numbered the players (and so gave the colours).
    pub lots: Vec<Lot>,
}

impl Playoff {
    /// Every game of the play-off, round by round, `[red, black]`.
    pub fn games(&self) -> impl Iterator<Item = &[String; 2]> {
        self.rounds.iter().flatten()
    }
}

/// Whether every round of the event has been played, and no game is still being played: a round
/// robin's order table, a Swiss event's announced rounds (unknown rounds: never over), a
/// knockout's final. A group stage is over when every group is ([`crate::groups::is_over`]);
/// this says no to it.
pub fn is_over(event: &Event) -> bool {
    let total = match event.file.system {
        System::RoundRobin if event.groups().is_empty() => {
            Some(roundrobin::round_count(event.table_numbers().len() as u32))
        }
        System::Swiss => event.file.rounds,
        System::Knockout => {
            return knockout::bracket(event, event.file.seed).is_ok_and(|b| {
                b.winner.is_some()
                    && b.next.is_empty()
                    && b.matches.iter().all(|m| m.decided_by.is_some())
            });
        }
        _ => None,
    };
    let last = event.last_round();
    total.is_some_and(|t| last >= t)
        && swiss::unfinished(event, last).is_empty()
        && event.pending().is_empty()
}

/// The places of `s` shared at the end that must be played off: every group of players level on
/// rank that holds place 1 or a place of the file's `unshared_places`. None before the end.
pub fn shared_places(event: &Event, s: &Standings) -> Vec<SharedPlace> {
    if !is_over(event) {
        return Vec::new();
    }
    flag(&s.standings, &unshared_of(event), None)
}

/// The places the book and the file say must not be shared: the champion's (1) and the file's
/// `unshared_places`.
pub fn unshared_of(event: &Event) -> Vec<u32> {
    std::iter::once(1)
        .chain(event.file.unshared_places.iter().copied())
        .collect()
}

/// The players of `rows` (ranked, best first) level on rank whose places hold one of `places`,
/// or straddle the `cut` (places `cut` and `cut + 1` both theirs: a tie that decides who goes
/// on). Each carries the rows' group.
pub fn flag(rows: &[Row], places: &[u32], cut: Option<u32>) -> Vec<SharedPlace> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < rows.len() {
        let rank = rows[i].rank;
        let level: Vec<&Row> = rows[i..].iter().take_while(|r| r.rank == rank).collect();
        i += level.len();
        let last = rank + level.len() as u32 - 1;
        let across = cut.filter(|&c| rank <= c && c < last);
        let unshared = places
            .iter()
            .copied()
            .chain(across)
            .filter(|p| (rank..=last).contains(p))
            .min();
        if let (Some(unshared), true) = (unshared, level.len() > 1) {
            out.push(SharedPlace {
                places: [rank, last],
                players: level.iter().map(|r| r.player.clone()).collect(),
                unshared,
                group: level[0].group.clone(),
                after_playoff: false,
            });
        }
    }
    out
}

/// The play-offs of the shared places (from [`shared_places`]; those already played off to the
/// end and still level are left out), numbered by lots drawn from `seed`. Each place's lot has
/// a stream of its own (its place and group), so it is the same whatever else is shared.
pub fn playoffs(shared: &[SharedPlace], seed: u64) -> Vec<Playoff> {
    shared
        .iter()
        .filter(|p| !p.after_playoff)
        .map(|p| playoff(p, seed))
        .collect()
}

/// The play-off of one shared place.
fn playoff(p: &SharedPlace, seed: u64) -> Playoff {
    let mut draw = Draw::new(seed, stream(p));
    let order = draw.order(
        Decides::PlayoffNumbers {
            group: p.group.clone(),
            place: p.unshared,
        },
        &p.players,
    );
    let numbered: Vec<&String> = order.iter().map(|&k| &p.players[k]).collect();
    let table = roundrobin::table(numbered.len() as u32, false);
    let rounds = table
        .rounds
        .iter()
        .map(|r| {
            r.pairs
                .iter()
                .map(|&[a, b]| {
                    [
                        numbered[a as usize - 1].clone(),
                        numbered[b as usize - 1].clone(),
                    ]
                })
                .collect()
        })
        .collect();
    Playoff {
        shared: p.clone(),
        rounds,
        lots: draw.record,
    }
}

/// The lot stream of a place's play-off: the champion's of an event without groups is the
/// top stream below the two the other lots keep (as before play-offs were recorded); each
/// other place and group has its own below it.
fn stream(p: &SharedPlace) -> u64 {
    let group = p.group.as_ref().map_or(0, |g| {
        // FNV-1a of the group's name: a stable number for any name.
        g.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        }) % 1_000_000
            + 1
    });
    u64::MAX - 2 - (u64::from(p.unshared) - 1) - group * 100_000
}

/// Applies the recorded play-off games to standings: each place of `shared` (flagged on `s`)
/// whose play-off is complete has its players reordered by their play-off points (ranks given
/// again within the place alone), and those still level are flagged `after_playoff`; a place
/// not played off to the end stays flagged. Sets `s.shared_places`, `s.playoffs` and their
/// notes.
pub fn settle(
    s: &mut Standings,
    shared: Vec<SharedPlace>,
    games: &[PlayoffGame],
    places: &[u32],
    cut: Option<u32>,
    seed: u64,
) {
    for p in shared {
        let scheduled = playoff(&p, seed);
        let theirs: Vec<&PlayoffGame> = games
            .iter()
            .filter(|g| {
                g.place == p.unshared
                    && g.group == p.group
                    && p.players.contains(&g.red)
                    && p.players.contains(&g.black)
            })
            .collect();
        let complete = scheduled.games().all(|[a, b]| {
            theirs
                .iter()
                .any(|g| (&g.red == a && &g.black == b) || (&g.red == b && &g.black == a))
        });
        let mut points: Vec<(String, f64)> = p.players.iter().map(|n| (n.clone(), 0.0)).collect();
        for g in &theirs {
            let [r, b] = g.result.shares();
            for (name, x) in &mut points {
                if name == &g.red {
                    *x += r;
                } else if name == &g.black {
                    *x += b;
                }
            }
        }
        if complete {
            points.sort_by(|a, b| b.1.total_cmp(&a.1));
            reorder(s, &p, &points);
        }
        if !theirs.is_empty() {
            s.playoffs.push(PlayedOff {
                place: p.unshared,
                group: p.group.clone(),
                players: points,
                games: theirs
                    .iter()
                    .map(|g| [g.red.clone(), g.black.clone(), g.result.text().into()])
                    .collect(),
                complete,
            });
            let played = s.playoffs.last().expect("just pushed").clone();
            s.notes.push(Note::PlayedOff(played));
        }
        if complete {
            let first = first_row(s, &p).unwrap_or(0);
            let end = (first + p.players.len()).min(s.standings.len());
            let rows = &s.standings[first..end];
            for mut left in flag(rows, places, cut) {
                left.after_playoff = true;
                s.notes.push(Note::Shared(left.clone()));
                s.shared_places.push(left);
            }
        } else {
            s.notes.push(Note::Shared(p.clone()));
            s.shared_places.push(p);
        }
    }
}

/// Orders the rows of a shared place by the play-off's points (best first), each rank the
/// place's first plus the players of the place with more points.
fn reorder(s: &mut Standings, p: &SharedPlace, points: &[(String, f64)]) {
    let Some(first) = first_row(s, p) else {
        return;
    };
    let end = first + p.players.len();
    let of = |name: &str| {
        points
            .iter()
            .find(|(n, _)| n == name)
            .map_or(0.0, |(_, x)| *x)
    };
    let rows = &mut s.standings[first..end];
    rows.sort_by(|a, b| of(&b.player).total_cmp(&of(&a.player)));
    let mine: Vec<f64> = rows.iter().map(|r| of(&r.player)).collect();
    for (i, row) in rows.iter_mut().enumerate() {
        row.rank = p.places[0] + mine.iter().filter(|&&x| x > mine[i]).count() as u32;
    }
}

/// The row where a shared place begins.
fn first_row(s: &Standings, p: &SharedPlace) -> Option<usize> {
    s.standings
        .iter()
        .position(|r| p.players.contains(&r.player) && r.group == p.group)
}
