//! What is wrong in the files `qili match merge` is given, as data: its `Display` is the
//! English, worded in another language by [`MergeError::words`].

use crate::i18n::{Lang, tr};
use std::fmt;

/// Why the shards of a match cannot be merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    /// A JSON report that does not read: the JSON reader's words.
    Json {
        /// The file.
        file: String,
        /// The reader's words.
        error: String,
    },
    /// A report of another match (its rulebook, engines or settings differ).
    AnotherMatch {
        /// The file.
        file: String,
    },
    /// A round in two JSON reports.
    RoundTwice {
        /// The round.
        round: usize,
        /// The file it was first found in.
        first: String,
        /// The file it was found in again.
        second: String,
    },
    /// A PGN game without a `[Round]` tag.
    NoRound {
        /// The file.
        file: String,
        /// The line the game begins on.
        line: usize,
    },
    /// A round twice in the PGN files.
    PgnRoundTwice {
        /// The file it was found in again.
        file: String,
        /// The round.
        round: usize,
        /// Where it was first found: the file and line.
        first: (String, usize),
    },
    /// The JSON reports and the PGN files hold different games.
    Disagree(Vec<Disagreement>),
}

/// A way the JSON reports and the PGN files differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// Rounds (as [`super::rounds_text`] writes them) in the JSON and in no PGN file.
    OnlyJson(String),
    /// Rounds in the PGN files and in no JSON report.
    OnlyPgn(String),
    /// A round whose red, black or result differ: the JSON's, the PGN's and where it is.
    Differ {
        /// The round.
        round: usize,
        /// Red, black and the result in the JSON.
        json: [String; 3],
        /// The PGN's file and line.
        at: (String, usize),
        /// White (red), Black and Result in the PGN.
        pgn: [String; 3],
    },
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl MergeError {
    /// The error in `lang`: in English the words `qili match merge` always printed; the JSON
    /// reader's words worded in `lang` (`crate::cli::json_words`), the names in the files as
    /// they are.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            MergeError::Json { file, error } => match lang.is_chinese() {
                true => tr!(
                    lang,
                    "merge-json",
                    file = file.clone(),
                    error = crate::cli::json_words::at(lang, error)
                ),
                false => format!("{file}: {error}"),
            },
            MergeError::AnotherMatch { file } => match lang.is_chinese() {
                true => tr!(lang, "merge-another-match", file = file.clone()),
                false => format!(
                    "{file} is a report of another match (its rulebook, engines or settings \
                     differ from the first report's)"
                ),
            },
            MergeError::RoundTwice {
                round,
                first,
                second,
            } => match lang.is_chinese() {
                true => tr!(
                    lang,
                    "merge-round-twice",
                    round = *round,
                    first = first.clone(),
                    second = second.clone()
                ),
                false => format!("round {round} is in both {first} and {second}"),
            },
            MergeError::NoRound { file, line } => match lang.is_chinese() {
                true => tr!(lang, "merge-no-round", file = file.clone(), line = *line),
                false => format!("{file}: the game at line {line} has no [Round]"),
            },
            MergeError::PgnRoundTwice { file, round, first } => match lang.is_chinese() {
                true => tr!(
                    lang,
                    "merge-pgn-round-twice",
                    file = file.clone(),
                    round = *round,
                    other = first.0.clone(),
                    line = first.1
                ),
                false => format!(
                    "{file}: round {round} is there twice (or in another file: {}: line {})",
                    first.0, first.1
                ),
            },
            MergeError::Disagree(faults) => {
                let faults: Vec<String> = faults.iter().map(|d| d.words(lang)).collect();
                match lang.is_chinese() {
                    true => tr!(lang, "merge-disagree", faults = faults.join("；")),
                    false => format!(
                        "the JSON reports and the PGN files do not hold the same games: {}",
                        faults.join("; ")
                    ),
                }
            }
        }
    }
}

impl Disagreement {
    fn words(&self, lang: Lang) -> String {
        match self {
            Disagreement::OnlyJson(rounds) => match lang.is_chinese() {
                true => tr!(lang, "merge-only-json", rounds = rounds.clone()),
                false => format!("rounds {rounds} are in the JSON reports and in no PGN file"),
            },
            Disagreement::OnlyPgn(rounds) => match lang.is_chinese() {
                true => tr!(lang, "merge-only-pgn", rounds = rounds.clone()),
                false => format!("rounds {rounds} are in the PGN files and in no JSON report"),
            },
            Disagreement::Differ {
                round,
                json,
                at,
                pgn,
            } => match lang.is_chinese() {
                true => tr!(
                    lang,
                    "merge-differ",
                    round = *round,
                    red = json[0].clone(),
                    black = json[1].clone(),
                    result = json[2].clone(),
                    file = at.0.clone(),
                    line = at.1,
                    white_pgn = pgn[0].clone(),
                    black_pgn = pgn[1].clone(),
                    result_pgn = pgn[2].clone()
                ),
                false => format!(
                    "round {round}: the JSON has {} (red) vs {} (black) {}, the PGN ({}: line {}) \
                     {} vs {} {}",
                    json[0], json[1], json[2], at.0, at.1, pgn[0], pgn[1], pgn[2]
                ),
            },
        }
    }
}
