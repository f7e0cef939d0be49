//! The oracle's rulings on small boards of our own, one or two per rule the books state, each
//! checked as given, mirrored left-right and with colours swapped.

use qili_oracle::notation::parse_moves;
use qili_oracle::rules::rulebook;
use qili_oracle::verdict::{Adjudication, adjudicate};
use qili_oracle::{Class, Move, Position, Verdict};

/// Rules `moves` from `fen` under `book`, and checks that the mirrored and the colour-swapped
/// loops get the same classes and the matching ruling.
pub(crate) fn rule(book: &str, fen: &str, moves: &str) -> Adjudication {
    rule_by(rulebook(book).expect("a rulebook"), fen, moves)
}

/// [`rule`] under a rule table given whole (one with some keys turned).
pub(crate) fn rule_by(b: &qili_oracle::rules::Rulebook, fen: &str, moves: &str) -> Adjudication {
    let book = &b.id;
    let start = Position::from_fen(fen).expect("a legal position");
    let moves = parse_moves(&start, moves).expect("legal moves");
    let adj = adjudicate(b, &start, &moves);
    let classes = |a: &Adjudication| a.plies.iter().map(|p| p.class).collect::<Vec<_>>();
    let mirrored: Vec<Move> = moves.iter().map(|m| m.mirrored()).collect();
    let m = adjudicate(b, &start.mirrored(), &mirrored);
    assert_eq!(
        m.ruling.verdict, adj.ruling.verdict,
        "{book} mirrored: {fen}"
    );
    assert_eq!(classes(&m), classes(&adj), "{book} mirrored: {fen}");
    let swapped: Vec<Move> = moves.iter().map(|m| m.flipped()).collect();
    let s = adjudicate(b, &start.color_swapped(), &swapped);
    assert_eq!(
        s.ruling.verdict,
        adj.ruling.verdict.color_swapped(),
        "{book} swapped: {fen}"
    );
    assert_eq!(classes(&s), classes(&adj), "{book} swapped: {fen}");
    adj
}

/// The classes of one side's plies in the judged cycle.
pub(crate) fn classes_of(adj: &Adjudication, red: bool) -> Vec<Class> {
    let range = adj.judged.clone().expect("a judged cycle");
    adj.plies
        .iter()
        .filter(|p| range.contains(&p.ply) && (p.side == qili_oracle::Color::Red) == red)
        .map(|p| p.class)
        .collect()
}

/// Rules `moves` from `fen` under a rulebook with some keys turned (no symmetry checks).
pub(crate) fn adjudicate_with(
    book: &qili_oracle::rules::Rulebook,
    fen: &str,
    moves: &str,
) -> Adjudication {
    let start = Position::from_fen(fen).unwrap();
    adjudicate(book, &start, &parse_moves(&start, moves).unwrap())
}

/// Red's moves are chases under AXF and idle under CN, and the loop is a draw under both.
fn red_chases_under_axf_only_and_both_draw(fen: &str, moves: &str) {
    let axf = rule("axf", fen, moves);
    assert_eq!(classes_of(&axf, true), [Class::Chase, Class::Chase]);
    assert_eq!(axf.ruling.verdict, Verdict::Draw, "{}", axf.ruling.why);
    let cn = rule("cn", fen, moves);
    assert!(classes_of(&cn, true).iter().all(|c| c.is_idle()));
    assert_eq!(cn.ruling.verdict, Verdict::Draw, "{}", cn.ruling.why);
}

// --- A general's or pawn's chase joined by other pieces (AXF 总纲 9, 细则 28–30; CN 第27.1、
// 27.2条). Only the attacks the move itself creates join the chase.

/// A pawn shuttles beside a cannon that slides along a rank a red rook covers all along: only
/// the pawn's attack is new, so the chase is the pawn's alone — allowed under AXF (总纲 9), idle
/// under CN (第27.2条; the rook's standing attack is 从捉到捉, 第29.2条).
#[test]
fn a_rook_attacking_all_along_does_not_join_a_pawn_chase() {
    let fen = "4k4/9/9/2c5R/1P7/9/9/9/9/3K5 w";
    let moves = "b5c5 c6b6 c5b5 b6c6 b5c5";
    red_chases_under_axf_only_and_both_draw(fen, moves);
}

/// The pawn's step frees a horse's leg each time, so a horse newly attacks the fleeing cannon
/// with the pawn on every move, the two horses taking turns: 细则 30 (图七十二) — the chasing
/// side must vary; CN counts the horse's attack as a chase (only the pawn's own is idle).
#[test]
fn horses_whose_legs_a_pawn_frees_join_its_chase() {
    let fen = "4k4/9/9/2c6/1P7/1NN6/9/9/9/3K5 w";
    let moves = "b5c5 c6b6 c5b5 b6c6 b5c5";
    for book in ["axf", "cn"] {
        let adj = rule(book, fen, moves);
        assert_eq!(
            classes_of(&adj, true),
            [Class::Chase, Class::Chase],
            "{book}"
        );
        assert_eq!(
            adj.ruling.verdict,
            Verdict::RedLoses,
            "{book}: {}",
            adj.ruling.why
        );
    }
}

/// The general follows a cannon that slides along a rank a red rook covers all along: the
/// general's chase alone — allowed under AXF (总纲 9, 细则 28), idle under CN (第27.1条).
#[test]
fn a_rook_attacking_all_along_does_not_join_a_general_chase() {
    let fen = "4k4/4a4/9/9/9/9/9/3c4R/4K4/9 w";
    let moves = "e1d1 d2e2 d1e1 e2d2 e1d1";
    red_chases_under_axf_only_and_both_draw(fen, moves);
}

// --- Roots that appear once the capturer leaves its square (`winning.uncovered_roots`).

/// A black rook steps next to a red horse; behind it on the rank a red cannon aims over a black
/// horse: the cannon can take back on the horse's point only once the rook has left its square.
/// AXF counts no such root (图三十九–四十一, 六十一, 一○七 rule as printed only so): the horse
/// is 无根 and the step chases it. CN counts it (暗根, 第28.16条): the whole exchange loses a
/// rook for a horse, no 捉.
#[test]
fn a_root_behind_the_capturer_counts_under_cn_only() {
    let fen = "4k4/9/9/2r6/Cn1N5/9/9/9/9/3K5 w";
    let moves = "d0d1 c6c5 d1d0 c5c6 d0d1";
    let axf = rule("axf", fen, moves);
    assert_eq!(axf.plies[1].class, Class::Chase);
    assert_eq!(axf.plies[1].targets[0].square.to_string(), "d5");
    let cn = rule("cn", fen, moves);
    assert!(cn.plies[1].class.is_idle(), "{:?}", cn.plies[1].class);
    // With the key turned, AXF counts the rook behind as a root.
    let mut counting = rulebook("axf").unwrap().clone();
    counting.winning.uncovered_roots = true;
    let adj = adjudicate_with(&counting, fen, moves);
    assert_ne!(adj.plies[1].class, Class::Chase);
}

// --- A target that neither flees nor is protected (AXF 术语解释 长捉, 图一○六; CN 第29.2条).

/// Two red rooks on the e-file take turns attacking a black cannon that stands en prise all the
/// time: the front rook steps aside (uncovering the rear one) and back. Black only shuffles its
/// king. The cannon never flees and is never protected, so it is not chased perpetually under
/// AXF (answered: 图一○六), and under CN no red move creates the threat (从捉到捉, 第29.2条,
/// 细则 6: the related piece moving makes no new chase). A draw under both books.
#[test]
fn attackers_taking_turns_on_a_piece_left_en_prise_do_not_chase_it_perpetually() {
    let fen = "3k5/9/9/9/4c4/9/9/4R4/9/4RK3 w";
    let moves = "e2f2 d9d8 f2e2 d8d9 e2f2";
    // AXF still calls each red move a chase (another piece takes the threat over, 图一○七) …
    red_chases_under_axf_only_and_both_draw(fen, moves);

    // … and with the keys turned, both books would make red vary.
    let start = Position::from_fen(fen).unwrap();
    let line = parse_moves(&start, moves).unwrap();
    let mut unanswered = rulebook("axf").unwrap().clone();
    for p in &mut unanswered.forbidden {
        p.answered = false;
    }
    let adj = adjudicate(&unanswered, &start, &line);
    assert_eq!(adj.ruling.verdict, Verdict::RedLoses);
    let mut per_attacker = rulebook("cn").unwrap().clone();
    per_attacker.naming.new_chase = qili_oracle::rules::NewChase::Attacker;
    let adj = adjudicate(&per_attacker, &start, &line);
    assert_eq!(adj.ruling.verdict, Verdict::RedLoses);
}

// --- CN 兑 and the whole exchange (第28.5条, 第29.1条; 图三).

/// A red rook steps onto the rank of a black cannon that a horse protects, behind which a red
/// cannon already aims at it over a pawn: two attackers against one root, so the cannon's
/// capture now wins by the whole exchange. The cannons can take each other, but that is no
/// even trade: under CN the rook's step is 捉 (第29.1条 能够通过完整的交换过程得子), not 兑.
#[test]
fn a_same_kind_capture_that_wins_by_the_whole_exchange_is_a_cn_chase() {
    let fen = "4k4/9/3n5/9/2c6/7R1/2P6/9/9/2CK5 w";
    let moves = "h4h5 e9f9 h5h4 f9e9 h4h5";
    let cn = rule("cn", fen, moves);
    assert_eq!(cn.plies[0].class, Class::Chase);
    assert_eq!(cn.plies[0].targets[0].square.to_string(), "c5");
    // Without the gain test the mutual cannons made it 兑.
    let mut lax = rulebook("cn").unwrap().clone();
    lax.naming.mutual_needs_even_trade = false;
    let adj = adjudicate_with(&lax, fen, moves);
    assert_eq!(adj.plies[0].class, Class::Exchange);
}

/// A protected black rook steps onto the file of an unprotected red rook: black could take it,
/// but red, to move, can trade first and be taken back — an even trade, 兑 (图三), under CN;
/// AXF calls a mutual attack of equal pieces 献 (细则 24).
#[test]
fn a_rook_facing_an_unprotected_rook_it_can_trade_with_offers_an_exchange() {
    let fen = "1r2k4/9/1n7/9/9/9/9/9/9/R2K5 w";
    let moves = "d0d1 b9a9 d1d0 a9b9 d0d1";
    assert_eq!(rule("cn", fen, moves).plies[1].class, Class::Exchange);
    assert_eq!(rule("axf", fen, moves).plies[1].class, Class::Offer);
}

// --- CN: the crossed pawn's floating value (第25.3条 一兵换取数子…均不算得子; 细则 10, 图十二).

/// The red rook comes to the seventh rank, behind a pawn ready to check the king on d8: the
/// pawn's check can only be answered by a horse taking it (the king cannot take it, the
/// generals would face; its one flight, e8, loses the cannon c7 to the pawn), and the rook then
/// takes the horse. Pawn for horse: with a fixed value that wins material and CN would call the
/// rook's move 捉 (第28.3条, 连续照将); with the pawn's value floating it is no 得子, so the move is
/// idle — the reason 图十二 gives.
#[test]
fn giving_a_crossed_pawn_for_a_horse_is_no_gain_under_cn() {
    let fen = "2rn5/1n1k5/2c6/3P5/9/9/8R/9/9/c2K5 w";
    let moves = "i3i7 a0a1 i7i3 a1a0 i3i7";
    let cn = rule("cn", fen, moves);
    assert!(
        classes_of(&cn, true).iter().all(|c| c.is_idle()),
        "{:?}",
        cn.plies
    );
    let mut fixed = rulebook("cn").unwrap().clone();
    fixed.values.pawn_crossed_floats = false;
    let adj = adjudicate_with(&fixed, fen, moves);
    assert_eq!(adj.plies[0].class, Class::Chase);
    assert!(
        adj.plies[0]
            .targets
            .iter()
            .any(|t| t.piece.kind == qili_oracle::PieceKind::Horse)
    );
}

// --- CN 第27.3条: a drawing post, given by the arbiter (细则 13, 图十五、十六).

/// A black cannon shuttles on its third rank, attacking a red advisor and a red elephant in
/// turn, each unprotected: two new chases, 长打 under CN — unless the arbiter states that black's
/// post draws at once, and then the incidental chases of advisors and elephants are idle and
/// the ruling cites 第27.3条. The AXF book has no such rule; the cannon chasing two pieces in turn
/// is allowed there anyway (总纲 4).
#[test]
fn a_drawing_post_given_by_the_arbiter_excuses_chases_of_advisors_and_elephants() {
    let fen = "3aka3/9/3cb4/9/2b6/3p5/7R1/3A5/9/2B1K4 w";
    let moves = "e0e1 d7c7 e1e0 c7d7 e0e1 d7c7 e1e0";
    let start = Position::from_fen(fen).unwrap();
    let line = parse_moves(&start, moves).unwrap();
    let cn = rulebook("cn").unwrap();
    assert_eq!(rule("cn", fen, moves).ruling.verdict, Verdict::BlackLoses);
    let mut given = qili_oracle::Given::default();
    given.assume("drawing-post=black").unwrap();
    let adj = qili_oracle::verdict::adjudicate_given(cn, &start, &line, &given);
    assert_eq!(adj.ruling.verdict, Verdict::Draw, "{}", adj.ruling.why);
    assert!(
        adj.ruling.article.contains("第27.3条"),
        "{}",
        adj.ruling.article
    );
    assert!(classes_of(&adj, false).iter().all(|c| c.is_idle()));
    // The same given for the other side changes nothing; colour-swapped, it is red's post.
    let mut red = qili_oracle::Given::default();
    red.assume("drawing-post=red").unwrap();
    let adj = qili_oracle::verdict::adjudicate_given(cn, &start, &line, &red);
    assert_eq!(adj.ruling.verdict, Verdict::BlackLoses);
    let swapped: Vec<Move> = line.iter().map(|m| m.flipped()).collect();
    let adj = qili_oracle::verdict::adjudicate_given(
        cn,
        &start.color_swapped(),
        &swapped,
        &given.color_swapped(),
    );
    assert_eq!(adj.ruling.verdict, Verdict::Draw);
    // AXF: no rule on posts; the explanation says the given changes nothing.
    let axf = rulebook("axf").unwrap();
    let adj = qili_oracle::verdict::adjudicate_given(axf, &start, &line, &given);
    assert_eq!(adj.ruling.verdict, Verdict::Draw);
    assert!(adj.ruling.why.contains("no article on drawing posts"));
}

// --- The readings the books leave open, each a key of the rule table: turning a key turns the
// ruling. (Boards of the cases named, copied here so that the oracle's tests stand alone.)

/// 抽 (`naming.uncovering_capture`): in AXF 图十五 the rook's return sets up a capture with a
/// discovered check by the cannon; the book calls it 要抽吃 (意图借车使炮抽吃，虽属一照一要抽子),
/// an allowed kind. Read as a plain capture it is 捉, and red's 一照一捉 would hang on whether the
/// chased piece is the same.
#[test]
fn a_capture_uncovering_a_check_is_a_capture_threat_under_axf() {
    let fen = "1R1C1abr1/4k4/4b4/p7p/2p6/9/r1P3P2/B8/9/2B1KA3 w";
    let moves = "车八退一 将５退１ 车八进一 将５进１ 车八退一 将５退１ 车八进一";
    let axf = rule("axf", fen, moves);
    assert!(
        classes_of(&axf, true).contains(&Class::CaptureThreat),
        "{:?}",
        axf.plies
    );
    assert_eq!(axf.ruling.verdict, Verdict::Draw);
    let mut direct = rulebook("axf").unwrap().clone();
    direct.naming.uncovering_capture = qili_oracle::rules::UncoveringCapture::Direct;
    let adj = adjudicate_with(&direct, fen, moves);
    assert!(
        !classes_of(&adj, true).contains(&Class::CaptureThreat),
        "{:?}",
        adj.plies
    );
    assert!(
        classes_of(&adj, true).contains(&Class::Chase),
        "{:?}",
        adj.plies
    );
}

/// A capture after which the capturer is mated (`winning.mated_capture_wins`): CN 图九's black
/// rook moves only seem to chase the red cannon — taking it, black is mated (第29.4条, 细则 7).
/// Counted as wins, black's blocks would be chases.
#[test]
fn a_capture_into_mate_wins_nothing() {
    let fen = "4ka3/4aRN1r/9/9/9/9/9/9/9/3K4C w";
    let moves = "炮一平二 车９平８ 炮二平一 车８平９ 炮一平二";
    let black_chases = |a: &Adjudication| {
        a.plies
            .iter()
            .filter(|p| p.side == qili_oracle::Color::Black)
            .any(|p| !p.effects.chases.is_empty())
    };
    for book in ["cn", "axf"] {
        let adj = rule(book, fen, moves);
        assert!(!black_chases(&adj), "{book}: {:?}", adj.plies);
        let mut counting = rulebook(book).unwrap().clone();
        counting.winning.mated_capture_wins = true;
        let adj = adjudicate_with(&counting, fen, moves);
        assert!(black_chases(&adj), "{book}: {:?}", adj.plies);
    }
    // Nor is an attack whose capture walks into mate a 捉 or 跟 of the piece: black's moves are
    // idle under both books (CN 图九: 黑方两步动车拦阻看似捉炮，实际并不能吃).
    for book in ["cn", "axf"] {
        let adj = rule(book, fen, moves);
        assert!(
            classes_of(&adj, false).iter().all(|c| c.is_idle()),
            "{book}: {:?}",
            adj.plies
        );
    }
}

/// CN 图十二 (the reconstructed board of cn-12): with the rook on the seventh rank, the pawn's check
/// 兵四进一 (d6-d7) is answered by 马5退6 (e5xd7), and the rook takes the horse (the king cannot take
/// back: the generals would face); the king's one flight, 将４平５ (d8-e8), would lose only the
/// cannon c7 to the pawn but walks into a mate by consecutive checks, so it is no best reply
/// (docs/RULES.md, "What the books leave open" 13). Pawn for horse: with a fixed pawn value it is
/// a gain, and 车一进四 would be 捉 of the horse (第28.3条, 连续照将); with it floating it is no
/// 得子, so the move is idle — the reason 图十二 gives. With the rook back on the third rank the
/// flight is the best answer, and the cannon c7 it loses is the pawn's alone to take, its own
/// chase, idle (第27.2条): the move is 兑 (the rook i3, protected by the horse h1, faces the rook
/// f3, protected by the horse e5).
#[test]
fn figure_twelve_passes_for_the_floating_pawn_not_for_an_old_threat() {
    let fen = "2rnc4/3k5/2c6/3P5/4n4/9/4r3R/9/3KA2N1/5A3 w";
    let moves = "车一进四 车５平６ 车一退四 车６平５ 车一进四";
    let cn = rule("cn", fen, moves);
    assert!(classes_of(&cn, true).iter().all(|c| c.is_idle()));
    assert_eq!(cn.ruling.verdict, Verdict::Draw);
    let mut fixed = rulebook("cn").unwrap().clone();
    fixed.values.pawn_crossed_floats = false;
    let adj = adjudicate_with(&fixed, fen, moves);
    assert_eq!(classes_of(&adj, true), [Class::Exchange, Class::Chase]);
    let chased: Vec<qili_oracle::PieceKind> =
        adj.plies[4].targets.iter().map(|t| t.piece.kind).collect();
    assert_eq!(chased, [qili_oracle::PieceKind::Horse]);
}

/// CN 跟 needs no piece that has just moved (第28.8条 凡走子盯牵对方有根子): on 图十五's board
/// without its elephant, 车六平五 newly watches the protected horse e2, which has not moved: 跟,
/// on the first pass as on the second.
#[test]
fn cn_follow_needs_no_piece_that_just_moved() {
    let fen = "3k5/4a4/9/9/4R4/9/9/4np3/5p3/4K4 w";
    let moves = "车五平六 将４平５ 车六平五 将５平４ 车五平六 将４平５ 车六平五";
    let cn = rule("cn", fen, moves);
    assert_eq!(cn.plies[2].class, Class::Follow);
    assert_eq!(cn.plies[6].class, Class::Follow);
}

// --- A cycle made of two loops (`procedure.inner_loops`).

/// Two red rooks on d8 and f8 take turns to step back and return while a black advisor goes
/// up and down between them and the black cannons a8 and i8 (AXF 图一○七's picture on a board of
/// our own). The cycle passes twice through the start: in the f-rook's loop red chases the
/// cannon i8 and black the rook d8, in the d-rook's loop red chases a8 and black f8. Judged
/// loop by loop, both sides 长捉 in each (总纲 3) — a draw by 四大原则 2, as the book rules its
/// figure ("两方均属长捉犯例…无论退四线车或六线车情况相同"); judged as one sequence, no piece is chased
/// on every move of the cycle and the draw would be 四大原则 1's.
#[test]
fn a_cycle_of_two_loops_is_judged_loop_by_loop() {
    let fen = "3ak4/c2R1R2c/9/9/9/9/9/9/9/3K5 w";
    let moves = "f8f6 d9e8 f6f8 e8d9 d8d4 d9e8 d4d8 e8d9 f8f6 d9e8 f6f8 e8d9 d8d4 d9e8";
    let axf = rule("axf", fen, moves);
    assert_eq!(axf.ruling.verdict, Verdict::Draw, "{}", axf.ruling.why);
    assert_eq!(axf.ruling.article, "AXF 四大原则 2", "{}", axf.ruling.why);
    assert_eq!(
        axf.violations,
        [
            Some("perpetual_chase".into()),
            Some("perpetual_chase".into())
        ]
    );
    let start = Position::from_fen(fen).unwrap();
    let line = parse_moves(&start, moves).unwrap();
    for (name, start, line) in [
        (
            "mirrored",
            start.mirrored(),
            line.iter().map(|m| m.mirrored()).collect::<Vec<_>>(),
        ),
        (
            "swapped",
            start.color_swapped(),
            line.iter().map(|m| m.flipped()).collect(),
        ),
    ] {
        let adj = adjudicate(rulebook("axf").unwrap(), &start, &line);
        assert_eq!(
            adj.ruling.article, "AXF 四大原则 2",
            "{name}: {}",
            adj.ruling.why
        );
    }
    let mut whole = rulebook("axf").unwrap().clone();
    whole.procedure.inner_loops = qili_oracle::rules::InnerLoops::Whole;
    let adj = adjudicate_with(&whole, fen, moves);
    assert_eq!(adj.ruling.article, "AXF 四大原则 1", "{}", adj.ruling.why);
    assert_eq!(adj.violations, [None, None]);
    // CN: every move of both sides attacks, in the cycle and in each loop: 长打 both, 第26.3条.
    let cn = rule("cn", fen, moves);
    assert_eq!(cn.ruling.article, "CN 第26.3条", "{}", cn.ruling.why);
}

/// A loop played twice over is one loop: the rook shuttle's cycle at its third occurrence spans
/// two rounds of the same moves, and the ruling says nothing of loops.
#[test]
fn a_loop_played_twice_is_one_loop() {
    let adj = rule(
        "axf",
        "3k5/9/9/9/9/9/9/9/R8/5K3 w",
        "a1a2 d9e9 a2a1 e9d9 a1a2 d9e9 a2a1 e9d9 a1a2",
    );
    assert_eq!(adj.judged, Some(2..=9));
    assert!(!adj.ruling.why.contains("loops"), "{}", adj.ruling.why);
}

/// The drawing post excuses only the chases of the piece that holds it (CN 第27.3条: 占据防守要点
/// …附带产生的捉士相（象），按闲处理). A black cannon shuttles on its post d7–c7 in front of a black
/// rook d8: on c7 it attacks the unprotected elephant c0 over its own elephant c5 — incidental,
/// idle when black is given the post — and, leaving d7, it opens the d-file to the rook, which
/// newly attacks the unprotected advisor d2. The rook holds no post: its chase stays a chase.
/// Mirrored and colour-swapped alike.
#[test]
fn a_drawing_post_excuses_only_the_chases_of_the_piece_on_the_post() {
    let fen = "3aka3/3r5/3cb4/9/2b6/9/7R1/3A5/9/2B1K4 w";
    let moves = "e0e1 d7c7 e1e0 c7d7 e0e1 d7c7 e1e0";
    let cn = rulebook("cn").unwrap();
    let start = Position::from_fen(fen).unwrap();
    let line = parse_moves(&start, moves).unwrap();
    let mut given = qili_oracle::Given::default();
    given.assume("drawing-post=black").unwrap();
    let variants = [
        (
            start.clone(),
            line.clone(),
            given.clone(),
            qili_oracle::Color::Black,
        ),
        (
            start.mirrored(),
            line.iter().map(|m| m.mirrored()).collect::<Vec<_>>(),
            given.clone(),
            qili_oracle::Color::Black,
        ),
        (
            start.color_swapped(),
            line.iter().map(|m| m.flipped()).collect(),
            given.color_swapped(),
            qili_oracle::Color::Red,
        ),
    ];
    for (start, line, given, side) in variants {
        let adj = qili_oracle::verdict::adjudicate_given(cn, &start, &line, &given);
        let ply6 = &adj.plies[5];
        assert_eq!(ply6.side, side);
        assert_eq!(ply6.class, Class::Chase, "{}", adj.ruling.why);
        let kinds: Vec<_> = ply6.targets.iter().map(|t| t.piece.kind).collect();
        assert_eq!(
            kinds,
            [qili_oracle::PieceKind::Advisor],
            "{:?}",
            ply6.targets
        );
        // Without the given, the cannon's chase of the elephant is counted too.
        let bare = adjudicate(cn, &start, &line);
        assert_eq!(
            bare.plies[5].targets.len(),
            2,
            "{:?}",
            bare.plies[5].targets
        );
    }
}

// --- Threats through checks: the outcome against the defender's best reply (CN 第28.3条,
// 第29.1条 能够通过连续照将吃子).

/// AXF 图八十八's board under CN (axf-088). Each black cannon move off the f-rook's rank lets
/// 炮平五 check over the advisor e1 and open the i-file to the rook i7. Against the king's step
/// black would take the rook i2; against 车一平五 (i2-e2, a second screen) only the cannon i0, which
/// the front cannon could already take over the rook i2 (the recapture 车一退二 loses the rook to
/// the rook i7). Red's best reply leaves black nothing new: 从捉到捉 (第29.2条), black's moves are
/// idle; red chases the 少根 cannon on every move (第29.1条): 长打对非长打, red must vary (第26.4条).
#[test]
fn a_check_that_wins_after_the_best_reply_only_what_stood_is_no_chase() {
    let fen = "2b1ka2c/4a4/4b3r/8c/p8/9/P4R3/8R/4A4/r1BAK3C w";
    let moves = "车四进三 前炮进１ 车四退一 前炮进１ 车四退一 前炮退２ 车四进二 前炮进１ 车四退一";
    let cn = rule("cn", fen, moves);
    assert_eq!(
        classes_of(&cn, false),
        [Class::Idle, Class::Idle, Class::Idle]
    );
    assert_eq!(cn.ruling.verdict, Verdict::RedLoses, "{}", cn.ruling.why);
}

// --- Mutual attacks that win nothing (CN 第28.5条 邀兑; AXF 细则 24 视为长献).

/// A red rook protected by the horse a1 steps onto the file of a black rook protected by the
/// elephant e7: either rook takes the other and is taken back, rook for rook. No chase (neither
/// capture gains), but no idle move either: CN 邀兑 (凡走子可与同等子力互换吃去者), AXF 献 (车捉车：如
/// 双方均未受牵制互能去子者，则视为长献). The rook's return to b2 attacks nothing. A draw under both.
#[test]
fn a_protected_rook_offered_to_a_protected_rook_is_an_exchange_or_an_offer() {
    let fen = "4k4/4a4/4b4/9/2r6/9/9/1R7/N8/4K4 w";
    let moves = "b2c2 e9f9 c2b2 f9e9";
    for (book, class) in [("cn", Class::Exchange), ("axf", Class::Offer)] {
        let adj = rule(book, fen, moves);
        assert_eq!(classes_of(&adj, true), [class, Class::Idle], "{book}");
        assert_eq!(
            adj.ruling.verdict,
            Verdict::Draw,
            "{book}: {}",
            adj.ruling.why
        );
    }
}

// --- A pawn's chase joined on every move by a different piece (AXF 细则 30; CN 第27.2条).

/// The pawn shuttles between b5 and c5 after a black rook that flees between c6 and b6; on each
/// step it becomes the screen of a red cannon below it (c3, then b3), so a cannon newly attacks
/// the rook with the pawn on every move, the two cannons taking turns. AXF: 每步都联合其他子长捉一子
/// 仍作负局 (细则 30) — red must vary. CN: the cannon's attack is a chase (only the pawn's own is
/// idle, 第27.2条), so red's moves are all 捉; black's rook attacks the unprotected cannon left on
/// its new file each time, 长打 too, and both sides forbidden draw (第26.3条).
#[test]
fn cannons_that_a_pawn_gives_a_screen_join_its_chase() {
    let fen = "4k4/9/9/2r6/1P7/9/1CC6/9/9/3K5 w";
    let moves = "b5c5 c6b6 c5b5 b6c6 b5c5";
    let axf = rule("axf", fen, moves);
    assert_eq!(classes_of(&axf, true), [Class::Chase, Class::Chase]);
    assert_eq!(axf.ruling.verdict, Verdict::RedLoses, "{}", axf.ruling.why);
    let cn = rule("cn", fen, moves);
    assert_eq!(classes_of(&cn, true), [Class::Chase, Class::Chase]);
    assert_eq!(classes_of(&cn, false), [Class::Chase, Class::Chase]);
    assert_eq!(cn.ruling.verdict, Verdict::Draw, "{}", cn.ruling.why);
}

/// How many checks a win through checks may take (`winning.checks`). On AXF 图十四's board
/// (axf-014) red's 车七退一 threatens, through the cannon's check 炮九进二 and the rook's checks that
/// follow, to take the unprotected horse h5: CN counts it as 捉 (第28.3条 从下一着开始运用连续照将;
/// 第29.1条), so red's 一将一捉 is 长打 and red must vary (第26.4条). With a single check allowed
/// the line is not found: 车七退一 is idle, red's 一将一闲 is allowed, and the loop is a draw.
#[test]
fn a_win_through_checks_is_looked_for_over_the_books_number_of_checks() {
    let fen = "4ka3/2R1a4/C8/p7p/1P5n1/9/4n4/4B4/9/4K1B2 w";
    let moves = "车七进一 士５退４ 车七退一 士４进５ 车七进一 士５退４ 车七退一 士４进５ 车七进一";
    let cn = rule("cn", fen, moves);
    assert_eq!(cn.ruling.verdict, Verdict::RedLoses, "{}", cn.ruling.why);
    let mut one = rulebook("cn").unwrap().clone();
    one.winning.checks = 1;
    let adj = adjudicate_with(&one, fen, moves);
    assert_eq!(
        classes_of(&adj, true),
        [Class::Idle, Class::Check, Class::Idle, Class::Check]
    );
    assert_eq!(adj.ruling.verdict, Verdict::Draw, "{}", adj.ruling.why);
}

// --- What a side in check already threatened (`naming.threats_apart_from_check`; CN 第29.2条
// 上一着尚不存在, 细则 6 从捉到捉).

/// A red rook checks the black king from the e- and f-files in turn; a black rook b7 could take
/// the unprotected red horse b2 all along, but not while its king is in check. Counting what
/// black threatened apart from the check, the king's steps create nothing (从捉到捉): idle. Counting
/// only what black could do at once, in check, each step creates the rook's threat anew: a chase.
/// Red's 长将 loses either way.
#[test]
fn answering_a_check_restores_no_new_chase_of_a_piece_it_could_win_apart_from_the_check() {
    let fen = "4k4/9/1r7/9/5R3/9/9/1N7/9/3K5 w";
    let moves = "f5e5 e9f9 e5f5 f9e9 f5e5";
    for book in ["cn", "axf"] {
        let adj = rule(book, fen, moves);
        assert_eq!(
            classes_of(&adj, false),
            [Class::Idle, Class::Idle],
            "{book}"
        );
        assert_eq!(adj.ruling.verdict, Verdict::RedLoses, "{book}");
        let mut at_once = rulebook(book).unwrap().clone();
        at_once.naming.threats_apart_from_check = false;
        let adj = rule_by(&at_once, fen, moves);
        assert_eq!(
            classes_of(&adj, false),
            [Class::Chase, Class::Chase],
            "{book}"
        );
        assert_eq!(adj.plies[1].targets[0].square.to_string(), "b2", "{book}");
        assert_eq!(adj.ruling.verdict, Verdict::RedLoses, "{book}");
    }
}

// --- 拦 (`naming.block_needs_mate_threat`; CN 第28.7条, AXF 术语解释 拦着).

/// A red advisor steps onto e1, the leg of the black horse f1, and back: it stands in the way of
/// the horse (拦阻对方子力之左右进退移动) but stops no mate threat. Read as qili does — 拦 stops a
/// mate threat, as in every figure that names it (AXF 图九十九, CN 图九) — the step is idle; read
/// as any obstruction, it is 拦.
#[test]
fn standing_in_a_pieces_way_blocks_only_a_mate_threat() {
    let fen = "5k3/9/9/9/9/9/9/9/5n3/3AK4 w";
    let moves = "d0e1 f9f8 e1d0 f8f9 d0e1";
    for book in ["cn", "axf"] {
        let adj = rule(book, fen, moves);
        assert_eq!(classes_of(&adj, true), [Class::Idle, Class::Idle], "{book}");
        let mut any = rulebook(book).unwrap().clone();
        any.naming.block_needs_mate_threat = false;
        let adj = rule_by(&any, fen, moves);
        assert_eq!(
            classes_of(&adj, true),
            [Class::Idle, Class::Block],
            "{book}"
        );
        assert_eq!(adj.ruling.verdict, Verdict::Draw, "{book}");
    }
}

// --- 跟 by a piece of another kind (`naming.follow_other_kind`; CN 第28.8条).

/// A red horse steps to d4 and newly attacks the black horse e6, which the rook e8 protects and
/// which cannot take back (its leg e5 is blocked by its own pawn): horse for horse wins nothing,
/// and no exchange is offered. qili reads 跟 as a watch by a piece of another kind: idle. Read
/// without the kind, it is 跟 (盯牵对方有根子，而又不具攻击作用者).
#[test]
fn a_same_kind_attack_without_a_take_back_follows_only_when_the_key_says_so() {
    let fen = "5k3/4r4/9/4n4/4p4/9/1N7/9/9/4K4 w";
    let moves = "b3d4 f9f8 d4b3 f8f9 b3d4";
    let cn = rule("cn", fen, moves);
    assert_eq!(classes_of(&cn, true), [Class::Idle, Class::Idle]);
    let mut any = rulebook("cn").unwrap().clone();
    any.naming.follow_other_kind = false;
    let adj = rule_by(&any, fen, moves);
    assert_eq!(classes_of(&adj, true), [Class::Idle, Class::Follow]);
    assert_eq!(adj.ruling.verdict, Verdict::Draw);
}

// --- 献 (`naming.offer`; CN 第28.6条, AXF 术语解释 献着).

/// A red rook steps to a4, where the black horse c5 can take it for nothing: AXF 献着 (凡走子送吃者);
/// under CN a piece given to a piece of another kind is 送吃, no 献 (第28.6条 对方同兵种子; 细则 5
/// names 兑、献、送吃 apart), an idle move. A red horse stepping to d4, where the black horse e6 takes
/// it for nothing (its own attack on e6 blocked by the pawn d5), is 献 under both.
#[test]
fn cn_offers_a_piece_only_to_a_piece_of_its_own_kind() {
    let to_a_horse = ("4k4/9/9/9/2n6/9/9/9/9/R2K5 w", "a0a4 e9e8 a4a0 e8e9 a0a4");
    let to_a_horse_by_a_horse = (
        "5k3/9/9/4n4/3P5/9/1N7/9/9/4K4 w",
        "b3d4 f9f8 d4b3 f8f9 b3d4",
    );
    let (fen, moves) = to_a_horse;
    assert_eq!(
        classes_of(&rule("axf", fen, moves), true),
        [Class::Idle, Class::Offer]
    );
    assert_eq!(
        classes_of(&rule("cn", fen, moves), true),
        [Class::Idle, Class::Idle]
    );
    let mut any = rulebook("cn").unwrap().clone();
    any.naming.offer = qili_oracle::rules::OfferBy::AnyCapturer;
    assert_eq!(
        classes_of(&rule_by(&any, fen, moves), true),
        [Class::Idle, Class::Offer]
    );
    let (fen, moves) = to_a_horse_by_a_horse;
    for book in ["cn", "axf"] {
        let adj = rule(book, fen, moves);
        assert_eq!(
            classes_of(&adj, true),
            [Class::Idle, Class::Offer],
            "{book}"
        );
        assert_eq!(adj.ruling.verdict, Verdict::Draw, "{book}");
    }
}

// --- A reply to a check that walks into mate is no best reply (CN 第28.3条, 第29.1条, 第29.4条).

/// The 1996 master game of issue #22. Black's 士６进５ (f9e8) covers the e-file, so the rook e5 is
/// no longer pinned by the cannon e4 to its king: 马２进３ (b3c1) check, 帅五平四 (e0f0, forced),
/// 车５平６ (e5f5) check. Red's three answers: 仕五进四 (e1f2) is mated at once by 车６进３ (f5xf2: e0
/// is covered by the horse c1, f1 by the rook); 马三进四 (g2f4) is mated by 车６进１ (f5xf4) 仕五进四
/// 车６进２; 炮五平四 (e4f4), protected by the horse g2, loses the cannon to 马８进６ (h5xf4). The
/// defender's best reply loses the cannon, not the advisor the block on f2 seems to give up: the
/// advisor move is a CN chase of the cannon e4 (第28.3条 从下一着开始运用连续照将), which black could
/// not win before it (第29.2条).
#[test]
fn a_reply_that_walks_into_mate_is_not_the_defenders_best_reply() {
    let fen = "1Cbaka2R/9/4b4/2c3p2/4r2n1/4C1P2/1n2P3P/4B1N2/4A4/2BAK4 w";
    let moves = "i9i5 f9e8 i5i9 e8f9";
    let cn = rule("cn", fen, moves);
    assert_eq!(cn.plies[1].class, Class::Chase);
    let mut chased: Vec<String> = cn.plies[1]
        .targets
        .iter()
        .map(|t| t.square.to_string())
        .collect();
    chased.sort();
    assert_eq!(chased, ["e4"]);
    assert_eq!(cn.ruling.verdict, Verdict::RedLoses, "{}", cn.ruling.why);
    let flipped = Position::from_fen(fen).unwrap().mirrored();
    let line = parse_moves(&Position::from_fen(fen).unwrap(), moves).unwrap();
    let mirrored: Vec<Move> = line.iter().map(|m| m.mirrored()).collect();
    let adj = adjudicate(rulebook("cn").unwrap(), &flipped, &mirrored);
    let mut chased: Vec<String> = adj.plies[1]
        .targets
        .iter()
        .map(|t| t.square.to_string())
        .collect();
    chased.sort();
    assert_eq!(chased, ["e4"]);
}
