"""616.1: the order of mana replacement effects. `after_replacements` gives the same
options, in the same order, as trying every order of the effects (the permutation
version), without trying k! orders."""

import random

from attackcheck.models.mana import ManaOption
from attackcheck.solver.effects.mana import (ManaReplacement, after_replacements,
                                             after_replacements_by_permutations)

INSTEAD = [None, None, "{B}", "{C}{C}", "any", "{G}{W}", "{R}"]
OPTIONS = ["{G}", "{W}", "{C}{C}", "any", "{U}{B}"]


def _effect(rng: random.Random) -> ManaReplacement:
    return ManaReplacement(kind="mana_replacement", sources=["x"], multiply=rng.choice([1, 1, 2, 2, 3]),
                           produce_instead=rng.choice(INSTEAD))


def test_the_polynomial_order_matches_every_permutation_on_random_small_inputs():
    rng = random.Random(616)
    kinds = set()
    for _ in range(600):
        options = tuple(ManaOption.parse(t) for t in rng.sample(OPTIONS, rng.randint(0, 3)))
        effs = [_effect(rng) for _ in range(rng.randint(0, 6))]
        expected = after_replacements_by_permutations(options, effs)
        assert after_replacements(options, effs) == expected, (options, effs)
        kinds.add((any(e.produce_instead for e in effs), len(expected) > 1))
    assert kinds == {(False, False), (False, True), (True, False), (True, True)}  # every case was drawn


def test_twelve_and_sixty_replacement_effects_answer_at_once():
    doubler = ManaReplacement(kind="mana_replacement", sources=["x"], multiply=2)
    swamp = ManaReplacement(kind="mana_replacement", sources=["x"], produce_instead="{B}")
    green = (ManaOption.parse("{G}"),)
    # 8 effects: 40,320 orders, still checked one by one
    eight = [doubler] * 4 + [swamp] * 4
    assert after_replacements(green, eight) == after_replacements_by_permutations(green, eight)
    # 12 effects: 479,001,600 orders (hours one by one), seven results
    out = after_replacements(green, [doubler] * 6 + [swamp] * 6)
    assert out[0] == ManaOption((("B", 1),))  # the order as written: the last effect is a Swamp's
    assert set(out) == {ManaOption((("B", 2 ** n),)) for n in range(7)}
    # 60 effects: without an "instead" effect every order multiplies alike
    assert after_replacements(green, [doubler] * 60) == (ManaOption((("G", 2 ** 60),)),)
    mixed = after_replacements(green, [doubler] * 30 + [swamp] * 30)
    assert set(mixed) == {ManaOption((("B", 2 ** n),)) for n in range(31)}
