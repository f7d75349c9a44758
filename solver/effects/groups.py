"""Restrictions on the attackers together that a creature carries (508.1c): "can't attack
alone" (Mogg Flunkies), "can only attack alone" (Master of Cruelties), "can't attack unless
at least N other creatures attack" (Orcish Conscripts), "can't attack unless a black or
green creature also attacks" (Scarred Puma).

Each reads two aggregates: whether any of its creatures attacks, and the number of
attackers (or of attackers among the creatures it names). "If any of them attacks, the
attackers number at least 2" is the same as each creature's own restriction, so effects of
one form merge into one fact (the 508.1c example: two creatures that can't attack alone may
attack together).
"""


from typing import TYPE_CHECKING, Any, Hashable, Literal, Mapping, Optional, Sequence

from pydantic import Field

from attackcheck.models.base import EffectBase, Selector
from attackcheck.solver.results import ViolationKind

from .base import TOTAL, Aggregate, EffectKind, Encoding, Family, GroupRestriction, Reason, Track, among, Repeats, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import REffect
    from attackcheck.solver.context import Context


class CantAttackAlone(EffectBase):
    kind: Literal["cant_attack_alone"]
    creatures: Selector


class AttacksOnlyAlone(EffectBase):
    kind: Literal["attacks_only_alone"]
    creatures: Selector


class CantAttackUnlessOthers(EffectBase):
    kind: Literal["cant_attack_unless_others"]
    creatures: Selector
    count: int = Field(ge=1)
    others: Optional[Selector] = None  # the other attackers that count (None: any creature)


class WhenAttacking(GroupRestriction):
    """If any of `creatures` attacks, the number of attackers (or of those among `pool`)
    must satisfy `fits`."""

    phrase = ""  # what each creature can't do, in the rules' words
    pool: Optional[frozenset[str]] = None  # the attackers counted (None: all)
    counted: Aggregate = TOTAL

    def __init__(self, members: Mapping[str, frozenset[str]], name: str):
        super().__init__(tuple(members), name)
        self.members = dict(members)  # effect label -> its creatures
        self.creatures: frozenset[str] = frozenset().union(*members.values())
        self.any = among(self.creatures)

    @property
    def aggregates(self) -> tuple[Aggregate, ...]:
        return (self.any, self.counted)

    def counted_in(self, attacks: Mapping[str, str]) -> int:
        return len(attacks) if self.pool is None else sum(1 for c in attacks if c in self.pool)

    def fits(self, total: int) -> bool:
        raise NotImplementedError

    def total_exact(self) -> int:
        raise NotImplementedError

    def constraint(self, total: Any) -> Any:
        raise NotImplementedError

    def holds(self, values: Sequence[int]) -> bool:
        attacking, total = values
        return attacking == 0 or self.fits(total)

    def tracks(self) -> tuple[Track, ...]:
        return (Track(exact=1), Track(exact=self.total_exact()))

    def encode(self, enc: Encoding, enforce: Sequence[Any] = ()) -> None:
        enc.add(self.constraint(enc.value(self.counted)), [*enforce, enc.indicator(self.any)])

    def broken(self, ctx: "Context", attacks: Mapping[str, str]) -> list[tuple[Reason, list[str]]]:
        if self.fits(self.counted_in(attacks)):
            return []
        out = []
        for c in attacks:
            if c in self.creatures:
                labels = ",".join(lab for lab, cs in self.members.items() if c in cs)
                out.append((Reason(ViolationKind.RESTRICTION, self.rule, f"{ctx.label(c)} {self.phrase}", labels), [c]))
        return out

    def description(self, ctx: "Context") -> str:
        first = sorted(self.creatures, key=ctx.order.__getitem__)[:1]
        who = ctx.perms[first[0]].name if first else "a creature"
        return f"{who} {self.phrase} ({self.name})"

    def merge_key(self) -> Optional[Hashable]:
        return type(self)

    def merged(self, others: Sequence[GroupRestriction]) -> GroupRestriction:
        return type(self)(_members(self, others), self.name)


def _members(first: WhenAttacking, others: Sequence[GroupRestriction]) -> dict[str, frozenset[str]]:
    """The members of facts of one kind together (effect label -> its creatures)."""
    members = dict(first.members)
    for other in others:
        assert isinstance(other, WhenAttacking)
        members.update(other.members)
    return members


class NotAlone(WhenAttacking):
    phrase = "can't attack alone"

    def fits(self, total: int) -> bool:
        return total >= 2

    def total_exact(self) -> int:
        return 2

    def constraint(self, total: Any) -> Any:
        return total >= 2


class OnlyAlone(WhenAttacking):
    phrase = "can only attack alone"

    def fits(self, total: int) -> bool:
        return total <= 1

    def total_exact(self) -> int:
        return 2

    def constraint(self, total: Any) -> Any:
        return total <= 1


class WithOthers(WhenAttacking):
    """At least `others` other creatures attack with it; with `pool`, other attackers among
    those. A creature that is itself counted (`itself`: all attackers, or one in the pool)
    needs one more (it is not its own "other"), so the kind makes one fact for those in the
    pool and one for the rest."""

    others = 1

    def __init__(self, members: Mapping[str, frozenset[str]], name: str, others: int = 1,
                 pool: Optional[frozenset[str]] = None, itself: bool = True):
        super().__init__(members, name)
        self.others, self.pool, self.itself = others, pool, itself
        self.need = others + (1 if itself else 0)
        if pool is None:
            self.phrase = f"can't attack unless at least {others} other creatures attack"
        else:
            self.counted = among(pool)
            self.phrase = (f"can't attack unless {'another' if others == 1 else f'at least {others} other'} "
                           f"creature{'' if others == 1 else 's'} it names also attack{'s' if others == 1 else ''}")

    def fits(self, total: int) -> bool:
        return total >= self.need

    def total_exact(self) -> int:
        return self.need

    def constraint(self, total: Any) -> Any:
        return total >= self.need

    def merge_key(self) -> Optional[Hashable]:
        return (type(self), self.others, self.pool, self.itself)

    def merged(self, others: Sequence[GroupRestriction]) -> GroupRestriction:
        return WithOthers(_members(self, others), self.name, self.others, self.pool, self.itself)


class _CarriedKind:
    """Shared by the three kinds: the fact for the eligible creatures an effect names."""

    def collect_fact(self, effect: "REffect", ctx: "Context", make: Any) -> None:
        mine = frozenset(ctx.eligible(effect.creatures))
        if mine:
            ctx.add_group_restriction(make({effect.label: mine}, ctx.effect_name(effect)))


@register
class CantAttackAloneKind(_CarriedKind, EffectKind[CantAttackAlone]):
    """Mogg Flunkies, Jackal Familiar: can't attack alone (with another attacker it may, and a
    forced one must bring a partner if able)."""

    model = CantAttackAlone
    family = Family.GROUP_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "cant_attack_alone", "creatures": "self", "source": "bear"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        self.collect_fact(effect, ctx, NotAlone)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{ctx.names(effect.creatures)} can't attack alone ({ctx.effect_name(effect)})"


@register
class AttacksOnlyAloneKind(_CarriedKind, EffectKind[AttacksOnlyAlone]):
    """Master of Cruelties: can only attack alone (if it attacks, nothing else may)."""

    model = AttacksOnlyAlone
    family = Family.GROUP_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "attacks_only_alone", "creatures": "self", "source": "bear"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        self.collect_fact(effect, ctx, OnlyAlone)

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{ctx.names(effect.creatures)} can only attack alone ({ctx.effect_name(effect)})"


@register
class CantAttackUnlessOthersKind(_CarriedKind, EffectKind[CantAttackUnlessOthers]):
    """Orcish Conscripts: can't attack unless at least `count` other creatures attack. With
    `others`, only other attackers it selects count (Scarred Puma: "unless a black or green
    creature also attacks"; Okk: "a creature with greater power")."""

    model = CantAttackUnlessOthers
    family = Family.GROUP_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "cant_attack_unless_others", "creatures": ["bear"], "count": 1, "controller": "A"}]
    variants = [[{"kind": "cant_attack_unless_others", "creatures": ["bear"], "count": 1,
                  "others": {"colors": ["G"]}, "controller": "A"}]]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        others = effect.model.others
        if others is None:
            self.collect_fact(effect, ctx, lambda members, name: WithOthers(members, name, effect.count))
            return
        mine = frozenset(ctx.eligible(effect.creatures))
        if not mine:
            return
        pool = frozenset(ctx.eligible(ctx.select_creatures(effect, others, ".others")))
        name, n = ctx.effect_name(effect), effect.count
        for group, itself in ((mine - pool, False), (mine & pool, True)):
            if group:
                ctx.add_group_restriction(WithOthers({effect.label: group}, name, n, pool, itself))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        which = "" if effect.model.others is None else " it names"
        return (f"{ctx.names(effect.creatures)} can't attack unless at least {effect.count} other creatures{which} "
                f"attack ({ctx.effect_name(effect)})")
