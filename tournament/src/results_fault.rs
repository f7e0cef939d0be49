//! What is wrong in a results file, as data: the file, the line and the key where it is, and
//! what is wrong there, each fault with the names and numbers it concerns. English is
//! [`fmt::Display`] (`rr.json: line 7: games[4]: 'X' is not a player (players: A, B)`), as the
//! results file has always worded it; a program that words it in another language reads the
//! variants (the tournament crate does not depend on a message catalogue).
//!
//! Where a fault quotes a text of another part of qili (the order table's limit on players,
//! the rule table's name, a line-up's or roster's fault), that text is carried as it is.

use crate::System;
use crate::outcome::Outcome;
use crate::records::{ByeReason, Fault as RecordsFault};
use std::fmt;

/// A fault in a results file, with where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultsError {
    /// The file (a path), when the event was read from one.
    pub origin: Option<String>,
    /// The line (from 1) of the value at fault, where the text was read and the value found.
    pub line: Option<usize>,
    /// What is wrong (boxed: a fault carries names and lists, and an error is passed up often).
    pub fault: Box<Fault>,
}

impl fmt::Display for ResultsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(origin) = &self.origin {
            write!(f, "{origin}: ")?;
        }
        if let Some(line) = self.line {
            write!(f, "line {line}: ")?;
        }
        write!(f, "{}", self.fault)
    }
}

impl std::error::Error for ResultsError {}

impl From<ResultsError> for String {
    fn from(e: ResultsError) -> String {
        e.to_string()
    }
}

/// What is wrong in a results file.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// The bytes are neither UTF-8 nor GBK / GB18030.
    Encoding {
        /// The first byte (from 0) that is not UTF-8.
        byte: usize,
    },
    /// The text is not JSON, or not a results file's shape: serde_json's words.
    Json {
        /// serde_json's message, with its ` at line L column C`.
        text: String,
        /// Its line (from 1; 0 when it has none).
        line: usize,
        /// Its column (from 1; 0 when it has none).
        column: usize,
    },
    /// Fewer than two players.
    TooFewPlayers,
    /// `groups` or `advance` in an event that is not a round robin.
    GroupsNotRoundRobin,
    /// `advance` without `groups`.
    AdvanceWithoutGroups,
    /// A round robin of a size the order table is not built for.
    PlayerCount(crate::roundrobin::PlayerCount),
    /// An empty name in `players`.
    EmptyName {
        /// Its index in `players`.
        index: usize,
    },
    /// A name twice in `players`.
    PlayerTwice {
        /// The name.
        name: String,
    },
    /// A name under a key (`fouls`, `sanctions`, `units`, `withdrawn`) that is not a player.
    NotAPlayer {
        /// The key.
        key: String,
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
    },
    /// `avoid_same_unit` without `units` or not in a Swiss event.
    AvoidSameUnit,
    /// A player withdrawn from round 0.
    WithdrawnRoundZero {
        /// The player.
        name: String,
    },
    /// An `unshared_places` place outside the field.
    UnsharedPlace {
        /// The place.
        place: u32,
        /// The number of players.
        players: usize,
    },
    /// `games_per_match` other than 1 or 2.
    GamesPerMatch(u32),
    /// A knockout's key (`elimination`, `third_place`, `playoff`) in another system.
    KnockoutOnly {
        /// The key.
        key: String,
    },
    /// `third_place` in a double elimination.
    ThirdPlaceDouble,
    /// `rounds` is 0.
    RoundsZero,
    /// More Swiss rounds than the field can pair without a rematch.
    TooManyRounds {
        /// The rounds announced.
        rounds: u32,
        /// The players.
        players: u32,
        /// The most rounds they can play.
        most: u32,
    },
    /// A round with no game before a round with games (Swiss or round robin).
    RoundMissing {
        /// The round with no game.
        missing: u32,
        /// The last round with a game.
        last: u32,
    },
    /// `rules` names no rule table: the rule tables' words.
    Rules(String),
    /// A recorded bye in an event that is not Swiss.
    ByeNotSwiss {
        /// Why it was given.
        why: ByeReason,
        /// The event's system.
        system: System,
    },
    /// A recorded bye in a team match event.
    ByeTeamMatch {
        /// The player.
        player: String,
        /// Why it was given.
        why: ByeReason,
    },
    /// A team's roster out of rating order (第12.1条).
    Roster {
        /// The team.
        team: String,
        /// What is wrong.
        error: crate::ratings::RosterError,
    },
    /// The teams of a team event.
    Team(TeamFault),
    /// The groups of a group stage.
    Groups(GroupsFault),
    /// The lot drawn again after withdrawals before the start (`redraw`, CN 第20.2条).
    Redraw(RedrawFault),
    /// A play-off game of a shared place.
    PlayoffGame {
        /// Its index in `playoff_games`.
        index: usize,
        /// What is wrong with it.
        fault: PlayoffFault,
    },
    /// A game (or team match) of `games`.
    Game {
        /// Its index in `games`.
        index: usize,
        /// What is wrong with it.
        fault: GameFault,
    },
    /// The team match cut short (`in_progress`).
    InProgress(GameFault),
    /// The records besides the games (ratings, byes, the rounds paired).
    Records(RecordsFault),
}

/// The players of a fault, as English lists them: `A, B, C`.
fn listed(players: &[String]) -> String {
    players.join(", ")
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Encoding { byte } => write!(
                f,
                "neither UTF-8 nor GBK/GB18030 text (byte {byte} is not UTF-8)"
            ),
            Fault::Json { text, .. } => f.write_str(text),
            Fault::TooFewPlayers => f.write_str("an event needs at least two players"),
            Fault::GroupsNotRoundRobin => {
                f.write_str("groups and advance are for a round robin in groups (分组循环制)")
            }
            Fault::AdvanceWithoutGroups => f.write_str("advance: the event has no groups"),
            Fault::PlayerCount(text) => write!(f, "players: {text}"),
            Fault::EmptyName { index } => write!(f, "players[{index}]: a name is empty"),
            Fault::PlayerTwice { name } => write!(f, "players: '{name}' is listed twice"),
            Fault::NotAPlayer { key, name, players } => write!(
                f,
                "{key}: '{name}' is not a player (players: {})",
                listed(players)
            ),
            Fault::AvoidSameUnit => f.write_str(
                "avoid_same_unit: whether the players of a unit avoid each other is the organiser's \
                 choice (附录二 七: 可由竞赛组织机构事前研究确定并写入补充规定中), for 积分编排 only; the \
                 file needs `units` and system swiss",
            ),
            Fault::WithdrawnRoundZero { name } => write!(
                f,
                "withdrawn: '{name}': rounds count from 1 (the first round not played)"
            ),
            Fault::UnsharedPlace { place, players } => write!(
                f,
                "unshared_places: place {place} is not a place of {players} players (places \
                 count from 1)"
            ),
            Fault::GamesPerMatch(n) => write!(f, "games_per_match must be 1 or 2, not {n}"),
            Fault::KnockoutOnly { key } => write!(f, "{key} is for a knockout"),
            Fault::ThirdPlaceDouble => f.write_str(
                "third_place: a double elimination has no match for third place (its losers' \
                 bracket ranks the third)",
            ),
            Fault::RoundsZero => f.write_str("rounds must be at least 1"),
            Fault::TooManyRounds {
                rounds,
                players,
                most,
            } => write!(
                f,
                "rounds: {rounds} rounds of {players} players cannot be paired without a rematch \
                 (附录二 三: 相遇过的对手不再编对): at most {most}"
            ),
            Fault::RoundMissing { missing, last } => write!(
                f,
                "games: round {missing} has no game, but round {last} has: a round is missing \
                 from the file"
            ),
            Fault::Rules(text) => write!(f, "rules: {text}"),
            Fault::ByeNotSwiss { why, system } => write!(
                f,
                "byes: a bye ({}) is for a Swiss event (积分编排); a {} event has none",
                why.words(),
                system.name()
            ),
            Fault::ByeTeamMatch { player, why } => write!(
                f,
                "byes: '{player}': a recorded bye ({}) is for a player; a team match event has \
                 none",
                why.words()
            ),
            Fault::Roster { team, error } => write!(f, "teams.{team}: {error}"),
            Fault::Team(t) => write!(f, "{t}"),
            Fault::Groups(g) => write!(f, "{g}"),
            Fault::Redraw(r) => write!(f, "{r}"),
            Fault::PlayoffGame { index, fault } => write!(f, "playoff_games[{index}]: {fault}"),
            Fault::Game { index, fault } => write!(f, "games[{index}]: {fault}"),
            Fault::InProgress(fault) => write!(f, "in_progress: {fault}"),
            Fault::Records(r) => write!(f, "{}", r.what),
        }
    }
}

/// What is wrong with the teams of a team event (第12条).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamFault {
    /// `team_event` or `boards` in an event without `teams`.
    NotTeamEvent,
    /// A team of `players` without its list of players.
    NoTeamList {
        /// The team.
        team: String,
    },
    /// `boards` is 0.
    BoardsZero,
    /// A team of `teams` that is not in `players`.
    NotInPlayers {
        /// The team.
        team: String,
        /// The players (the teams).
        players: Vec<String>,
    },
    /// A team with no players.
    Empty {
        /// The team.
        team: String,
    },
    /// An empty name in a team.
    EmptyName {
        /// The team.
        team: String,
    },
    /// A team player whose name is a team's or a player's.
    TeamAndPlayer {
        /// The name.
        name: String,
    },
    /// 队员总分制: a team member who is not a player of the event.
    NotIndividual {
        /// The team.
        team: String,
        /// The name.
        name: String,
    },
    /// A name in two teams, or twice in one.
    ListedTwice {
        /// The name.
        name: String,
    },
    /// A team with fewer players than boards.
    Short {
        /// The team.
        team: String,
        /// Its players.
        players: usize,
        /// The boards.
        boards: u32,
    },
}

impl fmt::Display for TeamFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TeamFault::NotTeamEvent => {
                f.write_str("team_event and boards are for a team event, which lists its `teams`")
            }
            TeamFault::NoTeamList { team } => write!(
                f,
                "teams: '{team}' is in `players` but has no team list (in a team event the \
                 players are the teams)"
            ),
            TeamFault::BoardsZero => f.write_str("boards must be at least 1"),
            TeamFault::NotInPlayers { team, players } => write!(
                f,
                "teams: '{team}' is not in `players` (players: {})",
                listed(players)
            ),
            TeamFault::Empty { team } => write!(f, "teams: '{team}' has no players"),
            TeamFault::EmptyName { team } => write!(f, "teams: '{team}': a name is empty"),
            TeamFault::TeamAndPlayer { name } => {
                write!(f, "teams: '{name}' is the name of a team and of a player")
            }
            TeamFault::NotIndividual { team, name } => write!(
                f,
                "teams: '{team}': '{name}' is not a player of this individual event (队员总分制, \
                 第12.5条)"
            ),
            TeamFault::ListedTwice { name } => write!(f, "teams: '{name}' is listed twice"),
            TeamFault::Short {
                team,
                players,
                boards,
            } => write!(
                f,
                "teams: '{team}' has {players} players for {boards} boards"
            ),
        }
    }
}

/// What is wrong with the groups of a group stage (分组循环制, 第11.3条).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GroupsFault {
    /// More groups than the field can fill with two each, or none.
    Count {
        /// The groups asked for.
        groups: u32,
        /// The players.
        players: usize,
    },
    /// The CN rule table cannot be read: its words.
    Rules(String),
    /// The CN rule table says nothing of how groups are seeded.
    NoSeeding,
    /// A member of a group who is not a player.
    NotAPlayer {
        /// The group.
        group: String,
        /// The name.
        name: String,
    },
    /// A player in two groups.
    TwoGroups {
        /// The player.
        name: String,
    },
    /// A group of fewer than two players.
    TooSmall {
        /// The group.
        group: String,
    },
    /// A player in no group.
    NoGroup {
        /// The player.
        name: String,
    },
    /// More go on from a group than it has players.
    Advance {
        /// How many go on.
        advance: u32,
    },
}

impl fmt::Display for GroupsFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GroupsFault::Count { groups, players } => write!(
                f,
                "groups: {groups} groups of {players} players (each group needs two or more)"
            ),
            GroupsFault::Rules(text) => f.write_str(text),
            GroupsFault::NoSeeding => f.write_str("the CN table has no group seeding"),
            GroupsFault::NotAPlayer { group, name } => {
                write!(f, "groups: {group}: '{name}' is not a player")
            }
            GroupsFault::TwoGroups { name } => write!(f, "groups: '{name}' is in two groups"),
            GroupsFault::TooSmall { group } => {
                write!(f, "groups: {group} has fewer than two players")
            }
            GroupsFault::NoGroup { name } => write!(f, "groups: '{name}' is in no group"),
            GroupsFault::Advance { advance } => {
                write!(f, "advance: {advance} from a group of fewer players")
            }
        }
    }
}

/// What is wrong with the numbers drawn again after withdrawals before the start (`redraw`,
/// CN 第20.2条: 在比赛开始前退出，如系循环制且剩余为双数，应重新抽签).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RedrawFault {
    /// A name of `redraw` that is not a player.
    NotAPlayer {
        /// Its index in `redraw`.
        index: usize,
        /// The name.
        name: String,
    },
    /// A player of `redraw` who withdrew before the start.
    Withdrew {
        /// Its index in `redraw`.
        index: usize,
        /// The player.
        name: String,
    },
    /// A player twice in `redraw`.
    Twice {
        /// The second index in `redraw`.
        index: usize,
        /// The player.
        name: String,
    },
    /// Players left who drew no number: of the whole event, or of a group.
    Missing {
        /// The group, in a group stage.
        group: Option<String>,
        /// The players left out.
        missing: Vec<String>,
    },
    /// A player of `redraw` in a group the book does not draw again.
    Stray {
        /// The player.
        name: String,
    },
    /// A `redraw` the book does not call for: the event is not a round robin (`None`), or
    /// this many players are left (an odd number, or no one withdrew).
    NotCalledFor {
        /// The players left, in a round robin.
        left: Option<usize>,
    },
}

impl fmt::Display for RedrawFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RedrawFault::NotAPlayer { index, name } => {
                write!(f, "redraw[{index}]: '{name}' is not a player")
            }
            RedrawFault::Withdrew { index, name } => write!(
                f,
                "redraw[{index}]: '{name}' withdrew before the start (withdrawn: 1), so draws no \
                 number"
            ),
            RedrawFault::Twice { index, name } => {
                write!(f, "redraw[{index}]: '{name}' is listed twice")
            }
            RedrawFault::Missing { group, missing } => write!(
                f,
                "redraw: every player left {}draws a number (CN 第20.2条); missing: {}",
                group
                    .as_ref()
                    .map_or(String::new(), |g| format!("in group {g} ")),
                missing.join(", ")
            ),
            RedrawFault::Stray { name } => write!(
                f,
                "redraw: '{name}' is in a group CN 第20.2条 does not draw again (no player of it \
                 left before the start, or an odd number is left)"
            ),
            RedrawFault::NotCalledFor { left } => write!(
                f,
                "redraw: CN 第20.2条 draws again only a round robin (or a group of one) that \
                 players left before the start with an even number remaining (在比赛开始前退出，\
                 如系循环制且剩余为双数，应重新抽签); this event {}",
                match left {
                    None => "is not a round robin".to_string(),
                    Some(n) => format!("has {n} players left"),
                }
            ),
        }
    }
}

/// What is wrong with a play-off game of a shared place (CN 第15.6条).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayoffFault {
    /// A name that is not a player.
    NotAPlayer {
        /// The name.
        name: String,
    },
    /// A player against themself.
    Themself {
        /// The player.
        name: String,
    },
    /// A place outside the field.
    Place {
        /// The place.
        place: u32,
        /// The players.
        players: usize,
    },
    /// A result of `unfinished`.
    Unfinished,
    /// A group named in an event without groups.
    NoGroups {
        /// The group named.
        group: String,
    },
    /// A group stage's play-off without its group.
    NeedsGroup,
    /// A group that is not one of the event's.
    NotAGroup {
        /// The group named.
        group: String,
    },
    /// A player not in the group named.
    NotInGroup {
        /// The player.
        name: String,
        /// The group.
        group: String,
    },
}

impl fmt::Display for PlayoffFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayoffFault::NotAPlayer { name } => write!(f, "'{name}' is not a player"),
            PlayoffFault::Themself { name } => write!(f, "'{name}' cannot play themself"),
            PlayoffFault::Place { place, players } => write!(
                f,
                "place {place} is not a place of {players} players (places count from 1)"
            ),
            PlayoffFault::Unfinished => {
                f.write_str("a play-off game is entered when it ends, not `unfinished`")
            }
            PlayoffFault::NoGroups { group } => {
                write!(f, "group '{group}': the event has no groups")
            }
            PlayoffFault::NeedsGroup => f.write_str("a group stage's play-off names its `group`"),
            PlayoffFault::NotAGroup { group } => write!(f, "'{group}' is not a group"),
            PlayoffFault::NotInGroup { name, group } => {
                write!(f, "'{name}' is not in group {group}")
            }
        }
    }
}

/// What is wrong with a game of `games`, or with the team match cut short (`in_progress`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameFault {
    /// A name that is not a player.
    NotAPlayer {
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
    },
    /// A player against themself.
    Themself {
        /// The player.
        name: String,
    },
    /// Round 0.
    RoundZero,
    /// A foul of someone who does not play the game (`match_`: a team match cut short).
    FoulNotInGame {
        /// The name.
        name: String,
        /// Red (the first team).
        red: String,
        /// Black (the second team).
        black: String,
        /// Whether it is a match cut short (`match`) rather than a game.
        cut_short: bool,
    },
    /// Two players of different groups.
    DifferentGroups {
        /// Red.
        red: String,
        /// Red's group.
        red_group: String,
        /// Black.
        black: String,
        /// Black's group.
        black_group: String,
    },
    /// A round past the order table's.
    PastTable {
        /// The round.
        round: u32,
        /// The table's rounds.
        rounds: u32,
    },
    /// A round past the event's announced rounds.
    PastEvent {
        /// The round.
        round: u32,
        /// The event's rounds.
        rounds: u32,
    },
    /// A player with another game (or more games than a match has) in the round.
    AlreadyPlays {
        /// The player.
        name: String,
        /// Games per pairing (1, or 2 in a two-game event).
        games_per_match: u32,
        /// The round.
        round: u32,
    },
    /// A game played on or after the player's withdrawal.
    PlayedAfterWithdrawal {
        /// The player.
        name: String,
        /// The first round they do not play.
        from: u32,
        /// The round of the game.
        round: u32,
    },
    /// A second meeting in a round robin.
    MetInRoundRobin {
        /// Red.
        red: String,
        /// Black.
        black: String,
    },
    /// A second meeting in a Swiss event (附录二 三).
    MetInSwiss {
        /// Red.
        red: String,
        /// Black.
        black: String,
    },
    /// A game of a player who withdrew before the start of a field drawn again (CN 第20.2条).
    NotInTable {
        /// The player.
        name: String,
        /// The group, in a group stage.
        group: Option<String>,
    },
    /// `boards` or `lineup` in an event without team matches.
    TeamFieldsOnly,
    /// No `result`.
    NoResult,
    /// A team match with both `boards` and `result`.
    BoardsAndResult,
    /// A team match with neither.
    NoBoards,
    /// A team match with a played result instead of its boards.
    PlayedResult {
        /// The result given.
        result: Outcome,
    },
    /// A line-up for a team that forfeited.
    ForfeitLineup,
    /// A line-up of a team that does not play the match.
    LineupStranger {
        /// The team named.
        team: String,
        /// The first team.
        red: String,
        /// The second team.
        black: String,
    },
    /// A line-up the kind of team event does not allow (第12条).
    Lineup {
        /// The team.
        team: String,
        /// What is wrong.
        error: crate::teams::LineupError,
    },
    /// Line-ups of different sizes.
    UnevenLineups {
        /// The first team.
        red: String,
        /// Its players.
        red_players: usize,
        /// The second team.
        black: String,
        /// Its players.
        black_players: usize,
    },
    /// Line-ups of another size than the boards.
    LineupBoards {
        /// The players of each line-up.
        players: usize,
        /// The boards.
        boards: usize,
    },
    /// Another number of board results than boards.
    BoardCount {
        /// The board results given.
        given: usize,
        /// The boards.
        boards: usize,
        /// Whether the event is 全队轮赛制.
        all_play_all: bool,
    },
    /// A board still being played in a match of `games`.
    BoardUnfinished,
    /// A match cut short in an event without team matches.
    NoTeamMatches,
    /// A team of a match cut short that is not a team of the event.
    NotATeam {
        /// The name.
        name: String,
        /// The players (the teams).
        players: Vec<String>,
    },
    /// A match cut short of a team against itself, or in round 0.
    TwoTeams,
    /// A match cut short without a board finished.
    NoBoardsYet,
    /// A match cut short with a `result`.
    CutShortResult,
    /// The boards of a match unknown.
    BoardCountUnknown,
    /// A match cut short with all its boards.
    Finished {
        /// The boards given.
        given: usize,
        /// The boards of the match.
        boards: usize,
    },
    /// A match cut short with a board still being played.
    StillPlaying,
}

impl fmt::Display for GameFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameFault::NotAPlayer { name, players } => {
                write!(f, "'{name}' is not a player (players: {})", listed(players))
            }
            GameFault::Themself { name } => write!(f, "'{name}' cannot play themself"),
            GameFault::RoundZero => f.write_str("rounds count from 1"),
            GameFault::FoulNotInGame {
                name,
                red,
                black,
                cut_short,
            } => write!(
                f,
                "fouls: '{name}' does not play this {} ({red} v {black})",
                if *cut_short { "match" } else { "game" }
            ),
            GameFault::DifferentGroups {
                red,
                red_group,
                black,
                black_group,
            } => write!(
                f,
                "'{red}' (group {red_group}) and '{black}' (group {black_group}) are in \
                 different groups"
            ),
            GameFault::PastTable { round, rounds } => {
                write!(f, "round {round} is past the order table's {rounds} rounds")
            }
            GameFault::PastEvent { round, rounds } => {
                write!(f, "round {round} is past the event's {rounds} rounds")
            }
            GameFault::AlreadyPlays {
                name,
                games_per_match,
                round,
            } => write!(
                f,
                "'{name}' already has {} in round {round}",
                if *games_per_match == 1 {
                    "a game".to_string()
                } else {
                    format!("{games_per_match} games")
                }
            ),
            GameFault::PlayedAfterWithdrawal { name, from, round } => write!(
                f,
                "'{name}' withdrew before round {from} but has a game played in round {round} (a \
                 game not played is a forfeit)"
            ),
            GameFault::MetInRoundRobin { red, black } => write!(
                f,
                "'{red}' and '{black}' have already met in this round robin"
            ),
            GameFault::MetInSwiss { red, black } => write!(
                f,
                "'{red}' and '{black}' have already met (附录二 三: 相遇过的对手不再编对)"
            ),
            GameFault::NotInTable { name, group } => write!(
                f,
                "'{name}' withdrew before the start and {} was drawn again without them (CN \
                 第20.2条: 在比赛开始前退出，如系循环制且剩余为双数，应重新抽签), so they have no game in its \
                 order table",
                group
                    .as_ref()
                    .map_or("the field".to_string(), |g| format!("group {g}"))
            ),
            GameFault::TeamFieldsOnly => {
                f.write_str("boards and lineup are for a match between two teams")
            }
            GameFault::NoResult => f.write_str("no result"),
            GameFault::BoardsAndResult => f.write_str(
                "a team match has `boards`, or a `result` when a whole team forfeited, not both",
            ),
            GameFault::NoBoards => {
                f.write_str("a team match needs its `boards` (each board's result)")
            }
            GameFault::PlayedResult { result } => write!(
                f,
                "a team match is decided by its boards (第14.2条): `result` '{}' only says a \
                 whole team forfeited (forfeit-red, forfeit-black, double-forfeit)",
                result.text()
            ),
            GameFault::ForfeitLineup => {
                f.write_str("a team that forfeited the match has no line-up")
            }
            GameFault::LineupStranger { team, red, black } => write!(
                f,
                "lineup: '{team}' does not play this match ({red} v {black})"
            ),
            GameFault::Lineup { team, error } => write!(f, "lineup of '{team}': {error}"),
            GameFault::UnevenLineups {
                red,
                red_players,
                black,
                black_players,
            } => write!(
                f,
                "'{red}' fields {red_players} players and '{black}' {black_players}"
            ),
            GameFault::LineupBoards { players, boards } => {
                write!(f, "the line-ups have {players} players for {boards} boards")
            }
            GameFault::BoardCount {
                given,
                boards,
                all_play_all,
            } => write!(
                f,
                "{given} board results for {boards} boards{}",
                if *all_play_all {
                    " (全队轮赛制: every player of one line-up against every player of the other)"
                } else {
                    ""
                }
            ),
            GameFault::BoardUnfinished => {
                f.write_str("a board still being played: a team match is recorded when it ends")
            }
            GameFault::NoTeamMatches => {
                f.write_str("a team match cut short; this event has no team matches")
            }
            GameFault::NotATeam { name, players } => {
                write!(f, "'{name}' is not a team (players: {})", listed(players))
            }
            GameFault::TwoTeams => f.write_str("a match of two teams, in a round counted from 1"),
            GameFault::NoBoardsYet => {
                f.write_str("it needs the `boards` finished so far (one at least)")
            }
            GameFault::CutShortResult => f.write_str("a match cut short has no `result`"),
            GameFault::BoardCountUnknown => {
                f.write_str("the file's `boards` must say how many boards a match has")
            }
            GameFault::Finished { given, boards } => write!(
                f,
                "{given} boards of a match of {boards}: a finished match goes in `games`"
            ),
            GameFault::StillPlaying => {
                f.write_str("it holds the boards finished so far, not one still being played")
            }
        }
    }
}
