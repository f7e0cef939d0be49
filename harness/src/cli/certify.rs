//! `qili run --engine CMD`: certifies an outside engine on several processes at once, with a
//! progress bar on a terminal (plain lines otherwise), the table on stdout, reports in files.

use super::run::{load, write};
use super::{EXIT_ENGINE_UNAVAILABLE, Failure, Protocol as ProtocolChoice, RanksChoice, RunArgs};
use crate::certify::{Expectations, run_pool, trials};
use crate::engine::{Engine, EngineSpec, Limit, ProcessConfig, ProcessEngine, Protocol, Ranks};
use crate::i18n::{Lang, tr};
use crate::report::{Report, Status, TrialResult, junit_xml, next_step, table};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The search limit when neither `--depth` nor `--nodes` is given.
pub const DEFAULT_DEPTH: u32 = 10;

/// Seconds an engine may take for one answer when `--timeout` is not given.
pub const DEFAULT_TIMEOUT_SECS: f64 = 10.0;

/// Certifies the engine started by `command`: a command line (split on whitespace, no shell), or
/// an engine spec as `qili match` takes it (`cmd=PATH proto=uci fen=he …`).
pub fn run(args: &RunArgs, command: &str, lang: Lang) -> Result<u8, Failure> {
    let (argv, spec) = engine_command(command, args.protocol, lang)?;
    let (suite, rules) = load(args, lang)?;
    let selected = suite
        .select(&args.selected)
        .map_err(|e| Failure::bad_input(super::errors::no_case(lang, &e)))?;
    let expectations = match &args.expect {
        Some(path) => Some(
            Expectations::load(path, &suite)
                .map_err(|e| Failure::bad_input(super::errors::expectations(lang, &e)))?,
        ),
        None => None,
    };
    let timeout = args.timeout.unwrap_or(DEFAULT_TIMEOUT_SECS);
    if !(timeout.is_finite() && timeout > 0.0) {
        return Err(Failure::bad_input(tr!(
            lang,
            "error-timeout",
            timeout = timeout.to_string()
        )));
    }
    if args.depth == Some(0) {
        return Err(Failure::bad_input(tr!(lang, "error-depth-zero")));
    }
    if args.nodes == Some(0) {
        return Err(Failure::bad_input(tr!(lang, "error-nodes-zero")));
    }
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    if jobs == 0 {
        return Err(Failure::bad_input(tr!(lang, "error-jobs-zero")));
    }
    let protocol = match (&spec, args.protocol) {
        (Some(spec), _) => spec.protocol,
        (None, choice) => match choice.unwrap_or(ProtocolChoice::Ucci) {
            ProtocolChoice::Ucci => Protocol::Ucci,
            ProtocolChoice::Uci => Protocol::Uci,
            ProtocolChoice::Cecp => Protocol::Cecp,
        },
    };
    let base = match &spec {
        // Certification asks single questions: the rank numbering may be probed.
        Some(spec) => ProcessConfig {
            probe_ranks: true,
            ..spec.config()
        },
        None => ProcessConfig::new(argv, protocol),
    };
    let mut config = ProcessConfig {
        limit: match (args.depth, args.nodes) {
            (Some(depth), _) => Limit::Depth(depth),
            (None, Some(nodes)) => Limit::Nodes(nodes),
            (None, None) => Limit::Depth(DEFAULT_DEPTH),
        },
        timeout: Duration::from_secs_f64(timeout),
        ranks: args
            .ranks
            .map(|r| match r {
                RanksChoice::Zero => Ranks::Zero,
                RanksChoice::One => Ranks::One,
            })
            .or(base.ranks),
        ..base
    };

    let ranks_given = config.ranks.is_some();
    let clock = Instant::now();
    // One engine is started before the run: an engine that cannot even be greeted is reported
    // once, not once per trial, and the rank numbering is learnt for all.
    let mut first = ProcessEngine::new(config.clone());
    if let Err(fault) = first.start() {
        let why = format!(
            "engine `{command}` could not be started and greeted over {protocol}: {fault}; \
             nothing was certified"
        );
        // Dashboards read the report files: they say why they are empty.
        let mut report = Report::new(command.to_string(), Vec::new(), Vec::new());
        report.questions = vec!["move".to_string()];
        report.error = Some(why);
        if let Some(path) = &args.json {
            write(path, &report.to_json(), lang)?;
        }
        if let Some(path) = &args.junit {
            write(path, &junit_xml(&report), lang)?;
        }
        // The report keeps the English (programs read it); the person reads `lang`.
        let message = tr!(
            lang,
            "error-engine-unavailable",
            command = command.to_string(),
            protocol = protocol.to_string(),
            fault = fault.unready_in(lang)
        );
        return Err(Failure {
            message,
            code: EXIT_ENGINE_UNAVAILABLE,
        });
    }
    config.ranks = first.ranks();
    let trials = trials(&selected, &rules);
    let jobs = jobs.min(trials.len()).max(1);
    let mut engines = vec![first];
    engines.extend((1..jobs).map(|_| ProcessEngine::new(config.clone())));

    let progress = Progress::new(trials.len(), lang);
    let results = run_pool(&mut engines, &trials, &|r: &mut TrialResult| {
        if let Some(e) = &expectations {
            e.apply(r);
        }
        progress.done(r);
    });
    progress.finish();

    let problems = if args.selected.is_empty() {
        suite.problems.clone()
    } else {
        Vec::new()
    };
    let mut report = Report::new(engines[0].name(), results, problems);
    report.case_errors = crate::case::case_errors(&selected);
    report.questions = vec!["move".to_string()];
    let starts: usize = engines.iter().map(ProcessEngine::starts).sum();
    let mut settings = json!({
        "protocol": protocol.to_string(),
        "ranks": config.ranks.map(|r| r.to_string()),
        "ranks_detected": !ranks_given,
        "timeout_seconds": timeout,
        "jobs": jobs,
        "processes_started": starts,
        "seconds": (clock.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    });
    match config.limit {
        Limit::Depth(d) => settings["depth"] = json!(d),
        Limit::Nodes(n) => settings["nodes"] = json!(n),
        Limit::MoveTime(d) => settings["movetime_ms"] = json!(d.as_millis()),
    }
    report.settings = settings
        .as_object()
        .expect("an object")
        .clone()
        .into_iter()
        .collect();

    say!("{}", table(&report, lang));
    say!("{}", report.failure_details(lang));
    say!("\n{}", next_step(&report, lang));
    sayln!(
        "\n{}",
        tr!(lang, "certify-engine", engine = report.engine.clone())
    );
    sayln!("{}", tr!(lang, "certify-questions"));
    let (ranks, how) = match (config.ranks, ranks_given) {
        (Some(r), true) => (r.to_string(), "given"),
        (Some(r), false) => (r.to_string(), "detected"),
        (None, _) => (String::new(), "unknown"),
    };
    sayln!(
        "{}",
        tr!(
            lang,
            "certify-settings",
            protocol = protocol.to_string(),
            ranks = ranks,
            how = how,
            limit = config.limit.to_string(),
            timeout = timeout.to_string(),
            jobs = jobs,
            starts = starts,
            seconds = format!("{:.1}", clock.elapsed().as_secs_f64())
        )
    );
    if let Some(path) = &args.json {
        write(path, &report.to_json(), lang)?;
    }
    if let Some(path) = &args.junit {
        write(path, &junit_xml(&report), lang)?;
    }
    Ok(if report.failed() { 1 } else { 0 })
}

/// The engine's argument vector, and its spec when `command` is one (it holds `cmd=`). A spec's
/// protocol may not contradict `--protocol`. Errors are said in `lang`.
fn engine_command(
    command: &str,
    protocol: Option<ProtocolChoice>,
    lang: Lang,
) -> Result<(Vec<String>, Option<EngineSpec>), Failure> {
    if command.split_whitespace().any(|w| w.starts_with("cmd=")) {
        let spec = EngineSpec::parse(command).map_err(|e| {
            let spec = e.in_lang(lang);
            Failure::bad_input(tr!(lang, "error-option", option = "engine", message = spec))
        })?;
        if let Some(p) = protocol
            && format!("{p:?}").to_lowercase() != spec.protocol.name()
        {
            return Err(Failure::bad_input(tr!(
                lang,
                "error-protocol-spec",
                given = format!("{p:?}").to_lowercase(),
                spec = spec.protocol.to_string()
            )));
        }
        return Ok((spec.argv(), Some(spec)));
    }
    let argv: Vec<String> = command.split_whitespace().map(str::to_string).collect();
    if argv.is_empty() {
        return Err(Failure::bad_input(tr!(lang, "error-engine-empty")));
    }
    Ok((argv, None))
}

/// Progress on stderr: a bar on a terminal, else one plain line per trial.
struct Progress {
    bar: Option<ProgressBar>,
    /// The language of the lines.
    lang: Lang,
    total: usize,
    finished: AtomicUsize,
}

impl Progress {
    fn new(total: usize, lang: Lang) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(total as u64);
            if let Ok(style) =
                ProgressStyle::with_template("{elapsed_precise} [{wide_bar}] {pos}/{len} {msg}")
            {
                bar.set_style(style);
            }
            bar
        });
        Progress {
            bar,
            lang,
            total,
            finished: AtomicUsize::new(0),
        }
    }

    fn done(&self, r: &TrialResult) {
        let n = self.finished.fetch_add(1, Ordering::Relaxed) + 1;
        let status = tr!(self.lang, "status", status = r.status.name());
        let line = tr!(
            self.lang,
            "certify-progress",
            case = r.case.clone(),
            rules = r.rules.clone(),
            status = status
        );
        match &self.bar {
            Some(bar) => {
                if r.status.is_failure() && r.status != Status::Fail {
                    bar.println(&line);
                }
                bar.set_message(line);
                bar.inc(1);
            }
            None => eprintln!("[{n}/{}] {line}", self.total),
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
