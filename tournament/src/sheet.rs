//! The pairing sheet (对阵表) an arbiter prints and pins up: every board of a round with its
//! number, the players (their numbers, ratings and scores before the round), the colours, the
//! result once entered; then who does not play and why — the bye of an odd field, a requested
//! bye, a late entry's missed round, a game not played because a player withdrew — and the lots,
//! notes and hand-pairing breaches of the round. [`Sheet::text`] prints it; `pages` makes the
//! HTML.

use crate::System;
use crate::arbiter::{DeskError, PlayoffBoard, current_pairing, missing_results, playoff_boards};
use crate::crosstable::points_text;
use crate::director;
use crate::ledger::{Ledger, entry_points};
use crate::lots::Lot;
use crate::outcome::Outcome;
use crate::records::{Breach, ByeReason, PairedRound};
use crate::results::Event;
use crate::rules::Competition;
use crate::swiss::FirstRound;
use serde::Serialize;
use std::fmt::Write as _;
use unicode_width::UnicodeWidthStr;

/// A player on the sheet.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Seat {
    /// The name.
    pub name: String,
    /// The number (the seeding list's, from 1).
    pub number: usize,
    /// The rating, if known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// The points before this round, under the sheet's book.
    pub score: f64,
}

/// One board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardRow {
    /// The board (table) number, from 1.
    pub board: usize,
    /// Red, who moves first.
    pub red: Seat,
    /// Black.
    pub black: Seat,
    /// The result as entered (`1-0`, `forfeit-black`, …), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// A player without a game this round, with the points it gives and why.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Absent {
    /// The player.
    pub player: Seat,
    /// The points it scores (none for a game lost by withdrawal, shown with the opponent).
    pub points: f64,
    /// Why, as data; the JSON gives its English text (`bye: no opponent in an odd field (…)`,
    /// `requested bye`, `late entry`, `withdrew: …`).
    pub why: AbsentWhy,
}

/// Why a player has no game in a round: each language words it from these values
/// ([`AbsentWhy::text`] is the English).
#[derive(Clone, Debug, PartialEq)]
pub enum AbsentWhy {
    /// A Swiss event's bye: no opponent in an odd field, under the book's article.
    SwissBye {
        /// The article (`附录二 三; 第14.1条`…).
        article: String,
    },
    /// A round robin's bye: the order table's (附录一 一(二)).
    TableBye,
    /// A knockout: through the round without a game.
    Through,
    /// A bye recorded in the file: asked for, or a late entry's round.
    Recorded(ByeReason),
    /// The opponent withdrew: a win by forfeit.
    Forfeit {
        /// The player who withdrew.
        gone: String,
        /// The article on withdrawals.
        article: String,
    },
    /// The player withdrew: not paired from this round.
    Withdrew {
        /// The article on withdrawals.
        article: String,
    },
}

impl AbsentWhy {
    /// The reason in English.
    pub fn text(&self) -> String {
        match self {
            AbsentWhy::SwissBye { article } => {
                format!("bye: no opponent in an odd field ({article})")
            }
            AbsentWhy::TableBye => "bye: the order table's (附录一 一(二))".into(),
            AbsentWhy::Through => "through without a game".into(),
            AbsentWhy::Recorded(why) => why.words().to_string(),
            AbsentWhy::Forfeit { gone, article } => format!(
                "wins by forfeit: {gone} withdrew ({article}; unless the standings strike {gone} out)"
            ),
            AbsentWhy::Withdrew { article } => {
                format!("withdrew: not paired from this round ({article})")
            }
        }
    }
}

impl Serialize for AbsentWhy {
    /// As its English text, the string the JSON always gave.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

/// A note of a sheet: the pairing's own words, or what a play-off's games decide (data, for the
/// harness to word in the language asked for; its `Display` is the English qili always wrote,
/// and the JSON gives that string).
#[derive(Clone, Debug, PartialEq)]
pub enum SheetNote {
    /// A note of the pairing, in its words.
    Pairing(String),
    /// Games of a play-off and the place they decide (CN 第15.6条).
    Playoff {
        /// The play-off's game numbers.
        games: Vec<usize>,
        /// A group stage: the group whose place it is.
        group: Option<String>,
        /// The place that must not be shared.
        place: u32,
        /// The players who share it.
        players: Vec<String>,
    },
}

impl std::fmt::Display for SheetNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SheetNote::Pairing(text) => f.write_str(text),
            SheetNote::Playoff {
                games,
                group,
                place,
                players,
            } => {
                let numbers: Vec<String> = games.iter().map(usize::to_string).collect();
                write!(
                    f,
                    "game{} {}: the play-off for {}place {place} of {} (CN 第15.6条 冠军或不宜并列的名次，应安排加赛)",
                    if games.len() == 1 { "" } else { "s" },
                    numbers.join(", "),
                    group
                        .as_ref()
                        .map_or(String::new(), |g| format!("group {g}'s ")),
                    players.join(", ")
                )
            }
        }
    }
}

impl Serialize for SheetNote {
    /// As its English text, the string the JSON always gave.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A round's pairing sheet.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sheet {
    /// The round.
    pub round: u32,
    /// The book whose points the scores are in.
    pub rules: String,
    /// Whether the round is recorded in the results file (`pair --record`); a sheet of a round
    /// not recorded is a proposal: recording it may not change it, but nothing holds it.
    pub recorded: bool,
    /// The boards, board 1 first.
    pub boards: Vec<BoardRow>,
    /// Who does not play, and why.
    pub absent: Vec<Absent>,
    /// The lots of the round.
    pub lots: Vec<Lot>,
    /// The pairing's notes, or what a play-off's games decide.
    pub notes: Vec<SheetNote>,
    /// Paired by hand (附录二 四).
    pub manual: bool,
    /// The clauses a hand pairing breaks, as the arbiter confirmed it.
    pub breaches: Vec<Breach>,
    /// The play-offs of shared places (CN 第15.6条 加赛) once the event is over: the boards
    /// are their games, numbered as `result --playoff --board N` takes them, and the scores
    /// are the event's final points.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub playoff: bool,
}

/// The sheet of `round` (by default the round being played, or the next one), its scores in
/// `book`'s points. `seed` overrides the file's for a round not recorded.
pub fn sheet(
    event: &Event,
    book: &Competition,
    round: Option<u32>,
    seed: Option<u64>,
) -> Result<Sheet, DeskError> {
    if round.is_none() && director::is_over(event) {
        let boards = playoff_boards(event, book, seed)?;
        if !boards.is_empty() {
            return playoff_sheet(event, book, seed, &boards);
        }
    }
    let recorded = match round {
        Some(r) => event.file.pairings.iter().find(|p| p.round == r).cloned(),
        None => event
            .file
            .pairings
            .iter()
            .max_by_key(|p| p.round)
            .filter(|p| !missing_results(event, p).is_empty() || event.last_round() <= p.round)
            .cloned(),
    };
    let paired = match (recorded, round) {
        (Some(p), _) => p,
        (None, Some(r)) if r <= event.last_round() => {
            return Err(DeskError::SheetNotRecorded { round: r });
        }
        (None, _) => {
            let first = FirstRound::of_book(&book.id).unwrap_or_default();
            let p = current_pairing(event, seed, first)?;
            if round.is_some_and(|r| r != p.round) {
                return Err(DeskError::NotPairedYet {
                    round: round.unwrap_or(0),
                    next: p.round,
                });
            }
            PairedRound {
                round: p.round,
                boards: p.pairs,
                bye: p.bye,
                byes: p.byes,
                forfeits: p.forfeits,
                lots: p.lots,
                notes: p.notes,
                manual: false,
                breaches: Vec::new(),
            }
        }
    };
    let is_recorded = event.file.pairings.iter().any(|p| p.round == paired.round);
    let round = paired.round;
    let scores = scores_before(event, book, round)?;
    let seat = |name: &str| -> Seat {
        let i = event.index_of(name).unwrap_or(usize::MAX);
        Seat {
            name: name.to_string(),
            number: number_of(event, i),
            rating: event.file.ratings.get(name).copied(),
            score: scores.get(i).copied().unwrap_or(0.0),
        }
    };
    let boards = paired
        .boards
        .iter()
        .enumerate()
        .map(|(i, [r, b])| BoardRow {
            board: i + 1,
            red: seat(r),
            black: seat(b),
            result: event
                .file
                .games
                .iter()
                .find(|g| g.round == round && &g.red == r && &g.black == b)
                .and_then(|g| g.result)
                .map(|o| result_text(o, book)),
        })
        .collect();
    let mut absent = Vec::new();
    for name in paired.bye.iter().chain(&paired.byes) {
        let points = if event.file.system == System::Swiss {
            book.swiss.bye_points
        } else {
            0.0
        };
        absent.push(Absent {
            player: seat(name),
            points,
            why: match event.file.system {
                System::Swiss => AbsentWhy::SwissBye {
                    article: book.swiss.article.clone(),
                },
                System::RoundRobin => AbsentWhy::TableBye,
                System::Knockout => AbsentWhy::Through,
            },
        });
    }
    for b in event.file.byes.iter().filter(|b| b.round == round) {
        absent.push(Absent {
            player: seat(&b.player),
            points: if b.points.share() > 0.0 {
                book.points.draw
            } else {
                book.points.loss
            },
            why: AbsentWhy::Recorded(b.why),
        });
    }
    for [winner, gone] in &paired.forfeits {
        let article = &book.withdrawal.of(event.file.system).article;
        absent.push(Absent {
            player: seat(winner),
            points: book.forfeit.win,
            why: AbsentWhy::Forfeit {
                gone: gone.clone(),
                article: article.clone(),
            },
        });
    }
    for (p, &from) in event
        .file
        .withdrawn
        .iter()
        .filter(|_| event.file.system == System::Swiss)
    {
        if from == round {
            absent.push(Absent {
                player: seat(p),
                points: 0.0,
                why: AbsentWhy::Withdrew {
                    article: book.withdrawal.of(System::Swiss).article.clone(),
                },
            });
        }
    }
    Ok(Sheet {
        round,
        rules: book.id.clone(),
        recorded: is_recorded,
        boards,
        absent,
        lots: paired.lots,
        notes: paired.notes.into_iter().map(SheetNote::Pairing).collect(),
        manual: paired.manual,
        breaches: paired.breaches,
        playoff: false,
    })
}

/// The sheet of the play-offs (CN 第15.6条): every game numbered, its result once entered, the
/// lots that numbered the players, and what each place's play-off decides.
fn playoff_sheet(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
    games: &[PlayoffBoard],
) -> Result<Sheet, DeskError> {
    let scores = scores_before(event, book, event.last_round() + 1)?;
    let seat = |name: &str| -> Seat {
        let i = event.index_of(name).unwrap_or(usize::MAX);
        Seat {
            name: name.to_string(),
            number: number_of(event, i),
            rating: event.file.ratings.get(name).copied(),
            score: scores.get(i).copied().unwrap_or(0.0),
        }
    };
    let playoffs = director::playoffs(event, book, seed).map_err(DeskError::Standings)?;
    let boards = games
        .iter()
        .map(|b| BoardRow {
            board: b.number,
            red: seat(&b.pair[0]),
            black: seat(&b.pair[1]),
            result: b.result.map(|o| result_text(o, book)),
        })
        .collect();
    let notes = playoffs
        .iter()
        .map(|p| SheetNote::Playoff {
            games: games
                .iter()
                .filter(|b| b.place == p.shared.unshared && b.group == p.shared.group)
                .map(|b| b.number)
                .collect(),
            group: p.shared.group.clone(),
            place: p.shared.unshared,
            players: p.shared.players.clone(),
        })
        .collect();
    Ok(Sheet {
        round: event.last_round(),
        rules: book.id.clone(),
        recorded: true,
        boards,
        absent: Vec::new(),
        lots: playoffs.into_iter().flat_map(|p| p.lots).collect(),
        notes,
        manual: false,
        breaches: Vec::new(),
        playoff: true,
    })
}

/// A player's number on the sheet (from 1): in a round robin without groups its order-table
/// number (附录一: 号次), which CN 第20.2条's redraw gives anew to the players left; else its place
/// in the seeding list. A player drawn out of the table keeps the seeding list's.
fn number_of(event: &Event, player: usize) -> usize {
    let table = (event.file.system == System::RoundRobin && event.groups().is_empty())
        .then(|| event.table_numbers().iter().position(|&p| p == player))
        .flatten();
    table.unwrap_or(player).wrapping_add(1)
}

/// Every player's points before `round` under `book` (games, byes and excused rounds of the
/// earlier rounds only).
fn scores_before(event: &Event, book: &Competition, round: u32) -> Result<Vec<f64>, DeskError> {
    let mut file = event.file.clone();
    file.games.retain(|g| g.round < round);
    file.byes.retain(|b| b.round < round);
    file.pairings.retain(|p| p.round < round);
    file.in_progress = None;
    let earlier = Event::from_file(file).map_err(DeskError::Results)?;
    let ledger = Ledger::of(&earlier, book);
    Ok(ledger
        .entries
        .iter()
        .map(|list| {
            list.iter()
                .filter(|e| e.counts())
                .map(|e| entry_points(e, book))
                .sum()
        })
        .collect())
}

/// A result as the sheet shows it: `1-0`, `½-½`, the book's marks for a forfeit (`+ : -`).
fn result_text(o: Outcome, book: &Competition) -> String {
    let (win, loss) = (&book.forfeit.win_mark, &book.forfeit.loss_mark);
    match o {
        Outcome::RedWins => "1-0".into(),
        Outcome::BlackWins => "0-1".into(),
        Outcome::Draw => "½-½".into(),
        Outcome::RedForfeits => format!("{loss} : {win}"),
        Outcome::BlackForfeits => format!("{win} : {loss}"),
        Outcome::DoubleForfeit => format!("{loss} : {loss}"),
        Outcome::Unfinished => "playing".into(),
    }
}

impl Sheet {
    /// The sheet as plain text, columns aligned for Chinese names too.
    pub fn text(&self) -> String {
        let mut out = String::new();
        if self.playoff {
            let _ = writeln!(
                out,
                "play-off pairings (CN 第15.6条 加赛; after round {}: the final scores, {} points)",
                self.round,
                self.rules.to_uppercase()
            );
        } else {
            let _ = writeln!(
                out,
                "round {} pairings{} (scores before the round, {} points)",
                self.round,
                if self.recorded {
                    ""
                } else {
                    " (proposed: not recorded)"
                },
                self.rules.to_uppercase()
            );
        }
        let header = [
            "board",
            "no",
            "red (先走)",
            "pts",
            "no",
            "black",
            "pts",
            "result",
        ]
        .map(String::from);
        out.push_str(&self.board_table(header));
        for a in &self.absent {
            let _ = writeln!(
                out,
                "not playing: {} (no {}, {}): {} — {}",
                a.player.name,
                a.player.number,
                points_text(a.player.score),
                points_text(a.points),
                a.why.text()
            );
        }
        for lot in &self.lots {
            let _ = writeln!(
                out,
                "lot: {}: {} drawn from {}",
                lot.what,
                lot.drawn,
                lot.among.join(", ")
            );
        }
        for note in &self.notes {
            let _ = writeln!(out, "note: {note}");
        }
        if self.manual {
            let _ = writeln!(out, "paired by hand (附录二 四: 抽签与人工编排相结合)");
        }
        for b in &self.breaches {
            let _ = writeln!(out, "{}", breach_text(b));
        }
        out
    }
}

/// A breach in one line: `A – B breaks 附录二 三 “相遇过的对手不再编对”: A and B have met`.
pub fn breach_text(b: &Breach) -> String {
    let what = b
        .pair
        .as_ref()
        .map_or_else(|| "the round".to_string(), |[r, k]| format!("{r} – {k}"));
    format!(
        "breach: {what} breaks {} “{}”: {}",
        b.clause, b.words, b.why
    )
}

/// `Name (2405)` or `Name`.
impl Sheet {
    /// The boards as a text table under `header` (one title a column: board, red's number,
    /// name, points, black's number, name, points, result), columns padded by display width
    /// so that Chinese names line up; names and the result to the left, numbers to the right.
    pub fn board_table(&self, header: [String; 8]) -> String {
        let mut rows = vec![header];
        for b in &self.boards {
            rows.push([
                b.board.to_string(),
                b.red.number.to_string(),
                with_rating(&b.red),
                points_text(b.red.score),
                b.black.number.to_string(),
                with_rating(&b.black),
                points_text(b.black.score),
                b.result.clone().unwrap_or_default(),
            ]);
        }
        let widths: Vec<usize> = (0..8)
            .map(|c| rows.iter().map(|r| r[c].width()).max().unwrap_or(0))
            .collect();
        let mut out = String::new();
        for r in &rows {
            let mut line = String::new();
            for (c, cell) in r.iter().enumerate() {
                let pad = " ".repeat(widths[c] - cell.width());
                if matches!(c, 2 | 5 | 7) {
                    let _ = write!(line, "{cell}{pad}  ");
                } else {
                    let _ = write!(line, "{pad}{cell}  ");
                }
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
        out
    }
}

fn with_rating(s: &Seat) -> String {
    match s.rating {
        Some(r) => format!("{} ({r})", s.name),
        None => s.name.clone(),
    }
}
