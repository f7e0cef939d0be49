//! Legal move generation, attacks, check, checkmate and stalemate.
//!
//! Targets come from the bitboard tables (`bitboard.rs`): one lookup per slider and line,
//! one per leg or eye, one per stepping piece. Legality is worked out once per position
//! (`Safety`): whether the side to move is in check, which of its pieces stand where leaving
//! could expose their general (the lone screen before an enemy rook or general, one of two
//! before an enemy cannon, the leg of an enemy horse aimed at it), and which empty points would
//! make a moving piece the screen of an enemy cannon. Only general moves, moves of those pieces
//! and moves out of check are then tested one by one, on the occupancy the move leaves — the
//! position itself is never copied for a test. Every other move is legal as generated, so
//! [`perft`] counts the last ply by population count without listing it.

use crate::bitboard::{
    ADVISOR, Bitboard, Blocked, ELEPHANT, FILE_SPREAD, GENERAL as GENERAL_STEPS, HORSE,
    HORSE_ATTACKER_POINTS, HORSE_ATTACKERS as HORSES_ATTACKING, LINES, PAWN as PAWN_STEPS,
    PAWN_ATTACKERS, Points, REACH, bit, cannon_targets, file_bit, file_line, rank_line,
    rook_targets,
};
use crate::board::{Color, Piece, Square};
#[cfg(test)]
use crate::geometry::RAYS;
use crate::moves::{Move, MoveList};
use crate::position::{Position, code, decode};

const GENERAL: u8 = 1;
const ADVISOR_CODE: u8 = 2;
const ELEPHANT_CODE: u8 = 3;
const HORSE_CODE: u8 = 4;
const ROOK: u8 = 5;
const CANNON: u8 = 6;
const PAWN: u8 = 7;

#[inline]
fn sq(i: u8) -> Square {
    Square::at(i as usize)
}

/// How a game ends when the side to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move is in check and has no legal move (将死).
    Checkmate,
    /// The side to move is not in check and has no legal move (困毙); it loses as well.
    Stalemate,
}

/// Where legal moves go as they are found: counted, or listed.
trait Sink {
    /// Whether the moves must come piece by piece from `a0` up, each piece's in the order of
    /// [`Position::legal_moves`]; otherwise kind by kind, in any order.
    const BY_SQUARE: bool;
    /// Every point of `targets` is a legal move of the piece `cell` (a cell code, or a kind code
    /// when not [`Sink::BY_SQUARE`]) from `from`.
    fn all(&mut self, from: usize, cell: u8, targets: Bitboard);
}

/// Counts moves without listing them.
struct Count(u64);

impl Sink for Count {
    const BY_SQUARE: bool = false;

    #[inline]
    fn all(&mut self, _: usize, _: u8, targets: Bitboard) {
        self.0 += u64::from(targets.count_ones());
    }
}

/// Lists moves kind by kind, each piece's by target from `a0` up: for callers that do not
/// care about the order (perft).
struct Unordered(MoveList);

impl Sink for Unordered {
    const BY_SQUARE: bool = false;

    #[inline]
    fn all(&mut self, from: usize, _: u8, targets: Bitboard) {
        for to in Points(targets) {
            self.0.push(Move::new(Square::at(from), Square::at(to)));
        }
    }
}

/// Appends moves to a vector, in the order of [`Unordered`]: for a caller that keeps the moves
/// of many positions in one vector (the mate search's replies), without a list in between.
struct Appending<'a>(&'a mut Vec<Move>);

impl Sink for Appending<'_> {
    const BY_SQUARE: bool = false;

    #[inline]
    fn all(&mut self, from: usize, _: u8, targets: Bitboard) {
        self.0
            .extend(Points(targets).map(|to| Move::new(Square::at(from), Square::at(to))));
    }
}

/// The steps of advisors, elephants and horses as `(file, rank)` offsets, in the order their
/// moves are listed.
const ADVISOR_ORDER: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ELEPHANT_ORDER: [(i32, i32); 4] = [(2, 2), (2, -2), (-2, 2), (-2, -2)];
const HORSE_ORDER: [(i32, i32); 8] = [
    (-1, 2),
    (1, 2),
    (1, -2),
    (-1, -2),
    (-2, 1),
    (-2, -1),
    (2, -1),
    (2, 1),
];

impl MoveList {
    /// Lists the moves to `targets` in the order of their offsets from `from`.
    #[inline]
    fn push_steps(&mut self, from: usize, targets: Bitboard, order: &[(i32, i32)]) {
        let (file, rank) = ((from % 9) as i32, (from / 9) as i32);
        for &(df, dr) in order {
            if let Some(to) = Square::from_coords(file + df, rank + dr)
                && targets & bit(to.index()) != 0
            {
                self.push(Move::new(Square::at(from), to));
            }
        }
    }

    /// Lists the moves to `targets` along the lines from `from`: up the file, down it, left
    /// along the rank, right along it, nearest first each way.
    #[inline]
    fn push_lines(&mut self, from: usize, targets: Bitboard) {
        let (file, rank) = (from % 9, from / 9);
        let below = bit(from) - 1;
        let above = !(below | bit(from));
        let on_file = FILE_SPREAD[0x3FF] << file;
        let on_rank = (0x1FF as Bitboard) << (rank * 9);
        let mv = |to: usize| Move::new(Square::at(from), Square::at(to));
        for to in Points(targets & on_file & above) {
            self.push(mv(to));
        }
        let mut down = targets & on_file & below;
        while down != 0 {
            let to = 127 - down.leading_zeros() as usize;
            self.push(mv(to));
            down &= !bit(to);
        }
        let mut left = targets & on_rank & below;
        while left != 0 {
            let to = 127 - left.leading_zeros() as usize;
            self.push(mv(to));
            left &= !bit(to);
        }
        for to in Points(targets & on_rank & above) {
            self.push(mv(to));
        }
    }
}

impl Sink for MoveList {
    const BY_SQUARE: bool = true;

    #[inline]
    fn all(&mut self, from: usize, cell: u8, targets: Bitboard) {
        match cell & 7 {
            ADVISOR_CODE => self.push_steps(from, targets, &ADVISOR_ORDER),
            ELEPHANT_CODE => self.push_steps(from, targets, &ELEPHANT_ORDER),
            HORSE_CODE => self.push_steps(from, targets, &HORSE_ORDER),
            _ => self.push_lines(from, targets),
        }
    }
}

/// What the legality of the side to move's moves depends on, worked out once per position.
struct Safety {
    /// Pieces of the side to move whose moves are tested one by one: those whose leaving their
    /// point may expose the general (in check by one piece, every piece on the general's rank or
    /// file or on an enemy horse's leg), or all of them in check by two pieces or by a cannon
    /// screened by an enemy cannon.
    tested: Bitboard,
    /// Empty points between the general and an enemy cannon with nothing else between them: a
    /// piece moving there would become the cannon's screen.
    cannon_line: Bitboard,
    /// In check: the only points a piece other than the general and a checking cannon's screen
    /// can go to and perhaps end the check (take the checker, block its line or its horse's
    /// leg; in a double check, points that do so for both checkers). Every point otherwise.
    evasions: Bitboard,
    /// The pieces whose tested moves are not limited to `evasions`.
    unlimited: Bitboard,
}

/// Where a piece of the side to move would check the enemy general from (see
/// [`Position::checking_moves`]).
struct CheckPoints {
    /// As a rook: on its rank or file with nothing between.
    rook: Bitboard,
    /// As a cannon: on its rank or file with one piece between.
    cannon: Bitboard,
    /// As a horse with its leg free.
    horse: Bitboard,
    /// As a pawn.
    pawn: Bitboard,
    /// As the other general, facing it.
    facing: Bitboard,
    /// As the screen of a cannon.
    screens: Bitboard,
}

impl CheckPoints {
    /// The points where a piece would check by landing, by its kind (a cell code less colour):
    /// [`CheckPoints::landing`] for every kind at once.
    #[inline]
    fn by_kind(&self) -> [Bitboard; 8] {
        let s = self.screens;
        [
            0,
            s | self.facing,
            s,
            s,
            s | self.horse,
            s | self.rook,
            s | self.cannon,
            s | self.pawn,
        ]
    }

    /// The points where the piece `cell` would check by landing.
    #[inline]
    fn landing(&self, cell: u8) -> Bitboard {
        self.screens
            | match cell & 7 {
                ROOK => self.rook,
                CANNON => self.cannon,
                HORSE_CODE => self.horse,
                PAWN => self.pawn,
                GENERAL => self.facing,
                _ => 0,
            }
    }
}

impl Position {
    #[inline]
    fn color_bits(color: Color) -> u8 {
        8 * color as u8
    }

    /// Whether the cell holds a piece of `color` (cell value non-zero).
    #[inline]
    fn is_color(cell: u8, color: Color) -> bool {
        cell != 0 && (cell & 8) == Self::color_bits(color)
    }

    /// All pieces, board layout.
    #[inline]
    fn occupied(&self) -> Bitboard {
        self.occ[0] | self.occ[1]
    }

    /// The side to move's pieces of one kind (a cell code less colour).
    #[inline]
    fn own(&self, kind: u8) -> Bitboard {
        self.kinds[kind as usize - 1] & self.occ[self.side.index()]
    }

    /// The points a horse or elephant on a point reaches, legs or eyes permitting.
    #[inline]
    fn blocked_targets(table: &Blocked, occ: Bitboard) -> Bitboard {
        let mut out = 0;
        for &(blocker, targets) in table.pairs() {
            if occ & bit(blocker as usize) == 0 {
                out |= targets;
            }
        }
        out
    }

    /// The points the piece `cell` on `from` reaches by the way it moves, whatever stands there
    /// (the caller removes its own pieces).
    #[inline]
    fn targets(&self, from: usize, cell: u8, occ: Bitboard) -> Bitboard {
        match cell & 7 {
            GENERAL => GENERAL_STEPS[from],
            ADVISOR_CODE => ADVISOR[from],
            ELEPHANT_CODE => Self::blocked_targets(&ELEPHANT[from], occ),
            HORSE_CODE => Self::blocked_targets(&HORSE[from], occ),
            ROOK => rook_targets(from, occ, self.occ_by_file),
            CANNON => cannon_targets(from, occ, self.occ_by_file),
            PAWN => PAWN_STEPS[(cell >> 3) as usize & 1][from],
            _ => 0,
        }
    }

    /// Calls `visit(from, cell, targets)` for every piece of the side to move on a point of
    /// `pieces`: piece by piece from `a0` up when `by_square`, else kind by kind (general,
    /// advisors, elephants, horses, rooks, cannons, pawns) with the kind's code for `cell`,
    /// which spares a jump per piece. The targets still include the mover's own pieces.
    #[inline]
    fn for_each_piece(
        &self,
        by_square: bool,
        pieces: Bitboard,
        mut visit: impl FnMut(usize, u8, Bitboard),
    ) {
        let occ = self.occupied();
        let us = self.side.index();
        if by_square {
            for from in Points(self.occ[us] & pieces) {
                let cell = self.cells[from];
                visit(from, cell, self.targets(from, cell, occ));
            }
            return;
        }
        let general = self.generals[us].index();
        if pieces & bit(general) != 0 {
            visit(general, GENERAL, GENERAL_STEPS[general]);
        }
        for from in Points(self.own(ADVISOR_CODE) & pieces) {
            visit(from, ADVISOR_CODE, ADVISOR[from]);
        }
        for from in Points(self.own(ELEPHANT_CODE) & pieces) {
            visit(
                from,
                ELEPHANT_CODE,
                Self::blocked_targets(&ELEPHANT[from], occ),
            );
        }
        for from in Points(self.own(HORSE_CODE) & pieces) {
            visit(from, HORSE_CODE, Self::blocked_targets(&HORSE[from], occ));
        }
        for from in Points(self.own(ROOK) & pieces) {
            visit(from, ROOK, rook_targets(from, occ, self.occ_by_file));
        }
        for from in Points(self.own(CANNON) & pieces) {
            visit(from, CANNON, cannon_targets(from, occ, self.occ_by_file));
        }
        for from in Points(self.own(PAWN) & pieces) {
            visit(from, PAWN, PAWN_STEPS[us][from]);
        }
    }

    /// Pseudo-legal moves of the side to move: every move the pieces can make, ignoring whether
    /// the mover's general is left attacked; in the order of [`Position::legal_moves`].
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let own = self.occ[self.side.index()];
        let mut list = MoveList::new();
        self.for_each_piece(true, !0, |from, cell, targets| {
            list.all(from, cell, targets & !own)
        });
        list
    }

    /// The pieces of `by` that could attack a general, as `[rooks and general, cannons, horses,
    /// pawns]`, less any on `captured` (a point the other side is moving to, or nothing).
    #[inline]
    fn attack_sets(&self, by: Color, captured: Bitboard) -> [Bitboard; 4] {
        let theirs = self.occ[by.index()] & !captured;
        let k = |kind: u8| self.kinds[kind as usize - 1] & theirs;
        [k(ROOK) | k(GENERAL), k(CANNON), k(HORSE_CODE), k(PAWN)]
    }

    /// Whether `target` is attacked, on a board with this occupancy (both layouts), by the
    /// pieces `sets` of `by` (see [`Position::attack_sets`]), counting a general on the same
    /// open file as an attack. Only ever asked about a general's point, so general steps,
    /// advisors and elephants (which never reach the other palace) do not count.
    #[inline]
    fn attacked(
        target: usize,
        by: Color,
        occ: Bitboard,
        occ_by_file: Bitboard,
        sets: &[Bitboard; 4],
    ) -> bool {
        // Each kind's targets are looked up only when one of its pieces stands where it could
        // attack at all (a horse a jump away, a rook or cannon on the point's rank or file):
        // usually none does.
        let [rooks, cannons, horses, pawns] = *sets;
        let lines = LINES[target];
        PAWN_ATTACKERS[by.index()][target] & pawns != 0
            || (horses & HORSE_ATTACKER_POINTS[target] != 0
                && HORSES_ATTACKING[target]
                    .pairs()
                    .iter()
                    .any(|&(leg, from)| from & horses != 0 && occ & bit(leg as usize) == 0))
            || (rooks & lines != 0 && rook_targets(target, occ, occ_by_file) & rooks != 0)
            || (cannons & lines != 0 && cannon_targets(target, occ, occ_by_file) & cannons != 0)
    }

    /// Whether a piece of `by` attacks `target` once the piece on `from` has gone to `to`
    /// (capturing what stood there).
    #[inline]
    fn attacked_after(&self, target: usize, by: Color, from: usize, to: usize) -> bool {
        let moved = self.cells[from];
        let occ = (self.occupied() & !bit(from)) | bit(to);
        let occ_by_file = (self.occ_by_file & !file_bit(from)) | file_bit(to);
        let sets = if Self::is_color(moved, by) {
            let mut sets = self.attack_sets(by, 0);
            let set = match moved & 7 {
                GENERAL | ROOK => 0,
                CANNON => 1,
                HORSE_CODE => 2,
                PAWN => 3,
                _ => 4,
            };
            if let Some(s) = sets.get_mut(set) {
                *s ^= bit(from) | bit(to);
            }
            sets
        } else {
            self.attack_sets(by, bit(to))
        };
        Self::attacked(target, by, occ, occ_by_file, &sets)
    }

    /// Whether the side to move's general is safe after its piece on `from` goes to `to`.
    #[inline]
    fn safe_after(&self, from: usize, to: usize) -> bool {
        let general = if self.cells[from] & 7 == GENERAL {
            to
        } else {
            self.generals[self.side.index()].index()
        };
        !self.attacked_after(general, self.side.opponent(), from, to)
    }

    /// Works out, once for the position, which moves of the side to move need testing.
    ///
    /// In check by one piece, a move of a piece off the general's rank and file and off the
    /// enemy horses' legs to a point that takes the checker or blocks it is legal without a
    /// test: it ends the check, its leaving exposes nothing, and its landing screens no cannon
    /// (a blocking point lies on no other line from the general, with the checker or, for a
    /// checking cannon, its screen and the cannon still between it and anything behind; where
    /// it takes the checker, a cannon right behind a rook or pawn would be checking through it
    /// already: a double check) — unless the checker is a cannon screened by an enemy cannon,
    /// which a piece landing between would make check. Every other move that might end the
    /// check is tested one by one; in a double check, only those that might end both.
    fn safety(&self) -> Safety {
        let us = self.side;
        let general = self.generals[us.index()].index();
        let checkers = self.checkers(general);
        if checkers != 0 && checkers.count_ones() > 1 {
            let (mut evasions, mut unlimited) = (!0, bit(general));
            for checker in Points(checkers) {
                let (points, screens) = self.evasions(general, checker);
                evasions &= points;
                unlimited |= screens;
            }
            return Safety {
                tested: !0,
                cannon_line: 0,
                evasions,
                unlimited,
            };
        }
        if checkers != 0 {
            let checker = checkers.trailing_zeros() as usize;
            let (evasions, screen) = self.evasions(general, checker);
            let unlimited = screen | bit(general);
            // A piece landing between a cannon and the general would screen the enemy cannon
            // that is the checker's screen.
            let theirs_cannons = self.kinds[CANNON as usize - 1] & self.occ[us.opponent().index()];
            if screen & theirs_cannons != 0 {
                return Safety {
                    tested: !0,
                    cannon_line: 0,
                    evasions,
                    unlimited,
                };
            }
            // A piece off the general's rank and file and off the legs of the enemy horses
            // aimed at it exposes nothing by leaving; landing where it blocks a rook or a
            // horse's leg, or takes the checker, it screens no cannon.
            let own = self.occ[us.index()];
            let lines =
                (FILE_SPREAD[0x3FF] << (general % 9)) | ((0x1FF as Bitboard) << (general / 9 * 9));
            let mut tested = (lines & own) | bit(general);
            let horses = self.kinds[HORSE_CODE as usize - 1] & self.occ[us.opponent().index()];
            for &(leg, from) in HORSES_ATTACKING[general].pairs() {
                if from & horses != 0 {
                    tested |= bit(leg as usize) & own;
                }
            }
            return Safety {
                tested,
                cannon_line: 0,
                evasions,
                unlimited,
            };
        }
        let (tested, cannon_line) = self.pins(general);
        Safety {
            tested,
            cannon_line,
            evasions: !0,
            unlimited: !0,
        }
    }

    /// The pieces of the side to move whose leaving their point may expose its general on
    /// `general` (and the general itself), and the empty points that would make a piece landing
    /// there the screen of an enemy cannon: see [`Safety`].
    ///
    /// Read off the occupancy of the general's file and rank, each way out to the third piece
    /// (what stands behind one or two screens decides), without walking the points between.
    fn pins(&self, general: usize) -> (Bitboard, Bitboard) {
        let us = self.side;
        let theirs = Self::color_bits(us.opponent());
        let own = self.occ[us.index()];
        let (file, rank) = (general % 9, general / 9);
        let mut tested = bit(general);
        let mut cannon_line = 0;
        // Each line as its occupancy bits, the general's place on it, and whether it is the
        // file (where the other general, too, stands behind a lone screen).
        let lines = [
            (file_line(self.occ_by_file, file), rank, true),
            (rank_line(self.occupied(), rank), file, false),
        ];
        for (line, at, along_file) in lines {
            let point = |i: usize| {
                if along_file {
                    i * 9 + file
                } else {
                    rank * 9 + i
                }
            };
            let points = |bits: usize| -> Bitboard {
                if along_file {
                    FILE_SPREAD[bits] << file
                } else {
                    (bits as Bitboard) << (rank * 9)
                }
            };
            let past = !((2usize << at) - 1);
            let before = (1usize << at) - 1;
            for up in [true, false] {
                let mut rest = line & if up { past } else { before };
                let mut next = || {
                    (rest != 0).then(|| {
                        let i = if up {
                            rest.trailing_zeros()
                        } else {
                            usize::BITS - 1 - rest.leading_zeros()
                        } as usize;
                        rest &= !(1 << i);
                        i
                    })
                };
                let Some(first) = next() else { continue };
                if self.cells[point(first)] == CANNON | theirs {
                    let between = if up {
                        past & ((1 << first) - 1)
                    } else {
                        before & !((2 << first) - 1)
                    };
                    cannon_line |= points(between);
                }
                let Some(second) = next() else { continue };
                let cell = self.cells[point(second)];
                if cell == ROOK | theirs || (along_file && cell == GENERAL | theirs) {
                    tested |= bit(point(first)) & own;
                }
                let Some(third) = next() else { continue };
                if self.cells[point(third)] == CANNON | theirs {
                    tested |= (bit(point(first)) | bit(point(second))) & own;
                }
            }
        }
        let horses = self.kinds[HORSE_CODE as usize - 1] & self.occ[us.opponent().index()];
        for &(leg, from) in HORSES_ATTACKING[general].pairs() {
            if from & horses != 0 {
                tested |= bit(leg as usize) & own;
            }
        }
        (tested, cannon_line)
    }

    /// [`Position::pins`] worked out by walking each ray from the general point by point, as
    /// it was before it read the lines' occupancy: the reference it is tested against.
    #[cfg(test)]
    fn pins_by_walking(&self, general: usize) -> (Bitboard, Bitboard) {
        let us = self.side;
        let theirs = Self::color_bits(us.opponent());
        let own = self.occ[us.index()];
        let mut tested = bit(general);
        let mut cannon_line = 0;
        for (d, ray) in RAYS[general].iter().enumerate() {
            // Walk out to the third piece: what stands behind one or two screens decides.
            let (mut screens, mut seen, mut empty) = (0u32, 0 as Bitboard, 0 as Bitboard);
            for &t in ray.squares() {
                let t = t as usize;
                let cell = self.cells[t];
                if cell == 0 {
                    if screens == 0 {
                        empty |= bit(t);
                    }
                    continue;
                }
                match screens {
                    0 if cell == CANNON | theirs => cannon_line |= empty,
                    1 if cell == ROOK | theirs || (d < 2 && cell == GENERAL | theirs) => {
                        tested |= seen & own;
                    }
                    2 if cell == CANNON | theirs => tested |= seen & own,
                    _ => {}
                }
                seen |= bit(t);
                screens += 1;
                if screens == 3 {
                    break;
                }
            }
        }
        let horses = self.kinds[HORSE_CODE as usize - 1] & self.occ[us.opponent().index()];
        for &(leg, from) in HORSES_ATTACKING[general].pairs() {
            if from & horses != 0 {
                tested |= bit(leg as usize) & own;
            }
        }
        (tested, cannon_line)
    }

    /// The enemy pieces that attack the side to move's general on `general`.
    fn checkers(&self, general: usize) -> Bitboard {
        let them = self.side.opponent();
        let [rooks, cannons, horses, pawns] = self.attack_sets(them, 0);
        let occ = self.occupied();
        let lines = LINES[general];
        let mut out = PAWN_ATTACKERS[them.index()][general] & pawns;
        if rooks & lines != 0 {
            out |= rook_targets(general, occ, self.occ_by_file) & rooks;
        }
        if cannons & lines != 0 {
            out |= cannon_targets(general, occ, self.occ_by_file) & cannons;
        }
        if horses & HORSE_ATTACKER_POINTS[general] != 0 {
            for &(leg, from) in HORSES_ATTACKING[general].pairs() {
                if occ & bit(leg as usize) == 0 {
                    out |= from & horses;
                }
            }
        }
        out
    }

    /// For a check by the piece on `checker`: the points where another piece than the general
    /// might end it (the checker, the empty points between it and the general on `general`, its
    /// horse's leg), and the piece that might end it by leaving (a checking cannon's screen).
    /// Taking a cannon's screen ends no check: the taker becomes the screen.
    fn evasions(&self, general: usize, checker: usize) -> (Bitboard, Bitboard) {
        let mut points = bit(checker);
        let mut unlimited = 0;
        match self.cells[checker] & 7 {
            HORSE_CODE => {
                for &(leg, from) in HORSES_ATTACKING[general].pairs() {
                    if from & bit(checker) != 0 {
                        points |= bit(leg as usize);
                    }
                }
            }
            ROOK | CANNON | GENERAL => {
                // The points strictly between the two, on the file or rank they share.
                let (lo, hi) = (general.min(checker), general.max(checker));
                let line = if general % 9 == checker % 9 {
                    FILE_SPREAD[0x3FF] << (general % 9)
                } else {
                    (0x1FF as Bitboard) << (general / 9 * 9)
                };
                let between = line & (bit(hi) - 1) & !(bit(lo + 1) - 1);
                let occ = self.occupied();
                points |= between & !occ;
                unlimited |= between & occ;
            }
            _ => {}
        }
        (points, unlimited)
    }

    /// Sends every legal move of the side to move to a point of `onto` to `sink`.
    ///
    /// In check, a piece other than the general and a checking cannon's screen can only go to
    /// the points that might end the check ([`Safety::evasions`]): only the pieces that could
    /// reach one of those points on an empty board (rooks and cannons on its lines, horses,
    /// advisors and pawns a step from it, and the elephants) are visited — the same moves in
    /// the same order, without working out the targets of every other piece.
    #[inline]
    fn generate<S: Sink>(&self, sink: &mut S, onto: Bitboard) {
        let onto = onto & !self.occ[self.side.index()];
        let safety = self.safety();
        let pieces = if safety.evasions == !0 {
            !0
        } else {
            let us = self.side.index();
            let (mut lines, mut horses, mut steps) = (0, 0, 0);
            for t in Points(safety.evasions & onto) {
                lines |= LINES[t];
                horses |= HORSE_ATTACKER_POINTS[t];
                steps |= ADVISOR[t] | PAWN_ATTACKERS[us][t];
            }
            let kind = |k: u8| self.kinds[k as usize - 1];
            safety.unlimited
                | kind(ELEPHANT_CODE)
                | (lines & (kind(ROOK) | kind(CANNON)))
                | (horses & kind(HORSE_CODE))
                | (steps & (kind(ADVISOR_CODE) | kind(PAWN)))
        };
        self.for_each_piece(S::BY_SQUARE, pieces, |from, cell, targets| {
            sink.all(
                from,
                cell,
                self.legal_targets(&safety, from, targets & onto),
            );
        });
    }

    /// The points of `targets` (none holding the mover's own pieces) that the piece on `from`
    /// may legally go to.
    #[inline]
    fn legal_targets(&self, safety: &Safety, from: usize, targets: Bitboard) -> Bitboard {
        if safety.tested & bit(from) == 0 {
            return targets & safety.evasions & !safety.cannon_line;
        }
        let candidates = if safety.unlimited & bit(from) != 0 {
            targets
        } else {
            targets & safety.evasions
        };
        Points(candidates)
            .filter(|&to| self.safe_after(from, to))
            .fold(0, |acc, to| acc | bit(to))
    }

    /// Every legal move of the side to move, piece by piece from `a0` up; a piece's moves go up
    /// the file, down it, left along the rank, then right, nearest first (advisors, elephants
    /// and horses in a fixed order of their steps).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list, !0);
        list
    }

    /// Every legal move of the side to move, in no promised order (kind by kind): cheaper to
    /// list, for callers that put the moves in an order of their own.
    pub fn legal_moves_unordered(&self) -> MoveList {
        let mut list = Unordered(MoveList::new());
        self.generate(&mut list, !0);
        list.0
    }

    /// Appends [`Position::legal_moves_unordered`] to `out`, in the same order, and says
    /// whether there was any.
    pub(crate) fn append_legal_moves_unordered(&self, out: &mut Vec<Move>) -> bool {
        let len = out.len();
        self.generate(&mut Appending(out), !0);
        out.len() > len
    }

    /// The legal captures of the side to move: [`Position::legal_moves`] that take a piece,
    /// in the same order, without generating the others.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list, self.occ[self.side.opponent().index()]);
        list
    }

    /// The legal moves of the side to move onto `target`, in the order of
    /// [`Position::legal_moves`]. Found from the target: every kind of piece reaches it from
    /// where it would reach that kind of piece standing on it (a cannon by its capture when the
    /// target is taken, by its slide when empty), and only those pieces' moves are tested.
    pub fn legal_moves_to(&self, target: Square) -> MoveList {
        let t = target.index();
        let mut list = MoveList::new();
        if self.occ[self.side.index()] & bit(t) != 0 {
            return list;
        }
        for f in Points(self.reaching(t, self.side)) {
            if self.safe_after(f, t) {
                list.push(Move::new(sq(f as u8), target));
            }
        }
        list
    }

    /// The pieces of `color` that reach the point `t` by the way they move, whether or not the
    /// move would be legal: each kind from where it would reach that kind of piece standing on
    /// `t` (a cannon by its capture when the point is taken, by its slide when empty).
    #[inline]
    pub(crate) fn reaching(&self, t: usize, color: Color) -> Bitboard {
        self.reaching_as(t, color, self.occupied() & bit(t) != 0)
    }

    /// [`Position::reaching`], with cannons counted by their capture when `capture`, else by
    /// their slide, whatever stands on `t`.
    #[inline]
    fn reaching_as(&self, t: usize, color: Color, capture: bool) -> Bitboard {
        let occ = self.occupied();
        let theirs = self.occ[color.index()];
        let of = |kind: u8| self.kinds[kind as usize - 1] & theirs;
        let lines = rook_targets(t, occ, self.occ_by_file);
        let cannon_lines = if capture {
            cannon_targets(t, occ, self.occ_by_file)
        } else {
            lines
        };
        (lines & of(ROOK))
            | (cannon_lines & of(CANNON))
            | (Self::blocked_targets(&HORSES_ATTACKING[t], occ) & of(HORSE_CODE))
            | (Self::blocked_targets(&ELEPHANT[t], occ) & of(ELEPHANT_CODE))
            | (ADVISOR[t] & of(ADVISOR_CODE))
            | (GENERAL_STEPS[t] & of(GENERAL))
            | (PAWN_ATTACKERS[color.index()][t] & of(PAWN))
    }

    /// Whether the side to move has a legal move. It stops at the first one found, looking at
    /// the general's moves first (the likeliest way out of a check; each is tested on its own,
    /// so what the other pieces' legality depends on is worked out only when none is legal),
    /// then piece by piece: the moves of a piece are worked out only when its turn comes.
    pub fn has_legal_move(&self) -> bool {
        let own = self.occ[self.side.index()];
        let occ = self.occupied();
        let general = self.generals[self.side.index()].index();
        if Points(GENERAL_STEPS[general] & !own).any(|to| self.safe_after(general, to)) {
            return true;
        }
        let safety = self.safety();
        Points(own & !bit(general)).any(|from| {
            let targets = self.targets(from, self.cells[from], occ) & !own;
            self.legal_targets(&safety, from, targets) != 0
        })
    }

    /// How many legal moves the side to move has: [`Position::legal_moves`]`().len()`, without
    /// listing them.
    pub fn legal_move_count(&self) -> u64 {
        let mut count = Count(0);
        self.generate(&mut count, !0);
        count.0
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let (from, to) = (mv.from.index(), mv.to.index());
        let cell = self.cells[from];
        let own = self.occ[self.side.index()];
        Self::is_color(cell, self.side)
            && self.targets(from, cell, self.occupied()) & !own & bit(to) != 0
            && self.safe_after(from, to)
    }

    /// Whether moving a piece from `mv.from` to `mv.to` could let something attack the general
    /// on `general`: only by leaving or entering its rank or file (lines, screens, the facing
    /// generals) or by leaving a point diagonally next to it (a horse's leg).
    #[inline]
    fn may_expose(&self, general: Square, mv: Move) -> bool {
        let (gf, gr) = (general.file(), general.rank());
        mv.from.file() == gf
            || mv.from.rank() == gr
            || mv.to.file() == gf
            || mv.to.rank() == gr
            || ((mv.from.file().index() as i32 - gf.index() as i32).abs() == 1
                && (mv.from.rank().index() as i32 - gr.index() as i32).abs() == 1)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.general_attacked(self.side)
    }

    /// Whether the general of `color` is attacked by the other side, counting the facing
    /// generals as an attack.
    pub(crate) fn general_attacked(&self, color: Color) -> bool {
        let by = color.opponent();
        Self::attacked(
            self.generals[color.index()].index(),
            by,
            self.occupied(),
            self.occ_by_file,
            &self.attack_sets(by, 0),
        )
    }

    /// Whether the two generals stand on one file with nothing between them.
    pub(crate) fn generals_facing(&self) -> bool {
        let [r, b] = self.generals;
        if r.file() != b.file() {
            return false;
        }
        let (lo, hi) = (r.index().min(b.index()), r.index().max(b.index()));
        (lo + 9..hi).step_by(9).all(|i| self.cells[i] == 0)
    }

    /// The squares of `color`'s pieces that could capture on `target` by the way they move
    /// (legs, eyes, screens, palace and river respected), whether or not the capture would
    /// leave their own general exposed, from `a0` up. The target square's occupant is
    /// irrelevant. (The generals never face each other on a legal board, so a general attacks
    /// only the points next to it.)
    pub fn attackers(&self, target: Square, color: Color) -> Vec<Square> {
        Points(self.reaching_as(target.index(), color, true))
            .map(|s| sq(s as u8))
            .collect()
    }

    /// Whether the side to move is checkmated or stalemated; `None` while it has a legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            None
        } else if self.in_check() {
            Some(Outcome::Checkmate)
        } else {
            Some(Outcome::Stalemate)
        }
    }

    /// Whether the move gives check.
    pub fn gives_check(&self, mv: Move) -> bool {
        let (from, to) = (mv.from.index(), mv.to.index());
        let mover = if self.cells[from] & 8 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        let target = self.generals[mover.opponent().index()].index();
        self.may_check(mv) && self.attacked_after(target, mover, from, to)
    }

    /// The legal moves that give check.
    ///
    /// In the order of [`Position::legal_moves`]. A piece checks by where it lands — as a
    /// rook, cannon, horse, pawn or facing general aimed at the enemy general from there, or as
    /// the screen of one of its side's cannons — or by what its leaving opens. Both are read
    /// off the board: the points to land on as the board stands, or, for a rook or cannon on
    /// the general's rank or file and a horse on one of its legs, as the board stands without
    /// it; only the moves of a piece whose leaving opens a check and that land back on those
    /// lines are tested one by one. A side's legality is worked out only once a piece is found
    /// that could check.
    pub fn checking_moves(&self) -> MoveList {
        let us = self.side;
        let own = self.occ[us.index()];
        let occ = self.occupied();
        let general = self.generals[us.opponent().index()].index();
        let (file, rank) = (general % 9, general / 9);
        let on_file = FILE_SPREAD[0x3FF] << file;
        let on_rank = (0x1FF as Bitboard) << (rank * 9);
        let lines = on_file | on_rank;
        let horses = self.own(HORSE_CODE);
        let (mut legs, mut uncovers) = (0, 0);
        for &(leg, from) in HORSES_ATTACKING[general].pairs() {
            legs |= bit(leg as usize);
            if from & horses != 0 {
                uncovers |= bit(leg as usize);
            }
        }
        // Leaving a point opens a check only along a line from the general that holds a rook,
        // cannon or general of the side to move, or off the leg of one of its horses.
        let line_pieces = self.own(ROOK) | self.own(CANNON) | self.own(GENERAL);
        for line in [on_file, on_rank] {
            if line & line_pieces != 0 {
                uncovers |= line;
            }
        }
        let standing = self.check_points(general, occ, self.occ_by_file, self.own(CANNON));
        let lands_by_kind = standing.by_kind();
        let mut safety = None;
        let mut list = MoveList::new();
        for from in Points(own) {
            let cell = self.cells[from];
            let opens = (lines | legs) & bit(from) != 0;
            let lands = lands_by_kind[(cell & 7) as usize];
            if !opens && lands & REACH[cell as usize][from] == 0 {
                continue;
            }
            let targets = self.targets(from, cell, occ) & !own;
            let checks = if !opens {
                let landing = targets & lands;
                if landing == 0 {
                    continue;
                }
                let safety = safety.get_or_insert_with(|| self.safety());
                self.legal_targets(safety, from, landing)
            } else {
                let occ = occ & !bit(from);
                let occ_by_file = self.occ_by_file & !file_bit(from);
                let sets = self.attack_sets(us, bit(from));
                if uncovers & bit(from) != 0 && Self::attacked(general, us, occ, occ_by_file, &sets)
                {
                    // Leaving opens a check: every move does but one that closes it again.
                    let safety = safety.get_or_insert_with(|| self.safety());
                    Points(self.legal_targets(safety, from, targets))
                        .filter(|&to| {
                            (lines | legs) & bit(to) == 0
                                || self.attacked_after(general, us, from, to)
                        })
                        .fold(0, |acc, to| acc | bit(to))
                } else {
                    // Where it lands to check, read off the board without it. That differs
                    // from the board with it only for a rook or cannon on a line (its own line
                    // points) and a horse on a leg (its own leg). Any other piece's leaving
                    // could only change the points that screen a cannon — were it the one
                    // piece between a cannon and the general, the cannon would be checking
                    // already, which a legal position does not allow — or open a check.
                    let own_lines = match cell & 7 {
                        ROOK | CANNON => lines,
                        HORSE_CODE => legs,
                        _ => 0,
                    };
                    let lands = if own_lines & bit(from) != 0 {
                        let cannons = self.own(CANNON) & !bit(from);
                        self.check_points(general, occ, occ_by_file, cannons)
                            .landing(cell)
                    } else {
                        lands
                    };
                    let landing = targets & lands;
                    if landing == 0 {
                        continue;
                    }
                    let safety = safety.get_or_insert_with(|| self.safety());
                    self.legal_targets(safety, from, landing)
                }
            };
            list.all(from, cell, checks);
        }
        list
    }

    /// The points from which a piece of the side to move would check the enemy general on
    /// `general`, on a board with this occupancy (both layouts) and the side's cannons on
    /// `cannons`.
    #[inline]
    fn check_points(
        &self,
        general: usize,
        occ: Bitboard,
        occ_by_file: Bitboard,
        cannons: Bitboard,
    ) -> CheckPoints {
        let rook = rook_targets(general, occ, occ_by_file);
        // A cannon checks from behind exactly one screen: past the first piece on each line
        // from the general, up to and with the second.
        let first = rook & occ;
        let cannon = rook_targets(
            general,
            occ & !first,
            Points(first).fold(occ_by_file, |acc, s| acc & !file_bit(s)),
        ) & !rook;
        let horse = HORSES_ATTACKING[general]
            .pairs()
            .iter()
            .filter(|&&(leg, _)| occ & bit(leg as usize) == 0)
            .fold(0, |acc, &(_, from)| acc | from);
        // The empty points between the general and a cannon with nothing between them: a
        // piece landing there becomes the cannon's screen.
        let screens = Points(cannons & rook)
            .fold(0, |acc, c| acc | (rook_targets(c, occ, occ_by_file) & rook));
        CheckPoints {
            rook,
            cannon,
            horse,
            pawn: PAWN_ATTACKERS[self.side.index()][general],
            facing: rook & (FILE_SPREAD[0x3FF] << (general % 9)),
            screens,
        }
    }

    /// Whether a move could give check at all: it must touch a line or a horse's leg of the
    /// enemy general, or put a horse or pawn where it attacks it. Cheap; exact is
    /// [`Position::gives_check`].
    #[inline]
    fn may_check(&self, mv: Move) -> bool {
        let target = self.generals[self.side.opponent().index()];
        if self.may_expose(target, mv) {
            return true;
        }
        let (df, dr) = (
            (mv.to.file().index() as i32 - target.file().index() as i32).abs(),
            (mv.to.rank().index() as i32 - target.rank().index() as i32).abs(),
        );
        match self.cells[mv.from.index()] & 7 {
            HORSE_CODE => (df, dr) == (1, 2) || (df, dr) == (2, 1),
            PAWN => df + dr == 1,
            _ => false,
        }
    }

    /// The piece a move captures, if any.
    pub fn captured_by(&self, mv: Move) -> Option<Piece> {
        decode(self.cells[mv.to.index()])
    }

    /// Whether a square holds a piece of this kind and colour.
    pub fn has(&self, square: Square, piece: Piece) -> bool {
        self.cells[square.index()] == code(piece)
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` plies (perft).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.legal_move_count();
    }
    pos.legal_moves_unordered()
        .iter()
        .map(|&m| perft(&pos.play_unchecked(m), depth - 1))
        .sum()
}

/// Perft split by the first move: each legal move with the node count below it.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| (m, perft(&pos.play_unchecked(m), depth - 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    /// Positions of random games from the start and from a few sparse middlegames (a
    /// xorshift generator with a fixed seed: the same positions every run).
    fn random_positions() -> Vec<Position> {
        let starts = [
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "2bak4/4a4/4b4/2R1C4/4c4/9/9/4B4/3rA4/2BAK4 w",
            "3k5/4a4/4c4/9/4C4/4R4/9/4r4/4A4/3AK4 w",
            "4ka3/4a4/4b1n2/9/2c3c2/9/4C4/4B4/4A4/3AKR3 b",
        ];
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut out = Vec::new();
        for fen in starts {
            for _ in 0..60 {
                let mut p = pos(fen);
                for _ in 0..120 {
                    let moves = p.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    out.push(p.clone());
                    let m = moves.as_slice()[random() as usize % moves.len()];
                    p = p.play_unchecked(m);
                }
            }
        }
        out
    }

    #[test]
    fn pins_read_off_the_lines_are_those_walked_point_by_point() {
        let positions = random_positions();
        assert!(positions.len() > 10_000, "{} positions", positions.len());
        let mut pinned = 0;
        for p in &positions {
            for general in p.generals {
                let want = p.pins_by_walking(general.index());
                assert_eq!(p.pins(general.index()), want, "{}", p.to_setup().to_fen());
                pinned += usize::from(want.0.count_ones() > 1 || want.1 != 0);
            }
        }
        assert!(
            pinned > 1_000,
            "only {pinned} positions with a pin or a cannon line"
        );
    }

    /// The empty-board reach that lets `checking_moves` skip a piece is every point the piece
    /// reaches on an empty board, as its move tables give it — horses' and elephants' included.
    #[test]
    fn reach_is_every_target_on_an_empty_board() {
        for code in 0..16u8 {
            for sq in 0..90 {
                let want = match code & 7 {
                    GENERAL => GENERAL_STEPS[sq],
                    ADVISOR_CODE => ADVISOR[sq],
                    ELEPHANT_CODE => Position::blocked_targets(&ELEPHANT[sq], 0),
                    HORSE_CODE => Position::blocked_targets(&HORSE[sq], 0),
                    ROOK | CANNON => rook_targets(sq, 0, 0),
                    PAWN => PAWN_STEPS[usize::from(code >> 3)][sq],
                    _ => 0,
                };
                assert_eq!(
                    REACH[usize::from(code)][sq],
                    want,
                    "code {code}, point {sq}"
                );
            }
        }
    }

    /// What a check by a rook, cannon or general leaves to block, read off the line between the
    /// two, is what walking the ray from the general to the checker finds.
    #[test]
    fn points_between_a_checker_and_the_general_are_those_walked_point_by_point() {
        let mut checks = 0;
        for p in random_positions() {
            let general = p.generals[p.side.index()].index();
            for checker in Points(p.checkers(general)) {
                let (mut points, mut screens) = (bit(checker), 0);
                if matches!(p.cells[checker] & 7, ROOK | CANNON | GENERAL) {
                    let ray = RAYS[general]
                        .iter()
                        .find(|r| r.squares().contains(&(checker as u8)))
                        .expect("a line piece checks along a ray");
                    for &t in ray.squares().iter().take_while(|&&t| t as usize != checker) {
                        if p.cells[t as usize] != 0 {
                            screens |= bit(t as usize);
                        } else {
                            points |= bit(t as usize);
                        }
                    }
                    checks += 1;
                } else {
                    points = p.evasions(general, checker).0;
                }
                let fen = p.to_setup().to_fen();
                assert_eq!(p.evasions(general, checker), (points, screens), "{fen}");
            }
        }
        assert!(checks > 500, "only {checks} checks along a line");
    }

    /// The moves appended to a vector are [`Position::legal_moves_unordered`], in its order,
    /// after what the vector held — in and out of check.
    #[test]
    fn appended_moves_are_the_unordered_legal_moves() {
        let mut in_check = 0;
        for p in random_positions().iter().step_by(7) {
            let checks = p.checking_moves();
            let after_checks = checks.iter().map(|&m| p.play_unchecked(m));
            for q in std::iter::once(p.clone()).chain(after_checks) {
                let held = vec![Move::new(sq(0), sq(1))];
                let mut out = held.clone();
                let any = q.append_legal_moves_unordered(&mut out);
                let want = q.legal_moves_unordered();
                assert_eq!(out[..1], held[..], "{}", q.to_setup().to_fen());
                assert_eq!(out[1..], *want.as_slice(), "{}", q.to_setup().to_fen());
                assert_eq!(any, !want.is_empty());
                in_check += usize::from(q.in_check());
            }
        }
        assert!(in_check > 500, "only {in_check} positions in check");
    }

    #[test]
    fn start_position_has_44_moves() {
        assert_eq!(Position::start().legal_moves().len(), 44);
    }

    #[test]
    fn horse_leg_blocks() {
        // In the start position the horse on b0 has its leg b1 free: a2 and c2 are reachable.
        let p = Position::start();
        let b0 = Square::parse("b0").unwrap();
        let from_b0: Vec<_> = p
            .legal_moves()
            .iter()
            .filter(|m| m.from == b0)
            .copied()
            .collect();
        assert_eq!(from_b0.len(), 2);
        let blocked = pos("3k5/9/9/9/9/9/9/9/1R7/1N2K4 w");
        assert!(
            blocked
                .legal_moves()
                .iter()
                .all(|m| m.from != b0 || m.to.rank().index() == 1)
        );
    }

    #[test]
    fn generals_may_not_face() {
        // The red advisor on e1 shields the generals; it is pinned.
        let p = pos("4k4/9/9/9/9/9/9/9/4A4/3K5 w");
        let e1 = Square::parse("e1").unwrap();
        assert!(p.legal_moves().iter().any(|m| m.from == e1));
        let p = pos("4k4/9/9/9/9/9/9/9/4A4/4K4 w");
        assert!(p.legal_moves().iter().all(|m| m.from != e1));
    }

    #[test]
    fn cannon_needs_a_screen_to_capture() {
        let p = pos("3k5/9/9/9/9/9/9/9/9/C2pK4 w");
        let a0 = Square::parse("a0").unwrap();
        let d0 = Square::parse("d0").unwrap();
        assert!(!p.legal_moves().contains(Move::new(a0, d0)));
    }

    #[test]
    fn checkmate_and_stalemate() {
        // Two rooks mate the black general on the back rank.
        let mate = pos("3Rk4/R8/9/9/9/9/9/9/9/3K5 b");
        assert_eq!(mate.outcome(), Some(Outcome::Checkmate));
        let p = Position::start();
        assert_eq!(p.outcome(), None);
    }

    #[test]
    fn attackers_respect_legs_and_screens() {
        let p = Position::start();
        // Black's cannon on b7 attacks b0 with the red cannon on b2 as its screen.
        let b0 = Square::parse("b0").unwrap();
        assert_eq!(
            p.attackers(b0, Color::Black),
            vec![Square::parse("b7").unwrap()]
        );
        let e3 = Square::parse("e3").unwrap();
        assert!(p.attackers(e3, Color::Black).is_empty());
    }

    #[test]
    fn taking_a_checking_rook_may_screen_the_cannon_behind_it() {
        // The red rook e5 checks, and so does the red cannon e3 through it (a double check).
        // The black rook a5 may not take the rook: standing on e5 it would screen the cannon.
        let p = pos("4k4/9/9/9/r3R4/9/4C4/9/9/3K5 b");
        let a5e5 = Move::new(Square::parse("a5").unwrap(), Square::parse("e5").unwrap());
        assert!(!p.legal_moves().contains(a5e5));
        assert!(!p.is_legal(a5e5));
        assert_eq!(p.legal_move_count(), p.legal_moves().len() as u64);
        // Without the cannon the capture ends the check.
        let q = pos("4k4/9/9/9/r3R4/9/9/9/9/3K5 b");
        assert!(q.legal_moves().contains(a5e5));
    }

    #[test]
    fn blocking_a_cannon_screened_by_a_cannon_screens_that_one() {
        // The red cannon e5 checks over the red cannon e7. The black rook a8 landing on e8
        // would end that check and become the screen of the cannon e7; on e6 it ends it.
        let p = pos("4k4/r8/4C4/9/4C4/9/9/9/9/3K5 b");
        let to = |s: &str| Move::new(Square::parse("a8").unwrap(), Square::parse(s).unwrap());
        assert!(p.in_check());
        assert!(!p.legal_moves().contains(to("e8")));
        assert!(!p.is_legal(to("e8")));
        let q = pos("4k4/9/r3C4/9/4C4/9/9/9/9/3K5 b");
        let a7 = |s: &str| Move::new(Square::parse("a7").unwrap(), Square::parse(s).unwrap());
        assert!(
            !q.legal_moves().contains(a7("e7")),
            "taking the screen keeps the check"
        );
        let r = pos("4k4/9/4C4/r8/4C4/9/9/9/9/3K5 b");
        let a6e6 = Move::new(Square::parse("a6").unwrap(), Square::parse("e6").unwrap());
        assert!(r.legal_moves().contains(a6e6));
    }
}
