"""The commands on one board: `validate`, `check`, `propose`, `count`, `enumerate`, `schema`.

Results are read through `result.status` and `result.to_dict()` (the JSON), which is also
what the readable reports print.
"""

from __future__ import annotations

import math
import re
import sys
from typing import Any, List, Optional

import typer

from attackcheck.models import InputError

from .common import ExitCode, answered, emit_json, err, exit_with, load_board, out, say, status_text, time_left
from .options import JsonOpt, TimeOpt
from .reports import _attacks_table, _payment_lines, _unread_table, _violation_table, run_check

__all__ = ["validate", "check", "propose", "count", "enumerate_cmd", "schema"]


def validate(board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
             as_json: bool = JsonOpt):
    """Load and validate a board only.

    Exit 0 valid, 2 bad input (the message names the field by its path in the file)."""
    b = load_board(board, as_json)
    rb = b.resolved
    unread = b.unread
    result = {"status": "valid", "players": len(rb.players), "permanents": len(rb.permanents),
              "creatures": sum(1 for p in rb.permanents.values() if p.is_creature), "unread": unread}
    _warn_unread(unread)  # (load_board said what it reads as gone)
    if as_json:
        emit_json(result)
    else:
        def n(count: Any, word: str) -> str:
            return f"{count} {word}{'' if count == 1 else 's'}"

        out.print(say("[green]valid[/]: {}, {}, {}", n(result["players"], "player"),
                      n(result["permanents"], "permanent"), n(result["creatures"], "creature")))


def _warn_unread(unread: list) -> None:
    """On standard error: what the board leaves unread (check, propose and count answer
    unknown while there is any)."""
    for u in unread:
        who = u["permanent"] or "the board"
        card = f" ({u['card']})" if u.get("card") else ""
        err.print(say("[yellow]unread[/]: {}{}: {}", who, card, u["text"], highlight=False))
    if unread:
        err.print(say("[yellow]check, propose and count answer unknown until the board says how this applies: the "
                      "permanent's unread_text (written or inactive); a question, its answer in the board's answers "
                      "({permanent, question, holds}), or the holds of an `asked` condition written on the board "
                      "(some checks are still answered where every answer gives the same verdict)[/]"))


def check(board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
          declaration: str = typer.Argument(..., metavar="DECLARATION", help="Declaration file, -, or inline JSON: {\"attacks\": {\"lion\": \"B\"}} (creature id: what it attacks)."),
          as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt,
          explain: bool = typer.Option(True, "--explain/--no-explain",
                                       help="Seek the closest witness and the minimal blocking set (slower on big boards).")):
    """Is this attack declaration legal?

    Exit 0 legal, 1 illegal (each reason with its rule, and the closest legal declaration),
    2 bad input (the field by its path), 3 unknown (the time limit, or card text the board
    leaves unread), 4 internal error."""
    run_check(board, declaration, as_json, time_limit, explain)


_OPTION_PATHS = re.compile(r"^(fix|keep_home)\.")


def _parse_fix(items: List[str]) -> dict:
    fix: dict[str, str] = {}
    for item in items or []:
        if "=" not in item:
            raise InputError("--fix", f"{item!r}: write CREATURE=DEFENDER")
        c, d = item.split("=", 1)
        if fix.get(c.strip(), d.strip()) != d.strip():
            raise InputError("--fix", f"{c.strip()} is fixed to attack both {fix[c.strip()]} and {d.strip()}: give one")
        fix[c.strip()] = d.strip()
    return fix


def propose(board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
            objective: str = typer.Option("forced", "--objective", metavar="NAME", help="forced (the fewest attackers: only what requirements force) | max-attackers | max-power (the most power attacking) | max-power-against:PLAYER (the most power attacking PLAYER, their planeswalkers and the battles they protect) | min-cost (the least mana plus life)."),
            fix: List[str] = typer.Option([], "--fix", metavar="CREATURE=DEFENDER", help="A creature kept attacking that defender in the proposal (repeatable)."),
            keep_home: List[str] = typer.Option([], "--keep-home", metavar="CREATURE", help="A creature that must not attack (repeatable)."),
            as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt):
    """Propose a legal declaration: it reaches M, then is best for the objective, then spends least.

    M is the most requirement instances (508.1d) a declaration obeys without paying costs
    (one that pays may obey more); "spends least" is the
    least mana plus life paid for attack costs (508.1h). Exit 0 a proposal, 1 none keeps
    --fix and --keep-home, 2 bad input, 3 unknown (the best legal declaration found, when
    one was, with what was proved)."""
    from attackcheck.dispatch import propose as run_propose

    b = load_board(board, as_json, time_limit)

    def call():
        try:
            return run_propose(b, objective, _parse_fix(fix), keep_home, field="--objective", time_left=time_left(b))
        except InputError as exc:  # fix.X and keep_home.X: the options that named them
            errors = [(_OPTION_PATHS.sub(lambda m: f"--{m.group(1).replace('_', '-')} ", p), m) for p, m in exc.errors]
            raise type(exc)(errors[0][0], errors[0][1], errors[1:], exc.omitted) from None

    status, data = answered(call, as_json, b)
    if as_json:
        pass
    elif data.get("declaration") is not None:  # legal; with unknown, not proved best within the time limit
        paid = _payment_lines(data["payment"])
        head = ("[bold green]legal[/] proposal ({} = {})" if status == "legal" else
                "[bold yellow]unknown[/]: time limit reached before the proposal was proved best ({} proved);"
                " the best legal declaration found ({} = {})")
        args = [objective] if status == "legal" else [", ".join(["M"] + data["proved"]), objective]
        out.print(say(head + ", obeys {} requirement instance(s) (the maximum without paying costs is {}); total cost {}"
                      + ("; paid with {}" if paid else ""),
                      *args, data["objective"]["value"], data["obeyed"],
                      "not proved" if data["maximum"] is None else data["maximum"], data["cost"]["mana"],
                      *([paid] if paid else [])))
        out.print(_attacks_table("Declaration", data["declaration"]["attacks"]))
    else:
        out.print(say("[bold red]{}[/]: no legal declaration fits these constraints", status) if status == "none"
                  else say("[bold yellow]unknown[/]: it depends on what the board leaves unread (below)")
                  if data.get("unread")
                  else say("[bold yellow]unknown[/]: time limit reached"))
        if data.get("violations"):
            out.print(_violation_table(data["violations"]))
        _unread_table(data.get("unread"))
    exit_with(ExitCode.OK if status == "legal" else ExitCode.NO if status == "none" else ExitCode.UNKNOWN)


def count(board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
          as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt):
    """The exact number of legal declarations (or proven bounds on it, exit 3).

    A declaration says, for every creature, whether it attacks and what: nobody attacking is
    one when it is legal, and creatures are told apart by id (two identical tokens swapped
    are another declaration). When the exact number is not proved within the time limit, it
    prints proven bounds, at least L and at most U (never an estimate). Exit 0 exact, 2 bad
    input, 3 bounds or unknown."""
    b = load_board(board, as_json, time_limit)
    result = b.count(time_limit=time_left(b))
    status = status_text(result)
    data = result.to_dict()
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # a count may have any number of digits
    if as_json:
        from attackcheck.dispatch import with_notes

        emit_json(with_notes(data, b))
    elif status == "exact":
        out.print(str(data["count"]), soft_wrap=True, highlight=False)  # one line, however long
    elif status == "bounds":
        why = ("the board leaves something unread (below); these bounds hold"
               " whichever way it reads" if data.get("unread") else
               "the exact count was not proved within the time limit")
        out.print(say("[bold yellow]bounds[/]: {}; proved:", why))
        for word, n in (("at least", data["lower"]), ("at most", data["upper"])):
            digits = len(str(n))
            size = f"  ({digits} digits)" if digits > 12 else ""
            out.print(f"{word:<9}{n}{size}", soft_wrap=True, highlight=False, markup=False)
        if data["lower"] > 0 and data["upper"] > data["lower"]:
            gap = math.log10(data["upper"]) - math.log10(data["lower"])  # int arguments: any size
            factor = f"about 10^{gap:.0f}" if gap >= 3 else f"{data['upper'] / data['lower']:.3g}"
            out.print(say("upper / lower: {}", factor), highlight=False)
        if data.get("unread"):
            _unread_table(data["unread"], bounded=True)
    elif data.get("unread"):
        out.print(say("[bold yellow]unknown[/]: it depends on what the board leaves unread (below)"))
        _unread_table(data["unread"])
    else:
        out.print(say("[bold yellow]unknown[/]: the count was not proved within the time limit"))
    exit_with(ExitCode.OK if status == "exact" else ExitCode.UNKNOWN)


def enumerate_cmd(board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
                  limit: Optional[int] = typer.Option(None, "--limit", min=0, metavar="N", help="List at most N declarations."),
                  as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt):
    """The legal declarations, one JSON object per line.

    Exit 0 all listed (or --limit reached), 2 bad input, 3 unknown (the time limit stopped the
    listing; the lines printed are legal)."""
    b = load_board(board, as_json, time_limit)
    legal = b.enumerate(limit=limit, time_limit=time_left(b))
    listed = 0
    try:
        for attacks in legal:
            emit_json({"attacks": attacks})
            listed += 1
    except TimeoutError as exc:
        if as_json:  # a last line that says why, as `check --json` would (unread, or unfinished)
            unread = b.context.all_unread()
            emit_json({"status": "unknown", "unread": unread} if unread else
                      {"status": "unknown", "unfinished": f"listing the legal declarations ({listed} listed)"})
        err.print(say("[bold yellow]unknown[/]: {}", str(exc).removeprefix("unknown: "), highlight=False))
        exit_with(ExitCode.UNKNOWN)
    finally:  # on every way out (a broken pipe too) the enumeration stops and joins its thread
        close = getattr(legal, "close", None)
        if close is not None:
            close()


def schema():
    """The JSON Schema of board format v1, on standard output.

    Exit 0."""
    from attackcheck.models import board_schema

    emit_json(board_schema())
