"""What the seed features share: boards as raw data (so that every field a resolution does
not change stays exactly as given), validated before and after, new ids, the top card of a
library."""

from __future__ import annotations

import copy
from typing import Any, Optional

from attackcheck.models.board import BoardModel
from attackcheck.models.errors import BoardError
from attackcheck.models.load import load_board_source, parse_text, read_text

__all__ = ["finish", "load", "new_ids", "permanent", "raw_board", "take_top", "unknown_card"]



def raw_board(source: Any) -> dict:
    """The board as plain data: a dict as given, or a path / '-' / text parsed."""
    if isinstance(source, BoardModel):
        data = source.model_dump(exclude_defaults=True)
        data["version"] = 1
        return data
    if isinstance(source, dict):
        data = source
    else:
        text = str(source)
        if "\n" not in text and not text.lstrip().startswith("{"):
            text = read_text(text)
        data = parse_text(text)
    if not isinstance(data, dict):
        raise BoardError("", "a board is a mapping with version, players, turn and permanents")
    if "board" in data and "version" not in data and isinstance(data["board"], dict):
        data = data["board"]  # an example file: {board: ..., checks: ...}
    return data


def load(board: Any) -> tuple[dict, BoardModel]:
    """(a deep copy of the raw data, the validated model) of a board; InputError on bad input."""
    data = raw_board(board)
    model = load_board_source(copy.deepcopy(data))
    return copy.deepcopy(data), model


def finish(after: dict) -> dict:
    """The board after a resolution, checked to be board format v1 again."""
    load_board_source(copy.deepcopy(after))
    return after


def ids(data: dict) -> set:
    return {p["id"] for p in data.get("players") or []} | {p["id"] for p in data.get("permanents") or []}


def new_ids(data: dict, base: str, n: int, given: Optional[list], what: str) -> list:
    """`n` ids not used on the board: `given` (checked; errors name the field `what`), else
    `base`, `base2`, ..."""
    taken = ids(data)
    if given is not None:
        given = list(given)
        if len(given) != n:
            raise BoardError(what, f"{n} id(s) needed, {len(given)} given")
        for g in given:
            if not isinstance(g, str) or not g:
                raise BoardError(what, f"an id is a non-empty string, not {g!r}")
            if g in taken:
                raise BoardError(what, f"id {g!r} is already used on the board")
            taken.add(g)
        return given
    out: list = []
    k = 1
    while len(out) < n:
        cand = base if k == 1 else f"{base}{k}"
        k += 1
        if cand not in taken:
            taken.add(cand)
            out.append(cand)
    return out


def permanent(model: BoardModel, pid: str, what: str):
    """The permanent `pid` of the model; BoardError naming the field `what` if there is none."""
    perm = next((p for p in model.permanents if p.id == pid), None)
    if perm is None:
        raise BoardError(what, f"unknown permanent {pid!r}")
    return perm


def unknown_card() -> dict:
    """A card nothing is known about."""
    return {"name": None, "types": []}


def take_top(player: dict) -> Optional[dict]:
    """Remove the top card of a raw player's library; None when the library is empty.

    `library` lists cards from the top; with `library_size` as well it is the known top of a
    library of that size (a library of `library_size` cards with none listed gives an unknown
    card). A player with neither field has a library nothing is known about: an unknown card.
    """
    library = player.get("library")
    size = player.get("library_size")
    if library:
        card = library.pop(0)
        if size is not None:
            player["library_size"] = max(0, size - 1)
        return {"name": card.get("name"), "types": list(card.get("types") or [])}
    if size is not None:
        if size <= 0:
            return None
        player["library_size"] = size - 1
        return unknown_card()
    if library is not None:
        return None
    return unknown_card()  # nothing known about the library
