"""The typer app of the command line: its commands, options and help, and the handling of
internal errors every command shares (`attackcheck.cli.main` runs it)."""

from __future__ import annotations

from typing import Any, List

import typer
from typer.core import TyperCommand, TyperGroup

from . import batch as _batch
from . import board as _board
from . import cards as _cards
from . import seeds as _seeds
from .common import CommandExit, ExitCode, err, exit_with, guarded, say

__all__ = ["app", "new_app", "DebugOpt", "HELP"]

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
            return guarded(lambda: super(_Group, self).invoke(ctx), bool(ctx.params.get("debug")), _CLICK_EXITS)
        except CommandExit as exc:  # a command's exit code, as click's own exit
            raise typer.Exit(exc.code) from None


def _argument_name(param: Any) -> str:
    """BOARD, [NAME]...: an argument as the README's synopsis writes it."""
    name = param.metavar or param.name.upper()
    if param.nargs != 1:
        name += "..."
    return name if param.required else f"[{name}]"


class _Command(TyperCommand):
    """click's plain usage and argument list (`check [OPTIONS] BOARD DECLARATION`), not
    typer's `{BOARD}` (read as a choice) and `BOARD <str>`."""

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        pieces = [self.options_metavar] if self.options_metavar else []
        for param in self.get_params(ctx):
            if param.param_type_name == "argument":
                pieces.append(_argument_name(param))
            else:
                pieces.extend(param.get_usage_pieces(ctx))
        return pieces

    def format_options(self, ctx: Any, formatter: Any) -> None:
        args, opts = [], []
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is None:
                continue
            if param.param_type_name == "argument":
                args.append((_argument_name(param), record[1]))
            else:
                opts.append(record)
        for title, rows in (("Arguments", args), ("Options", opts)):
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)


class _Typer(typer.Typer):
    """Every command of the app (plugins' too) is a _Command unless it names its own class."""

    def command(self, *args: Any, cls: Any = None, **kwargs: Any) -> Any:
        return super().command(*args, cls=cls or _Command, **kwargs)


def new_app(help: str) -> typer.Typer:
    """An empty app with this package's handling of internal errors (its callback should take
    --debug)."""
    # plain click help: paragraphs reflowed, flags without a <bool> placeholder
    return _Typer(cls=_Group, add_completion=False, no_args_is_help=True, help=help, rich_markup_mode=None)


app = new_app(HELP)


def _version(value: bool) -> None:
    if value:
        from attackcheck import __version__

        print(f"attackcheck {__version__}")
        raise typer.Exit()


@app.callback()
def _main(cards: List[str] = typer.Option([], "--cards", metavar="FILE", help="A card file (Scryfall JSON list or JSON lines, MTGJSON AtomicCards) whose cards win over the indexes (repeatable)."),
          debug: bool = DebugOpt,
          version: bool = typer.Option(False, "--version", is_eager=True, callback=_version,
                                       help="Show the version and exit.")):
    """Exact legality of attack declarations in Magic: The Gathering (CR 508.1)."""
    if cards:
        from attackcheck.models import cards as library

        for path in cards:
            try:
                library.register_files_for_workers([path])  # batch's and serve's workers read them too
            except (OSError, ValueError) as exc:
                err.print(say("[bold red]bad input[/]: --cards {}: {}", path, exc, highlight=False))
                exit_with(ExitCode.INPUT)


app.command()(_board.validate)
app.command()(_board.check)
app.command(short_help="Propose a legal declaration for an objective.")(_board.propose)
app.command(short_help="The exact number of legal declarations.")(_board.count)
app.command("enumerate")(_board.enumerate_cmd)
app.command(short_help="Oracle text and the effects read from cards.")(_cards.cards)
app.command()(_board.schema)
app.command("begin-combat", short_help="Resolve beginning-of-combat triggers.")(_seeds.begin_combat_cmd)
app.command("fights", short_help="Plan Grothama, All-Devouring's optional fights.")(_seeds.fights_cmd)
_batch.register(app)
