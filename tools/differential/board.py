"""A small Xiangqi board: FEN, legal moves, attacks, and the symmetries the check needs.

Squares are numbered rank * 9 + file, file 0..8 = a..i, rank 0..9 from red's side, so a
square's ICCS name is ``"abcdefghi"[file] + str(rank)`` (qili's notation). Fairy-Stockfish
numbers ranks 1..10; ``to_fs``/``from_fs`` convert moves between the two.

This board exists to generate loops fast (pyffish spends milliseconds per call) and to describe
disagreements; qili and Fairy-Stockfish remain the judges. ``legal_moves`` is cross-checked
against pyffish by ``differential.py selftest``.
"""

from __future__ import annotations

import re

FILES = "abcdefghi"
RED, BLACK = "w", "b"
VALUES = {"r": 9, "c": 4.5, "n": 4, "b": 2, "a": 2, "p": 1, "k": 0}
NAMES = {"r": "rook", "c": "cannon", "n": "horse", "b": "elephant", "a": "advisor",
         "p": "pawn", "k": "general"}
ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
# (leg offset, destination offset) for horse moves, as (file, rank) deltas.
HORSE = tuple(((lf, lr), (lf * 2 + (lr != 0) * s, lr * 2 + (lf != 0) * s))
              for lf, lr in ORTHO for s in (1, -1))

_MOVE = re.compile(r"^([a-i])(\d{1,2})([a-i])(\d{1,2})$")


def square(file: int, rank: int) -> int:
    """The square number of a file (0..8) and rank (0..9)."""
    return rank * 9 + file


def name(sq: int) -> str:
    """ICCS name of a square, e.g. ``e0``."""
    return FILES[sq % 9] + str(sq // 9)


def parse_move(move: str) -> tuple[int, int]:
    """(from, to) squares of an ICCS move with ranks 0..9."""
    m = _MOVE.match(move)
    if not m or int(m.group(2)) > 9 or int(m.group(4)) > 9:
        raise ValueError(f"not an ICCS move with ranks 0-9: {move!r}")
    return (square(FILES.index(m.group(1)), int(m.group(2))),
            square(FILES.index(m.group(3)), int(m.group(4))))


def move_str(frm: int, to: int) -> str:
    """ICCS text of a move."""
    return name(frm) + name(to)


def to_fs(move: str) -> str:
    """An ICCS move (ranks 0..9) in Fairy-Stockfish's coordinates (ranks 1..10)."""
    frm, to = parse_move(move)
    return f"{FILES[frm % 9]}{frm // 9 + 1}{FILES[to % 9]}{to // 9 + 1}"


def from_fs(move: str) -> str:
    """A Fairy-Stockfish move (ranks 1..10) as ICCS with ranks 0..9."""
    m = _MOVE.match(move)
    if not m:
        raise ValueError(f"not a Fairy-Stockfish xiangqi move: {move!r}")
    return f"{m.group(1)}{int(m.group(2)) - 1}{m.group(3)}{int(m.group(4)) - 1}"


def colour(piece: str) -> str:
    """The side a piece letter belongs to."""
    return RED if piece.isupper() else BLACK


def other(side: str) -> str:
    """The opponent of a side."""
    return BLACK if side == RED else RED


def on_board(f: int, r: int) -> bool:
    """Whether file/rank lie on the board."""
    return 0 <= f < 9 and 0 <= r < 10


def in_palace(side: str, f: int, r: int) -> bool:
    """Whether file/rank lie in the side's palace."""
    return 3 <= f <= 5 and (r <= 2 if side == RED else r >= 7)


def own_half(side: str, r: int) -> bool:
    """Whether a rank lies on the side's half of the river."""
    return r <= 4 if side == RED else r >= 5


class Board:
    """A position: 90 squares (piece letter or None) and the side to move."""

    __slots__ = ("sq", "side")

    def __init__(self, squares: list, side: str):
        self.sq = squares
        self.side = side

    @classmethod
    def from_fen(cls, fen: str) -> "Board":
        """Read the placement and side fields of a FEN (``w``/``r`` red, ``b`` black)."""
        fields = fen.split()
        rows = fields[0].split("/")
        if len(rows) != 10:
            raise ValueError(f"FEN needs 10 ranks: {fen!r}")
        sq = [None] * 90
        for i, row in enumerate(rows):
            rank, f = 9 - i, 0
            for ch in row:
                if ch.isdigit():
                    f += int(ch)
                else:
                    if ch.lower() not in VALUES or f > 8:
                        raise ValueError(f"bad FEN rank {row!r}: {fen!r}")
                    sq[square(f, rank)] = ch
                    f += 1
            if f != 9:
                raise ValueError(f"FEN rank {row!r} is not 9 files: {fen!r}")
        side = fields[1] if len(fields) > 1 else RED
        if side not in ("w", "r", "b"):
            raise ValueError(f"bad side to move in {fen!r}")
        return cls(sq, BLACK if side == "b" else RED)

    def placement(self) -> str:
        """The piece-placement field of the FEN."""
        rows = []
        for rank in range(9, -1, -1):
            row, empty = "", 0
            for f in range(9):
                p = self.sq[square(f, rank)]
                if p is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + p
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        return "/".join(rows)

    def fen(self) -> str:
        """Full FEN (six fields, counters zero/one) as both programs read it."""
        return f"{self.placement()} {self.side} - - 0 1"

    def copy(self) -> "Board":
        """An independent copy."""
        return Board(list(self.sq), self.side)

    def play(self, move: str) -> "Board":
        """The position after a move (not checked for legality)."""
        frm, to = parse_move(move)
        b = self.copy()
        b.sq[to], b.sq[frm] = b.sq[frm], None
        b.side = other(self.side)
        return b

    def mirrored(self) -> "Board":
        """Files a..i reversed."""
        return Board([self.sq[square(8 - s % 9, s // 9)] for s in range(90)], self.side)

    def colour_swapped(self) -> "Board":
        """Ranks reversed and colours swapped: red's position becomes black's."""
        sq = []
        for s in range(90):
            p = self.sq[square(s % 9, 9 - s // 9)]
            sq.append(p.swapcase() if p else None)
        return Board(sq, other(self.side))

    def general(self, side: str) -> int | None:
        """The square of a side's general."""
        k = "K" if side == RED else "k"
        for s, p in enumerate(self.sq):
            if p == k:
                return s
        return None

    def pieces(self, side: str):
        """(square, piece) of every piece of a side."""
        return [(s, p) for s, p in enumerate(self.sq) if p and colour(p) == side]

    # --- move generation -------------------------------------------------------------

    def pseudo_moves(self, frm: int) -> list[int]:
        """Destinations of the piece on ``frm`` by its moving rules, ignoring checks."""
        p = self.sq[frm]
        side = colour(p)
        kind = p.lower()
        f, r = frm % 9, frm // 9
        out = []

        def empty_or_enemy(t):
            q = self.sq[t]
            return q is None or colour(q) != side

        if kind in ("r", "c"):
            for df, dr in ORTHO:
                nf, nr, screened = f + df, r + dr, False
                while on_board(nf, nr):
                    t = square(nf, nr)
                    q = self.sq[t]
                    if not screened:
                        if q is None:
                            out.append(t)
                        else:
                            if kind == "r":
                                if colour(q) != side:
                                    out.append(t)
                                break
                            screened = True
                    elif q is not None:
                        if colour(q) != side:
                            out.append(t)
                        break
                    nf, nr = nf + df, nr + dr
        elif kind == "n":
            for (lf, lr), (df, dr) in HORSE:
                if on_board(f + df, r + dr) and self.sq[square(f + lf, r + lr)] is None:
                    t = square(f + df, r + dr)
                    if empty_or_enemy(t):
                        out.append(t)
        elif kind == "b":
            for df, dr in DIAG:
                nf, nr = f + 2 * df, r + 2 * dr
                if on_board(nf, nr) and own_half(side, nr) \
                        and self.sq[square(f + df, r + dr)] is None and empty_or_enemy(square(nf, nr)):
                    out.append(square(nf, nr))
        elif kind == "a":
            for df, dr in DIAG:
                nf, nr = f + df, r + dr
                if on_board(nf, nr) and in_palace(side, nf, nr) and empty_or_enemy(square(nf, nr)):
                    out.append(square(nf, nr))
        elif kind == "k":
            for df, dr in ORTHO:
                nf, nr = f + df, r + dr
                if on_board(nf, nr) and in_palace(side, nf, nr) and empty_or_enemy(square(nf, nr)):
                    out.append(square(nf, nr))
        elif kind == "p":
            fwd = 1 if side == RED else -1
            steps = [(0, fwd)] + ([(1, 0), (-1, 0)] if not own_half(side, r) else [])
            for df, dr in steps:
                nf, nr = f + df, r + dr
                if on_board(nf, nr) and empty_or_enemy(square(nf, nr)):
                    out.append(square(nf, nr))
        return out

    def attacks(self, frm: int) -> list[int]:
        """Squares holding enemy pieces that the piece on ``frm`` could capture (pseudo-legal)."""
        return [t for t in self.pseudo_moves(frm) if self.sq[t] is not None]

    def generals_face(self) -> bool:
        """Whether the two generals stand on one file with nothing between."""
        a, b = self.general(RED), self.general(BLACK)
        if a is None or b is None or a % 9 != b % 9:
            return False
        return all(self.sq[s] is None for s in range(a + 9, b, 9))

    def in_check(self, side: str) -> bool:
        """Whether a side's general is attacked."""
        g = self.general(side)
        if g is None:
            return True
        return self.attacked(g, other(side))

    def attacked(self, target: int, by: str) -> bool:
        """Whether a rook, cannon, horse or pawn of ``by`` could move onto ``target``.

        Advisors, elephants and the general never reach the other half; this serves the
        check test, which is all it is used for."""
        sq = self.sq
        rook, cannon, horse, pawn = ("R", "C", "N", "P") if by == RED else ("r", "c", "n", "p")
        f, r = target % 9, target // 9
        for df, dr in ORTHO:
            nf, nr, seen = f + df, r + dr, 0
            while 0 <= nf < 9 and 0 <= nr < 10:
                q = sq[nr * 9 + nf]
                if q is not None:
                    if seen == 0 and q == rook or seen == 1 and q == cannon:
                        return True
                    seen += 1
                    if seen == 2:
                        break
                nf, nr = nf + df, nr + dr
        for (lf, lr), (df, dr) in HORSE:
            hf, hr = f - df, r - dr
            if 0 <= hf < 9 and 0 <= hr < 10 and sq[hr * 9 + hf] == horse \
                    and sq[(hr + lr) * 9 + hf + lf] is None:
                return True
        back = -1 if by == RED else 1
        if 0 <= r + back < 10 and sq[(r + back) * 9 + f] == pawn:
            return True
        if not own_half(by, r):
            for df in (1, -1):
                if 0 <= f + df < 9 and sq[r * 9 + f + df] == pawn:
                    return True
        return False

    def legal(self, move: str) -> bool:
        """Whether an ICCS move is legal for the side to move."""
        frm, to = parse_move(move)
        p = self.sq[frm]
        if p is None or colour(p) != self.side or to not in self.pseudo_moves(frm):
            return False
        after = self.play(move)
        return not after.generals_face() and not after.in_check(self.side)

    def legal_moves(self) -> list[str]:
        """Every legal move of the side to move, in ICCS, sorted."""
        out = []
        for s, _ in self.pieces(self.side):
            for t in self.pseudo_moves(s):
                m = move_str(s, t)
                after = self.play(m)
                if not after.generals_face() and not after.in_check(self.side):
                    out.append(m)
        return sorted(out)

    def is_capture(self, move: str) -> bool:
        """Whether a move lands on a piece."""
        return self.sq[parse_move(move)[1]] is not None

    def valid(self) -> bool:
        """Both generals present, not facing, and the side not to move not in check."""
        return (self.general(RED) is not None and self.general(BLACK) is not None
                and not self.generals_face() and not self.in_check(other(self.side)))


def reverse(move: str) -> str:
    """The move that takes the piece back."""
    frm, to = parse_move(move)
    return move_str(to, frm)


def mirror_move(move: str) -> str:
    """A move with files a..i reversed."""
    frm, to = parse_move(move)
    return move_str(square(8 - frm % 9, frm // 9), square(8 - to % 9, to // 9))


def flip_move(move: str) -> str:
    """A move with ranks reversed (for the colour-swapped position)."""
    frm, to = parse_move(move)
    return move_str(square(frm % 9, 9 - frm // 9), square(to % 9, 9 - to // 9))


START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
