"""qili.Event: a tournament paired and ranked from Python as `qili tournament` does it."""

import json
import os
import subprocess

import pytest

import qili


def play_swiss(players, rounds, played=None):
    """A Swiss event of `rounds` played to its end (or `played` rounds), the first-listed
    player of each pair winning."""
    event = qili.Event(players, system="swiss", rounds=rounds, seed=1)
    for _ in range(rounds if played is None else played):
        p = event.pair()
        for red, black in p["pairs"]:
            event.record(p["round"], red, black, "1-0")
    return event


def test_a_swiss_event_is_paired_round_by_round_and_ranked():
    event = play_swiss(["A", "B", "C", "D", "E", "F"], 3)
    met = set()
    for g in json.loads(event.to_json())["games"]:
        pair = frozenset((g["red"], g["black"]))
        assert pair not in met, "附录二 三: 相遇过的对手不再编对"
        met.add(pair)
    assert len(met) == 9
    rows = event.standings("cn")["standings"]
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)
    assert sum(r["points"] for r in rows) == 9
    with pytest.raises(qili.EventError, match="all 3 rounds have been played"):
        event.pair()


def test_axf_pairs_round_one_by_numbers():
    event = qili.Event(["A", "B", "C", "D"], rounds=3)
    assert event.pair(rules="axf")["pairs"] == [["A", "B"], ["C", "D"]]
    with pytest.raises(qili.RulesError):
        event.pair(rules="fide")


def test_a_round_robin_follows_the_order_table():
    event = qili.Event(["P1", "P2", "P3", "P4"], system="round-robin")
    # 附录一: round 1 of four is 1–4, 2–3, the smaller number red.
    assert event.pair()["pairs"] == [["P1", "P4"], ["P2", "P3"]]


def test_bad_input_names_where():
    event = qili.Event(["A", "B", "C", "D"])
    with pytest.raises(qili.EventError, match="'Z' is not a player"):
        event.record(1, "A", "Z", "1-0")
    with pytest.raises(qili.EventError, match="result: 'win'"):
        event.record(1, "A", "B", "win")
    with pytest.raises(qili.EventError, match="rounds: 9 rounds of 4 players"):
        qili.Event(["A", "B", "C", "D"], rounds=9)
    assert isinstance(qili.EventError("x"), qili.Error)


def test_a_results_file_in_gbk_with_a_late_entry_warning(tmp_path):
    text = json.dumps(
        {
            "system": "swiss",
            "players": ["胡荣华", "许银川", "吕钦", "赵国荣", "王天一"],
            "games": [
                {"round": 1, "red": "胡荣华", "black": "吕钦", "result": "1-0"},
                {"round": 1, "red": "许银川", "black": "赵国荣", "result": "1-0"},
                {"round": 2, "red": "许银川", "black": "胡荣华", "result": "1-0"},
                {"round": 2, "red": "赵国荣", "black": "吕钦", "result": "1-0"},
            ],
        },
        ensure_ascii=False,
    )
    path = tmp_path / "results.json"
    path.write_bytes(text.encode("gbk"))
    event = qili.Event.load(path)
    assert event.players[4] == "王天一"
    assert len(event.warnings) == 1 and "'王天一' has no game" in event.warnings[0]


@pytest.mark.skipif("QILI_BIN" not in os.environ, reason="needs the qili binary ($QILI_BIN)")
def test_the_same_pairing_as_the_command(tmp_path):
    event = play_swiss(["A", "B", "C", "D", "E", "F", "G", "H"], 5, played=2)
    path = tmp_path / "results.json"
    path.write_text(event.to_json(), encoding="utf-8")
    out = subprocess.run(
        [os.environ["QILI_BIN"], "tournament", "pair", "--results", str(path), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == event.pair()
    out = subprocess.run(
        [os.environ["QILI_BIN"], "tournament", "standings", "--rules", "cn", "--results",
         str(path), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == event.standings("cn")
