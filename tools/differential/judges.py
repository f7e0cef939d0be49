"""The three judges: qili (a subprocess), Fairy-Stockfish (pyffish, in process) and chessdb's
rule code (a subprocess built from the anchor in ``../shared/anchors/chessdb-judge``).

All rulings are mapped to one of ``red_loses``, ``black_loses``, ``draw`` or ``none`` (no
repetition seen).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path

from board import Board, RED, to_fs

VARIANT = "xiangqi"
VERDICTS = ("red_loses", "black_loses", "draw", "none")
# the anchor's files: hashed to name the cache directory, so a changed anchor is rebuilt
CHESSDB_SOURCES = ("build.sh", "cdbjudge.cpp", "xiangqi.cpp", "xiangqi.h")


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


class ChessdbError(Exception):
    """chessdb's judge could not be built or run; the message says why."""


class Chessdb:
    """chessdb's repetition judge (its public-domain rule code, ``xiangqi.{cpp,h}``, with the
    anchor's small driver), built by the anchor's own ``build.sh`` into ``cache`` at first use;
    nothing of it is copied into this repository.

    The driver reads ``FEN<TAB>m1 m2 …`` lines (ICCS, ranks 0–9) and answers one JSON object per
    line; ``ct1.verdict`` is chessdb's ruling at the first repetition of the final position
    (``rep_check(1)``), which on a loop played twice is a ruling of its last lap."""

    def __init__(self, anchor: str, cache: str):
        self.anchor = Path(anchor).resolve()
        missing = [f for f in CHESSDB_SOURCES if not (self.anchor / f).is_file()]
        if missing:
            raise ChessdbError(f"{self.anchor}: not chessdb's judge anchor (missing "
                               f"{', '.join(missing)}); give --chessdb DIR or --no-chessdb")
        digest = hashlib.sha256()
        for f in CHESSDB_SOURCES:
            digest.update((self.anchor / f).read_bytes())
        self.cache = Path(cache).resolve() / digest.hexdigest()[:16]
        built = subprocess.run(["sh", str(self.anchor / "build.sh")], capture_output=True,
                               text=True, check=False, timeout=600,
                               env={**os.environ, "CHESSDB_JUDGE_CACHE": str(self.cache)})
        path = built.stdout.strip().splitlines()[-1] if built.stdout.strip() else ""
        if built.returncode != 0 or not os.access(path, os.X_OK):
            raise ChessdbError(f"building chessdb's judge failed (exit {built.returncode}): "
                               f"{built.stderr.strip()[:500]}")
        self.binary = path

    def judge(self, loops: list[tuple[str, list[str]]]) -> list[str]:
        """chessdb's verdict for each (fen, moves) loop, in order; a loop it refuses gives
        ``error: …``."""
        for fen, moves in loops:
            if "\t" in fen or "\n" in fen or any(not m.isalnum() for m in moves):
                raise ChessdbError(f"not a loop chessdb's driver can read: {fen!r} {moves!r}")
        lines = "".join(f"{fen}\t{' '.join(moves)}\n" for fen, moves in loops)
        done = subprocess.run([self.binary], input=lines, capture_output=True, text=True,
                              check=False, timeout=3600)
        answers = done.stdout.splitlines()
        if done.returncode != 0 or len(answers) != len(loops):
            raise ChessdbError(f"chessdb's judge answered {len(answers)} lines for {len(loops)} "
                               f"loops (exit {done.returncode}): {done.stderr.strip()[:500]}")
        return [self._verdict(line) for line in answers]

    @staticmethod
    def _verdict(line: str) -> str:
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            return f"error: unreadable output line ({e}): {line[:200]!r}"
        if not obj.get("ok"):
            return f"error: {obj.get('error', 'refused')}"
        verdict = obj.get("ct1", {}).get("verdict")
        return verdict if verdict in VERDICTS else f"error: unknown verdict {verdict!r}"
