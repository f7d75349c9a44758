"""Seed document 003: Ugin, the Ineffable's abilities, as plain functions on raw boards
(board format v1).

Like `ursine.begin_combat`, every function validates its input first (bad input raises
InputError naming the field), works on a deep copy of the raw data so that every field it
does not change stays exactly as given, and returns a board that is board format v1 again.

Ugin, the Ineffable ({6}, loyalty 4): "Colorless spells you cast cost {2} less to cast.
+1: Exile the top card of your library face down and look at it. Create a 2/2 colorless
Spirit creature token. When that token leaves the battlefield, put the exiled card into your
hand. −3: Destroy target permanent that's one or more colors." (The cost reduction lives in
`attackcheck.models.costs.spell_cost_with_ugin`.)

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
"""

from __future__ import annotations

import copy
from typing import Any, Optional

from attackcheck.models.errors import BoardError
from attackcheck.models.resolve import _copiable_values, resolve_board

from .common import finish, load, new_ids, permanent, take_top

__all__ = [
    "SPIRIT",
    "can_look",
    "spirit_leaves",
    "ugin_minus_three_targets",
    "ugin_plus_one",
]

UGIN_LOYALTY = 4  # printed loyalty

SPIRIT = {"name": "Spirit", "types": ["creature"], "subtypes": ["Spirit"], "colors": [], "power": 2, "toughness": 2}


def ugin_plus_one(board: Any, ugin_id: str, tokens: int = 1, token_ids: Optional[list] = None) -> dict:
    """Ugin's +1 (see the module text). Returns {"board": BOARD_AFTER, "events": [...]}."""
    after, model = load(board)
    ugin = permanent(model, ugin_id, "ugin_id")
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
    card = take_top(raw_player)
    events.append({"source": ugin_id, "event": "exile", "player": ctl, "card": card, "face_down": True})

    # create the Spirit token(s); Doubling Season makes two, linked to the same card
    ids = new_ids(after, "spirit", tokens, token_ids, "token_ids")
    after.setdefault("permanents", [])
    for tid in ids:
        after["permanents"].append({"id": tid, **copy.deepcopy(SPIRIT), "controller": ctl, "owner": ctl,
                                    "token": True, "sick": True})
        events.append({"source": ugin_id, "event": "create_token", "token": tid, "linked_card": card is not None})
    if card is not None:
        entry = {**card, "face_down": True, "source": ugin_id, "linked_tokens": list(ids), "can_look": [ctl]}
        raw_player["exile"] = list(raw_player.get("exile") or []) + [entry]
    return {"board": finish(after), "events": events}


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
    after, model = load(board)
    perm = permanent(model, token_id, "token_id")
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
    return {"board": finish(after), "events": events}


def _drop_creature(eff: dict, pid: str) -> None:
    creatures = eff.get("creatures")
    if isinstance(creatures, list) and pid in creatures:
        eff["creatures"] = [c for c in creatures if c != pid]


def can_look(board: Any, player: str, exiled_index: int, owner: Optional[str] = None) -> bool:
    """May `player` look at the card at `exiled_index` of `owner`'s exile?"""
    _, model = load(board)
    if player not in {p.id for p in model.players}:
        raise BoardError("player", f"unknown player {player!r}")
    if owner is None:
        holders = [p for p in model.players if p.exile]
        if len(holders) != 1:
            raise BoardError("owner", "name the owner of the exiled card: "
                             f"{len(holders)} players have cards in exile")
        holder = holders[0]
    else:
        named = next((p for p in model.players if p.id == owner), None)
        if named is None:
            raise BoardError("owner", f"unknown player {owner!r}")
        holder = named
    if not 0 <= exiled_index < len(holder.exile):
        raise BoardError("exiled_index", f"{holder.id} has {len(holder.exile)} card(s) in exile, no index {exiled_index}")
    card = holder.exile[exiled_index]
    return (not card.face_down) or player in card.can_look


def ugin_minus_three_targets(board: Any) -> list:
    """Ugin's −3 targets: permanents that are one or more colors (105.2; lands are normally
    colorless even if they make colored mana)."""
    _, model = load(board)
    rb = resolve_board(model)
    return [pid for pid, p in rb.permanents.items() if p.colors]
