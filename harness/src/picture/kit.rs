//! The parts of a board picture for a page that moves the pieces itself: the empty board, and
//! one drawing of each piece to place on it. Both are drawn by the same code as the pictures,
//! characters in outline, so the page's board looks like them and reads without Chinese fonts.

use super::svg::{CELL, Ink, OX, OY, PAD, RADIUS, Script, WIDTH, board, draw_piece, num};
use crate::i18n::Lang;
use qili_oracle::{Color, Piece, PieceKind};
use std::fmt::Write as _;

/// An SVG document: the empty board with its coordinates, and in `<defs>` one group per piece,
/// centred on the origin, with the id `piece-` and the piece's FEN letter (`piece-R` is a red
/// rook, `piece-c` a black cannon). The root element says where the points are: `data-left`
/// and `data-top` are the centre of `a9` (the top-left point), `data-cell` the distance between
/// two points, `data-radius` a piece's radius. The pieces and the river are in `lang`'s script,
/// as its pictures print them (traditional characters in `zh-Hant`).
pub fn board_kit(lang: Lang) -> String {
    let script = Script::of(lang);
    let height = OY + 9.0 * CELL + PAD + 22.0;
    let mut ink = Ink::default();
    let mut pieces = String::from("<defs>\n");
    for color in Color::ALL {
        for kind in PieceKind::ALL {
            let piece = Piece::new(color, kind);
            let _ = write!(pieces, "<g id=\"piece-{}\">", piece.fen_letter());
            draw_piece(&mut pieces, &mut ink, (0.0, 0.0), piece, script);
            pieces.push_str("</g>\n");
        }
    }
    pieces.push_str("</defs>\n");
    let mut body = String::new();
    board(&mut body, &mut ink, script);

    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" \
         xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" data-left=\"{}\" data-top=\"{}\" data-cell=\"{}\" \
         data-radius=\"{}\">",
        num(OX),
        num(OY),
        num(CELL),
        num(RADIUS),
        w = num(WIDTH),
        h = num(height),
    );
    ink.defs(&mut out);
    out.push_str(&pieces);
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}
