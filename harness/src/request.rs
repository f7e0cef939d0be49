//! One adjudication request — a rulebook, a position and a loop — read from text and answered
//! with the JSON object of the CLI contract. `qili adjudicate --json` prints this answer; every
//! other way of asking (a batch, the HTTP API) must answer with the same function, so that the
//! same question always gets the same bytes.

use qili_oracle::notation::parse_moves;
use qili_oracle::rules::{Rulebook, rulebook, rulebooks};
use qili_oracle::verdict::{Adjudication, adjudicate_given};
use qili_oracle::{AssumeError, Color, Given, Move, Position, Square};
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// A question as a user writes it: every field still text.
#[derive(Clone, Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The rulebook id: `axf` or `cn`.
    pub rules: String,
    /// The position before the first move.
    pub fen: String,
    /// The moves, in any notation qili reads, separated by spaces.
    pub moves: String,
    /// What the arbiter states as given: `KEY=VALUE` items separated by spaces or commas
    /// (`drawing-post=black`, CN 第27.3条); absent or empty: nothing.
    #[serde(default)]
    pub assume: String,
}

/// A request that could not be read, naming the field at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestError {
    /// The field: `rules`, `fen`, `moves` or `assume`.
    pub field: &'static str,
    /// The offending value, where quoting it helps (a rulebook id, a FEN).
    pub value: Option<String>,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.value {
            Some(v) => write!(f, "{} '{v}': {}", self.field, self.message),
            None => write!(f, "{}: {}", self.field, self.message),
        }
    }
}

/// A request read and checked: the rulebook, the start position and the legal moves.
#[derive(Clone, Debug)]
pub struct Question {
    /// The rulebook to rule under.
    pub book: &'static Rulebook,
    /// The position before the first move.
    pub start: Position,
    /// The moves, each legal in turn.
    pub moves: Vec<Move>,
    /// What the arbiter states as given.
    pub given: Given,
}

impl Request {
    /// Reads the request: a known rulebook, a legal position, moves legal in turn.
    pub fn read(&self) -> Result<Question, RequestError> {
        let book = read_rulebook(&self.rules)?;
        let start = Position::from_fen(&self.fen).map_err(|e| RequestError {
            field: "fen",
            value: Some(self.fen.clone()),
            message: e.to_string(),
        })?;
        let moves = parse_moves(&start, &self.moves).map_err(|e| RequestError {
            field: "moves",
            value: None,
            message: e.to_string(),
        })?;
        let given = read_given(&self.assume).map_err(|e| RequestError {
            field: "assume",
            value: None,
            message: e.to_string(),
        })?;
        Ok(Question {
            book,
            start,
            moves,
            given,
        })
    }
}

/// What the arbiter states as given, from a request's `assume`: `KEY=VALUE` items separated by
/// spaces or commas; the first that cannot be read is the error.
pub fn read_given(assume: &str) -> Result<Given, AssumeError> {
    let mut given = Given::default();
    let items = assume
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|a| !a.is_empty());
    for a in items {
        given.assume(a)?;
    }
    Ok(given)
}

/// The rulebook with this id, or an error listing the known ids.
pub fn read_rulebook(id: &str) -> Result<&'static Rulebook, RequestError> {
    rulebook(id).ok_or_else(|| {
        let known: Vec<&str> = rulebooks().iter().map(|b| b.id.as_str()).collect();
        RequestError {
            field: "rules",
            value: Some(id.to_string()),
            message: format!("expected one of {}", known.join(", ")),
        }
    })
}

impl Question {
    /// Rules the loop.
    pub fn adjudicate(&self) -> Adjudication {
        adjudicate_given(self.book, &self.start, &self.moves, &self.given)
    }
}

/// The answer as `qili adjudicate --json` prints it, byte for byte: [`answer`] as indented
/// JSON, and a newline.
pub fn answer_text(adj: &Adjudication) -> String {
    let mut text = serde_json::to_string_pretty(&Answer::of(adj)).expect("an answer serializes");
    text.push('\n');
    text
}

/// The JSON object of the CLI contract: `rules`, `verdict`, `article`, `why`, `plies`, `cycle`,
/// `occurrences`, `violations`, and `move_limit` (null unless reached). Its keys come in
/// alphabetical order at every level, as [`Answer`] writes them.
pub fn answer(adj: &Adjudication) -> Value {
    serde_json::to_value(Answer::of(adj)).expect("an answer serializes")
}

/// The answer of the CLI contract as it is written, without building a JSON value first: the
/// fields of every object are declared in alphabetical order, so that it writes the very bytes
/// that [`answer`]'s value writes.
#[derive(Serialize)]
pub struct Answer<'a> {
    article: &'a str,
    cycle: Option<CycleSpan>,
    move_limit: Option<Reached<'a>>,
    occurrences: usize,
    plies: Vec<Ply>,
    rules: &'a str,
    verdict: &'static str,
    violations: Violations<'a>,
    why: &'a str,
}

#[derive(Serialize)]
struct CycleSpan {
    first: usize,
    last: usize,
}

#[derive(Serialize)]
struct Reached<'a> {
    article: &'a str,
    verdict: &'static str,
    why: &'a str,
}

#[derive(Serialize)]
struct Ply {
    class: [&'static str; 1],
    #[serde(rename = "move")]
    mv: Move,
    ply: usize,
    side: &'static str,
    targets: Vec<Square>,
}

#[derive(Serialize)]
struct Violations<'a> {
    black: &'a Option<String>,
    red: &'a Option<String>,
}

impl<'a> Answer<'a> {
    /// The answer to an adjudication.
    pub fn of(adj: &'a Adjudication) -> Answer<'a> {
        Answer {
            article: &adj.ruling.article,
            cycle: adj.cycle.map(|c| CycleSpan {
                first: c.first,
                last: c.last,
            }),
            move_limit: adj.move_limit.as_ref().map(|r| Reached {
                article: &r.article,
                verdict: r.verdict.name(),
                why: &r.why,
            }),
            occurrences: adj.cycle.map_or(1, |c| c.occurrences),
            plies: adj
                .plies
                .iter()
                .map(|p| Ply {
                    class: [p.class.name()],
                    mv: p.mv,
                    ply: p.ply,
                    side: p.side.name(),
                    targets: p.targets.iter().map(|t| t.square).collect(),
                })
                .collect(),
            rules: &adj.rules,
            verdict: adj.ruling.verdict.name(),
            violations: Violations {
                black: &adj.violations[Color::Black.index()],
                red: &adj.violations[Color::Red.index()],
            },
            why: &adj.ruling.why,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_oracle::Verdict;
    use qili_oracle::verdict::Ruling;

    #[test]
    fn the_answer_writes_the_bytes_of_its_json_value() {
        let request = Request {
            rules: "axf".into(),
            fen: "3k5/9/9/9/9/9/9/9/R8/5K3 w".into(),
            moves: "a1a2 d9e9 a2a1 e9d9 a1a2".into(),
            assume: String::new(),
        };
        let mut adj = request.read().expect("a good request").adjudicate();
        // Every optional part filled, so that each nested object is written too.
        adj.violations = [Some("red's pattern".into()), Some("black's pattern".into())];
        adj.move_limit = Some(Ruling {
            verdict: Verdict::Draw,
            article: "an article".into(),
            why: "a reason".into(),
        });
        assert!(adj.cycle.is_some() && !adj.plies.is_empty());
        // The value's maps keep their keys sorted: a field declared out of order would show.
        let direct = serde_json::to_string(&Answer::of(&adj)).expect("serializes");
        let value = serde_json::to_string(&answer(&adj)).expect("serializes");
        assert_eq!(direct, value);
        assert!(
            direct.contains(r#""move_limit":{"article":"an article""#),
            "{direct}"
        );
    }
}
