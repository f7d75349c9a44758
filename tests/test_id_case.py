"""An id naming nothing is read as a player or permanent that has left the game (800.4m: a
goad lasts, an effect never applies there); one that names a player or permanent in another
case (`by: c` for C) is a typo, refused with the id meant, never a silently changed verdict."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError


def data(designations: list, effects: list = ()) -> dict:
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "jace", "card": "Jace Beleren", "controller": "B"}],
            "designations": designations, "effects": list(effects)}


def test_a_goader_in_another_case_is_refused_naming_the_field():
    with pytest.raises(InputError) as exc:
        Board(data([{"goad": "bear", "by": "c"}]))
    assert exc.value.errors[0][0] == "designations[0].by" and "'C'" in exc.value.errors[0][1]


def test_a_goader_that_has_left_the_game_stays_a_goader_800_4m():
    b = Board(data([{"goad": "bear", "by": "D"}]))  # D left: the bear must attack, anyone but D
    assert b.check({"attacks": {}}).status == "illegal" and b.check({"attacks": {"bear": "C"}}).status == "legal"


@pytest.mark.parametrize("field, value", [("target", "b"), ("target", "JACE"), ("player", "c")])
def test_a_target_or_player_in_another_case_is_refused(field, value):
    kind = "attacks_target_if_able" if field == "target" else "attacks_other_than_if_able"
    effect = {"kind": kind, "creatures": ["bear"], field: value, "controller": "B"}
    with pytest.raises(InputError) as exc:
        Board(data([], [effect]))
    assert exc.value.errors[0][0] == f"effects[0].{field}" and "did you mean" in exc.value.errors[0][1]


def test_a_target_that_has_left_the_game_is_no_requirement():
    effect = {"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "D", "controller": "B"}
    assert Board(data([], [effect])).check({"attacks": {}}).status == "legal"


def test_an_unknown_answer_says_whether_a_longer_time_limit_can_help():
    # is_legal raises UnknownAnswer, a TimeoutError: `unread` says the board's text is why
    from attackcheck import UnknownAnswer

    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "dragon", "card": "Chaos Dragon", "controller": "A"}]})
    with pytest.raises(UnknownAnswer) as exc:
        b.is_legal({"bear": "B"})
    assert isinstance(exc.value, TimeoutError) and [u["permanent"] for u in exc.value.unread] == ["dragon"]
    with pytest.raises(UnknownAnswer) as exc:
        b.legal_attacks.count()
    assert exc.value.unread
    with pytest.raises(UnknownAnswer) as exc:
        list(b.legal_attacks)
    assert exc.value.unread


def _error(data: dict) -> str:
    with pytest.raises(InputError) as exc:
        Board(data)
    return str(exc.value)


def test_colors_written_as_one_string_are_told_as_letters():
    perm = {"id": "x", "name": "X", "types": ["creature"], "controller": "A", "colors": "WU"}
    message = _error({"version": 1, "players": [{"id": "A"}, {"id": "B", "commander_color_identity": "bg"}],
                      "turn": {"active": "A"}, "permanents": [perm]})
    assert "permanents[0].colors: should be a list: write [W, U]" in message
    assert "commander_color_identity: should be a list: write [B, G]" in message


def test_an_unknown_field_beside_a_missing_one_is_pointed_at_it():
    base = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [{"id": "x", "name": "X", "types": ["creature"], "controller": "A"}]}
    message = _error({**base, "designations": [{"goad": "x", "goader": "B"}]})
    assert "designations[0].goader: unknown field; is it 'by', which is missing here?" in message
    message = _error({**base, "designations": [{"goad": "x", "byy": "B"}]})
    assert "designations[0].byy: unknown field; did you mean 'by'?" in message


def test_a_creature_named_by_its_card_name_is_told_its_id():
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "angel", "card": "Serra Angel", "controller": "A"}]})
    with pytest.raises(InputError) as exc:
        b.check({"attacks": {"Serra Angel": "B"}})
    assert "did you mean 'angel', the id of Serra Angel?" in str(exc.value)
