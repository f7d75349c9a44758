"""Input errors. Each names the offending field by its path in the file."""

from __future__ import annotations

from itertools import islice
from typing import Iterable, Optional, Sequence

MAX_ERRORS = 20  # errors kept by one InputError; past it only their number is reported


def near_names(value: str, choices: Sequence[str], n: int = 1, cutoff: float = 0.6,
               limit: Optional[int] = None) -> list[str]:
    """What a user probably meant by `value`, best first, at most `n`: the same letters in
    another case, else difflib's close matches at `cutoff` (among at most `limit` choices:
    past it, only the case-blind match). For error messages only: difflib is imported here."""
    folded = value.casefold()
    same = [c for c in choices if c.casefold() == folded]
    if same or (limit is not None and len(choices) > limit):
        return same[:n]
    import difflib

    return difflib.get_close_matches(value, list(choices), n, cutoff)


def did_you_mean(names: Sequence[str]) -> str:
    """"; did you mean 'x'?" (or "'x' or 'y'"), or nothing without names."""
    return f"; did you mean {' or '.join(repr(n) for n in names)}?" if names else ""


def distinct_errors(errors: Iterable[tuple[str, str]]) -> tuple[list[tuple[str, str]], int]:
    """Each (path, message) once, in order, at most MAX_ERRORS of them, and how many more
    there were (linear: pydantic repeats a field once per union branch)."""
    seen: set[tuple[str, str]] = set()
    kept: list[tuple[str, str]] = []
    omitted = 0
    for error in errors:
        if error in seen:
            continue
        seen.add(error)
        if len(kept) < MAX_ERRORS:
            kept.append(error)
        else:
            omitted += 1
    return kept, omitted


class InputError(ValueError):
    """Bad input: the board or declaration can't be read as board format v1.

    `errors` holds at most MAX_ERRORS (path, message) pairs, the first being (`path`,
    `message`); `omitted` says how many more were found and left out."""

    def __init__(self, path: str, message: str, more: Optional[Iterable[tuple[str, str]]] = None,
                 omitted: int = 0):
        self.path = path
        self.message = message
        rest = iter(more or ())
        self.errors = [(path, message)] + list(islice(rest, MAX_ERRORS - 1))
        self.omitted = omitted + sum(1 for _ in rest)
        super().__init__(self.render())

    def __reduce__(self):  # picklable (worker processes), with every field
        return (_rebuild, (type(self), self.errors, self.omitted))

    def render(self) -> str:
        lines = [f"{p}: {m}" if p else m for p, m in self.errors]
        if self.omitted:
            lines.append(f"(and {self.omitted} more error(s) not shown)")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        out: dict = {
            "status": "error",
            "violations": [
                {"kind": "input", "rule": None, "message": m, "field": p} for p, m in self.errors
            ],
        }
        if self.omitted:
            out["omitted"] = self.omitted
        return out


def _rebuild(cls: type[InputError], errors: list, omitted: int) -> InputError:
    exc = cls.__new__(cls)
    InputError.__init__(exc, errors[0][0], errors[0][1], errors[1:], omitted)
    return exc


class BoardError(InputError):
    """A board that is not valid board format v1."""


class DeclarationError(InputError):
    """A declaration that names unknown ids, non-creatures, or non-defenders."""


class SizeLimitError(InputError):
    """Input beyond a size limit of docs/board-format.md ("Limits"): too many bytes, or a
    board whose resolution would be too large. The HTTP service answers 413."""
