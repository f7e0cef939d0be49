//! What one move of a game in progress costs the referee: `cargo bench -p qili-games --bench push`.
//!
//! Replays every game of a collection through [`Referee`] move by move, as a platform's game in
//! progress does (the Python `qili.Game.push`): each move played and ruled
//! ([`Referee::play_ruled`]: a third occurrence judged, the book's procedure applied), then the
//! next turn settled ([`Referee::before_move`]: mate, stalemate, the moves banned to a side
//! ordered to vary). A game is followed until the book ends it or its record does. Each push is
//! timed on this thread's CPU clock, never the wall clock (the machine is shared), and the
//! distribution is printed under each book: median, 99th and 99.9th percentile, maximum, the
//! pushes over 5 ms and the slowest pushes by game and ply.
//!
//! The collection is `$QILI_GAMES_CORPUS`, else the development half of the Chinese Chess
//! Practical Dataset (Yu-Han Tseng, 2026, CC BY 4.0) where the workplace keeps it
//! (`../shared/games/ccpd-dev.pgn` beside the checkout), else the samples the crate ships
//! (`games/samples/`), which are too few to say much — the bench says which it read.

use nix::time::{ClockId, clock_gettime};
use qili_games::Referee;
use qili_games::source::{Games, SNIFF_BYTES};
use qili_oracle::rules::{Rulebook, rulebook};
use qili_oracle::{Move, Position};
use std::io::BufReader;
use std::path::PathBuf;

/// This thread's CPU time, in nanoseconds.
fn thread_cpu() -> u64 {
    let t = clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID).expect("Linux has a thread clock");
    t.tv_sec() as u64 * 1_000_000_000 + t.tv_nsec() as u64
}

/// A game to replay: where it is, its start and its moves.
struct Game {
    /// Its number in the collection (1-based) and its players, for the report.
    label: String,
    start: Position,
    moves: Vec<Move>,
}

/// The collection: `$QILI_GAMES_CORPUS`, else the shared development collection, else the
/// shipped samples.
fn collection() -> Vec<PathBuf> {
    if let Some(p) = std::env::var_os("QILI_GAMES_CORPUS") {
        return vec![PathBuf::from(p)];
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let shared = root.join("../../shared/games/ccpd-dev.pgn");
    if shared.is_file() {
        return vec![shared];
    }
    let shared = root.join("../../../shared/games/ccpd-dev.pgn");
    if shared.is_file() {
        return vec![shared];
    }
    ["ccpd-big5.pgn", "ccpd-gbk-simplified.pgn", "wxf-iccs.pgn"]
        .iter()
        .map(|f| root.join("samples").join(f))
        .collect()
}

fn read(paths: &[PathBuf]) -> Vec<Game> {
    let mut games = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path)
            .unwrap_or_else(|e| panic!("cannot open {}: {e}", path.display()));
        let items = Games::open(BufReader::with_capacity(SNIFF_BYTES, file), None)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        for (i, item) in items.enumerate() {
            let (record, _) = item
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
                .read(None);
            let replay = record.replay();
            let who = |tag: &str| record.tag(tag).unwrap_or("?").to_string();
            games.push(Game {
                label: format!(
                    "{} game {} ({} – {})",
                    path.file_name().unwrap_or_default().to_string_lossy(),
                    i + 1,
                    who("Red"),
                    who("Black")
                ),
                start: replay.start,
                moves: replay.moves,
            });
        }
    }
    games
}

/// One push: which game, which ply, and its CPU time in nanoseconds.
struct Push {
    game: usize,
    ply: usize,
    nanos: u64,
}

/// Replays `game` under `book` as `qili.Game` does, timing each push.
fn replay(book: &'static Rulebook, game: &Game, index: usize, out: &mut Vec<Push>) {
    let mut referee = Referee::new(book, game.start.clone());
    let legal = referee.position().legal_moves();
    let mut turn = referee.before_move(legal.as_slice());
    if turn.ending.is_some() {
        return;
    }
    for (i, &mv) in game.moves.iter().enumerate() {
        let start = thread_cpu();
        let played = referee.play_ruled(mv, &turn.forbidden, false);
        let ended = played.ending.is_some() || {
            let legal = referee.position().legal_moves();
            turn = referee.before_move(legal.as_slice());
            turn.ending.is_some()
        };
        out.push(Push {
            game: index,
            ply: i + 1,
            nanos: thread_cpu() - start,
        });
        if ended {
            return;
        }
    }
}

fn ms(nanos: u64) -> f64 {
    nanos as f64 / 1e6
}

fn main() {
    let paths = collection();
    let games = read(&paths);
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    println!(
        "pushes through the referee, {} games of {}; CPU time of each push (this thread):",
        games.len(),
        names.join(", ")
    );
    for id in ["cn", "axf"] {
        let book = rulebook(id).expect("the built-in books");
        let mut pushes = Vec::new();
        for (i, game) in games.iter().enumerate() {
            replay(book, game, i, &mut pushes);
        }
        let total: u64 = pushes.iter().map(|p| p.nanos).sum();
        let mut sorted: Vec<u64> = pushes.iter().map(|p| p.nanos).collect();
        sorted.sort_unstable();
        let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
        println!(
            "  --rules {id:<3} {} pushes, {:.3} s: median {:.4} ms, p99 {:.3} ms, p99.9 {:.3} ms, \
             max {:.3} ms; {} over 5 ms",
            pushes.len(),
            total as f64 / 1e9,
            ms(at(0.5)),
            ms(at(0.99)),
            ms(at(0.999)),
            ms(*sorted.last().unwrap_or(&0)),
            sorted.iter().filter(|&&n| n > 5_000_000).count()
        );
        pushes.sort_by_key(|p| std::cmp::Reverse(p.nanos));
        for p in pushes.iter().take(5) {
            println!(
                "    {:>8.3} ms  ply {:>3} of {}",
                ms(p.nanos),
                p.ply,
                games[p.game].label
            );
        }
    }
}
