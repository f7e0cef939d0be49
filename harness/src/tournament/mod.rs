//! The tournament director's parts that need engines or the suite's files: playing an event's
//! games with engines ([`run`], [`referee`], [`engine_teams`]) and running the competition
//! cases ([`case`]). Pairing, scoring and ranking are the `qili-tournament` crate.

pub mod case;
pub mod engine_teams;
pub mod field_error;
pub mod referee;
pub mod run;
pub mod team_fault;
