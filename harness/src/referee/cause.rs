//! Why a refereed game ended, as data: the record's `reason` says it in English words (as the
//! JSON keeps it); [`Cause::words`] says it in the reader's language, from the same facts, in
//! the books' terms (将死, 困毙, 须变着, 作负, 限着) and an arbiter's words for what an engine
//! did wrong (引擎超时未应着, 引擎崩溃, 违反协议).

use crate::engine::Fault;
use crate::i18n::{Lang, tr};
use crate::reasons::side as side_name;
use qili_oracle::{Color, Move};

/// Why a refereed game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// `side` is mated (CN 第4.1.1条, AXF 细则 1).
    Checkmate {
        /// The side mated.
        side: Color,
        /// The article, cited with the book.
        article: String,
    },
    /// `side` has no legal move, 困毙 (CN 第4.1.3条, AXF 细则 2).
    Stalemate {
        /// The side with no move.
        side: Color,
        /// The article, cited with the book.
        article: String,
    },
    /// `side` was ordered to vary and every legal move continues the cycle.
    NoMoveLeft {
        /// The side ordered to vary.
        side: Color,
        /// The article of the order, cited with the book.
        article: String,
    },
    /// `side` played `mv`, continuing a cycle it was ordered to vary from.
    Continued {
        /// The side that continued.
        side: Color,
        /// The move.
        mv: Move,
        /// Whether the engine had been told the move was banned.
        told: bool,
        /// The article, cited with the book.
        article: String,
    },
    /// A third (or later) occurrence ruled a draw.
    Drawn {
        /// How many times the position occurred.
        occurred: usize,
        /// The article, cited with the book.
        article: String,
    },
    /// A third (or later) occurrence ruled `side`'s pattern a loss at once (CN 第24.1条).
    LosesAtOnce {
        /// How many times the position occurred.
        occurred: usize,
        /// The side that loses.
        side: Color,
        /// The pattern as the book names it (`长将`).
        pattern: String,
        /// The article, cited with the book.
        article: String,
    },
    /// The book's move-count limit.
    MoveLimit {
        /// The rulebook's id (`axf`, `cn`): each book names its limit in its own words.
        book: String,
        /// The article, cited with the book.
        article: String,
    },
    /// `side`'s engine crashed, hung or broke the protocol.
    Fault {
        /// The side whose engine failed.
        side: Color,
        /// What went wrong.
        fault: Fault,
        /// Whether it failed while starting a game (before any move was asked for).
        starting: bool,
        /// The time it was allowed, when it hung past a move time or its clock.
        allowance: Option<Allowance>,
    },
    /// `side` answered, but after its time.
    Late {
        /// The side.
        side: Color,
        /// How long it took, in milliseconds.
        took_ms: u128,
        /// The time it was allowed.
        allowance: Allowance,
    },
    /// `side`'s engine resigned.
    Resigned {
        /// The side.
        side: Color,
        /// The line the engine sent (empty when none is kept).
        line: String,
    },
    /// `side`'s engine said it had no move although it had `legal`.
    NoMoveClaimed {
        /// The side.
        side: Color,
        /// The line the engine sent.
        line: String,
        /// How many legal moves it had.
        legal: usize,
    },
    /// `side`'s engine played a move that is not legal.
    Illegal {
        /// The side.
        side: Color,
        /// The move.
        mv: Move,
        /// The line the engine sent.
        line: String,
    },
}

/// The time a side was allowed for a move, and what it was made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allowance {
    /// The whole allowance, in milliseconds.
    pub allowed_ms: u128,
    /// What the engine was given.
    pub budget: Budget,
    /// The margin past it, in milliseconds.
    pub margin_ms: u128,
}

/// What an engine was given for a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Milliseconds left on its clock.
    Clock(u128),
    /// A move time, in milliseconds.
    MoveTime(u128),
    /// Another limit (depth, nodes), as qili writes it.
    Limit(String),
}

impl Cause {
    /// The cause in `lang`'s words, as an arbiter reads it: `红方被将死（CN 第4.1.1条）`,
    /// `黑方引擎超时未应着（等待“bestmove”），已被终止；它未发出任何内容`. Move coordinates (ICCS),
    /// the lines engines sent and the system's own messages about a process are quoted as they
    /// are.
    pub fn words(&self, lang: Lang) -> String {
        let side = |c: &Color| side_name(lang, *c);
        match self {
            Cause::Checkmate { side: s, article } => {
                tr!(
                    lang,
                    "end-checkmate",
                    side = side(s),
                    article = article.clone()
                )
            }
            Cause::Stalemate { side: s, article } => {
                tr!(
                    lang,
                    "end-stalemate",
                    side = side(s),
                    article = article.clone()
                )
            }
            Cause::NoMoveLeft { side: s, article } => {
                tr!(
                    lang,
                    "end-no-move-left",
                    side = side(s),
                    article = article.clone()
                )
            }
            Cause::Continued {
                side: s,
                mv,
                told,
                article,
            } => tr!(
                lang,
                "end-continued",
                side = side(s),
                mv = mv.iccs(),
                told = if *told { "yes" } else { "no" },
                article = article.clone()
            ),
            Cause::Drawn { occurred, article } => {
                tr!(
                    lang,
                    "end-drawn",
                    count = *occurred,
                    article = article.clone()
                )
            }
            Cause::LosesAtOnce {
                occurred,
                side: s,
                pattern,
                article,
            } => tr!(
                lang,
                "end-loses-at-once",
                count = *occurred,
                side = side(s),
                pattern = pattern.clone(),
                article = article.clone()
            ),
            Cause::MoveLimit { book, article } => tr!(
                lang,
                "end-move-limit",
                book = book.clone(),
                article = article.clone()
            ),
            Cause::Fault {
                side: s,
                fault,
                starting,
                allowance,
            } => {
                let parts = fault.parts(lang);
                let time = allowance
                    .as_ref()
                    .map(|a| tr!(lang, "end-its-time", time = a.words(lang)))
                    .unwrap_or_default();
                tr!(
                    lang,
                    "end-fault",
                    side = side(s),
                    kind = parts.kind,
                    awaited = parts.awaited,
                    starting = if *starting { "yes" } else { "no" },
                    waiting = parts.waiting,
                    detail = parts.detail,
                    line = parts.line.to_string(),
                    time = time
                )
            }
            Cause::Late {
                side: s,
                took_ms,
                allowance,
            } => tr!(
                lang,
                "end-late",
                side = side(s),
                took = took_ms.to_string(),
                time = allowance.words(lang)
            ),
            Cause::Resigned { side: s, line } => {
                tr!(lang, "end-resigned", side = side(s), line = line.clone())
            }
            Cause::NoMoveClaimed {
                side: s,
                line,
                legal,
            } => tr!(
                lang,
                "end-no-move-claimed",
                side = side(s),
                line = line.clone(),
                legal = *legal
            ),
            Cause::Illegal { side: s, mv, line } => tr!(
                lang,
                "end-illegal",
                side = side(s),
                mv = mv.iccs(),
                line = line.clone()
            ),
        }
    }
}

impl Allowance {
    /// `1100 毫秒（钟上余 1000 毫秒，另加 100 毫秒余量）`.
    fn words(&self, lang: Lang) -> String {
        let (budget, amount) = match &self.budget {
            Budget::Clock(ms) => ("clock", ms.to_string()),
            Budget::MoveTime(ms) => ("move-time", ms.to_string()),
            Budget::Limit(limit) => ("limit", limit.clone()),
        };
        tr!(
            lang,
            "end-allowance",
            allowed = self.allowed_ms.to_string(),
            budget = budget,
            amount = amount,
            margin = self.margin_ms.to_string()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Awaited, Breach, Crash, Doing, Ending};

    /// Every kind of end, as the referee makes them.
    fn causes() -> Vec<Cause> {
        let mv = |s: &str| Move::parse_iccs(s).unwrap();
        let allowance = |budget| Allowance {
            allowed_ms: 1100,
            budget,
            margin_ms: 100,
        };
        vec![
            Cause::Checkmate {
                side: Color::Black,
                article: "CN 第4.1.1条".into(),
            },
            Cause::Stalemate {
                side: Color::Red,
                article: "AXF 细则 2".into(),
            },
            Cause::NoMoveLeft {
                side: Color::Red,
                article: "CN 第24.3条".into(),
            },
            Cause::Continued {
                side: Color::Red,
                mv: mv("h2e2"),
                told: true,
                article: "AXF 细则 3".into(),
            },
            Cause::Continued {
                side: Color::Black,
                mv: mv("h7e7"),
                told: false,
                article: "CN 第24.3条".into(),
            },
            Cause::Drawn {
                occurred: 3,
                article: "CN 第24.2条".into(),
            },
            Cause::LosesAtOnce {
                occurred: 3,
                side: Color::Red,
                pattern: "长将".into(),
                article: "CN 第24.1条".into(),
            },
            Cause::MoveLimit {
                book: "axf".into(),
                article: "AXF 第二章第四节".into(),
            },
            Cause::MoveLimit {
                book: "cn".into(),
                article: "CN 第4.2.4条".into(),
            },
            Cause::Fault {
                side: Color::Black,
                fault: Fault::Timeout {
                    waiting_for: Awaited::Move("bestmove".into()),
                    last_line: None,
                },
                starting: false,
                allowance: Some(allowance(Budget::Clock(1000))),
            },
            Cause::Fault {
                side: Color::Red,
                fault: Fault::Timeout {
                    waiting_for: Awaited::Move("bestmove".into()),
                    last_line: Some("info depth 3".into()),
                },
                starting: false,
                allowance: Some(allowance(Budget::MoveTime(1000))),
            },
            Cause::Fault {
                side: Color::Red,
                fault: Fault::Timeout {
                    waiting_for: Awaited::Answer {
                        answer: "readyok".into(),
                        command: "isready".into(),
                    },
                    last_line: None,
                },
                starting: true,
                allowance: None,
            },
            Cause::Fault {
                side: Color::Black,
                fault: Fault::Timeout {
                    waiting_for: Awaited::Answer {
                        answer: "readyok".into(),
                        command: "isready".into(),
                    },
                    last_line: Some("info string busy".into()),
                },
                starting: false,
                allowance: None,
            },
            Cause::Fault {
                side: Color::Black,
                fault: Fault::Crash {
                    detail: Crash::Ended {
                        doing: Doing::Waiting(Awaited::Move("bestmove".into())),
                        end: Ending::Status(1),
                        stderr: vec!["panic: out of memory".into()],
                    },
                },
                starting: false,
                allowance: None,
            },
            Cause::Fault {
                side: Color::Red,
                fault: Fault::Protocol {
                    line: "bestmove".into(),
                    why: Breach::NoMove,
                },
                starting: false,
                allowance: None,
            },
            Cause::Late {
                side: Color::Red,
                took_ms: 1500,
                allowance: allowance(Budget::Limit("depth 8".into())),
            },
            Cause::Resigned {
                side: Color::Black,
                line: "bestmove a0a1 resign".into(),
            },
            Cause::NoMoveClaimed {
                side: Color::Red,
                line: "bestmove (none)".into(),
                legal: 12,
            },
            Cause::Illegal {
                side: Color::Black,
                mv: mv("a9a0"),
                line: "bestmove a9a0".into(),
            },
        ]
    }

    /// Each end as an arbiter reads it, in both Chinese forms: read by eye against the books'
    /// terms (将死, 困毙, 须变着, 作负, 限着 / 自然限着) when it changes.
    #[test]
    fn every_end_reads_in_the_books_terms() {
        for (lang, name) in [
            (Lang::ZhHans, "ends-zh-hans"),
            (Lang::ZhHant, "ends-zh-hant"),
        ] {
            let text: Vec<String> = causes().iter().map(|c| c.words(lang)).collect();
            insta::assert_snapshot!(name, text.join("\n"));
        }
    }
}
