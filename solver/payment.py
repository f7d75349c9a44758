"""Paying the total attack cost (508.1h-j) with mana abilities (605), the mana pool and life.

One encoder serves a fixed declaration (constant demand) and the search (demand linear in
the attack variables). Each source produces one of its options once; "any" is one mana of
any color (not colorless); {W/P} is {W} or 2 life (107.4f, 119.4); {2/W} is {2} or {W};
generic is paid with any mana (107.4b). Feasibility is exact: once each colored demand is
met by its own color or by any-color mana, generic takes whatever is left.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Optional

from attackcheck.models.mana import COLORS, MANA_TYPES, ManaCost, ManaOption, mana_string

from .results import ManaPaid, PaymentPlan

if TYPE_CHECKING:  # the check of a declaration that needs no solver never loads OR-Tools
    from ortools.sat.python import cp_model


@dataclass
class Demand:
    """Cost symbol counts, each an int or a linear expression."""

    generic: Any = 0
    colored: dict[str, Any] = field(default_factory=dict)  # type -> expr
    hybrid: dict[tuple[str, str], Any] = field(default_factory=dict)  # (a, b) -> expr
    twobrid: dict[str, Any] = field(default_factory=dict)  # color -> expr
    phyrexian: dict[str, Any] = field(default_factory=dict)  # color -> expr
    bound: int = 0  # an upper bound on any count

    @staticmethod
    def of_terms(terms: Iterable[tuple[Any, ManaCost]]) -> "Demand":
        """terms: [(coefficient expr, ManaCost)] -> summed demand."""
        d = Demand()
        for coef, cost in terms:
            for key, n in cost.symbol_counts().items():
                if key[0] == "generic":
                    d.generic = d.generic + coef * n
                else:
                    part = getattr(d, key[0])
                    part[key[1]] = part.get(key[1], 0) + coef * n
        return d

    @staticmethod
    def of_cost(cost: ManaCost) -> "Demand":
        d = Demand.of_terms([(1, cost)])
        d.bound = max(1, cost.mana_value() * 2)
        return d


@dataclass
class SourceGroup:
    """Identical mana sources: `available` of them (an int or expression) may be tapped."""

    members: list[str]  # permanent ids, in board order
    options: tuple[ManaOption, ...]
    available: Any
    size: int
    attacking: Any = None  # for a creature class's {T} ability: members that attack


@dataclass
class PaymentVars:
    uses: dict[tuple[int, int], Any]  # (group index, option index) -> IntVar
    any_to: dict[str, Any]  # color -> IntVar
    hybrid_first: dict[tuple[str, str], Any]  # (a, b) -> IntVar paid with a
    twobrid_color: dict[str, Any]  # c -> IntVar paid with the color
    phyrexian_life: dict[str, Any]  # c -> IntVar paid with life
    life_paid: Any
    mana_units: Any
    groups: list[SourceGroup]


def add_payment(m: cp_model.CpModel, demand: Demand, groups: list[SourceGroup], pool: Counter, life: int) -> PaymentVars:
    big = max(1, demand.bound)
    supply_fixed = {t: pool.get(t, 0) for t in MANA_TYPES}
    supply_any: Any = 0
    uses = {}
    units: Any = sum(pool.values())
    for gi, g in enumerate(groups):
        vs = []
        for oi, opt in enumerate(g.options):
            u = m.new_int_var(0, g.size, f"use_{gi}_{oi}")
            uses[gi, oi] = u
            vs.append(u)
            for t, n in opt.fixed:
                supply_fixed[t] = supply_fixed[t] + n * u
            supply_any = supply_any + opt.any_color * u
            units = units + opt.amount() * u
        m.add(sum(vs) <= g.available)

    need = {t: demand.colored.get(t, 0) for t in MANA_TYPES}
    generic = demand.generic
    hybrid_first = {}
    for (a, b), n in demand.hybrid.items():
        h = m.new_int_var(0, big, f"hyb_{a}{b}")
        m.add(h <= n)
        hybrid_first[a, b] = h
        need[a] = need[a] + h
        need[b] = need[b] + (n - h)
    twobrid_color = {}
    for c, n in demand.twobrid.items():
        v = m.new_int_var(0, big, f"two_{c}")
        m.add(v <= n)
        twobrid_color[c] = v
        need[c] = need[c] + v
        generic = generic + 2 * (n - v)
    phyrexian_life = {}
    life_paid: Any = 0
    for c, n in demand.phyrexian.items():
        v = m.new_int_var(0, big, f"phy_{c}")
        m.add(v <= n)
        phyrexian_life[c] = v
        need[c] = need[c] + (n - v)
        life_paid = life_paid + 2 * v
    m.add(life_paid <= max(life, 0))  # 119.4: pay only life you have
    any_to = {}
    for c in COLORS:
        v = m.new_int_var(0, big, f"any_{c}")
        any_to[c] = v
        m.add(need[c] <= supply_fixed[c] + v)
    m.add(sum(any_to.values()) <= supply_any)
    m.add(need["C"] <= supply_fixed["C"])
    m.add(sum(need.values()) + generic <= sum(supply_fixed.values()) + supply_any)
    return PaymentVars(uses, any_to, hybrid_first, twobrid_color, phyrexian_life, life_paid, units, groups)


def extract_plan(solver: cp_model.CpSolver, pv: PaymentVars, demand_cost: ManaCost, pool: Counter,
                 unavailable: set[str], attacking: "frozenset[str] | set[str]" = frozenset()) -> PaymentPlan:
    """Which source makes which mana and how much life is paid, from a solved model."""
    plan: list[ManaPaid] = []
    for t in MANA_TYPES:
        if pool.get(t):
            plan.append({"source": "mana pool", "mana": "{%s}" % t * pool[t]})
    any_left = {c: solver.value(v) for c, v in pv.any_to.items()}
    for gi, g in enumerate(pv.groups):
        free = [p for p in g.members if p not in unavailable]
        if g.attacking is not None:  # a {T} ability: members that didn't attack come first
            free.sort(key=lambda p: p in attacking)
        k = 0
        for oi, opt in enumerate(g.options):
            for _ in range(solver.value(pv.uses[gi, oi])):
                if k >= len(free):
                    break
                src = free[k]
                k += 1
                if opt.any_color:
                    color = next((c for c, v in any_left.items() if v > 0), "W")
                    if any_left.get(color):
                        any_left[color] -= 1
                    plan.append({"source": src, "mana": "{%s}" % color})
                else:
                    plan.append({"source": src, "mana": mana_string(dict(opt.fixed))})
    life = int(solver.value(pv.life_paid)) if not isinstance(pv.life_paid, int) else pv.life_paid
    return {"mana": plan, "life": life}


MAX_LIFE_SPLITS = 500  # ways to spread the life over Phyrexian colors that hall_payable reads


def hall_payable(cost: ManaCost, groups: list[SourceGroup], pool: Counter, life: int) -> "bool | None":
    """Whether `cost` can be paid, without a solver, when every source group has one option
    (so tapping all of them is best), hybrid and {2/c} symbols included; None when the model
    has to decide (an {X}, a choice between options, life spread too many ways). The same
    rules as add_payment (107.4b, 107.4e, 107.4f, 119.4).

    With the supply fixed, paying is a transportation problem, feasible exactly when each set
    of supply kinds (the five colors, colorless, any-color) covers the symbols that only it
    can pay (Hall's condition). Life goes to as many {c/P} symbols as it can (it only loosens
    every condition); for each way to spread it over the colors, the {2/c} symbols paid with
    {c} (which tighten the color's sets and loosen the whole) are as many as a greedy pass
    allows: the color sets' bounds are submodular, so every maximal choice has the same size."""
    if cost.x:
        return None
    fixed = Counter({t: n for t, n in pool.items() if n})
    supply_any = 0
    for g in groups:
        if len(g.options) != 1 or not isinstance(g.available, int):
            return None
        if g.available <= 0:
            continue
        opt = g.options[0]
        for t, n in opt.fixed:
            fixed[t] += n * g.available
        supply_any += opt.any_color * g.available
    colored = Counter(dict(cost.colored))
    if colored["C"] > fixed["C"]:  # {C} only from colorless mana (107.4c)
        return False
    hybrid = [(a, b, n) for (a, b), n in cost.hybrid if n]
    twobrid = {c: n for c, n in cost.twobrid if n}
    phyrexian = {c: n for c, n in cost.phyrexian if n}
    colors = [c for c in COLORS if colored[c] or twobrid.get(c) or phyrexian.get(c)
              or any(c in (a, b) for a, b, _ in hybrid)]
    subsets = [frozenset(c for i, c in enumerate(colors) if mask >> i & 1) for mask in range(1, 1 << len(colors))]
    supply_all = sum(fixed.values()) + supply_any
    life_units = min(max(life, 0) // 2, sum(phyrexian.values()))
    splits = _life_splits(sorted(phyrexian), phyrexian, life_units)
    for _ in range(MAX_LIFE_SPLITS):
        paid_with_life = next(splits, None)
        if paid_with_life is None:
            return False
        need = {c: colored[c] + phyrexian.get(c, 0) - paid_with_life.get(c, 0) for c in colors}
        # bound[T]: how many more {2/c} (c in T) paid with {c} the colors T and any-color can take
        bound = {}
        for t in subsets:
            bound[t] = (supply_any + sum(fixed[c] - need[c] for c in t)
                        - sum(n for a, b, n in hybrid if a in t and b in t))
        if any(v < 0 for v in bound.values()):
            continue
        with_color = 0
        for c, n in twobrid.items():
            k = min([n] + [v for t, v in bound.items() if c in t])
            for t in bound:
                if c in t:
                    bound[t] -= k
            with_color += k
        total = (colored["C"] + sum(need.values()) + sum(n for _, _, n in hybrid) + cost.generic
                 + sum(2 * n for n in twobrid.values()) - with_color)
        if total <= supply_all:
            return True
    return None


def _life_splits(colors: list[str], most: dict[str, int], units: int) -> Iterator[dict[str, int]]:
    """Every way to pay exactly `units` Phyrexian symbols with life, at most most[c] of color c."""
    if not colors:
        if units == 0:
            yield {}
        return
    first, rest = colors[0], colors[1:]
    room = sum(most[c] for c in rest)
    for k in range(min(units, most[first]), max(0, units - room) - 1, -1):
        for split in _life_splits(rest, most, units - k):
            yield {first: k, **split}


def quick_payable(cost: ManaCost, groups: list[SourceGroup], pool: Counter, life: int) -> "bool | None":
    """Whether `cost` can be paid, without a solver, when no choice but life is left: every
    source group has one option (so tapping all of them is best), no hybrid or {2/c}
    symbol. None when the payment model has to decide. The same rules as add_payment:
    {C} only from colorless mana, "any" makes one mana of a color, each {c/P} is {c} or 2
    life (107.4f, 119.4), generic takes whatever is left (107.4b)."""
    if cost.hybrid or cost.twobrid or cost.x:
        return None
    fixed = Counter({t: n for t, n in pool.items() if n})
    any_color = 0
    for g in groups:
        if len(g.options) != 1 or not isinstance(g.available, int):
            return None
        if g.available <= 0:
            continue
        opt = g.options[0]
        for t, n in opt.fixed:
            fixed[t] += n * g.available
        any_color += opt.any_color * g.available
    need = Counter(dict(cost.colored))
    phyrexian = dict(cost.phyrexian)
    for c, n in phyrexian.items():
        need[c] += n
    units = max(life, 0) // 2  # Phyrexian symbols that life can pay
    # life first where a color's own sources fall short (that also spares "any" mana),
    # then anywhere: each symbol paid with life is one mana less
    for short_only in (True, False):
        for c in sorted(phyrexian):
            room = max(0, need[c] - fixed[c]) if short_only else need[c]
            k = min(units, phyrexian[c], room)
            need[c] -= k
            phyrexian[c] -= k
            units -= k
    if need["C"] > fixed["C"]:
        return False
    if sum(max(0, need[c] - fixed[c]) for c in COLORS) > any_color:
        return False
    return sum(need.values()) + cost.generic <= sum(fixed.values()) + any_color
