"""The request dispatcher shared by `attackcheck batch` and the HTTP service: field checks
with their paths, and every bad objective as the input error of the field `objective`."""

from pathlib import Path

import pytest

from attackcheck import Board
from attackcheck.dispatch import check_fields, load_board, propose, request_name, solve
from attackcheck.models import InputError

GOAD = Path(__file__).parent / "examples" / "commander-goad-archon.yaml"


@pytest.fixture(scope="module")
def board():
    return Board.from_file(GOAD)


def _path(call) -> str:
    with pytest.raises(InputError) as info:
        call()
    return info.value.path


@pytest.mark.parametrize("objective,message", [("max-fun", "unknown objective 'max-fun'"),
                                               ("max-power-against:Z", "unknown player 'Z'")])
def test_an_unknown_objective_or_player_is_the_input_error_of_objective(board, objective, message):
    with pytest.raises(InputError) as info:
        solve("propose", board, objective=objective)
    assert info.value.path == "objective" and message in info.value.message
    with pytest.raises(InputError) as info:
        propose(board, objective, None, field="--objective")
    assert info.value.path == "--objective" and message in info.value.message


def test_an_objective_error_raised_as_input_error_keeps_the_field(board, monkeypatch):
    def raising(self, **kwargs):
        raise InputError("objective", "unknown objective 'x'")

    monkeypatch.setattr(Board, "propose", raising)
    assert _path(lambda: solve("propose", board, objective="x")) == "objective"
    assert _path(lambda: propose(board, "x", None, field="--objective")) == "--objective"


def test_fields_and_their_paths(board):
    assert _path(lambda: solve("check", board)) == "declaration"
    assert _path(lambda: solve("check", board, declaration={"attacks": {"ghost": "B"}})) == "declaration.attacks.ghost"
    assert _path(lambda: solve("propose", board, objective=3)) == "objective"
    assert _path(lambda: solve("propose", board, fix={"ghost": "B"})) == "fix.ghost"
    assert _path(lambda: solve("propose", board, fix={"lion": 3})) == "fix"
    assert _path(lambda: solve("propose", board, keep_home=["ghost"])) == "keep_home.ghost"
    assert _path(lambda: solve("propose", board, keep_home="lion")) == "keep_home"
    assert _path(lambda: solve("divine", board)) == "request"
    assert _path(lambda: request_name("divine")) == "request"
    assert _path(lambda: check_fields("count", {"declaration": {}})) == "declaration"
    assert _path(lambda: check_fields("check", {"keep_home": []})) == "keep_home"
    check_fields("propose", {"objective": "forced", "fix": {}, "keep_home": []})
    assert solve("count", board) == {"status": "exact", "count": 1, "unread": []}
    assert solve("propose", board, objective=None, fix={"lion": "D"}, keep_home=None)["status"] == "legal"


def test_a_board_is_loaded_with_paths_under_board():
    assert _path(lambda: load_board([], None)) == "board"
    bad = {"version": 1, "players": [{"id": "A"}], "turn": {"active": "Z"}, "permanents": []}
    assert _path(lambda: load_board(bad, None)) == "board.turn.active"


def test_board_fixed_attacks(board):
    assert board.fixed_attacks({"lion": "D"}, ["archon"]) == {"lion": "D", "archon": None}
    assert _path(lambda: board.fixed_attacks(None, ["ghost"])) == "keep_home.ghost"
    assert _path(lambda: board.fixed_attacks({"ghost": "D"}, ())) == "fix.ghost"  # the argument, as in batch and HTTP


@pytest.mark.parametrize("name", ["board.yaml", "boards/b.json"])
def test_a_board_given_as_a_file_name_says_the_line_holds_the_board(name):
    # a request's board is the board itself (JSON Lines, HTTP), never a path read from disk
    with pytest.raises(InputError) as info:
        load_board(name, 5.0)
    assert info.value.path == "board" and "a file name is not read here" in str(info.value)
