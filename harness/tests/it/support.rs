//! Running the `qili` binary from tests, and scratch directories for its files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The checkout's root: `cases/`, `spec/`, `docs/`.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs `qili` with these arguments from the checkout's root, in the C locale (English unless
/// `--lang` says otherwise), whatever the locale the tests run in.
pub fn qili(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(args)
        .env("LC_ALL", "C")
        .current_dir(root())
        .output()
        .expect("the qili binary runs")
}

/// A fresh, empty scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).expect("the old scratch directory is removed");
    }
    std::fs::create_dir_all(&dir).expect("the scratch directory is created");
    dir
}

/// Standard error as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
