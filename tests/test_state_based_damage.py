"""704.5g: a creature with toughness greater than 0 and damage marked on it at least its
toughness is destroyed as state-based actions are checked, before attackers are declared
(704.3): a board holding one is refused, naming it. Indestructible keeps it (702.12b)."""

from __future__ import annotations

import pytest

from attackcheck import Board, InputError


def board(**bear) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A", **bear}]})


def test_lethal_damage_is_refused_704_5g():
    with pytest.raises(InputError) as exc:
        board(damage=2)
    assert "permanents[0]" in str(exc.value) and "704.5g" in str(exc.value)


def test_damage_below_toughness_stays_704_5g():
    assert board(damage=1).check({"attacks": {"bear": "B"}}).status == "legal"


def test_counters_raise_the_toughness_damage_is_compared_with_704_5g():
    assert board(damage=2, counters={"+1/+1": 1}).check({"attacks": {"bear": "B"}}).status == "legal"
    with pytest.raises(InputError):
        board(damage=3, counters={"+1/+1": 1})


def test_indestructible_is_not_destroyed_702_12b():
    assert board(damage=5, keywords=["indestructible"]).check({"attacks": {"bear": "B"}}).status == "legal"


def test_a_noncreature_with_damage_is_no_question():
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "wall", "name": "Rock", "types": ["artifact"], "toughness": 1, "damage": 3,
                               "controller": "A"}]})
    assert b.check({"attacks": {}}).status == "legal"
