//! `qili-mock-engine`: a scripted stand-in for a UCCI, UCI or CECP engine, for testing engine
//! adapters and the referee (qili's own tests use it to play well-behaved and hostile engines).
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
//! | `flood TEXT` | writes the line `TEXT` over and over, forever, reading nothing |
//! | `endless TEXT` | writes `TEXT` over and over with no line end, forever, reading nothing |
//! | `exit CODE` | exits |
//! | `abort` | dies by a signal |
//! | `serve MODE [OPTION…]` | from here on answers like an engine (below) |
//!
//! `serve` speaks the protocol of the first line it reads. UCCI/UCI: it answers `ucci`/`uci`
//! with `ucciok`/`uciok`, `isready` with `readyok`, remembers `position` and `banmoves` (and
//! `go … searchmoves`), and answers `go` with a `bestmove`. CECP: it answers `protover` with its
//! features (`ping=1 setboard=1 done=1`, or as `features=` says), `ping N` with `pong N`, keeps
//! the game's board through `new`, `setboard`, `edit`, moves (`Illegal move: …` for one that is
//! not legal) and `exclude`, and answers `go` with `move …`. Both quit on `quit`.
//!
//! The move is chosen by `MODE`: `first` (the first legal move it may play), `repeat` (the move
//! played last from the same position, if it may, else the first), `ignore-bans` (as `repeat`,
//! but ignoring bans), `illegal` (a move from an empty point), `none` (no move).
//! Options: `ranks=1` (coordinates with ranks 1-10); `moves=M1,M2,…` (play the first of these
//! ICCS moves that is legal here, before `MODE`'s choice); `bans=ignore` (play banned moves
//! too); `fail=N:KIND` (at the N-th `go`, from 1: `crash`, `hang`, `garbage`, `illegal`,
//! `resign`, `none`, `slow` — answer after 1.5 s —, or `flood` — answer, then write `info
//! string flood` lines forever, reading nothing); `features=A=1,B=0` (CECP features,
//! written as given, then `done=1`).

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
            "flood" => flood(&format!("{rest}\n")),
            "endless" => flood(rest),
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

/// Writes `text` to stdout over and over until the pipe breaks (qili killed it, or left).
fn flood(text: &str) -> ! {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    while out.write_all(text.as_bytes()).is_ok() {}
    std::process::exit(0)
}

/// How `serve` plays.
struct Style {
    mode: String,
    ranks: Ranks,
    list: Vec<Move>,
    obey_bans: bool,
    fail: Option<(usize, String)>,
    features: Option<String>,
}

impl Style {
    fn read(how: &str) -> Style {
        let mut words = how.split_whitespace();
        let mut style = Style {
            mode: words.next().unwrap_or("first").to_string(),
            ranks: Ranks::Zero,
            list: Vec::new(),
            obey_bans: true,
            fail: None,
            features: None,
        };
        for w in words {
            match w.split_once('=') {
                Some(("ranks", "1")) => style.ranks = Ranks::One,
                Some(("moves", list)) => {
                    style.list = list.split(',').filter_map(Move::parse_iccs).collect();
                }
                Some(("bans", "ignore")) => style.obey_bans = false,
                Some(("fail", spec)) => {
                    if let Some((n, kind)) = spec.split_once(':') {
                        style.fail = n.parse().ok().map(|n| (n, kind.to_string()));
                    }
                }
                Some(("features", list)) => style.features = Some(list.replace(',', " ")),
                _ => {
                    eprintln!("mock: unknown serve option `{w}`");
                    std::process::exit(2);
                }
            }
        }
        style
    }
}

/// The game as the mock sees it.
struct Board {
    position: Position,
    history: Vec<(Position, Move)>,
    banned: Vec<Move>,
}

impl Board {
    fn new(position: Position) -> Board {
        Board {
            position,
            history: Vec::new(),
            banned: Vec::new(),
        }
    }

    fn play(&mut self, mv: Move) -> bool {
        match self.position.play(mv) {
            Some(next) => {
                self.history.push((self.position.clone(), mv));
                self.position = next;
                self.banned.clear();
                true
            }
            None => false,
        }
    }
}

/// Answers like an engine until `quit` or the end of input.
fn serve(how: &str, read: &mut dyn FnMut() -> String) {
    let style = Style::read(how);
    let first = read();
    if first.trim() == "xboard" {
        serve_cecp(&style, read);
    } else {
        serve_uci(&style, &first, read);
    }
}

fn serve_uci(style: &Style, first: &str, read: &mut dyn FnMut() -> String) {
    let ranks = style.ranks;
    let mut board = Board::new(Position::start());
    let mut line = first.to_string();
    loop {
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
                board = Board::new(Position::from_fen(&fen).unwrap_or_else(|_| Position::start()));
                for m in moves {
                    if let Some(mv) = ranks.read(m) {
                        board.play(mv);
                    }
                }
            }
            Some("banmoves") => board.banned = tokens.filter_map(|t| ranks.read(t)).collect(),
            Some("go") => {
                let words: Vec<&str> = tokens.collect();
                if let Some(i) = words.iter().position(|w| *w == "searchmoves") {
                    let allowed: Vec<Move> = words[i + 1..]
                        .iter()
                        .filter_map(|t| ranks.read(t))
                        .collect();
                    board.banned = board
                        .position
                        .legal_moves()
                        .iter()
                        .copied()
                        .filter(|m| !allowed.contains(m))
                        .collect();
                }
                match answer(style, &mut board) {
                    Answer::Move(m) => say(&format!(
                        "info depth 1 score cp 0 pv {}\nbestmove {}",
                        ranks.write(m),
                        ranks.write(m)
                    )),
                    Answer::NoMove => say("bestmove (none)"),
                    Answer::Resign(m) => say(&format!("bestmove {} resign", ranks.write(m))),
                    Answer::Garbage => say("bestmove"),
                }
                after_answer();
            }
            _ => {}
        }
        line = read();
    }
}

fn serve_cecp(style: &Style, read: &mut dyn FnMut() -> String) {
    let ranks = style.ranks;
    let mut board = Board::new(Position::start());
    let mut force = false;
    loop {
        let line = read();
        let mut tokens = line.split_whitespace();
        match tokens.next() {
            Some("protover") => {
                let features = style
                    .features
                    .clone()
                    .unwrap_or_else(|| "ping=1 setboard=1".to_string());
                say(&format!(
                    "feature myname=\"mock\" {features}\nfeature done=1"
                ));
            }
            Some("quit") => return,
            Some("new") => {
                board = Board::new(Position::start());
                force = false;
            }
            Some("force") => force = true,
            Some("ping") => say(&format!("pong {}", tokens.next().unwrap_or(""))),
            Some("setboard") => {
                let fen: Vec<&str> = tokens.collect();
                board = Board::new(
                    Position::from_fen(&fen.join(" ")).unwrap_or_else(|_| Position::start()),
                );
            }
            Some("edit") => board = Board::new(edit(&board.position, read)),
            Some("exclude") => board.banned.extend(tokens.filter_map(|t| ranks.read(t))),
            Some("go") => {
                force = false;
                reply_cecp(style, &mut board);
            }
            Some(word) => {
                let word = if word == "usermove" {
                    tokens.next().unwrap_or("")
                } else {
                    word
                };
                if let Some(mv) = ranks.read(word) {
                    if !board.play(mv) {
                        say(&format!("Illegal move: {word}"));
                    } else if !force {
                        reply_cecp(style, &mut board);
                    }
                }
            }
            None => {}
        }
    }
}

/// `edit` … `.`: `#` clears, `c` switches colour, `Xsq` places a piece of the current colour.
fn edit(from: &Position, read: &mut dyn FnMut() -> String) -> Position {
    let mut setup = from.to_setup();
    let mut color = qili_oracle::Color::Red;
    loop {
        let line = read();
        let line = line.trim();
        match line {
            "." => break,
            "#" => setup.board = [None; qili_oracle::Square::COUNT],
            "c" => color = color.opponent(),
            _ => {
                let mut chars = line.chars();
                let kind = chars
                    .next()
                    .and_then(qili_oracle::PieceKind::from_fen_letter);
                let square = qili_oracle::Square::parse(chars.as_str());
                if let (Some(kind), Some(square)) = (kind, square) {
                    setup.board[square.index()] = Some(qili_oracle::Piece::new(color, kind));
                }
            }
        }
    }
    Position::from_setup(&setup).unwrap_or_else(|_| from.clone())
}

fn reply_cecp(style: &Style, board: &mut Board) {
    match answer(style, board) {
        Answer::Move(m) => {
            say(&format!("move {}", style.ranks.write(m)));
            board.play(m);
        }
        Answer::NoMove => say("1/2-1/2 {no move}"),
        Answer::Resign(_) => say("resign"),
        Answer::Garbage => say("move"),
    }
    after_answer();
}

enum Answer {
    Move(Move),
    NoMove,
    Resign(Move),
    Garbage,
}

/// The answer just given is to be followed by a flood (`fail=N:flood`).
static FLOOD: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// After an answer: the flood, if it was scheduled.
fn after_answer() {
    if FLOOD.load(std::sync::atomic::Ordering::Relaxed) {
        flood("info string flood\n");
    }
}

/// How many `go`s this process has answered.
static GOES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The answer to a `go`, with the scheduled fault if this is its turn.
fn answer(style: &Style, board: &mut Board) -> Answer {
    let goes = GOES.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
    let chosen = choose(style, board);
    let Some((n, kind)) = &style.fail else {
        return chosen.map_or(Answer::NoMove, Answer::Move);
    };
    if *n != goes {
        return chosen.map_or(Answer::NoMove, Answer::Move);
    }
    match kind.as_str() {
        "crash" => std::process::abort(),
        "hang" => loop {
            std::thread::sleep(Duration::from_secs(3600));
        },
        "garbage" => Answer::Garbage,
        "resign" => chosen.map_or(Answer::NoMove, Answer::Resign),
        "none" => Answer::NoMove,
        "illegal" => Answer::Move(illegal(&board.position)),
        "slow" => {
            std::thread::sleep(Duration::from_millis(1500));
            chosen.map_or(Answer::NoMove, Answer::Move)
        }
        "flood" => {
            FLOOD.store(true, std::sync::atomic::Ordering::Relaxed);
            chosen.map_or(Answer::NoMove, Answer::Move)
        }
        other => {
            eprintln!("mock: unknown fault `{other}`");
            std::process::exit(2);
        }
    }
}

/// A move from an empty point.
fn illegal(here: &Position) -> Move {
    let empty = qili_oracle::Square::all()
        .find(|&sq| here.piece_at(sq).is_none())
        .expect("a board has empty points");
    Move::new(empty, empty)
}

fn choose(style: &Style, board: &Board) -> Option<Move> {
    let here = &board.position;
    let legal = here.legal_moves();
    let mode = style.mode.as_str();
    let obey = style.obey_bans && mode != "ignore-bans";
    let may = |m: &Move| !obey || !board.banned.contains(m);
    let listed = style
        .list
        .iter()
        .copied()
        .find(|m| legal.contains(*m) && may(m));
    let first = legal.iter().copied().find(|m| may(m));
    let key = here.repetition_key();
    let repeat = board
        .history
        .iter()
        .rev()
        .find(|(p, _)| p.repetition_key() == key)
        .map(|(_, m)| *m)
        .filter(|m| may(m));
    match mode {
        "none" => None,
        "illegal" => Some(illegal(here)),
        _ if listed.is_some() => listed,
        "repeat" | "ignore-bans" => repeat.or(first),
        _ => first,
    }
}
