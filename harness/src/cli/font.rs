//! A font brought with a tournament page (`--font FILE`): the glyphs of exactly the characters
//! the page shows, cut from a TrueType or OpenType font (or one face of a collection), embedded
//! as an `@font-face` of the family the page's CSS names first (`qili-page`). A page that names
//! its fonts shows Chinese names wherever one of them is installed; a page that brings one shows
//! them on any machine, a printer's too. The cut keeps a page of a hundred names to tens of
//! kilobytes where the whole font would be megabytes.

use allsorts::binary::read::ReadScope;
use allsorts::font::{Font, MatchingPresentation};
use allsorts::font_data::FontData;
use allsorts::subset::{CmapTarget, SubsetProfile, subset};
use base64::Engine as _;
use std::collections::BTreeSet;

/// The largest font file read (a CJK collection is tens of megabytes).
pub const MAX_FONT_BYTES: u64 = 128 * 1024 * 1024;

/// The `@font-face` rule for family `qili-page` with the glyphs of every character of `text`
/// the font has: face `index` of `bytes` (0 for a single font). Also says which Chinese
/// characters (U+2E80 and up) of the text the font lacks (they fall back to the named fonts).
pub fn font_face(bytes: &[u8], index: usize, text: &str) -> Result<(String, Vec<char>), String> {
    let scope = ReadScope::new(bytes);
    let data = scope
        .read::<FontData<'_>>()
        .map_err(|e| format!("not a font file: {e}"))?;
    let provider = data
        .table_provider(index)
        .map_err(|e| format!("no face {index} in the font file: {e}"))?;
    let mut font = Font::new(provider).map_err(|e| format!("cannot read the font: {e}"))?;
    let chars: BTreeSet<char> = text.chars().filter(|c| !c.is_control()).collect();
    let mut glyphs = vec![0u16];
    let mut lacking = Vec::new();
    for &c in &chars {
        let (gid, _) = font.lookup_glyph_index(c, MatchingPresentation::NotRequired, None);
        if gid != 0 {
            glyphs.push(gid);
        } else if u32::from(c) >= 0x2E80 {
            // A Chinese character the page needs; letters and digits the named fonts have.
            lacking.push(c);
        }
    }
    glyphs.sort_unstable();
    glyphs.dedup();
    let provider = data
        .table_provider(index)
        .map_err(|e| format!("no face {index} in the font file: {e}"))?;
    let cut = subset(
        &provider,
        &glyphs,
        &SubsetProfile::Minimal,
        CmapTarget::Unicode,
    )
    .map_err(|e| format!("cannot cut the font to the page's characters: {e}"))?;
    let encoded = base64::engine::general_purpose::STANDARD.encode(&cut);
    Ok((
        format!(
            "@font-face {{ font-family: \"qili-page\"; src: url(\"data:font/otf;base64,{encoded}\") format(\"opentype\"); }}"
        ),
        lacking,
    ))
}
