"""Byte-identical batches on hostile input, at full size:

    python benchmarks/batch/hostile_run.py [--lines 20000] [--seed 1] [--dir DIR]

Writes `--lines` hostile lines (hostile.py), then runs `attackcheck batch` on them: once with 1
worker (the reference), once with 2 workers killed (SIGKILL to the batch and its workers) and
resumed five times, and with 2 and 3 workers at other chunk sizes. Prints each run's time and
the SHA-256 of its output, and exits 1 unless every output is the reference's byte for byte.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent


def _hostile():
    spec = importlib.util.spec_from_file_location("batch_hostile", HERE / "hostile.py")
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def _batch(inp: Path, out: Path, *args: object) -> list[str]:
    return [sys.executable, "-m", "attackcheck", "batch", str(inp), "--out", str(out), "--no-progress",
            *map(str, args)]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(inp: Path, out: Path, *args: object) -> float:
    start = time.monotonic()
    r = subprocess.run(_batch(inp, out, *args), capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"batch failed ({r.returncode}): {r.stderr[-2000:]}")
    return time.monotonic() - start


def killed_and_resumed(inp: Path, out: Path, lines: int, kills: int, *args: object) -> tuple[float, int]:
    start = time.monotonic()
    done = 0
    for k in range(1, kills + 1):
        target = lines * k // (kills + 1)
        proc = subprocess.Popen(_batch(inp, out, *args), start_new_session=True, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        while proc.poll() is None:
            if out.exists() and out.read_bytes().count(b"\n") >= target:
                os.killpg(proc.pid, signal.SIGKILL)
                done += 1
                break
            time.sleep(0.05)
        proc.wait()
    run(inp, out, *args)
    return time.monotonic() - start, done


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kills", type=int, default=5)
    ap.add_argument("--dir", type=Path, default=None)
    a = ap.parse_args(argv)
    folder = a.dir or Path(tempfile.mkdtemp(prefix="attackcheck-hostile-"))
    folder.mkdir(parents=True, exist_ok=True)
    inp = _hostile().write(folder / "in.jsonl", a.lines, seed=a.seed)
    runs = {}
    ref = folder / "ref.jsonl"
    runs["1 worker (reference)"] = (run(inp, ref, "--workers", 1, "--restart"), _digest(ref))
    again = folder / "again.jsonl"
    runs["1 worker again"] = (run(inp, again, "--workers", 1, "--restart"), _digest(again))
    killed = folder / "killed.jsonl"
    if killed.exists():
        killed.unlink()
    seconds, n = killed_and_resumed(inp, killed, a.lines, a.kills, "--workers", 2, "--chunk-size", 16)
    runs[f"2 workers, killed {n} times and resumed"] = (seconds, _digest(killed))
    for workers, chunk in ((2, 64), (3, 5)):
        out = folder / f"w{workers}c{chunk}.jsonl"
        runs[f"{workers} workers, chunks of {chunk}"] = (run(inp, out, "--workers", workers, "--chunk-size", chunk,
                                                             "--restart"), _digest(out))
    tally: dict = {}
    for line in ref.read_text(encoding="utf-8").splitlines():
        obj = json.loads(line)
        key = ("internal" if obj["error"]["field"] is None else "error") if "error" in obj else "result"
        tally[key] = tally.get(key, 0) + 1
    reference = runs["1 worker (reference)"][1]
    same = all(d == reference for _, d in runs.values())
    print(json.dumps({"lines": a.lines, "seed": a.seed, "output": tally, "identical": same,
                      "runs": {k: {"seconds": round(s, 1), "sha256": d} for k, (s, d) in runs.items()}}, indent=1))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
