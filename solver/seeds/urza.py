"""Seed document 004: Urza, Prince of Kroog's token copies, as a plain function on raw boards
(board format v1), validated before and after like the other seed features.

Urza, Prince of Kroog: "{6}: Create a token that's a copy of target artifact you control,
except it's a 1/1 Soldier creature in addition to its other types."

- `urza_token_copy(board, target_id, controller, token_id=None)` -> board: adds the token
  `{id, copy_of: target, controller, owner, token: true, sick: true, copy_except: {types_add:
  [creature], subtypes_add: [Soldier], power: 1, toughness: 1}}`. The exception is part of the
  copy effect, so it is copiable (707.9b); the core's copy resolution (models.resolve) gives
  the token the target's copiable values (X = 0, no tapped state, counters, Auras or non-copy
  effects) and applies statics such as Urza's anthem afterwards.
"""

from __future__ import annotations

import copy
from typing import Any, Optional

from attackcheck.models.errors import BoardError
from attackcheck.models.resolve import resolve_board

from .common import finish, load, new_ids, permanent

__all__ = ["URZA_EXCEPT", "urza_token_copy"]

URZA_EXCEPT = {"types_add": ["creature"], "subtypes_add": ["Soldier"], "power": 1, "toughness": 1}


def urza_token_copy(board: Any, target_id: str, controller: str, token_id: Optional[str] = None) -> dict:
    """Urza's {6} ability: a token copy of target artifact `controller` controls, except it's
    a 1/1 Soldier creature in addition to its other types. Returns the board after."""
    after, model = load(board)
    if controller not in {p.id for p in model.players}:
        raise BoardError("controller", f"unknown player {controller!r}")
    permanent(model, target_id, "target_id")
    rb = resolve_board(model)
    target = rb.permanents[target_id]
    if "artifact" not in target.types:
        raise BoardError("target_id", f"{target.label()} is not an artifact")
    if target.controller != controller:
        raise BoardError("target_id", f"{target.label()} is controlled by {target.controller}, not {controller}")
    (tid,) = new_ids(after, "soldier", 1, None if token_id is None else [token_id], "token_id")
    after.setdefault("permanents", [])
    after["permanents"].append({"id": tid, "copy_of": target_id, "controller": controller, "owner": controller,
                                "token": True, "sick": True, "copy_except": copy.deepcopy(URZA_EXCEPT)})
    return finish(after)
