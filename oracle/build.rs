//! Embeds every rule table in `spec/rules/*.yaml` into the oracle, so that a new rulebook is a
//! new data file and the `qili` binary needs no files at run time. The tables live inside this
//! crate so that they travel with it: in the packaged crate and in the Python sdist.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("spec/rules");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    let mut out = String::from(
        "/// The rule tables of `oracle/spec/rules/`, as (file name, contents), in file-name order.\n\
         pub(crate) static RULE_TABLES: &[(&str, &str)] = &[\n",
    );
    for path in files {
        let name = path
            .file_name()
            .expect("a file")
            .to_string_lossy()
            .into_owned();
        let full = path.canonicalize().expect("an existing file");
        writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            full.display().to_string()
        )
        .expect("writing to a String");
    }
    out.push_str("];\n");
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("rule_tables.rs");
    std::fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}
