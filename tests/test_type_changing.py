"""Type-changing effects' explanation text."""

from __future__ import annotations

from attackcheck import Board
from attackcheck.models.resolve import REffect
from attackcheck.solver.effects.base import kind_of


def test_losing_all_creature_types_is_said_in_words_205_1b():
    # Curse of Conformity: "Nonlegendary creatures enchanted player controls lose all creature
    # types and have base power and toughness 3/3."
    effect = {"kind": "add_types", "permanents": {"types": ["creature"]}, "types": [], "subtypes": [],
              "replaces_creature_types": True, "power": 3, "toughness": 3, "controller": "B"}
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}], "effects": [effect]})
    raw = b.model.effects[0]
    text = kind_of(raw).describe(REffect("add_types", "effects[0]", None, "B", raw), b.context)
    assert ": no creature types, base power and toughness 3/3 (" in text and ": ," not in text
