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
/// Chinese characters.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.width() + 1 + word.width() > width {
            lines.push(std::mem::take(&mut line));
        } else if !line.is_empty() {
            line.push(' ');
        }
        for c in word.chars() {
            if line.width() + c.width().unwrap_or(0) > width {
                lines.push(std::mem::take(&mut line));
            }
            line.push(c);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
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
    }
}
