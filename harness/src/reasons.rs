//! A ruling's reasons for a person, in a language: from the oracle's structured
//! [`Reasons`](qili_oracle::reasons::Reasons), in each book's own terms — the pattern's name
//! (长捉, 长照, 长将) and the articles as the book prints them, the move classes as the book
//! names them (AXF 照, CN 将). In English the oracle's own `why` is shown, as the JSON gives it.

use crate::i18n::{Lang, tr};
use qili_oracle::board::{Color, Piece};
use qili_oracle::reasons::{Chased, SideReasons};
use qili_oracle::verdict::Adjudication;
use qili_oracle::vocabulary::{Class, Verdict};

/// The side's name: `red`, `红方`.
pub fn side(lang: Lang, color: Color) -> String {
    tr!(lang, "side", side = color.name())
}

/// A piece's name with its colour: `red rook`, `红车`.
pub fn piece(lang: Lang, p: Piece) -> String {
    tr!(lang, "piece", color = p.color.name(), kind = p.kind.name())
}

/// A move class as the book `rules` names it: `chase`, `捉`; AXF `照`, CN `将`.
pub fn class(lang: Lang, rules: &str, class: Class) -> String {
    tr!(
        lang,
        "class",
        class = class.name(),
        book = rules.to_string()
    )
}

/// A verdict: `red_loses`, `红方须变着`.
pub fn verdict(lang: Lang, verdict: Verdict) -> String {
    tr!(lang, "verdict", verdict = verdict.name())
}

/// How a game ended: `move_limit`, `限着`.
pub fn termination(lang: Lang, t: qili_games::Termination) -> String {
    tr!(lang, "termination", termination = t.name())
}

/// Items as a list in the language: `a, b, c`, `捉、闲、捉`.
pub fn list(lang: Lang, items: &[String]) -> String {
    items
        .iter()
        .cloned()
        .reduce(|first, rest| tr!(lang, "list", first = first, rest = rest))
        .unwrap_or_default()
}

/// Why the ruling is what it is: the oracle's `why` in English; in Chinese each side's
/// pattern with the pieces it chased and their protection, then the verdict rule, as
/// "红方一子长捉黑方无根炮（总纲 3）；黑方着法为闲、闲，未犯例。四大原则 4：红方须变着，不变作负。"
pub fn why(lang: Lang, adj: &Adjudication) -> String {
    if !lang.is_chinese() {
        return adj.ruling.why.clone();
    }
    let reasons = &adj.reasons;
    if adj.judged.is_none() {
        return tr!(lang, "reason-nothing");
    }
    let sides: Vec<String> = Color::ALL
        .iter()
        .map(|&c| side_reason(lang, &adj.rules, c, &reasons.sides[c.index()]))
        .collect();
    let sides = sides
        .into_iter()
        .reduce(|first, rest| tr!(lang, "reason-join", first = first, rest = rest))
        .unwrap_or_default();
    let rule = reasons.rule.clone().unwrap_or_default();
    let verdict = match adj.ruling.verdict {
        Verdict::RedLoses | Verdict::BlackLoses => {
            let loser = if adj.ruling.verdict == Verdict::RedLoses {
                Color::Red
            } else {
                Color::Black
            };
            tr!(
                lang,
                "reason-loses",
                rule = rule,
                side = side(lang, loser),
                book = adj.rules.clone()
            )
        }
        Verdict::Draw => tr!(lang, "reason-draw", rule = rule),
        Verdict::None => tr!(lang, "reason-no-rule"),
    };
    let text = tr!(lang, "reason-sentences", sides = sides, verdict = verdict);
    if reasons.loops > 1 {
        let loops = tr!(lang, "reason-loops", loops = reasons.loops);
        tr!(lang, "reason-join", first = loops, rest = text)
    } else {
        text
    }
}

/// Why the move-count limit draws, as the book `rules` words it: the oracle's `why` in
/// English; in Chinese the book's own limit (AXF 第二章第四节 "双方共走120步仍未有去子", checks
/// "最多只计十着"; CN 第4.2.4条 "连续60回合中…双方都没有吃过一个棋子", 第23.3条 "最多只计10着"),
/// the counts from the rule table.
pub fn move_limit_why(lang: Lang, rules: &str, english: &str) -> String {
    let Some(book) = qili_oracle::rules::rulebook(rules).filter(|_| lang.is_chinese()) else {
        return english.to_string();
    };
    let limit = &book.move_limit;
    tr!(
        lang,
        "move-limit-why",
        book = rules.to_string(),
        plies = limit.plies,
        moves = limit.plies / 2,
        checks = limit.counted_checks
    )
}

/// One side's part: its pattern (with the chased piece, where the pattern chases one), or its
/// moves' classes where it fits none.
fn side_reason(lang: Lang, rules: &str, color: Color, reasons: &SideReasons) -> String {
    let name = side(lang, color);
    match (&reasons.pattern, reasons.chased.first()) {
        (Some(p), Some(chased)) => chase(lang, &name, p, chased, reasons.chasers),
        (Some(p), None) => tr!(
            lang,
            "reason-pattern",
            side = name,
            pattern = p.chinese.clone(),
            article = p.article.clone()
        ),
        (None, _) => {
            let classes: Vec<String> = reasons
                .classes
                .iter()
                .map(|&c| class(lang, rules, c))
                .collect();
            tr!(
                lang,
                "reason-no-pattern",
                side = name,
                book = rules.to_string(),
                classes = list(lang, &classes)
            )
        }
    }
}

/// `红方一子长捉黑方无根炮（总纲 3）`.
fn chase(
    lang: Lang,
    name: &str,
    pattern: &qili_oracle::reasons::PatternName,
    chased: &Chased,
    chasers: usize,
) -> String {
    tr!(
        lang,
        "reason-chase",
        side = name.to_string(),
        chasers = if chasers > 1 { "other" } else { "one" },
        pattern = pattern.chinese.clone(),
        target_side = side(lang, chased.piece.color),
        protected = if chased.protected { "yes" } else { "no" },
        target_piece = tr!(
            lang,
            "piece-kind",
            color = chased.piece.color.name(),
            kind = chased.piece.kind.name()
        ),
        article = pattern.article.clone()
    )
}
