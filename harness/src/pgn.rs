//! PGN for xiangqi games: writing a refereed game. (Reading PGN — to merge the PGN files of a
//! sharded match, to take openings from a PGN file, to review recorded games — is
//! [`qili_games::pgn`]'s.)
//!
//! Written games carry the Seven Tag Roster (White is red, as in the PGN standard and XBoard's
//! xiangqi games), `[Variant "xiangqi"]`, `[SetUp "1"]` and `[FEN]` when the game does not start
//! from the start position, `[Rules]` (the rulebook), `[Format]` (the move notation, as xqbase's
//! PGN names it: `ICCS`, `WXF`, `Chinese`), `[PlyCount]`, and `[Termination]` with the ruling's
//! article; a game of a team match adds its board (`[Round "2.1"]`, `[Board "1"]`) and the
//! players' teams (`[RedTeam]`, `[BlackTeam]`). A comment follows each move at which a ruling was made, and the last move carries
//! the reason the game ended.

use crate::i18n::{Lang, tr};
use crate::referee::{Act, GameRecord, times};
use qili_oracle::notation::{Notation, format_move};
use qili_oracle::{Position, START_FEN};
use std::fmt::Write as _;

/// The tags a match or event gives every game.
#[derive(Clone, Debug)]
pub struct PgnHeader {
    /// `[Event]`.
    pub event: String,
    /// `[Site]`.
    pub site: String,
    /// `[Date]`, `YYYY.MM.DD`.
    pub date: String,
    /// The rulebook's citation name for `[Rules]` (`AXF`, `CN`).
    pub rules: String,
    /// The notation of the moves.
    pub notation: Notation,
    /// The language of qili's comments on the moves.
    pub lang: Lang,
}

/// The name of a notation in the `[Format]` tag.
fn format_name(notation: Notation) -> &'static str {
    match notation {
        Notation::Iccs => "ICCS",
        Notation::Wxf => "WXF",
        Notation::Chinese => "Chinese",
    }
}

/// Today's date as PGN writes it (`2025.12.01`, UTC).
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_date(secs / 86_400);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01.
fn civil_date(days: u64) -> (u64, u64, u64) {
    // Shift the epoch to 0000-03-01, so that leap days end each 400-year era's years.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

/// A tag value with its quotes and backslashes escaped.
pub(crate) fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Comment text that cannot end the comment early.
pub(crate) fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")").replace('{', "("))
}

/// The board of a team match a game was played on, for its tags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamBoard {
    /// The board's number, from 1.
    pub number: usize,
    /// The teams of the players with red and with black.
    pub teams: [String; 2],
}

/// One game as PGN, ending with a blank line.
pub fn write_game(header: &PgnHeader, game: &GameRecord) -> String {
    write_game_on(header, game, None)
}

/// One game as PGN, ending with a blank line; a game of a team match also names its board and
/// teams: `[Round "2.1"]` (round 2, board 1: the PGN standard's multipart round, most significant
/// first), `[Board "1"]` (its tag for a team event's board), and `[RedTeam]` / `[BlackTeam]`, the
/// tags Chinese xiangqi PGN files give the players' teams.
pub fn write_game_on(header: &PgnHeader, game: &GameRecord, board: Option<&TeamBoard>) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
    };
    tag("Event", &header.event);
    tag("Site", &header.site);
    tag("Date", &header.date);
    match board {
        Some(b) => tag("Round", &format!("{}.{}", game.round, b.number)),
        None => tag("Round", &game.round.to_string()),
    }
    tag("White", &game.red);
    tag("Black", &game.black);
    tag("Result", game.result.pgn());
    if let Some(b) = board {
        tag("Board", &b.number.to_string());
        tag("RedTeam", &b.teams[0]);
        tag("BlackTeam", &b.teams[1]);
    }
    tag("Variant", "xiangqi");
    let start = Position::from_fen(START_FEN).expect("the start position");
    let first = game.start().unwrap_or_else(|| start.clone());
    if first.fen() != start.fen() {
        tag("SetUp", "1");
        tag("FEN", &game.fen);
    }
    tag("Rules", &header.rules);
    tag("Format", format_name(header.notation));
    tag("PlyCount", &game.moves.len().to_string());
    let termination = match &game.ruling {
        Some(r) if !r.article.is_empty() => format!("{}: {}", game.termination, r.article),
        _ => game.termination.to_string(),
    };
    tag("Termination", &termination);
    out.push('\n');

    let mut words: Vec<String> = Vec::new();
    let mut position = first;
    let black_first = position.side_to_move() == qili_oracle::Color::Black;
    let mut number = position.fullmove_number().max(1);
    // The positions since the last capture: the only ones that can occur again.
    let mut since_capture = vec![position.repetition_key()];
    for (i, &mv) in game.moves.iter().enumerate() {
        let ply = i + 1;
        let red = position.side_to_move() == qili_oracle::Color::Red;
        if red {
            words.push(format!("{number}."));
        } else if i == 0 && black_first {
            words.push(format!("{number}..."));
        }
        let word = format_move(&position, mv, header.notation);
        words.push(if header.notation == Notation::Chinese {
            header.lang.chinese_move(word)
        } else {
            word
        });
        let capture = position.captured_by(mv).is_some();
        position = position.play_unchecked(mv);
        let key = position.repetition_key();
        if capture {
            since_capture.clear();
        }
        since_capture.push(key.clone());
        for made in game.rulings.iter().filter(|r| r.ply == ply) {
            let occurred = since_capture.iter().filter(|k| **k == key).count();
            let text = match &made.act {
                Some(act) if header.lang.is_chinese() => {
                    ruling_acted(header.lang, occurred, &made.ruling.article, act)
                }
                _ => tr!(
                    header.lang,
                    "pgn-game-ruling",
                    times = times(occurred),
                    count = occurred,
                    verdict = crate::reasons::verdict(header.lang, made.ruling.verdict),
                    article = made.ruling.article.clone(),
                    action = made.action.clone()
                ),
            };
            words.push(comment(&text));
        }
        if ply == game.moves.len() {
            words.push(comment(&end(header.lang, game)));
        }
        if !red {
            number += 1;
        }
    }
    if game.moves.is_empty() {
        words.push(comment(&end(header.lang, game)));
    }
    words.push(game.result.pgn().to_string());
    out.push_str(&wrap(&words, 79));
    out.push_str("\n\n");
    out
}

/// A ruling made during a game and what the referee did, in Chinese as adjudicate words it:
/// `同一局面第 3 次出现：红方须变着（AXF 总纲 3；四大原则 4），不变作负（AXF 细则 3）`.
fn ruling_acted(lang: Lang, occurred: usize, ruling: &str, act: &Act) -> String {
    let action = match act {
        Act::Drawn { article } => tr!(
            lang,
            "pgn-act-drawn",
            cite = ruling.to_string(),
            article = article.clone()
        ),
        Act::LosesAtOnce {
            side,
            pattern,
            article,
        } => tr!(
            lang,
            "pgn-act-loses-at-once",
            side = crate::reasons::side(lang, *side),
            pattern = pattern.clone(),
            cite = ruling.to_string(),
            article = article.clone()
        ),
        Act::MustVary {
            side,
            book,
            article,
        } => tr!(
            lang,
            "pgn-act-must-vary",
            side = crate::reasons::side(lang, *side),
            book = book.clone(),
            cite = ruling.to_string(),
            article = article.clone()
        ),
    };
    tr!(
        lang,
        "pgn-game-ruling-acted",
        count = occurred,
        action = action
    )
}

/// Why the game ended, in `lang`: the referee's reason in English; in Chinese how it ended,
/// the result and the reason in the books' terms.
fn end(lang: Lang, game: &GameRecord) -> String {
    tr!(
        lang,
        "pgn-game-end",
        reason = game.reason_in(lang),
        termination = crate::reasons::termination(lang, game.termination),
        result = game.result.pgn().to_string()
    )
}

/// Joins words with spaces into lines of at most `width` characters (a longer word stands
/// alone).
pub(crate) fn wrap(words: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for w in words {
        let n = w.chars().count();
        if line > 0 && line + 1 + n > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(w);
        line += n;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_from_days() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_423), (2025, 12, 1));
        assert_eq!(civil_date(19_782), (2024, 2, 29));
    }

    #[test]
    fn tags_written_read_back() {
        let value = r#"Sjaak "II" \ x"#;
        let text = format!("[White \"{}\"]\n\n1. h2e2 *\n", quote(value));
        let games = qili_games::pgn::read_all(&text);
        assert_eq!(games[0].1.tag("White"), Some(value));
        assert_eq!(quote(r#"a "b" \"#), r#"a \"b\" \\"#);
    }
}
