//! # qili
//!
//! The conformance suite for the Xiangqi repetition rules: loads the rulebook cases, runs them
//! against the built-in oracle or an outside engine, and reports; draws board pictures and the
//! case gallery, and scaffolds new cases. The `qili` binary is a thin layer over this library.

#![deny(missing_docs)]

pub mod arena;
pub mod batch;
pub mod builtin;
pub mod case;
pub mod certify;
pub mod cli;
pub mod engine;
pub mod files;
pub mod gallery;
pub mod games;
pub mod i18n;
pub mod judge;
pub mod pgn;
pub mod picture;
pub mod reasons;
pub mod referee;
pub mod report;
pub mod request;
pub mod scaffold;
pub mod serve;
pub mod suite;
pub mod tournament;
