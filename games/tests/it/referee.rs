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
/// repetitions chase, check and vary, under both books.
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
            for rules in ["cn", "axf"] {
                let book = rulebook(rules).unwrap();
                // The adjudication of the moves `adj` judged, played from ply `first` of the
                // game, made afresh.
                let fresh = |first: usize, adj: &Adjudication| {
                    let moves: Vec<_> = adj.plies.iter().map(|p| p.mv).collect();
                    format!("{:?}", adjudicate(book, &positions[first], &moves))
                };
                let mut referee = Referee::new(book, replay.start.clone());
                for (i, &m) in replay.moves.iter().enumerate() {
                    referee.play(m);
                    if let Some(ruled) = referee.rule() {
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
                    for (mv, adj) in referee.forbidden() {
                        // The banned move's cycle ends with it, one ply past the game.
                        let first = i + 2 - adj.plies.len();
                        let kept = format!("{adj:?}");
                        assert_eq!(kept, fresh(first, &adj), "{file} ply {} {mv}", i + 1);
                        banned += 1;
                    }
                }
            }
        }
    }
    assert!(
        rulings >= 10 && banned >= 3,
        "{rulings} rulings, {banned} banned moves"
    );
}
