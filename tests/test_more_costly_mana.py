"""Mana abilities read beside {T} and {Q} ones: storage lands' "{T}, Remove any number of
storage counters from this land: Add {W} for each storage counter removed this way." (at
most as many as it has, 122.1), "{T}: Add an amount of {G} equal to this creature's power."
(its power as attackers are declared, after layer 7, 613.4), and "Sacrifice this creature:
Add {R}{R}." (no {T}: once, tapped, attacking or summoning sick alike, 302.6)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from attackcheck import Board
from attackcheck.models.cards.oracle import read_mana_abilities, unmodelled_mana
from helpers import agrees_on_a_declaration, judged


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


def board(*perms: dict, tax: str = "{2}", effects: tuple = ()) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(perms),
                  "effects": [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}, *effects]})


BEAR = C("bear", "Grizzly Bears")
ATTACK = {"attacks": {"bear": "B"}}


@pytest.mark.parametrize("counters,expected", [(2, "legal"), (1, "illegal"), (0, "illegal")])
def test_a_storage_land_pays_with_its_storage_counters(counters, expected):
    b = board(BEAR, C("cho", "Fountain of Cho", counters={"storage": counters}), tax="{W}{1}")
    assert b.unread == []
    assert judged(b, ATTACK["attacks"]) == expected


@pytest.mark.parametrize("counters,tax,expected", [(0, "{1}", "legal"), (2, "{3}", "legal"), (2, "{4}", "illegal")])
def test_viridian_joiner_makes_its_power(counters, tax, expected):
    """Viridian Joiner (1/2) with +1/+1 counters: {G} for each point of its power."""
    b = board(BEAR, C("joiner", "Viridian Joiner", counters={"+1/+1": counters}), tax=tax)
    assert b.unread == []
    assert judged(b, ATTACK["attacks"]) == expected


def test_power_lowered_before_attacks_makes_less_mana_613_4():
    """-1/-1 until end of turn on a 1/2 Viridian Joiner: power 0, no mana."""
    shrink = {"kind": "modify_pt", "creatures": ["joiner"], "power": -1, "toughness": -1, "controller": "B"}
    b = board(BEAR, C("joiner", "Viridian Joiner"), tax="{1}", effects=(shrink,))
    assert judged(b, ATTACK["attacks"]) == "illegal"


def test_heronblade_elite_makes_one_color_only():
    """"X mana of any one color": {W}{U} is two colors, not paid by a 2-power Elite alone."""
    elite = C("elite", "Heronblade Elite", counters={"+1/+1": 1})  # a 1/1: power 2
    assert judged(board(BEAR, elite, tax="{W}{W}"), ATTACK["attacks"]) == "legal"
    assert judged(board(BEAR, elite, tax="{W}{U}"), ATTACK["attacks"]) == "illegal"


def test_an_attacking_creature_sacrificed_pays_its_own_tax():
    """Reckless Barbarian attacks (tapped, 508.1f) and is sacrificed for {R}{R} as the costs are
    paid: no {T} in the cost."""
    b = board(C("barbarian", "Reckless Barbarian"))
    assert b.unread == []
    assert judged(b, {"barbarian": "B"}) == "legal"


def test_a_sacrifice_ability_is_activated_once():
    b = board(BEAR, C("eye", "Eye of Ramos", tapped=True), tax="{U}")
    assert judged(b, ATTACK["attacks"]) == "legal"
    b = board(BEAR, C("eye", "Eye of Ramos", tapped=True), tax="{U}{U}")
    assert judged(b, ATTACK["attacks"]) == "illegal"
    b = board(BEAR, C("eye", "Eye of Ramos"), tax="{U}{U}")  # tapped for {U}, then sacrificed for {U}
    assert judged(b, ATTACK["attacks"]) == "legal"


def test_a_summoning_sick_creature_is_sacrificed_302_6():
    b = board(BEAR, C("cantor", "Wild Cantor", sick=True), tax="{G}")
    assert judged(b, ATTACK["attacks"]) == "legal"


def test_no_sacrifice_under_yasharn():
    """"Players can't pay life or sacrifice nonland permanents to cast spells or activate
    abilities": Reckless Barbarian's ability can't be activated (602.2b, 601.2h)."""
    b = board(BEAR, C("barbarian", "Reckless Barbarian"), C("yasharn", "Yasharn, Implacable Earth", "B"))
    assert b.check(ATTACK).status == "illegal"
    written = {"id": "barb", "name": "Barbarian", "types": ["creature"], "power": 3, "toughness": 2,
               "controller": "A", "mana_abilities": [{"cost": "", "sacrifice": True, "produce": ["{R}{R}"]}]}
    assert board(BEAR, written, C("yasharn", "Yasharn, Implacable Earth", "B")).check(ATTACK).status == "illegal"
    assert board(BEAR, written).check(ATTACK).status == "legal"


def test_the_reader():
    assert read_mana_abilities("{T}, Remove any number of storage counters from this land: Add {B} for each storage "
                               "counter removed this way.") == [{"cost": "{T}", "produce": ["{B}"], "per_counter": "storage"}]
    assert read_mana_abilities("{T}: Add an amount of {G} equal to Marwyn's power.", "Marwyn, the Nurturer") == [
        {"cost": "{T}", "per_power": True, "produce": ["{G}"]}]
    assert read_mana_abilities("{T}: Add X mana of any one color, where X is this creature's power.") == [
        {"cost": "{T}", "per_power": True, "produce": [["{W}", "{U}", "{B}", "{R}", "{G}"]]}]
    assert read_mana_abilities("Sacrifice this creature: Add one mana of any color.") == [
        {"cost": "", "sacrifice": True, "produce": ["any"]}]
    # read, a prohibition on sacrificing (Yasharn) judged with it
    assert unmodelled_mana("Sacrifice this creature: Add {R}{R}.") == ()
    # "{1}, Sacrifice this creature" (the Attendants): not read
    assert read_mana_abilities("{1}, Sacrifice this creature: Add {U}{B}{R}.") == []


@pytest.mark.parametrize("ability,field", [
    ({"cost": "{T}", "sacrifice": True, "produce": ["{R}"]}, "sacrifice"),
    ({"cost": "{T}", "per_power": True, "produce": ["{G}{G}"]}, "per_power"),
    ({"cost": "{T}", "per_power": True, "per_counter": "charge", "produce": ["{G}"]}, "per_power"),
])
def test_written_abilities_are_checked(ability, field):
    with pytest.raises(ValueError) as err:
        board(BEAR, {"id": "x", "types": ["artifact"], "controller": "A", "mana_abilities": [ability]})
    assert "mana_abilities" in str(err.value) and field in str(err.value)


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.data())
def test_against_the_reference(data):
    """Random boards with sacrificed and power-counting mana among the active player's
    permanents, and a tax: the check agrees with the reference's."""
    raw = json.loads(json.dumps(data.draw(strategies.boards(extended=data.draw(st.booleans())))))
    active = raw["turn"]["active"]
    for k in range(data.draw(st.integers(1, 3))):
        ability = data.draw(st.sampled_from([{"cost": "", "sacrifice": True, "produce": ["{R}{R}"]},
                                             {"cost": "", "sacrifice": True, "produce": ["any"]},
                                             {"cost": "{T}", "per_power": True, "produce": ["{G}"]},
                                             {"cost": "{T}", "per_power": True, "produce": [["{W}", "{G}"]]}]))
        raw["permanents"].append({"id": f"m{k}", "name": f"Mana {k}", "types": ["creature"], "controller": active,
                                  "power": data.draw(st.integers(-1, 3)), "toughness": 3,
                                  "sick": data.draw(st.booleans()), "tapped": data.draw(st.booleans()),
                                  "mana_abilities": [ability]})
    for opponent in (p["id"] for p in raw["players"] if p["id"] != active):
        raw.setdefault("effects", []).append({"kind": "attack_tax", "target": opponent, "controller": opponent,
                                              "cost": data.draw(st.sampled_from(["{1}", "{2}", "{G}", "{R}{G}"]))})
    agrees_on_a_declaration(data, raw)


def test_a_prototype_power_not_read_leaves_the_mana_unknown():
    """Cradle Clearcutter, cast prototyped, is 1/3 (702.160): its power, and so its mana, is
    not known from its card; where the payment needs it, the answer is unknown."""
    b = board(BEAR, C("clearcutter", "Cradle Clearcutter"), tax="{3}")
    assert b.check(ATTACK).status == "unknown"
    written = board(BEAR, C("clearcutter", "Cradle Clearcutter", power=1, toughness=3, unread_text="inactive"),
                    tax="{3}")
    assert written.check(ATTACK).status == "illegal"


def test_a_noncreature_has_no_power_for_its_mana_208_3():
    joiner = C("joiner", "Viridian Joiner", counters={"+1/+1": 2})
    not_creature = {"kind": "remove_types", "permanents": ["joiner"], "types": ["creature"], "controller": "B"}
    assert judged(board(BEAR, joiner, tax="{3}"), ATTACK["attacks"]) == "legal"
    assert judged(board(BEAR, joiner, tax="{3}", effects=(not_creature,)), ATTACK["attacks"]) == "illegal"


def test_a_written_sacrifice_ability_on_a_card_is_stopped_by_yasharn():
    banner = C("banner", "Heraldic Banner", tapped=True,
               mana_abilities=[{"cost": "", "sacrifice": True, "produce": ["{R}{R}"]}])
    assert board(BEAR, banner, tax="{R}{R}").check(ATTACK).status == "legal"
    b = board(BEAR, banner, C("yasharn", "Yasharn, Implacable Earth", "B"), tax="{R}{R}")
    assert b.check(ATTACK).status == "illegal"


@pytest.mark.parametrize("abilities", [
    [{"cost": "", "remove_counter": "charge", "per_power": True, "produce": ["{G}"]}],
    [{"cost": "{T}", "tap_untapped": {"types": ["artifact"]}, "per_power": True, "produce": ["{G}"]}],
    [{"cost": "", "sacrifice": True, "produce": ["{R}"]}, {"cost": "", "sacrifice": True, "produce": ["{G}"]}],
])
def test_abilities_the_format_does_not_hold_are_refused(abilities):
    """per_power only on a {T} ability making its mana; one ability sacrificing the permanent
    (once sacrificed, it pays no other cost, 602.2b)."""
    with pytest.raises(ValueError) as err:
        board(BEAR, {"id": "x", "types": ["creature"], "power": 2, "toughness": 2, "controller": "A",
                     "counters": {"charge": 2}, "mana_abilities": abilities})
    assert "mana_abilities" in str(err.value)


def altar_board(*perms: dict, tax: str = "{2}", effects: tuple = ()) -> Board:
    return board(*perms, tax=tax, effects=effects)


@pytest.mark.parametrize("attackers,tax,expected", [(["bear"], "{2}", "legal"), (["bear", "cub"], "{2}", "legal"),
                                                    (["bear"], "{5}", "illegal")])
def test_ashnods_altar_sacrifices_each_creature_once_701_21a(attackers, tax, expected):
    """Ashnod's Altar: {C}{C} for each creature sacrificed, attacking or not (the attackers
    too, as the costs are paid, 508.1j); two creatures make at most {C}{C}{C}{C}, {2} for each
    of two attackers."""
    b = altar_board(BEAR, C("cub", "Grizzly Bears"), C("altar", "Ashnod's Altar"), tax=tax)
    assert b.unread == []
    assert judged(b, {c: "B" for c in attackers}) == expected


def test_the_payment_names_the_creature_sacrificed():
    b = altar_board(BEAR, C("altar", "Ashnod's Altar"))
    assert b.check(ATTACK).payment["mana"] == [{"source": "altar", "mana": "{C}{C}", "sacrificed": ["bear"]}]


def test_a_creature_taps_for_mana_and_is_then_sacrificed():
    """Llanowar Elves taps for {G}, then Phyrexian Altar sacrifices it for one mana of any color."""
    b = altar_board(BEAR, C("elves", "Llanowar Elves"), C("altar", "Phyrexian Altar"), tax="{G}{U}")
    assert judged(b, ATTACK["attacks"]) == "legal"


def test_two_altars_sacrifice_a_creature_once():
    b = altar_board(BEAR, C("a1", "Ashnod's Altar"), C("a2", "Ashnod's Altar"), tax="{4}")
    assert judged(b, ATTACK["attacks"]) == "illegal"
    b = altar_board(BEAR, C("barbarian", "Reckless Barbarian"), C("a1", "Ashnod's Altar"), tax="{4}")
    assert judged(b, ATTACK["attacks"]) == "legal"  # the Bears and the Barbarian, {C}{C} each
    b = altar_board(BEAR, C("barbarian", "Reckless Barbarian"), C("a1", "Ashnod's Altar"), tax="{R}{R}{C}{C}")
    assert judged(b, ATTACK["attacks"]) == "legal"
    b = altar_board(BEAR, C("barbarian", "Reckless Barbarian"), C("a1", "Ashnod's Altar"), tax="{R}{R}{C}{C}{C}{C}")
    assert judged(b, ATTACK["attacks"]) == "illegal"  # the Barbarian for {R}{R} or to the Altar, not both


def test_krark_clan_ironworks_sacrifices_artifacts_itself_last():
    b = altar_board(BEAR, C("kci", "Krark-Clan Ironworks"), C("sol", "Sol Ring", tapped=True), tax="{4}")
    assert judged(b, ATTACK["attacks"]) == "legal"  # Sol Ring, then itself
    assert judged(altar_board(BEAR, C("kci", "Krark-Clan Ironworks"), tax="{4}"), ATTACK["attacks"]) == "illegal"


def test_no_altar_under_a_prohibition_602_2b():
    """Angel of Jubilation: "Players can't pay life or sacrifice creatures to cast spells or
    activate abilities": no creature for Ashnod's Altar; Krark-Clan Ironworks' artifacts still."""
    angel = C("angel", "Angel of Jubilation", "B")
    assert altar_board(BEAR, C("altar", "Ashnod's Altar"), angel).check(ATTACK).status == "illegal"
    kci = altar_board(BEAR, C("kci", "Krark-Clan Ironworks"), C("sol", "Sol Ring", tapped=True), angel, tax="{4}")
    assert kci.check(ATTACK).status == "legal"


def test_the_altar_reader():
    assert read_mana_abilities("Sacrifice a creature: Add {C}{C}.") == [
        {"cost": "", "sacrifice_one": {"types": ["creature"]}, "produce": ["{C}{C}"]}]
    assert read_mana_abilities("Sacrifice a Goblin: Add {R}.") == [
        {"cost": "", "sacrifice_one": {"subtypes": ["Goblin"]}, "produce": ["{R}"]}]
    assert read_mana_abilities("Sacrifice a token named Wood: Add {R}.") == []  # not read


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.data())
def test_altars_against_the_reference(data):
    """Random boards with sacrifice outlets among the active player's permanents, and a tax:
    the check agrees with the reference's."""
    raw = json.loads(json.dumps(data.draw(strategies.boards(extended=data.draw(st.booleans())))))
    active = raw["turn"]["active"]
    for k in range(data.draw(st.integers(1, 2))):
        raw["permanents"].append({"id": f"altar{k}", "name": f"Altar {k}", "types": ["artifact"], "controller": active,
                                  "mana_abilities": [{"cost": "", "sacrifice_one": data.draw(st.sampled_from(
                                      [{"types": ["creature"]}, {"types": ["artifact"]}, {"subtypes": ["Goblin"]}])),
                                      "produce": [data.draw(st.sampled_from(["{C}{C}", "any", "{R}"]))]}]})
    for opponent in (p["id"] for p in raw["players"] if p["id"] != active):
        raw.setdefault("effects", []).append({"kind": "attack_tax", "target": opponent, "controller": opponent,
                                              "cost": data.draw(st.sampled_from(["{1}", "{2}", "{R}", "{C}{C}"]))})
    agrees_on_a_declaration(data, raw)


def test_a_lotus_petal_sacrificed_once_701_21a():
    """Lotus Petal sacrifices itself for its {T} ability or is sacrificed to Krark-Clan
    Ironworks, not both: read as its {T} one, a payment needing both is not judged."""
    b = altar_board(BEAR, C("kci", "Krark-Clan Ironworks"), C("petal", "Lotus Petal"), tax="{5}")
    assert b.check(ATTACK).status in ("illegal", "unknown")
    treasure = {"id": "t", "name": "Treasure", "types": ["artifact"], "subtypes": ["Treasure"], "token": True,
                "controller": "A", "mana": ["any"]}
    assert altar_board(BEAR, C("kci", "Krark-Clan Ironworks"), treasure, tax="{5}").check(ATTACK).status != "legal"


def test_an_unnamed_revoker_leaves_an_altar_unknown_602_5():
    """Phyrexian Revoker may name Ashnod's Altar: its mana, made by sacrificing creatures, is
    not judged until the name is given."""
    b = altar_board(BEAR, C("altar", "Ashnod's Altar"), C("revoker", "Phyrexian Revoker", "B"))
    assert b.check(ATTACK).status == "unknown"


def test_outlets_sacrificing_each_other_are_not_judged():
    """Kykar (sacrifices Spirits, is none) and a Spirit outlet: the first activated loses the
    other, which the payment does not order."""
    pod = {"id": "pod", "name": "Spirit Pod", "types": ["creature"], "subtypes": ["Spirit"], "power": 1,
           "toughness": 1, "controller": "A", "sick": True,
           "mana_abilities": [{"cost": "", "sacrifice_one": {"types": ["creature"]}, "produce": ["{C}{C}"]}]}
    b = altar_board(BEAR, C("ky", "Kykar, Wind's Fury", sick=True), pod, tax="{R}{C}{C}{C}{C}")
    assert b.check(ATTACK).status != "legal"


def test_yasharn_leaves_a_permanents_other_mana():
    """Under Yasharn, Sol Ring isn't sacrificed to Krark-Clan Ironworks but still taps for
    {C}{C}; the explanation doesn't say it can't pay."""
    b = altar_board(BEAR, C("kci", "Krark-Clan Ironworks"), C("sol", "Sol Ring"),
                    C("yasharn", "Yasharn, Implacable Earth", "B"), tax="{3}")
    r = b.check(ATTACK)
    assert r.status == "illegal" and "Sol Ring (sol) can't pay" not in r.violations[0]["message"]
