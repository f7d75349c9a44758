"""The `condition` of an effect, one key at a time, each on a real card: the condition's twin
(models/conditions.py, the one place that evaluates conditions) says whether it holds, and
the board's legal declarations follow, the same as the brute-force reference's, on a board
where it holds and on one where it does not."""

from __future__ import annotations

from copy import deepcopy

import pytest

import reference
from attackcheck import Board
from attackcheck.models import load_board_source
from attackcheck.models.resolve import Resolver


def board(perms, effects=(), active="A", players=None):
    return {"version": 1, "players": players or [{"id": "A"}, {"id": "B"}], "turn": {"active": active},
            "permanents": perms, "effects": list(effects)}


def creature(pid, ctrl="A", **kw):
    return {"id": pid, "name": kw.pop("name", pid), "controller": ctrl, "types": ["creature"], "power": 2,
            "toughness": 2, **kw}


def verdict(raw, label):
    """The condition's twin: whether the effect labelled `label` applies (None: unanswered)."""
    r = Resolver(load_board_source(deepcopy(raw)))
    r.resolve()
    return r.verdicts[label].holds


def legal(raw):
    """The legal declarations, by the solver, checked against the reference."""
    got = {tuple(sorted(d.items())) for d in Board(deepcopy(raw)).enumerate()}
    expected = {tuple(sorted(d.items())) for d in reference.legal_declarations(deepcopy(raw))}
    assert got == expected
    assert Board(deepcopy(raw)).count().count == len(expected)
    return got


ATTACKS_B = {(("bear", "B"),), ()}
HOME = {()}


def test_source_untapped_archangel_of_tithes():
    """Archangel of Tithes: "As long as this creature is untapped, creatures can't attack you
    or planeswalkers you control unless their controller pays {1} for each of those creatures." """
    tax = {"kind": "attack_tax", "target": "you", "include_planeswalkers": True, "cost": "{1}",
           "condition": {"source_untapped": True}}
    angel = {"id": "angel", "name": "Archangel of Tithes", "controller": "B", "types": ["creature"],
             "power": 3, "toughness": 5, "abilities": [tax]}
    untapped = board([creature("bear"), angel])
    assert verdict(untapped, "angel.abilities[0]") is True
    assert legal(untapped) == HOME  # A has no mana to pay
    tapped = board([creature("bear"), {**angel, "tapped": True}])
    assert verdict(tapped, "angel.abilities[0]") is False
    assert legal(tapped) == ATTACKS_B


def test_source_tapped_mirri_weatherlight_duelist():
    """Mirri, Weatherlight Duelist: "As long as Mirri is tapped, no more than one creature can
    attack you each combat." """
    cap = {"kind": "max_attackers_against", "target": "you", "count": 1, "condition": {"source_tapped": True}}
    mirri = {"id": "mirri", "name": "Mirri, Weatherlight Duelist", "controller": "B", "types": ["creature"],
             "power": 3, "toughness": 2, "tapped": True, "abilities": [cap]}
    raw = board([creature("bear"), creature("elf"), mirri])
    assert verdict(raw, "mirri.abilities[0]") is True
    assert len(legal(raw)) == 3  # no attacker, or one of two
    raw["permanents"][2]["tapped"] = False
    assert verdict(raw, "mirri.abilities[0]") is False
    assert len(legal(raw)) == 4


def test_source_attached_the_aetherspark():
    """The Aetherspark: "As long as The Aetherspark is attached to a creature, The Aetherspark
    can't be attacked ..." (`self` is the planeswalker itself)."""
    spark = {"id": "spark", "name": "The Aetherspark", "controller": "B", "types": ["artifact", "planeswalker"],
             "subtypes": ["Equipment"], "loyalty": 4,
             "abilities": [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "self",
                            "condition": {"source_attached": True}}]}
    unattached = board([creature("bear"), creature("wolf", "B"), spark])
    assert verdict(unattached, "spark.abilities[0]") is False
    assert legal(unattached) == {(("bear", "B"),), (("bear", "spark"),), ()}
    attached = board([creature("bear"), creature("wolf", "B"), {**spark, "attached_to": "wolf"}])
    assert verdict(attached, "spark.abilities[0]") is True
    assert legal(attached) == ATTACKS_B


def test_source_enchanted_pillar_of_war():
    """Pillar of War: "Defender. As long as this creature is enchanted, it can attack as though
    it didn't have defender." (the `enchanted` selector field)"""
    pillar = creature("pillar", name="Pillar of War", keywords=["defender"],
                      abilities=[{"kind": "ignore_defender", "creatures": "self",
                                  "condition": {"source": {"enchanted": True}}}])
    aura = {"id": "aura", "name": "Rancor", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"]}
    bare = board([pillar, aura])
    assert verdict(bare, "pillar.abilities[0]") is False
    assert legal(bare) == HOME
    enchanted = board([pillar, {**aura, "attached_to": "pillar"}])
    assert verdict(enchanted, "pillar.abilities[0]") is True
    assert legal(enchanted) == {(("pillar", "B"),), ()}


def test_attached_dog_umbra():
    """Dog Umbra: "As long as another player controls enchanted creature, it can't attack or
    block." """
    umbra = {"id": "umbra", "name": "Dog Umbra", "controller": "B", "types": ["enchantment"], "subtypes": ["Aura"],
             "attached_to": "bear", "abilities": [{"kind": "cant_attack", "creatures": "attached",
                                                   "condition": {"attached": {"controller": "opponents"}}}]}
    theirs = board([creature("bear"), umbra])
    assert verdict(theirs, "umbra.abilities[0]") is True
    assert legal(theirs) == HOME
    mine = board([creature("bear"), {**umbra, "controller": "A"}])
    assert verdict(mine, "umbra.abilities[0]") is False
    assert legal(mine) == ATTACKS_B


def test_source_mistform_wall():
    """Mistform Wall: "This creature has defender as long as it's a Wall." """
    wall = creature("bear", name="Mistform Wall", subtypes=["Illusion", "Wall"],
                    abilities=[{"kind": "grant_keywords", "creatures": "self", "keywords": ["defender"],
                                "condition": {"source": {"subtypes": ["Wall"]}}}])
    raw = board([wall])
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == HOME
    raw["permanents"][0]["subtypes"] = ["Illusion"]  # it became another creature type
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == ATTACKS_B


def test_source_counters_scuttlegator():
    """Scuttlegator: "As long as this creature has a +1/+1 counter on it, it can attack as
    though it didn't have defender." """
    gator = creature("bear", name="Scuttlegator", keywords=["defender"],
                     abilities=[{"kind": "ignore_defender", "creatures": "self",
                                 "condition": {"source_counters": {"kind": "+1/+1", "at_least": 1}}}])
    raw = board([gator])
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == HOME
    raw["permanents"][0]["counters"] = {"+1/+1": 1}
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == ATTACKS_B
    raw["permanents"][0]["counters"] = {"+1/+1": 1, "-1/-1": 1}  # 704.5q: they annihilate
    assert verdict(raw, "bear.abilities[0]") is False


def test_you_control_bristlepack_sentry():
    """Bristlepack Sentry: "As long as you control a creature with power 4 or greater, this
    creature can attack as though it didn't have defender." """
    sentry = creature("bear", name="Bristlepack Sentry", keywords=["defender"],
                      abilities=[{"kind": "ignore_defender", "creatures": "self", "condition": {"you_control": {
                          "selector": {"types": ["creature"], "power_greater_than": 3}}}}])
    ogre = creature("ogre", power=3, tapped=True)
    raw = board([sentry, ogre])
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == HOME
    raw["permanents"][1]["counters"] = {"+1/+1": 1}  # now a 4/3 (613.4c)
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == ATTACKS_B


def test_you_control_at_most_desperate_castaways():
    """Desperate Castaways: "This creature can't attack unless you control an artifact." """
    castaways = creature("bear", name="Desperate Castaways", abilities=[{"kind": "cant_attack", "creatures": "self",
        "condition": {"you_control_at_most": {"selector": {"types": ["artifact"]}, "at_most": 0}}}])
    relic = {"id": "relic", "name": "Relic", "controller": "B", "types": ["artifact"]}
    raw = board([castaways, relic])  # the opponent's artifact does not count
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == HOME
    raw["permanents"][1]["controller"] = "A"
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == ATTACKS_B


def test_battlefield_harbor_serpent():
    """Harbor Serpent: "This creature can't attack unless there are five or more Islands on the
    battlefield." """
    serpent = creature("bear", name="Harbor Serpent", abilities=[{"kind": "cant_attack", "creatures": "self",
        "condition": {"battlefield": {"selector": {"subtypes": ["Island"]}, "at_most": 4}}}])
    islands = [{"id": f"i{k}", "name": "Island", "controller": "AB"[k % 2], "types": ["land"], "subtypes": ["Island"]}
               for k in range(4)]
    raw = board([serpent, *islands])
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == HOME
    raw["permanents"].append({"id": "i5", "name": "Island", "controller": "B", "types": ["land"], "subtypes": ["Island"]})
    assert verdict(raw, "bear.abilities[0]") is False  # both players' Islands count
    assert legal(raw) == ATTACKS_B


def test_graveyard_dragons_rage_channeler():
    """Dragon's Rage Channeler: "Delirium — As long as there are four or more card types among
    cards in your graveyard, [it] ... attacks each combat if able." """
    drc = creature("bear", name="Dragon's Rage Channeler", abilities=[{"kind": "attacks_if_able", "creatures": "self",
        "condition": {"graveyard": {"player": "you", "at_least": 4, "of": "card_types"}}}])
    three = [{"name": "Lightning Bolt", "types": ["instant"]}, {"name": "Forest", "types": ["land"]},
             {"name": "Grizzly Bears", "types": ["creature"]}, {"name": "Shock", "types": ["instant"]}]
    raw = board([drc], players=[{"id": "A", "graveyard": three}, {"id": "B"}])
    assert verdict(raw, "bear.abilities[0]") is False  # four cards, three card types
    assert legal(raw) == ATTACKS_B
    raw["players"][0]["graveyard"] = three + [{"name": "Ornithopter", "types": ["artifact", "creature"]}]
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == {(("bear", "B"),)}
    # a graveyard the board does not give: the question is the board's to answer
    raw["players"][0].pop("graveyard")
    assert verdict(raw, "bear.abilities[0]") is None
    result = Board(deepcopy(raw)).check({"attacks": {}})
    assert result.status == "unknown" and "graveyard" in result.unread[0]["text"]


def test_hand_hazoret_the_fervent():
    """Hazoret the Fervent: "Hazoret can't attack or block unless you have one or fewer cards in
    hand." """
    hazoret = creature("bear", name="Hazoret the Fervent", abilities=[{"kind": "cant_attack", "creatures": "self",
        "condition": {"hand": {"player": "you", "at_least": 2}}}])
    raw = board([hazoret], players=[{"id": "A", "hand": 2}, {"id": "B", "hand": 0}])
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == HOME
    raw["players"][0]["hand"] = 1
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == ATTACKS_B
    raw["players"][0].pop("hand")
    assert verdict(raw, "bear.abilities[0]") is None  # no hand size on the board: unread


def test_life_bloodghast():
    """Bloodghast: "This creature has haste as long as an opponent has 10 or less life." (A
    duel: the one opponent is B.)"""
    ghast = creature("bear", name="Bloodghast", sick=True, abilities=[{"kind": "grant_keywords", "creatures": "self",
        "keywords": ["haste"], "condition": {"life": {"player": "B", "at_most": 10}}}])
    raw = board([ghast], players=[{"id": "A"}, {"id": "B", "life": 10}])
    assert verdict(raw, "bear.abilities[0]") is True
    assert legal(raw) == ATTACKS_B
    raw["players"][1]["life"] = 11
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == HOME


def test_your_turn_blacksmiths_talent():
    """Blacksmith's Talent (level 3): "During your turn, equipped creatures you control have
    double strike and haste." """
    talent = {"id": "talent", "name": "Blacksmith's Talent", "controller": "A", "types": ["enchantment"],
              "abilities": [{"kind": "grant_keywords", "creatures": {"equipped": True, "controller": "you"},
                             "keywords": ["haste"], "condition": {"your_turn": True}}]}
    sword = {"id": "sword", "name": "Sword", "controller": "A", "types": ["artifact"], "subtypes": ["Equipment"],
             "attached_to": "bear"}
    raw = board([creature("bear", sick=True), sword, talent])
    assert verdict(raw, "talent.abilities[0]") is True
    assert legal(raw) == ATTACKS_B
    raw["permanents"].pop(1)  # not equipped: no haste
    assert legal(raw) == HOME
    theirs = board([creature("bear", sick=True), sword, talent], active="B")
    assert verdict(theirs, "talent.abilities[0]") is False


def test_asked_goblin_cohort():
    """Goblin Cohort: "This creature can't attack unless you've cast a creature spell this
    turn." Whether a spell was cast is a fact no board field states: the board answers."""
    def cohort(holds):
        return creature("bear", name="Goblin Cohort", abilities=[{"kind": "cant_attack", "creatures": "self",
            "condition": {"asked": {"question": "no creature spell was cast this turn", "holds": holds}}}])
    assert verdict(board([cohort(True)]), "bear.abilities[0]") is True
    assert legal(board([cohort(True)])) == HOME
    assert verdict(board([cohort(False)]), "bear.abilities[0]") is False
    assert legal(board([cohort(False)])) == ATTACKS_B
    assert verdict(board([cohort(None)]), "bear.abilities[0]") is None


def test_every_key_must_hold():
    """A condition holds when all its keys do (Desperate Castaways again, with a second key)."""
    cond = {"you_control_at_most": {"selector": {"types": ["artifact"]}, "at_most": 0}, "your_turn": False}
    raw = board([creature("bear", abilities=[{"kind": "cant_attack", "creatures": "self", "condition": cond}])])
    assert verdict(raw, "bear.abilities[0]") is False
    assert legal(raw) == ATTACKS_B
    cond["your_turn"] = True
    assert verdict(raw, "bear.abilities[0]") is True
    # a key already false decides: an unanswered one beside it leaves nothing unread
    cond["asked"] = {"question": "?", "holds": None}
    cond["your_turn"] = False
    assert verdict(raw, "bear.abilities[0]") is False
    assert Board(deepcopy(raw)).check({"attacks": {}}).unread == []


def test_conditions_of_board_changes_read_the_board_of_their_layer():
    """A condition is looked at when its effect starts to apply: a keyword grant (layer 6)
    sees power before the +1/+1 counters of layer 7c; a restriction sees the final board."""
    grant = {"kind": "grant_keywords", "creatures": ["bear"], "keywords": ["defender"], "controller": "B",
             "condition": {"battlefield": {"selector": {"power_greater_than": 2}, "at_least": 1}}}
    cant = {"kind": "cant_attack", "creatures": ["elf"], "controller": "B",
            "condition": {"battlefield": {"selector": {"power_greater_than": 2}, "at_least": 1}}}
    raw = board([creature("bear"), creature("elf", counters={"+1/+1": 1})], [grant, cant])
    assert verdict(raw, "effects[0]") is False  # the elf is a 2/2 in layer 6
    assert verdict(raw, "effects[1]") is True  # a 3/3 on the resolved board
    assert legal(raw) == {(("bear", "B"),), ()}


@pytest.mark.parametrize("key", ["source_untapped", "source_tapped", "source_attached", "attached", "source",
                                 "source_counters"])
def test_a_key_about_the_source_needs_one(key):
    value = {"source_untapped": True, "source_tapped": True, "source_attached": True, "attached": {},
             "source": {}, "source_counters": {"kind": "any"}}[key]
    raw = board([creature("bear")], [{"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
                                      "condition": {key: value}}])
    with pytest.raises(ValueError) as err:
        Board(raw)
    assert err.value.path == f"effects[0].condition.{key}"


@pytest.mark.parametrize("key, condition", [
    ("source_counters", {"kind": "level", "at_least": 3, "at_most": 1}),
    ("battlefield", {"selector": {"types": ["creature"]}, "at_least": 2, "at_most": 1}),
    ("graveyard", {"at_least": 7, "at_most": 0}),
    ("hand", {"at_least": 4, "at_most": 3}),
    ("life", {"at_least": 10, "at_most": 5}),
    ("devotion", {"to": ["W"], "at_least": 5, "at_most": 4}),
    ("combat", {"at_least": 2, "at_most": 1}),
])
def test_a_range_no_number_is_in_is_refused_by_its_field(key, condition):
    board = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
             "permanents": [{"id": "k", "name": "Knight", "controller": "A", "types": ["creature"],
                             "power": 2, "toughness": 2}],
             "effects": [{"kind": "grant_keywords", "creatures": ["k"], "keywords": ["flying"], "source": "k",
                          "condition": {key: condition}}]}
    with pytest.raises(ValueError, match=rf"effects\[0\]\.condition\.{key}: at_most \(\d+\) is less than at_least"):
        Board(board)
    condition = {**condition, "at_most": condition["at_least"]}  # one number is in it
    Board({**board, "effects": [{**board["effects"][0], "condition": {key: condition}}]})


def test_enumerate_lists_every_legal_declaration_with_requirements_that_exist_only_if_one_attacks():
    # "if another creature you control attacks, this one attacks if able" (twice), a creature
    # that can't attack alone, a copy, a battle: 54 legal declarations, as the reference lists
    # them; CP-SAT's presolve once left all but 2 out of the enumeration
    also = {"kind": "attacks_if_able", "creatures": ["c2"], "when_attacking": {"controller": "you", "other": True}}
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "B"},
           "permanents": [{"id": "c1", "controller": "B", "types": ["creature"]},
                          {"id": "c2", "controller": "B", "types": ["creature"], "abilities": [also, dict(also)]},
                          {"id": "c3", "controller": "B", "types": ["creature"],
                           "abilities": [{"kind": "cant_attack_alone", "creatures": ["c3"]}]},
                          {"id": "bt4", "types": ["battle"], "controller": "B", "protector": "A"},
                          {"id": "cp8", "copy_of": "c1", "controller": "B"}],
           "designations": [{"goad": "c2", "by": "A"}]}
    b = Board(raw)
    listed = sorted(tuple(sorted(d.items())) for d in b.enumerate())
    expected = sorted(tuple(sorted(d.items())) for d in reference.legal_declarations(raw))
    assert len(listed) == b.count().count == 54
    assert listed == expected


def test_an_own_mana_ability_s_condition_on_power_reads_power_after_layer_7():
    """Whisperer of the Wilds' Ferocious: "{T}: Add {G}{G}. Activate only if you control a
    creature with power 4 or greater", a grant to itself checked as it is activated (602.5b),
    on power after layer 7 (613.4): the bear pumped to 4 counts, the wurm shrunk to 2 does not."""
    ferocious = {"kind": "grant_mana_abilities", "permanents": "self", "mana": ["{G}{G}"],
                 "condition": {"you_control": {"selector": {"types": ["creature"], "power_greater_than": 3}}}}
    elf = creature("elf", power=1, toughness=1, sick=False, abilities=[ferocious])
    tax = {"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"}
    pump = {"kind": "modify_pt", "creatures": ["bear2"], "power": 2, "toughness": 0, "controller": "A"}
    shrink = {"kind": "modify_pt", "creatures": ["wurm"], "power": -4, "toughness": 0, "controller": "B"}
    pumped = board([creature("bear"), creature("bear2"), elf], [tax, pump])
    assert verdict(pumped, "elf.abilities[0]") is True
    assert (("bear", "B"),) in legal(pumped)
    counters = board([creature("bear"), creature("bear2", counters={"+1/+1": 2}), elf], [tax])
    assert (("bear", "B"),) in legal(counters)
    shrunk = board([creature("bear"), creature("wurm", power=6, toughness=4), elf], [tax, shrink])
    assert verdict(shrunk, "elf.abilities[0]") is False
    assert (("bear", "B"),) not in legal(shrunk)
