//! The words of `qili tournament standings` in the language asked for: the crosstable's column
//! titles and the play-off notes. The tournament crate renders its tables in English; the
//! harness puts the catalogue's words in (the crate does not depend on the catalogue).

use crate::i18n::{Lang, tr};
use qili_tournament::crosstable::{Crosstable, points_text};
use qili_tournament::playoff::{flag_text, played_text};
use qili_tournament::standings::{PlayedOff, SharedPlace, Standings};

/// The crosstable with its column titles in `lang`: `player`/`team`, `R3`, `points`, the
/// tie-breaks' keys and `rank` (a round robin's opponent numbers and `#` stay as they are).
pub fn localize(mut table: Crosstable, lang: Lang) -> Crosstable {
    for cell in &mut table.header {
        let round = cell
            .strip_prefix('R')
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        *cell = match round {
            Some(n) => tr!(lang, "standings-round-column", round = n.to_string()),
            None if cell == "#" || cell.bytes().all(|b| b.is_ascii_digit()) => continue,
            None => tr!(lang, "standings-column", column = cell.clone()),
        };
    }
    table
}

/// A note of the standings in `lang`: a shared place's flag or a play-off's state is worded
/// again from the standings' own record of it; any other note is the tournament code's text.
pub fn note(lang: Lang, s: &Standings, note: &str) -> String {
    let text = if let Some(p) = s.shared_places.iter().find(|p| flag_text(p) == note) {
        flag(lang, p)
    } else if let Some(p) = s.playoffs.iter().find(|p| played_text(p) == note) {
        played(lang, p)
    } else {
        note.to_string()
    };
    tr!(lang, "standings-note", note = text)
}

/// The prefix naming a group stage's group, or nothing.
fn group(lang: Lang, group: Option<&String>) -> String {
    group.map_or(String::new(), |g| {
        tr!(lang, "standings-group-prefix", group = g.clone())
    })
}

/// [`flag_text`] in `lang`: a place shared at the end that must be played off (CN 第15.6条).
pub fn flag(lang: Lang, p: &SharedPlace) -> String {
    let players = crate::reasons::list(lang, &p.players);
    let group = group(lang, p.group.as_ref());
    if p.after_playoff {
        tr!(
            lang,
            "standings-shared-after-playoff",
            group = group,
            place = p.unshared.to_string(),
            players = players
        )
    } else {
        tr!(
            lang,
            "standings-shared",
            group = group,
            place = p.unshared.to_string(),
            players = players,
            first = p.places[0].to_string(),
            last = p.places[1].to_string()
        )
    }
}

/// [`played_text`] in `lang`: a play-off's games so far and its points.
fn played(lang: Lang, p: &PlayedOff) -> String {
    let games: Vec<String> = p
        .games
        .iter()
        .map(|[r, b, res]| format!("{r}–{b} {res}"))
        .collect();
    let points: Vec<String> = p
        .players
        .iter()
        .map(|(name, x)| format!("{name} {}", points_text(*x)))
        .collect();
    tr!(
        lang,
        "standings-playoff",
        group = group(lang, p.group.as_ref()),
        place = p.place.to_string(),
        state = if p.complete { "complete" } else { "playing" },
        games = crate::reasons::list(lang, &games),
        points = crate::reasons::list(lang, &points)
    )
}
