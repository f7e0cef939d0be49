//! The competition tables `tournament/spec/competition/<book>.yaml`: how each book scores games, ranks
//! players, treats withdrawals and byes. Where the books differ, or leave a point open, the
//! table holds the choice as a named key (docs/TOURNAMENTS.md gives the evidence for each).

use crate::System;
use serde::Deserialize;
use std::sync::OnceLock;

/// The competition tables, built into the binary: `(file name, text)`.
const TABLES: [(&str, &str); 2] = [
    ("axf.yaml", include_str!("../spec/competition/axf.yaml")),
    ("cn.yaml", include_str!("../spec/competition/cn.yaml")),
];

/// One book's competition rules.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Competition {
    /// The book's id: `axf` or `cn`.
    pub id: String,
    /// How articles are cited (`CN 第15.1条`).
    pub cite: String,
    /// Points for a game played.
    pub points: Points,
    /// Points and crosstable marks for a game won or lost without play.
    pub forfeit: Forfeit,
    /// Match points (场分) of a two-game event, where the book has them.
    pub match_points: Option<MatchPoints>,
    /// The ranking of each system.
    pub systems: Systems,
    /// How 直胜 (直接对局) is read among three or more level players.
    pub direct: Direct,
    /// Whether players still level after a tie-break has split their group start again from
    /// the first tie-break (so that 直胜 is computed among those left), or go on to the next.
    pub restart_after_split: bool,
    /// Whether a win by forfeit counts as a won game (胜局, 后手胜局).
    pub forfeit_wins_are_wins: bool,
    /// What a withdrawal does to the player's games.
    pub withdrawal: Withdrawals,
    /// Byes in a Swiss event.
    pub swiss: SwissRules,
    /// Team events (第12条, 第14.2条, 第15.3–15.5条), where the book scores them.
    pub teams: Option<TeamRules>,
    /// Knockouts (淘汰制): how the bracket is drawn where the book does not say.
    pub knockout: KnockoutRules,
    /// Group stages (分组循环制): the article, and how seeds are spread.
    pub groups: GroupRules,
    /// Play-offs of places shared at the end (CN 第15.6条 加赛); `None` in a book whose ranking
    /// ends in a lot and has no play-off (AXF 第二章 第五节 三, 四: 以抽签定胜负).
    pub playoffs: Option<PlayoffRules>,
}

/// A book's play-offs of shared places.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayoffRules {
    /// The article (`第15.6条`).
    pub article: String,
}

/// 分组循环制: what the book leaves open.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GroupRules {
    /// How the seeds are spread over the groups; `None` in a book that leaves it to the CN
    /// table's reading (one results file, the same groups whichever book ranks it).
    pub seeding: Option<GroupSeeding>,
    /// The article.
    pub article: String,
}

/// How the seeds are spread over groups.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum GroupSeeding {
    /// Snake order: 1…G to the groups in order, G+1…2G back, and so on.
    Serpentine,
    /// The first G seeds one to each group; each later band of G shared out by lot.
    Pots,
}

/// A book's knockouts: the articles, and (CN) what the books leave open about the bracket.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnockoutRules {
    /// How the bracket is drawn; `None` in a book that leaves it to the CN table's readings, so
    /// that one results file has one bracket whichever book ranks it (as 积分编排 follows CN
    /// 附录二 for both).
    pub bracket: Option<BracketRules>,
    /// The articles.
    pub article: String,
}

/// What the books leave open about a knockout bracket.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BracketRules {
    /// Where the seeds stand in the bracket.
    pub seeding: Seeding,
    /// Where the losers of a winners' round enter the losers' bracket (double elimination).
    pub losers_drop: LosersDrop,
    /// Whether the grand final is played again when the losers' bracket's winner wins it (so
    /// that every player goes out on a second loss: 双败淘汰).
    pub grand_final_reset: bool,
    /// Who has red in the first game of a play-off stage.
    pub playoff_first_game: PlayoffFirstGame,
}

/// Where the seeds stand in a bracket of 2ᵏ places.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Seeding {
    /// 1 meets the last seed, 2 the second last…, and 1 and 2 can meet only in the final, 1–4
    /// only in the semi-finals: the top seeds' places are spread through the bracket.
    Standard,
    /// In order, 1 against 2, 3 against 4… (the first round of AXF 积分循环制: 由1对2，3对4……依次编排).
    Adjacent,
}

/// Where a winners' round's losers meet the losers' bracket.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum LosersDrop {
    /// In reversed order, so that a loser does not meet at once the player they lost to before.
    Reversed,
    /// In the winners' bracket's order.
    Straight,
}

/// The first game of a play-off stage.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum PlayoffFirstGame {
    /// A new lot, as for the match's first game (第13.4条 猜先).
    Lot,
    /// The colours alternate from the match's last game on (AXF 第三节 一: 以每一局换先).
    Alternate,
}

/// How a book scores and ranks team events.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamRules {
    /// 场分 of a match won, drawn and lost by 局分.
    pub match_points: Points,
    /// A match a whole team forfeited.
    pub forfeit: TeamForfeit,
    /// The ranking of each system by 场分.
    pub systems: Systems,
    /// 队员总分制: teams ranked by their players' places.
    pub total_places: PlacesRanking,
    /// A two-game team event (第13.5条): how a pairing's two matches score.
    pub two_game: TwoGameTeams,
}

/// How the two matches of a pairing in a two-game team event (第13.5条 两局制…团体赛) score.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TwoGameTeams {
    /// Each match is a 场 of its own, with its 场分 (第14.2条 每场棋结果，局分多者为胜).
    EachMatch,
    /// The two matches are one 场: its 场分 by the 局分 of both, as AXF 第五节 二 scores a
    /// two-game match of two players.
    Combined,
}

/// A team match not played.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamForfeit {
    /// 场分 to the team present.
    pub win: f64,
    /// 场分 to the absent team.
    pub loss: f64,
    /// Whether the team present is credited 局分 for the boards.
    pub game_points: ForfeitBoards,
    /// The article.
    pub article: String,
}

/// The 局分 of a team match won without play.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ForfeitBoards {
    /// Every board counts as won without play.
    Boards,
    /// None: the match scores 场分 only.
    None,
}

/// 队员总分制's ranking: the sum of the players' places, fewer first, then these.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacesRanking {
    /// The tie-breaks, first to last.
    pub order: Vec<PlacesCriterion>,
    /// The article.
    pub article: String,
}

/// A tie-break of 队员总分制 (第15.5条).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum PlacesCriterion {
    /// 最高个人名次: the team's best place.
    BestPlace,
    /// 次高个人名次: its second best.
    SecondPlace,
    /// 全队犯规: the team's fouls, fewer first.
    Fouls,
}

impl PlacesCriterion {
    /// The key under which standings report it.
    pub fn key(self) -> &'static str {
        match self {
            PlacesCriterion::BestPlace => "best_place",
            PlacesCriterion::SecondPlace => "second_place",
            PlacesCriterion::Fouls => "fouls",
        }
    }
}

/// Points for a win, a draw and a loss.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Points {
    /// A win.
    pub win: f64,
    /// A draw.
    pub draw: f64,
    /// A loss.
    pub loss: f64,
    /// The article.
    pub article: String,
}

/// A game decided without play.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Forfeit {
    /// Points to the player present.
    pub win: f64,
    /// Points to the absent player.
    pub loss: f64,
    /// The crosstable mark of the win (`+`, `O`).
    pub win_mark: String,
    /// The crosstable mark of the loss (`-`, `X`).
    pub loss_mark: String,
    /// The article by which both sides can forfeit one game, and both lose it.
    pub double_article: String,
    /// The article.
    pub article: String,
}

/// Match points (场分) of a two-game match.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchPoints {
    /// The match won.
    pub win: f64,
    /// The match drawn.
    pub draw: f64,
    /// The match lost.
    pub loss: f64,
    /// Game points (局分) credited for a match whose opponent was absent.
    pub absent_opponent_game_points: f64,
    /// The article.
    pub article: String,
}

/// The ranking of each system.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Systems {
    /// Round robin (循环制, 大循环制).
    #[serde(rename = "round-robin")]
    pub round_robin: Ranking,
    /// Swiss (积分编排制, 积分循环制).
    pub swiss: Ranking,
}

impl Systems {
    /// The ranking of one system by points and tie-breaks; none for a knockout, which ranks by
    /// the round a player went out in.
    pub fn of(&self, system: System) -> Option<&Ranking> {
        match system {
            System::RoundRobin => Some(&self.round_robin),
            System::Swiss => Some(&self.swiss),
            System::Knockout => None,
        }
    }
}

/// How players level on points are separated, in order.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ranking {
    /// The tie-breaks, first to last. When none separates, players share a rank (名次并列).
    pub order: Vec<Criterion>,
    /// What 小分 means, when the order uses it.
    #[serde(default)]
    pub small_points: Option<OpponentSum>,
    /// What 对手分 means, when the order uses it.
    #[serde(default)]
    pub opponent_points: Option<OpponentSum>,
    /// The article.
    pub article: String,
}

/// One tie-break, named as the books name it.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Criterion {
    /// CN 第18.4条: players sanctioned under 18.1/18.2 go last, heavier and more often lower.
    Sanctions,
    /// 小分 (CN 第15.1条), read per [`Ranking::small_points`].
    SmallPoints,
    /// 对手分, read per [`Ranking::opponent_points`].
    OpponentPoints,
    /// 胜局: games won (in a team event, 全队胜局: boards won).
    Wins,
    /// 胜场: team matches won (第15.4条 全队胜场).
    MatchWins,
    /// 后手胜局: games won with black.
    BlackWins,
    /// 直胜 / 直接对局: the games between the level players, per [`Competition::direct`].
    Direct,
    /// 犯规 / 技术犯规次数: fewer first.
    Fouls,
    /// 抽签: a seeded, recorded draw of lots.
    Lots,
    /// 局分: game points, which rank players level on match points (场分) in an AXF two-game
    /// event (第二章 第五节 二); put first by the ranking itself, not by the table.
    GamePoints,
}

impl Criterion {
    /// The key under which standings report it.
    pub fn key(self) -> &'static str {
        match self {
            Criterion::Sanctions => "sanctions",
            Criterion::SmallPoints => "small_points",
            Criterion::OpponentPoints => "opponent_points",
            Criterion::Wins => "wins",
            Criterion::MatchWins => "match_wins",
            Criterion::BlackWins => "black_wins",
            Criterion::Direct => "direct",
            Criterion::Fouls => "fouls",
            Criterion::Lots => "lots",
            Criterion::GamePoints => "game_points",
        }
    }
}

/// A sum over a player's opponents' points.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum OpponentSum {
    /// The points of the opponents beaten plus half those of the opponents drawn with.
    SonnebornBerger,
    /// The points of every opponent met.
    OpponentsSum,
}

/// How the games among level players separate them.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Direct {
    /// The mini-table: points from the games among the level players only.
    MiniTable,
    /// Only two level players are separated by their game; three or more go on to the next
    /// tie-break.
    TwoOnly,
}

/// Withdrawals in each system.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Withdrawals {
    /// In a round robin.
    #[serde(rename = "round-robin")]
    pub round_robin: Withdrawal,
    /// In a Swiss event.
    pub swiss: Withdrawal,
    /// In a knockout.
    pub knockout: Withdrawal,
    /// The mark of a struck-out player's cancelled scores.
    pub struck_out_mark: String,
}

impl Withdrawals {
    /// The withdrawal rule of one system.
    pub fn of(&self, system: System) -> &Withdrawal {
        match system {
            System::RoundRobin => &self.round_robin,
            System::Swiss => &self.swiss,
            System::Knockout => &self.knockout,
        }
    }
}

/// What a withdrawal does.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Withdrawal {
    /// From how many games played the withdrawn player's results stand (and the games left are
    /// forfeits); before that every game of theirs is struck out.
    pub results_stand_from: StandFrom,
    /// The article.
    pub article: String,
}

/// How many games a withdrawn player must have played for their results to stand.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StandFrom {
    /// Always: played games stand whenever the player leaves.
    Start,
    /// Half the games they were due (or more).
    Half,
    /// More than half the games they were due.
    MoreThanHalf,
}

impl StandFrom {
    /// Whether `played` of `due` games is enough for the results to stand.
    pub fn stands(self, played: usize, due: usize) -> bool {
        match self {
            StandFrom::Start => true,
            StandFrom::Half => 2 * played >= due,
            StandFrom::MoreThanHalf => 2 * played > due,
        }
    }
}

/// Byes in a Swiss event, and (CN) the readings of 附录二 that pairing uses for both books.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SwissRules {
    /// The points a bye scores.
    pub bye_points: f64,
    /// 附录二 三(四): which pairs of level colour counts the rule against a third colour in a row
    /// decides; absent in a book whose events are paired by the CN table's reading.
    #[serde(default)]
    pub third_in_a_row: Option<ThirdInARow>,
    /// 附录二 五's 受限制号 (“如存在较难配对的受限制号，可作为特殊情况，优先排”): a player who can meet
    /// at most this many others of their score group is hard to pair and draws first within
    /// the score; absent, nobody is moved.
    #[serde(default)]
    pub restricted_opponents: Option<u32>,
    /// The article (or the book the procedure is borrowed from).
    pub article: String,
}

/// 附录二 三(四)'s scope.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ThirdInARow {
    /// As written: “在已多走二先或多走二后的两个运动员相遇时” — two players each two (or more) of
    /// one colour ahead; any other pair level on colour counts draws lots (三(三)).
    #[default]
    TwoAhead,
    /// Any two players level on colour counts: the one who had one colour twice running gets
    /// the other.
    EqualBalance,
}

/// Every competition table, in file-name order. A malformed table is a build defect and panics
/// with its file name and the error.
pub fn competitions() -> &'static [Competition] {
    static TABLE: OnceLock<Vec<Competition>> = OnceLock::new();
    TABLE.get_or_init(|| {
        TABLES
            .iter()
            .map(|(file, text)| {
                let c: Competition = serde_yaml::from_str(text)
                    .unwrap_or_else(|e| panic!("tournament/spec/competition/{file}: {e}"));
                assert_eq!(
                    format!("{}.yaml", c.id),
                    *file,
                    "tournament/spec/competition/{file}: the id must match the file name"
                );
                for system in [System::RoundRobin, System::Swiss] {
                    if let Some(Err(e)) = c.systems.of(system).map(Ranking::validate) {
                        panic!("tournament/spec/competition/{file}: {}: {e}", system.name());
                    }
                    if let Some(t) = &c.teams
                        && let Some(Err(e)) = t.systems.of(system).map(Ranking::validate)
                    {
                        panic!(
                            "tournament/spec/competition/{file}: teams: {}: {e}",
                            system.name()
                        );
                    }
                }
                c
            })
            .collect()
    })
}

/// A book id with no competition table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRulebook {
    /// The id asked for.
    pub id: String,
}

impl std::fmt::Display for UnknownRulebook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown rulebook '{}' (axf or cn)", self.id)
    }
}

impl std::error::Error for UnknownRulebook {}

impl From<UnknownRulebook> for String {
    fn from(error: UnknownRulebook) -> String {
        error.to_string()
    }
}

/// The competition table of the book with this id (`axf`, `cn`).
pub fn competition(id: &str) -> Result<&'static Competition, UnknownRulebook> {
    competitions()
        .iter()
        .find(|c| c.id == id)
        .ok_or_else(|| UnknownRulebook { id: id.to_string() })
}

impl Ranking {
    /// Checks what serde cannot: every criterion once, and a reading for 小分/对手分 when used.
    fn validate(&self) -> Result<(), String> {
        for (i, c) in self.order.iter().enumerate() {
            if self.order[..i].contains(c) {
                return Err(format!("'{}' appears twice in the order", c.key()));
            }
        }
        if self.order.contains(&Criterion::SmallPoints) && self.small_points.is_none() {
            return Err("the order uses small_points but the table does not say what it is".into());
        }
        if self.order.contains(&Criterion::OpponentPoints) && self.opponent_points.is_none() {
            return Err(
                "the order uses opponent_points but the table does not say what it is".into(),
            );
        }
        Ok(())
    }

    /// The sum a criterion stands for, when it is a sum over opponents.
    pub fn sum_of(&self, criterion: Criterion) -> Option<OpponentSum> {
        match criterion {
            Criterion::SmallPoints => self.small_points,
            Criterion::OpponentPoints => self.opponent_points,
            _ => None,
        }
    }
}
