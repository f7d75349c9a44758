"""The command line, `attackcheck COMMAND ...` (the console script calls `main`).

Exit codes: 0 legal / yes / done, 1 illegal / no, 2 bad input (the field named by its path),
3 unknown (a time limit stopped the solver), 4 an internal error (one line on standard
error; `--debug` shows the traceback instead); an interrupted batch exits 130, and 141 (as a
process killed by SIGPIPE) quietly when the reader of standard output goes away.

One module per job: `board` (validate, check, propose, count, enumerate, schema), `cards`,
`seeds` (begin-combat, fights), `batch` (batch, serve); `commands` is the typer app, `common`
holds what they share. Importing this package loads neither the solver nor an optional
dependency: each command imports what it needs when it runs.

Start-up: `attackcheck check BOARD DECLARATION` with at most `--json`, `--explain` or
`--no-explain` and `--time-limit SECONDS` runs without typer (its import and building the
app are a good part of a quick check's time); any other command line, including every
usage error and help, goes through the typer app. Both run the same `check`.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Optional, Sequence

from .common import ExitCode

__all__ = ["app", "main", "new_app", "ExitCode"]

_LAZY = ("app", "new_app", "DebugOpt", "HELP")


def __getattr__(name: str) -> Any:
    if name in _LAZY:  # the typer app loads on first use
        from . import commands

        return getattr(commands, name)
    raise AttributeError(f"module 'attackcheck.cli' has no attribute {name!r}")


_FLAGS = {"--json": ("as_json", True), "--explain": ("explain", True), "--no-explain": ("explain", False)}
_DIGITS = frozenset("0123456789")


def _seconds(text: str) -> Optional[float]:
    """A plain decimal number of seconds ("2", "0.5", ".5"), else None (click reads the rest)."""
    whole, _, frac = text.partition(".")
    if not (whole or frac) or not set(whole + frac) <= _DIGITS:
        return None
    return float(text)


def _quick_check(args: Sequence[str]) -> Optional[dict[str, Any]]:
    """The arguments of `check` when the command line is exactly `check BOARD DECLARATION`
    with options among --json, --explain / --no-explain and --time-limit (each at most once,
    a plain number of seconds), as click would parse them; else None."""
    if not args or args[0] != "check" or any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        return None  # shell completion is typer's
    kw: dict[str, Any] = {"as_json": False, "time_limit": None, "explain": True}
    seen: set[str] = set()
    positional: list[str] = []
    rest = list(args[1:])
    while rest:
        arg = rest.pop(0)
        if arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        value: Any
        if arg in _FLAGS:
            name, value = _FLAGS[arg]
        elif arg == "--time-limit" and rest:
            name, value = "time_limit", _seconds(rest.pop(0))
        elif arg.startswith("--time-limit="):
            name, value = "time_limit", _seconds(arg[len("--time-limit="):])
        else:
            return None
        if name in seen or (name == "time_limit" and value is None):
            return None
        seen.add(name)
        kw[name] = value
    if len(positional) != 2:
        return None
    kw["board"], kw["declaration"] = positional
    return kw


_UNTIMED = frozenset({"cards", "schema"})  # commands that take no time limit


def _command_at(args: Sequence[str]) -> Optional[int]:
    """The index of the command word (the first argument that is no option, a `--cards`
    value skipped), or None."""
    i = 0
    while i < len(args):
        if args[i] == "--cards" and i + 1 < len(args):
            i += 2
        elif not args[i].startswith("-"):
            return i
        else:
            i += 1
    return None


def _times(args: Sequence[str]) -> bool:
    """Whether the command line runs something a time limit applies to (not --help,
    --version, `cards` or `schema`)."""
    if any(a in ("--help", "-h", "--version") for a in args):
        return False
    at = _command_at(args)
    return at is not None and args[at] not in _UNTIMED


def _cards_after_command(args: Sequence[str]) -> Optional[str]:
    """The command a `--cards` was written after (it is an option of attackcheck itself,
    not of a command), or None."""
    at = _command_at(args)
    if at is None:
        return None
    for arg in args[at + 1:]:
        if arg == "--":
            return None
        if arg == "--cards" or arg.startswith("--cards="):
            return args[at]
    return None


def main() -> None:  # the console script
    from .plugins import skip_plugin_lookup

    skip_plugin_lookup()
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # said below, as bad input
        from attackcheck.solver.deadline import ENV_ERRORS
    if ENV_ERRORS and _times(sys.argv[1:]):
        for message in ENV_ERRORS:
            print(f"bad input: {message}", file=sys.stderr)
        sys.exit(2)
    late = _cards_after_command(sys.argv[1:])
    if late is not None:
        print(f"bad input: --cards is an option of attackcheck itself: write it before the command, "
              f"as in attackcheck --cards FILE {late} ...", file=sys.stderr)
        sys.exit(2)
    quick = _quick_check(sys.argv[1:])
    if quick is None:
        from .commands import app

        app()
        return
    from .common import CommandExit, guarded
    from .reports import run_check

    try:
        guarded(lambda: run_check(**quick), debug=False)
    except CommandExit as exc:  # as click exits
        sys.exit(exc.code)
    except KeyboardInterrupt:  # as typer exits on Ctrl-C
        sys.exit(130)
    sys.exit(0)
