//! # qili-oracle
//!
//! The executable reference for the Xiangqi (Chinese chess) repetition rules: the board and its
//! FEN, legal moves, move notation, the classification of every move of a repeating loop, and
//! the verdict under each rulebook.
//!
//! The oracle computes everything from the position; it holds no answers.

#![deny(missing_docs)]

mod bitboard;
pub mod board;
pub mod classify;
pub mod cycle;
mod explain;
mod geometry;
pub mod given;
pub mod invariance;
pub mod material;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod notes;
pub mod position;
pub mod reasons;
pub mod rules;
pub mod search;
pub mod setup;
pub mod verdict;
pub mod vocabulary;

pub use board::{Color, File, Piece, PieceKind, Rank, Square};
pub use given::{AssumeError, Given};
pub use movegen::{Outcome, perft, perft_divide};
pub use moves::{Move, MoveList};
pub use position::{IllegalPosition, Position, PositionError, RepetitionKey};
pub use setup::{FenError, FenErrorKind, START_FEN, Setup};
pub use vocabulary::{Class, Verdict};
