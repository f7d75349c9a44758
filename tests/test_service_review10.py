"""Batch, the HTTP API and the Python API as a bot author meets them: answers that stay the
same whatever the cache, every field a result promises, and bad paths and texts told as bad
input rather than internal errors."""

import json

import pytest

from attackcheck import InputError
from attackcheck.batch import run_batch

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

from attackcheck.service import _unknown, create_app  # noqa: E402

BOARD = {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
         "permanents": [{"id": p, "name": "Bear", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}
                        for p in ("x", "y")],
         "effects": [{"kind": "cant_attack_target", "creatures": ["x", "y"], "target": "C", "controller": "C"}]}


def _lines(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps({"board": BOARD, "declaration": {"attacks": a}}) + "\n"
                            for a in ({"x": "C", "y": "C"}, {"y": "C", "x": "C"})), encoding="utf-8")
    return path


def test_a_repeated_question_in_another_order_is_answered_as_without_the_cache(tmp_path):
    # the violations follow the declaration's order: the cache kept the first order's answer
    # for the second line, so a resumed run or another worker count wrote other bytes
    inp = _lines(tmp_path)
    run_batch(inp, tmp_path / "cached.jsonl", in_process=True)
    run_batch(inp, tmp_path / "fresh.jsonl", in_process=True, cache_size=0)
    cached, fresh = (tmp_path / "cached.jsonl").read_bytes(), (tmp_path / "fresh.jsonl").read_bytes()
    assert cached == fresh
    second = json.loads(cached.splitlines()[1])["result"]["violations"]
    assert "y" in second[0]["creatures"]


@pytest.mark.parametrize("out", ["", ".", "sub", "in.jsonl/x.jsonl"])
def test_an_output_path_that_is_no_file_is_bad_input(tmp_path, out, monkeypatch):
    monkeypatch.chdir(tmp_path)
    inp = _lines(tmp_path)
    (tmp_path / "sub").mkdir()
    with pytest.raises(InputError) as err:
        run_batch(inp, out, in_process=True)
    assert err.value.errors[0][0] == "--out"


def test_board_read_refuses_a_yaml_alias_of_itself_naming_the_text():
    with TestClient(create_app()) as c:
        r = c.post("/board/read", json={"text": "a: &a [*a]"})
    assert r.status_code == 422
    assert r.json()["violations"][0]["field"].startswith("text")


@pytest.mark.parametrize("name", ["check", "propose", "count"])
def test_an_answer_past_the_time_limit_carries_unread_and_what_was_unfinished(name):
    out = _unknown(name, "waiting for a solver or loading the board")
    assert out["status"] == "unknown" and out["unread"] == [] and out["unfinished"]
    if name == "check":
        assert out["obeyed"] is None and out["maximum"] is None


def test_an_unread_board_proves_no_maximum():
    # Galactus must attack (508.1d) but the sentence is unread: M is not 0, it is not proved
    from attackcheck import Board

    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
           "permanents": [{"id": "g", "card": "Galactus, Devourer of Worlds", "controller": "A"}]}
    r = Board(raw).check({"attacks": {}})
    assert r.status == "unknown" and r.maximum is None and r.to_dict()["maximum"] is None


def test_keep_home_names_creatures_as_fix_does():
    from attackcheck import Board

    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "forest", "card": "Forest", "controller": "A"}]}
    b = Board(raw)
    with pytest.raises(InputError, match=r"keep_home\.forest.*not a creature"):
        b.propose(keep_home=["forest"])
    assert b.propose(keep_home=["bear"]).declaration == {}


@pytest.mark.parametrize("limit", ["0", True, False])
def test_a_time_limit_that_is_no_number_is_refused_over_http(limit):
    # "0" and true were read as 0 and 1 second; the Python API refuses a bool too
    with TestClient(create_app()) as c:
        r = c.post("/count", json={"board": BOARD, "time_limit": limit})
    assert r.status_code == 422 and r.json()["violations"][0]["field"] == "time_limit"
