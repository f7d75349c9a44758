"""Reading boards and declarations from files, text or dicts, with field-path errors."""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
import sys
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, Union

import yaml
from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic_core import from_json

from .base import CARD_TYPES, _card_type, _color, _keyword
from .bulk import active_sharer, share_alike, share_board, sharing
from .board import EFFECT_KINDS, BoardModel, Declaration, Effect, Permanent
from .errors import BoardError, DeclarationError, InputError, SizeLimitError, did_you_mean, distinct_errors, near_names
from .mana import ManaCost, ManaOption
from .limits import (MAX_DEPTH, MAX_DIGITS, MAX_TEXT_BYTES, TooManyDigits, TwiceWritten, check_data, check_size,
                     loads_json)

_UNION_LABELS = {"SelectorObject", "CountOf", "CountersOnAttacker", "BasicLandTypes", "HandOf", "int", "str",
                 "list[str]", "bool", "none"}


_EFFECT_LISTS = ("effects", "abilities", "abilities_add")  # lists of effects: an effect kind after their index is a union branch


def format_loc(loc: tuple) -> str:
    """('effects', 0, 'attack_tax', 'cost') -> 'effects[0].cost'."""
    out = ""
    prev_index = False
    container = None  # the field holding the list just indexed
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
            prev_index = True
            continue
        if prev_index and part in EFFECT_KINDS and container in _EFFECT_LISTS:
            prev_index = False
            continue  # the discriminator's branch, not a field
        prev_index = False
        if isinstance(part, str):
            container = part
        if part in _UNION_LABELS or "[" in part or part.startswith(("literal", "function")):
            continue  # a union branch label
        out += ("." if out else "") + part
    return out


def _validation_error(exc: ValidationError, cls=BoardError, prefix: str = "", model: Any = None) -> BoardError:
    """The errors of `model` (BoardModel, Declaration: its unknown fields get a hint)."""
    extra: dict[str, tuple] = {}  # path -> pydantic's location, for the unknown fields' hints
    found, omitted = distinct_errors(_error_pairs(exc, prefix, extra))
    if model is not None:
        # a field missing beside an unknown one of the same object is likely what it meant
        # (`goader: B` for `by: B`)
        missing = {p.rpartition(".")[0]: p.rpartition(".")[2] for p, m in found if m.startswith("missing")}
        # of several unknown fields beside one missing, the one written most like it (`controler`
        # for `controller`, not `summoning_sick` beside it)
        closest: dict[str, str] = {}
        if missing:
            import difflib

            for p, m in found:
                parent, _, name = p.rpartition(".")
                if m == "unknown field" and p in extra and parent in missing:
                    ratio = difflib.SequenceMatcher(None, name, missing[parent]).ratio()
                    if parent not in closest or ratio > difflib.SequenceMatcher(
                            None, closest[parent].rpartition(".")[2], missing[parent]).ratio():
                        closest[parent] = p

        def hint(path: str) -> str:
            said = _field_hint(extra[path], model)
            lacking = missing.get(path.rpartition(".")[0])
            if lacking is not None and repr(lacking) not in said and (not said or said.startswith("; did you mean")) \
                    and closest.get(path.rpartition(".")[0]) == path:
                return f"; is it {lacking!r}, which is missing here?"
            return said

        found = [(p, m + hint(p)) if m == "unknown field" and p in extra else (p, m) for p, m in found]
    first = found[0]
    return cls(first[0], first[1], found[1:], omitted)


# what a missing field of the board needs, where the field's name alone does not say it
_REQUIRED = {
    "version": "missing: write version: 1 (board format v1)",
    "turn": "missing: write turn: {active: PLAYER}, the id of the player whose turn it is",
    "turn.active": "missing: the id of the player whose turn it is (the attacking player, 506.2)",
    "players": "missing: the players in seating order, each {id: ...}",
}
# what an object of the board looks like, for one written as something else (`players: [A, B]`)
_SHAPES = {
    "Player": "{id: A, life: 20}",
    "Turn": "{active: A}",
    "Permanent": "{id: bear, card: Grizzly Bears, controller: A}",
    "GoadDesignation": "{goad: CREATURE, by: PLAYER}",
    "Answer": "{permanent: PERMANENT, question: QUESTION, holds: true}",
    "Declaration": "{attacks: {CREATURE: DEFENDER}}",
}
# the board's lists that may be left out, with what an item looks like
_LISTS = {"permanents": _SHAPES["Permanent"], "designations": _SHAPES["GoadDesignation"],
          "effects": "{kind: attack_tax, target: you, cost: \"{2}\", controller: B}", "answers": _SHAPES["Answer"]}
# where a field of the board's main objects goes, for one written at the wrong level
_HOMES = {"players": "a player (under players)", "turn": "turn", "permanents": "a permanent (under permanents)"}


# the branches of a selector (models/base.py: Selector), as pydantic names them in a location
_SELECTOR_WORDS = "literal['self','attached']"
_SELECTOR_BRANCHES = frozenset({_SELECTOR_WORDS, "list[str]", "SelectorObject"})


def _error_pairs(exc: ValidationError, prefix: str, extra: Optional[dict] = None) -> Iterator[tuple[str, str]]:
    """pydantic's errors as (path in the file, message); `extra` gets the location of the
    first unknown fields by their path."""
    errors = exc.errors(include_url=False, include_context=True, include_input=True)
    paths = Counter(format_loc(err["loc"]) for err in errors)
    for err in errors:
        loc = err["loc"]
        path = format_loc(loc)
        msg = err["msg"]
        if err["type"] == "list_type" and isinstance(err.get("input"), str) and paths[path] > 1 \
                and isinstance(loc[-1], str) and loc[-1].startswith("list["):
            continue  # a text where a text or a list goes (`mana: ["G"]`): the text's branch says what is wrong
        if loc and loc[-1] in _SELECTOR_BRANCHES:  # a selector's branch that does not take this type
            value = err.get("input")
            if isinstance(value, (list, dict)) or loc[-1] != _SELECTOR_WORDS:
                continue  # the branch of the value's own type says what is wrong, or the words do
            from .cards.oracle import PLACEHOLDERS  # (an error's path only: the reader is big)

            if isinstance(value, str) and value in PLACEHOLDERS:  # pasted from a card's `resolved` template
                msg = (f"{value!r} is a placeholder of a card's template ({PLACEHOLDERS[value]}): write the ids it "
                       "stands for, such as [bear]")
            else:
                msg = (f"{'null' if value is None else repr(value)} is not a selector: write self, attached, a list "
                       "of ids" + (f" such as [{value}]" if isinstance(value, str) and value else "")
                       + ", or an object such as {types: [creature]}")
        elif err["type"] == "union_tag_not_found" and err.get("ctx", {}).get("discriminator") == "'kind'":
            path = (path + ".kind") if path else "kind"
            msg = "missing: the effect's kind, such as kind: attacks_if_able (every kind: docs/effect-kinds.md)"
        elif err["type"] == "union_tag_invalid":
            path = (path + ".kind") if path else "kind"
            tag = err.get("ctx", {}).get("tag")
            hint = did_you_mean(near_names(str(tag), list(EFFECT_KINDS)))
            msg = f"unknown effect kind {tag!r}{hint}; known kinds: {', '.join(EFFECT_KINDS)}"
        elif err["type"] == "model_type":
            name = err.get("ctx", {}).get("class_name", "")
            given = err.get("input")
            msg = (f"should be a mapping of fields ({{field: value, ...}}), such as {{id: {given}}}"
                   if name == "Player" and isinstance(given, str) and given.strip() and "{" not in given
                   else f"should be a mapping of fields ({{field: value, ...}}), such as {_SHAPES[name]}"
                   if name in _SHAPES else "should be a mapping of fields ({field: value, ...})")
        elif err["type"] == "dict_type" and prefix == "declaration." and path == "attacks":
            msg = ("should be a mapping of each attacking creature's id to the id of what it attacks, such as "
                   "{\"lion\": \"B\", \"bear\": \"jace\"}" + (", not a list" if isinstance(err.get("input"), list) else ""))
        elif err["type"] == "string_type" and prefix == "declaration." and len(loc) == 2 and loc[0] == "attacks":
            msg = ("should be the id of the one player, planeswalker or battle this creature attacks, such as \"B\""
                   + ("; a creature that does not attack is left out" if err.get("input") is None else ""))
        elif err["type"] == "extra_forbidden":
            msg = "unknown field"
            if extra is not None and len(extra) < 64:
                extra.setdefault(prefix + path, loc)
        elif err["type"] == "missing":
            msg = _REQUIRED.get(path, "missing: this field is required")
        elif err["type"] == "list_type" and err.get("input") is None and path in _LISTS:
            msg = f"should be a list, such as [{_LISTS[path]}]: leave {path} out, or write [], for none"
        elif err["type"] == "literal_error" and path == "version":
            msg = f"version {err.get('input')!r} is not one this reads: this is board format v1, so write version: 1"
        elif msg.startswith("Value error, "):
            msg = msg[len("Value error, "):]
        elif err["type"] == "literal_error" and isinstance(err.get("input"), str):
            options = re.findall(r"'([^']*)'", str(err.get("ctx", {}).get("expected", "")))
            msg += did_you_mean(near_names(err["input"], options))
        elif err["type"] in ("int_type", "int_parsing") and isinstance(err.get("input"), str) \
                and re.fullmatch(r"-?\d+", err["input"].strip()):
            msg = f"should be a whole number: write {err['input'].strip()} without quotes"
        elif err["type"] in ("int_type", "int_parsing") and isinstance(err.get("input"), str) \
                and path.rsplit(".", 1)[-1] in ("power", "toughness") \
                and (pt := re.fullmatch(r"\s*(-?\d+)\s*/\s*(-?\d+)\s*", err["input"])):
            msg = f"should be a whole number: power and toughness are two fields, power: {pt[1]}, toughness: {pt[2]}"
        elif err["type"] == "list_type" and isinstance(err.get("input"), str):
            given = err["input"].strip()
            items = list(given.upper()) if path.rsplit(".", 1)[-1] in _COLOR_LISTS and re.fullmatch(
                r"[WUBRGwubrg]{2,5}", given) else [i.strip() for i in given.split(",") if i.strip()] or [given]
            # colors by letter: WU is [W, U]; `types: artifact, creature` is [artifact, creature]
            if path == "players":
                msg = f"should be a list of players in seating order: write [{', '.join(f'{{id: {i}}}' for i in items)}]"
            elif path.rsplit(".", 1)[-1] == "mana" and all(_bare_mana(i) for i in items):  # `mana: G`
                msg = f"should be a list of mana strings: write [{', '.join(json.dumps(_bare_mana(i)) for i in items)}]"
            elif any(c in i for i in items for c in "{}[],:#"):  # YAML too quotes "{G}"
                msg = f"should be a list: write [{', '.join(json.dumps(i) for i in items)}]"
            else:
                msg = (f"should be a list: write [{', '.join(items)}] (in JSON, "
                       f"[{', '.join(json.dumps(i) for i in items)}])")
        elif err["type"] == "string_type" and path.rsplit(".", 1)[-1] in _MANA_FIELDS and "mana_abilities" not in path:
            msg = _mana_text_hint(path.rsplit(".", 1)[-1], err.get("input")) or msg
        elif err["type"] in ("bool_type", "bool_parsing"):  # `tapped: 'yes'`, `sick: 1.5`
            msg = "should be true or false" + (f", not {json.dumps(err['input'])}"
                                               if isinstance(err.get("input"), (str, int, float)) else "")
        elif err["type"] == "string_type" and isinstance(err.get("input"), list) and len(err["input"]) == 1 \
                and isinstance(err["input"][0], str):  # `goad: [bear]`: one id, not a list
            msg = f"should be one text, not a list: write {err['input'][0]}"
        if err["type"] == "string_type":
            msg += _braces_hint(err.get("input"))
        yield (prefix + path if path else prefix.rstrip(".")), msg


_COLOR_LISTS = ("colors", "not_colors", "commander_color_identity")  # fields of colors by letter
_MANA_FIELDS = ("cost", "mana_cost", "mana_pool")  # fields of one mana string


def _mana_text_hint(field: str, value: Any) -> str:
    """For `cost: 2` or `mana_pool: ["{R}", "{G}"]`: how to write the mana string ("": no hint)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1000:
        if field == "mana_pool":
            return "should be a mana string of typed mana, such as \"{C}{C}\" or \"{R}{G}\""
        return f"should be a mana string, written in quotes: \"{{{value}}}\""
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value) and len(value) <= 10:
        return f"should be one mana string, such as \"{''.join(_bare_mana(v) or v.strip() for v in value)}\""
    return ""


def _bare_mana(text: str) -> str:
    """A type of mana written without braces ("G"), with them ("{G}"); "" for anything else."""
    t = text.strip()
    return f"{{{t.upper()}}}" if re.fullmatch(r"[WUBRGCwubrgc]", t) else ""


def _braces_hint(value: Any) -> str:
    """For `cost: {2}` or `mana: [{G}]`: YAML read the unquoted braces as a mapping."""
    if not (isinstance(value, dict) and 0 < len(value) <= 5 and all(v is None for v in value.values())):
        return ""
    text = "{" + ", ".join(str(k) for k in value) + "}"
    return f"; YAML reads {text} unquoted as a mapping: quote a mana string, \"{text}\""


def _leaves(annotation: Any) -> list:
    """The classes and containers a field's annotation may hold (Optional, Union and
    Annotated taken apart)."""
    import typing

    if isinstance(annotation, (str, typing.ForwardRef)):  # list["Effect"]: granted abilities
        name = annotation if isinstance(annotation, str) else annotation.__forward_arg__
        return _leaves(Effect) if name == "Effect" else []
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _leaves(typing.get_args(annotation)[0])
    if origin is Union or (origin is not None and getattr(origin, "__name__", "") == "UnionType"):
        return [leaf for arg in typing.get_args(annotation) for leaf in _leaves(arg)]
    if str(type(annotation).__name__) == "UnionType":
        return [leaf for arg in typing.get_args(annotation) for leaf in _leaves(arg)]
    return [annotation]


def _fields_at(loc: tuple, model: Any = BoardModel) -> set[str]:
    """The fields the object at pydantic's location `loc` (the unknown field's parent) takes."""
    import typing

    current: list = [model]
    for part in loc:
        nxt: list = []
        for leaf in current:
            origin = typing.get_origin(leaf)
            if isinstance(part, int) and origin in (list, tuple):
                nxt += _leaves(typing.get_args(leaf)[0])
            elif isinstance(part, str) and origin is dict:
                nxt += _leaves(typing.get_args(leaf)[1])
            elif isinstance(part, str) and isinstance(leaf, type) and issubclass(leaf, BaseModel):
                kind = leaf.model_fields.get("kind")
                if leaf.__name__ == part or (kind is not None and typing.get_args(kind.annotation) == (part,)):
                    nxt.append(leaf)  # a union branch or an effect kind: the same object
                elif part in leaf.model_fields:
                    nxt += _leaves(leaf.model_fields[part].annotation)
        current = nxt or [leaf for leaf in current if typing.get_origin(leaf) is None]
    names: set[str] = set()
    for leaf in current:
        if isinstance(leaf, type) and issubclass(leaf, BaseModel):
            for name, info in leaf.model_fields.items():
                names.add(info.alias or name)
    return names


def _field_hint(loc: tuple, model: Any) -> str:
    """"; did you mean 'toughness'?" for an unknown field, or where a field of another
    object goes ("; it belongs in turn")."""
    name = loc[-1] if loc else None
    if not isinstance(name, str):
        return ""
    try:
        return _hint(name, loc, model)
    except Exception:  # a hint only: never an error of its own
        return ""


# fields of variants the board format does not hold, and why
_VARIANTS = {
    "team": "team variants (808 Team vs. Team, 809 Emperor, 810 Two-Headed Giant) are not supported: each player "
            "is on their own, as in a free-for-all game (806) or a duel",
}
_VARIANTS["teams"] = _VARIANTS["teammates"] = _VARIANTS["team"]


# fields written by another name, with what the board format calls them (each said only
# where the object takes those fields)
_SYNONYMS = {
    "summoning_sick": ("sick",), "summoning_sickness": ("sick",), "summoningsick": ("sick",), "sickness": ("sick",),
    "pt": ("power", "toughness"), "p_t": ("power", "toughness"), "power_toughness": ("power", "toughness"),
    "life_total": ("life",), "hand_size": ("hand",), "cards_in_hand": ("hand",),
    "attacking": ("attacks",), "attackers": ("attacks",),
}


def _hint(name: str, loc: tuple, model: Any) -> str:
    if name.lower() in _VARIANTS:
        return "; " + _VARIANTS[name.lower()]
    allowed = _fields_at(tuple(loc[:-1]), model)
    meant = _SYNONYMS.get(name.lower().replace("-", "_").replace("/", "_").replace(" ", "_"), ())
    if meant and all(m in allowed for m in meant):
        return ("; did you mean " + " and ".join(repr(m) for m in meant) + "?"
                + (" (two fields: power: 2, toughness: 2)" if len(meant) == 2 else ""))
    close = near_names(name, sorted(allowed), cutoff=0.75)
    if close:
        return did_you_mean(close)
    if len(loc) == 1 and model is BoardModel:
        for field, where in _HOMES.items():
            if name in _fields_at((field, 0) if field != "turn" else (field,)):
                return f"; {name!r} is a field of {where}: check the indentation"
    return f"; the fields here are {', '.join(sorted(allowed))}" if 0 < len(allowed) <= 30 else ""


def decode_text(data: bytes, name: str, cls=BoardError) -> str:
    """Bytes of a board or declaration as text: UTF-8 (a byte-order mark is dropped)."""
    if len(data) > MAX_TEXT_BYTES:
        raise SizeLimitError("", f"{name} is larger than {MAX_TEXT_BYTES} bytes (see Limits in docs/board-format.md)")
    for bom, enc in ((codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"),
                     (codecs.BOM_UTF16_LE, "UTF-16"), (codecs.BOM_UTF16_BE, "UTF-16")):
        if data.startswith(bom):
            raise cls("", f"{name} is {enc} text; save it as UTF-8")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise cls("", f"{name} is not UTF-8 text: byte 0x{data[exc.start]:02x} at offset {exc.start}") from None


def read_bytes(source: Any, cls=BoardError) -> bytes:
    """The bytes of a file, or of standard input for '-', at most MAX_TEXT_BYTES of them. A
    directory is refused; a FIFO or a device is read up to the limit (/dev/zero is refused
    once it passes it); a FIFO nobody writes to reads as empty instead of waiting."""
    if isinstance(source, str) and source == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a text stream (tests)
            data = sys.stdin.read(MAX_TEXT_BYTES + 1).encode("utf-8", "surrogateescape")
        else:
            data = stream.read(MAX_TEXT_BYTES + 1)
        if len(data) > MAX_TEXT_BYTES:
            raise SizeLimitError("", f"standard input holds more than {MAX_TEXT_BYTES} bytes "
                                     "(see Limits in docs/board-format.md)")
        return data
    try:
        name = os.fspath(source)
    except TypeError:
        raise TypeError(f"a file name is a str or a path, not {type(source).__name__}") from None
    shown = repr(name) if isinstance(name, bytes) else name
    if (b"\0" if isinstance(name, bytes) else "\0") in name:
        raise cls("", f"can't read {shown!r}: the file name holds a NUL character")
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except (UnicodeError, ValueError):
        raise cls("", f"can't read {shown!r}: the file name is not valid text") from None
    except OSError as exc:
        raise cls("", f"can't read {shown}: {exc.strerror or exc}{_near_file(name, exc)}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise cls("", f"can't read {shown}: it is a directory")
        if stat.S_ISREG(info.st_mode) and info.st_size > MAX_TEXT_BYTES:
            raise SizeLimitError("", f"{shown} is larger than {MAX_TEXT_BYTES} bytes "
                                     "(see Limits in docs/board-format.md)")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # opened without waiting for a FIFO's writer; now read
        chunks = []
        size = 0
        # a regular file in one read (its size and one byte more: no copy of joined chunks)
        step = max(1 << 20, info.st_size + 1) if stat.S_ISREG(info.st_mode) else 1 << 20
        while size <= MAX_TEXT_BYTES:
            chunk = os.read(fd, min(step, MAX_TEXT_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_TEXT_BYTES:
            raise SizeLimitError("", f"{shown} holds more than {MAX_TEXT_BYTES} bytes "
                                     "(see Limits in docs/board-format.md)")
        return b"".join(chunks)
    except OSError as exc:
        raise cls("", f"can't read {shown}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def _near_file(name: Any, exc: OSError) -> str:
    """For a file not found: a file of its folder with a near name (`board.yml` for
    `board.yaml`), as "; did you mean ...?"."""
    import errno
    import itertools

    if exc.errno != errno.ENOENT or not isinstance(name, str):
        return ""
    try:
        folder, base = os.path.split(name)
        names = [n for n in itertools.islice(os.scandir(folder or "."), 2000) if n.is_file()]
    except OSError:
        return ""
    close = near_names(base, [n.name for n in names], cutoff=0.8)
    return f"; did you mean {os.path.join(folder, close[0])}?" if close else ""


def read_text(source: str | Path, cls=BoardError) -> str:
    """The text of a file, or of standard input for '-' (see read_bytes, decode_text)."""
    name = "standard input" if isinstance(source, str) and source == "-" else str(source)
    return decode_text(read_bytes(source, cls), name, cls)


_YAML_BASE: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: safe, 4x faster


class _YamlLoader(_YAML_BASE):  # type: ignore[misc,valid-type]
    """Safe loading; a number of more digits than Python reads, or a date that doesn't exist,
    is kept (a TooManyDigits, the text) for the checks to name its field."""


def _yaml_int(loader: Any, node: Any) -> Any:
    text = str(node.value)
    if len(text) > MAX_DIGITS:  # refused the same way whether or not Python's guard was lifted
        size = sum(c.isdigit() for c in text)
        if size > MAX_DIGITS:
            return TooManyDigits(size)
    return yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)


def _yaml_timestamp(loader: Any, node: Any) -> Any:
    try:
        return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)
    except ValueError:  # 2023-02-30
        return loader.construct_scalar(node)


def _yaml_map(loader: Any, node: Any) -> Any:
    """A mapping, with a key written twice refused (YAML 1.2 forbids it; PyYAML would keep the
    last and say nothing: `{sick: true, sick: false}`)."""
    seen: dict[Any, Any] = {}
    for key_node, _ in node.value:
        if key_node.tag == "tag:yaml.org,2002:merge":
            continue
        key = loader.construct_object(key_node, deep=True)
        try:
            first = seen.setdefault(key, key_node.start_mark)
        except TypeError:  # a key that is a list or a mapping: the board's checks name it
            continue
        if first is not key_node.start_mark:
            raise yaml.constructor.ConstructorError(
                None, None, f"the key {key!r} is written twice in one mapping (first at line {first.line + 1}); keep one",
                key_node.start_mark)
    return (yield from yaml.constructor.SafeConstructor.construct_yaml_map(loader, node))


_YamlLoader.add_constructor("tag:yaml.org,2002:map", _yaml_map)
_YamlLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)
_YamlLoader.add_constructor("tag:yaml.org,2002:timestamp", _yaml_timestamp)


def _yaml_hint(problem: str, mark: Any, text: str) -> str:
    """What to look at for YAML's most common complaints: tabs, indentation, an end too soon."""
    if mark is None:
        return ""
    lines = text.splitlines()
    line = lines[mark.line] if mark.line < len(lines) else ""
    if "\t" in line[:mark.column + 1]:
        return " (YAML indents with spaces, never tabs)"
    index = getattr(mark, "index", -1)
    if 0 <= index <= len(text) and not text[index:].strip():
        return " (the text ends before what it opened is closed: is it cut short?)"
    if any(p in problem for p in ("expected '-' indicator", "mapping values are not allowed", "expected <block end>",
                                  "expected key", "could not find expected ':'")):
        return (f" (check the indentation of line {mark.line + 1} and the lines above it: the fields of one "
                "entry line up under each other, a list entry starts with '- ')")
    return ""


def parse_text(text: str, what: str = "board", cls=BoardError) -> Any:
    """JSON or YAML text as data. Past MAX_TEXT_BYTES characters, or nested deeper than the
    parser goes (about 1,000 levels), the text is bad input; a number of more digits than
    Python reads becomes a TooManyDigits that the checks name by its field."""
    if not isinstance(text, str):
        raise TypeError(f"the {what} text is a str, not {type(text).__name__}")
    if len(text) > MAX_TEXT_BYTES:
        raise SizeLimitError("", f"the {what} text is longer than {MAX_TEXT_BYTES} characters "
                                 "(see Limits in docs/board-format.md)")
    deep = cls("", f"the {what} is nested too deeply: more than {MAX_DEPTH} levels of lists and objects "
                   "(see Limits in docs/board-format.md)")
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        try:
            return loads_json(text, keep_twice=what == "declaration")
        except json.JSONDecodeError:
            pass  # YAML is a superset of most JSON; let it report
        except RecursionError:
            raise deep from None
    try:
        return yaml.load(text, Loader=_YamlLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        if "maximum nesting depth" in problem:
            raise deep from None
        raise cls("", f"the {what} is not valid YAML or JSON{where}: {problem}{_yaml_hint(problem, mark, text)}") from None
    except RecursionError:
        raise deep from None
    except UnicodeEncodeError as exc:  # a lone surrogate written into a str (not as JSON's \\ud800)
        raise cls("", f"the {what} holds {exc.object[exc.start]!r}, which is not text YAML can hold; "
                      "write it as JSON with a \\u escape") from None


_PERMANENT_FIELDS = set(Permanent.model_fields)


def _fill_from_cards(data: dict, card_text: Optional[dict] = None, mana_text: Optional[dict] = None,
                     trait_text: Optional[dict] = None, face_mana_value: Optional[dict] = None,
                     given: Optional[dict] = None, card_errors: Optional[list] = None) -> dict:
    """`card: NAME` fills a permanent's fields from the card library; given fields win. A
    permanent whose `card` or `abilities` has the wrong type is left for the schema to name.
    The card's attack-relevant sentences that the reader did not understand go to
    `card_text` (permanent id -> (card name, sentences)), if given; its sentences about
    making mana that the reader does not model go to `mana_text`, those about power,
    colors or subtypes it does not read to `trait_text`; the mana value of a back face that
    has its front face's to `face_mana_value`. `given` (if given) gets, per index of a
    permanent filled, a copy of the fields written for it (its own abilities are the last
    of its `abilities`, after its card's)."""
    if card_text is None:
        card_text = {}
    if mana_text is None:
        mana_text = {}
    if trait_text is None:
        trait_text = {}
    if face_mana_value is None:
        face_mana_value = {}
    perms = data.get("permanents")
    if not isinstance(perms, list) or not any(isinstance(p, dict) and p.get("card") is not None for p in perms):
        return data
    from . import cards
    turn = data.get("turn")
    first_combat = isinstance(turn, dict) and turn.get("combat", 1) == 1  # (else the schema names it)
    filled = []
    animations: list[dict] = []  # lands written animated by their own ability (Mutavault)
    riot_candidates: dict[int, int] = {}  # not sick, with riot: how many abilities are the card's
    given_riot: dict[int, int] = {}  # permanents whose card gives other creatures riot: how many abilities are the card's
    errors: list[tuple[str, str]] = []  # every card that can't be filled, said at once
    for i, perm in enumerate(perms):
        if isinstance(perm, dict) and isinstance(perm.get("card"), str) and not perm["card"].strip():
            errors.append((f"permanents[{i}].card", "no card name: name a card, or leave `card` out and write the "
                                                    "permanent's fields"))
            filled.append(perm)
            continue
        if not (isinstance(perm, dict) and perm.get("card") and isinstance(perm["card"], str)
                and isinstance(perm.get("abilities", []), list)):
            filled.append(perm)
            continue
        if len(perm["card"]) > 1000:
            errors.append((f"permanents[{i}].card", f"unknown card {perm['card'][:60]!r}...: no card name is this long"))
            filled.append(perm)
            continue
        try:
            entry = cards.require(perm["card"])
        except cards.UnknownCardError as exc:  # with "did you mean" or the missing face
            errors.append((f"permanents[{i}].card", str(exc) + _token_hint(perm) + _comma_hint(perm)))
            filled.append(perm)
            continue
        except cards.CardLibraryError as exc:  # a broken card index or library file
            raise BoardError(f"permanents[{i}].card", str(exc)) from None
        types = {str(t).lower() for t in entry.get("types") or []}
        if "types" not in perm and types & {"instant", "sorcery"} and not types & _PERMANENT_TYPES:
            kind = " ".join(sorted(types))
            errors.append((f"permanents[{i}].card", f"{entry.get('name')!r} is {'an' if kind[0] in 'aeiou' else 'a'} "
                                                    f"{kind} card, which is never on the battlefield (110.4)"
                                                    f"{_token_hint(perm) or _other_face(str(entry.get('name')))}"))
            filled.append(perm)
            continue
        name = str(entry.get("name") or perm["card"])
        pid = perm["id"] if isinstance(perm.get("id"), str) else None
        unsupported = [str(t) for t in entry.get("unsupported") or []]
        if first_combat:  # no creature has attacked yet this turn (Port Razer)
            unsupported = [t for t in unsupported if not _ATTACKED_THIS_TURN.search(t)]
        if unsupported and perm.get("token") is not True:  # 702.141a: encore's words are about its tokens
            unsupported = [t for t in unsupported if not _ENCORE.search(t)]
        if unsupported and pid is not None:
            card_text[pid] = (name, unsupported)
        traits = cards.unread_traits(name, str(entry.get("oracle_text") or ""), " ".join(entry.get("types") or []))
        if perm.get("copy_of") is not None:
            # 707.2: a copy's copiable values are those of what it copies, never its card's
            # (Clone, Phantasmal Image): nothing is filled; what the card says that the
            # reader did not understand still counts, and the traits its exceptions to the
            # copy change (Phantasmal Image's Illusion) unless `copy_except` states them
            if traits and "copy_except" not in perm and pid is not None:
                trait_text[pid] = (name, traits)
            filled.append(perm)
            continue
        # what its card says it is as it enters as a copy matters only where it is one (707.9)
        traits = tuple(t for t in traits if not cards.is_copy_sentence(t[0]))
        merged = {k: v for k, v in entry.items() if k in _PERMANENT_FIELDS and v is not None and k != "abilities"}
        if any(str(t).lower() not in CARD_TYPES for t in merged.get("types") or ()):
            # a type line's word that is no card type (205.2a: Un-cards' "Eaturecray", "Hero")
            merged["types"] = [t for t in merged["types"] if str(t).lower() in CARD_TYPES]
        merged.update(perm)
        if perm.get("attached_to") is not None and "types" not in perm and "creature" in (merged.get("types") or []):
            if "copiable" not in perm:  # 707.2: a copy has the card's types; bestow's, reconfigure's, a Licid's change is an effect
                merged["copiable"] = {"types": list(merged["types"]), "subtypes": list(merged.get("subtypes") or [])}
            _attached_card(merged, "subtypes" not in perm)
        if "keywords" in perm and "copiable" not in perm and perm.get("copy_of") is None \
                and isinstance(perm["keywords"], list) and {str(k).lower() for k in perm["keywords"]} != \
                {str(k).lower() for k in entry.get("keywords") or ()}:
            # written as it is now (an animated Inkmoth Nexus's flying): its card's keywords are
            # its copiable values (707.2), those of its rules text (305.7)
            merged["copiable"] = {**merged.get("copiable", {}), "keywords": list(entry.get("keywords") or ())}
        card_abilities = list(entry.get("abilities") or [])
        if "power" in perm or "toughness" in perm:  # written as it is now (pumped): a level's 711.2b gives way
            card_abilities = [b for b in (_unwritten_level_pt(a, perm) if cards.is_level_pt(a) else a
                                          for a in card_abilities) if b is not None]
        if not perm.get("sick"):  # not dashed, blitzed or unearthed this turn: no haste from it
            card_abilities = [a for a in card_abilities if not cards.entered_this_turn_only(a)]
        merged["abilities"] = card_abilities + list(perm.get("abilities") or [])
        if given is not None:
            given[i] = as_written(perm)
        if any(cards.gives_riot(a) for a in card_abilities):
            given_riot[i] = len(card_abilities)
        if not perm.get("sick") and any(cards.haste_only_if_sick(a) for a in card_abilities):
            riot_candidates[i] = len(card_abilities)
        if traits:
            traits = _unanswered(traits, perm, name)
        if traits and first_combat:  # Moraug's "+1/+0 for each time it has attacked this turn": +0
            traits = tuple(t for t in traits if not _ATTACKED_THIS_TURN.search(t[0]))
        mana = cards.unmodelled_mana(str(entry.get("oracle_text") or ""), name)
        if mana and pid is not None:
            mana_text[pid] = (name, mana)
        if entry.get("mana_cost") is None and "mana_cost" not in perm and (cost := cards.unheld_cost(perm["card"])):
            # 700.5: its colored symbols count toward devotion, and 202.3 its mana value: not known here
            traits += ((f"its mana cost {cost} has symbols the board format does not hold; write its `mana_cost` "
                        "with symbols that count the same (a hybrid {G/W} for {G/W/P})", "mana cost"),)
        elif entry.get("mana_cost") is None and "mana_cost" not in perm and (front := cards.mana_value_from(perm["card"])):
            # a back face has no mana cost (no devotion) but its front face's mana value (712)
            value = _mana_value(front)
            if perm.get("token"):  # a token of a back face: a copy's (0) or a double-faced token's
                traits += (("a token of a back face: its mana value is not known here (a copy of a back face has "
                            "none; write its `mana_cost`)", "mana value"),)
            elif value is not None and pid is not None:
                face_mana_value[pid] = value
            else:
                what = "its two front faces' together" if front == "meld" else f"its front face's, of {front}"
                traits += ((f"its mana value is {what}, which the board format does not hold", "mana value"),)
        if "colors" not in perm and cards.colors_approximated(perm["card"]):
            # Avacyn, the Purifier is red by its color indicator, which the card data lacks
            traits += (("its colors are its card's color identity, an approximation (the card data states neither "
                        "colors nor a color indicator): write its `colors`", "colors"),)
        if "Room" in (entry.get("subtypes") or ()) and "mana_cost" not in perm:
            # a Room's characteristics are those of its unlocked doors, which the board doesn't say
            traits += (("a Room's mana cost is that of its unlocked doors: write its `mana_cost`", "mana cost"),)
        if "creature" in (perm.get("types") or ()) and "creature" not in (entry.get("types") or ()) \
                and "subtypes" not in perm and pid is not None and isinstance(perm.get("controller"), str) \
                and cards.animates_with_all_types(str(entry.get("oracle_text") or "")):
            # written animated by its own ability, "a 2/2 creature with all creature types"
            # (Mutavault): the effect of that resolved ability (613.4b, 205.3m), newer than the
            # permanents' abilities (an older Humility leaves it 2/2); its card is what it was
            pt = cards.animation_pt(str(entry.get("oracle_text") or ""))
            written = {k: perm[k] for k in ("power", "toughness") if k in perm}
            if pt is not None:
                written = {"power": pt[0], "toughness": pt[1], **written}
            animations.append({"kind": "add_types", "permanents": [pid], "source": pid, "controller": perm["controller"],
                               "types": [t for t in perm["types"] if t not in (entry.get("types") or ())],
                               "subtypes": cards.with_every_creature_type([]), **written})
            for key in ("types", "power", "toughness"):
                if entry.get(key) is not None:
                    merged[key] = entry[key]
                else:
                    merged.pop(key, None)
        if traits and pid is not None:
            trait_text[pid] = (name, traits)
        filled.append(merged)
    if errors:
        if card_errors is None:
            raise BoardError(errors[0][0], errors[0][1], errors[1:])
        card_errors += errors  # said with the schema's errors (board_from_data)
        return {**data, "permanents": filled}
    out = {**data, "permanents": filled}
    if animations and isinstance(data.get("effects", []), (list, tuple)):  # (else the schema names the field)
        out["effects"] = list(data.get("effects") or []) + animations
    reads_haste = cards.selectors_read_haste(out) if given_riot or card_text or riot_candidates else False
    if given_riot and reads_haste:
        # where a selector reads haste, the riot given to a creature that is not sick matters too
        for i, n in given_riot.items():
            filled[i] = {**filled[i], "abilities": [cards.riot_for_all(a) if k < n and cards.gives_riot(a) else a
                                                    for k, a in enumerate(filled[i]["abilities"])]}
    if card_text and not reads_haste and not _sick_under_active(filled, data):
        # 302.6: haste changes what a creature may do only while it is sick; with none such
        # under the active player, a sentence whose one change is haste changes no declaration
        for pid, (name, sentences) in list(card_text.items()):
            kept = [t for t in sentences if not cards.only_haste(t)]
            if kept:
                card_text[pid] = (name, kept)
            else:
                del card_text[pid]
    if riot_candidates and not reads_haste \
            and not any(isinstance(p, dict) and p.get("copy_of") is not None for p in filled):
        # riot's haste changes nothing for a creature that is not sick (302.6) where no
        # selector reads haste (nor a copy, which enters with riot of its own): not asked
        for i, n in riot_candidates.items():
            abilities = filled[i]["abilities"]
            filled[i] = {**filled[i], "abilities": [a for k, a in enumerate(abilities)
                                                    if k >= n or not cards.haste_only_if_sick(a)]}
    return out


def _sick_under_active(permanents: list, data: dict) -> bool:
    """Whether the active player controls a permanent that came under their control this turn
    (`sick`, 302.6), or the board doesn't say who is active."""
    turn = data.get("turn")
    active = turn.get("active") if isinstance(turn, dict) else None
    return not isinstance(active, str) or any(
        isinstance(p, dict) and p.get("sick") and p.get("controller") == active for p in permanents)


# a sentence about attacks made earlier this turn, which the first combat has none of (506.1)
_ATTACKED_THIS_TURN = re.compile(r"\bcan't attack a player it has already attacked this turn\b"
                                 r"|\bfor each time it has attacked this turn\b", re.I)


_ENCORE = re.compile(r"(?:^|, |; )encore\b", re.I)


def _unanswered(traits: tuple[tuple[str, str], ...], perm: dict, name: str) -> tuple[tuple[str, str], ...]:
    """The traits the board doesn't answer by writing the values they set: power and
    toughness set by the face's own characteristic-defining ability (604.3, 613.4a:
    Tarmogoyf) or a prototype (702.160), and a prototype's colors."""
    from . import cards

    def answered(text: str, trait: str) -> bool:
        if trait == "power" and "power" in perm and "toughness" in perm:
            return cards.defines_own_pt(name, text) or text.startswith("Prototype ")
        return trait == "colors" and "colors" in perm and text.startswith("Prototype ")

    return tuple(t for t in traits if not answered(*t))


def _unwritten_level_pt(effect: dict, perm: dict) -> Optional[dict]:
    """A level section's power and toughness (711.2b) without what the board writes itself."""
    left = {k: v for k, v in effect.items() if k not in ("power", "toughness") or k not in perm}
    return left if "power" in left or "toughness" in left else None


def _mana_value(cost: str) -> Optional[int]:
    """202.3: a printed mana cost's mana value, None where it is no cost the board holds."""
    if cost == "meld":
        return None
    try:
        return ManaCost.parse(cost).mana_value()
    except ValueError:
        return None


_PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})  # 110.4


def _other_face(name: str) -> str:
    """For the spell face of a modal double-faced card (Agadeem's Awakening): the face that
    can be a permanent."""
    from . import cards

    if cards.is_split(name):  # 709: its halves are spells; only a Room's are a permanent
        return "; it is half of a split card, whose halves are never permanents unless they are a Room's doors"
    full = next((n for n in cards.search(name, 5) if n.startswith(name + " // ")), None)
    if full is None or " // " in full[len(name) + 4:]:  # no other face, or several (Who // What // When ...)
        return ""
    back = full[len(name) + 4:]
    other = cards.lookup(back)  # None while the index does not describe that face
    if other is None:
        return (f"; if its other face, {back}, is the permanent, name that face (card: {back}; `attackcheck cards "
                f"update` brings the faces the shipped index lacks) or write the permanent out")
    kinds = {str(t).lower() for t in other.get("types") or []} & _PERMANENT_TYPES
    return f"; its other face is a {' '.join(sorted(kinds))}: card: {back}" if kinds else ""


def _comma_hint(perm: dict) -> str:
    """For `{card: Krenko, Mob Boss}`: YAML's flow mapping took the comma for the end of the
    name and `Mob Boss` for a field without a value. The name meant, quoted."""
    from . import cards

    for key, value in perm.items():
        if value is None and isinstance(key, str) and key not in _PERMANENT_FIELDS:
            name = f"{str(perm['card']).strip()}, {key.strip()}"
            if cards.lookup(name) is not None:
                return (f"; {name!r} is a card: in YAML's {{...}}, a comma ends the name unless it is quoted, "
                        f"card: \"{name}\"")
    return ""


# the predefined artifact tokens (111.10), with what the board writes of their mana: a
# Treasure's "{T}, Sacrifice this artifact: Add one mana of any color" pays as {T} would
_ARTIFACT_TOKENS = {"treasure": ", mana: [any]", "food": "", "clue": "", "blood": "", "map": "", "incubator": "",
                    "junk": "", "shard": ""}


def _token_hint(perm: dict) -> str:
    """For `card: Goblin` (a creature type, a token's name rather than a card's): how a token
    is written."""
    from .cards.oracle import _CREATURE_TYPES

    name = str(perm["card"]).strip()
    if name.lower().endswith(" token"):  # `card: Goblin Token`
        name = name[:-len(" token")].strip()
    artifact = _ARTIFACT_TOKENS.get(name.lower())
    if artifact is not None:  # Treasure, Food, Clue, ...: artifact tokens (111.10)
        name = name.capitalize()
        return (f"; a {name} token has no card: write it out instead, {{id: {perm.get('id', 'token1')}, name: {name}, "
                f"controller: {perm.get('controller', 'A')}, token: true, types: [artifact], subtypes: [{name}]"
                f"{artifact}}} (\"Tokens\" in docs/board-format.md)")
    if name.lower() not in _CREATURE_TYPES:
        return ""
    return (f"; a token named {name} has no card: write it out instead, {{id: {perm.get('id', 'token1')}, "
            f"name: {name}, controller: {perm.get('controller', 'A')}, token: true, types: [creature], "
            f"subtypes: [{name}], power: 1, toughness: 1}} (\"Tokens\" in docs/board-format.md)")


def _attached_card(perm: dict, card_subtypes: bool) -> None:
    """A card's permanent attached to another is no creature (303.4d, 301.5c): a bestowed
    Aura (702.103b), a reconfigured Equipment (702.151b), a Licid that became an Aura. With
    the creature type go its creature types, unless it is Kindred (205.1a, 205.3m); one that
    is not Equipment or a Fortification is an Aura enchantment (bestow, Licids)."""
    from .cards.oracle import _CREATURE_TYPES

    types = [t for t in perm["types"] if t != "creature"]
    if not card_subtypes:  # the board wrote its subtypes
        perm["types"] = types
        return
    subtypes = list(perm.get("subtypes") or [])
    if not {"kindred", "tribal"} & {t.lower() for t in types}:
        subtypes = [s for s in subtypes if s.lower() not in _CREATURE_TYPES]
    if not {"Aura", "Equipment", "Fortification"} & set(subtypes):
        if "enchantment" not in types:
            types.append("enchantment")
        subtypes.append("Aura")
    perm["types"], perm["subtypes"] = types, subtypes


def board_from_data(data: Any) -> BoardModel:
    """A board from parsed data (a mapping), checked against the limits, the schema and the
    references between ids."""
    if isinstance(data, BoardModel):
        return data
    if isinstance(data, Mapping) and not isinstance(data, dict):
        data = dict(data)
    if not isinstance(data, dict):
        raise BoardError("", "a board is a mapping with version, players, turn and permanents")
    if "board" in data and "version" not in data and isinstance(data["board"], dict):
        data = data["board"]  # an example file: {board: ..., checks: ...}
    if "attacks" in data and not data.keys() & {"version", "players", "turn", "permanents"}:
        raise BoardError("", "this is a declaration ({attacks: {creature: defender}}), not a board: the board comes "
                             "first, attackcheck check BOARD DECLARATION")
    check_data(data)
    card_text: dict = {}
    mana_text: dict = {}
    trait_text: dict = {}
    face_mana_value: dict = {}
    given: dict[int, dict[str, Any]] = {}
    effects = data.get("effects")
    card_errors: list[tuple[str, str]] = []  # cards that can't be filled: said with the schema's errors, at once
    data = _fill_from_cards(data, card_text, mana_text, trait_text, face_mana_value, given, card_errors)
    try:
        try:
            model = BoardModel.model_validate(data)
        except ValidationError as exc:
            listed = _tuples_as_lists(data) if any(e["type"] == "list_type" for e in exc.errors()) else data
            if listed is data:
                raise
            model = BoardModel.model_validate(listed)  # a Python caller's tuples, read as JSON arrays
    except ValidationError as exc:
        error = _validation_error(exc, model=BoardModel)
        # the players named where a player goes, said in the same round (turn.active, controllers)
        unknown = [(p, m) for p, m in _raw_player_errors(data) if all(p != q for q, _ in error.errors)]
        if card_errors or unknown:
            errors, omitted = distinct_errors(card_errors + error.errors + unknown)
            raise BoardError(errors[0][0], errors[0][1], errors[1:], omitted + error.omitted) from None
        raise error from None
    except UnicodeEncodeError as exc:  # a validator's message quoting a lone surrogate
        surrogate = _surrogate_error(data, exc, BoardError)
        if card_errors:
            raise BoardError(card_errors[0][0], card_errors[0][1], card_errors[1:] + surrogate.errors) from None
        raise surrogate from None
    if card_errors:
        raise BoardError(card_errors[0][0], card_errors[0][1], card_errors[1:])
    model._card_text = card_text
    model._mana_text = mana_text
    model._trait_text = trait_text
    model._face_mana_value = face_mana_value
    if given:
        _refuse_written_twice(model, given)
        model._given = given
        if len(model.effects) != len(effects or ()):  # effects the cards made (an animated Mutavault's)
            model._given_effects = len(effects or ())
    from .validate import validate_references

    check_size(model, validate_references(model))
    return model


def _raw_player_errors(data: dict) -> list[tuple[str, str]]:
    """Where a board that fails its schema names players in `turn.active`, the permanents'
    `controller` and `owner` and the effects' `controller`: those that are no player of its
    `players` (read as far as the players' ids can be), for the first round of errors."""
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) and isinstance(p.get("id"), str) for p in players):
        return []
    ids = [p["id"] for p in players]
    from .validate import unknown_player

    out: list[tuple[str, str]] = []
    turn = data.get("turn")
    if isinstance(turn, dict) and isinstance(turn.get("active"), str) and turn["active"] not in ids:
        out.append(("turn.active", unknown_player(turn["active"], ids)))
    perms = data.get("permanents")
    for i, perm in enumerate(perms if isinstance(perms, list) else ()):
        for key in ("controller", "owner"):
            who = perm.get(key) if isinstance(perm, dict) else None
            if isinstance(who, str) and who not in ids and len(out) < 20:
                out.append((f"permanents[{i}].{key}", unknown_player(who, ids)))
    effects = data.get("effects")
    for i, eff in enumerate(effects if isinstance(effects, list) else ()):
        who = eff.get("controller") if isinstance(eff, dict) else None
        if isinstance(who, str) and who not in ids and len(out) < 20:
            out.append((f"effects[{i}].controller", unknown_player(who, ids)))
    return out


def as_written(value: Any) -> Any:
    """A copy of a permanent's written fields as JSON values (a Python caller's tuples as lists,
    its effect models as the fields it gave them)."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, Mapping):
        return {k: as_written(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [as_written(v) for v in value]
    return value


def _refuse_written_twice(model: BoardModel, given: dict[int, dict[str, Any]]) -> None:
    """A permanent whose own abilities begin with all those its card gives it is a board
    written out with every card's fields (`BoardModel.model_dump`) and read back: read as
    it is, each of those abilities would apply twice (two taxes of {2}). Refused, naming the
    field, rather than guessed either way."""
    for i, written in given.items():
        own = len(written.get("abilities") or ())
        abilities = model.permanents[i].abilities
        card = len(abilities) - own
        if 0 < card <= own and abilities[card:2 * card] == abilities[:card]:
            p = model.permanents[i]
            raise BoardError(f"permanents[{i}].abilities",
                             f"{p.card!r} ({p.id}) is written with every ability its card gives it, which `card` "
                             "gives it again: write only the abilities it has besides its card's (Board.to_dict() "
                             "writes a board out so; BoardModel.model_dump() writes every card's fields out)")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _surrogate_error(data: Any, exc: UnicodeEncodeError, cls: type[InputError], prefix: str = "") -> InputError:
    """A lone surrogate (JSON's "\\ud800") in a field whose validator quotes its value:
    pydantic can't write that message, so the field holding it is named here."""
    quoted = exc.object if isinstance(exc.object, str) else ""
    first: Optional[tuple[str, str]] = None
    todo: list[tuple[str, Any]] = [("", data)]
    while todo:
        path, value = todo.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                if value in quoted:
                    first = (path, value)
                    break
                first = first or (path, value)
        elif isinstance(value, dict):
            todo.extend((f"{path}.{k}" if path else str(k), v) for k, v in reversed(list(value.items())))
        elif isinstance(value, list):
            todo.extend((f"{path}[{i}]", v) for i, v in reversed(list(enumerate(value))))
    path, value = first or ("", "")
    bad = _SURROGATE.search(value)
    char = bad.group() if bad else "a lone surrogate"
    return cls(prefix + path if path else "", f"holds {char!r}, a lone surrogate, which this field can't read")


# What the limits check on the data (check_data) and the schema alone would let through:
# seven digits in a row (a count past 10^6 or an integer past 2^31, in a number or in a
# string), an exponent (1e300 read as an integer), `multiply`, and `except` (selectors
# nested in each other). Text holding any of them takes the ordinary path.
_NEEDS_CHECKS = re.compile(r'\d{7}|\d[eE]|"multiply"|"except"')
# ASCII digits all read as "0" and "E" as "e": the same search as plain substring searches
# (a regular expression trying each of 20 million characters takes a second or two).
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789E", b"000000000e")


def _held(text: "str | bytes") -> bool:
    """Whether the text holds what only the ordinary read reads as it should: a `card` to
    fill, or what _NEEDS_CHECKS finds."""
    if isinstance(text, bytes):
        return b'"card"' in text or _needs_checks(text)
    return '"card"' in text or _needs_checks(text)


def _needs_checks(text: "str | bytes") -> bool:
    """Whether the text (or its ASCII bytes) holds what _NEEDS_CHECKS finds."""
    if isinstance(text, bytes):
        if b'"multiply"' in text or b'"except"' in text:
            return True
        folded = text.translate(_DIGITS_AS_ZERO)
    else:
        if '"multiply"' in text or '"except"' in text:
            return True
        if not text.isascii():  # other digits than 0-9 (\d): the expression itself
            return _NEEDS_CHECKS.search(text) is not None
        folded = text.encode("ascii").translate(_DIGITS_AS_ZERO)
    return b"0000000" in folded or b"0e" in folded


# A big board's permanents are validated a piece of about this many characters at a time:
# pydantic parses all the text it is given before it makes any model, and the parsed text
# of a big board takes more memory than the models (100,000 creatures: about 115 MB).
_PIECE = 1 << 18
_PERMANENTS_KEY = r'"permanents"\s*:\s*\['
_ITEM = r'\{\s*"id"\s*:'  # where a permanent written with its id first starts (never inside a string)
_PATTERNS: dict[type, tuple[Any, ...]] = {str: (re.compile(_PERMANENTS_KEY), re.compile(_ITEM), "[", "]", ",",
                                                '"permanents"'),
                                          bytes: (re.compile(_PERMANENTS_KEY.encode()), re.compile(_ITEM.encode()),
                                                  b"[", b"]", b",", b'"permanents"')}
_pieces: Any = None  # what validates a piece's permanents (validate_json): made when first needed (start-up time)


# The fields of a plain permanent (_Permanents) and the one JSON type each takes as it is
# (a number field also null); `colors`, `mana`, `types` and `keywords` strings are checked
# as pydantic checks them. No abilities: share_board finds those pydantic shared.
_PLAIN_TYPES: dict[str, type] = {**dict.fromkeys(("id", "controller", "name", "owner"), str),
                                 **dict.fromkeys(("power", "toughness", "loyalty", "defense"), int),
                                 **dict.fromkeys(("tapped", "sick", "token", "commander"), bool),
                                 **dict.fromkeys(("types", "subtypes", "supertypes", "keywords", "colors", "mana"), list)}
_NULLABLE = frozenset({"power", "toughness", "loyalty", "defense"})
_SEVEN_DIGITS = 1_000_000
# a model's own attributes besides its fields, set as pydantic sets them (their slots' setters:
# a tenth faster than object.__setattr__ by name)
_SLOTS = (BaseModel.__dict__["__pydantic_fields_set__"].__set__, BaseModel.__dict__["__pydantic_extra__"].__set__,
          BaseModel.__dict__["__pydantic_private__"].__set__)
_CHECKS: dict[str, Any] = {"colors": _color, "mana": ManaOption.parse, "types": _card_type,  # as pydantic checks them
                           "keywords": _keyword}


class _Permanents:
    """Validates a JSON list of permanents as TypeAdapter(list[Permanent]) does. Where every
    permanent of the text is plain (only the fields of _PLAIN_TYPES, each a JSON value of the
    one type the field takes as it is, with an id and a controller; no battle, no \\u
    escape), it parses the text as pydantic does and makes each model itself: the values
    pydantic makes of that text, shared as `sharing` shares them, in about two thirds of the
    time (pydantic calls into Python per permanent, per color and per empty list). Anything
    else, and any doubt, is pydantic's to read, as before. Only inside `sharing(texts=False)`.
    With `held`, a text it leaves to pydantic that holds what the ordinary read must read
    (_held) is refused (ValueError): the plain permanents it makes hold nothing of that (no
    card, no number of seven digits: no field the limits look at holds more than an integer
    of six)."""

    def __init__(self, held: bool = False) -> None:
        self.held = held
        self._adapter: Optional[TypeAdapter[list[Permanent]]] = None
        self.checked: dict[str, set[tuple[str, ...]]] = {k: set() for k in _CHECKS}  # lists found valid

    def validate_json(self, text: Any) -> list[Permanent]:
        sharer = active_sharer()
        got = None
        if sharer is not None and not sharer.text_fields and (b"\\u" if isinstance(text, bytes) else "\\u") not in text:
            try:  # parsed as pydantic parses it (a lone surrogate, or bytes that are not UTF-8, refused)
                got = self._plain(from_json(text, cache_strings="keys"), sharer)
            except Exception:  # noqa: BLE001 - pydantic says what is wrong, if anything
                got = None
        if got is None and self.held and _held(text):
            raise ValueError("the ordinary read reads this text")
        return self.adapter.validate_json(text) if got is None else got

    @property
    def adapter(self) -> TypeAdapter[list[Permanent]]:
        """pydantic's own reading, made when first needed (a board of plain permanents never
        needs it: its schema takes a twentieth of a second to build)."""
        if self._adapter is None:
            # Permanent's own validator first: the list's, and then the board's, reuse it
            # rather than each building the permanent's (and its abilities') again
            Permanent.model_rebuild()
            self._adapter = TypeAdapter(list[Permanent])
        return self._adapter

    def _plain(self, items: Any, sharer: Any) -> Optional[list[Permanent]]:
        if type(items) is not list:
            return None
        empty_list, empty_dict, lists, given = sharer.empty_list, sharer.empty_dict, sharer.lists, sharer.given
        base: dict[str, Any] = {}  # every field's default, in the fields' order
        for name, info in Permanent.model_fields.items():
            if info.default_factory is None:
                base[name] = info.default
                continue
            made = info.default_factory()  # type: ignore[call-arg]
            if made != [] and made != {}:  # only empty lists and mappings are shared
                return None
            base[name] = empty_list if type(made) is list else empty_dict
        types = _PLAIN_TYPES
        checked = self.checked
        new_model = Permanent.__new__
        setattr_ = object.__setattr__
        set_given, set_extra, set_private = _SLOTS
        out: list[Permanent] = []
        none = type(None)
        # (its fields, the types of their values) -> its list fields, its integer fields and its
        # set of fields given, once its fields and types are found plain
        plans: dict[tuple[Any, ...], tuple[list[tuple[str, dict]], tuple[str, ...], set[str]]] = {}
        # per list field: the lists of this piece already checked -> the shared one
        ready: dict[str, dict[tuple[str, ...], list]] = {k: {} for k, t in types.items() if t is list}
        for obj in items:
            if type(obj) is not dict:
                return None
            shape = (*obj, *map(type, obj.values()))  # its fields, then the types of their values
            plan = plans.get(shape)
            if plan is None:
                if "id" not in obj or "controller" not in obj:
                    return None
                typed = list(zip(obj, shape[len(obj):]))
                for k, t in typed:
                    if t is not types.get(k) and not (t is none and k in _NULLABLE):
                        return None
                fields = set(obj)
                plan = plans[shape] = ([(k, ready[k]) for k, t in typed if t is list],
                                       tuple(k for k, t in typed if t is int), given.setdefault(tuple(fields), fields))
            listed, ints, fields = plan
            for k in ints:  # six digits at most (_held: the limits' checks never apply)
                if not -_SEVEN_DIGITS < obj[k] < _SEVEN_DIGITS:
                    return None
            for k, known in listed:
                v = obj[k]
                if not v:
                    obj[k] = empty_list
                    continue
                key = tuple(v)
                shared = known.get(key)
                if shared is None:
                    shared = lists.get(key)
                    if shared is None:
                        for x in v:
                            if type(x) is not str:
                                return None
                        shared = lists.setdefault(key, v)
                    valid = checked.get(k)
                    if valid is not None and key not in valid:  # colors, mana, types: as pydantic checks each
                        check = _CHECKS[k]
                        for x in key:
                            check(x)
                        if len(valid) < 10_000:
                            valid.add(key)
                    if k == "types" and "battle" in key:  # its protector: Permanent's own check
                        return None
                    known[key] = shared
                obj[k] = shared
            d = base.copy()
            d.update(obj)
            m = new_model(Permanent)
            setattr_(m, "__dict__", d)
            set_given(m, fields)
            set_extra(m, None)
            set_private(m, None)
            out.append(m)
        return out


# An id that a permanent's text may hold in a copy of another's: no backslash, no control
# character (JSON allows neither as it is); a piece holding any other is read as it is. These
# bytes deleted from its ids' text leave it shorter where one holds any.
_ODD_ID = bytes(range(0x20)) + b"\\"
_ID_FIRST = b'{"id":"'


class _Alike:
    """The permanents of a piece of a big board's JSON bytes, where alike permanents (whose
    texts differ only in their ids, such as tokens) are validated once: each of the others
    is a copy of that model with its own id, what pydantic makes of its text (the same
    fields given; values shared as `sharing` shares them). Only flat permanents (no nested
    object: nothing a copy would share but values) with their id first are copied; a piece
    it can't cut into permanents plainly is left to the ordinary read (None). After a piece
    where few are alike, the next few pieces are read as they are (a board of distinct
    permanents), and then it tries again (tokens later in the board)."""

    def __init__(self, adapter: Any) -> None:
        self.adapter = adapter
        self.shapes: dict[bytes, Optional[Permanent]] = {}  # text after the id -> its model (None: read each)
        self.skip = 0  # pieces left to read as they are

    def _read(self, texts: list[bytes]) -> Optional[list[Permanent]]:
        """The permanents of these texts (one each), or None where the texts are not that."""
        if not texts:
            return []
        got = self.adapter.validate_json(b"[" + b",".join(texts) + b"]")
        return got if len(got) == len(texts) else None

    def piece(self, text: bytes, start: int, end: int) -> Optional[list[Permanent]]:
        """The permanents of text[start:end] (permanents, each followed by a comma), or None."""
        if self.skip:
            self.skip -= 1
            return None
        parts = text[start:end].split(_ID_FIRST)
        if len(parts) < 2 or parts[0].strip():
            return None
        shapes = self.shapes
        ids: list[bytes] = []
        rests: list[bytes] = []
        new: dict[bytes, bytes] = {}  # a new shape -> its first permanent's text
        most = (len(parts) - 1) // 2  # more new shapes than this: few alike, each shape validated anyway
        for part in parts[1:]:
            pid, _, rest = part.partition(b'"')
            ids.append(pid)
            rests.append(rest)
            if rest not in shapes and rest not in new:
                new[rest] = pid
                if len(new) > most:  # read as it is (what the copies would be), as the next few pieces
                    self.skip = _SKIP
                    return None
        ids_text = b"".join(ids)  # each id up to the quote that ends it
        if len(ids_text.translate(None, _ODD_ID)) != len(ids_text):
            return None
        if new:
            trimmed = {rest: rest.rstrip(_JSON_SPACE) for rest in new}
            if not all(t.endswith(b",") for t in trimmed.values()):
                return None
            # one object each (the count _read checks), its id given once; nested objects
            # are found in the models (_flat): a brace may stand in a string ("{G}")
            shaped = [rest for rest, t in trimmed.items() if t.endswith(b"},") and b'"id"' not in t]
            models = self._read([_ID_FIRST + new[rest] + b'"' + trimmed[rest][:-1] for rest in shaped])
            if models is None:
                return None
            for rest in new:
                shapes[rest] = None
            for rest, m in zip(shaped, models):
                shapes[rest] = m if m.id == new[rest].decode("ascii") and _flat(m.__dict__) else None
        plain = [_ID_FIRST + pid + b'"' + rest.rstrip(_JSON_SPACE)[:-1] for pid, rest in zip(ids, rests)
                 if shapes[rest] is None]
        read = self._read(plain)
        if read is None:  # a text that was not one permanent
            return None
        done = iter(read)
        out: list[Permanent] = []
        new_model = Permanent.__new__
        setattr_ = object.__setattr__
        set_given, set_extra, set_private = _SLOTS
        firsts = {rest: pid for rest, pid in new.items() if shapes[rest] is not None}
        for pid, rest in zip(ids, rests):
            model = shapes[rest]
            if model is None:
                out.append(next(done))
                continue
            if firsts and firsts.get(rest) is pid:  # the permanent validated for its shape
                out.append(model)
                continue
            d = model.__dict__.copy()
            d["id"] = pid.decode("ascii")
            copy = new_model(Permanent)
            setattr_(copy, "__dict__", d)
            set_given(copy, model.__pydantic_fields_set__)
            set_extra(copy, None)
            set_private(copy, None)
            out.append(copy)
        if 2 * (len(plain) + len(firsts)) > len(ids):  # few alike
            self.skip = _SKIP
        return out


_SKIP = 4  # pieces read as they are after one where few permanents are alike


def _flat(fields: dict[str, Any]) -> bool:
    """Whether a permanent's values are all strings, numbers, booleans, lists of strings or
    empty mappings (its other fields hold nothing else): no nested object a copy would share
    (effects, mana abilities, copy exceptions, a list of mana options) nor a mapping of values."""
    return (not fields["abilities"] and not fields["mana_abilities"] and fields["copy_except"] is None
            and fields["copiable"] is None and not fields["damage_by"] and not fields["counters"]
            and all(type(x) is str for x in fields["mana"]))


_JSON_SPACE = b" \t\n\r"  # JSON's whitespace (RFC 8259), no other: bytes.rstrip() would take \x0b and \x0c too
# an object key with a \u escape: it may spell "effects" or "permanents" (the last such key counts)
_ESCAPED_KEY: dict[type, Any] = {str: re.compile(r'\\u[0-9a-fA-F]{4}[^"\\]*(?:\\.[^"\\]*)*"\s*:'),
                                 bytes: re.compile(rb'\\u[0-9a-fA-F]{4}[^"\\]*(?:\\.[^"\\]*)*"\s*:')}


def _escaped_key(text: Any) -> bool:
    """Whether the text may hold an object key written with a \\u escape (a plain substring
    search first: almost no board file has one)."""
    mark = "\\u" if isinstance(text, str) else b"\\u"
    return mark in text and _ESCAPED_KEY[type(text)].search(text) is not None


def _key_again(text: Any, key: Any, name: Any, pos: int) -> bool:
    """Whether key.search(text, pos) finds a match: each match starts with `name`, found by
    a plain substring search (the expression tried at each of 20 million characters takes
    tens of milliseconds)."""
    at = text.find(name, pos)
    while at >= 0:
        if key.match(text, at) is not None:
            return True
        at = text.find(name, at + 1)
    return False


def _list_start(text: Any, key: Any, name: Any) -> Optional[int]:
    """Where the items of the board's list under `key` begin, or None where the text is read
    whole: a small text, a key written with a \\u escape, no such key or two of them (the last
    one would count)."""
    if len(text) < 4 * _PIECE or _escaped_key(text):
        return None
    found = key.search(text)
    if found is None or _key_again(text, key, name, found.end()):
        return None
    return found.end()


def _read_pieces(text: Any, start: int, item: Any, comma: Any,
                 read: Callable[[int, int, Any], list[Any]]) -> tuple[list[Any], int]:
    """A list's items read a piece at a time from `start`: a piece ends before the first item
    (`item`) at least _PIECE characters on and, its JSON whitespace trimmed, with a comma;
    `read(begin, end, piece)` makes its models or raises ValueError. The first piece that
    ends otherwise or fails, and all after it, are left: the models, and where they end."""
    space = " \t\n\r" if isinstance(text, str) else _JSON_SPACE
    out: list[Any] = []
    pos = start
    while (after := item.search(text, pos + _PIECE)) is not None:
        piece = text[pos:after.start()].rstrip(space)
        if not piece.endswith(comma):
            break
        try:
            out += read(pos, after.start(), piece)
        except ValueError:
            break
        pos = after.start()
    return out, pos


def _validate_json(text: Any) -> BoardModel:
    """BoardModel.model_validate_json(text) (str or bytes), the permanents a piece at a time.
    A piece ends before a permanent's `{"id":` and is taken only if, with `[` and `]`
    around it, it is a JSON list of valid permanents: it then ends where a permanent ends
    in the board's permanents array (the text from the array's start reads the same).
    The first piece that is not, and all after it, go with the rest of the board, read as
    one text: an error is the whole text's (the caller then reads it the ordinary way).
    A ValueError also where the text holds what the ordinary read must read (_held): the
    whole text is looked at but for the plain permanents, which hold nothing of that."""
    def whole() -> BoardModel:
        if _held(text):
            raise ValueError("the ordinary read reads this text")
        return _effects_in_pieces(text)

    key, item, head, tail, comma, name = _PATTERNS[type(text)]
    start = _list_start(text, key, name)
    if start is None:
        return whole()
    global _pieces
    if _pieces is None:
        _pieces = _Permanents(held=True)
    pieces = _pieces
    alike = _Alike(pieces) if isinstance(text, bytes) else None

    def read(begin: int, end: int, piece: Any) -> list[Permanent]:
        got = alike.piece(text, begin, end) if alike is not None else None
        return pieces.validate_json(head + piece[:-1] + tail) if got is None else got

    permanents, pos = _read_pieces(text, start, item, comma, read)
    if pos == start:
        return whole()
    rest = text[:start] + text[pos:]
    if _held(rest):
        raise ValueError("the ordinary read reads this text")
    model = _effects_in_pieces(rest)
    if "permanents" not in model.model_fields_set:  # the key was not the board's own: the whole text's error
        return whole()
    permanents += model.permanents
    model.__dict__["permanents"] = permanents
    return model


_EFFECTS: dict[type, tuple[Any, ...]] = {
    t: (re.compile(conv(r'"effects"\s*:\s*\[')), re.compile(conv(r'\{\s*"kind"\s*:')),
        conv('{"version":1,"players":[{"id":"p"}],"turn":{"active":"p"},"effects":['), conv("]}"), conv(","),
        conv('"effects"'))
    for t, conv in ((str, str), (bytes, str.encode))}


def _effects_in_pieces(text: Any) -> BoardModel:
    """BoardModel.model_validate_json(text), the board's effects a piece at a time, each in
    a board of its own: pydantic parses all the text it is given before it makes any model,
    and the parsed text of 73,000 effects is about 30 MB more memory to fault in, which the
    objects made later mostly don't reuse. A piece is taken as _validate_json takes one:
    only if it is a JSON list of valid effects; the first that is not, and all after it, go
    with the rest of the board, read as one text (an error is the whole text's)."""
    def whole() -> BoardModel:
        return BoardModel.model_validate_json(text)

    key, item, head, tail, comma, name = _EFFECTS[type(text)]
    start = _list_start(text, key, name)
    if start is None:
        return whole()
    effects, pos = _read_pieces(text, start, item, comma, lambda begin, end, piece: BoardModel.model_validate_json(
        head + piece[:-1] + tail).effects)
    if pos == start:
        return whole()
    model = BoardModel.model_validate_json(text[:start] + text[pos:])
    if "effects" not in model.model_fields_set:  # the key was not the board's own: the whole text's error
        return whole()
    effects += model.effects
    model.__dict__["effects"] = effects
    return model


def _board_from_json(text: "str | bytes") -> Optional[BoardModel]:
    """The board of JSON text validated straight from the text (pydantic reads the JSON
    itself: no dicts in between, half the time and memory on a big board), or None when
    that does not apply: a `card:` to fill, text the limits must look at, or anything
    pydantic refuses here, which the ordinary path then reads and reports exactly as
    before. ASCII bytes read as the text they are (no copy of a big file as a str)."""
    if isinstance(text, bytes):
        if not text.lstrip().startswith(b"{"):
            return None
    elif not text.lstrip().startswith("{"):
        return None
    if len(text) > MAX_TEXT_BYTES:
        return None
    try:
        with sharing(texts=False):  # alike permanents share their values as they are made
            model = _validate_json(text)
            share_board(model)
    except ValueError:  # ValidationError included
        return None
    from .validate import validate_references

    check_size(model, validate_references(model))
    return model


def board_from_text(text: str, _fast: bool = True, _file: bool = False) -> BoardModel:
    """A board from JSON or YAML text (limits, schema, references)."""
    model = _board_from_json(text) if _fast else None
    if model is None:
        data = parse_text(text)
        if isinstance(data, (str, int, float)) or data is None:
            if not _file:
                what = "this text is not one (a string is never read as a file name: use Board.from_file)"
            else:
                what = "the file holds nothing" if data is None else "this file is not one"
            raise BoardError("", f"a board is a mapping with version, players, turn and permanents; {what}")
        model = board_from_data(data)
        share_alike(model.permanents)
        share_board(model)
    return model


def load_board_source(source: Any) -> BoardModel:
    """A board from a mapping, a BoardModel, or JSON / YAML text. A string is always text,
    never a file name: read files with load_board_file."""
    if isinstance(source, (Mapping, BoardModel)):
        return board_from_data(source)
    if isinstance(source, str):
        return board_from_text(source)
    raise TypeError(f"a board is a mapping, a BoardModel or JSON/YAML text, not {type(source).__name__} "
                    "(read a file with Board.from_file)")


def load_board_file(path: Any) -> BoardModel:
    """A board from a JSON or YAML file, or standard input for '-'."""
    data = read_bytes(path)
    if data.isascii() and len(data) <= MAX_TEXT_BYTES:  # its text is these bytes: JSON read from them as they are
        model = _board_from_json(data)
        if model is not None:
            return model
        return board_from_text(data.decode("ascii"), _fast=False, _file=True)
    name = "standard input" if isinstance(path, str) and path == "-" else str(path)
    return board_from_text(decode_text(data, name), _file=True)


def declaration_from_data(data: Any) -> Declaration:
    if isinstance(data, Declaration):
        return data
    if isinstance(data, Mapping) and not isinstance(data, dict):
        data = dict(data)
    if isinstance(data, dict) and "attacks" not in data and data and all(isinstance(v, str) for v in data.values()):
        data = {"attacks": data}  # a bare creature -> defender mapping
    if not isinstance(data, dict):
        raise DeclarationError("", "a declaration is a mapping {\"attacks\": {creature: defender}}")
    for path, mapping in (("", data), ("attacks.", data.get("attacks"))):
        if isinstance(mapping, TwiceWritten):  # JSON keeps the last; a declaration is ambiguous then
            key = mapping.twice[0]
            raise DeclarationError(f"declaration.{path}{key}", f"{key!r} is written twice in one object"
                                   + (": a creature attacks one player, planeswalker or battle (508.1a)"
                                      if path else "") + "; keep one")
    try:
        check_data(data)
    except InputError as exc:
        raise DeclarationError(*_declaration_path(exc.errors[0]), [_declaration_path(e) for e in exc.errors[1:]],
                               exc.omitted) from None
    try:
        return Declaration.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(exc, DeclarationError, "declaration.", Declaration) from None
    except UnicodeEncodeError as exc:
        raise _surrogate_error(data, exc, DeclarationError, "declaration.") from None


def _tuples_as_lists(value: Any) -> Any:
    """The value with every tuple a list (the same object where it holds none)."""
    if isinstance(value, tuple):
        return [_tuples_as_lists(v) for v in value]
    if isinstance(value, list):
        items = [_tuples_as_lists(v) for v in value]
        return value if all(a is b for a, b in zip(items, value)) else items
    if isinstance(value, dict):
        pairs = {k: _tuples_as_lists(v) for k, v in value.items()}
        return value if all(pairs[k] is v for k, v in value.items()) else pairs
    return value


def _declaration_path(error: tuple[str, str]) -> tuple[str, str]:
    path, message = error
    return ("declaration." + path if path else "declaration"), message


def load_declaration_source(source: Any) -> Declaration:
    """A declaration from a mapping, a Declaration, or JSON (or YAML) text. A string is always
    text, never a file name: read files with load_declaration_file."""
    if isinstance(source, (Mapping, Declaration)):
        return declaration_from_data(source)
    if isinstance(source, str):
        data = parse_text(source, "declaration", DeclarationError)
        if isinstance(data, (str, int, float)) or data is None:
            raise DeclarationError("", "a declaration is a mapping {\"attacks\": {creature: defender}}; this text is "
                                       "not one (a string is never read as a file name: use "
                                       "Board.declaration_from_file)")
        return declaration_from_data(data)
    raise TypeError(f"a declaration is a mapping, a Declaration or JSON text, not {type(source).__name__}")


def load_declaration_file(path: Any) -> Declaration:
    """A declaration from a JSON or YAML file, or standard input for '-'."""
    return declaration_from_data(parse_text(read_text(path, DeclarationError), "declaration", DeclarationError))
