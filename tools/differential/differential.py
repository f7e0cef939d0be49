#!/usr/bin/env python3
"""qili's differential check against Fairy-Stockfish's and chessdb's repetition judges.

    differential.py generate --seed 1 --count 6000 --out loops.jsonl --qili target/debug/qili
    differential.py check --loops loops.jsonl --qili target/debug/qili [--json report.json]
    differential.py cases --qili target/debug/qili [--json report.json]
    differential.py tables --qili target/release/qili [--symmetry] [MORE.jsonl …]
    differential.py games GAMEFILE… --qili target/release/qili [--json FILE]
    differential.py judge-cases cases/contrib --qili target/release/qili [--engine NAME=REPORT.json …]
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
from judges import Chessdb, ChessdbError, Qili  # noqa: E402
from check import SPLITS, judge_all, run, split  # noqa: E402
import cases  # noqa: E402
import games  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def shared_dir() -> Path:
    """The shared folder beside the checkout: $QILI_SHARED, else ../shared, else ../../shared
    (a worktree under /work/wt/NAME)."""
    import os
    if os.environ.get("QILI_SHARED"):
        return Path(os.environ["QILI_SHARED"])
    for up in (ROOT.parent, ROOT.parent.parent):
        if (up / "shared").is_dir():
            return up / "shared"
    return ROOT.parent / "shared"


CHESSDB_ANCHOR = shared_dir() / "anchors" / "chessdb-judge"
CHESSDB_CACHE = ROOT / "target" / "chessdb-judge"
# the committed corpora `tables` judges, in harness/benches/data (see its README)
CORPORA = ("loops.jsonl", "chases.jsonl", "loops-seed2.jsonl", "chases-seed2.jsonl")


def _one(job):
    seed, index, count, binary, chases = job
    if chases:
        return one_chase(seed, index, Qili(binary).accepts)
    return one(seed, index, count, Qili(binary).accepts)


def cmd_generate(args) -> int:
    families = {}
    if not 0 <= args.first < args.count:
        raise SystemExit(f"--first {args.first}: needs 0 <= FIRST < --count {args.count}")
    jobs = [(args.seed, i, args.count, args.qili, args.chases)
            for i in range(args.first, args.count)]
    with open(args.out, "w", encoding="utf-8") as out, Pool(args.jobs) as pool:
        for family, fen, moves in pool.imap(_one, jobs, chunksize=8):
            families[family] = families.get(family, 0) + 1
            out.write(json.dumps({"fen": fen, "moves": " ".join(moves)},
                                 separators=(",", ":")) + "\n")
    print(f"wrote {args.count - args.first} loops to {args.out}: "
          + ", ".join(f"{n} {f}" for f, n in families.items()))
    return 0


def chessdb(args) -> Chessdb | None:
    """chessdb's judge as the options ask, built at first use; ``None`` with --no-chessdb."""
    if args.no_chessdb:
        return None
    try:
        return Chessdb(args.chessdb, args.chessdb_cache)
    except ChessdbError as e:
        raise SystemExit(f"chessdb: {e}")


def cmd_check(args) -> int:
    report = run(args.loops, args.qili, args.jobs, not args.no_symmetry, args.limit,
                 args.examples, chessdb(args))
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
    lines += three_way(report)
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


def three_way(report: dict) -> list[str]:
    """The three-way part of a report as text: the five splits, then each group."""
    if "chessdb" not in report:
        return []
    cdb = report["chessdb"]
    lines = ["", f"three judges (qili under AXF, pyffish, chessdb) on {cdb['judged']} loops: "
             + ", ".join(f"{k} {cdb['splits'][k]}" for k in SPLITS)]
    for g in cdb["groups"]:
        lines.append(f"  {g['split']:13} {g['count']:5}  {g['title']}")
        for e in g["examples"][:1]:
            lines.append(f"         e.g. --fen '{e['fen']}' --moves '{e['moves']}'")
            lines.append(f"              qili {e['qili_axf']}, Fairy-Stockfish "
                         f"{e['fairy_stockfish']}, chessdb {e['chessdb']}")
    for e in cdb["errors"][:10]:
        lines.append(f"chessdb refused loop {e['loop']}: {e['error']}")
    return lines


def cmd_cases(args) -> int:
    """Judge every case's last lap with the three judges, against the book's AXF ruling."""
    judged, skipped = cases.load(args.cases, args.qili)
    loops = [c["loop"] for c in judged]
    peer = chessdb(args)
    report = judge_all(loops, " ".join(args.cases), Qili(args.qili), args.jobs, False,
                       args.examples, peer)
    rows = cases_rows(judged, args.qili, peer)
    report["cases"] = rows
    report["skipped"] = skipped
    print(cases_summary(report))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(report, out, ensure_ascii=False, indent=1)
            out.write("\n")
    return 1 if report["errors"] else 0


def cases_rows(judged: list[dict], binary: str, cdb: Chessdb | None) -> list[dict]:
    """One row per judged case: the book's AXF ruling and each judge's."""
    from judges import fairy_stockfish

    qili = Qili(binary).adjudicate("axf", [c["loop"] for c in judged])
    peer = cdb.judge([c["loop"] for c in judged]) if cdb else [None] * len(judged)
    rows = []
    for c, q, d in zip(judged, qili, peer):
        fen, moves = c["loop"]
        row = {"id": c["id"], "book_axf": c["axf"], "book_axf_derived": c["axf_derived"],
               "fen": fen, "moves": " ".join(moves),
               "qili": q.get("verdict", q.get("error")), "qili_article": q.get("article", ""),
               "fairy_stockfish": fairy_stockfish(fen, moves), "chessdb": d}
        if d is not None and not d.startswith("error"):
            row["split"] = split(row["qili"], row["fairy_stockfish"], d)
        rows.append(row)
    return rows


RULE_JUDGES = ("pyffish", "chessdb")


def engine_verdicts(specs: list[str]) -> dict[str, dict[tuple[str, str], str]]:
    """For each ``NAME=REPORT.json`` (a ``qili run --engine … --json`` report), the engine's
    verdict on each trial that asked it to vary: ``repeats`` when it played the forbidden move,
    ``varies`` when it played another legal move; trials without such an answer are left out —
    among them the known failures that were not a plain fail (an illegal move, a legal move of
    the loop refused: the report's message says ``found: illegal_move`` and so on)."""
    out = {}
    for spec in specs:
        name, sep, path = spec.partition("=")
        if not sep or not name or not path:
            raise SystemExit(f"--engine {spec!r}: give NAME=REPORT.json (NAME as in engines/)")
        if Path(path).stat().st_size > 64 << 20:
            raise SystemExit(f"{path}: larger than 64 MiB, not a qili report")
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
        verdicts = {}
        for r in report.get("results", []):
            expected, actual = r.get("expected", ""), r.get("actual", "")
            if "+" in r.get("rules", "") or not expected.startswith("not "):
                continue
            status = r.get("status")
            if status == "known_failure":
                found = r.get("message", "").partition("\nfound: ")[2]
                status = found.split(":", 1)[0]
            if status in ("pass", "fail") and actual:
                verdicts[(r["case"], r["rules"])] = ("repeats" if actual == expected[4:]
                                                     else "varies")
        out[name] = verdicts
    return out


def cmd_judge_cases(args) -> int:
    """Recompute the outside judges' verdicts that contributed cases record (``judges``) and
    list every case whose recorded verdicts differ, with the block to record instead."""
    from judges import fairy_stockfish

    judged, skipped = cases.load(args.cases, args.qili)
    peer = chessdb(args)
    loops = [c["loop"] for c in judged]
    by_chessdb = peer.judge(loops) if peer else [None] * len(loops)
    engines = engine_verdicts(args.engine)
    stale = 0
    for c, d in zip(judged, by_chessdb):
        fen, moves = c["loop"]
        found = {"axf": {"pyffish": fairy_stockfish(fen, moves)}}
        if d is not None:
            found["axf"]["chessdb"] = "refuses" if d.startswith("error") else d
        for name, verdicts in engines.items():
            for book in ("axf", "cn"):
                if (c["id"], book) in verdicts:
                    found.setdefault(book, {})[name] = verdicts[(c["id"], book)]
        recorded = c["judges"]
        asked = set(RULE_JUDGES if peer else ("pyffish",)) | set(engines)
        differ = []
        for book in ("axf", "cn"):
            mine, theirs = recorded.get(book) or {}, found.get(book, {})
            for judge in sorted(asked & (set(mine) | set(theirs))):
                if mine.get(judge) != theirs.get(judge):
                    differ.append(f"{book}.{judge}: recorded {mine.get(judge, '(none)')}, "
                                  f"found {theirs.get(judge, '(none)')}")
        if differ:
            stale += 1
            print(f"{c['id']} ({c['path']}):")
            for line in differ:
                print(f"  {line}")
            merged = {b: {**(recorded.get(b) or {}), **found.get(b, {})}
                      for b in ("axf", "cn") if recorded.get(b) or found.get(b)}
            print("  record:\n" + "\n".join(
                f"    {b}:\n" + "\n".join(f"      {j}: {v}" for j, v in sorted(js.items()))
                for b, js in merged.items()))
    for s in skipped:
        print(f"{s['id']}: not judged: {s['why']}")
    print(f"{len(judged)} cases judged, {stale} with recorded verdicts that differ"
          f"{'' if peer else ' (chessdb left out)'}")
    return 1 if stale or skipped else 0


def cases_summary(report: dict) -> str:
    """The cases report as text: per book, each judge against the book's AXF ruling, the
    three-way splits, and every case where a judge differs from the book or the others."""
    rows = report["cases"]
    lines = []
    for book in ("axf", "cn"):
        mine = [r for r in rows if r["id"].startswith(book + "-")]
        printed = [r for r in mine if r["book_axf"] and not r["book_axf_derived"]]
        derived = [r for r in mine if r["book_axf"] and r["book_axf_derived"]]
        lines.append(f"{book}: {len(mine)} cases judged")
        for what, sub in (("printed", printed), ("derived", derived)):
            if not sub:
                continue
            lines.append(f"  the AXF ruling {what} in the case, {len(sub)} cases: " + ", ".join(
                f"{j} {sum(r[k] == r['book_axf'] for r in sub)}"
                for j, k in (("qili", "qili"), ("pyffish", "fairy_stockfish"),
                             ("chessdb", "chessdb"))))
        splits = {k: sum(r.get("split") == k for r in mine) for k in SPLITS}
        lines.append("  three judges: " + ", ".join(f"{k} {n}" for k, n in splits.items()))
    lines.append("")
    lines.append("cases where a judge differs from the case's AXF ruling or the judges differ:")
    for r in rows:
        if r.get("split") == "all agree" and r["qili"] == r["book_axf"]:
            continue
        lines.append(f"  {r['id']:8} book {r['book_axf']}{' (derived)' if r['book_axf_derived'] else ''}"
                     f", qili {r['qili']}, pyffish {r['fairy_stockfish']}, chessdb {r['chessdb']}"
                     f" [{r.get('split', '-')}]: --fen '{r['fen']}' --moves '{r['moves']}'")
    lines.append("")
    lines.append(f"not judged: {len(report['skipped'])} cases")
    why = {}
    for s in report["skipped"]:
        why.setdefault(s["why"], []).append(s["id"])
    for w, ids in why.items():
        lines.append(f"  {len(ids)} {w}: {', '.join(ids) if len(ids) <= 20 else ', '.join(ids[:20]) + ' …'}")
    for e in report["errors"][:10]:
        lines.append(f"ERROR loop {e['loop']}: {e['error']}")
    return "\n".join(lines)


def cmd_tables(args) -> int:
    """Every three-way table DIFFERENTIAL.md shows, in one run: the committed corpora, any
    more given as arguments, and every case."""
    code = 0
    corpora = [ROOT / "harness/benches/data" / name for name in CORPORA]
    corpora += [Path(f) for f in args.extra]
    reports = {}
    peer = chessdb(args)
    for path in corpora:
        print(f"== {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}", flush=True)
        report = run(str(path), args.qili, args.jobs, args.symmetry, None, args.examples, peer)
        print(summary(report), flush=True)
        reports[str(path)] = report
        code |= 1 if report["errors"] else 0
    print("== cases/axf cases/cn", flush=True)
    ns = argparse.Namespace(**{**vars(args), "cases": [str(ROOT / "cases/axf"),
                                                        str(ROOT / "cases/cn")],
                               "json": None})
    code |= cmd_cases(ns)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(reports, out, ensure_ascii=False, indent=1)
            out.write("\n")
    return code


def cmd_games(args) -> int:
    """Judge every ruled repetition of recorded games with the three judges; list the disputed
    ones by kind (the contributed cases are chosen from them: docs/GAMES.md)."""
    try:
        loops, notes = games.repetitions(args.files)
    except games.GamesError as e:
        raise SystemExit(f"games: {e}")
    games.judge(loops, args.qili, chessdb(args))
    print(games.summary(loops, notes))
    if args.json:
        games.write(loops, args.json)
    return 0


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


def peer_options(parser) -> None:
    """The options that say where chessdb's judge is and where it is built."""
    parser.add_argument("--chessdb", default=str(CHESSDB_ANCHOR),
                        help="chessdb's judge anchor (build.sh and sources); default "
                             "../shared/anchors/chessdb-judge beside the repository")
    parser.add_argument("--chessdb-cache", default=str(CHESSDB_CACHE),
                        help="where it is built at first use (default target/chessdb-judge)")
    parser.add_argument("--no-chessdb", action="store_true",
                        help="leave chessdb out: two judges only")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write loops from random play as JSON lines")
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--count", type=int, default=6000)
    g.add_argument("--first", type=int, default=0,
                   help="skip the first N loops of the corpus (to make its rest in another "
                        "process: the two files, concatenated, are the corpus)")
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
    peer_options(c)
    c.set_defaults(run=cmd_check)
    k = sub.add_parser("cases", help="judge every case's last lap with the three judges")
    k.add_argument("cases", nargs="*", default=[str(ROOT / "cases/axf"), str(ROOT / "cases/cn")],
                   help="case files or directories (default: cases/axf cases/cn)")
    k.add_argument("--qili", default="target/debug/qili")
    k.add_argument("--json", help="write the full report here")
    k.add_argument("--jobs", type=int, default=2, help="qili processes at once")
    k.add_argument("--examples", type=int, default=3, help="examples kept per group")
    peer_options(k)
    k.set_defaults(run=cmd_cases)
    t = sub.add_parser("tables", help="the three-way tables of docs/DIFFERENTIAL.md: the "
                                      "committed corpora and every case")
    t.add_argument("extra", nargs="*", help="more corpora (JSON lines) to judge as well")
    t.add_argument("--qili", default="target/debug/qili")
    t.add_argument("--json", help="write the corpora's full reports here")
    t.add_argument("--jobs", type=int, default=2, help="qili processes at once")
    t.add_argument("--examples", type=int, default=3, help="examples kept per group")
    t.add_argument("--symmetry", action="store_true",
                   help="also check qili's symmetries on every corpus (several times longer)")
    peer_options(t)
    t.set_defaults(run=cmd_tables)
    m = sub.add_parser("games", help="judge the repetitions of recorded games with the three "
                       "judges and list the disputed ones by kind")
    m.add_argument("files", nargs="+", help="game files qili's reader takes (PGN, DhtmlXQ)")
    m.add_argument("--qili", default="target/debug/qili")
    m.add_argument("--json", help="write every judged loop here, one JSON object a line")
    peer_options(m)
    m.set_defaults(run=cmd_games)
    j = sub.add_parser("judge-cases", help="recompute the judges' verdicts contributed cases "
                                           "record, and list those that differ")
    j.add_argument("cases", nargs="+", help="case files or directories (cases/contrib)")
    j.add_argument("--qili", default="target/debug/qili")
    j.add_argument("--engine", action="append", default=[],
                   help="NAME=REPORT.json: an engine's certification report (qili run --engine "
                        "… --json), to check the verdicts recorded for engine NAME")
    peer_options(j)
    j.set_defaults(run=cmd_judge_cases)
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
