"""Effects on mana abilities (605, 106.12), applied while the board is resolved: replacement
effects ("if a land is tapped for mana, it produces twice as much / {B} instead", 106.12b)
and triggered mana abilities ("whenever a land is tapped for mana, add one mana of any type
that land produced", 106.12a, 605.1b). They change what each source's {T} abilities make;
the payment (508.1i-j) then reads the sources as they are.
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations
from typing import TYPE_CHECKING, Literal, Optional, Sequence

from pydantic import Field

from attackcheck.models.base import EffectBase, ManaAddText, ManaOptionText, Selector
from attackcheck.models.mana import COLORS, ManaOption

from .base import EffectKind, Family, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.context import Context


class ManaReplacement(EffectBase):
    """"If [a source] is tapped for mana, it produces twice as much / {B} instead"."""

    kind: Literal["mana_replacement"]
    sources: Selector
    multiply: int = Field(1, ge=1)
    produce_instead: Optional[ManaOptionText] = None


class ManaTrigger(EffectBase):
    """"Whenever [a source] is tapped for mana, add one more mana of a type it produced"
    (add: same) or of a given type (add: "{G}")."""

    kind: Literal["mana_trigger"]
    sources: Selector
    add: ManaAddText = "same"


@register
class ManaReplacementKind(EffectKind[ManaReplacement]):
    """Mana Reflection, Contamination: a source tapped for mana produces `multiply` times as
    much, or `produce_instead` (106.12b); with several, every order the player may choose is
    an option (616.1). Only {T} abilities are tapping for mana."""

    model = ManaReplacement
    family = Family.MANA
    example = [{"kind": "mana_replacement", "sources": {"types": ["land"]}, "multiply": 2, "controller": "A"},
               {"kind": "attack_tax", "target": "you", "cost": "{4}", "controller": "B"}]
    order = 10.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            for pid in resolver.select_permanents(e.model.sources, e.controller, e.source, e.path + ".sources"):
                resolver.mana_replacements.setdefault(pid, []).append(e.model)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        what = f"produce {m.produce_instead} instead" if m.produce_instead else f"produce {m.multiply} times as much"
        return f"sources tapped for mana {what} ({ctx.effect_name(effect)})"


@register
class ManaTriggerKind(EffectKind[ManaTrigger]):
    """Mana Flare, Wild Growth: whenever a source is tapped for mana, add `add` (a mana
    string), or with `same` one mana of a type that source produced (605.1b, 106.12a)."""

    model = ManaTrigger
    family = Family.MANA
    example = [{"kind": "mana_trigger", "sources": {"types": ["land"]}, "add": "same", "controller": "A"},
               {"kind": "attack_tax", "target": "you", "cost": "{G}{G}", "controller": "B"}]
    order = 10.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            for pid in resolver.select_permanents(e.model.sources, e.controller, e.source, e.path + ".sources"):
                resolver.mana_triggers.setdefault(pid, []).append(e.model)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        what = "one more mana of a type it produced" if m.add == "same" else m.add
        return f"whenever a source is tapped for mana, add {what} ({ctx.effect_name(effect)})"


def expand_any(options: Sequence[ManaOption]) -> tuple[ManaOption, ...]:
    """One mana of any color, spelled out: a doubled or copied choice stays one color."""
    out = []
    for o in options:
        if o.any_color:
            for c in COLORS:
                made = Counter(dict(o.fixed))
                made[c] += o.any_color
                out.append(ManaOption(tuple(sorted(made.items()))))
        else:
            out.append(o)
    return tuple(out)


def _replaced(o: ManaOption, eff: ManaReplacement) -> ManaOption:
    if eff.produce_instead is not None:
        o = ManaOption.parse(eff.produce_instead)
    if eff.multiply != 1:
        o = ManaOption(tuple((t, n * eff.multiply) for t, n in o.fixed), o.any_color * eff.multiply)
    return o


def after_replacements(options: Sequence[ManaOption], effs: Sequence[ManaReplacement]) -> tuple[ManaOption, ...]:
    """616.1: the affected player orders replacement effects; every order is a choice."""
    if not effs:
        return tuple(options)
    base = expand_any(options)
    out: list[ManaOption] = []
    for order in permutations(effs):
        for o in base:
            for eff in order:
                o = _replaced(o, eff)
            if o not in out:
                out.append(o)
    return tuple(out)


def after_triggers(options: Sequence[ManaOption], effs: Sequence[ManaTrigger]) -> tuple[ManaOption, ...]:
    """Triggered mana abilities add mana when the source is tapped for mana (605.1b): each
    adds its own mana, or one mana of a type the source produced (Mana Flare: not a type
    another trigger added)."""
    if not effs:
        return tuple(options)
    out: list[ManaOption] = []
    for o in expand_any(options):
        produced = [t for t, _ in o.fixed]
        made = [Counter(dict(o.fixed))]
        for eff in effs:
            adds = ([(t,) for t in produced] if eff.add == "same"
                    else [tuple(t for t, n in ManaOption.parse(eff.add).fixed for _ in range(n))])
            made = [m + Counter(extra) for m in made for extra in adds]
        for m in made:
            new = ManaOption(tuple(sorted(m.items())))
            if new not in out:
                out.append(new)
    return tuple(out)
