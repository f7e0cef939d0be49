//! Reading one PGN game's text: its tags and its move words.
//!
//! Read as the PGN standard writes games and as xiangqi software writes them in practice: tag
//! pairs `[Name "value"]` (several on a line, `\"` and `\\` escaped), then the movetext with
//! move numbers (`1.`, `1...`, also glued to the move: `1.炮二平五`), comments (`{…}`, and `;` to
//! the end of the line), variations (`(…)`, nested), numeric annotations (`$1`), `!`/`?`
//! suffixes, `%` escape lines, and the result (`1-0`, `0-1`, `1/2-1/2`, `*`) that ends it.
//! Whatever follows the result, or cannot be read as a tag, is kept out of the moves and noted.

use crate::record::{Comment, Record, Unreadable, Variation, Word};
use crate::source::Item;
use crate::split::Splitter;
use crate::text::Encoding;

/// The games of a PGN text already in memory and in UTF-8 (a file qili wrote, an openings
/// file), in order: each game's text as found, ending with one blank line, and its record.
pub fn read_all(text: &str) -> Vec<(String, Record)> {
    Splitter::new(text.as_bytes())
        .map(|raw| {
            let raw = raw.expect("reading from memory cannot fail");
            let mut game = String::from_utf8_lossy(&raw.bytes).trim_end().to_string();
            game.push_str("\n\n");
            let (record, _) = Item::Raw(raw).read(Some(Encoding::Utf8));
            (game, record)
        })
        .collect()
}

/// Reads a game's text, which starts at line `first_line` of its file.
pub fn read(text: &str, first_line: usize) -> Record {
    let mut record = Record {
        line: first_line,
        ..Record::default()
    };
    let mut lines = text.lines().enumerate().peekable();
    // The tag section.
    while let Some((i, line)) = lines.peek() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            lines.next();
            continue;
        }
        if !trimmed.starts_with('[') {
            break;
        }
        let n = first_line + i;
        if let Err(bad) = read_tags(trimmed, &mut record.tags).or_else(|bad| {
            loose_tag(trimmed)
                .map(|tag| record.tags.push(tag))
                .ok_or(bad)
        }) {
            record.notes.push(format!(
                "line {n}: `{bad}` is not a tag such as [Event \"…\"]: skipped"
            ));
        }
        lines.next();
    }
    let mut movetext = Movetext::default();
    let mut after = 0;
    for (i, line) in lines {
        let n = first_line + i;
        if !movetext.ended {
            movetext.line(n, line, &mut record);
        } else if !line.trim().is_empty() {
            if after == 0 {
                movetext.note_rest(n, line, &mut record);
            }
            after += 1;
        }
    }
    if after > 1 {
        let last = record
            .notes
            .last_mut()
            .expect("the first line after the result");
        last.push_str(&format!(" and {} more lines", after - 1));
    }
    movetext.finish(&mut record);
    // Why qili could not read the record it wrote this game from: the same record error.
    if let Some(i) = record.tags.iter().position(|(n, _)| n == UNREADABLE_TAG) {
        record.unreadable = Some(Unreadable::Written(record.tags.remove(i).1));
    }
    record
}

/// Reads the tag pairs of one line into `tags`; the text it cannot read, on failure.
fn read_tags(line: &str, tags: &mut Vec<(String, String)>) -> Result<(), String> {
    let mut rest = line.trim();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('[').ok_or_else(|| rest.to_string())?;
        let (name, after) = inner
            .split_once(|c: char| c.is_whitespace() || c == '"')
            .ok_or_else(|| rest.to_string())?;
        let after = after.trim_start();
        let quoted = after.strip_prefix('"').ok_or_else(|| rest.to_string())?;
        let mut value = String::new();
        let mut escaped = false;
        let mut end = None;
        for (k, c) in quoted.char_indices() {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => {
                    end = Some(k);
                    break;
                }
                (_, c) => {
                    value.push(c);
                    escaped = false;
                }
            }
        }
        let end = end.ok_or_else(|| rest.to_string())?;
        let tail = quoted[end + 1..].trim_start();
        let tail = tail.strip_prefix(']').ok_or_else(|| rest.to_string())?;
        if name.is_empty() {
            return Err(rest.to_string());
        }
        tags.push((name.to_string(), value));
        rest = tail.trim_start();
    }
    Ok(())
}

/// A tag whose value holds unescaped quotes, as some software writes them
/// (`[Event "1999年"中視股份杯"象棋…"]`): the value runs from the first quote to the last.
fn loose_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once('"')?;
    let name = name.trim();
    let value = rest.trim_end().strip_suffix('"')?;
    let plain = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    plain.then(|| (name.to_string(), value.to_string()))
}

/// How deep variations may nest; deeper ones are skipped, with a note.
pub const MAX_VARIATION_DEPTH: usize = 10_000;

/// The tag in which qili writes why a record could not be read at all (a game too large, a
/// damaged XQF file), so that reading its PGN back gives the same record error.
pub const UNREADABLE_TAG: &str = "QiliUnreadable";

/// Whether a comment is one qili writes itself (a ruling, where a judged cycle begins, where a
/// record goes wrong: `CN: …`, `AXF: …`, `qili: …` in English, `CN：…`, `AXF：…`, `qili：…`
/// in Chinese), which is no comment of the record.
pub fn is_qili_comment(text: &str) -> bool {
    let text = text.trim_start();
    ["CN", "AXF", "qili"].iter().any(|p| {
        text.strip_prefix(p)
            .is_some_and(|rest| rest.starts_with(": ") || rest.starts_with('：'))
    })
}

/// The state of the movetext reader across lines.
#[derive(Default)]
struct Movetext {
    /// Inside a `{…}` comment, opened at this line, with its text so far.
    comment: Option<(usize, String)>,
    /// The variations open, innermost last, with the line where the outermost opened.
    open: Vec<Variation>,
    /// Where the outermost open variation began.
    open_from: usize,
    /// Variations opened past [`MAX_VARIATION_DEPTH`], skipped.
    skipped: usize,
    /// The result was read: the rest is not movetext.
    ended: bool,
    /// The last line read.
    last_line: usize,
}

impl Movetext {
    fn line(&mut self, n: usize, line: &str, record: &mut Record) {
        self.last_line = n;
        if self.comment.is_none() && self.open.is_empty() && line.starts_with('%') {
            return;
        }
        let mut word_start: Option<(usize, usize)> = None; // (byte, column)
        let mut column = 0;
        let chars: Vec<(usize, char)> = line.char_indices().collect();
        let mut k = 0;
        while k <= chars.len() {
            let (at, c) = chars.get(k).copied().unwrap_or((line.len(), ' '));
            column += 1;
            k += 1;
            if let Some((_, text)) = &mut self.comment {
                if c == '}' {
                    let text = std::mem::take(text);
                    self.comment = None;
                    self.add_comment(text, record);
                } else if k <= chars.len() {
                    text.push(c);
                } else {
                    text.push('\n');
                }
                continue;
            }
            let separator = c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';');
            if !separator {
                word_start.get_or_insert((at, column));
                continue;
            }
            if let Some((from, col)) = word_start.take()
                && self.skipped == 0
            {
                self.word(&line[from..at], n, col, record);
                if self.ended {
                    self.note_rest(n, &line[at..], record);
                    return;
                }
            }
            match c {
                '{' => self.comment = Some((n, String::new())),
                '(' => {
                    if self.skipped > 0 || self.open.len() >= MAX_VARIATION_DEPTH {
                        if self.skipped == 0 {
                            record.notes.push(format!(
                                "line {n}: variations nested more than {MAX_VARIATION_DEPTH} \
                                 deep: skipped"
                            ));
                        }
                        self.skipped += 1;
                        continue;
                    }
                    if self.open.is_empty() {
                        self.open_from = n;
                    }
                    let at = self.words(record).len().saturating_sub(1);
                    let mut v = Variation::default();
                    v.at = at;
                    self.open.push(v);
                }
                ')' => {
                    if self.skipped > 0 {
                        self.skipped -= 1;
                    } else if let Some(v) = self.open.pop() {
                        self.attach(v, record);
                    } else {
                        record
                            .notes
                            .push(format!("line {n}: a `)` closes no variation"));
                    }
                }
                ';' => {
                    let text = line[at + 1..].trim().to_string();
                    self.add_comment(text, record);
                    return;
                }
                _ => {}
            }
        }
    }

    /// The words of the line being read: the innermost open variation's, or the main line's.
    fn words<'a>(&'a self, record: &'a Record) -> &'a [Word] {
        self.open.last().map_or(&record.words, |v| &v.words)
    }

    /// A closed variation, attached to the line it branches from.
    fn attach(&mut self, v: Variation, record: &mut Record) {
        match self.open.last_mut() {
            Some(parent) => parent.variations.push(v),
            None => record.variations.push(v),
        }
    }

    /// A comment, on the line being read after its words so far; qili's own comments are no
    /// comments of the record and are left out.
    fn add_comment(&mut self, text: String, record: &mut Record) {
        let text = text.trim().to_string();
        if text.is_empty() || is_qili_comment(&text) || self.skipped > 0 {
            return;
        }
        let (comments, after) = match self.open.last_mut() {
            Some(v) => (&mut v.comments, v.words.len()),
            None => (&mut record.comments, record.words.len()),
        };
        comments.push(Comment { after, text });
    }

    /// One word of movetext outside comments.
    fn word(&mut self, word: &str, n: usize, column: usize, record: &mut Record) {
        if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
            // A result inside a variation ends only the variation's line of thought.
            if self.open.is_empty() {
                record.movetext_result = Some(word.to_string());
                self.ended = true;
            }
            return;
        }
        if word.starts_with('$') && word[1..].chars().all(|c| c.is_ascii_digit()) {
            return;
        }
        // A move number, alone (`12.`, `12...`, `12…`) or glued to the move (`12.炮二平五`).
        let digits = word.chars().take_while(char::is_ascii_digit).count();
        let rest = &word[digits..];
        let dots = rest
            .chars()
            .take_while(|&c| c == '.' || c == '…')
            .map(char::len_utf8)
            .sum::<usize>();
        let (text, column) = if digits > 0 && dots > 0 {
            (
                &rest[dots..],
                column + word[..digits + dots].chars().count(),
            )
        } else {
            (word, column)
        };
        let text = text.trim_end_matches(['!', '?']);
        if text.is_empty() {
            return;
        }
        let word = Word {
            text: text.to_string(),
            line: n,
            column,
            squares: None,
            byte: None,
        };
        match self.open.last_mut() {
            Some(v) => v.words.push(word),
            None => record.words.push(word),
        }
    }

    fn note_rest(&self, n: usize, rest: &str, record: &mut Record) {
        let rest = rest.trim();
        if !rest.is_empty() {
            record.notes.push(format!(
                "line {n}: text after the result, not read as moves: `{}`",
                shorten(rest)
            ));
        }
    }

    fn finish(&mut self, record: &mut Record) {
        if let Some((from, _)) = self.comment {
            record
                .notes
                .push(format!("line {from}: a comment `{{` is never closed"));
        }
        if !self.open.is_empty() {
            record.notes.push(format!(
                "line {}: a variation `(` is never closed",
                self.open_from
            ));
            while let Some(v) = self.open.pop() {
                self.attach(v, record);
            }
        }
        // A record that states a result in its tags states it again at the end of its
        // movetext (the PGN standard's termination marker): one that does not was cut short.
        if !self.ended && record.tag("Result").is_some() && !record.words.is_empty() {
            record.notes.push(format!(
                "line {}: the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *) although \
                 the Result tag gives one: the record may be cut short",
                self.last_line.max(record.line)
            ));
        }
    }
}

/// At most 40 characters of a text, for a message.
fn shorten(text: &str) -> String {
    let mut out: String = text.chars().take(40).collect();
    if text.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(r: &Record) -> Vec<(&str, usize, usize)> {
        r.words
            .iter()
            .map(|w| (w.text.as_str(), w.line, w.column))
            .collect()
    }

    /// qili's comments in every language it writes are known as qili's; a record's own, even
    /// one that begins with a book's letters, is not.
    #[test]
    fn qilis_comments_are_known_in_every_language() {
        for own in [
            "CN: the position occurs a third time",
            " AXF: red varies",
            "qili: the record gives no result",
            "CN：同一局面第 3 次出现",
            "AXF：紅方變著",
            "qili：记录未给出结果",
        ] {
            assert!(is_qili_comment(own), "{own}");
        }
        for record in [
            "CNC opening",
            "AXF rules apply",
            "qili",
            "好棋",
            "Cn: x",
            "qili:x",
        ] {
            assert!(!is_qili_comment(record), "{record}");
        }
    }

    #[test]
    fn tags_and_moves_as_xiangqi_software_writes_them() {
        let text = "[Game \"Chinese Chess\"]\r\n[Event \"93全國 \\\"賽\\\"\"][Round \"\"]\r\n\r\n\
                    1. 炮二平五 馬８進７\r\n2.馬二進三 {a comment\r\n over lines} 車９平８!?\r\n\
                    3. h0g2 (3. b0c2 (3. x)) $1 3... h9g7 ; the rest\r\n1-0\r\n";
        let r = read(text, 10);
        assert_eq!(
            r.tags,
            [
                ("Game".to_string(), "Chinese Chess".to_string()),
                ("Event".to_string(), "93全國 \"賽\"".to_string()),
                ("Round".to_string(), String::new()),
            ]
        );
        assert_eq!(
            words(&r),
            [
                ("炮二平五", 13, 4),
                ("馬８進７", 13, 9),
                ("馬二進三", 14, 3),
                ("車９平８", 15, 14),
                ("h0g2", 16, 4),
                ("h9g7", 16, 34),
            ]
        );
        assert_eq!(r.movetext_result.as_deref(), Some("1-0"));
        assert!(r.notes.is_empty(), "{:?}", r.notes);
    }

    #[test]
    fn what_cannot_be_read_is_noted() {
        let r = read(
            "[Event \"a]\n[Red x]\n[Site \"1999年\"中視\"杯\"]\n1. h2e2 *  garbage here\nmore garbage\n",
            1,
        );
        assert_eq!(words(&r), [("h2e2", 4, 4)]);
        assert_eq!(
            r.tags,
            [("Site".to_string(), "1999年\"中視\"杯".to_string())]
        );
        assert_eq!(
            r.notes,
            [
                "line 1: `[Event \"a]` is not a tag such as [Event \"…\"]: skipped",
                "line 2: `[Red x]` is not a tag such as [Event \"…\"]: skipped",
                "line 4: text after the result, not read as moves: `garbage here`",
                "line 5: text after the result, not read as moves: `more garbage`",
            ]
        );
        let r = read("1. h2e2 { never closed\n(", 1);
        assert_eq!(r.notes, ["line 1: a comment `{` is never closed"]);
        let r = read("1. h2e2 ( b0c2\n", 1);
        assert_eq!(r.notes, ["line 1: a variation `(` is never closed"]);
        assert_eq!(words(&r), [("h2e2", 1, 4)]);
    }

    #[test]
    fn comments_and_variations_are_kept_and_qilis_own_comments_left_out() {
        let r = read(
            "[Result \"1-0\"]\n{game} 1. h2e2 {after 1} h9g7 (1... b9c7 {in} 2. b0c2 (2. h0g2))\n\
             {CN: the cycle judged at ply 4 begins} 2. h0g2 ; to the end\n1-0\n",
            1,
        );
        let texts: Vec<(usize, &str)> = r
            .comments
            .iter()
            .map(|c| (c.after, c.text.as_str()))
            .collect();
        assert_eq!(texts, [(0, "game"), (1, "after 1"), (3, "to the end")]);
        assert_eq!(r.words.len(), 3);
        assert_eq!(r.variations.len(), 1);
        let v = &r.variations[0];
        assert_eq!(v.at, 1);
        assert_eq!(v.words.len(), 2);
        assert_eq!(
            (v.comments[0].after, v.comments[0].text.as_str()),
            (1, "in")
        );
        assert_eq!(v.variations[0].at, 1);
        assert_eq!(r.variation_count(), 2);
        assert_eq!(r.comment_count(), 4);
        assert!(r.notes.is_empty(), "{:?}", r.notes);
    }

    #[test]
    fn a_movetext_cut_before_its_result_is_noted() {
        let r = read("[Result \"1-0\"]\n\n1. h2e2 h9g7\n", 5);
        assert_eq!(
            r.notes,
            [
                "line 7: the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *) although the \
              Result tag gives one: the record may be cut short"
            ]
        );
        // A record that gives no result anywhere (as some collections write them) is no cut.
        assert!(read("1. h2e2 h9g7\n", 1).notes.is_empty());
    }
}
