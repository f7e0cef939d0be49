//! Chases by the general or a pawn that another piece joins (AXF 总纲 9, 细则 28–30; CN 第27.1、
//! 27.2条, 细则 2, 6, 9): the general rule, on boards of this project's making, each ruled as
//! given, mirrored and colour-swapped ([`rule`]).
//!
//! A pawn's (or the general's) chase is its own — allowed under AXF (总纲 9), idle under CN — unless
//! on every move of the loop the chasing side's move also creates a new threat on the same target
//! by another piece: then the side chases with that piece, 长捉 under AXF (细则 30: 将帅或兵卒若每步
//! 都联合其他子长捉一子仍作负局) and 捉 under CN (第27.1条 其他棋子和帅（将）同时捉吃…均按捉处理; 细则 2
//! 从没捉到捉). Joined on one step only, the chase stays the pawn's (细则 29: 若其中一步联合车或马或炮
//! 长捉一子亦作和局).

use super::rulings::{classes_of, rule, rule_by};
use qili_oracle::rules::rulebook;
use qili_oracle::{Class, Verdict};

/// Under both books, red's moves in the cycle (from its second ply: the loops below are played
/// from red's first move on) have these classes, and the loop this ruling.
fn both_books(fen: &str, moves: &str, cn: [Class; 2], axf: [Class; 2], verdict: Verdict) {
    for (book, classes) in [("axf", axf), ("cn", cn)] {
        let adj = rule(book, fen, moves);
        assert_eq!(classes_of(&adj, true), classes, "{book}: {fen}");
        assert_eq!(adj.ruling.verdict, verdict, "{book}: {}", adj.ruling.why);
    }
}

const CHASE: [Class; 2] = [Class::Chase, Class::Chase];

/// A horse on one step, a cannon on the other. The pawn shuttles b5–c5 after a black rook that
/// flees c6–b6: stepping to c5 it frees the leg b5 of the horse a5, which attacks c6; stepping
/// back to b5 it becomes the screen of the cannon b3 under the rook on b6. Joined on every move:
/// red must vary under both books.
#[test]
fn a_horse_and_a_cannon_taking_turns_join_a_pawns_chase() {
    let fen = "4k4/9/9/2r6/NP7/9/1C7/9/9/3K5 w";
    let moves = "b5c5 c6b6 c5b5 b6c6 b5c5";
    both_books(fen, moves, CHASE, CHASE, Verdict::RedLoses);
}

/// Rooks taking turns. A black cannon flees b7–c7, protected from below by the black rooks b2
/// and c2 along the files; the pawn shuttles b6–c6 beneath it. Each pawn step attacks the
/// cannon and cuts the file of the rook that protected it, so the red rook above it (b8 or c8),
/// which attacked it protected (no gain: a rook for a cannon), now wins it: a new threat the move
/// creates (从没捉到捉, CN 细则 2; a new attacker, AXF). Joined on every move: red must vary.
#[test]
fn rooks_taking_turns_join_a_pawns_chase_when_its_step_cuts_the_protection() {
    let fen = "5k3/1RR6/2c6/1P7/9/9/9/1rr6/9/3AKA3 w";
    let moves = "b6c6 c7b7 c6b6 b7c7 b6c6";
    both_books(fen, moves, CHASE, CHASE, Verdict::RedLoses);
}

/// Cannons taking turns. A black rook flees c6–b6; the pawn shuttles b5–c5 beneath it and is, on
/// each step, the new screen of the cannon below on its file (c2, then b2), which then attacks the
/// rook. The rooks a2 and d2 protect the cannons, so the black rook's own look down the file it
/// lands on wins nothing. Joined on every move: red must vary under both books. With the cannon b2
/// gone only the step to c5 is joined: 细则 29 under AXF, 一捉一闲 under CN — a draw under both.
/// (Not a black cannon as the target: 炮捉炮 through the same screen is 长献 under AXF, 细则 24.)
#[test]
fn cannons_taking_turns_join_a_pawns_chase() {
    let moves = "b5c5 c6b6 c5b5 b6c6 b5c5";
    let both = "4k4/9/9/2r6/1P7/9/9/RCCR5/9/3K5 w";
    both_books(both, moves, CHASE, CHASE, Verdict::RedLoses);
    let one = "4k4/9/9/2r6/1P7/9/9/R1CR5/9/3K5 w";
    both_books(
        one,
        moves,
        [Class::Idle, Class::Chase],
        CHASE,
        Verdict::Draw,
    );
}

/// Joined on one step only: with the horse b4 alone, only the step to c5 frees a leg (b5) of a
/// horse attacking c6. AXF: the pawn chases on every move and a horse joins it on one, 细则 29,
/// a draw (red's moves are still called chases, allowed ones). CN: the pawn's own chase is idle
/// (第27.2条) and the step joined by the horse is 捉 — 一捉一闲, allowed (第25.2条), a draw.
#[test]
fn a_chase_joined_on_one_step_only_stays_the_pawns() {
    let fen = "4k4/9/9/2c6/1P7/1N7/9/9/9/3K5 w";
    let moves = "b5c5 c6b6 c5b5 b6c6 b5c5";
    both_books(
        fen,
        moves,
        [Class::Idle, Class::Chase],
        CHASE,
        Verdict::Draw,
    );
}

/// Issue #30's board: each pawn step attacks the cannon and seems to free a horse's leg, but the
/// horse e6 stands alone between the two generals and may not leave the e-file (AXF 第一章第二节
/// 九 将与帅在同一条直线上不准直接相对; CN 第2.2条 帅和将不准在同一直线上直接对面), so its attack on g7
/// is no capture it could make, no 捉 (AXF 术语解释 捉着 企图于下一着吃去之, and 细则 27, 图六十三: a
/// pinned piece's attack is no chase; CN 第28.3条 能够…吃掉). Only the step to f6 is joined, by the
/// horse h6: 细则 29 under AXF, 一捉一闲 under CN — a draw under both. With the red general on d0
/// the horse e6 is free: every step is joined, and red must vary under both books.
#[test]
fn a_horse_pinned_by_the_facing_generals_does_not_join_a_pawns_chase() {
    let moves = "f6g6 g7f7 g6f6 f7g7 f6g6";
    let pinned = "3aka3/9/6c2/4NP1N1/9/9/9/9/9/4KA3 w";
    both_books(
        pinned,
        moves,
        [Class::Chase, Class::Idle],
        CHASE,
        Verdict::Draw,
    );
    let free = "3aka3/9/6c2/4NP1N1/9/9/9/9/9/3K1A3 w";
    both_books(free, moves, CHASE, CHASE, Verdict::RedLoses);
}

// --- CN: a piece only the general or pawns could win before the move
// (`naming.idle_chasers_stand`; 第27.1条, 第27.2条, 细则 2 and 6).

/// The black king d9 could take the red cannon d8 all along; black's rook flees the cannon's
/// file to i7, attacking it on i8, and comes back to d7, attacking it beside the king. The
/// king's 叫吃 is 闲 (第27.1条 允许帅（将）本身步步叫吃对方的棋子，按闲着处理), so no 捉 stood before
/// the rook came back: the rook and the king then 同时捉吃 (第27.1条: 均按捉处理), 从没捉到捉 (细则
/// 2). Black chases the cannon on every move: 长打, black must vary (CN 第26.4条), as under AXF
/// (总纲 3). With the key turned the king's threat stands, the rook's return is 从捉到捉 (细则 6),
/// idle, and CN draws (第26.2条).
#[test]
fn a_piece_joining_the_generals_standing_threat_chases_under_cn() {
    let fen = "3k5/3C5/3r5/3n5/9/9/9/9/9/3K5 w";
    let moves = "d8i8 d7i7 i8d8 i7d7 d8i8";
    for book in ["cn", "axf"] {
        let adj = rule(book, fen, moves);
        assert_eq!(classes_of(&adj, false), CHASE, "{book}");
        assert_eq!(
            adj.ruling.verdict,
            Verdict::BlackLoses,
            "{book}: {}",
            adj.ruling.why
        );
    }
    let mut stands = rulebook("cn").unwrap().clone();
    stands.naming.idle_chasers_stand = true;
    let adj = rule_by(&stands, fen, moves);
    assert_eq!(classes_of(&adj, false), [Class::Chase, Class::Idle]);
    assert_eq!(adj.ruling.verdict, Verdict::Draw, "{}", adj.ruling.why);
}

/// The same for pawns (第27.2条 兵（卒）本身捉吃对方的棋子…按闲处理). The red pawns b6 and c6 attack
/// b7 and c7 all along; a black cannon flees between them, and the red rook follows it along
/// rank 8 (b8, c8), attacking it where a pawn already does. Under CN no 捉 stood, so each rook
/// move chases together with the pawn: 长打, red must vary; with the key turned each is 从捉到捉,
/// idle, and CN draws.
#[test]
fn a_piece_joining_a_pawns_standing_threat_chases_under_cn() {
    let fen = "4k4/1R7/2c6/1PP6/9/9/9/9/9/3K5 w";
    let moves = "b8c8 c7b7 c8b8 b7c7 b8c8";
    let cn = rule("cn", fen, moves);
    assert_eq!(classes_of(&cn, true), CHASE);
    assert_eq!(cn.ruling.verdict, Verdict::RedLoses, "{}", cn.ruling.why);
    let mut stands = rulebook("cn").unwrap().clone();
    stands.naming.idle_chasers_stand = true;
    let adj = rule_by(&stands, fen, moves);
    assert_eq!(classes_of(&adj, true), [Class::Idle, Class::Idle]);
    assert_eq!(adj.ruling.verdict, Verdict::Draw, "{}", adj.ruling.why);
}

/// Where the other side attacks on every move, pawns' chases count as 捉 (CN 第27.2条 如形成相互
/// 长打局面，则应按捉处理): a pawn's standing threat then stood, and another piece joining it is
/// 从捉到捉. Loop 1663 of `harness/benches/data/loops-seed2.jsonl`: black's cannon attacks on
/// every move (长打); red's rook, returning to i6, attacks the crossed black pawn i4 that the red
/// pawn i3 threatens all along — idle here, so red's moves are 一捉一闲 and black must vary.
#[test]
fn a_pawns_standing_threat_stood_where_pawns_chases_count() {
    let fen = "5kb2/4C4/b4ac2/4P3R/p8/1pP5p/6P1P/4K2p1/N8/R1BA1ABN1 b";
    let moves = "g7h7 i6h6 h7g7 h6i6 g7h7";
    let cn = rule("cn", fen, moves);
    assert_eq!(classes_of(&cn, true), [Class::Chase, Class::Idle]);
    assert_eq!(cn.ruling.verdict, Verdict::BlackLoses, "{}", cn.ruling.why);
    assert!(cn.ruling.why.contains("从捉到捉"), "{}", cn.ruling.why);
}
