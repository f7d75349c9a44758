"""Requirements (508.1d): effects that say a creature attacks if able, and goad (701.15).

Each creature an effect names carries its own requirement instance (508.1d counts them one
by one); a player-level requirement ("each opponent attacks you with at least one
creature", Trove of Temptation) is one instance over the attackers together; a requirement
that exists only if some creature attacks ("if a creature you control attacks, ~ also
attacks if able", Ekundu Cyclops) is judged on the declaration's aggregates. A requirement
whose target is gone is never obeyed. Goad is a designation that some effects keep away.
"""


from typing import TYPE_CHECKING, Literal, Sequence

from pydantic import Field

from typing import Optional

from attackcheck.models.base import EffectBase, PlayerRef, Selector

from .base import CountTowards, EffectKind, Family, IfAttacking, Instance, column, Repeats, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.context import Context


class AttacksIfAble(EffectBase):
    kind: Literal["attacks_if_able"]
    creatures: Selector
    when_attacking: Optional[Selector] = None  # only in declarations where a creature it selects attacks


class AttacksTargetIfAble(EffectBase):
    kind: Literal["attacks_target_if_able"]
    creatures: Selector
    target: PlayerRef
    include_planeswalkers: bool = False


class AttacksOtherThanIfAble(EffectBase):
    kind: Literal["attacks_other_than_if_able"]
    creatures: Selector
    player: PlayerRef


class PlayerAttacksTargetIfAble(EffectBase):
    kind: Literal["player_attacks_target_if_able"]
    target: Optional[PlayerRef] = None  # None: any player, planeswalker or battle (Seeker of Slaanesh)
    include_planeswalkers: bool = True
    count: int = Field(1, ge=1)


@register
class AttacksIfAbleKind(EffectKind[AttacksIfAble]):
    """Juggernaut, Grand Melee: each creature attacks each combat if able. With
    `when_attacking` (Ekundu Cyclops: "If a creature you control attacks, Ekundu Cyclops also
    attacks if able"; Viashino Bey) the requirement exists only in declarations where a
    creature it selects attacks; a declaration must then obey as many of the requirements
    its attacks bring into existence as any declaration could (508.1d), so attacking with no
    such creature asks nothing of them."""

    model = AttacksIfAble
    family = Family.REQUIREMENT
    repeats = Repeats.ADD
    example = [{"kind": "attacks_if_able", "creatures": ["bear"], "controller": "B"}]
    variants = [[{"kind": "attacks_if_able", "creatures": ["bear"],
                  "when_attacking": {"controller": "you", "other": True}, "source": "bear"}]]

    def repeats_of(self, model: AttacksIfAble) -> Repeats:
        # each requirement that exists only if some creature attacks is judged on its own
        return Repeats.EACH if model.when_attacking is not None else Repeats.ADD

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        name = ctx.effect_name(effect)
        mine = ctx.eligible(effect.creatures)
        if effect.model.when_attacking is not None:
            if mine:
                when = ctx.select_creatures(effect, effect.model.when_attacking, ".when_attacking")
                text = f"{ctx.names(mine)} attack(s) if able when {self.condition_text(effect, ctx)} ({name})"
                ctx.add_conditional_requirement(IfAttacking(effect.label, frozenset(ctx.eligible(when)),
                                                            frozenset(mine), ctx.defender_set, text))
            return
        ctx.add_each(effect.label, self.kind, mine, ctx.defender_set, f" attacks each combat if able ({name})")

    @staticmethod
    def condition_text(effect: "REffect", ctx: "Context") -> str:
        when = effect.model.when_attacking
        if isinstance(when, list):
            return f"{ctx.names(when)} attack(s)"
        if when == "self":
            return f"{ctx.effect_name(effect)} attacks"
        chosen = ctx.eligible(ctx.select_creatures(effect, when, ".when_attacking"))
        return (f"one of {ctx.names(chosen)} attacks" if len(chosen) > 1 else f"{ctx.names(chosen)} attacks"
                if chosen else "a creature it names attacks")

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        if effect.model.when_attacking is not None:
            return (f"{ctx.names(effect.creatures)} attack(s) if able when {self.condition_text(effect, ctx)} "
                    f"({ctx.effect_name(effect)})")
        return f"{ctx.names(effect.creatures)} attack(s) each combat if able ({ctx.effect_name(effect)})"


@register
class AttacksTargetIfAbleKind(EffectKind[AttacksTargetIfAble]):
    """Ursine Monstrosity, Taunt, Gideon Jura: attacks that player (or permanent) if able; a
    player target is not met by attacking their planeswalkers unless they are included."""

    model = AttacksTargetIfAble
    family = Family.REQUIREMENT
    repeats = Repeats.ADD
    example = [{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "jace", "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        mine = ctx.eligible(effect.creatures)
        if not mine:
            return
        name = ctx.effect_name(effect)
        if not ctx.target_per_creature(effect):  # one target for every creature: its defenders and words once
            target = effect.target or ""
            key = (self.kind, target, effect.model.include_planeswalkers)  # (many effects name one target)
            got = ctx.kind_memo.get(key)
            if got is None:
                got = ctx.kind_memo[key] = (ctx.player_and_walkers(target, effect.model.include_planeswalkers),
                                            self._whom(effect, target, ctx))
            sat, whom = got
            ctx.add_each(effect.label, self.kind, mine, sat, f" attacks {whom} if able ({name})")
            return
        targets: dict[str, frozenset[str]] = {}
        for c in mine:
            target = ctx.target_for(effect, c)
            sat = ctx.defenders_for(effect, c, targets)
            ctx.add_instance(Instance(effect.label, self.kind, c, sat,
                                      f"{ctx.label(c)} attacks {self._whom(effect, target, ctx)} if able ({name})"))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} attack(s) {self._whom(effect, effect.target or '', ctx)} if able "
                f"({ctx.effect_name(effect)})")

    @staticmethod
    def _whom(effect: "REffect", target: str, ctx: "Context") -> str:
        walkers = effect.model.include_planeswalkers and target in ctx.rb.player_ids
        return ctx.rb.describe(target) + (f" or a planeswalker {target} controls" if walkers else "")


@register
class AttacksOtherThanIfAbleKind(EffectKind[AttacksOtherThanIfAble]):
    """Kardur, Doomscourge: attacks a player other than that player if able (a player, never
    a planeswalker or battle, as with goad)."""

    model = AttacksOtherThanIfAble
    family = Family.REQUIREMENT
    repeats = Repeats.ADD
    example = [{"kind": "attacks_other_than_if_able", "creatures": ["bear", "elf"], "player": "B", "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        mine = ctx.eligible(effect.creatures)
        if not mine:
            return
        name = ctx.effect_name(effect)
        if not ctx.player_per_creature(effect):  # one player for every creature: the players and words once
            player = effect.player or ""
            sat = ctx.players_other_than(player)  # one who is gone: any player obeys
            ctx.add_each(effect.label, self.kind, mine, sat, f" attacks a player other than {player} if able ({name})")
            return
        for c in mine:
            player = ctx.player_for(effect, c)
            sat = ctx.players_other_than(player)  # one who is gone: any player obeys
            ctx.add_instance(Instance(effect.label, self.kind, c, sat,
                                      f"{ctx.label(c)} attacks a player other than {player} if able ({name})"))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return (f"{ctx.names(effect.creatures)} attack(s) a player other than {effect.player} if able "
                f"({ctx.effect_name(effect)})")


@register
class PlayerAttacksTargetIfAbleKind(EffectKind[PlayerAttacksTargetIfAble]):
    """Trove of Temptation: the active player attacks that player (or their planeswalkers)
    with at least `count` creatures if able; one instance whatever the count. Without
    `target` (Seeker of Slaanesh: "each opponent must attack with at least one creature"),
    attacking anything obeys it."""

    model = PlayerAttacksTargetIfAble
    family = Family.GROUP_REQUIREMENT
    example = [{"kind": "player_attacks_target_if_able", "target": "you", "count": 2, "controller": "C"}]
    variants = [[{"kind": "player_attacks_target_if_able", "controller": "C"}]]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        if effect.model.target is None:
            sat = ctx.defender_set
        else:
            sat = ctx.player_and_walkers(effect.target or "", effect.include_planeswalkers)
        ctx.add_group_requirement(CountTowards(effect.label, column(sat), effect.count, self.describe(effect, ctx)))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        whom = "" if effect.model.target is None else f" {effect.target}"
        if whom and effect.include_planeswalkers:
            whom += f" or a planeswalker {effect.target} controls"
        return (f"{ctx.active} attacks{whom} with at least {effect.count} creature(s) if able "
                f"({ctx.effect_name(effect)})")


def goad_instances(ctx: "Context") -> None:
    """701.15b-d: a goaded creature, per distinct goading player, attacks each combat if
    able and attacks a player other than that player if able. A designation on the board is in
    force: one by the active player was made this turn, as an earlier one ended when the turn
    began (701.15a); one by a player who has left the game lasts until their turn would have
    begun (800.4m). The goader's own creature attacks a player rather than a planeswalker
    (the Martial Impetus ruling, "if you goad a creature you control")."""
    seated = set(ctx.rb.player_ids)
    creatures, perms, everyone = ctx.creatures, ctx.perms, ctx.defender_set
    made: list[Instance] = []  # every creature's in turn, added at once
    # per goading player: (the source, how the texts name them, the players other than them)
    by_player: dict[str, tuple[str, str, frozenset[str]]] = {}
    for c, goaders in ctx.rb.goads.items():
        if c not in creatures:
            continue
        who = perms[c].label()
        for g in goaders:
            got = by_player.get(g)
            if got is None:
                got = by_player[g] = (f"goad:{g}", g if g in seated else f"{g} (who has left the game, 800.4m)",
                                      ctx.players_other_than(g))  # every player, when g has left the game
            source, by, sat = got
            label = f"goad:{c}:{g}"
            made.append(Instance(label, "goad_attacks", c, everyone,
                                 f"{who} is goaded by {by} and attacks each combat if able (701.15b)", source))
            made.append(Instance(label, "goad_other", c, sat,
                                 f"{who} is goaded by {by} and attacks a player other than {g} if able (701.15b)",
                                 source))
    if made:
        ctx.add_instances(made)


class Goad(EffectBase):
    """Extension: every matching creature is goaded by the effect's controller (701.15)."""

    kind: Literal["goad"]
    creatures: Selector


@register
class GoadKind(EffectKind[Goad]):
    """Bloodthirsty Blade, Shiny Impetus: "is goaded". Being goaded is a designation, not an
    ability (701.15b): the effect gives its creatures the designation while the board is
    resolved, and goad_instances makes the requirements of every designation. The effect is
    in force, so it goads even when its controller is the active player ("if you goad a
    creature you control, it must attack a player rather than a planeswalker")."""

    model = Goad
    family = Family.DESIGNATION
    repeats = Repeats.SAME
    example = [{"kind": "goad", "creatures": ["elf"], "controller": "C"}]
    order = 9.0  # a designation: what it selects is read once characteristics are known (613)

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            if e.controller is None:
                continue
            for cid in resolver.select(e.model.creatures, e.controller, e.source, e.path + ".creatures"):
                resolver.goad(cid, e.controller)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{ctx.names(effect.creatures)} is goaded by {effect.controller} ({ctx.effect_name(effect)})"


class CantBeGoaded(EffectBase):
    kind: Literal["cant_be_goaded"]
    creatures: Selector


@register
class CantBeGoadedKind(EffectKind[CantBeGoaded]):
    """Serene Sleuth, The Kami Knight: goad designations and goad effects on these creatures
    add nothing (701.15): they carry none of goad's requirements."""

    model = CantBeGoaded
    family = Family.DESIGNATION
    repeats = Repeats.SAME
    example = [{"kind": "cant_be_goaded", "creatures": ["elf"], "controller": "A"},
               {"kind": "goad", "creatures": ["elf"], "controller": "C"}]
    order = 9.0  # read once characteristics are known; goad designations are dropped at the end

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        for e in effects:
            resolver.ungoadable.update(resolver.select(e.model.creatures, e.controller, e.source,
                                                       e.path + ".creatures"))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{ctx.names(effect.creatures)} can't be goaded ({ctx.effect_name(effect)})"
