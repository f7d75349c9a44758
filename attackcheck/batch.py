"""Batches of requests in JSON Lines: `attackcheck batch IN.jsonl --out OUT.jsonl`.

Input: one JSON object a line,

    {"id": ANY (optional), "board": BOARD, "declaration": {"attacks": {...}}}          # a check
    {"id": ..., "board": BOARD, "request": "check", "declaration": {...}}
    {"id": ..., "board": BOARD, "request": "propose", "objective"?: NAME,
     "fix"?: {CREATURE: DEFENDER}, "keep_home"?: [CREATURE, ...]}
    {"id": ..., "board": BOARD, "request": "count"}

BOARD is board format v1 as a JSON object (never a file name). Output: exactly
one line per input line, in input order, compact JSON:

    {"line": N, "id": ..., "request": "check", "result": RESULT}      # RESULT as in docs/semantics.md
    {"line": N, "id": ..., "request": ..., "error": {"field": PATH, "message": TEXT}}

`line` counts input lines from 1; `id` is echoed (null when absent or unreadable); `request`
is null when unreadable. An error's `field` is the path of the offending field in the input
line (`board.permanents[2].power`, `declaration.attacks.lion`, `objective`, ...; "" for the
line as a whole); further errors of the same line are in `more`. A failure inside the solver
(a bug) gives `"error": {"field": null, "message": "internal error: ..."}` instead of
stopping the batch. Output lines carry no timings, so two runs compare byte for byte (unless a
time limit was reached: `unknown` depends on the machine).

Work is cut into chunks of consecutive lines, solved in worker processes (all cores by
default; never in the process that writes, which keeps Ctrl-C clean) or on a Dask
distributed cluster, and written back in input order, flushed per
chunk, so a killed run leaves complete lines and at most one partial line. Run again with the
same output file, the batch keeps the complete lines, cuts the partial one and resumes.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
import time
from collections import Counter, OrderedDict, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Optional

from attackcheck.models import InputError
from attackcheck.models.limits import MAX_DIGITS, TooManyDigits, TwiceWritten, digits, loads_json

from . import jsontext
from .api import Board
from .dispatch import check_fields, internal_message, load_board, request_name, solve, unknown_field

__all__ = [
    "BoardCache", "BatchSummary", "solve_line", "process_chunk", "run_batch", "default_workers", "prepare_output",
]

LINE_FIELDS = ("id", "board", "request", "declaration", "objective", "fix", "keep_home")
DEFAULT_CACHE_SIZE = 1024
DEFAULT_CHUNK_SIZE = 64
DEFAULT_DASK_CHUNK_SIZE = 256


def default_workers() -> int:
    """Every core this process may use."""
    if hasattr(os, "process_cpu_count"):  # Python 3.13
        n = os.process_cpu_count()
    elif hasattr(os, "sched_getaffinity"):
        n = len(os.sched_getaffinity(0))
    else:  # pragma: no cover
        n = os.cpu_count()
    return max(1, n or 1)


# -- one request -------------------------------------------------------------------------


RESULTS_PER_BOARD = 8  # answers kept per board the cache holds


def canonical(data: Any, sort_keys: bool = True) -> Optional[str]:
    """Data as canonical JSON text (a cache key), or None when it has none (nested too deeply,
    NaN, ...: loading says why)."""
    try:
        return json.dumps(data, sort_keys=sort_keys, separators=(",", ":"), allow_nan=False)
    except (RecursionError, ValueError, TypeError):
        return None


class BoardCache:
    """A bounded LRU of Board objects (or the InputError of a bad board), keyed by the board's
    JSON text and the time limit. A Board keeps what it has proved (508.1d's maximum M), so a
    repeated board is loaded and maximised once. Thread-safe; one per worker process."""

    def __init__(self, maxsize: int = DEFAULT_CACHE_SIZE):
        self.maxsize = maxsize
        self._data: OrderedDict = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0
        # Answers to whole requests (board, request and its fields), the same for the same
        # request: game logs ask the same question again. Unknowns are not kept (they depend
        # on the time). Bounded like the boards, RESULTS_PER_BOARD answers a board.
        self._results: OrderedDict = OrderedDict()
        self.result_hits = 0

    def result(self, key: Any) -> Optional[dict]:
        """A fresh copy of the answer kept for this request, or None."""
        if self.maxsize <= 0:
            return None
        with self._lock:
            hit = self._results.get(key)
            if hit is not None:
                self._results.move_to_end(key)
                self.result_hits += 1
        return None if hit is None else json.loads(hit)

    def remember(self, key: Any, result: dict) -> None:
        if self.maxsize <= 0 or result.get("status") == "unknown":
            return
        text = json.dumps(result)  # kept as text: a copy nobody can change
        with self._lock:
            self._results[key] = text
            while len(self._results) > self.maxsize * RESULTS_PER_BOARD:
                self._results.popitem(last=False)

    def resize(self, maxsize: int) -> None:
        with self._lock:
            self.maxsize = maxsize
            while len(self._data) > max(0, maxsize):
                self._data.popitem(last=False)
            while len(self._results) > max(0, maxsize) * RESULTS_PER_BOARD:
                self._results.popitem(last=False)

    @staticmethod
    def _key(data: Any, time_limit: Optional[float], text: Optional[str] = None):
        if text is None:
            text = canonical(data)
        return None if text is None else (time_limit, text)

    def forget(self, data: Any, time_limit: Optional[float]) -> None:
        """Drop a board: a Board keeps the maximum it found even when a time limit cut the
        search short, so after an `unknown` the next line gets a fresh Board."""
        key = self._key(data, time_limit)
        if key is not None:
            with self._lock:
                self._data.pop(key, None)

    def board(self, data: dict, time_limit: Optional[float], text: Optional[str] = None) -> Board:
        """The board of `data` (`text`: its canonical JSON, if the caller has it)."""
        key = self._key(data, time_limit, text) if self.maxsize > 0 else None
        if key is None:
            return load_board(data, time_limit)
        with self._lock:
            hit = self._data.get(key)
            if hit is not None:
                self._data.move_to_end(key)
                self.hits += 1
        if hit is None:
            self.misses += 1
            try:
                hit = load_board(data, time_limit)
            except InputError as exc:
                hit = exc
            with self._lock:
                self._data[key] = hit
                while len(self._data) > self.maxsize:
                    self._data.popitem(last=False)
        if isinstance(hit, InputError):
            raise hit.with_traceback(None)  # the same object each time: no growing traceback
        return hit


def _error(exc: InputError) -> dict:
    out: dict = {"field": exc.errors[0][0], "message": exc.errors[0][1]}
    if len(exc.errors) > 1:
        out["more"] = [{"field": p, "message": m} for p, m in exc.errors[1:]]
    if exc.omitted:
        out["omitted"] = exc.omitted
    return out


_NOT_UTF8 = "\x00"


def _parse_line(text: str) -> Any:
    if text.startswith(_NOT_UTF8):
        raise InputError("", text[len(_NOT_UTF8):])
    if not text.strip():
        raise InputError("", "an empty line; each line is a JSON object with a board")
    try:
        # a number of more than 4,300 digits: its field says so later; so does a declaration
        # with a creature written twice
        return loads_json(text, keep_twice=True)
    except json.JSONDecodeError as exc:
        raise InputError("", f"the line is not valid JSON: {exc.msg} (column {exc.colno})") from None
    except RecursionError:
        raise InputError("", "the line is nested too deeply to read") from None


def _line_id(obj: dict) -> Any:
    """The line's id, echoed as given: any JSON value JSON can write back."""
    value = obj.get("id")
    try:
        if isinstance(value, TooManyDigits) or (isinstance(value, int) and digits(value) > MAX_DIGITS):
            raise ValueError
        jsontext.dumps(value)
    except (ValueError, RecursionError, TypeError):
        raise InputError("id", "the id is a number JSON can't write back, or nested too deeply") from None
    return value


def _line_field(name: str) -> str:
    """The message of an unknown field of a line (the time limit is the batch's, not a line's)."""
    if isinstance(name, str) and name.replace("-", "_").lower() in ("time_limit", "timelimit"):
        return "unknown field; a batch's time limit is its --time-limit option, for every line"
    return unknown_field(name, LINE_FIELDS)


_NULL = "null: leave the field out for its default"  # as the HTTP API: a field given is a value


def solve_line(text: str, number: int, *, time_limit: Optional[float] = None,
               cache: Optional[BoardCache] = None) -> dict:
    """The output object of input line `number` (1-based)."""
    out: dict = {"line": number, "id": None, "request": None}
    try:
        obj = _parse_line(text)
        if not isinstance(obj, dict):
            raise InputError("", "a line is a JSON object {\"board\": ..., \"declaration\": ...} "
                                 "or {\"board\": ..., \"request\": \"check\"|\"propose\"|\"count\", ...}")
        out["id"] = _line_id(obj)
        if isinstance(obj, TwiceWritten):  # {"board": ..., "board": ...}: which one was meant?
            raise InputError(obj.twice[0], f"{obj.twice[0]!r} is written twice in the line; keep one",
                             ((k, f"{k!r} is written twice in the line; keep one") for k in obj.twice[1:]))
        unknown = [k for k in obj if k not in LINE_FIELDS]
        if unknown:
            raise InputError(unknown[0], _line_field(unknown[0]), ((k, _line_field(k)) for k in unknown[1:]))
        if "request" in obj and obj["request"] is None:
            raise InputError("request", _NULL)
        request = request_name(obj.get("request", "check"))
        out["request"] = request
        nulls = [k for k in ("declaration", "objective", "fix", "keep_home") if k in obj and obj[k] is None]
        if nulls:
            raise InputError(nulls[0], _NULL, ((k, _NULL) for k in nulls[1:]))
        if "board" not in obj:
            raise InputError("board", "missing: every line carries its board")
        check_fields(request, obj)
        fields = {k: obj.get(k) for k in ("declaration", "objective", "fix", "keep_home")}
        key = board_text = None
        if cache is not None:
            # the fields in their order: an answer lists a declaration's creatures in its order
            board_text, fields_text = canonical(obj["board"]), canonical(fields, sort_keys=False)
            if board_text is not None and fields_text is not None:
                key = (request, time_limit, board_text, fields_text)
                known = cache.result(key)
                if known is not None:
                    out["result"] = known
                    return out
        board = (cache.board(obj["board"], time_limit, board_text) if cache is not None
                 else load_board(obj["board"], time_limit))
        out["result"] = solve(request, board, **fields)
        if cache is not None:
            if out["result"].get("status") == "unknown":
                cache.forget(obj["board"], time_limit)
            elif key is not None:
                cache.remember(key, out["result"])
    except InputError as exc:
        out["error"] = _error(exc)
    except Exception as exc:  # a bug must not lose the other lines
        out["error"] = {"field": None, "message": internal_message(exc)}
    return out


def _dump_line(obj: dict) -> tuple[str, dict]:
    """One output line (and the object written); a result that can't be written (a bug)
    becomes an internal error."""
    try:
        return jsontext.dumps(obj) + "\n", obj
    except (ValueError, TypeError, RecursionError) as exc:
        obj = {"line": obj["line"], "id": None, "request": obj.get("request"),
               "error": {"field": None, "message": internal_message(exc)}}
        return jsontext.dumps(obj) + "\n", obj


def _tally_key(obj: dict) -> str:
    if "error" in obj:
        return "internal" if obj["error"]["field"] is None else "error"
    return f"{obj['request']}:{obj['result'].get('status')}"


_CACHE = BoardCache()


def process_chunk(lines: list, first: int, time_limit: Optional[float] = None,
                  cache_size: int = DEFAULT_CACHE_SIZE) -> tuple[str, dict]:
    """Solve consecutive input lines numbered from `first`; returns the output text (lines
    ending in newlines) and a tally {"check:legal": n, "error": n, ...}. Runs in a worker
    process (or a Dask worker) and uses that process's board cache."""
    if _CACHE.maxsize != cache_size:
        _CACHE.resize(cache_size)
    parts = []
    tally: Counter = Counter()
    for i, text in enumerate(lines):
        obj = solve_line(text, first + i, time_limit=time_limit, cache=_CACHE)
        line, obj = _dump_line(obj)
        tally[_tally_key(obj)] += 1
        parts.append(line)
    return "".join(parts), dict(tally)


# -- files -------------------------------------------------------------------------------


def _decode(raw: bytes) -> str:
    if raw.endswith(b"\n"):
        raw = raw[:-1]
    if raw.endswith(b"\r"):
        raw = raw[:-1]
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (first line) is not part of the JSON
        return text if not text.startswith(_NOT_UTF8) else f"{_NOT_UTF8}the line is not valid JSON: a NUL character"
    except UnicodeDecodeError as exc:  # an error line that says so (a NUL starts no JSON text)
        return f"{_NOT_UTF8}the line is not UTF-8: byte 0x{raw[exc.start]:02x} at offset {exc.start}"


def _count_lines(path: Path) -> int:
    n = 0
    last = b"\n"
    with path.open("rb") as f:
        while True:
            block = f.read(1 << 20)
            if not block:
                break
            n += block.count(b"\n")
            last = block[-1:]
    return n + (0 if last == b"\n" else 1)


def prepare_output(path: Path, restart: bool = False) -> int:
    """Make `path` hold only complete output lines and return how many there are.

    A trailing partial line (a killed run) is cut away. The last complete line must be line
    number N of the output, and a partial line the start of line N + 1, else the file is not
    an earlier output of a batch (InputError). Only each line's start is read: `{"line":N,`."""
    if restart or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
        return 0
    n = 0
    last_nl = prev_nl = -1  # offsets of the last two newlines
    pos = 0
    with path.open("rb") as f:
        while True:
            block = f.read(1 << 20)
            if not block:
                break
            c = block.count(b"\n")
            if c:
                n += c
                at = block.rindex(b"\n")
                before = block.rfind(b"\n", 0, at)
                prev_nl = pos + before if before >= 0 else last_nl
                last_nl = pos + at
            pos += len(block)
    size = pos
    with path.open("rb") as f:
        if n:
            f.seek(prev_nl + 1)
            head = _LINE_START.match(f.read(64))
            if head is None or int(head.group(1)) != n:
                raise InputError("--out", f"{path} is not the output of a batch (its {n} lines don't end with the "
                                          f"result of input line {n}, as a batch resumes from); give another "
                                          "file, or --restart to overwrite it")
        f.seek(last_nl + 1)
        partial = f.read(64)
    if partial and not (_LINE_START.match(partial) or _LINE_START_CUT.fullmatch(partial)):
        raise InputError("--out", f"{path} is not the output of a batch" + (f" (it ends with output line {n} and then "
                                  "something else)" if n else "") + "; give another file, or --restart to overwrite it")
    if size != last_nl + 1:
        with path.open("r+b") as f:
            f.truncate(last_nl + 1)
    return n


_LINE_START = re.compile(rb'\{"line":(\d{1,18})[,}]')  # an output line's start (compact JSON, `line` first)
_LINE_START_CUT = re.compile(rb'\{(?:"(?:l(?:i(?:n(?:e(?:"(?::\d{0,18})?)?)?)?)?)?)?')  # a run killed within it


def _read_lines(path: Path, skip: int) -> Iterator[str]:
    with path.open("rb") as f:
        for i, raw in enumerate(f):
            if i >= skip:
                yield _decode(raw)


def _chunks(lines: Iterable[str], first: int, size: int) -> Iterator[tuple[list, int]]:
    chunk: list = []
    start = first
    for text in lines:
        chunk.append(text)
        if len(chunk) >= size:
            yield chunk, start
            start += len(chunk)
            chunk = []
    if chunk:
        yield chunk, start


@dataclass
class BatchSummary:
    input: str
    output: str
    lines: int = 0  # output lines in the file at the end
    resumed_from: int = 0  # complete lines kept from an earlier run
    written: int = 0  # lines written by this run
    seconds: float = 0.0
    workers: int = 1
    engine: str = "in-process"  # in-process | processes | dask
    tally: dict = field(default_factory=dict)
    interrupted: bool = False

    def to_dict(self) -> dict:
        rate = self.written / self.seconds if self.seconds > 0 else None
        return {"status": "interrupted" if self.interrupted else "done", "input": self.input,
                "output": self.output, "lines": self.lines, "resumed_from": self.resumed_from,
                "written": self.written, "engine": self.engine, "workers": self.workers,
                "seconds": round(self.seconds, 3), "lines_per_second": round(rate, 1) if rate else None,
                "results": dict(sorted(self.tally.items()))}


# -- engines: each yields (text, tally) per chunk, in input order ---------------------------


def _run_local(chunks, time_limit, cache_size):
    for lines, first in chunks:
        yield process_chunk(lines, first, time_limit, cache_size)


def _run_ordered(submit: Callable, result: Callable, chunks, window: int, cancel: Callable):
    pending: deque = deque()
    try:
        for lines, first in chunks:
            pending.append(submit(lines, first))
            if len(pending) >= window:
                yield result(pending.popleft())
        while pending:
            yield result(pending.popleft())
    finally:
        for fut in pending:
            cancel(fut)


PARENT_POLL = 0.5  # seconds between a worker's checks that the batch that started it lives


def _worker_init(parent: Optional[int] = None) -> None:
    """Ctrl-C is the parent's: it stops after the chunks in flight, the workers don't die.
    A worker whose parent is gone (killed, even while this worker was still starting) exits
    at once, or within PARENT_POLL seconds, instead of waiting forever."""
    import signal

    if parent is None:
        parent = os.getppid()
    if os.getppid() != parent:  # the batch died while this process was importing
        os._exit(1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # CP-SAT resets SIGINT to its default action after each solve (catch_sigint_signal), so
    # ignoring is not enough: leave the terminal's process group, whose Ctrl-C is the parent's.
    try:
        os.setpgrp()
    except OSError:  # pragma: no cover
        pass

    def watch():
        while True:
            time.sleep(PARENT_POLL)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="attackcheck-parent-watch", daemon=True).start()


def _noop() -> None:
    return None


def _start_workers(pool, workers: int) -> None:
    """Start every worker now, with SIGINT ignored: the children inherit that through exec, so
    a Ctrl-C can't kill one that is still importing (which would break the pool)."""
    import signal

    main = threading.current_thread() is threading.main_thread()
    old = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        for _ in range(workers):  # each submit starts one more process while none is idle
            pool.submit(_noop)
    finally:
        if main:
            signal.signal(signal.SIGINT, old)


def _run_processes(chunks, workers, time_limit, cache_size):
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # spawn: fresh workers, not forks of a process that runs threads (rich's progress bar).
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                             initializer=_worker_init, initargs=(os.getpid(),)) as pool:
        _start_workers(pool, workers)
        try:
            yield from _run_ordered(
                lambda lines, first: pool.submit(process_chunk, lines, first, time_limit, cache_size),
                lambda fut: fut.result(), chunks, workers * 4, lambda fut: fut.cancel())
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def dask_client(address: str, workers: Optional[int] = None):
    """A distributed.Client for `address` (tcp://host:8786, a scheduler file path, or `local`
    for a LocalCluster of `workers` processes started here). Returns (client, cluster or None)."""
    from distributed import Client, LocalCluster

    if address == "local":
        cluster = LocalCluster(n_workers=workers or default_workers(), threads_per_worker=1, processes=True,
                               dashboard_address=None)
        return Client(cluster), cluster
    if address.endswith(".json") and Path(address).exists():
        return Client(scheduler_file=address), None
    return Client(address), None


def _run_dask(chunks, client, time_limit, cache_size):
    nthreads = sum(client.nthreads().values()) or 1
    return _run_ordered(
        lambda lines, first: client.submit(process_chunk, lines, first, time_limit, cache_size, pure=False),
        lambda fut: fut.result(), chunks, nthreads * 4, lambda fut: fut.cancel())


class _StandardOutput:
    """Standard output's bytes as an output file that is not closed after the batch."""

    def __enter__(self):
        return sys.stdout.buffer

    def __exit__(self, *exc) -> None:
        sys.stdout.buffer.flush()


def run_batch(input_path, output_path, *, workers: Optional[int] = None, dask: Optional[str] = None,
              chunk_size: Optional[int] = None, time_limit: Optional[float] = None,
              cache_size: int = DEFAULT_CACHE_SIZE, restart: bool = False, in_process: bool = False,
              progress: Optional[Callable[[int, int], None]] = None,
              on_start: Optional[Callable[[int, int], None]] = None) -> BatchSummary:
    """Run a batch; see the module docstring. `workers` worker processes solve (default: every
    core); `dask` an address (or `local`) runs on a Dask cluster instead; `in_process` solves
    in this process (no Ctrl-C handling: CP-SAT takes SIGINT during a solve).
    `on_start(total_lines, done)` and `progress(lines_just_written, total_written)` report.
    KeyboardInterrupt stops after the last complete chunk (summary.interrupted).
    An `input_path` of "-" reads standard input (copied to a temporary file first, so the
    lines can be counted and a rerun with the same input resumes)."""
    if str(input_path) == "-":
        return _run_batch_stdin(output_path, workers=workers, dask=dask, chunk_size=chunk_size,
                                time_limit=time_limit, cache_size=cache_size, restart=restart,
                                in_process=in_process, progress=progress, on_start=on_start)
    inp = Path(input_path)
    out = Path(output_path)
    to_stdout = str(output_path) == "-"  # standard output: nothing to resume
    if time_limit is not None and not time_limit >= 0:
        raise InputError("--time-limit", "a number of seconds, at least 0")
    if not inp.is_file():
        raise InputError("IN", f"can't read {inp}: " + ("it is a directory" if inp.is_dir() else
                                                        "not a regular file" if inp.exists() else "no such file"))
    if not to_stdout:
        if inp.resolve() == out.resolve() or (out.exists() and os.path.samefile(inp, out)):  # a hard link too
            raise InputError("--out", "the output file can't be the input file")
        if str(output_path) in ("", ".") or out.is_dir():
            raise InputError("--out", f"{output_path!r} is a directory: give the output file's name")
        if not out.parent.is_dir():
            raise InputError("--out", f"can't write {out}: its folder {out.parent} is not a directory that exists")
    total = _count_lines(inp)
    done = 0
    if not to_stdout:
        try:
            done = prepare_output(out, restart)
        except OSError as exc:
            raise InputError("--out", f"can't write {out}: {exc.strerror or exc}") from None
    if done > total:
        raise InputError("--out", f"{out} has {done} lines but {inp} only {total}; give another file or --restart")
    workers = workers or default_workers()
    summary = BatchSummary(str(inp), "standard output" if to_stdout else str(out), lines=done, resumed_from=done, workers=workers)
    if on_start:
        on_start(total, done)
    chunks = _chunks(_read_lines(inp, done), done + 1,
                     chunk_size or (DEFAULT_DASK_CHUNK_SIZE if dask else DEFAULT_CHUNK_SIZE))
    client = cluster = None
    tally: Counter = Counter()
    start = time.perf_counter()
    try:
        if dask:
            client, cluster = dask_client(dask, workers if dask == "local" else None)
            summary.engine = "dask"
            summary.workers = len(client.nthreads())
            results = _run_dask(chunks, client, time_limit, cache_size)
        elif in_process:
            summary.workers = 1
            results = _run_local(chunks, time_limit, cache_size)
        else:
            summary.engine = "processes"
            results = _run_processes(chunks, workers, time_limit, cache_size)
        try:  # the disk full, say: the lines written so far stay, and a rerun resumes
            with (_StandardOutput() if to_stdout else out.open("ab")) as f:
                try:
                    for text, counts in results:
                        data = text.encode("utf-8")
                        f.write(data)
                        f.flush()  # whole chunks reach the file; a kill cuts at most one line
                        k = data.count(b"\n")
                        summary.written += k
                        summary.lines += k
                        tally.update(counts)
                        if progress:
                            progress(k, summary.written)
                except KeyboardInterrupt:
                    summary.interrupted = True
                finally:
                    close = getattr(results, "close", None)
                    if close:
                        try:
                            close()
                        except KeyboardInterrupt:  # pragma: no cover
                            summary.interrupted = True
        except OSError as exc:
            raise InputError("--out", f"can't write {out}: {exc.strerror or exc}") from None
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
        summary.seconds = time.perf_counter() - start
        summary.tally = dict(tally)
    return summary


def _run_batch_stdin(output_path, **options: Any) -> BatchSummary:
    """run_batch on standard input, spooled to a temporary file."""
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory(prefix="attackcheck-batch-") as folder:
        path = Path(folder) / "stdin.jsonl"
        try:
            with path.open("wb") as f:
                shutil.copyfileobj(sys.stdin.buffer, f)
        except OSError as exc:
            raise InputError("IN", f"can't read standard input: {exc.strerror or exc}") from None
        try:
            summary = run_batch(path, output_path, **options)
        except InputError as exc:  # name the input as the user gave it
            raise InputError(exc.path, exc.message.replace(str(path), "standard input")) from None
    summary.input = "standard input"
    return summary
