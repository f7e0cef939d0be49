//! What the Swiss pairing knows of each player ([`History`]): score, colours, who they have
//! met and their byes, read from the results as 附录二 六 counts them.

use crate::Colour;
use crate::ledger::{Kind, Ledger, entry_points};
use crate::results::Event;
use crate::rules::{ThirdInARow, competition};
use std::collections::HashSet;

/// What the pairing knows of one player.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    /// Seeding number − 1 (the index in the players list).
    pub seed: usize,
    /// CN points so far (a team's 场分, halved).
    pub score: f64,
    /// The colours of the games played, in round order (forfeits and byes have none).
    pub colours: Vec<Colour>,
    /// Everyone already met (a forfeit counts: the pair was made).
    pub met: HashSet<usize>,
    /// Byes had.
    pub byes: u32,
}

impl History {
    /// Reds minus blacks.
    pub fn balance(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::Red { 1 } else { -1 })
            .sum()
    }

    /// The colour that balances this player (附录二 三(三)), if they are unbalanced.
    pub fn due(&self) -> Option<Colour> {
        match self.balance() {
            b if b > 0 => Some(Colour::Black),
            b if b < 0 => Some(Colour::Red),
            _ => None,
        }
    }

    /// The colour this player should have next, if any: the one that balances them (附录二
    /// 三(三)), else — where the table's `third_in_a_row` reading applies 三(四) to players level
    /// on colours (`equal_balance`) — the one that avoids a third game running with one colour.
    pub fn wants(&self) -> Option<Colour> {
        self.due().or_else(|| {
            (third_in_a_row() == ThirdInARow::EqualBalance)
                .then(|| self.run().map(|(c, _)| c.other()))
                .flatten()
        })
    }

    /// The colour of the last games, if the last two were the same (连走二先/二后), with the
    /// length of that run.
    pub fn run(&self) -> Option<(Colour, usize)> {
        let last = *self.colours.last()?;
        let len = self
            .colours
            .iter()
            .rev()
            .take_while(|c| **c == last)
            .count();
        (len >= 2).then_some((last, len))
    }
}

/// Every player's history from the results, in CN points, for pairing the round after the
/// last: a game still being played counts as a draw, and so does a game of the last round the
/// file marks `paired_as_draw` (附录二 六: 本次编排内容均为有效).
///
/// A team's score is its 场分 on the players' scale (halved): 附录二 speaks of 1 分 for players
/// where it means 2 for teams (“相差1分（队为2分）…相差仅0.5 分（队为1 分）”).
pub fn histories(event: &Event) -> Vec<History> {
    let cn = competition("cn").expect("the CN table is built in");
    let ledger = Ledger::of(event, cn);
    let scale = match &cn.teams {
        Some(t) if event.is_team_match_event() => cn.points.win / t.match_points.win,
        _ => 1.0,
    };
    let last = event.last_round();
    ledger
        .entries
        .iter()
        .enumerate()
        .map(|(seed, entries)| {
            let mut h = History {
                seed,
                ..History::default()
            };
            for e in entries {
                // 附录二 六: a game still being played, or one the next round was paired
                // before, counts as a draw for that pairing.
                let as_draw = e.kind == Kind::Pending
                    || (e.round == Some(last)
                        && e.game.is_some_and(|g| event.file.games[g].paired_as_draw));
                if !as_draw && !e.counts() {
                    continue;
                }
                h.score += if as_draw {
                    cn.points.draw
                } else {
                    entry_points(e, cn) * scale
                };
                h.colours.extend(e.colour);
                h.met.extend(e.opponent);
                if e.kind == Kind::Bye {
                    h.byes += 1;
                }
            }
            h
        })
        .collect()
}

/// The reading of 附录二 三(四)'s scope (the CN table's, for both books).
pub fn third_in_a_row() -> ThirdInARow {
    competition("cn")
        .ok()
        .and_then(|c| c.swiss.third_in_a_row)
        .unwrap_or_default()
}

/// 附录二 五's 受限制号: at most how many opponents left in their score group make a player
/// draw first (the CN table's reading, for both books); none: nobody is moved.
pub fn restricted_opponents() -> Option<u32> {
    competition("cn")
        .ok()
        .and_then(|c| c.swiss.restricted_opponents)
}

/// How far a pair goes against 附录二 三(三)(四): 0 when the two want different colours (or
/// either has no preference), else how unbalanced the one who must give way is left (the one
/// nearer balance gives way, so this is one more than the smaller imbalance).
pub fn clash(a: &History, b: &History) -> u32 {
    match (a.wants(), b.wants()) {
        (Some(x), Some(y)) if x == y => {
            1 + a.balance().unsigned_abs().min(b.balance().unsigned_abs())
        }
        _ => 0,
    }
}
