"""The living processes of this machine, read from /proc (Linux), for the tests that check
that no process is left running."""

from __future__ import annotations

import os
from typing import Iterator, NamedTuple, Optional


class Proc(NamedTuple):
    pid: int
    ppid: int
    pgrp: int


def _proc(pid: int) -> Optional[Proc]:
    """The process, or None once it is gone or a zombie."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat[stat.rfind(")") + 2:].split()  # state, ppid, pgrp, ... after "(comm)"
    if len(fields) < 3 or fields[0] == "Z":
        return None
    return Proc(pid, int(fields[1]), int(fields[2]))


def living_processes() -> Iterator[Proc]:
    """Every process that is not a zombie (none where there is no /proc)."""
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else ():
        if entry.isdigit():
            proc = _proc(int(entry))
            if proc is not None:
                yield proc


def alive(pid: int) -> bool:
    return _proc(pid) is not None


def cmdline(pid: int) -> Optional[str]:
    """A process's command line (None once it is gone)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().decode("utf-8", "replace")
    except OSError:
        return None
