"""Proven bounds on the count when the exact count is not proved in time.

Every bound is the exact count of another problem over the same declarations:

- an upper bound drops rules (a relaxation): without the payment (508.1h), the requirements
  (508.1d, M kept as it is), or a restriction on the attackers together (508.1c), every
  legal declaration is still counted, so the relaxed count is at least the true one. The
  plainest relaxation drops everything but the pairs each creature may attack: the product
  of every class's options.
- a lower bound counts a subset of the legal declarations (a restriction): options are
  taken away so that a rule holds by construction and need not be followed:
  - the payment: some members of each class keep their paid options, the others attack
    only where it costs nothing, and the members keeping paid options are chosen so that
    even all of them at their dearest are payable (with a monotone payment, less cost and
    fewer tapped sources never hurt), so every declaration left pays;
  - the requirements: each class gets a ceiling beta on the deficit of its options (the
    instances a creature leaves unobeyed, against the most it could obey); with
    sum(n * beta) over the slack of 508.1d by `need`, a declaration whose options save at
    least `need` below their ceilings reaches M. The savings are followed up to `need`
    only, which is small;
  - a cap ("no more than N creatures can attack [you]"): some members keep the options
    that count towards it, at most N in all, so it holds by construction.
  The witness of M (cost-free, obeying M, breaking no restriction) is one legal
  declaration: the count is at least 1.
- an upper bound in closed form tilts every capped total (tilted_upper: Chernoff's bound,
  in exact integers): usually within a few orders of magnitude of the count, where dropping
  a rule can be hundreds off.

The bounds are computed by the same exact machinery (count.py, sweep.py) on the derived
state spaces, the cheapest first, as time allows; the best of each kind is kept. When the
lower bound meets the upper one, the count is exact. The tilted bound of each derived space
bounds its count: an attempt that can't raise the lower bound, or whose tilted bound is far
above the upper one, is skipped.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterator, Optional

from .effects.caps import Cap
from .series import MAX_RING, Series
from .space import Feature, Poly, StateSpace, Timeout

NEED_MAX = 24  # most savings (instances below the classes' ceilings) a restricted 508.1d follows
MIN_SLICE = 0.05  # seconds: no attempt gets less
UPPER_SLACK = 10 ** 6  # a relaxation whose tilted bound is this far above the best upper isn't tried
RIVAL_COST = 10  # attempts estimated within this factor of one another compete for the time left


@dataclass
class Bounds:
    """lower <= number of legal declarations <= upper, each with how it was proved."""

    lower: int
    upper: int
    lower_how: str = "the witness of M"
    upper_how: str = "every declaration the pair restrictions allow"
    tried: list[str] = field(default_factory=list)  # attempts, in order, with their outcome

    @property
    def exact(self) -> bool:
        return self.lower == self.upper


def trivial_upper(space: StateSpace) -> int:
    """Every declaration of the classes' options (an option that alone breaks a cap or can't
    be paid is never legal and isn't counted)."""
    return math.prod(sum(poly.values()) ** n for poly, n in space.parts)


# -- relaxations (upper bounds) --------------------------------------------------------------

TILT_BITS = 16  # the tilts x = a / 2^TILT_BITS of tilted_upper
TILT_STEPS = 30  # Newton steps of its optimisation


def tilted_upper(space: StateSpace, deadline: float) -> Optional[int]:
    """An upper bound by tilting every capped aggregate (Chernoff's bound, exact): a legal
    declaration has each capped total v_i at most top_i = cap_i - 1 (508.1c caps, 508.1d's
    deficit, 508.1h's costs), so for any 0 < x_i <= 1 its weight prod x_i^(v_i - top_i) is
    at least 1, and the count is at most the weighted sum over every declaration:
    prod over parts of (sum over options of m prod x_i^delta_i)^n / prod x_i^top_i. The
    other rules are dropped. x is chosen by Newton's method on the logarithm (convex), then
    rounded to a / 2^TILT_BITS; the bound itself is exact integer arithmetic, rounded up.
    None when no aggregate is capped or the deadline passes."""
    tilt = [i for i, f in enumerate(space.features) if f.prune]
    if not tilt or any(not poly for poly, _ in space.parts):
        return None
    top = [space.features[i].cap - 1 for i in tilt]
    parts = [([(tuple(s[i] for i in tilt), m) for s, m in poly.items()], n) for poly, n in space.parts]
    theta = _tilts(parts, top, deadline)
    if theta is None:
        return None
    keep = [j for j, t in enumerate(theta) if t < 0]
    if not keep:
        return None  # no tilt helps: the plain product (trivial_upper) is as good
    scale = 1 << TILT_BITS
    a = [max(1, min(scale, round(math.exp(theta[j]) * scale))) for j in keep]
    # U = prod_c S_c^n_c * prod_j a_j^E_j / 2^(TILT_BITS F_j), with
    # S_c = sum_o m a^(delta - lo) 2^(TILT_BITS (hi - delta)), E = sum n lo - top, F = sum n hi - top
    factors: list[int] = []
    expo_a = [-top[j] for j in keep]
    expo_b = [-top[j] for j in keep]
    for opts, n in parts:
        if time.monotonic() > deadline:
            return None
        lo = [min(d[j] for d, _ in opts) for j in keep]
        hi = [max(d[j] for d, _ in opts) for j in keep]
        total = 0
        for d, m in opts:
            term = m
            for k, j in enumerate(keep):
                term *= a[k] ** (d[j] - lo[k]) << (TILT_BITS * (hi[k] - d[j]))
            total += term
        factors.append(total ** n)
        for k in range(len(keep)):
            expo_a[k] += n * lo[k]
            expo_b[k] += n * hi[k]
    num = _product(factors)
    den = 1
    shift = 0
    for k in range(len(keep)):
        if expo_a[k] >= 0:
            num *= a[k] ** expo_a[k]
        else:
            den *= a[k] ** -expo_a[k]
        shift += TILT_BITS * expo_b[k]
    if shift >= 0:
        den <<= shift
    else:
        num <<= -shift
    return -(-num // den)


def _product(xs: list[int]) -> int:
    """The product of big integers, balanced (a few big multiplications instead of many)."""
    while len(xs) > 1:
        xs = [xs[i] * xs[i + 1] if i + 1 < len(xs) else xs[i] for i in range(0, len(xs), 2)]
    return xs[0] if xs else 1


def _tilts(parts: list, top: list[int], deadline: float) -> Optional[list[float]]:
    """theta <= 0 (x = e^theta) near the minimum of the convex
    f(theta) = sum n log(sum m e^(theta . delta)) - theta . top, by projected Newton steps."""
    dim = len(top)

    def evaluate(theta: list[float]) -> tuple[float, list[float], list[list[float]]]:
        value = -sum(t * h for t, h in zip(top, theta))
        grad = [-float(t) for t in top]
        hess = [[0.0] * dim for _ in range(dim)]
        for opts, n in parts:
            ws = [(d, m * math.exp(sum(t * x for t, x in zip(theta, d)))) for d, m in opts]
            z = sum(w for _, w in ws)
            value += n * math.log(z)
            mean = [sum(d[j] * w for d, w in ws) / z for j in range(dim)]
            for j in range(dim):
                grad[j] += n * mean[j]
                for k in range(j, dim):
                    c = sum(d[j] * d[k] * w for d, w in ws) / z - mean[j] * mean[k]
                    hess[j][k] += n * c
        for j in range(dim):
            for k in range(j):
                hess[j][k] = hess[k][j]
        return value, grad, hess

    theta = [0.0] * dim
    value, grad, hess = evaluate(theta)
    for _ in range(TILT_STEPS):
        if time.monotonic() > deadline:
            return None
        # coordinates held at 0 where the gradient pushes them up; Newton on the others
        free = [j for j in range(dim) if theta[j] < 0 or grad[j] > 0]
        if not free:
            break
        step = _solve([[hess[j][k] for k in free] for j in free], [-grad[j] for j in free])
        if step is None:
            step = [-grad[j] / max(hess[j][j], 1e-9) for j in free]
        t = 1.0
        while t > 1e-6:
            cand = list(theta)
            for j, s in zip(free, step):
                cand[j] = max(-40.0, min(0.0, theta[j] + t * s))
            v2, g2, h2 = evaluate(cand)
            if v2 < value - 1e-12:
                break
            t /= 2
        else:
            break
        if value - v2 < 1e-9:
            theta, value, grad, hess = cand, v2, g2, h2
            break
        theta, value, grad, hess = cand, v2, g2, h2
    return theta


def _solve(m: list[list[float]], b: list[float]) -> Optional[list[float]]:
    """Gaussian elimination with partial pivoting; None when singular."""
    n = len(b)
    rows = [list(r) + [v] for r, v in zip(m, b)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(rows[r][c]))
        if abs(rows[p][c]) < 1e-12:
            return None
        rows[c], rows[p] = rows[p], rows[c]
        for r in range(c + 1, n):
            f = rows[r][c] / rows[c][c]
            for k in range(c, n + 1):
                rows[r][k] -= f * rows[c][k]
    x = [0.0] * n
    for c in range(n - 1, -1, -1):
        x[c] = (rows[c][n] - sum(rows[c][k] * x[k] for k in range(c + 1, n))) / rows[c][c]
    return x


def feature_groups(space: StateSpace) -> dict[str, set[int]]:
    """The rules a bound may drop or restrict, each with the features that follow it."""
    groups: dict[str, set[int]] = {}
    if space.pay_ix:
        groups["payment"] = set(space.pay_ix)
    for name in ("deficit", "obeyed", "savings"):
        if name in space.index:
            groups["requirements"] = {space.index[name]}
    for agg, i in space.agg_ix.items():
        if space.features[i].prune:  # a cap; saturating aggregates are narrow anyway
            groups[f"cap {i}"] = {i}
    return groups


def relaxed(space: StateSpace, names: tuple[str, ...]) -> StateSpace:
    """The space without the rules `names` (see feature_groups): a superset of the legal
    declarations."""
    groups = feature_groups(space)
    drop: set[int] = set()
    for name in names:
        drop |= groups[name]
    return space.derive(list(space.parts), drop)


# -- restrictions (lower bounds) ---------------------------------------------------------------

def restricted_payment(space: StateSpace) -> Optional[StateSpace]:
    """Members that may pay, as many as even their dearest choices together can pay; every
    other member attacks only where it costs nothing. The payment then always succeeds and
    isn't followed. None when the payment isn't monotone (then the restriction can't be
    judged without following it)."""
    pay = space.pay_ix
    if not pay:
        return None
    if space.mode == "raw" and not space.pay_prune:
        return None
    parts = space.parts
    free = [Counter({s: m for s, m in poly.items() if all(s[i] == 0 for i in pay)}) for poly, _ in parts]
    tops = [tuple(max((s[i] for s in poly), default=0) for i in pay) for poly, _ in parts]
    # greedy by gain (log of the options gained) per unit of payment
    order = []
    for k, (poly, n) in enumerate(parts):
        full, kept = sum(poly.values()), sum(free[k].values())
        units = sum(tops[k])
        if full > kept and units > 0:
            gain = math.log(full) - (math.log(kept) if kept else -1e9)
            order.append((-gain / units, k))
    order.sort()
    budget = [0] * len(pay)
    chosen = [0] * len(parts)
    for _, k in order:
        space.check_time()
        n = parts[k][1]
        lo, hi = 0, n
        while lo < hi:  # the most members of this part that still pay together with the rest
            mid = (lo + hi + 1) // 2
            if _payable_at(space, [b + mid * t for b, t in zip(budget, tops[k])]):
                lo = mid
            else:
                hi = mid - 1
        chosen[k] = lo
        budget = [b + lo * t for b, t in zip(budget, tops[k])]
    polys: list[tuple[Poly, int]] = []
    for k, (poly, n) in enumerate(parts):
        polys.append((poly, chosen[k]))
        polys.append((free[k], n - chosen[k]))
    return space.derive(polys, set(pay))


def _payable_at(space: StateSpace, values: list[int]) -> bool:
    """Whether payment values (in the order of space.pay_ix) can all be paid together."""
    vec = list(space.zero)
    for i, v in zip(space.pay_ix, values):
        if v >= space.features[i].cap and space.features[i].prune:
            return False
        vec[i] = v
    if space.mode == "linear":
        return True  # demand under its cap, the supply
    state = space.normal(vec)
    if state is None:
        return False
    return space.payable(space.cost_of(state), space.tapped(state))


def restricted_requirements(space: StateSpace) -> Optional[StateSpace]:
    """508.1d by construction: each part's options capped at a ceiling beta of deficit, the
    savings below the ceilings followed up to `need` (see the module text)."""
    if "deficit" not in space.index or space.ctx.conditionals:
        return None  # (with conditional requirements the slack depends on the pattern)
    di = space.index["deficit"]
    if any(not poly for poly, _ in space.parts):
        return None  # a part without options: nothing is legal
    others = [i for i, f in enumerate(space.features) if f.prune and i != di]
    parts = space.parts
    levels = [sorted({s[di] for s in poly}) for poly, _ in parts]
    weight = [{lv: sum(m for s, m in poly.items() if s[di] <= lv) for lv in lv_list}
              for (poly, _), lv_list in zip(parts, levels)]
    # start from each part's best option that moves nothing else that is capped
    beta: list[int] = []
    for poly, _ in parts:
        plain = [s[di] for s in poly if all(s[i] == 0 for i in others)]
        beta.append(min(plain) if plain else min(s[di] for s in poly))
    base = space.group_size - space.slack
    # the savings are one more narrow aggregate: keep the ring of series.py small
    rest = [f.cap + (0 if f.prune else 1) for i, f in enumerate(space.features) if i != di]
    if rest:
        rest.remove(max(rest))  # the widest stays the series' variable
    need_max = max(0, min(NEED_MAX, MAX_RING // max(1, math.prod(rest)) - 1))

    def need_of(b: list[int], extra: int = 0) -> int:
        return sum(n * x for (_, n), x in zip(parts, b)) + base + extra

    # too much to save: lower the ceilings where it costs the least weight per instance
    while need_of(beta) > need_max:
        best = None
        for k, (poly, n) in enumerate(parts):
            lower = [lv for lv in levels[k] if lv < beta[k]]
            if not lower:
                continue
            lv = lower[-1]
            loss = (math.log(weight[k][beta[k]]) - math.log(weight[k][lv])) / (beta[k] - lv)
            if best is None or loss < best[0]:
                best = (loss, k, lv)
        if best is None:
            return None
        beta[best[1]] = best[2]
    # room to spare: raise the ceilings of some members where it gains the most per instance
    split: list[tuple[int, int, int]] = []  # (part, members, raised ceiling)
    room = need_max - need_of(beta)
    members = [n for _, n in parts]
    while room > 0:
        best = None
        for k in range(len(parts)):
            higher = [lv for lv in levels[k] if lv > beta[k]]
            if not higher or members[k] == 0:
                continue
            lv = higher[0]
            gain = (math.log(weight[k][lv]) - math.log(weight[k][beta[k]])) / (lv - beta[k])
            if lv - beta[k] <= room and (best is None or gain > best[0]):
                best = (gain, k, lv)
        if best is None:
            break
        _, k, lv = best
        take = min(members[k], room // (lv - beta[k]))
        split.append((k, take, lv))
        members[k] -= take
        room -= take * (lv - beta[k])
    ceilings = [(k, members[k], beta[k]) for k in range(len(parts))] + split
    need = sum(n * c for _, n, c in ceilings) + base
    polys: list[tuple[Poly, int]] = []
    for k, n, ceiling in ceilings:
        poly = parts[k][0]
        out: Poly = Counter()
        for s, m in poly.items():
            if s[di] <= ceiling:
                v = list(s)
                v[di] = ceiling - s[di]  # the savings
                out[tuple(v)] += m
        polys.append((out, n))
    if need <= 0:
        return space.derive(polys, {di})
    derived = space.derive(polys, replace={di: Feature("savings", need, False)})
    derived.savings_need = need
    return derived


def restricted_caps(space: StateSpace) -> Optional[StateSpace]:
    """Caps (508.1c) by construction: members allowed the options counting towards a capped
    aggregate, at most its cap in all; the others stay off it."""
    readers: dict[int, list[int]] = {}
    for k, f in enumerate(space.ctx.group_restrictions):
        for a in f.aggregates:
            if a in space.agg_ix:
                readers.setdefault(space.agg_ix[a], []).append(k)
    required = {space.agg_ix[a] for g in space.ctx.group_requirements for a in g.aggregates if a in space.agg_ix}
    required |= {space.agg_ix[a] for c in space.ctx.conditionals for a in (c.when, c.attacking) if a in space.agg_ix}
    caps = [i for i, ks in readers.items()
            if i not in required and space.features[i].prune
            and all(isinstance(space.ctx.group_restrictions[k], Cap) for k in ks)]
    if not caps:
        return None
    parts: list[tuple[Poly, int]] = list(space.parts)
    for i in caps:
        room = space.features[i].cap - 1
        out: list[tuple[Poly, int]] = []
        for poly, n in sorted(parts, key=lambda pn: -sum(m for s, m in pn[0].items() if s[i]) / max(1, sum(pn[0].values()))):
            top = max((s[i] for s in poly), default=0)
            off = Counter({s: m for s, m in poly.items() if s[i] == 0})
            if top == 0 or off == poly:
                out.append((poly, n))
                continue
            k = min(n, room // top)
            room -= k * top
            out.append((poly, k))
            out.append((off, n - k))
        parts = out
    return space.derive(parts, set(caps))


# -- the search ------------------------------------------------------------------------------

def candidates(space: StateSpace) -> Iterator[tuple[str, str, Callable[[], Optional[StateSpace]]]]:
    """(lower | upper, description, derivation), roughly cheapest first."""
    groups = feature_groups(space)
    names = sorted(groups, key=lambda g: -_width(space, groups[g]))  # the widest rules first
    restrictions = {"payment": restricted_payment, "requirements": restricted_requirements}
    # one rule at a time, then pairs, then all: the widest dropped or restricted first
    sizes = [1, 2] + ([len(names)] if len(names) > 2 else [])
    for size in sizes:
        for combo in _combos(names, size):
            yield "upper", "without " + " and ".join(combo), lambda c=combo: relaxed(space, c)  # type: ignore[misc]
            # caps and the payment first: the savings of 508.1d last, sized to what is left
            makers: list[Callable[[StateSpace], Optional[StateSpace]]] = (
                [restricted_caps] if any(n.startswith("cap") for n in combo) else [])
            makers += [restrictions[n] for n in ("payment", "requirements") if n in combo]
            if makers:
                yield "lower", "restricting " + " and ".join(combo), \
                    lambda ms=tuple(makers): _chain(space, ms)  # type: ignore[misc]


def _chain(space: StateSpace, makers: tuple) -> Optional[StateSpace]:
    cur: Optional[StateSpace] = space
    for make in makers:
        if cur is None:
            return None
        cur = make(cur)
    return cur


def _combos(names: list[str], size: int) -> list[tuple[str, ...]]:
    if size == 1:
        return [(n,) for n in names]
    if size == 2:
        return [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    return [tuple(names)]


def _width(space: StateSpace, features: set[int]) -> float:
    return sum(math.log(space.features[i].cap + 1) for i in features)


def estimate(space: StateSpace) -> float:
    """A rough cost of counting a space (ring products or product terms), to try the cheap
    bounds first."""
    plan = Series.plan(space)
    if plan is not None:
        degree = sum(max(s[plan.w] for s in poly) for poly, _ in space.parts)
        return plan.V * max(1, degree) * sum(len(t) for t in plan.table)
    states = math.prod(f.cap + (0 if f.prune else 1) for f in space.features)
    return float(states) * sum(n * len(poly) for poly, n in space.parts)


def bounds(space: StateSpace, deadline: float, count_space: Callable[[StateSpace], int],
           lower: int = 0) -> Bounds:
    """The best proven bounds found by `deadline` (time.monotonic()); each attempt counts a
    derived space exactly (count_space), the cheapest first, the time left shared among
    those still to try."""
    result = Bounds(lower, trivial_upper(space))
    if lower == 0:
        result.lower_how = "none"
    space.deadline = deadline  # payments read while restricting stop with the bounds
    tilted = tilted_upper(space, deadline)
    if tilted is not None:
        result.tried.append(f"upper: tilting the caps: {_digits(tilted)}")
        if tilted < result.upper:
            result.upper, result.upper_how = tilted, "tilting the caps"
    tries = []
    for kind, how, derive in candidates(space):
        if time.monotonic() >= deadline:
            break
        try:
            derived = derive()
        except Timeout:
            break
        if derived is None:
            result.tried.append(f"{kind}: {how}: not applicable")
            continue
        try:
            hint = tilted_upper(derived, deadline)  # at least the derived space's count
        except Timeout:
            break
        tries.append((estimate(derived), kind, how, derived, hint))
    tries.sort(key=lambda t: t[0])
    for k, (cost, kind, how, derived, hint) in enumerate(tries):
        if result.exact:
            break
        if _dominated(kind, hint, result):
            result.tried.append(f"{kind}: {how}: skipped (tilted: {_digits(hint or 0)})")
            continue
        left = deadline - time.monotonic()
        if left < MIN_SLICE:
            result.tried.append(f"{kind}: {how}: no time left")
            continue
        pending = [t for t in tries[k + 1:] if not _dominated(t[1], t[4], result)]
        rivals = [t for t in pending if t[0] <= RIVAL_COST * cost]
        if hint is not None and all(t[1] == kind and t[4] is not None and _no_better(kind, t[4], hint) for t in rivals):
            share = left  # the most promising of the attempts of its cost: all the time left
        else:
            share = left / max(1, min(2, len(pending) + 1))
        derived.deadline = time.monotonic() + max(MIN_SLICE, share)
        try:
            value = count_space(derived)
        except Timeout:
            result.tried.append(f"{kind}: {how}: out of time")
            continue
        result.tried.append(f"{kind}: {how}: {_digits(value)}")
        if kind == "upper" and value < result.upper:
            result.upper, result.upper_how = value, how
        elif kind == "lower" and value > result.lower:
            result.lower, result.lower_how = value, how
    if result.lower > result.upper:  # impossible unless a bound is wrong
        raise AssertionError(f"count bounds cross: {result.lower} > {result.upper} ({result.tried})")
    return result


def _dominated(kind: str, hint: Optional[int], result: Bounds) -> bool:
    """Whether an attempt can't (lower) or likely won't (upper: its tilted bound far above the
    best upper bound) improve on the bounds found."""
    if hint is None:
        return False
    if kind == "lower":
        return hint <= result.lower  # its count is at most its tilted bound
    return hint > result.upper * UPPER_SLACK


def _no_better(kind: str, other: int, hint: int) -> bool:
    return other <= hint if kind == "lower" else other >= hint


def _digits(n: int) -> str:
    return f"{n}" if n < 10 ** 12 else f"~1e{len(str(n)) - 1}"
