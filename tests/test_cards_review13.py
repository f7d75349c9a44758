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
