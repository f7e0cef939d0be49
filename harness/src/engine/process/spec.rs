//! The engine spec string, after cutechess-cli's convention: `cmd=PATH [name=NAME]
//! [proto=ucci|uci|cecp] [arg=ARG]… [option.NAME=VALUE]… [ranks=0|1] [fen=nb|he]
//! [timeunit=ms|s] [restart=on|off]`. Values with spaces are quoted: `name="Sjaak II"`,
//! `"option.Skill Level=5"`.

use super::{Letters, ProcessConfig, Protocol, Ranks};
use crate::i18n::{Lang, tr};
use std::fmt;

/// The unit of UCCI's `go time …` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    /// Milliseconds (after `setoption usemillisec true`; Fairy-Stockfish always).
    Millis,
    /// Seconds, UCCI 3.0's default.
    Seconds,
}

/// How to start and talk to one engine, as the user wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The spec as given, for messages and reports.
    pub text: String,
    /// The program to run (no shell).
    pub cmd: String,
    /// Arguments for the program, in order (`arg=…`, repeatable).
    pub args: Vec<String>,
    /// The name for reports; the engine's own name (`id name`, `myname`) when not given.
    pub name: Option<String>,
    /// The protocol (`proto=`, default `ucci`).
    pub protocol: Protocol,
    /// Options set after the greeting, in order (`option.NAME=VALUE`).
    pub options: Vec<(String, String)>,
    /// The engine's rank numbering (`ranks=0|1`); learnt from its first move when not given.
    pub ranks: Option<Ranks>,
    /// The FEN letters for horse and elephant (`fen=nb|he`, default `nb`).
    pub letters: Letters,
    /// UCCI only: the unit of `go time` (`timeunit=ms|s`); milliseconds when the engine offers
    /// `usemillisec`, else seconds.
    pub time_unit: Option<TimeUnit>,
    /// `restart=on`: a fresh process for every game (and every certification question), for
    /// engines whose state leaks from one game into the next; `off` (the default) keeps the
    /// process and restarts it only after a fault.
    pub restart: bool,
}

/// A spec that cannot be read: what is wrong, quoting the spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// The spec as given.
    pub spec: String,
    /// What is wrong with it.
    pub fault: SpecFault,
}

/// What is wrong with a spec, as data: the harness words it in the language asked for; the
/// [`fmt::Display`] is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecFault {
    /// A double quote is not closed.
    Unquoted,
    /// A word that is not `KEY=VALUE`: the word.
    NotKeyValue(String),
    /// `KEY=` with no value: the key.
    Empty(String),
    /// A key given twice that may be given once: the key.
    Twice(String),
    /// A value its key does not take: the key and the value.
    Value {
        /// The key (`proto`, `ranks`, `fen`, `timeunit`, `restart`).
        key: &'static str,
        /// The value given.
        value: String,
    },
    /// A key that names nothing: the key.
    UnknownKey(String),
    /// No `cmd=`.
    NoCmd,
    /// `timeunit=` for an engine that speaks another protocol than UCCI: that protocol.
    TimeUnitNotUcci(Protocol),
}

impl SpecFault {
    /// The values `key` takes, as the English lists them (`ucci, uci or cecp`).
    pub fn allowed(key: &str) -> &'static [&'static str] {
        match key {
            "proto" => &["ucci", "uci", "cecp"],
            "ranks" => &["0", "1"],
            "fen" => &["nb", "he"],
            "timeunit" => &["ms", "s"],
            _ => &["on", "off"],
        }
    }
}

impl SpecFault {
    /// What is wrong, in `lang`: English is the [`fmt::Display`], word for word; the keys,
    /// values and the words of the spec as written.
    pub fn in_lang(&self, lang: Lang) -> String {
        if !lang.is_chinese() {
            return self.to_string();
        }
        let (kind, text, key) = match self {
            SpecFault::Unquoted => ("unquoted", String::new(), ""),
            SpecFault::NotKeyValue(token) => ("not-key-value", token.clone(), ""),
            SpecFault::Empty(key) => ("empty", key.clone(), ""),
            SpecFault::Twice(key) => ("twice", key.clone(), ""),
            SpecFault::Value { key, value } => ("value", value.clone(), *key),
            SpecFault::UnknownKey(key) => ("unknown-key", key.clone(), ""),
            SpecFault::NoCmd => ("no-cmd", String::new(), ""),
            SpecFault::TimeUnitNotUcci(p) => ("timeunit-not-ucci", p.name().to_string(), ""),
        };
        let quoted =
            |items: &[&str]| -> Vec<String> { items.iter().map(|k| format!("`{k}`")).collect() };
        tr!(
            lang,
            "spec-fault",
            kind = kind,
            text = text,
            key = key,
            allowed = crate::reasons::list(lang, &quoted(SpecFault::allowed(key))),
            keys = crate::reasons::list(lang, &quoted(&KEYS))
        )
    }
}

impl SpecError {
    /// The whole error in `lang` (`engine spec `…`: …`), as `--engine` and an engines file's
    /// entries say it.
    pub fn in_lang(&self, lang: Lang) -> String {
        tr!(
            lang,
            "error-engine-spec",
            spec = self.spec.clone(),
            message = self.fault.in_lang(lang)
        )
    }
}

impl fmt::Display for SpecFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecFault::Unquoted => f.write_str("a quote is not closed"),
            SpecFault::NotKeyValue(token) => {
                write!(f, "`{token}` is not KEY=VALUE (keys: {})", KEYS.join(", "))
            }
            SpecFault::Empty(key) => write!(f, "`{key}=` has no value"),
            SpecFault::Twice(key) => write!(f, "`{key}` is given twice"),
            SpecFault::Value { key, value } => {
                let allowed = SpecFault::allowed(key);
                let (last, rest) = allowed.split_last().expect("every key takes values");
                write!(f, "{key}={value}: expected {} or {last}", rest.join(", "))
            }
            SpecFault::UnknownKey(key) => {
                write!(f, "unknown key `{key}` (keys: {})", KEYS.join(", "))
            }
            SpecFault::NoCmd => f.write_str("no `cmd=PATH`: which program is the engine?"),
            SpecFault::TimeUnitNotUcci(protocol) => write!(
                f,
                "timeunit is for UCCI engines; this one speaks {protocol}"
            ),
        }
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "engine spec `{}`: {}", self.spec, self.fault)
    }
}

impl std::error::Error for SpecError {}

/// The keys a spec may hold.
pub const KEYS: [&str; 9] = [
    "cmd",
    "name",
    "proto",
    "arg",
    "option.NAME",
    "ranks",
    "fen",
    "timeunit",
    "restart",
];

impl EngineSpec {
    /// Reads a spec string. Every key is checked: unknown keys, repeated keys (other than `arg`
    /// and `option.NAME`), empty values, unclosed quotes and a missing `cmd` are errors.
    pub fn parse(text: &str) -> Result<EngineSpec, SpecError> {
        let fail = |fault: SpecFault| SpecError {
            spec: text.to_string(),
            fault,
        };
        let mut spec = EngineSpec {
            text: text.to_string(),
            cmd: String::new(),
            args: Vec::new(),
            name: None,
            protocol: Protocol::Ucci,
            options: Vec::new(),
            ranks: None,
            letters: Letters::Nb,
            time_unit: None,
            restart: false,
        };
        let mut seen: Vec<String> = Vec::new();
        for token in tokens(text).map_err(fail)? {
            let Some((key, value)) = token.split_once('=') else {
                return Err(fail(SpecFault::NotKeyValue(token)));
            };
            if value.is_empty() {
                return Err(fail(SpecFault::Empty(key.to_string())));
            }
            let repeatable = key == "arg" || key.starts_with("option.");
            if !repeatable && seen.iter().any(|k| k == key) {
                return Err(fail(SpecFault::Twice(key.to_string())));
            }
            seen.push(key.to_string());
            match key {
                "cmd" => spec.cmd = value.to_string(),
                "name" => spec.name = Some(value.to_string()),
                "arg" => spec.args.push(value.to_string()),
                "proto" => {
                    spec.protocol = Protocol::from_name(value)
                        .ok_or_else(|| fail(bad_value("proto", value)))?;
                }
                "ranks" => {
                    spec.ranks = Some(match value {
                        "0" => Ranks::Zero,
                        "1" => Ranks::One,
                        _ => return Err(fail(bad_value("ranks", value))),
                    });
                }
                "fen" => {
                    spec.letters =
                        Letters::from_name(value).ok_or_else(|| fail(bad_value("fen", value)))?;
                }
                "timeunit" => {
                    spec.time_unit = Some(match value {
                        "ms" => TimeUnit::Millis,
                        "s" => TimeUnit::Seconds,
                        _ => return Err(fail(bad_value("timeunit", value))),
                    });
                }
                "restart" => {
                    spec.restart = match value {
                        "on" => true,
                        "off" => false,
                        _ => return Err(fail(bad_value("restart", value))),
                    };
                }
                _ => match key.strip_prefix("option.") {
                    Some(name) if !name.is_empty() => {
                        spec.options.push((name.to_string(), value.to_string()));
                    }
                    _ => return Err(fail(SpecFault::UnknownKey(key.to_string()))),
                },
            }
        }
        if spec.cmd.is_empty() {
            return Err(fail(SpecFault::NoCmd));
        }
        if spec.time_unit.is_some() && spec.protocol != Protocol::Ucci {
            return Err(fail(SpecFault::TimeUnitNotUcci(spec.protocol)));
        }
        Ok(spec)
    }

    /// The program and its arguments.
    pub fn argv(&self) -> Vec<String> {
        std::iter::once(self.cmd.clone())
            .chain(self.args.iter().cloned())
            .collect()
    }

    /// The name to report before the engine has named itself: `name=`, else the program's file
    /// name.
    pub fn fallback_name(&self) -> String {
        self.name.clone().unwrap_or_else(|| {
            std::path::Path::new(&self.cmd)
                .file_name()
                .map_or(self.cmd.clone(), |f| f.to_string_lossy().into_owned())
        })
    }

    /// A process configuration for this engine. The rank numbering, when not given, is learnt
    /// from the engine's first move in a game (no question outside the game is asked).
    pub fn config(&self) -> ProcessConfig {
        ProcessConfig {
            ranks: self.ranks,
            probe_ranks: false,
            letters: self.letters,
            options: self.options.clone(),
            time_unit: self.time_unit,
            restart: self.restart,
            ..ProcessConfig::new(self.argv(), self.protocol)
        }
    }
}

/// `key=value` for a key that does not take `value`.
fn bad_value(key: &'static str, value: &str) -> SpecFault {
    SpecFault::Value {
        key,
        value: value.to_string(),
    }
}

/// Splits on whitespace outside double quotes; quotes group and are removed.
fn tokens(text: &str) -> Result<Vec<String>, SpecFault> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    out.push(std::mem::take(&mut current));
                    started = false;
                }
            }
            c => {
                current.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err(SpecFault::Unquoted);
    }
    if started {
        out.push(current);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_read() {
        let s = EngineSpec::parse(
            r#"cmd=/usr/games/sjaakii name="Sjaak II" proto=uci arg=-x arg=-y "option.Skill Level=5" option.Hash=64 ranks=1 fen=he"#,
        )
        .unwrap();
        assert_eq!(s.argv(), ["/usr/games/sjaakii", "-x", "-y"]);
        assert_eq!(s.name.as_deref(), Some("Sjaak II"));
        assert_eq!(s.protocol, Protocol::Uci);
        assert_eq!(
            s.options,
            [
                ("Skill Level".to_string(), "5".to_string()),
                ("Hash".to_string(), "64".to_string())
            ]
        );
        assert_eq!(s.ranks, Some(Ranks::One));
        assert_eq!(s.letters, Letters::He);
        assert!(!s.restart);
        let plain = EngineSpec::parse("cmd=/usr/games/maxqi proto=xboard restart=on").unwrap();
        assert!(plain.restart);
        assert_eq!(plain.protocol, Protocol::Cecp);
        assert_eq!(plain.fallback_name(), "maxqi");
        assert_eq!(plain.letters, Letters::Nb);
        let ucci = EngineSpec::parse("cmd=fs timeunit=ms").unwrap();
        assert_eq!(ucci.protocol, Protocol::Ucci);
        assert_eq!(ucci.time_unit, Some(TimeUnit::Millis));
    }

    #[test]
    fn bad_specs_say_what_is_wrong() {
        for (text, says) in [
            ("", "no `cmd=PATH`"),
            ("name=x", "no `cmd=PATH`"),
            ("cmd=a cmd=b", "`cmd` is given twice"),
            ("cmd=a proto=usi", "proto=usi: expected ucci, uci or cecp"),
            ("cmd=a ranks=2", "ranks=2: expected 0 or 1"),
            ("cmd=a fen=xy", "fen=xy: expected nb or he"),
            ("cmd=a depth=3", "unknown key `depth`"),
            ("cmd=a option.=3", "unknown key `option.`"),
            ("cmd=a name=", "`name=` has no value"),
            ("cmd=a fast", "`fast` is not KEY=VALUE"),
            (r#"cmd=a name="x"#, "a quote is not closed"),
            (
                "cmd=a proto=uci timeunit=ms",
                "timeunit is for UCCI engines",
            ),
        ] {
            let e = EngineSpec::parse(text).unwrap_err();
            assert!(e.to_string().contains(says), "{text}: {e}");
            assert!(e.to_string().contains(&format!("`{text}`")), "{e}");
        }
    }
}
