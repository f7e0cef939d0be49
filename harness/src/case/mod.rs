//! Case files: the format, loading, and the structural check.

mod check;
mod contrib;
mod fault;
mod load;
mod model;
mod words;

pub use check::{BookTexts, Prepared, check_suite, prepare, prepare_file};
pub use contrib::{check_corpus, check_engine_judges, reading_exists};
pub use fault::{CaseFault, QuotePlace, SuiteProblem};
pub use load::{Case, CaseError, case_paths, id_of, id_of_file};
pub use model::{
    Book, CaseFile, CycleMode, Dataset, Erratum, Expect, JudgeVerdict, PerSide, PositionSource,
    Provenance, ProvenanceKind, RULE_JUDGES, Source, TargetName, Titles,
};
pub use words::case_errors;
