"""Mana abilities whose cost taps other untapped permanents: "{T}, Tap an untapped creature
you control: Add one mana of any color." (Springleaf Drum), "Tap three untapped Elves you
control: Add {G}{G}{G}." (Heritage Druid), "Tap an untapped artifact you control: Add {U}."
(Urza, Lord High Artificer).

Each permanent is tapped once (107.5): for its own {T} ability or for another's cost. Tapping
a creature for a cost is no {T} ability of its own, so a summoning-sick one may be tapped
(302.6); an attacker without vigilance was tapped by attacking before costs are paid
(508.1f), one with vigilance was not. Such a permanent is not "tapped for mana" (106.12), so
Mana Reflection doesn't add to what the ability makes, unless the ability has {T} itself."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board
from attackcheck.models.cards.oracle import read_mana_abilities, unmodelled_mana
from helpers import agrees_on_a_declaration, judged as agrees_with_reference


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


def elf(pid: str, **kw: Any) -> dict:
    return {"id": pid, "name": "Elf Warrior", "types": ["creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1,
            "controller": "A", **kw}


def board(*perms: dict, tax: str = "{1}", effects: tuple = ()) -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(perms),
                  "effects": [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}, *effects]})


BEAR = C("bear", "Grizzly Bears")
ATTACK = {"attacks": {"bear": "B"}}


def test_springleaf_drum_taps_a_summoning_sick_creature_302_6():
    """Springleaf Drum's ruling: any untapped creature you control may be tapped for its
    cost, one that came under your control this turn too."""
    b = board(BEAR, C("drum", "Springleaf Drum"), C("cub", "Grizzly Bears", sick=True))
    assert b.unread == []
    r = b.check(ATTACK)
    assert r.status == "legal"
    assert r.payment["mana"] == [{"source": "drum", "mana": "{W}", "tapped": ["cub"]}]


def test_an_attacker_tapped_by_attacking_is_not_tapped_again_508_1f():
    b = board(BEAR, C("drum", "Springleaf Drum"))
    assert agrees_with_reference(b, ATTACK["attacks"]) == "illegal"


def test_an_attacker_with_vigilance_is_tapped_for_the_drum_508_1f():
    """Vigilance: attacking doesn't tap it, so the Drum may tap it to pay for its own attack."""
    b = board(C("angel", "Serra Angel"), C("drum", "Springleaf Drum"))
    r = b.check({"attacks": {"angel": "B"}})
    assert r.status == "legal"
    assert r.payment["mana"] == [{"source": "drum", "mana": "{W}", "tapped": ["angel"]}]


@pytest.mark.parametrize("tax,expected", [("{1}", "legal"), ("{2}", "illegal")])
def test_a_mana_creature_taps_once_107_5(tax, expected):
    """Llanowar Elves makes {G} or is tapped for the Drum: one mana either way."""
    b = board(BEAR, C("drum", "Springleaf Drum"), C("llanowar", "Llanowar Elves"), tax=tax)
    assert agrees_with_reference(b, ATTACK["attacks"]) == expected


def test_jaspera_sentinel_taps_another_creature():
    """"{T}, Tap an untapped creature you control": its {T} taps it, so the creature is another."""
    alone = board(BEAR, C("sentinel", "Jaspera Sentinel"))
    assert alone.unread == []
    assert agrees_with_reference(alone, ATTACK["attacks"]) == "illegal"
    helped = board(BEAR, C("sentinel", "Jaspera Sentinel"), C("cub", "Grizzly Bears", sick=True))
    assert agrees_with_reference(helped, ATTACK["attacks"]) == "legal"


def test_a_sick_jaspera_sentinel_is_still_tapped_for_a_drum_302_6():
    """Its own ability has {T} (302.6 stops it), but a Drum may tap it."""
    b = board(BEAR, C("sentinel", "Jaspera Sentinel", sick=True), C("cub", "Grizzly Bears", sick=True))
    assert agrees_with_reference(b, ATTACK["attacks"]) == "illegal"
    b = board(BEAR, C("sentinel", "Jaspera Sentinel", sick=True), C("drum", "Springleaf Drum"))
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"


def test_heritage_druid_taps_itself_while_summoning_sick():
    """Heritage Druid's rulings: it may be one of the three Elves, and Elves that came under
    your control this turn may be tapped (no {T} in the cost)."""
    b = board(BEAR, C("druid", "Heritage Druid", sick=True), elf("e1", sick=True), elf("e2", sick=True), tax="{3}")
    assert b.unread == []
    r = b.check(ATTACK)
    assert r.status == "legal"
    assert [sorted(m["tapped"]) for m in r.payment["mana"]] == [["druid", "e1", "e2"]]


@pytest.mark.parametrize("elves,tax,expected", [(4, "{4}", "illegal"), (4, "{3}", "legal"),
                                                 (5, "{6}", "legal"), (5, "{7}", "illegal")])
def test_heritage_druid_once_for_each_three_elves(elves, tax, expected):
    """Four Elves pay for one activation ({G}{G}{G}); six (the Druid and five) for two."""
    b = board(BEAR, C("druid", "Heritage Druid", sick=True), *[elf(f"e{i}") for i in range(elves)], tax=tax)
    assert agrees_with_reference(b, ATTACK["attacks"]) == expected


def test_an_attacking_heritage_druid_still_activates():
    """No {T} in its cost: the Druid attacks (tapped) and three other Elves pay its {3}... and
    with only two others it can't."""
    druid = C("druid", "Heritage Druid")
    b = board(druid, elf("e1"), elf("e2"), elf("e3"), tax="{3}")
    assert agrees_with_reference(b, {"druid": "B"}) == "legal"
    b = board(druid, elf("e1"), elf("e2"), tax="{3}")
    assert agrees_with_reference(b, {"druid": "B"}) == "illegal"


def test_birchlore_rangers_two_elves_for_one_mana():
    b = board(BEAR, C("rangers", "Birchlore Rangers", sick=True), elf("e1"), elf("e2"), elf("e3"), tax="{W}{U}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"
    b = board(BEAR, C("rangers", "Birchlore Rangers", sick=True), elf("e1"), elf("e2"), tax="{W}{U}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "illegal"


def test_urza_taps_artifacts_once_each_107_5():
    """Sol Ring makes {C}{C} or is tapped for Urza's {U}; a Drum is an artifact Urza may tap,
    or it taps Urza (a creature, summoning sick) for its own mana."""
    urza = C("urza", "Urza, Lord High Artificer", sick=True)
    b = board(BEAR, urza, C("sol", "Sol Ring"), tax="{U}{U}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "illegal"  # one Sol Ring, one {U}
    b = board(BEAR, urza, C("sol", "Sol Ring"), C("drum", "Springleaf Drum"), tax="{U}{U}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"  # Urza taps both
    b = board(BEAR, urza, C("sol", "Sol Ring"), C("drum", "Springleaf Drum"), tax="{4}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "illegal"  # {C}{C} + the Drum's one (tapping Urza): 3
    b = board(BEAR, urza, C("sol", "Sol Ring"), C("drum", "Springleaf Drum"), tax="{3}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"


def test_an_artifact_whose_abilities_cant_be_activated_is_still_tapped_for_urza_602_5():
    """Stony Silence stops Sol Ring's own ability, not Urza's (a creature's) tapping it."""
    b = board(BEAR, C("urza", "Urza, Lord High Artificer"), C("sol", "Sol Ring"), C("stony", "Stony Silence", "B"))
    assert b.check(ATTACK).status == "legal"
    assert b.check(ATTACK).payment["mana"] == [{"source": "urza", "mana": "{U}", "tapped": ["sol"]}]


def test_an_ability_that_cant_be_activated_taps_nothing_602_5():
    stopped = {"kind": "cant_activate", "permanents": {"names": ["Springleaf Drum"]}, "controller": "B"}
    b = board(BEAR, C("drum", "Springleaf Drum"), C("cub", "Grizzly Bears", sick=True), effects=(stopped,))
    assert agrees_with_reference(b, ATTACK["attacks"]) == "illegal"


def test_mana_reflection_adds_to_the_drum_not_to_the_druid_106_12():
    """The Drum is tapped for mana ({T} in its cost); the Elves tapped for Heritage Druid's
    cost are not, nor is the Druid's mana made by tapping it for mana."""
    twice = {"kind": "mana_replacement", "sources": {"controller": "you"}, "multiply": 2, "controller": "A"}
    drum = board(BEAR, C("drum", "Springleaf Drum"), C("cub", "Grizzly Bears", sick=True), tax="{2}", effects=(twice,))
    assert agrees_with_reference(drum, ATTACK["attacks"]) == "legal"
    druid = board(BEAR, C("druid", "Heritage Druid", sick=True), elf("e1"), elf("e2"), tax="{4}", effects=(twice,))
    assert agrees_with_reference(druid, ATTACK["attacks"]) == "illegal"


def test_reflecting_pool_reads_a_drum_without_a_creature_to_tap_106_7():
    """What a permanent could produce ignores costs: the Drum could produce any color (a land
    copying what artifacts you control could produce, as Reflecting Pool does lands)."""
    pool = {"id": "pool", "name": "Artifact Pool", "types": ["land"], "controller": "A",
            "mana_abilities": [{"could_produce": {"types": ["artifact"], "controller": "you"}}]}
    b = board(BEAR, C("drum", "Springleaf Drum"), pool, tax="{U}")
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"


def test_the_reader():
    assert read_mana_abilities("{T}, Tap an untapped creature you control: Add one mana of any color.") == [
        {"cost": "{T}", "produce": ["any"], "tap_untapped": {"types": ["creature"]}}]
    assert read_mana_abilities("Tap three untapped Elves you control: Add {G}{G}{G}.") == [
        {"cost": "", "produce": ["{G}{G}{G}"], "tap_untapped": {"subtypes": ["Elf"]}, "tap_count": 3}]
    assert read_mana_abilities("{T}, Tap an untapped artifact or creature you control: Add one mana of any color.") == [
        {"cost": "{T}", "produce": ["any"], "tap_untapped": [{"types": ["artifact"]}, {"types": ["creature"]}]}]
    assert read_mana_abilities("Tap an untapped nontoken artifact you control: Add {G}.")[0]["tap_untapped"] == {
        "types": ["artifact"], "token": False}
    assert read_mana_abilities("Tap two untapped tokens you control: Add one mana of any color.")[0][
        "tap_untapped"] == {"token": True}
    # 106.6: Grand Architect's mana only casts artifact spells or activates artifacts' abilities
    architect = ("Tap an untapped blue creature you control: Add {C}{C}. Spend this mana only to cast artifact "
                 "spells or activate abilities of artifacts.")
    assert read_mana_abilities(architect) == [] and unmodelled_mana(architect) == ()
    # "Tap X untapped tokens" beside life (Hazel of the Rootbloom): not read, its payments not judged
    hazel = "{T}, Pay 2 life, Tap X untapped tokens you control: Add X mana in any combination of colors."
    assert read_mana_abilities(hazel) == [] and unmodelled_mana(hazel) != ()


@pytest.mark.parametrize("ability,field", [
    ({"cost": "{T}", "produce": ["any"], "tap_count": 2}, "tap_count"),
    ({"cost": "{Q}", "produce": ["any"], "tap_untapped": {"types": ["creature"]}}, "tap_untapped"),
    ({"cost": "", "tap_untapped": {"types": ["creature"]}, "could_produce": {"types": ["land"]}}, "tap_untapped"),
])
def test_a_written_ability_tapping_others_is_checked(ability, field):
    with pytest.raises(ValueError) as err:
        board(BEAR, {"id": "x", "types": ["artifact"], "controller": "A", "mana_abilities": [ability]})
    assert "mana_abilities" in str(err.value) and field in str(err.value)


def _with_tappers(data: Any, raw: dict) -> dict:
    active = raw["turn"]["active"]
    for i in range(data.draw(st.integers(1, 2))):
        ability = {"cost": data.draw(st.sampled_from(["{T}", ""])),
                   "produce": [data.draw(st.sampled_from(["any", "{G}", "{C}{C}"]))],
                   "tap_untapped": data.draw(st.sampled_from([{"types": ["creature"]}, {"subtypes": ["Elf"]},
                                                              [{"types": ["artifact"]}, {"types": ["creature"]}]]))}
        if data.draw(st.booleans()):
            ability["tap_count"] = data.draw(st.integers(2, 3))
        tapper = {"id": f"tap{i}", "name": f"Tapper {i}", "controller": active, "mana_abilities": [ability],
                  "types": [data.draw(st.sampled_from(["artifact", "creature"]))], "sick": data.draw(st.booleans())}
        if tapper["types"] == ["creature"]:
            tapper.update(power=1, toughness=1, subtypes=data.draw(st.sampled_from([[], ["Elf"]])),
                          keywords=data.draw(st.sampled_from([[], ["vigilance"]])))
        raw["permanents"].append(tapper)
    for p in raw["permanents"]:
        if p["controller"] == active and "creature" in p.get("types", []) and data.draw(st.booleans()):
            p["subtypes"] = sorted(set(p.get("subtypes", [])) | {"Elf"})
    for i in range(data.draw(st.integers(0, 3))):  # summoning sick: no attacker, but tapped for a cost
        raw["permanents"].append({**elf(f"new{i}", sick=True), "controller": active})
    cost = data.draw(st.sampled_from(["{1}", "{2}", "{G}", "{G}{C}"]))
    for opponent in (p["id"] for p in raw["players"] if p["id"] != active):  # Ghostly Prison under each
        raw.setdefault("effects", []).append({"kind": "attack_tax", "target": opponent, "controller": opponent,
                                              "cost": cost})
    return raw


def _plan_is_sound(b: Board, attacks: dict, payment: Any) -> None:
    """Each permanent the plan taps for a cost is tapped once (107.5), none an attacker tapped
    by attacking (508.1f), and none whose only mana abilities have {T} also makes mana (an
    ability without {T}, or {Q}, may: Crystalline Crawler's counters, Reckless Barbarian)."""
    tapped = Counter(q for made in payment["mana"] for q in made.get("tapped", []))
    assert all(n == 1 for n in tapped.values()), payment
    for q in tapped:  # (its keywords as resolved: a copy's, a granted vigilance)
        assert q not in attacks or "vigilance" in b.context.perms[q].keywords, (q, payment)
    for made in payment["mana"]:
        src = made["source"]
        if src in tapped:
            assert {sym for sym, _ in b.context.perms[src].mana_abilities} - {"T"}, (src, payment)


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.data())
def test_tapping_others_against_the_reference(data):
    """Random boards with Drums and Druids among the active player's permanents, and a tax:
    the check agrees with the reference's, and a legal one's plan taps each permanent once."""
    raw = _with_tappers(data, json.loads(json.dumps(data.draw(strategies.boards(extended=data.draw(st.booleans()))))))
    checked = agrees_on_a_declaration(data, raw)
    if checked is None:
        return
    b, attacks, got = checked
    if got.status == "legal" and got.payment is not None:
        _plan_is_sound(b, attacks, got.payment)
    most = b.propose("max-attackers")  # (a declaration whose payment likely taps some)
    if most.status == "legal" and most.payment is not None:
        _plan_is_sound(b, most.declaration, most.payment)
        assert reference.judge(raw, dict(most.declaration))["status"] == "legal"


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.data())
def test_counts_with_tapping_others_against_the_reference(data):
    raw = _with_tappers(data, json.loads(json.dumps(data.draw(strategies.boards()))))
    try:
        b = Board(raw)
        expected = reference.count(raw)
    except ValueError:
        return
    got = b.count()
    if got.status == "exact":
        assert got.count == expected


def chosen(name: str, more: int) -> dict:
    return {"kind": "chosen_name_abilities", "name": name, "cost_more": more, "controller": "B"}


def test_a_cost_increase_on_a_permanent_tapped_for_another_cost_601_2f():
    """{2} more to activate Sol Ring's abilities doesn't make Urza's tapping it cost more:
    tapping it for Urza's cost activates none of Sol Ring's (601.2f, 602.2b)."""
    urza = C("urza", "Urza, Lord High Artificer")
    b = board(BEAR, urza, C("sol", "Sol Ring"), tax="{U}", effects=(chosen("Sol Ring", 2),))
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"
    b = board(BEAR, C("drum", "Springleaf Drum"), C("cub", "Grizzly Bears", sick=True),
              effects=(chosen("Grizzly Bears", 2),))
    assert agrees_with_reference(b, ATTACK["attacks"]) == "legal"


@pytest.mark.parametrize("forest,tax,expected", [(True, "{3}", "legal"), (False, "{1}", "illegal"),
                                                 (True, "{4}", "illegal")])
def test_a_cost_increase_on_heritage_druid_is_paid_with_mana_made_before(forest, tax, expected):
    """{1} more to activate Heritage Druid's ability: the Forest's {G} pays it (605.3a), then
    the Druid and two Elves make {G}{G}{G}; without other mana it can't be activated."""
    perms = [BEAR, C("druid", "Heritage Druid", sick=True), elf("e1"), elf("e2")] + ([C("f", "Forest")] if forest else [])
    b = board(*perms, tax=tax, effects=(chosen("Heritage Druid", 1),))
    assert b.check(ATTACK).status == expected


def test_the_explanation_counts_what_is_left_to_tap():
    """The Drum's only creature attacks (tapped, 508.1f): no mana, and the message says why;
    a sick creature it may tap makes no mana of its own, so it is no source of "other mana"."""
    message = board(BEAR, C("drum", "Springleaf Drum")).check(ATTACK).violations[0]["message"]
    assert "at most 0 can be made" in message and "Springleaf Drum (drum) can't pay: its cost taps 1" in message
    message = board(BEAR, C("drum", "Springleaf Drum"), C("cub", "Grizzly Bears", sick=True),
                    tax="{G}{G}").check(ATTACK).violations[0]["message"]
    assert "at most 1 {G} can be made" in message and "other mana" not in message
