//! Where an engine is questioned: the case's loop is played on until a cycle move would make a
//! position occur for the third time, and the engine is asked to move instead.

use super::Unaskable;
use crate::case::Prepared;
use qili_oracle::{Color, Move, Position, RepetitionKey, Verdict};
use std::collections::HashMap;

/// The moment of a case at which an engine is asked to move.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The position after the last capture before the question.
    pub root: Position,
    /// The moves from `root` to the question.
    pub moves: Vec<Move>,
    /// The position in question.
    pub position: Position,
    /// The ply the engine is asked to play, counted from the case's start (1-based); beyond
    /// the printed moves when the loop had to be played on.
    pub ply: usize,
    /// The cycle move that would make the third occurrence here.
    pub repeat: Move,
    /// The side that must not play `repeat` (the ruling's loser), or `None` under a draw ruling,
    /// where any legal move will do.
    pub must_vary: Option<Color>,
}

/// Plans the question for a case whose ruling under some rulebook is `verdict`. With a side
/// that must vary, it is asked when *its* next cycle move would make a third occurrence; under
/// a draw, whichever side's would first. A side with one legal move has no choice, so it is
/// asked at its next such cycle move. `Err` says why the case cannot be asked (it is then
/// ignored).
pub fn plan(case: &Prepared, verdict: Verdict) -> Result<Plan, Unaskable> {
    let Some(cycle) = case.cycle else {
        return Err(Unaskable::NoLoop);
    };
    let n = case.moves.len();
    let must_vary = verdict.loser();
    // The moves of the case, then the cycle over and over.
    let move_at = |ply: usize| -> Move {
        if ply <= n {
            case.moves[ply - 1]
        } else {
            case.moves[cycle.first - 1 + (ply - n - 1) % cycle.len()]
        }
    };
    let mut positions: Vec<Position> = vec![case.start.clone()];
    let mut seen: HashMap<RepetitionKey, usize> = HashMap::new();
    *seen.entry(case.start.repetition_key()).or_default() += 1;
    // Two more rounds always reach a third occurrence for both sides; a third round gets past
    // forced moves.
    for ply in 1..=n + 3 * cycle.len() + 2 {
        let here = positions.last().expect("non-empty").clone();
        let mv = move_at(ply);
        let Some(next) = here.play(mv) else {
            return Err(Unaskable::IllegalCycleMove { mv, ply });
        };
        let count = seen.get(&next.repetition_key()).copied().unwrap_or(0) + 1;
        let mover = here.side_to_move();
        // A forced move is no choice: the side is asked at its next cycle move instead.
        let forced = || here.legal_moves().len() < 2;
        if count >= 3
            && ply >= cycle.first
            && must_vary.is_none_or(|side| side == mover)
            && !forced()
        {
            let moves: Vec<Move> = (1..ply).map(move_at).collect();
            let last_capture = (1..ply)
                .rev()
                .find(|&k| positions[k - 1].piece_at(moves[k - 1].to).is_some())
                .unwrap_or(0);
            return Ok(Plan {
                root: positions[last_capture].clone(),
                moves: moves[last_capture..].to_vec(),
                position: here,
                ply,
                repeat: mv,
                must_vary,
            });
        }
        *seen.entry(next.repetition_key()).or_default() += 1;
        positions.push(next);
    }
    Err(Unaskable::Forced(must_vary))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::suite::{Layout, Loaded, Suite};
    use std::path::Path;

    fn case(id: &str) -> Prepared {
        let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
        let suite = Suite::load(&layout).unwrap();
        match suite.select(&[id.to_string()]).unwrap()[0] {
            Loaded::Ready(p) => (**p).clone(),
            Loaded::Broken { error, .. } => panic!("{error}"),
        }
    }

    #[test]
    fn a_printed_third_occurrence_is_asked_before_its_last_move() {
        // axf-032 prints nine plies; the ninth (red 车五平九) makes the position after ply 1 occur
        // a third time, so red is asked at ply 9, with the eight plies before it.
        let p = case("axf-032");
        let plan = plan(&p, Verdict::RedLoses).unwrap();
        assert_eq!(plan.ply, 9);
        assert_eq!(plan.repeat, p.moves[8]);
        assert_eq!(plan.moves, p.moves[..8].to_vec());
        assert_eq!(plan.position.side_to_move(), Color::Red);
        assert_eq!(plan.must_vary, Some(Color::Red));
    }

    #[test]
    fn a_side_whose_every_repeating_move_is_forced_is_not_asked() {
        // axf-002: the red rook is pinned to the back rank and shuttles f0-e0 with check; red
        // has no other legal move, so there is nothing to vary to.
        let p = case("axf-002");
        let err = plan(&p, Verdict::RedLoses).unwrap_err();
        assert_eq!(err, Unaskable::Forced(Some(Color::Red)));
        assert!(err.to_string().ends_with("nothing to vary to"), "{err}");
    }

    #[test]
    fn every_ready_case_with_a_loop_can_be_planned_for_each_verdict() {
        let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
        let suite = Suite::load(&layout).unwrap();
        let mut planned = 0;
        for loaded in &suite.cases {
            let Loaded::Ready(p) = loaded else { continue };
            if p.cycle.is_none() {
                continue;
            }
            for verdict in [Verdict::Draw, Verdict::RedLoses, Verdict::BlackLoses] {
                let plan = match plan(p, verdict) {
                    Ok(plan) => plan,
                    Err(Unaskable::Forced(_)) => continue,
                    Err(e) => panic!("{}: {e}", p.id()),
                };
                // The question's position really is the root after the moves, and the repeat
                // makes a third occurrence.
                let mut at = plan.root.clone();
                for &m in &plan.moves {
                    at = at.play(m).expect("legal");
                }
                assert_eq!(at.repetition_key(), plan.position.repetition_key());
                if let Some(side) = verdict.loser() {
                    assert_eq!(plan.position.side_to_move(), side, "{}", p.id());
                }
                planned += 1;
            }
        }
        assert!(planned > 300, "only {planned} plans");
    }
}
