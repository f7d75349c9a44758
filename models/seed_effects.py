"""Seed documents 003 and 004: Ugin, the Ineffable's abilities and Urza, Prince of Kroog's
token copies, as plain functions on raw boards (board format v1).

Like `triggers.begin_combat`, every function validates its input first (bad input raises
InputError naming the field), works on a deep copy of the raw data so that every field it
does not change stays exactly as given, and returns a board that is board format v1 again.

Ugin, the Ineffable ({6}, loyalty 4): "Colorless spells you cast cost {2} less to cast.
+1: Exile the top card of your library face down and look at it. Create a 2/2 colorless
Spirit creature token. When that token leaves the battlefield, put the exiled card into your
hand. −3: Destroy target permanent that's one or more colors." (The cost reduction lives in
`models.costs.spell_cost_with_ugin`.)

- `ugin_plus_one(board, ugin_id, tokens=1, token_ids=None)` -> {"board", "events"}: Ugin's
  loyalty +1; the top card of its controller's library is exiled face down into that
  player's `exile` (`can_look: [controller]`, `linked_tokens`: the new tokens); `tokens`
  Spirit tokens are created (Doubling Season: 2 tokens, still one card), each `sick: true`
  (302.6: they can't attack this turn). A library of `library` cards (top first) and/or
  `library_size`; an empty library exiles nothing (the tokens are still made); a player
  with neither field has an unknown card exiled (`{"name": null, "types": []}`).
- `spirit_leaves(board, token_id)` -> {"board", "events"}: the token leaves the battlefield;
  the card linked to it goes to its owner's hand (`hand` + 1 when known, and the card is
  added to `hand_cards`), whether or not Ugin is still on the battlefield. The first linked
  token to leave takes the card; a later one finds it gone and does nothing (the card in the
  hand is a new object, 400.7). References to the token elsewhere are cleared so the board
  stays valid: goad designations on it end, it leaves effects' creature lists, an effect it
  was the source of keeps its controller, things attached to it become unattached, and a
  copy of it keeps the values it copied (written out on the copy).
- `can_look(board, player, exiled_index, owner=None)`: whether `player` may look at the
  card at `exiled_index` of `owner`'s exile (a face-up card: everyone; face down: the
  players in its `can_look`, i.e. Ugin's controller, again whenever they wish; a player
  who gains control of the Spirit token may not). `owner` may be left out when only one
  player has cards in exile.
- `ugin_minus_three_targets(board)`: the ids of the permanents that are one or more colors
  (after copy effects), in board order. Lands are normally colorless even when they make
  colored mana.

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

from .errors import BoardError
from .load import load_board_source
from .resolve import _copiable_values, resolve_board
from .triggers import _raw_board

__all__ = [
    "SPIRIT",
    "URZA_EXCEPT",
    "can_look",
    "spirit_leaves",
    "ugin_minus_three_targets",
    "ugin_plus_one",
    "urza_token_copy",
]

UGIN_LOYALTY = 4  # printed loyalty

SPIRIT = {"name": "Spirit", "types": ["creature"], "subtypes": ["Spirit"], "colors": [], "power": 2, "toughness": 2}

URZA_EXCEPT = {"types_add": ["creature"], "subtypes_add": ["Soldier"], "power": 1, "toughness": 1}

UNKNOWN_CARD = {"name": None, "types": []}


def _load(board: Any) -> tuple[dict, Any]:
    """(raw data, validated model) of a board; InputError on bad input."""
    data = _raw_board(board)
    model = load_board_source(copy.deepcopy(data))
    return copy.deepcopy(data), model


def _finish(after: dict) -> dict:
    load_board_source(copy.deepcopy(after))  # the board after is board format v1
    return after


def _ids(data: dict) -> set:
    return {p["id"] for p in data.get("players") or []} | {p["id"] for p in data.get("permanents") or []}


def _new_ids(data: dict, base: str, n: int, given: Optional[list], what: str) -> list:
    taken = _ids(data)
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
    out = []
    k = 1
    while len(out) < n:
        cand = base if k == 1 else f"{base}{k}"
        k += 1
        if cand not in taken:
            taken.add(cand)
            out.append(cand)
    return out


def _permanent(model, pid: str, what: str):
    perm = next((p for p in model.permanents if p.id == pid), None)
    if perm is None:
        raise BoardError(what, f"unknown permanent {pid!r}")
    return perm


def _take_top(player: dict) -> Optional[dict]:
    """Remove the top card of a raw player's library; None when the library is empty."""
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
        return dict(UNKNOWN_CARD)
    if library is not None:
        return None
    return dict(UNKNOWN_CARD)  # nothing known about the library


# --- Ugin, the Ineffable ----------------------------------------------------------------


def ugin_plus_one(board: Any, ugin_id: str, tokens: int = 1, token_ids: Optional[list] = None) -> dict:
    """Ugin's +1 (see the module text). Returns {"board": BOARD_AFTER, "events": [...]}."""
    after, model = _load(board)
    ugin = _permanent(model, ugin_id, "ugin_id")
    if not isinstance(tokens, int) or tokens < 0:
        raise BoardError("tokens", f"a number of tokens is an integer >= 0, not {tokens!r}")
    rb = resolve_board(model)
    ctl = ugin.controller
    raw_ugin = next(p for p in after["permanents"] if p["id"] == ugin_id)
    raw_player = next(p for p in after["players"] if p["id"] == ctl)
    events: list = []

    # cost: +1 loyalty (606.4)
    loyalty = rb.permanents[ugin_id].loyalty
    loyalty = (UGIN_LOYALTY if loyalty is None else loyalty) + 1
    raw_ugin["loyalty"] = loyalty
    events.append({"source": ugin_id, "event": "loyalty", "loyalty": loyalty})

    # exile the top card face down and look at it
    card = _take_top(raw_player)
    events.append({"source": ugin_id, "event": "exile", "player": ctl, "card": card, "face_down": True})

    # create the Spirit token(s); Doubling Season makes two, linked to the same card
    ids = _new_ids(after, "spirit", tokens, token_ids, "token_ids")
    after.setdefault("permanents", [])
    for tid in ids:
        after["permanents"].append({"id": tid, **copy.deepcopy(SPIRIT), "controller": ctl, "owner": ctl,
                                    "token": True, "sick": True})
        events.append({"source": ugin_id, "event": "create_token", "token": tid, "linked_card": card is not None})
    if card is not None:
        entry = {**card, "face_down": True, "source": ugin_id, "linked_tokens": list(ids), "can_look": [ctl]}
        raw_player["exile"] = list(raw_player.get("exile") or []) + [entry]
    return {"board": _finish(after), "events": events}


def _dump(v):
    if isinstance(v, list):
        return [_dump(x) for x in v]
    if hasattr(v, "model_dump"):
        return v.model_dump(exclude_defaults=True)
    return v


def _inline_copy(model, raw: dict, cache: dict) -> None:
    """A copy whose original leaves keeps the values it copied (707.2): they are written out
    on it (a field already written on it keeps its value; its own abilities add)."""
    vals = _copiable_values(model, raw["id"], cache)
    for f, v in vals.items():
        if f == "abilities":
            raw["abilities"] = _dump(list(v)) + list(raw.get("abilities") or [])
        elif f not in raw and v is not None and v != []:
            raw[f] = _dump(v)
    raw.pop("copy_of", None)
    raw.pop("copy_except", None)
    if not raw.get("abilities"):
        raw.pop("abilities", None)


def spirit_leaves(board: Any, token_id: str) -> dict:
    """A Spirit token leaves the battlefield. Returns {"board": BOARD_AFTER, "events": [...]}."""
    after, model = _load(board)
    perm = _permanent(model, token_id, "token_id")
    events: list = [{"event": "leaves", "token": token_id}]

    # copies of the token keep what they copied
    cache: dict = {}
    for raw in after["permanents"]:
        if raw.get("copy_of") == token_id:
            _inline_copy(model, raw, cache)
    after["permanents"] = [p for p in after["permanents"] if p["id"] != token_id]
    for raw in after["permanents"]:
        if raw.get("attached_to") == token_id:
            del raw["attached_to"]
            events.append({"event": "unattached", "permanent": raw["id"]})
        for eff in raw.get("abilities") or []:
            _drop_creature(eff, token_id)
    if after.get("designations"):
        after["designations"] = [g for g in after["designations"] if g.get("goad") != token_id]
    for eff in after.get("effects") or []:
        _drop_creature(eff, token_id)
        if eff.get("source") == token_id:
            del eff["source"]
            eff.setdefault("controller", perm.controller)

    # the linked exiled card goes to its owner's hand (the first linked token only)
    for raw_player in after["players"]:
        exile = raw_player.get("exile") or []
        for i, entry in enumerate(exile):
            if token_id in (entry.get("linked_tokens") or []):
                card = {"name": entry.get("name"), "types": list(entry.get("types") or [])}
                raw_player["exile"] = exile[:i] + exile[i + 1:]
                if raw_player.get("hand") is not None:
                    raw_player["hand"] = raw_player["hand"] + 1
                raw_player["hand_cards"] = list(raw_player.get("hand_cards") or []) + [card]
                events.append({"event": "to_hand", "player": raw_player["id"], "card": card, "token": token_id})
                break
        else:
            continue
        break
    return {"board": _finish(after), "events": events}


def _drop_creature(eff: dict, pid: str) -> None:
    creatures = eff.get("creatures")
    if isinstance(creatures, list) and pid in creatures:
        eff["creatures"] = [c for c in creatures if c != pid]


def can_look(board: Any, player: str, exiled_index: int, owner: Optional[str] = None) -> bool:
    """May `player` look at the card at `exiled_index` of `owner`'s exile?"""
    _, model = _load(board)
    if player not in {p.id for p in model.players}:
        raise BoardError("player", f"unknown player {player!r}")
    if owner is None:
        holders = [p for p in model.players if p.exile]
        if len(holders) != 1:
            raise BoardError("owner", "name the owner of the exiled card: "
                             f"{len(holders)} players have cards in exile")
        holder = holders[0]
    else:
        holder = next((p for p in model.players if p.id == owner), None)
        if holder is None:
            raise BoardError("owner", f"unknown player {owner!r}")
    if not 0 <= exiled_index < len(holder.exile):
        raise BoardError("exiled_index", f"{holder.id} has {len(holder.exile)} card(s) in exile, no index {exiled_index}")
    card = holder.exile[exiled_index]
    return (not card.face_down) or player in card.can_look


def ugin_minus_three_targets(board: Any) -> list:
    """Ugin's −3 targets: permanents that are one or more colors (105.2; lands are normally
    colorless even if they make colored mana)."""
    _, model = _load(board)
    rb = resolve_board(model)
    return [pid for pid, p in rb.permanents.items() if p.colors]


# --- Urza, Prince of Kroog --------------------------------------------------------------


def urza_token_copy(board: Any, target_id: str, controller: str, token_id: Optional[str] = None) -> dict:
    """Urza's {6} ability: a token copy of target artifact `controller` controls, except it's
    a 1/1 Soldier creature in addition to its other types. Returns the board after."""
    after, model = _load(board)
    if controller not in {p.id for p in model.players}:
        raise BoardError("controller", f"unknown player {controller!r}")
    _permanent(model, target_id, "target_id")
    rb = resolve_board(model)
    target = rb.permanents[target_id]
    if "artifact" not in target.types:
        raise BoardError("target_id", f"{target.label()} is not an artifact")
    if target.controller != controller:
        raise BoardError("target_id", f"{target.label()} is controlled by {target.controller}, not {controller}")
    (tid,) = _new_ids(after, "soldier", 1, None if token_id is None else [token_id], "token_id")
    after.setdefault("permanents", [])
    after["permanents"].append({"id": tid, "copy_of": target_id, "controller": controller, "owner": controller,
                                "token": True, "sick": True, "copy_except": copy.deepcopy(URZA_EXCEPT)})
    return _finish(after)
