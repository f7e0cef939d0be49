//! The lines read from one of an engine's pipes, in a buffer of fixed size: however much the
//! engine writes, and however long its lines, qili holds at most [`CAPACITY`] bytes of it.

use std::io::{ErrorKind, Read};

/// The longest line kept; a longer line is cut into lines of this length.
pub const MAX_LINE: usize = 16 * 1024;

/// The bytes read ahead and not yet taken as lines, at most.
const CAPACITY: usize = 4 * MAX_LINE;

/// Bytes read from a pipe, taken out a line at a time.
pub struct Lines {
    bytes: Box<[u8]>,
    /// The first byte not yet taken.
    start: usize,
    /// The end of the bytes read.
    end: usize,
    /// The pipe has closed (or failed): nothing more will be read.
    closed: bool,
}

impl Lines {
    /// An empty buffer.
    pub fn new() -> Lines {
        Lines {
            bytes: vec![0; CAPACITY].into_boxed_slice(),
            start: 0,
            end: 0,
            closed: false,
        }
    }

    /// The next line held, without its line end (invalid UTF-8 replaced): a whole line, the
    /// first [`MAX_LINE`] bytes of a longer one, or, once the pipe has closed, the unended rest.
    /// `None` when more must be read first.
    pub fn line(&mut self) -> Option<String> {
        let held = &self.bytes[self.start..self.end];
        let (len, taken) = match held.iter().take(MAX_LINE + 1).position(|&b| b == b'\n') {
            Some(i) => (i, i + 1),
            None if held.len() > MAX_LINE => (MAX_LINE, MAX_LINE),
            None if self.closed && !held.is_empty() => (held.len(), held.len()),
            None => return None,
        };
        let mut line = &held[..len];
        if line.last() == Some(&b'\r') {
            line = &line[..line.len() - 1];
        }
        let text = String::from_utf8_lossy(line).into_owned();
        self.start += taken;
        if self.start == self.end {
            (self.start, self.end) = (0, 0);
        }
        Some(text)
    }

    /// Whether the pipe has closed and every line has been taken.
    pub fn finished(&self) -> bool {
        self.closed && self.start == self.end
    }

    /// Whether the pipe has closed.
    pub fn closed(&self) -> bool {
        self.closed
    }

    /// Reads once from `pipe` into the free space (call it when [`Lines::line`] gave `None`,
    /// and the pipe is readable, or it blocks). The end of input or a read error closes it.
    pub fn fill(&mut self, pipe: &mut impl Read) {
        if self.end == self.bytes.len() {
            self.bytes.copy_within(self.start..self.end, 0);
            (self.start, self.end) = (0, self.end - self.start);
        }
        if self.end == self.bytes.len() {
            return; // full of lines not yet taken
        }
        match pipe.read(&mut self.bytes[self.end..]) {
            Ok(0) => self.closed = true,
            Ok(n) => self.end += n,
            Err(e) if matches!(e.kind(), ErrorKind::Interrupted | ErrorKind::WouldBlock) => {}
            Err(_) => self.closed = true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line `input` gives, read `chunk` bytes at a time.
    fn lines_of(input: &[u8], chunk: usize) -> Vec<String> {
        let mut lines = Lines::new();
        let mut out = Vec::new();
        let mut pipe = input.chunks(chunk);
        while !lines.finished() {
            if let Some(line) = lines.line() {
                out.push(line);
                continue;
            }
            match pipe.next() {
                Some(mut bytes) => lines.fill(&mut bytes),
                None => lines.fill(&mut &[][..]),
            }
        }
        out
    }

    #[test]
    fn lines_come_out_whole_however_they_are_read() {
        let input = b"id name x\r\nuciok\n\nbestmove h2e2 ponder h9g7";
        for chunk in [1, 3, 7, 100] {
            assert_eq!(
                lines_of(input, chunk),
                ["id name x", "uciok", "", "bestmove h2e2 ponder h9g7"],
                "read {chunk} bytes at a time"
            );
        }
    }

    #[test]
    fn a_long_line_is_cut_and_an_endless_one_never_fills_the_buffer() {
        let mut input = vec![b'y'; MAX_LINE];
        input.extend(b"\n");
        input.extend(vec![b'z'; 2 * MAX_LINE + 5]);
        input.extend(b"\nok\n");
        let lines = lines_of(&input, 4096);
        let lens: Vec<usize> = lines.iter().map(String::len).collect();
        assert_eq!(lens, [MAX_LINE, MAX_LINE, MAX_LINE, 5, 2]);
        assert_eq!(lines[4], "ok");
        // An endless line: the buffer is read into over and over, and never grows.
        let mut lines = Lines::new();
        let mut endless = std::io::repeat(b'y');
        let mut cut = 0;
        for _ in 0..1000 {
            match lines.line() {
                Some(line) => {
                    assert_eq!(line.len(), MAX_LINE);
                    cut += 1;
                }
                None => lines.fill(&mut endless),
            }
        }
        assert!(cut > 100, "{cut}");
        assert_eq!(lines.bytes.len(), CAPACITY);
    }

    #[test]
    fn invalid_utf8_is_replaced() {
        assert_eq!(lines_of(b"bestmove \xff\n", 64), ["bestmove \u{fffd}"]);
    }
}
