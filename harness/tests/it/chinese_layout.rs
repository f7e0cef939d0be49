//! Chinese laid out for a Chinese reader (issue #32): why a value was refused and clap's tips
//! in Chinese, `--help` wrapped by display width with the full-width colon, the report's
//! reasons wrapped between Chinese characters but never inside an article, and the referee's
//! order to vary in a PGN comment in each book's words. Each checks that English is as before.

use crate::support::{root, scratch};
use clap::CommandFactory;
use std::path::Path;
use std::process::{Command, Output};
use unicode_width::UnicodeWidthStr;

/// Runs qili with `args`, `COLUMNS` set (the tests' output is no terminal), no locale.
fn qili(columns: usize, args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_qili"));
    command.args(args).current_dir(root());
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(key);
    }
    command.env("COLUMNS", columns.to_string());
    command.output().expect("the qili binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// A usage error's first line, in `lang`; exit code 2, nothing on stdout.
fn error_line(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let out = qili(100, &all);
    assert_eq!(out.status.code(), Some(2), "{all:?}");
    assert!(out.stdout.is_empty(), "{all:?}");
    text(&out.stderr)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// A usage error's tip line (`  提示：…`), in `lang`.
fn tip_line(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let out = qili(100, &all);
    assert_eq!(out.status.code(), Some(2), "{all:?}");
    let stderr = text(&out.stderr);
    stderr
        .lines()
        .find(|l| l.starts_with("  ") && !l.trim().is_empty())
        .unwrap_or_else(|| panic!("{all:?}: no tip\n{stderr}"))
        .to_string()
}

/// Why a value parser refused a value, from the error's data (an integer's kind, a float, a
/// number out of its type's range, the result-check categories) or, where clap gives only
/// text, from its text (a number outside an option's range): in both Chinese forms, and in
/// clap's English words unchanged.
#[test]
fn why_a_value_was_refused_is_said_in_chinese() {
    let cases: [(&[&str], &str, &str, &str); 6] = [
        (
            &["serve", "--port", "http"],
            "错误：“--port <PORT>”的值“http”无效：含有不是数字的字符",
            "錯誤：「--port <PORT>」的值「http」無效：含有不是數字的字元",
            "error: invalid value 'http' for '--port <PORT>': invalid digit found in string",
        ),
        (
            &["serve", "--port="],
            "错误：“--port <PORT>”的值“”无效：未给出数",
            "錯誤：「--port <PORT>」的值「」無效：未給出數",
            "error: invalid value '' for '--port <PORT>': cannot parse integer from empty string",
        ),
        (
            &["serve", "--port", "99999999"],
            "错误：“--port <PORT>”的值“99999999”无效：99999999 不在 0 到 65535 之间",
            "錯誤：「--port <PORT>」的值「99999999」無效：99999999 不在 0 到 65535 之間",
            "error: invalid value '99999999' for '--port <PORT>': 99999999 is not in 0..=65535",
        ),
        (
            &["perft", "--fen", "x", "--depth", "99"],
            "错误：“--depth <DEPTH>”的值“99”无效：99 不在 0 到 10 之间",
            "錯誤：「--depth <DEPTH>」的值「99」無效：99 不在 0 到 10 之間",
            "error: invalid value '99' for '--depth <DEPTH>': 99 is not in 0..=10",
        ),
        (
            &["match", "--timeout", "abc"],
            "错误：“--timeout <SECS>”的值“abc”无效：不是一个数",
            "錯誤：「--timeout <SECS>」的值「abc」無效：不是一個數",
            "error: invalid value 'abc' for '--timeout <SECS>': invalid float literal",
        ),
        (
            &["games", "--list", "bogus", "x.pgn"],
            "错误：“--list <CATEGORY[,…]>”的值“bogus”无效：应为以下之一：“consistent”、\
             “agreed-draw”、“explained-loss”、“unexplained”、“played-on”、“no-repetition”、\
             “no-result”、“record-error”",
            "錯誤：「--list <CATEGORY[,…]>」的值「bogus」無效：應為以下之一：「consistent」、\
             「agreed-draw」、「explained-loss」、「unexplained」、「played-on」、\
             「no-repetition」、「no-result」、「record-error」",
            "error: invalid value 'bogus' for '--list <CATEGORY[,…]>': 'bogus': expected one of \
             consistent, agreed-draw, explained-loss, unexplained, played-on, no-repetition, \
             no-result, record-error",
        ),
    ];
    for (args, hans, hant, en) in cases {
        assert_eq!(error_line("zh-Hans", args), hans, "{args:?}");
        assert_eq!(error_line("zh-Hant", args), hant, "{args:?}");
        assert_eq!(error_line("en", args), en, "{args:?}");
    }
}

/// clap's free-worded tips, which clap gives only as text: a value that looks like an option,
/// and a subcommand behind `--`.
#[test]
fn claps_tips_are_said_in_chinese() {
    let cases: [(&[&str], &str, &str, &str); 2] = [
        (
            &["run", "-x"],
            "  提示：若要把“-x”作为值传入，请写作“-- -x”",
            "  提示：若要把「-x」作為值傳入，請寫作「-- -x」",
            "  tip: to pass '-x' as a value, use '-- -x'",
        ),
        (
            &["--", "run"],
            "  提示：有子命令“run”；若要用它，请去掉它前面的“--”",
            "  提示：有子命令「run」；若要用它，請去掉它前面的「--」",
            "  tip: subcommand 'run' exists; to use it, remove the '--' before it",
        ),
    ];
    for (args, hans, hant, en) in cases {
        assert_eq!(tip_line("zh-Hans", args), hans, "{args:?}");
        assert_eq!(tip_line("zh-Hant", args), hant, "{args:?}");
        assert_eq!(tip_line("en", args), en, "{args:?}");
    }
}

/// Every article cited as `第N条` in `text`, and every run of ASCII letters, digits and the
/// marks inside an English word or an option (`--json/--junit`, `zh_SG`, `26.1`).
fn units(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_alphanumeric() || "-_./|=<>[]`".contains(c) {
            if word.is_empty() && i > 0 && chars[i - 1] == '第' {
                word.push('第');
            }
            word.push(c);
        } else {
            if !word.is_empty() && c == '条' && word.starts_with('第') {
                word.push('条');
            }
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out.sort();
    out
}

/// `--help` in Chinese at 60 columns: headings with the full-width colon, no line wider than
/// the terminal (a Chinese character two columns), and no English word, option or article cut
/// (the same words and articles as at a width nothing is wrapped at). English help is clap's
/// own rendering, byte for byte.
#[test]
fn chinese_help_is_wrapped_by_display_width() {
    let commands: [&[&str]; 5] = [
        &[],
        &["match"],
        &["tournament", "run"],
        &["adjudicate"],
        &["games"],
    ];
    let mut wrapped = false;
    for lang in ["zh-Hans", "zh-Hant"] {
        for command in commands {
            let help = |columns: usize| {
                let mut args = vec!["--lang", lang];
                args.extend_from_slice(command);
                args.push("--help");
                let out = qili(columns, &args);
                assert_eq!(out.status.code(), Some(0), "{args:?}");
                text(&out.stdout)
            };
            let (narrow, wide) = (help(60), help(10_000));
            for heading in ["选项：", "選項："] {
                let colon = heading.replace('：', ":");
                assert!(
                    !narrow.contains(&format!("\n{colon}\n")),
                    "{command:?}\n{narrow}"
                );
            }
            assert!(
                narrow.contains("\n选项：\n") || narrow.contains("\n選項：\n"),
                "{command:?}\n{narrow}"
            );
            // The usage lines are clap's, as in English (not wrapped); the rest fits.
            let mut in_usage = false;
            for line in narrow.lines() {
                in_usage = line.starts_with("用法：") || in_usage && !line.is_empty();
                assert!(in_usage || line.width() <= 60, "{lang} {command:?}: {line}");
            }
            assert!(
                !narrow.contains(['\u{a0}', '\u{2060}']),
                "{command:?}: marks left"
            );
            assert_eq!(units(&narrow), units(&wide), "{lang} {command:?}\n{narrow}");
            wrapped |= wide.lines().any(|l| l.width() > 60 && !l.is_ascii());
        }
    }
    assert!(wrapped, "no line of Chinese to wrap at 60 columns");
    // An article in a help line, kept whole at every width.
    for columns in 40..70 {
        let out = qili(columns, &["--lang", "zh-Hans", "tournament", "--help"]);
        let help = text(&out.stdout);
        assert!(help.contains("第11.3条"), "{columns}\n{help}");
    }
    // English: clap's own rendering.
    let mut cli = qili::cli::Cli::command().term_width(60);
    cli.build();
    for command in commands {
        let mut args: Vec<&str> = command.to_vec();
        args.push("--help");
        let shown = text(&qili(60, &args).stdout);
        let mut cmd = &mut cli;
        for name in command {
            cmd = cmd.find_subcommand_mut(name).expect("the subcommand");
        }
        assert_eq!(shown, cmd.render_long_help().to_string(), "{command:?}");
    }
}

/// The reasons of `qili adjudicate` in Chinese break between Chinese characters, not at the
/// space inside an article list (`细则 34, / 35）` before), and keep `第26.1条` and `（总纲 3）`
/// whole; English is as the snapshots hold it.
#[test]
fn chinese_reasons_break_between_characters_not_inside_articles() {
    // AXF 图二十九 (cases/axf/029): the note cites 术语解释, 总纲 6 and 细则 34, 35.
    let fen = "2b1ka3/4a4/4b4/9/9/9/9/4B3R/4A1rc1/4KA3 w - - 0 1";
    let moves = "车一平二 炮８平９ 车二平一 炮９平８ 车一平二 炮８平９ 车二平一 炮９平８ 车一平二";
    for lang in ["zh-Hans", "zh-Hant"] {
        let out = qili(
            100,
            &[
                "--lang",
                lang,
                "adjudicate",
                "--rules",
                "axf",
                "--fen",
                fen,
                "--moves",
                moves,
            ],
        );
        let shown = text(&out.stdout);
        let why: Vec<&str> = shown
            .lines()
            .skip_while(|l| !l.starts_with("理由"))
            .collect();
        assert!(why.len() > 1, "{shown}");
        assert!(why.iter().any(|l| l.contains("细则 34, 35）")), "{shown}");
        for line in &why[1..] {
            assert!(line.starts_with("      "), "{line}");
            assert!(
                !line.trim_start().starts_with(|c: char| c.is_ascii_digit()),
                "{line}"
            );
        }
        for line in &why {
            assert!(line.width() <= WIDTH, "{}: {line}", line.width());
        }
    }
}

/// The width of `qili adjudicate`'s table and reasons.
const WIDTH: usize = 100;

/// An engine spec running the mock engine with `script`, written into `dir`.
fn mock(dir: &Path, name: &str, proto: &str, script: &str) -> String {
    let path = dir.join(format!("{name}.script"));
    std::fs::write(&path, script).unwrap();
    format!(
        "cmd={} arg={} proto={proto} name={name}",
        env!("CARGO_BIN_EXE_qili-mock-engine"),
        path.display()
    )
}

/// AXF 图三十二 played out: red's rook chases the unprotected cannon, is ordered to vary at the
/// third occurrence and continues. The PGN's comment on the order says it as adjudicate does,
/// in each book's words (AXF 不变作负, CN 不变判负), with the procedure's article; English as
/// before; and `qili games` reads the Chinese PGN back to the same ruling.
#[test]
fn the_order_to_vary_is_said_in_each_books_words() {
    let fig_32 = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
    let dir = scratch("chinese-layout-vary");
    let red = mock(
        &dir,
        "chaser",
        "ucci",
        "serve first moves=b4a4,a4e4,e4a4 bans=ignore\n",
    );
    let black = mock(&dir, "defender", "uci", "serve first moves=a5e5,e5a5\n");
    let pgn = |lang: &str, rules: &str| {
        let path = dir.join(format!("{lang}-{rules}.pgn"));
        let out = qili(
            100,
            &[
                "--lang",
                lang,
                "match",
                "--rules",
                rules,
                "--fen",
                fig_32,
                "--engine",
                &red,
                "--engine",
                &black,
                "--games",
                "1",
                "--depth",
                "1",
                "--pgn",
                path.to_str().unwrap(),
            ],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        (
            path.clone(),
            std::fs::read_to_string(&path).unwrap().replace('\n', " "),
        )
    };
    let (_, en) = pgn("en", "axf");
    assert!(
        en.contains(
            "5. e4a4 {the position occurred a third time: red_loses (AXF 总纲 3; 四大原则 4); \
             red must vary (AXF 细则 3)}"
        ),
        "{en}"
    );
    let (hans_path, hans) = pgn("zh-Hans", "axf");
    assert!(
        hans.contains(
            "5. e4a4 {同一局面第 3 次出现：红方须变着（AXF 总纲 3；四大原则 4），不变作负（AXF 细则 3）}"
        ),
        "{hans}"
    );
    assert!(!hans.contains("must vary"), "{hans}");
    let (_, hant) = pgn("zh-Hant", "axf");
    assert!(
        hant.contains(
            "{同一局面第 3 次出現：紅方須變著（AXF 总纲 3；四大原则 4），不變作負（AXF 细则 3）}"
        ),
        "{hant}"
    );
    let (_, cn) = pgn("zh-Hans", "cn");
    let (_, cn_en) = pgn("en", "cn");
    let procedure = cn_en
        .split("red must vary (")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("{cn_en}"));
    assert!(procedure.starts_with("CN 第"), "{procedure}");
    assert!(
        cn.contains(&format!(
            "红方须变着（CN 第25.2条；第26.4条），不变判负（{procedure}）"
        )),
        "{cn}"
    );
    // Read back: the comment is the record's, the ruling qili's own.
    let out = qili(
        100,
        &[
            "games",
            "--lang",
            "zh-Hans",
            hans_path.to_str().unwrap(),
            "--list",
            "explained-loss",
        ],
    );
    let games = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{games}");
    assert!(games.contains("记录错误：0"), "{games}");
    assert!(
        games.contains("依 AXF，负局与裁决相符的对局（1 局）"),
        "{games}"
    );
}
