#!/usr/bin/env python3
"""Pairs random Swiss events round by round with two qili binaries and compares `pair --json`.

Usage: run.py OLD_QILI NEW_QILI [EVENTS] [SEED]

Each event has an even number of players (6 to 200, the larger rarer), 5 to 7 rounds and its
own seed of lots; each round both binaries pair it from the same results file, their JSON must
be byte-identical, and the results of the pairing (random wins, losses and draws) are added
before the next round. Prints how many rounds were compared; exits 1 at the first difference,
leaving the results file that shows it.
"""
import json
import random
import subprocess
import sys
import tempfile


def pair(binary, path):
    out = subprocess.run([binary, "tournament", "pair", "--json", "--results", path],
                         capture_output=True, text=True, timeout=600)
    return out.returncode, out.stdout, out.stderr


def main():
    old, new = sys.argv[1], sys.argv[2]
    events = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    compared = 0
    for e in range(events):
        n = 2 * rng.randint(3, 20) if rng.random() < 0.8 else 2 * rng.randint(30, 100)
        rounds = rng.randint(5, 7)
        file = {"system": "swiss", "players": [f"P{i}" for i in range(1, n + 1)],
                "rounds": rounds, "seed": rng.randint(0, 10**9), "games": []}
        for r in range(1, rounds + 1):
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(file, f)
                path = f.name
            a, b = pair(old, path), pair(new, path)
            if a != b:
                print(f"event {e} ({n} players) round {r} differs: {path}")
                print("old:", a)
                print("new:", b)
                sys.exit(1)
            compared += 1
            subprocess.run(["rm", "-f", path])
            if a[0] != 0:
                break  # both refuse alike (e.g. no pairing without a rematch)
            for red, black in json.loads(a[1])["pairs"]:
                result = rng.choice(["1-0", "0-1", "1/2-1/2"])
                file["games"].append({"round": r, "red": red, "black": black, "result": result})
    print(f"{events} events, {compared} rounds: identical JSON")


if __name__ == "__main__":
    main()
