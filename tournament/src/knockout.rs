//! 淘汰制 (CN 第11.1条: 单淘汰制、双败淘汰制…并适当安排预选赛、附加赛; AXF 第二章 第一节 四): the
//! bracket from the players' order (seeding) and the results so far, the next games to play,
//! and the places.
//!
//! Colours follow the books: every match's first game by lot (CN 第13.4条 淘汰制比赛，进行“猜先”;
//! AXF 第一章 第三节 一 一局制，可用猜先), the second game of a two-game match swapped (CN 第13.5条
//! 第二局互换先后走; AXF 以每一局换先). A match level after its games goes to the results file's
//! `playoff` stages in turn. What the books leave open — where the seeds stand, where losers enter
//! the losers' bracket, a second grand final, a play-off's first colours — is the competition
//! table's `knockout` keys.
//!
//! The event's rounds: a single-elimination bracket of 2ᵏ places has k rounds (with the match
//! for third place, when asked for, in the last). A double-elimination one plays winners' round
//! r in round r, losers' round j in round j + 1, the grand final in round 2k, and its second
//! game, when due, in round 2k + 1. A round is finished before the next is paired.

use crate::bracket::{BracketError, Elimination, Match, Part, Step, Stuck, places, seed_places};
use crate::crosstable::points_text;
use crate::ledger::{Ledger, entry_points};
use crate::lots::{Decides, Draw, Lot};
use crate::outcome::Outcome;
use crate::pair_error::PairError;
use crate::results::Event;
use crate::rules::{BracketRules, Competition, LosersDrop, PlayoffFirstGame, competition};
use crate::standings::{Note, Row, Standings, Tiebreaks, team_scoring};
use crate::standings_error::StandingsError;
use crate::swiss::Pairing;

/// The bracket as far as the results go.
#[derive(Clone, Debug)]
pub struct Bracket {
    /// Every match built so far, in round order.
    pub matches: Vec<Match>,
    /// The games to play next, `[red, black]` as player indices, all in `round`.
    pub next: Vec<[usize; 2]>,
    /// The round being played (the last round when the event is over).
    pub round: u32,
    /// The players who go through this round without a game.
    pub byes: Vec<usize>,
    /// The lots that decided matches (a play-off's `lots`).
    pub lots: Vec<Lot>,
    /// The lots that gave red in the next games (猜先).
    pub colour_lots: Vec<Lot>,
    /// Each player's last round, with whether they went out in it (`None`: still in, or the
    /// winner).
    pub out: Vec<Option<OutAt>>,
    /// The winner, once the event is over.
    pub winner: Option<usize>,
    /// A match no game, lot or rule can decide: what the organiser must add.
    pub stuck: Option<Stuck>,
}

/// When a player went out: the order of the match that put them out (higher went further).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct OutAt {
    /// The event round.
    pub round: u32,
    /// Within the round: the match for third place ranks its winner above the losers of the
    /// semi-finals it came from.
    pub tier: u32,
}

/// What a match came to.
enum State {
    /// Decided: the winner and the loser (either may be nobody).
    Decided(Option<usize>, Option<usize>, String),
    /// Still being played: the next games.
    Playing(Vec<[usize; 2]>),
    /// Level, with nothing left to decide it.
    Stuck(Stuck),
}

/// Builds the bracket of a knockout, by the CN table's bracket readings (the one bracket
/// procedure, whichever book ranks). `seed` overrides the file's seed for the lots. An error
/// names the game that does not fit (`line N: games[i]: …`).
pub fn bracket(event: &Event, seed: Option<u64>) -> Result<Bracket, BracketError> {
    let rules = competition("cn")
        .map_err(String::from)?
        .knockout
        .bracket
        .as_ref()
        .ok_or("the CN table has no knockout bracket readings")?;
    Builder::new(event, rules, seed.or(event.file.seed).unwrap_or(0)).build()
}

struct Builder<'a> {
    event: &'a Event,
    rules: &'a BracketRules,
    seed: u64,
    used: Vec<bool>,
    out: Bracket,
}

impl<'a> Builder<'a> {
    fn new(event: &'a Event, rules: &'a BracketRules, seed: u64) -> Builder<'a> {
        let n = event.players().len();
        Builder {
            event,
            rules,
            seed,
            used: vec![false; event.games.len()],
            out: Bracket {
                matches: Vec::new(),
                next: Vec::new(),
                round: 1,
                byes: Vec::new(),
                lots: Vec::new(),
                colour_lots: Vec::new(),
                out: vec![None; n],
                winner: None,
                stuck: None,
            },
        }
    }

    fn build(mut self) -> Result<Bracket, BracketError> {
        let n = self.event.players().len();
        let size = places(n);
        let k = size.trailing_zeros();
        let slots: Vec<Option<usize>> = seed_places(size, self.rules.seeding)
            .into_iter()
            .map(|s| (s <= n).then(|| s - 1))
            .collect();
        let double = self.event.file.elimination == Some(Elimination::Double);
        if double {
            self.double(slots, k)?;
        } else {
            self.single(slots, k)?;
        }
        if let Some(g) = self.used.iter().position(|u| !u) {
            let game = &self.event.games[g];
            return Err(BracketError::NotAMatch {
                at: self.event.at_game(g),
                red: self.event.players()[game.red].clone(),
                black: self.event.players()[game.black].clone(),
                round: game.round,
                undecided: (game.round > self.out.round).then_some(self.out.round),
            });
        }
        Ok(self.out)
    }

    /// 单淘汰制: k rounds, the winners of each meeting in the next.
    fn single(&mut self, slots: Vec<Option<usize>>, k: u32) -> Result<(), BracketError> {
        let mut current = slots;
        for round in 1..=k {
            let mut pairs: Vec<(Part, [Option<usize>; 2])> = current
                .chunks(2)
                .map(|c| (Part::Winners, [c[0], c[1]]))
                .collect();
            let third = round == k && k >= 2 && self.event.file.third_place;
            if third {
                let losers = self.losers_of(round - 1, Part::Winners);
                pairs.push((Part::Third, [losers[0], losers[1]]));
            }
            let Some(results) = self.round(round, &pairs)? else {
                return Ok(());
            };
            current = results
                .iter()
                .zip(&pairs)
                .filter(|(_, (part, _))| *part == Part::Winners)
                .map(|(r, _)| r.0)
                .collect();
            for ((winner, loser), (part, _)) in results.iter().zip(&pairs) {
                // The final's loser is second, the match for third place's winner third.
                let tier = match part {
                    Part::Third => 1,
                    _ if round == k => 3,
                    _ => 0,
                };
                if let Some(l) = loser {
                    self.out.out[*l] = Some(OutAt { round, tier });
                }
                if *part == Part::Third
                    && let Some(w) = winner
                {
                    self.out.out[*w] = Some(OutAt { round, tier: 2 });
                }
            }
        }
        self.out.winner = current.first().copied().flatten();
        Ok(())
    }

    /// 双败淘汰制: the winners' bracket, the losers' bracket fed by its losers, and the grand
    /// final (played again when the losers' bracket's winner wins it and the table says so).
    fn double(&mut self, slots: Vec<Option<usize>>, k: u32) -> Result<(), BracketError> {
        let mut winners = slots;
        // The losers of each winners' round, by match.
        let mut dropped: Vec<Vec<Option<usize>>> = Vec::new();
        let mut losers: Vec<Option<usize>> = Vec::new();
        let lb_rounds = 2 * (k - 1);
        for round in 1..=2 * k + 1 {
            let mut pairs: Vec<(Part, [Option<usize>; 2])> = Vec::new();
            if round <= k {
                pairs.extend(winners.chunks(2).map(|c| (Part::Winners, [c[0], c[1]])));
            }
            let j = round - 1;
            if (1..=lb_rounds).contains(&j) {
                let feed: Vec<[Option<usize>; 2]> = if j == 1 {
                    dropped[0].chunks(2).map(|c| [c[0], c[1]]).collect()
                } else if j % 2 == 0 {
                    let mut entering = dropped[(j / 2) as usize].clone();
                    if self.rules.losers_drop == LosersDrop::Reversed {
                        entering.reverse();
                    }
                    losers.iter().zip(entering).map(|(&a, b)| [a, b]).collect()
                } else {
                    losers.chunks(2).map(|c| [c[0], c[1]]).collect()
                };
                pairs.extend(feed.into_iter().map(|p| (Part::Losers, p)));
            }
            let champion_of_losers = || {
                if k == 1 {
                    dropped.first().and_then(|d| d.first().copied().flatten())
                } else {
                    losers.first().copied().flatten()
                }
            };
            if round == 2 * k {
                pairs.push((Part::Final, [winners[0], champion_of_losers()]));
            }
            if round == 2 * k + 1 {
                let Some(last) = self
                    .out
                    .matches
                    .iter()
                    .rev()
                    .find(|m| m.part == Part::Final)
                else {
                    break;
                };
                let lb = last.players[1].clone();
                let reset = self.rules.grand_final_reset && lb.is_some() && last.winner == lb;
                if !reset {
                    break;
                }
                let p = |name: &Option<String>| name.as_ref().and_then(|n| self.event.index_of(n));
                pairs.push((Part::Reset, [p(&last.players[0]), p(&last.players[1])]));
            }
            if pairs.is_empty() {
                break;
            }
            let Some(results) = self.round(round, &pairs)? else {
                return Ok(());
            };
            let mut next_winners = Vec::new();
            let mut next_losers = Vec::new();
            let mut dropped_now = Vec::new();
            for ((winner, loser), (part, _)) in results.iter().zip(&pairs) {
                match part {
                    Part::Winners => {
                        next_winners.push(*winner);
                        dropped_now.push(*loser);
                    }
                    Part::Losers => {
                        next_losers.push(*winner);
                        if let Some(l) = loser {
                            self.out.out[*l] = Some(OutAt { round, tier: 0 });
                        }
                    }
                    Part::Final | Part::Reset => {
                        self.out.winner = *winner;
                        if let Some(l) = loser {
                            self.out.out[*l] = Some(OutAt { round, tier: 0 });
                        }
                        // The winners' champion's first loss is no elimination unless the
                        // final is not played again.
                        if *part == Part::Final
                            && self.rules.grand_final_reset
                            && *loser == winners[0]
                            && winner.is_some()
                        {
                            if let Some(l) = loser {
                                self.out.out[*l] = None;
                            }
                            self.out.winner = None;
                        }
                    }
                    Part::Third => {}
                }
            }
            if round <= k {
                winners = next_winners;
                dropped.push(dropped_now);
            }
            if (1..=lb_rounds).contains(&j) {
                losers = next_losers;
            }
        }
        Ok(())
    }

    /// The losers of a round's matches of one part, in bracket order.
    fn losers_of(&self, round: u32, part: Part) -> Vec<Option<usize>> {
        self.out
            .matches
            .iter()
            .filter(|m| m.round == round && m.part == part)
            .map(|m| {
                let winner = m.winner.as_deref();
                m.players
                    .iter()
                    .flatten()
                    .find(|p| Some(p.as_str()) != winner)
                    .and_then(|p| self.event.index_of(p))
            })
            .collect()
    }

    /// Plays out one round: each pair's match from the results. The winners and losers when
    /// every match is decided; else `None`, with the next games (or what is stuck) recorded.
    #[allow(clippy::type_complexity)]
    fn round(
        &mut self,
        round: u32,
        pairs: &[(Part, [Option<usize>; 2])],
    ) -> Result<Option<Vec<(Option<usize>, Option<usize>)>>, BracketError> {
        self.out.round = round;
        let mut results = Vec::new();
        let mut open = false;
        let mut numbers: Vec<(Part, usize)> = Vec::new();
        for (part, players) in pairs {
            let number = {
                let count = numbers.iter().filter(|(p, _)| p == part).count();
                numbers.push((*part, count));
                count + 1
            };
            let (state, games) = self.decide(round, *part, number, *players)?;
            let name = |p: Option<usize>| p.map(|p| self.event.players()[p].clone());
            let mut m = Match {
                round,
                part: *part,
                number,
                players: [name(players[0]), name(players[1])],
                games: games
                    .iter()
                    .map(|&g| {
                        let game = &self.event.games[g];
                        [
                            self.event.players()[game.red].clone(),
                            self.event.players()[game.black].clone(),
                            game.outcome.text().to_string(),
                        ]
                    })
                    .collect(),
                game_points: if self.event.is_team_match_event() {
                    games
                        .iter()
                        .map(|&g| {
                            let x = &self.event.games[g];
                            x.tally.filter(|_| x.outcome.played()).map(|t| t.points)
                        })
                        .collect()
                } else {
                    Vec::new()
                },
                winner: None,
                decided_by: None,
                undecided: false,
            };
            match state {
                State::Decided(w, l, by) => {
                    if by == "bye"
                        && let Some(w) = w
                    {
                        self.out.byes.push(w);
                    }
                    m.winner = name(w);
                    m.decided_by = Some(by);
                    results.push((w, l));
                }
                State::Playing(next) => {
                    open = true;
                    self.out.next.extend(next);
                }
                State::Stuck(why) => {
                    open = true;
                    m.undecided = true;
                    self.out.stuck.get_or_insert(why);
                }
            }
            self.out.matches.push(m);
        }
        if open {
            return Ok(None);
        }
        self.out.byes.clear();
        Ok(Some(results))
    }

    /// One match: its games in the file, and what they (and the play-off) decide.
    fn decide(
        &mut self,
        round: u32,
        part: Part,
        number: usize,
        players: [Option<usize>; 2],
    ) -> Result<(State, Vec<usize>), BracketError> {
        let [a, b] = match players {
            [None, None] => return Ok((State::Decided(None, None, "no players".into()), vec![])),
            [Some(x), None] | [None, Some(x)] => {
                return Ok((State::Decided(Some(x), None, "bye".into()), vec![]));
            }
            [Some(a), Some(b)] => [a, b],
        };
        let games: Vec<usize> = (0..self.event.games.len())
            .filter(|&g| {
                let x = &self.event.games[g];
                x.round == round && ((x.red == a && x.black == b) || (x.red == b && x.black == a))
            })
            .collect();
        for &g in &games {
            self.used[g] = true;
        }
        let gone = |p: usize| self.event.withdrawn_from(p).is_some_and(|f| f <= round);
        if games.is_empty() {
            match (gone(a), gone(b)) {
                (true, true) => {
                    return Ok((State::Decided(None, None, "both withdrew".into()), games));
                }
                (true, false) => {
                    return Ok((State::Decided(Some(b), Some(a), "withdrawal".into()), games));
                }
                (false, true) => {
                    return Ok((State::Decided(Some(a), Some(b), "withdrawal".into()), games));
                }
                (false, false) => {}
            }
        }
        let stream = (u64::from(round) << 32) | ((part as u64) << 24) | ((number as u64) << 8);
        let share = |g: usize| -> [f64; 2] {
            let x = &self.event.games[g];
            let [r, k] = x.outcome.shares();
            if x.red == a { [r, k] } else { [k, r] }
        };
        // A game still being played: the match waits for it.
        if games
            .iter()
            .any(|&g| self.event.games[g].outcome == Outcome::Unfinished)
        {
            return self.finish(&games, games.len(), State::Playing(Vec::new()));
        }
        // 双方弃权 (CN 第21.3条): both lose, and nobody goes through.
        if games
            .iter()
            .any(|&g| self.event.games[g].outcome == Outcome::DoubleForfeit)
        {
            return self.finish(
                &games,
                games.len(),
                State::Decided(None, None, "double forfeit".into()),
            );
        }
        let main = self.event.file.games_per_match as usize;
        let mut cursor = 0;
        let stages = std::iter::once(None).chain(self.event.file.playoff.iter().copied().map(Some));
        for (stage, step) in stages.enumerate() {
            let stream = stream | stage as u64;
            let (count, sudden) = match step {
                None => (main, false),
                Some(Step::Games(n)) => (n as usize, false),
                Some(Step::SuddenDeath(n)) => (n as usize, true),
                Some(Step::Lots) => {
                    let mut draw = Draw::new(self.seed, stream);
                    let names = [a, b].map(|p| self.event.players()[p].clone());
                    let i = draw.pick(
                        Decides::Level {
                            players: names.clone(),
                        },
                        &names,
                    );
                    self.out.lots.extend(draw.record);
                    let [w, l] = if i == 0 { [a, b] } else { [b, a] };
                    return self.finish(
                        &games,
                        cursor,
                        State::Decided(Some(w), Some(l), "lots".into()),
                    );
                }
                Some(Step::HigherSeed) => {
                    let [w, l] = [a.min(b), a.max(b)];
                    return self.finish(
                        &games,
                        cursor,
                        State::Decided(Some(w), Some(l), "higher seed".into()),
                    );
                }
            };
            let label = match step {
                None => "games".to_string(),
                Some(s) => format!("play-off {s}"),
            };
            let played = &games[cursor..games.len().min(cursor + count)];
            let mut total = [0.0, 0.0];
            for (i, &g) in played.iter().enumerate() {
                let s = share(g);
                total[0] += s[0];
                total[1] += s[1];
                if sudden && s[0] != s[1] {
                    let [w, l] = if s[0] > s[1] { [a, b] } else { [b, a] };
                    return self.finish(
                        &games,
                        cursor + i + 1,
                        State::Decided(Some(w), Some(l), label),
                    );
                }
            }
            if played.len() < count {
                let wanted = if sudden { 1 } else { count - played.len() };
                let next = self.colours(
                    a,
                    b,
                    &games[..cursor],
                    played,
                    wanted,
                    step.is_none(),
                    stream,
                );
                return self.finish(&games, games.len(), State::Playing(next));
            }
            cursor += count;
            if !sudden && total[0] != total[1] {
                let [w, l] = if total[0] > total[1] { [a, b] } else { [b, a] };
                return self.finish(&games, cursor, State::Decided(Some(w), Some(l), label));
            }
        }
        let names = [a, b].map(|p| self.event.players()[p].clone());
        let why = Stuck {
            players: names,
            round,
            playoff: self.event.file.playoff.clone(),
        };
        self.finish(&games, games.len(), State::Stuck(why))
    }

    /// A match's state, once its games up to `used` are accounted for: a game past the point
    /// the match was decided is an error.
    fn finish(
        &self,
        games: &[usize],
        used: usize,
        state: State,
    ) -> Result<(State, Vec<usize>), BracketError> {
        if let Some(&g) = games.get(used) {
            let x = &self.event.games[g];
            return Err(BracketError::AfterDecided {
                at: self.event.at_game(g),
                red: self.event.players()[x.red].clone(),
                black: self.event.players()[x.black].clone(),
            });
        }
        Ok((state, games.to_vec()))
    }

    /// The colours of the next `wanted` games of a stage: the first game of the match by lot
    /// (第13.4条 猜先), each game after it with the colours of the one before swapped (第13.5条;
    /// AXF 以每一局换先); a play-off stage starts with a new lot or goes on alternating, as the
    /// table's `playoff_first_game` says.
    #[allow(clippy::too_many_arguments)]
    fn colours(
        &mut self,
        a: usize,
        b: usize,
        before: &[usize],
        played: &[usize],
        wanted: usize,
        main: bool,
        stream: u64,
    ) -> Vec<[usize; 2]> {
        let last = played.last().or(
            if main || self.rules.playoff_first_game == PlayoffFirstGame::Lot {
                None
            } else {
                before.last()
            },
        );
        let mut red = match last {
            Some(&g) => {
                let x = &self.event.games[g];
                if x.red == a { b } else { a }
            }
            None => {
                let mut draw = Draw::new(self.seed, stream);
                let names = [a, b].map(|p| self.event.players()[p].clone());
                let i = draw.pick(
                    Decides::FirstRed {
                        main,
                        players: names.clone(),
                    },
                    &names,
                );
                self.out.colour_lots.extend(draw.record);
                [a, b][i]
            }
        };
        let mut out = Vec::new();
        for _ in 0..wanted {
            let black = if red == a { b } else { a };
            out.push([red, black]);
            red = black;
        }
        out
    }
}

/// The standings of a knockout: the winner first, then by the round each player went out in,
/// later first; players out in the same round share the place (名次并列, as CN 第15.6条 leaves
/// places that must not be shared to play-offs the organiser sets — here the match for third
/// place). `points` are the game points scored; `tiebreaks.out_in_round` the round a player
/// went out in (`null`: the winner, or still in). The bracket comes with them.
pub fn standings(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Standings, StandingsError> {
    team_scoring(event, book)?;
    let b = bracket(event, seed)?;
    let ledger = Ledger::of(event, book);
    let n = event.players().len();
    let key = |p: usize| b.out[p].map_or((u32::MAX, u32::MAX), |o| (o.round, o.tier));
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| key(y).cmp(&key(x)).then(x.cmp(&y)));
    let rows = order
        .iter()
        .map(|&p| Row {
            group: None,
            rank: 1 + (0..n).filter(|&q| key(q) > key(p)).count() as u32,
            player: event.players()[p].clone(),
            points: ledger.entries[p]
                .iter()
                .map(|e| entry_points(e, book))
                .fold(0.0, |x, y| x + y),
            tiebreaks: Tiebreaks(vec![(
                "out_in_round".into(),
                b.out[p].map_or(serde_json::Value::Null, |o| o.round.into()),
            )]),
        })
        .collect();
    let mut notes = Vec::new();
    if let Some(why) = &b.stuck {
        notes.push(Note::KnockoutStuck(why.clone()));
    } else if b.winner.is_none() {
        notes.push(Note::KnockoutRoundOpen { round: b.round });
    }
    Ok(Standings {
        rules: book.id.clone(),
        system: event.file.system,
        article: match book.teams.as_ref().filter(|_| event.is_team_match_event()) {
            Some(t) => format!(
                "{} {}; {}",
                book.cite, book.knockout.article, t.match_points.article
            ),
            None => format!("{} {}", book.cite, book.knockout.article),
        },
        standings: rows,
        teams: Vec::new(),
        bracket: b.matches,
        qualified: Vec::new(),
        struck_out: Vec::new(),
        lots: b.lots,
        notes,
        shared_places: Vec::new(),
        playoffs: Vec::new(),
    })
}

/// The next games of a knockout as `qili tournament pair` prints them: the round being played,
/// its games still to play (a two-game match's second game once the first is in), the players
/// through without a game, and the colour lots. An event that is over, or a match nothing can
/// decide, is an error saying so.
pub fn pairing(event: &Event, seed: Option<u64>) -> Result<Pairing, PairError> {
    let b = bracket(event, seed)?;
    if b.next.is_empty() {
        let playing = b.matches.iter().any(|m| m.decided_by.is_none());
        return Err(match (&b.stuck, b.winner) {
            (Some(why), _) => PairError::KnockoutStuck(why.clone()),
            (None, _) if playing => PairError::KnockoutPlaying { round: b.round },
            (None, w) => PairError::KnockoutOver {
                winner: w.map(|w| event.players()[w].clone()),
            },
        });
    }
    let name = |p: usize| event.players()[p].clone();
    let mut lots = b.colour_lots;
    lots.extend(b.lots);
    Ok(Pairing {
        round: b.round,
        pairs: b.next.iter().map(|&[r, k]| [name(r), name(k)]).collect(),
        bye: None,
        byes: b.byes.iter().map(|&p| name(p)).collect(),
        lots,
        notes: Vec::new(),
        forfeits: Vec::new(),
    })
}

/// The bracket as text, round by round: each match, its games, and who went through (or
/// `undecided` when nothing in the file can decide it, the note below the bracket says why).
pub fn text(matches: &[Match]) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let mut round = 0;
    for m in matches {
        if m.round != round {
            round = m.round;
            let _ = writeln!(out, "round {round}");
        }
        let who = |p: &Option<String>| p.clone().unwrap_or_else(|| "—".into());
        let mut line = format!(
            "  {} {}: {} v {}",
            m.part.name(),
            m.number,
            who(&m.players[0]),
            who(&m.players[1])
        );
        if !m.games.is_empty() {
            let games: Vec<String> = m
                .games
                .iter()
                .enumerate()
                .map(
                    |(i, [r, b, res])| match m.game_points.get(i).copied().flatten() {
                        Some([x, y]) => {
                            format!("{r}–{b} {res} (局分 {}:{})", points_text(x), points_text(y))
                        }
                        None => format!("{r}–{b} {res}"),
                    },
                )
                .collect();
            let _ = write!(line, ": {}", games.join(", "));
        }
        match (&m.decided_by, &m.winner) {
            (Some(by), Some(w)) => {
                let _ = write!(line, " → {w} ({by})");
            }
            (Some(by), None) => {
                let _ = write!(line, " → nobody ({by})");
            }
            (None, _) if m.undecided => line.push_str(" (undecided: see the note)"),
            (None, _) => line.push_str(" (being played)"),
        }
        let _ = writeln!(out, "{line}");
    }
    out
}
