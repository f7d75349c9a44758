"""Costs to attack (508.1g-j): a tax per creature attacking a player (Propaganda, Ghostly
Prison, Norn's Annex, Sphere of Safety) and a creature's own cost to attack (Brainwash).

A cost is never forced: M of 508.1d is computed over declarations with no cost at all, and a
declaration that pays is legal when it pays in full and reaches M. The costs that apply to
one attacker are added up (508.1h, in attackcheck.models.costs). X may be read per attacker
(the counters on it: Phyrexian Marauder, Nils).

Non-mana costs (`pay`: sacrifice, tap, discard, life, remove counters) are part of the board
format, but their payment (508.1h-j: which permanents, shared between costs and with mana
abilities) is not decided yet: a board where one could apply answers unknown and says so
(the context's `unread`), never a guess.
"""


from typing import TYPE_CHECKING, Literal, Optional

from pydantic import model_validator

from attackcheck.models.base import Amount, EffectBase, ManaCostText, NonManaCost, PlayerRef, Selector

from .base import EffectKind, Family, Repeats, board_ordered, register, resolved_effect_name

if TYPE_CHECKING:
    from attackcheck.models.mana import ManaCost
    from attackcheck.models.resolve import REffect
    from attackcheck.solver.context import Context


class _Paid(EffectBase):
    @model_validator(mode="after")
    def _some_cost(self):
        if getattr(self, "cost", None) is None and getattr(self, "pay", None) is None:
            raise ValueError("a cost to attack gives `cost` (mana), `pay` (a non-mana cost), or both")
        return self


class AttackTax(_Paid):
    kind: Literal["attack_tax"]
    target: PlayerRef
    cost: Optional[ManaCostText] = None
    pay: Optional[NonManaCost] = None
    include_planeswalkers: bool = False
    # false: only their planeswalkers are taxed (Onakke Oathkeeper: "can't attack planeswalkers
    # you control unless ...")
    include_player: bool = True
    creatures: Optional[Selector] = None
    x: Optional[Amount] = None

    @model_validator(mode="after")
    def _taxes_something(self):
        if not self.include_player and not self.include_planeswalkers:
            raise ValueError("include_player: false taxes nothing unless include_planeswalkers is true")
        return self


class AttackCost(_Paid):
    kind: Literal["attack_cost"]
    creatures: Selector
    cost: Optional[ManaCostText] = None
    pay: Optional[NonManaCost] = None
    x: Optional[Amount] = None


def _unpaid(effect: "REffect", ctx: "Context", pairs: list[tuple[str, str]]) -> None:
    """A non-mana cost: once the pairs a creature may attack are known, one that applies to
    such a pair makes the board's answers unknown (its payment is not decided yet)."""
    pay = effect.model.pay
    if pay is not None and pairs:
        where = effect.label if effect.source else resolved_effect_name(effect.label, effect.kind)
        ctx.add_non_mana_cost(effect, pairs, f"a non-mana cost to attack ({pay.text()}; {where}): "
                                             "attackcheck does not decide such payments yet")


@register
class AttackTaxKind(EffectKind[AttackTax]):
    """Propaganda, Ghostly Prison, Norn's Annex, Sphere of Safety: each creature (matching
    `creatures`, if given) attacking that player (and their planeswalkers when included;
    only their planeswalkers with `include_player: false`, Onakke Oathkeeper) costs `cost`;
    `x` fixes an {X} (Sphere of Safety: the number of enchantments)."""

    model = AttackTax
    family = Family.COST
    repeats = Repeats.ADD
    example = [{"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "B"}]
    variants = [
        [{"kind": "attack_tax", "target": "you", "cost": "{2}", "include_planeswalkers": True, "include_player": False,
          "controller": "B"}],
    ]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        who = ctx.creatures if effect.model.creatures is None else ctx.eligible(effect.creatures)
        if not ctx.target_per_creature(effect) and effect.x_attacker is None and effect.model.pay is None:
            # one target and one cost for every creature: the same defenders and cost for each
            if who and effect.cost is not None:
                ctx.add_costs(who, board_ordered(ctx, ctx.defenders_for(effect, next(iter(who)), {})), effect.label,
                              effect.cost)
            return
        pairs = []
        targets: dict[str, frozenset[str]] = {}
        for c in who:
            taxed = ctx.defenders_for(effect, c, targets)
            cost = ctx.cost_for(effect, c)
            for d in board_ordered(ctx, taxed):
                pairs.append((c, d))
                if cost is not None:
                    ctx.add_cost(c, d, effect.label, cost)
        _unpaid(effect, ctx, pairs)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"each creature attacking {effect.target} costs {_what(effect)} ({ctx.effect_name(effect)})"


@register
class AttackCostKind(EffectKind[AttackCost]):
    """Brainwash, Oppressive Rays: the creature can't attack unless its controller pays
    `cost`, whatever it attacks."""

    model = AttackCost
    family = Family.COST
    repeats = Repeats.ADD
    example = [{"kind": "attack_cost", "creatures": ["bear"], "cost": "{W}{W}", "controller": "A"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        if effect.x_attacker is None and effect.model.pay is None:  # one cost for each creature
            if effect.cost is not None:
                ctx.add_costs(ctx.eligible(effect.creatures), ctx.defenders, effect.label, effect.cost)
            return
        pairs = []
        for c in ctx.eligible(effect.creatures):
            cost = ctx.cost_for(effect, c)
            for d in ctx.defenders:
                pairs.append((c, d))
                if cost is not None:
                    ctx.add_cost(c, d, effect.label, cost)
        _unpaid(effect, ctx, pairs)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} can't attack unless its controller pays {_what(effect)} "
                f"({ctx.effect_name(effect)})")


def _what(effect: "REffect") -> str:
    parts = []
    if effect.cost is not None:
        parts.append(str(effect.cost) + (f" (X: {effect.x_attacker} counters on it)" if effect.x_attacker else ""))
    if effect.model.pay is not None:
        parts.append(effect.model.pay.text())
    return " and ".join(parts)


def blocking_text(ctx: "Context", defender: str, cost: "ManaCost", name: str) -> str:
    """A cost in a minimal blocking set: why it keeps a requirement from being obeyed."""
    return (f"attacking {ctx.rb.describe(defender)} costs {cost} ({name}), "
            "and a player is never required to pay a cost to obey a requirement")
