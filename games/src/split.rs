//! Cutting a stream of PGN bytes into games, before they are decoded, with bounded memory.
//!
//! The cut is made on bytes so that each game can be decoded on its own (a file may mix
//! encodings) and so that nothing but one game at a time is held. It is safe in every encoding
//! records use: in UTF-8, GB18030 and Big5 the bytes of a multi-byte character are never a line
//! feed, and a line's first byte is never the second byte of a character, so a `[` opening a
//! line is always a tag's bracket.
//!
//! A game is its tag lines and the lines after them, up to the next line that opens a tag after
//! the movetext has begun. Lines before the first tag of a file that hold anything but blanks or
//! PGN escape lines (`%` first) are a game without tags.

use std::io::{self, BufRead, Read};

/// The most bytes one game may take; a longer one is reported and skipped. Far above any real
/// record (a game of 10,000 plies in Chinese notation takes about 150 KiB).
pub const MAX_GAME_BYTES: usize = 1024 * 1024;

/// One game's bytes, as found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawGame {
    /// The line (1-based) where it starts in its file.
    pub line: usize,
    /// Its bytes: tag lines and movetext, line ends included.
    pub bytes: Vec<u8>,
    /// Whether it was larger than [`MAX_GAME_BYTES`] (or held a line longer than that): its
    /// bytes are then only its beginning, and it is not read.
    pub oversized: bool,
}

/// The games of a PGN stream, one at a time.
pub struct Splitter<R> {
    reader: R,
    limit: usize,
    line: usize,
    /// The line that opened the next game, already read.
    pending: Option<(usize, Vec<u8>)>,
    done: bool,
}

impl<R: BufRead> Splitter<R> {
    /// Games read from `reader`, each at most [`MAX_GAME_BYTES`].
    pub fn new(reader: R) -> Splitter<R> {
        Splitter::with_limit(reader, MAX_GAME_BYTES)
    }

    /// Games read from `reader`, each at most `limit` bytes.
    pub fn with_limit(reader: R, limit: usize) -> Splitter<R> {
        Splitter {
            reader,
            limit,
            line: 0,
            pending: None,
            done: false,
        }
    }

    /// The next line, at most `limit` bytes (with its line end); `None` at the end. An over-long
    /// line is read to its end and dropped: `Some(None)`.
    fn next_line(&mut self) -> io::Result<Option<Option<Vec<u8>>>> {
        let mut buf = Vec::new();
        let n =
            Read::take(self.reader.by_ref(), self.limit as u64 + 1).read_until(b'\n', &mut buf)?;
        if n == 0 {
            return Ok(None);
        }
        self.line += 1;
        if self.line == 1 && buf.starts_with(b"\xEF\xBB\xBF") {
            buf.drain(..3);
        }
        if buf.len() <= self.limit || buf.ends_with(b"\n") && buf.len() == self.limit + 1 {
            return Ok(Some(Some(buf)));
        }
        // Drop the rest of the line without holding it.
        drop(buf);
        loop {
            let chunk = self.reader.fill_buf()?;
            if chunk.is_empty() {
                break;
            }
            match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => {
                    self.reader.consume(i + 1);
                    break;
                }
                None => {
                    let k = chunk.len();
                    self.reader.consume(k);
                }
            }
        }
        Ok(Some(None))
    }

    fn read_game(&mut self) -> io::Result<Option<RawGame>> {
        let mut game: Option<RawGame> = None;
        let mut in_movetext = false;
        if let Some((line, bytes)) = self.pending.take() {
            game = Some(RawGame {
                line,
                bytes,
                oversized: false,
            });
        }
        loop {
            let Some(read) = self.next_line()? else {
                return Ok(game);
            };
            let line = self.line;
            let bytes = match read {
                Some(bytes) => bytes,
                // A line longer than a game may be makes its game too large to read, as a
                // game of many lines over the limit is (not a game read without that line).
                None => {
                    let g = game.get_or_insert_with(|| RawGame {
                        line,
                        bytes: Vec::new(),
                        oversized: false,
                    });
                    g.oversized = true;
                    in_movetext = true;
                    continue;
                }
            };
            let first = bytes.iter().find(|b| !b.is_ascii_whitespace()).copied();
            let opens_tag = first == Some(b'[');
            match &mut game {
                Some(_) if opens_tag && in_movetext => {
                    self.pending = Some((line, bytes));
                    return Ok(game);
                }
                Some(g) => {
                    if first.is_some() && !opens_tag {
                        in_movetext = true;
                    }
                    if g.bytes.len() + bytes.len() > self.limit {
                        g.oversized = true;
                    } else {
                        g.bytes.extend_from_slice(&bytes);
                    }
                }
                // Blank lines and PGN escape lines (`%` first) before a game are no game.
                None if first.is_none() || bytes.first() == Some(&b'%') => {}
                None => {
                    in_movetext = !opens_tag;
                    game = Some(RawGame {
                        line,
                        bytes,
                        oversized: false,
                    });
                }
            }
        }
    }
}

impl<R: BufRead> Iterator for Splitter<R> {
    type Item = io::Result<RawGame>;

    fn next(&mut self) -> Option<io::Result<RawGame>> {
        if self.done {
            return None;
        }
        match self.read_game() {
            Ok(Some(game)) => Some(Ok(game)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(text: &[u8], limit: usize) -> Vec<RawGame> {
        Splitter::with_limit(text, limit)
            .collect::<io::Result<Vec<_>>>()
            .unwrap()
    }

    #[test]
    fn games_are_cut_at_the_tags_after_movetext() {
        let text = b"\r\n[Event \"a\"]\r\n[Red \"x\"]\r\n\r\n1. h2e2 h9g7 *\r\n\r\n[Event \"b\"]\n1. h2e2\n";
        let gs = games(text, 1024);
        assert_eq!(gs.len(), 2);
        assert_eq!((gs[0].line, gs[1].line), (2, 7));
        assert!(gs[0].bytes.starts_with(b"[Event \"a\"]"));
        assert!(gs[0].bytes.ends_with(b"*\r\n\r\n"));
        assert_eq!(gs[1].bytes, b"[Event \"b\"]\n1. h2e2\n");
    }

    #[test]
    fn escape_lines_before_a_game_are_no_game() {
        let gs = games(b"% a comment\n%another\n\n[Event \"a\"]\n1. h2e2\n", 1024);
        assert_eq!(gs.len(), 1);
        assert_eq!(gs[0].line, 4);
    }

    #[test]
    fn a_byte_order_mark_does_not_hide_the_first_tag() {
        let gs = games(b"\xEF\xBB\xBF[Event \"a\"]\n1. h2e2\n", 1024);
        assert_eq!(gs.len(), 1);
        assert_eq!(gs[0].bytes, b"[Event \"a\"]\n1. h2e2\n");
    }

    #[test]
    fn moves_before_any_tag_are_a_game_and_big5_brackets_do_not_cut() {
        // 「馬」 in Big5 is 0xB0 0xA8; 0x5B ('[') can be a Big5 trail byte, but never opens a line.
        let mut text = b"1. h2e2\n[Event \"b\"]\n".to_vec();
        text.extend_from_slice(b"\xA4\x5B 1. x\n");
        let gs = games(&text, 1024);
        assert_eq!(gs.len(), 2);
        assert_eq!(gs[0].bytes, b"1. h2e2\n");
        assert!(gs[1].bytes.ends_with(b"\xA4\x5B 1. x\n"));
    }

    #[test]
    fn long_lines_and_big_games_are_bounded() {
        let mut text = b"[Event \"a\"]\n".to_vec();
        text.extend(std::iter::repeat_n(b'x', 5000));
        text.extend_from_slice(b"\n1. h2e2\n[Event \"b\"]\n");
        text.extend(std::iter::repeat_n(b"h2e2 h9g7\n".as_slice(), 30).flatten());
        let gs = games(&text, 200);
        assert_eq!(gs.len(), 2);
        // The over-long line makes its game too large, as many short lines make the next.
        assert!(gs[0].oversized);
        assert_eq!(gs[0].line, 1);
        assert_eq!(gs[0].bytes, b"[Event \"a\"]\n1. h2e2\n");
        assert!(gs[1].oversized);
        assert!(gs[1].bytes.len() <= 200);
    }
}
