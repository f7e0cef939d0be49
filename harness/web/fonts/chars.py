#!/usr/bin/env python3
"""Prints every Chinese (CJK) character the explorer page can show, one line, sorted.

The page shows the books' words (case quotes, articles, rulings' reasons), the board's
characters and its own labels; all of them come from these files. A character counts when its
code point is U+2E80 or above (CJK ideographs, punctuation and full-width forms), the same rule
as `harness/tests/it/serve.rs`, which fails when a file gains a character the font lacks.
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
SOURCES = [
    "spec/books/*.txt",
    "spec/rules/*.yaml",
    "cases/**/*.yaml",
    "oracle/src/**/*.rs",
    "harness/src/**/*.rs",
    "harness/web/*.html",
    "harness/web/*.js",
]

chars = set()
for pattern in SOURCES:
    for path in sorted(ROOT.glob(pattern)):
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) >= 0x2E80)
if not chars:
    sys.exit("no Chinese characters found: run from a qili checkout")
print("".join(sorted(chars)))
