//! What is wrong in a results file, in the language asked for: English is the tournament
//! crate's own text ([`ResultsError`]'s `Display`); in Chinese the harness words the same
//! fault from its data with the catalogue's words: `rr.json：第 7 行：games[4]：“X”不是本赛事的棋手
//! （棋手：A、B）`. The file's keys (`games[4]`, `withdrawn`) stay as the file writes them, so that
//! the arbiter finds them; the order table's limit on players is worded by
//! [`super::table_words`], and a line-up's or a roster's fault by [`super::event_words`].

use crate::i18n::{Lang, tr};
use qili_tournament::System;
use qili_tournament::records::{ByeReason, PairingFault, Place, RecordFault};
use qili_tournament::results_fault::{
    Fault, GameFault, GroupsFault, PlayoffFault, RedrawFault, ResultsError, TeamFault,
};
use std::path::Path;

/// A results file's fault in `lang`.
pub fn error(lang: Lang, e: &ResultsError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let place = match (&e.origin, e.line) {
        (Some(_), Some(_)) => "file-line",
        (Some(_), None) => "file",
        (None, Some(_)) => "line",
        (None, None) => "none",
    };
    tr!(
        lang,
        "results-error",
        place = place,
        origin = e.origin.clone().unwrap_or_default(),
        line = e.line.unwrap_or(0).to_string(),
        fault = fault(lang, &e.fault)
    )
}

/// Why the results file `path` cannot be written, in `lang`: English as it has always been
/// (`PATH: cannot write: …`, the system's words), Chinese as any file qili cannot write
/// ([`super::errors::cannot_write`]: 无法写入 PATH：…).
pub fn cannot_write(lang: Lang, path: &Path, error: &std::io::Error) -> String {
    if lang.is_chinese() {
        super::errors::cannot_write(lang, path, error)
    } else {
        format!("{}: cannot write: {error}", path.display())
    }
}

/// A list of names in `lang`: `A、B、C`.
fn names(lang: Lang, names: &[String]) -> String {
    crate::reasons::list(lang, names)
}

/// Why a bye was recorded, in `lang`.
fn bye_why(lang: Lang, why: ByeReason) -> String {
    let kind = match why {
        ByeReason::Requested => "requested",
        ByeReason::LateEntry => "late",
    };
    tr!(lang, "results-bye-why", why = kind)
}

/// The fields of a `results-fault` message: the kind and the values it may use.
#[derive(Default)]
struct Words {
    kind: &'static str,
    n: String,
    m: String,
    k: String,
    key: String,
    name: String,
    players: String,
    text: String,
    system: &'static str,
    why: String,
}

/// What is wrong, in `lang` (a Chinese one).
fn fault(lang: Lang, f: &Fault) -> String {
    let w = match f {
        Fault::Encoding { byte } => Words {
            kind: "encoding",
            n: byte.to_string(),
            ..Words::default()
        },
        Fault::Json { text, line, column } => Words {
            kind: "json",
            n: line.to_string(),
            m: column.to_string(),
            // serde_json's words, in `lang`, without the place the message gives first.
            text: super::json_words::words(
                lang,
                text.strip_suffix(&format!(" at line {line} column {column}"))
                    .unwrap_or(text),
            ),
            ..Words::default()
        },
        Fault::TooFewPlayers => Words {
            kind: "too-few",
            ..Words::default()
        },
        Fault::GroupsNotRoundRobin => Words {
            kind: "groups-not-round-robin",
            ..Words::default()
        },
        Fault::AdvanceWithoutGroups => Words {
            kind: "advance-without-groups",
            ..Words::default()
        },
        Fault::PlayerCount(count) => Words {
            kind: "player-count",
            text: super::table_words::players(lang, count),
            ..Words::default()
        },
        Fault::EmptyName { index } => Words {
            kind: "empty-name",
            n: index.to_string(),
            ..Words::default()
        },
        Fault::PlayerTwice { name } => Words {
            kind: "player-twice",
            name: name.clone(),
            ..Words::default()
        },
        Fault::NotAPlayer { key, name, players } => Words {
            kind: "not-a-player",
            key: key.clone(),
            name: name.clone(),
            players: names(lang, players),
            ..Words::default()
        },
        Fault::AvoidSameUnit => Words {
            kind: "avoid-same-unit",
            ..Words::default()
        },
        Fault::WithdrawnRoundZero { name } => Words {
            kind: "withdrawn-zero",
            name: name.clone(),
            ..Words::default()
        },
        Fault::UnsharedPlace { place, players } => Words {
            kind: "unshared-place",
            n: place.to_string(),
            m: players.to_string(),
            ..Words::default()
        },
        Fault::GamesPerMatch(n) => Words {
            kind: "games-per-match",
            n: n.to_string(),
            ..Words::default()
        },
        Fault::KnockoutOnly { key } => Words {
            kind: "knockout-only",
            key: key.clone(),
            ..Words::default()
        },
        Fault::ThirdPlaceDouble => Words {
            kind: "third-place-double",
            ..Words::default()
        },
        Fault::RoundsZero => Words {
            kind: "rounds-zero",
            ..Words::default()
        },
        Fault::TooManyRounds {
            rounds,
            players,
            most,
        } => Words {
            kind: "too-many-rounds",
            n: rounds.to_string(),
            m: players.to_string(),
            k: most.to_string(),
            ..Words::default()
        },
        Fault::RoundMissing { missing, last } => Words {
            kind: "round-missing",
            n: missing.to_string(),
            m: last.to_string(),
            ..Words::default()
        },
        Fault::Rules(text) => Words {
            kind: "rules",
            text: text.clone(),
            ..Words::default()
        },
        Fault::ByeNotSwiss { why, system } => Words {
            kind: "bye-not-swiss",
            why: bye_why(lang, *why),
            system: match system {
                System::RoundRobin => "round-robin",
                System::Swiss => "swiss",
                System::Knockout => "knockout",
            },
            ..Words::default()
        },
        Fault::ByeTeamMatch { player, why } => Words {
            kind: "bye-team-match",
            name: player.clone(),
            why: bye_why(lang, *why),
            ..Words::default()
        },
        Fault::Roster { team, error } => Words {
            kind: "roster",
            key: team.clone(),
            text: super::event_words::roster(lang, error),
            ..Words::default()
        },
        Fault::Team(t) => Words {
            kind: "part",
            text: team(lang, t),
            ..Words::default()
        },
        Fault::Groups(g) => Words {
            kind: "part",
            text: groups(lang, g),
            ..Words::default()
        },
        Fault::Redraw(r) => Words {
            kind: "part",
            text: redraw(lang, r),
            ..Words::default()
        },
        Fault::Records(r) => Words {
            kind: "part",
            text: record(lang, &r.what),
            ..Words::default()
        },
        Fault::PlayoffGame { index, fault } => Words {
            kind: "part",
            text: format!("playoff_games[{index}]：{}", playoff(lang, fault)),
            ..Words::default()
        },
        Fault::Game { index, fault } => Words {
            kind: "part",
            text: format!("games[{index}]：{}", game(lang, fault)),
            ..Words::default()
        },
        Fault::InProgress(fault) => Words {
            kind: "part",
            text: format!("in_progress：{}", game(lang, fault)),
            ..Words::default()
        },
    };
    tr!(
        lang,
        "results-fault",
        kind = w.kind,
        n = w.n,
        m = w.m,
        k = w.k,
        key = w.key,
        name = w.name,
        players = w.players,
        text = w.text,
        system = w.system,
        why = w.why
    )
}

/// What is wrong with the teams, in `lang`.
fn team(lang: Lang, t: &TeamFault) -> String {
    let none = String::new;
    let (kind, team, name, players, n, m) = match t {
        TeamFault::NotTeamEvent => ("not-team-event", none(), none(), none(), 0, 0),
        TeamFault::NoTeamList { team } => ("no-team-list", team.clone(), none(), none(), 0, 0),
        TeamFault::BoardsZero => ("boards-zero", none(), none(), none(), 0, 0),
        TeamFault::NotInPlayers { team, players } => (
            "not-in-players",
            team.clone(),
            none(),
            names(lang, players),
            0,
            0,
        ),
        TeamFault::Empty { team } => ("empty", team.clone(), none(), none(), 0, 0),
        TeamFault::EmptyName { team } => ("empty-name", team.clone(), none(), none(), 0, 0),
        TeamFault::TeamAndPlayer { name } => {
            ("team-and-player", none(), name.clone(), none(), 0, 0)
        }
        TeamFault::NotIndividual { team, name } => {
            ("not-individual", team.clone(), name.clone(), none(), 0, 0)
        }
        TeamFault::ListedTwice { name } => ("twice", none(), name.clone(), none(), 0, 0),
        TeamFault::Short {
            team,
            players,
            boards,
        } => (
            "short",
            team.clone(),
            none(),
            none(),
            *players,
            *boards as usize,
        ),
    };
    tr!(
        lang,
        "results-team-fault",
        kind = kind,
        team = team,
        name = name,
        players = players,
        n = n.to_string(),
        m = m.to_string()
    )
}

/// What is wrong with the groups, in `lang`.
fn groups(lang: Lang, g: &GroupsFault) -> String {
    let none = String::new;
    let (kind, group, name, text, n, m) = match g {
        GroupsFault::Count { groups, players } => {
            ("count", none(), none(), none(), *groups as usize, *players)
        }
        GroupsFault::Rules(text) => ("rules", none(), none(), text.clone(), 0, 0),
        GroupsFault::NoSeeding => ("no-seeding", none(), none(), none(), 0, 0),
        GroupsFault::NotAPlayer { group, name } => {
            ("not-a-player", group.clone(), name.clone(), none(), 0, 0)
        }
        GroupsFault::TwoGroups { name } => ("two-groups", none(), name.clone(), none(), 0, 0),
        GroupsFault::TooSmall { group } => ("too-small", group.clone(), none(), none(), 0, 0),
        GroupsFault::NoGroup { name } => ("no-group", none(), name.clone(), none(), 0, 0),
        GroupsFault::Advance { advance } => {
            ("advance", none(), none(), none(), *advance as usize, 0)
        }
    };
    tr!(
        lang,
        "results-groups-fault",
        kind = kind,
        group = group,
        name = name,
        text = text,
        n = n.to_string(),
        m = m.to_string()
    )
}

/// What is wrong with the numbers drawn again (CN 第20.2条), in `lang`.
fn redraw(lang: Lang, r: &RedrawFault) -> String {
    let none = String::new;
    let (kind, n, name, group, players) = match r {
        RedrawFault::NotAPlayer { index, name } => {
            ("not-a-player", *index, name.clone(), none(), none())
        }
        RedrawFault::Withdrew { index, name } => ("withdrew", *index, name.clone(), none(), none()),
        RedrawFault::Twice { index, name } => ("twice", *index, name.clone(), none(), none()),
        RedrawFault::Missing { group, missing } => (
            "missing",
            0,
            none(),
            group.clone().unwrap_or_default(),
            names(lang, missing),
        ),
        RedrawFault::Stray { name } => ("stray", 0, name.clone(), none(), none()),
        RedrawFault::NotCalledFor { left } => (
            if left.is_some() {
                "not-called-for-left"
            } else {
                "not-called-for"
            },
            left.unwrap_or(0),
            none(),
            none(),
            none(),
        ),
    };
    tr!(
        lang,
        "results-redraw-fault",
        kind = kind,
        n = n.to_string(),
        name = name,
        grouped = if group.is_empty() { "no" } else { "yes" },
        group = group,
        players = players
    )
}

/// What is wrong with a play-off game, in `lang`.
fn playoff(lang: Lang, p: &PlayoffFault) -> String {
    let none = String::new;
    let (kind, name, group, n, m) = match p {
        PlayoffFault::NotAPlayer { name } => ("not-a-player", name.clone(), none(), 0, 0),
        PlayoffFault::Themself { name } => ("themself", name.clone(), none(), 0, 0),
        PlayoffFault::Place { place, players } => {
            ("place", none(), none(), *place as usize, *players)
        }
        PlayoffFault::Unfinished => ("unfinished", none(), none(), 0, 0),
        PlayoffFault::NoGroups { group } => ("no-groups", none(), group.clone(), 0, 0),
        PlayoffFault::NeedsGroup => ("needs-group", none(), none(), 0, 0),
        PlayoffFault::NotAGroup { group } => ("not-a-group", none(), group.clone(), 0, 0),
        PlayoffFault::NotInGroup { name, group } => {
            ("not-in-group", name.clone(), group.clone(), 0, 0)
        }
    };
    tr!(
        lang,
        "results-playoff-fault",
        kind = kind,
        name = name,
        group = group,
        n = n.to_string(),
        m = m.to_string()
    )
}

/// The fields of a `results-game-fault` message.
#[derive(Default)]
struct GameWords {
    kind: &'static str,
    name: String,
    red: String,
    black: String,
    group: String,
    other: String,
    n: String,
    m: String,
    players: String,
    text: String,
    flag: &'static str,
}

/// What is wrong with a game or a team match, in `lang`.
fn game(lang: Lang, g: &GameFault) -> String {
    let simple = |kind: &'static str| GameWords {
        kind,
        ..GameWords::default()
    };
    let w = match g {
        GameFault::NotAPlayer { name, players } => GameWords {
            kind: "not-a-player",
            name: name.clone(),
            players: names(lang, players),
            ..GameWords::default()
        },
        GameFault::Themself { name } => GameWords {
            kind: "themself",
            name: name.clone(),
            ..GameWords::default()
        },
        GameFault::RoundZero => simple("round-zero"),
        GameFault::FoulNotInGame {
            name,
            red,
            black,
            cut_short,
        } => GameWords {
            kind: "foul-not-in-game",
            name: name.clone(),
            red: red.clone(),
            black: black.clone(),
            flag: if *cut_short { "yes" } else { "no" },
            ..GameWords::default()
        },
        GameFault::DifferentGroups {
            red,
            red_group,
            black,
            black_group,
        } => GameWords {
            kind: "different-groups",
            red: red.clone(),
            group: red_group.clone(),
            black: black.clone(),
            other: black_group.clone(),
            ..GameWords::default()
        },
        GameFault::PastTable { round, rounds } => GameWords {
            kind: "past-table",
            n: round.to_string(),
            m: rounds.to_string(),
            ..GameWords::default()
        },
        GameFault::PastEvent { round, rounds } => GameWords {
            kind: "past-event",
            n: round.to_string(),
            m: rounds.to_string(),
            ..GameWords::default()
        },
        GameFault::AlreadyPlays {
            name,
            games_per_match,
            round,
        } => GameWords {
            kind: "already-plays",
            name: name.clone(),
            n: round.to_string(),
            m: games_per_match.to_string(),
            ..GameWords::default()
        },
        GameFault::PlayedAfterWithdrawal { name, from, round } => GameWords {
            kind: "played-after-withdrawal",
            name: name.clone(),
            n: round.to_string(),
            m: from.to_string(),
            ..GameWords::default()
        },
        GameFault::MetInRoundRobin { red, black } => GameWords {
            kind: "met-round-robin",
            red: red.clone(),
            black: black.clone(),
            ..GameWords::default()
        },
        GameFault::MetInSwiss { red, black } => GameWords {
            kind: "met-swiss",
            red: red.clone(),
            black: black.clone(),
            ..GameWords::default()
        },
        GameFault::NotInTable { name, group } => GameWords {
            kind: "not-in-table",
            name: name.clone(),
            group: group.clone().unwrap_or_default(),
            flag: if group.is_some() { "yes" } else { "no" },
            ..GameWords::default()
        },
        GameFault::TeamFieldsOnly => simple("team-fields-only"),
        GameFault::NoResult => simple("no-result"),
        GameFault::BoardsAndResult => simple("boards-and-result"),
        GameFault::NoBoards => simple("no-boards"),
        GameFault::PlayedResult { result } => GameWords {
            kind: "played-result",
            text: result.text().into(),
            ..GameWords::default()
        },
        GameFault::ForfeitLineup => simple("forfeit-lineup"),
        GameFault::LineupStranger { team, red, black } => GameWords {
            kind: "lineup-stranger",
            name: team.clone(),
            red: red.clone(),
            black: black.clone(),
            ..GameWords::default()
        },
        GameFault::Lineup { team, error } => GameWords {
            kind: "lineup",
            name: team.clone(),
            text: super::event_words::lineup(lang, error),
            ..GameWords::default()
        },
        GameFault::UnevenLineups {
            red,
            red_players,
            black,
            black_players,
        } => GameWords {
            kind: "uneven-lineups",
            red: red.clone(),
            black: black.clone(),
            n: red_players.to_string(),
            m: black_players.to_string(),
            ..GameWords::default()
        },
        GameFault::LineupBoards { players, boards } => GameWords {
            kind: "lineup-boards",
            n: players.to_string(),
            m: boards.to_string(),
            ..GameWords::default()
        },
        GameFault::BoardCount {
            given,
            boards,
            all_play_all,
        } => GameWords {
            kind: "board-count",
            n: given.to_string(),
            m: boards.to_string(),
            flag: if *all_play_all { "yes" } else { "no" },
            ..GameWords::default()
        },
        GameFault::BoardUnfinished => simple("board-unfinished"),
        GameFault::NoTeamMatches => simple("no-team-matches"),
        GameFault::NotATeam { name, players } => GameWords {
            kind: "not-a-team",
            name: name.clone(),
            players: names(lang, players),
            ..GameWords::default()
        },
        GameFault::TwoTeams => simple("two-teams"),
        GameFault::NoBoardsYet => simple("no-boards-yet"),
        GameFault::CutShortResult => simple("cut-short-result"),
        GameFault::BoardCountUnknown => simple("board-count-unknown"),
        GameFault::Finished { given, boards } => GameWords {
            kind: "finished",
            n: given.to_string(),
            m: boards.to_string(),
            ..GameWords::default()
        },
        GameFault::StillPlaying => simple("still-playing"),
    };
    tr!(
        lang,
        "results-game-fault",
        kind = w.kind,
        name = w.name,
        red = w.red,
        black = w.black,
        group = w.group,
        other = w.other,
        n = w.n,
        m = w.m,
        players = w.players,
        text = w.text,
        flag = w.flag
    )
}

/// What is wrong in the records (ratings, byes, the rounds paired), in `lang`.
fn record(lang: Lang, r: &RecordFault) -> String {
    let none = String::new;
    let place = |p: &Place| {
        let (kind, board) = match p {
            Place::Board(b) => ("board", *b),
            Place::Bye => ("bye", 0),
            Place::Forfeit => ("forfeit", 0),
        };
        tr!(
            lang,
            "results-place",
            place = kind,
            board = board.to_string()
        )
    };
    let (kind, name, red, black, n, m, why, text) = match r {
        RecordFault::NotAPlayer { name } => (
            "not-a-player",
            name.clone(),
            none(),
            none(),
            0,
            0,
            none(),
            none(),
        ),
        RecordFault::Rating { name, rating } => (
            "rating",
            name.clone(),
            none(),
            none(),
            *rating as usize,
            0,
            none(),
            none(),
        ),
        RecordFault::ByeRoundZero { index } => (
            "bye-round-zero",
            none(),
            none(),
            none(),
            *index,
            0,
            none(),
            none(),
        ),
        RecordFault::ByeTwice { index, name, round } => (
            "bye-twice",
            name.clone(),
            none(),
            none(),
            *index,
            *round as usize,
            none(),
            none(),
        ),
        RecordFault::ByeAndGame {
            index,
            name,
            why,
            round,
        } => (
            "bye-and-game",
            name.clone(),
            none(),
            none(),
            *index,
            *round as usize,
            bye_why(lang, *why),
            none(),
        ),
        RecordFault::Pairing { index, round, what } => {
            let (sub, name, at, bye) = match what {
                PairingFault::RoundZero => ("round-zero", none(), none(), 0),
                PairingFault::PairedTwice => ("paired-twice", none(), none(), 0),
                PairingFault::ListedTwice { name, place: p } => {
                    ("listed-twice", name.clone(), place(p), 0)
                }
                PairingFault::PairedAndExcused {
                    name,
                    place: p,
                    bye,
                } => ("paired-and-excused", name.clone(), place(p), *bye),
            };
            let text = tr!(
                lang,
                "results-pairing-fault",
                kind = sub,
                name = name,
                place = at,
                bye = bye.to_string()
            );
            (
                "pairing",
                none(),
                none(),
                none(),
                *index,
                *round as usize,
                none(),
                text,
            )
        }
        RecordFault::Colours {
            round,
            red,
            black,
            board,
        } => (
            "colours",
            none(),
            red.clone(),
            black.clone(),
            *board,
            *round as usize,
            none(),
            none(),
        ),
        RecordFault::NotPaired {
            round,
            red,
            black,
            index,
        } => (
            "not-paired",
            none(),
            red.clone(),
            black.clone(),
            *index,
            *round as usize,
            none(),
            none(),
        ),
    };
    tr!(
        lang,
        "results-record-fault",
        kind = kind,
        name = name,
        red = red,
        black = black,
        n = n.to_string(),
        m = m.to_string(),
        why = why,
        text = text
    )
}
