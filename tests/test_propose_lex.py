"""propose's lexicographic optimum (508.1d's M first, then the objective, the least mana
plus life, the fewest attackers) is the same on the coarser classes of solver/alike.py in
one weighted solve as on the context's classes one stage at a time."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from attackcheck import Board
from attackcheck.solver import propose as propose_module
from attackcheck.solver.alike import interchangeable
from attackcheck.solver.check import maxima, maximum
from attackcheck.solver.params import Deadline, SolveStatus
from helpers import creature, land, make

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def _stage_values(ctx, name, arg, fix, alike, monkeypatch, combined):
    """(status, the value of each stage) of the proposal's solve."""
    with monkeypatch.context() as mp:
        if not combined:
            mp.setattr(propose_module, "COMBINED_RANGE", 0)
        mx = maximum(ctx)
        am, stages = propose_module.proposal_model(ctx, name, arg, fix, maxima(ctx), mx.declaration, alike=alike)
        status, solver, _ = propose_module._solve_lex(am, stages, Deadline(20))
    if status != SolveStatus.OPTIMAL:
        return status, None
    return status, tuple(e if isinstance(e, int) else solver.value(e) for e, _ in stages)


@pytest.mark.slow
@settings(max_examples=200, **SETTINGS)
@given(st.data())
def test_one_weighted_solve_on_alike_classes_matches_the_stages_on_the_contexts_classes(monkeypatch, data):
    raw = data.draw(strategies.boards())
    ctx = Board(raw).context
    if ctx.unread:
        return
    name, arg = data.draw(st.sampled_from([("forced", None), ("max-attackers", None), ("max-power", None),
                                           ("max-power-against", "B"), ("min-cost", None)]))
    fix = {}
    for c in sorted(ctx.creatures):
        choice = data.draw(st.sampled_from(["free", "free", "free", "home"] + list(ctx.defenders)))
        if choice != "free":
            fix[c] = None if choice == "home" else choice
    if propose_module._fix_reasons(ctx, fix):
        return
    fast = _stage_values(ctx, name, arg, fix, True, monkeypatch, True)
    slow = _stage_values(ctx, name, arg, fix, False, monkeypatch, False)
    assert fast == slow


def test_alike_classes_ignore_which_effect_makes_a_requirement():
    # 508.1d: two creatures, each under its own "attacks each combat if able", obey one
    # instance wherever they attack: interchangeable for a proposal, though each
    # instance's effect keeps them apart for the explanations
    effects = [{"kind": "attacks_if_able", "creatures": [c], "controller": "B"} for c in ("x", "y")]
    b = make([creature("x"), creature("y"), creature("bear")], effects)
    ctx = b.context
    assert sorted(map(sorted, interchangeable(ctx))) == [["bear"], ["x", "y"]]
    assert len(ctx.classes()) == 3
    p = b.propose()
    assert p.status == "legal" and p.declaration == {"x": "B", "y": "B"} and p.objective.value == 2


def test_alike_classes_keep_fixed_creatures_apart():
    effects = [{"kind": "attacks_if_able", "creatures": [c], "controller": "B"} for c in ("x", "y")]
    b = make([creature("x"), creature("y")], effects, players=("A", "B", "C"))
    p = b.propose(fix={"y": "C"}, objective="max-attackers")
    assert p.status == "legal" and p.declaration["y"] == "C" and len(p.declaration) == 2


def test_stages_one_solve_at_a_time_past_the_weighted_range(monkeypatch):
    # min-cost: the untaxed opponent (508.1h), whichever way the stages are solved
    prison = {"id": "prison", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    b = make([creature("x", abilities=[{"kind": "attacks_if_able", "creatures": "self"}]), prison,
              land("f1", ["{G}"]), land("f2", ["{G}"])], players=("A", "B", "C"))
    monkeypatch.setattr(propose_module, "COMBINED_RANGE", 1)
    for objective in ("min-cost", "forced", "max-attackers"):
        p = b.propose(objective=objective)
        assert p.declaration == {"x": "C"} and p.cost["mana"] == "{0}"


def test_alike_classes_keep_creatures_with_different_costs_apart():
    # 508.1h: x pays {1} to attack, y nothing; both must attack if able (508.1d) but only
    # one may (508.1c); the proposal sends the one that costs nothing
    effects = [{"kind": "attacks_if_able", "creatures": [c], "controller": "B"} for c in ("x", "y")]
    effects += [{"kind": "attack_cost", "creatures": ["x"], "cost": "{1}", "controller": "B"},
                {"kind": "max_attackers", "count": 1, "controller": "B"}]
    b = make([creature("x"), creature("y"), land("f", ["{G}"])], effects)
    assert sorted(map(sorted, interchangeable(b.context))) == [["x"], ["y"]]
    p = b.propose()
    assert p.declaration == {"y": "B"} and p.cost["mana"] == "{0}"
