"""Bad input raises a qili.Error subclass that says what and where; nothing panics."""

import itertools
import re

import pytest

import qili

FIG32 = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1"


def test_every_error_is_a_qili_error_and_a_bad_value_a_value_error():
    for kind in (
        qili.FenError,
        qili.NotationError,
        qili.RulesError,
        qili.RecordError,
        qili.GameOverError,
        qili.StateError,
    ):
        assert issubclass(kind, qili.Error) and issubclass(qili.Error, Exception)
        assert kind.__module__ == "qili"
    for kind in (qili.FenError, qili.NotationError, qili.RulesError, qili.StateError):
        assert issubclass(kind, ValueError)
    assert not issubclass(qili.GameOverError, ValueError)


def test_fen():
    with pytest.raises(qili.FenError, match=r"fen 'xx': malformed FEN: column 1"):
        qili.adjudicate("xx", "h2e2", rules="axf")
    # Well formed, but black has no general.
    with pytest.raises(qili.FenError, match="illegal position"):
        qili.adjudicate("9/9/9/9/9/9/9/9/9/4K4 w", "e0e1", rules="axf")
    with pytest.raises(qili.FenError):
        qili.perft("rnbakabnr/9 w", 1)


def test_moves_say_which_move_and_why():
    with pytest.raises(qili.NotationError, match=r"moves: move 2 'h2e3' \(1:6\): no piece there"):
        qili.adjudicate(None, "h2e2 h2e3", rules="axf")
    with pytest.raises(qili.NotationError, match=r"moves\[1\] 'h7h0': illegal"):
        qili.adjudicate(None, ["h2e2", "h7h0"], rules="axf")
    with pytest.raises(qili.NotationError, match=r"moves\[0\] 'h2e2 h9g7': one move expected"):
        qili.adjudicate(None, ["h2e2 h9g7"], rules="axf")
    with pytest.raises(qili.NotationError, match="ambiguous"):
        # Two red rooks on file 9 (a1, a3), both free to step forward: 前/后 is missing.
        qili.adjudicate("3k5/9/9/9/9/9/R8/9/R8/4K4 w", "车九进一", rules="cn")
    with pytest.raises(qili.NotationError, match="cannot read the move list"):
        qili.adjudicate(None, "!!", rules="axf")
    with pytest.raises(qili.NotationError, match="to 'pinyin'"):
        qili.notation(None, "h2e2", to="pinyin")


# Every argument of every public function and constructor, given a value of the wrong type: a
# TypeError whose message names the argument and says what it takes.
WRONG_TYPES = [
    (lambda: qili.adjudicate(5, "h2e2", "axf"), "fen: expected a FEN string, or None"),
    (lambda: qili.adjudicate(None, 5, "axf"), "moves: expected a string of moves or a list"),
    (lambda: qili.adjudicate(None, {"h2e2": 1}, "axf"), "moves: .*, not dict"),
    (lambda: qili.adjudicate(None, {"h2e2"}, "axf"), "moves: .*, not set"),
    (lambda: qili.adjudicate(None, b"h2e2", "axf"), "moves: .*, not bytes"),
    (lambda: qili.adjudicate(None, ["h2e2", 3], "axf"), r"moves\[1\]: expected a string, one move, not int"),
    (lambda: qili.adjudicate(None, "h2e2", 3), 'rules: expected "cn" or "axf", not int'),
    (lambda: qili.adjudicate(None, "h2e2", "axf", whole="yes"), "whole: expected True or False, not str"),
    (lambda: qili.adjudicate(None, "h2e2", "cn", drawing_post=5), "drawing_post: expected None, a side"),
    (lambda: qili.adjudicate(None, "h2e2", "cn", drawing_post=["black", 1]), r"drawing_post\[1\]: expected a side, not int"),
    (lambda: qili.Game(5, "cn"), "fen: expected a FEN string"),
    (lambda: qili.Game(None, ["cn"]), 'rules: expected "cn" or "axf", not list'),
    (lambda: qili.Game(rules="cn", moves=5), "moves: expected a string of moves"),
    (lambda: qili.Game(rules="cn", moves={"h2e2": "h9g7"}), "moves: .*, not dict"),
    (lambda: qili.Game(rules="cn").push(5), "move: expected a string, one move in any notation, not int"),
    (lambda: qili.Game(rules="cn").push(None), "move: expected a string.*, not NoneType"),
    (lambda: qili.Game(rules="cn").claim_move_limit(1), 'side: expected "red" or "black", not int'),
    (lambda: qili.Game(rules="cn").fouls(None), 'side: expected "red" or "black", not NoneType'),
    (lambda: qili.read_games(5), r"path: expected a file name \(str or os.PathLike\) or a file.s contents \(bytes or bytearray\), not int"),
    (lambda: qili.read_games("x.pgn", rules=1), 'rules: expected "cn", "axf" or "both", not int'),
    (lambda: qili.read_games("x.pgn", encoding=8), 'encoding: expected "auto", "utf-8", "gb18030" or "big5", not int'),
    (lambda: qili.perft(1, 2), "fen: expected a FEN string"),
    (lambda: qili.perft(None, "3"), "depth: expected a whole number from 0 to 4294967295, not str"),
    (lambda: qili.notation(b"x", "h2e2"), "fen: expected a FEN string.*, not bytes"),
    (lambda: qili.notation(None, 1.5), "moves: expected a string of moves.*, not float"),
    (lambda: qili.notation(None, "h2e2", to=1), 'to: expected "iccs", "wxf" or "chinese", not int'),
    (lambda: qili.from_uci(1), "move: expected a string, one move in coordinates, not int"),
    (lambda: qili.from_uci("h3e3", fen=1), "fen: expected a FEN string"),
    (lambda: qili.to_uci(None), "move: expected a string, one move in coordinates, not NoneType"),
    (lambda: qili.Event("ABCD"), r"players: expected a list of player names \(strings\), in seeding order, not str"),
    (lambda: qili.Event(5), "players: expected a list of player names.*, not int"),
    (lambda: qili.Event({"A", "B"}), "players: expected a list of player names.*, not set"),
    (lambda: qili.Event(["A", 1]), r"players\[1\]: expected a player name \(a string\), not int"),
    (lambda: qili.Event(["A", "B"], system=1), 'system: expected "swiss", "round-robin" or "knockout", not int'),
    (lambda: qili.Event(["A", "B"], rounds="3"), "rounds: expected None or a whole number from 0 to 4294967295, not str"),
    (lambda: qili.Event(["A", "B"], seed=1.5), "seed: expected None or a whole number from 0 to 18446744073709551615, not float"),
    (lambda: qili.Event.load(5), r"path: expected a file name \(str or os.PathLike\), not int"),
    (lambda: qili.Event.from_json(5), "text: expected a string, a results file's text, not int"),
    (lambda: qili.Event(["A", "B"]).record("1", "A", "B", "1-0"), "round: expected a round number, a whole number from 1 to 4294967295, not str"),
    (lambda: qili.Event(["A", "B"]).record(1, 2, "B", "1-0"), r"red: expected a player name \(a string\), not int"),
    (lambda: qili.Event(["A", "B"]).record(1, "A", None, "1-0"), r"black: expected a player name \(a string\), not NoneType"),
    (lambda: qili.Event(["A", "B"]).record(1, "A", "B", 1), 'result: expected "1-0", "0-1", "1/2-1/2", "forfeit-red", "forfeit-black" or "double-forfeit", not int'),
    (lambda: qili.Event(["A", "B"]).pair(seed="x"), "seed: expected None or a whole number.*, not str"),
    (lambda: qili.Event(["A", "B"]).pair(rules=2), 'rules: expected "cn" or "axf", not int'),
    (lambda: qili.Event(["A", "B"]).standings(5), 'rules: expected "cn" or "axf", not int'),
    (lambda: qili.Event(["A", "B"]).standings("cn", seed=[1]), "seed: expected None or a whole number.*, not list"),
]


@pytest.mark.parametrize("call, message", WRONG_TYPES)
def test_a_wrong_type_names_the_argument_and_what_it_takes(call, message):
    with pytest.raises(TypeError) as e:
        call()
    assert re.match(message, str(e.value)), str(e.value)


def test_a_bad_value_of_the_right_type_names_the_argument_too():
    with pytest.raises(ValueError, match=r"depth: expected a whole number from 0 to 4294967295, not -1"):
        qili.perft(None, -1)
    with pytest.raises(ValueError, match=r'side: expected "red" or "black", not "green"'):
        qili.Game(rules="cn").fouls("green")
    with pytest.raises(ValueError, match=r"rounds: expected None or a whole number from 0 to 4294967295, not -1"):
        qili.Event(["A", "B"], rounds=-1)
    with pytest.raises(ValueError, match=r"seed: expected None or a whole number from 0 to 18446744073709551615, not -1"):
        qili.Event(["A", "B"]).pair(seed=-1)


def test_rules_must_be_given_to_game_and_adjudicate():
    # The books rule differently (CN forbids what AXF allows, and the other way round): a
    # platform says which it plays under. Left out, or None, it is a TypeError naming it.
    for call in (
        lambda: qili.Game(),
        lambda: qili.Game(qili.START_FEN),
        lambda: qili.Game(None, None),
        lambda: qili.adjudicate(None, "h2e2"),
        lambda: qili.adjudicate(None, "h2e2", None),
    ):
        with pytest.raises(TypeError, match=r"missing required argument 'rules': \"cn\" or \"axf\""):
            call()
    # Given positionally or by name, as before, it works.
    assert qili.Game(None, "axf").rules == "axf"
    assert qili.Game(qili.START_FEN, rules="cn", moves="h2e2").moves == ["h2e2"]
    assert qili.adjudicate(None, "h2e2 h9g7", "cn").verdict == "none"
    assert qili.adjudicate(None, ["h2e2"], rules="axf").rules == "axf"
    # read_games rules under both books unless told otherwise: it picks no book for a game.


def test_drawing_post_takes_a_side_or_a_list_of_sides():
    fen, moves = FIG32, "b4a4 a5e5 a4e4 e5a5 e4a4"
    one = qili.adjudicate(fen, moves, "cn", drawing_post="black")
    listed = qili.adjudicate(fen, moves, "cn", drawing_post=["black"])
    assert one.why == listed.why
    assert qili.adjudicate(fen, moves, "cn", drawing_post=("red", "black")).rules == "cn"


def test_rules_and_assumptions():
    with pytest.raises(qili.RulesError, match="rules 'wxf': expected one of axf, cn"):
        qili.adjudicate(FIG32, "b4a4", rules="wxf")
    with pytest.raises(qili.RulesError, match="not 'blue'"):
        qili.adjudicate(FIG32, "b4a4", rules="cn", drawing_post=["blue"])
    with pytest.raises(qili.RulesError, match="expected one of axf, cn, both"):
        qili.read_games("x.pgn", rules="all")


def test_records(tmp_path):
    with pytest.raises(qili.RecordError, match="nothing.pgn: cannot read"):
        qili.read_games(tmp_path / "nothing.pgn")
    with pytest.raises(qili.RecordError, match="a directory"):
        qili.read_games(tmp_path)
    with pytest.raises(qili.RecordError, match="encoding 'latin-1'"):
        qili.read_games(tmp_path / "x.pgn", encoding="latin-1")


def test_garbage_records_are_read_without_a_panic(tmp_path):
    # Bytes that are no record at all, a record whose FEN is illegal, moves that go wrong.
    path = tmp_path / "bad.pgn"
    path.write_bytes(
        b"\xff\xfe\x00garbage [[[ {unclosed\n\n"
        b'[Event "x"]\n[FEN "9/9/9 w"]\n\n1. h2e2 *\n\n'
        b'[Event "y"]\n\n1. h2e2 h9g7 2. zz9 *\n'
    )
    games = list(qili.read_games(path, rules="both"))
    assert games, "something is read"
    bad_fen = [g for g in games if g.tags.get("Event") == "x"][0]
    assert bad_fen.error is not None and bad_fen.error.ply == 0
    bad_move = [g for g in games if g.tags.get("Event") == "y"][0]
    assert (bad_move.error.ply, bad_move.plies) == (3, 2)


def test_uci_coordinates_are_ranks_1_to_10_and_nothing_else():
    assert qili.from_uci("h3e3") == "h2e2"
    assert qili.from_uci("a10a9") == "a9a8"
    assert qili.from_uci("i1i10") == "i0i9"
    assert qili.to_uci("a9a8") == "a10a9"
    # A rank 0 is not in ranks 1-10, nor is 11; a leading zero, upper case, a dash, a move to
    # the square it starts from, or anything more, is not the form pyffish writes either.
    for bad in ("h0e2", "h3e0", "a11a1", "h01e1", "H3E3", "h3-e3", "h3h3", "h3e3x", "j1j2", "", "h3"):
        with pytest.raises(ValueError, match=f"move '{re.escape(bad)}': not a move in coordinates with ranks 1-10"):
            qili.from_uci(bad)
    # Coordinates alone cannot tell ICCS from ranks 1-10: h2e2 is read in ranks 1-10, as said.
    assert qili.from_uci("h2e2") == "h1e1"
    # Given the position, a move that is not legal there is refused; one that would be legal
    # read as ICCS is most likely ICCS already, and the error says so.
    assert qili.from_uci("h3e3", fen=qili.START_FEN) == "h2e2"
    with pytest.raises(qili.NotationError, match=r"move 'h2e2' \(ranks 1-10; h1e1 in ICCS\): not a legal move in the position; read as ICCS \(ranks 0-9\) 'h2e2' is legal"):
        qili.from_uci("h2e2", fen=qili.START_FEN)
    with pytest.raises(qili.NotationError, match=r"move 'e5e6' \(ranks 1-10; e4e5 in ICCS\): not a legal move in the position$"):
        qili.from_uci("e5e6", fen=qili.START_FEN)
    with pytest.raises(qili.NotationError, match="ICCS"):
        qili.to_uci("h3e33")


SHUFFLE = ["h0g2", "h9g7", "g2h0", "g7h9"]  # both horses out and back


def then_fail(moves, bad):
    """The moves, then a bad one, then an error if anything reads further."""
    yield from moves
    yield bad
    raise AssertionError("the moves after the bad one were read")


def test_a_list_of_moves_is_read_up_to_its_first_bad_move():
    # A list (any ordered iterable) is read one move at a time: the moves after the bad one
    # are never asked for.
    for call in (
        lambda moves: qili.adjudicate(None, moves, "axf"),
        lambda moves: qili.Game(None, "cn", moves),
        lambda moves: qili.notation(None, moves),
    ):
        with pytest.raises(qili.NotationError, match=r"moves\[4\] 'h0h5': illegal"):
            call(then_fail(SHUFFLE, "h0h5"))
        with pytest.raises(TypeError, match=r"moves\[4\]: expected a string, one move, not int"):
            call(then_fail(SHUFFLE, 7))
    # Issue #32: 1,000,001 moves whose fifth is illegal took 110 s to report the fifth.
    many = SHUFFLE + ["h0h5"] + SHUFFLE * 250_000
    with pytest.raises(qili.NotationError, match=r"moves\[4\] 'h0h5': illegal"):
        qili.adjudicate(None, many, "axf")
    with pytest.raises(qili.NotationError, match=r"moves\[4\] 'h0h5': illegal"):
        qili.Game(None, "cn", many)
    # As one string, adjudicate refuses it for its length before reading it; Game and notation
    # read it word by word, and stop at the fifth.
    text = " ".join(many)
    with pytest.raises(qili.NotationError, match="moves: more than 400 moves"):
        qili.adjudicate(None, text, "axf")
    with pytest.raises(qili.NotationError, match=r"moves: move 5 'h0h5' \(1:21\): illegal"):
        qili.Game(None, "cn", text)
    with pytest.raises(qili.NotationError, match=r"moves: move 5 'h0h5' \(1:21\): illegal"):
        qili.notation(None, text)


def test_adjudicate_rules_at_most_400_moves_as_the_server():
    loop = SHUFFLE * 100
    assert len(loop) == 400
    assert qili.adjudicate(None, loop, "cn").verdict == "draw"
    assert qili.adjudicate(None, " ".join(loop), "cn").verdict == "draw"
    numbered = " ".join(f"{i // 2 + 1}. {m}" if i % 2 == 0 else m for i, m in enumerate(loop))
    assert qili.adjudicate(None, numbered, "cn").verdict == "draw"
    for moves in (loop + ["h0g2"], " ".join(loop + ["h0g2"]), itertools.cycle(SHUFFLE)):
        with pytest.raises(qili.NotationError, match="moves: more than 400 moves: qili rules at most 400"):
            qili.adjudicate(None, moves, "cn")


def test_a_game_given_more_moves_than_it_lasts_names_the_first_move_too_many():
    # Two laps of the horses: the start occurs a third time at ply 8, a draw (CN 第24.2条); the
    # ninth move is refused, and nothing after it is read.
    with pytest.raises(qili.GameOverError, match=r"moves\[8\] 'h0g2': the game is over \(1/2-1/2"):
        qili.Game(None, "cn", itertools.cycle(SHUFFLE))
