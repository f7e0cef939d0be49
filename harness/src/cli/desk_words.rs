//! The arbiter's desk's errors (`qili_tournament::arbiter::DeskError`) in the catalogue's words:
//! English is the tournament crate's own text, byte for byte; Chinese is worded from the same
//! facts, in CN's terms (轮, 台, 编排, 轮空, 登记, 加赛, 退出比赛). A results file's fault met
//! inside a step, or standings that cannot be made, are worded as anywhere else
//! (`results_words`, `event_words`).

use crate::files::ReadError;
use crate::i18n::{Lang, tr};
use crate::reasons::list;
use qili_tournament::arbiter::{DeskError, OffBoard};
use qili_tournament::pair_error::{PairError, Pending};
use std::path::Path;

/// `error` in `lang`.
pub fn error(lang: Lang, error: &DeskError) -> String {
    if !lang.is_chinese() {
        return error.to_string();
    }
    let numbers = |items: &[usize]| {
        list(
            lang,
            &items.iter().map(usize::to_string).collect::<Vec<_>>(),
        )
    };
    let mut round = 0;
    let (mut board, mut boards, mut other) = (0, 0, 0);
    let (mut name, mut red, mut black, mut result, mut text) = (
        String::new(),
        String::new(),
        String::new(),
        String::new(),
        String::new(),
    );
    let mut system = "";
    let kind = match error {
        DeskError::Pair(error) => return pair(lang, error),
        DeskError::Results(error) => return super::results_words::error(lang, error),
        DeskError::Standings(error) => return super::event_words::standings(lang, error),
        DeskError::SwissNeedsRounds => "swiss-needs-rounds",
        DeskError::TeamEventNotRecorded => "team-event",
        DeskError::RoundRecorded {
            round: r,
            boards: b,
        } => {
            (round, boards) = (*r, *b);
            "round-recorded"
        }
        DeskError::RoundNotFinished { round: r, missing } => {
            round = *r;
            text = numbers(missing);
            "round-not-finished"
        }
        DeskError::RoundOutOfOrder { round: r, last } => {
            (round, other) = (*r, *last as usize);
            "round-out-of-order"
        }
        DeskError::RoundNotRecorded { round: r, recorded } => {
            round = *r;
            text = if recorded.is_empty() {
                "none".to_string()
            } else {
                list(
                    lang,
                    &recorded.iter().map(u32::to_string).collect::<Vec<_>>(),
                )
            };
            "round-not-recorded"
        }
        DeskError::NoSuchBoard {
            round: r,
            boards: n,
            board: b,
        } => {
            (round, boards, board) = (*r, *n, *b);
            "no-such-board"
        }
        DeskError::OffBoard {
            round: r,
            name: n,
            why,
        } => {
            (round, name) = (*r, n.clone());
            match why {
                OffBoard::Bye => "off-board-bye",
                OffBoard::Excused => "off-board-excused",
                OffBoard::NotAPlayer => "off-board-not-a-player",
                OffBoard::NoBoard => "off-board",
            }
        }
        DeskError::ResultEntered {
            round: r,
            board: b,
            red: x,
            black: y,
            result: res,
        } => {
            (round, board, red, black) = (*r, *b, x.clone(), y.clone());
            result = res.map_or("none", |o| o.text()).to_string();
            "result-entered"
        }
        DeskError::PlayoffUnfinished => "playoff-unfinished",
        DeskError::NoPlayoffDue => "no-playoff-due",
        DeskError::NoPlayoffs { cite } => {
            text = cite.clone();
            "no-playoffs"
        }
        DeskError::NotOver => "not-over",
        DeskError::NoSuchPlayoffGame { games, game } => {
            (boards, board) = (*games, *game);
            "no-such-playoff-game"
        }
        DeskError::NoPlayoffGame { name: n } => {
            name = n.clone();
            "no-playoff-game"
        }
        DeskError::PlayoffGamesEntered { name: n } => {
            name = n.clone();
            "playoff-games-entered"
        }
        DeskError::PlayoffResultEntered {
            game,
            red: x,
            black: y,
            result: res,
        } => {
            (board, red, black) = (*game, x.clone(), y.clone());
            result = res.text().to_string();
            "playoff-result-entered"
        }
        DeskError::ByeNotSwiss { system: s } => {
            system = s.name();
            "bye-not-swiss"
        }
        DeskError::NotAPlayer { name: n } => {
            name = n.clone();
            "not-a-player"
        }
        DeskError::RoundPaired { round: r, current } => {
            (round, other) = (*r, *current as usize);
            "round-paired"
        }
        DeskError::NoSuchRound { total, round: r } => {
            (round, other) = (*r, *total as usize);
            "no-such-round"
        }
        DeskError::Withdrew { name: n, from } => {
            (name, round) = (n.clone(), *from);
            "withdrew"
        }
        DeskError::LateEntryNotSwiss { system: s } => {
            system = s.name();
            "late-entry-not-swiss"
        }
        DeskError::NotStarted => "not-started",
        DeskError::AllRoundsPaired { total } => {
            other = *total as usize;
            "all-rounds-paired"
        }
        DeskError::SheetNotRecorded { round: r } => {
            round = *r;
            "sheet-not-recorded"
        }
        DeskError::NotPairedYet { round: r, next } => {
            (round, other) = (*r, *next as usize);
            "not-paired-yet"
        }
    };
    tr!(
        lang,
        "desk-error",
        kind = kind,
        round = round.to_string(),
        board = board.to_string(),
        boards = boards.to_string(),
        other = other.to_string(),
        name = name,
        red = red,
        black = black,
        result = result,
        system = system,
        text = text
    )
}

/// `error` of the results file `path`, in `lang`: `PATH: …`.
pub fn at(lang: Lang, path: &Path, error: &DeskError) -> String {
    tr!(
        lang,
        "desk-error-at",
        path = path.display().to_string(),
        error = self::error(lang, error)
    )
}

/// Why the file `path` (a results or entries file, a list, a record) cannot be read, in
/// `lang`. English as it always was, `PATH: error`; in Chinese a missing file or one that may
/// not be read as anywhere in qili, the other reasons worded, the system's words kept.
pub fn cannot_read(lang: Lang, path: &Path, error: &ReadError) -> String {
    if !lang.is_chinese() {
        return format!("{}: {error}", path.display());
    }
    if let Some(why) = super::errors::unreadable(lang, path) {
        return why;
    }
    let (kind, text) = match error {
        ReadError::NotAFile => ("not-a-file", String::new()),
        ReadError::TooBig { kib } => ("too-big", kib.to_string()),
        ReadError::NotUtf8 { byte } => ("not-utf8", byte.to_string()),
        ReadError::Cannot(why) => ("other", why.clone()),
    };
    tr!(
        lang,
        "desk-cannot-read",
        path = path.display().to_string(),
        kind = kind,
        text = text
    )
}

/// `new` refusing to overwrite the results file `path`, in `lang`.
pub fn exists(lang: Lang, path: &Path) -> String {
    tr!(lang, "desk-exists", path = path.display().to_string())
}

/// `result` given a text that is no result, in `lang`.
pub fn not_a_result(lang: Lang, text: &str) -> String {
    tr!(lang, "desk-not-a-result", text = text.to_string())
}

/// `result` on a results file with no round recorded, in `lang`.
pub fn no_round(lang: Lang, path: &Path) -> String {
    tr!(lang, "desk-no-round", path = path.display().to_string())
}

/// Why the next round cannot be paired (`qili_tournament::pair_error::PairError`), in `lang`:
/// English is the tournament crate's own text, byte for byte; Chinese is worded from the same
/// facts in CN's terms (轮, 编排, 相遇过的对手不再编对, 组, 淘汰).
pub fn pair(lang: Lang, error: &PairError) -> String {
    if !lang.is_chinese() {
        return error.to_string();
    }
    let (mut round, mut total, mut players) = (0, 0, 0);
    let (mut name, mut text) = (String::new(), String::new());
    let kind = match error {
        PairError::TooManyPlayers { players: n, max } => {
            (players, total) = (*n, *max as u32);
            "too-many-players"
        }
        PairError::RoundUnfinished {
            round: r,
            players: p,
        } => {
            (round, players, text) = (*r, p.len(), list(lang, p));
            "round-unfinished"
        }
        PairError::AllRoundsPlayed { total: t } => {
            total = *t;
            "all-rounds-played"
        }
        PairError::StillPlaying { total: t, games } => {
            let named: Vec<String> = games.iter().map(|g| pending(lang, g)).collect();
            (total, players, text) = (*t, games.len(), list(lang, &named));
            "still-playing"
        }
        PairError::NeedsRematch { round: r } => {
            round = *r;
            "needs-rematch"
        }
        PairError::GroupBehind { group, round: r } => {
            (name, round) = (group.clone(), *r);
            "group-behind"
        }
        PairError::GroupsOver => "groups-over",
        PairError::InGroup { group, error } => {
            (name, text) = (group.clone(), pair(lang, error));
            "in-group"
        }
        PairError::KnockoutPlaying { round: r } => {
            round = *r;
            "knockout-playing"
        }
        PairError::KnockoutOver { winner: Some(w) } => {
            name = w.clone();
            "knockout-won"
        }
        PairError::KnockoutOver { winner: None } => "knockout-empty",
        PairError::KnockoutStuck(stuck) => return super::event_words::stuck(lang, stuck),
        PairError::Bracket(error) => return super::event_words::bracket(lang, error),
        PairError::OffTable { round: r, warnings } => {
            (round, text) = (*r, super::table_words::warnings(lang, warnings));
            "off-table"
        }
        PairError::Other(t) => {
            text = t.clone();
            "other"
        }
    };
    tr!(
        lang,
        "pair-error",
        kind = kind,
        round = round.to_string(),
        total = total.to_string(),
        players = players.to_string(),
        name = name,
        text = text
    )
}

/// A game still being played, in `lang`: `A – B（第 2 轮）`.
fn pending(lang: Lang, game: &Pending) -> String {
    tr!(
        lang,
        "pair-pending",
        red = game.red.clone(),
        black = game.black.clone(),
        round = game.round.to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal of the next round, in both Chinese forms: no English word left, and the
    /// facts (round, players, group, winner) in place; English is the crate's `Display`.
    #[test]
    fn every_pair_error_is_worded_in_chinese() {
        let unfinished = PairError::RoundUnfinished {
            round: 4,
            players: vec!["甲".into()],
        };
        let cases = [
            (
                PairError::TooManyPlayers {
                    players: 1200,
                    max: 1000,
                },
                "1200 名棋手：积分编排制赛事至多编排 1000 名",
                "1200 名棋手：積分編排制賽事至多編排 1000 名",
            ),
            (
                unfinished.clone(),
                "第 4 轮尚未赛完：甲 尚无对局",
                "第 4 輪尚未賽完：甲 尚無對局",
            ),
            (
                PairError::AllRoundsPlayed { total: 7 },
                "全部 7 轮均已赛完",
                "全部 7 輪均已賽完",
            ),
            (
                PairError::StillPlaying {
                    total: 3,
                    games: vec![
                        Pending {
                            round: 2,
                            red: "甲".into(),
                            black: "乙".into(),
                        },
                        Pending {
                            round: 3,
                            red: "丙".into(),
                            black: "丁".into(),
                        },
                    ],
                },
                "全部 3 轮均已编排，但 甲 – 乙（第 2 轮）、丙 – 丁（第 3 轮） 尚未结束：最终名次及加赛须待其结果",
                "全部 3 輪均已編排，但 甲 – 乙（第 2 輪）、丙 – 丁（第 3 輪） 尚未結束：最終名次及加賽須待其結果",
            ),
            (
                PairError::NeedsRematch { round: 5 },
                "第 5 轮无法编排：相遇过的对手不再编对（附录二 三），本轮不让其再次相遇便排不通",
                "第 5 輪無法編排：相遇過的對手不再編對（附录二 三），本輪不讓其再次相遇便排不通",
            ),
            (
                PairError::GroupBehind {
                    group: "B".into(),
                    round: 2,
                },
                "B 组尚未进行第 2 轮：各组同时进行各轮比赛",
                "B 組尚未進行第 2 輪：各組同時進行各輪比賽",
            ),
            (
                PairError::GroupsOver,
                "各组均已赛完全部轮次",
                "各組均已賽完全部輪次",
            ),
            (
                PairError::InGroup {
                    group: "A".into(),
                    error: Box::new(unfinished),
                },
                "A 组：第 4 轮尚未赛完：甲 尚无对局",
                "A 組：第 4 輪尚未賽完：甲 尚無對局",
            ),
            (
                PairError::KnockoutPlaying { round: 3 },
                "第 3 轮：应赛的对局都在进行中（未完成的对局决定下一步的对阵）",
                "第 3 輪：應賽的對局都在進行中（未完成的對局決定下一步的對陣）",
            ),
            (
                PairError::KnockoutOver {
                    winner: Some("乙".into()),
                },
                "淘汰赛已经结束：乙 获胜",
                "淘汰賽已經結束：乙 獲勝",
            ),
            (
                PairError::KnockoutOver { winner: None },
                "淘汰赛已经结束：已无棋手留在赛中",
                "淘汰賽已經結束：已無棋手留在賽中",
            ),
        ];
        for (error, hans, hant) in cases {
            assert_eq!(pair(Lang::ZhHans, &error), hans, "{error:?}");
            assert_eq!(pair(Lang::ZhHant, &error), hant, "{error:?}");
            assert_eq!(pair(Lang::En, &error), error.to_string());
        }
        assert_eq!(
            PairError::RoundUnfinished {
                round: 1,
                players: vec!["C".into(), "D".into()],
            }
            .to_string(),
            "round 1 is not finished: C, D have no game yet"
        );
        let one = PairError::StillPlaying {
            total: 3,
            games: vec![Pending {
                round: 2,
                red: "A".into(),
                black: "B".into(),
            }],
        };
        assert_eq!(
            one.to_string(),
            "all 3 rounds have been paired, but A – B (round 2) is still being played: the final \
             standings and any play-off wait for its result"
        );
    }
}
