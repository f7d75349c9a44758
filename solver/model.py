"""The CP-SAT model of a declaration, at the level of classes of interchangeable creatures.

n[k, d] counts the members of class k that attack defender d (one integer per class and
defender replaces many Booleans and removes pigeonhole symmetry). Requirement instances
are linear in n; restrictions on the attackers together are encoded by their facts' own
encoders (each in its effect kind's module) through the `Encoding` methods below, with
enforcement literals in the explanation's relaxed model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from ortools.sat.python import cp_model

from .context import Context, CreatureInfo
from .effects.base import Aggregate
from .deadline import Deadline
from .explain import relax_keys
from .params import new_model
from .payment import Demand, PaymentVars, add_payment


@dataclass
class ClassVars:
    members: list[str]  # creature ids, board order
    info: CreatureInfo  # a representative
    n: dict[str, cp_model.IntVar]  # defender -> members attacking it
    attacking: cp_model.IntVar  # members that attack

    @property
    def size(self) -> int:
        return len(self.members)


class ModelEncoding:
    """What every Encoding does the same way on a CP-SAT model `m` (solver/effects/base.py)."""

    m: cp_model.CpModel

    def add(self, constraint: Any, enforce: Sequence[Any] = ()) -> None:
        ct = self.m.add(constraint)
        if enforce:
            ct.only_enforce_if(list(enforce))

    def new_bool(self, name: str) -> Any:
        return self.m.new_bool_var(name)

    def new_int(self, lo: int, hi: int, name: str) -> Any:
        return self.m.new_int_var(lo, hi, name)


class AttackModel(ModelEncoding):
    """Variables and constraints for declarations that satisfy 508.1a-c (and pay, if asked).

    cost_free: only pairs with no cost at all (508.1d: M is computed without paying).
    payment: add the payment of 508.1h-j (off when cost_free or when nothing costs).
    fixed: creature -> defender, or None to keep it home (propose --fix / --keep-home).
    split: one class per creature (enumeration lists creatures, not counts).
    exact: auxiliary Booleans equal (not only imply) what they stand for.
    relax: the explanation's model: every defender is open, no requirement or payment is
    added, and each restriction on the attackers together holds only under its effect's
    literal (`lits`); the caller relaxes pairs and costs the same way (explain.py).
    pattern: `obeyed` counts the conditional requirements of this pattern as existing (M of
    that pattern); by default (None) each exists when its condition holds.
    """

    def __init__(self, ctx: Context, *, cost_free: bool = False, payment: bool = True,
                 fixed: Optional[dict[str, Optional[str]]] = None, split: bool = False, exact: bool = False,
                 by_power: bool = False, relax: bool = False, pattern: Optional[frozenset[str]] = None,
                 deadline: Optional[Deadline] = None, classes: Optional[list[list[str]]] = None):
        """Past `deadline` (when given) building stops with TimeLimitReached. `classes`: the
        creatures' partition to use instead of ctx.classes (each class interchangeable for
        this model, fixed creatures alike in their fix: solver/alike.py)."""
        self.ctx = ctx
        self.m = new_model()
        self.pattern = pattern
        self.exists: dict[str, Any] = {}  # conditional requirement label -> "its condition holds" (exact)
        self.cost_free = cost_free
        self.exact = exact
        self.relax = relax
        fixed = dict(fixed or {})
        self.fixed = fixed
        self.classes: list[ClassVars] = []
        self.lits: dict[str, cp_model.IntVar] = {}  # effect label -> enforcement literal (relax)
        self._indicators: dict[Aggregate, Any] = {}
        extra: dict[str, Any] = {c: ("fixed", d) for c, d in fixed.items()}
        if split:
            extra = {c: ("creature", c, extra.get(c)) for c in ctx.creatures}
        elif relax:
            extra = relax_keys(ctx)  # each effect relaxable on its own
        for ci, members in enumerate(classes if classes is not None else ctx.classes(extra, by_power)):
            if deadline is not None and ci % 512 == 0:
                deadline.check("building the attack model")
            info = ctx.creatures[members[0]]
            if relax:
                allowed = list(ctx.defenders)
            else:
                allowed = [d for d in info.allowed if not cost_free or info.free(d)]
            if members[0] in fixed:
                want = fixed[members[0]]
                allowed = [d for d in allowed if d == want]
            n = {d: self.m.new_int_var(0, len(members), f"n_{ci}_{di}") for di, d in enumerate(allowed)}
            a = self.m.new_int_var(0, len(members), f"a_{ci}")
            self.m.add(a == sum(n.values()))
            if members[0] in fixed:
                # every member of a fixed class carries the same fix
                self.m.add(a == (len(members) if fixed[members[0]] is not None else 0))
            self.classes.append(ClassVars(members, info, n, a))
        self.total: Any = sum(k.attacking for k in self.classes)
        self.group_obeyed: list[Any] = []
        self.obeyed: Any = 0
        self.payment: Optional[PaymentVars] = None
        if relax:
            for fact in ctx.restriction_facts:  # 508.1c, each under its effect's literal
                fact.encode(self, [self.lit(fact.labels[0])])
            self.demand = Demand()
            return
        for fact in ctx.group_restrictions:  # 508.1c
            fact.encode(self)
        self._add_requirements()
        self.demand = self._demand()
        if payment and not cost_free and ctx.has_costs:
            self.payment = add_payment(self.m, self.demand, self._source_groups(), ctx.pool, ctx.life)

    # -- the Encoding an effect kind's encoder uses ---------------------------------------
    def value(self, aggregate: Aggregate) -> Any:
        if aggregate.kind == "total":
            return self.total
        if aggregate.kind == "column":
            return sum(v for k in self.classes for d, v in k.n.items() if d in aggregate.defenders)
        if aggregate.kind == "pairs":
            return sum(v for k in self.classes if k.members[0] in aggregate.creatures
                       for d, v in k.n.items() if d in aggregate.defenders)
        return sum(k.attacking for k in self.classes if k.members[0] in aggregate.creatures)

    def indicator(self, aggregate: Aggregate) -> Any:
        """True when the aggregate is positive: every variable that raises it is bounded by
        its size times the indicator (half-reified), and the converse when exact."""
        if aggregate not in self._indicators:
            b = self.m.new_bool_var(f"any_{len(self._indicators)}")
            for k in self.classes:
                if aggregate.kind == "column" or (aggregate.kind == "pairs" and k.members[0] in aggregate.creatures):
                    for d, v in k.n.items():
                        if d in aggregate.defenders:
                            self.m.add(v <= k.size * b)
                elif aggregate.kind == "pairs":
                    continue
                elif aggregate.kind == "total" or k.members[0] in aggregate.creatures:
                    self.m.add(k.attacking <= k.size * b)
            if self.exact:
                self.m.add(self.value(aggregate) >= 1).only_enforce_if(b)
            self._indicators[aggregate] = b
        return self._indicators[aggregate]

    def lit(self, label: str) -> Any:
        """The enforcement literal of one effect (relaxed model)."""
        if label not in self.lits:
            self.lits[label] = self.m.new_bool_var(f"enforce_{label}")
        return self.lits[label]

    def column(self, defenders: frozenset[str]) -> Any:
        return sum(v for k in self.classes for d, v in k.n.items() if d in defenders)

    # -- 508.1d ---------------------------------------------------------------------------
    def _add_requirements(self) -> None:
        terms: list[Any] = []
        for k in self.classes:
            for inst in k.info.instances:
                # every member carries its own copy of the instance
                w = inst.weight
                terms += [v if w == 1 else w * v for d, v in k.n.items() if d in inst.sat]
        for g in self.ctx.group_requirements:
            r = g.encode(self)
            self.group_obeyed.append(r)
            terms.append(r)
        for f in self.ctx.conditionals:
            if self.pattern is not None:
                if f.label in self.pattern:
                    terms.append(f.encode_existing(self))
                continue
            e = self.m.new_bool_var(f"exists_{f.label}")
            when = self.value(f.when)
            self.add(when >= 1, [e])
            self.add(when <= 0, [e.Not()])
            self.exists[f.label] = e
            terms.append(f.encode(self, e))
        self.obeyed = sum(terms) if terms else 0

    def require_maximum(self, maxima: dict[frozenset[str], int]) -> None:
        """508.1d: the declaration obeys at least M of its own pattern (`maxima`: M per
        pattern; without conditional requirements, the one M)."""
        if not self.ctx.conditionals:
            self.m.add(self.obeyed >= maxima[frozenset()])
            return
        assert self.pattern is None, "the patterns are read off the declaration"
        labels = [f.label for f in self.ctx.conditionals]
        for pattern, m_value in maxima.items():
            self.add(self.obeyed >= m_value,
                     [self.exists[lab] if lab in pattern else self.exists[lab].Not() for lab in labels])

    # -- 508.1h ---------------------------------------------------------------------------
    def _demand(self) -> Demand:
        terms = []
        bound = 0
        for k in self.classes:
            for d, v in k.n.items():
                cost = k.info.cost[d]
                if not cost.is_zero():
                    terms.append((v, cost))
                    bound += k.size * max(1, cost.mana_value() * 2)
        dem = Demand.of_terms(terms)
        dem.bound = max(1, bound)
        return dem

    def add_supply_bound(self) -> None:
        """A necessary condition of the payment (508.1h-j) over the declaration's own
        variables, with no payment variables (an enumeration lists each declaration once):
        each symbol but a Phyrexian one needs at least one mana ({2} two), and no more mana
        can be made than every source's largest option (106.4; less what its activation costs,
        a Signet's {1}), less what attacking taps (508.1f). Exact where every cost is generic
        and each source has one option that costs no mana."""
        dem = self.demand
        need: Any = dem.generic + sum(dem.colored.values()) + sum(dem.hybrid.values()) + sum(dem.twobrid.values())
        if isinstance(need, int) and need == 0:
            return
        supply: Any = sum(self.ctx.pool.values())
        for g in self._source_groups():
            supply = supply + g.available * max([0] + [o.net() for o in g.options])
        self.m.add(need <= supply)

    def _source_groups(self) -> list[Any]:
        # 508.1f: an attacker without vigilance is tapped before costs are paid
        return self.ctx.payment_groups((k.members, k.info, k.attacking) for k in self.classes if k.info.mana_abilities)

    # -- reading a solution -----------------------------------------------------------------
    def declaration(self, solver: Any, prefer: Optional[dict[str, str]] = None) -> dict[str, str]:
        """Creature -> defender from class counts; members keep `prefer`red defenders first.
        `solver` is a CpSolver or a solution callback."""
        prefer = prefer or {}
        attacks = {}
        for k in self.classes:
            counts = {d: solver.value(v) for d, v in k.n.items()}
            free = []
            for c in k.members:
                d = prefer.get(c)
                if d is not None and counts.get(d, 0) > 0:
                    attacks[c] = d
                    counts[d] -= 1
                else:
                    free.append(c)
            # members the user kept home stay home while others can go instead
            free.sort(key=lambda c: c not in prefer)
            free.reverse()  # pop() takes the members the user sent elsewhere first
            for d in k.n:
                while counts[d] > 0 and free:
                    attacks[free.pop()] = d
                    counts[d] -= 1
        order = self.ctx.order
        return dict(sorted(attacks.items(), key=lambda kv: order[kv[0]]))

    def add_hint(self, attacks: dict[str, str], cost_free: bool = False) -> None:
        """Start the search from a known declaration (CP-SAT solution hint). `cost_free`:
        it costs nothing, so nothing is paid either, and the hint is complete (CP-SAT then
        takes it at once instead of searching for the rest)."""
        for k in self.classes:
            counts: dict[str, int] = {}
            for c in k.members:
                d = attacks.get(c)
                if d is not None:
                    counts[d] = counts.get(d, 0) + 1
            for d, v in k.n.items():
                self.m.add_hint(v, counts.get(d, 0))
            self.m.add_hint(k.attacking, sum(counts.get(d, 0) for d in k.n))
        pv = self.payment
        if cost_free and pv is not None:
            for var in (*pv.uses.values(), *pv.any_to.values(), *pv.hybrid_first.values(),
                        *pv.twobrid_color.values(), *pv.phyrexian_life.values()):
                self.m.add_hint(var, 0)

    def hint_solution(self, solver: Any) -> None:
        """Start the next solve from the solution `solver` found for this model: a complete
        hint, which CP-SAT takes at once."""
        values = list(solver.response_proto.solution)
        self.m.clear_hints()
        hint = self.m.proto.solution_hint
        hint.vars.extend(range(len(values)))
        hint.values.extend(values)

    def add_closeness(self, user: dict[str, str]) -> Any:
        """The number of creatures that keep the user's choice (attack d, or stay home)."""
        kept = []
        for ci, k in enumerate(self.classes):
            for d, v in k.n.items():
                u = sum(1 for c in k.members if user.get(c) == d)
                if u:
                    w = self.m.new_int_var(0, u, f"keep_{ci}_{d}")
                    self.m.add(w <= v)
                    kept.append(w)
            home = sum(1 for c in k.members if c not in user)
            if home:
                w = self.m.new_int_var(0, home, f"home_{ci}")
                self.m.add(w <= k.size - k.attacking)
                kept.append(w)
        return sum(kept) if kept else 0

