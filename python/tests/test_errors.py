"""Bad input raises a qili.Error subclass that says what and where; nothing panics."""

import pytest

import qili

FIG32 = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1"


def test_every_error_is_a_qili_error():
    for kind in (
        qili.FenError,
        qili.NotationError,
        qili.RulesError,
        qili.RecordError,
        qili.GameOverError,
    ):
        assert issubclass(kind, qili.Error) and issubclass(qili.Error, Exception)


def test_fen():
    with pytest.raises(qili.FenError, match=r"fen 'xx': malformed FEN: column 1"):
        qili.adjudicate("xx", "h2e2")
    # Well formed, but black has no general.
    with pytest.raises(qili.FenError, match="illegal position"):
        qili.adjudicate("9/9/9/9/9/9/9/9/9/4K4 w", "e0e1")
    with pytest.raises(qili.FenError):
        qili.perft("rnbakabnr/9 w", 1)


def test_moves_say_which_move_and_why():
    with pytest.raises(qili.NotationError, match=r"moves: move 2 'h2e3' \(1:6\): no piece there"):
        qili.adjudicate(None, "h2e2 h2e3")
    with pytest.raises(qili.NotationError, match=r"moves\[1\] 'h7h0': illegal"):
        qili.adjudicate(None, ["h2e2", "h7h0"])
    with pytest.raises(qili.NotationError, match=r"moves\[0\] 'h2e2 h9g7': one move expected"):
        qili.adjudicate(None, ["h2e2 h9g7"])
    with pytest.raises(qili.NotationError, match="ambiguous"):
        # Two red rooks on file 9 (a1, a3), both free to step forward: 前/后 is missing.
        qili.adjudicate("3k5/9/9/9/9/9/R8/9/R8/4K4 w", "车九进一")
    with pytest.raises(qili.NotationError, match="cannot read the move list"):
        qili.adjudicate(None, "!!")
    with pytest.raises(qili.NotationError, match="to 'pinyin'"):
        qili.notation(None, "h2e2", to="pinyin")


def test_types():
    with pytest.raises(TypeError, match="moves: expected a string or a list of strings, not int"):
        qili.adjudicate(None, 5)
    with pytest.raises(TypeError, match=r"moves\[1\]: expected a string, not int"):
        qili.adjudicate(None, ["h2e2", 3])


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


def test_uci_coordinates():
    assert qili.from_uci("h3e3") == "h2e2"
    assert qili.from_uci("a10a9") == "a9a8"
    assert qili.to_uci("a9a8") == "a10a9"
    for bad in ("h0e2", "h3e3x", "j1j2", "", "a11a1"):
        with pytest.raises(qili.NotationError, match="ranks 1-10"):
            qili.from_uci(bad)
    with pytest.raises(qili.NotationError, match="ICCS"):
        qili.to_uci("h3e33")
