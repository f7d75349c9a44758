"""Small builders for test boards (board format v1, explicit fields)."""

import json

from attackcheck import Board


def creature(cid, controller="A", power=2, toughness=2, **kw):
    return {"id": cid, "name": kw.pop("name", cid), "controller": controller, "types": kw.pop("types", ["creature"]),
            "power": power, "toughness": toughness, **kw}


def land(lid, mana, controller="A", **kw):
    return {"id": lid, "controller": controller, "types": ["land"], "mana": mana, **kw}


def board(perms=(), effects=(), players=("A", "B"), active="A", designations=(), **turn):
    ps = [p if isinstance(p, dict) else {"id": p} for p in players]
    return {"version": 1, "players": ps, "turn": {"active": active, **turn},
            "permanents": list(perms), "effects": list(effects), "designations": list(designations)}


def make(*args, **kw) -> Board:
    return Board(board(*args, **kw))


def make_of(*perms, **kw) -> Board:
    """The Board of these permanents (make's other arguments by name)."""
    return make(perms, **kw)


def status(b: Board, attacks: dict) -> str:
    return b.check({"attacks": attacks}).status


def write_json(tmp_path, name, data) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def distance(a: dict, b: dict) -> int:
    """Creatures whose attack differs between two declarations (the closest witness's measure)."""
    return sum(1 for c in a.keys() | b.keys() if a.get(c) != b.get(c))


def assert_nearest_by_moves_is_legal_and_closest(raw: dict, attacks: dict) -> None:
    """When `attacks` is illegal and nearest_by_moves answers, its witness is legal and as
    close as any legal declaration the reference enumerates."""
    import reference
    from attackcheck.solver.check import maximum, pay
    from attackcheck.solver.repair import nearest_by_moves

    board = Board(raw)
    if board.check({"attacks": attacks}, explain=False).status != "illegal":
        return
    ctx = board.context
    w = nearest_by_moves(ctx, attacks, maximum(ctx).value, lambda a, c: pay(ctx, a, c, plan=False).status)
    if w is None:
        return
    assert reference.judge(raw, w)["status"] == "legal"
    assert distance(attacks, w) == min(distance(attacks, d) for d in reference.legal_declarations(raw))


def read(name: str, face: int = 0):
    """The card reader's reading of a card (one face) by name, from the card index."""
    from attackcheck.models.cards import describe, read_oracle

    shown = describe(name)
    if "faces" in shown:
        shown = shown["faces"][face]
    return read_oracle(shown["name"], shown["oracle_text"], shown["type_line"])


def outcome(name: str, start: str, face: int = 0) -> str:
    """What the reader made of the card's sentence that starts so."""
    return next(s["outcome"] for s in read(name, face).sentences if s["text"].startswith(start))


def both(raw: dict, attacks: dict) -> tuple:
    """The solver's (status, obeyed, maximum), checked against the reference's."""
    import reference

    r = Board(raw).check({"attacks": attacks}, explain=False)
    ref = reference.judge(raw, attacks)
    assert (r.status, r.obeyed, r.maximum) == (ref["status"], ref["obeyed"], ref["maximum"])
    return r.status, r.obeyed, r.maximum


def count(raw: dict) -> int:
    import reference

    n = Board(raw).count().count
    assert n == reference.count(raw)
    return n


def judged(b: Board, attacks: dict) -> str:
    """The check's status, the reference agreeing (each card's abilities written out for it)."""
    import reference

    status = b.check({"attacks": attacks}).status
    written = b.model.model_dump(mode="json", by_alias=True, exclude_none=True)
    assert status == reference.judge(written, attacks)["status"]
    return status


def agrees_on_a_declaration(data, raw: dict, ids=None):
    """A random declaration of the active player's creatures (or of `ids`) on `raw`: the
    check agrees with the reference's where it answers. (board, attacks, result), or None
    where the board, the reference or the declaration refuses (an effect made an added
    artifact a 0-toughness creature, 704.5f; what the reference does not judge; an id the
    declaration may not name)."""
    import reference
    from hypothesis import strategies as st

    try:
        b = Board(raw)
    except ValueError:
        return None
    active = raw["turn"]["active"]
    if ids is None:
        ids = [p["id"] for p in raw["permanents"] if p["controller"] == active and "creature" in p.get("types", [])]
    attacks = {c: data.draw(st.sampled_from([p["id"] for p in raw["players"]])) for c in ids if data.draw(st.booleans())}
    try:
        expected = reference.judge(raw, attacks)
        got = b.check({"attacks": attacks})
    except ValueError:
        return None
    if got.status != "unknown":
        assert got.status == expected["status"], (attacks, got.to_dict(), expected)
    return b, attacks, got
