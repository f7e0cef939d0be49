//! What a ruling rests on, as data: each side's forbidden pattern (with the book's term and
//! article), its moves' classes, the pieces it chased with their protection, and the verdict
//! rule's article. The English `why` of a [`Ruling`](crate::verdict::Ruling) is one reading of
//! it (a contract of the JSON output); a caller renders this in any language, in each book's
//! own terms.

use crate::board::{Color, Piece, Square};
use crate::classify::Effects;
use crate::notes::Note;
use crate::position::Position;
use crate::rules::Pattern;
use crate::verdict::PlyReport;
use crate::vocabulary::Class;
use std::ops::RangeInclusive;

/// The structured reasons of a ruling.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reasons {
    /// Each side's part (red, black).
    pub sides: [SideReasons; 2],
    /// The verdict rule that decided, as the book prints its article (`四大原则 3`,
    /// `第26.1条`); `None` when no rule applied or nothing was ruled.
    pub rule: Option<String>,
    /// How many loops the cycle was judged as (more than one when it passes twice through a
    /// position and the book judges each loop on its own).
    pub loops: usize,
}

/// One side's part in a ruling.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideReasons {
    /// The forbidden pattern the side's moves fit, if any.
    pub pattern: Option<PatternName>,
    /// The classes of the side's judged moves, in order of play.
    pub classes: Vec<Class>,
    /// The pieces the side chased on every judged move, where its pattern is the chase of one
    /// piece (长捉): what they are and whether they were protected.
    pub chased: Vec<Chased>,
    /// The most pieces that chased one of [`SideReasons::chased`] at once (一子 / 多子).
    pub chasers: usize,
    /// Why the side offends or does not where its moves' classes alone do not say it (a
    /// side whose moves all chase yet fits no pattern; pawns' chases counted): the notes the
    /// English `why` gives after its moves.
    pub notes: Vec<Note>,
}

/// A forbidden pattern as the book names it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternName {
    /// The rule table's name (`perpetual_chase`).
    pub name: String,
    /// The book's term (`长捉`, `长照`, `长将`).
    pub chinese: String,
    /// The article that forbids it, as printed (`总纲 3`).
    pub article: String,
}

/// A piece chased on every move of a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chased {
    /// The piece.
    pub piece: Piece,
    /// Where it stood when first chased in the judged plies.
    pub square: Square,
    /// Whether its side could take back after the chaser took it (有根), on the first judged
    /// move that chased it.
    pub protected: bool,
}

impl PatternName {
    /// The name of a rule table's pattern.
    pub(crate) fn of(pattern: &Pattern) -> PatternName {
        PatternName {
            name: pattern.name.clone(),
            chinese: pattern.chinese.clone(),
            article: pattern.article.clone(),
        }
    }
}

/// One side's reasons from its judged plies: `positions[i]` is the position after `i` moves.
pub(crate) fn side_reasons(
    color: Color,
    pattern: Option<&Pattern>,
    plies: &[PlyReport],
    effects: &[Effects],
    positions: &[Position],
    range: &RangeInclusive<usize>,
) -> SideReasons {
    let own: Vec<&PlyReport> = plies
        .iter()
        .filter(|p| range.contains(&p.ply) && p.side == color)
        .collect();
    let classes = own.iter().map(|p| p.class).collect();
    let mut reasons = SideReasons {
        pattern: pattern.map(PatternName::of),
        classes,
        ..SideReasons::default()
    };
    let Some(first) = own
        .first()
        .filter(|_| pattern.is_some_and(|p| p.same_target))
    else {
        return reasons;
    };
    for target in &first.targets {
        if !own
            .iter()
            .all(|p| p.targets.iter().any(|t| t.id == target.id))
        {
            continue;
        }
        reasons.chased.push(Chased {
            piece: target.piece,
            square: target.square,
            protected: protected(&positions[first.ply], target.square),
        });
        for p in &own {
            let Some(t) = p.targets.iter().find(|t| t.id == target.id) else {
                continue;
            };
            let most = effects[p.ply - 1]
                .chases
                .iter()
                .chain(&effects[p.ply - 1].wins_by_checks)
                .filter(|c| c.square == t.square)
                .map(|c| c.attackers.len())
                .max()
                .unwrap_or(1);
            reasons.chasers = reasons.chasers.max(most);
        }
    }
    reasons
}

/// Whether the piece on `square` (its side to move in `pos`) could take back if the other side
/// took it first: 有根.
fn protected(pos: &Position, square: Square) -> bool {
    let Some(chaser_to_move) = pos.passed() else {
        return false;
    };
    chaser_to_move.legal_moves_to(square).iter().any(|&take| {
        !chaser_to_move
            .play_unchecked(take)
            .legal_moves_to(square)
            .is_empty()
    })
}
