"""Judge every loop with qili, Fairy-Stockfish and chessdb, group the disagreements, check
qili's symmetries, and build the report."""

from __future__ import annotations

import json
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import fsmodel
from board import Board
from groups import explain, explain_chessdb
from invariance import compare, passes, variants
from judges import Chessdb, Qili, fairy_stockfish, fs_version

# the five ways three verdicts can fall, in the order the report lists them
SPLITS = ("all agree", "qili alone", "pyffish alone", "chessdb alone", "all differ")


def split(qili: str, fs: str, cdb: str) -> str:
    """Which of ``SPLITS`` three verdicts (qili under AXF, pyffish, chessdb) make."""
    if qili == fs == cdb:
        return "all agree"
    if fs == cdb:
        return "qili alone"
    if qili == cdb:
        return "pyffish alone"
    if qili == fs:
        return "chessdb alone"
    return "all differ"


def load(path: str) -> list[tuple[str, list[str]]]:
    """The loops of a JSON-lines file: ``{"fen": …, "moves": "m1 m2 …"}`` per line."""
    loops = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                loops.append((obj["fen"], obj["moves"].split()))
            except (json.JSONDecodeError, KeyError, AttributeError) as e:
                raise SystemExit(f"{path}:{n}: not a loop object ({e}): {line[:120]!r}")
    return loops


def _judge(qili: Qili, rules: str, loops, jobs: int) -> list[dict]:
    if qili.batch or jobs <= 1:
        return qili.adjudicate(rules, loops)
    chunks = [loops[i::jobs] for i in range(jobs)]
    with ThreadPoolExecutor(jobs) as pool:
        parts = list(pool.map(lambda c: qili.adjudicate(rules, c), chunks))
    out = [None] * len(loops)
    for i, part in enumerate(parts):
        out[i::jobs] = part
    return out


def example(loop, axf: dict, fs: str, cn: dict | None = None, cdb: str | None = None) -> dict:
    """One loop as the report shows it: FEN, moves, the verdicts, qili's classes per ply."""
    fen, moves = loop
    half = len(moves) // 2
    ex = {"fen": fen, "moves": " ".join(moves), "qili_axf": axf["verdict"],
          "qili_article": axf.get("article", ""), "fairy_stockfish": fs,
          "classes": [f"{p['move']} {'/'.join(p['class'])}"
                      + (f" {','.join(p['targets'])}" if p["targets"] else "")
                      for p in axf["plies"][half:]]}
    if cn is not None:
        ex["qili_cn"] = cn["verdict"]
    if cdb is not None:
        ex["chessdb"] = cdb
    return ex


def run(path: str, binary: str, jobs: int, symmetries: bool, limit: int | None,
        examples: int, chessdb: Chessdb | None = None) -> dict:
    """The whole check; returns the report as a JSON-ready dict. Without ``chessdb`` the
    report has no three-way part."""
    qili = Qili(binary)
    loops = load(path)[:limit] if limit else load(path)
    return judge_all(loops, path, qili, jobs, symmetries, examples, chessdb)


def judge_all(loops, source: str, qili: Qili, jobs: int, symmetries: bool, examples: int,
              chessdb: Chessdb | None = None) -> dict:
    """Judge ``loops`` (read from ``source``) with every judge; the report as a dict."""
    axf = _judge(qili, "axf", loops, jobs)
    cn = _judge(qili, "cn", loops, jobs)
    fs = [fairy_stockfish(fen, moves) for fen, moves in loops]
    model = [fsmodel.verdict(Board.from_fen(fen), moves)[0] for fen, moves in loops]
    unmodelled = [{"loop": i + 1, "fen": loop[0], "moves": " ".join(loop[1]),
                   "fairy_stockfish": f, "model": m}
                  for i, (loop, f, m) in enumerate(zip(loops, fs, model)) if f != m]
    errors, groups, agree = [], {}, 0
    table = Counter()
    cdb = chessdb.judge(loops) if chessdb else [None] * len(loops)
    three, three_table, three_groups, cdb_errors = Counter(), Counter(), {}, []
    for i, (loop, a, c, f, d) in enumerate(zip(loops, axf, cn, fs, cdb)):
        if "error" in a or "error" in c:
            errors.append({"loop": i + 1, "fen": loop[0], "moves": " ".join(loop[1]),
                           "error": a.get("error") or c.get("error")})
            continue
        table[(a["verdict"], f)] += 1
        explained = None
        if a["verdict"] != f:
            explained = explain(loop, a, f)
            key, title, reading = explained
            g = groups.setdefault(key, {"key": key, "title": title, "reading": reading,
                                        "count": 0, "loops": [], "examples": []})
            g["count"] += 1
            g["loops"].append(i + 1)
            g["examples"].append(example(loop, a, f, c, d))
        else:
            agree += 1
        if d is None:
            continue
        if d.startswith("error"):
            cdb_errors.append({"loop": i + 1, "fen": loop[0], "moves": " ".join(loop[1]),
                               "error": d})
            continue
        how = split(a["verdict"], f, d)
        three[how] += 1
        three_table[(a["verdict"], f, d)] += 1
        if how == "all agree":
            continue
        if explained is not None:
            key, title, reading = explained
        elif d == "draw":  # qili and pyffish condemn a side, chessdb alone does not
            key, title, reading = explain_chessdb(loop, a)
        else:  # qili and pyffish agree, chessdb alone condemns a side
            key = title = f"qili and pyffish {a['verdict']}, chessdb {d}"
            reading = ""
        g = three_groups.setdefault((how, key), {
            "split": how, "key": key, "title": title, "reading": reading, "count": 0,
            "loops": [], "examples": []})
        g["count"] += 1
        g["loops"].append(i + 1)
        g["examples"].append(example(loop, a, f, c, d))
    for g in list(groups.values()) + list(three_groups.values()):
        # the shortest loops make the clearest examples
        g["examples"] = sorted(g["examples"], key=lambda e: (len(e["moves"]), len(e["fen"])))
        g["examples"] = g["examples"][:examples]
    judged = len(loops) - len(errors)
    cn_table = Counter((a["verdict"], c["verdict"]) for a, c in zip(axf, cn)
                       if "error" not in a and "error" not in c)
    report = {
        "loops_file": source, "loops": len(loops), "judged": judged, "qili": qili.binary,
        "pyffish": fs_version(),
        "agree": agree, "agreement_percent": round(100.0 * agree / judged, 2) if judged else 0.0,
        "verdicts": [{"qili_axf": q, "fairy_stockfish": f, "count": n}
                     for (q, f), n in sorted(table.items())],
        "groups": sorted(groups.values(), key=lambda g: -g["count"]),
        "model_agrees": len(loops) - len(unmodelled),
        "model_misses": unmodelled,
        "cn_vs_axf": [{"qili_axf": a, "qili_cn": c, "count": n}
                      for (a, c), n in sorted(cn_table.items())],
        "errors": errors,
    }
    if chessdb:
        report["chessdb"] = {
            "binary": chessdb.binary,
            "judged": sum(three.values()),
            "splits": {k: three.get(k, 0) for k in SPLITS},
            "verdicts": [{"qili_axf": q, "fairy_stockfish": f, "chessdb": d, "count": n}
                         for (q, f, d), n in sorted(three_table.items())],
            "groups": sorted(three_groups.values(),
                             key=lambda g: (SPLITS.index(g["split"]), -g["count"])),
            "errors": cdb_errors,
        }
    if symmetries:
        report["symmetry"] = symmetry(qili, loops, axf, cn, jobs)
    return report


def symmetry(qili: Qili, loops, axf, cn, jobs: int) -> dict:
    """Mirror, colour swap, rotation and first-versus-second pass, under both books."""
    out = {"checked": 0, "violations": []}
    jobs_list = []
    for i, (fen, moves) in enumerate(loops):
        for kind, vfen, vmoves, mapping in variants(fen, moves):
            jobs_list.append((i, kind, mapping, (vfen, vmoves)))
    for rules, originals in (("axf", axf), ("cn", cn)):
        answers = _judge(qili, rules, [j[3] for j in jobs_list], jobs)
        for (i, kind, mapping, vloop), ans in zip(jobs_list, answers):
            orig = originals[i]
            if "error" in orig:
                continue
            out["checked"] += 1
            diffs = [ans["error"]] if "error" in ans else compare(orig, ans, mapping)
            if diffs:
                out["violations"].append({"loop": i + 1, "rules": rules, "kind": kind,
                                          "fen": vloop[0], "moves": " ".join(vloop[1]),
                                          "differences": diffs})
        for i, orig in enumerate(originals):
            if "error" in orig:
                continue
            out["checked"] += 1
            diffs = passes(orig)
            if diffs:
                out["violations"].append({"loop": i + 1, "rules": rules, "kind": "passes",
                                          "fen": loops[i][0], "moves": " ".join(loops[i][1]),
                                          "differences": diffs})
    return out
