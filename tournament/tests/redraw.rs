//! CN 第20.2条: “在比赛开始前退出，如系循环制且剩余为双数，应重新抽签”. A round robin that players
//! leave before the start (`withdrawn` from round 1), leaving an even number, is played on the
//! order table of those left, numbered by a new draw: the arbiter's (`redraw`) or a lot from the
//! seed, shown with round 1; the file is refused where it contradicts that.

use qili_tournament::director::next_round;
use qili_tournament::outcome::Outcome;
use qili_tournament::results::{Event, Game};
use std::collections::HashSet;

fn event(json: &str) -> Result<Event, String> {
    Ok(Event::parse(json, "results.json")?)
}

const FIVE_ONE_OUT: &str = r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
    "seed": 7, "withdrawn": {"C": 1}, "games": []}"#;

/// Drawn from the seed: the four left get numbers 1–4 by one recorded lot, and the whole event
/// is the table of four: three rounds in which each of the four meets each other once, with no
/// bye and no forfeit — where the table of five would give a bye and a forfeit every round.
#[test]
fn four_left_of_five_play_the_table_of_four() {
    let mut e = event(FIVE_ONE_OUT).expect("read");
    let numbers: Vec<String> = e
        .table_numbers()
        .iter()
        .map(|&p| e.players()[p].clone())
        .collect();
    let mut sorted = numbers.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        ["A", "B", "D", "E"],
        "the four left draw, C does not"
    );
    let mut met = HashSet::new();
    for round in 1..=3 {
        let p = next_round(&e, None).expect("paired");
        assert_eq!(p.round, round);
        if round == 1 {
            assert_eq!(p.lots.len(), 1, "the new draw is shown with round 1");
            assert!(p.lots[0].what.contains("第20.2条"), "{:?}", p.lots);
            assert_eq!(p.lots[0].drawn, numbers.join(", "));
        } else {
            assert!(p.lots.is_empty());
        }
        assert_eq!(p.pairs.len(), 2, "round {round}: {p:?}");
        assert!(
            p.bye.is_none() && p.forfeits.is_empty(),
            "round {round}: {p:?}"
        );
        let mut file = e.file.clone();
        for [r, b] in &p.pairs {
            assert!(r != "C" && b != "C");
            assert!(met.insert([r.clone().min(b.clone()), r.clone().max(b.clone())]));
            file.games.push(Game::new(round, r, b, Outcome::Draw));
        }
        e = Event::new(file).expect("the table's games are read");
        assert!(e.warnings().is_empty(), "{:?}", e.warnings());
    }
    assert_eq!(met.len(), 6, "each pair of the four met once");
    let done = next_round(&e, None).expect_err("three rounds in all");
    assert_eq!(
        done,
        qili_tournament::pair_error::PairError::AllRoundsPlayed { total: 3 }
    );
    assert_eq!(done.to_string(), "all 3 rounds have been played");
}

/// The same seed draws the same numbers (the lot can be shown again at any time).
#[test]
fn the_draw_is_the_seeds() {
    let a = event(FIVE_ONE_OUT).expect("read");
    let b = event(FIVE_ONE_OUT).expect("read");
    assert_eq!(a.table_numbers(), b.table_numbers());
}

/// The arbiter's own draw is read from the file and followed.
#[test]
fn the_arbiters_draw_is_followed() {
    let e = event(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"C": 1}, "redraw": ["E", "D", "B", "A"], "games": []}"#,
    )
    .expect("read");
    let p = next_round(&e, None).expect("paired");
    // 附录一's table of four, round 1: 1—4, 2—3.
    assert_eq!(
        p.pairs,
        [["E", "A"], ["D", "B"]].map(|x| x.map(String::from))
    );
    assert!(p.lots.is_empty(), "no lot drawn by qili");
}

/// A `redraw` the book does not call for, or that does not list exactly those left, is refused,
/// naming the key; so is a game of a player drawn out.
#[test]
fn a_redraw_that_contradicts_the_book_is_refused() {
    let refused = |json: &str, words: &str| {
        let e = event(json).expect_err("refused");
        assert!(e.contains(words), "{e}");
    };
    // Three left: odd, nothing is drawn again.
    refused(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D"],
            "withdrawn": {"D": 1}, "redraw": ["A", "B", "C"], "games": []}"#,
        "has 3 players left",
    );
    // Withdrawn from round 2: not before the start.
    refused(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"E": 2}, "redraw": ["A", "B", "C", "D"], "games": []}"#,
        "has 5 players left",
    );
    refused(
        r#"{"system": "swiss", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"E": 1}, "redraw": ["A", "B", "C", "D"], "games": []}"#,
        "is not a round robin",
    );
    refused(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"C": 1}, "redraw": ["A", "B", "D"], "games": []}"#,
        "missing: E",
    );
    refused(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"C": 1}, "redraw": ["A", "B", "C", "D"], "games": []}"#,
        "'C' withdrew before the start",
    );
    refused(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"C": 1}, "redraw": ["A", "B", "D", "E"],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "forfeit-black"}]}"#,
        "drawn again without them",
    );
}

/// CN 第20.2条 in a group stage: the group left even is drawn again from the seed (its own lot,
/// shown with round 1), the other keeps its table; recording round 1 writes the drawn numbers
/// into the file as `redraw`, and the file read again pairs the same.
#[test]
fn a_group_left_even_is_drawn_again_and_recorded() {
    use qili_tournament::arbiter::record_pairing;
    let e = event(
        r#"{"system": "round-robin", "players": ["P1","P2","P3","P4","P5","P6","P7","P8","P9","P10"],
            "groups": 2, "seed": 11, "withdrawn": {"P4": 1}, "games": []}"#,
    )
    .expect("read");
    // A = P1 P4 P5 P8 P9 (snake order) loses P4: four left, drawn again.
    let order = e.redraw_order().to_vec();
    let mut sorted = order.clone();
    sorted.sort();
    assert_eq!(sorted, ["P1", "P5", "P8", "P9"]);
    let p = next_round(&e, None).expect("paired");
    let lot = p
        .lots
        .iter()
        .find(|l| l.what.contains("第20.2条"))
        .expect("the redraw is shown with round 1");
    assert!(lot.what.contains("group A"), "{lot:?}");
    assert_eq!(lot.drawn, order.join(", "));
    // The table of four: 1—4, 2—3 by the new numbers.
    assert!(p.pairs.contains(&[order[0].clone(), order[3].clone()]));
    assert!(p.pairs.contains(&[order[1].clone(), order[2].clone()]));
    let recorded = record_pairing(&e, &p, false, Vec::new()).expect("recorded");
    assert_eq!(recorded.file.redraw, order, "the drawn numbers are written");
    assert!(recorded.redraw_order().is_empty(), "nothing left to draw");
    let again = Event::parse(&recorded.to_json(), "again.json").expect("read again");
    assert_eq!(again.groups(), e.groups());
    // A game of the player drawn out is refused, naming the group.
    let mut file = e.file.clone();
    file.games
        .push(Game::new(1, "P4", "P1", Outcome::RedForfeits));
    let err = Event::new(file).expect_err("P4 has no number");
    assert!(err.contains("group A was drawn again"), "{err}");
}

/// A `redraw` naming a player of a group that is not drawn again is refused.
#[test]
fn a_redraw_of_a_group_the_book_keeps_is_refused() {
    let err = event(
        r#"{"system": "round-robin", "players": ["P1","P2","P3","P4","P5","P6","P7","P8","P9","P10"],
            "groups": 2, "withdrawn": {"P4": 1}, "redraw": ["P9","P1","P8","P5","P2"], "games": []}"#,
    )
    .expect_err("P2's group B lost nobody");
    assert!(
        err.contains("'P2'") && err.contains("does not draw again"),
        "{err}"
    );
}

/// The pairing sheet of a round robin drawn again numbers the players by their new numbers.
#[test]
fn the_sheet_shows_the_new_numbers() {
    use qili_tournament::rules::competition;
    use qili_tournament::sheet::sheet;
    let e = event(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D", "E"],
            "withdrawn": {"C": 1}, "redraw": ["E", "D", "B", "A"], "games": []}"#,
    )
    .expect("read");
    let s = sheet(&e, competition("cn").expect("cn"), Some(1), None).expect("sheet");
    let numbers: Vec<(String, usize)> = s
        .boards
        .iter()
        .flat_map(|b| [&b.red, &b.black])
        .map(|seat| (seat.name.clone(), seat.number))
        .collect();
    // E drew 1, D 2, B 3, A 4: round 1 is 1—4 (E–A), 2—3 (D–B).
    assert_eq!(
        numbers,
        [
            ("E".into(), 1),
            ("A".into(), 4),
            ("D".into(), 2),
            ("B".into(), 3)
        ]
    );
}
