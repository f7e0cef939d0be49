"""The suite's cases as loops for the judges: each case's printed moves, turned into ICCS by
``qili notation``, cut at the last repetition they reach (the lap a referee rules on at the
final position) and written played twice, like the generated loops.

A case with no position or moves (the competition cases), a printed sequence that illustrates a
pattern rather than a repetition (``cycle: whole``) and moves that never repeat a position are
not judged; they are listed with the reason, never dropped silently.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import yaml

from board import Board

MAX_CASE_BYTES = 1 << 20  # a case file is a few kilobytes; anything bigger is not a case
MAX_MOVES = 400


class CaseError(Exception):
    """A case file that cannot be read as a case; the message names the file and why."""


def iccs(qili: str, fen: str, moves: str) -> list[str]:
    """The printed moves in ICCS (ranks 0–9), as ``qili notation`` converts them."""
    done = subprocess.run([qili, "notation", "--fen", fen, "--moves", moves, "--to", "iccs"],
                          capture_output=True, text=True, check=False, timeout=60)
    if done.returncode != 0:
        raise CaseError(f"qili notation refused the moves (exit {done.returncode}): "
                        f"{done.stderr.strip()[:300]}")
    return done.stdout.split()


def last_lap(fen: str, moves: list[str]) -> tuple[str, list[str]] | None:
    """(FEN, moves) of the last lap the moves complete: from the latest position that occurred
    before, back to its previous occurrence. ``None`` when no position repeats."""
    board = Board.from_fen(fen)
    seen = [board.fen()]
    boards = [board]
    for m in moves:
        if not board.legal(m):
            raise CaseError(f"illegal move {m} at {board.fen()}")
        board = board.play(m)
        boards.append(board)
        seen.append(board.fen())
    for j in range(len(seen) - 1, 0, -1):
        earlier = [i for i in range(j) if seen[i] == seen[j]]
        if earlier:
            i = earlier[-1]
            return boards[i].fen(), moves[i:j]
    return None


def load(paths: list[str], qili: str) -> tuple[list[dict], list[dict]]:
    """(judged, skipped): for each judged case its id, book rulings and loop ``(fen, moves)``
    played twice; for each skipped one its id and why."""
    judged, skipped = [], []
    files = sorted(f for p in paths for f in (Path(p).glob("*.yaml") if Path(p).is_dir()
                                               else [Path(p)]))
    for f in files:
        if f.stat().st_size > MAX_CASE_BYTES:
            raise CaseError(f"{f}: {f.stat().st_size} bytes, not a case file")
        try:
            case = yaml.safe_load(f.read_text(encoding="utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError) as e:
            raise CaseError(f"{f}: not YAML ({e})") from e
        if not isinstance(case, dict) or "id" not in case:
            raise CaseError(f"{f}: not a case (no id)")
        cid = case["id"]
        if not case.get("position") or not case.get("moves"):
            skipped.append({"id": cid, "why": "no position and moves (not a repetition case)"})
            continue
        if case.get("cycle") == "whole":
            skipped.append({"id": cid, "why": "cycle: whole (the printed moves illustrate a "
                                              "pattern; no lap repeats as printed)"})
            continue
        moves = iccs(qili, case["position"], case["moves"])
        if len(moves) > MAX_MOVES:
            raise CaseError(f"{f}: {len(moves)} moves, more than {MAX_MOVES}")
        try:
            lap = last_lap(case["position"], moves)
        except CaseError as e:
            raise CaseError(f"{f}: {e}") from e
        if lap is None:
            skipped.append({"id": cid, "why": "no position repeats in the printed moves"})
            continue
        expect = case.get("expect") or {}
        ruling = expect.get("ruling") or {}
        derived = expect.get("derived") or []
        judged.append({"id": cid, "book": case.get("source", {}).get("book"),
                       "axf": ruling.get("axf"), "axf_derived": "axf" in derived,
                       "judges": case.get("judges") or {}, "path": str(f),
                       "loop": (lap[0], lap[1] + lap[1])})
    return judged, skipped
