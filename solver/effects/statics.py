"""Characteristic-changing statics (613), applied while the board is resolved, after copy
effects: keyword grants (layer 6, Hellraiser Goblin's haste) and then power/toughness
changes (layer 7c, Urza's anthem). What they change reaches every rule through the
characteristics: haste through eligibility (302.6), defender through 702.3b, power through
selectors ("creatures with power 2 or less").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Sequence

from attackcheck.models.base import EffectBase, Selector

from .base import EffectKind, Family, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.context import Context


class GrantKeywords(EffectBase):
    kind: Literal["grant_keywords"]
    creatures: Selector
    keywords: list[str]


class ModifyPT(EffectBase):
    kind: Literal["modify_pt"]
    creatures: Selector
    power: int = 0
    toughness: int = 0


@register
class GrantKeywordsKind(EffectKind[GrantKeywords]):
    """Hellraiser Goblin, Goblin Warchief: the creatures have these keywords (613 layer 6),
    so haste lets a creature that came under its controller's control this turn attack
    (302.6, 702.10b), vigilance keeps an attacker untapped to pay (508.1f), defender forbids
    attacking (702.3b)."""

    model = GrantKeywords
    family = Family.CHARACTERISTIC
    example = [{"kind": "grant_keywords", "creatures": {"subtypes": ["Goblin"], "controller": "you"},
                "keywords": ["haste"], "controller": "A"}]
    order = 6.0  # 613.1f: ability-adding effects

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changes = [(cid, e.model) for e in effects
                   for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")]
        for cid, m in changes:
            p = resolver.perms.get(cid)
            if p is not None:
                p.keywords = p.keywords | frozenset(k.lower() for k in m.keywords)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} have {', '.join(effect.model.keywords)} "
                f"({ctx.effect_name(effect)})")


@register
class ModifyPTKind(EffectKind[ModifyPT]):
    """Urza, Prince of Kroog's anthem: the creatures get +power/+toughness (613 layer 7c),
    after copy effects; what reads power (Ensnaring Bridge, Reverence) sees the result."""

    model = ModifyPT
    family = Family.CHARACTERISTIC
    example = [{"kind": "modify_pt", "creatures": ["elf"], "power": 2, "toughness": 2, "controller": "A"},
               {"kind": "cant_attack_target", "creatures": {"power_at_most": 2}, "target": "you", "controller": "B"}]
    order = 7.3  # 613.4c: effects that modify power and toughness

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changes = [(cid, e.model) for e in effects
                   for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")]
        for cid, m in changes:
            p = resolver.perms.get(cid)
            if p is not None and (p.power is not None or p.toughness is not None):
                p.power = (p.power or 0) + m.power
                p.toughness = (p.toughness or 0) + m.toughness

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        return f"{ctx.names(effect.creatures)} get {m.power:+d}/{m.toughness:+d} ({ctx.effect_name(effect)})"
