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


def status(b: Board, attacks: dict) -> str:
    return b.check({"attacks": attacks}).status


def write_json(tmp_path, name, data) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)
