"""Goad (seed 001): every ruling sentence after the shared preamble, through the engine.

Each test quotes the sentence it checks in its docstring and runs the real engine
(`Board(...).check`, `propose`, `count`): the legal declarations the sentence allows are
legal, and the alternatives it forbids are illegal, so each test can fail.
"""

from __future__ import annotations

from attackcheck.api import Board

FOUR = ("A", "B", "C", "D")


def lion(cid="lion", controller="A", **kw):
    return {"id": cid, "name": "Silvercoat Lion", "controller": controller, "types": ["creature"],
            "colors": ["W"], "power": 2, "toughness": 2, **kw}


def board(perms=(), effects=(), goads=(), players=FOUR, active="A", **turn):
    return Board({
        "version": 1,
        "players": [p if isinstance(p, dict) else {"id": p} for p in players],
        "turn": {"active": active, **turn},
        "permanents": list(perms),
        "effects": list(effects),
        "designations": [{"goad": c, "by": g} for c, g in goads],
    })


def status(b: Board, attacks: dict) -> str:
    return b.check({"attacks": attacks}).status


def walker(pid, controller, loyalty=3):
    return {"id": pid, "name": "Gideon Jura", "controller": controller, "types": ["planeswalker"], "loyalty": loyalty}


def siege(pid, protector, controller="A"):
    return {"id": pid, "name": "Invasion of Belenon", "controller": controller, "types": ["battle"],
            "subtypes": ["Siege"], "protector": protector, "defense": 5}


def archon(player, creatures=("lion",)):
    """Blazing Archon-like: creatures can't attack `player` (not their planeswalkers)."""
    return {"kind": "cant_attack_target", "creatures": list(creatures), "target": player, "controller": player}


def prison(player, cost="{2}"):
    """Ghostly Prison: creatures can't attack `player` unless their controller pays."""
    return {"kind": "attack_tax", "target": player, "cost": cost, "controller": player}


def plains(pid):
    return {"id": pid, "controller": "A", "types": ["land"], "mana": ["{W}"]}


# --- "it must attack a player other than the controller ... that goaded it if able" -----------


def test_must_attack_a_player_other_than_the_goader_if_able():
    """If the creature doesn't meet any of the above exceptions and can attack, it must attack
    a player other than the controller of the spell or ability that goaded it if able."""
    b = board([lion(), walker("pw_c", "C"), siege("sg_d", "D")], goads=[("lion", "B")])
    for p in ("C", "D"):
        r = b.check({"attacks": {"lion": p}})
        assert r.status == "legal" and r.obeyed == r.maximum == 2
    for other in ("B", "pw_c", "sg_d"):  # the goader, a planeswalker, a battle: only one of two
        r = b.check({"attacks": {"lion": other}})
        assert r.status == "illegal" and r.obeyed == 1
        assert r.violations[0]["kind"] == "requirement" and r.violations[0]["rule"] == "508.1d"
    assert status(b, {}) == "illegal"
    assert b.count().count == 2  # C or D
    assert b.propose().declaration["lion"] in ("C", "D")


def test_goader_is_the_controller_of_the_goading_ability_not_its_owner():
    """If the creature doesn't meet any of the above exceptions and can attack, it must attack
    a player other than the controller of the spell or ability that goaded it if able.
    (Bloodthirsty Blade owned by C but controlled by B: B goads.)"""
    blade = {"id": "blade", "name": "Bloodthirsty Blade", "controller": "B", "owner": "C", "types": ["artifact"],
             "subtypes": ["Equipment"], "attached_to": "lion", "abilities": [{"kind": "goad", "creatures": "attached"}]}
    b = board([lion(), blade])
    assert status(b, {"lion": "C"}) == "legal"
    assert status(b, {"lion": "B"}) == "illegal"


def test_no_other_player_attackable_then_planeswalker_battle_or_goader():
    """If the creature can't attack any of those players but could otherwise attack, it must
    attack a planeswalker an opponent controls, a battle an opponent protects, or a player who
    goaded it."""
    perms = [lion(), walker("pw_c", "C"), siege("sg_d", "D")]
    b = board(perms, [archon("C"), archon("D")], goads=[("lion", "B")])
    for d in ("pw_c", "sg_d", "B"):
        r = b.check({"attacks": {"lion": d}})
        assert r.status == "legal" and r.maximum == 1, d
    for d in ("C", "D"):  # the players it can't attack
        assert b.check({"attacks": {"lion": d}}).violations[0]["kind"] == "restriction"
    r = b.check({"attacks": {}})
    assert r.status == "illegal" and r.maximum == 1 and r.witness["lion"] in ("pw_c", "sg_d", "B")
    assert b.count().count == 3


def test_no_other_player_attackable_a_battle_the_active_player_protects_is_not_an_option():
    """If the creature can't attack any of those players but could otherwise attack, it must
    attack a planeswalker an opponent controls, a battle an opponent protects, or a player who
    goaded it. (A battle A protects is not attackable by A: only the goader remains.)"""
    mine = siege("sg_a", "A", controller="C")
    b = board([lion(), mine], [archon("C"), archon("D")], goads=[("lion", "B")])
    assert status(b, {"lion": "B"}) == "legal"
    assert status(b, {"lion": "sg_a"}) == "illegal"
    assert status(b, {}) == "illegal"


def test_could_not_otherwise_attack_at_all_then_it_stays_home():
    """If the creature can't attack any of those players but could otherwise attack, it must
    attack a planeswalker an opponent controls, a battle an opponent protects, or a player who
    goaded it. (It can't attack anyone: no requirement can be obeyed, so it stays home.)"""
    b = board([lion()], [archon(p) for p in ("B", "C", "D")], goads=[("lion", "B")])
    r = b.check({"attacks": {}})
    assert r.status == "legal" and r.maximum == 0
    assert status(b, {"lion": "B"}) == "illegal"


# --- "... then it doesn't attack" ------------------------------------------------------------


def test_tapped_cant_attack_or_sick_goaded_creature_doesnt_attack():
    """If, during a player's declare attackers step, a creature that player controls that's been
    goaded is tapped, is affected by a spell or ability that says it can't attack, or hasn't
    been under that player's control continuously since the turn began (and doesn't have
    haste), then it doesn't attack."""
    pacifism = {"id": "pacifism", "name": "Pacifism", "controller": "B", "types": ["enchantment"],
                "subtypes": ["Aura"], "attached_to": "lion", "abilities": [{"kind": "cant_attack", "creatures": "attached"}]}
    cases = [
        ([lion(tapped=True)], "eligibility"),
        ([lion(), pacifism], "restriction"),
        ([lion(sick=True)], "eligibility"),
    ]
    for perms, kind in cases:
        b = board(perms, goads=[("lion", "B")])
        r = b.check({"attacks": {}})
        assert r.status == "legal" and r.maximum == 0
        bad = b.check({"attacks": {"lion": "C"}})
        assert bad.status == "illegal" and bad.violations[0]["kind"] == kind
        assert b.count().count == 1  # only the empty declaration
        assert b.propose().declaration == {}
    # with haste the sick goaded creature must attack
    hasty = board([lion(sick=True, keywords=["haste"])], goads=[("lion", "B")])
    assert status(hasty, {}) == "illegal" and status(hasty, {"lion": "C"}) == "legal"
    # an untapped, unrestricted goaded creature doesn't get the exception
    assert status(board([lion()], goads=[("lion", "B")]), {}) == "illegal"


def test_goaded_creature_that_cant_attack_doesnt_change_the_others_duties():
    """If, during a player's declare attackers step, a creature that player controls that's been
    goaded is tapped, is affected by a spell or ability that says it can't attack, or hasn't
    been under that player's control continuously since the turn began (and doesn't have
    haste), then it doesn't attack. (A second goaded creature still must attack.)"""
    b = board([lion(tapped=True), lion("cub")], goads=[("lion", "B"), ("cub", "B")])
    assert status(b, {"cub": "C"}) == "legal"
    assert status(b, {}) == "illegal"


def test_a_cost_to_attack_a_player_is_not_forced():
    """If there's a cost associated with having a creature attack a player, its controller isn't
    forced to pay that cost, so it doesn't have to attack that player."""
    lands = [plains("p1"), plains("p2")]
    b = board([lion(), *lands], [prison("C"), prison("D")], goads=[("lion", "B")])
    r = b.check({"attacks": {"lion": "B"}})  # the goader, for free: the best free attack
    assert r.status == "legal" and r.maximum == 1
    assert status(b, {"lion": "C"}) == "legal"  # paying is allowed (and obeys more)
    assert status(b, {}) == "illegal"  # it can still attack the goader at no cost
    # every player taxed: it doesn't have to attack at all
    b = board([lion(), *lands], [prison("B"), prison("C"), prison("D")], goads=[("lion", "B")])
    r = b.check({"attacks": {}})
    assert r.status == "legal" and r.maximum == 0
    assert status(b, {"lion": "C"}) == "legal"
    # a cost it can't pay makes that attack illegal
    poor = board([lion()], [prison("C"), prison("D")], goads=[("lion", "B")])
    assert poor.check({"attacks": {"lion": "C"}}).violations[0]["kind"] == "cost"
    # Brainwash: a cost to attack at all; staying home is legal, paying is too
    brainwash = {"kind": "attack_cost", "creatures": ["lion"], "cost": "{3}", "controller": "B"}
    b = board([lion(), plains("p1"), plains("p2"), plains("p3")], [brainwash], goads=[("lion", "B")])
    r = b.check({"attacks": {}})
    assert r.status == "legal" and r.maximum == 0
    r = b.check({"attacks": {"lion": "C"}})
    assert r.status == "legal" and r.cost["mana"] == "{3}"


def test_a_cost_to_attack_a_player_leaves_their_untaxed_planeswalker():
    """If there's a cost associated with having a creature attack a player, its controller isn't
    forced to pay that cost, so it doesn't have to attack that player. (Ghostly Prison taxes
    attacks on C, not on C's planeswalker: attacking it or the goader obeys the most for free.)"""
    b = board([lion(), walker("pw_c", "C"), plains("p1"), plains("p2")], [prison("C")],
              players=("A", "B", "C"), goads=[("lion", "B")])
    assert b.check({"attacks": {"lion": "pw_c"}}).maximum == 1
    assert status(b, {"lion": "pw_c"}) == "legal"
    assert status(b, {"lion": "B"}) == "legal"
    assert status(b, {"lion": "C"}) == "legal"
    assert status(b, {}) == "illegal"


# --- "Attacking with a goaded creature doesn't cause it to stop being goaded." --------------


def test_attacking_doesnt_end_goad_in_an_extra_combat():
    """Attacking with a goaded creature doesn't cause it to stop being goaded."""
    for combat in (1, 2, 3):
        b = board([lion()], goads=[("lion", "B")], combat=combat)
        assert status(b, {}) == "illegal"
        assert status(b, {"lion": "B"}) == "illegal"
        r = b.check({"attacks": {"lion": "C"}})
        assert r.status == "legal" and r.maximum == 2


def test_attacking_doesnt_end_goad_under_a_new_controller():
    """Attacking with a goaded creature doesn't cause it to stop being goaded. (It attacked on
    A's turn; C gained control of it and must attack with it too, not B.)"""
    b = board([lion(controller="C")], goads=[("lion", "B")], active="C")
    assert status(b, {}) == "illegal"
    assert status(b, {"lion": "B"}) == "illegal"
    assert status(b, {"lion": "A"}) == "legal" and status(b, {"lion": "D"}) == "legal"


# --- several goaders ---------------------------------------------------------------------------


def test_goaded_by_multiple_opponents_attacks_one_that_hasnt_goaded_it():
    """If a creature you control has been goaded by multiple opponents, it must attack one of
    your opponents that hasn't goaded it, as that fulfills the maximum number of goad
    requirements."""
    b = board([lion(), walker("pw_d", "D")], goads=[("lion", "B"), ("lion", "C")])
    r = b.check({"attacks": {"lion": "D"}})
    assert r.status == "legal" and r.obeyed == r.maximum == 4
    for d, obeyed in (("B", 3), ("C", 3), ("pw_d", 2)):
        r = b.check({"attacks": {"lion": d}})
        assert r.status == "illegal" and r.obeyed == obeyed, d
    assert status(b, {}) == "illegal"
    assert b.propose().declaration == {"lion": "D"}
    assert b.count().count == 1


def test_goaded_by_multiple_opponents_any_non_goader_will_do():
    """If a creature you control has been goaded by multiple opponents, it must attack one of
    your opponents that hasn't goaded it, as that fulfills the maximum number of goad
    requirements. (Five players, goaded by B and C: D or E.)"""
    b = board([lion()], goads=[("lion", "B"), ("lion", "C")], players=("A", "B", "C", "D", "E"))
    assert {d for d in ("B", "C", "D", "E") if status(b, {"lion": d}) == "legal"} == {"D", "E"}


def test_goaded_by_each_opponent_attacks_an_opponent_of_your_choice():
    """If a creature you control has been goaded by each of your opponents, the creature must
    attack an opponent (rather than a planeswalker or battle), but you choose which opponent it
    attacks."""
    b = board([lion(), walker("pw_b", "B"), siege("sg_c", "C")],
              goads=[("lion", "B"), ("lion", "C"), ("lion", "D")])
    for p in ("B", "C", "D"):
        r = b.check({"attacks": {"lion": p}})
        assert r.status == "legal" and r.obeyed == r.maximum == 5, p  # 3 + 2 of 3 "other than"
    for d in ("pw_b", "sg_c"):
        r = b.check({"attacks": {"lion": d}})
        assert r.status == "illegal" and r.obeyed == 3
    assert status(b, {}) == "illegal"
    assert b.count().count == 3
    assert {tuple(a.items()) for a in b.enumerate()} == {(("lion", p),) for p in ("B", "C", "D")}


# --- "Being goaded isn't an ability the creature has." ---------------------------------------


def test_being_goaded_isnt_an_ability_so_a_copy_isnt_goaded():
    """Being goaded isn't an ability the creature has. (Goad is a designation: a copy of the
    goaded creature copies its abilities but is not goaded, 701.15b, 707.2.)"""
    b = board([lion(), {"id": "clone", "copy_of": "lion", "controller": "A"}], goads=[("lion", "B")])
    assert b.resolved.permanents["clone"].abilities == []
    assert "lion" in b.resolved.goads and "clone" not in b.resolved.goads
    assert status(b, {"lion": "C"}) == "legal"  # the clone may stay home
    assert status(b, {"clone": "C"}) == "illegal"  # the lion may not


def test_being_goaded_is_a_designation_not_one_of_the_creatures_abilities():
    """Being goaded isn't an ability the creature has. (The goad is a designation the board
    carries: the creature has no abilities at all, yet it is goaded.)"""
    b = board([lion(abilities=[])], goads=[("lion", "B")])
    assert b.resolved.permanents["lion"].abilities == []
    assert b.resolved.goads["lion"] == ("B",)
    assert status(b, {}) == "illegal"
    assert status(b, {"lion": "C"}) == "legal"


def test_goaded_creature_that_loses_all_abilities_must_still_attack():
    """Once it's been goaded, it must attack as detailed above even if it loses all abilities.
    (A creature with defender and "can't attack" becomes a copy of a vanilla creature with no
    abilities, as with a copy effect that removes its abilities: it is still goaded.)"""
    wall = {"id": "wall", "name": "Wall", "controller": "A", "types": ["creature"], "power": 0, "toughness": 4,
            "keywords": ["defender"], "abilities": [{"kind": "cant_attack", "creatures": "self"}]}
    vanilla = {"id": "bear", "name": "Grizzly Bears", "controller": "C", "types": ["creature"], "power": 2, "toughness": 2}
    # before: its own abilities stop it, the goad can't be obeyed
    before = board([wall], goads=[("wall", "B")])
    assert status(before, {}) == "legal" and status(before, {"wall": "C"}) == "illegal"
    # after losing all abilities (a copy of a vanilla creature, abilities removed)
    lost = {"id": "wall", "controller": "A", "copy_of": "bear", "copy_except": {"abilities": [], "keywords": []}}
    b = board([lost, vanilla], goads=[("wall", "B")])
    w = b.resolved.permanents["wall"]
    assert w.abilities == [] and not w.keywords
    assert status(b, {}) == "illegal"
    assert status(b, {"wall": "B"}) == "illegal"
    r = b.check({"attacks": {"wall": "D"}})
    assert r.status == "legal" and r.maximum == 2
