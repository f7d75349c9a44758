"""Identical effects: same kind, fields, source and controller. The rules of each effect kind
say what several of them come to (one, or one counted several times); finding them lets the
work follow the distinct effects, not their number."""

from __future__ import annotations

from typing import Any, Optional

_MANY = object()


class Identical:
    """Finds the first of identical effects. Fields are compared as text, and only among
    effects of one kind, source and controller."""

    def __init__(self) -> None:
        self._first: dict[tuple, Any] = {}  # (kind, source, controller) -> (model, value), or _MANY
        self._by_text: dict[tuple, Any] = {}  # (kind, source, controller, fields as text) -> value

    def first(self, model: Any, source: Optional[str], controller: Optional[str], value: Any) -> Any:
        """What was kept for the first effect identical to this one; if there is none,
        `value` is kept for it and returned."""
        head = (type(model), source, controller)
        got = self._first.get(head)
        if got is None:
            self._first[head] = (model, value)
            return value
        if got is not _MANY:
            kept_model, kept = got
            self._by_text[head + (repr(kept_model),)] = kept
            self._first[head] = _MANY
        return self._by_text.setdefault(head + (repr(model),), value)
