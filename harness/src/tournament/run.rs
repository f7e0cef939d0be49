//! Playing a whole event: the games come from the order table (round robin) or from 积分编排
//! round by round (Swiss); an [`Arbiter`] plays each one; the results file is rewritten after
//! every finished game. Run again on the same file, the event resumes: finished games are
//! never played again, and a Swiss round is paired again from the rounds before it, which gives
//! the same pairs (the draw is seeded), so a round cut short is finished as it was paired.

use super::System;
use super::results::{Event, Game, Outcome, ResultsFile};
use super::roundrobin;
use super::swiss::{Pairing, next_round};
use crate::files::{MAX_INPUT_BYTES, MAX_RECORD_BYTES, read_text};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::Path;

/// One engine of the event, as the engines file lists it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entrant {
    /// The name in the results file and crosstable.
    pub name: String,
    /// How to start it: a `qili match` engine spec (`cmd=… proto=… option.X=…`).
    pub spec: String,
}

/// The engines file: `{"engines": [{"name": …, "spec": …}, …]}` in JSON or YAML, in seeding
/// order.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnginesFile {
    /// The entrants, number 1 first.
    pub engines: Vec<Entrant>,
}

/// Reads an engines file (YAML, or JSON, which is YAML); errors name the file and, for syntax,
/// the line.
pub fn read_engines(path: &Path) -> Result<Vec<Entrant>, String> {
    let at = path.display();
    let text = read_text(path, MAX_INPUT_BYTES).map_err(|e| format!("{at}: {e}"))?;
    let file: EnginesFile = serde_yaml::from_str(&text).map_err(|e| format!("{at}: {e}"))?;
    if file.engines.len() < 2 {
        return Err(format!("{at}: an event needs at least two engines"));
    }
    for (i, e) in file.engines.iter().enumerate() {
        if e.name.trim().is_empty() {
            return Err(format!("{at}: engines[{i}]: the name is empty"));
        }
        if file.engines[..i].iter().any(|o| o.name == e.name) {
            return Err(format!("{at}: engines[{i}]: '{}' is listed twice", e.name));
        }
    }
    Ok(file.engines)
}

/// A game to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scheduled {
    /// The round.
    pub round: u32,
    /// The entrant with red.
    pub red: Entrant,
    /// The entrant with black.
    pub black: Entrant,
}

/// A game the arbiter finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The result.
    pub result: Outcome,
    /// Why it ended: the referee's termination and the article that decided it.
    pub reason: String,
    /// The game as PGN, for `--pgn`.
    pub pgn: Option<String>,
}

/// What plays one game: `qili match`'s referee with the entrants' engines, or a scripted
/// stand-in in tests. An engine that crashes, hangs or plays an illegal move loses that game
/// (a [`Finished`] result); `Err` is for what stops the event itself, and leaves every game
/// finished so far in the results file.
pub trait Arbiter {
    /// Plays one game to its end.
    fn play(&mut self, game: &Scheduled) -> Result<Finished, String>;
}

/// How the event is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The system.
    pub system: System,
    /// Rounds of a Swiss event (a round robin has the table's).
    pub rounds: Option<u32>,
    /// Two games a round per pair, colours swapped (两局制; round robin only).
    pub double: bool,
    /// The seed of the draw of lots.
    pub seed: u64,
}

/// Where the event's files go.
#[derive(Clone, Copy, Debug)]
pub struct Files<'a> {
    /// The results file: read when it exists (the event resumes), rewritten after every game.
    pub results: &'a Path,
    /// A PGN file every finished game is appended to.
    pub pgn: Option<&'a Path>,
}

/// Plays the event to its end (or until the arbiter fails), telling `progress` about each game.
pub fn run(
    entrants: &[Entrant],
    plan: &Plan,
    files: Files,
    arbiter: &mut dyn Arbiter,
    progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
) -> Result<Event, String> {
    let mut event = start(entrants, plan, files.results)?;
    let by_name: BTreeMap<&str, &Entrant> = entrants.iter().map(|e| (e.name.as_str(), e)).collect();
    let total = event.file.rounds.unwrap_or(0);
    for round in 1..=total {
        let pairing = pairing_of(&event, round)?;
        for [red, black] in &pairing.pairs {
            let done = event
                .file
                .games
                .iter()
                .any(|g| g.round == round && g.red == *red && g.black == *black);
            if done {
                continue;
            }
            let game = Scheduled {
                round,
                red: by_name[red.as_str()].clone(),
                black: by_name[black.as_str()].clone(),
            };
            let finished = arbiter.play(&game)?;
            if let (Some(path), Some(pgn)) = (files.pgn, &finished.pgn) {
                append(path, pgn)?;
            }
            event.record(Game {
                round,
                red: red.clone(),
                black: black.clone(),
                result: finished.result,
                reason: Some(finished.reason.clone()),
            })?;
            save(&event, files.results)?;
            progress(&game, &finished, &event);
        }
    }
    Ok(event)
}

/// The event from its results file, or a new one written at once. A file of another event
/// (other players, system, rounds or game count) is an error.
fn start(entrants: &[Entrant], plan: &Plan, path: &Path) -> Result<Event, String> {
    let names: Vec<String> = entrants.iter().map(|e| e.name.clone()).collect();
    if plan.double && plan.system == System::Swiss {
        return Err(
            "a two-game event (--double) is a round robin here; 附录二 pairs one game".into(),
        );
    }
    let rounds = match plan.system {
        System::RoundRobin => roundrobin::round_count(names.len() as u32),
        System::Swiss => plan
            .rounds
            .ok_or("a Swiss event needs --rounds (附录二 二: 预先确定并宣布比赛进行若干轮)")?,
    };
    let wanted = ResultsFile {
        system: plan.system,
        players: names,
        rounds: Some(rounds),
        seed: Some(plan.seed),
        games_per_match: if plan.double { 2 } else { 1 },
        fouls: BTreeMap::new(),
        sanctions: BTreeMap::new(),
        withdrawn: BTreeMap::new(),
        games: Vec::new(),
    };
    if !path.exists() {
        let event = Event::new(wanted)?;
        save(&event, path)?;
        return Ok(event);
    }
    let at = path.display();
    let text = read_text(path, MAX_RECORD_BYTES).map_err(|e| format!("{at}: {e}"))?;
    let event = Event::parse(&text, &at.to_string())?;
    let f = &event.file;
    let differs = |what: &str, file: String, now: String| {
        format!(
            "{at}: this results file is of another event: its {what} is {file}, not {now} \
             (give another --results file, or the same options)"
        )
    };
    if f.players != wanted.players {
        return Err(differs(
            "players",
            f.players.join(", "),
            wanted.players.join(", "),
        ));
    }
    if f.system != wanted.system {
        return Err(differs(
            "system",
            f.system.name().into(),
            wanted.system.name().into(),
        ));
    }
    if f.rounds != wanted.rounds {
        return Err(differs(
            "number of rounds",
            format!("{:?}", f.rounds),
            format!("{:?}", wanted.rounds),
        ));
    }
    if f.games_per_match != wanted.games_per_match {
        return Err(differs(
            "games per pairing",
            f.games_per_match.to_string(),
            wanted.games_per_match.to_string(),
        ));
    }
    Ok(event)
}

/// The pairs of a round: the order table's, or the Swiss pairing made from the rounds before
/// it (the same every time: the draw is seeded by the file's seed and the round).
fn pairing_of(event: &Event, round: u32) -> Result<Pairing, String> {
    let mut before = event.file.clone();
    before.games.retain(|g| g.round < round);
    let earlier = Event::new(before)?;
    next_round(&earlier, None)
}

/// Writes the results file whole, through a temporary file renamed over it, so that a kill
/// leaves either the old file or the new one, never half of one.
fn save(event: &Event, path: &Path) -> Result<(), String> {
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, event.to_json())
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Appends a game to the PGN file. It is written before the results file: a kill between the
/// two can repeat a game in the PGN, never lose one.
fn append(path: &Path, pgn: &str) -> Result<(), String> {
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writeln!(f, "{}", pgn.trim_end())
        .and_then(|()| writeln!(f))
        .map_err(|e| format!("{}: {e}", path.display()))
}
