"""Total costs (601.2f, 118.7, 508.1h): the one place where costs are added up and reduced.

Signatures::

    total_cost(base=None, increases=(), generic_reductions=(), reductions=(), *,
               parts=None, x=None) -> ManaCost
    sum_costs(parts) -> ManaCost
    reduce_cost(cost, generic_reductions=(), reductions=()) -> ManaCost
    spell_colors(mana_cost) -> frozenset
    spell_cost_with_ugin(mana_cost, colors=None, *, x=None, increases=(), ugins=1,
                         alternative=None) -> ManaCost
    spell_mana_value(mana_cost, x=0) -> int

Every cost argument may be a `ManaCost` or a mana string ("{2}{W}").

`total_cost` follows 601.2f (and 508.1h, which mirrors it for attacking):

1. start with `base` (the mana cost or the alternative cost being paid), plus every cost in
   `parts` (508.1h: the attack taxes and attack costs that apply; additional costs);
2. fix X (`x`, 107.3, announced in 601.2b before the total is determined);
3. add every cost increase in `increases`;
4. then apply the reductions: each int of `generic_reductions` is a generic reduction
   ("costs {2} less"), each cost of `reductions` a reduction by those mana symbols.

Reductions (118.7):

- a generic reduction lowers only the generic component (118.7a): never colored ({W}),
  colorless ({C}), hybrid, Phyrexian or {2/W} symbols;
- a reduction by a colored (or {C}) symbol lowers that part of the colored component first
  (plain symbols of that type, then Phyrexian, then hybrid, then {2/c} symbols of that
  color); what is left over lowers the generic component (118.7b); a reduction by generic
  symbols inside `reductions` ({1}) is a generic reduction;
- nothing goes below zero (601.2f); a cost reduced to nothing is {0}.

Applied this way, the reductions give the same total in any order (601.2f lets the player
order them): each one only subtracts, and a floor at zero commutes with subtraction.

Reductions can't be applied while X is unfixed: `total_cost` raises ValueError for a cost
that still has {X} when there is any reduction (pass `x`).

The mana value of a spell never changes with its total cost (601.2f, Ugin ruling):
`spell_mana_value` reads it from the printed mana cost alone (202.3, 202.3e: X counts as
the announced value while the spell is on the stack).
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Optional, Union

from .mana import COLORS, ZERO, ManaCost

CostLike = Union[ManaCost, str]

__all__ = [
    "CostLike",
    "reduce_cost",
    "spell_colors",
    "spell_cost_with_ugin",
    "spell_mana_value",
    "sum_costs",
    "total_cost",
    "UGIN_REDUCTION",
]

UGIN_REDUCTION = 2  # Ugin, the Ineffable: "Colorless spells you cast cost {2} less to cast."


def as_cost(cost: CostLike) -> ManaCost:
    if isinstance(cost, ManaCost):
        return cost
    return ManaCost.parse(cost)


def sum_costs(parts: Iterable[CostLike]) -> ManaCost:
    """508.1h: the sum of every cost that applies (no parts: {0})."""
    return ManaCost.total(as_cost(part) for part in parts)


def _frozen(counter: Counter) -> tuple:
    return tuple(sorted((k, v) for k, v in counter.items() if v > 0))


def _reduce_type(cost: ManaCost, mana_type: str, amount: int) -> ManaCost:
    """118.7b: reduce by `amount` mana of one type (a color, or C for colorless)."""
    colored = Counter(dict(cost.colored))
    phyrexian = Counter(dict(cost.phyrexian))
    hybrid = Counter(dict(cost.hybrid))
    twobrid = Counter(dict(cost.twobrid))
    left = amount

    def take(counter: Counter, key) -> None:
        nonlocal left
        n = min(left, counter.get(key, 0))
        counter[key] -= n
        left -= n

    take(colored, mana_type)
    if mana_type in COLORS:
        take(phyrexian, mana_type)
        for pair in sorted(hybrid):
            if mana_type in pair:
                take(hybrid, pair)
        take(twobrid, mana_type)
    generic = max(0, cost.generic - left)  # the excess lowers generic mana (118.7b)
    return ManaCost(generic, _frozen(colored), _frozen(hybrid), _frozen(twobrid), _frozen(phyrexian), cost.x)


def reduce_cost(cost: CostLike, generic_reductions: Iterable[int] = (),
                reductions: Iterable[CostLike] = ()) -> ManaCost:
    """Apply cost reductions (118.7, 601.2f) to a cost whose X is fixed; never below zero."""
    out = as_cost(cost)
    reductions = list(reductions)
    generic_total = 0
    for g in generic_reductions:
        if g < 0:
            raise ValueError(f"a reduction is not negative: {g}")
        generic_total += g
    if out.x and (reductions or generic_total):
        raise ValueError("fix X (107.3) before reducing a cost that has {X}")
    for r in reductions:
        r = as_cost(r)
        if r.x or r.hybrid or r.twobrid or r.phyrexian:
            raise ValueError(f"a reduction names generic, colored or colorless mana, not {r}")
        generic_total += r.generic
        for mana_type, n in r.colored:
            out = _reduce_type(out, mana_type, n)
    return out.reduce_generic(generic_total)  # 118.7a: generic mana only


def total_cost(base: Optional[CostLike] = None, increases: Iterable[CostLike] = (),
               generic_reductions: Iterable[int] = (), reductions: Iterable[CostLike] = (), *,
               parts: Optional[Iterable[CostLike]] = None, x: Optional[int] = None) -> ManaCost:
    """601.2f / 508.1h: base (+ parts), X fixed, increases added, then reductions applied.

    total_cost("{1}{R}", increases=["{1}"], generic_reductions=[2]) == {R}
    total_cost(parts=["{2}", "{2}", "{W/P}"])  # two Ghostly Prison taxes and Norn's Annex
    """
    total = ZERO if base is None else as_cost(base)
    if parts is not None:
        total = total + sum_costs(parts)
    if x is not None:
        if x < 0:
            raise ValueError(f"X is not negative: {x}")
        total = total.with_x(x)
    total = total + sum_costs(increases)
    reductions = list(reductions)
    generic_reductions = list(generic_reductions)
    if not reductions and not any(generic_reductions):
        return total
    return reduce_cost(total, generic_reductions, reductions)


def spell_colors(mana_cost: CostLike) -> frozenset:
    """202.2: a spell's colors are those of the colored symbols in its mana cost (hybrid and
    Phyrexian symbols count both ways; {C} is colorless mana, not a color)."""
    cost = as_cost(mana_cost)
    out = {c for c, _ in cost.colored if c in COLORS}
    out |= {c for c, _ in cost.phyrexian}
    out |= {c for c, _ in cost.twobrid}
    for pair, _ in cost.hybrid:
        out |= set(pair)
    return frozenset(out)


def spell_cost_with_ugin(mana_cost: CostLike, colors: Optional[Iterable[str]] = None, *,
                         x: Optional[int] = None, increases: Iterable[CostLike] = (),
                         ugins: int = 1, alternative: Optional[CostLike] = None) -> ManaCost:
    """The total cost of a spell its caster casts while controlling `ugins` Ugin, the
    Ineffables: "Colorless spells you cast cost {2} less to cast" is a generic reduction
    (118.7a) of {2} each, for colorless spells only. `colors` are the spell's colors (by
    default, read from its mana cost, 202.2; give them for a color indicator or devoid).
    `alternative` is an alternative cost paid instead of the mana cost (601.2f starts from
    it); the spell's colors still come from its mana cost."""
    cols = spell_colors(mana_cost) if colors is None else frozenset(str(c).upper() for c in colors)
    reductions = [UGIN_REDUCTION] * ugins if not cols else []
    base = mana_cost if alternative is None else alternative
    return total_cost(base, increases=increases, generic_reductions=reductions, x=x)


def spell_mana_value(mana_cost: CostLike, x: int = 0) -> int:
    """202.3: the mana value of a spell, from its mana cost alone, whatever its total cost
    (X is the announced value on the stack, 202.3e; 0 elsewhere)."""
    return as_cost(mana_cost).with_x(x).mana_value()
