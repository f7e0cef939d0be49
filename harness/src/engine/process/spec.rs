//! The engine spec string, after cutechess-cli's convention: `cmd=PATH [name=NAME]
//! [proto=ucci|uci|cecp] [arg=ARG]… [option.NAME=VALUE]… [ranks=0|1] [fen=nb|he]
//! [timeunit=ms|s] [restart=on|off]`. Values with spaces are quoted: `name="Sjaak II"`,
//! `"option.Skill Level=5"`.

use super::{Letters, ProcessConfig, Protocol, Ranks};
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
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "engine spec `{}`: {}", self.spec, self.message)
    }
}

impl std::error::Error for SpecError {}

/// The keys a spec may hold.
const KEYS: &str = "cmd, name, proto, arg, option.NAME, ranks, fen, timeunit, restart";

impl EngineSpec {
    /// Reads a spec string. Every key is checked: unknown keys, repeated keys (other than `arg`
    /// and `option.NAME`), empty values, unclosed quotes and a missing `cmd` are errors.
    pub fn parse(text: &str) -> Result<EngineSpec, SpecError> {
        let fail = |message: String| SpecError {
            spec: text.to_string(),
            message,
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
                return Err(fail(format!("`{token}` is not KEY=VALUE (keys: {KEYS})")));
            };
            if value.is_empty() {
                return Err(fail(format!("`{key}=` has no value")));
            }
            let repeatable = key == "arg" || key.starts_with("option.");
            if !repeatable && seen.iter().any(|k| k == key) {
                return Err(fail(format!("`{key}` is given twice")));
            }
            seen.push(key.to_string());
            match key {
                "cmd" => spec.cmd = value.to_string(),
                "name" => spec.name = Some(value.to_string()),
                "arg" => spec.args.push(value.to_string()),
                "proto" => {
                    spec.protocol = Protocol::from_name(value).ok_or_else(|| {
                        fail(format!("proto={value}: expected ucci, uci or cecp"))
                    })?;
                }
                "ranks" => {
                    spec.ranks = Some(match value {
                        "0" => Ranks::Zero,
                        "1" => Ranks::One,
                        _ => return Err(fail(format!("ranks={value}: expected 0 or 1"))),
                    });
                }
                "fen" => {
                    spec.letters = Letters::from_name(value)
                        .ok_or_else(|| fail(format!("fen={value}: expected nb or he")))?;
                }
                "timeunit" => {
                    spec.time_unit = Some(match value {
                        "ms" => TimeUnit::Millis,
                        "s" => TimeUnit::Seconds,
                        _ => return Err(fail(format!("timeunit={value}: expected ms or s"))),
                    });
                }
                "restart" => {
                    spec.restart = match value {
                        "on" => true,
                        "off" => false,
                        _ => return Err(fail(format!("restart={value}: expected on or off"))),
                    };
                }
                _ => match key.strip_prefix("option.") {
                    Some(name) if !name.is_empty() => {
                        spec.options.push((name.to_string(), value.to_string()));
                    }
                    _ => return Err(fail(format!("unknown key `{key}` (keys: {KEYS})"))),
                },
            }
        }
        if spec.cmd.is_empty() {
            return Err(fail(
                "no `cmd=PATH`: which program is the engine?".to_string(),
            ));
        }
        if spec.time_unit.is_some() && spec.protocol != Protocol::Ucci {
            return Err(fail(format!(
                "timeunit is for UCCI engines; this one speaks {}",
                spec.protocol
            )));
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

/// Splits on whitespace outside double quotes; quotes group and are removed.
fn tokens(text: &str) -> Result<Vec<String>, String> {
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
        return Err("a quote is not closed".to_string());
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
