//! Case files: the format, loading, and the structural check.

mod check;
mod load;
mod model;

pub use check::{BookTexts, Prepared, check_suite, prepare, prepare_file};
pub use load::{Case, CaseError, case_paths, id_of, id_of_file};
pub use model::{
    Book, CaseFile, CycleMode, Erratum, Expect, PerSide, PositionSource, Source, TargetName,
};
