//! What each book tells the arbiter to do in a game — who loses at mate and at 困毙, and what
//! follows once the moves have repeated a position three times — as the rule table's
//! `procedure` section states it (`spec/rules/<book>.yaml`), with every article cited with the
//! book's name.

use qili_oracle::rules::Rulebook;

/// The procedure of one book, its articles cited (`CN 第24.3条`).
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// A forbidden pattern (a rule-table pattern name) that loses at once, with its article.
    pub loses_at_once: Option<(String, String)>,
}

/// The procedure of a book, from its rule table.
pub fn procedure(book: &Rulebook) -> Procedure {
    let p = &book.procedure;
    let cite = |article: &str| format!("{} {article}", book.cite);
    Procedure {
        checkmate: cite(&p.checkmate),
        stalemate: cite(&p.stalemate),
        draw: cite(&p.draw),
        must_vary: cite(&p.must_vary),
        continued: cite(&p.continued),
        loses_at_once: p
            .loses_at_once
            .as_ref()
            .map(|l| (l.pattern.clone(), cite(&l.article))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_oracle::rules::rulebook;

    #[test]
    fn articles_are_cited_with_the_book() {
        let cn = procedure(rulebook("cn").expect("a known book"));
        assert_eq!(cn.must_vary, "CN 第24.3条");
        assert_eq!(
            cn.loses_at_once,
            Some(("perpetual_check".to_string(), "CN 第24.1条".to_string()))
        );
        let axf = procedure(rulebook("axf").expect("a known book"));
        assert_eq!(
            (axf.checkmate.as_str(), axf.loses_at_once),
            ("AXF 细则 1", None)
        );
    }
}
