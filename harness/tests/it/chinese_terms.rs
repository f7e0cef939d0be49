//! The Chinese catalogues read against the books' terms (docs/CHINESE.md, "Read through against
//! the books"): the kinds of fault the read-through found and corrected, kept out for good.
//!
//! - zh-Hant writes no simplified-only character, except where it prints a book's own words:
//!   a quotation of a book in “…” (the catalogue quotes the books in their own characters), a
//!   book's title in 《…》, and the articles as the books name them (第15.6条, 总纲, 细则, 术语解释,
//!   四大原则, 附录一/二);
//! - zh-Hans writes no traditional-only character;
//! - a Chinese sentence puts no ASCII comma, colon, semicolon, exclamation or question mark between
//!   two Chinese characters (inside `code` it may: it is what a user types);
//! - CN's perpetual check loses at once (第24.1条 一方“长将”立即判负): the Chinese reasons say so,
//!   with no order to vary, as the English `why` does.

use crate::support::{path, qili, scratch};
use fluent_bundle::FluentArgs;
use qili::i18n::Lang;
use std::path::Path;

/// The simplified-only characters among those the catalogues use: each one's traditional form
/// differs (OpenCC `s2tw`, checked outside the repository) and it is no traditional character
/// in its own right (台 吃 后 里 只 于 are, and are left out).
const SIMPLIFIED_ONLY: &str = "与两个为么义书乱争亚产亿仅从仓们会传体兑关内写军决击则别办务动区协单却压参双\
变号听启员团国图场坏处头夹实对寻导将层属帅带帮并库应开异弃张归当录径态总悬战执护报拟拦择损换摆数断无时显\
晋暂术机杀权条来构标栏样档检横毙没测浏溃点状献环现电画监盘着码确离种积称竞筹签简类红约级纲纵线组细织终经\
结给络绝统继绩续编缩网联胜脚节获虚补见规视览计认议讯记许设证识诉译试话询该详语误说请读谱负败质贴资赋赖赛\
车转轮载较输过运这进违连迟选递释钟链错键长闭问闲间阅队阵阶际随页项顺须预题颜额马验";

/// Traditional-only forms of the same characters (what zh-Hant writes for them).
const TRADITIONAL_ONLY: &str = "與兩個為麼義書亂爭亞產億僅從倉們會傳體兌關內寫軍決擊則別辦務動區協單卻壓參雙\
變號聽啟員團國圖場壞處頭夾實對尋導將層屬帥帶幫並庫應開異棄張歸當錄徑態總懸戰執護報擬攔擇損換擺數斷無時顯\
晉暫術機殺權條來構標欄樣檔檢橫斃沒測瀏潰點狀獻環現電畫監盤著碼確離種積稱競籌籤簡類紅約級綱縱線組細織終經\
結給絡絕統繼績續編縮網聯勝腳節獲虛補見規視覽計認議訊記許設證識訴譯試話詢該詳語誤說請讀譜負敗質貼資賦賴賽\
車轉輪載較輸過運這進違連遲選遞釋鐘鏈錯鍵長閉問閒間閱隊陣階際隨頁項順須預題顏額馬驗";

/// The articles as the books name them, printed in the books' (simplified) characters in every
/// language.
const ARTICLE_NAMES: [&str; 5] = ["总纲", "细则", "术语解释", "四大原则", "附录"];

fn catalogue(lang: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("i18n/{lang}.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The catalogue's message lines (comments left out), numbered from 1.
fn message_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim_start().starts_with('#'))
}

/// `line` with what a book prints in its own characters blanked out: quotations “…”, titles
/// 《…》, article names and `第…条`.
fn outside_book_words(line: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '“' | '《' => depth += 1,
            '”' | '》' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    for name in ARTICLE_NAMES {
        out = out.replace(name, " ");
    }
    // 第26.1条, 第15.6条, 第13.2–13.4条, 第15.3、15.4条: the CN book's articles, as it prints them.
    let chars: Vec<char> = out.chars().collect();
    let mut kept = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '第' {
            let mut j = i + 1;
            while j < chars.len()
                && (chars[j].is_ascii_digit() || matches!(chars[j], '.' | '–' | '、'))
            {
                j += 1;
            }
            if j > i + 1 && chars.get(j) == Some(&'条') {
                kept.push(' ');
                i = j + 1;
                continue;
            }
        }
        kept.push(chars[i]);
        i += 1;
    }
    kept
}

#[test]
fn traditional_chinese_writes_no_simplified_character_outside_the_books_words() {
    let text = catalogue("zh-Hant");
    let found: Vec<String> = message_lines(&text)
        .filter_map(|(n, line)| {
            let bad: String = outside_book_words(line)
                .chars()
                .filter(|c| SIMPLIFIED_ONLY.contains(*c))
                .collect();
            (!bad.is_empty()).then(|| format!("zh-Hant.ftl:{n}: {bad}: {line}"))
        })
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn simplified_chinese_writes_no_traditional_character() {
    let text = catalogue("zh-Hans");
    let found: Vec<String> = message_lines(&text)
        .filter_map(|(n, line)| {
            let bad: String = line
                .chars()
                .filter(|c| TRADITIONAL_ONLY.contains(*c))
                .collect();
            (!bad.is_empty()).then(|| format!("zh-Hans.ftl:{n}: {bad}: {line}"))
        })
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_two_lists_pair_character_for_character() {
    // Each simplified-only character has its traditional form at the same place, so that the
    // two tests above check the same characters.
    assert_eq!(
        SIMPLIFIED_ONLY.chars().count(),
        TRADITIONAL_ONLY.chars().count()
    );
    for (s, t) in SIMPLIFIED_ONLY.chars().zip(TRADITIONAL_ONLY.chars()) {
        assert_ne!(s, t, "{s} is listed as its own traditional form");
    }
}

fn is_chinese(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
        || ('\u{3000}'..='\u{303f}').contains(&c)
        || ('\u{ff00}'..='\u{ffef}').contains(&c)
        || matches!(c, '“' | '”' | '—' | '…')
}

/// The ASCII punctuation between two Chinese characters (spaces between allowed) in `line`,
/// outside `code`.
fn ascii_punctuation_between_chinese(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let prose: String = line
        .split('`')
        .enumerate()
        .map(|(i, part)| if i % 2 == 0 { part } else { " " })
        .collect::<Vec<_>>()
        .join(" ");
    let chars: Vec<char> = prose.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !matches!(c, ',' | ':' | ';' | '!' | '?') {
            continue;
        }
        let before = chars[..i].iter().rev().find(|c| **c != ' ');
        let after = chars[i + 1..].iter().find(|c| **c != ' ');
        if before.is_some_and(|c| is_chinese(*c)) && after.is_some_and(|c| is_chinese(*c)) {
            found.push(
                chars[i.saturating_sub(3)..(i + 4).min(chars.len())]
                    .iter()
                    .collect(),
            );
        }
    }
    found
}

#[test]
fn chinese_sentences_use_full_width_punctuation() {
    let mut found = Vec::new();
    for lang in ["zh-Hans", "zh-Hant"] {
        let text = catalogue(lang);
        for (n, line) in message_lines(&text) {
            for bad in ascii_punctuation_between_chinese(line) {
                found.push(format!("{lang}.ftl:{n}: “{bad}”"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The comments `{…}` of a PGN file.
fn pgn_comments(pgn: &str) -> Vec<String> {
    pgn.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}'))
        .map(|(comment, _)| comment.replace('\n', " "))
        .collect()
}

/// The PGN comments `qili match` writes hold the ruling made during the game with the articles
/// it cites: a list of them is parted by `；` in Chinese, as `qili games --pgn` parts it (issue
/// #32: `须变着（CN 第25.2条; 第26.4条）`). AXF 图三十二 played out by two mock engines: red's
/// rook chases the unprotected cannon and is ordered to vary at the third occurrence.
#[test]
fn a_matchs_pgn_comments_use_full_width_punctuation() {
    let fig_32 = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
    let dir = scratch("chinese-terms-match-pgn");
    let mock = |name: &str, proto: &str, script: &str| {
        let file = dir.join(format!("{name}.script"));
        std::fs::write(&file, script).unwrap();
        format!(
            "cmd={} arg={} proto={proto} name={name}",
            env!("CARGO_BIN_EXE_qili-mock-engine"),
            path(&file)
        )
    };
    let red = mock(
        "chaser",
        "ucci",
        "serve first moves=b4a4,a4e4,e4a4 bans=ignore\n",
    );
    let black = mock("defender", "uci", "serve first moves=a5e5,e5a5\n");
    let mut found = Vec::new();
    for (lang, vary) in [("zh-Hans", "须变着（"), ("zh-Hant", "須變著（")] {
        for rules in ["cn", "axf"] {
            let pgn = dir.join(format!("{lang}-{rules}.pgn"));
            let out = qili(&[
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
                path(&pgn),
            ]);
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let comments = pgn_comments(&std::fs::read_to_string(&pgn).unwrap());
            let order = comments.iter().find(|c| c.contains(vary));
            let order = order.unwrap_or_else(|| panic!("{lang} {rules}: {comments:?}"));
            assert!(
                order.contains('；'),
                "{lang} {rules}: a list of articles: {order}"
            );
            for comment in &comments {
                for bad in ascii_punctuation_between_chinese(comment) {
                    found.push(format!("{lang} {rules}: “{bad}” in {{{comment}}}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_punctuation_check_catches_what_it_is_for() {
    assert_eq!(
        ascii_punctuation_between_chinese("红方须变着, 不变作负"),
        ["须变着, 不变"]
    );
    assert_eq!(ascii_punctuation_between_chinese("判决:和").len(), 1);
    assert!(ascii_punctuation_between_chinese("判决：和；`1:30+1`，如 60+0.5").is_empty());
    assert_eq!(outside_book_words("第15.6条“冠军”總纲").trim(), "總纲");
    assert_eq!(
        outside_book_words("第13.2–13.4条，第15.3、15.4条").trim(),
        "，"
    );
}

#[test]
fn a_cn_perpetual_check_loses_at_once_in_chinese_as_in_english() {
    // CN 第24.1条: 一方“长将”立即判负 — no order to vary (issue #32: the reason said 须变着).
    // CN 图一 (cases/cn/01): the lone mobile rook checks perpetually.
    let fen = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1";
    let moves = "车四平五 将５平６ 车五平四 将６平５ 车四平五";
    for (lang, loses, vary) in [
        (
            "zh-Hans",
            "一方“长将”立即判负——红方负，不先令其变着",
            "须变着",
        ),
        (
            "zh-Hant",
            "一方“长将”立即判負——紅方負，不先令其變著",
            "須變著",
        ),
    ] {
        let out = qili(&[
            "--lang",
            lang,
            "adjudicate",
            "--rules",
            "cn",
            "--fen",
            fen,
            "--moves",
            moves,
        ]);
        let text = String::from_utf8_lossy(&out.stdout).replace("\n      ", "");
        assert!(out.status.success(), "{lang}: {text}");
        assert!(text.contains("第24.1条"), "{lang}: {text}");
        assert!(text.contains(loses), "{lang}: {text}");
        assert!(!text.contains(vary), "{lang}: {text}");
    }
    // Under AXF the same loop is 长照, and the side must vary (总纲 1; 四大原则 4).
    let out = qili(&[
        "--lang",
        "zh-Hans",
        "adjudicate",
        "--rules",
        "axf",
        "--fen",
        fen,
        "--moves",
        moves,
    ]);
    let text = String::from_utf8_lossy(&out.stdout).replace("\n      ", "");
    assert!(text.contains("红方须变着，不变作负"), "{text}");
}

/// Whether `line` writes a CN article in traditional characters: `第15.6條`, `第15.3、15.4條`.
fn traditional_article(line: &str) -> bool {
    line.split('第').skip(1).any(|rest| {
        let number: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | '–' | '、'))
            .collect();
        !number.is_empty() && rest[number.len()..].starts_with('條')
    })
}

/// zh-Hant cites the CN book's appendices and articles as the book prints them (附录二 二,
/// 第13.2–13.4条), as it does 总纲 and 细则; the second reading found `附錄二` and `第14.2條` in
/// the refusals of `tournament run`'s plan beside `附录二` everywhere else.
#[test]
fn traditional_chinese_cites_appendices_and_articles_in_the_books_characters() {
    assert!(traditional_article("（第13.2–13.4條，第14.2條）"));
    assert!(!traditional_article("第 3 輪；第15.6条；第一章第三節"));
    let text = catalogue("zh-Hant");
    let found: Vec<String> = message_lines(&text)
        .filter(|(_, line)| line.contains("附錄") || traditional_article(line))
        .map(|(n, line)| format!("zh-Hant.ftl:{n}: {line}"))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A message, its arguments, and what it reads in zh-Hans and in zh-Hant.
type Reading = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
);

/// Each message rendered with its arguments reads as given, in simplified and in traditional.
fn assert_readings(cases: &[Reading]) {
    for (id, given, hans, hant) in cases {
        let mut args = FluentArgs::new();
        for (name, value) in *given {
            args.set(*name, *value);
        }
        assert_eq!(Lang::ZhHans.text(id, Some(&args)), *hans, "{id}");
        assert_eq!(Lang::ZhHant.text(id, Some(&args)), *hant, "{id}");
    }
}

/// What the second reading against the books corrected (docs/CHINESE.md), as an arbiter reads
/// it: a book's words under the article that prints them, 附录二 七 leaving units to the
/// organiser, the withdrawal articles' own words, and plain sentences for a cap and a rematch.
#[test]
fn the_second_readings_corrections_say_what_the_books_say() {
    let cases: [Reading; 7] = [
        (
            "results-fault",
            &[("kind", "avoid-same-unit")],
            "avoid_same_unit：同一单位的棋手是否回避配对，附录二 七“可由竞赛组织机构事前研究确定并写入补充规定中”，只用于积分编排；文件须有 `units`，且 system 为 swiss",
            "avoid_same_unit：同一單位的棋手是否迴避配對，附录二 七“可由竞赛组织机构事前研究确定并写入补充规定中”，只用於積分編排；檔案須有 `units`，且 system 為 swiss",
        ),
        (
            "results-fault",
            &[
                ("kind", "too-many-rounds"),
                ("m", "4"),
                ("n", "4"),
                ("k", "3"),
            ],
            "rounds：4 名棋手赛 4 轮，必有相遇过的对手再次相遇（附录二 三“相遇过的对手不再编对”）：至多 3 轮",
            "rounds：4 名棋手賽 4 輪，必有相遇過的對手再次相遇（附录二 三“相遇过的对手不再编对”）：至多 3 輪",
        ),
        (
            "results-game-fault",
            &[
                ("kind", "played-after-withdrawal"),
                ("name", "甲"),
                ("m", "3"),
                ("n", "4"),
            ],
            "“甲”自第 3 轮起退出，却在第 4 轮下了一局（退出后“未赛对局均作弃权”）",
            "「甲」自第 3 輪起退出，卻在第 4 輪下了一局（退出後“未赛对局均作弃权”）",
        ),
        (
            "results-game-fault",
            &[("kind", "no-team-matches")],
            "一场中断的队与队的比赛；本赛事没有队与队的比赛",
            "一場中斷的隊與隊的比賽；本賽事沒有隊與隊的比賽",
        ),
        (
            "team-fault",
            &[("kind", "too-many-boards"), ("boards", "65"), ("i", "64")],
            "boards：65 台，至多 64 台",
            "boards：65 臺，至多 64 臺",
        ),
        (
            "lot-decides",
            &[("kind", "first-red"), ("player", "甲"), ("other", "乙")],
            "CN 第13.4条、AXF 第一章第三节 一：猜先，甲 — 乙 第一局的执红者",
            "CN 第13.4条、AXF 第一章第三節 一：猜先，甲 — 乙 第一局的執紅者",
        ),
        (
            "lot-decides",
            &[("kind", "playoff"), ("n", "3")],
            "CN 第15.6条：第 3 名的加赛，号次（1 号在前；附录一“号次在前的运动员执红棋先走”）",
            "CN 第15.6条：第 3 名的加賽，號次（1 號在前；附录一“号次在前的运动员执红棋先走”）",
        ),
    ];
    assert_readings(&cases);
}

/// What the third reading corrected (docs/CHINESE.md), as an arbiter reads it: a byte counted
/// from 0 said as the bytes before it, 平's number a file and not only a step count, the
/// knockout's play-off steps as code and its third place in the sports' words, a command in
/// the code marks of the line that leads in to it, no brackets inside brackets, and Taiwan's
/// 協定 and 訊號.
#[test]
fn the_third_readings_corrections_read_as_an_arbiter_reads_them() {
    let cases: [Reading; 9] = [
        (
            "field-fault",
            &[("at", "e.yaml"), ("kind", "not-utf8"), ("i", "19")],
            "e.yaml：不是 UTF-8 文本：前 19 个字节之后出现无效的字节",
            "e.yaml：不是 UTF-8 文字：前 19 個位元組之後出現無效的位元組",
        ),
        (
            "results-fault",
            &[("kind", "encoding"), ("n", "0")],
            "既不是 UTF-8 也不是 GBK/GB18030 文本（前 0 个字节之后出现非 UTF-8 的字节）",
            "既不是 UTF-8 也不是 GBK/GB18030 文字（前 0 個位元組之後出現非 UTF-8 的位元組）",
        ),
        (
            "grammar-rule",
            &[("rule", "number")],
            "步数或路数（一至九或 1–9）",
            "步數或路數（一至九或 1–9）",
        ),
        (
            "plan-knockout",
            &[
                ("elimination", "single"),
                ("playoff", "games:2, lots"),
                ("third", "yes"),
            ],
            "单淘汰制，加赛 `games:2, lots`，另设三、四名决赛",
            "單淘汰制，加賽 `games:2, lots`，另設三、四名決賽",
        ),
        (
            "run-engine-finding",
            &[("kind", "not"), ("mv", "h8h9")],
            "不应走 h8h9",
            "不應走 h8h9",
        ),
        (
            "fault-start",
            &[("command", "/x"), ("error", "E")],
            "无法启动 `/x`：E",
            "無法啟動 `/x`：E",
        ),
        (
            "fault-breach",
            &[("kind", "no-ranks")],
            "为测其坐标而问其在开局局面的着法，它所应的着法按 0-9 或 1-10 线号都不合法，请给 --ranks",
            "為測其座標而問其在開局局面的著法，它所應的著法按 0-9 或 1-10 線號都不合法，請給 --ranks",
        ),
        (
            "fault-ending",
            &[("kind", "status"), ("value", "3")],
            "以退出状态 3 结束",
            "已結束，結束狀態為 3",
        ),
        (
            "fault-ending",
            &[("kind", "signal"), ("value", "6")],
            "被信号 6 终止",
            "被訊號 6 終止",
        ),
    ];
    assert_readings(&cases);
}
