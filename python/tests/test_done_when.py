"""The three facts issue #21 is done with, through the installed package."""

import qili

# AXF 图三十二 (cases/axf/032-…): a rook perpetually chases an unprotected cannon. The book:
# "上述两图红车长捉黑无根炮犯例，不变作负" (细则 18), under 总纲 3 (长捉 is forbidden).
FIG32_FEN = "2bk1a3/4a4/4b4/9/c8/1R7/3r5/4B4/4A4/4KAB2 w - - 0 1"
FIG32_MOVES = "车八平九 炮１平５ 车九平五 炮５平１ 车五平九 炮１平５ 车九平五 炮５平１ 车五平九"


def test_axf_figure_32_red_loses_citing_general_principle_3():
    r = qili.adjudicate(FIG32_FEN, FIG32_MOVES, rules="axf")
    assert r.verdict == "red_loses"
    assert "总纲 3" in r.article.split("; ")[0]
    assert r.article.startswith("AXF ")


def test_perft_of_the_start_at_depth_4():
    # The published figure for xiangqi's start position (also `qili perft`'s test).
    assert qili.perft(None, 4) == 3_290_240
    assert qili.perft(qili.START_FEN, 4) == 3_290_240


def test_a_game_ordered_to_vary_lists_its_banned_moves():
    g = qili.Game(FIG32_FEN, rules="axf")
    for mv in FIG32_MOVES.split():
        g.push(mv)
    # The ninth move makes the position after the first occur a third time: red must vary.
    assert g.ruling is not None
    assert (g.ruling.call, g.ruling.side, g.ruling.verdict) == ("must_vary", "red", "red_loses")
    assert g.ruling.newly
    # Black plays its move of the cycle again; red's rook back to e4 (车九平五) would make a
    # position occur again in the cycle red was ordered to vary from.
    g.push("炮１平５")
    assert g.turn == "red"
    assert g.banned_moves == ["a4e4"]
    assert "a4e4" in g.legal_moves()
    assert g.result is None
