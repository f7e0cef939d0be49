"""qili.Game: a game in progress, ruled by the book after every move."""

import pytest

import qili

# AXF 图一 (cases/axf/001-…): red's single rook checks up and down, the general steps up and
# down. CN 第24.1条: 一方"长将"立即判负; AXF 细则 6: 单方一子长照……均须变着，不变作负.
CHECK_FEN = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1"
CHECK_LOOP = ["车二进一", "将６进１", "车二退一", "将６退１"]


def perpetual_check(rules: str) -> qili.Game:
    g = qili.Game(CHECK_FEN, rules=rules)
    # Two laps: the position the game started from occurs a third time at ply 8.
    for mv in (CHECK_LOOP * 2)[:-1]:
        assert g.push(mv) is None
        assert g.result is None
    assert g.push(CHECK_LOOP[-1]) is g.ruling is not None
    assert g.occurrences == 3
    return g


def test_perpetual_check_loses_at_once_under_cn():
    g = perpetual_check("cn")
    assert g.ruling.verdict == "red_loses"
    assert g.ruling.call == "loses_at_once"
    assert g.ruling.side == "red"
    assert (g.result, g.loser, g.termination) == ("0-1", "red", "repetition")
    assert "perpetual check loses at once (CN 第24.1条)" in g.reason
    assert g.is_over()
    with pytest.raises(qili.GameOverError, match="0-1"):
        g.push(CHECK_LOOP[0])


def test_perpetual_check_is_ordered_to_vary_under_axf_and_loses_when_it_goes_on():
    g = perpetual_check("axf")
    r = g.ruling
    assert (r.verdict, r.call, r.side, r.newly) == ("red_loses", "must_vary", "red", True)
    assert r.ply == 8 and r.occurrences == 3
    # The judged cycle is the lap just repeated: the plies since the position's previous
    # occurrence (after ply 4), 5-8, two moves a side.
    assert r.first_ply == 5
    assert r.cycle == g.moves[4:8]
    assert [p.class_ for p in r.adjudication.plies if p.side == "red"] == ["check"] * 2
    assert len(g.rulings) == 1 and g.rulings[0] is r
    assert g.result is None
    # Red to move: its rook's check again (车二进一) would continue the cycle: banned, though
    # legal.
    assert g.turn == "red"
    assert g.banned_moves == ["h8h9"]
    assert "h8h9" in g.legal_moves()
    g.push("车二进一")
    assert (g.result, g.loser, g.termination) == ("0-1", "red", "repetition")
    assert "red played h8h9, continuing the cycle it was ordered to vary from" in g.reason
    assert "细则 3" in g.reason
    # The banned move makes the position after ply 5 occur a third time: it is ruled as any
    # third occurrence is (as `qili games` records it), the order to vary not new.
    last = g.ruling
    assert last is not None and last is g.rulings[-1] and len(g.rulings) == 2
    assert (last.ply, last.first_ply, last.occurrences) == (9, 6, 3)
    assert (last.verdict, last.call, last.side, last.newly) == ("red_loses", "must_vary", "red", False)
    assert last.cycle == g.moves[5:9]


def test_a_side_that_varies_plays_on():
    g = perpetual_check("axf")
    allowed = [m for m in g.legal_moves() if m not in g.banned_moves]
    g.push(allowed[0])
    assert g.result is None
    assert g.banned_moves == []


def test_both_sides_idle_is_a_draw():
    # Both horses out and back twice: the start position occurs a third time, neither side
    # plays a forbidden move: CN 第24.2条 双方均为允许着法……立即判和.
    g = qili.Game(rules="cn")
    for mv in ["h0g2", "h9g7", "g2h0", "g7h9"] * 2:
        g.push(mv)
    assert g.ruling.verdict == "draw" and g.ruling.call == "draw"
    assert (g.result, g.loser, g.termination) == ("1/2-1/2", None, "repetition")
    assert g.fen.split()[0] == qili.START_FEN.split()[0]


def test_checkmate_and_stalemate():
    # Red's rook to i9 checks along the top rank; the rook on a8 holds rank 8: mate.
    g = qili.Game("4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1", rules="axf")
    g.push("i0i9")
    assert g.is_check() and g.is_checkmate() and not g.is_stalemate()
    assert (g.result, g.loser, g.termination) == ("1-0", "black", "checkmate")
    # Black's lone general, not in check, every point it could go to attacked: 困毙, it loses.
    g = qili.Game("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 b - - 0 1", rules="cn")
    assert g.legal_moves() == []
    assert not g.is_check() and g.is_stalemate()
    assert (g.result, g.loser, g.termination) == ("1-0", "black", "stalemate")
    with pytest.raises(qili.GameOverError, match="stalemate"):
        g.push("e9e8")


def test_moves_in_any_notation_and_the_state_of_the_game():
    g = qili.Game(rules="cn", moves="炮二平五 H8+7")
    g.push("h0g2")
    assert g.moves == ["h2e2", "h9g7", "h0g2"]
    assert g.turn == "black"
    assert g.start_fen == qili.START_FEN
    assert g.rules == "cn"
    assert g.occurrences == 1
    assert len(g.legal_moves()) > 0


def test_pop_takes_back_and_restores_the_rulings():
    g = perpetual_check("cn")
    assert g.pop() == "f8f9"  # 将６退１, given back in ICCS
    assert g.result is None and g.ruling is None and g.rulings == []
    g.push(CHECK_LOOP[-1])
    assert g.result == "0-1"
    empty = qili.Game(rules="cn")
    with pytest.raises(IndexError):
        empty.pop()


# Issue #29's stall: red's rook checks h9/h8, black's general steps f8/f9; the eighth move makes
# the start occur a third time, and ruling it took 0.45 s. AXF orders red to vary.
STALL_FEN = "1Cba3RC/4ak3/4c3b/2n3p2/9/2B1n1P2/p4N2P/9/3rA4/2B1KA3 w"
STALL_MOVES = "h9h8 f8f9 h8h9 f9f8 h9h8 f8f9 h8h9 f9f8".split()


def state(g: qili.Game) -> tuple:
    """What can be seen of a game, rulings compared by what they say."""
    return (
        g.fen,
        g.moves,
        g.occurrences,
        [(r.ply, r.verdict, r.call, r.side, r.newly, r.why) for r in g.rulings],
        g.ruling.ply if g.ruling else None,
        g.banned_moves,
        g.ordered_to_vary,
        g.result,
        g.reason,
        g.fouls("red"),
        g.fouls("black"),
    )


def test_pop_takes_the_move_back_without_replaying_the_game():
    g = qili.Game(STALL_FEN, "axf", moves=STALL_MOVES)
    ruling = g.ruling
    assert (ruling.ply, ruling.call, g.banned_moves) == (8, "must_vary", ["h9h8"])
    before = state(g)
    varied = next(m for m in g.legal_moves() if m not in g.banned_moves)
    g.push(varied)
    assert g.ruling is None and g.banned_moves == []
    assert g.pop() == varied
    # The very Ruling object is back: pop did not replay the game (a replay rules ply 8 again,
    # which took 0.52 s, and makes a new Ruling).
    assert g.ruling is ruling and g.rulings[0] is ruling
    assert state(g) == before
    # Taken back to the start and played again, move by move, the game is the same at every
    # ply.
    seen = [state(g)]
    while g.moves:
        g.pop()
        seen.append(state(g))
    for i, mv in enumerate(STALL_MOVES):
        g.push(mv)
        assert state(g) == seen[-2 - i], f"ply {i + 1}"


def test_a_game_over_is_taken_back_too():
    g = perpetual_check("axf")
    g.push("车二进一")  # banned: red loses
    assert g.result == "0-1" and len(g.rulings) == 2
    assert g.pop() == "h8h9"
    assert g.result is None and g.banned_moves == ["h8h9"] and len(g.rulings) == 1
    assert g.ruling is g.rulings[0] and g.ruling.ply == 8


def test_ordered_to_vary_names_the_sides_under_an_order_whoever_is_to_move():
    g = perpetual_check("axf")
    assert g.ordered_to_vary == ["red"] and g.turn == "red"
    g.push(next(m for m in g.legal_moves() if m not in g.banned_moves))
    # Black to move: red is still under the order (banned_moves covers the side to move only).
    assert g.turn == "black" and g.banned_moves == [] and g.ordered_to_vary == ["red"]
    # CN makes perpetual check a loss at once: nobody is ordered to vary.
    assert perpetual_check("cn").ordered_to_vary == []
    assert qili.Game(rules="cn").ordered_to_vary == []


def test_a_capture_lifts_the_order_to_vary():
    g = perpetual_check("axf")
    assert g.ordered_to_vary == ["red"]
    g.push("h8e8")  # the rook takes the advisor on e8: the positions before cannot recur
    assert g.ordered_to_vary == [] and g.occurrences == 1
    assert g.pop() == "h8e8" and g.ordered_to_vary == ["red"] and g.banned_moves == ["h8h9"]


def test_colours_swapped_black_is_ordered():
    # CHECK_FEN with the board turned and the colours swapped: black checks perpetually.
    g = qili.Game("9/4k4/9/9/9/9/8P/B6p1/2C1A2r1/C2A1K3 b - - 0 1", "axf")
    for mv in ["h1h0", "f0f1", "h0h1", "f1f0"] * 2:
        g.push(mv)
    assert (g.ruling.side, g.ruling.call) == ("black", "must_vary")
    assert g.ordered_to_vary == ["black"] and g.banned_moves == ["h1h0"]


def test_an_unreadable_or_illegal_push_leaves_the_game_as_it_was():
    g = qili.Game(rules="axf")
    g.push("h2e2")
    for bad, why in [
        ("h2e2", "no piece there"),  # the cannon has left h2
        ("a9a5", "illegal"),  # black's rook cannot jump its own pawn
        ("zz", "cannot read"),
        ("h9g7 h0g2", "one move expected"),
    ]:
        with pytest.raises(qili.NotationError, match=why) as e:
            g.push(bad)
        assert "ply 2, black to move" in str(e.value)
        assert g.moves == ["h2e2"]
    with pytest.raises(qili.FenError):
        qili.Game("not a fen", "cn")
    with pytest.raises(qili.RulesError, match="expected one of axf, cn"):
        qili.Game(rules="fide")


def pieces(fen: str) -> int:
    return sum(c.isalpha() for c in fen.split()[0])


def test_sixty_moves_without_a_capture_are_a_draw():
    # CN 第4.2.4条: 在连续60回合中……双方都没有吃过一个棋子 — a draw. A walk of rooks and
    # horses that never captures, never checks and never makes a position occur a third time.
    import random

    rng = random.Random(1)
    g = qili.Game("3k5/9/9/9/1n2r4/9/4R2N1/9/9/5K3 w - - 0 1", rules="cn")
    while not g.is_over():
        assert len(g.moves) < 120, "the limit is reached at ply 120"
        before = pieces(g.fen)
        for mv in rng.sample(g.legal_moves(), len(g.legal_moves())):
            g.push(mv)
            if g.is_over() or (
                pieces(g.fen) == before and not g.is_check() and g.occurrences < 3
            ):
                break
            g.pop()
        else:
            raise AssertionError(f"no quiet move at ply {len(g.moves) + 1}")
    assert len(g.moves) == 120
    assert (g.result, g.termination) == ("1/2-1/2", "move_limit")
    assert "第4.2.4条" in g.reason


def test_a_false_claim_of_the_move_limit_is_a_foul_and_the_third_loses():
    # CN 第23.3条: 如不属实，判提出方犯规一次，并在其棋钟上加计5分钟继续对弈; 第4.1.8条: 在同一局
    # 棋中，三次"犯规" loses. AXF sets no procedure for the claim: it is refused.
    g = qili.Game(rules="cn", moves="h2e2 h9g7")
    assert g.claim_move_limit("black") == "false"
    assert g.claim_move_limit("black") == "false"
    assert (g.fouls("black"), g.fouls("red"), g.result) == (2, 0, None)
    assert g.claim_move_limit("black") == "false"
    assert (g.result, g.termination, g.loser) == ("1-0", "fouls", "black")
    assert "第4.1.8条" in g.reason and "第9.1.4条" in g.reason
    with pytest.raises(qili.GameOverError):
        g.push("h0g2")
    axf = qili.Game(rules="axf", moves="h2e2")
    assert axf.claim_move_limit("red") == "refused"
    assert (axf.fouls("red"), axf.result) == (0, None)
    with pytest.raises(ValueError):
        axf.claim_move_limit("green")
