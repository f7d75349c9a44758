"""The plain encoding of M (508.1d): a baseline for the benchmarks only.

It is the textbook model and deliberately nothing more: one Boolean x[c, d] per eligible
creature and cost-free legal defender, at most one defender per creature, one Boolean per
requirement instance tied to the x's by a reified constraint (AddMaxEquality, i.e. "obeyed
iff the creature attacks a satisfying defender"; a group requirement fully reified on its
column), the group restrictions reified on "c attacks", and CP-SAT with one worker and
default parameters (so the default linearization level). No classes of interchangeable
creatures, no symmetry breaking, no LP tuning.

The facts (eligibility, defenders, pair restrictions, costs, requirement instances) come
from `Context`, the same as the real solver, so only the encoding differs.
"""

from __future__ import annotations

from typing import Any, Optional

from ortools.sat.python import cp_model

from .context import Context
from .effects.base import Aggregate
from .model import ModelEncoding
from .params import new_model, status_of


def _context(board: Any) -> Context:
    if isinstance(board, Context):
        return board
    ctx = getattr(board, "context", None)  # an attackcheck.Board
    if isinstance(ctx, Context):
        return ctx
    from attackcheck.models import load_board_source, resolve_board

    return Context(resolve_board(load_board_source(board)))


class _PlainEncoding(ModelEncoding):
    """The Encoding of the effect kinds' encoders over one Boolean per creature and defender."""

    exact = True

    def __init__(self, m: cp_model.CpModel, x: dict[tuple[str, str], Any], attacks: dict[str, Any]):
        self.m = m
        self.x = x
        self.attacks = attacks

    def value(self, aggregate: Aggregate) -> Any:
        if aggregate.kind == "total":
            return sum(self.attacks.values())
        if aggregate.kind == "column":
            return sum(v for (c, d), v in self.x.items() if d in aggregate.defenders)
        if aggregate.kind == "pairs":
            return sum(v for (c, d), v in self.x.items() if c in aggregate.creatures and d in aggregate.defenders)
        return sum(a for c, a in self.attacks.items() if c in aggregate.creatures)

    def indicator(self, aggregate: Aggregate) -> Any:
        """b = OR of the Booleans that raise the aggregate (reified, the textbook way)."""
        if aggregate.kind == "column":
            lits = [v for (c, d), v in self.x.items() if d in aggregate.defenders]
        elif aggregate.kind == "pairs":
            lits = [v for (c, d), v in self.x.items() if c in aggregate.creatures and d in aggregate.defenders]
        elif aggregate.kind == "total":
            lits = list(self.attacks.values())
        else:
            lits = [a for c, a in self.attacks.items() if c in aggregate.creatures]
        b = self.m.new_bool_var("")
        if lits:
            self.m.add_max_equality(b, lits)
        else:
            self.m.add(b == 0)
        return b


def plain_model(ctx: Context) -> tuple[cp_model.CpModel, Any, dict[tuple[str, str], Any]]:
    """(model, objective expression, x) of the naive encoding of M."""
    m = new_model()
    x: dict[tuple[str, str], Any] = {}
    attacks: dict[str, Any] = {}
    for ci, (cid, info) in enumerate(ctx.creatures.items()):
        row = []
        for di, d in enumerate(info.allowed):
            if info.free(d):  # 508.1d: M is computed over declarations with no cost at all
                v = m.new_bool_var(f"x_{ci}_{di}")
                x[cid, d] = v
                row.append(v)
        a = m.new_bool_var(f"a_{ci}")
        m.add(sum(row) == a) if row else m.add(a == 0)  # at most one defender
        attacks[cid] = a

    # 508.1c restrictions on the attackers together, reified on the attacks they read
    enc = _PlainEncoding(m, x, attacks)
    for fact in ctx.group_restrictions:
        fact.encode(enc)

    # 508.1d: one Boolean per requirement instance, reified
    obeyed = []
    for ci, (cid, info) in enumerate(ctx.creatures.items()):
        for ii, inst in enumerate(info.instances):
            lits = [x[cid, d] for d in info.allowed if (cid, d) in x and d in inst.sat]
            if not lits:
                continue  # can never be obeyed at no cost
            r = m.new_bool_var(f"r_{ci}_{ii}")
            m.add_max_equality(r, lits)
            obeyed.append(r if inst.weight == 1 else inst.weight * r)
    for g in ctx.group_requirements:
        obeyed.append(g.encode(enc))
    objective = sum(obeyed) if obeyed else 0
    m.maximize(objective)
    return m, objective, x


def plain_maximum(board: Any, time_limit: Optional[float] = 20.0) -> tuple[str, Optional[int]]:
    """M by the plain encoding: (status, value).

    `board` is a board dict, a path, an attackcheck Board, or a Context. status is
    `optimal` (value = M), `feasible` (the time limit stopped the proof; value = best found,
    a lower bound of M) or `unknown` (nothing found; value None).
    """
    ctx = _context(board)
    m, _objective, _x = plain_model(ctx)
    solver = cp_model.CpSolver()  # default settings on purpose: this is the baseline
    solver.parameters.num_workers = 1
    solver.parameters.catch_sigint_signal = False
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = float(time_limit)
    st = status_of(solver.solve(m))
    if st.found:
        return str(st.value), int(round(solver.objective_value))
    return "unknown", None
