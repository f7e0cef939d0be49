//! The parse tree of `oracle/spec/notation.pest`, turned into written moves not yet tied to a position.

use super::plain::plain_word;
use crate::board::PieceKind;
use crate::moves::Move;
use pest::Parser;
use pest::iterators::Pair;
use std::fmt;

/// The grammar of every notation qili reads. Its rules are documented in `oracle/spec/notation.pest`.
#[derive(pest_derive::Parser)]
#[grammar = "spec/notation.pest"]
pub struct NotationGrammar;

/// One move as written, before it is matched against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// ICCS coordinates name both squares.
    Coordinates(Move),
    /// Chinese or WXF notation describes the move relative to the mover.
    Described(Description),
}

/// A described move: which piece (kind, file, place in a file of several), which way, how far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// The piece kind, when written (`前七进一` leaves it out).
    pub kind: Option<PieceKind>,
    /// Which of several same pieces on one file.
    pub tandem: Option<Tandem>,
    /// The file the piece stands on, in the mover's numbering (1–9), when written.
    pub file: Option<u8>,
    /// Forward, backward or sideways.
    pub action: Action,
    /// The destination file (sideways moves and diagonal movers) or the number of ranks.
    pub number: u8,
}

/// Which of several pieces of one kind on one file moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tandem {
    /// 前 / `+`: the one nearest the opponent.
    Front,
    /// 中: the middle one of three.
    Middle,
    /// 后 / `-`: the one nearest its own side.
    Rear,
    /// 一…五 / `1`…`5`: counted from the front, starting at 1.
    Nth(u8),
}

/// The direction of a described move, from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// 进 / `+`: towards the opponent.
    Forward,
    /// 退 / `-`: towards its own side.
    Backward,
    /// 平 / `.` `=` `·`: along the rank.
    Sideways,
}

/// One written move of a list, with where it stands in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The move as written.
    pub text: String,
    /// What it says.
    pub written: Written,
    /// 1-based line of its first character.
    pub line: usize,
    /// 1-based column (in characters) of its first character.
    pub column: usize,
}

/// Parses a move list into tokens; a syntax error is pest's error, with `line:col` and a caret,
/// naming the written word it stopped in and what was expected there in readable words.
pub fn parse_list(text: &str) -> Result<Vec<Token>, pest::error::Error<Rule>> {
    let list = NotationGrammar::parse(Rule::moves, text)
        .map_err(|e| explain(text, e))?
        .next()
        .expect("the moves rule yields one pair");
    let mut out = Vec::new();
    let mut at = TextPosition::start(text);
    for pair in list.into_inner() {
        match pair.as_rule() {
            Rule::iccs | Rule::wxf | Rule::chinese => {
                let (line, column) = at.advance_to(pair.as_span().start());
                out.push(Token {
                    text: pair.as_str().to_string(),
                    written: written(pair),
                    line,
                    column,
                });
            }
            Rule::move_number | Rule::EOI => {}
            other => unreachable!("moves holds only moves and numbers, got {other:?}"),
        }
    }
    Ok(out)
}

/// The line and column of byte offsets of a text, found in one pass for offsets in increasing
/// order (pest's `line_col` counts the characters from the start of the line each time, which
/// takes time quadratic in the length of a one-line list).
struct TextPosition<'t> {
    text: &'t str,
    offset: usize,
    line: usize,
    column: usize,
}

impl<'t> TextPosition<'t> {
    fn start(text: &'t str) -> TextPosition<'t> {
        TextPosition {
            text,
            offset: 0,
            line: 1,
            column: 1,
        }
    }

    /// The 1-based line and column (in characters) of byte `offset`, not before the last one
    /// asked for.
    fn advance_to(&mut self, offset: usize) -> (usize, usize) {
        for c in self.text[self.offset..offset].chars() {
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
        self.offset = offset;
        (self.line, self.column)
    }
}

/// Reads one move written on its own (a word of a game record: `炮二平五`, `C2.5`, `h2e2`), in any
/// notation [`parse_list`] reads, but without a move number, a separator or a second move. The
/// common forms (four-character Chinese moves, ICCS coordinates without a dash) are read without
/// the grammar, to the same [`Written`]. A bad word gets the error [`parse_list`] gives: what is
/// wrong in readable words (`e.variant.message()`), with the position in the word.
pub fn read_move(word: &str) -> Result<Written, pest::error::Error<Rule>> {
    match plain_word(word) {
        Some(written) => Ok(written),
        None => read_move_by_grammar(word),
    }
}

/// [`read_move`] by the grammar, whatever the form.
pub(super) fn read_move_by_grammar(word: &str) -> Result<Written, pest::error::Error<Rule>> {
    let mut pairs = NotationGrammar::parse(Rule::move_word, word)
        .map_err(|e| explain(word, e))?
        .next()
        .expect("the move_word rule yields one pair")
        .into_inner();
    Ok(written(pairs.next().expect("a move word holds a move")))
}

/// What a move may begin with, for a word that begins no move at all.
const MOVE_START: &str = "a move begins with a piece (a WXF letter K A E H R C P, or N B G, or a \
                          Chinese piece such as 车), a tandem mark (+ - 前 中 后), or an ICCS \
                          square (a file a-i and a rank 0-9, as in h2e2)";

/// Why a written word is no move, as data: the word and what is wrong in it. Its
/// [`Display`](fmt::Display) is the English the grammar's error gives (`'xyzzy' is not a move:
/// a move begins with …`); a caller renders it in any language from the fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordError {
    /// The written word the grammar stopped in (empty at the end of a list).
    pub word: String,
    /// What is wrong.
    pub kind: WordErrorKind,
}

/// What is wrong in a word that is no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordErrorKind {
    /// The word begins no move: no piece, tandem mark or square at its start.
    NotAMove,
    /// A move is read, but the word goes on after it.
    EndsEarly,
    /// The grammar stopped inside the word: `expected` are the rules it would have taken there
    /// (the grammar's names: `number`, `chinese_action`, …), `message` the grammar's English.
    Expected {
        /// The rules the grammar expected, by name.
        expected: Vec<String>,
        /// The grammar's English (`expected a number (一-九 or 1-9)`).
        message: String,
    },
}

impl fmt::Display for WordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = &self.word;
        match &self.kind {
            WordErrorKind::NotAMove => write!(f, "'{word}' is not a move: {MOVE_START}"),
            WordErrorKind::EndsEarly => write!(
                f,
                "in '{word}': a move ends at a space, a comma or the end of the list"
            ),
            WordErrorKind::Expected { message, .. } if word.is_empty() => f.write_str(message),
            WordErrorKind::Expected { message, .. } => write!(f, "in '{word}': {message}"),
        }
    }
}

/// Why `word`, a move written on its own, is no move ([`read_move`]'s error, as data); `None`
/// when it reads as a move.
pub fn word_error(word: &str) -> Option<WordError> {
    match plain_word(word) {
        Some(_) => None,
        None => NotationGrammar::parse(Rule::move_word, word)
            .err()
            .map(|e| word_error_of(word, &e)),
    }
}

/// Why the move list `text` does not follow the grammar, as data: the word the grammar stopped
/// in and what it expected there (the reason [`parse_list`]'s error words in English); `None`
/// when the list follows it.
pub fn list_error(text: &str) -> Option<WordError> {
    NotationGrammar::parse(Rule::moves, text)
        .err()
        .map(|e| word_error_of(text, &e))
}

/// The word a syntax error of `text` is in, and what was expected where it stopped.
fn word_error_of(text: &str, e: &pest::error::Error<Rule>) -> WordError {
    use pest::error::{ErrorVariant, InputLocation};
    let at = match e.location {
        InputLocation::Pos(p) | InputLocation::Span((p, _)) => p,
    };
    let is_separator =
        |c: char| c.is_whitespace() || matches!(c, ',' | '，' | '、' | '\u{a0}' | '\u{3000}');
    let start = text[..at]
        .char_indices()
        .rev()
        .find(|&(_, c)| is_separator(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let end = text[at..].find(is_separator).map_or(text.len(), |i| at + i);
    let word = text[start..end].to_string();
    let kind = match &e.variant {
        ErrorVariant::ParsingError { positives, .. } if positives == &[Rule::EOI] => {
            WordErrorKind::EndsEarly
        }
        _ if at == start && !word.is_empty() => WordErrorKind::NotAMove,
        variant => WordErrorKind::Expected {
            expected: match variant {
                ErrorVariant::ParsingError { positives, .. } => {
                    positives.iter().map(|r| format!("{r:?}")).collect()
                }
                ErrorVariant::CustomError { .. } => Vec::new(),
            },
            message: e
                .clone()
                .renamed_rules(rule_name)
                .variant
                .message()
                .into_owned(),
        },
    };
    WordError { word, kind }
}

/// A syntax error in words: which written word it is in, and what was expected where it stopped.
fn explain(text: &str, e: pest::error::Error<Rule>) -> pest::error::Error<Rule> {
    use pest::error::{ErrorVariant, InputLocation};
    let at = match e.location {
        InputLocation::Pos(p) | InputLocation::Span((p, _)) => p,
    };
    let message = word_error_of(text, &e).to_string();
    let pos = pest::Position::new(text, at).expect("the error's position lies in the text");
    pest::error::Error::new_from_pos(ErrorVariant::CustomError { message }, pos)
}

fn written(pair: Pair<'_, Rule>) -> Written {
    match pair.as_rule() {
        Rule::iccs => {
            let squares: String = pair
                .into_inner()
                .map(|p| p.as_str().to_ascii_lowercase())
                .collect();
            Written::Coordinates(Move::parse_iccs(&squares).expect("the grammar checked it"))
        }
        _ => Written::Described(description(pair)),
    }
}

fn description(pair: Pair<'_, Rule>) -> Description {
    let mut d = Description {
        kind: None,
        tandem: None,
        file: None,
        action: Action::Sideways,
        number: 0,
    };
    for part in pair.into_inner() {
        let s = part.as_str();
        match part.as_rule() {
            Rule::wxf_piece | Rule::chinese_piece => d.kind = Some(piece_kind(s)),
            Rule::wxf_tandem | Rule::wxf_tandem_after | Rule::chinese_tandem => {
                d.tandem = Some(tandem(s))
            }
            Rule::wxf_file | Rule::chinese_file => d.file = Some(number_of(s)),
            Rule::wxf_action | Rule::chinese_action => d.action = action(s),
            Rule::number => d.number = number_of(s),
            other => unreachable!("unexpected part of a described move: {other:?}"),
        }
    }
    d
}

fn piece_kind(s: &str) -> PieceKind {
    let c = s.chars().next().expect("a piece is one character");
    match c.to_ascii_uppercase() {
        'K' | 'G' => PieceKind::General,
        'A' => PieceKind::Advisor,
        'E' | 'B' => PieceKind::Elephant,
        'H' | 'N' => PieceKind::Horse,
        'R' => PieceKind::Rook,
        'C' => PieceKind::Cannon,
        'P' => PieceKind::Pawn,
        _ => chinese_kind(c).unwrap_or_else(|| unreachable!("the grammar admits no piece {c:?}")),
    }
}

fn tandem(s: &str) -> Tandem {
    let c = s.chars().next().expect("a tandem mark is one character");
    match c {
        '+' | '＋' => Tandem::Front,
        '-' | '－' => Tandem::Rear,
        _ => chinese_tandem(c)
            .or_else(|| number(c).map(Tandem::Nth))
            .unwrap_or_else(|| unreachable!("the grammar admits no tandem mark {c:?}")),
    }
}

fn action(s: &str) -> Action {
    let c = s.chars().next().expect("a direction is one character");
    match c {
        '+' | '＋' => Action::Forward,
        '-' | '－' => Action::Backward,
        _ => chinese_action(c).unwrap_or(Action::Sideways),
    }
}

fn number_of(s: &str) -> u8 {
    let c = s.chars().next().expect("a number is one character");
    number(c).unwrap_or_else(|| unreachable!("the grammar admits no number {c:?}"))
}

/// The kind a Chinese piece character names (the grammar's `chinese_piece`): simplified or
/// traditional, red's or black's.
pub(super) fn chinese_kind(c: char) -> Option<PieceKind> {
    Some(match c {
        '帅' | '帥' | '将' | '將' => PieceKind::General,
        '仕' | '士' => PieceKind::Advisor,
        '相' | '象' => PieceKind::Elephant,
        '马' | '馬' | '傌' => PieceKind::Horse,
        '车' | '車' | '俥' => PieceKind::Rook,
        '炮' | '砲' | '包' => PieceKind::Cannon,
        '兵' | '卒' => PieceKind::Pawn,
        _ => return None,
    })
}

/// The place a Chinese tandem character names (the grammar's `chinese_tandem`): 前 中 后/後, or
/// 一–五 counting from the front.
pub(super) fn chinese_tandem(c: char) -> Option<Tandem> {
    match c {
        '前' => Some(Tandem::Front),
        '中' => Some(Tandem::Middle),
        '后' | '後' => Some(Tandem::Rear),
        '一' | '二' | '三' | '四' | '五' => number(c).map(Tandem::Nth),
        _ => None,
    }
}

/// The direction a Chinese action character names (the grammar's `chinese_action`).
pub(super) fn chinese_action(c: char) -> Option<Action> {
    match c {
        '进' | '進' => Some(Action::Forward),
        '退' => Some(Action::Backward),
        '平' => Some(Action::Sideways),
        _ => None,
    }
}

/// The value of a Chinese numeral or (half- or full-width) digit one to nine (the grammar's
/// `number`).
pub(super) fn number(c: char) -> Option<u8> {
    const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    if let Some(i) = NUMERALS.iter().position(|&n| n == c) {
        return Some(i as u8 + 1);
    }
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        // Full-width digits ０–９ are U+FF10–U+FF19.
        '１'..='９' => Some((c as u32 - '０' as u32) as u8),
        _ => None,
    }
}

/// The readable name of every grammar rule, for error messages. The match is exhaustive, so a
/// new rule cannot be added without a name.
pub fn rule_name(rule: &Rule) -> String {
    match rule {
        Rule::EOI => "end of the move list",
        Rule::moves => "a move list",
        Rule::move_word => "a single move",
        Rule::numbered_move => "a move",
        Rule::move_number => "a move number such as '1.'",
        Rule::single_move => "a move",
        Rule::iccs => "an ICCS move such as 'h2e2'",
        Rule::iccs_square => "an ICCS square such as 'h2'",
        Rule::wxf => "a WXF move such as 'C2.5'",
        Rule::wxf_piece => "a piece letter (K A E H R C P) or character",
        Rule::wxf_tandem => "a tandem mark ('+' front, '-' rear, 1-5)",
        Rule::wxf_tandem_after => "a tandem mark ('+' front, '-' rear)",
        Rule::wxf_file => "a file digit 1-9",
        Rule::wxf_action => "a direction ('+' forward, '-' back, '.' or '=' sideways)",
        Rule::chinese => "a Chinese move such as '炮二平五'",
        Rule::chinese_piece => "a piece character (车 马 炮 相 仕 帅 兵 …)",
        Rule::chinese_tandem => "前, 中, 后 or 一-五",
        Rule::chinese_file => "a file (一-九 or 1-9)",
        Rule::chinese_action => "进, 退 or 平",
        Rule::number => "a number (一-九 or 1-9)",
        Rule::numeral => "a Chinese numeral 一-九",
        Rule::digit => "a digit 1-9",
        Rule::separator => "a space or comma between moves",
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Written {
        let tokens = parse_list(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(tokens.len(), 1, "{text}");
        tokens.into_iter().next().unwrap().written
    }

    fn described(text: &str) -> Description {
        match one(text) {
            Written::Described(d) => d,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn syntax_error(text: &str) -> String {
        parse_list(text).expect_err(text).to_string()
    }

    /// The list's error as data is the one its English words: the word in the list it stopped
    /// in, and the rules expected there.
    #[test]
    fn list_error_is_the_syntax_error_as_data() {
        assert_eq!(list_error("1. h2e2 h9g7"), None);
        let text = "h2e2 马８进x";
        let error = list_error(text).expect("the list does not read");
        assert_eq!(error.word, "马８进x");
        match &error.kind {
            WordErrorKind::Expected { expected, .. } => assert_eq!(expected, &["number"]),
            other => panic!("{other:?}"),
        }
        assert!(syntax_error(text).ends_with(&error.to_string()), "{error}");
        let error = list_error("h2e2 xyzzy").expect("the list does not read");
        assert_eq!(
            (error.word.as_str(), &error.kind),
            ("xyzzy", &WordErrorKind::NotAMove)
        );
    }

    #[test]
    fn rule_moves_reads_lists_with_numbers_and_separators() {
        let t = parse_list("1.车四平五 将５平６\n2. h2e2，C2.5").unwrap();
        assert_eq!(t.len(), 4);
        assert_eq!((t[2].line, t[2].column), (2, 4));
        assert!(parse_list("").unwrap().is_empty());
        assert!(parse_list("  \u{3000} ").unwrap().is_empty());
        assert_eq!(parse_list("车二进一将６进１").unwrap().len(), 2);
        syntax_error("h2e2h9g7");
        syntax_error("车二进一 将６进１x");
    }

    #[test]
    fn rule_iccs_reads_both_forms() {
        let m = Move::parse_iccs("h2e2").unwrap();
        assert_eq!(one("h2e2"), Written::Coordinates(m));
        assert_eq!(one("H2-E2"), Written::Coordinates(m));
        syntax_error("h2j2");
        syntax_error("h2e");
    }

    #[test]
    fn rule_wxf_reads_plain_and_tandem_forms() {
        let d = described("C2.5");
        assert_eq!(
            (d.kind, d.file, d.action, d.number),
            (Some(PieceKind::Cannon), Some(2), Action::Sideways, 5)
        );
        assert_eq!(described("H8+7").action, Action::Forward);
        assert_eq!(described("R2-3").action, Action::Backward);
        assert_eq!(described("C2=4").action, Action::Sideways);
        let d = described("+R=4");
        assert_eq!((d.tandem, d.file), (Some(Tandem::Front), None));
        assert_eq!(described("R-.4").tandem, Some(Tandem::Rear));
        assert_eq!(described("N2+3").kind, Some(PieceKind::Horse));
        assert_eq!(described("B3+5").kind, Some(PieceKind::Elephant));
        assert_eq!(described("G5.4").kind, Some(PieceKind::General));
        assert_eq!(described("3P.4").tandem, Some(Tandem::Nth(3)));
        assert_eq!(described("+P7.6").file, Some(7));
        syntax_error("R2*6");
        syntax_error("X2+6");
    }

    #[test]
    fn rule_wxf_reads_axf_forms() {
        let d = described("车2+6");
        assert_eq!(
            (d.kind, d.file, d.number),
            (Some(PieceKind::Rook), Some(2), 6)
        );
        assert_eq!(described("炮2·4").action, Action::Sideways);
        assert_eq!(described("炮２．４").number, 4);
    }

    #[test]
    fn rule_chinese_reads_red_and_black_numbers() {
        let d = described("炮二平五");
        assert_eq!(
            (d.kind, d.file, d.action, d.number),
            (Some(PieceKind::Cannon), Some(2), Action::Sideways, 5)
        );
        assert_eq!(described("马８进７").file, Some(8));
        assert_eq!(described("卒2平1").number, 1);
        assert_eq!(described("將5進1").kind, Some(PieceKind::General));
        assert_eq!(described("傌二進三").kind, Some(PieceKind::Horse));
        assert_eq!(described("包８平５").kind, Some(PieceKind::Cannon));
        syntax_error("炮二走五");
        syntax_error("炮十平五");
    }

    #[test]
    fn rule_chinese_tandem_reads_every_form() {
        assert_eq!(described("前车进二").tandem, Some(Tandem::Front));
        assert_eq!(described("後車退1").tandem, Some(Tandem::Rear));
        assert_eq!(described("中兵平四").tandem, Some(Tandem::Middle));
        assert_eq!(described("三兵平四").tandem, Some(Tandem::Nth(3)));
        let d = described("前七进一");
        assert_eq!(
            (d.kind, d.tandem, d.file),
            (None, Some(Tandem::Front), Some(7))
        );
        let d = described("前兵七进一");
        assert_eq!((d.kind, d.file), (Some(PieceKind::Pawn), Some(7)));
        syntax_error("前进一");
    }

    #[test]
    fn rule_numbers_read_every_digit_form() {
        for (c, n) in [
            ('一', 1),
            ('九', 9),
            ('5', 5),
            ('５', 5),
            ('９', 9),
            ('1', 1),
        ] {
            assert_eq!(number(c), Some(n));
        }
        for c in ['0', '０', '十', 'a', '下'] {
            assert_eq!(number(c), None);
        }
    }

    /// Every rule of the grammar.
    const ALL_RULES: [Rule; 23] = [
        Rule::moves,
        Rule::move_word,
        Rule::separator,
        Rule::numbered_move,
        Rule::move_number,
        Rule::single_move,
        Rule::iccs,
        Rule::iccs_square,
        Rule::wxf,
        Rule::wxf_piece,
        Rule::wxf_tandem,
        Rule::wxf_tandem_after,
        Rule::wxf_file,
        Rule::wxf_action,
        Rule::chinese,
        Rule::chinese_piece,
        Rule::chinese_tandem,
        Rule::chinese_file,
        Rule::chinese_action,
        Rule::number,
        Rule::numeral,
        Rule::digit,
        Rule::EOI,
    ];

    /// Good and bad inputs for every rule of the grammar, each parsed by that rule alone (to
    /// the end of the input). The match is exhaustive: a new rule needs its examples.
    fn examples(rule: Rule) -> (&'static [&'static str], &'static [&'static str]) {
        match rule {
            Rule::moves => (
                &["", "炮二平五 马８进７", "1.h2e2, C2.5"],
                &["炮二平五 ?", "h2e2h9g7"],
            ),
            Rule::move_word => (
                &[
                    "h2e2",
                    "H2-E2",
                    "C2.5",
                    "+R=4",
                    "炮二平五",
                    "前七进一",
                    "前兵七进一",
                ],
                &["", "1.h2e2", "h2e2 ", "炮二平五马８进７", "炮二平五，"],
            ),
            Rule::separator => (&[" ", "\u{3000}", "，", "\u{a0}"], &["x", "-"]),
            Rule::numbered_move => (&["1.h2e2", "12. C2.5", "炮二平五"], &["1.", "1 h2e2"]),
            Rule::move_number => (&["1.", "23．"], &["1", ".1"]),
            Rule::single_move => (&["h2e2", "C2.5", "车二进一"], &["h2", "车二"]),
            Rule::iccs => (&["h2e2", "H2-E2", "a0i9"], &["h2e", "j2e2", "h2-"]),
            Rule::iccs_square => (&["h2", "A0", "i9"], &["j2", "h", "2h"]),
            Rule::wxf => (
                &["C2.5", "+R=4", "R+=4", "+P7.6", "车2+6", "炮2·4"],
                &["C2", "R2*6", "X2+6"],
            ),
            Rule::wxf_piece => (&["K", "n", "G", "车"], &["X", "1"]),
            Rule::wxf_tandem => (&["+", "-", "3", "＋"], &["6", "="]),
            Rule::wxf_tandem_after => (&["+", "－"], &["1", "."]),
            Rule::wxf_file => (&["1", "９"], &["0", "一"]),
            Rule::wxf_action => (&["+", "-", ".", "=", "·", "．"], &["*", "进"]),
            Rule::chinese => (
                &["炮二平五", "马８进７", "前车进二", "前七进一", "前兵七进一"],
                &["炮二走五", "前进一"],
            ),
            Rule::chinese_piece => (&["车", "馬", "砲", "帥", "卒", "包"], &["王", "兵兵"]),
            Rule::chinese_tandem => (&["前", "中", "后", "後", "五"], &["六", "上"]),
            Rule::chinese_file => (&["二", "８", "8"], &["十", "0"]),
            Rule::chinese_action => (&["进", "進", "退", "平"], &["走", "+"]),
            Rule::number => (&["五", "5", "５"], &["0", "十"]),
            Rule::numeral => (&["一", "九"], &["十", "1"]),
            Rule::digit => (&["1", "９"], &["0", "０", "一"]),
            Rule::EOI => (&[""], &["x"]),
        }
    }

    #[test]
    fn every_rule_accepts_its_examples_and_rejects_the_rest() {
        use pest::Parser;
        for rule in ALL_RULES {
            let (good, bad) = examples(rule);
            // A rule that yields pairs must consume the whole input; a silent rule (no pairs)
            // can only be checked for success.
            let whole = |text: &str| {
                NotationGrammar::parse(rule, text)
                    .is_ok_and(|pairs| pairs.peek().is_none() || pairs.as_str().len() == text.len())
            };
            for text in good {
                assert!(whole(text), "{rule:?} should read {text:?}");
            }
            for text in bad {
                assert!(!whole(text), "{rule:?} should reject {text:?}");
            }
            assert!(!rule_name(&rule).is_empty());
        }
    }

    #[test]
    fn read_move_reads_one_word_as_the_list_reads_it() {
        for word in [
            "炮二平五",
            "馬８進７",
            "前車進二",
            "前七进一",
            "前兵七进一",
            "C2.5",
            "+R=4",
            "R+=4",
            "3P.4",
            "车2+6",
            "炮2·4",
            "h2e2",
            "H2-E2",
        ] {
            assert_eq!(
                read_move(word).map_err(|e| e.to_string()),
                Ok(one(word)),
                "{word}"
            );
        }
        // No number, separator or second move: a game reader gives it one word at a time.
        for word in ["", "1.h2e2", "h2e2 ", " h2e2", "炮二平五马８进７", "h2e2,"] {
            assert!(read_move(word).is_err(), "{word:?}");
        }
    }

    #[test]
    fn read_move_says_what_is_wrong_in_the_lists_words() {
        for word in [
            "马８走７",
            "Z9+9",
            "R9+9x",
            "hello",
            "炮十平五",
            "h2j2",
            "前进一",
            "C2",
        ] {
            let e = read_move(word).expect_err(word);
            assert_eq!(e.to_string(), syntax_error(word), "{word}");
        }
        assert!(raw_rule_names().iter().any(|r| r == "chinese_action"));
        let e = read_move("马８走７").unwrap_err();
        assert_eq!(
            e.variant.message(),
            "in '马８走７': expected a direction ('+' forward, '-' back, '.' or '=' sideways) \
             or 进, 退 or 平"
        );
        let e = read_move("炮二平五马８进７").unwrap_err();
        assert_eq!(
            e.variant.message(),
            "in '炮二平五马８进７': a move ends at a space, a comma or the end of the list"
        );
    }

    /// The names of the grammar's rules as written in it, where they are not also words of the
    /// readable names (`digit`, `number`).
    fn raw_rule_names() -> Vec<String> {
        let readable: Vec<String> = ALL_RULES.iter().map(rule_name).collect();
        ALL_RULES
            .iter()
            .map(|r| format!("{r:?}"))
            .filter(|raw| !readable.iter().any(|name| name.contains(raw.as_str())))
            .filter(|raw| !MOVE_START.contains(raw.as_str()))
            .collect()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]

        #[test]
        fn read_move_errors_use_readable_names(
            word in "[车马炮相仕帅兵卒前后中一二五九进退平５9a-jA-JKRCP+=.·0 -]{0,7}"
        ) {
            if let Err(e) = read_move(&word) {
                let message = e.to_string();
                for raw in raw_rule_names() {
                    proptest::prop_assert!(!message.contains(&raw), "{word:?}: {message}");
                }
            }
        }
    }

    #[test]
    fn tokens_say_their_line_and_column_in_characters() {
        let tokens = parse_list("1. h2e2 h9g7\n2.炮二平五，马８进７\r\n  C2.5").unwrap();
        let at: Vec<(&str, usize, usize)> = tokens
            .iter()
            .map(|t| (t.text.as_str(), t.line, t.column))
            .collect();
        assert_eq!(
            at,
            [
                ("h2e2", 1, 4),
                ("h9g7", 1, 9),
                ("炮二平五", 2, 3),
                ("马８进７", 2, 8),
                ("C2.5", 3, 3),
            ]
        );
    }

    #[test]
    fn syntax_errors_show_line_column_and_readable_names() {
        let e = syntax_error("炮二平五 马８走７");
        assert!(e.contains("1:8"), "{e}");
        assert!(e.contains("in '马８走７': expected a direction"), "{e}");
        assert!(
            !e.contains("chinese_action"),
            "rule names are readable: {e}"
        );
    }

    #[test]
    fn syntax_errors_name_the_word_and_what_is_wrong_with_it() {
        let e = syntax_error("Z9+9");
        assert!(
            e.contains("'Z9+9' is not a move: a move begins with a piece"),
            "{e}"
        );
        let e = syntax_error("h2e2 R9+9x");
        assert!(e.contains("1:10"), "{e}");
        assert!(e.contains("in 'R9+9x': a move ends at a space"), "{e}");
        let e = syntax_error("C2.5 hello");
        assert!(e.contains("in 'hello': expected"), "{e}");
    }
}
