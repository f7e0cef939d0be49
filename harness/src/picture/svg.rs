//! Drawing a [`Picture`] as SVG by plain string building: no external fonts, images or links,
//! coordinates rounded to one decimal, so the same picture is always the same bytes.
//!
//! Red's pieces are light discs with a double ring and red characters; black's are dark discs
//! with light characters, so the two sides stay apart when printed in grey. Arrows carry their
//! ply numbers on labels styled like the mover's pieces.

use super::{Arrow, Picture};
use crate::report::xml_escape;
use qili_oracle::{Color, Piece, PieceKind, Square};
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
/// Fonts with Chinese characters found on common systems, then the generic fallback.
pub(super) const FONTS: &str = "'Noto Serif CJK SC', 'Source Han Serif SC', 'Songti SC', STSong, SimSun, \
                     'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Microsoft YaHei', serif";

const INK: &str = "#4a3520";
const BOARD: &str = "#f5e6c4";
const RED: &str = "#b3261e";
const DARK: &str = "#1c1c1c";
const LIGHT: &str = "#fffaf0";
const RED_ARROW: &str = "#c0392b";
const BLACK_ARROW: &str = "#1d3f7a";
const LEAD_IN: &str = "#8a8a8a";

const RED_NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

impl Picture {
    /// The picture as an SVG document.
    pub fn svg(&self) -> String {
        let caption = self.caption_lines();
        let height = CAPTION_TOP + LINE * (caption.len() as f64 - 1.0) + 14.0;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FONTS}\">",
            w = num(WIDTH),
            h = num(height),
        );
        let title = self.heading.as_deref().unwrap_or("Xiangqi position");
        let _ = writeln!(out, "<title>{}</title>", xml_escape(title));
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
        let _ = writeln!(
            out,
            "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
            num(WIDTH),
            num(height)
        );
        board(&mut out);
        pieces(&mut out, self);
        arrows(&mut out, &self.arrows);
        for (i, (text, bold)) in caption.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text x=\"20\" y=\"{}\" font-size=\"{}\"{} fill=\"#222222\">{}</text>",
                num(CAPTION_TOP + LINE * i as f64),
                num(CAPTION_SIZE),
                if *bold { " font-weight=\"bold\"" } else { "" },
                xml_escape(text)
            );
        }
        out.push_str("</svg>\n");
        out
    }

    /// The caption, wrapped to the picture's width: (line, bold).
    fn caption_lines(&self) -> Vec<(String, bool)> {
        let width = WIDTH - 40.0;
        let mut lines: Vec<(String, bool)> = Vec::new();
        if let Some(h) = &self.heading {
            lines.extend(wrap(h, width).into_iter().map(|l| (l, true)));
        }
        let side = match self.position.side_to_move() {
            Color::Red => "Red to move (红先)",
            Color::Black => "Black to move (黑先)",
        };
        lines.push((side.to_string(), false));
        for c in &self.caption {
            lines.extend(wrap(c, width).into_iter().map(|l| (l, false)));
        }
        lines
    }
}

/// The board: background, grid, palaces, river, point marks, frame and coordinates.
pub(super) fn board(out: &mut String) {
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
    let _ = write!(
        out,
        "<g font-size=\"26\" fill=\"{INK}\" text-anchor=\"middle\">"
    );
    for (file, c) in [(1.5, "楚"), (2.5, "河"), (5.5, "汉"), (6.5, "界")] {
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\">{c}</text>",
            num(OX + file * CELL),
            num(river)
        );
    }
    out.push_str("</g>\n");
    // File numbers: black's 1–9 from black's right along the top, red's 九…一 along the bottom;
    // the ICCS files a–i below the board and ranks 0–9 to its left, in grey.
    let _ = write!(
        out,
        "<g font-size=\"13\" fill=\"{INK}\" text-anchor=\"middle\">"
    );
    for file in 0..9 {
        let x = num(OX + f64::from(file) * CELL);
        let _ = write!(
            out,
            "<text x=\"{x}\" y=\"{}\">{}</text><text x=\"{x}\" y=\"{}\">{}</text>",
            num(OY - 26.5),
            file + 1,
            num(bottom + 35.5),
            RED_NUMERALS[8 - file as usize]
        );
    }
    out.push_str("</g>\n");
    let _ = write!(
        out,
        "<g font-size=\"11\" fill=\"{LEAD_IN}\" text-anchor=\"middle\">"
    );
    for file in 0..9u8 {
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\">{}</text>",
            num(OX + f64::from(file) * CELL),
            num(bottom + PAD + 14.0),
            char::from(b'a' + file)
        );
    }
    for rank in 0..10 {
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\">{rank}</text>",
            num(OX - PAD - 10.0),
            num(OY + f64::from(9 - rank) * CELL + 4.0)
        );
    }
    out.push_str("</g>\n");
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

/// The centre of a point of the grid.
fn centre(sq: Square) -> (f64, f64) {
    (
        OX + f64::from(sq.file().index()) * CELL,
        OY + f64::from(9 - sq.rank().index()) * CELL,
    )
}

/// Every piece: red as light discs with a double ring, black as dark discs.
fn pieces(out: &mut String, picture: &Picture) {
    let mut on_board: Vec<(Square, Piece)> = picture.position.pieces().collect();
    on_board.sort_by_key(|(sq, _)| sq.index());
    for (sq, piece) in on_board {
        draw_piece(out, centre(sq), piece);
        out.push('\n');
    }
}

/// One piece centred on `(cx, cy)`: its disc and its character.
pub(super) fn draw_piece(out: &mut String, (cx, cy): (f64, f64), piece: Piece) {
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
    let _ = write!(
        out,
        "<text x=\"{x}\" y=\"{}\" font-size=\"24\" font-weight=\"bold\" fill=\"{colour}\" \
         text-anchor=\"middle\">{}</text>",
        num(cy + 8.5),
        character(piece)
    );
}

/// The character on a piece: 帅仕相马车炮兵 for red, 将士象马车炮卒 for black.
fn character(piece: Piece) -> char {
    let red = piece.color == Color::Red;
    match piece.kind {
        PieceKind::General if red => '帅',
        PieceKind::General => '将',
        PieceKind::Advisor if red => '仕',
        PieceKind::Advisor => '士',
        PieceKind::Elephant if red => '相',
        PieceKind::Elephant => '象',
        PieceKind::Horse => '马',
        PieceKind::Rook => '车',
        PieceKind::Cannon => '炮',
        PieceKind::Pawn if red => '兵',
        PieceKind::Pawn => '卒',
    }
}

/// The arrows, lead-in first, then their ply labels on top. Each arrow leaves the moving
/// piece's disc and bends to the right of its direction, so a move and the move back stay
/// apart, a one-step move stays visible beside the discs, and a move along a line runs between
/// the pieces of the neighbouring line.
fn arrows(out: &mut String, arrows: &[Arrow]) {
    let ordered: Vec<&Arrow> = arrows
        .iter()
        .filter(|a| !a.judged)
        .chain(arrows.iter().filter(|a| a.judged))
        .collect();
    let mut labels = String::new();
    let mut placed: Vec<(f64, f64, f64)> = Vec::new();
    for a in ordered {
        let curve = Curve::new(centre(a.from), centre(a.to));
        let colour = match (a.judged, a.side) {
            (false, _) => LEAD_IN,
            (true, Color::Red) => RED_ARROW,
            (true, Color::Black) => BLACK_ARROW,
        };
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
            d = curve.path(),
        );
        let _ = writeln!(
            out,
            "<polygon points=\"{}\" fill=\"{colour}\" stroke=\"#ffffff\" stroke-width=\"1\" \
             stroke-linejoin=\"round\"/></g>",
            curve.head()
        );
        let text: Vec<String> = a.plies.iter().map(usize::to_string).collect();
        let text = text.join(",");
        let width = 6.5 * text.chars().count() as f64 + 9.0;
        // By the middle of the arrow, or further along it where another label stands there.
        let at = [0.5, 0.35, 0.65, 0.2, 0.8]
            .map(|t| curve.label_at(t, width))
            .into_iter()
            .find(|&(x, y)| {
                placed.iter().all(|&(px, py, pw)| {
                    (x - px).abs() > (width + pw) / 2.0 + 1.0 || (y - py).abs() > 16.0
                })
            })
            .unwrap_or_else(|| curve.label_at(0.5, width));
        placed.push((at.0, at.1, width));
        let (fill, stroke, ink) = match (a.judged, a.side) {
            (false, _) => ("#ffffff", LEAD_IN, "#555555"),
            (true, Color::Red) => ("#ffffff", RED, RED),
            (true, Color::Black) => (DARK, DARK, "#ffffff"),
        };
        let _ = writeln!(
            labels,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"15\" rx=\"7.5\" fill=\"{fill}\" \
             stroke=\"{stroke}\" stroke-width=\"1.2\"/><text x=\"{}\" y=\"{}\" font-size=\"11\" \
             font-weight=\"bold\" fill=\"{ink}\" text-anchor=\"middle\">{text}</text>",
            num(at.0 - width / 2.0),
            num(at.1 - 7.5),
            num(width),
            num(at.0),
            num(at.1 + 4.0)
        );
    }
    out.push_str(&labels);
}

/// An arrow's shape: a quadratic curve from the edge of the moving piece's disc to the edge of
/// the destination's, bent to the right of the move's direction; the arrowhead ends it.
struct Curve {
    start: (f64, f64),
    control: (f64, f64),
    tip: (f64, f64),
    /// The right-hand normal of the move's direction, for placing labels beyond a one-step hop;
    /// none for a long move, whose labels sit on the curve.
    hop: Option<(f64, f64)>,
}

impl Curve {
    const HEAD: f64 = 10.0;

    fn new(from: (f64, f64), to: (f64, f64)) -> Curve {
        let length = (to.0 - from.0).hypot(to.1 - from.1);
        let (ux, uy) = ((to.0 - from.0) / length, (to.1 - from.1) / length);
        let (nx, ny) = (-uy, ux);
        // How far round from the move's direction the arrow leaves and reaches the discs, and
        // how far the control point stands to the right of the line between the points. A long
        // move's curve runs about half a cell off the line; a one-step move hops over the gap
        // between two discs.
        let short = length < 1.5 * CELL;
        let (angle, bend): (f64, f64) = if short { (1.2, 46.0) } else { (0.7, 30.0) };
        let (along, across) = ((RADIUS + 1.0) * angle.cos(), (RADIUS + 1.0) * angle.sin());
        Curve {
            start: (
                from.0 + ux * along + nx * across,
                from.1 + uy * along + ny * across,
            ),
            control: (
                (from.0 + to.0) / 2.0 + nx * bend,
                (from.1 + to.1) / 2.0 + ny * bend,
            ),
            tip: (
                to.0 - ux * along + nx * across,
                to.1 - uy * along + ny * across,
            ),
            hop: short.then_some((nx, ny)),
        }
    }

    /// The point at `t` (0 = start, 1 = tip).
    fn point(&self, t: f64) -> (f64, f64) {
        let (a, b, c) = ((1.0 - t) * (1.0 - t), 2.0 * (1.0 - t) * t, t * t);
        (
            a * self.start.0 + b * self.control.0 + c * self.tip.0,
            a * self.start.1 + b * self.control.1 + c * self.tip.1,
        )
    }

    /// Where a label `width` wide goes for the point at `t`: on a long curve, or just beyond a
    /// one-step hop so that the hop stays visible.
    fn label_at(&self, t: f64, width: f64) -> (f64, f64) {
        let (x, y) = self.point(t);
        match self.hop {
            Some((nx, ny)) => {
                let shift = nx.abs() * width / 2.0 + ny.abs() * 7.5 + 3.0;
                (x + nx * shift, y + ny * shift)
            }
            None => (x, y),
        }
    }

    /// The direction in which the curve arrives at the tip.
    fn arrival(&self) -> (f64, f64) {
        let (dx, dy) = (self.tip.0 - self.control.0, self.tip.1 - self.control.1);
        let length = dx.hypot(dy);
        (dx / length, dy / length)
    }

    /// Where the line stops and the arrowhead begins.
    fn base(&self) -> (f64, f64) {
        let (dx, dy) = self.arrival();
        (self.tip.0 - dx * Self::HEAD, self.tip.1 - dy * Self::HEAD)
    }

    /// The line, as SVG path data.
    fn path(&self) -> String {
        let base = self.base();
        format!(
            "M{} {}Q{} {} {} {}",
            num(self.start.0),
            num(self.start.1),
            num(self.control.0),
            num(self.control.1),
            num(base.0),
            num(base.1)
        )
    }

    /// The arrowhead, as SVG polygon points.
    fn head(&self) -> String {
        let (dx, dy) = self.arrival();
        let base = self.base();
        let half = Self::HEAD * 0.55;
        format!(
            "{},{} {},{} {},{}",
            num(self.tip.0),
            num(self.tip.1),
            num(base.0 - dy * half),
            num(base.1 + dx * half),
            num(base.0 + dy * half),
            num(base.1 - dx * half)
        )
    }
}

/// Splits a caption line into lines that fit `width` pixels at the caption size: at spaces, or
/// anywhere in a run of Chinese.
fn wrap(text: &str, width: f64) -> Vec<String> {
    let advance = |c: char| {
        if c as u32 >= 0x2E80 {
            CAPTION_SIZE
        } else {
            CAPTION_SIZE * 0.55
        }
    };
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
