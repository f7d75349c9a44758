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

A cap broken by too many attackers (508.1c: "no more than N creatures can attack [you]")
gives a bound of its own: every legal declaration moves at least the excess out of the
capped column, and those moves, with the creatures that must change and any others, must
still make up the 508.1d shortfall, each gaining at most its best; the candidate moves out
the capped attackers that gain most.
"""

from __future__ import annotations

from typing import Any, Iterator, Optional

from attackcheck.models.mana import ZERO

from .context import Context
from .effects.caps import Cap
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
        return self.ctx.creatures[c].obeyed(d)

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


def _changed(attacks: dict, other: dict) -> int:
    """The creatures whose choice differs (attacking elsewhere, or only in one)."""
    return sum(1 for c in attacks.keys() | other.keys() if attacks.get(c) != other.get(c))


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


def _cap_candidate(ctx: Context, attacks: dict, m_value: int) -> Optional[tuple[dict, int]]:
    """(candidate, lower bound) where one cap is exceeded (508.1c). Let `need` be the
    attackers counted by the cap that need not change for another reason, less the cap:
    every legal declaration moves at least `need` of them out of what the cap counts, and
    changes every creature that must change; with a 508.1d shortfall it gains, over the
    declaration without the creatures that must change, at most the best gain out of the
    cap of `need` of the capped attackers, plus each other changed creature's best gain
    anywhere. The least number of changes that can make up the shortfall so is the bound.
    The candidate moves every creature that must change to its best option out of the cap,
    the `need` capped attackers that gain most out of it, and then the creatures that gain
    most out of it, until the shortfall is made up. None without exactly one cap exceeded,
    or with group requirements (a move may complete one)."""
    if ctx.group_requirements:
        return None
    must = _must_change(ctx, attacks)
    must_set = set(must)
    base = {c: d for c, d in attacks.items() if c not in must_set}
    caps = [f for f in ctx.group_restrictions if isinstance(f, Cap) and f.aggregate.value(base) > f.count]
    if len(caps) != 1:
        return None
    agg = caps[0].aggregate
    capped = [c for c, d in base.items() if agg.weight(c, d)]
    need = len(capped) - caps[0].count
    counts = _Aggregates(ctx, base)
    short = m_value - counts.obeyed
    order = ctx.order

    tables: dict[tuple[Any, ...], dict[str, int]] = {}  # per alike instances: defender -> obeyed

    def best(c: str, out: bool) -> tuple[int, bool, bool, int, Optional[str]]:
        """(gain over the current choice, free, home, -index, defender) of c's best other
        choice (out: not counted by the cap)."""
        info = ctx.creatures[c]
        key = tuple(i.sat for i in info.instances) + tuple(i.weight for i in info.instances)
        table = tables.get(key)
        if table is None:
            table = tables[key] = {d: info.obeyed(d) for d in ctx.defenders}
        now = table[base[c]] if c in base else 0
        top: tuple[int, bool, bool, int, Optional[str]] = (-now, True, True, 0, None)  # home
        for i, d in enumerate(info.allowed):
            if d == base.get(c) or (out and agg.weight(c, d)):
                continue
            option = (table[d] - now, info.free(d), False, -i, d)
            if option > top:
                top = option
        return top

    cand = dict(base)
    movers = [c for c in must if c in ctx.creatures]
    gained = 0
    for c in movers:  # the lower bound takes each one's best gain anywhere
        top = best(c, True)
        gained += max(0, best(c, False)[0])
        if top[4] is not None:
            cand[c] = top[4]
    outs = sorted(((best(c, True), c) for c in capped), key=lambda t: (t[0][:4], -order[t[1]]), reverse=True)
    chosen = outs[:need]
    gained += sum(t[0] for t, _ in chosen)
    # the bound: the fewest further changes whose best gains anywhere make up the rest
    extra_bound = 0
    left = short - gained
    if left > 0:
        for g in sorted((best(c, False)[0] for c in ctx.creatures if c not in must_set), reverse=True):
            if left <= 0 or g <= 0:
                break
            left -= g
            extra_bound += 1
        if left > 0:
            return None
    for (g, _, _, _, d), c in chosen:
        if d is None:
            cand.pop(c, None)
        else:
            cand[c] = d
    short -= sum(max(0, counts.gain(c, cand.get(c))) for c in movers) + sum(t[0] for t, _ in chosen)
    moved = {c for _, c in chosen}
    if short > 0:
        others = sorted(((best(c, True), c) for c in ctx.creatures if c not in must_set and c not in moved),
                        key=lambda t: (t[0][:4], -order[t[1]]), reverse=True)
        for (g, _, _, _, d), c in others:
            if short <= 0 or g <= 0:
                break
            if d is None:
                cand.pop(c, None)
            else:
                cand[c] = d
            short -= g
            moved.add(c)
        if short > 0:
            return None
    return cand, len(must) + need + extra_bound


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
    capped = _cap_candidate(ctx, attacks, m_value)
    if capped is not None:
        # the capped attackers that gain most moved out, as few as any legal declaration moves
        cand, bound = capped
        if _changed(attacks, cand) == bound:
            ev = evaluate(ctx, cand)
            if not ev.violations and ev.obeyed >= m_value and (ev.cost.is_zero() or pay(cand, ev.cost) == "paid"):
                return _ordered(ctx, cand)
        if bound > max(1, must):
            return None  # no candidate below can be as close as that bound: search
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
