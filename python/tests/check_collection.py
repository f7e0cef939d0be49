"""Game and `qili games --json` agree on every ruling of a collection of recorded games.

    python python/tests/check_collection.py [PGN] [--qili BIN]

PGN defaults to the development half of the Chinese Chess Practical Dataset
($QILI_SHARED/games/ccpd-dev.pgn, else ../shared or ../../shared from the checkout); the
binary to $QILI_BIN, else target/release/qili or target/debug/qili. It needs both, and says so
when either is missing (exit 2). It is not a pytest test (it takes minutes): a CI step runs it.

Every game is played move by move into a `qili.Game` under each book, up to where the record
ends or the book ends the game, and compared with the review `qili games` writes:

- every repetition the review reports, up to that ply, is a Ruling of the Game at the same ply
  with the same verdict, judged cycle (first ply), occurrences and side; a loss at once is a
  Ruling whose call is "loses_at_once";
- every Ruling of the Game falls in a repetition the review reports (the review reports a run
  of third occurrences once, from its first ply to `until`; the Game rules each);
- where the review says the ordered side lost by continuing the cycle (`lost_at`), the Game
  ended there, lost by that side, by repetition; and where the Game ended by repetition, the
  review has the ruling or the loss at that ply — or, where the Game's side to move has lost
  because every legal move of its is banned, the review finds the record's next move a loss.

Exit 0 when all agree, 1 when any does not (each disagreement printed), 2 when it cannot run.
"""

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import qili

ROOT = Path(__file__).resolve().parents[2]


def shared_games() -> Path:
    for base in (os.environ.get("QILI_SHARED"), ROOT.parent / "shared", ROOT.parent.parent / "shared"):
        if base and (Path(base) / "games" / "ccpd-dev.pgn").is_file():
            return Path(base) / "games" / "ccpd-dev.pgn"
    sys.exit(
        "check_collection: ccpd-dev.pgn not found: set QILI_SHARED to the shared directory "
        "(it holds games/ccpd-dev.pgn), or give the PGN"
    )


def qili_binary() -> Path:
    for candidate in (
        os.environ.get("QILI_BIN"),
        ROOT / "target" / "release" / "qili",
        ROOT / "target" / "debug" / "qili",
    ):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    sys.exit("check_collection: no qili binary: set QILI_BIN, or `cargo build --release -p qili`")


def disagreements(moves: list[str], start: str, book: str, reps: list[dict]) -> tuple[list[str], int]:
    """What the Game and the review disagree on for one game under one book, and how many of
    the review's repetitions were compared."""
    g = qili.Game(start, book)
    for mv in moves:
        if g.is_over():
            break
        g.push(mv)
    end = len(g.moves)
    rulings = {r.ply: r for r in g.rulings}
    wrong = []
    compared = 0
    runs = []
    for rep in reps:
        if rep["ply"] > end:
            continue
        compared += 1
        runs.append((rep["ply"], rep["until"]))
        r = rulings.get(rep["ply"])
        if r is None:
            wrong.append(f"ply {rep['ply']}: the review rules {rep['verdict']}, the Game nothing")
            continue
        seen = (r.verdict, r.first_ply, r.occurrences, r.side)
        said = (rep["verdict"], rep["first_ply"], rep["occurrences"], rep["must_vary"])
        if seen != said:
            wrong.append(f"ply {rep['ply']}: the review says {said}, the Game {seen}")
        at_once = rep["lost_at"] == rep["ply"]
        if at_once != (r.call == "loses_at_once"):
            wrong.append(f"ply {rep['ply']}: loss at once {at_once} in the review, call {r.call}")
        lost = rep["lost_at"]
        if lost is not None and lost != rep["ply"] and lost <= end:
            if (end, g.loser, g.termination) != (lost, rep["must_vary"], "repetition"):
                wrong.append(
                    f"ply {lost}: the review says {rep['must_vary']} lost continuing the cycle of "
                    f"ply {rep['ply']}; the Game: {g.result} at ply {end} ({g.reason})"
                )
    for ply in rulings:
        if not any(first <= ply <= until for first, until in runs):
            wrong.append(f"ply {ply}: the Game rules {rulings[ply].verdict}, the review nothing")
    if g.termination == "repetition":
        # A draw or a loss at once is ruled at `end`; a banned move played loses at `end`; and a
        # side whose every legal move is banned has lost before moving: the record's next move
        # is one of them, which the review finds lost at the next ply.
        explained = any(
            rep["ply"] == end
            or rep["lost_at"] == end
            or (rep["lost_at"] == end + 1 and rep["must_vary"] == g.loser and g.turn == g.loser)
            for rep in reps
            if rep["ply"] <= end
        ) or (end == len(moves) and g.turn == g.loser)
        if not explained:
            wrong.append(f"ply {end}: the Game ends by repetition ({g.reason}), the review does not")
    return wrong, compared


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pgn", nargs="?", type=Path)
    parser.add_argument("--qili", type=Path)
    args = parser.parse_args()
    pgn = args.pgn or shared_games()
    binary = args.qili or qili_binary()
    started = time.process_time()
    out = subprocess.run(
        [str(binary), "games", str(pgn), "--rules", "both", "--json", "-"],
        capture_output=True,
        check=False,
    )
    if out.returncode not in (0, 1):
        sys.stderr.write(out.stderr.decode(errors="replace"))
        sys.exit(f"check_collection: {binary} games exited {out.returncode}")
    review = [json.loads(line) for line in out.stdout.splitlines()]
    records = list(qili.read_games(pgn, rules="cn"))
    if len(review) != len(records):
        sys.exit(f"check_collection: {len(review)} games reviewed, {len(records)} read")
    games = books = compared = rulings = 0
    wrong = 0
    for rec, line in zip(records, review):
        if line["game"] != rec.game:
            sys.exit(f"check_collection: game {rec.game} is reviewed as game {line['game']}")
        games += 1
        for book in ("cn", "axf"):
            books += 1
            reps = [r for r in line["repetitions"] if r["rules"] == book]
            found, n = disagreements(rec.moves, rec.start_fen, book, reps)
            compared += n
            rulings += len(reps)
            for what in found:
                wrong += 1
                print(f"{pgn}: game {rec.game} (line {rec.line}), {book}: {what}")
    cpu = time.process_time() - started
    print(
        f"{games} games, {books} games and books: {compared} of the review's {rulings} "
        f"repetitions within the games as the Game plays them compared, {wrong} disagreements "
        f"({cpu:.0f} s of CPU in Python and qili, the review's process aside)"
    )
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
