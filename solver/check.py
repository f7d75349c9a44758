"""The check of one declaration (SPEC section 2): twins for 1-3, CP-SAT for M, the payment
decided without a solver when no choice is left (else by the payment model), and the
explanations (issue 7): the closest witness and the minimal blocking set."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Optional

from attackcheck.models.mana import ManaCost

from .context import Context, Reason
from .explain import blocking_set, cost_shortfall, moves
from .model import AttackModel
from .params import (DEFAULT_TIME_LIMIT, FEASIBLE, INFEASIBLE, OPTIMAL, UNKNOWN, WITNESS_TIME_LIMIT, new_model,
                     new_solver, status_of)
from .payment import Demand, add_payment, extract_plan, quick_payable
from .repair import nearest_by_moves
from .rules import Evaluation, evaluate


@dataclass
class Maximum:
    """M of 508.1d: the most requirement instances a cost-free legal declaration obeys."""

    status: str  # optimal | feasible (time limit) | unknown
    value: Optional[int]  # best found
    bound: Optional[int]  # proven upper bound
    declaration: Optional[dict]


def maximum(ctx: Context, time_limit: Optional[float] = None) -> Maximum:
    cached = getattr(ctx, "_maximum", None)
    if cached is not None and cached.status == OPTIMAL:
        return cached
    if ctx.instance_count() == 0:
        result = Maximum(OPTIMAL, 0, 0, {})  # nothing to maximise: the empty attack obeys all
    else:
        am = AttackModel(ctx, cost_free=True, payment=False)
        am.m.maximize(am.obeyed)
        solver = new_solver(time_limit)
        st = status_of(solver.solve(am.m))
        if st in (OPTIMAL, FEASIBLE):
            value = int(round(solver.objective_value))
            bound = int(solver.best_objective_bound + 1e-6)
            result = Maximum(OPTIMAL if st == OPTIMAL else FEASIBLE, value, max(value, bound), am.declaration(solver))
        else:  # the empty declaration is always cost-free and legal, so this is a time-out
            result = Maximum(UNKNOWN, 0, ctx.instance_count(), None)
    if result.status == OPTIMAL:
        ctx._maximum = result  # a proof cut short by a time limit is not kept
    return result


@dataclass
class Payment:
    status: str  # paid | unpayable | unknown
    plan: Optional[dict]


def solve_payment(ctx: Context, cost: ManaCost, groups: list, time_limit: Optional[float] = None,
                  attacking: set = frozenset(), plan: bool = True) -> Payment:
    """Pay `cost` from these source groups, the pool and life (508.1h-j)."""
    if cost.is_zero():
        return Payment("paid", {"mana": [], "life": 0})
    if not plan:
        quick = quick_payable(cost, groups, ctx.pool, ctx.life)
        if quick is not None:
            return Payment("paid" if quick else "unpayable", None)
    m = new_model()
    pv = add_payment(m, Demand.of_cost(cost), groups, ctx.pool, ctx.life)
    if plan:
        m.minimize(pv.mana_units + 2 * pv.life_paid)  # tap no more than needed; keep life
    solver = new_solver(time_limit)
    st = status_of(solver.solve(m))
    if st == INFEASIBLE:
        return Payment("unpayable", None)
    if st in (OPTIMAL, FEASIBLE):
        return Payment("paid", extract_plan(solver, pv, cost, ctx.pool, set(), attacking) if plan else None)
    return Payment("unknown", None)


def pay(ctx: Context, attacks: dict, cost: ManaCost, time_limit: Optional[float] = None,
        plan: bool = True) -> Payment:
    """Can the active player pay `cost` once `attacks` are declared (508.1f-j)?"""
    return solve_payment(ctx, cost, ctx.declared_payment_groups(attacks), time_limit, set(attacks), plan)


@dataclass
class CheckResult:
    status: str  # legal | illegal | unknown
    obeyed: int
    maximum: Optional[int]
    violations: list = field(default_factory=list)
    witness: Optional[dict] = None
    cost: dict = field(default_factory=lambda: {"mana": "{0}", "life": 0})
    payment: Optional[dict] = None
    moves: list = field(default_factory=list)  # the witness as changes (issue 7)
    witness_closest: bool = False  # proved to change the fewest creatures
    blocked: Optional[dict] = None  # why some requirements can't be obeyed (issue 7)

    @property
    def legal(self) -> bool:
        return self.status == "legal"

    def to_dict(self) -> dict:
        return {
            "status": self.status,
            "obeyed": self.obeyed,
            "maximum": self.maximum,
            "violations": self.violations,
            "witness": {"attacks": self.witness} if self.witness is not None else None,
            "cost": self.cost,
            "payment": self.payment,
            "moves": self.moves,
            "witness_closest": self.witness_closest,
            "blocked": self.blocked,
        }


def closest_legal(ctx: Context, attacks: dict, m_value: int, time_limit=None,
                  start: Optional[dict] = None) -> tuple:
    """A legal declaration reaching M that changes as few creatures as possible, and
    whether it was proved the closest within the witness time limit."""
    am = AttackModel(ctx, cost_free=False, payment=True)
    am.m.add(am.obeyed >= m_value)
    am.m.maximize(am.add_closeness(attacks))
    if start is not None:
        am.add_hint(start)  # the cost-free declaration that reached M is legal
    budget = WITNESS_TIME_LIMIT if time_limit is None else min(time_limit, WITNESS_TIME_LIMIT)
    solver = new_solver(budget)
    st = status_of(solver.solve(am.m))
    if st in (OPTIMAL, FEASIBLE):
        return am.declaration(solver, prefer=attacks), st == OPTIMAL
    return None, False


def check(ctx: Context, attacks: dict, time_limit: Optional[float] = None, explain: bool = True) -> CheckResult:
    """`time_limit` bounds the whole check: every solve gets what is left of it. Without
    `explain`, the witness is any legal declaration reaching M and `blocked` is not sought:
    the status, obeyed and maximum are the same."""
    deadline = time.monotonic() + (DEFAULT_TIME_LIMIT if time_limit is None else time_limit)

    def left() -> float:
        return max(0.0, deadline - time.monotonic())

    ev: Evaluation = evaluate(ctx, attacks)
    violations = [r.violation(cs) for r, cs in ev.violations]
    cost = ev.cost
    payment = pay(ctx, attacks, cost, left(), plan=False) if ev.valid_pairs else Payment("unknown", None)
    if payment.status == "unpayable":
        why = cost_shortfall(ctx, attacks, cost)
        violations.append(Reason(
            "cost", "508.1j",
            f"the total cost to attack, {cost}, can't be paid in full" + (f": {why}" if why else "")
        ).violation([c for c, d in attacks.items() if not ctx.creatures[c].cost[d].is_zero()]))

    all_obeyed = ev.obeyed == ctx.instance_count()
    if all_obeyed and not violations and cost.is_zero():
        mx = Maximum(OPTIMAL, ev.obeyed, ev.obeyed, dict(attacks))  # nothing can obey more
    else:
        mx = maximum(ctx, left())

    status = "legal"
    if violations:
        status = "illegal"
    elif payment.status == "unknown":
        status = "unknown"
    if mx.value is not None and ev.obeyed < mx.value:
        status = "illegal"
    elif mx.bound is not None and ev.obeyed < mx.bound and mx.status != OPTIMAL and status == "legal":
        status = "unknown"  # 508.1d not proven either way within the time limit

    witness, closest = None, False
    if status == "illegal" and mx.status == OPTIMAL and explain:
        # as few changes as the rules force: proved closest without a search
        witness = nearest_by_moves(ctx, attacks, mx.value, lambda a, c: pay(ctx, a, c, left(), plan=False).status,
                                   paid_before=payment.status == "paid")
        closest = witness is not None
        if witness is None:
            witness, closest = closest_legal(ctx, attacks, mx.value, left(), mx.declaration)
        if witness is None:  # the cost-free declaration that reached M is legal too
            witness = mx.declaration
    elif status == "illegal" and mx.declaration is not None:
        witness = mx.declaration
    if status == "illegal" and mx.value is not None and ev.obeyed < mx.value:
        better = mx.declaration if mx.declaration is not None else (witness or {})
        violations.extend(_shortfall(ctx, ev, better, mx.value))

    if status == "legal" and payment.plan is None:  # one payment plan for a legal result
        payment = pay(ctx, attacks, cost, left())
        if payment.status != "paid":  # the decision above and the plan disagree only on a time-out
            status = "unknown"
    blocked = None
    if status == "illegal" and explain and mx.status == OPTIMAL and mx.value < ctx.obeyable_upper_bound() and left() > 0:
        blocked = blocking_set(ctx, left())
    return CheckResult(
        status=status,
        obeyed=ev.obeyed,
        maximum=mx.value if mx.status == OPTIMAL else (mx.value if status == "illegal" else None),
        violations=violations,
        witness=dict(attacks) if status == "legal" else witness,
        cost={"mana": str(cost), "life": 0},
        payment=payment.plan if status == "legal" else None,
        moves=moves(ctx, attacks, witness) if witness is not None and status != "legal" else [],
        witness_closest=closest if status == "illegal" else status == "legal",
        blocked=blocked,
    )


def _shortfall(ctx: Context, ev: Evaluation, better: dict, m_value: int) -> list:
    """508.1d: the requirement instances a better declaration obeys that this one does not."""
    better_ev = evaluate(ctx, better)
    out = []
    for c, info in ctx.creatures.items():
        for inst in info.instances:
            key = (inst.label, inst.kind, c)
            if key in better_ev.obeyed_instances and key not in ev.obeyed_instances:
                target = better.get(c)
                out.append({
                    "kind": "requirement", "rule": "508.1d",
                    "message": f"{inst.text}: not obeyed, but {ctx.perms[c].label()} could attack {ctx.rb.describe(target)} at no cost",
                    "creatures": [c], "effect": inst.label,
                })
    for g in ctx.group_instances:
        if (g.label, "group", None) in better_ev.obeyed_instances and (g.label, "group", None) not in ev.obeyed_instances:
            out.append({"kind": "requirement", "rule": "508.1d", "message": f"{g.text}: not obeyed",
                        "creatures": [], "effect": g.label})
    if not out:
        out.append({"kind": "requirement", "rule": "508.1d",
                    "message": f"the declaration obeys {ev.obeyed} requirement instance(s); {m_value} can be obeyed without paying any cost",
                    "creatures": [], "effect": None})
    else:
        out[0]["message"] += f" (this declaration obeys {ev.obeyed} of the {m_value} obeyable at no cost)"
    return out
