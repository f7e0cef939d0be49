//! PGN for xiangqi games: writing a refereed game, and reading games back (to merge the PGN
//! files of a sharded match, and to take openings from a PGN file).
//!
//! Written games carry the Seven Tag Roster (White is red, as in the PGN standard and XBoard's
//! xiangqi games), `[Variant "xiangqi"]`, `[SetUp "1"]` and `[FEN]` when the game does not start
//! from the start position, `[Rules]` (the rulebook), `[Format]` (the move notation, as xqbase's
//! PGN names it: `ICCS`, `WXF`, `Chinese`), `[PlyCount]`, and `[Termination]` with the ruling's
//! article. A comment follows each move at which a ruling was made, and the last move carries
//! the reason the game ended.

use crate::referee::{GameRecord, GameResult, times};
use qili_oracle::notation::{Notation, format_move, parse_moves};
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

/// One game as PGN, ending with a blank line.
pub fn write_game(header: &PgnHeader, game: &GameRecord) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
    };
    tag("Event", &header.event);
    tag("Site", &header.site);
    tag("Date", &header.date);
    tag("Round", &game.round.to_string());
    tag("White", &game.red);
    tag("Black", &game.black);
    tag("Result", game.result.pgn());
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
        words.push(format_move(&position, mv, header.notation));
        let capture = position.captured_by(mv).is_some();
        position = position.play_unchecked(mv);
        let key = position.repetition_key();
        if capture {
            since_capture.clear();
        }
        since_capture.push(key.clone());
        for made in game.rulings.iter().filter(|r| r.ply == ply) {
            let occurred = since_capture.iter().filter(|k| **k == key).count();
            words.push(comment(&format!(
                "the position occurred {}: {} ({}); {}",
                times(occurred),
                made.ruling.verdict.name(),
                made.ruling.article,
                made.action
            )));
        }
        if ply == game.moves.len() {
            words.push(comment(&game.reason));
        }
        if !red {
            number += 1;
        }
    }
    if game.moves.is_empty() {
        words.push(comment(&game.reason));
    }
    words.push(game.result.pgn().to_string());
    out.push_str(&wrap(&words, 79));
    out.push_str("\n\n");
    out
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

/// A game read from a PGN file: its tags, its movetext, and its text as found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The line (1-based) where the game starts.
    pub line: usize,
    /// The tags, in order.
    pub tags: Vec<(String, String)>,
    /// The movetext (moves, numbers, comments, result).
    pub movetext: String,
    /// The game's text as found, ending with a blank line.
    pub text: String,
}

impl PgnGame {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The start position (`[FEN]`, else the start position) and the moves, in any notation
    /// qili reads. Errors name the game's line.
    pub fn moves(&self) -> Result<(Position, Vec<qili_oracle::Move>), String> {
        let fen = self.tag("FEN").unwrap_or(START_FEN);
        let start = Position::from_fen(fen)
            .map_err(|e| format!("game at line {}: [FEN \"{fen}\"]: {e}", self.line))?;
        let mut text = String::new();
        let mut depth = 0;
        for c in self.movetext.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth > 0 => depth -= 1,
                _ if depth > 0 => {}
                c => text.push(c),
            }
        }
        let moves: Vec<&str> = text
            .split_whitespace()
            .filter(|w| {
                let number = w.trim_end_matches('.');
                !(number.chars().all(|c| c.is_ascii_digit()) && !number.is_empty()
                    || GameResult::from_pgn(w).is_some()
                    || *w == "*")
            })
            .collect();
        let moves = parse_moves(&start, &moves.join(" "))
            .map_err(|e| format!("game at line {}: {e}", self.line))?;
        Ok((start, moves))
    }
}

/// Splits PGN text into games. A game is its tag lines followed by its movetext; errors name the
/// line.
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, String> {
    let mut games: Vec<PgnGame> = Vec::new();
    let mut current: Option<PgnGame> = None;
    let mut in_movetext = false;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let trimmed = line.trim();
        if trimmed.starts_with('[') && (current.is_none() || in_movetext) {
            if let Some(done) = current.take() {
                games.push(done);
            }
            current = Some(PgnGame {
                line: n,
                tags: Vec::new(),
                movetext: String::new(),
                text: String::new(),
            });
            in_movetext = false;
        }
        let Some(game) = current.as_mut() else {
            if trimmed.is_empty() || trimmed.starts_with('%') {
                continue;
            }
            return Err(format!("line {n}: movetext before any tag: `{trimmed}`"));
        };
        if trimmed.starts_with('[') && !in_movetext {
            let (name, value) = read_tag(trimmed).ok_or_else(|| {
                format!("line {n}: `{trimmed}` is not a tag such as [Event \"…\"]")
            })?;
            game.tags.push((name, value));
        } else if !trimmed.is_empty() {
            in_movetext = true;
            game.movetext.push_str(trimmed);
            game.movetext.push('\n');
        }
        if !(trimmed.is_empty() && game.text.ends_with("\n\n")) {
            game.text.push_str(line);
            game.text.push('\n');
        }
    }
    if let Some(done) = current.take() {
        games.push(done);
    }
    for g in &mut games {
        while g.text.ends_with("\n\n") {
            g.text.pop();
        }
        g.text.push('\n');
    }
    Ok(games)
}

/// `[Name "value"]` → (name, value), unescaping `\"` and `\\`.
fn read_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let quoted = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut escaped = false;
    for c in quoted.chars() {
        match (escaped, c) {
            (false, '\\') => escaped = true,
            (_, c) => {
                value.push(c);
                escaped = false;
            }
        }
    }
    Some((name.to_string(), value))
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
    fn tags_round_trip() {
        assert_eq!(
            read_tag(r#"[White "Sjaak \"II\" \\ x"]"#),
            Some(("White".to_string(), r#"Sjaak "II" \ x"#.to_string()))
        );
        assert_eq!(quote(r#"a "b" \"#), r#"a \"b\" \\"#);
        assert_eq!(read_tag("[White]"), None);
    }

    #[test]
    fn games_are_split_and_their_moves_read() {
        let text = "[Event \"a\"]\n[Round \"1\"]\n\n1. h2e2 h9g7 {a comment 2.} 2. 马二进三 *\n\n\
                    [Event \"b\"]\n[FEN \"3k5/9/9/9/9/9/9/9/4A4/4K4 w\"]\n\n1. e1d2 1/2-1/2\n";
        let games = read_games(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("Round"), Some("1"));
        assert_eq!(games[1].line, 6);
        let (_, moves) = games[0].moves().unwrap();
        let moves: Vec<String> = moves.iter().map(|m| m.iccs()).collect();
        assert_eq!(moves, ["h2e2", "h9g7", "h0g2"]);
        let (start, moves) = games[1].moves().unwrap();
        assert_eq!(moves.len(), 1);
        assert!(start.fen().starts_with("3k5/"));
        assert!(games[0].text.starts_with("[Event \"a\"]"));
        assert!(games[0].text.ends_with("*\n\n"));
        let bad = read_games("1. h2e2\n").unwrap_err();
        assert!(bad.contains("line 1"), "{bad}");
        let bad = read_games("[Event a]\n").unwrap_err();
        assert!(bad.contains("line 1"), "{bad}");
    }
}
