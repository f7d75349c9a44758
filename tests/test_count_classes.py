import pytest
"""The count on boards of identical tokens, against the brute-force reference:
big classes take the option-count walk, classes with the same options are merged, and
dead states are dropped early. Each board mixes what the count tracks: goad
(701.15), caps (508.1c), taxes paid with generic or colored mana and life (508.1h, 107.4f,
119.4), mana creatures tapped by attacking (508.1f) and "can't attack alone"."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
from attackcheck import Board
from helpers import board, creature, land

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
TAXES = ("{1}", "{2}", "{W}", "{W/P}", "{G}", "{1}{W}")


@st.composite
def token_boards(draw):
    opponents = draw(st.sampled_from([("B",), ("B", "C")]))
    perms, designations, effects = [], [], []
    n_kinds = draw(st.integers(1, 2))
    budget = 7 if len(opponents) == 1 else 6
    sizes = [draw(st.integers(2, 4)) for _ in range(n_kinds)]
    while sum(sizes) > budget:
        sizes[sizes.index(max(sizes))] -= 1
    for k, size in enumerate(sizes):
        ids = [f"t{k}_{i}" for i in range(size)]
        mana = draw(st.sampled_from([None, ["{G}"], ["any"]]))
        vigilance = draw(st.booleans())
        goaded = draw(st.sampled_from([None] + list(opponents)))
        for i in range(size):
            kw = {"token": True}
            if mana:
                kw["mana"] = mana
            if vigilance:
                kw["keywords"] = ["vigilance"]
            perms.append(creature(ids[i], name=f"Token {k}", **kw))
            if goaded:
                designations.append({"goad": f"t{k}_{i}", "by": goaded})
        if draw(st.booleans()):
            effects.append({"kind": "attacks_if_able", "creatures": ids, "controller": "B"})
        if draw(st.booleans()):
            effects.append({"kind": "cant_attack_alone", "creatures": ids, "controller": "B"})
    for p in opponents:
        if draw(st.booleans()):
            effects.append({"kind": "attack_tax", "target": p, "cost": draw(st.sampled_from(TAXES)), "controller": p})
    if draw(st.booleans()):
        effects.append({"kind": "max_attackers_against", "target": opponents[0], "count": draw(st.integers(1, 3)),
                        "controller": opponents[0]})
    if draw(st.booleans()):
        effects.append({"kind": "max_attackers", "count": draw(st.integers(1, 4)), "controller": opponents[-1]})
    for i in range(draw(st.integers(0, 3))):
        perms.append(land(f"land{i}", [draw(st.sampled_from(["{W}", "{G}", "{C}{C}"]))]))
    return board(perms, effects, players=("A",) + opponents, designations=designations)


@pytest.mark.slow
@settings(max_examples=400, **SETTINGS)
@given(token_boards())
def test_count_of_token_boards_matches_reference(raw):
    assert Board(raw).count().count == len(reference.legal_declarations(raw))


@pytest.mark.slow
@settings(max_examples=150, **SETTINGS)
@given(token_boards())
def test_count_with_every_product_on_packed_states_matches_reference(raw):
    import importlib

    count_module = importlib.import_module("attackcheck.solver.count")
    old = count_module.PACK_MIN_TERMS
    count_module.PACK_MIN_TERMS = 0  # every product through the bit-field states
    try:
        assert Board(raw).count().count == len(reference.legal_declarations(raw))
    finally:
        count_module.PACK_MIN_TERMS = old


def test_pigeonhole_count_is_the_closed_form():
    # 508.1d with a cap: M = 2 x cap, so every attacker obeys both goad instances (701.15b):
    # k of the cap attack the taxed player D ({2} each, 508.1h), the rest the Crawlspace
    # player B; C(n, cap) x sum over k <= mana/2 of C(cap, k)
    from math import comb

    n, cap, lands = 40, 6, 4
    perms = [creature(f"g{i}", token=True) for i in range(n)]
    perms += [land(f"m{i}", ["{R}"]) for i in range(lands)]
    perms.append({"id": "jace", "controller": "C", "types": ["planeswalker"], "loyalty": 3})
    effects = [{"kind": "max_attackers_against", "target": "B", "count": cap + 2, "controller": "B"},
               {"kind": "attack_tax", "target": "C", "cost": "{2}", "controller": "C"},
               {"kind": "attack_tax", "target": "D", "cost": "{2}", "controller": "D"},
               {"kind": "max_attackers", "count": cap, "controller": "D"}]
    goads = [{"goad": f"g{i}", "by": "C"} for i in range(n)]
    b = Board(board(perms, effects, players=("A", "B", "C", "D"), designations=goads))
    assert b.count().count == comb(n, cap) * sum(comb(cap, k) for k in range(lands // 2 + 1))


def test_count_when_a_saturating_option_follows_a_taxed_one():
    # four "can't attack alone" tokens (508.1c), a {1} tax on B (508.1h) paid from two
    # lands: the walk over B-attackers, then C-attackers whose count stops mattering once
    # two attack; the closed form of the rest of the binomial sum keeps the branch's weight
    perms = [creature(f"t{i}") for i in range(4)] + [land("m1", ["{R}"]), land("m2", ["{R}"])]
    effects = [{"kind": "cant_attack_alone", "creatures": [f"t{i}" for i in range(4)], "controller": "B"},
               {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
    raw = board(perms, effects, players=("A", "B", "C"))
    assert Board(raw).count().count == len(reference.legal_declarations(raw)) == 64


def test_count_with_a_crawlspace_column_and_an_alone_flag():
    perms = [creature(f"t{i}") for i in range(4)] + [creature("x")]
    effects = [{"kind": "cant_attack_alone", "creatures": ["x"], "controller": "B"},
               {"kind": "max_attackers_against", "target": "B", "count": 10, "controller": "B"}]
    raw = board(perms, effects, players=("A", "B", "C"))
    assert Board(raw).count().count == len(reference.legal_declarations(raw)) == 241
