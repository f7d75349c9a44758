"""Explanations a player can act on (issue 7).

- `blocking_set`: when requirement instances can't all be obeyed, the smallest set of
  restrictions and costs responsible, shrunk by deletion to a minimal set: that set alone
  prevents obeying them, and dropping any one member lets them be obeyed (after CPMpy's
  mus.py). Without group requirements, a class blocked by its own pair restrictions and
  costs is found and shrunk in plain Python; otherwise CP-SAT decides each set, with one
  assumption literal per effect.
- `cost_shortfall`: how much of a total cost can't be paid and why sources can't help.
- `moves`: the difference between a declaration and its witness, as short moves.
"""

from __future__ import annotations

from typing import Optional


from attackcheck.models.mana import COLORS, ManaCost

from .context import Context
from .params import INFEASIBLE, new_solver, status_of, new_model


class _PairLabels:
    """The restrictions and costs that forbid creature-defender pairs (508.1c, 508.1d: a
    cost is never required), by effect label: which (class, defender) pairs each blocks,
    and how to describe it."""

    def __init__(self, ctx: Context, classes: list):
        self.ctx = ctx
        self.blocks: dict = {}  # effect label -> {(class index, defender)}
        self.about: dict = {}  # effect label -> dict describing it
        for ci, members in enumerate(classes):
            info = ctx.creatures[members[0]]
            for d, reasons in info.forbidden.items():
                for r in reasons:
                    lab = r.effect or f"{members[0]}:{r.rule}"
                    self.note(lab, "restriction", r.rule, r.message)
                    self.blocks.setdefault(lab, set()).add((ci, d))
            for d, parts in info.cost_parts.items():
                for lab, cost in parts:
                    name = self.source_name(lab)
                    self.note(lab, "cost", "508.1d", lambda d=d, cost=cost, name=name: (
                        f"attacking {ctx.rb.describe(d)} costs {cost} ({name}), "
                        "and a player is never required to pay a cost to obey a requirement"))
                    self.blocks.setdefault(lab, set()).add((ci, d))

    def source_name(self, lab):
        if not hasattr(self, "_effects"):
            self._effects = {e.label: e for e in self.ctx.rb.effects}
        eff = self.ctx.restriction_effects.get(lab) or self._effects.get(lab)
        return self.ctx.effect_name(eff) if eff is not None else lab

    def note(self, lab, kind, rule, message):
        """Remember what an effect is; `message` may be a function, called only if needed."""
        self.about.setdefault(lab, {"kind": kind, "rule": rule, "message": message, "effect": lab})

    def describe(self, lab) -> dict:
        out = dict(self.about[lab])
        if callable(out["message"]):
            out["message"] = out["message"]()
        return out


class _Relaxable:
    """Declarations under 508.1a-b, with every restriction and cost behind a literal."""

    def __init__(self, ctx: Context, pairs: "_PairLabels | None" = None):
        self.ctx = ctx
        m = self.m = new_model()
        self.lits: dict = {}  # effect label -> BoolVar
        classes = ctx.classes()
        pairs = pairs or _PairLabels(ctx, classes)
        self.pairs = pairs
        self.about = pairs.about
        self._src = pairs.source_name
        self._note = pairs.note
        self.describe = pairs.describe
        self.classes = []
        for ci, members in enumerate(classes):
            info = ctx.creatures[members[0]]
            n = {d: m.new_int_var(0, len(members), f"n_{ci}_{d}") for d in ctx.defenders}
            a = m.new_int_var(0, len(members), f"a_{ci}")
            m.add(a == sum(n.values()))
            self.classes.append((members, info, n, a))
        for lab, blocked in pairs.blocks.items():
            for ci, d in sorted(blocked, key=lambda p: (p[0], ctx.defenders.index(p[1]))):
                m.add(self.classes[ci][2][d] == 0).only_enforce_if(self.lit(lab))
        total = sum(a for _, _, _, a in self.classes)
        self.total = total
        for flag, rule_text in (("alone", "can't attack alone"), ("only_alone", "can only attack alone")):
            for members, info, n, a in self.classes:
                for lab in info.restriction_labels.get(flag, []):
                    self._note(lab, "restriction", "508.1c", f"{ctx.perms[members[0]].name} {rule_text} ({self._src(lab)})")
                    b = m.new_bool_var("")
                    m.add(a <= len(members) * b)
                    if flag == "alone":
                        m.add(total >= 2).only_enforce_if([b, self.lit(lab)])
                    else:
                        m.add(total <= 1).only_enforce_if([b, self.lit(lab)])
        for members, info, n, a in self.classes:
            for lab in info.restriction_labels.get("others", []):
                self._note(lab, "restriction", "508.1c",
                           f"{ctx.perms[members[0]].name} can't attack unless {info.others} others do ({self._src(lab)})")
                b = m.new_bool_var("")
                m.add(a <= len(members) * b)
                m.add(total >= info.others + 1).only_enforce_if([b, self.lit(lab)])
        for lab, count in ctx.max_attackers:
            self._note(lab, "restriction", "508.1c", f"no more than {count} creature(s) can attack ({self._src(lab)})")
            m.add(total <= count).only_enforce_if(self.lit(lab))
        for lab, defenders, count, target in ctx.max_against:
            self._note(lab, "restriction", "508.1c", f"no more than {count} creature(s) can attack {target} ({self._src(lab)})")
            m.add(self.column(defenders) <= count).only_enforce_if(self.lit(lab))

    def lit(self, lab):
        if lab not in self.lits:
            self.lits[lab] = self.m.new_bool_var(f"enforce_{lab}")
        return self.lits[lab]

    def column(self, defenders):
        return sum(v for _, _, n, _ in self.classes for d, v in n.items() if d in defenders)

    def require_all(self, instances: set, groups: list) -> None:
        """Every member of each class obeys each listed instance kind; groups are met."""
        for members, info, n, a in self.classes:
            for inst in info.instances:
                if inst.key() in instances:
                    self.m.add(sum(v for d, v in n.items() if d in inst.sat) == len(members))
        for g in groups:
            self.m.add(self.column(g.sat) >= g.count)

    def infeasible_with(self, labels) -> bool:
        key = frozenset(labels)
        memo = self.__dict__.setdefault("_memo", {})
        if key not in memo:
            memo[key] = self._infeasible_with(labels)
        return memo[key]

    def _infeasible_with(self, labels) -> bool:
        self.m.clear_assumptions()
        self.m.add_assumptions([self.lits[x] for x in labels])
        solver = new_solver(getattr(self, "limit", 10.0))
        solver.parameters.linearization_level = 0
        # literals not assumed are free: the solver may relax them
        return status_of(solver.solve(self.m)) == INFEASIBLE


def blocking_set(ctx: Context, time_limit: float = 10.0) -> Optional[dict]:
    """Why not every requirement instance can be obeyed at no cost: a minimal set of
    restrictions and costs, or None when each obeyable instance can be obeyed together."""
    instances = set()
    texts = []
    for info in ctx.creatures.values():
        for inst in info.instances:
            if inst.sat & set(ctx.defenders):
                if inst.key() not in instances:
                    texts.append(inst.text)
                instances.add(inst.key())
    groups = [g for g in ctx.group_instances if g.sat]
    texts += [g.text for g in groups]
    if not instances and not groups:
        return None
    classes = ctx.classes()
    pairs = _PairLabels(ctx, classes)
    if not groups:
        local = _local_blocking(ctx, classes, pairs, instances)
        if local is not None:
            if local == "conflict":
                return {"requirements": texts, "because": [], "conflict": True}
            return {"requirements": texts, "because": [pairs.describe(lab) for lab in local], "conflict": False}
    rx = _Relaxable(ctx, pairs)
    rx.limit = max(0.05, time_limit)
    rx.require_all(instances, groups)
    labels = list(rx.lits)
    solver = new_solver(rx.limit)
    solver.parameters.linearization_level = 0
    rx.m.clear_assumptions()
    rx.m.add_assumptions([rx.lits[x] for x in labels])
    st = status_of(solver.solve(rx.m))
    if st != INFEASIBLE:
        return None
    core_idx = set(solver.sufficient_assumptions_for_infeasibility())
    core = [lab for lab in labels if rx.lits[lab].index in core_idx] or labels
    # shrink by deletion: drop a member whenever the rest still blocks (solves are
    # remembered, so the empty set is solved once, here or below)
    i = 0
    while i < len(core):
        trial = core[:i] + core[i + 1:]
        if rx.infeasible_with(trial):
            core = trial
        else:
            i += 1
    if not core and rx.infeasible_with([]):
        # no restriction or cost is to blame: the requirements contradict each other
        return {"requirements": texts, "because": [], "conflict": True}
    return {"requirements": texts, "because": [rx.describe(lab) for lab in core], "conflict": False}


def _local_blocking(ctx: Context, classes: list, pairs: _PairLabels, instances: set):
    """Without group requirements, a class whose own instances can't all be obeyed because
    of pair restrictions and costs is blocked by those alone, and whether a set of pair
    labels blocks is plain to see: some class has no defender left that obeys all its
    instances. Returns a minimal set of labels (shrunk by deletion), "conflict" when the
    requirements contradict each other, or None when no class is blocked on its own
    (caps, "alone" restrictions and the like: the solver decides)."""
    dset = ctx.defender_set
    need = []  # per class: the defenders that obey all its instances (None: it has none)
    for members in classes:
        req = [i for i in ctx.creatures[members[0]].instances if i.key() in instances]
        if not req:
            need.append(None)
            continue
        sat = set(dset)
        for inst in req:
            sat &= inst.sat
        need.append(sat)

    def blocked_classes(labels):
        """The classes left without a defender that obeys all their instances."""
        blocked = set().union(*(pairs.blocks[lab] for lab in labels))
        return (ci for ci, sat in enumerate(need) if sat is not None and all((ci, d) in blocked for d in sat))

    def infeasible(labels) -> bool:
        return next(blocked_classes(labels), None) is not None

    if infeasible([]):
        return "conflict"  # no restriction or cost is to blame
    everything = list(pairs.blocks)
    ci = next(blocked_classes(everything), None)
    if ci is None:
        return None
    core = [lab for lab in everything if any((ci, d) in pairs.blocks[lab] for d in need[ci])]
    i = 0
    while i < len(core):  # shrink by deletion
        trial = core[:i] + core[i + 1:]
        if infeasible(trial):
            core = trial
        else:
            i += 1
    return core


def cost_shortfall(ctx: Context, attacks: dict, cost: ManaCost) -> str:
    """How much of `cost` can't be paid, and why the player's mana sources don't help."""
    groups = [g for g in ctx.declared_payment_groups(attacks) if g.available]
    most = sum(ctx.pool.values()) + sum(g.available * max(o.amount() for o in g.options) for g in groups)
    parts = []
    need = cost.mana_value()
    phyrexian = sum(n for _, n in cost.phyrexian)
    if need - phyrexian > most:
        parts.append(f"it needs {need - phyrexian} mana but at most {most} can be made")
    elif need > most and phyrexian:
        parts.append(f"it needs {need} mana or life: at most {most} mana, and {ctx.life} life pays "
                     f"{min(phyrexian, ctx.life // 2)} Phyrexian symbol(s) (119.4)")
    colors_needed = {c for c, _ in cost.colored} | {c for c, _ in cost.phyrexian}
    for c in sorted(colors_needed & set(COLORS + ("C",))):
        makes = lambda g: any((o.any_color and c != "C") or dict(o.fixed).get(c) for o in g.options)
        makers = sum(g.available for g in groups if makes(g)) + ctx.pool.get(c, 0)
        wanted = dict(cost.colored).get(c, 0)
        if wanted > makers:
            wrong = sorted({ctx.perms[m].label() for g in groups if not makes(g) for m in g.members})
            parts.append(f"it needs {{{c}}} x{wanted} but only {makers} source(s) make {{{c}}}"
                         + (f" ({', '.join(wrong)} make(s) other mana)" if wrong else ""))
    for s, why in ctx.source_unusable_reasons(set(attacks)):
        parts.append(f"{ctx.perms[s].label()} can't pay: {why}")
    return "; ".join(parts)


def moves(ctx: Context, attacks: dict, witness: dict) -> list:
    """The witness as changes to the user's declaration."""
    out = []
    describe = ctx.rb.describe
    for c in ctx.perms:
        a, w = attacks.get(c), witness.get(c)
        if a == w:
            continue
        if a is None:
            out.append({"creature": c, "from": None, "to": w, "text": f"add {c} attacking {describe(w)}"})
        elif w is None:
            out.append({"creature": c, "from": a, "to": None, "text": f"remove {c} (attacking {describe(a)})"})
        else:
            out.append({"creature": c, "from": a, "to": w, "text": f"move {c} from {describe(a)} to {describe(w)}"})
    return out
