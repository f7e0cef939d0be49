//! The UCI/UCCI `position` command of a question: the position after the last capture in the
//! question's moves, and the moves since (what UCCI asks to be sent, so that the engine sees
//! every repetition). Kept from one question to the next: when a question continues the last
//! one's game, only its new moves are played and written.

use super::{Letters, Question, Ranks};
use qili_oracle::{Move, Position};

/// The `position` command of the last question, and what it was made from.
pub struct PositionLine {
    root: Position,
    ranks: Ranks,
    moves: Vec<Move>,
    /// The position after `moves`.
    position: Position,
    /// Whether `line` lists moves yet.
    listed: bool,
    line: String,
}

impl PositionLine {
    /// The command for `q`, continuing `last` when `q` continues its game.
    pub fn for_question(
        last: Option<PositionLine>,
        q: &Question,
        ranks: Ranks,
        letters: Letters,
    ) -> PositionLine {
        let mut told = last
            .filter(|t| t.ranks == ranks && t.root == q.root && q.moves.starts_with(&t.moves))
            .unwrap_or_else(|| PositionLine {
                root: q.root.clone(),
                ranks,
                moves: Vec::new(),
                position: q.root.clone(),
                listed: false,
                line: format!("position fen {}", letters.fen(&q.root)),
            });
        for &m in &q.moves[told.moves.len()..] {
            let capture = told.position.captured_by(m).is_some();
            told.position = told.position.play_unchecked(m);
            told.moves.push(m);
            if capture {
                told.line = format!("position fen {}", letters.fen(&told.position));
                told.listed = false;
            } else {
                told.line
                    .push_str(if told.listed { " " } else { " moves " });
                told.listed = true;
                ranks.push(m, &mut told.line);
            }
        }
        told
    }

    /// The command.
    pub fn line(&self) -> &str {
        &self.line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(moves: &str) -> Question {
        let root = Position::start();
        let moves: Vec<Move> = moves
            .split_whitespace()
            .map(|m| Move::parse_iccs(m).unwrap())
            .collect();
        let mut position = root.clone();
        for &m in &moves {
            position = position.play(m).unwrap();
        }
        Question {
            root,
            moves,
            position,
            banned: Vec::new(),
            rules: "axf".into(),
        }
    }

    #[test]
    fn the_line_starts_after_the_last_capture_and_grows_with_the_game() {
        let fresh = |moves: &str| {
            PositionLine::for_question(None, &question(moves), Ranks::Zero, Letters::Nb)
                .line()
                .to_string()
        };
        let start = "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
        assert!(fresh("").starts_with(start), "{}", fresh(""));
        assert!(!fresh("").contains("moves"), "{}", fresh(""));
        assert!(
            fresh("h2e2 h9g7").ends_with(" moves h2e2 h9g7"),
            "{}",
            fresh("h2e2 h9g7")
        );
        // 炮二进七 takes the knight: the line starts again from the position after it.
        let after = fresh("h2e2 h9g7 b2b9 b7e7");
        assert!(after.starts_with("position fen rCbakab1r/"), "{after}");
        assert!(after.ends_with(" moves b7e7"), "{after}");
        // Each question of a game continues the last: the same line as one made afresh.
        let mut told = None;
        for moves in ["h2e2", "h2e2 h9g7", "h2e2 h9g7 b2b9", "h2e2 h9g7 b2b9 b7e7"] {
            let line = PositionLine::for_question(told, &question(moves), Ranks::Zero, Letters::Nb);
            assert_eq!(line.line(), fresh(moves), "{moves}");
            told = Some(line);
        }
        // A question from another game, or with the other numbering, starts afresh.
        let other = PositionLine::for_question(told, &question("b2e2"), Ranks::One, Letters::Nb);
        assert!(other.line().ends_with(" moves b3e3"), "{}", other.line());
    }
}
