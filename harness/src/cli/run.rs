//! `qili run`: every selected case under every selected rulebook, a table on stdout, reports
//! in files.

use super::{Failure, RunArgs};
use crate::case::case_paths;
use crate::i18n::{Lang, tr};
use crate::judge::{judge, known_failures};
use crate::report::{Report, junit_xml, next_step, table};
use crate::suite::{Layout, Suite};
use qili_oracle::rules::{rulebook, rulebooks};

/// Runs `qili run`: against the built-in oracle, or, with `--engine`, certifies an outside
/// engine.
pub fn run(args: &RunArgs, lang: Lang) -> Result<u8, Failure> {
    if let Some(command) = &args.engine {
        return super::certify::run(args, command, lang);
    }
    let (suite, rules) = load(args, lang)?;
    let selected = suite
        .select(&args.selected)
        .map_err(|e| Failure::bad_input(super::errors::no_case(lang, &e)))?;
    let known = known_failures().map_err(Failure::bad_input)?;
    let results = selected
        .iter()
        .flat_map(|case| rules.iter().map(|r| judge(case, r, &known)))
        .collect();
    // Suite-wide problems (missing figures) only matter when the whole suite runs.
    let problems = if args.selected.is_empty() {
        suite.problems.clone()
    } else {
        Vec::new()
    };
    let mut report = Report::new("qili oracle".to_string(), results, problems);
    report.questions = vec!["ruling".to_string()];
    report.case_errors = crate::case::case_errors(&selected);
    say!("{}", table(&report, lang));
    say!("{}", report.failure_details(lang));
    say!("{}", report.warnings(lang));
    say!("\n{}", next_step(&report, lang));
    if let Some(path) = &args.json {
        write(path, &report.to_json(), lang)?;
    }
    if let Some(path) = &args.junit {
        write(path, &junit_xml(&report), lang)?;
    }
    Ok(if report.failed() { 1 } else { 0 })
}

/// The suite (from `--cases` or the checkout) and the rulebook ids `--rules` selects; refuses a
/// report file named `-` before any work, since the table takes standard output. Errors are
/// said in `lang`.
pub(super) fn load(args: &RunArgs, lang: Lang) -> Result<(Suite, Vec<String>), Failure> {
    for (flag, path) in [("--json", &args.json), ("--junit", &args.junit)] {
        if path.as_deref().is_some_and(|p| p.as_os_str() == "-") {
            return Err(Failure::bad_input(tr!(
                lang,
                "error-run-report-stdout",
                flag = flag
            )));
        }
    }
    let layout = match &args.cases {
        Some(dir) => Layout::with_cases(dir),
        None => Layout::discover(),
    };
    let mut suite = Suite::load(&layout)
        .map_err(|e| Failure::bad_input(no_suite(lang, args.cases.as_deref(), e)))?;
    suite
        .add_files(&args.selected, &layout)
        .map_err(Failure::bad_input)?;
    let rules: Vec<String> = match args.rules.as_deref() {
        None | Some("all") => rulebooks().iter().map(|b| b.id.clone()).collect(),
        Some(id) if rulebook(id).is_some() => vec![id.to_string()],
        Some(other) => {
            let known: Vec<String> = rulebooks().iter().map(|b| b.id.clone()).collect();
            return Err(Failure::bad_input(tr!(
                lang,
                "error-run-rules",
                rules = other.to_string(),
                known = crate::reasons::list(lang, &known)
            )));
        }
    };
    Ok((suite, rules))
}

/// Why the suite cannot be loaded, in `lang`: a `--cases` folder that is missing, unreadable, no
/// folder or holds no case file is named in the language's words; other reasons (the book texts) are
/// said as `english` says them.
pub(super) fn no_suite(lang: Lang, cases: Option<&std::path::Path>, english: String) -> String {
    let Some(dir) = cases.filter(|_| lang.is_chinese()) else {
        return english;
    };
    if let Some(words) = super::errors::unreadable(lang, dir) {
        return words;
    }
    match case_paths(dir) {
        Ok(paths) if paths.is_empty() => {
            tr!(lang, "error-run-no-cases", dir = dir.display().to_string())
        }
        Err(e) => super::errors::system(lang, dir, &e),
        Ok(_) => english,
    }
}

/// Writes a report file; why it cannot be is said in `lang`.
pub(super) fn write(path: &std::path::Path, text: &str, lang: Lang) -> Result<(), Failure> {
    std::fs::write(path, text)
        .map_err(|e| Failure::bad_input(super::errors::cannot_write(lang, path, &e)))
}
