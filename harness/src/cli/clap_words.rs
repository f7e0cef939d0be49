//! clap's own words in the reader's language: the usage line (`用法：`, `[选项]`), what an
//! option takes and its default (`[可选值：…]`, `[默认：…]`), and the usage errors (an unknown
//! argument, a missing or invalid value, a missing required argument, arguments that cannot go
//! together), rendered from the error's kind and context ([`clap::Error::kind`],
//! [`clap::Error::get`]) through the catalogue. English is clap's own rendering, untouched.

use crate::i18n::{Lang, tr};
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// A usage line in `lang`: clap's `Usage: qili run [OPTIONS] [CASE]...` with its title and
/// `[OPTIONS]` in the catalogue's words (`[COMMAND]` is the command's own subcommand value
/// name, set by `cli::help`); the continuation lines (a command with several forms) aligned
/// under the first.
pub fn usage(lang: Lang, clap_usage: &str) -> String {
    let text = clap_usage.trim_end();
    let text = text.strip_prefix("Usage:").unwrap_or(text).trim_start();
    let title = tr!(lang, "clap-usage");
    let indent = " ".repeat(unicode_width::UnicodeWidthStr::width(title.as_str()));
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            l.trim_start()
                .replace("[OPTIONS]", &tr!(lang, "clap-options-placeholder"))
        })
        .collect();
    format!("{title}{}", lines.join(&format!("\n{indent}")))
}

/// Exits for a clap error, as [`clap::Error::exit`] does (help and version on stdout with code
/// 0, usage errors on stderr with code 2), its words in `lang`.
pub fn exit(error: clap::Error, lang: Lang) -> ! {
    if !lang.is_chinese() || !error.use_stderr() {
        error.exit()
    }
    match render(&error, lang) {
        Some(text) => {
            eprint!("{text}");
            std::process::exit(error.exit_code())
        }
        None => error.exit(),
    }
}

/// A usage error in `lang`, as clap lays it out: the error, the tips, the usage, where to
/// read more. `None` for a kind clap builds without context (left to clap's English).
pub fn render(error: &clap::Error, lang: Lang) -> Option<String> {
    let string = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let strings = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(s)) => s.clone(),
        _ => Vec::new(),
    };
    let number = |kind| match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    };
    let quoted = |items: Vec<String>| {
        let items: Vec<String> = items
            .iter()
            .map(|s| tr!(lang, "clap-quoted", text = s.clone()))
            .collect();
        crate::reasons::list(lang, &items)
    };
    let arg = string(ContextKind::InvalidArg).unwrap_or_default();
    let value = string(ContextKind::InvalidValue).unwrap_or_default();
    let message = match error.kind() {
        ErrorKind::UnknownArgument => tr!(lang, "clap-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => tr!(
            lang,
            "clap-unknown-command",
            command = string(ContextKind::InvalidSubcommand)?
        ),
        ErrorKind::InvalidValue if value.is_empty() => {
            tr!(lang, "clap-missing-value", arg = arg)
        }
        ErrorKind::InvalidValue => {
            let valid = strings(ContextKind::ValidValue);
            let possible = if valid.is_empty() {
                String::new()
            } else {
                tr!(lang, "clap-possible-values", values = quoted(valid))
            };
            tr!(
                lang,
                "clap-invalid-value",
                arg = arg,
                value = value,
                possible = possible
            )
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error)
                .map(|s| s.to_string())
                .unwrap_or_default();
            tr!(
                lang,
                "clap-value-validation",
                arg = arg,
                value = value,
                why = why
            )
        }
        ErrorKind::MissingRequiredArgument => tr!(
            lang,
            "clap-missing-required",
            args = strings(ContextKind::InvalidArg).join("\n  ")
        ),
        ErrorKind::MissingSubcommand => tr!(
            lang,
            "clap-missing-command",
            command = string(ContextKind::InvalidSubcommand)?,
            commands = quoted(strings(ContextKind::ValidSubcommand))
        ),
        ErrorKind::ArgumentConflict => {
            let prior = strings(ContextKind::PriorArg);
            if prior.first() == Some(&arg) {
                tr!(lang, "clap-repeated", arg = arg)
            } else {
                tr!(lang, "clap-conflict", arg = arg, prior = quoted(prior))
            }
        }
        ErrorKind::TooManyValues => tr!(lang, "clap-too-many", arg = arg, value = value),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => tr!(
            lang,
            "clap-value-count",
            arg = arg,
            expected = number(ContextKind::ExpectedNumValues)
                .or_else(|| number(ContextKind::MinValues))?,
            actual = number(ContextKind::ActualNumValues)?
        ),
        ErrorKind::NoEquals => tr!(lang, "clap-no-equals", arg = arg),
        _ => return None,
    };
    let mut out = tr!(lang, "clap-error", message = message);
    let mut tips = Vec::new();
    for (kind, what) in [
        (ContextKind::SuggestedSubcommand, "command"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ] {
        let similar = strings(kind);
        if !similar.is_empty() {
            tips.push(tr!(
                lang,
                "clap-similar",
                what = what,
                similar = quoted(similar)
            ));
        }
    }
    // clap's free-worded tips (`to pass '-x' as a value, use '-- -x'`) stay as clap words them.
    if let Some(ContextValue::StyledStrs(more)) = error.get(ContextKind::Suggested) {
        tips.extend(more.iter().map(|s| s.to_string()));
    }
    if !tips.is_empty() {
        out.push('\n');
        for tip in tips {
            out.push_str(&format!("\n  {}", tr!(lang, "clap-tip", tip = tip)));
        }
    }
    if let Some(ContextValue::StyledStr(u)) = error.get(ContextKind::Usage) {
        out.push_str("\n\n");
        out.push_str(&usage(lang, &u.to_string()));
    }
    out.push_str("\n\n");
    out.push_str(&tr!(lang, "clap-more"));
    out.push('\n');
    Some(out)
}
