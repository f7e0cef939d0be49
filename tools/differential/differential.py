#!/usr/bin/env python3
"""qili's differential check against Fairy-Stockfish's own repetition judge.

    differential.py generate --seed 1 --count 6000 --out loops.jsonl --qili target/debug/qili
    differential.py check --loops loops.jsonl --qili target/debug/qili [--json report.json]
    differential.py selftest

See docs/DIFFERENTIAL.md.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.dont_write_bytecode = True  # keep the worktree clean of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent))

from board import START, Board, from_fs  # noqa: E402
from generate import one, one_chase, random_game  # noqa: E402
from judges import Qili  # noqa: E402
from check import run  # noqa: E402


def _one(job):
    seed, index, count, binary, chases = job
    if chases:
        return one_chase(seed, index, Qili(binary).accepts)
    return one(seed, index, count, Qili(binary).accepts)


def cmd_generate(args) -> int:
    families = {}
    jobs = [(args.seed, i, args.count, args.qili, args.chases) for i in range(args.count)]
    with open(args.out, "w", encoding="utf-8") as out, Pool(args.jobs) as pool:
        for family, fen, moves in pool.imap(_one, jobs, chunksize=8):
            families[family] = families.get(family, 0) + 1
            out.write(json.dumps({"fen": fen, "moves": " ".join(moves)},
                                 separators=(",", ":")) + "\n")
    print(f"wrote {args.count} loops to {args.out}: "
          + ", ".join(f"{n} {f}" for f, n in families.items()))
    return 0


def cmd_check(args) -> int:
    report = run(args.loops, args.qili, args.jobs, not args.no_symmetry, args.limit,
                 args.examples)
    print(summary(report))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(report, out, ensure_ascii=False, indent=1)
            out.write("\n")
    return 1 if report["errors"] else 0


def summary(report: dict) -> str:
    """The report as text: counts, agreement, groups with one example each, symmetry."""
    lines = [f"{report['judged']} of {report['loops']} loops judged "
             f"(qili {report['qili']}, pyffish {report['pyffish']})",
             f"agreement with Fairy-Stockfish (qili under AXF): {report['agree']} "
             f"({report['agreement_percent']}%)", "", "qili axf | Fairy-Stockfish | loops"]
    lines += [f"{v['qili_axf']} | {v['fairy_stockfish']} | {v['count']}"
              for v in report["verdicts"]]
    lines += ["", f"{len(report['groups'])} groups of disagreements:"]
    for g in report["groups"]:
        lines.append(f"  {g['count']:5}  {g['title']}")
        if g["reading"]:
            lines.append(f"         {g['reading']}")
        for e in g["examples"][:1]:
            lines.append(f"         e.g. --fen '{e['fen']}' --moves '{e['moves']}'")
            lines.append(f"              qili {e['qili_axf']}, Fairy-Stockfish "
                         f"{e['fairy_stockfish']}: {'; '.join(e['classes'])}")
    lines += ["", f"the model of Fairy-Stockfish reproduces its verdict on "
              f"{report['model_agrees']} of {report['loops']} loops"]
    for m in report["model_misses"][:5]:
        lines.append(f"  loop {m['loop']}: model {m['model']}, Fairy-Stockfish "
                     f"{m['fairy_stockfish']}: --fen '{m['fen']}' --moves '{m['moves']}'")
    lines += ["", "qili axf | qili cn | loops"]
    lines += [f"{v['qili_axf']} | {v['qili_cn']} | {v['count']}" for v in report["cn_vs_axf"]]
    if "symmetry" in report:
        sym = report["symmetry"]
        kinds = {}
        for v in sym["violations"]:
            kinds[(v["rules"], v["kind"].split()[0])] = kinds.get((v["rules"], v["kind"].split()[0]), 0) + 1
        lines += ["", f"symmetry: {sym['checked']} comparisons, {len(sym['violations'])} violations"
                  + "".join(f"; {r} {k}: {n}" for (r, k), n in sorted(kinds.items()))]
        for v in sym["violations"][:5]:
            lines.append(f"  loop {v['loop']} {v['rules']} {v['kind']}: {v['differences'][0]}")
    for e in report["errors"][:10]:
        lines.append(f"ERROR loop {e['loop']}: {e['error']}")
    return "\n".join(lines)


def cmd_show(args) -> int:
    with open(args.report, encoding="utf-8") as f:
        report = json.load(f)
    print(markdown(report))
    return 0


def markdown(report: dict) -> str:
    """The groups of a report as Markdown: title, reading, count, examples with classes."""
    lines = [f"{report['judged']} loops, {report['agree']} agree "
             f"({report['agreement_percent']}%); the model reproduces Fairy-Stockfish on "
             f"{report['model_agrees']} of {report['loops']}.", ""]
    for g in report["groups"]:
        lines += [f"### {g['title']} — {g['count']}", ""]
        if g["reading"]:
            lines += [f"Reading: {g['reading']}.", ""]
        lines.append(f"Loops (line numbers): {', '.join(map(str, g['loops']))}.")
        lines.append("")
        for e in g["examples"]:
            lines += [f"- `--fen '{e['fen']}' --moves '{e['moves']}'`",
                      f"  qili (AXF) {e['qili_axf']} ({e['qili_article'] or 'no article'}), "
                      f"Fairy-Stockfish {e['fairy_stockfish']}, qili (CN) {e.get('qili_cn')}; "
                      f"qili's classes: {'; '.join(e['classes'])}"]
        lines.append("")
    return "\n".join(lines)


def cmd_selftest(args) -> int:
    """Cross-check this tool's move generator against Fairy-Stockfish's on random games."""
    import pyffish

    rng = random.Random(args.seed)
    positions = 0
    for _ in range(args.games):
        for board in random_game(rng, 150):
            fs = sorted(from_fs(m) for m in pyffish.legal_moves("xiangqi", board.fen(), []))
            if board.legal_moves() != fs:
                print(f"move generators differ at {board.fen()}: "
                      f"{sorted(set(board.legal_moves()) ^ set(fs))}")
                return 1
            positions += 1
    print(f"legal moves agree with pyffish in {positions} positions")
    assert Board.from_fen(START).fen() == START
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write loops from random play as JSON lines")
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--count", type=int, default=6000)
    g.add_argument("--out", required=True)
    g.add_argument("--qili", default="target/debug/qili", help="qili binary (validates FENs)")
    g.add_argument("--jobs", type=int, default=2, help="processes at once")
    g.add_argument("--chases", action="store_true",
                   help="only loops where one side attacks one piece anew on every move")
    g.set_defaults(run=cmd_generate)
    c = sub.add_parser("check", help="judge loops with qili and Fairy-Stockfish, report")
    c.add_argument("--loops", default="harness/benches/data/loops.jsonl")
    c.add_argument("--qili", default="target/debug/qili")
    c.add_argument("--json", help="write the full report here")
    c.add_argument("--jobs", type=int, default=2, help="qili processes at once")
    c.add_argument("--limit", type=int, help="only the first N loops")
    c.add_argument("--examples", type=int, default=3, help="examples kept per group")
    c.add_argument("--no-symmetry", action="store_true", help="skip the symmetry checks")
    c.set_defaults(run=cmd_check)
    w = sub.add_parser("show", help="print a --json report's groups as Markdown")
    w.add_argument("report")
    w.set_defaults(run=cmd_show)
    s = sub.add_parser("selftest", help="cross-check the move generator against pyffish")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--games", type=int, default=20)
    s.set_defaults(run=cmd_selftest)
    args = parser.parse_args(argv)
    started = time.time()
    code = args.run(args)
    print(f"({time.time() - started:.0f} s)", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
