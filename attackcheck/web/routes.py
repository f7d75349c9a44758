"""The judge's table: the page at `/` and the endpoints it needs besides /check, /propose
and /count. Everything here reads; every verdict comes from the service's endpoints.

- `GET /`                   the page (static files under /static, shipped in the package)
- `GET /cards?q=&limit=`    {"cards": [names]}: names that start with q, then names containing it
- `GET /cards/{name}`       what the library knows: characteristics, Oracle text, the effects
                            read from it, what resolves, what is unsupported (404 with suggestions)
- `GET /examples`           the bundled example boards; `GET /examples/{name}` one of them
- `POST /board/read`        {"text": YAML or JSON} -> {"board": ...}, read as the CLI reads a file
- `POST /board/yaml`        {"board": ...} -> {"yaml": text} that the CLI reads back as the same board
- `POST /board/view`        {"board": ...} -> the board as the solver sees it: players in seating
                            order, permanents with their current characteristics, the active
                            player's creatures, the defenders (506.2, 310.8b, 801-803) and
                            what else a declaration may name (`others`: not the active player)
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Dict, List, Optional

import yaml
from fastapi import FastAPI, Query
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from attackcheck.models import InputError

__all__ = ["add_routes", "EXAMPLES_DIR", "STATIC_DIR", "example_names"]

HERE = Path(__file__).resolve().parent
STATIC_DIR = HERE / "static"
# tests/examples/ is the source; attackcheck/web/examples links to it and the build copies it.
EXAMPLES_DIR = HERE / "examples"

_EXAMPLE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


def _error_body(errors: List[tuple], **extra: Any) -> Dict[str, Any]:
    body: Dict[str, Any] = {"status": "error",
                            "violations": [{"kind": "input", "rule": None, "message": m, "field": p}
                                           for p, m in errors]}
    body.update(extra)
    return body


def _prefixed(exc: InputError, prefix: str) -> InputError:
    """The same errors with paths inside `prefix` (`permanents[0]` -> `board.permanents[0]`)."""
    def fix(path: str) -> str:
        return prefix + ("." + path if path and not path.startswith("[") else path)

    errors = [(fix(p), m) for p, m in exc.errors]
    return type(exc)(errors[0][0], errors[0][1], errors[1:], exc.omitted)


class BoardBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    board: Dict[str, Any] = Field(..., description="A board in board format v1 as a JSON object.")


class TextBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(..., description="A board file's text: YAML or JSON, a board or {board: ..., checks: ...}.")


def example_names() -> List[str]:
    return sorted(p.stem for p in EXAMPLES_DIR.glob("*.yaml"))


def _read_example(name: str) -> Optional[Dict[str, Any]]:
    if not _EXAMPLE_NAME.match(name):
        return None
    path = EXAMPLES_DIR / f"{name}.yaml"
    if not path.is_file():
        return None
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return {"name": name, "title": data.get("name", name), "about": data.get("about", ""),
            "board": data["board"], "checks": data.get("checks", []), "count": data.get("count")}


def _card_view(name: str) -> Dict[str, Any]:
    from attackcheck.models import cards

    out = cards.describe(name)
    entry = cards.lookup(name) or {}
    for key in ("types", "subtypes", "supertypes"):  # what `card: NAME` puts on a permanent
        if key not in out and key in entry:
            out[key] = entry[key]
    placeholders = getattr(cards, "PLACEHOLDERS", {})
    used = {k: v for k, v in placeholders.items() if repr(k) in repr(out.get("resolved"))}
    out["placeholders"] = used
    return out


def _board_view(data: Dict[str, Any]) -> Dict[str, Any]:
    from attackcheck.api import Board

    try:
        board = Board(data)
    except InputError as exc:
        raise _prefixed(exc, "board") from None
    rb, ctx = board.resolved, board.context
    defenders = set(ctx.defenders)

    def kind(pid: str) -> str:
        if pid in rb.player_ids:
            return "player"
        return "planeswalker" if rb.permanents[pid].is_planeswalker else "battle"

    def label(pid: str) -> str:
        return pid if pid in rb.player_ids else rb.permanents[pid].label()

    # what else a declaration may name; never the active player: no creature attacks its controller (506.2, 508.1a)
    targets = [pl for pl in rb.player_ids if pl != rb.active] + [
        p.id for p in rb.permanents.values() if p.is_planeswalker or p.is_battle]
    permanents = []
    for p in rb.permanents.values():
        reason = ctx.ineligible.get(p.id)
        permanents.append({
            "id": p.id, "label": p.label(), "name": p.name, "card": p.model.card, "controller": p.controller,
            "types": sorted(p.types), "subtypes": sorted(p.subtypes), "power": p.power, "toughness": p.toughness,
            "loyalty": p.loyalty, "defense": p.defense, "keywords": sorted(p.keywords), "tapped": p.tapped,
            "sick": p.sick, "token": p.token, "attached_to": p.attached_to, "creature": p.is_creature,
            "ineligible": reason.message if reason is not None else None,
            "goaded_by": list(rb.goads.get(p.id, ())),
        })
    return {
        "players": [{"id": pl.id, "seat": pl.seat, "life": pl.life, "hand": pl.hand} for pl in rb.players],
        "active": rb.active,
        "defending_players": list(ctx.defending_players),
        "defenders": [{"id": d, "label": label(d), "kind": kind(d), "player": ctx.defending_player[d]}
                      for d in ctx.defenders],
        "others": [{"id": t, "label": label(t), "kind": kind(t)} for t in targets if t not in defenders],
        "attackers": [p.id for p in rb.permanents.values() if p.is_creature and p.controller == rb.active],
        "permanents": permanents,
    }


def add_routes(app: FastAPI) -> None:
    """The page and its read-only endpoints, on the service's app."""

    @app.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(STATIC_DIR / "index.html", media_type="text/html",
                            headers={"Cache-Control": "no-cache"})

    app.mount("/static", StaticFiles(directory=str(STATIC_DIR)), name="static")

    @app.get("/cards")
    def cards_search(q: str = Query("", max_length=200, description="Text a card name starts with or contains."),
                     limit: int = Query(20, ge=1, le=200, description="At most this many names.")) -> Dict[str, Any]:
        """Card names for autocomplete: names starting with q first, then names containing it."""
        from attackcheck.models import cards

        return {"cards": cards.search(q, limit)}

    @app.get("/cards/{name:path}", responses={404: {"description": "No card of that name; `suggestions` lists close names."}})
    def card(name: str) -> Any:
        """A card: characteristics, Oracle text, effects read from it (`effects`), effects that exist
        once it resolves (`resolved`, with placeholders to fill), text no template understands
        (`unsupported`)."""
        try:
            return _card_view(name)
        except KeyError as exc:  # UnknownCardError
            suggestions = list(getattr(exc, "suggestions", []) or [])
            return JSONResponse(_error_body([("name", str(exc))], suggestions=suggestions), status_code=404)

    @app.get("/examples")
    def examples() -> Dict[str, Any]:
        """The bundled example boards."""
        out = []
        for name in example_names():
            ex = _read_example(name)
            if ex is not None:
                out.append({k: ex[k] for k in ("name", "title", "about")})
        return {"examples": out}

    @app.get("/examples/{name}", responses={404: {"description": "No example of that name."}})
    def example(name: str) -> Any:
        """One example: its board, and the declarations its file checks."""
        ex = _read_example(name)
        if ex is None:
            from attackcheck.models.errors import did_you_mean, near_names

            names = example_names()
            close = near_names(name, names) or [n for n in names if n.startswith(name)][:1]
            hint = did_you_mean(close) if name else ""
            return JSONResponse(_error_body([("name", f"no example {name!r}{hint}; GET /examples lists them")]),
                                status_code=404)
        return ex

    @app.post("/board/read")
    def board_read(body: TextBody) -> Dict[str, Any]:
        """A board file's text read as the command line reads it (YAML or JSON; an example
        file's `board`). Only read: /board/view and /check validate it."""
        from attackcheck.models.limits import check_data
        from attackcheck.models.load import parse_text

        try:
            data = parse_text(body.text)
            if not isinstance(data, (dict, list)):  # empty, `~`, a comment, a number
                raise InputError("", "a board is a mapping with version, players, turn and permanents; "
                                         + ("the text holds nothing" if data is None else "the text holds no mapping"))
            check_data(data)  # nesting and numbers within the limits (a YAML alias of itself nests forever)
        except InputError as exc:
            raise _prefixed(exc, "text") from None
        if isinstance(data, dict) and "board" in data and "version" not in data and isinstance(data["board"], dict):
            data = data["board"]
        if not isinstance(data, dict):
            raise InputError("text", "a board is a mapping with version, players, turn and permanents")
        return {"board": data}

    @app.post("/board/yaml")
    def board_yaml(body: BoardBody) -> Dict[str, Any]:
        """The board as a YAML file the command line reads back as the same board."""
        from attackcheck.models.limits import check_data

        try:
            check_data(body.board)  # nesting and numbers within the format's limits, before writing
        except InputError as exc:
            raise _prefixed(exc, "board") from None
        return {"yaml": yaml.safe_dump(body.board, sort_keys=False, allow_unicode=True, width=100)}

    @app.post("/board/view")
    def board_view(body: BoardBody) -> Dict[str, Any]:
        """The board as the solver reads it (no solving): players in seating order, permanents
        with current characteristics, the active player's creatures and the defenders."""
        return _board_view(body.board)
