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
//! - `stall-axf`, `stall-cn`: the push of issue #29 that took 0.45 s — the third occurrence of a
//!   perpetual check (李來群–胡榮華, ply 112), ruled, and the checking side's banned moves found.

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
const NAMES: [&str; 7] = [
    "batch-axf",
    "batch-cn",
    "review",
    "push-axf",
    "push-cn",
    "stall-axf",
    "stall-cn",
];

/// The stalled push's game: the position before ply 109 of 李來群–胡榮華 (ccpd-dev game 1301),
/// the three plies before it, and the push.
const STALL_FEN: &str = "1Cba3RC/4ak3/4c3b/2n3p2/9/2B1n1P2/p4N2P/9/3rA4/2B1KA3 w";
const STALL_BEFORE: &str = "h9h8 f8f9 h8h9 f9f8 h9h8 f8f9 h8h9";
const STALL_PUSH: &str = "f9f8";

/// A workload with its input read.
enum Workload {
    /// Loops to rule under one book.
    Batch(&'static Rulebook, Vec<(Position, Vec<Move>)>),
    /// Game records to read and review under both books.
    Review(Vec<(String, usize, Item)>),
    /// Games to follow move by move under one book.
    Pushes(&'static Rulebook, Vec<(Position, Vec<Move>)>),
    /// A game in progress and its next move.
    Push(Box<(Referee, Turn, Move)>),
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

fn setup(name: &str) -> Option<Workload> {
    let (kind, id) = name.split_once('-').unwrap_or((name, ""));
    Some(match kind {
        "batch" => {
            let mut input = loops("loops.jsonl", 150);
            input.extend(loops("chases.jsonl", 50));
            Workload::Batch(book(id), input)
        }
        "review" => Workload::Review(records()),
        "push" => Workload::Pushes(book(id), games()),
        "stall" => {
            let start = Position::from_fen(STALL_FEN).expect("the stall's FEN");
            let mut referee = Referee::new(book(id), start.clone());
            let legal = referee.position().legal_moves();
            let mut turn = referee.before_move(legal.as_slice());
            for mv in parse_moves(&start, STALL_BEFORE).expect("the stall's moves") {
                turn = push(&mut referee, &turn, mv).0;
            }
            let position = referee.position().clone();
            let mv = parse_moves(&position, STALL_PUSH).expect("the stalled push")[0];
            Workload::Push(Box::new((referee, turn, mv)))
        }
        _ => return None,
    })
}

/// Runs a workload: the only instructions the gate counts.
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
        Workload::Push(game) => {
            let (mut referee, turn, mv) = *game;
            black_box(push(&mut referee, &turn, mv));
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
        let workload = setup(name).expect("a listed workload");
        measured(workload);
    }
}
