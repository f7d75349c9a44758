"""Unread: what a board leaves unread makes check, propose and count answer unknown, and say
why. A permanent filled from a card (`card:`) whose attack-relevant text the card reader did
not understand is unread unless its `unread_text` says how that text applies; an effect whose
`asked` condition has no answer is unread; so is a non-mana cost to attack. The results
carry `unread` (empty when nothing is), the command line exits 3, `validate` warns."""

from __future__ import annotations

import json
from copy import deepcopy

import pytest
from typer.testing import CliRunner

import reference
from attackcheck import Board
from attackcheck.cli import app
from attackcheck.dispatch import load_board, solve
from attackcheck.models import cards

# a requirement the reader can't read: nobody attacking may break it, so every answer is unknown
# (text that only forbids attacks leaves the empty declaration legal: test_docs_review8)
SENTENCE = "This creature attacks each combat if able while a player sang a song this turn."


@pytest.fixture
def songbird():
    """A card whose one attack-relevant sentence the reader does not understand."""
    cards.register([{"name": "Test Songbird", "types": ["creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1,
                     "oracle_text": SENTENCE, "unsupported": [SENTENCE]}])
    yield "Test Songbird"
    cards.clear_registered()


def board(perms, effects=()):
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": perms, "effects": list(effects)}


BEAR = {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}


def test_an_unread_card_makes_every_answer_unknown(songbird):
    raw = board([BEAR, {"id": "bird", "card": songbird, "controller": "A"}])
    b = Board(raw)
    expected = [{"permanent": "bird", "card": "Test Songbird", "text": SENTENCE}]
    assert b.unread == expected
    check = b.check({"attacks": {"bird": "B"}})
    assert check.status == "unknown" and check.unread == expected
    data = check.to_dict()
    assert data["unread"] == expected and data["witness"] is None and data["payment"] is None
    assert set(data) == {"status", "obeyed", "maximum", "violations", "witness", "cost", "payment", "moves",
                         "witness_closest", "blocked", "unread"}
    propose = b.propose().to_dict()
    assert propose == {"status": "unknown", "violations": [], "unread": expected}
    assert b.count().to_dict() == {"status": "unknown", "unread": expected}
    with pytest.raises(TimeoutError):
        list(b.enumerate())
    with pytest.raises(TimeoutError, match="^unknown: the board has text attackcheck did not read"):
        b.is_legal({"attacks": {}})  # never a guessed False
    with pytest.raises(TimeoutError):
        {"attacks": {}} in b.legal_attacks


def test_violations_found_stay_with_an_unknown_status(songbird):
    tapped = {**BEAR, "tapped": True}
    check = Board(board([tapped, {"id": "bird", "card": songbird, "controller": "A"}])).check({"attacks": {"bear": "B"}})
    assert check.status == "unknown"
    assert [v.rule for v in check.violations] == ["508.1a"]


@pytest.mark.parametrize("how", ["written", "inactive"])
def test_unread_text_says_how_the_text_applies(songbird, how):
    """`written`: its effects are written out (here: as an asked condition the board answers);
    `inactive`: it does not apply now. Either way the board is judged."""
    bird = {"id": "bird", "card": songbird, "controller": "A", "unread_text": how}
    if how == "written":
        bird["abilities"] = [{"kind": "cant_attack", "creatures": "self",
                              "condition": {"asked": {"question": "nobody sang this turn", "holds": True}}}]
    b = Board(board([BEAR, bird]))
    assert b.unread == []
    expected = 2 if how == "written" else 4  # the bird stays home, or either may attack B
    assert b.count().to_dict() == {"status": "exact", "count": expected, "unread": []}


def test_a_copy_of_an_unread_card_is_unread_too(songbird):
    """707.2: a copy has the copied card's text."""
    raw = board([{"id": "bird", "card": songbird, "controller": "B", "unread_text": "inactive"},
                 {"id": "token", "copy_of": "bird", "controller": "A", "token": True}])
    assert Board(deepcopy(raw)).unread == []  # the original says its text doesn't apply: inactive for both
    raw["permanents"][0].pop("unread_text")
    assert [u["permanent"] for u in Board(deepcopy(raw)).unread] == ["bird", "token"]
    raw["permanents"][1]["unread_text"] = "inactive"
    assert [u["permanent"] for u in Board(deepcopy(raw)).unread] == ["bird"]


def test_an_unanswered_asked_condition_is_unread():
    """Goblin Cohort as the reader writes it: "can't attack unless you've cast a creature spell
    this turn", the answer left null."""
    cohort = {**BEAR, "id": "cohort", "name": "Goblin Cohort", "abilities": [{"kind": "cant_attack", "creatures": "self",
              "condition": {"asked": {"question": "no creature spell was cast this turn", "holds": None}}}]}
    b = Board(board([cohort]))
    assert b.unread == [{"permanent": "cohort", "card": "Goblin Cohort", "text": "no creature spell was cast this turn"}]
    assert b.check({"attacks": {"cohort": "B"}}).status == "unknown"
    assert b.check({"attacks": {}}).status == "legal"  # either way (decided case by case)
    assert (b.propose().status, b.propose().declaration) == ("legal", {})  # fewest attackers in both cases
    # on a permanent whose unread_text says how its text applies, the unanswered effect is left out
    cohort["unread_text"] = "written"
    assert Board(board([cohort])).unread == [] and Board(board([cohort])).count().count == 2


def test_nothing_unread_keeps_the_json_and_adds_an_empty_unread():
    b = Board(board([BEAR]))
    assert b.unread == []
    assert b.check({"attacks": {"bear": "B"}}).to_dict()["unread"] == []
    assert b.propose().to_dict()["unread"] == []
    assert b.count().to_dict() == {"status": "exact", "count": 2, "unread": []}
    assert reference.count(board([BEAR])) == 2


def test_batch_and_http_carry_unread(songbird):
    b = load_board(board([BEAR, {"id": "bird", "card": songbird, "controller": "A"}]), None)
    for request, kw in (("check", {"declaration": {"attacks": {}}}), ("propose", {}), ("count", {})):
        out = solve(request, b, **kw)
        assert out["status"] == "unknown" and out["unread"][0]["text"] == SENTENCE


def test_cli_exits_3_and_validate_warns(songbird, tmp_path):
    path = tmp_path / "b.json"
    path.write_text(json.dumps(board([BEAR, {"id": "bird", "card": songbird, "controller": "A"}])))
    runner = CliRunner()
    r = runner.invoke(app, ["check", str(path), '{"attacks": {}}', "--json"])
    assert r.exit_code == 3 and json.loads(r.stdout)["unread"][0]["permanent"] == "bird"
    r = runner.invoke(app, ["check", str(path), '{"attacks": {}}'], env={"COLUMNS": "250"})
    assert r.exit_code == 3 and "Test Songbird" in r.stdout and "sang a song" in " ".join(r.stdout.split())
    for command in ("count", "propose"):
        r = runner.invoke(app, [command, str(path), "--json"])
        assert r.exit_code == 3 and json.loads(r.stdout)["status"] == "unknown"
    r = runner.invoke(app, ["validate", str(path), "--json"], env={"COLUMNS": "250"})
    assert r.exit_code == 0 and json.loads(r.stdout)["unread"][0]["card"] == "Test Songbird"
    assert "unread" in r.stderr and "sang a song" in " ".join(r.stderr.split())
    r = runner.invoke(app, ["enumerate", str(path)])
    assert r.exit_code == 3


def test_a_noncreature_with_unread_text_declared_as_an_attacker_is_unknown_not_bad_input():
    # 506.3: only creatures attack; a stationed Squadron Carrier (702.184, a bare "Station"
    # line) may become one by text the reader leaves unread, so declaring it is answered
    # unknown (not refused), and the violation as read is still given; a plain noncreature
    # is still bad input
    from attackcheck.models.errors import DeclarationError

    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "ship", "card": "Squadron Carrier", "controller": "A", "counters": {"charge": 10}},
                          {"id": "rock", "name": "Rock", "controller": "A", "types": ["artifact"]}]}
    board = Board(raw)
    r = board.check({"attacks": {"ship": "B"}})
    assert r.status == "unknown" and r.unread and r.violations[0]["rule"] == "506.3"
    assert board.propose(fix={"ship": "B"}).status == "unknown"
    with pytest.raises(DeclarationError, match="not a creature"):
        board.check({"attacks": {"rock": "B"}})


def test_a_noncreature_another_cards_unread_text_may_animate_is_unknown_not_bad_input_506_3():
    # Mycosynth Lattice's "All permanents are artifacts in addition to their other types"
    # (unread) makes the Forest an artifact, which March of the Machines makes a creature: it
    # may attack (302.6, 506.3), yet declaring it was refused as bad input, "not a creature",
    # because only a permanent's own unread text was taken to make it one
    from attackcheck.models.errors import DeclarationError

    forest = {"id": "forest", "card": "Forest", "controller": "A"}
    lattice = {"id": "lattice", "card": "Mycosynth Lattice", "controller": "A"}
    march = {"id": "march", "card": "March of the Machines", "controller": "A"}
    board = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                   "permanents": [forest, lattice, march]})
    r = board.check({"attacks": {"forest": "B"}})
    assert r.status == "unknown" and r.violations[0]["rule"] == "506.3" and "as read" in r.violations[0]["message"]
    # unread text that speaks of no card type (a bare "Station" line) makes nothing else a creature
    carrier = {"id": "ship", "card": "Squadron Carrier", "controller": "A", "counters": {"charge": 10}}
    plain = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                   "permanents": [forest, carrier]})
    with pytest.raises(DeclarationError, match="not a creature"):
        plain.check({"attacks": {"forest": "B"}})
