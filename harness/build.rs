//! Builds the checkout's cases and book texts into the `qili` binary, so that an installed
//! `qili` (`cargo install --path harness`) runs the whole suite from any directory, as the
//! oracle carries its rule tables (oracle/build.rs). Every `*.yaml` under `cases/` goes in —
//! every tier, the competition cases among them — and every `*.txt` under `spec/books/` (the
//! texts the cases' quotations are checked against). At run time qili reads `cases/` from disk
//! only with `--cases DIR` or inside a checkout (`qili::suite::Layout::discover`).
//!
//! The crate reads them through its own `cases` and `books` (links, in the repository, to
//! `../cases` and `../spec/books`), so that `cargo package` puts them in the `.crate` and the
//! crate builds from it alone; a checkout whose links are plain files (git on a system without
//! symbolic links) is read from `../cases` and `../spec/books` directly.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = Path::new(&manifest);
    let mut out = String::new();
    table(
        &mut out,
        "CASE_FILES",
        "Every `*.yaml` under the checkout's `cases/` when qili was built, as (path below `cases/`, with `/`, contents), in path order.",
        &source(manifest, "cases", "../cases"),
        "yaml",
    );
    table(
        &mut out,
        "BOOK_FILES",
        "Every `*.txt` under the checkout's `spec/books/` when qili was built, as (path below `spec/`, with `/`, contents), in path order.",
        &source(manifest, "books", "../spec/books"),
        "txt",
    );
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("builtin.rs");
    std::fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}

/// The folder `inside` the crate when it is one (the crate's link, or the folder packaged in
/// the `.crate`), else `outside`, relative to the crate.
fn source(manifest: &Path, inside: &str, outside: &str) -> PathBuf {
    let dir = manifest.join(inside);
    if dir.is_dir() {
        dir
    } else {
        manifest.join(outside)
    }
}

/// Writes a static table `name` of the files with `extension` under `dir` (recursively).
fn table(out: &mut String, name: &str, doc: &str, dir: &Path, extension: &str) {
    let dir = dir
        .canonicalize()
        .unwrap_or_else(|e| panic!("{}: {e} (qili is built from a checkout)", dir.display()));
    // Cargo scans a directory given here for any change below it (the folder the link leads
    // to, so that no scan depends on following it).
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    walk(&dir, extension, &mut files);
    files.sort();
    assert!(
        !files.is_empty(),
        "no *.{extension} under {}",
        dir.display()
    );
    // The path below `spec/` for the books (the rule tables name `books/cn.txt`), below
    // `cases/` for the cases.
    let base = if extension == "txt" {
        dir.parent().expect("spec/books has a parent")
    } else {
        &dir
    };
    writeln!(
        out,
        "/// {doc}\npub(crate) static {name}: &[(&str, &str)] = &["
    )
    .expect("a String");
    for file in files {
        let relative: Vec<String> = file
            .strip_prefix(base)
            .expect("below the folder")
            .components()
            .map(|c| {
                c.as_os_str()
                    .to_str()
                    .unwrap_or_else(|| panic!("{}: not a UTF-8 file name", file.display()))
                    .to_string()
            })
            .collect();
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            relative.join("/"),
            file.display().to_string()
        )
        .expect("a String");
    }
    out.push_str("];\n");
}

/// Collects the files with `extension` under `dir`, not following links to directories.
fn walk(dir: &Path, extension: &str, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let entry = entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let path = entry.path();
        let kind = entry
            .file_type()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if kind.is_dir() {
            walk(&path, extension, files);
        } else if path.extension().is_some_and(|e| e == extension) {
            files.push(path);
        }
    }
}
