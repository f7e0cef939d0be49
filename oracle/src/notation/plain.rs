//! The common move forms, read without the grammar: the four-character Chinese moves
//! (`炮二平五`, `馬８進７`, `前車進二`, `前七进一`) and ICCS coordinates without a dash (`h2e2`).
//! Each is read to the [`Written`] the grammar gives it; any other word is left to the grammar,
//! which reads the rest and says what is wrong with a bad word.

use super::read::{Description, Written, chinese_action, chinese_kind, chinese_tandem, number};
use crate::board::Square;
use crate::moves::Move;

/// The move a word writes in one of the common forms, as the grammar reads it; `None` for a word
/// in any other form (which may still be a move, or not).
pub(super) fn plain_word(word: &str) -> Option<Written> {
    if word.len() == 4 && word.is_ascii() {
        let from = Square::parse(&word[..2])?;
        let to = Square::parse(&word[2..])?;
        return Some(Written::Coordinates(Move::new(from, to)));
    }
    let mut chars = word.chars();
    let (first, second) = (chars.next()?, chars.next()?);
    let (action, last) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let action = chinese_action(action)?;
    let distance = number(last)?;
    // `[piece][file]`, `[tandem][piece]` or `[tandem][file]`, as the grammar's `chinese` rule.
    let (kind, tandem, file) = match chinese_kind(first) {
        Some(kind) => (Some(kind), None, Some(number(second)?)),
        None => {
            let tandem = chinese_tandem(first)?;
            match chinese_kind(second) {
                Some(kind) => (Some(kind), Some(tandem), None),
                None => (None, Some(tandem), Some(number(second)?)),
            }
        }
    };
    Some(Written::Described(Description {
        kind,
        tandem,
        file,
        action,
        number: distance,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::read::read_move_by_grammar;
    use proptest::prelude::*;

    /// The characters of the grammar's Chinese rules, by role.
    const PIECES: &str = "车車俥马馬傌炮砲包相象仕士帅帥将將兵卒";
    const TANDEMS: &str = "前中后後一二三四五";
    const NUMBERS: &str = "一二三四五六七八九123456789１２３４５６７８９";
    const ACTIONS: &str = "进進退平";
    /// Characters near them that the grammar does not take in a Chinese move, or takes only in
    /// another notation.
    const OTHERS: &str = "0０十下走王上R+-.=·h ，";

    /// Whether the fast path answers `word`; when it does, its answer must be the grammar's.
    fn agrees(word: &str) -> bool {
        let Some(fast) = plain_word(word) else {
            return false;
        };
        assert_eq!(
            read_move_by_grammar(word).ok(),
            Some(fast),
            "{word:?}: the grammar reads it otherwise, or not at all"
        );
        true
    }

    fn words(parts: [&str; 4]) -> impl Iterator<Item = String> + '_ {
        let [a, b, c, d] = parts;
        a.chars().flat_map(move |a| {
            b.chars().flat_map(move |b| {
                c.chars()
                    .flat_map(move |c| d.chars().map(move |d| [a, b, c, d].iter().collect()))
            })
        })
    }

    #[test]
    fn every_common_chinese_move_is_read_as_the_grammar_reads_it() {
        let files = &format!("{PIECES}{NUMBERS}");
        let shapes = [
            [PIECES, NUMBERS, ACTIONS, NUMBERS],
            [TANDEMS, PIECES, ACTIONS, NUMBERS],
            [TANDEMS, NUMBERS, ACTIONS, NUMBERS],
        ];
        let mut n = 0;
        for shape in shapes {
            for word in words(shape) {
                assert!(agrees(&word), "{word:?} is left to the grammar");
                n += 1;
            }
        }
        assert_eq!(n, 19 * 27 * 4 * 27 + 9 * files.chars().count() * 4 * 27);
    }

    #[test]
    fn no_other_four_character_word_is_read_differently() {
        // Every four characters of the whole alphabet: the fast path answers only the shapes
        // above and the coordinates `h0h0`…`h9h9` (about a hundred thousand of these nineteen
        // million words), each as the grammar does.
        let all: String = [PIECES, TANDEMS, NUMBERS, ACTIONS, OTHERS].concat();
        let mut alphabet: Vec<char> = all.chars().collect();
        alphabet.sort_unstable();
        alphabet.dedup();
        let mut answered = 0;
        let mut word = String::new();
        for &a in &alphabet {
            for &b in &alphabet {
                for &c in &alphabet {
                    for &d in &alphabet {
                        word.clear();
                        word.extend([a, b, c, d]);
                        answered += usize::from(agrees(&word));
                    }
                }
            }
        }
        let shapes = 19 * 27 * 4 * 27 + 9 * (19 + 27) * 4 * 27;
        assert_eq!(answered, shapes + 10 * 10);
    }

    #[test]
    fn plain_coordinates_are_read_as_the_grammar_reads_them() {
        // Every pair of squares, lower and upper case, is answered as the grammar answers it.
        let files = "abcdefghiABCDEFGHI";
        let ranks = "0123456789";
        for word in words([files, ranks, files, ranks]) {
            assert!(agrees(&word), "{word:?} is left to the grammar");
        }
        // Near misses, WXF and other ASCII words: answered only as the grammar answers them.
        let mut answered = 0;
        for word in words(["aiIjJC+1", "09+-.=", "aiIjJ+=2", "09+-.x"]) {
            answered += usize::from(agrees(&word));
        }
        // Only the coordinates among them: files a i I C, rank 0 or 9, files a i I, rank 0 or 9.
        assert_eq!(answered, 4 * 2 * 3 * 2);
        for word in ["h2-e2", "C2.5", "R2+1", "j2e2", "h2e", "h2e2 "] {
            assert_eq!(plain_word(word), None, "{word}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn random_words_are_read_as_the_grammar_reads_them(s in "\\PC{0,6}") {
            agrees(&s);
        }

        #[test]
        fn notation_like_words_are_read_as_the_grammar_reads_them(
            s in "[车車马馬傌炮砲包相象仕士帅帥将兵卒前中后後一二三四五六七八九进進退平１２３４５６７８９0-9a-jA-JKRHCPE+=.·０十 -]{0,6}"
        ) {
            agrees(&s);
        }
    }
}
