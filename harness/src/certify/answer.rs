//! What an engine's trial records, as data: the question asked, what the engine answered and
//! why a trial cannot be asked, each worded in the language asked (the English is the report's
//! `message`).

use crate::engine::Fault;
use crate::i18n::{Lang, tr};
use crate::reasons;
use qili_oracle::{Color, Move, Verdict};

/// Why an engine's trial cannot be asked (it is then ignored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unaskable {
    /// A draw forbids no move, so there is nothing to ban.
    DrawBansNothing,
    /// The engine cannot be told of bans (CECP without `feature exclude=1`).
    NoBans,
    /// The printed moves never repeat a position (`cycle: whole`).
    NoLoop,
    /// A cycle move is not legal when the loop is played on.
    IllegalCycleMove {
        /// The move.
        mv: Move,
        /// The ply at which it would be played.
        ply: usize,
    },
    /// Every move that would make a third occurrence is forced: the side that must vary
    /// (`None` under a draw ruling) has nothing to vary to.
    Forced(Option<Color>),
}

impl Unaskable {
    /// Why, in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let (kind, side, mv, ply) = match self {
            Unaskable::DrawBansNothing => ("draw", None, String::new(), 0),
            Unaskable::NoBans => ("no-bans", None, String::new(), 0),
            Unaskable::NoLoop => ("no-loop", None, String::new(), 0),
            Unaskable::IllegalCycleMove { mv, ply } => ("illegal", None, mv.to_string(), *ply),
            Unaskable::Forced(Some(side)) => ("forced", Some(*side), String::new(), 0),
            Unaskable::Forced(None) => ("forced-any", None, String::new(), 0),
        };
        tr!(
            lang,
            "unaskable",
            kind = kind,
            side = side.map_or_else(String::new, |s| reasons::side(lang, s)),
            mv = mv,
            ply = ply
        )
    }
}

impl std::fmt::Display for Unaskable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

/// What the engine did with the question.
#[derive(Clone, Debug)]
pub enum Played {
    /// It timed out, crashed or broke the protocol.
    Fault(Fault),
    /// It said it has no move, though there are `legal` legal moves.
    NoMove {
        /// The line it sent.
        sent: String,
        /// How many legal moves there are.
        legal: usize,
    },
    /// It played a move that is not legal.
    Illegal {
        /// The move.
        mv: Move,
        /// The line it sent.
        sent: String,
    },
    /// It played a banned move.
    Banned {
        /// The move.
        mv: Move,
        /// The move in Chinese notation (simplified characters).
        chinese: String,
        /// The line it sent.
        sent: String,
    },
    /// It played the repeating move the side must not play.
    Repeats {
        /// The move.
        mv: Move,
        /// The move in Chinese notation (simplified characters).
        chinese: String,
        /// The line it sent.
        sent: String,
        /// The rulebook id.
        rules: String,
        /// The side that must vary.
        side: Color,
    },
    /// It played a move that may be played.
    Fine {
        /// The move.
        mv: Move,
        /// The move in Chinese notation (simplified characters).
        chinese: String,
        /// The line it sent.
        sent: String,
    },
}

/// The question as sent, in qili's coordinates (ranks 0–9), to reproduce it by hand.
#[derive(Clone, Debug)]
pub struct Asked {
    /// The ply at which the engine is asked.
    pub ply: usize,
    /// The root position's FEN.
    pub fen: String,
    /// The moves from the root.
    pub moves: Vec<Move>,
    /// The moves banned.
    pub banned: Vec<Move>,
}

/// An engine's answer to a trial's question, with the question.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The engine's name, said first when it did not answer as the protocol asks.
    pub who: Option<String>,
    /// The engine's ruling and the case's, where the engine gives one that differs.
    pub ruled: Option<(Verdict, Verdict)>,
    /// What it did.
    pub played: Played,
    /// The question.
    pub asked: Asked,
}

/// What the line an engine sent adds to a sentence: ` (it sent `…`)`, nothing for no line.
fn sent(lang: Lang, line: &str) -> String {
    if line.is_empty() {
        String::new()
    } else {
        tr!(lang, "answer-sent", line = line.to_string())
    }
}

impl Played {
    /// What the engine did, in `lang`.
    fn in_lang(&self, lang: Lang) -> String {
        let none = String::new();
        let (kind, mv, chinese, line, legal) = match self {
            Played::Fault(fault) => return fault.in_lang(lang),
            Played::NoMove { sent, legal } => ("no-move", None, &none, sent, *legal),
            Played::Illegal { mv, sent } => ("illegal", Some(mv), &none, sent, 0),
            Played::Banned { mv, chinese, sent } => ("banned", Some(mv), chinese, sent, 0),
            Played::Repeats {
                mv, chinese, sent, ..
            } => ("repeats", Some(mv), chinese, sent, 0),
            Played::Fine { mv, chinese, sent } => ("fine", Some(mv), chinese, sent, 0),
        };
        let (rules, side) = match self {
            Played::Repeats { rules, side, .. } => (rules.as_str(), Some(*side)),
            _ => ("", None),
        };
        let verdict = side.map(Verdict::loses);
        tr!(
            lang,
            "answer-played",
            kind = kind,
            mv = mv.map_or_else(String::new, Move::to_string),
            chinese = lang.chinese_move(chinese.clone()),
            sent = self::sent(lang, line),
            legal = legal,
            rules = rules.to_string(),
            side = side.map_or_else(String::new, |s| reasons::side(lang, s)),
            verdict = verdict.map_or_else(String::new, |v| tr!(
                lang,
                "run-finding",
                finding = v.name()
            ))
        )
    }
}

impl Asked {
    /// The question in `lang`: the ply, the position and moves as the protocol writes them,
    /// the banned moves.
    fn in_lang(&self, lang: Lang) -> String {
        let mut question = format!("position fen {}", self.fen);
        if !self.moves.is_empty() {
            question.push_str(" moves");
            for m in &self.moves {
                question.push_str(&format!(" {m}"));
            }
        }
        if !self.banned.is_empty() {
            let banned: Vec<String> = self.banned.iter().map(Move::to_string).collect();
            question = tr!(
                lang,
                "answer-banned",
                question = question,
                moves = banned.join(" ")
            );
        }
        tr!(lang, "answer-asked", ply = self.ply, question = question)
    }
}

impl Answer {
    /// The answer in `lang`: the engine's ruling where it differs, what it played (after its
    /// name, when it broke the protocol), then the question.
    pub fn in_lang(&self, lang: Lang) -> String {
        let mut out = format!(
            "{}\n{}",
            self.played.in_lang(lang),
            self.asked.in_lang(lang)
        );
        if let Some(who) = &self.who {
            out = tr!(lang, "answer-who", who = who.clone(), rest = out);
        }
        if let Some((ruled, verdict)) = self.ruled {
            let word = |v: Verdict| tr!(lang, "run-finding", finding = v.name());
            let head = tr!(
                lang,
                "answer-ruled",
                ruled = word(ruled),
                verdict = word(verdict)
            );
            out = format!("{head}\n{out}");
        }
        out
    }
}
