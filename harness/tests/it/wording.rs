//! What qili says where the obvious words would be wrong: the Elo margin after drawn games
//! only, a ruling at the fourth occurrence of a position, and what a time loss's time was.

use crate::support::{qili, scratch, stderr};
use qili::engine::{Fault, Go, Limit, Question, Reply};
use qili::pgn::{PgnHeader, write_game};
use qili::referee::{
    Control, Enforce, GameRecord, GameResult, GameSettings, Player, RulingMade, RulingRecord,
    Termination, play_game,
};
use qili_oracle::rules::rulebook;
use qili_oracle::{Move, Position, Verdict};
use std::time::Duration;

const MOCK: &str = env!("CARGO_BIN_EXE_qili-mock-engine");

#[test]
fn after_drawn_games_only_the_elo_margin_is_said_to_be_undefined() {
    let dir = scratch("wording-elo");
    let script = dir.join("serve.script");
    std::fs::write(&script, "serve first\n").unwrap();
    let spec = |name: &str| format!("cmd={MOCK} arg={} proto=uci name={name}", script.display());
    // The move-count limit is one ply away: every game is drawn at once.
    let out = qili(&[
        "match",
        "--rules",
        "axf",
        "--engine",
        &spec("a"),
        "--engine",
        &spec("b"),
        "--games",
        "2",
        "--depth",
        "1",
        "--fen",
        "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 119 60",
    ]);
    let (err, summary) = (stderr(&out), String::from_utf8_lossy(&out.stdout));
    assert!(out.status.success(), "{err}");
    for round in ["round 1:", "round 2:"] {
        let line = err.lines().find(|l| l.contains(round)).unwrap_or_default();
        assert!(
            line.contains("1/2-1/2 move_limit")
                && line.ends_with("Elo +0.0, margin undefined (every game drawn)"),
            "{err}"
        );
    }
    assert!(
        summary.contains("Elo difference: +0.0, margin undefined (every game drawn)\n"),
        "{summary}"
    );
    assert!(
        !err.contains("± 0.0") && !summary.contains("± 0.0"),
        "{err}{summary}"
    );
}

#[test]
fn a_ruling_at_the_fourth_occurrence_is_commented_as_the_fourth() {
    let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
    // The rook and the general step out and back: the start recurs every four plies.
    let moves: Vec<Move> = "a0a1 d9d8 a1a0 d8d9 "
        .repeat(3)
        .split_whitespace()
        .map(|m| Move::parse_iccs(m).unwrap())
        .collect();
    let ruling = RulingRecord {
        verdict: Verdict::Draw,
        article: "AXF 总纲 2".to_string(),
        why: String::new(),
    };
    let made = |ply: usize| RulingMade {
        ply,
        ruling: ruling.clone(),
        action: "ruled".to_string(),
        act: None,
    };
    let game = GameRecord {
        round: 1,
        red: "r".to_string(),
        black: "b".to_string(),
        fen: fen.to_string(),
        moves,
        result: GameResult::Draw,
        termination: Termination::Repetition,
        ruling: Some(ruling.clone()),
        reason: "drawn".to_string(),
        rulings: vec![made(8), made(12)],
        bans: Vec::new(),
        cause: None,
    };
    let header = PgnHeader {
        event: "e".to_string(),
        site: "s".to_string(),
        date: "2024.01.01".to_string(),
        rules: "AXF".to_string(),
        notation: qili_oracle::notation::Notation::Iccs,
        lang: qili::i18n::Lang::En,
    };
    let pgn = write_game(&header, &game).replace('\n', " ");
    assert!(
        pgn.contains("d8d9 {the position occurred a third time: draw (AXF 总纲 2); ruled}"),
        "{pgn}"
    );
    assert!(
        pgn.contains("d8d9 {the position occurred a fourth time: draw (AXF 总纲 2); ruled}"),
        "{pgn}"
    );
}

/// Plays the first legal move, and says it took `took`.
struct Late {
    took: Duration,
}

impl Player for Late {
    fn name(&self) -> String {
        "late".to_string()
    }

    fn new_game(&mut self) -> Result<(), Fault> {
        Ok(())
    }

    fn can_ban(&self) -> bool {
        false
    }

    fn play(&mut self, q: &Question, _: &Go, _: Duration) -> Result<Reply, Fault> {
        Ok(Reply {
            mv: q.position.legal_moves().iter().next().copied(),
            line: String::new(),
            resigned: false,
            elapsed: self.took,
        })
    }
}

#[test]
fn a_time_loss_says_what_the_time_it_went_over_was_made_of() {
    let start = Position::start();
    let settings = |control: Control| GameSettings {
        book: rulebook("axf").unwrap(),
        control,
        enforce: Enforce::Ban,
        timeout: Duration::from_secs(5),
        handshake: Duration::from_secs(5),
        time_margin: Duration::from_millis(100),
    };
    let clock = settings(Control::Clock {
        base: Duration::from_millis(16),
        increment: Duration::ZERO,
    });
    let (mut red, mut black) = (
        Late {
            took: Duration::from_millis(263),
        },
        Late {
            took: Duration::ZERO,
        },
    );
    let r = play_game(1, &mut red, &mut black, &start, &clock);
    assert_eq!(
        (r.result, r.termination),
        (GameResult::BlackWins, Termination::Time)
    );
    assert_eq!(
        r.reason,
        "red answered after 263 ms, over its 116 ms (16 ms left on its clock and the 100 ms \
         margin)"
    );
    let move_time = settings(Control::Limit(Limit::MoveTime(Duration::from_millis(300))));
    red.took = Duration::from_millis(450);
    let r = play_game(1, &mut red, &mut black, &start, &move_time);
    assert_eq!(
        r.reason,
        "red answered after 450 ms, over its 400 ms (a move time of 300 ms and the 100 ms \
         margin)"
    );
}
