//! Each player's games as they count: the results file's games after the withdrawal articles
//! are applied (a player struck out, or the games left turned into forfeits), with byes found.
//! Scoring and ranking read this, never the raw file.

use crate::outcome::Outcome;
use crate::results::Event;
use crate::roundrobin;
use crate::rules::{Competition, ForfeitBoards};
use crate::{Colour, System};

/// How an entry came about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A game played over the board.
    Played,
    /// A game decided without play (an absence, a withdrawal).
    Forfeit,
    /// A Swiss round without an opponent.
    Bye,
    /// A round the player was excused from, with the points the file records: a requested
    /// bye or a late entry's missed round (½ or 0, [`crate::records::Bye`]).
    Excused,
    /// A game still being played (附录二 六): it counts for nothing yet.
    Pending,
    /// A game cancelled because the opponent was struck out (AXF 第六节 一, CN 第20.3条): it
    /// stays in the crosstable, marked, and counts for nothing.
    Cancelled,
}

/// One game (or bye) from one player's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry {
    /// The round, where known (a forfeit created by a withdrawal in a round robin takes the
    /// round of the order table).
    pub round: Option<u32>,
    /// The opponent (none for a bye).
    pub opponent: Option<usize>,
    /// The colour, for a game played.
    pub colour: Option<Colour>,
    /// 1 a win, 0.5 a draw, 0 a loss.
    pub share: f64,
    /// The opponent's share of the same game: `1 − share`, except after a double forfeit,
    /// which both lose (CN 第21.3条).
    pub opponent_share: f64,
    /// How it came about.
    pub kind: Kind,
    /// A team match's boards from this side (第14.2条 局分); `None` for a game between players.
    pub boards: Option<Boards>,
    /// The game of the results file it comes from (an index into `games`), if any.
    pub game: Option<usize>,
}

/// A team match's boards from one team's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Boards {
    /// 局分: the team's points on the boards.
    pub points: f64,
    /// Boards won over the board (全队胜局).
    pub won: u32,
    /// The other team's 局分 in the same match.
    pub against: f64,
}

impl Entry {
    /// Whether the entry counts in scores.
    pub fn counts(&self) -> bool {
        !matches!(self.kind, Kind::Cancelled | Kind::Pending)
    }

    /// Whether both sides lost this game without play (CN 第21.3条 双方弃权).
    pub fn is_double_forfeit(&self) -> bool {
        self.kind == Kind::Forfeit && self.share == 0.0 && self.opponent_share == 0.0
    }
}

/// Every player's entries.
#[derive(Clone, Debug)]
pub struct Ledger {
    /// The entries of each player, by index, in round order.
    pub entries: Vec<Vec<Entry>>,
    /// Players struck out by a withdrawal: ranked nowhere, their games cancelled.
    pub struck_out: Vec<bool>,
}

impl Ledger {
    /// Applies the book's withdrawal rule and finds the Swiss byes.
    pub fn of(event: &Event, book: &Competition) -> Ledger {
        let n = event.players().len();
        let mut entries: Vec<Vec<Entry>> = vec![Vec::new(); n];
        let count_boards = book
            .teams
            .as_ref()
            .is_none_or(|t| t.forfeit.game_points == ForfeitBoards::Boards);
        for (index, g) in event.games.iter().enumerate() {
            let pending = g.outcome == Outcome::Unfinished;
            let played = g.outcome.played() || pending;
            let [red, black] = g.outcome.shares();
            let kind = if pending {
                Kind::Pending
            } else if played {
                Kind::Played
            } else {
                Kind::Forfeit
            };
            for (side, me, other, colour, s, o) in [
                (0, g.red, g.black, Colour::Red, red, black),
                (1, g.black, g.red, Colour::Black, black, red),
            ] {
                entries[me].push(Entry {
                    round: Some(g.round),
                    opponent: Some(other),
                    colour: played.then_some(colour),
                    share: s,
                    opponent_share: o,
                    kind,
                    game: Some(index),
                    boards: g.tally.map(|t| {
                        let credited = |s: usize| {
                            if played || count_boards {
                                t.points[s]
                            } else {
                                0.0
                            }
                        };
                        Boards {
                            points: credited(side),
                            won: t.won[side],
                            against: credited(1 - side),
                        }
                    }),
                });
            }
        }
        let mut struck_out = vec![false; n];
        let system = event.file.system;
        let rule = book.withdrawal.of(system).results_stand_from;
        for w in 0..n {
            if event.withdrawn_from(w).is_none() {
                continue;
            }
            let played = entries[w]
                .iter()
                .filter(|e| matches!(e.kind, Kind::Played | Kind::Pending))
                .count();
            let due = match system {
                System::RoundRobin => (n - 1) * event.file.games_per_match as usize,
                System::Swiss | System::Knockout => event.file.rounds.unwrap_or(0) as usize,
            };
            if rule.stands(played, due) {
                if system == System::RoundRobin {
                    forfeit_the_rest(event, book, w, &mut entries);
                }
            } else {
                struck_out[w] = true;
            }
        }
        for w in (0..n).filter(|&w| struck_out[w]) {
            for (p, list) in entries.iter_mut().enumerate() {
                for e in list {
                    if p == w || e.opponent == Some(w) {
                        e.kind = Kind::Cancelled;
                    }
                }
            }
        }
        if system == System::Swiss {
            // A bye granted ahead counts once its round is being played.
            let last = event.last_round();
            for b in event.file.byes.iter().filter(|b| b.round <= last) {
                if let Some(p) = event.index_of(&b.player) {
                    entries[p].push(Entry {
                        round: Some(b.round),
                        opponent: None,
                        colour: None,
                        share: b.points.share(),
                        opponent_share: 0.0,
                        kind: Kind::Excused,
                        game: None,
                        boards: None,
                    });
                }
            }
            add_byes(event, book, &mut entries);
        }
        for list in &mut entries {
            list.sort_by_key(|e| e.round.unwrap_or(u32::MAX));
        }
        Ledger {
            entries,
            struck_out,
        }
    }
}

/// The game points of one entry under a book.
/// A team match scores 场分 (第14.2条), a team forfeit the team's “+” (第21.4条), a bye a won
/// match.
pub fn entry_points(e: &Entry, book: &Competition) -> f64 {
    let team = book.teams.as_ref().filter(|_| e.boards.is_some());
    let (points, forfeit_win, forfeit_loss, bye) = match team {
        Some(t) => (
            &t.match_points,
            t.forfeit.win,
            t.forfeit.loss,
            t.match_points.win,
        ),
        None => (
            &book.points,
            book.forfeit.win,
            book.forfeit.loss,
            book.swiss.bye_points,
        ),
    };
    match e.kind {
        Kind::Cancelled | Kind::Pending => 0.0,
        Kind::Bye => bye,
        Kind::Excused if e.share > 0.0 => points.draw,
        Kind::Excused => points.loss,
        Kind::Forfeit => {
            if e.share > 0.5 {
                forfeit_win
            } else {
                forfeit_loss
            }
        }
        Kind::Played => {
            if e.share > 0.5 {
                points.win
            } else if e.share < 0.5 {
                points.loss
            } else {
                points.draw
            }
        }
    }
}

/// A two-game team pairing scored as one 场 (`teams.two_game: combined`): the side's share (1 a
/// win, ½ level, 0 a loss, and 0 when both were absent from every match, 第21.3条), its 场分
/// (第14.2条 by the 局分 of both matches; 第21.4条's “+” when the other team was absent from both)
/// and its 局分. `None` when the book has no team table or an entry is not a team match.
pub fn combined_match(matches: &[&Entry], book: &Competition) -> Option<(f64, f64, f64)> {
    let t = book.teams.as_ref()?;
    let boards: Vec<Boards> = matches.iter().map(|e| e.boards).collect::<Option<_>>()?;
    let mine: f64 = boards.iter().map(|b| b.points).sum();
    let theirs: f64 = boards.iter().map(|b| b.against).sum();
    let forfeits = matches.iter().all(|e| e.kind == Kind::Forfeit);
    // Neither match played: the matches won and lost without play decide (“+” / “-”).
    let (a, b) = if forfeits {
        let sum = |f: fn(&Entry) -> f64| matches.iter().map(|e| f(e)).sum::<f64>();
        (sum(|e| e.share), sum(|e| e.opponent_share))
    } else {
        (mine, theirs)
    };
    let share = if matches.iter().all(|e| e.is_double_forfeit()) {
        0.0
    } else if a > b {
        1.0
    } else if a < b {
        0.0
    } else {
        0.5
    };
    let points = match share {
        s if forfeits && s > 0.5 => t.forfeit.win,
        _ if forfeits => t.forfeit.loss,
        s if s > 0.5 => t.match_points.win,
        s if s < 0.5 => t.match_points.loss,
        _ => t.match_points.draw,
    };
    Some((share, points, mine))
}

/// A round-robin player whose results stand: every game not yet played against a player still
/// in the event is a forfeit, won by the opponent (CN 第20.3条, AXF 第六节 一).
fn forfeit_the_rest(event: &Event, book: &Competition, w: usize, entries: &mut [Vec<Entry>]) {
    let n = event.players().len();
    let per = event.file.games_per_match as usize;
    let numbers = event.table_numbers();
    let table = roundrobin::table(numbers.len() as u32, per == 2);
    let number = |p: usize| numbers.iter().position(|&m| m == p).map(|i| i as u32 + 1);
    let teams = event.is_team_match_event();
    for o in (0..n).filter(|&o| o != w) {
        let met = entries[w].iter().filter(|e| e.opponent == Some(o)).count();
        for _ in met..per {
            let round = table
                .rounds
                .iter()
                .position(|r| {
                    r.pairs.iter().any(|p| {
                        number(w).is_some_and(|x| p.contains(&x))
                            && number(o).is_some_and(|x| p.contains(&x))
                    })
                })
                .map(|i| i as u32 + 1);
            let forfeit = |opponent, share: f64| Entry {
                round,
                opponent: Some(opponent),
                colour: None,
                share,
                opponent_share: 1.0 - share,
                kind: Kind::Forfeit,
                game: None,
                boards: teams.then(|| won_without_play(event, book, w, o, share)),
            };
            entries[w].push(forfeit(o, 0.0));
            entries[o].push(forfeit(w, 1.0));
        }
    }
}

/// The boards of a team match not played (or a bye: `other` is `me`), from the side that scores
/// `share` of it: a team that wins without play is credited every board when the table says so
/// (`teams.forfeit.game_points: boards`).
fn won_without_play(
    event: &Event,
    book: &Competition,
    me: usize,
    other: usize,
    share: f64,
) -> Boards {
    let counts = book
        .teams
        .as_ref()
        .is_none_or(|t| t.forfeit.game_points == ForfeitBoards::Boards);
    let boards = event.boards_between(me, other).unwrap_or(0) as f64;
    let credit = |s: f64| if counts && s > 0.5 { boards } else { 0.0 };
    Boards {
        points: credit(share),
        won: 0,
        against: if me == other {
            0.0
        } else {
            credit(1.0 - share)
        },
    }
}

/// A Swiss round in which every player still in the event but one has a game (or a recorded
/// bye) gives that one a bye. (A round still being played, with several players waiting, gives none yet.)
fn add_byes(event: &Event, book: &Competition, entries: &mut [Vec<Entry>]) {
    let n = event.players().len();
    for round in 1..=event.last_round() {
        let waiting: Vec<usize> = (0..n)
            .filter(|&p| event.withdrawn_from(p).is_none_or(|from| round < from))
            .filter(|&p| !entries[p].iter().any(|e| e.round == Some(round)))
            .collect();
        if let [p] = waiting[..] {
            entries[p].push(Entry {
                round: Some(round),
                opponent: None,
                colour: None,
                share: 1.0,
                opponent_share: 0.0,
                kind: Kind::Bye,
                game: None,
                boards: event
                    .is_team_match_event()
                    .then(|| won_without_play(event, book, p, p, 1.0)),
            });
        }
    }
}
