"""The aggregate state space of a count.

Legality depends on a few aggregates of a declaration, not on which creature does what: the
aggregates that restrictions on the attackers together and group requirements read (each
followed as far as its `Track` asks: exactly up to a bound, then saturated, or dropped past
a cap), the requirement deficit of 508.1d (or the obeyed instances when caps make M small),
the cost symbols of 508.1h and the mana creatures tapped by attacking (508.1f). A state is
a tuple of those values; one creature's options are the deltas it adds. Classes of
interchangeable creatures with the same options are one factor (`parts`).

count.py multiplies the factors; sweep.py sums them when two cost totals stay wide.
"""

from __future__ import annotations

import copy
import math
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any, Hashable, Optional

from attackcheck.models.mana import ManaCost, ManaOption, Symbol

from .context import Context, CreatureInfo, ability_available
from .effects.base import Aggregate
from .payment import SourceGroup, plain_payable

State = tuple[int, ...]
Poly = Counter  # State -> multiplicity


RELAXABLE = ("restrictions", "requirements", "payment")


class Timeout(Exception):
    """The count's deadline passed."""


@dataclass(frozen=True)
class Feature:
    """One aggregate of the state: values add up and reach at most `cap`; with `prune`, a
    value at the cap can never be legal (the state is dropped), else it saturates there:
    a value v >= cap is kept as cap + (v - cap) mod `mod` (mod 1: cap)."""

    name: Hashable
    cap: int
    prune: bool
    mod: int = 1

    def fold(self, v: int) -> Optional[int]:
        """The value kept for v, or None when v can never be legal."""
        if v < self.cap:
            return v
        if self.prune:
            return None
        return self.cap + (v - self.cap) % self.mod if self.mod > 1 else self.cap


def o_max(options: tuple[ManaOption, ...]) -> int:
    """The most mana one permanent's ability with these options makes in a payment (one
    tapping others for its whole cost, as often as they allow)."""
    return max((o.amount() * o.activations for o in options), default=0)


class StateSpace:
    """Aggregate states and what legality makes of them (see the module text).

    A state is dropped as soon as it can't become legal: an aggregate over its cap, a
    deficit over the slack, too few instances left to reach M (508.1d), or a cost that
    can't be paid already (508.1h: costs and tapped sources only grow)."""

    def __init__(self, ctx: Context, m_value: int, deadline: float, relax: frozenset[str] = frozenset(),
                 maxima: Optional[dict[frozenset[str], int]] = None):
        """`relax` drops rules for an upper bound (every legal declaration stays counted):
        "restrictions" (508.1c on the attackers together; group requirements then count as
        obeyed), "requirements" (508.1d) and "payment" (508.1h). `m_value` is M of 508.1d;
        with requirements that exist only if some creature attacks, `maxima` gives M of
        every pattern (m_value is the empty pattern's)."""
        unknown = set(relax) - set(RELAXABLE)
        if unknown:
            raise ValueError(f"unknown relaxation(s): {', '.join(sorted(unknown))}")
        self.ctx = ctx
        self.deadline = deadline
        self.maxima = dict(maxima) if maxima is not None else {frozenset(): m_value}
        if not ctx.conditionals:
            self.maxima = {frozenset(): m_value}
        elif len(self.maxima) < 1 << len(ctx.conditionals):  # M of every pattern, proved here
            from .check import maxima as prove
            from .params import Deadline

            proved = prove(ctx, Deadline(deadline - time.monotonic()))
            if proved is None:
                raise Timeout
            self.maxima = proved
        self.m_low = min(self.maxima.values())  # the smallest M: pruning must hold for every pattern
        m_value = max(self.maxima.values())
        self.m_value = m_value
        self.relax = frozenset(relax)
        # group restrictions (indices in ctx.group_restrictions) not judged: all of them
        # when relaxed, those reading an aggregate a derived space dropped
        self.skipped: frozenset[int] = frozenset(range(len(ctx.group_restrictions))) if "restrictions" in relax else frozenset()
        self.savings_need: Optional[int] = None  # see bounds.py: a restricted 508.1d
        self.classes: list[list[CreatureInfo]] = [[ctx.creatures[c] for c in members] for members in ctx.classes()]
        infos = [cls[0] for cls in self.classes]
        self.features: list[Feature] = []
        self.index: dict[Hashable, int] = {}

        def feature(name: Hashable, cap: int, prune: bool, mod: int = 1) -> None:
            self.index[name] = len(self.features)
            self.features.append(Feature(name, cap, prune, mod))

        # 508.1c and group requirements: each aggregate as closely as its readers ask
        self.agg_ix: dict[Aggregate, int] = {}
        for agg in ctx.aggregates if "restrictions" not in relax else ():
            tracks = [t for f in ctx.group_restrictions for a, t in zip(f.aggregates, f.tracks()) if a == agg]
            if "requirements" not in relax:
                tracks += [t for g in ctx.group_requirements for a, t in zip(g.aggregates, g.tracks()) if a == agg]
                tracks += [t for c in ctx.conditionals for a, t in zip((c.when, c.attacking), c.tracks()) if a == agg]
            if not tracks:
                continue
            most = min((t.most for t in tracks if t.most is not None), default=None)
            if most is not None:
                feature(("agg", agg), most + 1, True)
            else:
                feature(("agg", agg), max(t.exact for t in tracks), False, math.lcm(*(t.modulo for t in tracks)))
            self.agg_ix[agg] = self.index[("agg", agg)]
        total = self.agg_ix.get(Aggregate("total"))
        self.total_cap = self.features[total].cap - 1 if total is not None and self.features[total].prune else None
        self.total_ix = total
        # 508.1d: deficit = (sum of each creature's best + group instances) - obeyed
        self.indmax: dict[str, int] = {}
        for info in infos:
            self.indmax[info.id] = max([0] + [info.obeyed(d) for d in info.allowed])
        self.group_size = ctx.group_instances()
        upper = sum(self.indmax[cls[0].id] * len(cls) for cls in self.classes) + self.group_size
        # with conditional requirements, per pattern: their instances count where they exist
        self.cond_size = sum(c.size for c in ctx.conditionals)
        self.slacks = {p: upper + sum(c.size for c in ctx.conditionals if c.label in p) - m
                       for p, m in self.maxima.items()}
        self.slack = max(self.slacks.values())
        # the patterns are read off the state only while every conditional's aggregates are
        # followed (else, relaxed: the most permissive pattern's slack and M)
        self.patterned = bool(ctx.conditionals) and all(
            c.when in self.agg_ix and c.attacking in self.agg_ix for c in ctx.conditionals)
        if ctx.instance_count(frozenset(c.label for c in ctx.conditionals)) and "requirements" not in relax:
            if self.slack <= m_value:
                feature("deficit", self.slack + 1, True)  # small: prune as soon as it's too big
            else:
                feature("obeyed", m_value, False)  # caps make M small: count up to M
        # 508.1h-j: the payment
        self.symbols: list[Symbol] = []
        self.kinds: dict[Any, list[int]] = {}  # mana abilities and vigilance -> class indices (raw payment)
        self.kind_of: dict[int, int] = {}  # class index -> its kind's number
        self.rate: dict[int, int] = {}  # class index -> mana its attacker takes away (linear payment)
        self.pay_prune = False
        self._pay_cache: dict[Any, bool] = {}  # full states' payments (the model decides)
        self._partial_pay: dict[Any, bool] = {}  # partial states: can they still be paid?
        self.mode: Optional[str] = None  # linear | raw | None (nothing costs)
        if ctx.has_costs and "payment" not in relax:
            linear = self._linear_payment(infos)
            if linear is not None:
                self.mode = "linear"
                supply, self.rate = linear
                feature("demand", supply + 1, True)
            else:
                self.mode = "raw"
                self._raw_payment_features(infos, feature)
        self.zero: State = tuple(0 for _ in self.features)
        self.cost_ix = [i for i, f in enumerate(self.features)
                        if isinstance(f.name, tuple) and f.name[0] in ("cost", "tapped")]
        self.pay_ix = self.cost_ix + ([self.index["demand"]] if "demand" in self.index else [])
        self._set_parts([(self.deltas(ci), len(members)) for ci, members in enumerate(self.classes)])

    def _set_parts(self, polys: list[tuple[Poly, int]]) -> None:
        """The factors: classes with the same option polynomial are one power, the biggest
        first, while the product is still one state: every later factor is small, and a
        product costs (states so far) x (terms of the factor)."""
        merged: dict[Any, list[Any]] = {}
        for poly, n in polys:
            if n <= 0:
                continue
            key = tuple(sorted(poly.items()))
            if key in merged:
                merged[key][1] += n
            else:
                merged[key] = [poly, n]
        self.parts: list[tuple[Poly, int]] = [(p, n) for p, n in sorted(merged.values(), key=lambda pn: (-pn[1], len(pn[0])))]
        ob = self.index.get("obeyed")
        self.best = [max((s[ob] for s in poly), default=0) if ob is not None else 0 for poly, _ in self.parts]

    # -- spaces derived for bounds (bounds.py) --------------------------------------------
    def derive(self, polys: list[tuple[Poly, int]], drop: "set[int] | frozenset[int]" = frozenset(),
               replace: Optional[dict[int, Feature]] = None) -> "StateSpace":
        """A space over the same declarations' aggregates with other factors (`polys`, states of
        this space), the features `drop` removed (their rules no longer judged: dropping an
        aggregate drops every restriction on the attackers together, dropping one payment
        feature drops the payment) and features replaced (`replace`, same index)."""
        new = copy.copy(self)
        keep = [i for i in range(len(self.features)) if i not in drop]
        features = list(self.features)
        for i, f in (replace or {}).items():
            features[i] = f
        new.features = [features[i] for i in keep]
        new.index = {f.name: j for j, f in enumerate(new.features)}
        new.agg_ix = {agg: new.index[("agg", agg)] for agg in self.agg_ix if ("agg", agg) in new.index}
        new.patterned = self.patterned and all(c.when in new.agg_ix and c.attacking in new.agg_ix
                                               for c in self.ctx.conditionals)
        new.skipped = self.skipped | {k for k, f in enumerate(self.ctx.group_restrictions)
                                      if any(a not in new.agg_ix for a in f.aggregates)}
        if any(i in drop for i in self.pay_ix):
            new.mode = None
            new.symbols, new.kinds, new.kind_of, new.rate = [], {}, {}, {}
            new.pay_prune = False
        total = new.agg_ix.get(Aggregate("total"))
        new.total_ix = total
        new.total_cap = new.features[total].cap - 1 if total is not None and new.features[total].prune else None
        new.zero = tuple(0 for _ in new.features)
        new.cost_ix = [i for i, f in enumerate(new.features)
                       if isinstance(f.name, tuple) and f.name[0] in ("cost", "tapped")]
        new.pay_ix = new.cost_ix + ([new.index["demand"]] if "demand" in new.index else [])
        new._pay_cache, new._partial_pay = {}, {}
        projected = []
        for poly, n in polys:
            q: Poly = Counter()
            for st, m in poly.items():
                vec = [st[i] for i in keep]
                folded = new.normal(vec)
                if folded is not None:
                    q[folded] += m
            projected.append((q, n))
        new._set_parts(projected)
        return new

    # -- the payment, two ways ----------------------------------------------------------
    def _linear_payment(self, infos: list[CreatureInfo]) -> Optional[tuple[int, dict[int, int]]]:
        """With only generic costs (107.4b), any mana pays: the payment is "demand <= supply",
        demand being the generic symbols plus the mana of sources tapped by attacking (508.1f).
        (supply, class -> rate) or None when colors matter."""
        for info in infos:
            for d in info.allowed:
                c = info.cost[d]
                if c.colored or c.hybrid or c.twobrid or c.phyrexian or c.x:
                    return None
        if any(o.pay or o.tapping() for s in self.ctx.sources for o in s.options) or any(
                o.pay or o.tapping() for info in infos for _, opts in info.mana_abilities for o in opts):
            # an activation that costs mana (a Signet's {1}): the payment orders them; one
            # tapping other permanents (Springleaf Drum's): the payment pairs them
            return None
        supply = self._static_supply()
        rate: dict[int, int] = {}
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

    def _raw_payment_features(self, infos: list[CreatureInfo], feature: Any) -> None:
        ctx = self.ctx
        units = self._static_supply()
        units += sum(o_max(opts) * len(cls) for cls, i in zip(self.classes, infos) for _, opts in i.mana_abilities)
        keys: set[Symbol] = set()
        for info in infos:
            for d in info.allowed:
                keys |= set(info.cost[d].symbol_counts())
        self.symbols = sorted(keys, key=str)
        for key in self.symbols:
            bound = units + (max(ctx.life, 0) // 2 if key[0] == "phyrexian" else 0)
            feature(("cost", key), bound + 1, True)
        monotone = True
        for ci, info in enumerate(infos):
            if info.mana_abilities and not info.vigilance:
                self.kinds.setdefault((info.mana_abilities, info.vigilance), []).append(ci)
                for sym, _ in info.mana_abilities:
                    n = len(self.classes[ci])
                    if (ability_available(info.mana_abilities, sym, False, n, 1)
                            > ability_available(info.mana_abilities, sym, False, n, 0)):
                        monotone = False
        for k, cis in enumerate(self.kinds.values()):
            feature(("tapped", k), sum(len(self.classes[ci]) for ci in cis) + 1, False)
        self.kind_of = {ci: k for k, cis in enumerate(self.kinds.values()) for ci in cis}
        self.pay_prune = monotone  # more cost or fewer sources never helps

    # -- one creature's options -------------------------------------------------------
    def deltas(self, ci: int) -> Poly:
        info = self.classes[ci][0]
        ix = self.index
        poly: Poly = Counter()
        for d in (None,) + tuple(info.allowed):
            vec = [0] * len(self.features)
            if d is not None:
                for agg, i in self.agg_ix.items():
                    vec[i] = agg.weight(info.id, d)
                if self.mode == "linear":
                    vec[ix["demand"]] = info.cost[d].generic + self.rate.get(ci, 0)
                elif self.mode == "raw":
                    for key, n in info.cost[d].symbol_counts().items():
                        vec[ix[("cost", key)]] = n
                    if ci in self.kind_of:
                        vec[ix[("tapped", self.kind_of[ci])]] = 1
            got = info.obeyed(d)
            if "deficit" in ix:
                vec[ix["deficit"]] = self.indmax[info.id] - got
            elif "obeyed" in ix:
                vec[ix["obeyed"]] = got
            state = self.normal(vec)
            if state is not None:
                poly[state] += 1
        return poly

    def normal(self, vec: Any) -> Optional[State]:
        out = []
        for v, f in zip(vec, self.features):
            if v >= f.cap:
                w = f.fold(v)
                if w is None:
                    return None
                v = w
            out.append(v)
        return tuple(out)

    def combine(self, a: State, b: State) -> Optional[State]:
        return self.normal([x + y for x, y in zip(a, b)])

    # -- can a state still become legal? -------------------------------------------------
    def alive(self, s: State, future: int, future_best: int) -> bool:
        """`future`: the most instances the classes still to come can obey; `future_best`:
        the most one of their creatures can."""
        ix = self.index
        if "obeyed" in ix and s[ix["obeyed"]] < self.m_low:
            more = future
            if self.total_cap is not None and self.total_ix is not None:
                room = self.total_cap - s[self.total_ix]
                more = min(more, room * future_best)
            if s[ix["obeyed"]] + more + self.group_size + self.cond_size < self.m_low:
                return False
        if self.pay_prune:
            key = tuple(s[i] for i in self.cost_ix)
            ok = self._partial_pay.get(key)
            if ok is None:  # None from plain_payable: the model would decide, keep the state
                self.check_time()  # reading the sources takes a while on a big board
                ok = plain_payable(self.cost_of(s), self.sources(self.tapped(s)), self.ctx.pool, self.ctx.life) is not False
                self._partial_pay[key] = ok
            if not ok:
                return False
        return True

    def cost_of(self, s: State) -> ManaCost:
        """The total cost of a state's attackers (raw payment)."""
        return ManaCost.from_symbols({key: s[self.index[("cost", key)]] for key in self.symbols})

    def tapped(self, s: State) -> dict[int, int]:
        return {k: s[self.index[("tapped", k)]] for k in range(len(self.kinds))}

    def sources(self, tapped: dict[int, int]) -> list[SourceGroup]:
        """Mana sources once `tapped[k]` creatures of mana kind k attack (508.1f); creatures
        with vigilance and mana abilities stay sources whatever they do."""
        key = tuple(sorted(tapped.items()))
        cache = self.__dict__.setdefault("_sources", {})
        if key not in cache:
            cache[key] = self._sources_of(tapped)
        return list(cache[key])

    def _sources_of(self, tapped: dict[int, int]) -> list[SourceGroup]:
        kinds = list(self.kinds.values())
        rows: list[tuple[list[str], CreatureInfo, Any]] = [
            ([m.id for ci in kinds[k] for m in self.classes[ci]], self.classes[kinds[k][0]][0], n)
            for k, n in tapped.items()]
        rows += [([m.id for m in cls], cls[0], 0) for cls in self.classes
                 if cls[0].mana_abilities and cls[0].vigilance]
        return self.ctx.payment_groups(rows)

    # -- the final judgement on an aggregate state -----------------------------------------
    def legal_state(self, s: State) -> bool:
        if not self.legal_rules(s):
            return False
        if self.mode == "raw" and not self.payable(self.cost_of(s), self.tapped(s)):
            return False
        return True  # linear payment: "demand" never passed its cap, the supply

    def legal_rules(self, s: State) -> bool:
        """The judgement of a whole state but its payment: 508.1c (each restriction on the
        attackers together, from its aggregates) and 508.1d (the most requirements obeyed)."""
        agg_ix = self.agg_ix
        for k, f in enumerate(self.ctx.group_restrictions):
            if k not in self.skipped and not f.holds([s[agg_ix[a]] for a in f.aggregates]):
                return False
        # a group requirement whose aggregates aren't followed (relaxed) counts as obeyed
        met = sum(g.size if any(a not in agg_ix for a in g.aggregates) else g.obeyed([s[agg_ix[a]] for a in g.aggregates])
                  for g in self.ctx.group_requirements)
        short = self.group_size - met  # group instances not obeyed
        slack, m_value = self.slack, self.m_low
        if self.patterned:  # the pattern of the state's declarations, and M of it
            pattern = frozenset(c.label for c in self.ctx.conditionals if s[agg_ix[c.when]] > 0)
            slack, m_value = self.slacks[pattern], self.maxima[pattern]
            for c in self.ctx.conditionals:
                if c.label in pattern:
                    got = c.obeyed(s[agg_ix[c.attacking]])
                    met += got
                    short += c.size - got
        elif self.ctx.conditionals:  # relaxed: as if every conditional requirement were obeyed
            met += self.cond_size
        if "deficit" in self.index and s[self.index["deficit"]] + short > slack:
            return False
        if "obeyed" in self.index and s[self.index["obeyed"]] + met < m_value:  # 508.1d
            return False
        if "savings" in self.index and self.savings_need is not None and s[self.index["savings"]] < self.savings_need:
            return False
        return True

    def payable(self, cost: ManaCost, tapped: dict[int, int]) -> bool:
        from .check import solve_payment
        from .params import Deadline

        key = (cost, tuple(sorted(tapped.items())))
        if key in self._pay_cache:
            return self._pay_cache[key]
        self.check_time()
        deadline = Deadline(self.deadline - time.monotonic())
        st = solve_payment(self.ctx, cost, self.sources(tapped), deadline, plan=False).status
        if st == "unknown":
            raise Timeout
        ok = st == "paid"
        self._pay_cache[key] = ok
        return ok

    def check_time(self) -> None:
        if time.monotonic() > self.deadline:
            raise Timeout
