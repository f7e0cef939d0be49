//! Knockouts (淘汰制, CN 第11.1条): the JSON shapes of `pair` and `standings`, a whole event
//! paired and ranked through the CLI, and the results-file faults a bracket finds.

use crate::support::{qili, scratch, stderr};
use qili_tournament::bracket::{places, seed_places};
use qili_tournament::rules::Seeding;

/// The standard places keep the best apart: 1 and 2 in different halves, 1–4 in different
/// quarters, and every first-round pair sums to the bracket's size plus one.
#[test]
fn standard_seed_places_keep_the_best_apart() {
    assert_eq!(seed_places(8, Seeding::Standard), [1, 8, 4, 5, 2, 7, 3, 6]);
    assert_eq!(seed_places(4, Seeding::Adjacent), [1, 2, 3, 4]);
    assert_eq!(places(5), 8);
    assert_eq!(places(1), 2);
    for size in [2usize, 4, 8, 16, 32, 64] {
        let p = seed_places(size, Seeding::Standard);
        let mut sorted = p.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (1..=size).collect::<Vec<_>>());
        assert!(
            p.chunks(2).all(|c| c[0] + c[1] == size + 1),
            "{size}: {p:?}"
        );
        for part in [2usize, 4] {
            if size >= part {
                for (i, chunk) in p.chunks(size / part).enumerate() {
                    assert_eq!(
                        chunk.iter().filter(|&&s| s <= part).count(),
                        1,
                        "{size}/{part}: {i}"
                    );
                }
            }
        }
    }
}

fn run_cli(args: &[&str]) -> String {
    let out = qili(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A six-player single elimination played through `pair` (every game won by the player listed
/// first in `players`): `pair --json` gives the round, the games, the byes and the lots;
/// `standings --json` the places, the bracket, and `out_in_round`; `pair` on the finished event
/// says who won, as an error (exit 2).
#[test]
fn a_knockout_is_paired_to_its_end_and_ranked() {
    let dir = scratch("knockout-cli");
    let path = dir.join("ko.json");
    let players = ["A", "B", "C", "D", "E", "F"];
    let mut file =
        serde_json::json!({"system": "knockout", "players": players, "seed": 5, "games": []});
    std::fs::write(&path, file.to_string()).expect("written");
    let p = path.to_str().expect("UTF-8");
    let mut rounds = 0;
    loop {
        let out = qili(&["tournament", "pair", "--results", p, "--json"]);
        if !out.status.success() {
            assert_eq!(out.status.code(), Some(2));
            assert!(
                stderr(&out).contains("the knockout is over: A won"),
                "{}",
                stderr(&out)
            );
            break;
        }
        rounds += 1;
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(v["round"], rounds);
        assert!(v["bye"].is_null());
        if rounds == 1 {
            // 8 places: seeds 1 and 2 have byes; 3–6, 4–5 play, each red by 猜先.
            assert_eq!(v["byes"], serde_json::json!(["A", "B"]));
            assert_eq!(v["pairs"].as_array().expect("pairs").len(), 2);
            assert_eq!(v["lots"].as_array().expect("lots").len(), 2);
        } else {
            assert!(v.get("byes").is_none(), "{v}");
        }
        for pair in v["pairs"].as_array().expect("pairs") {
            let [r, b] = [
                pair[0].as_str().expect("red"),
                pair[1].as_str().expect("black"),
            ];
            let winner = if r < b { "1-0" } else { "0-1" };
            file["games"]
                .as_array_mut()
                .expect("games")
                .push(serde_json::json!({"round": rounds, "red": r, "black": b, "result": winner}));
        }
        std::fs::write(&path, file.to_string()).expect("written");
    }
    assert_eq!(rounds, 3);
    let v: serde_json::Value = serde_json::from_str(&run_cli(&[
        "tournament",
        "standings",
        "--rules",
        "axf",
        "--results",
        p,
        "--json",
    ]))
    .expect("JSON");
    let places: Vec<(u64, &str)> = v["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["rank"].as_u64().expect("rank"),
                r["player"].as_str().expect("player"),
            )
        })
        .collect();
    // A beats D (who beat E) and then B (who beat C, who beat F): A, B, then C and D share 3rd,
    // E and F 5th.
    assert_eq!(
        places,
        [(1, "A"), (2, "B"), (3, "C"), (3, "D"), (5, "E"), (5, "F")]
    );
    assert_eq!(
        v["standings"][0]["tiebreaks"]["out_in_round"],
        serde_json::Value::Null
    );
    assert_eq!(v["standings"][4]["tiebreaks"]["out_in_round"], 1);
    assert_eq!(v["standings"][0]["points"], 4.0, "AXF points: two wins");
    assert_eq!(v["bracket"].as_array().expect("bracket").len(), 4 + 2 + 1);
    assert_eq!(v["bracket"][0]["decided_by"], "bye");
    let text = run_cli(&["tournament", "standings", "--rules", "cn", "--results", p]);
    assert!(
        text.contains("round 3\n  winners 1: A v B: ") && text.contains("→ A (games)"),
        "{text}"
    );
}

/// A game that belongs to no match of the bracket, a game after the match was decided, and a
/// match level with no play-off left are each reported: the first two as bad files naming the
/// line, the third by `pair` saying what the organiser must add.
#[test]
fn a_bracket_names_the_game_that_does_not_fit() {
    let dir = scratch("knockout-bad");
    let cases = [
        (
            r#"{"system": "knockout", "players": ["A", "B", "C", "D"],
 "games": [
  {"round": 1, "red": "A", "black": "B", "result": "1-0"}]}"#,
            "line 3: games[0]: 'A' v 'B' in round 1 is no match of the bracket",
        ),
        (
            r#"{"system": "knockout", "players": ["A", "B"],
 "games": [
  {"round": 1, "red": "A", "black": "B", "result": "1-0"},
  {"round": 1, "red": "B", "black": "A", "result": "1-0"}]}"#,
            "line 4: games[1]: 'B' v 'A': the match was decided before this game",
        ),
        (
            r#"{"system": "knockout", "players": ["A", "B", "C"],
 "games": [
  {"round": 2, "red": "A", "black": "B", "result": "1-0"}]}"#,
            "(round 1 is not decided yet)",
        ),
        (
            r#"{"system": "knockout", "players": ["A", "B"], "playoff": ["games:2"],
 "games": [
  {"round": 1, "red": "A", "black": "B", "result": "1/2-1/2"},
  {"round": 1, "red": "B", "black": "A", "result": "1/2-1/2"},
  {"round": 1, "red": "A", "black": "B", "result": "1/2-1/2"}]}"#,
            "A — B (round 1) is level after the play-off games:2",
        ),
        (
            r#"{"system": "knockout", "players": ["A", "B"],
 "games": [
  {"round": 1, "red": "A", "black": "B", "result": "unfinished"}]}"#,
            "round 1: every game to play is being played",
        ),
        (
            r#"{"system": "swiss", "players": ["A", "B"], "playoff": ["lots"]}"#,
            "playoff is for a knockout",
        ),
        (
            r#"{"system": "knockout", "players": ["A", "B"], "playoff": ["games:0"]}"#,
            "the number of games is 1 to 100",
        ),
    ];
    for (i, (text, says)) in cases.iter().enumerate() {
        let path = dir.join(format!("{i}.json"));
        std::fs::write(&path, text).expect("written");
        let out = qili(&[
            "tournament",
            "pair",
            "--results",
            path.to_str().expect("UTF-8"),
        ]);
        assert_eq!(out.status.code(), Some(2), "{i}");
        assert!(stderr(&out).contains(says), "{i}: {}", stderr(&out));
    }
}

/// A team knockout (CN 第11.1条 with 第12条's teams) paired to its end through the CLI: every
/// match's first team is the one its 猜先 fell on (第13.4条), whose players then have red on the
/// odd boards; the higher seed wins every match 3:1 on 局分 from whichever side it is listed;
/// `standings` gives the bracket with each match's 局分 and 场分 as points, and `--rules axf`,
/// which scores no team event, is refused.
#[test]
fn a_team_knockout_is_paired_by_guessing_first_and_won_on_game_points() {
    let dir = scratch("team-knockout-cli");
    let path = dir.join("teams.json");
    let teams = ["A", "B", "C", "D"];
    let rosters: serde_json::Map<String, serde_json::Value> = teams
        .iter()
        .map(|t| {
            let players: Vec<String> = (1..=4)
                .map(|i| format!("{}{i}", t.to_lowercase()))
                .collect();
            (t.to_string(), serde_json::json!(players))
        })
        .collect();
    let mut file = serde_json::json!({"system": "knockout", "players": teams, "teams": rosters,
        "boards": 4, "seed": 11, "games": []});
    std::fs::write(&path, file.to_string()).expect("written");
    let p = path.to_str().expect("UTF-8");
    let mut rounds = 0;
    loop {
        let out = qili(&["tournament", "pair", "--results", p, "--json"]);
        if !out.status.success() {
            break;
        }
        rounds += 1;
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let lots = v["lots"].as_array().expect("lots");
        for pair in v["pairs"].as_array().expect("pairs") {
            let [first, second] = [
                pair[0].as_str().expect("first"),
                pair[1].as_str().expect("second"),
            ];
            assert!(
                lots.iter()
                    .any(|l| l["what"].as_str().is_some_and(|w| w.contains("猜先"))
                        && l["among"].as_array().is_some_and(|a| a.len() == 2
                            && a.iter().any(|x| x == first)
                            && a.iter().any(|x| x == second))
                        && l["drawn"] == first),
                "round {rounds}: {first} is listed first without the 猜先 falling on it: {v}"
            );
            let boards = if first < second {
                ["1-0", "1-0", "1-0", "0-1"]
            } else {
                ["0-1", "0-1", "0-1", "1-0"]
            };
            file["games"].as_array_mut().expect("games").push(
                serde_json::json!({"round": rounds, "red": first, "black": second, "boards": boards}),
            );
        }
        let text = run_cli(&["tournament", "pair", "--results", p]);
        assert!(text.contains("(先走: red on boards 1, 3, …)"), "{text}");
        std::fs::write(&path, file.to_string()).expect("written");
    }
    assert_eq!(rounds, 2);
    let over = qili(&["tournament", "pair", "--results", p]);
    assert_eq!(over.status.code(), Some(2));
    assert!(
        stderr(&over).contains("the knockout is over: A won"),
        "{}",
        stderr(&over)
    );
    let v: serde_json::Value = serde_json::from_str(&run_cli(&[
        "tournament",
        "standings",
        "--rules",
        "cn",
        "--results",
        p,
        "--json",
    ]))
    .expect("JSON");
    let rows: Vec<(u64, &str, f64)> = v["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["rank"].as_u64().expect("rank"),
                r["player"].as_str().expect("team"),
                r["points"].as_f64().expect("points"),
            )
        })
        .collect();
    // 场分 (第14.2条): 2 a match won.
    assert_eq!(
        rows,
        [(1, "A", 4.0), (2, "B", 2.0), (3, "C", 0.0), (3, "D", 0.0)]
    );
    assert!(
        v["article"]
            .as_str()
            .is_some_and(|a| a.contains("第14.2条")),
        "{v}"
    );
    for m in v["bracket"].as_array().expect("bracket") {
        let winner = m["winner"].as_str().expect("winner");
        let first = m["games"][0][0].as_str().expect("first team");
        let want = if first == winner {
            [3.0, 1.0]
        } else {
            [1.0, 3.0]
        };
        assert_eq!(m["game_points"], serde_json::json!([want]), "{m}");
    }
    let text = run_cli(&["tournament", "standings", "--rules", "cn", "--results", p]);
    assert!(
        text.contains("(局分 3:1)") || text.contains("(局分 1:3)"),
        "{text}"
    );
    let axf = qili(&["tournament", "standings", "--rules", "axf", "--results", p]);
    assert_eq!(axf.status.code(), Some(2));
    assert!(
        stderr(&axf).contains("scores no team event"),
        "{}",
        stderr(&axf)
    );
}
