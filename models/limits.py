"""The limits of board format v1 (docs/board-format.md, "Limits"): what a board may hold so
that reading, resolving and solving it stay within bounded time and memory.

Every limit is checked before the work it protects, and a board past one is bad input naming
the field (an InputError; SizeLimitError for sizes, which the HTTP service answers with 413).
"""

from __future__ import annotations

import json
import math
import re
import sys
import typing
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterator, Optional

from pydantic import BaseModel

from .errors import MAX_ERRORS, BoardError, SizeLimitError
from .identical import Identical
from .conditions import choice_of
from .mana import GENERIC_LIMIT  # one generic mana symbol: {1000000} at most

if TYPE_CHECKING:
    from .validate import Scanned

# -- reading ------------------------------------------------------------------------------
MAX_TEXT_BYTES = 32 * 1024 * 1024  # a board or declaration file, text or standard input
MAX_DEPTH = 32  # lists and objects inside each other (a board needs about 10)
MAX_VALUES = 4_000_000  # values in one document, YAML aliases expanded

# -- numbers ------------------------------------------------------------------------------
INT_LIMIT = 2 ** 31  # every integer: |n| < 2^31 (power, toughness, life, loyalty, damage, ...)
COUNT_LIMIT = 10 ** 6  # numbers of things: count, hand, library_size, combat, x, ...
COUNT_FIELDS = frozenset({"count", "hand", "library_size", "combat", "range_of_influence", "x", "x_paid"})
MULTIPLIER_LIMIT = 1000  # mana_replacement's multiply

# -- resolution ---------------------------------------------------------------------------
MAX_SELECTED = 10_000_000  # (distinct effect, permanent) pairs the effects' selectors can name
MAX_MANA_EFFECTS = 6  # mana replacement effects, and mana triggers, that can apply to one source
MAX_MANA_PER_USE = 10_000  # mana one activation of a mana ability makes, replacements applied


def _int_fields() -> tuple[frozenset, frozenset]:
    """Names of the fields of board format v1 that hold integers, and of those that hold
    {key: integer} mappings (damage_by), read from the models."""
    from .board import BoardModel

    ints: set[str] = set()
    dicts: set[str] = set()
    seen: set[type[BaseModel]] = set()

    def holds_int(tp: Any) -> bool:
        if tp is int:
            return True
        return any(holds_int(a) for a in typing.get_args(tp) if a is not type(None))

    def models_in(tp: Any) -> Iterator[type[BaseModel]]:
        if isinstance(tp, type) and issubclass(tp, BaseModel):
            yield tp
        for a in typing.get_args(tp):
            yield from models_in(a)

    todo: list[type[BaseModel]] = [BoardModel]
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        for name, f in cls.model_fields.items():
            tp = f.annotation
            origin = typing.get_origin(tp)
            if origin is dict and holds_int(typing.get_args(tp)[1]):
                dicts.add(name)
            elif holds_int(tp) and origin is not dict:
                ints.add(name)
            todo.extend(models_in(tp))
    return frozenset(ints), frozenset(dicts)


@lru_cache(maxsize=1)
def int_fields() -> tuple[frozenset, frozenset]:
    return _int_fields()


_INT_TEXT = re.compile(r"\s*[+-]?\d[\d_]*\s*")  # what pydantic reads as an integer in lax mode


MAX_DIGITS = 4300  # Python's default guard on reading integers from text


class TooManyDigits(float):
    """A number of more than MAX_DIGITS digits, kept as its digit count: refused the same way
    whether or not this process lifted Python's guard (an exact count of thousands of
    digits lifts it, sys.set_int_max_str_digits)."""


def digits(n: int) -> int:
    """The number of decimal digits of n, without writing it out."""
    n = abs(n)
    if n < 10 ** 15:
        return len(str(n))
    d = int(math.log10(n)) + 1
    if 10 ** (d - 1) > n:
        d -= 1
    elif 10 ** d <= n:
        d += 1
    return d


def json_int(text: str) -> Any:
    """parse_int for json.loads: an int, or a TooManyDigits past MAX_DIGITS."""
    size = len(text) - (text[:1] == "-")
    return TooManyDigits(size) if size > MAX_DIGITS else int(text)


class TwiceWritten(dict):
    """A JSON object with a key written more than once (the last value kept, as JSON readers
    do); `twice` names those keys. A declaration refuses one (declaration_from_data)."""

    twice: tuple[str, ...] = ()


def _object(pairs: list[tuple[str, Any]]) -> dict:
    got = dict(pairs)
    if len(got) == len(pairs):
        return got
    out = TwiceWritten(got)
    seen: set[str] = set()
    out.twice = tuple(dict.fromkeys(k for k, _ in pairs if k in seen or seen.add(k)))  # type: ignore[func-returns-value]
    return out


def loads_json(text: str, keep_twice: bool = False) -> Any:
    """json.loads, a number of more than MAX_DIGITS digits read as a TooManyDigits on every
    run (RecursionError and JSONDecodeError are the caller's). With `keep_twice`, an object
    with a key written twice is a TwiceWritten."""
    hook = {"object_pairs_hook": _object} if keep_twice else {}
    limit = getattr(sys, "get_int_max_str_digits", lambda: MAX_DIGITS)()
    if limit == 0 or limit > MAX_DIGITS:  # the guard was lifted in this process
        return json.loads(text, parse_int=json_int, **hook)  # type: ignore[arg-type]
    try:
        return json.loads(text, **hook)  # type: ignore[arg-type]
    except json.JSONDecodeError:
        raise
    except ValueError:  # "Exceeds the limit (4300 digits)"
        return json.loads(text, parse_int=json_int, **hook)  # type: ignore[arg-type]


def _path(node: Optional[tuple], key: Any = None) -> str:
    parts = []
    if key is not None:
        parts.append(key)
    while node is not None:
        node, k = node
        parts.append(k)
    out = ""
    for k in reversed(parts):
        out += f"[{k}]" if isinstance(k, int) else (("." if out else "") + str(k))
    return out


def _bound(name: Any) -> tuple[int, str]:
    if name == "multiply":
        return MULTIPLIER_LIMIT, f"a mana multiplier is below {MULTIPLIER_LIMIT}"
    if name in COUNT_FIELDS:
        return COUNT_LIMIT, "a count is between -10^6 and 10^6 (exclusive)"
    return INT_LIMIT, "an integer is between -2^31 and 2^31 (exclusive)"


def _number_error(value: Any, name: Any) -> Optional[str]:
    """What is wrong with a number found under field `name`, or None."""
    limit, why = _bound(name)
    if isinstance(value, TooManyDigits):
        return f"a number of {int(value)} digits is out of bounds: {why}"
    if value != value or value in (float("inf"), float("-inf")):
        return f"{value} is not a finite number"
    if -limit < value < limit:
        return None
    if isinstance(value, int) and digits(value) > MAX_DIGITS:  # as TooManyDigits says it
        return f"a number of {digits(value)} digits is out of bounds: {why}"
    shown = f"{value:g}" if isinstance(value, float) else (
        f"{value}" if abs(value) < 10 ** 30 else f"a number of {digits(value)} digits")
    return f"{shown} is out of bounds: {why}"


def check_data(data: Any) -> None:
    """Refuse a document nested deeper than MAX_DEPTH, holding more than MAX_VALUES values, or a
    number out of bounds in an integer field (also a string pydantic would read as a number;
    a number anywhere else is the schema's to refuse). Linear, without recursion; reports at
    most MAX_ERRORS errors, each with its field path."""
    ints, dicts = int_fields()
    errors: list[tuple[str, str]] = []
    omitted = 0
    values = 0

    def check(v: Any, name: Any, node: Optional[tuple], k: Any) -> None:
        nonlocal omitted
        if type(v) is str:
            if not _INT_TEXT.fullmatch(v):
                return
            text = v.strip().lstrip("+-").replace("_", "")
            v = TooManyDigits(len(text)) if len(text) > MAX_DIGITS else int(text)
        problem = _number_error(v, name)
        if problem:
            if len(errors) < MAX_ERRORS:
                errors.append((_path(node, k), problem))
            else:
                omitted += 1

    numbers = (int, float, TooManyDigits)
    # (container, its depth, its path node, the field name it stands for)
    stack: list[tuple[Any, int, Optional[tuple], Any]] = [(data, 1, None, None)]
    while stack:
        obj, depth, node, field = stack.pop()
        if depth > MAX_DEPTH:
            errors.append((_path(node), f"nested more than {MAX_DEPTH} levels deep"))
            break
        values += len(obj)
        if values > MAX_VALUES:
            raise SizeLimitError("", f"the document holds more than {MAX_VALUES} values "
                                     "(YAML aliases counted as often as they are used)")
        depth += 1
        inner = []  # the containers inside, visited next in document order
        if isinstance(obj, dict) and field not in dicts:
            hits = ints.intersection(obj)  # only integer fields: elsewhere the schema refuses numbers
            for k in (obj if len(hits) > 1 else hits):  # in the document's order (a set's varies by run)
                if k in hits and (type(obj[k]) in numbers or type(obj[k]) is str):
                    check(obj[k], k, node, k)
            for k, v in obj.items():
                t = type(v)
                if t is dict or t is list or (t is not str and isinstance(v, (dict, list, tuple))):
                    inner.append((v, depth, (node, k), k))
        else:
            # a list's items, and the values of a {key: integer} mapping (damage_by), belong
            # to the field that holds them
            is_int = field in ints or field in dicts
            for k, v in (obj.items() if isinstance(obj, dict) else enumerate(obj)):
                t = type(v)
                if t is dict or t is list or (t is not str and isinstance(v, (dict, list, tuple))):
                    inner.append((v, depth, (node, k), field))
                elif is_int and (t in numbers or t is str):
                    check(v, field, node, k)
        stack.extend(reversed(inner))
    if errors:
        raise BoardError(errors[0][0], errors[0][1], errors[1:], omitted)


# -- the size of a resolution ------------------------------------------------------------------


def _selected(eff: Any, creatures: int, permanents: int) -> int:
    """How many (effect, permanent) pairs an effect makes: an id list its length, self or
    attached one, a selector object (or none) every creature (`creatures`) or, for a mana
    effect's `sources` and a type change's `permanents`, every permanent."""
    t = type(eff)
    field = _SELECTS.get(t, "")
    if field == "":
        fields = t.model_fields
        field = _SELECTS[t] = ("creatures" if "creatures" in fields else "sources" if "sources" in fields
                               else "permanents" if "permanents" in fields else None)
    if field is None:
        return 1
    sel = eff.__dict__[field]
    if isinstance(sel, list):
        return len(sel)
    if isinstance(sel, str):
        return 1
    return max(1, creatures if field == "creatures" else permanents)


# an effect model -> its selector field (creatures; sources of a mana effect, or permanents of a
# type change, which read every permanent; or none)
_SELECTS: dict[type, Optional[str]] = {}


def _mana_selected(abilities: Any, permanents: int) -> int:
    return sum(permanents for a in abilities or () if getattr(a, "could_produce", None) is not None)


def check_size(board: Any, scanned: "Scanned") -> None:
    """Refuse a board whose resolution would make more than MAX_SELECTED (effect, permanent)
    pairs (copies counted with the abilities they copy, 707.2), or where more than
    MAX_MANA_EFFECTS mana replacement effects or mana triggers can apply to one source. The
    work and memory of resolving and solving grow with these, not with the size of the text.
    `scanned`: what validate_references found of the permanents (in its one pass over them)."""
    total, mana = _pairs(board, scanned, exact=False)  # identical effects each counted: a bound from above
    if total > MAX_SELECTED:
        total, mana = _pairs(board, scanned, exact=True)
    if total > MAX_SELECTED:
        raise SizeLimitError("", f"the effects name more than {MAX_SELECTED} (effect, permanent) pairs between "
                                 "them: a board this large is refused (see Limits in docs/board-format.md)")
    if mana:
        _check_mana_effects(board, {p.id: p for p in board.permanents})


def _pairs(board: Any, scanned: "Scanned", exact: bool) -> tuple[int, bool]:
    """The (effect, permanent) pairs of check_size (past MAX_SELECTED, maybe not all of them),
    identical effects counted once if `exact`, and whether there is a mana effect."""
    perms = board.permanents
    n = len(perms)
    c, copied, holders = scanned  # creatures (or copies that may be), copies, permanents with abilities
    copies = bool(copied)
    mana = False
    total = 0
    identical = Identical() if exact else None  # identical effects are resolved once (models/identical.py)
    for e in board.effects:
        fields = e.__dict__
        if identical is None or identical.first(e, fields["source"], fields["controller"], e) is e:
            total += _selected(e, c, n)
        if not mana and fields["kind"] in _MANA_KINDS:
            mana = True
    own: dict[str, int] = {}  # permanent -> its abilities' weight (none: 0)
    for p in holders:
        w = 0
        if exact and len(p.abilities) > 1:
            identical = Identical()
            abilities = [a for a in p.abilities if identical.first(a, None, None, a) is a]
        else:
            abilities = p.abilities
        for a in abilities:
            w += _selected(a, c, n)
        for a in p.abilities:
            mana = mana or a.kind in _MANA_KINDS
        if p.mana_abilities:
            w += _mana_selected(p.mana_abilities, n)
        own[p.id] = w
        total += w
    if copies:  # a copy has the copiable abilities of what it copies, and its copy effect's
        by_id = {p.id: p for p in perms}
        weight: dict[str, int] = {}  # the copiable abilities' weight (707.2), after copy effects
        for p in copied:  # (the others' weight is their own, read when a copy of one is reached)
            chain: list[Any] = []
            cur = p
            while cur.id not in weight and cur.copy_of is not None and cur.copy_of in by_id and len(chain) <= n:
                chain.append(cur)
                cur = by_id[cur.copy_of]
            if cur.id not in weight:
                weight[cur.id] = own.get(cur.id, 0) if cur.copy_of is None else 0
            for q in reversed(chain):
                w = weight[q.copy_of]
                exc = q.copy_except
                if exc is not None:
                    if exc.abilities is not None:
                        w = sum(_selected(a, c, n) for a in exc.abilities)
                    if exc.mana_abilities is not None:
                        w += _mana_selected(exc.mana_abilities, n)
                    w += sum(_selected(a, c, n) for a in exc.abilities_add) + _mana_selected(exc.mana_abilities_add, n)
                    mana = mana or any(a.kind in _MANA_KINDS for a in list(exc.abilities or []) + exc.abilities_add)
                weight[q.id] = w
                total += w  # besides its own abilities, counted above
                if total > MAX_SELECTED:
                    break
    return total, mana


_MANA_KINDS = ("mana_replacement", "mana_trigger")


def _check_mana_effects(board: Any, by_id: dict) -> None:
    """616.1: every order of the replacement effects on one source is a choice, and each
    trigger multiplies the outcomes; so at most MAX_MANA_EFFECTS of each kind per source."""
    def mana_effects(abilities: Any) -> list:
        return [a for a in abilities or () if getattr(a, "kind", None) in _MANA_KINDS]

    held: dict[str, list] = {}  # permanent -> the mana effects it has once copies are resolved
    for p in board.permanents:
        chain: list[Any] = []
        cur = p
        while cur.id not in held and cur.copy_of is not None and cur.copy_of in by_id and len(chain) <= len(by_id):
            chain.append(cur)
            cur = by_id[cur.copy_of]
        if cur.id not in held:
            held[cur.id] = mana_effects(cur.abilities) if cur.copy_of is None else []
        for q in reversed(chain):
            effs = held[q.copy_of]
            exc = q.copy_except
            if exc is not None:
                if exc.abilities is not None:
                    effs = mana_effects(exc.abilities)
                effs = effs + mana_effects(exc.abilities_add)
            held[q.id] = effs
    everywhere = {k: 0 for k in _MANA_KINDS}
    named: dict[tuple[str, str], int] = {}
    options_seen: set[tuple[Optional[str], Optional[str], str, str]] = set()

    def add(eff: Any, holder: Optional[str]) -> None:
        asked = eff.condition.asked if eff.condition is not None else None
        choice = choice_of(asked.question) if asked is not None and asked.negated is None else None
        if choice is not None:
            # the options of one choice (Caged Sun's color, 105.4): one of them applies, counted once
            key = (holder, eff.controller, eff.kind, choice.name)
            if key in options_seen:
                return
            options_seen.add(key)
        sel = eff.sources
        if isinstance(sel, list):
            targets = set(sel) | ({holder} if holder is not None and by_id[holder].copy_of is not None else set())
        elif sel == "self":
            targets = {holder} if holder else set()
        elif sel == "attached":
            targets = {by_id[holder].attached_to} if holder and by_id[holder].attached_to else set()
        else:
            everywhere[eff.kind] += 1
            return
        for t in targets:
            named[eff.kind, t] = named.get((eff.kind, t), 0) + 1

    for p in board.permanents:
        for eff in held[p.id] + (mana_effects(p.abilities) if p.copy_of is not None else []):
            add(eff, p.id)
    for eff in mana_effects(board.effects):
        add(eff, eff.source)
    what = {"mana_replacement": "mana replacement effects", "mana_trigger": "mana triggers"}
    for kind in _MANA_KINDS:
        if everywhere[kind] > MAX_MANA_EFFECTS:
            raise SizeLimitError("", f"{everywhere[kind]} {what[kind]} choose their sources by a selector; at most "
                                     f"{MAX_MANA_EFFECTS} can apply to one source (see Limits in docs/board-format.md)")
    for i, p in enumerate(board.permanents):
        for kind in _MANA_KINDS:
            k = everywhere[kind] + named.get((kind, p.id), 0)
            if k > MAX_MANA_EFFECTS:
                raise SizeLimitError(f"permanents[{i}]", f"{k} {what[kind]} can apply to {p.id!r}; at most "
                                                         f"{MAX_MANA_EFFECTS} per source (see Limits in "
                                                         "docs/board-format.md)")


def check_mana(resolved: Any) -> None:
    """After resolution: no activation of a mana ability makes more than MAX_MANA_PER_USE mana
    (replacement effects multiply it, 106.12b)."""
    read: set[int] = set()  # the options alike permanents share, each read once (board order kept)
    for p in resolved.permanents.values():
        for _, options in p.mana_abilities:
            if id(options) in read:
                continue
            read.add(id(options))
            for o in options:
                if o.amount() > MAX_MANA_PER_USE:
                    raise SizeLimitError(f"permanents[{p.index}].mana",
                                         f"{p.label()} would make {o.amount()} mana at once after replacement "
                                         f"effects; at most {MAX_MANA_PER_USE} (see Limits in docs/board-format.md)")
