"""The Python API as a bot uses it: its errors cross process boundaries, a maximum that a time
limit left unproved is null, and the names it documents are importable and typed."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from attackcheck import Board, IllegalAttackError, TimeLimitReached

ROOT = Path(__file__).resolve().parents[1]
GOAD = ROOT / "tests" / "examples" / "commander-goad-archon.yaml"


def test_illegal_attack_error_pickles_with_its_result():
    # a worker process's declare() raised it; unpickling called __init__(message) and failed,
    # which broke a ProcessPoolExecutor for good
    with pytest.raises(IllegalAttackError) as e:
        Board.from_file(GOAD).declare({"attacks": {"lion": "B"}})
    again = pickle.loads(pickle.dumps(e.value))
    assert str(again) == str(e.value) and again.result.status == "illegal"


def test_time_limit_reached_pickles_as_itself():
    exc = TimeLimitReached("validating the board", 0.5)
    again = pickle.loads(pickle.dumps(exc))
    assert str(again) == str(exc) and again.unfinished == "validating the board" and again.seconds == 0.5


def test_a_maximum_a_time_limit_left_unproved_is_null_508_1d():
    # an illegal declaration (Crawlspace: at most two attack B) checked with no time to prove
    # M reported maximum 0, below what it obeys
    board = {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
             "permanents": [{"id": "jug", "card": "Juggernaut", "controller": "A"},
                            {"id": "brigand", "card": "Goblin Brigand", "controller": "A"},
                            *({"id": f"bear{i}", "card": "Grizzly Bears", "controller": "A"} for i in (1, 2, 3)),
                            {"id": "crawl", "card": "Crawlspace", "controller": "B"},
                            {"id": "judoon", "card": "Judoon Enforcers", "controller": "C"}]}
    attacks = {"attacks": {"bear1": "B", "bear2": "B", "bear3": "B"}}
    r = Board(board).check(attacks, time_limit=0)
    assert r.status == "illegal" and r.maximum is None and r.to_dict()["maximum"] is None
    assert Board(board).check(attacks).maximum == 2


def test_the_documented_names_import_from_the_package():
    import attackcheck

    for name in attackcheck.__all__:
        assert getattr(attackcheck, name) is not None, name
    with pytest.raises(AttributeError):
        attackcheck.Boad  # noqa: B018 - a misspelt name is an error (mypy reports it too)


def test_an_unknown_creature_is_not_said_to_be_the_active_players_land():
    # "unknown creature 'lion'; Plains is 'plains1', which A controls: only the active player,
    # A, attacks": A is the active player, and a Plains is no creature
    from attackcheck import DeclarationError

    board = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                   "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                                  {"id": "plains1", "card": "Plains", "controller": "A"},
                                  {"id": "lion2", "card": "Silvercoat Lion", "controller": "B"}]})
    with pytest.raises(DeclarationError) as e:
        board.check({"attacks": {"lion": "B"}})
    assert "Plains" not in str(e.value)
    with pytest.raises(DeclarationError, match="which B controls: only the active player, A, attacks"):
        board.check({"attacks": {"Silvercoat Lion": "B"}})


def test_warm_up_loads_the_solver_ahead_of_the_first_call():
    # the first check of a process loaded OR-Tools inside its time limit: 50 ms asked, 500 spent
    import subprocess
    import sys

    code = ("import sys, time, attackcheck; from attackcheck import Board; attackcheck.warm_up();"
            "assert 'ortools.sat.python.cp_model' in sys.modules; b = Board.from_file(sys.argv[1]); "
            "t = time.perf_counter(); b.check({'attacks': {'lion': 'B'}}, time_limit=5); print(time.perf_counter() - t)")
    out = subprocess.run([sys.executable, "-c", code, str(GOAD)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
