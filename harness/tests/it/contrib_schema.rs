//! The contributed case's keys (docs/AUTHORING.md, "Contributed cases"): `provenance`, `judges`,
//! `readings` and the quotation from either book. Each bad file is refused with an error that
//! names the key and its line.

use crate::support::{root, scratch};
use qili::case::{BookTexts, Case, prepare_file};
use qili::suite::{Layout, Loaded, Suite};

const EXAMPLE: &str = "rook-follows-cannon-whose-only-root-stands-behind-the-rook";

fn example() -> String {
    std::fs::read_to_string(root().join(format!("cases/contrib/{EXAMPLE}.yaml")))
        .expect("the example case is there")
}

/// Checks `text` as the example case's file (outside the suite): the error, or `None`.
fn refusal(name: &str, text: &str) -> Option<String> {
    let dir = scratch(&format!("contrib-schema-{name}")).join("contrib");
    std::fs::create_dir_all(&dir).expect("the directory is created");
    let path = dir.join(format!("{EXAMPLE}.yaml"));
    std::fs::write(&path, text).expect("written");
    let books = BookTexts::load(Some(&root().join("spec"))).expect("the books load");
    match Case::load(&path) {
        Err(e) => Some(e.to_string()),
        Ok(case) => prepare_file(case, &books).err().map(|e| e.to_string()),
    }
}

/// The line (1-based) of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .expect("the needle is there")
        + 1
}

fn changed(from: &str, to: &str) -> String {
    let text = example();
    assert!(text.contains(from), "the example holds {from:?}");
    text.replacen(from, to, 1)
}

#[test]
fn the_example_case_passes_the_check() {
    assert_eq!(refusal("ok", &example()), None);
}

#[test]
fn a_contributed_case_without_provenance_is_refused() {
    let text = example();
    let start = text.find("provenance:").expect("a provenance");
    let end = text.find("readings:").expect("readings");
    let without = format!("{}{}", &text[..start], &text[end..]);
    let err = refusal("no-provenance", &without).expect("refused");
    assert!(
        err.contains("a contributed case needs `provenance`"),
        "{err}"
    );
}

#[test]
fn an_unknown_provenance_key_is_refused_at_its_line() {
    let text = changed("  line: 513\n", "  line: 513\n  seed: 1\n");
    let err = refusal("unknown-key", &text).expect("refused");
    assert!(err.contains("unknown field `seed`"), "{err}");
    assert!(
        err.contains(&format!(":{}:", line_of(&text, "seed: 1"))),
        "{err}"
    );
}

#[test]
fn a_key_of_the_other_kind_is_refused_and_named() {
    let text = changed("  line: 513\n", "  line: 513\n  red: 王天一\n");
    let err = refusal("stray-key", &text).expect("refused");
    assert!(
        err.contains("provenance.red is not a key of a generated case"),
        "{err}"
    );
    assert!(
        err.contains(&format!(":{}:", line_of(&text, "red: 王天一"))),
        "{err}"
    );
}

#[test]
fn a_missing_key_of_the_kind_is_named() {
    let err = refusal("missing-key", &changed("  line: 513\n", "")).expect("refused");
    assert!(
        err.contains(
            "provenance.line is missing (a generated case gives corpus, line, group, command)"
        ),
        "{err}"
    );
    let game = changed("kind: generated", "kind: game");
    let err = refusal("game-kind", &game).expect("refused");
    assert!(
        err.contains("provenance.corpus is not a key of a game case"),
        "{err}"
    );
}

#[test]
fn a_corpus_outside_the_repository_is_refused() {
    let text = changed(
        "corpus: harness/benches/data/loops.jsonl",
        "corpus: ../shared/loops.jsonl",
    );
    let err = refusal("corpus-outside", &text).expect("refused");
    assert!(
        err.contains("must be a path inside the repository"),
        "{err}"
    );
}

#[test]
fn a_quoted_line_in_neither_book_is_refused() {
    let text = changed("应由前者变着，不变判负。\n", "应由前者变着，不变判和。\n");
    let err = refusal("quote", &text).expect("refused");
    assert!(
        err.contains("this line is not in either book's text"),
        "{err}"
    );
    assert!(err.contains("不变判和"), "{err}");
}

#[test]
fn a_judge_verdict_of_the_wrong_kind_is_refused() {
    let text = changed("    pyffish: draw\n", "    pyffish: repeats\n");
    let err = refusal("judge-kind", &text).expect("refused");
    assert!(
        err.contains("judges.axf.pyffish: 'repeats' — pyffish gives draw"),
        "{err}"
    );
    assert!(
        err.contains(&format!(":{}:", line_of(&text, "pyffish: repeats"))),
        "{err}"
    );
    let engine = changed(
        "    pyffish: draw\n",
        "    pyffish: draw\n    maxqi: draw\n",
    );
    let err = refusal("engine-kind", &engine).expect("refused");
    assert!(err.contains("maxqi gives repeats or varies"), "{err}");
    let twice = changed(
        "    pyffish: draw\n",
        "    pyffish: draw\n    pyffish: red_loses\n",
    );
    let err = refusal("judge-twice", &twice).expect("refused");
    assert!(
        err.contains("duplicate entry with key \"pyffish\""),
        "{err}"
    );
    let unknown = changed("    pyffish: draw\n", "    pyffish: perhaps\n");
    let err = refusal("judge-vocabulary", &unknown).expect("refused");
    assert!(err.contains("unknown variant `perhaps`"), "{err}");
    let book = changed("judges:\n  axf:", "judges:\n  wxf:");
    let err = refusal("judge-book", &book).expect("refused");
    assert!(err.contains("judges.wxf: unknown rulebook"), "{err}");
}

#[test]
fn a_reading_that_is_no_key_of_the_rule_tables_is_refused() {
    let text = changed(
        "readings: [winning.uncovered_roots, naming.idle_chasers_stand]",
        "readings: [winning.hidden_roots]",
    );
    let err = refusal("reading", &text).expect("refused");
    assert!(
        err.contains("readings: 'winning.hidden_roots' is no key of the rule tables"),
        "{err}"
    );
    // A key of a list's entries is named with `[]`.
    let listed = changed(
        "readings: [winning.uncovered_roots, naming.idle_chasers_stand]",
        "readings: [\"forbidden[].answered\", naming.new_chase]",
    );
    let found = refusal("reading-list", &listed);
    assert_eq!(found, None, "{found:?}");
    assert!(qili::case::reading_exists("winning.uncovered_roots"));
    assert!(qili::case::reading_exists("forbidden[].answered"));
    // `forbidden` is a list: its entries' keys need `[]`.
    assert!(!qili::case::reading_exists("forbidden.answered"));
    assert!(!qili::case::reading_exists("naming..new_chase"));
}

#[test]
fn a_book_case_has_no_provenance() {
    let name = "032-rook-perpetually-chases-unprotected-cannon.yaml";
    let book = std::fs::read_to_string(root().join("cases/axf").join(name)).expect("axf-032");
    let dir = scratch("contrib-schema-book").join("axf");
    std::fs::create_dir_all(&dir).expect("the directory is created");
    let path = dir.join(name);
    let with = format!(
        "{book}provenance:\n  kind: generated\n  corpus: a\n  line: 1\n  group: g\n  command: c\n"
    );
    std::fs::write(&path, with).expect("written");
    let books = BookTexts::load(Some(&root().join("spec"))).expect("the books load");
    let err = prepare_file(Case::load(&path).expect("loads"), &books)
        .expect_err("refused")
        .to_string();
    assert!(
        err.contains("only contributed cases have a provenance"),
        "{err}"
    );
}

#[test]
fn in_the_suite_the_corpus_line_and_the_engines_must_exist() {
    let dir = scratch("contrib-schema-suite");
    let cases = dir.join("cases/contrib");
    std::fs::create_dir_all(&cases).expect("the directory is created");
    std::fs::create_dir_all(dir.join("harness/benches/data")).expect("the data directory");
    std::fs::create_dir_all(dir.join("engines")).expect("the engines directory");
    std::fs::write(
        dir.join("harness/benches/data/loops.jsonl"),
        "{}\n".repeat(600),
    )
    .expect("a corpus of 600 lines");
    for engine in [
        "fairy-stockfish-11.1",
        "fairy-stockfish-current",
        "maxqi",
        "pikafish",
        "sjaakii",
    ] {
        std::fs::write(dir.join(format!("engines/{engine}.yaml")), "[]\n").expect("an engine");
    }
    // What marks a qili checkout (`qili::suite::is_checkout`), so that the cases are checked
    // against the repository around them.
    std::fs::create_dir_all(dir.join("spec/books")).expect("the books directory");
    std::fs::write(dir.join("harness/Cargo.toml"), "").expect("a manifest");
    let layout = Layout {
        cases: Some(dir.join("cases")),
        spec: Some(root().join("spec")),
    };
    let status = |text: &str| -> Option<String> {
        std::fs::write(cases.join(format!("{EXAMPLE}.yaml")), text).expect("written");
        let suite = Suite::load(&layout).expect("the suite loads");
        match &suite.cases[0] {
            Loaded::Ready(_) => None,
            Loaded::Broken { error, .. } => Some(error.to_string()),
        }
    };
    assert_eq!(status(&example()), None);
    let far = changed("  line: 513\n", "  line: 601\n");
    let err = status(&far).expect("refused");
    assert!(
        err.contains("provenance.line 601: harness/benches/data/loops.jsonl has 600 lines"),
        "{err}"
    );
    let engine = changed(
        "    chessdb: draw\n",
        "    chessdb: draw\n    maxqi: varies\n",
    );
    assert_eq!(status(&engine), None);
    let unknown = changed(
        "    chessdb: draw\n",
        "    chessdb: draw\n    pikachu: varies\n",
    );
    let err = status(&unknown).expect("refused");
    assert!(
        err.contains("judges.axf.pikachu: no engine 'pikachu' (engines/pikachu.yaml"),
        "{err}"
    );
}
