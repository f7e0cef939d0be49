//! The summary `qili games` prints: games, plies, record errors, the repetitions and who was
//! ordered to vary, what the ordered side did, and how the recorded results compare — per book.

use crate::i18n::{Lang, tr};
use qili_games::review::deciding;
use qili_games::{GameReport, ResultCheck};
use qili_oracle::{Color, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Text read from a file, made safe to show on a terminal: control characters (an escape
/// sequence, a bell, a carriage return that would overwrite the line) are written as `\u{1b}`.
pub fn escape(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// One game of the arbiter's list (`--list`): a game of a result-check category under one
/// book, with its players, event, recorded result and the ruling the check rests on.
#[derive(Clone, Debug, Serialize)]
pub struct Listed {
    /// The category (`played-on`).
    pub category: ResultCheck,
    /// The rulebook id.
    pub rules: String,
    /// The file it was read from.
    pub file: String,
    /// Its number in the file.
    pub game: usize,
    /// The Red, Black and Event tags (empty when not given).
    pub red: String,
    /// Black.
    pub black: String,
    /// Event.
    pub event: String,
    /// The recorded result as written.
    pub result: Option<String>,
    /// The ply of the ruling the check rests on (of the error, for a record error).
    pub ply: Option<usize>,
    /// That ruling's verdict.
    pub verdict: Option<&'static str>,
    /// Its article.
    pub article: Option<String>,
    /// The side the book gives the loss, and the ply where it lost, if it did.
    pub lost_by: Option<Color>,
    /// The ply where it lost.
    pub lost_at: Option<usize>,
    /// Why: the ruling's reason, or the record error.
    pub why: String,
    /// The ruling's verdict and reasons as data, for the Chinese line (`why` is their English).
    #[serde(skip)]
    pub reasons: Option<(qili_oracle::Verdict, qili_oracle::reasons::Reasons)>,
    /// The record error as data, for the Chinese line.
    #[serde(skip)]
    pub error: Option<qili_games::RecordError>,
}

/// How many record errors the summary lists by name (the rest are counted).
pub const LISTED_ERRORS: usize = 50;

/// Counts over many games.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Games read.
    pub games: usize,
    /// Plies played.
    pub plies: usize,
    /// Files (and standard input) read.
    pub inputs: usize,
    /// Inputs that could not be read, with why.
    pub unreadable: Vec<String>,
    /// Games that go wrong before their end.
    pub errors: usize,
    /// The first [`LISTED_ERRORS`] of them, described.
    pub listed: Vec<String>,
    /// Games with something the reader skipped.
    pub noted: usize,
    /// Per book id, in the order first seen.
    pub books: Vec<(String, BookCounts)>,
    /// Games read from XQF files.
    pub xqf: usize,
    /// Variations and comments in the records.
    pub variations: usize,
    /// Comments in the records.
    pub comments: usize,
    /// Variation lines ruled (`--variations`), and how many go wrong.
    pub lines: usize,
    /// Of those, lines that go wrong.
    pub line_errors: usize,
    /// The categories whose games are listed (`--list`).
    pub list: Vec<ResultCheck>,
    /// The games listed, in input order.
    pub listed_games: Vec<Listed>,
    /// The language the record errors are described in.
    pub lang: Lang,
}

/// One book's counts.
#[derive(Clone, Debug, Default)]
pub struct BookCounts {
    /// Games with at least one repetition.
    pub games_with: usize,
    /// Rulings by verdict.
    pub verdicts: BTreeMap<&'static str, usize>,
    /// Rulings that ordered red / black to vary.
    pub ordered: [usize; 2],
    /// Rulings by which a side lost at once.
    pub at_once: usize,
    /// Orders to vary in mid-game (the game went on past the repetition).
    pub mid_game: usize,
    /// Of those, how often the ordered side was the first to leave the cycle.
    pub ordered_left_first: usize,
    /// Of those, how often the other side left it first.
    pub other_left_first: usize,
    /// Orders after which the ordered side continued the cycle (a loss by the book).
    pub continued: usize,
    /// Repetitions ruled in variation lines.
    pub line_repetitions: usize,
    /// Games by result check.
    pub checks: BTreeMap<ResultCheck, usize>,
}

impl Summary {
    /// Counts one game.
    pub fn add(&mut self, report: &GameReport) {
        self.games += 1;
        self.plies += report.plies;
        if !report.notes.is_empty() {
            self.noted += 1;
        }
        if report.format == qili_games::Format::Xqf {
            self.xqf += 1;
        }
        self.variations += report.variations;
        self.comments += report.comments;
        for line in report.lines.iter().flatten() {
            self.lines += 1;
            if line.error.is_some() {
                self.line_errors += 1;
            }
            for r in &line.repetitions {
                self.book(&r.rules).line_repetitions += 1;
            }
        }
        for (rules, check) in &report.result_check.0 {
            if self.list.contains(check) {
                self.listed_games.push(listed(report, rules, *check));
            }
        }
        if let Some(e) = &report.error {
            self.errors += 1;
            if self.listed.len() < LISTED_ERRORS {
                self.listed.push(describe_error(self.lang, report, e));
            }
        }
        for (rules, check) in &report.result_check.0 {
            let book = self.book(rules);
            *book.checks.entry(*check).or_default() += 1;
            let reps: Vec<_> = report
                .repetitions
                .iter()
                .filter(|r| &r.rules == rules)
                .collect();
            if !reps.is_empty() {
                book.games_with += 1;
            }
            for r in reps {
                *book.verdicts.entry(r.verdict.name()).or_default() += 1;
                let Some(side) = r.must_vary else { continue };
                if r.lost_at == Some(r.ply) {
                    book.at_once += 1;
                    continue;
                }
                book.ordered[side.index()] += 1;
                if r.lost_at.is_some() {
                    book.continued += 1;
                }
                let mid_game =
                    report.plies > r.until + qili_games::review::ENDS_AT_REPETITION_WITHIN;
                if mid_game {
                    book.mid_game += 1;
                    match r.left_by {
                        Some(s) if s == side => book.ordered_left_first += 1,
                        Some(_) => book.other_left_first += 1,
                        None => {}
                    }
                }
            }
        }
    }

    fn book(&mut self, rules: &str) -> &mut BookCounts {
        let i = match self.books.iter().position(|(r, _)| r == rules) {
            Some(i) => i,
            None => {
                self.books.push((rules.to_string(), BookCounts::default()));
                self.books.len() - 1
            }
        };
        &mut self.books[i].1
    }

    /// The summary as text, for a terminal, in `lang` (what is quoted from the files aside).
    pub fn text(&self, lang: Lang) -> String {
        let mut out = String::new();
        let line = tr!(
            lang,
            "games-count",
            games = self.games,
            shown_games = group(self.games),
            inputs = self.inputs,
            plies = group(self.plies)
        );
        let _ = writeln!(out, "{line}");
        if self.xqf > 0 || self.variations > 0 || self.comments > 0 {
            let line = tr!(
                lang,
                "games-xqf",
                xqf = group(self.xqf),
                variations = group(self.variations),
                comments = group(self.comments)
            );
            let _ = writeln!(out, "{line}");
        }
        if self.lines > 0 {
            let reps: Vec<String> = self
                .books
                .iter()
                .map(|(r, b)| format!("{} {}", r.to_ascii_uppercase(), group(b.line_repetitions)))
                .collect();
            let line = tr!(
                lang,
                "games-lines",
                lines = group(self.lines),
                wrong = group(self.line_errors),
                repetitions = crate::reasons::list(lang, &reps)
            );
            let _ = writeln!(out, "{line}");
        }
        for u in &self.unreadable {
            let _ = writeln!(out, "{}", tr!(lang, "games-unreadable", what = escape(u)));
        }
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "games-errors", errors = group(self.errors))
        );
        for l in &self.listed {
            let _ = writeln!(out, "  {l}");
        }
        if self.errors > self.listed.len() {
            let more = group(self.errors - self.listed.len());
            let _ = writeln!(out, "  {}", tr!(lang, "games-more", more = more));
        }
        if self.noted > 0 {
            let line = tr!(lang, "games-noted", noted = group(self.noted));
            let _ = writeln!(out, "{line}");
        }
        if self.books.is_empty() {
            return out;
        }
        let names: Vec<String> = self
            .books
            .iter()
            .map(|(r, _)| r.to_ascii_uppercase())
            .collect();
        let mut rows: Vec<(String, Vec<String>)> = Vec::new();
        let mut row = |label: &str, f: &dyn Fn(&BookCounts) -> String| {
            rows.push((
                label.to_string(),
                self.books.iter().map(|(_, b)| f(b)).collect(),
            ));
        };
        row(&tr!(lang, "games-row-repeated"), &|b| group(b.games_with));
        row(&tr!(lang, "games-row-ruled"), &|b| {
            group(b.verdicts.values().sum())
        });
        for v in [Verdict::Draw, Verdict::RedLoses, Verdict::BlackLoses] {
            let label = format!("  {}", tr!(lang, "run-finding", finding = v.name()));
            row(&label, &|b| {
                group(b.verdicts.get(v.name()).copied().unwrap_or(0))
            });
        }
        let ordered = |c: Color| tr!(lang, "games-row-ordered", side = c.name());
        row(&format!("  {}", ordered(Color::Red)), &|b| {
            group(b.ordered[Color::Red.index()])
        });
        row(&format!("  {}", ordered(Color::Black)), &|b| {
            group(b.ordered[Color::Black.index()])
        });
        row(&format!("  {}", tr!(lang, "games-row-at-once")), &|b| {
            group(b.at_once)
        });
        row(&tr!(lang, "games-row-mid-game"), &|b| group(b.mid_game));
        row(&format!("  {}", tr!(lang, "games-row-left-first")), &|b| {
            percent(b.ordered_left_first, b.mid_game)
        });
        row(&format!("  {}", tr!(lang, "games-row-other-left")), &|b| {
            percent(b.other_left_first, b.mid_game)
        });
        row(&tr!(lang, "games-row-continued"), &|b| group(b.continued));
        row(&tr!(lang, "games-row-checks"), &|_| String::new());
        for check in ResultCheck::ALL {
            let label = tr!(lang, "games-check", check = check.name());
            row(&format!("  {label}"), &|b| {
                group(b.checks.get(&check).copied().unwrap_or(0))
            });
        }
        let label_width = rows
            .iter()
            .map(|(l, _)| unicode_width::UnicodeWidthStr::width(l.as_str()))
            .max()
            .unwrap_or(0);
        let col = rows
            .iter()
            .flat_map(|(_, cells)| cells.iter().map(String::len))
            .chain(names.iter().map(String::len))
            .max()
            .unwrap_or(0)
            .max(6);
        let _ = write!(out, "\n{}", " ".repeat(label_width));
        for n in &names {
            let _ = write!(out, "  {n:>col$}");
        }
        out.push('\n');
        for (label, cells) in rows {
            let pad = label_width - unicode_width::UnicodeWidthStr::width(label.as_str());
            let mut line = format!("{label}{}", " ".repeat(pad));
            for c in cells {
                let _ = write!(line, "  {c:>col$}");
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

impl Summary {
    /// The arbiter's list as text: for each category asked for and each book, its games.
    pub fn list_text(&self, lang: Lang) -> String {
        let mut out = String::new();
        for &category in &self.list {
            for (rules, _) in &self.books {
                let games: Vec<&Listed> = self
                    .listed_games
                    .iter()
                    .filter(|l| l.category == category && &l.rules == rules)
                    .collect();
                let heading = tr!(
                    lang,
                    "games-list-heading",
                    check = tr!(lang, "games-check", check = category.name()),
                    book = rules.to_ascii_uppercase(),
                    games = games.len(),
                    shown_games = group(games.len())
                );
                let _ = writeln!(out, "\n{heading}");
                for l in games {
                    let _ = writeln!(out, "  {}", describe_listed(lang, l));
                }
            }
        }
        out
    }
}

/// One game of the list, on one line (escaped), in `lang`: the ruling's reason in the books'
/// terms (the oracle's `why` in English), or the record error.
fn describe_listed(lang: Lang, l: &Listed) -> String {
    let mut parts = vec![tr!(
        lang,
        "games-game",
        file = l.file.clone(),
        game = l.game
    )];
    if !l.red.is_empty() || !l.black.is_empty() {
        let or = |s: &str| {
            if s.is_empty() {
                "?".to_string()
            } else {
                s.to_string()
            }
        };
        parts.push(format!("{} – {}", or(&l.red), or(&l.black)));
    }
    if !l.event.is_empty() {
        parts.push(l.event.clone());
    }
    let recorded = l.result.as_deref().unwrap_or("*").to_string();
    parts.push(tr!(lang, "games-list-recorded", result = recorded));
    let ruling = match (l.ply, l.verdict) {
        (Some(ply), Some(verdict)) => {
            let lost = match (l.lost_by, l.lost_at) {
                (Some(side), Some(at)) => tr!(
                    lang,
                    "games-list-lost",
                    side = crate::reasons::side(lang, side),
                    ply = at
                ),
                _ => String::new(),
            };
            tr!(
                lang,
                "games-list-ruling",
                ply = ply,
                verdict = match &l.reasons {
                    Some((v, reasons)) =>
                        crate::reasons::ruling_verdict(lang, &l.rules, *v, reasons),
                    None => tr!(lang, "verdict", verdict = verdict),
                },
                article = l.article.clone().unwrap_or_default(),
                lost = lost,
                why = match (&l.reasons, lang.is_chinese()) {
                    (Some((verdict, reasons)), true) => {
                        crate::reasons::chinese_why(lang, &l.rules, *verdict, reasons)
                    }
                    _ => l.why.clone(),
                }
            )
        }
        (Some(ply), None) => {
            let why = l
                .error
                .as_ref()
                .map_or_else(|| l.why.clone(), |e| super::record_error(lang, e));
            tr!(lang, "games-list-error", ply = ply, why = why)
        }
        // No error and no ruling: no position occurred three times.
        _ => tr!(lang, "games-list-no-repetition"),
    };
    parts.push(ruling);
    escape(&parts.join(" · "))
}

/// The red player's name: the `[Red]` tag (DhtmlXQ, XQF, Chinese PGN), else `[White]`, the PGN
/// standard's first player, as `qili match` and XBoard write red.
fn red_player(report: &GameReport) -> Option<&str> {
    report
        .tag("Red")
        .filter(|v| !v.trim().is_empty())
        .or_else(|| report.tag("White"))
}

/// A game as the list gives it under one book.
fn listed(report: &GameReport, rules: &str, category: ResultCheck) -> Listed {
    let tag = |n: &str| report.tag(n).unwrap_or("").trim().to_string();
    let reps: Vec<_> = report
        .repetitions
        .iter()
        .filter(|r| r.rules == rules)
        .cloned()
        .collect();
    let rep = deciding(&reps);
    let (ply, why) = match (&report.error, rep) {
        (Some(e), _) => (Some(e.ply), e.message.clone()),
        (None, Some(r)) => (Some(r.ply), r.why.clone()),
        (None, None) => (None, "no position occurred three times".to_string()),
    };
    let rep = rep.filter(|_| report.error.is_none());
    Listed {
        category,
        rules: rules.to_string(),
        file: report.file.clone(),
        game: report.game,
        red: red_player(report).unwrap_or("").trim().to_string(),
        black: tag("Black"),
        event: tag("Event"),
        result: report.result.clone(),
        ply,
        verdict: rep.map(|r| r.verdict.name()),
        article: rep.map(|r| r.article.clone()),
        lost_by: rep.and_then(|r| r.lost_at.and(r.must_vary)),
        lost_at: rep.and_then(|r| r.lost_at),
        why,
        reasons: rep.map(|r| (r.verdict, r.reasons.clone())),
        error: report.error.clone(),
    }
}

/// A record error as the summary lists it, in `lang`: where, which game, which ply and why
/// (the why is the reader's, in English: it names the file's line and column and the word).
fn describe_error(lang: Lang, report: &GameReport, e: &qili_games::RecordError) -> String {
    let tag = |n: &str| report.tag(n).filter(|v| !v.trim().is_empty());
    let mut who = Vec::new();
    if let Some(event) = tag("Event") {
        who.push(event.to_string());
    }
    match (
        red_player(report).filter(|v| !v.trim().is_empty()),
        tag("Black"),
    ) {
        (None, None) => {}
        (r, b) => who.push(format!("{} – {}", r.unwrap_or("?"), b.unwrap_or("?"))),
    }
    let game = tr!(
        lang,
        "games-game",
        file = report.file.clone(),
        game = report.game
    );
    let who = if who.is_empty() {
        String::new()
    } else {
        tr!(lang, "games-error-who", who = who.join(", "))
    };
    let text = if e.ply == 0 {
        tr!(
            lang,
            "games-error-start",
            game = game,
            who = who,
            message = super::record_error(lang, e)
        )
    } else {
        tr!(
            lang,
            "games-error",
            game = game,
            who = who,
            ply = e.ply,
            word = e.word.clone(),
            message = super::record_error(lang, e)
        )
    };
    escape(&text)
}

/// A count with thousands separated: `14,123`.
fn group(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `part` of `whole` as a count and a percentage: `95 (93%)`; `—` when there is no whole.
fn percent(part: usize, whole: usize) -> String {
    if whole == 0 {
        return "—".to_string();
    }
    format!("{} ({}%)", group(part), (part * 100 + whole / 2) / whole)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_and_shares_rounded() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(14_123), "14,123");
        assert_eq!(group(1_220_469), "1,220,469");
        assert_eq!(percent(19, 20), "19 (95%)");
        assert_eq!(percent(1, 3), "1 (33%)");
        assert_eq!(percent(0, 0), "—");
    }
}
