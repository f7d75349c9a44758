"""Characteristic-changing statics (613), applied while the board is resolved, after copy
effects: granted abilities, keyword grants and then keyword removals (layer 6, Alien
Invasion's "This creature can't attack", Hellraiser Goblin's haste, Ageless Sentinels
losing defender), then power/toughness changes (layer 7c, Urza's anthem; counters apply
there too). What they change reaches every rule through the characteristics: haste through
eligibility (302.6), defender through 702.3b, power through selectors ("creatures with
power 2 or less"), granted abilities as the creatures' own effects.
"""


from typing import TYPE_CHECKING, Any, Literal, Optional, Sequence

from attackcheck.models.base import LAND_SUBTYPES, CardTypeText, ColorText, EffectBase, KeywordText, ManaOptionText, Selector
from attackcheck.models.mana import ability_options

from .base import EffectKind, Family, Step, register
from .type_changing import changed_permanents, changed_words, characteristic_steps

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.effects import Effect
    from attackcheck.solver.context import Context


KEYWORDS_ORDER = 6.0  # 613.1f: keywords given and taken away, in timestamp order (613.7)


class GrantKeywords(EffectBase):
    kind: Literal["grant_keywords"]
    creatures: Selector
    keywords: list[KeywordText]


class RemoveKeywords(EffectBase):
    kind: Literal["remove_keywords"]
    creatures: Selector
    keywords: list[KeywordText]


class GrantAbilities(EffectBase):
    kind: Literal["grant_abilities"]
    creatures: Selector
    abilities: list["Effect"]  # effects (any kind); in them `self` is the creature that has them


class LoseAbilities(EffectBase):
    kind: Literal["lose_abilities"]
    permanents: Selector  # any permanents (a selector object reads every permanent)
    # what the same sentence sets ("... and is a blue Frog creature with base power and
    # toughness 1/1"): card types and subtypes (205.1a: they replace the others), colors, base P/T
    types: Optional[list[CardTypeText]] = None
    subtypes: Optional[list[str]] = None
    colors: Optional[list[ColorText]] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    keywords: list[KeywordText] = []  # what it has after all ("has defender and loses all other abilities")
    # the options of the {T} mana ability it has after all (Imprisoned in the Moon's "{T}: Add {C}")
    mana: list[ManaOptionText] = []


class ModifyPT(EffectBase):
    kind: Literal["modify_pt"]
    creatures: Selector
    power: int = 0
    toughness: int = 0
    # the change once for each color among the permanents selected (Faeburrow Elder's "for each
    # color among permanents you control": their colors as attackers are declared, 105.2)
    per_color_among: Optional[Selector] = None
    # the change once for each permanent selected (Ethereal Armor's "for each enchantment you
    # control", as attackers are declared)
    per_count: Optional[Selector] = None
    # the change once for each Aura or Equipment (these subtypes) attached to the creature it
    # changes (Kor Spiritdancer: "for each Aura attached to it", 303.4, 301.5)
    per_attached: list[Literal["Aura", "Equipment"]] = []


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
    order = KEYWORDS_ORDER  # 613.1f: ability-adding effects

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
    in timestamp order with the keyword grants: a later grant gives it back), so a creature
    that loses defender may attack (702.3b)."""

    model = RemoveKeywords
    family = Family.CHARACTERISTIC
    # the bear loses vigilance: "creatures without vigilance can't attack" now stops it
    example = [{"kind": "remove_keywords", "creatures": ["bear"], "keywords": ["vigilance"], "controller": "C"},
               {"kind": "cant_attack", "creatures": {"lacks_keywords": ["vigilance"]}, "controller": "B"}]
    order = KEYWORDS_ORDER  # 613.1f, in timestamp order with the grants (613.7)

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changes = [(cid, e) for e in effects
                   for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")]
        for cid, e in changes:
            p = resolver.perms.get(cid)
            if p is not None:  # (a keyword counter newer than the effect stays, 613.7)
                p.keywords = p.keywords - (frozenset(k.lower() for k in e.model.keywords)
                                           - resolver.newer_counter_keywords(p, e))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} lose {', '.join(effect.model.keywords)} "
                f"({ctx.effect_name(effect)})")


def _sets_types(m: Any) -> bool:
    return m.types is not None or m.subtypes is not None


def _apply_types(effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
    """Layer 4: the card types and subtypes a loss of all abilities sets ("is a blue Frog
    creature"), replacing the others (205.1a)."""
    for p, m in changed_permanents(effects, resolver):
        if m.types is not None:
            p.types = frozenset(t.lower() for t in m.types)
            if m.subtypes is None and p.types == {"land"}:  # the other types' subtypes go with them
                p.subtypes = p.subtypes & LAND_SUBTYPES
        if m.subtypes is not None:
            p.subtypes = frozenset(m.subtypes)


def _apply_keywords(effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
    """Layer 6, in timestamp order with the keyword grants and removals (613.7): the
    permanents have only the keywords the effect gives them ("has defender, and loses all
    other abilities"); a later grant adds to them."""
    changed_permanents(effects, resolver)  # every selection before any applies
    for e in effects:
        for p, m in changed_permanents([e], resolver):  # (a keyword counter newer than the loss stays)
            p.keywords = frozenset(k.lower() for k in m.keywords) | resolver.newer_counter_keywords(p, e)


@register
class LoseAbilitiesKind(EffectKind[LoseAbilities]):
    """Frogify, Kenrith's Transformation, Humility, Dress Down: the permanents lose all
    abilities (613 layer 6): their keywords (haste, vigilance, defender), their mana abilities
    (605) and every effect of their own abilities, printed or granted by an older effect
    (their requirements, restrictions and taxes); with what the same sentence sets: types and
    subtypes (layer 4), colors (5), base power and toughness (7b), each in its layer in
    timestamp order with the other effects there (613.7). The loss applies first in layer 6
    (613.8: the abilities it removes add nothing there); keywords and abilities other effects
    give in layer 6 go by timestamp: a later grant stays (the Turn to Frog ruling)."""

    model = LoseAbilities
    family = Family.CHARACTERISTIC
    # the elf loses its mana ability: with the bear attacking, the tax of {3} can't be paid
    example = [{"kind": "lose_abilities", "permanents": ["elf"], "controller": "B"},
               {"kind": "attack_tax", "target": "B", "cost": "{3}", "controller": "B"}]
    variants = [
        # its own keywords are gone: the bear without vigilance can't attack under this restriction
        [{"kind": "lose_abilities", "permanents": {"subtypes": ["Bear"]}, "controller": "B"},
         {"kind": "cant_attack", "creatures": {"lacks_keywords": ["vigilance"]}, "controller": "B"}],
        # Frogify on the bear: a blue Frog creature with base power and toughness 1/1
        [{"kind": "lose_abilities", "permanents": ["bear"], "types": ["creature"], "subtypes": ["Frog"], "colors": ["U"],
          "power": 1, "toughness": 1, "controller": "B"},
         {"kind": "cant_attack", "creatures": {"subtypes": ["Frog"]}, "controller": "B"}],
        # Stasis Field: "has defender, and loses all other abilities" (702.3b)
        [{"kind": "lose_abilities", "permanents": ["bear"], "keywords": ["defender"], "power": 0, "toughness": 2,
          "controller": "B"}],
        # Imprisoned in the Moon on the bear: a colorless land only, with "{T}: Add {C}", which
        # pays a tax of {3} with the Forest and the Plains
        [{"kind": "lose_abilities", "permanents": ["bear"], "types": ["land"], "colors": [], "mana": ["{C}"],
          "controller": "B"},
         {"kind": "attack_tax", "target": "B", "cost": "{3}", "controller": "B"}],
    ]
    order = 5.8  # 613.1f: first in layer 6

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changed_permanents(effects, resolver)  # every selection before any loss applies
        for e in effects:
            keep = frozenset(k.lower() for k in e.model.keywords)
            for p, _ in changed_permanents([e], resolver):
                resolver.lose_abilities(p, e, keep)
                if e.model.mana:
                    p.mana = ability_options(e.model.mana)

    def steps(self) -> list[Step]:
        # its types replace the others (205.1a) in layer 4, in timestamp order with add_types;
        # its keywords in timestamp order with the keyword grants and removals
        return [Step(4.0, self, _sets_types, _apply_types), Step(self.order, self, None, self.apply),
                Step(KEYWORDS_ORDER, self, None, _apply_keywords), *characteristic_steps(self)]

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        sets = " ".join((m.colors and ["/".join(m.colors)] or []) + (m.subtypes or []) + (m.types or []))
        pt = f" with base power and toughness {m.power}/{m.toughness}" if m.power is not None else ""
        kept = f", have {', '.join(m.keywords)}" if m.keywords else ""
        if m.mana:
            kept += f", have \"{{T}}: Add {' or '.join(m.mana)}\""
        return (f"{changed_words(effect, ctx)}: lose all {'other ' if kept else ''}abilities"
                f"{f', are {sets}' if sets else ''}{pt}{kept} ({ctx.effect_name(effect)})")


@register
class GrantAbilitiesKind(EffectKind[GrantAbilities]):
    """Alien Invasion, Elrond of the White Council: each matching creature has these
    abilities (613 layer 6): effects of any kind, each one that creature's own (its source
    is the creature, `self` in it names the creature, its controller is the creature's). A
    list of ids, or `attached`, may also name a permanent that is no creature (613.1f): The
    Rani's Aura token has "Enchanted creature ... is goaded", Mabel's Equipment token
    "Equipped creature ... has haste", Rune of Speed's enchanted Equipment likewise."""

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
                # ids, or the permanent the source is attached to: any permanent (613.1f; Rune of
                # Speed's Equipment has "Equipped creature ... has haste")
                named = isinstance(e.model.creatures, list) or e.model.creatures == "attached"
                for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures"):
                    p = resolver.perms.get(cid)
                    if p is None or not (p.is_creature or named):
                        continue
                    later = False
                    if cid in resolver.lost:  # it loses those granted before it lost all abilities (613.7)
                        if resolver.timestamp(e) < resolver.lost[cid]:
                            continue
                        later = True
                    for j, ability in enumerate(e.model.abilities):
                        granted = RawEffect(ability, f"{e.label}.abilities[{j}]@{cid}", f"{e.path}.abilities[{j}]",
                                            cid, p.controller)
                        resolver.stamp_granted(granted, e, p)
                        if later:
                            resolver.granted_later.add(granted.label)
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
    after copy effects; what reads power (Ensnaring Bridge, Reverence) sees the result. With
    `per_color_among`, once for each color among the permanents it selects (Faeburrow Elder);
    with `per_count`, once for each permanent it selects (Ethereal Armor); with
    `per_attached`, once for each permanent of those subtypes attached to the creature it
    changes (Kor Spiritdancer's Auras, Goblin Gaveleer's Equipment)."""

    model = ModifyPT
    family = Family.CHARACTERISTIC
    example = [{"kind": "modify_pt", "creatures": ["elf"], "power": 2, "toughness": 2, "controller": "A"},
               {"kind": "cant_attack_target", "creatures": {"power_at_most": 2}, "target": "you", "controller": "B"}]
    order = 7.3  # 613.4c: effects that modify power and toughness

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changes = [(cid, e.model.power * n * k, e.model.toughness * n * k) for e in effects
                   for n in (_times(e, resolver),)
                   for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures")
                   for k in (_attached(e, cid, resolver),)]
        for cid, power, toughness in changes:
            p = resolver.perms.get(cid)
            if p is not None and (p.power is not None or p.toughness is not None):
                p.power = (p.power or 0) + power
                p.toughness = (p.toughness or 0) + toughness

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        each = (" for each color among the permanents it names" if m.per_color_among is not None else
                " for each permanent it names" if m.per_count is not None else
                f" for each {' and '.join(m.per_attached)} attached to it" if m.per_attached else "")
        return f"{ctx.names(effect.creatures)} get {m.power:+d}/{m.toughness:+d}{each} ({ctx.effect_name(effect)})"


def _attached(e: "RawEffect", cid: str, resolver: "Resolver") -> int:
    """How many times a modify_pt applies to creature `cid` for what is attached to it: once
    without `per_attached`, else once for each permanent of those subtypes attached to it
    (its types and subtypes as they are now, after 613 layer 4)."""
    kinds = e.model.per_attached
    if not kinds:
        return 1
    perms = resolver.perms
    return sum(1 for a in resolver.attached_by(cid)
               if any(k in perms[a].subtypes and _SUBTYPE_OF[k] in perms[a].types for k in kinds))


# 205.3g-h: Equipment is an artifact type, Aura an enchantment type; without that card type a
# permanent has none of its subtypes (205.1a)
_SUBTYPE_OF = {"Aura": "enchantment", "Equipment": "artifact"}


def _times(e: "RawEffect", resolver: "Resolver") -> int:
    """How many times a modify_pt applies: once, once for each permanent `per_count` selects, or
    once for each color among the permanents `per_color_among` selects (105.2: a permanent's
    colors, as they are now)."""
    counted = e.model.per_count
    if counted is not None:
        return len(resolver.select_permanents(counted, e.controller, e.source, e.path + ".per_count"))
    among = e.model.per_color_among
    if among is None:
        return 1
    picked = resolver.select_permanents(among, e.controller, e.source, e.path + ".per_color_among")
    return len(set().union(*(resolver.perms[q].colors for q in picked if q in resolver.perms)))
