//! What an arbiter records in the results file besides the games: the rounds paired, with their
//! board numbers ([`PairedRound`], so that a result can be entered by board), the rounds a player
//! is excused from with the points they score ([`Bye`]: a requested bye or a late entry's missed
//! rounds), and the lots that ordered the entries ([`crate::lots::Lot`] in `seeding_lots`).
//!
//! The books say nothing of late entries or of byes a player asks for (CN 第20.2条 speaks only
//! of filling the field up before the start: “如系积分编排制，可考虑补足双数”); an organiser's
//! regulations do. So the file records, for every such round, who, how many points (½ or 0,
//! the organiser's choice) and why, and every page that shows the points shows why.

use crate::lots::Lot;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;

/// The points of a recorded bye: half a win or nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByePoints {
    /// A draw's points (½ in CN points, 1 in AXF's).
    #[serde(rename = "half")]
    Half,
    /// No points.
    #[serde(rename = "zero")]
    Zero,
}

impl ByePoints {
    /// The share of a game it is worth: 0.5 or 0.
    pub fn share(self) -> f64 {
        match self {
            ByePoints::Half => 0.5,
            ByePoints::Zero => 0.0,
        }
    }

    /// The name the file and the CLI use.
    pub fn name(self) -> &'static str {
        match self {
            ByePoints::Half => "half",
            ByePoints::Zero => "zero",
        }
    }
}

/// Why a player has a recorded bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeReason {
    /// The player asked not to be paired in that round.
    #[serde(rename = "requested")]
    Requested,
    /// The player entered after that round was paired.
    #[serde(rename = "late-entry")]
    LateEntry,
}

impl ByeReason {
    /// Words for a page: `requested bye`, `late entry`.
    pub fn words(self) -> &'static str {
        match self {
            ByeReason::Requested => "requested bye",
            ByeReason::LateEntry => "late entry",
        }
    }
}

/// A round a player is not paired in, with the points it scores and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bye {
    /// The round.
    pub round: u32,
    /// The player.
    pub player: String,
    /// Half a win's points or none.
    pub points: ByePoints,
    /// Why.
    pub why: ByeReason,
}

/// A clause of 附录二 (or a reading of qili's) that an arbiter's pairing breaks, recorded when
/// the arbiter confirmed the pairing all the same (`pair --manual … --force`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Breach {
    /// The pair concerned (`[red, black]`), or none for the round as a whole (the bye).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pair: Option<[String; 2]>,
    /// The clause: `附录二 三(二)`.
    pub clause: String,
    /// The clause's own words.
    pub words: String,
    /// How this pairing breaks it, in English.
    pub why: String,
    /// How this pairing breaks it, as data (so that a page can word it in another language);
    /// absent from a file written before qili recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub how: Option<How>,
}

/// How a hand pairing breaks a clause of 附录二, as data; [`fmt::Display`] is the English a
/// breach's `why` records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum How {
    /// 三: the two have met.
    Met {
        /// The pair, `[red, black]`.
        pair: [String; 2],
    },
    /// 七: the two are of one unit, which the organiser keeps apart.
    SameUnit {
        /// The pair, `[red, black]`.
        pair: [String; 2],
        /// Their unit.
        unit: String,
    },
    /// 三(一): round 1 pairs the two from one half.
    SameHalf {
        /// The pair, `[red, black]`.
        pair: [String; 2],
        /// The upper half (else the lower).
        upper: bool,
        /// The upper half's last number.
        half: usize,
    },
    /// 三(二): the pairs can be paired again with no rematch, the score groups fuller from the top.
    Fuller {
        /// The arbiter's pairs.
        pairs: Vec<[Scored; 2]>,
        /// The better pairs.
        instead: Vec<[Scored; 2]>,
    },
    /// 三(三): the pairs can be paired again with no rematch, the score groups as full, with
    /// fewer players denied the colour they are due.
    FewerDenied {
        /// The arbiter's pairs.
        pairs: Vec<[Scored; 2]>,
        /// The better pairs.
        instead: Vec<[Scored; 2]>,
    },
    /// 三(三)–(五): the book gives red to the other player of the pair.
    Red {
        /// The player the book gives red, and the colours they have had.
        book: Colours,
        /// The player the arbiter gives red, and the colours they have had.
        arbiter: Colours,
    },
}

/// A player with their score, as the sheets print it (`1½`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scored {
    /// The player.
    pub name: String,
    /// The score.
    pub score: String,
}

/// A player and the colours they have had, as the colour clauses read them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Colours {
    /// The player.
    pub name: String,
    /// Games with red.
    pub red: usize,
    /// Games with black.
    pub black: usize,
    /// The last games in one colour, two or more in a row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run: Option<Run>,
}

/// Games in a row in one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// Red (else black).
    pub red: bool,
    /// How many.
    pub games: usize,
}

impl fmt::Display for How {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |ps: &[[Scored; 2]]| {
            ps.iter()
                .map(|[a, b]| format!("{} ({}) – {} ({})", a.name, a.score, b.name, b.score))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            How::Met { pair: [r, b] } => write!(f, "{r} and {b} have met"),
            How::SameUnit { pair: [r, b], unit } => write!(
                f,
                "{r} and {b} are both of {unit}, and the organiser keeps units apart"
            ),
            How::SameHalf {
                pair: [r, b],
                upper,
                half,
            } => write!(
                f,
                "{r} and {b} are both in the {} half (numbers 1–{half} are the upper)",
                if *upper { "upper" } else { "lower" }
            ),
            How::Fuller { pairs, instead } => write!(
                f,
                "{} can be paired {} instead, with no rematch, keeping the score groups fuller from the top",
                shown(pairs),
                shown(instead)
            ),
            How::FewerDenied { pairs, instead } => write!(
                f,
                "{} can be paired {} instead, the score groups as full, with fewer players denied the colour they are due",
                shown(pairs),
                shown(instead)
            ),
            How::Red { book, arbiter } => write!(
                f,
                "the book gives red to {} ({book}), not {} ({arbiter})",
                book.name, arbiter.name
            ),
        }
    }
}

/// `2 red, 3 black, the last two black`: what the colour clauses read.
impl fmt::Display for Colours {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} red, {} black", self.red, self.black)?;
        if let Some(Run { red, games }) = self.run {
            write!(
                f,
                ", the last {games} {}",
                if red { "red" } else { "black" }
            )?;
        }
        Ok(())
    }
}

/// A round as paired and announced: board 1 first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairedRound {
    /// The round.
    pub round: u32,
    /// The games, `[red, black]`, board 1 first.
    pub boards: Vec<[String; 2]>,
    /// The player the pairing left without a game (the full-point bye), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<String>,
    /// A knockout's or group stage's players without a game this round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<String>,
    /// A round robin: the table's games against a player who has withdrawn, `[winner,
    /// withdrawn]`, won by forfeit unless the standings strike the withdrawn player out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forfeits: Vec<[String; 2]>,
    /// The lots drawn for it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lots: Vec<Lot>,
    /// What the pairing assumed or could not do.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// The arbiter paired it by hand (附录二 四: 抽签与人工编排相结合).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub manual: bool,
    /// The clauses a hand pairing breaks, confirmed by the arbiter.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub breaches: Vec<Breach>,
}

impl PairedRound {
    /// The board (from 1) a player plays on, if any.
    pub fn board_of(&self, player: &str) -> Option<usize> {
        self.boards
            .iter()
            .position(|p| p.iter().any(|x| x == player))
            .map(|i| i + 1)
    }
}

/// A fault in the records, with the key path it is at (`pairings[2]`, `byes[0]`), so that the
/// results file can name its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The key path: `ratings.A`, `byes[0]`, `pairings[2]`.
    pub path: String,
    /// What is wrong there.
    pub what: RecordFault,
}

/// What is wrong in the records; English as [`fmt::Display`] words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordFault {
    /// A name that is not a player's.
    NotAPlayer {
        /// The name.
        name: String,
    },
    /// A rating no person could hold.
    Rating {
        /// The player.
        name: String,
        /// The rating given.
        rating: u32,
    },
    /// A bye in round 0.
    ByeRoundZero {
        /// The bye's index in `byes`.
        index: usize,
    },
    /// Two byes of a player in one round.
    ByeTwice {
        /// The second bye's index in `byes`.
        index: usize,
        /// The player.
        name: String,
        /// The round.
        round: u32,
    },
    /// A bye in a round the player has a game in.
    ByeAndGame {
        /// The bye's index in `byes`.
        index: usize,
        /// The player.
        name: String,
        /// Why the bye was given.
        why: ByeReason,
        /// The round.
        round: u32,
    },
    /// A fault in a paired round.
    Pairing {
        /// The round's index in `pairings`.
        index: usize,
        /// The round.
        round: u32,
        /// What is wrong in it.
        what: PairingFault,
    },
    /// A game whose colours are the other way round from its board as paired.
    Colours {
        /// The round.
        round: u32,
        /// The game's red.
        red: String,
        /// The game's black.
        black: String,
        /// The board (from 1) it was paired on.
        board: usize,
    },
    /// A game on no board of its round as paired.
    NotPaired {
        /// The round.
        round: u32,
        /// The game's red.
        red: String,
        /// The game's black.
        black: String,
        /// The round's index in `pairings`.
        index: usize,
    },
}

/// What is wrong in one paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingFault {
    /// Round 0.
    RoundZero,
    /// The round is paired twice.
    PairedTwice,
    /// A player listed twice.
    ListedTwice {
        /// The player.
        name: String,
        /// Where the second listing is.
        place: Place,
    },
    /// A player paired and excused in one round.
    PairedAndExcused {
        /// The player.
        name: String,
        /// Where they are paired.
        place: Place,
        /// The bye's index in `byes`.
        bye: usize,
    },
}

/// Where a player is in a paired round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On a board (from 1).
    Board(usize),
    /// The bye.
    Bye,
    /// A forfeit against a withdrawn player.
    Forfeit,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Board(b) => write!(f, "board {b}"),
            Place::Bye => f.write_str("the bye"),
            Place::Forfeit => f.write_str("a forfeit"),
        }
    }
}

impl fmt::Display for PairingFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingFault::RoundZero => f.write_str("rounds count from 1"),
            PairingFault::PairedTwice => f.write_str("the round is paired twice"),
            PairingFault::ListedTwice { name, place } => {
                write!(f, "'{name}' is listed twice ({place})")
            }
            PairingFault::PairedAndExcused { name, place, bye } => write!(
                f,
                "'{name}' is on {place} and has a bye (byes[{bye}]) in the same round"
            ),
        }
    }
}

impl fmt::Display for RecordFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordFault::NotAPlayer { name } => write!(f, "'{name}' is not a player"),
            RecordFault::Rating { name, rating } => write!(
                f,
                "ratings: '{name}': {rating} is not a rating (at most 4000)"
            ),
            RecordFault::ByeRoundZero { index } => write!(f, "byes[{index}]: rounds count from 1"),
            RecordFault::ByeTwice { index, name, round } => write!(
                f,
                "byes[{index}]: '{name}' already has a bye in round {round}"
            ),
            RecordFault::ByeAndGame {
                index,
                name,
                why,
                round,
            } => write!(
                f,
                "byes[{index}]: '{name}' has a bye ({}) in round {round} and a game in it",
                why.words()
            ),
            RecordFault::Pairing { index, round, what } => {
                write!(f, "pairings[{index}] (round {round}): {what}")
            }
            RecordFault::Colours {
                round,
                red,
                black,
                board,
            } => write!(
                f,
                "round {round}: the game {red} – {black} has its colours the other way round \
                 from board {board} as paired ({black} red, {red} black)"
            ),
            RecordFault::NotPaired {
                round,
                red,
                black,
                index,
            } => write!(
                f,
                "round {round}: the game {red} – {black} is on no board of the round as paired \
                 (pairings[{index}])"
            ),
        }
    }
}

/// Checks the records against the players and the games (`(round, red, black)` each): every
/// name is a player, a rating is a number a person could hold, a player is excused from a round
/// once and has no game in it, a round is paired once, a player is on one board of a round (and
/// not also excused from it), and a game of a paired round is one of its boards with its
/// colours.
pub fn check(
    index: &HashMap<String, usize>,
    ratings: &BTreeMap<String, u32>,
    byes: &[Bye],
    pairings: &[PairedRound],
    games: &[(u32, &str, &str)],
) -> Result<(), Fault> {
    let fault = |path: String, what: RecordFault| Err(Fault { path, what });
    let known = |path: String, name: &str| -> Result<(), Fault> {
        if index.contains_key(name) {
            Ok(())
        } else {
            fault(path, RecordFault::NotAPlayer { name: name.into() })
        }
    };
    for (name, &r) in ratings {
        known(format!("ratings.{name}"), name)?;
        if r > 4000 {
            return fault(
                format!("ratings.{name}"),
                RecordFault::Rating {
                    name: name.clone(),
                    rating: r,
                },
            );
        }
    }
    let mut excused: HashMap<(u32, &str), usize> = HashMap::new();
    for (i, b) in byes.iter().enumerate() {
        let path = format!("byes[{i}]");
        known(path.clone(), &b.player)?;
        if b.round == 0 {
            return fault(path, RecordFault::ByeRoundZero { index: i });
        }
        if excused.insert((b.round, &b.player), i).is_some() {
            return fault(
                path,
                RecordFault::ByeTwice {
                    index: i,
                    name: b.player.clone(),
                    round: b.round,
                },
            );
        }
        if games
            .iter()
            .any(|&(r, red, black)| r == b.round && (red == b.player || black == b.player))
        {
            return fault(
                path,
                RecordFault::ByeAndGame {
                    index: i,
                    name: b.player.clone(),
                    why: b.why,
                    round: b.round,
                },
            );
        }
    }
    let mut rounds: HashMap<u32, usize> = HashMap::new();
    for (i, p) in pairings.iter().enumerate() {
        let path = format!("pairings[{i}]");
        let at = |what: PairingFault| {
            fault(
                path.clone(),
                RecordFault::Pairing {
                    index: i,
                    round: p.round,
                    what,
                },
            )
        };
        if p.round == 0 {
            return at(PairingFault::RoundZero);
        }
        if rounds.insert(p.round, i).is_some() {
            return at(PairingFault::PairedTwice);
        }
        let mut seen: HashSet<&str> = HashSet::new();
        let listed = p.boards.iter().enumerate().flat_map(|(b, pair)| {
            pair.iter()
                .map(move |name| (name.as_str(), Place::Board(b + 1)))
        });
        let extra = p
            .bye
            .iter()
            .chain(&p.byes)
            .map(|name| (name.as_str(), Place::Bye))
            .chain(
                p.forfeits
                    .iter()
                    .flatten()
                    .map(|name| (name.as_str(), Place::Forfeit)),
            );
        for (name, place) in listed.chain(extra) {
            known(path.clone(), name)?;
            if !seen.insert(name) {
                return at(PairingFault::ListedTwice {
                    name: name.into(),
                    place,
                });
            }
            if let Some(&b) = excused.get(&(p.round, name)) {
                return at(PairingFault::PairedAndExcused {
                    name: name.into(),
                    place,
                    bye: b,
                });
            }
        }
    }
    for &(round, red, black) in games {
        let Some(&i) = rounds.get(&round) else {
            continue;
        };
        let p = &pairings[i];
        if !p.boards.iter().any(|[r, b]| r == red && b == black) {
            let swapped = p.boards.iter().position(|[r, b]| r == black && b == red);
            let (red, black) = (red.to_string(), black.to_string());
            return fault(
                format!("pairings[{i}]"),
                match swapped {
                    Some(b) => RecordFault::Colours {
                        round,
                        red,
                        black,
                        board: b + 1,
                    },
                    None => RecordFault::NotPaired {
                        round,
                        red,
                        black,
                        index: i,
                    },
                },
            );
        }
    }
    Ok(())
}
