"""Type-changing statics (613 layer 4): a permanent that is a creature "in addition to its
other types" while the effect applies, such as a Spacecraft with enough charge counters
(702.184: "It's an artifact creature at 8+"), Nature's Revolt's lands or Mightstone's
Animation's artifact. Being a creature is what lets a permanent attack at all (506.3,
508.1a); the types reach every later layer (keyword grants in 6, power in 7) and every
selector, as the permanent's own.
"""


from typing import TYPE_CHECKING, Any, Literal, Optional, Sequence, Union

from attackcheck.models.base import NONCREATURE_SUBTYPES, CardTypeText, ColorText, EffectBase, Selector

from .base import EffectKind, Family, Step, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver, RPermanent
    from attackcheck.solver.context import Context


# a base power or toughness an effect sets (613.4b): a number, or each permanent's own mana
# value (202.3: Opalescence, March of the Machines)
BasePT = Union[int, Literal["mana_value"]]


class AddTypes(EffectBase):
    kind: Literal["add_types"]
    permanents: Selector  # any permanents, not only creatures (a selector object reads every permanent)
    types: list[CardTypeText]
    subtypes: list[str] = []
    colors: Optional[list[ColorText]] = None  # colors set (105.3, layer 5), if the effect says so: "black creatures"
    power: Optional[BasePT] = None  # base power and toughness set (613.4b, layer 7b), if the effect says so
    toughness: Optional[BasePT] = None
    # "is a Spirit" (no "in addition"): the subtypes given replace its creature types (205.1b)
    replaces_creature_types: bool = False
    # "blue ... in addition to its other colors" (Deep Freeze): `colors` added to its others (105.3)
    colors_in_addition: bool = False


@register
class AddTypesKind(EffectKind[AddTypes]):
    """A stationed Spacecraft, Nature's Revolt, Mightstone's Animation: the permanents have
    these card types and subtypes in addition to their others (613 layer 4), and, where the
    effect sets them, these colors (layer 5: Kormus Bell's "black creatures") and this base
    power and toughness (613.4b, before the changes of 7c and counters; `"mana_value"`: each
    permanent's own mana value, 202.3: Opalescence, March of the Machines), each in its layer in
    timestamp order with the other effects there (613.7). With `replaces_creature_types`
    ("enchanted creature is a Spirit", Fog on the Barrow-Downs), the subtypes given replace
    its creature types (205.1b); its other subtypes stay. With `colors_in_addition` ("a blue Wall
    in addition to its other colors and types", Deep Freeze), `colors` are added to its others
    (105.3). A permanent that becomes a creature may attack (506.3) if it has been under its
    controller's control since the turn began (302.6: `sick` says it has not)."""

    model = AddTypes
    family = Family.CHARACTERISTIC
    example = [{"kind": "add_types", "permanents": ["forest"], "types": ["creature"], "subtypes": ["Elemental"],
                "power": 2, "toughness": 2, "controller": "A"}]
    variants = [
        # 205.1b: a Goblin enchanted by Fog on the Barrow-Downs is a Spirit and no Goblin
        [{"kind": "add_types", "permanents": ["bear"], "types": [], "subtypes": ["Spirit"],
          "replaces_creature_types": True, "controller": "B"},
         {"kind": "attacks_if_able", "creatures": {"subtypes": ["Bear"]}, "controller": "B"}],
        # a selector object reads noncreature permanents too (Nature's Revolt: "All lands are 2/2 creatures")
        [{"kind": "add_types", "permanents": {"types": ["land"], "controller": "you"}, "types": ["creature"],
          "power": 2, "toughness": 2, "controller": "A"},
         {"kind": "cant_attack_target", "creatures": {"subtypes": ["Forest"]}, "target": "B", "controller": "B"}],
        # 105.3: Deep Freeze's "a blue Wall in addition to its other colors": the bear is green and blue
        [{"kind": "add_types", "permanents": ["bear"], "types": [], "subtypes": ["Wall"], "colors": ["U"],
          "colors_in_addition": True, "controller": "B"},
         {"kind": "cant_attack", "creatures": {"colors": ["G"], "subtypes": ["Wall"]}, "controller": "B"}],
    ]
    order = 4.0  # 613.1d: type-changing effects

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for p, m in changed_permanents(effects, resolver):
            p.types = p.types | frozenset(t.lower() for t in m.types)
            if m.replaces_creature_types:
                p.subtypes = (p.subtypes & NONCREATURE_SUBTYPES) | frozenset(m.subtypes)
            elif m.subtypes:
                p.subtypes = p.subtypes | frozenset(m.subtypes)

    def steps(self) -> list[Step]:
        # no type added: it first acts where it sets colors or base power (a leveler's "LEVEL
        # 4+ 4/4", 711.2b), so a loss of all abilities in layer 6 removes it (613.6)
        return [Step(self.order, self, _adds_types, self.apply), *characteristic_steps(self)]

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        what = " ".join(m.subtypes + m.types)
        if m.colors is not None and m.colors_in_addition:
            what = f"{'/'.join(m.colors)} (in addition to its other colors) {what}"
        elif m.colors is not None:
            what = f"{'/'.join(m.colors) or 'colorless'} {what}"
        pt = ("" if m.power is None or m.toughness is None
              else ", base power and toughness each equal to its mana value" if m.power == m.toughness == "mana_value"
              else f", base power and toughness {m.power}/{m.toughness}")
        if m.replaces_creature_types and not what.strip():  # Curse of Conformity (205.1b)
            return f"{changed_words(effect, ctx)}: no creature types{pt} ({ctx.effect_name(effect)})"
        also = ("in place of its creature types" if m.replaces_creature_types and not m.types
                else "its creature types replaced, in addition to the other types" if m.replaces_creature_types
                else "in addition to the other types")
        return f"{changed_words(effect, ctx)}: {what}{pt}, {also} ({ctx.effect_name(effect)})"


COLOR_ORDER = 5.0  # 613.1e: color-changing effects
BASE_PT_ORDER = 7.2  # 613.4b: effects that set base power and toughness (before 7c)


def changed_permanents(effects: Sequence["RawEffect"], resolver: "Resolver") -> list[tuple["RPermanent", Any]]:
    """The permanents each effect's `permanents` selects, with the effect's model: every
    selection is read before any of them applies (one layer; 613.8 aside). An effect keeps
    the permanents it chose in the first layer it acted in (613.6)."""
    started = resolver.started
    changes = []
    for e in effects:
        chosen = started.get(e.label)
        if chosen is None:
            chosen = started[e.label] = resolver.select_permanents(e.model.permanents, e.controller, e.source,
                                                                   e.path + ".permanents")
        changes += [(pid, e.model) for pid in chosen]
    return [(resolver.perms[pid], m) for pid, m in changes if pid in resolver.perms]


def _adds_types(m: Any) -> bool:
    return bool(m.types or m.subtypes or m.replaces_creature_types)


def _sets_colors(m: Any) -> bool:
    return m.colors is not None


def _sets_base_pt(m: Any) -> bool:
    return m.power is not None or m.toughness is not None


def _apply_colors(effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
    """Layer 5: the colors an effect sets (105.3), replacing the others, or adds to them."""
    for p, m in changed_permanents(effects, resolver):
        given = frozenset(c.upper() for c in m.colors)
        p.colors = p.colors | given if getattr(m, "colors_in_addition", False) else given


def _apply_base_pt(effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
    """Layer 7b: the base power and toughness an effect sets (613.4b)."""
    for p, m in changed_permanents(effects, resolver):
        if m.power is not None:
            p.power = _base(m.power, p, resolver)
        if m.toughness is not None:
            p.toughness = _base(m.toughness, p, resolver)
            resolver.base_toughness.add(p.id)


def _base(value: Any, p: "RPermanent", resolver: "Resolver") -> int:
    """A base power or toughness: the number, or the permanent's mana value (202.3: from its
    mana cost, X as 0; a back face's is its front face's; none for a permanent without a mana
    cost, such as a token). A printed cost the board format can't hold makes it unread."""
    if value != "mana_value":
        return int(value)
    from attackcheck.models.costs import spell_mana_value

    unknown = resolver.unknown_mana_value(p.id)
    if unknown is not None:
        resolver.note_unread(p.id, f"its power and toughness are its mana value, and {unknown}")
    if p.mana_cost:
        return spell_mana_value(p.mana_cost)
    # a back face: its front face's (712); a copy of it has none
    return resolver.board.face_mana_value.get(p.id, 0) if p.model.copy_of is None else 0


def characteristic_steps(kind: EffectKind[Any]) -> list[Step]:
    """The layers after 4 where an effect that sets colors or base power and toughness
    acts (613.6), for kinds whose model has `colors`, `power` and `toughness`."""
    return [Step(COLOR_ORDER, kind, _sets_colors, _apply_colors),
            Step(BASE_PT_ORDER, kind, _sets_base_pt, _apply_base_pt)]


def changed_words(effect: "REffect", ctx: "Context") -> str:
    """The permanents a characteristic change names, in words."""
    sel = effect.model.permanents
    return (ctx.names(effect.creatures) if effect.creatures else "this permanent" if sel == "self"
            else "the permanent it is attached to" if sel == "attached"
            else ", ".join(sel) if isinstance(sel, list) else "the permanents it names")


class RemoveTypes(EffectBase):
    kind: Literal["remove_types"]
    permanents: Selector  # any permanents (a selector object reads every permanent)
    types: list[CardTypeText]  # card types (205.2a) the permanents lose


@register
class RemoveTypesKind(EffectKind[RemoveTypes]):
    """A Theros God while its controller's devotion is short ("isn't a creature"), an
    Equipment with reconfigure while attached (702.151b), an Overlord cast for its impending
    cost while it has a time counter (702.176a): the permanents lose these card types (613
    layer 4). A permanent that isn't a creature can't attack (508.1a). Type changes of layer 4
    apply in timestamp order (613.7), the order the board lists them: a later effect that
    makes such a God a creature (a crewed copy) wins."""

    model = RemoveTypes
    family = Family.CHARACTERISTIC
    example = [{"kind": "remove_types", "permanents": ["bear"], "types": ["creature"], "controller": "A"}]
    variants = [
        # 700.5: a God while its controller's devotion is less than five (A's permanents have no mana cost)
        [{"kind": "remove_types", "permanents": "self", "types": ["creature"], "source": "bear",
          "condition": {"devotion": {"to": ["G"], "at_most": 4}}}],
        # 613.7: a later type change makes it a creature again; an earlier one does not
        [{"kind": "remove_types", "permanents": ["bear", "elf"], "types": ["creature"], "controller": "A"},
         {"kind": "add_types", "permanents": ["bear"], "types": ["creature"], "controller": "A"}],
    ]
    order = 4.0  # 613.1d, in timestamp order with add_types

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for p, m in changed_permanents(effects, resolver):
            p.types = p.types - frozenset(t.lower() for t in m.types)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{changed_words(effect, ctx)}: not {' or '.join(effect.model.types)} ({ctx.effect_name(effect)})"
