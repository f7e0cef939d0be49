//! `qili new`: scaffolds a contributed case for a new disputed position.

use super::notation::read_position;
use super::{Failure, NewArgs, write_output};
use crate::i18n::Lang;
use crate::scaffold::{PLACEHOLDER_SLUG, is_slug, scaffold};
use qili_oracle::notation::parse_moves;
use std::path::Path;

/// Runs `qili new`: the case on standard output, or in `--out` (creating its directory, never
/// overwriting a file); a file that cannot be written is said in `lang`.
pub fn run(args: &NewArgs, lang: Lang) -> Result<u8, Failure> {
    let start = read_position(&args.fen)?;
    let moves = parse_moves(&start, &args.moves)
        .map_err(|e| Failure::bad_input(format!("--moves: {e}")))?;
    let slug = match &args.out {
        Some(path) => slug_of(path)?,
        None => PLACEHOLDER_SLUG.to_string(),
    };
    let text =
        scaffold(&start, &moves, &slug).map_err(|e| Failure::bad_input(format!("--moves: {e}")))?;
    let Some(path) = &args.out else {
        say!("{text}");
        return Ok(0);
    };
    if path.exists() {
        return Err(Failure::bad_input(format!(
            "--out {}: the file exists; nothing was written",
            path.display()
        )));
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| {
            Failure::bad_input(format!("--out: cannot create {}: {e}", dir.display()))
        })?;
    }
    write_output(path, &text, lang)?;
    let in_contrib = path
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|d| d == "contrib");
    if !in_contrib {
        eprintln!("qili: note: contributed cases live in cases/contrib/; move the file there");
    }
    eprintln!(
        "qili: wrote {}: confirm the PROPOSAL against the books, replace every TODO, then run \
         `cargo run --release -- run contrib-{slug}`",
        path.display()
    );
    Ok(0)
}

/// The slug a case file's name gives: `cases/contrib/<slug>.yaml`.
fn slug_of(path: &Path) -> Result<String, Failure> {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if path.extension().is_some_and(|e| e == "yaml") && is_slug(&stem) {
        Ok(stem)
    } else {
        Err(Failure::bad_input(format!(
            "--out {}: name the file <slug>.yaml, the slug in lower-case letters, digits and \
             hyphens (cases/contrib/rook-chases-cannon.yaml); the case id is contrib-<slug>",
            path.display()
        )))
    }
}
