"""Effects on mana abilities (605, 106.12), applied while the board is resolved: replacement
effects ("if a land is tapped for mana, it produces twice as much / {B} instead", 106.12b)
and triggered mana abilities ("whenever a land is tapped for mana, add one mana of any type
that land produced", 106.12a, 605.1b). They change what each source's {T} abilities make;
the payment (508.1i-j) then reads the sources as they are.
"""


from collections import Counter
from itertools import combinations_with_replacement, permutations
from typing import TYPE_CHECKING, Literal, Optional, Sequence

from pydantic import Field

from attackcheck.models.base import COLOR_WORDS, ColorText, EffectBase, ManaAddText, ManaOptionText, Selector
from attackcheck.models.mana import COLORS, ManaOption, ability_options

from .base import EffectKind, Family, Step, register
from .type_changing import changed_permanents, changed_words

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
    (add: same), of a given type (add: "{G}"), or of the color chosen as the effect's
    permanent entered (add: chosen, Utopia Sprawl: read as any color, wider than it is)."""

    kind: Literal["mana_trigger"]
    sources: Selector
    add: ManaAddText = "same"
    # "tapped for mana of the chosen color" (Gauntlet of Power): only where the source's
    # ability made mana of this color (106.12a), before other triggers add theirs
    of_color: Optional[ColorText] = None


class CantActivate(EffectBase):
    """"Activated abilities of artifacts can't be activated" (Null Rod), Arrest's "its
    activated abilities can't be activated"."""

    kind: Literal["cant_activate"]
    permanents: Selector  # any permanents (a selector object reads every permanent)


class GrantManaAbilities(EffectBase):
    """"Creatures you control have '{T}: Add one mana of any color.'" (Cryptolith Rite)."""

    kind: Literal["grant_mana_abilities"]
    permanents: Selector  # any permanents (a selector object reads every permanent)
    mana: list[ManaOptionText] = Field(min_length=1)  # the options of the one {T} mana ability granted
    # "{T}, Sacrifice this artifact: Add ..." (Goldspan Dragon's grant to Treasures): read as its
    # {T}, each permanent paying once, as a Treasure's own (111.10a)
    sacrifice: Optional[Literal[True]] = None


@register
class GrantManaAbilitiesKind(EffectKind[GrantManaAbilities]):
    """Cryptolith Rite, Chromatic Lantern, Paradise Mantle, Gemhide Sliver: each matching
    permanent has a {T} mana ability with these options (613 layer 6, after a loss of all
    abilities with an older timestamp: 613.7). It pays costs to attack (508.1h) as the
    permanent's own {T} ability would: not a creature's that attacks without vigilance
    (tapped, 508.1f) or came under its controller's control this turn without haste (302.6),
    nor while its activated abilities can't be activated (602.5). With `sacrifice: true` the
    ability sacrifices the permanent too (Goldspan Dragon's grant to Treasures, "{T}, Sacrifice
    this artifact: Add two mana of any one color."): read as its {T}, the permanent paying once;
    none while a prohibition stops sacrificing it (Yasharn, 602.2b), and a payment needing it is
    not judged where a sacrifice outlet may sacrifice it too (701.21a)."""

    model = GrantManaAbilities
    family = Family.CHARACTERISTIC
    # the bear attacks with vigilance and taps for {W} itself; the elf pays for a second attacker
    example = [{"kind": "grant_mana_abilities", "permanents": {"types": ["creature"], "controller": "you"},
                "mana": ["any"], "controller": "A"},
               {"kind": "attack_tax", "target": "B", "cost": "{W}", "controller": "B"}]
    order = 5.95  # 613.1f: abilities added, after the loss of all abilities (applied first)

    def steps(self) -> list[Step]:
        # a permanent's own ability whose condition reads power or toughness (Whisperer of the
        # Wilds, Ilysian Caryatid) is checked as it is activated and resolves (602.5b, 608.2c):
        # on the board after layer 7 (613.4), not as layer 6 begins
        return [Step(self.order, self, _checked_early, self.apply),
                Step(OWN_CONDITION_ORDER, self, _checked_late, self.apply)]

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        changed_permanents(effects, resolver)  # every selection before any applies
        for e in effects:
            options = ability_options(e.model.mana)
            for p, _ in changed_permanents([e], resolver):
                if resolver.timestamp(e) < resolver.lost.get(p.id, -1.0):
                    continue  # it lost all abilities after this one was granted (613.7)
                p.mana = tuple(dict.fromkeys((*p.mana, *options)))  # one {T}: any of the options
                if e.model.permanents != "self":  # (a grant to itself is its own ability: Mox Opal's)
                    resolver.mana_added.setdefault(p.id, set()).update(options)
                if e.model.sacrifice:
                    resolver.sacrifice_granted.setdefault(p.id, set()).update(options)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        cost = "{T}, Sacrifice this" if effect.model.sacrifice else "{T}"
        return (f"{changed_words(effect, ctx)}: have \"{cost}: Add {' or '.join(effect.model.mana)}\" "
                f"({ctx.effect_name(effect)})")


OWN_CONDITION_ORDER = 7.9  # after every power and toughness change (613.4)


def _checked_late(model: GrantManaAbilities) -> bool:
    """A grant to itself (the permanent's own mana ability) on a condition reading power or
    toughness."""
    if model.condition is None or model.permanents != "self":
        return False
    from attackcheck.models.resolve import traits_read

    return "power" in traits_read(model.condition)


def _checked_early(model: GrantManaAbilities) -> bool:
    return not _checked_late(model)


@register
class CantActivateKind(EffectKind[CantActivate]):
    """Null Rod, Stony Silence, Cursed Totem, Arrest: the permanents' activated abilities
    can't be activated (602.5), their mana abilities ({T}, {Q}: 605.1a) among them, so they
    pay no cost to attack (508.1h). What they could produce is still read by a "could
    produce" ability (106.7: Reflecting Pool)."""

    model = CantActivate
    family = Family.MANA
    example = [{"kind": "cant_activate", "permanents": {"types": ["land"]}, "controller": "B"},
               {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
    order = 10.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            resolver.cant_activate.update(
                resolver.select_permanents(e.model.permanents, e.controller, e.source, e.path + ".permanents"))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"the permanents it names: activated abilities can't be activated ({ctx.effect_name(effect)})"


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
    string), or with `same` one mana of a type that source produced (605.1b, 106.12a). With
    `chosen` (Utopia Sprawl), one mana of the color chosen as the effect's permanent entered
    (105.4), on no board field: read as one mana of any color, wider than it is, where its
    source's controller pays (Context: a payment found with it paying generic mana as {C}
    would, or without it, stands; one failing with any color fails). With `of_color`, only
    where the source's own ability made mana of that color (Gauntlet of Power, Caged Sun: the
    card reader asks which color was chosen, one effect a color)."""

    model = ManaTrigger
    family = Family.MANA
    example = [{"kind": "mana_trigger", "sources": {"types": ["land"]}, "add": "same", "controller": "A"},
               {"kind": "attack_tax", "target": "you", "cost": "{G}{G}", "controller": "B"}]
    order = 10.0

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            for pid in resolver.select_permanents(e.model.sources, e.controller, e.source, e.path + ".sources"):
                resolver.mana_triggers.setdefault(pid, []).append(e.model)
                if e.model.add == "chosen":
                    resolver.chosen_mana.setdefault(pid, []).append(e.source)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        m = effect.model
        what = {"same": "one more mana of a type it produced",
                "chosen": "one more mana of the color chosen as it entered"}.get(m.add, m.add)
        made = "mana" if m.of_color is None else f"{COLOR_WORDS[m.of_color.upper()]} mana"
        return f"whenever a source is tapped for {made}, add {what} ({ctx.effect_name(effect)})"


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


def after_replacements_by_permutations(options: Sequence[ManaOption],
                                       effs: Sequence[ManaReplacement]) -> tuple[ManaOption, ...]:
    """616.1 by brute force: every order of the replacement effects, each applied in turn
    (k! orders; kept as the specification that after_replacements is tested against)."""
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


def _scaled(o: ManaOption, factor: int) -> ManaOption:
    if factor == 1:
        return o
    return ManaOption(tuple((t, n * factor) for t, n in o.fixed), o.any_color * factor)


def _subset_products(factors: Sequence[int]) -> set[int]:
    """Every product of a subset of `factors` (as many values as there are distinct
    products, not 2^k subsets)."""
    out = {1}
    for f in factors:
        out |= {p * f for p in out}
    return out


def after_replacements(options: Sequence[ManaOption], effs: Sequence[ManaReplacement]) -> tuple[ManaOption, ...]:
    """616.1: the affected player orders replacement effects; every order is a choice. The
    same options, in the same order, as trying every order (after_replacements_by_permutations),
    in polynomial time: an order's result depends only on its last "instead" effect j and
    on the set S of multipliers after it (the option j makes, times j's own and S's
    multipliers; with no "instead" effect, every order multiplies alike). The orders are
    walked in the order permutations() yields them, descending only into a prefix whose
    completions still reach an option not yet listed, so each option listed costs a
    polynomial number of steps."""
    if not effs:
        return tuple(options)
    base = expand_any(options)
    if not base:
        return ()
    k = len(effs)
    instead = [e.produce_instead is not None for e in effs]
    if not any(instead):  # multipliers commute: one result per option
        factor = 1
        for e in effs:
            factor *= e.multiply
        out: list[ManaOption] = []
        for o in base:
            r = _scaled(o, factor)
            if r not in out:
                out.append(r)
        return tuple(out)
    made = [ManaOption.parse(e.produce_instead) if e.produce_instead is not None else None for e in effs]

    def reachable(last: Optional[int], after: int, rest: frozenset[int]) -> set[ManaOption]:
        """The options of every completion of a prefix whose last "instead" effect is `last`
        (None: none yet), with `after` the product of the multipliers placed after it, and
        `rest` the effects still to place."""
        insteads = [i for i in rest if instead[i]]
        mults = [effs[i].multiply for i in rest if not instead[i]]
        if not insteads:
            assert last is not None
            factor = after * effs[last].multiply
            for m in mults:
                factor *= m
            made_last = made[last]
            assert made_last is not None
            return {_scaled(made_last, factor)}
        products = _subset_products(mults)
        out_set: set[ManaOption] = set()
        for j in insteads:
            made_j = made[j]
            assert made_j is not None
            out_set |= {_scaled(made_j, effs[j].multiply * p) for p in products}
        return out_set

    listed: list[ManaOption] = []
    seen: set[ManaOption] = set()
    everything = frozenset(range(k))
    while True:
        # the first order (in permutations() order) that makes an option not listed yet
        if not reachable(None, 1, everything) - seen:
            return tuple(listed)
        last: Optional[int] = None
        after = 1
        rest = everything
        for _ in range(k):
            for i in sorted(rest):
                nlast, nafter = (i, 1) if instead[i] else (last, after * effs[i].multiply)
                nrest = rest - {i}
                options_here = reachable(nlast, nafter, nrest)
                if options_here - seen:
                    last, after, rest = nlast, nafter, nrest
                    break
            else:  # pragma: no cover - the check above guarantees a way down
                raise AssertionError("no order reaches a new option")
        assert last is not None
        made_last = made[last]
        assert made_last is not None
        result = _scaled(made_last, after * effs[last].multiply)
        listed.append(result)
        seen.add(result)


def _added(add: str) -> list[tuple[str, ...]]:
    """The ways a trigger's mana can come: its fixed mana, and for each "one mana of any
    color" one of the five colors (Fertile Ground)."""
    opt = ManaOption.parse(add)
    fixed = tuple(t for t, n in opt.fixed for _ in range(n))
    return [fixed + colors for colors in combinations_with_replacement(COLORS, opt.any_color)]


def after_triggers(options: Sequence[ManaOption], effs: Sequence[ManaTrigger]) -> tuple[ManaOption, ...]:
    """Triggered mana abilities add mana when the source is tapped for mana (605.1b): each
    adds its own mana, or one mana of a type the source produced (Mana Flare: not a type
    another trigger added)."""
    if not effs:
        return tuple(options)
    out: list[ManaOption] = []
    chosen = sum(1 for eff in effs if eff.add == "chosen")  # one color each, kept as any color
    for o in expand_any(options):
        produced = [t for t, _ in o.fixed]
        made = [Counter(dict(o.fixed))]
        for eff in effs:
            if eff.add == "chosen" or eff.of_color is not None and eff.of_color.upper() not in produced:
                continue
            adds = [(t,) for t in produced] if eff.add == "same" else _added(eff.add)
            made = [m + Counter(extra) for m in made for extra in adds]
        for m in made:
            new = ManaOption(tuple(sorted(m.items())), chosen)
            if new not in out:
                out.append(new)
    return tuple(out)
