"""One request on one board, for `attackcheck batch` and the HTTP service alike.

The requests are `check` (a declaration), `propose` (an objective, attacks to keep, creatures
to keep home) and `count`. Input errors name the offending field by its path in the request:
`board.permanents[2].power` for the board, `declaration.attacks.lion`, `objective`,
`fix.bear`, `keep_home.elf`, `request`.
"""

from __future__ import annotations

import json
import re
from typing import Any, Optional

from attackcheck.models import InputError
from attackcheck.models.errors import did_you_mean, near_names

from .api import Board
from .solver.deadline import Deadline, TimeLimitReached

__all__ = ["REQUESTS", "OBJECTIVES_TEXT", "FIELD_SHAPES", "check_fields", "internal_message", "load_board", "prefixed",
           "propose", "request_name", "solve", "unknown_field"]

REQUESTS = ("check", "propose", "count")
OBJECTIVES_TEXT = "forced, max-attackers, max-power, max-power-against:PLAYER, min-cost"


# What each field of a request holds, for the messages of a field missing or of the wrong type.
FIELD_SHAPES = {
    "board": "a JSON object in board format v1 (its JSON Schema: attackcheck schema, GET /schema)",
    "declaration": 'a JSON object {"attacks": {creature id: defender id}}',
    "objective": f"one of {OBJECTIVES_TEXT}",
    "fix": "a JSON object {creature id: defender id}",
    "keep_home": "a list of creature ids",
    "time_limit": "a number of seconds",
    "request": f"one of {', '.join(REQUESTS)}",
    "text": "the board's YAML or JSON text, a string",
}


def unknown_field(name: str, fields) -> str:
    """The message of an unknown field of a request: the field meant ("time-limit", "declartion"
    are near "time_limit", "declaration"), else the fields there are."""
    known = list(fields)
    key = name.replace("-", "_").replace(" ", "_").lower() if isinstance(name, str) else ""
    close = near_names(key, known) if key else []
    if close:
        return "unknown field" + did_you_mean(close)
    return f"unknown field; the fields here are {', '.join(known)}"


_ADDRESS = re.compile(r"( at)? 0x[0-9a-fA-F]{4,}")


def internal_message(exc: BaseException) -> str:
    """An internal error (a bug) as one line that is the same on every run: memory addresses
    (`<object at 0x7f...>`) left out, at most 500 characters."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    text = _ADDRESS.sub("", text)
    return "internal error: " + (text if len(text) <= 500 else text[:497] + "...")


def request_name(request: Any) -> str:
    """The request's name, one of REQUESTS."""
    if request not in REQUESTS:
        hint = did_you_mean(near_names(request.lower(), REQUESTS)) if isinstance(request, str) else ""
        shown = repr(request) if isinstance(request, str) else json.dumps(request) if isinstance(
            request, (bool, int, float, type(None))) else f"of type {type(request).__name__}"
        raise InputError("request", f"unknown request {shown} (one of {', '.join(REQUESTS)}){hint}")
    return request


def check_fields(request: str, given) -> None:
    """Refuse the fields of other requests among `given` (field names)."""
    if request != "check" and "declaration" in given:
        raise InputError("declaration", f"a {request} takes no declaration")
    if request != "propose":
        for key in ("objective", "fix", "keep_home"):
            if key in given:
                raise InputError(key, f"only a propose takes {key}")


def prefixed(exc: InputError, prefix: str, replace: Optional[str] = None) -> InputError:
    """The same errors with paths relative to the enclosing object: `board.` + path, or with
    a leading `replace` (e.g. `declaration.attacks`) swapped for `prefix`."""

    def fix(path: str) -> str:
        if replace is not None:
            if not path.startswith(replace):
                return path
            path = path[len(replace):].lstrip(".")
        return prefix + ("." + path if path and not path.startswith("[") else path)

    errors = [(fix(p), m) for p, m in exc.errors]
    return type(exc)(errors[0][0], errors[0][1], errors[1:], exc.omitted)


def load_board(data: Any, time_limit: Optional[float]) -> Board:
    """A Board from a request's `board` field; its errors are paths under `board`. The time
    limit bounds loading and the first request on the board together: a board whose loading
    runs out of time is a placeholder (Board.unfinished) that `solve` answers unknown for."""
    if not isinstance(data, dict):
        raise InputError("board", "the board is a JSON object in board format v1"
                         + (", written in the line itself: a file name is not read here" if isinstance(data, str)
                            and data.lower().endswith((".json", ".yaml", ".yml")) else ""))
    deadline = Deadline(time_limit)
    try:
        board = Board(data, time_limit=time_limit, deadline=deadline)
    except InputError as exc:
        raise prefixed(exc, "board") from None
    except TimeLimitReached as exc:
        return Board.timed_out(exc, time_limit)
    board.first_call_deadline = deadline
    return board


def _time_left(board: Board) -> Optional[float]:
    """What loading left of the time limit, for the first request on a board only (later
    requests on a cached board get the whole time limit)."""
    deadline = board.first_call_deadline
    if deadline is None:
        return None
    board.first_call_deadline = None
    return deadline.left()


def unfinished(board: Board, request: str = "check") -> dict:
    """The answer for a board whose loading ran out of time (a check's obeyed and maximum
    null: nothing was proved)."""
    out: dict = {"status": "unknown", "unfinished": board.unfinished, "unread": []}
    if request == "check":
        out.update(obeyed=None, maximum=None)
    return out


def propose(board: Board, objective: str, fix: Optional[dict], keep_home: Any = (), *,
            field: str = "objective", time_left: Optional[float] = None):
    """`board.propose(...)`, an unknown objective or a player it names that isn't on the board
    being the input error of `field` (the solver raises a plain ValueError for them)."""
    try:
        return board.propose(objective=objective, fix=fix, keep_home=keep_home, time_limit=time_left)
    except InputError as exc:
        if exc.path == "objective" and field != "objective":
            raise InputError(field, exc.message, exc.errors[1:]) from None
        raise
    except ValueError as exc:  # "objective: unknown objective ..." / "... unknown player ..."
        raise InputError(field, str(exc).split(": ", 1)[-1]) from None


NOTES_GIVEN = 20  # notes a JSON answer carries (Board.notes)


def with_notes(data: dict, board: Board) -> dict:
    """A JSON answer with the board's notes, where it has any (a misspelt id is valid and
    changes the answer): `notes`, [{field, message}], the first NOTES_GIVEN."""
    notes = board.notes if board.unfinished is None else []
    if notes:
        data["notes"] = [{"field": f, "message": m} for f, m in notes[:NOTES_GIVEN]]
    return data


def solve(request: str, board: Board, *, declaration: Any = None, objective: Any = "forced",
          fix: Any = None, keep_home: Any = ()) -> dict:
    """One request on a loaded board; the result as JSON (docs/semantics.md), with the board's
    notes (with_notes). Raises InputError with the path of the offending field in the request
    (`declaration.attacks.X`, `fix.X`, ...)."""
    return with_notes(_solve(request, board, declaration=declaration, objective=objective, fix=fix,
                             keep_home=keep_home), board)


def _solve(request: str, board: Board, *, declaration: Any = None, objective: Any = "forced",
           fix: Any = None, keep_home: Any = ()) -> dict:
    """One request on a loaded board; the result as JSON (docs/semantics.md). Raises InputError with the
    path of the offending field in the request (`declaration.attacks.X`, `fix.X`, ...)."""
    if board.unfinished is not None:
        return unfinished(board, request_name(request))
    left = _time_left(board)  # the first request on a board: what loading left of the time limit
    if request == "check":
        if declaration is None:
            raise InputError("declaration", "a check needs a declaration {\"attacks\": {creature: defender}}")
        if not isinstance(declaration, dict):
            raise InputError("declaration", "a declaration is a JSON object {\"attacks\": {creature: defender}}")
        return board.check(declaration, time_limit=left).to_dict()
    if request == "propose":
        if objective is None:
            objective = "forced"
        if not isinstance(objective, str):
            raise InputError("objective", f"the objective is a string ({OBJECTIVES_TEXT})")
        if fix is not None and not (isinstance(fix, dict) and all(isinstance(v, str) for v in fix.values())):
            raise InputError("fix", "fix is a JSON object {creature: defender}")
        if keep_home is None:
            keep_home = ()
        if not (isinstance(keep_home, (list, tuple)) and all(isinstance(c, str) for c in keep_home)):
            raise InputError("keep_home", "keep_home is a list of creature ids")
        try:
            board.fixed_attacks(fix, keep_home)  # the ids, with their paths, before any solving
        except InputError as exc:
            raise prefixed(exc, "fix", replace="declaration.attacks") from None
        return propose(board, objective, fix, keep_home, time_left=left).to_dict()
    if request == "count":
        return board.count(time_limit=left).to_dict()
    request_name(request)  # raises
    raise AssertionError(request)  # pragma: no cover
