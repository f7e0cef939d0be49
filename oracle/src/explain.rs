//! Why a side is not found offending where its moves' classes do not say it: the reason a
//! ruling's explanation gives, each with the rule table's article.
//!
//! A side whose every move is a chase, yet which fits no forbidden pattern, reads like a mistake
//! unless the explanation names what the pattern lacks: one piece chased on every move (AXF
//! 总纲 3), chased by a piece whose chase counts on every move (not the general or pawns alone,
//! not a piece that may be chased forever, not a piece that cannot be won), a chased piece that
//! fled or was protected at least once (AXF 术语解释 长捉, 图一○六), or an offence in every loop of
//! the cycle. Where the book names a lone chase by the general or pawns idle (CN 第27.1条,
//! 第27.2条), the idle moves that chase are named too.

use crate::board::{Color, Piece, PieceKind, Square};
use crate::classify::{Effects, Named, Threat};
use crate::rules::{Pattern, Rulebook};
use crate::verdict::{Ids, classes_fit, fits, plies_text, standing_throughout, target_id};
use crate::vocabulary::Class;

/// Why a chased piece's chase does not count on one move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Uncounted {
    /// The general or pawns alone chase it (AXF 总纲 9).
    Lone,
    /// It may be chased forever (an uncrossed pawn).
    Free,
    /// It cannot be won by a capture, only followed.
    Unwinnable,
    /// It can be won only through a check, which the book does not count as a chase (AXF
    /// 要抽吃, 总纲 10).
    ByChecks,
}

/// How one move (with these effects) treats the piece `id`: counted, chased without counting
/// (and why), or not chased at all (`None`).
fn treatment(
    book: &Rulebook,
    named: &Named,
    effects: &Effects,
    ids: &Ids,
    id: usize,
) -> Option<Result<(), Uncounted>> {
    let is = |t: &&Threat| target_id(t, ids) == id;
    if named.counted.iter().any(|t| is(&t)) {
        return Some(Ok(()));
    }
    if let Some(t) = named.allowed.iter().find(is) {
        return Some(Err(if book.is_free_target(t.piece, t.square) {
            Uncounted::Free
        } else {
            Uncounted::Lone
        }));
    }
    if !named.attacked.iter().any(|t| is(&t)) {
        return None;
    }
    Some(Err(if effects.wins_by_checks.iter().any(|t| is(&t)) {
        Uncounted::ByChecks
    } else {
        Uncounted::Unwinnable
    }))
}

/// The chasers of a lone chase, as a reader names them: `the pawn`, `the general and a pawn`.
fn chasers(t: &Threat) -> String {
    let count = |k: PieceKind| t.attackers.iter().filter(|(_, p)| p.kind == k).count();
    let name = |k: PieceKind, n: usize| match n {
        0 => None,
        1 => Some(format!("the {}", k.name())),
        n => Some(format!("{n} {}s", k.name())),
    };
    let parts: Vec<String> = [PieceKind::General, PieceKind::Pawn]
        .into_iter()
        .filter_map(|k| name(k, count(k)))
        .collect();
    parts.join(" and ")
}

/// The plies of the judged cycle that play the same move from the same position as a given ply
/// (the ply itself among them): a loop played twice is judged once, but a reader counts every
/// ply it prints.
pub(crate) type Twins<'a> = &'a dyn Fn(usize) -> Vec<usize>;

/// Plies as a reader counts them in a sentence, each with its twins: `ply 3`, `plies 3 and 7`,
/// `plies 1, 3 and 5`.
fn plies_words(plies: &[usize], twins: Twins) -> String {
    let mut all: Vec<usize> = plies.iter().flat_map(|&p| twins(p)).collect();
    all.sort();
    all.dedup();
    let text: Vec<String> = all.iter().map(usize::to_string).collect();
    match text.as_slice() {
        [one] => format!("ply {one}"),
        [rest @ .., last] => format!("plies {} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

/// The side's moves (each loop's: ply and name) fit no forbidden pattern: why, where the classes
/// alone do not say it. `None` when they do — a check or an idle move breaks every pattern —
/// and nothing else is to be said.
pub(crate) fn unmatched(
    book: &Rulebook,
    color: Color,
    sides: &[Vec<(usize, Named)>],
    loops: &[Vec<usize>],
    effects: &[Effects],
    ids: &[Ids],
    twins: Twins,
) -> Option<String> {
    for pattern in &book.forbidden {
        let fit: Vec<bool> = sides
            .iter()
            .map(|named| fits(pattern, named, effects, ids))
            .collect();
        if let (Some(yes), Some(no)) = (fit.iter().position(|f| *f), fit.iter().position(|f| !*f)) {
            return Some(format!(
                "its moves fit {} ({}) in the loop of {} but not in the loop of {}: a side \
                 offends only when it does in every loop",
                pattern.chinese,
                pattern.article,
                plies_text(&loops[yes]),
                plies_text(&loops[no]),
            ));
        }
        if pattern.same_target && sides.iter().all(|named| classes_fit(pattern, named)) {
            let named = &sides[0];
            if let Some(reason) = no_same_target(book, pattern, color, named, effects, ids, twins) {
                return Some(format!("not {}: {reason}", pattern.chinese));
            }
        }
    }
    let notes: Vec<String> = [idle_chases(book, sides, twins), stood(book, sides, twins)]
        .into_iter()
        .flatten()
        .collect();
    (!notes.is_empty()).then(|| notes.join("; "))
}

/// Why moves that all chase or threaten mate are not the pattern's chase of one piece.
fn no_same_target(
    book: &Rulebook,
    pattern: &Pattern,
    color: Color,
    named: &[(usize, Named)],
    effects: &[Effects],
    ids: &[Ids],
    twins: Twins,
) -> Option<String> {
    if !named.iter().any(|(_, n)| n.class == Class::Chase) {
        return None;
    }
    let (first_ply, first) = &named[0];
    let shown = first
        .counted
        .iter()
        .chain(&first.allowed)
        .chain(&first.attacked);
    let chased = shown.into_iter().find(|t| {
        let id = target_id(t, &ids[*first_ply]);
        named
            .iter()
            .all(|(p, n)| treatment(book, n, &effects[p - 1], &ids[*p], id).is_some())
    });
    let Some(chased) = chased else {
        return Some(format!(
            "no one piece is chased on every move ({})",
            pattern.article
        ));
    };
    let id = target_id(chased, &ids[*first_ply]);
    let piece = describe(chased.piece, chased.square);
    let uncounted = |why: Uncounted| -> Vec<(usize, &Named)> {
        named
            .iter()
            .filter(|(p, n)| treatment(book, n, &effects[p - 1], &ids[*p], id) == Some(Err(why)))
            .map(|(p, n)| (*p, n))
            .collect()
    };
    // `on plies 3 and 7 ` — or nothing, where it is so on every move.
    let when = |plies: &[usize]| -> String {
        if plies.len() == named.len() {
            String::new()
        } else {
            format!("on {} ", plies_words(plies, twins))
        }
    };
    let mut reasons = Vec::new();
    if !uncounted(Uncounted::Free).is_empty() {
        let article = book
            .free_targets
            .iter()
            .find(|f| f.kind == chased.piece.kind)
            .map_or(pattern.article.as_str(), |f| f.article.as_str());
        reasons.push(format!(
            "it has not crossed the river and may be chased forever ({article})"
        ));
    }
    let lone = uncounted(Uncounted::Lone);
    if !lone.is_empty() {
        let plies: Vec<usize> = lone.iter().map(|(p, _)| *p).collect();
        let by = lone
            .iter()
            .flat_map(|(p, n)| n.allowed.iter().find(|t| target_id(t, &ids[*p]) == id))
            .map(chasers)
            .next()
            .unwrap_or_default();
        reasons.push(format!(
            "{}only by {by}, which is allowed alone ({})",
            when(&plies),
            book.chasers.article
        ));
    }
    let unwinnable = uncounted(Uncounted::Unwinnable);
    if !unwinnable.is_empty() {
        let plies: Vec<usize> = unwinnable.iter().map(|(p, _)| *p).collect();
        reasons.push(format!(
            "{}it cannot be won, only followed, which is allowed ({})",
            when(&plies),
            book.winning.article
        ));
    }
    let by_checks = uncounted(Uncounted::ByChecks);
    if !by_checks.is_empty() {
        let plies: Vec<usize> = by_checks.iter().map(|(p, _)| *p).collect();
        reasons.push(format!(
            "{}it can be won only through a check, {} ({}), which is allowed ({})",
            when(&plies),
            book.naming.win_by_checks.chinese(),
            book.naming.win_by_checks,
            book.naming.article
        ));
    }
    if !reasons.is_empty() {
        return Some(format!(
            "{piece} is chased on every move, but {}",
            reasons.join("; ")
        ));
    }
    (pattern.answered && standing_throughout(named, effects, ids, id)).then(|| {
        format!(
            "{piece} is attacked on every move, but {color} could already take it before each \
             of those moves: it never fled out of reach and was never protected, so it is not \
             chased perpetually ({})",
            pattern
                .answered_article
                .as_deref()
                .unwrap_or(&pattern.article)
        )
    })
}

/// `the black cannon on g7`.
fn describe(piece: Piece, at: Square) -> String {
    format!("the {piece} on {at}")
}

/// The idle moves that chase by the general or pawns alone (CN 第27.1条, 第27.2条), named with
/// the chased pieces: the moves the book calls 闲 although they attack.
fn idle_chases(book: &Rulebook, sides: &[Vec<(usize, Named)>], twins: Twins) -> Option<String> {
    let mut plies: Vec<usize> = Vec::new();
    let mut pieces: Vec<String> = Vec::new();
    let mut by: Vec<String> = Vec::new();
    for (p, n) in sides.iter().flatten() {
        if !n.class.is_idle() || n.idled.is_empty() {
            continue;
        }
        if !plies.contains(p) {
            plies.push(*p);
        }
        for t in &n.idled {
            let piece = format!("the {}", t.piece);
            if !pieces.contains(&piece) {
                pieces.push(piece);
            }
            let who = chasers(t);
            if !by.contains(&who) {
                by.push(who);
            }
        }
    }
    if plies.is_empty() {
        return None;
    }
    let plies = plies_words(&plies, twins);
    Some(format!(
        "{plies} {} idle: only {} {} {} ({})",
        if plies.starts_with("ply ") {
            "is"
        } else {
            "are"
        },
        by.join(" or "),
        if by.len() == 1 && !by[0].contains(" and ") && !by[0].ends_with('s') {
            "chases"
        } else {
            "chase"
        },
        pieces.join(" and "),
        book.chasers.article
    ))
}

/// Where a side's forbidden pattern counts the chases of pawns alone because the other side
/// attacks on every move (CN 第27.2条 如形成相互长打局面，则应按捉处理), and one of its moves
/// (each loop's, named so) is such a chase: the note that says so.
pub(crate) fn counted_pawns(book: &Rulebook, sides: &[Vec<(usize, Named)>]) -> Option<String> {
    let lone_pawns = sides
        .iter()
        .flatten()
        .flat_map(|(_, n)| &n.counted)
        .any(|t| t.lone_kind() == Some(PieceKind::Pawn));
    lone_pawns.then(|| {
        format!(
            "the pawns' chases count as 捉, since the other side attacks on every move ({})",
            book.chasers.article
        )
    })
}

/// The moves whose threat stood before them because a pawn made it and pawns' chases count
/// (the other side attacks on every move: CN 第27.2条 如形成相互长打局面，则应按捉处理): 从捉到捉.
fn stood(book: &Rulebook, sides: &[Vec<(usize, Named)>], twins: Twins) -> Option<String> {
    let mut plies: Vec<usize> = Vec::new();
    let mut pieces: Vec<String> = Vec::new();
    for (p, n) in sides.iter().flatten() {
        if n.class != Class::Chase && !n.stood.is_empty() {
            plies.push(*p);
            for t in &n.stood {
                let piece = describe(t.piece, t.square);
                if !pieces.contains(&piece) {
                    pieces.push(piece);
                }
            }
        }
    }
    if plies.is_empty() {
        return None;
    }
    let plies = plies_words(&plies, twins);
    Some(format!(
        "on {plies} a pawn already threatened {}, and its chase counts as 捉 since the other side \
         attacks on every move: 从捉到捉, no new chase ({})",
        pieces.join(" and "),
        book.chasers.article
    ))
}
