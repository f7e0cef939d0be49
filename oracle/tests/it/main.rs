//! The oracle's integration tests, in one test binary so that an edit to the oracle relinks one
//! executable, not one per file.

mod bad_fen;
mod joint_chases;
mod movegen_properties;
mod notation_errors;
mod notation_properties;
mod notation_resolve;
mod perft;
mod reasons;
mod rotation;
mod rulings;
mod seed_loops;
mod support;
mod symmetry;
