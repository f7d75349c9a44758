"""The count over one wide total by the recurrence Pi P' = Sigma P (solver/series.py): the
generic mana of taxes against the supply (107.4b), the requirement deficit of 508.1d, one
cost symbol; narrow aggregates (a Crawlspace column, an attacker total saturating for
"can't attack alone", 508.1c) in a ring split into triangular blocks. It must agree with
the brute-force reference and with the products of count.py, from either end of the
series."""

import time

import pytest
from hypothesis import HealthCheck, given, settings

import reference
import strategies
from attackcheck import Board
from attackcheck.solver import series as S
from attackcheck.solver.check import maximum
from attackcheck.solver.count import Products
from attackcheck.solver.space import StateSpace
from helpers import board, creature, land
from test_count_classes import token_boards
from test_count_sweep import two_tax_boards

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def space_of(raw, relax=frozenset()) -> StateSpace:
    ctx = Board(raw).context
    return StateSpace(ctx, maximum(ctx, 20).value, time.monotonic() + 60, relax)


@pytest.fixture
def any_width(monkeypatch):
    monkeypatch.setattr(S, "MIN_WIDE", 1)  # the recurrence takes even narrow totals


def agree(raw, relax=frozenset()) -> bool:
    """Whether the recurrence took the board; asserts it agrees with the products."""
    space = space_of(raw, relax)
    plan = S.Series.plan(space)
    if plan is None:
        return False
    assert plan.run() == Products(space).run()
    return True


@settings(max_examples=200, **SETTINGS)
@given(strategies.boards())
def test_series_matches_reference_on_random_boards(any_width, raw):
    space = space_of(raw)
    if S.Series.plan(space) is not None:
        assert S.Series.plan(space).run() == len(reference.legal_declarations(raw))


@settings(max_examples=200, **SETTINGS)
@given(token_boards())
def test_series_matches_products_on_token_boards(any_width, raw):
    agree(raw)


@settings(max_examples=150, **SETTINGS)
@given(two_tax_boards(small=False))
def test_series_matches_products_on_relaxed_bigger_boards(any_width, raw):
    # one wide total left once the payment or the requirements are dropped (bounds.py)
    agree(raw, frozenset({"payment"}))
    agree(raw, frozenset({"requirements"}))


def test_from_the_high_end_when_no_option_adds_nothing_without_attacking(any_width, monkeypatch):
    # goaded tokens (701.15b): home leaves both instances unobeyed, attacking B obeys one,
    # C or D both; with the deficit as the wide total (payment dropped, as bounds.py
    # does), the options adding no deficit all attack, so at the low end the constant
    # term isn't invertible where the attacker total ("can't attack alone", 508.1c) is
    # truncated. Home leaves the most unobeyed: from the high end it is invertible.
    monkeypatch.setattr(S, "MAX_EXPLICIT", 0)  # no creature multiplied in one at a time
    perms = [creature(f"g{i}", name="Soldier", token=True) for i in range(6)]
    perms += [creature(f"f{i}", name="Mogg Flunkies") for i in range(2)]
    effects = [{"kind": "cant_attack_alone", "creatures": ["f0", "f1"], "controller": "B"},
               {"kind": "attack_tax", "target": "C", "cost": "{2}", "controller": "C"}]
    goads = [{"goad": f"g{i}", "by": "B"} for i in range(6)]
    raw = board(perms, effects, players=("A", "B", "C"), designations=goads)
    space = space_of(raw, frozenset({"payment"}))
    plan = S.Series.plan(space)
    assert plan is not None and plan.w == space.index["deficit"]
    parts = [([plan.element({s: m for s, m in poly.items() if s[plan.w] == k})
               for k in range(max(s[plan.w] for s in poly) + 1)], n) for poly, n in space.parts]
    assert plan._from_low(parts) is None
    high = plan._from_high(parts)
    assert high is not None
    relaxed_count = plan._judge(high)
    assert relaxed_count == Products(space).run()
    # the relaxation is an upper bound: the payment dropped, every legal declaration stays
    assert relaxed_count >= len(reference.legal_declarations(raw))


@pytest.mark.parametrize("family,size", [("duel", 1000), ("commander", 300), ("swarm", 300)])
def test_series_on_relaxed_benchmark_boards(family, size):
    from benchmarks.boards import generate

    raw = generate(family, size, 0)
    for relax in ({"requirements"}, {"payment"}):
        space = space_of(raw, frozenset(relax))
        plan = S.Series.plan(space)
        if plan is not None:
            assert plan.run() == Products(space).run()


def test_series_counts_the_duel_with_its_tax():
    # Ghostly Prison's {2} against the lands (107.4b), Mogg Flunkies that can't attack
    # alone (508.1c), Juggernauts that attack each combat: one wide total, the demand
    from benchmarks.boards import generate

    raw = generate("duel", 1000, 0)
    space = space_of(raw)
    assert S.Series.plan(space) is not None
    assert S.series_count(space) == Products(space).run()


def test_saturated_values_come_back_from_the_block_sums(any_width):
    # the attacker total saturates at 2 ("can't attack alone"); a state with 2 or more
    # attackers is the block sum (t = 1) less the truncated values, exact in integers
    perms = [creature(f"f{i}", name="Mogg Flunkies") for i in range(3)] + [land(f"l{i}", ["{R}"]) for i in range(5)]
    effects = [{"kind": "cant_attack_alone", "creatures": [f"f{i}" for i in range(3)], "controller": "B"},
               {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
    raw = board(perms, effects, players=("A", "B", "C"))
    assert agree(raw)
    assert S.series_count(space_of(raw)) == len(reference.legal_declarations(raw))
