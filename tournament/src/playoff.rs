//! Shared places that must be played off, and the play-off (CN 第15.6条: “冠军或不宜并列的名次，
//! 应安排加赛或在赛前补充细则中作出明确规定”).
//!
//! The book names the champion; which other places must not be shared it leaves to the event's
//! regulations (“在赛前补充细则中作出明确规定”), so the results file names them
//! (`unshared_places`). A place is flagged only when the event is over (every round of a round
//! robin's order table, or of a Swiss event's announced `rounds`, played) and its players are
//! still level after every tie-break the book ranks by.
//!
//! How the play-off is played the book does not say. qili pairs it as a round robin of the
//! players level (a single game for two), numbered by a lot drawn from the event's seed and
//! recorded, on 附录一's order table (号次在前的运动员执红棋先走, so the lot also gives the
//! colours). A play-off's games are not recorded in the results file yet.

use crate::lots::{Draw, Lot};
use crate::results::Event;
use crate::standings::{SharedPlace, Standings};
use crate::{System, roundrobin, swiss};
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

/// Whether every round of the event has been played: a round robin's order table, or a Swiss
/// event's announced rounds (unknown rounds: never over).
pub fn is_over(event: &Event) -> bool {
    let total = match event.file.system {
        System::RoundRobin if event.groups().is_empty() => {
            Some(roundrobin::round_count(event.table_numbers().len() as u32))
        }
        System::Swiss => event.file.rounds,
        _ => None,
    };
    let last = event.last_round();
    total.is_some_and(|t| last >= t) && swiss::unfinished(event, last).is_empty()
}

/// The places of `s` shared at the end that must be played off: every group of players level on
/// rank that holds place 1 or a place of the file's `unshared_places`. None before the end.
pub fn shared_places(event: &Event, s: &Standings) -> Vec<SharedPlace> {
    if !is_over(event) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.standings.len() {
        let rank = s.standings[i].rank;
        let level: Vec<String> = s.standings[i..]
            .iter()
            .take_while(|r| r.rank == rank)
            .map(|r| r.player.clone())
            .collect();
        let last = rank + level.len() as u32 - 1;
        let unshared = std::iter::once(1)
            .chain(event.file.unshared_places.iter().copied())
            .filter(|p| (rank..=last).contains(p))
            .min();
        i += level.len();
        if let (Some(unshared), true) = (unshared, level.len() > 1) {
            out.push(SharedPlace {
                places: [rank, last],
                players: level,
                unshared,
            });
        }
    }
    out
}

/// The words of a flag: `place 1 is shared by A, B (places 1–2): CN 第15.6条 …`.
pub fn flag_text(p: &SharedPlace) -> String {
    format!(
        "place {} is shared by {} (places {}–{}): CN 第15.6条 “冠军或不宜并列的名次，应安排加赛” — \
         `qili tournament pair` gives the play-off",
        p.unshared,
        p.players.join(", "),
        p.places[0],
        p.places[1]
    )
}

/// The play-offs of the shared places (from [`shared_places`]), numbered by lots drawn from
/// `seed`.
pub fn playoffs(shared: &[SharedPlace], seed: u64) -> Vec<Playoff> {
    shared
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut draw = Draw::new(seed, u64::MAX - 2 - i as u64);
            let order = draw.order(
                format!(
                    "CN 第15.6条: the play-off for place {}, its numbers (1 first; 号次在前的运动员执红棋先走)",
                    p.unshared
                ),
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
        })
        .collect()
}
