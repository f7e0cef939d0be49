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
    /// How this pairing breaks it.
    pub why: String,
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
pub type Fault = (String, String);

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
    let known = |path: String, name: &str| -> Result<(), Fault> {
        if index.contains_key(name) {
            Ok(())
        } else {
            Err((path, format!("'{name}' is not a player")))
        }
    };
    for (name, &r) in ratings {
        known(format!("ratings.{name}"), name)?;
        if r > 4000 {
            return Err((
                format!("ratings.{name}"),
                format!("ratings: '{name}': {r} is not a rating (at most 4000)"),
            ));
        }
    }
    let mut excused: HashMap<(u32, &str), usize> = HashMap::new();
    for (i, b) in byes.iter().enumerate() {
        let path = format!("byes[{i}]");
        known(path.clone(), &b.player)?;
        if b.round == 0 {
            return Err((path, format!("byes[{i}]: rounds count from 1")));
        }
        if excused.insert((b.round, &b.player), i).is_some() {
            return Err((
                path,
                format!(
                    "byes[{i}]: '{}' already has a bye in round {}",
                    b.player, b.round
                ),
            ));
        }
        if games
            .iter()
            .any(|&(r, red, black)| r == b.round && (red == b.player || black == b.player))
        {
            return Err((
                path,
                format!(
                    "byes[{i}]: '{}' has a bye ({}) in round {} and a game in it",
                    b.player,
                    b.why.words(),
                    b.round
                ),
            ));
        }
    }
    let mut rounds: HashMap<u32, usize> = HashMap::new();
    for (i, p) in pairings.iter().enumerate() {
        let path = format!("pairings[{i}]");
        let at = |msg: String| {
            (
                path.clone(),
                format!("pairings[{i}] (round {}): {msg}", p.round),
            )
        };
        if p.round == 0 {
            return Err(at("rounds count from 1".into()));
        }
        if rounds.insert(p.round, i).is_some() {
            return Err(at("the round is paired twice".into()));
        }
        let mut seen: HashSet<&str> = HashSet::new();
        let listed = p.boards.iter().enumerate().flat_map(|(b, pair)| {
            pair.iter()
                .map(move |name| (name.as_str(), format!("board {}", b + 1)))
        });
        let extra = p
            .bye
            .iter()
            .chain(&p.byes)
            .map(|name| (name.as_str(), "the bye".to_string()))
            .chain(
                p.forfeits
                    .iter()
                    .flatten()
                    .map(|name| (name.as_str(), "a forfeit".to_string())),
            );
        for (name, place) in listed.chain(extra) {
            known(path.clone(), name)?;
            if !seen.insert(name) {
                return Err(at(format!("'{name}' is listed twice ({place})")));
            }
            if let Some(&b) = excused.get(&(p.round, name)) {
                return Err(at(format!(
                    "'{name}' is on {place} and has a bye (byes[{b}]) in the same round"
                )));
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
            return Err((
                format!("pairings[{i}]"),
                match swapped {
                    Some(b) => format!(
                        "round {round}: the game {red} – {black} has its colours the other way \
                         round from board {} as paired ({black} red, {red} black)",
                        b + 1
                    ),
                    None => format!(
                        "round {round}: the game {red} – {black} is on no board of the round as \
                         paired (pairings[{i}])"
                    ),
                },
            ));
        }
    }
    Ok(())
}
