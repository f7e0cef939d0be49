//! The words of a picture's caption.

use qili_oracle::Verdict;
use std::ops::RangeInclusive;

/// A ruling line: `AXF (derived): red_loses — red must vary (红方不变作负)` and a tail.
pub fn ruling(label: &str, verdict: Verdict, tail: &str) -> String {
    let words = match verdict {
        Verdict::Draw => "both may repeat (不变作和)",
        Verdict::RedLoses => "red must vary (红方不变作负)",
        Verdict::BlackLoses => "black must vary (黑方不变作负)",
        Verdict::None => "no repetition, no ruling",
    };
    format!("{label}: {} — {words}{tail}", verdict.name())
}

/// What the arrows are: which plies are judged, which lead in (`dashed` when a lead-in move
/// has an arrow of its own, not played again in the cycle).
pub fn legend(judged: &RangeInclusive<usize>, moves: usize, cycle: bool, dashed: bool) -> String {
    if !cycle {
        return format!(
            "Arrows: {}, numbered by ply; the moves never return to an earlier position.",
            plies(&(1..=moves))
        );
    }
    let mut out = format!("Arrows: {} (the cycle), numbered by ply", plies(judged));
    if let Some(lead) = lead_in(*judged.start()) {
        out.push_str(&format!(
            "; {lead}{}",
            if dashed { " (dashed)" } else { "" }
        ));
    }
    out.push('.');
    out
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
    if range.start() == range.end() {
        format!("ply {}", range.start())
    } else {
        format!("plies {}–{}", range.start(), range.end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legends_name_the_judged_and_the_lead_in_plies() {
        assert_eq!(
            legend(&(2..=9), 9, true, true),
            "Arrows: plies 2–9 (the cycle), numbered by ply; ply 1 leads in (dashed)."
        );
        assert_eq!(
            legend(&(1..=4), 4, true, false),
            "Arrows: plies 1–4 (the cycle), numbered by ply."
        );
        assert_eq!(
            legend(&(4..=7), 7, true, true),
            "Arrows: plies 4–7 (the cycle), numbered by ply; plies 1–3 lead in (dashed)."
        );
        assert_eq!(
            legend(&(2..=5), 5, true, false),
            "Arrows: plies 2–5 (the cycle), numbered by ply; ply 1 leads in."
        );
        assert_eq!(
            legend(&(1..=1), 1, false, false),
            "Arrows: ply 1, numbered by ply; the moves never return to an earlier position."
        );
    }
}
