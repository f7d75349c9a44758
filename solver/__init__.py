"""The solver of attackcheck: the only package that imports OR-Tools.

Modules are imported when first used: the effect kinds (effects/) and the typed results
(results.py) load without OR-Tools, so loading and validating a board never loads it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if __name__ != "attackcheck.solver":  # reached as top-level `solver` from the repository root
    raise ImportError("solver/ is the package attackcheck.solver; import it as attackcheck.solver "
                      "(as `solver` it would be a second copy with classes of its own)")

# (the functions check and maximum are imported from attackcheck.solver.check: a lazy
# package attribute `check` would clash with the submodule of that name)
_EXPORTS = {
    "Context": "context",
    "CheckResult": "results", "Proposal": "results", "CountResult": "results", "Violation": "results",
    "Move": "results", "Blocked": "results", "CheckStatus": "results", "ProposeStatus": "results",
    "CountStatus": "results", "ViolationKind": "results",
}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from .context import Context
    from .results import (Blocked, CheckResult, CheckStatus, CountResult, CountStatus, Move, Proposal,
                          ProposeStatus, Violation, ViolationKind)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(f"{__name__}.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
