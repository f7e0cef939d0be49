//! Text laid out for a terminal, where a Chinese character takes two columns.

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

/// Text wrapped into lines of at most `width` terminal columns: at spaces, or between two
/// Chinese characters — never inside a run of ASCII (`第27.2条`, `h2e2`), before a closing mark
/// (`，` `；` `）`) or after an opening one (`（` `“`).
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        for (i, piece) in unbreakable(word).into_iter().enumerate() {
            let space = usize::from(i == 0 && !line.is_empty());
            if !line.is_empty() && line.width() + space + piece.width() > width {
                lines.push(std::mem::take(&mut line));
            } else if space == 1 {
                line.push(' ');
            }
            // A piece wider than a line is cut where it must be.
            for c in piece.chars() {
                if line.width() + c.width().unwrap_or(0) > width {
                    lines.push(std::mem::take(&mut line));
                }
                line.push(c);
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A word cut where a line may break inside it: between two Chinese (wide) characters, unless
/// the second closes (`，。、；：）”`) or the first opens (`（“`).
fn unbreakable(word: &str) -> Vec<String> {
    const CLOSING: &str = "，。、；：）”？》」";
    const OPENING: &str = "（“《「";
    let mut pieces = Vec::new();
    let mut piece = String::new();
    let mut before: Option<char> = None;
    for c in word.chars() {
        if let Some(b) = before
            && b.width() == Some(2)
            && c.width() == Some(2)
            && !CLOSING.contains(c)
            && !OPENING.contains(b)
        {
            pieces.push(std::mem::take(&mut piece));
        }
        piece.push(c);
        before = Some(c);
    }
    if !piece.is_empty() {
        pieces.push(piece);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_takes_two_columns() {
        assert_eq!(pad("车八平九", 10), "车八平九  ");
        assert_eq!(cut("车八平九炮", 7), "车八平…");
        assert_eq!(wrap("车八平九 炮１平５", 8), vec!["车八平九", "炮１平５"]);
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        // An article stays whole, and a line does not begin with a closing mark.
        assert_eq!(
            wrap("按捉处理（第27.1条；第27.2条）", 20),
            vec!["按捉处理（第27.1条；", "第27.2条）"]
        );
        assert_eq!(
            wrap("不算捉，不变作负", 6),
            vec!["不算", "捉，不", "变作负"]
        );
    }
}
