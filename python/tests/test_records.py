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


# XQF files made here, in the plain format of version 10 (docs/GAMES.md, "XQF"): the header's
# signature, version, piece table and strings, then 8-byte records after a root record.
STANDARD_SLOTS = [80, 70, 60, 50, 40, 30, 20, 10, 0, 72, 12, 83, 63, 43, 23, 3,
                  9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86]


def xqf_v10(moves, red="胡荣华", result=1):
    """A version-10 XQF file of one line of ICCS moves from the standard start."""
    header = bytearray(1024)
    header[0:3] = b"XQ\x0a"
    header[0x10:0x30] = bytes(STANDARD_SLOTS)
    header[0x33] = result
    name = red.encode("gbk")
    header[0x130] = len(name)
    header[0x131:0x131 + len(name)] = name
    square = lambda s: (ord(s[0]) - ord("a")) * 10 + int(s[1])
    body = bytearray([0x18, 0x20, 0xF0 if moves else 0, 0, 0, 0, 0, 0])
    for i, m in enumerate(moves):
        more = 0xF0 if i + 1 < len(moves) else 0
        body += bytes([square(m[:2]) + 0x18, square(m[2:]) + 0x20, more, 0, 0, 0, 0, 0])
    return bytes(header + body)


LOOP = ["h0g2", "h9g7", "g2h0", "g7h9"] * 2 + ["h0g2"]


def test_xqf_files_bytes_and_zip_archives(tmp_path):
    import zipfile

    data = xqf_v10(LOOP)
    path = tmp_path / "loop.xqf"
    path.write_bytes(data)
    [from_file] = qili.read_games(path, rules="axf")
    [from_bytes] = qili.read_games(data, rules="axf")
    [from_array] = qili.read_games(bytearray(data), rules="axf")
    for game in (from_file, from_bytes, from_array):
        assert game.plies == 9
        assert game.tags["Red"] == "胡荣华"
        assert game.tags["Result"] == "1-0"
        assert game.to_dict()["format"] == "xqf"
        assert [r.ply for r in game.repetitions] == [8]
    assert from_bytes.file == "<bytes>"
    archive = tmp_path / "games.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("比赛/一.XQF", data)
        z.writestr("比赛/坏.XQF", b"XQ\x0a too short")
        z.writestr("readme.doc", b"not a game")
        z.writestr("two.pgn", (SAMPLES / "wxf-iccs.pgn").read_bytes())
    games = list(qili.read_games(archive, rules="cn"))
    assert [(g.file[len(str(archive)):], g.game) for g in games] == [
        ("/比赛/一.XQF", 1), ("/比赛/坏.XQF", 1), ("/two.pgn", 1), ("/two.pgn", 2)]
    assert games[0].plies == 9
    assert games[1].error.ply == 0
    assert "shorter than the 1024-byte header" in games[1].error.message
    assert [g.plies for g in qili.read_games(archive.read_bytes())][2:] == [76, 104]


def test_input_that_is_not_a_game_is_refused(tmp_path):
    empty = tmp_path / "empty.pgn"
    empty.write_bytes(b"")
    with pytest.raises(qili.RecordError, match="empty"):
        list(qili.read_games(empty))
    noise = bytes((i * 7919 + 13) % 256 for i in range(100_000))
    with pytest.raises(qili.RecordError, match="not a game record"):
        list(qili.read_games(noise))
    # Text in which nothing reads as a game (no tag, no move that can be played) is no game
    # record, as `qili games` says (exit 2) and the API (422): not one game with a record error.
    words = tmp_path / "words.txt"
    words.write_bytes(b"hello world\n")
    with pytest.raises(qili.RecordError, match=r"^<bytes>: no game record in it$"):
        list(qili.read_games(b"hello world\n"))
    with pytest.raises(qili.RecordError, match=r"words\.txt: no game record in it$"):
        list(qili.read_games(words))
    # In an archive, such a file is a GameRecord whose error says so, and the rest are read.
    import zipfile

    archive = tmp_path / "words.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("words.pgn", b"hello world\n")
        z.writestr("two.pgn", (SAMPLES / "wxf-iccs.pgn").read_bytes())
    games = list(qili.read_games(archive, rules="cn"))
    assert [(g.file[len(str(archive)):], g.game) for g in games] == [
        ("/words.pgn", 1), ("/two.pgn", 1), ("/two.pgn", 2)]
    assert (games[0].error.ply, games[0].error.message) == (0, "no game record in it")
    assert [g.plies for g in games[1:]] == [76, 104]
