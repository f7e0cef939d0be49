//! clap's own words in the reader's language: the usage line (`用法：`, `[选项]`), what an
//! option takes and its default (`[可选值：…]`, `[默认：…]`), and the usage errors (an unknown
//! argument, a missing or invalid value, a missing required argument, arguments that cannot go
//! together, why a value was refused, clap's tips), rendered from the error's kind and context
//! ([`clap::Error::kind`], [`clap::Error::get`]) through the catalogue. English is clap's own
//! rendering, untouched.

use crate::i18n::{Lang, tr};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::io::Write as _;
use std::num::IntErrorKind;

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
    if !lang.is_chinese() {
        error.exit()
    }
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let help = super::help::lay_out(lang, &error.render().to_string(), super::help::width());
        // A closed pipe (`qili --help | head`) is no error worth a word.
        let _ = if error.use_stderr() {
            std::io::stderr().write_all(help.as_bytes())
        } else {
            std::io::stdout().write_all(help.as_bytes())
        };
        std::process::exit(error.exit_code())
    }
    if !error.use_stderr() {
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
                .map(|s| refused(lang, s, &value))
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
    if let Some(ContextValue::StyledStrs(more)) = error.get(ContextKind::Suggested) {
        tips.extend(more.iter().map(|s| free_tip(lang, &s.to_string())));
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

/// A value one of qili's own value parsers refuses, as data: [`render`] words it in the
/// reader's language; its `Display` is the English clap shows.
#[derive(Debug)]
pub enum Refused {
    /// Not one of the names the option takes.
    NotOneOf {
        /// The value given.
        value: String,
        /// The names it takes.
        names: Vec<String>,
    },
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::NotOneOf { value, names } => {
                write!(f, "'{value}': expected one of {}", names.join(", "))
            }
        }
    }
}

impl std::error::Error for Refused {}

/// Why a value parser refused `value`, in `lang`: from the error's type where it carries data
/// (an integer's [`IntErrorKind`], a number out of its type's range, an IP address that is
/// none, qili's own [`Refused`]);
/// a number outside the range an option allows is only text in clap (`99 is not in 0..=10`),
/// so that text is read; anything else stays in the parser's words.
fn refused(lang: Lang, why: &(dyn std::error::Error + 'static), value: &str) -> String {
    if let Some(e) = why.downcast_ref::<std::num::ParseIntError>() {
        let kind = match e.kind() {
            IntErrorKind::Empty => "empty",
            IntErrorKind::InvalidDigit => "invalid-digit",
            IntErrorKind::PosOverflow => "too-large",
            IntErrorKind::NegOverflow => "too-small",
            IntErrorKind::Zero => "zero",
            _ => return why.to_string(),
        };
        return tr!(lang, "clap-why-integer", kind = kind);
    }
    if why.is::<std::num::TryFromIntError>() {
        return tr!(lang, "clap-why-integer", kind = "too-large");
    }
    if why.is::<std::num::ParseFloatError>() {
        // The float error's kind is private; the value says whether it was empty.
        let kind = if value.trim().is_empty() {
            "empty"
        } else {
            "not-a-number"
        };
        return tr!(lang, "clap-why-integer", kind = kind);
    }
    if why.is::<std::net::AddrParseError>() {
        return tr!(lang, "clap-why-address");
    }
    if let Some(Refused::NotOneOf { names, .. }) = why.downcast_ref::<Refused>() {
        let names: Vec<String> = names
            .iter()
            .map(|n| tr!(lang, "clap-quoted", text = n.clone()))
            .collect();
        return tr!(
            lang,
            "clap-why-not-one-of",
            names = crate::reasons::list(lang, &names)
        );
    }
    let text = why.to_string();
    // clap's ranged integer parsers give only text: `{value} is not in {low}..={high}` (or
    // `{low}..{end}`, the end excluded).
    let range = text.split_once(" is not in ").and_then(|(number, range)| {
        let (low, high) = match range.split_once("..=") {
            Some((low, high)) => (low, high.parse::<i128>().ok()?),
            None => {
                let (low, end) = range.split_once("..")?;
                (low, end.parse::<i128>().ok()? - 1)
            }
        };
        Some(tr!(
            lang,
            "clap-why-not-in-range",
            value = number.to_string(),
            low = low.parse::<i128>().ok()?.to_string(),
            high = high.to_string()
        ))
    });
    range.unwrap_or(text)
}

/// One of clap's free-worded tips in `lang`. clap gives them only as text, so the text is read
/// for its three forms (`to pass '-x' as a value, use '-- -x'`, `'run --json' exists`,
/// `subcommand 'run' exists; to use it, remove the '--' before it`); another stays as clap
/// words it.
fn free_tip(lang: Lang, tip: &str) -> String {
    let quoted = |s: &str| -> Option<String> {
        s.strip_prefix('\'')?.strip_suffix('\'').map(str::to_string)
    };
    if let Some((arg, usage)) = tip
        .strip_prefix("to pass ")
        .and_then(|t| t.split_once(" as a value, use "))
        && let (Some(arg), Some(usage)) = (quoted(arg), quoted(usage))
    {
        return tr!(lang, "clap-tip-as-value", arg = arg, usage = usage);
    }
    if let Some(command) = tip
        .strip_prefix("subcommand ")
        .and_then(|t| t.strip_suffix(" exists; to use it, remove the '--' before it"))
        .and_then(quoted)
    {
        return tr!(lang, "clap-tip-remove-dashes", command = command);
    }
    if let Some(usage) = tip.strip_suffix(" exists").and_then(quoted) {
        return tr!(lang, "clap-tip-exists", usage = usage);
    }
    tip.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clap's free-worded tips are read from their text: each form in Chinese, a form qili
    /// does not know as clap words it. (`'sub --flag' exists` is one qili's command line does
    /// not lead clap to give.)
    #[test]
    fn claps_free_worded_tips_are_read_from_their_text() {
        let zh = |tip: &str| free_tip(Lang::ZhHans, tip);
        assert_eq!(
            zh("to pass '-x' as a value, use 'run -- -x'"),
            "若要把“-x”作为值传入，请写作“run -- -x”"
        );
        assert_eq!(
            zh("'tournament --json' exists"),
            "有“tournament --json”这一用法"
        );
        assert_eq!(
            zh("subcommand 'run' exists; to use it, remove the '--' before it"),
            "有子命令“run”；若要用它，请去掉它前面的“--”"
        );
        assert_eq!(zh("something new"), "something new");
    }
}
