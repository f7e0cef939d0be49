//! An engine team event (CN 第12条) for `qili tournament run`: the engines file's team form —
//! teams of engines in board order, substitutes last, and the line-up of any round — and the
//! boards of a match, each with its two engines and the colour of the first-listed team's one
//! (第13.2–13.4条). With `team_event: total-places` (队员总分制, 第12.5条) the same form lists
//! the teams of an individual event, with no boards or line-ups.
//!
//! ```yaml
//! boards: 2
//! team_event: substitutes
//! teams:
//!   - name: Dragons
//!     players:
//!       - {name: D1, spec: "cmd=/usr/games/fairy-stockfish proto=uci"}
//!       - {name: D2, spec: "cmd=/usr/games/fairy-stockfish proto=ucci"}
//!       - {name: D3, spec: "cmd=/usr/games/maxqi proto=cecp"}
//!     lineups: {2: [D1, D3]}
//!   - name: Tigers
//!     players: [...]
//! ```

use super::run::Entrant;
use super::team_fault::{TeamFault, TeamIssue};
use qili_tournament::Colour;
use qili_tournament::teams::{self, TeamKind};
use serde::Deserialize;
use std::collections::BTreeMap;

/// Boards a match may have: more is a mistake, and would start that many engines per team.
pub const MAX_BOARDS: usize = 64;

/// A team of the engines file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineTeam {
    /// The team's name: a player of the results file.
    pub name: String,
    /// Its engines in board order, substitutes last (第12.1、12.2条).
    pub players: Vec<Entrant>,
    /// The line-up of a round, by the players' names, board 1 first (第12.2条: 各轮比赛出场者可以
    /// 有所不同; 第12.3条: 每一场比赛开始前，临时排定). A round not listed seats the first players of
    /// the roster (all of it in 全队轮赛制).
    #[serde(default)]
    pub lineups: BTreeMap<u32, Vec<String>>,
}

/// The teams of an event, checked: every line-up the file gives, and the one a round without
/// its own takes, is one the kind of event allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineTeams {
    /// The teams in seeding order (number 1 first).
    pub teams: Vec<EngineTeam>,
    /// Boards of a match (in 全队轮赛制, the players of a line-up; in 队员总分制, which plays
    /// no matches, 0).
    pub boards: usize,
    /// The kind of team event.
    pub kind: TeamKind,
}

/// One board of a match: the engines, the first-listed team's first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The players: the first-listed team's, then the other team's.
    pub players: [String; 2],
    /// The colour of the first-listed team's player.
    pub colour: Colour,
}

impl EngineTeams {
    /// Checks the engines file's team form: at least two teams, every name once (no player
    /// named as a team), enough players for the boards, and line-ups the kind of event allows.
    /// 队员总分制 (第12.5条 比赛不分台次) has neither boards nor line-ups: its `boards` is 0.
    pub fn new(
        teams: Vec<EngineTeam>,
        boards: Option<u32>,
        kind: Option<TeamKind>,
    ) -> Result<EngineTeams, TeamFault> {
        let kind = kind.unwrap_or_default();
        if teams.len() < 2 {
            return Err(TeamFault::TooFewTeams);
        }
        let mut names: Vec<&str> = Vec::new();
        for (t, team) in teams.iter().enumerate() {
            if team.name.trim().is_empty() {
                return Err(TeamFault::EmptyName(t));
            }
            if team.players.is_empty() {
                return Err(TeamFault::NoPlayers(t, team.name.clone()));
            }
            for (i, p) in team.players.iter().enumerate() {
                if p.name.trim().is_empty() {
                    return Err(TeamFault::EmptyPlayer(t, i));
                }
            }
            for name in std::iter::once(&team.name).chain(team.players.iter().map(|p| &p.name)) {
                if names.contains(&name.as_str()) {
                    return Err(TeamFault::Twice(t, name.clone()));
                }
                names.push(name);
            }
        }
        if kind == TeamKind::TotalPlaces {
            return total_places(teams, boards);
        }
        let smallest = teams.iter().map(|t| t.players.len()).min().unwrap_or(0);
        let boards = match (kind, boards) {
            (TeamKind::AllPlayAll, Some(_)) => {
                return Err(TeamFault::AllPlayAllBoards);
            }
            (TeamKind::AllPlayAll, None) => smallest,
            (_, Some(0)) => return Err(TeamFault::NoBoards),
            (_, Some(b)) => b as usize,
            (_, None) => smallest,
        };
        if boards > MAX_BOARDS {
            return Err(TeamFault::TooManyBoards(boards, MAX_BOARDS));
        }
        let event = EngineTeams {
            teams,
            boards,
            kind,
        };
        for (t, team) in event.teams.iter().enumerate() {
            let fault = |issue| TeamFault::Team(t, team.name.clone(), issue);
            if kind != TeamKind::AllPlayAll && team.players.len() < boards {
                return Err(fault(TeamIssue::TooFewPlayers(team.players.len(), boards)));
            }
            let roster: Vec<String> = team.players.iter().map(|p| p.name.clone()).collect();
            let default = event.lineup(t, 0);
            teams::check_lineup(kind, &roster, &default)
                .map_err(|e| fault(TeamIssue::DefaultLineup(e)))?;
            for (&round, lineup) in &team.lineups {
                if round == 0 {
                    return Err(fault(TeamIssue::RoundZero));
                }
                let fits = if kind == TeamKind::AllPlayAll {
                    !lineup.is_empty()
                } else {
                    lineup.len() == boards
                };
                if !fits {
                    return Err(fault(TeamIssue::LineupSize(
                        round,
                        lineup.len(),
                        (kind != TeamKind::AllPlayAll).then_some(boards),
                    )));
                }
                teams::check_lineup(kind, &roster, lineup)
                    .map_err(|e| fault(TeamIssue::Lineup(round, e)))?;
            }
        }
        Ok(event)
    }

    /// The teams' names, in seeding order.
    pub fn names(&self) -> Vec<String> {
        self.teams.iter().map(|t| t.name.clone()).collect()
    }

    /// Every player of every team, team by team, in board order (in 队员总分制, the individual
    /// event's seeding order).
    pub fn entrants(&self) -> Vec<Entrant> {
        self.teams
            .iter()
            .flat_map(|t| t.players.iter().cloned())
            .collect()
    }

    /// Each team's players by name, in board order: the results file's `teams`.
    pub fn rosters(&self) -> BTreeMap<String, Vec<String>> {
        self.teams
            .iter()
            .map(|t| {
                let names = t.players.iter().map(|p| p.name.clone()).collect();
                (t.name.clone(), names)
            })
            .collect()
    }

    /// The teams a results file lists, in its order (a final prepared by `qili tournament
    /// advance`, or an event prepared by hand); each must be in the engines file.
    pub fn in_order(&self, names: &[String]) -> Result<EngineTeams, TeamFault> {
        let teams = names
            .iter()
            .map(|name| {
                self.teams
                    .iter()
                    .find(|t| t.name == *name)
                    .cloned()
                    .ok_or_else(|| TeamFault::NotInFile(name.clone()))
            })
            .collect::<Result<_, TeamFault>>()?;
        Ok(EngineTeams {
            teams,
            ..self.clone()
        })
    }

    /// The line-up of team number `t` (an index) in `round`: the file's for that round, else
    /// the first `boards` of the roster (the whole roster in 全队轮赛制).
    pub fn lineup(&self, t: usize, round: u32) -> Vec<String> {
        let team = &self.teams[t];
        match team.lineups.get(&round) {
            Some(l) => l.clone(),
            None => {
                let take = if self.kind == TeamKind::AllPlayAll {
                    team.players.len()
                } else {
                    self.boards
                };
                team.players
                    .iter()
                    .take(take)
                    .map(|p| p.name.clone())
                    .collect()
            }
        }
    }

    /// The index of a team by name.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.teams.iter().position(|t| t.name == name)
    }

    /// The boards of a match between two line-ups, the first-listed team's first:
    /// board k seats the players at place k (in 全队轮赛制, line-up player ⌈k/n⌉ of the first
    /// against ((k−1) mod n)+1 of the second, n the second's size), and the first-listed team
    /// has red on the odd boards, black on the even ones (第13.2、13.3条; 第13.4条 the same for a
    /// knockout).
    pub fn seats(&self, first: &[String], second: &[String]) -> Vec<Seat> {
        let pairs: Vec<[String; 2]> = if self.kind == TeamKind::AllPlayAll {
            first
                .iter()
                .flat_map(|a| second.iter().map(move |b| [a.clone(), b.clone()]))
                .collect()
        } else {
            first
                .iter()
                .zip(second)
                .map(|(a, b)| [a.clone(), b.clone()])
                .collect()
        };
        let colours = teams::board_colours(pairs.len());
        pairs
            .into_iter()
            .zip(colours)
            .map(|(players, colour)| Seat { players, colour })
            .collect()
    }
}

/// 队员总分制 (第12.5条: 比赛不分台次，按照各队棋手参加个赛成绩之和来计算团体成绩): the teams of an
/// individual event, already checked for names; there are no boards or line-ups to give.
fn total_places(teams: Vec<EngineTeam>, boards: Option<u32>) -> Result<EngineTeams, TeamFault> {
    if boards.is_some() {
        return Err(TeamFault::TotalPlacesBoards);
    }
    if let Some(t) = teams.iter().position(|t| !t.lineups.is_empty()) {
        let name = teams[t].name.clone();
        return Err(TeamFault::Team(t, name, TeamIssue::TotalPlacesLineups));
    }
    Ok(EngineTeams {
        teams,
        boards: 0,
        kind: TeamKind::TotalPlaces,
    })
}
