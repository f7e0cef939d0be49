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
use crate::position::{KeyHasher, Position, PositionMap, RepetitionKey};
use crate::rules::{Rulebook, WinningBy};
use counts::MoveCounts;
use depth_first::DEPTH_FIRST_NODES;

mod counts;
mod depth_first;

/// The most positions one mate question may visit.
pub const MATE_NODES: u64 = 400_000;

/// The most positions whose facts are kept from one question to the next; a larger table is
/// given back after a question, so that a search kept between loops (a referee's) holds little.
const TABLE_KEPT: usize = 1 << 15;

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
/// A question is first searched depth first, the likeliest escapes first (`depth_first.rs`):
/// most questions end within a few dozen positions. One that does not end within
/// `DEPTH_FIRST_NODES` positions is searched by depth-first proof-number search (df-pn, Nagai
/// 2002) over the AND/OR tree of checks and replies, each node a position with the checks left
/// to it: a
/// position to check from is proven (a mate within the checks left) when one of its checks is,
/// a check when every reply is (no reply at all: mated), and each is disproven the other way;
/// the numbers only choose which check and which reply to search first and how far, so the
/// answer is the same "mate within so many checks" as the definition's
/// (`search_reference.rs`). The checks and replies of a position, once listed, are kept with
/// the table, so a position searched again (back in the same question, or to more checks) is
/// not listed again.
///
/// Each question counts its own positions (each visit, returns included, those of both
/// searches) against [`MATE_NODES`]. What the searches learn of a position (a mate in so many checks, none in so
/// many, none at all) is a fact of the position, whoever asked, so it is kept from one question
/// to the next: the questions of one ruling ask of the same positions again and again. A
/// question that runs out of positions was answered with what earlier questions had found; its
/// table is then dropped (what it learnt after running out is no fact) and it is asked again by
/// a search of its own from an empty table, as every question was before the table was kept.
/// What mated and escaped in the questions asked so far orders the checks and replies of the
/// next (the likeliest first, among those of equal numbers); like the table, it changes how soon
/// an answer is known, never the answer. A question answered within the bound is answered by
/// the facts of its position alone (what the search from nothing finds when it, too, stays
/// within the bound), so remembering answers — for one loop or for a whole batch of loops —
/// changes none of those. Only a question whose own search from nothing would run out of
/// positions while the kept facts let it finish could be answered otherwise (the fact, not "no
/// mate"); the largest question seen on the committed corpora and the game collection visits a
/// few thousand positions, a hundredth of the bound.
#[derive(Clone)]
pub struct MateSearch {
    /// The most checks a mate by consecutive checks may take.
    checks: u8,
    /// The answer to every question asked so far.
    answers: PositionMap<bool>,
    /// What the questions answered so far have learnt of each position they visited (facts of
    /// the position, kept from one question to the next).
    table: PositionMap<Known>,
    /// The Zobrist hashes of the positions in `table`: a reply whose position's hash is not
    /// here is not in the table, and is not played to look it up.
    hashes: std::collections::HashSet<u64, std::hash::BuildHasherDefault<KeyHasher>>,
    /// The positions the question being answered has visited.
    nodes: u64,
    /// How many positions a question is searched depth first before the proof-number search
    /// takes it over ([`DEPTH_FIRST_NODES`]).
    depth_first_nodes: u64,
    /// The count of `nodes` past which the depth-first search gives a question up
    /// (`depth_first_nodes` past where it began).
    bound: u64,
    /// The replies to the checks of the positions on the path being searched, deepest last.
    replies: Vec<Move>,
    /// Room to sort one check's replies in: each reply packed with its sort key.
    keyed: Vec<u64>,
    /// The proof and disproof numbers of the nodes the question being answered left open, by
    /// their position's Zobrist hash mixed with the checks left and whose turn it is
    /// ([`salt`]). Only an order: a node is proven or disproven by the table's facts alone,
    /// so a hash shared by two nodes could change which is searched first, never an answer.
    numbers: std::collections::HashMap<u64, (u32, u32), std::hash::BuildHasherDefault<KeyHasher>>,
    /// The checks of the positions the table holds the moves of ([`Known::moves`]), each
    /// with the range of its replies in `replies_kept`: a position searched again (to more
    /// checks, or back in the same question) is not listed again.
    checks_kept: Vec<(Move, u32, u32)>,
    /// The replies to the checks in `checks_kept`.
    replies_kept: Vec<Move>,
    /// The proof and disproof numbers of the checks and replies of the nodes on the path being
    /// searched, deepest last.
    stack: Vec<Numbers>,
    /// How often each check (by its from and to points, `move_index`) was found to mate, over
    /// the questions asked so far: a check that mated elsewhere is tried first; and how often
    /// each reply escaped a check: among replies otherwise alike, the one that escaped most
    /// often is tried first. Made ready when a search first orders checks (most questions end
    /// before: no check at all).
    counts: MoveCounts,
}

/// How many places a move from one point has in [`MateSearch`]'s counts ([`move_index`]).
const MOVE_SLOTS: usize = 44;

/// The index of a move among the moves a piece could make, for [`MateSearch`]'s counts: from
/// each point, to a point of its rank (9) or file (10), or a step of at most two points each
/// way off them (a horse's, elephant's or advisor's: 25).
fn move_index(m: Move) -> usize {
    let (from, to) = (m.from, m.to);
    let (ff, fr) = (
        usize::from(from.file().index()),
        usize::from(from.rank().index()),
    );
    let (tf, tr) = (
        usize::from(to.file().index()),
        usize::from(to.rank().index()),
    );
    let slot = if fr == tr {
        tf
    } else if ff == tf {
        9 + tr
    } else {
        19 + (tr + 2 - fr) * 5 + (tf + 2 - ff)
    };
    from.index() * MOVE_SLOTS + slot
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
    /// Where its checks are kept (`MateSearch::checks_kept`: the first and one past the last),
    /// once it was searched with more than one check left.
    moves: Option<(u32, u32)>,
}

/// A proof or disproof number that stands for infinity: a proven node's disproof number, a
/// disproven node's proof number.
const INFINITE: u32 = u32::MAX;

/// The largest finite proof or disproof number: sums stop here.
const LARGE: u32 = u32::MAX - 1;

/// A node of the proof-number search: how many positions at least must still be proven to
/// prove it (mated, for a check's replies) and disproven to disprove it, as far as the search
/// has seen, and — once one of them is 0 — what was found.
#[derive(Clone, Copy)]
struct Numbers {
    /// The proof number: 0 when proven.
    proof: u32,
    /// The disproof number: 0 when disproven.
    disproof: u32,
    /// A mate when proven; no mate within the checks left, or none ever, when disproven.
    found: Found,
}

impl Numbers {
    /// A node proven: a mate within the checks left.
    const PROVEN: Numbers = Numbers {
        proof: 0,
        disproof: INFINITE,
        found: Found::Mate,
    };

    /// A node disproven, with what was found.
    fn disproven(found: Found) -> Numbers {
        Numbers {
            proof: INFINITE,
            disproof: 0,
            found,
        }
    }

    /// A node left open with these numbers.
    fn open(proof: u32, disproof: u32) -> Numbers {
        Numbers {
            proof,
            disproof,
            found: Found::NotWithin,
        }
    }
}

/// The proof number a check is searched to when the best of the other checks stands at `n`:
/// past `n` by half (the "1 + ε" of Pawlewicz and Lew), so that the search does not go back
/// and forth between checks of about the same numbers, listing their replies again each time.
/// (Past it by a quarter: 1.7 % more instructions on the gate's `stall-axf`; by all of it:
/// 13 % more.)
fn past_proof(n: u32) -> u32 {
    n.saturating_add((n / 2).saturating_add(1))
}

/// The disproof number a reply is searched to when the best of the other replies stands at
/// `n`: past `n` by a quarter and three (a reply after which the attacker has two or three
/// checks is searched on before the others are listed).
fn past_disproof(n: u32) -> u32 {
    n.saturating_add((n / 4).saturating_add(3))
}

/// A threshold less what the node's other children already count (infinity stays infinite).
fn less(threshold: u32, others: u32) -> u32 {
    if threshold == INFINITE {
        INFINITE
    } else {
        threshold - others
    }
}

/// What tells apart, in [`MateSearch`]'s numbers, the nodes of one position: the checks left,
/// and whether it is the attacker's turn (a position to check from) or the defender's (after a
/// check).
fn salt(depth: u8, attacker: bool) -> u64 {
    (u64::from(depth) * 2 + u64::from(attacker) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// How a check stands among the checks of its position: its proof number, then how often it
/// mated in the questions asked so far (more first), then its replies (fewer first).
type CheckRank = (u32, std::cmp::Reverse<u16>, usize);

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
            hashes: Default::default(),
            nodes: 0,
            depth_first_nodes: DEPTH_FIRST_NODES,
            bound: 0,
            replies: Vec::new(),
            keyed: Vec::new(),
            numbers: Default::default(),
            checks_kept: Vec::new(),
            replies_kept: Vec::new(),
            stack: Vec::new(),
            counts: MoveCounts::default(),
        }
    }

    /// A search as [`MateSearch::new`]'s that hands a question over to the proof-number search
    /// after `nodes` positions searched depth first: 0, by proof numbers alone; `u64::MAX`,
    /// depth first alone.
    #[cfg(test)]
    fn handing_over_after(checks: u8, nodes: u64) -> MateSearch {
        MateSearch {
            depth_first_nodes: nodes,
            ..MateSearch::new(checks)
        }
    }

    /// The answer to a question asked already, if it was.
    fn known(&self, pos: &Position) -> Option<bool> {
        self.answers.get(&pos.repetition_key()).copied()
    }

    /// Whether the side to move mates by consecutive checks, within the search's checks. At
    /// every position a check that mates at once is looked for before any longer line; a
    /// question that runs out of positions is answered "no mate".
    pub fn mates(&mut self, pos: &Position) -> bool {
        let key = pos.repetition_key();
        if let Some(&answer) = self.answers.get(&key) {
            return answer;
        }
        self.nodes = 0;
        let mut answer = self.mate_in(pos, self.checks) == Found::Mate;
        if self.nodes > MATE_NODES {
            // Out of positions: what this question wrote down after that is no fact, and the
            // answer is the one its own search from an empty table gives.
            self.forget();
            self.nodes = 0;
            answer = self.mate_in(pos, self.checks) == Found::Mate;
            if self.nodes > MATE_NODES {
                self.forget();
            }
        }
        self.answers.insert(key, answer);
        if self.table.len() > TABLE_KEPT {
            self.table = PositionMap::default();
            self.hashes = Default::default();
            self.checks_kept = Vec::new();
            self.replies_kept = Vec::new();
        }
        answer
    }

    /// Whether the side to move mates in at most `depth` checks: a proof-number search from
    /// `pos` until the answer is known.
    fn mate_in(&mut self, pos: &Position, depth: u8) -> Found {
        self.bound = self.nodes.saturating_add(self.depth_first_nodes);
        let found = self.depth_first(pos, depth);
        if self.nodes <= self.bound {
            return found;
        }
        if !self.numbers.is_empty() {
            self.numbers.clear();
        }
        self.prove(pos, depth, INFINITE, INFINITE).found
    }

    /// Searches `pos`, the attacker to move with `depth` checks left (an OR node: one check
    /// that mates is enough), until it is proven or disproven or its numbers reach the
    /// thresholds (depth-first proof-number search); a node proven or disproven is written in
    /// the table, one left open only in `self.numbers`.
    fn prove(&mut self, pos: &Position, depth: u8, proof_at: u32, disproof_at: u32) -> Numbers {
        let key = pos.repetition_key();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.mate.is_some_and(|d| d <= depth) {
            return Numbers::PROVEN;
        }
        if known.never {
            return Numbers::disproven(Found::Never);
        }
        if depth <= known.none {
            return Numbers::disproven(Found::NotWithin);
        }
        self.nodes += 1;
        if self.nodes > MATE_NODES {
            return Numbers::disproven(Found::NotWithin);
        }
        // A check that leaves no reply mates at once: look for one before any longer line.
        // The replies to every check are kept on `self.replies`, above those of the positions
        // this one was reached from, and given back when this position is done.
        // A position listed before (no check of it mates at once, or it would be known) has
        // its checks and replies taken from where they were kept.
        let base = self.replies.len();
        let mut ends = [0u32; MoveList::CAPACITY];
        let mut checks = MoveList::new();
        if let Some((first, last)) = known.moves {
            for &(m, start, end) in &self.checks_kept[first as usize..last as usize] {
                checks.push(m);
                if depth > 1 {
                    self.replies
                        .extend_from_slice(&self.replies_kept[start as usize..end as usize]);
                }
                ends[checks.len() - 1] = self.replies.len() as u32;
            }
        } else {
            checks = match self.list_checks(pos, depth, &key, &mut ends) {
                Some(checks) => checks,
                None => return Numbers::PROVEN,
            };
            if depth > 1 && !checks.is_empty() {
                let first = self.checks_kept.len() as u32;
                for (i, &m) in checks.iter().enumerate() {
                    let start = if i == 0 { base } else { ends[i - 1] as usize };
                    let kept = self.replies_kept.len() as u32;
                    self.replies_kept
                        .extend_from_slice(&self.replies[start..ends[i] as usize]);
                    self.checks_kept
                        .push((m, kept, self.replies_kept.len() as u32));
                }
                let last = self.checks_kept.len() as u32;
                self.hashes.insert(key.zobrist());
                self.table.entry(key.clone()).or_default().moves = Some((first, last));
            }
        }
        if depth == 1 || checks.is_empty() {
            let found = if checks.is_empty() {
                Found::Never
            } else {
                Found::NotWithin
            };
            self.remember(key, found, depth);
            return Numbers::disproven(found);
        }
        self.counts.ready();
        let checks = checks.as_slice();
        let range = |i: usize| (if i == 0 { base } else { ends[i - 1] as usize })..ends[i] as usize;
        // Each check's numbers: what an earlier visit left, else as many to prove as it has
        // replies (each must be mated), one to disprove.
        let (nb, n) = (self.stack.len(), checks.len());
        for (i, &m) in checks.iter().enumerate() {
            let hash = pos.hash_after(m) ^ salt(depth, false);
            let x = self.numbers.get(&hash).map_or_else(
                || Numbers::open(range(i).len() as u32, 1),
                |&(p, d)| Numbers::open(p, d),
            );
            self.stack.push(x);
        }
        // The reply that escaped a check of this position last: tried first against the next.
        let mut killer = None;
        let found = loop {
            // The OR node's numbers, and the check to search: the one of the least proof
            // number; among checks alike, the one that mated most often in the questions asked
            // so far, then the one of fewer replies.
            let mut proof = INFINITE;
            let mut disproof = 0u32;
            let mut best: Option<(usize, CheckRank)> = None;
            let mut second = INFINITE;
            for (i, x) in self.stack[nb..nb + n].iter().enumerate() {
                disproof = disproof.saturating_add(x.disproof).min(LARGE);
                if x.disproof == 0 {
                    continue;
                }
                proof = proof.min(x.proof);
                let rank = (
                    x.proof,
                    std::cmp::Reverse(self.counts.mated(checks[i])),
                    range(i).len(),
                );
                match best {
                    Some((_, r)) if rank >= r => second = second.min(x.proof),
                    _ => {
                        if let Some((_, r)) = best {
                            second = second.min(r.0);
                        }
                        best = Some((i, rank));
                    }
                }
            }
            if proof == 0 {
                break Found::Mate;
            }
            let Some((i, _)) = best else {
                let never = self.stack[nb..nb + n]
                    .iter()
                    .all(|x| x.found == Found::Never);
                break if never {
                    Found::Never
                } else {
                    Found::NotWithin
                };
            };
            if proof >= proof_at || disproof >= disproof_at {
                self.numbers
                    .insert(key.zobrist() ^ salt(depth, true), (proof, disproof));
                self.replies.truncate(base);
                self.stack.truncate(nb);
                return Numbers::open(proof, disproof);
            }
            let m = checks[i];
            let child_proof = proof_at.min(past_proof(second));
            let child_disproof = less(disproof_at, disproof - self.stack[nb + i].disproof);
            let next = pos.play_unchecked(m);
            let x = self.refute(
                &next,
                m,
                range(i),
                depth,
                child_proof,
                child_disproof,
                &mut killer,
            );
            self.stack[nb + i] = x;
            if x.proof == 0 {
                self.counts.count_mated(m);
            }
            if self.nodes > MATE_NODES {
                self.replies.truncate(base);
                self.stack.truncate(nb);
                return Numbers::disproven(Found::NotWithin);
            }
        };
        self.replies.truncate(base);
        self.stack.truncate(nb);
        self.remember(key, found, depth);
        if found == Found::Mate {
            Numbers::PROVEN
        } else {
            Numbers::disproven(found)
        }
    }

    /// Searches `next`, the position after the check `m` with `depth` checks left before it
    /// (an AND node: every reply, `self.replies[range]`, must be mated), as [`Self::prove`]
    /// does. `killer` is the reply that escaped the last check of the position before, and
    /// becomes the one that escapes this check.
    #[allow(clippy::too_many_arguments)]
    fn refute(
        &mut self,
        next: &Position,
        m: Move,
        range: std::ops::Range<usize>,
        depth: u8,
        proof_at: u32,
        disproof_at: u32,
        killer: &mut Option<Move>,
    ) -> Numbers {
        self.sort_replies(next, m, range.clone(), *killer);
        // Each reply's numbers: what the table knows (a reply known to escape settles the
        // check at once), else what an earlier visit left, else one and one.
        let replies = range.len();
        let nb = self.stack.len();
        for j in 0..replies {
            let r = self.replies[range.start + j];
            let hash = next.hash_after(r);
            let mut x = None;
            if self.hashes.contains(&hash)
                && let Some(known) = self.table.get(&next.play_unchecked(r).repetition_key())
            {
                if known.never {
                    x = Some(Numbers::disproven(Found::Never));
                } else if depth - 1 <= known.none {
                    x = Some(Numbers::disproven(Found::NotWithin));
                } else if known.mate.is_some_and(|d| d < depth) {
                    x = Some(Numbers::PROVEN);
                }
            }
            let x = match x {
                Some(x) if x.disproof == 0 => {
                    self.stack.truncate(nb);
                    return self.escape(r, x.found, killer);
                }
                Some(x) => x,
                None => self
                    .numbers
                    .get(&(hash ^ salt(depth - 1, true)))
                    .map_or(Numbers::open(1, 1), |&(p, d)| Numbers::open(p, d)),
            };
            self.stack.push(x);
        }
        loop {
            // The AND node's numbers, and the reply to search: the one of the least disproof
            // number, the likeliest escape first among replies alike.
            let mut proof = 0u32;
            let mut disproof = INFINITE;
            let mut best = None;
            let mut second = INFINITE;
            for (j, x) in self.stack[nb..nb + replies].iter().enumerate() {
                proof = proof.saturating_add(x.proof).min(LARGE);
                if x.proof == 0 {
                    continue;
                }
                if x.disproof < disproof {
                    second = disproof;
                    disproof = x.disproof;
                    best = Some(j);
                } else {
                    second = second.min(x.disproof);
                }
            }
            let Some(j) = best else {
                self.stack.truncate(nb);
                return Numbers::PROVEN;
            };
            let r = self.replies[range.start + j];
            if disproof == 0 {
                let found = self.stack[nb + j].found;
                self.stack.truncate(nb);
                return self.escape(r, found, killer);
            }
            if proof >= proof_at || disproof >= disproof_at {
                self.numbers.insert(
                    next.repetition_key().zobrist() ^ salt(depth, false),
                    (proof, disproof),
                );
                self.stack.truncate(nb);
                return Numbers::open(proof, disproof);
            }
            let child_proof = less(proof_at, proof - self.stack[nb + j].proof);
            let child_disproof = disproof_at.min(past_disproof(second));
            let x = self.prove(
                &next.play_unchecked(r),
                depth - 1,
                child_proof,
                child_disproof,
            );
            self.stack[nb + j] = x;
            if self.nodes > MATE_NODES {
                self.stack.truncate(nb);
                return Numbers::disproven(Found::NotWithin);
            }
        }
    }

    /// Sorts `self.replies[range]`, the replies to the check `m` that led to `next`, the
    /// likeliest escapes first: `killer` (the reply that escaped the last check of the position
    /// before), then taking the checking piece, then the other captures, then the replies that
    /// escaped most often. Each reply's key is worked out once and packed with the reply's
    /// place in the list (equal keys keep the list's order) and the reply itself; the words
    /// are sorted.
    fn sort_replies(
        &mut self,
        next: &Position,
        m: Move,
        range: std::ops::Range<usize>,
        killer: Option<Move>,
    ) {
        let counts = &self.counts;
        let keyed = &mut self.keyed;
        keyed.clear();
        keyed.extend(
            self.replies[range.clone()]
                .iter()
                .enumerate()
                .map(|(j, &r)| {
                    let key = (u64::from(Some(r) != killer) << 18)
                        | (u64::from(r.to != m.to) << 17)
                        | (u64::from(next.piece_at(r.to).is_none()) << 16)
                        | u64::from(u16::MAX - counts.escaped(r));
                    key << 32
                        | (j as u64) << 16
                        | (r.from.index() as u64) << 8
                        | r.to.index() as u64
                }),
        );
        keyed.sort_unstable();
        for (slot, &k) in self.replies[range].iter_mut().zip(keyed.iter()) {
            let point = |shift: u32| Square::at((k >> shift) as u8 as usize);
            *slot = Move::new(point(8), point(0));
        }
    }

    /// Counts the reply `r` that escaped a check (`found`: no mate after it within the checks
    /// left, or none ever), makes it the reply tried first against the next check, and gives
    /// the check's numbers: disproven.
    fn escape(&mut self, r: Move, found: Found, killer: &mut Option<Move>) -> Numbers {
        self.counts.count_escaped(r);
        *killer = Some(r);
        Numbers::disproven(found)
    }

    /// Drops what the table knows.
    fn forget(&mut self) {
        self.table.clear();
        self.hashes.clear();
        self.checks_kept.clear();
        self.replies_kept.clear();
    }

    /// Writes down what a search to `depth` checks found for the position `key`.
    /// Lists `pos`'s checks (the attacker to move, `depth` checks left) and pushes each one's
    /// replies on `self.replies` (at depth 1 only whether it has one), `ends[i]` the end of check
    /// `i`'s. A check that leaves no reply mates at once: the replies are given back, the mate
    /// written down, and `None` returned. Shared by the depth-first and the proof-number search.
    #[inline(always)]
    fn list_checks(
        &mut self,
        pos: &Position,
        depth: u8,
        key: &RepetitionKey,
        ends: &mut [u32; MoveList::CAPACITY],
    ) -> Option<MoveList> {
        let base = self.replies.len();
        let checks = pos.checking_moves();
        for (i, &m) in checks.iter().enumerate() {
            let next = pos.play_unchecked(m);
            let escapes = if depth == 1 {
                next.has_legal_move()
            } else {
                next.append_legal_moves_unordered(&mut self.replies)
            };
            if !escapes {
                self.replies.truncate(base);
                self.remember(key.clone(), Found::Mate, 1);
                return None;
            }
            ends[i] = self.replies.len() as u32;
        }
        Some(checks)
    }

    fn remember(&mut self, key: RepetitionKey, found: Found, depth: u8) {
        self.hashes.insert(key.zobrist());
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
/// capturer is mated by consecutive checks. `moves` are the position's legal captures.
pub(crate) fn direct_wins(
    pos: &Position,
    moves: &MoveList,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
) -> Vec<Win> {
    let them = pos.side_to_move().opponent();
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

/// The pieces the side to move can win by first giving check (a run of up to the book's
/// `winning.checks` checks that capture nothing) and then capturing, whatever the opponent
/// answers, each with the net material won over the whole sequence (mates are not material
/// wins: they are mate threats) — and after them the wins by a capture that uncovers a check
/// (抽), where the book counts those so.
///
/// They are worked out only as far as they are asked about ([`ChecksWins::contains`],
/// [`ChecksWins::wins_among`]): the winning checks are found at the first question, the pieces
/// each could take once some piece is asked about, the defender's best reply to it (and the
/// mate questions that choose it) only once a piece it could take is asked about. Every answer being a function of the position alone, what is
/// found is what working everything out would find.
pub(crate) struct ChecksWins {
    /// The position, its side to move winning.
    pos: Position,
    /// The winning checks, in move order, once found.
    lines: Option<Vec<Pending>>,
    /// The wins by a capture that uncovers a check.
    uncovered: Vec<Win>,
    exclude_mated: bool,
}

/// A winning check, before or after its line is worked out.
enum Pending {
    /// Not worked out: the check, and the pieces its line could take once they are asked
    /// about (most lines of what a side already threatened never are).
    Open(WinningCheck, Option<Vec<Square>>),
    /// Its line.
    Done(CheckLine),
}

impl ChecksWins {
    /// The wins through checks of the side to move of `pos` (leaving out — when
    /// `exclude_mated` — captures after which the capturer is mated by consecutive checks),
    /// then `uncovered`.
    pub(crate) fn new(pos: &Position, exclude_mated: bool, uncovered: Vec<Win>) -> ChecksWins {
        ChecksWins {
            pos: pos.clone(),
            lines: None,
            uncovered,
            exclude_mated,
        }
    }

    /// How many winning checks there are, found the first time it is asked.
    fn count(&mut self, book: &Rulebook, mates: &mut MateSearch) -> usize {
        let (pos, exclude_mated) = (&self.pos, self.exclude_mated);
        self.lines
            .get_or_insert_with(|| {
                winning_checks(pos, book, mates, exclude_mated, book.winning.checks)
                    .into_iter()
                    .map(|c| Pending::Open(c, None))
                    .collect()
            })
            .len()
    }

    /// The `i`th winning check, once they are found.
    fn line(&mut self, i: usize) -> &mut Pending {
        &mut self.lines.as_mut().expect("the winning checks are found")[i]
    }

    /// Every piece (by square) that could be among the wins: a piece not here is not.
    pub(crate) fn could_take(&mut self, book: &Rulebook, mates: &mut MateSearch) -> Vec<Square> {
        let mut out: Vec<Square> = Vec::new();
        for i in 0..self.count(book, mates) {
            for &t in self.targets(i, book, mates) {
                if !out.contains(&t) {
                    out.push(t);
                }
            }
        }
        for w in &self.uncovered {
            if !out.contains(&w.target) {
                out.push(w.target);
            }
        }
        out
    }

    /// Works out the line of the `i`th winning check, if it is not yet.
    fn work_out(&mut self, i: usize, book: &Rulebook, mates: &mut MateSearch) -> &CheckLine {
        if let Pending::Open(..) = self.line(i) {
            let done = Pending::Done(CheckLine {
                net: Material::ZERO,
                targets: Vec::new(),
                pieces: Vec::new(),
            });
            let Pending::Open(check, _) = std::mem::replace(self.line(i), done) else {
                unreachable!("an open line")
            };
            let exclude_mated = self.exclude_mated;
            *self.line(i) = Pending::Done(check.line(book, mates, exclude_mated));
        }
        match self.line(i) {
            Pending::Done(line) => line,
            Pending::Open(..) => unreachable!("worked out"),
        }
    }

    /// The pieces the `i`th winning check could take (its line's, once worked out), found
    /// the first time they are asked for.
    fn targets(&mut self, i: usize, book: &Rulebook, mates: &mut MateSearch) -> &[Square] {
        let exclude_mated = self.exclude_mated;
        match self.line(i) {
            Pending::Done(line) => &line.targets,
            Pending::Open(check, could) => {
                could.get_or_insert_with(|| check.could_take(book, mates, exclude_mated))
            }
        }
    }

    /// Whether the `i`th winning check could take one of `targets`.
    fn could(
        &mut self,
        i: usize,
        targets: &[Square],
        book: &Rulebook,
        mates: &mut MateSearch,
    ) -> bool {
        self.targets(i, book, mates)
            .iter()
            .any(|t| targets.contains(t))
    }

    /// Whether the piece on `target` is among the wins.
    pub(crate) fn contains(
        &mut self,
        target: Square,
        book: &Rulebook,
        mates: &mut MateSearch,
    ) -> bool {
        if self.uncovered.iter().any(|w| w.target == target) {
            return true;
        }
        (0..self.count(book, mates)).any(|i| {
            self.could(i, &[target], book, mates)
                && self.work_out(i, book, mates).targets.contains(&target)
        })
    }

    /// The wins whose piece is one of `targets`, as the whole list has them (in its order,
    /// each with every piece that makes it).
    pub(crate) fn wins_among(
        &mut self,
        targets: &[Square],
        book: &Rulebook,
        mates: &mut MateSearch,
    ) -> Vec<Win> {
        let mut out: Vec<Win> = Vec::new();
        for i in 0..self.count(book, mates) {
            if !self.could(i, targets, book, mates) {
                continue;
            }
            let line = self.work_out(i, book, mates);
            let net = book.worth(line.net);
            for &t in line.targets.iter().filter(|t| targets.contains(t)) {
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
        out.extend(
            self.uncovered
                .iter()
                .filter(|w| targets.contains(&w.target))
                .cloned(),
        );
        out
    }
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

/// What the side to move wins against one reply to a check: the net material, the squares of
/// the pieces it takes and the squares of the pieces that take.
type Outcome = (Material, Vec<Square>, Vec<Square>);

/// How the searches weigh material: a gain over no gain, then the greater worth
/// ([`Rulebook::prefers`]).
type Key = (bool, i32);

fn key(book: &Rulebook, m: Material) -> Key {
    (book.gains(m), book.worth(m))
}

/// A checking move that leaves the mover a gain against every reply, before the defender's
/// best reply is chosen among them.
///
/// What the mover wins against a reply is worked out only as far as the line needs it: a
/// reply's best capture is known at once, but the further checks after it (and the mate
/// questions that choose the defender's best reply to each of them) are weighed only when the
/// reply could be the defender's best, or could decide whether the check wins at all. Until
/// then the reply is known to leave the mover something between the least and the most its
/// further checks could add — every answer being a function of the position alone, working out
/// less changes nothing of what is found.
struct WinningCheck {
    /// The check.
    check: Move,
    /// Every reply, in move order.
    replies: Vec<Reply>,
}

/// One reply to a winning check, and what the mover wins against it.
///
/// It is worked out in steps, each only when the line needs it: the best capture at once; then
/// the further winning checks (what each could leave, between the least and the most of its
/// replies' outcomes); then what the best continuation nets, for which only the further checks
/// that could leave more are worked out (with the mate questions that choose the defender's
/// best reply to each); last, only for a reply that could be the defender's best, the pieces
/// the best continuation takes, for which the further checks that could leave as much are
/// worked out too.
struct Reply {
    /// The reply.
    reply: Move,
    /// What the reply took.
    lost: Material,
    /// The position after it, the mover to move.
    after: Position,
    /// The mover's best capture there, net of what the reply took, with the pieces it takes and
    /// the pieces that take (before they are renamed to where they stood).
    capture: Outcome,
    /// How many checks the mover has left after this one: when more than one, a further
    /// winning check may do better than the capture.
    depth: u8,
    /// The further winning checks, once found, with the least and the most the best
    /// continuation can then leave the mover.
    further: Option<(Vec<WinningCheck>, Key, Key)>,
    /// What the best continuation nets, once worked out.
    net: Option<Material>,
    /// Once the net is known: the further checks whose line may leave as much (in their
    /// order), worked out or not yet; their pieces are the outcome's with the capture's.
    ties: Vec<Continuation>,
    /// What the mover wins, once worked out.
    outcome: Option<Outcome>,
}

/// A further check that may leave as much as the best continuation: its line, or the check
/// while its line is not needed yet.
enum Continuation {
    /// Not worked out: its line can leave at most the net, so only its pieces could count.
    Open(WinningCheck),
    /// Worked out while the net was found.
    Line(CheckLine),
}

impl Reply {
    fn new(
        answer: Answer,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
        depth: u8,
    ) -> Reply {
        let (capture, targets, pieces) =
            best_capture(&answer.after, &answer.captures, book, mates, exclude_mated);
        Reply {
            reply: answer.reply,
            lost: answer.lost,
            after: answer.after,
            capture: (capture - answer.lost, targets, pieces),
            depth,
            further: None,
            net: None,
            ties: Vec::new(),
            outcome: None,
        }
    }

    /// The least and the most the reply can leave the mover, as keys, from what is known of
    /// it so far (the most is unknown until its further checks are found).
    fn bounds(&self, book: &Rulebook) -> (Key, Option<Key>) {
        match (&self.net, &self.further) {
            (Some(net), _) => (key(book, *net), Some(key(book, *net))),
            (None, Some((_, least, most))) => (*least, Some(*most)),
            (None, None) => (key(book, self.capture.0), None),
        }
    }

    /// Every piece (by square, before the reply) the best continuation could take: the
    /// capture's, or a further check's line's.
    fn could_take(
        &mut self,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> Vec<Square> {
        if let Some((_, targets, _)) = &self.outcome {
            return targets.clone();
        }
        if self.net.is_none() && self.further.is_none() && self.depth > 1 {
            self.find_further(book, mates, exclude_mated);
        }
        let mut out = self.capture.1.clone();
        if let Some((further, _, _)) = &mut self.further {
            for f in further {
                out.extend(f.could_take(book, mates, exclude_mated));
            }
        }
        for c in &mut self.ties {
            match c {
                Continuation::Open(f) => out.extend(f.could_take(book, mates, exclude_mated)),
                Continuation::Line(line) => out.extend(line.targets.iter().copied()),
            }
        }
        before(out, self.reply)
    }

    /// Takes the next step in working out what the reply nets; false when that is known.
    fn advance(&mut self, book: &Rulebook, mates: &mut MateSearch, exclude_mated: bool) -> bool {
        if self.net.is_some() {
            return false;
        }
        if self.further.is_none() && self.depth > 1 {
            self.find_further(book, mates, exclude_mated);
        } else {
            self.worth(book, mates, exclude_mated);
        }
        true
    }

    /// Finds the further winning checks and what they could leave: a further check's line
    /// nets one of its replies' outcomes.
    fn find_further(&mut self, book: &Rulebook, mates: &mut MateSearch, exclude_mated: bool) {
        let mut further = winning_checks(&self.after, book, mates, exclude_mated, self.depth - 1);
        let start = key(book, self.capture.0);
        let (mut least, mut most) = (start, start);
        for f in &mut further {
            let nets = f.possible_nets(book, mates, exclude_mated);
            let keys = nets.iter().map(|n| key(book, *n - self.lost));
            let (lo, hi) = keys.fold(((true, i32::MAX), (false, i32::MIN)), |(lo, hi), k| {
                (lo.min(k), hi.max(k))
            });
            least = least.max(lo);
            most = most.max(hi);
        }
        self.further = Some((further, least, most));
    }

    /// Works out what the best continuation (a capture, or another check) nets the mover
    /// against the reply, net of what the reply took: the first of the best in their order (the
    /// capture, then the further checks). A further check's line is worked out only when it
    /// could leave more than the best found so far; one that could leave only as much is kept
    /// for [`Reply::settle`], whose pieces it may add to, and does not change the net.
    fn worth(&mut self, book: &Rulebook, mates: &mut MateSearch, exclude_mated: bool) -> Material {
        if let Some(net) = self.net {
            return net;
        }
        if self.further.is_none() && self.depth > 1 {
            self.find_further(book, mates, exclude_mated);
        }
        let mut net = self.capture.0;
        let lost = self.lost;
        let further = self.further.take().map(|(f, _, _)| f).unwrap_or_default();
        for mut further in further {
            let Some(most) = further.most(lost, book, mates, exclude_mated) else {
                continue;
            };
            if most < key(book, net) {
                continue;
            }
            if most == key(book, net) {
                self.ties.push(Continuation::Open(further));
                continue;
            }
            let line = further.line(book, mates, exclude_mated);
            if book.prefers(line.net - lost, net) {
                net = line.net - lost;
            } else if key(book, line.net - lost) != key(book, net) {
                continue;
            }
            self.ties.push(Continuation::Line(line));
        }
        self.net = Some(net);
        net
    }

    /// Works out what the mover wins against the reply: what the best continuation nets
    /// ([`Reply::worth`]), the pieces the continuations that net as much take (named by where
    /// they stood before the reply) and the pieces that take (named by where they stood before
    /// `check`).
    fn settle(
        &mut self,
        check: Move,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> &Outcome {
        if self.outcome.is_none() {
            let net = self.worth(book, mates, exclude_mated);
            let best = key(book, net);
            let lost = self.lost;
            let (mut targets, mut pieces) = if key(book, self.capture.0) == best {
                (self.capture.1.clone(), self.capture.2.clone())
            } else {
                (Vec::new(), Vec::new())
            };
            for c in std::mem::take(&mut self.ties) {
                let line = match c {
                    Continuation::Line(line) => line,
                    Continuation::Open(mut further) => {
                        if further
                            .most(lost, book, mates, exclude_mated)
                            .is_none_or(|k| k < best)
                        {
                            continue;
                        }
                        further.line(book, mates, exclude_mated)
                    }
                };
                if key(book, line.net - lost) == best {
                    targets.extend(line.targets);
                    pieces.extend(line.pieces);
                }
            }
            let targets = before(targets, self.reply);
            let pieces = pieces
                .into_iter()
                .map(|a| if a == check.to { check.from } else { a })
                .collect();
            self.outcome = Some((net, targets, pieces));
        }
        self.outcome.as_ref().expect("settled")
    }
}

/// The squares as they stood before `mv`: the one it moved to is where its piece came from;
/// sorted, each once.
fn before(squares: Vec<Square>, mv: Move) -> Vec<Square> {
    let mut out: Vec<Square> = squares
        .into_iter()
        .map(|t| if t == mv.to { mv.from } else { t })
        .collect();
    out.sort();
    out.dedup();
    out
}

impl WinningCheck {
    /// Every piece (by square, before the check) the line could take: a piece some reply's
    /// continuation could take.
    fn could_take(
        &mut self,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> Vec<Square> {
        let mut out = Vec::new();
        for r in &mut self.replies {
            for t in r.could_take(book, mates, exclude_mated) {
                if !out.contains(&t) {
                    out.push(t);
                }
            }
        }
        out
    }

    /// The net material the line can come to: what one of its replies nets (each worked out).
    fn possible_nets(
        &mut self,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> Vec<Material> {
        self.replies
            .iter_mut()
            .map(|r| r.worth(book, mates, exclude_mated))
            .collect()
    }

    /// The most the line could leave a side that lost `lost` before it, as a key (none
    /// without replies).
    fn most(
        &mut self,
        lost: Material,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> Option<Key> {
        self.possible_nets(book, mates, exclude_mated)
            .iter()
            .map(|n| key(book, *n - lost))
            .max()
    }

    /// The line the check makes against the defender's best reply.
    fn line(mut self, book: &Rulebook, mates: &mut MateSearch, exclude_mated: bool) -> CheckLine {
        // The outcome is what the mover wins against the defender's best reply (CN 第28.3条,
        // 第29.1条: 能够通过连续照将吃子 — the capture the checks force, not every capture some
        // reply would allow): the least net, and the pieces taken after the replies that leave
        // only that much. Several such replies that lose different pieces leave the defender
        // the choice: each of those pieces is named. A reply after which the mover mates is no
        // escape (see `best_replies`).
        let chosen = self.best_replies(book, mates, exclude_mated);
        let best: Vec<&Outcome> = chosen
            .into_iter()
            .map(|i| {
                self.replies[i]
                    .outcome
                    .as_ref()
                    .expect("a best reply is settled")
            })
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
        let mut pieces = vec![self.check.from];
        for (_, _, ps) in &best {
            for p in ps {
                if !pieces.contains(p) {
                    pieces.push(*p);
                }
            }
        }
        CheckLine {
            net,
            targets,
            pieces,
        }
    }

    /// The least worth any of `among` (indices of replies) leaves the mover. Replies are worked
    /// out step by step, the one that could leave the least first, until none could leave less
    /// than the least found: every reply that leaves the least is then settled.
    fn least_worth(
        &mut self,
        among: &[usize],
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> i32 {
        loop {
            // What a check that wins leaves against each reply is a gain, so only a gain's
            // worth bounds it; a bound that is no gain says nothing of the worth.
            let worths = |r: &Reply| {
                let (least, most) = r.bounds(book);
                let low = if least.0 { least.1 } else { i32::MIN };
                (low, most.map_or(i32::MAX, |m| m.1))
            };
            let below = among
                .iter()
                .map(|&i| worths(&self.replies[i]).1)
                .min()
                .expect("a winning check has replies");
            let next = among
                .iter()
                .copied()
                .filter(|&i| self.replies[i].net.is_none())
                .map(|i| (worths(&self.replies[i]).0, i))
                .filter(|&(low, _)| low <= below)
                .min();
            match next {
                None => return below,
                Some((_, i)) => {
                    self.replies[i].advance(book, mates, exclude_mated);
                }
            }
        }
    }

    /// The defender's best replies (indices, in order): those that leave the mover the least
    /// net material. A reply after which the mover mates by consecutive checks loses more than
    /// any material (a capture into mate wins nothing, CN 第29.4条), so it is no best reply
    /// while another reply is not mated. When every reply is mated, the best are those that
    /// leave the least (the move is a mate threat, named as such). Every best reply is settled.
    ///
    /// Only the replies that would otherwise be the best are asked the mate question. Where
    /// those all leave the mover the same outcome, any one of them that is not mated makes the
    /// line what it is, so they are asked one by one — answers already known first — until one
    /// is not mated.
    fn best_replies(
        &mut self,
        book: &Rulebook,
        mates: &mut MateSearch,
        exclude_mated: bool,
    ) -> Vec<usize> {
        let all: Vec<usize> = (0..self.replies.len()).collect();
        let worth = |r: &Reply| r.net.map(|n| book.worth(n));
        let check = self.check;
        let mut open = all.clone();
        while !open.is_empty() {
            let least = self.least_worth(&open, book, mates, exclude_mated);
            let group: Vec<usize> = open
                .iter()
                .copied()
                .filter(|&i| worth(&self.replies[i]) == Some(least))
                .collect();
            for &i in &group {
                self.replies[i].settle(check, book, mates, exclude_mated);
            }
            let outcome = |i: usize| &self.replies[i].outcome;
            let alike = group.iter().all(|&i| outcome(i) == outcome(group[0]));
            let after = |i: usize| &self.replies[i].after;
            let unmated: Vec<usize> = if alike {
                let known = group
                    .iter()
                    .copied()
                    .find(|&i| mates.known(after(i)) == Some(false));
                known
                    .or_else(|| group.iter().copied().find(|&i| !mates.mates(after(i))))
                    .into_iter()
                    .collect()
            } else {
                group
                    .iter()
                    .copied()
                    .filter(|&i| !mates.mates(after(i)))
                    .collect()
            };
            if !unmated.is_empty() {
                return unmated;
            }
            open.retain(|i| !group.contains(i));
        }
        let least = self.least_worth(&all, book, mates, exclude_mated);
        let chosen: Vec<usize> = all
            .into_iter()
            .filter(|&i| worth(&self.replies[i]) == Some(least))
            .collect();
        for &i in &chosen {
            self.replies[i].settle(check, book, mates, exclude_mated);
        }
        chosen
    }
}

/// Every checking move that wins material against every answer, with what it wins against
/// each reply worked out as far as that is needed to know it wins.
fn winning_checks(
    pos: &Position,
    book: &Rulebook,
    mates: &mut MateSearch,
    exclude_mated: bool,
    depth: u8,
) -> Vec<WinningCheck> {
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
        // Against every reply: the best continuation (a capture, or another check). A reply
        // that leaves no gain escapes: the check wins nothing, whatever the other replies. A
        // reply's further checks are weighed here only if it takes them to tell.
        //
        // The replies are weighed the likeliest escape first — those whose captures could leave
        // the least (none at all first) — so that a check some reply escapes is given up before
        // the other replies' captures are asked about; a check no reply escapes keeps them all,
        // in move order, whatever order they were weighed in.
        let mut order: Vec<usize> = (0..answers.len()).collect();
        order.sort_by_cached_key(|&i| {
            let a = &answers[i];
            a.captures.iter().map(|(_, g)| key(book, *g - a.lost)).max()
        });
        let mut answers: Vec<Option<Answer>> = answers.into_iter().map(Some).collect();
        let mut escaped = false;
        let mut weighed: Vec<Option<Reply>> = (0..answers.len()).map(|_| None).collect();
        for i in order {
            let a = answers[i].take().expect("each reply weighed once");
            let mut reply = Reply::new(a, book, mates, exclude_mated, depth);
            let gains = loop {
                match reply.bounds(book) {
                    ((true, _), _) => break true,
                    (_, Some((false, _))) => break false,
                    _ => {
                        reply.advance(book, mates, exclude_mated);
                    }
                }
            };
            if !gains {
                escaped = true;
                break;
            }
            weighed[i] = Some(reply);
        }
        if escaped {
            continue;
        }
        out.push(WinningCheck {
            check: m,
            replies: weighed.into_iter().flatten().collect(),
        });
    }
    out
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
#[path = "search_reference.rs"]
mod reference;

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
        assert!(direct_wins(&p, &p.legal_captures(), book(), &mut ms, true).is_empty());
        let free = Position::from_fen("3k5/9/c8/9/R8/9/9/9/9/4K4 w").unwrap();
        let wins = direct_wins(&free, &free.legal_captures(), book(), &mut ms, true);
        assert_eq!(wins.len(), 1);
        assert_eq!(wins[0].gain, 2);
    }

    /// Wins through checks are worked out only for the pieces asked about: every piece a line
    /// takes is among those it was said it could take, whether a piece is among the wins is
    /// what the whole list says, and the wins asked about are the whole list's. On the
    /// positions of 李來群–胡榮華's perpetual check (issue #29), where black's checks could
    /// take more pieces than they do once the best replies are chosen.
    #[test]
    fn wins_through_checks_asked_about_are_those_of_the_whole_list() {
        for fen in [
            "1Cba1k2C/4a2R1/4c3b/2n3p2/9/2B1n1P2/p4N2P/9/3rA4/2B1KA3 b",
            "1Cba3RC/4ak3/4c3b/2n3p2/9/2B1n1P2/p4N2P/9/3rA4/2B1KA3 b",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            for id in ["axf", "cn"] {
                let book = rulebook(id).unwrap();
                let mut ms = MateSearch::new(book.mate.checks);
                let fresh = |_: &mut MateSearch| ChecksWins::new(&pos, true, Vec::new());
                let mut whole = fresh(&mut ms);
                let could = whole.could_take(book, &mut ms);
                let all = whole.wins_among(&could, book, &mut ms);
                let mut taken = Vec::new();
                for line in whole.lines.as_ref().expect("found") {
                    let Pending::Done(line) = line else {
                        panic!("{fen} {id}: a line not worked out");
                    };
                    taken.extend(line.targets.iter().copied());
                }
                assert!(taken.iter().all(|t| could.contains(t)), "{fen} {id}");
                assert!(!all.is_empty(), "{fen} {id}: black wins through checks");
                assert!(
                    could.len() > all.len(),
                    "{fen} {id}: could take more than it does"
                );
                for &t in &could {
                    let among: Vec<Win> = all.iter().filter(|w| w.target == t).cloned().collect();
                    assert_eq!(fresh(&mut ms).contains(t, book, &mut ms), !among.is_empty());
                    assert_eq!(fresh(&mut ms).wins_among(&[t], book, &mut ms), among);
                }
            }
        }
    }

    #[test]
    fn two_rooks_mate_by_checks_and_a_pawn_does_not() {
        // Rb9+ Ke8, Ra8+ Ke7, Rb7#: the king cannot leave the palace.
        let p = Position::from_fen("4k4/9/9/9/9/9/9/9/R8/1R1K5 w").unwrap();
        assert!(MateSearch::new(7).mates(&p));
        let q = Position::from_fen("3k5/9/9/9/9/9/P8/9/9/5K3 w").unwrap();
        assert!(!MateSearch::new(7).mates(&q));
    }

    /// The positions of the committed loop corpora (`harness/benches/data`, the first `count`
    /// loops of each file named), each loop's plies played once, and from each position
    /// every check and every reply to it: the positions where mates by checks are asked about
    /// and found.
    fn corpus_positions(files: &[(&str, std::ops::Range<usize>)]) -> Vec<Position> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../harness/benches/data");
        let field = |line: &str, name: &str| -> String {
            let start = line.find(&format!("\"{name}\":\"")).expect("the field") + name.len() + 4;
            line[start..]
                .split('"')
                .next()
                .expect("a string")
                .to_string()
        };
        let mut out = Vec::new();
        for (file, lines) in files {
            let path = dir.join(file);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            for line in text.lines().skip(lines.start).take(lines.len()) {
                let mut pos = Position::from_fen(&field(line, "fen")).expect("a FEN");
                let mut line_positions = vec![pos.clone()];
                for text in field(line, "moves").split_whitespace() {
                    let m = Move::parse_iccs(text).expect("an ICCS move");
                    pos = pos.play(m).expect("a legal move");
                    line_positions.push(pos.clone());
                }
                for p in line_positions {
                    for &m in p.checking_moves().iter() {
                        let next = p.play_unchecked(m);
                        for &r in next.legal_moves().iter() {
                            out.push(next.play_unchecked(r));
                        }
                    }
                    if let Some(passed) = p.passed() {
                        out.push(passed);
                    }
                    out.push(p);
                }
            }
        }
        out
    }

    /// The search answers every question as the definition does (the brute-force reference,
    /// which has no order, no kept table and no move-generation shortcut), one search kept
    /// across all questions as a referee keeps it; and it answers a mirrored position alike and
    /// a colour-swapped one alike for the other side.
    #[test]
    fn mate_search_answers_as_the_definition_does() {
        // Full boards and thinned ones (lines 4001 on), where most mates are found.
        let positions = corpus_positions(&[
            ("loops.jsonl", 0..100),
            ("loops.jsonl", 4000..4300),
            ("chases.jsonl", 0..60),
        ]);
        let mut search = MateSearch::new(7);
        let mut mirrored = MateSearch::new(7);
        let mut swapped = MateSearch::new(7);
        let mut reference = reference::Reference::new(7);
        let (mut compared, mut mating, mut too_large) = (0, 0, Vec::new());
        for p in &positions {
            let answer = search.mates(p);
            assert_eq!(
                mirrored.mates(&p.mirrored()),
                answer,
                "{}: mirrored",
                p.fen()
            );
            assert_eq!(
                swapped.mates(&p.color_swapped()),
                answer,
                "{}: swapped",
                p.fen()
            );
            match reference.mates(p) {
                Some(expected) => {
                    assert_eq!(answer, expected, "{}", p.fen());
                    compared += 1;
                    mating += usize::from(answer);
                }
                None => too_large.push(p.fen()),
            }
        }
        eprintln!(
            "{compared} positions compared ({mating} mating), {} too large for the reference",
            too_large.len()
        );
        assert!(compared >= 5_000, "only {compared} positions compared");
        assert!(mating >= 100, "only {mating} mating positions compared");
        assert!(
            too_large.len() * 100 <= compared,
            "too many questions too large for the reference: {too_large:?}"
        );
    }

    /// Every move a piece could make from a point (along its rank or file, or a step of at most
    /// two points each way) has a place of its own in the mate search's counts, within them.
    #[test]
    fn each_move_has_its_own_place_in_the_counts() {
        let mut seen = std::collections::HashSet::new();
        for from in 0..Square::COUNT {
            for to in 0..Square::COUNT {
                let (f, t) = (Square::at(from), Square::at(to));
                let (df, dr) = (
                    (f.file().index() as i32 - t.file().index() as i32).abs(),
                    (f.rank().index() as i32 - t.rank().index() as i32).abs(),
                );
                if from == to || (df != 0 && dr != 0 && (df > 2 || dr > 2)) {
                    continue;
                }
                let i = move_index(Move::new(f, t));
                assert!(i < Square::COUNT * MOVE_SLOTS, "{f:?}-{t:?}: {i}");
                assert!(seen.insert(i), "{f:?}-{t:?} shares its place {i}");
            }
        }
        // From each of 90 points, 8 along its rank and 9 along its file; and 1,020 steps of one
        // or two points each way off the lines that stay on the board.
        assert_eq!(seen.len(), 90 * (8 + 9) + 1_020);
    }

    /// Questions handed over to the proof-number search after some positions searched depth
    /// first (the default), at once (proof numbers alone) or never (depth first alone) get the
    /// same answers: each search answers from the facts of the positions alone.
    #[test]
    fn depth_first_and_proof_number_searches_answer_alike() {
        let positions = corpus_positions(&[("loops.jsonl", 4000..4150), ("chases.jsonl", 0..30)]);
        let mut handed_over = MateSearch::new(7);
        let mut proof_numbers = MateSearch::handing_over_after(7, 0);
        let mut depth_first = MateSearch::handing_over_after(7, u64::MAX);
        let (mut mating, mut large) = (0, 0);
        for p in &positions {
            let answer = handed_over.mates(p);
            assert_eq!(proof_numbers.mates(p), answer, "{}: proof numbers", p.fen());
            depth_first.nodes = 0;
            assert_eq!(depth_first.mates(p), answer, "{}: depth first", p.fen());
            mating += usize::from(answer);
            large += usize::from(depth_first.nodes > DEPTH_FIRST_NODES);
        }
        assert!(mating >= 20, "only {mating} mating positions");
        assert!(large >= 5, "only {large} questions handed over");
    }

    /// The order in which a kept search is asked changes no answer: the checks and replies it
    /// tries first follow what mated and escaped in the questions before, and the table keeps
    /// their facts, but asked backwards (after every other question, with other counts and
    /// facts) and each on its own (with none), every question gets the same answer.
    #[test]
    fn mate_answers_do_not_depend_on_the_questions_asked_before() {
        let positions = corpus_positions(&[("loops.jsonl", 4000..4200), ("chases.jsonl", 0..30)]);
        let mut forward = MateSearch::new(7);
        let answers: Vec<bool> = positions.iter().map(|p| forward.mates(p)).collect();
        let mut backward = MateSearch::new(7);
        for (p, &answer) in positions.iter().zip(&answers).rev() {
            assert_eq!(backward.mates(p), answer, "{}: asked backwards", p.fen());
        }
        let mut mating = 0;
        for (p, &answer) in positions.iter().zip(&answers).step_by(7) {
            assert_eq!(
                MateSearch::new(7).mates(p),
                answer,
                "{}: asked alone",
                p.fen()
            );
            mating += usize::from(answer);
        }
        assert!(mating >= 20, "only {mating} mating positions asked alone");
    }

    /// The moves the search lists and counts in the positions it visits — mostly replies to a
    /// check, single or double — are exactly the moves that leave the mover's general
    /// unattacked, found by brute force.
    #[test]
    fn moves_in_the_searched_positions_are_the_brute_force_legal_moves() {
        let positions = corpus_positions(&[("loops.jsonl", 4000..4150), ("chases.jsonl", 0..40)]);
        let mut in_check = 0;
        for p in &positions {
            for q in std::iter::once(p.clone()).chain(
                p.checking_moves()
                    .iter()
                    .map(|&m| p.play_unchecked(m))
                    .collect::<Vec<_>>(),
            ) {
                let mover = q.side_to_move();
                let mut brute: Vec<Move> = q
                    .pseudo_legal_moves()
                    .iter()
                    .copied()
                    .filter(|&m| !q.play_unchecked(m).general_attacked(mover))
                    .collect();
                let mut listed = q.legal_moves_unordered().as_slice().to_vec();
                brute.sort_by_key(|m| (m.from.index(), m.to.index()));
                listed.sort_by_key(|m| (m.from.index(), m.to.index()));
                assert_eq!(listed, brute, "{}", q.fen());
                assert_eq!(q.has_legal_move(), !brute.is_empty(), "{}", q.fen());
                in_check += usize::from(q.in_check());
            }
        }
        assert!(in_check >= 5_000, "only {in_check} positions in check");
    }
}
