"""Real cards by name, checked against the Comprehensive Rules: power and toughness changed
once for each Aura or Equipment attached to the creature (301.5, 303.4, 613.4c: Goblin
Gaveleer, Kor Spiritdancer, Bruenor Battlehammer, Champion of the Flame) are read from the
board's attachments, so what reads power (Ensnaring Bridge) is judged."""

from __future__ import annotations

from typing import Any

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


def board(*perms: dict, hand: int = 8) -> Board:
    # B's Ensnaring Bridge: creatures with power greater than B's hand size can't attack
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": hand}], "turn": {"active": "A"},
                  "permanents": [*perms, C("bridge", "Ensnaring Bridge", "B")]})


@pytest.mark.parametrize("name,creatures,power,toughness,kinds", [
    ("Goblin Gaveleer", "self", 2, 0, ["Equipment"]),
    ("Kor Spiritdancer", "self", 2, 2, ["Aura"]),
    ("Champion of the Flame", "self", 2, 2, ["Aura", "Equipment"]),
    ("Bruenor Battlehammer", {"controller": "you"}, 2, 0, ["Equipment"]),
    ("Golem-Skin Gauntlets", "attached", 1, 0, ["Equipment"]),
    ("Mantle of the Ancients", "attached", 1, 1, ["Aura", "Equipment"]),
])
def test_a_change_for_each_aura_or_equipment_attached_is_read_303_4(name: str, creatures: Any, power: int,
                                                                    toughness: int, kinds: list[str]) -> None:
    assert {"kind": "modify_pt", "creatures": creatures, "power": power, "toughness": toughness,
            "per_attached": kinds} in describe(name)["effects"]


def test_goblin_gaveleer_gets_two_power_for_each_equipment_attached_613_4c() -> None:
    # 1/1, +2/+0 for each Equipment, and each Bonesplitter's own +2/+0: 5 with one, 9 with two
    one = board(C("gav", "Goblin Gaveleer"), C("bs1", "Bonesplitter", attached_to="gav"))
    two = board(C("gav", "Goblin Gaveleer"), C("bs1", "Bonesplitter", attached_to="gav"),
                C("bs2", "Bonesplitter", attached_to="gav"))
    assert one.resolved.permanents["gav"].power == 5 and two.resolved.permanents["gav"].power == 9
    assert str(one.check({"attacks": {"gav": "B"}}).status) == "legal"
    r = two.check({"attacks": {"gav": "B"}})
    assert str(r.status) == "illegal" and r.unread == []


def test_an_aura_attached_counts_whoever_controls_it_303_4() -> None:
    # Kor Spiritdancer (0/2): B's Pacifism is an Aura attached to it too (+2/+2), and forbids attacking
    b = board(C("kor", "Kor Spiritdancer"), C("pac", "Pacifism", "B", attached_to="kor"))
    assert (b.resolved.permanents["kor"].power, b.resolved.permanents["kor"].toughness) == (2, 4)


def test_bruenor_counts_each_creatures_own_equipment() -> None:
    # each creature you control: +2/+0 for each Equipment attached to *it*; Bruenor itself has none
    b = board(C("bru", "Bruenor Battlehammer", tapped=True), C("bear", "Grizzly Bears"),
              C("elf", "Llanowar Elves"), C("sword", "Short Sword", attached_to="bear"))
    powers = {p: b.resolved.permanents[p].power for p in ("bru", "bear", "elf")}
    assert powers == {"bru": 5, "bear": 2 + 1 + 2, "elf": 1}
    assert b.unread == []


def test_goblin_gaveleer_counts_equipment_not_auras_301_5() -> None:
    # an Aura attached that isn't an Equipment: Goblin Gaveleer counts Equipment only
    b = board(C("gav", "Goblin Gaveleer"), C("rancor", "Rancor", attached_to="gav"))
    assert b.resolved.permanents["gav"].power == 1 + 2  # Rancor's own +2/+0 only


def test_text_not_read_that_may_make_permanents_equipment_makes_the_count_unknown_205_3g() -> None:
    # Dan Lewis makes A's noncreature artifacts Equipment (not read): Sol Ring attached to
    # Goblin Gaveleer may count, so its power, read by Ensnaring Bridge, is not known
    b = board(C("gav", "Goblin Gaveleer"), C("ring", "Sol Ring", attached_to="gav"),
              C("dan", "Dan Lewis", tapped=True), hand=2)
    assert str(b.check({"attacks": {"gav": "B"}}).status) == "unknown"


@pytest.mark.parametrize("attached,removed,power", [
    ("Swiftfoot Boots", "artifact", 1),  # no artifact: no Equipment (205.1a); Gaveleer 1/1
    ("Bonesplitter", "enchantment", 1 + 2 + 2),  # still an artifact and an Equipment
])
def test_an_equipment_without_the_artifact_type_is_none_205_1a(attached: str, removed: str, power: int) -> None:
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 2}], "turn": {"active": "A"},
               "permanents": [C("gav", "Goblin Gaveleer"), C("eq", attached, attached_to="gav")],
               "effects": [{"kind": "remove_types", "permanents": ["eq"], "types": [removed], "controller": "B"}]})
    assert b.resolved.permanents["gav"].power == power
