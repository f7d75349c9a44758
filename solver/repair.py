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

from typing import Any, Iterable, Iterator, Optional

from attackcheck.models.costs import total_cost
from attackcheck.models.mana import ManaCost

from .context import Context, Shape
from .deadline import Deadline
from .effects.caps import Cap
from .rules import Evaluation, evaluate

PAYMENT_TRIALS = 4  # payment solves the confirmations may spend
CONFIRMATIONS = 64  # full twin evaluations (each reads the whole declaration)


class _Expired(Exception):
    pass


class _Clock:
    """The call's deadline, looked at every so many steps of the screen."""

    EVERY = 256

    def __init__(self, deadline: Optional[Deadline]):
        self.deadline = deadline
        self.steps = 0

    def tick(self) -> None:
        self.steps += 1
        if self.deadline is not None and self.steps % self.EVERY == 0 and self.deadline.expired():
            raise _Expired

    def check(self) -> None:
        if self.deadline is not None and self.deadline.expired():
            raise _Expired


class _Aggregates:
    """What the restrictions and 508.1d look at, for one declaration, with one-move deltas."""

    def __init__(self, ctx: Context, attacks: dict[str, str], gains: Optional[dict[str, int]] = None):
        """`gains`, when known: per attacker, the instances it obeys (none: no entry)."""
        self.ctx = ctx
        self.attacks = attacks
        self.values = [agg.value(attacks) for agg in ctx.aggregates]
        self.index = {agg: i for i, agg in enumerate(ctx.aggregates)}
        if gains is None:
            gains = {}
            creatures = ctx.creatures
            for c, d in attacks.items():
                g = 0
                for inst in creatures[c].instances:
                    if d in inst.sat:
                        g += inst.weight
                if g:
                    gains[c] = g
        self.gains = gains  # per attacker with instances: those it obeys (508.1d)
        self.own = sum(gains.values())  # the instances of single creatures obeyed
        self.obeyed = self.own + sum(self.group(g, self.values) for g in ctx.group_requirements)

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
    return {c: attacks[c] for c in sorted(attacks, key=ctx.order.__getitem__)}


class _Base:
    """The user's declaration without the creatures that must change, with its aggregates,
    worked out once for every candidate; a candidate is this base and a few changes."""

    def __init__(self, ctx: Context, attacks: dict[str, str], ev: Optional[Evaluation] = None):
        """`ev`: the twins' evaluation of `attacks`, when at hand (what it found is reused)."""
        self.ctx = ctx
        self.attacks = attacks
        if ev is None:
            self.must = _must_change(ctx, attacks)
        else:  # the attackers the twins found breaking 508.1a-c are those that must change
            invalid = ev.invalid
            self.must = [c for c in attacks if c in invalid] if invalid else []
        must = set(self.must)
        self.base = {c: d for c, d in attacks.items() if c not in must} if must else dict(attacks)
        gains = None if ev is None else ({c: g for c, g in ev.gains.items() if c not in must} if must else ev.gains)
        self.agg = _Aggregates(ctx, self.base, gains)
        # the base's attackers with a cost entry, and the cost (the twins' when at hand: the
        # base is their declaration less attackers they found invalid)
        self._costed: Optional[list[tuple[str, ManaCost]]] = None if ev is None else \
            ([(c, cost) for c, cost in ev.costed if c not in must] if must else ev.costed)

    def declaration(self, changes: dict[str, Optional[str]]) -> dict[str, str]:
        cand = dict(self.base)
        for c, d in changes.items():
            if d is None:
                cand.pop(c, None)
            else:
                cand[c] = d
        return cand

    def judge(self, changes: dict[str, Optional[str]]) -> Optional[tuple[int, ManaCost]]:
        """What the twins (rules.evaluate) make of the base with these changes: None when a
        rule is broken (508.1a-c), else (instances obeyed, total cost of 508.1h). The base's
        pairs are each allowed, so only the changed pairs are read one by one."""
        ctx, base, agg = self.ctx, self.base, self.agg
        creatures = ctx.creatures
        own = agg.own
        deltas = [0] * len(ctx.aggregates)
        for c, new in changes.items():
            info = creatures.get(c)
            if info is None or (new is not None and new not in info.allowed):
                return None
            old = base.get(c)
            own += info.obeyed(new) - agg.gains.get(c, 0)
            for i, a in enumerate(ctx.aggregates):
                deltas[i] += a.weight(c, new) - a.weight(c, old)
        if any(a.kind not in ("total", "column", "among") for a in ctx.aggregates):
            cand = self.declaration(changes)  # read in full: `value` is the aggregate's twin
            values = [a.value(cand) for a in ctx.aggregates]
        else:
            values = [v + dv for v, dv in zip(agg.values, deltas)]
        if not agg._holds(values):
            return None
        obeyed = own + sum(agg.group(g, values) for g in ctx.group_requirements)
        if self._costed is None:
            self._costed = [(c, cost) for c, d in base.items() if (cost := creatures[c].cost.get(d)) is not None]
        parts = [cost for c, cost in self._costed if c not in changes]
        parts += [cost for c, new in changes.items() if new is not None
                  and (cost := creatures[c].cost.get(new)) is not None]
        return obeyed, total_cost(parts=parts)  # 508.1h: the sum does not depend on the order


def _candidates(ctx: Context, base: _Base, m_value: int, clock: _Clock) -> Iterator[tuple[dict[str, Optional[str]], Optional[str], Optional[str], Optional[str]]]:
    """(changes to the base, creature moved, from, to): single moves that the aggregates
    say reach M."""
    must = base.must
    agg = base.agg
    movers: Iterable[str]
    if must:
        # exactly the creatures that must change: all home, or one of them elsewhere
        if agg.restrictions_hold() and agg.obeyed >= m_value:
            yield {}, None, None, None
        movers = [c for c in must if c in ctx.creatures]
    else:
        # with a 508.1d shortfall, only creatures with instances (or groups) can make it up
        short = m_value - agg.obeyed
        # (read as they come: the first candidates found often end the search)
        if short > 0 and not ctx.group_requirements:
            movers = (c for c, info in ctx.creatures.items() if info.instances)
        else:
            movers = iter(ctx.creatures)
    for c in movers:
        clock.tick()
        info = ctx.creatures[c]
        old = base.base.get(c)
        allowed = info.allowed
        if info.cost:  # free defenders first: the witness, as close, needs no payment
            allowed = tuple(sorted(allowed, key=lambda d: not info.free(d)))
        for new in (None,) + allowed:
            if new == old or (must and new is None):
                continue
            obeyed = agg.after(c, new)
            if obeyed is not None and obeyed >= m_value:
                yield {c: new}, c, old, new


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


def _shortfall_candidate(ctx: Context, base: _Base, m_value: int,
                        clock: Optional[_Clock] = None) -> Optional[tuple[dict[str, Optional[str]], int]]:
    """(changes to the base, lower bound) for a 508.1d shortfall: every declaration reaching
    M changes the creatures that must change and enough others to make up the instances
    missing, each gaining at most its best; the candidate moves exactly the creatures that
    gain most (free defenders first). None with group requirements (a move may complete one)."""
    if ctx.group_requirements:
        return None
    must = base.must
    agg = base.agg
    short = m_value - agg.obeyed
    gains = agg.gains
    creatures = ctx.creatures
    # (shape, gain now) of a creature -> its best move: creatures of one shape (instances,
    # defenders, costs) that obey as many instances now move alike, worked out once
    single: dict[tuple[Shape, int], tuple[int, bool, int, Optional[str]]] = {}
    ctx.shapes  # (each creature's shape made)

    def best_move(c: str) -> tuple[int, bool, int, Optional[str]]:
        """The largest of (instances obeyed there less those now, free, -index, defender)
        over its defenders, each instance with its weight (508.1d): the most gained, free
        first, then the first."""
        shape = creatures[c].shape
        now = gains.get(c, 0)
        alike = (shape, now)
        known = single.get(alike)
        if known is not None:
            return known
        if clock is not None:
            clock.tick()
        sats = shape.sats
        cost = shape.cost  # no entry: no cost (free)
        best: Optional[tuple[int, bool, int, Optional[str]]] = None
        for i, d in enumerate(shape.allowed):
            g = -now
            for s, w in sats:
                if d in s:
                    g += w
            if best is None or g > best[0] or (g == best[0] and not best[1]):
                v = cost.get(d)
                free = v is None or v.is_zero()
                if best is None or g > best[0] or free:
                    best = (g, free, -i, d)
        got = single[alike] = best if best is not None else (0, True, 0, None)
        return got

    changes: dict[str, Optional[str]] = {}
    for c in must:
        if c in ctx.creatures:
            g, _, _, d = best_move(c)
            if g > 0:
                changes[c] = d
                short -= g
    extra = 0
    if short > 0:
        # only a move that gains can make up the shortfall: a creature gains at most its
        # instances less those it obeys now (in board order, as the sort keeps ties)
        must_set = set(must)
        get_gain = gains.get
        # the movers that gain, by their best move's (gain, free, -index): each kind's in board
        # order, the kinds from the best (as a stable sort of every mover would have them)
        by_best: dict[tuple[int, bool, int], list[tuple[str, Optional[str]]]] = {}
        known = single.get
        for c, info in creatures.items():
            shape = info.shape
            sats = shape.sats
            if not sats or c in must_set:
                continue
            now = get_gain(c)
            # (a creature that obeys nothing now gains by obeying any instance, weights being
            # positive; one that obeys its only instance gains nothing)
            if now is not None and (len(sats) == 1 or shape.weight <= now):
                continue
            g, free, index, d = known((shape, now or 0)) or best_move(c)
            if g <= 0:
                continue
            rank = (g, free, index)
            kind = by_best.get(rank)
            if kind is None:
                by_best[rank] = [(c, d)]
            else:
                kind.append((c, d))
        for rank in sorted(by_best, reverse=True):
            if short <= 0:
                break
            for c, d in by_best[rank]:
                if short <= 0:
                    break
                changes[c] = d
                short -= rank[0]
                extra += 1
        if short > 0:
            return None
    return changes, max(1, len(must) + extra)


def _free_instead(ctx: Context, base: _Base, changes: dict[str, Optional[str]],
                  m_value: int) -> Optional[dict[str, Optional[str]]]:
    """`changes` with costly moves made free where M is still reached with as many creatures
    changed (declarable without paying: 508.1d counts no cost): the same creature to a free
    defender (or home, for one that must change), else another creature's free move in its
    place; None when nothing changes."""
    creatures = ctx.creatures
    gains = base.agg.gains
    must = set(base.must)
    slack = base.agg.obeyed - m_value
    for c, d in changes.items():
        slack += creatures[c].obeyed(d) - gains.get(c, 0)
    out = dict(changes)
    spare: Optional[list[tuple[int, str, str]]] = None
    for c, d in changes.items():
        info = creatures[c]
        if d is None or info.free(d):
            continue
        now = gains.get(c, 0)
        there = info.obeyed(d)
        options: list[tuple[int, Optional[str]]] = [(info.obeyed(e), e) for e in info.allowed
                                                    if e != d and info.free(e)]
        if c in must:
            options.append((0, None))  # home is as close for a creature that must change
        best = max(options, key=lambda p: p[0], default=None)
        if best is not None and (c in must or best[0] > now) and there - best[0] <= slack:
            out[c] = best[1]
            slack -= there - best[0]
            continue
        if c in must:
            continue
        if spare is None:
            spare = _free_movers(ctx, gains, set(changes) | must)
        if spare and spare[0][0] >= there - now - slack:  # the best of them (none are in `out`)
            g, e, de = spare.pop(0)
            del out[c]  # back as the declaration has it
            out[e] = de
            slack -= there - now - g
    return out if out != changes else None


def _free_movers(ctx: Context, gains: dict[str, int], taken: set[str]) -> list[tuple[int, str, str]]:
    """(instances gained, creature, defender) of each creature not in `taken` whose best free
    move gains something, the most first (ties in board order)."""
    best_of: dict[tuple[Shape, int], Optional[tuple[int, str]]] = {}
    # per shape: the most a free move obeys (-1 with none): a creature obeying as many now
    # gains nothing (most creatures, on a board of distinct creatures)
    top: dict[Shape, int] = {}
    out: list[tuple[int, int, str, str]] = []
    for k, (c, info) in enumerate(ctx.creatures.items()):
        shape = info.shape
        most = top.get(shape)
        if most is None:
            most = top[shape] = max((sum(w for s, w in shape.sats if d in s) for d in shape.allowed
                                     if (v := shape.cost.get(d)) is None or v.is_zero()), default=-1)
        if not shape.sats or c in taken:
            continue
        now = gains.get(c, 0)
        if most <= now:
            continue
        key = (shape, now)
        if key not in best_of:
            best: Optional[tuple[int, str]] = None
            for d in shape.allowed:
                v = shape.cost.get(d)
                if v is not None and not v.is_zero():
                    continue
                g = sum(w for s, w in shape.sats if d in s) - now
                if g > 0 and (best is None or g > best[0]):
                    best = (g, d)
            best_of[key] = best
        found = best_of[key]
        if found is not None:
            out.append((-found[0], k, c, found[1]))
    out.sort()
    return [(-g, c, d) for g, _, c, d in out]


def _cap_candidate(ctx: Context, start: _Base, m_value: int, clock: Optional[_Clock] = None) -> Optional[tuple[dict, int]]:
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
    must = start.must
    must_set = set(must)
    base = start.base
    counts = start.agg
    caps = [f for f in ctx.group_restrictions
            if isinstance(f, Cap) and counts.values[counts.index[f.aggregate]] > f.count]
    if len(caps) != 1:
        return None
    agg = caps[0].aggregate
    capped = [c for c, d in base.items() if agg.weight(c, d)]
    need = len(capped) - caps[0].count
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
                     limit: int = 20000, ev: Optional[Evaluation] = None,
                     deadline: Optional[Deadline] = None) -> Optional[dict]:
    """A legal declaration reaching M that changes as few creatures as any legal declaration
    can, or None when none was found this way: first the creatures that gain most moved to
    make up a 508.1d shortfall, then the creatures that must change (or one creature)
    moved one way or another.
    `pay(declaration, cost)` says whether the cost can be paid ("paid" / other);
    `paid_before`: the user's declaration itself can be paid. None, too, where requirements
    exist only if some creature attacks (M depends on the declaration: the search decides).
    `ev`: rules.evaluate of `attacks`, when at hand. Past `deadline` (the call's), None."""
    if ctx.conditionals:
        return None
    try:
        return _nearest(ctx, attacks, m_value, pay, paid_before, limit, ev, _Clock(deadline))
    except _Expired:
        return None


def _nearest(ctx: Context, attacks: dict, m_value: int, pay, paid_before: bool, limit: int,
             ev: Optional[Evaluation], clock: _Clock) -> Optional[dict]:
    start = _Base(ctx, attacks, ev)
    clock.check()
    must = len(start.must)
    capped = _cap_candidate(ctx, start, m_value, clock)
    clock.check()
    if capped is not None:
        # the capped attackers that gain most moved out, as few as any legal declaration moves
        cand, bound = capped
        if _changed(attacks, cand) == bound:
            ev = evaluate(ctx, cand)
            clock.check()
            if not ev.violations and ev.obeyed >= m_value and (ev.cost.is_zero() or pay(cand, ev.cost) == "paid"):
                return _ordered(ctx, cand)
        if bound > max(1, must):
            return None  # no candidate below can be as close as that bound: search
    shortfall = _shortfall_candidate(ctx, start, m_value, clock)
    clock.check()
    if shortfall is not None:
        # the greedy candidate moves exactly as many creatures as any legal declaration has to
        changes, bound = shortfall
        if must or changes:  # else it is the user's declaration
            cheaper = _free_instead(ctx, start, changes, m_value)
            for tried in ((changes,) if cheaper is None else (cheaper, changes)):
                judged = start.judge(tried)
                clock.check()
                if judged is not None and judged[0] >= m_value:
                    cand = start.declaration(tried)
                    if judged[1].is_zero() or pay(cand, judged[1]) == "paid":
                        return _ordered(ctx, cand)
        if bound > max(1, must):
            return None  # no candidate below can be as close as that bound: search
    trials = confirmed = 0
    for i, (changes, c, old, new) in enumerate(_candidates(ctx, start, m_value, clock)):
        if i >= limit or confirmed >= CONFIRMATIONS:
            return None
        clock.check()
        confirmed += 1
        judged = start.judge(changes)  # the twins confirm what the screen saw
        if judged is None or judged[0] < m_value:
            continue
        cost = judged[1]
        cand = start.declaration(changes)
        if not cost.is_zero() and not (paid_before and _no_dearer(ctx, c, old, new)):
            if trials >= PAYMENT_TRIALS:
                continue
            trials += 1
            if pay(cand, cost) != "paid":
                continue
        return _ordered(ctx, cand)
    return None
