"""A mana ability whose whole cost is counters removed, without {T}: "Remove a charge counter
from this artifact: Add one mana of any color." (Pentad Prism), "Remove three +1/+1 counters
from this creature: Add {R}{R}{R}." (Runaway Steam-Kin). It is activated once for each such
counters (602.2b), whether its permanent is tapped, attacking or summoning sick (302.6 stops
only {T} and {Q} abilities), at most once with "Activate only once each turn" (Mana Bloom);
tapping for mana is not what it does, so Mana Reflection doesn't double it (106.12b)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board
from attackcheck.models.cards.oracle import read_mana_abilities
from helpers import agrees_on_a_declaration


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


def board(*perms: dict, tax: str = "{2}") -> Board:
    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": list(perms),
                  "effects": [{"kind": "attack_tax", "target": "B", "cost": tax, "controller": "B"}]})


BEAR = C("bear", "Grizzly Bears")
ATTACK = {"attacks": {"bear": "B"}}


@pytest.mark.parametrize("counters,expected", [(2, "legal"), (1, "illegal"), (0, "illegal")])
def test_pentad_prism_pays_once_for_each_counter(counters, expected):
    b = board(BEAR, C("prism", "Pentad Prism", counters={"charge": counters}))
    assert b.unread == []
    assert b.check(ATTACK).status == expected


def test_pentad_prism_pays_two_colors_at_once():
    """Each activation makes one mana of any color: {W}{U} from two counters."""
    b = board(BEAR, C("prism", "Pentad Prism", counters={"charge": 2}), tax="{W}{U}")
    r = b.check(ATTACK)
    assert r.status == "legal"
    assert sorted(m["mana"] for m in r.payment["mana"]) == ["{U}", "{W}"]  # an entry for each activation


def test_a_payment_activates_it_only_as_often_as_it_needs():
    """Five charge counters paying {1} beside a Forest paying {G}: one activation, the counters
    left unremoved (the plan names each activation it makes)."""
    b = board(BEAR, C("prism", "Pentad Prism", counters={"charge": 5}), C("f", "Forest"), tax="{1}{G}")
    r = b.check(ATTACK)
    assert r.status == "legal"
    assert sorted((m["source"], m["mana"]) for m in r.payment["mana"]) == [("f", "{G}"), ("prism", "{W}")]


def test_pentad_prism_tapped_still_pays():
    b = board(BEAR, C("prism", "Pentad Prism", counters={"charge": 2}, tapped=True))
    assert b.check(ATTACK).status == "legal"


def test_runaway_steam_kin_needs_three_counters():
    three = board(BEAR, C("kin", "Runaway Steam-Kin", counters={"+1/+1": 3}), tax="{3}")
    two = board(BEAR, C("kin", "Runaway Steam-Kin", counters={"+1/+1": 2}), tax="{1}")
    assert three.check(ATTACK).status == "legal"
    assert two.check(ATTACK).status == "illegal"


def test_a_creature_attacking_pays_its_own_tax_by_removing_counters():
    """Crystalline Crawler attacks (tapped, 508.1f) and removes its +1/+1 counters for the {2}:
    no {T} in the cost. A creature whose mana ability needs {T} could not (the phase.rs error)."""
    crawler = C("crawler", "Crystalline Crawler", counters={"+1/+1": 2})
    b = board(crawler)
    assert b.check({"attacks": {"crawler": "B"}}).status == "legal"


def test_a_sick_creature_removes_counters():
    """302.6 stops a sick creature's {T} and {Q} abilities only."""
    b = board(BEAR, C("crawler", "Crystalline Crawler", counters={"+1/+1": 2}, sick=True))
    assert b.check(ATTACK).status == "legal"


def test_annihilated_counters_are_gone():
    """704.5q: a +1/+1 and a -1/-1 counter cancel before attackers are declared."""
    b = board(BEAR, C("crawler", "Crystalline Crawler", counters={"+1/+1": 2, "-1/-1": 1}))
    assert b.check(ATTACK).status == "illegal"  # one +1/+1 counter left: {1}


BLOOM_ABILITY = {"cost": "", "remove_counter": "charge", "produce": ["any"], "once_each_turn": True}


def test_mana_bloom_once_each_turn():
    written = C("bloom", "Mana Bloom", counters={"charge": 3}, mana_abilities=[BLOOM_ABILITY])
    assert board(BEAR, written, tax="{1}").check(ATTACK).status == "legal"
    b2 = board(BEAR, C("bloom", "Mana Bloom", counters={"charge": 3}))
    assert b2.check(ATTACK).status == "illegal"  # {2}: one activation this turn


def test_mana_bloom_read_from_its_card_may_have_been_activated_this_turn():
    """Whether it was activated earlier this turn is on no board field: a payment needing it
    is not judged; one found without it stands. Written out, the board says."""
    bloom = C("bloom", "Mana Bloom", counters={"charge": 3})
    result = board(BEAR, bloom, tax="{1}").check(ATTACK)
    assert result.status == "unknown" and [u["permanent"] for u in result.unread] == ["bloom"]
    assert board(BEAR, bloom, C("f", "Forest"), tax="{1}").check(ATTACK).status == "legal"
    used = C("bloom", "Mana Bloom", counters={"charge": 3}, mana_abilities=[])
    assert board(BEAR, used, tax="{1}").check(ATTACK).status == "illegal"


def test_mana_reflection_does_not_double_it():
    """106.12b: Mana Reflection replaces mana a permanent makes when tapped for mana."""
    b = board(BEAR, C("prism", "Pentad Prism", counters={"charge": 1}), C("refl", "Mana Reflection"))
    assert b.check(ATTACK).status == "illegal"


def test_reflecting_pool_reads_it_without_counters():
    """106.7: what a permanent could produce ignores costs: a land whose counter ability makes
    any color could produce any color without counters, so Reflecting Pool makes one."""
    land = {"id": "depot", "name": "Depot", "types": ["land"], "controller": "A",
            "mana_abilities": [{"cost": "", "remove_counter": "charge", "produce": ["any"]}]}
    b = board(BEAR, land, C("pool", "Reflecting Pool"), C("f", "Forest"), tax="{U}{G}")
    assert b.check(ATTACK).status == "legal"


def test_reflecting_pool_reads_a_vivid_land_without_counters():
    """106.7 likewise for "{T}, Remove a charge counter from this land: Add one mana of any
    color." (Vivid Meadow): its cost is ignored."""
    b = board(BEAR, C("vivid", "Vivid Meadow", tapped=True), C("pool", "Reflecting Pool"), tax="{U}")
    assert b.check(ATTACK).status == "legal"


def test_the_reader():
    assert read_mana_abilities("Remove a charge counter from this artifact: Add one mana of any color.") == [
        {"cost": "", "produce": ["any"], "remove_counter": "charge"}]
    assert read_mana_abilities("Remove three +1/+1 counters from this creature: Add {R}{R}{R}.") == [
        {"cost": "", "produce": ["{R}{R}{R}"], "remove_counter": "+1/+1", "remove_count": 3}]
    assert read_mana_abilities("Remove a charge counter from this enchantment: Add one mana of any color. "
                               "Activate only once each turn.")[0]["once_each_turn"] is True
    # "Any player may activate this ability but only during their turn" (Mana Cache): not read
    assert read_mana_abilities("Remove a charge counter from this enchantment: Add {C}. Any player may activate "
                               "this ability but only during their turn before the end step.") == []


def test_a_written_ability_without_tap_needs_counters_to_remove():
    with pytest.raises(ValueError) as err:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "x", "types": ["artifact"], "controller": "A",
                               "mana_abilities": [{"cost": "", "produce": ["any"]}]}]})
    assert "mana_abilities" in str(err.value) and "remove_counter" in str(err.value)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(st.data())
def test_counter_mana_against_the_reference(data):
    """Random boards where the active player's artifacts and creatures remove counters for mana
    (and a tax makes mana matter): the solver's check agrees with the reference's."""
    raw = json.loads(json.dumps(data.draw(strategies.boards(extended=data.draw(st.booleans())))))
    active = raw["turn"]["active"]
    kinds = data.draw(st.lists(st.sampled_from(["any", "{C}", "{R}{R}"]), min_size=1, max_size=2))
    for k, made in enumerate(kinds):
        raw["permanents"].append({"id": f"cm{k}", "name": f"Prism {k}", "types": ["artifact"], "controller": active,
                                  "counters": {"charge": data.draw(st.integers(0, 3))},
                                  "tapped": data.draw(st.booleans()),
                                  "mana_abilities": [{"cost": "", "produce": [made], "remove_counter": "charge",
                                                      **({"remove_count": 2} if data.draw(st.booleans()) else {})}]})
    opponents = [p["id"] for p in raw["players"] if p["id"] != active]
    raw.setdefault("effects", []).append({"kind": "attack_tax", "target": opponents[0], "controller": opponents[0],
                                          "cost": data.draw(st.sampled_from(["{1}", "{2}", "{W}", "{R}{R}"]))})
    agrees_on_a_declaration(data, raw, [p["id"] for p in raw["permanents"] if p["controller"] == active])


def test_two_abilities_removing_their_own_counters_are_both_activated_602_2b():
    """Each removes counters of its own kind: {R} and {G} from one artifact."""
    twin = {"id": "twin", "name": "Twin Prism", "types": ["artifact"], "controller": "A",
            "counters": {"charge": 1, "fuel": 1},
            "mana_abilities": [{"cost": "", "remove_counter": "charge", "produce": ["{R}"]},
                               {"cost": "", "remove_counter": "fuel", "produce": ["{G}"]}]}
    bear = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2, "controller": "A"}
    b = board(bear, twin, tax="{R}{G}")
    assert b.check(ATTACK).status == "legal"
    assert reference.judge(b.to_dict(), ATTACK["attacks"])["status"] == "legal"


@pytest.mark.parametrize("other", [{"cost": "", "remove_counter": "charge", "produce": ["{G}"]},
                                   {"cost": "{T}", "remove_counter": "charge", "produce": ["any"]}])
def test_counters_two_abilities_would_share_are_refused(other):
    """One charge counter pays one activation of one of them (602.2b): not held, refused."""
    odd = {"id": "odd", "name": "Odd Prism", "types": ["artifact"], "controller": "A", "counters": {"charge": 1},
           "mana_abilities": [{"cost": "", "remove_counter": "charge", "produce": ["{R}"]}, other]}
    with pytest.raises(ValueError) as err:
        board(BEAR, odd)
    assert "permanents[1]" in str(err.value) and "share" in str(err.value)


def test_a_choice_made_at_each_activation_is_refused():
    """"Add {W} or {U}" each time: not one option repeated; once read as {W} alone."""
    choice = {"id": "c", "name": "Choice Prism", "types": ["artifact"], "controller": "A", "counters": {"charge": 1},
              "mana_abilities": [{"cost": "", "remove_counter": "charge", "produce": [["{W}", "{U}"]]}]}
    with pytest.raises(ValueError) as err:
        board(BEAR, choice)
    assert "mana_abilities[0]" in str(err.value)


@pytest.mark.parametrize("tax,expected", [("{3}", "legal"), ("{4}", "illegal")])
def test_rasputin_removes_its_own_dream_counters(tax, expected):
    """"Remove a dream counter from Rasputin: Add {C}.": the card names itself by its short
    name; once for each dream counter (602.2b)."""
    b = board(BEAR, C("rasputin", "Rasputin Dreamweaver", counters={"dream": 3}, sick=True), tax=tax)
    assert b.unread == []
    assert b.check(ATTACK).status == expected


def test_ramos_once_each_turn_read_from_its_card():
    """Ramos, Dragon Engine: five +1/+1 counters for ten mana, once each turn; whether it was
    activated earlier this turn is on no field, so a payment needing it is not judged."""
    b = board(BEAR, C("ramos", "Ramos, Dragon Engine", counters={"+1/+1": 5}), tax="{W}{U}")
    assert b.check(ATTACK).status == "unknown"
    assert read_mana_abilities("Remove five +1/+1 counters from Ramos: Add {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}. Activate "
                               "only once each turn.", "Ramos, Dragon Engine") == [
        {"cost": "", "produce": ["{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"], "remove_counter": "+1/+1", "remove_count": 5,
         "once_each_turn": True}]
