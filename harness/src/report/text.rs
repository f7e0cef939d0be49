//! Text laid out for a terminal, where a Chinese character takes two columns.

use crate::i18n::Lang;
use textwrap::core::Word;
use textwrap::{WordSeparator, WordSplitter, WrapAlgorithm};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// `s` left-aligned in `width` terminal columns (a Chinese character takes two).
pub(crate) fn pad(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.width())))
}

/// `s` cut to `max` terminal columns, with `…` where it was cut.
pub(crate) fn cut(s: &str, max: usize) -> String {
    if s.width() <= max {
        return s.to_string();
    }
    let mut kept = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > max {
            break;
        }
        kept.push(c);
        used += w;
    }
    format!("{kept}…")
}

/// Text wrapped into lines of at most `width` terminal columns (a Chinese character takes two),
/// for a reader of `lang`. English breaks at spaces only; Chinese also where Unicode's line
/// breaking rules allow between two Chinese characters or next to a full-width mark (never
/// before `，` or `）`, never after `（`), and keeps an article's name whole: no break between a Chinese character
/// and a digit or a Latin letter (`第26.1条`), a term (the characters back to a mark, at most
/// four) stays with its number (`细则 34`, `（总纲 3）`, `四大原则 4`), and so does a list of numbers (`细则 34, 35`);
/// a number stays with the character after it (`3 次`).
/// A word wider than `width` is cut where it must be.
pub(crate) fn wrap(lang: Lang, text: &str, width: usize) -> Vec<String> {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.is_empty() {
        return Vec::new();
    }
    let separator = if lang.is_chinese() {
        WordSeparator::Custom(chinese_words)
    } else {
        WordSeparator::AsciiSpace
    };
    let options = textwrap::Options::new(width.max(1))
        .word_separator(separator)
        .word_splitter(WordSplitter::NoHyphenation)
        .wrap_algorithm(WrapAlgorithm::FirstFit)
        .break_words(true);
    textwrap::wrap(&text, options)
        .into_iter()
        .map(std::borrow::Cow::into_owned)
        .collect()
}

/// How many characters an article's term before its number may have (`四大原则 4`).
const TERM: usize = 4;

/// The pieces of a line of Chinese between which it may break: Unicode's break opportunities
/// ([`WordSeparator::UnicodeBreakProperties`]), less those that would cut an article's name.
fn chinese_words(line: &str) -> Box<dyn Iterator<Item = Word<'_>> + '_> {
    let mut cuts: Vec<usize> = WordSeparator::UnicodeBreakProperties
        .find_words(line)
        .map(|w| w.word.as_ptr() as usize - line.as_ptr() as usize)
        .filter(|&at| at > 0)
        .collect();
    // Where the pieces may not part: an article's term with its number, the whole term.
    let mut joined: Vec<std::ops::Range<usize>> = Vec::new();
    for &at in &cuts {
        let (before, after) = line.split_at(at);
        let (Some(a), Some(b)) = (before.chars().next_back(), after.chars().next()) else {
            continue;
        };
        if a != ' ' {
            // No space: only next to a full-width mark, or between two Chinese characters.
            if !(wide(a) && wide(b) || mark(a) || mark(b)) {
                joined.push(at..at);
            }
            continue;
        }
        let mut back = before.trim_end_matches(' ').char_indices().rev();
        if !b.is_ascii_digit() {
            // A number stays with the character after it (`第 3 次`, `3 外部引擎`).
            if ideograph(b) && back.next().is_some_and(|(_, c)| c.is_ascii_digit()) {
                joined.push(at..at);
            }
            continue;
        }
        match back.next() {
            Some((i, c)) if ideograph(c) => {
                // The term: the characters before the space back to a mark, a digit or a
                // space, when they are few enough to be a name (`四大原则`); else the last one.
                let run: Vec<usize> = std::iter::once(i)
                    .chain(back.take_while(|(_, c)| ideograph(*c)).map(|(j, _)| j))
                    .collect();
                let start = if run.len() <= TERM {
                    run[run.len() - 1]
                } else {
                    i
                };
                joined.push(start + 1..at);
            }
            Some((_, ',')) if back.next().is_some_and(|(_, c)| c.is_ascii_digit()) => {
                joined.push(at..at);
            }
            _ => {}
        }
    }
    cuts.retain(|at| !joined.iter().any(|r| r.start <= *at && *at <= r.end));
    let mut starts = std::iter::once(0).chain(cuts).peekable();
    Box::new(std::iter::from_fn(move || {
        let start = starts.next()?;
        let end = starts.peek().copied().unwrap_or(line.len());
        Some(Word::from(&line[start..end]))
    }))
}

/// A character that takes two columns: a Chinese character, a full-width mark or digit.
fn wide(c: char) -> bool {
    c.width() == Some(2)
}

/// A full-width mark: `，`, `、`, `（`, `）`…, as wide as a Chinese character.
fn mark(c: char) -> bool {
    wide(c) && !ideograph(c)
}

/// A Chinese character (CJK unified ideographs and their extensions, compatibility ideographs).
fn ideograph(c: char) -> bool {
    matches!(c,
        '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{20000}'..='\u{3134F}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_takes_two_columns() {
        assert_eq!(pad("车八平九", 10), "车八平九  ");
        assert_eq!(cut("车八平九炮", 7), "车八平…");
        assert_eq!(
            wrap(Lang::ZhHans, "车八平九 炮１平５", 8),
            vec!["车八平九", "炮１平５"]
        );
        assert_eq!(wrap(Lang::En, "one two three", 7), vec!["one two", "three"]);
    }

    /// Chinese breaks between characters where it must, never inside an article's name, never
    /// before a closing mark; English only at spaces, as before.
    #[test]
    fn chinese_breaks_between_characters_and_keeps_articles_whole() {
        let zh = |text: &str, width: usize| wrap(Lang::ZhHans, text, width);
        assert_eq!(
            zh("红方一子长捉黑方无根炮", 10),
            vec!["红方一子长", "捉黑方无根", "炮"]
        );
        // Not before `，` or `）`, not after `（`.
        assert_eq!(
            zh("红方须变着，不变作负", 10),
            vec!["红方须变", "着，不变作", "负"]
        );
        assert_eq!(zh("长捉车（总纲 3）", 10), vec!["长捉车", "（总纲 3）"]);
        assert_eq!(
            zh("见第26.1条、细则 34, 35。", 14),
            vec!["见第26.1条、", "细则 34, 35。"]
        );
        // A long run of characters before a number is no term: only its last one stays.
        assert_eq!(
            zh("黑方同一局面第 3 次", 10),
            vec!["黑方同一局", "面第 3 次"]
        );
        for width in 4..40 {
            let text = "理由：红方一子长捉黑方有根车（总纲 3）；依第26.1条、细则 34, 35，四大原则 4：红方须变着。";
            let lines = zh(text, width);
            let joined = lines.concat();
            for unit in ["第26.1条", "（总纲 3）", "细则 34, 35", "四大原则 4"] {
                let kept = lines.iter().any(|l| l.contains(unit));
                let fits = unit.width() <= width;
                assert!(!fits || kept, "{width}: {unit} cut: {lines:?}");
            }
            for line in &lines {
                assert!(line.width() <= width.max(2), "{width}: {line}");
            }
            // Nothing lost or added but the spaces where a line broke.
            assert_eq!(joined.replace(' ', ""), text.replace(' ', ""), "{width}");
        }
        assert_eq!(
            wrap(Lang::En, "a well-kept (总纲 3) list", 9),
            vec!["a", "well-kept", "(总纲 3)", "list"]
        );
        assert_eq!(
            wrap(Lang::En, "abcdefghij k", 4),
            vec!["abcd", "efgh", "ij k"]
        );
        assert!(wrap(Lang::ZhHans, "  ", 4).is_empty());
    }
}
