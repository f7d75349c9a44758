"""Throughput of `attackcheck batch` (issue 8): the same generated lines solved in this
process, by 1 worker process, by every core (a process pool) and on a local Dask cluster
(one worker process per core), with the outputs compared byte for byte; the board cache's
effect; and a kill-and-resume run compared with the uninterrupted output. Writes
benchmarks/batch/results.json.

    python benchmarks/batch/run.py                 # 100,000 lines (about 20 minutes on 2 cores)
    python benchmarks/batch/run.py --lines 5000    # a quick look

Lines per second count every line (errors included) from the start of the run to the last
line written, so a process pool's start-up is included; a Dask cluster's is not (it is an
existing cluster in practice) and is reported apart.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import generate  # noqa: E402

from attackcheck.batch import default_workers, run_batch  # noqa: E402


def sha(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def measure(name: str, inp: Path, out: Path, **kw) -> dict:
    print(f"{name} ...", file=sys.stderr, flush=True)
    summary = run_batch(inp, out, restart=True, **kw)
    assert not summary.interrupted and summary.written == summary.lines
    row = {"name": name, "engine": summary.engine, "workers": summary.workers, "lines": summary.written,
           "seconds": round(summary.seconds, 2), "lines_per_second": round(summary.written / summary.seconds, 1),
           "sha256": sha(out)}
    print(f"  {row['lines']} lines in {row['seconds']} s: {row['lines_per_second']} lines/s", file=sys.stderr)
    return row, summary


def _spin(n: int) -> float:
    t = time.perf_counter()
    s = 0
    for i in range(n):
        s += i
    return time.perf_counter() - t


def parallelism_probe(processes: int, n: int = 30_000_000) -> dict:
    """How much parallel CPU the machine really gives: a pure-Python loop alone, then in
    `processes` processes at once. speedup = processes * alone / (mean time at once)."""
    import multiprocessing

    alone = _spin(n)
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        together = pool.map(_spin, [n] * processes)
    mean = sum(together) / len(together)
    return {"processes": processes, "loop_alone_seconds": round(alone, 2),
            "loop_each_at_once_seconds": [round(x, 2) for x in together],
            "parallel_speedup": round(processes * alone / mean, 2)}


def kill_and_resume(inp: Path, out: Path, workers: int, fraction: float = 0.5) -> dict:
    """Run the batch command as a subprocess, SIGKILL it (and its workers) when `fraction`
    of the lines are written, run it again to the end."""
    total = sum(1 for _ in inp.open("rb"))
    if out.exists():
        out.unlink()
    cmd = [sys.executable, "-m", "attackcheck", "batch", str(inp), "--out", str(out),
           "--workers", str(workers), "--no-progress"]
    proc = subprocess.Popen(cmd, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while proc.poll() is None:
        if out.exists() and out.stat().st_size and out.read_bytes().count(b"\n") >= total * fraction:
            break
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    data = out.read_bytes()
    killed_at = data.count(b"\n")
    partial = not data.endswith(b"\n") and bool(data)
    rerun = subprocess.run(cmd + ["--json"], capture_output=True, text=True, check=True)
    summary = json.loads(rerun.stdout)
    return {"killed_after_lines": killed_at, "partial_line_left": partial,
            "resumed_from": summary["resumed_from"], "lines": summary["lines"], "sha256": sha(out)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--boards", type=int, default=500, help="distinct boards the lines draw from")
    ap.add_argument("--cache-lines", type=int, default=10_000, help="lines for the with/without cache comparison")
    ap.add_argument("--no-kill", action="store_true", help="skip the kill-and-resume run")
    ap.add_argument("--workdir", default=None, help="where the (large) input and outputs go; default a temp dir")
    ap.add_argument("--out", default=str(HERE / "results.json"))
    ap.add_argument("--probe-only", action="store_true",
                    help="only measure the machine's parallelism and add it to an existing --out file")
    a = ap.parse_args()
    if a.probe_only:
        results = json.loads(Path(a.out).read_text())
        results["machine"]["probe"] = {**parallelism_probe(default_workers()), "when": "after the run (--probe-only)"}
        Path(a.out).write_text(json.dumps(results, indent=2) + "\n")
        print(json.dumps(results["machine"], indent=2))
        return

    work = Path(a.workdir or tempfile.mkdtemp(prefix="attackcheck-batch-"))
    work.mkdir(parents=True, exist_ok=True)
    inp = generate.write(work / "in.jsonl", a.lines, seed=a.seed, boards=a.boards)
    cores = default_workers()
    rows = []
    row, s1 = measure("1 worker (in process)", inp, work / "out-in.jsonl", in_process=True)
    rows.append(row)
    row, _ = measure("1 worker process", inp, work / "out-1.jsonl", workers=1)
    rows.append(row)
    row, _ = measure(f"all workers ({cores} processes)", inp, work / "out-all.jsonl", workers=cores)
    rows.append(row)

    from distributed import LocalCluster

    t = time.perf_counter()
    with LocalCluster(n_workers=cores, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        startup = time.perf_counter() - t
        row, _ = measure(f"local Dask cluster ({cores} worker processes)", inp, work / "out-dask.jsonl",
                         dask=cluster.scheduler_address)
        row["cluster_startup_seconds"] = round(startup, 2)
        rows.append(row)
    identical = len({r["sha256"] for r in rows}) == 1

    # the board cache: the same lines without it (on a prefix, 1 worker)
    sub = work / "in-prefix.jsonl"
    with inp.open("rb") as src, sub.open("wb") as dst:
        for i, line in enumerate(src):
            if i >= a.cache_lines:
                break
            dst.write(line)
    with_cache, _ = measure("1 worker, cache", sub, work / "out-cache.jsonl", in_process=True)
    without, _ = measure("1 worker, no cache", sub, work / "out-nocache.jsonl", in_process=True, cache_size=0)
    cache = {"lines": with_cache["lines"], "with_cache_lines_per_second": with_cache["lines_per_second"],
             "without_cache_lines_per_second": without["lines_per_second"],
             "speedup": round(with_cache["lines_per_second"] / without["lines_per_second"], 2),
             "identical": with_cache["sha256"] == without["sha256"]}

    kill = None
    if not a.no_kill:
        print("kill and resume ...", file=sys.stderr, flush=True)
        kill = kill_and_resume(inp, work / "out-killed.jsonl", cores)
        kill["identical_to_uninterrupted"] = kill["sha256"] == rows[0]["sha256"]

    import ortools

    probe = parallelism_probe(cores)
    results = {
        "lines": a.lines, "seed": a.seed, "distinct_boards": a.boards,
        "input_bytes": inp.stat().st_size,
        "results": dict(sorted(s1.tally.items())),
        "machine": {"cpus": cores, "python": platform.python_version(), "ortools": ortools.__version__,
                    "platform": platform.platform(), "probe": probe},
        "runs": rows, "outputs_identical": identical, "cache": cache, "kill_and_resume": kill,
    }
    Path(a.out).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))
    if not identical or (kill and not kill["identical_to_uninterrupted"]) or not cache["identical"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
