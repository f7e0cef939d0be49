//! Team events (CN 第12条): line-ups checked against the kind of event, the results file written
//! and read back, 场分 and 局分 in the standings, the team ranking of 队员总分制, and AXF refusing
//! to score what it has no article for.

use crate::support::{qili, scratch, stderr};
use qili_tournament::System;
use qili_tournament::director::standings;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event, Game, ResultsFile};
use qili_tournament::rules::competition;
use qili_tournament::teams::{MAX_LINEUP_CHOICES, TeamKind, allowed_lineups};
use std::collections::BTreeMap;

/// Three teams of four boards and two substitutes, round robin.
fn three_teams() -> ResultsFile {
    let mut file = ResultsFile::new(
        System::RoundRobin,
        ["T1", "T2", "T3"].map(String::from).to_vec(),
    );
    for (team, p) in [("T1", 'a'), ("T2", 'b'), ("T3", 'c')] {
        file.teams
            .insert(team.into(), (1..=6).map(|i| format!("{p}{i}")).collect());
    }
    file.boards = Some(4);
    file
}

/// A team match of the order table for three (附录一: 2—3, 1—2, 3—1).
fn team_match(round: u32, red: &str, black: &str, boards: [Outcome; 4]) -> Game {
    Game {
        result: None,
        boards: Some(boards.to_vec()),
        ..Game::new(round, red, black, Outcome::Draw)
    }
}

/// Line-ups by team: `[("T2", &["b1", "b2"])]`.
type Lineup<'a> = &'a [(&'a str, &'a [&'a str])];

fn lineup(pairs: Lineup) -> Option<BTreeMap<String, Vec<String>>> {
    Some(
        pairs
            .iter()
            .map(|(t, l)| (t.to_string(), l.iter().map(|s| s.to_string()).collect()))
            .collect(),
    )
}

use Outcome::{BlackWins as L, Draw as D, RedWins as W};

/// 第12.2条's rule, as the results file checks it: any four of the six in roster order, never
/// reordered; a roster player of another team, one player at two boards, or a line-up that
/// does not fill the boards is refused, naming the game's line.
#[test]
fn line_ups_keep_the_board_order_the_kind_of_event_asks_for() {
    let count = |kind, roster, boards| allowed_lineups(kind, roster, boards).map(|l| l.len());
    assert_eq!(count(TeamKind::Substitutes, 6, 4), Ok(15));
    assert_eq!(count(TeamKind::FixedBoards, 4, 4), Ok(1));
    assert_eq!(
        count(TeamKind::FixedBoards, 5, 4),
        Ok(0),
        "12.1 has no substitutes"
    );
    assert_eq!(count(TeamKind::FreeBoards, 4, 3), Ok(24));
    assert_eq!(count(TeamKind::Substitutes, 3, 4), Ok(0));
    let big = allowed_lineups(TeamKind::FreeBoards, 12, 8)
        .expect_err("too many orders")
        .to_string();
    assert!(big.contains(&MAX_LINEUP_CHOICES.to_string()), "{big}");
    let dir = scratch("teams-lineups");
    let cases: [(Option<TeamKind>, Lineup, &str); 6] = [
        (None, &[("T2", &["b1", "b2", "b3", "b5"])], ""),
        (
            None,
            &[("T2", &["b1", "b3", "b2", "b4"])],
            "lineup of 'T2': 第12.2条: 台次顺序不能前后颠倒 — 'b3' (number 3 on the roster) sits above 'b2'",
        ),
        (
            Some(TeamKind::FreeBoards),
            &[("T2", &["b1", "b3", "b2", "b4"])],
            "",
        ),
        (
            None,
            &[("T2", &["b1", "b2", "c3", "b4"])],
            "lineup of 'T2': board 3: 'c3' is not on the team",
        ),
        (
            None,
            &[("T2", &["b1", "b2", "b2", "b4"])],
            "lineup of 'T2': 'b2' sits at two boards",
        ),
        (
            None,
            &[("T2", &["b1", "b2", "b3"])],
            "'T2' fields 3 players and 'T3' 4",
        ),
    ];
    for (i, (kind, l, error)) in cases.into_iter().enumerate() {
        let mut file = three_teams();
        file.team_event = kind;
        let mut game = team_match(1, "T2", "T3", [W, D, D, L]);
        game.lineup = lineup(l);
        file.games = vec![game];
        let json = serde_json::to_string_pretty(&file).expect("serializes");
        let path = dir.join(format!("{i}.json"));
        std::fs::write(&path, &json).expect("written");
        let out = qili(&[
            "tournament",
            "standings",
            "--rules",
            "cn",
            "--results",
            path.to_str().expect("UTF-8"),
        ]);
        if error.is_empty() {
            assert!(out.status.success(), "{i}: {}", stderr(&out));
        } else {
            assert_eq!(out.status.code(), Some(2), "{i}");
            let line = json
                .lines()
                .position(|l| l.contains("\"games\""))
                .expect("games")
                + 2;
            let err = stderr(&out);
            assert!(
                err.contains(&format!("line {line}: games[0]: {error}")),
                "{i}: {err}"
            );
        }
    }
}

/// What a team results file may not say, each refused with its reason.
#[test]
fn team_results_files_refuse_what_the_articles_do_not_allow() {
    let check = |edit: &dyn Fn(&mut ResultsFile), says: &str| {
        let mut file = three_teams();
        file.games = vec![team_match(1, "T2", "T3", [W, D, D, L])];
        edit(&mut file);
        let err = Event::new(file).expect_err(says);
        assert!(err.contains(says), "{err}");
    };
    check(
        &|f| f.team_event = Some(TeamKind::FixedBoards),
        "第12.1条 分台定人制: every match is played by the roster in its order",
    );
    check(
        &|f| f.games[0].result = Some(W),
        "a team match has `boards`, or a `result` when a whole team forfeited, not both",
    );
    check(
        &|f| {
            f.games[0].boards = None;
            f.games[0].result = Some(W);
        },
        "a team match is decided by its boards (第14.2条)",
    );
    check(
        &|f| f.games[0].boards = Some(vec![W, D, D]),
        "3 board results for 4 boards",
    );
    check(
        &|f| {
            f.teams.clear();
            f.boards = None;
        },
        "boards and lineup are for a match between two teams",
    );
    check(
        &|f| {
            f.teams.get_mut("T3").expect("T3").push("b1".into());
        },
        "'b1' is listed twice",
    );
    check(
        &|f| {
            f.teams.remove("T3");
        },
        "'T3' is in `players` but has no team list",
    );
}

/// The results file of a team event, written as `run` writes files (a game a line) and read
/// back; standings JSON gives each team's 场分 as `points` and its 局分 among the tie-breaks; a
/// team forfeit is a won match (第21.4条 “+”号等于2分) with every board credited; fouls and
/// sanctions of the players count for their team; AXF, which scores no team event, refuses.
#[test]
fn team_standings_report_match_and_board_points() {
    let mut file = three_teams();
    file.fouls.insert("b4".into(), 1);
    file.fouls.insert("T2".into(), 1);
    let mut first = team_match(1, "T2", "T3", [W, D, D, L]);
    first.lineup = lineup(&[("T2", &["b1", "b2", "b3", "b5"])]);
    file.games = vec![
        first,
        Game::new(2, "T1", "T2", Outcome::BlackForfeits),
        team_match(3, "T3", "T1", [W, W, D, L]),
    ];
    let event = Event::new(file).expect("valid");
    let text = event.to_json();
    assert_eq!(
        text.lines().filter(|l| l.contains("\"round\"")).count(),
        3,
        "{text}"
    );
    assert!(
        text.contains("\"lineup\": {\"T2\":[\"b1\",\"b2\",\"b3\",\"b5\"]}"),
        "{text}"
    );
    let back = Event::parse(&text, "teams.json").expect("reads back");
    assert_eq!(back.file, event.file);
    assert_eq!(event.fouls(1), 2, "T2's own foul and b4's");
    let cn = competition("cn").expect("built in");
    let s = standings(&event, cn, None).expect("ranked");
    let rows: Vec<(String, f64, serde_json::Value, serde_json::Value)> = s
        .standings
        .iter()
        .map(|r| {
            let get = |k: &str| {
                r.tiebreaks
                    .0
                    .iter()
                    .find(|(x, _)| x == k)
                    .expect(k)
                    .1
                    .clone()
            };
            (r.player.clone(), r.points, get("game_points"), get("fouls"))
        })
        .collect();
    // T2–T3 2:2 (1 场分 each), T1 + T2 (2 场分, and the four boards: 局分 4), T3–T1 2½:1½
    // (T3 2). 场分: T3 3, T1 2, T2 1; 局分: T3 2 + 2½, T1 4 + 1½, T2 2 + 0.
    assert_eq!(
        rows,
        [
            (
                "T3".into(),
                3.0,
                serde_json::json!(4.5),
                serde_json::json!(0)
            ),
            (
                "T1".into(),
                2.0,
                serde_json::json!(5.5),
                serde_json::json!(0)
            ),
            (
                "T2".into(),
                1.0,
                serde_json::json!(2.0),
                serde_json::json!(2)
            ),
        ]
    );
    let axf = competition("axf").expect("built in");
    let err = standings(&event, axf, None)
        .expect_err("AXF has no team scoring")
        .to_string();
    assert!(
        err.contains("AXF scores no team event") && err.contains("--rules cn"),
        "{err}"
    );
}

/// `table --boards` adds the first-listed team's colour on each board (第13.2条); without it the
/// table's JSON is as it was.
#[test]
fn the_order_table_gives_team_board_colours() {
    let out = qili(&[
        "tournament",
        "table",
        "--players",
        "4",
        "--boards",
        "5",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(
        v["board_colours"],
        serde_json::json!(["red", "black", "red", "black", "red"])
    );
    assert_eq!(v["rounds"].as_array().expect("rounds").len(), 3);
    let plain = qili(&["tournament", "table", "--players", "4", "--json"]);
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("board_colours"));
    let zero = qili(&["tournament", "table", "--players", "4", "--boards", "0"]);
    assert_eq!(zero.status.code(), Some(2));
}
