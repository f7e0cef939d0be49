//! Ratings (等级分), where the books order by them.
//!
//! - **附录二 三(一)**, the ranked list a Swiss event is paired from (its numbers are the 小号 and
//!   大号 of 五(三) in every later round): “第一轮应当根据运动员（队）的“等级分”（队的平均“等级分”）或
//!   以往比赛成绩排定序列，也可决定以其中一种为主结合进行。对无等级分的棋手用抽签方法排定先后顺序，列在有
//!   等级分棋手的后面” — [`seeding`].
//! - **第11.3条**, the seeds of a group stage: “可以根据棋手（队）的等级分或比赛成绩排定“种子”” — the
//!   same list, spread over the groups.
//! - **第12.1条**, a team's board order (and 12.2's, “台次的排列原则同12.1款”): “全国性比赛，以最近
//!   一次公布的棋手等级分作为衡量棋手技术水平高低的依据。等级分高者，台次应列前。无等级分者排在有等级分
//!   棋手的后面” — [`check_roster`].
//!
//! Two players with the same rating: the books do not say. qili draws a lot between them, as 三(一)
//! does for the players it cannot order by rating (docs/TOURNAMENTS.md).

use crate::lots::{Decides, Draw};
use std::collections::BTreeMap;

/// The words of 附录二 三(一) that order the entries.
pub const SEEDING_WORDS: &str = "第一轮应当根据运动员（队）的“等级分”（队的平均“等级分”）或以往比赛成绩排定序列……\
     对无等级分的棋手用抽签方法排定先后顺序，列在有等级分棋手的后面";

/// The words of 第12.1条 that order a team's boards.
pub const BOARD_ORDER_WORDS: &str = "等级分高者，台次应列前。无等级分者排在有等级分棋手的后面";

/// 附录二 三(一)'s ranked list of `names`: the rated by rating, highest first, then the unrated
/// in an order drawn by lot. Players of one rating are ordered by a lot too. Every lot is
/// recorded in `draw`. Returns indices into `names`.
pub fn seeding(names: &[String], ratings: &BTreeMap<String, u32>, draw: &mut Draw) -> Vec<usize> {
    let mut by_rating: BTreeMap<std::cmp::Reverse<u32>, Vec<usize>> = BTreeMap::new();
    let mut unrated = Vec::new();
    for (i, n) in names.iter().enumerate() {
        match ratings.get(n) {
            Some(&r) => by_rating.entry(std::cmp::Reverse(r)).or_default().push(i),
            None => unrated.push(i),
        }
    }
    let mut order = Vec::with_capacity(names.len());
    let mut lot = |what: Decides, group: &[usize], order: &mut Vec<usize>| {
        if group.len() < 2 {
            order.extend_from_slice(group);
            return;
        }
        let among: Vec<String> = group.iter().map(|&i| names[i].clone()).collect();
        order.extend(draw.order(what, &among).into_iter().map(|k| group[k]));
    };
    for (std::cmp::Reverse(r), group) in &by_rating {
        lot(Decides::EqualRatings { rating: *r }, group, &mut order);
    }
    lot(Decides::Unrated, &unrated, &mut order);
    order
}

/// 第12.1条: a team's roster lists a player above one with a higher rating, or an unrated
/// player above a rated one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterError {
    /// The team.
    pub team: String,
    /// The board, from 1, of the player listed too high (the other is on the next board).
    pub board: usize,
    /// The two players, the one listed higher first, each with their rating (`None`: unrated).
    pub players: [(String, Option<u32>); 2],
}

impl std::fmt::Display for RosterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shown = |(p, r): &(String, Option<u32>)| match r {
            Some(r) => format!("{p} ({r})"),
            None => format!("{p} (no rating)"),
        };
        write!(
            f,
            "team '{}' lists {} on board {} above {} on board {}: 第12.1条 “{BOARD_ORDER_WORDS}”",
            self.team,
            shown(&self.players[0]),
            self.board,
            shown(&self.players[1]),
            self.board + 1
        )
    }
}

impl std::error::Error for RosterError {}

/// 第12.1条 (and 12.2's 台次的排列原则同12.1款): a roster with ratings must list the rated players
/// by rating, highest first, and every unrated player after them. A roster none of whose
/// players is rated is not checked: the book measures 技术水平 by rating only 全国性比赛.
pub fn check_roster(
    team: &str,
    roster: &[String],
    ratings: &BTreeMap<String, u32>,
) -> Result<(), RosterError> {
    if !roster.iter().any(|p| ratings.contains_key(p)) {
        return Ok(());
    }
    for (board, pair) in roster.windows(2).enumerate() {
        let (a, b) = (&pair[0], &pair[1]);
        let wrong = match (ratings.get(a), ratings.get(b)) {
            (Some(x), Some(y)) => y > x,
            (None, Some(_)) => true,
            _ => false,
        };
        if wrong {
            return Err(RosterError {
                team: team.to_string(),
                board: board + 1,
                players: [a, b].map(|p| (p.clone(), ratings.get(p).copied())),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn rated_first_by_rating_then_the_unrated_by_lot() {
        let n = names(&["U1", "A", "U2", "B", "C"]);
        let ratings = BTreeMap::from([("A".into(), 2300), ("B".into(), 2500), ("C".into(), 2400)]);
        let mut draw = Draw::new(7, 0);
        let order = seeding(&n, &ratings, &mut draw);
        let listed: Vec<&str> = order.iter().map(|&i| n[i].as_str()).collect();
        assert_eq!(&listed[..3], ["B", "C", "A"]);
        let mut tail = listed[3..].to_vec();
        tail.sort();
        assert_eq!(tail, ["U1", "U2"]);
        assert_eq!(
            draw.record.len(),
            1,
            "one lot, for the unrated: {:?}",
            draw.record
        );
        assert_eq!(draw.record[0].among, ["U1", "U2"]);
        assert_eq!(draw.record[0].drawn, listed[3..].join(", "));
    }

    #[test]
    fn equal_ratings_draw_a_lot() {
        let n = names(&["A", "B"]);
        let ratings = BTreeMap::from([("A".into(), 2300), ("B".into(), 2300)]);
        let mut draw = Draw::new(1, 0);
        seeding(&n, &ratings, &mut draw);
        assert_eq!(draw.record.len(), 1);
        assert!(draw.record[0].what.contains("2300"));
    }

    #[test]
    fn a_roster_keeps_rating_order_with_the_unrated_last() {
        let ratings = BTreeMap::from([("a".into(), 2500), ("b".into(), 2400)]);
        assert!(check_roster("T", &names(&["a", "b", "c"]), &ratings).is_ok());
        let e = check_roster("T", &names(&["b", "a", "c"]), &ratings)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("b (2400) on board 1 above a (2500) on board 2"),
            "{e}"
        );
        assert!(e.contains("第12.1条"), "{e}");
        let e = check_roster("T", &names(&["a", "c", "b"]), &ratings)
            .unwrap_err()
            .to_string();
        assert!(e.contains("c (no rating) on board 2"), "{e}");
        assert!(check_roster("T", &names(&["x", "y"]), &ratings).is_ok());
    }
}
