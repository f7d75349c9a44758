"""Restrictions on creature-defender pairs (508.1c): "can't attack", "can't attack unless
defending player controls ...", "can't attack you", and the defender keyword (702.3b).

Each forbids some pairs outright; a declaration that uses one is illegal, and no variable
exists for it in the models. In the explanation's relaxed model each effect's pairs are
forbidden only under that effect's literal, so a minimal blocking set can name it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Optional

from attackcheck.models.base import EffectBase, PlayerRef, Selector, SelectorObject
from attackcheck.solver.results import ViolationKind

from .base import EffectKind, Family, Reason, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import REffect, RPermanent
    from attackcheck.solver.context import Context


class CantAttack(EffectBase):
    kind: Literal["cant_attack"]
    creatures: Selector
    unless_defending_player_controls: Optional[SelectorObject] = None


class CantAttackTarget(EffectBase):
    kind: Literal["cant_attack_target"]
    creatures: Selector
    target: PlayerRef
    include_planeswalkers: bool = False


@register
class CantAttackKind(EffectKind[CantAttack]):
    """Pacifism, Moat, Ensnaring Bridge: can't attack. Sea Serpent: can't attack unless the
    defending player controls a matching permanent (a battle's defending player is its
    protector, 310.8d)."""

    model = CantAttack
    family = Family.PAIR_RESTRICTION
    example = [{"kind": "cant_attack", "creatures": {"subtypes": ["Bear"]},
                "unless_defending_player_controls": {"types": ["planeswalker"]}, "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        from attackcheck.models.resolve import controls_matching

        name = ctx.effect_name(effect)
        unless = effect.unless
        exempt: set[str] = set()
        if unless is not None:
            ok = {p: controls_matching(ctx.rb, p, unless, effect.controller, effect.source)
                  for p in set(ctx.defending_player.values())}
            exempt = {d for d in ctx.defenders if ok[ctx.defending_player[d]]}
        for c in ctx.eligible(effect.creatures):
            for d in ctx.defenders:
                if d in exempt:
                    continue
                why = ("can't attack" if unless is None
                       else f"can't attack unless {ctx.defending_player[d]} controls a matching permanent")
                ctx.forbid(c, d, Reason(ViolationKind.RESTRICTION, "508.1c", f"{ctx.label(c)} {why} ({name})",
                                        effect.label))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        what = "can't attack" if effect.unless is None else "can't attack unless the defending player controls a matching permanent"
        return f"{ctx.names(effect.creatures)} {what} ({ctx.effect_name(effect)})"


@register
class CantAttackTargetKind(EffectKind[CantAttackTarget]):
    """Blazing Archon, Spectral Grasp, Reverence: can't attack that player (their
    planeswalkers only when included)."""

    model = CantAttackTarget
    family = Family.PAIR_RESTRICTION
    example = [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "you", "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        name = ctx.effect_name(effect)
        banned = ctx.player_and_walkers(effect.target or "", effect.include_planeswalkers)
        for c in ctx.eligible(effect.creatures):
            for d in banned:
                ctx.forbid(c, d, Reason(ViolationKind.RESTRICTION, "508.1c",
                                        f"{ctx.label(c)} can't attack {ctx.rb.describe(d)} ({name})", effect.label))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} can't attack {ctx.rb.describe(effect.target or '')} "
                f"({ctx.effect_name(effect)})")


def keyword_restrictions(ctx: "Context", perm: "RPermanent") -> None:
    """702.3b: a creature with defender can't attack."""
    if "defender" in perm.keywords:
        reason = Reason(ViolationKind.RESTRICTION, "702.3b", f"{perm.label()} has defender and can't attack",
                        f"{perm.id}:defender")
        for d in ctx.defenders:
            ctx.forbid(perm.id, d, reason)
