import pytest
"""The payment decided without a solver agrees with the payment model (508.1h-j,
107.4, 119.4) wherever it answers."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from attackcheck.models.mana import ManaCost, ManaOption
from attackcheck.solver.params import new_model, new_solver, status_of, INFEASIBLE
from attackcheck.solver.payment import Demand, SourceGroup, add_payment, hall_payable, hall_plan, quick_payable

OPTIONS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{C}{C}", "{G}{W}", "any"]
COSTS = ["{1}", "{2}", "{W}", "{U}", "{C}", "{G}{G}", "{W/P}", "{U/P}{U/P}", "{3}{R}", "{B/P}", "{2}{W/P}"]
# hybrid, {2/c} and Phyrexian symbols mixed: the choices hall_payable makes without a solver
HALL_COSTS = COSTS + ["{W/U}", "{U/B}{U/B}", "{G/W}", "{W/B}", "{2/W}", "{2/B}{2/B}", "{2/G}", "{G/P}{G/P}", "{R/G}"]


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


def _one(sid: str, option: str, n: int) -> SourceGroup:
    return SourceGroup([f"{sid}{k}" for k in range(n)], (ManaOption.parse(option),), n, n)


@st.composite
def hall_payments(draw):
    groups = [_one(f"s{i}_", draw(st.sampled_from(OPTIONS)), draw(st.integers(1, 4)))
              for i in range(draw(st.integers(0, 6)))]
    pool = Counter({t: draw(st.integers(0, 2)) for t in draw(st.lists(st.sampled_from("WUBRGC"), max_size=2))})
    cost = ManaCost.parse("".join(draw(st.lists(st.sampled_from(HALL_COSTS), min_size=1, max_size=6))))
    return cost, groups, pool, draw(st.sampled_from([0, 1, 2, 3, 4, 6, 9, 20]))


@settings(max_examples=300, deadline=None)
@given(hall_payments())
def test_hall_payment_agrees_with_the_payment_model_on_hybrid_twobrid_and_phyrexian_107_4(case):
    cost, groups, pool, life = case
    got = hall_payable(cost, groups, pool, life)
    assert got is not None  # one option per source, no {X}: always decided
    assert got == _model_says(cost, groups, pool, life)


def test_hall_payment_hybrid_takes_either_color_107_4e():
    plains, island = _one("p", "{W}", 1), _one("i", "{U}", 1)
    assert hall_payable(ManaCost.parse("{W/U}{W/U}"), [plains, island], Counter(), 0) is True
    # both hybrids and the {W} need three white-or-blue mana: two aren't enough
    assert hall_payable(ManaCost.parse("{W/U}{W/U}{W}"), [plains, island], Counter(), 0) is False
    # {W/B}{U/B}: the Plains and the Island each pay one; {W/U}{B}: no black source
    assert hall_payable(ManaCost.parse("{W/B}{U/B}"), [plains, island], Counter(), 0) is True
    assert hall_payable(ManaCost.parse("{W/U}{B}"), [plains, island], Counter(), 0) is False


def test_hall_payment_two_generic_or_one_colored_107_4e():
    # {2/W}{2/W}: two Plains pay both with {W}; one Plains and two Forests pay {W} and {2}
    assert hall_payable(ManaCost.parse("{2/W}{2/W}"), [_one("p", "{W}", 2)], Counter(), 0) is True
    assert hall_payable(ManaCost.parse("{2/W}{2/W}"), [_one("p", "{W}", 1), _one("f", "{G}", 2)], Counter(), 0) is True
    assert hall_payable(ManaCost.parse("{2/W}{2/W}"), [_one("p", "{W}", 1), _one("f", "{G}", 1)], Counter(), 0) is False
    # the Plains is needed for {W}: {2/W} takes two of the Forests, the last one pays nothing
    assert hall_payable(ManaCost.parse("{2/W}{W}"), [_one("p", "{W}", 1), _one("f", "{G}", 2)], Counter(), 0) is True
    assert hall_payable(ManaCost.parse("{2/W}{W}"), [_one("p", "{W}", 1), _one("f", "{G}", 1)], Counter(), 0) is False


def test_hall_payment_spreads_life_over_phyrexian_colors_119_4():
    # 4 life pays two of {W/P}{U/P}{G/P}; the Forest pays the third only if it is the {G/P}
    forest = _one("f", "{G}", 1)
    assert hall_payable(ManaCost.parse("{W/P}{U/P}{G/P}"), [forest], Counter(), 4) is True
    assert hall_payable(ManaCost.parse("{W/P}{U/P}{B/P}"), [forest], Counter(), 4) is False
    assert hall_payable(ManaCost.parse("{W/P}{U/P}{G/P}"), [forest], Counter(), 3) is False


def test_hall_payment_leaves_choices_and_x_to_the_model():
    dual = SourceGroup(["d"], (ManaOption.parse("{W}"), ManaOption.parse("{U}")), 1, 1)
    assert hall_payable(ManaCost.parse("{2/W}"), [dual], Counter(), 0) is None
    assert hall_payable(ManaCost.parse("{X}{W/U}"), [_one("p", "{W}", 2)], Counter(), 0) is None


ONE_MANA = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "any"]


@st.composite
def one_mana_payments(draw):
    groups = []
    for i in range(draw(st.integers(0, 7))):
        size = draw(st.integers(1, 4))
        groups.append(SourceGroup([f"s{i}_{k}" for k in range(size)], (ManaOption.parse(draw(st.sampled_from(ONE_MANA))),),
                                  draw(st.integers(0, size)), size))
    cost = ManaCost.parse("".join(draw(st.lists(st.sampled_from(HALL_COSTS), min_size=1, max_size=6))))
    return cost, groups, draw(st.sampled_from([0, 1, 2, 3, 4, 6, 9, 20]))


@settings(max_examples=300, deadline=None)
@given(one_mana_payments())
def test_the_plain_plan_is_as_cheap_as_the_models_and_pays_the_cost_508_1h(case):
    cost, groups, life = case
    plan = hall_plan(cost, groups, Counter(), life)
    m = new_model()
    pv = add_payment(m, Demand.of_cost(cost), groups, Counter(), life)
    m.minimize(pv.mana_units + 2 * pv.life_paid)
    solver = new_solver(5)
    status = status_of(solver.solve(m))
    assert plan is not None
    if plan is False:
        assert status == INFEASIBLE
        return
    assert status != INFEASIBLE
    # as few mana and as little life as the model's optimum, each source tapped once
    assert len(plan["mana"]) + 2 * plan["life"] == round(solver.objective_value)
    sources = [e["source"] for e in plan["mana"]]
    assert len(sources) == len(set(sources)) and plan["life"] <= life
    # and the mana it lists, with its life, pays the cost
    made = [SourceGroup([e["source"]], (ManaOption.parse(e["mana"]),), 1, 1) for e in plan["mana"]]
    assert _model_says(cost, made, Counter(), plan["life"])


def test_the_plain_plan_pays_phyrexian_with_mana_before_life_and_2c_with_the_color_107_4f():
    plains = _one("p", "{W}", 2)
    # {W/P}{2/W}: both Plains, no life (each 2 life weighs as 2 mana: 4 against 2)
    plan = hall_plan(ManaCost.parse("{W/P}{2/W}"), [plains], Counter(), 20)
    assert plan == {"mana": [{"source": "p0", "mana": "{W}"}, {"source": "p1", "mana": "{W}"}], "life": 0}
    # {W/P}{W/P}{W/P}: the two Plains and 2 life
    plan = hall_plan(ManaCost.parse("{W/P}{W/P}{W/P}"), [plains], Counter(), 20)
    assert plan is not False and plan is not None and plan["life"] == 2 and len(plan["mana"]) == 2
    # a {C}{C} source or a pool is left to the model (how much to tap is a choice there)
    assert hall_plan(ManaCost.parse("{1}"), [_one("s", "{C}{C}", 1)], Counter(), 0) is None
    assert hall_plan(ManaCost.parse("{1}"), [plains], Counter({"G": 1}), 0) is None
