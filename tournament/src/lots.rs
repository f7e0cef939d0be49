//! Drawing lots (抽签) where the books say lots: a seeded draw, so that the same seed draws
//! the same way, and recorded, so that an arbiter can show how every lot fell.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One lot drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lot {
    /// What was decided, and under which article, in English.
    pub what: String,
    /// What was decided, as data (so that a page can word it in another language); absent
    /// from a file written before qili recorded it, and for a lot drawn with words alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decides: Option<Decides>,
    /// The choices, in the order they were offered.
    pub among: Vec<String>,
    /// The choice the lot fell on.
    pub drawn: String,
}

/// What a lot decides, as data; [`fmt::Display`] is the English a lot's `what` records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Decides {
    /// 附录二 三(一): the opponent of a player of the upper half, from the lower half.
    Opponent {
        /// The player whose opponent is drawn.
        player: String,
    },
    /// 附录二 五: the opponent a player draws in a score group.
    Draws {
        /// The player who draws.
        player: String,
    },
    /// Which of two players has red, under a clause of 附录二 三.
    Red {
        /// The clause: `三(一)`, `三(三)`, `三(四)`, `三(五)`.
        clause: String,
        /// 三(五)'s last round, the two half a point apart.
        last_round: bool,
    },
    /// A knockout: who goes through of two players level after their games and play-offs.
    Level {
        /// The two players.
        players: [String; 2],
    },
    /// 猜先: who has red in the first game of a knockout match, or of its play-off stage.
    FirstRed {
        /// The match's own games (CN 第13.4条 / AXF 第一章 第三节 一), not a play-off stage.
        main: bool,
        /// The two players.
        players: [String; 2],
    },
    /// The order of players level after every other tie-break.
    LevelOrder {
        /// The book: `CN`, `AXF`.
        cite: String,
        /// The article that ranks them.
        article: String,
    },
    /// 附录二 三(一): the order of players of one rating (qili's reading).
    EqualRatings {
        /// The rating.
        rating: u32,
    },
    /// 附录二 三(一): the order of the players without a rating.
    Unrated,
    /// 附录一 一(一): every number of the event drawn by lot (“每一运动员（队）抽得一号”), as
    /// `tournament new --order lots` draws them for a round robin or an AXF Swiss event.
    Numbers,
    /// CN 第11.3条: a pot of seeds shared out to the groups in turn.
    Pot {
        /// The pot, from 1.
        pot: usize,
        /// The groups, in the order the pot fills them.
        groups: Vec<String>,
    },
    /// CN 第20.2条: the new numbers of the players left after withdrawals before the start.
    Redraw {
        /// The group, in a group stage.
        group: Option<String>,
    },
    /// CN 第15.6条: the numbers of a play-off of a shared place.
    PlayoffNumbers {
        /// The group, in a group stage.
        group: Option<String>,
        /// The place played off.
        place: u32,
    },
}

impl fmt::Display for Decides {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decides::Opponent { player } => write!(f, "附录二 三(一): the opponent of {player}"),
            Decides::Draws { player } => write!(f, "附录二 五: the opponent {player} draws"),
            Decides::Red { clause, last_round } => write!(
                f,
                "附录二 {clause}{}: red",
                if *last_round {
                    " (last round, 0.5 apart)"
                } else {
                    ""
                }
            ),
            Decides::Level { players: [a, b] } => {
                write!(f, "{a} — {b} level after their games: the play-off's lot")
            }
            Decides::FirstRed {
                main,
                players: [a, b],
            } => write!(
                f,
                "{}: 猜先, red in the first game{} of {a} — {b}",
                if *main {
                    "CN 第13.4条 / AXF 第一章 第三节 一"
                } else {
                    "the play-off"
                },
                if *main { "" } else { " of the stage" },
            ),
            Decides::LevelOrder { cite, article } => write!(
                f,
                "{cite} {article}: the order of players level after every other tie-break"
            ),
            Decides::EqualRatings { rating } => write!(
                f,
                "附录二 三(一): the order of the players rated {rating} (qili's reading: the book does not order equal ratings)"
            ),
            Decides::Unrated => f.write_str(
                "附录二 三(一): 对无等级分的棋手用抽签方法排定先后顺序，列在有等级分棋手的后面",
            ),
            Decides::Numbers => {
                f.write_str("附录一 一(一): 每一运动员（队）抽得一号 (the numbers, 1 first)")
            }
            Decides::Pot { pot, groups } => write!(
                f,
                "CN 第11.3条: pot {pot} shared out to groups {} in turn",
                groups.join(", ")
            ),
            Decides::Redraw { group } => write!(
                f,
                "CN 第20.2条 (在比赛开始前退出，如系循环制且剩余为双数，应重新抽签): {} new numbers, 1 first",
                group
                    .as_ref()
                    .map_or("the".to_string(), |g| format!("group {g}'s"))
            ),
            Decides::PlayoffNumbers { group, place } => write!(
                f,
                "CN 第15.6条: the play-off for {}place {place}, its numbers (1 first; 附录一: 号次在前的运动员执红棋先走)",
                group
                    .as_ref()
                    .map_or(String::new(), |g| format!("group {g}'s "))
            ),
        }
    }
}

/// What a lot is drawn for: its English words, and the data when the drawer gives it.
#[derive(Clone, Debug)]
pub struct What {
    /// The English words.
    text: String,
    /// The data.
    decides: Option<Decides>,
}

impl From<Decides> for What {
    fn from(d: Decides) -> What {
        What {
            text: d.to_string(),
            decides: Some(d),
        }
    }
}

impl From<String> for What {
    fn from(text: String) -> What {
        What {
            text,
            decides: None,
        }
    }
}

impl From<&str> for What {
    fn from(text: &str) -> What {
        What::from(text.to_string())
    }
}

/// A seeded draw and its record.
#[derive(Debug)]
pub struct Draw {
    /// ChaCha8: the stream for a seed is fixed by its algorithm.
    rng: ChaCha8Rng,
    /// Every lot drawn so far.
    pub record: Vec<Lot>,
}

impl Draw {
    /// A draw from `seed`; `stream` separates draws made from one seed (a round number).
    pub fn new(seed: u64, stream: u64) -> Draw {
        let mixed = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Draw {
            rng: ChaCha8Rng::seed_from_u64(mixed),
            record: Vec::new(),
        }
    }

    /// Draws one of `among` (not empty) and records it; returns its index.
    pub fn pick(&mut self, what: impl Into<What>, among: &[String]) -> usize {
        assert!(!among.is_empty(), "a lot needs something to draw");
        let i = self.rng.random_range(0..among.len());
        let what = what.into();
        self.record.push(Lot {
            what: what.text,
            decides: what.decides,
            among: among.to_vec(),
            drawn: among[i].clone(),
        });
        i
    }

    /// Draws an order for `among` (a lot for first place, then among the rest, …), recorded as
    /// one lot whose `drawn` lists the order; returns the indices in the drawn order.
    pub fn order(&mut self, what: impl Into<What>, among: &[String]) -> Vec<usize> {
        let mut left: Vec<usize> = (0..among.len()).collect();
        let mut order = Vec::new();
        while !left.is_empty() {
            let i = self.rng.random_range(0..left.len());
            order.push(left.remove(i));
        }
        let what = what.into();
        self.record.push(Lot {
            what: what.text,
            decides: what.decides,
            among: among.to_vec(),
            drawn: order
                .iter()
                .map(|&i| among[i].as_str())
                .collect::<Vec<_>>()
                .join(", "),
        });
        order
    }
}
