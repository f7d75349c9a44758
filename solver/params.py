"""Solver parameters, statuses and deadlines, in one place (chosen by measurement, see
benchmarks/).

Every public call (check, propose, count, enumerate) makes one `Deadline` from its time
limit; every solve inside it gets what is left of that deadline, so a call never takes
much longer than its limit.
"""

from __future__ import annotations

import os
from typing import Any, Optional

from ortools.sat.python import cp_model

from .deadline import (DEFAULT_TIME_LIMIT, WITNESS_TIME_LIMIT, Deadline, SolveStatus, TimeLimitReached,
                       as_deadline)

__all__ = ["DEFAULT_TIME_LIMIT", "WITNESS_TIME_LIMIT", "Deadline", "SolveStatus", "TimeLimitReached", "as_deadline",
           "SolverModelError", "new_model", "new_solver", "status_of", "solve"]


class SolverModelError(RuntimeError):
    """CP-SAT found a model invalid: a bug in an encoder, never an answer."""


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
