"""The commands of many requests: `batch` (JSON Lines in, JSON Lines out, resumable, on every
core or on a Dask cluster) and `serve` (the HTTP API). Exit codes as everywhere: 0 done, 2 bad
input; an interrupted batch exits 130.
"""

from __future__ import annotations

import errno
from typing import Optional

import typer

from attackcheck.models import InputError

from .common import ExitCode, emit_json, err, exit_with, input_error, say

__all__ = ["batch_cmd", "serve_cmd", "register", "standalone_app"]


def batch_cmd(
    input_path: str = typer.Argument(..., metavar="IN.jsonl",
                                     help="One JSON object a line: {\"board\": ..., \"declaration\": ...} or "
                                          "{\"board\": ..., \"request\": \"check\"|\"propose\"|\"count\", ...} "
                                          "('-': standard input)."),
    out: str = typer.Option(..., "--out", metavar="OUT.jsonl", help="Output file, one result a line in input order; an existing "
                                                "output of an interrupted run is resumed ('-': standard output, "
                                                "not resumable)."),
    workers: Optional[int] = typer.Option(None, "--workers", min=1, metavar="N", help="Worker processes (default: every core)."),
    dask: Optional[str] = typer.Option(None, "--dask", metavar="ADDRESS",
                                       help="Run on a Dask distributed scheduler (tcp://HOST:8786, a scheduler "
                                            "file, or 'local' for a local cluster of --workers processes)."),
    chunk_size: Optional[int] = typer.Option(None, "--chunk-size", min=1, metavar="N",
                                             help="Lines per task (default 64; 256 with --dask)."),
    time_limit: Optional[float] = typer.Option(None, "--time-limit", metavar="SECONDS",
                                               help="Seconds each solve may take before answering unknown."),
    cache_size: int = typer.Option(1024, "--cache-size", min=0, metavar="N",
                                   help="Boards kept loaded per worker (repeated boards are solved faster; 0: none)."),
    restart: bool = typer.Option(False, "--restart", help="Overwrite the output file instead of resuming it."),
    no_progress: bool = typer.Option(False, "--no-progress", help="No progress bar on standard error."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON summary on standard output."),
):
    """Check, propose or count for every line of a JSON Lines file (resumable).

    Each output line holds its request's answer, or its error naming the field. Exit 0
    every line written (bad lines included, as error lines), 2 bad input (the files or
    options), 130 interrupted (run the same command again to resume)."""
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)

    from attackcheck.batch import run_batch

    if out == "-" and as_json:
        input_error(InputError("--json", "with --out - the results are standard output; leave out --json"), as_json)
    bar = None
    task = None
    if not no_progress:
        bar = Progress(TextColumn("[bold]batch"), BarColumn(), MofNCompleteColumn(), TextColumn("lines"),
                       TimeElapsedColumn(), TimeRemainingColumn(), console=err.console(), transient=False)

    def on_start(total, done):
        nonlocal task
        if bar is not None:
            task = bar.add_task("batch", total=total, completed=done)
            bar.start()
        if done:
            err.print(say("resuming after line {} of {}", done, total, highlight=False))

    def progress(k, _written):
        if bar is not None and task is not None:
            bar.advance(task, k)

    failure = None
    try:
        summary = run_batch(input_path, out, workers=workers, dask=dask, chunk_size=chunk_size,
                            time_limit=time_limit, cache_size=cache_size, restart=restart,
                            progress=progress, on_start=on_start)
    except (InputError, KeyboardInterrupt) as exc:
        failure = exc
    finally:
        if bar is not None:
            bar.stop()
    if isinstance(failure, InputError):
        input_error(failure, as_json)
    if failure is not None:  # interrupted before the batch began
        err.print("interrupted; run the same command again to resume")
        exit_with(ExitCode.INTERRUPTED)
    data = summary.to_dict()
    if as_json:
        emit_json(data)
    errors = summary.tally.get("error", 0) + summary.tally.get("internal", 0)
    if summary.interrupted:
        err.print(say("interrupted after line {}; run the same command again to resume", summary.lines,
                      highlight=False))
        exit_with(ExitCode.INTERRUPTED)
    rate = data["lines_per_second"]
    err.print(say("{} line(s) written to {} ({} in all{}); {} error line(s); {} with {} worker(s){}",
                  summary.written, summary.output, summary.lines,
                  f", {summary.resumed_from} kept from an earlier run" if summary.resumed_from else "",
                  errors, summary.engine, summary.workers, f", {rate:.0f} lines/s" if rate else "", highlight=False))
    if summary.tally.get("internal"):
        err.print(say("[bold red]{} internal error(s)[/]: see lines with \"field\": null", summary.tally["internal"]))
    exit_with(ExitCode.OK)


def serve_cmd(
    host: str = typer.Option("127.0.0.1", "--host", metavar="HOST", help="Interface to listen on."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, metavar="PORT", help="TCP port."),
    max_body_bytes: int = typer.Option(1_000_000, "--max-body-bytes", min=1, metavar="BYTES",
                                       help="Larger request bodies get 413."),
    time_limit: float = typer.Option(10.0, "--time-limit", metavar="SECONDS",
                                     help="Seconds each request may take to load and solve before answering unknown."),
    workers: int = typer.Option(1, "--workers", min=1, metavar="N", help="Server processes (uvicorn workers): one per core."),
    concurrency: int = typer.Option(1, "--concurrency", min=1, metavar="N",
                                    help="Requests each process solves at once."),
    queue: int = typer.Option(4, "--queue", min=0, metavar="N",
                              help="Requests each process keeps waiting; past concurrency + queue: 503."),
    header_timeout: float = typer.Option(10.0, "--header-timeout", metavar="SECONDS",
                                         help="Seconds for a request's line and headers to arrive (else 408, closed)."),
    body_timeout: float = typer.Option(20.0, "--body-timeout", metavar="SECONDS",
                                       help="Seconds for a request's body to arrive (else 408, closed)."),
    log_level: str = typer.Option("info", "--log-level", metavar="LEVEL", help="uvicorn log level."),
):
    """Serve the HTTP API: POST /check, /propose, /count; GET /health; OpenAPI at /openapi.json.

    Runs until interrupted. Exit 2 when it can't listen on --host and --port (another
    server is there)."""
    import os

    try:
        import uvicorn
        from uvicorn.supervisors import Multiprocess

        from attackcheck import httpserver
    except ImportError:  # pragma: no cover
        err.print(say("serve needs the 'serve' extra: pip install {}", "'attackcheck[serve]'"))
        exit_with(ExitCode.INPUT)
    for name, value in (("--time-limit", time_limit), ("--header-timeout", header_timeout),
                        ("--body-timeout", body_timeout)):
        if not value > 0:
            input_error(InputError(name, "must be a positive number of seconds"), False)
    _can_listen(host, port)
    # Settings reach every worker process through the environment (create_app reads them).
    os.environ["ATTACKCHECK_MAX_BODY_BYTES"] = str(max_body_bytes)
    os.environ["ATTACKCHECK_REQUEST_TIME_LIMIT"] = str(time_limit)
    os.environ["ATTACKCHECK_CONCURRENCY"] = str(concurrency)
    os.environ["ATTACKCHECK_QUEUE"] = str(queue)
    os.environ["ATTACKCHECK_BODY_TIMEOUT"] = str(body_timeout)
    config = httpserver.config("attackcheck.service:create_app", factory=True, host=host, port=port,
                               workers=workers, log_level=log_level, header_timeout=header_timeout)
    server = uvicorn.Server(config)
    if workers > 1:
        Multiprocess(config, sockets=[config.bind_socket()]).run()
    else:
        server.run()


def _can_listen(host: str, port: int) -> None:
    """Bad input (exit 2) for an address the server can't listen on, said before it starts
    (uvicorn logged the error and the command exited 3, the code of unknown)."""
    import socket

    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
    except (OSError, UnicodeError) as exc:
        input_error(InputError("--host", f"{host!r} is no address to listen on ({exc})"), False)
    probe = socket.socket(family, socket.SOCK_STREAM)
    try:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
        probe.bind((host, port))
    except OSError as exc:
        field = "--port" if exc.errno in (errno.EADDRINUSE, errno.EACCES) else "--host"
        input_error(InputError(field, f"can't listen on {host}:{port}: {exc.strerror or exc}"
                                      + (" (another server is listening there: choose another --port)"
                                         if exc.errno == errno.EADDRINUSE else "")), False)
    finally:
        probe.close()


def register(app: typer.Typer) -> None:
    """Add `batch` and `serve` to a command line app."""
    app.command("batch", short_help="Check, propose or count every line of a JSON Lines file.")(batch_cmd)
    app.command("serve", short_help="Serve the HTTP API and the judge's page.")(serve_cmd)


def standalone_app() -> typer.Typer:
    """`batch` and `serve` alone, with the main app's handling of internal errors and --debug."""
    from .commands import DebugOpt, new_app

    app = new_app(help="attackcheck batch and serve.")

    @app.callback()
    def _standalone(debug: bool = DebugOpt):
        pass

    register(app)
    return app
