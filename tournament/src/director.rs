//! The event as a whole, whatever its system: the next round ([`next_round`]) and the standings
//! ([`standings`]) of a round robin, a Swiss event, a group stage or a knockout, each handed to
//! the module that knows that system. Everything outside the crate (the CLI, the Python
//! package) comes in here.

use crate::System;
use crate::results::Event;
use crate::rules::Competition;
use crate::standings::Standings;
use crate::swiss::Pairing;
use crate::{groups, knockout, standings as ranking, swiss};

/// Pairs the next round of an event: by the order table in a round robin (附录一), by 附录二 in a
/// Swiss event, each group by its own table in a group stage, by the bracket in a knockout.
/// `seed` overrides the file's seed.
pub fn next_round(event: &Event, seed: Option<u64>) -> Result<Pairing, String> {
    if event.file.system == System::Knockout {
        knockout::pairing(event, seed)
    } else if !event.groups().is_empty() {
        groups::pairing(event, seed)
    } else {
        swiss::next_round(event, seed)
    }
}

/// Ranks an event, whatever its system. `seed` draws the lots the book calls for; without it,
/// players level after every other criterion share a rank and a note says lots are due.
pub fn standings(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Standings, String> {
    if event.file.system == System::Knockout {
        knockout::standings(event, book, seed)
    } else if !event.groups().is_empty() {
        groups::group_standings(event, book, seed)
    } else {
        ranking::standings(event, book, seed)
    }
}
