//! `qili match`: two engines play a match refereed by the book; `qili match merge` puts the
//! reports of a match's shards together.

use super::{EXIT_ENGINE_UNAVAILABLE, EXIT_FAILED, EXIT_OK, Failure, NotationChoice};
use crate::arena::{
    Margin, MatchError, MatchPlan, MatchReport, Score, SettingsRecord, Shard, builtin_openings,
    merge, read_openings, rounds_text, run_match, staged,
};
use crate::engine::{EngineSpec, Limit, Protocol};
use crate::files::{MAX_RECORD_BYTES, read_text};
use crate::i18n::{Lang, tr};
use crate::pgn::{PgnHeader, today};
use crate::referee::{Control, Enforce, GameRecord, GameSettings};
use crate::request::read_rulebook;
use clap::{Args, Subcommand, ValueEnum};
use qili_oracle::Position;
use qili_oracle::notation::Notation;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Seconds a move may take under `--depth` or `--nodes` when `--timeout` is not given.
pub const DEFAULT_TIMEOUT_SECS: f64 = 60.0;

/// Seconds an engine may take to greet and answer `isready` when `--timeout` is not given: as
/// long as `qili run --engine` gives it.
pub const DEFAULT_HANDSHAKE_SECS: f64 = super::certify::DEFAULT_TIMEOUT_SECS;

/// Arguments of `qili match`.
#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct MatchArgs {
    /// Merge the reports of a match's shards.
    #[command(subcommand)]
    pub action: Option<MatchAction>,
    /// The rulebook the games are played under: `axf` or `cn`.
    #[arg(long, value_name = "axf|cn")]
    pub rules: Option<String>,
    /// An engine, as `cmd=PATH [name=NAME] [proto=ucci|uci|cecp] [arg=ARG]…
    /// [option.NAME=VALUE]… [ranks=0|1] [fen=nb|he] [timeunit=ms|s] [restart=on|off]`; give
    /// two (keys in docs/MATCH.md).
    #[arg(long = "engine", value_name = "SPEC")]
    pub engines: Vec<String>,
    /// How many games (in pairs from one opening, colours exchanged).
    #[arg(long, default_value_t = 2)]
    pub games: usize,
    /// The position every game starts from (default: the start position).
    #[arg(long, conflicts_with = "openings")]
    pub fen: Option<String>,
    /// A file of start positions: one FEN a line, EPD, or PGN; or `builtin`, the common first
    /// moves with a common reply (a file named so is `./builtin`).
    #[arg(long, value_name = "FILE|builtin")]
    pub openings: Option<PathBuf>,
    /// How many games are played at once, each on its own pair of engine processes.
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// Write every game as PGN to this file, as it ends.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// Write the JSON report to this file, updated as each game ends.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Shuffle the openings with this seed (default: the file's order).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play only slice I of N of the games (merge the slices with `qili match merge`).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// How every game is played: time control, enforcement, timeouts, PGN notation.
    #[command(flatten)]
    pub game: GameOptions,
    /// The PGN's Event tag.
    #[arg(long, default_value = "qili match")]
    pub event: String,
}

/// How every game is played, shared by `qili match` and `qili tournament run`.
#[derive(Args, Debug)]
pub struct GameOptions {
    /// Search depth for every move.
    #[arg(long, conflicts_with_all = ["nodes", "movetime", "tc"])]
    pub depth: Option<u32>,
    /// Node budget for every move.
    #[arg(long, conflicts_with_all = ["movetime", "tc"])]
    pub nodes: Option<u64>,
    /// Milliseconds for every move.
    #[arg(long, value_name = "MS", conflicts_with = "tc")]
    pub movetime: Option<u64>,
    /// A clock per side: BASE seconds (or M:SS) plus INC seconds a move, as `60+0.5`.
    #[arg(long, value_name = "BASE+INC")]
    pub tc: Option<String>,
    /// The notation of the PGN's moves.
    #[arg(long, value_enum, default_value = "iccs")]
    pub pgn_notation: NotationChoice,
    /// Whether the moves a side ordered to vary may not play are sent to it as bans.
    #[arg(long, value_enum, default_value = "ban")]
    pub enforce: EnforceChoice,
    /// Seconds an engine may take to greet and answer `isready`, as for `qili run --engine`
    /// (default: 10), and a move under --depth or --nodes before the engine is taken to hang
    /// (default: 60).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    /// Milliseconds an engine may overrun its move time or clock.
    #[arg(long, value_name = "MS", default_value_t = 100)]
    pub time_margin: u64,
}

impl GameOptions {
    /// The referee's settings under `book` for these engines; every fault is bad input, said
    /// in `lang`.
    pub fn settings(
        &self,
        book: &'static qili_oracle::rules::Rulebook,
        engines: &[EngineSpec],
        lang: Lang,
    ) -> Result<(GameSettings, SettingsSummary), Failure> {
        let bad = |m: String| Failure::bad_input(m);
        let control = match (self.depth, self.nodes, self.movetime, &self.tc) {
            (Some(d), ..) => Control::Limit(Limit::Depth(d)),
            (_, Some(n), ..) => Control::Limit(Limit::Nodes(n)),
            (_, _, Some(ms), _) => Control::Limit(Limit::MoveTime(Duration::from_millis(ms))),
            (_, _, _, Some(tc)) => {
                read_tc(tc).map_err(|_| bad(tr!(lang, "error-tc", text = tc.clone())))?
            }
            _ => return Err(bad(tr!(lang, "error-no-time-control"))),
        };
        if let Control::Limit(Limit::MoveTime(d)) = control
            && d.as_millis() % 1000 != 0
            && let Some(e) = engines.iter().find(|e| e.protocol == Protocol::Cecp)
        {
            return Err(bad(tr!(
                lang,
                "error-movetime-cecp",
                ms = d.as_millis().to_string(),
                engine = e.text.clone()
            )));
        }
        let timeout = self.timeout.unwrap_or(DEFAULT_TIMEOUT_SECS);
        if !(timeout.is_finite() && timeout > 0.0) {
            return Err(bad(tr!(
                lang,
                "error-timeout",
                timeout = timeout.to_string()
            )));
        }
        let enforce = match self.enforce {
            EnforceChoice::Ban => Enforce::Ban,
            EnforceChoice::Forfeit => Enforce::Forfeit,
        };
        Ok((
            GameSettings {
                book,
                control,
                enforce,
                timeout: Duration::from_secs_f64(timeout),
                handshake: Duration::from_secs_f64(self.timeout.unwrap_or(DEFAULT_HANDSHAKE_SECS)),
                time_margin: Duration::from_millis(self.time_margin),
            },
            SettingsSummary {
                control: control.to_string(),
                enforce: format!("{:?}", self.enforce).to_lowercase(),
                timeout_s: timeout,
            },
        ))
    }

    /// The notation of the PGN's moves.
    pub fn notation(&self) -> Notation {
        match self.pgn_notation {
            NotationChoice::Iccs => Notation::Iccs,
            NotationChoice::Chinese => Notation::Chinese,
            NotationChoice::Wxf => Notation::Wxf,
        }
    }
}

/// The settings as the match report records them.
#[derive(Debug)]
pub struct SettingsSummary {
    /// The time control, as text.
    pub control: String,
    /// `ban` or `forfeit`.
    pub enforce: String,
    /// Seconds a move may take under depth or nodes.
    pub timeout_s: f64,
}

/// What `qili match` can do besides playing.
#[derive(Subcommand, Debug)]
pub enum MatchAction {
    /// Combine the JSON reports and PGN files of a match's shards into those of the whole match.
    Merge(MergeArgs),
}

/// Arguments of `qili match merge`.
#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The shards' JSON reports and PGN files, in any order.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// Write the merged JSON report here.
    #[arg(long, value_name = "OUT")]
    pub json: Option<PathBuf>,
    /// Write the merged PGN here.
    #[arg(long, value_name = "OUT")]
    pub pgn: Option<PathBuf>,
}

/// `--enforce`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EnforceChoice {
    /// Send the forbidden moves as bans (UCCI banmoves, UCI searchmoves, CECP exclude).
    Ban,
    /// Send nothing; an engine that continues the cycle loses.
    Forfeit,
}

/// Runs `qili match` or `qili match merge`. Exit codes: 0 when the match was played (whatever the
/// engines did in it) or merged whole, 1 when a merge lacks rounds, 2 for bad input or a report
/// that cannot be written, 3 when an engine cannot be started and greeted (no game played).
pub fn run(args: &MatchArgs, lang: Lang) -> Result<u8, Failure> {
    if let Some(MatchAction::Merge(merge_args)) = &args.action {
        return run_merge(merge_args, lang);
    }
    let plan = plan(args, lang)?;
    if let Some(note) = repeats_note(&plan, lang) {
        eprintln!("{}", tr!(lang, "note", note = note));
    }
    let total = match plan.shard {
        Some(s) => s.rounds(plan.games).len(),
        None => plan.games,
    };
    let mut done = 0;
    let report = run_match(&plan, &mut |game, report| {
        done += 1;
        eprintln!("[{done}/{total}] {}", progress(game, report, lang));
    })
    .map_err(|e| match e {
        MatchError::Engine(e) => Failure {
            message: e.in_lang(lang),
            code: EXIT_ENGINE_UNAVAILABLE,
        },
        MatchError::Output(e) => {
            let error = std::io::Error::new(e.kind, e.error.clone());
            Failure::bad_input(super::errors::cannot_write(lang, &e.path, &error))
        }
    })?;
    say!("{}", summary(&report, lang));
    Ok(EXIT_OK)
}

/// Reads and checks every argument.
fn plan(args: &MatchArgs, lang: Lang) -> Result<MatchPlan, Failure> {
    fn bad(message: impl Into<String>) -> Failure {
        Failure::bad_input(message)
    }
    let rules = args
        .rules
        .as_deref()
        .ok_or_else(|| bad(tr!(lang, "error-match-rules")))?;
    let book = read_rulebook(rules).map_err(|e| bad(super::errors::rulebook(lang, rules, &e)))?;
    let specs: Vec<EngineSpec> = args
        .engines
        .iter()
        .map(|s| {
            EngineSpec::parse(s).map_err(|e| {
                let spec = e.in_lang(lang);
                bad(tr!(lang, "error-option", option = "engine", message = spec))
            })
        })
        .collect::<Result<_, _>>()?;
    let engines: [EngineSpec; 2] = specs
        .try_into()
        .map_err(|s: Vec<EngineSpec>| bad(tr!(lang, "error-engine-count", count = s.len())))?;
    let (settings, summary) = args.game.settings(book, &engines, lang)?;
    if args.games == 0 {
        return Err(bad(tr!(lang, "error-games-zero")));
    }
    if args.concurrency == 0 {
        return Err(bad(tr!(lang, "error-concurrency-zero")));
    }
    let openings = match (&args.fen, &args.openings) {
        (Some(fen), _) => vec![Position::from_fen(fen).map_err(|e| bad(fen_error(lang, fen, &e)))?],
        (None, Some(path)) => {
            read_openings(path).map_err(|e| bad(super::errors::openings(lang, path, &e)))?
        }
        (None, None) => vec![Position::start()],
    };
    let shard = match args.shard.as_deref() {
        Some(text) => Some(
            Shard::parse(text)
                .ok_or_else(|| bad(tr!(lang, "error-shard", text = text.to_string())))?,
        ),
        None => None,
    };
    let notation = args.game.notation();
    Ok(MatchPlan {
        engines,
        settings,
        games: args.games,
        openings,
        seed: args.seed,
        shard,
        concurrency: args.concurrency,
        record: SettingsRecord {
            games: args.games,
            control: summary.control,
            enforce: summary.enforce,
            seed: args.seed,
            openings: args.openings.as_ref().map(|p| p.display().to_string()),
            fen: args.fen.clone(),
            timeout_s: summary.timeout_s,
            time_margin_ms: args.game.time_margin,
        },
        json: args.json.clone(),
        pgn: args.pgn.clone().map(|path| {
            (
                path,
                PgnHeader {
                    event: args.event.clone(),
                    site: "?".to_string(),
                    date: today(),
                    rules: book.cite.clone(),
                    notation,
                    lang,
                },
            )
        }),
    })
}

/// A note when engines that search the same way every time would play games again: under a
/// depth or node limit, more games than two (one with each colour) per start position.
fn repeats_note(plan: &MatchPlan, lang: Lang) -> Option<String> {
    if !matches!(
        plan.settings.control,
        Control::Limit(Limit::Depth(_) | Limit::Nodes(_))
    ) {
        return None;
    }
    let starts = plan.openings.len();
    (plan.games > 2 * starts).then(|| {
        tr!(
            lang,
            "match-repeats",
            games = plan.games,
            starts = starts,
            control = plan.record.control.clone(),
            builtin = builtin_openings().len()
        )
    })
}

/// Why `--fen` gives no position, in `lang`: `--fen '…': …` as the oracle words it in English.
pub(crate) fn fen_error(lang: Lang, fen: &str, e: &qili_oracle::position::PositionError) -> String {
    if lang.is_chinese() {
        tr!(
            lang,
            "error-option",
            option = "fen",
            message = super::errors::fen(lang, e)
        )
    } else {
        format!("--fen '{fen}': {e}")
    }
}

/// `BASE+INC` or `BASE`: seconds, or minutes and seconds as `M:SS`.
fn read_tc(text: &str) -> Result<Control, String> {
    let bad = || format!("--tc {text}: expected BASE+INC in seconds, such as 60+0.5 or 1:30+1");
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let seconds = |s: &str| -> Option<f64> {
        let v = match s.split_once(':') {
            Some((m, s)) => m.parse::<f64>().ok()? * 60.0 + s.parse::<f64>().ok()?,
            None => s.parse::<f64>().ok()?,
        };
        (v.is_finite() && v >= 0.0).then_some(v)
    };
    let base = seconds(base).filter(|b| *b > 0.0).ok_or_else(bad)?;
    let inc = seconds(inc).ok_or_else(bad)?;
    Ok(Control::Clock {
        base: Duration::from_secs_f64(base),
        increment: Duration::from_secs_f64(inc),
    })
}

/// One progress line: the game, its result, the score so far and the Elo difference.
fn progress(game: &GameRecord, report: &MatchReport, lang: Lang) -> String {
    let [a, b] = [&report.scores[0], &report.scores[1]];
    let elo = a
        .elo()
        .map_or_else(|| tr!(lang, "match-elo-none"), |e| elo_text(lang, &e));
    tr!(
        lang,
        "match-progress",
        round = game.round,
        red = game.red.clone(),
        black = game.black.clone(),
        result = game.result.to_string(),
        termination = crate::reasons::termination(lang, game.termination),
        a = a.name.clone(),
        a_points = a.points.to_string(),
        b_points = b.points.to_string(),
        b = b.name.clone(),
        elo = elo
    )
}

/// An Elo difference with its margin, in `lang`: `+12.3 ± 45.6`.
fn elo_text(lang: Lang, e: &crate::arena::Elo) -> String {
    let (margin, m) = match e.margin {
        Margin::Of(m) => ("of", format!("{m:.1}")),
        Margin::Unbounded => ("unbounded", String::new()),
        Margin::Undefined => ("undefined", String::new()),
    };
    tr!(
        lang,
        "match-elo",
        margin = margin,
        diff = format!("{:+.1}", e.diff),
        m = m
    )
}

/// The closing summary on stdout.
fn summary(report: &MatchReport, lang: Lang) -> String {
    let mut out = String::new();
    if let [a, b] = report.scores.as_slice() {
        let share = if a.games == 0 {
            0.0
        } else {
            a.points / a.games as f64
        };
        let line = tr!(
            lang,
            "match-score",
            a = a.name.clone(),
            b = b.name.clone(),
            wins = a.wins.to_string(),
            losses = a.losses.to_string(),
            draws = a.draws.to_string(),
            share = format!("{share:.3}"),
            shown_games = a.games.to_string()
        );
        out.push_str(&line);
        out.push('\n');
    }
    let elo = match report.scores.first().and_then(Score::elo) {
        Some(e) => tr!(
            lang,
            "match-elo-line",
            elo = elo_text(lang, &e),
            margin = if e.margin == Margin::Undefined {
                "undefined"
            } else {
                "other"
            }
        ),
        None => tr!(lang, "match-elo-unmeasurable"),
    };
    out.push_str(&elo);
    out.push('\n');
    let mut ends: BTreeMap<&str, (crate::referee::Termination, usize)> = BTreeMap::new();
    for g in &report.games {
        ends.entry(g.termination.name())
            .or_insert((g.termination, 0))
            .1 += 1;
    }
    let ends: Vec<String> = ends
        .values()
        .map(|(t, n)| {
            tr!(
                lang,
                "match-termination-count",
                termination = crate::reasons::termination(lang, *t),
                count = n.to_string()
            )
        })
        .collect();
    let line = tr!(
        lang,
        "match-terminations",
        ends = crate::reasons::list(lang, &ends)
    );
    out.push_str(&line);
    out.push('\n');
    out
}

/// Runs `qili match merge`.
fn run_merge(args: &MergeArgs, lang: Lang) -> Result<u8, Failure> {
    let inputs: Vec<(String, String)> = args
        .files
        .iter()
        .map(|p| {
            read_text(p, MAX_RECORD_BYTES)
                .map(|t| (p.display().to_string(), t))
                .map_err(|e| Failure::bad_input(super::desk_words::cannot_read(lang, p, &e)))
        })
        .collect::<Result<_, _>>()?;
    let merged = merge(&inputs).map_err(|e| Failure::bad_input(e.words(lang)))?;
    if args.json.is_some() && merged.report.is_none() {
        return Err(Failure::bad_input(tr!(lang, "error-merge-no-json")));
    }
    if args.pgn.is_some() && merged.pgn.is_none() {
        return Err(Failure::bad_input(tr!(lang, "error-merge-no-pgn")));
    }
    if !merged.missing.is_empty() {
        return Err(Failure {
            message: tr!(
                lang,
                "error-merge-missing",
                count = merged.missing.len().to_string(),
                rounds = rounds_text(&merged.missing)
            ),
            code: EXIT_FAILED,
        });
    }
    let mut outputs: Vec<(&Path, String)> = Vec::new();
    if let (Some(path), Some(report)) = (&args.json, &merged.report) {
        outputs.push((path, report.to_json()));
    }
    if let (Some(path), Some(pgn)) = (&args.pgn, &merged.pgn) {
        outputs.push((path, pgn.clone()));
    }
    write_all_or_none(&outputs, lang)?;
    if let Some(report) = &merged.report {
        say!("{}", summary(report, lang));
    }
    Ok(EXIT_OK)
}

/// Writes every output beside its path first, and renames them into place only when all are
/// written: a merge that cannot write one of its files leaves none of them changed (and says
/// why in `lang`).
fn write_all_or_none(outputs: &[(&Path, String)], lang: Lang) -> Result<(), Failure> {
    let fail = |path: &Path, e: std::io::Error| {
        for (p, _) in outputs {
            let _ = std::fs::remove_file(staged(p));
        }
        Failure::bad_input(super::errors::cannot_write(lang, path, &e))
    };
    for (path, text) in outputs {
        std::fs::write(staged(path), text).map_err(|e| fail(path, e))?;
    }
    for (path, _) in outputs {
        std::fs::rename(staged(path), path).map_err(|e| fail(path, e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls() {
        let clock = |b: f64, i: f64| Control::Clock {
            base: Duration::from_secs_f64(b),
            increment: Duration::from_secs_f64(i),
        };
        assert_eq!(read_tc("60+0.5").unwrap(), clock(60.0, 0.5));
        assert_eq!(read_tc("1:30+1").unwrap(), clock(90.0, 1.0));
        assert_eq!(read_tc("10").unwrap(), clock(10.0, 0.0));
        for bad in ["", "0+1", "x+1", "10+", "-5+1", "10+-1"] {
            assert!(read_tc(bad).is_err(), "{bad}");
        }
    }
}
