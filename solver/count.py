"""Counting legal declarations by multiplying generating functions instead of listing them.

Each class of interchangeable creatures contributes (sum over its options of x^delta)^size,
where delta is what one creature adds to the aggregates of the state space (space.py).
Aggregates add up to a cap, so a power is taken by squaring or, for a big class, summed over
how many members take each option; states that can never become legal again are dropped at
once. Exact integers throughout. When legality hangs on two wide cost totals, sweep.py
counts instead.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from typing import Any, Optional

from .bounds import bounds
from .check import Maximum, legal_twin, maxima, maximum
from .context import Context
from .params import Deadline
from .rules import evaluate
from .results import CountResult, CountStatus, MaximumStatus
from .space import Feature, Poly, State, StateSpace, Timeout
from .series import Series, series_count
from .sweep import TwoCostSweep

ENUMERATION_LIMIT = 2_000_000  # nodes one class's option-count walk may visit
PACK_MIN_TERMS = 64  # products smaller than this stay on tuples (packing costs a little)


class _TooBig(Exception):
    pass


class Packer:
    """States as one integer, a bit field per aggregate, so that a product term is one
    addition: a field past its cap (pruned) or past its saturation point shows in a guard
    bit. For aggregates that add, and for 0/1 flags (their maximum is a sum capped at 1)."""

    def __init__(self, features: list[Feature]):
        self.shifts: list[int] = []
        self.widths: list[int] = []
        off_prune = off_sat = guard = 0
        sat: list[tuple[int, int, int]] = []
        shift = 0
        for f in features:
            cap = f.cap
            w = (2 * cap + 2).bit_length() + 1
            top = 1 << (w - 1)
            self.shifts.append(shift)
            self.widths.append(w)
            if f.prune:
                off_prune |= (top - cap) << shift  # the guard bit is set once v >= cap
            else:
                off_sat |= (top - cap - 1) << shift  # ... once v > cap: saturate it
                sat.append((shift, (1 << w) - 1, cap))
            guard |= top << shift
            shift += w
        self.off_prune, self.off_sat, self.guard = off_prune, off_sat, guard
        self.prune_guard = sum((1 << (w - 1)) << sh for f, w, sh in zip(features, self.widths, self.shifts) if f.prune)
        self.sat_guard = guard & ~self.prune_guard
        self.sat = sat


    def pack(self, state: State) -> int:
        return sum(v << sh for v, sh in zip(state, self.shifts))

    def unpack(self, x: int) -> State:
        return tuple((x >> sh) & ((1 << w) - 1) for sh, w in zip(self.shifts, self.widths))

    def mul(self, p: Counter, q: Counter, deadline: float) -> Counter:
        qs = [(self.pack(b), y) for b, y in q.items()]
        off_p, off_s, pg, sg = self.off_prune, self.off_sat, self.prune_guard, self.sat_guard
        out: dict[int, int] = {}
        get = out.get
        every = max(1, 65536 // max(1, len(qs)))  # look at the clock every ~65,000 terms
        for i, (a, x) in enumerate(p.items()):
            if i % every == every - 1 and time.monotonic() > deadline:
                raise Timeout
            a = self.pack(a)
            for b, y in qs:
                s = a + b
                if (s + off_p) & pg:
                    continue  # an aggregate past its cap
                if sg and (s + off_s) & sg:
                    for sh, mask, cap in self.sat:
                        v = (s >> sh) & mask
                        if v > cap:
                            s -= (v - cap) << sh
                out[s] = get(s, 0) + x * y
        return Counter({self.unpack(s): n for s, n in out.items()})


class Products:
    """The count as a product of the space's factors, biggest first."""

    def __init__(self, space: StateSpace):
        self.space = space
        self.features = space.features
        self.zero = space.zero
        self.normal = space.normal
        self.combine = space.combine
        self.alive = space.alive
        self.deadline = space.deadline
        self.parts = space.parts
        self.best = space.best
        self.legal_state = space.legal_state
        # bit fields saturate; a feature kept modulo something stays on tuples
        self.packer: Optional[Packer] = Packer(space.features) if all(f.mod == 1 for f in space.features) else None

    # -- products -----------------------------------------------------------------------
    def mul(self, p: Counter, q: Counter, future=None) -> Counter:
        if time.monotonic() > self.deadline:
            raise Timeout
        if self.packer is not None and len(p) * len(q) > PACK_MIN_TERMS:
            packed = self.packer.mul(p, q, self.deadline)
            if future is not None:
                packed = self._alive(packed, future)
            return packed
        out: Counter = Counter()
        every = max(1, 65536 // max(1, len(q)))
        for i, (a, x) in enumerate(p.items()):
            if i % every == every - 1 and time.monotonic() > self.deadline:
                raise Timeout
            for b, y in q.items():
                s = self.combine(a, b)
                if s is not None:
                    out[s] += x * y
        if future is not None:  # judged once per state, not once per product term
            out = self._alive(out, future)
        return out

    def _alive(self, states: Counter, future) -> Counter:
        """The states that can still become legal (a payment may be read for each)."""
        out: Counter = Counter()
        for i, (s, n) in enumerate(states.items()):
            if i % 512 == 511 and time.monotonic() > self.deadline:
                raise Timeout
            if self.alive(s, *future):
                out[s] = n
        return out

    def power(self, p: Counter, n: int, future) -> Counter:
        result: Counter = Counter({self.zero: 1})
        while n:
            if n & 1:
                result = self.mul(result, p)
            n >>= 1
            if n:
                p = self.mul(p, p)
        return self._alive(result, future)

    def class_poly(self, p: Counter, n: int, future, best: int) -> Counter:
        """p^n for n interchangeable creatures: the multinomials over how many members take
        each option (n!/(k0! k1! ...) times each option's multiplicity to the k), walking
        the option counts and dropping dead branches; by squaring when the walk is too big."""
        zero = self.zero
        if zero not in p or len(p) == 1 or n < 4:
            return self.power(p, n, future)
        try:
            return self._walk(p, n, future, best)
        except _TooBig:
            return self.power(p, n, future)

    def _walk(self, p: Counter, n: int, future, best: int) -> Counter:
        zero = self.zero
        features = self.features

        def bounded(d) -> bool:  # the option raises an aggregate that prunes
            return any(v > 0 and f.prune for v, f in zip(d, features))

        # options that raise pruning aggregates first (their counts are few); the others
        # only raise aggregates that saturate, so their counts soon stop mattering
        others = sorted(((d, m) for d, m in p.items() if d != zero), key=lambda dm: not bounded(dm[0]))
        m0 = p[zero]
        out: Counter = Counter()
        fut, fut_best = future
        nodes = [0]
        powers: dict = {}

        def m0_to(e):
            if e not in powers:
                powers[e] = m0 ** e
            return powers[e]

        def saturated(cur, d) -> bool:
            """More members taking option d leave the state as it is."""
            for v, x, f in zip(d, cur, features):
                if v > 0 and (f.prune or f.mod > 1 or x < f.cap):
                    return False
            return True

        def walk(j, left, vec, weight):
            nodes[0] += 1
            if nodes[0] > ENUMERATION_LIMIT:
                raise _TooBig
            if nodes[0] % 64 == 0 and time.monotonic() > self.deadline:
                raise Timeout
            if j == len(others):
                state = self.normal(vec)
                if state is not None and self.alive(state, fut, fut_best):
                    out[state] += weight * m0_to(left)
                return
            d, m = others[j]
            last = j == len(others) - 1 and not bounded(d)
            cur = list(vec)
            w = weight
            below = 0  # the leaves' weights for the counts before k (last option only)
            for k in range(0, left + 1):
                if k:
                    ok = True
                    for i, (v, f) in enumerate(zip(d, features)):
                        cur[i] += v
                        if f.prune and cur[i] >= f.cap:
                            ok = False
                    if not ok:
                        break  # aggregates only grow: more members here can't be legal
                    w = w * m * (left - k + 1) // k  # C(left, k) m^k, built step by step
                if last and k and saturated(cur, d):
                    # every count from k on gives this state: the rest of the binomial sum
                    state = self.normal(cur)
                    if state is not None and self.alive(state, fut, fut_best):
                        out[state] += weight * (m + m0) ** left - below
                    break
                # the members still unassigned may each obey up to `best` more instances;
                # one more member here never raises that bound (its option obeys at most
                # `best`), and costs only grow: once dead, every larger k is dead too
                if not self.alive(tuple(cur), fut + (left - k) * best, max(fut_best, best)):
                    break
                walk(j + 1, left - k, cur, w)
                if last:
                    below += w * m0_to(left - k)

        walk(0, n, list(zero), 1)
        return out

    def run(self) -> int:
        # what the factors after each one can still add to the obeyed instances
        after = [0] * len(self.parts)
        best_after = [0] * len(self.parts)
        for q in range(len(self.parts) - 2, -1, -1):
            poly, n = self.parts[q + 1]
            after[q] = after[q + 1] + self.best[q + 1] * n
            best_after[q] = max(best_after[q + 1], self.best[q + 1])
        acc: Counter = Counter({self.zero: 1})
        before = best_before = 0
        for q, (poly, n) in enumerate(self.parts):
            future = (after[q], best_after[q])
            # a factor alone is judged against what every other factor could add
            others = (after[q] + before, max(best_after[q], best_before))
            factor = self.class_poly(poly, n, others, self.best[q])
            if len(acc) > 1 and n * len(poly) < len(factor):
                # cheaper one creature at a time: (states) x (options) per creature
                for left in range(n - 1, -1, -1):
                    acc = self.mul(acc, poly, (future[0] + left * self.best[q], max(future[1], self.best[q])))
            else:
                acc = self.mul(acc, factor, future)
            before += self.best[q] * n
            best_before = max(best_before, self.best[q])
        total = 0
        for i, (s, n) in enumerate(acc.items()):
            if i % 256 == 255 and time.monotonic() > self.deadline:
                raise Timeout
            if self.legal_state(s):
                total += n
        return total




def count_space(space: StateSpace) -> int:
    """The exact count of a state space: by the sweep over two cost totals (sweep.py) when
    the classes it takes one creature at a time are few, else by the recurrence over one
    wide total (series.py) when it applies, else the sweep, else the products."""
    sweep = TwoCostSweep.plan(space)
    if sweep is not None and sum(n for _, n in sweep.s_parts) <= SWEEP_FEW:
        return sweep.run()
    series = series_count(space)
    if series is not None:
        return series
    if sweep is not None:
        return sweep.run()
    return Products(space).run()


SWEEP_FEW = 400  # creatures the sweep takes one at a time, past which the recurrence goes first
EXACT_SHARE = 0.75  # share of the time left for the exact count; the bounds have the rest
HARD_BOUNDS_SHARE = 0.7  # when the exact count looks out of reach: bounds first, with this share
HOPELESS_STATES = 10 ** 7  # a box of states this big, many parts, no recurrence nor short sweep
HOPELESS_PARTS = 16
HOPELESS_WORK = 10 ** 11  # big-integer steps past which the exact count isn't tried (_hopeless)


def count(ctx: Context, time_limit: Optional[float] = None, bounds_only: bool = False,
          relax: frozenset[str] = frozenset()) -> CountResult:
    """The number of legal declarations within one deadline (M included): exact; or, when
    the exact count isn't proved in time, proven lower and upper bounds (bounds.py); or
    unknown when not even M of 508.1d is proved, or the board has something unread. The
    exact count is tried first, then the bounds are sought in the time left (bounds first,
    then the exact count, when it looks out of reach; the bounds alone when it is hopeless by
    far). `bounds_only` skips the exact count
    (tests and diagnostics); `relax` counts with rules left out (space.py), an upper bound.
    Where only mana is undecided, the count with it read narrow and wide (_mana_two_ways)."""
    if ctx.undecided:  # the board has something unread: the count can't be known
        if ctx.mana_undecided and not bounds_only and not relax:  # (relaxed, the narrow count bounds nothing)
            return _mana_two_ways(ctx, time_limit)
        return CountResult(CountStatus.UNKNOWN, unread=ctx.all_unread())
    deadline = Deadline(time_limit)
    mx = maximum(ctx, deadline)
    m_values = maxima(ctx, deadline) if mx.status == MaximumStatus.OPTIMAL else None
    if mx.status != MaximumStatus.OPTIMAL or mx.value is None or m_values is None:
        return CountResult(CountStatus.UNKNOWN)
    space = StateSpace(ctx, mx.value, deadline.at, relax=relax, maxima=m_values)
    hard = bounds_only or _out_of_reach(space)
    hopeless = hard and not bounds_only and _hopeless(space)
    if not hard:
        exact = _exact(space, time.monotonic() + EXACT_SHARE * deadline.left())
        if exact is not None:
            return CountResult(CountStatus.EXACT, exact)
    share = HARD_BOUNDS_SHARE if hard and not bounds_only and not hopeless else 1.0
    found = bounds(space, time.monotonic() + share * deadline.left(), count_space,
                   lower=1 if _witness_legal(ctx, mx) else 0)
    if found.exact:
        return CountResult(CountStatus.EXACT, found.lower)
    if hard and not bounds_only and not hopeless:
        exact = _exact(space, deadline.at)
        if exact is not None:
            return CountResult(CountStatus.EXACT, exact)
    return CountResult(CountStatus.BOUNDS, lower=found.lower, upper=found.upper)


def _mana_two_ways(ctx: Context, time_limit: Optional[float]) -> CountResult:
    """A count where only mana is undecided (ctx.mana_undecided): every declaration payable
    with the mana read narrow is legal, and every legal one is payable with it read wide, or
    at all where mana not read may add any amount (M of 508.1d pays nothing, so it is the
    same in both). The two counts bound it: exact where they meet (the undecided mana then
    changes nothing), else proven bounds naming what is undecided."""
    deadline = Deadline(time_limit)
    low = count(ctx.mana_read(narrow=True), deadline.left() / 2)
    lower = low.count if low.status == CountStatus.EXACT else low.lower
    if lower is None:
        return CountResult(CountStatus.UNKNOWN, unread=ctx.all_unread())
    wide = frozenset() if ctx.wide_exact else frozenset({"payment"})
    high = count(ctx.mana_read(narrow=False), deadline.left(), relax=wide)
    upper = high.count if high.status == CountStatus.EXACT else high.upper
    if upper is None:
        return CountResult(CountStatus.UNKNOWN, unread=ctx.all_unread())
    if lower == upper:
        return CountResult(CountStatus.EXACT, lower)
    return CountResult(CountStatus.BOUNDS, lower=lower, upper=upper, unread=ctx.all_unread())


def _out_of_reach(space: StateSpace) -> bool:
    """Whether the exact count looks far beyond any time limit: no recurrence over one wide
    total, no sweep with few creatures taken one at a time, and a huge box of states."""
    if Series.plan(space) is not None:
        return False
    try:
        sweep = TwoCostSweep.plan(space)
    except Timeout:
        return True
    if sweep is not None:
        return sum(n for _, n in sweep.s_parts) > SWEEP_FEW
    states = math.prod(f.cap + (0 if f.prune else 1) for f in space.features)
    return states >= HOPELESS_STATES and len(space.parts) > HOPELESS_PARTS  # the products


def _hopeless(space: StateSpace) -> bool:
    """Whether the exact count is beyond any time limit by far (HOPELESS_WORK big-integer
    steps): the bounds then get all the time. The sweep takes each of its creatures over
    every row of its narrow states, each row as wide as the packed total; the products
    multiply every state by every option of every creature."""
    try:
        sweep = TwoCostSweep.plan(space)
    except Timeout:
        return False
    if sweep is not None:
        rows = math.prod(f.cap + (0 if f.prune else 1) for i, f in enumerate(space.features)
                         if i not in (sweep.gi, sweep.wi))
        return sum(n for _, n in sweep.s_parts) * rows * (sweep.c1 + 1) >= HOPELESS_WORK
    states = math.prod(f.cap + (0 if f.prune else 1) for f in space.features)
    return states * sum(n * len(poly) for poly, n in space.parts) >= HOPELESS_WORK and len(space.parts) > HOPELESS_PARTS


def _exact(space: StateSpace, until: float) -> Optional[int]:
    space.deadline = until
    try:
        return count_space(space)
    except Timeout:
        return None


def _witness_legal(ctx: Context, mx: Maximum) -> bool:
    """M's witness is cost-free, breaks no restriction and obeys M (508.1d): one legal
    declaration, checked by the twins. Where requirements exist only if a creature attacks,
    the witness of the M of some pattern may bring another pattern into existence: the
    witness of every pattern's M is tried."""
    if mx.declaration is None:
        return False
    if ctx.conditionals:  # M of its own pattern decides; another pattern's witness may be the legal one
        witnesses = [mx.declaration] + [m.declaration for m in ctx.proved_maxima.values()]
        return any(d is not None and legal_twin(ctx, d) for d in witnesses)
    ev = evaluate(ctx, mx.declaration)
    return ev.valid_pairs and ev.restrictions_ok and ev.cost.is_zero() and ev.obeyed >= (mx.value or 0)
