"""A {T} mana ability that adds more of its mana on a condition a board field states: "{T}:
Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."
(Urza's Tower), Leafkin Druid's four creatures, Tower Worker's named creatures. Read as the
more while the condition holds, its mana while it fails (either one missing); the condition reads land
types, not names (205.3i: "an Urza's Mine" is a permanent with the land types Urza's and
Mine), so Blood Moon and Spreading Seas break the set. Also the condition key `you_control`
as a list, each holding."""

from __future__ import annotations

from typing import Any

import pytest

from attackcheck import Board
from attackcheck.models.cards.oracle import read_oracle


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


def board(*perms: dict, effects: list | None = None) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [C("prison", "Ghostly Prison", "B"), *perms], "effects": effects or []})


BEARS = [C(f"bear{i}", "Grizzly Bears") for i in range(1, 4)]
TRON = [C("tower", "Urza's Tower"), C("mine", "Urza's Mine"), C("plant", "Urza's Power Plant")]


def attack(*ids: str) -> dict:
    return {"attacks": {c: "B" for c in ids}}


def test_the_three_urza_lands_make_seven():
    """Tower 3, Mine 2, Power Plant 2: Ghostly Prison's {2} for each of three bears ({6})."""
    b = board(*BEARS, *TRON)
    assert b.unread == []
    assert b.check(attack("bear1", "bear2", "bear3")).status == "legal"


def test_without_the_power_plant_each_makes_one():
    b = board(*BEARS, *TRON[:2])
    assert b.unread == []
    assert b.check(attack("bear1")).status == "legal"
    assert b.check(attack("bear1", "bear2")).status == "illegal"  # {4}, two {C}


def test_the_set_must_be_one_player_s():
    """"If you control": the opponent's Power Plant doesn't count."""
    b = board(*BEARS, *TRON[:2], C("plant", "Urza's Power Plant", "B"))
    assert b.check(attack("bear1", "bear2")).status == "illegal"


def test_blood_moon_makes_them_mountains():
    """305.7: each is a Mountain with "{T}: Add {R}" only, and no longer an Urza's land."""
    b = board(*BEARS, *TRON, C("moon", "Blood Moon", "B"))
    assert b.check(attack("bear1")).status == "legal"  # three {R}
    assert b.check(attack("bear1", "bear2")).status == "illegal"


def test_spreading_seas_on_the_tower_breaks_the_set():
    """The Tower is an Island ({U}), no Tower: the Mine and the Power Plant make one each, three
    in all (the rulings' Spreading Seas against the Urza lands)."""
    b = board(*BEARS, *TRON, C("seas", "Spreading Seas", "B", attached_to="tower"))
    assert b.unread == []
    assert b.check(attack("bear1")).status == "legal"
    assert b.check(attack("bear1", "bear2")).status == "illegal"


def test_mana_reflection_doubles_the_more():
    """106.12b: the Tower's three become six, the Mine's and the Power Plant's two four each:
    fourteen, seven attackers' worth of Ghostly Prison, not eight."""
    bears = [C(f"bear{i}", "Grizzly Bears") for i in range(1, 9)]
    b = board(*bears, *TRON, C("refl", "Mana Reflection"))
    assert b.check(attack(*(f"bear{i}" for i in range(1, 8)))).status == "legal"
    assert b.check(attack(*(f"bear{i}" for i in range(1, 9)))).status == "illegal"


def test_leafkin_druid_with_four_creatures():
    b = board(C("druid", "Leafkin Druid"), *BEARS)
    assert b.unread == []
    assert b.check(attack("bear1")).status == "legal"  # {G}{G}


def test_leafkin_druid_with_three_creatures():
    b = board(C("druid", "Leafkin Druid"), *BEARS[:2])
    assert b.check(attack("bear1")).status == "illegal"  # {G}: one short


def test_leafkin_druid_counts_itself_attacking_or_not_but_cannot_pay_when_attacking():
    """An attacking Druid without vigilance is tapped (508.1f): it pays nothing."""
    b = board(C("druid", "Leafkin Druid"), *BEARS)
    assert b.check(attack("druid")).status == "illegal"


def test_tower_worker_names_creatures():
    workers = [C("tw", "Tower Worker"), C("mw", "Mine Worker"), C("pw", "Power Plant Worker")]
    b = board(C("bear1", "Grizzly Bears"), C("bear2", "Grizzly Bears"), *workers)
    assert b.unread == []
    # Tower Worker {C}{C}{C}: one bear's {2}, not two bears' {4}
    assert b.check(attack("bear1")).status == "legal"
    assert b.check(attack("bear1", "bear2")).status == "illegal"
    without = board(C("bear1", "Grizzly Bears"), *workers[:2])
    assert without.check(attack("bear1")).status == "illegal"  # {C}


def tax(cost: str) -> list:
    return [{"kind": "attack_tax", "target": "B", "cost": cost, "controller": "B"}]


@pytest.mark.parametrize("counters,white,colorless", [({"luck": 1}, "legal", "illegal"), ({}, "illegal", "legal")])
def test_gemstone_caverns_luck_counter(counters, white, colorless):
    """"{T}: Add {C}. If it has a luck counter on it, instead add one mana of any color": with
    the counter any color and never {C}; without it {C} alone. Not more of the same mana, so
    read by the condition and its negation (the counters on the board)."""
    caverns = C("caverns", "Gemstone Caverns", counters=counters)
    bear = C("bear1", "Grizzly Bears")
    w = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [bear, caverns], "effects": tax("{W}")})
    c = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [bear, caverns], "effects": tax("{C}")})
    assert w.unread == [] and c.unread == []
    assert w.check(attack("bear1")).status == white
    assert c.check(attack("bear1")).status == colorless


def test_ilysian_caryatid_with_a_creature_of_power_four():
    """"{T}: Add one mana of any color. If you control a creature with power 4 or greater, add
    two mana of any one color instead."""
    big = board(C("cary", "Ilysian Caryatid"), C("bear1", "Grizzly Bears"), C("wurm", "Craw Wurm"))
    small = board(C("cary", "Ilysian Caryatid"), C("bear1", "Grizzly Bears"))
    assert big.unread == [] and small.unread == []
    assert big.check(attack("bear1")).status == "legal"  # {2}
    assert small.check(attack("bear1")).status == "illegal"  # one mana


@pytest.mark.parametrize("name,text", [
    ("River of Tears", "{T}: Add {U}. If you played a land this turn, add {B} instead."),
    # a fact no board field states
    ("Ugin's Labyrinth", "{T}: Add {C}. If a card is exiled with Ugin's Labyrinth, add {C}{C} instead."),
])
def test_other_instead_mana_is_not_read_as_more(name, text):
    got = read_oracle(name, text)
    assert not any(e.get("kind") == "grant_mana_abilities" for e in got.effects)


def test_a_forest_and_an_island_are_land_types_too():
    got = read_oracle("X", "{T}: Add {G}. If you control a Forest and an Island, add {G}{G} instead.")
    assert [(e["mana"], e["condition"]) for e in got.effects] == [
        (["{G}"], {"you_control_at_most": {"selector": {"subtypes": ["Forest"]}, "at_most": 0}}),
        (["{G}"], {"you_control_at_most": {"selector": {"subtypes": ["Island"]}, "at_most": 0}}),
        (["{G}{G}"], {"you_control": [{"selector": {"subtypes": ["Forest"]}, "at_least": 1},
                                      {"selector": {"subtypes": ["Island"]}, "at_least": 1}]})]


def test_with_the_set_each_urza_land_makes_only_the_more():
    """"Add {C}{C} instead": with the set, the Mine can't make {C} alone (the payment says
    what each land makes); without it, {C} (either one missing)."""
    b = board(*BEARS, *TRON)
    paid = {m["source"]: m["mana"] for m in b.check(attack("bear1", "bear2", "bear3")).to_dict()["payment"]["mana"]}
    assert paid == {"tower": "{C}{C}{C}", "mine": "{C}{C}", "plant": "{C}{C}"}
    got = read_oracle("Urza's Mine", "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, "
                                     "add {C}{C} instead.")
    assert [e["mana"] for e in got.effects] == [["{C}"], ["{C}"], ["{C}{C}"]]


def test_you_control_as_a_list_written_on_a_board():
    """The condition key on an explicit board: each of the list holds."""
    perms = [{"id": "bear", "types": ["creature"], "power": 2, "toughness": 2, "controller": "A"},
             {"id": "elf", "types": ["creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1, "controller": "A"}]
    def b(*extra: dict) -> Board:
        return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                      "permanents": perms + list(extra),
                      "effects": [{"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
                                   "condition": {"you_control": [{"selector": {"subtypes": ["Elf"]}},
                                                                 {"selector": {"types": ["artifact"]}}]}}]})
    # B's effect: "you" is B, who controls neither: the bear may attack
    assert b().is_legal(attack("bear"))
    art = {"id": "rock", "types": ["artifact"], "controller": "B"}
    elf = {"id": "belf", "types": ["creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1, "controller": "B"}
    assert b(art).is_legal(attack("bear"))  # one of the two
    assert not b(art, elf).is_legal(attack("bear"))  # both


def test_an_empty_list_is_refused():
    with pytest.raises(ValueError) as err:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "types": ["creature"], "power": 2, "toughness": 2, "controller": "A"}],
               "effects": [{"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
                            "condition": {"you_control": []}}]})
    assert "you_control" in str(err.value)


@pytest.mark.parametrize("card", ["Ilysian Caryatid", "Raucous Audience", "Whisperer of the Wilds"])
def test_a_condition_on_power_reads_power_after_layer_7(card):
    """The ability's own condition is checked as it is activated and resolves (602.5b,
    608.2c), on power as it is after every layer-7 change (613.4): a Bear pumped or given
    counters to 4 power counts, a Craw Wurm shrunk to 2 does not."""
    def b(*perms: dict, effects: list | None = None) -> Board:
        return board(C("bear1", "Grizzly Bears"), C("mana", card), *perms, effects=effects)

    pump = [{"kind": "modify_pt", "creatures": ["bear2"], "power": 2, "toughness": 2, "controller": "A"}]
    assert b(C("bear2", "Grizzly Bears"), effects=pump).check(attack("bear1")).status == "legal"
    assert b(C("bear2", "Grizzly Bears", counters={"+1/+1": 2})).check(attack("bear1")).status == "legal"
    shrink = [{"kind": "modify_pt", "creatures": ["wurm"], "power": -4, "toughness": 0, "controller": "B"}]
    assert b(C("wurm", "Craw Wurm"), effects=shrink).check(attack("bear1")).status == "illegal"
    assert b(C("wurm", "Craw Wurm")).check(attack("bear1")).status == "legal"
