"""Solver parameters, statuses and deadlines, in one place (chosen by measurement, see
benchmarks/).

Every public call (check, propose, count, enumerate) makes one `Deadline` from its time
limit; every solve inside it gets what is left of that deadline, so a call never takes
much longer than its limit.
"""

from __future__ import annotations

import os
import time
from enum import Enum
from typing import Any, Optional

from ortools.sat.python import cp_model

DEFAULT_TIME_LIMIT = float(os.environ.get("ATTACKCHECK_TIME_LIMIT", "20"))
# The search for the closest witness stops here and keeps the best legal one found; the
# result says whether it was proved closest. Legality itself never depends on it.
WITNESS_TIME_LIMIT = float(os.environ.get("ATTACKCHECK_WITNESS_TIME_LIMIT", "1.5"))


class SolverModelError(RuntimeError):
    """CP-SAT found a model invalid: a bug in an encoder, never an answer."""


class SolveStatus(str, Enum):
    """CP-SAT's statuses, as ours (MODEL_INVALID raises SolverModelError instead)."""

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"

    @property
    def found(self) -> bool:
        return self in (SolveStatus.OPTIMAL, SolveStatus.FEASIBLE)


class Deadline:
    """One point in time by which a whole call must answer."""

    def __init__(self, seconds: Optional[float] = None):
        self.seconds = DEFAULT_TIME_LIMIT if seconds is None else max(0.0, float(seconds))
        self.at = time.monotonic() + self.seconds

    def left(self) -> float:
        return max(0.0, self.at - time.monotonic())

    def expired(self) -> bool:
        return time.monotonic() >= self.at

    def within(self, seconds: float) -> float:
        """At most `seconds`, and no later than the deadline."""
        return min(seconds, self.left())


def as_deadline(limit: "Deadline | float | None") -> Deadline:
    """A deadline from a deadline, a number of seconds, or None (the default limit)."""
    return limit if isinstance(limit, Deadline) else Deadline(limit)


class _Model(cp_model.CpModel):
    """CpModel without the deprecated camelCase aliases, which each new model would build
    (about a millisecond a model in ortools 9.15); this project uses snake_case only."""

    def _add_pre_pep8_methods(self) -> None:
        pass


def new_model() -> cp_model.CpModel:
    return _Model()


def new_solver(time_limit: Optional[float] = None, workers: int = 1) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    p = solver.parameters
    p.catch_sigint_signal = False  # leave Ctrl-C to the program (CLI, batch, service)
    p.max_time_in_seconds = max(0.0, DEFAULT_TIME_LIMIT if time_limit is None else time_limit)
    p.num_workers = workers
    # Identical creatures under caps are pigeonhole problems: the LP relaxation at level 2
    # proves them at once where the default search does not.
    p.linearization_level = 2
    # Measured on the benchmark families: probing and symmetry detection cost more than
    # they find on these models (classes already remove the symmetric creatures), and
    # presolve passes after the first took seconds on the mostly-distinct boards without
    # helping elsewhere.
    p.cp_model_probing_level = int(os.environ.get("ATTACKCHECK_PROBING", "0"))
    p.symmetry_level = int(os.environ.get("ATTACKCHECK_SYMMETRY", "0"))
    p.max_presolve_iterations = int(os.environ.get("ATTACKCHECK_PRESOLVE_ITERATIONS", "1"))
    p.log_search_progress = False
    return solver


_STATUS = {
    cp_model.OPTIMAL: SolveStatus.OPTIMAL,
    cp_model.FEASIBLE: SolveStatus.FEASIBLE,
    cp_model.INFEASIBLE: SolveStatus.INFEASIBLE,
    cp_model.UNKNOWN: SolveStatus.UNKNOWN,
}


def status_of(code: Any) -> SolveStatus:
    """Our status for a CP-SAT status; an invalid model is a bug and raises."""
    if code == cp_model.MODEL_INVALID:
        raise SolverModelError("CP-SAT found the model invalid (an encoder bug)")
    return _STATUS.get(code, SolveStatus.UNKNOWN)


def solve(model: cp_model.CpModel, deadline: Deadline, *, cap: Optional[float] = None,
          linearization_level: Optional[int] = None, callback: Any = None) -> tuple[SolveStatus, cp_model.CpSolver]:
    """Solve within what is left of the deadline (and at most `cap` seconds)."""
    limit = deadline.left() if cap is None else deadline.within(cap)
    solver = new_solver(limit)
    if linearization_level is not None:
        solver.parameters.linearization_level = linearization_level
    if limit <= 0:
        return SolveStatus.UNKNOWN, solver
    code = solver.solve(model, callback) if callback is not None else solver.solve(model)
    if code == cp_model.MODEL_INVALID:
        raise SolverModelError(f"CP-SAT found the model invalid (an encoder bug): {model.validate()}")
    return status_of(code), solver


# Short names.
OPTIMAL, FEASIBLE, INFEASIBLE, UNKNOWN = (SolveStatus.OPTIMAL, SolveStatus.FEASIBLE, SolveStatus.INFEASIBLE,
                                          SolveStatus.UNKNOWN)
