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

/// C and D share third (named by the regulations): their play-off is entered game by game
/// through the arbiter's desk, into `playoff_games`, and once complete it orders third and
/// fourth alone.
#[test]
fn a_play_off_entered_orders_its_place_alone() {
    use qili_tournament::arbiter::{Board, enter_playoff_result, playoff_boards};
    use qili_tournament::outcome::Outcome;
    let cn = competition("cn").expect("cn");
    let e = event(r#""unshared_places": [3], "seed": 9,"#, GAMES);
    let boards = playoff_boards(&e, cn, None).expect("play-offs");
    assert_eq!(boards.len(), 1, "{boards:?}");
    assert_eq!((boards[0].number, boards[0].place), (1, 3));
    let [red, black] = boards[0].pair.clone();
    // D wins, whichever colour the lot gave D.
    let result = if red == "D" {
        Outcome::RedWins
    } else {
        Outcome::BlackWins
    };
    let (after, entered) =
        enter_playoff_result(&e, cn, None, &Board::Player("C".into()), result, false)
            .expect("entered");
    assert_eq!(entered.pair, [red.clone(), black.clone()]);
    assert_eq!(after.file.playoff_games.len(), 1);
    let again = enter_playoff_result(&after, cn, None, &Board::Number(1), result, false);
    assert!(
        again
            .as_ref()
            .is_err_and(|e| e.to_string().contains("--replace")),
        "{again:?}"
    );
    let s = standings(&after, cn, None).expect("ranked");
    let ranks: Vec<(u32, &str)> = s
        .standings
        .iter()
        .map(|r| (r.rank, r.player.as_str()))
        .collect();
    // A 3 points, B 2: untouched; D won the play-off.
    assert_eq!(ranks, [(1, "A"), (2, "B"), (3, "D"), (4, "C")]);
    assert!(s.shared_places.is_empty(), "{:?}", s.shared_places);
    assert_eq!(s.playoffs.len(), 1);
    assert!(s.playoffs[0].complete);
    // The file written and read again keeps the game.
    let text = after.to_json();
    let read = Event::parse(&text, "again.json").expect("read again");
    assert_eq!(read.file.playoff_games, after.file.playoff_games);
}

/// Before the end there is no play-off to enter a game of.
#[test]
fn no_play_off_before_the_end() {
    use qili_tournament::arbiter::{Board, enter_playoff_result};
    use qili_tournament::outcome::Outcome;
    let cn = competition("cn").expect("cn");
    let two_rounds = GAMES
        .lines()
        .filter(|l| !l.contains("\"round\": 3"))
        .collect::<Vec<_>>()
        .join("\n");
    let two_rounds = format!("{}]", two_rounds.trim_end_matches(','));
    let e = event(r#""unshared_places": [3],"#, &two_rounds);
    let err = enter_playoff_result(&e, cn, None, &Board::Number(1), Outcome::RedWins, false)
        .expect_err("not over");
    assert!(err.to_string().contains("not over"), "{err}");
}

/// Half a play-off changes no rank: the place is still shared and flagged.
#[test]
fn a_play_off_half_played_changes_no_rank() {
    let all_drawn = GAMES
        .replace("\"1-0\"", "\"1/2-1/2\"")
        .replace("\"0-1\"", "\"1/2-1/2\"");
    let e = event(
        r#""playoff_games": [{"place": 1, "red": "A", "black": "B", "result": "1-0"}],"#,
        &all_drawn,
    );
    let s = standings(&e, competition("cn").expect("cn"), None).expect("ranked");
    assert!(s.standings.iter().all(|r| r.rank == 1));
    assert_eq!(s.shared_places.len(), 1);
    assert!(!s.shared_places[0].after_playoff);
    assert_eq!(s.playoffs.len(), 1);
    assert!(!s.playoffs[0].complete);
}

/// A play-off game must name two players of the event (of its group), a place of the field
/// and a final result; each fault names its line.
#[test]
fn bad_play_off_games_are_refused_with_their_line() {
    for (game, words) in [
        (
            r#"{"place": 1, "red": "A", "black": "Z", "result": "1-0"}"#,
            "'Z' is not a player",
        ),
        (
            r#"{"place": 1, "red": "A", "black": "A", "result": "1-0"}"#,
            "cannot play themself",
        ),
        (
            r#"{"place": 9, "red": "A", "black": "B", "result": "1-0"}"#,
            "place 9",
        ),
        (
            r#"{"place": 1, "red": "A", "black": "B", "result": "unfinished"}"#,
            "unfinished",
        ),
        (
            r#"{"place": 1, "group": "A", "red": "A", "black": "B", "result": "1-0"}"#,
            "no groups",
        ),
    ] {
        let text = format!(
            "{{\"system\": \"round-robin\", \"players\": [\"A\", \"B\", \"C\", \"D\"],\n\"playoff_games\": [\n{game}],\n\"games\": []}}"
        );
        let err = Event::parse(&text, "r.json").expect_err(words).to_string();
        assert!(err.contains(words) && err.contains("line 3"), "{err}");
    }
}
