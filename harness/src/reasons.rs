//! A ruling's reasons for a person, in a language: from the oracle's structured
//! [`Reasons`], in each book's own terms — the pattern's name
//! (长捉, 长照, 长将) and the articles as the book prints them, the move classes as the book
//! names them (AXF 照, CN 将). In English the oracle's own `why` is shown, as the JSON gives it.

use crate::i18n::{Lang, tr};
use qili_oracle::board::Square;
use qili_oracle::board::{Color, Piece};
use qili_oracle::notes::{Chasers, NotCounted, Note};
use qili_oracle::reasons::{Chased, Reasons, SideReasons};
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

/// A ruling's verdict as the book `rules` gives it: `红方须变着`, but `红方立即判负` where the
/// losing side's pattern loses at once with no order to vary (CN 第24.1条: 一方“长将”立即判负).
/// English keeps the verdict's name.
pub fn ruling_verdict(lang: Lang, rules: &str, verdict: Verdict, reasons: &Reasons) -> String {
    match loses_at_once(rules, verdict, reasons) {
        Some(_) => tr!(
            lang,
            "verdict",
            verdict = format!("{}_at_once", verdict.name())
        ),
        None => self::verdict(lang, verdict),
    }
}

/// The article by which the losing side of `verdict` loses at once under the book `rules`,
/// without an order to vary, where its pattern is the one the book so punishes (the rule
/// table's `procedure.loses_at_once`: CN 第24.1条 for 长将), and the pattern's term.
pub(crate) fn loses_at_once(
    rules: &str,
    verdict: Verdict,
    reasons: &Reasons,
) -> Option<(String, String)> {
    let loser = match verdict {
        Verdict::RedLoses => Color::Red,
        Verdict::BlackLoses => Color::Black,
        _ => return None,
    };
    let at_once = qili_oracle::rules::rulebook(rules)?
        .procedure
        .loses_at_once
        .as_ref()?;
    let pattern = reasons.sides[loser.index()].pattern.as_ref()?;
    (pattern.name == at_once.pattern).then(|| (at_once.article.clone(), pattern.chinese.clone()))
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
/// pattern with the pieces it chased and their protection (and the notes on why a side fits no
/// pattern, [`note`]), then the verdict rule, as
/// "红方一子长捉黑方无根炮（总纲 3）；黑方着法为闲、闲，未犯例。四大原则 4：红方须变着，不变作负。"
pub fn why(lang: Lang, adj: &Adjudication) -> String {
    if !lang.is_chinese() {
        return adj.ruling.why.clone();
    }
    if adj.judged.is_none() {
        return tr!(lang, "reason-nothing");
    }
    chinese_why(lang, &adj.rules, adj.ruling.verdict, &adj.reasons)
}

/// A judged cycle's reasons under the book `rules` in Chinese (`lang` is Chinese): each side's
/// part, then the verdict rule.
pub fn chinese_why(lang: Lang, rules: &str, verdict: Verdict, reasons: &Reasons) -> String {
    let sides: Vec<String> = Color::ALL
        .iter()
        .map(|&c| side_reason(lang, rules, c, &reasons.sides[c.index()]))
        .collect();
    let sides = sides
        .into_iter()
        .reduce(|first, rest| tr!(lang, "reason-join", first = first, rest = rest))
        .unwrap_or_default();
    let rule = reasons.rule.clone().unwrap_or_default();
    let verdict = match verdict {
        Verdict::RedLoses | Verdict::BlackLoses => {
            let loser = if verdict == Verdict::RedLoses {
                Color::Red
            } else {
                Color::Black
            };
            let (at_once, pattern) = loses_at_once(rules, verdict, reasons)
                .unwrap_or_else(|| ("no".to_string(), String::new()));
            tr!(
                lang,
                "reason-loses",
                rule = rule,
                side = side(lang, loser),
                book = rules.to_string(),
                at_once = at_once,
                pattern = pattern
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
    let part = match (&reasons.pattern, reasons.chased.first()) {
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
    };
    let notes: Vec<String> = reasons.notes.iter().map(|n| note(lang, rules, n)).collect();
    match notes
        .into_iter()
        .reduce(|first, rest| tr!(lang, "reason-join", first = first, rest = rest))
    {
        Some(notes) => tr!(lang, "note-after", part = part, notes = notes),
        None => part,
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

/// A note on why a side fits no pattern, or counts pawns' chases, in the book `rules`' terms:
/// `未成长捉：黑炮（g7）每着都被捉，但未过河之兵（卒）可以长捉（总纲 9）`.
pub fn note(lang: Lang, rules: &str, note: &Note) -> String {
    match note {
        Note::SomeLoops {
            pattern,
            fit,
            unfit,
        } => tr!(
            lang,
            "note-some-loops",
            pattern = pattern.chinese.clone(),
            article = pattern.article.clone(),
            fit = plies(lang, fit),
            unfit = plies(lang, unfit)
        ),
        Note::NoOnePiece { pattern } => tr!(
            lang,
            "note-no-one-piece",
            pattern = pattern.chinese.clone(),
            article = pattern.article.clone()
        ),
        Note::Uncounted {
            pattern,
            piece: p,
            square,
            why,
        } => {
            let why: Vec<String> = why.iter().map(|w| not_counted(lang, rules, w)).collect();
            let why = why
                .into_iter()
                .reduce(|first, rest| tr!(lang, "reason-join", first = first, rest = rest))
                .unwrap_or_default();
            tr!(
                lang,
                "note-uncounted",
                pattern = pattern.chinese.clone(),
                piece = placed(lang, *p, *square),
                why = why
            )
        }
        Note::Standing {
            pattern,
            piece: p,
            square,
            color,
            article,
        } => tr!(
            lang,
            "note-standing",
            pattern = pattern.chinese.clone(),
            piece = placed(lang, *p, *square),
            side = side(lang, *color),
            article = article.clone()
        ),
        Note::IdleChases {
            plies: at,
            by,
            pieces,
            article,
        } => {
            let by: Vec<String> = by.iter().map(|c| chasers(lang, rules, c)).collect();
            let pieces: Vec<String> = pieces.iter().map(|p| piece(lang, *p)).collect();
            tr!(
                lang,
                "note-idle-chases",
                plies = plies(lang, at),
                by = by.join(&tr!(lang, "note-or")),
                pieces = list(lang, &pieces),
                article = article.clone()
            )
        }
        Note::Stood {
            plies: at,
            pieces,
            article,
        } => {
            let pieces: Vec<String> = pieces.iter().map(|(p, s)| placed(lang, *p, *s)).collect();
            tr!(
                lang,
                "note-stood",
                plies = plies(lang, at),
                pieces = list(lang, &pieces),
                article = article.clone()
            )
        }
        Note::CountedPawns { article } => {
            tr!(lang, "note-counted-pawns", article = article.clone())
        }
    }
}

/// Why some chases of a piece do not count.
fn not_counted(lang: Lang, rules: &str, why: &NotCounted) -> String {
    let when = |at: &Option<Vec<usize>>| match at {
        Some(at) => tr!(lang, "note-when", plies = plies(lang, at)),
        None => String::new(),
    };
    match why {
        NotCounted::Free { article } => tr!(
            lang,
            "note-free",
            book = rules.to_string(),
            article = article.clone()
        ),
        NotCounted::Lone { plies, by, article } => tr!(
            lang,
            "note-lone",
            when = when(plies),
            by = chasers(lang, rules, by),
            book = rules.to_string(),
            article = article.clone()
        ),
        NotCounted::Unwinnable { plies, article } => tr!(
            lang,
            "note-unwinnable",
            when = when(plies),
            book = rules.to_string(),
            article = article.clone()
        ),
        NotCounted::ByChecks {
            plies,
            class: c,
            article,
        } => tr!(
            lang,
            "note-by-checks",
            when = when(plies),
            book = rules.to_string(),
            class = class(lang, rules, *c),
            article = article.clone()
        ),
    }
}

/// The chasers of a lone chase: `帅`, `两个兵`, `帅和兵`.
fn chasers(lang: Lang, rules: &str, by: &Chasers) -> String {
    tr!(
        lang,
        "note-chasers",
        generals = by.generals,
        pawns = by.pawns,
        book = rules.to_string()
    )
}

/// A piece where it stood: `黑炮（g7）`.
fn placed(lang: Lang, p: Piece, at: Square) -> String {
    tr!(
        lang,
        "note-placed",
        piece = piece(lang, p),
        square = at.to_string()
    )
}

/// Plies in a sentence: `第 3 着`, `第 3、7 着`; a run as `第 2–9 着`.
fn plies(lang: Lang, at: &[usize]) -> String {
    let run = at.len() > 2 && at.windows(2).all(|w| w[1] == w[0] + 1);
    let text = match (at.first(), at.last()) {
        (Some(a), Some(b)) if run => format!("{a}–{b}"),
        _ => {
            let each: Vec<String> = at.iter().map(usize::to_string).collect();
            list(lang, &each)
        }
    };
    tr!(lang, "note-plies", plies = text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_oracle::board::PieceKind;

    /// The note no case of the suite meets (`chinese_notes` reads the others): a pawn already
    /// threatened a piece, and pawns' chases count, so the move is 从捉到捉 — in CN 第27.2条's
    /// words, with the pieces and plies; the rule table's list of articles parted by `；`.
    #[test]
    fn a_pawns_standing_threat_is_said_in_the_books_words() {
        let stood = Note::Stood {
            plies: vec![3, 7],
            pieces: vec![(
                Piece::new(Color::Black, PieceKind::Rook),
                Square::parse("e6").unwrap(),
            )],
            article: "第27.1条; 第27.2条".to_string(),
        };
        assert_eq!(
            stood.to_string(),
            "on plies 3 and 7 a pawn already threatened the black rook on e6, and its chase \
             counts as 捉 since the other side attacks on every move: 从捉到捉, no new chase \
             (第27.1条; 第27.2条)"
        );
        assert_eq!(
            note(Lang::ZhHans, "cn", &stood),
            "第 3、7 着：兵（卒）原已捉黑车（e6），因对方每着都在攻击，兵（卒）的捉按捉处理，\
             从捉到捉，不是新的捉（第27.1条；第27.2条）"
        );
        assert_eq!(
            note(Lang::ZhHant, "cn", &stood),
            "第 3、7 著：兵（卒）原已捉黑車（e6），因對方每著都在攻擊，兵（卒）的捉按捉處理，\
             從捉到捉，不是新的捉（第27.1条；第27.2条）"
        );
    }
}
