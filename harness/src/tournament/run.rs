//! Playing a whole event: the games come from the order table (round robin) or from 积分编排
//! round by round (Swiss); an [`Arbiter`] plays each one; the results file is rewritten after
//! every finished game. Run again on the same file, the event resumes: finished games are
//! never played again, and a Swiss round is paired again from the rounds before it, which gives
//! the same pairs (the draw is seeded), so a round cut short is finished as it was paired. The
//! file records how the games are played ([`Play`]); a file of another event, or one played
//! under other settings, is refused before anything is played.

use super::engine_teams::{EngineTeam, EngineTeams};
use super::field_error::{EventPart, FieldError, FieldFault, PlanError, ResultsRead, Shown};
use crate::files::{MAX_INPUT_BYTES, MAX_RECORD_BYTES, read_bytes, read_text};
use qili_tournament::bracket::{Elimination, Step};
use qili_tournament::director::next_round;
use qili_tournament::grouping::Groups;
use qili_tournament::knockout;
use qili_tournament::outcome::Outcome;
use qili_tournament::pair_error::PairError;
use qili_tournament::results::{Event, Game, Play, ResultsFile};
use qili_tournament::results_fault::ResultsError;
use qili_tournament::roundrobin;
use qili_tournament::rules::competition;
use qili_tournament::swiss::Pairing;
use qili_tournament::teams::TeamKind;
use qili_tournament::{Colour, System};
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

/// The engines file, in JSON or YAML (JSON is YAML): `{"engines": [{"name": …, "spec": …},
/// …]}` in seeding order, or a team event's `{"teams": [{"name": …, "players": [entrants…],
/// "lineups": {round: [names…]}}, …], "boards": N, "team_event": kind}` (CN 第12条; see
/// [`EngineTeams`]).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnginesFile {
    /// The entrants of an individual event, number 1 first.
    #[serde(default)]
    pub engines: Vec<Entrant>,
    /// The teams of a team event, number 1 first.
    #[serde(default)]
    pub teams: Vec<EngineTeam>,
    /// A team event: the boards of a match (default: the smallest team's players).
    #[serde(default)]
    pub boards: Option<u32>,
    /// A team event: its kind (第12.1–12.4条; default `substitutes`, 12.2).
    #[serde(default)]
    pub team_event: Option<TeamKind>,
}

/// Who plays an event: engines one by one, or teams of engines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// An individual event's entrants, in seeding order.
    Engines(Vec<Entrant>),
    /// A team event's teams.
    Teams(EngineTeams),
    /// 队员总分制 (第12.5条): an individual event of the teams' players, whose places rank the
    /// teams (第15.5条).
    TotalPlaces {
        /// The players, in seeding order (team by team, as the engines file lists them).
        engines: Vec<Entrant>,
        /// Each team's players: the results file's `teams`.
        teams: BTreeMap<String, Vec<String>>,
    },
}

/// Reads an engines file (YAML, or JSON, which is YAML); errors name the file and, for syntax,
/// the line.
pub fn read_field(path: &Path) -> Result<Field, FieldError> {
    let fault = |fault| FieldError {
        at: path.display().to_string(),
        fault,
    };
    let text = read_text(path, MAX_INPUT_BYTES).map_err(|e| fault(FieldFault::Read(e)))?;
    let file: EnginesFile =
        serde_yaml::from_str(&text).map_err(|e| fault(FieldFault::Yaml(e.to_string())))?;
    if !file.teams.is_empty() {
        if !file.engines.is_empty() {
            return Err(fault(FieldFault::Both));
        }
        let teams = EngineTeams::new(file.teams, file.boards, file.team_event)
            .map_err(|e| fault(FieldFault::Teams(Box::new(e))))?;
        if teams.kind.plays_matches() {
            return Ok(Field::Teams(teams));
        }
        return Ok(Field::TotalPlaces {
            engines: teams.entrants(),
            teams: teams.rosters(),
        });
    }
    if file.boards.is_some() || file.team_event.is_some() {
        return Err(fault(FieldFault::TeamWordsAlone));
    }
    if file.engines.len() < 2 {
        return Err(fault(FieldFault::TooFew));
    }
    for (i, e) in file.engines.iter().enumerate() {
        if e.name.trim().is_empty() {
            return Err(fault(FieldFault::EmptyName(i)));
        }
        if file.engines[..i].iter().any(|o| o.name == e.name) {
            return Err(fault(FieldFault::Twice(i, e.name.clone())));
        }
    }
    Ok(Field::Engines(file.engines))
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
    /// In a team match, the board.
    pub board: Option<Board>,
}

/// The board of a team match a game is played on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The board's number, from 1.
    pub number: usize,
    /// The match's boards.
    pub of: usize,
    /// The teams of the players with red and with black.
    pub teams: [String; 2],
}

/// A game the arbiter finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The result.
    pub result: Outcome,
    /// Why it ended: the referee's termination and the article that decided it, in English
    /// (the results file's `reason`).
    pub reason: String,
    /// The same in the reader's language, for the progress line; `None` when it is `reason`.
    pub said: Option<String>,
    /// The game as PGN, for `--pgn`.
    pub pgn: Option<String>,
    /// Fouls the referee gave each side, `[red, black]`: a false 自然限着 claim's 犯规 (CN
    /// 第23.3条). Written into the game's `fouls`, they count in the standings' 犯规 tie-break.
    pub fouls: [u32; 2],
}

/// What plays one game: `qili match`'s referee with the entrants' engines, or a scripted
/// stand-in in tests. An engine that crashes, hangs or plays an illegal move loses that game
/// (a [`Finished`] result); `Err` is for what stops the event itself, and leaves every game
/// finished so far in the results file.
pub trait Arbiter {
    /// Gets every entrant ready, once, before the first game of a run: an entrant that cannot
    /// play at all (an engine that cannot be started) stops the event with nothing played.
    fn prepare(&mut self) -> Result<(), String> {
        Ok(())
    }

    /// Plays one game to its end.
    fn play(&mut self, game: &Scheduled) -> Result<Finished, String>;
}

/// Why an event stopped before its end.
#[derive(Clone, Debug, PartialEq)]
pub enum Stopped {
    /// An entrant could not play ([`Arbiter::prepare`]): no game was played.
    Entrant(String),
    /// Anything else: a results file of another event or unreadable, a file that cannot be
    /// written, the arbiter's failure. Every game finished so far is in the results file.
    Event(String),
    /// The plan cannot make the event, or the results file is of another event: nothing was
    /// played.
    Plan(PlanError),
    /// The match the results file holds in progress (`in_progress`) is not the one to go on
    /// with: nothing was played.
    Resume {
        /// The results file, as shown.
        at: String,
        /// How it differs.
        fault: Box<ResumeFault>,
    },
    /// A knockout that cannot go on: a game off its bracket, or a match nothing in the file
    /// decides. The games finished so far are in the results file.
    Knockout(PairError),
    /// The results file cannot be written: its path, and the system's error (its kind and
    /// words). Every game finished before is in the file as last written.
    Unwritten {
        /// The results file.
        path: std::path::PathBuf,
        /// The kind of error.
        kind: std::io::ErrorKind,
        /// The system's words.
        why: String,
    },
    /// The PGN file (`--pgn`) cannot be opened or written: its path and the system's error.
    /// The game is in neither file; every game before it is in both.
    PgnUnwritten {
        /// The PGN file.
        path: std::path::PathBuf,
        /// The kind of error.
        kind: std::io::ErrorKind,
        /// The system's words.
        why: String,
    },
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stopped::Entrant(m) | Stopped::Event(m) => f.write_str(m),
            Stopped::Knockout(e) => write!(f, "{e}"),
            Stopped::Plan(e) => write!(f, "{e}"),
            Stopped::Resume { at, fault } => write!(f, "{at}: {fault}"),
            Stopped::Unwritten { path, why, .. } => {
                write!(f, "{}: cannot write: {why}", path.display())
            }
            Stopped::PgnUnwritten { path, why, .. } => write!(f, "{}: {why}", path.display()),
        }
    }
}

/// How the match a results file holds in progress differs from the one to go on with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResumeFault {
    /// It is another match: round, red and black of the match cut short, then of the next.
    OtherMatch {
        /// The match cut short.
        cut: (u32, String, String),
        /// The match about to be played.
        next: (u32, String, String),
    },
    /// Its line-ups (team: players, in board order) are not those the engines file gives now.
    OtherLineup {
        /// The line-ups the match cut short fielded, if it recorded them.
        was: Option<BTreeMap<String, Vec<String>>>,
        /// The line-ups the engines file gives.
        now: BTreeMap<String, Vec<String>>,
    },
}

impl std::fmt::Display for ResumeFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResumeFault::OtherMatch { cut, next } => write!(
                f,
                "in_progress: the match cut short is round {}'s {} v {}, but the next to play is \
                 round {}'s {} v {} (a file of another event, or edited)",
                cut.0, cut.1, cut.2, next.0, next.1, next.2
            ),
            ResumeFault::OtherLineup { was, now } => {
                let show = |l: &BTreeMap<String, Vec<String>>| {
                    l.iter()
                        .map(|(t, p)| format!("{t}: {}", p.join(" ")))
                        .collect::<Vec<_>>()
                        .join("; ")
                };
                write!(
                    f,
                    "in_progress: the match cut short fielded {}, but the engines file now gives \
                     {} (a line-up cannot change in the middle of a match)",
                    was.as_ref().map_or("none".into(), show),
                    show(now)
                )
            }
        }
    }
}

/// How the event is played.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The system.
    pub system: System,
    /// Rounds of a Swiss event (a round robin has the table's).
    pub rounds: Option<u32>,
    /// Two games a round per pair, colours swapped (两局制: a round robin, or a knockout's
    /// two-game matches).
    pub double: bool,
    /// The seed of the draw of lots.
    pub seed: u64,
    /// A round robin in this many groups (分组循环制, 第11.3条).
    pub groups: Option<u32>,
    /// A knockout: single or double elimination.
    pub elimination: Option<Elimination>,
    /// A knockout: the play-off stages of a level match (附加赛).
    pub playoff: Vec<Step>,
    /// A single-elimination knockout: a match for third place.
    pub third_place: bool,
    /// How the games are played, recorded in the results file.
    pub play: Play,
}

/// Where the event's files go.
#[derive(Clone, Copy, Debug)]
pub struct Files<'a> {
    /// The results file: read when it exists (the event resumes), rewritten after every game.
    pub results: &'a Path,
    /// A PGN file every finished game is appended to.
    pub pgn: Option<&'a Path>,
}

/// Plays the event to its end (or until the arbiter fails), telling `progress` about each game
/// and `notice` what a person should know before the games (a results file that recorded no
/// settings, and records them from now on). The arbiter is made ready, and a new results file
/// written, just before the first game: a run that plays nothing writes nothing.
pub fn run(
    entrants: &[Entrant],
    plan: &Plan,
    files: Files,
    arbiter: &mut dyn Arbiter,
    progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
    notice: &mut dyn FnMut(&str),
) -> Result<Event, Stopped> {
    play_event(
        entrants,
        Sides::Individuals,
        plan,
        files,
        arbiter,
        progress,
        notice,
    )
}

/// Plays 队员总分制 (第12.5条) as [`run`] plays an individual event, among all the teams'
/// players (`entrants`, in seeding order), and writes the teams (`rosters`) and `team_event:
/// total-places` in the results file, so that the standings rank the teams by the sum of their
/// players' places (第15.5条).
pub fn run_total_places(
    entrants: &[Entrant],
    rosters: &BTreeMap<String, Vec<String>>,
    plan: &Plan,
    files: Files,
    arbiter: &mut dyn Arbiter,
    progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
    notice: &mut dyn FnMut(&str),
) -> Result<Event, Stopped> {
    let sides = Sides::TotalPlaces(rosters);
    play_event(entrants, sides, plan, files, arbiter, progress, notice)
}

/// Plays a team event as [`run`] plays an individual one, a match at a time: each board a game
/// of the arbiter's between the line-ups' engines, the first-listed team red on the odd boards
/// (第13.2–13.4条), and the match written to the results file when its last board ends, with
/// its boards and line-ups. The boards finished of the match being played are written after
/// each board (the file's `in_progress`), so a match cut short goes on from its next board.
pub fn run_teams(
    teams: &EngineTeams,
    plan: &Plan,
    files: Files,
    arbiter: &mut dyn Arbiter,
    progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
    notice: &mut dyn FnMut(&str),
) -> Result<Event, Stopped> {
    let entrants = teams.entrants();
    play_event(
        &entrants,
        Sides::Teams(teams),
        plan,
        files,
        arbiter,
        progress,
        notice,
    )
}

/// Who the event's players are.
#[derive(Clone, Copy)]
enum Sides<'a> {
    /// The entrants, one by one.
    Individuals,
    /// Teams of entrants, playing matches.
    Teams(&'a EngineTeams),
    /// The entrants one by one, each of a team (队员总分制): the teams' rosters.
    TotalPlaces(&'a BTreeMap<String, Vec<String>>),
}

impl<'a> Sides<'a> {
    /// The teams that play matches, if they do.
    fn matches(self) -> Option<&'a EngineTeams> {
        match self {
            Sides::Teams(t) => Some(t),
            _ => None,
        }
    }
}

/// [`run`], [`run_teams`] and [`run_total_places`]: `entrants` are every engine, `sides` says
/// whether they play as teams.
fn play_event(
    entrants: &[Entrant],
    sides: Sides,
    plan: &Plan,
    files: Files,
    arbiter: &mut dyn Arbiter,
    progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
    notice: &mut dyn FnMut(&str),
) -> Result<Event, Stopped> {
    let teams = sides.matches();
    let names: Vec<String> = match teams {
        Some(t) => t.names(),
        None => entrants.iter().map(|e| e.name.clone()).collect(),
    };
    let Opened {
        event,
        unsaved,
        note,
    } = open(names, sides, plan, files.results).map_err(Stopped::Plan)?;
    let by_name: BTreeMap<&str, &Entrant> = entrants.iter().map(|e| (e.name.as_str(), e)).collect();
    let mut table = Table {
        event,
        unsaved,
        note,
        ready: false,
        by_name,
        teams,
        files,
    };
    if plan.system == System::Knockout {
        loop {
            let b = knockout::bracket(&table.event, None)
                .map_err(|e| Stopped::Knockout(PairError::Bracket(e)))?;
            if b.next.is_empty() {
                if let Some(why) = b.stuck {
                    return Err(Stopped::Knockout(PairError::KnockoutStuck(why)));
                }
                break;
            }
            let names = |p: usize| table.event.players()[p].clone();
            let games: Vec<[String; 2]> =
                b.next.iter().map(|&[r, k]| [names(r), names(k)]).collect();
            for [red, black] in &games {
                table.play(b.round, red, black, arbiter, progress, notice)?;
            }
        }
        return Ok(table.event);
    }
    let total = table.event.file.rounds.unwrap_or(0);
    for round in 1..=total {
        let pairing = pairing_of(&table.event, round).map_err(Stopped::Event)?;
        for [red, black] in &pairing.pairs {
            let done = table
                .event
                .file
                .games
                .iter()
                .any(|g| g.round == round && g.red == *red && g.black == *black);
            if !done {
                table.play(round, red, black, arbiter, progress, notice)?;
            }
        }
    }
    Ok(table.event)
}

/// An event being played: the results so far and where they go.
struct Table<'a> {
    event: Event,
    /// Whether the file on disk lacks what `event` holds.
    unsaved: bool,
    /// What to tell the organiser before the first game.
    note: Option<String>,
    /// Whether the arbiter has been made ready.
    ready: bool,
    by_name: BTreeMap<&'a str, &'a Entrant>,
    /// A team event's teams: each game of the event is then a match.
    teams: Option<&'a EngineTeams>,
    files: Files<'a>,
}

impl Table<'_> {
    /// Plays one game (a match, in a team event) and records it: the arbiter is made ready (and
    /// a new file written) before the first; the PGN is appended before the results file is
    /// rewritten.
    fn play(
        &mut self,
        round: u32,
        red: &str,
        black: &str,
        arbiter: &mut dyn Arbiter,
        progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
        notice: &mut dyn FnMut(&str),
    ) -> Result<(), Stopped> {
        if !self.ready {
            if let Some(text) = self.note.take() {
                notice(&text);
            }
            arbiter.prepare().map_err(Stopped::Entrant)?;
            self.ready = true;
        }
        if self.unsaved {
            save(&self.event, self.files.results)?;
            self.unsaved = false;
        }
        if let Some(teams) = self.teams {
            return self.play_match(teams, round, [red, black], arbiter, progress);
        }
        let game = Scheduled {
            round,
            red: self.by_name[red].clone(),
            black: self.by_name[black].clone(),
            board: None,
        };
        let finished = self.game(&game, arbiter)?;
        let fouls = [(red, finished.fouls[0]), (black, finished.fouls[1])]
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .map(|(name, n)| (name.to_string(), n))
            .collect();
        self.record(Game {
            reason: Some(finished.reason.clone()),
            fouls,
            ..Game::new(round, red, black, finished.result)
        })?;
        progress(&game, &finished, &self.event);
        Ok(())
    }

    /// Plays a team match board by board. After each board but the last the boards finished
    /// so far are the file's `in_progress`; the last moves the match to `games`, with the
    /// boards' results from the first-listed team's side, both line-ups, the fouls by player,
    /// and each board's reason. A match the file holds in progress goes on from its next board.
    fn play_match(
        &mut self,
        teams: &EngineTeams,
        round: u32,
        sides: [&str; 2],
        arbiter: &mut dyn Arbiter,
        progress: &mut dyn FnMut(&Scheduled, &Finished, &Event),
    ) -> Result<(), Stopped> {
        let lineups = sides.map(|name| {
            let t = teams
                .index_of(name)
                .expect("the event's teams are the engines file's");
            teams.lineup(t, round)
        });
        let lineup: BTreeMap<String, Vec<String>> = sides
            .iter()
            .zip(&lineups)
            .map(|(team, l)| (team.to_string(), l.clone()))
            .collect();
        let seats = teams.seats(&lineups[0], &lineups[1]);
        let mut partial = match self.event.file.in_progress.take() {
            None => Game {
                result: None,
                boards: Some(Vec::new()),
                lineup: Some(lineup),
                reason: None,
                ..Game::new(round, sides[0], sides[1], Outcome::Draw)
            },
            Some(p) => resumed(p, round, sides, &lineup).map_err(|fault| Stopped::Resume {
                at: self.files.results.display().to_string(),
                fault: Box::new(fault),
            })?,
        };
        let done = partial.boards.as_ref().map_or(0, Vec::len);
        for (i, seat) in seats.iter().enumerate().skip(done) {
            // The first-listed team's player and team first; swapped where it has black.
            let mut players = [&seat.players[0], &seat.players[1]];
            let mut by_colour = sides.map(String::from);
            if seat.colour == Colour::Black {
                players.reverse();
                by_colour.reverse();
            }
            let game = Scheduled {
                round,
                red: self.by_name[players[0].as_str()].clone(),
                black: self.by_name[players[1].as_str()].clone(),
                board: Some(Board {
                    number: i + 1,
                    of: seats.len(),
                    teams: by_colour,
                }),
            };
            let finished = self.game(&game, arbiter)?;
            partial
                .boards
                .get_or_insert_with(Vec::new)
                .push(if seat.colour == Colour::Red {
                    finished.result
                } else {
                    finished.result.swapped()
                });
            let said = format!("board {}: {}", i + 1, finished.reason);
            partial.reason = Some(match partial.reason.take() {
                Some(before) => format!("{before}; {said}"),
                None => said,
            });
            for (player, n) in players.into_iter().zip(finished.fouls) {
                if n > 0 {
                    *partial.fouls.entry(player.clone()).or_default() += n;
                }
            }
            if i + 1 == seats.len() {
                self.record(std::mem::replace(
                    &mut partial,
                    Game::new(round, sides[0], sides[1], Outcome::Draw),
                ))?;
            } else {
                self.event
                    .set_in_progress(Some(partial.clone()))
                    .map_err(Stopped::Event)?;
                save(&self.event, self.files.results)?;
            }
            progress(&game, &finished, &self.event);
        }
        Ok(())
    }

    /// Has the arbiter play one game, and appends it to the PGN file.
    fn game(&mut self, game: &Scheduled, arbiter: &mut dyn Arbiter) -> Result<Finished, Stopped> {
        let finished = arbiter.play(game).map_err(Stopped::Event)?;
        if let (Some(path), Some(pgn)) = (self.files.pgn, &finished.pgn) {
            append(path, pgn)?;
        }
        Ok(finished)
    }

    /// Adds a finished game (or match) to the event and rewrites the results file.
    fn record(&mut self, game: Game) -> Result<(), Stopped> {
        self.event.record(game).map_err(Stopped::Event)?;
        save(&self.event, self.files.results)
    }
}

/// The match the results file holds in progress, to go on with: it must be the match about to
/// be played, with the line-ups the engines file gives that round.
fn resumed(
    partial: Game,
    round: u32,
    sides: [&str; 2],
    lineup: &BTreeMap<String, Vec<String>>,
) -> Result<Game, ResumeFault> {
    if (partial.round, partial.red.as_str(), partial.black.as_str()) != (round, sides[0], sides[1])
    {
        return Err(ResumeFault::OtherMatch {
            cut: (partial.round, partial.red, partial.black),
            next: (round, sides[0].into(), sides[1].into()),
        });
    }
    if partial.lineup.as_ref() != Some(lineup) {
        return Err(ResumeFault::OtherLineup {
            was: partial.lineup,
            now: lineup.clone(),
        });
    }
    Ok(partial)
}

/// The results file at `path`, read and checked.
fn read_results(path: &Path) -> Result<Event, ResultsRead> {
    let at = path.display().to_string();
    let bytes = read_bytes(path, MAX_RECORD_BYTES).map_err(|error| ResultsRead::Read {
        at: at.clone(),
        error,
    })?;
    Event::parse_bytes(&bytes, &at).map_err(|e| ResultsRead::Refused(Box::new(e)))
}

/// Who plays: all of the engines file, or — when the results file exists and has no game yet
/// (a final made by `qili tournament advance`, or an event prepared by hand) — the players (or
/// teams) it lists, in its order, each of whom must be in the engines file.
pub fn field_for(field: &Field, results: &Path) -> Result<Field, FieldError> {
    if !results.exists() {
        return Ok(field.clone());
    }
    let at = results.display().to_string();
    let fault = |fault| FieldError {
        at: at.clone(),
        fault,
    };
    let event = read_results(results).map_err(|e| fault(FieldFault::Results(e)))?;
    if !event.file.games.is_empty() || event.file.in_progress.is_some() {
        return Ok(field.clone());
    }
    match field {
        Field::Teams(teams) => teams
            .in_order(event.players())
            .map(Field::Teams)
            .map_err(|e| fault(FieldFault::Teams(Box::new(e)))),
        Field::Engines(entrants) => in_file_order(entrants, event.players())
            .map(Field::Engines)
            .map_err(fault),
        Field::TotalPlaces { engines, teams } => in_file_order(engines, event.players())
            .map(|engines| Field::TotalPlaces {
                engines,
                teams: teams.clone(),
            })
            .map_err(fault),
    }
}

/// The entrants a results file lists, in its order; each must be in the engines file.
fn in_file_order(entrants: &[Entrant], names: &[String]) -> Result<Vec<Entrant>, FieldFault> {
    names
        .iter()
        .map(|name| {
            entrants
                .iter()
                .find(|e| e.name == *name)
                .cloned()
                .ok_or_else(|| FieldFault::NotInFile(name.clone()))
        })
        .collect()
}

/// A results file opened for playing on.
struct Opened {
    /// The event, with the plan's settings.
    event: Event,
    /// Whether the file on disk lacks what `event` holds (a new event, or settings recorded
    /// now), to be written before the first game.
    unsaved: bool,
    /// What to tell the organiser before the first game.
    note: Option<String>,
}

/// The event from its results file, or a new one (not yet written). A file of another event
/// (other players, teams, system, rounds, game count or seed), or one whose games were played
/// under other settings, is an error; one that records no settings takes the plan's, with a
/// note.
fn open(names: Vec<String>, sides: Sides, plan: &Plan, path: &Path) -> Result<Opened, PlanError> {
    let teams = sides.matches();
    if teams.is_some() {
        let book = competition(&plan.play.rules).map_err(|e| PlanError::Other(e.to_string()))?;
        if book.teams.is_none() {
            return Err(PlanError::NoTeamBook(book.cite.clone()));
        }
    }
    if plan.double && plan.system == System::Swiss {
        return Err(PlanError::DoubleSwiss);
    }
    if plan.system == System::Knockout
        && !plan
            .playoff
            .last()
            .is_some_and(|s| matches!(s, Step::Lots | Step::HigherSeed))
    {
        return Err(PlanError::KnockoutUndecided);
    }
    if plan.system != System::Knockout
        && (plan.elimination.is_some() || !plan.playoff.is_empty() || plan.third_place)
    {
        return Err(PlanError::KnockoutOptions);
    }
    if plan.groups.is_some() && plan.system != System::RoundRobin {
        return Err(PlanError::GroupsNotRoundRobin);
    }
    let n = names.len() as u32;
    // A group stage plays the rounds of its largest group's order table.
    let field = match plan.groups {
        Some(g) if g >= 1 => n.div_ceil(g),
        _ => n,
    };
    let table_rounds = roundrobin::round_count(field.max(2));
    let rounds = match (plan.system, plan.rounds) {
        (System::RoundRobin, None) => Some(table_rounds),
        (System::RoundRobin, Some(r)) if r == table_rounds => Some(r),
        (System::RoundRobin, Some(r)) => {
            return Err(PlanError::RoundRobinRounds(r, n, table_rounds));
        }
        (System::Swiss, None) => {
            return Err(PlanError::SwissNoRounds);
        }
        (System::Swiss, Some(0)) => {
            return Err(PlanError::NoRounds);
        }
        (System::Swiss, Some(r)) if r > table_rounds => {
            return Err(PlanError::SwissTooMany(r, n, table_rounds));
        }
        (System::Swiss, Some(r)) => Some(r),
        (System::Knockout, None) => None,
        (System::Knockout, Some(r)) => {
            return Err(PlanError::KnockoutRounds(r));
        }
    };
    let wanted = ResultsFile {
        rounds,
        groups: plan.groups.map(Groups::Count),
        elimination: plan.elimination,
        playoff: plan.playoff.clone(),
        third_place: plan.third_place,
        seed: Some(plan.seed),
        games_per_match: if plan.double { 2 } else { 1 },
        play: Some(plan.play.clone()),
        teams: match sides {
            Sides::Individuals => BTreeMap::new(),
            Sides::Teams(t) => t.rosters(),
            Sides::TotalPlaces(rosters) => rosters.clone(),
        },
        team_event: match sides {
            Sides::Individuals => None,
            Sides::Teams(t) => Some(t.kind),
            Sides::TotalPlaces(_) => Some(TeamKind::TotalPlaces),
        },
        boards: teams
            .filter(|t| t.kind != TeamKind::AllPlayAll)
            .map(|t| t.boards as u32),
        ..ResultsFile::new(plan.system, names)
    };
    // The event the plan makes, refused by the results file's own checks (three groups of four
    // players, a third place in a double elimination): worded as any results file's fault.
    let refused = |e: ResultsError| PlanError::Results(ResultsRead::Refused(Box::new(e)));
    if !path.exists() {
        return Ok(Opened {
            event: Event::from_file(wanted).map_err(refused)?,
            unsaved: true,
            note: None,
        });
    }
    let at = path.display();
    let mut event = read_results(path).map_err(PlanError::Results)?;
    if event.file.games.is_empty()
        && event.file.in_progress.is_none()
        && event.file.players == wanted.players
    {
        // An event prepared before its first game (by hand, or a group stage's final by
        // `qili tournament advance`): the plan sets how it is played; what the organiser wrote
        // that the plan does not say (units, withdrawals, fouls, sanctions) is kept.
        let f = event.file;
        return Ok(Opened {
            event: Event::from_file(ResultsFile {
                units: f.units,
                avoid_same_unit: f.avoid_same_unit,
                withdrawn: f.withdrawn,
                fouls: f.fouls,
                sanctions: f.sanctions,
                ..wanted
            })
            .map_err(refused)?,
            unsaved: true,
            note: None,
        });
    }
    let f = &event.file;
    let differs = |what: EventPart, file: Shown, now: Shown| PlanError::OtherEvent {
        at: at.to_string(),
        what,
        file,
        now,
    };
    let text = |t: String| Shown::Text(t);
    if f.players != wanted.players {
        return Err(differs(
            EventPart::Players,
            text(f.players.join(", ")),
            text(wanted.players.join(", ")),
        ));
    }
    if f.teams != wanted.teams {
        let show = |t: &BTreeMap<String, Vec<String>>| {
            if t.is_empty() {
                return Shown::NoTeams;
            }
            text(
                t.iter()
                    .map(|(team, roster)| format!("{team}: {}", roster.join(" ")))
                    .collect::<Vec<_>>()
                    .join("; "),
            )
        };
        return Err(differs(
            EventPart::Teams,
            show(&f.teams),
            show(&wanted.teams),
        ));
    }
    let kind = |f: &ResultsFile| (!f.teams.is_empty()).then(|| f.team_event.unwrap_or_default());
    if kind(f) != kind(&wanted) {
        let show = |k: Option<TeamKind>| {
            k.map_or(Shown::None, |k| {
                text(
                    serde_json::to_string(&k)
                        .unwrap_or_default()
                        .replace('"', ""),
                )
            })
        };
        return Err(differs(
            EventPart::TeamEvent,
            show(kind(f)),
            show(kind(&wanted)),
        ));
    }
    if f.boards != wanted.boards {
        let show = |b: Option<u32>| b.map_or(Shown::NotGiven, |b| text(b.to_string()));
        return Err(differs(
            EventPart::Boards,
            show(f.boards),
            show(wanted.boards),
        ));
    }
    if f.system != wanted.system {
        return Err(differs(
            EventPart::System,
            text(f.system.name().into()),
            text(wanted.system.name().into()),
        ));
    }
    if f.rounds != wanted.rounds {
        return Err(differs(
            EventPart::Rounds,
            f.rounds.map_or(Shown::NotGiven, |r| text(r.to_string())),
            rounds.map_or(Shown::NotGiven, |r| text(r.to_string())),
        ));
    }
    if f.groups != wanted.groups {
        let show = |g: &Option<Groups>| match g {
            None => Shown::None,
            Some(Groups::Count(c)) => text(c.to_string()),
            Some(Groups::Named(m)) => Shown::Named(m.len()),
        };
        return Err(differs(
            EventPart::Groups,
            show(&f.groups),
            show(&wanted.groups),
        ));
    }
    if f.elimination.unwrap_or_default() != wanted.elimination.unwrap_or_default()
        || f.playoff != wanted.playoff
        || f.third_place != wanted.third_place
    {
        let show = |f: &ResultsFile| Shown::Knockout {
            double: f.elimination.unwrap_or_default() == Elimination::Double,
            playoff: f
                .playoff
                .iter()
                .map(|step| step.to_string().to_lowercase())
                .collect::<Vec<_>>()
                .join(", "),
            third_place: f.third_place,
        };
        return Err(differs(EventPart::Knockout, show(f), show(&wanted)));
    }
    if f.games_per_match != wanted.games_per_match {
        return Err(differs(
            EventPart::GamesPerPairing,
            text(f.games_per_match.to_string()),
            text(wanted.games_per_match.to_string()),
        ));
    }
    let seed = f.seed.unwrap_or(0);
    if seed != plan.seed {
        return Err(PlanError::OtherSeed {
            at: at.to_string(),
            seed,
            now: plan.seed,
        });
    }
    let Some(recorded) = &f.play else {
        event.file.play = Some(plan.play.clone());
        return Ok(Opened {
            event,
            unsaved: true,
            note: Some(format!(
                "{at} records no play settings (written by hand or by an earlier qili): the games \
                 left are played under {}, and the file records them from now on",
                plan.play.summary()
            )),
        });
    };
    let changed = recorded.differences(&plan.play);
    if !changed.is_empty() {
        return Err(PlanError::OtherSettings {
            at: at.to_string(),
            changes: changed
                .into_iter()
                .map(|(what, file, now)| (what.to_string(), file, now))
                .collect(),
        });
    }
    Ok(Opened {
        event,
        unsaved: false,
        note: None,
    })
}

/// The pairs of a round: the order table's, or the Swiss pairing made from the rounds before
/// it (the same every time: the draw is seeded by the file's seed and the round).
fn pairing_of(event: &Event, round: u32) -> Result<Pairing, String> {
    let mut before = event.file.clone();
    before.games.retain(|g| g.round < round);
    let earlier = Event::new(before)?;
    Ok(next_round(&earlier, None)?)
}

/// Writes the results file whole, through a temporary file flushed to the disk and renamed over
/// it, so that a kill leaves either the old file or the new one, never half of one.
fn save(event: &Event, path: &Path) -> Result<(), Stopped> {
    crate::files::write_atomic(path, &event.to_json()).map_err(|e| Stopped::Unwritten {
        path: path.to_path_buf(),
        kind: e.kind(),
        why: e.to_string(),
    })
}

/// Appends a game to the PGN file. It is written before the results file: a kill between the
/// two can repeat a game in the PGN, never lose one.
fn append(path: &Path, pgn: &str) -> Result<(), Stopped> {
    let stopped = |e: std::io::Error| Stopped::PgnUnwritten {
        path: path.to_path_buf(),
        kind: e.kind(),
        why: e.to_string(),
    };
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(stopped)?;
    writeln!(f, "{}", pgn.trim_end())
        .and_then(|()| writeln!(f))
        .map_err(stopped)
}
