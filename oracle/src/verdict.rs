//! Ruling a loop under one rulebook: find the cycle, classify every ply, match each side's moves
//! against the book's forbidden patterns, and combine the two sides by the book's verdict rules.

use crate::board::{Color, Piece, Square};
use crate::classify::{Classifier, Effects, Named, Threat};
use crate::cycle::{Cycle, find_cycle, positions_of};
use crate::explain;
use crate::given::Given;
use crate::moves::Move;
use crate::notes::Note;
use crate::position::{Position, RepetitionKey};
use crate::reasons::{Reasons, SideReasons, side_reasons};
use crate::rules::{InnerLoops, Pattern, RuleResult, Rulebook};
use crate::vocabulary::{Class, Verdict};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// A chased piece, followed through the loop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Target {
    /// Where it stands when chased.
    pub square: Square,
    /// What it is.
    pub piece: Piece,
    /// Which piece it is: the same number for the same piece wherever it moves in the loop.
    pub id: usize,
}

/// One ply of the loop, classified.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlyReport {
    /// The ply number, from 1.
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub side: Color,
    /// The book's class for it.
    pub class: Class,
    /// The pieces it chases as the book counts them.
    pub targets: Vec<Target>,
    /// What the move does, before the book names it. It is the oracle's working, not part of
    /// the report: not serialized, and empty in a report read back.
    #[serde(skip)]
    pub effects: Effects,
}

/// A ruling with its reasons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    /// Who must vary, or a draw, or nothing to rule.
    pub verdict: Verdict,
    /// The deciding article(s), cited with the book: `AXF 总纲 3; 四大原则 4`.
    pub article: String,
    /// A short explanation.
    pub why: String,
}

/// The full adjudication of a loop under one rulebook. It reads back (serde) what it was
/// serialized to, each ply's [`PlyReport::effects`] aside.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Adjudication {
    /// The rulebook id.
    pub rules: String,
    /// Every ply, classified.
    pub plies: Vec<PlyReport>,
    /// The repetition cycle ending at the last move, if any.
    pub cycle: Option<Cycle>,
    /// The plies that were judged (the cycle, or all plies when asked to judge the whole).
    pub judged: Option<RangeInclusive<usize>>,
    /// Each side's forbidden pattern in the judged plies (red, black), if any.
    pub violations: [Option<String>; 2],
    /// The repetition ruling.
    pub ruling: Ruling,
    /// The move-count limit, when the moves reach it: a draw of its own.
    pub move_limit: Option<Ruling>,
    /// What the arbiter stated as given.
    pub given: Given,
    /// What the ruling rests on, as data, for a reader in any language. The oracle's working,
    /// not part of the report: not serialized, and empty in a report read back.
    #[serde(skip)]
    pub reasons: Reasons,
}

/// The most moves a caller that rules loops on request accepts in one request (the explorer's
/// API, the Python `adjudicate`): a loop lies among the moves since the last capture, which the
/// books' move-count limits end after 120 plies (the checks beyond the counted ones aside), so
/// this leaves room for the moves that lead to it. Ruling a list takes more than linear time in
/// its length, so a caller that takes lists from outside bounds them.
pub const MAX_PLIES: usize = 400;

/// Rules a loop: the cycle ending at the last move is judged; no cycle, no ruling.
pub fn adjudicate(book: &Rulebook, start: &Position, moves: &[Move]) -> Adjudication {
    judge(
        &mut Classifier::new(book),
        start,
        moves,
        None,
        &Given::default(),
    )
}

/// Rules a loop as [`adjudicate`] does, with `classifier` (of the book to rule under), which
/// may have classified other loops' positions already. What it remembers of a position is a
/// function of the position alone, so the ruling is the one [`adjudicate`] gives; positions it
/// has seen are not worked out again. A referee rules the repetitions of one game so: the cycle
/// a side would continue, or the next lap, passes through positions ruled a move before.
pub fn adjudicate_with(
    classifier: &mut Classifier<'_>,
    start: &Position,
    moves: &[Move],
) -> Adjudication {
    judge(classifier, start, moves, None, &Given::default())
}

/// Rules a loop with what the arbiter states as given (a drawing post, CN 第27.3条).
pub fn adjudicate_given(
    book: &Rulebook,
    start: &Position,
    moves: &[Move],
    given: &Given,
) -> Adjudication {
    judge(&mut Classifier::new(book), start, moves, None, given)
}

/// Rules a sequence as a whole (for printed sequences that illustrate a pattern and never
/// repeat): every ply is judged as if it were one cycle.
pub fn adjudicate_whole(book: &Rulebook, start: &Position, moves: &[Move]) -> Adjudication {
    adjudicate_whole_given(book, start, moves, &Given::default())
}

/// Rules a sequence as a whole, with what the arbiter states as given.
pub fn adjudicate_whole_given(
    book: &Rulebook,
    start: &Position,
    moves: &[Move],
    given: &Given,
) -> Adjudication {
    judge(
        &mut Classifier::new(book),
        start,
        moves,
        Some(1..=moves.len()),
        given,
    )
}

fn judge(
    classifier: &mut Classifier<'_>,
    start: &Position,
    moves: &[Move],
    range: Option<RangeInclusive<usize>>,
    given: &Given,
) -> Adjudication {
    let positions = positions_of(start, moves);
    let cycle = find_cycle(&positions);
    let judged = range
        .or_else(|| cycle.map(|c| c.plies()))
        .filter(|r| !r.is_empty());
    let ids = piece_ids(&positions, moves);
    let previous = previous_moves(&positions, moves, cycle.map(|c| c.plies()));
    let book = classifier.book();
    let effects: Vec<Effects> = moves
        .iter()
        .enumerate()
        .map(|(i, &m)| classifier.effects(&positions[i], m, &previous[i]))
        .collect();

    // The loops the judged plies are made of (one, unless the cycle passes more than once
    // through one position and the book judges such loops each on its own).
    let loops: Vec<Vec<usize>> = match &judged {
        None => Vec::new(),
        Some(r)
            if cycle.is_some_and(|c| c.plies() == *r)
                && book.procedure.inner_loops == InnerLoops::Each =>
        {
            inner_loops(&positions, moves, r.clone().collect())
        }
        Some(r) => vec![r.clone().collect()],
    };
    // Each side's pattern, first without and then (CN 第27.2条) with lone pawn chases counted
    // when the other side attacks on every move.
    let mut count_pawns = [false, false];
    let mut violations: [Option<&Pattern>; 2] = [None, None];
    let mut notes: [Vec<Note>; 2] = [Vec::new(), Vec::new()];
    if !loops.is_empty() {
        let named = |color: Color, count: bool| {
            side_moves(
                classifier,
                &effects,
                &positions,
                moves,
                &loops,
                color,
                count,
                given.holds_post(color),
            )
        };
        let pattern =
            |color: Color, count: bool| side_pattern(book, &named(color, count), &effects, &ids);
        for color in Color::ALL {
            violations[color.index()] = pattern(color, false);
        }
        // Counting pawns' chases adds the lone ones, and takes away the threats that were new
        // only because a pawn's standing 叫吃 was idle (`Threat::stood_by_pawns`: where pawns'
        // chases count, it stood, 从捉到捉): a side that offended without counting is judged
        // again too.
        for color in Color::ALL {
            let (i, other) = (color.index(), color.opponent().index());
            if violations[other].is_some() {
                let recount = pattern(color, true);
                if recount.is_some() || violations[i].is_some() {
                    violations[i] = recount;
                    count_pawns[i] = true;
                }
            }
        }
        // Where the classes alone do not say why a side offends or does not, the note says it.
        let twins = |ply: usize| -> Vec<usize> {
            let same = |q: &usize| {
                moves[q - 1] == moves[ply - 1]
                    && positions[q - 1].repetition_key() == positions[ply - 1].repetition_key()
            };
            judged.clone().into_iter().flatten().filter(same).collect()
        };
        for color in Color::ALL {
            let i = color.index();
            notes[i] = match violations[i] {
                Some(_) if count_pawns[i] => explain::counted_pawns(book, &named(color, true)),
                Some(_) => Vec::new(),
                None => explain::unmatched(
                    book,
                    color,
                    &named(color, count_pawns[i]),
                    &loops,
                    &effects,
                    &ids,
                    &twins,
                ),
            };
        }
    }

    let mut excused = false;
    let plies = moves
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let side = positions[i].side_to_move();
            let named = classifier.name(
                &effects[i],
                count_pawns[side.index()],
                given.holds_post(side).then_some(m.to),
            );
            if judged.as_ref().is_some_and(|r| r.contains(&(i + 1))) {
                excused |= !named.excused.is_empty();
            }
            PlyReport {
                ply: i + 1,
                mv: m,
                side,
                class: named.class,
                targets: shown_targets(&named, &ids[i + 1]),
                effects: effects[i].clone(),
            }
        })
        .collect::<Vec<_>>();

    let mut reasons = Reasons {
        loops: loops.len(),
        ..Reasons::default()
    };
    let ruling = match &judged {
        None => Ruling {
            verdict: Verdict::None,
            article: String::new(),
            why: "the last move does not repeat an earlier position: nothing to rule".into(),
        },
        Some(r) => {
            for color in Color::ALL {
                reasons.sides[color.index()] = SideReasons {
                    notes: notes[color.index()].clone(),
                    ..side_reasons(
                        color,
                        violations[color.index()],
                        &plies,
                        &effects,
                        &positions,
                        r,
                    )
                };
            }
            let (ruling, rule) = combine(book, &violations, &notes, &plies, r);
            reasons.rule = rule;
            let mut ruling = with_given(book, given, excused, ruling);
            if loops.len() > 1 {
                let spans: Vec<String> = loops.iter().map(|l| plies_text(l)).collect();
                ruling.why = format!(
                    "The cycle passes more than once through one position: its loops ({}) are \
                     judged each on its own. {}",
                    spans.join("; "),
                    ruling.why
                );
            }
            ruling
        }
    };
    Adjudication {
        rules: book.id.clone(),
        given: given.clone(),
        plies,
        cycle,
        judged,
        violations: violations.map(|v| v.map(|p| p.name.clone())),
        ruling,
        move_limit: move_limit(book, start, moves),
        reasons,
    }
}

/// The loops a cycle is made of. A cycle that passes twice through one position holds two
/// loops, each of which returns to its own first position: the plies from one occurrence to the
/// next, and the rest of the cycle. Split until no loop passes twice through a position; each
/// loop lists its plies in the order of play from its first position. A loop played more than
/// once is listed once.
fn inner_loops(positions: &[Position], moves: &[Move], plies: Vec<usize>) -> Vec<Vec<usize>> {
    let mut done = Vec::new();
    let mut todo = vec![plies];
    while let Some(plies) = todo.pop() {
        let before = |i: usize| positions[plies[i] - 1].repetition_key();
        let repeat =
            (0..plies.len()).find_map(|j| (0..j).find(|&i| before(i) == before(j)).map(|i| (i, j)));
        match repeat {
            None => done.push(plies),
            Some((i, j)) => {
                let rest: Vec<usize> = plies[j..].iter().chain(&plies[..i]).copied().collect();
                todo.push(plies[i..j].to_vec());
                todo.push(rest);
            }
        }
    }
    // A loop played twice over is one loop: keep one of the loops made of the same moves from
    // the same positions.
    done.sort();
    let made_of = |plies: &Vec<usize>| -> Vec<(RepetitionKey, Move)> {
        plies
            .iter()
            .map(|&p| (positions[p - 1].repetition_key(), moves[p - 1]))
            .collect()
    };
    let same = |a: &[(RepetitionKey, Move)], b: &[(RepetitionKey, Move)]| {
        a.len() == b.len() && a.iter().all(|s| b.contains(s))
    };
    let mut seen: Vec<Vec<(RepetitionKey, Move)>> = Vec::new();
    done.retain(|l| {
        let steps = made_of(l);
        let new = !seen.iter().any(|s| same(s, &steps));
        seen.push(steps);
        new
    });
    done
}

/// Plies as a reader counts them: `13, 14, 7, 8` or a run `9–12`.
pub(crate) fn plies_text(plies: &[usize]) -> String {
    let run = plies.windows(2).all(|w| w[1] == w[0] + 1);
    match (plies.first(), plies.last()) {
        (Some(a), Some(b)) if run && plies.len() > 1 => format!("plies {a}–{b}"),
        _ => {
            let list: Vec<String> = plies.iter().map(usize::to_string).collect();
            format!("plies {}", list.join(", "))
        }
    }
}

/// For each ply, the opponent's moves that lead to the position it is played from, read from
/// the loop as a cycle: the move before the cycle's first ply is its last ply (the position
/// before the first ply is the position after the last). A ply is named by its position, its
/// move and the cycle alone, never by where the printed moves happen to start: every ply of the
/// cycle played from the same position with the same move gets the moves leading to all of them,
/// and a ply outside the cycle that repeats one of the cycle's plies gets that ply's moves.
fn previous_moves(
    positions: &[Position],
    moves: &[Move],
    cycle: Option<RangeInclusive<usize>>,
) -> Vec<Vec<Move>> {
    let own = |ply: usize| -> Option<Move> {
        match &cycle {
            Some(c) if ply == *c.start() => Some(moves[c.end() - 1]),
            _ => ply.checked_sub(2).map(|j| moves[j]),
        }
    };
    let same = |a: usize, b: usize| {
        moves[a - 1] == moves[b - 1]
            && positions[a - 1].repetition_key() == positions[b - 1].repetition_key()
    };
    (1..=moves.len())
        .map(|ply| {
            let mut out: Vec<Move> = cycle
                .clone()
                .into_iter()
                .flatten()
                .filter(|&q| same(q, ply))
                .filter_map(own)
                .collect();
            if out.is_empty() {
                out.extend(own(ply));
            }
            out.sort();
            out.dedup();
            out
        })
        .collect()
}

/// The ruling with what was given said: where holding a drawing post excused a chase, the
/// book's article for it is cited; where the book has no such rule, the explanation says so.
fn with_given(book: &Rulebook, given: &Given, excused: bool, mut ruling: Ruling) -> Ruling {
    if given.is_empty() {
        return ruling;
    }
    match &book.drawing_post {
        Some(post) => {
            let kinds: Vec<String> = post
                .targets
                .iter()
                .map(|k| format!("{}s", k.name()))
                .collect();
            let effect = if excused {
                let cited = format!("{} ", book.cite);
                let rest = ruling
                    .article
                    .strip_prefix(&cited)
                    .unwrap_or(&ruling.article);
                ruling.article = format!("{}{}; {rest}", cited, post.article);
                format!("its incidental chases of {} are idle", kinds.join(" and "))
            } else {
                format!("no chase of {} was excused", kinds.join(" or "))
            };
            ruling.why = format!(
                "{} ({}): {effect}. {}",
                given.describe(),
                post.article,
                ruling.why
            );
        }
        None => {
            ruling.why = format!(
                "{} — the {} rules have no article on drawing posts, so it changes nothing. {}",
                given.describe(),
                book.cite,
                ruling.why
            );
        }
    }
    ruling
}

/// Gives every piece of the start a number and follows it through the moves:
/// `ids[i][square]` is the number of the piece on that square in position `i`.
fn piece_ids(positions: &[Position], moves: &[Move]) -> Vec<Ids> {
    let mut first = [None; Square::COUNT];
    for (n, (sq, _)) in positions[0].pieces().enumerate() {
        first[sq.index()] = Some(n);
    }
    let mut out = vec![first];
    for m in moves {
        let mut next = *out.last().expect("non-empty");
        next[m.to.index()] = next[m.from.index()].take();
        out.push(next);
    }
    out
}

/// Which piece stands on each square of one position: `ids[square]` is the number of the piece
/// there (see [`piece_ids`]).
pub(crate) type Ids = [Option<usize>; Square::COUNT];

/// The number of the piece a threat is on, in the position whose [`Ids`] these are.
pub(crate) fn target_id(t: &Threat, ids: &Ids) -> usize {
    ids[t.square.index()].expect("a threatened piece has an id")
}

fn target(t: &Threat, ids: &Ids) -> Target {
    Target {
        square: t.square,
        piece: t.piece,
        id: target_id(t, ids),
    }
}

/// The chased pieces shown for a ply, whatever its class: those the book counts, chases it
/// allows, and attacks it calls chases.
fn shown_targets(named: &Named, ids: &Ids) -> Vec<Target> {
    named
        .counted
        .iter()
        .chain(&named.allowed)
        .chain(&named.attacked)
        .map(|t| target(t, ids))
        .collect()
}

/// One side's moves in each of the loops (each its plies, in order of play): the ply and how the
/// book names it.
#[allow(clippy::too_many_arguments)]
fn side_moves(
    classifier: &Classifier<'_>,
    effects: &[Effects],
    positions: &[Position],
    moves: &[Move],
    loops: &[Vec<usize>],
    color: Color,
    count_pawns: bool,
    drawing_post: bool,
) -> Vec<Vec<(usize, Named)>> {
    loops
        .iter()
        .map(|plies| {
            plies
                .iter()
                .copied()
                .filter(|&p| positions[p - 1].side_to_move() == color)
                .map(|p| {
                    (
                        p,
                        classifier.name(
                            &effects[p - 1],
                            count_pawns,
                            drawing_post.then_some(moves[p - 1].to),
                        ),
                    )
                })
                .collect()
        })
        .collect()
}

/// The first forbidden pattern that one side's moves (each loop's, from [`side_moves`]) fit in
/// every one of the loops.
fn side_pattern<'b>(
    book: &'b Rulebook,
    sides: &[Vec<(usize, Named)>],
    effects: &[Effects],
    ids: &[Ids],
) -> Option<&'b Pattern> {
    if sides.is_empty() || sides.iter().any(Vec::is_empty) {
        return None;
    }
    book.forbidden
        .iter()
        .find(|pattern| sides.iter().all(|named| fits(pattern, named, effects, ids)))
}

/// Whether every move of one side's moves of one loop has a class the pattern lists (a check
/// that also chases counting as a chase where the pattern says so).
pub(crate) fn classes_fit(pattern: &Pattern, named: &[(usize, Named)]) -> bool {
    let counts_as = |n: &Named| match n.class {
        Class::Check if pattern.checks_that_chase && !n.counted.is_empty() => Class::Chase,
        c => c,
    };
    named
        .iter()
        .all(|(_, n)| pattern.every_move.contains(&counts_as(n)))
}

/// Whether the piece `id` stood en prise before every one of these moves: the side could win it
/// before each, so it was never answered (AXF 术语解释 长捉; 图一○六).
pub(crate) fn standing_throughout(
    named: &[(usize, Named)],
    effects: &[Effects],
    ids: &[Ids],
    id: usize,
) -> bool {
    named.iter().all(|&(p, _)| {
        effects[p - 1]
            .standing
            .iter()
            .any(|sq| ids[p - 1][sq.index()] == Some(id))
    })
}

/// Whether one side's moves of one loop fit a forbidden pattern.
pub(crate) fn fits(
    pattern: &Pattern,
    named: &[(usize, Named)],
    effects: &[Effects],
    ids: &[Ids],
) -> bool {
    if !classes_fit(pattern, named) {
        return false;
    }
    if !pattern.same_target {
        return true;
    }
    // One piece chased, by a counting chaser, on every move — and, where the book says so,
    // answered by the opponent at least once: not standing en prise before every move.
    let per_move: Vec<Vec<usize>> = named
        .iter()
        .map(|(p, n)| n.counted.iter().map(|t| target_id(t, &ids[*p])).collect())
        .collect();
    per_move[0].iter().any(|&id| {
        per_move.iter().all(|ids| ids.contains(&id))
            && !(pattern.answered && standing_throughout(named, effects, ids, id))
    })
}

/// Applies the book's verdict rules to the two sides' patterns: the ruling, and the article of
/// the verdict rule that decided it.
fn combine(
    book: &Rulebook,
    violations: &[Option<&Pattern>; 2],
    notes: &[Vec<Note>; 2],
    plies: &[PlyReport],
    range: &RangeInclusive<usize>,
) -> (Ruling, Option<String>) {
    let matches = |names: &[String], v: Option<&Pattern>| {
        names.iter().any(|n| match (n.as_str(), v) {
            ("none", None) => true,
            ("any", Some(_)) => true,
            (name, Some(p)) => p.name == name,
            _ => false,
        })
    };
    let describe = |color: Color| -> String {
        let classes: Vec<&str> = plies
            .iter()
            .filter(|p| range.contains(&p.ply) && p.side == color)
            .map(|p| p.class.name())
            .collect();
        let note: Vec<String> = notes[color.index()].iter().map(Note::to_string).collect();
        let note = if note.is_empty() {
            String::new()
        } else {
            format!(" — {}", note.join("; "))
        };
        match violations[color.index()] {
            Some(p) => format!(
                "{color}: {} ({}, {}) — moves: {}{note}",
                p.chinese,
                p.name,
                p.article,
                classes.join(", ")
            ),
            None => format!(
                "{color}: no forbidden pattern — moves: {}{note}",
                classes.join(", ")
            ),
        }
    };
    let sides = format!("{}; {}", describe(Color::Red), describe(Color::Black));
    for rule in &book.verdicts {
        for one in Color::ALL {
            let other = one.opponent();
            if !(matches(&rule.one, violations[one.index()])
                && matches(&rule.other, violations[other.index()]))
            {
                continue;
            }
            let ruling = match rule.result {
                RuleResult::OneLoses => {
                    let pattern = violations[one.index()].map(|p| p.article.as_str());
                    let article = match pattern {
                        Some(a) if a != rule.article => {
                            format!("{} {a}; {}", book.cite, rule.article)
                        }
                        _ => format!("{} {}", book.cite, rule.article),
                    };
                    // A pattern the book punishes at once (CN 第24.1条: 长将 立即判负) gets no
                    // order to vary: say so, as the referee rules it at the third occurrence.
                    let at_once =
                        book.procedure.loses_at_once.as_ref().filter(|l| {
                            violations[one.index()].is_some_and(|p| p.name == l.pattern)
                        });
                    let why = match (at_once, violations[one.index()]) {
                        (Some(l), Some(p)) => format!(
                            "{sides}. {}: {one} may not repeat it; {}: {} loses at once, so {one} \
                             loses when the position occurs a third time, with no order to vary.",
                            rule.article, l.article, p.chinese
                        ),
                        _ => format!("{sides}. {}: {one} must vary.", rule.article),
                    };
                    Ruling {
                        verdict: Verdict::loses(one),
                        article,
                        why,
                    }
                }
                RuleResult::Draw => Ruling {
                    verdict: Verdict::Draw,
                    article: format!("{} {}", book.cite, rule.article),
                    why: format!("{sides}. {}: a draw.", rule.article),
                },
            };
            return (ruling, Some(rule.article.clone()));
        }
    }
    let ruling = Ruling {
        verdict: Verdict::None,
        article: String::new(),
        why: format!("{sides}. No verdict rule of the table applies."),
    };
    (ruling, None)
}

/// The move-count limit: counting plies since the last capture (from the FEN's counter on),
/// with each side's checks beyond the counted number left out. A draw when the count reaches
/// the limit.
/// The book's move-count limit over `moves` played from `start` (counted from the start's
/// halfmove clock; a capture starts the count again; each side's checks beyond the counted ones
/// do not count): a draw ruling when the moves reach it, else `None`.
pub fn move_limit(book: &Rulebook, start: &Position, moves: &[Move]) -> Option<Ruling> {
    let limit = &book.move_limit;
    let mut pos = start.clone();
    let mut plies = start.halfmove_clock();
    let mut checks = [0u32; 2];
    let mut uncounted = 0u32;
    let mut reached = plies >= limit.plies;
    for &m in moves {
        let side = pos.side_to_move();
        let capture = pos.captured_by(m).is_some();
        pos = pos.play_unchecked(m);
        if capture {
            plies = 0;
            checks = [0, 0];
            uncounted = 0;
            continue;
        }
        plies += 1;
        if pos.in_check() {
            checks[side.index()] += 1;
            if checks[side.index()] > limit.counted_checks {
                uncounted += 1;
            }
        }
        reached |= plies - uncounted >= limit.plies;
    }
    reached.then(|| Ruling {
        verdict: Verdict::Draw,
        article: format!("{} {}", book.cite, limit.article),
        why: format!(
            "{} moves without a capture (each side's checks beyond {} not counted): a draw",
            limit.plies, limit.counted_checks
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::PieceKind;
    use crate::notation::parse_moves;
    use crate::rules::rulebook;

    /// An adjudication reads back what it was serialized to (the Python package pickles its
    /// rulings so), with chases, a cycle and a judged range; a square or a move that is no ICCS
    /// is refused.
    #[test]
    fn an_adjudication_reads_back_what_it_serialized() {
        let start = Position::from_fen("2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w").unwrap();
        let moves = parse_moves(&start, "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4").unwrap();
        let adj = adjudicate(rulebook("axf").unwrap(), &start, &moves);
        assert!(adj.cycle.is_some() && adj.plies.iter().any(|p| !p.targets.is_empty()));
        let text = serde_yaml::to_string(&adj).unwrap();
        let back: Adjudication = serde_yaml::from_str(&text).unwrap();
        assert_eq!(serde_yaml::to_string(&back).unwrap(), text);
        assert_eq!(back.ruling, adj.ruling);
        let bad_square = text.replacen("square: a5", "square: a10", 1);
        assert_ne!(bad_square, text);
        let e = serde_yaml::from_str::<Adjudication>(&bad_square).unwrap_err();
        assert!(e.to_string().contains("a square in ICCS"), "{e}");
        let bad_move = text.replacen("mv: b4a4", "mv: b4", 1);
        assert_ne!(bad_move, text);
        let e = serde_yaml::from_str::<Adjudication>(&bad_move).unwrap_err();
        assert!(e.to_string().contains("a move in ICCS"), "{e}");
    }

    /// A check that also chases (`forbidden[].checks_that_chase`): red's two moves both attack
    /// the black cannon a5, one of them with check. AXF names the check 照 and reads the side as
    /// 一照一捉, allowed (细则 12); turning the key makes it 长捉.
    #[test]
    fn a_check_that_also_chases_counts_for_the_pattern_only_when_the_key_says_so() {
        let start = Position::from_fen("4k4/9/9/9/c8/9/9/9/R8/3K5 w").unwrap();
        let moves = parse_moves(&start, "a1a2 e9f9 a2a1 f9e9 a1a2").unwrap();
        let positions = positions_of(&start, &moves);
        let ids = piece_ids(&positions, &moves);
        let cannon = Square::parse("a5").unwrap();
        let chase = Threat {
            square: cannon,
            piece: Piece::new(Color::Black, PieceKind::Cannon),
            attackers: vec![(
                Square::parse("a1").unwrap(),
                Piece::new(Color::Red, PieceKind::Rook),
            )],
            stood_by_pawns: false,
        };
        // Red's plies 1, 3 and 5: one checks and chases, the other only chases.
        let mut effects = vec![Effects::default(); moves.len()];
        for (i, fx) in effects.iter_mut().enumerate().step_by(2) {
            fx.chases = vec![chase.clone()];
            fx.check = i == 2;
        }
        let mut book = rulebook("axf").unwrap().clone();
        let range = [vec![2, 3, 4, 5]];
        let found = |book: &Rulebook| {
            let classifier = Classifier::new(book);
            let sides = side_moves(
                &classifier,
                &effects,
                &positions,
                &moves,
                &range,
                Color::Red,
                false,
                false,
            );
            side_pattern(book, &sides, &effects, &ids).map(|p| p.name.clone())
        };
        assert_eq!(found(&book), None);
        for p in &mut book.forbidden {
            p.checks_that_chase = true;
        }
        assert_eq!(found(&book).as_deref(), Some("perpetual_chase"));
    }
}
