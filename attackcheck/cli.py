"""The command line (SPEC section 5). Exit codes: 0 yes/legal, 1 no/illegal, 2 bad input,
3 unknown (a time limit stopped the solver)."""

from __future__ import annotations

import json
import sys
from typing import List, NoReturn, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from attackcheck.models import InputError, board_schema

from .api import Board

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Exact legality of attack declarations in Magic: The Gathering (CR 508.1).")
out = Console()
err = Console(stderr=True)

EXIT_OK, EXIT_NO, EXIT_INPUT, EXIT_UNKNOWN = 0, 1, 2, 3

JsonOpt = typer.Option(False, "--json", help="Print the machine-readable result on standard output.")


@app.callback()
def _main(cards: List[str] = typer.Option([], "--cards", help="A card file (Scryfall JSON list or JSON lines, MTGJSON AtomicCards) whose cards win over the indexes (repeatable).")):
    """Exact legality of attack declarations in Magic: The Gathering (CR 508.1)."""
    if cards:
        from attackcheck.models import cards as library

        for path in cards:
            try:
                library.register_file(path)
            except (OSError, ValueError) as exc:
                err.print(f"[bold red]bad input[/]: --cards {path}: {exc}", highlight=False)
                raise typer.Exit(EXIT_INPUT)
TimeOpt = typer.Option(None, "--time-limit", help="Seconds the solver may take before answering unknown.")


def _emit_json(data) -> None:
    sys.stdout.write(json.dumps(data) + "\n")


def _input_error(exc: InputError, as_json: bool) -> NoReturn:
    err.print(f"[bold red]bad input[/]: {exc.render()}", markup=True, highlight=False)
    if as_json:
        _emit_json(exc.to_dict())
    raise typer.Exit(EXIT_INPUT)


def _load(board: str, as_json: bool, time_limit=None) -> Board:
    try:
        return Board(board if board != "-" else "-", time_limit=time_limit)
    except InputError as exc:
        _input_error(exc, as_json)


@app.command()
def validate(board: str = typer.Argument(..., help="Board file (JSON or YAML), or - for standard input."),
             as_json: bool = JsonOpt):
    """Load and validate a board only."""
    b = _load(board, as_json)
    rb = b.resolved
    result = {"status": "valid", "players": len(rb.players), "permanents": len(rb.permanents),
              "creatures": sum(1 for p in rb.permanents.values() if p.is_creature)}
    if as_json:
        _emit_json(result)
    else:
        out.print(f"[green]valid[/]: {result['players']} players, {result['permanents']} permanents, "
                  f"{result['creatures']} creatures")


def _violation_table(violations) -> Table:
    t = Table(title="Why", show_lines=False)
    for col in ("kind", "rule", "creatures", "message"):
        t.add_column(col, overflow="fold")
    for v in violations:
        t.add_row(v["kind"], str(v.get("rule") or ""), ", ".join(v.get("creatures") or []), v["message"])
    return t


def _attacks_table(title: str, attacks: dict) -> Table:
    t = Table(title=title)
    t.add_column("creature")
    t.add_column("attacks")
    for c, d in attacks.items():
        t.add_row(c, d)
    if not attacks:
        t.add_row("(no attackers)", "")
    return t


def _print_blocked(blocked) -> None:
    if blocked.get("conflict"):
        out.print("Not every requirement can be obeyed: they contradict each other (508.1d).")
        return
    t = Table(title="Requirements no declaration can all obey, and the smallest set of effects responsible")
    t.add_column("kind")
    t.add_column("rule")
    t.add_column("effect", overflow="fold")
    for b in blocked["because"]:
        t.add_row(b["kind"], b["rule"], b["message"])
    out.print(t)


def _payment_lines(payment) -> str:
    if not payment:
        return ""
    parts = [f"{p['source']} -> {p['mana']}" for p in payment.get("mana", [])]
    if payment.get("life"):
        parts.append(f"{payment['life']} life")
    return ", ".join(parts)


@app.command()
def check(board: str = typer.Argument(..., help="Board file, or - for standard input."),
          declaration: str = typer.Argument(..., help="Declaration file, -, or inline JSON."),
          as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt,
          explain: bool = typer.Option(True, "--explain/--no-explain",
                                       help="Seek the closest witness and the minimal blocking set (slower on big boards).")):
    """Is this attack declaration legal?"""
    b = _load(board, as_json, time_limit)
    try:
        result = b.check(declaration, explain=explain)
    except InputError as exc:
        _input_error(exc, as_json)
    data = result.to_dict()
    if as_json:
        _emit_json(data)
    else:
        color = {"legal": "green", "illegal": "red"}.get(result.status, "yellow")
        out.print(f"[bold {color}]{result.status}[/]: obeys {result.obeyed} requirement instance(s); "
                  f"the maximum without paying costs is {result.maximum} (508.1d)")
        out.print(f"total cost {data['cost']['mana']}" + (f"; paid with {_payment_lines(result.payment)}" if result.payment and _payment_lines(result.payment) else ""))
        if result.violations:
            out.print(_violation_table(result.violations))
        if result.witness is not None and result.status != "legal":
            out.print(_attacks_table("A legal declaration (witness)", result.witness))
            if result.moves:
                out.print("To make it legal: " + "; ".join(m["text"] for m in result.moves))
        if result.blocked:
            _print_blocked(result.blocked)
    raise typer.Exit({"legal": EXIT_OK, "illegal": EXIT_NO}.get(result.status, EXIT_UNKNOWN))


def _parse_fix(items: List[str]) -> dict:
    fix = {}
    for item in items or []:
        if "=" not in item:
            raise InputError("--fix", f"{item!r}: write CREATURE=DEFENDER")
        c, d = item.split("=", 1)
        fix[c.strip()] = d.strip()
    return fix


@app.command()
def propose(board: str = typer.Argument(..., help="Board file, or - for standard input."),
            objective: str = typer.Option("forced", "--objective", help="forced | max-attackers | max-power | max-power-against:PLAYER | min-cost"),
            fix: List[str] = typer.Option([], "--fix", help="CREATURE=DEFENDER, kept in the proposal (repeatable)."),
            keep_home: List[str] = typer.Option([], "--keep-home", help="A creature that must not attack (repeatable)."),
            as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt):
    """Propose a legal declaration: it reaches M, then is best for the objective, then spends least."""
    b = _load(board, as_json, time_limit)
    try:
        result = b.propose(objective=objective, fix=_parse_fix(fix), keep_home=keep_home)
    except InputError as exc:
        _input_error(exc, as_json)
    except ValueError as exc:
        _input_error(InputError("--objective", str(exc).split(": ", 1)[-1]), as_json)
    data = result.to_dict()
    if as_json:
        _emit_json(data)
    elif result.status == "legal":
        out.print(f"[bold green]legal[/] proposal ({objective} = {data['objective']['value']}), obeys "
                  f"{result.obeyed} of the maximum {result.maximum}; total cost {data['cost']['mana']}"
                  + (f"; paid with {_payment_lines(result.payment)}" if _payment_lines(result.payment) else ""))
        out.print(_attacks_table("Declaration", result.declaration))
    else:
        out.print(f"[bold red]{result.status}[/]: no legal declaration fits these constraints"
                  if result.status == "none" else "[bold yellow]unknown[/]: time limit reached")
        if result.violations:
            out.print(_violation_table(result.violations))
    raise typer.Exit({"legal": EXIT_OK, "none": EXIT_NO}.get(result.status, EXIT_UNKNOWN))


@app.command()
def count(board: str = typer.Argument(..., help="Board file, or - for standard input."),
          as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt):
    """The exact number of legal declarations."""
    b = _load(board, as_json, time_limit)
    result = b.count()
    if as_json:
        _emit_json(result.to_dict())
    elif result.status == "exact":
        out.print(result.text(), soft_wrap=True, highlight=False)  # one line, however long
    else:
        out.print("[bold yellow]unknown[/]: the count was not proved within the time limit")
    raise typer.Exit(EXIT_OK if result.status == "exact" else EXIT_UNKNOWN)


@app.command("enumerate")
def enumerate_cmd(board: str = typer.Argument(..., help="Board file, or - for standard input."),
                  limit: Optional[int] = typer.Option(None, "--limit", min=0, help="List at most N declarations."),
                  as_json: bool = JsonOpt, time_limit: Optional[float] = TimeOpt):
    """The legal declarations, one JSON object per line."""
    b = _load(board, as_json, time_limit)
    try:
        for attacks in b.enumerate(limit=limit):
            _emit_json({"attacks": attacks})
    except TimeoutError as exc:
        err.print(f"[bold yellow]unknown[/]: {exc}")
        raise typer.Exit(EXIT_UNKNOWN)


def _cards_subcommand(words: List[str], url: Optional[str], as_json: bool) -> bool:
    """`cards import FILE`, `cards update [--url URL]`, `cards search TEXT` (lowercase verbs;
    any other words are card names: False)."""
    from attackcheck.models.cards import search, userdata

    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb not in ("import", "update", "search"):
        return False
    log = lambda m: err.print(m, markup=False, highlight=False)  # noqa: E731
    try:
        if verb == "search":
            found = search(" ".join(args), limit=50)
            if as_json:
                _emit_json({"cards": found})
            else:
                out.print("\n".join(found), markup=False, highlight=False)
            return True
        if len(args) != (1 if verb == "import" else 0):
            raise InputError("cards", "write: attackcheck cards import FILE, or: attackcheck cards update [--url URL]")
        summary = (userdata.import_file(args[0], log=log) if verb == "import"
                   else userdata.update(url, progress=userdata.ProgressBar("oracle-cards"), log=log))
    except InputError as exc:
        _input_error(exc, as_json)
    except (OSError, ValueError) as exc:
        _input_error(InputError("cards " + verb, str(exc)), as_json)
    if as_json:
        _emit_json(summary)
    else:
        out.print(f"{summary['cards']} cards ({summary['faces']} faces) in {summary['path']}", markup=False,
                  highlight=False)
    return True


@app.command()
def cards(names: List[str] = typer.Argument(None, help="Card names; none lists the curated library. "
                                                  "Or: import FILE | update [--url URL] | search TEXT."),
          url: Optional[str] = typer.Option(None, "--url", help="cards update: the bulk-data API to ask "
                                            "(default https://api.scryfall.com/bulk-data, or ATTACKCHECK_SCRYFALL_BULK_DATA)."),
          as_json: bool = JsonOpt):
    """What the card library knows about cards: Oracle text and the effects read from it."""
    from attackcheck.models import cards as library

    if _cards_subcommand(names or [], url, as_json):
        return
    if not names:
        listed = library.names()
        if as_json:
            _emit_json({"cards": listed})
        else:
            out.print("\n".join(listed))
        return
    found, missing = [], []
    for name in names:
        try:
            found.append(library.describe(name))
        except (KeyError, ValueError) as exc:  # unknown, or a broken card index
            missing.append(str(exc))
    if as_json:
        for d in found:
            _emit_json(d)
    else:
        for d in found:
            out.print(f"[bold]{d['name']}[/]  {d.get('type_line') or ''}  {d.get('mana_cost') or ''}")
            out.print(d.get("oracle_text") or "", highlight=False)
            out.print(f"  colors: {''.join(d['colors']) or 'none'} ({d.get('colors_from') or 'as given'})", highlight=False)
            for key, title in (("effects", "effects"), ("resolved", "when it resolves"),
                               ("unsupported", "UNSUPPORTED"), ("ignored", "ignored")):
                for item in d.get(key) or []:
                    out.print(f"  {title}: {json.dumps(item)}", highlight=False)
            out.print("")
    for message in missing:  # with "did you mean" suggestions
        err.print("[bold red]bad input[/]: " + escape(message), highlight=False)
    if missing:
        raise typer.Exit(EXIT_INPUT)


@app.command()
def schema():
    """The JSON Schema of board format v1."""
    _emit_json(board_schema())


from .seed_commands import register as _register_seed_commands  # noqa: E402

_register_seed_commands(app)

from .batch_commands import register as _register_batch_commands  # noqa: E402

_register_batch_commands(app)


def main() -> None:  # the console script
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
