"""Explanations a player can act on.

- `blocking_set`: when requirement instances can't all be obeyed, the smallest set of
  restrictions and costs responsible, shrunk by deletion to a minimal set: that set alone
  prevents obeying them, and dropping any one member lets them be obeyed (after CPMpy's
  mus.py). Without group requirements, a class blocked by its own pair restrictions and
  costs is found and shrunk in plain Python; otherwise CP-SAT decides each set on the
  relaxed attack model (model.py), with one assumption literal per effect.
- `cost_shortfall`: how much of a total cost can't be paid and why sources can't help.
- `moves`: the difference between a declaration and its witness, as short moves.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, Container, Iterable, Iterator, Optional, Union

from attackcheck.models.mana import COLORS, ManaCost

from .context import Context
from .effects.base import GroupRequirement, IfAttacking, Reason, board_ordered
from .effects.costs import blocking_text
from .deadline import Deadline, SolveStatus, as_deadline
from .results import Blocked, BlockingEffect, Move, ViolationKind

if TYPE_CHECKING:  # cost_shortfall and moves need no solver: OR-Tools loads with the relaxed model
    from .model import AttackModel

Message = Union[str, Callable[[], str]]


class _PairLabels:
    """The restrictions and costs that forbid creature-defender pairs (508.1c, 508.1d: a
    cost is never required), by effect label: which (class index, defender) pairs each blocks,
    and how to describe it."""

    def __init__(self, ctx: Context, classes: list[list[str]]):
        self.ctx = ctx
        self.classes = classes
        self.blocks: dict[str, set[tuple[int, str]]] = {}  # effect label -> {(class index, defender)}
        self.about: dict[str, tuple[ViolationKind, str, Message]] = {}  # effect label -> kind, rule, message
        about, blocks = self.about, self.blocks
        for ci, members in enumerate(classes):
            info = ctx.creatures[members[0]]
            for d, reasons in info.forbidden.items():
                for r in reasons:
                    lab = r.effect or f"{members[0]}:{r.rule}"
                    if lab not in about:  # the first description stays (note)
                        about[lab] = _forbidden_about(r)
                    blocks.setdefault(lab, set()).add((ci, d))
            for d, parts in info.cost_parts.items():
                for lab, cost in parts:
                    if lab not in about:
                        about[lab] = (ViolationKind.COST, "508.1d", partial(_cost_text, ctx, d, cost, lab))
                    blocks.setdefault(lab, set()).add((ci, d))
        for fact in ctx.restriction_facts:
            self.note(fact.labels[0], ViolationKind.RESTRICTION, fact.rule, partial(fact.description, ctx))

    def note(self, lab: str, kind: ViolationKind, rule: str, message: Message) -> None:
        """Remember what an effect is; `message` may be a function, called only if needed."""
        self.about.setdefault(lab, (kind, rule, message))

    def prefer(self, ci: int, defenders: set[str]) -> None:
        """Describe each label class ci carries at one of these defenders (those it needs)
        by that pair of its own, rather than by the first pair the label forbids."""
        first = self.classes[ci][0]
        self.about.update(_own_pairs(self.ctx, first, defenders, lambda r: f"{first}:{r.rule}"))

    def describe(self, lab: str) -> BlockingEffect:
        kind, rule, message = self.about[lab]
        return BlockingEffect(kind, rule, message() if callable(message) else message, lab)


class _Relaxed:
    """Declarations under 508.1a-b, with every restriction and cost behind a literal."""

    def __init__(self, ctx: Context, deadline: Deadline):
        from .model import AttackModel

        self.ctx = ctx
        self.deadline = deadline
        self.am: AttackModel = AttackModel(ctx, relax=True)
        self.pairs = _PairLabels(ctx, [k.members for k in self.am.classes])
        defenders = ctx.defenders
        for lab, blocked in self.pairs.blocks.items():
            for ci, d in sorted(blocked, key=lambda p: (p[0], defenders.index(p[1]))):
                self.am.add(self.am.classes[ci].n[d] == 0, [self.am.lit(lab)])
        self.memo: dict[frozenset[str], bool] = {}

    def require_all(self, instances: Container[Any], groups: list[GroupRequirement], conditionals: list[IfAttacking],
                    key: Callable[[Any], Any]) -> None:
        """Every member of each class obeys each listed instance kind; groups are met; the
        conditional requirements listed (those of the pattern) are obeyed."""
        am = self.am
        for k in am.classes:
            for inst in k.info.instances:
                if key(inst) in instances:
                    am.add(sum(v for d, v in k.n.items() if d in inst.sat) == k.size)
        for g in groups:
            g.require(am)
        for f in conditionals:
            f.require(am)

    def solve_with(self, labels: list[str]) -> tuple[SolveStatus, Any]:
        from .params import solve

        m = self.am.m
        m.clear_assumptions()
        m.add_assumptions([self.am.lits[x] for x in labels])
        # literals not assumed are free: the solver may relax them
        return solve(m, self.deadline, linearization_level=0)

    def infeasible_with(self, labels: list[str]) -> bool:
        key = frozenset(labels)
        if key not in self.memo:
            self.memo[key] = self.solve_with(labels)[0] == SolveStatus.INFEASIBLE
        return self.memo[key]


def blocking_set(ctx: Context, deadline: "Deadline | float | None" = None,
                 pattern: frozenset[str] = frozenset()) -> Optional[Blocked]:
    """Why not every requirement instance can be obeyed at no cost: a minimal set of
    restrictions and costs, or None when each obeyable instance can be obeyed together
    (with the conditional requirements of `pattern`)."""
    deadline = as_deadline(deadline)
    key = _instance_keys()
    dset = ctx.defender_set
    # the keys of the obeyable instances -> those alike (one effect, each creature's): worded together
    worded: dict[Any, list[Any]] = {}
    # the shapes whose every instance some defender obeys (most): their creatures' are read
    # without a test each
    every = {shape for shape in ctx.shapes if all(not sat.isdisjoint(dset) for sat, _ in shape.sats)}
    alike_to = worded.get
    for info in ctx.creatures.values():
        if info.shape in every:
            for inst in info.instances:
                k = (inst.source or inst.label, inst.kind, inst.sat, inst.weight)  # key(inst)
                same = alike_to(k)
                if same is None:
                    worded[k] = [inst]
                else:
                    same.append(inst)
            continue
        for inst in info.instances:
            if not inst.sat.isdisjoint(dset):
                k = (inst.source or inst.label, inst.kind, inst.sat, inst.weight)  # key(inst)
                same = worded.get(k)
                if same is None:
                    worded[k] = [inst]
                else:
                    same.append(inst)
    instances = worded.keys()
    # (most alike instances are one creature's on a board of distinct creatures: their own text)
    texts = [same[0].text if len(same) == 1 else _together(ctx, same) for same in worded.values()]
    groups = [g for g in ctx.group_requirements if g.obeyable(ctx.defender_set)]
    texts += [g.text for g in groups]
    conditionals = [f for f in ctx.conditionals if f.label in pattern and f.size]
    texts += [f.text for f in conditionals]
    if not instances and not groups and not conditionals:
        return None
    if not groups and not conditionals:
        alike = _alike_labels(ctx)
        if alike == "conflict":
            return Blocked(tuple(texts), (), True)
        if isinstance(alike, tuple):
            return Blocked(tuple(texts), alike, False)
        classes = ctx.classes(relax_keys(ctx))
        pairs = _PairLabels(ctx, classes)
        local = _local_blocking(ctx, classes, pairs, instances, key)
        if local == "conflict":
            return Blocked(tuple(texts), (), True)
        if isinstance(local, list):
            return Blocked(tuple(texts), tuple(pairs.describe(lab) for lab in local), False)
    rx = _Relaxed(ctx, deadline)
    rx.require_all(instances, groups, conditionals, key)
    labels = list(rx.am.lits)
    st, solver = rx.solve_with(labels)
    if st != SolveStatus.INFEASIBLE:
        return None
    core_idx = set(solver.sufficient_assumptions_for_infeasibility())
    core = [lab for lab in labels if rx.am.lits[lab].index in core_idx] or labels
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
        return Blocked(tuple(texts), (), True)
    return Blocked(tuple(texts), tuple(rx.pairs.describe(lab) for lab in core), False)


_creature_of = attrgetter("creature")


def _together(ctx: Context, same: list[Any]) -> str:
    """Alike instances of several creatures in one text: "Silvercoat Lion (lion) and
    Grizzly Bears (bear): each attacks each combat if able (attacks_if_able (resolved effect
    1))"."""
    first = same[0].text
    if len(same) == 1:  # (most instances of a board of distinct creatures)
        return first
    perms = ctx.perms
    ids = list(dict.fromkeys(map(_creature_of, same)))  # (eligible creatures: permanents each)
    if "(" in "".join(ids):  # a label "name (id)" may then be another creature's: compared
        names = list(dict.fromkeys(perms[c].label() for c in ids))
        n = len(names)
    else:  # each label is its creature's own (it is the id, or ends with " (id)"): only those shown are made
        n = len(ids)
        names = [perms[c].label() for c in (ids if n <= 6 else ids[:5])]
    if n < 2 or not first.startswith(names[0]):
        return first
    shown = ", ".join(names[:-1]) + " and " + names[-1] if n <= 6 else \
        ", ".join(names[:5]) + f" and {n - 5} other creature(s)"
    return f"{shown}: each{first[len(names[0]):]}"


def _alike_labels(ctx: Context) -> Union[None, str, tuple[BlockingEffect, ...]]:
    """_local_blocking read per creature rather than per class, where that is the same: when
    every pair restriction names its effect (none labelled by its creature, as a keyword's
    is), the members of a class carry the same labels as its first member, so a class is
    blocked exactly when its first member is, and the first creature to carry a label is the
    first member of its class. Returns "conflict" when the requirements contradict each
    other, the minimal set, or None when the classes must decide (a keyword's restriction,
    or no class blocked on its own: the caller's paths)."""
    creatures = ctx.creatures
    if ctx.restriction_by_creature:
        return None
    dset = ctx.defender_set
    # per shape (instances, defenders, costs) with obeyable instances whose defenders that
    # obey them all are each forbidden (not among its defenders) or costly: those defenders
    blocking: dict[Any, frozenset[str]] = {}
    # per set of defenders (shapes share them; a set keeps its hash): its legal ones
    meet: dict[frozenset[str], frozenset[str]] = {}
    for shape in ctx.shapes:
        sat: Optional[frozenset[str]] = None
        for s, _ in shape.sats:
            m = meet.get(s)
            if m is None:
                m = meet[s] = dset & s
            if m:
                sat = m if sat is None else (sat & m)
        if sat is None:
            continue
        if not sat:
            return "conflict"  # no restriction or cost is to blame
        allowed, costly = shape.allowed, shape.cost  # (a cost's defenders are those of its parts)
        if all(d not in allowed or d in costly for d in sat):
            blocking[shape] = sat
    if not blocking:
        return None
    # the creatures so, in board order: (creature, its facts, the defenders it needs)
    blocked_by = blocking.get
    need = [(c, info, sat) for c, info in creatures.items() if (sat := blocked_by(info.shape)) is not None]
    first, top, first_needs = need[0]  # the first class blocked by every label together

    def labels(info: Any, d: str) -> list[str]:
        """The labels blocking (creature, d): its pair restrictions', then its costs'."""
        out = [r.effect or "" for r in info.forbidden.get(d, ())]
        out += [lab for lab, _ in info.cost_parts.get(d, ())]
        return out

    core_set = {lab for d in first_needs for lab in labels(top, d)}
    # the labels in the order the classes first carry them, each described by its first carrier
    about: dict[str, tuple[ViolationKind, str, Message]] = {}
    for c, info in creatures.items():
        if not info.forbidden and not info.cost_parts:
            continue
        for d, reasons in info.forbidden.items():
            for r in reasons:
                lab = r.effect or ""
                if lab in core_set and lab not in about:
                    about[lab] = _forbidden_about(r)
        for d, parts in info.cost_parts.items():
            for lab, cost in parts:
                if lab in core_set and lab not in about:
                    about[lab] = (ViolationKind.COST, "508.1d", partial(_cost_text, ctx, d, cost, lab))
        if c == first:
            break
    # a label the blocked creature carries is described by its own pair at a defender it
    # needs (Xantcha is blocked by "can't attack B", not by the same effect on B's planeswalker)
    about.update((lab, v) for lab, v in _own_pairs(ctx, first, first_needs, lambda r: "").items() if lab in about)
    core = list(about)
    # the creatures a subset of the core can block: each of their defenders blocked by one
    held = []
    # creatures alike in what blocks them (no pair restriction of their own, one mapping of
    # cost parts, the same defenders needed) are held alike: each such kind is read once
    # (a second one would add nothing to `infeasible`)
    seen: set[tuple[int, frozenset[str]]] = set()
    for _, info, sat in need:
        if not info.forbidden:
            alike = (id(info.cost_parts), sat)
            if alike in seen:
                continue
            seen.add(alike)
        by: dict[str, set[str]] = {}
        for d in sat:
            carried = labels(info, d)
            if core_set.isdisjoint(carried):  # (most creatures: their own effects block them)
                break
            by[d] = core_set.intersection(carried)
        else:
            held.append((sat, by))

    def infeasible(trial: list[str]) -> bool:
        chosen = set(trial)
        return any(all(not by[d].isdisjoint(chosen) for d in sat) for sat, by in held)

    core = _shrunk(core, infeasible)
    out = []
    for lab in core:
        kind, rule, message = about[lab]
        out.append(BlockingEffect(kind, rule, message() if callable(message) else message, lab))
    return tuple(out)


def _cost_text(ctx: Context, d: str, cost: ManaCost, lab: str) -> str:
    return blocking_text(ctx, d, cost, ctx.effect_name(ctx.effects.get(lab)) or lab)


def _forbidden_about(r: Reason) -> tuple[ViolationKind, str, Message]:
    """What a forbidden pair's reason is in an explanation: a restriction (508.1c), or a
    non-mana cost, which a cost-free declaration doesn't pay (508.1d)."""
    if r.kind == ViolationKind.COST:
        return (ViolationKind.COST, "508.1d", r.message)
    return (ViolationKind.RESTRICTION, r.rule, r.message)


def _own_pairs(ctx: Context, creature: str, defenders: Iterable[str],
               unnamed: Callable[[Any], str]) -> dict[str, tuple[ViolationKind, str, Message]]:
    """The labels of the restrictions and costs on this creature at these defenders, each
    described by the creature's first such pair (defenders in board order); `unnamed` labels
    a restriction that names no effect."""
    info = ctx.creatures[creature]
    out: dict[str, tuple[ViolationKind, str, Message]] = {}
    for d in board_ordered(ctx, frozenset(defenders)):
        for r in info.forbidden.get(d, ()):
            out.setdefault(r.effect or unnamed(r), _forbidden_about(r))
        for lab, cost in info.cost_parts.get(d, ()):
            out.setdefault(lab, (ViolationKind.COST, "508.1d", partial(_cost_text, ctx, d, cost, lab)))
    return out


def relax_keys(ctx: Context) -> dict[str, Any]:
    """Per creature, the effects behind its restrictions and costs: in the relaxed model a
    class is alike in which effect relaxes what (pass as `extra` to ctx.classes)."""
    among: dict[str, list[str]] = {}  # creature -> the restrictions on attackers among which it is, in order
    for f in ctx.restriction_facts:
        members: set[str] = set()
        for a in f.aggregates:
            if a.kind == "among":
                members.update(a.creatures)
        for c in members:
            among.setdefault(c, []).append(f.labels[0])
    return {c: _labels(ctx, c, tuple(among.get(c, ()))) for c in ctx.creatures}


def _labels(ctx: Context, cid: str, group: tuple[str, ...]) -> tuple[Any, ...]:
    info = ctx.creatures[cid]
    pairs: tuple[Any, ...] = ()
    if info.forbidden:
        # a keyword's restriction is labelled by its creature (702.3b): alike for classes
        own = f"{cid}:"
        pairs = tuple((d, tuple([r.rule if r.effect and r.effect.startswith(own) else (r.effect or r.rule)
                                 for r in rs])) for d, rs in info.forbidden.items())
    costs = tuple([(d, tuple([lab for lab, _ in parts])) for d, parts in info.cost_parts.items()]) \
        if info.cost_parts else ()
    return ("relax", group, pairs, costs)


def _instance_keys() -> Callable[[Any], tuple[str, str, frozenset[str], int]]:
    """What makes instances alike: equal exactly when Instance.key is (a set of defenders
    is equal when its sorted tuple is), without sorting."""
    return lambda inst: (inst.source or inst.label, inst.kind, inst.sat, inst.weight)


def _local_blocking(ctx: Context, classes: list[list[str]], pairs: _PairLabels,
                    instances: Container[Any], key: Callable[[Any], Any]) -> Union[None, str, list[str]]:
    """Without group requirements, a class whose own instances can't all be obeyed because
    of pair restrictions and costs is blocked by those alone, and whether a set of pair
    labels blocks is plain to see: some class has no defender left that obeys all its
    instances. Returns a minimal set of labels (shrunk by deletion), "conflict" when the
    requirements contradict each other, or None when no class is blocked on its own
    (caps, "alone" restrictions and the like: the solver decides)."""
    dset = ctx.defender_set
    need: list[Optional[set[str]]] = []  # per class: the defenders that obey all its instances
    for members in classes:
        req = [i for i in ctx.creatures[members[0]].instances if key(i) in instances]
        if not req:
            need.append(None)
            continue
        sat = set(dset)
        for inst in req:
            sat &= inst.sat
        need.append(sat)

    def blocked_classes(labels: list[str]) -> Iterator[int]:
        """The classes left without a defender that obeys all their instances."""
        blocked: set[tuple[int, str]] = set().union(*(pairs.blocks[lab] for lab in labels))
        return (ci for ci, sat in enumerate(need) if sat is not None and all((ci, d) in blocked for d in sat))

    def infeasible(labels: list[str]) -> bool:
        return next(blocked_classes(labels), None) is not None

    if infeasible([]):
        return "conflict"  # no restriction or cost is to blame
    everything = list(pairs.blocks)
    ci = next(blocked_classes(everything), None)
    if ci is None:
        return None
    need_ci = need[ci] or set()
    core = [lab for lab in everything if any((ci, d) in pairs.blocks[lab] for d in need_ci)]
    core = _shrunk(core, infeasible)
    pairs.prefer(ci, need_ci)
    return core


def cost_parts_text(ctx: Context, attacks: dict[str, str], most: int = 6) -> str:
    """What the total cost to attack is made of (508.1h), effect by effect: "Propaganda (p):
    {2} each for bear, elf; Baird (baird): {1} for bear" (up to `most` effects and creatures
    each); reductions, where any, make the total less than these."""
    by: dict[str, list[tuple[str, ManaCost]]] = {}
    for c, d in attacks.items():
        info = ctx.creatures.get(c)
        for label, part in (info.cost_parts.get(d, ()) if info is not None else ()):
            if not part.is_zero():
                by.setdefault(label, []).append((c, part))
    out = []
    for label, got in list(by.items())[:most]:
        name = ctx.effect_name(ctx.effects.get(label)) or label
        names = [c for c, _ in got[:most]] + ([f"{len(got) - most:,} more"] if len(got) > most else [])
        costs = {str(k) for _, k in got}
        if len(costs) == 1:
            out.append(f"{name}: {costs.pop()}{' each' if len(got) > 1 else ''} for {', '.join(names)}")
        else:
            out.append(f"{name}: " + ", ".join(f"{k} for {c}" for c, k in got[:most])
                       + (f", and {len(got) - most:,} more" if len(got) > most else ""))
    if len(by) > most:
        out.append(f"{len(by) - most:,} more effects")
    return "; ".join(out)


def cost_shortfall(ctx: Context, attacks: dict[str, str], cost: ManaCost) -> str:
    """How much of `cost` can't be paid, and why the player's mana sources don't help."""
    groups = [g for g in ctx.declared_payment_groups(attacks) if g.available]
    # 602.2b: an ability whose cost taps other permanents (Springleaf Drum) is activated at most
    # once for each that many of them left untapped
    can_tap: Counter = Counter()
    for g in groups:
        for key in {o.taps_for for o in g.options if o.taps_for}:
            can_tap[key] += g.available

    def uses(g: Any, o: Any) -> int:
        return min(g.available, can_tap[o.tap_key] // o.taps) if o.tap_key else g.available

    def most_made(signets: bool) -> int:
        return sum(ctx.pool.values()) + sum(max([0] + [uses(g, o) * o.net() for o in g.options
                                                       if signets or not o.pay]) for g in groups)

    # a Signet's {1} is paid with mana made before it (605.3a): none without other mana
    most = most_made(True) if most_made(False) else 0
    parts = []
    need = cost.mana_value()
    phyrexian = sum(n for _, n in cost.phyrexian)
    if need - phyrexian > most:
        parts.append(f"it needs {need - phyrexian} mana but at most {most} can be made")
    elif need > most and phyrexian:
        parts.append(f"it needs {need} mana or life: at most {most} mana, and {_life_pays(ctx, phyrexian)}")
    colors_needed = {c for c, _ in cost.colored} | {c for c, _ in cost.phyrexian}
    for c in sorted(colors_needed & set(COLORS + ("C",))):
        def units(g: Any, c: str = c) -> int:  # the most {c} the group's sources make
            return max((uses(g, o) * (dict(o.fixed).get(c, 0) + (o.any_color if c != "C" else 0))
                        for o in g.options), default=0)
        made = sum(units(g) for g in groups) + ctx.pool.get(c, 0)
        wanted = dict(cost.colored).get(c, 0)
        by_life = dict(cost.phyrexian).get(c, 0)
        wrong = sorted({ctx.perms[m].label() for g in groups if not units(g) and not all(o.taps_for for o in g.options)
                        for m in g.members})
        if wanted > made:
            parts.append(f"it needs {{{c}}} x{wanted} but at most {made} {{{c}}} can be made"
                         + (f" ({', '.join(wrong)} make(s) other mana)" if wrong else ""))
        elif by_life and wanted + by_life > made + ctx.life // 2:
            # 119.4: 2 life a symbol while life is at least 2
            besides = f" besides {{{c}}} x{wanted}" if wanted else ""
            parts.append(f"it needs {{{c}/P}} x{by_life}{besides}: at most {made} {{{c}}} can be made "
                         f"and {_life_pays(ctx, by_life, 'symbol(s)')}"
                         + (f" ({', '.join(wrong)} make(s) other mana)" if wrong else ""))
    unusable = ctx.source_unusable_reasons(set(attacks))
    for s, why in unusable:
        parts.append(f"{ctx.perms[s].label()} can't pay: {why}")
    # the types of mana the cost asks (else mana is told apart by its amount)
    wanted = {c for c, _ in (*cost.colored, *cost.twobrid, *cost.phyrexian)} | {
        c for pair, _ in cost.hybrid for c in pair}
    for s, what, cond, options in ctx.unmet_mana_abilities() if wanted else ():
        if s not in {u for u, _ in unusable} and ctx.perms[s].mana_abilities and any(
                o.any_color or wanted.intersection(t for t, _ in o.fixed) for o in options):
            # its other mana abilities pay (Spire of Industry's {C}); this one, making mana the
            # cost asks, can't be activated (602.5b)
            parts.append(f"{ctx.perms[s].label()} can't pay with {what}: it can be activated only if {cond} (602.5b)")
    for g in groups:
        for o in {o for o in g.options if o.tap_key and can_tap[o.tap_key] < o.taps}:
            parts.append(f"{ctx.perms[g.members[0]].label()} can't pay: its cost taps {o.taps} untapped permanent(s) "
                         f"it names, and {can_tap[o.tap_key]} are left untapped (attackers without vigilance were "
                         "tapped by attacking, 508.1f; 602.2b)")
    return "; ".join(parts)


def _life_pays(ctx: Context, symbols: int, what: str = "Phyrexian symbol(s)") -> str:
    """How many of `symbols` Phyrexian symbols the active player's life pays (119.4, 119.8)."""
    if ctx.life_fixed is not None:
        return f"no life can be paid ({ctx.life_fixed}: a life total that can't change, 119.8)"
    return f"{ctx.life} life pays {min(symbols, max(ctx.life, 0) // 2)} {what} (119.4)"


def moves(ctx: Context, attacks: dict[str, str], witness: dict[str, str]) -> list[Move]:
    """The witness as changes to the user's declaration."""
    out = []
    describe = ctx.rb.describe
    perms = ctx.perms
    # the creatures whose choice differs, in board order
    differ = [c for c, a in attacks.items() if witness.get(c) != a and c in perms]
    differ += [c for c, w in witness.items() if c not in attacks and w is not None and c in perms]
    for c in sorted(differ, key=ctx.order.__getitem__):
        a, w = attacks.get(c), witness.get(c)
        if a == w:
            continue
        if a is None and w is not None:
            out.append(Move(c, None, w, f"add {c} attacking {describe(w)}"))
        elif w is None and a is not None:
            out.append(Move(c, a, None, f"remove {c} (attacking {describe(a)})"))
        elif a is not None and w is not None:
            out.append(Move(c, a, w, f"move {c} from {describe(a)} to {describe(w)}"))
    return out


def _shrunk(core: list[str], infeasible: Callable[[list[str]], bool]) -> list[str]:
    """A minimal subset of `core` still infeasible, by deletion (one label at a time)."""
    i = 0
    while i < len(core):
        trial = core[:i] + core[i + 1:]
        if infeasible(trial):
            core = trial
        else:
            i += 1
    return core
