//! The workloads of the instruction-count gate (`.ci/perf-gate`; docs/PERFORMANCE.md).
//!
//! `gate NAME` runs one workload once; `gate --list` names them. Each reads its fixed input
//! first, then hands it to [`measured`], the one function whose instructions the gate counts
//! (Callgrind, collecting only inside it), so that a count depends on the code alone — not on the
//! machine's load, nor on reading the input. The inputs are committed with the repository, never
//! `../shared`:
//!
//! - `batch-axf`, `batch-cn`: the first 150 loops of `harness/benches/data/loops.jsonl` and the
//!   first 50 of `chases.jsonl`, each ruled as `qili adjudicate --batch` rules it;
//! - `review`: the shipped sample records (`games/samples/*.pgn`: 12 games in Big5, GBK, UTF-8
//!   and ICCS) decoded, read, replayed and reviewed under both books, as `qili games` does;
//! - `push-axf`, `push-cn`: the same games followed move by move through the referee, as a
//!   platform's game in progress is (`qili.Game.push`: the move ruled, then the next turn
//!   settled);
//! - `stall-axf`, `stall-cn`: the game of issue #29's push that took 0.45 s — the third
//!   occurrence of a perpetual check (李來群–胡榮華, ccpd-dev game 1301, ply 112), ruled, and the
//!   checking side's banned moves found — followed push by push from ply 105, its last lap
//!   and a half;
//! - `draw-axf`, `draw-cn`: the collection's costliest push under AXF (ccpd-dev game 1166, ply
//!   50: the third occurrence of a four-ply cycle of the generals and a cannon stepping aside and
//!   back, ruled a draw), followed push by push from ply 43.
//!
//! The stalled games count what a platform waits for at its worst: each push is a call of
//! [`measured`] of its own, and the gate keeps the largest (the referee may do part of a ruling's
//! work at the pushes before it, so the last push alone would not say it). Every other workload
//! is one call.

use qili_games::source::{Games, Item, SNIFF_BYTES};
use qili_games::{GameReport, Referee, Turn};
use qili_oracle::notation::parse_moves;
use qili_oracle::rules::{Rulebook, rulebook};
use qili_oracle::verdict::adjudicate;
use qili_oracle::{Move, Position};
use std::hint::black_box;
use std::io::BufReader;
use std::path::PathBuf;

/// Every workload, by name.
const NAMES: [&str; 9] = [
    "batch-axf",
    "batch-cn",
    "review",
    "push-axf",
    "push-cn",
    "stall-axf",
    "stall-cn",
    "draw-axf",
    "draw-cn",
];

/// Issue #29's stalled game: the position before ply 105 of 李來群–胡榮華 (ccpd-dev game 1301)
/// and the moves to ply 112, the stalled push (the third occurrence of a perpetual check).
const STALL_FEN: &str = "1Cba3RC/4ak3/4c3b/2n3p2/9/2B1n1P2/p4N2P/9/3rA4/2B1KA3 w";
const STALL_MOVES: &str = "h9h8 f8f9 h8h9 f9f8 h9h8 f8f9 h8h9 f9f8";

/// The collection's costliest push under AXF: the position before ply 43 of ccpd-dev game 1166
/// (the last capture at ply 39) and the moves to ply 50, the third occurrence of a four-ply
/// cycle, ruled a draw.
const DRAW_FEN: &str = "3akab2/4c4/b8/p1n1n3p/3RN1p2/9/P5P1P/4C1N2/4K3C/1rcA1AB2 w - - 3 22";
const DRAW_MOVES: &str = "e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8";

/// A workload with its input read.
enum Workload<'a> {
    /// Loops to rule under one book.
    Batch(&'static Rulebook, Vec<(Position, Vec<Move>)>),
    /// Game records to read and review under both books.
    Review(Vec<(String, usize, Item)>),
    /// Games to follow move by move under one book.
    Pushes(&'static Rulebook, Vec<(Position, Vec<Move>)>),
    /// A game followed push by push, each push counted on its own: the game so far, the turn
    /// settled, and the move pushed.
    Push(&'a mut Referee, &'a mut Turn, Move),
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn book(id: &str) -> &'static Rulebook {
    rulebook(id).expect("the built-in books")
}

/// The first `count` loops of a corpus of `qili adjudicate --batch`.
fn loops(file: &str, count: usize) -> Vec<(Position, Vec<Move>)> {
    let path = root().join("harness/benches/data").join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .take(count)
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let start = Position::from_fen(v["fen"].as_str().expect("a FEN")).expect("a FEN");
            let moves = parse_moves(&start, v["moves"].as_str().expect("moves")).expect("moves");
            (start, moves)
        })
        .collect()
}

/// The shipped sample records' games, not yet read.
fn records() -> Vec<(String, usize, Item)> {
    let mut out = Vec::new();
    for name in [
        "ccpd-big5.pgn",
        "ccpd-gbk-simplified.pgn",
        "ccpd-utf8-bom.pgn",
        "wxf-iccs.pgn",
    ] {
        let path = root().join("games/samples").join(name);
        let file = std::fs::File::open(&path)
            .unwrap_or_else(|e| panic!("cannot open {}: {e}", path.display()));
        let games =
            Games::open(BufReader::with_capacity(SNIFF_BYTES, file), None).expect("a PGN file");
        for (i, item) in games.enumerate() {
            out.push((name.to_string(), i + 1, item.expect("a game")));
        }
    }
    out
}

/// The sample games, replayed.
fn games() -> Vec<(Position, Vec<Move>)> {
    records()
        .into_iter()
        .map(|(_, _, item)| {
            let replay = item.read(None).0.replay();
            (replay.start, replay.moves)
        })
        .collect()
}

/// A game followed as `qili.Game` follows it: each move ruled, then the next turn settled.
/// Returns the turn after the last move played, and whether the book ended the game.
fn push(referee: &mut Referee, turn: &Turn, mv: Move) -> (Turn, bool) {
    let played = referee.play_ruled(mv, &turn.forbidden, false);
    if played.ending.is_some() {
        return (turn.clone(), true);
    }
    let legal = referee.position().legal_moves();
    let next = referee.before_move(legal.as_slice());
    let ended = next.ending.is_some();
    (next, ended)
}

/// A game from `fen` under `book`, its first turn settled, and the moves to push, each counted.
fn stalled(book: &'static Rulebook, fen: &str, moves: &str) -> (Referee, Turn, Vec<Move>) {
    let start = Position::from_fen(fen).expect("the stalled game's FEN");
    let referee = Referee::new(book, start.clone());
    let legal = referee.position().legal_moves();
    let turn = referee.before_move(legal.as_slice());
    let moves = parse_moves(&start, moves).expect("the stalled game's moves");
    (referee, turn, moves)
}

/// The stalled games, by workload kind.
fn stalled_game(kind: &str) -> Option<(&'static str, &'static str)> {
    match kind {
        "stall" => Some((STALL_FEN, STALL_MOVES)),
        "draw" => Some((DRAW_FEN, DRAW_MOVES)),
        _ => None,
    }
}

fn setup(name: &str) -> Option<Workload<'static>> {
    let (kind, id) = name.split_once('-').unwrap_or((name, ""));
    Some(match kind {
        "batch" => {
            let mut input = loops("loops.jsonl", 150);
            input.extend(loops("chases.jsonl", 50));
            Workload::Batch(book(id), input)
        }
        "review" => Workload::Review(records()),
        "push" => Workload::Pushes(book(id), games()),
        _ => return None,
    })
}

/// Runs a workload, or one push of a stalled game: the only instructions the gate counts.
#[inline(never)]
fn measured(workload: Workload) {
    match workload {
        Workload::Batch(book, loops) => {
            for (start, moves) in &loops {
                black_box(adjudicate(book, start, moves));
            }
        }
        Workload::Review(items) => {
            let books = [book("cn"), book("axf")];
            for (file, game, item) in items {
                let (record, encoding) = item.read(None);
                black_box(GameReport::new(&file, game, record, encoding, &books));
            }
        }
        Workload::Pushes(book, games) => {
            for (start, moves) in &games {
                let mut referee = Referee::new(book, start.clone());
                let legal = referee.position().legal_moves();
                let mut turn = referee.before_move(legal.as_slice());
                for &mv in moves {
                    let (next, ended) = push(&mut referee, &turn, mv);
                    if ended {
                        break;
                    }
                    turn = next;
                }
                black_box(&referee);
            }
        }
        Workload::Push(referee, turn, mv) => {
            let (next, _) = push(referee, turn, mv);
            *turn = black_box(next);
        }
    }
}

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_default();
    if arg == "--list" {
        for name in NAMES {
            println!("{name}");
        }
        return;
    }
    // `cargo bench` runs the bench with `--bench`: it then runs every workload once, so that
    // the bench is exercised; the gate runs one at a time under Callgrind.
    let names: Vec<&str> = if NAMES.contains(&arg.as_str()) {
        vec![arg.as_str()]
    } else if arg.is_empty() || arg == "--bench" {
        NAMES.to_vec()
    } else {
        eprintln!("gate: no workload {arg:?}; `gate --list` names them");
        std::process::exit(2);
    };
    for name in names {
        let (kind, id) = name.split_once('-').unwrap_or((name, ""));
        if let Some((fen, moves)) = stalled_game(kind) {
            let (mut referee, mut turn, moves) = stalled(book(id), fen, moves);
            for mv in moves {
                measured(Workload::Push(&mut referee, &mut turn, mv));
            }
            black_box(&referee);
            continue;
        }
        let workload = setup(name).expect("a listed workload");
        measured(workload);
    }
}
