//! The arbiter's desk: what happens to a results file between the entries and the final
//! standings, each step a new checked [`Event`] for the caller to write. An event is created
//! from its entries ([`create`]), each round is paired and recorded with its boards
//! ([`record_pairing`]), results are entered by board or by name as they come
//! ([`enter_result`]), players ask for byes ([`grant_bye`]) or enter late ([`late_entry`]).
//! `qili tournament new`, `pair --record`, `result`, `bye` and `enter` are this module.

use crate::entries::Entry;
use crate::history::histories;
use crate::lots::{Decides, Draw};
use crate::outcome::Outcome;
use crate::ratings;
use crate::records::{Breach, Bye, ByePoints, ByeReason, PairedRound};
use crate::results::{Event, Game, PlayoffGame, ResultsFile};
use crate::rules::Competition;
use crate::standings::SharedPlace;
use crate::swiss::{FirstRound, Pairing};
use crate::{System, director};

pub use crate::desk_error::{DeskError, OffBoard};

/// How the entries are numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// 附录二 三(一) (and 第11.3条's seeds): by rating, the unrated after them by lot.
    Ratings,
    /// 附录一 一(一): “每一运动员（队）抽得一号” — every number drawn by lot.
    Lots,
    /// As the list gives them (三(一)'s 以往比赛成绩: an order the organiser made).
    AsListed,
}

impl Order {
    /// The book's order for a system: a round robin draws its numbers (附录一 一(一)), and so
    /// does an AXF Swiss event (AXF 第一章 第三节 一: “第一轮可拈筹规定，由1对2，3对4……”); a CN
    /// Swiss event, a group stage and a knockout rank by rating (附录二 三(一), 第11.3条).
    pub fn of(system: System, book: &str) -> Order {
        match system {
            System::RoundRobin => Order::Lots,
            System::Swiss if book == "axf" => Order::Lots,
            System::Swiss | System::Knockout => Order::Ratings,
        }
    }
}

/// What [`create`] is given besides the entries.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The competition system.
    pub system: System,
    /// The announced rounds (a Swiss event needs them: 附录二 二).
    pub rounds: Option<u32>,
    /// The book the event is ranked under.
    pub rules: String,
    /// The seed of every lot.
    pub seed: u64,
    /// How the entries are numbered.
    pub order: Order,
}

/// A new event from its entries: the players numbered by `setup.order` (every lot recorded in
/// `seeding_lots`), their ratings and units, no game.
pub fn create(entries: &[Entry], setup: &Setup) -> Result<Event, DeskError> {
    let names: Vec<String> = entries.iter().map(|e| e.name.clone()).collect();
    let ratings = entries
        .iter()
        .filter_map(|e| e.rating.map(|r| (e.name.clone(), r)))
        .collect();
    // Stream 0 of the seed: the rounds' lots use their round numbers, from 1.
    let mut draw = Draw::new(setup.seed, 0);
    let order: Vec<usize> = match setup.order {
        Order::Ratings => ratings::seeding(&names, &ratings, &mut draw),
        Order::Lots => draw.order(Decides::Numbers, &names),
        Order::AsListed => (0..names.len()).collect(),
    };
    if setup.system == System::Swiss && setup.rounds.is_none() {
        return Err(DeskError::SwissNeedsRounds);
    }
    let mut file = ResultsFile::new(
        setup.system,
        order.iter().map(|&i| names[i].clone()).collect(),
    );
    file.rounds = setup.rounds;
    file.seed = Some(setup.seed);
    file.rules = Some(setup.rules.clone());
    file.ratings = ratings;
    file.units = entries
        .iter()
        .filter_map(|e| e.unit.clone().map(|u| (e.name.clone(), u)))
        .collect();
    file.seeding_lots = draw.record;
    Event::from_file(file).map_err(DeskError::Results)
}

/// The round being played or to be played next: the last round recorded while it waits for
/// results, else the next one paired by the book. A round recorded by hand is the arbiter's,
/// so it is returned as recorded, never paired again.
pub fn current_pairing(
    event: &Event,
    seed: Option<u64>,
    first: FirstRound,
) -> Result<Pairing, DeskError> {
    if let Some(p) = event.file.pairings.iter().max_by_key(|p| p.round)
        && !missing_results(event, p).is_empty()
    {
        return Ok(Pairing {
            round: p.round,
            pairs: p.boards.clone(),
            bye: p.bye.clone(),
            byes: p.byes.clone(),
            lots: p.lots.clone(),
            notes: p.notes.clone(),
            forfeits: p.forfeits.clone(),
        });
    }
    director::next_round_by(event, seed, first).map_err(DeskError::Pair)
}

/// The boards (from 1) of a recorded round with no result yet.
pub fn missing_results(event: &Event, p: &PairedRound) -> Vec<usize> {
    (1..=p.boards.len())
        .filter(|&b| game_of(event, p.round, &p.boards[b - 1]).is_none())
        .collect()
}

/// The file's game on a board of a round, by its index.
fn game_of(event: &Event, round: u32, [red, black]: &[String; 2]) -> Option<usize> {
    event
        .file
        .games
        .iter()
        .position(|g| g.round == round && &g.red == red && &g.black == black)
}

/// Records a round's pairing with its boards: in a Swiss event the boards are ordered by score
/// (the higher of the pair's scores, then the lower, then the better number), so board 1 is the
/// top of the highest score group; other systems keep their table's order. `manual` marks an
/// arbiter's pairing and `breaches` the clauses it breaks that the arbiter confirmed.
///
/// The round must be the next one: the round before it finished (every board of it has its
/// result), and this one not recorded yet.
pub fn record_pairing(
    event: &Event,
    pairing: &Pairing,
    manual: bool,
    breaches: Vec<Breach>,
) -> Result<Event, DeskError> {
    if event.is_team_match_event() {
        return Err(DeskError::TeamEventNotRecorded);
    }
    if let Some(p) = event
        .file
        .pairings
        .iter()
        .find(|p| p.round == pairing.round)
    {
        return Err(DeskError::RoundRecorded {
            round: p.round,
            boards: p.boards.len(),
        });
    }
    if let Some(last) = event.file.pairings.iter().max_by_key(|p| p.round) {
        let missing = missing_results(event, last);
        if !missing.is_empty() {
            return Err(DeskError::RoundNotFinished {
                round: last.round,
                missing,
            });
        }
    }
    if pairing.round != event.last_round() + 1 {
        return Err(DeskError::RoundOutOfOrder {
            round: pairing.round,
            last: event.last_round(),
        });
    }
    let mut boards = pairing.pairs.clone();
    if event.file.system == System::Swiss && event.groups().is_empty() {
        let h = histories(event);
        let key = |[r, b]: &[String; 2]| {
            let (x, y) = (event.index_of(r), event.index_of(b));
            let score = |p: Option<usize>| p.map_or(0.0, |p| h[p].score);
            let (hi, lo) = if score(x) >= score(y) {
                (score(x), score(y))
            } else {
                (score(y), score(x))
            };
            (hi, lo, x.min(y))
        };
        boards.sort_by(|a, b| {
            let (ka, kb) = (key(a), key(b));
            kb.0.total_cmp(&ka.0)
                .then(kb.1.total_cmp(&ka.1))
                .then(ka.2.cmp(&kb.2))
        });
    }
    let mut file = event.file.clone();
    if pairing.round == 1 && file.redraw.is_empty() {
        // CN 第20.2条: the numbers qili drew for the players left are the arbiter's from now
        // on, written down with the round that first used them.
        file.redraw = event.redraw_order().to_vec();
    }
    file.pairings.push(PairedRound {
        round: pairing.round,
        boards,
        bye: pairing.bye.clone(),
        byes: pairing.byes.clone(),
        forfeits: pairing.forfeits.clone(),
        lots: pairing.lots.clone(),
        notes: pairing.notes.clone(),
        manual,
        breaches,
    });
    Event::from_file(file).map_err(DeskError::Results)
}

/// Which board a result is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Board {
    /// Board number, from 1.
    Number(usize),
    /// The board a player plays on.
    Player(String),
}

/// Enters the result of one board of a recorded round (`result` as the file writes it, from
/// red's side). A board that already has a result keeps it unless `replace` (a correction);
/// a game recorded `unfinished` (附录二 六) takes its result without `replace`, marked
/// `paired_as_draw` when the next round was paired before it ended. Returns the new event and
/// the game entered.
pub fn enter_result(
    event: &Event,
    round: u32,
    board: &Board,
    result: Outcome,
    reason: Option<String>,
    replace: bool,
) -> Result<(Event, Game), DeskError> {
    let Some(paired) = event.file.pairings.iter().find(|p| p.round == round) else {
        let recorded: Vec<u32> = event.file.pairings.iter().map(|p| p.round).collect();
        return Err(DeskError::RoundNotRecorded { round, recorded });
    };
    let number = match board {
        Board::Number(b) if (1..=paired.boards.len()).contains(b) => *b,
        Board::Number(b) => {
            return Err(DeskError::NoSuchBoard {
                round,
                boards: paired.boards.len(),
                board: *b,
            });
        }
        Board::Player(name) => paired.board_of(name).ok_or_else(|| {
            let why = if paired.bye.as_ref() == Some(name) || paired.byes.contains(name) {
                OffBoard::Bye
            } else if event
                .file
                .byes
                .iter()
                .any(|b| b.round == round && &b.player == name)
            {
                OffBoard::Excused
            } else if event.index_of(name).is_none() {
                OffBoard::NotAPlayer
            } else {
                OffBoard::NoBoard
            };
            DeskError::OffBoard {
                round,
                name: name.clone(),
                why,
            }
        })?,
    };
    let pair = &paired.boards[number - 1];
    let mut game = Game::new(round, &pair[0], &pair[1], result);
    game.reason = reason;
    let mut file = event.file.clone();
    match game_of(event, round, pair) {
        Some(i) => {
            let old = &file.games[i];
            let was_unfinished = old.result == Some(Outcome::Unfinished);
            if !was_unfinished && !replace {
                return Err(DeskError::ResultEntered {
                    round,
                    board: number,
                    red: pair[0].clone(),
                    black: pair[1].clone(),
                    result: old.result,
                });
            }
            game.paired_as_draw = old.paired_as_draw
                || (was_unfinished && file.pairings.iter().any(|p| p.round == round + 1));
            game.fouls = old.fouls.clone();
            file.games[i] = game.clone();
        }
        None => file.games.push(game.clone()),
    }
    Ok((Event::from_file(file).map_err(DeskError::Results)?, game))
}

/// One game of the play-offs as the arbiter sees it: its number (from 1, across every
/// play-off, place by place and round by round, as `pair` and the sheet show them), the place
/// and group it plays off, the pair `[red, black]`, and its result once entered.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayoffBoard {
    /// The number, from 1.
    pub number: usize,
    /// The place played off.
    pub place: u32,
    /// A group stage: the group.
    pub group: Option<String>,
    /// The play-off round, from 1.
    pub round: usize,
    /// `[red, black]`.
    pub pair: [String; 2],
    /// The result entered, if any.
    pub result: Option<Outcome>,
}

/// Every play-off game of the event (CN 第15.6条), numbered, with the results entered.
pub fn playoff_boards(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Vec<PlayoffBoard>, DeskError> {
    let mut out = Vec::new();
    for p in director::playoffs(event, book, seed).map_err(DeskError::Standings)? {
        for (r, round) in p.rounds.iter().enumerate() {
            for pair in round {
                let result = playoff_game_of(event, &p.shared, pair)
                    .map(|i| event.file.playoff_games[i].result);
                out.push(PlayoffBoard {
                    number: out.len() + 1,
                    place: p.shared.unshared,
                    group: p.shared.group.clone(),
                    round: r + 1,
                    pair: pair.clone(),
                    result,
                });
            }
        }
    }
    Ok(out)
}

/// The file's play-off game of a pair of a shared place, by its index.
fn playoff_game_of(
    event: &Event,
    shared: &SharedPlace,
    [red, black]: &[String; 2],
) -> Option<usize> {
    event.file.playoff_games.iter().position(|g| {
        g.place == shared.unshared && g.group == shared.group && &g.red == red && &g.black == black
    })
}

/// Enters the result of a play-off game (CN 第15.6条 加赛), by its number or by a player (their
/// first game without a result), into the file's `playoff_games`. A game that has a result
/// keeps it unless `replace`. Returns the new event and the game's board.
pub fn enter_playoff_result(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
    board: &Board,
    result: Outcome,
    replace: bool,
) -> Result<(Event, PlayoffBoard), DeskError> {
    if result == Outcome::Unfinished {
        return Err(DeskError::PlayoffUnfinished);
    }
    if book.playoffs.is_none() {
        return Err(DeskError::NoPlayoffs {
            cite: book.cite.clone(),
        });
    }
    let boards = playoff_boards(event, book, seed)?;
    if boards.is_empty() {
        return Err(if director::is_over(event) {
            DeskError::NoPlayoffDue
        } else {
            DeskError::NotOver
        });
    }
    let found = match board {
        Board::Number(n) => {
            boards
                .iter()
                .find(|b| b.number == *n)
                .ok_or(DeskError::NoSuchPlayoffGame {
                    games: boards.len(),
                    game: *n,
                })?
        }
        Board::Player(name) => {
            let theirs: Vec<&PlayoffBoard> =
                boards.iter().filter(|b| b.pair.contains(name)).collect();
            if theirs.is_empty() {
                return Err(DeskError::NoPlayoffGame { name: name.clone() });
            }
            theirs
                .iter()
                .copied()
                .find(|b| b.result.is_none())
                .or(theirs.last().copied().filter(|_| replace))
                .ok_or_else(|| DeskError::PlayoffGamesEntered { name: name.clone() })?
        }
    };
    if let Some(old) = found.result
        && !replace
    {
        return Err(DeskError::PlayoffResultEntered {
            game: found.number,
            red: found.pair[0].clone(),
            black: found.pair[1].clone(),
            result: old,
        });
    }
    let game = PlayoffGame {
        place: found.place,
        group: found.group.clone(),
        red: found.pair[0].clone(),
        black: found.pair[1].clone(),
        result,
    };
    let mut file = event.file.clone();
    match file.playoff_games.iter().position(|g| {
        g.place == game.place && g.group == game.group && g.red == game.red && g.black == game.black
    }) {
        Some(i) => file.playoff_games[i] = game,
        None => file.playoff_games.push(game),
    }
    let mut entered = found.clone();
    entered.result = Some(result);
    Ok((Event::from_file(file).map_err(DeskError::Results)?, entered))
}

/// Records a bye a player asked for: `round` is not paired yet, and the player is not paired
/// in it; it scores `points`.
pub fn grant_bye(
    event: &Event,
    player: &str,
    round: u32,
    points: ByePoints,
) -> Result<Event, DeskError> {
    if event.file.system != System::Swiss {
        return Err(DeskError::ByeNotSwiss {
            system: event.file.system,
        });
    }
    let p = event
        .index_of(player)
        .ok_or_else(|| DeskError::NotAPlayer {
            name: player.to_string(),
        })?;
    let current = current_round(event);
    if round <= current {
        return Err(DeskError::RoundPaired { round, current });
    }
    if let Some(total) = event.file.rounds
        && round > total
    {
        return Err(DeskError::NoSuchRound { total, round });
    }
    if let Some(from) = event.withdrawn_from(p)
        && round >= from
    {
        return Err(DeskError::Withdrew {
            name: player.to_string(),
            from,
        });
    }
    let mut file = event.file.clone();
    file.byes.push(Bye {
        round,
        player: player.to_string(),
        points,
        why: ByeReason::Requested,
    });
    Event::from_file(file).map_err(DeskError::Results)
}

/// Enters a player after the event began: they are numbered last, and every round already
/// paired or played is recorded as a late entry's bye scoring `points`.
pub fn late_entry(event: &Event, entry: &Entry, points: ByePoints) -> Result<Event, DeskError> {
    if event.file.system != System::Swiss {
        return Err(DeskError::LateEntryNotSwiss {
            system: event.file.system,
        });
    }
    let current = current_round(event);
    if current == 0 {
        return Err(DeskError::NotStarted);
    }
    if let Some(total) = event.file.rounds
        && current >= total
    {
        return Err(DeskError::AllRoundsPaired { total });
    }
    let mut file = event.file.clone();
    file.players.push(entry.name.clone());
    if let Some(r) = entry.rating {
        file.ratings.insert(entry.name.clone(), r);
    }
    if let Some(u) = &entry.unit {
        file.units.insert(entry.name.clone(), u.clone());
    }
    for round in 1..=current {
        file.byes.push(Bye {
            round,
            player: entry.name.clone(),
            points,
            why: ByeReason::LateEntry,
        });
    }
    Event::from_file(file).map_err(DeskError::Results)
}

/// The last round paired or played (0 before the first).
pub fn current_round(event: &Event) -> u32 {
    let recorded = event
        .file
        .pairings
        .iter()
        .map(|p| p.round)
        .max()
        .unwrap_or(0);
    recorded.max(event.last_round())
}
