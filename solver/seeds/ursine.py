"""Beginning-of-combat triggers (SPEC section 7): Ursine Monstrosity.

Ursine Monstrosity ({2}{G}, 3/3 trample): "At the beginning of combat on your turn, mill a
card and choose an opponent at random. Ursine Monstrosity attacks that player this combat if
able. Until end of turn, it gains indestructible and gets +1/+1 for each card type among
cards in your graveyard."

`begin_combat` resolves those triggers of the active player's Ursine Monstrosities, in board
order, and returns the board after them (board format v1) with the events. It works on the
raw data so that every field it does not change stays exactly as given; the input is
validated first, so bad input raises InputError naming the field.

Readings (seed 000 and SPEC 7):
- "If you can't mill a card, you'll still follow the rest of the instructions": an empty
  library mills nothing (event `card: null`); the choice, the requirement and the bonus
  still happen.
- `library` lists cards from the top; with `library_size` as well, `library` is the known
  top of a library of that size (a library of `library_size` cards with none listed mills an
  unknown card). A player with neither field has a library we know nothing about: an unknown
  card `{"name": null, "types": []}` is milled.
- The opponent is chosen with `random.Random(seed)` among the opponents in the active
  player's range of influence (801, seats counted the shorter way round), in seating order;
  one generator serves every trigger, in board order. With no opponent in range nobody is
  chosen (`player: null`) and no requirement is made.
- "Ignore any choices made ... during previous combat phases": the new requirement replaces
  every `attacks_target_if_able` effect with the same `source`.
- The board holds current power and toughness: the bonus is added to them (an earlier
  combat's bonus stays until end of turn). A permanent whose power or toughness is not
  given gets the card's printed 3/3 as its base.
- Card types (205.2a) are the nine below; supertypes (legendary, basic, snow) and subtypes
  (Horror, Room) written among a card's `types` don't count.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Optional

from attackcheck.models import seating
from attackcheck.models.board import BoardModel
from attackcheck.models.load import load_board_source
from attackcheck.models.resolve import characteristics, resolve_board

from .common import raw_board, take_top

URSINE = "ursine monstrosity"
URSINE_PT = (3, 3)  # printed power and toughness

CARD_TYPES = frozenset(
    ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery")
)

__all__ = ["CARD_TYPES", "begin_combat", "card_types", "opponents_in_range", "is_named"]


def is_named(raw: dict, resolved_name: Optional[str], card_name: str) -> bool:
    """Is this permanent the named card (its `card`, its `name`, or the name it copies)?"""
    want = card_name.lower()
    for v in (raw.get("card"), raw.get("name"), resolved_name):
        if isinstance(v, str) and v.strip().lower() == want:
            return True
    return False


def card_types(cards) -> set:
    """The card types among cards (dicts or models with `types`)."""
    out = set()
    for c in cards:
        types = c.get("types") if isinstance(c, dict) else getattr(c, "types", None)
        for t in types or []:
            t = str(t).strip().lower()
            if t in CARD_TYPES:
                out.add(t)
    return out


def opponents_in_range(model: BoardModel, player: str) -> list:
    """`player`'s opponents within their range of influence (801), in seating order."""
    return seating.opponents_in_range([p.id for p in model.players], player, model.turn.range_of_influence)


def _mill(player: dict) -> Optional[dict]:
    """Mill one card from `player` (raw dict, changed in place); None when nothing is milled."""
    card = take_top(player)
    if card is None:
        return None
    player.setdefault("graveyard", [])
    player["graveyard"] = list(player["graveyard"]) + [card]
    return dict(card)


def begin_combat(board: Any, seed: Optional[int] = None) -> dict:
    """Resolve the beginning-of-combat triggers of the active player's permanents.

    Returns {"board": BOARD_AFTER, "events": [...]}; the input is not changed.
    """
    data = raw_board(board)
    model = load_board_source(copy.deepcopy(data))  # InputError on bad input
    rb = resolve_board(model)
    after = copy.deepcopy(data)
    rng = random.Random(seed)
    active = model.turn.active
    raw_perms = after.get("permanents") or []
    raw_players = {p["id"]: p for p in after["players"]}
    events: list = []
    cache: dict = {}

    for i, perm in enumerate(model.permanents):
        raw = raw_perms[i]
        if perm.controller != active or not is_named(raw, rb.permanents[perm.id].name, URSINE):
            continue
        pid = perm.id
        player = raw_players[active]
        # 1. mill a card (701.17); if it can't, the rest still happens
        card = _mill(player)
        events.append({"source": pid, "event": "mill", "card": card})
        # 2. choose an opponent at random (in range of influence, 801)
        opponents = opponents_in_range(model, active)
        chosen = rng.choice(opponents) if opponents else None
        events.append({"source": pid, "event": "choose_opponent", "player": chosen})
        # 3. it attacks that player this combat if able; earlier combats' choices are ignored
        effects = [e for e in (after.get("effects") or [])
                   if not (isinstance(e, dict) and e.get("kind") == "attacks_target_if_able" and e.get("source") == pid)]
        if chosen is not None:
            effects.append({"kind": "attacks_target_if_able", "creatures": [pid], "target": chosen, "source": pid})
        if effects or "effects" in after:
            after["effects"] = effects
        # 4. until end of turn: indestructible, +1/+1 per card type in its controller's graveyard
        n = len(card_types(player.get("graveyard") or []))
        vals = characteristics(model, perm, cache)
        power = vals["power"] if vals["power"] is not None else URSINE_PT[0]
        toughness = vals["toughness"] if vals["toughness"] is not None else URSINE_PT[1]
        if "copy_of" not in raw and "copiable" not in raw:
            # 707.2: the bonus is a non-copy effect; copies keep taking the values before it
            raw["copiable"] = {"power": power, "toughness": toughness, "keywords": list(vals["keywords"] or [])}
        raw["power"] = power + n
        raw["toughness"] = toughness + n
        keywords = list(vals["keywords"] or [])
        if "indestructible" not in {str(k).lower() for k in keywords}:
            keywords.append("indestructible")
        raw["keywords"] = keywords

    load_board_source(copy.deepcopy(after))  # the board after is board format v1
    return {"board": after, "events": events}
