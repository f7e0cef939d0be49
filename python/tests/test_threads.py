"""The interpreter is released while qili works: another thread runs meanwhile."""

import subprocess
import sys
import textwrap

# read_games on a named pipe blocks inside qili until another thread writes the games into the
# pipe. Were the interpreter held while qili opens and reads the file, the writing thread could
# never run: the script would never end. It runs in a process of its own, so that such a
# deadlock fails the test after the timeout instead of hanging it.
SCRIPT = textwrap.dedent(
    """
    import os, sys, tempfile, threading
    import qili

    fifo = os.path.join(tempfile.mkdtemp(), "games.pgn")
    os.mkfifo(fifo)
    found = []

    def read():
        found.extend(qili.read_games(fifo, rules="cn"))

    reader = threading.Thread(target=read)
    reader.start()
    with open(fifo, "wb") as f:
        f.write(b'[Event "one"]\\n\\n1. h2e2 h9g7 *\\n\\n[Event "two"]\\n\\n1. b0c2 *\\n')
    reader.join()
    print([(g.tags["Event"], g.plies) for g in found])
    """
)


def test_read_games_releases_the_interpreter():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=30
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[('one', 2), ('two', 1)]"
