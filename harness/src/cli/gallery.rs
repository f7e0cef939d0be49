//! `qili gallery`: pictures and pages for every case.

use super::{Failure, GalleryArgs};
use crate::gallery::Gallery;
use crate::i18n::{Lang, tr};
use crate::judge::known_failures;
use crate::suite::{Layout, Suite};

/// Runs `qili gallery`, the pictures in `lang` (English unless `--lang` says otherwise).
pub fn run(args: &GalleryArgs, lang: Lang) -> Result<u8, Failure> {
    let layout = Layout::discover();
    let suite = Suite::load(&layout).map_err(Failure::bad_input)?;
    let known = known_failures().map_err(Failure::bad_input)?;
    let gallery = Gallery::build_in(&suite, &layout, &known, lang).map_err(Failure::bad_input)?;
    gallery.write(&args.dir).map_err(|e| {
        Failure::bad_input(if lang.is_chinese() {
            super::errors::cannot_write(lang, &e.path, &e.error)
        } else {
            e.to_string()
        })
    })?;
    sayln!(
        "{}",
        tr!(
            lang,
            "gallery-wrote",
            count = gallery.files.len(),
            dir = args.dir.display().to_string()
        )
    );
    Ok(0)
}
