//! A file that is no game record: text in which the readers find "games", none of which reads as
//! one (no tag, no move that can be played). `qili games` and Python's `read_games` pass a file's
//! games on only once one of them reads as a game, and say of a file that ends without one that
//! it holds no game record, rather than count its text as games that go wrong.

use crate::record::Format;
use crate::report::GameReport;
use std::borrow::Borrow;

impl GameReport {
    /// Whether the record reads as a game: it has a tag, a move that can be played, or no error;
    /// or it is an XQF file (a damaged one is a record that goes wrong, its error says why).
    pub fn reads_as_a_game(&self) -> bool {
        !self.tags.is_empty()
            || self.plies > 0
            || self.error.is_none()
            || self.format == Format::Xqf
    }
}

/// What [`HeldBack`] lets out: a game to pass on, or a file that ended with no game record.
#[derive(Debug)]
pub enum Let<R> {
    /// A game of a file that holds at least one.
    Game(R),
    /// A file (as its games name it) none of whose games reads as a game.
    NoRecord(String),
}

/// The games of an input's files, in order, each file's held back until one of them reads as a
/// game ([`GameReport::reads_as_a_game`]); a file that ends without one is let out as
/// [`Let::NoRecord`] and its games are dropped. `R` is a report or a box of one.
#[derive(Debug)]
pub struct HeldBack<R> {
    /// The file whose games are coming, and whether one of them read as a game.
    current: Option<(String, bool)>,
    /// Its games so far, while none reads as a game.
    held: Vec<R>,
}

impl<R> Default for HeldBack<R> {
    fn default() -> Self {
        HeldBack {
            current: None,
            held: Vec::new(),
        }
    }
}

impl<R: Borrow<GameReport>> HeldBack<R> {
    /// Takes the next game of the input, handing `out` what it lets out, in order: the file
    /// before it if that one ended with no game record, then this game and the ones held before
    /// it once one of them reads as a game.
    pub fn push(&mut self, report: R, mut out: impl FnMut(Let<R>)) {
        let file = &report.borrow().file;
        if self.current.as_ref().is_none_or(|(f, _)| f != file) {
            let file = file.clone();
            self.finish(&mut out);
            self.current = Some((file, false));
        }
        let Some((_, any)) = &mut self.current else {
            return;
        };
        *any |= report.borrow().reads_as_a_game();
        if *any {
            for game in self.held.drain(..).chain([report]) {
                out(Let::Game(game));
            }
        } else {
            self.held.push(report);
        }
    }

    /// Ends the input (or the file under way): hands `out` [`Let::NoRecord`] if the last file
    /// held no game record.
    pub fn finish(&mut self, mut out: impl FnMut(Let<R>)) {
        self.held.clear();
        if let Some((file, false)) = self.current.take() {
            out(Let::NoRecord(file));
        }
    }
}
