//! Why `qili tournament run` cannot start: a fault of its engines file ([`FieldError`]) or of
//! its plan, the options that shape the event ([`PlanError`]). Each is data, with an English
//! `Display` word for word as qili always printed it; the harness words it in Chinese
//! (`cli/field_words.rs`). A text from another reader (the YAML reader's words, a team's
//! check, a results file's fault) is carried as it is.

use super::team_fault::TeamFault;
use crate::files::ReadError;
use qili_tournament::results_fault::ResultsError;

/// A fault of the engines file `at` (its path as shown).
#[derive(Clone, Debug, PartialEq)]
pub struct FieldError {
    /// The engines file (or, for [`FieldFault::NotInFile`], the results file), as shown.
    pub at: String,
    /// What is wrong.
    pub fault: FieldFault,
}

/// What is wrong with an engines file.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldFault {
    /// The file cannot be read (missing, not a file, too big, not UTF-8).
    Read(crate::files::ReadError),
    /// The YAML reader's words (`serde_yaml`), with its line and column.
    Yaml(String),
    /// Both `engines` and `teams` are listed.
    Both,
    /// `boards` or `team_event` without `teams`.
    TeamWordsAlone,
    /// Fewer than two engines.
    TooFew,
    /// `engines[i]` has an empty name.
    EmptyName(usize),
    /// `engines[i]` repeats the name of an engine before it.
    Twice(usize, String),
    /// The team form's fault (`EngineTeams::new`, `in_order`).
    Teams(Box<TeamFault>),
    /// A player the results file lists is not in the engines file (`at` is the results file).
    NotInFile(String),
    /// The results file cannot be read, or its reader refuses it.
    Results(ResultsRead),
}

/// Why a results file cannot be taken up: the file cannot be read, or its reader refuses
/// what it holds (or the event the plan would write in it). Data, worded in the language asked
/// for by the harness.
#[derive(Clone, Debug, PartialEq)]
pub enum ResultsRead {
    /// The file cannot be read (not a regular file, too big, the system's refusal).
    Read {
        /// The results file, as shown.
        at: String,
        /// Why.
        error: ReadError,
    },
    /// The results file's reader refuses it (naming the file, and the line where it can), or
    /// the results file's checks refuse the event the plan makes (naming neither).
    Refused(Box<ResultsError>),
}

impl std::fmt::Display for ResultsRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResultsRead::Read { at, error } => write!(f, "{at}: {error}"),
            ResultsRead::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = &self.at;
        match &self.fault {
            FieldFault::Read(e) => write!(f, "{at}: {e}"),
            FieldFault::Yaml(e) => write!(f, "{at}: {e}"),
            FieldFault::Teams(e) => write!(f, "{at}: {e}"),
            FieldFault::Results(e) => write!(f, "{e}"),
            FieldFault::Both => write!(
                f,
                "{at}: list `engines` (an individual event) or `teams` (a team event), not both"
            ),
            FieldFault::TeamWordsAlone => write!(
                f,
                "{at}: boards and team_event are for a team event, which lists its `teams`"
            ),
            FieldFault::TooFew => write!(f, "{at}: an event needs at least two engines"),
            FieldFault::EmptyName(i) => write!(f, "{at}: engines[{i}]: the name is empty"),
            FieldFault::Twice(i, name) => {
                write!(f, "{at}: engines[{i}]: '{name}' is listed twice")
            }
            FieldFault::NotInFile(name) => write!(f, "{at}: '{name}' is not in the engines file"),
        }
    }
}

/// A plan (the options of `tournament run`) that cannot make the event.
#[derive(Clone, Debug, PartialEq)]
pub enum PlanError {
    /// A team event under a book that scores none (its citation).
    NoTeamBook(String),
    /// `--double` with a Swiss event.
    DoubleSwiss,
    /// A knockout whose `--playoff` does not end in lots or higher-seed.
    KnockoutUndecided,
    /// `--elimination`, `--playoff` or `--third-place` without a knockout.
    KnockoutOptions,
    /// `--groups` without a round robin.
    GroupsNotRoundRobin,
    /// `--rounds` off a round robin's order table: rounds asked, players, the table's rounds.
    RoundRobinRounds(u32, u32, u32),
    /// A Swiss event without `--rounds`.
    SwissNoRounds,
    /// `--rounds 0`.
    NoRounds,
    /// More Swiss rounds than the players can play without a rematch: rounds, players, most.
    SwissTooMany(u32, u32, u32),
    /// `--rounds` with a knockout.
    KnockoutRounds(u32),
    /// The results file `at` is of another event: its `what` is `file`, not `now`.
    OtherEvent {
        /// The results file, as shown.
        at: String,
        /// What differs.
        what: EventPart,
        /// The file's.
        file: Shown,
        /// The plan's.
        now: Shown,
    },
    /// The results file `at` draws its lots with the seed `seed`, not `now`.
    OtherSeed {
        /// The results file, as shown.
        at: String,
        /// The file's seed.
        seed: u64,
        /// `--seed`.
        now: u64,
    },
    /// The games of the results file `at` were played under other settings: each setting's
    /// name, the file's value and the plan's, in the results reader's words.
    OtherSettings {
        /// The results file, as shown.
        at: String,
        /// What differs: the setting, the file's, the plan's.
        changes: Vec<(String, String, String)>,
    },
    /// The results file cannot be read, or its reader refuses it.
    Results(ResultsRead),
    /// Anything else (the rule table's competition part unreadable), in its own words.
    Other(String),
}

/// What a results file of another event differs in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventPart {
    /// The players.
    Players,
    /// The teams and their rosters.
    Teams,
    /// The kind of team event.
    TeamEvent,
    /// The boards of a match.
    Boards,
    /// The pairing system.
    System,
    /// The number of rounds.
    Rounds,
    /// The groups.
    Groups,
    /// The knockout's elimination, play-off and third-place match.
    Knockout,
    /// The games of a pairing.
    GamesPerPairing,
}

impl EventPart {
    /// The English word (and the catalogue's key).
    pub fn name(self) -> &'static str {
        match self {
            EventPart::Players => "players",
            EventPart::Teams => "teams",
            EventPart::TeamEvent => "team_event",
            EventPart::Boards => "boards",
            EventPart::System => "system",
            EventPart::Rounds => "number of rounds",
            EventPart::Groups => "groups",
            EventPart::Knockout => "knockout",
            EventPart::GamesPerPairing => "games per pairing",
        }
    }
}

/// A value of a results file of another event, or of the plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A value in the file's own words (names, a number, a system).
    Text(String),
    /// No value (no groups, no team event).
    None,
    /// No teams: an individual event.
    NoTeams,
    /// Not given (boards, rounds).
    NotGiven,
    /// Groups given by name: how many.
    Named(usize),
    /// A knockout's settings: double elimination (else single), the play-off's steps as
    /// written (`games:2, lots`), a match for third place.
    Knockout {
        /// 双败淘汰制 rather than 单淘汰制.
        double: bool,
        /// The play-off's steps, as the options write them.
        playoff: String,
        /// The semi-finals' losers play for third place.
        third_place: bool,
    },
}

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Shown::Text(t) => f.write_str(t),
            Shown::None => f.write_str("none"),
            Shown::NoTeams => f.write_str("none (an individual event)"),
            Shown::NotGiven => f.write_str("not given"),
            Shown::Named(n) => write!(f, "{n} named"),
            Shown::Knockout {
                double,
                playoff,
                third_place,
            } => {
                let kind = if *double { "double" } else { "single" };
                let third = if *third_place {
                    ", a match for third place"
                } else {
                    ""
                };
                write!(f, "{kind} elimination, play-off [{playoff}]{third}")
            }
        }
    }
}

impl std::fmt::Display for PlanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlanError::NoTeamBook(cite) => write!(
                f,
                "{cite} scores no team event (its 成绩计算 counts games and two-game matches of two \
                 players) and gives no team colours; play a team event under --rules cn \
                 (第13.2–13.4条, 第14.2条, 第15.3、15.4条)"
            ),
            PlanError::DoubleSwiss => f.write_str(
                "a two-game event (--double) is a round robin here; 附录二 pairs one game",
            ),
            PlanError::KnockoutUndecided => f.write_str(
                "a knockout of engines needs a play-off that always decides (--playoff ending in \
                 lots or higher-seed, e.g. --playoff games:2 --playoff lots): a drawn match must \
                 not stop the event",
            ),
            PlanError::KnockoutOptions => {
                f.write_str("--elimination, --playoff and --third-place are for a knockout")
            }
            PlanError::GroupsNotRoundRobin => {
                f.write_str("--groups is for a round robin in groups (分组循环制)")
            }
            PlanError::RoundRobinRounds(r, n, table) => write!(
                f,
                "--rounds {r}: a round robin of {n} players has the order table's \
                 {table} rounds (CN 附录一); leave --rounds out"
            ),
            PlanError::SwissNoRounds => f.write_str(
                "a Swiss event needs --rounds (附录二 二: 预先确定并宣布比赛进行若干轮)",
            ),
            PlanError::NoRounds => f.write_str("--rounds 0: an event has at least one round"),
            PlanError::SwissTooMany(r, n, most) => write!(
                f,
                "--rounds {r}: {n} players can meet in at most {most} rounds without \
                 a rematch (附录二 三(二))"
            ),
            PlanError::KnockoutRounds(r) => write!(
                f,
                "--rounds {r}: a knockout has the rounds of its bracket; leave --rounds out"
            ),
            PlanError::OtherEvent {
                at,
                what,
                file,
                now,
            } => write!(
                f,
                "{at}: this results file is of another event: its {} is {file}, not {now} \
                 (give another --results file, or the same options)",
                what.name()
            ),
            PlanError::OtherSeed { at, seed, now } => write!(
                f,
                "{at}: this results file's lots are drawn with seed {seed}, not {now} (give \
                 --seed {seed}, or another --results file)"
            ),
            PlanError::OtherSettings { at, changes } => {
                let list: Vec<String> = changes
                    .iter()
                    .map(|(what, file, now)| format!("its {what} is {file}, not {now}"))
                    .collect();
                write!(
                    f,
                    "{at}: the games of this results file were played under other settings: {} \
                     (resume with the same options, or give another --results file)",
                    list.join("; ")
                )
            }
            PlanError::Results(e) => write!(f, "{e}"),
            PlanError::Other(e) => f.write_str(e),
        }
    }
}
