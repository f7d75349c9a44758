import pytest
"""The payment decided without a solver agrees with the payment model (508.1h-j,
107.4, 119.4) wherever it answers."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from attackcheck.models.mana import ManaCost, ManaOption
from attackcheck.solver.params import new_model, new_solver, status_of, INFEASIBLE
from attackcheck.solver.payment import Demand, SourceGroup, add_payment, quick_payable

OPTIONS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{C}{C}", "{G}{W}", "any"]
COSTS = ["{1}", "{2}", "{W}", "{U}", "{C}", "{G}{G}", "{W/P}", "{U/P}{U/P}", "{3}{R}", "{B/P}", "{2}{W/P}"]


def _model_says(cost, groups, pool, life) -> bool:
    m = new_model()
    add_payment(m, Demand.of_cost(cost), groups, pool, life)
    return status_of(new_solver(5).solve(m)) != INFEASIBLE


@st.composite
def payments(draw):
    groups = []
    for i in range(draw(st.integers(0, 5))):
        opts = tuple(ManaOption.parse(o) for o in draw(st.lists(st.sampled_from(OPTIONS), min_size=1, max_size=2)))
        size = draw(st.integers(1, 4))
        groups.append(SourceGroup([f"s{i}_{k}" for k in range(size)], opts, draw(st.integers(0, size)), size))
    pool = Counter({t: draw(st.integers(0, 2)) for t in draw(st.lists(st.sampled_from("WUBRGC"), max_size=2))})
    cost = ManaCost.parse("".join(draw(st.lists(st.sampled_from(COSTS), min_size=1, max_size=4))))
    return cost, groups, pool, draw(st.integers(0, 9))


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(payments())
def test_quick_payment_agrees_with_the_payment_model(case):
    cost, groups, pool, life = case
    quick = quick_payable(cost, groups, pool, life)
    if quick is not None:
        assert quick == _model_says(cost, groups, pool, life)


def test_quick_payment_phyrexian_life_goes_where_the_color_is_short():
    # {W/P}{W/P}{1} with one Plains, one Forest and 2 life: life pays one {W/P} (119.4),
    # the Plains the other, the Forest the {1}
    plains = SourceGroup(["p"], (ManaOption.parse("{W}"),), 1, 1)
    forest = SourceGroup(["f"], (ManaOption.parse("{G}"),), 1, 1)
    assert quick_payable(ManaCost.parse("{W/P}{W/P}{1}"), [plains, forest], Counter(), 2) is True
    assert quick_payable(ManaCost.parse("{W/P}{W/P}{1}"), [plains, forest], Counter(), 1) is False


def test_quick_payment_leaves_choices_to_the_model():
    dual = SourceGroup(["d"], (ManaOption.parse("{W}"), ManaOption.parse("{U}")), 1, 1)
    assert quick_payable(ManaCost.parse("{1}"), [dual], Counter(), 0) is None
    assert quick_payable(ManaCost.parse("{W/U}"), [], Counter({"W": 1}), 0) is None
