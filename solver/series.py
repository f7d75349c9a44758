"""Counting over one wide aggregate by a recurrence, without multiplying polynomials.

When legality hangs on one wide total (the generic mana of Propaganda and Ghostly Prison
against the supply, 107.4b; the requirement deficit of 508.1d; one cost symbol) and only
narrow aggregates besides (an attacker total saturating at 2 for "can't attack alone",
a Crawlspace column, flags), the count is the product P(y) = prod over parts of
p_c(y)^n_c, y marking the wide total and the coefficients living in the ring R of the
narrow aggregates. P satisfies the differential equation

    Pi(y) P'(y) = Sigma(y) P(y),  Pi = prod p_c,  Sigma = sum n_c p_c' prod_(c' != c) p_c',

so each coefficient P_(k+1) follows from the deg Pi previous ones with small multipliers:
the work is (wide range) x (sum of the parts' degrees) ring products, whatever the number
of creatures. Dividing by Pi_0 (the parts' options that add nothing to the wide total,
staying home among them) needs Pi_0 invertible in R: R is split into blocks where it is
triangular. A narrow aggregate that stops at a cap (pruned: values 0..cap-1) is the
truncated ring Z[t]/(t^cap); one that saturates at its cap (values 0..cap) is
Z[t]/(t^(cap+1) - t^cap), which is Z[t]/(t^cap) x Z (the second factor the sum of all
coefficients, t = 1) by a change of basis with determinant 1. In every block Pi_0's
constant term is positive (home is always an option), so the division is a triangular
solve with exact integer divisions (the true coefficients are integers).
"""

from __future__ import annotations

import math
from typing import Optional

from .space import State, StateSpace, Timeout

MIN_WIDE = 24  # a wide total narrower than this is left to the products
MAX_RING = 48  # most narrow states (product of the narrow aggregates' ranges)
MAX_EXPLICIT = 4_000_000  # most ring products for the creatures multiplied in one at a time
MAX_REVERSED = 8  # the series from its high end: at most this many times the wide range
ONE = -1  # a saturating aggregate's coordinate in its "sum of all" factor


class Series:
    """The count of a space by the recurrence of the module text, or `plan` says None."""

    def __init__(self, space: StateSpace, wide: int):
        self.space = space
        self.w = wide
        self.V = space.features[wide].cap  # wide values 0 .. V-1 (pruned at the cap)
        self.trunc = self.V  # coefficients computed (the high end needs them all)
        self.narrow = [i for i in range(len(space.features)) if i != wide]
        feats = space.features
        self.sat = [feats[i].prune is False for i in self.narrow]
        self.dims = [feats[i].cap for i in self.narrow]  # nilpotent coordinates 0 .. cap-1
        # blocks: per saturating aggregate, its truncated part (0) or its sum (ONE)
        modes: list[tuple[int, ...]] = [()]
        for s, d in zip(self.sat, self.dims):
            modes = ([m + (0,) for m in modes] if d else []) + ([m + (ONE,) for m in modes] if s else [])
        self.blocks: list[tuple[tuple[int, ...], list[tuple[int, ...]]]] = []  # (mode, coordinates)
        self.flat: dict[tuple[int, ...], int] = {}  # extended coordinate -> flat index
        for mode in modes:
            coords: list[tuple[int, ...]] = [()]
            for j, m in enumerate(mode):
                rng = [ONE] if m == ONE else list(range(self.dims[j]))
                coords = [c + (v,) for c in coords for v in rng]
            coords.sort(key=lambda c: sum(v for v in c if v != ONE))
            for c in coords:
                self.flat[c] = len(self.flat)
            self.blocks.append((mode, coords))
        self.size = len(self.flat)
        # products of basis elements: flat a, flat b -> flat c (truncated; ONE x ONE = ONE)
        self.table: list[list[tuple[int, int]]] = [[] for _ in range(self.size)]
        for _, coords in self.blocks:
            for a in coords:
                for b in coords:
                    prod: list[int] = []
                    ok = True
                    for j, (x, y) in enumerate(zip(a, b)):
                        if x == ONE:
                            prod.append(ONE)
                            continue
                        if x + y >= self.dims[j]:
                            ok = False
                            break
                        prod.append(x + y)
                    if ok:
                        self.table[self.flat[a]].append((self.flat[b], self.flat[tuple(prod)]))
        self.by_b: list[list[tuple[int, int]]] = [[] for _ in range(self.size)]  # b -> (a, a*b)
        for ia, row in enumerate(self.table):
            for ib, ic in row:
                self.by_b[ib].append((ia, ic))
        # the block origins (constant terms)
        self.origin = [self.flat[tuple(ONE if m == ONE else 0 for m in mode)] for mode, _ in self.blocks]

    @classmethod
    def plan(cls, space: StateSpace) -> "Optional[Series]":
        feats = space.features
        if not feats or any(f.mod > 1 for f in feats):
            return None
        wide = max(range(len(feats)), key=lambda i: (feats[i].prune, feats[i].cap))
        if not feats[wide].prune or feats[wide].cap < MIN_WIDE:
            return None
        ring = math.prod(f.cap + (0 if f.prune else 1) for i, f in enumerate(feats) if i != wide)
        if ring > MAX_RING:
            return None
        if any(s[wide] < 0 for poly, _ in space.parts for s in poly):
            return None
        if any(not poly for poly, _ in space.parts):
            return None  # a part with no option: the products say 0
        return cls(space, wide)

    # -- ring elements: flat lists ---------------------------------------------------------
    def element(self, states: dict[State, int]) -> list[int]:
        """A narrow polynomial (narrow state -> multiplicity) in block coordinates."""
        out = [0] * self.size
        for st, m in states.items():
            for mode, _ in self.blocks:
                coord = []
                for j, i in enumerate(self.narrow):
                    v = st[i]
                    if mode[j] == ONE:
                        coord.append(ONE)
                    elif v >= self.dims[j]:
                        break  # a saturated value isn't in the truncated part
                    else:
                        coord.append(v)
                else:
                    out[self.flat[tuple(coord)]] += m
        return out

    def mul(self, a: list[int], b: list[int]) -> list[int]:
        out = [0] * self.size
        self.add_mul(out, a, b)
        return out

    def add_mul(self, out: list[int], a: list[int], b: list[int]) -> None:
        table = self.table
        for ia, x in enumerate(a):
            if x:
                for ib, ic in table[ia]:
                    y = b[ib]
                    if y:
                        out[ic] += x * y

    def power(self, a: list[int], n: int) -> list[int]:
        result = [0] * self.size
        for o in self.origin:
            result[o] = 1
        while n:
            if n & 1:
                result = self.mul(result, a)
            n >>= 1
            if n:
                a = self.mul(a, a)
        return result

    def solve(self, pi0: list[int], rhs: list[int]) -> list[int]:
        """x with pi0 * x = rhs (block by block, triangular, exact divisions)."""
        x = [0] * self.size
        for (mode, coords), o in zip(self.blocks, self.origin):
            c0 = pi0[o]
            if c0 <= 0:
                raise ArithmeticError("the constant term is not invertible")
            # rhs[c] = sum over a + b = c of pi0[a] x[b]; coordinates in increasing order
            acc = {self.flat[c]: rhs[self.flat[c]] for c in coords}
            for c in coords:
                ic = self.flat[c]
                q, r = divmod(acc[ic], c0)
                if r:
                    raise ArithmeticError("inexact division")
                x[ic] = q
                if q:
                    for ia, it in self.by_b[ic]:  # every later target a * c
                        if ia != o and pi0[ia]:
                            acc[it] -= pi0[ia] * q
        return x

    # -- the count --------------------------------------------------------------------------
    def run(self) -> int:
        space = self.space
        w = self.w
        # p_c = t^a_c q_c, a_c the least value of each narrow aggregate over the part's
        # options (an attacker total when home is no option): q_c's constant term is then
        # invertible where p_c's isn't, and t^(sum n_c a_c) multiplies the product at the end
        # (likewise y^b_c: a part whose every option adds to the wide total, such as a mana
        # creature that can't stay home, 508.1f)
        parts = []
        shift = [0] * len(self.narrow)
        lift = 0
        for poly, n in space.parts:
            low = [min(st[i] for st in poly) for i in self.narrow]
            base = min(st[w] for st in poly)
            lift += n * base
            moved: dict[State, int] = {}
            for st, m in poly.items():
                v = list(st)
                for j, i in enumerate(self.narrow):
                    v[i] -= low[j]
                v[w] -= base
                moved[tuple(v)] = moved.get(tuple(v), 0) + m
            for j in range(len(shift)):
                shift[j] += n * low[j]
            deg = max(st[w] for st in moved)
            parts.append(([self.element({st: m for st, m in moved.items() if st[w] == k}) for k in range(deg + 1)], n))
        self.shift = shift
        if lift >= self.V:
            return 0  # every declaration's wide total is past its cap
        # from the low end (home adds nothing to a cost total), else from the high end (home
        # leaves the most instances unobeyed, 508.1d): the end whose coefficients invert
        P = self._from_low(parts)
        if P is None:
            P = self._from_high(parts)
        if P is None:
            raise ArithmeticError("no end of the series has an invertible constant term")
        if any(self.shift):
            P = [self._shifted(e) for e in P]
        if lift:
            P = [[0] * self.size for _ in range(lift)] + P[:self.V - lift]
        return self._judge(P)

    def _shifted(self, e: list[int]) -> list[int]:
        """e times t^shift: truncated coordinates move up (past the truncation they vanish),
        a saturating aggregate's sum (t = 1) stays."""
        out = [0] * self.size
        for c, i in self.flat.items():
            if not e[i]:
                continue
            to = []
            for j, v in enumerate(c):
                if v == ONE:
                    to.append(ONE)
                elif v + self.shift[j] >= self.dims[j]:
                    break
                else:
                    to.append(v + self.shift[j])
            else:
                out[self.flat[tuple(to)]] += e[i]
        return out

    def _invertible(self, e: list[int]) -> bool:
        return all(e[o] > 0 for o in self.origin)

    def _from_low(self, parts: list) -> Optional[list[list[int]]]:
        polys: list = []
        explicit: list = []  # parts whose options all move a truncated aggregate
        for coeffs, n in parts:
            (polys if self._invertible(coeffs[0]) else explicit).append((coeffs, n))
        pairs = sum(len(t) for t in self.table)
        if sum(n * len(c) for c, n in explicit) * self.V * pairs > MAX_EXPLICIT:
            return None
        self.trunc = self.V
        P = self._series(polys)
        for coeffs, n in explicit:  # multiplied in one creature at a time
            for _ in range(n):
                self.space.check_time()
                P = self._pmul(P, coeffs)
        return P

    def _from_high(self, parts: list) -> Optional[list[list[int]]]:
        """The reversed polynomials z^deg p(1/z): their product's coefficients from the top
        degree D down to D - V + 1 are P's from 0 to V - 1 (all D + 1 of them computed)."""
        if not all(self._invertible(coeffs[-1]) for coeffs, _ in parts):
            return None
        top = sum(n * (len(coeffs) - 1) for coeffs, n in parts)
        if top + 1 > MAX_REVERSED * self.V:
            return None
        self.trunc = top + 1
        Q = self._series([(coeffs[::-1], n) for coeffs, n in parts])
        Q += [[0] * self.size for _ in range(top + 1 - len(Q))]
        return [Q[top - k] if top - k >= 0 else [0] * self.size for k in range(self.V)]

    def _series(self, polys: list) -> list[list[int]]:
        """prod p_c^n_c truncated at the wide cap, by the recurrence."""
        space = self.space
        V = self.trunc
        # Pi = prod p_c; Sigma = sum n_c p_c' prod_(c' != c) p_c', built part by part:
        # Sigma_c = Sigma_(c-1) p_c + n_c p_c' Pi_(c-1)
        one = [0] * self.size
        for o in self.origin:
            one[o] = 1
        pi: list[list[int]] = [one]
        sigma: list[list[int]] = []
        for coeffs, n in polys:
            space.check_time()
            deriv = [[n * k * x for x in coeffs[k]] for k in range(1, len(coeffs))]
            sigma = self._padd(self._pmul(sigma, coeffs), self._pmul(pi, deriv))
            pi = self._pmul(pi, coeffs)
        p0 = one
        for coeffs, n in polys:
            space.check_time()
            p0 = self.mul(p0, self.power(coeffs[0], n))
        P = [p0]
        pi0 = pi[0]
        # per offset i = k - j, the sparse terms of Sigma_i - j Pi_(i+1): (b, a*b, s_a, p_a)
        offsets: list[list[tuple[int, int, int, int]]] = []
        zero = [0] * self.size
        for i in range(max(len(sigma), len(pi) - 1)):
            s_i = sigma[i] if i < len(sigma) else zero
            p_i = pi[i + 1] if i + 1 < len(pi) else zero
            offsets.append([(ib, ic, s_i[ia], p_i[ia]) for ia in range(self.size) if s_i[ia] or p_i[ia]
                            for ib, ic in self.table[ia]])
        for k in range(V - 1):
            if k % 16 == 0:
                space.check_time()
            # Pi_0 (k+1) P_(k+1) = sum_j (Sigma_(k-j) - j Pi_(k+1-j)) P_j
            rhs = [0] * self.size
            for i in range(min(k + 1, len(offsets))):
                j = k - i
                pj = P[j]
                for ib, ic, sa, pa in offsets[i]:
                    y = pj[ib]
                    if y:
                        x = sa - j * pa
                        if x:
                            rhs[ic] += x * y
            solved = self.solve(pi0, rhs)
            q = []
            for v in solved:
                d, r = divmod(v, k + 1)
                if r:
                    raise ArithmeticError("inexact division by k + 1")
                q.append(d)
            P.append(q)
        return P

    def _padd(self, a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
        out = [list(x) for x in a] + [[0] * self.size for _ in range(max(0, len(b) - len(a)))]
        for k, e in enumerate(b):
            out[k] = [x + y for x, y in zip(out[k], e)]
        return out

    def _pmul(self, a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
        """Product of two polynomials in y with ring coefficients, truncated at the wide cap."""
        if not a or not b:
            return []
        out = [[0] * self.size for _ in range(min(self.trunc, len(a) + len(b) - 1))]
        for i, x in enumerate(a):
            for j, y in enumerate(b):
                if i + j < len(out):
                    self.add_mul(out[i + j], x, y)
        return out

    def _judge(self, P: list[list[int]]) -> int:
        """Sum of the coefficients of legal states: block coordinates back to narrow values
        (a saturated value = the block sum less the truncated values), then 508.1 on each."""
        space = self.space
        total = 0
        for k, elem in enumerate(P):
            if k % 64 == 0:
                space.check_time()
            values: dict[tuple[int, ...], int] = {c: elem[i] for c, i in self.flat.items() if elem[i]}
            for j, is_sat in enumerate(self.sat):
                if not is_sat:
                    continue
                cap = self.dims[j]
                out: dict[tuple[int, ...], int] = {}
                for c, v in values.items():
                    if c[j] == ONE:
                        rest = v - sum(values.get(c[:j] + (t,) + c[j + 1:], 0) for t in range(cap))
                        if rest:
                            out[c[:j] + (cap,) + c[j + 1:]] = rest
                    else:
                        out[c] = out.get(c, 0) + v
                values = {c: v for c, v in out.items() if v}
            for c, v in values.items():
                state = [0] * len(space.features)
                state[self.w] = k
                for j, i in enumerate(self.narrow):
                    state[i] = c[j]
                if space.legal_state(tuple(state)):
                    total += v
        return total


def series_count(space: StateSpace) -> Optional[int]:
    """The count by the recurrence when the space has one wide total, else None."""
    plan = Series.plan(space)
    if plan is None:
        return None
    try:
        return plan.run()
    except ArithmeticError:
        return None  # not invertible after all: the products count


__all__ = ["Series", "series_count", "Timeout"]
