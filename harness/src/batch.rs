//! Batch adjudication: one request a line in, one answer a line out, in order.
//!
//! Each input line is a JSON object with the fields of a [`Request`] — `fen` and `moves`, and
//! `rules` when the line should be ruled under another book than the batch's. Its answer is the
//! object `qili adjudicate --json` prints for the same question ([`Answer`]), on one line. A line
//! that cannot be read gets `{"line": N, "error": "<what is wrong>", "field": "<field>"}` instead
//! (`field` only where one field is at fault, as in the HTTP API's errors), and the batch goes on.

use crate::request::{Answer, Request};
use qili_oracle::verdict::Adjudication;
use serde_json::{Value, json};
use std::io::{self, BufRead, Read, Write};

/// The longest line read: a request is a FEN and a loop, a few hundred bytes; the HTTP API
/// takes bodies up to the same size. A longer line gets an error object and is skipped.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// How a batch went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Lines answered with a ruling.
    pub answered: usize,
    /// Lines answered with an error object.
    pub errors: usize,
}

/// A line that could not be read: the field at fault (if one is) and what is wrong.
struct LineError {
    field: Option<String>,
    message: String,
}

impl LineError {
    fn whole(message: impl Into<String>) -> LineError {
        LineError {
            field: None,
            message: message.into(),
        }
    }

    fn to_json(&self, line: usize) -> Value {
        match &self.field {
            Some(field) => json!({"line": line, "error": self.message, "field": field}),
            None => json!({"line": line, "error": self.message}),
        }
    }
}

/// What one input line gets: a ruling, or an error object.
enum Reply {
    Ruled(Box<Adjudication>),
    Error(Value),
}

/// The answer to one input line (numbered from 1), ruled under `rules` unless the line names its
/// own rulebook: the ruling, or an error object.
fn answer_line(rules: &str, line: usize, text: &str) -> Reply {
    match read_line(rules, text) {
        Ok(request) => match request.read() {
            Ok(question) => Reply::Ruled(Box::new(question.adjudicate())),
            Err(e) => Reply::Error(
                LineError {
                    field: Some(e.field.to_string()),
                    message: e.to_string(),
                }
                .to_json(line),
            ),
        },
        Err(e) => Reply::Error(e.to_json(line)),
    }
}

/// Reads a line into a request: a JSON object whose values are strings, with no field a
/// [`Request`] does not have.
fn read_line(rules: &str, text: &str) -> Result<Request, LineError> {
    if text.trim().is_empty() {
        return Err(LineError::whole("empty line: expected a JSON object"));
    }
    let value: Value =
        serde_json::from_str(text).map_err(|e| LineError::whole(format!("not JSON: {e}")))?;
    let Value::Object(mut fields) = value else {
        return Err(LineError::whole("expected a JSON object"));
    };
    if let Some((name, _)) = fields.iter().find(|(_, v)| !v.is_string()) {
        return Err(LineError {
            field: Some(name.clone()),
            message: format!("{name}: expected a string"),
        });
    }
    fields
        .entry("rules")
        .or_insert_with(|| Value::String(rules.to_string()));
    serde_json::from_value(Value::Object(fields)).map_err(field_error)
}

/// Names the field of serde's "unknown field `x`, expected one of …" and "missing field `x`"
/// messages, which are kept as they are.
fn field_error(e: serde_json::Error) -> LineError {
    let message = e.to_string();
    let field = message
        .split('`')
        .nth(1)
        .filter(|_| message.starts_with("unknown field") || message.starts_with("missing field"))
        .map(str::to_string);
    LineError { field, message }
}

/// Reading the requests or writing the answers failed.
#[derive(Debug)]
pub enum BatchError {
    /// The input could not be read.
    Read(io::Error),
    /// The output could not be written (a closed pipe among others).
    Write(io::Error),
}

/// Answers every line of `input` on `output`, in order. With `flush_each`, each answer is
/// flushed as soon as it is written, so that a program can ask one question at a time through a
/// pipe. Fails only when reading or writing fails.
pub fn run(
    rules: &str,
    input: &mut impl BufRead,
    output: &mut impl Write,
    flush_each: bool,
) -> Result<Summary, BatchError> {
    let write = BatchError::Write;
    let mut summary = Summary::default();
    let mut buf = Vec::new();
    let mut line = 0;
    loop {
        buf.clear();
        let limit = MAX_LINE_BYTES as u64 + 1;
        if Read::take(&mut *input, limit)
            .read_until(b'\n', &mut buf)
            .map_err(BatchError::Read)?
            == 0
        {
            break;
        }
        line += 1;
        let answer = if buf.len() > MAX_LINE_BYTES && !buf.ends_with(b"\n") {
            skip_line(input).map_err(BatchError::Read)?;
            Reply::Error(
                LineError::whole(format!("longer than {MAX_LINE_BYTES} bytes: not a request"))
                    .to_json(line),
            )
        } else {
            match std::str::from_utf8(&buf) {
                Ok(text) => answer_line(rules, line, text.trim_end_matches(['\n', '\r'])),
                Err(e) => Reply::Error(LineError::whole(format!("not UTF-8: {e}")).to_json(line)),
            }
        };
        let written = match &answer {
            Reply::Ruled(adj) => {
                summary.answered += 1;
                serde_json::to_writer(&mut *output, &Answer::of(adj))
            }
            Reply::Error(error) => {
                summary.errors += 1;
                serde_json::to_writer(&mut *output, error)
            }
        };
        written.map_err(|e| write(e.into()))?;
        output.write_all(b"\n").map_err(write)?;
        if flush_each {
            output.flush().map_err(write)?;
        }
    }
    output.flush().map_err(write)?;
    Ok(summary)
}

/// Reads past the rest of an overlong line, a piece at a time, without keeping it.
fn skip_line(input: &mut impl BufRead) -> io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = chunk.len();
                input.consume(n);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_overlong_line_gets_an_error_and_the_batch_goes_on() {
        let long = "x".repeat(MAX_LINE_BYTES + 10);
        let good = r#"{"fen": "3k5/9/9/9/9/9/9/9/R8/5K3 w", "moves": "a1a2"}"#;
        let input = format!("{long}\n{good}\n");
        let mut out = Vec::new();
        let summary = run("axf", &mut input.as_bytes(), &mut out, false).expect("runs");
        assert_eq!((summary.answered, summary.errors), (1, 1));
        let text = String::from_utf8(out).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].contains("longer than 65536 bytes"), "{}", lines[0]);
        assert!(lines[1].contains("\"verdict\":\"none\""), "{}", lines[1]);
    }
}
