//! The referee against scripted engines (`qili-mock-engine`): the book's procedure at the third
//! occurrence, every way a game ends, hostile engines, and the CECP dialog.

use crate::support::qili;
use qili::engine::{EngineSpec, Limit};
use qili::referee::{
    Control, Enforce, EnginePlayer, GameRecord, GameResult, GameSettings, Termination, play_game,
};
use qili_oracle::rules::rulebook;
use qili_oracle::{Color, Position};
use std::time::Duration;
use tempfile::TempDir;

const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");

/// AXF 图三十二: the red rook perpetually chases the unprotected black cannon.
const FIG_32: &str = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
const FIG_32_RED: &str = "moves=b4a4,a4e4,e4a4";
const FIG_32_BLACK: &str = "moves=a5e5,e5a5";

/// Scripts in a scratch directory, and players made from them.
struct Mocks {
    dir: TempDir,
    count: usize,
}

impl Mocks {
    fn new() -> Mocks {
        Mocks {
            dir: tempfile::tempdir().expect("a temporary directory"),
            count: 0,
        }
    }

    /// A player running `serve SERVE` over `proto`.
    fn player(&mut self, name: &str, proto: &str, serve: &str) -> EnginePlayer {
        self.count += 1;
        let path = self.dir.path().join(format!("script{}", self.count));
        std::fs::write(&path, format!("serve {serve}\n")).unwrap();
        let spec = format!(
            "cmd={MOCK} arg={} proto={proto} name={name}",
            path.display()
        );
        EnginePlayer::new(&EngineSpec::parse(&spec).unwrap(), Duration::from_secs(5))
    }
}

fn settings(book: &str, control: Control, enforce: Enforce) -> GameSettings {
    GameSettings {
        book: rulebook(book).unwrap(),
        control,
        enforce,
        timeout: Duration::from_secs(5),
        handshake: Duration::from_secs(5),
        time_margin: Duration::from_millis(200),
    }
}

fn depth(book: &str) -> GameSettings {
    settings(book, Control::Limit(Limit::Depth(1)), Enforce::Ban)
}

fn game(
    red: &mut EnginePlayer,
    black: &mut EnginePlayer,
    fen: &str,
    s: &GameSettings,
) -> GameRecord {
    play_game(1, red, black, &Position::from_fen(fen).unwrap(), s)
}

fn moves(record: &GameRecord) -> String {
    let moves: Vec<String> = record.moves.iter().map(|m| m.iccs()).collect();
    moves.join(" ")
}

/// `qili adjudicate --json` on a game's moves.
fn adjudicate(book: &str, record: &GameRecord) -> serde_json::Value {
    let out = qili(&[
        "adjudicate",
        "--rules",
        book,
        "--fen",
        &record.fen,
        "--moves",
        &moves(record),
        "--json",
    ]);
    assert!(out.status.success(), "{out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn figure_32_replayed_with_the_order_to_vary_ignored_loses_for_red_under_general_rule_3() {
    for enforce in [Enforce::Ban, Enforce::Forfeit] {
        let mut m = Mocks::new();
        let mut red = m.player("chaser", "ucci", &format!("first {FIG_32_RED} bans=ignore"));
        let mut black = m.player("defender", "uci", &format!("first {FIG_32_BLACK}"));
        let s = settings("axf", Control::Limit(Limit::Depth(1)), enforce);
        let r = game(&mut red, &mut black, FIG_32, &s);
        assert_eq!(
            moves(&r),
            "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4",
            "{r:#?}"
        );
        assert_eq!(r.result, GameResult::BlackWins);
        assert_eq!(r.termination, Termination::Repetition);
        let ruling = r.ruling.as_ref().expect("a ruling");
        assert_eq!(ruling.verdict.name(), "red_loses");
        assert!(ruling.article.contains("总纲 3"), "{}", ruling.article);
        assert!(r.reason.contains("AXF 细则 3"), "{}", r.reason);
        // The order came at the third occurrence (ply 9, the last printed move), the ban before
        // red's next cycle move.
        assert_eq!(r.rulings.len(), 1);
        assert_eq!(r.rulings[0].ply, 9);
        assert_eq!(r.rulings[0].action, "red must vary (AXF 细则 3)");
        assert_eq!(r.bans.len(), 1);
        assert_eq!(r.bans[0].ply, 11);
        assert_eq!(r.bans[0].side, Color::Red);
        assert_eq!(r.bans[0].moves.len(), 1);
        assert_eq!(r.bans[0].moves[0].iccs(), "a4e4");
        assert_eq!(r.bans[0].sent, enforce == Enforce::Ban);
        // `qili adjudicate` on the game's moves gives the same verdict and article.
        let adj = adjudicate("axf", &r);
        assert_eq!(adj["verdict"], "red_loses");
        assert_eq!(adj["article"], ruling.article.as_str());
    }
}

#[test]
fn an_engine_that_obeys_the_ban_varies_and_the_game_goes_on() {
    let mut m = Mocks::new();
    let mut red = m.player("chaser", "uci", &format!("first {FIG_32_RED}"));
    let mut black = m.player("defender", "ucci", &format!("first {FIG_32_BLACK}"));
    let r = game(&mut red, &mut black, FIG_32, &depth("axf"));
    assert!(r.moves.len() > 11, "{r:#?}");
    assert_ne!(r.moves[10].iccs(), "a4e4");
    assert_eq!(r.bans[0].ply, 11);
    assert!(r.bans[0].sent);
    assert!(
        !(r.termination == Termination::Repetition && r.result == GameResult::BlackWins),
        "{r:#?}"
    );
}

/// A red rook checks the black general back and forth along ranks 9 and 8.
const PERPETUAL_CHECK: &str = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";

#[test]
fn under_cn_perpetual_check_loses_at_the_third_occurrence() {
    let mut m = Mocks::new();
    let mut red = m.player("checker", "ucci", "first moves=a0a9,a9a8,a8a9 bans=ignore");
    let mut black = m.player("king", "ucci", "first moves=e9e8,e8e9");
    let r = game(&mut red, &mut black, PERPETUAL_CHECK, &depth("cn"));
    assert_eq!(r.moves.len(), 9, "{r:#?}");
    assert_eq!(r.result, GameResult::BlackWins);
    assert_eq!(r.termination, Termination::Repetition);
    assert_eq!(r.rulings[0].action, "red loses at once (CN 第24.1条)");
    assert_eq!(adjudicate("cn", &r)["verdict"], "red_loses");
}

#[test]
fn under_axf_perpetual_check_is_ordered_to_vary_first() {
    let mut m = Mocks::new();
    let mut red = m.player("checker", "ucci", "first moves=a0a9,a9a8,a8a9 bans=ignore");
    let mut black = m.player("king", "ucci", "first moves=e9e8,e8e9");
    let r = game(&mut red, &mut black, PERPETUAL_CHECK, &depth("axf"));
    assert_eq!(r.moves.len(), 11, "{r:#?}");
    assert_eq!(r.result, GameResult::BlackWins);
    assert_eq!(r.rulings[0].action, "red must vary (AXF 细则 3)");
    let ruling = r.ruling.as_ref().unwrap();
    assert!(ruling.article.contains("总纲 1"), "{}", ruling.article);
    assert_eq!(adjudicate("axf", &r)["verdict"], "red_loses");
}

#[test]
fn idle_moves_repeated_three_times_are_a_draw() {
    let mut m = Mocks::new();
    let mut red = m.player("rook", "uci", "first moves=a1a2,a2a1");
    let mut black = m.player("king", "uci", "first moves=d9e9,e9d9");
    let r = game(
        &mut red,
        &mut black,
        "3k5/9/9/9/9/9/9/9/R8/5K3 w",
        &depth("axf"),
    );
    assert_eq!(moves(&r), "a1a2 d9e9 a2a1 e9d9 a1a2 d9e9 a2a1 e9d9");
    assert_eq!(r.result, GameResult::Draw);
    assert_eq!(r.termination, Termination::Repetition);
    let ruling = r.ruling.as_ref().unwrap();
    assert_eq!(ruling.verdict.name(), "draw");
    assert!(ruling.article.contains("四大原则 1"), "{}", ruling.article);
    assert!(r.reason.contains("AXF 细则 4"), "{}", r.reason);
}

#[test]
fn mate_wins_and_the_move_limit_draws() {
    let mut m = Mocks::new();
    let mut red = m.player("mater", "ucci", "first moves=a1d1");
    let mut black = m.player("king", "ucci", "first");
    let r = game(
        &mut red,
        &mut black,
        "3k5/9/9/9/9/9/9/9/R8/4K4 w",
        &depth("axf"),
    );
    assert_eq!(moves(&r), "a1d1");
    assert_eq!(
        (r.result, r.termination),
        (GameResult::RedWins, Termination::Checkmate)
    );
    assert!(r.ruling.is_none());

    let mut red = m.player("a", "ucci", "first");
    let mut black = m.player("b", "ucci", "first");
    for (book, article) in [("axf", "第二章 第四节"), ("cn", "第4.2.4条")] {
        let fen = "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 119 60";
        let r = game(&mut red, &mut black, fen, &depth(book));
        assert_eq!(r.moves.len(), 1, "{r:#?}");
        assert_eq!(
            (r.result, r.termination),
            (GameResult::Draw, Termination::MoveLimit)
        );
        let ruling = r.ruling.as_ref().unwrap();
        assert!(ruling.article.contains(article), "{}", ruling.article);
    }
}

#[test]
fn a_side_with_no_legal_move_loses() {
    // Black to move, not in check, with nothing to play (困毙): the pawn guards d8 and the red
    // general faces e9; black loses.
    let mut m = Mocks::new();
    let mut red = m.player("a", "ucci", "first");
    let mut black = m.player("b", "ucci", "first");
    let fen = "3k5/9/3P5/9/9/9/9/9/9/4K4 b";
    let position = Position::from_fen(fen).unwrap();
    assert!(position.legal_moves().is_empty() && !position.in_check());
    let r = game(&mut red, &mut black, fen, &depth("axf"));
    assert!(r.moves.is_empty());
    assert_eq!(
        (r.result, r.termination),
        (GameResult::RedWins, Termination::Stalemate)
    );
}

#[test]
fn every_misbehaviour_loses_with_its_reason_and_the_engine_plays_the_next_game() {
    let mut m = Mocks::new();
    for (fault, termination, says, starts) in [
        ("crash", Termination::Crash, "signal", 2),
        ("hang", Termination::Time, "no `bestmove` in time", 2),
        (
            "garbage",
            Termination::ProtocolError,
            "`bestmove` without a move",
            2,
        ),
        ("illegal", Termination::IllegalMove, "not a legal move", 1),
        ("resign", Termination::Resign, "resigned", 1),
        ("none", Termination::ProtocolError, "said it has no move", 1),
    ] {
        let mut good = m.player("good", "uci", "first");
        let mut bad = m.player("bad", "ucci", &format!("first moves=a1d1 fail=2:{fault}"));
        let mut s = depth("axf");
        s.timeout = Duration::from_millis(1000);
        let r = game(&mut good, &mut bad, qili_oracle::START_FEN, &s);
        assert_eq!(r.moves.len(), 3, "{fault}: {r:#?}");
        assert_eq!(r.result, GameResult::RedWins, "{fault}");
        assert_eq!(r.termination, termination, "{fault}: {}", r.reason);
        assert!(r.reason.contains(says), "{fault}: {}", r.reason);
        assert!(r.reason.starts_with("black"), "{fault}: {}", r.reason);
        // The same player plays the next game: restarted where it died, hung or broke the
        // protocol, its memory cleared otherwise.
        let again = game(&mut bad, &mut good, "3k5/9/9/9/9/9/9/9/R8/4K4 w", &s);
        assert_eq!(
            again.termination,
            Termination::Checkmate,
            "{fault}: {again:#?}"
        );
        assert_eq!(bad.engine.starts(), starts, "{fault}");
    }
}

#[test]
fn an_engine_that_cannot_start_loses_without_a_move() {
    let mut m = Mocks::new();
    let mut red = EnginePlayer::new(
        &EngineSpec::parse("cmd=/nonexistent/engine").unwrap(),
        Duration::from_secs(5),
    );
    let mut black = m.player("b", "ucci", "first");
    let r = game(&mut red, &mut black, qili_oracle::START_FEN, &depth("axf"));
    assert!(r.moves.is_empty());
    assert_eq!(
        (r.result, r.termination),
        (GameResult::BlackWins, Termination::Crash)
    );
    assert!(r.reason.contains("cannot start"), "{}", r.reason);
    assert_eq!(r.red, "engine");
}

#[test]
fn clocks_and_move_times_are_kept() {
    let mut m = Mocks::new();
    let tc = Control::Clock {
        base: Duration::from_secs(1),
        increment: Duration::ZERO,
    };
    let mut red = m.player("fast", "uci", "first");
    let mut black = m.player("slow", "ucci", "first fail=1:slow");
    let r = game(
        &mut red,
        &mut black,
        qili_oracle::START_FEN,
        &settings("axf", tc, Enforce::Ban),
    );
    assert_eq!(
        (r.result, r.termination),
        (GameResult::RedWins, Termination::Time)
    );
    assert_eq!(r.moves.len(), 1, "{r:#?}");
    // Killed at the end of its time, which the reason spells out.
    assert!(
        r.reason.starts_with("black no `bestmove` in time; killed")
            && r.reason.ends_with(
                "; its time was 1200 ms (1000 ms left on its clock and the 200 ms margin)"
            ),
        "{}",
        r.reason
    );

    let mt = Control::Limit(Limit::MoveTime(Duration::from_millis(300)));
    let mut black = m.player("slow", "cecp", "first fail=1:slow");
    let r = game(
        &mut red,
        &mut black,
        qili_oracle::START_FEN,
        &settings("axf", mt, Enforce::Ban),
    );
    assert_eq!(
        (r.result, r.termination),
        (GameResult::RedWins, Termination::Time)
    );
    assert!(
        r.reason
            .ends_with("; its time was 500 ms (a move time of 300 ms and the 200 ms margin)"),
        "{}",
        r.reason
    );

    // Within its time an engine plays on.
    let generous = Control::Clock {
        base: Duration::from_secs(30),
        increment: Duration::from_millis(100),
    };
    let mut red = m.player("mater", "uci", "first moves=a1d1");
    let mut black = m.player("quick", "ucci", "first");
    let r = game(
        &mut red,
        &mut black,
        "3k5/9/9/9/9/9/9/9/R8/4K4 w",
        &settings("axf", generous, Enforce::Ban),
    );
    assert_eq!(r.termination, Termination::Checkmate);
}

#[test]
fn cecp_engines_play_from_any_position_with_setboard_or_edit_and_ban_with_exclude() {
    let mut m = Mocks::new();
    // setboard (the mock's default features) and a game as the moves come.
    let mut red = m.player("xb-red", "cecp", &format!("first {FIG_32_RED} bans=ignore"));
    let mut black = m.player("xb-black", "cecp", &format!("first {FIG_32_BLACK}"));
    let r = game(&mut red, &mut black, FIG_32, &depth("axf"));
    assert_eq!(r.moves.len(), 11, "{r:#?}");
    assert_eq!(r.termination, Termination::Repetition);
    // CECP without `exclude` cannot be told: the ban is recorded as not sent.
    assert!(!r.bans[0].sent);

    // edit, black to move, and `exclude`.
    let mut red = m.player(
        "xb-red",
        "cecp",
        &format!("first {FIG_32_RED} features=ping=1,setboard=0,exclude=1"),
    );
    let mut black = m.player(
        "xb-black",
        "cecp",
        &format!("first {FIG_32_BLACK} features=ping=1,setboard=0"),
    );
    let after_one = "2bk1a3/4a4/4b4/9/c8/R8/3r5/4B4/4A4/4KAB2 b - - 1 1";
    let r = game(&mut red, &mut black, after_one, &depth("axf"));
    assert!(r.moves.len() > 10, "{r:#?}");
    let ban = r.bans.first().expect("a ban");
    assert!(ban.sent, "{r:#?}");
    assert_ne!(r.moves[ban.ply - 1], ban.moves[0], "{r:#?}");
}

#[test]
fn the_rank_numbering_is_learnt_from_the_first_move_in_the_game() {
    let mut m = Mocks::new();
    let mut red = m.player(
        "ones",
        "uci",
        &format!("first {FIG_32_RED} ranks=1 bans=ignore"),
    );
    let mut black = m.player("zeros", "uci", &format!("first {FIG_32_BLACK}"));
    let r = game(&mut red, &mut black, FIG_32, &depth("axf"));
    assert_eq!(
        moves(&r),
        "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4"
    );
    assert_eq!(red.engine.ranks(), Some(qili::engine::Ranks::One));
    assert_eq!(black.engine.ranks(), Some(qili::engine::Ranks::Zero));
}
