"""Start-up, 100,000 creatures and peak memory, each measured in fresh processes.

- `startup(repeat)`: the whole process `attackcheck check tests/examples/commander-goad-archon.yaml
  '{"attacks": {"lion": "D"}}' --json` against the yardstick `python -c "import pydantic, yaml"`,
  interleaved, medians of wall-clock time (and the least processor time) in the same run.
  Bytecode caches are written (a first untimed run of each), as after an install.
- `big_row(family, size, ...)`: a board of `size` creatures written to JSON; in child
  processes, the yardstick `json.load` of the same file, then `Board.from_file` and a first
  check of a legal declaration (M's own declaration, which is cost-free and reaches M) and of
  an illegal one (benchmarks.boards' first candidate proved illegal), each in a fresh process
  with its peak resident memory.
- `peak_memory(path, legal)`: the peak resident memory of a process that loads a board and
  checks a declaration (the `peak memory` column of the main table).
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = "tests/examples/commander-goad-archon.yaml"
STARTUP_CMD = ["check", EXAMPLE, '{"attacks": {"lion": "D"}}', "--json"]
YARDSTICK = ["-c", "import pydantic, yaml"]


def _env() -> dict:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as after an install: bytecode cached
    return env


def _attackcheck() -> list[str]:
    exe = Path(sys.executable).with_name("attackcheck")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "attackcheck"]


def _timed_run(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, processor seconds) of one process."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"{cmd}: exit {proc.returncode}: {proc.stderr.decode()[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def startup(repeat: int = 15) -> dict:
    cli = _attackcheck() + STARTUP_CMD
    yard = [sys.executable, *YARDSTICK]
    _timed_run(cli)  # bytecode written, files in the page cache
    _timed_run(yard)
    a: list[tuple[float, float]] = []
    b: list[tuple[float, float]] = []
    for _ in range(repeat):
        a.append(_timed_run(cli))
        b.append(_timed_run(yard))
    out = {
        "command": "attackcheck " + " ".join(STARTUP_CMD[:2]) + " '" + STARTUP_CMD[2] + "' --json",
        "yardstick": "python -c \"import pydantic, yaml\"",
        "runs": repeat,
        "wall": statistics.median(w for w, _ in a), "yardstick_wall": statistics.median(w for w, _ in b),
        "cpu_min": min(c for _, c in a), "yardstick_cpu_min": min(c for _, c in b),
    }
    out["ratio"] = out["wall"] / out["yardstick_wall"]
    out["cpu_ratio"] = out["cpu_min"] / out["yardstick_cpu_min"]
    return out


# --------------------------------------------------------------------------- children

_CHILD = r'''
import json, resource, sys, time
path, mode = sys.argv[1], sys.argv[2]
out = {}
if mode == "json":
    t = time.perf_counter()
    with open(path, encoding="utf-8") as f:
        json.load(f)
    out["json_load"] = time.perf_counter() - t
elif mode == "declarations":
    from attackcheck import Board
    from attackcheck.solver.check import maximum
    sys.path.insert(0, sys.argv[4])
    from benchmarks.boards import _illegal_from
    b = Board.from_file(path)
    m = maximum(b.context, float(sys.argv[3]))
    legal = dict(m.declaration or {})
    illegal = _illegal_from(b, legal)
    out = {"legal": legal, "illegal": illegal["attacks"], "illegal_how": illegal["how"], "m_status": str(m.status),
           "eligible": len(b.context.creatures), "classes": len(b.context.classes())}
else:
    from attackcheck.cli.plugins import skip_plugin_lookup
    skip_plugin_lookup()  # as the command line does before its first validator
    from attackcheck import Board
    from attackcheck.models.bulk import paused_gc
    with open(sys.argv[3], encoding="utf-8") as f:
        decl = json.load(f)
    t = time.perf_counter()
    with paused_gc(keep=True):  # as the command line loads a board
        b = Board.from_file(path)  # loading unbounded: the time limit is the check's
    out["load"] = time.perf_counter() - t
    t = time.perf_counter()
    with paused_gc():  # as the command line makes its one call
        r = b.check(decl, time_limit=float(sys.argv[4]))
    out["check"] = time.perf_counter() - t
    out["status"] = str(r.status)
    out["witness_closest"] = r.witness_closest
try:  # this process's own high-water mark (ru_maxrss also counts the parent forked from)
    with open("/proc/self/status", encoding="ascii") as f:
        out["peak_rss_mb"] = next(int(l.split()[1]) for l in f if l.startswith("VmHWM:")) / 1024
except (OSError, StopIteration):
    out["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(out))
'''


def _child(path: Path, mode: str, *args: str, timeout: float = 600) -> dict:
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(path), mode, *args], cwd=ROOT, env=_env(),
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"child {mode} on {path}: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def peak_memory(path: Path, declaration: dict, time_limit: float) -> float:
    """Peak resident memory (MB) of a fresh process that loads the board and checks it."""
    decl = path.with_suffix(".legal.json")
    decl.write_text(json.dumps(declaration), encoding="utf-8")
    return _child(path, "check", str(decl), str(time_limit))["peak_rss_mb"]


def big_row(family: str, size: int, seed: int, tmp: Path, repeat: int, time_limit: float) -> dict:
    from .boards import count_creatures, generate

    board = generate(family, size, seed)
    path = tmp / f"{family}-{size}.json"
    path.write_text(json.dumps(board, separators=(",", ":")), encoding="utf-8")
    creatures = count_creatures(board)
    del board
    decls = _child(path, "declarations", str(time_limit), str(ROOT), timeout=10 * time_limit + 120)
    files = {}
    for kind in ("legal", "illegal"):
        files[kind] = path.with_suffix(f".{kind}.json")
        files[kind].write_text(json.dumps(decls[kind]), encoding="utf-8")
    runs: dict[str, list[dict]] = {"json": [], "legal": [], "illegal": []}
    for _ in range(repeat):
        runs["json"].append(_child(path, "json"))
        for kind in ("legal", "illegal"):
            runs[kind].append(_child(path, "check", str(files[kind]), str(time_limit)))

    def med(kind: str, key: str) -> float:
        return statistics.median(r[key] for r in runs[kind])

    row: dict[str, Any] = {
        "family": family, "size": size, "creatures": creatures, "file_bytes": path.stat().st_size,
        "eligible": decls["eligible"], "classes": decls["classes"], "illegal_how": decls["illegal_how"],
        "json_load": med("json", "json_load"),
        "load": statistics.median([r["load"] for r in runs["legal"] + runs["illegal"]]),
        "check_legal": med("legal", "check"), "check_illegal": med("illegal", "check"),
        "status_legal": runs["legal"][-1]["status"], "status_illegal": runs["illegal"][-1]["status"],
        "peak_rss_mb": max(r["peak_rss_mb"] for r in runs["legal"] + runs["illegal"]),
        "runs": repeat,
    }
    first = max(statistics.median(r["load"] + r["check"] for r in runs[k]) for k in ("legal", "illegal"))
    row["load_and_first_check"] = first
    row["ratio_to_json"] = first / row["json_load"]
    return row


def slope(points: list[tuple[float, float]]) -> Optional[float]:
    """The least-squares slope of log(time) against log(creatures)."""
    pts = [(math.log(x), math.log(y)) for x, y in points if x > 0 and y and y > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / den if den else None
