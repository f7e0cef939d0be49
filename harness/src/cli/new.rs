//! `qili new`: scaffolds a contributed case for a new disputed position.

use super::match_run::fen_error;
use super::{Failure, NewArgs, errors, write_output};
use crate::i18n::{Lang, tr};
use crate::scaffold::{PLACEHOLDER_SLUG, is_slug, scaffold};
use qili_oracle::Position;
use qili_oracle::notation::parse_moves;
use std::path::Path;

/// Runs `qili new`: the case on standard output, or in `--out` (creating its directory, never
/// overwriting a file); every error and note is said in `lang`.
pub fn run(args: &NewArgs, lang: Lang) -> Result<u8, Failure> {
    let start = Position::from_fen(&args.fen)
        .map_err(|e| Failure::bad_input(fen_error(lang, &args.fen, &e)))?;
    let moves = parse_moves(&start, &args.moves).map_err(|e| {
        Failure::bad_input(errors::option(
            lang,
            "moves",
            errors::moves(lang, &e, &args.moves),
        ))
    })?;
    let slug = match &args.out {
        Some(path) => slug_of(path, lang)?,
        None => PLACEHOLDER_SLUG.to_string(),
    };
    let text = scaffold(&start, &moves, &slug)
        .map_err(|_| Failure::bad_input(errors::option(lang, "moves", tr!(lang, "new-no-loop"))))?;
    let Some(path) = &args.out else {
        say!("{text}");
        return Ok(0);
    };
    let shown = path.display().to_string();
    if path.exists() {
        return Err(Failure::bad_input(tr!(lang, "new-exists", path = shown)));
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| {
            let why = errors::cannot_create(lang, dir, &e);
            Failure::bad_input(tr!(lang, "error-option", option = "out", message = why))
        })?;
    }
    write_output(path, &text, lang)?;
    let in_contrib = path
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|d| d == "contrib");
    if !in_contrib {
        eprintln!(
            "{}",
            tr!(lang, "note", note = tr!(lang, "new-move-to-contrib"))
        );
    }
    eprintln!("{}", tr!(lang, "new-wrote", path = shown, slug = slug));
    Ok(0)
}

/// The slug a case file's name gives: `cases/contrib/<slug>.yaml`.
fn slug_of(path: &Path, lang: Lang) -> Result<String, Failure> {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if path.extension().is_some_and(|e| e == "yaml") && is_slug(&stem) {
        Ok(stem)
    } else {
        Err(Failure::bad_input(tr!(
            lang,
            "new-bad-name",
            path = path.display().to_string()
        )))
    }
}
