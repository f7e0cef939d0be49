//! The tournament crate's other errors in the catalogue's words: the entries file
//! (`entries::EntriesError`), a team's line-up and roster (`teams::LineupError`,
//! `ratings::RosterError`, CN 第12条), why an event cannot be ranked
//! (`standings_error::StandingsError`) or its group stage cannot make the final
//! (`standings_error::AdvanceError`), a knockout's game off its bracket (`bracket::BracketError`),
//! a knockout's match nothing can decide (`bracket::Stuck`) and a play-off stage that is none
//! (`bracket::StepError`). English is the crate's own `Display`, byte for byte; Chinese is worded
//! from the same data in CN's terms (报名, 台次, 队员, 淘汰制, 加赛). A text another part of qili
//! gives (the CSV reader's words, a results file's fault met on the way) is quoted as it is.

use crate::i18n::{Lang, tr};
use crate::reasons::list;
use qili_tournament::bracket::{BracketError, Step, StepError, Stuck};
use qili_tournament::entries::{EntriesError, EntriesFault};
use qili_tournament::ratings::{BOARD_ORDER_WORDS, RosterError};
use qili_tournament::rules::UnknownRulebook;
use qili_tournament::standings_error::{AdvanceError, StandingsError};
use qili_tournament::swiss::NoSuchBook;
use qili_tournament::teams::LineupError;
use std::path::Path;

/// `text` (an error) about the file `path`: `PATH: text` in English, `PATH：text` in Chinese.
pub fn at_file(lang: Lang, path: &Path, text: String) -> String {
    if !lang.is_chinese() {
        return format!("{}: {text}", path.display());
    }
    tr!(
        lang,
        "event-at",
        path = path.display().to_string(),
        text = text
    )
}

/// `--rules` naming a book with no competition table: English `--rules: unknown rulebook 'x'
/// (axf or cn)` as always, Chinese `--rules：没有“x”这部规则书…`.
pub fn unknown_rules(lang: Lang, e: &UnknownRulebook) -> String {
    if !lang.is_chinese() {
        return format!("--rules: {e}");
    }
    super::errors::option(
        lang,
        "rules",
        tr!(lang, "event-unknown-rules", id = e.id.clone()),
    )
}

/// `--rules` naming no book whose first Swiss round qili pairs (`pair`): English `--rules:
/// 'x' is no book (cn, axf)` as always, Chinese the words of any unknown `--rules`.
pub fn no_such_book(lang: Lang, e: &NoSuchBook) -> String {
    if !lang.is_chinese() {
        return format!("--rules: {e}");
    }
    unknown_rules(lang, &UnknownRulebook { id: e.id.clone() })
}

/// A results file that names no `rules`, with no `--rules` given.
pub fn rules_needed(lang: Lang) -> String {
    tr!(lang, "event-rules-needed")
}

/// `advance` on a file with no groups.
pub fn not_groups(lang: Lang) -> String {
    tr!(lang, "event-not-groups")
}

/// An entries file's fault in `lang`.
pub fn entries(lang: Lang, e: &EntriesError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut count, mut first) = (0, 0);
    let (mut text, mut name) = (String::new(), String::new());
    let kind = match &e.fault {
        EntriesFault::NotText => "not-text",
        EntriesFault::Csv(t) => {
            text = t.clone();
            "csv"
        }
        EntriesFault::NoName => "no-name",
        EntriesFault::Columns { count: c } => {
            count = *c;
            "columns"
        }
        EntriesFault::NotARating { text: t } => {
            text = t.clone();
            "not-rating"
        }
        EntriesFault::Twice { name: n, first: f } => {
            (name, first) = (n.clone(), *f);
            "twice"
        }
        EntriesFault::TooMany { max } => {
            count = *max;
            "too-many"
        }
        EntriesFault::TooFew { count: c } => {
            count = *c;
            "too-few"
        }
    };
    tr!(
        lang,
        "event-entries",
        origin = e.origin.clone(),
        at_line = if e.line.is_some() { "line" } else { "file" },
        line = e.line.unwrap_or(0).to_string(),
        kind = kind,
        count = count.to_string(),
        first = first.to_string(),
        text = text,
        name = name
    )
}

/// Why a line-up may not be fielded, in `lang`.
pub fn lineup(lang: Lang, e: &LineupError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut boards, mut roster, mut max, mut board, mut upper, mut lower) = (0, 0, 0, 0, 0, 0);
    let (mut name, mut other, mut names) = (String::new(), String::new(), String::new());
    let kind = match e {
        LineupError::TooManyOrders {
            boards: b,
            roster: r,
            max: m,
        } => {
            (boards, roster, max) = (*b, *r, *m);
            "too-many-orders"
        }
        LineupError::NotOnTeam { board: b, name: n } => {
            (board, name) = (*b, n.clone());
            "not-on-team"
        }
        LineupError::TwoBoards { name: n } => {
            name = n.clone();
            "two-boards"
        }
        LineupError::NotTheRoster { roster } => {
            names = list(lang, roster);
            "not-the-roster"
        }
        LineupError::OutOfOrder {
            upper: u,
            upper_number,
            lower: l,
            lower_number,
        } => {
            (name, upper, other, lower) = (u.clone(), *upper_number, l.clone(), *lower_number);
            "out-of-order"
        }
    };
    tr!(
        lang,
        "event-lineup",
        kind = kind,
        boards = boards.to_string(),
        roster = roster.to_string(),
        max = max.to_string(),
        board = board.to_string(),
        name = name,
        other = other,
        names = names,
        upper = upper.to_string(),
        lower = lower.to_string()
    )
}

/// Why a team's roster is out of 第12.1条's order, in `lang`.
pub fn roster(lang: Lang, e: &RosterError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let rating = |r: Option<u32>| r.map_or_else(|| tr!(lang, "event-no-rating"), |r| r.to_string());
    let [(upper, upper_rating), (lower, lower_rating)] = &e.players;
    tr!(
        lang,
        "event-roster",
        team = e.team.clone(),
        upper = upper.clone(),
        upper_rating = rating(*upper_rating),
        board = e.board.to_string(),
        lower = lower.clone(),
        lower_rating = rating(*lower_rating),
        next = (e.board + 1).to_string(),
        words = BOARD_ORDER_WORDS
    )
}

/// Why a knockout cannot go on, in `lang`: the match nothing in the file decides.
pub fn stuck(lang: Lang, s: &Stuck) -> String {
    if !lang.is_chinese() {
        return s.to_string();
    }
    let stages: Vec<String> = s.playoff.iter().map(|p| format!("`{p}`")).collect();
    tr!(
        lang,
        "event-stuck",
        first = s.players[0].clone(),
        second = s.players[1].clone(),
        round = s.round.to_string(),
        after = if s.playoff.is_empty() {
            "games"
        } else {
            "playoff"
        },
        stages = list(lang, &stages)
    )
}

/// Where the results file holds a game (`line 7: games[4]: `, as the crate writes it), in
/// `lang`: `第 7 行：games[4]：`. A text in any other form is kept as it is.
fn game_at(lang: Lang, at: &str) -> String {
    let (line, key) = match at.strip_prefix("line ").and_then(|r| r.split_once(": ")) {
        Some((n, rest)) if n.parse::<u64>().is_ok() => (Some(n), rest),
        _ => (None, at),
    };
    match key.strip_suffix(": ") {
        Some(key) => tr!(
            lang,
            "event-game-at",
            at_line = if line.is_some() { "line" } else { "none" },
            line = line.unwrap_or_default().to_string(),
            key = key.to_string()
        ),
        None => at.to_string(),
    }
}

/// A knockout's game that does not fit its bracket, in `lang`.
pub fn bracket(lang: Lang, e: &BracketError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (at, red, black, round, undecided, kind) = match e {
        BracketError::NotAMatch {
            at,
            red,
            black,
            round,
            undecided,
        } => (at, red, black, *round, *undecided, "not-a-match"),
        BracketError::AfterDecided { at, red, black } => (at, red, black, 0, None, "after-decided"),
        BracketError::Other(text) => return text.clone(),
    };
    tr!(
        lang,
        "event-bracket",
        at = game_at(lang, at),
        kind = kind,
        red = red.clone(),
        black = black.clone(),
        round = round.to_string(),
        undecided = if undecided.is_some() { "yes" } else { "no" },
        current = undecided.unwrap_or(0).to_string()
    )
}

/// Why the standings cannot be made, in `lang`.
pub fn standings(lang: Lang, e: &StandingsError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut system, mut cite, mut group, mut text) =
        ("", String::new(), String::new(), String::new());
    let kind = match e {
        StandingsError::ByBracketOrGroups => "by-bracket",
        StandingsError::NoTieBreaks { system: s } => {
            system = s.name();
            "no-tie-breaks"
        }
        StandingsError::NoTeamScoring { cite: c } => {
            cite = c.clone();
            "no-team-scoring"
        }
        StandingsError::InGroup { group: g, error } => {
            (group, text) = (g.clone(), standings(lang, error));
            "in-group"
        }
        StandingsError::Bracket(error) => return bracket(lang, error),
        StandingsError::Other(text) => return text.clone(),
    };
    tr!(
        lang,
        "event-standings",
        kind = kind,
        system = system,
        cite = cite,
        group = group,
        text = text
    )
}

/// Why a group stage cannot make its final, in `lang`.
pub fn advance(lang: Lang, e: &AdvanceError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (mut groups, mut group, mut players) = (String::new(), String::new(), String::new());
    let (mut first, mut last, mut cut) = (0, 0, 0);
    let kind = match e {
        AdvanceError::NoCount => "no-count",
        AdvanceError::Unfinished { groups: g } => {
            groups = list(lang, g);
            "unfinished"
        }
        AdvanceError::SharedAcrossCut {
            group: g,
            players: p,
            places,
            cut: c,
        } => {
            (group, players) = (g.clone(), list(lang, p));
            [first, last] = *places;
            cut = *c;
            "shared"
        }
        AdvanceError::Standings(error) => return standings(lang, error),
        AdvanceError::Other(text) => return text.clone(),
    };
    tr!(
        lang,
        "event-advance",
        kind = kind,
        groups = groups,
        group = group,
        players = players,
        first = first.to_string(),
        last = last.to_string(),
        cut = cut.to_string()
    )
}

/// Why a text is no play-off stage, in `lang`.
pub fn step(lang: Lang, e: &StepError) -> String {
    if !lang.is_chinese() {
        return e.to_string();
    }
    let (kind, text) = match e {
        StepError::Count { text } => ("count", text),
        StepError::Unknown { text } => ("unknown", text),
    };
    tr!(lang, "event-step", kind = kind, text = text.clone())
}

/// The play-off stages of `--playoff`, each read or refused in `lang` (`--playoff X`'s error
/// names the option as the English always did).
pub fn playoff_stages(lang: Lang, stages: &[String]) -> Result<Vec<Step>, String> {
    stages
        .iter()
        .map(|p| {
            Step::try_from(p.clone()).map_err(|e| {
                if lang.is_chinese() {
                    super::errors::option(lang, "playoff", step(lang, &e))
                } else {
                    format!("--playoff {e}")
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_tournament::System;

    /// Checks `words` in each language: English is `english` (the crate's `Display`), the two
    /// Chinese forms are `hans` and `hant`.
    fn check(words: impl Fn(Lang) -> String, english: String, hans: &str, hant: &str) {
        assert_eq!(words(Lang::En), english);
        assert_eq!(words(Lang::ZhHans), hans, "{english}");
        assert_eq!(words(Lang::ZhHant), hant, "{english}");
    }

    /// The faults no CLI test reaches (a file always has them in another form, or the
    /// subcommands route around them), worded from their data like the rest.
    #[test]
    fn every_other_fault_is_worded_in_chinese() {
        let lineups = [
            (
                LineupError::TooManyOrders {
                    boards: 8,
                    roster: 12,
                    max: 100_000,
                },
                "从 12 名队员中排出 8 台：可试的出场顺序超过 100000 种",
                "從 12 名隊員中排出 8 臺：可試的出場順序超過 100000 種",
            ),
            (
                LineupError::NotOnTeam {
                    board: 2,
                    name: "x".into(),
                },
                "第 2 台：“x”不是本队队员",
                "第 2 臺：「x」不是本隊隊員",
            ),
            (
                LineupError::TwoBoards { name: "a1".into() },
                "“a1”同时排在两个台次",
                "「a1」同時排在兩個臺次",
            ),
        ];
        for (e, hans, hant) in lineups {
            check(|l| lineup(l, &e), e.to_string(), hans, hant);
        }
        let unrated = RosterError {
            team: "T".into(),
            board: 2,
            players: [("c".into(), None), ("b".into(), Some(2400))],
        };
        check(
            |l| roster(l, &unrated),
            "team 'T' lists c (no rating) on board 2 above b (2400) on board 3: 第12.1条 \
             “等级分高者，台次应列前。无等级分者排在有等级分棋手的后面”"
                .into(),
            "“T”队的名单把 c（无等级分）排在第 2 台，b（2400）排在第 3 台：第12.1条“等级分高者，台次应列前。无等级分者排在有等级分棋手的后面”",
            "「T」隊的名單把 c（無等級分）排在第 2 臺，b（2400）排在第 3 臺：第12.1条“等级分高者，台次应列前。无等级分者排在有等级分棋手的后面”",
        );
        let standing = [
            (
                StandingsError::ByBracketOrGroups,
                "淘汰制按对阵、分组赛按各组排列名次，不用区分名次的办法",
                "淘汰制按對陣、分組賽按各組排列名次，不用區分名次的辦法",
            ),
            (
                StandingsError::NoTieBreaks {
                    system: System::Swiss,
                },
                "本规则书没有为积分编排制比赛规定区分名次的办法",
                "本規則書沒有為積分編排制比賽規定區分名次的辦法",
            ),
            (
                StandingsError::InGroup {
                    group: "B".into(),
                    error: Box::new(StandingsError::NoTieBreaks {
                        system: System::RoundRobin,
                    }),
                },
                "B 组：本规则书没有为循环制比赛规定区分名次的办法",
                "B 組：本規則書沒有為循環制比賽規定區分名次的辦法",
            ),
            (
                StandingsError::Bracket(BracketError::AfterDecided {
                    at: "line 9: games[3]: ".into(),
                    red: "甲".into(),
                    black: "乙".into(),
                }),
                "第 9 行：games[3]：“甲”对“乙”：这场比赛在此局之前已决出胜负",
                "第 9 行：games[3]：「甲」對「乙」：這場比賽在此局之前已決出勝負",
            ),
            (
                StandingsError::Bracket(BracketError::NotAMatch {
                    at: "games[3]: ".into(),
                    red: "甲".into(),
                    black: "丙".into(),
                    round: 3,
                    undecided: Some(2),
                }),
                "games[3]：“甲”对“丙”（第 3 轮）不是淘汰赛对阵中的一场比赛（第 2 轮尚未决出）",
                "games[3]：「甲」對「丙」（第 3 輪）不是淘汰賽對陣中的一場比賽（第 2 輪尚未決出）",
            ),
        ];
        for (e, hans, hant) in standing {
            check(|l| standings(l, &e), e.to_string(), hans, hant);
        }
        let other = StandingsError::Other("as it is".into());
        check(
            |l| standings(l, &other),
            "as it is".into(),
            "as it is",
            "as it is",
        );
        let stuck_after_playoff = Stuck {
            players: ["甲".into(), "乙".into()],
            round: 2,
            playoff: vec![Step::Games(2), Step::SuddenDeath(1)],
        };
        check(
            |l| stuck(l, &stuck_after_playoff),
            "甲 — 乙 (round 2) is level after the play-off games:2, sudden-death:1 and the file's \
             `playoff` has nothing more (CN 第11.1条: 附加赛 as the organiser sets; add a stage \
             such as \"games:2\" or \"lots\")"
                .into(),
            "甲 对 乙（第 2 轮）赛完对局及加赛 `games:2`、`sudden-death:1` 后仍然打平，成绩文件的 `playoff` 已无加赛可决出胜负：CN 第11.1条 淘汰制“适当安排预选赛、附加赛”，加赛如何进行由主办方规定；请在 `playoff` 中加一个加赛阶段，如 `games:2` 或 `lots`",
            "甲 對 乙（第 2 輪）賽完對局及加賽 `games:2`、`sudden-death:1` 後仍然打平，成績檔案的 `playoff` 已無加賽可決出勝負：CN 第11.1条 淘汰制“适当安排预选赛、附加赛”，加賽如何進行由主辦方規定；請在 `playoff` 中加一個加賽階段，如 `games:2` 或 `lots`",
        );
        let many = EntriesError {
            origin: "e.csv".into(),
            line: Some(100_002),
            fault: EntriesFault::TooMany { max: 100_000 },
        };
        check(
            |l| entries(l, &many),
            "e.csv: line 100002: more than 100000 entries".into(),
            "e.csv：第 100002 行：报名超过 100000 条",
            "e.csv：第 100002 行：報名超過 100000 條",
        );
        let nameless = EntriesError {
            origin: "e.csv".into(),
            line: Some(2),
            fault: EntriesFault::NoName,
        };
        check(
            |l| entries(l, &nameless),
            "e.csv: line 2: no name in the first column".into(),
            "e.csv：第 2 行：第一栏没有姓名",
            "e.csv：第 2 行：第一欄沒有姓名",
        );
    }
}
