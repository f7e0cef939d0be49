//! `qili-mock-engine`: a scripted stand-in for a UCCI/UCI engine, for testing engine adapters
//! (qili's own tests use it to play well-behaved and hostile engines).
//!
//! ```text
//! qili-mock-engine [--state FILE] SCRIPT…
//! ```
//!
//! With several scripts, the n-th start of the engine runs the n-th script (the last one for
//! every start after); the count of starts is kept in the state file. A script holds one
//! command a line (`#` starts a comment):
//!
//! | command | does |
//! |---|---|
//! | `expect TEXT` | reads a line, which must start with `TEXT` (else it complains on stderr and exits 9) |
//! | `skip-to TEXT` | reads lines until one starts with `TEXT` |
//! | `send TEXT` | writes a line |
//! | `stderr TEXT` | writes a line to stderr |
//! | `pidfile PATH` | writes its process id to `PATH` |
//! | `sleep MS` | waits |
//! | `hang` | stops answering, forever |
//! | `exit CODE` | exits |
//! | `abort` | dies by a signal |
//! | `serve MODE [ranks=1]` | from here on answers like an engine (below) |
//!
//! `serve` answers `ucci`/`uci` with `ucciok`/`uciok`, `isready` with `readyok`, remembers
//! `position` and `banmoves` (and `go … searchmoves`), quits on `quit`, and answers `go` with a
//! `bestmove` chosen by `MODE`: `first` (the first legal move it may play), `repeat` (the move
//! played last from the same position, if it may, else the first), `ignore-bans` (as `repeat`,
//! but ignoring bans), `illegal` (a move from an empty point), `none` (`bestmove (none)`).

use qili::engine::Ranks;
use qili_oracle::{Move, Position};
use std::io::{BufRead, Write};
use std::time::Duration;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut state = None;
    if args.first().is_some_and(|a| a == "--state") && args.len() > 1 {
        state = Some(args.remove(1));
        args.remove(0);
    }
    if args.is_empty() {
        eprintln!("usage: qili-mock-engine [--state FILE] SCRIPT…");
        std::process::exit(2);
    }
    let start = match &state {
        None => 0,
        Some(path) => {
            let n: usize = std::fs::read_to_string(path)
                .ok()
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(0);
            let _ = std::fs::write(path, (n + 1).to_string());
            n
        }
    };
    let path = &args[start.min(args.len() - 1)];
    let script = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("mock: cannot read {path}: {e}");
        std::process::exit(2);
    });
    run(&script);
}

fn run(script: &str) {
    let stdin = std::io::stdin();
    let mut input = stdin.lock().lines();
    let mut read = move || -> String {
        match input.next() {
            Some(Ok(line)) => line,
            _ => std::process::exit(0),
        }
    };
    for line in script.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        match command {
            "expect" => {
                let got = read();
                if !got.starts_with(rest) {
                    eprintln!("mock: expected `{rest}`, got `{got}`");
                    std::process::exit(9);
                }
            }
            "skip-to" => while !read().starts_with(rest) {},
            "send" => say(rest),
            "stderr" => eprintln!("{rest}"),
            "pidfile" => {
                let _ = std::fs::write(rest, std::process::id().to_string());
            }
            "sleep" => std::thread::sleep(Duration::from_millis(rest.parse().unwrap_or(0))),
            "hang" => loop {
                std::thread::sleep(Duration::from_secs(3600));
            },
            "exit" => std::process::exit(rest.parse().unwrap_or(1)),
            "abort" => std::process::abort(),
            "serve" => serve(rest, &mut read),
            other => {
                eprintln!("mock: unknown script command `{other}`");
                std::process::exit(2);
            }
        }
    }
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Answers like an engine until `quit` or the end of input.
fn serve(how: &str, read: &mut dyn FnMut() -> String) {
    let mut words = how.split_whitespace();
    let mode = words.next().unwrap_or("first").to_string();
    let ranks = if words.any(|w| w == "ranks=1") {
        Ranks::One
    } else {
        Ranks::Zero
    };
    let mut history: Vec<(Position, Move)> = Vec::new();
    let mut position = Position::start();
    let mut banned: Vec<Move> = Vec::new();
    loop {
        let line = read();
        let mut tokens = line.split_whitespace();
        match tokens.next() {
            Some("ucci") => say("id name mock\nucciok"),
            Some("uci") => say("id name mock\nuciok"),
            Some("isready") => say("readyok"),
            Some("quit") => {
                say("bye");
                return;
            }
            Some("position") => {
                let rest: Vec<&str> = tokens.collect();
                let split = rest.iter().position(|t| *t == "moves");
                let (fen, moves) = match split {
                    Some(i) => (&rest[..i], &rest[i + 1..]),
                    None => (&rest[..], &[][..]),
                };
                let fen = fen.get(1..).map(|w| w.join(" ")).unwrap_or_default();
                position = Position::from_fen(&fen).unwrap_or_else(|_| Position::start());
                history.clear();
                banned.clear();
                for m in moves {
                    let Some(mv) = ranks.read(m) else { continue };
                    let Some(next) = position.play(mv) else {
                        continue;
                    };
                    history.push((position.clone(), mv));
                    position = next;
                }
            }
            Some("banmoves") => banned = tokens.filter_map(|t| ranks.read(t)).collect(),
            Some("go") => {
                let words: Vec<&str> = tokens.collect();
                if let Some(i) = words.iter().position(|w| *w == "searchmoves") {
                    let allowed: Vec<Move> = words[i + 1..]
                        .iter()
                        .filter_map(|t| ranks.read(t))
                        .collect();
                    banned = position
                        .legal_moves()
                        .iter()
                        .copied()
                        .filter(|m| !allowed.contains(m))
                        .collect();
                }
                let answer = choose(&mode, &position, &history, &banned);
                say(&format!(
                    "info depth 1 score cp 0\nbestmove {}",
                    match answer {
                        Some(m) => ranks.write(m),
                        None => "(none)".to_string(),
                    }
                ));
            }
            _ => {}
        }
    }
}

fn choose(
    mode: &str,
    here: &Position,
    history: &[(Position, Move)],
    banned: &[Move],
) -> Option<Move> {
    let legal = here.legal_moves();
    let may = |m: &Move| mode == "ignore-bans" || !banned.contains(m);
    let first = legal.iter().copied().find(|m| may(m));
    let key = here.repetition_key();
    let repeat = history
        .iter()
        .rev()
        .find(|(p, _)| p.repetition_key() == key)
        .map(|(_, m)| *m)
        .filter(|m| may(m));
    match mode {
        "none" => None,
        "illegal" => {
            let empty = qili_oracle::Square::all().find(|&sq| here.piece_at(sq).is_none())?;
            Some(Move::new(empty, empty))
        }
        "repeat" | "ignore-bans" => repeat.or(first),
        _ => first,
    }
}
