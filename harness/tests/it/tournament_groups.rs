//! Group stages (分组循环制, CN 第11.3条): a stage paired and ranked through the CLI, the final made
//! from it by `advance`, the lots of drawn pots recorded, and the faults a group stage refuses.

use crate::support::{qili, scratch, stderr};
use qili_tournament::grouping::spread;
use qili_tournament::lots::Draw;
use qili_tournament::rules::GroupSeeding;

fn cli(args: &[&str]) -> std::process::Output {
    qili(args)
}

fn ok(args: &[&str]) -> String {
    let out = cli(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Pots: the first band one to each group in order; every later band shared out by a lot that
/// is recorded, one player to each group, the same for the same seed.
#[test]
fn pots_share_each_band_out_by_a_recorded_lot() {
    let names: Vec<String> = (1..=12).map(|i| format!("P{i}")).collect();
    let mut draw = Draw::new(3, 9);
    let groups = spread(12, 4, GroupSeeding::Pots, &mut draw, &names);
    assert_eq!(draw.record.len(), 2, "pots 2 and 3");
    for (g, members) in groups.iter().enumerate() {
        assert_eq!(members[0], g, "seed {} heads group {g}", g + 1);
        assert_eq!(members.len(), 3);
        for (band, &m) in members.iter().enumerate() {
            assert_eq!(m / 4, band, "one of each pot: {groups:?}");
        }
    }
    let mut again = Draw::new(3, 9);
    assert_eq!(
        spread(12, 4, GroupSeeding::Pots, &mut again, &names),
        groups
    );
}

/// A stage of six in two groups of three, paired round by round with `pair` and every game won
/// by the better seed (so that no place is shared: a tie would be played off, CN 第15.6条): each round gives each group its bye; `standings` ranks the groups with their names
/// and lists who goes on; `advance` prints the final (a knockout of four, group winners first),
/// which `pair` then pairs A1–B2 and B1–A2. `advance` before the end, a game across groups and
/// a group of one are refused.
#[test]
fn a_group_stage_is_played_ranked_and_sent_to_its_final() {
    let dir = scratch("groups-cli");
    let path = dir.join("groups.json");
    let p = path.to_str().expect("UTF-8");
    let mut file = serde_json::json!({
        "system": "round-robin", "players": ["A1", "B1", "B2", "A2", "A3", "B3"],
        "groups": 2, "advance": 2, "games": []
    });
    std::fs::write(&path, file.to_string()).expect("written");
    let advance = |results: &str| {
        cli(&[
            "tournament",
            "advance",
            "--rules",
            "cn",
            "--results",
            results,
            "--system",
            "knockout",
        ])
    };
    let early = advance(p);
    assert_eq!(early.status.code(), Some(2));
    assert!(
        stderr(&early).contains("games still to play"),
        "{}",
        stderr(&early)
    );
    for round in 1..=3 {
        let v: serde_json::Value =
            serde_json::from_str(&ok(&["tournament", "pair", "--results", p, "--json"]))
                .expect("JSON");
        assert_eq!(v["round"], round);
        assert_eq!(v["pairs"].as_array().expect("pairs").len(), 2);
        assert_eq!(v["byes"].as_array().expect("byes").len(), 2, "{v}");
        for pair in v["pairs"].as_array().expect("pairs") {
            let seed = |name: &serde_json::Value| {
                file["players"]
                    .as_array()
                    .expect("players")
                    .iter()
                    .position(|p| p == name)
            };
            let result = if seed(&pair[0]) < seed(&pair[1]) {
                "1-0"
            } else {
                "0-1"
            };
            file["games"]
                .as_array_mut()
                .expect("games")
                .push(serde_json::json!(
                    {"round": round, "red": pair[0], "black": pair[1], "result": result}
                ));
        }
        std::fs::write(&path, file.to_string()).expect("written");
    }
    let done = cli(&["tournament", "pair", "--results", p]);
    assert!(
        stderr(&done).contains("every group has played all its rounds"),
        "{}",
        stderr(&done)
    );
    // The same stage with its first game still being played (附录二 六) is not over: `pair`
    // names the game it waits for, and `advance` refuses (the group's last round was finished,
    // so both took the stage as over).
    let mut playing = file.clone();
    playing["games"][0]["result"] = "unfinished".into();
    let playing_path = dir.join("playing.json");
    std::fs::write(&playing_path, playing.to_string()).expect("written");
    let q = playing_path.to_str().expect("UTF-8");
    let waiting = stderr(&cli(&["tournament", "pair", "--results", q]));
    let game = format!(
        "{} – {} (round 1)",
        file["games"][0]["red"].as_str().expect("red"),
        file["games"][0]["black"].as_str().expect("black")
    );
    assert!(
        waiting.contains(&format!(
            "all 3 rounds have been paired, but {game} is still being played"
        )),
        "{waiting}"
    );
    let refused = advance(q);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("games still to play"),
        "{}",
        stderr(&refused)
    );
    let v: serde_json::Value = serde_json::from_str(&ok(&[
        "tournament",
        "standings",
        "--rules",
        "cn",
        "--results",
        p,
        "--json",
    ]))
    .expect("JSON");
    let groups: Vec<&str> = v["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["group"].as_str().expect("group"))
        .collect();
    assert_eq!(groups, ["A", "A", "A", "B", "B", "B"]);
    let q = v["qualified"].as_array().expect("qualified");
    assert_eq!(q.len(), 4);
    let text = ok(&["tournament", "standings", "--rules", "cn", "--results", p]);
    assert!(
        text.starts_with("group A\n")
            && text.contains("\ngroup B\n")
            && text.contains("to the final: "),
        "{text}"
    );
    let advanced = advance(p);
    assert!(advanced.status.success(), "{}", stderr(&advanced));
    let final_text = String::from_utf8_lossy(&advanced.stdout).into_owned();
    let fin: serde_json::Value = serde_json::from_str(&final_text).expect("JSON");
    assert_eq!(fin["system"], "knockout");
    assert_eq!(&fin["players"], &v["qualified"]);
    let final_path = dir.join("final.json");
    std::fs::write(&final_path, &final_text).expect("written");
    let pairs: serde_json::Value = serde_json::from_str(&ok(&[
        "tournament",
        "pair",
        "--results",
        final_path.to_str().expect("UTF-8"),
        "--json",
    ]))
    .expect("JSON");
    let group_of = |name: &serde_json::Value| {
        v["standings"]
            .as_array()
            .expect("rows")
            .iter()
            .find(|r| &r["player"] == name)
            .expect("a player")["group"]
            .clone()
    };
    for pair in pairs["pairs"].as_array().expect("pairs") {
        assert_ne!(
            group_of(&pair[0]),
            group_of(&pair[1]),
            "{pair}: the final's first round meets groups"
        );
    }
    for (text, says) in [
        (
            r#"{"system": "round-robin", "players": ["A1", "B1", "B2", "A2"], "groups": 2,
 "games": [
  {"round": 1, "red": "A1", "black": "B1", "result": "1-0"}]}"#,
            "line 3: games[0]: 'A1' (group A) and 'B1' (group B) are in different groups",
        ),
        (
            r#"{"system": "round-robin", "players": ["A", "B", "C"], "groups": 2}"#,
            "2 groups of 3 players",
        ),
        (
            r#"{"system": "swiss", "players": ["A", "B"], "groups": 1}"#,
            "groups and advance are for a round robin",
        ),
        (
            r#"{"system": "round-robin", "players": ["A", "B", "C", "D"], "groups": {"X": ["A", "B"], "Y": ["C", "E"]}}"#,
            "groups: Y: 'E' is not a player",
        ),
        (
            r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"], "groups": {"X": ["A", "B"], "Y": ["C", "D"]}}"#,
            "'E' is in no group",
        ),
    ] {
        let bad = dir.join("bad.json");
        std::fs::write(&bad, text).expect("written");
        let out = cli(&[
            "tournament",
            "standings",
            "--rules",
            "cn",
            "--results",
            bad.to_str().expect("UTF-8"),
        ]);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(stderr(&out).contains(says), "{}", stderr(&out));
    }
}
