"""Reading boards and declarations from files, text or dicts, with field-path errors."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Optional

import yaml
from pydantic import ValidationError

from .bulk import share_alike
from .board import EFFECT_KINDS, BoardModel, Declaration, Permanent
from .errors import BoardError, DeclarationError

_UNION_LABELS = {"SelectorObject", "CountOf", "CountersOnAttacker", "BasicLandTypes", "HandOf", "int", "str",
                 "list[str]", "bool", "none"}


def format_loc(loc: tuple) -> str:
    """('effects', 0, 'attack_tax', 'cost') -> 'effects[0].cost'."""
    out = ""
    prev_index = False
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
            prev_index = True
            continue
        if prev_index and part in EFFECT_KINDS:
            prev_index = False
            continue  # the discriminator's branch, not a field
        prev_index = False
        if part in _UNION_LABELS or "[" in part or part.startswith(("literal", "function")):
            continue  # a union branch label
        out += ("." if out else "") + part
    return out


def _validation_error(exc: ValidationError, cls=BoardError, prefix: str = "") -> BoardError:
    seen = []
    for err in exc.errors():
        loc = err["loc"]
        path = format_loc(loc)
        msg = err["msg"]
        if err["type"] == "union_tag_invalid":
            path = (path + ".kind") if path else "kind"
            tag = err.get("ctx", {}).get("tag")
            msg = f"unknown effect kind {tag!r}; known kinds: {', '.join(EFFECT_KINDS)}"
        elif err["type"] == "extra_forbidden":
            msg = "unknown field"
        elif msg.startswith("Value error, "):
            msg = msg[len("Value error, "):]
        path = prefix + path if path else prefix.rstrip(".")
        if (path, msg) not in seen:
            seen.append((path, msg))
    # Union branches repeat the same field; keep the shortest distinct messages first.
    first = seen[0]
    return cls(first[0], first[1], seen[1:8])


def read_text(source: str | Path) -> str:
    if str(source) == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8")
    except OSError as exc:
        raise BoardError("", f"can't read {source}: {exc.strerror or exc}") from None


def parse_text(text: str, what: str = "board", cls=BoardError) -> Any:
    stripped = text.lstrip()
    try:
        if stripped.startswith(("{", "[")):
            return json.loads(text)
    except json.JSONDecodeError:
        pass  # YAML is a superset of most JSON; let it report
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise cls("", f"the {what} is not valid YAML or JSON{where}: {problem}") from None


_PERMANENT_FIELDS = set(Permanent.model_fields)


def _fill_from_cards(data: dict, card_text: Optional[dict] = None) -> dict:
    """`card: NAME` fills a permanent's fields from the card library; given fields win. The
    card's attack-relevant sentences that the reader did not understand go to `card_text`
    (permanent id -> (card name, sentences)), if given."""
    if card_text is None:
        card_text = {}
    perms = data.get("permanents")
    if not isinstance(perms, list) or not any(isinstance(p, dict) and p.get("card") for p in perms):
        return data
    from . import cards
    filled = []
    for i, perm in enumerate(perms):
        if not (isinstance(perm, dict) and perm.get("card")):
            filled.append(perm)
            continue
        try:
            entry = cards.require(str(perm["card"]))
        except cards.UnknownCardError as exc:  # with "did you mean" or the missing face
            raise BoardError(f"permanents[{i}].card", str(exc)) from None
        except cards.CardLibraryError as exc:  # a broken card index or library file
            raise BoardError(f"permanents[{i}].card", str(exc)) from None
        merged = {k: v for k, v in entry.items() if k in _PERMANENT_FIELDS and v is not None and k != "abilities"}
        merged.update(perm)
        merged["abilities"] = list(entry.get("abilities") or []) + list(perm.get("abilities") or [])
        unsupported = [str(t) for t in entry.get("unsupported") or []]
        if unsupported and isinstance(perm.get("id"), str):
            card_text[perm["id"]] = (str(entry.get("name") or perm["card"]), unsupported)
        filled.append(merged)
    return {**data, "permanents": filled}


def board_from_data(data: Any) -> BoardModel:
    if isinstance(data, BoardModel):
        return data
    if not isinstance(data, dict):
        raise BoardError("", "a board is a mapping with version, players, turn and permanents")
    if "board" in data and "version" not in data and isinstance(data["board"], dict):
        data = data["board"]  # an example file: {board: ..., checks: ...}
    card_text: dict = {}
    data = _fill_from_cards(data, card_text)
    try:
        model = BoardModel.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(exc) from None
    model._card_text = card_text
    from .validate import validate_references

    validate_references(model)
    return model


def _board_from_json(text: str) -> Optional[BoardModel]:
    """The board of JSON text validated straight from the text (pydantic reads the JSON
    itself: no dicts in between, half the time and memory on a big board), or None when
    that does not apply: a `card:` to fill, or anything pydantic refuses here, which the
    ordinary path then reads and reports exactly as before."""
    if not text.lstrip().startswith("{") or '"card"' in text:
        return None
    try:
        return BoardModel.model_validate_json(text)
    except ValueError:  # ValidationError included
        return None


def board_from_text(text: str) -> BoardModel:
    model = _board_from_json(text)
    if model is None:
        model = board_from_data(parse_text(text))
    else:
        from .validate import validate_references

        validate_references(model)
    share_alike(model.permanents)
    return model


def load_board_source(source: Any) -> BoardModel:
    """A board from a path, '-', YAML/JSON text, a dict, or a BoardModel."""
    if isinstance(source, (dict, BoardModel)):
        return board_from_data(source)
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source and not source.lstrip().startswith("{")):
        return board_from_text(read_text(source))
    return board_from_text(str(source))


def declaration_from_data(data: Any) -> Declaration:
    if isinstance(data, Declaration):
        return data
    if isinstance(data, dict) and "attacks" not in data and data and all(isinstance(v, str) for v in data.values()):
        data = {"attacks": data}  # a bare creature -> defender mapping
    if not isinstance(data, dict):
        raise DeclarationError("", "a declaration is a mapping {\"attacks\": {creature: defender}}")
    try:
        return Declaration.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(exc, DeclarationError, "declaration.") from None


def load_declaration_source(source: Any) -> Declaration:
    """A declaration from a path, '-', inline JSON/YAML text, or a dict."""
    if isinstance(source, (dict, Declaration)):
        return declaration_from_data(source)
    text = str(source)
    if text.lstrip().startswith("{"):
        return declaration_from_data(parse_text(text, "declaration", DeclarationError))
    try:
        raw = read_text(source)
    except BoardError as exc:
        raise DeclarationError("", exc.message) from None
    return declaration_from_data(parse_text(raw, "declaration", DeclarationError))
