//! The `qili` crate's integration tests, in one test binary so that an edit relinks one
//! executable, not one per file. The conformance suite itself is the `conformance` binary.

mod batch;
mod case_rotation;
mod case_symmetry;
mod case_titles;
mod chinese;
mod chinese_notes;
mod chinese_pictures;
mod chinese_terms;
mod cli;
mod contrib_schema;
mod docs_commands;
mod engine_adapter;
mod explanations;
mod floods;
mod gallery;
mod games;
mod games_xqf;
mod matches;
mod new_case;
mod readme;
mod referee;
mod render;
mod serve;
mod standalone;
mod support;
mod tournament;
mod tournament_desk;
mod tournament_groups;
mod tournament_knockout;
mod tournament_swiss_reference;
mod tournament_team_run;
mod tournament_teams;
mod tournament_walkthrough;
mod wording;
mod xqf_dev;
