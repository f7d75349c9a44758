"""The benchmark runner: `python -m benchmarks --help`.

For each family and size it generates a board (benchmarks/boards.py), writes it to a JSON
file and measures, each on a Board freshly loaded from that file so that no cache (such
as the maximum M kept on the Context) carries over from one operation to the next:

- load: `Board.from_file(path)` (read, validate with pydantic, resolve, build the Context);
- check of a legal and of an illegal declaration, `propose()` and `count()`;
- the core's M alone (`attackcheck.solver.check.maximum`), next to the plain encoding's M
  (`attackcheck.solver.plain.plain_maximum`, 20 s cap, "timeout" past it);
- the brute-force reference (tests/reference.py) in a child process with a time limit,
  where the number of declarations it would enumerate is small enough.

Times are medians over --repeat runs; an operation slower than --slow seconds is not
repeated (its single time is reported, and `runs` says so). Results go to
OUT/results.json, OUT/table.md and OUT/plot.png (log-log, time against creatures).
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import multiprocessing as mp
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

from .boards import FAMILIES, candidates, count_creatures, declarations, generate

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"  # the committed run
DEFAULT_SIZES = (10, 100, 1000, 10000)
SMOKE_SIZES = (10, 50)

OPS = ("load", "check_legal", "check_illegal", "propose", "count", "m_core")


# --------------------------------------------------------------------------- measuring


def _timed(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def _fork_child(fn, board, q) -> None:
    dt, out = _timed(lambda: fn(board))
    q.put((dt, out))


def _forked(fn, board, hard: float):
    """(seconds, result, killed): fn(board) in a forked child, killed after `hard` seconds.

    `count` overshoots its time limit (the deadline is looked at between polynomial
    products only), so the runner guards it with a hard wall-clock limit of its own."""
    if "fork" not in mp.get_all_start_methods():
        dt, out = _timed(lambda: fn(board))
        return dt, out, False
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=_fork_child, args=(fn, board, q), daemon=True)
    t = time.perf_counter()
    p.start()
    try:
        dt, out = q.get(timeout=hard)
        killed = False
    except Exception:  # queue.Empty: past the hard limit
        dt, out, killed = time.perf_counter() - t, None, True
    p.join(1)
    if p.is_alive():
        p.terminate()
        p.join()
    return dt, out, killed


class _Killed:
    status = "unknown"
    count = None


def _measure(path: Path, legal: dict, illegal: dict, repeat: int, slow: float, time_limit: float,
             hard: float, only: tuple = OPS) -> dict:
    """Median times of every operation on fresh boards, and what the last run returned."""
    from attackcheck import Board
    from attackcheck.models.bulk import paused_gc
    from attackcheck.solver import count, model, propose  # noqa: F401 - imported before timing: OR-Tools loads
    from attackcheck.solver.check import maximum           # when first needed, and each time is the operation's

    samples = {op: [] for op in OPS}
    last: dict = {}

    def load():
        gc.collect()
        with paused_gc():  # as the command line loads a board
            dt, board = _timed(lambda: Board.from_file(path, time_limit=time_limit))
        samples["load"].append(dt)
        return board

    killed = []

    def run(op, fn, fork=False):
        if op not in only or samples[op] and (len(samples[op]) >= repeat or max(samples[op]) > slow):
            return
        board = load()
        gc.collect()
        if fork:
            dt, out, k = _forked(fn, board, hard)
            if k:
                killed.append(op)
                out = _Killed()
        else:
            dt, out = _timed(lambda: fn(board))
        samples[op].append(dt)
        last[op] = out

    for _ in range(repeat):
        run("check_legal", lambda b: b.check(legal))
        run("check_illegal", lambda b: b.check(illegal))
        run("propose", lambda b: b.propose())
        run("count", _count, fork=True)
        run("m_core", lambda b: maximum(b.context, time_limit))
        if len(samples["load"]) < repeat and not any(samples[op] for op in OPS if op != "load"):
            load()  # --only load: the load alone
    return {
        "times": {op: statistics.median(v) for op, v in samples.items() if v},
        "runs": {op: len(v) for op, v in samples.items()},
        "last": last,
        "killed": killed,
    }


def _count(board):
    return board.count()


class _Skipped:
    """An operation left out of the run (--only)."""

    status = "skipped"
    count = lower = upper = obeyed = maximum = value = None


def _count_fields(co, killed: bool) -> dict:
    """The count's result: exact (its digits), or proven bounds (their digits), or unknown."""
    out = {"status": co.status, "count": _count_text(co.count) if co.count is not None else None,
           "digits": len(str(co.count)) if co.count is not None else None, "killed_at_hard_limit": killed,
           "exact": co.status == "exact"}
    lower, upper = getattr(co, "lower", None), getattr(co, "upper", None)
    if lower is not None and upper is not None:
        out.update(lower=_count_text(lower), upper=_count_text(upper), lower_digits=len(str(lower)),
                   upper_digits=len(str(upper)))
    return out


def _load_phases(path: Path, repeat: int) -> dict:
    """Where load time goes: parse, pydantic, references, resolve, Context (best of runs).

    Uses the loader's internals, so a refactoring of the core may break it: then it is
    left out of the results rather than failing the run."""
    try:
        from attackcheck.models import resolve_board
        from attackcheck.models.board import BoardModel
        from attackcheck.models.load import parse_text, read_text
        from attackcheck.models.validate import validate_references
        from attackcheck.solver import Context
    except ImportError:
        return {}
    best: dict = {}
    for _ in range(max(1, repeat)):
        try:
            gc.collect()
            out = {}
            t = time.perf_counter()
            data = parse_text(read_text(str(path)))
            out["parse"] = time.perf_counter() - t
            t = time.perf_counter()
            model = BoardModel.model_validate(data)
            out["pydantic"] = time.perf_counter() - t
            t = time.perf_counter()
            validate_references(model)
            out["references"] = time.perf_counter() - t
            t = time.perf_counter()
            rb = resolve_board(model)
            out["resolve"] = time.perf_counter() - t
            t = time.perf_counter()
            Context(rb)
            out["context"] = time.perf_counter() - t
        except Exception:  # noqa: BLE001 - internals changed
            return {}
        if not best or sum(out.values()) < sum(best.values()):
            best = out
    return best


def _plain(path: Path, repeat: int, slow: float, cap: float) -> dict:
    from attackcheck import Board
    from attackcheck.solver.plain import plain_maximum

    times, res = [], None
    for _ in range(repeat):
        ctx = Board.from_file(path).context
        gc.collect()
        dt, res = _timed(lambda: plain_maximum(ctx, cap))
        times.append(dt)
        if res[0] != "optimal" or dt > slow:
            break
    status, value = res
    return {"status": "optimal" if status == "optimal" else "timeout", "value": value,
            "time": statistics.median(times), "runs": len(times), "cap": cap}


def _reference_child(board: dict, legal: dict, illegal: dict, q) -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    import reference as R

    out = {}
    out["judge_legal_time"], out["legal"] = _timed(lambda: R.judge(board, legal))
    out["judge_illegal_time"], out["illegal"] = _timed(lambda: R.judge(board, illegal))
    out["count_time"], out["count"] = _timed(lambda: R.count(board))
    q.put(out)


def _reference(board: dict, legal: dict, illegal: dict, limit: int, timeout: float) -> dict:
    n = candidates(board)
    size = {"candidates_log10": round(math.log10(n), 2)}
    if n > limit:
        return {"status": "skipped", **size}
    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    q = ctx.Queue()
    p = ctx.Process(target=_reference_child, args=(board, legal, illegal, q), daemon=True)
    t = time.perf_counter()
    p.start()
    try:
        out = q.get(timeout=timeout)
    except Exception:  # queue.Empty: the time limit
        out = None
    p.join(1)
    if p.is_alive():
        p.terminate()
        p.join()
    if out is None:
        return {"status": "timeout", **size, "time": time.perf_counter() - t}
    out.update(status="ok", **size)
    return out


# --------------------------------------------------------------------------- one row


def _count_text(n) -> str:
    s = str(n)
    return s if len(s) <= 24 else f"{s[:6]}...e{len(s) - 1} ({len(s)} digits)"


def bench_one(family: str, size: int, args, tmp: Path) -> dict:
    from attackcheck import Board

    board = generate(family, size, args.seed)
    path = tmp / f"{family}-{size}.json"
    path.write_text(json.dumps(board, separators=(",", ":")), encoding="utf-8")
    prep = Board.from_file(path, time_limit=args.time_limit)
    ctx = prep.context
    decls = declarations(board, prep, time_limit=args.time_limit)
    legal, illegal = decls["legal"]["attacks"], decls["illegal"]["attacks"]
    facts = {"creatures": count_creatures(board), "eligible": len(ctx.creatures), "classes": len(ctx.classes()),
             "defenders": len(ctx.defenders), "instances": ctx.instance_count()}
    del prep, ctx, board  # no big live heap behind the measurements (the garbage collector walks it)

    phases = _load_phases(path, args.repeat)
    m = _measure(path, legal, illegal, args.repeat, args.slow, args.time_limit, args.hard_limit, tuple(args.only))
    t, last = m["times"], m["last"]
    cl, ci, pr, co, mc = (last.get(k, _Skipped()) for k in ("check_legal", "check_illegal", "propose", "count", "m_core"))
    row = {
        "family": family, "size": size, "seed": args.seed, **facts, "file_bytes": path.stat().st_size,
        "load_phases": phases,
        "legal": {"how": decls["legal"]["how"], "attackers": len(legal)},
        "illegal": {"how": decls["illegal"]["how"], "attackers": len(illegal)},
        "times": t, "runs": m["runs"],
        "check_legal": {"status": cl.status, "obeyed": cl.obeyed, "maximum": cl.maximum},
        "check_illegal": {"status": ci.status, "obeyed": ci.obeyed, "maximum": ci.maximum},
        "propose": {"status": pr.status, "obeyed": pr.obeyed, "maximum": pr.maximum},
        "count": _count_fields(co, "count" in m["killed"]),
        "m_core": {"status": mc.status, "value": mc.value},
    }
    row["check_load_ratio"] = (max(t["check_legal"], t["check_illegal"]) / t["load"]
                               if "check_legal" in t and "check_illegal" in t else None)
    if not args.no_memory and "check_legal" in t:
        from .scale import peak_memory

        row["peak_rss_mb"] = peak_memory(path, legal, args.time_limit)
    if not args.no_plain and "m_core" in args.only:
        row["plain"] = _plain(path, args.repeat, args.slow, args.plain_cap)
        p = row["plain"]
        row["plain_speedup"] = p["time"] / t["m_core"]
        row["plain_speedup_is_lower_bound"] = p["status"] != "optimal"
    if not args.no_reference and args.only == OPS:
        board = json.loads(path.read_text(encoding="utf-8"))
        row["reference"] = ref = _reference(board, legal, illegal, args.ref_candidates, args.ref_timeout)
        if ref["status"] == "ok":
            ref["count"] = _count_text(ref["count"])
    row["agree"] = _agreement(row, co)
    return row


def _agreement(row: dict, co) -> dict:
    """Cross-checks: the solver against itself, the plain encoding and the reference."""
    out = {}
    if row["check_legal"]["status"] != "skipped":
        out["legal_is_legal"] = row["check_legal"]["status"] == "legal"
        out["illegal_is_illegal"] = row["check_illegal"]["status"] == "illegal"
    core_m = row["m_core"]["value"] if row["m_core"]["status"] == "optimal" else None
    if core_m is not None and row["check_illegal"]["maximum"] is not None:
        out["check_maximum_is_m"] = row["check_illegal"]["maximum"] == core_m
    plain = row.get("plain")
    if plain and plain["status"] == "optimal" and core_m is not None:
        out["plain_m"] = plain["value"] == core_m
    elif plain and plain["value"] is not None and core_m is not None:
        out["plain_m_lower_bound"] = plain["value"] <= core_m
    ref = row.get("reference")
    if ref and ref["status"] == "ok":
        out["reference_legal"] = ref["legal"]["status"] == row["check_legal"]["status"]
        out["reference_illegal"] = ref["illegal"]["status"] == row["check_illegal"]["status"]
        if core_m is not None:
            out["reference_m"] = ref["legal"]["maximum"] == core_m
        if co.status == "exact":
            out["reference_count"] = ref["count"] == _count_text(co.count)
    return out


# --------------------------------------------------------------------------- targets


def targets(rows: list, meta: Optional[dict] = None) -> list:
    """The targets, judged on this run's medians."""
    out = []
    meta = meta or {}
    su = meta.get("startup")
    if su:
        out.append({"target": "start-up: a legal check in a new process at most 0.25 s and within 4x of "
                              "`python -c \"import pydantic, yaml\"`",
                    "met": su["wall"] <= 0.25 and su["ratio"] <= 4,
                    "detail": f"{su['wall']:.3f} s against {su['yardstick_wall']:.3f} s, {su['ratio']:.1f}x "
                              f"(processor time {su['cpu_min']:.3f} s against {su['yardstick_cpu_min']:.3f} s, "
                              f"{su['cpu_ratio']:.1f}x)"})
    for b in meta.get("big_rows") or []:
        out.append({"target": f"{b['family']}, {b['creatures']:,} creatures: load and first check at most 2 s and "
                              "within 3x of json.load",
                    "met": b["load_and_first_check"] <= 2 and b["ratio_to_json"] <= 3,
                    "detail": f"{b['load_and_first_check']:.2f} s, {b['ratio_to_json']:.1f}x json.load "
                              f"({b['json_load']:.2f} s)"})
        out.append({"target": f"{b['family']}, {b['creatures']:,} creatures: peak memory at most 400 MB",
                    "met": b["peak_rss_mb"] <= 400, "detail": f"{b['peak_rss_mb']:.0f} MB"})
    checked = [r for r in rows if r.get("check_load_ratio") is not None]
    bad = [f"{r['family']}/{r['size']}: {r['check_load_ratio']:.1f}x" for r in checked if r["check_load_ratio"] > 3]
    if checked:
        out.append({"target": "check within 3x load-and-validate at every size",
                    "met": not bad, "detail": "; ".join(bad) or "all rows"})
    for r in rows:
        if r["family"] == "swarm" and r["size"] == 10000 and "check_legal" not in r["times"]:
            t = r["times"]
            out.append({"target": "10,000 creatures, 8 players: count exact", "met": r["count"]["status"] == "exact",
                        "detail": f"{r['count']['status']} in {t['count']:.2f} s"})
        elif r["family"] == "swarm" and r["size"] == 10000:
            t = r["times"]
            out.append({"target": "10,000 creatures, 8 players: check < 1 s", "met":
                        t["check_legal"] < 1 and t["check_illegal"] < 1,
                        "detail": f"legal {t['check_legal']:.2f} s, illegal {t['check_illegal']:.2f} s"})
            out.append({"target": "10,000 creatures, 8 players: propose < 1 s", "met": t["propose"] < 1,
                        "detail": f"{t['propose']:.2f} s ({r['propose']['status']})"})
            out.append({"target": "10,000 creatures, 8 players: count exact", "met": r["count"]["status"] == "exact",
                        "detail": f"{r['count']['status']} in {t['count']:.2f} s"})
    pig = [r for r in rows if r["family"] == "pigeonhole" and r["m_core"]["status"] != "skipped"]
    if pig:
        bad = [f"{r['size']}: M {r['m_core']['status']}, check {r['check_legal']['status']}/"
               f"{r['check_illegal']['status']}, propose {r['propose']['status']}" for r in pig
               if r["m_core"]["status"] != "optimal" or "unknown" in
               (r["check_legal"]["status"], r["check_illegal"]["status"], r["propose"]["status"])]
        out.append({"target": "adversarial board: proved optimal, never unknown, at every size",
                    "met": not bad, "detail": "; ".join(bad) or ", ".join(str(r["size"]) for r in pig)})
        for r in pig:
            if r["size"] == 1000 and "plain" in r:
                lb = " (at least: plain timed out)" if r["plain_speedup_is_lower_bound"] else ""
                chk = r["plain"]["time"] / max(r["times"]["check_legal"], r["times"]["check_illegal"])
                out.append({"target": "adversarial board, 1,000 creatures: >= 100x faster than plain",
                             "met": r["plain_speedup"] >= 100,
                             "detail": f"M: {r['plain_speedup']:.0f}x{lb}; whole check: {chk:.0f}x"})
    return out


# --------------------------------------------------------------------------- output


def _fmt(s) -> str:
    if s is None:
        return "-"
    if s < 1e-3:
        return f"{s * 1e6:.0f} µs"
    if s < 1:
        return f"{s * 1e3:.1f} ms"
    return f"{s:.2f} s"


def _flag(status: str, good: tuple) -> str:
    return "" if status in good else f" ({status})"


COLUMNS = ["family", "creatures", "eligible / classes", "load", "check legal", "check illegal", "propose",
           "count", "count result", "check/load", "M core", "M plain", "plain/core", "brute force check / count",
           "peak memory", "agree"]


def table_rows(rows: list) -> list:
    out = []
    for r in rows:
        t = r["times"]
        plain = r.get("plain")
        if plain:
            ptxt = _fmt(plain["time"]) if plain["status"] == "optimal" else f"timeout ({plain['cap']:.0f} s)"
            x = r["plain_speedup"]
            sp = ("≥" if r["plain_speedup_is_lower_bound"] else "") + (f"{x:.0f}x" if x >= 10 else f"{x:.1f}x")
        else:
            ptxt, sp = "-", "-"
        ref = r.get("reference")
        if not ref:
            rtxt = "-"
        elif ref["status"] == "ok":
            rtxt = f"{_fmt(max(ref['judge_legal_time'], ref['judge_illegal_time']))} / {_fmt(ref['count_time'])}"
        elif ref["status"] == "timeout":
            rtxt = "timeout"
        else:
            rtxt = f"skipped (1e{ref['candidates_log10']:.0f} decl.)"
        agree = "yes" if all(r["agree"].values()) else "NO: " + ",".join(k for k, v in r["agree"].items() if not v)
        out.append([
            r["family"], str(r["creatures"]), f"{r['eligible']} / {r['classes']}", _fmt(t["load"]),
            _fmt(t.get("check_legal")) + _flag(r["check_legal"]["status"], ("legal", "skipped")),
            _fmt(t.get("check_illegal")) + _flag(r["check_illegal"]["status"], ("illegal", "skipped")),
            _fmt(t.get("propose")) + _flag(r["propose"]["status"], ("legal", "skipped")),
            _fmt(t.get("count")) + (" (killed)" if r["count"].get("killed_at_hard_limit")
                                else _flag(r["count"]["status"], ("exact", "bounds"))),
            count_result(r["count"]),
            f"{r['check_load_ratio']:.2f}" if r.get("check_load_ratio") is not None else "-",
            _fmt(t.get("m_core")) + _flag(r["m_core"]["status"], ("optimal", "skipped")),
            ptxt, sp, rtxt, f"{r['peak_rss_mb']:.0f} MB" if r.get("peak_rss_mb") else "-", agree,
        ])
    return out


def count_result(c: dict) -> str:
    """exact (N digits), bounds 1eL .. 1eU (the proven lower and upper bounds), or the status."""
    if c.get("status") == "exact" and c.get("digits"):
        return f"exact ({c['digits']} digits)"
    if c.get("status") == "bounds" and c.get("lower_digits"):
        return f"bounds 1e{c['lower_digits'] - 1} .. 1e{c['upper_digits'] - 1}"
    return str(c.get("status"))


def print_table(rows: list, tgts: list) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="attackcheck benchmarks (median seconds; fresh board per operation)")
    for c in COLUMNS:
        table.add_column(c, justify="left" if c in ("family", "agree") else "right")
    for cells in table_rows(rows):
        table.add_row(*cells)
    console = Console(width=max(200, Console().width))
    console.print(table)
    for t in tgts:
        mark = "[green]met[/green]" if t["met"] else "[red]NOT met[/red]"
        console.print(f"{mark}  {t['target']}: {t['detail']}")


BIG_COLUMNS = ["family", "creatures", "JSON", "eligible / classes", "json.load", "load", "check legal",
               "check illegal", "load + first check", "/ json.load", "peak memory"]


def big_table(meta: dict) -> list:
    """The start-up and 100,000-creature tables (each in fresh processes)."""
    lines: list = []
    su = meta.get("startup")
    if su:
        lines += ["Start-up, medians of " + str(su["runs"]) + " fresh processes each, run alternately:", "",
                  "| process | wall clock | least processor time |", "|---|---|---|",
                  f"| `{su['command']}` | {_fmt(su['wall'])} | {_fmt(su['cpu_min'])} |",
                  f"| `{su['yardstick']}` | {_fmt(su['yardstick_wall'])} | {_fmt(su['yardstick_cpu_min'])} |",
                  f"| ratio | {su['ratio']:.1f}x | {su['cpu_ratio']:.1f}x |", ""]
    big = meta.get("big_rows") or []
    if big:
        lines += ["Big boards, each operation in a fresh process (the load, a first check, the peak resident "
                  "memory of that process; `json.load` of the same file in another):", "",
                  "| " + " | ".join(BIG_COLUMNS) + " |", "|" + "---|" * len(BIG_COLUMNS)]
        for b in big:
            lines.append("| " + " | ".join([
                b["family"], f"{b['creatures']:,}", f"{b['file_bytes'] / 1e6:.1f} MB", f"{b['eligible']} / {b['classes']}",
                _fmt(b["json_load"]), _fmt(b["load"]), _fmt(b["check_legal"]) + _flag(b["status_legal"], ("legal",)),
                _fmt(b["check_illegal"]) + _flag(b["status_illegal"], ("illegal",)),
                _fmt(b["load_and_first_check"]), f"{b['ratio_to_json']:.1f}x", f"{b['peak_rss_mb']:.0f} MB"]) + " |")
        lines.append("")
    return lines


def markdown(rows: list, tgts: list, meta: Optional[dict] = None) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for cells in table_rows(rows):
        lines.append("| " + " | ".join(c.replace("|", "/") for c in cells) + " |")
    lines.append("")
    lines += big_table(meta or {})
    for t in tgts:
        lines.append(f"- **{'met' if t['met'] else 'NOT met'}**: {t['target']} ({t['detail']})")
    big = [r for r in rows if r.get("load_phases") and r["size"] == max(x["size"] for x in rows)]
    if big:
        names = list(big[0]["load_phases"])
        lines += ["", f"Where load time goes at {big[0]['size']} creatures (best of the runs, outside the "
                  "timed loads):", "", "| family | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
        for r in big:
            lines.append(f"| {r['family']} | " + " | ".join(_fmt(r["load_phases"].get(k)) for k in names) + " |")
    return "\n".join(lines) + "\n"


BEGIN, END = "<!-- results:begin -->", "<!-- results:end -->"


def update_readme(path: Path, rows: list, tgts: list, meta: dict) -> None:
    text = path.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        print(f"{path}: no {BEGIN} ... {END} markers; not updated", file=sys.stderr)
        return
    a = meta.get("args", {})
    head = (f"Run of {meta['date']} on {meta['cpus']} cores ({meta['platform']}), Python {meta['python']}, "
            f"OR-Tools {meta['ortools']}, commit {meta.get('commit')}"
            f"{' with local changes' if meta.get('modified_tracked_files') else ''}; sizes "
            f"{', '.join(map(str, a.get('sizes', [])))}, repeat {a.get('repeat')} (operations slower than "
            f"{a.get('slow')} s run once), solver time limit {a.get('time_limit')} s, plain encoding capped at "
            f"{a.get('plain_cap')} s; load average {meta.get('load_average_start')} at the start; "
            f"{meta['wall_seconds']:.0f} s in all.\n\n")
    body = head + markdown(rows, tgts, meta)
    start = text.index(BEGIN) + len(BEGIN)
    path.write_text(text[:start] + "\n" + body + text[text.index(END):], encoding="utf-8")


def plot(rows: list, path: Path) -> bool:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plot (pip install 'attackcheck[bench]')", file=sys.stderr)
        return False
    panels = [
        ("load and validate", [("load", "-", "load")]),
        ("check", [("check_legal", "-", "legal"), ("check_illegal", "--", "illegal")]),
        ("propose", [("propose", "-", "propose")]),
        ("count", [("count", "-", "count")]),
        ("M (508.1d): core vs plain encoding", [("m_core", "-", "core"), ("plain", ":", "plain")]),
        ("brute-force reference", [("ref_check", "-", "check"), ("ref_count", "--", "count")]),
    ]
    families = sorted({r["family"] for r in rows}, key=FAMILIES.index)
    colors = dict(zip(FAMILIES, ["tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple"]))
    fig, axes = plt.subplots(2, 3, figsize=(16, 9.5), sharex=True)
    for ax, (title, series) in zip(axes.flat, panels):
        for fam in families:
            fr = sorted((r for r in rows if r["family"] == fam), key=lambda r: r["creatures"])
            for key, style, label in series:
                xs, ys, xt, yt = [], [], [], []
                for r in fr:
                    y, timed_out = _series_value(r, key)
                    if y is None:
                        continue
                    xs.append(r["creatures"])
                    ys.append(max(y, 1e-5))
                    if timed_out:
                        xt.append(r["creatures"])
                        yt.append(max(y, 1e-5))
                if xs:
                    ax.plot(xs, ys, style, marker="o", ms=3, color=colors[fam],
                            label=f"{fam} {label}" if len(series) > 1 else fam)
                if xt:
                    ax.plot(xt, yt, "x", ms=9, mew=2, color=colors[fam])
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(title)
        ax.grid(True, which="both", alpha=0.3)
        ax.axhline(1.0, color="grey", lw=0.8, ls=":")
        ax.legend(fontsize=7, ncol=2 if len(series) > 1 else 1)
    for ax in axes[-1]:
        ax.set_xlabel("creatures on the board")
    for ax in axes[:, 0]:
        ax.set_ylabel("seconds (median)")
    fig.suptitle("attackcheck: time against creatures (log-log; x = time limit reached)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def plot_scaling(rows: list, big_rows: list, path: Path) -> bool:
    """Load plus first check, and peak memory, against creatures (log-log), one line per
    family, the 100,000-creature rows included; the legend gives each line's slope (fitted
    from 1,000 creatures on: 1 is linear)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    from .scale import slope

    families = sorted({r["family"] for r in rows} | {b["family"] for b in big_rows}, key=FAMILIES.index)
    colors = dict(zip(FAMILIES, ["tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple"]))
    fig, axes = plt.subplots(1, 2, figsize=(14, 5.5))
    for fam in families:
        pts = sorted([(r["creatures"], r["times"]["load"] + max(r["times"]["check_legal"], r["times"]["check_illegal"]),
                       r.get("peak_rss_mb")) for r in rows if r["family"] == fam] +
                     [(b["creatures"], b["load_and_first_check"], b["peak_rss_mb"]) for b in big_rows
                      if b["family"] == fam])
        for ax, k, unit in ((axes[0], 1, ""), (axes[1], 2, " MB")):
            xy = [(p[0], p[k]) for p in pts if p[k]]
            if not xy:
                continue
            sl = slope([q for q in xy if q[0] >= 1000])
            label = fam + (f" (slope {sl:.2f})" if sl is not None else "")
            ax.plot([q[0] for q in xy], [q[1] for q in xy], "-", marker="o", ms=3, color=colors[fam], label=label)
    axes[0].set_title("load + first check (the slower of legal and illegal)")
    axes[0].set_ylabel("seconds (median)")
    axes[1].set_title("peak resident memory of a process that loads and checks")
    axes[1].set_ylabel("MB")
    for ax in axes:
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("creatures on the board")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle("attackcheck: how time and memory grow with the board (log-log; slope 1 is linear)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def _series_value(r: dict, key: str):
    if key == "plain":
        p = r.get("plain")
        return (p["time"], p["status"] != "optimal") if p else (None, False)
    if key in ("ref_check", "ref_count"):
        ref = r.get("reference")
        if not ref or ref["status"] != "ok":
            return None, False
        if key == "ref_check":
            return max(ref["judge_legal_time"], ref["judge_illegal_time"]), False
        return ref["count_time"], False
    status = {"count": r["count"]["status"], "m_core": r["m_core"]["status"], "propose": r["propose"]["status"],
              "check_legal": r["check_legal"]["status"], "check_illegal": r["check_illegal"]["status"]}.get(key)
    return r["times"].get(key), status in ("unknown", "feasible")


# --------------------------------------------------------------------------- main


def _machine() -> dict:
    import importlib.metadata as md

    def version(pkg):
        try:
            return md.version(pkg)
        except md.PackageNotFoundError:
            return None

    import subprocess

    def git(*a):
        try:
            return subprocess.run(["git", *a], cwd=ROOT, capture_output=True, text=True, timeout=10).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return None

    dirty = git("status", "--porcelain", "--untracked-files=no")
    return {"commit": git("rev-parse", "--short", "HEAD"), "modified_tracked_files": len(dirty.splitlines()) if dirty else 0,
            "python": platform.python_version(), "platform": platform.platform(), "cpus": os.cpu_count(),
            "ortools": version("ortools"), "pydantic": version("pydantic"), "attackcheck": version("attackcheck"),
            "date": time.strftime("%Y-%m-%d %H:%M:%S")}


def _loadavg():
    """Other processes on the machine skew the times: the 1, 5 and 15 minute load averages."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def parse_args(argv=None):
    p = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default=None, help="comma-separated creature counts (default 10,100,1000,10000)")
    p.add_argument("--families", default=",".join(FAMILIES), help=f"comma-separated, of {', '.join(FAMILIES)}")
    p.add_argument("--repeat", type=int, default=None, help="runs per operation; the median is reported (default 3)")
    p.add_argument("--out", default=None, help="folder for results.json, table.md, plot.png (default "
                   "benchmarks/results; with --smoke a new temporary folder)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--smoke", action="store_true", help="sizes 10 and 50, one run each, short limits")
    p.add_argument("--slow", type=float, default=10.0, help="don't repeat an operation slower than this (s)")
    p.add_argument("--time-limit", type=float, default=20.0, help="the solver's time limit per solve (s)")
    p.add_argument("--hard-limit", type=float, default=None,
                   help="wall-clock limit of one count, run in a child process (default 2 x time limit + 5 s)")
    p.add_argument("--plain-cap", type=float, default=20.0, help="time limit of the plain encoding (s)")
    p.add_argument("--no-plain", action="store_true")
    p.add_argument("--no-reference", action="store_true")
    p.add_argument("--ref-candidates", type=float, default=2e5,
                   help="run the brute force only when it would enumerate at most this many declarations")
    p.add_argument("--ref-timeout", type=float, default=60.0, help="time limit of the brute force (s)")
    p.add_argument("--no-plot", action="store_true")
    p.add_argument("--no-memory", action="store_true", help="no peak-memory column (a fresh process per row)")
    p.add_argument("--big-sizes", default=None,
                   help="creatures of the big rows, each operation in a fresh process (default 100000; none)")
    p.add_argument("--big-families", default="swarm,distinct", help="families of the big rows")
    p.add_argument("--big-repeat", type=int, default=None, help="fresh processes per big measurement (default 5: they vary by 10-25%% from run to run)")
    p.add_argument("--startup-repeat", type=int, default=None,
                   help="processes of the start-up measurement (default 31; 0: none)")
    p.add_argument("--only", default=None,
                   help=f"comma-separated operations to measure, of {', '.join(OPS)}, or check for both checks "
                   "(load is always measured); "
                   "the plain encoding needs m_core, the brute force every operation")
    p.add_argument("--render", default=None, metavar="RESULTS_JSON",
                   help="measure nothing: write table.md, plot.png (and --readme) from this results.json")
    p.add_argument("--readme", default=None,
                   help="also put the table between the results markers of this README (benchmarks/README.md)")
    a = p.parse_args(argv)
    if a.smoke:
        a.sizes = a.sizes or ",".join(map(str, SMOKE_SIZES))
        a.repeat = a.repeat or 1
        a.plain_cap = min(a.plain_cap, 2.0)
        a.time_limit = min(a.time_limit, 10.0)
        a.ref_timeout = min(a.ref_timeout, 10.0)
        a.ref_candidates = min(a.ref_candidates, 5e4)
    a.sizes = [int(s) for s in (a.sizes or ",".join(map(str, DEFAULT_SIZES))).split(",") if s.strip()]
    big = a.big_sizes if a.big_sizes is not None else ("none" if a.smoke else "100000")
    a.big_sizes = [] if big.strip() in ("", "none", "0") else [int(s) for s in big.split(",") if s.strip()]
    a.big_families = [f.strip() for f in a.big_families.split(",") if f.strip()]
    a.big_repeat = a.big_repeat or (1 if a.smoke else 5)
    a.startup_repeat = (3 if a.smoke else 31) if a.startup_repeat is None else a.startup_repeat
    a.repeat = a.repeat or 3
    a.hard_limit = a.hard_limit or 2 * a.time_limit + 5
    a.families = [f.strip() for f in a.families.split(",") if f.strip()]
    if a.only is not None:
        asked = {x.strip() for x in a.only.split(",") if x.strip()}
        if "check" in asked:  # shorthand for both checks
            asked |= {"check_legal", "check_illegal"}
            asked.discard("check")
        unknown = sorted(asked - set(OPS))
        if unknown:
            p.error(f"--only: unknown operation {', '.join(map(repr, unknown))}; choose from "
                    f"{', '.join(OPS)} (or check, for both checks)")
    a.only = tuple(o for o in OPS if a.only is None or o in asked or o == "load")
    if a.only != OPS and "m_core" not in a.only:
        a.no_plain = True
    for f in a.families:
        if f not in FAMILIES:
            p.error(f"unknown family {f!r}; choose from {', '.join(FAMILIES)}")
    return a


def output_dir(args) -> Path:
    """--out; else a fresh temporary folder for a smoke run (the committed results stay as
    they are), else benchmarks/results."""
    if args.out:
        return Path(args.out)
    if args.smoke:
        return Path(tempfile.mkdtemp(prefix="attackcheck-bench-smoke-"))
    return RESULTS


def main(argv=None) -> int:
    args = parse_args(argv)
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # exact counts of big boards have thousands of digits
    out = output_dir(args)
    args.out = str(out)  # recorded in results.json
    out.mkdir(parents=True, exist_ok=True)
    if args.render:  # re-render table, plot and README from a results.json; no measuring
        data = json.loads(Path(args.render).read_text(encoding="utf-8"))
        emit(data["rows"], data["meta"], out, args, write_json=Path(args.render).resolve() != (out / "results.json").resolve())
        return 0
    rows = []
    started = time.perf_counter()
    load_start = _loadavg()
    meta = _machine()  # the commit measured: the code is imported now, whatever changes later
    if args.startup_repeat:
        from .scale import startup

        meta["startup"] = startup(args.startup_repeat)
        print(f"start-up: {_fmt(meta['startup']['wall'])} against {_fmt(meta['startup']['yardstick_wall'])}",
              file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="attackcheck-bench-") as tmp:
        for fam in args.families:
            for size in args.sizes:
                t = time.perf_counter()
                row = bench_one(fam, size, args, Path(tmp))
                rows.append(row)
                tm = row["times"]
                print(f"{fam:>10} {size:>6}: load {_fmt(tm['load'])}, check "
                      f"{_fmt(tm.get('check_legal'))}/{_fmt(tm.get('check_illegal'))}, propose "
                      f"{_fmt(tm.get('propose'))}, count {_fmt(tm.get('count'))} "
                      f"[{count_result(row['count'])}]  ({time.perf_counter() - t:.1f} s)", file=sys.stderr, flush=True)
        big_rows = []
        for fam in args.big_families:
            for size in args.big_sizes:
                from .scale import big_row

                t = time.perf_counter()
                b = big_row(fam, size, args.seed, Path(tmp), args.big_repeat, args.time_limit)
                big_rows.append(b)
                print(f"{fam:>10} {size:>6}: load + first check {_fmt(b['load_and_first_check'])}, json.load "
                      f"{_fmt(b['json_load'])}, peak {b['peak_rss_mb']:.0f} MB  ({time.perf_counter() - t:.1f} s)",
                      file=sys.stderr, flush=True)
        meta["big_rows"] = big_rows
    meta.update(args={k: v for k, v in vars(args).items()}, wall_seconds=round(time.perf_counter() - started, 1),
                load_average_start=load_start, load_average_end=_loadavg())
    emit(rows, meta, out, args)
    return 0


def emit(rows: list, meta: dict, out: Path, args, write_json: bool = True) -> None:
    tgts = targets(rows, meta)
    if write_json:
        (out / "results.json").write_text(json.dumps({"meta": meta, "targets": tgts, "rows": rows}, indent=1,
                                                     default=str), encoding="utf-8")
    (out / "table.md").write_text(markdown(rows, tgts, meta), encoding="utf-8")
    if not args.no_plot:
        plot(rows, out / "plot.png")
        plot_scaling(rows, meta.get("big_rows") or [], out / "scaling.png")
    if args.readme:
        update_readme(Path(args.readme), rows, tgts, meta)
    print_table(rows, tgts)
    for line in big_table(meta):
        print(line)
    print(f"wrote {out / 'results.json'}, {out / 'table.md'}" + ("" if args.no_plot else f", {out / 'plot.png'}"))
