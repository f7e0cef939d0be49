//! `qili tournament run`'s engines file and plan, `advance`'s final, `--font` and `tournament
//! check` in the catalogue's words. English is each error's own `Display` (or the words qili
//! always printed), byte for byte; Chinese is worded from the same data. The YAML reader's
//! words, a team's check and a results file's fault met on the way are quoted as they are.

use crate::i18n::{Lang, tr};
use crate::tournament::field_error::{FieldError, FieldFault, PlanError};
use qili_tournament::results_fault::ResultsError;
use std::path::Path;

/// An engines file's fault in `lang`.
pub fn field(lang: Lang, e: &FieldError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut text, mut name, mut i) = (String::new(), String::new(), 0);
    let kind = match &e.fault {
        FieldFault::Read(why) => {
            if let Some(byte) = why
                .strip_prefix("not UTF-8 text (byte ")
                .and_then(|r| r.strip_suffix(" is invalid)"))
                .and_then(|n| n.parse().ok())
            {
                i = byte;
                "not-utf8"
            } else {
                return super::desk_words::cannot_read(lang, Path::new(&e.at), why);
            }
        }
        FieldFault::Yaml(t) => {
            text = super::yaml_words::words(lang, t);
            "yaml"
        }
        FieldFault::Both => "both",
        FieldFault::TeamWordsAlone => "team-words",
        FieldFault::TooFew => "too-few",
        FieldFault::EmptyName(n) => {
            i = *n;
            "empty-name"
        }
        FieldFault::Twice(n, who) => {
            (i, name) = (*n, who.clone());
            "twice"
        }
        FieldFault::NotInFile(who) => {
            name = who.clone();
            "not-in-file"
        }
        FieldFault::Teams(t) => {
            text = t.clone();
            "other"
        }
        FieldFault::Results(t) => return t.clone(),
    };
    tr!(
        lang,
        "field-fault",
        at = e.at.clone(),
        kind = kind,
        text = text,
        name = name,
        i = i
    )
}

/// A plan's fault in `lang`.
pub fn plan(lang: Lang, e: &PlanError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut text, mut r, mut n, mut most) = (String::new(), 0, 0, 0);
    let kind = match e {
        PlanError::NoTeamBook(cite) => {
            text = cite.clone();
            "no-team-book"
        }
        PlanError::DoubleSwiss => "double-swiss",
        PlanError::KnockoutUndecided => "knockout-undecided",
        PlanError::KnockoutOptions => "knockout-options",
        PlanError::GroupsNotRoundRobin => "groups",
        PlanError::RoundRobinRounds(a, b, c) => {
            (r, n, most) = (*a, *b, *c);
            "rr-rounds"
        }
        PlanError::SwissNoRounds => "swiss-no-rounds",
        PlanError::NoRounds => "no-rounds",
        PlanError::SwissTooMany(a, b, c) => {
            (r, n, most) = (*a, *b, *c);
            "swiss-too-many"
        }
        PlanError::KnockoutRounds(a) => {
            r = *a;
            "knockout-rounds"
        }
        PlanError::Other(t) => return t.clone(),
    };
    tr!(
        lang,
        "plan-fault",
        kind = kind,
        text = text,
        r = r,
        n = n,
        most = most
    )
}

/// The engine spec of the engines file's entrant `name` that cannot be read; `spec` is the
/// spec's fault already worded in `lang`.
pub fn spec(lang: Lang, path: &Path, name: &str, spec: String) -> String {
    if !lang.is_chinese() {
        return format!("{}: {name}: {spec}", path.display());
    }
    tr!(
        lang,
        "field-spec",
        at = path.display().to_string(),
        name = name.to_string(),
        text = spec
    )
}

/// `advance`'s final that cannot be made: English `the final: …` as always.
pub fn the_final(lang: Lang, e: &ResultsError) -> String {
    if !lang.is_chinese() {
        return format!("the final: {e}");
    }
    tr!(
        lang,
        "advance-final",
        text = super::results_words::error(lang, e)
    )
}

/// `--font FILE` that cannot be read or used: `error` is the file reader's or the font
/// reader's words (`not a font file: …`, `no face N in the font file: …`).
pub fn font(lang: Lang, path: &Path, error: &str) -> String {
    if !lang.is_chinese() {
        return format!("--font {}: {error}", path.display());
    }
    let at = path.display().to_string();
    let worded = [
        ("not a font file: ", "not-font"),
        ("cannot read the font: ", "unreadable"),
        ("cannot cut the font to the page's characters: ", "cut"),
    ]
    .iter()
    .find_map(|(prefix, kind)| error.strip_prefix(prefix).map(|rest| (*kind, rest, 0)))
    .or_else(|| {
        let rest = error.strip_prefix("no face ")?;
        let (n, why) = rest.split_once(" in the font file: ")?;
        Some(("no-face", why, n.parse().ok()?))
    });
    match worded {
        Some((kind, why, face)) => tr!(
            lang,
            "font-fault",
            at = at,
            kind = kind,
            text = why.to_string(),
            face = face
        ),
        None => {
            format!(
                "--font {}",
                super::desk_words::cannot_read(lang, path, error)
            )
        }
    }
}

/// The warning that the font `path` lacks the characters `lacking` (without the `qili: `).
pub fn font_lacks(lang: Lang, path: &Path, lacking: &str) -> String {
    if !lang.is_chinese() {
        return format!(
            "--font {}: the font lacks {lacking} (shown in the fonts the page names instead)",
            path.display()
        );
    }
    tr!(
        lang,
        "font-lacks",
        at = path.display().to_string(),
        chars = lacking.to_string()
    )
}

/// `tournament check`'s line for a case that passes.
pub fn check_pass(lang: Lang, id: &str, title: &str) -> String {
    if !lang.is_chinese() {
        return format!("pass  {id}  {title}");
    }
    tr!(
        lang,
        "check-pass",
        id = id.to_string(),
        title = title.to_string()
    )
}

/// `tournament check`'s first line for a case that fails.
pub fn check_fail(lang: Lang, id: &str) -> String {
    if !lang.is_chinese() {
        return format!("FAIL  {id}");
    }
    tr!(lang, "check-fail", id = id.to_string())
}

/// `tournament check`'s summary: `source` is the directory read, or `None` for the cases
/// built into qili.
pub fn check_summary(
    lang: Lang,
    source: Option<&Path>,
    cases: usize,
    pass: usize,
    fail: usize,
) -> String {
    if !lang.is_chinese() {
        let source = source.map_or_else(
            || format!("built into qili {}", env!("CARGO_PKG_VERSION")),
            |d| d.display().to_string(),
        );
        return format!("{cases} competition cases ({source}): {pass} pass, {fail} fail");
    }
    tr!(
        lang,
        "check-summary",
        source = source.map_or_else(|| "none".to_string(), |d| d.display().to_string()),
        version = env!("CARGO_PKG_VERSION"),
        cases = cases,
        pass = pass,
        fail = fail
    )
}
