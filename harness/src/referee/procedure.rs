//! What each book tells the arbiter to do once the moves have repeated a position three times:
//! the procedure around the ruling, which the rule tables (the ruling itself) leave to the
//! referee. Each step cites its article.
//!
//! - CN 第24条 待判局面的裁定: "24.1 一方“长将”立即判负。24.2 双方均为允许着法或禁止着法，符合
//!   不变作和规定，立即判和。24.3 一方为禁止着法，另一方为允许着法，犯禁方必须立即变着，若再重复
//!   一次循环，即判负。"
//! - Mate and 困毙: CN 第4.1条 "一方出现下列情况之一，为输棋…4.1.1 帅（将）被对方“将死”…4.1.3 被
//!   “困毙”"; AXF 细则 1 "凡能先吃去对方将帅者，即为胜局", 细则 2 "凡能围困对方之棋子，令对方无可
//!   走动者，即为胜局".
//! - AXF 细则 3: "任何一方走出被禁止之着法，经裁判员或棋证要求变着而仍重复出现三次者，判为负局。"
//!   细则 4: "…裁判员棋证判和者，均为和局。"

/// The procedure of one book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Procedure {
    /// The article by which a mated side loses.
    pub checkmate: &'static str,
    /// The article by which a side with no legal move (困毙) loses.
    pub stalemate: &'static str,
    /// The article by which a draw ruling ends the game at once.
    pub draw: &'static str,
    /// The article by which the side that must vary is ordered to.
    pub must_vary: &'static str,
    /// The article by which a side that continues the cycle after the order loses.
    pub continued: &'static str,
    /// A forbidden pattern (a rule-table pattern name) that loses at once, with its article.
    pub loses_at_once: Option<(&'static str, &'static str)>,
}

/// The procedure of the book with this id. A book qili does not know the procedure of gets the
/// common one (draw at once, order to vary, loss on continuing) without articles.
pub fn procedure(book: &str) -> Procedure {
    match book {
        "cn" => Procedure {
            checkmate: "CN 第4.1.1条",
            stalemate: "CN 第4.1.3条",
            draw: "CN 第24.2条",
            must_vary: "CN 第24.3条",
            continued: "CN 第24.3条",
            loses_at_once: Some(("perpetual_check", "CN 第24.1条")),
        },
        "axf" => Procedure {
            checkmate: "AXF 细则 1",
            stalemate: "AXF 细则 2",
            draw: "AXF 细则 4",
            must_vary: "AXF 细则 3",
            continued: "AXF 细则 3",
            loses_at_once: None,
        },
        _ => Procedure {
            checkmate: "the book's rules",
            stalemate: "the book's rules",
            draw: "the book's ruling",
            must_vary: "the book's ruling",
            continued: "the book's ruling",
            loses_at_once: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_oracle::rules::rulebook;

    /// The pattern that loses at once is one the book's rule table names.
    #[test]
    fn immediate_losses_name_patterns_of_the_rule_table() {
        for id in ["cn", "axf"] {
            let book = rulebook(id).expect("a known book");
            if let Some((pattern, _)) = procedure(id).loses_at_once {
                assert!(
                    book.forbidden.iter().any(|p| p.name == pattern),
                    "{id}: no pattern {pattern}"
                );
            }
        }
    }
}
