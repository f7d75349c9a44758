"""`cards`: what the card library knows about cards (Oracle text and the effects read from it)."""

from __future__ import annotations

import json
from typing import List, Optional

import typer

from attackcheck.models import InputError

from .common import ExitCode, emit_json, err, exit_with, input_error, out, say
from .options import JsonOpt

__all__ = ["cards"]


def _subcommand(words: List[str], url: Optional[str], as_json: bool) -> bool:
    """`cards import FILE`, `cards update [--url URL]`, `cards search TEXT` (lowercase verbs;
    any other words are card names: False)."""
    from attackcheck.models.cards import search, userdata

    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb not in ("import", "update", "search"):
        return False
    if verb == "search":
        text = " ".join(args).strip()
        if not text:
            input_error(InputError("cards search", "write the text to look for: attackcheck cards search TEXT"), as_json)
        found = search(text, limit=50)
        if as_json:
            emit_json({"cards": found})
        elif found:
            out.print(say("{}", "\n".join(found), highlight=False))
        else:
            err.print(say("no card name holds {}", repr(text), highlight=False))
        return True
    if len(args) != (1 if verb == "import" else 0):
        input_error(InputError("cards", "write: attackcheck cards import FILE, or: attackcheck cards update [--url URL]"),
                    as_json)
    log = lambda m: err.print(say("{}", m, highlight=False))  # noqa: E731
    try:
        summary = (userdata.import_file(args[0], log=log) if verb == "import"
                   else userdata.update(url, progress=userdata.ProgressBar("oracle-cards"), log=log))
    except (OSError, ValueError) as exc:
        input_error(InputError("cards " + verb, str(exc)), as_json)
    if as_json:
        emit_json(summary)
    else:
        lib = summary.get("library_cards") or 0
        read = sum(int(s.get("cards") or 0) for s in summary.get("sources") or [])
        out.print(say("{} cards ({} faces) in {}", summary["cards"], summary["faces"], summary["path"])
                  + (f": {read:,} from the file and the curated library's {lib}" if lib and read else ""))
    return True


def cards(names: List[str] = typer.Argument(None, metavar="NAME", help="Card names; none lists the curated library. "
                                                  "Or: import FILE | update [--url URL] | search TEXT."),
          url: Optional[str] = typer.Option(None, "--url", metavar="URL", help="cards update: the bulk-data API to ask (default "
                                            "https://api.scryfall.com/bulk-data, or ATTACKCHECK_SCRYFALL_BULK_DATA)."),
          as_json: bool = JsonOpt):
    """What the card library knows about cards: Oracle text and the effects read from it.

    Exit 0 every card found (or imported, updated), 2 bad input (a card not found, with
    the near names; a file that can't be imported)."""
    from attackcheck.models import cards as library

    if _subcommand(names or [], url, as_json):
        return
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
        except (KeyError, ValueError) as exc:  # UnknownCardError (did you mean, or a face not described); a broken index
            missing.append(str(exc))
    if as_json:
        for d in found:
            emit_json(d)
    else:
        for d in found:
            out.print(say("[bold]{}[/]  {}  {}", d["name"], d.get("type_line") or "", d.get("mana_cost") or ""))
            out.print(say("{}", d.get("oracle_text") or "", highlight=False))
            out.print(say("  colors: {} ({})", "".join(d["colors"]) or "none", d.get("colors_from") or "as given",
                          highlight=False))
            if d.get("power") is not None or d.get("toughness") is not None:
                out.print(say("  power/toughness: {}/{}", d.get("power"), d.get("toughness"), highlight=False))
            for key in ("loyalty", "defense"):
                if d.get(key) is not None:
                    out.print(say("  {}: {}", key, d[key], highlight=False))
            if d.get("every_creature_type"):
                out.print(say("  creature types: every creature type (702.73a, 205.3m)", highlight=False))
            for key, title in (("keywords", "keywords"), ("mana", "mana ({T})")):
                if d.get(key):
                    out.print(say("  {}: {}", title, json.dumps(d[key]), highlight=False))
            for key, title in (("mana_abilities", "mana ability"), ("effects", "effects"), ("resolved", "when it resolves"),
                               ("unsupported", "UNSUPPORTED"), ("ignored", "ignored"),
                               ("not_modelled", "not modelled (unknown where it matters)")):
                for item in d.get(key) or []:
                    out.print(say("  {}: {}", title, json.dumps(item), highlight=False))
            out.print("")
    for message in missing:
        err.print(say("[bold red]bad input[/]: {}", message, highlight=False))
    if missing:
        if as_json:  # as every command's bad input: {"status": "error", "violations": [...]}
            emit_json({"status": "error", "violations": [
                {"kind": "input", "rule": None, "message": message, "field": "name"} for message in missing]})
        exit_with(ExitCode.INPUT)
