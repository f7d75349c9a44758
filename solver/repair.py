"""The closest witness without a search, when it is as close as any legal declaration can be.

An illegal declaration is at least one change away from every legal one; each creature
that attacks when it can't (508.1a, 302.6, 506.2, 508.1c pair restrictions) must change;
and a 508.1d shortfall needs enough changed creatures to make up the missing instances,
each gaining at most its best. So when a legal declaration reaching M changes exactly as
many creatures as that lower bound, no legal declaration is closer: the
closeness search is skipped. Candidates are screened on the aggregates the
rules count (attackers, columns under caps, groups, obeyed instances), then confirmed with
the twins and the payment (solved again unless the move provably changes neither the cost
nor the mana sources), so a wrong screen can only cost time, never a wrong witness.
"""

from __future__ import annotations

from typing import Iterator, Optional

from attackcheck.models.mana import ZERO

from .context import Context
from .rules import evaluate

PAYMENT_TRIALS = 4  # payment solves the confirmations may spend
CONFIRMATIONS = 64  # full twin evaluations (each reads the whole declaration)


class _Aggregates:
    """What the restrictions and 508.1d look at, for one declaration, with one-move deltas."""

    def __init__(self, ctx: Context, attacks: dict[str, str]):
        self.ctx = ctx
        self.attacks = attacks
        self.values = [agg.value(attacks) for agg in ctx.aggregates]
        self.index = {agg: i for i, agg in enumerate(ctx.aggregates)}
        self.obeyed = sum(self.gain(c, d) for c, d in attacks.items())
        self.obeyed += sum(self.group(g, self.values) for g in ctx.group_requirements)

    def group(self, g, values: list[int]) -> int:
        """Instances of a group requirement obeyed with these aggregate values."""
        return g.obeyed([values[self.index[a]] for a in g.aggregates])

    def gain(self, c: str, d: Optional[str]) -> int:
        """Instances creature c obeys attacking d (None: home)."""
        if d is None:
            return 0
        return sum(1 for i in self.ctx.creatures[c].instances if d in i.sat)

    def _holds(self, values: list[int]) -> bool:
        """508.1c on aggregates: every restriction on the attackers together."""
        return all(f.holds([values[self.index[a]] for a in f.aggregates]) for f in self.ctx.group_restrictions)

    def after(self, c: str, new: Optional[str]) -> Optional[int]:
        """Obeyed instances once c moves to `new` (None: home), or None if a restriction of
        508.1c would break."""
        ctx = self.ctx
        old = self.attacks.get(c)
        values = [v - agg.weight(c, old) + agg.weight(c, new) for agg, v in zip(ctx.aggregates, self.values)]
        if not self._holds(values):
            return None
        obeyed = self.obeyed - self.gain(c, old) + self.gain(c, new)
        for g in ctx.group_requirements:
            obeyed += self.group(g, values) - self.group(g, self.values)
        return obeyed

    def restrictions_hold(self) -> bool:
        """508.1c on the aggregates as they stand."""
        return self._holds(self.values)


def _must_change(ctx: Context, attacks: dict) -> list:
    """The creatures that attack when they can't (508.1a, 302.6, 506.2, pair restrictions)."""
    return [c for c, d in attacks.items() if c not in ctx.creatures or d not in ctx.creatures[c].allowed]


def _ordered(ctx: Context, attacks: dict) -> dict:
    return dict(sorted(attacks.items(), key=lambda kv: ctx.order[kv[0]]))


def _candidates(ctx: Context, attacks: dict[str, str], m_value: int) -> Iterator[tuple[dict[str, str], Optional[str], Optional[str], Optional[str]]]:
    must = _must_change(ctx, attacks)
    base = {c: d for c, d in attacks.items() if c not in must}
    agg = _Aggregates(ctx, base)
    if must:
        # exactly the creatures that must change: all home, or one of them elsewhere
        if agg.restrictions_hold() and agg.obeyed >= m_value:
            yield base, None, None, None
        movers = [c for c in must if c in ctx.creatures]
    else:
        movers = list(ctx.creatures)
        # with a 508.1d shortfall, only creatures with instances (or groups) can make it up
        short = m_value - agg.obeyed
        if short > 0:
            movers = [c for c in movers if ctx.creatures[c].instances or ctx.group_requirements]
    for c in movers:
        info = ctx.creatures[c]
        old = base.get(c)
        for new in (None,) + info.allowed:
            if new == old or (must and new is None):
                continue
            obeyed = agg.after(c, new)
            if obeyed is not None and obeyed >= m_value:
                cand = dict(base)
                if new is None:
                    cand.pop(c, None)
                else:
                    cand[c] = new
                yield cand, c, old, new


def _no_dearer(ctx: Context, c, old, new) -> bool:
    """The move adds no cost and changes no mana source (508.1f: attacking taps a creature,
    which loses its {T} abilities and gains its {Q} ones): whatever paid the declaration
    before pays it after."""
    if c is None:
        return False  # the creatures that must change, sent home: pay again
    info = ctx.creatures[c]
    if new is not None and not info.free(new):
        return False
    return not (info.mana_abilities and (old is None) != (new is None))


def _shortfall_candidate(ctx: Context, attacks: dict, m_value: int):
    """(candidate, lower bound) for a 508.1d shortfall: every declaration reaching M changes
    the creatures that must change and enough others to make up the instances missing,
    each gaining at most its best; the candidate moves exactly the creatures that gain
    most (free defenders first). None with group requirements (a move may complete one)."""
    if ctx.group_requirements:
        return None
    must = _must_change(ctx, attacks)
    base = {c: d for c, d in attacks.items() if c not in must}
    agg = _Aggregates(ctx, base)
    short = m_value - agg.obeyed

    # creatures of one class gain alike from every defender (same instances, defenders and
    # costs): each best move is worked out once per class and current defender
    class_of = {c: ci for ci, members in enumerate(ctx.classes()) for c in members}
    memo: dict = {}

    def best_move(c):
        key = (class_of[c], base.get(c))
        best = memo.get(key)
        if best is None:
            info = ctx.creatures[c]
            now = agg.gain(c, base.get(c))
            sats = [i.sat for i in info.instances]
            cost = info.cost  # no entry: no cost (free)
            best = memo[key] = max(((sum(1 for s in sats if d in s) - now,
                                     (cost.get(d) or ZERO).is_zero(), -i, d) for i, d in enumerate(info.allowed)),
                                   default=(0, True, 0, None))
        return best

    cand = dict(base)
    for c in must:
        if c in ctx.creatures:
            g, _, _, d = best_move(c)
            if g > 0:
                cand[c] = d
                short -= g
    extra = 0
    if short > 0:
        moves = sorted(((best_move(c), c) for c in ctx.creatures if c not in must), key=lambda mc: mc[0][:3], reverse=True)
        for (g, _, _, d), c in moves:
            if short <= 0 or g <= 0:
                break
            cand[c] = d
            short -= g
            extra += 1
        if short > 0:
            return None
    return cand, max(1, len(must) + extra)


def nearest_by_moves(ctx: Context, attacks: dict, m_value: int, pay, paid_before: bool = False,
                     limit: int = 20000) -> Optional[dict]:
    """A legal declaration reaching M that changes as few creatures as any legal declaration
    can, or None when none was found this way: first the creatures that gain most moved to
    make up a 508.1d shortfall, then the creatures that must change (or one creature)
    moved one way or another.
    `pay(declaration, cost)` says whether the cost can be paid ("paid" / other);
    `paid_before`: the user's declaration itself can be paid. None, too, where requirements
    exist only if some creature attacks (M depends on the declaration: the search decides)."""
    if ctx.conditionals:
        return None
    must = len(_must_change(ctx, attacks))
    shortfall = _shortfall_candidate(ctx, attacks, m_value)
    if shortfall is not None:
        # the greedy candidate moves exactly as many creatures as any legal declaration has to
        cand, bound = shortfall
        if cand != attacks:
            ev = evaluate(ctx, cand)
            if not ev.violations and ev.obeyed >= m_value and (ev.cost.is_zero() or pay(cand, ev.cost) == "paid"):
                return _ordered(ctx, cand)
        if bound > max(1, must):
            return None  # no candidate below can be as close as that bound: search
    trials = confirmed = 0
    for i, (cand, c, old, new) in enumerate(_candidates(ctx, attacks, m_value)):
        if i >= limit or confirmed >= CONFIRMATIONS:
            return None
        confirmed += 1
        ev = evaluate(ctx, cand)  # the twins confirm what the screen saw
        if ev.violations or ev.obeyed < m_value:
            continue
        if not ev.cost.is_zero() and not (paid_before and _no_dearer(ctx, c, old, new)):
            if trials >= PAYMENT_TRIALS:
                continue
            trials += 1
            if pay(cand, ev.cost) != "paid":
                continue
        return _ordered(ctx, cand)
    return None
