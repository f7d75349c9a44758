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
from .context import Context
from .model import AttackModel
from .params import DEFAULT_TIME_LIMIT, OPTIMAL, new_solver
from .rules import cost_twin


@dataclass
class CountResult:
    status: str  # exact | unknown
    count: Optional[int] = None

    def to_dict(self) -> dict:
        if self.status != "exact":
            return {"status": "unknown"}
        if hasattr(sys, "set_int_max_str_digits") and self.count.bit_length() > 10000:
            sys.set_int_max_str_digits(0)  # exact counts may have any number of digits
        return {"status": "exact", "count": self.count}


ENUMERATION_LIMIT = 2_000_000  # option-count vectors one class may enumerate


class _Timeout(Exception):
    pass


@dataclass(frozen=True)
class Feature:
    name: str
    op: str  # add | max
    cap: int  # for add: values reach at most cap
    prune: bool  # for add: a value above cap - 1 can never be legal (drop the state)


class _Counter:
    def __init__(self, ctx: Context, m_value: int, deadline: float):
        self.ctx = ctx
        self.deadline = deadline
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
        self.m_value = m_value
        if ctx.instance_count():
            if self.slack <= m_value:
                feature("deficit", "add", self.slack + 1, True)  # small: prune as soon as it's too big
            else:
                feature("obeyed", "add", m_value, False)  # caps make M small: count up to M
        # 508.1h: cost symbols, bounded by the most mana and life there could be
        self.symbols = []
        if ctx.has_costs:
            units = sum(ctx.pool.values()) + sum(o_max(s.options) for s in ctx.sources)
            units += sum(o_max(opts) * len(cls) for cls, i in zip(self.classes, infos) for _, opts in i.mana_abilities)
            keys = set()
            for info in infos:
                for d in info.allowed:
                    keys |= set(symbol_counts(info.cost[d]))
            self.symbols = sorted(keys, key=str)
            for key in self.symbols:
                bound = units + (max(ctx.life, 0) // 2 if key[0] == "phyrexian" else 0)
                feature(("cost", key), "add", bound + 1, True)
            for ci, info in enumerate(infos):
                if info.mana_abilities and not info.vigilance:
                    feature(("tapped", ci), "add", len(self.classes[ci]) + 1, False)
        self.zero = tuple(0 for _ in self.features)
        self._pay_cache: dict = {}

    # -- one creature's options -------------------------------------------------------
    def deltas(self, ci: int) -> Counter:
        info = self.classes[ci][0]
        poly: Counter = Counter()
        for d in (None,) + tuple(info.allowed):
            vec = [0] * len(self.features)
            if d is not None:
                for name in ("total",):
                    if name in self.index:
                        vec[self.index[name]] = 1
                if info.alone and "alone" in self.index:
                    vec[self.index["alone"]] = 1
                if info.only_alone and "only_alone" in self.index:
                    vec[self.index["only_alone"]] = 1
                if info.others and "others" in self.index:
                    vec[self.index["others"]] = info.others
                for j, (_, defenders, _, _) in enumerate(self.ctx.max_against):
                    if d in defenders:
                        vec[self.index[("against", j)]] = 1
                for j, g in enumerate(self.ctx.group_instances):
                    if d in g.sat:
                        vec[self.index[("group", j)]] = 1
                for key, n in symbol_counts(info.cost[d]).items():
                    vec[self.index[("cost", key)]] = n
                if ("tapped", ci) in self.index:
                    vec[self.index[("tapped", ci)]] = 1
            got = sum(1 for i in info.instances if d is not None and d in i.sat)
            if "deficit" in self.index:
                vec[self.index["deficit"]] = self.indmax[info.id] - got
            elif "obeyed" in self.index:
                vec[self.index["obeyed"]] = got
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

    def mul(self, p: Counter, q: Counter) -> Counter:
        if time.monotonic() > self.deadline:
            raise _Timeout
        out: Counter = Counter()
        for i, (a, x) in enumerate(p.items()):
            if i % 256 == 255 and time.monotonic() > self.deadline:
                raise _Timeout
            for b, y in q.items():
                s = self.combine(a, b)
                if s is not None:
                    out[s] += x * y
        return out

    def power(self, p: Counter, n: int) -> Counter:
        result: Counter = Counter({self.zero: 1})
        while n:
            if n & 1:
                result = self.mul(result, p)
            n >>= 1
            if n:
                p = self.mul(p, p)
        return result

    def class_poly(self, p: Counter, n: int) -> Counter:
        """p^n for one class of n creatures. When the options that change an aggregate are
        few and bounded by caps, sum the multinomials over how many members take each option
        (n!/(k0! k1! ...) times each option's multiplicity to the k); otherwise square."""
        zero = self.zero
        if zero not in p or len(p) == 1 or n < 4:
            return self.power(p, n)
        others = [(d, m) for d, m in p.items() if d != zero]
        bounds = []
        for d, _ in others:
            b = n
            for v, f in zip(d, self.features):
                if f.op == "add" and f.prune and v > 0:
                    b = min(b, (f.cap - 1) // v)
            bounds.append(b)
        estimate = 1
        for b in bounds:
            estimate *= b + 1
        if estimate > ENUMERATION_LIMIT:
            return self.power(p, n)
        m0 = p[zero]
        out: Counter = Counter()
        features = self.features

        def walk(j, left, vec, weight):
            if j == len(others):
                state = self.normal(vec)
                if state is not None:
                    out[state] += weight * m0 ** left
                return
            if time.monotonic() > self.deadline:
                raise _Timeout
            d, m = others[j]
            cur = list(vec)
            w = weight
            for k in range(0, min(bounds[j], left) + 1):
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
                walk(j + 1, left - k, cur, w)

        walk(0, n, list(zero), 1)
        return out

    # -- the final judgement on an aggregate state -----------------------------------------
    def legal_state(self, s) -> bool:
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
        if self.symbols:
            counts = {key: s[ix[("cost", key)]] for key in self.symbols}
            tapped = {f.name[1]: s[i] for i, f in enumerate(self.features) if isinstance(f.name, tuple) and f.name[0] == "tapped"}
            if not self.payable(counts, tapped):
                return False
        return True

    def payable(self, counts: dict, tapped: dict) -> bool:
        key = (tuple(sorted(counts.items(), key=str)), tuple(sorted(tapped.items())))
        if key in self._pay_cache:
            return self._pay_cache[key]
        groups = self.ctx.payment_groups(
            (members, members[0], tapped.get(ci, 0))
            for ci, members in enumerate(self.classes) if members[0].mana_abilities)
        st = solve_payment(self.ctx, cost_from_counts(counts), groups,
                           max(0.1, self.deadline - time.monotonic()), plan=False).status
        if st == "unknown":
            raise _Timeout
        ok = st == "paid"
        self._pay_cache[key] = ok
        return ok

    def run(self) -> int:
        acc: Counter = Counter({self.zero: 1})
        for ci, members in enumerate(self.classes):
            acc = self.mul(acc, self.class_poly(self.deltas(ci), len(members)))
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
                if pay(ctx, item, cost_twin(ctx, item)).status != "paid":
                    continue
            given += 1
            yield item
    finally:
        stop.set()
