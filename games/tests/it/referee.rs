//! The referee on a perpetual check made for it: when it rules, what the book's procedure calls
//! for, which moves it forbids, and that a capture starts the count again — under both books,
//! and the same with the colours swapped.

use qili_games::{Call, Claim, Referee};
use qili_oracle::notation::parse_moves;
use qili_oracle::rules::rulebook;
use qili_oracle::{Color, Position, Verdict};

/// Black's general on d9, red's rook on h8: the rook checks on the ninth rank and the eighth in
/// turn, the general steps between them (长将, CN 第26.1条 / AXF 总纲 1).
const CHECKS: &str = "3k5/7R1/9/9/9/9/9/9/9/4K4 w";
const LOOP: &str = "h8h9 d9d8 h9h8 d8d9";

fn referee(rules: &str, fen: &str, moves: &str) -> Referee {
    let start = Position::from_fen(fen).unwrap();
    let mut referee = Referee::new(rulebook(rules).unwrap(), start.clone());
    for m in parse_moves(&start, moves).unwrap() {
        referee.play(m);
    }
    referee
}

#[test]
fn nothing_is_ruled_before_the_third_occurrence() {
    let mut r = referee("axf", CHECKS, &format!("{LOOP} {LOOP}"));
    assert_eq!(r.occurrences(), 3);
    let mut early = referee("axf", CHECKS, &format!("{LOOP} h8h9 d9d8 h9h8"));
    assert_eq!(early.occurrences(), 2);
    assert!(early.rule().is_none());
    let ruled = r.rule().expect("a ruling at the third occurrence");
    assert_eq!((ruled.ply, ruled.first_ply, ruled.occurrences), (8, 5, 3));
    assert_eq!(ruled.ruling().verdict, Verdict::RedLoses);
}

#[test]
fn axf_orders_the_checker_to_vary_and_forbids_the_check() {
    let mut r = referee("axf", CHECKS, &format!("{LOOP} {LOOP}"));
    let ruled = r.rule().unwrap();
    assert_eq!(
        ruled.call,
        Call::MustVary {
            side: Color::Red,
            newly: true
        }
    );
    assert!(r.is_ordered(Color::Red));
    // Red to move: the check that continues the cycle is forbidden; nothing else is.
    let forbidden: Vec<String> = r.forbidden().iter().map(|(m, _)| m.iccs()).collect();
    assert_eq!(forbidden, ["h8h9"]);
    // Ruled again later in the same run, the order is not new.
    let again = r.rule().unwrap();
    assert_eq!(
        again.call,
        Call::MustVary {
            side: Color::Red,
            newly: false
        }
    );
}

#[test]
fn cn_gives_the_loss_at_once_for_perpetual_check() {
    let mut r = referee("cn", CHECKS, &format!("{LOOP} {LOOP}"));
    match r.rule().unwrap().call {
        Call::LosesAtOnce {
            side,
            pattern,
            article,
        } => {
            assert_eq!(side, Color::Red);
            assert_eq!(pattern, "perpetual_check");
            assert_eq!(article, "CN 第24.1条");
        }
        other => panic!("{other:?}"),
    }
    assert!(!r.is_ordered(Color::Red));
}

#[test]
fn colours_swapped_the_other_side_is_ordered() {
    let swapped = Position::from_fen(CHECKS).unwrap().color_swapped();
    let start = swapped.clone();
    let mut r = Referee::new(rulebook("axf").unwrap(), start);
    let moves = parse_moves(
        &swapped,
        &["h8h9", "d9d8", "h9h8", "d8d9"]
            .iter()
            .map(|m| swap(m))
            .collect::<Vec<_>>()
            .join(" "),
    )
    .unwrap();
    for _ in 0..2 {
        for &m in &moves {
            r.play(m);
        }
    }
    assert_eq!(
        r.rule().unwrap().call,
        Call::MustVary {
            side: Color::Black,
            newly: true
        }
    );
}

/// An ICCS move with the colours swapped (the board turned: rank r becomes 9 - r).
fn swap(m: &str) -> String {
    let b = m.as_bytes();
    let rank = |c: u8| char::from(b'9' - (c - b'0'));
    format!(
        "{}{}{}{}",
        char::from(b[0]),
        rank(b[1]),
        char::from(b[2]),
        rank(b[3])
    )
}

#[test]
fn a_capture_starts_the_count_again() {
    // A black cannon on a6, which the rook leaves alone while it checks, then takes.
    let fen = "3k5/7R1/9/c8/9/9/9/9/9/4K4 w";
    let mut r = referee("axf", fen, &format!("{LOOP} {LOOP}"));
    assert_eq!(r.occurrences(), 3);
    r.rule().unwrap();
    assert!(r.is_ordered(Color::Red));
    for m in ["h8h6", "d9d8", "h6a6"] {
        let mv = parse_moves(r.position(), m).unwrap()[0];
        r.play(mv);
    }
    assert_eq!(r.occurrences(), 1);
    assert!(!r.is_ordered(Color::Red));
    assert_eq!(r.moves().len(), 11);
}

#[test]
fn the_move_limit_is_reached_without_a_capture() {
    // Red's rook and black's general shuffle far apart: no check, no capture.
    let fen = "3k5/9/9/9/9/9/9/9/R8/4K4 w";
    let mut r = referee("axf", fen, "");
    let limit = rulebook("axf").unwrap().move_limit.plies;
    let shuffle = parse_moves(r.position(), "a1a2 d9d8 a2a1 d8d9").unwrap();
    for ply in 0..limit as usize {
        assert!(r.move_limit().is_none(), "at ply {ply}");
        r.play(shuffle[ply % 4]);
    }
    let ruling = r.move_limit().expect("the limit is reached");
    assert_eq!(ruling.verdict, Verdict::Draw);
}

#[test]
fn a_claim_of_the_move_limit_is_counted_and_a_false_one_costs_a_foul() {
    // CN 第23.3条: a false claim is a foul (第9.1.4条) and five minutes on the claimant's clock;
    // the third foul of a game loses it (第4.1.8条). A true claim draws.
    let fen = "3k5/9/9/9/9/9/9/9/R8/4K4 w";
    let mut r = referee("cn", fen, "a1a2 d9d8 a2a1 d8d9");
    for n in 1..=3 {
        match r.claim_move_limit(Color::Black) {
            Claim::False {
                foul,
                penalty,
                fouls,
                loses,
            } => {
                assert_eq!(foul, "CN 第9.1.4条");
                assert_eq!(penalty.as_secs(), 300);
                assert_eq!(fouls, n);
                assert_eq!(loses.as_deref(), (n == 3).then_some("CN 第4.1.8条"));
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!((r.fouls(Color::Black), r.fouls(Color::Red)), (3, 0));
    let shuffle = parse_moves(r.position(), "a1a2 d9d8 a2a1 d8d9").unwrap();
    for ply in 0..116 {
        r.play(shuffle[ply % 4]);
    }
    match r.claim_move_limit(Color::Red) {
        Claim::Upheld(ruling) => assert_eq!(ruling.verdict, Verdict::Draw),
        other => panic!("{other:?}"),
    }
    // AXF sets no procedure for a false claim: it is refused, and nothing else happens.
    let mut axf = referee("axf", fen, "a1a2 d9d8 a2a1 d8d9");
    assert_eq!(axf.claim_move_limit(Color::Red), Claim::Refused);
    assert_eq!(axf.fouls(Color::Red), 0);
}

/// What the rulings of a game worked out of their positions is kept from one ruling to the next
/// (until a capture): every ruling, and the adjudication of every move banned to a side ordered
/// to vary, is the one a fresh adjudication of the same cycle gives — on the sample games, whose
/// repetitions chase, check and vary, under both books. The same when the game is followed as a
/// game in progress is (`play_ruled`, then `before_move`), where each second occurrence works
/// out its move's share of a ruling ahead of the third (`Referee::prepare_ruling`).
#[test]
fn rulings_that_share_their_positions_are_those_of_fresh_adjudications() {
    use qili_oracle::verdict::{Adjudication, adjudicate};
    let mut rulings = 0;
    let mut banned = 0;
    for file in ["ccpd-big5.pgn", "wxf-iccs.pgn"] {
        for (record, _) in super::read_file(file) {
            let replay = record.replay();
            let mut positions = vec![replay.start.clone()];
            for &m in &replay.moves {
                let next = positions.last().unwrap().play_unchecked(m);
                positions.push(next);
            }
            for (rules, live) in [("cn", false), ("axf", false), ("cn", true), ("axf", true)] {
                let book = rulebook(rules).unwrap();
                // The adjudication of the moves `adj` judged, played from ply `first` of the
                // game, made afresh.
                let fresh = |first: usize, adj: &Adjudication| {
                    let moves: Vec<_> = adj.plies.iter().map(|p| p.mv).collect();
                    format!("{:?}", adjudicate(book, &positions[first], &moves))
                };
                let mut referee = Referee::new(book, replay.start.clone());
                let legal = referee.position().legal_moves();
                let mut turn = referee.before_move(legal.as_slice());
                for (i, &m) in replay.moves.iter().enumerate() {
                    let ruled = if live {
                        referee.play_ruled(m, &turn.forbidden, false).ruled
                    } else {
                        referee.play(m);
                        referee.rule()
                    };
                    if let Some(ruled) = ruled {
                        let first = ruled.first_ply - 1;
                        let kept = format!("{:?}", ruled.adjudication);
                        assert_eq!(
                            kept,
                            fresh(first, &ruled.adjudication),
                            "{file} ply {}",
                            i + 1
                        );
                        rulings += 1;
                    }
                    let legal = referee.position().legal_moves();
                    turn = referee.before_move(legal.as_slice());
                    for (mv, adj) in &turn.forbidden {
                        // The banned move's cycle ends with it, one ply past the game.
                        let first = i + 2 - adj.plies.len();
                        let kept = format!("{adj:?}");
                        assert_eq!(kept, fresh(first, adj), "{file} ply {} {mv}", i + 1);
                        banned += 1;
                    }
                }
            }
        }
    }
    assert!(
        rulings >= 20 && banned >= 6,
        "{rulings} rulings, {banned} banned moves"
    );
}

#[test]
fn a_forbidden_move_is_ruled_as_any_third_occurrence() {
    // AXF: red is ordered to vary at ply 8, and checks again (h8h9), which the referee
    // forbade: red loses, and the ply is ruled as `rule` rules it — the same cycle, the order
    // not new.
    let mut r = referee("axf", CHECKS, &format!("{LOOP} {LOOP}"));
    r.rule().unwrap();
    let forbidden = r.forbidden();
    let check = parse_moves(r.position(), "h8h9").unwrap()[0];
    assert_eq!(forbidden.len(), 1);
    let mut plain = r.clone();
    plain.play(check);
    let expected = plain.rule().unwrap();
    let played = r.play_ruled(check, &forbidden, false);
    let ruled = played
        .ruled
        .expect("the forbidden move's repetition is ruled");
    assert_eq!(
        (ruled.ply, ruled.first_ply, ruled.occurrences, &ruled.call),
        (
            expected.ply,
            expected.first_ply,
            expected.occurrences,
            &expected.call
        )
    );
    assert_eq!(ruled.ruling(), expected.ruling());
    assert_eq!(
        ruled.call,
        Call::MustVary {
            side: Color::Red,
            newly: false
        }
    );
    let ending = played.ending.expect("red loses");
    assert!(
        ending.reason.contains("continuing the cycle"),
        "{}",
        ending.reason
    );
}

/// What can be seen of a referee: its state, the position, the count, the orders in force, the
/// moves it forbids and the move-count limit.
fn observed(r: &Referee) -> String {
    let forbidden: Vec<String> = r.forbidden().iter().map(|(m, _)| m.iccs()).collect();
    format!(
        "{:?} {} {} {}{} {forbidden:?} {}",
        r.state(),
        r.position().fen(),
        r.occurrences(),
        r.is_ordered(Color::Red),
        r.is_ordered(Color::Black),
        r.move_limit().is_some()
    )
}

/// A game with two perpetual checks, a capture between them that lifts the first's order to
/// vary: the checks of `CHECKS` with a black cannon on a6, which the rook takes after red is
/// ordered to vary, then checks from the a-file. AXF orders red to vary twice; CN makes the first
/// a loss at once (the referee rules on: it ends nothing by itself).
fn eventful(rules: &str) -> (Referee, Vec<qili_oracle::Move>) {
    let fen = "3k5/7R1/9/c8/9/9/9/9/9/4K4 w";
    let start = Position::from_fen(fen).unwrap();
    let moves = parse_moves(
        &start,
        &format!(
            "{LOOP} {LOOP} h8h6 d9d8 h6a6 d8d9 a6a9 d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9 a8a9 d9d8"
        ),
    )
    .unwrap();
    (Referee::new(rulebook(rules).unwrap(), start), moves)
}

#[test]
fn undo_gives_back_the_referee_of_every_earlier_ply() {
    for rules in ["axf", "cn"] {
        let (mut r, moves) = eventful(rules);
        let mut seen = vec![observed(&r)];
        for &m in &moves {
            r.play(m);
            r.rule();
            seen.push(observed(&r));
        }
        assert_eq!(r.orders().len(), 2 * usize::from(rules == "axf"), "{rules}");
        for ply in (0..moves.len()).rev() {
            assert_eq!(r.undo(), Some(moves[ply]));
            assert_eq!(observed(&r), seen[ply], "{rules}: back at ply {ply}");
        }
        assert_eq!(r.undo(), None);
        // Played again after being taken back, the game is the same.
        for (ply, &m) in moves.iter().enumerate() {
            r.play(m);
            r.rule();
            assert_eq!(observed(&r), seen[ply + 1], "{rules}: ply {}", ply + 1);
        }
    }
}

#[test]
fn a_state_resumes_the_game_at_every_ply() {
    let (mut r, moves) = eventful("axf");
    r.claim_move_limit(Color::Black);
    for &m in &moves {
        r.play(m);
        r.rule();
        let resumed = Referee::from_state(&r.state()).unwrap();
        assert_eq!(observed(&resumed), observed(&r));
    }
    assert_eq!(
        r.state().fouls,
        [0, 0],
        "AXF refuses a false claim without a foul"
    );
    let mut cn = referee("cn", CHECKS, "");
    cn.claim_move_limit(Color::Black);
    assert_eq!(
        Referee::from_state(&cn.state())
            .unwrap()
            .fouls(Color::Black),
        1
    );
}

#[test]
fn a_state_that_is_no_game_is_refused_naming_what_is_wrong() {
    use qili_games::Order;
    let (mut r, moves) = eventful("axf");
    for &m in &moves[..8] {
        r.play(m);
    }
    r.rule();
    let good = r.state();
    assert_eq!(
        good.orders,
        [Order {
            ply: 8,
            side: Color::Red
        }]
    );
    let wrong = |edit: &dyn Fn(&mut qili_games::RefereeState)| {
        let mut state = good.clone();
        edit(&mut state);
        Referee::from_state(&state).unwrap_err().to_string()
    };
    assert_eq!(
        wrong(&|s| s.rules = "wxf".into()),
        "rules 'wxf': no such rulebook"
    );
    assert!(wrong(&|s| s.start = "9/9 w".into()).starts_with("start '9/9 w': "));
    assert_eq!(
        wrong(&|s| s.moves[2] = s.moves[0]),
        "moves: ply 3 'h8h9' is not legal"
    );
    assert_eq!(
        wrong(&|s| s.orders[0].ply = 7),
        "orders: red at ply 7: no position occurs a third time there"
    );
    assert_eq!(
        wrong(&|s| s.orders.push(Order {
            ply: 8,
            side: Color::Red
        })),
        "orders: red at ply 8: the side was ordered to vary already"
    );
    assert_eq!(
        wrong(&|s| s.orders[0].ply = 9),
        "orders: red at ply 9: not at a ply of the moves, in order"
    );
    assert!(matches!(
        Referee::from_state(&good),
        Ok(ref resumed) if resumed.is_ordered(Color::Red)
    ));
}
