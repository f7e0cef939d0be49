"""qili.read_games on the sample records of games/samples (see its README for each game)."""

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

import qili

SAMPLES = Path(__file__).resolve().parents[2] / "games" / "samples"
BIG5 = SAMPLES / "ccpd-big5.pgn"


def test_read_games_streams():
    games = qili.read_games(BIG5, rules="both")
    assert isinstance(games, Iterator)
    first = next(games)
    assert first.game == 1 and first.line == 1
    assert [g.game for g in games] == [2, 3, 4, 5, 6, 7]
    with pytest.raises(StopIteration):
        next(games)


def test_the_seven_games_as_the_readme_describes_them():
    games = list(qili.read_games(str(BIG5), rules="both"))
    assert len(games) == 7
    assert {g.encoding for g in games} == {"big5"}
    one, two, three, four = games[:4]
    # 1. 東吳杯: no repetition.
    assert one.tags["Event"].startswith("東吳杯")
    assert one.tags["Red"] == "吳貴臨"
    assert one.repetitions == []
    assert one.result_check == {"cn": "no-repetition", "axf": "no-repetition"}
    # 2. repetitions ruled a draw, drawn.
    assert {(r.rules, r.verdict) for r in two.repetitions} == {("cn", "draw"), ("axf", "draw")}
    assert two.result == "1/2-1/2"
    assert two.result_check == {"cn": "consistent", "axf": "consistent"}
    # 3. a draw agreed where CN orders a side to vary.
    cn = [r for r in three.repetitions if r.rules == "cn"]
    assert cn and cn[0].must_vary is not None
    assert three.result_check["cn"] == "agreed-draw"
    # 4. black's perpetual check, which CN punishes at once (第24.1条), played on and won by
    # black; AXF orders black to vary.
    cn = [r for r in four.repetitions if r.rules == "cn"][0]
    axf = [r for r in four.repetitions if r.rules == "axf"][0]
    assert (cn.verdict, cn.must_vary, cn.lost_at) == ("black_loses", "black", cn.ply)
    assert "第24.1条" in cn.lost_by
    assert (axf.verdict, axf.must_vary) == ("black_loses", "black")
    assert four.result == "0-1"
    assert four.result_check["cn"] == "played-on"
    # 7. a record that goes wrong at ply 72: 將５進１ is not a legal move.
    seven = games[6]
    assert seven.error.ply == 72
    assert seven.error.move == "將５進１"
    assert "illegal" in seven.error.message
    assert seven.plies == 71 and len(seven.moves) == 71
    assert seven.result_check == {"cn": "record-error", "axf": "record-error"}


def test_the_same_games_in_another_encoding_are_ruled_the_same():
    # ccpd-gbk-simplified.pgn holds games 3 and 6, in simplified characters and GBK.
    big5 = list(qili.read_games(BIG5, rules="cn"))
    gbk = list(qili.read_games(SAMPLES / "ccpd-gbk-simplified.pgn", rules="cn"))
    assert [g.encoding for g in gbk] == ["gb18030", "gb18030"]
    for a, b in zip([big5[2], big5[5]], gbk):
        assert a.moves == b.moves
        assert [(r.ply, r.verdict, r.article) for r in a.repetitions] == [
            (r.ply, r.verdict, r.article) for r in b.repetitions
        ]


def test_one_book_and_other_formats():
    [game] = qili.read_games(SAMPLES / "dhtmlxq-44.html", rules="axf")
    # 趙國榮–柯永慶 1997, its DhtmlXQ_red field written in pinyin.
    assert game.tags["Red"] == "ZHAO GuoRong"
    assert set(game.result_check) == {"axf"}
    assert all(r.rules == "axf" for r in game.repetitions)
    wxf = list(qili.read_games(SAMPLES / "wxf-iccs.pgn", rules="cn", encoding="utf-8"))
    assert len(wxf) == 2 and all(g.error is None and g.plies > 0 for g in wxf)


def qili_binary() -> Path:
    given = os.environ.get("QILI_BIN")
    if given:
        return Path(given)
    root = Path(__file__).resolve().parents[2]
    for profile in ("debug", "release"):
        path = root / "target" / profile / "qili"
        if path.exists():
            return path
    pytest.skip("no qili binary (cargo build, or set QILI_BIN)")


def test_to_json_is_the_line_qili_games_writes():
    binary = qili_binary()
    assert binary.exists(), f"QILI_BIN={binary} does not exist"
    out = subprocess.run(
        [str(binary), "games", str(BIG5), "--rules", "both", "--json", "-"],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    lines = out.stdout.splitlines()
    assert len(lines) == 7, out.stderr
    mine = [g.to_json() for g in qili.read_games(str(BIG5), rules="both")]
    assert mine == lines
    assert [g.to_dict() for g in qili.read_games(str(BIG5))] == [json.loads(x) for x in lines]
