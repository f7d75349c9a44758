"""Input and output: a batch's output file is recognised by each line's start (a count of
any length, a file without a newline, a hard link of the input); `--cards` reaches the
worker processes; propose's fix and keep_home can't contradict each other; the board's
version and a card's name are refused when empty or of another JSON type; a card named by
a legend's short name suggests the legend; the check of an unread board says why M is unknown."""

from __future__ import annotations

import json
import re
import os
import subprocess
import sys
from pathlib import Path

import pytest

from attackcheck import Board, InputError
from attackcheck.batch import prepare_output
from attackcheck.models.cards import CARD_FILES_VARIABLE

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = [{"id": "A"}, {"id": "B"}]


def cli(*args, cwd=ROOT, env=None) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k != CARD_FILES_VARIABLE}
    environ.update(env or {})
    return subprocess.run([sys.executable, "-m", "attackcheck", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=300, env=environ)


# --------------------------------------------------------------------------- batch output files


def test_a_file_without_a_newline_that_is_no_batch_output_is_refused_not_emptied(tmp_path):
    out = tmp_path / "config.json"
    out.write_text('{"my": "config"}')
    with pytest.raises(InputError, match="not the output of a batch"):
        prepare_output(out)
    assert out.read_text() == '{"my": "config"}'


def test_a_line_cut_by_a_kill_is_cut_away(tmp_path):
    out = tmp_path / "out.jsonl"
    for partial in ('{"line":2,"id":null,"res', '{"li', "{"):
        out.write_text('{"line":1,"id":null,"request":"count","result":{"status":"exact","count":2}}\n' + partial)
        assert prepare_output(out) == 1 and out.read_text().endswith("}\n")


def test_a_count_of_more_than_4300_digits_on_the_last_line_resumes(tmp_path):
    out = tmp_path / "out.jsonl"
    out.write_text('{"line":1,"id":null,"request":"count","result":{"status":"exact","count":' + "9" * 5000 + "}}\n")
    assert prepare_output(out) == 1


def test_a_hard_link_of_the_input_is_the_input(tmp_path):
    inp = tmp_path / "in.jsonl"
    inp.write_text('{"board": {}, "request": "count"}\n')
    os.link(inp, tmp_path / "link.jsonl")
    got = cli("batch", inp, "--out", tmp_path / "link.jsonl", "--restart", "--workers", 1, "--no-progress")
    assert got.returncode == 2 and "can't be the input file" in got.stderr
    assert inp.read_text() == '{"board": {}, "request": "count"}\n'


# --------------------------------------------------------------------------- --cards in worker processes


def test_cards_given_on_the_command_line_reach_the_batch_workers(tmp_path):
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps([{"name": "Grizzly Bears", "type_line": "Creature — Bear", "mana_cost": "{1}{G}",
                                  "oracle_text": "Grizzly Bears attacks each combat if able.", "power": "2",
                                  "toughness": "2", "colors": ["G"], "layout": "normal"}]))
    board = {"version": 1, "players": PLAYERS, "turn": {"active": "A"},
             "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}]}
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps({"board": board, "declaration": {"attacks": {}}}) + "\n")
    got = cli("--cards", cards, "batch", inp, "--out", "-", "--workers", 1, "--no-progress")
    assert got.returncode == 0, got.stderr
    assert json.loads(got.stdout)["result"]["status"] == "illegal"  # the file's Bears must attack
    got = cli("batch", inp, "--out", "-", "--workers", 1, "--no-progress", env={CARD_FILES_VARIABLE: str(cards)})
    assert json.loads(got.stdout)["result"]["status"] == "illegal"
    got = cli("batch", inp, "--out", "-", "--workers", 1, "--no-progress")
    assert json.loads(got.stdout)["result"]["status"] == "legal"  # the real Bears


# --------------------------------------------------------------------------- propose's fix and keep_home


def test_a_creature_fixed_to_attack_and_kept_home_is_bad_input():
    board = Board.from_file(ROOT / "tests/examples/commander-card-names.yaml")
    with pytest.raises(InputError, match=r"also fixed to attack B") as info:
        board.propose(fix={"angel": "B"}, keep_home=["angel"])
    assert info.value.path == "keep_home.angel"
    got = cli("propose", "tests/examples/commander-card-names.yaml", "--fix", "angel=B", "--fix", "angel=C")
    assert got.returncode == 2 and "angel is fixed to attack both B and C" in got.stderr


# --------------------------------------------------------------------------- board fields


@pytest.mark.parametrize("version, shown", [(True, "true"), (1.0, "1.0")])
def test_a_version_of_another_json_type_is_refused(version, shown):
    text = json.dumps({"version": version, "players": PLAYERS, "turn": {"active": "A"}})
    with pytest.raises(InputError, match=rf"^version: {shown} is no version number"):
        Board(text)
    with pytest.raises(InputError, match="version"):
        Board({"version": version, "players": PLAYERS, "turn": {"active": "A"}})


@pytest.mark.parametrize("name", ["", "   "])
def test_an_empty_card_name_is_refused_by_its_field(name):
    with pytest.raises(InputError, match=r"permanents\[0\]\.card"):
        Board({"version": 1, "players": PLAYERS, "turn": {"active": "A"},
               "permanents": [{"id": "x", "card": name, "controller": "A"}]})


def test_a_legends_short_name_suggests_the_legend():
    with pytest.raises(InputError, match=r"did you mean Krenko, Mob Boss or "):
        Board({"version": 1, "players": PLAYERS, "turn": {"active": "A"},
               "permanents": [{"id": "k", "card": "Krenko", "controller": "A"}]})


def test_the_check_of_an_unread_board_says_why_the_maximum_is_unknown(tmp_path):
    board = tmp_path / "board.yaml"
    board.write_text("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\npermanents:\n"
                     "  - {id: bear, card: Grizzly Bears, controller: A}\n"
                     "  - {id: sphere, card: Damping Sphere, controller: B}\n"
                     "  - {id: prop, card: Propaganda, controller: B}\n")
    got = cli("check", board, '{"attacks": {"bear": "B"}}', env={"COLUMNS": "300"})
    assert got.returncode == 3 and "maximum without paying costs is not known (the board leaves something unread" in got.stdout


@pytest.mark.parametrize("line, field, words", [
    ('{"board": {}, "request": null}', "request", "null: leave the field out"),
    ('{"board": {}, "request": "propose", "objective": null}', "objective", "null: leave the field out"),
    ('{"board": {}, "request": 5}', "request", "unknown request 5 (one of"),
])
def test_a_batch_line_with_null_is_refused_as_the_http_api_does(line, field, words):
    from attackcheck.batch import solve_line

    got = solve_line(line, 1)
    assert got["error"]["field"] == field and words in got["error"]["message"]


def test_a_batch_line_that_is_not_utf8_says_so(tmp_path):
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(b'{"board": {}, "id": "\xff"}\n')
    got = cli("batch", inp, "--out", "-", "--workers", 1, "--no-progress")
    assert json.loads(got.stdout)["error"]["message"] == "the line is not UTF-8: byte 0xff at offset 21"


# --------------------------------------------------------------------------- the Python API


def test_an_enumeration_left_open_at_exit_ends_the_process_cleanly(tmp_path):
    script = tmp_path / "open.py"
    script.write_text(
        "from attackcheck import Board\n"
        "board = Board({'version': 1, 'players': [{'id': 'A'}, {'id': 'B'}], 'turn': {'active': 'A'},\n"
        "               'permanents': [{'id': f'bear{i}', 'card': 'Grizzly Bears', 'controller': 'A'}\n"
        "                              for i in range(9)]})\n"
        "legal = iter(board.legal_attacks)\n"
        "print(next(legal).attacks)\n"
        "more = board.enumerate()\n"
        "next(more)\n")
    got = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert got.returncode == 0, got.stderr  # a CP-SAT thread killed at exit aborted the process (SIGABRT)


def test_min_cost_counts_life_paid():
    # semantics: min-cost's value is mana plus life; Norn's Annex's {W/P} paid with 2 life is 2
    b = Board({"version": 1, "players": PLAYERS, "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "annex", "card": "Norn's Annex", "controller": "B"}]})
    p = b.propose(objective="min-cost", fix={"bear": "B"})
    assert p.payment["life"] == 2 and p.objective.value == 2


def test_blocked_names_every_creature_of_a_requirement_that_cant_all_be_obeyed():
    b = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
               "permanents": [{"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "arbiter", "card": "Silent Arbiter", "controller": "C"}],
               "effects": [{"kind": "attacks_if_able", "creatures": ["lion", "bear"], "controller": "B"}]})
    blocked = b.check({"attacks": {}}).blocked
    assert blocked is not None and blocked["requirements"] == [
        "Silvercoat Lion (lion) and Grizzly Bears (bear): each attacks each combat if able "
        "(attacks_if_able (resolved effect 1))"]


def test_a_phyrexian_shortfall_says_what_pays_the_symbols():
    b = Board({"version": 1, "players": [{"id": "A", "life": 5}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": f"b{i}", "card": "Grizzly Bears", "controller": "A"} for i in range(4)]
               + [{"id": "plains", "card": "Plains", "controller": "A"},
                  {"id": "forest", "card": "Forest", "controller": "A"},
                  {"id": "annex", "card": "Norn's Annex", "controller": "B"}]})
    result = b.check({"attacks": {f"b{i}": "B" for i in range(4)}})
    message = next(v.message for v in result.violations if v.kind == "cost")
    assert "it needs {W/P} x4: at most 1 {W} can be made and 5 life pays 2 symbol(s) (119.4)" in message
    assert "Forest (forest) make(s) other mana" in message


def test_a_proposal_no_completion_can_pay_names_the_costs_of_the_fixed_attacks():
    b = Board({"version": 1, "players": PLAYERS, "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "prop", "card": "Propaganda", "controller": "B"}]})
    p = b.propose(fix={"bear": "B"})
    assert str(p.status) == "none"
    assert "the fixed attacks cost: {2} for bear at B (Propaganda (prop))" in p.violations[0].message


# --------------------------------------------------------------------------- 803.1, 506.2a: whom the messages blame


def _pramikon_board(mode: str, direction: str) -> Board:
    return Board({"version": 1, "players": [{"id": p} for p in "ABCD"], "turn": {"active": "A", "attack_mode": mode},
                  "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                                 {"id": "pram", "card": "Pramikon, Sky Rampart", "controller": "C",
                                  "unread_text": "written", "abilities": [{"kind": "attack_direction",
                                                                           "direction": direction}]},
                                 {"id": "bat", "card": "Invasion of Tarkir", "controller": "C", "protector": "B"}]})


@pytest.mark.parametrize("mode, direction, target, words", [
    ("multiple", "left", "bat", "only the nearest opponent to the left and their planeswalkers"),
    ("multiple", "left", "D", "only the nearest opponent to the left, B (Pramikon, Sky Rampart (pram))"),
    ("left", "right", "B", "only the nearest opponent to the right, D"),
    ("left", "right", "D", "attack left: A may attack only B, the next player to the left"),
    ("B", "right", "D", "B is the chosen defending player, not D"),
])
def test_each_limit_on_whom_to_attack_is_named_as_itself(mode, direction, target, words):
    result = _pramikon_board(mode, direction).check({"attacks": {"bear": target}})
    assert str(result.status) == "illegal" and words in result.violations[0].message


@pytest.mark.parametrize("effect, field, words", [
    ({"kind": "attacks_target_if_able", "creatures": {"controller": "target_player"}, "target": "you",
      "controller": "B"}, "effects[0].creatures.controller", "'target_player' is a placeholder"),
    ({"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "that_player", "controller": "B"},
     "effects[0].target", "'that_player' is a placeholder"),
    ({"kind": "attacks_if_able", "creatures": {"controller": "a"}, "controller": "B"},
     "effects[0].creatures.controller", "unknown player 'a'; did you mean 'A'?"),
])
def test_a_templates_placeholder_or_an_unknown_player_is_refused_not_dropped(effect, field, words):
    # Taunt's template pasted as `attackcheck cards` shows it: the requirement was silently lost
    with pytest.raises(InputError, match=re.escape(words)) as info:
        Board({"version": 1, "players": PLAYERS, "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}], "effects": [effect]})
    assert info.value.path == field


def test_every_player_placeholder_of_the_reader_is_refused_on_a_board():
    from attackcheck.models.cards import PLACEHOLDERS
    from attackcheck.models.validate import _TEMPLATE_PLAYERS

    assert {k for k in PLACEHOLDERS if k.endswith("_player")} == set(_TEMPLATE_PLAYERS)
