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
