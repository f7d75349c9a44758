"""Solver parameters and statuses, in one place (chosen by measurement, see benchmarks/)."""

from __future__ import annotations

import os

from ortools.sat.python import cp_model

DEFAULT_TIME_LIMIT = float(os.environ.get("ATTACKCHECK_TIME_LIMIT", "20"))
# The search for the closest witness (issue 7) stops here and keeps the best legal one found;
# the result says whether it was proved closest. Legality itself never depends on it.
WITNESS_TIME_LIMIT = float(os.environ.get("ATTACKCHECK_WITNESS_TIME_LIMIT", "1.5"))


class _Model(cp_model.CpModel):
    """CpModel without the deprecated camelCase aliases, which each new model would build
    (about a millisecond a model in ortools 9.15); this project uses snake_case only."""

    def _add_pre_pep8_methods(self) -> None:
        pass


def new_model() -> cp_model.CpModel:
    return _Model()


def new_solver(time_limit: float | None = None, workers: int = 1) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    p = solver.parameters
    p.catch_sigint_signal = False  # leave Ctrl-C to the program (CLI, batch, service)
    p.max_time_in_seconds = max(0.0, DEFAULT_TIME_LIMIT if time_limit is None else time_limit)
    p.num_workers = workers
    # Identical creatures under caps are pigeonhole problems: the LP relaxation at level 2
    # proves them at once where the default search does not (issue 4's measurement).
    p.linearization_level = 2
    # Measured on the benchmark families (issue 4): probing and symmetry detection cost more
    # than they find on these models (classes already remove the symmetric creatures), and
    # presolve passes after the first took seconds on the mostly-distinct boards (propose on
    # 10,000 of them: 20 s to 10 s) without helping elsewhere.
    p.cp_model_probing_level = int(os.environ.get("ATTACKCHECK_PROBING", "0"))
    p.symmetry_level = int(os.environ.get("ATTACKCHECK_SYMMETRY", "0"))
    p.max_presolve_iterations = int(os.environ.get("ATTACKCHECK_PRESOLVE_ITERATIONS", "1"))
    p.log_search_progress = False
    return solver


# CP-SAT statuses mapped to ours.
OPTIMAL = "optimal"
FEASIBLE = "feasible"
INFEASIBLE = "infeasible"
UNKNOWN = "unknown"

_STATUS = {
    cp_model.OPTIMAL: OPTIMAL,
    cp_model.FEASIBLE: FEASIBLE,
    cp_model.INFEASIBLE: INFEASIBLE,
    cp_model.UNKNOWN: UNKNOWN,
    cp_model.MODEL_INVALID: UNKNOWN,
}


def status_of(code) -> str:
    return _STATUS.get(code, UNKNOWN)
