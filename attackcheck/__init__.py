"""attackcheck: exact legality of attack declarations (CR 508.1) with OR-Tools CP-SAT.

    >>> from attackcheck import Board
    >>> board = Board.from_file("tests/examples/commander-goad-archon.yaml")
    >>> board.is_legal({"attacks": {"lion": "D"}})
    True
"""

import typing as _typing
from typing import TYPE_CHECKING

from attackcheck.models import BoardError, Declaration, DeclarationError, InputError, board_schema

if TYPE_CHECKING:
    from .api import Board, IllegalAttackError, LegalAttacks
    from .solver.deadline import TimeLimitReached
    from .solver.results import (Blocked, BlockingEffect, CheckResult, CheckStatus, CostSummary, CountResult,
                                 CountStatus, Move, Objective, PaymentPlan, Proposal, ProposeStatus, UnknownAnswer,
                                 Unread, Violation, ViolationKind)

__all__ = [
    "Blocked", "BlockingEffect", "Board", "BoardError", "CheckResult", "CheckStatus", "CostSummary", "CountResult",
    "CountStatus", "Declaration", "DeclarationError", "IllegalAttackError", "InputError", "LegalAttacks", "Move",
    "Objective", "PaymentPlan", "Proposal", "ProposeStatus", "TimeLimitReached", "UnknownAnswer", "Unread", "Violation",
    "ViolationKind", "board_schema", "warm_up",
]
__version__ = "0.1.0"

_API = ("Board", "IllegalAttackError", "LegalAttacks")
_RESULTS = ("Blocked", "BlockingEffect", "CheckResult", "CheckStatus", "CostSummary", "CountResult", "CountStatus",
            "Move", "Objective", "PaymentPlan", "Proposal", "ProposeStatus", "UnknownAnswer", "Unread", "Violation",
            "ViolationKind")

def warm_up() -> None:
    """Load the solver (OR-Tools) now. The first call that solves loads it otherwise, a
    fraction of a second that no time limit can cut short: a program with a budget per call
    warms up once at its start."""
    from .solver import model  # noqa: F401


if not TYPE_CHECKING:  # (static tools see the imports above: an unknown name is their error)
    def __getattr__(name: str) -> _typing.Any:
        # The API (and with it the solver, OR-Tools) loads on first use, so the command line
        # starts without it.
        if name in _API:
            from . import api

            return getattr(api, name)
        if name in _RESULTS:
            from .solver import results

            return getattr(results, name)
        if name == "TimeLimitReached":  # (its module reads the time limits of the environment)
            from .solver.deadline import TimeLimitReached

            return TimeLimitReached
        raise AttributeError(f"module 'attackcheck' has no attribute {name!r}")


def __dir__() -> list[str]:
    # the lazily loaded names too (tab completion, help()); not the typing helpers
    return sorted({*(n for n in globals() if n not in ("TYPE_CHECKING", "_typing")), *__all__})
