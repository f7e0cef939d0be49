//! What a trial's details say, kept as data so that the terminal can word them in the language
//! asked: the JSON and JUnit reports keep the English [`Detail::in_lang`] gives for
//! [`Lang::En`], which is the trial's `message`.

use super::Status;
use crate::certify::{Answer, Unaskable};
use crate::i18n::{Lang, tr};
use crate::judge::{Failure, Reading};
use std::path::PathBuf;

/// The details of a trial, as data.
#[derive(Clone, Debug, Default)]
pub enum Detail {
    /// Nothing to say.
    #[default]
    None,
    /// Text shown as it is in every language: a broken case's error, the reason a list gives.
    Text(String),
    /// The case gives no ruling under the rulebook `rules`: nothing to check.
    NoRuling {
        /// The rulebook id.
        rules: String,
    },
    /// No rulebook has this id.
    UnknownRulebook {
        /// The id asked for.
        rules: String,
    },
    /// The oracle's trial passes, yet the oracle's known-failure list names it.
    ListedPasses {
        /// The case file.
        path: PathBuf,
    },
    /// The oracle's finding differs from the case's expectation.
    Oracle(Box<Failure>),
    /// A contributed case's reading differs from the oracle's (a warning).
    Reading(Box<Reading>),
    /// The engine's trial cannot be asked.
    Unaskable(Unaskable),
    /// What the engine answered to the question asked.
    Engine(Box<Answer>),
    /// A trial the `--expect` list names that passes (`passes`) or was not asked.
    ListedNotFailing {
        /// Whether it passed (else it was not asked).
        passes: bool,
        /// The `--expect` file.
        list: PathBuf,
        /// The trial's own details.
        then: Box<Detail>,
    },
    /// A failure the `--expect` list names, with its reason.
    Known {
        /// The list's reason, as it writes it.
        reason: String,
        /// How the trial ended.
        found: Status,
        /// The trial's own details.
        then: Box<Detail>,
    },
}

impl Detail {
    /// The details in `lang`; in English the trial's `message`, word for word.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Detail::None => String::new(),
            Detail::Text(text) => text.clone(),
            Detail::NoRuling { rules } => tr!(lang, "detail-no-ruling", rules = rules.clone()),
            Detail::UnknownRulebook { rules } => {
                tr!(lang, "detail-unknown-rulebook", rules = rules.clone())
            }
            Detail::ListedPasses { path } => tr!(
                lang,
                "detail-listed-passes",
                path = path.display().to_string()
            ),
            Detail::Oracle(failure) => failure.in_lang(lang),
            Detail::Reading(reading) => reading.in_lang(lang),
            Detail::Unaskable(why) => why.in_lang(lang),
            Detail::Engine(answer) => answer.in_lang(lang),
            Detail::ListedNotFailing { passes, list, then } => {
                let head = tr!(
                    lang,
                    "detail-listed-not-failing",
                    passes = if *passes { "yes" } else { "no" },
                    list = list.display().to_string()
                );
                format!("{head}\n{}", then.in_lang(lang))
            }
            Detail::Known {
                reason,
                found,
                then,
            } => {
                let head = tr!(lang, "detail-known", reason = reason.trim().to_string());
                let found = tr!(
                    lang,
                    "detail-known-found",
                    status = tr!(lang, "status", status = found.name()),
                    then = then.in_lang(lang)
                );
                format!("{head}\n{found}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_oracle::{Color, Move};

    /// Each detail that is not a failure's body, in the three languages: the English word for
    /// word as the trials wrote it before it was data.
    #[test]
    fn every_detail_is_worded_in_each_language() {
        let mv = Move::parse_iccs("h2e2").unwrap();
        let known = Detail::Known {
            reason: "ignores bans\n".to_string(),
            found: Status::ProtocolError,
            then: Box::new(Detail::Text("mock: played h2e2".to_string())),
        };
        let cases: Vec<(Detail, [&str; 3])> = vec![
            (
                Detail::NoRuling {
                    rules: "cn".to_string(),
                },
                [
                    "the case gives no ruling under 'cn'",
                    "此案例没有依 cn 的判决",
                    "此案例沒有依 cn 的判決",
                ],
            ),
            (
                Detail::UnknownRulebook {
                    rules: "xyz".to_string(),
                },
                [
                    "unknown rulebook 'xyz'",
                    "没有“xyz”这部规则书",
                    "沒有「xyz」這部規則書",
                ],
            ),
            (
                Detail::ListedPasses {
                    path: PathBuf::from("cases/axf/001-x.yaml"),
                },
                [
                    "cases/axf/001-x.yaml: passes, but is listed in \
                     harness/oracle-known-failures.yaml — remove it",
                    "cases/axf/001-x.yaml：已通过，却列在 harness/oracle-known-failures.yaml \
                     中——请将其移除",
                    "cases/axf/001-x.yaml：已通過，卻列在 harness/oracle-known-failures.yaml \
                     中——請將其移除",
                ],
            ),
            (
                Detail::Unaskable(Unaskable::DrawBansNothing),
                [
                    "a draw ruling forbids no move: nothing to ban",
                    "判和：没有哪一方须变着，无可禁走的着法",
                    "判和：沒有哪一方須變著，無可禁走的著法",
                ],
            ),
            (
                Detail::Unaskable(Unaskable::NoBans),
                [
                    "the engine cannot be told of bans (CECP without `feature exclude=1`)",
                    "无法告知此引擎哪些着法不得走（CECP 而无 `feature exclude=1`）",
                    "無法告知此引擎哪些著法不得走（CECP 而無 `feature exclude=1`）",
                ],
            ),
            (
                Detail::Unaskable(Unaskable::NoLoop),
                [
                    "the printed moves never repeat a position (`cycle: whole`): there is no \
                     loop to play on",
                    "所载着法从未重复局面（`cycle: whole`）：没有可续走的循环",
                    "所載著法從未重複局面（`cycle: whole`）：沒有可續走的循環",
                ],
            ),
            (
                Detail::Unaskable(Unaskable::IllegalCycleMove { mv, ply: 12 }),
                [
                    "the cycle move h2e2 is not legal when played on at ply 12",
                    "循环着法 h2e2 续走到第 12 着时违反行棋规定",
                    "循環著法 h2e2 續走到第 12 著時違反行棋規定",
                ],
            ),
            (
                Detail::Unaskable(Unaskable::Forced(Some(Color::Black))),
                [
                    "black never has a choice when its cycle move would make a third \
                     occurrence: every such move is forced, so there is nothing to vary to",
                    "每当黑方的循环着法将使局面第三次出现时，它都只有这一着可走：无从变着",
                    "每當黑方的循環著法將使局面第三次出現時，它都只有這一著可走：無從變著",
                ],
            ),
            (
                Detail::Unaskable(Unaskable::Forced(None)),
                [
                    "every move that would make a third occurrence is forced",
                    "每一个将使局面第三次出现的着法，走棋一方都只有这一着可走：无从变着",
                    "每一個將使局面第三次出現的著法，走棋一方都只有這一著可走：無從變著",
                ],
            ),
            (
                known,
                [
                    "known failure: ignores bans\nfound: protocol_error: mock: played h2e2",
                    "已知失败：ignores bans\n实际：协议错误：mock: played h2e2",
                    "已知失敗：ignores bans\n實際：協定錯誤：mock: played h2e2",
                ],
            ),
        ];
        for (detail, words) in cases {
            for (lang, want) in Lang::ALL.into_iter().zip(words) {
                assert_eq!(detail.in_lang(lang), want, "{detail:?} in {lang:?}");
            }
        }
    }
}
