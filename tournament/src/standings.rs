//! Ranking: points first, then each tie-break of the book's order in turn, applied to the
//! players still level (a tie-break that depends on the group, 直胜, is computed within it).
//! Players nothing separates share a rank (名次并列); where the book ends on lots (AXF), a
//! seeded, recorded draw separates them.

use crate::Colour;
use crate::System;
use crate::bracket::Match;
use crate::ledger::{Entry, Kind, Ledger, combined_match, entry_points};
use crate::lots::{Decides, Draw, Lot};
use crate::outcome::Outcome;
use crate::results::Event;
use crate::rules::{
    Competition, Criterion, Direct, OpponentSum, PlacesCriterion, Ranking, TeamRules, TwoGameTeams,
};
use crate::standings_error::StandingsError;
use crate::teams::TeamKind;
use serde::Serialize;
use serde::ser::SerializeMap;
use serde_json::{Value, json};

/// One row of the standings.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// The rank; players who cannot be separated share one (in a group stage, within the
    /// group).
    pub rank: u32,
    /// A group stage: the player's group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The player's name.
    pub player: String,
    /// The points that rank first: game points, or match points (场分) in an AXF two-game
    /// event.
    pub points: f64,
    /// The tie-breaks, in the book's order, with each player's value (`null` where it was not
    /// needed, as for 直胜 of a player no one was level with).
    pub tiebreaks: Tiebreaks,
}

/// A team of 队员总分制 (第15.5条).
#[derive(Clone, Debug, Serialize)]
pub struct TeamRow {
    /// The rank; teams nothing separates share one.
    pub rank: u32,
    /// The team's name.
    pub team: String,
    /// The sum of its players' places (fewer first).
    pub places: u32,
    /// 最高个人名次, 次高个人名次, 全队犯规, in the book's order.
    pub tiebreaks: Tiebreaks,
}

/// Tie-break values in the book's order (a JSON object that keeps that order).
#[derive(Clone, Debug, Default)]
pub struct Tiebreaks(pub Vec<(String, Value)>);

impl Serialize for Tiebreaks {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// The standings of an event under one book.
#[derive(Clone, Debug, Serialize)]
pub struct Standings {
    /// The book (`cn`, `axf`).
    pub rules: String,
    /// The system ranked.
    pub system: System,
    /// The articles that rank.
    pub article: String,
    /// The rows, best first.
    pub standings: Vec<Row>,
    /// 队员总分制 (第15.5条): the teams ranked by their players' places.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamRow>,
    /// A knockout's bracket: every match so far, round by round.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bracket: Vec<Match>,
    /// A group stage: who goes on to the final, in its seeding order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub qualified: Vec<String>,
    /// Players struck out by a withdrawal: their games are cancelled and they are not ranked.
    pub struck_out: Vec<String>,
    /// The lots drawn to separate players (AXF), in order.
    pub lots: Vec<Lot>,
    /// Anything a reader must know: a tie the book would break by lots when no seed was given,
    /// a game still being played, a place to play off… As data, so that each language words
    /// it; the JSON gives each as its English text ([`Note::text`]).
    pub notes: Vec<Note>,
    /// Places still shared when the event is over that must be played off (CN 第15.6条):
    /// filled in by [`crate::director::standings`].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shared_places: Vec<SharedPlace>,
    /// The play-offs of shared places with games recorded (`playoff_games`), each settling
    /// its place once every game of it is in.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub playoffs: Vec<PlayedOff>,
}

/// A play-off of a shared place, as far as its recorded games go (CN 第15.6条 加赛).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayedOff {
    /// The place played off.
    pub place: u32,
    /// A group stage: the group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The players, by their play-off points once it is complete (else in the standings'
    /// order), with those points.
    pub players: Vec<(String, f64)>,
    /// The games so far, `[red, black, result]`.
    pub games: Vec<[String; 3]>,
    /// Every game of the play-off is in: its points now order the players of the place.
    pub complete: bool,
}

/// A place shared at the end that the book (the champion) or the event's regulations
/// (`unshared_places`) say must not be: CN 第15.6条 “冠军或不宜并列的名次，应安排加赛”.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SharedPlace {
    /// The places the players share, first and last (`[1, 3]`: three share first).
    pub places: [u32; 2],
    /// The players, in the standings' order.
    pub players: Vec<String>,
    /// The place among them that must not be shared (the lowest such).
    pub unshared: u32,
    /// A group stage: the group whose place it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// They are still level after their whole play-off: what comes next the book leaves to
    /// the event's regulations (在赛前补充细则中作出明确规定).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub after_playoff: bool,
}

/// A note of the standings, as data: what it is about and its values, so that every language
/// words it from the same facts. [`Note::text`] is the English (the JSON's text, unchanged);
/// the `qili` crate words it in Chinese from the same fields.
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// Players level after every tie-break, where the book draws lots and no seed was given.
    LotsDue {
        /// The players level.
        players: Vec<String>,
        /// The book (`CN`, `AXF`).
        cite: String,
        /// The article that ranks (whose last tie-break is the lot).
        article: String,
    },
    /// A game still being played: it counts for nothing yet (附录二 六).
    Unfinished {
        /// Red.
        red: String,
        /// Black.
        black: String,
        /// Its round.
        round: u32,
    },
    /// A team match being played, some of its boards finished: it counts once its last ends.
    MatchInProgress {
        /// The team first listed (red on the odd boards).
        red: String,
        /// The other team.
        black: String,
        /// Its round.
        round: u32,
        /// The boards finished.
        finished: usize,
    },
    /// A 队员总分制 team event under a book without team scoring (AXF): no team is ranked.
    NoTeamScoring {
        /// The book (`AXF`).
        cite: String,
    },
    /// A place shared at the end that must be played off, or still shared after its play-off
    /// (CN 第15.6条).
    Shared(SharedPlace),
    /// A play-off's games so far and its points (CN 第15.6条 加赛).
    PlayedOff(PlayedOff),
    /// A note of one group of a group stage.
    InGroup {
        /// The group's name.
        group: String,
        /// The group's own note.
        note: Box<Note>,
    },
    /// Groups with games still to play: who goes on to the final is not known yet.
    GroupsUnfinished {
        /// The groups.
        groups: Vec<String>,
    },
    /// Groups sharing a place across the cut: who goes on waits for its play-off (第15.6条).
    CutWaitsForPlayoff {
        /// The groups.
        groups: Vec<String>,
    },
    /// A knockout round being played: the players still in share the first place.
    KnockoutRoundOpen {
        /// The round.
        round: u32,
    },
    /// Why a knockout cannot go on: a match nothing in the file can decide.
    KnockoutStuck(crate::bracket::Stuck),
}

impl Note {
    /// The note in English.
    pub fn text(&self) -> String {
        match self {
            Note::LotsDue {
                players,
                cite,
                article,
            } => format!(
                "{} are level after every tie-break; {cite} {article} draws lots (give --seed N to draw them)",
                players.join(", ")
            ),
            Note::Unfinished { red, black, round } => format!(
                "{red} – {black} (round {round}) is still being played: it counts for nothing yet (附录二 六)"
            ),
            Note::MatchInProgress {
                red,
                black,
                round,
                finished,
            } => format!(
                "{red} – {black} (round {round}) is being played, {finished} of its boards finished: it counts for nothing \
                 until its last board ends"
            ),
            Note::NoTeamScoring { cite } => format!(
                "{cite} ranks no team of 队员总分制 (it has no team scoring); CN 第15.5条 does"
            ),
            Note::Shared(p) => p.text(),
            Note::PlayedOff(p) => p.text(),
            Note::InGroup { group, note } => format!("group {group}: {}", note.text()),
            Note::GroupsUnfinished { groups } => format!(
                "group {} still has games to play: who goes on to the final is not known yet",
                groups.join(", ")
            ),
            Note::CutWaitsForPlayoff { groups } => format!(
                "group {} shares a place across the cut: who goes on to the final waits for its \
                 play-off (CN 第15.6条)",
                groups.join(", ")
            ),
            Note::KnockoutRoundOpen { round } => {
                format!("round {round} is being played: the players still in share the first place")
            }
            Note::KnockoutStuck(stuck) => stuck.to_string(),
        }
    }
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

impl Serialize for Note {
    /// As its English text: the JSON's `notes` are the strings they always were.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

impl SharedPlace {
    /// The words of a flag: `place 1 is shared by A, B (places 1–2): CN 第15.6条 …`.
    pub fn text(&self) -> String {
        let group = self
            .group
            .as_ref()
            .map_or(String::new(), |g| format!("group {g}: "));
        if self.after_playoff {
            return format!(
                "{group}place {} is still shared by {} after their play-off: CN 第15.6条 leaves what \
                 follows to the event's regulations (在赛前补充细则中作出明确规定)",
                self.unshared,
                self.players.join(", ")
            );
        }
        format!(
            "{group}place {} is shared by {} (places {}–{}): CN 第15.6条 “冠军或不宜并列的名次，应安排加赛” — \
             `qili tournament pair` gives the play-off",
            self.unshared,
            self.players.join(", "),
            self.places[0],
            self.places[1]
        )
    }
}

impl PlayedOff {
    /// Each game so far, `red–black result`.
    pub fn games_played(&self) -> Vec<String> {
        self.games
            .iter()
            .map(|[r, b, res]| format!("{r}–{b} {res}"))
            .collect()
    }

    /// Each player's play-off points, `name points`.
    pub fn points_each(&self) -> Vec<String> {
        self.players
            .iter()
            .map(|(name, x)| format!("{name} {}", crate::outcome::points_text(*x)))
            .collect()
    }

    /// The words of a play-off's state: its games so far and, once complete, the points that
    /// ordered the place.
    pub fn text(&self) -> String {
        let group = self
            .group
            .as_ref()
            .map_or(String::new(), |g| format!("group {g}: "));
        format!(
            "{group}play-off for place {} (CN 第15.6条 加赛){}: {}; play-off points {}",
            self.place,
            if self.complete { "" } else { ", being played" },
            self.games_played().join(", "),
            self.points_each().join(", ")
        )
    }
}

/// One unit that scores: a game, or in an AXF two-game event a match (场).
#[derive(Clone, Copy, Debug)]
struct Unit {
    opponent: Option<usize>,
    /// 1 won, 0.5 drawn, 0 lost.
    share: f64,
    /// The points it scores.
    points: f64,
    /// 局分 of a match (two-game events).
    game_points: f64,
}

/// Ranks a round robin or a Swiss event ([`crate::director::standings`] ranks any event). `seed` draws the lots the book calls for; without it, players level after
/// every other criterion share a rank and a note says lots are due.
/// A team event (第12条) is ranked by the book's team table; a book without one (AXF) is an
/// error.
pub fn standings(
    event: &Event,
    book: &Competition,
    seed: Option<u64>,
) -> Result<Standings, StandingsError> {
    if event.file.system == System::Knockout || !event.groups().is_empty() {
        return Err(StandingsError::ByBracketOrGroups);
    }
    let ledger = Ledger::of(event, book);
    let system = event.file.system;
    let ranking = ranking_of(event, book)?;
    let n = event.players().len();
    let two_game = event.file.games_per_match == 2 && book.match_points.is_some();
    let combined = combines_matches(event, book);
    let units: Vec<Vec<Unit>> = (0..n)
        .map(|p| units_of(&ledger.entries[p], book, two_game, combined))
        .collect();
    let points: Vec<f64> = units
        .iter()
        .map(|u| total(u.iter().map(|x| x.points)))
        .collect();
    let mut order: Vec<Criterion> = Vec::new();
    let mut article = format!("{} {}", book.cite, ranking.article);
    if two_game {
        order.push(Criterion::GamePoints);
        if let Some(m) = &book.match_points {
            article = format!("{} {}; {}", book.cite, m.article, ranking.article);
        }
    }
    if let Some(t) = book.teams.as_ref().filter(|_| event.is_team_match_event()) {
        article = format!(
            "{} {}; {}",
            book.cite, t.match_points.article, ranking.article
        );
    }
    order.extend(ranking.order.iter().copied());
    let ctx = Context {
        event,
        book,
        ranking,
        ledger: &ledger,
        units: &units,
        points: &points,
    };
    let mut draw = seed.map(|s| Draw::new(s, 0));
    let mut notes = Vec::new();
    let mut values: Vec<Vec<(String, Value)>> = vec![Vec::new(); n];
    let mut ranked: Vec<Vec<usize>> = Vec::new();
    let mut players: Vec<usize> = (0..n).filter(|&p| !ledger.struck_out[p]).collect();
    players.sort_by(|&a, &b| points[b].total_cmp(&points[a]).then(a.cmp(&b)));
    for group in split(&players, |p| points[p]) {
        refine(
            &ctx,
            &order,
            &order,
            group,
            &mut values,
            &mut ranked,
            &mut draw,
            &mut notes,
        );
    }
    let mut rows = Vec::new();
    let mut rank = 1;
    for group in ranked {
        for &p in &group {
            let mut tb = Vec::new();
            for c in &order {
                let v = values[p]
                    .iter()
                    .rev()
                    .find(|(k, _)| k == c.key())
                    .map(|(_, v)| v.clone())
                    .unwrap_or_else(|| ctx.plain_value(*c, p));
                tb.push((c.key().to_string(), v));
            }
            rows.push(Row {
                rank,
                group: None,
                player: event.players()[p].clone(),
                points: points[p],
                tiebreaks: Tiebreaks(tb),
            });
        }
        rank += group.len() as u32;
    }
    for g in event
        .games
        .iter()
        .filter(|g| g.outcome == Outcome::Unfinished)
    {
        notes.push(Note::Unfinished {
            red: event.players()[g.red].clone(),
            black: event.players()[g.black].clone(),
            round: g.round,
        });
    }
    if let Some(m) = &event.file.in_progress {
        notes.push(Note::MatchInProgress {
            red: m.red.clone(),
            black: m.black.clone(),
            round: m.round,
            finished: m.boards.as_ref().map_or(0, Vec::len),
        });
    }
    let teams = match (event.team_kind(), &book.teams) {
        (Some(TeamKind::TotalPlaces), Some(t)) => {
            article = format!("{article}; teams: {}", t.total_places.article);
            total_places(event, &rows, t)
        }
        (Some(TeamKind::TotalPlaces), None) => {
            notes.push(Note::NoTeamScoring {
                cite: book.cite.clone(),
            });
            Vec::new()
        }
        _ => Vec::new(),
    };
    Ok(Standings {
        rules: book.id.clone(),
        system,
        article,
        standings: rows,
        teams,
        bracket: Vec::new(),
        qualified: Vec::new(),
        struck_out: (0..n)
            .filter(|&p| ledger.struck_out[p])
            .map(|p| event.players()[p].clone())
            .collect(),
        lots: draw.map(|d| d.record).unwrap_or_default(),
        notes,
        shared_places: Vec::new(),
        playoffs: Vec::new(),
    })
}

/// The ranking that applies: the book's for the system, or its team table's for a team event.
fn ranking_of<'a>(event: &Event, book: &'a Competition) -> Result<&'a Ranking, StandingsError> {
    let system = event.file.system;
    let none = || StandingsError::NoTieBreaks { system };
    if !event.is_team_match_event() {
        return book.systems.of(system).ok_or_else(none);
    }
    team_scoring(event, book)?;
    match &book.teams {
        Some(t) => t.systems.of(system).ok_or_else(none),
        None => Err(none()),
    }
}

/// An error when the event is one of team matches and the book scores none (AXF).
pub fn team_scoring(event: &Event, book: &Competition) -> Result<(), StandingsError> {
    if event.is_team_match_event() && book.teams.is_none() {
        return Err(StandingsError::NoTeamScoring {
            cite: book.cite.clone(),
        });
    }
    Ok(())
}

/// What the tie-breaks read.
struct Context<'a> {
    event: &'a Event,
    book: &'a Competition,
    ranking: &'a Ranking,
    ledger: &'a Ledger,
    units: &'a [Vec<Unit>],
    points: &'a [f64],
}

impl Context<'_> {
    /// A criterion's value for one player, better higher, within `group` (for 直胜); `None`
    /// when the criterion does not apply to this group.
    fn score(&self, c: Criterion, p: usize, group: &[usize]) -> Option<f64> {
        let ranking = self.ranking;
        Some(match c {
            Criterion::Sanctions => {
                let s = self.event.sanctions(p);
                -(f64::from(s.disqualifications) * 1e6 + f64::from(s.warnings))
            }
            Criterion::SmallPoints | Criterion::OpponentPoints => {
                self.opponent_sum(p, ranking.sum_of(c).expect("validated with the table"))
            }
            Criterion::Wins => self.wins(p, None) as f64,
            Criterion::MatchWins => self.match_wins(p) as f64,
            Criterion::BlackWins => self.wins(p, Some(Colour::Black)) as f64,
            Criterion::Direct => {
                if group.len() < 2 || (self.book.direct == Direct::TwoOnly && group.len() != 2) {
                    return None;
                }
                total(
                    self.units[p]
                        .iter()
                        .filter(|u| u.opponent.is_some_and(|o| group.contains(&o)))
                        .map(|u| u.points),
                )
            }
            Criterion::Fouls => -f64::from(self.event.fouls(p)),
            Criterion::GamePoints => total(self.units[p].iter().map(|u| u.game_points)),
            Criterion::Lots => return None,
        })
    }

    /// A criterion's value as reported, for a player it was not needed for.
    fn plain_value(&self, c: Criterion, p: usize) -> Value {
        match c {
            Criterion::Direct | Criterion::Lots => Value::Null,
            _ => self.reported(c, p, &[]),
        }
    }

    /// A criterion's value as the standings print it.
    fn reported(&self, c: Criterion, p: usize, group: &[usize]) -> Value {
        match c {
            Criterion::Sanctions => {
                let s = self.event.sanctions(p);
                json!({"warnings": s.warnings, "disqualifications": s.disqualifications})
            }
            Criterion::Fouls => json!(self.event.fouls(p)),
            Criterion::Wins | Criterion::BlackWins | Criterion::MatchWins => {
                json!(self.score(c, p, group).unwrap_or(0.0) as u32)
            }
            _ => self.score(c, p, group).map_or(Value::Null, |v| json!(v)),
        }
    }

    /// The Sonneborn–Berger sum or the plain sum of the opponents' points.
    fn opponent_sum(&self, p: usize, sum: OpponentSum) -> f64 {
        total(self.units[p].iter().filter_map(|u| {
            let o = u.opponent?;
            Some(match sum {
                OpponentSum::SonnebornBerger => u.share * self.points[o],
                OpponentSum::OpponentsSum => self.points[o],
            })
        }))
    }

    /// Matches won: played, and won without play where the table counts forfeit wins.
    fn match_wins(&self, p: usize) -> usize {
        self.ledger.entries[p]
            .iter()
            .filter(|e| e.share == 1.0 && e.opponent.is_some())
            .filter(|e| match e.kind {
                Kind::Played => true,
                Kind::Forfeit => self.book.forfeit_wins_are_wins,
                Kind::Bye | Kind::Excused | Kind::Cancelled | Kind::Pending => false,
            })
            .count()
    }

    /// Games won (with one colour only, when given): played wins, and forfeit wins where the
    /// table counts them. A team's are the boards its players won (全队胜局).
    fn wins(&self, p: usize, colour: Option<Colour>) -> usize {
        if self.event.is_team_match_event() {
            return self.ledger.entries[p]
                .iter()
                .filter(|e| e.counts())
                .filter_map(|e| e.boards)
                .map(|b| b.won as usize)
                .sum();
        }
        self.ledger.entries[p]
            .iter()
            .filter(|e| e.share == 1.0 && e.opponent.is_some())
            .filter(|e| match e.kind {
                Kind::Played => colour.is_none_or(|c| e.colour == Some(c)),
                Kind::Forfeit => self.book.forfeit_wins_are_wins && colour.is_none(),
                Kind::Bye | Kind::Excused | Kind::Cancelled | Kind::Pending => false,
            })
            .count()
    }
}

/// A sum of points that is `0`, never `-0`, when there is nothing to add (`Iterator::sum` of
/// no `f64` is `-0.0`, which JSON would print as `-0.0`).
fn total(points: impl Iterator<Item = f64>) -> f64 {
    points.fold(0.0, |a, b| a + b)
}

/// Splits players already sorted by `key` (descending) into runs of equal key.
fn split(players: &[usize], key: impl Fn(usize) -> f64) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in players {
        match groups.last_mut() {
            Some(g) if key(g[0]) == key(p) => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

/// Separates a group of level players by the criteria from `order[0]` on, appending the
/// resulting groups (best first) to `ranked`. When a criterion splits the group and the table
/// says `restart_after_split`, each smaller group still level starts again from the first
/// criterion of `full` (so that a 直胜 is computed among those left); else it goes on to the
/// next.
#[allow(clippy::too_many_arguments)]
fn refine(
    ctx: &Context,
    full: &[Criterion],
    order: &[Criterion],
    mut group: Vec<usize>,
    values: &mut [Vec<(String, Value)>],
    ranked: &mut Vec<Vec<usize>>,
    draw: &mut Option<Draw>,
    notes: &mut Vec<Note>,
) {
    let Some((&c, rest)) = order.split_first() else {
        ranked.push(group);
        return;
    };
    if group.len() == 1 {
        ranked.push(group);
        return;
    }
    for &p in &group {
        values[p].push((c.key().to_string(), ctx.reported(c, p, &group)));
    }
    if c == Criterion::Lots {
        let names: Vec<String> = group
            .iter()
            .map(|&p| ctx.event.players()[p].clone())
            .collect();
        match draw {
            Some(d) => {
                let order = d.order(
                    Decides::LevelOrder {
                        cite: ctx.book.cite.clone(),
                        article: ctx.ranking.article.clone(),
                    },
                    &names,
                );
                for (place, i) in order.into_iter().enumerate() {
                    let p = group[i];
                    if let Some(v) = values[p].last_mut() {
                        v.1 = json!(place + 1);
                    }
                    ranked.push(vec![p]);
                }
            }
            None => {
                notes.push(Note::LotsDue {
                    players: names,
                    cite: ctx.book.cite.clone(),
                    article: ctx.ranking.article.clone(),
                });
                ranked.push(group);
            }
        }
        return;
    }
    let scores: Vec<Option<f64>> = group.iter().map(|&p| ctx.score(c, p, &group)).collect();
    if scores.iter().any(Option::is_none) {
        refine(ctx, full, rest, group, values, ranked, draw, notes);
        return;
    }
    let members = group.clone();
    let key = |p: usize| {
        let i = members.iter().position(|&q| q == p).expect("in the group");
        scores[i].expect("checked above")
    };
    group.sort_by(|&a, &b| key(b).total_cmp(&key(a)).then(a.cmp(&b)));
    let parts = split(&group, key);
    let next = if ctx.book.restart_after_split && parts.len() > 1 {
        full
    } else {
        rest
    };
    for sub in parts {
        refine(ctx, full, next, sub, values, ranked, draw, notes);
    }
}

/// Whether a two-game team event scores each pairing's two matches as one 场
/// (`teams.two_game: combined`).
pub fn combines_matches(event: &Event, book: &Competition) -> bool {
    event.is_team_match_event()
        && event.file.games_per_match == 2
        && book
            .teams
            .as_ref()
            .is_some_and(|t| t.two_game == TwoGameTeams::Combined)
}

/// A player's counting entries grouped by match: the games of one round against one opponent.
fn by_match(entries: &[Entry]) -> Vec<(Option<usize>, Vec<&Entry>)> {
    let mut matches: Vec<(Option<u32>, Option<usize>, Vec<&Entry>)> = Vec::new();
    for e in entries.iter().filter(|e| e.counts()) {
        match matches
            .iter_mut()
            .find(|(r, o, _)| *r == e.round && *o == e.opponent && e.opponent.is_some())
        {
            Some(m) => m.2.push(e),
            None => matches.push((e.round, e.opponent, vec![e])),
        }
    }
    matches
        .into_iter()
        .map(|(_, o, games)| (o, games))
        .collect()
}

/// The units that score for one player: each counting entry, or in a two-game event each
/// match (the games of one round against one opponent) with its 场分 and 局分 — for a two-game
/// team event whose table combines its matches (`combined`), the two matches of a pairing.
fn units_of(entries: &[Entry], book: &Competition, two_game: bool, combined: bool) -> Vec<Unit> {
    if combined {
        return by_match(entries)
            .into_iter()
            .map(|(opponent, matches)| {
                let (share, points, game_points) =
                    combined_match(&matches, book).unwrap_or((0.0, 0.0, 0.0));
                Unit {
                    opponent,
                    share,
                    points,
                    game_points,
                }
            })
            .collect();
    }
    let counting = entries.iter().filter(|e| e.counts());
    let Some(m) = book.match_points.as_ref().filter(|_| two_game) else {
        return counting
            .map(|e| {
                let points = entry_points(e, book);
                Unit {
                    opponent: e.opponent,
                    share: e.share,
                    points,
                    game_points: e.boards.map_or(points, |b| b.points),
                }
            })
            .collect();
    };
    by_match(entries)
        .into_iter()
        .map(|(opponent, games)| {
            let mine = total(games.iter().map(|e| entry_points(e, book)));
            let theirs = total(games.iter().map(|e| {
                let mut other = **e;
                other.share = e.opponent_share;
                entry_points(&other, book)
            }));
            let absent = games
                .iter()
                .all(|e| e.kind == Kind::Forfeit && e.share == 1.0);
            // Both absent from every game: both lose the match (CN 第21.3条).
            let both_lost = games.iter().all(|e| e.is_double_forfeit());
            let share = if both_lost {
                0.0
            } else if mine > theirs {
                1.0
            } else if mine < theirs {
                0.0
            } else {
                0.5
            };
            Unit {
                opponent,
                share,
                points: if share == 1.0 {
                    m.win
                } else if share == 0.0 {
                    m.loss
                } else {
                    m.draw
                },
                game_points: if absent {
                    m.absent_opponent_game_points
                } else {
                    mine
                },
            }
        })
        .collect()
}

/// 第15.5条: “根据各队棋手个人名次总和多少排列名次，少者列前。如相等，则按以下顺序区分：最高个人名次、
/// 次高个人名次、全队犯规。无法区分，则名次并列”. A player's place is their rank (shared ranks
/// count as the shared number); a player struck out counts as last (the number of players).
fn total_places(event: &Event, rows: &[Row], t: &TeamRules) -> Vec<TeamRow> {
    let n = event.players().len() as u32;
    let place =
        |name: &str| -> u32 { rows.iter().find(|r| r.player == name).map_or(n, |r| r.rank) };
    struct Team {
        name: String,
        places: Vec<u32>,
        fouls: u32,
    }
    let teams: Vec<Team> = event
        .file
        .teams
        .iter()
        .map(|(name, members)| {
            let mut places: Vec<u32> = members.iter().map(|m| place(m)).collect();
            places.sort_unstable();
            let fouls = members
                .iter()
                .chain(std::iter::once(name))
                .map(|m| event.fouls_of(m))
                .sum();
            Team {
                name: name.clone(),
                places,
                fouls,
            }
        })
        .collect();
    let value = |team: &Team, c: PlacesCriterion| -> u32 {
        match c {
            PlacesCriterion::BestPlace => team.places.first().copied().unwrap_or(n),
            PlacesCriterion::SecondPlace => team.places.get(1).copied().unwrap_or(n),
            PlacesCriterion::Fouls => team.fouls,
        }
    };
    let key = |team: &Team| -> Vec<u32> {
        std::iter::once(team.places.iter().sum())
            .chain(t.total_places.order.iter().map(|&c| value(team, c)))
            .collect()
    };
    let mut order: Vec<&Team> = teams.iter().collect();
    order.sort_by_key(|team| (key(team), team.name.clone()));
    let mut out = Vec::new();
    for (i, team) in order.iter().enumerate() {
        let rank = match i {
            0 => 1,
            _ if key(order[i - 1]) == key(team) => out.last().map_or(1, |r: &TeamRow| r.rank),
            _ => i as u32 + 1,
        };
        out.push(TeamRow {
            rank,
            team: team.name.clone(),
            places: team.places.iter().sum(),
            tiebreaks: Tiebreaks(
                t.total_places
                    .order
                    .iter()
                    .map(|&c| (c.key().to_string(), json!(value(team, c))))
                    .collect(),
            ),
        });
    }
    out
}
