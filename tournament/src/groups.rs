//! 分组循环制 (CN 第11.3条: 根据棋手（队）的等级分或比赛成绩排定“种子”，分成若干组循环初赛，从各组选出
//! 一定人（队）数进行决赛; AXF 第二章 第一节 四 分组循环制): a round robin in each group, by the order
//! table of the group, then the top places of each group go on to a final.
//!
//! A results file of a round robin says `"groups": 4` (the players, in seeding order, are spread
//! over four groups by the competition table's `groups.seeding`) or names the groups
//! (`"groups": {"A": [...], "B": [...]}`: the organiser's own draw, each group in its order-table
//! numbers). `"advance": 2` sends the first two of each group to the final.

use crate::System;
use crate::bracket::{places, seed_places};
use crate::pair_error::PairError;
use crate::playoff;
use crate::results::{Event, PlayoffGame, ResultsFile};
use crate::rules::{Competition, Seeding, competition};
use crate::standings::{Note, Standings, standings};
use crate::standings_error::{AdvanceError, StandingsError};
use crate::swiss::{Pairing, next_round};
use std::collections::BTreeMap;

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
    // The group's play-off games (CN 第15.6条), as the play-offs of an event of its own.
    file.playoff_games = f
        .playoff_games
        .iter()
        .filter(|g| {
            g.group
                .as_ref()
                .is_some_and(|g| members_named(event, g) == members)
        })
        .map(|g| PlayoffGame {
            group: None,
            ..g.clone()
        })
        .collect();
    Event::new(file)
}

/// The members of the group named `name` (none when no group is).
fn members_named<'a>(event: &'a Event, name: &str) -> &'a [usize] {
    event
        .groups()
        .iter()
        .find(|(n, _)| n == name)
        .map_or(&[], |(_, m)| m.as_slice())
}

/// Whether every group has played its whole order table.
pub fn is_over(event: &Event) -> bool {
    event
        .groups()
        .iter()
        .all(|(_, members)| group_event(event, members).is_ok_and(|sub| playoff::is_over(&sub)))
}

/// The next round of every group: each group's order table, round by round together. A round
/// some group has not finished is an error naming it; a group whose table is shorter rests.
pub fn pairing(event: &Event, seed: Option<u64>) -> Result<Pairing, PairError> {
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
            let mut lots = event.group_lots().to_vec();
            lots.extend(event.redraw_lots().iter().cloned());
            lots
        } else {
            Vec::new()
        },
        notes: Vec::new(),
        forfeits: Vec::new(),
    };
    let mut left = 0;
    for (name, sub) in &subs {
        let last = sub.last_round();
        let tables = crate::roundrobin::round_count(sub.players().len() as u32);
        if last + 1 < round && last < tables {
            return Err(PairError::GroupBehind {
                group: name.to_string(),
                round: last + 1,
            });
        }
        if round > tables {
            continue;
        }
        left += 1;
        let p = next_round(sub, seed).map_err(|e| PairError::InGroup {
            group: name.to_string(),
            error: Box::new(e),
        })?;
        out.pairs.extend(p.pairs);
        out.byes.extend(p.bye);
        out.lots.extend(p.lots);
        out.notes.extend(p.notes);
        out.forfeits.extend(p.forfeits);
    }
    if left == 0 {
        let games = event.pending();
        return Err(if games.is_empty() {
            PairError::GroupsOver
        } else {
            PairError::StillPlaying {
                total: round - 1,
                games,
            }
        });
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
) -> Result<Vec<GroupTable>, StandingsError> {
    event
        .groups()
        .iter()
        .map(|(name, members)| {
            let sub = group_event(event, members)?;
            let mut s = standings(&sub, book, seed).map_err(|e| StandingsError::InGroup {
                group: name.clone(),
                error: Box::new(e),
            })?;
            // CN 第15.6条 in a group: its winner's place, the file's unshared places, and a tie
            // across the cut that decides who goes on (none under a book without play-offs).
            let places = playoff::unshared_of(event);
            let cut = event.file.advance;
            let shared = if book.playoffs.is_some() && playoff::is_over(&sub) {
                playoff::flag(&s.standings, &places, cut)
            } else {
                Vec::new()
            };
            let lots = seed.or(event.file.seed).unwrap_or(0);
            playoff::settle(&mut s, shared, &sub.file.playoff_games, &places, cut, lots);
            for p in &mut s.shared_places {
                p.group = Some(name.clone());
            }
            for p in &mut s.playoffs {
                p.group = Some(name.clone());
            }
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
) -> Result<Standings, StandingsError> {
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
        shared_places: Vec::new(),
        playoffs: Vec::new(),
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
        out.shared_places.extend(s.shared_places.iter().cloned());
        out.playoffs.extend(s.playoffs.iter().cloned());
        out.lots.extend(s.lots.iter().cloned());
        out.notes.extend(s.notes.iter().map(|n| Note::InGroup {
            group: name.clone(),
            note: Box::new(n.clone()),
        }));
    }
    // Players a group drew out of its table (CN 第20.2条: withdrawn before the start, the group
    // drawn again without them) are ranked nowhere, as a round robin's are.
    out.struck_out.extend(
        event
            .players()
            .iter()
            .enumerate()
            .filter(|(p, _)| !event.groups().iter().any(|(_, m)| m.contains(p)))
            .map(|(_, name)| name.clone()),
    );
    let open = unfinished(&tables);
    if !open.is_empty() && event.file.advance.is_some() {
        out.notes.push(Note::GroupsUnfinished {
            groups: open.clone(),
        });
    }
    // A shared place across the cut (CN 第15.6条) not yet played off: who goes on is not known.
    let pending: Vec<String> = out
        .shared_places
        .iter()
        .filter(|p| !p.after_playoff)
        .filter(|p| stage_cut(event).is_some_and(|a| p.places[0] <= a && a < p.places[1]))
        .map(|p| p.group.clone().unwrap_or_default())
        .collect();
    if !pending.is_empty() {
        out.notes.push(Note::CutWaitsForPlayoff {
            groups: pending.clone(),
        });
    }
    if let Some(a) = event
        .file
        .advance
        .filter(|_| open.is_empty() && pending.is_empty())
    {
        let a = a as usize;
        for place in 0..a {
            for (_, _, s) in &tables {
                if let Some(r) = s.standings.get(place) {
                    out.qualified.push(r.player.clone());
                }
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
) -> Result<ResultsFile, AdvanceError> {
    let mut stage = event.file.clone();
    stage.advance = advance.or(stage.advance);
    if stage.advance.is_none() {
        return Err(AdvanceError::NoCount);
    }
    let event = &Event::new(stage)?;
    let s = group_standings(event, book, event.file.seed)?;
    let unfinished = unfinished(&tables(event, book, event.file.seed)?);
    if !unfinished.is_empty() {
        return Err(AdvanceError::Unfinished { groups: unfinished });
    }
    if let Some(p) = s.shared_places.iter().find(|p| {
        !p.after_playoff && stage_cut(event).is_some_and(|a| p.places[0] <= a && a < p.places[1])
    }) {
        return Err(AdvanceError::SharedAcrossCut {
            group: p.group.clone().unwrap_or_default(),
            players: p.players.clone(),
            places: p.places,
            cut: stage_cut(event).unwrap_or_default(),
        });
    }
    let qualified = if system == System::Knockout {
        let group_of: BTreeMap<&str, &str> = s
            .standings
            .iter()
            .filter_map(|r| Some((r.player.as_str(), r.group.as_deref()?)))
            .collect();
        let groups: Vec<Option<&str>> = s
            .qualified
            .iter()
            .map(|p| group_of.get(p.as_str()).copied())
            .collect();
        let bands = event.groups().len();
        let seeding = competition("cn")
            .map_err(String::from)?
            .knockout
            .bracket
            .as_ref()
            .ok_or("the CN table has no bracket readings")?
            .seeding;
        apart_in_round_one(&s.qualified, &groups, bands, seeding)
            .unwrap_or_else(|| s.qualified.clone())
    } else {
        s.qualified
    };
    Ok(ResultsFile {
        seed: event.file.seed,
        ..ResultsFile::new(system, qualified)
    })
}

/// A knockout final's seeding from the qualified players (group winners first, then the
/// seconds, …): within each band of one place, the first order (in the bands' own order, tried
/// from the top) in which no first-round match of the bracket pairs two players of one group
/// (第11.3条 从各组选出一定人数进行决赛: the final is between groups, so the groups' players do not
/// meet again at once). None when no order of the bands does it, or the search gives up.
fn apart_in_round_one(
    qualified: &[String],
    groups: &[Option<&str>],
    band: usize,
    seeding: Seeding,
) -> Option<Vec<String>> {
    let n = qualified.len();
    let size = places(n);
    let slots = seed_places(size, seeding);
    // Each seed's first-round opponent (seeds from 1), when that is a player.
    let mut opponent = vec![None; n + 1];
    for two in slots.chunks(2) {
        let [a, b] = [two[0], two[1]];
        if a <= n && b <= n {
            opponent[a] = Some(b);
            opponent[b] = Some(a);
        }
    }
    let mut order: Vec<Option<usize>> = vec![None; n];
    let mut used = vec![false; n];
    let mut steps = 0u32;
    #[allow(clippy::too_many_arguments)]
    fn place(
        at: usize,
        groups: &[Option<&str>],
        band: usize,
        opponent: &[Option<usize>],
        order: &mut [Option<usize>],
        used: &mut [bool],
        steps: &mut u32,
    ) -> bool {
        if at == groups.len() {
            return true;
        }
        *steps += 1;
        if *steps > 100_000 {
            return false;
        }
        let start = at / band * band;
        let end = (start + band).min(groups.len());
        for i in start..end {
            if used[i] {
                continue;
            }
            let clash = opponent[at + 1].is_some_and(|o| {
                order[o - 1]
                    .is_some_and(|other| groups[other].is_some() && groups[other] == groups[i])
            });
            if clash {
                continue;
            }
            used[i] = true;
            order[at] = Some(i);
            if place(at + 1, groups, band, opponent, order, used, steps) {
                return true;
            }
            used[i] = false;
            order[at] = None;
        }
        false
    }
    if band == 0
        || !place(
            0, groups, band, &opponent, &mut order, &mut used, &mut steps,
        )
    {
        return None;
    }
    order
        .into_iter()
        .map(|i| i.map(|i| qualified[i].clone()))
        .collect()
}

/// The groups with games still to play: their last round is not the order table's last, or
/// is not finished, or a game of any round is still being played.
fn unfinished(tables: &[GroupTable]) -> Vec<String> {
    tables
        .iter()
        .filter(|(_, sub, _)| {
            let last = sub.last_round();
            last < crate::roundrobin::round_count(sub.players().len() as u32)
                || !crate::swiss::unfinished(sub, last).is_empty()
                || !sub.pending().is_empty()
        })
        .map(|(name, _, _)| name.clone())
        .collect()
}

/// The group stage's cut: how many of each group go on.
fn stage_cut(event: &Event) -> Option<u32> {
    event.file.advance
}
