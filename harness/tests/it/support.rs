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

/// Runs `qili --lang LANG ARGS` from the checkout's root with no locale set; the exit code must
/// be `code`. Standard output and standard error, as text.
pub fn run_in(lang: &str, code: i32, args: &[&str]) -> (String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_qili"));
    command
        .args(["--lang", lang])
        .args(args)
        .current_dir(root());
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(key);
    }
    let out = command.output().expect("qili runs");
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8(out.stderr).expect("UTF-8"),
    );
    assert_eq!(out.status.code(), Some(code), "{lang} {args:?}: {stderr}");
    (stdout, stderr)
}

/// A path as the text given on a command line.
pub fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// `qili --lang LANG tournament ARGS…` run in `dir` in the C locale: standard output, standard
/// error and exit code.
pub fn tournament(dir: &Path, lang: &str, args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["--lang", lang, "tournament"])
        .args(args)
        .env("LC_ALL", "C")
        .current_dir(dir)
        .output()
        .expect("the qili binary runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr(&out),
        out.status.code().unwrap_or(-1),
    )
}

/// `qili tournament ARGS…` in `dir` refused with exit code 2 and exactly `expected`'s line on
/// standard error: English first, then 简体, then 繁體.
pub fn refuses(dir: &Path, args: &[&str], expected: [&str; 3]) {
    for (lang, want) in ["en", "zh-Hans", "zh-Hant"].into_iter().zip(expected) {
        let (_, err, code) = tournament(dir, lang, args);
        assert_eq!(code, 2, "{lang} {args:?}: {err}");
        assert_eq!(err.trim_end(), want, "{lang} {args:?}");
    }
}
