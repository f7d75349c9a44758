"""704.5f: a creature with toughness 0 or less is put into its owner's graveyard as
state-based actions are checked, before any player gets priority (704.3), so before
attackers are declared. A board holding one is refused, naming the permanent; where text not
read could change its toughness, the answer is unknown instead. The reference (tests/reference.py)
refuses the same random boards."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from attackcheck import Board, InputError


def board(perms: list[dict], effects: list[dict] | None = None) -> dict:
    return {"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 3}], "turn": {"active": "A"},
            "permanents": perms, "effects": effects or []}


def test_elesh_norn_leaves_no_grizzly_bears_to_attack():
    # Elesh Norn, Grand Cenobite: "Creatures your opponents control get -2/-2": a 2/2 is 0/0
    raw = board([{"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "B"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "A"}])
    with pytest.raises(InputError) as err:
        Board(raw)
    assert err.value.path == "permanents[1]"
    assert "704.5f" in err.value.message and "Grizzly Bears" in err.value.message


def test_dread_of_night_kills_a_white_one_toughness_creature():
    raw = board([{"id": "dread", "card": "Dread of Night", "controller": "B"},
                 {"id": "lion", "card": "Savannah Lions", "controller": "A"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "A"}])
    with pytest.raises(InputError, match="Savannah Lions"):
        Board(raw)
    raw["permanents"].pop(1)  # off the board, as the message says: the Bears are green, 2/2
    assert Board(raw).check({"attacks": {"bears": "B"}}).status == "legal"


def test_march_of_the_machines_kills_an_artifact_of_mana_value_zero():
    # 202.3: a token without a mana cost has mana value 0, so base toughness 0
    treasure = {"id": "t1", "name": "Treasure", "controller": "A", "token": True, "types": ["artifact"],
                "subtypes": ["Treasure"]}
    raw = board([{"id": "march", "card": "March of the Machines", "controller": "B"}, treasure])
    with pytest.raises(InputError, match=r"704\.5f"):
        Board(raw)


def test_minus_one_counters_count_after_plus_one_counters_are_removed():
    # 704.5q: two +1/+1 and two -1/-1 counters on a 1/1 annihilate: a 1/1 lives
    raw = board([{"id": "x", "types": ["creature"], "power": 1, "toughness": 1, "controller": "A",
                  "counters": {"+1/+1": 2, "-1/-1": 2}}])
    assert Board(raw).check({"attacks": {"x": "B"}}).status == "legal"
    raw["permanents"][0]["counters"] = {"-1/-1": 1}
    with pytest.raises(InputError, match="toughness 0"):
        Board(raw)


def test_a_toughness_the_board_leaves_out_is_not_zero():
    # a creature written with a power only: its toughness is not known, so never 0
    raw = board([{"id": "x", "types": ["creature"], "power": 2, "controller": "A"}],
                [{"kind": "modify_pt", "creatures": ["x"], "power": -1, "toughness": -1, "controller": "B"}])
    assert Board(raw).check({"attacks": {"x": "B"}}).status == "legal"


def test_an_indestructible_creature_still_dies_of_zero_toughness():
    # 704.5f is no destruction: indestructible doesn't help (702.12b)
    raw = board([{"id": "x", "types": ["creature"], "power": 1, "toughness": 1, "keywords": ["indestructible"],
                  "controller": "A"}],
                [{"kind": "modify_pt", "creatures": ["x"], "power": -1, "toughness": -1, "controller": "B"}])
    with pytest.raises(InputError, match=r"704\.5f"):
        Board(raw)


def test_text_not_read_makes_it_unknown_rather_than_refused():
    # Kalemne's "+1/+1 for each experience counter you have" is not read: the toughness shown
    # may be wrong, so whether the creature is still there is unread, not an input error
    raw = board([{"id": "kalemne", "card": "Kalemne, Disciple of Iroas", "controller": "A"}],
                [{"kind": "modify_pt", "creatures": ["kalemne"], "power": -4, "toughness": -4, "controller": "B"}])
    b = Board(raw)
    assert b.check({"attacks": {}}).status == "unknown"
    assert any("704.5f" in u["text"] for u in b.unread)


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.data())
def test_the_reference_and_attackcheck_refuse_the_same_random_boards(data):
    raw = data.draw(strategies.boards(extended=data.draw(st.booleans()), dying=True))
    expected = strategies.dies(raw)
    try:
        Board(raw)
        refused = False
    except InputError as exc:
        assert any(rule in str(exc) for rule in ("704.5f", "704.5m", "704.5n")), exc
        refused = True
    assert refused == expected


def test_text_not_read_about_something_else_leaves_the_refusal():
    # Stormtide Leviathan's "Creatures without flying or islandwalk can't attack" is not read,
    # but says nothing of toughness: the Bears under Elesh Norn are still gone (704.5f)
    raw = board([{"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "B"},
                 {"id": "storm", "card": "Stormtide Leviathan", "controller": "B"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "A"}])
    with pytest.raises(InputError, match="Grizzly Bears"):
        Board(raw)


@pytest.mark.parametrize("animator", [
    {"id": "march", "card": "March of the Machines", "controller": "B"},
    {"id": "ensoul", "card": "Ensoul Artifact", "controller": "A", "attached_to": "boots"},
])
def test_an_equipment_that_is_a_creature_is_unattached_before_attackers_are_declared(animator):
    # 301.5c: an Equipment that's also a creature can't equip a creature; 704.5n unattaches it
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True},
             {"id": "boots", "card": "Swiftfoot Boots", "controller": "A", "attached_to": "bear"}, animator]
    with pytest.raises(InputError, match=r"permanents\[1\]\.attached_to: .*704\.5n"):
        Board(board(perms))
    perms[1] = {"id": "boots", "card": "Swiftfoot Boots", "controller": "A"}  # as the board then is
    b = Board(board(perms))
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"  # sick, no haste (302.6)


def test_a_reconfigured_equipment_attached_is_no_creature_and_stays():
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "sash", "card": "Lion Sash", "controller": "A", "attached_to": "bear"}]
    assert Board(board(perms)).count().count == 2


@pytest.mark.parametrize("pacifism_types", [None, ["enchantment", "creature"]])
def test_an_aura_that_is_a_creature_goes_to_the_graveyard_before_attackers_are_declared(pacifism_types):
    # 303.4d: an Aura that's also a creature can't enchant anything; 704.5m puts it into its
    # owner's graveyard. Pacifism made an artifact (Liquimetal Coating) under March of the
    # Machines, or written as a creature, still kept the Bears home ("illegal", count 1).
    pacifism = {"id": "paci", "card": "Pacifism", "controller": "B", "attached_to": "bear"}
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}]
    if pacifism_types:
        perms.append({**pacifism, "types": pacifism_types})
        effects: list[dict] = []
    else:
        perms += [pacifism, {"id": "march", "card": "March of the Machines", "controller": "A"}]
        effects = [{"kind": "add_types", "permanents": ["paci"], "types": ["artifact"], "controller": "A"}]
    with pytest.raises(InputError, match=r"permanents\[1\]\.attached_to: .*704\.5m"):
        Board(board(perms, effects))
    assert Board(board(perms[:1])).check({"attacks": {"bear": "B"}}).status == "legal"  # as the board then is


def test_an_equipment_attached_to_what_is_no_creature_is_unattached_704_5n():
    # 301.5c: an Equipment equips only a creature; Lizard Blades (reconfigure) on a Mutavault
    # that is a land was kept attached, and so no creature (702.151b): the count was 1
    perms = [{"id": "vault", "card": "Mutavault", "controller": "A"},
             {"id": "blades", "card": "Lizard Blades", "controller": "A", "attached_to": "vault"}]
    with pytest.raises(InputError, match=r"permanents\[1\]\.attached_to: .*no creature.*704\.5n"):
        Board(board(perms))
    assert Board(board([perms[0], {**perms[1], "attached_to": None}])).count().count == 2  # as the board then is
    greaves = {"id": "greaves", "card": "Lightning Greaves", "controller": "A", "attached_to": "B"}  # to a player
    with pytest.raises(InputError, match=r"permanents\[0\]\.attached_to"):
        Board(board([greaves]))


def test_a_copy_of_an_attached_licid_or_reconfigured_equipment_is_a_creature_707_2():
    # their being no creature while attached is an effect (702.151b; a Licid's ability), which
    # a copy doesn't copy: Sculpting Steel copying an attached Lizard Blades, Copy Enchantment
    # copying an attached Calming Licid were refused as "not a creature"
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
             {"id": "blades", "card": "Lizard Blades", "controller": "A", "attached_to": "bear"},
             {"id": "steel", "card": "Sculpting Steel", "copy_of": "blades", "controller": "A"},
             {"id": "bear2", "card": "Grizzly Bears", "controller": "B"},
             {"id": "licid", "card": "Calming Licid", "controller": "B", "attached_to": "bear2"},
             {"id": "copy", "card": "Copy Enchantment", "copy_of": "licid", "controller": "A"}]
    b = Board(board(perms))
    assert b.check({"attacks": {"steel": "B", "copy": "B"}}).status == "legal"
    assert b.count().count == 8


@pytest.mark.parametrize("knight, aura, refused", [
    ("Black Knight", "Pacifism", True),  # protection from white, a white Aura
    ("White Knight", "Pacifism", False),  # protection from black: Pacifism stays
    ("Progenitus", "Pacifism", True),  # protection from everything
])
def test_an_aura_on_a_permanent_with_protection_from_it_goes_to_the_graveyard_702_16c(knight, aura, refused):
    # 702.16c: a permanent with protection can't be enchanted by Auras that have the stated
    # quality; 704.5m puts such an Aura into its owner's graveyard before attackers are declared
    perms = [{"id": "k", "card": knight, "controller": "A"},
             {"id": "paci", "card": aura, "controller": "B", "attached_to": "k"}]
    if refused:
        with pytest.raises(InputError, match=r"permanents\[1\]\.attached_to: .*protection from .*702\.16c"):
            Board(board(perms))
    else:
        assert Board(board(perms)).check({"attacks": {"k": "B"}}).status == "illegal"
