//! `qili tournament run` for a team event (CN 第12条): the engines file's teams and line-ups,
//! each board's engines and colours (第13.2条: the first-listed team red on the odd boards), the
//! match written with its boards (from the first-listed team's side) and line-ups, a match cut
//! short played again from its first board, a mismatched resume refused, and the standings.

use crate::support::{qili, scratch, stderr};
use qili::tournament::engine_teams;
use qili::tournament::engine_teams::{EngineTeam, EngineTeams, Seat};
use qili::tournament::run::{
    Arbiter, Entrant, Field, Files, Finished, Plan, Scheduled, read_field, run_teams,
    run_total_places,
};
use qili_tournament::Colour;
use qili_tournament::System;
use qili_tournament::bracket::Step;
use qili_tournament::director::standings;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event, Play};
use qili_tournament::rules::{TwoGameTeams, competition};
use qili_tournament::teams::TeamKind;
use std::path::Path;

/// The player whose name comes first in the alphabet wins (every `a` beats every `b`, every
/// `b` every `c`), whatever the colours; black gets a foul on every board 2. Stops the event
/// (as a kill would) when asked for game number `stop_at` (from 0). Its PGN names the round,
/// the board and the players, so that a game written twice shows.
#[derive(Default)]
struct Alphabetical {
    stop_at: Option<usize>,
    asked: Vec<(u32, String, String, usize)>,
}

impl Arbiter for Alphabetical {
    fn play(&mut self, game: &Scheduled) -> Result<Finished, String> {
        if self.stop_at == Some(self.asked.len()) {
            return Err("killed".into());
        }
        // 0: a game of an individual event (队员总分制).
        let board = game.board.as_ref().map_or(0, |b| b.number);
        self.asked.push((
            game.round,
            game.red.name.clone(),
            game.black.name.clone(),
            board,
        ));
        let result = if game.red.name < game.black.name {
            Outcome::RedWins
        } else {
            Outcome::BlackWins
        };
        Ok(Finished {
            result,
            reason: format!("scripted {}", game.red.name),
            said: None,
            pgn: Some(format!(
                "[Round \"{}.{board}\"]\n[White \"{}\"]\n[Black \"{}\"]\n\n*",
                game.round, game.red.name, game.black.name
            )),
            fouls: [0, u32::from(board == 2)],
        })
    }
}

fn entrant(name: &str) -> Entrant {
    Entrant {
        name: name.into(),
        spec: format!("cmd={name}"),
    }
}

fn team(name: &str, players: &[&str], lineups: &[(u32, &[&str])]) -> EngineTeam {
    EngineTeam {
        name: name.into(),
        players: players.iter().map(|p| entrant(p)).collect(),
        lineups: lineups
            .iter()
            .map(|(r, l)| (*r, l.iter().map(|s| s.to_string()).collect()))
            .collect(),
    }
}

/// A match as the test reads it: round, the teams, the boards, the line-ups, who fouled.
type Shown<'a> = (
    u32,
    &'a str,
    &'a str,
    Vec<&'a str>,
    Vec<(&'a str, Vec<&'a str>)>,
    Vec<&'a str>,
);

/// Three teams on two boards; T1 has a substitute, a3, who plays board 2 in round 2.
fn three_teams() -> EngineTeams {
    EngineTeams::new(
        vec![
            team("T1", &["a1", "a2", "a3"], &[(2, &["a1", "a3"])]),
            team("T2", &["b1", "b2"], &[]),
            team("T3", &["c1", "c2"], &[]),
        ],
        Some(2),
        None,
    )
    .expect("valid teams")
}

fn plan(system: System, rounds: Option<u32>, rules: &str) -> Plan {
    Plan {
        system,
        rounds,
        double: false,
        seed: 3,
        groups: None,
        elimination: None,
        playoff: Vec::new(),
        third_place: false,
        play: Play {
            rules: rules.into(),
            control: "depth 1".into(),
            enforce: "ban".into(),
            timeout_s: 60.0,
            time_margin_ms: 100,
            fen: None,
        },
    }
}

fn play(
    teams: &EngineTeams,
    plan: &Plan,
    results: &Path,
    arbiter: &mut Alphabetical,
) -> Result<Event, String> {
    play_to(teams, plan, Files { results, pgn: None }, arbiter)
}

/// [`play`], with a PGN file if `files` names one.
fn play_to(
    teams: &EngineTeams,
    plan: &Plan,
    files: Files,
    arbiter: &mut Alphabetical,
) -> Result<Event, String> {
    let results = files.results;
    let mut boards_seen = 0;
    let mut at_start = 0;
    run_teams(
        teams,
        plan,
        files,
        arbiter,
        &mut |game, _, event| {
            boards_seen += 1;
            let b = game.board.as_ref().expect("a board");
            // The match is on disk once its last board ends, not before.
            let text = std::fs::read_to_string(results).expect("the results file");
            let on_disk = Event::parse(&text, "results").expect("valid");
            assert_eq!(on_disk.games.len(), event.games.len());
            // The boards finished of a match not yet finished are on disk as `in_progress`.
            let partial = on_disk.file.in_progress.as_ref();
            let boards = partial.and_then(|g| g.boards.as_ref()).map_or(0, Vec::len);
            assert_eq!(boards, if b.number == b.of { 0 } else { b.number });
            let last = usize::from(b.number == b.of);
            // A resumed match starts past board 1.
            if b.number == 1 || boards_seen == 1 {
                at_start = event.games.len() - last;
            }
            assert_eq!(
                event.games.len(),
                at_start + last,
                "board {} of {}",
                b.number,
                b.of
            );
        },
        &mut |_| {},
    )
    .map_err(|e| e.to_string())
    .inspect(|_| assert_eq!(boards_seen, arbiter.asked.len()))
}

/// The order table for three (附录一: 2—3, 1—2, 3—1, the third team resting) played board by
/// board. Worked by hand from 第13.2条 and the line-ups:
/// - round 1, T2 v T3: board 1 b1 (red) v c1, board 2 c2 (red) v b2;
/// - round 2, T1 v T2, T1 fielding a1 a3 (its round-2 line-up): a1 (red) v b1, b2 (red) v a3;
/// - round 3, T3 v T1, T1's first two: c1 (red) v a1, a2 (red) v c2.
///
/// The earlier letter wins every board, so each board written from the first-listed team's
/// side is `1-0` where that team's player is the earlier letter: T2 v T3 ["1-0", "1-0"] (b2
/// won board 2 with black), T1 v T2 ["1-0", "1-0"], T3 v T1 ["0-1", "0-1"]. 场分: T1 4, T2 2,
/// T3 0. Black's foul on board 2 falls to the first-listed team's player: b2, a3, c2.
///
/// Stopped at the sixth board (round 3, board 2), the file holds the two finished matches and
/// the third's board 1 (`in_progress`: c1 red lost to a1, `0-1` from T3's side); resumed, the
/// third match goes on from board 2, and the two finished matches are kept as they were.
#[test]
fn a_team_round_robin_seats_the_line_ups_by_colour_and_resumes_a_match_from_its_next_board() {
    let dir = scratch("team-run-rr");
    let results = dir.join("teams.json");
    let teams = three_teams();
    let plan = plan(System::RoundRobin, None, "cn");
    let mut first = Alphabetical {
        stop_at: Some(5),
        ..Alphabetical::default()
    };
    assert_eq!(
        play(&teams, &plan, &results, &mut first).expect_err("stopped"),
        "killed"
    );
    let cut = Event::parse(&std::fs::read_to_string(&results).expect("written"), "r")
        .expect("valid")
        .file;
    let kept = cut.games;
    assert_eq!(kept.len(), 2, "the match cut short is not among the games");
    let partial = cut.in_progress.expect("the match cut short");
    assert_eq!(
        (partial.round, partial.red.as_str(), partial.black.as_str()),
        (3, "T3", "T1")
    );
    assert_eq!(partial.boards, Some(vec![Outcome::BlackWins]));
    assert_eq!(partial.reason.as_deref(), Some("board 1: scripted c1"));
    let mut second = Alphabetical::default();
    let event = play(&teams, &plan, &results, &mut second).expect("finished");
    let asked = |v: &[(u32, &str, &str, usize)]| -> Vec<(u32, String, String, usize)> {
        v.iter()
            .map(|&(r, a, b, n)| (r, a.into(), b.into(), n))
            .collect()
    };
    assert_eq!(
        first.asked,
        asked(&[
            (1, "b1", "c1", 1),
            (1, "c2", "b2", 2),
            (2, "a1", "b1", 1),
            (2, "b2", "a3", 2),
            (3, "c1", "a1", 1),
        ])
    );
    assert_eq!(second.asked, asked(&[(3, "a2", "c2", 2)]));
    assert_eq!(event.file.games[..2], kept[..]);
    let shown: Vec<Shown> = event
        .file
        .games
        .iter()
        .map(|g| {
            (
                g.round,
                g.red.as_str(),
                g.black.as_str(),
                g.boards
                    .as_ref()
                    .expect("boards")
                    .iter()
                    .map(|o| o.text())
                    .collect(),
                g.lineup
                    .as_ref()
                    .expect("lineup")
                    .iter()
                    .map(|(t, l)| (t.as_str(), l.iter().map(String::as_str).collect()))
                    .collect(),
                g.fouls.keys().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            (
                1,
                "T2",
                "T3",
                vec!["1-0", "1-0"],
                vec![("T2", vec!["b1", "b2"]), ("T3", vec!["c1", "c2"])],
                vec!["b2"]
            ),
            (
                2,
                "T1",
                "T2",
                vec!["1-0", "1-0"],
                vec![("T1", vec!["a1", "a3"]), ("T2", vec!["b1", "b2"])],
                vec!["a3"]
            ),
            (
                3,
                "T3",
                "T1",
                vec!["0-1", "0-1"],
                vec![("T1", vec!["a1", "a2"]), ("T3", vec!["c1", "c2"])],
                vec!["c2"]
            ),
        ]
    );
    assert_eq!(
        event.file.games[2].reason.as_deref(),
        Some("board 1: scripted c1; board 2: scripted a2")
    );
    assert_eq!(event.file.boards, Some(2));
    assert_eq!(event.file.teams.len(), 3);
    let cn = competition("cn").expect("built in");
    let s = standings(&event, cn, None).expect("ranked");
    let rows: Vec<(&str, f64)> = s
        .standings
        .iter()
        .map(|r| (r.player.as_str(), r.points))
        .collect();
    assert_eq!(rows, [("T1", 4.0), ("T2", 2.0), ("T3", 0.0)]);
    assert_eq!([event.fouls(0), event.fouls(1), event.fouls(2)], [1, 1, 1]);
    // Finished: nothing more is played.
    let mut third = Alphabetical::default();
    play(&teams, &plan, &results, &mut third).expect("finished");
    assert!(third.asked.is_empty());
}

/// Killed after board 1 of a two-board match (the arbiter stops when asked for board 2), the
/// event resumes at board 2: every board is played once, and the PGN holds each board once,
/// its Round tag naming the board (`1.1`, `1.2`).
#[test]
fn a_match_killed_after_its_first_board_plays_only_the_second_on_resuming() {
    let dir = scratch("team-run-board-resume");
    let results = dir.join("teams.json");
    let pgn = dir.join("teams.pgn");
    let teams = EngineTeams::new(
        vec![team("A", &["a1", "a2"], &[]), team("B", &["b1", "b2"], &[])],
        None,
        None,
    )
    .expect("valid");
    let plan = plan(System::RoundRobin, None, "cn");
    let files = Files {
        results: &results,
        pgn: Some(&pgn),
    };
    let mut killed = Alphabetical {
        stop_at: Some(1),
        ..Alphabetical::default()
    };
    assert_eq!(
        play_to(&teams, &plan, files, &mut killed).expect_err("killed"),
        "killed"
    );
    let text = std::fs::read_to_string(&results).expect("written");
    assert!(
        text.contains(
            "\"in_progress\": {\"round\": 1, \"red\": \"A\", \"black\": \"B\", \"boards\": [\"1-0\"], \"lineup\": {\"A\":[\"a1\",\"a2\"],\"B\":[\"b1\",\"b2\"]}, \"reason\": \"board 1: scripted a1\"}"
        ),
        "{text}"
    );
    // Nothing ranks the match cut short.
    let cn = competition("cn").expect("built in");
    let cut = Event::parse(&text, "r").expect("valid");
    let s = standings(&cut, cn, None).expect("ranked");
    assert!(s.standings.iter().all(|r| r.points == 0.0));
    assert_eq!(
        s.notes.iter().map(|n| n.text()).collect::<Vec<_>>(),
        [
            "A – B (round 1) is being played, 1 of its boards finished: it counts for nothing until \
          its last board ends"
        ]
    );
    let mut resumed = Alphabetical::default();
    let event = play_to(&teams, &plan, files, &mut resumed).expect("finished");
    assert_eq!(killed.asked, [(1, "a1".to_string(), "b1".to_string(), 1)]);
    assert_eq!(resumed.asked, [(1, "b2".to_string(), "a2".to_string(), 2)]);
    assert_eq!(event.file.in_progress, None);
    let [done] = &event.file.games[..] else {
        panic!("one match: {:?}", event.file.games)
    };
    assert_eq!(done.boards, Some(vec![Outcome::RedWins, Outcome::RedWins]));
    assert_eq!(done.fouls.keys().collect::<Vec<_>>(), ["a2"]);
    assert_eq!(
        done.reason.as_deref(),
        Some("board 1: scripted a1; board 2: scripted b2")
    );
    let pgn = std::fs::read_to_string(&pgn).expect("written");
    assert_eq!(pgn.matches("[Round").count(), 2, "{pgn}");
    assert_eq!(pgn.matches("[Round \"1.1\"]").count(), 1, "{pgn}");
    assert_eq!(pgn.matches("[Round \"1.2\"]").count(), 1, "{pgn}");
    assert_eq!(
        standings(&event, cn, None).expect("ranked").standings[0].points,
        2.0
    );
}

/// A resume whose engines file now fields another line-up in the round of the match cut short
/// is refused before any board is played (a line-up is set for the whole match), and so are
/// `in_progress` entries that make no sense, each with its line.
#[test]
fn a_match_in_progress_that_does_not_fit_is_refused() {
    let dir = scratch("team-run-in-progress-refused");
    let results = dir.join("teams.json");
    let plan = plan(System::RoundRobin, None, "cn");
    let mut stopped = Alphabetical {
        stop_at: Some(5),
        ..Alphabetical::default()
    };
    play(&three_teams(), &plan, &results, &mut stopped).expect_err("stopped");
    let before = std::fs::read_to_string(&results).expect("written");
    // Round 3 (T3 v T1) was cut after board 1; now T1 would field a1 a3 in round 3.
    let moved = EngineTeams::new(
        vec![
            team(
                "T1",
                &["a1", "a2", "a3"],
                &[(2, &["a1", "a3"]), (3, &["a1", "a3"])],
            ),
            team("T2", &["b1", "b2"], &[]),
            team("T3", &["c1", "c2"], &[]),
        ],
        Some(2),
        None,
    )
    .expect("valid");
    let mut a = Alphabetical::default();
    let err = play(&moved, &plan, &results, &mut a).expect_err("another line-up");
    assert!(
        err.contains("the match cut short fielded T1: a1 a2; T3: c1 c2, but the engines file now gives T1: a1 a3; T3: c1 c2"),
        "{err}"
    );
    assert!(a.asked.is_empty());
    assert_eq!(std::fs::read_to_string(&results).expect("kept"), before);
    let partial = |games: &str, in_progress: &str| {
        format!(
            "{{\"system\": \"round-robin\", \"players\": [\"T1\", \"T2\"],\n\"teams\": {{\"T1\": [\"a1\", \"a2\"], \"T2\": [\"b1\", \"b2\"]}},\n\"boards\": 2,\n\"games\": [{games}],\n\"in_progress\": {in_progress}}}"
        )
    };
    let m = |boards: &str| {
        format!("{{\"round\": 1, \"red\": \"T1\", \"black\": \"T2\", \"boards\": {boards}}}")
    };
    for (text, says) in [
        (
            partial("", &m("[\"1-0\", \"0-1\"]")),
            "line 5: in_progress: 2 boards of a match of 2: a finished match goes in `games`",
        ),
        (partial("", &m("[]")), "line 5: in_progress: it needs the `boards`"),
        (
            partial("", &m("[\"unfinished\"]")),
            "line 5: in_progress: it holds the boards finished so far",
        ),
        (
            partial(
                "",
                "{\"round\": 1, \"red\": \"T1\", \"black\": \"T2\", \"boards\": [\"1-0\"], \"lineup\": {\"T1\": [\"a2\", \"a1\"]}}",
            ),
            "line 5: in_progress: lineup of 'T1': 第12.2条",
        ),
        (
            partial(
                "",
                "{\"round\": 1, \"red\": \"T1\", \"black\": \"T2\", \"boards\": [\"1-0\"], \"fouls\": {\"c1\": 1}}",
            ),
            "line 5: in_progress: fouls: 'c1' does not play this match (T1 v T2)",
        ),
        (
            "{\"system\": \"round-robin\", \"players\": [\"A\", \"B\"], \"games\": [],\n\"in_progress\": {\"round\": 1, \"red\": \"A\", \"black\": \"B\", \"boards\": [\"1-0\"]}}".to_string(),
            "line 2: in_progress: a team match cut short; this event has no team matches",
        ),
    ] {
        let err = Event::parse(&text, "f.json").expect_err(says).to_string();
        assert!(err.contains(says), "{text}: {err}");
    }
}

/// A resume with other teams, boards or kind of event is refused before any board is played,
/// and so is a team event under AXF, which scores none and gives no team colours.
#[test]
fn a_team_event_resumed_with_other_teams_or_under_axf_is_refused() {
    let dir = scratch("team-run-refused");
    let results = dir.join("teams.json");
    let teams = three_teams();
    let plan_cn = plan(System::RoundRobin, None, "cn");
    let mut stopped = Alphabetical {
        stop_at: Some(3),
        ..Alphabetical::default()
    };
    play(&teams, &plan_cn, &results, &mut stopped).expect_err("stopped");
    let before = std::fs::read_to_string(&results).expect("written");
    let other_roster = EngineTeams::new(
        vec![
            team("T1", &["a1", "a2"], &[]),
            team("T2", &["b1", "b2"], &[]),
            team("T3", &["c1", "c2"], &[]),
        ],
        Some(2),
        None,
    )
    .expect("valid");
    let one_board = EngineTeams::new(
        vec![
            team("T1", &["a1", "a2", "a3"], &[]),
            team("T2", &["b1", "b2"], &[]),
            team("T3", &["c1", "c2"], &[]),
        ],
        Some(1),
        None,
    )
    .expect("valid");
    let free =
        EngineTeams::new(three_teams().teams, Some(2), Some(TeamKind::FreeBoards)).expect("valid");
    for (t, says) in [
        (
            &other_roster,
            "its teams is T1: a1 a2 a3; T2: b1 b2; T3: c1 c2, not T1: a1 a2;",
        ),
        (&one_board, "its boards is 2, not 1"),
        (&free, "its team_event is substitutes, not free-boards"),
    ] {
        let mut a = Alphabetical::default();
        let err = play(t, &plan_cn, &results, &mut a).expect_err(says);
        assert!(err.contains(says), "{err}");
        assert!(a.asked.is_empty());
        assert_eq!(std::fs::read_to_string(&results).expect("kept"), before);
    }
    let mut a = Alphabetical::default();
    let fresh = dir.join("axf.json");
    let err = play(
        &teams,
        &plan(System::RoundRobin, None, "axf"),
        &fresh,
        &mut a,
    )
    .expect_err("AXF scores no team event");
    assert!(
        err.contains("AXF") && err.contains("scores no team event") && err.contains("--rules cn"),
        "{err}"
    );
    assert!(a.asked.is_empty() && !fresh.exists());
}

/// A team Swiss event (积分编排, 第13.3条 the team 先走 red on the odd boards) of four teams
/// over three rounds: stopped mid-match and resumed, it plays the matches the uninterrupted
/// event plays, in the same order and seats.
#[test]
fn a_team_swiss_event_resumed_pairs_and_seats_as_uninterrupted() {
    let dir = scratch("team-run-swiss");
    let teams = EngineTeams::new(
        ["A", "B", "C", "D"]
            .iter()
            .map(|t| {
                let p: Vec<String> = (1..=2)
                    .map(|i| format!("{}{i}", t.to_lowercase()))
                    .collect();
                let p: Vec<&str> = p.iter().map(String::as_str).collect();
                team(t, &p, &[])
            })
            .collect(),
        None,
        None,
    )
    .expect("valid");
    assert_eq!(teams.boards, 2, "the smallest team's players");
    let plan = plan(System::Swiss, Some(3), "cn");
    let mut whole = Alphabetical::default();
    let all = play(&teams, &plan, &dir.join("whole.json"), &mut whole).expect("finished");
    assert_eq!(all.games.len(), 6);
    let results = dir.join("cut.json");
    let mut cut = Alphabetical {
        stop_at: Some(7),
        ..Alphabetical::default()
    };
    play(&teams, &plan, &results, &mut cut).expect_err("stopped");
    let mut rest = Alphabetical::default();
    let resumed = play(&teams, &plan, &results, &mut rest).expect("finished");
    assert_eq!(resumed.file.games, all.file.games);
    // Cut at board 8 (round 2's second match, board 2), which alone is played on resuming.
    assert_eq!(cut.asked.len() + rest.asked.len(), 12);
    assert_eq!(rest.asked.first().map(|a| a.3), Some(2));
    for g in &all.games {
        let t = g.tally.expect("a match");
        assert_eq!(t.points[0] + t.points[1], 2.0, "two boards a match");
    }
}

/// 队员总分制 (第12.5条 比赛不分台次，按照各队棋手参加个赛成绩之和来计算团体成绩) through the team
/// form: T1 fields a1 and d1, T2 b1 and c1, and the four play one round robin as individuals
/// (team by team: a1, d1, b1, c1 are numbers 1–4). The earlier letter wins every game, so the
/// places are a1 1, b1 2, c1 3, d1 4 (3, 2, 1, 0 points). The sums (第15.5条 根据各队棋手个人名次
/// 总和多少排列名次，少者列前) are level, T1 1 + 4 = 5 and T2 2 + 3 = 5; 最高个人名次 puts T1 (1)
/// before T2 (2).
#[test]
fn total_places_plays_the_teams_players_as_individuals_and_ranks_the_teams() {
    let dir = scratch("team-run-total-places");
    let path = dir.join("engines.yaml");
    std::fs::write(
        &path,
        "team_event: total-places\nteams:\n  - {name: T1, players: [{name: a1, spec: \"cmd=x\"}, {name: d1, spec: \"cmd=x\"}]}\n  - {name: T2, players: [{name: b1, spec: \"cmd=x\"}, {name: c1, spec: \"cmd=x\"}]}\n",
    )
    .expect("written");
    let Ok(Field::TotalPlaces { engines, teams }) = read_field(&path) else {
        panic!("a 队员总分制 field: {:?}", read_field(&path))
    };
    let names: Vec<&str> = engines.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["a1", "d1", "b1", "c1"]);
    let results = dir.join("places.json");
    let plan = plan(System::RoundRobin, None, "cn");
    let files = Files {
        results: &results,
        pgn: None,
    };
    let mut killed = Alphabetical {
        stop_at: Some(2),
        ..Alphabetical::default()
    };
    let run = |arbiter: &mut Alphabetical| {
        run_total_places(
            &engines,
            &teams,
            &plan,
            files,
            arbiter,
            &mut |_, _, _| {},
            &mut |_| {},
        )
        .map_err(|e| e.to_string())
    };
    run(&mut killed).expect_err("killed");
    let mut rest = Alphabetical::default();
    let event = run(&mut rest).expect("finished");
    assert_eq!(killed.asked.len() + rest.asked.len(), 6, "each game once");
    assert!(
        rest.asked.iter().chain(&killed.asked).all(|a| a.3 == 0),
        "no boards"
    );
    assert_eq!(event.file.team_event, Some(TeamKind::TotalPlaces));
    assert_eq!(event.file.teams, teams);
    assert_eq!(event.file.players, ["a1", "d1", "b1", "c1"]);
    let text = std::fs::read_to_string(&results).expect("written");
    assert!(
        text.contains("\"teams\": {\"T1\":[\"a1\",\"d1\"],\"T2\":[\"b1\",\"c1\"]}")
            && text.contains("\"team_event\": \"total-places\"")
            && !text.contains("\"boards\""),
        "{text}"
    );
    let s = standings(&event, competition("cn").expect("built in"), None).expect("ranked");
    let places: Vec<(&str, u32)> = s
        .standings
        .iter()
        .map(|r| (r.player.as_str(), r.rank))
        .collect();
    assert_eq!(places, [("a1", 1), ("b1", 2), ("c1", 3), ("d1", 4)]);
    let ranked: Vec<(u32, &str, u32)> = s
        .teams
        .iter()
        .map(|t| (t.rank, t.team.as_str(), t.places))
        .collect();
    assert_eq!(ranked, [(1, "T1", 5), (2, "T2", 5)]);
}

/// 全队轮赛制 (第12.4条): board k is line-up player ⌈k/n⌉ of the first team against ((k−1) mod
/// n)+1 of the second; the first team red on the odd boards. For two against two: a1–b1 (a1
/// red), a1–b2 (b2 red), a2–b1 (a2 red), a2–b2 (b2 red).
#[test]
fn all_play_all_seats_every_player_against_every_other() {
    let teams = EngineTeams::new(
        vec![team("A", &["a1", "a2"], &[]), team("B", &["b1", "b2"], &[])],
        None,
        Some(TeamKind::AllPlayAll),
    )
    .expect("valid");
    let seats = teams.seats(&teams.lineup(0, 1), &teams.lineup(1, 1));
    let seat = |a: &str, b: &str, colour| Seat {
        players: [a.into(), b.into()],
        colour,
    };
    assert_eq!(
        seats,
        [
            seat("a1", "b1", Colour::Red),
            seat("a1", "b2", Colour::Black),
            seat("a2", "b1", Colour::Red),
            seat("a2", "b2", Colour::Black),
        ]
    );
}

/// What the engines file's team form may not say, each refused with its reason (and through
/// `run`, as bad input with nothing written).
#[test]
fn engines_files_with_bad_teams_are_refused() {
    let dir = scratch("team-run-bad-files");
    let path = dir.join("engines.yaml");
    let t = |name: &str, players: &str| format!("  - {{name: {name}, players: [{players}]}}\n");
    let p = |n: &str| format!("{{name: {n}, spec: \"cmd=x\"}}");
    let two = |a: &str, b: &str| format!("{}, {}", p(a), p(b));
    let cases: Vec<(String, &str)> = vec![
        (
            format!("teams:\n{}", t("T1", &two("a1", "a2"))),
            "at least two teams",
        ),
        (
            format!(
                "engines:\n  - {}\n  - {}\nteams:\n{}{}",
                p("x"),
                p("y"),
                t("T1", &two("a1", "a2")),
                t("T2", &two("b1", "b2"))
            ),
            "not both",
        ),
        (
            format!(
                "teams:\n{}{}",
                t("T1", &two("a1", "a2")),
                t("T2", &two("b1", "a2"))
            ),
            "'a2' is listed twice",
        ),
        (
            format!(
                "teams:\n{}{}",
                t("T1", &two("a1", "T2")),
                t("T2", &two("b1", "b2"))
            ),
            "'T2' is listed twice",
        ),
        (
            format!(
                "boards: 3\nteams:\n{}{}",
                t("T1", &two("a1", "a2")),
                t("T2", &two("b1", "b2"))
            ),
            "2 players for 3 boards",
        ),
        (
            format!(
                "boards: 2\nteams:\n  - {{name: T1, players: [{}, {}, {}], lineups: {{2: [a3, a1]}}}}\n{}",
                p("a1"),
                p("a2"),
                p("a3"),
                t("T2", &two("b1", "b2"))
            ),
            "lineups: round 2: 第12.2条: 台次顺序不能前后颠倒",
        ),
        (
            format!(
                "boards: 2\nteams:\n  - {{name: T1, players: [{}, {}], lineups: {{1: [a1]}}}}\n{}",
                p("a1"),
                p("a2"),
                t("T2", &two("b1", "b2"))
            ),
            "round 1: 1 players for 2 boards",
        ),
        (
            format!(
                "boards: 2\nteam_event: fixed-boards\nteams:\n{}{}",
                t("T1", &format!("{}, {}", two("a1", "a2"), p("a3"))),
                t("T2", &two("b1", "b2"))
            ),
            "第12.1条 分台定人制",
        ),
        (
            format!(
                "boards: 2\nteam_event: all-play-all\nteams:\n{}{}",
                t("T1", &two("a1", "a2")),
                t("T2", &two("b1", "b2"))
            ),
            "全队轮赛制",
        ),
        (
            format!(
                "team_event: total-places\nboards: 2\nteams:\n{}{}",
                t("T1", &two("a1", "a2")),
                t("T2", &two("b1", "b2"))
            ),
            "boards: team_event total-places (队员总分制, 第12.5条 比赛不分台次)",
        ),
        (
            format!(
                "team_event: total-places\nteams:\n  - {{name: T1, players: [{}, {}], lineups: {{1: [a2, a1]}}}}\n{}",
                p("a1"),
                p("a2"),
                t("T2", &two("b1", "b2"))
            ),
            "teams[0] ('T1'): lineups: team_event total-places",
        ),
        (
            format!(
                "boards: {}\nteams:\n{}{}",
                engine_teams::MAX_BOARDS + 1,
                t("T1", &two("a1", "a2")),
                t("T2", &two("b1", "b2"))
            ),
            "boards: 65 is more than 64",
        ),
        (
            format!("boards: 2\nengines:\n  - {}\n  - {}\n", p("x"), p("y")),
            "boards and team_event are for a team event",
        ),
    ];
    let results = dir.join("event.json");
    for (text, says) in &cases {
        std::fs::write(&path, text).expect("written");
        let err = read_field(&path).expect_err(says);
        assert!(err.to_string().contains(says), "{text}: {err}");
        let out = qili(&[
            "tournament",
            "run",
            "--engines",
            path.to_str().expect("UTF-8"),
            "--system",
            "round-robin",
            "--rules",
            "cn",
            "--depth",
            "1",
            "--results",
            results.to_str().expect("UTF-8"),
        ]);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(stderr(&out).contains(says), "{text}: {}", stderr(&out));
        assert!(!results.exists());
    }
}

/// The command with scripted engines (`qili-mock-engine`): two teams of two on two boards; the
/// progress names each board and the match's 局分, the results file has the match's boards and
/// line-ups, the standings are CN 第15.3条's, and a resume under AXF is refused.
#[test]
fn the_run_command_plays_a_team_event_of_scripted_engines() {
    const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");
    let dir = scratch("team-run-cli");
    let script = dir.join("engine.script");
    std::fs::write(&script, "serve first\n").expect("written");
    let p = |n: &str| {
        format!(
            "{{name: {n}, spec: \"cmd={MOCK} arg={} proto=uci\"}}",
            script.display()
        )
    };
    let engines = dir.join("teams.yaml");
    std::fs::write(
        &engines,
        format!(
            "teams:\n  - {{name: Reds, players: [{}, {}]}}\n  - {{name: Blues, players: [{}, {}]}}\n",
            p("r1"),
            p("r2"),
            p("b1"),
            p("b2")
        ),
    )
    .expect("written");
    let results = dir.join("teams.json");
    let pgn = dir.join("teams.pgn");
    let args = |rules: &'static str| {
        vec![
            "tournament".to_string(),
            "run".into(),
            "--engines".into(),
            engines.display().to_string(),
            "--system".into(),
            "round-robin".into(),
            "--rules".into(),
            rules.into(),
            "--depth".into(),
            "1".into(),
            "--results".into(),
            results.display().to_string(),
            "--pgn".into(),
            pgn.display().to_string(),
        ]
    };
    let run = |a: Vec<String>| qili(&a.iter().map(String::as_str).collect::<Vec<_>>());
    let out = run(args("cn"));
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("[1/1 board 1/2] round 1: r1 (Reds, red) vs b1 (Blues, black):")
            && err.contains("[1/1 board 2/2] round 1: b2 (Blues, red) vs r2 (Reds, black):")
            && err.contains("  round 1: Reds "),
        "{err}"
    );
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains("ranked by CN 第14.2条; 第15.3条") && !shown.contains("--rules axf"),
        "{shown}"
    );
    let text = std::fs::read_to_string(&results).expect("written");
    assert!(
        text.contains("\"teams\": {\"Blues\":[\"b1\",\"b2\"],\"Reds\":[\"r1\",\"r2\"]}")
            && text.contains("\"boards\": 2")
            && text.contains("\"lineup\": {\"Blues\":[\"b1\",\"b2\"],\"Reds\":[\"r1\",\"r2\"]}"),
        "{text}"
    );
    // Each board's game names its board and the players' teams (board 2: b2 of Blues red).
    let games = std::fs::read_to_string(&pgn).expect("written");
    for tags in [
        "[Round \"1.1\"]\n[White \"r1\"]\n[Black \"b1\"]\n[Result",
        "[Board \"1\"]\n[RedTeam \"Reds\"]\n[BlackTeam \"Blues\"]\n",
        "[Round \"1.2\"]\n[White \"b2\"]\n[Black \"r2\"]\n[Result",
        "[Board \"2\"]\n[RedTeam \"Blues\"]\n[BlackTeam \"Reds\"]\n",
    ] {
        assert_eq!(games.matches(tags).count(), 1, "{tags} in {games}");
    }
    let out = run(args("axf"));
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("scores no team event"),
        "{}",
        stderr(&out)
    );
    assert!(matches!(read_field(&engines), Ok(Field::Teams(_))));
    // --double: two matches, the second with Blues first, every board's colours swapped.
    let doubled = dir.join("double.json");
    let mut a = args("cn");
    a[11] = doubled.display().to_string();
    a.truncate(12);
    a.push("--double".into());
    let out = run(a);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    for seat in [
        "[1/2 board 1/2] round 1: r1 (Reds, red) vs b1 (Blues, black):",
        "[1/2 board 2/2] round 1: b2 (Blues, red) vs r2 (Reds, black):",
        "[2/2 board 1/2] round 1: b1 (Blues, red) vs r1 (Reds, black):",
        "[2/2 board 2/2] round 1: r2 (Reds, red) vs b2 (Blues, black):",
    ] {
        assert!(err.contains(seat), "{seat} in {err}");
    }
    let text = std::fs::read_to_string(&doubled).expect("written");
    assert!(
        text.contains("\"games_per_match\": 2")
            && text.contains("{\"round\": 1, \"red\": \"Reds\", \"black\": \"Blues\", \"boards\"")
            && text.contains("{\"round\": 1, \"red\": \"Blues\", \"black\": \"Reds\", \"boards\""),
        "{text}"
    );
    // 队员总分制 through the same form: the four play as individuals, the teams are ranked.
    let text = std::fs::read_to_string(&engines).expect("written");
    std::fs::write(&engines, format!("team_event: total-places\n{text}")).expect("written");
    let results = dir.join("places.json");
    let mut a = args("cn");
    a[11] = results.display().to_string();
    a.truncate(12);
    let out = run(a);
    assert!(out.status.success(), "{}", stderr(&out));
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains("teams (队员总分制, the sum of the players' places, fewer first):")
            && shown.contains("ranked by CN 第15.1条")
            && shown.contains("teams: 第15.5条"),
        "{shown}"
    );
    assert!(
        stderr(&out).contains("[1/6] round 1: r1 (red) vs "),
        "{}",
        stderr(&out)
    );
}

/// Teams of two engines named `<letter>1`, `<letter>2`, on two boards.
fn lettered(names: &[(&str, [&str; 2])]) -> EngineTeams {
    EngineTeams::new(
        names.iter().map(|(t, p)| team(t, p, &[])).collect(),
        None,
        None,
    )
    .expect("valid teams")
}

/// The boards the arbiter must have been asked for, match by match in the results file's
/// order: board 1 the first-listed team's first player red, board 2 the other team's second
/// player red (第13.2条, and 第13.4条 团体赛的先后走，办法与13.2、13.3两款相同 for a knockout).
fn seated(event: &Event) -> Vec<(u32, String, String, usize)> {
    event
        .file
        .games
        .iter()
        .flat_map(|g| {
            let l = g.lineup.as_ref().expect("a line-up");
            let (first, second) = (&l[&g.red], &l[&g.black]);
            [
                (g.round, first[0].clone(), second[0].clone(), 1),
                (g.round, second[1].clone(), first[1].clone(), 2),
            ]
        })
        .collect()
}

/// A knockout of four teams (第11.1条; seeds P, Q, R, S: 1 v 4, 2 v 3), two boards, play-off
/// `games:2` then `lots`. Worked by hand from the letters (the earlier wins every board):
/// - P (a1 h1) v S (b1 g1): a1 beats b1, g1 beats h1, 1–1 whoever has red; the two play-off
///   matches are the same 1–1, so lots decide;
/// - Q (c1 d1) v R (e1 f1): c1 and d1 win, Q 2–0, decided by the games;
/// - the final, Q against P or S: c1 loses to a1 or b1, d1 beats h1 or g1, 1–1 three times,
///   lots again.
///
/// Seven matches, fourteen boards, each seated by 第13.2条 whichever team the 猜先 put first.
/// Cut at the sixth board (the first play-off match's board 2) and resumed, it plays the same
/// matches as uninterrupted, each board once.
#[test]
fn a_team_knockout_with_a_play_off_that_always_decides_is_played_to_its_winner() {
    let dir = scratch("team-run-knockout");
    let teams = lettered(&[
        ("P", ["a1", "h1"]),
        ("Q", ["c1", "d1"]),
        ("R", ["e1", "f1"]),
        ("S", ["b1", "g1"]),
    ]);
    let mut plan = plan(System::Knockout, None, "cn");
    plan.playoff = vec![Step::Games(2), Step::Lots];
    let mut whole = Alphabetical::default();
    let all = play(&teams, &plan, &dir.join("whole.json"), &mut whole).expect("finished");
    assert_eq!(all.games.len(), 7);
    assert_eq!(whole.asked, seated(&all));
    let pair = |g: &qili_tournament::results::Game| {
        let mut t = [g.red.clone(), g.black.clone()];
        t.sort();
        (g.round, t)
    };
    let matches: Vec<(u32, [String; 2])> = all.file.games.iter().map(pair).collect();
    let ps = (1, ["P".to_string(), "S".to_string()]);
    let qr = (1, ["Q".to_string(), "R".to_string()]);
    assert_eq!(matches.iter().filter(|m| **m == ps).count(), 3);
    assert_eq!(matches.iter().filter(|m| **m == qr).count(), 1);
    let finals: Vec<_> = matches.iter().filter(|m| m.0 == 2).collect();
    assert_eq!(finals.len(), 3);
    assert!(finals.iter().all(|m| m.1.contains(&"Q".to_string())));
    let s = standings(&all, competition("cn").expect("built in"), None).expect("ranked");
    let decided: Vec<(u32, Option<&str>)> = s
        .bracket
        .iter()
        .map(|m| (m.round, m.decided_by.as_deref()))
        .collect();
    assert_eq!(
        decided,
        [(1, Some("lots")), (1, Some("games")), (2, Some("lots"))]
    );
    let results = dir.join("cut.json");
    let mut cut = Alphabetical {
        stop_at: Some(5),
        ..Alphabetical::default()
    };
    play(&teams, &plan, &results, &mut cut).expect_err("stopped");
    let mut rest = Alphabetical::default();
    let resumed = play(&teams, &plan, &results, &mut rest).expect("finished");
    assert_eq!(resumed.file.games, all.file.games);
    assert_eq!(cut.asked.len() + rest.asked.len(), 14);
}

/// A team round robin in groups (分组循环制, 第11.3条): six teams, two groups by 蛇形 (A: T1 T4
/// T5, B: T2 T3 T6), each group by its own order table for three (附录一: 2—3, 1—2, 3—1, the
/// third resting). The lower team number wins every board (a beats b, …), so each group ranks
/// by its numbers: A T1 4, T4 2, T5 0 (场分); B T2 4, T3 2, T6 0.
#[test]
fn a_team_round_robin_in_groups_plays_each_group_by_its_order_table() {
    let dir = scratch("team-run-groups");
    let teams = lettered(&[
        ("T1", ["a1", "a2"]),
        ("T2", ["b1", "b2"]),
        ("T3", ["c1", "c2"]),
        ("T4", ["d1", "d2"]),
        ("T5", ["e1", "e2"]),
        ("T6", ["f1", "f2"]),
    ]);
    let mut plan = plan(System::RoundRobin, None, "cn");
    plan.groups = Some(2);
    let results = dir.join("groups.json");
    let mut cut = Alphabetical {
        stop_at: Some(3),
        ..Alphabetical::default()
    };
    play(&teams, &plan, &results, &mut cut).expect_err("stopped");
    let mut rest = Alphabetical::default();
    let event = play(&teams, &plan, &results, &mut rest).expect("finished");
    let mut asked = cut.asked.clone();
    asked.extend(rest.asked.iter().cloned());
    assert_eq!(asked, seated(&event));
    let mut matches: Vec<(u32, &str, &str)> = event
        .file
        .games
        .iter()
        .map(|g| (g.round, g.red.as_str(), g.black.as_str()))
        .collect();
    matches.sort();
    assert_eq!(
        matches,
        [
            (1, "T3", "T6"),
            (1, "T4", "T5"),
            (2, "T1", "T4"),
            (2, "T2", "T3"),
            (3, "T5", "T1"),
            (3, "T6", "T2"),
        ]
    );
    let s = standings(&event, competition("cn").expect("built in"), None).expect("ranked");
    let rows: Vec<(Option<&str>, &str, u32, f64)> = s
        .standings
        .iter()
        .map(|r| (r.group.as_deref(), r.player.as_str(), r.rank, r.points))
        .collect();
    assert_eq!(
        rows,
        [
            (Some("A"), "T1", 1, 4.0),
            (Some("A"), "T4", 2, 2.0),
            (Some("A"), "T5", 3, 0.0),
            (Some("B"), "T2", 1, 4.0),
            (Some("B"), "T3", 2, 2.0),
            (Some("B"), "T6", 3, 0.0),
        ]
    );
}

/// A two-game team round robin (第13.5条 两局制比赛，不论个人赛还是团体赛…第二局互换先后走): each pairing
/// plays two matches in its round, the second listing the other team first, so that every
/// board's colours are swapped (第13.2条: the first-listed team red on the odd boards). For
/// A (a1 a2) and B (b1 b2): match 1 a1 (red) v b1, b2 (red) v a2; match 2 b1 (red) v a1, a2
/// (red) v b2. The earlier letter wins every board: match 1 `["1-0", "1-0"]` from A's side,
/// match 2 `["0-1", "0-1"]` from B's. Each match is a 场 of its own (`teams.two_game:
/// each_match`): A 2 + 2 = 4 场分 and 4 局分, B 0. Cut at match 2's board 2, the file holds match 2's
/// board 1 in progress, and the resume plays board 2 alone.
#[test]
fn a_two_game_team_round_robin_plays_each_pairing_twice_with_every_board_swapped() {
    let dir = scratch("team-run-double");
    let teams = lettered(&[("A", ["a1", "a2"]), ("B", ["b1", "b2"])]);
    let mut plan = plan(System::RoundRobin, None, "cn");
    plan.double = true;
    let results = dir.join("double.json");
    let mut cut = Alphabetical {
        stop_at: Some(3),
        ..Alphabetical::default()
    };
    play(&teams, &plan, &results, &mut cut).expect_err("stopped");
    let text = std::fs::read_to_string(&results).expect("written");
    assert!(
        text.contains("\"in_progress\": {\"round\": 1, \"red\": \"B\", \"black\": \"A\", \"boards\": [\"0-1\"]"),
        "{text}"
    );
    let mut rest = Alphabetical::default();
    let event = play(&teams, &plan, &results, &mut rest).expect("finished");
    let s = |v: &[(&str, &str, usize)]| -> Vec<(u32, String, String, usize)> {
        v.iter()
            .map(|&(r, b, n)| (1, r.to_string(), b.to_string(), n))
            .collect()
    };
    assert_eq!(
        cut.asked,
        s(&[("a1", "b1", 1), ("b2", "a2", 2), ("b1", "a1", 1)])
    );
    assert_eq!(rest.asked, s(&[("a2", "b2", 2)]));
    assert_eq!(event.file.games_per_match, 2);
    let shown: Vec<(&str, &str, Vec<&str>)> = event
        .file
        .games
        .iter()
        .map(|g| {
            let boards = g.boards.as_ref().expect("boards");
            (
                g.red.as_str(),
                g.black.as_str(),
                boards.iter().map(|o| o.text()).collect(),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            ("A", "B", vec!["1-0", "1-0"]),
            ("B", "A", vec!["0-1", "0-1"])
        ]
    );
    let cn = competition("cn").expect("built in");
    let st = standings(&event, cn, None).expect("ranked");
    let rows: Vec<(&str, f64, String)> = st
        .standings
        .iter()
        .map(|r| {
            let gp = r
                .tiebreaks
                .0
                .iter()
                .find(|(k, _)| k == "game_points")
                .map(|(_, v)| v.to_string())
                .unwrap_or_default();
            (r.player.as_str(), r.points, gp)
        })
        .collect();
    assert_eq!(
        rows,
        [("A", 4.0, "4.0".to_string()), ("B", 0.0, "0.0".to_string())]
    );
    // Resumed with one game a pairing, the file is another event's.
    plan.double = false;
    let err = play(&teams, &plan, &results, &mut Alphabetical::default()).expect_err("refused");
    assert!(err.contains("its games per pairing is 2, not 1"), "{err}");
}

/// The two readings of `teams.two_game` on one two-game team round robin of three teams, worked
/// by hand (each board from the first-listed team's side):
/// - round 1, B v C `1-0 ½`: B 1½, C ½; C v B `1-0 1-0`: C 2, B 0;
/// - round 2, A v B `1-0 1-0`: A 2; B v A `1-0 1-0`: B 2;
/// - round 3, C v A `0-1 ½`: A 1½, C ½; A v C `1-0 1-0`: A 2.
///
/// `each_match` (CN's table): every match a 场 — A 2+0+2+2 = 6, B 2+0+0+2 = 4, C 0+2+0+0 = 2.
/// `combined`: a pairing's two matches one 场 by their 局分 — B–C 1½ to 2½ (C 2), A–B 2 to 2
/// (1 each), A–C 3½ to ½ (A 2): A 3, C 2, B 1, so B and C change places.
#[test]
fn two_game_team_matches_score_each_match_or_both_as_one_by_the_table() {
    let text = r#"{"system": "round-robin", "players": ["A", "B", "C"], "games_per_match": 2,
 "teams": {"A": ["a1", "a2"], "B": ["b1", "b2"], "C": ["c1", "c2"]}, "boards": 2,
 "games": [
  {"round": 1, "red": "B", "black": "C", "boards": ["1-0", "1/2-1/2"]},
  {"round": 1, "red": "C", "black": "B", "boards": ["1-0", "1-0"]},
  {"round": 2, "red": "A", "black": "B", "boards": ["1-0", "1-0"]},
  {"round": 2, "red": "B", "black": "A", "boards": ["1-0", "1-0"]},
  {"round": 3, "red": "C", "black": "A", "boards": ["0-1", "1/2-1/2"]},
  {"round": 3, "red": "A", "black": "C", "boards": ["1-0", "1-0"]}
 ]}"#;
    let event = Event::parse(text, "double.json").expect("valid");
    let cn = competition("cn").expect("built in");
    assert_eq!(
        cn.teams.as_ref().map(|t| t.two_game),
        Some(TwoGameTeams::EachMatch)
    );
    let rows = |book: &qili_tournament::rules::Competition| {
        standings(&event, book, None)
            .expect("ranked")
            .standings
            .iter()
            .map(|r| (r.player.clone(), r.points))
            .collect::<Vec<_>>()
    };
    let named = |v: &[(&str, f64)]| {
        v.iter()
            .map(|&(p, x)| (p.to_string(), x))
            .collect::<Vec<_>>()
    };
    assert_eq!(rows(cn), named(&[("A", 6.0), ("B", 4.0), ("C", 2.0)]));
    let mut combined = cn.clone();
    if let Some(t) = combined.teams.as_mut() {
        t.two_game = TwoGameTeams::Combined;
    }
    assert_eq!(
        rows(&combined),
        named(&[("A", 3.0), ("C", 2.0), ("B", 1.0)])
    );
    // The crosstable's cell: the pairing's 场分, then each match's 局分.
    let s = standings(&event, &combined, None).expect("ranked");
    let table = qili_tournament::crosstable::crosstable(&event, &combined, &s);
    let a = &table.rows[0];
    assert_eq!(a[1..5], ["A", "*", "2 (1½ + 2)", "1 (2 + 0)"]);
    assert!(
        table
            .legend
            .iter()
            .any(|l| l.contains("teams.two_game: combined")),
        "{:?}",
        table.legend
    );
    let each = qili_tournament::crosstable::crosstable(
        &event,
        cn,
        &standings(&event, cn, None).expect("ranked"),
    );
    assert_eq!(
        each.rows[0][1..5],
        ["A", "*", "2 (2) 0 (0)", "2 (1½) 2 (2)"]
    );
}

/// A two-game team knockout (第13.5条 两局制…第一局猜先，第二局互换先后走; 第13.4条 团体赛的先后走，
/// 办法与13.2、13.3两款相同): the lot puts one team first in match 1, the other is first in match
/// 2, so every board's colours swap. A (a1 a2) wins every board against B (b1 b2): A goes
/// through on the two matches, with no play-off.
#[test]
fn a_two_game_team_knockout_swaps_the_first_listed_team_in_the_second_match() {
    let dir = scratch("team-run-knockout-double");
    let teams = lettered(&[("A", ["a1", "a2"]), ("B", ["b1", "b2"])]);
    let mut plan = plan(System::Knockout, None, "cn");
    plan.double = true;
    plan.playoff = vec![Step::Lots];
    let mut arbiter = Alphabetical::default();
    let event = play(&teams, &plan, &dir.join("ko.json"), &mut arbiter).expect("finished");
    let [one, two] = &event.file.games[..] else {
        panic!("two matches: {:?}", event.file.games)
    };
    assert_eq!((one.round, two.round), (1, 1));
    assert_eq!((&one.red, &one.black), (&two.black, &two.red));
    assert_eq!(arbiter.asked, seated(&event));
    let s = standings(&event, competition("cn").expect("built in"), None).expect("ranked");
    assert_eq!(s.bracket[0].winner.as_deref(), Some("A"));
    assert_eq!(s.bracket[0].decided_by.as_deref(), Some("games"));
}
