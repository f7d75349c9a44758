"""A seeded generator of `attackcheck batch` input lines (JSON Lines), for the tests and the
throughput benchmark.

Boards start from the example boards of `tests/examples/*.yaml` (each has a `board` and
`checks`) and get random variations: extra creatures for the active player (some sick,
tapped, hasty or vigilant), Forests, a requirement, a restriction, a tax or a goad, another
life total. A pool of `boards` distinct boards is drawn first and lines reuse them, because
identical boards repeat a lot in game logs. Each line is a check (about 85%: the example's
own declarations or a random one, legal or not), a propose (objective, sometimes fixed
attacks or creatures kept home), a count, or (about `malformed` of them) a malformed line of
one of several kinds. The same arguments give the same lines, byte for byte.

    python benchmarks/batch/generate.py 1000 --seed 1 > lines.jsonl
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

import yaml

EXAMPLES = Path(__file__).resolve().parents[2] / "tests" / "examples"

OBJECTIVES = ("forced", "max-attackers", "max-power", "min-cost")


def examples() -> list[dict]:
    """The example files: [{"board": ..., "checks": [...]}, ...] in file-name order."""
    out = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        out.append({"name": path.stem, "board": data["board"], "checks": data.get("checks") or []})
    return out


def _active_creatures(board: dict) -> list[str]:
    active = board["turn"]["active"]
    return [p["id"] for p in board["permanents"]
            if "creature" in p.get("types", ()) and p.get("controller") == active]


def _defenders(board: dict) -> list[str]:
    active = board["turn"]["active"]
    out = [p["id"] for p in board["players"] if p["id"] != active]
    for p in board["permanents"]:
        types = p.get("types", ())
        if ("planeswalker" in types and p.get("controller") != active) or "battle" in types:
            out.append(p["id"])
    return out


def vary(base: dict, rng: random.Random, k: int) -> dict:
    """A random variation of a board (k numbers the new ids)."""
    b = copy.deepcopy(base)
    active = b["turn"]["active"]
    opponents = [p["id"] for p in b["players"] if p["id"] != active]
    perms = b["permanents"]
    for i in range(rng.randint(0, 3)):
        perm = {"id": f"x{k}_{i}", "name": "Grizzly Bears", "controller": active, "types": ["creature"],
                "power": rng.randint(1, 4), "toughness": 2}
        kws = [kw for kw in ("haste", "vigilance", "flying") if rng.random() < 0.15]
        if kws:
            perm["keywords"] = kws
        if rng.random() < 0.15:
            perm["sick"] = True
        if rng.random() < 0.1:
            perm["tapped"] = True
        if rng.random() < 0.15:
            perm["mana"] = [rng.choice(["{G}", "{W}", "any"])]
        perms.append(perm)
    for i in range(rng.randint(0, 2)):
        perms.append({"id": f"f{k}_{i}", "name": "Forest", "controller": active, "types": ["land"], "mana": ["{G}"]})
    creatures = _active_creatures(b)
    effects = b.setdefault("effects", [])
    roll = rng.random()
    if creatures and roll < 0.2:
        effects.append({"kind": "attacks_if_able", "creatures": [rng.choice(creatures)]})
    elif roll < 0.35:
        effects.append({"kind": "max_attackers", "count": rng.randint(1, 3)})
    elif roll < 0.5:
        effects.append({"kind": "attack_tax", "target": rng.choice(opponents), "cost": rng.choice(["{1}", "{2}", "{G}"]),
                        "controller": rng.choice(opponents)})
    elif creatures and roll < 0.6:
        effects.append({"kind": "cant_attack_alone", "creatures": [rng.choice(creatures)]})
    elif creatures and roll < 0.7:
        b.setdefault("designations", []).append({"goad": rng.choice(creatures), "by": rng.choice(opponents)})
    if not effects:
        del b["effects"]
    if rng.random() < 0.3:
        for p in b["players"]:
            if p["id"] == active:
                p["life"] = rng.choice([1, 2, 5, 20, 40])
    return b


def random_declaration(board: dict, rng: random.Random) -> dict:
    creatures = _active_creatures(board)
    defenders = _defenders(board)
    attacks = {}
    for c in creatures:
        if rng.random() < 0.45 and defenders:
            attacks[c] = rng.choice(defenders)
    return {"attacks": attacks}


def _malformed(rng: random.Random, board: dict, line_id: str) -> str:
    kind = rng.randrange(11)
    if kind == 0:
        return json.dumps({"id": line_id, "board": board})[:-7]  # cut: not JSON
    if kind == 1:
        return ""  # an empty line
    if kind == 2:
        return json.dumps([line_id, board])  # JSON, not an object
    if kind == 3:
        return json.dumps({"id": line_id, "declaration": {"attacks": {}}})  # no board
    if kind == 4:
        bad = copy.deepcopy(board)
        bad["permanents"][0]["power"] = "lots"
        return json.dumps({"id": line_id, "board": bad, "declaration": {"attacks": {}}})
    if kind == 5:
        return json.dumps({"id": line_id, "board": board, "declaration": {"attacks": {"nobody": "B"}}})
    if kind == 6:
        return json.dumps({"id": line_id, "board": board, "request": "enumerate"})
    if kind == 7:
        return json.dumps({"id": line_id, "board": board, "request": "propose", "objective": "max-fun"})
    if kind == 8:
        return json.dumps({"id": line_id, "board": board, "request": "propose", "keep_home": ["ghost"]})
    if kind == 9:
        return json.dumps({"id": line_id, "board": board, "declaration": {"attacks": {}}, "colour": "blue"})
    return json.dumps({"id": line_id, "board": "board.yaml", "declaration": {"attacks": {}}})  # a path, not a board


def generate(n: int, seed: int = 0, boards: int = 200, malformed: float = 0.02) -> list[str]:
    """n input lines (without newlines)."""
    rng = random.Random(seed)
    exs = examples()
    pool = []  # (board, checks of the example or [])
    for e in exs:
        pool.append((e["board"], [c["declaration"] for c in e["checks"]]))
    k = 0
    while len(pool) < max(boards, len(exs)):
        e = rng.choice(exs)
        pool.append((vary(e["board"], rng, k), []))
        k += 1
    lines = []
    for i in range(n):
        board, decls = pool[rng.randrange(len(pool))]
        line_id = f"g{seed}-{i}"
        roll = rng.random()
        if roll < malformed:
            lines.append(_malformed(rng, board, line_id))
        elif roll < 0.87:
            decl = rng.choice(decls) if decls and rng.random() < 0.5 else random_declaration(board, rng)
            lines.append(json.dumps({"id": line_id, "board": board, "declaration": decl}))
        elif roll < 0.95:
            req = {"id": line_id, "board": board, "request": "propose", "objective": rng.choice(OBJECTIVES)}
            creatures = _active_creatures(board)
            if creatures and rng.random() < 0.3:
                c = rng.choice(creatures)
                if rng.random() < 0.5:
                    req["keep_home"] = [c]
                else:
                    req["fix"] = {c: rng.choice(_defenders(board))}
            lines.append(json.dumps(req))
        else:
            lines.append(json.dumps({"id": line_id, "board": board, "request": "count"}))
    return lines


def write(path, n: int, seed: int = 0, boards: int = 200, malformed: float = 0.02) -> Path:
    path = Path(path)
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for line in generate(n, seed, boards, malformed):
            f.write(line + "\n")
    return path


if __name__ == "__main__":  # pragma: no cover
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--boards", type=int, default=200)
    ap.add_argument("--malformed", type=float, default=0.02)
    a = ap.parse_args()
    for line in generate(a.n, a.seed, a.boards, a.malformed):
        sys.stdout.write(line + "\n")
