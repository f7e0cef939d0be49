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


# While one thread pushes a move, does another run? With the switch interval set to a thousand
# seconds the interpreter never takes the GIL from the thread holding it, so the other thread
# runs only where qili lets the GIL go. The other thread is woken just before the push and
# records that it ran; the main thread reads the record right after the push, without letting
# the GIL go in between. Were the GIL held during the push, the record would be empty every
# time. The push is the slow one of issue #29 (the eighth move of the stall game, ruled), and it
# is taken back and played again until the other thread is seen (its waking up may be late on
# a busy machine); a held GIL fails all the attempts.
RUNS_DURING = textwrap.dedent(
    """
    import sys, threading
    import qili

    FEN = "1Cba3RC/4ak3/4c3b/2n3p2/9/2B1n1P2/p4N2P/9/3rA4/2B1KA3 w"
    MOVES = "h9h8 f8f9 h8h9 f9f8 h9h8 f8f9 h8h9 f9f8".split()
    sys.setswitchinterval(1000)

    def ran_during(call, then=lambda: None):
        for attempt in range(1, 201):
            go, ran = threading.Event(), []
            other = threading.Thread(target=lambda: (go.wait(), ran.append(1)))
            other.start()
            while not other.is_alive():
                pass
            go.set()
            call()
            seen = bool(ran)
            other.join()
            then()
            if seen:
                return attempt
        return None

    g = qili.Game(FEN, "axf", moves=MOVES[:-1])

    def push():
        g.push(MOVES[-1])
        assert g.ruling is not None and g.ruling.call == "must_vary"

    print("push", ran_during(push, then=g.pop) is not None)
    print("adjudicate", ran_during(lambda: qili.adjudicate(FEN, MOVES, "axf")) is not None)
    """
)


def test_another_thread_runs_while_a_move_is_pushed_and_a_loop_judged():
    out = subprocess.run(
        [sys.executable, "-c", RUNS_DURING], capture_output=True, text=True, timeout=600
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["push True", "adjudicate True"]


# The games of a file are read by a thread of qili's own, a few ahead of the iterator: bytes
# written to a pipe are taken in while Python does not ask for the next game. (Were they read
# only when asked for, they would stay in the pipe; the wait is bounded, not timed.)
READS_AHEAD = textwrap.dedent(
    """
    import array, fcntl, os, tempfile, termios, time
    import qili

    fifo = os.path.join(tempfile.mkdtemp(), "games.pgn")
    os.mkfifo(fifo)
    pipe = os.open(fifo, os.O_RDWR)  # a writer that is there before the reader opens
    game = lambda n: f'[Event "{n}"]\\n\\n1. h2e2 h9g7 2. h0g2 *\\n\\n'.encode()

    def waiting():
        count = array.array("i", [0])
        fcntl.ioctl(pipe, termios.FIONREAD, count)
        return count[0]

    os.write(pipe, game(1) + game(2))
    games = qili.read_games(fifo, rules="cn")
    first = next(games)
    os.write(pipe, game(3) + game(4))
    deadline = time.monotonic() + 120
    while waiting() and time.monotonic() < deadline:
        time.sleep(0.01)
    print("taken in", waiting() == 0)
    os.close(pipe)
    print([first.tags["Event"]] + [g.tags["Event"] for g in games])
    """
)


def test_read_games_reads_on_while_python_works():
    out = subprocess.run(
        [sys.executable, "-c", READS_AHEAD], capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["taken in True", "['1', '2', '3', '4']"]
