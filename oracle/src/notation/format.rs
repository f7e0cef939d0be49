//! Writing moves in ICCS, WXF and Chinese notation.

use super::Notation;
use super::resolve::{file_mates, move_number};
use super::side_file;
use crate::board::{Color, PieceKind};
use crate::moves::Move;
use crate::position::Position;

const RED_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULL_WIDTH: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Writes a legal move of this position in a notation. Chinese moves use Chinese numerals for red
/// and full-width digits for black; pieces in one file are told apart by 前/后 (two), 前/中/后
/// (three) or 一…五 (more); where another file holds several of the same pieces too, the file is
/// written as well (`前兵七进一`). WXF does the same with `+`/`-` and `1`…`5`.
pub fn format_move(pos: &Position, mv: Move, notation: Notation) -> String {
    if notation == Notation::Iccs {
        return mv.iccs();
    }
    let piece = pos
        .piece_at(mv.from)
        .expect("format_move is given a legal move");
    let side = piece.color;
    let mates = file_mates(pos, mv.from);
    let place = mates
        .iter()
        .position(|s| *s == mv.from)
        .expect("on its file");
    // Another file with several of the same piece makes a bare tandem mark ambiguous.
    let other_tandem_file = pos
        .pieces()
        .any(|(sq, p)| p == piece && sq.file() != mv.from.file() && file_mates(pos, sq).len() >= 2);
    let (from_rank, to_rank) = (mv.from.rank().index() as i32, mv.to.rank().index() as i32);
    let ahead = match side {
        Color::Red => to_rank - from_rank,
        Color::Black => from_rank - to_rank,
    };
    let number = move_number(piece.kind, side, mv, ahead);
    let file = side_file(side, mv.from);
    match notation {
        Notation::Iccs => unreachable!("handled above"),
        Notation::Wxf => {
            let letter = wxf_letter(piece.kind);
            let op = match ahead.signum() {
                1 => '+',
                -1 => '-',
                _ => '.',
            };
            let head = match mates.len() {
                1 => format!("{letter}{file}"),
                n => {
                    let mark = match (n, place) {
                        (2, 0) => "+".to_string(),
                        (2, _) => "-".to_string(),
                        (_, i) => (i + 1).to_string(),
                    };
                    if other_tandem_file {
                        format!("{mark}{letter}{file}")
                    } else {
                        format!("{mark}{letter}")
                    }
                }
            };
            format!("{head}{op}{number}")
        }
        Notation::Chinese => {
            let digit = |n: u8| match side {
                Color::Red => RED_NUMERALS[n as usize - 1],
                Color::Black => FULL_WIDTH[n as usize - 1],
            };
            let name = chinese_piece(piece.kind, side);
            let action = match ahead.signum() {
                1 => '进',
                -1 => '退',
                _ => '平',
            };
            let head = match mates.len() {
                1 => format!("{name}{}", digit(file)),
                n => {
                    let mark = match (n, place) {
                        (2, 0) | (3, 0) => '前',
                        (2, _) | (3, 2) => '后',
                        (3, _) => '中',
                        (_, i) => RED_NUMERALS[i],
                    };
                    if other_tandem_file {
                        format!("{mark}{name}{}", digit(file))
                    } else {
                        format!("{mark}{name}")
                    }
                }
            };
            format!("{head}{action}{}", digit(number))
        }
    }
}

/// The characters of Chinese move notation that traditional script writes otherwise, each
/// simplified character with its traditional form: 车 車, 马 馬, 帅 帥, 将 將, 进 進, 后 後. The
/// other pieces (炮 仕 士 相 象 兵 卒), 平, 退, 前, 中 and the numerals are the same in both
/// scripts.
pub const TRADITIONAL: [(char, char); 6] = [
    ('车', '車'),
    ('马', '馬'),
    ('帅', '帥'),
    ('将', '將'),
    ('进', '進'),
    ('后', '後'),
];

/// A move written in Chinese notation (as [`format_move`] writes it, in simplified characters)
/// in traditional characters ([`TRADITIONAL`]), as Taiwan and Hong Kong print moves. Other text
/// passes through unchanged. The reader takes either script.
pub fn to_traditional(simplified: &str) -> String {
    simplified
        .chars()
        .map(|c| {
            TRADITIONAL
                .iter()
                .find(|(s, _)| *s == c)
                .map_or(c, |(_, t)| *t)
        })
        .collect()
}

/// Writes a sequence of moves played from `start`, each in the position it is played in.
pub fn format_moves(start: &Position, moves: &[Move], notation: Notation) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|&m| {
            let text = format_move(&pos, m, notation);
            pos = pos.play_unchecked(m);
            text
        })
        .collect()
}

fn wxf_letter(kind: PieceKind) -> char {
    match kind {
        PieceKind::General => 'K',
        PieceKind::Advisor => 'A',
        PieceKind::Elephant => 'E',
        PieceKind::Horse => 'H',
        PieceKind::Rook => 'R',
        PieceKind::Cannon => 'C',
        PieceKind::Pawn => 'P',
    }
}

/// The usual simplified character for a piece of each side.
pub(crate) fn chinese_piece(kind: PieceKind, side: Color) -> char {
    match (kind, side) {
        (PieceKind::General, Color::Red) => '帅',
        (PieceKind::General, Color::Black) => '将',
        (PieceKind::Advisor, Color::Red) => '仕',
        (PieceKind::Advisor, Color::Black) => '士',
        (PieceKind::Elephant, Color::Red) => '相',
        (PieceKind::Elephant, Color::Black) => '象',
        (PieceKind::Horse, _) => '马',
        (PieceKind::Rook, _) => '车',
        (PieceKind::Cannon, _) => '炮',
        (PieceKind::Pawn, Color::Red) => '兵',
        (PieceKind::Pawn, Color::Black) => '卒',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;

    fn all(pos: &Position, text: &str, notation: Notation) -> String {
        let moves = parse_moves(pos, text).unwrap();
        format_moves(pos, &moves, notation).join(" ")
    }

    #[test]
    fn opening_in_three_notations() {
        let p = Position::start();
        let line = "h2e2 h9g7 h0g2 i9h9";
        assert_eq!(
            all(&p, line, Notation::Chinese),
            "炮二平五 马８进７ 马二进三 车９平８"
        );
        assert_eq!(all(&p, line, Notation::Wxf), "C2.5 H8+7 H2+3 R9.8");
        assert_eq!(all(&p, line, Notation::Iccs), line);
    }

    /// Traditional moves: the pieces, directions and tandem marks that differ from the
    /// simplified ones, red's numerals and black's full-width digits kept; and they read back to
    /// the same moves.
    #[test]
    fn traditional_moves_read_back_to_the_same_moves() {
        let p = Position::start();
        let line = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 e3e4 e6e5";
        let simplified = all(&p, line, Notation::Chinese);
        let traditional = to_traditional(&simplified);
        assert_eq!(
            traditional,
            "炮二平五 馬８進７ 馬二進三 車９平８ 車一平二 馬２進３ 兵五進一 卒５進１"
        );
        let back = parse_moves(&p, &traditional).unwrap();
        assert_eq!(format_moves(&p, &back, Notation::Iccs).join(" "), line);
        let q = Position::from_fen("3k5/9/9/9/7R1/9/9/7R1/9/4K4 w").unwrap();
        let rear = to_traditional(&all(&q, "h2h1", Notation::Chinese));
        assert_eq!(rear, "後車退一");
        assert_eq!(parse_moves(&q, &rear).unwrap()[0].iccs(), "h2h1");
        let generals = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w").unwrap();
        let both = to_traditional(&all(&generals, "e0e1 d9d8", Notation::Chinese));
        assert_eq!(both, "帥五進一 將４進１");
        assert_eq!(
            format_moves(
                &generals,
                &parse_moves(&generals, &both).unwrap(),
                Notation::Iccs
            )
            .join(" "),
            "e0e1 d9d8"
        );
    }

    #[test]
    fn tandem_marks() {
        let p = Position::from_fen("3k5/9/9/2P1P4/2P1P4/4P4/9/9/9/5K3 w").unwrap();
        // Three pawns on file 五 (e), two on 七 (c).
        assert_eq!(all(&p, "e6e7", Notation::Chinese), "前兵五进一");
        assert_eq!(all(&p, "e5f5", Notation::Chinese), "中兵五平四");
        assert_eq!(all(&p, "c6c7", Notation::Chinese), "前兵七进一");
        assert_eq!(all(&p, "e5f5", Notation::Wxf), "2P5.4");
        assert_eq!(all(&p, "c5b5", Notation::Wxf), "-P7.8");
        let q = Position::from_fen("3k5/9/9/9/7R1/9/9/7R1/9/4K4 w").unwrap();
        assert_eq!(all(&q, "h5h6", Notation::Chinese), "前车进一");
        assert_eq!(all(&q, "h2h1", Notation::Wxf), "-R-1");
    }
}
