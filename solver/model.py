"""The CP-SAT model of a declaration, at the level of classes of interchangeable creatures.

n[k, d] counts the members of class k that attack defender d (DESIGN.md: one integer per
class and defender replaces many Booleans and removes pigeonhole symmetry). Requirement
instances are linear in n; group restrictions are half-reified linear constraints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ortools.sat.python import cp_model

from .params import new_model

from .context import Context, CreatureInfo
from .payment import Demand, add_payment


@dataclass
class ClassVars:
    members: list  # creature ids, board order
    info: CreatureInfo  # a representative
    n: dict  # defender -> IntVar
    attacking: object  # IntVar: members that attack

    @property
    def size(self) -> int:
        return len(self.members)


class AttackModel:
    """Variables and constraints for declarations that satisfy 508.1a-c (and pay, if asked).

    cost_free: only pairs with no cost at all (508.1d: M is computed without paying).
    payment: add the payment of 508.1h-j (off when cost_free or when nothing costs).
    fixed: creature -> defender, or None to keep it home (propose --fix / --keep-home).
    """

    def __init__(self, ctx: Context, *, cost_free: bool = False, payment: bool = True,
                 fixed: Optional[dict] = None, split: bool = False, exact: bool = False,
                 by_power: bool = False):
        self.ctx = ctx
        self.m = new_model()
        self.cost_free = cost_free
        self.exact = exact  # auxiliary Booleans equal (not only imply) what they stand for
        fixed = dict(fixed or {})
        self.fixed = fixed
        self.classes: list[ClassVars] = []
        extra = {c: ("fixed", d) for c, d in fixed.items()}
        if split:  # one class per creature (enumeration lists creatures, not counts)
            extra = {c: ("creature", c, extra.get(c)) for c in ctx.creatures}
        for ci, members in enumerate(ctx.classes(extra, by_power)):
            info = ctx.creatures[members[0]]
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
        self.total = sum(k.attacking for k in self.classes)
        self._add_restrictions()
        self._add_requirements()
        self.demand = self._demand()
        self.payment = None
        if payment and not cost_free and ctx.has_costs:
            self.payment = add_payment(self.m, self.demand, self._source_groups(), ctx.pool, ctx.life)

    # -- 508.1c ---------------------------------------------------------------------------
    def _flag(self, classes, name):
        """A Boolean that is true when any member of `classes` attacks (half-reified)."""
        b = self.m.new_bool_var(name)
        for k in classes:
            self.m.add(k.attacking <= k.size * b)
        if self.exact:
            self.m.add(sum(k.attacking for k in classes) >= 1).only_enforce_if(b)
        return b

    def _add_restrictions(self) -> None:
        ctx = self.ctx
        alone = [k for k in self.classes if k.info.alone]
        if alone:  # cant_attack_alone: with another attacker (508.1c example)
            self.m.add(self.total >= 2).only_enforce_if(self._flag(alone, "alone"))
        only = [k for k in self.classes if k.info.only_alone]
        if only:  # attacks_only_alone
            self.m.add(self.total <= 1).only_enforce_if(self._flag(only, "only_alone"))
        for q in sorted({k.info.others for k in self.classes if k.info.others}):
            ks = [k for k in self.classes if k.info.others == q]  # cant_attack_unless_others
            self.m.add(self.total >= q + 1).only_enforce_if(self._flag(ks, f"others_{q}"))
        for _, count in ctx.max_attackers:  # max_attackers
            self.m.add(self.total <= count)
        for _, defenders, count, _t in ctx.max_against:  # max_attackers_against
            self.m.add(self.column(defenders) <= count)

    def column(self, defenders) -> object:
        return sum(v for k in self.classes for d, v in k.n.items() if d in defenders)

    # -- 508.1d ---------------------------------------------------------------------------
    def _add_requirements(self) -> None:
        terms = []
        for k in self.classes:
            for inst in k.info.instances:
                # every member carries its own copy of the instance
                terms += [v for d, v in k.n.items() if d in inst.sat]
        self.group_obeyed = []
        for g in self.ctx.group_instances:
            r = self.m.new_bool_var(f"group_{g.label}")
            self.m.add(self.column(g.sat) >= g.count).only_enforce_if(r)
            if self.exact:
                self.m.add(self.column(g.sat) <= g.count - 1).only_enforce_if(r.Not())
            self.group_obeyed.append(r)
            terms.append(r)
        self.obeyed = sum(terms) if terms else 0

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

    def _source_groups(self) -> list:
        # 508.1f: an attacker without vigilance is tapped before costs are paid
        return self.ctx.payment_groups((k.members, k.info, k.attacking) for k in self.classes if k.info.mana_abilities)

    # -- reading a solution -----------------------------------------------------------------
    def declaration(self, solver: cp_model.CpSolver, prefer: Optional[dict] = None) -> dict:
        """Creature -> defender from class counts; members keep `prefer`red defenders first."""
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
        order = {c: i for i, c in enumerate(self.ctx.perms)}
        return dict(sorted(attacks.items(), key=lambda kv: order[kv[0]]))

    def add_hint(self, attacks: dict) -> None:
        """Start the search from a known declaration (CP-SAT solution hint)."""
        for k in self.classes:
            counts: dict = {}
            for c in k.members:
                d = attacks.get(c)
                if d is not None:
                    counts[d] = counts.get(d, 0) + 1
            for d, v in k.n.items():
                self.m.add_hint(v, counts.get(d, 0))
            self.m.add_hint(k.attacking, sum(counts.get(d, 0) for d in k.n))

    def add_closeness(self, user: dict) -> object:
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
