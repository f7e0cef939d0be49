"""Repetition loops from random legal play, deterministic from a seed.

Three families, each a loop that returns to its first position, written played twice so that
the first position occurs three times (Fairy-Stockfish rules a repetition at the third
occurrence; qili rules the cycle that ends at the last move):

- ``loop4``: the side to move plays a move, the opponent a move, then each takes it back;
- ``loop8``: each side plays two moves and takes both back (in either order), eight plies with
  no position repeated inside the loop;
- ``sparse``: either of the above from a position thinned out by removing pieces at random,
  kept only if qili accepts it (``qili adjudicate`` exits 2 on an illegal position).

Moves are chosen at random, but among the loops found for a position those in which one side
gives check or newly attacks an enemy piece on every move are preferred (``LIVELY``): idle
loops teach nothing. Each loop has its own random generator, seeded by the seed and the loop's
number, so loops can be made in parallel and the same seed always gives the same file.

A fourth family, ``chase`` (``generate --chases``), keeps only loops in which one side attacks one
and the same enemy piece anew on every move: the loops where the two judges' chase rules meet.
"""

from __future__ import annotations

import random
from typing import Callable

from board import START, Board, parse_move, reverse
from fsmodel import tracked

LIVELY = 0.8
TRIES = 16
SECONDS = 3


def threatened(board: Board, side: str) -> set[int]:
    """Squares of the pieces of ``side``'s opponent that ``side`` could capture."""
    out = set()
    for s, _ in board.pieces(side):
        out.update(board.attacks(s))
    return out


def attacking(board: Board, moves: list[str]) -> tuple[bool, bool]:
    """For each side (the side to move first, then the other): whether every one of its moves
    in the loop gives check or newly attacks an enemy piece, i.e. could be a perpetual chase."""
    every = [True, True]
    b = board
    for i, m in enumerate(moves):
        mover = b.side
        before = threatened(b, mover)
        b = b.play(m)
        if not (b.in_check(b.side) or threatened(b, mover) - before):
            every[i % 2] = False
    return every[0], every[1]


def chasing(board: Board, moves: list[str]) -> bool:
    """Whether one side newly attacks one and the same enemy piece (followed as it moves) after
    every one of its moves: a perpetual chase or check, as far as attacks show."""
    plies, b = [], board
    for m in moves:
        mover = b.side
        before = threatened(b, mover)
        b = b.play(m)
        plies.append((None, None, dict.fromkeys(threatened(b, mover) - before, "new")))
    return any(tracked(moves, plies, parity) for parity in (0, 1))


def active_first(rng: random.Random, board: Board, moves: list[str]) -> list[str]:
    """The moves shuffled, those that flee an attack, give check or newly attack a piece first."""
    mover = board.side
    attacked = threatened(board, "b" if mover == "w" else "w")
    before = threatened(board, mover)
    active, rest = [], []
    for m in moves:
        after = board.play(m)
        lively = (parse_move(m)[0] in attacked or after.in_check(after.side)
                  or bool(threatened(after, mover) - before))
        (active if lively else rest).append(m)
    rng.shuffle(active)
    rng.shuffle(rest)
    return active + rest


def random_game(rng: random.Random, plies: int) -> list[Board]:
    """The positions of one random game from the start, up to ``plies`` plies."""
    b = Board.from_fen(START)
    out = [b]
    for _ in range(plies):
        moves = b.legal_moves()
        if not moves:
            break
        b = b.play(rng.choice(moves))
        out.append(b)
    return out


def quiet_moves(board: Board) -> list[str]:
    """Legal moves that capture nothing (a capture cannot be taken back)."""
    return [m for m in board.legal_moves() if not board.is_capture(m)]


def closes(board: Board, moves: list[str]) -> bool:
    """Whether the moves are legal in turn, visit distinct positions and return to the start."""
    seen = {board.placement() + board.side}
    b = board
    for i, m in enumerate(moves):
        if not b.legal(m):
            return False
        b = b.play(m)
        key = b.placement() + b.side
        if i < len(moves) - 1 and key in seen:
            return False
        seen.add(key)
    return b.placement() == board.placement() and b.side == board.side


def loop4(rng: random.Random, board: Board) -> list[list[str]]:
    """Candidate 4-ply loops: a move each, then each move taken back."""
    found = []
    firsts = active_first(rng, board, quiet_moves(board))
    for m1 in firsts[:TRIES]:
        b1 = board.play(m1)
        seconds = active_first(rng, b1, quiet_moves(b1))
        closed = 0
        for m2 in seconds[:TRIES]:
            loop = [m1, m2, reverse(m1), reverse(m2)]
            if closes(board, loop):
                found.append(loop)
                closed += 1
                if closed == SECONDS:
                    break
    return found


def loop8(rng: random.Random, board: Board) -> list[list[str]]:
    """Candidate 8-ply loops: two moves each, then both taken back, in either order."""
    found = []
    for _ in range(TRIES):
        b, line = board, []
        for _ in range(4):
            moves = active_first(rng, b, quiet_moves(b))
            if not moves:
                break
            m = moves[0] if rng.random() < LIVELY else rng.choice(moves)
            line.append(m)
            b = b.play(m)
        if len(line) < 4:
            continue
        m1, n1, m2, n2 = line
        orders = [(reverse(m2), reverse(m1)), (reverse(m1), reverse(m2))]
        rng.shuffle(orders)
        for mine in orders:
            for theirs in [(reverse(n2), reverse(n1)), (reverse(n1), reverse(n2))]:
                loop = line + [mine[0], theirs[0], mine[1], theirs[1]]
                if closes(board, loop):
                    found.append(loop)
                    break
            else:
                continue
            break
    return found


def thin(rng: random.Random, board: Board, accepts: Callable[[Board], bool]) -> Board | None:
    """The position with pieces removed at random (generals kept), if it is legal."""
    others = [s for s, p in enumerate(board.sq) if p and p.lower() != "k"]
    if len(others) < 2:
        return None
    keep = rng.randint(2, min(12, len(others)))
    removed = rng.sample(others, len(others) - keep)
    b = board.copy()
    for s in removed:
        b.sq[s] = None
    if not b.valid() or not b.legal_moves() or not accepts(b):
        return None
    return b


def pick(rng: random.Random, board: Board, loops: list[list[str]]) -> list[str] | None:
    """One of the candidate loops, preferring those where one side attacks on every move."""
    if not loops:
        return None
    lively = [lp for lp in loops if any(attacking(board, lp))]
    if lively and rng.random() < LIVELY:
        return rng.choice(lively)
    return rng.choice(loops)


def family(index: int, count: int) -> str:
    """The family of loop number ``index`` (from 0) of ``count``: a third of each, in order."""
    third = count // 3
    return "loop4" if index < third else "loop8" if index < 2 * third else "sparse"


def one_chase(seed: int, index: int, accepts: Callable[[Board], bool]):
    """Loop number ``index`` of the ``chase`` family: a loop of either kind, from a full or a
    thinned position, in which one side attacks one enemy piece anew on every move."""
    rng = random.Random(f"chase:{seed}:{index}")
    while True:
        game = random_game(rng, rng.randint(4, 110))
        board = rng.choice(game[2:]) if len(game) > 2 else game[-1]
        if rng.random() < 0.5:
            board = thin(rng, board, accepts)
        if board is None or not board.legal_moves():
            continue
        loops = [lp for lp in loop4(rng, board) + loop8(rng, board) if chasing(board, lp)]
        if loops:
            loop = rng.choice(loops)
            return "chase", board.fen(), loop + loop


def one(seed: int, index: int, count: int, accepts: Callable[[Board], bool]):
    """Loop number ``index``: ``(family, fen, moves)``, the loop written twice."""
    rng = random.Random(f"{seed}:{index}")
    kind = family(index, count)
    while True:
        game = random_game(rng, rng.randint(4, 110))
        board = rng.choice(game[2:]) if len(game) > 2 else game[-1]
        if not board.legal_moves():
            continue
        if kind == "sparse":
            board = thin(rng, board, accepts)
            if board is None:
                continue
            finder = loop4 if rng.random() < 0.5 else loop8
        else:
            finder = loop4 if kind == "loop4" else loop8
        loop = pick(rng, board, finder(rng, board))
        if loop is not None:
            return kind, board.fen(), loop + loop
