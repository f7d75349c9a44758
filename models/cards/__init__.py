"""Card library for attackcheck: real cards, their Oracle text and the board effects read from it.

``lookup(name)`` gives the fields a board permanent can take from ``card: NAME`` (SPEC.md
section 3): types, subtypes, colors, power, toughness, loyalty, defense, keywords, mana, and
``abilities`` — the static effects the Oracle reader derives from the text. Effects that only
exist once a spell or ability resolves are listed under ``resolved``; sentences about
attacking that the reader does not understand are listed under ``unsupported``.

Cards come from ``library.yaml`` beside this file, and from Scryfall-format files loaded
with ``load_scryfall`` and added with ``register``.
"""

from __future__ import annotations

import copy
import difflib
import json
import unicodedata
from pathlib import Path
from typing import Any, Iterable, Literal, Optional, Union

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .oracle import (
    BOARD_KEYWORDS,
    PLACEHOLDERS,
    ReadResult,
    is_keyword_line,
    parse_type_line,
    read_mana,
    read_mana_abilities,
    read_oracle,
    strip_reminder,
)

__all__ = [
    "BOARD_KEYWORDS",
    "CardLibraryError",
    "LOOKUP_FIELDS",
    "PLACEHOLDERS",
    "ReadResult",
    "UnknownCardError",
    "board_accepts",
    "clear_registered",
    "describe",
    "library_entries",
    "load_scryfall",
    "lookup",
    "names",
    "parse_type_line",
    "read_mana",
    "read_oracle",
    "register",
    "search",
]

LIBRARY_PATH = Path(__file__).with_name("library.yaml")

# The keys of the dict `lookup` returns, in this order.
LOOKUP_FIELDS = (
    "name",
    "types",
    "subtypes",
    "supertypes",
    "colors",
    "mana_cost",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "keywords",
    "mana",
    "abilities",
    "oracle_text",
    "unsupported",
    "resolved",
    "mana_abilities",
)


class CardLibraryError(ValueError):
    """The library file or a Scryfall file is malformed."""


class UnknownCardError(KeyError):
    """No card of that name in the library or among registered cards."""

    def __init__(self, name: str, suggestions: list[str] | None = None):
        self.name = name
        self.suggestions = suggestions or []
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


# --------------------------------------------------------------------------- library schema

Color = Literal["W", "U", "B", "R", "G"]
ManaOption = Union[str, list[str]]


class FaceEntry(BaseModel):
    """One face of a card as stored in library.yaml."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    mana_cost: str = ""
    type_line: str
    oracle_text: str = ""
    types: list[str]
    subtypes: list[str] = Field(default_factory=list)
    supertypes: list[str] = Field(default_factory=list)
    colors: list[Color] = Field(default_factory=list)
    power: Optional[int] = None
    toughness: Optional[int] = None
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    keywords: list[str] = Field(default_factory=list)
    mana: list[ManaOption] = Field(default_factory=list)
    effects: Optional[list[dict[str, Any]]] = None  # expected static effects (checked by tests)
    note: Optional[str] = None

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, value: list[str]) -> list[str]:
        unknown = [k for k in value if k not in BOARD_KEYWORDS]
        if unknown:
            raise ValueError(f"keywords not in the board set: {unknown}")
        return value


class CardEntry(BaseModel):
    """A card in library.yaml: either one face (the FaceEntry fields at top level) or a
    double-faced card with `card_faces` (front face first)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    layout: Optional[str] = None
    card_faces: Optional[list[FaceEntry]] = None
    mana_cost: Optional[str] = None
    type_line: Optional[str] = None
    oracle_text: Optional[str] = None
    types: Optional[list[str]] = None
    subtypes: Optional[list[str]] = None
    supertypes: Optional[list[str]] = None
    colors: Optional[list[Color]] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    keywords: Optional[list[str]] = None
    mana: Optional[list[ManaOption]] = None
    effects: Optional[list[dict[str, Any]]] = None
    note: Optional[str] = None

    @model_validator(mode="after")
    def _one_face_or_faces(self) -> "CardEntry":
        if self.card_faces:
            if self.type_line is not None or self.oracle_text is not None or self.types is not None:
                raise ValueError("a card with card_faces keeps its fields in the faces")
        else:
            self.faces()  # the top-level fields must make a valid face
        return self

    def faces(self) -> list[FaceEntry]:
        if self.card_faces:
            return list(self.card_faces)
        data = self.model_dump(exclude={"layout", "card_faces"}, exclude_none=True)
        return [FaceEntry(**data)]


class LibraryFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = 1
    cards: list[CardEntry]


# --------------------------------------------------------------------------- building entries


def _key(name: str) -> str:
    text = unicodedata.normalize("NFKD", name or "")
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.casefold().split())


class _Card:
    """A card face with everything `lookup` and `describe` need."""

    __slots__ = ("entry", "type_line", "ignored", "source", "card_name", "faces", "note")

    def __init__(
        self,
        entry: dict,
        type_line: str,
        ignored: list[dict],
        source: str,
        card_name: str,
        note: str | None = None,
    ):
        self.entry = entry
        self.type_line = type_line
        self.ignored = ignored
        self.source = source
        self.card_name = card_name
        self.faces: list[_Card] = []
        self.note = note


def _build_face(
    *,
    name: str,
    type_line: str,
    oracle_text: str,
    mana_cost: str,
    colors: list[str],
    power: Any,
    toughness: Any,
    loyalty: Any,
    defense: Any,
    keywords: list[str] | None,
    mana: list | None,
    source: str,
    card_name: str,
    note: str | None = None,
) -> _Card:
    supertypes, types, subtypes = parse_type_line(type_line)
    read = read_oracle(name, oracle_text, type_line, accepts=board_accepts)
    if keywords is None:
        keywords = list(read.keywords)
    entry = {
        "name": name,
        "types": types,
        "subtypes": subtypes,
        "supertypes": supertypes,
        "colors": list(colors),
        "mana_cost": mana_cost or None,  # lands, schemes, back faces: no mana cost
        "power": power,
        "toughness": toughness,
        "loyalty": loyalty,
        "defense": defense,
        "keywords": list(keywords),
        "mana": list(read.mana) if mana is None else list(mana),
        "abilities": read.effects,
        "oracle_text": oracle_text or "",
        "unsupported": read.unsupported,
        "resolved": read.resolved,
        "mana_abilities": read_mana_abilities(oracle_text),
    }
    return _Card(entry, type_line, read.ignored, source, card_name, note)


_ACCEPTED: dict[str, bool] = {}
_ADAPTER: Any = None
_PLAYER_FIELDS = ("target", "player")


def _stand_in(value: Any, key: str = "") -> Any:
    """A resolved template with its placeholders replaced by values the board format takes
    (no creature, the player "you", any controller), to check its shape."""
    if isinstance(value, dict):
        return {k: _stand_in(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_stand_in(v, key) for v in value]
    if isinstance(value, str) and value in PLACEHOLDERS:
        if key in _PLAYER_FIELDS:
            return "you"
        if key == "controller":
            return "any"
        return []
    return value


def board_accepts(effect: dict, resolved: bool = False) -> bool:
    """Whether the board format in use takes an effect the reader made (a resolved template
    once its placeholders are filled); the reader reports a sentence whose effects it does
    not take as unsupported, so a card never makes a board that does not load."""
    global _ADAPTER
    key = ("r" if resolved else "s") + json.dumps(effect, sort_keys=True)
    got = _ACCEPTED.get(key)
    if got is None:
        if _ADAPTER is None:
            from pydantic import TypeAdapter

            from attackcheck.models.board import Effect

            _ADAPTER = TypeAdapter(Effect)
        try:
            _ADAPTER.validate_python(_stand_in(effect) if resolved else effect)
            got = True
        except ValidationError:
            got = False
        _ACCEPTED[key] = got
    return got


def _cards_from_library_entry(card: CardEntry) -> list[_Card]:
    faces = card.faces()
    built = []
    for face in faces:
        built.append(
            _build_face(
                name=face.name,
                type_line=face.type_line,
                oracle_text=face.oracle_text,
                mana_cost=face.mana_cost,
                colors=list(face.colors),
                power=face.power,
                toughness=face.toughness,
                loyalty=face.loyalty,
                defense=face.defense,
                keywords=list(face.keywords),
                mana=list(face.mana),
                source="library",
                card_name=card.name,
                note=face.note or card.note,
            )
        )
    for b in built:
        b.faces = built if len(built) > 1 else []
    return built


# --------------------------------------------------------------------------- the stores

_library: dict[str, _Card] | None = None
_library_order: list[str] = []
_library_raw: list[CardEntry] = []
_registered: dict[str, _Card] = {}


def _load_library() -> dict[str, _Card]:
    global _library, _library_order, _library_raw
    if _library is not None:
        return _library
    try:
        raw = yaml.safe_load(LIBRARY_PATH.read_text(encoding="utf-8"))
        data = LibraryFile.model_validate(raw)
    except (OSError, yaml.YAMLError, ValidationError) as exc:
        raise CardLibraryError(f"{LIBRARY_PATH.name}: {exc}") from exc
    store: dict[str, _Card] = {}
    order: list[str] = []
    for card in data.cards:
        built = _cards_from_library_entry(card)
        keys = [(card.name, built[0])] + [(b.entry["name"], b) for b in built]
        for name, value in keys:
            k = _key(name)
            if k in store and store[k].card_name != card.name:
                raise CardLibraryError(f"{LIBRARY_PATH.name}: duplicate card name {name!r}")
            store[k] = value
        order.append(card.name)
    _library, _library_order, _library_raw = store, order, list(data.cards)
    return store


def _find(name: str) -> _Card | None:
    if not isinstance(name, str) or not name.strip():
        return None
    k = _key(name)
    if k in _registered:
        return _registered[k]
    return _load_library().get(k)


def lookup(name: str) -> dict | None:
    """The card's board fields (LOOKUP_FIELDS) by exact name, case-insensitively; a face
    name of a double-faced card finds that face. None when the card is unknown."""
    card = _find(name)
    return copy.deepcopy(card.entry) if card is not None else None


def names() -> list[str]:
    """Names of the library's cards (as stored; double-faced cards as "A // B")."""
    _load_library()
    return list(_library_order)


def search(query: str, limit: int = 20) -> list[str]:
    """Card names matching `query`, case- and accent-insensitively: names that start with it
    first, then names that contain it, each alphabetically; at most `limit` names.
    (A stand-in over `names()`; the full card store brings its own.)"""
    if limit <= 0:
        return []
    q = _key(query)
    prefix: list[tuple[str, str]] = []
    inner: list[tuple[str, str]] = []
    for name in names():
        k = _key(name)
        if k.startswith(q):
            prefix.append((k, name))
        elif q in k:
            inner.append((k, name))
    return [name for _, name in sorted(prefix) + sorted(inner)][:limit]


def library_entries() -> list[dict]:
    """The raw library entries (as in library.yaml), for tests and tools."""
    _load_library()
    return [c.model_dump(exclude_none=True) for c in _library_raw]


def _suggest(name: str) -> list[str]:
    store = _load_library()
    candidates = {c.entry["name"] for c in store.values()} | {c.entry["name"] for c in _registered.values()}
    return difflib.get_close_matches(name, sorted(candidates), n=3, cutoff=0.6)


def describe(name: str) -> dict:
    """What a `cards` command shows: stored text and what the reader made of it.

    Raises UnknownCardError (a KeyError) with close matches when the name is unknown."""
    card = _find(name)
    if card is None:
        raise UnknownCardError(name, _suggest(name))

    def _one(c: _Card) -> dict:
        e = c.entry
        out = {
            "name": e["name"],
            "type_line": c.type_line,
            "mana_cost": e["mana_cost"],
            "colors": e["colors"],
            "power": e["power"],
            "toughness": e["toughness"],
            "loyalty": e["loyalty"],
            "defense": e["defense"],
            "keywords": e["keywords"],
            "mana": e["mana"],
            "oracle_text": e["oracle_text"],
            "effects": e["abilities"],
            "unsupported": e["unsupported"],
            "resolved": e["resolved"],
            "ignored": c.ignored,
            "source": c.source,
        }
        if c.note:
            out["note"] = c.note
        return copy.deepcopy(out)

    result = _one(card)
    result["card"] = card.card_name
    if card.faces:
        result["faces"] = [_one(f) for f in card.faces]
    return result


# --------------------------------------------------------------------------- Scryfall


def _int_or_none(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text.lstrip("-").isdigit():
        return int(text)
    return None  # "*", "1+*", "X", ""


def _read_scryfall_objects(path: str | Path) -> list[dict]:
    text = Path(path).read_text(encoding="utf-8")
    stripped = text.strip()
    if not stripped:
        return []
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError:
        data = None
    if data is None:
        objects = []
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                objects.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise CardLibraryError(f"{path}: line {number}: not JSON ({exc.msg})") from exc
        return objects
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        return data["data"]
    if isinstance(data, dict):
        return [data]
    if isinstance(data, list):
        return data
    raise CardLibraryError(f"{path}: expected a JSON list or JSON lines of card objects")


def _scryfall_keywords(card_keywords: Iterable[str], read_keywords: list[str], face_text: str) -> list[str]:
    """The reader's keywords, plus a board keyword the source lists when a line of the face
    starts with it but the reader did not take that line as a keyword line (a keyword it does
    not know follows). A keyword only named in a sentence ("gains your choice of flying,
    vigilance, or lifelink") or in a level or station section is not the card's."""
    out = list(read_keywords)
    lines = [line.strip().lower() for line in strip_reminder(face_text or "").split("\n")]
    for kw in card_keywords or []:
        k = str(kw).lower()
        if k in BOARD_KEYWORDS and k not in out and any(
                line.startswith(k) and (len(line) == len(k) or line[len(k)] in ",;") and not is_keyword_line(line)
                for line in lines):
            out.append(k)
    return out


def _cards_from_scryfall(obj: dict, where: str) -> list[_Card]:
    if not isinstance(obj, dict) or not isinstance(obj.get("name"), str):
        raise CardLibraryError(f"{where}: a card object needs a 'name'")
    card_name = obj["name"]
    raw_faces = obj.get("card_faces")
    if raw_faces and all(isinstance(f, dict) for f in raw_faces) and "oracle_text" not in obj:
        faces = raw_faces
    else:
        faces = [obj]
    built = []
    card_type_lines = (obj.get("type_line") or "").split(" // ")
    for index, face in enumerate(faces):
        name = face.get("name") or card_name
        type_line = face.get("type_line") or card_type_lines[min(index, len(card_type_lines) - 1)]
        oracle_text = face.get("oracle_text") or ""
        colors = face.get("colors", obj.get("colors")) or []
        c = _build_face(
            name=name,
            type_line=type_line,
            oracle_text=oracle_text,
            mana_cost=face.get("mana_cost") or "",
            colors=[str(x) for x in colors if str(x) in "WUBRG"],
            power=_int_or_none(face.get("power")),
            toughness=_int_or_none(face.get("toughness")),
            loyalty=_int_or_none(face.get("loyalty")),
            defense=_int_or_none(face.get("defense")),
            keywords=None,
            mana=None,
            source="scryfall",
            card_name=card_name,
        )
        c.entry["keywords"] = _scryfall_keywords(obj.get("keywords", []), c.entry["keywords"], oracle_text)
        built.append(c)
    for b in built:
        b.faces = built if len(built) > 1 else []
    return built


def load_scryfall(path: str | Path) -> dict[str, dict]:
    """Read a Scryfall-format file (a JSON list, a Scryfall list object, or JSON lines of
    card objects) into entries shaped like `lookup`'s, keyed by name. A double-faced card
    gives one entry per face and one under its full name ("A // B", the front face)."""
    out: dict[str, dict] = {}
    for index, obj in enumerate(_read_scryfall_objects(path)):
        built = _cards_from_scryfall(obj, f"{path}: card {index}")
        out[obj["name"]] = copy.deepcopy(built[0].entry)
        for b in built:
            out[b.entry["name"]] = copy.deepcopy(b.entry)
    return out


def register(entries: dict[str, dict] | Iterable[dict]) -> list[str]:
    """Make cards findable by `lookup` and `describe`; registered cards take precedence over
    the library. `entries` is what `load_scryfall` returns (or any iterable of entries
    shaped like `lookup`'s). Returns the names registered."""
    if isinstance(entries, dict):
        items = list(entries.items())
    else:
        items = [(e.get("name"), e) for e in entries]
    done: list[str] = []
    for name, entry in items:
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise CardLibraryError(f"register: entry {name!r} needs a 'name'")
        full: dict[str, Any] = {field: entry.get(field) for field in LOOKUP_FIELDS}
        for list_field in ("types", "subtypes", "supertypes", "colors", "keywords", "mana", "abilities", "unsupported",
                           "resolved", "mana_abilities"):
            if full[list_field] is None:
                full[list_field] = []
        full["oracle_text"] = full["oracle_text"] or ""
        full["mana_cost"] = full["mana_cost"] or None
        type_line = " ".join(full["supertypes"] + full["types"]).title()
        if full["subtypes"]:
            type_line += " \u2014 " + " ".join(full["subtypes"])
        read = read_oracle(full["name"], full["oracle_text"], type_line)
        card = _Card(copy.deepcopy(full), type_line, read.ignored, "registered", name or full["name"])
        _registered[_key(name or full["name"])] = card
        _registered.setdefault(_key(full["name"]), card)
        done.append(name or full["name"])
    return done


def clear_registered() -> None:
    """Forget every registered card (the library stays)."""
    _registered.clear()
