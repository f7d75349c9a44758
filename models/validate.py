"""Checks a schema can't express: unique ids and the ids that fields refer to."""

from __future__ import annotations

from .board import BoardModel
from .errors import BoardError

PLAYER_WORDS = {"you"}
SELECTOR_CONTROLLERS = {"you", "opponents", "any", "attached_player"}


def validate_references(board: BoardModel) -> None:
    players = {p.id for p in board.players}
    perms = {p.id: p for p in board.permanents}
    seen: dict[str, object] = {}  # id -> "players[i]", or a permanent's index (its path made if needed)
    for i, pl in enumerate(board.players):
        if pl.id in seen:
            raise BoardError(f"players[{i}].id", f"duplicate id {pl.id!r} (also {seen[pl.id]})")
        seen[pl.id] = f"players[{i}]"
    for i, p in enumerate(board.permanents):
        if p.id in seen:
            other = seen[p.id]
            also = other if isinstance(other, str) else f"permanents[{other}]"
            raise BoardError(f"permanents[{i}].id", f"duplicate id {p.id!r} (also {also})")
        seen[p.id] = i

    t = board.turn
    if t.active not in players:
        raise BoardError("turn.active", f"unknown player {t.active!r}")
    if t.attack_mode not in ("multiple", "left", "right"):
        if t.attack_mode not in players:
            raise BoardError(
                "turn.attack_mode", f"{t.attack_mode!r} is neither multiple, left, right nor a player id"
            )
        if t.attack_mode == t.active:
            raise BoardError("turn.attack_mode", "the active player can't attack themselves (506.2)")

    for i, p in enumerate(board.permanents):
        if (p.controller in players and p.owner is None and p.protector is None and p.copy_of is None
                and p.attached_to is None and not p.damage_by and not p.abilities):
            continue  # nothing here refers to anything else (most permanents of a big board)
        base = f"permanents[{i}]"
        for field in ("controller", "owner", "protector"):
            v = getattr(p, field)
            if v is not None and v not in players:
                raise BoardError(f"{base}.{field}", f"unknown player {v!r}")
        if p.copy_of is not None and p.copy_of not in perms:
            raise BoardError(f"{base}.copy_of", f"unknown permanent {p.copy_of!r}")
        if p.attached_to is not None and p.attached_to not in perms and p.attached_to not in players:
            raise BoardError(f"{base}.attached_to", f"unknown id {p.attached_to!r}")
        for who in p.damage_by:
            if who not in players:
                raise BoardError(f"{base}.damage_by.{who}", f"unknown player {who!r}")
        for j, eff in enumerate(p.abilities):
            _check_effect(eff, f"{base}.abilities[{j}]", players, perms, has_controller=True, source=p.id)

    # 707: copy chains must end. Each permanent is walked once: a chain that reaches one
    # already known to end ends too (linear in the number of permanents).
    ends: set[str] = set()
    for i, p in enumerate(board.permanents):
        chain = [p.id]
        on_chain = {p.id}
        cur = p
        while cur.copy_of is not None and cur.id not in ends:
            if cur.copy_of in on_chain:
                raise BoardError(f"permanents[{i}].copy_of", f"copies form a cycle through {cur.copy_of!r}")
            chain.append(cur.copy_of)
            on_chain.add(cur.copy_of)
            cur = perms[cur.copy_of]
        ends.update(chain)

    for i, g in enumerate(board.designations):
        if g.goad not in perms:
            raise BoardError(f"designations[{i}].goad", f"unknown permanent {g.goad!r}")
        if g.by not in players:
            raise BoardError(f"designations[{i}].by", f"unknown player {g.by!r}")

    for i, eff in enumerate(board.effects):
        path = f"effects[{i}]"
        if eff.source is not None and eff.source not in perms:
            raise BoardError(f"{path}.source", f"unknown permanent {eff.source!r}")
        if eff.controller is not None and eff.controller not in players:
            raise BoardError(f"{path}.controller", f"unknown player {eff.controller!r}")
        has_controller = eff.controller is not None or eff.source is not None
        _check_effect(eff, path, players, perms, has_controller, eff.source)


def _check_effect(eff, path, players, perms, has_controller, source) -> None:
    creatures = getattr(eff, "creatures", None)
    if isinstance(creatures, list):
        for k, cid in enumerate(creatures):
            if cid not in perms:
                raise BoardError(f"{path}.creatures[{k}]", f"unknown permanent {cid!r}")
    elif creatures in ("self", "attached") and source is None:
        raise BoardError(f"{path}.creatures", f"{creatures!r} needs the effect's source permanent")
    uses_you = any(getattr(eff, f, None) == "you" for f in ("target", "player"))
    sel_objects = [creatures] if creatures is not None and not isinstance(creatures, (list, str)) else []
    if getattr(eff, "unless_defending_player_controls", None) is not None:
        sel_objects.append(eff.unless_defending_player_controls)
    x = getattr(eff, "x", None)
    if x is not None and not isinstance(x, (int, str)):  # {count: SELECTOR}
        sel_objects.append(x.count)
    for sel in sel_objects:
        if sel.controller in ("you", "opponents"):
            uses_you = True
        if sel.power_greater_than == "hand":
            uses_you = True
    if uses_you and not has_controller:
        raise BoardError(f"{path}.controller", "'you' needs the effect's controller or source")
    if getattr(eff, "controller", None) is None and has_controller is False:
        return
