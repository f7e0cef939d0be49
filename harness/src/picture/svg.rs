//! Drawing a [`Picture`] as SVG by plain string building: no fonts, images or links — every
//! character is an outline from [`super::glyphs`], defined once and used where it stands — and
//! coordinates rounded to one decimal, so the same picture is always the same bytes and reads the
//! same on any machine.
//!
//! Red's pieces are light discs with a double ring and red characters; black's are dark discs
//! with light characters, so the two sides stay apart when printed in grey. Arrows run from the
//! edge of the moving piece to the edge of the point it goes to, where a dashed ring stands when
//! the point is empty; they carry their ply numbers on labels styled like the mover's pieces,
//! beside the pieces ([`super::layout`] says where).

use super::glyphs::{Face, UNITS_PER_EM, sans, serif_bold, serif_bold_traditional};
use super::layout::{Layout, centre};
use super::{Arrow, Picture, caption};
use crate::i18n::Lang;
use crate::report::xml_escape;
use qili_oracle::{Color, Piece, PieceKind, Square};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Distance between two points of the grid.
pub(super) const CELL: f64 = 48.0;
/// Board margin around the grid, room for the file numbers.
pub(super) const PAD: f64 = 40.0;
/// The grid's top-left point (file `a`, rank 9).
pub(super) const OX: f64 = 60.0;
pub(super) const OY: f64 = 48.0;
/// The picture's width.
pub(super) const WIDTH: f64 = 2.0 * OX + 8.0 * CELL;
/// Radius of a piece.
pub(super) const RADIUS: f64 = 21.0;
/// Baseline of the first caption line, and the distance between lines.
const CAPTION_TOP: f64 = OY + 9.0 * CELL + PAD + 40.0;
const LINE: f64 = 20.0;
const CAPTION_SIZE: f64 = 14.0;
/// The font size of the arrows' labels.
const LABEL_SIZE: f64 = 11.0;
/// Fonts for a character no glyph face holds (never in the gallery: its test forbids it).
const FONTS: &str = "'Noto Serif CJK SC', 'Source Han Serif SC', 'Songti SC', STSong, SimSun, \
                     'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Microsoft YaHei', serif";

const INK: &str = "#4a3520";
const BOARD: &str = "#f5e6c4";
const RED: &str = "#b3261e";
const DARK: &str = "#1c1c1c";
const LIGHT: &str = "#fffaf0";
const RED_ARROW: &str = "#c0392b";
const BLACK_ARROW: &str = "#1d3f7a";
const LEAD_IN: &str = "#8a8a8a";

/// The river's words and the files they are centred on, in simplified characters (see
/// [`Script::river`]).
pub(super) const RIVER_WORDS: [(f64, &str); 4] =
    [(1.5, "楚"), (2.5, "河"), (5.5, "汉"), (6.5, "界")];

/// The characters a board is printed in: its pieces and its river.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Script {
    /// 帅仕相马车炮兵 for red, 将士象马车炮卒 for black, 楚河 汉界, in Noto Serif CJK SC: the
    /// pictures in English and in simplified Chinese.
    Simplified,
    /// 帥仕相俥傌炮兵 for red, 將士象車馬砲卒 for black, 楚河 漢界, in Noto Serif CJK TC, as
    /// boards in Taiwan and Hong Kong print them (docs/AUTHORING.md, "Pictures"): the pictures
    /// in traditional Chinese.
    Traditional,
}

impl Script {
    /// The script of a picture in `lang`.
    pub(super) fn of(lang: Lang) -> Script {
        match lang {
            Lang::ZhHant => Script::Traditional,
            Lang::En | Lang::ZhHans => Script::Simplified,
        }
    }

    /// The face the pieces and the river are drawn in.
    fn face(self) -> &'static Face {
        match self {
            Script::Simplified => serif_bold(),
            Script::Traditional => serif_bold_traditional(),
        }
    }

    /// One of the river's [`RIVER_WORDS`] in this script: 汉 is 漢 in traditional characters.
    fn river(self, word: &'static str) -> &'static str {
        match (self, word) {
            (Script::Traditional, "汉") => "漢",
            _ => word,
        }
    }

    /// The character on a piece.
    fn character(self, piece: Piece) -> char {
        // (red simplified, red traditional, black simplified, black traditional)
        let (red, red_t, black, black_t) = match piece.kind {
            PieceKind::General => ('帅', '帥', '将', '將'),
            PieceKind::Advisor => ('仕', '仕', '士', '士'),
            PieceKind::Elephant => ('相', '相', '象', '象'),
            PieceKind::Horse => ('马', '傌', '马', '馬'),
            PieceKind::Rook => ('车', '俥', '车', '車'),
            PieceKind::Cannon => ('炮', '炮', '炮', '砲'),
            PieceKind::Pawn => ('兵', '兵', '卒', '卒'),
        };
        match (piece.color, self) {
            (Color::Red, Script::Simplified) => red,
            (Color::Red, Script::Traditional) => red_t,
            (Color::Black, Script::Simplified) => black,
            (Color::Black, Script::Traditional) => black_t,
        }
    }
}

const RED_NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

impl Picture {
    /// The picture as an SVG document.
    pub fn svg(&self) -> String {
        let caption = self.caption_lines();
        let height = CAPTION_TOP + LINE * (caption.len() as f64 - 1.0) + 14.0;
        let mut ink = Ink::default();
        let mut body = String::new();
        let _ = writeln!(
            body,
            "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
            num(WIDTH),
            num(height)
        );
        let script = Script::of(self.lang);
        board(&mut body, &mut ink, script);
        pieces(&mut body, &mut ink, self, script);
        landings(&mut body, self);
        arrows(&mut body, &mut ink, &self.layout());
        for (i, (text, bold)) in caption.iter().enumerate() {
            let style = Style {
                size: CAPTION_SIZE,
                fill: "#222222",
                bold: *bold,
                anchor: Anchor::Start,
            };
            ink.text(
                &mut body,
                sans(),
                (20.0, CAPTION_TOP + LINE * i as f64),
                style,
                text,
            );
        }

        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \
             xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\">",
            w = num(WIDTH),
            h = num(height),
        );
        let title = self
            .heading
            .clone()
            .unwrap_or_else(|| caption::untitled(self.lang));
        let _ = writeln!(out, "<title>{}</title>", xml_escape(&title));
        let _ = writeln!(
            out,
            "<desc>FEN: {}; moves (ICCS): {}</desc>",
            xml_escape(&self.position.fen()),
            xml_escape(if self.iccs.is_empty() {
                "none"
            } else {
                &self.iccs
            })
        );
        ink.defs(&mut out);
        out.push_str(&body);
        out.push_str("</svg>\n");
        out
    }

    /// Where the arrows and their labels go.
    pub(super) fn layout(&self) -> Layout {
        let occupied: Vec<_> = self.position.pieces().map(|(sq, _)| sq).collect();
        Layout::new(&self.arrows, &occupied, label_width)
    }

    /// The caption, wrapped to the picture's width: (line, bold).
    fn caption_lines(&self) -> Vec<(String, bool)> {
        let width = WIDTH - 40.0;
        let mut lines: Vec<(String, bool)> = Vec::new();
        if let Some(h) = &self.heading {
            lines.extend(wrap(h, width).into_iter().map(|l| (l, true)));
        }
        let side = caption::side_to_move(self.lang, self.position.side_to_move());
        lines.push((side, false));
        for c in &self.caption {
            lines.extend(wrap(c, width).into_iter().map(|l| (l, false)));
        }
        lines
    }
}

/// The board: background, grid, palaces, river (in `script`), point marks, frame and
/// coordinates.
pub(super) fn board(out: &mut String, ink: &mut Ink, script: Script) {
    let (right, bottom) = (OX + 8.0 * CELL, OY + 9.0 * CELL);
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"{BOARD}\"/>",
        num(OX - PAD),
        num(OY - PAD),
        num(8.0 * CELL + 2.0 * PAD),
        num(9.0 * CELL + 2.0 * PAD)
    );
    let mut d = String::new();
    for rank in 0..10 {
        let y = OY + f64::from(rank) * CELL;
        let _ = write!(d, "M{} {}H{}", num(OX), num(y), num(right));
    }
    for file in 1..8 {
        let x = OX + f64::from(file) * CELL;
        // Inner files stop at the river.
        let _ = write!(d, "M{x} {}V{}", num(OY), num(OY + 4.0 * CELL), x = num(x));
        let _ = write!(
            d,
            "M{x} {}V{}",
            num(OY + 5.0 * CELL),
            num(bottom),
            x = num(x)
        );
    }
    // The palaces' diagonals: d9–f7 and f9–d7 on black's side, d2–f0 and f2–d0 on red's.
    for top in [OY, OY + 7.0 * CELL] {
        let (l, r, b) = (OX + 3.0 * CELL, OX + 5.0 * CELL, top + 2.0 * CELL);
        let _ = write!(
            d,
            "M{} {}L{} {}M{} {}L{} {}",
            num(l),
            num(top),
            num(r),
            num(b),
            num(r),
            num(top),
            num(l),
            num(b)
        );
    }
    let _ = writeln!(
        out,
        "<path d=\"{d}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"1.2\"/>"
    );
    let _ = writeln!(
        out,
        "<path d=\"{}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"1\"/>",
        point_marks()
    );
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{INK}\" \
         stroke-width=\"2.4\"/>",
        num(OX),
        num(OY),
        num(8.0 * CELL),
        num(9.0 * CELL)
    );
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{INK}\" \
         stroke-width=\"1.2\"/>",
        num(OX - 6.0),
        num(OY - 6.0),
        num(8.0 * CELL + 12.0),
        num(9.0 * CELL + 12.0)
    );
    let river = OY + 4.5 * CELL + 9.0;
    for (file, c) in RIVER_WORDS {
        let style = Style {
            size: 26.0,
            fill: INK,
            bold: false,
            anchor: Anchor::Middle,
        };
        let word = script.river(c);
        ink.text(out, script.face(), (OX + file * CELL, river), style, word);
    }
    // File numbers: black's 1–9 from black's right along the top, red's 九…一 along the bottom;
    // the ICCS files a–i below the board and ranks 0–9 to its left, in grey.
    let numbers = Style {
        size: 13.0,
        fill: INK,
        bold: false,
        anchor: Anchor::Middle,
    };
    let coordinates = Style {
        size: 11.0,
        fill: LEAD_IN,
        ..numbers
    };
    for file in 0..9u8 {
        let x = OX + f64::from(file) * CELL;
        let black = (file + 1).to_string();
        ink.text(out, sans(), (x, OY - 26.5), numbers, &black);
        let red = RED_NUMERALS[8 - usize::from(file)];
        ink.text(out, sans(), (x, bottom + 35.5), numbers, red);
        let letter = char::from(b'a' + file).to_string();
        ink.text(out, sans(), (x, bottom + PAD + 14.0), coordinates, &letter);
    }
    for rank in 0..10 {
        let y = OY + f64::from(9 - rank) * CELL + 4.0;
        ink.text(
            out,
            sans(),
            (OX - PAD - 10.0, y),
            coordinates,
            &rank.to_string(),
        );
    }
}

/// The corner marks of the cannons' and pawns' starting points.
fn point_marks() -> String {
    let (gap, len) = (3.5, 9.0);
    let mut points: Vec<(i32, i32)> = Vec::new();
    for rank in [3, 6] {
        points.extend([0, 2, 4, 6, 8].map(|f| (f, rank)));
    }
    for rank in [2, 7] {
        points.extend([1, 7].map(|f| (f, rank)));
    }
    let mut d = String::new();
    for (file, rank) in points {
        let (x, y) = (OX + f64::from(file) * CELL, OY + f64::from(9 - rank) * CELL);
        for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            if (file == 0 && dx < 0.0) || (file == 8 && dx > 0.0) {
                continue;
            }
            let _ = write!(
                d,
                "M{} {}V{}H{}",
                num(x + dx * gap),
                num(y + dy * (gap + len)),
                num(y + dy * gap),
                num(x + dx * (gap + len))
            );
        }
    }
    d
}

/// Every piece: red as light discs with a double ring, black as dark discs.
fn pieces(out: &mut String, ink: &mut Ink, picture: &Picture, script: Script) {
    let mut on_board: Vec<(Square, Piece)> = picture.position.pieces().collect();
    on_board.sort_by_key(|(sq, _)| sq.index());
    for (sq, piece) in on_board {
        draw_piece(out, ink, centre(sq), piece, script);
        out.push('\n');
    }
}

/// One piece centred on `(cx, cy)`: its disc, and its character in `script`, in outline.
pub(super) fn draw_piece(
    out: &mut String,
    ink: &mut Ink,
    (cx, cy): (f64, f64),
    piece: Piece,
    script: Script,
) {
    let (x, y) = (num(cx), num(cy));
    match piece.color {
        Color::Red => {
            let _ = write!(
                out,
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"{LIGHT}\" stroke=\"{RED}\" \
                 stroke-width=\"2\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"none\" \
                 stroke=\"{RED}\" stroke-width=\"1\"/>",
                num(RADIUS),
                num(RADIUS - 4.0)
            );
        }
        Color::Black => {
            let _ = write!(
                out,
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"{DARK}\" stroke=\"#000000\" \
                 stroke-width=\"1\"/>",
                num(RADIUS)
            );
        }
    }
    let colour = match piece.color {
        Color::Red => RED,
        Color::Black => LIGHT,
    };
    let style = Style {
        size: 24.0,
        fill: colour,
        bold: false,
        anchor: Anchor::Middle,
    };
    ink.text(
        out,
        script.face(),
        (cx, cy + 0.38 * 24.0),
        style,
        &script.character(piece).to_string(),
    );
}

/// A dashed ring on each point a move goes to that is empty in the position drawn, in the
/// colour of the move's arrow (of a judged one, where several go there): the arrow ends at its
/// edge as at a piece's.
fn landings(out: &mut String, picture: &Picture) {
    let mut rings: Vec<(Square, &str)> = Vec::new();
    for a in picture
        .arrows
        .iter()
        .filter(|a| !a.judged)
        .chain(picture.arrows.iter().filter(|a| a.judged))
    {
        if picture.position.piece_at(a.to).is_some() {
            continue;
        }
        let colour = arrow_colour(a);
        match rings.iter_mut().find(|(sq, _)| *sq == a.to) {
            Some(ring) => ring.1 = colour,
            None => rings.push((a.to, colour)),
        }
    }
    for (sq, colour) in rings {
        let (x, y) = centre(sq);
        let _ = writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#ffffff\" fill-opacity=\"0.35\" \
             stroke=\"{colour}\" stroke-width=\"1.4\" stroke-dasharray=\"4 3\"/>",
            num(x),
            num(y),
            num(RADIUS - 1.0)
        );
    }
}

/// The colour of a move's arrow: the mover's, grey for a lead-in move.
fn arrow_colour(a: &Arrow) -> &'static str {
    match (a.judged, a.side) {
        (false, _) => LEAD_IN,
        (true, Color::Red) => RED_ARROW,
        (true, Color::Black) => BLACK_ARROW,
    }
}

/// The arrows, lead-in first, then their ply labels on top, as [`Layout`] places them.
fn arrows(out: &mut String, ink: &mut Ink, layout: &Layout) {
    let mut labels = String::new();
    for placed in &layout.arrows {
        let (a, curve) = (&placed.arrow, &placed.curve);
        let colour = arrow_colour(a);
        let base = curve.base();
        let d = format!(
            "M{} {}Q{} {} {} {}",
            num(curve.start.0),
            num(curve.start.1),
            num(curve.control.0),
            num(curve.control.1),
            num(base.0),
            num(base.1)
        );
        let _ = write!(
            out,
            "<g fill=\"none\" opacity=\"0.9\"><path d=\"{d}\" stroke=\"#ffffff\" \
             stroke-width=\"6\" stroke-linecap=\"round\" opacity=\"0.7\"/><path d=\"{d}\" \
             stroke=\"{colour}\" stroke-width=\"{}\"{}/>",
            if a.judged { "3" } else { "2.2" },
            if a.judged {
                ""
            } else {
                " stroke-dasharray=\"5 3\""
            },
        );
        let head: Vec<String> = curve
            .head()
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let _ = writeln!(
            out,
            "<polygon points=\"{}\" fill=\"{colour}\" stroke=\"#ffffff\" stroke-width=\"1\" \
             stroke-linejoin=\"round\"/></g>",
            head.join(" ")
        );
        let (fill, stroke, ink_colour) = match (a.judged, a.side) {
            (false, _) => ("#ffffff", LEAD_IN, "#555555"),
            (true, Color::Red) => ("#ffffff", RED, RED),
            (true, Color::Black) => (DARK, DARK, "#ffffff"),
        };
        let r = placed.label;
        if let Some((from, to)) = placed.leader {
            let _ = write!(
                labels,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\" \
                 stroke-width=\"1.2\" stroke-dasharray=\"2 2\"/>",
                num(from.0),
                num(from.1),
                num(to.0),
                num(to.1)
            );
        }
        let _ = write!(
            labels,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{fill}\" \
             stroke=\"{stroke}\" stroke-width=\"1.2\"/>",
            num(r.centre.0 - r.size.0 / 2.0),
            num(r.centre.1 - r.size.1 / 2.0),
            num(r.size.0),
            num(r.size.1),
            num(r.size.1 / 2.0),
        );
        let style = Style {
            size: LABEL_SIZE,
            fill: ink_colour,
            bold: true,
            anchor: Anchor::Middle,
        };
        ink.text(
            &mut labels,
            sans(),
            (r.centre.0, r.centre.1 + 4.0),
            style,
            &placed.text,
        );
        labels.push('\n');
    }
    out.push_str(&labels);
}

/// A label's width for its text.
pub(super) fn label_width(text: &str) -> f64 {
    sans().width(text, LABEL_SIZE) + 9.0
}

/// Splits a caption line into lines that fit `width` pixels at the caption size: at spaces, or
/// anywhere in a run of Chinese.
fn wrap(text: &str, width: f64) -> Vec<String> {
    let advance = |c: char| sans().advance(c) * CAPTION_SIZE / UNITS_PER_EM;
    let mut lines = Vec::new();
    let (mut line, mut used) = (String::new(), 0.0);
    for word in text.split(' ') {
        let w: f64 = word.chars().map(advance).sum();
        let space = if line.is_empty() { 0.0 } else { advance(' ') };
        if !line.is_empty() && used + space + w > width {
            lines.push(std::mem::take(&mut line));
            used = 0.0;
        } else if !line.is_empty() {
            line.push(' ');
            used += space;
        }
        for c in word.chars() {
            if used + advance(c) > width && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                used = 0.0;
            }
            line.push(c);
            used += advance(c);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Where a line of text stands relative to its point.
#[derive(Clone, Copy, Debug)]
enum Anchor {
    /// The line starts at the point.
    Start,
    /// The line is centred on the point.
    Middle,
}

/// How a line of text is drawn.
#[derive(Clone, Copy, Debug)]
struct Style<'a> {
    /// The font size in pixels.
    size: f64,
    /// The colour.
    fill: &'a str,
    /// Emboldened by a stroke of the glyphs' own colour.
    bold: bool,
    /// Where the line stands.
    anchor: Anchor,
}

/// The glyph outlines a picture uses: each drawn where it stands with `<use>`, and defined once
/// in the picture's `<defs>`.
#[derive(Default)]
pub(super) struct Ink {
    /// Glyph id → path data, for the `<defs>`.
    used: BTreeMap<String, &'static str>,
}

impl Ink {
    /// Draws a line of text with its baseline through `at`, in the outlines of `face`. The
    /// text itself is kept as the group's `aria-label`, for readers and for search.
    fn text(&mut self, out: &mut String, face: &Face, at: (f64, f64), style: Style, text: &str) {
        let width = face.width(text, style.size);
        let x = match style.anchor {
            Anchor::Start => at.0,
            Anchor::Middle => at.0 - width / 2.0,
        };
        let _ = write!(
            out,
            "<g aria-label=\"{}\" fill=\"{}\" transform=\"translate({} {}) scale({})\"{}>",
            xml_escape(text),
            style.fill,
            num(x),
            num(at.1),
            scale(style.size / UNITS_PER_EM),
            if style.bold {
                format!(" stroke=\"{}\" stroke-width=\"45\"", style.fill)
            } else {
                String::new()
            }
        );
        let mut pen = 0.0;
        for c in text.chars() {
            match face.glyph(c) {
                Some(g) if g.path.is_empty() => {}
                Some(g) => {
                    let id = face.glyph_id(c);
                    let _ = write!(out, "<use xlink:href=\"#{id}\" x=\"{}\"/>", num(pen));
                    self.used.insert(id, g.path);
                }
                None => {
                    let _ = write!(
                        out,
                        "<text x=\"{}\" font-size=\"{UNITS_PER_EM}\" font-family=\"{FONTS}\">{}</text>",
                        num(pen),
                        xml_escape(&c.to_string())
                    );
                }
            }
            pen += face.advance(c);
        }
        out.push_str("</g>");
    }

    /// The `<defs>` holding every outline used, in a fixed order.
    pub(super) fn defs(&self, out: &mut String) {
        out.push_str("<defs>");
        for (id, path) in &self.used {
            let _ = write!(out, "<path id=\"{id}\" d=\"{path}\"/>");
        }
        out.push_str("</defs>\n");
    }
}

/// A scale factor with at most four decimals.
fn scale(v: f64) -> String {
    let s = format!("{v:.4}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A coordinate with at most one decimal.
pub(super) fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_at_most_one_decimal() {
        assert_eq!(num(48.0), "48");
        assert_eq!(num(12.345), "12.3");
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(-2.5), "-2.5");
    }

    #[test]
    fn captions_wrap_at_spaces_and_in_chinese() {
        assert_eq!(wrap("one two three", 60.0), vec!["one two", "three"]);
        assert_eq!(wrap("车八平九炮１平５", 56.0), vec!["车八平九", "炮１平５"]);
        assert!(wrap("", 100.0).is_empty());
    }
}
