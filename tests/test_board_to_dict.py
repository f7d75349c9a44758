"""Board.to_dict(): the board written back in the board format, as it was written, so that
`Board(board.to_dict())` is the same board; and a board written out with every card's fields
(`BoardModel.model_dump()`) refused when read back, rather than each of its cards' abilities
applying twice."""

from __future__ import annotations

import json

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

from attackcheck import Board
from attackcheck.models.errors import BoardError
from attackcheck.models.load import _board_from_json
from strategies import boards


def _board(*permanents: dict, effects: list | tuple | None = None) -> dict:
    data: dict = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(permanents)}
    if effects is not None:
        data["effects"] = effects
    return data


PRISON_BOARD = _board({"id": "prison", "card": "Ghostly Prison", "controller": "B"},
                      {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                      {"id": "f1", "card": "Forest", "controller": "A"},
                      {"id": "f2", "card": "Forest", "controller": "A"})


def _same(a: Board, b: Board) -> None:
    assert a.model.model_dump(mode="json") == b.model.model_dump(mode="json")
    assert a.unread == b.unread


def test_card_permanents_are_written_as_given():
    board = Board(PRISON_BOARD)
    data = board.to_dict()
    assert data["permanents"] == PRISON_BOARD["permanents"]
    assert "effects" not in data and "designations" not in data  # not written: not given
    again = Board(json.loads(json.dumps(data)))
    _same(board, again)
    # Ghostly Prison's {2} once (two Forests pay it), not twice
    assert again.is_legal({"attacks": {"bear": "B"}})


def test_yaml_writes_it_too():
    board = Board(PRISON_BOARD)
    _same(board, Board(yaml.safe_dump(board.to_dict())))


def test_a_full_dump_read_back_is_refused_naming_the_abilities():
    """Read as it is, Ghostly Prison would tax {2} twice (its card's ability, and the same
    written out): the second Forest would not pay it and the attack would be called illegal."""
    board = Board(PRISON_BOARD)
    with pytest.raises(BoardError) as err:
        Board(board.model.model_dump(mode="json"))
    assert err.value.path == "permanents[0].abilities"
    assert "Ghostly Prison" in str(err.value) and "to_dict" in str(err.value)


def test_abilities_besides_the_card_s_are_kept_and_not_refused():
    extra = {"kind": "attack_tax", "target": "you", "cost": "{1}"}
    data = _board({"id": "prison", "card": "Ghostly Prison", "controller": "B", "abilities": [extra]},
                  {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                  *({"id": f"f{i}", "card": "Forest", "controller": "A"} for i in range(3)))
    board = Board(data)
    assert len(board.model.permanents[0].abilities) == 2  # the card's {2} and the written {1}
    written = board.to_dict()
    assert written["permanents"][0]["abilities"] == [extra]
    again = Board(written)
    _same(board, again)
    assert again.is_legal({"attacks": {"bear": "B"}})  # {3}: three Forests


def test_an_ability_written_twice_on_purpose_without_a_card_is_read_as_written():
    tax = {"kind": "attack_tax", "target": "you", "cost": "{2}"}
    data = _board({"id": "prison", "name": "Ghostly Prison", "types": ["enchantment"], "controller": "B",
                   "abilities": [tax, tax]},
                  {"id": "bear", "types": ["creature"], "power": 2, "toughness": 2, "controller": "A"},
                  {"id": "f1", "card": "Forest", "controller": "A"}, {"id": "f2", "card": "Forest", "controller": "A"})
    board = Board(data)
    assert not board.is_legal({"attacks": {"bear": "B"}})  # {4}, two Forests
    _same(board, Board(board.to_dict()))


def test_an_animated_land_is_written_as_written_and_not_animated_twice():
    """Mutavault written as a 2/2 creature: its animation is an effect the reader adds
    (613.4b), which the written board does not hold."""
    data = _board({"id": "vault", "card": "Mutavault", "controller": "A", "types": ["land", "creature"]},
                  {"id": "prison", "card": "Ghostly Prison", "controller": "B"})
    board = Board(data)
    assert len(board.model.effects) == 1
    written = board.to_dict()
    assert written["permanents"][0] == data["permanents"][0]
    assert "effects" not in written
    again = Board(written)
    _same(board, again)
    assert len(again.model.effects) == 1


def test_written_effects_stay_and_the_cards_added_ones_go():
    goad = {"kind": "goad", "creatures": ["bear"], "controller": "B"}
    data = _board({"id": "vault", "card": "Mutavault", "controller": "A", "types": ["land", "creature"]},
                  {"id": "bear", "card": "Grizzly Bears", "controller": "A"}, effects=[goad])
    board = Board(data)
    written = board.to_dict()
    assert [e["kind"] for e in written["effects"]] == ["goad"]
    _same(board, Board(written))


def test_a_python_caller_s_tuple_of_effects_keeps_the_animation():
    """Mutavault written animated beside `effects` given as a tuple is animated (613.4b) as
    beside a list, and written back the same."""
    goad = {"kind": "goad", "creatures": ["bear"], "controller": "B"}
    perms = ({"id": "vault", "card": "Mutavault", "controller": "A", "types": ["land", "creature"]},
             {"id": "bear", "card": "Grizzly Bears", "controller": "A"})
    for effects in ((), (goad,)):
        board = Board(_board(*perms, effects=effects))  # (a tuple: as a list)
        assert board.is_legal({"attacks": {"vault": "B", "bear": "B"}})
        assert board.to_dict()["permanents"][0]["types"] == ["land", "creature"]
        _same(board, Board(json.loads(json.dumps(board.to_dict()))))


def test_the_written_board_is_a_copy():
    board = Board(PRISON_BOARD)
    board.to_dict()["permanents"][0]["controller"] = "A"
    assert board.to_dict()["permanents"][0]["controller"] == "B"


def test_a_python_caller_s_tuples_are_written_as_lists():
    data = _board({"id": "bear", "card": "Grizzly Bears", "controller": "A", "keywords": ("haste",)})
    written = Board(data).to_dict()
    assert written["permanents"][0]["keywords"] == ["haste"]
    yaml.safe_dump(written)  # (a tuple is not something safe_dump writes)


def test_a_python_caller_s_effect_model_is_written_as_json():
    """An ability given as an effect model (one read from another board) is written as the
    fields it was given, ready for json.dumps and yaml.safe_dump."""
    tax = Board(_board({"id": "x", "types": ["enchantment"], "controller": "B",
                        "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{1}"}]})).model.permanents[0].abilities[0]
    data = _board({"id": "prison", "card": "Ghostly Prison", "controller": "B", "abilities": [tax]},
                  {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                  *({"id": f"f{i}", "card": "Forest", "controller": "A"} for i in range(3)))
    board = Board(data)
    written = board.to_dict()
    assert written["permanents"][0]["abilities"] == [{"kind": "attack_tax", "target": "you", "cost": "{1}"}]
    yaml.safe_dump(written)
    _same(board, Board(json.loads(json.dumps(written))))


def test_a_big_json_board_read_the_fast_way_is_written_as_given(tmp_path):
    tokens = [{"id": f"t{i}", "name": "Soldier", "controller": "A", "types": ["creature"], "subtypes": ["Soldier"],
               "power": 1, "toughness": 1, "token": True} for i in range(10000)]
    data = _board(*tokens, {"id": "prison", "card": "Ghostly Prison", "controller": "B"})
    data["permanents"] = data["permanents"][:-1]  # (no card: the JSON is read straight from its text)
    data["effects"] = [{"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert _board_from_json(path.read_bytes()) is not None  # (read straight from the text, a piece at a time)
    board = Board.from_file(path)
    assert board.to_dict() == data
    _same(board, Board(board.to_dict()))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(boards(extended=True))
def test_random_boards_are_written_back_as_the_same_board(raw):
    board = Board(raw)
    _same(board, Board(json.loads(json.dumps(board.to_dict()))))
