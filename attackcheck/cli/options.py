"""The options several commands share (typer's declarations of them)."""

from __future__ import annotations

import typer

__all__ = ["JsonOpt", "TimeOpt"]

JsonOpt = typer.Option(False, "--json", help="Print the machine-readable result on standard output.")
TimeOpt = typer.Option(None, "--time-limit", metavar="SECONDS", help="Seconds the whole call (loading the board included) may take before answering unknown (exit 3); default 20, or ATTACKCHECK_TIME_LIMIT.")
