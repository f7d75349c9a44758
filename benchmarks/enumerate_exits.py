"""`attackcheck enumerate BOARD --limit N` exits cleanly every time:

    python -m benchmarks.enumerate_exits [--runs 1000] [--jobs 2]

Runs the command `--runs` times (`--jobs` at once) on a board with 4^12 legal declarations, so
the enumeration is always still running when the limit stops it, and the same number of times
with its output closed after the first line (`| head -1`). Prints the exit codes seen and exits
1 unless every run exited 0 (and 141, quietly, for the closed output).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional

TOKENS = 12


def board() -> dict:
    """12 untapped tokens of the active player against three opponents: 4^12 declarations."""
    return {"version": 1, "players": [{"id": p} for p in "ABCD"], "turn": {"active": "A"},
            "permanents": [{"id": f"t{i}", "name": "Soldier", "controller": "A", "types": ["creature"], "power": 1,
                            "toughness": 1, "token": True} for i in range(TOKENS)]}


def write_board(folder: Path) -> Path:
    path = folder / "tokens.json"
    path.write_text(json.dumps(board()), encoding="utf-8")
    return path


def once(path: Path, limit: int, head: bool) -> tuple[int, str]:
    """(exit code, standard error) of one run; with `head`, standard output is closed after
    the first line, as `| head -1` does."""
    cmd = [sys.executable, "-m", "attackcheck", "enumerate", str(path), "--limit", str(limit)]
    if not head:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        lines = r.stdout.splitlines()
        ok = len(lines) == limit and all("attacks" in json.loads(x) for x in lines)
        return (r.returncode if ok else -1000), r.stderr
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8", "replace")
    return proc.wait(120), err


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=5)
    a = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = write_board(Path(tmp))
        with ThreadPoolExecutor(a.jobs) as pool:
            limited = list(pool.map(lambda _: once(path, a.limit, False), range(a.runs)))
            headed = list(pool.map(lambda _: once(path, 10_000, True), range(a.runs)))
    codes = Counter(code for code, _ in limited)
    head_codes = Counter(code for code, _ in headed)
    noisy = sum(1 for _, err in limited + headed if err.strip())
    print(json.dumps({"runs": a.runs, "limit": a.limit, "exit codes": dict(codes),
                      "exit codes with the output closed after one line": dict(head_codes),
                      "runs writing on standard error": noisy}))
    return 0 if set(codes) == {0} and set(head_codes) == {141} and not noisy else 1


if __name__ == "__main__":
    sys.exit(main())
