//! The parts of a board picture for a page that moves the pieces itself: the empty board, and
//! one drawing of each piece to place on it. Both are drawn by the same code as the pictures, so
//! the page's board looks like them.

use super::svg::{CELL, FONTS, OX, OY, PAD, RADIUS, WIDTH, board, draw_piece, num};
use qili_oracle::{Color, Piece, PieceKind};
use std::fmt::Write as _;

/// An SVG document: the empty board with its coordinates, and in `<defs>` one group per piece,
/// centred on the origin, with the id `piece-` and the piece's FEN letter (`piece-R` is a red
/// rook, `piece-c` a black cannon). The root element says where the points are: `data-left`
/// and `data-top` are the centre of `a9` (the top-left point), `data-cell` the distance between
/// two points, `data-radius` a piece's radius.
pub fn board_kit() -> String {
    let height = OY + 9.0 * CELL + PAD + 22.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"{FONTS}\" data-left=\"{}\" data-top=\"{}\" \
         data-cell=\"{}\" data-radius=\"{}\">",
        num(OX),
        num(OY),
        num(CELL),
        num(RADIUS),
        w = num(WIDTH),
        h = num(height),
    );
    out.push_str("<defs>\n");
    for color in Color::ALL {
        for kind in PieceKind::ALL {
            let piece = Piece::new(color, kind);
            let _ = write!(out, "<g id=\"piece-{}\">", piece.fen_letter());
            draw_piece(&mut out, (0.0, 0.0), piece);
            out.push_str("</g>\n");
        }
    }
    out.push_str("</defs>\n");
    board(&mut out);
    out.push_str("</svg>\n");
    out
}
