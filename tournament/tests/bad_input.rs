//! Results files the books would not have written are refused, or read with a warning naming
//! the game, before anything is paired or written (issue #33, "Bad input accepted silently");
//! and a file saved by Notepad (a UTF-8 byte-order mark) or in GBK is read.

use qili_tournament::director::{next_round, warnings};
use qili_tournament::results::{Event, decode};

fn event(json: &str) -> Result<Event, String> {
    Ok(Event::parse(json, "results.json")?)
}

/// 附录一: round 1 of four players is 1–4, 2–3. A–B is no game of it: read with a warning,
/// and the next round refused (it could repeat a game).
#[test]
fn a_round_robin_game_off_the_order_table_is_named_and_pairing_refused() {
    let e = event(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D"],
            "games": [{"round": 1, "red": "A", "black": "B", "result": "1-0"},
                      {"round": 1, "red": "C", "black": "D", "result": "1-0"}]}"#,
    )
    .expect("read");
    let w = warnings(&e);
    assert_eq!(w.len(), 2, "{w:?}");
    assert!(
        w[0].to_string()
            .contains("games[0]: 'A' v 'B' is not a game of round 1"),
        "{w:?}"
    );
    assert!(w[0].to_string().contains("'A' v 'D'"), "{w:?}");
    let refused = next_round(&e, None).expect_err("refused").to_string();
    assert!(refused.contains("order table"), "{refused}");
}

/// 附录一: 号次在前的运动员执红棋先走 — D–A instead of A–D is the table's game with colours
/// reversed: a warning names it; the table's next round still follows.
#[test]
fn colours_reversed_from_the_order_table_are_named() {
    let e = event(
        r#"{"system": "round-robin", "players": ["A", "B", "C", "D"],
            "games": [{"round": 1, "red": "D", "black": "A", "result": "1-0"},
                      {"round": 1, "red": "B", "black": "C", "result": "1-0"}]}"#,
    )
    .expect("read");
    let w = warnings(&e);
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        w[0].to_string()
            .contains("games[0]: 'D' has red against 'A' in round 1"),
        "{w:?}"
    );
    assert_eq!(next_round(&e, None).expect("paired").round, 2);
}

/// 附录二 三: 相遇过的对手不再编对.
#[test]
fn a_rematch_in_a_swiss_event_is_refused() {
    let err = event(
        r#"{"system": "swiss", "players": ["A", "B", "C", "D"],
            "games": [{"round": 1, "red": "A", "black": "B", "result": "1-0"},
                      {"round": 1, "red": "C", "black": "D", "result": "1-0"},
                      {"round": 2, "red": "B", "black": "A", "result": "1-0"},
                      {"round": 2, "red": "D", "black": "C", "result": "1-0"}]}"#,
    )
    .expect_err("refused");
    assert!(
        err.contains("games[2]: 'B' and 'A' have already met"),
        "{err}"
    );
}

/// A round with no game while a later one has games: refused, naming the round (it used to
/// pair as if "all 3 rounds have been played").
#[test]
fn a_swiss_file_missing_a_round_is_refused() {
    let err = event(
        r#"{"system": "swiss", "players": ["A", "B", "C", "D"], "rounds": 3,
            "games": [{"round": 1, "red": "A", "black": "C", "result": "1-0"},
                      {"round": 1, "red": "B", "black": "D", "result": "1-0"},
                      {"round": 3, "red": "A", "black": "B", "result": "1-0"},
                      {"round": 3, "red": "C", "black": "D", "result": "1-0"}]}"#,
    )
    .expect_err("refused");
    assert!(
        err.contains("round 2 has no game, but round 3 has"),
        "{err}"
    );
}

/// Four players meet three others: nine rounds cannot be paired without a rematch.
#[test]
fn more_swiss_rounds_than_the_field_can_pair_are_refused() {
    let err = event(r#"{"system": "swiss", "players": ["A", "B", "C", "D"], "rounds": 9}"#)
        .expect_err("refused");
    assert!(err.contains("rounds: 9 rounds of 4 players"), "{err}");
    assert!(err.contains("at most 3"), "{err}");
    // Five players rest once each: five rounds are possible, six are not.
    assert!(
        event(r#"{"system": "swiss", "players": ["A", "B", "C", "D", "E"], "rounds": 5}"#).is_ok()
    );
    assert!(
        event(r#"{"system": "swiss", "players": ["A", "B", "C", "D", "E"], "rounds": 6}"#).is_err()
    );
}

/// E entered after round 1 of four players and has no game in rounds 1 and 2. Round 1's
/// missing game reads as E's bye (E is last: the pairing would have rested E); round 2's as a
/// second bye, although the pairing gives the bye to a player who has had none: named.
#[test]
fn a_late_entry_counted_as_a_bye_is_named() {
    let e = event(
        r#"{"system": "swiss", "players": ["A", "B", "C", "D", "E"],
            "games": [{"round": 1, "red": "A", "black": "C", "result": "1-0"},
                      {"round": 1, "red": "B", "black": "D", "result": "1-0"},
                      {"round": 2, "red": "B", "black": "A", "result": "1-0"},
                      {"round": 2, "red": "D", "black": "C", "result": "1-0"}]}"#,
    )
    .expect("read");
    let w = warnings(&e);
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        w[0].to_string()
            .starts_with("round 2: 'E' has no game and counts as having the bye"),
        "{w:?}"
    );
}

/// A file as Notepad saves it (a UTF-8 byte-order mark), and one in GBK with Chinese names.
#[test]
fn a_byte_order_mark_and_gbk_names_are_read() {
    let json = r#"{"system": "swiss", "players": ["胡荣华", "许银川"]}"#;
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend_from_slice(json.as_bytes());
    let e = Event::parse_bytes(&bom, "bom.json").expect("read");
    assert_eq!(e.players(), ["胡荣华", "许银川"]);
    let (gbk, _, _) = encoding_rs::GBK.encode(json);
    assert!(
        std::str::from_utf8(&gbk).is_err(),
        "the GBK bytes are not UTF-8"
    );
    let e = Event::parse_bytes(&gbk, "gbk.json").expect("read");
    assert_eq!(e.players(), ["胡荣华", "许银川"]);
    // Neither: named, with the byte.
    let err = decode(b"{\"players\": [\"\xFF\xFF\"]}").expect_err("refused");
    assert_eq!(
        err.to_string(),
        "neither UTF-8 nor GBK/GB18030 text (byte 14 is not UTF-8)"
    );
}
