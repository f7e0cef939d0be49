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

use crate::board::{Color, PieceKind};
use crate::classify::{Effects, Named, Threat};
use crate::notes::{Chasers, NotCounted, Note};
use crate::reasons::PatternName;
use crate::rules::{Pattern, Rulebook};
use crate::verdict::{Ids, classes_fit, fits, standing_throughout, target_id};
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

/// The chasers of a lone chase: how many generals and pawns.
fn chasers(t: &Threat) -> Chasers {
    let count = |k: PieceKind| t.attackers.iter().filter(|(_, p)| p.kind == k).count();
    Chasers {
        generals: count(PieceKind::General),
        pawns: count(PieceKind::Pawn),
    }
}

/// The plies of the judged cycle that play the same move from the same position as a given ply
/// (the ply itself among them): a loop played twice is judged once, but a reader counts every
/// ply it prints.
pub(crate) type Twins<'a> = &'a dyn Fn(usize) -> Vec<usize>;

/// Plies each with its twins, in order.
fn with_twins(plies: &[usize], twins: Twins) -> Vec<usize> {
    let mut all: Vec<usize> = plies.iter().flat_map(|&p| twins(p)).collect();
    all.sort();
    all.dedup();
    all
}

/// The side's moves (each loop's: ply and name) fit no forbidden pattern: why, where the classes
/// alone do not say it. Empty when they do — a check or an idle move breaks every pattern — and
/// nothing else is to be said.
pub(crate) fn unmatched(
    book: &Rulebook,
    color: Color,
    sides: &[Vec<(usize, Named)>],
    loops: &[Vec<usize>],
    effects: &[Effects],
    ids: &[Ids],
    twins: Twins,
) -> Vec<Note> {
    for pattern in &book.forbidden {
        let fit: Vec<bool> = sides
            .iter()
            .map(|named| fits(pattern, named, effects, ids))
            .collect();
        if let (Some(yes), Some(no)) = (fit.iter().position(|f| *f), fit.iter().position(|f| !*f)) {
            return vec![Note::SomeLoops {
                pattern: PatternName::of(pattern),
                fit: loops[yes].clone(),
                unfit: loops[no].clone(),
            }];
        }
        if pattern.same_target && sides.iter().all(|named| classes_fit(pattern, named)) {
            let named = &sides[0];
            if let Some(note) = no_same_target(book, pattern, color, named, effects, ids, twins) {
                return vec![note];
            }
        }
    }
    [idle_chases(book, sides, twins), stood(book, sides, twins)]
        .into_iter()
        .flatten()
        .collect()
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
) -> Option<Note> {
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
        return Some(Note::NoOnePiece {
            pattern: PatternName::of(pattern),
        });
    };
    let id = target_id(chased, &ids[*first_ply]);
    let uncounted = |why: Uncounted| -> Vec<(usize, &Named)> {
        named
            .iter()
            .filter(|(p, n)| treatment(book, n, &effects[p - 1], &ids[*p], id) == Some(Err(why)))
            .map(|(p, n)| (*p, n))
            .collect()
    };
    // The plies (with their twins) — or none, where it is so on every move.
    let when = |plies: &[(usize, &Named)]| -> Option<Vec<usize>> {
        let plies: Vec<usize> = plies.iter().map(|(p, _)| *p).collect();
        (plies.len() != named.len()).then(|| with_twins(&plies, twins))
    };
    let mut why = Vec::new();
    if !uncounted(Uncounted::Free).is_empty() {
        let article = book
            .free_targets
            .iter()
            .find(|f| f.kind == chased.piece.kind)
            .map_or(&pattern.article, |f| &f.article);
        why.push(NotCounted::Free {
            article: article.clone(),
        });
    }
    let lone = uncounted(Uncounted::Lone);
    if !lone.is_empty() {
        let by = lone
            .iter()
            .flat_map(|(p, n)| n.allowed.iter().find(|t| target_id(t, &ids[*p]) == id))
            .map(chasers)
            .next()
            .unwrap_or_default();
        why.push(NotCounted::Lone {
            plies: when(&lone),
            by,
            article: book.chasers.article.clone(),
        });
    }
    let unwinnable = uncounted(Uncounted::Unwinnable);
    if !unwinnable.is_empty() {
        why.push(NotCounted::Unwinnable {
            plies: when(&unwinnable),
            article: book.winning.article.clone(),
        });
    }
    let by_checks = uncounted(Uncounted::ByChecks);
    if !by_checks.is_empty() {
        why.push(NotCounted::ByChecks {
            plies: when(&by_checks),
            class: book.naming.win_by_checks,
            article: book.naming.article.clone(),
        });
    }
    if !why.is_empty() {
        return Some(Note::Uncounted {
            pattern: PatternName::of(pattern),
            piece: chased.piece,
            square: chased.square,
            why,
        });
    }
    (pattern.answered && standing_throughout(named, effects, ids, id)).then(|| Note::Standing {
        pattern: PatternName::of(pattern),
        piece: chased.piece,
        square: chased.square,
        color,
        article: pattern
            .answered_article
            .clone()
            .unwrap_or_else(|| pattern.article.clone()),
    })
}

/// The idle moves that chase by the general or pawns alone (CN 第27.1条, 第27.2条), named with
/// the chased pieces: the moves the book calls 闲 although they attack.
fn idle_chases(book: &Rulebook, sides: &[Vec<(usize, Named)>], twins: Twins) -> Option<Note> {
    let mut plies: Vec<usize> = Vec::new();
    let mut pieces = Vec::new();
    let mut by: Vec<Chasers> = Vec::new();
    for (p, n) in sides.iter().flatten() {
        if !n.class.is_idle() || n.idled.is_empty() {
            continue;
        }
        if !plies.contains(p) {
            plies.push(*p);
        }
        for t in &n.idled {
            if !pieces.contains(&t.piece) {
                pieces.push(t.piece);
            }
            let who = chasers(t);
            if !by.contains(&who) {
                by.push(who);
            }
        }
    }
    (!plies.is_empty()).then(|| Note::IdleChases {
        plies: with_twins(&plies, twins),
        by,
        pieces,
        article: book.chasers.article.clone(),
    })
}

/// Where a side's forbidden pattern counts the chases of pawns alone because the other side
/// attacks on every move (CN 第27.2条 如形成相互长打局面，则应按捉处理), and one of its moves
/// (each loop's, named so) is such a chase: the note that says so.
pub(crate) fn counted_pawns(book: &Rulebook, sides: &[Vec<(usize, Named)>]) -> Vec<Note> {
    let lone_pawns = sides
        .iter()
        .flatten()
        .flat_map(|(_, n)| &n.counted)
        .any(|t| t.lone_kind() == Some(PieceKind::Pawn));
    lone_pawns
        .then(|| Note::CountedPawns {
            article: book.chasers.article.clone(),
        })
        .into_iter()
        .collect()
}

/// The moves whose threat stood before them because a pawn made it and pawns' chases count
/// (the other side attacks on every move: CN 第27.2条 如形成相互长打局面，则应按捉处理): 从捉到捉.
fn stood(book: &Rulebook, sides: &[Vec<(usize, Named)>], twins: Twins) -> Option<Note> {
    let mut plies: Vec<usize> = Vec::new();
    let mut pieces = Vec::new();
    for (p, n) in sides.iter().flatten() {
        if n.class != Class::Chase && !n.stood.is_empty() {
            plies.push(*p);
            for t in &n.stood {
                if !pieces.contains(&(t.piece, t.square)) {
                    pieces.push((t.piece, t.square));
                }
            }
        }
    }
    (!plies.is_empty()).then(|| Note::Stood {
        plies: with_twins(&plies, twins),
        pieces,
        article: book.chasers.article.clone(),
    })
}
