"""Plain-Python twins of the encoders: each judges one rule on a fixed declaration.

tests/test_twins.py checks the twins against the encoders in model.py; the check of a
single declaration uses only these (no search) except for M and the payment. The twins of
restrictions on the attackers together are their facts' own (`GroupRestriction.holds`,
each in its effect kind's module).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from attackcheck.models.costs import total_cost
from attackcheck.models.mana import ZERO, ManaCost

from .context import Context
from .effects.base import Aggregate, Reason
from .results import ViolationKind


class ObeyedInstances:
    """The requirement instances a declaration obeys, asked one at a time with `in`:
    (label, kind, creature) of a creature's instance, read off the declaration when asked (a
    big declaration has an instance per attacker, and a few are asked), and (label, "group",
    None) of a group requirement obeyed in full, which group_requirement_twin adds."""

    def __init__(self, creatures: Mapping[str, Any], attacks: Mapping[str, str]):
        self._creatures = creatures
        self._attacks = attacks
        self._groups: set[str] = set()

    def add_group(self, label: str) -> None:
        self._groups.add(label)

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, tuple) or len(key) != 3:
            return False
        label, kind, c = key
        if kind == "group" and c is None:
            return label in self._groups
        info = self._creatures.get(c) if isinstance(c, str) else None
        if info is None:
            return False
        d = self._attacks.get(c)
        return d is not None and any(i.label == label and i.kind == kind and d in i.sat for i in info.instances)


@dataclass
class Evaluation:
    attacks: dict[str, str]  # the declaration (creature -> defender)
    ctx: Context = field(repr=False)  # the board's facts it is judged on
    violations: list[tuple[Reason, list[str]]] = field(default_factory=list)
    obeyed: int = 0
    obeyed_instances: ObeyedInstances = field(init=False)
    group_obeyed: dict[str, int] = field(default_factory=dict)  # group requirement label -> instances obeyed
    pattern: frozenset[str] = frozenset()  # the conditional requirements it brings into existence
    cost: ManaCost = ZERO
    valid_pairs: bool = True  # 508.1a-b and pair restrictions hold
    restrictions_ok: bool = True  # 508.1c holds
    gains: dict[str, int] = field(default_factory=dict)  # (evaluate) per eligible attacker: instances it obeys, if any
    invalid: set[str] = field(default_factory=set)  # (evaluate) attackers that can't attack where they do (508.1a-c)
    costed: list[tuple[str, ManaCost]] = field(default_factory=list)  # (evaluate) attackers with a cost entry, its cost

    def __post_init__(self) -> None:
        self.obeyed_instances = ObeyedInstances(self.ctx.creatures, self.attacks)

    def add(self, reason: Reason, creatures: list[str]) -> None:
        self.violations.append((reason, list(creatures)))


def aggregate_values(ctx: Context, attacks: Mapping[str, str]) -> dict[Aggregate, int]:
    """Every aggregate the restrictions and group requirements read, for one declaration."""
    return {agg: agg.value(attacks) for agg in ctx.aggregates}


# -- 508.1a, 302.6 --------------------------------------------------------------------
def eligibility_twin(ctx: Context, ev: Evaluation) -> None:
    for c in ev.attacks:
        if c not in ctx.creatures:
            reason = ctx.ineligible.get(c) or ctx.eligibility_reason(c)
            if reason is not None:
                ev.add(reason, [c])
            ev.valid_pairs = False


# -- 506.2, 310.8b, 801, 802, 803 --------------------------------------------------------
def defender_reason(ctx: Context, d: str) -> Reason:
    rb = ctx.rb
    a = ctx.active
    k = ViolationKind.DEFENDER
    if d == a:
        return Reason(k, "506.2", f"{a} can't attack themselves")
    if d in rb.player_ids:
        return _player_limit(ctx, d) or Reason(k, "801.3", f"{d} is outside {a}'s range of influence")
    p = rb.permanents[d]
    if p.is_battle and not p.is_planeswalker:
        if p.protector == a:
            return Reason(k, "310.8b", f"{p.label()} is protected by {a}, who can't attack it")
        if p.protector in ctx.defending_players and rb.directions:
            return Reason(k, "803.1", f"{a} may attack only the nearest opponent to the {' and '.join(rb.directions)} "
                                      f"and their planeswalkers ({_direction_names(rb)}), not {p.label()}")
        return Reason(k, "310.8b", f"{p.label()} is protected by {p.protector}, who is not a player {a} may attack")
    if p.is_planeswalker:
        if p.controller == a:
            return Reason(k, "506.2", f"{p.label()} is {a}'s own planeswalker")
        return Reason(k, "506.2", f"{p.label()} is controlled by {p.controller}, who is not a player {a} may attack")
    return Reason(k, "506.3", f"{p.label()} is not a player, planeswalker or battle")


def _player_limit(ctx: Context, d: str) -> Optional[Reason]:
    """The first limit on whom the active player may attack that leaves out player d: the
    attack mode (803.1, 506.2a), an attack direction effect (Pramikon, Mystic Barrier), the
    range of influence (801.3)."""
    rb, k, a = ctx.rb, ViolationKind.DEFENDER, ctx.active
    side = ctx.neighbours
    if rb.attack_mode in side and d != side[rb.attack_mode]:
        return Reason(k, "803.1", f"attack {rb.attack_mode}: {a} may attack only {side[rb.attack_mode]}, the next "
                                  f"player to the {rb.attack_mode}")
    if rb.attack_mode not in side and rb.attack_mode != "multiple" and d != rb.attack_mode:
        return Reason(k, "506.2a", f"{rb.attack_mode} is the chosen defending player, not {d}")
    for direction in rb.directions:
        if d != side[direction]:
            return Reason(k, "803.1", f"{a} may attack only the nearest opponent to the {direction}, "
                                      f"{side[direction]} ({_direction_names(rb, direction)})")
    return None


def _direction_names(rb: Any, direction: Optional[str] = None) -> str:
    """The effects that limit the active player to one direction (Pramikon (p)), or in
    general words where none is named."""
    names = [n for d, got in rb.direction_sources.items() if direction in (None, d) for n in got]
    return ", ".join(dict.fromkeys(names)) or "an attack direction effect"


def defender_twin(ctx: Context, ev: Evaluation) -> None:
    for c, d in ev.attacks.items():
        if c in ctx.creatures and d not in ctx.defender_set:
            ev.add(defender_reason(ctx, d), [c])
            ev.valid_pairs = False


# -- 508.1c: forbidden pairs (cant_attack, cant_attack_target, defender) ---------------------
def pair_restriction_twin(ctx: Context, ev: Evaluation) -> None:
    for c, d in ev.attacks.items():
        info = ctx.creatures.get(c)
        if info is not None and d in ctx.defender_set and d in info.forbidden:
            for reason in info.forbidden[d]:
                ev.add(reason, [c])
            ev.valid_pairs = False


# -- 508.1c: restrictions on the attackers together -------------------------------------------
def group_restriction_twin(ctx: Context, ev: Evaluation) -> None:
    values = aggregate_values(ctx, ev.attacks)
    for fact in ctx.group_restrictions:
        if not fact.holds([values[a] for a in fact.aggregates]):
            for reason, creatures in fact.broken(ctx, ev.attacks):
                ev.add(reason, creatures)
            ev.restrictions_ok = False


# -- 508.1h ----------------------------------------------------------------------------------
def cost_twin(ctx: Context, attacks: Mapping[str, str]) -> ManaCost:
    parts = []
    for c, d in attacks.items():
        info = ctx.creatures.get(c)
        if info is not None and d in ctx.defender_set:
            parts.append(info.cost[d])
    return total_cost(parts=parts)  # 508.1h, added up in the one cost module


# -- 508.1d -----------------------------------------------------------------------------------
def requirement_twin(ctx: Context, ev: Evaluation) -> None:
    for c, info in ctx.creatures.items():
        d = ev.attacks.get(c)
        for inst in info.instances:
            if d is not None and d in inst.sat:
                ev.obeyed += inst.weight  # (its key in ev.obeyed_instances: read when asked)
    group_requirement_twin(ctx, ev)


def group_requirement_twin(ctx: Context, ev: Evaluation) -> None:
    """508.1d on the attackers together: requirements that exist only if a creature attacks,
    and group requirements."""
    if ctx.conditionals:
        valid = {c: d for c, d in ev.attacks.items() if c in ctx.creatures}
        ev.pattern = ctx.pattern(valid)
        for f in ctx.conditionals:
            if f.label in ev.pattern:
                got = f.obeyed(f.attacking.value(valid))
                ev.obeyed += got
                ev.group_obeyed[f.label] = got
    if not ctx.group_requirements:
        return
    values = aggregate_values(ctx, ev.attacks)
    for g in ctx.group_requirements:
        got = g.obeyed([values[a] for a in g.aggregates])
        ev.obeyed += got
        ev.group_obeyed[g.label] = got
        if got == g.size:
            ev.obeyed_instances.add_group(g.label)


def evaluate(ctx: Context, attacks: Mapping[str, str]) -> Evaluation:
    """Every twin on one declaration: what eligibility_twin, defender_twin,
    pair_restriction_twin, group_restriction_twin, requirement_twin and cost_twin give, in
    that order, with the per-creature twins read in one pass over the declaration."""
    ev = Evaluation(dict(attacks), ctx)
    creatures, dset = ctx.creatures, ctx.defender_set
    ineligible: list[str] = []
    bad_defender: list[tuple[str, str]] = []
    forbidden: list[tuple[str, list[Reason]]] = []
    costed = ev.costed  # 508.1h: (attacker, cost) where it has one (a zero one adds nothing)
    obeyed = 0
    gains = ev.gains
    for c, d in ev.attacks.items():
        info = creatures.get(c)
        if info is None:
            ineligible.append(c)
            continue
        if d not in dset:
            bad_defender.append((c, d))
        else:
            if info.forbidden and d in info.forbidden:
                forbidden.append((c, info.forbidden[d]))
            cost = info.cost.get(d)
            if cost is not None:
                costed.append((c, cost))
        if d is not None and info.instances:
            g = 0
            for inst in info.instances:
                if d in inst.sat:
                    g += inst.weight  # (its key in ev.obeyed_instances: read when asked)
            if g:
                gains[c] = g
                obeyed += g
    ev.invalid.update(ineligible)
    ev.invalid.update(c for c, _ in bad_defender)
    ev.invalid.update(c for c, _ in forbidden)
    for c in ineligible:  # 508.1a, 302.6
        reason = ctx.ineligible.get(c) or ctx.eligibility_reason(c)
        if reason is not None:
            ev.add(reason, [c])
        ev.valid_pairs = False
    for c, d in bad_defender:  # 506.2
        ev.add(defender_reason(ctx, d), [c])
        ev.valid_pairs = False
    for c, reasons in forbidden:  # 508.1c
        for reason in reasons:
            ev.add(reason, [c])
        ev.valid_pairs = False
    group_restriction_twin(ctx, ev)
    ev.obeyed = obeyed
    group_requirement_twin(ctx, ev)
    ev.cost = total_cost(parts=[cost for _, cost in costed])
    return ev
