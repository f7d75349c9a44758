"""The check of one declaration: the twins for eligibility, defenders, restrictions and the
cost (508.1a-c, 508.1h), CP-SAT for M (508.1d), the payment decided without a solver when
no choice is left (else by the payment model), and the explanations: the closest witness
and the minimal blocking set.

OR-Tools is imported only when a solve is needed: a declaration that obeys every
requirement instance at no cost is judged by the twins alone."""

from __future__ import annotations

import re

from dataclasses import dataclass, replace
from operator import attrgetter
from typing import Any, Callable, Mapping, Optional

from attackcheck.models.mana import ManaCost, ManaOption

from .context import Context, Shape
from .deadline import WITNESS_TIME_LIMIT, Deadline, SolveStatus, TimeLimitReached, as_deadline
from .effects.base import Reason
from .explain import cost_parts_text, cost_shortfall, moves
from .payment import Demand, SourceGroup, add_payment, chosen_said, extract_plan, hall_plan, plain_payable
from .alike import interchangeable
from .repair import nearest_by_moves
from .results import (CheckResult, CheckStatus, MaximumStatus, PaymentPlan, PaymentStatus, Violation,
                      ViolationKind, cost_summary)
from .rules import Evaluation, group_requirement_twin, evaluate


@dataclass
class Maximum:
    """M of 508.1d: the most requirement instances a cost-free legal declaration obeys."""

    status: MaximumStatus
    value: Optional[int]  # best found
    bound: Optional[int]  # proven upper bound
    declaration: Optional[dict[str, str]]


def maximum(ctx: Context, deadline: "Deadline | float | None" = None, pattern: frozenset[str] = frozenset()) -> Maximum:
    """M, proved once per board (kept on the context) or as far as the deadline (or a time
    limit in seconds) allows. With requirements that exist only if some creature attacks,
    M of a pattern: the conditional requirements of `pattern` count as existing."""
    if pattern:
        if pattern in ctx.proved_maxima:
            return ctx.proved_maxima[pattern]
    elif ctx.proved_maximum is not None:
        return ctx.proved_maximum
    deadline = as_deadline(deadline)
    # no search where the creatures' choices are tied by at most one cap (not with
    # requirements that exist only if a creature attacks)
    count = ctx.instance_count(pattern)
    quick = None if count == 0 or ctx.conditionals else _maximum_without_search(ctx)
    if count == 0:
        result = Maximum(MaximumStatus.OPTIMAL, 0, 0, {})  # nothing to maximise: the empty attack obeys all
    elif quick is not None:
        result = quick
    else:
        from .model import AttackModel
        from .params import solve

        am = AttackModel(ctx, cost_free=True, payment=False, pattern=pattern if ctx.conditionals else None)
        am.m.maximize(am.obeyed)
        st, solver = solve(am.m, deadline)
        if st.found:
            value = int(round(solver.objective_value))
            bound = int(solver.best_objective_bound + 1e-6)
            status = MaximumStatus.OPTIMAL if st == SolveStatus.OPTIMAL else MaximumStatus.FEASIBLE
            result = Maximum(status, value, max(value, bound), am.declaration(solver))
        else:  # the empty declaration is always cost-free and legal, so this is a time-out
            result = Maximum(MaximumStatus.UNKNOWN, 0, ctx.instance_count(pattern), None)
    if result.status == MaximumStatus.OPTIMAL:  # a proof cut short by a time limit is not kept
        if pattern:
            ctx.proved_maxima[pattern] = result
        else:
            ctx.proved_maximum = result
    return result


def maxima(ctx: Context, deadline: "Deadline | float | None" = None) -> Optional[dict[frozenset[str], int]]:
    """M of every pattern (one M without conditional requirements), or None when a time
    limit stopped a proof."""
    out = {}
    for pattern in ctx.patterns():
        mx = maximum(ctx, deadline, pattern)
        if mx.status != MaximumStatus.OPTIMAL or mx.value is None:
            return None
        out[pattern] = mx.value
    return out


def legal_twin(ctx: Context, attacks: dict[str, str], deadline: "Deadline | float | None" = None) -> bool:
    """Whether a declaration that pays nothing is legal: the twins and M of its pattern."""
    ev = evaluate(ctx, attacks)
    if ev.violations or not ev.cost.is_zero():
        return False
    mx = maximum(ctx, deadline, ev.pattern)
    return mx.status == MaximumStatus.OPTIMAL and mx.value is not None and ev.obeyed >= mx.value


def _maximum_without_search(ctx: Context) -> Optional[Maximum]:
    """M of 508.1d without a search, when the creatures' choices are tied only by at most
    one cap (508.1c: "no more than N creatures can attack [you]") and there is no group
    requirement. Each creature's instances are its own, so without a cap each attacks its
    best cost-free defender; under a cap on a column, each takes its best defender outside
    it and the N creatures that gain most by going inside do (exchange argument); under a
    cap on all attackers, the N creatures with the largest bests attack. None otherwise
    (CP-SAT decides). Ties go to the first creature and defender in board order."""
    from .effects.caps import Cap

    if ctx.group_requirements or len(ctx.group_restrictions) > 1:
        return None
    cap = ctx.group_restrictions[0] if ctx.group_restrictions else None
    if cap is not None and not (isinstance(cap, Cap) and cap.aggregate.kind in ("column", "total")):
        return None
    inside = cap.aggregate.defenders if cap is not None and cap.aggregate.kind == "column" else frozenset()
    total_cap = cap is not None and cap.aggregate.kind == "total"
    gains: dict[tuple[tuple[frozenset[str], int], ...], dict[str, int]] = {}  # per alike instances: defender -> gain
    Best = tuple[int, Optional[str]]
    # per shape (instances, defenders, costs): (best outside the column (home: 0), best
    # inside it, what going inside gains), worked out once
    bests: dict[Shape, tuple[Best, Best, int]] = {}
    value = 0
    for shape in ctx.shapes:
        key = shape.sats
        table = gains.get(key)
        if table is None:
            table = gains[key] = {d: sum([w for sat, w in key if d in sat]) for d in ctx.defenders}
        cost = shape.cost  # no entry: no cost
        best_out: Best = (0, None)
        best_in: Best = (0, None)
        for d in shape.allowed:
            v = cost.get(d)
            if v is not None and not v.is_zero():
                continue
            g = table[d]
            if d in inside:
                if g > best_in[0]:
                    best_in = (g, d)
            elif g > best_out[0]:
                best_out = (g, d)
        bests[shape] = (best_out, best_in, best_in[0] - best_out[0])
        value += best_out[0] * shape.count  # (a best of 0 is home)
    ids = list(ctx.creatures)
    per = list(map(bests.__getitem__, map(_shape_of, ctx.creatures.values())))
    if not total_cap:
        where: list[Optional[str]] = [b[0][1] for b in per]
        if cap is not None:
            # the creatures that gain by going inside, the most first, then in board order
            for gain, k in _most(per, 2, cap.count):
                where[k] = str(per[k][1][1])
                value += gain
    else:  # a cap on all attackers
        assert cap is not None
        value = 0
        where = [None] * len(per)
        for g, k in _most([b[0] for b in per], 0, cap.count):
            where[k] = str(per[k][0][1])
            value += g
    attacks = {c: d for c, d in zip(ids, where) if d is not None}  # the creatures' order
    declaration = attacks if ctx.in_board_order else \
        {c: attacks[c] for c in sorted(attacks, key=ctx.order.__getitem__)}
    return Maximum(MaximumStatus.OPTIMAL, value, value, declaration)


_shape_of = attrgetter("shape")


def _most(rows: list[Any], at: int, n: int) -> list[tuple[int, int]]:
    """(row[at], index) of the n rows whose row[at] is largest and positive, the largest
    first and ties in index order: as sorting every such (row[at], index) by (-row[at],
    index) would, each distinct value sorted once."""
    by_value: dict[int, list[int]] = {}
    for g, k in [(row[at], k) for k, row in enumerate(rows) if row[at] > 0]:
        got = by_value.get(g)
        if got is None:
            by_value[g] = [k]
        else:
            got.append(k)
    out: list[tuple[int, int]] = []
    for g in sorted(by_value, reverse=True):
        if len(out) >= n:
            break
        out += [(g, k) for k in by_value[g][: n - len(out)]]
    return out


@dataclass
class Payment:
    status: PaymentStatus
    plan: Optional[PaymentPlan]


def solve_payment(ctx: Context, cost: ManaCost, groups: list[SourceGroup], deadline: "Deadline | float | None" = None,
                  attacking: frozenset[str] = frozenset(), plan: bool = True, life: Optional[int] = None) -> Payment:
    """Pay `cost` from these source groups, the pool and life (508.1h-j), by the deadline
    (by default, within the default time limit). `life`: the life that may be paid (the
    active player's by default)."""
    if not cost.needs_mana():  # nothing, or {0} (118.3)
        return Payment(PaymentStatus.PAID, {"mana": [], "life": 0})
    if life is None:
        life = ctx.life
    if not plan:
        quick = plain_payable(cost, groups, ctx.pool, life)
        if quick is not None:
            return Payment(PaymentStatus.PAID if quick else PaymentStatus.UNPAYABLE, None)
    else:
        cheapest = hall_plan(cost, groups, ctx.pool, life, attacking, ctx.chosen_sources, ctx.chosen_spelled)
        if cheapest is False:
            return Payment(PaymentStatus.UNPAYABLE, None)
        if cheapest is not None:
            return Payment(PaymentStatus.PAID, cheapest)
    from .params import new_model, solve

    m = new_model()
    pv = add_payment(m, Demand.of_cost(cost), groups, ctx.pool, life)
    if plan:
        m.minimize(pv.mana_units + 2 * pv.life_paid)  # tap no more than needed; keep life
    st, solver = solve(m, as_deadline(deadline))
    if st == SolveStatus.INFEASIBLE:
        return Payment(PaymentStatus.UNPAYABLE, None)
    if st.found:
        return Payment(PaymentStatus.PAID, extract_plan(solver, pv, cost, ctx.pool, set(), attacking,
                                                        ctx.chosen_sources, ctx.chosen_spelled) if plan else None)
    return Payment(PaymentStatus.UNKNOWN, None)


def pay(ctx: Context, attacks: dict[str, str], cost: ManaCost, deadline: "Deadline | float | None" = None,
        plan: bool = True, life: Optional[int] = None) -> Payment:
    """Can the active player pay `cost` once `attacks` are declared (508.1f-j)? (`life`: as
    solve_payment's)"""
    if not cost.needs_mana():  # nothing to pay: no source is read
        return solve_payment(ctx, cost, [], deadline)
    return solve_payment(ctx, cost, ctx.declared_payment_groups(attacks), deadline, frozenset(attacks), plan, life)


def closest_legal(ctx: Context, attacks: dict[str, str], m_values: dict[frozenset[str], int], deadline: Deadline,
                  start: Optional[dict[str, str]] = None) -> tuple[Optional[dict[str, str]], bool]:
    """A legal declaration reaching M (of its pattern: `m_values`) that changes as few
    creatures as possible, and whether it was proved the closest within the witness time
    limit (which building the model counts against: on a board of 100,000 creatures that
    alone can take longer)."""
    from .model import AttackModel
    from .params import solve

    search = Deadline(deadline.within(WITNESS_TIME_LIMIT))
    try:
        am = AttackModel(ctx, cost_free=False, payment=True, deadline=search, classes=interchangeable(ctx))
        am.require_maximum(m_values)
        closeness = am.add_closeness(attacks)
        am.m.maximize(closeness)
        if start is not None:
            am.add_hint(start, cost_free=True)  # the cost-free declaration that reached M is legal
        search.check("building the closeness model")
    except TimeLimitReached:
        return None, False
    st, solver = solve(am.m, search)
    if not st.found:
        return None, False
    closest = st == SolveStatus.OPTIMAL
    if closest and am.payment is not None and not search.expired():
        from .propose import spend

        cost = spend(am)
        if solver.value(cost) > 0:
            # as close, the least mana and life paid (508.1d never asks a player to pay)
            am.m.add(closeness == round(solver.objective_value))
            am.hint_solution(solver)
            am.m.minimize(cost)
            cheaper_st, cheaper = solve(am.m, search)
            if cheaper_st.found:
                return am.declaration(cheaper, prefer=attacks), True
    return am.declaration(solver, prefer=attacks), closest


def check(ctx: Context, attacks: dict[str, str], time_limit: Optional[float] = None,
          explain: bool = True) -> CheckResult:
    """`time_limit` bounds the whole check: every solve gets what is left of it. Without
    `explain`, the witness is any legal declaration reaching M and `blocked` is not sought:
    the status, obeyed and maximum are the same. While the board has something unread
    (ctx.unread) the status is unknown; the violations found are still given."""
    pays_non_mana = bool(ctx.non_mana_pairs) and any((c, d) in ctx.non_mana_pairs for c, d in attacks.items())
    judged: Optional[CheckResult] = None  # the check of the text read, once (one time limit)
    if ctx.unread and not attacks and all(restriction_only(u["text"]) for u in ctx.unread):
        # no creature attacking breaks no restriction (508.1c) and pays no cost (508.1h); such
        # text only takes declarations away, so it never raises M (508.1d): where the text
        # read asks nothing at no cost (M = 0), nobody attacking is legal whatever it says
        judged = _check(ctx, attacks, time_limit, explain=False)
        if judged.status == CheckStatus.LEGAL and judged.maximum == 0:
            return judged
    if ctx.unread:
        result = judged if judged is not None else _check(ctx, attacks, time_limit, explain=False)
        _made_unknown(result, ctx.unread)
        result.maximum = None  # M of the text read only: the unread text may hold more requirements
        if pays_non_mana:  # not a breach: a payment not decided, whatever the text says
            result.violations = _without_non_mana(ctx, result.violations)
            result.unread += ctx.non_mana
        return result
    if pays_non_mana:
        return _with_non_mana(ctx, attacks, _check(ctx, attacks, time_limit, explain), Deadline(time_limit))
    result = _check(ctx, attacks, time_limit, explain)
    if ctx.non_mana:
        result.witness_closest = False  # a closer one may pay a non-mana cost
    if ctx.extra_mana and result.status == CheckStatus.ILLEGAL:
        _with_extra_mana(ctx, result)
    if ctx.life_mana and result.status == CheckStatus.LEGAL and result.payment and result.payment["life"]:
        _without_life(ctx, attacks, result, Deadline(time_limit))
    elif ctx.life_mana and result.status == CheckStatus.ILLEGAL and ctx.life_gained:
        # a life gained first may pay more (605.3b); damage and life paid only take some away
        _with_extra_mana(ctx, result, ctx.life_mana, "a mana ability that changes life may change that")
    if ctx.doubtful_mana and result.status == CheckStatus.LEGAL and (not result.payment or any(
            m["source"] in ctx.doubtful_sources or not ctx.doubtful_sources.isdisjoint(m.get("sacrificed", ()))
            for m in result.payment["mana"])):
        _without_doubtful(ctx, attacks, result, Deadline(time_limit))
    return result


_RESTRICTION = re.compile(r"\bcan't attack\b", re.I)
# words by which a sentence may do more than forbid attacks or ask a cost: a requirement, a
# keyword given or taken (defender lost, haste), a characteristic changed, a permission
_MORE_THAN_RESTRICTION = re.compile(
    r"\bable\b|\bmust\b|\beach combat\b|\bgoad|\bas though\b|\bhaste\b|\bvigilance\b|\bdefender\b|\blos[et]"
    r"|\bgains?\b|\bgets?\b|[+-]\d|\bhas\b|\bhave\b|\bbecomes?\b|\bis an?\b|\bare\b|\buntap|\bphase|\binstead\b"
    r"|\bmay\b|\bcontrol of\b|\?", re.I)


def restriction_only(text: str) -> bool:
    """Whether unread text only forbids attacks or asks a cost to attack ("Creatures can't
    attack a player unless ...": Arboria): it can't make nobody attacking illegal."""
    return bool(_RESTRICTION.search(text)) and not _MORE_THAN_RESTRICTION.search(text)


def _without_doubtful(ctx: Context, attacks: dict[str, str], result: CheckResult, deadline: Deadline) -> None:
    """A legal declaration whose payment taps a permanent with a mana ability read wider than
    it is (whose cost a prohibition stops paying, 602.2b: Yasharn; any color for a commander's
    color identity not given, 903.4): it stands if the cost can be paid without those
    permanents, else it is unknown (what they truly make may pay it)."""
    cost = evaluate(ctx, attacks).cost
    if not cost.needs_mana():
        return
    # (and without the mana that changes life, where life pays a cost: none then changes it)
    left_out = ctx.doubtful_sources | (ctx.life_sources if ctx.life_mana else set())
    keep = None
    if ctx.chosen_sources:
        # a chosen color's one mana pays generic mana as {C} would, where no {C} is asked: not by
        # the cost, nor by a mana ability's activation cost ("{C}, {T}: Add ...")
        groups = ctx.declared_payment_groups(attacks)
        generic = not any(t == "C" for t, _ in cost.colored) and not any(
            "C" in o.pay_with for g in groups for o in g.options)
        keep = lambda q, options: ctx.sure_options(q, options, generic)  # noqa: E731
    again = solve_payment(ctx, cost, _groups_but(ctx, attacks, left_out, keep), deadline, frozenset(attacks),
                          plan=result.payment is not None)
    if again.status == PaymentStatus.PAID:
        if result.payment is not None and again.plan is not None:
            # (a chosen color's mana paid as {C}: said as what it is)
            result.payment = {**again.plan, "mana": [
                {**m, "mana": chosen_said(m["mana"].replace("{C}", ""), m["mana"].count("{C}"))}
                if m["source"] in ctx.chosen_sources and "{C}" in m["mana"] else m for m in again.plan["mana"]]}
        return
    _made_unknown(result, ctx.doubtful_mana)


def _groups_but(ctx: Context, attacks: dict[str, str], left_out: set[str],
                keep: Optional[Callable[[str, tuple[ManaOption, ...]], tuple[ManaOption, ...]]] = None
                ) -> list[SourceGroup]:
    """The mana sources once `attacks` are declared, but for the permanents `left_out`, each
    of which keeps only the options `keep` gives it (none without `keep`), on its own."""
    groups = []
    for g in ctx.declared_payment_groups(attacks):
        out = [q for q in g.members if q in left_out]
        if not out:
            groups.append(g)
            continue
        kept = [q for q in g.members if q not in left_out]
        each = g.size // len(g.members)  # (activations of each: Heritage Druid's, once for each three Elves)
        if kept:  # identical sources that can't attack: as many fewer as left out
            groups.append(replace(g, members=kept, available=len(kept) * each, size=len(kept) * each))
        if keep is None:
            continue
        one = len(g.members) == 1  # (a creature's ability: its availability as it was)
        for q in out:
            options = keep(q, g.options)
            if options:
                groups.append(replace(g, members=[q], options=options, available=g.available if one else each,
                                      size=each))
    return groups


def _without_life(ctx: Context, attacks: dict[str, str], result: CheckResult, deadline: Deadline) -> None:
    """A legal declaration whose payment pays life, where mana abilities change their
    controller's life (605.3b: before the cost is paid, 601.2g-h): it stands if the cost can
    be paid without life (the plan then pays none), or with the life left were every such
    ability to take what it can, else it is unknown."""
    cost = evaluate(ctx, attacks).cost
    again = pay(ctx, attacks, cost, deadline, life=0)
    if again.status != PaymentStatus.PAID:  # those abilities left unused: no life changes before it is paid
        # (each keeping the mana that changes no life: a painland's {C})
        again = solve_payment(ctx, cost, _groups_but(ctx, attacks, ctx.life_sources, ctx.life_free_options), deadline,
                              frozenset(attacks))
    if again.status != PaymentStatus.PAID and ctx.life_at_risk is not None and ctx.life - ctx.life_at_risk >= 2:
        # the life left were every such ability activated (601.2g, damage and life paid before
        # the cost's life, 601.2h): paid from that, it is paid whatever they take
        again = pay(ctx, attacks, cost, deadline, life=ctx.life - ctx.life_at_risk)
    if again.status == PaymentStatus.PAID:
        result.payment = again.plan
        return
    _made_unknown(result, ctx.life_mana)


def _made_unknown(result: CheckResult, unread: list[Any]) -> None:
    """The check's answer unknown for `unread`: no witness, moves or payment are given."""
    result.status = CheckStatus.UNKNOWN
    result.witness, result.moves, result.payment, result.witness_closest = None, [], None, False
    result.unread = list(unread)


def _unpaid(ctx: Context, attacks: dict[str, str], cost: ManaCost, said: str) -> Violation:
    """508.1j: the total cost (`said` as the message words it) can't be paid in full; why,
    naming the attackers that cost something."""
    why = cost_shortfall(ctx, attacks, cost)
    parts = cost_parts_text(ctx, attacks)
    return Reason(ViolationKind.COST, "508.1j", f"the total cost to attack, {said}"
                  + (f" ({parts})" if parts else "") + ", can't be paid in full"
                  + (f": {why}" if why else "")).violation(
        [c for c, d in attacks.items() if not ctx.creatures[c].cost[d].is_zero()])


def _without_non_mana(ctx: Context, violations: list[Violation]) -> list[Violation]:
    texts = {u["text"] for u in ctx.non_mana}
    return [v for v in violations if not (v.kind == ViolationKind.COST and v.message in texts)]


def _with_non_mana(ctx: Context, attacks: dict[str, str], result: CheckResult, deadline: Deadline) -> CheckResult:
    """A declaration with a pair a non-mana cost applies to (508.1h: sacrifice a land): M
    stands (it is over declarations that pay nothing, 508.1d), and so does any other breach
    (a restriction, too few requirements obeyed, a mana cost the mana can't pay even before
    the non-mana part takes permanents or life: 508.1g-j), which makes it illegal; otherwise
    it is unknown, paying that cost not being decided."""
    result.violations = _without_non_mana(ctx, result.violations)
    result.witness_closest = False  # a closer one may pay a non-mana cost
    if not result.violations:
        cost = evaluate(ctx, attacks).cost
        if not cost.is_zero() and pay(ctx, attacks, cost, deadline, plan=False).status == PaymentStatus.UNPAYABLE:
            result.violations.append(_unpaid(ctx, attacks, cost, f"{cost} and a non-mana part"))
            if ctx.extra_mana:  # mana not read may pay it
                _with_extra_mana(ctx, result)
                if result.status == CheckStatus.UNKNOWN:
                    result.unread = list(ctx.non_mana) + list(ctx.extra_mana)
                return result
    if not result.violations:
        result.status = CheckStatus.UNKNOWN
        result.witness, result.moves, result.payment = None, [], None
        result.unread = list(ctx.non_mana)
    return result


def _with_extra_mana(ctx: Context, result: CheckResult, entries: Optional[list[Any]] = None,
                     why: str = "a mana ability not read may pay it") -> None:
    """Mana abilities not read (ctx.extra_mana, or `entries`) only add ways to pay: a legal
    answer stands, and so does an illegal one for any other reason; where only the payment
    fails, the answer is unknown. The cost violation is said as read."""
    unpaid = [v for v in result.violations if v.kind == ViolationKind.COST and v.rule == "508.1j"]
    if not unpaid:
        return
    result.violations = [
        replace(v, message=v.message + f" with the mana read ({why})") if v in unpaid else v
        for v in result.violations]
    result.witness_closest = False  # a closer one may use that mana
    if len(unpaid) == len(result.violations):
        result.status = CheckStatus.UNKNOWN
        result.witness, result.moves, result.payment = None, [], None
        result.unread = list(ctx.extra_mana if entries is None else entries)


def _check(ctx: Context, attacks: dict[str, str], time_limit: Optional[float], explain: bool) -> CheckResult:
    deadline = Deadline(time_limit)
    ev: Evaluation = evaluate(ctx, attacks)
    violations = [r.violation(cs) for r, cs in ev.violations]
    cost = ev.cost
    payment = (pay(ctx, attacks, cost, deadline, plan=False) if ev.valid_pairs
               else Payment(PaymentStatus.UNKNOWN, None))
    if payment.status == PaymentStatus.UNPAYABLE:
        violations.append(_unpaid(ctx, attacks, cost, str(cost)))

    all_obeyed = ev.obeyed == ctx.instance_count(ev.pattern)
    if all_obeyed and not violations and cost.is_zero():
        mx = Maximum(MaximumStatus.OPTIMAL, ev.obeyed, ev.obeyed, dict(attacks))  # nothing can obey more
    else:
        mx = maximum(ctx, deadline, ev.pattern)

    status = CheckStatus.LEGAL
    if violations:
        status = CheckStatus.ILLEGAL
    elif payment.status == PaymentStatus.UNKNOWN:
        status = CheckStatus.UNKNOWN
    if mx.value is not None and ev.obeyed < mx.value:
        status = CheckStatus.ILLEGAL
    elif (mx.bound is not None and ev.obeyed < mx.bound and mx.status != MaximumStatus.OPTIMAL
          and status == CheckStatus.LEGAL):
        status = CheckStatus.UNKNOWN  # 508.1d not proven either way within the time limit

    witness: Optional[dict[str, str]] = None
    closest = False
    if status == CheckStatus.ILLEGAL and mx.status == MaximumStatus.OPTIMAL and mx.value is not None and explain:
        m_value = mx.value
        m_values = maxima(ctx, deadline) if ctx.conditionals else {frozenset(): m_value}
        # as few changes as the rules force: proved closest without a search
        witness = None if deadline.expired() else nearest_by_moves(
            ctx, attacks, m_value, lambda a, c: pay(ctx, a, c, deadline, plan=False).status,
            paid_before=payment.status == PaymentStatus.PAID, ev=ev, deadline=deadline)
        closest = witness is not None
        if witness is None and m_values is not None:
            witness, closest = closest_legal(ctx, attacks, m_values, deadline, mx.declaration)
        if witness is None and _legal_maximiser(ctx, mx, deadline):  # the cost-free declaration that reached M
            witness = mx.declaration
    elif status == CheckStatus.ILLEGAL and mx.declaration is not None:
        if _legal_maximiser(ctx, mx, deadline):
            witness = mx.declaration
        elif mx.status == MaximumStatus.OPTIMAL and not deadline.expired():
            # requirements that exist only if a creature attacks: the maximiser's own pattern
            # asked more of it; a legal declaration is sought under each pattern's M
            m_values = maxima(ctx, deadline)
            if m_values is not None:
                witness, _ = closest_legal(ctx, attacks, m_values, deadline, mx.declaration)
    if status == CheckStatus.ILLEGAL and mx.value is not None and ev.obeyed < mx.value:
        better = mx.declaration if mx.declaration is not None else (witness or {})
        violations.extend(_shortfall(ctx, ev, better, mx.value))

    if status == CheckStatus.LEGAL and payment.plan is None:  # one payment plan for a legal result
        payment = pay(ctx, attacks, cost, deadline)
        if payment.status != PaymentStatus.PAID:  # the decision above and the plan disagree only on a time-out
            status = CheckStatus.UNKNOWN
    blocked = None
    if (status == CheckStatus.ILLEGAL and explain and mx.status == MaximumStatus.OPTIMAL and mx.value is not None
            and not deadline.expired() and mx.value < ctx.obeyable_upper_bound(ev.pattern)):
        from .explain import blocking_set

        blocked = blocking_set(ctx, deadline, ev.pattern)
    legal = status == CheckStatus.LEGAL
    return CheckResult(
        status=status,
        obeyed=ev.obeyed,
        maximum=mx.value if mx.status == MaximumStatus.OPTIMAL else None,  # (a bound found in time is no M)
        violations=violations,
        witness=dict(attacks) if legal else witness,
        cost=cost_summary(cost),
        payment=payment.plan if legal else None,
        moves=moves(ctx, attacks, witness) if witness is not None and not legal else [],
        witness_closest=closest if status == CheckStatus.ILLEGAL else legal,
        blocked=blocked,
    )


def _legal_maximiser(ctx: Context, mx: Maximum, deadline: Deadline) -> bool:
    """The cost-free declaration that reached M is legal (always, but where requirements
    exist only if some creature attacks: then its own pattern decides)."""
    return mx.declaration is not None and (not ctx.conditionals or legal_twin(ctx, mx.declaration, deadline))


SHORTFALL_LISTED = 1000  # 508.1d shortfall instances named one by one; the rest in one violation


WITH_OTHERS_CREATURES = 1000  # past this many eligible creatures the shortfall names no companions (a whole
# declaration's evaluation each: 44 ms on 61,000 of them)


def _with_others(ctx: Context, c: str, attacks: Mapping[str, str], better: Mapping[str, Optional[str]]) -> str:
    """", with X attacking B too": the others that attack in the better declaration, where
    `c` moving there alone breaks a restriction on the attackers together (508.1c: Mogg
    Flunkies can't attack alone); "" where it doesn't."""
    trial = dict(attacks)
    trial[c] = better[c]  # type: ignore[assignment]
    if evaluate(ctx, trial).restrictions_ok:
        return ""
    others = [x for x, d in better.items() if x != c and d is not None and attacks.get(x) != d]
    if not others:
        return ""
    shown = ", ".join(f"{ctx.label(x)} attacking {ctx.rb.describe(better[x] or '')}" for x in others[:3])
    return f", with {shown}" + (f" and {len(others) - 3} more" if len(others) > 3 else "") + " too"


def _shortfall(ctx: Context, ev: Evaluation, better: dict[str, str], m_value: int) -> list[Violation]:
    """508.1d: the requirement instances a better declaration obeys that this one does not."""
    better_ev = Evaluation(dict(better), ctx)
    if ctx.group_requirements:  # what it obeys together is all that is read of it (not its other twins)
        group_requirement_twin(ctx, better_ev)
    req = ViolationKind.REQUIREMENT
    out: list[Violation] = []
    attacks = ev.attacks
    more = 0  # instances past SHORTFALL_LISTED, told in one violation with their creatures
    more_creatures: list[str] = []
    # a creature that stays home in the better declaration obeys nothing there; one that
    # attacks there as here obeys the same there: the others, in board order
    creatures = ctx.creatures
    differ = sorted((c for c, d in better.items() if d is not None and attacks.get(c) != d and c in creatures
                     and creatures[c].instances), key=ctx.order.__getitem__)
    for c in differ:
        info, d = creatures[c], better[c]
        instances = info.instances
        here = attacks.get(c)  # what it attacks in this declaration
        could = None
        # an instance is obeyed by a declaration where the creature attacks a defender that
        # satisfies one of its instances of that label and kind (as ev.obeyed_instances reads
        # it): the instance itself first, its creature's others only where it has some
        for inst in instances:
            if d not in inst.sat and (len(instances) == 1 or not any(
                    i.label == inst.label and i.kind == inst.kind and d in i.sat for i in instances)):
                continue  # the better declaration does not obey it
            if here is not None and (here in inst.sat or len(instances) > 1 and any(
                    i.label == inst.label and i.kind == inst.kind and here in i.sat for i in instances)):
                continue  # this one does
            if len(out) >= SHORTFALL_LISTED:
                more += inst.weight
                if not more_creatures or more_creatures[-1] != c:
                    more_creatures.append(c)
                continue
            if could is None:
                could = (f": not obeyed, but {ctx.label(c)} could attack {ctx.rb.describe(better[c])} at no cost"
                         + (_with_others(ctx, c, attacks, better) if ctx.group_restrictions and len(differ) <= 20
                            and len(ctx.creatures) <= WITH_OTHERS_CREATURES else ""))
            out.append(Violation(req, "508.1d", inst.text + could, (c,), inst.label))
    if more:
        out.append(Violation(req, "508.1d", f"and {more} more requirement instance(s) of these creatures, which a "
                                            "better declaration obeys, not obeyed", tuple(more_creatures), None))
    for g in ctx.group_requirements:
        if better_ev.group_obeyed.get(g.label, 0) > ev.group_obeyed.get(g.label, 0):
            # who would obey it: the creatures that count towards it in the better declaration, not here
            helping = sorted((c for c, d in better.items() if c in creatures and any(
                a.weight(c, d) > a.weight(c, attacks.get(c)) for a in g.aggregates)), key=ctx.order.__getitem__)
            hint = (f", but {ctx.label(helping[0])} could attack {ctx.rb.describe(better[helping[0]] or '')} at no cost"
                    if helping else "")
            out.append(Violation(req, "508.1d", f"{g.text}: not obeyed{hint}", (), g.label))
    for f in ctx.conditionals:  # those this declaration brings into existence
        if f.label in ev.pattern and f.obeyed(f.attacking.value(better)) > ev.group_obeyed.get(f.label, 0):
            missing = sorted((c for c in f.creatures if better.get(c) in f.attacking.defenders
                              and ev.attacks.get(c) not in f.attacking.defenders), key=ctx.order.__getitem__)
            names = ", ".join(f"{ctx.label(c)} could attack {ctx.rb.describe(better[c] or '')}" for c in missing[:5]) \
                + (f" and {len(missing) - 5:,} more could attack" if len(missing) > 5 else "")
            hint = f", but {names} as well at no cost" if missing else ""
            out.append(Violation(req, "508.1d", f"{f.text}: not obeyed{hint}", tuple(missing), f.label))
    if not out:
        return [Violation(req, "508.1d", f"the declaration obeys {ev.obeyed} requirement instance(s); {m_value} can be "
                                         "obeyed without paying any cost", (), None)]
    first = out[0]
    out[0] = Violation(first.kind, first.rule, first.message + f" (this declaration obeys {ev.obeyed} of the "
                                                                f"{m_value} obeyable at no cost)",
                       first.creatures, first.effect)
    return out
