//! The small searches the classification needs: forced mate by consecutive checks, the
//! exchange on one square, and winning material through checks.
//!
//! Bounds, fixed so that results never depend on the machine:
//! - mate by checks: at most the rule table's `mate.checks` checks by the attacker (neither book
//!   bounds 连续照将; 7 is the longest hidden mate either book prints, AXF 图十二), and at most
//!   [`MATE_NODES`] positions per question — a question that runs out of nodes is answered "no
//!   mate";
//! - material through checks: at most the rule table's `winning.checks` checks, then one
//!   capture.
//!
//! Every answer is a function of the position asked about, so the searches are free to stop as
//! soon as the answer is known and to try first what settles it soonest: a mate question
//! searches on its own ([`MateSearch`]) and tries the likeliest escapes first; a line of checks
//! is given up at the first reply that escapes it, and the replies that plainly escape (no
//! capture or further check could gain) are found before any mate is searched for.

use crate::bitboard::Points;
use crate::board::Square;
use crate::material::Material;
use crate::moves::{Move, MoveList};
use crate::position::{Position, PositionMap, RepetitionKey};
use crate::rules::{Rulebook, WinningBy};

/// The most positions one mate question may visit.
pub const MATE_NODES: u64 = 400_000;

/// What the side to move gains on `target` if it may capture there and both sides then
/// recapture as long as it pays; nothing when it declines.
fn exchange_value(pos: &Position, target: Square, book: &Rulebook) -> Material {
    pos.legal_moves_to(target)
        .iter()
        .map(|&c| exchange_gain(pos, c, book))
        .fold(
            Material::ZERO,
            |best, g| {
                if book.prefers(g, best) { g } else { best }
            },
        )
}

/// The net material won by making capture `c` and letting both sides recapture on its square as
/// long as it pays (static exchange on one square, with every recapture legal).
fn exchange_gain(pos: &Position, c: Move, book: &Rulebook) -> Material {
    let won = Material::at(pos, c.to, book);
    won - exchange_value(&pos.play_unchecked(c), c.to, book)
}

/// The material capture `c` wins, as the rulebook judges it: by the whole exchange, or by roots
/// (the target if it has no true root, else what it is worth above its capturer).
pub(crate) fn capture_gain(pos: &Position, c: Move, book: &Rulebook) -> Material {
    match book.winning.by {
        WinningBy::Exchange => exchange_gain(pos, c, book),
        WinningBy::Roots => {
            let won = Material::at(pos, c.to, book);
            let Some(victim) = pos.piece_at(c.to) else {
                return Material::ZERO;
            };
            let after = pos.play_unchecked(c);
            // The roots: the pieces that protect the point before the capture, or — where
            // the book counts them — also those the capture uncovers.
            let roots = if book.winning.uncovered_roots {
                after.reaching(c.to.index(), victim.color)
            } else {
                pos.reaching(c.to.index(), victim.color)
            };
            let rooted =
                Points(roots).any(|root| after.is_legal(Move::new(Square::at(root), c.to)));
            if rooted {
                won - Material::at(pos, c.from, book)
            } else {
                won
            }
        }
    }
}

/// Answers mate questions and remembers the answers.
///
/// Each question is answered by a search of its own: it starts from an empty table and counts
/// its own positions against [`MATE_NODES`]. An answer therefore depends on the position and
/// the number of checks alone, never on which questions came before or in what order, and
/// remembering it — for one loop or for a whole batch of loops — changes no answer.
pub struct MateSearch {
    /// The most checks a mate by consecutive checks may take.
    checks: u8,
    /// The answer to every question asked so far.
    answers: PositionMap<bool>,
    /// What the question being answered has learnt of each position it visited.
    table: PositionMap<Known>,
    /// The positions the question being answered has visited.
    nodes: u64,
    /// The replies to the checks of the positions on the path being searched, deepest last.
    replies: Vec<Move>,
}

/// What a search knows of a position, the attacker to move.
#[derive(Clone, Copy, Default)]
struct Known {
    /// A mate in at most this many checks exists.
    mate: Option<u8>,
    /// No mate in this many checks or fewer.
    none: u8,
    /// No mate in any number of checks: every run of checks from here ends, whatever the
    /// defence, with the defender out of check and unmated.
    never: bool,
}

/// How the search from one position ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Found {
    /// A mate within the checks searched.
    Mate,
    /// No mate within the checks searched; more checks might still find one.
    NotWithin,
    /// No mate however many checks are allowed.
    Never,
}

impl MateSearch {
    /// A search with an empty memory for mates of at most `checks` checks.
    pub fn new(checks: u8) -> MateSearch {
        MateSearch {
            checks,
            answers: PositionMap::default(),
            table: PositionMap::default(),
            nodes: 0,
            replies: Vec::new(),
        }
    }

    /// Whether the side to move mates by consecutive checks, within the search's checks. At
    /// every position a check that mates at once is looked for before any longer line; a
    /// question that runs out of positions is answered "no mate".
    pub fn mates(&mut self, pos: &Position) -> bool {
        let key = pos.repetition_key();
        if let Some(&answer) = self.answers.get(&key) {
            return answer;
        }
        self.table.clear();
        self.nodes = 0;
        let answer = self.mate_in(pos, self.checks) == Found::Mate;
        self.answers.insert(key, answer);
        answer
    }

    /// Whether the side to move mates in at most `depth` checks.
    fn mate_in(&mut self, pos: &Position, depth: u8) -> Found {
        let key = pos.repetition_key();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.mate.is_some_and(|d| d <= depth) {
            return Found::Mate;
        }
        if known.never {
            return Found::Never;
        }
        if depth <= known.none {
            return Found::NotWithin;
        }
        self.nodes += 1;
        if self.nodes > MATE_NODES {
            return Found::NotWithin;
        }
        // A check that leaves no reply mates at once: look for one before any longer line.
        // The replies to every check are kept on `self.replies`, above those of the positions
        // this one was reached from, and given back when this position is done.
        let checks = pos.checking_moves();
        let base = self.replies.len();
        let mut ends = [0u32; MoveList::CAPACITY];
        for (i, &m) in checks.iter().enumerate() {
            let next = pos.play_unchecked(m);
            let escapes = if depth == 1 {
                next.has_legal_move()
            } else {
                let replies = next.legal_moves_unordered();
                self.replies.extend_from_slice(replies.as_slice());
                !replies.is_empty()
            };
            if !escapes {
                self.replies.truncate(base);
                self.remember(key, Found::Mate, 1);
                return Found::Mate;
            }
            ends[i] = self.replies.len() as u32;
        }
        if depth == 1 {
            let found = if checks.is_empty() {
                Found::Never
            } else {
                Found::NotWithin
            };
            self.remember(key, found, depth);
            return found;
        }
        let mut found = Found::Never;
        let mut killer = None;
        let mut start = base;
        for (i, &m) in checks.iter().enumerate() {
            let end = ends[i] as usize;
            let next = pos.play_unchecked(m);
            // The check mates when every reply leaves a mate. The first reply that escapes
            // says whether a longer run of checks might still mate. The reply that escaped the
            // last check is tried first, then taking the checking piece, then the other
            // captures: the likeliest escapes.
            self.replies[start..end].sort_by_key(|&r| {
                (
                    Some(r) != killer,
                    r.to != m.to,
                    next.piece_at(r.to).is_none(),
                )
            });
            let mut escape = None;
            for j in start..end {
                let r = self.replies[j];
                let answer = self.mate_in(&next.play_unchecked(r), depth - 1);
                if answer != Found::Mate {
                    escape = Some(answer);
                    killer = Some(r);
                    break;
                }
            }
            start = end;
            match escape {
                None => {
                    found = Found::Mate;
                    break;
                }
                Some(Found::NotWithin) => found = Found::NotWithin,
                Some(_) => {}
            }
            if self.nodes > MATE_NODES {
                self.replies.truncate(base);
                return Found::NotWithin;
            }
        }
        self.replies.truncate(base);
        self.remember(key, found, depth);
        found
    }

    /// Writes down what a search to `depth` checks found for the position `key`.
    fn remember(&mut self, key: RepetitionKey, found: Found, depth: u8) {
        let entry = self.table.entry(key).or_default();
        match found {
            Found::Mate => entry.mate = Some(entry.mate.map_or(depth, |d| d.min(depth))),
            Found::NotWithin => entry.none = entry.none.max(depth),
            Found::Never => entry.never = true,
        }
    }
}

/// A capture the side to move threatens: the target square and the net material it wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Win {
    /// The square of the piece won.
    pub target: Square,
    /// The squares of the pieces whose capture wins it.
    pub attackers: Vec<Square>,
    /// The net material won.
    pub gain: i32,
    /// Every winning capture uncovers a check by another piece (抽): the win comes with a
    /// discovered check.
    pub discovered: bool,
}

/// Whether the side that just moved to `moved_to` checks with some other piece.
fn gives_discovered_check(after: &Position, moved_to: Square) -> bool {
    let defender = after.side_to_move();
    after
        .attackers(after.general(defender), defender.opponent())
        .iter()
        .any(|&a| a != moved_to)
}

/// Every enemy piece the side to move can win right now by a capture (followed by the best
/// exchange on that square), leaving out — when `exclude_mated` — captures after which the
/// capturer is mated by consecutive checks.
pub(crate) fn direct_wins(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
) -> Vec<Win> {
    let them = pos.side_to_move().opponent();
    let moves = pos.legal_captures();
    let mut out: Vec<Win> = Vec::new();
    for (sq, piece) in pos.pieces() {
        if piece.color != them || piece.kind == crate::board::PieceKind::General {
            continue;
        }
        let mut attackers = Vec::new();
        let mut best = 0;
        let mut discovered = true;
        for &c in moves.iter().filter(|m| m.to == sq) {
            let gain = capture_gain(pos, c, book);
            if !book.gains(gain) {
                continue;
            }
            let after = pos.play_unchecked(c);
            if !(exclude_mated && mates.mates(&after)) {
                attackers.push(c.from);
                best = best.max(book.worth(gain));
                discovered &= gives_discovered_check(&after, c.to);
            }
        }
        if !attackers.is_empty() {
            out.push(Win {
                target: sq,
                attackers,
                gain: best,
                discovered,
            });
        }
    }
    out
}

/// The pieces the side to move can win by first giving check (a run of up to the book's `winning.checks`
/// checks that capture nothing) and then capturing, whatever the opponent answers: each with the
/// net material won over the whole sequence. Mates are not material wins (they are mate
/// threats).
pub(crate) fn wins_by_checks(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
) -> Vec<Win> {
    let mut out: Vec<Win> = Vec::new();
    for line in check_lines(pos, book, mates, exclude_mated, book.winning.checks) {
        let net = book.worth(line.net);
        for t in line.targets {
            match out.iter_mut().find(|w| w.target == t) {
                Some(w) => {
                    w.gain = w.gain.max(net);
                    for a in &line.pieces {
                        if !w.attackers.contains(a) {
                            w.attackers.push(*a);
                        }
                    }
                }
                None => out.push(Win {
                    target: t,
                    attackers: line.pieces.clone(),
                    gain: net,
                    discovered: false,
                }),
            }
        }
    }
    out
}

/// A run of checks that wins material against every answer.
struct CheckLine {
    /// The material won whatever the answers (the least over them).
    net: Material,
    /// The squares (before the check) of the pieces taken after the defender's best replies.
    targets: Vec<Square>,
    /// The squares (before the check) of the mover's pieces that make the line: the checking
    /// pieces and the capturers. The first check's piece comes first.
    pieces: Vec<Square>,
}

/// For each checking move that wins material against every answer: the line.
fn check_lines(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
    depth: u8,
) -> Vec<CheckLine> {
    let same =
        |a: Material, b: Material| (book.gains(a), book.worth(a)) == (book.gains(b), book.worth(b));
    let mut out = Vec::new();
    for &m in pos.checking_moves().iter() {
        // A check that captures is a capture, judged as one (with its exchange, and the
        // books' rules for mutual attacks); a run of checks wins by what follows.
        if pos.piece_at(m.to).is_some() {
            continue;
        }
        let next = pos.play_unchecked(m);
        let replies = next.legal_moves();
        if replies.is_empty() {
            continue;
        }
        // The check wins only if every reply leaves a gain. A reply after which no capture and
        // no further check could gain ends the question before any mate search is made.
        let mut answers = Vec::with_capacity(replies.len());
        for &r in replies.iter() {
            let answer = Answer::new(&next, r, book);
            if !answer.may_gain(book, depth) {
                break;
            }
            answers.push(answer);
        }
        if answers.len() < replies.len() {
            continue;
        }
        // Against every reply: the best continuation (a capture, or another check), net of
        // what the reply took, the pieces that continuation takes and the pieces that take.
        let mut outcomes: Vec<(Material, Vec<Square>, Vec<Square>)> = Vec::new();
        let mut afters: Vec<Position> = Vec::with_capacity(answers.len());
        for a in answers {
            let (capture, mut targets, mut pieces) =
                best_capture(&a.after, &a.captures, book, mates, exclude_mated);
            let mut net = capture - a.lost;
            if depth > 1 {
                for line in check_lines(&a.after, book, mates, exclude_mated, depth - 1) {
                    if book.prefers(line.net - a.lost, net) {
                        net = line.net - a.lost;
                        targets = line.targets;
                        pieces = line.pieces;
                    } else if same(line.net - a.lost, net) {
                        targets.extend(line.targets);
                        pieces.extend(line.pieces);
                    }
                }
            }
            if !book.gains(net) {
                // This reply escapes: the check wins nothing, whatever the other replies.
                break;
            }
            // Name each target by where it stood before the reply moved it, and each of the
            // mover's pieces by where it stood before the check.
            let r = a.reply;
            let mut targets: Vec<Square> = targets
                .into_iter()
                .map(|t| if t == r.to { r.from } else { t })
                .collect();
            targets.sort();
            targets.dedup();
            let pieces = pieces
                .into_iter()
                .map(|a| if a == m.to { m.from } else { a })
                .collect();
            outcomes.push((net, targets, pieces));
            afters.push(a.after);
        }
        if outcomes.len() < replies.len() {
            continue;
        }
        let open = unmated_replies(&outcomes, &afters, book, mates);
        // The outcome is what the mover wins against the defender's best reply (CN 第28.3条,
        // 第29.1条: 能够通过连续照将吃子 — the capture the checks force, not every capture some
        // reply would allow): the least net, and the pieces taken after the replies that leave
        // only that much. Several such replies that lose different pieces leave the defender
        // the choice: each of those pieces is named. A reply after which the mover mates is no
        // escape (see `unmated_replies`).
        let Some(least) = open.iter().map(|&i| book.worth(outcomes[i].0)).min() else {
            continue;
        };
        let best: Vec<&(Material, Vec<Square>, Vec<Square>)> = open
            .iter()
            .map(|&i| &outcomes[i])
            .filter(|(n, _, _)| book.worth(*n) == least)
            .collect();
        let net = best[0].0;
        let mut common = best[0].1.clone();
        common.retain(|t| best.iter().all(|(_, ts, _)| ts.contains(t)));
        let targets = if common.is_empty() {
            let mut all: Vec<Square> = best.iter().flat_map(|(_, t, _)| t.clone()).collect();
            all.sort();
            all.dedup();
            all
        } else {
            common
        };
        let mut pieces = vec![m.from];
        for (_, _, ps) in &best {
            for p in ps {
                if !pieces.contains(p) {
                    pieces.push(*p);
                }
            }
        }
        out.push(CheckLine {
            net,
            targets,
            pieces,
        });
    }
    out
}

/// The replies (indices into `outcomes`, the net material each leaves the mover) among which
/// the defender's best reply is chosen: a reply after which the mover mates by consecutive
/// checks loses more than any material (a capture into mate wins nothing, CN 第29.4条), so it
/// is no best reply while another reply is not mated. Only the replies that would otherwise be
/// the best are asked the mate question. When every reply is mated, all of them (the move is a
/// mate threat, named as such).
fn unmated_replies(
    outcomes: &[(Material, Vec<Square>, Vec<Square>)],
    afters: &[Position],
    book: &Rulebook,
    mates: &mut MateSearch,
) -> Vec<usize> {
    let mut open: Vec<usize> = (0..outcomes.len()).collect();
    while let Some(least) = open.iter().map(|&i| book.worth(outcomes[i].0)).min() {
        let mated: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&i| book.worth(outcomes[i].0) == least && mates.mates(&afters[i]))
            .collect();
        if mated.is_empty() {
            return open;
        }
        open.retain(|i| !mated.contains(i));
    }
    (0..outcomes.len()).collect()
}

/// A reply to a check, and what the checking side could then capture.
struct Answer {
    /// The reply.
    reply: Move,
    /// What the reply took.
    lost: Material,
    /// The position after the reply.
    after: Position,
    /// The checking side's captures there that gain, with the gain, in move order.
    captures: Vec<(Move, Material)>,
}

impl Answer {
    fn new(next: &Position, reply: Move, book: &Rulebook) -> Answer {
        let after = next.play_unchecked(reply);
        let captures = after
            .legal_captures()
            .iter()
            .map(|&c| (c, capture_gain(&after, c, book)))
            .filter(|(_, g)| book.gains(*g))
            .collect();
        Answer {
            reply,
            lost: Material::at(next, reply.to, book),
            after,
            captures,
        }
    }

    /// Whether the checking side could still come out ahead after this reply: by one of its
    /// gaining captures, should that not walk into a mate, or (with checks to spare) by a
    /// further check. When not, the reply escapes whatever the mate searches would say.
    fn may_gain(&self, book: &Rulebook, depth: u8) -> bool {
        self.captures
            .iter()
            .any(|(_, g)| book.gains(*g - self.lost))
            || (depth > 1
                && self
                    .after
                    .checking_moves()
                    .iter()
                    .any(|c| self.after.piece_at(c.to).is_none()))
    }
}

/// The best single capture of `captures` (gaining captures in move order, with their gains),
/// leaving out — when `exclude_mated` — captures after which the capturer is mated by
/// consecutive checks: the gain (nothing when no capture gains), the squares of the pieces that
/// give it, and the squares of the capturers. Captures are tried most valuable first, so a mate
/// question is asked only of captures that could still be the best.
fn best_capture(
    pos: &Position,
    captures: &[(Move, Material)],
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
) -> (Material, Vec<Square>, Vec<Square>) {
    // All gain, so preference among them is by worth; the stable sort keeps each group of
    // equal worth in move order.
    let mut order: Vec<usize> = (0..captures.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(book.worth(captures[i].1)));
    let mut best: Option<Material> = None;
    let mut targets = Vec::new();
    let mut capturers = Vec::new();
    for i in order {
        let (c, g) = captures[i];
        if best.is_some_and(|b| book.worth(b) != book.worth(g)) {
            break;
        }
        if exclude_mated && mates.mates(&pos.play_unchecked(c)) {
            continue;
        }
        best.get_or_insert(g);
        if !targets.contains(&c.to) {
            targets.push(c.to);
        }
        if !capturers.contains(&c.from) {
            capturers.push(c.from);
        }
    }
    (best.unwrap_or_default(), targets, capturers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::rulebook;

    fn book() -> &'static Rulebook {
        rulebook("axf").unwrap()
    }

    #[test]
    fn protected_cannon_is_no_win_for_a_rook_but_a_free_one_is() {
        // Red rook a4 can take the black cannon a7; the cannon is protected by the rook a9.
        let p = Position::from_fen("r2k5/9/c8/9/R8/9/9/9/9/4K4 w").unwrap();
        let mut ms = MateSearch::new(7);
        assert!(direct_wins(&p, book(), &mut ms, true).is_empty());
        let free = Position::from_fen("3k5/9/c8/9/R8/9/9/9/9/4K4 w").unwrap();
        let wins = direct_wins(&free, book(), &mut ms, true);
        assert_eq!(wins.len(), 1);
        assert_eq!(wins[0].gain, 2);
    }

    #[test]
    fn two_rooks_mate_by_checks_and_a_pawn_does_not() {
        // Rb9+ Ke8, Ra8+ Ke7, Rb7#: the king cannot leave the palace.
        let p = Position::from_fen("4k4/9/9/9/9/9/9/9/R8/1R1K5 w").unwrap();
        assert!(MateSearch::new(7).mates(&p));
        let q = Position::from_fen("3k5/9/9/9/9/9/P8/9/9/5K3 w").unwrap();
        assert!(!MateSearch::new(7).mates(&q));
    }
}
