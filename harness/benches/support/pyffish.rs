//! What the pyffish baseline is given for one game: shared by the games and XQF benches.

use qili_games::Referee;
use qili_games::record::Replay;
use qili_oracle::rules::rulebook;

/// The game as the baseline script reads it: the start FEN, the moves in UCI (ranks 1-10) and
/// the plies where a position stands for the third time or more (where the platform asks
/// pyffish `is_optional_game_end`).
pub fn line(replay: &Replay) -> serde_json::Value {
    let moves: Vec<String> = replay
        .moves
        .iter()
        .map(|m| {
            let s = m.iccs();
            let b = s.as_bytes();
            let rank = |c: u8| (c - b'0' + 1).to_string();
            format!(
                "{}{}{}{}",
                char::from(b[0]),
                rank(b[1]),
                char::from(b[2]),
                rank(b[3])
            )
        })
        .collect();
    let mut referee = Referee::new(rulebook("axf").unwrap(), replay.start.clone());
    let mut thirds = Vec::new();
    for (i, &m) in replay.moves.iter().enumerate() {
        referee.play(m);
        if referee.occurrences() >= 3 {
            thirds.push(i + 1);
        }
    }
    serde_json::json!({ "fen": replay.start.fen(), "moves": moves, "thirds": thirds })
}
