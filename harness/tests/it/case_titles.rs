//! The cases' Chinese titles (`titles: {zh-Hans: …, zh-Hant: …}`, docs/AUTHORING.md): every
//! diagram case has both; the ruling a title names is the case's; the traditional title is the
//! simplified one character for character; and the loader refuses a language it does not know
//! or an empty title, naming the file and line.

use crate::support::{qili, root, scratch, stderr};
use qili::case::{BookTexts, Case, CaseFile, case_paths, prepare_file};
use qili_oracle::Verdict;
use std::collections::{BTreeMap, BTreeSet};

/// The competition cases (`cases/competition`, their own format): each file's path and its
/// Chinese titles, as the loader reads them.
fn competition_titles() -> Vec<(std::path::PathBuf, Option<String>, Option<String>)> {
    qili::tournament::case::load_all(&root().join("cases/competition"))
        .expect("the competition cases are there")
        .into_iter()
        .map(|(path, case)| {
            let c = case.unwrap_or_else(|e| panic!("{e}"));
            (path, c.titles.zh_hans, c.titles.zh_hant)
        })
        .collect()
}

/// Every case file under `cases/` but the competition cases (another format), loaded.
fn cases() -> Vec<Case> {
    let mut paths = case_paths(&root().join("cases")).expect("the cases are there");
    paths.sort();
    paths
        .iter()
        .map(|p| Case::load(p).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn is_diagram(f: &CaseFile) -> bool {
    f.source.figure.is_some()
}

/// The book a case comes from (`axf`, `cn`), `None` for a contributed case.
fn own_book(f: &CaseFile) -> Option<&'static str> {
    match f.id.split('-').next() {
        Some("axf") => Some("axf"),
        Some("cn") => Some("cn"),
        _ => None,
    }
}

/// The rulings a simplified title names: each verdict phrase with the book a following
/// `（AXF）`/`（CN）` gives it, `None` for an unqualified one.
fn named_rulings(title: &str) -> Vec<(Verdict, Option<&'static str>)> {
    const PHRASES: [(&str, Verdict); 5] = [
        ("红方须变着", Verdict::RedLoses),
        ("判红负", Verdict::RedLoses),
        ("黑方须变着", Verdict::BlackLoses),
        ("判黑负", Verdict::BlackLoses),
        ("作和", Verdict::Draw),
    ];
    let mut out = Vec::new();
    for (phrase, verdict) in PHRASES {
        for (at, _) in title.match_indices(phrase) {
            let rest = &title[at + phrase.len()..];
            let book = if rest.starts_with("（AXF）") {
                Some("axf")
            } else if rest.starts_with("（CN）") {
                Some("cn")
            } else {
                None
            };
            out.push((verdict, book));
        }
    }
    out
}

#[test]
fn every_diagram_case_has_both_chinese_titles() {
    let all = cases();
    let diagrams: Vec<&Case> = all.iter().filter(|c| is_diagram(&c.file)).collect();
    assert_eq!(diagrams.len(), 123, "the books' 107 + 16 diagrams");
    for c in diagrams {
        let t = &c.file.titles;
        for (lang, title) in [("zh-Hans", &t.zh_hans), ("zh-Hant", &t.zh_hant)] {
            let title = title
                .as_deref()
                .unwrap_or_else(|| panic!("{}: no {lang} title", c.path.display()));
            assert!(!title.trim().is_empty(), "{}", c.path.display());
        }
    }
    let competition = competition_titles();
    assert_eq!(competition.len(), 86);
    for (path, hans, hant) in &competition {
        assert!(
            hans.is_some() && hant.is_some(),
            "{}: a competition case without both Chinese titles",
            path.display()
        );
    }
    for c in &all {
        let t = &c.file.titles;
        assert_eq!(
            t.zh_hans.is_some(),
            t.zh_hant.is_some(),
            "{}: a case gives both Chinese titles or neither",
            c.path.display()
        );
    }
}

/// A title that names a ruling names the case's: unqualified, the ruling of the case's own
/// book (of every book it is ruled under, for a contributed case); `（AXF）`/`（CN）` after it,
/// that book's. A book's case whose rulings differ between the books qualifies its verdict, and
/// every diagram case's title names its ruling.
#[test]
fn the_ruling_a_title_names_is_the_cases() {
    for c in cases() {
        let f = &c.file;
        let Some(title) = f.titles.zh_hans.as_deref() else {
            continue;
        };
        let named = named_rulings(title);
        let where_ = format!("{} ({title})", c.path.display());
        for (verdict, book) in &named {
            let books: Vec<&str> = match (book, own_book(f)) {
                (Some(b), _) => vec![*b],
                (None, Some(own)) => vec![own],
                (None, None) => f.expect.ruling.keys().map(String::as_str).collect(),
            };
            for b in books {
                assert_eq!(
                    f.expect.ruling.get(b),
                    Some(verdict),
                    "{where_}: names {verdict:?} under {b}"
                );
            }
        }
        if let Some(own) = own_book(f) {
            let mut rulings = f.expect.ruling.values();
            let first = rulings.next();
            let differ = rulings.any(|r| Some(r) != first);
            let qualified = named.iter().any(|(_, b)| *b == Some(own));
            assert_eq!(
                differ, qualified,
                "{where_}: the books' rulings differ: {differ}; the verdict says whose: {qualified}"
            );
        }
        if is_diagram(f) {
            assert!(!named.is_empty(), "{where_}: the title names no ruling");
        }
    }
}

/// The traditional title is the simplified one with each character in its traditional form:
/// as long, and each simplified character written one way in every title (a simplified
/// character left in a traditional title shows up as a second way).
#[test]
fn the_traditional_titles_match_the_simplified_character_for_character() {
    let mut forms: BTreeMap<char, BTreeSet<char>> = BTreeMap::new();
    let pairs = cases()
        .into_iter()
        .map(|c| (c.path, c.file.titles.zh_hans, c.file.titles.zh_hant))
        .chain(competition_titles());
    for (path, hans, hant) in pairs {
        let (Some(hans), Some(hant)) = (hans, hant) else {
            continue;
        };
        assert_eq!(
            hans.chars().count(),
            hant.chars().count(),
            "{}: {hans} / {hant}",
            path.display()
        );
        for (s, t) in hans.chars().zip(hant.chars()) {
            forms.entry(s).or_default().insert(t);
        }
    }
    let ambiguous: Vec<String> = forms
        .iter()
        .filter(|(_, t)| t.len() > 1)
        .map(|(s, t)| format!("{s} → {}", t.iter().collect::<String>()))
        .collect();
    assert!(ambiguous.is_empty(), "written two ways: {ambiguous:?}");
    assert_eq!(forms.get(&'车'), Some(&BTreeSet::from(['車'])));
}

const EXAMPLE: &str = "cases/axf/001-single-rook-perpetual-check-up-and-down.yaml";

/// Checks `text` as axf-001's file (outside the suite): the error, or `None`.
fn refusal(name: &str, text: &str) -> Option<String> {
    let dir = scratch(&format!("case-titles-{name}")).join("axf");
    std::fs::create_dir_all(&dir).expect("the directory is created");
    let path = dir.join("001-single-rook-perpetual-check-up-and-down.yaml");
    std::fs::write(&path, text).expect("written");
    let books = BookTexts::load(Some(&root().join("spec"))).expect("the books load");
    match Case::load(&path) {
        Err(e) => Some(e.to_string()),
        Ok(case) => prepare_file(case, &books).err().map(|e| e.to_string()),
    }
}

fn with_titles(titles: &str) -> String {
    let text = std::fs::read_to_string(root().join(EXAMPLE)).expect("the example is there");
    let start = text.find("titles:\n").expect("the example has titles");
    let end = text[start..].find("source:").expect("source follows") + start;
    format!("{}{titles}{}", &text[..start], &text[end..])
}

#[test]
fn the_loader_refuses_an_unknown_language_and_an_empty_title() {
    assert_eq!(
        refusal("ok", &with_titles("titles:\n  zh-Hans: \"单车长照\"\n")),
        None,
        "one language alone is allowed"
    );
    assert_eq!(
        refusal("none", &with_titles("")),
        None,
        "titles are optional"
    );

    let fr = refusal(
        "fr",
        &with_titles("titles:\n  zh-Hans: \"单车长照\"\n  fr: \"Échec perpétuel\"\n"),
    )
    .expect("an unknown language is refused");
    assert!(fr.contains("unknown field `fr`"), "{fr}");
    assert!(
        fr.contains("001-single-rook-perpetual-check-up-and-down.yaml:5:"),
        "{fr}"
    );

    let hans = refusal("zh-CN", &with_titles("titles:\n  zh-CN: \"单车长照\"\n"))
        .expect("a tag qili does not use is refused");
    assert!(
        hans.contains("unknown field `zh-CN`, expected `zh-Hans` or `zh-Hant`"),
        "{hans}"
    );

    let empty = refusal(
        "empty",
        &with_titles("titles:\n  zh-Hans: \"单车长照\"\n  zh-Hant: \" \"\n"),
    )
    .expect("an empty title is refused");
    assert!(
        empty.ends_with(
            "001-single-rook-perpetual-check-up-and-down.yaml:5:12: the zh-Hant title is empty"
        ),
        "{empty}"
    );
}

#[test]
fn tournament_check_shows_the_competition_titles_in_the_language_asked_for() {
    let run = |lang: &str| {
        let out = qili(&[
            "--lang",
            lang,
            "tournament",
            "check",
            "cn-13-2-team-board-colours",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    assert!(
        run("zh-Hans")
            .starts_with("通过  cn-13-2-team-board-colours  前列队单数台执红，双数台执黑\n"),
        "{}",
        run("zh-Hans")
    );
    assert!(run("zh-Hant").contains("  前列隊單數臺執紅，雙數臺執黑\n"));
    assert!(run("en").contains("  The first-listed team has red on the odd boards"));
}

#[test]
fn an_empty_competition_title_is_refused() {
    let dir = scratch("case-titles-competition");
    std::fs::create_dir_all(dir.join("competition")).expect("the directory is created");
    let name = "cn-15-1-shared-rank.yaml";
    let text = std::fs::read_to_string(root().join("cases/competition").join(name))
        .expect("the case is there");
    let start = text.find("  zh-Hant: ").expect("a zh-Hant title");
    let end = text[start..].find('\n').expect("one line") + start;
    let empty = format!("{}  zh-Hant: \"\"{}", &text[..start], &text[end..]);
    std::fs::write(dir.join("competition").join(name), empty).expect("written");
    let out = qili(&[
        "tournament",
        "check",
        "--cases",
        dir.to_str().expect("UTF-8"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        text.contains(&format!("{name}: the zh-Hant title is empty")),
        "{text}"
    );
}
