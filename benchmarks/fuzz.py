"""The fuzz suite at full size: `python -m benchmarks.fuzz [--inputs 100000] [--seed 1] [--jobs 2]`.

Runs the targets of tests/fuzzing.py (the API, batch lines, HTTP bodies through the service,
the readable CLI report) on hostile mutations of the example boards and of 300 random boards
of tests/strategies.py. Input i is drawn from random.Random(seed * 1000003 + i), so a seed and
a count name the same inputs on every run, whatever the number of jobs. Prints the outcomes
by target, every failure (an undocumented outcome: a crash, an internal error, a call past
its time limit) and the hangs (an input still running after --hang seconds), and exits 1 if
there was any.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import signal
import sys
import time
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parents[1] / "tests"
TARGETS = ("api", "api", "batch", "http", "cli")


class _Hang(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _Hang()


def shard(args: tuple[int, int, int, int, float]) -> dict:
    """Inputs first, first + step, ... below n."""
    first, step, n, seed, hang = args
    sys.path.insert(0, str(TESTS))
    import fuzzing
    from typer.testing import CliRunner

    from attackcheck.service import create_app

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    pool = list(fuzzing.EXAMPLES) + fuzzing.random_boards(300)
    runner = CliRunner()
    outcomes: Counter = Counter()
    failures: list = []
    hangs: list = []
    signal.signal(signal.SIGALRM, _alarm)
    with TestClient(create_app(time_limit=fuzzing.TIME_LIMIT, max_body_bytes=200_000)) as client:
        for i in range(first, n, step):
            rng = random.Random(seed * 1_000_003 + i)
            target = rng.choice(TARGETS)
            signal.alarm(int(hang))
            try:
                data = fuzzing.base_for(rng, pool)
                if target == "api":
                    outcome = fuzzing.api(rng, data)
                elif target == "batch":
                    outcome = fuzzing.batch_line(rng, data)
                elif target == "http":
                    outcome = fuzzing.http(client, rng, data)
                else:
                    outcome = fuzzing.cli(runner, rng, data)
                outcomes[f"{target}: {outcome}"] += 1
            except fuzzing.Undocumented as exc:
                (hangs if "took" in str(exc) else failures).append({"input": i, "target": target,
                                                                      "what": str(exc)[:500]})
            except _Hang:
                hangs.append({"input": i, "target": target, "what": f"still running after {hang:g} s"})
            except Exception as exc:  # the fuzzer's own bug: reported as a failure too
                failures.append({"input": i, "target": target, "what": f"fuzzer: {type(exc).__name__}: {exc}"[:500]})
            finally:
                signal.alarm(0)
    return {"outcomes": dict(outcomes), "failures": failures, "hangs": hangs}


def main(argv: Any = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--inputs", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="processes (each takes every jobs-th input)")
    ap.add_argument("--hang", type=float, default=60.0, help="seconds after which an input counts as a hang")
    ap.add_argument("--out", type=Path, help="write the summary as JSON here")
    a = ap.parse_args(argv)
    start = time.monotonic()
    tasks = [(j, a.jobs, a.inputs, a.seed, a.hang) for j in range(a.jobs)]
    if a.jobs == 1:
        parts = [shard(tasks[0])]
    else:
        with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
            parts = pool.map(shard, tasks)
    outcomes: Counter = Counter()
    failures: list = []
    hangs: list = []
    for p in parts:
        outcomes.update(p["outcomes"])
        failures += p["failures"]
        hangs += p["hangs"]
    seconds = time.monotonic() - start
    summary = {"inputs": a.inputs, "seed": a.seed, "jobs": a.jobs, "seconds": round(seconds, 1),
               "failures": len(failures), "hangs": len(hangs),
               "by_target": dict(sorted(Counter(k.split(":")[0] for k in outcomes.elements()).items())),
               "outcomes": dict(sorted(outcomes.items())), "failed": sorted(failures, key=lambda f: f["input"]),
               "hung": sorted(hangs, key=lambda f: f["input"])}
    text = json.dumps(summary, indent=1)
    if a.out:
        a.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    print(f"{a.inputs} inputs (seed {a.seed}) in {seconds:.0f} s: {len(failures)} failures, {len(hangs)} hangs",
          file=sys.stderr)
    return 1 if failures or hangs else 0


if __name__ == "__main__":
    sys.exit(main())
