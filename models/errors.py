"""Input errors. Each names the offending field by its path in the file."""

from __future__ import annotations


class InputError(ValueError):
    """Bad input: the board or declaration can't be read as board format v1."""

    def __init__(self, path: str, message: str, more: list[tuple[str, str]] | None = None):
        self.path = path
        self.message = message
        self.errors = [(path, message)] + list(more or [])
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(f"{p}: {m}" if p else m for p, m in self.errors)

    def to_dict(self) -> dict:
        return {
            "status": "error",
            "violations": [
                {"kind": "input", "rule": None, "message": m, "field": p} for p, m in self.errors
            ],
        }


class BoardError(InputError):
    """A board that is not valid board format v1."""


class DeclarationError(InputError):
    """A declaration that names unknown ids, non-creatures, or non-defenders."""
