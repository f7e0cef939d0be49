//! serde_json's words, in the catalogue's: what a results file, a hand pairing file or a match
//! report says when it is not the JSON qili reads (`key must be a string`, ``missing field
//! `games` ``, `invalid type: string "a", expected u32`, `EOF while parsing a value`…). Worded
//! from the message's fixed forms (serde_json's `ErrorCode` and serde's `de::Error` in the
//! versions Cargo.lock holds: 1.0.154 and serde_core 1.0.229), the names and values it quotes
//! kept as they are; a form not known here is quoted as serde_json gives it. English is
//! serde_json's text, untouched.

use crate::i18n::{Lang, tr};

/// serde_json's message `text` in `lang`, with the place it may end with (` at line L column
/// C`) first: `第 L 行第 C 字：…`. English is `text` as it is.
pub fn at(lang: Lang, text: &str) -> String {
    if !lang.is_chinese() {
        return text.to_string();
    }
    match place(text) {
        Some((message, line, column)) => tr!(
            lang,
            "json-at",
            line = line.to_string(),
            column = column.to_string(),
            text = words(lang, message)
        ),
        None => words(lang, text),
    }
}

/// `text` less the place serde_json ends it with (` at line L column C`), and the place; none
/// when it ends with none.
pub fn place(text: &str) -> Option<(&str, usize, usize)> {
    let (message, at) = text.rsplit_once(" at line ")?;
    let (line, column) = at.split_once(" column ")?;
    Some((message, line.parse().ok()?, column.parse().ok()?))
}

/// serde_json's message (without its place) in `lang`; a form not known here, as it is.
pub fn words(lang: Lang, message: &str) -> String {
    if !lang.is_chinese() {
        return message.to_string();
    }
    if let Some(kind) = fixed(message) {
        return tr!(lang, "json-words", kind = kind);
    }
    let field = |prefix: &str| {
        message
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix('`'))
            .and_then(|rest| rest.strip_suffix('`'))
            .filter(|name| !name.contains('`'))
    };
    if let Some(name) = field("missing field ") {
        return tr!(
            lang,
            "json-field",
            kind = "missing",
            name = name.to_string()
        );
    }
    if let Some(name) = field("duplicate field ") {
        return tr!(
            lang,
            "json-field",
            kind = "duplicate",
            name = name.to_string()
        );
    }
    for (prefix, kind) in [("unknown field ", "field"), ("unknown variant ", "variant")] {
        if let Some(words) = unknown(lang, message, prefix, kind) {
            return words;
        }
    }
    for (prefix, kind) in [("invalid type: ", "type"), ("invalid value: ", "value")] {
        let Some((found, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.rsplit_once(", expected "))
        else {
            continue;
        };
        return tr!(
            lang,
            "json-invalid",
            kind = kind,
            found = unexpected(lang, found),
            expected = self::expected(lang, expected)
        );
    }
    if let Some((length, expected)) = message
        .strip_prefix("invalid length ")
        .and_then(|rest| rest.split_once(", expected "))
        .filter(|(n, _)| n.parse::<usize>().is_ok())
    {
        return tr!(
            lang,
            "json-invalid",
            kind = "length",
            found = length.to_string(),
            expected = self::expected(lang, expected)
        );
    }
    message.to_string()
}

/// The kind of one of serde_json's fixed messages (its `ErrorCode`s), if `message` is one.
fn fixed(message: &str) -> Option<&'static str> {
    Some(match message {
        "EOF while parsing a list" => "eof-list",
        "EOF while parsing an object" => "eof-object",
        "EOF while parsing a string" => "eof-string",
        "EOF while parsing a value" => "eof-value",
        "expected `:`" => "colon",
        "expected `,` or `]`" => "list-comma",
        "expected `,` or `}`" => "object-comma",
        "expected ident" => "ident",
        "expected value" => "value",
        "expected `\"`" => "quote",
        "invalid escape" => "escape",
        "invalid number" => "number",
        "number out of range" => "out-of-range",
        "invalid unicode code point" => "code-point",
        "control character (\\u0000-\\u001F) found while parsing a string" => "control",
        "key must be a string" => "key-string",
        "invalid value: expected key to be a number in quotes" => "key-number",
        "float key must be finite (got NaN or +/-inf)" => "key-finite",
        "lone leading surrogate in hex escape" => "surrogate",
        "trailing comma" => "trailing-comma",
        "trailing characters" => "trailing-characters",
        "unexpected end of hex escape" => "hex-end",
        "recursion limit exceeded" => "recursion",
        _ => return None,
    })
}

/// ``unknown field `x`, expected one of `a`, `b` `` (or `` unknown variant ``), in `lang`.
fn unknown(lang: Lang, message: &str, prefix: &str, kind: &str) -> Option<String> {
    let rest = message.strip_prefix(prefix)?.strip_prefix('`')?;
    let (name, rest) = rest.split_once("`, ")?;
    let (choices, names) = if rest == "there are no fields" || rest == "there are no variants" {
        ("none", String::new())
    } else {
        let names = one_of(rest.strip_prefix("expected ")?)?;
        let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
        match &quoted[..] {
            [one] => ("one", one.clone()),
            [a, b] => (
                "one",
                tr!(lang, "json-either", a = a.clone(), b = b.clone()),
            ),
            _ => ("several", crate::reasons::list(lang, &quoted)),
        }
    };
    Some(tr!(
        lang,
        "json-unknown",
        kind = kind.to_string(),
        name = name.to_string(),
        choices = choices,
        names = names
    ))
}

/// The names of serde's `OneOf`: `` `a` ``, `` `a` or `b` ``, `` one of `a`, `b`, `c` ``.
fn one_of(text: &str) -> Option<Vec<&str>> {
    if let Some(list) = text.strip_prefix("one of ") {
        let list = list.strip_prefix('`')?.strip_suffix('`')?;
        return Some(list.split("`, `").collect());
    }
    let names = text.strip_prefix('`')?.strip_suffix('`')?;
    match names.split_once("` or `") {
        Some((a, b)) => Some(vec![a, b]),
        None => (!names.contains('`')).then(|| vec![names]),
    }
}

/// What serde_json found (its `Unexpected`: `` string "a" ``, `` integer `5` ``, `null`,
/// `sequence`, `map`…), in `lang`; a form not known here, quoted as it is.
fn unexpected(lang: Lang, found: &str) -> String {
    let quoted = |prefix: &str| {
        found
            .strip_prefix(prefix)
            .and_then(|v| v.strip_prefix('`'))
            .and_then(|v| v.strip_suffix('`'))
    };
    let (kind, value) = if let Some(v) = found.strip_prefix("string ") {
        ("string", v.to_string())
    } else if let Some(v) = quoted("boolean ") {
        ("boolean", format!("`{v}`"))
    } else if let Some(v) = quoted("integer ") {
        ("integer", format!("`{v}`"))
    } else if let Some(v) = quoted("floating point ") {
        ("float", format!("`{v}`"))
    } else if let Some(v) = quoted("character ") {
        ("character", format!("`{v}`"))
    } else {
        match found {
            "null" | "unit value" => ("null", String::new()),
            "sequence" => ("sequence", String::new()),
            "map" => ("map", String::new()),
            other => ("other", other.to_string()),
        }
    };
    tr!(lang, "json-found", kind = kind, value = value)
}

/// What serde expected (a primitive's or a derived type's `Expected`: `u32`, `a string`,
/// `struct ResultsFile`, `struct X with 2 elements`, `a sequence`…), in `lang`; a form not known here (a type's own
/// words), quoted as it is.
fn expected(lang: Lang, text: &str) -> String {
    if let Some((name, n)) = text
        .strip_prefix("struct ")
        .and_then(|rest| rest.split_once(" with "))
        .and_then(|(name, n)| Some((name, n.split_once(" element")?.0)))
        .filter(|(name, n)| !name.contains(' ') && n.parse::<usize>().is_ok())
    {
        return tr!(
            lang,
            "json-expected",
            kind = "struct-length",
            name = name.to_string(),
            n = n.to_string()
        );
    }
    let (kind, name) = match text {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => ("unsigned", text),
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => ("integer", text),
        "f32" | "f64" => ("number", text),
        "a string" | "a borrowed string" => ("string", ""),
        "a boolean" => ("boolean", ""),
        "a character" => ("character", ""),
        "a sequence" => ("sequence", ""),
        "a map" => ("map", ""),
        "unit" => ("null", ""),
        "option" => ("option", ""),
        _ => match text
            .strip_prefix("struct ")
            .or_else(|| text.strip_prefix("tuple struct "))
        {
            Some(name) if !name.contains(' ') => ("struct", name),
            _ => match text
                .strip_prefix("a tuple of size ")
                .or_else(|| text.strip_prefix("an array of length "))
            {
                Some(n) if n.parse::<usize>().is_ok() => ("length", n),
                _ => ("other", text),
            },
        },
    };
    tr!(
        lang,
        "json-expected",
        kind = kind,
        name = name.to_string(),
        n = String::new()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde_json's words on `text`, read as `T`.
    fn error_of<T: serde::de::DeserializeOwned + std::fmt::Debug>(text: &str) -> String {
        serde_json::from_str::<T>(text)
            .expect_err("not the JSON expected")
            .to_string()
    }

    /// The shape of a file with a key, to meet serde's derived words.
    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Shape {
        round: u32,
        name: String,
        side: Side,
        list: Option<Vec<bool>>,
        pair: Option<(u8, u8)>,
    }

    /// A choice of two, to meet serde's `unknown variant`.
    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "lowercase")]
    enum Side {
        Red,
        Black,
    }

    /// Every form, met by reading real JSON with serde_json (so a change in its words fails
    /// here), in both scripts; English is serde_json's text, byte for byte.
    #[test]
    fn every_form_of_serde_jsons_words_is_worded_in_chinese() {
        let cases: [(String, &str, &str); 18] = [
            (
                error_of::<Shape>("{1: 2}"),
                "第 1 行第 2 字：键必须是字符串（以双引号括起）",
                "第 1 行第 2 字：鍵必須是字串（以雙引號括起）",
            ),
            (
                error_of::<Shape>(r#"{"round": 1}"#),
                "第 1 行第 12 字：缺少键 `name`",
                "第 1 行第 12 字：缺少鍵 `name`",
            ),
            (
                error_of::<Shape>(r#"{"round": 1, "x": 2}"#),
                "第 1 行第 16 字：没有 `x` 这个键：应为 `round`、`name`、`side`、`list`、`pair` 之一",
                "第 1 行第 16 字：沒有 `x` 這個鍵：應為 `round`、`name`、`side`、`list`、`pair` 之一",
            ),
            (
                error_of::<Shape>(r#"{"round": "a"}"#),
                "第 1 行第 13 字：类型不符：此处是字符串 \"a\"，应为非负整数（`u32`）",
                "第 1 行第 13 字：型別不符：此處是字串 \"a\"，應為非負整數（`u32`）",
            ),
            (
                error_of::<Shape>(r#"{"round": 1, "name": 2}"#),
                "第 1 行第 22 字：类型不符：此处是整数 `2`，应为字符串",
                "第 1 行第 22 字：型別不符：此處是整數 `2`，應為字串",
            ),
            (
                error_of::<Shape>(r#"{"round": 1, "name": "a", "side": "blue"}"#),
                "第 1 行第 40 字：“blue”不是可用的值：应为 `red` 或 `black`",
                "第 1 行第 40 字：「blue」不是可用的值：應為 `red` 或 `black`",
            ),
            (
                error_of::<Shape>(r#"{"round": 1, "round": 1}"#),
                "第 1 行第 20 字：键 `round` 出现了两次",
                "第 1 行第 20 字：鍵 `round` 出現了兩次",
            ),
            (
                error_of::<Shape>(r#"{"round": 1, "name": "a", "side": "red", "list": [1]}"#),
                "第 1 行第 51 字：类型不符：此处是整数 `1`，应为布尔值",
                "第 1 行第 51 字：型別不符：此處是整數 `1`，應為布林值",
            ),
            (
                error_of::<Shape>(r#"{"round": 1, "name": "a", "side": "red", "pair": [1]}"#),
                "第 1 行第 52 字：长度不符：有 1 项，应为 2 项的数组",
                "第 1 行第 52 字：長度不符：有 1 項，應為 2 項的陣列",
            ),
            (
                error_of::<Shape>("[]"),
                "第 1 行第 2 字：长度不符：有 0 项，应为 5 项的数组（`Shape`）",
                "第 1 行第 2 字：長度不符：有 0 項，應為 5 項的陣列（`Shape`）",
            ),
            (
                error_of::<Shape>("7"),
                "第 1 行第 1 字：类型不符：此处是整数 `7`，应为对象（`Shape`）",
                "第 1 行第 1 字：型別不符：此處是整數 `7`，應為物件（`Shape`）",
            ),
            (
                error_of::<u32>(""),
                "第 1 行第 0 字：此处应有一个值，文本却已结束",
                "第 1 行第 0 字：此處應有一個值，文字卻已結束",
            ),
            (
                error_of::<u32>("1 2"),
                "第 1 行第 3 字：JSON 值之后还有多余的字符",
                "第 1 行第 3 字：JSON 值之後還有多餘的字元",
            ),
            (
                error_of::<Vec<u32>>("[1,]"),
                "第 1 行第 4 字：多了一个逗号（其后没有值）",
                "第 1 行第 4 字：多了一個逗號（其後沒有值）",
            ),
            (
                error_of::<Vec<u32>>("[1 2"),
                "第 1 行第 4 字：此处应为 `,` 或 `]`",
                "第 1 行第 4 字：此處應為 `,` 或 `]`",
            ),
            (
                error_of::<Vec<u32>>("[x"),
                "第 1 行第 2 字：此处应有一个值（字符串、数、数组、对象、true、false 或 null）",
                "第 1 行第 2 字：此處應有一個值（字串、數、陣列、物件、true、false 或 null）",
            ),
            (
                error_of::<Vec<u32>>("[-1]"),
                "第 1 行第 3 字：值不符：此处是整数 `-1`，应为非负整数（`u32`）",
                "第 1 行第 3 字：值不符：此處是整數 `-1`，應為非負整數（`u32`）",
            ),
            (
                error_of::<String>("\"ab"),
                "第 1 行第 3 字：字符串尚未结束（缺少 \"），文本已到末尾",
                "第 1 行第 3 字：字串尚未結束（缺少 \"），文字已到末尾",
            ),
        ];
        for (english, hans, hant) in &cases {
            assert_eq!(at(Lang::En, english), *english);
            assert_eq!(at(Lang::ZhHans, english), *hans, "{english}");
            assert_eq!(at(Lang::ZhHant, english), *hant, "{english}");
        }
    }

    /// The fixed messages no small JSON above reaches, and a form not known here (a type's
    /// own words, kept as they are).
    #[test]
    fn the_other_fixed_forms_and_an_unknown_one() {
        let cases = [
            (
                "EOF while parsing a list",
                "数组尚未结束（缺少 ]），文本已到末尾",
            ),
            ("expected `:`", "此处应为 `:`"),
            ("recursion limit exceeded", "嵌套过深（超出递归上限）"),
            (
                "unknown field `x`, there are no fields",
                "不应有键 `x`：此处没有任何键",
            ),
            (
                "invalid type: map, expected a result such as 1-0",
                "类型不符：此处是对象，应为“a result such as 1-0”",
            ),
            ("a result such as 1-0", "a result such as 1-0"),
            (
                "invalid type: Option value, expected u8",
                "类型不符：此处是“Option value”，应为非负整数（`u8`）",
            ),
        ];
        for (english, hans) in cases {
            assert_eq!(words(Lang::ZhHans, english), hans, "{english}");
            assert_eq!(words(Lang::En, english), english);
        }
        assert_eq!(
            words(Lang::ZhHant, "EOF while parsing an object"),
            "物件尚未結束（缺少 }），文字已到末尾"
        );
    }
}
