//! The competition cases (`cases/competition/*.yaml`) as trials named `competition/<id>`: the
//! books' tables, tie-break orders, withdrawal and Swiss colour rules, each checked against
//! the output its quoted words require. A missing or empty folder fails loudly.

use libtest_mimic::{Failed, Trial};
use qili::tournament::case::{check, load_all};
use std::path::Path;

/// One trial per competition case, and one that fails when the folder cannot be read.
pub fn trials() -> Vec<Trial> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases/competition");
    let cases = match load_all(&dir) {
        Ok(cases) => cases,
        Err(e) => return vec![Trial::test("competition/structure", move || Err(e.into()))],
    };
    cases
        .into_iter()
        .map(|(path, case)| {
            let name = format!(
                "competition/{}",
                path.file_stem()
                    .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
            );
            Trial::test(name, move || {
                let case = case.map_err(Failed::from)?;
                check(&case).map_err(|e| {
                    Failed::from(format!(
                        "{} ({} {})\n{}\n{e}",
                        case.title, case.source.book, case.source.article, case.source.text
                    ))
                })
            })
        })
        .collect()
}
