"""The command line, `attackcheck COMMAND ...` (the console script calls `main`).

Exit codes: 0 legal / yes / done, 1 illegal / no, 2 bad input (the field named by its path),
3 unknown (a time limit stopped the solver), 4 an internal error (one line on standard
error; `--debug` shows the traceback instead); an interrupted batch exits 130.

One module per job: `board` (validate, check, propose, count, enumerate, schema), `cards`,
`seeds` (begin-combat, fights), `batch` (batch, serve); `common` holds what they share.
Importing this package loads neither the solver nor an optional dependency: each command
imports what it needs when it runs.
"""

from __future__ import annotations

from typing import Any, List

import typer
from typer.core import TyperGroup

from attackcheck.models import InputError

from . import batch as _batch
from . import board as _board
from . import cards as _cards
from . import seeds as _seeds
from .common import ExitCode, err, exit_with, say

__all__ = ["app", "main", "new_app", "ExitCode"]

HELP = "Exact legality of attack declarations in Magic: The Gathering (CR 508.1)."

DebugOpt = typer.Option(False, "--debug", help="On an internal error, show its traceback instead of one line (exit 4).")


# exits and usage errors: click's ClickException, whichever click typer runs on (its own
# copy in newer versions)
_CLICK_ERROR: type[Exception] = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")
_CLICK_EXITS: tuple[type[Exception], ...] = (typer.Exit, typer.Abort, _CLICK_ERROR)


class _Group(TyperGroup):
    """A command that fails with anything but bad input or click's own exits prints one line
    `internal error: ...` on standard error and exits 4, unless --debug was given."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except _CLICK_EXITS:
            raise
        except InputError as exc:  # bad input a command did not report itself
            err.print(say("[bold red]bad input[/]: {}", exc.render(), highlight=False))
            exit_with(ExitCode.INPUT)
        except Exception as exc:
            if ctx.params.get("debug"):
                raise
            message = " ".join(f"{type(exc).__name__}: {exc}".splitlines())
            err.print(say("[bold red]internal error[/]: {} (--debug shows the traceback)", message, highlight=False),
                      soft_wrap=True)
            exit_with(ExitCode.INTERNAL)


def new_app(help: str) -> typer.Typer:
    """An empty app with this package's handling of internal errors (its callback should take
    --debug)."""
    return typer.Typer(cls=_Group, add_completion=False, no_args_is_help=True, help=help)


app = new_app(HELP)


@app.callback()
def _main(cards: List[str] = typer.Option([], "--cards", help="A card file (Scryfall JSON list or JSON lines, MTGJSON AtomicCards) whose cards win over the indexes (repeatable)."),
          debug: bool = DebugOpt):
    """Exact legality of attack declarations in Magic: The Gathering (CR 508.1)."""
    if cards:
        from attackcheck.models import cards as library

        for path in cards:
            try:
                library.register_file(path)
            except (OSError, ValueError) as exc:
                err.print(say("[bold red]bad input[/]: --cards {}: {}", path, exc, highlight=False))
                exit_with(ExitCode.INPUT)


app.command()(_board.validate)
app.command()(_board.check)
app.command()(_board.propose)
app.command()(_board.count)
app.command("enumerate")(_board.enumerate_cmd)
app.command()(_cards.cards)
app.command()(_board.schema)
app.command("begin-combat")(_seeds.begin_combat_cmd)
app.command("fights")(_seeds.fights_cmd)
_batch.register(app)


def main() -> None:  # the console script
    app()
