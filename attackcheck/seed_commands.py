"""Commands of the seed documents (SPEC section 7): `begin-combat` and `fights`.

`register(app)` adds them to a typer app (cli.py calls it). Exit codes as everywhere:
0 done / legal, 1 illegal declaration, 2 bad input, 3 unknown (a time limit stopped the
solver).
"""

from __future__ import annotations

import json
import sys
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from attackcheck.models import InputError

EXIT_OK, EXIT_NO, EXIT_INPUT, EXIT_UNKNOWN = 0, 1, 2, 3

__all__ = ["register", "begin_combat_cmd", "fights_cmd"]


def _emit_json(data) -> None:
    sys.stdout.write(json.dumps(data) + "\n")


def _input_error(exc: InputError, as_json: bool):
    Console(stderr=True).print(f"[bold red]bad input[/]: {exc.render()}", markup=True, highlight=False)
    if as_json:
        _emit_json(exc.to_dict())
    raise typer.Exit(EXIT_INPUT)


def begin_combat_cmd(
    board: str = typer.Argument(..., help="Board file (JSON or YAML), or - for standard input."),
    seed: Optional[int] = typer.Option(None, "--seed", help="Seed of the random choices; the same board and seed give the same output."),
    as_json: bool = typer.Option(False, "--json", help="Print {\"board\": ..., \"events\": [...]} on standard output."),
):
    """Resolve the active player's beginning-of-combat triggers (Ursine Monstrosity)."""
    from attackcheck.solver.seeds.ursine import begin_combat

    try:
        result = begin_combat(board, seed)
    except InputError as exc:
        _input_error(exc, as_json)
    if as_json:
        _emit_json(result)
        raise typer.Exit(EXIT_OK)
    out = Console()
    events = result["events"]
    if not events:
        out.print("no beginning-of-combat triggers")
        raise typer.Exit(EXIT_OK)
    perms = {p["id"]: p for p in result["board"].get("permanents") or []}
    for e in events:
        src = e["source"]
        if e["event"] == "mill":
            card = e["card"]
            if card is None:
                out.print(f"{src}: can't mill a card (the library is empty); the rest still happens")
            else:
                types = " ".join(card.get("types") or []) or "unknown types"
                out.print(f"{src}: milled {card.get('name') or 'an unknown card'} ({types})")
        elif e["event"] == "choose_opponent":
            if e["player"] is None:
                out.print(f"{src}: no opponent in range to choose")
            else:
                out.print(f"{src}: chose {e['player']} at random; it attacks {e['player']} this combat if able")
            p = perms.get(src, {})
            out.print(f"{src}: now {p.get('power')}/{p.get('toughness')}, keywords {', '.join(p.get('keywords') or [])}")
    out.print("(--json prints the board after the triggers)")
    raise typer.Exit(EXIT_OK)


def fights_cmd(
    board: str = typer.Argument(..., help="Board file, or - for standard input."),
    declaration: str = typer.Argument(..., help="Declaration file, -, or inline JSON."),
    objective: str = typer.Option("cards", "--objective", help="cards (most cards drawn, then attacking power) | kill (destroy Grothama losing the least attacking power)"),
    as_json: bool = typer.Option(False, "--json", help="Print the machine-readable plan on standard output."),
    time_limit: Optional[float] = typer.Option(None, "--time-limit", help="Seconds the solver may take before answering unknown."),
):
    """Plan Grothama, All-Devouring's optional fights for a legal declaration."""
    from attackcheck.solver.seeds.grothama import OBJECTIVES, plan_fights

    from .api import Board

    if objective not in OBJECTIVES:
        _input_error(InputError("--objective", f"unknown objective {objective!r}; use cards or kill"), as_json)
    try:
        b = Board(board, time_limit=time_limit)
        decl = b.declaration(declaration)
        result = b.check(decl)
    except InputError as exc:
        _input_error(exc, as_json)
    out = Console()
    if result.status != "legal":
        data = result.to_dict()
        if as_json:
            _emit_json(data)
        else:
            out.print(f"[bold red]{result.status}[/]: the declaration is not legal, so no fights are planned "
                      f"(`attackcheck check` explains why)")
            for v in result.violations:
                out.print(f"  {v['kind']} {v.get('rule') or ''}: {v['message']}")
        raise typer.Exit(EXIT_NO if result.status == "illegal" else EXIT_UNKNOWN)
    try:
        plan = plan_fights(b, decl.attacks, objective, time_limit=time_limit)
    except InputError as exc:
        _input_error(exc, as_json)
    except TimeoutError as exc:
        Console(stderr=True).print(f"[bold yellow]unknown[/]: {exc}")
        if as_json:
            _emit_json({"status": "unknown"})
        raise typer.Exit(EXIT_UNKNOWN)
    if as_json:
        _emit_json(plan)
        raise typer.Exit(EXIT_OK)
    if not plan["fights"]:
        out.print("no fights")
    else:
        t = Table(title=f"Fights with Grothama ({objective})")
        for col in ("#", "attacker", "dealt", "taken", "dies"):
            t.add_column(col)
        for n, f in enumerate(plan["fights"], 1):
            t.add_row(str(n), f["attacker"], str(f["dealt"]), str(f["taken"]), "yes" if f["attacker_dies"] else "no")
        out.print(t)
    out.print("Grothama is destroyed" if plan["grothama_destroyed"] else "Grothama survives")
    out.print("draws: " + ", ".join(f"{p} {n}" for p, n in plan["draws"].items()))
    out.print("still attacking: " + (", ".join(plan["attacking"]) or "(none)"))
    raise typer.Exit(EXIT_OK)


def register(app: typer.Typer) -> None:
    """Add `begin-combat` and `fights` to the command line app."""
    app.command("begin-combat")(begin_combat_cmd)
    app.command("fights")(fights_cmd)
