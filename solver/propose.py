"""Proposing a legal declaration (issue 3): lexicographically, it reaches M (508.1d), then
is best for the objective, then spends the least mana and life. Fixed attacks and creatures
kept home are respected; when nothing fits, the obstacle is named.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Optional

from .check import maximum, pay
from .context import Context
from .model import AttackModel
from .params import DEFAULT_TIME_LIMIT, FEASIBLE, INFEASIBLE, OPTIMAL, new_solver, status_of
from .rules import defender_reason, evaluate

OBJECTIVES = ("forced", "max-attackers", "max-power", "max-power-against:PLAYER", "min-cost")


@dataclass
class Proposal:
    status: str  # legal | none | unknown
    declaration: Optional[dict] = None
    obeyed: Optional[int] = None
    maximum: Optional[int] = None
    cost: Optional[dict] = None
    payment: Optional[dict] = None
    objective: Optional[dict] = None
    violations: list = field(default_factory=list)

    def to_dict(self) -> dict:
        if self.status == "legal":
            return {"status": "legal", "declaration": {"attacks": self.declaration}, "obeyed": self.obeyed,
                    "maximum": self.maximum, "cost": self.cost, "payment": self.payment,
                    "objective": self.objective}
        out = {"status": self.status, "violations": self.violations}
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out


def parse_objective(name: str, ctx: Context) -> tuple[str, Optional[str]]:
    if name.startswith("max-power-against:"):
        player = name.split(":", 1)[1]
        if player not in ctx.rb.player_ids:
            raise ValueError(f"objective: unknown player {player!r}")
        return "max-power-against", player
    if name in ("forced", "max-attackers", "max-power", "min-cost"):
        return name, None
    raise ValueError(f"objective: unknown objective {name!r}; choose one of {', '.join(OBJECTIVES)}")


def _objective_expr(am: AttackModel, name: str, arg: Optional[str]):
    """(expression, sense) with sense +1 to maximise, -1 to minimise."""
    if name == "forced":
        return am.total, -1
    if name == "max-attackers":
        return am.total, +1
    if name == "max-power":
        return sum(k.info.power * v for k in am.classes for v in k.n.values()), +1
    if name == "max-power-against":
        dp = am.ctx.defending_player
        return sum(k.info.power * v for k in am.classes for d, v in k.n.items() if dp[d] == arg), +1
    if name == "min-cost":
        return spend(am), -1
    raise ValueError(name)


def spend(am: AttackModel):
    """Mana paid plus life paid for the declaration's total cost."""
    if am.payment is None:
        return 0
    dem = am.demand
    pv = am.payment
    mana = dem.generic + sum(dem.colored.values()) + sum(dem.hybrid.values())
    for c, n in dem.twobrid.items():
        mana = mana + 2 * n - pv.twobrid_color[c]
    for c, n in dem.phyrexian.items():
        mana = mana + n - pv.phyrexian_life[c]
    return mana + pv.life_paid


def _fix_reasons(ctx: Context, fix: dict) -> list:
    """Fixed attacks that no declaration can contain: 508.1a, 506.2 and pair restrictions."""
    out = []
    for c, d in fix.items():
        if d is None:
            continue
        info = ctx.creatures.get(c)
        if info is None:
            out.append((ctx.ineligible.get(c) or ctx.eligibility_reason(c)).violation([c]))
        elif d not in ctx.defender_set:
            out.append(defender_reason(ctx, d).violation([c]))
        else:
            out += [r.violation([c]) for r in info.forbidden.get(d, [])]
    return out


def _solve_lex(am: AttackModel, stages, time_limit):
    """Optimise each (expr, sense) in turn, fixing the earlier optima; each stage starts
    from the previous stage's solution, and all stages share one time limit."""
    deadline = time.monotonic() + (DEFAULT_TIME_LIMIT if time_limit is None else time_limit)
    solver = None
    seen = []
    for expr, sense in stages:
        if isinstance(expr, int) or any(expr is e for e in seen):
            continue  # nothing to optimise, or the same expression again
        seen.append(expr)
        if sense > 0:
            am.m.maximize(expr)
        else:
            am.m.minimize(expr)
        if solver is not None:
            am.m.clear_hints()
            am.add_hint(am.declaration(solver))
        solver = new_solver(max(0.05, deadline - time.monotonic()))
        st = status_of(solver.solve(am.m))
        if st == INFEASIBLE:
            return st, None
        if st != OPTIMAL:
            return st, solver if st == FEASIBLE else None
        am.m.add(expr == int(round(solver.objective_value)))
    if solver is None:
        solver = new_solver(max(0.05, deadline - time.monotonic()))
        am.m.clear_objective()
        st = status_of(solver.solve(am.m))
        if st not in (OPTIMAL, FEASIBLE):
            return st, None
        return OPTIMAL, solver
    return OPTIMAL, solver


def propose(ctx: Context, objective: str = "forced", fix: Optional[dict] = None,
            time_limit: Optional[float] = None) -> Proposal:
    name, arg = parse_objective(objective, ctx)
    fix = dict(fix or {})
    mx = maximum(ctx, time_limit)
    if mx.status != OPTIMAL:
        return Proposal("unknown", violations=[{"kind": "requirement", "rule": "508.1d", "message":
                        "the maximum number of obeyable requirements was not proved within the time limit",
                        "creatures": [], "effect": None}])
    reasons = _fix_reasons(ctx, fix)
    if reasons:
        return Proposal("none", maximum=mx.value, violations=reasons)

    am = AttackModel(ctx, payment=True, fixed=fix, by_power=name.startswith("max-power"))
    am.m.add(am.obeyed >= mx.value)
    if not fix and mx.declaration is not None:
        am.add_hint(mx.declaration)  # cost-free and reaching M: a legal start
    stages = [_objective_expr(am, name, arg), (spend(am), -1), (am.total, -1)]
    st, solver = _solve_lex(am, stages, time_limit)
    if st == INFEASIBLE:
        return Proposal("none", maximum=mx.value, violations=explain_no_completion(ctx, fix, mx, time_limit))
    if solver is None:
        return Proposal("unknown", maximum=mx.value)
    decl = am.declaration(solver, prefer={c: d for c, d in fix.items() if d is not None})
    ev = evaluate(ctx, decl)
    payment = pay(ctx, decl, ev.cost, time_limit)
    value = _value_of(ctx, decl, name, arg, ev)
    return Proposal(
        "legal" if st == OPTIMAL else "unknown", declaration=decl, obeyed=ev.obeyed, maximum=mx.value,
        cost={"mana": str(ev.cost), "life": 0}, payment=payment.plan,
        objective={"name": objective, "value": value},
    )


def _value_of(ctx, decl, name, arg, ev):
    if name in ("forced", "max-attackers"):
        return len(decl)
    if name == "max-power":
        return sum(ctx.creatures[c].power for c in decl)
    if name == "max-power-against":
        return sum(ctx.creatures[c].power for c, d in decl.items() if ctx.defending_player[d] == arg)
    return ev.cost.mana_value()


def explain_no_completion(ctx: Context, fix: dict, mx, time_limit) -> list:
    """Why no legal declaration keeps the fixed attacks: restrictions, costs, or 508.1d."""
    out = []
    fixed_attacks = {c: d for c, d in fix.items() if d is not None}
    # Restrictions and costs alone, without the requirement maximum?
    am = AttackModel(ctx, payment=True, fixed=fix)
    solver = new_solver(time_limit)
    if status_of(solver.solve(am.m)) == INFEASIBLE:
        am2 = AttackModel(ctx, payment=False, fixed=fix)
        if status_of(new_solver(time_limit).solve(am2.m)) == INFEASIBLE:
            ev = evaluate(ctx, fixed_attacks)
            broken = [r.violation(cs) for r, cs in ev.violations if r.kind == "restriction"]
            out += broken or [{"kind": "restriction", "rule": "508.1c", "message":
                               "no completion of the fixed attacks breaks no restriction", "creatures": list(fix), "effect": None}]
        else:
            out.append({"kind": "cost", "rule": "508.1j", "message":
                        "every completion of the fixed attacks costs more than the available mana and life",
                        "creatures": list(fixed_attacks), "effect": None})
        return out
    # 508.1d: the fixes lose requirement instances that a cost-free declaration obeys.
    am = AttackModel(ctx, payment=True, fixed=fix)
    am.m.maximize(am.obeyed)
    solver = new_solver(time_limit)
    status_of(solver.solve(am.m))
    best = int(round(solver.objective_value))
    better = mx.declaration or {}
    better_ev = evaluate(ctx, better)
    for c, d in fix.items():
        info = ctx.creatures.get(c)
        if info is None:
            continue
        for inst in info.instances:
            key = (inst.label, inst.kind, c)
            if key in better_ev.obeyed_instances and (d is None or d not in inst.sat):
                where = "staying home" if d is None else f"attacking {ctx.rb.describe(d)}"
                out.append({"kind": "requirement", "rule": "508.1d", "effect": inst.label, "creatures": [c],
                            "message": f"{inst.text}: {where} does not obey it, but {ctx.perms[c].label()} could attack {ctx.rb.describe(better.get(c))} at no cost"})
    summary = (f"with these creatures fixed, at most {best} requirement instance(s) can be obeyed, "
               f"but {mx.value} can be obeyed without paying any cost (508.1d)")
    out.append({"kind": "requirement", "rule": "508.1d", "message": summary, "creatures": list(fix), "effect": None})
    return out
