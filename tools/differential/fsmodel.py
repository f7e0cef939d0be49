"""A model of how Fairy-Stockfish (pyffish 0.0.90) decides a xiangqi repetition, to say *why*
it disagrees with qili.

It follows the published source of ``Position::chased()`` and the n-fold branch of
``Position::is_optional_game_end()`` in behaviour (no code is taken from it): after every move,
the set of the opponent's pieces the move "chases", each tagged with the mechanism that put it
there; a side loses when one enemy piece (followed as it moves) is chased after every one of its
moves, or when it checks on every move, checks taking precedence. ``differential.py check``
compares the model's verdict with pyffish's on every loop and reports the loops it does not
reproduce, so the explanations it gives can be trusted where it agrees.

Mechanisms (the keys of a chased set):

- ``direct``: the moved piece attacks it (a rook or cannon's attacks along the line it moved on
  are left out);
- ``own-line``: the moved rook or cannon itself, looked at as if it had uncovered a line: the
  target stands beyond the square it left, on the line it moved along (a rook retreating along
  its line while keeping the attack);
- ``discovered``: another piece whose line or leg the move opened;
- ``fake-root``: a piece whose protector the move has just pinned;
- ``discovered-check``: a piece attacked by a piece of the mover that now stands in front of a
  discovered check.
"""

from __future__ import annotations

from board import (DIAG, HORSE, ORTHO, RED, Board, colour, in_palace, on_board, other, own_half,
                   parse_move)


def attacks(sq: list, s: int, occ: set, piece: str | None = None) -> set[int]:
    """Occupied squares the piece on ``s`` could capture on (whatever their colour) when the
    occupied squares are ``occ``; ``piece`` overrides what stands on ``s``."""
    p = piece or sq[s]
    side, kind = colour(p), p.lower()
    f, r = s % 9, s // 9
    out = set()
    if kind in ("r", "c"):
        for df, dr in ORTHO:
            nf, nr, seen = f + df, r + dr, 0
            while on_board(nf, nr):
                t = nr * 9 + nf
                if t in occ:
                    if kind == "r" or seen == 1:
                        out.add(t)
                        break
                    seen += 1
                nf, nr = nf + df, nr + dr
    elif kind == "n":
        for (lf, lr), (df, dr) in HORSE:
            if on_board(f + df, r + dr) and (r + lr) * 9 + f + lf not in occ:
                out.add((r + dr) * 9 + f + df)
    elif kind == "b":
        for df, dr in DIAG:
            if on_board(f + 2 * df, r + 2 * dr) and own_half(side, r + 2 * dr) \
                    and (r + dr) * 9 + f + df not in occ:
                out.add((r + 2 * dr) * 9 + f + 2 * df)
    elif kind == "a":
        out = {(r + dr) * 9 + f + df for df, dr in DIAG
               if on_board(f + df, r + dr) and in_palace(side, f + df, r + dr)}
    elif kind == "k":
        out = {(r + dr) * 9 + f + df for df, dr in ORTHO
               if on_board(f + df, r + dr) and in_palace(side, f + df, r + dr)}
    elif kind == "p":
        fwd = 1 if side == RED else -1
        steps = [(0, fwd)] + ([(1, 0), (-1, 0)] if not own_half(side, r) else [])
        out = {(r + dr) * 9 + f + df for df, dr in steps if on_board(f + df, r + dr)}
    return out & occ


def occupancy(b: Board) -> set[int]:
    """The occupied squares."""
    return {s for s, p in enumerate(b.sq) if p}


def attackers(b: Board, s: int, occ: set, side: str) -> set[int]:
    """Squares of ``side``'s pieces that attack ``s`` with occupancy ``occ``."""
    return {a for a, p in enumerate(b.sq) if p and a in occ and colour(p) == side
            and s in attacks(b.sq, a, occ | {s})}


def blockers(b: Board, side: str) -> set[int]:
    """Pieces (of either side) whose removal would let an enemy rook, cannon or horse that does
    not attack ``side``'s general now attack it: Fairy-Stockfish's blockers for the king."""
    g = b.general(side)
    if g is None:
        return set()
    occ = occupancy(b)
    snipers = [s for s, p in enumerate(b.sq) if p and colour(p) != side and p.lower() in "rcn"
               and g not in attacks(b.sq, s, occ)]
    out = set()
    for x in occ - {g}:
        if any(g in attacks(b.sq, s, occ - {x}) for s in snipers if s != x):
            out.add(x)
    return out


def file_pins(b: Board, mover: str) -> set[int]:
    """The one piece of the side to move standing on the file of the mover's general together
    with its own general, counted as pinned whatever stands between."""
    side = other(mover)
    g = b.general(mover)
    if g is None:
        return set()
    on_file = [s for s in range(g % 9, 90, 9) if b.sq[s] and colour(b.sq[s]) == side]
    kings = [s for s in on_file if b.sq[s].lower() == "k"]
    rest = [s for s in on_file if b.sq[s].lower() != "k"]
    return set(rest) if kings and len(rest) == 1 else set()


def chased(before: Board, move: str, after: Board, use_file_pins: bool = True) -> dict[int, str]:
    """The opponent's pieces the move chases, as Fairy-Stockfish counts them: square ->
    mechanism."""
    frm, to = parse_move(move)
    mover, side = before.side, after.side
    sq, occ = after.sq, occupancy(after)
    pins = blockers(after, side) | (file_pins(after, mover) if use_file_pins else set())
    theirs = {s for s, p in enumerate(sq) if p and colour(p) == side}
    crossed = {s for s in theirs if sq[s].lower() == "p" and not own_half(side, s // 9)}
    exempt = {s for s in theirs if sq[s].lower() in "kp"} - crossed
    out: dict[int, str] = {}

    def add(at: int, kind: str, hits: set, why: str):
        if not hits - set(out):
            return
        hits = hits - exempt
        if kind in "nc":
            for t in hits:
                if sq[t].lower() == "r":
                    out.setdefault(t, why)
        if kind in "ba":
            for t in hits:
                if sq[t].lower() in "rcn":
                    out.setdefault(t, why)
        if kind == "n" and any(((at // 9 + dr) * 9 + at % 9 + df) in occ for df, dr in DIAG
                               if on_board(at % 9 + df, at // 9 + dr)):
            hits = {t for t in hits if not (sq[t].lower() == "n" and at in attacks(sq, t, occ))}
        else:
            hits = {t for t in hits if sq[t].lower() != kind or t in pins}
        mine_g = after.general(mover)
        for t in hits:
            roots = attackers(after, t, occ - {at}, side) - pins
            if not roots or (roots == {after.general(side)} and mine_g is not None
                             and t in attacks(sq, mine_g, occ - {at}, "R" if mover == RED
                                              else "r")):
                out.setdefault(t, why)

    kind = sq[to].lower()
    if kind not in "kp":
        direct = attacks(sq, to, occ) & theirs
        if kind in "rc":
            same = (lambda s: s % 9 == to % 9) if frm % 9 == to % 9 else (lambda s: s // 9 == to // 9)
            direct = {t for t in direct if not same(t)}
        add(to, kind, direct, "direct")
    occ_before = (occ - {to}) | {frm}
    cands = set()
    for s, p in enumerate(sq):
        if not p or colour(p) != mover:
            continue
        k = p.lower()
        df, dr = abs(s % 9 - frm % 9), abs(s // 9 - frm // 9)
        on_line = lambda a, c: a % 9 == c % 9 or a // 9 == c // 9  # noqa: E731
        if (k == "n" and df + dr == 1) or (k == "b" and df == 1 and dr == 1) \
                or (k in "rc" and s != frm and on_line(s, frm)) \
                or (k == "c" and s != to and on_line(s, to)):
            cands.add(s)
    for s in sorted(cands):
        new = attacks(sq, s, occ) & theirs
        old = attacks(sq, s, occ_before)
        why = "own-line" if s == to else "discovered"
        add(s, sq[s].lower(), new - old, why)
    # pins and discovered checks that the move created
    new_blockers = blockers(after, side) - blockers(before, side)
    for s in sorted(new_blockers & theirs):
        for t in attacks(sq, s, occ) & theirs - exempt:
            if attackers(after, t, occ, mover) - blockers(after, mover):
                out.setdefault(t, "fake-root")
    their_g = after.general(side)
    for s in sorted(new_blockers - theirs):
        king_reach = attacks(sq, their_g, occ) if their_g is not None else set()
        for t in attacks(sq, s, occ) & theirs:
            if t not in king_reach:
                out.setdefault(t, "discovered-check")
            elif attackers(after, t, occ - {s, their_g}, mover) - {s}:
                out.setdefault(t, "discovered-check")
    return out


def play(board: Board, moves: list[str], use_file_pins: bool = True):
    """Per ply: (position after it, whether it checks, the chased set)."""
    out, b = [], board
    for m in moves:
        a = b.play(m)
        out.append((a, a.in_check(a.side), chased(b, m, a, use_file_pins)))
        b = a
    return out


def tracked(moves: list[str], plies, parity: int) -> dict[int, list[str]]:
    """Pieces chased after every move of one side (plies with index % 2 == parity), followed
    back through their own moves: square at the end -> mechanism per move of that side."""
    n = len(moves)
    result = None
    # walk backwards as Fairy-Stockfish does: map the set back through the other side's moves
    for k in range(n - 1, -1, -1):
        if k % 2 != parity:
            if result is not None:
                frm, to = parse_move(moves[k])
                result = {(frm if s == to else s): why for s, why in result.items()}
            continue
        now = plies[k][2]
        if result is None:
            result = {s: [w] for s, w in now.items()}
        else:
            result = {s: why + [now[s]] for s, why in result.items() if s in now}
    return {s: list(reversed(w)) for s, w in (result or {}).items()}


def verdict(board: Board, moves: list[str], use_file_pins: bool = True):
    """(verdict, details) as the model of Fairy-Stockfish rules the loop played twice: a side
    that checks on every move loses, else a side that chases one piece on every move; both
    sides at once is a draw. ``details`` holds, per parity of the ply index (0: the side that
    moves first), ``check`` and ``chase`` (see ``tracked``), and ``kind``: what decided."""
    plies = play(board, moves, use_file_pins)
    n = len(moves)
    check = {p: all(plies[k][1] for k in range(n) if k % 2 == p) for p in (0, 1)}
    chase = {p: tracked(moves, plies, p) for p in (0, 1)}
    side_of = {0: board.side, 1: other(board.side)}
    if check[0] or check[1]:
        kind, flags = "check", check
    elif chase[0] or chase[1]:
        kind, flags = "chase", {p: bool(chase[p]) for p in (0, 1)}
    else:
        return "draw", {"kind": None, "check": check, "chase": chase, "plies": plies}
    if flags[0] and flags[1]:
        v = "draw"
    else:
        v = "red_loses" if side_of[0 if flags[0] else 1] == RED else "black_loses"
    return v, {"kind": kind, "check": check, "chase": chase, "plies": plies}
