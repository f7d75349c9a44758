"""Every example board, rewritten with `card:` names instead of written-out
characteristics and effects, gives the same results."""

from pathlib import Path

import pytest
import yaml

from attackcheck import Board

EXAMPLES = sorted((Path(__file__).parent / "examples").glob("*.yaml"))
STATE = ("id", "controller", "owner", "tapped", "sick", "token", "protector", "loyalty", "defense", "attached_to")


def by_card_name(board: dict) -> dict:
    out = dict(board)
    out["permanents"] = [{"card": p.get("card") or p["name"], **{k: p[k] for k in STATE if k in p}}
                         for p in board["permanents"]]
    return out


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_written_with_card_names_gives_the_same_results(path):
    data = yaml.safe_load(path.read_text())
    by_hand, by_name = Board(data["board"]), Board(by_card_name(data["board"]))
    for chk in data["checks"]:
        a, b = by_hand.check(chk["declaration"]), by_name.check(chk["declaration"])
        assert (b.status, b.obeyed, b.maximum) == (a.status, a.obeyed, a.maximum) == (chk["status"], a.obeyed, a.maximum)
    assert by_name.count().count == by_hand.count().count == data["count"]


def test_card_fields_given_on_the_board_override_the_card():
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "j", "card": "Juggernaut", "controller": "A", "power": 7}]})
    p = b.resolved.permanents["j"]
    assert p.power == 7 and p.toughness == 3 and "artifact" in p.types
    assert b.check({"attacks": {}}).status == "illegal"  # its own "attacks each combat if able"


def test_unknown_card_is_bad_input_naming_the_field():
    from attackcheck import BoardError

    with pytest.raises(BoardError) as e:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "x", "card": "No Such Card", "controller": "A"}]})
    assert e.value.path == "permanents[0].card"


def test_cards_from_a_scryfall_file_on_the_command_line(tmp_path):
    import json

    from typer.testing import CliRunner

    from attackcheck.cli import app
    from attackcheck.models import cards

    scry = tmp_path / "cards.json"
    scry.write_text(json.dumps([{"name": "Bloodrock Cyclops", "type_line": "Creature \u2014 Cyclops", "mana_cost": "{2}{R}",
                                 "oracle_text": "Bloodrock Cyclops attacks each combat if able.", "power": "3",
                                 "toughness": "3", "colors": ["R"], "keywords": []}]))
    board = tmp_path / "b.yaml"
    board.write_text(yaml.safe_dump({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                                     "permanents": [{"id": "cy", "card": "Bloodrock Cyclops", "controller": "A"}]}))
    try:
        r = CliRunner().invoke(app, ["--cards", str(scry), "check", str(board), '{"attacks": {}}', "--json"])
        assert r.exit_code == 1 and json.loads(r.stdout)["maximum"] == 1
        r = CliRunner().invoke(app, ["--cards", str(scry), "cards", "Bloodrock Cyclops", "--json"])
        assert json.loads(r.stdout)["effects"] == [{"kind": "attacks_if_able", "creatures": "self"}]
    finally:
        cards.clear_registered()


def test_krang_gives_a_summoning_sick_memnite_haste_on_a_board():
    # Krang, Utrom Warlord: "Other artifact creatures you control have flying, trample,
    # indestructible, and haste" — the last item of the list counts (302.6, 702.10)
    from attackcheck import Board

    board = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                   "permanents": [{"id": "krang", "card": "Krang, Utrom Warlord", "controller": "A", "sick": True},
                                  {"id": "memnite", "card": "Memnite", "controller": "A", "sick": True},
                                  {"id": "bear", "card": "Grizzly Bears", "controller": "A", "sick": True}]})
    assert "haste" in board.resolved.permanents["memnite"].keywords
    assert board.check({"attacks": {"memnite": "B", "krang": "B"}}).status.value == "legal"
    assert board.check({"attacks": {"bear": "B"}}).status.value == "illegal"  # not an artifact: still sick


def test_orgg_cant_attack_a_player_with_an_untapped_creature_of_power_3_or_greater():
    # Orgg: "can't attack if defending player controls an untapped creature with power 3 or
    # greater" is read as `unless: {defending_player_controls_none: ...}` and judged from the
    # board (508.1c), per defending player (a planeswalker's controller, 508.5)
    from attackcheck import Board

    board = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}, {"id": "D"}],
                   "turn": {"active": "A"},
                   "permanents": [{"id": "orgg", "card": "Orgg", "controller": "A"},
                                  {"id": "troll", "card": "Craw Wurm", "controller": "C"},
                                  {"id": "tapped_wurm", "card": "Craw Wurm", "controller": "D", "tapped": True},
                                  {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]})
    assert board.check({"attacks": {"orgg": "B"}}).status.value == "legal"
    assert board.check({"attacks": {"orgg": "D"}}).status.value == "legal"  # its 6/4 is tapped
    r = board.check({"attacks": {"orgg": "C"}})
    assert r.status.value == "illegal" and r.violations[0].rule == "508.1c"
    assert "C controls no untapped creature with power 3 or greater" in r.violations[0].message
    assert board.unread == []
