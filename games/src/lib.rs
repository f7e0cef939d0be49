//! # qili-games
//!
//! Xiangqi games as the referee sees them.
//!
//! - [`referee`]: a game in progress, ruled by the book — each third occurrence of a position
//!   judged, the book's procedure applied (a draw, an order to vary, a loss), the moves
//!   forbidden to a side ordered to vary; and [`ending`], where the book ends the game.
//!   `qili match` referees engine games with it; a platform holds a game in progress in it.
//! - Recorded games: [`source`] takes games one at a time from PGN files (cut on bytes by
//!   [`split`], decoded by [`text`] from UTF-8, GB18030 or Big5, read by [`pgn`]) or from web
//!   pages of [`dhtmlxq`] records; [`record`] replays each on the board, naming the first move
//!   that goes wrong.
//! - [`review`](mod@review): a recorded game ruled as the referee would rule it, and its recorded result
//!   compared with the rulings; [`report`] puts a game's review under every book into one
//!   report; [`held_back`] tells a file that is no game record from one whose games go wrong.

#![deny(missing_docs)]

pub mod archive;
pub mod dhtmlxq;
pub mod ending;
pub mod held_back;
pub mod no_game;
pub mod pgn;
pub mod record;
pub mod referee;
pub mod report;
pub mod result;
pub mod review;
pub mod source;
pub mod split;
pub mod text;
pub mod xqf;

pub use ending::{Ending, Played, Turn};
pub use held_back::{HeldBack, Let};
pub use no_game::NoGame;
pub use record::{
    Comment, Fault, Format, Line, Record, RecordError, Replay, Unreadable, Variation, Word,
};
pub use referee::{Call, Claim, Order, Referee, RefereeState, Ruled, StateError};
pub use report::{GameReport, LineReport};
pub use result::{GameResult, Termination, times};
pub use review::{BookReview, Repetition, ResultCheck, review};
pub use text::Encoding;
