//! Where a picture's arrows and their ply labels go, so that every piece stays readable:
//!
//! - an arrow leaves the moving piece's disc at its edge and ends, with its head, at the edge of
//!   the destination's ([`EDGE`] from the point's centre): no arrow crosses the disc it starts
//!   or ends at. A one-step move is a short arch from one disc to the next; a longer move a
//!   curve between the pieces of the neighbouring line. Both bend to the right of the move's
//!   direction, so that a move and the move back stand apart;
//! - a label stands clear of every disc (the pieces of the position, and every point a move
//!   starts or ends at), of the river's words, of every other label and arrowhead, and inside
//!   the board; among the places that are, it takes the one nearest the middle of its arrow
//!   that covers the fewest other arrows.
//!
//! The tests check these rules on the model ([`Layout`]) of every case's picture.

use super::Arrow;
use super::svg::{CELL, OX, OY, PAD, RADIUS, RIVER_WORDS};
use qili_oracle::Square;

/// Distance from a point's centre at which arrows start and end: the edge of a disc.
pub(super) const EDGE: f64 = RADIUS + 1.0;
/// A label's height.
pub(super) const LABEL_HEIGHT: f64 = 15.0;
/// Clearance kept between a label and a disc, and between two labels.
const CLEAR: f64 = 1.5;
/// Half the width of an arrow's white halo, the part of an arrow a label must not cover.
const HALO: f64 = 3.0;

/// The centre of a point of the grid.
pub(super) fn centre(sq: Square) -> (f64, f64) {
    (
        OX + f64::from(sq.file().index()) * CELL,
        OY + f64::from(9 - sq.rank().index()) * CELL,
    )
}

/// A picture's arrows and labels, placed.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    /// The arrows, lead-in first, each with its label.
    pub arrows: Vec<Placed>,
}

/// One arrow, placed.
#[derive(Clone, Debug)]
pub(super) struct Placed {
    /// The move.
    pub arrow: Arrow,
    /// Its shape.
    pub curve: Curve,
    /// Its label's text: the plies, `2,6,10`.
    pub text: String,
    /// Where the label stands.
    pub label: Rect,
}

impl Layout {
    /// Places `arrows` (lead-in first, then the judged ones, so that these are drawn on top) on
    /// a board where `occupied` holds pieces; `width` gives a label's width for its text.
    pub fn new(arrows: &[Arrow], occupied: &[Square], width: impl Fn(&str) -> f64) -> Layout {
        let ordered: Vec<&Arrow> = arrows
            .iter()
            .filter(|a| !a.judged)
            .chain(arrows.iter().filter(|a| a.judged))
            .collect();
        let mut discs: Vec<(f64, f64)> = Vec::new();
        let squares = occupied
            .iter()
            .copied()
            .chain(ordered.iter().flat_map(|a| [a.from, a.to]));
        for sq in squares {
            let c = centre(sq);
            if !discs.contains(&c) {
                discs.push(c);
            }
        }
        let mut curves: Vec<Curve> = Vec::new();
        for a in &ordered {
            // The usual shape unless another covers less; each step down the list costs a little.
            let chosen = Curve::shapes(centre(a.from), centre(a.to))
                .into_iter()
                .enumerate()
                .map(|(k, c)| (c.crowding(&discs, &curves) + 2.0 * k as f64, c))
                .min_by(|x, y| x.0.total_cmp(&y.0))
                .map(|(_, c)| c)
                .expect("every move has a shape");
            curves.push(chosen);
        }
        let heads: Vec<Rect> = curves.iter().map(Curve::head_box).collect();
        let paths: Vec<Vec<(f64, f64)>> = curves.iter().map(Curve::samples).collect();
        let river = river_boxes();
        let mut placed: Vec<Placed> = Vec::new();
        for (i, (a, curve)) in ordered.iter().zip(&curves).enumerate() {
            let text: Vec<String> = a.plies.iter().map(usize::to_string).collect();
            let text = text.join(",");
            let w = width(&text);
            let taken: Vec<Rect> = placed.iter().map(|p| p.label).collect();
            let fits = |r: &Rect| {
                r.inside_board()
                    && discs.iter().all(|&d| r.distance_to(d) > RADIUS + CLEAR)
                    && river.iter().all(|b| !b.overlaps(r, CLEAR))
                    && taken.iter().all(|b| !b.overlaps(r, CLEAR))
                    && heads.iter().all(|b| !b.overlaps(r, 0.5))
                    // A one-step arrow is short: a label on it would hide it.
                    && (!curve.short || !r.covers(&paths[i], HALO))
            };
            // Each other arrow the label covers counts as much as moving it 30 px further.
            let cost = |r: &Rect, away: f64| {
                let crossed = paths
                    .iter()
                    .enumerate()
                    .filter(|&(j, p)| j != i && r.covers(p, HALO))
                    .count();
                away + 30.0 * crossed as f64
            };
            // The cost of a place: its distance from the arrow, counting a point away from the
            // arrow's middle as further.
            let marks: Vec<((f64, f64), f64)> = (2..=18)
                .map(|k| {
                    let t = f64::from(k) * 0.05;
                    (curve.point(t), 60.0 * (t - 0.5).abs())
                })
                .collect();
            let from_arrow = |(x, y): (f64, f64)| {
                marks
                    .iter()
                    .map(|&((px, py), off)| (x - px).hypot(y - py) + off)
                    .fold(f64::MAX, f64::min)
            };
            let best = |reach: f64| {
                let (x0, x1) = marks.iter().fold((f64::MAX, f64::MIN), |(lo, hi), m| {
                    (lo.min(m.0.0 - reach), hi.max(m.0.0 + reach))
                });
                let (y0, y1) = marks.iter().fold((f64::MAX, f64::MIN), |(lo, hi), m| {
                    (lo.min(m.0.1 - reach), hi.max(m.0.1 + reach))
                });
                let (x0, x1) = (x0.max(OX - PAD), x1.min(OX + 8.0 * CELL + PAD));
                let (y0, y1) = (y0.max(OY - PAD), y1.min(OY + 9.0 * CELL + PAD));
                let mut best: Option<(f64, Rect)> = None;
                let mut y = y0;
                while y <= y1 {
                    let mut x = x0;
                    while x <= x1 {
                        let r = Rect::centred((x, y), w, LABEL_HEIGHT);
                        let away = from_arrow((x, y));
                        // The covered arrows only add to the cost: skip what cannot be better.
                        if best.is_none_or(|(b, _)| away < b) && fits(&r) {
                            let c = cost(&r, away);
                            if best.is_none_or(|(b, _)| c < b) {
                                best = Some((c, r));
                            }
                        }
                        x += 3.0;
                    }
                    y += 3.0;
                }
                best
            };
            // Near the arrow; where it is crowded, anywhere on the board.
            let best = best(90.0).or_else(|| best(1000.0));
            let label = best.map_or(Rect::centred(curve.point(0.5), w, LABEL_HEIGHT), |(_, r)| r);
            placed.push(Placed {
                arrow: (*a).clone(),
                curve: curve.clone(),
                text,
                label,
            });
        }
        Layout { arrows: placed }
    }
}

/// The boxes of the river's words.
pub(super) fn river_boxes() -> Vec<Rect> {
    RIVER_WORDS
        .iter()
        .map(|(file, _)| Rect::centred((OX + file * CELL, OY + 4.5 * CELL), 30.0, 30.0))
        .collect()
}

/// An arrow's shape: a quadratic curve from the edge of the moving piece's disc to the edge of
/// the destination's, bent to the right of the move's direction; the arrowhead ends it.
#[derive(Clone, Debug)]
pub(super) struct Curve {
    /// Where the line leaves the moving piece's disc.
    pub start: (f64, f64),
    /// The control point.
    pub control: (f64, f64),
    /// The arrowhead's point, on the destination's disc.
    pub tip: (f64, f64),
    /// Whether the move is a single step to a neighbouring point.
    pub short: bool,
}

impl Curve {
    /// The arrowhead's length.
    const HEAD: f64 = 10.0;

    /// The shapes an arrow from the point centred at `from` to the one at `to` may take, the
    /// usual one first: both ends on the discs' edges a little round from the move's direction,
    /// and the control point to the right of the line between the points — about half a cell
    /// for a longer move, so that the curve runs between the pieces of the neighbouring line;
    /// for a step, an arch that stays clear of both discs and of the neighbouring points. Then
    /// the same to the left; for a longer move, wider curves, to go round a piece on the line;
    /// and, for a move with room between the discs (a diagonal step or longer), a straight
    /// arrow beside the line.
    fn shapes(from: (f64, f64), to: (f64, f64)) -> Vec<Curve> {
        let length = (to.0 - from.0).hypot(to.1 - from.1);
        let short = length < 1.5 * CELL;
        let mut shapes = Vec::new();
        let bends: &[(f64, f64)] = if short {
            &[(1.0, 22.0)]
        } else {
            &[(0.7, 30.0), (0.9, 56.0)]
        };
        for &(angle, bend) in bends {
            shapes.push(Curve::bent(from, to, angle, bend));
            shapes.push(Curve::bent(from, to, -angle, -bend));
        }
        if length - 2.0 * EDGE >= 20.0 {
            let side = 4.0_f64;
            let angle = (side / EDGE).asin();
            shapes.push(Curve::bent(from, to, angle, side));
            shapes.push(Curve::bent(from, to, -angle, -side));
        }
        shapes
    }

    /// The curve whose ends stand on the discs' edges `angle` (radians) round from the move's
    /// direction and whose control point stands `bend` from the middle of the line, both to
    /// the right of the direction of travel (to the left when negative).
    fn bent(from: (f64, f64), to: (f64, f64), angle: f64, bend: f64) -> Curve {
        let length = (to.0 - from.0).hypot(to.1 - from.1);
        let (ux, uy) = ((to.0 - from.0) / length, (to.1 - from.1) / length);
        let (nx, ny) = (-uy, ux);
        let (along, across) = (EDGE * angle.cos(), EDGE * angle.sin());
        Curve {
            start: (
                from.0 + ux * along + nx * across,
                from.1 + uy * along + ny * across,
            ),
            control: (
                (from.0 + to.0) / 2.0 + nx * bend,
                (from.1 + to.1) / 2.0 + ny * bend,
            ),
            tip: (
                to.0 - ux * along + nx * across,
                to.1 - uy * along + ny * across,
            ),
            short: length < 1.5 * CELL,
        }
    }

    /// How badly the curve covers what is already drawn: each disc it crosses counts 100, and
    /// running along an arrow already placed up to 50 (by the share of the curve beside it).
    fn crowding(&self, discs: &[(f64, f64)], placed: &[Curve]) -> f64 {
        let samples = self.samples();
        let crossed = discs
            .iter()
            .filter(|&&(x, y)| samples.iter().any(|p| (p.0 - x).hypot(p.1 - y) < RADIUS))
            .count();
        let beside = placed
            .iter()
            .map(|other| {
                let theirs = other.samples();
                let near = samples
                    .iter()
                    .filter(|p| theirs.iter().any(|q| (p.0 - q.0).hypot(p.1 - q.1) < 6.0))
                    .count();
                near as f64 / samples.len() as f64
            })
            .fold(0.0, f64::max);
        100.0 * crossed as f64 + 50.0 * beside
    }

    /// The point at `t` (0 = start, 1 = tip).
    pub fn point(&self, t: f64) -> (f64, f64) {
        let (a, b, c) = ((1.0 - t) * (1.0 - t), 2.0 * (1.0 - t) * t, t * t);
        (
            a * self.start.0 + b * self.control.0 + c * self.tip.0,
            a * self.start.1 + b * self.control.1 + c * self.tip.1,
        )
    }

    /// Points along the curve, about 3 px apart.
    pub fn samples(&self) -> Vec<(f64, f64)> {
        let chord = (self.tip.0 - self.start.0).hypot(self.tip.1 - self.start.1)
            + (self.control.0 - self.start.0).hypot(self.control.1 - self.start.1);
        let n = (chord / 3.0).ceil().max(2.0) as u32;
        (0..=n)
            .map(|k| self.point(f64::from(k) / f64::from(n)))
            .collect()
    }

    /// The direction in which the curve arrives at the tip.
    fn arrival(&self) -> (f64, f64) {
        let (dx, dy) = (self.tip.0 - self.control.0, self.tip.1 - self.control.1);
        let length = dx.hypot(dy);
        (dx / length, dy / length)
    }

    /// Where the line stops and the arrowhead begins.
    pub fn base(&self) -> (f64, f64) {
        let (dx, dy) = self.arrival();
        (self.tip.0 - dx * Self::HEAD, self.tip.1 - dy * Self::HEAD)
    }

    /// The arrowhead's corners: the tip, and the two corners of its base.
    pub fn head(&self) -> [(f64, f64); 3] {
        let (dx, dy) = self.arrival();
        let base = self.base();
        let half = Self::HEAD * 0.55;
        [
            self.tip,
            (base.0 - dy * half, base.1 + dx * half),
            (base.0 + dy * half, base.1 - dx * half),
        ]
    }

    /// The box around the arrowhead.
    fn head_box(&self) -> Rect {
        let corners = self.head();
        let xs = corners.map(|c| c.0);
        let ys = corners.map(|c| c.1);
        let (x0, x1) = (
            xs.iter().copied().fold(f64::MAX, f64::min),
            xs.iter().copied().fold(f64::MIN, f64::max),
        );
        let (y0, y1) = (
            ys.iter().copied().fold(f64::MAX, f64::min),
            ys.iter().copied().fold(f64::MIN, f64::max),
        );
        Rect::centred(((x0 + x1) / 2.0, (y0 + y1) / 2.0), x1 - x0, y1 - y0)
    }
}

/// A rectangle on the picture.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rect {
    /// Its centre.
    pub centre: (f64, f64),
    /// Its width and height.
    pub size: (f64, f64),
}

impl Rect {
    /// The rectangle of this size centred on `centre`.
    pub fn centred(centre: (f64, f64), width: f64, height: f64) -> Rect {
        Rect {
            centre,
            size: (width, height),
        }
    }

    /// Whether the two overlap, or come closer than `margin`.
    pub fn overlaps(&self, other: &Rect, margin: f64) -> bool {
        (self.centre.0 - other.centre.0).abs() < (self.size.0 + other.size.0) / 2.0 + margin
            && (self.centre.1 - other.centre.1).abs() < (self.size.1 + other.size.1) / 2.0 + margin
    }

    /// The distance from a point to the rectangle (0 inside it).
    pub fn distance_to(&self, (x, y): (f64, f64)) -> f64 {
        let dx = ((x - self.centre.0).abs() - self.size.0 / 2.0).max(0.0);
        let dy = ((y - self.centre.1).abs() - self.size.1 / 2.0).max(0.0);
        dx.hypot(dy)
    }

    /// Whether any of `points` comes within `margin` of the rectangle.
    fn covers(&self, points: &[(f64, f64)], margin: f64) -> bool {
        points.iter().any(|&p| self.distance_to(p) < margin)
    }

    /// Whether the rectangle lies on the board, clear of the coordinates around it.
    pub fn inside_board(&self) -> bool {
        let (half_w, half_h) = (self.size.0 / 2.0, self.size.1 / 2.0);
        self.centre.0 - half_w >= OX - PAD + 3.0
            && self.centre.0 + half_w <= OX + 8.0 * CELL + PAD - 3.0
            && self.centre.1 - half_h >= OY - 22.0
            && self.centre.1 + half_h <= OY + 9.0 * CELL + 22.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::Picture;
    use crate::suite::{Layout as Checkout, Loaded, Suite};

    /// The picture of every case of the suite, and of a few loops made here.
    fn pictures() -> Vec<(String, Picture)> {
        let suite = Suite::load(&Checkout::discover()).expect("the suite loads");
        let mut out: Vec<(String, Picture)> = suite
            .cases
            .iter()
            .filter_map(|c| match c {
                Loaded::Ready(p) => Some((p.id().to_string(), Picture::of_case(p))),
                Loaded::Broken { .. } => None,
            })
            .collect();
        assert!(out.len() >= 123, "only {} cases", out.len());
        for (fen, moves) in [
            // A rook and a general stepping on the edge of the board, in a corner.
            ("3k5/9/9/9/9/9/9/9/8R/4K4 w", "i1i0 d9d8 i0i1 d8d9 i1i0"),
            ("R8/4k4/9/9/9/9/9/9/9/3K5 w", "a9a8 e8e9 a8a9 e9e8 a9a8"),
        ] {
            let start = qili_oracle::Position::from_fen(fen).expect("a legal position");
            let moves = qili_oracle::notation::parse_moves(&start, moves).expect("legal moves");
            out.push((
                format!("{fen} {moves:?}"),
                Picture::of_moves(&start, &moves),
            ));
        }
        out
    }

    /// The discs a picture draws or points its arrows at: every piece of the position, and
    /// every point a move starts or ends at.
    fn discs(picture: &Picture) -> Vec<(f64, f64)> {
        let mut out: Vec<(f64, f64)> = picture
            .position
            .pieces()
            .map(|(sq, _)| centre(sq))
            .collect();
        out.extend(
            picture
                .arrows
                .iter()
                .flat_map(|a| [centre(a.from), centre(a.to)]),
        );
        out.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
        out.dedup();
        out
    }

    #[test]
    fn every_arrow_starts_and_ends_at_the_edge_of_a_disc() {
        for (name, picture) in pictures() {
            for p in picture.layout().arrows {
                let (from, to) = (centre(p.arrow.from), centre(p.arrow.to));
                let start = (p.curve.start.0 - from.0).hypot(p.curve.start.1 - from.1);
                let tip = (p.curve.tip.0 - to.0).hypot(p.curve.tip.1 - to.1);
                assert!(
                    (start - EDGE).abs() < 1e-6 && (tip - EDGE).abs() < 1e-6,
                    "{name}: the arrow {}{} starts {start:.1} from its piece's centre and ends \
                     {tip:.1} from its destination's, not at the edge ({EDGE})",
                    p.arrow.from,
                    p.arrow.to
                );
            }
        }
    }

    #[test]
    fn no_arrow_crosses_a_disc_where_another_shape_would_not() {
        let mut crossing = Vec::new();
        for (name, picture) in pictures() {
            let discs = discs(&picture);
            for p in picture.layout().arrows {
                let through = |curve: &Curve| {
                    discs
                        .iter()
                        .filter(|d| {
                            curve
                                .samples()
                                .iter()
                                .any(|s| (s.0 - d.0).hypot(s.1 - d.1) < RADIUS)
                        })
                        .count()
                };
                let (from, to) = (centre(p.arrow.from), centre(p.arrow.to));
                let fewest = Curve::shapes(from, to).iter().map(through).min();
                if Some(through(&p.curve)) != fewest {
                    crossing.push(format!("{name}: {}{}", p.arrow.from, p.arrow.to));
                }
            }
        }
        assert!(
            crossing.is_empty(),
            "arrows across discs:\n{}",
            crossing.join("\n")
        );
    }

    #[test]
    fn labels_stand_beside_the_pieces_clear_of_the_river_and_of_each_other() {
        let river = river_boxes();
        for (name, picture) in pictures() {
            let discs = discs(&picture);
            let layout = picture.layout();
            let heads: Vec<Rect> = layout.arrows.iter().map(|p| p.curve.head_box()).collect();
            for (i, p) in layout.arrows.iter().enumerate() {
                let (l, what) = (p.label, format!("{name}: the label {:?}", p.text));
                assert!(
                    l.inside_board(),
                    "{what} is off the board at {:?}",
                    l.centre
                );
                for d in &discs {
                    assert!(
                        l.distance_to(*d) > RADIUS,
                        "{what} covers the disc at {d:?}"
                    );
                }
                for r in &river {
                    assert!(!r.overlaps(&l, 0.0), "{what} covers the river's words");
                }
                for (j, other) in layout.arrows.iter().enumerate() {
                    assert!(
                        i == j || !other.label.overlaps(&l, 0.0),
                        "{what} covers the label {:?}",
                        other.text
                    );
                    assert!(
                        !heads[j].overlaps(&l, 0.0),
                        "{what} covers the arrowhead of {}{}",
                        other.arrow.from,
                        other.arrow.to
                    );
                }
                if p.curve.short {
                    assert!(
                        !l.covers(&p.curve.samples(), 0.0),
                        "{what} covers its own one-step arrow"
                    );
                }
            }
        }
    }
}
