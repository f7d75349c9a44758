"""Restrictions on the parity of the attackers (508.1c): "You can't attack with an odd
number of creatures" (Rule with an Even Hand).

A restriction on the attackers together: it reads one aggregate, the number of attackers,
and only its parity matters, so the count follows it modulo 2.
"""


from typing import TYPE_CHECKING, Any, Literal, Mapping, Sequence

from attackcheck.models.base import EffectBase, PlayerRef
from attackcheck.solver.results import ViolationKind

from .base import TOTAL, Aggregate, EffectKind, Encoding, Family, GroupRestriction, Reason, Track, Repeats, register

if TYPE_CHECKING:
    from attackcheck.models.resolve import REffect
    from attackcheck.solver.context import Context


class CantAttackWithOddNumber(EffectBase):
    kind: Literal["cant_attack_with_odd_number"]
    player: PlayerRef = "you"  # the player who can't


class EvenAttackers(GroupRestriction):
    """The attackers are an even number (zero is even)."""

    @property
    def aggregates(self) -> tuple[Aggregate, ...]:
        return (TOTAL,)

    def holds(self, values: Sequence[int]) -> bool:
        return values[0] % 2 == 0

    def tracks(self) -> tuple[Track, ...]:
        return (Track(exact=0, modulo=2),)

    def encode(self, enc: Encoding, enforce: Sequence[Any] = ()) -> None:
        total = enc.value(TOTAL)
        half = enc.new_int(0, 1 << 30, "half")
        enc.add(total == 2 * half, enforce)

    def broken(self, ctx: "Context", attacks: Mapping[str, str]) -> list[tuple[Reason, list[str]]]:
        if len(attacks) % 2 == 0:
            return []
        message = f"{ctx.active} can't attack with an odd number of creatures ({self.name}); {len(attacks)} do"
        return [(Reason(ViolationKind.RESTRICTION, self.rule, message, self.labels[0]), list(attacks))]

    def description(self, ctx: "Context") -> str:
        return f"{ctx.active} can't attack with an odd number of creatures ({self.name})"


@register
class CantAttackWithOddNumberKind(EffectKind[CantAttackWithOddNumber]):
    """Rule with an Even Hand: `player` can't attack with an odd number of creatures. It
    binds only that player's attacks (802.3a: a restriction about the attacking player)."""

    model = CantAttackWithOddNumber
    family = Family.GROUP_RESTRICTION
    repeats = Repeats.SAME
    example = [{"kind": "cant_attack_with_odd_number", "player": "you", "controller": "A"}]

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        if effect.player == ctx.active:
            ctx.add_group_restriction(EvenAttackers((effect.label,), ctx.effect_name(effect)))

    def describe(self, effect: "REffect", ctx: "Context") -> str:
        return f"{effect.player} can't attack with an odd number of creatures ({ctx.effect_name(effect)})"
