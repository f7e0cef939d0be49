//! The round-robin order table (循环赛对局秩序表, CN 附录一) in the language asked for, where
//! something does not fit it: a number of players no table is built for
//! (`qili_tournament::roundrobin::PlayerCount`), a results file's games off the table or with
//! their colours reversed from it (`qili_tournament::warning::Warning`, and the Swiss round
//! whose bye is not the pairing's). English is the tournament crate's own text, byte for byte;
//! Chinese is worded from the same facts in 附录一's terms (号次, 轮空, 执红棋先走).

use crate::i18n::{Lang, tr};
use qili_tournament::roundrobin::PlayerCount;
use qili_tournament::warning::Warning;
use std::path::Path;

/// Why no order table is built for this many players, in `lang`.
pub fn players(lang: Lang, e: &PlayerCount) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (kind, players, max, games) = match e {
        PlayerCount::TooFew { players } => ("too-few", *players, 0, 0),
        PlayerCount::TooMany {
            players,
            max,
            games,
        } => ("too-many", *players, *max, *games),
    };
    tr!(
        lang,
        "table-players",
        kind = kind,
        players = players.to_string(),
        max = max.to_string(),
        games = games.to_string()
    )
}

/// Why `table --boards N` prints no colours: a team plays on one board or more, and at most
/// `max`. English as it always was (`--boards 0: a team plays on one board or more`, `--boards
/// 1001: at most 1000`).
pub fn boards(lang: Lang, boards: usize, max: usize) -> String {
    tr!(
        lang,
        "table-boards-bounds",
        kind = if boards == 0 { "none" } else { "too-many" },
        boards = boards.to_string(),
        max = max.to_string()
    )
}

/// A results file's warning, in `lang`.
pub fn warning(lang: Lang, w: &Warning) -> String {
    if !lang.is_chinese() {
        return w.to_string();
    }
    let (kind, line, game, round, red, black, due) = match w {
        Warning::ColoursReversed {
            line,
            game,
            red,
            black,
            round,
        } => ("reversed", *line, *game, *round, red, black, None),
        Warning::OffTable {
            line,
            game,
            red,
            black,
            round,
            due,
        } => (
            if due.is_some() {
                "off-table"
            } else {
                "off-table-bye"
            },
            *line,
            *game,
            *round,
            red,
            black,
            due.as_ref(),
        ),
        Warning::NotTheBye { round, alone, due } => {
            ("not-the-bye", None, 0, *round, alone, due, None)
        }
    };
    let [x, y] = due.cloned().unwrap_or_default();
    tr!(
        lang,
        "table-warning",
        kind = kind,
        place = if line.is_some() { "line" } else { "none" },
        line = line.unwrap_or(0).to_string(),
        game = game.to_string(),
        round = round.to_string(),
        red = red.clone(),
        black = black.clone(),
        x = x,
        y = y
    )
}

/// A warning about the results file `path`, as printed on stderr, in `lang`.
pub fn warning_at(lang: Lang, path: &Path, w: &Warning) -> String {
    tr!(
        lang,
        "table-warning-at",
        path = path.display().to_string(),
        warning = warning(lang, w)
    )
}

/// The warnings of a round robin off its order table, one after the other, in `lang`: what
/// `pair` quotes when it refuses to read the next round off the table.
pub fn warnings(lang: Lang, ws: &[Warning]) -> String {
    let shown: Vec<String> = ws.iter().map(|w| warning(lang, w)).collect();
    shown.join(if lang.is_chinese() { "；" } else { "; " })
}
