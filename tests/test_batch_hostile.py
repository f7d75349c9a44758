"""`attackcheck batch` on hostile input (benchmarks/batch/hostile.py): the output is byte-identical
across runs, worker counts and a run killed and resumed five times; an internal error's
message is the same on every run (no memory address); a lone surrogate in an id is written
back as its escape; workers killed with their batch while still starting exit at once.
`python benchmarks/batch/hostile_run.py` does the same on 20,000 lines."""

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from procs import alive, living_processes

from attackcheck import Board
from attackcheck.batch import process_chunk, run_batch, solve_line

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"

ROOT = Path(__file__).resolve().parents[1]


def _module(name):
    spec = importlib.util.spec_from_file_location(f"batch_{name}", ROOT / "benchmarks" / "batch" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


hostile = _module("hostile")


@pytest.fixture(scope="module")
def lines(tmp_path_factory):
    return hostile.write(tmp_path_factory.mktemp("hostile") / "in.jsonl", 500, seed=3)


@pytest.fixture(scope="module")
def reference(lines, tmp_path_factory):
    out = tmp_path_factory.mktemp("ref") / "out.jsonl"
    summary = run_batch(lines, out, in_process=True)
    assert summary.lines == 500 and "internal" not in summary.tally, summary.tally
    return out.read_bytes()


def _cli(*args):
    return [sys.executable, "-m", "attackcheck", *map(str, args)]


def test_every_hostile_line_gets_its_own_output_line(lines, reference):
    data = reference.decode("utf-8")  # valid UTF-8 throughout
    objs = [json.loads(x) for x in data.splitlines()]
    assert [o["line"] for o in objs] == list(range(1, 501))
    assert all(("result" in o) != ("error" in o) for o in objs)
    assert not [o for o in objs if "error" in o and o["error"]["field"] is None]  # no internal error
    assert {"board", "", "id"} <= {o["error"]["field"] for o in objs if "error" in o}


def test_a_lone_surrogate_in_an_id_is_written_back_as_its_escape():
    # before: the writer crashed on this line (UnicodeEncodeError), on every rerun
    text = json.dumps({"id": "g\ud800", "board": {"version": 1}, "request": "count"})
    out, _ = process_chunk([text], 1)
    assert out.startswith('{"line":1,"id":"g\\ud800"') and json.loads(out)["id"] == "g\ud800"
    out.encode("utf-8")


def test_an_internal_error_message_is_the_same_on_every_run(monkeypatch):
    # before: "internal error: RuntimeError: <object object at 0x7f...>" differed run to run
    def boom(self, *args, **kwargs):
        raise RuntimeError(f"lost {object()!r} and {self!r}")

    monkeypatch.setattr(Board, "count", boom)
    line = json.dumps({"board": {"version": 1, "players": [{"id": "A"}], "turn": {"active": "A"}},
                       "request": "count"})
    first = solve_line(line, 1)
    second = solve_line(line, 1)
    assert first == second and first["error"]["field"] is None
    assert "0x" not in first["error"]["message"] and first["error"]["message"].startswith("internal error: ")


@pytest.mark.parametrize("workers, chunk", [(1, 64), (2, 7), (3, 1)])
def test_worker_counts_give_the_same_bytes(lines, reference, tmp_path, workers, chunk):
    out = tmp_path / "out.jsonl"
    run_batch(lines, out, workers=workers, chunk_size=chunk)
    assert out.read_bytes() == reference


def test_killed_and_resumed_five_times_gives_the_same_bytes(lines, reference, tmp_path):
    out = tmp_path / "out.jsonl"
    kills = 0
    for target in (40, 120, 200, 300, 400):
        proc = subprocess.Popen(_cli("batch", lines, "--out", out, "--workers", 2, "--chunk-size", 4, "--no-progress"),
                                start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and proc.poll() is None:
                if out.exists() and out.read_bytes().count(b"\n") >= target:
                    break
                time.sleep(0.01)
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                kills += 1
        finally:
            proc.wait(30)
        _wait_for_group(proc.pid)
    assert kills >= 3
    r = subprocess.run(_cli("batch", lines, "--out", out, "--workers", 2, "--no-progress"), capture_output=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    assert out.read_bytes() == reference


def _wait_for_group(pgid, seconds=15):
    """The killed batch's workers (in process groups of their own) exit by themselves."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not _processes_of(pgid):
            return
        time.sleep(0.1)


def _processes_of(parent):
    """Living processes whose parent is `parent` or whose process group is `parent`."""
    return [p.pid for p in living_processes() if parent in (p.ppid, p.pgrp)]


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
def test_workers_exit_when_the_batch_dies_while_they_start(lines, tmp_path):
    """Killed during worker start-up (before: two workers and the resource tracker lived on
    for over 30 s), the workers and the tracker are gone within seconds."""
    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen(_cli("batch", lines, "--out", out, "--workers", 2, "--no-progress"),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(children) < 2:  # the workers are being spawned
        children = _processes_of(proc.pid)
        time.sleep(0.01)
    assert children, "no worker started"
    proc.kill()  # the batch alone: its workers are still importing
    proc.wait(30)
    end = time.monotonic() + 20
    while time.monotonic() < end and [p for p in children if alive(p)]:
        time.sleep(0.1)
    left = [p for p in children if alive(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert not left, f"still running 20 s after the batch died: {left}"
