//! The round-robin order table (循环赛对局秩序表) of CN 附录一, built by the book's own rule
//! for any number of players: each function below is one sentence of 附录一 二.
//!
//! Players are numbers from 1 (the lots drawn before the event, 附录一 一(一)). In every pair
//! the number written first has red (第13.1条). With an odd number of players the missing
//! largest number is a bye: whoever faces it rests that round (附录一 一(二)).

use serde::Serialize;
use std::fmt;

/// One round of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Round {
    /// The games, `[red, black]`, the largest number's pair first. In a two-game table each
    /// pair is followed by its second game with colours swapped.
    pub pairs: Vec<[u32; 2]>,
    /// The player who rests this round (odd numbers only).
    pub bye: Option<u32>,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Table {
    /// The rounds, first to last.
    pub rounds: Vec<Round>,
}

/// The most players an order table is built for: its rounds × pairs grow as the square of the
/// number (1000 players make 499 500 games, a few MB; 100 000 would make five billion).
pub const MAX_PLAYERS: u32 = 1000;

/// Why no order table is built for a number of players, as data; [`fmt::Display`] is the
/// English these errors always had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerCount {
    /// Fewer than two players.
    TooFew {
        /// The players.
        players: u32,
    },
    /// More than [`MAX_PLAYERS`].
    TooMany {
        /// The players.
        players: u32,
        /// [`MAX_PLAYERS`].
        max: u32,
        /// The games the table would hold: ½·N·(N−1).
        games: u64,
    },
}

impl fmt::Display for PlayerCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerCount::TooFew { players } => {
                write!(f, "{players} players: a round robin needs at least two")
            }
            PlayerCount::TooMany {
                players,
                max,
                games,
            } => write!(
                f,
                "{players} players: a round robin of more than {max} is not built \
                 (its order table has ½·N·(N−1) games: {games} here)"
            ),
        }
    }
}

impl std::error::Error for PlayerCount {}

/// Whether an order table can be built for this many players: at least two, at most
/// [`MAX_PLAYERS`]; the error says which bound was crossed.
pub fn check_players(players: u32) -> Result<(), PlayerCount> {
    if players < 2 {
        return Err(PlayerCount::TooFew { players });
    }
    if players > MAX_PLAYERS {
        return Err(PlayerCount::TooMany {
            players,
            max: MAX_PLAYERS,
            games: u64::from(players) * u64::from(players - 1) / 2,
        });
    }
    Ok(())
}

/// 附录一 二(一): “比赛人数成双时，所称‘最大号’即棋自身不变；而人数成单时，须将参加人数加1，补成双数的
/// ‘最大号’”.
pub fn largest_number(players: u32) -> u32 {
    players + players % 2
}

/// 附录一 二(一): “比赛总轮次数，必然是‘最大号’减1”.
pub fn round_count(players: u32) -> u32 {
    largest_number(players) - 1
}

/// 附录一 二(二): the first round, “首尾相对，依次靠拢”: 1 plays the largest number, 2 the next
/// largest, and so on inwards.
pub fn first_round(largest: u32) -> Vec<[u32; 2]> {
    (1..=largest / 2).map(|i| [i, largest + 1 - i]).collect()
}

/// 附录一 二(三): “第二轮，‘最大号’肯定执先，以后逐轮转换先后走”: whether the largest number has red
/// in this round (round 1 it is listed second, facing 1).
pub fn largest_has_red(round: u32) -> bool {
    round.is_multiple_of(2)
}

/// 附录一 二(四): “每轮‘最大号’的对手，必然是上轮表中位置排在最后的那个号。‘最大号’的这一对，永远列在
/// 最前面”: the number written last in the previous round meets the largest number, listed first.
pub fn largest_pair(previous: &[[u32; 2]], largest: u32, round: u32) -> [u32; 2] {
    let last = previous.last().expect("a round has pairs")[1];
    if largest_has_red(round) {
        [largest, last]
    } else {
        [last, largest]
    }
}

/// 附录一 二(五): the other pairs, “上轮跨邻相遇，前后顺序依然，从后往前配对，直至全部排完”. Numbers
/// that stood next to each other across the boundary of two pairs in the previous round meet
/// (the second of one pair with the first of the next), keeping their order (the earlier one has
/// red), paired from the back of the previous round to its front. The largest number's pair
/// of the previous round contributes its other player as the second of that pair.
pub fn other_pairs(previous: &[[u32; 2]], largest: u32) -> Vec<[u32; 2]> {
    let seconds: Vec<u32> = previous
        .iter()
        .map(|p| if p[1] == largest { p[0] } else { p[1] })
        .collect();
    (1..previous.len())
        .rev()
        .map(|k| [seconds[k - 1], previous[k][0]])
        .collect()
}

/// The table for `players` players (see [`check_players`]); with `double`, a two-game table: in every
/// round each pair plays twice, the second game with colours swapped (附录一 一(一), 第13.5条).
pub fn table(players: u32, double: bool) -> Table {
    let largest = largest_number(players);
    let mut pairs = first_round(largest);
    let mut rounds = Vec::new();
    for round in 1..=round_count(players) {
        if round > 1 {
            let mut next = vec![largest_pair(&pairs, largest, round)];
            next.extend(other_pairs(&pairs, largest));
            pairs = next;
        }
        rounds.push(shown(&pairs, players, largest, double));
    }
    Table { rounds }
}

/// A round as played: the pair with a missing largest number becomes the bye (附录一 一(二)).
fn shown(pairs: &[[u32; 2]], players: u32, largest: u32, double: bool) -> Round {
    let mut round = Round {
        pairs: Vec::new(),
        bye: None,
    };
    for &[red, black] in pairs {
        if largest > players && (red == largest || black == largest) {
            round.bye = Some(if red == largest { black } else { red });
            continue;
        }
        round.pairs.push([red, black]);
        if double {
            round.pairs.push([black, red]);
        }
    }
    round
}

impl Table {
    /// The table as text, one round a line, in the book's layout: `1—8  2—7 …`.
    pub fn text(&self) -> String {
        self.text_in("round  games (red—black)", |b| format!("bye: {b}"))
    }

    /// The table as text under `heading`, each round's bye worded by `bye` (another language's
    /// words for the same layout).
    pub fn text_in(&self, heading: &str, bye: impl Fn(u32) -> String) -> String {
        use std::fmt::Write as _;
        let mut out = format!("{heading}\n");
        for (i, r) in self.rounds.iter().enumerate() {
            let mut line = format!("{:>5}", i + 1);
            for [a, b] in &r.pairs {
                let _ = write!(line, "  {a:>2}—{b:<2}");
            }
            if let Some(b) = r.bye {
                let _ = write!(line, "  {}", bye(b));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}
