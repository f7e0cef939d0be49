//! The suite: every case file loaded and checked, with trials per case and rulebook.

use crate::builtin;
use crate::case::{
    BookTexts, Case, CaseError, CaseFault, Prepared, SuiteProblem, case_paths, check_corpus,
    check_engine_judges, check_suite, id_of, id_of_file, prepare, prepare_file,
};
use crate::files::{MAX_INPUT_BYTES, ReadError, read_text};
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

/// Where the suite's files come from: a checkout (or a folder of cases) on disk, or the copies
/// built into qili (`harness/build.rs`, [`crate::builtin`]).
#[derive(Clone, Debug)]
pub struct Layout {
    /// The `cases/` directory; `None` for the cases built into qili.
    pub cases: Option<PathBuf>,
    /// The `spec/` directory (the book texts the quotations are checked against); `None` for
    /// the texts built into qili.
    pub spec: Option<PathBuf>,
}

impl Layout {
    /// The layout of the qili checkout the current directory is in (see [`checkout_root`]), or
    /// the files built into qili when it is in none.
    pub fn discover() -> Layout {
        match checkout_root() {
            Some(root) => Layout::at(&root),
            None => Layout::builtin(),
        }
    }

    /// The cases and book texts built into qili.
    pub fn builtin() -> Layout {
        Layout {
            cases: None,
            spec: None,
        }
    }

    /// The cases of `dir` (`--cases DIR`), with the book texts of the checkout the current
    /// directory is in, or those built in.
    pub fn with_cases(dir: &Path) -> Layout {
        Layout {
            cases: Some(dir.to_path_buf()),
            spec: Layout::discover().spec,
        }
    }

    /// The checkout the cases sit in: the parent of `cases/` when it is a qili checkout (see
    /// [`is_checkout`]); `None` for the built-in cases or a folder given by `--cases` outside
    /// a checkout.
    pub fn repository(&self) -> Option<PathBuf> {
        let parent = self.cases.as_ref()?.parent()?;
        let root = if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        };
        is_checkout(root).then(|| root.to_path_buf())
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
            cases: Some(root.join("cases")),
            spec: Some(root.join("spec")),
        }
    }

    /// The `cases/` folder as case paths begin with it: the directory, or
    /// `<built-in>/cases` for the built-in cases.
    pub fn cases_root(&self) -> PathBuf {
        self.cases
            .clone()
            .unwrap_or_else(|| Path::new(builtin::ROOT).join("cases"))
    }

    /// Where the cases come from, for a person: the directory, or "built into qili".
    pub fn describe(&self) -> String {
        match &self.cases {
            Some(dir) => dir.display().to_string(),
            None => format!("the cases built into qili {}", env!("CARGO_PKG_VERSION")),
        }
    }
}

/// The root of the qili checkout the current directory is in: the current directory or the
/// nearest of its parents that holds `cases/`, `spec/books/` and `harness/Cargo.toml`. The
/// three together mark a qili checkout, and not merely some folder named `cases`.
pub fn checkout_root() -> Option<PathBuf> {
    let cwd = std::env::current_dir().ok()?;
    cwd.ancestors()
        .find(|dir| is_checkout(dir))
        .map(Path::to_path_buf)
}

/// Whether `dir` is the root of a qili checkout (see [`checkout_root`]).
pub fn is_checkout(dir: &Path) -> bool {
    dir.join("cases").is_dir()
        && dir.join("spec/books").is_dir()
        && dir.join("harness/Cargo.toml").is_file()
}

/// All cases of a suite, loaded.
#[derive(Clone, Debug)]
pub struct Suite {
    /// Every case file, in path order.
    pub cases: Vec<Loaded>,
    /// Problems across cases (duplicate ids, missing figures).
    pub problems: Vec<SuiteProblem>,
}

/// A name that is no case of the suite: neither a case id nor a case file. Its
/// [`Display`](std::fmt::Display) says so in English, with an example of a name that is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoCase(pub String);

impl std::fmt::Display for NoCase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no case '{}' (give a case id such as axf-032 or a case file)",
            self.0
        )
    }
}

impl Suite {
    /// Loads every case under `layout.cases`, or every built-in case. Fails when the directory
    /// is missing or holds no case: an empty suite must never pass.
    pub fn load(layout: &Layout) -> Result<Suite, String> {
        let books = BookTexts::load(layout.spec.as_deref())?;
        let files: Vec<(PathBuf, Result<String, ReadError>)> = match &layout.cases {
            Some(dir) => {
                let paths = case_paths(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                paths
                    .into_iter()
                    .map(|p| {
                        let text = read_text(&p, MAX_INPUT_BYTES);
                        (p, text)
                    })
                    .collect()
            }
            None => builtin::case_files(None)
                .into_iter()
                .map(|(name, text)| (layout.cases_root().join(name), Ok(text.to_string())))
                .collect(),
        };
        if files.is_empty() {
            return Err(format!(
                "no case files (*.yaml) under {}",
                layout.cases_root().display()
            ));
        }
        let mut cases = Vec::new();
        let mut read: Vec<Case> = Vec::new();
        for (path, text) in files {
            let raw = match text {
                Ok(raw) => raw,
                Err(message) => {
                    cases.push(Loaded::Broken {
                        id: id_of(&path, None),
                        error: CaseError {
                            path,
                            line: 0,
                            column: 0,
                            fault: Box::new(CaseFault::Unreadable(message)),
                        },
                    });
                    continue;
                }
            };
            match Case::parse(&path, raw.clone()) {
                Err(error) => cases.push(Loaded::Broken {
                    id: id_of(&path, Some(&raw)),
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
                None => books.insert(BookTexts::load(layout.spec.as_deref())?),
            };
            self.cases.push(load_file(path, books, false));
        }
        Ok(())
    }

    /// The cases named by id (`axf-032`) or path; all when `selected` is empty. An unknown
    /// name is an error.
    pub fn select(&self, selected: &[String]) -> Result<Vec<&Loaded>, NoCase> {
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
                    .ok_or_else(|| NoCase(name.clone()))
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
/// the engines whose verdicts it records (`engines/<name>.yaml`). Checked only when the cases
/// sit in a checkout ([`Layout::repository`]): the built-in cases were checked so in the
/// checkout qili was built from (`cargo test`), and a folder outside one has no repository to
/// check them against.
fn check_in_repository(case: &Case, layout: &Layout) -> Result<(), CaseError> {
    let Some(root) = layout.repository() else {
        return Ok(());
    };
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
