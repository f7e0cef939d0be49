//! The rulebooks as data: each `oracle/spec/rules/<id>.yaml` is one rule table, embedded at build time.
//!
//! A table says how a book values material, what it calls each effect of a move, which
//! patterns of one side's moves over a cycle it forbids, and how the two sides' patterns combine
//! into a ruling — each entry with its article. The oracle's code interprets tables; everything
//! that differs between the books is in them.

use crate::board::PieceKind;
use crate::vocabulary::Class;
use serde::Deserialize;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/rule_tables.rs"));

/// One rulebook's table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rulebook {
    /// Short id used on the command line and in case files: `axf`, `cn`.
    pub id: String,
    /// How articles are cited in rulings: `AXF`, `CN`.
    pub cite: String,
    /// The rulebook's full name.
    pub name: String,
    /// The printed book the table encodes.
    pub book: BookInfo,
    /// Material values: what counts as winning material.
    pub values: Values,
    /// How a capture is judged to win material.
    pub winning: Winning,
    /// How the effects of a move are named.
    pub naming: Naming,
    /// Chases by the general or by pawns, where the book treats them apart.
    pub chasers: Chasers,
    /// Targets that may be chased forever.
    #[serde(default)]
    pub free_targets: Vec<FreeTarget>,
    /// What holding a drawing post excuses, where the book has such a rule (CN 第27.3条).
    #[serde(default)]
    pub drawing_post: Option<DrawingPost>,
    /// Forbidden patterns of one side's moves over a cycle, tried in order.
    pub forbidden: Vec<Pattern>,
    /// How the two sides' patterns combine into a ruling, tried in order.
    pub verdicts: Vec<VerdictRule>,
    /// What the arbiter does in a game: the articles by which a game ends.
    pub procedure: Procedure,
    /// The move-count limit without a capture.
    pub move_limit: MoveLimit,
    /// How far a mate by consecutive checks is looked for.
    pub mate: Mate,
}

/// What the book tells the arbiter to do in a game, each step by its article (cited without the
/// book's prefix, as everywhere in the table).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Procedure {
    /// The article by which a mated side loses.
    pub checkmate: String,
    /// The article by which a side with no legal move (困毙) loses.
    pub stalemate: String,
    /// The article by which a draw ruling ends the game at once.
    pub draw: String,
    /// The article by which the side that must vary is ordered to.
    pub must_vary: String,
    /// The article by which a side that continues the cycle after the order loses.
    pub continued: String,
    /// A forbidden pattern that loses at once, without an order to vary.
    #[serde(default)]
    pub loses_at_once: Option<LosesAtOnce>,
    /// Which plies the referee judges when a position occurs for the third time or more.
    pub judged_cycle: JudgedCycle,
    /// How a cycle that passes more than once through one position is judged: as the loops it
    /// is made of, each on its own (AXF 图一○七), or as one sequence.
    pub inner_loops: InnerLoops,
    /// What a player's claim of the move-count limit costs when the count does not hold; `None`
    /// where the book sets no procedure for such a claim.
    #[serde(default)]
    pub false_claim: Option<FalseClaim>,
}

/// A claim of the move-count limit that the arbiter's count does not bear out (CN 第23.3条:
/// 如不属实，判提出方犯规一次，并在其棋钟上加计5分钟继续对弈).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FalseClaim {
    /// The claimant is given one foul.
    pub foul: String,
    /// Seconds added to the claimant's clock.
    pub penalty_seconds: u64,
    /// How many fouls in one game lose it, and by which article.
    pub fouls_lose: u32,
    /// The article by which that many fouls lose.
    pub fouls_lose_article: String,
    /// The article of the claim's procedure.
    pub article: String,
}

/// Which plies of a repetition the referee judges at the third (or a later) occurrence of a
/// position. The laps between the occurrences are usually the same moves; where they differ,
/// the cuts can rule differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JudgedCycle {
    /// The last lap: the plies since the position's previous occurrence, the loop the players
    /// have just repeated.
    LastLap,
    /// Every lap: the plies since the position's first occurrence.
    AllLaps,
}

/// How a cycle made of smaller loops is judged. A cycle that passes twice through one position
/// holds two loops, each a repetition of its own (图一○七: the f-rook's loop and the d-rook's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InnerLoops {
    /// Each loop is matched against the forbidden patterns on its own: a side offends when its
    /// moves fit one pattern in every loop, the chased piece being the same within each loop.
    Each,
    /// The cycle is matched as one sequence of moves.
    Whole,
}

/// A forbidden pattern that loses the game as soon as the position repeats.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LosesAtOnce {
    /// The pattern's name in `forbidden`.
    pub pattern: String,
    /// The article.
    pub article: String,
}

/// The search for mates by consecutive checks (杀: 下一着照将或连续照将，将死对方, CN 第28.2条;
/// 杀着, AXF 术语解释). Neither book bounds the run of checks; the bound is a reading.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mate {
    /// The most checks a mate may take.
    pub checks: u8,
    /// Where the bound comes from.
    pub article: String,
}

/// The printed book behind a rule table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookInfo {
    /// The book's text, relative to the checkout's `spec/` (where the books are kept; the
    /// harness reads them, the oracle does not).
    pub text: String,
    /// How many diagrams the book has; every one must have a case.
    pub figures: u32,
}

/// Material values (a rook is worth two horses or two cannons in both books). The general has
/// no value: it is never captured, only mated.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Values {
    /// 车.
    pub rook: i32,
    /// 马.
    pub horse: i32,
    /// 炮.
    pub cannon: i32,
    /// 仕/士.
    pub advisor: i32,
    /// 相/象.
    pub elephant: i32,
    /// 兵/卒 across the river.
    pub pawn_crossed: i32,
    /// Whether the crossed pawn's value floats (CN 第25.3条: 一兵换取数子或一子换取数兵均不算得子):
    /// then pawns and pieces are counted apart, and trading one for the other gains nothing.
    pub pawn_crossed_floats: bool,
    /// 兵/卒 on its own half.
    pub pawn_uncrossed: i32,
    /// The article that sets the values.
    pub article: String,
}

impl Values {
    /// The value of a piece of this kind standing on its own half (`own_half`) or across.
    pub fn of(&self, kind: PieceKind, crossed: bool) -> i32 {
        match kind {
            PieceKind::General => 0,
            PieceKind::Advisor => self.advisor,
            PieceKind::Elephant => self.elephant,
            PieceKind::Horse => self.horse,
            PieceKind::Rook => self.rook,
            PieceKind::Cannon => self.cannon,
            PieceKind::Pawn if crossed => self.pawn_crossed,
            PieceKind::Pawn => self.pawn_uncrossed,
        }
    }
}

/// How a rulebook decides that capturing a piece wins material.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Winning {
    /// The method.
    pub by: WinningBy,
    /// Whether a piece that can take back only once the capturer has left its square counts as
    /// a root: a protector standing behind the capturer on its line, or a cannon that finds
    /// its screen once the capturer is gone. The whole exchange always counts them (CN 暗根,
    /// 第28.16条); the roots method counts them only when this is set.
    pub uncovered_roots: bool,
    /// Whether a capture after which the capturer is mated by consecutive checks still wins
    /// material (CN 第29.4条: 下一着吃子或得子后，不致被将死 — it does not).
    pub mated_capture_wins: bool,
    /// The most checks, capturing nothing, before the capture in a threat to win material
    /// through checks (CN 第28.3条 从下一着开始运用连续照将…的手段; AXF 要抽吃). Neither book bounds
    /// the run; the bound is a reading. At least 1, at most [`Winning::MAX_CHECKS`].
    pub checks: u8,
    /// The article.
    pub article: String,
}

impl Winning {
    /// The most checks `checks` may allow: the search for wins through checks grows with every
    /// check, and no printed figure of either book needs more than two.
    pub const MAX_CHECKS: u8 = 4;
}

/// The methods of deciding that a capture wins material.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinningBy {
    /// The target has no true root — no piece that protects its point before the capture and
    /// can lawfully take back after it — or it is worth more than its capturer.
    Roots,
    /// The whole exchange on the target's point gains material, every capture in it lawful,
    /// hidden protectors (x-rays) included.
    Exchange,
}

/// What the book calls each effect of a move.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Naming {
    /// The classes from heaviest to lightest: a move with several effects takes the first.
    pub order: Vec<Class>,
    /// When a threat to win a piece is new (从没捉到捉), not one that was there before the move
    /// (从捉到捉).
    pub new_chase: NewChase,
    /// Whether a piece that, before the move, only chasers the book names idle when they chase
    /// alone could win (the general or pawns, where `chasers` says `idle` or
    /// `idle_unless_mutual`) was already chased, so that another piece's new threat on it is
    /// 从捉到捉 (`true`), or was not (`false`): their 叫吃 is 闲 (CN 第27.1条 允许帅（将）本身步步
    /// 叫吃对方的棋子，按闲着处理; 第27.2条), and the other piece's threat is 从没捉到捉 (细则 2), the
    /// two then chasing together (第27.1条 其他棋子和帅（将）同时捉吃…均按捉处理). Matters only
    /// with `new_chase: target`.
    pub idle_chasers_stand: bool,
    /// Whether what a side in check already threatened before its move counts the threats it
    /// had apart from the check — those it could carry out in the same position without the
    /// checking pieces — so that answering the check uncovers no new chase (CN 第29.2条 "捉"产生于
    /// 刚走的这着棋，上一着尚不存在; 细则 6 从捉到捉). Otherwise only what it could do at once, while
    /// in check, counts as standing.
    pub threats_apart_from_check: bool,
    /// What a new threat to win material through checks is (`chase` or `capture_threat`).
    pub win_by_checks: Class,
    /// What a capture that uncovers a check by another piece (抽) is: a win through checks
    /// (named by `win_by_checks`), or a plain capture.
    pub uncovering_capture: UncoveringCapture,
    /// What an attack on a piece of the same kind that can take the attacker back is, if the
    /// book does not count it as a chase (AXF: 视为长献 → `offer`). Absent: such an attack is a
    /// chase when it wins material (CN: 捉兼兑，按捉).
    #[serde(default)]
    pub mutual: Option<Class>,
    /// Whether the attacked piece's take-back must also not walk into a mate by consecutive
    /// checks to make the attack mutual (CN: 互换吃去); otherwise a lawful take-back is enough
    /// (AXF: 盖因情势不能去子而已, 细则 24).
    #[serde(default)]
    pub mutual_needs_safe_take_back: bool,
    /// Whether the attack is mutual only as an even trade (CN 互换吃去): the attacked piece has
    /// no root, and the opponent's taking the attacker first is answered by a recapture that
    /// evens the trade (图三: the rook facing an unprotected rook is 兑). A same-kind attack on
    /// a protected piece that still wins by the whole exchange — more attackers than roots — is
    /// no exchange but a chase (第29.1条: 能够通过完整的交换过程得子). Otherwise any lawful
    /// take-back makes the attack mutual (AXF 细则 24: 互能去子).
    #[serde(default)]
    pub mutual_needs_even_trade: bool,
    /// Where the chase of a free target (one that may be chased forever) ranks when the move
    /// chases nothing else: just above this class. Absent: with the other chases. A reading
    /// taken from one figure (AXF 图五十二 names 献 a rook move that offers itself and attacks
    /// an uncrossed pawn); no article states it.
    #[serde(default)]
    pub free_target_chase_above: Option<Class>,
    /// What following a piece that cannot be won is (`chase` or `follow`): a new attack on it
    /// by a piece of another kind. Never part of a forbidden pattern.
    pub attack: Class,
    /// Whether only the piece the opponent has just moved is followed (AXF: the 捉 of a
    /// protected piece is a chase of a piece that flees, 术语解释 长捉, 细则 17), or any piece
    /// (CN 跟: 盯牵对方有根子, 第28.8条).
    pub attack_fled_only: bool,
    /// Whether a new attack on a piece that cannot be won follows it (跟 / 捉) only when the
    /// attacker is of another kind than the target. Otherwise a same-kind attack that is no
    /// exchange (the target cannot take back) follows it too. A same-kind attack the target can
    /// answer by taking back is an exchange or an offer (CN 第28.5条; AXF 细则 24) either way.
    pub follow_other_kind: bool,
    /// Whether a move blocks (拦) only when it stops a mate threat of the opponent's by standing
    /// in the way of one of its pieces. Otherwise any move onto an empty point in the way of an
    /// opponent's rook, cannon, horse or elephant blocks (CN 第28.7条 阻拦对方棋子的活动; AXF 术语解释
    /// 拦着 拦阻对方子力之左右进退移动), the heavier effects still naming the move first.
    pub block_needs_mate_threat: bool,
    /// Which moves offer a piece (献).
    pub offer: OfferBy,
    /// The articles behind the naming.
    pub article: String,
}

/// Which moves a book calls an offer (献).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferBy {
    /// Any move after which the opponent can win the moved piece by capturing it (AXF 术语解释
    /// 献着: 凡走子送吃者).
    AnyCapturer,
    /// Only a move that gives an unprotected piece to a piece of its own kind, which wins it
    /// without then being mated by consecutive checks (CN 第28.6条: 凡无根子送吃，而对方同兵种子
    /// 一旦吃掉此子后，不致立即被将死或立即在子力价值上遭受损失者). A piece given to a piece of
    /// another kind is 送吃 (细则 5 names 兑、献、送吃 apart), an idle move of no named kind.
    SameKind,
}

/// How a capture that uncovers a check (抽) is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UncoveringCapture {
    /// As a win through checks: the check comes with the capture.
    ByChecks,
    /// As a plain capture.
    Direct,
}

/// When a move's threat to win a piece is new.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NewChase {
    /// When the piece could not be won before the move, by any piece: another piece taking
    /// over a threat that stood is 从捉到捉.
    Target,
    /// When a piece that could not win it before now can: another piece taking over a threat
    /// is a new chase.
    Attacker,
}

/// How chases by the general and by pawns count.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chasers {
    /// A chase made by the general alone.
    pub general: LoneChase,
    /// A chase made by pawns alone (or pawns with the general).
    pub pawn: LoneChase,
    /// The articles.
    pub article: String,
}

/// The treatment of a chase in which only the general or pawns attack the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoneChase {
    /// Still called a chase, but never part of a forbidden pattern.
    Allowed,
    /// Called idle.
    Idle,
    /// Called idle, unless the other side's moves are all attacks (mutual 长打), then a chase.
    IdleUnlessMutual,
}

/// A kind of target that may be chased without offending.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeTarget {
    /// The piece kind.
    pub kind: PieceKind,
    /// Only while it has not crossed the river.
    #[serde(default)]
    pub uncrossed: bool,
    /// The article.
    pub article: String,
}

/// A book's rule for a side that holds a defensive post drawing at once: its incidental chases
/// of these kinds are idle. Whether a post holds such a draw is given by the arbiter
/// ([`crate::Given`]), never judged by the oracle.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawingPost {
    /// The kinds whose chase is excused.
    pub targets: Vec<PieceKind>,
    /// The article.
    pub article: String,
}

/// A forbidden pattern of one side's moves over the cycle.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pattern {
    /// Its name in rulings: `perpetual_check`.
    pub name: String,
    /// The book's word: 长将.
    pub chinese: String,
    /// Every move of the side must have one of these classes.
    pub every_move: Vec<Class>,
    /// And one piece must be chased (by a counting chaser) on every move.
    #[serde(default)]
    pub same_target: bool,
    /// And that piece must be answered: before at least one of the chasing side's moves the
    /// opponent has made it safe (it fled, or was protected or shielded). A piece the chasing
    /// side could already win before every one of its moves, while its attackers take turns,
    /// is not chased perpetually (AXF 术语解释 长捉; 图一○六).
    #[serde(default)]
    pub answered: bool,
    /// The words that ask the chased piece to be answered, cited where a chase fails for want
    /// of it (AXF 术语解释 长捉; 图一○六). Absent: the pattern's own article.
    #[serde(default)]
    pub answered_article: Option<String>,
    /// Whether a checking move that also chases counts toward the pattern as a chase (its
    /// class stays 将). Otherwise a check breaks a run of chases: 一照一捉.
    #[serde(default)]
    pub checks_that_chase: bool,
    /// The article that forbids it.
    pub article: String,
}

/// One way the two sides' patterns combine. `one` and `other` match a side's pattern name,
/// `none` (no forbidden pattern) or `any` (some forbidden pattern); the rule applies when one
/// side matches `one` and the other `other`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VerdictRule {
    /// What the first side did.
    pub one: Vec<String>,
    /// What the other side did.
    pub other: Vec<String>,
    /// The ruling.
    pub result: RuleResult,
    /// The article.
    pub article: String,
}

/// The result of a verdict rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleResult {
    /// The side that matched `one` must vary.
    OneLoses,
    /// Neither must vary.
    Draw,
}

/// The move-count limit: a draw after this many moves without a capture.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveLimit {
    /// How many plies (moves of either side) without a capture make a draw.
    pub plies: u32,
    /// At most this many checks by one side are counted.
    pub counted_checks: u32,
    /// The article.
    pub article: String,
}

/// Every rulebook, in file-name order. The tables are checked when first used; a malformed table
/// is a build defect and panics with its file name and the error.
pub fn rulebooks() -> &'static [Rulebook] {
    static BOOKS: OnceLock<Vec<Rulebook>> = OnceLock::new();
    BOOKS.get_or_init(|| {
        RULE_TABLES
            .iter()
            .map(|(file, text)| {
                let book: Rulebook = serde_yaml::from_str(text)
                    .unwrap_or_else(|e| panic!("oracle/spec/rules/{file}: {e}"));
                if let Err(e) = book.validate() {
                    panic!("oracle/spec/rules/{file}: {e}");
                }
                assert_eq!(
                    format!("{}.yaml", book.id),
                    *file,
                    "oracle/spec/rules/{file}: the id must match the file name"
                );
                book
            })
            .collect()
    })
}

/// Every rule table as written, `(file name, YAML text)`, in file-name order: for tools that name
/// a table's keys (a case's `readings`) without tying themselves to the structs.
pub fn rule_table_texts() -> &'static [(&'static str, &'static str)] {
    RULE_TABLES
}

/// The rulebook with this id.
pub fn rulebook(id: &str) -> Option<&'static Rulebook> {
    rulebooks().iter().find(|b| b.id == id)
}

impl Rulebook {
    /// Checks what serde cannot: every class named once in the order, pattern names known in
    /// the verdict rules.
    fn validate(&self) -> Result<(), String> {
        for c in Class::ALL {
            if self.naming.order.iter().filter(|o| **o == c).count() != 1 {
                return Err(format!("naming.order must list '{c}' exactly once"));
            }
        }
        if self.winning.by == WinningBy::Exchange && !self.winning.uncovered_roots {
            return Err(
                "winning: the whole exchange counts every root; uncovered_roots must be true"
                    .into(),
            );
        }
        if !(1..=Winning::MAX_CHECKS).contains(&self.winning.checks) {
            return Err(format!(
                "winning.checks must be between 1 and {}",
                Winning::MAX_CHECKS
            ));
        }
        let names: Vec<&str> = self.forbidden.iter().map(|p| p.name.as_str()).collect();
        if let Some(at_once) = &self.procedure.loses_at_once
            && !names.contains(&at_once.pattern.as_str())
        {
            return Err(format!(
                "procedure.loses_at_once: unknown pattern '{}'",
                at_once.pattern
            ));
        }
        for rule in &self.verdicts {
            for n in rule.one.iter().chain(&rule.other) {
                if n != "none" && n != "any" && !names.contains(&n.as_str()) {
                    return Err(format!("verdicts: unknown pattern '{n}'"));
                }
            }
        }
        Ok(())
    }

    /// An article as a ruling cites it: with the book's name (`CN 第24.3条`).
    pub fn cite(&self, article: &str) -> String {
        format!("{} {article}", self.cite)
    }

    /// Whether this piece on this point may be chased without offending.
    pub fn is_free_target(&self, piece: crate::board::Piece, at: crate::board::Square) -> bool {
        self.free_targets
            .iter()
            .any(|f| f.kind == piece.kind && (!f.uncrossed || at.on_own_half(piece.color)))
    }

    /// Whether the book names a chase by this kind of piece alone idle (`chasers`: `idle` or
    /// `idle_unless_mutual`).
    pub fn idle_chaser(&self, kind: PieceKind) -> bool {
        let treatment = match kind {
            PieceKind::General => self.chasers.general,
            PieceKind::Pawn => self.chasers.pawn,
            _ => return false,
        };
        treatment != LoneChase::Allowed
    }

    /// The position of a class in the naming order (0 = heaviest).
    pub fn weight(&self, class: Class) -> usize {
        self.naming
            .order
            .iter()
            .position(|c| *c == class)
            .expect("validated: every class is in the order")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_books_are_tables() {
        let ids: Vec<&str> = rulebooks().iter().map(|b| b.id.as_str()).collect();
        assert_eq!(ids, ["axf", "cn"]);
        assert_eq!(rulebook("axf").unwrap().book.figures, 107);
        assert_eq!(rulebook("cn").unwrap().book.figures, 16);
    }

    #[test]
    fn a_rook_is_worth_two_horses_in_both_books() {
        for b in rulebooks() {
            let v = &b.values;
            assert_eq!(v.rook, 2 * v.horse, "{}", b.id);
            assert_eq!(v.horse, v.cannon, "{}", b.id);
        }
    }
}
