//! The words of `qili tournament standings` in the language asked for: the crosstable's column
//! titles and the play-off notes. The tournament crate renders its tables in English; the
//! harness puts the catalogue's words in (the crate does not depend on the catalogue).

use crate::i18n::{Lang, tr};
use qili_tournament::System;
use qili_tournament::bracket::{Match, Part};
use qili_tournament::crosstable::{Crosstable, LegendLine, points_text};
use qili_tournament::rules::Competition;
use qili_tournament::standings::{Note, PlayedOff, SharedPlace};

/// The crosstable with its column titles in `lang`: `player`/`team`, `R3`, `points`, the
/// tie-breaks' keys and `rank` (a round robin's opponent numbers and `#` stay as they are), and
/// in Chinese its legend and the words in a round's cells: `bye` → 轮空 (the books' word),
/// `req` → 申请 (棋手申请的轮空), `late` → 补报 (a round paired before the player entered). The
/// signs stay as printed, explained by the legend: the forfeit marks are the rule table's
/// (`+`/`-`, CN 第21.4条's 未经实际对局而获胜/作负), and a Swiss cell's `r`/`b` keep the
/// column narrow (the legend says 执红/执黑).
pub fn localize(
    mut table: Crosstable,
    book: &Competition,
    system: System,
    lang: Lang,
) -> Crosstable {
    if lang.is_chinese() {
        let rounds: Vec<usize> = (0..table.header.len())
            .filter(|&i| round_column(&table.header[i]).is_some())
            .collect();
        for row in &mut table.rows {
            for &i in &rounds {
                if let Some(cell) = row.get_mut(i) {
                    *cell = cell_words(lang, cell);
                }
            }
        }
        table.legend = table
            .legend_lines
            .iter()
            .map(|line| legend(lang, book, system, *line))
            .collect();
    }
    for cell in &mut table.header {
        *cell = match round_column(cell) {
            Some(n) => tr!(lang, "standings-round-column", round = n.to_string()),
            None if cell == "#" || cell.bytes().all(|b| b.is_ascii_digit()) => continue,
            None => tr!(lang, "standings-column", column = cell.clone()),
        };
    }
    table
}

/// The round of a round's column title (`R3` → `3`).
fn round_column(title: &str) -> Option<&str> {
    title
        .strip_prefix('R')
        .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A round's cell in `lang`: its word (`bye ½`, `req 0`, `late ½`) in the catalogue's, the rest
/// as it is.
fn cell_words(lang: Lang, cell: &str) -> String {
    let Some((mark, points)) = cell.split_once(' ') else {
        return cell.to_string();
    };
    if !["bye", "req", "late"].contains(&mark) {
        return cell.to_string();
    }
    let word = tr!(lang, "standings-cell-mark", mark = mark.to_string());
    format!("{word} {points}")
}

/// The articles that rank (`Standings::article`) in `lang`: English as the tournament crate
/// writes it; in Chinese its parts after the first are named in the catalogue's words (the
/// crate's `groups: ` and `teams: ` were English inside Chinese).
pub fn ranked_by(lang: Lang, article: &str) -> String {
    if !lang.is_chinese() {
        return article.to_string();
    }
    article
        .split("; ")
        .map(|part| {
            let named = [("groups: ", "groups"), ("teams: ", "teams")]
                .into_iter()
                .find_map(|(prefix, kind)| part.strip_prefix(prefix).map(|cite| (kind, cite)));
            match named {
                Some((kind, cite)) => tr!(
                    lang,
                    "standings-basis-part",
                    kind = kind,
                    cite = cite.to_string()
                ),
                None => part.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One line of a crosstable's legend in `lang`, with the book's marks and articles.
fn legend(lang: Lang, book: &Competition, system: System, line: LegendLine) -> String {
    let id = match line {
        LegendLine::Forfeit => "forfeit",
        LegendLine::Boards => "boards",
        LegendLine::Combined => "combined",
        LegendLine::Pending => "pending",
        LegendLine::Double => "double",
        LegendLine::Cancelled => "cancelled",
        LegendLine::Withdrawn => "withdrawn",
        LegendLine::Sanctions => "sanctions",
        LegendLine::Bye => "bye",
        LegendLine::Requested => "requested",
        LegendLine::Late => "late",
        LegendLine::SwissCell => "swiss",
        LegendLine::SwissTeamCell => "swiss-teams",
    };
    tr!(
        lang,
        "standings-legend",
        line = id,
        win = book.forfeit.win_mark.clone(),
        loss = book.forfeit.loss_mark.clone(),
        cite = book.cite.clone(),
        forfeit = book.forfeit.article.clone(),
        double = book.forfeit.double_article.clone(),
        struck = book.withdrawal.struck_out_mark.clone(),
        withdrawal = book.withdrawal.of(system).article.clone(),
        swiss = book.swiss.article.clone(),
        teams = book
            .teams
            .as_ref()
            .map_or(String::new(), |t| t.match_points.article.clone())
    )
}

/// A note of the standings in `lang`, worded from its data (English: the tournament code's
/// own text, [`Note::text`]).
pub fn note(lang: Lang, note: &Note) -> String {
    tr!(lang, "standings-note", note = note_text(lang, note))
}

/// The words of a note in `lang`, without the `note:` lead.
pub fn note_text(lang: Lang, note: &Note) -> String {
    if !lang.is_chinese() {
        return note.text();
    }
    let list = |items: &[String]| crate::reasons::list(lang, items);
    match note {
        Note::Shared(p) => flag(lang, p),
        Note::PlayedOff(p) => played(lang, p),
        Note::InGroup { group: g, note } => {
            format!("{}{}", group(lang, Some(g)), note_text(lang, note))
        }
        Note::LotsDue {
            players,
            cite,
            article,
        } => tr!(
            lang,
            "standings-lots-due",
            players = list(players),
            cite = cite.clone(),
            article = article.clone()
        ),
        Note::Unfinished { red, black, round } => tr!(
            lang,
            "standings-unfinished",
            red = red.clone(),
            black = black.clone(),
            round = round.to_string()
        ),
        Note::MatchInProgress {
            red,
            black,
            round,
            finished,
        } => tr!(
            lang,
            "standings-match-in-progress",
            red = red.clone(),
            black = black.clone(),
            round = round.to_string(),
            finished = finished.to_string()
        ),
        Note::NoTeamScoring { cite } => {
            tr!(lang, "standings-no-team-scoring", cite = cite.clone())
        }
        Note::GroupsUnfinished { groups } => {
            tr!(lang, "standings-groups-unfinished", groups = list(groups))
        }
        Note::CutWaitsForPlayoff { groups } => {
            tr!(lang, "standings-cut-waits", groups = list(groups))
        }
        Note::KnockoutRoundOpen { round } => {
            tr!(lang, "standings-knockout-open", round = round.to_string())
        }
        Note::KnockoutStuck(stuck) => super::event_words::stuck(lang, stuck),
    }
}

/// The prefix naming a group stage's group, or nothing.
fn group(lang: Lang, group: Option<&String>) -> String {
    group.map_or(String::new(), |g| {
        tr!(lang, "standings-group-prefix", group = g.clone())
    })
}

/// [`SharedPlace::text`] in `lang`: a place shared at the end that must be played off (CN 第15.6条).
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

/// [`PlayedOff::text`] in `lang`: a play-off's games so far and its points.
fn played(lang: Lang, p: &PlayedOff) -> String {
    let (games, points) = (p.games_played(), p.points_each());
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

/// A knockout's bracket as text, round by round, in `lang`: English is the tournament code's own
/// ([`qili_tournament::knockout::text`]); in Chinese each match (场) with its games, 局分 and who
/// goes through (晋级) and how, in the catalogue's words. What decided a match is the bracket's
/// own key (`games`, `lots`, `play-off games:2`…, as the JSON gives it).
pub fn bracket(lang: Lang, matches: &[Match]) -> String {
    use std::fmt::Write as _;
    if !lang.is_chinese() {
        return qili_tournament::knockout::text(matches);
    }
    let mut out = String::new();
    let mut round = 0;
    for m in matches {
        if m.round != round {
            round = m.round;
            let _ = writeln!(out, "{}", tr!(lang, "pair-round", round = round));
        }
        let who = |p: &Option<String>| p.clone().unwrap_or_else(|| "—".into());
        let part = match m.part {
            Part::Winners => "winners",
            Part::Losers => "losers",
            Part::Final => "final",
            Part::Reset => "reset",
            Part::Third => "third",
        };
        let games: Vec<String> = m
            .games
            .iter()
            .enumerate()
            .map(|(i, [r, b, res])| {
                let points = m.game_points.get(i).copied().flatten();
                let [x, y] = points.map_or([String::new(), String::new()], |p| p.map(points_text));
                tr!(
                    lang,
                    "bracket-game",
                    red = r.clone(),
                    black = b.clone(),
                    result = res.clone(),
                    points = if points.is_some() { "yes" } else { "no" },
                    x = x,
                    y = y
                )
            })
            .collect();
        let (by, play_off) = match m.decided_by.as_deref() {
            Some(by) => match by.strip_prefix("play-off ") {
                Some(stage) => ("play-off", stage.to_string()),
                None => (by, String::new()),
            },
            None => ("", String::new()),
        };
        let line = tr!(
            lang,
            "bracket-match",
            part = part,
            number = m.number.to_string(),
            red = who(&m.players[0]),
            black = who(&m.players[1]),
            played = if games.is_empty() { "no" } else { "yes" },
            games = crate::reasons::list(lang, &games),
            state = match (&m.decided_by, &m.winner) {
                (Some(_), Some(_)) => "through",
                (Some(_), None) => "nobody",
                (None, _) if m.undecided => "undecided",
                (None, _) => "playing",
            },
            winner = m.winner.clone().unwrap_or_default(),
            by = by.replace(' ', "-"),
            by_text = by.to_string(),
            stage = play_off
        );
        let _ = writeln!(out, "{line}");
    }
    out
}
