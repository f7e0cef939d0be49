//! The event as a whole, whatever its system: the next round ([`next_round`]) and the standings
//! ([`standings`]) of a round robin, a Swiss event, a group stage or a knockout, each handed to
//! the module that knows that system. Everything outside the crate (the CLI, the Python
//! package) comes in here.

use crate::System;
use crate::pair_error::PairError;
use crate::results::Event;
use crate::rules::Competition;
use crate::standings::Standings;
use crate::standings_error::StandingsError;
use crate::swiss::{FirstRound, Pairing};
use crate::warning::Warning;
use crate::{groups, knockout, playoff, standings as ranking, swiss};

/// Pairs the next round of an event: by the order table in a round robin (附录一), by 附录二 in a
/// Swiss event, each group by its own table in a group stage, by the bracket in a knockout.
/// `seed` overrides the file's seed.
pub fn next_round(event: &Event, seed: Option<u64>) -> Result<Pairing, PairError> {
    next_round_by(event, seed, FirstRound::Cn)
}

/// [`next_round`], a Swiss event's first round by `first`'s book (AXF: 1–2, 3–4, …, the odd
/// number red); the other systems pair alike under both books.
pub fn next_round_by(
    event: &Event,
    seed: Option<u64>,
    first: FirstRound,
) -> Result<Pairing, PairError> {
    if event.file.system == System::Knockout {
        knockout::pairing(event, seed)
    } else if !event.groups().is_empty() {
        groups::pairing(event, seed)
    } else {
        swiss::next_round_by(event, seed, first)
    }
}

/// Ranks an event, whatever its system. `seed` draws the lots the book calls for; without it,
/// players level after every other criterion share a rank and a note says lots are due.
pub fn standings(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Standings, StandingsError> {
    if !event.groups().is_empty() {
        // Each group settles its own places (its winner, its cut) with its own table.
        return groups::group_standings(event, book, seed);
    }
    let mut s = if event.file.system == System::Knockout {
        knockout::standings(event, book, seed)?
    } else {
        ranking::standings(event, book, seed)?
    };
    let places = playoff::unshared_of(event);
    // A book without play-offs (AXF: its last tie-break is the lot) flags no shared place.
    let shared = if book.playoffs.is_some() && playoff::is_over(event) {
        playoff::flag(&s.standings, &places, None)
    } else {
        Vec::new()
    };
    let seed = seed.or(event.file.seed).unwrap_or(0);
    playoff::settle(
        &mut s,
        shared,
        &event.file.playoff_games,
        &places,
        None,
        seed,
    );
    Ok(s)
}

/// Whether the event is over (every round of its table, its announced rounds, every group's
/// table, or its knockout's final played): from then on `pair` gives the play-offs of CN
/// 第15.6条.
pub fn is_over(event: &Event) -> bool {
    if event.groups().is_empty() {
        playoff::is_over(event)
    } else {
        groups::is_over(event)
    }
}

/// Every play-off of the places CN 第15.6条 says must not be shared, once the event is over
/// (none before): those due, being played, or played, each numbered by its lot from `seed`
/// (else the file's seed, else 0). The places are those the standings share before any
/// play-off game counts, so a play-off keeps its games once it has settled its place.
pub fn playoffs(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Vec<playoff::Playoff>, StandingsError> {
    if !is_over(event) {
        return Ok(Vec::new());
    }
    let mut file = event.file.clone();
    file.playoff_games.clear();
    // The event less its play-off games: valid when the event is, so its fault (if it ever
    // had one) is carried in its own words.
    let before = Event::new(file)?;
    let seed = seed.or(event.file.seed);
    let s = standings(&before, book, seed)?;
    Ok(playoff::playoffs(&s.shared_places, seed.unwrap_or(0)))
}

/// What the results say that the books would not have, each naming where: the file's own
/// warnings ([`Event::warnings`]), and in a Swiss event every round whose one player without a
/// game is counted as having the bye although the pairing would have given the bye to another
/// (a late entry, or a bye asked for, recorded as no game at all).
pub fn warnings(event: &Event) -> Vec<Warning> {
    let mut out = event.warnings().to_vec();
    if event.file.system != System::Swiss {
        return out;
    }
    let n = event.players().len();
    for round in 1..=event.last_round() {
        let active: Vec<usize> = (0..n)
            .filter(|&p| event.withdrawn_from(p).is_none_or(|from| round < from))
            // A recorded bye (asked for, or a late entry's missed round) is no pairing bye.
            .filter(|&p| !event.excused(p, round))
            .collect();
        let waiting: Vec<usize> = active
            .iter()
            .copied()
            .filter(|&p| {
                !event
                    .games
                    .iter()
                    .any(|g| g.round == round && (g.red == p || g.black == p))
            })
            .collect();
        let [alone] = waiting[..] else {
            continue;
        };
        let mut before = event.file.clone();
        before.games.retain(|g| g.round < round);
        before.in_progress = None;
        let Ok(before) = Event::new(before) else {
            continue;
        };
        let h = crate::history::histories(&before);
        let mut ranked = active.clone();
        ranked.sort_by(|&a, &b| h[b].score.total_cmp(&h[a].score).then(a.cmp(&b)));
        match swiss::bye(&ranked, &h) {
            Some(due) if due != alone => out.push(Warning::NotTheBye {
                round,
                alone: event.players()[alone].clone(),
                due: event.players()[due].clone(),
            }),
            _ => {}
        }
    }
    out
}
