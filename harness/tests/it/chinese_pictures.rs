//! The board pictures captioned in Chinese (`qili render --lang`, the page's first board): every
//! case's caption in simplified and traditional Chinese has its title and a glyph for every
//! character in the pictures' own outlines, and `qili render --lang zh-Hant` writes the caption
//! in traditional characters; the English picture is the snapshot of `render`.

use crate::support::{qili, scratch, stderr};
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
