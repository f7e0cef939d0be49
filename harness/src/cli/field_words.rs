//! `qili tournament run`'s engines file and plan, `advance`'s final, `--font` and `tournament
//! check` in the catalogue's words. English is each error's own `Display` (or the words qili
//! always printed), byte for byte; Chinese is worded from the same data. The YAML reader's
//! words, a team's check and a results file's fault met on the way are quoted as they are.

use crate::files::ReadError;
use crate::i18n::{Lang, tr};
use crate::tournament::field_error::{
    EventPart, FieldError, FieldFault, PlanError, ResultsRead, Shown,
};
use crate::tournament::run::ResumeFault;
use crate::tournament::team_fault::{TeamFault, TeamIssue};
use qili_tournament::results_fault::ResultsError;
use std::collections::BTreeMap;
use std::path::Path;

/// An engines file's fault in `lang`.
pub fn field(lang: Lang, e: &FieldError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut text, mut name, mut i) = (String::new(), String::new(), 0);
    let kind = match &e.fault {
        FieldFault::Read(ReadError::NotUtf8 { byte }) => {
            i = *byte;
            "not-utf8"
        }
        FieldFault::Read(why) => {
            return super::desk_words::cannot_read(lang, Path::new(&e.at), why);
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
            text = team(lang, t);
            "other"
        }
        FieldFault::Results(t) => return results_read(lang, t),
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

/// The team form's fault in `lang` (CN 第12条's 队, 台次, 队员); a line-up's own fault is
/// worded by `event_words::lineup`, as a results file's is.
pub fn team(lang: Lang, e: &TeamFault) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut t, mut i, mut name, mut text) = (0, 0, String::new(), String::new());
    let (mut players, mut boards, mut round) = (0, 0, 0);
    let kind = match e {
        TeamFault::TooFewTeams => "too-few-teams",
        TeamFault::EmptyName(n) => {
            t = *n;
            "empty-name"
        }
        TeamFault::NoPlayers(n, who) => {
            (t, name) = (*n, who.clone());
            "no-players"
        }
        TeamFault::EmptyPlayer(n, p) => {
            (t, i) = (*n, *p);
            "empty-player"
        }
        TeamFault::Twice(n, who) => {
            (t, name) = (*n, who.clone());
            "twice"
        }
        TeamFault::AllPlayAllBoards => "all-play-all-boards",
        TeamFault::NoBoards => "no-boards",
        TeamFault::TooManyBoards(b, most) => {
            (boards, i) = (*b, *most);
            "too-many-boards"
        }
        TeamFault::TotalPlacesBoards => "total-places-boards",
        TeamFault::NotInFile(who) => {
            name = who.clone();
            "not-in-file"
        }
        TeamFault::Team(n, who, issue) => {
            (t, name) = (*n, who.clone());
            match issue {
                TeamIssue::TooFewPlayers(p, b) => {
                    (players, boards) = (*p, *b);
                    "too-few-players"
                }
                TeamIssue::DefaultLineup(l) => {
                    text = super::event_words::lineup(lang, l);
                    "default-lineup"
                }
                TeamIssue::RoundZero => "round-zero",
                TeamIssue::LineupSize(r, p, b) => {
                    (round, players) = (*r, *p);
                    match b {
                        Some(b) => {
                            boards = *b;
                            "lineup-size"
                        }
                        None => "lineup-empty",
                    }
                }
                TeamIssue::Lineup(r, l) => {
                    round = *r;
                    text = super::event_words::lineup(lang, l);
                    "lineup"
                }
                TeamIssue::TotalPlacesLineups => "total-places-lineups",
            }
        }
    };
    tr!(
        lang,
        "team-fault",
        kind = kind,
        t = t,
        i = i,
        name = name,
        text = text,
        players = players,
        boards = boards,
        round = round
    )
}

/// Why the results file cannot be taken up, in `lang`: as any file qili cannot read, or in
/// the results file's reader's words.
fn results_read(lang: Lang, e: &ResultsRead) -> String {
    match e {
        ResultsRead::Read { at, error } => {
            super::desk_words::cannot_read(lang, Path::new(at), error)
        }
        ResultsRead::Refused(e) => super::results_words::error(lang, e),
    }
}

/// The match the results file `at` holds in progress, not the one to go on with, in `lang`.
pub fn resume(lang: Lang, at: &str, e: &ResumeFault) -> String {
    if !lang.is_chinese() {
        return format!("{at}: {e}");
    }
    match e {
        ResumeFault::OtherMatch { cut, next } => tr!(
            lang,
            "resume-other-match",
            at = at.to_string(),
            cut_round = cut.0,
            cut_red = cut.1.clone(),
            cut_black = cut.2.clone(),
            round = next.0,
            red = next.1.clone(),
            black = next.2.clone()
        ),
        ResumeFault::OtherLineup { was, now } => {
            let show = |l: &BTreeMap<String, Vec<String>>| {
                l.iter()
                    .map(|(t, p)| format!("{t}：{}", p.join("、")))
                    .collect::<Vec<_>>()
                    .join("；")
            };
            tr!(
                lang,
                "resume-other-lineup",
                at = at.to_string(),
                was = was.as_ref().map_or("none".to_string(), show),
                now = show(now)
            )
        }
    }
}

/// A plan's fault in `lang`.
pub fn plan(lang: Lang, e: &PlanError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut text, mut r, mut n, mut most) = (String::new(), 0, 0, 0);
    let kind = match e {
        PlanError::OtherEvent {
            at,
            what,
            file,
            now,
        } => {
            let what = match what {
                EventPart::Rounds => "rounds",
                EventPart::GamesPerPairing => "games",
                other => other.name(),
            };
            return tr!(
                lang,
                "plan-other-event",
                at = at.clone(),
                what = what,
                file = shown(lang, file),
                now = shown(lang, now)
            );
        }
        PlanError::OtherSeed { at, seed, now } => {
            return tr!(
                lang,
                "plan-other-seed",
                at = at.clone(),
                seed = seed.to_string(),
                now = now.to_string()
            );
        }
        PlanError::OtherSettings { at, changes } => {
            let list: Vec<String> = changes
                .iter()
                .map(|(what, file, now)| setting(lang, what, file, now))
                .collect();
            return tr!(
                lang,
                "plan-other-settings",
                at = at.clone(),
                list = list.join("；")
            );
        }
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
        PlanError::Results(t) => return results_read(lang, t),
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

/// A value of a results file of another event (or of the plan) in `lang`.
fn shown(lang: Lang, value: &Shown) -> String {
    let (kind, n) = match value {
        Shown::Text(t) => return t.clone(),
        Shown::None => ("none", 0),
        Shown::NoTeams => ("no-teams", 0),
        Shown::NotGiven => ("not-given", 0),
        Shown::Named(n) => ("named", *n),
        Shown::Knockout {
            double,
            playoff,
            third_place,
        } => {
            return tr!(
                lang,
                "plan-knockout",
                elimination = if *double { "double" } else { "single" },
                playoff = playoff.clone(),
                third = if *third_place { "yes" } else { "no" }
            );
        }
    };
    tr!(lang, "plan-shown", kind = kind, n = n)
}

/// One setting the results file's games were played under that the plan changes, in `lang`:
/// the setting is known by the results reader's English name (`Play::differences`); one not
/// worded here is shown as it is.
fn setting(lang: Lang, what: &str, file: &str, now: &str) -> String {
    let what = match what {
        "rulebook (--rules)" => "rules",
        "time control" => "control",
        "start position (--fen)" => "start",
        "--enforce" => "enforce",
        "--timeout" => "timeout",
        "--time-margin" => "margin",
        other => other,
    };
    let start = |v: &str| {
        if v == "the start position" {
            tr!(lang, "plan-start-position")
        } else {
            v.to_string()
        }
    };
    tr!(
        lang,
        "plan-setting",
        what = what.to_string(),
        file = start(file),
        now = start(now)
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

/// `--font FILE` that cannot be used: `error` is the font reader's words (`not a font file: …`,
/// `no face N in the font file: …`).
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
        None => format!("--font {at}: {error}"),
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

/// Why `tournament check --cases DIR` has no cases to check (`DIR/competition` cannot be
/// listed or holds no case file), in `lang`: English as before (`DIR: no competition cases`,
/// `DIR: ` and the system's words).
pub fn check_unloaded(lang: Lang, error: &crate::tournament::case::LoadError) -> String {
    use crate::tournament::case::LoadError;
    match error {
        LoadError::Unlisted { dir, error } => super::errors::system(lang, dir, error),
        LoadError::Empty { dir } => tr!(lang, "check-no-cases", dir = dir.display().to_string()),
    }
}

/// Why a competition case file cannot be read, in `lang`: English as before; in Chinese the
/// file, then why (as a results file's unreadable file is said, serde_yaml's words as the
/// engines file's, the id that is not the file name, the empty title).
pub fn case_file(lang: Lang, error: &crate::tournament::case::CaseFileError) -> String {
    use crate::tournament::case::CaseFileFault;
    if !lang.is_chinese() {
        return error.to_string();
    }
    let (kind, text) = match &error.fault {
        CaseFileFault::Unreadable(e) => {
            return super::desk_words::cannot_read(lang, &error.path, e);
        }
        CaseFileFault::Yaml(message) => ("yaml", super::yaml_words::words(lang, message)),
        CaseFileFault::Id(id) => ("id", id.clone()),
        CaseFileFault::EmptyTitle(tag) => ("empty-title", (*tag).to_string()),
    };
    tr!(
        lang,
        "check-case-file",
        path = error.path.display().to_string(),
        kind = kind,
        text = text
    )
}

/// `tournament check` given a case id that is none of its cases, in `lang`.
pub fn check_no_case(lang: Lang, id: &str) -> String {
    tr!(lang, "check-no-case", id = id.to_string())
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
