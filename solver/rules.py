"""Plain-Python twins of the encoders: each judges one rule on a fixed declaration.

tests/test_twins.py checks every twin against its encoder in model.py; the check of a
single declaration uses only these (no search) except for M and the payment.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from attackcheck.models.costs import total_cost
from attackcheck.models.mana import ZERO, ManaCost

from .context import Context, Reason


@dataclass
class Evaluation:
    attacks: dict  # the declaration (creature -> defender)
    violations: list = field(default_factory=list)  # Reason, with creatures
    obeyed: int = 0
    obeyed_instances: set = field(default_factory=set)  # (label, kind, creature) / group labels
    cost: ManaCost = ZERO
    valid_pairs: bool = True  # 508.1a-b and pair restrictions hold
    restrictions_ok: bool = True  # 508.1c holds

    def add(self, reason: Reason, creatures=()):
        self.violations.append((reason, list(creatures)))


# -- 508.1a, 302.6 --------------------------------------------------------------------
def eligibility_twin(ctx: Context, ev: Evaluation) -> None:
    for c in ev.attacks:
        if c not in ctx.creatures:
            reason = ctx.ineligible.get(c) or ctx.eligibility_reason(c)
            ev.add(reason, [c])
            ev.valid_pairs = False


# -- 506.2, 310.8b, 801, 802, 803 --------------------------------------------------------
def defender_reason(ctx: Context, d: str) -> Reason:
    rb = ctx.rb
    a = ctx.active
    if d == a:
        return Reason("defender", "506.2", f"{a} can't attack themselves")
    if d in rb.player_ids:
        if rb.attack_mode in ("left", "right"):
            return Reason("defender", "803.1", f"attack {rb.attack_mode}: {a} may attack only {', '.join(ctx.defending_players) or 'nobody'}")
        if rb.attack_mode not in ("multiple",) and d != rb.attack_mode:
            return Reason("defender", "506.2a", f"{rb.attack_mode} is the chosen defending player, not {d}")
        return Reason("defender", "801.3", f"{d} is outside {a}'s range of influence")
    p = rb.permanents[d]
    if p.is_battle and not p.is_planeswalker:
        if p.protector == a:
            return Reason("defender", "310.8b", f"{p.label()} is protected by {a}, who can't attack it")
        return Reason("defender", "310.8b", f"{p.label()} is protected by {p.protector}, who is not a player {a} may attack")
    if p.is_planeswalker:
        if p.controller == a:
            return Reason("defender", "506.2", f"{p.label()} is {a}'s own planeswalker")
        return Reason("defender", "506.2", f"{p.label()} is controlled by {p.controller}, who is not a player {a} may attack")
    return Reason("defender", "506.3", f"{p.label()} is not a player, planeswalker or battle")


def defender_twin(ctx: Context, ev: Evaluation) -> None:
    for c, d in ev.attacks.items():
        if c in ctx.creatures and d not in ctx.defender_set:
            ev.add(defender_reason(ctx, d), [c])
            ev.valid_pairs = False


# -- 508.1c pair restrictions: cant_attack, cant_attack_target, defender ----------------------
def pair_restriction_twin(ctx: Context, ev: Evaluation) -> None:
    for c, d in ev.attacks.items():
        info = ctx.creatures.get(c)
        if info is not None and d in ctx.defender_set and d in info.forbidden:
            for reason in info.forbidden[d]:
                ev.add(reason, [c])
            ev.valid_pairs = False


# -- 508.1c group restrictions ----------------------------------------------------------------
def group_restriction_twin(ctx: Context, ev: Evaluation) -> None:
    attackers = [c for c in ev.attacks]
    total = len(attackers)
    perms = ctx.perms
    for c in attackers:
        info = ctx.creatures.get(c)
        if info is None:
            continue
        if info.alone and total < 2:  # cant_attack_alone
            ev.add(Reason("restriction", "508.1c", f"{perms[c].label()} can't attack alone",
                          ",".join(info.restriction_labels.get("alone", []))), [c])
            ev.restrictions_ok = False
        if info.only_alone and total > 1:  # attacks_only_alone
            ev.add(Reason("restriction", "508.1c", f"{perms[c].label()} can only attack alone",
                          ",".join(info.restriction_labels.get("only_alone", []))), [c])
            ev.restrictions_ok = False
        if info.others and total - 1 < info.others:  # cant_attack_unless_others
            ev.add(Reason("restriction", "508.1c",
                          f"{perms[c].label()} can't attack unless at least {info.others} other creatures attack",
                          ",".join(info.restriction_labels.get("others", []))), [c])
            ev.restrictions_ok = False
    for label, count in ctx.max_attackers:  # max_attackers
        if total > count:
            src = ctx.restriction_effects[label]
            ev.add(Reason("restriction", "508.1c", f"no more than {count} creature(s) can attack ({ctx.effect_name(src)}); {total} do", label), attackers)
            ev.restrictions_ok = False
    for label, defenders, count, target in ctx.max_against:  # max_attackers_against
        hit = [c for c, d in ev.attacks.items() if d in defenders]
        if len(hit) > count:
            src = ctx.restriction_effects[label]
            ev.add(Reason("restriction", "508.1c", f"no more than {count} creature(s) can attack {target} ({ctx.effect_name(src)}); {len(hit)} do", label), hit)
            ev.restrictions_ok = False


# -- 508.1h ----------------------------------------------------------------------------------
def cost_twin(ctx: Context, attacks: dict) -> ManaCost:
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
                ev.obeyed += 1
                ev.obeyed_instances.add((inst.label, inst.kind, c))
    for g in ctx.group_instances:
        if sum(1 for d in ev.attacks.values() if d in g.sat) >= g.count:
            ev.obeyed += 1
            ev.obeyed_instances.add((g.label, "group", None))


def evaluate(ctx: Context, attacks: dict) -> Evaluation:
    ev = Evaluation(dict(attacks))
    eligibility_twin(ctx, ev)
    defender_twin(ctx, ev)
    pair_restriction_twin(ctx, ev)
    group_restriction_twin(ctx, ev)
    requirement_twin(ctx, ev)
    ev.cost = cost_twin(ctx, attacks)
    return ev
