"""Caps on the number of attackers (508.1c): "no more than N creatures can attack" (Silent
Arbiter, Caverns of Despair) and "no more than N creatures can attack you" (Crawlspace).
"""


from typing import TYPE_CHECKING, Any, Literal, Mapping, Sequence

from pydantic import Field

from attackcheck.models.base import EffectBase, PlayerRef
from attackcheck.solver.results import ViolationKind

from .base import TOTAL, Aggregate, EffectKind, Encoding, Family, GroupRestriction, Reason, Track, column, Repeats, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import REffect
    from attackcheck.solver.context import Context


class MaxAttackers(EffectBase):
    kind: Literal["max_attackers"]
    count: int = Field(ge=0)


class MaxAttackersAgainst(EffectBase):
    kind: Literal["max_attackers_against"]
    target: PlayerRef
    count: int = Field(ge=0)
    include_planeswalkers: bool = False


class Cap(GroupRestriction):
    """At most `count` attackers count towards `aggregate`."""

    def __init__(self, label: str, name: str, aggregate: Aggregate, count: int, against: str = ""):
        super().__init__((label,), name)
        self.aggregate = aggregate
        self.count = count
        self.against = f" {against}" if against else ""  # "" or " B": whom the cap protects

    @property
    def aggregates(self) -> tuple[Aggregate, ...]:
        return (self.aggregate,)

    def holds(self, values: Sequence[int]) -> bool:
        return values[0] <= self.count

    def tracks(self) -> tuple[Track, ...]:
        return (Track(exact=self.count, most=self.count),)

    def encode(self, enc: Encoding, enforce: Sequence[Any] = ()) -> None:
        enc.add(enc.value(self.aggregate) <= self.count, enforce)

    def broken(self, ctx: "Context", attacks: Mapping[str, str]) -> list[tuple[Reason, list[str]]]:
        hit = [c for c, d in attacks.items() if self.aggregate.weight(c, d)]
        if len(hit) <= self.count:
            return []
        message = (f"no more than {self.count} creature(s) can attack{self.against} ({self.name}); "
                   f"{len(hit)} do")
        return [(Reason(ViolationKind.RESTRICTION, self.rule, message, self.labels[0]), hit)]

    def description(self, ctx: "Context") -> str:
        return f"no more than {self.count} creature(s) can attack{self.against} ({self.name})"


@register
class MaxAttackersKind(EffectKind[MaxAttackers]):
    """Silent Arbiter, Caverns of Despair: no more than `count` creatures can attack (each
    combat; with several combats a turn, read as this combat's cap)."""

    model = MaxAttackers
    family = Family.GROUP_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "max_attackers", "count": 1, "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        ctx.add_group_restriction(Cap(effect.label, ctx.effect_name(effect), TOTAL, effect.count))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"no more than {effect.count} creature(s) can attack ({ctx.effect_name(effect)})"


@register
class MaxAttackersAgainstKind(EffectKind[MaxAttackersAgainst]):
    """Crawlspace: no more than `count` creatures can attack that player (and their
    planeswalkers when included)."""

    model = MaxAttackersAgainst
    family = Family.GROUP_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "max_attackers_against", "target": "you", "count": 1, "include_planeswalkers": True,
                "controller": "B"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        target = effect.target or ""
        defenders = ctx.player_and_walkers(target, effect.include_planeswalkers)
        ctx.add_group_restriction(Cap(effect.label, ctx.effect_name(effect), column(defenders), effect.count, target))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"no more than {effect.count} creature(s) can attack {effect.target} ({ctx.effect_name(effect)})"
