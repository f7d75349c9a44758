"""The effect kinds, fields and words added for real cards, each on a card that needs it; the
solver's legal declarations are checked against the brute-force reference on every board."""

from __future__ import annotations

from copy import deepcopy

import pytest

import reference
from attackcheck import Board


def board(perms, effects=(), active="A", players=("A", "B"), **turn):
    return {"version": 1, "players": [{"id": p} for p in players], "turn": {"active": active, **turn},
            "permanents": perms, "effects": list(effects)}


def creature(pid, ctrl="A", **kw):
    return {"id": pid, "name": kw.pop("name", pid), "controller": ctrl, "types": ["creature"], "power": 2,
            "toughness": 2, **kw}


def legal(raw):
    """The legal declarations, by the solver (enumerate and count), checked against the
    reference, and each one checked legal."""
    b = Board(deepcopy(raw))
    got = {tuple(sorted(d.items())) for d in b.enumerate()}
    expected = {tuple(sorted(d.items())) for d in reference.legal_declarations(deepcopy(raw))}
    assert got == expected
    assert b.count().count == len(expected)
    for d in got:
        assert b.check({"attacks": dict(d)}).status == "legal"
    return got


def decl(**attacks):
    return tuple(sorted(attacks.items()))


# -- counters (122, 613.4c, 704.5q, 707.2) --------------------------------------------------


def test_counters_change_power_and_annihilate_and_are_not_copied():
    """+1/+1 and -1/-1 counters change power and toughness with the other layer-7c changes
    (613.4c); both on one permanent cancel in pairs (704.5q); a copy has none (707.2).
    Ensnaring Bridge reads the result: creatures with power greater than the cards in your hand
    can't attack."""
    bridge = {"kind": "cant_attack", "creatures": {"power_greater_than": "hand"}, "controller": "B"}
    players = [{"id": "A"}, {"id": "B", "hand": 2}]
    raw = {**board([creature("bear", counters={"+1/+1": 1})], [bridge]), "players": players}
    assert legal(raw) == {()}  # a 3/3
    raw["permanents"][0]["counters"] = {"+1/+1": 2, "-1/-1": 1}  # one of each cancels: a 3/3
    assert legal(raw) == {()}
    assert Board(deepcopy(raw)).resolved.permanents["bear"].counters == {"+1/+1": 1}
    raw["permanents"][0]["counters"] = {"+1/+1": 1, "-1/-1": 1}
    assert legal(raw) == {decl(bear="B"), ()}
    raw["permanents"].append({"id": "copy", "copy_of": "bear", "controller": "A", "token": True})
    raw["permanents"][0]["counters"] = {"+1/+1": 1}
    assert legal(raw) == {decl(copy="B"), ()}  # the copy is a 2/2


def test_counters_on_noncreature_kinds_are_kept_by_name():
    b = Board(board([creature("bear"), {"id": "jace", "name": "Jace", "controller": "B", "types": ["planeswalker"],
                                        "loyalty": 3, "counters": {"loyalty": 3, "time": 0}}]))
    assert b.resolved.permanents["jace"].counters == {"loyalty": 3}
    with pytest.raises(ValueError) as err:
        Board(board([creature("bear", counters={"+1/+1": -1})]))
    assert err.value.path == "permanents[0].counters.+1/+1"


# -- cant_attack.unless: conditions on the defending player ------------------------------------


def test_goblin_goon_controls_more_than_defending():
    """Goblin Goon: "This creature can't attack unless you control more creatures than
    defending player." Per defending player: a planeswalker's is its controller (508.5)."""
    goon = creature("goon", name="Goblin Goon", abilities=[{"kind": "cant_attack", "creatures": "self",
        "unless": {"controls_more_than_defending": {"types": ["creature"]}}}])
    raw = board([goon, creature("b1", "B"), creature("c1", "C"), creature("c2", "C"),
                 {"id": "jace", "name": "Jace", "controller": "C", "types": ["planeswalker"], "loyalty": 3}],
                players=("A", "B", "C"))
    assert legal(raw) == {()}  # one creature against one, and against two
    raw["permanents"].append(creature("elf"))
    assert legal(raw) == {decl(goon="B"), decl(elf="B"), decl(elf="C"), decl(elf="jace"), decl(goon="B", elf="B"),
                          decl(goon="B", elf="C"), decl(goon="B", elf="jace"), ()}


def test_chained_throatseeker_defending_player_asked():
    """Chained Throatseeker: "This creature can't attack unless defending player is poisoned."
    No board field says who is poisoned: the board answers per player."""
    seeker = creature("seeker", name="Chained Throatseeker", abilities=[{"kind": "cant_attack", "creatures": "self",
        "unless": {"defending_player_asked": {"question": "is the defending player poisoned?",
                                              "holds": {"B": True, "C": False}}}}])
    raw = board([seeker], players=("A", "B", "C"))
    assert legal(raw) == {decl(seeker="B"), ()}
    raw["permanents"][0]["abilities"][0]["unless"]["defending_player_asked"]["holds"] = {"B": True}
    # C's answer left open: staying home is legal either way (decided case by case), attacking C is not known
    result = Board(deepcopy(raw)).check({"attacks": {}})
    assert result.status == "legal" and "poisoned" in result.unread[0]["text"] and "C" in result.unread[0]["text"]
    assert Board(deepcopy(raw)).check({"attacks": {"seeker": "C"}}).status == "unknown"


def test_sea_serpent_unless_is_the_older_field():
    """Sea Serpent: "This creature can't attack unless defending player controls an Island."
    `unless: {defending_player_controls: ...}` and `unless_defending_player_controls` are the
    same condition; given both ways at once is refused."""
    island = {"id": "island", "name": "Island", "controller": "B", "types": ["land"], "subtypes": ["Island"]}
    for eff in ({"kind": "cant_attack", "creatures": "self", "unless": {"defending_player_controls": {"subtypes": ["Island"]}}},
                {"kind": "cant_attack", "creatures": "self", "unless_defending_player_controls": {"subtypes": ["Island"]}}):
        raw = board([creature("serpent", name="Sea Serpent", abilities=[eff]), island], players=("A", "B", "C"))
        assert legal(raw) == {decl(serpent="B"), ()}
    both = {"kind": "cant_attack", "creatures": "self", "unless_defending_player_controls": {"subtypes": ["Island"]},
            "unless": {"defending_player_controls": {"types": ["land"]}}}
    with pytest.raises(ValueError) as err:
        Board(board([creature("serpent", abilities=[both])]))
    assert err.value.path == "permanents[0].abilities[0].unless.defending_player_controls"


def test_defending_player_life_at_most():
    """The life form of the defending player's condition (as Bloodghast reads an opponent's
    life): can't attack unless the defending player has 10 or less life."""
    eff = {"kind": "cant_attack", "creatures": "self", "unless": {"defending_player_life_at_most": 10}}
    raw = board([creature("ghast", abilities=[eff])], players=("A", "B", "C"))
    raw["players"][1]["life"] = 10
    assert legal(raw) == {decl(ghast="B"), ()}


# -- ignore_defender, remove_keywords, grant_abilities, cant_be_goaded -------------------------


def test_animate_wall_ignores_defender():
    """Animate Wall: "Enchanted Wall can attack as though it didn't have defender." """
    wall = creature("wall", name="Wall of Stone", subtypes=["Wall"], keywords=["defender"])
    aura = {"id": "animate", "name": "Animate Wall", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "attached_to": "wall", "abilities": [{"kind": "ignore_defender", "creatures": "attached"}]}
    assert legal(board([wall])) == {()}
    assert legal(board([wall, aura])) == {decl(wall="B"), ()}


def test_weathered_sentinels_ignores_defender_against_some_players():
    """Weathered Sentinels: "This creature can attack players who attacked you during their last
    turn as though it didn't have defender." (the board names them: here C)"""
    sentinels = creature("sentinels", name="Weathered Sentinels", keywords=["defender", "vigilance"],
                         abilities=[{"kind": "ignore_defender", "creatures": "self", "defenders": ["C"]}])
    jace = {"id": "jace", "name": "Jace", "controller": "C", "types": ["planeswalker"], "loyalty": 3}
    assert legal(board([sentinels, jace], players=("A", "B", "C"))) == {decl(sentinels="C"), ()}


def test_guardians_of_oboro_modified_creatures():
    """Guardians of Oboro: "Modified creatures you control can attack as though they didn't
    have defender." Modified: counters, equipped, or enchanted by an Aura its controller
    controls (700.9)."""
    guardians = {"kind": "ignore_defender", "creatures": {"modified": True, "controller": "you"}, "controller": "A"}
    wall = creature("wall", keywords=["defender"])
    their_aura = {"id": "curse", "name": "Aura", "controller": "B", "types": ["enchantment"], "subtypes": ["Aura"],
                  "attached_to": "wall"}
    assert legal(board([wall, their_aura], [guardians])) == {()}  # an opponent's Aura doesn't modify it
    assert legal(board([{**wall, "counters": {"ice": 1}}], [guardians])) == {decl(wall="B"), ()}
    mine = {**their_aura, "controller": "A"}
    assert legal(board([wall, mine], [guardians])) == {decl(wall="B"), ()}


def test_gargoyle_sentinel_loses_defender():
    """Gargoyle Sentinel: "{3}: Until end of turn, this creature loses defender and gains
    flying." Layer 6, in timestamp order: the removal comes after the printed keyword and any
    grant."""
    gargoyle = creature("gargoyle", name="Gargoyle Sentinel", types=["artifact", "creature"], keywords=["defender"])
    lose = {"kind": "remove_keywords", "creatures": ["gargoyle"], "keywords": ["defender"], "controller": "A"}
    assert legal(board([gargoyle])) == {()}
    assert legal(board([gargoyle], [lose])) == {decl(gargoyle="B"), ()}
    grant = {"kind": "grant_keywords", "creatures": ["gargoyle"], "keywords": ["defender"], "controller": "B"}
    assert legal(board([gargoyle], [grant, lose])) == {decl(gargoyle="B"), ()}


def test_elrond_grants_cant_attack_its_owner():
    """Elrond of the White Council: the creatures chosen "gain 'This creature can't attack its
    owner.'" A granted ability is the creature's own: `self` is the creature; `owner` its owner."""
    stolen = creature("stolen", owner="B")
    mine = creature("mine")
    grant = {"kind": "grant_abilities", "creatures": ["stolen", "mine"], "controller": "A",
             "abilities": [{"kind": "cant_attack_target", "creatures": "self", "target": "owner"}]}
    raw = board([stolen, mine], [grant], players=("A", "B", "C"))
    assert legal(raw) == {decl(stolen=s, mine=m) if s and m else (decl(stolen=s) if s else (decl(mine=m) if m else ()))
                          for s in (None, "C") for m in (None, "B", "C")}
    b = Board(deepcopy(raw))
    assert any(e.label == "effects[0].abilities[0]@stolen" and e.source == "stolen" for e in b.resolved.effects)


def test_granted_keyword_grants_apply_in_layer_6():
    """An anthem granted as an ability ("creatures you control have 'other creatures you
    control have haste'") still gives haste (613.1f)."""
    grant = {"kind": "grant_abilities", "creatures": ["leader"], "controller": "A",
             "abilities": [{"kind": "grant_keywords", "creatures": {"controller": "you", "other": True},
                            "keywords": ["haste"]}]}
    raw = board([creature("leader", tapped=True), creature("rookie", sick=True)], [grant])
    assert legal(raw) == {decl(rookie="B"), ()}


def test_the_kami_knight_creatures_cant_be_goaded():
    """The Kami Knight: "Creatures you control can't be goaded." Goad designations and goad
    effects on them add nothing (701.15)."""
    knight = creature("knight", name="The Kami Knight", tapped=True,
                      abilities=[{"kind": "cant_be_goaded", "creatures": {"controller": "you"}}])
    raw = board([creature("bear"), knight], players=("A", "B", "C"))
    raw["designations"] = [{"goad": "bear", "by": "B"}]
    raw["effects"] = [{"kind": "goad", "creatures": ["bear"], "controller": "C"}]
    assert len(legal(raw)) == 3
    raw["permanents"].pop()
    assert legal(raw) == {decl(bear="B"), decl(bear="C")}  # goaded by both: it attacks if able



def test_shiny_impetus_on_your_own_creature_goads_it():
    """Shiny Impetus ("enchanted creature is goaded") on a creature its controller controls:
    the goad effect is in force on that player's turn (Martial Impetus ruling: "If you goad a
    creature you control, it must attack and it must attack a player rather than a
    planeswalker"), as is a goad designation by the active player (701.15a)."""
    jace = {"id": "jace", "name": "Jace", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    impetus = {"id": "impetus", "card": "Shiny Impetus", "controller": "A", "attached_to": "bear"}
    by_name = board([creature("bear"), jace, impetus], players=("A", "B", "C"))
    assert {tuple(sorted(d.items())) for d in Board(by_name).enumerate()} == {decl(bear="B"), decl(bear="C")}
    assert Board(by_name).check({"attacks": {"bear": "jace"}}).status == "illegal"
    written = {"id": "impetus", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
               "attached_to": "bear", "abilities": [{"kind": "goad", "creatures": "attached"}]}
    raw = board([creature("bear"), jace, written], players=("A", "B", "C"))
    assert legal(raw) == {decl(bear="B"), decl(bear="C")}
    raw["permanents"][2]["controller"] = "B"  # B's goad: a player other than B
    assert legal(raw) == {decl(bear="C")}


def test_attacks_a_player_other_than_someone_gone():
    """Kardur, Doomscourge's "attack a player other than you if able" after its controller
    left the game (800.4a): every remaining player is a player other than them, so the
    requirement is obeyed by attacking a player, not by attacking a planeswalker."""
    jace = {"id": "jace", "name": "Jace", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    kardur = [{"kind": "attacks_if_able", "creatures": ["bear"], "controller": "B"},
              {"kind": "attacks_other_than_if_able", "creatures": ["bear"], "player": "Z", "controller": "B"}]
    raw = board([creature("bear"), jace], kardur, players=("A", "B", "C"))
    assert legal(raw) == {decl(bear="B"), decl(bear="C")}
    assert Board(raw).check({"attacks": {"bear": "jace"}}).to_dict()["maximum"] == 2

# -- attacks_if_able.when_attacking: requirements that exist only if a creature attacks ------


def test_ekundu_cyclops():
    """Ekundu Cyclops: "If a creature you control attacks, this creature also attacks if able."
    Attacking with nothing asks nothing; attacking with the bear makes the Cyclops's
    requirement exist, and it must be obeyed if it can be (508.1d)."""
    cyclops = creature("cyclops", name="Ekundu Cyclops", abilities=[{"kind": "attacks_if_able", "creatures": "self",
        "when_attacking": {"controller": "you", "other": True}}])
    raw = board([cyclops, creature("bear")])
    assert legal(raw) == {(), decl(cyclops="B"), decl(cyclops="B", bear="B")}
    b = Board(deepcopy(raw))
    bad = b.check({"attacks": {"bear": "B"}})
    assert (bad.status, bad.obeyed, bad.maximum) == ("illegal", 0, 1)
    assert bad.violations[0].rule == "508.1d" and bad.witness in ({"cyclops": "B", "bear": "B"}, {})
    assert bad.witness_closest and len(bad.moves) == 1
    none = b.check({"attacks": {}})
    assert (none.status, none.obeyed, none.maximum) == ("legal", 0, 0)


def test_ekundu_cyclops_unable_to_attack_stops_nothing():
    """A Cyclops under Pacifism can't attack: the bear attacking alone obeys all it can."""
    cyclops = creature("cyclops", name="Ekundu Cyclops", abilities=[
        {"kind": "attacks_if_able", "creatures": "self", "when_attacking": {"controller": "you", "other": True}},
        {"kind": "cant_attack", "creatures": "self"}])
    assert legal(board([cyclops, creature("bear")])) == {(), decl(bear="B")}


def test_viashino_bey_with_a_cap():
    """Viashino Bey: "If this creature attacks, all creatures you control attack if able."
    With Silent Arbiter (no more than one creature can attack) the Bey's attack brings
    requirements into existence that a single attacker can't all obey."""
    bey = creature("bey", name="Viashino Bey", abilities=[{"kind": "attacks_if_able", "creatures": {"controller": "you"},
                                                           "when_attacking": "self"}])
    raw = board([bey, creature("bear"), creature("elf")])
    assert legal(raw) == {(), decl(bear="B"), decl(elf="B"), decl(bear="B", elf="B"),
                          decl(bey="B", bear="B", elf="B")}
    raw["effects"] = [{"kind": "max_attackers", "count": 1, "controller": "B"}]
    assert legal(raw) == {(), decl(bear="B"), decl(elf="B"), decl(bey="B")}
    b = Board(deepcopy(raw))
    assert b.propose(objective="max-attackers").declaration in ({"bear": "B"}, {"elf": "B"}, {"bey": "B"})


def test_viashino_bey_count_of_many_creatures():
    """The count follows which requirements exist, with classes of alike creatures."""
    bey = creature("bey", name="Viashino Bey", abilities=[{"kind": "attacks_if_able", "creatures": {"controller": "you"},
                                                           "when_attacking": "self"}])
    tokens = [creature(f"t{i}", token=True) for i in range(12)]
    b = Board(board([bey, *tokens], players=("A", "B", "C")))
    # without the Bey: any of 3^12 declarations of the tokens; with it: every token attacks (2^13 ways)
    assert b.count().count == 3 ** 12 + 2 ** 13


# -- attack_direction, target words ------------------------------------------------------------


def test_pramikon_sky_rampart():
    """Pramikon, Sky Rampart: "Each player may attack only the nearest opponent in the chosen
    direction and planeswalkers controlled by that opponent." (803.1)"""
    pramikon = {"id": "pramikon", "name": "Pramikon, Sky Rampart", "controller": "C", "types": ["creature"],
                "power": 1, "toughness": 5, "keywords": ["flying", "defender"],
                "abilities": [{"kind": "attack_direction", "direction": "right"}]}
    jace = {"id": "jace", "name": "Jace", "controller": "D", "types": ["planeswalker"], "loyalty": 3}
    raw = board([creature("bear"), pramikon, jace], players=("A", "B", "C", "D"))
    assert legal(raw) == {(), decl(bear="D"), decl(bear="jace")}  # the previous entry sits to the right
    result = Board(deepcopy(raw)).check({"attacks": {"bear": "B"}})
    assert result.violations[0].rule == "803.1"


def test_xantcha_cant_attack_its_owner():
    """Xantcha, Sleeper Agent: "Xantcha attacks each combat if able and can't attack its owner
    or planeswalkers its owner controls." """
    xantcha = creature("xantcha", name="Xantcha, Sleeper Agent", owner="B", abilities=[
        {"kind": "attacks_if_able", "creatures": "self"},
        {"kind": "cant_attack_target", "creatures": "self", "target": "owner", "include_planeswalkers": True}])
    jace = {"id": "jace", "name": "Jace", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    assert legal(board([xantcha, jace], players=("A", "B", "C"))) == {decl(xantcha="C")}


def test_the_eternal_wanderer_self_target():
    """The Eternal Wanderer: "No more than one creature can attack The Eternal Wanderer each
    combat." """
    wanderer = {"id": "wanderer", "name": "The Eternal Wanderer", "controller": "B", "types": ["planeswalker"],
                "loyalty": 5, "abilities": [{"kind": "max_attackers_against", "target": "self", "count": 1}]}
    raw = board([creature("bear"), creature("elf"), wanderer])
    assert decl(bear="wanderer", elf="wanderer") not in legal(raw)
    assert decl(bear="wanderer", elf="B") in legal(raw)


def test_public_enemy_attached_controller():
    """Public Enemy: "All creatures attack enchanted creature's controller each combat if able." """
    enemy = {"id": "enemy", "name": "Public Enemy", "controller": "B", "types": ["enchantment"], "subtypes": ["Aura"],
             "attached_to": "wolf", "abilities": [{"kind": "attacks_target_if_able", "creatures": {"controller": "any"},
                                                   "target": "attached_controller"}]}
    raw = board([creature("bear"), creature("wolf", "C"), enemy], players=("A", "B", "C"))
    assert legal(raw) == {decl(bear="C")}


# -- X read per attacker, domain, hand -----------------------------------------------------------


def forests(n, ctrl="A"):
    return [{"id": f"f{i}", "name": "Forest", "controller": ctrl, "types": ["land"], "subtypes": ["Forest"],
             "mana": ["{G}"]} for i in range(n)]


def test_phyrexian_marauder_x_per_counter():
    """Phyrexian Marauder: "This creature can't attack unless you pay {1} for each +1/+1
    counter on it." """
    marauder = creature("marauder", name="Phyrexian Marauder", counters={"+1/+1": 2}, abilities=[
        {"kind": "attack_cost", "creatures": "self", "cost": "{X}", "x": {"counters_on_attacker": "+1/+1"}}])
    assert legal(board([marauder, *forests(1)])) == {()}
    assert legal(board([marauder, *forests(2)])) == {(), decl(marauder="B")}
    assert Board(board([marauder, *forests(2)])).check({"attacks": {"marauder": "B"}}).cost["mana"] == "{2}"


def test_nils_x_per_counter_of_any_kind():
    """Nils, Discipline Enforcer: "Each creature with one or more counters on it can't attack you
    or planeswalkers you control unless its controller pays {X}, where X is the number of
    counters on that creature." """
    nils = {"id": "nils", "name": "Nils, Discipline Enforcer", "controller": "B", "types": ["creature"], "power": 2,
            "toughness": 2, "abilities": [{"kind": "attack_tax", "target": "you", "include_planeswalkers": True,
                                           "creatures": {"counters": "any"}, "cost": "{X}",
                                           "x": {"counters_on_attacker": "any"}}]}
    raw = board([creature("a", counters={"+1/+1": 1, "ice": 1}), creature("b"), nils, *forests(1)])
    assert decl(a="B") not in legal(raw) and decl(b="B") in legal(raw)
    raw["permanents"] += forests(1, "A")[:0] + [{**forests(1)[0], "id": "f9"}]
    assert decl(a="B") in legal(raw)


def test_collective_restraint_domain():
    """Collective Restraint: "Creatures can't attack you unless their controller pays {X} for
    each creature they control that's attacking you, where X is the number of basic land types
    among lands you control." """
    lands = [{"id": f"l{i}", "name": t, "controller": "B", "types": ["land"], "subtypes": [t]}
             for i, t in enumerate(("Plains", "Island", "Island"))]
    restraint = {"id": "restraint", "name": "Collective Restraint", "controller": "B", "types": ["enchantment"],
                 "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{X}", "x": {"basic_land_types": "you"}}]}
    b = Board(board([creature("bear"), restraint, *lands, *forests(2)]))
    assert b.check({"attacks": {"bear": "B"}}).cost["mana"] == "{2}"
    assert legal(board([creature("bear"), restraint, *lands, *forests(1)])) == {()}


def test_cowed_by_wisdom_x_is_a_hand():
    """Cowed by Wisdom: "Enchanted creature can't attack or block unless its controller pays {1}
    for each card in your hand." """
    cowed = {"id": "cowed", "name": "Cowed by Wisdom", "controller": "B", "types": ["enchantment"],
             "subtypes": ["Aura"], "attached_to": "bear",
             "abilities": [{"kind": "attack_cost", "creatures": "attached", "cost": "{X}", "x": {"hand": "you"}}]}
    raw = board([creature("bear"), cowed, *forests(2)])
    raw["players"][1]["hand"] = 3
    assert legal(raw) == {()}
    raw["players"][1]["hand"] = 2
    assert legal(raw) == {(), decl(bear="B")}
    raw["players"][1].pop("hand")
    with pytest.raises(ValueError) as err:
        Board(raw)
    assert err.value.path == "permanents[1].abilities[0].x"


# -- selector fields ----------------------------------------------------------------------------


@pytest.mark.parametrize("card,selector,blocked", [
    ("Rock Lobster: Creatures named Scissors Lizard can't attack or block.",
     {"names": ["Scissors Lizard"]}, {"lizard"}),
    ("Evil Eye of Orms-by-Gore: Non-Eye creatures you control can't attack.",
     {"not_subtypes": ["Eye"], "controller": "you"}, {"lizard", "token"}),
    ("Gwafa Hazid, Profiteer: Creatures with bribery counters on them can't attack or block.",
     {"counters": "bribery"}, {"token"}),
    ("Song of Serenity: Creatures that are enchanted can't attack or block.",
     {"enchanted": True}, {"lizard"}),
    ("Blacksmith's Talent's equipped creatures (here: can't attack).", {"equipped": True}, {"eye"}),
    ("Popular Entertainer's commander creatures (here: can't attack).", {"commander": True}, {"eye"}),
    ("Tokens can't attack.", {"token": True}, {"token"}),
    ("Island Sanctuary: all but the creatures with flying (here: can't attack).",
     {"except": {"keywords": ["flying"]}}, {"lizard", "token"}),
    ("All but the listed creatures can't attack.", {"except": ["lizard", "token"]}, {"eye"}),
    ("Untapped creatures can't attack (the `tapped` state).", {"tapped": False}, {"lizard", "eye", "token"}),
])
def test_selector_fields(card, selector, blocked):
    owner = "A" if selector.get("controller") == "you" else "B"
    perms = [creature("lizard", name="Scissors Lizard"),
             creature("eye", name="Evil Eye", subtypes=["Eye"], keywords=["flying"], commander=True),
             creature("token", token=True, counters={"bribery": 1}),
             {"id": "aura", "name": "Aura", "controller": "B", "types": ["enchantment"], "subtypes": ["Aura"],
              "attached_to": "lizard"},
             {"id": "sword", "name": "Sword", "controller": "A", "types": ["artifact"], "subtypes": ["Equipment"],
              "attached_to": "eye"}]
    raw = board(perms, [{"kind": "cant_attack", "creatures": selector, "controller": owner}])
    attackers = {c for d in legal(raw) for c, _ in d}
    assert attackers == {"lizard", "eye", "token"} - blocked, card


# -- non-mana costs: part of the format, not decided: unknown ---------------------------------


def test_leviathan_sacrifice_cost_answers_unknown():
    """Leviathan: "This creature can't attack unless you sacrifice two Islands." The payment of
    non-mana costs is not decided: a declaration that would pay it, counts and proposals are
    unknown and say why."""
    leviathan = creature("leviathan", name="Leviathan", abilities=[{"kind": "attack_cost", "creatures": "self",
        "pay": {"sacrifice": {"selector": {"subtypes": ["Island"], "controller": "you"}, "count": 2}}}])
    b = Board(board([leviathan]))
    result = b.check({"attacks": {"leviathan": "B"}})
    assert result.status == "unknown" and "sacrifice 2" in result.unread[0]["text"]
    assert result.to_dict()["unread"][0]["permanent"] == "leviathan"
    assert b.propose().status == "unknown" and b.count().status == "unknown"
    # a creature that can't attack anyway: nothing to pay, nothing unknown
    tapped = Board(board([{**leviathan, "tapped": True}]))
    assert tapped.check({"attacks": {}}).status == "legal" and tapped.count().count == 1


def test_a_declaration_paying_no_non_mana_cost_is_judged_508_1d():
    """Exalted Dragon ("can't attack unless you sacrifice a land") beside a creature that must
    attack: a declaration without the Dragon pays nothing, so it is judged; the Dragon's pair
    never counts for M (a requirement that needs a cost is not required, 508.1d)."""
    dragon = creature("dragon", name="Exalted Dragon", abilities=[
        {"kind": "attack_cost", "creatures": "self", "pay": {"sacrifice": {"selector": {"types": ["land"]}, "count": 1}}},
        {"kind": "attacks_if_able", "creatures": "self"}])
    bear = creature("bear", abilities=[{"kind": "attacks_if_able", "creatures": "self"}])
    mountain = {"id": "m1", "controller": "A", "types": ["land"], "subtypes": ["Mountain"]}
    b = Board(board([dragon, bear, mountain], players=("A", "B", "C")))
    got = b.check({"attacks": {"bear": "B"}})
    assert (got.status, got.obeyed, got.maximum) == ("legal", 1, 1)  # the Dragon's requirement needs a cost
    assert got.witness_closest is False  # a closer declaration may pay the sacrifice
    assert b.check({"attacks": {}}).status == "illegal"  # the bear must attack
    paying = b.check({"attacks": {"bear": "B", "dragon": "C"}})
    assert paying.status == "unknown" and "sacrifice" in paying.unread[0]["text"]
    assert paying.maximum == 1 and paying.violations == []
    assert b.count().status == "unknown" and b.propose().status == "unknown"
    assert [u["permanent"] for u in b.unread] == ["dragon"]
    # another breach beside the dragon's attack makes it illegal whatever is paid (a restriction)
    walls = Board(board([dragon, bear, mountain], [{"kind": "cant_attack_target", "creatures": {"controller": "any"},
                                                    "target": "C", "controller": "C"}], players=("A", "B", "C")))
    both = walls.check({"attacks": {"dragon": "B", "bear": "C"}})
    assert both.status == "illegal" and [v.kind for v in both.violations] == ["restriction"]
    assert both.witness is not None and walls.is_legal(both.witness)


def test_a_mana_cost_that_cant_be_paid_beside_a_non_mana_cost_is_illegal_508_1j():
    # Exalted Dragon's sacrifice is not decided, but the bear's {2} to attack C (Ghostly Prison)
    # can't be paid with one Plains: mana abilities come before costs (508.1g-h), so the
    # sacrifice only takes from what could pay
    dragon = creature("dragon", name="Exalted Dragon", abilities=[
        {"kind": "attack_cost", "creatures": "self", "pay": {"sacrifice": {"selector": {"types": ["land"]}, "count": 1}}}])
    plains = {"id": "plains", "controller": "A", "types": ["land"], "subtypes": ["Plains"], "mana": ["{W}"]}
    prison = {"kind": "attack_tax", "target": "C", "cost": "{2}", "controller": "C"}
    b = Board(board([dragon, creature("bear"), plains], [prison], players=("A", "B", "C")))
    got = b.check({"attacks": {"dragon": "B", "bear": "C"}})
    assert got.status == "illegal" and [v.rule for v in got.violations] == ["508.1j"]
    assert b.check({"attacks": {"dragon": "B"}}).status == "unknown"


def test_an_open_question_beside_a_non_mana_cost_lists_both_and_no_breach():
    # the payment is no breach (508.1h), and answering the question alone would not decide it
    dragon = creature("dragon", name="Exalted Dragon", abilities=[
        {"kind": "attack_cost", "creatures": "self", "pay": {"sacrifice": {"selector": {"types": ["land"]}, "count": 1}}}])
    asked = {"kind": "cant_attack", "creatures": ["bear"], "controller": "A",
             "condition": {"asked": {"question": "Is it night?", "holds": None}}}
    b = Board(board([dragon, creature("bear")], [asked]))
    got = b.check({"attacks": {"dragon": "B"}})
    assert got.status == "unknown" and got.violations == []
    assert [u["text"] for u in got.unread][0] == "Is it night?" and "sacrifice" in got.unread[1]["text"]


def test_a_non_mana_cost_that_keeps_requirements_from_being_obeyed_is_explained_as_a_cost_508_1d():
    dragon = creature("dragon", name="Exalted Dragon", abilities=[
        {"kind": "attack_cost", "creatures": "self", "pay": {"sacrifice": {"selector": {"types": ["land"]}, "count": 1}}}])
    raw = board([dragon, creature("bear")], players=("A", "B", "C"))
    b = Board({**raw, "designations": [{"goad": "dragon", "by": "B"}, {"goad": "bear", "by": "B"}]})
    got = b.check({"attacks": {"dragon": "C"}})
    assert got.status == "unknown" and got.blocked is not None
    assert [(v.kind, v.rule) for v in got.blocked.because] == [("cost", "508.1d")]
