"""qili's symmetries: a mirrored loop gets the same ruling, a colour-swapped loop the
colour-swapped ruling, and the same loop started from any of its positions the same ruling and
the same class for every move.

Each check turns one loop into variants; ``compare`` lines a variant's answer up with the
original's and lists what differs.
"""

from __future__ import annotations

from board import Board, flip_move, mirror_move, name, parse_move, square

SWAP = {"red_loses": "black_loses", "black_loses": "red_loses"}


def loop_of(moves: list[str]) -> list[str]:
    """The loop when the moves are a loop played twice."""
    half = len(moves) // 2
    return moves[:half]


def _square_map(fn):
    def apply(sq: str) -> str:
        frm, _ = parse_move(sq + sq)
        return fn(frm)
    return apply


mirror_sq = _square_map(lambda s: name(square(8 - s % 9, s // 9)))
flip_sq = _square_map(lambda s: name(square(s % 9, 9 - s // 9)))


def variants(fen: str, moves: list[str]):
    """Yield ``(kind, fen, moves, mapping)`` for the mirror, the colour swap and each rotation.

    ``mapping`` tells ``compare`` how the variant's plies line up with the original's."""
    board = Board.from_fen(fen)
    yield "mirror", board.mirrored().fen(), [mirror_move(m) for m in moves], ("mirror",)
    yield "colour", board.colour_swapped().fen(), [flip_move(m) for m in moves], ("colour",)
    loop = loop_of(moves)
    b = board
    for k in range(1, len(loop)):
        b = b.play(loop[k - 1])
        rotated = loop[k:] + loop[:k]
        yield f"rotation {k}", b.fen(), rotated + rotated, ("rotation", k)


def _cycle(answer: dict) -> list[dict]:
    """The plies of the last pass of the loop (the judged cycle when the loop repeats)."""
    plies = answer["plies"]
    return plies[len(plies) // 2:]


def compare(original: dict, variant: dict, mapping: tuple) -> list[str]:
    """What differs between the original's answer and a variant's, as readable lines."""
    diffs = []
    want = original["verdict"]
    if mapping[0] == "colour":
        want = SWAP.get(want, want)
    if variant["verdict"] != want:
        diffs.append(f"verdict {variant['verdict']} where {want} was expected")
    ours, theirs = _cycle(original), _cycle(variant)
    n = len(ours)
    for i, p in enumerate(ours):
        if mapping[0] == "rotation":
            q = theirs[(i - mapping[1]) % n]
            sq_map = str
        else:
            q = theirs[i]
            sq_map = mirror_sq if mapping[0] == "mirror" else flip_sq
        if q["class"] != p["class"]:
            diffs.append(f"{p['move']} is {'/'.join(p['class'])} but {q['move']} in the variant "
                         f"is {'/'.join(q['class'])}")
        elif sorted(map(sq_map, p["targets"])) != sorted(q["targets"]):
            diffs.append(f"{p['move']} targets {p['targets']} but {q['move']} in the variant "
                         f"targets {q['targets']}")
    return diffs


def passes(answer: dict) -> list[str]:
    """Moves named differently on the first and the second pass of the loop: the same move from
    the same position must get the same name."""
    plies = answer["plies"]
    half = len(plies) // 2
    out = []
    for p, q in zip(plies[:half], plies[half:]):
        if p["class"] != q["class"] or sorted(p["targets"]) != sorted(q["targets"]):
            out.append(f"{p['move']} is {'/'.join(p['class'])} {p['targets']} at ply {p['ply']} "
                       f"but {'/'.join(q['class'])} {q['targets']} at ply {q['ply']}")
    return out
