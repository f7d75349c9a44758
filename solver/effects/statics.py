"""Characteristic-changing statics (613), applied while the board is resolved, after copy
effects: granted abilities, keyword grants and then keyword removals (layer 6, Alien
Invasion's "This creature can't attack", Hellraiser Goblin's haste, Ageless Sentinels
losing defender), then power/toughness changes (layer 7c, Urza's anthem; counters apply
there too). What they change reaches every rule through the characteristics: haste through
eligibility (302.6), defender through 702.3b, power through selectors ("creatures with
power 2 or less"), granted abilities as the creatures' own effects.
"""


from typing import TYPE_CHECKING, Literal, Sequence

from attackcheck.models.base import EffectBase, Selector

from .base import EffectKind, Family, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.effects import Effect
    from attackcheck.solver.context import Context


class GrantKeywords(EffectBase):
    kind: Literal["grant_keywords"]
    creatures: Selector
    keywords: list[str]


class RemoveKeywords(EffectBase):
    kind: Literal["remove_keywords"]
    creatures: Selector
    keywords: list[str]


class GrantAbilities(EffectBase):
    kind: Literal["grant_abilities"]
    creatures: Selector
    abilities: list["Effect"]  # effects (any kind); in them `self` is the creature that has them


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
class RemoveKeywordsKind(EffectKind[RemoveKeywords]):
    """Ageless Sentinels, Gargoyle Sentinel: the creatures lose these keywords (613 layer 6,
    after the keyword grants: timestamp order), so a creature that loses defender may
    attack (702.3b)."""

    model = RemoveKeywords
    family = Family.CHARACTERISTIC
    example = [{"kind": "remove_keywords", "creatures": ["pup"], "keywords": ["haste"], "controller": "C"},
               {"kind": "grant_keywords", "creatures": ["pup"], "keywords": ["haste"], "controller": "A"}]
    order = 6.1  # 613.1f, after the grants

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changes = [(cid, e.model) for e in effects
                   for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")]
        for cid, m in changes:
            p = resolver.perms.get(cid)
            if p is not None:
                p.keywords = p.keywords - frozenset(k.lower() for k in m.keywords)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} lose {', '.join(effect.model.keywords)} "
                f"({ctx.effect_name(effect)})")


@register
class GrantAbilitiesKind(EffectKind[GrantAbilities]):
    """Alien Invasion, Elrond of the White Council: each matching creature has these
    abilities (613 layer 6): effects of any kind, each one that creature's own (its source
    is the creature, `self` in it names the creature, its controller is the creature's)."""

    model = GrantAbilities
    family = Family.CHARACTERISTIC
    example = [{"kind": "grant_abilities", "creatures": {"subtypes": ["Bear"], "controller": "you"},
                "abilities": [{"kind": "cant_attack", "creatures": "self"}], "controller": "A"}]
    order = 5.9  # 613.1f, before the keyword grants: a granted keyword grant applies in its turn

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        from attackcheck.models.resolve import RawEffect

        todo = list(effects)
        while todo:
            added: list[RawEffect] = []
            nested: list[RawEffect] = []
            for e in todo:
                for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures"):
                    p = resolver.perms.get(cid)
                    if p is None or not p.is_creature:
                        continue
                    for j, ability in enumerate(e.model.abilities):
                        granted = RawEffect(ability, f"{e.label}.abilities[{j}]@{cid}", f"{e.path}.abilities[{j}]",
                                            cid, p.controller)
                        if type(ability) is GrantAbilities:
                            if resolver.in_force(granted):
                                nested.append(granted)
                            resolver.raw.append(granted)
                        else:
                            added.append(granted)
            resolver.add_effects(added)
            todo = nested

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        kinds = ", ".join(a.kind for a in effect.model.abilities)
        return f"{ctx.names(effect.creatures)} have abilities ({kinds}) ({ctx.effect_name(effect)})"


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
