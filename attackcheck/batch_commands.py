"""Commands of issue 8: `batch` (JSON Lines in, JSON Lines out, resumable, on every core or on
a Dask cluster) and `serve` (the HTTP API). `register(app)` adds them to a typer app; cli.py
calls it. Exit codes as everywhere: 0 done, 2 bad input; an interrupted batch exits 130.
"""

from __future__ import annotations

import json
import sys
from typing import Optional

import typer
from rich.console import Console

from attackcheck.models import InputError

EXIT_OK, EXIT_INPUT, EXIT_INTERRUPTED = 0, 2, 130

__all__ = ["register", "batch_cmd", "serve_cmd"]


def _input_error(exc: InputError, as_json: bool):
    Console(stderr=True).print(f"[bold red]bad input[/]: {exc.render()}", markup=True, highlight=False)
    if as_json:
        sys.stdout.write(json.dumps(exc.to_dict()) + "\n")
    raise typer.Exit(EXIT_INPUT)


def batch_cmd(
    input_path: str = typer.Argument(..., metavar="IN.jsonl",
                                     help="One JSON object a line: {\"board\": ..., \"declaration\": ...} or "
                                          "{\"board\": ..., \"request\": \"check\"|\"propose\"|\"count\", ...}."),
    out: str = typer.Option(..., "--out", help="Output file, one result a line in input order; an existing "
                                                "output of an interrupted run is resumed."),
    workers: Optional[int] = typer.Option(None, "--workers", min=1, help="Worker processes (default: every core)."),
    dask: Optional[str] = typer.Option(None, "--dask", metavar="ADDRESS",
                                       help="Run on a Dask distributed scheduler (tcp://HOST:8786, a scheduler "
                                            "file, or 'local' for a local cluster of --workers processes)."),
    chunk_size: Optional[int] = typer.Option(None, "--chunk-size", min=1,
                                             help="Lines per task (default 64; 256 with --dask)."),
    time_limit: Optional[float] = typer.Option(None, "--time-limit",
                                               help="Seconds each solve may take before answering unknown."),
    cache_size: int = typer.Option(1024, "--cache-size", min=0,
                                   help="Boards kept loaded per worker (repeated boards are solved faster; 0: none)."),
    restart: bool = typer.Option(False, "--restart", help="Overwrite the output file instead of resuming it."),
    no_progress: bool = typer.Option(False, "--no-progress", help="No progress bar on standard error."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON summary on standard output."),
):
    """Check, propose or count for every line of a JSON Lines file (resumable)."""
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)

    from .batch import run_batch

    err = Console(stderr=True)
    bar = None
    task = None
    if not no_progress:
        bar = Progress(TextColumn("[bold]batch"), BarColumn(), MofNCompleteColumn(), TextColumn("lines"),
                       TimeElapsedColumn(), TimeRemainingColumn(), console=err, transient=False)

    def on_start(total, done):
        nonlocal task
        if bar is not None:
            task = bar.add_task("batch", total=total, completed=done)
            bar.start()
        if done:
            err.print(f"resuming after line {done} of {total}", highlight=False)

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
        _input_error(failure, as_json)
    if failure is not None:  # interrupted before the batch began
        err.print("interrupted; run the same command again to resume")
        raise typer.Exit(EXIT_INTERRUPTED)
    data = summary.to_dict()
    if as_json:
        sys.stdout.write(json.dumps(data) + "\n")
    errors = summary.tally.get("error", 0) + summary.tally.get("internal", 0)
    if summary.interrupted:
        err.print(f"interrupted after line {summary.lines}; run the same command again to resume", highlight=False)
        raise typer.Exit(EXIT_INTERRUPTED)
    rate = data["lines_per_second"]
    err.print(f"{summary.written} line(s) written to {summary.output} ({summary.lines} in all"
              + (f", {summary.resumed_from} kept from an earlier run" if summary.resumed_from else "")
              + f"); {errors} error line(s); {summary.engine} with {summary.workers} worker(s)"
              + (f", {rate:.0f} lines/s" if rate else ""), highlight=False)
    if summary.tally.get("internal"):
        err.print(f"[bold red]{summary.tally['internal']} internal error(s)[/]: see lines with \"field\": null")
    raise typer.Exit(EXIT_OK)


def serve_cmd(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="TCP port."),
    max_body_bytes: int = typer.Option(1_000_000, "--max-body-bytes", min=1,
                                       help="Larger request bodies get 413."),
    time_limit: float = typer.Option(10.0, "--time-limit",
                                     help="Seconds each solve of a request may take before answering unknown."),
    workers: int = typer.Option(1, "--workers", min=1, help="Server processes (uvicorn workers)."),
    log_level: str = typer.Option("info", "--log-level", help="uvicorn log level."),
):
    """Serve the HTTP API: POST /check, /propose, /count; GET /health; OpenAPI at /openapi.json."""
    import os

    try:
        import uvicorn
    except ImportError:  # pragma: no cover
        Console(stderr=True).print("serve needs the 'serve' extra: pip install 'attackcheck[serve]'")
        raise typer.Exit(EXIT_INPUT)
    if time_limit <= 0:
        _input_error(InputError("--time-limit", "must be positive"), False)
    # Settings reach every worker process through the environment (create_app reads them).
    os.environ["ATTACKCHECK_MAX_BODY_BYTES"] = str(max_body_bytes)
    os.environ["ATTACKCHECK_REQUEST_TIME_LIMIT"] = str(time_limit)
    uvicorn.run("attackcheck.service:create_app", factory=True, host=host, port=port, workers=workers,
                log_level=log_level)


def register(app: typer.Typer) -> None:
    app.command("batch")(batch_cmd)
    app.command("serve")(serve_cmd)


def standalone_app() -> typer.Typer:
    """`batch` and `serve` alone: `python -m attackcheck.batch_commands batch ...`."""
    app = typer.Typer(add_completion=False, no_args_is_help=True,
                      help="attackcheck batch and serve (issue 8).")
    register(app)
    return app


if __name__ == "__main__":  # pragma: no cover
    standalone_app()()
