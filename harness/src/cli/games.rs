//! `qili games`: rule every repetition in recorded games, as the referee would.

use super::{EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, Failure};
use crate::games::{
    EXTENSIONS, Input, InputsError, Options, Reported, Summary, escape, inputs, review_all,
    write_game,
};
use crate::i18n::{Lang, tr};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use qili_games::{Encoding, GameReport, HeldBack, Let, ResultCheck};
use qili_oracle::rules::{Rulebook, rulebook};
use std::io::{BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// Which rulebook's rulings `qili games` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GamesRules {
    /// The Chinese Xiangqi Association rules.
    Cn,
    /// The Asian Xiangqi Federation rules.
    Axf,
    /// Both, CN first.
    Both,
}

impl GamesRules {
    /// The books to rule under, in the order reports give them.
    pub fn books(self) -> Vec<&'static Rulebook> {
        match self {
            GamesRules::Cn => vec!["cn"],
            GamesRules::Axf => vec!["axf"],
            GamesRules::Both => vec!["cn", "axf"],
        }
        .into_iter()
        .map(|id| rulebook(id).expect("both rulebooks are built in"))
        .collect()
    }
}

/// The encodings `--encoding` takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EncodingChoice {
    /// Tell each game's encoding from its bytes.
    Auto,
    /// UTF-8.
    #[value(name = "utf-8")]
    Utf8,
    /// GB18030 (and so GBK, GB2312).
    Gb18030,
    /// Big5.
    Big5,
}

impl EncodingChoice {
    /// The encoding to read every game in, or `None` to tell it game by game.
    pub fn encoding(self) -> Option<Encoding> {
        match self {
            EncodingChoice::Auto => None,
            EncodingChoice::Utf8 => Some(Encoding::Utf8),
            EncodingChoice::Gb18030 => Some(Encoding::Gb18030),
            EncodingChoice::Big5 => Some(Encoding::Big5),
        }
    }
}

/// Arguments of `qili games`.
#[derive(Args, Debug)]
#[command(
    after_help = "Exit codes: 0 every game of every input was read to its end; 1 a record \
                        went wrong (each is reported, and the rest read); 2 an input or output \
                        could not be used: missing, empty, no game record in it (binary data, \
                        a damaged archive), or unwritable."
)]
pub struct GamesArgs {
    /// Game files (PGN, web pages of DhtmlXQ records, XQF files, or zip archives of them),
    /// directories (read recursively: files ending in .pgn, .htm, .html, .txt, .xqf, .zip),
    /// or `-` for standard input.
    #[arg(value_name = "FILE|DIR|-", required = true)]
    pub inputs: Vec<PathBuf>,
    /// The rulebook to rule by.
    #[arg(long, value_enum, default_value_t = GamesRules::Both)]
    pub rules: GamesRules,
    /// The text encoding of the records; `auto` tells it game by game.
    #[arg(long, value_enum, default_value_t = EncodingChoice::Auto)]
    pub encoding: EncodingChoice,
    /// Write one JSON object a line, one per game in input order, to FILE (`-`: standard
    /// output).
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write the games back as PGN in UTF-8, with a comment at each ruling, to FILE.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// Worker threads (default: the available parallelism).
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Print the summary (the default on a terminal, or when neither --json nor --pgn is
    /// given).
    #[arg(long)]
    pub summary: bool,
    /// Rule every root-to-leaf line of the records' variations too (each is a line of play an
    /// annotator wrote), and write the variations into --pgn.
    #[arg(long)]
    pub variations: bool,
    /// Print the games of each result-check category named (consistent, agreed-draw,
    /// explained-loss, unexplained, played-on, no-repetition, no-result, record-error), under
    /// each book, with players, event, the ply of the ruling and the ruling: the arbiter's
    /// review list.
    #[arg(long, value_name = "CATEGORY[,…]", value_delimiter = ',', value_parser = category)]
    pub list: Vec<ResultCheck>,
    /// Write the games of --list as JSON, one object a line, to FILE (`-`: standard output).
    #[arg(long, value_name = "FILE", requires = "list")]
    pub list_json: Option<PathBuf>,
}

/// A result-check category by its name.
fn category(name: &str) -> Result<ResultCheck, super::clap_words::Refused> {
    ResultCheck::from_name(name.trim()).ok_or_else(|| super::clap_words::Refused::NotOneOf {
        value: name.to_string(),
        names: ResultCheck::ALL
            .iter()
            .map(|c| c.name().to_string())
            .collect(),
    })
}

/// Runs `qili games`. Exit code 0 when every game was read to its end, 1 when a record went
/// wrong (each is reported, and the rest read), 2 when an input or output could not be used.
pub fn run(args: &GamesArgs, lang: Lang) -> Result<u8, Failure> {
    let inputs = inputs(&args.inputs).map_err(|e| {
        let localized = match &e {
            InputsError::NoGameFiles { path } if lang.is_chinese() => {
                let extensions: Vec<String> = EXTENSIONS.iter().map(|x| format!(".{x}")).collect();
                Some(tr!(
                    lang,
                    "games-no-game-files",
                    path = path.display().to_string(),
                    extensions = extensions.join("、")
                ))
            }
            _ => args
                .inputs
                .iter()
                .filter(|p| p.as_os_str() != "-")
                .find_map(|p| super::errors::unreadable(lang, p)),
        };
        Failure::bad_input(localized.unwrap_or_else(|| e.to_string()))
    })?;
    let books = args.rules.books();
    let encoding = args.encoding.encoding();
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let to_stdout = args.json.as_deref().is_some_and(|p| p.as_os_str() == "-");
    let mut json = open(args.json.as_ref(), lang)?;
    let mut pgn = open(args.pgn.as_ref(), lang)?;
    let show_summary = args.summary
        || (!to_stdout && std::io::stdout().is_terminal())
        || (args.json.is_none() && args.pgn.is_none());

    let bar = progress(&inputs);
    let read = AtomicU64::new(0);
    let mut summary = Summary {
        inputs: inputs.len(),
        list: args.list.clone(),
        lang,
        ..Summary::default()
    };
    let mut failed_output: Option<String> = None;
    // A file's games are held back until one of them is a game at all (has a tag or a move
    // that can be played): a file of nothing but text that is not a game is no game record, as
    // the explorer's API says (422), and none of its "games" is counted.
    let mut held: HeldBack<Box<GameReport>> = HeldBack::default();
    let let_out =
        |out: Let<Box<GameReport>>, summary: &mut Summary, outputs: &mut Outputs<'_>| match out {
            Let::Game(report) => {
                summary.add(&report);
                outputs.write(&report);
            }
            Let::NoRecord(file) => {
                let line = escape(&tr!(lang, "games-no-record", file = file));
                let said = tr!(lang, "error-line", message = line.clone());
                match &bar {
                    Some(bar) => bar.println(said),
                    None => eprintln!("{said}"),
                }
                summary.unreadable.push(line);
            }
        };
    let options = Options {
        books,
        encoding,
        jobs,
        variations: args.variations,
    };
    let mut outputs = Outputs {
        json: &mut json,
        pgn: &mut pgn,
        failed: &mut failed_output,
        variations: args.variations,
        lang,
    };
    review_all(&inputs, &options, &read, |reported| {
        if let Some(bar) = &bar {
            bar.set_position(read.load(Ordering::Relaxed));
        }
        match reported {
            Reported::InputError { file, why } => {
                let why = crate::games::input_fault(lang, &why);
                let line = escape(&tr!(lang, "games-input-fault", file = file, why = why));
                let said = tr!(lang, "error-line", message = line.clone());
                match &bar {
                    Some(bar) => bar.println(said),
                    None => eprintln!("{said}"),
                }
                summary.unreadable.push(line);
            }
            Reported::Game(report) => {
                held.push(report, |out| let_out(out, &mut summary, &mut outputs));
            }
        }
    });
    held.finish(|out| let_out(out, &mut summary, &mut outputs));
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    for (name, w) in json.iter_mut().chain(pgn.iter_mut()) {
        if let Err(e) = w.flush() {
            failed_output.get_or_insert(cannot_write(lang, name, &e));
        }
    }
    if show_summary || !args.list.is_empty() {
        let mut text = if show_summary {
            summary.text(lang)
        } else {
            String::new()
        };
        text.push_str(&summary.list_text(lang));
        let list_to_stdout = args
            .list_json
            .as_deref()
            .is_some_and(|p| p.as_os_str() == "-");
        if to_stdout || list_to_stdout {
            eprint!("{text}");
        } else {
            say!("{text}");
        }
    }
    if let Some((name, mut w)) = open(args.list_json.as_ref(), lang)? {
        let written = summary.listed_games.iter().try_for_each(|l| {
            serde_json::to_writer(&mut w, l)
                .map_err(std::io::Error::from)
                .and_then(|()| w.write_all(b"\n"))
        });
        if let Err(e) = written.and_then(|()| w.flush()) {
            failed_output.get_or_insert(cannot_write(lang, &name, &e));
        }
    }
    if let Some(e) = failed_output {
        return Err(Failure::bad_input(e));
    }
    Ok(if !summary.unreadable.is_empty() {
        EXIT_BAD_INPUT
    } else if summary.errors > 0 {
        EXIT_FAILED
    } else {
        EXIT_OK
    })
}

/// An output, opened for writing, with its name for messages: a file, or standard output for
/// `-`.
type Output = (String, Box<dyn Write>);

/// Where the games' reports are written (`--json`, `--pgn`), and the first output that failed:
/// nothing more is written after it.
struct Outputs<'a> {
    json: &'a mut Option<Output>,
    pgn: &'a mut Option<Output>,
    failed: &'a mut Option<String>,
    variations: bool,
    lang: Lang,
}

impl Outputs<'_> {
    /// Writes a game's report: a JSON line, the game as PGN.
    fn write(&mut self, report: &GameReport) {
        if self.failed.is_some() {
            return;
        }
        let mut written = Ok(());
        if let Some((name, w)) = self.json.as_mut() {
            written = serde_json::to_writer(&mut *w, report)
                .map_err(std::io::Error::from)
                .and_then(|()| w.write_all(b"\n"))
                .map_err(|e| cannot_write(self.lang, name, &e));
        }
        if let Some((name, w)) = self.pgn.as_mut().filter(|_| written.is_ok()) {
            written = w
                .write_all(write_game(report, self.variations, self.lang).as_bytes())
                .map_err(|e| cannot_write(self.lang, name, &e));
        }
        if let Err(e) = written {
            *self.failed = Some(e);
        }
    }
}

fn open(path: Option<&PathBuf>, lang: Lang) -> Result<Option<Output>, Failure> {
    let Some(p) = path else { return Ok(None) };
    if p.as_os_str() == "-" {
        let out: Box<dyn Write> = Box::new(BufWriter::new(std::io::stdout()));
        return Ok(Some((tr!(lang, "games-stdout"), out)));
    }
    let file = std::fs::File::create(p)
        .map_err(|e| Failure::bad_input(super::errors::cannot_write(lang, p, &e)))?;
    Ok(Some((
        p.display().to_string(),
        Box::new(BufWriter::new(file)),
    )))
}

/// Why an output (a file, or standard output) failed while it was written, in `lang`.
fn cannot_write(lang: Lang, name: &str, e: &std::io::Error) -> String {
    super::errors::cannot_write(lang, std::path::Path::new(name), e)
}

/// A bar over the bytes of the input files, on a terminal.
fn progress(inputs: &[Input]) -> Option<ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let total: u64 = inputs.iter().filter_map(Input::size).sum();
    let bar = ProgressBar::new(total);
    if let Ok(style) = ProgressStyle::with_template(
        "{elapsed_precise} [{wide_bar}] {bytes}/{total_bytes} ({eta} left)",
    ) {
        bar.set_style(style);
    }
    Some(bar)
}
