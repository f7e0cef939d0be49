//! `--help` in the reader's language: clap's command tree with each command's description and
//! each argument's help taken from the catalogue where it has them (`help-<command path>` and
//! `help-<command path>--<argument>`, with `help--<argument>` for the arguments every command
//! shares), and the headings (用法, 命令, 参数, 选项) from it. English is the code's own doc
//! comments: the `help-*` messages are in the Chinese files only.
//!
//! The language is known before the arguments are parsed (`--lang` anywhere on the line, else
//! the locale), so that `qili --lang zh-Hans adjudicate --help` is in Chinese.

use super::Cli;
use crate::i18n::{Lang, tr};
use clap::{Command, CommandFactory};
use std::ffi::OsString;
use unicode_width::UnicodeWidthStr;

/// The language a command line asks for: its `--lang VALUE` or `--lang=VALUE` (before a `--`),
/// else the locale's. A value qili does not know is left for clap to refuse.
pub fn requested_lang(args: &[OsString]) -> Lang {
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        let value = match word.as_ref() {
            "--" => break,
            "--lang" => words.next().map(|v| v.into_owned()),
            w => w.strip_prefix("--lang=").map(str::to_string),
        };
        if let Some(lang) = value.and_then(|v| <Lang as clap::ValueEnum>::from_str(&v, false).ok())
        {
            return lang;
        }
    }
    Lang::from_env()
}

/// qili's command tree, its help in `lang`. In Chinese the help is laid out as clap lays it
/// out, at the width [`width`] gives, but not wrapped by clap (which breaks at spaces only):
/// each help text's spaces are no-break spaces, and [`super::clap_words::exit`] wraps the lines
/// ([`lay_out`]).
pub fn command(lang: Lang) -> Command {
    let mut cmd = Cli::command();
    if !lang.is_chinese() {
        return cmd;
    }
    // Built first, so that the arguments and subcommands clap makes (`--help`, `--version`,
    // `help`) and the shared `--lang` are there to translate.
    cmd = cmd.term_width(width());
    cmd.build();
    localize(cmd, lang, "qili")
}

/// The width help is laid out at, as clap finds it: the terminal's, else `COLUMNS`, else 100.
pub fn width() -> usize {
    terminal_size::terminal_size()
        .map(|(w, _)| usize::from(w.0))
        .or_else(|| std::env::var("COLUMNS").ok()?.parse().ok())
        .unwrap_or(100)
}

/// A help text clap will not wrap: each line marked where its text starts ([`START`]), its
/// spaces, but those that indent it, no-break spaces.
fn unbroken(text: &str) -> String {
    let lines: Vec<String> = text
        .split('\n')
        .map(|l| {
            let body = l.trim_start_matches(' ');
            let indent = &l[..l.len() - body.len()];
            format!("{indent}{START}{}", body.replace(' ', NBSP))
        })
        .collect();
    lines.join("\n")
}

/// Where a line of help text starts: a word joiner, which takes no column.
const START: char = '\u{2060}';
const NBSP: &str = "\u{a0}";

/// Help clap rendered from [`command`], laid out for `lang` at `width` columns: a heading with
/// the full-width colon (`选项：`), each line of help text that is too wide wrapped by display
/// width ([`crate::report::text::wrap`]: between Chinese characters, never inside an English
/// word or an article such as `第26.1条`), its continuation under its first character.
pub fn lay_out(lang: Lang, help: &str, width: usize) -> String {
    let headings: Vec<String> = ["clap-commands", "clap-arguments", "clap-options"]
        .iter()
        .map(|id| lang.lookup(id).unwrap_or_default())
        .collect();
    let mut out = String::new();
    for line in help.lines() {
        if let Some(heading) = line
            .strip_suffix(':')
            .filter(|h| headings.iter().any(|x| x == h))
        {
            out.push_str(&tr!(lang, "clap-heading", heading = heading.to_string()));
            out.push('\n');
            continue;
        }
        let Some((lead, text)) = line.split_once(START) else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let text = text.replace(NBSP, " ");
        let column = lead.width();
        if column + text.width() <= width || width < column + MIN_TEXT {
            out.push_str(lead);
            out.push_str(&text);
            out.push('\n');
            continue;
        }
        for (i, piece) in crate::report::text::wrap(lang, &text, width - column)
            .iter()
            .enumerate()
        {
            if i == 0 {
                out.push_str(lead);
            } else {
                out.push_str(&" ".repeat(column));
            }
            out.push_str(piece);
            out.push('\n');
        }
    }
    if !help.ends_with('\n') {
        out.pop();
    }
    out
}

/// The fewest columns of help text worth wrapping into; narrower, a line is left as it is.
const MIN_TEXT: usize = 10;

/// The catalogue key of a command: `qili`, `adjudicate`, `tournament-pair`; any `help`
/// subcommand is `help`.
fn child_path(path: &str, name: &str) -> String {
    if name == "help" {
        "help".to_string()
    } else if path == "qili" {
        name.to_string()
    } else {
        format!("{path}-{name}")
    }
}

fn localize(mut cmd: Command, lang: Lang, path: &str) -> Command {
    if let Some(about) = lang.lookup(&format!("help-{path}")) {
        cmd = cmd.about(unbroken(&about)).long_about(None);
    }
    if let Some(after) = lang.lookup(&format!("help-{path}-after")) {
        cmd = cmd.after_help(unbroken(&after)).after_long_help(None);
    }
    // The usage line as clap makes it, in the catalogue's words: written into the template,
    // as clap's `{usage}` would be in English. A `{` or `}` of it is escaped for the template.
    cmd = cmd.subcommand_value_name(tr!(lang, "clap-command-value"));
    let usage = super::clap_words::usage(lang, &cmd.render_usage().to_string())
        .replace('{', "{{")
        .replace('}', "}}");
    let template =
        format!("{{before-help}}{{about-with-newline}}\n{usage}\n\n{{all-args}}{{after-help}}");
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(tr!(lang, "clap-commands"));
    let (positional, option) = (tr!(lang, "clap-arguments"), tr!(lang, "clap-options"));
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let help = lang
            .lookup(&format!("help-{path}--{id}"))
            .or_else(|| lang.lookup(&format!("help--{id}")));
        let (positional, option) = (positional.clone(), option.clone());
        cmd = cmd.mut_arg(&id, move |mut a| {
            if let Some(help) = help {
                let takes = a.get_action().takes_values();
                // What it takes, unless its value name lists it already (`axf|cn|all`).
                let listed = a
                    .get_value_names()
                    .is_some_and(|n| n.iter().any(|n| n.contains('|')));
                let values: Vec<String> = a
                    .get_possible_values()
                    .iter()
                    .filter(|v| !v.is_hide_set())
                    .map(|v| v.get_name().to_string())
                    .collect();
                let mut extra = String::new();
                if takes && !listed && !values.is_empty() && !a.is_hide_possible_values_set() {
                    let values = crate::reasons::list(lang, &values);
                    extra.push_str(&tr!(lang, "clap-help-values", values = values));
                }
                let defaults: Vec<String> = a
                    .get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect();
                if takes && !defaults.is_empty() && !a.is_hide_default_value_set() {
                    let default = defaults.join(" ");
                    extra.push_str(&tr!(lang, "clap-help-default", default = default));
                }
                a = a
                    .help(unbroken(&format!("{help}{extra}")))
                    .long_help(None)
                    .hide_possible_values(true)
                    .hide_default_value(true);
            }
            if a.get_help_heading().is_none() {
                let heading = if a.is_positional() {
                    positional
                } else {
                    option
                };
                a = a.help_heading(heading);
            }
            a
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let child = child_path(path, &name);
        cmd = cmd.mut_subcommand(&name, |c| localize(c, lang, &child));
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every key a `help-*` message may have: each command's, its `-after`, each argument's.
    fn keys(cmd: &Command, path: &str, out: &mut BTreeSet<String>) {
        out.insert(format!("help-{path}"));
        out.insert(format!("help-{path}-after"));
        for a in cmd.get_arguments() {
            out.insert(format!("help-{path}--{}", a.get_id()));
            out.insert(format!("help--{}", a.get_id()));
        }
        for c in cmd.get_subcommands() {
            keys(c, &child_path(path, c.get_name()), out);
        }
    }

    /// Every command's key; clap's `help` subcommand once (its own subcommands only name the
    /// commands whose help it prints).
    fn commands(cmd: &Command, path: &str, out: &mut Vec<String>) {
        out.push(path.to_string());
        if path == "help" {
            return;
        }
        for c in cmd.get_subcommands() {
            commands(c, &child_path(path, c.get_name()), out);
        }
    }

    /// The Chinese catalogues' `help-*` messages each name a command or an argument qili has
    /// (a renamed one would leave its translation behind, unseen), and every command's
    /// description is translated.
    #[test]
    fn the_help_translations_name_what_qili_has_and_every_command_is_described() {
        let mut cmd = Cli::command();
        cmd.build();
        let mut known = BTreeSet::new();
        keys(&cmd, "qili", &mut known);
        let mut all = Vec::new();
        commands(&cmd, "qili", &mut all);
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            for id in lang.ids().into_iter().filter(|i| i.starts_with("help-")) {
                assert!(
                    known.contains(&id),
                    "{}.ftl: {id} names nothing",
                    lang.tag()
                );
            }
            for path in &all {
                assert!(
                    lang.lookup(&format!("help-{path}")).is_some(),
                    "{}.ftl: no help-{path}",
                    lang.tag()
                );
            }
        }
    }

    /// Every argument of every command (clap's own `--help` and `--version` included) has a
    /// Chinese help message in both forms: its own `help-<command>--<argument>`, or the shared
    /// `help--<argument>`.
    #[test]
    fn every_argument_of_every_command_has_chinese_help() {
        fn missing(cmd: &Command, path: &str, lang: Lang, out: &mut Vec<String>) {
            if path == "help" {
                return;
            }
            for a in cmd.get_arguments() {
                let id = a.get_id();
                let own = format!("help-{path}--{id}");
                if lang.lookup(&own).is_none() && lang.lookup(&format!("help--{id}")).is_none() {
                    out.push(own);
                }
            }
            for c in cmd.get_subcommands() {
                missing(c, &child_path(path, c.get_name()), lang, out);
            }
        }
        let mut cmd = Cli::command();
        cmd.build();
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            let mut out = Vec::new();
            missing(&cmd, "qili", lang, &mut out);
            assert!(
                out.is_empty(),
                "{}.ftl lacks {} help messages:\n{}",
                lang.tag(),
                out.len(),
                out.join("\n")
            );
        }
    }

    #[test]
    fn the_language_is_read_before_the_arguments_are() {
        let args = |words: &[&str]| -> Vec<OsString> {
            std::iter::once("qili")
                .chain(words.iter().copied())
                .map(OsString::from)
                .collect()
        };
        assert_eq!(
            requested_lang(&args(&["adjudicate", "--lang", "zh-Hant", "--help"])),
            Lang::ZhHant
        );
        assert_eq!(
            requested_lang(&args(&["--lang=zh-Hans", "--help"])),
            Lang::ZhHans
        );
        assert_eq!(requested_lang(&args(&["--lang", "en"])), Lang::En);
    }
}
