//! What each move of a loop does: check, mate threat, chase with its targets, and the kinds of
//! idle move — computed on the board, then named by a rulebook.
//!
//! A threat is judged as the books describe it: "if the opponent did nothing, what could the
//! mover do next?" The position after the move is looked at with the opponent passing. A threat
//! must be *new*: it is compared with what the mover could already do before the move (CN
//! 第29.2条, 细则 2 and 6: 从没捉到捉 is a chase, 从捉到捉 is not); the same holds for mate threats.
//!
//! - **check** — the move attacks the enemy general (discovered and double checks included);
//! - **mate threat** — the mover would mate by consecutive checks ([`MateSearch`]);
//! - **chase** — the mover would win an enemy piece by capturing it: the capture and the best
//!   exchange on its square gain material by the book's values, every capture in it legal (so a
//!   pinned or otherwise false protector protects nothing), and the capturer is not then mated
//!   by consecutive checks (CN 第29.4条);
//! - **win through checks** — the mover would win material by first checking (CN counts it as a
//!   chase, AXF calls it 要抽吃);
//! - **mutual attack** — two pieces of one kind that can take each other: AXF calls it an offer,
//!   not a chase (细则 24); CN calls a chase that is also an exchange a chase (第27.4条);
//! - **offer** (献) — the moved piece can be won by the opponent (CN: only by a piece of its own
//!   kind that is not then mated, 第28.6条);
//! - **block** (拦) — the move stands in the way of an opponent's piece (where the book's table
//!   says so, only when it thereby stops the opponent's mate threat);
//! - **following** — a new attack on the piece the opponent just moved, which the mover cannot
//!   win: AXF still calls it 捉 (车可长捉有根炮, 细则 17: its 捉着 is any attack with intent to
//!   capture, and only chasing an unprotected piece offends), CN calls it 跟 (盯牵对方有根子,
//!   第28.8条).

use crate::board::{Piece, PieceKind, Square};
use crate::moves::Move;
use crate::position::{Position, RepetitionKey};
use crate::rules::{LoneChase, NewChase, OfferBy, Rulebook, UncoveringCapture};
use crate::search::{ChecksWins, MateSearch, Win, capture_gain, direct_wins};
use crate::vocabulary::Class;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

pub use crate::search::MATE_NODES;

/// A piece the mover threatens to win, and with what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Threat {
    /// Where the threatened piece stands.
    pub square: Square,
    /// The threatened piece.
    pub piece: Piece,
    /// The mover's pieces whose threat the move creates (the capturers, or the checking
    /// pieces); pieces that threatened it before the move are not among them.
    pub attackers: Vec<(Square, Piece)>,
    /// Before the move only pawns (with or without the general) could win the piece: the
    /// threat is new only while the book names their lone chases idle (`naming.idle_chasers_stand`
    /// false; CN 第27.2条 按闲处理). Where their chases count as 捉 — a side facing 长打 on every
    /// move, 如形成相互长打局面，则应按捉处理 — the threat stood before the move: 从捉到捉.
    pub stood_by_pawns: bool,
}

impl Threat {
    /// Whether only the general or pawns make this threat.
    pub fn lone_kind(&self) -> Option<PieceKind> {
        let kinds: Vec<PieceKind> = self.attackers.iter().map(|(_, p)| p.kind).collect();
        if kinds.iter().all(|k| *k == PieceKind::General) {
            Some(PieceKind::General)
        } else if kinds
            .iter()
            .all(|k| matches!(k, PieceKind::Pawn | PieceKind::General))
        {
            Some(PieceKind::Pawn)
        } else {
            None
        }
    }
}

/// Everything one move does, before a rulebook names it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// The move gives check.
    pub check: bool,
    /// The move creates a threat of mate by consecutive checks.
    pub mate_threat: bool,
    /// New threats to win a piece by capturing it.
    pub chases: Vec<Threat>,
    /// New threats to win a piece by first giving check.
    pub wins_by_checks: Vec<Threat>,
    /// New attacks on an equal piece that can take back.
    pub mutual: Vec<Threat>,
    /// The moved piece can be won by the opponent, as the book counts 献 (`naming.offer`).
    pub offer: bool,
    /// The move stands in the way of an opponent's piece, as the book counts 拦
    /// (`naming.block_needs_mate_threat`).
    pub block: bool,
    /// A new attack on the piece the opponent just moved, which the mover cannot win (it is
    /// protected, or not worth it): the mover follows it.
    pub attacks: Vec<Threat>,
    /// The enemy pieces (by square, before the move) the mover could already win before the
    /// move: threats the opponent's last move left standing.
    pub standing: Vec<Square>,
}

/// How a rulebook names one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The class: the heaviest effect in the book's order.
    pub class: Class,
    /// The pieces chased, as the book counts chases (for the class and for forbidden
    /// patterns).
    pub counted: Vec<Threat>,
    /// Chases by the general or pawns alone that the book allows (still called chases).
    pub allowed: Vec<Threat>,
    /// Attacks on pieces that cannot be won, where the book calls them chases.
    pub attacked: Vec<Threat>,
    /// Chases the book calls idle because the side is given to hold a drawing post.
    pub excused: Vec<Threat>,
    /// Chases by the general or pawns alone that the book names idle (`chasers`; CN 第27.1条,
    /// 第27.2条).
    pub idled: Vec<Threat>,
    /// Threats the move seemed to create on pieces only pawns threatened before, where pawns'
    /// chases count (mutual 长打, CN 第27.2条): their threat stood, 从捉到捉.
    pub stood: Vec<Threat>,
}

impl std::fmt::Debug for Classifier<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Classifier")
            .field("book", &self.book.id)
            .field("positions", &self.prospects.len())
            .finish_non_exhaustive()
    }
}

/// The analysis of one position for the side to move, cached by position.
#[derive(Clone)]
struct Prospects {
    mates: bool,
    direct: Vec<Win>,
    /// The wins through checks, worked out as far as they are asked about and shared by every
    /// copy: one list for a position; for what a side already threatened ([`Classifier::standing`]),
    /// the position's and the one without its checking pieces (a piece is among them if it is
    /// among either).
    by_checks: Vec<Arc<Mutex<ChecksWins>>>,
    /// Enemy pieces (not the general) the side to move can capture at all, with the capturers.
    attacked: Vec<(Square, Vec<Square>)>,
}

/// Classifies the moves of one loop under one rulebook's values, remembering the positions it
/// has analysed. What it remembers of a position (its prospects, its mate answers) is a function
/// of the position alone, so one classifier may serve several loops under its book one after
/// another ([`crate::verdict::adjudicate_with`]) and rule each as a fresh one would.
#[derive(Clone)]
pub struct Classifier<'a> {
    book: &'a Rulebook,
    mates: MateSearch,
    prospects: HashMap<(RepetitionKey, bool), Arc<Prospects>>,
}

impl<'a> Classifier<'a> {
    /// A classifier using this rulebook's values and naming.
    pub fn new(book: &'a Rulebook) -> Classifier<'a> {
        Classifier {
            book,
            mates: MateSearch::new(book.mate.checks),
            prospects: HashMap::new(),
        }
    }

    /// The rulebook it classifies by.
    pub fn book(&self) -> &'a Rulebook {
        self.book
    }

    /// What the side to move of `pos` could do at once.
    fn prospects(&mut self, pos: &Position) -> Arc<Prospects> {
        self.analyse(pos, true)
    }

    /// What the side to move of `before` already threatened, as the books count "the threat was
    /// already there" (从捉到捉): what it could win apart from being in check (the same
    /// position without the checking pieces) and whether or not the capture would then walk
    /// into a mate. Its `mates` is not worked out here: the mate threat it stood by is asked
    /// of `before` itself (see [`Classifier::effects`]).
    fn standing(&mut self, before: &Position) -> Arc<Prospects> {
        let plain = self.analyse(before, false);
        if !before.in_check() || !self.book.naming.threats_apart_from_check {
            return plain;
        }
        let mut plain = Prospects::clone(&plain);
        let us = before.side_to_move();
        let mut setup = before.to_setup();
        for sq in before.attackers(before.general(us), us.opponent()) {
            setup.board[sq.index()] = None;
        }
        let Ok(without) = Position::from_setup(&setup) else {
            return Arc::new(plain);
        };
        let apart = self.analyse(&without, false);
        for w in apart.direct.iter().cloned() {
            match plain.direct.iter_mut().find(|v| v.target == w.target) {
                Some(v) => v.attackers.extend(w.attackers),
                None => plain.direct.push(w),
            }
        }
        plain.by_checks.extend(apart.by_checks.iter().cloned());
        for (t, by) in apart.attacked.iter().cloned() {
            match plain.attacked.iter_mut().find(|(u, _)| *u == t) {
                Some((_, v)) => v.extend(by),
                None => plain.attacked.push((t, by)),
            }
        }
        Arc::new(plain)
    }

    /// The analysis of a position for its side to move: what it could do at once (`now`), or —
    /// for comparing with what a move creates — what it already threatened, counting captures
    /// after which the capturer is mated (the threat was there, 从捉到捉, whether or not it
    /// could be carried out) and without the mate search.
    fn analyse(&mut self, pos: &Position, now: bool) -> Arc<Prospects> {
        let key = (pos.repetition_key(), now);
        let exclude_mated = now && !self.book.winning.mated_capture_wins;
        if let Some(p) = self.prospects.get(&key) {
            return p.clone();
        }
        let them = pos.side_to_move().opponent();
        let mut attacked: Vec<(Square, Vec<Square>)> = Vec::new();
        let captures = pos.legal_captures();
        for m in captures.iter() {
            let Some(victim) = pos.piece_at(m.to) else {
                continue;
            };
            if victim.color != them || victim.kind == PieceKind::General {
                continue;
            }
            match attacked.iter_mut().find(|(t, _)| *t == m.to) {
                Some((_, by)) => by.push(m.from),
                None => attacked.push((m.to, vec![m.from])),
            }
        }
        // A capture that uncovers a check (抽): where the book says so, a win through a check,
        // like a check-then-capture.
        let uncovering_is_by_checks =
            self.book.naming.uncovering_capture == UncoveringCapture::ByChecks;
        let (discovered, direct): (Vec<Win>, Vec<Win>) =
            direct_wins(pos, &captures, self.book, &mut self.mates, exclude_mated)
                .into_iter()
                .partition(|w| w.discovered && uncovering_is_by_checks);
        let by_checks = ChecksWins::new(pos, exclude_mated, discovered);
        let by_checks = vec![Arc::new(Mutex::new(by_checks))];
        let p = Arc::new(Prospects {
            mates: now && self.mates.mates(pos),
            direct,
            by_checks,
            attacked,
        });
        self.prospects.insert(key, Arc::clone(&p));
        p
    }

    /// The effects of playing `mv` in `before`. `previous` are the opponent's moves that lead
    /// to `before` in the loop (see [`crate::verdict`]: in a cycle, the move before its first ply
    /// is its last ply): a piece one of them moved can be followed.
    pub fn effects(&mut self, before: &Position, mv: Move, previous: &[Move]) -> Effects {
        self.effects_as_far(before, mv, previous, true)
    }

    /// Works out, and keeps, what [`Classifier::effects`] of `mv` played in `before` asks of
    /// the position after the move — what the mover could win then, through checks above all
    /// — but not what it already threatened before the move. A caller that expects the move to
    /// be classified at a later call (a game retracing a lap: `Referee::prepare_ruling` in
    /// qili-games) so splits the move's work in two; what is kept is a function of the
    /// positions alone, so no classification changes.
    pub fn prepare_after(&mut self, before: &Position, mv: Move) {
        self.effects_as_far(before, mv, &[], false);
    }

    /// The effects of `mv` in `before` ([`Classifier::effects`]); when not `whole`, only as far
    /// as [`Classifier::prepare_after`] works them out (what is returned is then incomplete).
    fn effects_as_far(
        &mut self,
        before: &Position,
        mv: Move,
        previous: &[Move],
        whole: bool,
    ) -> Effects {
        let after = before.play_unchecked(mv);
        let mut fx = Effects {
            check: after.in_check(),
            ..Effects::default()
        };
        let Some(passed) = after.passed() else {
            return fx;
        };
        let now = self.prospects(&passed);
        let was = self.standing(before);
        fx.standing = was.direct.iter().map(|w| w.target).collect();
        // Mate threats are compared as they are: answering a check while threatening mate is
        // 反杀 (术语解释). Whether the mover threatened mate before the move is asked only when
        // it threatens mate after it: otherwise the move makes no mate threat whatever the
        // answer (most moves: the question is then never searched).
        fx.mate_threat = now.mates && !self.mates.mates(before);

        // Where each of the mover's pieces stood before the move: a threat is new when the
        // pair (attacker, target) is new — the same piece threatening the same piece before is
        // 从捉到捉; another piece taking over the threat is a new chase (AXF 互相长捉举例).
        let old_square = |a: Square| if a == mv.to { mv.from } else { a };
        let pairs_before = |list: &[Win], target: Square| -> Vec<Square> {
            list.iter()
                .filter(|w| w.target == target)
                .flat_map(|w| w.attackers.iter().copied())
                .collect()
        };

        // Whether a piece that could be won before the move stood chased (从捉到捉): where the
        // book says so, not when only chasers it names idle alone (CN: the general, pawns)
        // could win it — their 叫吃 is 闲 (CN 第27.1条, 第27.2条). `pawns` counts pawns as
        // the book does when their lone chases count (mutual 长打).
        let stood_by = |attackers: &[Square], pawns: bool| {
            attackers.iter().any(|a| {
                self.book.naming.idle_chasers_stand
                    || before.piece_at(*a).is_none_or(|p| {
                        !self.book.idle_chaser(p.kind) || (pawns && p.kind == PieceKind::Pawn)
                    })
            })
        };
        let stood = |attackers: &[Square]| stood_by(attackers, false);
        let stood_by_pawns = |attackers: &[Square]| !stood(attackers) && stood_by(attackers, true);
        // Direct wins: split off mutual attacks between equal pieces.
        for w in &now.direct {
            let before_by = pairs_before(&was.direct, w.target);
            let new_target = self.book.naming.new_chase == NewChase::Target;
            let was_won = new_target && stood(&before_by);
            let fresh = |a: &Square| !was_won && !before_by.contains(&old_square(*a));
            let (mutual, real): (Vec<Square>, Vec<Square>) = w
                .attackers
                .iter()
                .partition(|a| self.is_mutual(&after, **a, w.target));
            // Only the attacks the move creates make the chase: a piece that threatened the
            // target before does not join it (图七十一: the general's moves open the horses'
            // attacks; a rook attacking all along the line a target slides on does not).
            let real_new: Vec<Square> = real.iter().copied().filter(fresh).collect();
            let mutual_new: Vec<Square> = mutual.iter().copied().filter(fresh).collect();
            if !real_new.is_empty() {
                let mut chase = self.threat(&passed, w.target, &real_new);
                chase.stood_by_pawns = new_target && stood_by_pawns(&before_by);
                fx.chases.push(chase);
            } else if real.is_empty() && !mutual_new.is_empty() {
                fx.mutual.push(self.threat(&passed, w.target, &mutual_new));
            }
        }
        // Mutual attacks that win nothing: a piece newly attacking one of its own kind that can
        // take it back, neither capture gaining — a protected rook offered to a protected rook
        // is 邀兑 (CN 第28.5条: 凡走子可与同等子力互换吃去者) and 献 (AXF 细则 24: 互能去子者，则视为
        // 长献), not idle.
        // The pieces that attacked a target before the move.
        let attacked_before = |t: Square| -> Vec<Square> {
            was.attacked
                .iter()
                .filter(|(b, _)| *b == t)
                .flat_map(|(_, by)| by.iter().copied())
                .collect()
        };
        for (t, by) in &now.attacked {
            if now.direct.iter().any(|w| w.target == *t) {
                continue;
            }
            let before_by = attacked_before(*t);
            let traders: Vec<Square> = by
                .iter()
                .copied()
                .filter(|a| !before_by.contains(&old_square(*a)))
                .filter(|a| self.offers_trade(&after, *a, *t))
                .collect();
            if !traders.is_empty() {
                fx.mutual.push(self.threat(&passed, *t, &traders));
            }
        }
        let chased_before: Vec<Square> = was
            .direct
            .iter()
            .filter(|w| stood(&w.attackers))
            .map(|w| w.target)
            .collect();
        let chased_by_pawns_before: Vec<Square> = was
            .direct
            .iter()
            .filter(|w| stood_by_pawns(&w.attackers))
            .map(|w| w.target)
            .collect();
        // The wins through checks that are new: of a piece not threatened before, through checks
        // or directly, nor now directly. Only the pieces they could take are looked at, and only
        // the lines that could take them worked out: first whether the piece is won now, then
        // whether it was before.
        let mut new_targets: Vec<Square> = Vec::new();
        let could_take: Vec<Square> = now
            .by_checks
            .iter()
            .flat_map(|w| lock(w).could_take(self.book, &mut self.mates))
            .collect();
        for t in could_take {
            if chased_before.contains(&t)
                || now.direct.iter().any(|d| d.target == t)
                || new_targets.contains(&t)
            {
                continue;
            }
            let mut among = |list: &[Arc<Mutex<ChecksWins>>]| {
                list.iter()
                    .any(|w| lock(w).contains(t, self.book, &mut self.mates))
            };
            if among(&now.by_checks) && whole && !among(&was.by_checks) {
                new_targets.push(t);
            }
        }
        if !whole {
            return fx;
        }
        let mut wins = Vec::new();
        for w in &now.by_checks {
            wins.extend(lock(w).wins_among(&new_targets, self.book, &mut self.mates));
        }
        fx.wins_by_checks = wins
            .iter()
            .map(|w| {
                let mut threat = self.threat(&passed, w.target, &w.attackers);
                threat.stood_by_pawns = chased_by_pawns_before.contains(&w.target);
                threat
            })
            .collect();

        // Idle kinds.
        fx.offer = self.offers(&after, mv.to);
        fx.block = self.blocks(before, &after, mv);
        // Following a piece without winning it — where the book says so, only with a piece of
        // another kind, and only the piece the opponent has just moved. A same-kind attacker the
        // target can take back offers an exchange instead, and follows nothing.
        let followed =
            |t: Square| !self.book.naming.attack_fled_only || previous.iter().any(|m| m.to == t);
        for (t, by) in &now.attacked {
            if !followed(*t) || now.direct.iter().any(|w| w.target == *t) {
                continue;
            }
            let before_by = attacked_before(*t);
            let kind = passed.piece_at(*t).map(|p| p.kind);
            // A capture after which the capturer is mated is no capture the mover could make
            // (CN 第29.4条 下一着吃子或得子后，不致被将死; AXF 术语解释 捉着 企图于下一着吃去之):
            // such an attack follows nothing.
            let into_mate = !self.book.winning.mated_capture_wins;
            let other_kind_only = self.book.naming.follow_other_kind;
            let followers: Vec<Square> = by
                .iter()
                .copied()
                .filter(|a| {
                    let same_kind = passed.piece_at(*a).map(|p| p.kind) == kind;
                    !before_by.contains(&old_square(*a))
                        && (!same_kind || (!other_kind_only && !after.is_legal(Move::new(*t, *a))))
                })
                .collect();
            let followers: Vec<Square> = followers
                .into_iter()
                .filter(|a| {
                    !(into_mate && self.mates.mates(&passed.play_unchecked(Move::new(*a, *t))))
                })
                .collect();
            if !followers.is_empty() {
                fx.attacks.push(self.threat(&passed, *t, &followers));
            }
        }
        fx
    }

    /// Whether the piece on `target` (the opponent's, who is to move in `after`) is of the
    /// attacker's kind and can take it back, where the book does not count that as a chase.
    fn is_mutual(&mut self, after: &Position, attacker: Square, target: Square) -> bool {
        let (Some(a), Some(t)) = (after.piece_at(attacker), after.piece_at(target)) else {
            return false;
        };
        let naming = &self.book.naming;
        let take_back = Move::new(target, attacker);
        if naming.mutual.is_none() || a.kind != t.kind || !after.is_legal(take_back) {
            return false;
        }
        if naming.mutual_needs_even_trade {
            // An even trade: the target has no root (the mover's capture is answered by
            // nothing), and the opponent's taking the attacker first gains it nothing.
            let Some(passed) = after.passed() else {
                return false;
            };
            let capture = passed.play_unchecked(Move::new(attacker, target));
            if !capture.legal_moves_to(target).is_empty()
                || self.book.gains(capture_gain(after, take_back, self.book))
            {
                return false;
            }
        }
        // The mate question last: asked only when its answer decides.
        !(naming.mutual_needs_safe_take_back && self.mates.mates(&after.play_unchecked(take_back)))
    }

    /// Whether the piece on `attacker` (the mover's, the opponent to move in `after`), which
    /// cannot win the piece on `target` by capturing it, offers it a trade: the target is of
    /// its kind and can lawfully take it (where the book says so, without walking into a mate),
    /// and taking it first gains the opponent nothing — an even trade either way.
    fn offers_trade(&mut self, after: &Position, attacker: Square, target: Square) -> bool {
        let (Some(a), Some(t)) = (after.piece_at(attacker), after.piece_at(target)) else {
            return false;
        };
        let take_back = Move::new(target, attacker);
        if self.book.naming.mutual.is_none()
            || a.kind != t.kind
            || !after.is_legal(take_back)
            || self.book.gains(capture_gain(after, take_back, self.book))
        {
            return false;
        }
        // The mate question last: asked only when its answer decides.
        !(self.book.naming.mutual_needs_safe_take_back
            && self.mates.mates(&after.play_unchecked(take_back)))
    }

    fn threat(&self, pos: &Position, target: Square, attackers: &[Square]) -> Threat {
        Threat {
            square: target,
            piece: pos
                .piece_at(target)
                .expect("a threatened piece is on the board"),
            attackers: attackers
                .iter()
                .map(|&a| (a, pos.piece_at(a).expect("an attacker is on the board")))
                .collect(),
            stood_by_pawns: false,
        }
    }

    /// Whether the piece the mover just placed on `to` is offered, as the book counts 献: the
    /// opponent (to move in `after`) can win it by capturing it — where the book says so, only
    /// with a piece of its own kind that is not then mated by consecutive checks.
    fn offers(&mut self, after: &Position, to: Square) -> bool {
        let same_kind = self.book.naming.offer == OfferBy::SameKind;
        let kind = after.piece_at(to).map(|p| p.kind);
        after.legal_moves_to(to).iter().any(|c| {
            if same_kind && after.piece_at(c.from).map(|p| p.kind) != kind {
                return false;
            }
            self.book.gains(capture_gain(after, *c, self.book))
                && !(same_kind && self.mates.mates(&after.play_unchecked(*c)))
        })
    }

    /// The move stands in the way of one of the opponent's pieces (拦着: 凡走子拦阻对方子力之左右
    /// 进退移动者) — where the book says so, only when it thereby stops a mate threat.
    fn blocks(&mut self, before: &Position, after: &Position, mv: Move) -> bool {
        let us = before.side_to_move();
        if mv.from == before.general(us) || before.piece_at(mv.to).is_some() {
            return false;
        }
        if !obstructs(before, mv.to, us.opponent()) {
            return false;
        }
        if !self.book.naming.block_needs_mate_threat {
            return true;
        }
        let Some(their_turn) = before.passed() else {
            return false;
        };
        self.mates.mates(&their_turn) && !self.mates.mates(after)
    }

    /// How the rulebook names a move with these effects. `count_lone_pawns` counts chases made
    /// by pawns alone as chases (the CN rule for mutual 长打); `post` is the square of the piece
    /// the move places on a defensive post that draws at once, when the mover is given to hold
    /// one: the chases that piece alone makes are the move's incidental ones.
    pub fn name(&self, fx: &Effects, count_lone_pawns: bool, post: Option<Square>) -> Named {
        let book = self.book;
        let mut counted = Vec::new();
        let mut allowed = Vec::new();
        let mut free = Vec::new();
        let mut excused = Vec::new();
        let mut idled = Vec::new();
        let mut stood = Vec::new();
        let by_checks_is_chase = book.naming.win_by_checks == Class::Chase;
        let direct = fx.chases.iter();
        let through_checks = fx.wins_by_checks.iter().filter(|_| by_checks_is_chase);
        // Holding a drawing post (given by the arbiter) excuses the chases of the kinds the
        // book names that the piece on the post makes alone (CN 第27.3条: 占据防守要点…附带产生
        // 的捉士相（象），按闲处理): not another piece's, nor a chase it joins.
        let excuses = |t: &Threat| {
            post.is_some_and(|sq| {
                !t.attackers.is_empty() && t.attackers.iter().all(|(from, _)| *from == sq)
            }) && book
                .drawing_post
                .as_ref()
                .is_some_and(|d| d.targets.contains(&t.piece.kind))
        };
        for t in direct.chain(through_checks) {
            // Where pawns' lone chases count, a threat only pawns made before stood: 从捉到捉.
            if count_lone_pawns && t.stood_by_pawns {
                stood.push(t.clone());
                continue;
            }
            if excuses(t) {
                excused.push(t.clone());
                continue;
            }
            let treatment = match t.lone_kind() {
                Some(PieceKind::General) => Some(book.chasers.general),
                Some(_) => Some(book.chasers.pawn),
                None => None,
            };
            match treatment {
                _ if book.is_free_target(t.piece, t.square) => free.push(t.clone()),
                None => counted.push(t.clone()),
                Some(LoneChase::Allowed) => allowed.push(t.clone()),
                Some(LoneChase::IdleUnlessMutual) if count_lone_pawns => counted.push(t.clone()),
                Some(LoneChase::Idle | LoneChase::IdleUnlessMutual) => idled.push(t.clone()),
            }
        }
        let attacked = if book.naming.attack == Class::Chase {
            fx.attacks.clone()
        } else {
            Vec::new()
        };
        // (class, weight): the chase of a free target may weigh less than a named idle kind.
        let weight = |c: Class| book.weight(c) * 2;
        let mut candidates = vec![(Class::Idle, weight(Class::Idle))];
        if fx.check {
            candidates.push((Class::Check, weight(Class::Check)));
        }
        if fx.mate_threat {
            candidates.push((Class::MateThreat, weight(Class::MateThreat)));
        }
        if !counted.is_empty() || !allowed.is_empty() || !attacked.is_empty() {
            candidates.push((Class::Chase, weight(Class::Chase)));
        } else if !free.is_empty() {
            let w = book
                .naming
                .free_target_chase_above
                .map_or(weight(Class::Chase), |c| weight(c) - 1);
            candidates.push((Class::Chase, w));
        }
        if !fx.wins_by_checks.is_empty() && !by_checks_is_chase {
            candidates.push((book.naming.win_by_checks, weight(book.naming.win_by_checks)));
        }
        if let Some(mutual) = book.naming.mutual.filter(|_| !fx.mutual.is_empty()) {
            candidates.push((mutual, weight(mutual)));
        }
        if fx.offer {
            candidates.push((Class::Offer, weight(Class::Offer)));
        }
        if fx.block {
            candidates.push((Class::Block, weight(Class::Block)));
        }
        if !fx.attacks.is_empty() && book.naming.attack != Class::Chase {
            candidates.push((book.naming.attack, weight(book.naming.attack)));
        }
        let class = candidates
            .into_iter()
            .min_by_key(|(_, w)| *w)
            .map(|(c, _)| c)
            .expect("idle is always a candidate");
        allowed.extend(free);
        Named {
            class,
            counted,
            allowed,
            attacked,
            excused,
            idled,
            stood,
        }
    }
}

/// The wins through checks of a position, to be asked about. A panic while one was being worked
/// out leaves it as it was or with a line more worked out, so a poisoned lock is taken as is.
fn lock(w: &Mutex<ChecksWins>) -> MutexGuard<'_, ChecksWins> {
    w.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Whether an empty point lies in the way of one of `them`'s pieces: on the open line of a rook
/// or cannon, on a horse's leg or an elephant's eye.
fn obstructs(pos: &Position, point: Square, them: crate::board::Color) -> bool {
    pos.pieces()
        .filter(|(_, p)| p.color == them)
        .any(|(sq, p)| {
            let (df, dr) = (
                point.file().index() as i32 - sq.file().index() as i32,
                point.rank().index() as i32 - sq.rank().index() as i32,
            );
            match p.kind {
                PieceKind::Rook | PieceKind::Cannon if (df == 0) != (dr == 0) => {
                    let (sf, sr) = (df.signum(), dr.signum());
                    (1..df.abs().max(dr.abs())).all(|k| {
                        Square::from_coords(
                            sq.file().index() as i32 + sf * k,
                            sq.rank().index() as i32 + sr * k,
                        )
                        .is_some_and(|between| pos.piece_at(between).is_none())
                    })
                }
                PieceKind::Horse => df.abs() + dr.abs() == 1,
                PieceKind::Elephant => df.abs() == 1 && dr.abs() == 1,
                _ => false,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;
    use crate::rules::rulebook;

    /// A move's effects worked out in two calls — what it asks of the position after it
    /// first ([`Classifier::prepare_after`]), the rest when it is classified, as a referee
    /// does over the lap before a ruling — are those of a fresh classifier, in the loops of
    /// the committed chase corpus under both books (each move prepared once before it is
    /// classified, the classifier kept along the loop).
    #[test]
    fn effects_worked_out_in_two_calls_are_those_of_one() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../harness/benches/data/chases.jsonl");
        let text = std::fs::read_to_string(&path).expect("the chase corpus");
        let mut compared = 0;
        let mut with_wins = 0;
        for line in text.lines().take(60) {
            // A corpus line: {"fen":"…","moves":"…"}.
            let field = |name: &str| {
                let at = line.find(&format!("\"{name}\":\"")).expect("the field") + name.len() + 4;
                line[at..].split('"').next().expect("a string").to_string()
            };
            let start = Position::from_fen(&field("fen")).expect("a FEN");
            let moves = parse_moves(&start, &field("moves")).expect("moves");
            for id in ["cn", "axf"] {
                let book = rulebook(id).expect("a built-in book");
                let mut kept = Classifier::new(book);
                let mut before = start.clone();
                for (i, &mv) in moves.iter().enumerate() {
                    let previous: Vec<Move> =
                        i.checked_sub(1).map(|p| moves[p]).into_iter().collect();
                    kept.prepare_after(&before, mv);
                    let split = kept.effects(&before, mv, &previous);
                    let fresh = Classifier::new(book).effects(&before, mv, &previous);
                    assert_eq!(split, fresh, "{line} under {id}, ply {}", i + 1);
                    compared += 1;
                    with_wins += usize::from(!fresh.wins_by_checks.is_empty());
                    before = before.play_unchecked(mv);
                }
            }
        }
        assert!(
            compared >= 900 && with_wins > 0,
            "{compared} moves, {with_wins} winning through checks"
        );
    }
}
