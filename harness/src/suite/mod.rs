//! The suite: every case file loaded and checked, with trials per case and rulebook.

use crate::case::{
    BookTexts, Case, CaseError, Prepared, case_paths, check_corpus, check_engine_judges,
    check_suite, id_of_file, prepare, prepare_file,
};
use std::path::{Path, PathBuf};

/// A case file after loading: ready to run, or broken (the case itself is wrong).
#[derive(Clone, Debug)]
pub enum Loaded {
    /// Passed the structural check.
    Ready(Box<Prepared>),
    /// Did not load or failed the structural check.
    Broken {
        /// The case id if the file could be read, else the id its name and folder give.
        id: String,
        /// What is wrong.
        error: CaseError,
    },
}

impl Loaded {
    /// The case id (for a broken file, the id its name and folder give).
    pub fn id(&self) -> &str {
        match self {
            Loaded::Ready(p) => p.id(),
            Loaded::Broken { id, .. } => id,
        }
    }
}

/// Where the suite's files are.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The `cases/` directory.
    pub cases: PathBuf,
    /// The `spec/` directory.
    pub spec: PathBuf,
}

impl Layout {
    /// The layout of the qili checkout this binary was built from, or of the current directory
    /// when it holds `cases/` and `spec/`.
    pub fn discover() -> Layout {
        let here = Path::new(".");
        if here.join("cases").is_dir() && here.join("spec").is_dir() {
            return Layout::at(here);
        }
        Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
    }

    /// The checkout's root: the folder that holds `cases/`.
    pub fn root(&self) -> PathBuf {
        match self.cases.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        }
    }

    /// The layout of a checkout rooted at `root` (made relative to the current directory when
    /// it lies below it, so that paths in reports stay short).
    pub fn at(root: &Path) -> Layout {
        let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
        let root = std::env::current_dir()
            .ok()
            .and_then(|cwd| root.strip_prefix(cwd).ok().map(Path::to_path_buf))
            .unwrap_or(root);
        Layout {
            cases: root.join("cases"),
            spec: root.join("spec"),
        }
    }
}

/// All cases of a suite, loaded.
#[derive(Clone, Debug)]
pub struct Suite {
    /// Every case file, in path order.
    pub cases: Vec<Loaded>,
    /// Problems across cases (duplicate ids, missing figures).
    pub problems: Vec<String>,
}

impl Suite {
    /// Loads every case under `layout.cases`. Fails when the directory is missing or holds no
    /// case: an empty suite must never pass.
    pub fn load(layout: &Layout) -> Result<Suite, String> {
        let paths =
            case_paths(&layout.cases).map_err(|e| format!("{}: {e}", layout.cases.display()))?;
        if paths.is_empty() {
            return Err(format!(
                "no case files (*.yaml) under {}",
                layout.cases.display()
            ));
        }
        let books = BookTexts::load(&layout.spec)?;
        let mut cases = Vec::new();
        let mut read: Vec<Case> = Vec::new();
        for path in &paths {
            match Case::load(path) {
                Err(error) => cases.push(Loaded::Broken {
                    id: id_of_file(path),
                    error,
                }),
                Ok(case) => {
                    read.push(case.clone());
                    let loaded = match check_in_repository(&case, layout) {
                        Ok(()) => check(case, &books, true),
                        Err(error) => Loaded::Broken {
                            id: case.file.id.clone(),
                            error,
                        },
                    };
                    cases.push(loaded);
                }
            }
        }
        let problems = check_suite(&read.iter().collect::<Vec<_>>());
        Ok(Suite { cases, problems })
    }

    /// Adds the case files among `names` (paths of files) that the suite does not hold:
    /// drafts outside its folder, checked as [`prepare_file`] checks them. Other names are
    /// left to [`Suite::select`].
    pub fn add_files(&mut self, names: &[String], layout: &Layout) -> Result<(), String> {
        let held: Vec<PathBuf> = self
            .cases
            .iter()
            .filter_map(|c| path_of(c).canonicalize().ok())
            .collect();
        let mut books = None;
        for name in names {
            let path = Path::new(name);
            let Ok(full) = path.canonicalize() else {
                continue;
            };
            if !path.is_file() || held.contains(&full) {
                continue;
            }
            let books = match &books {
                Some(b) => b,
                None => books.insert(BookTexts::load(&layout.spec)?),
            };
            self.cases.push(load_file(path, books, false));
        }
        Ok(())
    }

    /// The cases named by id (`axf-032`) or path; all when `selected` is empty. An unknown
    /// name is an error.
    pub fn select(&self, selected: &[String]) -> Result<Vec<&Loaded>, String> {
        if selected.is_empty() {
            return Ok(self.cases.iter().collect());
        }
        selected
            .iter()
            .map(|name| {
                let by_path = Path::new(name).canonicalize().ok().and_then(|p| {
                    self.cases
                        .iter()
                        .find(|c| path_of(c).canonicalize().ok() == Some(p.clone()))
                });
                by_path
                    .or_else(|| self.cases.iter().find(|c| c.id() == name))
                    .ok_or_else(|| {
                        format!("no case '{name}' (give a case id such as axf-032 or a case file)")
                    })
            })
            .collect()
    }
}

/// One case file, read and checked: as a case of a suite (`in_suite`: its folder is checked
/// too) or as a file of its own.
pub fn load_file(path: &Path, books: &BookTexts, in_suite: bool) -> Loaded {
    match Case::load(path) {
        Ok(case) => check(case, books, in_suite),
        Err(error) => Loaded::Broken {
            id: id_of_file(path),
            error,
        },
    }
}

/// What a case of the suite names in the repository around it: a generated case's corpus line,
/// the engines whose verdicts it records (`engines/<name>.yaml`).
fn check_in_repository(case: &Case, layout: &Layout) -> Result<(), CaseError> {
    let root = layout.root();
    check_corpus(case, &root)?;
    check_engine_judges(case, &root.join("engines"))
}

/// A case read, checked.
fn check(case: Case, books: &BookTexts, in_suite: bool) -> Loaded {
    let id = case.file.id.clone();
    let checked = if in_suite {
        prepare(case, books)
    } else {
        prepare_file(case, books)
    };
    match checked {
        Ok(p) => Loaded::Ready(Box::new(p)),
        Err(error) => Loaded::Broken { id, error },
    }
}

fn path_of(loaded: &Loaded) -> &Path {
    match loaded {
        Loaded::Ready(p) => &p.case.path,
        Loaded::Broken { error, .. } => &error.path,
    }
}
