"""Counting: exact integers far past brute force, by classes and generating functions."""

from math import comb

from attackcheck import Board
from helpers import board, creature, land

TOKENS = [creature(f"t{i}", power=1, toughness=1, token=True, name="Soldier") for i in range(30)]
FOUR = ("A", "B", "C", "D")


def test_thirty_identical_tokens_and_three_opponents_count_4_to_the_30():
    assert Board(board(TOKENS, players=FOUR)).count().count == 4 ** 30


def test_with_max_attackers_5_the_count_is_the_binomial_sum():
    b = Board(board(TOKENS, [{"kind": "max_attackers", "count": 5, "controller": "B"}], players=FOUR))
    assert b.count().count == sum(comb(30, k) * 3 ** k for k in range(6))


def test_count_with_goad_requirements_is_exact():
    # each goaded token must attack C or D: 2**30 legal declarations
    b = Board(board(TOKENS, players=FOUR, designations=[{"goad": t["id"], "by": "B"} for t in TOKENS]))
    assert b.count().count == 2 ** 30


def test_count_with_a_tax_and_scarce_mana():
    prop = {"id": "prop", "controller": "B", "types": ["enchantment"],
            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    lands = [land(f"l{i}", ["{G}"]) for i in range(4)]
    b = Board(board(TOKENS + [prop] + lands, players=("A", "B", "C")))
    # at most two tokens attack B; the others attack C or stay home
    expected = sum(comb(30, k) * 2 ** (30 - k) for k in range(3))
    assert b.count().count == expected


def test_count_with_cant_attack_alone_classes():
    flunkies = [creature(f"f{i}", abilities=[{"kind": "cant_attack_alone", "creatures": "self"}]) for i in range(10)]
    b = Board(board(flunkies))
    assert b.count().count == 2 ** 10 - 10  # every subset except the ten singletons


def test_legal_attacks_view_supports_in_iteration_and_count():
    b = Board(board([creature("x"), creature("y")], [{"kind": "max_attackers", "count": 1, "controller": "B"}]))
    view = b.legal_attacks
    assert {"attacks": {"x": "B"}} in view
    assert {"attacks": {"x": "B", "y": "B"}} not in view
    assert view.count() == 3 == len(list(view))
