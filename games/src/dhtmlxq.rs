//! Reading DhtmlXQ records: the game format of the DhtmlXQ web viewer, found in web pages.
//!
//! A game is a block `[DhtmlXQ]…[/DhtmlXQ]` of fields `[DhtmlXQ_name]value[/DhtmlXQ_name]`.
//! The moves are `DhtmlXQ_movelist`: groups of four digits, from-file, from-row, to-file,
//! to-row, files 0–8 from red's left and rows 0–9 from black's side (`7747` is 炮二平五). The
//! start is the standard one unless `DhtmlXQ_binit` places the 32 pieces (two digits each, file
//! and row, `99` for a piece not on the board; red's 车马相仕帅仕相马车炮炮兵兵兵兵兵, then black's
//! in the same order) or `DhtmlXQ_fen` gives a FEN.
//!
//! The fields become tags under their PGN names where PGN has one (`event` → `Event`, `red` →
//! `Red`, `place` → `Site`, `result` → `Result` written as PGN writes it, the start → `FEN`);
//! other fields keep their own name (`title` → `Title`).

use crate::record::{Record, Word};
use crate::result::GameResult;
use qili_oracle::{Move, Square};

/// Whether a text holds a DhtmlXQ record.
pub fn holds_records(text: &str) -> bool {
    text.contains("[DhtmlXQ]")
}

/// Every DhtmlXQ record in `text` (a page, or the records alone), in order.
pub fn read_all(text: &str) -> Vec<Record> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut offset = 0;
    while let Some(open) = rest.find("[DhtmlXQ]") {
        let body_from = open + "[DhtmlXQ]".len();
        let (body, next) = match rest[body_from..].find("[/DhtmlXQ]") {
            Some(close) => (
                &rest[body_from..body_from + close],
                body_from + close + "[/DhtmlXQ]".len(),
            ),
            None => (&rest[body_from..], rest.len()),
        };
        let line = 1 + text[..offset + open].matches('\n').count();
        let mut record = read_block(body, line);
        if next == rest.len() && !rest[body_from..].contains("[/DhtmlXQ]") {
            record
                .notes
                .push(format!("line {line}: the record's `[/DhtmlXQ]` is missing"));
        }
        out.push(record);
        offset += next;
        rest = &rest[next..];
    }
    out
}

/// One block's fields, starting at `line`.
fn read_block(body: &str, line: usize) -> Record {
    let mut record = Record {
        line,
        format: crate::record::Format::Dhtmlxq,
        ..Record::default()
    };
    let mut rest = body;
    let mut consumed = 0;
    while let Some(open) = rest.find("[DhtmlXQ_") {
        let name_from = open + "[DhtmlXQ_".len();
        let Some(name_len) = rest[name_from..].find(']') else {
            break;
        };
        let name = &rest[name_from..name_from + name_len];
        let value_from = name_from + name_len + 1;
        let close = format!("[/DhtmlXQ_{name}]");
        let field_line = line + body[..consumed + open].matches('\n').count();
        let Some(value_len) = rest[value_from..].find(&close) else {
            record.notes.push(format!(
                "line {field_line}: the field `{name}` is never closed"
            ));
            rest = &rest[value_from..];
            consumed += value_from;
            continue;
        };
        let value = rest[value_from..value_from + value_len].trim();
        field(&mut record, name, value, field_line);
        let next = value_from + value_len + close.len();
        consumed += next;
        rest = &rest[next..];
    }
    record
}

fn field(record: &mut Record, name: &str, value: &str, line: usize) {
    let tag = |n: &str| (n.to_string(), value.to_string());
    match name {
        "movelist" => moves(record, value, line),
        "binit" => match binit_fen(value) {
            Some(fen) => record.tags.push(("FEN".to_string(), fen)),
            None => record.notes.push(format!(
                "line {line}: `binit` is not 32 pieces of two digits: `{value}`; the standard \
                 start is used"
            )),
        },
        "fen" => record.tags.push(tag("FEN")),
        "result" => {
            let written = GameResult::from_record(value).map_or(value, |r| r.pgn());
            record
                .tags
                .push(("Result".to_string(), written.to_string()));
        }
        "event" => record.tags.push(tag("Event")),
        "date" => record.tags.push(tag("Date")),
        "place" => record.tags.push(tag("Site")),
        "round" => record.tags.push(tag("Round")),
        "red" => record.tags.push(tag("Red")),
        "black" => record.tags.push(tag("Black")),
        "redteam" => record.tags.push(tag("RedTeam")),
        "blackteam" => record.tags.push(tag("BlackTeam")),
        other => {
            let mut name: String = other.chars().take(1).flat_map(char::to_uppercase).collect();
            name.extend(other.chars().skip(1));
            record.tags.push((name, value.to_string()));
        }
    }
}

/// The moves of a `movelist`, as words naming squares.
fn moves(record: &mut Record, list: &str, line: usize) {
    let digits: Vec<u8> = list.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    for (i, group) in digits.chunks(4).enumerate() {
        let text = String::from_utf8_lossy(group).into_owned();
        let squares = (group.len() == 4)
            .then(|| {
                Some(Move::new(
                    point(group[0], group[1])?,
                    point(group[2], group[3])?,
                ))
            })
            .flatten();
        match squares {
            Some(mv) => record.words.push(Word {
                text,
                line,
                column: 4 * i + 1,
                squares: Some(mv),
                byte: None,
            }),
            None => {
                // Kept as a word, so that the replay stops here and names it.
                record.words.push(Word {
                    text: format!("{text} (not four digits of files 0-8 and rows 0-9)"),
                    line,
                    column: 4 * i + 1,
                    squares: None,
                    byte: None,
                });
                return;
            }
        }
    }
}

/// The square at DhtmlXQ file `x` (0–8 from red's left) and row `y` (0–9 from black's side).
fn point(x: u8, y: u8) -> Option<Square> {
    let (x, y) = (x.checked_sub(b'0')?, y.checked_sub(b'0')?);
    if x > 8 || y > 9 {
        return None;
    }
    Square::from_coords(i32::from(x), 9 - i32::from(y))
}

/// The FEN of a `binit` (red to move).
fn binit_fen(binit: &str) -> Option<String> {
    const PIECES: &[u8; 16] = b"RNBAKABNRCCPPPPP";
    let digits = binit.trim().as_bytes();
    if digits.len() != 64 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut board = [[None::<char>; 9]; 10];
    for (i, pair) in digits.chunks(2).enumerate() {
        if pair == b"99" {
            continue;
        }
        let (x, y) = (usize::from(pair[0] - b'0'), usize::from(pair[1] - b'0'));
        if x > 8 || board[y][x].is_some() {
            return None;
        }
        let letter = char::from(PIECES[i % 16]);
        board[y][x] = Some(if i < 16 {
            letter
        } else {
            letter.to_ascii_lowercase()
        });
    }
    let rows: Vec<String> = board
        .iter()
        .map(|row| {
            let mut s = String::new();
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(*c);
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            s
        })
        .collect();
    Some(format!("{} w", rows.join("/")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_oracle::START_FEN;

    #[test]
    fn a_record_in_a_page() {
        let page = "<html>\n<div>[DhtmlXQ][DhtmlXQ_title]A (W) B[/DhtmlXQ_title]\n\
                    [DhtmlXQ_red]A[/DhtmlXQ_red][DhtmlXQ_result]W[/DhtmlXQ_result]\
                    [DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]</div>";
        assert!(holds_records(page));
        let records = read_all(page);
        assert_eq!(records.len(), 1);
        let r = &records[0];
        assert_eq!(r.line, 2);
        assert_eq!(r.tag("Title"), Some("A (W) B"));
        assert_eq!(r.tag("Red"), Some("A"));
        assert_eq!(r.tag("Result"), Some("1-0"));
        let replay = r.replay();
        assert_eq!(replay.error, None);
        let iccs: Vec<String> = replay.moves.iter().map(|m| m.iccs()).collect();
        assert_eq!(iccs, ["h2e2", "h9g7"]);
    }

    #[test]
    fn the_standard_binit_is_the_start_and_bad_moves_are_named() {
        let start = "8979695949392919097717866646260600102030405060708012720323436383";
        let fen = binit_fen(start).unwrap();
        assert_eq!(fen, START_FEN.split(' ').next().unwrap().to_string() + " w");
        let text = "[DhtmlXQ][DhtmlXQ_binit]99796959493929190977178666462606001020304050607080\
                    12720323436383[/DhtmlXQ_binit][DhtmlXQ_movelist]7747x0[/DhtmlXQ_movelist]";
        let r = &read_all(text)[0];
        assert!(r.tag("FEN").unwrap().starts_with("rnbakabnr/"));
        assert!(r.tag("FEN").unwrap().ends_with("/RNBAKABN1 w"));
        assert_eq!(r.notes, ["line 1: the record's `[/DhtmlXQ]` is missing"]);
        let replay = r.replay();
        assert_eq!(replay.moves.len(), 1);
        let e = replay.error.unwrap();
        assert_eq!(e.ply, 2);
        assert!(e.word.starts_with("x0"), "{e:?}");
    }
}
