"""The type stubs (qili/__init__.pyi) match the module, and help() reads well."""

import pydoc
import subprocess
import sys
from pathlib import Path

import qili


def test_the_stubs_match_the_module():
    # mypy's stubtest imports qili and compares every name, signature and class with the
    # stubs. (PEP 800's @disjoint_base is left out: type checkers do not need it yet.) The
    # allowlist holds what a signature cannot say, each with why. Under CPython 3.9 the stable
    # ABI gives a class no runtime signature (`__text_signature__` of a type needs 3.10), so
    # stubtest has no signature of Game.__new__ to compare there, and its entry goes unused.
    unused = ["--ignore-unused-allowlist"] if sys.version_info < (3, 10) else []
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy.stubtest",
            "qili",
            "--ignore-disjoint-bases",
            "--allowlist",
            str(Path(__file__).with_name("stubtest-allowlist.txt")),
            *unused,
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_help_shows_signatures_and_docstrings():
    text = pydoc.render_doc(qili.adjudicate, renderer=pydoc.plaintext)
    assert "adjudicate(fen, moves, rules, *, whole=False, drawing_post=None)" in text
    assert "Raises FenError, NotationError" in text
    assert qili.adjudicate.__module__ == "qili"
    for item in (qili.Game, qili.Game.push, qili.read_games, qili.perft, qili.Adjudication):
        assert item.__doc__ and len(item.__doc__) > 40, item
    assert "ordered to vary" in qili.Game.banned_moves.__doc__
