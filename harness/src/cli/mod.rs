//! The command-line interface. The command forms are a contract relied on by other tools (see
//! ARCHITECTURE.md): extend them, never break them.

use crate::i18n::{Lang, tr};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::fmt;
use std::path::PathBuf;
use std::process::ExitCode;

pub use match_run::{EnforceChoice, GameOptions, MatchAction, MatchArgs, MergeArgs};

/// Prints to standard output as `print!` does, but a reader that has gone away (`qili | head`)
/// ends the process quietly instead of a panic.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::cli::write_stdout(format_args!($($arg)*))
    };
}

/// As `println!`, through [`say!`].
macro_rules! sayln {
    () => { say!("\n") };
    ($($arg:tt)*) => {{
        say!($($arg)*);
        say!("\n");
    }};
}

mod adjudicate;
mod arbiter;
mod certify;
mod clap_words;
mod desk_words;
pub(crate) mod errors;
mod event_words;
mod field_words;
mod font;
mod gallery;
mod games;
mod hand_words;
mod help;
pub(crate) mod json_words;
mod match_run;
mod new;
mod notation;
mod perft;
mod render;
mod results_words;
mod run;
mod serve;
mod sheet_words;
mod standings_words;
mod table_words;
mod tournament;
mod yaml_words;

pub use games::{EncodingChoice, GamesArgs, GamesRules};
pub use tournament::{CheckArgs, TournamentArgs, TournamentCommand};

/// The exit code when every trial passed (or failed only as listed) and every output was written.
pub const EXIT_OK: u8 = 0;
/// The exit code when a trial failed (an oracle, a case or an engine got something wrong).
pub const EXIT_FAILED: u8 = 1;
/// The exit code for bad input (malformed FEN, notation, case file, arguments).
pub const EXIT_BAD_INPUT: u8 = 2;
/// The exit code when an outside engine could not be started and greeted: nothing was
/// certified (the `--json`/`--junit` reports, if asked for, say why).
pub const EXIT_ENGINE_UNAVAILABLE: u8 = 3;

/// The Xiangqi repetition rules: the executable reference and its conformance suite.
#[derive(Parser, Debug)]
#[command(
    name = "qili",
    version,
    about,
    long_about = None,
    after_help = "Bare `qili` (no command) means `qili run`: every case against the built-in \
                  oracle, the conformance table on stdout.\n\n\
                  Exit codes: 0 all passed (listed known failures included); 1 a trial failed; \
                  2 bad input (the message on stderr names it); 3 an outside engine could not \
                  be started (nothing certified; --json/--junit say why)."
)]
pub struct Cli {
    /// The language of what a person reads (tables, reasons, summaries): `en`, `zh-Hans`
    /// (simplified Chinese) or `zh-Hant` (traditional Chinese). Default: the locale (LC_ALL,
    /// LC_MESSAGES, LANG: zh_CN, zh_SG → zh-Hans; zh_TW, zh_HK, zh_MO → zh-Hant; else en).
    /// JSON is the same in every language.
    #[arg(long, global = true, value_enum, value_name = "en|zh-Hans|zh-Hant")]
    pub lang: Option<Lang>,
    /// What to do; `run` when omitted.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the cases against the built-in oracle or an outside engine and print a table.
    Run(RunArgs),
    /// Classify every move of a loop and rule it under one rulebook.
    Adjudicate(AdjudicateArgs),
    /// Count legal move paths to a depth (perft); the last line is the node count alone.
    Perft(PerftArgs),
    /// Rewrite a move list in another notation.
    Notation(NotationArgs),
    /// Draw a board picture of a case or a position as SVG.
    Render(RenderArgs),
    /// Write pictures and pages for every case.
    Gallery(GalleryArgs),
    /// Scaffold a case file for a new disputed position.
    New(NewArgs),
    /// Play a match between two engines, refereed by the book; `match merge` combines shards.
    Match(match_run::MatchArgs),
    /// Tournaments by the books: order tables, Swiss pairing, standings, engine events.
    Tournament(TournamentArgs),
    /// Serve the rules explorer: the JSON API under /api/ and the page at /.
    Serve(ServeArgs),
    /// Rule every repetition in recorded games (PGN, DhtmlXQ, XQF), as the referee would, and
    /// compare with the recorded results.
    Games(GamesArgs),
}

/// Which rulebook, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RulesChoice {
    /// The Asian Xiangqi Federation rules.
    Axf,
    /// The Chinese Xiangqi Association rules.
    Cn,
    /// Both rulebooks.
    All,
}

/// The protocol an outside engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Protocol {
    /// The Universal Chinese Chess Protocol.
    Ucci,
    /// The Universal Chess Interface, xiangqi flavour.
    Uci,
    /// The XBoard/WinBoard engine protocol (CECP).
    Cecp,
}

/// Where an engine's rank numbers start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RanksChoice {
    /// Ranks 0-9.
    #[value(name = "0")]
    Zero,
    /// Ranks 1-10.
    #[value(name = "1")]
    One,
}

/// Arguments of `qili run`.
#[derive(Args, Debug, Default)]
pub struct RunArgs {
    /// Which rulebook's rulings to check: a rulebook id (`axf`, `cn`) or `all`.
    #[arg(long, value_name = "axf|cn|all")]
    pub rules: Option<String>,
    /// Write a JSON report to this file.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write a JUnit XML report to this file.
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Certify an outside engine: the command line that starts it (split on spaces, no shell),
    /// or an engine spec as `qili match` takes it (`cmd=PATH proto=uci fen=he …`).
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    /// The engine's protocol (default: ucci).
    #[arg(long, value_enum, requires = "engine")]
    pub protocol: Option<Protocol>,
    /// Search depth for each engine question (default: 10, when --nodes is not given either).
    #[arg(long, conflicts_with = "nodes", requires = "engine")]
    pub depth: Option<u32>,
    /// Node budget for each engine question.
    #[arg(long, requires = "engine")]
    pub nodes: Option<u64>,
    /// How many engine processes to run in parallel (default: the available parallelism).
    #[arg(long, requires = "engine")]
    pub jobs: Option<usize>,
    /// Seconds the engine may take for any one answer (greeting, `readyok`, `bestmove`) before
    /// it is killed and the trial reported as a timeout (default: 10).
    #[arg(long, value_name = "SECS", requires = "engine")]
    pub timeout: Option<f64>,
    /// The engine's rank numbering: 0 (ranks 0-9, `h2e2`) or 1 (ranks 1-10, `h3e3`). Detected
    /// from the engine's first move when not given.
    #[arg(long, value_enum, requires = "engine")]
    pub ranks: Option<RanksChoice>,
    /// A per-engine list of known failures with reasons.
    #[arg(long, value_name = "FILE", requires = "engine")]
    pub expect: Option<PathBuf>,
    /// The cases directory (default: `cases/` of the qili checkout the current directory is
    /// in, else the cases built into qili).
    #[arg(long, value_name = "DIR")]
    pub cases: Option<PathBuf>,
    /// Case ids (`axf-032`) or case file paths; all cases when none is given.
    #[arg(value_name = "CASE")]
    pub selected: Vec<String>,
}

/// Arguments of `qili adjudicate`.
#[derive(Args, Debug)]
pub struct AdjudicateArgs {
    /// The rulebook to rule under: a rulebook id (`axf`, `cn`).
    #[arg(long, value_name = "axf|cn")]
    pub rules: String,
    /// The position before the first move.
    #[arg(long, required_unless_present = "batch")]
    pub fen: Option<String>,
    /// The moves, in any supported notation, separated by spaces. A list may begin with a WXF
    /// rear-piece move such as `-R=4`.
    #[arg(long, required_unless_present = "batch", allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// State a judgement the book leaves to the arbiter, e.g. `drawing-post=black` (CN 第27.3条:
    /// that side's post draws at once, so its incidental chases of advisors and elephants are
    /// idle). Repeatable. In a batch, each line gives its own (`"assume": "drawing-post=black"`).
    #[arg(long, value_name = "KEY=VALUE")]
    pub assume: Vec<String>,
    /// Rule many loops: one JSON object a line (`{"fen": …, "moves": …}`) from FILE, or from
    /// standard input for `-`; prints the `--json` object of each on one line, in order, or an
    /// error object for a line that cannot be read. Exit code 0 when every line was answered
    /// with a ruling, 2 when any was not.
    #[arg(long, value_name = "FILE|-", conflicts_with_all = ["fen", "moves", "json", "assume"])]
    pub batch: Option<PathBuf>,
}

/// Arguments of `qili perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The position to count from.
    #[arg(long)]
    pub fen: String,
    /// How many plies deep (at most 10; from the start position depth 6 already counts about
    /// 3.6 billion paths).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=perft::MAX_DEPTH as i64))]
    pub depth: u32,
    /// Also print each first move (ICCS) with its count.
    #[arg(long)]
    pub divide: bool,
}

/// The notations `qili notation` can write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NotationChoice {
    /// Coordinates such as `h2e2`.
    Iccs,
    /// Chinese traditional, such as `炮二平五`.
    Chinese,
    /// WXF, such as `C2.5`.
    Wxf,
}

/// Arguments of `qili notation`.
#[derive(Args, Debug)]
pub struct NotationArgs {
    /// The position before the first move.
    #[arg(long)]
    pub fen: String,
    /// The moves, in any supported notation, separated by spaces. A list may begin with a WXF
    /// rear-piece move such as `-R=4`.
    #[arg(long, allow_hyphen_values = true)]
    pub moves: String,
    /// The notation to write.
    #[arg(long, value_enum)]
    pub to: NotationChoice,
}

/// Arguments of `qili render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// A case id or case file.
    #[arg(value_name = "CASE", required_unless_present = "fen")]
    pub case: Option<String>,
    /// Draw this position instead of a case.
    #[arg(long, conflicts_with = "case")]
    pub fen: Option<String>,
    /// The moves to draw as arrows (with `--fen`).
    #[arg(long, requires = "fen", allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// Where to write the SVG.
    #[arg(long, value_name = "FILE")]
    pub svg: PathBuf,
}

/// Arguments of `qili gallery`.
#[derive(Args, Debug)]
pub struct GalleryArgs {
    /// The directory to write into.
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
}

/// Arguments of `qili new`.
#[derive(Args, Debug)]
pub struct NewArgs {
    /// The position before the loop.
    #[arg(long)]
    pub fen: String,
    /// The loop's moves (a list may begin with a WXF rear-piece move such as `-R=4`).
    #[arg(long, allow_hyphen_values = true)]
    pub moves: String,
    /// Where to write the case (default: standard output).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// Arguments of `qili serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on; 0 picks a free one (the printed URL says which).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on. The default serves this machine only; `0.0.0.0` serves the
    /// network.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    pub bind: std::net::IpAddr,
    /// The cases directory (default: `cases/` of the qili checkout the current directory is
    /// in, else the cases built into qili).
    #[arg(long, value_name = "DIR")]
    pub cases: Option<PathBuf>,
}

/// A command that could not do its job: a message for stderr and the exit code.
#[derive(Debug)]
pub struct Failure {
    /// What went wrong, for a person.
    pub message: String,
    /// The process exit code.
    pub code: u8,
}

impl Failure {
    /// Bad input: exit code 2.
    pub fn bad_input(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: EXIT_BAD_INPUT,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Parses the arguments, runs the command and turns its result into an exit code.
pub fn main() -> ExitCode {
    use clap::FromArgMatches as _;
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = help::requested_lang(&args);
    let cli = help::command(lang)
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m))
        .unwrap_or_else(|e| clap_words::exit(e, lang));
    let lang = cli.lang.unwrap_or(lang);
    match run(cli) {
        Ok(code) => ExitCode::from(code),
        Err(failure) => {
            eprintln!("{}", tr!(lang, "error-line", message = failure.message));
            ExitCode::from(failure.code)
        }
    }
}

/// Runs a parsed command line; `Ok` carries the exit code.
pub fn run(cli: Cli) -> Result<u8, Failure> {
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    // A process runs one command: its language is that of a failed write to standard output
    // (set once; a second run in the same process keeps the first's).
    let _ = OUTPUT_LANG.set(lang);
    match cli.command.unwrap_or(Command::Run(RunArgs::default())) {
        Command::Perft(args) => perft::run(&args, lang),
        Command::Run(args) => run::run(&args, lang),
        Command::Adjudicate(args) => adjudicate::run(&args, lang),
        Command::Notation(args) => notation::run(&args, lang),
        Command::Render(args) => render::run(&args, lang),
        // The gallery is checked in: only `--lang` changes it, never the locale.
        Command::Gallery(args) => gallery::run(&args, cli.lang.unwrap_or(Lang::En)),
        Command::New(args) => new::run(&args, lang),
        Command::Match(args) => match_run::run(&args, lang),
        Command::Tournament(args) => tournament::run(&args, lang),
        Command::Serve(args) => serve::run(&args, lang),
        Command::Games(args) => games::run(&args, lang),
    }
}

/// The exit code when standard output was closed before everything was written, as a shell
/// reports a process ended by SIGPIPE.
pub const EXIT_OUTPUT_CLOSED: u8 = 141;

/// The language of the command that writes standard output ([`write_stdout`]'s error): set
/// once, by [`run`], as [`say!`] takes no language.
static OUTPUT_LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// Writes to standard output (see [`say!`]); a closed pipe ends the process with
/// [`EXIT_OUTPUT_CLOSED`], any other write error with a message in the command's language.
pub(crate) fn write_stdout(args: fmt::Arguments<'_>) {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            let lang = OUTPUT_LANG.get().copied().unwrap_or(Lang::En);
            let message = errors::stdout(lang, &e);
            eprintln!("{}", tr!(lang, "error-line", message = message));
        }
        std::process::exit(i32::from(EXIT_OUTPUT_CLOSED));
    }
}

/// Writes a command's output file; a file that cannot be written is bad input, said in `lang`.
fn write_output(path: &std::path::Path, text: &str, lang: Lang) -> Result<(), Failure> {
    std::fs::write(path, text).map_err(|e| Failure::bad_input(errors::cannot_write(lang, path, &e)))
}
