"""Game, Ruling and Adjudication pickle and copy: a server stores games and hands them between
processes. Nothing is ruled again when a game is unpickled, and bytes that are no pickled qili
object raise qili.StateError."""

import copy
import functools
import json
import pickle
import subprocess
import sys

import pytest

import qili
from test_game import CHECK_FEN, CHECK_LOOP, STALL_FEN, STALL_MOVES, perpetual_check, state

PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)


@functools.lru_cache(maxsize=None)
def games() -> tuple[qili.Game, ...]:
    """Games at every kind of state: new, ordered to vary (with banned moves), lost at once,
    lost by a banned move, drawn, with fouls, and varied after an order. (Made once: the tests
    change only their copies.)"""
    ordered = perpetual_check("axf")
    banned_played = perpetual_check("axf")
    banned_played.push("车二进一")
    varied = perpetual_check("axf")
    varied.push(next(m for m in varied.legal_moves() if m not in varied.banned_moves))
    drawn = qili.Game(rules="cn", moves=["h0g2", "h9g7", "g2h0", "g7h9"] * 2)
    fouls = qili.Game(rules="cn", moves="h2e2 h9g7")
    fouls.claim_move_limit("black")
    fouls.claim_move_limit("black")
    return (
        qili.Game(rules="cn"),
        ordered,
        perpetual_check("cn"),
        banned_played,
        varied,
        drawn,
        fouls,
        qili.Game(STALL_FEN, "axf", moves=STALL_MOVES),
    )


@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_a_game_unpickles_as_it_was(protocol):
    for g in games():
        back = pickle.loads(pickle.dumps(g, protocol=protocol))
        assert type(back) is qili.Game
        assert state(back) == state(g), repr(g)
        assert back.rules == g.rules and back.start_fen == g.start_fen


def test_copies_are_games_of_their_own():
    for g in games():
        before = state(g)
        for twin in (copy.copy(g), copy.deepcopy(g)):
            assert twin is not g and state(twin) == before
            if not g.is_over():
                twin.push(g.legal_moves()[0])
                assert len(twin.moves) == len(g.moves) + 1
            elif g.moves:
                twin.pop()
                assert len(twin.moves) == len(g.moves) - 1
            assert state(g) == before


def test_the_order_to_vary_the_banned_moves_and_the_fouls_go_on_after_unpickling():
    g = pickle.loads(pickle.dumps(perpetual_check("axf")))
    assert g.ordered_to_vary == ["red"] and g.banned_moves == ["h8h9"]
    g.push("车二进一")
    assert (g.result, g.termination, g.ruling.newly) == ("0-1", "repetition", False)
    # CN: two false claims of the move-count limit, pickled; the third loses (第4.1.8条).
    fouls = games()[6]
    assert fouls.fouls("black") == 2
    back = pickle.loads(pickle.dumps(fouls))
    assert back.fouls("black") == 2
    assert back.claim_move_limit("black") == "false"
    assert (back.result, back.termination) == ("1-0", "fouls")


def test_an_unpickled_game_takes_moves_back():
    g = pickle.loads(pickle.dumps(games()[4]))  # varied after the order
    g.pop()
    assert g.banned_moves == ["h8h9"] and g.ruling is not None and g.ruling.ply == 8
    while g.moves:
        g.pop()
    assert state(g) == state(qili.Game(CHECK_FEN, "axf"))


def test_nothing_is_ruled_again_when_a_game_is_unpickled():
    # A ruling whose words were changed in the pickle comes back changed: unpickling took it
    # from the pickle, and did not rule the repetition again (which took 0.45 s on this game).
    g = qili.Game(STALL_FEN, "axf", moves=STALL_MOVES)
    function, (kind, fmt, data) = g.__reduce__()
    saved = json.loads(data)
    saved["rulings"][0]["ruled"]["adjudication"]["ruling"]["why"] = "as pickled"
    back = function(kind, fmt, json.dumps(saved).encode())
    assert back.ruling.why == "as pickled"
    assert back.banned_moves == ["h9h8"]


def test_rulings_and_adjudications_pickle_and_copy():
    g = qili.Game(STALL_FEN, "axf", moves=STALL_MOVES)
    r = g.ruling
    a = qili.adjudicate(CHECK_FEN, CHECK_LOOP * 2, "axf")
    assert copy.copy(r) is r and copy.deepcopy(r) is r  # immutable: a copy is the object
    assert copy.copy(a) is a and copy.deepcopy(a) is a
    for protocol in PROTOCOLS:
        r2 = pickle.loads(pickle.dumps(r, protocol=protocol))
        assert (r2.ply, r2.first_ply, r2.occurrences, r2.verdict, r2.call, r2.side, r2.newly) == (
            r.ply, r.first_ply, r.occurrences, r.verdict, r.call, r.side, r.newly
        )
        assert (r2.article, r2.why, r2.cycle) == (r.article, r.why, r.cycle)
        a2 = pickle.loads(pickle.dumps(a, protocol=protocol))
        assert (a2.rules, a2.verdict, a2.article, a2.why, a2.cycle.first, a2.judged) == (
            a.rules, a.verdict, a.article, a.why, a.cycle.first, a.judged
        )
        assert [(p.ply, p.move, p.side, p.class_) for p in a2.plies] == [
            (p.ply, p.move, p.side, p.class_) for p in a.plies
        ]
        assert a2.violations == a.violations
    chase = qili.adjudicate(
        "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w",
        "b4a4 a5e5 a4e4 e5a5 e4a4 a5e5 a4e4 e5a5 e4a4",
        "axf",
    )
    back = pickle.loads(pickle.dumps(chase))
    assert [[(t.square, t.piece, t.id) for t in p.targets] for p in back.plies] == [
        [(t.square, t.piece, t.id) for t in p.targets] for p in chase.plies
    ]


# A game is handed to another process, which plays on: the banned move loses there.
CHILD = """
import pickle, sys
import qili
g = pickle.loads(sys.stdin.buffer.read())
print(g.ordered_to_vary, g.banned_moves, g.fouls("red"), g.fouls("black"))
g.push(g.banned_moves[0])
print(g.result, g.termination, g.ruling.ply)
"""


def test_a_game_pickled_in_one_process_plays_on_in_another():
    g = perpetual_check("axf")
    out = subprocess.run(
        [sys.executable, "-c", CHILD],
        input=pickle.dumps(g),
        capture_output=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr.decode()
    assert out.stdout.decode().splitlines() == [
        "['red'] ['h8h9'] 0 0",
        "0-1 repetition 9",
    ]


def test_bytes_that_are_no_pickled_game_raise_a_state_error():
    g = perpetual_check("axf")
    function, (kind, fmt, data) = g.__reduce__()
    saved = json.loads(data)

    def altered(edit) -> bytes:
        s = json.loads(data)
        edit(s)
        return json.dumps(s).encode()

    def moves_edit(s):
        s["referee"]["moves"][2] = s["referee"]["moves"][0]

    def ruling_past(s):
        s["rulings"][0]["ruled"]["ply"] = 20

    def banned_illegal(s):
        s["banned"][0][0] = "a0a9"

    def unknown_field(s):
        s["extra"] = 1

    def order_early(s):
        s["referee"]["orders"][0]["ply"] = 3

    def rules_unknown(s):
        s["referee"]["rules"] = "wxf"

    def cycle_wrong(s):
        s["rulings"][0]["cycle"] = []

    def square_wrong(s):
        s["referee"]["moves"][0] = "z9z9"

    assert saved["referee"]["orders"] == [{"ply": 8, "side": "red"}]
    for state_bytes, message in [
        (b"", "Game: not a pickled Game"),
        (b"\xff\xfe garbage", "Game: not a pickled Game"),
        (b"[" * 100_000, "Game: not a pickled Game"),
        (altered(moves_edit), "Game: moves: ply 3 'h8h9' is not legal"),
        (altered(ruling_past), "Game: a ruling at ply 20, not after ply 0 and within the 8 moves"),
        (altered(banned_illegal), "Game: banned move 'a0a9' is not legal"),
        (altered(unknown_field), "unknown field `extra`"),
        (altered(order_early), "Game: orders: red at ply 3: no position occurs a third time"),
        (altered(rules_unknown), "Game: rules 'wxf': no such rulebook"),
        (altered(cycle_wrong), "Game: a ruling of plies 5-8 with 0 moves"),
        (altered(square_wrong), "a move in ICCS coordinates"),
    ]:
        with pytest.raises(qili.StateError, match=message):
            function(kind, fmt, state_bytes)
    with pytest.raises(qili.StateError, match="format 2 by another version of qili"):
        function(kind, 2, data)
    with pytest.raises(qili.StateError, match="qili pickles a Game, a Ruling or an Adjudication"):
        function("Board", fmt, data)
    with pytest.raises(qili.StateError, match="more than the 16777216 bytes qili reads"):
        function(kind, fmt, b" " * (16 << 20 | 1))
    with pytest.raises(qili.StateError, match="Ruling: not a pickled Ruling"):
        function("Ruling", fmt, data)
    with pytest.raises(qili.StateError, match="Adjudication: not a pickled Adjudication"):
        function("Adjudication", fmt, data)
    # And the untouched bytes are the game.
    assert state(function(kind, fmt, data)) == state(g)
