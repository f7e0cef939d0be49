//! CN 第15.6条 “冠军或不宜并列的名次，应安排加赛”: places shared at the end are flagged — the
//! champion always, others when the file's `unshared_places` names them — and paired for a play-off
//! whose numbers (and so colours) a recorded lot gives.

use qili_tournament::director::standings;
use qili_tournament::playoff::{is_over, playoffs, shared_places};
use qili_tournament::results::Event;
use qili_tournament::rules::competition;

const GAMES: &str = r#"[
    {"round": 1, "red": "A", "black": "D", "result": "1-0"},
    {"round": 1, "red": "B", "black": "C", "result": "1-0"},
    {"round": 2, "red": "D", "black": "C", "result": "1/2-1/2"},
    {"round": 2, "red": "A", "black": "B", "result": "1-0"},
    {"round": 3, "red": "B", "black": "D", "result": "1-0"},
    {"round": 3, "red": "C", "black": "A", "result": "0-1"}]"#;

fn event(extra: &str, games: &str) -> Event {
    Event::parse(
        &format!(
            r#"{{"system": "round-robin", "players": ["A", "B", "C", "D"], {extra}
                "games": {games}}}"#
        ),
        "results.json",
    )
    .expect("read")
}

fn flagged(e: &Event) -> Vec<Vec<String>> {
    let s = standings(e, competition("cn").expect("cn"), None).expect("ranked");
    assert_eq!(s.shared_places, shared_places(e, &s));
    s.shared_places.into_iter().map(|p| p.players).collect()
}

/// C and D share third: flagged only when the regulations name third.
#[test]
fn only_the_places_named_are_flagged() {
    assert!(flagged(&event("", GAMES)).is_empty());
    assert_eq!(
        flagged(&event(r#""unshared_places": [3],"#, GAMES)),
        [["C", "D"]]
    );
    assert!(flagged(&event(r#""unshared_places": [2],"#, GAMES)).is_empty());
}

/// Before the last round is played nothing is flagged: a tie then is no shared place.
#[test]
fn nothing_is_flagged_before_the_end() {
    let two_rounds = GAMES
        .lines()
        .filter(|l| !l.contains("\"round\": 3"))
        .collect::<Vec<_>>()
        .join("\n");
    let two_rounds = format!("{}]", two_rounds.trim_end_matches(','));
    let e = event(r#""unshared_places": [1, 2, 3, 4],"#, &two_rounds);
    assert!(!is_over(&e));
    assert!(flagged(&e).is_empty());
}

/// A place shared by two is one game, colours by the lot; by four, the order table of four.
#[test]
fn the_play_off_is_a_round_robin_of_those_level() {
    let e = event(r#""unshared_places": [3],"#, GAMES);
    let s = standings(&e, competition("cn").expect("cn"), None).expect("ranked");
    let p = playoffs(&s.shared_places, 5);
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].rounds.len(), 1);
    assert_eq!(p[0].rounds[0].len(), 1, "one game: {p:?}");
    let game = &p[0].rounds[0][0];
    let mut players = game.to_vec();
    players.sort();
    assert_eq!(players, ["C", "D"]);
    assert_eq!(p[0].lots.len(), 1);
    assert!(p[0].lots[0].what.contains("第15.6条"));
    assert_eq!(p[0].lots[0].drawn, game.join(", "), "number 1 has red");
    assert_eq!(
        playoffs(&s.shared_places, 5),
        p,
        "the same seed, the same lot"
    );

    let all_drawn = GAMES
        .replace("\"1-0\"", "\"1/2-1/2\"")
        .replace("\"0-1\"", "\"1/2-1/2\"");
    let e = event("", &all_drawn);
    let s = standings(&e, competition("cn").expect("cn"), None).expect("ranked");
    let p = playoffs(&s.shared_places, 5);
    assert_eq!(p.len(), 1, "{:?}", s.shared_places);
    assert_eq!(p[0].shared.places, [1, 4]);
    assert_eq!(p[0].rounds.len(), 3);
    let mut met: Vec<[String; 2]> = p[0]
        .rounds
        .iter()
        .flatten()
        .map(|[a, b]| [a.clone().min(b.clone()), a.clone().max(b.clone())])
        .collect();
    met.sort();
    met.dedup();
    assert_eq!(met.len(), 6, "each of the four meets each other once");
}
