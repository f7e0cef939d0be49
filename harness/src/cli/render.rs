//! `qili render`: a board picture of a case, or of a position and moves, as SVG.

use super::{Failure, RenderArgs, write_output};
use crate::case::{BookTexts, Prepared};
use crate::i18n::Lang;
use crate::picture::Picture;
use crate::suite::{Layout, Loaded, NoCase, Suite, load_file};
use qili_oracle::Position;
use qili_oracle::notation::parse_moves;
use std::path::Path;

/// Runs `qili render`, the caption in `lang`.
pub fn run(args: &RenderArgs, lang: Lang) -> Result<u8, Failure> {
    let picture = match (&args.case, &args.fen) {
        (Some(name), _) => Picture::of_case_in(&find_case(name, lang)?, lang),
        (None, Some(fen)) => {
            let start = Position::from_fen(fen)
                .map_err(|e| Failure::bad_input(super::match_run::fen_error(lang, fen, &e)))?;
            let moves = match &args.moves {
                Some(text) => parse_moves(&start, text).map_err(|e| {
                    let message = super::errors::moves(lang, &e, text);
                    Failure::bad_input(super::errors::option(lang, "moves", message))
                })?,
                None => Vec::new(),
            };
            Picture::of_moves_in(&start, &moves, lang)
        }
        (None, None) => return Err(Failure::bad_input("give a CASE or --fen FEN")),
    };
    write_output(&args.svg, &picture.svg(), lang)?;
    Ok(0)
}

/// A case by id (`axf-032`) or file path, checked (a file outside the checkout's `cases/` as a
/// file of its own, not for its folder); a broken case is bad input, a name that is no case is
/// said in `lang`.
pub fn find_case(name: &str, lang: Lang) -> Result<Prepared, Failure> {
    let layout = Layout::discover();
    let path = Path::new(name);
    let loaded = if path.is_file() {
        let books = BookTexts::load(layout.spec.as_deref()).map_err(Failure::bad_input)?;
        let in_suite = match (path.canonicalize(), layout.cases_root().canonicalize()) {
            (Ok(file), Ok(cases)) => file.starts_with(cases),
            _ => false,
        };
        load_file(path, &books, in_suite)
    } else {
        let suite = Suite::load(&layout).map_err(Failure::bad_input)?;
        // One name selects one case or none: a single refusal, worded.
        let found = suite
            .select(&[name.to_string()])
            .ok()
            .and_then(|selected| selected.first().map(|&c| c.clone()));
        found.ok_or_else(|| {
            Failure::bad_input(super::errors::no_case(lang, &NoCase(name.to_string())))
        })?
    };
    match loaded {
        Loaded::Ready(p) => Ok(*p),
        Loaded::Broken { error, .. } => Err(Failure::bad_input(error.in_lang(lang))),
    }
}
