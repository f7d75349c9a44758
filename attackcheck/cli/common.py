"""What every command shares: the exit codes, reading a board or a declaration (bad input
exits 2, naming the field), `--json` output, and readable output that prints whatever the
user wrote literally.

Readable output goes through rich; text from the user (ids, names, Oracle text, file names,
messages quoting them) is inserted as plain text, never read as rich markup or emoji codes.
Control characters and lone surrogates (JSON allows "\\ud800") are shown as backslash
escapes, and so is any character the output's encoding can't hold.
"""

from __future__ import annotations

import enum
import json
import os
import re
import sys
from typing import TYPE_CHECKING, Any, Callable, NoReturn, Optional, TypeVar

from attackcheck.models import Declaration, InputError

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from attackcheck.api import Board

__all__ = [
    "CommandExit", "ExitCode", "cell", "emit_json", "err", "exit_with", "guarded", "input_error", "load_board",
    "load_declaration", "out", "plain", "say", "status_text", "time_left",
]

T = TypeVar("T")


class ExitCode(enum.IntEnum):
    OK = 0  # legal, yes, done
    NO = 1  # illegal, no legal proposal
    INPUT = 2  # bad input
    UNKNOWN = 3  # a time limit stopped the solver
    INTERNAL = 4  # an internal error (a bug); --debug shows its traceback
    INTERRUPTED = 130  # a batch stopped by Ctrl-C; run it again to resume
    BROKEN_PIPE = 141  # standard output's reader went away (`| head -1`); as SIGPIPE would


class CommandExit(Exception):
    """A command is done with this exit code (the typer app turns it into its own exit;
    this module imports no typer, so `attackcheck check` can run without it)."""

    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


class _Stream:
    """Standard output or error as it is at each write (tests replace them), writing what its
    encoding can't hold as backslash escapes instead of failing."""

    def __init__(self, name: str):
        self._name = name

    def _target(self) -> Any:
        stream = getattr(sys, self._name)
        return getattr(stream, "rich_proxied_file", stream)  # not rich's own proxy (a live display)

    @property
    def encoding(self) -> str:
        return getattr(self._target(), "encoding", None) or "utf-8"

    def isatty(self) -> bool:
        return bool(self._target().isatty())

    def fileno(self) -> int:
        return int(self._target().fileno())

    def write(self, text: str) -> int:
        encoding = self.encoding
        return int(self._target().write(text.encode(encoding, "backslashreplace").decode(encoding)))

    def flush(self) -> None:
        self._target().flush()


def _new_console(name: str) -> "Console":
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            """The reader went away: the app exits quietly with ExitCode.BROKEN_PIPE (rich's
            own handling would exit 1, which means "illegal" here)."""
            self.quiet = True
            raise BrokenPipeError(32, "the reader of the output went away")

    stream = _Stream(name)
    # output read by a program, a pipe or a log stays one line a line (no wrapping at 80
    # columns) unless COLUMNS asks for a width
    soft = "COLUMNS" not in os.environ and not stream.isatty()
    return _Console(file=stream, soft_wrap=soft)  # type: ignore[arg-type]  # a text stream in all that rich uses


class _LazyConsole:
    """A rich Console on standard output or error, made on first use: `--json` output and
    the commands that print nothing readable never import rich (start-up time)."""

    def __init__(self, name: str):
        self._name = name
        self._console: Optional["Console"] = None

    def console(self) -> "Console":
        if self._console is None:
            self._console = _new_console(self._name)
        return self._console

    def print(self, *objects: Any, **kw: Any) -> None:
        self.console().print(*objects, **kw)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.console(), name)


out = _LazyConsole("stdout")
err = _LazyConsole("stderr")

_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def plain(value: object) -> str:
    """`value` as text, with control characters (but newlines and tabs) and lone surrogates
    written as backslash escapes (`\\x1b`, `\\ud800`)."""
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), str(value))


_FIELD = "\ue000"  # a private-use character stands for each value while the markup is read


def say(template: str, *values: object, highlight: bool = True) -> "Text":
    """Rich markup `template` (written here, never by the user) with each `{}` replaced by
    one of `values`, inserted literally and styled like the markup around it; highlighted
    (numbers, quotes) as rich highlights printed strings."""
    from rich.text import Text

    parts = template.split("{}")
    if len(parts) != len(values) + 1:
        raise ValueError(f"{template!r} has {len(parts) - 1} fields for {len(values)} values")
    text = Text.from_markup(_FIELD.join(parts), emoji=False)
    fields = [i for i, c in enumerate(text.plain) if c == _FIELD]
    for at, value in reversed(list(zip(fields, values))):  # from the end: earlier offsets stay put
        text = _insert(text, at, plain(value))
    if not highlight:
        return text
    shown = out.highlighter(text.plain)  # as Console.render_str: highlights first, markup over them
    shown.copy_styles(text)
    return shown


def _insert(text: "Text", at: int, value: str) -> "Text":
    """`text` with its character at `at` replaced by `value`, spans stretched over it."""
    grow = len(value) - 1
    spans = []
    for span in text.spans:
        start, end = span.start, span.end
        if start > at:
            start += grow
        if end > at:
            end += grow
        spans.append(span._replace(start=start, end=end))
    new = text.copy()
    new.plain = text.plain[:at] + value + text.plain[at + 1:]
    new.spans = spans
    return new


def cell(value: object) -> "Text":
    """A table cell holding `value` literally."""
    from rich.text import Text

    return Text(plain(value))


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data) + "\n")


def exit_with(code: ExitCode) -> NoReturn:
    raise CommandExit(int(code))


def guarded(call: Callable[[], T], debug: bool, passthrough: tuple[type[BaseException], ...] = ()) -> T:
    """`call()`, where anything but bad input, an exit or `passthrough` prints one line
    `internal error: ...` on standard error and exits 4, unless `debug`."""
    try:
        try:
            return call()
        finally:  # what is buffered reaches the reader now, or the broken pipe shows here
            _flush_stdout()
    except CommandExit:
        raise
    except passthrough:
        raise
    except InputError as exc:  # bad input a command did not report itself
        err.print(say("[bold red]bad input[/]: {}", exc.render(), highlight=False))
        exit_with(ExitCode.INPUT)
    except BrokenPipeError:  # `attackcheck enumerate ... | head -1`: the reader is gone
        _silence_stdout()
        exit_with(ExitCode.BROKEN_PIPE)
    except Exception as exc:
        if debug:
            raise
        message = " ".join(f"{type(exc).__name__}: {exc}".splitlines())
        err.print(say("[bold red]internal error[/]: {} (--debug shows the traceback)", message, highlight=False),
                  soft_wrap=True)
        exit_with(ExitCode.INTERNAL)


def _flush_stdout() -> None:
    flush = getattr(sys.stdout, "flush", None)
    if flush is not None:
        flush()


def _silence_stdout() -> None:
    """Standard output's reader went away: what is still buffered goes nowhere, so that
    Python's flush at exit doesn't fail again."""
    import os

    try:
        fd = sys.stdout.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except (AttributeError, OSError, ValueError):  # not a real file (tests)
        pass


def input_error(exc: InputError, as_json: bool) -> NoReturn:
    """Bad input: its fields and messages on standard error (and as JSON), exit 2."""
    err.print(say("[bold red]bad input[/]: {}", exc.render(), highlight=False))
    if as_json:
        emit_json(exc.to_dict())
    exit_with(ExitCode.INPUT)


def load_board(source: str, as_json: bool, time_limit: Optional[float] = None) -> "Board":
    """The Board of a file, `-` (standard input), or inline JSON / YAML text (an argument
    holding a newline or starting with `{`); bad input exits 2. The time limit (or the
    default one) bounds loading and the command's call together (`time_left`): past it
    while loading, the answer is unknown (exit 3), naming what was unfinished."""
    from attackcheck.api import Board
    from attackcheck.models.bulk import paused_gc
    from attackcheck.solver.deadline import Deadline, TimeLimitReached

    if time_limit is not None and not time_limit >= 0:
        input_error(InputError("--time-limit", "a number of seconds, at least 0"), as_json)
    deadline = Deadline(time_limit)
    try:
        with paused_gc(keep=True):  # a command's board lives as long as the process
            if "\n" in source or source.lstrip().startswith("{"):
                board = Board(source, time_limit=time_limit, deadline=deadline)
            else:
                board = Board.from_file(source, time_limit=time_limit, deadline=deadline)
    except InputError as exc:
        input_error(exc, as_json)
    except TimeLimitReached as exc:
        if as_json:
            emit_json({"status": "unknown", "unfinished": exc.unfinished})
        err.print(say("[bold yellow]unknown[/]: {}", str(exc), highlight=False))
        exit_with(ExitCode.UNKNOWN)
    board.first_call_deadline = deadline
    notes = board.notes  # a misspelt id is valid and changes the answers: said on every command
    for path, message in notes[:_NOTES_SHOWN]:
        err.print(say("[yellow]note[/]: {}: {}", path, message, highlight=False))
    if len(notes) > _NOTES_SHOWN:
        err.print(say("[yellow]note[/]: and {} more (Board.notes)", len(notes) - _NOTES_SHOWN, highlight=False))
    return board


_NOTES_SHOWN = 20  # notes a command prints (Board.notes)


def time_left(board: "Board") -> Optional[float]:
    """What loading left of the command's time limit (once: the command's one call)."""
    deadline = board.first_call_deadline
    board.first_call_deadline = None
    return None if deadline is None else deadline.left()


def _json_but_no_object(text: str) -> bool:
    """Whether inline text is JSON other than an object (`[]`, `null`, `"B"`, a number)."""
    import json

    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def load_declaration(board: "Board", source: str, as_json: bool) -> Declaration:
    """A declaration (inline JSON starting with `{`, a file, or `-`) whose ids the board
    knows; bad input exits 2."""
    try:
        text = source.lstrip()
        if text.startswith("{"):
            return board.declaration(source)
        if source == "-" or os.path.lexists(source):
            return board.declaration_from_file(source)
        if text.startswith("["):  # a list: read, and the reader says what a declaration is
            return board.declaration(source)
        if _json_but_no_object(source):  # 'null', '3', '"B"'
            raise InputError("", "a declaration is a mapping {\"attacks\": {creature: defender}}, such as "
                                 "'{\"attacks\": {\"lion\": \"B\"}}'; this is JSON of another kind")
        raise InputError("", f"no file {source!r}: a declaration is a file, - (standard input) or inline JSON "
                             "such as '{\"attacks\": {\"lion\": \"B\"}}' (creature id: what it attacks)")
    except InputError as exc:
        input_error(exc, as_json)


def answered(call: Callable[[], Any], as_json: bool, board: Any = None) -> tuple[str, dict[str, Any]]:
    """A command's result: bad input exits 2; with `as_json` the result is printed as JSON.
    Its status text and JSON form, for the readable report. The cyclic collector stays
    paused through the call: the command's one call, and its garbage goes with the process."""
    from attackcheck.models.bulk import paused_gc

    try:
        with paused_gc():
            result = call()
    except InputError as exc:
        input_error(exc, as_json)
    data = result.to_dict()
    if as_json:
        if board is not None:
            from attackcheck.dispatch import with_notes

            data = with_notes(data, board)  # (said on standard error too)
        emit_json(data)
    return status_text(result), data


def status_text(result: Any) -> str:
    """A result's status as its text ("legal", "illegal", ...)."""
    status = result.status
    return str(getattr(status, "value", status))
