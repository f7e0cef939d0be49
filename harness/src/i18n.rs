//! The message catalogue: every sentence qili shows a person, in English, simplified Chinese
//! and traditional Chinese, from one Fluent file per language (`harness/i18n/*.ftl`, embedded
//! in the binary) that a translator can work on alone. Code asks for a message by id with
//! `tr!`; JSON keys and values are for programs and never go through here.
//!
//! The language is `--lang`, else the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the
//! first that is set: `zh_CN`, `zh_SG` → simplified; `zh_TW`, `zh_HK`, `zh_MO` →
//! traditional; anything else → English).

use clap::ValueEnum;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// A language qili speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, ValueEnum)]
pub enum Lang {
    /// English.
    #[default]
    #[value(name = "en")]
    En,
    /// Simplified Chinese.
    #[value(name = "zh-Hans")]
    ZhHans,
    /// Traditional Chinese.
    #[value(name = "zh-Hant")]
    ZhHant,
}

/// Each language's catalogue, as shipped.
pub const CATALOGUES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../i18n/en.ftl")),
    (Lang::ZhHans, include_str!("../i18n/zh-Hans.ftl")),
    (Lang::ZhHant, include_str!("../i18n/zh-Hant.ftl")),
];

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHans, Lang::ZhHant];

    /// The BCP 47 tag: `en`, `zh-Hans`, `zh-Hant`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// Whether this is a Chinese language.
    pub const fn is_chinese(self) -> bool {
        !matches!(self, Lang::En)
    }

    /// The language of a POSIX locale name (`zh_TW.UTF-8`, `zh_CN`, `C`, `en_GB.utf8@euro`).
    pub fn from_locale_name(name: &str) -> Lang {
        let base = name.split(['.', '@']).next().unwrap_or_default();
        let base = base.replace('-', "_").to_ascii_lowercase();
        let mut parts = base.split('_');
        if parts.next() != Some("zh") {
            return Lang::En;
        }
        match parts.next() {
            Some("tw" | "hk" | "mo" | "hant") => Lang::ZhHant,
            _ => Lang::ZhHans,
        }
    }

    /// The language of the locale as `var` reads the environment: the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set and not empty decides, as POSIX orders them.
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|key| var(key).filter(|v| !v.is_empty()))
            .map_or(Lang::En, |name| Lang::from_locale_name(&name))
    }

    /// The language of this process's locale.
    pub fn from_env() -> Lang {
        Lang::from_locale(|key| std::env::var(key).ok())
    }

    /// The message `id` with its arguments, in this language. Use `tr!`, which the catalogue
    /// test reads to check the ids and variables. A message missing from this language's
    /// file falls back to English, and a missing id shows itself (the test forbids both).
    pub fn text(self, id: &str, args: Option<&FluentArgs>) -> String {
        let cited = args.filter(|_| self.is_chinese()).map(chinese_citations);
        let args = cited.as_ref().or(args);
        for lang in [self, Lang::En] {
            let bundle = bundle(lang);
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }

    /// A move in Chinese notation (simplified, as the oracle writes it) in this language's
    /// script: traditional characters in `zh-Hant` (`馬８進７`, `後車退一`), else as written.
    pub fn chinese_move(self, simplified: String) -> String {
        match self {
            Lang::ZhHant => qili_oracle::notation::to_traditional(&simplified),
            _ => simplified,
        }
    }

    /// The message `id` in this language alone, with no arguments, if this language's file has
    /// it: for messages asked for by a key made at run time (`--help`'s `help-*`).
    pub fn lookup(self, id: &str) -> Option<String> {
        let bundle = bundle(self);
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    }

    /// Every message id of this language's file.
    #[cfg(test)]
    pub(crate) fn ids(self) -> Vec<String> {
        let i = Lang::ALL.iter().position(|l| *l == self).unwrap_or(0);
        let resource = fluent_syntax::parser::parse(CATALOGUES[i].1).unwrap_or_else(|(r, _)| r);
        resource
            .body
            .iter()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }
}

/// The variables that cite articles (`article`, `cite`, `rule`, `lost_by`), with the
/// articles of a list parted as a Chinese sentence parts them: `CN 第25.2条；第26.4条`, not the
/// rule table's `; ` (a book prints no list of its articles; each article keeps the book's own
/// form, `细则 34, 35` included).
fn chinese_citations<'a>(args: &'a FluentArgs<'a>) -> FluentArgs<'a> {
    let mut out = FluentArgs::new();
    for (name, value) in args.iter() {
        let value = match value {
            fluent_bundle::FluentValue::String(s)
                if matches!(name, "article" | "cite" | "rule" | "lost_by") =>
            {
                fluent_bundle::FluentValue::from(s.replace("; ", "；"))
            }
            other => other.clone(),
        };
        out.set(name.to_string(), value);
    }
    out
}

/// A message of the catalogue: `tr!(lang, "id")` or `tr!(lang, "id", name = value, …)`, each
/// value anything Fluent takes (strings, numbers).
macro_rules! tr {
    ($lang:expr, $id:literal) => {
        $lang.text($id, None)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $lang.text($id, Some(&args))
    }};
}
pub(crate) use tr;

/// The bundle of one language, parsed once.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    BUNDLES[i].get_or_init(|| {
        let source = CATALOGUES[i].1;
        let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No bidi isolation marks around arguments: a terminal shows them as noise.
        bundle.set_use_isolating(false);
        // The files are checked by the catalogue test; a broken entry is skipped, not fatal.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_decides_when_no_flag_is_given() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |key: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Lang::from_locale(env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::ZhHans
        );
        assert_eq!(Lang::from_locale(env(&[("LANG", "zh_SG")])), Lang::ZhHans);
        for tw in ["zh_TW.UTF-8", "zh_HK.Big5", "zh_MO"] {
            assert_eq!(Lang::from_locale_name(tw), Lang::ZhHant, "{tw}");
        }
        assert_eq!(Lang::from_locale(env(&[("LANG", "en_GB.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[("LANG", "C")])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[])), Lang::En);
        // LC_ALL over LC_MESSAGES over LANG; an empty one is not set.
        let all = env(&[
            ("LC_ALL", "zh_TW"),
            ("LC_MESSAGES", "en_US"),
            ("LANG", "zh_CN"),
        ]);
        assert_eq!(Lang::from_locale(all), Lang::ZhHant);
        let messages = env(&[("LC_ALL", ""), ("LC_MESSAGES", "en_US"), ("LANG", "zh_CN")]);
        assert_eq!(Lang::from_locale(messages), Lang::En);
        let lang = env(&[("LC_ALL", ""), ("LANG", "zh_HK.UTF-8")]);
        assert_eq!(Lang::from_locale(lang), Lang::ZhHant);
    }

    #[test]
    fn a_message_renders_in_each_language_without_isolation_marks() {
        let side = |lang: Lang| tr!(lang, "side", side = "red");
        assert_eq!(side(Lang::En), "red");
        assert_eq!(side(Lang::ZhHans), "红方");
        assert_eq!(side(Lang::ZhHant), "紅方");
        let text = tr!(
            Lang::ZhHans,
            "adjudicate-ruling",
            rules = "axf",
            verdict = "和"
        );
        assert_eq!(text, "判决（axf）：和");
    }

    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    /// The variables a pattern uses, selectors included.
    fn variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, found);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, found);
                for v in variants {
                    variables(&v.value, found);
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, found),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                found.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, found);
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_variables(a, found);
                }
                for a in &arguments.named {
                    inline_variables(&a.value, found);
                }
            }
            _ => {}
        }
    }

    /// Each catalogue's messages with their variables; a file Fluent cannot parse fails.
    fn catalogue(lang: Lang, source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.tag()));
        let mut messages = BTreeMap::new();
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut found = BTreeSet::new();
                    let value = m.value.as_ref();
                    variables(value.expect("a message without a value"), &mut found);
                    let fresh = messages.insert(m.id.name.to_string(), found).is_none();
                    assert!(fresh, "{}.ftl: {} twice", lang.tag(), m.id.name);
                }
                ast::Entry::Junk { content } => panic!("{}.ftl: junk {content}", lang.tag()),
                _ => {}
            }
        }
        messages
    }

    /// Every `tr!(lang, "id", name = …)` in the crate's sources: the id with the argument
    /// names, and where.
    fn uses() -> Vec<(String, BTreeSet<String>, String)> {
        let mut found = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    // The code a user runs: a file's tests ask for messages only to check them.
                    let text = text
                        .split("#[cfg(test)]\nmod tests")
                        .next()
                        .unwrap_or_default();
                    let code: String = text
                        .lines()
                        .filter(|l| !l.trim_start().starts_with("//"))
                        .collect::<Vec<_>>()
                        .join("\n");
                    let calls = code.match_indices("tr!(").filter(|(at, _)| {
                        !code[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_')
                    });
                    for (at, _) in calls {
                        let call = call_text(&code[at + 4..]);
                        let where_ = format!("{}", path.display());
                        found.push(parse_call(call, &where_));
                    }
                }
            }
        }
        found
    }

    /// The text of a call up to its closing parenthesis.
    fn call_text(rest: &str) -> &str {
        let mut depth = 0usize;
        let mut in_string = false;
        for (i, c) in rest.char_indices() {
            match c {
                '"' => in_string = !in_string,
                '(' | '[' | '{' if !in_string => depth += 1,
                ')' | ']' | '}' if !in_string && depth == 0 => return &rest[..i],
                ')' | ']' | '}' if !in_string => depth -= 1,
                _ => {}
            }
        }
        panic!("an unclosed tr!( call")
    }

    /// The id and the argument names of a call's text (`lang, "id", a = x, b = f(y, z)`).
    fn parse_call(call: &str, at: &str) -> (String, BTreeSet<String>, String) {
        let mut parts = Vec::new();
        let (mut depth, mut in_string, mut start) = (0usize, false, 0);
        for (i, c) in call.char_indices() {
            match c {
                '"' => in_string = !in_string,
                '(' | '[' | '{' if !in_string => depth += 1,
                ')' | ']' | '}' if !in_string => depth -= 1,
                ',' if !in_string && depth == 0 => {
                    parts.push(call[start..i].trim());
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(call[start..].trim());
        let id = parts
            .get(1)
            .and_then(|p| p.strip_prefix('"')?.strip_suffix('"'));
        let id = id.unwrap_or_else(|| panic!("{at}: tr!({call}) has no literal id"));
        let names = parts[2..]
            .iter()
            .filter(|p| !p.is_empty())
            .map(|p| p.split('=').next().unwrap().trim().to_string())
            .collect();
        (id.to_string(), names, at.to_string())
    }

    /// The catalogue is complete and tidy: the three files hold the same ids (but `--help`'s
    /// `help-*`, in the Chinese files only: English help is the code's doc comments, and
    /// `cli::help`'s test checks each names a command or argument); every id the code asks for
    /// is in them, and every id in them is asked for; each call passes every variable any
    /// language uses, and no variable no language uses.
    #[test]
    fn every_message_is_in_every_language_with_the_variables_the_code_passes() {
        let files: Vec<(Lang, BTreeMap<String, BTreeSet<String>>)> = CATALOGUES
            .iter()
            .map(|(lang, source)| (*lang, catalogue(*lang, source)))
            .collect();
        let ids = |m: &BTreeMap<String, BTreeSet<String>>| {
            m.keys()
                .filter(|id| !id.starts_with("help-"))
                .cloned()
                .collect::<Vec<_>>()
        };
        for (lang, messages) in &files[1..] {
            assert_eq!(
                ids(messages),
                ids(&files[0].1),
                "{}.ftl's ids differ from en's",
                lang.tag()
            );
        }
        let all = |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<Vec<_>>();
        assert_eq!(
            all(&files[1].1),
            all(&files[2].1),
            "zh-Hans.ftl and zh-Hant.ftl hold different ids"
        );
        assert!(
            !files[0].1.keys().any(|id| id.starts_with("help-")),
            "en.ftl: English help is the code's doc comments"
        );
        let uses = uses();
        let used: BTreeSet<&String> = uses.iter().map(|(id, _, _)| id).collect();
        let unused: Vec<&String> = files[0].1.keys().filter(|id| !used.contains(id)).collect();
        assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
        for (id, passed, at) in &uses {
            let mut any = BTreeSet::new();
            for (lang, messages) in &files {
                let vars = messages
                    .get(id)
                    .unwrap_or_else(|| panic!("{at}: {id} is not in {}.ftl", lang.tag()));
                let missing: Vec<&String> = vars.difference(passed).collect();
                assert!(
                    missing.is_empty(),
                    "{at}: {id} in {}.ftl needs {missing:?}",
                    lang.tag()
                );
                any.extend(vars.iter().cloned());
            }
            let idle: Vec<&String> = passed.difference(&any).collect();
            assert!(
                idle.is_empty(),
                "{at}: {id} is passed {idle:?}, which no language uses"
            );
        }
    }
}
