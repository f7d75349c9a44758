"""Cards of the reviewed real constraints read by general templates: a creature type printed
only on the Defeat a God challenge deck's cards (Impulsive Charge, Dance of Panic), a color
added to a creature's others (Deep Freeze), another object named as a resolving sentence's
subject (Xenagos's Scorn), a static ability's additional combat phase (Throat Wolf) and a
non-mana cost of returning a permanent to its owner's hand (Floodtide Serpent)."""

import pytest

from attackcheck import Board
from attackcheck.models.cards import lookup, read_oracle, with_every_creature_type
from helpers import board, both, creature, make_of


def _reveler(rid, controller="X", sick=True):
    # a creature of the Defeat a God challenge deck (Ecstatic Piper is a Satyr Reveler)
    return creature(rid, controller=controller, subtypes=["Satyr", "Reveler"], sick=sick, name="Ecstatic Piper")


# --------------------------------------------------------------------------- Revelers


def test_impulsive_charge_reads_revelers_gaining_haste_and_attacking_as_a_template_508_1d():
    card = lookup("Impulsive Charge")
    assert card is not None and card["unsupported"] == []
    assert [r["effects"] for r in card["resolved"]] == [[
        {"kind": "grant_keywords", "creatures": {"subtypes": ["Reveler"]}, "keywords": ["haste"]},
        {"kind": "attacks_if_able", "creatures": {"subtypes": ["Reveler"]}}]]


def test_impulsive_charge_written_out_makes_sick_revelers_attack_302_6_702_10b_508_1d():
    # the delayed trigger resolved at the beginning of combat (603.7): its effects on the board
    effects = [dict(e, controller="X") for e in lookup("Impulsive Charge")["resolved"][0]["effects"]]
    perms = [_reveler("p1"), _reveler("p2"), creature("satyr", controller="X", subtypes=["Satyr"], sick=True)]
    raw = board(perms, effects, players=("X", "H"), active="X")
    assert both(raw, {}) == ("illegal", 0, 2)  # haste lets them attack, so both must (508.1d)
    assert both(raw, {"p1": "H", "p2": "H"}) == ("legal", 2, 2)
    assert both(raw, {"p1": "H", "p2": "H", "satyr": "H"})[0] == "illegal"  # no Reveler: still sick (302.6)


def test_dance_of_panic_reads_a_counted_condition_on_revelers():
    card = lookup("Dance of Panic")
    assert card is not None and card["unsupported"] == []
    five = {"battlefield": {"selector": {"subtypes": ["Reveler"]}, "at_least": 5}}
    assert card["abilities"] == [
        {"kind": "grant_keywords", "creatures": {"subtypes": ["Reveler"]}, "keywords": ["haste"], "condition": five},
        {"kind": "attacks_if_able", "creatures": {"subtypes": ["Reveler"]}, "condition": five}]


def test_dance_of_panic_five_revelers_on_the_battlefield_have_haste_and_must_attack_508_1d():
    dance = {"id": "dance", "card": "Dance of Panic", "controller": "X"}
    mine = [_reveler(f"p{i}") for i in range(4)]
    four = make_of(dance, *mine, players=("X", "H"), active="X")
    assert four.unread == []
    assert four.is_legal({"attacks": {}})  # four: no haste, no requirement
    assert not four.is_legal({"attacks": {"p0": "H"}})  # still sick (302.6)
    # a fifth Reveler on the battlefield, the hero's, counts too: now every Reveler has haste
    # and the active player's four must attack
    five = make_of(dance, *mine, _reveler("theirs", controller="H"), players=("X", "H"), active="X")
    assert not five.is_legal({"attacks": {"p0": "H", "p1": "H", "p2": "H"}})
    assert five.is_legal({"attacks": {m["id"]: "H" for m in mine}})


def test_reveler_is_read_but_no_changeling_is_a_reveler_702_73a():
    # 205.3m does not list Reveler: "every creature type" stays 205.3m's
    assert "Reveler" not in with_every_creature_type([])
    got = read_oracle("Foo", "Revelers you control have haste.", "Enchantment")
    assert got.effects == [{"kind": "grant_keywords", "creatures": {"controller": "you", "subtypes": ["Reveler"]},
                            "keywords": ["haste"]}]


# --------------------------------------------------------------------------- Deep Freeze


def test_deep_freeze_reads_a_loss_of_abilities_and_a_blue_wall_in_addition_105_3_205_1b():
    card = lookup("Deep Freeze")
    assert card is not None and card["unsupported"] == []
    assert card["abilities"] == [
        {"kind": "lose_abilities", "permanents": "attached", "keywords": ["defender"], "power": 0, "toughness": 4},
        {"kind": "add_types", "permanents": "attached", "types": [], "subtypes": ["Wall"], "colors": ["U"],
         "colors_in_addition": True}]


def test_deep_freeze_makes_a_green_and_blue_wall_with_defender_702_3b():
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    freeze = {"id": "freeze", "card": "Deep Freeze", "controller": "B", "attached_to": "bear"}
    b = make_of(bear, freeze)
    p = b.resolved.permanents["bear"]
    assert p.colors == {"G", "U"} and p.subtypes >= {"Bear", "Wall"}  # 105.3, 205.1b: in addition
    assert "defender" in p.keywords and (p.power, p.toughness) == (0, 4)  # 613.4b
    assert b.unread == [] and not b.is_legal({"attacks": {"bear": "B"}})  # 702.3b
    # Rolling Stones: "Wall creatures can attack as though they didn't have defender"
    stones = {"id": "stones", "card": "Rolling Stones", "controller": "A"}
    assert make_of(bear, freeze, stones).is_legal({"attacks": {"bear": "B"}})


def test_deep_freeze_blue_and_green_both_select_the_creature_105_3():
    # a blue creature must attack, a green one can't: the frozen bear is both, and a creature
    # that is blue only attacks
    effects = [{"kind": "lose_abilities", "permanents": ["bear"], "keywords": ["defender"], "power": 0,
                "toughness": 4, "controller": "B"},
               {"kind": "add_types", "permanents": ["bear"], "types": [], "subtypes": ["Wall"], "colors": ["U"],
                "colors_in_addition": True, "controller": "B"},
               {"kind": "ignore_defender", "creatures": {"subtypes": ["Wall"]}, "controller": "A"},
               {"kind": "attacks_if_able", "creatures": {"colors": ["U"]}, "controller": "B"}]
    perms = [creature("bear", subtypes=["Bear"], colors=["G"]), creature("eel", colors=["U"])]
    raw = board(perms, effects)
    assert both(raw, {"eel": "B"}) == ("illegal", 1, 2)  # the bear is blue: it must attack too
    assert both(raw, {"eel": "B", "bear": "B"}) == ("legal", 2, 2)
    green = board(perms, effects + [{"kind": "cant_attack", "creatures": {"colors": ["G"]}, "controller": "B"}])
    assert both(green, {"eel": "B"}) == ("legal", 1, 1)  # still green (in addition): it can't
    assert both(green, {"eel": "B", "bear": "B"})[0] == "illegal"


def test_deep_freeze_takes_juggernauts_requirement_away_613_1f():
    jug = {"id": "jug", "card": "Juggernaut", "controller": "A"}
    freeze = {"id": "freeze", "card": "Deep Freeze", "controller": "B", "attached_to": "jug"}
    assert not make_of(jug).is_legal({"attacks": {}})
    b = make_of(jug, freeze)
    assert b.is_legal({"attacks": {}}) and not b.is_legal({"attacks": {"jug": "B"}})


def test_colors_in_addition_is_a_field_of_the_board_format_and_defaults_to_setting():
    raw = board([creature("bear", colors=["G"])],
                [{"kind": "add_types", "permanents": ["bear"], "types": [], "colors": ["U"], "controller": "B"}])
    assert Board(raw).resolved.permanents["bear"].colors == {"U"}  # set (105.3)
    raw["effects"][0]["colors_in_addition"] = True
    assert Board(raw).resolved.permanents["bear"].colors == {"G", "U"}


# --------------------------------------------------------------------------- Xenagos's Scorn


def test_xenagos_scorn_names_xenagos_ascended_as_a_template_201_2():
    card = lookup("Xenagos's Scorn")
    assert card is not None and card["unsupported"] == []
    named = {"names": ["Xenagos Ascended"]}
    assert [r["effects"] for r in card["resolved"]] == [[
        {"kind": "grant_keywords", "creatures": named, "keywords": ["trample"]},
        {"kind": "attacks_if_able", "creatures": named}]]


def test_xenagos_scorn_makes_xenagos_ascended_attack_508_1d():
    effects = [dict(e, controller="X") for e in lookup("Xenagos's Scorn")["resolved"][0]["effects"]]
    god = creature("xen", controller="X", power=6, toughness=5, name="Xenagos Ascended", subtypes=["God"],
                   supertypes=["legendary"])
    raw = board([god, _reveler("piper", sick=False)], effects, players=("X", "H"), active="X")
    assert both(raw, {}) == ("illegal", 0, 1)
    assert both(raw, {"piper": "H"}) == ("illegal", 0, 1)  # the Piper is not named
    assert both(raw, {"xen": "H"}) == ("legal", 1, 1)


@pytest.mark.parametrize("text,type_line", [
    ("Winter \u2014 Her Majesty can't attack or block.", "Legendary Creature \u2014 God"),  # a title for itself
    ("Xenagos Ascended attacks each combat if able.", "Enchantment"),  # a static subject: not read
    ("Goblin Warriors gain haste until end of turn and attack this turn if able.", "Sorcery"),  # types, not a name
])
def test_what_is_no_other_objects_name_stays_unread(text, type_line):
    got = read_oracle("Foo", text, type_line)
    assert not any("names" in str(e) for e in got.effects + [r["effects"] for r in got.resolved])
    if "Goblin" not in text:
        assert got.unsupported == [text]


# --------------------------------------------------------------------------- Throat Wolf


def test_throat_wolf_asks_which_combat_it_is_500_8_508_1c():
    wolf = {"id": "wolf", "card": "Throat Wolf", "controller": "B"}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    b = make_of(wolf, bear)
    assert [u["text"] for u in b.unread] == ["Is this combat phase the additional one Throat Wolf's ability creates?"]
    assert b.check({"attacks": {}}).status == "legal"  # legal either way
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"  # illegal only in that combat


@pytest.mark.parametrize("holds,bear_may_attack", [(True, False), (False, True)])
def test_throat_wolf_in_its_additional_combat_only_it_can_attack_508_1c(holds, bear_may_attack):
    ability = dict(lookup("Throat Wolf")["abilities"][0])
    ability["condition"] = {"asked": {"question": ability["condition"]["asked"]["question"], "holds": holds}}
    # the active player controls the Wolf (it was stolen): it may attack in its combat
    wolf = {"id": "wolf", "card": "Throat Wolf", "controller": "A", "types": ["creature"], "subtypes": ["Wolf"],
            "unread_text": "written", "abilities": [ability]}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    b = make_of(wolf, bear)
    assert b.unread == []
    assert b.is_legal({"attacks": {"wolf": "B"}})
    assert b.is_legal({"attacks": {"bear": "B"}}) is bear_may_attack


def test_only_self_can_attack_without_an_additional_combat_before_stays_unsupported():
    text = "Only ~ can attack during that combat phase."
    got = read_oracle("Foo", text.replace("~", "Foo"), "Creature \u2014 Wolf")
    assert got.effects == [] and got.unsupported


# --------------------------------------------------------------------------- Floodtide Serpent


def test_floodtide_serpent_reads_returning_an_enchantment_as_a_non_mana_cost_508_1h():
    card = lookup("Floodtide Serpent")
    assert card is not None and card["unsupported"] == []
    assert card["abilities"] == [{"kind": "attack_cost", "creatures": "self", "pay": {
        "return_to_hand": {"selector": {"types": ["enchantment"]}, "count": 1}}}]
    two = read_oracle("Foo", "~ can't attack unless you return two Islands you control to their owner's hand.",
                      "Creature \u2014 Serpent")
    assert two.effects[0]["pay"] == {"return_to_hand": {"selector": {"subtypes": ["Island"]}, "count": 2}}


def test_floodtide_serpent_attacking_is_not_decided_and_staying_home_is_legal_508_1d_508_1h():
    serpent = {"id": "serpent", "card": "Floodtide Serpent", "controller": "A"}
    anthem = {"id": "anthem", "card": "Glorious Anthem", "controller": "A"}
    b = make_of(serpent, anthem, {"id": "bear", "card": "Grizzly Bears", "controller": "A"})
    assert b.check({"attacks": {"bear": "B"}}).status == "legal"  # no cost paid: answered
    got = b.check({"attacks": {"serpent": "B"}})
    assert got.status == "unknown" and "return 1 permanent(s) to their owner's hand" in got.unread[0]["text"]
