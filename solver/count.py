"""Counting and enumerating legal declarations (issue 3).

Counting multiplies generating functions instead of listing declarations. Each class of
interchangeable creatures contributes (sum over its options of x^delta)^size, where delta is
what one creature adds to the few aggregates legality depends on: attackers in all, flags of
"alone" restrictions, columns under caps or group requirements, the requirement deficit
(508.1d), the cost symbols (508.1h) and the mana creatures tapped by attacking (508.1f).
Aggregates add with a cap (or take a maximum), so the power is taken by squaring; states
that can never become legal again are dropped at once. Exact integers throughout.
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass
from typing import Iterator, Optional

from ortools.sat.python import cp_model

from attackcheck.models.mana import ManaCost

from .check import maximum, pay, solve_payment
from .context import Context, ability_available
from .model import AttackModel
from .params import DEFAULT_TIME_LIMIT, OPTIMAL, new_solver
from .payment import quick_payable
from .rules import cost_twin
from .sweep import TwoCostSweep


@dataclass
class CountResult:
    status: str  # exact | unknown
    count: Optional[int] = None

    def to_dict(self) -> dict:
        if self.status != "exact":
            return {"status": "unknown"}
        _allow_digits(self.count)
        return {"status": "exact", "count": self.count}

    def text(self) -> str:
        """The exact count in decimal (however many digits), or "unknown"."""
        if self.status != "exact":
            return "unknown"
        _allow_digits(self.count)
        return str(self.count)


def _allow_digits(n: int) -> None:
    """Exact counts may have any number of digits: lift Python's guard on int-to-text
    conversion (4,300 digits by default) before one is written out."""
    if hasattr(sys, "set_int_max_str_digits") and n.bit_length() > 10000:
        sys.set_int_max_str_digits(0)


ENUMERATION_LIMIT = 2_000_000  # nodes one class's option-count walk may visit
PACK_MIN_TERMS = 64  # products smaller than this stay on tuples (packing costs a little)


class _Timeout(Exception):
    pass


class _TooBig(Exception):
    pass


@dataclass(frozen=True)
class Feature:
    name: object
    op: str  # add | max
    cap: int  # for add: values reach at most cap
    prune: bool  # for add: a value above cap - 1 can never be legal (drop the state)


class _Packer:
    """States as one integer, a bit field per aggregate, so that a product term is one
    addition: a field past its cap (pruned) or past its saturation point shows in a guard
    bit. For aggregates that add, and for 0/1 flags (their maximum is a sum capped at 1)."""

    def __init__(self, features):
        self.shifts, self.widths = [], []
        off_prune = off_sat = guard = 0
        sat = []
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

    @staticmethod
    def of(features) -> "Optional[_Packer]":
        if any(f.op == "max" and f.cap != 1 for f in features):
            return None  # "others" thresholds: a maximum, not a sum
        return _Packer([f if f.op == "add" else Feature(f.name, "add", 1, False) for f in features])

    def pack(self, state) -> int:
        return sum(v << sh for v, sh in zip(state, self.shifts))

    def unpack(self, x: int) -> tuple:
        return tuple((x >> sh) & ((1 << w) - 1) for sh, w in zip(self.shifts, self.widths))

    def mul(self, p: Counter, q: Counter, deadline: float) -> Counter:
        qs = [(self.pack(b), y) for b, y in q.items()]
        off_p, off_s, pg, sg = self.off_prune, self.off_sat, self.prune_guard, self.sat_guard
        out: dict = {}
        get = out.get
        for i, (a, x) in enumerate(p.items()):
            if i % 256 == 255 and time.monotonic() > deadline:
                raise _Timeout
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


class _Counter:
    """Aggregate states and their multiplicities, class by class (see the module text).

    A state is dropped as soon as it can't become legal: an aggregate over its cap, a
    deficit over the slack, too few instances left to reach M (508.1d), or a cost that
    can't be paid already (508.1h: costs and tapped sources only grow). Classes whose
    options give the same polynomial are one factor."""

    def __init__(self, ctx: Context, m_value: int, deadline: float):
        self.ctx = ctx
        self.deadline = deadline
        self.m_value = m_value
        self.classes = [[ctx.creatures[c] for c in members] for members in ctx.classes()]
        infos = [cls[0] for cls in self.classes]
        self.features: list[Feature] = []
        self.index: dict = {}

        def feature(name, op, cap, prune):
            self.index[name] = len(self.features)
            self.features.append(Feature(name, op, cap, prune))

        # total attackers: max_attackers prunes; the alone-style thresholds saturate
        limit = min((c for _, c in ctx.max_attackers), default=None)
        thresholds = [2] if any(i.alone or i.only_alone for i in infos) else []
        thresholds += [i.others + 1 for i in infos if i.others]
        if limit is not None:
            feature("total", "add", limit + 1, True)
        elif thresholds:
            feature("total", "add", max(thresholds), False)
        if any(i.alone for i in infos):
            feature("alone", "max", 1, False)
        if any(i.only_alone for i in infos):
            feature("only_alone", "max", 1, False)
        if any(i.others for i in infos):
            feature("others", "max", 0, False)
        for j, (_, _, count, _) in enumerate(ctx.max_against):
            feature(("against", j), "add", count + 1, True)
        for j, g in enumerate(ctx.group_instances):
            feature(("group", j), "add", g.count, False)
        # 508.1d: deficit = (sum of each creature's best + group instances) - obeyed
        self.indmax = {}
        for info in infos:
            self.indmax[info.id] = max([0] + [sum(1 for i in info.instances if d in i.sat) for d in info.allowed])
        upper = sum(self.indmax[cls[0].id] * len(cls) for cls in self.classes) + len(ctx.group_instances)
        self.slack = upper - m_value
        if ctx.instance_count():
            if self.slack <= m_value:
                feature("deficit", "add", self.slack + 1, True)  # small: prune as soon as it's too big
            else:
                feature("obeyed", "add", m_value, False)  # caps make M small: count up to M
        # 508.1h-j: the payment
        self.symbols = []
        self.kinds: dict = {}  # mana abilities and vigilance -> class indices (raw payment)
        self.rate: dict = {}  # class index -> mana its attacker takes away (linear payment)
        self.pay_prune = False
        self._pay_cache: dict = {}  # full states' payments (the model decides)
        self._partial_pay: dict = {}  # partial states: can they still be paid?
        if ctx.has_costs:
            linear = self._linear_payment(infos)
            if linear is not None:
                self.mode = "linear"
                supply, self.rate = linear
                feature("demand", "add", supply + 1, True)
            else:
                self.mode = "raw"
                self._raw_payment_features(infos, feature)
        else:
            self.mode = None
        self.zero = tuple(0 for _ in self.features)
        self.cost_ix = [i for i, f in enumerate(self.features)
                        if isinstance(f.name, tuple) and f.name[0] in ("cost", "tapped")]
        # the factors: classes with the same option polynomial are one power
        merged: dict = {}
        for ci, members in enumerate(self.classes):
            poly = self.deltas(ci)
            key = tuple(sorted(poly.items()))
            if key in merged:
                merged[key][1] += len(members)
            else:
                merged[key] = [poly, len(members)]
        # the biggest factor first, while the product is still one state: every later
        # factor is small, and a product costs (states so far) x (terms of the factor)
        self.parts = sorted(merged.values(), key=lambda pn: (-pn[1], len(pn[0])))
        self.packer = _Packer.of(self.features)
        ob = self.index.get("obeyed")
        self.best = [max((s[ob] for s in poly), default=0) if ob is not None else 0 for poly, _ in self.parts]

    # -- the payment, two ways ----------------------------------------------------------
    def _linear_payment(self, infos):
        """With only generic costs (107.4b), any mana pays: the payment is "demand <= supply",
        demand being the generic symbols plus the mana of sources tapped by attacking (508.1f).
        (supply, class -> rate) or None when colors matter."""
        for info in infos:
            for d in info.allowed:
                c = info.cost[d]
                if c.colored or c.hybrid or c.twobrid or c.phyrexian or c.x:
                    return None
        supply = self._static_supply()
        rate = {}
        for ci, (cls, info) in enumerate(zip(self.classes, infos)):
            for sym, opts in info.mana_abilities:
                base = ability_available(info.mana_abilities, sym, info.vigilance, len(cls), 0)
                slope = ability_available(info.mana_abilities, sym, info.vigilance, len(cls), 1) - base
                if slope > 0:
                    return None  # {Q}: attacking makes mana; keep the general payment
                supply += max(base, 0) * o_max(opts)
                if slope:
                    rate[ci] = rate.get(ci, 0) - slope * o_max(opts)
        return supply, rate

    def _static_supply(self) -> int:
        """The most mana the pool and the sources that can't attack could make."""
        return sum(self.ctx.pool.values()) + sum(o_max(s.options) for s in self.ctx.sources)

    def _raw_payment_features(self, infos, feature) -> None:
        ctx = self.ctx
        units = self._static_supply()
        units += sum(o_max(opts) * len(cls) for cls, i in zip(self.classes, infos) for _, opts in i.mana_abilities)
        keys = set()
        for info in infos:
            for d in info.allowed:
                keys |= set(symbol_counts(info.cost[d]))
        self.symbols = sorted(keys, key=str)
        for key in self.symbols:
            bound = units + (max(ctx.life, 0) // 2 if key[0] == "phyrexian" else 0)
            feature(("cost", key), "add", bound + 1, True)
        monotone = True
        for ci, info in enumerate(infos):
            if info.mana_abilities and not info.vigilance:
                self.kinds.setdefault((info.mana_abilities, info.vigilance), []).append(ci)
                for sym, _ in info.mana_abilities:
                    n = len(self.classes[ci])
                    if ability_available(info.mana_abilities, sym, False, n, 1) > ability_available(info.mana_abilities, sym, False, n, 0):
                        monotone = False
        for k, cis in enumerate(self.kinds.values()):
            feature(("tapped", k), "add", sum(len(self.classes[ci]) for ci in cis) + 1, False)
        self.kind_of = {ci: k for k, cis in enumerate(self.kinds.values()) for ci in cis}
        self.pay_prune = monotone  # more cost or fewer sources never helps

    # -- one creature's options -------------------------------------------------------
    def deltas(self, ci: int) -> Counter:
        info = self.classes[ci][0]
        ix = self.index
        poly: Counter = Counter()
        for d in (None,) + tuple(info.allowed):
            vec = [0] * len(self.features)
            if d is not None:
                if "total" in ix:
                    vec[ix["total"]] = 1
                if info.alone and "alone" in ix:
                    vec[ix["alone"]] = 1
                if info.only_alone and "only_alone" in ix:
                    vec[ix["only_alone"]] = 1
                if info.others and "others" in ix:
                    vec[ix["others"]] = info.others
                for j, (_, defenders, _, _) in enumerate(self.ctx.max_against):
                    if d in defenders:
                        vec[ix[("against", j)]] = 1
                for j, g in enumerate(self.ctx.group_instances):
                    if d in g.sat:
                        vec[ix[("group", j)]] = 1
                if self.mode == "linear":
                    vec[ix["demand"]] = info.cost[d].generic + self.rate.get(ci, 0)
                elif self.mode == "raw":
                    for key, n in symbol_counts(info.cost[d]).items():
                        vec[ix[("cost", key)]] = n
                    if ci in getattr(self, "kind_of", {}):
                        vec[ix[("tapped", self.kind_of[ci])]] = 1
            got = sum(1 for i in info.instances if d is not None and d in i.sat)
            if "deficit" in ix:
                vec[ix["deficit"]] = self.indmax[info.id] - got
            elif "obeyed" in ix:
                vec[ix["obeyed"]] = got
            state = self.normal(vec)
            if state is not None:
                poly[state] += 1
        return poly

    def normal(self, vec) -> Optional[tuple]:
        out = []
        for v, f in zip(vec, self.features):
            if f.op == "add" and v >= f.cap:
                if f.prune:
                    return None
                v = f.cap
            out.append(v)
        return tuple(out)

    def combine(self, a, b) -> Optional[tuple]:
        out = []
        for x, y, f in zip(a, b, self.features):
            if f.op == "max":
                out.append(x if x > y else y)
                continue
            v = x + y
            if v >= f.cap:
                if f.prune:
                    return None
                v = f.cap
            out.append(v)
        return tuple(out)

    # -- can a state still become legal? -------------------------------------------------
    def alive(self, s, future: int, future_best: int) -> bool:
        """`future`: the most instances the classes still to come can obey; `future_best`:
        the most one of their creatures can."""
        ix = self.index
        if "obeyed" in ix and s[ix["obeyed"]] < self.m_value:
            more = future
            if "total" in ix and self.features[ix["total"]].prune:
                room = self.features[ix["total"]].cap - 1 - s[ix["total"]]
                more = min(more, room * future_best)
            if s[ix["obeyed"]] + more + len(self.ctx.group_instances) < self.m_value:
                return False
        if self.pay_prune:
            key = tuple(s[i] for i in self.cost_ix)
            ok = self._partial_pay.get(key)
            if ok is None:  # None from quick_payable: the model would decide, keep the state
                ok = quick_payable(self._cost(s), self._groups(self._tapped(s)), self.ctx.pool, self.ctx.life) is not False
                self._partial_pay[key] = ok
            if not ok:
                return False
        return True

    def _cost(self, s) -> ManaCost:
        """The total cost of a state's attackers (raw payment)."""
        return cost_from_counts({key: s[self.index[("cost", key)]] for key in self.symbols})

    def _tapped(self, s) -> dict:
        return {k: s[self.index[("tapped", k)]] for k in range(len(self.kinds))}

    def _groups(self, tapped: dict) -> list:
        """Mana sources once `tapped[k]` creatures of mana kind k attack (508.1f); creatures
        with vigilance and mana abilities stay sources whatever they do."""
        kinds = list(self.kinds.values())
        rows = [([m.id for ci in kinds[k] for m in self.classes[ci]], self.classes[kinds[k][0]][0], n)
                for k, n in tapped.items()]
        rows += [([m.id for m in cls], cls[0], 0) for cls in self.classes
                 if cls[0].mana_abilities and cls[0].vigilance]
        return self.ctx.payment_groups(rows)

    # -- products -----------------------------------------------------------------------
    def mul(self, p: Counter, q: Counter, future=None) -> Counter:
        if time.monotonic() > self.deadline:
            raise _Timeout
        if self.packer is not None and len(p) * len(q) > PACK_MIN_TERMS:
            out = self.packer.mul(p, q, self.deadline)
            if future is not None:
                out = Counter({s: n for s, n in out.items() if self.alive(s, *future)})
            return out
        out: Counter = Counter()
        for i, (a, x) in enumerate(p.items()):
            if i % 256 == 255 and time.monotonic() > self.deadline:
                raise _Timeout
            for b, y in q.items():
                s = self.combine(a, b)
                if s is not None:
                    out[s] += x * y
        if future is not None:  # judged once per state, not once per product term
            out = Counter({s: n for s, n in out.items() if self.alive(s, *future)})
        return out

    def power(self, p: Counter, n: int, future) -> Counter:
        result: Counter = Counter({self.zero: 1})
        while n:
            if n & 1:
                result = self.mul(result, p)
            n >>= 1
            if n:
                p = self.mul(p, p)
        return Counter({s: x for s, x in result.items() if self.alive(s, *future)})

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
            return any(v > 0 and f.op == "add" and f.prune for v, f in zip(d, features))

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
                if v > 0 and (x < v if f.op == "max" else f.prune or x < f.cap):
                    return False
            return True

        def walk(j, left, vec, weight):
            nodes[0] += 1
            if nodes[0] > ENUMERATION_LIMIT:
                raise _TooBig
            if nodes[0] % 1024 == 0 and time.monotonic() > self.deadline:
                raise _Timeout
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
                        if f.op == "max":
                            cur[i] = max(cur[i], v)
                        else:
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

    # -- the final judgement on an aggregate state -----------------------------------------
    def legal_state(self, s) -> bool:
        if not self.legal_rules(s):
            return False
        if self.mode == "raw" and not self.payable(self._cost(s), self._tapped(s)):
            return False
        return True  # linear payment: "demand" never passed its cap, the supply

    def legal_rules(self, s) -> bool:
        """The judgement of a whole state but its payment: 508.1c (alone, "other creatures"),
        508.1d (the most requirements obeyed)."""
        ix = self.index
        total = s[ix["total"]] if "total" in ix else None
        if "alone" in ix and s[ix["alone"]] and total < 2:
            return False
        if "only_alone" in ix and s[ix["only_alone"]] and total > 1:
            return False
        if "others" in ix and s[ix["others"]] and total < s[ix["others"]] + 1:
            return False
        met = sum(1 for j, g in enumerate(self.ctx.group_instances) if s[ix[("group", j)]] >= g.count)
        if "deficit" in ix and s[ix["deficit"]] + len(self.ctx.group_instances) - met > self.slack:
            return False
        if "obeyed" in ix and s[ix["obeyed"]] + met < self.m_value:  # 508.1d
            return False
        return True

    def payable(self, cost: ManaCost, tapped: dict) -> bool:
        key = (cost, tuple(sorted(tapped.items())))
        if key in self._pay_cache:
            return self._pay_cache[key]
        st = solve_payment(self.ctx, cost, self._groups(tapped),
                           max(0.1, self.deadline - time.monotonic()), plan=False).status
        if st == "unknown":
            raise _Timeout
        ok = st == "paid"
        self._pay_cache[key] = ok
        return ok

    def check_time(self) -> None:
        if time.monotonic() > self.deadline:
            raise _Timeout

    def run(self) -> int:
        sweep = TwoCostSweep.plan(self)
        if sweep is not None:
            return sweep.run()
        return self.run_products()

    def run_products(self) -> int:
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
        return sum(n for s, n in acc.items() if self.legal_state(s))


def o_max(options) -> int:
    return max((o.amount() for o in options), default=0)


def symbol_counts(cost: ManaCost) -> dict:
    out = {}
    if cost.generic:
        out[("generic",)] = cost.generic
    for t, n in cost.colored:
        out[("colored", t)] = n
    for pair, n in cost.hybrid:
        out[("hybrid", pair)] = n
    for c, n in cost.twobrid:
        out[("twobrid", c)] = n
    for c, n in cost.phyrexian:
        out[("phyrexian", c)] = n
    return out


def cost_from_counts(counts: dict) -> ManaCost:
    generic = 0
    colored, hybrid, twobrid, phyrexian = {}, {}, {}, {}
    for key, n in counts.items():
        if not n:
            continue
        if key[0] == "generic":
            generic += n
        elif key[0] == "colored":
            colored[key[1]] = n
        elif key[0] == "hybrid":
            hybrid[key[1]] = n
        elif key[0] == "twobrid":
            twobrid[key[1]] = n
        else:
            phyrexian[key[1]] = n
    return ManaCost(generic, tuple(sorted(colored.items())), tuple(sorted(hybrid.items())),
                    tuple(sorted(twobrid.items())), tuple(sorted(phyrexian.items())))


def count(ctx: Context, time_limit: Optional[float] = None) -> CountResult:
    limit = DEFAULT_TIME_LIMIT if time_limit is None else time_limit
    deadline = time.monotonic() + limit
    mx = maximum(ctx, limit)
    if mx.status != OPTIMAL:
        return CountResult("unknown")
    try:
        return CountResult("exact", _Counter(ctx, mx.value, deadline).run())
    except _Timeout:
        return CountResult("unknown")


# -- enumeration ------------------------------------------------------------------------


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, am: AttackModel, out: queue.Queue, stop: threading.Event):
        super().__init__()
        self.am = am
        self.out = out
        self.stop = stop

    def on_solution_callback(self):
        decl = self.am.declaration(self)
        while not self.stop.is_set():
            try:
                self.out.put(decl, timeout=0.2)
                return
            except queue.Full:
                continue
        self.stop_search()


def enumerate_legal(ctx: Context, limit: Optional[int] = None, time_limit: Optional[float] = None) -> Iterator[dict]:
    """Legal declarations, lazily: CP-SAT enumerates 508.1a-d, payment filters 508.1h-j."""
    mx = maximum(ctx, time_limit)
    if mx.status != OPTIMAL:
        raise TimeoutError("the maximum number of obeyable requirements was not proved within the time limit")
    am = AttackModel(ctx, payment=False, split=True, exact=True)
    am.m.add(am.obeyed >= mx.value)
    solver = new_solver(1e9 if time_limit is None else time_limit)
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.linearization_level = 0  # enumeration: no LP needed
    out: queue.Queue = queue.Queue(maxsize=256)
    stop = threading.Event()
    done = object()

    def work():
        try:
            solver.solve(am.m, _Collector(am, out, stop))
        finally:
            while True:
                try:
                    out.put(done, timeout=0.2)
                    return
                except queue.Full:
                    if stop.is_set():
                        return

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    given = 0
    try:
        while limit is None or given < limit:
            item = out.get()
            if item is done:
                break
            if ctx.has_costs:
                if pay(ctx, item, cost_twin(ctx, item), plan=False).status != "paid":
                    continue
            given += 1
            yield item
    finally:
        stop.set()
