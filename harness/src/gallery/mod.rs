//! The case gallery (`qili gallery DIR`): one Markdown page per book (`axf.md`, `cn.md`, and
//! `contrib.md` when there are contributed cases), an index (`README.md`), and a board picture
//! per case (`svg/<id>.svg`). The gallery is derived from the cases and the oracle and is
//! byte-for-byte deterministic, so a checked-in copy can be compared with a fresh one.
//!
//! The pictures speak a language (`qili gallery --lang`): English by default, as checked in;
//! the pages stay English.

mod page;

use crate::case::Book;
use crate::i18n::{Lang, tr};
use crate::judge::KnownFailure;
use crate::picture::Picture;
use crate::suite::{Layout, Loaded, Suite};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The files of a gallery: path relative to the gallery directory (with `/`) → contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gallery {
    /// Every file, by relative path.
    pub files: BTreeMap<String, String>,
}

/// The books in page order.
const BOOKS: [Book; 3] = [Book::Axf, Book::Cn, Book::Contrib];

impl Gallery {
    /// Builds the gallery of a loaded suite, its pictures in English. Every case must load: a
    /// broken case has no picture, and the error names it.
    pub fn build(
        suite: &Suite,
        layout: &Layout,
        known: &[KnownFailure],
    ) -> Result<Gallery, String> {
        Gallery::build_in(suite, layout, known, Lang::En)
    }

    /// [`Gallery::build`] with the pictures in `lang`: their captions, and in `zh-Hant` their
    /// pieces in traditional characters, as `qili render --lang` draws them.
    pub fn build_in(
        suite: &Suite,
        layout: &Layout,
        known: &[KnownFailure],
        lang: Lang,
    ) -> Result<Gallery, String> {
        let broken: Vec<String> = suite
            .cases
            .iter()
            .filter_map(|c| match c {
                Loaded::Broken { error, .. } => Some(error.in_lang(lang)),
                Loaded::Ready(_) => None,
            })
            .collect();
        if !broken.is_empty() {
            return Err(format!(
                "{}\n{}",
                tr!(lang, "gallery-broken-cases"),
                broken.join("\n")
            ));
        }
        let mut files = BTreeMap::new();
        let mut index = Vec::new();
        for book in BOOKS {
            let cases: Vec<&Loaded> = suite
                .cases
                .iter()
                .filter(|c| matches!(c, Loaded::Ready(p) if p.case.file.source.book == book))
                .collect();
            if cases.is_empty() {
                continue;
            }
            for c in &cases {
                if let Loaded::Ready(p) = c {
                    files.insert(
                        format!("svg/{}.svg", p.id()),
                        Picture::of_case_in(p, lang).svg(),
                    );
                }
            }
            let name = format!("{}.md", book.name());
            index.push((book, name.clone(), cases.len()));
            files.insert(name, page::book_page(book, &cases, layout, known));
        }
        files.insert("README.md".to_string(), page::index(&index));
        Ok(Gallery { files })
    }

    /// Writes the gallery into `dir`, creating it, and removes the pictures and pages of an
    /// earlier gallery there that this one no longer has (no other file is touched).
    pub fn write(&self, dir: &Path) -> Result<(), WriteError> {
        let fail = |path: &Path, error: std::io::Error| WriteError {
            path: path.to_path_buf(),
            error,
        };
        let svg_dir = dir.join("svg");
        std::fs::create_dir_all(&svg_dir).map_err(|e| fail(&svg_dir, e))?;
        for (name, text) in &self.files {
            let path = dir.join(name);
            std::fs::write(&path, text).map_err(|e| fail(&path, e))?;
        }
        let mut stale: Vec<String> = BOOKS.iter().map(|b| format!("{}.md", b.name())).collect();
        for entry in std::fs::read_dir(&svg_dir).map_err(|e| fail(&svg_dir, e))? {
            let path = entry.map_err(|e| fail(&svg_dir, e))?.path();
            if path.extension().is_some_and(|e| e == "svg")
                && let Some(name) = path.file_name()
            {
                stale.push(format!("svg/{}", name.to_string_lossy()));
            }
        }
        for name in stale.iter().filter(|n| !self.files.contains_key(*n)) {
            let path = dir.join(name);
            if path.exists() {
                std::fs::remove_file(&path).map_err(|e| fail(&path, e))?;
            }
        }
        Ok(())
    }
}

/// Why the gallery cannot be written: the file or folder and the system's error; the
/// [`std::fmt::Display`] is the English (`PATH: ` and the system's words).
#[derive(Debug)]
pub struct WriteError {
    /// The file or folder that could not be made, written, read or removed.
    pub path: PathBuf,
    /// The system's error.
    pub error: std::io::Error,
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for WriteError {}
