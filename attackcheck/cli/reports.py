"""The readable reports of the commands on one board, and `check` itself (its typer
declaration is in `board`): typer-free, so that `attackcheck check` can run without it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # rich loads only for readable output (start-up time)
    from rich.table import Table

from attackcheck.models import InputError

from .common import (ExitCode, answered, cell, exit_with, input_error, load_board, load_declaration, out, say,
                     time_left)

__all__ = ["run_check"]


def run_check(board: str, declaration: str, as_json: bool, time_limit: Optional[float], explain: bool) -> None:
    """`attackcheck check`: is this attack declaration legal?"""
    if board == "-" and declaration == "-":  # the board would read both, and say the declaration's fields are no board's
        input_error(InputError("declaration", "the board and the declaration can't both be read from standard "
                                              "input (-): give one as a file, or the declaration as inline JSON"),
                    as_json)
    b = load_board(board, as_json, time_limit)
    decl = load_declaration(b, declaration, as_json)
    status, data = answered(lambda: b.check(decl, explain=explain, time_limit=time_left(b)), as_json, b)
    if not as_json:
        color = {"legal": "green", "illegal": "red"}.get(status, "yellow")
        maximum = data["maximum"] if data["maximum"] is not None else \
            "not known (the board leaves something unread: below)" if data.get("unread") else "not proved"
        more = ""
        if status == "illegal" and isinstance(data["maximum"], int) and data["obeyed"] > data["maximum"]:
            # M counts declarations that break no restriction and pay nothing (508.1d)
            more = " (a declaration that pays costs, or breaks the rules below, may obey more)"
        out.print(say(f"[bold {color}]{{}}[/]: obeys {{}} requirement instance(s); "
                      "the maximum without paying costs is {} (508.1d){}", status, data["obeyed"], maximum, more))
        _cost_line(data)
        if data["violations"]:
            # an unknown answer's violations are those of the board as read: the unread may undo them
            out.print(_violation_table(data["violations"], "Why" if status != "unknown" else
                                       "Why, as the board is read (what it leaves unread may change this)"))
        if data["witness"] is not None and status != "legal":
            out.print(_attacks_table("A legal declaration (witness)", data["witness"]["attacks"]))
            if data.get("moves"):
                out.print(say("To make it legal: {}", "; ".join(m["text"] for m in data["moves"])))
        if data.get("blocked"):
            _print_blocked(data["blocked"])
        _unread_table(data.get("unread"), decided=status in ("legal", "illegal"))
    exit_with(ExitCode.OK if status == "legal" else ExitCode.NO if status == "illegal" else ExitCode.UNKNOWN)


def _violation_table(violations, title: str = "Why") -> Table:
    from rich.table import Table

    t = Table(title=title, show_lines=False)
    for col in ("kind", "rule", "creatures", "message"):
        t.add_column(col, overflow="fold")
    for v in violations:
        t.add_row(cell(v["kind"]), cell(v.get("rule") or ""), cell(", ".join(v.get("creatures") or [])),
                  cell(v["message"]))
    return t


def _attacks_table(title: str, attacks: dict) -> Table:
    from rich.table import Table

    t = Table(title=title)
    t.add_column("creature")
    t.add_column("attacks")
    for c, d in attacks.items():
        t.add_row(cell(c), cell(d))
    if not attacks:
        t.add_row("(no attackers)", "")
    return t


def _print_blocked(blocked) -> None:
    if blocked.get("conflict"):
        out.print("Not every requirement can be obeyed: they contradict each other (508.1d).")
        return
    from rich.table import Table

    t = Table(title="Requirements no declaration can all obey at no cost, and the smallest set of restrictions and "
                    "costs responsible")
    t.add_column("kind")
    t.add_column("rule")
    t.add_column("effect", overflow="fold")
    for b in blocked["because"]:
        t.add_row(cell(b["kind"]), cell(b["rule"]), cell(b["message"]))
    out.print(t)


def _payment_lines(payment) -> str:
    if not payment:
        return ""
    parts = [f"{p['source']} -> {p['mana']}" + (f" (activated for {p['activation']})" if p.get("activation") else "")
             + (f" (tapping {', '.join(p['tapped'])})" if p.get("tapped") else "")
             + (f" (sacrificing {', '.join(p['sacrificed'])})" if p.get("sacrificed") else "")
             for p in payment.get("mana", [])]
    if payment.get("life"):
        parts.append(f"{payment['life']} life")
    return ", ".join(parts)


def _cost_line(data: dict) -> None:
    paid = _payment_lines(data["payment"])
    if paid:
        out.print(say("total cost {}; paid with {}", data["cost"]["mana"], paid))
    else:
        out.print(say("total cost {}", data["cost"]["mana"]))


def _unread_table(unread, decided: bool = False, bounded: bool = False) -> None:
    """What the board leaves unread: where the answer above is the same whatever it is
    (`decided`), where it bounds the answer above (`bounded`), else what it depends on."""
    if not unread:
        return
    from rich.table import Table

    title = ("Unanswered questions: the answer above is the same whatever their answers" if decided
             else "Undecided: the bounds above hold whichever way each reads" if bounded
             else "Unknown: the answer depends on what the board leaves unread")
    t = Table(title=title,
              caption=None if decided else
              "to answer: write what a row asks for where it says so; give a permanent whose text is listed"
              " `unread_text: written` (its effects written out in `abilities`) or `unread_text: inactive` (it"
              " doesn't apply now); answer a question in the board's `answers` ({permanent, question, holds: true"
              " or false}); see docs/semantics.md, \"Unread\"")
    for col in ("permanent", "card", "text"):
        t.add_column(col, overflow="fold")
    for u in unread:
        t.add_row(cell(u.get("permanent") or ""), cell(u.get("card") or ""), cell(u["text"]))
    out.print(t)
