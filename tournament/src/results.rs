//! The results file: the players in seeding order, the games played, fouls, sanctions and
//! withdrawals, and the boards finished of a team match cut short (`in_progress`). `qili
//! tournament pair` and `standings` read it; `run` writes it after every game (every board of a
//! team match). Every fault names its line.
//!
//! ```json
//! {"system": "round-robin", "players": ["A", "B", "C", "D"], "fouls": {"A": 1},
//!  "play": {"rules": "cn", "control": "depth 4", "enforce": "ban", "timeout_s": 60.0,
//!           "time_margin_ms": 100},
//!  "withdrawn": {"D": 3},
//!  "games": [{"round": 1, "red": "A", "black": "D", "result": "1-0"}]}
//! ```

use crate::System;
use crate::bracket::{Elimination, Step};
use crate::grouping::{Groups, group_name, spread};
use crate::lines::Lines;
use crate::lots::{Decides, Draw, Lot};
use crate::outcome::Outcome;
use crate::records::{self, Bye, PairedRound};
use crate::results_fault::{
    Fault, GameFault, GroupsFault, PlayoffFault, RedrawFault, ResultsError, TeamFault,
};
use crate::rules::competition;
use crate::teams::{self, Tally, TeamKind};
use crate::warning::Warning;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// Sanctions under CN 第18条 that push a player down among equals (第18.4条).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sanctions {
    /// 警告 (第18.1条).
    #[serde(default)]
    pub warnings: u32,
    /// 取消当场比赛资格 (第18.2条), the heavier.
    #[serde(default)]
    pub disqualifications: u32,
}

/// One game of the file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// The round, from 1.
    pub round: u32,
    /// The player with red (moves first).
    pub red: String,
    /// The player with black.
    pub black: String,
    /// The result. A team match (between two teams) has its results per board instead, and a
    /// `result` only when a whole team forfeited (`forfeit-red`, `forfeit-black`,
    /// `double-forfeit`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Outcome>,
    /// A team match: each board's result from the first-listed (`red`) team's side, board 1
    /// first (`forfeit-red`: the first team's player was absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boards: Option<Vec<Outcome>>,
    /// A team match: each team's players, board 1 first; absent, the first players of the
    /// roster (all of it in 全队轮赛制).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lineup: Option<BTreeMap<String, Vec<String>>>,
    /// Fouls (犯规, 技术犯规) given in this game, by player (in a team match, by team player): a
    /// false 自然限着 claim's (CN 第9.1.4条, 第23.3条: 判提出方犯规一次), or any the arbiter
    /// recorded (第9.2条). They count in the standings' 犯规 tie-break with the event's `fouls`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fouls: BTreeMap<String, u32>,
    /// 附录二 六: the next round was paired while this game was still being played, counting
    /// it as a draw; that pairing stands whatever the result (本次编排内容均为有效), so it is
    /// paired the same way again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paired_as_draw: bool,
    /// Why the game ended, where known (a referee's termination and article).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// A game of a play-off of a shared place (CN 第15.6条: 冠军或不宜并列的名次，应安排加赛), recorded
/// apart from the event's `games`: it breaks that place alone and scores nothing else.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayoffGame {
    /// The place played off: the one the flag names (the champion's, a place of
    /// `unshared_places`, or a group stage's cut).
    pub place: u32,
    /// In a group stage, the group whose place it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The player with red.
    pub red: String,
    /// The player with black.
    pub black: String,
    /// The result (not `unfinished`: a play-off game is entered when it ends).
    pub result: Outcome,
}

/// The results file as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultsFile {
    /// The competition system.
    pub system: System,
    /// The players, in seeding order: number 1 first.
    pub players: Vec<String>,
    /// How many rounds the event has, where announced (附录二 二); the Swiss colour rules of
    /// the last three rounds (附录二 三(五)) need it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// The seed of every draw of lots; 0 when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Games per pairing in a round: 1, or 2 for a two-game event (两局制) whose second game
    /// swaps colours (CN 第13.5条).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub games_per_match: u32,
    /// Fouls (犯规, 技术犯规) per player (in a team event, per team or per team player).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fouls: BTreeMap<String, u32>,
    /// Sanctions (CN 第18条) per player.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sanctions: BTreeMap<String, Sanctions>,
    /// A team event: each team's players in board order, substitutes last (第12条). The teams
    /// are then the `players` (seeding order), except in 队员总分制, an individual event whose
    /// players belong to teams.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub teams: BTreeMap<String, Vec<String>>,
    /// The kind of team event (第12条); `substitutes` (12.2, which with no substitutes is 12.1)
    /// when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_event: Option<TeamKind>,
    /// Boards a team match is played on (all-play-all: line-up × line-up); absent, the games'
    /// own count, the same in every match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boards: Option<u32>,
    /// A round robin in groups (分组循环制, 第11.3条): a number of groups (the seeds spread by the
    /// table's reading), or the groups by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub groups: Option<Groups>,
    /// A group stage: how many of each group go on to the final.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub advance: Option<u32>,
    /// A knockout: `single` (the default) or `double` elimination (第11.1条 单淘汰制、双败淘汰制).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elimination: Option<Elimination>,
    /// A knockout: how a match level after its games is decided, stage by stage (附加赛, as the
    /// organiser sets): `games:N`, `sudden-death:N`, `lots`, `higher-seed`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoff: Vec<Step>,
    /// A single-elimination knockout: the semi-finals' losers play for third place (附加赛).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub third_place: bool,
    /// Each player's unit (单位: club, province, team), for 附录二 七.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub units: BTreeMap<String, String>,
    /// 附录二 七: “关于同一单位运动员（队）是否需要回避配对的问题，可由竞赛组织机构事前研究确定” — when the
    /// organiser so decides, 积分编排 keeps players of one unit apart wherever a full pairing
    /// allows.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub avoid_same_unit: bool,
    /// Withdrawn players, with the first round they do not play.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub withdrawn: BTreeMap<String, u32>,
    /// CN 第20.2条 (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签): a round robin whose
    /// withdrawals before the start (`withdrawn` from round 1) leave an even number of players
    /// is drawn again, on the order table of the players left. Their names in the order of the
    /// numbers they drew (number 1 first), when the arbiter drew them; absent, qili draws them
    /// from `seed` (the lot is shown with round 1's pairing).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redraw: Vec<String>,
    /// CN 第15.6条 (冠军或不宜并列的名次，应安排加赛): the places the event's regulations say must not
    /// be shared, besides the champion's, which the book names (place 1 always counts). A place
    /// that qualifies or wins a prize is the organiser's to name; the book leaves it to them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unshared_places: Vec<u32>,
    /// The games of the play-offs of shared places (CN 第15.6条), in the order they were
    /// entered (`qili tournament result` once the event is over).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoff_games: Vec<PlayoffGame>,
    /// How `qili tournament run` plays the games (the rulebook, the time control, …), recorded
    /// so that the event is resumed as it began; absent from a file written by hand or by an
    /// earlier qili.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Play>,
    /// The book the event is ranked under (`cn` or `axf`), as `qili tournament new` records it:
    /// what `standings`, the sheets and the pages rank and score by when no `--rules` is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Each player's rating (等级分), where known: the order of the entries (附录二 三(一), 第11.3
    /// 条) and of a team's boards (第12.1条), [`crate::ratings`].
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub ratings: BTreeMap<String, u32>,
    /// The lots that ordered the entries when the event was created (`qili tournament new`):
    /// 附录二 三(一)'s for players without a rating, 附录一's numbers of a round robin.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seeding_lots: Vec<Lot>,
    /// Rounds a player is excused from, with the points and why: a requested bye, a late
    /// entry's missed rounds ([`crate::records::Bye`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<Bye>,
    /// The rounds paired and announced, with their boards (`qili tournament pair --record`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairings: Vec<PairedRound>,
    /// The games, in the order they finished.
    #[serde(default)]
    pub games: Vec<Game>,
    /// A team match cut short: the boards finished so far of the match `run` was playing, in
    /// the shape of a match of `games` with fewer boards. Nothing ranks or pairs by it; a
    /// resumed `run` plays that match on from its next board, and moves it to `games` when its
    /// last board ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_progress: Option<Game>,
}

impl ResultsFile {
    /// A file with these players in seeding order, no games, and every optional key absent.
    pub fn new(system: System, players: Vec<String>) -> ResultsFile {
        ResultsFile {
            system,
            players,
            rounds: None,
            seed: None,
            games_per_match: 1,
            fouls: BTreeMap::new(),
            sanctions: BTreeMap::new(),
            teams: BTreeMap::new(),
            team_event: None,
            boards: None,
            units: BTreeMap::new(),
            avoid_same_unit: false,
            groups: None,
            advance: None,
            elimination: None,
            playoff: Vec::new(),
            third_place: false,
            withdrawn: BTreeMap::new(),
            redraw: Vec::new(),
            unshared_places: Vec::new(),
            playoff_games: Vec::new(),
            play: None,
            rules: None,
            ratings: BTreeMap::new(),
            seeding_lots: Vec::new(),
            byes: Vec::new(),
            pairings: Vec::new(),
            games: Vec::new(),
            in_progress: None,
        }
    }
}

impl Game {
    /// A game with its result and nothing else.
    pub fn new(round: u32, red: &str, black: &str, result: Outcome) -> Game {
        Game {
            round,
            red: red.into(),
            black: black.into(),
            result: Some(result),
            boards: None,
            lineup: None,
            fouls: BTreeMap::new(),
            paired_as_draw: false,
            reason: None,
        }
    }
}

/// Every setting of `qili tournament run` that can change a game's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    /// The rulebook the games are refereed under: `cn` or `axf`.
    pub rules: String,
    /// The time control: `depth 6`, `nodes 5000`, `movetime 500 ms`, `tc 10+0.1`.
    pub control: String,
    /// Whether a side ordered to vary is sent the moves it may not play: `ban` or `forfeit`.
    pub enforce: String,
    /// Seconds a move may take under a depth or node limit before the engine is taken to hang.
    pub timeout_s: f64,
    /// Milliseconds an engine may overrun its move time or clock.
    pub time_margin_ms: u64,
    /// The position every game starts from, when it is not the start position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
}

impl Play {
    /// The settings that differ between `self` (as recorded) and `now`: `(what, recorded,
    /// now)`, in the order the file lists them.
    pub fn differences(&self, now: &Play) -> Vec<(&'static str, String, String)> {
        let fen = |p: &Play| p.fen.clone().unwrap_or_else(|| "the start position".into());
        [
            ("rulebook (--rules)", self.rules.clone(), now.rules.clone()),
            ("time control", self.control.clone(), now.control.clone()),
            ("--enforce", self.enforce.clone(), now.enforce.clone()),
            (
                "--timeout",
                self.timeout_s.to_string(),
                now.timeout_s.to_string(),
            ),
            (
                "--time-margin",
                self.time_margin_ms.to_string(),
                now.time_margin_ms.to_string(),
            ),
            ("start position (--fen)", fen(self), fen(now)),
        ]
        .into_iter()
        .filter(|(_, a, b)| a != b)
        .collect()
    }

    /// The settings in words, for messages: `cn, depth 4, --enforce ban, --timeout 60, …`.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "--rules {}, {}, --enforce {}, --timeout {}, --time-margin {}",
            self.rules, self.control, self.enforce, self.timeout_s, self.time_margin_ms
        );
        if let Some(fen) = &self.fen {
            out.push_str(&format!(", --fen '{fen}'"));
        }
        out
    }
}

fn one() -> u32 {
    1
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

/// A game with players as indices into [`Event::players`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    /// The round.
    pub round: u32,
    /// Red's index.
    pub red: usize,
    /// Black's index.
    pub black: usize,
    /// The result (of a team match, the one its 局分 give).
    pub outcome: Outcome,
    /// A team match's 局分 and boards won.
    pub tally: Option<Tally>,
}

/// A checked results file.
#[derive(Clone, Debug)]
pub struct Event {
    /// The file as read.
    pub file: ResultsFile,
    /// Each game with player indices, in file order.
    pub games: Vec<Played>,
    /// Each player's index by name.
    index: HashMap<String, usize>,
    /// Boards per team match (the file's `boards`, else the games' own count).
    board_count: Option<usize>,
    /// Where each game is in the file (`line N: `, or nothing for a file built in memory).
    game_lines: Vec<String>,
    /// A group stage's groups: names and players.
    groups: Vec<(String, Vec<usize>)>,
    /// The lots that drew the groups (`pots`).
    group_lots: Vec<Lot>,
    /// What the file holds that the books would not have, but that can still be read: each
    /// names where.
    warnings: Vec<crate::warning::Warning>,
    /// A round robin with a game the order table does not have (附录一): its next round cannot
    /// be read off the table.
    off_table: bool,
    /// See [`Event::table_numbers`].
    numbers: Vec<usize>,
    /// See [`Event::redraw_lots`].
    redraw_lots: Vec<Lot>,
    /// See [`Event::redraw_order`].
    redraw_order: Vec<String>,
}

impl Event {
    /// Reads a results file's bytes: UTF-8 (with or without the byte-order mark Notepad writes),
    /// or GBK / GB18030 as Chinese Windows programs save it. `origin` names it in errors.
    pub fn parse_bytes(bytes: &[u8], origin: &str) -> Result<Event, ResultsError> {
        let text = decode(bytes).map_err(|fault| ResultsError {
            origin: Some(origin.into()),
            line: None,
            fault: Box::new(fault),
        })?;
        Event::parse(&text, origin)
    }

    /// Reads a results file's text (a byte-order mark first is skipped); `origin` names it in
    /// errors (a path).
    pub fn parse(text: &str, origin: &str) -> Result<Event, ResultsError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let file: ResultsFile = serde_json::from_str(text).map_err(|e| ResultsError {
            origin: Some(origin.into()),
            line: None,
            fault: Box::new(Fault::Json {
                text: e.to_string(),
                line: e.line(),
                column: e.column(),
            }),
        })?;
        let lines = Lines::of(text);
        Event::check(file, &lines).map_err(|e| ResultsError {
            origin: Some(origin.into()),
            ..e
        })
    }

    /// A new event with no games.
    pub fn new(file: ResultsFile) -> Result<Event, String> {
        Ok(Event::from_file(file)?)
    }

    /// [`Event::new`], its fault as data (no file, no line: the file was made, not read), for
    /// a caller that words it in another language.
    pub fn from_file(file: ResultsFile) -> Result<Event, ResultsError> {
        Event::check(file, &Lines::default())
    }

    /// Validates what serde cannot; each fault names its line where the line is known.
    fn check(file: ResultsFile, lines: &Lines) -> Result<Event, ResultsError> {
        let fail = |path: &str, fault: Fault| ResultsError {
            origin: None,
            line: lines.line(path),
            fault: Box::new(fault),
        };
        let mut index = HashMap::new();
        if file.players.len() < 2 {
            return Err(fail("players", Fault::TooFewPlayers));
        }
        if (file.groups.is_some() || file.advance.is_some()) && file.system != System::RoundRobin {
            let key = if file.groups.is_some() {
                "groups"
            } else {
                "advance"
            };
            return Err(fail(key, Fault::GroupsNotRoundRobin));
        }
        if file.advance.is_some() && file.groups.is_none() {
            return Err(fail("advance", Fault::AdvanceWithoutGroups));
        }
        if file.system == System::RoundRobin {
            let n = u32::try_from(file.players.len()).unwrap_or(u32::MAX);
            crate::roundrobin::check_players(n)
                .map_err(|e| fail("players", Fault::PlayerCount(e)))?;
        }
        for (i, name) in file.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(fail("players", Fault::EmptyName { index: i }));
            }
            if index.insert(name.clone(), i).is_some() {
                return Err(fail("players", Fault::PlayerTwice { name: name.clone() }));
            }
        }
        let members =
            check_teams(&file, &index).map_err(|(path, t)| fail(&path, Fault::Team(t)))?;
        let (groups, group_lots) =
            groups_of_file(&file).map_err(|g| fail("groups", Fault::Groups(g)))?;
        // Each player's group, and the order table's rounds for it.
        let mut group_of = vec![0usize; file.players.len()];
        for (g, (_, m)) in groups.iter().enumerate() {
            for &p in m {
                group_of[p] = g;
            }
        }
        let known = |key: &str, name: &str| -> Result<usize, ResultsError> {
            index.get(name).copied().ok_or_else(|| {
                fail(
                    &format!("{key}.{name}"),
                    Fault::NotAPlayer {
                        key: key.into(),
                        name: name.into(),
                        players: file.players.clone(),
                    },
                )
            })
        };
        for name in file.fouls.keys().chain(file.sanctions.keys()) {
            if !members.contains_key(name) {
                let key = if file.fouls.contains_key(name) {
                    "fouls"
                } else {
                    "sanctions"
                };
                known(key, name)?;
            }
        }
        for name in file.units.keys() {
            known("units", name)?;
        }
        if file.avoid_same_unit && (file.units.is_empty() || file.system != System::Swiss) {
            return Err(fail("avoid_same_unit", Fault::AvoidSameUnit));
        }
        for (name, &round) in &file.withdrawn {
            known("withdrawn", name)?;
            if round == 0 {
                return Err(fail(
                    &format!("withdrawn.{name}"),
                    Fault::WithdrawnRoundZero { name: name.clone() },
                ));
            }
        }
        if let Some(&place) = file
            .unshared_places
            .iter()
            .find(|&&p| p == 0 || p as usize > file.players.len())
        {
            return Err(fail(
                "unshared_places",
                Fault::UnsharedPlace {
                    place,
                    players: file.players.len(),
                },
            ));
        }
        check_playoff_games(&file, &index, &groups).map_err(|(i, fault)| {
            fail(
                &format!("playoff_games[{i}]"),
                Fault::PlayoffGame { index: i, fault },
            )
        })?;
        let redraw_key = if file.redraw.is_empty() {
            "withdrawn"
        } else {
            "redraw"
        };
        let (numbers, mut redraw_lots) = table_numbers(&file, &index, !groups.is_empty())
            .map_err(|r| fail(redraw_key, Fault::Redraw(r)))?;
        let drawn_before = groups.clone();
        let (groups, group_redraw_lots) =
            redraw_groups(&file, groups, &index).map_err(|r| fail(redraw_key, Fault::Redraw(r)))?;
        redraw_lots.extend(group_redraw_lots);
        // The order the players left drew (CN 第20.2条), as `redraw` records it.
        let redraw_order: Vec<String> = if !file.redraw.is_empty() || redraw_lots.is_empty() {
            Vec::new()
        } else if groups.is_empty() {
            numbers.iter().map(|&p| file.players[p].clone()).collect()
        } else {
            groups
                .iter()
                .zip(&drawn_before)
                .filter(|((_, now), (_, before))| now != before)
                .flat_map(|((_, m), _)| m.iter().map(|&p| file.players[p].clone()))
                .collect()
        };
        if !(1..=2).contains(&file.games_per_match) {
            return Err(fail(
                "games_per_match",
                Fault::GamesPerMatch(file.games_per_match),
            ));
        }
        if file.system != System::Knockout
            && (file.elimination.is_some() || !file.playoff.is_empty() || file.third_place)
        {
            let key = if file.elimination.is_some() {
                "elimination"
            } else if file.third_place {
                "third_place"
            } else {
                "playoff"
            };
            return Err(fail(key, Fault::KnockoutOnly { key: key.into() }));
        }
        if file.third_place && file.elimination == Some(Elimination::Double) {
            return Err(fail("third_place", Fault::ThirdPlaceDouble));
        }
        if file.rounds == Some(0) {
            return Err(fail("rounds", Fault::RoundsZero));
        }
        if let Some(rounds) = file.rounds
            && file.system == System::Swiss
        {
            // 附录二 三: 相遇过的对手不再编对. N players meet N − 1 others; an odd field rests once
            // each, so it can play N rounds.
            let n = file.players.len() as u32;
            let most = if n.is_multiple_of(2) { n - 1 } else { n };
            if rounds > most {
                return Err(fail(
                    "rounds",
                    Fault::TooManyRounds {
                        rounds,
                        players: n,
                        most,
                    },
                ));
            }
        }
        let mut warnings = Vec::new();
        let mut off_table = false;
        // The order table of each field (the whole event, or each group), by size.
        let mut tables: HashMap<(usize, bool), crate::roundrobin::Table> = HashMap::new();
        let mut games = Vec::new();
        let board_count = file.boards.map(|b| b as usize).or_else(|| {
            file.games
                .iter()
                .find_map(|g| g.boards.as_ref().map(Vec::len))
                .filter(|_| file.team_event != Some(TeamKind::AllPlayAll))
        });
        // (round, player) -> the opponent and how many games they had in that round.
        let mut in_round: HashMap<(u32, usize), (usize, u32)> = HashMap::new();
        let mut met: HashMap<(usize, usize), u32> = HashMap::new();
        for (g, game) in file.games.iter().enumerate() {
            let path = format!("games[{g}]");
            let bad = |fault: GameFault| fail(&path, Fault::Game { index: g, fault });
            let find = |name: &str| {
                index.get(name).copied().ok_or_else(|| {
                    bad(GameFault::NotAPlayer {
                        name: name.into(),
                        players: file.players.clone(),
                    })
                })
            };
            let (red, black) = (find(&game.red)?, find(&game.black)?);
            if red == black {
                return Err(bad(GameFault::Themself {
                    name: game.red.clone(),
                }));
            }
            if game.round == 0 {
                return Err(bad(GameFault::RoundZero));
            }
            for name in game.fouls.keys() {
                let in_game = |team: &str| {
                    name == team
                        || file
                            .teams
                            .get(team)
                            .is_some_and(|roster| roster.contains(name))
                };
                if !in_game(&game.red) && !in_game(&game.black) {
                    return Err(bad(GameFault::FoulNotInGame {
                        name: name.clone(),
                        red: game.red.clone(),
                        black: game.black.clone(),
                        cut_short: false,
                    }));
                }
            }
            let (outcome, tally) = game_outcome(&file, game, board_count).map_err(bad)?;
            if !groups.is_empty() && group_of[red] != group_of[black] {
                return Err(bad(GameFault::DifferentGroups {
                    red: game.red.clone(),
                    red_group: groups[group_of[red]].0.clone(),
                    black: game.black.clone(),
                    black_group: groups[group_of[black]].0.clone(),
                }));
            }
            let field = if groups.is_empty() {
                numbers.len()
            } else {
                groups[group_of[red]].1.len()
            };
            let table_rounds = crate::roundrobin::round_count(field as u32);
            if file.system == System::RoundRobin && game.round > table_rounds {
                return Err(bad(GameFault::PastTable {
                    round: game.round,
                    rounds: table_rounds,
                }));
            }
            if let Some(n) = file.rounds
                && game.round > n
            {
                return Err(bad(GameFault::PastEvent {
                    round: game.round,
                    rounds: n,
                }));
            }
            for (me, other) in [(red, black), (black, red)] {
                let entry = in_round.entry((game.round, me)).or_insert((other, 0));
                entry.1 += 1;
                let limit = if file.system == System::Knockout {
                    u32::MAX
                } else {
                    file.games_per_match
                };
                if entry.0 != other || entry.1 > limit {
                    return Err(bad(GameFault::AlreadyPlays {
                        name: file.players[me].clone(),
                        games_per_match: file.games_per_match,
                        round: game.round,
                    }));
                }
                if let Some(&from) = file.withdrawn.get(&file.players[me])
                    && game.round >= from
                    && (outcome.played() || outcome == Outcome::Unfinished)
                {
                    return Err(bad(GameFault::PlayedAfterWithdrawal {
                        name: file.players[me].clone(),
                        from,
                        round: game.round,
                    }));
                }
            }
            let times = met.entry((red.min(black), red.max(black))).or_insert(0);
            *times += 1;
            if file.system == System::RoundRobin && *times > file.games_per_match {
                return Err(bad(GameFault::MetInRoundRobin {
                    red: game.red.clone(),
                    black: game.black.clone(),
                }));
            }
            if file.system == System::Swiss && *times > file.games_per_match {
                return Err(bad(GameFault::MetInSwiss {
                    red: game.red.clone(),
                    black: game.black.clone(),
                }));
            }
            if file.system == System::RoundRobin {
                // The game's numbers in its field's order table (附录一): the whole field's,
                // or its group's in a group stage.
                let (field, group): (&[usize], Option<&String>) = if groups.is_empty() {
                    (&numbers, None)
                } else {
                    let (name, members) = &groups[group_of[red]];
                    (members, Some(name))
                };
                let number = |p: usize| {
                    field
                        .iter()
                        .position(|&m| m == p)
                        .map(|i| i + 1)
                        .ok_or_else(|| {
                            bad(GameFault::NotInTable {
                                name: file.players[p].clone(),
                                group: group.cloned(),
                            })
                        })
                };
                let (size, number) = (field.len(), [number(red)?, number(black)?]);
                let double = file.games_per_match == 2;
                let table = tables
                    .entry((size, double))
                    .or_insert_with(|| crate::roundrobin::table(size as u32, double));
                let pairs = &table.rounds[game.round as usize - 1].pairs;
                let [r, b] = number.map(|x| x as u32);
                let line = lines.line(&path);
                if !pairs.contains(&[r, b]) {
                    let shown = |x: u32| file.players[field[x as usize - 1]].clone();
                    if pairs.contains(&[b, r]) {
                        warnings.push(Warning::ColoursReversed {
                            line,
                            game: g,
                            red: game.red.clone(),
                            black: game.black.clone(),
                            round: game.round,
                        });
                    } else {
                        off_table = true;
                        let due = pairs
                            .iter()
                            .find(|p| p.contains(&r))
                            .map(|&[x, y]| [shown(x), shown(y)]);
                        warnings.push(Warning::OffTable {
                            line,
                            game: g,
                            red: game.red.clone(),
                            black: game.black.clone(),
                            round: game.round,
                            due,
                        });
                    }
                }
            }
            games.push(Played {
                round: game.round,
                red,
                black,
                outcome,
                tally,
            });
        }
        check_records(&file, &index).map_err(|(path, fault)| fail(&path, *fault))?;
        if let Some(partial) = &file.in_progress {
            check_in_progress(&file, partial, board_count)
                .map_err(|e| fail("in_progress", Fault::InProgress(e)))?;
        }
        if groups.is_empty() && matches!(file.system, System::Swiss | System::RoundRobin) {
            let played: std::collections::BTreeSet<u32> = games.iter().map(|g| g.round).collect();
            if let Some(&last) = played.last()
                && let Some(missing) = (1..last).find(|r| !played.contains(r))
            {
                return Err(fail("games", Fault::RoundMissing { missing, last }));
            }
        }
        let game_lines = (0..file.games.len())
            .map(|g| lines.at(&format!("games[{g}]")))
            .collect();
        Ok(Event {
            file,
            games,
            index,
            board_count,
            game_lines,
            groups,
            group_lots,
            warnings,
            off_table,
            numbers,
            redraw_lots,
            redraw_order,
        })
    }

    /// The players left after withdrawals before the start, in the order of the numbers qili
    /// drew for them (CN 第20.2条: a round robin's, or each group's drawn again, group by
    /// group), as the file's `redraw` records it; empty when the file has `redraw` already or
    /// nothing is drawn again. `pair --record` writes it into the file with round 1.
    pub fn redraw_order(&self) -> &[String] {
        &self.redraw_order
    }

    /// A round robin's players by order-table number (附录一), number 1 first: the seeding
    /// order, or the players left in the order drawn again under CN 第20.2条. Every player in
    /// seeding order for the other systems and for a group stage (whose groups have their own).
    pub fn table_numbers(&self) -> &[usize] {
        &self.numbers
    }

    /// The lot that drew a round robin's numbers again (CN 第20.2条), when qili drew them (the
    /// file has no `redraw`); empty otherwise.
    pub fn redraw_lots(&self) -> &[Lot] {
        &self.redraw_lots
    }

    /// What the file holds that the books would not have, but that can still be read (a
    /// round-robin game off the order table, colours reversed from it): each names where.
    pub fn warnings(&self) -> &[crate::warning::Warning] {
        &self.warnings
    }

    /// Whether a round-robin game is not the order table's (附录一): the next round cannot be
    /// read off the table.
    pub fn off_table(&self) -> bool {
        self.off_table
    }

    /// The players' names, in seeding order.
    pub fn players(&self) -> &[String] {
        &self.file.players
    }

    /// A player's index by name.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }

    /// The boards of a match between these two teams, when known: the event's board count, or
    /// in 全队轮赛制 one roster times the other.
    pub fn boards_between(&self, a: usize, b: usize) -> Option<usize> {
        if self.team_kind() == Some(TeamKind::AllPlayAll) {
            let size = |p: usize| {
                self.file
                    .teams
                    .get(&self.file.players[p])
                    .map_or(0, Vec::len)
            };
            return Some(size(a) * size(b));
        }
        self.board_count
    }

    /// Where a game is, for an error found after reading: `line 7: games[4]: `.
    pub fn at_game(&self, g: usize) -> String {
        format!(
            "{}games[{g}]: ",
            self.game_lines.get(g).map_or("", String::as_str)
        )
    }

    /// A group stage's groups (分组循环制): names and players; empty for any other event.
    pub fn groups(&self) -> &[(String, Vec<usize>)] {
        &self.groups
    }

    /// The lots that drew a group stage's groups.
    pub fn group_lots(&self) -> &[Lot] {
        &self.group_lots
    }

    /// The kind of team event, if this is one.
    pub fn team_kind(&self) -> Option<TeamKind> {
        (!self.file.teams.is_empty()).then(|| self.file.team_event.unwrap_or_default())
    }

    /// Whether the players are teams playing matches (第12.1–12.4条).
    pub fn is_team_match_event(&self) -> bool {
        self.team_kind().is_some_and(TeamKind::plays_matches)
    }

    /// The names whose fouls and sanctions count for a player: the player, and for a team its
    /// players (全队犯规, 第15.3条).
    fn counted_names(&self, player: usize) -> Vec<&str> {
        let name = self.file.players[player].as_str();
        let mut names = vec![name];
        if self.is_team_match_event()
            && let Some(roster) = self.file.teams.get(name)
        {
            names.extend(roster.iter().map(String::as_str));
        }
        names
    }

    /// Whether the file excuses a player from a round (a requested bye, a late entry's missed
    /// round): they are not paired in it.
    pub fn excused(&self, player: usize, round: u32) -> bool {
        let name = &self.file.players[player];
        self.file
            .byes
            .iter()
            .any(|b| b.round == round && &b.player == name)
    }

    /// The first round a player does not play, if they withdrew.
    pub fn withdrawn_from(&self, player: usize) -> Option<u32> {
        self.file.withdrawn.get(&self.file.players[player]).copied()
    }

    /// A player's fouls.
    pub fn fouls(&self, player: usize) -> u32 {
        self.counted_names(player)
            .iter()
            .map(|n| self.fouls_of(n))
            .sum()
    }

    /// The fouls recorded against one name: the event's `fouls` and every game's (a false
    /// claim's 犯规, CN 第23.3条).
    pub fn fouls_of(&self, name: &str) -> u32 {
        let event = self.file.fouls.get(name).copied().unwrap_or(0);
        let games: u32 = self
            .file
            .games
            .iter()
            .filter_map(|g| g.fouls.get(name))
            .sum();
        event + games
    }

    /// A player's sanctions.
    pub fn sanctions(&self, player: usize) -> Sanctions {
        let mut total = Sanctions::default();
        for n in self.counted_names(player) {
            if let Some(s) = self.file.sanctions.get(n) {
                total.warnings += s.warnings;
                total.disqualifications += s.disqualifications;
            }
        }
        total
    }

    /// The last round with a game in the file (0 before any).
    pub fn last_round(&self) -> u32 {
        self.games.iter().map(|g| g.round).max().unwrap_or(0)
    }

    /// The games still being played (`unfinished`, 附录二 六), in the file's order: while any
    /// is, the event is not over.
    pub fn pending(&self) -> Vec<crate::pair_error::Pending> {
        self.games
            .iter()
            .filter(|g| g.outcome == Outcome::Unfinished)
            .map(|g| crate::pair_error::Pending {
                round: g.round,
                red: self.players()[g.red].clone(),
                black: self.players()[g.black].clone(),
            })
            .collect()
    }

    /// Adds a finished game.
    pub fn record(&mut self, game: Game) -> Result<(), String> {
        let mut file = self.file.clone();
        // A match cut short and now finished leaves `in_progress` for `games`.
        if file
            .in_progress
            .as_ref()
            .is_some_and(|p| (p.round, &p.red, &p.black) == (game.round, &game.red, &game.black))
        {
            file.in_progress = None;
        }
        file.games.push(game);
        *self = Event::check(file, &Lines::default())?;
        Ok(())
    }

    /// Sets (or with `None` clears) the team match cut short: the boards of the match being
    /// played that have finished.
    pub fn set_in_progress(&mut self, partial: Option<Game>) -> Result<(), String> {
        let mut file = self.file.clone();
        file.in_progress = partial;
        *self = Event::check(file, &Lines::default())?;
        Ok(())
    }

    /// The file as JSON: one key per line, one game per line, so that a person can read and
    /// edit it and an error can name the line.
    pub fn to_json(&self) -> String {
        let f = &self.file;
        let mut out = String::from("{\n");
        let mut fields: Vec<(&str, String)> = vec![
            ("system", json(&f.system)),
            ("players", json(&f.players[..])),
        ];
        if let Some(r) = f.rounds {
            fields.push(("rounds", r.to_string()));
        }
        if let Some(s) = f.seed {
            fields.push(("seed", s.to_string()));
        }
        if f.games_per_match != 1 {
            fields.push(("games_per_match", f.games_per_match.to_string()));
        }
        if !f.fouls.is_empty() {
            fields.push(("fouls", json(&f.fouls)));
        }
        if !f.sanctions.is_empty() {
            fields.push(("sanctions", json(&f.sanctions)));
        }
        if !f.teams.is_empty() {
            fields.push(("teams", json(&f.teams)));
        }
        if let Some(k) = f.team_event {
            fields.push(("team_event", json(&k)));
        }
        if let Some(b) = f.boards {
            fields.push(("boards", b.to_string()));
        }
        if !f.units.is_empty() {
            fields.push(("units", json(&f.units)));
        }
        if f.avoid_same_unit {
            fields.push(("avoid_same_unit", "true".into()));
        }
        if let Some(g) = &f.groups {
            fields.push(("groups", json(g)));
        }
        if let Some(a) = f.advance {
            fields.push(("advance", a.to_string()));
        }
        if let Some(e) = f.elimination {
            fields.push(("elimination", json(&e)));
        }
        if !f.playoff.is_empty() {
            fields.push(("playoff", json(&f.playoff)));
        }
        if f.third_place {
            fields.push(("third_place", "true".into()));
        }
        if !f.withdrawn.is_empty() {
            fields.push(("withdrawn", json(&f.withdrawn)));
        }
        if !f.redraw.is_empty() {
            fields.push(("redraw", json(&f.redraw)));
        }
        if !f.unshared_places.is_empty() {
            fields.push(("unshared_places", json(&f.unshared_places)));
        }
        if !f.playoff_games.is_empty() {
            fields.push(("playoff_games", lines_of(&f.playoff_games)));
        }
        if let Some(play) = &f.play {
            fields.push(("play", json(play)));
        }
        if let Some(r) = &f.rules {
            fields.push(("rules", json(r)));
        }
        if !f.ratings.is_empty() {
            fields.push(("ratings", json(&f.ratings)));
        }
        if !f.seeding_lots.is_empty() {
            fields.push(("seeding_lots", lines_of(&f.seeding_lots)));
        }
        if !f.byes.is_empty() {
            fields.push(("byes", lines_of(&f.byes)));
        }
        if !f.pairings.is_empty() {
            fields.push(("pairings", lines_of(&f.pairings)));
        }
        for (key, value) in fields {
            let _ = writeln!(out, "  \"{key}\": {value},");
        }
        out.push_str("  \"games\": [");
        for (i, g) in f.games.iter().enumerate() {
            out.push_str(if i == 0 { "\n    " } else { ",\n    " });
            game_json(&mut out, g);
        }
        out.push_str(if f.games.is_empty() { "]" } else { "\n  ]" });
        if let Some(g) = &f.in_progress {
            out.push_str(",\n  \"in_progress\": ");
            game_json(&mut out, g);
        }
        out.push_str("\n}\n");
        out
    }
}

/// Checks the play-off games (CN 第15.6条): two players of the event (of the group it names, in
/// a group stage), a place of the field, a result that is final.
fn check_playoff_games(
    file: &ResultsFile,
    index: &HashMap<String, usize>,
    groups: &[(String, Vec<usize>)],
) -> Result<(), (usize, PlayoffFault)> {
    for (i, g) in file.playoff_games.iter().enumerate() {
        let fail = |why: PlayoffFault| Err((i, why));
        let mut members = Vec::new();
        for name in [&g.red, &g.black] {
            match index.get(name) {
                Some(&p) => members.push(p),
                None => return fail(PlayoffFault::NotAPlayer { name: name.clone() }),
            }
        }
        if g.red == g.black {
            return fail(PlayoffFault::Themself {
                name: g.red.clone(),
            });
        }
        if g.place == 0 || g.place as usize > file.players.len() {
            return fail(PlayoffFault::Place {
                place: g.place,
                players: file.players.len(),
            });
        }
        if g.result == Outcome::Unfinished {
            return fail(PlayoffFault::Unfinished);
        }
        match (&g.group, groups.is_empty()) {
            (Some(name), true) => {
                return fail(PlayoffFault::NoGroups {
                    group: name.clone(),
                });
            }
            (None, false) => {
                return fail(PlayoffFault::NeedsGroup);
            }
            (Some(name), false) => {
                let Some((_, group)) = groups.iter().find(|(n, _)| n == name) else {
                    return fail(PlayoffFault::NotAGroup {
                        group: name.clone(),
                    });
                };
                if let Some(&p) = members.iter().find(|p| !group.contains(p)) {
                    return fail(PlayoffFault::NotInGroup {
                        name: file.players[p].clone(),
                        group: name.clone(),
                    });
                }
            }
            (None, true) => {}
        }
    }
    Ok(())
}

/// Checks what the arbiter recorded besides the games ([`records`]): ratings, byes, the rounds
/// paired, and a team's boards in rating order (第12.1条).
fn check_records(
    file: &ResultsFile,
    index: &HashMap<String, usize>,
) -> Result<(), (String, Box<Fault>)> {
    if let Some(r) = &file.rules {
        competition(r).map_err(|e| ("rules".to_string(), Box::new(Fault::Rules(e.to_string()))))?;
    }
    if file.system != System::Swiss
        && let Some(b) = file.byes.first()
    {
        return Err((
            "byes[0]".into(),
            Box::new(Fault::ByeNotSwiss {
                why: b.why,
                system: file.system,
            }),
        ));
    }
    let mut known = index.clone();
    for roster in file.teams.values() {
        for p in roster {
            known.entry(p.clone()).or_insert(usize::MAX);
        }
    }
    let games: Vec<(u32, &str, &str)> = file
        .games
        .iter()
        .map(|g| (g.round, g.red.as_str(), g.black.as_str()))
        .collect();
    records::check(&known, &file.ratings, &file.byes, &file.pairings, &games)
        .map_err(|f| (f.path.clone(), Box::new(Fault::Records(f))))?;
    if !file.teams.is_empty()
        && file.team_event.unwrap_or_default().plays_matches()
        && let Some(b) = file.byes.first()
    {
        return Err((
            "byes[0]".into(),
            Box::new(Fault::ByeTeamMatch {
                player: b.player.clone(),
                why: b.why,
            }),
        ));
    }
    // 12.1's order, and 12.2's (台次的排列原则同12.1款); 12.3–12.5 seat no fixed order.
    let ordered = matches!(
        file.team_event.unwrap_or_default(),
        TeamKind::FixedBoards | TeamKind::Substitutes
    );
    for (team, roster) in file.teams.iter().filter(|_| ordered) {
        crate::ratings::check_roster(team, roster, &file.ratings).map_err(|e| {
            (
                format!("teams.{team}"),
                Box::new(Fault::Roster {
                    team: team.clone(),
                    error: e,
                }),
            )
        })?;
    }
    Ok(())
}

/// Checks the teams of a team event (第12条) and returns each team member's team (by index
/// into `players` for a match event, else `None`).
fn check_teams(
    file: &ResultsFile,
    index: &HashMap<String, usize>,
) -> Result<HashMap<String, Option<usize>>, (String, TeamFault)> {
    let mut members = HashMap::new();
    if file.teams.is_empty() {
        if file.team_event.is_some() || file.boards.is_some() {
            let key = if file.boards.is_some() {
                "boards"
            } else {
                "team_event"
            };
            return Err((key.into(), TeamFault::NotTeamEvent));
        }
        return Ok(members);
    }
    let kind = file.team_event.unwrap_or_default();
    if kind.plays_matches() {
        for p in &file.players {
            if !file.teams.contains_key(p) {
                return Err((
                    format!("teams.{p}"),
                    TeamFault::NoTeamList { team: p.clone() },
                ));
            }
        }
        if file.boards == Some(0) {
            return Err(("boards".into(), TeamFault::BoardsZero));
        }
    }
    for (team, roster) in &file.teams {
        let team_at = format!("teams.{team}");
        let fail = |fault: TeamFault| Err((team_at.clone(), fault));
        let team_index = index.get(team).copied();
        if kind.plays_matches() && team_index.is_none() {
            return fail(TeamFault::NotInPlayers {
                team: team.clone(),
                players: file.players.clone(),
            });
        }
        if roster.is_empty() {
            return fail(TeamFault::Empty { team: team.clone() });
        }
        for name in roster {
            if name.trim().is_empty() {
                return fail(TeamFault::EmptyName { team: team.clone() });
            }
            if kind.plays_matches() && (index.contains_key(name) || file.teams.contains_key(name)) {
                return fail(TeamFault::TeamAndPlayer { name: name.clone() });
            }
            if !kind.plays_matches() && !index.contains_key(name) {
                return fail(TeamFault::NotIndividual {
                    team: team.clone(),
                    name: name.clone(),
                });
            }
            if members
                .insert(name.clone(), team_index.filter(|_| kind.plays_matches()))
                .is_some()
            {
                return Err((
                    "teams".into(),
                    TeamFault::ListedTwice { name: name.clone() },
                ));
            }
        }
        if kind.plays_matches()
            && let Some(b) = file.boards
            && kind != TeamKind::AllPlayAll
            && roster.len() < b as usize
        {
            return fail(TeamFault::Short {
                team: team.clone(),
                players: roster.len(),
                boards: b,
            });
        }
    }
    Ok(members)
}

/// A game's result, and for a team match its tally: checked against the kind of team event
/// (who may sit at which board, 第12条) and the boards of the other matches.
fn game_outcome(
    file: &ResultsFile,
    game: &Game,
    board_count: Option<usize>,
) -> Result<(Outcome, Option<Tally>), GameFault> {
    let kind = file.team_event.unwrap_or_default();
    if file.teams.is_empty() || !kind.plays_matches() {
        if game.boards.is_some() || game.lineup.is_some() {
            return Err(GameFault::TeamFieldsOnly);
        }
        return game.result.map(|o| (o, None)).ok_or(GameFault::NoResult);
    }
    let roster = |team: &str| &file.teams[team];
    let lineup = |team: &str, boards: usize| -> Vec<String> {
        match game.lineup.as_ref().and_then(|l| l.get(team)) {
            Some(l) => l.clone(),
            None if kind == TeamKind::AllPlayAll => roster(team).clone(),
            None => roster(team).iter().take(boards).cloned().collect(),
        }
    };
    match (game.result, &game.boards) {
        (Some(_), Some(_)) => Err(GameFault::BoardsAndResult),
        (None, None) => Err(GameFault::NoBoards),
        (Some(o), None) if o.played() => Err(GameFault::PlayedResult { result: o }),
        (Some(o), None) => {
            if game.lineup.is_some() {
                return Err(GameFault::ForfeitLineup);
            }
            let n = match kind {
                TeamKind::AllPlayAll => roster(&game.red).len() * roster(&game.black).len(),
                _ => board_count.unwrap_or(0),
            };
            Ok((o, Some(teams::forfeit_tally(o, n, true))))
        }
        (None, Some(boards)) => {
            if let Some(l) = &game.lineup
                && let Some(other) = l.keys().find(|k| **k != game.red && **k != game.black)
            {
                return Err(GameFault::LineupStranger {
                    team: other.clone(),
                    red: game.red.clone(),
                    black: game.black.clone(),
                });
            }
            let n = board_count.unwrap_or(boards.len());
            let (a, b) = (lineup(&game.red, n), lineup(&game.black, n));
            for (team, l) in [(&game.red, &a), (&game.black, &b)] {
                teams::check_lineup(kind, roster(team), l).map_err(|e| GameFault::Lineup {
                    team: team.clone(),
                    error: e,
                })?;
            }
            let expected = match kind {
                TeamKind::AllPlayAll => a.len() * b.len(),
                _ => {
                    if a.len() != b.len() {
                        return Err(GameFault::UnevenLineups {
                            red: game.red.clone(),
                            red_players: a.len(),
                            black: game.black.clone(),
                            black_players: b.len(),
                        });
                    }
                    if a.len() != n {
                        return Err(GameFault::LineupBoards {
                            players: a.len(),
                            boards: n,
                        });
                    }
                    n
                }
            };
            if boards.len() != expected {
                return Err(GameFault::BoardCount {
                    given: boards.len(),
                    boards: expected,
                    all_play_all: kind == TeamKind::AllPlayAll,
                });
            }
            if boards.contains(&Outcome::Unfinished) {
                return Err(GameFault::BoardUnfinished);
            }
            let t = teams::tally(boards);
            Ok((t.outcome, Some(t)))
        }
    }
}

/// Checks a team match cut short (`in_progress`): a match of two teams of the event (a knockout's
/// play-off, or a two-game event, may already have had matches of the same pair in its round),
/// with at least one board and fewer than its match has, each board finished, and
/// line-ups the kind of event allows (checked as a whole match would be, its boards still to
/// play counted as draws).
fn check_in_progress(
    file: &ResultsFile,
    partial: &Game,
    board_count: Option<usize>,
) -> Result<(), GameFault> {
    let kind = file.team_event.unwrap_or_default();
    if file.teams.is_empty() || !kind.plays_matches() {
        return Err(GameFault::NoTeamMatches);
    }
    for name in [&partial.red, &partial.black] {
        if !file.players.contains(name) {
            return Err(GameFault::NotATeam {
                name: name.clone(),
                players: file.players.clone(),
            });
        }
    }
    if partial.red == partial.black || partial.round == 0 {
        return Err(GameFault::TwoTeams);
    }
    let Some(boards) = partial.boards.as_ref().filter(|b| !b.is_empty()) else {
        return Err(GameFault::NoBoardsYet);
    };
    if partial.result.is_some() {
        return Err(GameFault::CutShortResult);
    }
    let plays = |name: &String| {
        [&partial.red, &partial.black]
            .iter()
            .any(|t| *t == name || file.teams.get(t.as_str()).is_some_and(|r| r.contains(name)))
    };
    if let Some(name) = partial.fouls.keys().find(|n| !plays(n)) {
        return Err(GameFault::FoulNotInGame {
            name: name.clone(),
            red: partial.red.clone(),
            black: partial.black.clone(),
            cut_short: true,
        });
    }
    let seated = |team: &str| {
        partial
            .lineup
            .as_ref()
            .and_then(|l| l.get(team))
            .map_or_else(|| file.teams.get(team).map_or(0, Vec::len), Vec::len)
    };
    let expected = match kind {
        TeamKind::AllPlayAll => seated(&partial.red) * seated(&partial.black),
        _ => board_count.ok_or(GameFault::BoardCountUnknown)?,
    };
    if boards.len() >= expected {
        return Err(GameFault::Finished {
            given: boards.len(),
            boards: expected,
        });
    }
    if boards.contains(&Outcome::Unfinished) {
        return Err(GameFault::StillPlaying);
    }
    let mut whole = partial.clone();
    whole
        .boards
        .get_or_insert_with(Vec::new)
        .resize(expected, Outcome::Draw);
    game_outcome(file, &whole, Some(expected)).map(|_| ())
}

/// One game (or team match) on one line, as the results file writes it.
fn game_json(out: &mut String, g: &Game) {
    let _ = write!(
        out,
        "{{\"round\": {}, \"red\": {}, \"black\": {}",
        g.round,
        json(&g.red),
        json(&g.black),
    );
    if let Some(r) = g.result {
        let _ = write!(out, ", \"result\": \"{}\"", r.text());
    }
    if let Some(b) = &g.boards {
        let _ = write!(out, ", \"boards\": {}", json(b));
    }
    if let Some(l) = &g.lineup {
        let _ = write!(out, ", \"lineup\": {}", json(l));
    }
    if !g.fouls.is_empty() {
        let _ = write!(out, ", \"fouls\": {}", json(&g.fouls));
    }
    if g.paired_as_draw {
        out.push_str(", \"paired_as_draw\": true");
    }
    if let Some(r) = &g.reason {
        let _ = write!(out, ", \"reason\": {}", json(r));
    }
    out.push('}');
}

/// A list with one element a line (a round's pairing, a bye), as the file writes `games`.
fn lines_of<T: Serialize>(items: &[T]) -> String {
    let inner: Vec<String> = items.iter().map(|i| format!("    {}", json(i))).collect();
    format!("[\n{}\n  ]", inner.join(",\n"))
}

/// A value as compact JSON.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("results values serialize")
}

/// The groups of a results file, checked: names and members by index, with the lots that drew
/// them (`pots`), or an error. Every player is in exactly one group of two or more.
#[allow(clippy::type_complexity)]
fn groups_of_file(
    file: &ResultsFile,
) -> Result<(Vec<(String, Vec<usize>)>, Vec<Lot>), GroupsFault> {
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
                return Err(GroupsFault::Count {
                    groups: g as u32,
                    players: n,
                });
            }
            let seeding = competition("cn")
                .map_err(|e| GroupsFault::Rules(e.to_string()))?
                .groups
                .seeding
                .ok_or(GroupsFault::NoSeeding)?;
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
                    let i = index(m).ok_or_else(|| GroupsFault::NotAPlayer {
                        group: name.clone(),
                        name: m.clone(),
                    })?;
                    if std::mem::replace(&mut seen[i], true) {
                        return Err(GroupsFault::TwoGroups { name: m.clone() });
                    }
                    list.push(i);
                }
                if list.len() < 2 {
                    return Err(GroupsFault::TooSmall {
                        group: name.clone(),
                    });
                }
                out.push((name.clone(), list));
            }
            if let Some(i) = seen.iter().position(|s| !s) {
                return Err(GroupsFault::NoGroup {
                    name: file.players[i].clone(),
                });
            }
            out
        }
    };
    if let Some(a) = file.advance
        && out.iter().any(|(_, m)| (a as usize) > m.len())
    {
        return Err(GroupsFault::Advance { advance: a });
    }
    Ok((out, lots))
}

/// Each group of a group stage drawn again where CN 第20.2条 says (在比赛开始前退出，如系循环制且
/// 剩余为双数，应重新抽签, read group by group: each group is a round robin of its own): a group
/// that players left before the start (`withdrawn` from round 1), leaving an even number, has
/// the players left as its members in the order of their new numbers — the file's `redraw`
/// (its names of that group, in order), else a lot from `seed` for the group. Left odd, the
/// group keeps its table. A name of `redraw` in no group drawn again is an error.
#[allow(clippy::type_complexity)]
fn redraw_groups(
    file: &ResultsFile,
    mut groups: Vec<(String, Vec<usize>)>,
    index: &HashMap<String, usize>,
) -> Result<(Vec<(String, Vec<usize>)>, Vec<Lot>), RedrawFault> {
    if groups.is_empty() || file.system != System::RoundRobin {
        return Ok((groups, Vec::new()));
    }
    let mut given = Vec::new();
    for (i, name) in file.redraw.iter().enumerate() {
        let Some(&p) = index.get(name) else {
            return Err(RedrawFault::NotAPlayer {
                index: i,
                name: name.clone(),
            });
        };
        if file.withdrawn.get(name) == Some(&1) {
            return Err(RedrawFault::Withdrew {
                index: i,
                name: name.clone(),
            });
        }
        if given.contains(&p) {
            return Err(RedrawFault::Twice {
                index: i,
                name: name.clone(),
            });
        }
        given.push(p);
    }
    let mut lots = Vec::new();
    let mut used = 0;
    let mut redrawn = Vec::new();
    for (g, (name, members)) in groups.iter_mut().enumerate() {
        let left: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&p| file.withdrawn.get(&file.players[p]) != Some(&1))
            .collect();
        if left.len() == members.len() || !left.len().is_multiple_of(2) {
            continue;
        }
        let theirs: Vec<usize> = given.iter().copied().filter(|p| left.contains(p)).collect();
        used += theirs.len();
        redrawn.extend(left.iter().copied());
        if theirs.is_empty() {
            let names: Vec<String> = left.iter().map(|&p| file.players[p].clone()).collect();
            let mut draw = Draw::new(file.seed.unwrap_or(0), u64::MAX / 2 - g as u64);
            let order = draw.order(
                Decides::Redraw {
                    group: Some(name.clone()),
                },
                &names,
            );
            lots.extend(draw.record);
            *members = order.iter().map(|&i| left[i]).collect();
        } else if theirs.len() != left.len() {
            let missing = left
                .iter()
                .filter(|p| !theirs.contains(p))
                .map(|&p| file.players[p].clone())
                .collect();
            return Err(RedrawFault::Missing {
                group: Some(name.clone()),
                missing,
            });
        } else {
            *members = theirs;
        }
    }
    if used < given.len() {
        let stray = given
            .iter()
            .find(|p| !redrawn.contains(p))
            .map_or(String::new(), |&p| file.players[p].clone());
        return Err(RedrawFault::Stray { name: stray });
    }
    Ok((groups, lots))
}

/// A results file's text from its bytes: UTF-8 (a byte-order mark is dropped), else GB18030
/// (which holds GBK). Bytes that are neither are an error naming the first bad byte.
pub fn decode(bytes: &[u8]) -> Result<String, Fault> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(utf8) => {
            let (text, had_errors) = encoding_rs::GB18030.decode_without_bom_handling(bytes);
            if had_errors {
                Err(Fault::Encoding {
                    byte: utf8.valid_up_to(),
                })
            } else {
                Ok(text.into_owned())
            }
        }
    }
}

/// The players by order-table number, and the lot that drew them: CN 第20.2条 “在比赛开始前退出，
/// 如系循环制且剩余为双数，应重新抽签” — a round robin (not a group stage, whose groups are drawn as
/// a whole) that players left before the start (`withdrawn` from round 1), leaving an even number,
/// is drawn again among those left: the file's `redraw`, else a lot from `seed`. Left odd, the
/// book draws nothing again: the table keeps the withdrawn numbers, whose games are forfeits or
/// struck out (第20.3条) and leave each opponent a round without a game, as a bye would. A
/// `redraw` the book does not call for, or that does not list exactly the players left, is an
/// error.
fn table_numbers(
    file: &ResultsFile,
    index: &HashMap<String, usize>,
    grouped: bool,
) -> Result<(Vec<usize>, Vec<Lot>), RedrawFault> {
    let everyone: Vec<usize> = (0..file.players.len()).collect();
    let left: Vec<usize> = everyone
        .iter()
        .copied()
        .filter(|&p| file.withdrawn.get(&file.players[p]) != Some(&1))
        .collect();
    let redraw = file.system == System::RoundRobin
        && !grouped
        && left.len() < everyone.len()
        && left.len().is_multiple_of(2);
    if !redraw {
        if file.redraw.is_empty() || (grouped && file.system == System::RoundRobin) {
            // A group stage's `redraw` is its groups' ([`redraw_groups`]).
            return Ok((everyone, Vec::new()));
        }
        return Err(RedrawFault::NotCalledFor {
            left: (file.system == System::RoundRobin).then_some(left.len()),
        });
    }
    if file.redraw.is_empty() {
        let names: Vec<String> = left.iter().map(|&p| file.players[p].clone()).collect();
        let mut draw = Draw::new(file.seed.unwrap_or(0), u64::MAX - 1);
        let order = draw.order(Decides::Redraw { group: None }, &names);
        return Ok((order.iter().map(|&i| left[i]).collect(), draw.record));
    }
    let mut numbers = Vec::new();
    for (i, name) in file.redraw.iter().enumerate() {
        let Some(&p) = index.get(name) else {
            return Err(RedrawFault::NotAPlayer {
                index: i,
                name: name.clone(),
            });
        };
        if !left.contains(&p) {
            return Err(RedrawFault::Withdrew {
                index: i,
                name: name.clone(),
            });
        }
        if numbers.contains(&p) {
            return Err(RedrawFault::Twice {
                index: i,
                name: name.clone(),
            });
        }
        numbers.push(p);
    }
    if numbers.len() != left.len() {
        let missing = left
            .iter()
            .filter(|p| !numbers.contains(p))
            .map(|&p| file.players[p].clone())
            .collect();
        return Err(RedrawFault::Missing {
            group: None,
            missing,
        });
    }
    Ok((numbers, Vec::new()))
}
