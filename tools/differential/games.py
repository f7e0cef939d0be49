"""The repetitions of recorded games, judged by the three judges, sorted into the kinds of
dispute the contributed cases are chosen from (docs/GAMES.md, "Contributed cases from the
games").

Each game is read by qili's Python module (``qili.read_games``: the records, the start position,
the moves in ICCS, and the referee's rulings under both books at every third occurrence). Each
ruled repetition becomes a loop: the position at the start of the judged lap (the referee's
``first_ply``) and the lap's moves, played twice, as the generated loops are. The loop is judged
by ``qili adjudicate`` under both books, by Fairy-Stockfish (pyffish) and by chessdb's judge.

A repetition is of a kind when:

- ``pyffish``: pyffish's verdict differs from qili's under AXF;
- ``unexplained``: the game ends at this repetition (its run of third occurrences reaches the
  last two plies) and ``qili games`` calls the recorded result unexplained under a book: a loss
  where the book rules a draw, or a loss of the side the book favours;
- ``cn-axf-decisive``: the two books rule the lap differently and the game has a decisive
  result (1-0 or 0-1).

The same loop (position and moves) met twice in one game is reported once, at its first ruling.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import fsmodel
from board import Board, name
from groups import explain, explain_chessdb
from judges import Chessdb, Qili, fairy_stockfish

KINDS = ("pyffish", "unexplained", "cn-axf-decisive")
DECISIVE = ("1-0", "0-1")
SUFFIXES = (".pgn", ".htm", ".html", ".txt")  # what `qili games` reads in a directory
MAX_PLIES = 2000  # a game record longer than this is not a real game; it is named and skipped


class GamesError(Exception):
    """A game file that cannot be read; the message names it and why."""


def _reader():
    try:
        import qili  # the Python module of this repository: pip install ./python
    except ImportError as e:
        raise GamesError("the qili Python module is not installed (pip install ./python; "
                         f"docs/PYTHON.md): {e}") from e
    return qili.read_games


def repetitions(paths: list[str]) -> tuple[list[dict], list[str]]:
    """(loops, notes): one entry per distinct ruled lap of every game in the files (a directory:
    its files as `qili games` takes them, in name order), with the
    game's tags, result, the referee's rulings under both books and the loop; notes name the
    games skipped and why."""
    read_games = _reader()
    loops, notes = [], []
    files = []
    for p in paths:
        if Path(p).is_dir():
            files += sorted(str(f) for f in Path(p).rglob("*") if f.suffix.lower() in SUFFIXES)
        else:
            files.append(p)
    for path in files:
        try:
            records = read_games(path, rules="both")
            for rec in records:
                if rec.plies > MAX_PLIES:
                    notes.append(f"{path} game {rec.game}: {rec.plies} plies, skipped")
                    continue
                loops.extend(_game_loops(path, rec))
        except Exception as e:  # qili.Error and its subclasses: the file itself is unreadable
            raise GamesError(f"{path}: {e}") from e
    return loops, notes


def _game_loops(path: str, rec) -> list[dict]:
    rulings: dict[tuple[int, int], dict] = {}
    for rep in rec.repetitions:
        rulings.setdefault((rep.first_ply, rep.ply), {})[rep.rules] = rep
    out, seen = [], set()
    for (first, ply), by_book in sorted(rulings.items()):
        some = next(iter(by_book.values()))
        board = Board.from_fen(rec.start_fen)
        for m in rec.moves[:first - 1]:
            board = board.play(m)
        fen, cycle = board.fen(), list(some.cycle)
        if (fen, tuple(cycle)) in seen:
            continue
        seen.add((fen, tuple(cycle)))
        d = rec.to_dict()
        ends_game = max(r.until for r in by_book.values()) >= rec.plies - 2
        out.append({
            "file": path, "game": rec.game, "tags": d["tags"], "result": d["result"],
            "result_check": d["result_check"], "plies": rec.plies, "first_ply": first,
            "ply": ply, "ends_game": ends_game, "fen": fen, "cycle": cycle,
            "referee": {book: {"verdict": r.verdict, "article": r.article,
                               "must_vary": r.must_vary, "lost_at": r.lost_at,
                               "varied_at": r.varied_at, "left_by": r.left_by}
                        for book, r in by_book.items()},
        })
    return out


def judge(loops: list[dict], binary: str, chessdb: Chessdb | None) -> None:
    """Adds each judge's verdict on each loop (the lap played twice) and the kinds."""
    qili = Qili(binary)
    twice = [(e["fen"], e["cycle"] + e["cycle"]) for e in loops]
    axf = qili.adjudicate("axf", twice)
    cn = qili.adjudicate("cn", twice)
    peer = chessdb.judge(twice) if chessdb else [None] * len(loops)
    for e, loop, a, c, d in zip(loops, twice, axf, cn, peer):
        e["judges"] = {"qili_axf": a.get("verdict", a.get("error")),
                       "qili_cn": c.get("verdict", c.get("error")),
                       "pyffish": fairy_stockfish(*loop), "chessdb": d}
        e["why"] = {"axf": a.get("why"), "cn": c.get("why")}
        e["kinds"] = kinds(e)
        e["groups"] = groups(loop, a, e["judges"])


def groups(loop, axf: dict, judges: dict) -> dict:
    """Why a peer differs from qili under AXF, as the differential check's cause groups name it
    (docs/DIFFERENTIAL.md), with what the model of Fairy-Stockfish counts as chased after each
    ply of the first lap (square: mechanism)."""
    out = {}
    if "error" in axf:
        return out
    q, fs, cdb = judges["qili_axf"], judges["pyffish"], judges["chessdb"]
    if fs != q:
        out["pyffish"] = explain(loop, axf, fs)[1]
        half = len(loop[1]) // 2
        plies = fsmodel.play(Board.from_fen(loop[0]), loop[1])[:half]
        out["pyffish_chased"] = [{name(s): why for s, why in chased.items()}
                                 for _, _, chased in plies]
    if cdb is not None and cdb != q and fs == q:
        out["chessdb"] = explain_chessdb(loop, axf)[1]
    return out


def kinds(e: dict) -> list[str]:
    """Which of ``KINDS`` a judged loop is."""
    j, out = e["judges"], []
    if j["pyffish"] != j["qili_axf"]:
        out.append("pyffish")
    if e["ends_game"] and "unexplained" in e["result_check"].values():
        out.append("unexplained")
    if j["qili_cn"] != j["qili_axf"] and e["result"] in DECISIVE:
        out.append("cn-axf-decisive")
    return out


def summary(loops: list[dict], notes: list[str]) -> str:
    """Counts per file and kind, then every loop of a kind, one line each."""
    lines = []
    files = Counter(e["file"] for e in loops)
    for f, n in files.items():
        mine = [e for e in loops if e["file"] == f]
        games = len({e["game"] for e in mine})
        lines.append(f"{f}: {n} distinct ruled laps in {games} games")
        count = Counter(k for e in mine for k in e["kinds"])
        lines.append("  " + ", ".join(f"{k} {count.get(k, 0)}" for k in KINDS)
                     + f"; of any kind {sum(bool(e['kinds']) for e in mine)}")
    for n in notes:
        lines.append(f"note: {n}")
    lines.append("")
    for e in loops:
        if not e["kinds"]:
            continue
        j, t = e["judges"], e["tags"]
        lines.append(f"[{','.join(e['kinds'])}] {e['file']} game {e['game']} ply {e['first_ply']}"
                     f"–{e['ply']} ({t.get('Red', '?')} – {t.get('Black', '?')}, "
                     f"{t.get('Date', '?')}, {e['result']}): qili axf {j['qili_axf']}, cn "
                     f"{j['qili_cn']}, pyffish {j['pyffish']}, chessdb {j['chessdb']}; "
                     f"--fen '{e['fen']}' --moves '{' '.join(e['cycle'])}'")
    return "\n".join(lines)


def write(loops: list[dict], path: str) -> None:
    """Every judged loop as a JSON line."""
    with open(path, "w", encoding="utf-8") as out:
        for e in loops:
            out.write(json.dumps(e, ensure_ascii=False) + "\n")
