"""Identical effects: same kind, fields, source and controller. The rules of each effect kind
say what several of them come to (one, or one counted several times); finding them lets the
work follow the distinct effects, not their number."""

from __future__ import annotations

from typing import Any, Optional

_MANY = object()


def _text(model: Any) -> Any:
    """A model's fields as text: its JSON (the members of each union of the format differ in
    their JSON: their field names, `kind`, or the JSON type), or its repr where JSON can't
    hold it (a lone surrogate)."""
    try:
        return model.__pydantic_serializer__.to_json(model, warnings=False)
    except Exception:  # noqa: BLE001 - any value JSON can't write is compared by its repr
        return repr(model)


class Identical:
    """Finds the first of identical effects. Fields are compared as text, and only among
    effects of one kind, source and controller (and list of creatures, when they name one)."""

    def __init__(self) -> None:
        self._first: dict[tuple, Any] = {}  # (kind, source, controller, creatures) -> (model, value), or _MANY
        self._by_text: dict[tuple, dict[Any, Any]] = {}  # the same -> fields as text -> value

    def first(self, model: Any, source: Optional[str], controller: Optional[str], value: Any) -> Any:
        """What was kept for the first effect identical to this one; if there is none,
        `value` is kept for it and returned."""
        creatures = model.__dict__.get("creatures")
        # identical effects name the same creatures: a list of ids parts them with no text made
        head = (type(model), source, controller, tuple(creatures) if type(creatures) is list else None)
        got = self._first.get(head)
        if got is None:
            self._first[head] = (model, value)
            return value
        if got is _MANY:
            texts = self._by_text[head]
        else:
            kept_model, kept = got
            texts = self._by_text[head] = {_text(kept_model): kept}
            self._first[head] = _MANY
        return texts.setdefault(_text(model), value)
