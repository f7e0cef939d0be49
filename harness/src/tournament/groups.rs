//! 分组循环制 (CN 第11.3条: 根据棋手（队）的等级分或比赛成绩排定“种子”，分成若干组循环初赛，从各组选出
//! 一定人（队）数进行决赛; AXF 第二章 第一节 四 分组循环制): a round robin in each group, by the order
//! table of the group, then the top places of each group go on to a final.
//!
//! A results file of a round robin says `"groups": 4` (the players, in seeding order, are spread
//! over four groups by the competition table's `groups.seeding`) or names the groups
//! (`"groups": {"A": [...], "B": [...]}`: the organiser's own draw, each group in its order-table
//! numbers). `"advance": 2` sends the first two of each group to the final.

use super::System;
use super::lots::{Draw, Lot};
use super::results::{Event, ResultsFile};
use super::rules::{Competition, GroupSeeding, competition};
use super::standings::{Standings, standings};
use super::swiss::{Pairing, next_round};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How the groups of a round robin are made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Groups {
    /// This many groups, the seeds spread by the table's `groups.seeding`.
    Count(u32),
    /// The groups as the organiser drew them, each in its order-table numbers (1 first).
    Named(BTreeMap<String, Vec<String>>),
}

/// The name of the i-th group (from 0): A, B, …, Z, then AA, AB, ….
pub fn group_name(i: usize) -> String {
    let letter = |k: usize| char::from(b'A' + (k % 26) as u8);
    if i < 26 {
        letter(i).to_string()
    } else {
        format!("{}{}", letter(i / 26 - 1), letter(i))
    }
}

/// 第11.3条's seeds spread over `count` groups: each group's players as indices into the
/// seeding list, in seeding order.
///
/// - `serpentine` (snake order): seeds 1…G one to each group, G+1…2G back from the last group to the
///   first, and so on, so that every group's seeds add up nearly alike.
/// - `pots`: the first G seeds one to each group in order; each later band of G (a pot) is
///   shared out by lot, one to each group, recorded in `draw`.
pub fn spread(
    players: usize,
    count: usize,
    seeding: GroupSeeding,
    draw: &mut Draw,
    names: &[String],
) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (band, seeds) in (0..players).collect::<Vec<_>>().chunks(count).enumerate() {
        let order: Vec<usize> = match seeding {
            GroupSeeding::Serpentine if band % 2 == 1 => (0..count).rev().collect(),
            GroupSeeding::Serpentine => (0..count).collect(),
            GroupSeeding::Pots if band == 0 => (0..count).collect(),
            GroupSeeding::Pots => {
                let among: Vec<String> = seeds.iter().map(|&s| names[s].clone()).collect();
                let drawn = draw.order(
                    format!(
                        "CN 第11.3条: pot {} shared out to groups {} in turn",
                        band + 1,
                        (0..seeds.len())
                            .map(group_name)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    &among,
                );
                let mut order = vec![0; seeds.len()];
                for (group, &i) in drawn.iter().enumerate() {
                    order[i] = group;
                }
                order
            }
        };
        for (i, &s) in seeds.iter().enumerate() {
            groups[order[i]].push(s);
        }
    }
    groups
}

/// The groups of a results file, checked: names and members by index, with the lots that drew
/// them (`pots`), or an error. Every player is in exactly one group of two or more.
#[allow(clippy::type_complexity)]
pub fn of_file(file: &ResultsFile) -> Result<(Vec<(String, Vec<usize>)>, Vec<Lot>), String> {
    let Some(groups) = &file.groups else {
        return Ok((Vec::new(), Vec::new()));
    };
    let mut lots = Vec::new();
    let n = file.players.len();
    let index = |name: &str| file.players.iter().position(|p| p == name);
    let out: Vec<(String, Vec<usize>)> = match groups {
        Groups::Count(g) => {
            let g = *g as usize;
            if g < 1 || g * 2 > n {
                return Err(format!(
                    "groups: {g} groups of {n} players (each group needs two or more)"
                ));
            }
            let seeding = competition("cn")?
                .groups
                .seeding
                .ok_or("the CN table has no group seeding")?;
            let mut draw = Draw::new(file.seed.unwrap_or(0), u64::MAX);
            let spread = spread(n, g, seeding, &mut draw, &file.players);
            lots = draw.record;
            spread
                .into_iter()
                .enumerate()
                .map(|(i, members)| (group_name(i), members))
                .collect()
        }
        Groups::Named(named) => {
            let mut seen = vec![false; n];
            let mut out = Vec::new();
            for (name, members) in named {
                let mut list = Vec::new();
                for m in members {
                    let i =
                        index(m).ok_or_else(|| format!("groups: {name}: '{m}' is not a player"))?;
                    if std::mem::replace(&mut seen[i], true) {
                        return Err(format!("groups: '{m}' is in two groups"));
                    }
                    list.push(i);
                }
                if list.len() < 2 {
                    return Err(format!("groups: {name} has fewer than two players"));
                }
                out.push((name.clone(), list));
            }
            if let Some(i) = seen.iter().position(|s| !s) {
                return Err(format!("groups: '{}' is in no group", file.players[i]));
            }
            out
        }
    };
    if let Some(a) = file.advance
        && out.iter().any(|(_, m)| (a as usize) > m.len())
    {
        return Err(format!("advance: {a} from a group of fewer players"));
    }
    Ok((out, lots))
}

/// One group's round robin as an event of its own: its players (in its order-table numbers),
/// its games, and the fouls, sanctions and withdrawals of its players. In a team event the
/// group's teams keep their rosters, kind and boards, and their players' fouls and sanctions
/// count with the team's (全队犯规).
pub fn group_event(event: &Event, members: &[usize]) -> Result<Event, String> {
    let f = &event.file;
    let names: Vec<String> = members.iter().map(|&p| f.players[p].clone()).collect();
    let teams: BTreeMap<String, Vec<String>> = if event.is_team_match_event() {
        f.teams
            .iter()
            .filter(|(team, _)| names.contains(team))
            .map(|(team, roster)| (team.clone(), roster.clone()))
            .collect()
    } else {
        BTreeMap::new()
    };
    let counted: Vec<&String> = names.iter().chain(teams.values().flatten()).collect();
    let mine = |name: &String| counted.contains(&name);
    let team_event = (!teams.is_empty()).then_some(f.team_event).flatten();
    let boards = f.boards.filter(|_| !teams.is_empty());
    let mut file = ResultsFile {
        seed: f.seed,
        games_per_match: f.games_per_match,
        play: f.play.clone(),
        teams: teams.clone(),
        team_event,
        boards,
        ..ResultsFile::new(f.system, names.clone())
    };
    file.fouls = f
        .fouls
        .iter()
        .filter(|(k, _)| mine(k))
        .map(|(k, v)| (k.clone(), *v))
        .collect();
    file.sanctions = f
        .sanctions
        .iter()
        .filter(|(k, _)| mine(k))
        .map(|(k, v)| (k.clone(), *v))
        .collect();
    file.withdrawn = f
        .withdrawn
        .iter()
        .filter(|(k, _)| mine(k))
        .map(|(k, v)| (k.clone(), *v))
        .collect();
    file.games = f
        .games
        .iter()
        .filter(|g| names.contains(&g.red))
        .cloned()
        .collect();
    Event::new(file)
}

/// The next round of every group: each group's order table, round by round together. A round
/// some group has not finished is an error naming it; a group whose table is shorter rests.
pub fn pairing(event: &Event, seed: Option<u64>) -> Result<Pairing, String> {
    let mut subs = Vec::new();
    for (name, members) in event.groups() {
        subs.push((name, group_event(event, members)?));
    }
    let round = subs.iter().map(|(_, e)| e.last_round()).max().unwrap_or(0) + 1;
    let mut out = Pairing {
        round,
        pairs: Vec::new(),
        bye: None,
        byes: Vec::new(),
        lots: if round == 1 {
            event.group_lots().to_vec()
        } else {
            Vec::new()
        },
        notes: Vec::new(),
    };
    let mut left = 0;
    for (name, sub) in &subs {
        let last = sub.last_round();
        let tables = super::roundrobin::round_count(sub.players().len() as u32);
        if last + 1 < round && last < tables {
            return Err(format!(
                "group {name} has not played round {}: the groups play their rounds together",
                last + 1
            ));
        }
        if round > tables {
            continue;
        }
        left += 1;
        let p = next_round(sub, seed).map_err(|e| format!("group {name}: {e}"))?;
        out.pairs.extend(p.pairs);
        out.byes.extend(p.bye);
        out.lots.extend(p.lots);
        out.notes.extend(p.notes);
    }
    if left == 0 {
        return Err("every group has played all its rounds".into());
    }
    Ok(out)
}

/// Each group with its own event and standings under a book.
pub type GroupTable = (String, Event, Standings);

/// Every group's round robin, ranked under a book.
pub fn tables(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Vec<GroupTable>, String> {
    event
        .groups()
        .iter()
        .map(|(name, members)| {
            let sub = group_event(event, members)?;
            let s = standings(&sub, book, seed).map_err(|e| format!("group {name}: {e}"))?;
            Ok((name.clone(), sub, s))
        })
        .collect()
}

/// The standings of a group stage: each group's rows (with their `group`, ranked within it),
/// and the players who go on to the final: the group winners in group order, then the seconds,
/// … down to `advance` (第11.3条 从各组选出一定人数进行决赛). A shared place across the cut is
/// left to the organiser (第15.6条), with a note.
pub fn group_standings(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Standings, String> {
    let tables = tables(event, book, seed)?;
    let mut out = Standings {
        rules: book.id.clone(),
        system: event.file.system,
        article: String::new(),
        standings: Vec::new(),
        teams: Vec::new(),
        bracket: Vec::new(),
        qualified: Vec::new(),
        struck_out: Vec::new(),
        lots: event.group_lots().to_vec(),
        notes: Vec::new(),
    };
    let article = book.groups.article.as_str();
    for (name, _, s) in &tables {
        out.article = format!("{}; groups: {} {article}", s.article, book.cite);
        for r in &s.standings {
            let mut r = r.clone();
            r.group = Some(name.clone());
            out.standings.push(r);
        }
        out.struck_out.extend(s.struck_out.iter().cloned());
        out.lots.extend(s.lots.iter().cloned());
        out.notes
            .extend(s.notes.iter().map(|n| format!("group {name}: {n}")));
    }
    let open = unfinished(&tables);
    if !open.is_empty() && event.file.advance.is_some() {
        out.notes.push(format!(
            "group {} still has games to play: who goes on to the final is not known yet",
            open.join(", ")
        ));
    }
    if let Some(a) = event.file.advance.filter(|_| open.is_empty()) {
        let a = a as usize;
        for place in 0..a {
            for (_, _, s) in &tables {
                if let Some(r) = s.standings.get(place) {
                    out.qualified.push(r.player.clone());
                }
            }
        }
        for (name, _, s) in &tables {
            if let (Some(last), Some(next)) = (s.standings.get(a - 1), s.standings.get(a))
                && last.rank == next.rank
            {
                out.notes.push(format!(
                    "group {name}: {} and {} share place {} across the cut of {a}: the book has \
                     the organiser settle a place that must not be shared (CN 第15.6条); the \
                     list above takes them in the table's order",
                    last.player, next.player, last.rank
                ));
            }
        }
    }
    Ok(out)
}

/// The final's results file (第11.3条 决赛): the qualified players in that order (`advance`
/// overrides the file's), the system the organiser chose, no games; the group stage's seed
/// carries over for its lots.
pub fn final_file(
    event: &Event,
    book: &Competition,
    system: System,
    advance: Option<u32>,
) -> Result<ResultsFile, String> {
    let mut stage = event.file.clone();
    stage.advance = advance.or(stage.advance);
    if stage.advance.is_none() {
        return Err(
            "the group stage says not how many go on (`advance` in the file, or --advance N)"
                .into(),
        );
    }
    let event = &Event::new(stage)?;
    let s = group_standings(event, book, event.file.seed)?;
    let unfinished = unfinished(&tables(event, book, event.file.seed)?);
    if !unfinished.is_empty() {
        return Err(format!(
            "group {} has games still to play",
            unfinished.join(", ")
        ));
    }
    Ok(ResultsFile {
        seed: event.file.seed,
        ..ResultsFile::new(system, s.qualified)
    })
}

/// The groups with games still to play: their last round is not the order table's last, or
/// is not finished.
fn unfinished(tables: &[GroupTable]) -> Vec<String> {
    tables
        .iter()
        .filter(|(_, sub, _)| {
            let last = sub.last_round();
            last < super::roundrobin::round_count(sub.players().len() as u32)
                || !super::swiss::unfinished(sub, last).is_empty()
        })
        .map(|(name, _, _)| name.clone())
        .collect()
}
