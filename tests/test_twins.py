"""Each encoder in solver/model.py against its plain-Python twin in solver/rules.py: on a
fixed declaration the CP-SAT model is feasible exactly when the twins find no broken
restriction and the payment succeeds, and it counts the same obeyed instances."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from attackcheck import Board
from attackcheck.solver.check import pay
from attackcheck.solver.model import AttackModel
from attackcheck.solver.params import new_solver
from attackcheck.solver.rules import evaluate
from ortools.sat.python import cp_model
import pytest

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.data())
def test_encoders_agree_with_twins(data):
    raw = data.draw(strategies.boards())
    ctx = Board(raw).context
    creatures = sorted(ctx.creatures)
    choices = [None] + list(ctx.defenders)
    attacks = {}
    for c in creatures:
        d = data.draw(st.sampled_from(choices))
        if d is not None:
            attacks[c] = d
    ev = evaluate(ctx, attacks)
    payable = pay(ctx, attacks, ev.cost).status == "paid"
    twin_ok = ev.valid_pairs and ev.restrictions_ok and payable

    fixed = {c: attacks.get(c) for c in creatures}
    am = AttackModel(ctx, payment=True, fixed=fixed)
    solver = new_solver(10)
    st_ = solver.solve(am.m)
    feasible = st_ in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    assert feasible == twin_ok, (attacks, ev.violations, payable)
    if feasible:
        assert am.declaration(solver) == dict(sorted(attacks.items(), key=lambda kv: list(ctx.perms).index(kv[0])))
        # group requirements are half-reified: maximise to read the obeyed count
        am.m.maximize(am.obeyed)
        solver.solve(am.m)
        assert int(round(solver.objective_value)) == ev.obeyed


def test_identical_creatures_fixed_alike_share_a_class():
    from helpers import creature, make

    b = make([creature(f"t{i}") for i in range(3)], [{"kind": "max_attackers", "count": 2, "controller": "B"}])
    ctx = b.context
    for attacks, ok in (({"t0": "B", "t1": "B"}, True), ({"t0": "B", "t1": "B", "t2": "B"}, False)):
        am = AttackModel(ctx, fixed={c: attacks.get(c) for c in ctx.creatures})
        assert (new_solver(5).solve(am.m) in (cp_model.OPTIMAL, cp_model.FEASIBLE)) == ok
