"""The commands of the seed documents: `begin-combat` (Ursine Monstrosity's trigger) and
`fights` (Grothama, All-Devouring's optional fights). Exit codes as everywhere: 0 done /
legal, 1 illegal declaration, 2 bad input, 3 unknown (a time limit stopped the solver).
"""

from __future__ import annotations

from typing import Optional

import typer

from attackcheck.models import InputError

from .common import (ExitCode, cell, emit_json, err, exit_with, input_error, load_board, load_declaration, out,
                     say, status_text, time_left)
from .options import TimeOpt

__all__ = ["begin_combat_cmd", "fights_cmd"]


def begin_combat_cmd(
    board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
    seed: Optional[int] = typer.Option(None, "--seed", metavar="N", help="Seed of the random choices; the same board and seed give the same output."),
    as_json: bool = typer.Option(False, "--json", help="Print {\"board\": ..., \"events\": [...]} on standard output."),
):
    """Resolve the active player's beginning-of-combat triggers (Ursine Monstrosity).

    Exit 0 resolved, 2 bad input."""
    from attackcheck.solver.seeds.ursine import begin_combat

    try:
        result = begin_combat(board, seed)
    except InputError as exc:
        input_error(exc, as_json)
    if as_json:
        emit_json(result)
        exit_with(ExitCode.OK)
    events = result["events"]
    if not events:
        out.print("no Ursine Monstrosity of the active player: nothing resolved (the command resolves its "
                  "trigger only; the board states what other beginning-of-combat triggers did)")
        exit_with(ExitCode.OK)
    perms = {p["id"]: p for p in result["board"].get("permanents") or []}
    for e in events:
        src = e["source"]
        if e["event"] == "mill":
            card = e["card"]
            if card is None:
                out.print(say("{}: can't mill a card (the library is empty); the rest still happens", src))
            else:
                types = " ".join(card.get("types") or []) or "unknown types"
                out.print(say("{}: milled {} ({})", src, card.get("name") or "an unknown card", types))
        elif e["event"] == "choose_opponent":
            if e["player"] is None:
                out.print(say("{}: no opponent in range to choose", src))
            else:
                out.print(say("{}: chose {} at random; it attacks {} this combat if able", src, e["player"], e["player"]))
            p = perms.get(src, {})
            out.print(say("{}: now {}/{}, keywords {}", src, p.get("power"), p.get("toughness"),
                          ", ".join(p.get("keywords") or [])))
    out.print("(--json prints the board after the triggers)")
    exit_with(ExitCode.OK)


def fights_cmd(
    board: str = typer.Argument(..., metavar="BOARD", help="Board file (JSON or YAML), or - for standard input."),
    declaration: str = typer.Argument(..., metavar="DECLARATION", help="Declaration file, -, or inline JSON: {\"attacks\": {\"lion\": \"B\"}} (creature id: what it attacks)."),
    objective: str = typer.Option("cards", "--objective", metavar="NAME", help="cards (most cards drawn, then attacking power) | kill (destroy Grothama losing the least attacking power)"),
    as_json: bool = typer.Option(False, "--json", help="Print the machine-readable plan on standard output."),
    time_limit: Optional[float] = TimeOpt,
):
    """Plan Grothama, All-Devouring's optional fights for a legal declaration.

    Exit 0 a plan, 1 the declaration is illegal (no fights planned), 2 bad input, 3
    unknown (the time limit)."""
    from attackcheck.solver.seeds.grothama import OBJECTIVES, plan_fights

    if objective not in OBJECTIVES:
        input_error(InputError("--objective", f"unknown objective {objective!r}; use cards or kill"), as_json)
    from attackcheck.solver.deadline import Deadline

    b = load_board(board, as_json, time_limit)
    deadline = Deadline(time_left(b))  # what loading left, for the check and the plan together
    decl = load_declaration(b, declaration, as_json)
    try:
        result = b.check(decl, time_limit=deadline.left())
    except InputError as exc:
        input_error(exc, as_json)
    status = status_text(result)
    if status != "legal":
        data = result.to_dict()
        if as_json:
            emit_json(data)
        else:
            out.print(say("[bold red]{}[/]: the declaration is not legal, so no fights are planned "
                          "(`attackcheck check` explains why)", status))
            for v in data["violations"]:
                out.print(say("  {} {}: {}", v["kind"], v.get("rule") or "", v["message"]))
        exit_with(ExitCode.NO if status == "illegal" else ExitCode.UNKNOWN)
    try:
        plan = plan_fights(b, decl.attacks, objective, time_limit=deadline)
    except InputError as exc:
        input_error(exc, as_json)
    except TimeoutError as exc:
        err.print(say("[bold yellow]unknown[/]: {}", exc))
        if as_json:
            emit_json({"status": "unknown"})
        exit_with(ExitCode.UNKNOWN)
    if as_json:
        emit_json(plan)
        exit_with(ExitCode.OK)
    from attackcheck.solver.seeds.grothama import find_grothama

    gone = find_grothama(b.resolved) is None
    if not plan["fights"]:
        out.print("no fights" + (": no Grothama, All-Devouring is on the battlefield" if gone else ""))
    else:
        from rich.table import Table

        t = Table(title=f"Fights with Grothama ({objective})")
        for col in ("#", "attacker", "dealt", "taken", "dies"):
            t.add_column(col)
        for n, f in enumerate(plan["fights"], 1):
            t.add_row(str(n), cell(f["attacker"]), str(f["dealt"]), str(f["taken"]), "yes" if f["attacker_dies"] else "no")
        out.print(t)
    if not gone:
        out.print("Grothama is destroyed" if plan["grothama_destroyed"] else "Grothama survives")
    out.print(say("draws: {}", ", ".join(f"{p} {n}" for p, n in plan["draws"].items())))
    out.print(say("still attacking: {}", ", ".join(plan["attacking"]) or "(none)"))
    exit_with(ExitCode.OK)
