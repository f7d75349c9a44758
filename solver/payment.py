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
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Literal, Optional

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
    any_made: Optional[dict[str, Any]] = None  # where activations are ordered: any-color mana made per color


def add_payment(m: cp_model.CpModel, demand: Demand, groups: list[SourceGroup], pool: Counter, life: int) -> PaymentVars:
    big = max(1, demand.bound)
    supply_fixed = {t: pool.get(t, 0) for t in MANA_TYPES}
    supply_any: Any = 0
    # what the pool and the abilities that cost no mana make: the first {1} of an activation
    # is paid with it (the mana of an ability comes only once it is activated, 605.3a)
    first_fixed = dict(supply_fixed)
    first_any: Any = 0
    activations: Any = 0  # abilities activated whose cost has a {1} (a Signet's)
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
                if not opt.pay:
                    first_fixed[t] = first_fixed[t] + n * u
            supply_any = supply_any + opt.any_color * u
            if not opt.pay:
                first_any = first_any + opt.any_color * u
            units = units + opt.amount() * u
            if opt.pay:
                activations = activations + opt.pay * u
        m.add(sum(vs) <= g.available)
    _add_tapping(m, groups, uses)

    plan_any: Optional[dict[str, Any]] = None
    if any(opt.ordered() for g in groups for opt in g.options):
        # an activation paid with mana of some types only (a filter land's {W/U}) or with more
        # than one mana (Cabal Coffers' {2}): the activations in order, each paid from the
        # pool as it is then; the pool at the end pays the cost (its any-color mana made a
        # color as it was made)
        supply_fixed, plan_any = _in_order(m, groups, uses, first_fixed, first_any, sum(pool.values()))
        supply_any = 0
        activations = 0
    need = {t: demand.colored.get(t, 0) for t in MANA_TYPES}
    generic = demand.generic + activations  # 602.2b: each {1} of an activation is paid too
    # One mana made without such an activation (type t, or any color) pays the first {1}:
    # it is kept out of what pays the rest. Once one is activated, every further {1} can be
    # paid with mana made before it, in some order, whenever the totals suffice (each such
    # ability makes at least the one mana it costs).
    seed: dict[str, Any] = {t: 0 for t in MANA_TYPES}
    seed_any: Any = 0
    if not isinstance(activations, int):
        started = m.new_bool_var("activation_started")
        m.add(activations >= 1).only_enforce_if(started)
        m.add(activations == 0).only_enforce_if(~started)
        for t in MANA_TYPES:
            seed[t] = m.new_bool_var(f"seed_{t}")
            m.add(seed[t] <= first_fixed[t])
        seed_any = m.new_bool_var("seed_any")
        m.add(seed_any <= first_any)
        m.add(sum(seed.values()) + seed_any == started)
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
        m.add(need[c] <= supply_fixed[c] - seed[c] + v)
    m.add(sum(any_to.values()) <= supply_any - seed_any)
    m.add(need["C"] <= supply_fixed["C"] - seed["C"])
    m.add(sum(need.values()) + generic <= sum(supply_fixed.values()) + supply_any)
    return PaymentVars(uses, any_to, hybrid_first, twobrid_color, phyrexian_life, life_paid, units, groups, plan_any)


def _add_tapping(m: cp_model.CpModel, groups: list[SourceGroup], uses: dict[tuple[int, int], Any]) -> None:
    """602.2b: each activation of an ability whose cost taps N untapped permanents (Springleaf
    Drum's "Tap an untapped creature you control") taps N of those its cost may tap, each
    tapped once with its {T} abilities (107.5: its group's options are one choice)."""
    tapped: dict[str, Any] = {}
    needed: dict[str, Any] = {}
    for (gi, oi), u in uses.items():
        opt = groups[gi].options[oi]
        if opt.taps_for:
            tapped[opt.taps_for] = tapped.get(opt.taps_for, 0) + u
        if opt.tap_key:
            needed[opt.tap_key] = needed.get(opt.tap_key, 0) + opt.taps * u
    for key in sorted(set(tapped) | set(needed)):
        m.add(tapped.get(key, 0) == needed.get(key, 0))


MAX_ORDERED = 6  # abilities whose activation costs mana one payment orders, where one must be (Context keeps to it)


def _in_order(m: cp_model.CpModel, groups: list[SourceGroup], uses: dict[tuple[int, int], Any],
              first_fixed: dict[str, Any], first_any: Any, pooled: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """Mana abilities whose activation costs mana, activated one at a time (605.3a, 601.2g):
    at step s at most one, its cost paid with a mana of the pool as it is then (of the types
    its symbol allows), its mana added. The mana that costs nothing to make is made first
    (more mana never stops an activation). (the pool at the end, per type; the any-color
    mana made per color, for the plan)"""
    paying = [(gi, oi, opt) for gi, g in enumerate(groups) for oi, opt in enumerate(g.options) if opt.pay]
    steps = min(MAX_ORDERED, sum(g.size for g in groups if any(o.pay for o in g.options)))
    # the most mana the pool can hold: what was in it (`pooled`) and what every source makes
    top = pooled + sum(g.size * max(o.amount() for o in g.options) for g in groups)
    first_to = {c: m.new_int_var(0, top, f"first_any_{c}") for c in COLORS}
    m.add(sum(first_to.values()) == first_any)
    made_any: dict[str, Any] = dict(first_to)
    now: dict[str, Any] = {t: first_fixed[t] + first_to.get(t, 0) for t in MANA_TYPES}
    chosen: dict[tuple[int, int], list[Any]] = {(gi, oi): [] for gi, oi, _ in paying}  # the steps that activate each
    before: Any = None
    for s in range(steps):
        picks = {(gi, oi): m.new_bool_var(f"act_{s}_{gi}_{oi}") for gi, oi, _ in paying}
        act = sum(picks.values())
        m.add(act <= 1)
        if before is not None:
            m.add(act <= before)  # the steps taken come first
        before = act
        spent = {t: m.new_int_var(0, max(o.pay for _, _, o in paying), f"spend_{s}_{t}") for t in MANA_TYPES}
        m.add(sum(spent.values()) == sum(o.pay * picks[gi, oi] for gi, oi, o in paying))
        colored = {c: m.new_int_var(0, top, f"act_any_{s}_{c}") for c in COLORS}
        m.add(sum(colored.values()) == sum(o.any_color * picks[gi, oi] for gi, oi, o in paying))
        for gi, oi, o in paying:
            chosen[gi, oi].append(picks[gi, oi])
            for t in MANA_TYPES:
                if o.pay_with and t not in o.pay_with:
                    m.add(spent[t] == 0).only_enforce_if(picks[gi, oi])
        nxt = {}
        for t in MANA_TYPES:
            m.add(now[t] - spent[t] >= 0)  # paid with mana already there
            v = m.new_int_var(0, top, f"pool_{s}_{t}")
            m.add(v == now[t] - spent[t] + sum(dict(o.fixed).get(t, 0) * picks[gi, oi] for gi, oi, o in paying)
                  + colored.get(t, 0))
            nxt[t] = v
        for c in COLORS:
            made_any[c] = made_any[c] + colored[c]
        now = nxt
    for gi, oi, _ in paying:
        m.add(uses[gi, oi] == sum(chosen[gi, oi]))
    return now, made_any


def extract_plan(solver: cp_model.CpSolver, pv: PaymentVars, demand_cost: ManaCost, pool: Counter,
                 unavailable: set[str], attacking: "frozenset[str] | set[str]" = frozenset(),
                 chosen: "frozenset[str] | set[str]" = frozenset(),
                 spelled: "frozenset[str] | set[str]" = frozenset()) -> PaymentPlan:
    """Which source makes which mana and how much life is paid, from a solved model."""
    uses = {key: int(solver.value(v)) for key, v in pv.uses.items()}
    any_to = {c: int(solver.value(v)) for c, v in (pv.any_to if pv.any_made is None else pv.any_made).items()}
    life = int(solver.value(pv.life_paid)) if not isinstance(pv.life_paid, int) else pv.life_paid
    return plan_of(uses, any_to, life, pv.groups, pool, unavailable, attacking, chosen, spelled)


CHOSEN_COLOR_MANA = "one mana of the color chosen as it entered"  # a payment plan's words for it


def chosen_said(fixed: str, n: int = 1) -> str:
    """The mana of a source whose any-color mana is of colors chosen as permanents entered
    (Coldsteel Heart, a Thriving land, Utopia Sprawl's Forest: Context.chosen_sources), in a
    payment plan: "{G} and one mana of the color chosen as it entered"."""
    said = CHOSEN_COLOR_MANA if n == 1 else f"{n} mana of the colors chosen as they entered"
    return f"{fixed} and {said}" if fixed else said


def plan_of(uses: dict[tuple[int, int], int], any_to: dict[str, int], life: int, groups: list[SourceGroup],
            pool: Counter, unavailable: "frozenset[str] | set[str]" = frozenset(),
            attacking: "frozenset[str] | set[str]" = frozenset(),
            chosen: "frozenset[str] | set[str]" = frozenset(),
            spelled: "frozenset[str] | set[str]" = frozenset()) -> PaymentPlan:
    """The plan of a payment: `uses[group index, option index]` sources of each group make
    that option, any-color mana goes to the colors of `any_to`, `life` is paid; the any-color
    mana of a source in `chosen` is said as of the colors chosen as permanents entered (where
    no type of mana is asked, one color pays as well as another), and the mana of one in
    `spelled` (such a color spelled out as each color by another effect: a Thriving land under
    Mana Flare) as one of the ways it may be."""
    plan: list[ManaPaid] = []
    for t in MANA_TYPES:
        if pool.get(t):
            plan.append({"source": "mana pool", "mana": "{%s}" % t * pool[t]})
    any_left = dict(any_to)
    tapped: dict[str, list[str]] = {}  # ability key -> the permanents tapped for its cost
    tapping: list[tuple[ManaPaid, ManaOption]] = []
    for gi, g in enumerate(groups):
        free = [p for p in g.members if p not in unavailable]
        if g.attacking is not None:  # a {T} ability: members that didn't attack come first
            free.sort(key=lambda p: p in attacking)
        again = g.size > len(g.members)  # (an ability activated once for each N permanents tapped)
        k = 0
        for oi, opt in enumerate(g.options):
            for _ in range(uses.get((gi, oi), 0)):
                if not free or (k >= len(free) and not again):
                    break
                src = free[k % len(free)]
                k += 1
                if opt.taps_for:  # makes no mana: tapped for another's cost
                    tapped.setdefault(opt.taps_for, []).append(src)
                    continue
                made: ManaPaid
                if opt.any_color and src in chosen:
                    made = {"source": src, "mana": chosen_said(mana_string(dict(opt.fixed)) if opt.fixed else "",
                                                               opt.any_color)}
                    for _ in range(opt.any_color):  # (its colors as the solver gave them, unsaid)
                        color = next((c for c, v in any_left.items() if v > 0), None)
                        if color is not None:
                            any_left[color] -= 1
                elif opt.any_color:  # (its fixed mana too; two or more of any color: Pentad Prism's, doubled)
                    got = Counter(dict(opt.fixed))
                    for _ in range(opt.any_color):
                        color = next((c for c, v in any_left.items() if v > 0), "W")
                        if any_left.get(color):
                            any_left[color] -= 1
                        got[color] += 1
                    made = {"source": src, "mana": mana_string(dict(got))}
                else:
                    made = {"source": src, "mana": mana_string(dict(opt.fixed))}
                    if src in spelled:
                        made["mana"] += ", or as much of a color chosen as it entered"
                if opt.pay:
                    made["activation"] = opt.activation()
                if opt.tap_key:
                    tapping.append((made, opt))
                if opt.sacrificed_by:  # another's ability's mana (Ashnod's Altar), made by sacrificing it
                    made["source"], made["sacrificed"] = opt.sacrificed_by, [src]
                plan.append(made)
    for made, opt in tapping:  # 602.2b: the permanents its cost tapped
        left = tapped.get(opt.tap_key, [])
        made["tapped"], tapped[opt.tap_key] = left[:opt.taps], left[opt.taps:]
    return {"mana": plan, "life": life}


MAX_LIFE_SPLITS = 500  # ways to spread the life over Phyrexian colors that _least_life reads


def hall_plan(cost: ManaCost, groups: list[SourceGroup], pool: Counter, life: int,
              attacking: "frozenset[str] | set[str]" = frozenset(),
              chosen: "frozenset[str] | set[str]" = frozenset(),
              spelled: "frozenset[str] | set[str]" = frozenset()) -> "PaymentPlan | Literal[False] | None":
    """The payment model's cheapest plan (the least mana made plus twice the life paid)
    without a solver, when each source has one option making one mana and the pool
    is empty: False when `cost` can't be paid, None when the model has to decide.

    Each {c/P} paid with life costs 3 more than with {c} (2 life for 1 mana), and each {2/c}
    paid with {c} one less than with {2}; one more symbol paid with life frees one mana, so
    it lets at most one more {2/c} be paid with its color. The cheapest plan therefore pays
    the fewest symbols with life, and then as many {2/c} as it can with their color
    (hall_payable's search); the mana is then matched to the symbols (colored first by their
    own color, hybrid by a small flow, generic from what is left: colorless, colors, any)."""
    if cost.x or any(pool.values()) or any(g.options[0].amount() != 1 for g in groups if len(g.options) == 1):
        return None
    supply = _fixed_supply(groups, pool)
    if supply is None:
        return None
    colored, hybrid, twobrid, phyrexian = _symbols(cost)
    best = _least_life(colored, hybrid, twobrid, phyrexian, supply, life, cost.generic)
    if best is None or best is False:
        return best
    paid_with_life, with_color = best
    left = Counter(supply)  # what is left of each kind of mana: W U B R G C, "A" any color
    used: Counter = Counter()
    any_to: Counter = Counter()

    def take(kind: str, n: int, color: Optional[str] = None) -> None:
        left[kind] -= n
        used[kind] += n
        if kind == "A" and color is not None:
            any_to[color] += n

    take("C", colored["C"])
    for c in COLORS:
        need = colored[c] + phyrexian.get(c, 0) - paid_with_life.get(c, 0) + with_color.get(c, 0)
        own = min(need, left[c])
        take(c, own)
        take("A", need - own, c)
    for (a, b), kind, n in _hybrid_matching(hybrid, left):
        take(kind, n, a if kind == "A" else None)
    generic = cost.generic + sum(2 * (n - with_color.get(c, 0)) for c, n in twobrid.items())
    for kind in ("C",) + COLORS + ("A",):
        n = min(generic, left[kind])
        take(kind, n)
        generic -= n
    if generic or any(v < 0 for v in left.values()):
        return None  # (not reached: the search proved the supply enough)
    uses: dict[tuple[int, int], int] = {}
    for gi, g in enumerate(groups):
        kind = "A" if g.options[0].any_color else g.options[0].fixed[0][0]
        n = min(used[kind], max(g.available, 0))
        if n:
            uses[gi, 0] = n
            used[kind] -= n
    life_paid = 2 * sum(paid_with_life.values())
    return plan_of(uses, dict(any_to), life_paid, groups, pool, attacking=attacking, chosen=chosen, spelled=spelled)


def _least_life(colored: Counter, hybrid: dict[tuple[str, str], int], twobrid: dict[str, int],
                phyrexian: dict[str, int], supply: Counter, life: int, generic: int, fewest_life: bool = True
                ) -> "tuple[dict[str, int], dict[str, int]] | Literal[False] | None":
    """The fewest {c/P} paid with life, spread over the colors, and then the most {2/c} paid
    with their color; False if no payment exists, None if the spreads are too many to read.
    `supply`: mana of each type, "A" any color. With fewest_life False, as much life as the
    symbols take (it only loosens every condition): the first payment found.

    With the supply fixed, paying is a transportation problem, feasible exactly when each set
    of supply kinds covers the symbols that only it can pay (Hall's condition). For a spread
    of life, the {2/c} paid with {c} (which tighten their color's sets and loosen the whole)
    are as many as a greedy pass allows: the color sets' bounds are submodular, so every
    maximal choice has the same size."""
    if colored["C"] > supply["C"]:  # {C} only from colorless mana (107.4c)
        return False
    colors = [c for c in COLORS if colored[c] or twobrid.get(c) or phyrexian.get(c)
              or any(c in pair for pair in hybrid)]
    subsets = [frozenset(c for i, c in enumerate(colors) if mask >> i & 1) for mask in range(1, 1 << len(colors))]
    supply_all = sum(supply.values())
    read = 0
    most = min(max(life, 0) // 2, sum(phyrexian.values()))
    for units in range(0 if fewest_life else most, most + 1):
        best: "tuple[dict[str, int], dict[str, int]] | None" = None
        best_k = -1
        for paid_with_life in _life_splits(sorted(phyrexian), phyrexian, units):
            read += 1
            if read > MAX_LIFE_SPLITS:
                return None
            need = {c: colored[c] + phyrexian.get(c, 0) - paid_with_life.get(c, 0) for c in colors}
            bound = {t: supply["A"] + sum(supply[c] - need[c] for c in t)
                     - sum(n for (a, b), n in hybrid.items() if a in t and b in t) for t in subsets}
            if any(v < 0 for v in bound.values()):
                continue
            with_color: dict[str, int] = {}
            for c, n in twobrid.items():
                k = min([n] + [v for t, v in bound.items() if c in t])
                for t in bound:
                    if c in t:
                        bound[t] -= k
                with_color[c] = k
            total = (colored["C"] + sum(need.values()) + sum(hybrid.values()) + generic
                     + sum(2 * n - with_color[c] for c, n in twobrid.items()))
            if total <= supply_all and sum(with_color.values()) > best_k:
                best, best_k = (paid_with_life, with_color), sum(with_color.values())
                if not fewest_life:
                    return best
        if best is not None:
            return best
    return False


def _hybrid_matching(hybrid: dict[tuple[str, str], int], left: Counter) -> list[tuple[tuple[str, str], str, int]]:
    """Hybrid symbols matched to the mana left, their colors first, then any-color mana
    (107.4e): a maximum flow on the pairs and the kinds, by augmenting paths; each entry
    (pair, kind, count)."""
    flow: Counter = Counter()  # (pair, kind) -> count
    cap = Counter({k: v for k, v in left.items() if v > 0})
    for allow_any in (False, True):
        for pair, n in hybrid.items():
            while sum(flow[pair, k] for k in (pair[0], pair[1], "A")) < n:
                path = _augment(pair, hybrid, flow, cap, allow_any)
                if path is None:
                    break
                for p, k, step in path:
                    flow[p, k] += step
    return [(p, k, v) for (p, k), v in flow.items() if v > 0]


def _augment(start: tuple[str, str], hybrid: dict[tuple[str, str], int], flow: Counter, cap: Counter,
             allow_any: bool) -> "list[tuple[tuple[str, str], str, int]] | None":
    """A path from the pair `start` to a kind with mana to spare, moving other pairs' mana
    along the way: [(pair, kind, +1 or -1)], or None."""
    def kinds(pair: tuple[str, str]) -> tuple[str, ...]:
        return (pair[0], pair[1], "A") if allow_any else (pair[0], pair[1])

    spent: Counter = Counter()
    for (p, k), v in flow.items():
        spent[k] += v
    seen_kinds: set[str] = set()
    stack: list[tuple[tuple[str, str], list[tuple[tuple[str, str], str, int]]]] = [(start, [])]
    seen_pairs = {start}
    while stack:
        pair, path = stack.pop()
        for k in kinds(pair):
            if k in seen_kinds:
                continue
            seen_kinds.add(k)
            step = path + [(pair, k, 1)]
            if spent[k] < cap[k]:
                return step
            for other in hybrid:  # a pair using this kind moves to another of its kinds
                if other not in seen_pairs and flow[other, k] > 0:
                    seen_pairs.add(other)
                    stack.append((other, step + [(other, k, -1)]))
    return None


def plain_payable(cost: ManaCost, groups: list[SourceGroup], pool: Counter, life: int) -> "bool | None":
    """Whether `cost` can be paid, decided without a solver where it can be (quick_payable,
    then hall_payable); None when the payment model has to decide."""
    quick = quick_payable(cost, groups, pool, life)
    return hall_payable(cost, groups, pool, life) if quick is None else quick


def hall_payable(cost: ManaCost, groups: list[SourceGroup], pool: Counter, life: int) -> "bool | None":
    """Whether `cost` can be paid, without a solver, when every source group has one option
    (so tapping all of them is best), hybrid and {2/c} symbols included; None when the model
    has to decide (an {X}, a choice between options, life spread too many ways). The same
    rules as add_payment (107.4b, 107.4e, 107.4f, 119.4); the search is _least_life's."""
    supply = None if cost.x else _fixed_supply(groups, pool)
    if supply is None:
        return None
    found = _least_life(*_symbols(cost), supply, life, cost.generic, fewest_life=False)
    return None if found is None else found is not False


def _fixed_supply(groups: list[SourceGroup], pool: Counter) -> Optional[Counter]:
    """The mana of each type that tapping every source makes, with the pool ("A": one mana
    of any color each), when every source group has one option (so tapping all of them is
    best); None when a group has a choice or an availability the model works out."""
    supply = Counter({t: n for t, n in pool.items() if n})
    for g in groups:
        if len(g.options) != 1 or not isinstance(g.available, int) or g.options[0].pay or g.options[0].tapping():
            return None  # (an activation that costs mana: the model orders them; one tapping others)
        if g.available <= 0:
            continue
        opt = g.options[0]
        for t, n in opt.fixed:
            supply[t] += n * g.available
        supply["A"] += opt.any_color * g.available
    return supply


def _symbols(cost: ManaCost) -> tuple[Counter, dict[tuple[str, str], int], dict[str, int], dict[str, int]]:
    """A cost's colored (and {C}), hybrid, {2/c} and Phyrexian symbol counts."""
    return (Counter(dict(cost.colored)), {(a, b): n for (a, b), n in cost.hybrid if n},
            {c: n for c, n in cost.twobrid if n}, {c: n for c, n in cost.phyrexian if n})


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
    fixed = None if cost.hybrid or cost.twobrid or cost.x else _fixed_supply(groups, pool)
    if fixed is None:
        return None
    any_color = fixed.pop("A", 0)
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
