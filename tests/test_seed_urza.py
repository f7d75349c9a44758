"""Urza, Prince of Kroog (seed 004): `attackcheck.solver.seeds.urza.urza_token_copy` and the
core's copy resolution (707), read through `Board(...)`'s resolved permanents and `check`.

Urza: "Artifact creatures you control get +2/+2. {6}: Create a token that's a copy of target
artifact you control, except it's a 1/1 Soldier creature in addition to its other types."

Each test quotes the ruling sentence it checks. The token is made by `urza_token_copy`; the
engine resolves it (copiable values, then statics such as Urza's anthem) and checks attacks.
"""

from __future__ import annotations

import copy

import pytest

from attackcheck.api import Board
from attackcheck.models import InputError, ManaCost
from attackcheck.solver.seeds.urza import URZA_EXCEPT, urza_token_copy

FOUR = ("A", "B", "C", "D")


def board(permanents=(), effects=(), players=("A", "B"), **turn):
    return {"version": 1, "players": [p if isinstance(p, dict) else {"id": p} for p in players],
            "turn": {"active": "A", **turn}, "permanents": list(permanents), "effects": list(effects)}


def perm_of(b, pid):
    return next(p for p in b["permanents"] if p["id"] == pid)


def urza(pid="urza", controller="A", **kw):
    return {"id": pid, "card": "Urza, Prince of Kroog", "controller": controller, **kw}


def sol_ring(pid="ring", controller="A", **kw):
    return {"id": pid, "card": "Sol Ring", "controller": controller, **kw}


def juggernaut(pid="jug", controller="A", **kw):
    return {"id": pid, "card": "Juggernaut", "controller": controller, **kw}


def thopter_token(pid="thopter", controller="A", **kw):
    """A Thopter token as the effect that created it states it (a 1/1 colorless Thopter
    artifact creature token with flying)."""
    return {"id": pid, "name": "Thopter", "controller": controller, "types": ["artifact", "creature"],
            "subtypes": ["Thopter"], "colors": [], "power": 1, "toughness": 1, "keywords": ["flying"], "token": True}


def bear(pid="bear", controller="A", **kw):
    return {"id": pid, "name": "Grizzly Bears", "controller": controller, "types": ["creature"], "subtypes": ["Bear"],
            "colors": ["G"], "mana_cost": "{1}{G}", "power": 2, "toughness": 2, **kw}


def next_turn(b, *ids):
    """The same board a turn later: the listed permanents are no longer summoning-sick."""
    b = copy.deepcopy(b)
    for pid in ids:
        perm_of(b, pid)["sick"] = False
    return b


def resolved(b, pid):
    return Board(b).resolved.permanents[pid]


def status(b, attacks):
    return Board(b).check({"attacks": attacks}).status


# --- the function itself ------------------------------------------------------------------------


def test_urza_token_copy_adds_the_copy_with_its_exception():
    """{6}: Create a token that's a copy of target artifact you control, except it's a 1/1
    Soldier creature in addition to its other types."""
    b = board([urza(), sol_ring()])
    after = urza_token_copy(b, "ring", "A")
    assert perm_of(after, "soldier") == {"id": "soldier", "copy_of": "ring", "controller": "A", "owner": "A",
                                         "token": True, "sick": True, "copy_except": URZA_EXCEPT}
    assert b == board([urza(), sol_ring()])  # the input is unchanged
    assert perm_of(urza_token_copy(after, "ring", "A", token_id="t2"), "t2")["copy_of"] == "ring"
    assert perm_of(urza_token_copy(after, "ring", "A"), "soldier2")["copy_of"] == "ring"
    with pytest.raises(InputError):
        urza_token_copy(b, "urza", "A")  # not an artifact
    with pytest.raises(InputError):
        urza_token_copy(board([urza(), sol_ring(controller="B")]), "ring", "A")  # not yours
    with pytest.raises(InputError):
        urza_token_copy(b, "nothing", "A")
    with pytest.raises(InputError):
        urza_token_copy(b, "ring", "A", token_id="urza")  # an id already used
    bad = board([urza(), sol_ring(colour=["W"])])
    with pytest.raises(InputError):
        urza_token_copy(bad, "ring", "A")


# --- the sentences of seed 004 ---------------------------------------------------------------------


def test_copy_of_a_token_uses_the_tokens_original_characteristics():
    """If the copied permanent is a token, the token created with Urza copies the original
    characteristics of that token as stated by the effect that created that token, with the
    listed exceptions."""
    boots = {"id": "boots", "name": "Bonesplitter-and-Boots", "controller": "A", "types": ["artifact"],
             "subtypes": ["Equipment"], "attached_to": "thopter",
             "abilities": [{"kind": "modify_pt", "creatures": "attached", "power": 2},
                           {"kind": "grant_keywords", "creatures": "attached", "keywords": ["haste"]}]}
    b = urza_token_copy(board([urza(), thopter_token(), boots]), "thopter", "A")
    orig, tok = resolved(b, "thopter"), resolved(b, "soldier")
    assert (orig.power, orig.toughness) == (5, 3) and "haste" in orig.keywords  # 1/1 +2/+2 Urza, +2/+0 Equipment
    assert tok.name == "Thopter" and tok.types == {"artifact", "creature"}
    assert tok.subtypes == {"Thopter", "Soldier"} and tok.keywords == {"flying"}
    assert (tok.power, tok.toughness) == (3, 3)  # 1/1 (the exception) + Urza; not the Equipment
    assert tok.token and tok.attached_to is None
    res = Board(b).check({"attacks": {"soldier": "B"}})
    assert res.status == "illegal" and res.violations[0]["rule"] == "302.6"  # no haste from the Equipment


def test_token_is_a_soldier_creature_in_addition_to_its_other_types():
    """The token is a Soldier creature in addition to its other types."""
    b = urza_token_copy(board([sol_ring(), juggernaut()]), "ring", "A")
    b = urza_token_copy(b, "jug", "A", token_id="jug_soldier")
    ring_tok = resolved(b, "soldier")
    assert ring_tok.types == {"artifact", "creature"} and ring_tok.subtypes == {"Soldier"}
    assert ring_tok.name == "Sol Ring" and ring_tok.mana == resolved(b, "ring").mana
    jug_tok = resolved(b, "jug_soldier")
    assert jug_tok.types == {"artifact", "creature"} and jug_tok.subtypes == {"Juggernaut", "Soldier"}
    assert not resolved(b, "ring").is_creature  # the original is unchanged


def test_base_power_and_toughness_is_1_1():
    """Its base power and toughness is 1/1."""
    b = urza_token_copy(board([sol_ring(), juggernaut()]), "ring", "A")
    b = urza_token_copy(b, "jug", "A", token_id="jug_soldier")
    assert (resolved(b, "soldier").power, resolved(b, "soldier").toughness) == (1, 1)
    assert (resolved(b, "jug_soldier").power, resolved(b, "jug_soldier").toughness) == (1, 1)  # not 5/3
    assert (resolved(b, "jug").power, resolved(b, "jug").toughness) == (5, 3)
    # with Urza's anthem the 1/1 base becomes 3/3 (and Juggernaut 7/5)
    with_urza = urza_token_copy(board([urza(), sol_ring()]), "ring", "A")
    assert (resolved(with_urza, "soldier").power, resolved(with_urza, "soldier").toughness) == (3, 3)


def test_the_exceptions_are_copiable_values_a_copy_of_the_token_copies():
    """These are the copiable values of the token's characteristics that other effects may
    copy."""
    b = urza_token_copy(board([urza(), sol_ring()]), "ring", "A")  # soldier: 1/1 Soldier artifact creature
    b = urza_token_copy(b, "soldier", "A", token_id="again")  # Urza again, targeting the token
    b["permanents"].append({"id": "clone", "copy_of": "soldier", "controller": "A", "sick": True})  # a plain copy
    for pid in ("again", "clone"):
        p = resolved(b, pid)
        assert p.name == "Sol Ring" and p.types == {"artifact", "creature"} and p.subtypes == {"Soldier"}, pid
        assert (p.power, p.toughness) == (3, 3), pid  # 1/1 copied, + Urza
    plain = copy.deepcopy(b)
    plain["permanents"] = [p for p in plain["permanents"] if p["id"] != "urza"]
    assert (resolved(plain, "clone").power, resolved(plain, "clone").toughness) == (1, 1)
    # the clone is a creature a turn later and may attack
    assert status(next_turn(plain, "clone"), {"clone": "B"}) == "legal"


def test_x_in_the_copied_mana_cost_is_zero():
    """If the copied permanent has {X} in its mana cost, X is considered to be 0."""
    walker = {"id": "hang", "name": "Hangarback Walker", "controller": "A", "types": ["artifact", "creature"],
              "subtypes": ["Construct"], "mana_cost": "{X}{X}", "power": 2, "toughness": 2}
    chalice = {"id": "chalice", "name": "Chalice of the Void", "controller": "A", "types": ["artifact"],
               "mana_cost": "{X}{X}"}
    engine = {"id": "engine", "name": "Red X Engine", "controller": "A", "types": ["artifact"], "mana_cost": "{X}{R}"}
    b = board([walker, chalice, engine])
    for target in ("hang", "chalice", "engine"):
        b = urza_token_copy(b, target, "A", token_id=f"t_{target}")
    costs = {t: ManaCost.parse(resolved(b, f"t_{t}").mana_cost) for t in ("hang", "chalice", "engine")}
    assert {t: str(c) for t, c in costs.items()} == {"hang": "{0}", "chalice": "{0}", "engine": "{R}"}
    assert all(c.x == 0 for c in costs.values())
    assert [c.mana_value() for c in costs.values()] == [0, 0, 1]
    assert resolved(b, "t_engine").mana_cost == "{R}" and resolved(b, "engine").mana_cost == "{X}{R}"


def test_copies_exactly_what_was_printed_with_the_exceptions_and_nothing_else():
    """For Urza, Prince of Kroog's activated ability, the token copies exactly what was printed
    on the original permanent, with the listed exceptions, and nothing else (unless that
    permanent is copying something else or is a token; see below)."""
    b = urza_token_copy(board([juggernaut(tapped=True)]), "jug", "A")
    jug, tok = resolved(b, "jug"), resolved(b, "soldier")
    assert tok.name == "Juggernaut" and tok.mana_cost == jug.mana_cost == "{4}"
    assert tok.colors == jug.colors == frozenset()
    assert tok.keywords == jug.keywords
    assert [a.kind for a in tok.abilities] == [a.kind for a in jug.abilities]  # printed abilities are copied
    assert tok.sick and tok.token and not jug.token
    # the copied "attacks each combat if able" names the token: it must attack once it can
    later = next_turn(b, "soldier")
    assert status(later, {}) == "illegal"
    assert status(later, {"soldier": "B"}) == "legal"
    assert status(b, {}) == "legal"  # this turn it is summoning-sick (and the original is tapped)


def test_doesnt_copy_tapped_counters_auras_equipment_or_non_copy_effects():
    """It doesn't copy whether that permanent is tapped or untapped, whether it has any
    counters on it or Auras and Equipment attached to it, or any non-copy effects that have
    changed its power, toughness, types, color, or so on."""
    pacifism = {"id": "pacifism", "card": "Pacifism", "controller": "B", "attached_to": "jug"}
    sword = {"id": "sword", "name": "Sword", "controller": "A", "types": ["artifact"], "subtypes": ["Equipment"],
             "attached_to": "jug", "abilities": [{"kind": "modify_pt", "creatures": "attached", "power": 2, "toughness": 2},
                                                 {"kind": "grant_keywords", "creatures": "attached", "keywords": ["vigilance"]}]}
    counters = {"kind": "modify_pt", "creatures": ["jug"], "power": 3, "toughness": 3, "controller": "A"}  # +1/+1 counters
    giant = {"kind": "modify_pt", "creatures": ["jug"], "power": 4, "toughness": 0, "controller": "A"}  # Giant Growth-ish
    b = urza_token_copy(board([juggernaut(tapped=True), pacifism, sword], [counters, giant]), "jug", "A")
    jug, tok = resolved(b, "jug"), resolved(b, "soldier")
    assert jug.tapped and (jug.power, jug.toughness) == (14, 8) and "vigilance" in jug.keywords
    assert not tok.tapped and (tok.power, tok.toughness) == (1, 1) and "vigilance" not in tok.keywords
    assert tok.attached_to is None
    assert all(p.attached_to != "soldier" for p in Board(b).resolved.permanents.values())
    # a turn later, untapped: Pacifism on the original doesn't stop the token, which must attack
    later = next_turn(b, "soldier")
    perm_of(later, "jug")["tapped"] = False
    assert status(later, {"jug": "B", "soldier": "B"}) == "illegal"  # the enchanted original can't attack
    r = Board(later).check({"attacks": {"soldier": "B"}})
    assert r.status == "legal" and r.maximum == 1  # only the token's "attacks each combat" is obeyable
    assert status(later, {}) == "illegal"


def test_copy_of_a_permanent_copying_something_else_is_what_it_copied():
    """If the copied permanent is copying something else, then the token enters the
    battlefield as whatever that permanent copied, with the listed exceptions."""
    # Phyrexian Metamorph copying Grizzly Bears "except it's an artifact in addition"
    meta = {"id": "meta", "copy_of": "bear", "controller": "A", "tapped": True,
            "copy_except": {"types_add": ["artifact"]}}
    # Sculpting Steel copying Sol Ring
    steel = {"id": "steel", "copy_of": "ring", "controller": "A"}
    b = board([bear(controller="B"), meta, sol_ring(controller="B"), steel, urza()])
    b = urza_token_copy(b, "meta", "A", token_id="bear_soldier")
    b = urza_token_copy(b, "steel", "A", token_id="ring_soldier")
    t = resolved(b, "bear_soldier")
    assert t.name == "Grizzly Bears" and t.types == {"artifact", "creature"} and t.subtypes == {"Bear", "Soldier"}
    assert t.colors == {"G"} and t.mana_cost == "{1}{G}"
    assert (t.power, t.toughness) == (3, 3)  # 1/1 + Urza (an artifact creature A controls)
    assert not t.tapped
    r = resolved(b, "ring_soldier")
    assert r.name == "Sol Ring" and r.types == {"artifact", "creature"} and r.subtypes == {"Soldier"}
    assert [str(o) for o in r.mana] == ["{C}{C}"]
    # not a copy of the Metamorph "itself": no Metamorph name, not 2/2
    assert resolved(b, "meta").name == "Grizzly Bears" and (resolved(b, "meta").power, resolved(b, "meta").toughness) == (4, 4)


# --- attacking with the token -----------------------------------------------------------------------


def test_the_new_token_is_summoning_sick_and_cant_attack():
    """302.6: the token came under its controller's control this turn, so it can't attack
    (haste lets it)."""
    b = urza_token_copy(board([urza(), sol_ring()]), "ring", "A")
    res = Board(b).check({"attacks": {"soldier": "B"}})
    assert res.status == "illegal" and res.violations[0]["kind"] == "eligibility" and res.violations[0]["rule"] == "302.6"
    assert Board(b).count().count == 2  # Urza stays home or attacks B; the token always stays home
    hasty = copy.deepcopy(b)
    hasty["effects"] = [{"kind": "grant_keywords", "creatures": {"controller": "you"}, "keywords": ["haste"],
                         "controller": "A"}]
    assert status(hasty, {"soldier": "B"}) == "legal"


def test_urza_anthem_makes_the_token_3_3_for_ensnaring_bridge():
    """Urza's anthem applies after the copy: the token is 3/3, which matters for Ensnaring
    Bridge (creatures with power greater than its controller's hand size can't attack)."""
    bridge = {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}
    players = ("A", {"id": "B", "hand": 2})
    b = next_turn(urza_token_copy(board([urza(), sol_ring(), bridge], players=players), "ring", "A"), "soldier")
    assert resolved(b, "soldier").power == 3
    r = Board(b).check({"attacks": {"soldier": "B"}})
    assert r.status == "illegal" and r.violations[0]["kind"] == "restriction"
    assert status(b, {"urza": "B"}) == "legal"  # Urza is 2/3: power 2 is not greater than 2
    # without Urza the token is a 1/1 and may attack
    no_urza = copy.deepcopy(b)
    no_urza["permanents"] = [p for p in no_urza["permanents"] if p["id"] != "urza"]
    assert resolved(no_urza, "soldier").power == 1
    assert status(no_urza, {"soldier": "B"}) == "legal"
    # with three cards in B's hand the 3/3 may attack
    three = copy.deepcopy(b)
    three["players"][1]["hand"] = 3
    assert status(three, {"soldier": "B"}) == "legal"


def test_token_copy_of_a_mana_artifact_cant_tap_to_pay_an_attack_tax_while_sick():
    """302.6: a token copy of Sol Ring is a creature; while summoning-sick it can't use its
    {T} mana ability, so it can't pay Ghostly Prison's tax. The original, a noncreature
    artifact, can even the turn it entered."""
    prison = {"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"}
    b = urza_token_copy(board([urza(), sol_ring(tapped=True)], [prison]), "ring", "A")
    r = Board(b).check({"attacks": {"urza": "B"}})
    assert r.status == "illegal" and r.violations[0]["kind"] == "cost"
    assert status(b, {}) == "legal"
    # the original Sol Ring untapped pays, even though it entered this turn (not a creature)
    ring_ready = copy.deepcopy(b)
    perm_of(ring_ready, "ring").update(tapped=False, sick=True)
    r = Board(ring_ready).check({"attacks": {"urza": "B"}})
    assert r.status == "legal" and r.cost["mana"] == "{2}"
    # a turn later the token may tap for {C}{C} to pay for Urza
    later = next_turn(b, "soldier")
    r = Board(later).check({"attacks": {"urza": "B"}})
    assert r.status == "legal" and r.payment is not None
    # but not for itself: attacking taps it first (508.1f), so it can't pay its own tax
    assert status(later, {"soldier": "B"}) == "illegal"
    # with haste the sick token may tap for mana (302.6, 702.10b)
    hasty = copy.deepcopy(b)
    hasty["effects"].append({"kind": "grant_keywords", "creatures": ["soldier"], "keywords": ["haste"], "controller": "A"})
    assert status(hasty, {"urza": "B"}) == "legal"


def test_a_bonus_from_a_resolved_trigger_is_a_non_copy_effect_and_is_not_copied():
    """It doesn't copy whether that permanent is tapped or untapped, whether it has any
    counters on it or Auras and Equipment attached to it, or any non-copy effects that have
    changed its power, toughness, types, color, or so on. (Ursine Monstrosity, an artifact
    creature here, got +2/+2 and indestructible from its beginning-of-combat trigger; Urza's
    token copy and a Clone must not take them.)"""
    from attackcheck.solver.seeds.ursine import begin_combat

    urs = {"id": "urs", "name": "Ursine Monstrosity", "controller": "A", "types": ["artifact", "creature"],
           "subtypes": ["Bear", "Mutant"], "power": 3, "toughness": 3, "keywords": ["trample"]}
    b = board([urs])
    b["players"][0].update(library=[{"name": "Forest", "types": ["land"]}],
                           graveyard=[{"name": "Shock", "types": ["instant"]}])
    after = begin_combat(b, seed=1)["board"]
    assert (resolved(after, "urs").power, "indestructible" in resolved(after, "urs").keywords) == (5, True)
    after = urza_token_copy(after, "urs", "A")
    after["permanents"].append({"id": "clone", "copy_of": "urs", "controller": "A"})
    tok, clone = resolved(after, "soldier"), resolved(after, "clone")
    assert "indestructible" not in tok.keywords and "trample" in tok.keywords
    assert (clone.power, clone.toughness) == (3, 3) and "indestructible" not in clone.keywords
