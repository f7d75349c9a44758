"""`cards`: what the card library knows about cards (Oracle text and the effects read from it)."""

from __future__ import annotations

import json
from typing import List

import typer

from .common import ExitCode, JsonOpt, emit_json, err, exit_with, out, say

__all__ = ["cards"]


def cards(names: List[str] = typer.Argument(None, help="Card names; none lists the library."),
          as_json: bool = JsonOpt):
    """What the card library knows about cards: Oracle text and the effects read from it."""
    from attackcheck.models import cards as library

    if not names:
        listed = library.names()
        if as_json:
            emit_json({"cards": listed})
        else:
            out.print(say("{}", "\n".join(listed)))
        return
    found: list = []
    missing: list = []
    for name in names:
        try:
            found.append(library.describe(name))
        except KeyError as exc:  # UnknownCardError, with close matches
            missing.append((name, list(getattr(exc, "suggestions", None) or [])))
    if as_json:
        for d in found:
            emit_json(d)
    else:
        for d in found:
            out.print(say("[bold]{}[/]  {}  {}", d["name"], d.get("type_line") or "", d.get("mana_cost") or ""))
            out.print(say("{}", d.get("oracle_text") or "", highlight=False))
            for key, title in (("effects", "effects"), ("resolved", "when it resolves"),
                               ("unsupported", "UNSUPPORTED"), ("ignored", "ignored")):
                for item in d.get(key) or []:
                    out.print(say("  {}: {}", title, json.dumps(item), highlight=False))
            out.print("")
    for name, suggestions in missing:
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        err.print(say("[bold red]bad input[/]: unknown card {}{}", repr(name), hint, highlight=False))
    if missing:
        exit_with(ExitCode.INPUT)
