//! Certifying an engine against the cases (docs/ENGINES.md): for each case and rulebook, play
//! the loop on to the moment the side that must vary would make a third occurrence, ask the
//! engine to move for that side, and judge the move with the oracle.
//!
//! Each case and rulebook gives two trials: `axf` asks plainly (does the engine know the rule?),
//! `axf+banmoves` bans the forbidden move (does it obey the arbiter?).

mod answer;
mod expect;
mod plan;
mod pool;

pub use answer::{Answer, Asked, Played, Unaskable};
pub use expect::{ExpectError, ExpectErrorKind, Expectations};
pub use plan::{Plan, plan};
pub use pool::run_pool;

use crate::engine::{Engine, Fault, Question, Reply};
use crate::report::{Detail, Status, TrialResult};
use crate::suite::Loaded;
use qili_oracle::Verdict;
use qili_oracle::notation::{Notation, format_move};

/// How the engine is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mode {
    /// The position and the moves that led to it: the engine must know the rule.
    Plain,
    /// The same with the forbidden move banned (UCCI `banmoves`; UCI `searchmoves` with every
    /// other legal move): the engine must obey.
    Banmoves,
}

impl Mode {
    /// Both modes.
    pub const ALL: [Mode; 2] = [Mode::Plain, Mode::Banmoves];

    /// The rules key of a trial in this mode: `axf` or `axf+banmoves`.
    pub fn key(self, rules: &str) -> String {
        match self {
            Mode::Plain => rules.to_string(),
            Mode::Banmoves => format!("{rules}+banmoves"),
        }
    }
}

/// One question of a certification run: a case, a rulebook, a mode.
#[derive(Clone, Copy, Debug)]
pub struct Trial<'a> {
    /// The case.
    pub case: &'a Loaded,
    /// The rulebook id.
    pub rules: &'a str,
    /// How the engine is asked.
    pub mode: Mode,
}

/// Every trial of the cases under the rulebooks, case by case.
pub fn trials<'a>(cases: &[&'a Loaded], rules: &'a [String]) -> Vec<Trial<'a>> {
    let mut out = Vec::new();
    for case in cases {
        for r in rules {
            for mode in Mode::ALL {
                out.push(Trial {
                    case,
                    rules: r,
                    mode,
                });
            }
        }
    }
    out
}

/// Asks the engine one trial's question and judges the answer.
pub fn certify(engine: &mut dyn Engine, trial: &Trial<'_>) -> TrialResult {
    let key = trial.mode.key(trial.rules);
    let p = match trial.case {
        Loaded::Broken { id, error } => return TrialResult::broken(id, &key, error),
        Loaded::Ready(p) => p,
    };
    if let Some(error) = p.unfinished() {
        return TrialResult::broken(p.id(), &key, &error);
    }
    let mut result = TrialResult {
        case: p.id().to_string(),
        rules: key,
        status: Status::Ignored,
        expected: String::new(),
        actual: String::new(),
        article: String::new(),
        message: String::new(),
        warning: String::new(),
        title: p.case.file.title.clone(),
        titles: p.case.file.titles.clone(),
        detail: Detail::None,
        warning_detail: Detail::None,
    };
    let Some(&verdict) = p.case.file.expect.ruling.get(trial.rules) else {
        result.tell(Detail::NoRuling {
            rules: trial.rules.to_string(),
        });
        return result;
    };
    let unaskable = if verdict == Verdict::Draw && trial.mode == Mode::Banmoves {
        Some(Unaskable::DrawBansNothing)
    } else if trial.mode == Mode::Banmoves && !engine.hears_bans() {
        Some(Unaskable::NoBans)
    } else {
        None
    };
    if let Some(why) = unaskable {
        result.tell(Detail::Unaskable(why));
        return result;
    }
    let plan = match plan(p, verdict) {
        Ok(plan) => plan,
        Err(why) => {
            result.tell(Detail::Unaskable(why));
            return result;
        }
    };
    let banned = match trial.mode {
        Mode::Plain => Vec::new(),
        Mode::Banmoves => vec![plan.repeat],
    };
    let question = Question {
        root: plan.root.clone(),
        moves: plan.moves.clone(),
        position: plan.position.clone(),
        banned,
        rules: trial.rules.to_string(),
    };
    result.expected = match plan.must_vary {
        Some(_) => format!("not {}", plan.repeat),
        None => "a legal move".to_string(),
    };
    let asked = Asked {
        ply: plan.ply,
        fen: question.root.fen(),
        moves: question.moves.clone(),
        banned: question.banned.clone(),
    };
    let answer = engine.play(&question);
    let who = engine.name();
    let (status, actual, played) = judge_answer(answer, &question, &plan, trial);
    result.status = status;
    result.actual = actual;
    let mut answer = Answer {
        who: (status != Status::Pass && status != Status::Fail).then_some(who),
        ruled: None,
        played,
        asked,
    };
    if trial.mode == Mode::Plain
        && let Some(ruled) = engine.ruling(p, trial.rules)
        && ruled != verdict
    {
        if result.status == Status::Pass {
            result.status = Status::Fail;
        }
        answer.ruled = Some((ruled, verdict));
    }
    result.tell(Detail::Engine(Box::new(answer)));
    result
}

/// The status, the move found (for the report's `actual`) and what the engine did.
fn judge_answer(
    answer: Result<Reply, Fault>,
    q: &Question,
    plan: &Plan,
    trial: &Trial<'_>,
) -> (Status, String, Played) {
    let reply = match answer {
        Ok(reply) => reply,
        Err(fault) => {
            let status = match fault {
                Fault::Timeout { .. } => Status::Timeout,
                Fault::Crash { .. } => Status::Crash,
                Fault::Protocol { .. } => Status::ProtocolError,
            };
            return (status, status.name().to_string(), Played::Fault(fault));
        }
    };
    let sent = reply.line;
    let Some(mv) = reply.mv else {
        let legal = q.position.legal_moves().len();
        return (
            Status::Fail,
            "no move".to_string(),
            Played::NoMove { sent, legal },
        );
    };
    if !q.position.is_legal(mv) {
        return (
            Status::IllegalMove,
            mv.to_string(),
            Played::Illegal { mv, sent },
        );
    }
    let chinese = format_move(&q.position, mv, Notation::Chinese);
    if q.banned.contains(&mv) {
        return (
            Status::ProtocolError,
            mv.to_string(),
            Played::Banned { mv, chinese, sent },
        );
    }
    match plan.must_vary {
        Some(side) if mv == plan.repeat => (
            Status::Fail,
            mv.to_string(),
            Played::Repeats {
                mv,
                chinese,
                sent,
                rules: trial.rules.to_string(),
                side,
            },
        ),
        _ => (
            Status::Pass,
            mv.to_string(),
            Played::Fine { mv, chinese, sent },
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::OracleEngine;
    use crate::judge::{judge, known_failures};
    use crate::suite::{Layout, Suite};
    use qili_oracle::rules::rulebooks;
    use std::path::Path;

    /// Certifying the oracle through the engine interface agrees with judging it directly: it
    /// fails only where the oracle is a listed known failure.
    #[test]
    fn the_oracle_certifies_except_where_it_is_a_known_failure() {
        let layout = Layout::at(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
        let suite = Suite::load(&layout).unwrap();
        let known = known_failures().unwrap();
        let rules: Vec<String> = rulebooks().iter().map(|b| b.id.clone()).collect();
        let cases: Vec<&Loaded> = suite.cases.iter().collect();
        let mut engine = OracleEngine;
        let mut passed = 0;
        let mut unexpected = Vec::new();
        for trial in trials(&cases, &rules) {
            let r = certify(&mut engine, &trial);
            match r.status {
                Status::Pass => passed += 1,
                Status::Ignored => {}
                _ if judge(trial.case, trial.rules, &known).status == Status::KnownFailure => {}
                other => unexpected.push(format!(
                    "{} {}: {}\n{}",
                    r.case,
                    r.rules,
                    other.name(),
                    r.message
                )),
            }
        }
        assert!(unexpected.is_empty(), "{}", unexpected.join("\n\n"));
        assert!(passed > 300, "only {passed} passed");
    }
}
