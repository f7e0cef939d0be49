//! The crosstable (成绩表): every player's games in one table, in the standings' order, with the
//! books' marks — a win or loss without play (CN 第21.4条 “+”/“-”; AXF 第六节 “O”/“X”) and the
//! cancelled scores of a player struck out (AXF 第六节 一 “X”). A round robin has a column per
//! opponent; a Swiss event a column per round (`opponent's number`, `r`/`b`, the score).

use crate::System;
use crate::ledger::{Entry, Kind, Ledger, combined_match, entry_points};
pub use crate::outcome::points_text;
use crate::records::ByeReason;
use crate::results::Event;
use crate::rules::Competition;
use crate::standings::{Standings, combines_matches};
use std::fmt::Write as _;
use unicode_width::UnicodeWidthStr;

/// A crosstable, ready to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    /// The column titles.
    pub header: Vec<String>,
    /// The rows, one per player.
    pub rows: Vec<Vec<String>>,
    /// The legend of the marks used.
    pub legend: Vec<String>,
    /// What each line of the legend explains, in the same order, for a caller that words the
    /// legend in another language.
    pub legend_lines: Vec<LegendLine>,
}

/// What a line of a crosstable's legend explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegendLine {
    /// The marks of a game won or lost without play.
    Forfeit,
    /// A team match's cell: 场分 (局分).
    Boards,
    /// A two-game team pairing's cell: one 场 of two matches.
    Combined,
    /// `?`: a game still being played.
    Pending,
    /// The loss mark on both sides: both absent.
    Double,
    /// The mark of a score cancelled by a withdrawal.
    Cancelled,
    /// The loss mark of a round after a player withdrew.
    Withdrawn,
    /// The sanctions column's `w` and `d`.
    Sanctions,
    /// `bye`.
    Bye,
    /// `req`: a bye the player asked for.
    Requested,
    /// `late`: a round paired before the player entered.
    Late,
    /// A Swiss cell of an individual event.
    SwissCell,
    /// A Swiss cell of a team event.
    SwissTeamCell,
}

/// Builds the crosstable of an event from its standings.
pub fn crosstable(event: &Event, book: &Competition, standings: &Standings) -> Crosstable {
    let ledger = Ledger::of(event, book);
    // Row order: ranked players, then those struck out.
    let order: Vec<usize> = standings
        .standings
        .iter()
        .map(|r| &r.player)
        .chain(&standings.struck_out)
        .filter_map(|name| event.index_of(name))
        .collect();
    let number = |p: usize| order.iter().position(|&q| q == p).map_or(0, |i| i + 1);
    let mut used = Marks::default();
    let teams = event.is_team_match_event();
    let combined = combines_matches(event, book);
    let mut header = vec![
        "#".to_string(),
        if teams { "team" } else { "player" }.to_string(),
    ];
    match event.file.system {
        System::RoundRobin => header.extend((1..=order.len()).map(|i| i.to_string())),
        System::Swiss | System::Knockout => {
            header.extend((1..=event.last_round()).map(|r| format!("R{r}")))
        }
    }
    header.push("points".into());
    let tiebreak_keys: Vec<String> = standings
        .standings
        .first()
        .map(|r| r.tiebreaks.0.iter().map(|(k, _)| k.clone()).collect())
        .unwrap_or_default();
    header.extend(tiebreak_keys.iter().cloned());
    header.push("rank".into());
    let mut rows = Vec::new();
    for (i, &p) in order.iter().enumerate() {
        let mut row = vec![(i + 1).to_string(), event.players()[p].clone()];
        let entries = &ledger.entries[p];
        match event.file.system {
            System::RoundRobin => {
                for &o in &order {
                    if o == p {
                        row.push("*".into());
                        continue;
                    }
                    let games: Vec<&Entry> =
                        entries.iter().filter(|e| e.opponent == Some(o)).collect();
                    let combined_cell = combined
                        .then(|| combined_match(&games, book))
                        .flatten()
                        .filter(|_| games.iter().all(|e| e.kind == Kind::Played));
                    let cell = match combined_cell {
                        // One 场 of two matches: its 场分, then each match's 局分.
                        Some((_, points, _)) => {
                            used.combined = true;
                            let each: Vec<String> = games
                                .iter()
                                .map(|e| points_text(e.boards.map_or(0.0, |b| b.points)))
                                .collect();
                            format!("{} ({})", points_text(points), each.join(" + "))
                        }
                        None => games
                            .iter()
                            .map(|e| cell(e, book, &mut used))
                            .collect::<Vec<_>>()
                            .join(" "),
                    };
                    row.push(cell);
                }
            }
            System::Swiss | System::Knockout => {
                for r in 1..=event.last_round() {
                    let text = match entries.iter().find(|e| e.round == Some(r)) {
                        Some(e) if e.kind == Kind::Bye => {
                            used.bye = true;
                            format!("bye {}", points_text(entry_points(e, book)))
                        }
                        Some(e) if e.kind == Kind::Excused => {
                            let why = event
                                .file
                                .byes
                                .iter()
                                .find(|b| {
                                    Some(b.round) == e.round && b.player == event.players()[p]
                                })
                                .map(|b| b.why);
                            let mark = match why {
                                Some(ByeReason::LateEntry) => {
                                    used.late = true;
                                    "late"
                                }
                                _ => {
                                    used.requested = true;
                                    "req"
                                }
                            };
                            format!("{mark} {}", points_text(entry_points(e, book)))
                        }
                        Some(e) => format!(
                            "{}{}{}{}",
                            e.opponent.map(number).unwrap_or(0),
                            match e.colour {
                                Some(crate::Colour::Red) => "r",
                                Some(crate::Colour::Black) => "b",
                                None => "",
                            },
                            if e.boards.is_some() { " " } else { "" },
                            cell(e, book, &mut used)
                        ),
                        None if event.withdrawn_from(p).is_some_and(|from| r >= from) => {
                            used.withdrawn = true;
                            book.forfeit.loss_mark.clone()
                        }
                        None => String::new(),
                    };
                    row.push(text);
                }
            }
        }
        match standings
            .standings
            .iter()
            .find(|r| r.player == event.players()[p])
        {
            Some(s) => {
                row.push(points_text(s.points));
                for (_, v) in &s.tiebreaks.0 {
                    row.push(match v {
                        serde_json::Value::Null => String::new(),
                        serde_json::Value::Number(n) => {
                            n.as_f64().map(points_text).unwrap_or_default()
                        }
                        // Sanctions: `1w` (warnings), `1d` (disqualifications); blank for none.
                        serde_json::Value::Object(m) => m
                            .iter()
                            .filter(|(_, v)| v.as_u64().is_some_and(|n| n > 0))
                            .map(|(k, v)| format!("{v}{}", k.chars().next().unwrap_or('?')))
                            .collect::<Vec<_>>()
                            .join(" "),
                        other => other.to_string(),
                    });
                }
                row.push(s.rank.to_string());
            }
            None => {
                row.push(book.withdrawal.struck_out_mark.clone());
                row.extend(tiebreak_keys.iter().map(|_| String::new()));
                row.push("—".into());
            }
        }
        rows.push(row);
    }
    let mut legend = Vec::new();
    let mut legend_lines = Vec::new();
    if used.forfeit {
        legend_lines.push(LegendLine::Forfeit);
        legend.push(format!(
            "{} / {}: won / lost without play ({} {})",
            book.forfeit.win_mark, book.forfeit.loss_mark, book.cite, book.forfeit.article
        ));
    }
    if used.boards
        && let Some(t) = &book.teams
    {
        legend_lines.push(LegendLine::Boards);
        legend.push(format!(
            "a team match: 场分 (局分, the points on its boards) ({} {})",
            book.cite, t.match_points.article
        ));
    }
    if used.combined
        && let Some(t) = &book.teams
    {
        legend_lines.push(LegendLine::Combined);
        legend.push(format!(
            "a two-game team pairing: one 场, its 场分 (the 局分 of each match) ({} {}; \
             teams.two_game: combined)",
            book.cite, t.match_points.article
        ));
    }
    if used.pending {
        legend_lines.push(LegendLine::Pending);
        legend.push(
            "?: a game still being played; it counts for nothing yet (附录二 六 pairs the next round \
             as if it were drawn)"
                .into(),
        );
    }
    if used.double {
        legend_lines.push(LegendLine::Double);
        legend.push(format!(
            "{} on both sides: both absent, both lose without play ({} {})",
            book.forfeit.loss_mark, book.cite, book.forfeit.double_article
        ));
    }
    if used.cancelled || !standings.struck_out.is_empty() {
        let w = book.withdrawal.of(event.file.system);
        legend_lines.push(LegendLine::Cancelled);
        legend.push(format!(
            "{}: a score cancelled, the player struck out after withdrawing ({} {})",
            book.withdrawal.struck_out_mark, book.cite, w.article
        ));
    }
    if used.withdrawn {
        legend_lines.push(LegendLine::Withdrawn);
        legend.push(format!(
            "{}: a round after the player withdrew ({} {})",
            book.forfeit.loss_mark,
            book.cite,
            book.withdrawal.of(event.file.system).article
        ));
    }
    if !event.file.sanctions.is_empty() && tiebreak_keys.iter().any(|k| k == "sanctions") {
        legend_lines.push(LegendLine::Sanctions);
        legend.push(format!(
            "sanctions: w warnings, d disqualifications, last among equals ({} 第18.4条)",
            book.cite
        ));
    }
    if used.bye {
        legend_lines.push(LegendLine::Bye);
        legend.push(format!(
            "bye: a round without an opponent ({} {})",
            book.cite, book.swiss.article
        ));
    }
    if used.requested {
        legend_lines.push(LegendLine::Requested);
        legend.push(
            "req: a bye the player asked for, with the points the organiser grants (½ or 0; the \
             books do not provide for it)"
                .into(),
        );
    }
    if used.late {
        legend_lines.push(LegendLine::Late);
        legend.push(
            "late: a round paired before the player entered, with the points the organiser \
             grants (½ or 0; the books do not provide for it)"
                .into(),
        );
    }
    if event.file.system == System::Swiss {
        legend_lines.push(if teams {
            LegendLine::SwissTeamCell
        } else {
            LegendLine::SwissCell
        });
        legend.push(if teams {
            "a Swiss cell: the opponent's number, r (先走: red on the odd boards) or b, the score"
                .into()
        } else {
            "a Swiss cell: the opponent's number, r (red) or b (black), the score".into()
        });
    }
    Crosstable {
        header,
        rows,
        legend,
        legend_lines,
    }
}

/// Which marks a table used, for its legend.
#[derive(Default)]
struct Marks {
    pending: bool,
    forfeit: bool,
    double: bool,
    boards: bool,
    combined: bool,
    cancelled: bool,
    withdrawn: bool,
    bye: bool,
    requested: bool,
    late: bool,
}

/// One game's score from the row player's side, with its mark.
fn cell(e: &Entry, book: &Competition, used: &mut Marks) -> String {
    match e.kind {
        Kind::Played if e.boards.is_some() => {
            used.boards = true;
            let b = e.boards.map_or(0.0, |b| b.points);
            format!(
                "{} ({})",
                points_text(entry_points(e, book)),
                points_text(b)
            )
        }
        Kind::Played | Kind::Bye | Kind::Excused => points_text(entry_points(e, book)),
        Kind::Pending => {
            used.pending = true;
            "?".into()
        }
        Kind::Forfeit => {
            used.forfeit = true;
            used.double |= e.is_double_forfeit();
            if e.share > 0.5 {
                book.forfeit.win_mark.clone()
            } else {
                book.forfeit.loss_mark.clone()
            }
        }
        Kind::Cancelled => {
            used.cancelled = true;
            let mut as_played = *e;
            as_played.kind = Kind::Played;
            format!(
                "{}{}",
                points_text(entry_points(&as_played, book)),
                book.withdrawal.struck_out_mark
            )
        }
    }
}

impl Crosstable {
    /// Aligned columns of plain text, names left, numbers right, then the legend.
    pub fn text(&self) -> String {
        let widths: Vec<usize> = (0..self.header.len())
            .map(|c| {
                std::iter::once(&self.header)
                    .chain(&self.rows)
                    .map(|r| r.get(c).map_or(0, |s| s.width()))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = String::new();
        for row in std::iter::once(&self.header).chain(&self.rows) {
            let mut line = String::new();
            for (c, cell) in row.iter().enumerate() {
                let pad = widths[c] - cell.width();
                if c == 1 {
                    let _ = write!(line, "{cell}{}  ", " ".repeat(pad));
                } else {
                    let _ = write!(line, "{}{cell}  ", " ".repeat(pad));
                }
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
        for l in &self.legend {
            let _ = writeln!(out, "{l}");
        }
        out
    }

    /// A Markdown table, then the legend as a list.
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let line = |cells: &[String]| {
            format!(
                "| {} |\n",
                cells
                    .iter()
                    .map(|c| c.replace('|', "\\|"))
                    .collect::<Vec<_>>()
                    .join(" | ")
            )
        };
        out.push_str(&line(&self.header));
        let aligns: Vec<String> = (0..self.header.len())
            .map(|c| if c == 1 { ":---".into() } else { "---:".into() })
            .collect();
        out.push_str(&line(&aligns));
        for r in &self.rows {
            out.push_str(&line(r));
        }
        if !self.legend.is_empty() {
            out.push('\n');
            for l in &self.legend {
                let _ = writeln!(out, "- {l}");
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::points_text;

    #[test]
    fn points_print_exactly() {
        let shown: Vec<String> = [
            0.0, -0.0, 0.25, 0.5, 0.75, 1.0, 2.25, 2.5, 2.75, 12.0, -0.5, -1.75, 0.1,
        ]
        .into_iter()
        .map(points_text)
        .collect();
        assert_eq!(
            shown,
            [
                "0", "0", "¼", "½", "¾", "1", "2¼", "2½", "2¾", "12", "-½", "-1¾", "0.1"
            ]
        );
    }
}
