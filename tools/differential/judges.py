"""The two judges: qili (a subprocess) and Fairy-Stockfish (pyffish, in process).

Both rulings are mapped to one of ``red_loses``, ``black_loses``, ``draw`` or ``none`` (no
repetition seen).
"""

from __future__ import annotations

import json
import subprocess

from board import Board, RED, to_fs

VARIANT = "xiangqi"


class QiliError(Exception):
    """qili refused an input or failed; the message says which and why."""


class Qili:
    """Runs ``qili adjudicate``: one ``--batch`` process for many loops when the binary has it,
    else one process per loop."""

    def __init__(self, binary: str):
        self.binary = binary
        helptext = subprocess.run([binary, "adjudicate", "--help"], capture_output=True,
                                  text=True, check=False).stdout
        self.batch = "--batch" in helptext

    def accepts(self, board: Board) -> bool:
        """Whether qili takes the position (``adjudicate`` exits 2 on an illegal one)."""
        done = subprocess.run([self.binary, "adjudicate", "--rules", "axf", "--fen", board.fen(),
                               "--moves", ""], capture_output=True, text=True, check=False)
        return done.returncode == 0

    def adjudicate(self, rules: str, loops: list[tuple[str, list[str]]]) -> list[dict]:
        """qili's ``--json`` object for each (fen, moves) loop, in order. A loop qili refuses
        or fails on gives ``{"error": …}`` instead."""
        if self.batch:
            return self._batch(rules, loops)
        return [self._one(rules, fen, moves) for fen, moves in loops]

    def _one(self, rules: str, fen: str, moves: list[str]) -> dict:
        done = subprocess.run([self.binary, "adjudicate", "--rules", rules, "--json", "--fen", fen,
                               "--moves", " ".join(moves)], capture_output=True, text=True,
                              check=False, timeout=120)
        if done.returncode != 0:
            return {"error": f"exit {done.returncode}: {done.stderr.strip()}"}
        try:
            return json.loads(done.stdout)
        except json.JSONDecodeError as e:
            return {"error": f"unreadable output ({e}): {done.stdout[:200]!r}"}

    def _batch(self, rules: str, loops: list[tuple[str, list[str]]]) -> list[dict]:
        lines = "".join(json.dumps({"fen": f, "moves": " ".join(m)}) + "\n" for f, m in loops)
        done = subprocess.run([self.binary, "adjudicate", "--rules", rules, "--batch", "-"],
                              input=lines, capture_output=True, text=True, check=False,
                              timeout=3600)
        out = []
        for line in done.stdout.splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                out.append({"error": f"unreadable output line ({e}): {line[:200]!r}"})
        if len(out) != len(loops):
            raise QiliError(f"qili --batch answered {len(out)} lines for {len(loops)} loops "
                            f"(exit {done.returncode}): {done.stderr.strip()[:500]}")
        return out


def fairy_stockfish(fen: str, moves: list[str]) -> str:
    """Fairy-Stockfish's ruling of the repetition at the end of the moves."""
    import pyffish  # imported here so that generating and reading reports need no pyffish

    ended, value = pyffish.is_optional_game_end(VARIANT, fen, [to_fs(m) for m in moves])
    if not ended:
        return "none"
    if value == 0:
        return "draw"
    mover = Board.from_fen(fen)
    for m in moves:
        mover = mover.play(m)
    loser = mover.side if value < 0 else ("b" if mover.side == RED else RED)
    return "red_loses" if loser == RED else "black_loses"


def fs_version() -> str:
    """The pyffish version, e.g. ``0.0.90``."""
    import pyffish

    return ".".join(map(str, pyffish.version()))
