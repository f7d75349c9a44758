"""A cost of {0} is a cost (118.5: "it's not automatically paid"): a tax of {X} with X = 0
needs no mana, but a requirement never forces a creature to pay it (508.1d). War Tax's
ruling: "You can choose X=0 ... creatures can't attack unless the controller chooses to pay
the cost (a cost of zero is not automatically paid, so the controller can choose to not
pay)." Checked against the reference."""

from __future__ import annotations

import reference
from attackcheck import Board


def board(cost: str, x=None) -> dict:
    tax = {"kind": "attack_tax", "target": "you", "cost": cost}
    if x is not None:
        tax["x"] = x
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": [{"id": "jugg", "name": "Juggernaut", "types": ["artifact", "creature"], "power": 5,
                            "toughness": 3, "controller": "A",
                            "abilities": [{"kind": "attacks_if_able", "creatures": "self"}]},
                           {"id": "tax", "name": "War Tax", "types": ["enchantment"], "controller": "B",
                            "abilities": [tax]}]}


def same(data: dict, attacks: dict) -> str:
    got = str(Board(data).check({"attacks": attacks}).status)
    assert got == reference.judge(data, attacks)["status"]
    return got


def test_a_tax_of_0_is_not_forced_by_attacks_each_combat_508_1d():
    data = board("{0}")
    # Juggernaut must attack C (no cost), not B (a cost of {0})
    assert same(data, {}) == "illegal"
    assert same(data, {"jugg": "C"}) == "legal"
    assert same(data, {"jugg": "B"}) == "legal"  # paid with nothing (118.3)
    assert Board(data).count().count == reference.count(data) == 2


def test_x_0_is_a_cost_of_0_collective_restraint():
    # X is the number of basic land types among B's lands: none
    data = board("{X}", {"basic_land_types": "you"})
    both = dict(data, permanents=data["permanents"] + [{"id": "tax2", "name": "War Tax", "types": ["enchantment"],
                                                        "controller": "C", "abilities": [
                                                            {"kind": "attack_tax", "target": "you", "cost": "{0}"}]}])
    assert same(both, {}) == "legal"  # every defender costs {0}: the requirement asks nothing (508.1d)
    assert same(both, {"jugg": "B"}) == "legal"
    r = Board(both).check({"attacks": {"jugg": "B"}})
    assert r.cost["mana"] == "{0}" and r.payment == {"mana": [], "life": 0}
