"""Land-type-changing statics (613 layer 4, 305.6, 305.7): Blood Moon's "Nonbasic lands are
Mountains", Spreading Seas' "Enchanted land is an Island", Song of the Dryads' "Enchanted
permanent is a colorless Forest land", Urborg's "Each land is a Swamp in addition to its
other land types". What they change that matters when attackers are declared: which
permanents are creatures (Song of the Dryads' creature is a land only), the mana that pays a
cost to attack (508.1h: each basic land type's mana ability, the old ones gone), and the
abilities of the lands' rules text (a Glacial Chasm that is a Mountain no longer stops
attacks).
"""


from typing import TYPE_CHECKING, ClassVar, Literal, Optional, Sequence

from pydantic import Field, model_validator

from attackcheck.models.base import LAND_SUBTYPES, CardTypeText, ColorText, EffectBase, Selector

from .base import EffectKind, Family, Step, register
from .type_changing import COLOR_ORDER, _apply_colors, _sets_colors, changed_permanents, changed_words

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.context import Context


BasicLandType = Literal["Plains", "Island", "Swamp", "Mountain", "Forest"]  # 305.6


class LandTypes(EffectBase):
    kind: Literal["land_types"]
    permanents: Selector  # any permanents (a selector object reads every permanent)
    subtypes: list[BasicLandType] = Field(min_length=1)
    # "in addition to its other land types" (Urborg): it keeps its land types and rules text
    in_addition: bool = False
    # the card types it sets, replacing the others (205.1a): only `[land]` ("is a colorless
    # Forest land": Song of the Dryads)
    types: Optional[list[CardTypeText]] = None
    colors: Optional[list[ColorText]] = None  # colors set (105.3, layer 5): `[]` for colorless
    # what it sets, which no selector reads (traits_read)
    sets_fields: ClassVar[frozenset[str]] = frozenset({"subtypes", "types", "colors"})

    @model_validator(mode="after")
    def _land_only(self) -> "LandTypes":
        if self.types is not None and [t.lower() for t in self.types] != ["land"]:
            raise ValueError("types: a land-type change sets the card types only to [land] (Song of the Dryads)")
        return self


@register
class LandTypesKind(EffectKind[LandTypes]):
    """Blood Moon, Spreading Seas, Song of the Dryads, Urborg: each land the effect picks has
    these basic land types (613 layer 4, in timestamp order with the other type changes, 613.7).
    Unless `in_addition`, it no longer has its other land types and loses the abilities of its
    rules text and copy effects (305.7): its keywords, mana abilities and own effects, but not
    what other effects grant it; an effect of its own that this changes the existence of
    applies after it, so not at all (613.8a). Either way it has "{T}: Add [mana]" for each of
    its basic land types (305.6), which pays a cost to attack (508.1h). `types: [land]` makes
    the permanent a land only first (205.1a: a creature so changed can't attack, 508.1a);
    `colors` sets its colors (layer 5)."""

    model = LandTypes
    family = Family.CHARACTERISTIC
    # the elf is a Forest land (Song of the Dryads): no creature, so it can't attack, and its
    # mana ability is the Forest's
    example = [{"kind": "land_types", "permanents": ["elf"], "subtypes": ["Forest"], "types": ["land"], "colors": [],
                "controller": "B"}]
    variants = [
        # Blood Moon: the example's lands are not basic, so both are Mountains: a tax of {W}
        # to attack B can't be paid
        [{"kind": "land_types", "permanents": {"types": ["land"], "not_supertypes": ["basic"]},
          "subtypes": ["Mountain"], "controller": "B"},
         {"kind": "attack_tax", "target": "B", "cost": "{W}", "controller": "B"}],
        # Urborg's kind: the Forest is an Island too, and pays a tax of {U}
        [{"kind": "land_types", "permanents": ["forest"], "subtypes": ["Island"], "in_addition": True,
          "controller": "A"},
         {"kind": "attack_tax", "target": "B", "cost": "{U}", "controller": "B"}],
        # Spreading Seas on the Forest: an Island only; a tax of {G} is paid by the elf alone
        [{"kind": "land_types", "permanents": ["forest"], "subtypes": ["Island"], "controller": "B"},
         {"kind": "attack_tax", "target": "B", "cost": "{G}", "controller": "B"}],
    ]
    order = 4.0  # 613.1d: type-changing effects

    def removes_rules_text(self, model: LandTypes) -> bool:
        return not model.in_addition

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changed_permanents(effects, resolver)  # every selection before any change applies
        for e in effects:
            m = e.model
            for p, _ in changed_permanents([e], resolver):
                if m.types is not None:  # 205.1a; the subtypes of the types lost go with them
                    p.types = frozenset(("land",))
                    p.subtypes = p.subtypes & LAND_SUBTYPES
                if "land" not in p.types:
                    continue  # 305.7 changes lands
                resolver.set_land_types(p, e, frozenset(m.subtypes), m.in_addition)

    def steps(self) -> list[Step]:
        return [Step(self.order, self, None, self.apply), Step(COLOR_ORDER, self, _sets_colors, _apply_colors)]

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        what = " ".join(m.subtypes)
        if m.types is not None:
            what = f"{what} land only"
        if m.colors is not None:
            what = f"{'/'.join(m.colors) or 'colorless'} {what}"
        how = (", in addition to their other land types" if m.in_addition
               else ", without their other land types and the abilities of their rules text (305.7)")
        return f"{changed_words(effect, ctx)}: {what}{how} ({ctx.effect_name(effect)})"
