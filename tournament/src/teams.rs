//! Team events (CN 第12条 团体赛比赛种类): who may sit at which board (12.1–12.4), the colours of
//! the boards (第13.2–13.4条), a match's 局分 and 场分 (第14.2条), and the team ranking of
//! 队员总分制 (第15.5条). The rankings by 场分 (第15.3、15.4条) are the standings' own, with the
//! team order of `tournament/spec/competition/cn.yaml`.
//!
//! A team match is one game of the results file between two teams, with a result per board from
//! the first-listed (`red`) team's side and the line-ups:
//!
//! ```json
//! {"round": 1, "red": "T1", "black": "T2", "boards": ["1-0", "1/2-1/2", "0-1", "1-0"],
//!  "lineup": {"T1": ["a1", "a2", "a3", "a4"], "T2": ["b1", "b2", "b3", "b5"]}}
//! ```

use crate::Colour;
use crate::outcome::Outcome;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The kind of team event (第12条).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TeamKind {
    /// 12.1 分台定人制: every match is played by the roster, in its order.
    #[serde(rename = "fixed-boards")]
    FixedBoards,
    /// 12.2 分台换人制: the roster adds substitutes; each match seats any of its players, but
    /// “台次顺序不能前后颠倒” — in the roster's order. With no substitutes this is 12.1.
    #[default]
    #[serde(rename = "substitutes")]
    Substitutes,
    /// 12.3 临时定台制: each team seats its players in any order before each match.
    #[serde(rename = "free-boards")]
    FreeBoards,
    /// 12.4 全队轮赛制: every player of one side plays every player of the other.
    #[serde(rename = "all-play-all")]
    AllPlayAll,
    /// 12.5 队员总分制: an individual event; a team ranks by its players' places (第15.5条).
    #[serde(rename = "total-places")]
    TotalPlaces,
}

impl TeamKind {
    /// Whether teams play matches (12.1–12.4); 队员总分制 (12.5) is an individual event.
    pub fn plays_matches(self) -> bool {
        self != TeamKind::TotalPlaces
    }
}

/// 第13.2、13.3条: “先走”的队 — the team listed first in the pair (附录一's number written first,
/// 附录二's red) — “其单数台执红棋先走，双数台则执黑棋后走”. The colour of that team's player on
/// each board, board 1 first.
pub fn board_colours(boards: usize) -> Vec<Colour> {
    (1..=boards)
        .map(|b| {
            if b % 2 == 1 {
                Colour::Red
            } else {
                Colour::Black
            }
        })
        .collect()
}

/// The most line-ups [`allowed_lineups`] lists: the ordered choices it tries grow as roster! /
/// (roster − boards)!, so a larger question is refused rather than answered slowly.
pub const MAX_LINEUP_CHOICES: usize = 100_000;

/// Every line-up of `boards` players that a team with `roster` players (boards plus
/// substitutes, in board order) may field under a kind of event, as roster numbers from 1: each
/// ordered choice of `boards` different players that [`check_lineup`] accepts, in lexicographic
/// order. 第12.2条's example, four boards and two substitutes: “1-2-3-4，也可以是1-2-3-5，直至
/// 3-4-5-6，共十五种顺序”; 第12.1条 allows the roster alone, 第12.3条 any order. An error when
/// there would be more than [`MAX_LINEUP_CHOICES`] ordered choices to try.
pub fn allowed_lineups(
    kind: TeamKind,
    roster: usize,
    boards: usize,
) -> Result<Vec<Vec<usize>>, LineupError> {
    if boards > roster {
        return Ok(Vec::new());
    }
    let choices = (roster - boards + 1..=roster)
        .try_fold(1usize, |n, k| n.checked_mul(k))
        .filter(|&n| n <= MAX_LINEUP_CHOICES);
    if choices.is_none() {
        return Err(LineupError::TooManyOrders {
            boards,
            roster,
            max: MAX_LINEUP_CHOICES,
        });
    }
    let names: Vec<String> = (1..=roster).map(|i| i.to_string()).collect();
    let mut out = Vec::new();
    orders(roster, boards, &mut Vec::new(), &mut |l| {
        let lineup: Vec<String> = l.iter().map(|&i| names[i - 1].clone()).collect();
        if check_lineup(kind, &names, &lineup).is_ok() {
            out.push(l.to_vec());
        }
    });
    Ok(out)
}

/// Visits every ordered choice of `boards` different numbers of 1..=`roster` that extends
/// `now`, in lexicographic order.
fn orders(roster: usize, boards: usize, now: &mut Vec<usize>, visit: &mut dyn FnMut(&[usize])) {
    if now.len() == boards {
        visit(now);
        return;
    }
    for i in 1..=roster {
        if !now.contains(&i) {
            now.push(i);
            orders(roster, boards, now, visit);
            now.pop();
        }
    }
}

/// Why a line-up may not be fielded (第12条), or why its choices are not listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineupError {
    /// [`allowed_lineups`]: more ordered choices to try than [`MAX_LINEUP_CHOICES`].
    TooManyOrders {
        /// The boards.
        boards: usize,
        /// The roster's players.
        roster: usize,
        /// The most choices tried.
        max: usize,
    },
    /// A player seated who is not on the team's roster.
    NotOnTeam {
        /// The board, from 1.
        board: usize,
        /// The player.
        name: String,
    },
    /// A player seated at two boards.
    TwoBoards {
        /// The player.
        name: String,
    },
    /// 第12.1条 分台定人制: the line-up is not the roster in its order.
    NotTheRoster {
        /// The roster, in board order.
        roster: Vec<String>,
    },
    /// 第12.2条 “台次顺序不能前后颠倒”: a player seated above one listed before them.
    OutOfOrder {
        /// The player seated higher.
        upper: String,
        /// That player's number on the roster, from 1.
        upper_number: usize,
        /// The player seated just below.
        lower: String,
        /// That player's number on the roster.
        lower_number: usize,
    },
}

impl fmt::Display for LineupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineupError::TooManyOrders {
                boards,
                roster,
                max,
            } => write!(
                f,
                "{boards} boards from a roster of {roster}: more than {max} orders to try"
            ),
            LineupError::NotOnTeam { board, name } => {
                write!(f, "board {board}: '{name}' is not on the team")
            }
            LineupError::TwoBoards { name } => write!(f, "'{name}' sits at two boards"),
            LineupError::NotTheRoster { roster } => write!(
                f,
                "第12.1条 分台定人制: every match is played by the roster in its order ({})",
                roster.join(", ")
            ),
            LineupError::OutOfOrder {
                upper,
                upper_number,
                lower,
                lower_number,
            } => write!(
                f,
                "第12.2条: 台次顺序不能前后颠倒 — '{upper}' (number {upper_number} on the roster) \
                 sits above '{lower}' (number {lower_number})"
            ),
        }
    }
}

impl std::error::Error for LineupError {}

impl From<LineupError> for String {
    fn from(error: LineupError) -> String {
        error.to_string()
    }
}

/// Whether a line-up (names) may be fielded from a roster under a kind of event; the error says
/// which rule it breaks.
pub fn check_lineup(
    kind: TeamKind,
    roster: &[String],
    lineup: &[String],
) -> Result<(), LineupError> {
    let mut positions = Vec::new();
    for (board, name) in lineup.iter().enumerate() {
        let Some(at) = roster.iter().position(|m| m == name) else {
            return Err(LineupError::NotOnTeam {
                board: board + 1,
                name: name.clone(),
            });
        };
        if positions.contains(&at) {
            return Err(LineupError::TwoBoards { name: name.clone() });
        }
        positions.push(at);
    }
    match kind {
        TeamKind::FixedBoards if lineup != roster => Err(LineupError::NotTheRoster {
            roster: roster.to_vec(),
        }),
        TeamKind::Substitutes => match positions.windows(2).position(|w| w[0] > w[1]) {
            Some(i) => Err(LineupError::OutOfOrder {
                upper: lineup[i].clone(),
                upper_number: positions[i] + 1,
                lower: lineup[i + 1].clone(),
                lower_number: positions[i + 1] + 1,
            }),
            None => Ok(()),
        },
        _ => Ok(()),
    }
}

/// A team match as it counts: each side's 局分 (第14.2条: 局分, 个人分), its boards won over the
/// board, and the match result that 局分 gives (局分多者为胜).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tally {
    /// 局分 of the first-listed team and of the other.
    pub points: [f64; 2],
    /// Boards won over the board by each.
    pub won: [u32; 2],
    /// The match: won by the side with more 局分; a team forfeit when every board of one side
    /// was forfeited (第21.4条: 缺席者是队); a double forfeit when every board was both sides'.
    pub outcome: Outcome,
}

/// The tally of a match's boards.
pub fn tally(boards: &[Outcome]) -> Tally {
    let mut points = [0.0, 0.0];
    let mut won = [0, 0];
    // Each board as 第14.1条 scores a game: 1 / ½ / 0, and a board not played “+” 1, “-” 0
    // (第21.4条).
    for &b in boards {
        let [a, c] = b.shares();
        points[0] += a;
        points[1] += c;
        if b == Outcome::RedWins {
            won[0] += 1;
        }
        if b == Outcome::BlackWins {
            won[1] += 1;
        }
    }
    let all = |o: Outcome| !boards.is_empty() && boards.iter().all(|&b| b == o);
    let outcome = if all(Outcome::RedForfeits) {
        Outcome::RedForfeits
    } else if all(Outcome::BlackForfeits) {
        Outcome::BlackForfeits
    } else if all(Outcome::DoubleForfeit) {
        Outcome::DoubleForfeit
    } else if points[0] > points[1] {
        Outcome::RedWins
    } else if points[0] < points[1] {
        Outcome::BlackWins
    } else {
        Outcome::Draw
    };
    Tally {
        points,
        won,
        outcome,
    }
}

/// The tally of a match one team (or both) forfeited whole, with `boards` boards: the boards
/// count as forfeited one by one (the key `teams.forfeit.game_points` of the competition table
/// says whether the present team's 局分 counts them).
pub fn forfeit_tally(outcome: Outcome, boards: usize, count_boards: bool) -> Tally {
    let mut t = tally(&vec![outcome; if count_boards { boards } else { 0 }]);
    t.outcome = outcome;
    t
}
