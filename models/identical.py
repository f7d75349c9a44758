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
    effects of one head: kind, source and controller (and list of creatures, when they name
    one)."""

    def __init__(self) -> None:
        # head -> (model, value) of the only effect seen with it, or _MANY (a caller may set
        # an unseen head to its (model, value) itself: its effect is the first of that head)
        self.heads: dict[tuple, Any] = {}
        self._by_text: dict[tuple, dict[Any, Any]] = {}  # the same -> fields as text -> value

    @staticmethod
    def head(model: Any, source: Optional[str], controller: Optional[str]) -> tuple:
        """What identical effects share before their text is compared: identical effects name
        the same creatures, so a list of ids parts them with no text made."""
        creatures = model.__dict__.get("creatures")
        return type(model), source, controller, tuple(creatures) if type(creatures) is list else None

    def first(self, model: Any, source: Optional[str], controller: Optional[str], value: Any) -> Any:
        """What was kept for the first effect identical to this one; if there is none,
        `value` is kept for it and returned."""
        return self.first_at(self.head(model, source, controller), model, value)

    def first_at(self, head: tuple, model: Any, value: Any) -> Any:
        """`first`, for an effect whose head (Identical.head) is known."""
        kept = (model, value)
        got = self.heads.setdefault(head, kept)
        if got is kept:  # the first effect of its head
            return value
        if got is _MANY:
            texts = self._by_text[head]
        else:
            kept_model, kept_value = got
            texts = self._by_text[head] = {_text(kept_model): kept_value}
            self.heads[head] = _MANY
        return texts.setdefault(_text(model), value)
