//! Finding the legal move a written move describes in a position, and playing move lists.

use super::plain::plain_word;
use super::read::{Action, Description, Tandem, Written, parse_list};
use super::side_file;
use crate::bitboard::{Bitboard, Points, bit};
use crate::board::{Color, PieceKind, Square};
use crate::moves::Move;
use crate::position::Position;
use std::fmt;

/// Why a move list could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// What went wrong.
    pub kind: NotationErrorKind,
    /// The move as written (empty for a syntax error before any move).
    pub token: String,
    /// The 1-based number of the move in the list (the ply), 0 if unknown.
    pub index: usize,
    /// 1-based line of the token in the list.
    pub line: usize,
    /// 1-based column (characters) of the token.
    pub column: usize,
}

/// The kinds of notation errors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    /// The text does not follow the grammar; pest's message with the caret.
    Syntax(String),
    /// No piece of the side to move fits the description.
    NoPiece {
        /// What was looked for.
        expected: Expected,
    },
    /// A piece fits, but cannot legally make the move.
    Illegal {
        /// What was looked for.
        expected: Expected,
    },
    /// More than one legal move fits.
    Ambiguous {
        /// The fitting moves.
        candidates: Vec<Move>,
    },
}

/// What a move that cannot be played asked for, as data: a piece of the side to move on a square
/// (a move written as coordinates), or a piece as a described move names it. Its
/// [`Display`](fmt::Display) is the English of the error (`a black general on its file 5 moving
/// forward 1`); a caller renders it in any language from the fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A piece of `side` on `square`.
    On {
        /// The side to move.
        side: Color,
        /// The square the move starts from.
        square: Square,
    },
    /// A piece of `side` as `description` names it.
    Described {
        /// The side to move.
        side: Color,
        /// The written move.
        description: Description,
    },
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::On { side, square } => write!(f, "a {side} piece on {square}"),
            Expected::Described { side, description } => {
                f.write_str(&expected_text(*side, description))
            }
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let NotationErrorKind::Syntax(message) = &self.kind {
            return write!(f, "cannot read the move list:\n{message}");
        }
        write!(
            f,
            "move {} '{}' ({}:{}): {}",
            self.index, self.token, self.line, self.column, self.kind
        )
    }
}

/// What is wrong, without saying where: `illegal: a red rook on a0 cannot make this move here`.
/// A [`NotationError`] writes it after the move's number, text and place.
impl fmt::Display for NotationErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationErrorKind::Syntax(message) => write!(f, "cannot read the move:\n{message}"),
            NotationErrorKind::NoPiece { expected } => {
                write!(f, "no piece there: expected {expected}")
            }
            NotationErrorKind::Illegal { expected } => {
                write!(f, "illegal: {expected} cannot make this move here")
            }
            NotationErrorKind::Ambiguous { candidates } => {
                let list: Vec<String> = candidates.iter().map(|m| m.iccs()).collect();
                write!(
                    f,
                    "ambiguous: fits {} legal moves ({})",
                    list.len(),
                    list.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for NotationError {}

/// Reads a move list and plays it from `start`: each move is resolved against the position it
/// is played in. Returns the moves in order. Lists of the common forms (four-character Chinese
/// moves, ICCS coordinates without a dash, with or without move numbers) are read without the
/// grammar, to the same moves, word by word: a move of such a list that is not legal where it
/// is played is reported without reading the words after it. Any other list is read by the
/// grammar, which says what is wrong and where.
pub fn parse_moves(start: &Position, text: &str) -> Result<Vec<Move>, NotationError> {
    match plain_list(start, text) {
        Plain::Moves(moves) => Ok(moves),
        Plain::Unresolved(e) => Err(e),
        Plain::Other => parse_by_grammar(start, text),
    }
}

/// [`parse_moves`] by the grammar, whatever the notation.
fn parse_by_grammar(start: &Position, text: &str) -> Result<Vec<Move>, NotationError> {
    let tokens = parse_list(text).map_err(|e| {
        let (line, column) = match e.line_col {
            pest::error::LineColLocation::Pos(p) | pest::error::LineColLocation::Span(p, _) => p,
        };
        NotationError {
            kind: NotationErrorKind::Syntax(e.to_string()),
            token: String::new(),
            index: 0,
            line,
            column,
        }
    })?;
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let mv = resolve(&pos, &token.written).map_err(|kind| NotationError {
            kind,
            token: token.text.clone(),
            index: i + 1,
            line: token.line,
            column: token.column,
        })?;
        pos = pos.play_unchecked(mv);
        out.push(mv);
    }
    Ok(out)
}

/// The grammar's separators between moves (its `separator` rule).
const SEPARATORS: [char; 9] = [' ', '\t', '\n', '\r', '\u{a0}', '\u{3000}', ',', '，', '、'];

/// What [`plain_list`] makes of a list.
enum Plain {
    /// Every word is a move number or a move in a common form, and every move is legal in turn.
    Moves(Vec<Move>),
    /// The words up to a move in a common form are, and that move is not legal where it is
    /// played: the error the grammar gives for it, were nothing wrong in the words after it.
    Unresolved(NotationError),
    /// A word is neither: the grammar reads the list.
    Other,
}

/// The moves of a list whose every word is a move number or a move in one of the common forms
/// ([`plain_word`]), optionally after its number (`1.炮二平五`) — the form of game records,
/// engines and batches — read and played without the grammar, which would read them the same.
/// Stops at the first word in another form (the grammar then reads the list) or the first move
/// that does not resolve in turn (its error, with where it stands).
fn plain_list(start: &Position, text: &str) -> Plain {
    let mut pos = start.clone();
    let mut out = Vec::new();
    // A move number must be followed by a move, as in the grammar's `numbered_move`.
    let mut numbered = false;
    for word in text.split(SEPARATORS).filter(|w| !w.is_empty()) {
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let word = match word[digits..].strip_prefix(['.', '．']) {
            Some(rest) if digits > 0 => {
                if numbered {
                    return Plain::Other;
                }
                numbered = true;
                if rest.is_empty() {
                    continue;
                }
                rest
            }
            _ => word,
        };
        numbered = false;
        let Some(written) = plain_word(word) else {
            return Plain::Other;
        };
        match resolve(&pos, &written) {
            Ok(mv) => {
                pos.apply(mv);
                out.push(mv);
            }
            Err(kind) => {
                // `word` is a slice of `text`: its byte offset is the distance between them.
                let offset = word.as_ptr() as usize - text.as_ptr() as usize;
                let (line, column) = line_column(text, offset);
                return Plain::Unresolved(NotationError {
                    kind,
                    token: word.to_string(),
                    index: out.len() + 1,
                    line,
                    column,
                });
            }
        }
    }
    if numbered {
        Plain::Other
    } else {
        Plain::Moves(out)
    }
}

/// The 1-based line and column (in characters) of byte `offset` of `text`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// Finds the one legal move that a written move describes in this position.
pub fn resolve(pos: &Position, written: &Written) -> Result<Move, NotationErrorKind> {
    match written {
        Written::Coordinates(mv) => {
            if pos.is_legal(*mv) {
                return Ok(*mv);
            }
            let side = pos.side_to_move();
            let expected = Expected::On {
                side,
                square: mv.from,
            };
            if pos.piece_at(mv.from).is_some_and(|p| p.color == side) {
                Err(NotationErrorKind::Illegal { expected })
            } else {
                Err(NotationErrorKind::NoPiece { expected })
            }
        }
        Written::Described(d) => resolve_description(pos, d),
    }
}

/// Resolves a described move from the pieces it can name: the side's pieces of its kind, on its
/// file, at its tandem place; each can make at most one move of that direction and number, and
/// each such move is tested for legality alone.
fn resolve_description(pos: &Position, d: &Description) -> Result<Move, NotationErrorKind> {
    let side = pos.side_to_move();
    let mut pieces = pos.occ[side.index()];
    if let Some(kind) = d.kind {
        pieces &= pos.kinds[kind as usize];
    }
    if let Some(file) = d.file {
        pieces &= file_index(side, file).map_or(0, file_mask);
    }
    let mut named = false;
    let mut fits: Vec<Move> = Vec::new();
    // Lowest point first, the order of `Position::legal_moves`, so that the candidates of an
    // ambiguous move come in that order.
    for from in Points(pieces).map(Square::at) {
        if d.tandem.is_some_and(|t| !at_tandem_place(pos, from, t)) {
            continue;
        }
        named = true;
        let kind = pos.piece_at(from).expect("a piece of the side").kind;
        if let Some(to) = destination(kind, side, from, d) {
            let m = Move::new(from, to);
            if pos.is_legal(m) {
                fits.push(m);
            }
        }
    }
    match fits.len() {
        1 => Ok(fits[0]),
        0 => {
            let expected = Expected::Described {
                side,
                description: d.clone(),
            };
            if named {
                Err(NotationErrorKind::Illegal { expected })
            } else {
                Err(NotationErrorKind::NoPiece { expected })
            }
        }
        _ => Err(NotationErrorKind::Ambiguous { candidates: fits }),
    }
}

/// The points of a board file (0 = `a`), board layout.
fn file_mask(file: i32) -> Bitboard {
    (0..10).fold(0, |mask, rank| mask | bit(rank * 9 + file as usize))
}

/// Whether the piece on `sq` stands at that place among the same pieces on its file: one of two
/// or more, counted from the one nearest the opponent.
fn at_tandem_place(pos: &Position, sq: Square, tandem: Tandem) -> bool {
    let piece = pos.piece_at(sq).expect("a piece of the side");
    let mates = pos.occ[piece.color.index()]
        & pos.kinds[piece.kind as usize]
        & file_mask(sq.file().index() as i32);
    let n = mates.count_ones() as usize;
    // Nearest the opponent is the highest rank for red, the lowest for black.
    let below = (mates & (bit(sq.index()) - 1)).count_ones() as usize;
    let i = match piece.color {
        Color::Red => n - 1 - below,
        Color::Black => below,
    };
    n >= 2
        && match tandem {
            Tandem::Front => i == 0,
            Tandem::Rear => i == n - 1,
            Tandem::Middle => n == 3 && i == 1,
            Tandem::Nth(k) => i + 1 == k as usize,
        }
}

/// The board file (0 = `a`) a side names with a file number 1–9 (see [`side_file`]).
fn file_index(side: Color, number: u8) -> Option<i32> {
    let n = i32::from(number);
    (1..=9).contains(&n).then_some(match side {
        Color::Red => 9 - n,
        Color::Black => n - 1,
    })
}

/// Where a piece of `kind` on `from` goes by the description's direction and number, if that
/// is a move of its kind's shape on the board (legality aside). Sideways, and forward or back
/// for the straight movers, the number is the destination file or the count of ranks; the
/// diagonal movers (horse, elephant, advisor) name their destination file, whose distance fixes
/// the ranks they go.
fn destination(kind: PieceKind, side: Color, from: Square, d: &Description) -> Option<Square> {
    let (file, rank) = (from.file().index() as i32, from.rank().index() as i32);
    let ahead = match side {
        Color::Red => 1,
        Color::Black => -1,
    };
    let way = match d.action {
        Action::Forward => ahead,
        Action::Backward => -ahead,
        Action::Sideways => 0,
    };
    let diagonal = matches!(
        kind,
        PieceKind::Horse | PieceKind::Elephant | PieceKind::Advisor
    );
    if way == 0 || diagonal {
        let to_file = file_index(side, d.number)?;
        let ranks = match (way, kind, (to_file - file).abs()) {
            (0, _, _) if !diagonal => 0,
            (0, _, _) => return None,
            (_, PieceKind::Horse, 1) | (_, PieceKind::Elephant, 2) => 2,
            (_, PieceKind::Horse, 2) | (_, PieceKind::Advisor, 1) => 1,
            _ => return None,
        };
        Square::from_coords(to_file, rank + way * ranks)
    } else {
        Square::from_coords(file, rank + way * i32::from(d.number))
    }
}

/// The same-kind pieces of the same side on the file of `sq`, front first.
pub(crate) fn file_mates(pos: &Position, sq: Square) -> Vec<Square> {
    let Some(piece) = pos.piece_at(sq) else {
        return Vec::new();
    };
    let mut mates: Vec<Square> = (0..10)
        .filter_map(|r| Square::from_coords(sq.file().index() as i32, r))
        .filter(|s| pos.piece_at(*s) == Some(piece))
        .collect();
    // Front = nearest the opponent: highest rank for red, lowest for black.
    if piece.color == Color::Red {
        mates.reverse();
    }
    mates
}

/// The number written after the direction: the destination file for sideways moves and for the
/// diagonal movers, otherwise how many ranks.
pub(crate) fn move_number(kind: PieceKind, side: Color, m: Move, ahead: i32) -> u8 {
    let diagonal = matches!(
        kind,
        PieceKind::Horse | PieceKind::Elephant | PieceKind::Advisor
    );
    if ahead == 0 || diagonal {
        side_file(side, m.to)
    } else {
        ahead.unsigned_abs() as u8
    }
}

fn expected_text(side: Color, d: &Description) -> String {
    let mut s = format!("a {side} ");
    if let Some(t) = d.tandem {
        s.push_str(match t {
            Tandem::Front => "front ",
            Tandem::Middle => "middle ",
            Tandem::Rear => "rear ",
            Tandem::Nth(_) => "",
        });
        if let Tandem::Nth(k) = t {
            s.push_str(&format!("number {k} (from the front) "));
        }
    }
    s.push_str(d.kind.map_or("piece", |k| k.name()));
    if let Some(f) = d.file {
        s.push_str(&format!(" on its file {f}"));
    }
    let way = match d.action {
        Action::Forward => "forward",
        Action::Backward => "backward",
        Action::Sideways => "sideways",
    };
    s.push_str(&format!(" moving {way} {}", d.number));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Notation, format_move};
    use proptest::prelude::*;

    /// The moves [`plain_list`] reads, or `None` when it leaves the list to the grammar or
    /// stops at a move that does not resolve.
    fn plain_moves(pos: &Position, text: &str) -> Option<Vec<Move>> {
        match plain_list(pos, text) {
            Plain::Moves(moves) => Some(moves),
            Plain::Unresolved(_) | Plain::Other => None,
        }
    }

    fn iccs(pos: &Position, text: &str) -> Result<Vec<String>, NotationError> {
        parse_moves(pos, text).map(|ms| ms.iter().map(|m| m.iccs()).collect())
    }

    #[test]
    fn a_plain_list_stops_at_its_first_bad_move_with_the_grammars_error() {
        let p = Position::start();
        for text in [
            "h2e2 h2e3",
            "1. h2e2 h9g7\n2. h0h5 b9c7",
            "炮二平五 马８进７\r\n  马二进四 炮８平５",
            "1.炮二平五，马８进７、车一进一 车九平八 兵三进二",
            "e3e4 e6e5 e4e6",
        ] {
            let plain = parse_moves(&p, text).expect_err(text);
            assert_eq!(plain, parse_by_grammar(&p, text).expect_err(text), "{text}");
        }
        // The first bad move is reported even where a word after it cannot be read at all (the
        // grammar, reading the whole list first, would report that word).
        let e = parse_moves(&p, "h2e2 h2e3 !!").unwrap_err();
        assert_eq!((e.index, e.token.as_str(), e.column), (2, "h2e3", 6));
    }

    #[test]
    fn plain_lists_are_read_as_the_grammar_reads_them() {
        let p = Position::start();
        for text in [
            "h2e2 h9g7",
            "  H2E2   h9G7 ",
            "",
            "h2e2 h9g7 b0c2 b9c7 a0a1",
            "h2e2\th9g7",
            "h2e2,h9g7",
            "1. 炮二平五 馬８進７\r\n2. 馬二進三 車９平８\r\n",
            "1.炮二平五 马8进7 2．h0g2",
            "炮二平五，马８进７、馬二進三\u{3000}車９平８\u{a0}車一平二",
        ] {
            let fast = plain_moves(&p, text).expect("a plain list");
            assert_eq!(Ok(fast), parse_by_grammar(&p, text), "{text:?}");
        }
        // Anything else is left to the grammar: other forms, separators the grammar does not
        // take, numbers without a move, and moves that do not resolve in turn (so that the
        // error names them).
        for text in [
            "h2-e2",
            "C2.5",
            "炮二平五马８进７",
            "h2e2 h2e3",
            "炮二平五 炮５平４",
            "j2e2",
            "1.",
            "炮二平五 2.",
            "1. 2. h2e2",
            "1.1.h2e2",
            "h2e2\u{2003}h9g7",
        ] {
            assert_eq!(plain_moves(&p, text), None, "{text:?}");
        }
        assert_eq!(iccs(&p, "h2e2 h2e3").unwrap_err().index, 2);
        for text in [
            "1.",
            "炮二平五 2.",
            "1. 2. h2e2",
            "1.1.h2e2",
            "h2e2\u{2003}h9g7",
        ] {
            assert!(parse_by_grammar(&p, text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn the_plain_separators_are_the_grammars() {
        use super::super::read::{NotationGrammar, Rule};
        use pest::Parser;
        for c in (0..=0xffff).filter_map(char::from_u32) {
            let grammar = NotationGrammar::parse(Rule::separator, &c.to_string()).is_ok();
            assert_eq!(grammar, SEPARATORS.contains(&c), "{c:?}");
        }
    }

    /// The moves of a random game from the start, picked by `choices`, written in Chinese
    /// (with numbers, as records write them) or in coordinates.
    fn random_record(choices: &[u16], chinese: bool) -> (String, Vec<Move>) {
        let mut pos = Position::start();
        let (mut text, mut moves) = (String::new(), Vec::new());
        for (i, &c) in choices.iter().enumerate() {
            let legal = pos.legal_moves();
            let Some(&m) = legal.as_slice().get(c as usize % legal.len().max(1)) else {
                break;
            };
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            let notation = if chinese {
                Notation::Chinese
            } else {
                Notation::Iccs
            };
            text.push_str(&format_move(&pos, m, notation));
            text.push(if i % 2 == 0 { ' ' } else { '\n' });
            pos = pos.play_unchecked(m);
            moves.push(m);
        }
        (text, moves)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn random_records_are_read_plainly(
            choices in prop::collection::vec(any::<u16>(), 0..150),
            chinese in any::<bool>(),
        ) {
            let (text, moves) = random_record(&choices, chinese);
            // Crowded files are written in five characters (`前兵七进一`), left to the grammar.
            let plain = text.split_whitespace().all(|w| w.chars().count() <= 4);
            prop_assert_eq!(plain_moves(&Position::start(), &text), plain.then(|| moves.clone()));
            prop_assert_eq!(parse_by_grammar(&Position::start(), &text), Ok(moves));
        }

        #[test]
        fn notation_like_lists_are_read_plainly_only_as_the_grammar_reads_them(
            s in "([1-9]\\.|[车馬炮相士帅兵卒前後一二五七八九进退平１２５８ ，h2e9a0]){0,24}"
        ) {
            let p = Position::start();
            if let Some(moves) = plain_moves(&p, &s) {
                prop_assert_eq!(parse_by_grammar(&p, &s), Ok(moves));
            }
        }
    }

    #[test]
    fn opening_moves_resolve_in_every_notation() {
        let p = Position::start();
        assert_eq!(iccs(&p, "炮二平五 马８进７").unwrap(), ["h2e2", "h9g7"]);
        assert_eq!(iccs(&p, "C2.5 H8+7").unwrap(), ["h2e2", "h9g7"]);
        assert_eq!(iccs(&p, "h2e2 马8进7 R1.2").unwrap_err().index, 3);
        assert_eq!(iccs(&p, "車一進一").unwrap(), ["i0i1"]);
        assert_eq!(iccs(&p, "兵七进一 卒３进１").unwrap(), ["c3c4", "c6c5"]);
        assert_eq!(iccs(&p, "相三进五 象７进５").unwrap(), ["g0e2", "g9e7"]);
        assert_eq!(iccs(&p, "仕四进五 士４进５").unwrap(), ["f0e1", "d9e8"]);
    }

    #[test]
    fn tandem_pieces_resolve_front_and_rear() {
        // Two red rooks on file 二 (h): h5 is the front one for red.
        let p = Position::from_fen("3k5/9/9/9/7R1/9/9/7R1/9/4K4 w").unwrap();
        assert_eq!(iccs(&p, "前车进一").unwrap(), ["h5h6"]);
        assert_eq!(iccs(&p, "后车退一").unwrap(), ["h2h1"]);
        assert_eq!(iccs(&p, "+R+1").unwrap(), ["h5h6"]);
        assert_eq!(iccs(&p, "R-.1").unwrap(), ["h2i2"]);
        let e = iccs(&p, "车二进一").unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::Ambiguous { .. }), "{e}");
    }

    #[test]
    fn errors_say_what_was_expected() {
        let p = Position::start();
        let e = iccs(&p, "炮三平五").unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::NoPiece { .. }));
        assert_eq!(
            e.to_string(),
            "move 1 '炮三平五' (1:1): no piece there: expected a red cannon on its file 3 moving sideways 5"
        );
        let e = iccs(&p, "炮二 平五").unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::Syntax(_)));
        let e = iccs(&p, "车一平二").unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::Illegal { .. }), "{e}");
        let e = iccs(&p, "a0a5").unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::Illegal { .. }), "{e}");
        let e = iccs(&p, "a5a6").unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::NoPiece { .. }), "{e}");
    }
}
