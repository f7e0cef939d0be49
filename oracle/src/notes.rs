//! The notes a ruling gives where a side's move classes alone do not say why it offends or does
//! not (built in `explain`), as data: what kind of note, with the pattern, plies, pieces and
//! articles it names. Their [`Display`](fmt::Display) is the English of the ruling's `why` (a
//! contract of the JSON output); a caller renders them in any language from the fields.

use crate::board::{Color, Piece, Square};
use crate::reasons::PatternName;
use crate::verdict::plies_text;
use crate::vocabulary::Class;
use std::fmt;

/// One note on a side's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The side's moves fit `pattern` in the loop of `fit` but not in the loop of `unfit`: a
    /// side offends only when it does in every loop.
    SomeLoops {
        /// The pattern fitted in one loop.
        pattern: PatternName,
        /// The plies of a loop where it fits.
        fit: Vec<usize>,
        /// The plies of a loop where it does not.
        unfit: Vec<usize>,
    },
    /// Every move chases or threatens, but no one piece is chased on every move, as `pattern`
    /// (the chase of one piece) needs.
    NoOnePiece {
        /// The pattern not fitted.
        pattern: PatternName,
    },
    /// One piece is chased on every move, but some chases do not count, so `pattern` is not
    /// fitted.
    Uncounted {
        /// The pattern not fitted.
        pattern: PatternName,
        /// The chased piece.
        piece: Piece,
        /// Where it stood when first chased.
        square: Square,
        /// Why chases of it do not count (at least one).
        why: Vec<NotCounted>,
    },
    /// One piece is attacked on every move, but `color` could already take it before each of
    /// those moves: it never fled out of reach and was never protected, so it is not chased
    /// perpetually (AXF 术语解释 长捉, 图一○六).
    Standing {
        /// The pattern not fitted.
        pattern: PatternName,
        /// The attacked piece.
        piece: Piece,
        /// Where it stood.
        square: Square,
        /// The side judged (which could take it all along).
        color: Color,
        /// The article that needs the chased piece to answer (or the pattern's).
        article: String,
    },
    /// Idle moves that attack by the general or pawns alone, which the book calls 闲 (CN
    /// 第27.1条, 第27.2条).
    IdleChases {
        /// The plies (each with its twins: the same move from the same position).
        plies: Vec<usize>,
        /// Who chases, one group per distinct set of chasers.
        by: Vec<Chasers>,
        /// The pieces chased.
        pieces: Vec<Piece>,
        /// The rule table's article on such chasers.
        article: String,
    },
    /// On these plies a pawn already threatened the pieces, and its chase counts since the other
    /// side attacks on every move: 从捉到捉, no new chase.
    Stood {
        /// The plies (each with its twins).
        plies: Vec<usize>,
        /// The pieces already threatened, where they stood.
        pieces: Vec<(Piece, Square)>,
        /// The rule table's article on such chasers.
        article: String,
    },
    /// The pawns' chases count as 捉, since the other side attacks on every move (CN 第27.2条
    /// 如形成相互长打局面，则应按捉处理).
    CountedPawns {
        /// The rule table's article on such chasers.
        article: String,
    },
}

/// Why a piece's chase does not count on some moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotCounted {
    /// It has not crossed the river and may be chased forever.
    Free {
        /// The article that frees it.
        article: String,
    },
    /// It is chased only by the general or pawns, which is allowed alone.
    Lone {
        /// The plies where it is so (each with its twins); `None` on every move.
        plies: Option<Vec<usize>>,
        /// Who chases it.
        by: Chasers,
        /// The article that allows them.
        article: String,
    },
    /// It cannot be won, only followed, which is allowed.
    Unwinnable {
        /// The plies where it is so; `None` on every move.
        plies: Option<Vec<usize>>,
        /// The article on winning a piece.
        article: String,
    },
    /// It can be won only through a check, which the book names `class`, not a chase.
    ByChecks {
        /// The plies where it is so; `None` on every move.
        plies: Option<Vec<usize>>,
        /// What the book names such a threat (`capture_threat`: AXF 要抽吃).
        class: Class,
        /// The article that names it.
        article: String,
    },
}

/// The pieces of a lone chase: how many generals and pawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chasers {
    /// Generals chasing (0 or 1).
    pub generals: usize,
    /// Pawns chasing.
    pub pawns: usize,
}

impl Chasers {
    /// Whether one piece chases alone (`chases`, not `chase`).
    pub fn single(&self) -> bool {
        self.generals + self.pawns <= 1
    }
}

impl fmt::Display for Chasers {
    /// `the pawn`, `2 pawns`, `the general and the pawn`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |kind: &str, n: usize| match n {
            0 => None,
            1 => Some(format!("the {kind}")),
            n => Some(format!("{n} {kind}s")),
        };
        let parts: Vec<String> = [("general", self.generals), ("pawn", self.pawns)]
            .into_iter()
            .filter_map(|(k, n)| name(k, n))
            .collect();
        f.write_str(&parts.join(" and "))
    }
}

/// Plies as a reader counts them in a sentence: `ply 3`, `plies 3 and 7`, `plies 1, 3 and 5`.
pub(crate) fn plies_words(plies: &[usize]) -> String {
    let text: Vec<String> = plies.iter().map(usize::to_string).collect();
    match text.as_slice() {
        [one] => format!("ply {one}"),
        [rest @ .., last] => format!("plies {} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

/// `on plies 3 and 7 `, or nothing where it is so on every move.
fn when(plies: &Option<Vec<usize>>) -> String {
    plies
        .as_ref()
        .map(|p| format!("on {} ", plies_words(p)))
        .unwrap_or_default()
}

impl fmt::Display for NotCounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotCounted::Free { article } => write!(
                f,
                "it has not crossed the river and may be chased forever ({article})"
            ),
            NotCounted::Lone { plies, by, article } => write!(
                f,
                "{}only by {by}, which is allowed alone ({article})",
                when(plies)
            ),
            NotCounted::Unwinnable { plies, article } => write!(
                f,
                "{}it cannot be won, only followed, which is allowed ({article})",
                when(plies)
            ),
            NotCounted::ByChecks {
                plies,
                class,
                article,
            } => write!(
                f,
                "{}it can be won only through a check, {} ({class}), which is allowed ({article})",
                when(plies),
                class.chinese()
            ),
        }
    }
}

impl fmt::Display for Note {
    /// The English of the ruling's `why`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::SomeLoops {
                pattern,
                fit,
                unfit,
            } => write!(
                f,
                "its moves fit {} ({}) in the loop of {} but not in the loop of {}: a side \
                 offends only when it does in every loop",
                pattern.chinese,
                pattern.article,
                plies_text(fit),
                plies_text(unfit),
            ),
            Note::NoOnePiece { pattern } => write!(
                f,
                "not {}: no one piece is chased on every move ({})",
                pattern.chinese, pattern.article
            ),
            Note::Uncounted {
                pattern,
                piece,
                square,
                why,
            } => {
                let why: Vec<String> = why.iter().map(NotCounted::to_string).collect();
                write!(
                    f,
                    "not {}: the {piece} on {square} is chased on every move, but {}",
                    pattern.chinese,
                    why.join("; ")
                )
            }
            Note::Standing {
                pattern,
                piece,
                square,
                color,
                article,
            } => write!(
                f,
                "not {}: the {piece} on {square} is attacked on every move, but {color} could \
                 already take it before each of those moves: it never fled out of reach and was \
                 never protected, so it is not chased perpetually ({article})",
                pattern.chinese
            ),
            Note::IdleChases {
                plies,
                by,
                pieces,
                article,
            } => {
                let by_words: Vec<String> = by.iter().map(Chasers::to_string).collect();
                let pieces: Vec<String> = pieces.iter().map(|p| format!("the {p}")).collect();
                write!(
                    f,
                    "{} {} idle: only {} {} {} ({article})",
                    plies_words(plies),
                    if plies.len() == 1 { "is" } else { "are" },
                    by_words.join(" or "),
                    if by.len() == 1 && by[0].single() {
                        "chases"
                    } else {
                        "chase"
                    },
                    pieces.join(" and "),
                )
            }
            Note::Stood {
                plies,
                pieces,
                article,
            } => {
                let pieces: Vec<String> = pieces
                    .iter()
                    .map(|(p, s)| format!("the {p} on {s}"))
                    .collect();
                write!(
                    f,
                    "on {} a pawn already threatened {}, and its chase counts as 捉 since the \
                     other side attacks on every move: 从捉到捉, no new chase ({article})",
                    plies_words(plies),
                    pieces.join(" and "),
                )
            }
            Note::CountedPawns { article } => write!(
                f,
                "the pawns' chases count as 捉, since the other side attacks on every move \
                 ({article})"
            ),
        }
    }
}
