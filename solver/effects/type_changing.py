"""Type-changing statics (613 layer 4): a permanent that is a creature "in addition to its
other types" while the effect applies, such as a Spacecraft with enough charge counters
(702.184: "It's an artifact creature at 8+"), Nature's Revolt's lands or Mightstone's
Animation's artifact. Being a creature is what lets a permanent attack at all (506.3,
508.1a); the types reach every later layer (keyword grants in 6, power in 7) and every
selector, as the permanent's own.
"""


from typing import TYPE_CHECKING, Any, Literal, Optional, Sequence

from attackcheck.models.base import ColorText, EffectBase, Selector

from .base import EffectKind, Family, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver, RPermanent
    from attackcheck.solver.context import Context


class AddTypes(EffectBase):
    kind: Literal["add_types"]
    permanents: Selector  # any permanents, not only creatures (a selector object reads every permanent)
    types: list[str]
    subtypes: list[str] = []
    colors: Optional[list[ColorText]] = None  # colors set (105.3, layer 5), if the effect says so: "black creatures"
    power: Optional[int] = None  # base power and toughness set (613.4b, layer 7b), if the effect says so
    toughness: Optional[int] = None


@register
class AddTypesKind(EffectKind[AddTypes]):
    """A stationed Spacecraft, Nature's Revolt, Mightstone's Animation: the permanents have
    these card types and subtypes in addition to their others (613 layer 4), and, where the
    effect sets them, these colors (layer 5: Kormus Bell's "black creatures") and this base
    power and toughness (613.4b, before the changes of 7c and counters). A permanent that
    becomes a creature may attack (506.3) if it has been under its controller's control
    since the turn began (302.6: `sick` says it has not)."""

    model = AddTypes
    family = Family.CHARACTERISTIC
    example = [{"kind": "add_types", "permanents": ["forest"], "types": ["creature"], "subtypes": ["Elemental"],
                "power": 2, "toughness": 2, "controller": "A"}]
    variants = [
        # a selector object reads noncreature permanents too (Nature's Revolt: "All lands are 2/2 creatures")
        [{"kind": "add_types", "permanents": {"types": ["land"], "controller": "you"}, "types": ["creature"],
          "power": 2, "toughness": 2, "controller": "A"},
         {"kind": "cant_attack_target", "creatures": {"subtypes": ["Forest"]}, "target": "B", "controller": "B"}],
    ]
    order = 4.0  # 613.1d: type-changing effects

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for p, m in changed_permanents(effects, resolver):
            p.types = p.types | frozenset(t.lower() for t in m.types)
            if m.subtypes:
                p.subtypes = p.subtypes | frozenset(m.subtypes)
            set_characteristics(p, m)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        what = " ".join(m.subtypes + m.types)
        if m.colors is not None:
            what = f"{'/'.join(m.colors) or 'colorless'} {what}"
        pt = (f", base power and toughness {m.power}/{m.toughness}"
              if m.power is not None and m.toughness is not None else "")
        return f"{changed_words(effect, ctx)}: {what}{pt}, in addition to the other types ({ctx.effect_name(effect)})"


def changed_permanents(effects: Sequence["RawEffect"], resolver: "Resolver") -> list[tuple["RPermanent", Any]]:
    """The permanents each effect's `permanents` selects, with the effect's model: every
    selection is read before any of them applies (one layer; 613.8 aside)."""
    changes = [(pid, e.model) for e in effects
               for pid in resolver.select_permanents(e.model.permanents, e.controller, e.source, e.path + ".permanents")]
    return [(resolver.perms[pid], m) for pid, m in changes if pid in resolver.perms]


def set_characteristics(p: "RPermanent", m: Any) -> None:
    """The colors (105.3, layer 5) and base power and toughness (613.4b, layer 7b) an effect
    sets, where it sets them."""
    if m.colors is not None:
        p.colors = frozenset(c.upper() for c in m.colors)
    if m.power is not None:
        p.power = m.power
    if m.toughness is not None:
        p.toughness = m.toughness


def changed_words(effect: "REffect", ctx: "Context") -> str:
    """The permanents a characteristic change names, in words."""
    sel = effect.model.permanents
    return (ctx.names(effect.creatures) if effect.creatures else "this permanent" if sel == "self"
            else "the permanent it is attached to" if sel == "attached"
            else ", ".join(sel) if isinstance(sel, list) else "the permanents it names")


class RemoveTypes(EffectBase):
    kind: Literal["remove_types"]
    permanents: Selector  # any permanents (a selector object reads every permanent)
    types: list[str]  # card types (205.2a) the permanents lose


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
