"""Proposing a legal declaration: lexicographically, it reaches M (508.1d), then is best for
the objective, then spends the least mana and life. Fixed attacks and creatures kept home
are respected; when nothing fits, the obstacle is named. One deadline bounds the call.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from attackcheck.models.errors import InputError, did_you_mean, near_names
from attackcheck.models.validate import unknown_player
from attackcheck.models.resolve import text_source

from .alike import interchangeable
from .check import Maximum, maxima, maximum, pay
from .context import Context
from .model import AttackModel
from .params import Deadline, SolveStatus, solve
from .results import (MaximumStatus, Objective, PaymentStatus, Proposal, ProposeStatus, Unread, Violation,
                      ViolationKind, cost_summary)
from .rules import Evaluation, defender_reason, evaluate

OBJECTIVES = ("forced", "max-attackers", "max-power", "max-power-against:PLAYER", "min-cost")


def parse_objective(name: Any, ctx: Context) -> tuple[str, Optional[str]]:
    """The objective's name and its player (max-power-against:PLAYER)."""
    if not isinstance(name, str):
        raise TypeError(f"objective must be a string ({', '.join(OBJECTIVES)}), not {type(name).__name__}")
    if name.startswith("max-power-against:"):
        player = name.split(":", 1)[1]
        if player not in ctx.rb.player_ids:
            raise InputError("objective", unknown_player(player, ctx.rb.player_ids))
        return "max-power-against", player
    if name in OBJECTIVES:
        return name, None
    hint = did_you_mean(near_names(name.replace("_", "-").lower(), OBJECTIVES))
    raise InputError("objective", f"unknown objective {name!r} (one of {', '.join(OBJECTIVES)}){hint}")


def _objective_expr(am: AttackModel, name: str, arg: Optional[str]) -> tuple[Any, int]:
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
    return spend(am), -1  # min-cost


def spend(am: AttackModel) -> Any:
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


def _fix_reasons(ctx: Context, fix: dict[str, Optional[str]]) -> list[Violation]:
    """Fixed attacks that no declaration can contain: 508.1a, 506.2 and pair restrictions."""
    out: list[Violation] = []
    for c, d in fix.items():
        if d is None:
            continue
        info = ctx.creatures.get(c)
        if info is None:
            reason = ctx.ineligible.get(c) or ctx.eligibility_reason(c)
            if reason is not None:
                out.append(reason.violation([c]))
        elif d not in ctx.defender_set:
            out.append(defender_reason(ctx, d).violation([c]))
        else:
            out += [r.violation([c]) for r in info.forbidden.get(d, [])]
    return out


# One weighted objective stands for the lexicographic stages when its values stay below
# this (exact integers, far from CP-SAT's 64-bit limits and its LP's double precision).
COMBINED_RANGE = 2 ** 40


def _bounds(am: AttackModel, expr: Any) -> tuple[int, int]:
    """The least and greatest value of a linear expression over its variables' domains
    (read from the model's objective, where CP-SAT flattens it)."""
    am.m.minimize(expr)
    proto = am.m.proto
    obj = proto.objective
    lo = hi = int(round(obj.offset))
    for ref, coeff in zip(obj.vars, obj.coeffs):
        dom = proto.variables[ref].domain  # [lo, hi, ...]: its wrapper reads dom[-1] as 0
        a, b = coeff * dom[0], coeff * dom[len(dom) - 1]
        lo, hi = lo + min(a, b), hi + max(a, b)
    return lo, hi


def _combined(am: AttackModel, stages: list[tuple[Any, int]]) -> Optional[Any]:
    """The stages as one objective to minimise, each stage weighted past the range of all
    the later ones, so that its optima are exactly the lexicographic optima; None when its
    range would pass COMBINED_RANGE."""
    combined: Any = 0
    span = 0  # the range of `combined`
    for expr, sense in reversed(stages):
        lo, hi = _bounds(am, expr)
        f = -expr if sense > 0 else expr  # to minimise
        combined = f * (span + 1) + combined
        span = (hi - lo) * (span + 1) + span
        if span >= COMBINED_RANGE:
            return None
    return combined


STAGES = ("objective", "spend", "attackers")  # the lexicographic goals after M, in order
CONFIRM_TIME = 1.0  # seconds at most kept from the stages for confirming the declaration found
CONFIRM_SHARE = 0.05  # ... and at most this share of the time left


def _solve_lex(am: AttackModel, stages: list[tuple[Any, int]], deadline: Deadline) -> tuple[SolveStatus, Any, int]:
    """Optimise each (expr, sense) in turn, fixing the earlier optima: in one solve of the
    weighted objective when its range allows, else one solve a stage, each starting from
    the previous stage's solution; all stages share the deadline. Returns the status, the
    solver holding the best solution found (None without one) and how many of `stages`, in
    order, were proved optimal."""
    distinct: list[tuple[Any, int]] = []
    first: list[int] = []  # each stage's position in distinct
    for expr, sense in stages:
        same = next((i for i, (e, _) in enumerate(distinct) if e is expr), None)
        if isinstance(expr, int):
            first.append(-1)  # nothing to optimise
        elif same is not None:
            first.append(same)  # the same expression again
        else:
            first.append(len(distinct))
            distinct.append((expr, sense))

    def proved(n: int) -> int:  # stages proved when the first n distinct ones are
        return next((i for i, f in enumerate(first) if f >= n), len(first))

    if len(distinct) > 1:
        combined = _combined(am, distinct)
        if combined is not None:
            am.m.minimize(combined)
            st, one = solve(am.m, deadline)
            return st, (one if st.found else None), (len(stages) if st == SolveStatus.OPTIMAL else proved(0))
    solver = None
    for i, (expr, sense) in enumerate(distinct):
        if sense > 0:
            am.m.maximize(expr)
        else:
            am.m.minimize(expr)
        if solver is not None:  # the previous stage's solution, every variable of it
            am.hint_solution(solver)
        st, found = solve(am.m, deadline)
        if st == SolveStatus.INFEASIBLE:
            return st, None, 0
        if st != SolveStatus.OPTIMAL:
            # the best solution of this stage, else the previous stage's optimum
            best = found if st == SolveStatus.FEASIBLE else solver
            return st, best, proved(i)
        solver = found
        am.m.add(expr == int(round(solver.objective_value)))
    if solver is None:
        am.m.clear_objective()
        st, solver = solve(am.m, deadline)
        if not st.found:
            return st, None, 0
    return SolveStatus.OPTIMAL, solver, len(stages)


def proposal_model(ctx: Context, name: str, arg: Optional[str], fix: dict[str, Optional[str]],
                   m_values: dict[frozenset[str], int], start: Optional[dict[str, str]],
                   alike: bool = True, payment: bool = True) -> tuple[AttackModel, list[tuple[Any, int]]]:
    """The model of legal declarations reaching M (508.1d) with the fixes, and its stages:
    the objective, then the least mana plus life, then the fewest attackers. `start`: the
    cost-free declaration that reached M, a legal start without fixes. `alike`: on the
    classes of solver/alike.py (else on ctx.classes). Without `payment`, costs are not paid
    (508.1h left out: more declarations, for a bound)."""
    by_power = name.startswith("max-power")
    classes = interchangeable(ctx, {c: ("fixed", d) for c, d in fix.items()}, by_power) if alike else None
    am = AttackModel(ctx, payment=payment, fixed=fix, by_power=by_power, classes=classes)
    am.require_maximum(m_values)
    if not fix and start is not None and not ctx.conditionals:
        am.add_hint(start, cost_free=True)  # cost-free and reaching M: a legal start
    return am, [_objective_expr(am, name, arg), (spend(am), -1), (am.total, -1)]


def propose(ctx: Context, objective: Any = "forced", fix: Optional[dict[str, Optional[str]]] = None,
            time_limit: Optional[float] = None, pay_costs: bool = True) -> Proposal:
    """The best legal declaration for `objective` with the attacks `fix` names (see
    Proposal); without `pay_costs`, the best ignoring the payment of costs (508.1h: a bound
    where mana is not read, _mana_two_ways)."""
    name, arg = parse_objective(objective, ctx)
    if ctx.undecided:  # the board has something unread: no proposal can be vouched for
        if ctx.mana_undecided:
            return _mana_two_ways(ctx, objective, fix, time_limit)
        return Proposal(ProposeStatus.UNKNOWN, unread=ctx.all_unread())
    if name.startswith("max-power") and (unread := _unread_power(ctx)):
        return Proposal(ProposeStatus.UNKNOWN, unread=unread)  # the objective reads power
    deadline = Deadline(time_limit)
    fix = dict(fix or {})
    mx = maximum(ctx, deadline)
    m_values = maxima(ctx, deadline) if mx.status == MaximumStatus.OPTIMAL else None
    if mx.status != MaximumStatus.OPTIMAL or mx.value is None or m_values is None:
        return Proposal(ProposeStatus.UNKNOWN, violations=[Violation(
            ViolationKind.REQUIREMENT, "508.1d",
            "the maximum number of obeyable requirements was not proved within the time limit")])
    reasons = _fix_reasons(ctx, fix)
    if reasons:
        return Proposal(ProposeStatus.NONE, maximum=mx.value, violations=reasons)

    am, stages = proposal_model(ctx, name, arg, fix, m_values, mx.declaration, payment=pay_costs)
    # the stages leave a little of the time for confirming the best declaration found
    stages_deadline = Deadline(max(0.0, deadline.left() - min(CONFIRM_TIME, CONFIRM_SHARE * deadline.left())))
    st, solver, proved = _solve_lex(am, stages, stages_deadline)
    if st == SolveStatus.INFEASIBLE:
        return Proposal(ProposeStatus.NONE, maximum=mx.value, violations=explain_no_completion(ctx, fix, mx, deadline))
    if solver is None:
        return Proposal(ProposeStatus.UNKNOWN, maximum=mx.value)
    decl = am.declaration(solver, prefer={c: d for c, d in fix.items() if d is not None})
    ev = evaluate(ctx, decl)
    payment = pay(ctx, decl, ev.cost, deadline)
    optimal = st == SolveStatus.OPTIMAL
    if not optimal and not (not ev.violations and ev.obeyed >= m_values[ev.pattern]
                            and payment.status == PaymentStatus.PAID):
        return Proposal(ProposeStatus.UNKNOWN, maximum=mx.value)  # the twins did not confirm it in time
    return Proposal(
        ProposeStatus.LEGAL if optimal else ProposeStatus.UNKNOWN,
        declaration=decl, obeyed=ev.obeyed, maximum=m_values[ev.pattern],
        cost=cost_summary(ev.cost), payment=payment.plan,
        objective=Objective(str(objective), _value_of(ctx, decl, name, arg, ev, am, solver)),
        proved=None if optimal else list(STAGES[:proved]),
        spend=int(solver.Value(spend(am))) if am.payment is not None else 0,
    )


def _mana_two_ways(ctx: Context, objective: Any, fix: Optional[dict[str, Optional[str]]],
                   time_limit: Optional[float]) -> Proposal:
    """A proposal where only mana is undecided (ctx.mana_undecided): the one found with the
    mana read narrow is legal (what pays so pays), and it is best where the proposal found
    with the mana read wide (or costs not paid where mana not read may add any amount), best
    among more declarations, is as good in each goal proved for it; else it is given as
    legal, not proved best. Where no declaration is legal read wide, none is."""
    deadline = Deadline(time_limit)
    unread = ctx.all_unread()
    low = propose(ctx.mana_read(narrow=True), objective, fix, deadline.left() / 2)
    # wide: as read, or, where mana not read may add any amount, with costs not paid
    high = propose(ctx.mana_read(narrow=False), objective, fix, deadline.left(), pay_costs=ctx.wide_exact)
    if low.declaration is None:
        if high.status == ProposeStatus.NONE:
            return high
        return Proposal(ProposeStatus.UNKNOWN, maximum=low.maximum, unread=unread)
    proved: list[str] = []
    if high.declaration is not None:
        sure = list(STAGES) if high.status == ProposeStatus.LEGAL else (high.proved or [])
        best = _goals(high)
        if not ctx.wide_exact:  # costs not paid: paying nothing is the least spend (and min-cost's least)
            best = (0 if parse_objective(objective, ctx)[0] == "min-cost" else best[0], 0, best[2])
        for stage, a, b in zip(STAGES, _goals(low), best):
            if stage not in sure or a is None or a != b:
                break
            proved.append(stage)
    if len(proved) == len(STAGES):
        return replace(low, status=ProposeStatus.LEGAL, proved=None, unread=[])
    return replace(low, status=ProposeStatus.UNKNOWN, proved=proved, unread=unread)


def _goals(p: Proposal) -> tuple[Optional[int], Optional[int], int]:
    """A proposal's value in each goal after M (STAGES): the objective's, the mana plus
    life its solver's payment spends, the attackers."""
    return (p.objective.value if p.objective is not None else None, p.spend, len(p.declaration or {}))


def _unread_power(ctx: Context) -> list[Unread]:
    """The power sentences of the board's cards that the reader does not read (Tarmogoyf):
    a max-power objective can't be judged without them."""
    out: list[Unread] = []
    table = ctx.rb.model.trait_text
    for pid in ctx.perms if table else ():  # each permanent with such text, its own or what it copies (707.2)
        src = text_source(ctx.perms, pid, table)
        if src is not None:
            card, sentences = table[src]
            out.extend({"permanent": pid, "card": card, "text": text} for text, trait in sentences
                       if trait == "power" and not ctx.side_idle(pid, card, text, trait))
    # a bonus left out on an unanswered condition
    out.extend(ctx.unread_entry(source, question) for source, question in ctx.rb.pt_open)
    return out


def _value_of(ctx: Context, decl: dict[str, str], name: str, arg: Optional[str], ev: Evaluation,
              am: AttackModel, solver: Any) -> int:
    if name in ("forced", "max-attackers"):
        return len(decl)
    if name == "max-power":
        return sum(ctx.creatures[c].power for c in decl)
    if name == "max-power-against":
        return sum(ctx.creatures[c].power for c, d in decl.items() if ctx.defending_player[d] == arg)
    if am.payment is not None:  # mana plus life paid: {W/P} paid with 2 life is 2, {2/W} with {W} is 1
        return int(solver.Value(spend(am)))
    return ev.cost.mana_value()


def explain_no_completion(ctx: Context, fix: dict[str, Optional[str]], mx: Maximum,
                          deadline: Deadline) -> list[Violation]:
    """Why no legal declaration keeps the fixed attacks: restrictions, costs, or 508.1d."""
    out: list[Violation] = []
    fixed_attacks = {c: d for c, d in fix.items() if d is not None}
    # Restrictions and costs alone, without the requirement maximum?
    am = AttackModel(ctx, payment=True, fixed=fix)
    if solve(am.m, deadline)[0] == SolveStatus.INFEASIBLE:
        am2 = AttackModel(ctx, payment=False, fixed=fix)
        if solve(am2.m, deadline)[0] == SolveStatus.INFEASIBLE:
            ev = evaluate(ctx, fixed_attacks)
            broken = [r.violation(cs) for r, cs in ev.violations if r.kind == ViolationKind.RESTRICTION]
            out += broken or [Violation(ViolationKind.RESTRICTION, "508.1c",
                                        "no completion of the fixed attacks breaks no restriction", tuple(fix))]
        else:
            effects = {e.label: e for e in ctx.rb.effects}
            taxes = []  # the costs of the fixed attacks themselves (508.1h), by the effect that sets each
            for attacker, defender in fixed_attacks.items():
                fixed_info = ctx.creatures.get(attacker)
                for label, cost in (fixed_info.cost_parts.get(defender, []) if fixed_info is not None else []):
                    taxes.append(f"{cost} for {attacker} at {ctx.rb.describe(defender)} "
                                 f"({ctx.effect_name(effects.get(label)) or label})")
            out.append(Violation(ViolationKind.COST, "508.1j",
                                 "every completion of the fixed attacks costs more than the available mana and life"
                                 + (f"; the fixed attacks cost: {', '.join(taxes)}" if taxes else ""),
                                 tuple(fixed_attacks)))
        return out
    if ctx.conditionals:  # M depends on which requirements a declaration brings into existence
        return out + [Violation(ViolationKind.REQUIREMENT, "508.1d",
                                "no completion of the fixed attacks obeys as many of the requirements its attacks "
                                "bring into existence as a cost-free declaration could", tuple(fix))]
    # 508.1d: the fixes lose requirement instances that a cost-free declaration obeys.
    am = AttackModel(ctx, payment=True, fixed=fix)
    am.m.maximize(am.obeyed)
    st, solver = solve(am.m, deadline)
    best = f"at most {int(round(solver.objective_value))}" if st == SolveStatus.OPTIMAL else "fewer"
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
                out.append(Violation(ViolationKind.REQUIREMENT, "508.1d",
                                     f"{inst.text}: {where} does not obey it, but {ctx.label(c)} could attack "
                                     f"{ctx.rb.describe(better.get(c) or '')} at no cost", (c,), inst.label))
    summary = (f"with these creatures fixed, {best} requirement instance(s) can be obeyed, "
               f"but {mx.value} can be obeyed without paying any cost (508.1d)")
    out.append(Violation(ViolationKind.REQUIREMENT, "508.1d", summary, tuple(fix)))
    return out
