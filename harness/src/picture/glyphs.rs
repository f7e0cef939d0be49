//! Glyph outlines for the text of the pictures, so that a picture reads the same on a machine
//! without Chinese fonts: every character is drawn as a path, never left to the viewer's fonts.
//!
//! Three faces, taken from the Noto CJK fonts by `tools/glyphs/extract.py` (SIL Open Font
//! License 1.1, see `glyphs/LICENSE`): a bold serif for the pieces, the river and the file
//! numerals; the same serif's traditional Chinese cut for the pieces and the river of a board
//! printed in traditional characters; and a sans for everything else — every character of both rulebooks and of the
//! case titles, and printable ASCII. A character a face lacks is drawn as plain text (see
//! [`Face::glyph`]); the gallery test fails on any.

use std::collections::HashMap;
use std::sync::OnceLock;

/// Font units to the em in the glyph files.
pub const UNITS_PER_EM: f64 = 1000.0;

/// One character's outline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glyph {
    /// How far the pen moves after the glyph, in font units.
    pub advance: f64,
    /// The outline as SVG path data, in font units, y pointing down, the origin on the baseline
    /// at the glyph's left edge.
    pub path: &'static str,
}

/// A set of glyph outlines.
#[derive(Debug)]
pub struct Face {
    /// Short name, used to make the ids of the glyphs in an SVG unique: `b`, `t` or `s`.
    pub id: &'static str,
    glyphs: HashMap<char, Glyph>,
}

/// The bold serif face of the pieces, the river and the file numerals.
pub fn serif_bold() -> &'static Face {
    static FACE: OnceLock<Face> = OnceLock::new();
    FACE.get_or_init(|| {
        Face::parse(
            "b",
            "serif-bold.glyphs",
            include_str!("glyphs/serif-bold.glyphs"),
        )
    })
}

/// The bold serif face of a board printed in traditional characters (Noto Serif CJK TC Bold):
/// the pieces 帥仕相俥傌炮兵 將士象車馬砲卒 and the river 楚河 漢界.
pub fn serif_bold_traditional() -> &'static Face {
    static FACE: OnceLock<Face> = OnceLock::new();
    FACE.get_or_init(|| {
        Face::parse(
            "t",
            "serif-bold-tc.glyphs",
            include_str!("glyphs/serif-bold-tc.glyphs"),
        )
    })
}

/// The sans face of captions, coordinates and labels.
pub fn sans() -> &'static Face {
    static FACE: OnceLock<Face> = OnceLock::new();
    FACE.get_or_init(|| Face::parse("s", "sans.glyphs", include_str!("glyphs/sans.glyphs")))
}

impl Face {
    /// Reads a glyph file: `#` comment lines, then `<code point, hex> <advance> <path>` lines.
    /// The files are part of the build; a malformed one is a build defect and panics with its
    /// name and line.
    fn parse(id: &'static str, file: &str, text: &'static str) -> Face {
        let mut glyphs = HashMap::new();
        for (n, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.is_empty() {
                continue;
            }
            let fail = || panic!("picture/glyphs/{file}:{}: malformed glyph line", n + 1);
            let mut parts = line.splitn(3, ' ');
            let (Some(code), Some(advance), Some(path)) =
                (parts.next(), parts.next(), parts.next())
            else {
                fail()
            };
            let Some(c) = u32::from_str_radix(code, 16).ok().and_then(char::from_u32) else {
                fail()
            };
            let Ok(advance) = advance.parse::<f64>() else {
                fail()
            };
            glyphs.insert(c, Glyph { advance, path });
        }
        Face { id, glyphs }
    }

    /// The outline of a character, if the face has it.
    pub fn glyph(&self, c: char) -> Option<&Glyph> {
        self.glyphs.get(&c)
    }

    /// The advance of a character in font units; for a character the face lacks, a full em
    /// for Chinese and half an em for anything else.
    pub fn advance(&self, c: char) -> f64 {
        self.glyph(c).map_or(
            if c as u32 >= 0x2E80 {
                UNITS_PER_EM
            } else {
                UNITS_PER_EM / 2.0
            },
            |g| g.advance,
        )
    }

    /// The width of a line of text at a font size, in the size's units.
    pub fn width(&self, text: &str, size: f64) -> f64 {
        text.chars().map(|c| self.advance(c)).sum::<f64>() * size / UNITS_PER_EM
    }

    /// The SVG id of a character's outline: `s-8f66`.
    pub fn glyph_id(&self, c: char) -> String {
        format!("{}-{:x}", self.id, c as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_faces_hold_what_the_pictures_draw() {
        for c in "帅仕相马车炮兵将士象卒楚河汉界一二三四五六七八九123456789".chars()
        {
            assert!(serif_bold().glyph(c).is_some(), "serif lacks {c}");
        }
        for c in "帥仕相俥傌炮兵將士象車馬砲卒楚河漢界".chars() {
            assert!(serif_bold_traditional().glyph(c).is_some(), "tc lacks {c}");
        }
        for c in "Red to move (红先) 红方不变作负 — 0123456789 abcdefghi".chars() {
            assert!(sans().glyph(c).is_some(), "sans lacks {c}");
        }
        let space = sans().glyph(' ').expect("a space");
        assert!(space.path.is_empty() && space.advance > 0.0);
    }

    #[test]
    fn widths_add_up_advances() {
        let w = sans().width("车车", 10.0);
        assert!((w - 2.0 * sans().advance('车') / 100.0).abs() < 1e-9);
        assert_eq!(sans().advance('\u{378}'), UNITS_PER_EM / 2.0);
    }
}
