"""Resource bombs: `python -m benchmarks.bombs [--time-limit 20]`.

Boards whose work multiplies players, creatures and effects, each checked by
`attackcheck check BOARD '{"attacks": {}}' --json --time-limit T` in a fresh process, with
its wall-clock time and peak resident memory (the process's high-water mark). Each answer
must come within T plus one second: a verdict, `unknown`, or the input error of a board
past a documented limit (exit 2).

- many-players: 500 players, 1,000 creatures, 1,000 effects (taxes, goads by 250 players,
  "attacks each combat if able" over every creature, a restriction);
- many-effects: 8 players, 10,000 creatures, 10,000 such effects;
- distinct-100k: 8 players, 100,000 creatures of 50 subtypes and powers 0 to 6, 200 effects.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BOMBS = {"many-players": (500, 1000, 1000, False), "many-effects": (8, 10_000, 10_000, False),
         "distinct-100k": (8, 100_000, 200, True)}


def bomb(players: int, creatures: int, effects: int, distinct: bool) -> dict[str, Any]:
    perms = []
    for i in range(creatures):
        p: dict[str, Any] = {"id": f"c{i}", "controller": "P0", "types": ["creature"],
                             "power": i % 7 if distinct else 2, "toughness": 2}
        if distinct:
            p["subtypes"] = [f"Type{i % 50}"]
        perms.append(p)
    effs: list[dict[str, Any]] = []
    for k in range(effects):
        ctl = f"P{1 + k % (players - 1)}"
        goaded = {"subtypes": [f"Type{k % 50}"]} if distinct else {"controller": "P0"}
        effs.append([
            {"kind": "attack_tax", "target": "you", "cost": "{1}", "controller": ctl},
            {"kind": "goad", "creatures": goaded, "controller": ctl},
            {"kind": "attacks_if_able", "creatures": {"controller": "P0"}, "controller": ctl},
            {"kind": "cant_attack_target", "creatures": {"power_at_most": 1}, "target": "you", "controller": ctl},
        ][k % 4])
    return {"version": 1, "players": [{"id": f"P{i}", "life": 40} for i in range(players)],
            "turn": {"active": "P0"}, "permanents": perms, "effects": effs}


def run(path: Path, time_limit: float) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "attackcheck", "check", str(path), '{"attacks": {}}', "--json",
           "--time-limit", str(time_limit)]
    with tempfile.TemporaryFile("w+", encoding="utf-8") as out_file:
        start = time.monotonic()
        proc = subprocess.Popen(cmd, stdout=out_file, stderr=subprocess.DEVNULL)
        _, code, usage = os.wait4(proc.pid, 0)  # this child's own rusage: its peak memory
        wall = time.monotonic() - start
        proc.returncode = os.waitstatus_to_exitcode(code)
        out_file.seek(0)
        out = out_file.read().strip()
    try:
        answer = json.loads(out.splitlines()[-1]) if out else {}
    except ValueError:
        answer = {}
    status = answer.get("status", "?")
    if status == "error":
        status = "input error: " + answer["violations"][0]["message"][:90]
    return {"exit": proc.returncode, "seconds": round(wall, 2), "peak_mb": round(usage.ru_maxrss / 1024),
            "status": status, "within_limit": wall <= time_limit + 1}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time-limit", type=float, default=20.0)
    ap.add_argument("--only", nargs="*", choices=list(BOMBS), default=list(BOMBS))
    args = ap.parse_args(argv)
    print("| bomb | players | creatures | effects | exit | seconds | peak MB | answer |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.only:
            players, creatures, effects, distinct = BOMBS[name]
            path = Path(tmp) / f"{name}.json"
            path.write_text(json.dumps(bomb(players, creatures, effects, distinct)), encoding="utf-8")
            r = run(path, args.time_limit)
            ok = ok and r["within_limit"] and r["exit"] in (0, 1, 2, 3)
            print(f"| {name} | {players:,} | {creatures:,} | {effects:,} | {r['exit']} | {r['seconds']} | "
                  f"{r['peak_mb']} | {r['status']} |", flush=True)
            os.remove(path)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
