//! The words of a picture's caption, in a language (the catalogue's `picture-` messages).

use crate::i18n::{Lang, tr};
use qili_oracle::{Color, Verdict};
use std::ops::RangeInclusive;

/// A ruling line: `AXF (derived): red_loses — red must vary (红方不变作负)` and a tail; in
/// Chinese `AXF（由条文推得）：红方须变着，不变作负`; `CN: red_loses — red loses at once
/// (红方立即判负)` for a perpetual check under CN. `book` is the rulebook's id, `label` its
/// citation with any mark. `at_once`: the losing side's pattern loses at once, with no order to
/// vary (CN 第24.1条 一方“长将”立即判负), in every language: `CN：红方立即判负，不先令其变着`.
pub fn ruling(
    lang: Lang,
    book: &str,
    label: &str,
    verdict: Verdict,
    at_once: bool,
    tail: &str,
) -> String {
    let name = verdict.name();
    let verdict = if at_once {
        format!("{name}_at_once")
    } else {
        name.to_string()
    };
    tr!(
        lang,
        "picture-ruling",
        label = label.to_string(),
        name = name,
        book = book.to_string(),
        verdict = verdict,
        tail = tail.to_string()
    )
}

/// A rulebook's label: its citation, marked `derived` (a ruling the case derives from the
/// book's articles) or `qili` (the oracle's ruling), or neither.
pub fn label(lang: Lang, cite: &str, mark: &str) -> String {
    tr!(lang, "picture-label", cite = cite.to_string(), mark = mark)
}

/// `AXF: no ruling (the case gives none)`.
pub fn no_ruling(lang: Lang, cite: &str) -> String {
    tr!(lang, "picture-no-ruling", cite = cite.to_string())
}

/// `No moves given.`
pub fn no_moves(lang: Lang) -> String {
    tr!(lang, "picture-no-moves")
}

/// Why a game's picture has no arrows: `The position after ply 40 of 137 moves: more than 24
/// moves are not drawn as arrows (…)`; `at` is 0 before the first move.
pub fn game_unshown(lang: Lang, at: usize, moves: usize) -> String {
    tr!(
        lang,
        "picture-game-unshown",
        at = at,
        moves = moves,
        drawn = super::ARROWS_DRAWN
    )
}

/// The side to move: `Red to move (红先)`, `红先`.
pub fn side_to_move(lang: Lang, side: Color) -> String {
    tr!(lang, "picture-side", side = side.name())
}

/// The picture's title where it has no heading: `Xiangqi position`.
pub fn untitled(lang: Lang) -> String {
    tr!(lang, "picture-untitled")
}

/// What the arrows are: which plies are judged, which lead in (`dashed` when a lead-in move
/// has an arrow of its own, not played again in the cycle).
pub fn legend(
    lang: Lang,
    judged: &RangeInclusive<usize>,
    moves: usize,
    cycle: bool,
    dashed: bool,
) -> String {
    if !cycle {
        return tr!(
            lang,
            "picture-legend-no-cycle",
            plies = plies_in(lang, &(1..=moves))
        );
    }
    let lead = match *judged.start() {
        0 | 1 => String::new(),
        first => tr!(
            lang,
            "picture-lead",
            plies = plies_in(lang, &(1..=first - 1)),
            count = first - 1,
            dashed = if dashed { "yes" } else { "no" }
        ),
    };
    tr!(
        lang,
        "picture-legend",
        plies = plies_in(lang, judged),
        lead = lead
    )
}

/// The plies before the first judged ply: `ply 1 leads in`, `plies 1–3 lead in`; none when
/// the first ply is judged.
pub fn lead_in(first_judged: usize) -> Option<String> {
    match first_judged {
        0 | 1 => None,
        2 => Some("ply 1 leads in".to_string()),
        n => Some(format!("{} lead in", plies(&(1..=n - 1)))),
    }
}

/// `ply 3` or `plies 2–9`.
pub fn plies(range: &RangeInclusive<usize>) -> String {
    plies_in(Lang::En, range)
}

/// [`plies`] in a language: `第 3 着`, `第 2–9 着`.
pub fn plies_in(lang: Lang, range: &RangeInclusive<usize>) -> String {
    tr!(
        lang,
        "picture-plies",
        first = *range.start(),
        last = *range.end(),
        count = if range.start() == range.end() { 1 } else { 2 }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legends_name_the_judged_and_the_lead_in_plies() {
        let en = |judged, moves, cycle, dashed| legend(Lang::En, &judged, moves, cycle, dashed);
        assert_eq!(
            en(2..=9, 9, true, true),
            "Arrows: plies 2–9 (the cycle), numbered by ply; ply 1 leads in (dashed)."
        );
        assert_eq!(
            en(1..=4, 4, true, false),
            "Arrows: plies 1–4 (the cycle), numbered by ply."
        );
        assert_eq!(
            en(4..=7, 7, true, true),
            "Arrows: plies 4–7 (the cycle), numbered by ply; plies 1–3 lead in (dashed)."
        );
        assert_eq!(
            en(2..=5, 5, true, false),
            "Arrows: plies 2–5 (the cycle), numbered by ply; ply 1 leads in."
        );
        assert_eq!(
            en(1..=1, 1, false, false),
            "Arrows: ply 1, numbered by ply; the moves never return to an earlier position."
        );
        assert_eq!(lead_in(4).as_deref(), Some("plies 1–3 lead in"));
        assert_eq!(lead_in(2).as_deref(), Some("ply 1 leads in"));
    }

    /// The caption in Chinese: the plies as 第…着, the lead-in, the rulings in each book's
    /// words (AXF 不变作负, CN 不变判负).
    #[test]
    fn captions_speak_chinese() {
        assert_eq!(
            legend(Lang::ZhHans, &(4..=7), 7, true, true),
            "箭头：第 4–7 着（循环），按着数编号；第 1–3 着为引入（虚线）。"
        );
        assert_eq!(
            legend(Lang::ZhHant, &(2..=5), 5, true, false),
            "箭頭：第 2–5 著（循環），按著數編號；第 1 著為引入。"
        );
        assert_eq!(
            ruling(Lang::ZhHans, "axf", "AXF", Verdict::RedLoses, false, ""),
            "AXF：红方须变着，不变作负"
        );
        assert_eq!(
            ruling(
                Lang::ZhHant,
                "cn",
                "CN",
                Verdict::BlackLoses,
                false,
                " · CN 第26.4条"
            ),
            "CN：黑方須變著，不變判負 · CN 第26.4条"
        );
        assert_eq!(
            ruling(Lang::En, "cn", "CN (qili)", Verdict::Draw, false, ""),
            "CN (qili): draw — both may repeat (不变作和)"
        );
        // CN 第24.1条: 一方“长将”立即判负, with no order to vary.
        assert_eq!(
            ruling(Lang::ZhHans, "cn", "CN", Verdict::RedLoses, true, ""),
            "CN：红方立即判负，不先令其变着"
        );
    }
}
