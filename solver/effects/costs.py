"""Costs to attack (508.1g-j): a tax per creature attacking a player (Propaganda, Ghostly
Prison, Norn's Annex, Sphere of Safety) and a creature's own cost to attack (Brainwash).

A cost is never forced: M of 508.1d is computed over declarations with no cost at all, and a
declaration that pays is legal when it pays in full and reaches M. The costs that apply to
one attacker are added up (508.1h, in attackcheck.models.costs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Optional

from attackcheck.models.base import Amount, EffectBase, ManaCostText, PlayerRef, Selector

from .base import EffectKind, Family, register

if TYPE_CHECKING:
    from attackcheck.models.mana import ManaCost
    from attackcheck.models.resolve import REffect
    from attackcheck.solver.context import Context


class AttackTax(EffectBase):
    kind: Literal["attack_tax"]
    target: PlayerRef
    cost: ManaCostText
    include_planeswalkers: bool = False
    creatures: Optional[Selector] = None
    x: Optional[Amount] = None


class AttackCost(EffectBase):
    kind: Literal["attack_cost"]
    creatures: Selector
    cost: ManaCostText
    x: Optional[Amount] = None


@register
class AttackTaxKind(EffectKind[AttackTax]):
    """Propaganda, Ghostly Prison, Norn's Annex, Sphere of Safety: each creature (matching
    `creatures`, if given) attacking that player (and their planeswalkers when included)
    costs `cost`; `x` fixes an {X} (Sphere of Safety: the number of enchantments)."""

    model = AttackTax
    family = Family.COST
    example = [{"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        cost = effect.cost
        if cost is None or cost.is_zero():
            return
        taxed = ctx.player_and_walkers(effect.target or "", effect.include_planeswalkers)
        who = ctx.creatures if effect.model.creatures is None else ctx.eligible(effect.creatures)
        for c in who:
            for d in taxed:
                ctx.add_cost(c, d, effect.label, cost)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"each creature attacking {effect.target} costs {effect.cost} ({ctx.effect_name(effect)})"


@register
class AttackCostKind(EffectKind[AttackCost]):
    """Brainwash, Oppressive Rays: the creature can't attack unless its controller pays
    `cost`, whatever it attacks."""

    model = AttackCost
    family = Family.COST
    example = [{"kind": "attack_cost", "creatures": ["bear"], "cost": "{W}{W}", "controller": "A"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        cost = effect.cost
        if cost is None or cost.is_zero():
            return
        for c in ctx.eligible(effect.creatures):
            for d in ctx.defenders:
                ctx.add_cost(c, d, effect.label, cost)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{ctx.names(effect.creatures)} can't attack unless its controller pays {effect.cost} ({ctx.effect_name(effect)})"


def blocking_text(ctx: "Context", defender: str, cost: "ManaCost", name: str) -> str:
    """A cost in a minimal blocking set: why it keeps a requirement from being obeyed."""
    return (f"attacking {ctx.rb.describe(defender)} costs {cost} ({name}), "
            "and a player is never required to pay a cost to obey a requirement")
