"""Creatures interchangeable for a proposal or a closeness search: coarser than
`Context.classes`, which keeps each requirement instance's effect (what counting and the
explanations name). A model that only counts obeyed instances (508.1d) sees of a creature's
instances no more than how many each defender obeys, so creatures alike in their defenders,
costs (508.1h), obeyed instances per defender, the aggregates they belong to (508.1c) and
mana abilities (508.1f) can trade places in any declaration without changing its legality,
its number of attackers, its obeyed instances or its cost.
"""

from __future__ import annotations

from typing import Any, Hashable, Optional
from weakref import WeakKeyDictionary

from .context import Context


_CACHE: "WeakKeyDictionary[Context, dict[bool, list[list[str]]]]" = WeakKeyDictionary()  # without `extra`


def interchangeable(ctx: Context, extra: Optional[dict[str, Hashable]] = None,
                    by_power: bool = False) -> Optional[list[list[str]]]:
    """Classes of creatures that can trade places (members in board order), each also alike
    in `extra` (the proposal's fixed attacks) and, for power objectives, in power; None where
    requirements exist only if a creature attacks (their patterns are read per effect)."""
    if ctx.conditionals:
        return None
    if not extra:
        kept = _CACHE.setdefault(ctx, {})
        if by_power not in kept:
            kept[by_power] = _partition(ctx, {}, by_power)
        return kept[by_power]
    return _partition(ctx, extra, by_power)


def _partition(ctx: Context, extra: dict[str, Hashable], by_power: bool) -> list[list[str]]:
    memo: dict[tuple[tuple[str, ...], tuple[Any, ...]], tuple[int, ...]] = {}
    groups: dict[tuple[Any, ...], list[str]] = {}
    costs = ctx.has_costs
    for cid, info in ctx.creatures.items():
        allowed = info.allowed
        sats = tuple(i.sat for i in info.instances)
        wts = tuple(i.weight for i in info.instances)
        gkey = (allowed, sats + wts)
        g = memo.get(gkey)
        if g is None:
            g = memo[gkey] = tuple(info.obeyed(d) for d in allowed)  # 508.1d: obeyed per defender
        key = (
            allowed,
            tuple(info.cost[d] for d in allowed) if info.cost else None,
            g,
            info.groups,
            (info.mana_abilities, info.vigilance) if costs and info.mana_abilities else None,
            info.power if by_power else None,
            extra.get(cid),
        )
        part = groups.get(key)
        if part is None:
            groups[key] = [cid]
        else:
            part.append(cid)
    return list(groups.values())
