"""Judge every loop with qili and Fairy-Stockfish, group the disagreements, check qili's
symmetries, and build the report."""

from __future__ import annotations

import json
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import fsmodel
from board import Board
from groups import explain
from invariance import compare, passes, variants
from judges import Qili, fairy_stockfish, fs_version


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


def example(loop, axf: dict, fs: str, cn: dict | None = None) -> dict:
    """One loop as the report shows it: FEN, moves, both verdicts, qili's classes per ply."""
    fen, moves = loop
    half = len(moves) // 2
    ex = {"fen": fen, "moves": " ".join(moves), "qili_axf": axf["verdict"],
          "qili_article": axf.get("article", ""), "fairy_stockfish": fs,
          "classes": [f"{p['move']} {'/'.join(p['class'])}"
                      + (f" {','.join(p['targets'])}" if p["targets"] else "")
                      for p in axf["plies"][half:]]}
    if cn is not None:
        ex["qili_cn"] = cn["verdict"]
    return ex


def run(path: str, binary: str, jobs: int, symmetries: bool, limit: int | None,
        examples: int) -> dict:
    """The whole check; returns the report as a JSON-ready dict."""
    qili = Qili(binary)
    loops = load(path)[:limit] if limit else load(path)
    axf = _judge(qili, "axf", loops, jobs)
    cn = _judge(qili, "cn", loops, jobs)
    fs = [fairy_stockfish(fen, moves) for fen, moves in loops]
    model = [fsmodel.verdict(Board.from_fen(fen), moves)[0] for fen, moves in loops]
    unmodelled = [{"loop": i + 1, "fen": loop[0], "moves": " ".join(loop[1]),
                   "fairy_stockfish": f, "model": m}
                  for i, (loop, f, m) in enumerate(zip(loops, fs, model)) if f != m]
    errors, groups, agree = [], {}, 0
    table = Counter()
    for i, (loop, a, c, f) in enumerate(zip(loops, axf, cn, fs)):
        if "error" in a or "error" in c:
            errors.append({"loop": i + 1, "fen": loop[0], "moves": " ".join(loop[1]),
                           "error": a.get("error") or c.get("error")})
            continue
        table[(a["verdict"], f)] += 1
        if a["verdict"] == f:
            agree += 1
            continue
        key, title, reading = explain(loop, a, f)
        g = groups.setdefault(key, {"key": key, "title": title, "reading": reading,
                                    "count": 0, "loops": [], "examples": []})
        g["count"] += 1
        g["loops"].append(i + 1)
        g["examples"].append(example(loop, a, f, c))
    for g in groups.values():
        # the shortest loops make the clearest examples
        g["examples"] = sorted(g["examples"], key=lambda e: (len(e["moves"]), len(e["fen"])))
        g["examples"] = g["examples"][:examples]
    judged = len(loops) - len(errors)
    cn_table = Counter((a["verdict"], c["verdict"]) for a, c in zip(axf, cn)
                       if "error" not in a and "error" not in c)
    report = {
        "loops_file": path, "loops": len(loops), "judged": judged, "qili": binary,
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
