"""Shared test setup: the test helpers import as top-level modules (helpers, reference,
strategies), and no test may leave a thread or a child process running behind it."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from procs import cmdline, living_processes  # noqa: E402  (a test helper: on the path just above)

GRACE = 10.0  # seconds a finished test's threads and processes get to end
# Pools a library keeps for the whole process and ends itself: AnyIO's worker threads end
# after 10 s idle, distributed's offload executor is created once at import.
LIBRARY_THREADS = ("AnyIO worker thread", "Dask-Offload")
LIBRARY_PROCESSES = ("multiprocessing.resource_tracker",)  # one per interpreter, ends with it


def _children() -> set[int]:
    """This process's living (not zombie) child processes."""
    me = os.getpid()
    return {p.pid for p in living_processes()
            if p.ppid == me and (text := cmdline(p.pid)) is not None
            and not any(name in text for name in LIBRARY_PROCESSES)}


def _left_behind(threads_before: set[threading.Thread], children_before: set[int]) -> str:
    """What a test (or a module) started and did not stop, after a grace period."""
    end = time.monotonic() + GRACE
    while True:
        threads = [t for t in threading.enumerate() if t not in threads_before and t.is_alive()
                   and not t.name.startswith(LIBRARY_THREADS)]
        children = _children() - children_before
        if not threads and not children:
            return ""
        if time.monotonic() > end:
            return (f"threads {[t.name for t in threads]}" if threads else "") + \
                   (f" processes {sorted(children)}" if children else "")
        time.sleep(0.05)


@pytest.fixture(autouse=True, scope="module")
def _nothing_left_behind_by_the_module():
    threads, children = set(threading.enumerate()), _children()
    yield
    left = _left_behind(threads, children)
    assert not left, f"the module left running: {left}"


@pytest.fixture(autouse=True)
def _nothing_left_behind(request):
    threads, children = set(threading.enumerate()), _children()
    yield
    left = _left_behind(threads, children)
    assert not left, f"{request.node.nodeid} left running: {left}"
