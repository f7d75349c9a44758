"""A seeded generator of hostile `attackcheck batch` input: the lines of generate.py mixed
with lines built to break a batch (for tests/test_batch_hostile.py and hostile_run.py).

Besides valid checks, proposals and counts: ids with lone surrogates (JSON's "\\ud800"),
bytes that are not UTF-8, NUL and other control characters, byte-order marks and carriage
returns, nesting thousands deep, numbers of 5,000 digits and beyond 64 bits, NaN and
Infinity, thousands of unknown fields, a mana multiplier of 10^9, `card:` with `abilities: 5`,
copy chains of 1,200 permanents written in reverse, boards and declarations given as file
names, duplicate keys, empty and blank lines. The same arguments give the same bytes.

    python benchmarks/batch/hostile.py 20000 --seed 1 > hostile.jsonl
"""

from __future__ import annotations

import copy
import importlib.util
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _generate_module():
    spec = importlib.util.spec_from_file_location("batch_generate", HERE / "generate.py")
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def _dumps(obj) -> bytes:
    return json.dumps(obj).encode("utf-8")


def _hostile(rng: random.Random, board: dict, line_id: str) -> bytes:
    kind = rng.randrange(24)
    decl: dict = {"attacks": {}}
    b = copy.deepcopy(board)
    perm = b["permanents"][0]
    if kind == 0:  # a lone surrogate in the id, and in a creature id
        return _dumps({"id": line_id + "\ud800", "board": board, "declaration": {"attacks": {"\udfff": "B"}}})
    if kind == 1:  # bytes that are not UTF-8
        return _dumps({"id": line_id, "board": board, "declaration": decl})[:-20] + b"\xff\xfe\xc3" + b"}"
    if kind == 2:  # a NUL and an escape inside a name
        perm["name"] = "Grizzly\x00Bears\x1b[31m"
        return _dumps({"id": line_id, "board": b, "declaration": decl})
    if kind == 3:  # nesting 3,000 deep
        return b'{"id": "' + line_id.encode() + b'", "board": ' + b"[" * 3000 + b"]" * 3000 + b"}"
    if kind == 4:  # a number of 5,000 digits
        return _dumps({"id": line_id, "board": b, "declaration": decl}).replace(
            b'"power": ', b'"power": ' + b"9" * 5000 + b", \"x\": ", 1)
    if kind == 5:  # beyond 64 bits
        perm["power"] = 2 ** 70
        return _dumps({"id": line_id, "board": b, "declaration": decl})
    if kind == 6:  # NaN and Infinity (Python's JSON reads them)
        return _dumps({"id": line_id, "board": board, "declaration": decl})[:-1] + b', "objective": NaN}'
    if kind == 7:
        return b'{"id": Infinity, "board": ' + _dumps(board) + b', "request": "count"}'
    if kind == 8:  # thousands of unknown fields
        b.update({f"x{i}": i for i in range(3000)})
        return _dumps({"id": line_id, "board": b, "request": "count"})
    if kind == 9:  # a mana multiplier of 10^9
        b.setdefault("effects", []).append({"kind": "mana_replacement", "sources": {"types": ["land"]},
                                            "multiply": 10 ** 9, "controller": b["turn"]["active"]})
        return _dumps({"id": line_id, "board": b, "request": "propose", "objective": "max-power"})
    if kind == 10:  # card: with abilities that are not a list
        b["permanents"].append({"id": "carded", "card": "Silvercoat Lion", "controller": b["turn"]["active"],
                                "abilities": rng.choice([5, True, 1.5])})
        return _dumps({"id": line_id, "board": b, "declaration": decl})
    if kind == 11:  # a copy chain of 1,200 permanents, written in reverse
        first = perm["id"]
        for i in reversed(range(1200)):
            b["permanents"].append({"id": f"copy{i}", "controller": b["turn"]["active"],
                                    "copy_of": first if i == 0 else f"copy{i - 1}"})
        return _dumps({"id": line_id, "board": b, "request": "count"})
    if kind == 12:  # a board given as a file name
        return _dumps({"id": line_id, "board": "/dev/zero", "declaration": decl})
    if kind == 13:  # a declaration given as a file name, with a NUL
        return _dumps({"id": line_id, "board": board, "declaration": "decl\x00.json"})
    if kind == 14:  # duplicate keys: the last wins
        return b'{"id": "' + line_id.encode() + b'", "id": 7, "board": ' + _dumps(board) + b', "request": "count"}'
    if kind == 15:
        return b""
    if kind == 16:
        return b" \t "
    if kind == 17:  # a byte-order mark in the middle of the file
        return b"\xef\xbb\xbf" + _dumps({"id": line_id, "board": board, "request": "count"})
    if kind == 18:  # a carriage return inside the line
        return _dumps({"id": line_id, "board": board, "declaration": decl}).replace(b", ", b",\r", 1)
    if kind == 19:  # an id that is a deep object
        return b'{"id": ' + b"[" * 50 + b"]" * 50 + b', "board": ' + _dumps(board) + b', "request": "count"}'
    if kind == 20:  # a number out of bounds in an effect
        b.setdefault("effects", []).append({"kind": "max_attackers", "count": 10 ** 12})
        return _dumps({"id": line_id, "board": b, "request": "count"})
    if kind == 21:  # an unknown objective, and a player that isn't there
        return _dumps({"id": line_id, "board": board, "request": "propose",
                       "objective": rng.choice(["chaos", "max-power-against:\ud800", None, 5])})
    if kind == 22:  # a rich-markup id and lone surrogates in keep_home
        return _dumps({"id": "[red]x[/red]", "board": board, "request": "propose", "keep_home": ["\ud800", "[/x]"]})
    return _dumps({"id": line_id, "board": board, "declaration": decl})[: rng.randrange(10, 200)]  # cut


def generate(n: int, seed: int = 0, hostile: float = 0.35) -> list[bytes]:
    """n input lines (bytes, without newlines): about `hostile` of them hostile."""
    gen = _generate_module()
    rng = random.Random(seed)
    valid = gen.generate(n, seed=seed, boards=60, malformed=0.02)
    boards = [e["board"] for e in gen.examples()]
    out = []
    for i, line in enumerate(valid):
        if rng.random() < hostile:
            out.append(_hostile(rng, rng.choice(boards), f"h{seed}-{i}"))
        else:
            out.append(line.encode("utf-8"))
    return out


def write(path, n: int, seed: int = 0, hostile: float = 0.35) -> Path:
    path = Path(path)
    with path.open("wb") as f:
        for line in generate(n, seed, hostile):
            f.write(line + b"\n")
    return path


if __name__ == "__main__":  # pragma: no cover
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--hostile", type=float, default=0.35)
    a = ap.parse_args()
    for line in generate(a.n, a.seed, a.hostile):
        sys.stdout.buffer.write(line + b"\n")
