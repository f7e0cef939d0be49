//! The results file: the players in seeding order, the games played, fouls, sanctions and
//! withdrawals. `qili tournament pair` and `standings` read it; `run` writes it after every
//! game. Every fault names its line.
//!
//! ```json
//! {"system": "round-robin", "players": ["A", "B", "C", "D"], "fouls": {"A": 1},
//!  "play": {"rules": "cn", "control": "depth 4", "enforce": "ban", "timeout_s": 60.0,
//!           "time_margin_ms": 100},
//!  "withdrawn": {"D": 3},
//!  "games": [{"round": 1, "red": "A", "black": "D", "result": "1-0"}]}
//! ```

use super::System;
use super::lines::Lines;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// How a game ended, as the results file writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Red won.
    #[serde(rename = "1-0")]
    RedWins,
    /// Black won.
    #[serde(rename = "0-1")]
    BlackWins,
    /// A draw.
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// Red forfeited (was absent): black wins without play.
    #[serde(rename = "forfeit-red")]
    RedForfeits,
    /// Black forfeited (was absent): red wins without play.
    #[serde(rename = "forfeit-black")]
    BlackForfeits,
    /// Both forfeited (CN 第21.3条 双方弃权; AXF 第二章 第二节 三(A) 一方或双方迟到…作弃权论):
    /// both lose without play.
    #[serde(rename = "double-forfeit")]
    DoubleForfeit,
}

impl Outcome {
    /// Whether the game was played over the board.
    pub fn played(self) -> bool {
        matches!(self, Outcome::RedWins | Outcome::BlackWins | Outcome::Draw)
    }

    /// The result from each side, `[red, black]`: 1 a win, 0.5 a draw, 0 a loss (a double
    /// forfeit is a loss for both).
    pub fn shares(self) -> [f64; 2] {
        match self {
            Outcome::RedWins | Outcome::BlackForfeits => [1.0, 0.0],
            Outcome::Draw => [0.5, 0.5],
            Outcome::BlackWins | Outcome::RedForfeits => [0.0, 1.0],
            Outcome::DoubleForfeit => [0.0, 0.0],
        }
    }

    /// The text the file uses.
    pub fn text(self) -> &'static str {
        match self {
            Outcome::RedWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
            Outcome::RedForfeits => "forfeit-red",
            Outcome::BlackForfeits => "forfeit-black",
            Outcome::DoubleForfeit => "double-forfeit",
        }
    }
}

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
    /// The result.
    pub result: Outcome,
    /// Why the game ended, where known (a referee's termination and article).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
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
    /// Fouls (犯规, 技术犯规) per player.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fouls: BTreeMap<String, u32>,
    /// Sanctions (CN 第18条) per player.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sanctions: BTreeMap<String, Sanctions>,
    /// Withdrawn players, with the first round they do not play.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub withdrawn: BTreeMap<String, u32>,
    /// How `qili tournament run` plays the games (the rulebook, the time control, …), recorded
    /// so that the event is resumed as it began; absent from a file written by hand or by an
    /// earlier qili.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Play>,
    /// The games, in the order they finished.
    #[serde(default)]
    pub games: Vec<Game>,
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
            withdrawn: BTreeMap::new(),
            play: None,
            games: Vec::new(),
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
            result,
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
    /// The result.
    pub outcome: Outcome,
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
}

impl Event {
    /// Reads a results file's text; `origin` names it in errors (a path).
    pub fn parse(text: &str, origin: &str) -> Result<Event, String> {
        let file: ResultsFile = serde_json::from_str(text).map_err(|e| format!("{origin}: {e}"))?;
        let lines = Lines::of(text);
        Event::check(file, &lines).map_err(|e| format!("{origin}: {e}"))
    }

    /// A new event with no games.
    pub fn new(file: ResultsFile) -> Result<Event, String> {
        Event::check(file, &Lines::default())
    }

    /// Validates what serde cannot; errors start with `line N: ` where the line is known.
    fn check(file: ResultsFile, lines: &Lines) -> Result<Event, String> {
        let mut index = HashMap::new();
        if file.players.len() < 2 {
            return Err(format!(
                "{}an event needs at least two players",
                lines.at("players")
            ));
        }
        if file.system == System::RoundRobin {
            let n = u32::try_from(file.players.len()).unwrap_or(u32::MAX);
            super::roundrobin::check_players(n)
                .map_err(|e| format!("{}players: {e}", lines.at("players")))?;
        }
        for (i, name) in file.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(format!(
                    "{}players[{i}]: a name is empty",
                    lines.at("players")
                ));
            }
            if index.insert(name.clone(), i).is_some() {
                return Err(format!(
                    "{}players: '{name}' is listed twice",
                    lines.at("players")
                ));
            }
        }
        let known = |key: &str, name: &str| -> Result<usize, String> {
            index.get(name).copied().ok_or_else(|| {
                format!(
                    "{}{key}: '{name}' is not a player (players: {})",
                    lines.at(&format!("{key}.{name}")),
                    file.players.join(", ")
                )
            })
        };
        for name in file.fouls.keys() {
            known("fouls", name)?;
        }
        for name in file.sanctions.keys() {
            known("sanctions", name)?;
        }
        for (name, &round) in &file.withdrawn {
            known("withdrawn", name)?;
            if round == 0 {
                return Err(format!(
                    "{}withdrawn: '{name}': rounds count from 1 (the first round not played)",
                    lines.at(&format!("withdrawn.{name}"))
                ));
            }
        }
        if !(1..=2).contains(&file.games_per_match) {
            return Err(format!(
                "{}games_per_match must be 1 or 2, not {}",
                lines.at("games_per_match"),
                file.games_per_match
            ));
        }
        if file.rounds == Some(0) {
            return Err(format!("{}rounds must be at least 1", lines.at("rounds")));
        }
        let mut games = Vec::new();
        // (round, player) -> the opponent and how many games they had in that round.
        let mut in_round: HashMap<(u32, usize), (usize, u32)> = HashMap::new();
        let mut met: HashMap<(usize, usize), u32> = HashMap::new();
        for (g, game) in file.games.iter().enumerate() {
            let at = lines.at(&format!("games[{g}]"));
            let find = |name: &str| {
                index.get(name).copied().ok_or_else(|| {
                    format!(
                        "{at}games[{g}]: '{name}' is not a player (players: {})",
                        file.players.join(", ")
                    )
                })
            };
            let (red, black) = (find(&game.red)?, find(&game.black)?);
            if red == black {
                return Err(format!(
                    "{at}games[{g}]: '{}' cannot play themself",
                    game.red
                ));
            }
            if game.round == 0 {
                return Err(format!("{at}games[{g}]: rounds count from 1"));
            }
            let table_rounds = super::roundrobin::round_count(file.players.len() as u32);
            if file.system == System::RoundRobin && game.round > table_rounds {
                return Err(format!(
                    "{at}games[{g}]: round {} is past the order table's {table_rounds} rounds",
                    game.round
                ));
            }
            if let Some(n) = file.rounds
                && game.round > n
            {
                return Err(format!(
                    "{at}games[{g}]: round {} is past the event's {n} rounds",
                    game.round
                ));
            }
            for (me, other) in [(red, black), (black, red)] {
                let entry = in_round.entry((game.round, me)).or_insert((other, 0));
                entry.1 += 1;
                if entry.0 != other || entry.1 > file.games_per_match {
                    return Err(format!(
                        "{at}games[{g}]: '{}' already has {} in round {}",
                        file.players[me],
                        if file.games_per_match == 1 {
                            "a game".to_string()
                        } else {
                            format!("{} games", file.games_per_match)
                        },
                        game.round
                    ));
                }
                if let Some(&from) = file.withdrawn.get(&file.players[me])
                    && game.round >= from
                    && game.result.played()
                {
                    return Err(format!(
                        "{at}games[{g}]: '{}' withdrew before round {from} but has a game played \
                         in round {} (a game not played is a forfeit)",
                        file.players[me], game.round
                    ));
                }
            }
            let times = met.entry((red.min(black), red.max(black))).or_insert(0);
            *times += 1;
            if file.system == System::RoundRobin && *times > file.games_per_match {
                return Err(format!(
                    "{at}games[{g}]: '{}' and '{}' have already met in this round robin",
                    game.red, game.black
                ));
            }
            games.push(Played {
                round: game.round,
                red,
                black,
                outcome: game.result,
            });
        }
        Ok(Event { file, games, index })
    }

    /// The players' names, in seeding order.
    pub fn players(&self) -> &[String] {
        &self.file.players
    }

    /// A player's index by name.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }

    /// The first round a player does not play, if they withdrew.
    pub fn withdrawn_from(&self, player: usize) -> Option<u32> {
        self.file.withdrawn.get(&self.file.players[player]).copied()
    }

    /// A player's fouls.
    pub fn fouls(&self, player: usize) -> u32 {
        self.file
            .fouls
            .get(&self.file.players[player])
            .copied()
            .unwrap_or(0)
    }

    /// A player's sanctions.
    pub fn sanctions(&self, player: usize) -> Sanctions {
        self.file
            .sanctions
            .get(&self.file.players[player])
            .copied()
            .unwrap_or_default()
    }

    /// The last round with a game in the file (0 before any).
    pub fn last_round(&self) -> u32 {
        self.games.iter().map(|g| g.round).max().unwrap_or(0)
    }

    /// Adds a finished game.
    pub fn record(&mut self, game: Game) -> Result<(), String> {
        let mut file = self.file.clone();
        file.games.push(game);
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
        if !f.withdrawn.is_empty() {
            fields.push(("withdrawn", json(&f.withdrawn)));
        }
        if let Some(play) = &f.play {
            fields.push(("play", json(play)));
        }
        for (key, value) in fields {
            let _ = writeln!(out, "  \"{key}\": {value},");
        }
        out.push_str("  \"games\": [");
        for (i, g) in f.games.iter().enumerate() {
            let _ = write!(
                out,
                "{}\n    {{\"round\": {}, \"red\": {}, \"black\": {}, \"result\": \"{}\"",
                if i == 0 { "" } else { "," },
                g.round,
                json(&g.red),
                json(&g.black),
                g.result.text()
            );
            if let Some(r) = &g.reason {
                let _ = write!(out, ", \"reason\": {}", json(r));
            }
            out.push('}');
        }
        out.push_str(if f.games.is_empty() {
            "]\n}\n"
        } else {
            "\n  ]\n}\n"
        });
        out
    }
}

/// A value as compact JSON.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("results values serialize")
}
