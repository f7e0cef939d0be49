//! The board pictures captioned in Chinese (`qili render --lang`, the page's first board): every
//! case's caption in simplified and traditional Chinese has its title and a glyph for every
//! character in the pictures' own outlines, and `qili render --lang zh-Hant` writes the caption
//! in traditional characters; the English picture is the snapshot of `render`. The pieces and
//! the river of a zh-Hant board are in traditional characters, of English and zh-Hans ones the
//! same bytes as before; the API's pictures and `qili gallery` speak a language asked for, and
//! nothing changes when none is.

use crate::support::{qili, root, scratch, stderr};
use qili::i18n::Lang;
use qili::picture::Picture;
use qili::picture::glyphs::sans;
use qili::suite::{Layout, Loaded, Suite};
use std::path::Path;

/// The caption's lines, as each line's `aria-label` keeps its text.
fn labels(svg: &str) -> Vec<&str> {
    svg.split("aria-label=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .collect()
}

#[test]
fn every_case_is_captioned_in_chinese_with_the_pictures_own_glyphs() {
    let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let suite = Suite::load(&layout).expect("the suite loads");
    let mut drawn = 0;
    for loaded in &suite.cases {
        let Loaded::Ready(p) = loaded else { continue };
        for lang in [Lang::ZhHans, Lang::ZhHant] {
            let picture = Picture::of_case_in(p, lang);
            let heading = picture.heading.clone().unwrap_or_default();
            let title = p.case.file.titles.get(lang).unwrap_or(&p.case.file.title);
            assert!(
                heading.ends_with(title),
                "{}: the heading in {} is not the title: {heading}",
                p.id(),
                lang.tag()
            );
            let caption = format!("{heading}{}", picture.caption.concat());
            let missing: String = caption
                .chars()
                .filter(|&c| !c.is_whitespace() && sans().glyph(c).is_none())
                .collect();
            assert!(
                missing.is_empty(),
                "{} in {}: no glyph for {missing:?} (run tools/glyphs/extract.py)",
                p.id(),
                lang.tag()
            );
            drawn += 1;
        }
    }
    assert!(drawn > 200, "only {drawn} pictures drawn");
}

#[test]
fn render_captions_in_the_language_asked_for() {
    let dir = scratch("render-zh-hant");
    let file = dir.join("axf-032.svg");
    let file = file.to_str().expect("scratch paths are UTF-8");
    let out = qili(&["--lang", "zh-Hant", "render", "axf-032", "--svg", file]);
    assert!(out.status.success(), "{}", stderr(&out));
    let svg = std::fs::read_to_string(file).expect("the SVG was written");
    assert!(
        !svg.contains("<text"),
        "a character without its glyph:\n{svg}"
    );
    // The caption: the lines from the heading on (before it, the board's own marks).
    let lines = labels(&svg);
    let heading = lines
        .iter()
        .position(|l| l.starts_with("axf-032 · "))
        .expect("the heading");
    insta::assert_snapshot!("render-axf-032-zh-hant", lines[heading..].join("\n"));
    let out = qili(&[
        "--lang",
        "zh-Hans",
        "render",
        "--fen",
        "3k5/9/9/9/9/9/9/9/R8/5K3 b",
        "--svg",
        file,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let svg = std::fs::read_to_string(file).expect("the SVG was written");
    let caption = labels(&svg);
    assert!(caption.contains(&"黑先"), "{caption:?}");
    assert!(caption.contains(&"未给着法。"), "{caption:?}");
    assert!(svg.contains("<title>象棋局面</title>"), "{svg}");
}

/// The start position: every kind of piece of both sides.
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// `qili [--lang LANG] render ARGS --svg FILE`, the SVG it writes.
fn render(lang: Option<&str>, args: &[&str], name: &str) -> String {
    let file = scratch(&format!("pictures-{name}")).join("picture.svg");
    let mut all: Vec<&str> = lang.map_or(vec![], |l| vec!["--lang", l]);
    all.push("render");
    all.extend(args);
    all.extend(["--svg", file.to_str().expect("UTF-8")]);
    let out = qili(&all);
    assert!(out.status.success(), "{all:?}: {}", stderr(&out));
    std::fs::read_to_string(&file).expect("the SVG was written")
}

/// The board of a picture: everything drawn before the caption's first line (`first`), the
/// glyphs' `<defs>` left out (they hold the caption's glyphs too) and the white background
/// (as tall as the caption).
fn board<'a>(svg: &'a str, first: &str) -> &'a str {
    let defs = svg.find("</defs>\n").expect("the defs") + "</defs>\n".len();
    let start = defs + svg[defs..].find('\n').expect("the background") + 1;
    let end = svg
        .find(&format!("<g aria-label=\"{first}"))
        .unwrap_or_else(|| panic!("no caption line {first}: {svg}"));
    &svg[start..end]
}

/// The glyph outlines a picture defines from a face (`b-`, `t-`, `s-`), in order.
fn outlines<'a>(svg: &'a str, face: &str) -> Vec<&'a str> {
    svg.split("<path id=\"")
        .skip(1)
        .filter(|d| d.starts_with(face))
        .map(|d| d.split("\"/>").next().unwrap_or(d))
        .collect()
}

/// The one-character texts drawn on the board: the pieces and the river, in drawing order.
fn characters(board: &str) -> String {
    labels(board)
        .into_iter()
        .filter(|l| l.chars().count() == 1)
        .filter(|l| l.chars().all(|c| c as u32 >= 0x4E00))
        .collect()
}

/// A zh-Hant board prints the pieces as boards in Taiwan and Hong Kong do — red 帥仕相俥傌炮兵,
/// black 將士象車馬砲卒 — and the river 楚河 漢界, from the traditional face (`t-`); a zh-Hans
/// board is the English board byte for byte (pieces, river, arrows, and the outlines of the
/// pieces), and the English picture is the one the gallery holds.
#[test]
fn the_pieces_are_drawn_in_each_script() {
    let en = render(Some("en"), &["--fen", START], "start-en");
    let hans = render(Some("zh-Hans"), &["--fen", START], "start-hans");
    let hant = render(Some("zh-Hant"), &["--fen", START], "start-hant");
    for svg in [&en, &hans, &hant] {
        assert!(
            !svg.contains("<text"),
            "a character without its glyph:\n{svg}"
        );
    }
    // The river and red's file numerals; then the pieces from red's back rank up: its rooks,
    // horses, elephants, advisors and general, cannons and pawns; black's pawns, cannons and
    // back rank.
    assert_eq!(
        characters(board(&hant, "紅先")),
        "楚河漢界九八七六五四三二一俥傌相仕帥仕相傌俥炮炮兵兵兵兵兵卒卒卒卒卒砲砲車馬象士將士象馬車"
    );
    assert_eq!(
        characters(board(&en, "Red to move")),
        "楚河汉界九八七六五四三二一车马相仕帅仕相马车炮炮兵兵兵兵兵卒卒卒卒卒炮炮车马象士将士象马车"
    );
    assert!(
        outlines(&hant, "b-").is_empty(),
        "simplified outlines on a zh-Hant board"
    );
    assert_eq!(outlines(&hant, "t-").len(), 18, "{hant}");
    assert_eq!(board(&hans, "红先"), board(&en, "Red to move"));
    assert_eq!(outlines(&hans, "b-"), outlines(&en, "b-"));
    assert!(outlines(&en, "t-").is_empty() && outlines(&hans, "t-").is_empty());

    // A case: the zh-Hant board has the English one's arrows and labels, only the characters
    // differ; the English picture is the gallery's, and the locale's default (C) is English.
    let case_en = render(None, &["axf-032"], "axf-032-en");
    let gallery = std::fs::read_to_string(root().join("docs/gallery/svg/axf-032.svg"))
        .expect("the gallery's picture of axf-032");
    assert_eq!(case_en, gallery);
    assert_eq!(
        render(Some("en"), &["axf-032"], "axf-032-en-asked"),
        case_en
    );
    let case_hans = render(Some("zh-Hans"), &["axf-032"], "axf-032-hans");
    let case_hant = render(Some("zh-Hant"), &["axf-032"], "axf-032-hant");
    assert_eq!(board(&case_hans, "axf-032"), board(&case_en, "axf-032"));
    let mut simplified = board(&case_hant, "axf-032").to_string();
    for (traditional, plain) in [
        ('俥', '车'),
        ('車', '车'),
        ('傌', '马'),
        ('馬', '马'),
        ('帥', '帅'),
        ('將', '将'),
        ('砲', '炮'),
        ('漢', '汉'),
    ] {
        simplified = simplified
            .replace(
                &format!("t-{:x}", traditional as u32),
                &format!("b-{:x}", plain as u32),
            )
            .replace(traditional, &plain.to_string());
    }
    simplified = simplified.replace("\"#t-", "\"#b-");
    // The traditional glyphs' advances are the simplified ones' (a full em), so every piece
    // and word stands where it stood.
    assert_eq!(simplified, board(&case_en, "axf-032"));
}

/// One request to the explorer's router, in-process: the status and the body.
fn api(method: &str, path: &str, body: Option<serde_json::Value>) -> (u16, String) {
    use axum::body::{Body, to_bytes};
    use tower::ServiceExt as _;
    static SERVER: std::sync::LazyLock<axum::Router> = std::sync::LazyLock::new(|| {
        let layout = Layout::at(&root());
        qili::serve::router(qili::serve::Explorer::load(
            &layout,
            qili::serve::Limits::default(),
        ))
    });
    let request = axum::http::Request::builder()
        .method(method)
        .uri(path)
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
        .expect("a request");
    static RUNTIME: std::sync::LazyLock<tokio::runtime::Runtime> =
        std::sync::LazyLock::new(|| tokio::runtime::Runtime::new().expect("a runtime"));
    RUNTIME.block_on(async {
        let response = SERVER
            .clone()
            .oneshot(request)
            .await
            .expect("the router answers");
        let status = response.status().as_u16();
        let bytes = to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("the body is read");
        (status, String::from_utf8(bytes.to_vec()).expect("UTF-8"))
    })
}

/// AXF 图三十二's position and loop.
const AXF_32: &str = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1";
const AXF_32_LOOP: &str = "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4";

/// `POST /api/picture` and `GET /api/cases/{id}/picture` answer in the `lang` asked for the
/// picture `qili --lang … render` writes; without one, the English picture as before; an
/// unknown language is refused with a 422 naming `lang`.
#[test]
fn the_apis_pictures_speak_the_language_asked_for() {
    let loop_args = ["--fen", AXF_32, "--moves", AXF_32_LOOP];
    let body = |lang: Option<&str>| {
        let mut b = serde_json::json!({"fen": AXF_32, "moves": AXF_32_LOOP});
        if let Some(lang) = lang {
            b["lang"] = lang.into();
        }
        Some(b)
    };
    let en = render(None, &loop_args, "api-loop-en");
    assert_eq!(api("POST", "/api/picture", body(None)), (200, en.clone()));
    assert_eq!(api("POST", "/api/picture", body(Some("en"))), (200, en));
    for (lang, side) in [("zh-Hans", "红先"), ("zh-Hant", "紅先")] {
        let cli = render(Some(lang), &loop_args, &format!("api-loop-{lang}"));
        assert!(labels(&cli).contains(&side), "{cli}");
        assert_eq!(api("POST", "/api/picture", body(Some(lang))), (200, cli));
    }
    assert!(
        api("POST", "/api/picture", body(Some("zh-Hant")))
            .1
            .contains("aria-label=\"俥\"")
    );

    let gallery = std::fs::read_to_string(root().join("docs/gallery/svg/axf-032.svg"))
        .expect("the gallery's picture of axf-032");
    assert_eq!(
        api("GET", "/api/cases/axf-032/picture", None),
        (200, gallery.clone())
    );
    assert_eq!(
        api("GET", "/api/cases/axf-032/picture?lang=en", None),
        (200, gallery)
    );
    let hant = render(Some("zh-Hant"), &["axf-032"], "api-case-hant");
    assert_eq!(
        api("GET", "/api/cases/axf-032/picture?lang=zh-Hant", None),
        (200, hant)
    );

    for (status, error) in [
        api("GET", "/api/cases/axf-032/picture?lang=fr", None),
        api("POST", "/api/picture", body(Some("zh-TW"))),
    ] {
        assert_eq!(status, 422, "{error}");
        let error: serde_json::Value = serde_json::from_str(&error).expect("JSON");
        assert_eq!(error["field"], "lang", "{error}");
    }
}

/// A game past the arrows drawn: its picture says why there are none, in the language asked.
#[test]
fn a_games_arrowless_picture_says_why_in_the_language_asked_for() {
    let shuffle = ["a1a2", "d9e9", "a2a1", "e9d9"].repeat(7).join(" ");
    let fen = "3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1";
    let caption = |lang: &str| {
        let (status, svg) = api(
            "POST",
            "/api/picture",
            Some(serde_json::json!({"fen": fen, "moves": shuffle, "lang": lang})),
        );
        assert_eq!(status, 200, "{svg}");
        assert!(
            svg.contains("moves (ICCS): none</desc>"),
            "arrows drawn: {svg}"
        );
        labels(&svg)
            .concat()
            .replace(' ', "")
            .replace("&apos;", "'")
    };
    for (lang, why) in [
        (
            "en",
            "The position after ply 28 of 28 moves: more than 24 moves are not drawn as arrows \
             (name a repetition's plies to draw them).",
        ),
        (
            "zh-Hans",
            "共 28 着，此为第 28 着之后的局面：超过 24 着不画箭头（指明重复的着数即可画出）。",
        ),
        (
            "zh-Hant",
            "共 28 著，此為第 28 著之後的局面：超過 24 著不畫箭頭（指明重複的著數即可畫出）。",
        ),
    ] {
        let caption = caption(lang);
        assert!(caption.contains(&why.replace(' ', "")), "{lang}: {caption}");
    }
}

/// `qili --lang zh-Hant gallery DIR` draws every picture as `qili --lang zh-Hant render` does,
/// with the same pages as the English gallery; without `--lang` the gallery is English whatever
/// the locale (it is checked in, and the gallery test compares it byte for byte).
#[test]
fn the_gallery_draws_its_pictures_in_the_language_asked_for() {
    let dir = scratch("gallery-zh-hant");
    let out = qili(&["--lang", "zh-Hant", "gallery", dir.to_str().expect("UTF-8")]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        said.starts_with("已將 ") && said.ends_with(&format!(" 個檔案寫入 {}\n", dir.display())),
        "{said}"
    );
    for page in ["README.md", "axf.md", "cn.md", "contrib.md"] {
        let want = std::fs::read_to_string(root().join("docs/gallery").join(page))
            .expect("the checked-in page");
        let have = std::fs::read_to_string(dir.join(page)).expect("the page was written");
        assert!(have == want, "{page} differs from the English gallery's");
    }
    let hant = render(Some("zh-Hant"), &["axf-032"], "gallery-case-hant");
    let svg = std::fs::read_to_string(dir.join("svg/axf-032.svg")).expect("the picture");
    assert_eq!(svg, hant);
    let pictures: Vec<_> = std::fs::read_dir(dir.join("svg"))
        .expect("the pictures")
        .map(|e| std::fs::read_to_string(e.expect("an entry").path()).expect("a picture"))
        .collect();
    assert!(pictures.len() > 180, "only {} pictures", pictures.len());
    for svg in &pictures {
        assert!(
            !svg.contains("<text"),
            "a character without its glyph:\n{svg}"
        );
        assert!(svg.contains("#t-5e25\""), "no traditional 帥:\n{svg}");
    }

    let english = scratch("gallery-locale");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["gallery", english.to_str().expect("UTF-8")])
        .env("LC_ALL", "zh_TW.UTF-8")
        .current_dir(root())
        .output()
        .expect("qili runs");
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        said.starts_with("wrote ") && said.ends_with(&format!(" files to {}\n", english.display())),
        "{said}"
    );
    let svg = std::fs::read_to_string(english.join("svg/axf-032.svg")).expect("the picture");
    let checked_in = std::fs::read_to_string(root().join("docs/gallery/svg/axf-032.svg"))
        .expect("the gallery's picture of axf-032");
    assert!(svg == checked_in, "the locale changed the gallery");
}

/// The explorer's live board (`/board.svg?lang=`, the page's pieces to move) is printed as the
/// page's pictures are: traditional pieces and river for `zh-Hant`, the simplified board for
/// every other language, and without one.
#[test]
fn the_pages_board_has_the_pieces_of_its_script() {
    let (status, simplified) = api("GET", "/board.svg", None);
    assert_eq!(status, 200);
    for lang in ["en", "zh-Hans", "fr"] {
        assert_eq!(
            api("GET", &format!("/board.svg?lang={lang}"), None),
            (200, simplified.clone()),
            "{lang}"
        );
    }
    let (status, traditional) = api("GET", "/board.svg?lang=zh-Hant", None);
    assert_eq!(status, 200);
    let piece = |svg: &str, letter: char| -> String {
        let at = svg
            .find(&format!("<g id=\"piece-{letter}\">"))
            .unwrap_or_else(|| panic!("no piece-{letter}: {svg}"));
        labels(&svg[at..])
            .first()
            .copied()
            .unwrap_or_default()
            .to_string()
    };
    let letters = "KABNRCPkabnrcp";
    let drawn = |svg: &str| letters.chars().map(|l| piece(svg, l)).collect::<String>();
    assert_eq!(drawn(&simplified), "帅仕相马车炮兵将士象马车炮卒");
    assert_eq!(drawn(&traditional), "帥仕相傌俥炮兵將士象馬車砲卒");
    assert!(
        traditional.contains("aria-label=\"漢\"") && !traditional.contains("aria-label=\"汉\"")
    );
    assert!(!traditional.contains("<text") && !simplified.contains("<text"));
}

/// A perpetual check under CN loses at once (第24.1条 一方“长将”立即判负) in every language's
/// picture, as the reasons, the referee and the PGN comments say; the English caption said "red
/// must vary" (issue #32). AXF orders the checker to vary (第四章 第22条) in every language.
#[test]
fn every_languages_picture_says_a_cn_perpetual_check_loses_at_once() {
    for (lang, cn, axf) in [
        (
            "en",
            "CN (derived): red_loses — red loses at once (红方立即判负)",
            "AXF: red_loses — red must vary (红方不变作负)",
        ),
        (
            "zh-Hans",
            "CN（由条文推得）：红方立即判负，不先令其变着",
            "AXF：红方须变着，不变作负",
        ),
    ] {
        let svg = render(Some(lang), &["axf-001"], &format!("at-once-{lang}"));
        let lines = labels(&svg);
        assert!(lines.contains(&cn), "{lang}: {lines:?}");
        assert!(lines.contains(&axf), "{lang}: {lines:?}");
    }
}
