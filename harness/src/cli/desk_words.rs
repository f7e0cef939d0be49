//! The arbiter's desk's errors (`qili_tournament::arbiter::DeskError`) in the catalogue's words:
//! English is the tournament crate's own text, byte for byte; Chinese is worded from the same
//! facts, in CN's terms (轮, 台, 编排, 轮空, 登记, 加赛, 退出比赛).

use crate::i18n::{Lang, tr};
use crate::reasons::list;
use qili_tournament::arbiter::{DeskError, OffBoard};
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
        DeskError::Other(t) => {
            text = t.clone();
            "other"
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
