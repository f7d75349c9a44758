"""Selectors that leave out more than one kind of creature ("Except for A and B, ...":
Akron Legionnaire) and creatures enchanted by an Aura a player controls (Eriette of the
Charmed Apple): restrictions on the declaration (508.1c)."""

import pytest

from attackcheck import Board
from attackcheck.models.base import SelectorObject
from attackcheck.models.cards import lookup, read_oracle
from helpers import board, both, creature, make_of

AKRON = "Except for creatures named Akron Legionnaire and artifact creatures, creatures you control can't attack."
ERIETTE = "Each creature that's enchanted by an Aura you control can't attack you or planeswalkers you control."


def _aura(aid, host, controller):
    return {"id": aid, "name": "Aura " + aid, "controller": controller, "types": ["enchantment"],
            "subtypes": ["Aura"], "attached_to": host}


def test_akron_legionnaire_reads_an_except_of_two_selectors_508_1c():
    card = lookup("Akron Legionnaire")
    assert card is not None and card["oracle_text"] == AKRON and card["unsupported"] == []
    assert card["abilities"] == [{"kind": "cant_attack", "creatures": {
        "controller": "you", "except": [{"names": ["Akron Legionnaire"]}, {"types": ["artifact", "creature"]}]}}]


def test_akron_legionnaire_lets_only_legionnaires_and_artifact_creatures_attack_508_1c():
    akron = {"id": "akron", "card": "Akron Legionnaire", "controller": "A"}
    other = {"id": "other", "card": "Akron Legionnaire", "controller": "A"}  # its name, not the source
    golem = creature("golem", types=["artifact", "creature"])
    b = make_of(akron, other, golem, creature("bear"), creature("theirs", controller="B"))
    assert b.unread == []
    assert b.is_legal({"attacks": {"akron": "B", "other": "B", "golem": "B"}})
    assert not b.is_legal({"attacks": {"bear": "B"}})
    assert b.check({"attacks": {"akron": "B", "bear": "B"}}).status == "illegal"
    # an opponent's creatures are not the ones "you control": B's turn
    theirs = make_of(akron, creature("theirs", controller="B"), active="B")
    assert theirs.is_legal({"attacks": {"theirs": "A"}})


def test_except_for_a_b_and_c_reads_a_list_and_one_selector_stays_one_508_1c():
    three = read_oracle("Foo", "Except for Walls, Goblins, and artifact creatures, creatures you control can't attack.",
                        "Creature \u2014 Giant")
    assert three.effects == [{"kind": "cant_attack", "creatures": {"controller": "you", "except": [
        {"subtypes": ["Wall"]}, {"subtypes": ["Goblin"]}, {"types": ["artifact", "creature"]}]}}]
    one = read_oracle("Foo", "Except for Walls, creatures can't attack.", "Creature \u2014 Giant")
    assert one.effects == [{"kind": "cant_attack", "creatures": {"controller": "any", "except": {"subtypes": ["Wall"]}}}]


@pytest.mark.parametrize("text", [
    "Except for target creature, creatures can't attack.",  # no selector of the board
    "Except for attacking creatures, creatures can't attack.",  # left out all the same: not ignored
    "Except for Walls, ~ can't attack.",  # no selector object to leave anything out of
])
def test_except_for_what_no_selector_states_stays_unsupported(text):
    got = read_oracle("Foo", text, "Creature \u2014 Giant")
    assert got.effects == [] and got.unsupported == [text]


def test_the_single_selector_except_still_works_and_serializes_as_before():
    effect = {"kind": "cant_attack", "creatures": {"except": {"types": ["artifact"]}}, "controller": "A"}
    raw = board([creature("bear"), creature("golem", types=["artifact", "creature"])], [effect])
    b = Board(raw)
    assert b.is_legal({"attacks": {"golem": "B"}}) and not b.is_legal({"attacks": {"bear": "B"}})
    one = SelectorObject.model_validate({"except": {"types": ["artifact"]}})
    assert one.model_dump(exclude_defaults=True) == {"except": {"types": ["artifact"]}}
    ids = SelectorObject.model_validate({"except": ["bear"]})
    assert ids.model_dump(exclude_defaults=True) == {"except": ["bear"]} and ids.excepts == (["bear"],)
    both(raw, {"golem": "B"})
    both(raw, {"bear": "B"})


def test_an_except_list_leaves_out_what_any_selector_selects_and_agrees_with_the_reference():
    effect = {"kind": "cant_attack", "controller": "A",
              "creatures": {"except": ["self", {"types": ["artifact"]}, ["elf"]]}, "source": "wall"}
    perms = [creature("wall", subtypes=["Wall"]), creature("golem", types=["artifact", "creature"]), creature("elf"),
             creature("bear")]
    raw = board(perms, [effect])
    for attacks in ({"wall": "B", "golem": "B", "elf": "B"}, {"bear": "B"}, {}):
        both(raw, attacks)
    b = Board(raw)
    assert b.is_legal({"attacks": {"wall": "B", "golem": "B", "elf": "B"}})
    assert not b.is_legal({"attacks": {"bear": "B"}})
    with pytest.raises(ValueError, match=r"creatures\.except\[1\]\[0\]"):  # an unknown id, where it stands
        Board(board(perms, [{**effect, "creatures": {"except": ["self", ["nobody"]]}}])).check({"attacks": {}})


def test_eriette_reads_creatures_enchanted_by_an_aura_you_control_508_1c():
    card = lookup("Eriette of the Charmed Apple")
    assert card is not None and card["unsupported"] == []
    assert card["abilities"] == [{"kind": "cant_attack_target", "creatures": {"enchanted_by": "you"}, "target": "you",
                                  "include_planeswalkers": True}]


def test_eriette_stops_creatures_enchanted_by_her_controllers_auras_attacking_her_side_508_1c():
    eriette = {"id": "eriette", "card": "Eriette of the Charmed Apple", "controller": "B"}
    walker = {"id": "pw", "name": "Walker", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    perms = [eriette, walker, creature("bear"), creature("elf"), creature("ox"),
             _aura("hers", "bear", "B"), _aura("mine", "elf", "A")]
    b = make_of(*perms, players=("A", "B", "C"))
    assert b.unread == []
    # the bear wears B's Aura: not B, not B's planeswalker; C it may attack
    assert not b.is_legal({"attacks": {"bear": "B"}})
    assert not b.is_legal({"attacks": {"bear": "pw"}})
    assert b.is_legal({"attacks": {"bear": "C"}})
    # the elf wears A's own Aura, the ox none: both attack B
    assert b.is_legal({"attacks": {"elf": "B", "ox": "pw"}})
    assert b.check({"attacks": {"elf": "B", "bear": "B"}}).status == "illegal"


def test_enchanted_by_opponents_and_a_player_id_and_the_reference_agree():
    perms = [creature("bear"), creature("elf"), _aura("b1", "bear", "B"), _aura("a1", "elf", "A")]
    for by, stopped in (("opponents", {"bear"}), ("B", {"bear"}), ("A", {"elf"}), ("you", {"elf"})):
        raw = board(perms, [{"kind": "cant_attack", "creatures": {"enchanted_by": by}, "controller": "A"}])
        b = Board(raw)
        for cid in ("bear", "elf"):
            assert b.is_legal({"attacks": {cid: "B"}}) == (cid not in stopped), (by, cid)
            both(raw, {cid: "B"})
    with pytest.raises(ValueError, match="enchanted_by"):
        Board(board(perms, [{"kind": "cant_attack", "creatures": {"enchanted_by": "Z"}, "controller": "A"}])).check(
            {"attacks": {}})


def test_enchanted_by_an_aura_an_opponent_controls_reads_opponents():
    got = read_oracle("Foo", "Each creature that's enchanted by an Aura an opponent controls can't attack.",
                      "Creature \u2014 Human")
    assert got.effects == [{"kind": "cant_attack", "creatures": {"enchanted_by": "opponents"}}]


def test_xathrid_gorgon_petrifies_as_a_resolved_template_702_3b_205_1b():
    # "It gains defender and becomes a colorless artifact in addition to its other types": a
    # template for the target, written out on a board where the ability resolved
    card = lookup("Xathrid Gorgon")
    assert card is not None and card["unsupported"] == []
    assert [r["effects"] for r in card["resolved"]] == [[
        {"kind": "grant_keywords", "creatures": "target", "keywords": ["defender"]},
        {"kind": "add_types", "permanents": "target", "types": ["artifact"], "colors": []}],
        [{"kind": "cant_activate", "permanents": "target"}]]  # "Its activated abilities can't be activated."
    written = [{"kind": "grant_keywords", "creatures": ["bear"], "keywords": ["defender"], "controller": "B"},
               {"kind": "add_types", "permanents": ["bear"], "types": ["artifact"], "colors": [], "controller": "B"}]
    b = Board(board([creature("bear", colors=["G"]), creature("elf", colors=["G"])], written))
    bear = b.resolved.permanents["bear"]
    assert bear.types >= {"artifact", "creature"} and not bear.colors and "defender" in bear.keywords
    assert not b.is_legal({"attacks": {"bear": "B"}}) and b.is_legal({"attacks": {"elf": "B"}})  # 702.3b
    # without "in addition to its other types" the sentence is no such template
    other = read_oracle("Foo", "{2}: Target creature gains defender and becomes an artifact.", "Creature \u2014 Gorgon")
    assert other.resolved == [] and other.unsupported


def test_deep_freeze_adds_blue_in_addition_to_other_colors_105_3():
    # add_types' colors_in_addition adds a color to those a creature has (tests/test_cards_review18.py)
    card = lookup("Deep Freeze")
    assert card is not None and card["unsupported"] == [] and card["abilities"][1]["colors_in_addition"]


def test_kaima_goads_the_creatures_enchanted_by_its_controllers_auras_701_15():
    card = lookup("Kaima, the Fractured Calm")
    assert card is not None and card["unsupported"] == []
    assert card["resolved"][0]["effects"] == [
        {"kind": "goad", "creatures": {"controller": "opponents", "enchanted_by": "you"}}]


@pytest.mark.parametrize("name", ["Xathrid Gorgon", "Koma and Toski, Compleated", "Deadlock Trap"])
def test_its_activated_abilities_cant_be_activated_is_the_targets_cant_activate_602_5(name):
    # A resolving "Its activated abilities can't be activated [this turn]." after a sentence
    # naming a target: mana abilities are activated abilities (605.1a), so a creature so
    # stopped pays no cost to attack (508.1h). Written out, the template says so.
    card = lookup(name)
    assert card is not None
    assert [{"kind": "cant_activate", "permanents": "target"}] in [r["effects"] for r in card["resolved"]]
    elves = creature("elves", power=1, toughness=1, mana=["{G}"])
    prop = {"id": "prop", "card": "Propaganda", "controller": "B"}
    forest = {"id": "f", "card": "Forest", "controller": "A"}
    free = Board(board([creature("bear"), elves, forest, prop]))
    assert free.is_legal({"attacks": {"bear": "B"}})  # the Forest and the Elves pay {2}
    stopped = Board(board([creature("bear"), elves, forest, prop],
                          [{"kind": "cant_activate", "permanents": ["elves"], "controller": "B"}]))
    assert not stopped.is_legal({"attacks": {"bear": "B"}})
    # "unless they're mana abilities" (Intercessor's Arrest) leaves mana abilities alone
    arrest = lookup("Intercessor's Arrest")
    assert arrest is not None and {"kind": "cant_activate", "permanents": "attached"} not in arrest["abilities"]
