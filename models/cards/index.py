"""The card index: an SQLite file of card records found by normalised name.

Cards are stored in blocks of 16 records (JSON lines, cards of a type line next to each
other) compressed with zlib and a preset dictionary of common Oracle phrases: about 70
bytes a card, and reading one card inflates one block (about 40 microseconds). Names (the card's full name and each face's name, under every
form ``names.keys`` gives) point at their card; a face name ranks after a full name, and a
curated library card (source "library") before both. A trigram posting list per
three-letter piece of the display names gives "did you mean" suggestions without reading
every name.

Nothing is loaded up front: opening the file reads only its meta table.
"""

from __future__ import annotations

import heapq
import itertools
import json
import sqlite3
import threading
import zlib
from array import array
from collections import Counter
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional

from .names import key as name_key
from .names import keys as name_keys
from .names import trigrams

__all__ = ["FORMAT", "CardIndex", "CardIndexError", "write_index"]

FORMAT = "attackcheck-cards/1"

# name ranks: a curated card wins over a source card; a full name over a face name (a
# reversible card's side named like a normal card does not hide it).
RANK_LIBRARY_CARD, RANK_LIBRARY_FACE, RANK_CARD, RANK_FACE = 0, 1, 2, 3

_SCHEMA = """
CREATE TABLE meta(k TEXT PRIMARY KEY, v BLOB) WITHOUT ROWID;
CREATE TABLE block(id INTEGER PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE name(key TEXT NOT NULL, rank INTEGER NOT NULL, card INTEGER NOT NULL, face INTEGER NOT NULL,
                  PRIMARY KEY (key, rank, card, face)) WITHOUT ROWID;
CREATE TABLE display(id INTEGER PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL);
CREATE TABLE gram(gram TEXT PRIMARY KEY, ids BLOB NOT NULL) WITHOUT ROWID;
"""


class CardIndexError(ValueError):
    """An index file that is missing, not an index, or of another format."""


BLOCK = 16  # cards per compressed block; card id = block id * BLOCK + position

# --------------------------------------------------------------------------- compression


def _dumps(record: dict) -> bytes:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), sort_keys=False).encode("utf-8")


def _compact(record: dict) -> dict:
    """The record without empty fields (a face's absent power, no keywords...)."""
    out = {k: v for k, v in record.items() if v not in (None, [], "")}
    if "faces" in out:
        out["faces"] = [{k: v for k, v in f.items() if v not in (None, [], "")} for f in out["faces"]]
    return out


def _train_zdict(records: list[dict], size: int = 32768) -> bytes:
    """A zlib preset dictionary: the most common sentences and field skeletons of the
    records, most common last (deflate reaches near text more cheaply)."""
    counts: Counter = Counter()
    for r in records:
        for f in r.get("faces", ()):
            counts[_dumps({k: v for k, v in f.items() if k not in ("name", "oracle_text")}).decode()[1:-1]] += 1
            for line in (f.get("oracle_text") or "").split("\n"):
                for piece in line.replace(". ", ".\n").split("\n"):
                    if len(piece) >= 12:
                        counts[piece] += 1
    scored = sorted(((n * len(s.encode()), s) for s, n in counts.items() if n > 2), reverse=True)
    chosen: list[bytes] = []
    total = 0
    for _, s in scored:
        b = s.encode("utf-8")
        if total + len(b) > size:
            continue
        chosen.append(b)
        total += len(b)
        if total >= size - 16:
            break
    return b"".join(reversed(chosen))


def _compress(data: bytes, zdict: bytes) -> bytes:
    c = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=zdict)
    return c.compress(data) + c.flush()


def _decompress(blob: bytes, zdict: bytes) -> bytes:
    d = zlib.decompressobj(-15, zdict=zdict)
    return d.decompress(blob) + d.flush()


def _pack_ids(ids: list[int]) -> bytes:
    deltas = array("I", (b - a for a, b in zip([0] + ids[:-1], ids)))
    return zlib.compress(deltas.tobytes(), 9)


def _unpack_ids(blob: bytes) -> list[int]:
    deltas = array("I")
    deltas.frombytes(zlib.decompress(blob))
    return list(itertools.accumulate(deltas))


# --------------------------------------------------------------------------- writing


def _names_of(record: dict) -> list[tuple[str, int, bool]]:
    """(name, face, is_full_name) for a record: its full name (the front face) and faces."""
    faces = record.get("faces") or []
    out = [(record["name"], 0, True)]
    out += [(f["name"], i, False) for i, f in enumerate(faces)]
    return out


def _type_order(record: dict) -> tuple[str, str]:
    faces = record.get("faces") or [{}]
    return (str(faces[0].get("type_line") or ""), record["name"])


def write_index(records: Iterable[dict], path: str | Path, meta: Optional[dict[str, Any]] = None) -> dict[str, int]:
    """Write records (curated ones with source "library" included) to a new index file at
    `path`, replacing it atomically. Returns counts: cards, faces, names."""
    path = Path(path)
    cards = sorted((_compact(r) for r in records), key=_type_order)
    zdict = _train_zdict(cards)
    tmp = path.with_name(path.name + ".tmp")
    tmp.unlink(missing_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(tmp)
    try:
        con.executescript("PRAGMA page_size=4096; PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        for start in range(0, len(cards), BLOCK):
            lines = b"\n".join(_dumps(r) for r in cards[start:start + BLOCK])
            con.execute("INSERT INTO block(id, data) VALUES (?, ?)", (start // BLOCK, _compress(lines, zdict)))
        name_rows: set[tuple[str, int, int, int]] = set()
        display: dict[str, str] = {}  # display name -> key
        faces = 0
        for card_id, record in enumerate(cards):
            curated = record.get("source") == "library"
            record_faces = record.get("faces") or []
            faces += len(record_faces)
            for name, face, full in _names_of(record):
                if not full and face == 0 and name == record["name"]:
                    continue  # a one-face card: its full name says it
                rank = (RANK_LIBRARY_CARD if full else RANK_LIBRARY_FACE) if curated else (RANK_CARD if full else RANK_FACE)
                for k in name_keys(name):
                    if k:
                        name_rows.add((k, rank, card_id, face))
                if full or not record_faces[face].get("missing"):
                    display.setdefault(name, name_key(name))
        con.executemany("INSERT INTO name VALUES (?, ?, ?, ?)", sorted(name_rows))
        ordered = sorted(display.items(), key=lambda item: (item[1], item[0]))
        con.executemany("INSERT INTO display(id, key, name) VALUES (?, ?, ?)",
                        [(i, k, n) for i, (n, k) in enumerate(ordered, 1)])
        grams: dict[str, list[int]] = {}
        for i, (_, k) in enumerate(ordered, 1):
            for g in trigrams(k):
                grams.setdefault(g, []).append(i)
        con.executemany("INSERT INTO gram VALUES (?, ?)", [(g, _pack_ids(ids)) for g, ids in sorted(grams.items())])
        info = {"format": FORMAT, "block": BLOCK, "cards": len(cards), "faces": faces, "names": len(ordered),
                **(meta or {})}
        rows = [(k, json.dumps(v)) for k, v in info.items()] + [("zdict", zdict)]
        con.executemany("INSERT INTO meta VALUES (?, ?)", rows)
        con.commit()
        con.execute("VACUUM")
    finally:
        con.close()
    tmp.replace(path)
    return {"cards": len(cards), "faces": faces, "names": len(display)}


# --------------------------------------------------------------------------- reading


class CardIndex:
    """A read-only view of one index file. Safe to share between threads."""

    def __init__(self, path: str | Path, label: str):
        self.path = Path(path)
        self.label = label
        if not self.path.is_file():
            raise CardIndexError(f"{self.path}: no card index there")
        try:
            uri = self.path.resolve().as_uri() + "?mode=ro"
            self._con = sqlite3.connect(uri, uri=True, check_same_thread=False)
            rows = dict(self._con.execute("SELECT k, v FROM meta").fetchall())
        except sqlite3.DatabaseError as exc:
            raise CardIndexError(f"{self.path}: not a card index ({exc})") from None
        self._lock = threading.Lock()
        self._zdict: bytes = rows.pop("zdict", b"")
        self.meta: dict[str, Any] = {k: json.loads(v) for k, v in rows.items()}
        if self.meta.get("format") != FORMAT:
            raise CardIndexError(f"{self.path}: card index format {self.meta.get('format')!r}, expected {FORMAT!r}")
        self._block = int(self.meta.get("block") or BLOCK)

    def close(self) -> None:
        self._con.close()

    def _query(self, sql: str, args: tuple = ()) -> list[tuple]:
        with self._lock:
            return self._con.execute(sql, args).fetchall()

    def matches(self, key: str) -> list[tuple[int, int, int]]:
        """(rank, card id, face) of every name stored under `key`, best first."""
        return [tuple(r) for r in self._query("SELECT rank, card, face FROM name WHERE key = ? ORDER BY rank, card, face", (key,))]

    def card(self, card_id: int) -> dict:
        block, position = divmod(card_id, self._block)
        rows = self._query("SELECT data FROM block WHERE id = ?", (block,))
        lines = _decompress(rows[0][0], self._zdict).split(b"\n") if rows else []
        if position >= len(lines):
            raise CardIndexError(f"{self.path}: no card {card_id}")
        return json.loads(lines[position])

    def records(self) -> Iterator[dict]:
        """Every stored record, in storage order (the build reads an index this way)."""
        with self._lock:
            blobs = [b for (b,) in self._con.execute("SELECT data FROM block ORDER BY id")]
        for blob in blobs:
            for line in _decompress(blob, self._zdict).split(b"\n"):
                yield json.loads(line)

    def suggest(self, query: str, n: int = 3, cutoff: float = 0.6) -> list[tuple[float, str]]:
        """Up to n (similarity, display name) close to `query`, best first: candidates share
        the most trigrams with it, then difflib's ratio ranks them."""
        k = name_key(query)
        if not k:
            return []
        grams = sorted(trigrams(k))
        marks = ",".join("?" * len(grams))
        counts: Counter = Counter()
        for (blob,) in self._query(f"SELECT ids FROM gram WHERE gram IN ({marks})", tuple(grams)):
            counts.update(_unpack_ids(blob))
        if not counts:
            return []
        best = heapq.nlargest(200, counts.items(), key=lambda item: item[1])
        ids = [i for i, _ in best]
        marks = ",".join("?" * len(ids))
        rows = self._query(f"SELECT id, key, name FROM display WHERE id IN ({marks})", tuple(ids))
        shared = dict(best)
        # Dice on trigrams first (cheap), then difflib on the 40 best.
        dice = sorted(rows, key=lambda r: -2 * shared[r[0]] / (len(grams) + len(r[1]) + 1))[:40]
        import difflib  # here: opening an index should not pay for it

        scored = []
        matcher = difflib.SequenceMatcher(None, "", k)
        for _, cand_key, cand_name in dice:
            matcher.set_seq1(cand_key)
            ratio = matcher.ratio()
            if ratio >= cutoff:
                scored.append((ratio, cand_name))
        scored.sort(key=lambda s: (-s[0], s[1]))
        return scored[:n]

    def search(self, query: str, limit: int) -> list[tuple[tuple[int, int, str], str]]:
        """(sort key, display name) of names containing the normalised query: starting with
        it first, then with a word starting with it, then containing it; shorter first."""
        k = name_key(query)
        if not k or limit <= 0:
            return []
        rows = self._query(
            "SELECT CASE WHEN substr(key, 1, length(?1)) = ?1 THEN 0 WHEN instr(' ' || key, ' ' || ?1) > 0 THEN 1"
            " ELSE 2 END AS w, length(key) AS n, key, name FROM display WHERE instr(key, ?1) > 0"
            " ORDER BY w, n, key, name LIMIT ?2", (k, limit))
        return [((w, n, cand_key), name) for w, n, cand_key, name in rows]
