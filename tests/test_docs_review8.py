"""What a stranger following the docs met: a misspelt goader read without a word by `check`,
a creature written out without power judged as power 0, a creature written twice in a JSON
declaration (the last kept), the active player listed among the defenders to name, and a
"did you mean" followed by a second clause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from attackcheck import Board, InputError
from attackcheck.batch import solve_line
from attackcheck.cli import app
from attackcheck.service import create_app

ROOT = Path(__file__).resolve().parents[1]
FIRST = ROOT / "tests" / "examples" / "first-board-juggernaut-propaganda.yaml"
FIRST_BOARD = yaml.safe_load(FIRST.read_text(encoding="utf-8"))


def _flat(text: str) -> str:
    return " ".join(text.split())


def goaded_by(by: str) -> dict:
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}],
            "designations": [{"goad": "bear", "by": by}]}


# --------------------------------------------------------------------------- ids read as gone


def test_a_misspelt_goader_is_noted_by_every_command(tmp_path):
    # 800.4m: a `by` naming no player is a goader who has left the game; the board is valid,
    # but "Cc" for C turns an illegal attack on C into a legal one (701.15b), so check,
    # propose and count say so on standard error, as validate does.
    path = tmp_path / "board.json"
    path.write_text(json.dumps(goaded_by("Cc")), encoding="utf-8")
    note = "note: designations[0].by: 'Cc' names no player, so it is read as a goader who has left the game " \
           "(800.4m); did you mean 'C'?"
    runner = CliRunner()
    for args in (["check", str(path), '{"attacks": {"bear": "C"}}', "--json"], ["propose", str(path)],
                 ["count", str(path)], ["validate", str(path)]):
        r = runner.invoke(app, args)
        assert note in _flat(r.stderr), args
    assert Board(goaded_by("Cc")).notes == [("designations[0].by", note[len("note: designations[0].by: "):])]
    assert Board(goaded_by("C")).notes == []
    assert Board(goaded_by("C")).check({"attacks": {"bear": "C"}}).status == "illegal"


def test_an_effect_target_naming_nothing_is_noted():
    data = goaded_by("C")
    data["effects"] = [{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "BB"}]
    ((field, message),) = Board(data).notes
    assert field == "effects[0].target" and message.startswith("'BB' names no player or permanent")
    assert message.endswith("did you mean 'B'?")


# --------------------------------------------------------------------------- a power not given


def test_a_creature_written_without_power_counts_as_0_and_is_noted_where_power_is_read(tmp_path):
    # Ensnaring Bridge: "Creatures with power greater than the number of cards in your hand
    # can't attack." A token written without `power` counts as 0 (107.2, docs/board-format.md):
    # it may attack with an empty hand, and every command notes the field; nothing is noted
    # where no effect reads power.
    data = {"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 0}], "turn": {"active": "A"},
            "permanents": [{"id": "dragon", "name": "Dragon", "controller": "A", "token": True, "types": ["creature"]},
                           {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]}
    b = Board(data)
    assert b.check({"attacks": {"dragon": "B"}}).status == "legal"
    ((field, message),) = b.notes
    assert field == "permanents[0].power" and "counts as 0 where an effect reads power (107.2)" in message
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(path), '{"attacks": {"dragon": "B"}}'])
    assert r.exit_code == 0 and "note: permanents[0].power: 'dragon' is a creature written without power" in \
        _flat(r.stderr)
    data["permanents"][0]["power"] = 4
    assert Board(data).notes == [] and Board(data).check({"attacks": {"dragon": "B"}}).status == "illegal"
    del data["permanents"][1]
    del data["permanents"][0]["power"]
    assert Board(data).notes == []


# --------------------------------------------------------------------------- a creature written twice


TWICE = '{"attacks": {"jug": "B", "jug": "C"}}'


def test_a_creature_written_twice_in_a_json_declaration_is_refused():
    # A creature attacks one player, planeswalker or battle (508.1a): "jug" written twice is
    # ambiguous, as it is in YAML, not "the last one".
    board = Board.from_file(FIRST)
    for source in (TWICE, '{"jug": "B", "jug": "C"}'):
        with pytest.raises(InputError) as info:
            board.check(source)
        assert info.value.path == "declaration.attacks.jug"
        assert "'jug' is written twice in one object" in info.value.message
    with pytest.raises(InputError) as info:
        board.check('{"attacks": {"jug": "B"}, "attacks": {"jug": "C"}}')
    assert info.value.path == "declaration.attacks"
    r = CliRunner().invoke(app, ["check", str(FIRST), TWICE])
    assert r.exit_code == 2 and "declaration.attacks.jug: 'jug' is written twice" in _flat(r.stderr)


def test_a_creature_written_twice_over_http_and_in_a_batch_line_is_refused():
    body = '{"board": %s, "declaration": %s}' % (json.dumps(FIRST_BOARD["board"]), TWICE)
    resp = TestClient(create_app()).post("/check", content=body, headers={"Content-Type": "application/json"})
    assert resp.status_code == 422
    assert resp.json()["violations"][0]["field"] == "declaration.attacks.jug"
    obj = solve_line(body, 1)
    assert obj["error"]["field"] == "declaration.attacks.jug"
    # a board's own keys are kept as before: the last one wins (docs/board-format.md)
    ok = '{"board": %s, "declaration": {"attacks": {"jug": "B", "bear": "C"}}}' % json.dumps(FIRST_BOARD["board"])
    assert TestClient(create_app()).post("/check", content=ok, headers={"Content-Type": "application/json"}
                                         ).json()["status"] == "legal"


# --------------------------------------------------------------------------- messages


def test_an_unknown_defender_lists_what_may_be_attacked():
    # 506.2: the active player is never attacked; the list names the others.
    with pytest.raises(InputError) as info:
        Board.from_file(FIRST).check({"attacks": {"jug": "E"}})
    assert info.value.message.endswith("by its id: B, C)")


def test_an_unknown_objective_says_the_objectives_then_the_near_one():
    with pytest.raises(InputError) as info:
        Board.from_file(FIRST).propose(objective="maxpower")
    assert info.value.message == ("unknown objective 'maxpower' (one of forced, max-attackers, max-power, "
                                  "max-power-against:PLAYER, min-cost); did you mean 'max-power'?")


def test_an_unknown_card_is_said_with_the_boards_other_errors():
    # One round: the card not found and the fields the schema refuses, together (a bad card
    # name used to hide every other error of the file).
    with pytest.raises(InputError) as info:
        Board({"version": 1, "players": [{"id": "A", "mana_pool": "RG"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "k", "card": "Krenko Mob Bos", "controller": "A"},
                              {"id": "g", "card": "Grizzly Bears", "controller": "A", "colors": ["red"]}]})
    paths = [p for p, _ in info.value.errors]
    assert paths == ["permanents[0].card", "players[0].mana_pool", "permanents[1].colors[0]"]
    assert "did you mean Krenko, Mob Boss?" in info.value.errors[0][1]
    with pytest.raises(InputError) as info:  # alone, as before
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "k", "card": "Krenko Mob Bos", "controller": "A"}]})
    assert [p for p, _ in info.value.errors] == ["permanents[0].card"]


def test_an_unknown_defender_does_not_list_the_active_players_own_planeswalker():
    # 506.3: a planeswalker the active player controls is never attacked.
    data = dict(FIRST_BOARD["board"])
    data["permanents"] = data["permanents"] + [{"id": "jace", "card": "Jace Beleren", "controller": "A"},
                                               {"id": "chandra", "card": "Chandra Nalaar", "controller": "B"}]
    with pytest.raises(InputError) as info:
        Board(data).check({"attacks": {"jug": "jac"}})
    assert info.value.message.endswith("by its id: B, C, chandra)") and "did you mean 'jace'" not in info.value.message


def test_a_creature_that_cant_attack_alone_is_told_who_attacks_with_it():
    # Mogg Flunkies "can't attack or block alone" (508.1c), goaded by C (701.15b): staying
    # home obeys none of its two instances; it could attack B at no cost only beside another
    # attacker, and the message says so.
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": [{"id": "flunkies", "card": "Mogg Flunkies", "controller": "A"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "A"}],
               "designations": [{"goad": "flunkies", "by": "C"}]})
    r = b.check({"attacks": {}})
    assert r.status == "illegal"
    assert ("could attack B at no cost, with Grizzly Bears (bear) attacking B too" in r.violations[0].message
            or "could attack C" in r.violations[0].message)
    alone = b.check({"attacks": {"bear": "B"}})  # beside the bear, it may go alone: nothing more said
    assert alone.status == "illegal" and "too" not in alone.violations[0].message


def test_of_two_unknown_fields_beside_a_missing_one_the_closest_is_told_it():
    # `controler` beside a missing `controller`; `summoning_sick` beside them is `sick`
    with pytest.raises(InputError) as info:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controler": "A", "summoning_sick": True}]})
    said = dict(info.value.errors)
    assert "did you mean 'controller'?" in said["permanents[0].controler"] or "'controller'" in \
        said["permanents[0].controler"]
    assert said["permanents[0].summoning_sick"] == "unknown field; did you mean 'sick'?"


def test_nobody_attacking_is_legal_beside_unread_text_that_only_forbids_attacks():
    # Arboria's "Creatures can't attack a player unless that player cast a spell ..." is not
    # read. No creature attacking breaks no restriction (508.1c), and such text only takes
    # declarations away, so it never raises M (508.1d): with nothing asked at no cost, the
    # empty declaration is legal. An attack is unknown; and beside Juggernaut's requirement
    # (M = 1 read, maybe 0 with Arboria) staying home is unknown too.
    from attackcheck.solver.check import restriction_only

    data = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                           {"id": "arboria", "card": "Arboria", "controller": "B"}]}
    b = Board(data)
    assert b.unread and all(restriction_only(u["text"]) for u in b.unread)
    r = b.check({"attacks": {}})
    assert r.status == "legal" and r.maximum == 0
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"
    data["permanents"].append({"id": "jug", "card": "Juggernaut", "controller": "A"})
    assert Board(data).check({"attacks": {}}).status == "unknown"
    assert not restriction_only("Creatures you control can't attack unless they have haste.")  # (a keyword)
    assert not restriction_only("Was Goblin Heelcutter cast for its dash cost this turn?")
    # a power changed may bring a requirement that reads power into existence
    assert not restriction_only("Creatures that can't attack get +2/+0.")


def test_a_body_or_batch_line_with_a_field_written_twice_is_refused():
    # {"board": ..., "board": ...}: which board was meant? Refused, naming the field (the
    # board's own keys still keep the last, as JSON readers do)
    board = json.dumps(FIRST_BOARD["board"])
    body = '{"board": %s, "board": %s, "declaration": {"attacks": {"jug": "B"}}}' % (board, board)
    resp = TestClient(create_app()).post("/check", content=body, headers={"Content-Type": "application/json"})
    assert resp.status_code == 422
    assert resp.json()["violations"][0]["field"] == "board"
    assert "'board' is written twice in the body" in resp.json()["violations"][0]["message"]
    obj = solve_line(body, 1)
    assert obj["error"] == {"field": "board", "message": "'board' is written twice in the line; keep one"}
