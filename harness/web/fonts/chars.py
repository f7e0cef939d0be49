#!/usr/bin/env python3
"""Prints every Chinese (CJK) character the explorer page can show, one line, sorted.

The page shows the books' words (case quotes, articles, rulings' reasons), the board's
characters and its own labels, in English, simplified or traditional Chinese (the message
catalogue, harness/i18n/*.ftl); all of them come from these files. It also shows the tags and
moves of the game records it is sent: of those, the records in games/samples/ (the ones the
tests and the docs' screenshots read), each decoded from its encoding. A character counts when its
code point is U+2E80 or above (CJK ideographs, punctuation and full-width forms), the same rule
as `harness/tests/it/serve.rs`, which fails when a file gains a character the font lacks.
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
SOURCES = [
    "spec/books/*.txt",
    "oracle/spec/rules/*.yaml",
    "cases/**/*.yaml",
    "oracle/src/**/*.rs",
    "harness/src/**/*.rs",
    "harness/web/*.html",
    "harness/web/*.js",
    "harness/i18n/*.ftl",
]

# The sample records that are not UTF-8 (Big5 as the WHATWG standard reads it: with HKSCS).
RECORDS = ["games/samples/*.pgn", "games/samples/*.html"]
ENCODINGS = {"ccpd-big5.pgn": "big5hkscs", "ccpd-gbk-simplified.pgn": "gb18030"}

chars = set()
for pattern in SOURCES:
    for path in sorted(ROOT.glob(pattern)):
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) >= 0x2E80)
for path in sorted(p for pattern in RECORDS for p in ROOT.glob(pattern)):
    text = path.read_text(encoding=ENCODINGS.get(path.name, "utf-8-sig"))
    chars.update(c for c in text if ord(c) >= 0x2E80)
if not chars:
    sys.exit("no Chinese characters found: run from a qili checkout")
print("".join(sorted(chars)))
