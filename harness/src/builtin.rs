//! The files built into qili (by `harness/build.rs`): every case under `cases/` and the book
//! texts of `spec/books/`, as they were in the checkout qili was built from. They are what qili
//! reads when it runs outside a checkout and is not given `--cases DIR` (see
//! [`crate::suite::Layout`]), so that an installed `qili` needs no file beside it.

include!(concat!(env!("OUT_DIR"), "/builtin.rs"));

/// The name built-in case files go by in reports and errors: `cases/axf/032-….yaml` is shown
/// as `<built-in>/cases/axf/032-….yaml`, a path no file on disk can be confused with.
pub const ROOT: &str = "<built-in>";

/// The built-in case files below `cases/<folder>/` (`competition`), or every one but the
/// competition cases (`None`), as (path below `cases/`, contents).
pub fn case_files(folder: Option<&str>) -> Vec<(&'static str, &'static str)> {
    CASE_FILES
        .iter()
        .copied()
        .filter(|(path, _)| {
            let competition = path.split('/').any(|part| part == "competition");
            match folder {
                Some(f) => path.starts_with(&format!("{f}/")),
                None => !competition,
            }
        })
        .collect()
}

/// The text of a built-in book file by its path below `spec/` (`books/cn.txt`).
pub fn book_text(path: &str) -> Option<&'static str> {
    BOOK_FILES
        .iter()
        .find(|(name, _)| *name == path)
        .map(|(_, text)| *text)
}

/// The oracle's known-failure list (`harness/oracle-known-failures.yaml`): the trials this
/// build's oracle is known to get wrong.
pub const KNOWN_FAILURES: &str = include_str!("../oracle-known-failures.yaml");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tier_and_both_books_are_built_in() {
        let all = case_files(None);
        for tier in ["axf/", "cn/"] {
            assert!(all.iter().any(|(p, _)| p.starts_with(tier)), "no {tier}");
        }
        assert!(all.iter().all(|(p, _)| !p.starts_with("competition/")));
        assert!(!case_files(Some("competition")).is_empty());
        assert!(book_text("books/cn.txt").is_some_and(|t| t.contains("第26条")));
        assert!(book_text("books/axf.txt").is_some());
        assert!(book_text("cn.txt").is_none());
    }
}
