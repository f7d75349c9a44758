"""Counting when legality hangs on wide cost totals.

A board with two kinds of tax symbol (Propaganda's {2} and Norn's Annex's {W/P}, say) makes
the count's states pairs (g, w) of cost totals: hundreds of thousands of states, each
carrying a count of thousands of digits. This module never builds that table. With generic
costs only there is one total g (demand against supply, 107.4b) and w is always 0.

1. The payable totals form a polygon g <= c1, w <= c2, g + w <= c12: Hall's condition for two
   kinds of symbol, each mana source paying one kind or both, life paying {c/P} only
   (107.4b, 107.4f, 119.4). It is read off the payment and checked point by point; any
   other shape leaves the count to the products of count.py.
2. B is the product of the biggest group of classes whose creatures have the same options
   apart from how many options change nothing (free defenders): with L the options that
   change something, (a_1 + L)^n_1 ... (a_k + L)^n_k = sum over r of e_r L^r, and a term of
   L^r is a multinomial, so B's value at a state is a product of known numbers. Aggregates
   that every attack moves alike and that stop at a cap (the attacker total of "can't attack
   alone", 508.1c) are taken at their caps, and the few ways with fewer attacks corrected.
3. S is every other factor, built creature by creature with the g axis packed into one
   integer per (other aggregates, w) row.
4. The count is the sum over S's states s of S(s) times B's mass inside the polygon moved
   by s. Rows of S are taken by decreasing w while rows of B are added by increasing w to
   running sums along the diagonal g + w, so the mass is one prefix sum, less a thin band
   (g past c1 inside the diagonal: what only life could have paid) kept the same way.
"""

from __future__ import annotations

import math
from collections import defaultdict
from itertools import accumulate
from typing import Any, Optional

from attackcheck.models.mana import ManaCost

from .payment import plain_payable
from .space import StateSpace

MAX_BOUNDED = 64  # most members a bounded option may take in B (Crawlspace-like caps)
MAX_COMBOS = 4096  # most combinations of B's bounded options
MIN_STATES = 1024  # boards with fewer possible states are left to the products, quick there
MAX_PAYMENT_MODELS = 256  # payment checks the solver may decide while the polygon is read
MAX_FEW = 20_000  # most steps of the walk over the ways with fewer attacks than the caps need


class TwoCostSweep:
    """One count by the sweep of the module text: B (a group of classes) summed in place
    against the states of S (the other classes), over cost totals g (packed) and w (rows)."""

    def __init__(self, space: StateSpace, gi: int, wi: Optional[int], c1: int, c2: int, c12: int, group, s_parts, saturation=None):
        self.space = space
        self.gi, self.wi = gi, wi  # inner (packed) and outer (row) cost aggregates
        self.c1, self.c2, self.c12 = c1, c2, c12
        self.diagonal = c12 < c1 + c2  # else the polygon is a rectangle
        self.group = group  # (options that change something, [(a, n) per class])
        self.s_parts = s_parts
        self.saturation = saturation  # _Saturation, or None: no attacker-count aggregate moves
        self.constant = 1  # classes whose every option changes nothing: a factor a^n
        self.few: list = []  # see _Saturation.vectors
        self._combined: dict = {}
        self._legal: dict = {}

    # -- planning --------------------------------------------------------------------------
    @classmethod
    def plan(cls, space: StateSpace, min_states: int = MIN_STATES) -> "Optional[TwoCostSweep]":
        """The sweep for this count, or None when the products should count: not exactly two
        cost symbols, mana creatures tapped by attacking in the raw payment (508.1f, the
        sources move; the linear payment counts their mana as demand instead), "obeyed"
        instead of a deficit (every attack raises it), a group that doesn't fit (see
        _b_options), a payable region that isn't the polygon, or few possible states.
        With only generic costs (the "linear" payment) there is one total: w is always 0."""
        c = space
        if any(f.mod > 1 for f in c.features):
            return None  # an aggregate kept modulo something: the products count
        if "obeyed" in c.index and c.m_value > 0:
            return None  # with M = 0 "obeyed" saturates at once and changes nothing
        if c.mode == "raw" and len(c.symbols) == 2 and not c.kinds and c.pay_prune:
            ia, ib = (c.index[("cost", key)] for key in c.symbols)
        elif c.mode == "linear":
            ia, ib = c.index["demand"], None  # generic costs only: one total, demand <= supply
            if any(d[ia] < 0 for poly, _ in c.parts for d in poly):
                return None  # totals only grow in the sweep (packed shifts, prefix sums)
        else:
            return None
        bound = 1  # the most states the products could have
        for i, f in enumerate(c.features):
            most = sum(n * max((d[i] for d in poly), default=0) for poly, n in c.parts)
            bound *= min(f.cap + (0 if f.prune else 1), 1 + most)
        if bound < min_states:
            return None
        # classes alike once the attacker-count aggregates are taken at their caps form a group
        moved = [i for i, f in enumerate(c.features) if not f.prune]
        groups: dict = {}
        for k, (poly, n) in enumerate(c.parts):
            stripped = _strip(c, poly, moved)
            key = stripped[:2] if stripped is not None else ("alone", k)
            groups.setdefault(key, []).append((k, stripped))
        # B: the biggest group that fits, in the orientation with the thinner band
        shape = None
        for key, members in sorted(groups.items(), key=lambda kv: -sum(c.parts[k][1] for k, _ in kv[1])):
            if members[0][1] is None:
                continue
            sat = _Saturation(c, moved, key, [(c.parts[k], st) for k, st in members])
            turns: tuple[tuple[int, Optional[int]], ...] = ((ia, ib), (ib, ia)) if ib is not None else ((ia, ib),)
            fits = [o for o in turns if _b_options(c, sat.options, *o) is not None]
            if not fits:
                continue
            if shape is None:
                try:
                    shape = _polygon(c, ia, ib) if ib is not None else (c.features[ia].cap - 1, 0,
                                                                        c.features[ia].cap - 1)
                except _Unbounded:
                    shape = None
                if shape is None:
                    return None
            c1, c2, c12 = shape
            best: Optional[tuple[int, int, Optional[int], int, int]] = None
            for gi, wi in fits:
                g_cap, w_cap = (c1, c2) if gi == ia else (c2, c1)
                band = c12 - g_cap if c12 < g_cap + w_cap else 0
                if best is None or band < best[0]:
                    best = (band, gi, wi, g_cap, w_cap)
            assert best is not None
            _, gi, wi, g_cap, w_cap = best
            taken = {k for k, _ in members}
            s_parts = [part for k, part in enumerate(c.parts) if k not in taken]
            sweep = cls(c, gi, wi, g_cap, w_cap, c12, (sat.options, sat.classes), s_parts, sat)
            try:
                sweep.b_options()
                sweep.few = sat.vectors(sweep)
                if len(sweep.few) > MAX_FEW // 20:
                    continue  # each S state would take them all in turn
            except _Unbounded:
                continue
            return sweep
        return None

    # -- helpers ---------------------------------------------------------------------------
    def narrow(self, d) -> tuple:
        """A state or delta without its two cost totals."""
        d = list(d)
        d[self.gi] = 0
        if self.wi is not None:
            d[self.wi] = 0
        return tuple(d)

    def w_of(self, d) -> int:
        return d[self.wi] if self.wi is not None else 0

    def combine(self, a, b):
        key = (a, b)
        if key not in self._combined:
            self._combined[key] = b if a == self.space.zero else a if b == self.space.zero else self.space.combine(a, b)
        return self._combined[key]

    def legal(self, key_s, key_t) -> bool:
        k = (key_s, key_t)
        if k not in self._legal:
            s = self.combine(key_s, key_t)
            self._legal[k] = s is not None and self.space.legal_rules(s)
        return self._legal[k]

    def g_top(self, w: int) -> int:
        """The most g payable along with w (w <= c2)."""
        return min(self.c1, self.c12 - w)

    # -- S: the other factors, creature by creature ------------------------------------------
    def build_s(self) -> tuple[dict, int]:
        """{(narrow state, w): packed integer over g} and the slot width in bits."""
        bits = sum(n * sum(poly.values()).bit_length() for poly, n in self.s_parts) + 1
        width = (bits + 7) // 8 * 8
        masks: dict = {}

        def mask(top):
            if top not in masks:
                masks[top] = (1 << ((top + 1) * width)) - 1
            return masks[top]

        rows = {(self.space.zero, 0): 1}
        self.constant = 1
        for poly, n in self.s_parts:
            if len(poly) == 1 and self.space.zero in poly:
                self.constant *= poly[self.space.zero] ** n
                continue
            opts = [(self.narrow(d), d[self.gi] * width, self.w_of(d), m) for d, m in poly.items()]
            for _ in range(n):
                self.space.check_time()
                new: dict = defaultdict(int)
                for r, ((key, w), row) in enumerate(rows.items()):
                    if r % 64 == 63:
                        self.space.check_time()
                    for kd, shift, dw, m in opts:
                        k2 = self.combine(key, kd)
                        w2 = w + dw
                        if k2 is None or w2 > self.c2:
                            continue
                        v = row << shift if shift else row
                        if m != 1:
                            v *= m
                        if shift or dw:
                            v &= mask(self.g_top(w2))
                        if v:
                            new[(k2, w2)] += v
                rows = new
        return rows, width

    # -- B: the biggest group, row by row of w ---------------------------------------------
    def b_options(self) -> None:
        """B's options: the inner one, the outer one and the combinations of the bounded ones."""
        c = self.space
        options, classes = self.group
        iota, omega, bounded = _b_options(c, options, self.gi, self.wi)
        self.dg, self.m_iota = iota[0][self.gi], iota[1]
        if omega is None:
            self.dw_o = self.dg_o = 0
            self.m_o, self.omega_keys = 1, [c.zero]
        else:
            d, self.m_o = omega
            self.dw_o, self.dg_o = self.w_of(d), d[self.gi]
            self.omega_keys = [c.zero]
            step = self.narrow(d)
            while len(self.omega_keys) <= self.c2 // self.dw_o:
                nxt = self.combine(self.omega_keys[-1], step)
                if nxt is None:
                    break
                self.omega_keys.append(nxt)
        # the bounded options' combinations: (narrow state, counts' sum, weight / sum!)
        combos = [(c.zero, 0, 1, 1)]  # key, members, prod m^k, prod k!
        for d, m in bounded:
            step = self.narrow(d)
            out = []
            for key, r, weight, f in combos:
                k, cur = 0, key
                while cur is not None:
                    out.append((cur, r + k, weight * m ** k, f * math.factorial(k)))
                    k += 1
                    if k > MAX_BOUNDED:
                        raise _Unbounded
                    cur = self.combine(cur, step)
            combos = out
            if len(combos) > MAX_COMBOS:
                raise _Unbounded
        self.combos = combos

    def b_setup(self) -> None:
        """e_r and V_0 (see b_rows)."""
        c = self.space
        classes = self.group[1]
        combos = self.combos
        k_max = self.c1 // self.dg
        r0_max = len(self.omega_keys) - 1 + max(r for _, r, _, _ in combos)
        self.members = sum(n for _, n in classes)
        r_max = min(k_max + r0_max, self.members)
        e = _power_series(classes, r_max, c)
        e += [0] * (k_max + r0_max + 1 - len(e))
        m = self.m_iota
        self.v0 = [x * m ** k if x else 0 for k, x in enumerate(e)]

    def b_rows(self):
        """(w, narrow state at the caps, [(g, B's value)]), rows by increasing w. B's value at
        g = g0 + k dg is factor * V_r0(k), V_r0(k) = e_(r0+k) C(r0+k, k) m^k for r0 members
        on the other options."""
        vs = {0: self.v0}
        top = 0
        m = self.m_iota
        for kw, wkey in enumerate(self.omega_keys):
            w, g0 = kw * self.dw_o, kw * self.dg_o
            if w > self.c2 or g0 > self.c1 or g0 + w > self.c12 or kw > self.members:
                return
            self.space.check_time()
            for key, r, weight, fact in self.combos:
                key = self.combine(wkey, key)
                if key is None:
                    continue
                r0 = kw + r
                if r0 > self.members:
                    continue  # more members on these options than the group has
                while top < r0:  # V_(r+1)(k) = V_r(k+1) (k+1) / ((r+1) m)
                    prev = vs[top]
                    den = (top + 1) * m
                    vs[top + 1] = [x * (k + 1) // den if x else 0 for k, x in enumerate(prev[1:], 0)]
                    top += 1
                factor = math.factorial(r0) // (math.factorial(kw) * fact) * self.m_o ** kw * weight
                last = min((self.c1 - g0) // self.dg, (self.c12 - w - g0) // self.dg, self.members - r0)
                entries = [(g0 + k * self.dg, x * factor if factor != 1 else x)
                           for k, x in enumerate(vs[r0][:last + 1]) if x]
                yield w, self.saturated(key), entries
            for r in [r for r in vs if r <= kw and r != top]:
                del vs[r]

    # -- the sum ---------------------------------------------------------------------------
    def run(self) -> int:
        self.b_setup()
        rows, width = self.build_s()
        nb = width // 8
        by_w: dict = defaultdict(list)
        for (key, w), row in rows.items():
            by_w[w].append((key, row))
        size = (self.c12 if self.diagonal else self.c1) + 1
        diag: dict = {}  # narrow state -> running sums along g + w (or g), rows w <= beta
        b_iter = self.b_rows()
        pending = next(b_iter, None)
        band = _Band(self) if self.diagonal and self.c12 > self.c1 else None
        few = self.few
        total = 0
        changed, par = True, {}
        for w_s in sorted(by_w, reverse=True):
            beta = self.c2 - w_s
            while pending is not None and pending[0] <= beta:
                w, key, entries = pending
                arr = diag.get(key)
                if arr is None:
                    arr = diag[key] = [0] * size
                base = w if self.diagonal else 0
                for g, x in entries:
                    arr[base + g] += x
                changed = True
                pending = next(b_iter, None)
            self.space.check_time()
            if changed:
                par = {key: list(accumulate(arr)) for key, arr in diag.items()}
                changed = False
            lam = self.c12 - self.c1 - w_s if band is not None else 0
            cut = band.at(lam) if band is not None and lam > 0 else {}
            for key_s, row in by_w[w_s]:
                keys = [k for k in par if self.legal(key_s, k)]
                slots = list(self._slots(row, nb)) if keys or few else []
                for g_s, val in (slots if keys else ()):
                    alpha = self.c1 - g_s
                    index = self.c12 - g_s - w_s if self.diagonal else alpha
                    q = 0
                    for k in keys:
                        q += par[k][index]
                        if k in cut:
                            q -= cut[k][alpha]
                    total += val * q
                if few:
                    self.space.check_time()
                for g_s, val in (slots if few else ()):
                    for g, w, key_sat, key_true, weight in few:
                        if g_s + g > self.c1 or w_s + w > self.c2 or g_s + g + w_s + w > self.c12:
                            continue
                        now, then = self.legal(key_s, key_true), self.legal(key_s, key_sat)
                        if now != then:
                            total += val * weight * (1 if now else -1)
        return total * self.constant

    @staticmethod
    def _slots(row: int, nb: int):
        data = row.to_bytes((row.bit_length() + 7) // 8, "little")
        for g_s in range((len(data) + nb - 1) // nb):
            val = int.from_bytes(data[g_s * nb:(g_s + 1) * nb], "little")
            if val:
                yield g_s, val

    def saturated(self, key):
        """A B row's narrow state with the attacker-count aggregates at their caps."""
        if self.saturation is None or self.saturation.key is None or key is None:
            return key
        return self.combine(key, self.saturation.key)


class _Band:
    """T(alpha): B's mass on g > alpha, g + w <= alpha + lam (so w < lam), the states a prefix
    sum along g + w takes in though g + g_s passes c1 (alpha = c1 - g_s, lam = c12 - c1 - w_s).
    T(alpha) - T(alpha - 1) = diag[alpha + lam] - col[alpha] over the rows w < lam, and
    T(-1) is the mass on g + w < lam."""

    def __init__(self, sweep: TwoCostSweep):
        self.s = sweep
        self.rows = sweep.b_rows()
        self.pending = next(self.rows, None)
        self.diag: dict = {}
        self.col: dict = {}
        self.cache: dict = {}

    def at(self, lam: int) -> dict:
        if lam in self.cache:
            return self.cache[lam]
        s = self.s
        while self.pending is not None and self.pending[0] < lam:
            w, key, entries = self.pending
            d = self.diag.setdefault(key, [0] * (s.c12 + 1))
            col = self.col.setdefault(key, [0] * (s.c1 + 1))
            for g, x in entries:
                d[g + w] += x
                col[g] += x
            self.pending = next(self.rows, None)
        out = {}
        for key, d in self.diag.items():
            col = self.col[key]
            t = sum(d[:lam])
            arr = []
            for alpha in range(s.c1 + 1):
                t += d[alpha + lam] - col[alpha]
                arr.append(t)
            out[key] = arr
        self.cache = {lam: out}
        return out


def _strip(c, poly, moved):
    """(options without the attacker-count aggregates, the aggregates every attack moves,
    options that change nothing then, options that change nothing at all) for one class, or
    None when its attacks move those aggregates differently."""
    parts = {tuple(d[i] for i in moved) for d in poly if d != c.zero}
    if len(parts) > 1:
        return None
    tau = parts.pop() if parts else tuple(0 for _ in moved)
    stripped, free = [], 0
    for d, m in poly.items():
        if d == c.zero:
            continue
        d = list(d)
        for i in moved:
            d[i] = 0
        d = tuple(d)
        if d == c.zero:
            free += m
        else:
            stripped.append((d, m))
    return tuple(sorted(stripped)), tau, free


class _Saturation:
    """Aggregates every attack moves alike and that stop at a cap: the attacker total behind
    "can't attack alone" and "unless N others attack" (508.1c), the flags of such creatures.
    B is summed as if they had reached their caps (its free attacks then change nothing and
    join the options that change nothing); the few ways its members take fewer attacks than
    that needs are corrected one by one."""

    def __init__(self, c, moved, key, members):
        self.options, tau = key
        # per class: (original options that change something, members, options changing nothing)
        self.original = [([(d, m) for d, m in poly.items() if d != c.zero], n, poly.get(c.zero, 0))
                         for (poly, n), _ in members]
        self.classes = [(poly.get(c.zero, 0) + free, n) for (poly, n), (_, _, free) in members]
        state, reach = list(c.zero), 0
        for i, v in zip(moved, tau):
            f = c.features[i]
            if v:
                state[i] = f.cap
                reach = max(reach, -(-f.cap // v))
        self.key = tuple(state) if reach else None  # the narrow state of the aggregates at their caps
        self.reach = reach  # attacks it takes to get there

    def vectors(self, sweep) -> list:
        """(g, w, narrow state at the caps, narrow state as summed, weight) for every way B's
        members take fewer than `reach` attacks: per class C(n, j) z^(n-j) j!/prod k! prod m^k,
        z its options that change nothing at all (with z = 0 every member attacks)."""
        if self.key is None:
            return []
        c = sweep.space
        out = []
        # attacks the classes from ci on must make: all their members where z = 0
        forced = [0] * (len(self.original) + 1)
        for ci in range(len(self.original) - 1, -1, -1):
            _, n, z = self.original[ci]
            forced[ci] = forced[ci + 1] + (n if z == 0 else 0)
        nodes = [0]

        def per_class(ci, state, j, weight):
            if ci == len(self.original):
                if state is not None:
                    true = sweep.narrow(state)
                    out.append((state[sweep.gi], sweep.w_of(state), sweep.saturated(true), true, weight))
                return
            if j + forced[ci] >= self.reach:
                return  # every such way has weight 0
            options, n, z = self.original[ci]

            def per_option(oi, state, jc, w, fact):
                nodes[0] += 1
                if nodes[0] > MAX_FEW:
                    raise _Unbounded
                if oi == len(options):
                    if jc <= n and (z or jc == n):
                        per_class(ci + 1, state, j + jc,
                                  weight * w * math.comb(n, jc) * z ** (n - jc) * math.factorial(jc) // fact)
                    return
                d, m = options[oi]
                k = 0
                while j + jc + k < self.reach and state is not None:
                    per_option(oi + 1, state, jc + k, w * m ** k, fact * math.factorial(k))
                    k += 1
                    state = c.combine(state, d)

            per_option(0, state, 0, 1, 1)

        per_class(0, c.zero, 0, 1)
        return [v for v in out if v[4]]


class _Unbounded(Exception):
    pass


def _b_options(c: StateSpace, options: Any, gi: int, wi: Optional[int]) -> Any:
    """(inner option, outer option or None, bounded options) when the group fits the sweep:
    one option raises only g (its count is the inner index), at most one raises w, every
    other one raises neither and is capped by a pruning aggregate."""
    iota, omega, bounded = [], [], []
    for d, m in options:
        if wi is not None and d[wi]:
            omega.append((d, m))
        elif d[gi]:
            if any(v for i, v in enumerate(d) if i != gi):
                return None
            iota.append((d, m))
        else:
            if not any(v and f.prune for v, f in zip(d, c.features)):
                return None
            bounded.append((d, m))
    if len(iota) != 1 or len(omega) > 1:
        return None
    return iota[0], (omega[0] if omega else None), bounded


def _polygon(c, ia: int, ib: int):
    """(c1, c2, c12) when the payable cost totals (g, w) of the two symbols are exactly
    g <= c1, w <= c2, g + w <= c12; checked at every w."""
    sym_a, sym_b = c.symbols
    groups = c.sources({})
    cache: dict = {}
    models = [0]

    def payable(g: int, w: int) -> bool:
        if (g, w) not in cache:
            cost = ManaCost.from_symbols({sym_a: g, sym_b: w})
            ok = plain_payable(cost, groups, c.ctx.pool, c.ctx.life)
            if ok is None:
                models[0] += 1
                if models[0] > MAX_PAYMENT_MODELS:
                    raise _Unbounded  # too slow to read this way: the products count
                ok = c.payable(cost, {})
            cache[(g, w)] = ok
        return cache[(g, w)]

    def top(f, hi: int) -> int:
        lo = 0
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if f(mid):
                lo = mid
            else:
                hi = mid - 1
        return lo

    if not payable(0, 0):
        return None
    c1 = top(lambda g: payable(g, 0), c.features[ia].cap - 1)
    c2 = top(lambda w: payable(0, w), c.features[ib].cap - 1)
    tops = []
    g = c1
    for w in range(c2 + 1):
        c.check_time()
        while g > 0 and not payable(g, w):
            g -= 1
        tops.append(g)
    c12 = tops[-1] + c2
    if any(t != min(c1, c12 - w) for w, t in enumerate(tops)):
        return None
    return c1, c2, c12  # the walk finds each top: payment is monotone (pay_prune)


def _power_series(classes, r_max: int, c) -> list:
    """e_0 .. e_r_max with sum e_r L^r = prod over classes of (a + L)^n.

    Classes with the same a are one power; a = 0 shifts the series by n. For the rest,
    E = prod (a + L)^N satisfies P E' = Q E with P = prod (a + L) and
    Q = sum N prod over the other b of (b + L), a recurrence of a few terms per e_r with
    small multipliers."""
    powers: dict = {}
    for a, n in classes:
        powers[a] = powers.get(a, 0) + n
    shift = powers.pop(0, 0)
    if shift > r_max:
        return [0] * (r_max + 1)
    p = [1]  # prod (a + L)
    for a in powers:
        p = _poly_times(p, [a, 1])
    q = [0] * max(len(p) - 1, 1)
    for a, n in powers.items():
        others = [1]
        for b in powers:
            if b != a:
                others = _poly_times(others, [b, 1])
        for i, x in enumerate(others):
            q[i] += n * x
    e = [math.prod(a ** n for a, n in powers.items())]
    p0 = p[0]
    for r in range(r_max - shift):
        if r % 64 == 0:
            c.check_time()
        # p0 (r+1) e_(r+1) = sum_i q_i e_(r-i) - sum_(i>=1) p_i (r-i+1) e_(r-i+1)
        acc = 0
        for i, qi in enumerate(q):
            if r - i < 0:
                break
            acc += qi * e[r - i]
        for i in range(1, len(p)):
            if r - i + 1 < 0:
                break
            acc -= p[i] * (r - i + 1) * e[r - i + 1]
        e.append(acc // (p0 * (r + 1)))
    return [0] * shift + e


def _poly_times(p: list, q: list) -> list:
    out = [0] * (len(p) + len(q) - 1)
    for i, x in enumerate(p):
        for j, y in enumerate(q):
            out[i + j] += x * y
    return out
