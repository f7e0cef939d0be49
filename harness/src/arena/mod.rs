//! A match between two engines (`qili match`): the games of a schedule played on several pairs
//! of engine processes at once, each game refereed by [`crate::referee::play_game`], each
//! finished game written to the JSON and PGN files as it ends, scores and Elo kept as they come.
//! `qili match merge` puts the reports of a match's shards back together ([`merge`]).

mod elo;
mod merge_error;
mod not_ready;
mod openings;
mod report;
mod schedule;

pub use elo::{Elo, Margin, Score};
pub use merge_error::{Disagreement, MergeError};
pub use not_ready::NotReady;
pub use openings::{OpeningsError, ReadOpeningsError, builtin_openings, read_openings};
pub use report::{
    CannotWrite, EloRecord, EngineEntry, JsonFile, MatchReport, PgnFile, SettingsRecord, staged,
};
pub use schedule::{Scheduled, Shard, schedule};

use crate::engine::EngineSpec;
use crate::pgn::{PgnHeader, write_game};
use crate::referee::{EnginePlayer, GameRecord, GameSettings, Player, play_game};
use qili_oracle::Position;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::channel;

/// Everything a match needs.
pub struct MatchPlan {
    /// The two engines, in the order given.
    pub engines: [EngineSpec; 2],
    /// The rules and timing of every game.
    pub settings: GameSettings,
    /// Games in the whole match.
    pub games: usize,
    /// The start positions (at least one).
    pub openings: Vec<Position>,
    /// The seed that shuffles the openings, if any.
    pub seed: Option<u64>,
    /// The slice of the match to play, if not all of it.
    pub shard: Option<Shard>,
    /// How many games run at once (each on its own pair of engine processes).
    pub concurrency: usize,
    /// The settings as reported.
    pub record: SettingsRecord,
    /// Where to write the JSON report.
    pub json: Option<PathBuf>,
    /// Where to write the PGN, and its tags.
    pub pgn: Option<(PathBuf, PgnHeader)>,
}

/// Why a match could not be played, or its reports not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// An engine could not be started and greeted, or does not offer an option its spec sets:
    /// no game was played.
    Engine(Box<NotReady>),
    /// A report file could not be written.
    Output(CannotWrite),
}

impl std::fmt::Display for MatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MatchError::Engine(e) => e.fmt(f),
            MatchError::Output(e) => e.fmt(f),
        }
    }
}

/// Plays the match. Both engines are started once first: an engine that cannot be started and
/// greeted, or that does not offer an option the spec sets, stops the match before any game.
/// After that nothing stops it: every game ends with a result, and `each` is called with every
/// finished game and the report so far (for progress).
pub fn run_match(
    plan: &MatchPlan,
    each: &mut dyn FnMut(&GameRecord, &MatchReport),
) -> Result<MatchReport, MatchError> {
    let mut first = [
        EnginePlayer::new(&plan.engines[0], plan.settings.handshake),
        EnginePlayer::new(&plan.engines[1], plan.settings.handshake),
    ];
    for player in &mut first {
        ready(player).map_err(MatchError::Engine)?;
    }
    // The names every game is reported under; two engines that call themselves alike are told
    // apart.
    let mut names = [first[0].name(), first[1].name()];
    if names[0] == names[1] {
        names[1] = format!("{} (2)", names[1]);
    }
    let mut specs = plan.engines.clone();
    for (i, player) in first.iter_mut().enumerate() {
        specs[i].name = Some(names[i].clone());
        player.spec.name = Some(names[i].clone());
    }

    let mut report = MatchReport {
        rules: plan.settings.book.id.clone(),
        engines: (0..2)
            .map(|i| EngineEntry {
                name: names[i].clone(),
                spec: plan.engines[i].text.clone(),
            })
            .collect(),
        settings: plan.record.clone(),
        shard: plan.shard.map(|s| s.to_string()),
        games: Vec::new(),
        scores: Vec::new(),
        elo: None,
    };
    report.tally();
    let mut json = match &plan.json {
        Some(path) => Some(JsonFile::create(path, &report).map_err(MatchError::Output)?),
        None => None,
    };
    let mut pgn = match &plan.pgn {
        Some((path, _)) => Some(PgnFile::create(path).map_err(MatchError::Output)?),
        None => None,
    };
    let mut pgn_texts: Vec<(usize, String)> = Vec::new();

    let rounds = match plan.shard {
        Some(shard) => shard.rounds(plan.games),
        None => 1..plan.games + 1,
    };
    let games = schedule(&plan.openings, plan.seed, rounds);
    let workers = plan.concurrency.clamp(1, games.len().max(1));
    let next = AtomicUsize::new(0);
    let (sender, finished) = channel::<GameRecord>();
    let mut failure: Option<CannotWrite> = None;
    std::thread::scope(|scope| {
        let mut first = Some(first);
        for _ in 0..workers {
            let mut players = first.take().unwrap_or_else(|| {
                specs
                    .clone()
                    .map(|s| EnginePlayer::new(&s, plan.settings.handshake))
            });
            let (games, next, sender, settings) = (&games, &next, sender.clone(), &plan.settings);
            scope.spawn(move || {
                while let Some(game) = games.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let [a, b] = &mut players;
                    let (red, black): (&mut dyn Player, &mut dyn Player) = match game.red {
                        0 => (a, b),
                        _ => (b, a),
                    };
                    let record = play_game(game.round, red, black, &game.start, settings);
                    if sender.send(record).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for record in finished {
            report.games.push(record);
            report.tally();
            let game = report.games.last().expect("just pushed");
            let mut written = Ok(());
            if let Some(file) = &mut json {
                written = written.and(file.add(game, &report));
            }
            if let (Some(file), Some((_, header))) = (&mut pgn, &plan.pgn) {
                let text = write_game(header, game);
                written = written.and(file.add(&text));
                pgn_texts.push((game.round, text));
            }
            if let Err(e) = written {
                failure.get_or_insert(e);
            }
            each(game, &report);
        }
    });
    report.sort();
    if let Some(file) = json {
        file.finish(&report).map_err(MatchError::Output)?;
    }
    if let Some(file) = pgn {
        file.finish(pgn_texts).map_err(MatchError::Output)?;
    }
    match failure {
        Some(e) => Err(MatchError::Output(e)),
        None => Ok(report),
    }
}

/// Starts an engine, greets it, and checks that it offers every option its spec sets: what
/// `qili match` and `qili tournament run` do with every engine before the first game.
pub fn ready(player: &mut EnginePlayer) -> Result<(), Box<NotReady>> {
    if let Err(fault) = player.new_game() {
        return Err(Box::new(NotReady::Fault {
            spec: player.spec.text.clone(),
            protocol: player.spec.protocol.to_string(),
            fault,
        }));
    }
    let offered = player.engine.offered_options();
    for (name, _) in &player.spec.options {
        if !offered.iter().any(|o| o == name) {
            return Err(Box::new(NotReady::NoOption {
                spec: player.spec.text.clone(),
                name: name.clone(),
                offered,
            }));
        }
    }
    Ok(())
}

/// What `match merge` made of its inputs.
#[derive(Debug)]
pub struct Merged {
    /// The JSON report of the whole match, if JSON inputs were given.
    pub report: Option<MatchReport>,
    /// The PGN of every game in round order, if PGN inputs were given.
    pub pgn: Option<String>,
    /// Rounds of the match that no input holds: those of `1..=games` missing from the JSON
    /// reports, or, from PGN alone (which does not say how many games the match has), the
    /// gaps below its last round.
    pub missing: Vec<usize>,
}

/// Merges the JSON reports and PGN files of a match's shards into what one run of the whole
/// match would have written: games in round order, scores and Elo over all of them, `shard`
/// null. The reports must be of one match (same rulebook, engines and settings); a round found
/// twice is an error. When both JSON and PGN are given they must hold the same games: the same
/// rounds, and in each the same red, black and result. Each input is `(name, text)`; JSON is
/// told from PGN by its first character.
pub fn merge(inputs: &[(String, String)]) -> Result<Merged, MergeError> {
    let mut report: Option<MatchReport> = None;
    let mut rounds: BTreeMap<usize, String> = BTreeMap::new();
    // Round → (file, White, Black, Result, the game's text).
    let mut pgn_games: BTreeMap<usize, PgnRound> = BTreeMap::new();
    let mut pgn_seen = false;
    for (name, text) in inputs {
        if text.trim_start().starts_with('{') {
            let part: MatchReport = serde_json::from_str(text).map_err(|e| MergeError::Json {
                file: name.clone(),
                error: e.to_string(),
            })?;
            let whole = report.get_or_insert_with(|| MatchReport {
                shard: None,
                games: Vec::new(),
                ..part.clone()
            });
            let names =
                |r: &MatchReport| r.engines.iter().map(|e| e.name.clone()).collect::<Vec<_>>();
            if part.rules != whole.rules
                || names(&part) != names(whole)
                || part.settings != whole.settings
            {
                return Err(MergeError::AnotherMatch { file: name.clone() });
            }
            for g in part.games {
                if let Some(other) = rounds.insert(g.round, name.clone()) {
                    return Err(MergeError::RoundTwice {
                        round: g.round,
                        first: other,
                        second: name.clone(),
                    });
                }
                whole.games.push(g);
            }
        } else {
            pgn_seen = true;
            for (text, g) in qili_games::pgn::read_all(text) {
                let round: usize =
                    g.tag("Round").and_then(|r| r.parse().ok()).ok_or_else(|| {
                        MergeError::NoRound {
                            file: name.clone(),
                            line: g.line,
                        }
                    })?;
                let tag = |t: &str| g.tag(t).unwrap_or("?").to_string();
                let game = PgnRound {
                    at: (name.clone(), g.line),
                    players: [tag("White"), tag("Black")],
                    result: tag("Result"),
                    text,
                };
                if let Some(other) = pgn_games.insert(round, game) {
                    return Err(MergeError::PgnRoundTwice {
                        file: name.clone(),
                        round,
                        first: other.at,
                    });
                }
            }
        }
    }
    let mut missing = Vec::new();
    if let Some(r) = &mut report {
        r.sort();
        r.tally();
        missing = (1..=r.settings.games)
            .filter(|n| !rounds.contains_key(n))
            .collect();
        if pgn_seen {
            agree(r, &pgn_games)?;
        }
    } else if let Some(&last) = pgn_games.keys().next_back() {
        missing = (1..last).filter(|n| !pgn_games.contains_key(n)).collect();
    }
    Ok(Merged {
        report,
        pgn: pgn_seen.then(|| pgn_games.into_values().map(|g| g.text).collect()),
        missing,
    })
}

/// A game of the PGN inputs, as `merge` checks it against the JSON.
#[derive(Debug)]
struct PgnRound {
    /// Where it was found: the file and the line.
    at: (String, usize),
    /// `[White]` (red) and `[Black]`.
    players: [String; 2],
    /// `[Result]`.
    result: String,
    /// The game's text.
    text: String,
}

/// Checks that the PGN holds exactly the JSON report's games: the same rounds, and in each the
/// same players and result.
fn agree(report: &MatchReport, pgn: &BTreeMap<usize, PgnRound>) -> Result<(), MergeError> {
    let in_json: Vec<usize> = report.games.iter().map(|g| g.round).collect();
    let only_json: Vec<usize> = in_json
        .iter()
        .copied()
        .filter(|r| !pgn.contains_key(r))
        .collect();
    let only_pgn: Vec<usize> = pgn
        .keys()
        .copied()
        .filter(|r| !in_json.contains(r))
        .collect();
    let mut faults = Vec::new();
    if !only_json.is_empty() {
        faults.push(Disagreement::OnlyJson(rounds_text(&only_json)));
    }
    if !only_pgn.is_empty() {
        faults.push(Disagreement::OnlyPgn(rounds_text(&only_pgn)));
    }
    for g in &report.games {
        let Some(p) = pgn.get(&g.round) else {
            continue;
        };
        let json = [g.red.as_str(), g.black.as_str(), g.result.pgn()];
        let in_pgn = [
            p.players[0].as_str(),
            p.players[1].as_str(),
            p.result.as_str(),
        ];
        if json != in_pgn {
            faults.push(Disagreement::Differ {
                round: g.round,
                json: json.map(str::to_string),
                at: p.at.clone(),
                pgn: in_pgn.map(str::to_string),
            });
        }
    }
    if faults.is_empty() {
        Ok(())
    } else {
        Err(MergeError::Disagree(faults))
    }
}

/// Rounds as ranges: `3, 6-10`.
pub fn rounds_text(rounds: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < rounds.len() {
        let mut j = i;
        while j + 1 < rounds.len() && rounds[j + 1] == rounds[j] + 1 {
            j += 1;
        }
        parts.push(if j == i {
            rounds[i].to_string()
        } else {
            format!("{}-{}", rounds[i], rounds[j])
        });
        i = j + 1;
    }
    parts.join(", ")
}
