"""Time limits without OR-Tools: the default limits, one `Deadline` per call, the solver's
statuses as ours, and `TimeLimitReached`, raised when a deadline passes before the board is
even loaded and resolved (then the answer is unknown, with what was unfinished).

params.py re-exports these beside the CP-SAT settings; the check of a declaration that
needs no search, and loading, use this module alone, so they never import OR-Tools.
"""

from __future__ import annotations

import math
import os
import time
import warnings
from enum import Enum
from typing import Any, Optional

# Environment variables that are no number of seconds (the command line refuses them, exit 2;
# the library warns and keeps the default)
ENV_ERRORS: list[str] = []


def _env_seconds(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():  # unset, or set to nothing
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not math.isfinite(value) or value < 0:
        message = f"{name}={raw!r} is no number of seconds, at least 0 (unset it, or write one, such as {default:g})"
        ENV_ERRORS.append(message)
        warnings.warn(message + f"; {default:g} is used", RuntimeWarning, stacklevel=2)
        return default
    return value


DEFAULT_TIME_LIMIT = _env_seconds("ATTACKCHECK_TIME_LIMIT", 20.0)
# The search for the closest witness stops here and keeps the best legal one found; the
# result says whether it was proved closest. Legality itself never depends on it.
WITNESS_TIME_LIMIT = _env_seconds("ATTACKCHECK_WITNESS_TIME_LIMIT", 1.5)


class SolveStatus(str, Enum):
    """CP-SAT's statuses, as ours (MODEL_INVALID raises SolverModelError instead)."""

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"

    @property
    def found(self) -> bool:
        return self in (SolveStatus.OPTIMAL, SolveStatus.FEASIBLE)


class TimeLimitReached(TimeoutError):
    """The time limit passed before an answer could be looked for (while loading or
    resolving the board): the answer is unknown. `unfinished` says what was left undone."""

    def __init__(self, unfinished: str, seconds: Optional[float] = None):
        self.unfinished = unfinished
        self.seconds = seconds
        limit = f" of {seconds:g} s" if seconds is not None else ""
        super().__init__(f"the time limit{limit} was reached while {unfinished}")

    def __reduce__(self) -> Any:  # pickled with its own arguments, not its message
        return (type(self), (self.unfinished, self.seconds))


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

    def check(self, unfinished: str) -> None:
        """Raise TimeLimitReached(unfinished) once the deadline has passed."""
        if time.monotonic() >= self.at:
            raise TimeLimitReached(unfinished, self.seconds)


def as_deadline(limit: "Deadline | float | None") -> Deadline:
    """A deadline from a deadline, a number of seconds, or None (the default limit)."""
    return limit if isinstance(limit, Deadline) else Deadline(limit)
