//! serde_yaml's words, in the catalogue's: what the engines file of `qili tournament run` says
//! when it is not the YAML qili reads. serde_yaml (0.9.34, as Cargo.lock holds it) writes
//! serde's own messages (`missing field`, `unknown field`, `invalid type`…, the same forms
//! serde_json gives, worded by [`super::json_words`]) after the path of the value (`engines[0]:
//! `) and before its place (` at line L column C`); the place comes first in Chinese, the path
//! is kept as the file writes it. The YAML syntax errors libyaml gives (`did not find expected
//! key at line 3 column 1, while parsing a block mapping at line 1 column 1`) are quoted as they
//! are. English is serde_yaml's text, untouched.

use super::json_words;
use crate::i18n::{Lang, tr};

/// serde_yaml's message `text` in `lang`.
pub fn words(lang: Lang, text: &str) -> String {
    if !lang.is_chinese() {
        return text.to_string();
    }
    // A message with two places is libyaml's (a problem and its context): quoted as it is.
    let (body, place) = match json_words::place(text) {
        Some((body, line, column)) if !body.contains(" at line ") => (body, Some((line, column))),
        _ if text.contains(" at line ") => return text.to_string(),
        _ => (text, None),
    };
    let worded = match body.split_once(": ") {
        Some((path, message)) if is_path(path) => tr!(
            lang,
            "event-at",
            path = path.to_string(),
            text = json_words::words(lang, message)
        ),
        _ => json_words::words(lang, body),
    };
    match place {
        Some((line, column)) => tr!(
            lang,
            "json-at",
            line = line.to_string(),
            column = column.to_string(),
            text = worded
        ),
        None => worded,
    }
}

/// Whether `text` is the path serde_yaml puts before a message (`engines[0]`,
/// `teams[1].players[0].name`): no space, only a key's letters, indices and dots.
fn is_path(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || "_-.[]".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::run::EnginesFile;

    /// serde_yaml's words on `text`, read as an engines file.
    fn error_of(text: &str) -> String {
        serde_yaml::from_str::<EnginesFile>(text)
            .expect_err("not the YAML expected")
            .to_string()
    }

    #[test]
    fn serde_yamls_fixed_forms_are_worded_with_the_place_first() {
        let unknown = error_of("engines:\n  - {name: A, spek: x}\n");
        assert_eq!(
            unknown,
            "engines[0]: unknown field `spek`, expected `name` or `spec` at line 2 column 15"
        );
        assert_eq!(
            words(Lang::ZhHans, &unknown),
            "第 2 行第 15 字：engines[0]：没有 `spek` 这个键：应为 `name` 或 `spec`"
        );
        let missing = error_of("engines:\n  - {name: A}\n");
        assert_eq!(
            words(Lang::ZhHant, &missing),
            "第 2 行第 5 字：engines[0]：缺少鍵 `spec`"
        );
        let kind = error_of("engines: 3\n");
        assert!(
            kind.starts_with("engines: invalid type: integer `3`"),
            "{kind}"
        );
        let worded = words(Lang::ZhHans, &kind);
        assert!(
            worded.starts_with("第 1 行第 10 字：engines：类型不符：此处是整数 `3`，"),
            "{worded}"
        );
        assert_eq!(words(Lang::En, &kind), kind);
    }

    #[test]
    fn libyamls_syntax_errors_are_quoted_as_they_are() {
        let two_places = error_of("engines:\n  - {name: A\n");
        assert_eq!(
            two_places,
            "did not find expected ',' or '}' at line 3 column 1, while parsing a flow mapping \
             at line 2 column 5"
        );
        assert_eq!(words(Lang::ZhHans, &two_places), two_places);
        let place_then_context = error_of("engines: [\n");
        assert_eq!(
            place_then_context,
            "did not find expected node content at line 2 column 1, while parsing a flow node"
        );
        assert_eq!(words(Lang::ZhHant, &place_then_context), place_then_context);
    }
}
