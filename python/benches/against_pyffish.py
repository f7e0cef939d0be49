"""qili's Python API against pyffish (Fairy-Stockfish's Python module), in one process, one run.

    python python/benches/against_pyffish.py [--loops FILE] [--games FILE] [--game-loops N] [--runs N]

Needs qili (pip install ./python) and pyffish (pip install pyffish) in the same interpreter. CPU
time of this process (time.process_time: user + system), never wall time; the best of --runs.

1. Judging loops, one call a loop as a platform would: every loop of the corpus of generated
   loops (harness/benches/data/loops.jsonl, nobody here wrote them) through qili.adjudicate
   under each book, its moves a list of ICCS strings; and pyffish.is_optional_game_end on the
   same loops, its moves rewritten to ranks 1-10 beforehand, as harness/benches/batch.rs does.
   A second qili figure is given its moves as pyffish is (ranks 1-10), each converted with
   qili.from_uci in the timed loop.
2. Following games move by move: qili.Game.push after every move (then g.result read, as a
   platform would) against pyffish.is_optional_game_end asked after every move with the moves
   so far, which is what a platform asks pyffish today. The games are those of --games (default
   games/samples/ccpd-big5.pgn, real master games) and the first --game-loops loops of the
   corpus played from their positions. Where qili's game ends (a draw or a loss ruled, mate), no
   more moves are pushed, and pyffish is asked after the same plies.
"""

import argparse
import json
import time
from pathlib import Path

import pyffish

import qili

ROOT = Path(__file__).resolve().parents[2]


def uci(iccs: str) -> str:
    """ICCS (ranks 0-9) to pyffish's coordinates (ranks 1-10), outside the timed loops."""
    return iccs[0] + str(int(iccs[1]) + 1) + iccs[2] + str(int(iccs[3]) + 1)


def best(runs: int, f) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time()
        f()
        times.append(time.process_time() - start)
    return min(times)


def judge_loops(loops, runs: int) -> None:
    n = len(loops)
    print(f"1. judging {n:,} loops, one call a loop (CPU seconds, best of {runs}):")
    for fen, iccs, ffish in loops[:1]:
        # The same question: pyffish must say the position repeats, qili must rule it.
        assert pyffish.is_optional_game_end("xiangqi", fen, ffish)[0]
        assert qili.adjudicate(fen, iccs, rules="axf").verdict != "none"

    def with_pyffish():
        for fen, _, ffish in loops:
            pyffish.is_optional_game_end("xiangqi", fen, ffish)

    py = best(runs, with_pyffish)
    for rules in ("axf", "cn"):

        def with_qili():
            for fen, iccs, _ in loops:
                qili.adjudicate(fen, iccs, rules=rules).verdict

        def with_qili_from_uci():
            for fen, _, ffish in loops:
                qili.adjudicate(fen, [qili.from_uci(m) for m in ffish], rules=rules).verdict

        q = best(runs, with_qili)
        qu = best(runs, with_qili_from_uci)
        print(
            f"   qili.adjudicate rules={rules:<3}     {q:7.3f} s  {q / n * 1e3:.3f} ms a loop"
            f"   qili/pyffish = {q / py:.3f}"
        )
        print(
            f"     moves given as pyffish's,    {qu:7.3f} s  {qu / n * 1e3:.3f} ms a loop"
            f"   qili/pyffish = {qu / py:.3f}"
        )
    print(f"   pyffish.is_optional_game_end   {py:7.3f} s  {py / n * 1e3:.3f} ms a loop")


def follow_games(games, runs: int) -> None:
    # The plies each game is followed to: where qili's game ends under either book, if it does.
    followed = []
    for fen, iccs in games:
        n = len(iccs)
        for rules in ("axf", "cn"):
            g = qili.Game(fen, rules=rules)
            for k, m in enumerate(iccs[:n], 1):
                g.push(m)
                if g.result:
                    n = k
                    break
        followed.append((fen, iccs[:n], [uci(m) for m in iccs[:n]]))
    plies = sum(len(i) for _, i, _ in followed)
    print(
        f"2. following {len(followed):,} games move by move, {plies:,} plies "
        f"(CPU seconds, best of {runs}):"
    )

    def with_pyffish():
        for fen, _, ffish in followed:
            for k in range(1, len(ffish) + 1):
                pyffish.is_optional_game_end("xiangqi", fen, ffish[:k])

    py = best(runs, with_pyffish)
    for rules in ("axf", "cn"):

        def with_qili():
            for fen, iccs, _ in followed:
                g = qili.Game(fen, rules=rules)
                for m in iccs:
                    g.push(m)
                    g.result

        q = best(runs, with_qili)
        print(
            f"   qili.Game.push rules={rules:<3}      {q:7.3f} s  {q / plies * 1e6:7.1f} µs a move"
            f"   qili/pyffish = {q / py:.4f}"
        )
    print(
        f"   pyffish.is_optional_game_end   {py:7.3f} s  {py / plies * 1e6:7.1f} µs a move"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--loops", default=ROOT / "harness/benches/data/loops.jsonl", type=Path)
    ap.add_argument("--games", default=ROOT / "games/samples/ccpd-big5.pgn", type=Path)
    ap.add_argument("--game-loops", default=500, type=int)
    ap.add_argument("--runs", default=1, type=int)
    args = ap.parse_args()
    loops = []
    with args.loops.open(encoding="utf-8") as f:
        for line in f:
            o = json.loads(line)
            iccs = o["moves"].split()
            loops.append((o["fen"], iccs, [uci(m) for m in iccs]))
    print(f"qili {qili.__version__}, pyffish {'.'.join(map(str, pyffish.version()))}")
    judge_loops(loops, args.runs)
    games = [(r.start_fen, r.moves) for r in qili.read_games(args.games, rules="axf")]
    games += [(fen, iccs) for fen, iccs, _ in loops[: args.game_loops]]
    follow_games(games, args.runs)


if __name__ == "__main__":
    main()
