//! What the arbiter states as given: judgements a book leaves to the arbiter, which the oracle
//! never makes itself but applies when told.
//!
//! CN 第27.3条: "占据防守要点，立即构成简明和棋，附带产生的捉士相（象），按闲处理" — whether a post
//! holds a simple (theoretical) draw is a judgement of the position as a whole, not something a
//! loop's moves show. A case (`assume:`) or `qili adjudicate --assume drawing-post=<side>` states
//! it; the book's rule table says what follows from it.

use crate::board::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The givens of one adjudication. Empty by default: nothing is assumed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Given {
    /// The sides whose moves in the loop hold a defensive post that draws at once (CN 第27.3条,
    /// 细则 13): their incidental chases of the pieces the book names are idle.
    #[serde(default)]
    pub drawing_post: Vec<Color>,
}

impl Given {
    /// Whether nothing is assumed.
    pub fn is_empty(&self) -> bool {
        self.drawing_post.is_empty()
    }

    /// Whether `color` is given to hold a drawing post.
    pub fn holds_post(&self, color: Color) -> bool {
        self.drawing_post.contains(&color)
    }

    /// Adds one assumption written `drawing-post=red` or `drawing-post=black` (the form of
    /// `qili adjudicate --assume`).
    pub fn assume(&mut self, text: &str) -> Result<(), AssumeError> {
        let (key, value) = text
            .split_once('=')
            .ok_or_else(|| AssumeError::NotKeyValue {
                text: text.to_string(),
            })?;
        match key.trim().replace('_', "-").as_str() {
            "drawing-post" => {
                let color = match value.trim() {
                    "red" => Color::Red,
                    "black" => Color::Black,
                    other => {
                        return Err(AssumeError::NotASide {
                            text: text.to_string(),
                            value: other.to_string(),
                        });
                    }
                };
                if !self.drawing_post.contains(&color) {
                    self.drawing_post.push(color);
                }
                Ok(())
            }
            other => Err(AssumeError::UnknownKey {
                text: text.to_string(),
                key: other.to_string(),
            }),
        }
    }

    /// The same givens with the colours exchanged.
    pub fn color_swapped(&self) -> Given {
        Given {
            drawing_post: self.drawing_post.iter().map(|c| c.opponent()).collect(),
        }
    }

    /// A sentence naming what is given, for explanations.
    pub fn describe(&self) -> String {
        let sides: Vec<&str> = self.drawing_post.iter().map(|c| c.name()).collect();
        if sides.is_empty() {
            String::new()
        } else {
            format!("given: {} holds a drawing post", sides.join(" and "))
        }
    }
}

/// Why an assumption written on the command line (or in a batch line's `assume`) cannot be
/// read: the facts, for the harness to word in any language; [`fmt::Display`] is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssumeError {
    /// The text is not `KEY=VALUE`.
    NotKeyValue {
        /// The assumption as written.
        text: String,
    },
    /// A drawing post given for something that is no side.
    NotASide {
        /// The assumption as written.
        text: String,
        /// The value that names no side.
        value: String,
    },
    /// A key that names no assumption.
    UnknownKey {
        /// The assumption as written.
        text: String,
        /// The key, as read (trimmed, `_` as `-`).
        key: String,
    },
}

/// The keys an assumption may have, in the order the help lists them.
pub const KEYS: [&str; 1] = ["drawing-post"];

impl fmt::Display for AssumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AssumeError::NotKeyValue { text } => {
                write!(f, "'{text}': expected KEY=VALUE, e.g. drawing-post=black")
            }
            AssumeError::NotASide { text, value } => write!(
                f,
                "'{text}': drawing-post is given for a side, red or black, not '{value}'"
            ),
            AssumeError::UnknownKey { text, key } => write!(
                f,
                "'{text}': unknown assumption '{key}' (known: {})",
                KEYS.join(", ")
            ),
        }
    }
}

impl std::error::Error for AssumeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assumptions_read_from_the_command_line_form() {
        let mut g = Given::default();
        assert!(g.is_empty());
        g.assume("drawing-post=black").unwrap();
        g.assume("drawing_post = black").unwrap();
        assert_eq!(g.drawing_post, [Color::Black]);
        assert!(g.holds_post(Color::Black) && !g.holds_post(Color::Red));
        let fault = |text: &str| g.clone().assume(text).unwrap_err();
        assert_eq!(
            fault("drawing-post=blue"),
            AssumeError::NotASide {
                text: "drawing-post=blue".into(),
                value: "blue".into()
            }
        );
        assert_eq!(
            fault("drawing-post=blue").to_string(),
            "'drawing-post=blue': drawing-post is given for a side, red or black, not 'blue'"
        );
        assert_eq!(
            fault("post=black").to_string(),
            "'post=black': unknown assumption 'post' (known: drawing-post)"
        );
        assert_eq!(
            fault("black").to_string(),
            "'black': expected KEY=VALUE, e.g. drawing-post=black"
        );
        assert_eq!(g.color_swapped().drawing_post, [Color::Red]);
    }
}
