"""Real cards: the reasons the reader gives for what it leaves out say what the board must
write (an activated ability that makes a permanent a creature, 611.2a)."""

from __future__ import annotations

import pytest

from helpers import read


@pytest.mark.parametrize("card, start", [
    ("Gideon Jura", "0: Until end of turn, Gideon Jura becomes"),     # still a planeswalker
    ("Mutavault", "{1}: This land becomes a 2/2 creature"),           # with all creature types
])
def test_an_activated_animation_left_out_says_to_write_the_permanent_as_it_is_611_2a(card, start):
    # the effect of an activated ability is a one-shot effect once it resolves (611.2a, 611.2c):
    # the board writes what it left. The reason said "no wording about attacking", though a
    # creature is what may attack (506.3).
    (reason,) = [n["reason"] for n in read(card).ignored if n["text"].startswith(start)]
    assert reason.startswith("an activated ability that makes a permanent a creature") and "types with creature" in reason


@pytest.mark.parametrize("animator, attached", [
    ("Nissa's Zendikon", True),     # "Enchanted land is a 4/4 Elemental creature with reach and haste. It's still a land."
    ("Living Terrain", True),       # "... a 5/6 green Treefolk creature that's still a land."
    ("Natural Emergence", False),   # "Lands you control are 2/2 creatures with first strike. They're still lands."
])
def test_a_land_that_is_a_creature_and_still_a_land_may_attack_205_1b(animator, attached):
    # the land keeps its types (205.1b: "still a land") and is a creature (506.3): it may
    # attack, having been under its controller's control since the turn began (302.6). The
    # sentence was unsupported (every board unknown) where "It's still a land" followed it.
    from attackcheck import Board

    perms = [{"id": "forest", "card": "Forest", "controller": "A"},
             {"id": "aura", "card": animator, "controller": "A", **({"attached_to": "forest"} if attached else {})}]
    board = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms})
    assert board.check({"attacks": {"forest": "B"}}).status == "legal"
    assert board.count().count == 2
    forest = board.resolved.permanents["forest"]
    assert forest.is_creature and "land" in forest.types


def _board(perms):
    from attackcheck import Board

    return Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms})


@pytest.mark.parametrize("card", ["The Moonbase", "Flaming Fist"])
def test_a_keyword_granted_inside_a_quoted_ability_is_no_static_change_613(card):
    # 'All creatures have "{2}: This creature gains flying until end of turn."': the flying is the
    # quoted ability's, once it resolves (a board writes it in `effects`); counting its words as
    # a static keyword change made every board with a keyword reader (Moat) unknown
    perms = [{"id": "moat", "card": "Moat", "controller": "B"}, {"id": "card", "card": card, "controller": "B"},
             {"id": "angel", "card": "Serra Angel", "controller": "A"}]
    assert _board(perms).check({"attacks": {"angel": "B"}}).status == "legal"


def test_goddrics_celebration_sets_a_creature_type_and_flying_so_moat_is_unknown_702_2():
    # "Goddric is a Dragon with base power and toughness 4/4, flying, and ...": while it holds,
    # Goddric flies over Moat; whether two nonland permanents entered this turn is on no field.
    # It was read as a change of power only, and Moat stopped Goddric ("illegal").
    perms = [{"id": "moat", "card": "Moat", "controller": "B"},
             {"id": "goddric", "card": "Goddric, Cloaked Reveler", "controller": "A"}]
    r = _board(perms).check({"attacks": {"goddric": "B"}})
    assert r.status == "unknown" and [u["permanent"] for u in r.to_dict()["unread"]] == ["goddric"]


def test_unread_text_that_makes_no_creature_leaves_a_declared_land_bad_input():
    # Urborg's "Each land is a Swamp in addition to its other land types" (unread) can't make
    # the Swamp a creature: declaring it is bad input, not unknown
    from attackcheck import DeclarationError

    perms = [{"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "B"},
             {"id": "swamp", "card": "Swamp", "controller": "A"},
             {"id": "serpent", "card": "Bog Serpent", "controller": "A"}]
    with pytest.raises(DeclarationError, match="not a creature"):
        _board(perms).check({"attacks": {"swamp": "B"}})


def test_a_licid_becoming_an_aura_is_not_called_an_animation():
    # "becomes an Aura enchantment with enchant creature" makes it no creature (the reason said
    # to write it as a creature)
    assert all(not n["reason"].startswith("an activated ability that makes a permanent a creature")
               for n in read("Calming Licid").ignored)


def test_an_unattached_equipments_pump_changes_no_power_702_6():
    # Cranial Plating's "Equipped creature gets +1/+0 for each artifact you control" (once unread)
    # made every board with a power reader (Ensnaring Bridge) unknown, though it equips nothing;
    # read now: attached, the bear is 3/2 (the Plating is an artifact), past two cards, not three
    plating = {"id": "plating", "card": "Cranial Plating", "controller": "A"}
    perms = [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}, plating,
             {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]
    from attackcheck import Board

    def board(ps):
        return Board({"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 3}], "turn": {"active": "A"},
                      "permanents": ps})

    assert board(perms).check({"attacks": {"bear": "B"}}).status == "legal"
    attached = [perms[0], {**plating, "attached_to": "bear"}, perms[2]]
    assert board(attached).check({"attacks": {"bear": "B"}}).status == "legal"
    two = Board({"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 2}], "turn": {"active": "A"},
                 "permanents": attached})
    assert two.check({"attacks": {"bear": "B"}}).status == "illegal"


@pytest.mark.parametrize("perms", [
    # on Sol Ring the Zendikon would be gone (it enchants lands)
    [{"id": "ring", "card": "Sol Ring", "controller": "A"},
     {"id": "zk", "card": "Vastwood Zendikon", "controller": "A", "attached_to": "ring"}],
    # "Enchant land you control": B's Harmonious Emergence on A's Forest
    [{"id": "forest", "card": "Forest", "controller": "A"},
     {"id": "he", "card": "Harmonious Emergence", "controller": "B", "attached_to": "forest"}],
    # on a Bears (no land)
    [{"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True},
     {"id": "he", "card": "Harmonious Emergence", "controller": "A", "attached_to": "bear"}],
])
def test_an_aura_attached_to_what_its_enchant_line_excludes_is_no_board_303_4d(perms):
    # an Aura attached to what its Enchant line excludes is put into the graveyard before
    # attackers are declared (704.5m): the board is refused, naming the Aura's attached_to
    from attackcheck import InputError

    with pytest.raises(InputError, match="enchant ability doesn't allow") as got:
        _board(perms)
    assert got.value.path == "permanents[1].attached_to"
