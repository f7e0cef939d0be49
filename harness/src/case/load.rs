//! Reading case files, with errors that name the file, line and column.

use super::fault::CaseFault;
use super::model::CaseFile;
use crate::files::{MAX_INPUT_BYTES, read_text};
use std::fmt;
use std::path::{Path, PathBuf};

/// A case file as read from disk.
#[derive(Clone, Debug)]
pub struct Case {
    /// Where it was read from.
    pub path: PathBuf,
    /// The file's text, for locating keys in error messages.
    pub raw: String,
    /// Its contents.
    pub file: CaseFile,
}

/// Something wrong with a case file: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    /// The file.
    pub path: PathBuf,
    /// 1-based line, 0 when the error concerns the whole file.
    pub line: usize,
    /// 1-based column, 0 when unknown.
    pub column: usize,
    /// What is wrong.
    pub fault: Box<CaseFault>,
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}: {}", self.path.display(), self.fault),
            (l, 0) => write!(f, "{}:{l}: {}", self.path.display(), self.fault),
            (l, c) => write!(f, "{}:{l}:{c}: {}", self.path.display(), self.fault),
        }
    }
}

impl std::error::Error for CaseError {}

impl Case {
    /// Reads and deserializes one case file (at most [`MAX_INPUT_BYTES`]).
    pub fn load(path: &Path) -> Result<Case, CaseError> {
        let raw = read_text(path, MAX_INPUT_BYTES).map_err(|text| CaseError {
            path: path.to_path_buf(),
            line: 0,
            column: 0,
            fault: Box::new(CaseFault::Unreadable(text)),
        })?;
        Case::parse(path, raw)
    }

    /// Deserializes a case from its text; `path` names it in errors (a built-in case goes by
    /// [`crate::builtin::ROOT`]`/cases/…`).
    pub fn parse(path: &Path, raw: String) -> Result<Case, CaseError> {
        // A key given twice is an error (the typed maps below would keep the last silently).
        let located = |e: serde_yaml::Error| {
            let (line, column) = e.location().map_or((0, 0), |l| (l.line(), l.column()));
            CaseError {
                path: path.to_path_buf(),
                line,
                column,
                fault: Box::new(CaseFault::Yaml(e.to_string())),
            }
        };
        serde_yaml::from_str::<serde_yaml::Value>(&raw).map_err(located)?;
        let file: CaseFile = serde_yaml::from_str(&raw).map_err(located)?;
        Ok(Case {
            path: path.to_path_buf(),
            raw,
            file,
        })
    }

    /// An error about this case at the line of a top-level or nested key (`position`, `ruling`);
    /// the whole file when the key is not found.
    pub fn error_at(&self, key: &str, fault: CaseFault) -> CaseError {
        let (line, column) = self.locate(key).unwrap_or((0, 0));
        CaseError {
            path: self.path.clone(),
            line,
            column,
            fault: Box::new(fault),
        }
    }

    /// An error at the line of `key` inside the block of the top-level or nested key `section`
    /// (`provenance` → `line`); at `section` when `key` is not found in it.
    pub fn error_in(&self, section: &str, key: &str, fault: CaseFault) -> CaseError {
        let from = self.locate(section).map_or(0, |(l, _)| l);
        let (line, column) = self
            .locate_from(key, from)
            .or_else(|| self.locate(section))
            .unwrap_or((0, 0));
        CaseError {
            path: self.path.clone(),
            line,
            column,
            fault: Box::new(fault),
        }
    }

    /// The 1-based line and column of the value of the first `key:` in the file.
    pub fn locate(&self, key: &str) -> Option<(usize, usize)> {
        self.locate_from(key, 0)
    }

    /// The 1-based line and column of the value of the first `key:` after the first `skip`
    /// lines.
    fn locate_from(&self, key: &str, skip: usize) -> Option<(usize, usize)> {
        let pattern = format!("{key}:");
        self.raw
            .lines()
            .enumerate()
            .skip(skip)
            .find_map(|(i, line)| {
                let trimmed = line.trim_start();
                trimmed.starts_with(&pattern).then(|| {
                    let indent = line.len() - trimmed.len();
                    let value = &trimmed[pattern.len()..];
                    let skip = value.len() - value.trim_start().len();
                    (i + 1, indent + pattern.len() + skip + 1)
                })
            })
    }
}

/// The id a case file would have by its place, for naming a file that cannot be read:
/// `cases/axf/032-….yaml` is `axf-032`, `cases/contrib/rook.yaml` is `contrib-rook`; the id
/// the file itself gives, when its `id:` line can be read, comes first.
pub fn id_of_file(path: &Path) -> String {
    id_of(path, read_text(path, MAX_INPUT_BYTES).ok().as_deref())
}

/// The id of a case file by its place, as [`id_of_file`] gives it, from its text when it could
/// be read.
pub fn id_of(path: &Path, text: Option<&str>) -> String {
    let stated = text.and_then(|text| {
        text.lines()
            .find_map(|l| l.strip_prefix("id:"))
            .map(|v| v.trim().trim_matches('"').to_string())
            .filter(|v| !v.is_empty())
    });
    if let Some(id) = stated {
        return id;
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let folder = path
        .parent()
        .and_then(Path::file_name)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let number: String = stem.chars().take_while(char::is_ascii_digit).collect();
    match folder.as_str() {
        "axf" | "cn" if !number.is_empty() => format!("{folder}-{number}"),
        "contrib" => format!("contrib-{stem}"),
        _ => stem,
    }
}

/// Every `*.yaml` file under a directory (recursively, not following links to directories,
/// which could loop), sorted by path; `competition/` folders hold the competition cases and are
/// skipped.
pub fn case_paths(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let entry = entry?;
            let path = entry.path();
            if entry.file_type()?.is_dir() {
                // The competition cases are of another kind (qili::tournament::case).
                if path.file_name().is_some_and(|n| n == "competition") {
                    continue;
                }
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}
