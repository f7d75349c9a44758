"""903.4: "one mana of any color in your commander's color identity" (Command Tower, Arcane
Signet, Path of Ancestry, Commander's Sphere, Hidden Hideout) makes mana of the colors of the
player's `commander_color_identity`, none for a colorless commander or no commander; where
the board doesn't give the identity, such a card is read as making any color, more than it
may: a check whose payment needs it is unknown (508.1h), and so are counts and proposals
where a cost to attack applies."""

from __future__ import annotations

import re

import pytest

from attackcheck import Board, InputError
from attackcheck.models.cards import describe, lookup

COMMANDER_MANA = ["Command Tower", "Arcane Signet", "Path of Ancestry", "Commander's Sphere", "Hidden Hideout"]


def board(identity, perms, life=40, others=None) -> Board:
    a = {"id": "A", "life": life}
    if identity is not None:
        a["commander_color_identity"] = identity
    return Board({"version": 1, "players": [a, {"id": "B", "life": 40, **(others or {})}], "turn": {"active": "A"},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}] + perms})


def status(b: Board, attacks: dict) -> str:
    return str(b.check({"attacks": attacks}).status)


@pytest.mark.parametrize("name", COMMANDER_MANA)
def test_each_card_reads_the_mana_ability_of_its_commanders_color_identity(name):
    card = lookup(name)
    assert {"cost": "{T}", "commander_color_identity": True} in card["mana_abilities"]
    assert "any" not in card["mana"]
    assert "not_modelled" not in describe(name)


def test_command_mine_with_its_instead_stays_not_modelled():
    assert describe("Command Mine")["not_modelled"]


def test_norns_annex_white_phyrexian_symbol_is_paid_by_the_tower_only_in_a_white_identity():
    # Norn's Annex: {W/P} to attack its controller; at 1 life it can't be paid with life (119.4)
    perms = [{"id": "tower", "card": "Command Tower", "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    white = board(["W", "U"], perms, life=1)
    result = white.check({"attacks": {"bear": "B"}})
    assert str(result.status) == "legal" and result.payment["mana"][0]["source"] == "tower"
    assert status(board(["U", "B"], perms, life=1), {"bear": "B"}) == "illegal"
    assert status(board(["U", "B"], perms, life=2), {"bear": "B"}) == "legal"  # 2 life pays {W/P}


def test_a_colorless_commanders_tower_makes_no_mana():
    # Command Tower's ruling: a colorless identity gives no mana, not colorless mana
    perms = [{"id": "tower", "card": "Command Tower", "controller": "A"},
             {"id": "ring", "card": "Mind Stone", "controller": "A"},
             {"id": "prop", "card": "Propaganda", "controller": "B"}]
    assert status(board([], perms), {"bear": "B"}) == "illegal"
    assert status(board(["G"], perms), {"bear": "B"}) == "legal"


def test_partners_identity_is_written_as_both_commanders_colors():
    perms = [{"id": "signet", "card": "Arcane Signet", "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    assert status(board(["R", "W"], perms, life=1), {"bear": "B"}) == "legal"
    assert status(board(["R", "B"], perms, life=1), {"bear": "B"}) == "illegal"


def test_without_the_identity_a_cost_to_attack_makes_the_answer_unknown_naming_the_field():
    perms = [{"id": "tower", "card": "Command Tower", "controller": "A"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    result = board(None, perms, life=1).check({"attacks": {"bear": "B"}})
    assert str(result.status) == "unknown"
    assert [u["permanent"] for u in result.unread] == ["tower"]
    assert "commander_color_identity" in result.unread[0]["text"]
    # no cost to attack: the mana doesn't matter
    free = board(None, [{"id": "tower", "card": "Command Tower", "controller": "A"}])
    assert status(free, {"bear": "B"}) == "legal" and free.count().count == 2
    # a declaration that pays nothing, or whose payment is found without the Tower, stands;
    # one that fails even with any color fails
    b = board(None, perms + [{"id": "plains", "card": "Plains", "controller": "A"}], life=1)
    assert status(b, {}) == "legal" and status(b, {"bear": "B"}) == "legal"
    two = board(None, perms + [{"id": "bear2", "card": "Grizzly Bears", "controller": "A"}], life=1)
    assert status(two, {"bear": "B", "bear2": "B"}) == "illegal"  # two {W/P}: one mana at most, 1 life
    assert status(two, {}) == "legal"
    c = two.count()  # staying home surely; each bear alone only if the Tower makes {W}
    assert (str(c.status), c.lower, c.upper) == ("bounds", 1, 3) and [u["permanent"] for u in c.unread] == ["tower"]


def test_an_opponents_tower_without_identity_matters_only_to_a_could_produce_ability():
    # Exotic Orchard (106.7) makes the colors an opponent's land could produce
    perms = [{"id": "tower", "card": "Command Tower", "controller": "B"},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    assert status(board(None, perms, life=1), {"bear": "B"}) == "illegal"  # A has no mana at all
    orchard = perms + [{"id": "orchard", "card": "Exotic Orchard", "controller": "A"}]
    assert status(board(None, orchard, life=1), {"bear": "B"}) == "unknown"
    assert status(board(None, orchard, life=1, others={"commander_color_identity": ["W"]}), {"bear": "B"}) == "legal"
    assert status(board(None, orchard, life=1, others={"commander_color_identity": ["B"]}), {"bear": "B"}) == "illegal"


def test_a_hand_written_mana_ability_of_the_identity():
    perms = [{"id": "rock", "name": "Rock", "controller": "A", "types": ["artifact"],
              "mana_abilities": [{"commander_color_identity": True}]},
             {"id": "annex", "card": "Norn's Annex", "controller": "B"}]
    assert status(board(["W"], perms, life=1), {"bear": "B"}) == "legal"
    assert status(board(None, perms, life=1), {"bear": "B"}) == "unknown"


@pytest.mark.parametrize("ability, field", [
    ({"commander_color_identity": True, "produce": ["{W}"]}, "mana_abilities[0]"),
    ({"commander_color_identity": False}, "mana_abilities[0].commander_color_identity"),
])
def test_a_mana_ability_has_one_way_to_make_mana(ability, field):
    perms = [{"id": "rock", "name": "Rock", "controller": "A", "types": ["artifact"], "mana_abilities": [ability]}]
    with pytest.raises(InputError, match=re.escape(f"permanents[1].{field}")):
        board(["W"], perms)


def test_the_identity_is_colors_by_letter():
    with pytest.raises(InputError, match=r"players\[0\]\.commander_color_identity\[0\]: 'white' is not a color"):
        board(["white"], [])
