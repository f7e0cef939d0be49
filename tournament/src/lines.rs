//! Where things are in a JSON text: the line of each top-level key, of each key of a top-level
//! object, and of each element of a top-level array (`games[3]`, `fouls.A`), so that an error
//! found after parsing can still name its line. serde_json reports the line of a syntax error
//! itself; this finds the lines of values that parse but do not make sense.

use std::collections::HashMap;

/// An open object or array: its path, whether it is an array, the next element's index, and
/// (objects) the key last read.
struct Frame {
    path: String,
    array: bool,
    index: usize,
    key: Option<String>,
}

/// The line (1-based) of each value down to the second level, by path: `players`, `games[0]`,
/// `withdrawn.X`.
#[derive(Debug, Default)]
pub struct Lines(HashMap<String, usize>);

impl Lines {
    /// Scans a JSON text. Malformed text gives whatever lines were found before the fault
    /// (serde_json reports the fault itself).
    pub fn of(text: &str) -> Lines {
        let mut found = HashMap::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut line = 1;
        let mut chars = text.chars().peekable();
        // Whether the next value in the innermost container has not started yet.
        let mut awaiting_value = true;
        while let Some(c) = chars.next() {
            match c {
                '\n' => line += 1,
                ' ' | '\t' | '\r' => {}
                '"' => {
                    let mut s = String::new();
                    while let Some(c) = chars.next() {
                        match c {
                            '\\' => {
                                if let Some(e) = chars.next() {
                                    s.push(e);
                                }
                            }
                            '"' => break,
                            '\n' => {
                                line += 1;
                                s.push(c);
                            }
                            _ => s.push(c),
                        }
                    }
                    let is_key = matches!(stack.last(), Some(f) if !f.array && f.key.is_none());
                    if is_key {
                        if let Some(f) = stack.last_mut() {
                            f.key = Some(s);
                        }
                        awaiting_value = true;
                    } else {
                        Self::record(&mut found, &mut stack, line, awaiting_value);
                        awaiting_value = false;
                    }
                }
                ':' => awaiting_value = true,
                ',' => {
                    if let Some(f) = stack.last_mut() {
                        if f.array {
                            f.index += 1;
                        } else {
                            f.key = None;
                        }
                    }
                    awaiting_value = true;
                }
                '{' | '[' => {
                    let path = Self::record(&mut found, &mut stack, line, awaiting_value);
                    stack.push(Frame {
                        path,
                        array: c == '[',
                        index: 0,
                        key: None,
                    });
                    awaiting_value = true;
                }
                '}' | ']' => {
                    stack.pop();
                    awaiting_value = false;
                }
                _ => {
                    // A number, true, false or null.
                    Self::record(&mut found, &mut stack, line, awaiting_value);
                    awaiting_value = false;
                }
            }
        }
        Lines(found)
    }

    /// Notes the line where a value starts, if it starts here; returns its path.
    fn record(
        found: &mut HashMap<String, usize>,
        stack: &mut [Frame],
        line: usize,
        starts: bool,
    ) -> String {
        let path = match stack.last() {
            None => String::new(),
            Some(f) if f.array => format!("{}[{}]", f.path, f.index),
            Some(f) => {
                let key = f.key.clone().unwrap_or_default();
                if f.path.is_empty() {
                    key
                } else {
                    format!("{}.{key}", f.path)
                }
            }
        };
        if starts && stack.len() <= 2 {
            found.entry(path.clone()).or_insert(line);
        }
        path
    }

    /// The line of a path, if it was found.
    pub fn get(&self, path: &str) -> Option<usize> {
        self.0.get(path).copied()
    }

    /// The line of a path, or of its nearest parent that was found.
    pub fn line(&self, path: &str) -> Option<usize> {
        let mut p = path;
        loop {
            if let Some(l) = self.get(p) {
                return Some(l);
            }
            p = &p[..p.rfind(['.', '['])?];
        }
    }

    /// "line N: " for a path, or the line of its parent, or nothing.
    pub fn at(&self, path: &str) -> String {
        self.line(path)
            .map_or(String::new(), |l| format!("line {l}: "))
    }
}
