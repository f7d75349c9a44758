"""The command line: exit codes, JSON shapes, and bad input naming its field."""

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from attackcheck.cli import app

EX = Path(__file__).parent / "examples"
GOAD = str(EX / "commander-goad-archon.yaml")
runner = CliRunner()


def run(*args, input=None):
    return runner.invoke(app, [str(a) for a in args], input=input)


def test_check_legal_exits_0_with_the_json_of_section_4():
    r = run("check", GOAD, '{"attacks": {"lion": "D"}}', "--json")
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert {"status", "obeyed", "maximum", "violations", "witness", "cost", "payment"} <= set(data)
    assert data["status"] == "legal" and data["maximum"] == 2


def test_check_illegal_exits_1_with_violations_and_a_witness():
    r = run("check", GOAD, '{"attacks": {"lion": "B"}}', "--json")
    assert r.exit_code == 1
    data = json.loads(r.stdout)
    assert data["violations"][0]["kind"] == "requirement" and data["violations"][0]["rule"] == "508.1d"
    assert data["witness"] == {"attacks": {"lion": "D"}}


def test_check_reads_declaration_files_and_standard_input(tmp_path):
    decl = tmp_path / "d.yaml"
    decl.write_text("attacks: {lion: D}\n")
    assert run("check", GOAD, decl).exit_code == 0
    board = yaml.safe_load((EX / "commander-goad-archon.yaml").read_text())["board"]
    assert run("check", "-", '{"attacks": {"lion": "D"}}', input=json.dumps(board)).exit_code == 0


def test_readable_report_names_the_rule():
    r = run("check", GOAD, '{"attacks": {"lion": "C"}}')
    assert r.exit_code == 1 and "508.1c" in r.stdout and "Blazing Archon" in r.stdout


def _bad(tmp_path, mutate):
    board = yaml.safe_load((EX / "duel-juggernaut-ghostly-prison.yaml").read_text())["board"]
    mutate(board)
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(board))
    return run("check", path, '{"attacks": {}}', "--json")


@pytest.mark.parametrize("mutate,field", [
    (lambda b: b["permanents"][0]["abilities"][0].update(creatures=["nobody"]), "permanents[0].abilities[0].creatures[0]"),
    (lambda b: b["permanents"][4]["abilities"][0].update(cost="{Q}"), "permanents[4].abilities[0].cost"),
    (lambda b: b["permanents"][2].update(mana=["{G"]), "permanents[2].mana[0]"),
    (lambda b: b.setdefault("effects", []).append({"kind": "attacks_sideways", "creatures": ["jug"]}), "effects[0].kind"),
    (lambda b: b["permanents"][1].update(colour="green"), "permanents[1].colour"),
    (lambda b: b["permanents"][1].update(id="jug"), "permanents[1].id"),
    (lambda b: b["permanents"].append({"id": "siege", "controller": "A", "types": ["battle"]}), "permanents[5]"),
    (lambda b: b["turn"].update(active="Z"), "turn.active"),
    (lambda b: b.update(designations=[{"goad": "ghost", "by": "B"}]), "designations[0].goad"),
])
def test_bad_board_exits_2_and_names_the_field(tmp_path, mutate, field):
    r = _bad(tmp_path, mutate)
    assert r.exit_code == 2
    data = json.loads(r.stdout)
    assert data["violations"][0]["field"] == field, data
    assert field in r.stderr


def test_yaml_that_does_not_parse_exits_2(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("version: 1\nplayers: [\n")
    r = run("validate", path)
    assert r.exit_code == 2 and "line" in r.stderr


@pytest.mark.parametrize("decl,field", [
    ('{"attacks": {"ghost": "B"}}', "declaration.attacks.ghost"),
    ('{"attacks": {"archon": "jace", "lion": "forest"}}', "declaration.attacks.lion"),
    ('{"attacks": {"lion": "nowhere"}}', "declaration.attacks.lion"),
])
def test_bad_declaration_exits_2(decl, field):
    r = run("check", GOAD, decl, "--json")
    assert r.exit_code == 2
    assert json.loads(r.stdout)["violations"][0]["field"] == field


def test_a_known_creature_that_cant_attack_is_illegal_not_bad_input():
    r = run("check", GOAD, '{"attacks": {"archon": "B"}}', "--json")
    assert r.exit_code == 1 and json.loads(r.stdout)["violations"][0]["kind"] == "eligibility"


def test_validate_and_schema():
    r = run("validate", GOAD, "--json")
    assert r.exit_code == 0
    assert json.loads(r.stdout) == {"status": "valid", "players": 4, "permanents": 3, "creatures": 2, "unread": []}
    schema = json.loads(run("schema").stdout)
    assert "properties" in schema and "permanents" in schema["properties"]


def test_propose_fix_lion_b_says_no_legal_completion_and_why():
    r = run("propose", GOAD, "--fix", "lion=B", "--json")
    assert r.exit_code == 1
    data = json.loads(r.stdout)
    assert data["status"] == "none"
    assert any(v["kind"] == "requirement" and "lion" in v["creatures"] for v in data["violations"])


def test_propose_json_shape():
    r = run("propose", EX / "duel-juggernaut-ghostly-prison.yaml", "--objective", "max-power", "--json")
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert data["declaration"] == {"attacks": {"jug": "B"}}
    assert data["objective"] == {"name": "max-power", "value": 5}
    assert data["cost"]["mana"] == "{2}" and len(data["payment"]["mana"]) == 2


def test_propose_unknown_objective_is_bad_input():
    assert run("propose", GOAD, "--objective", "chaos").exit_code == 2


@pytest.mark.slow
def test_count_with_more_digits_than_python_prints_by_default(tmp_path):
    # 7,000 tokens, four opponents, no restriction: each stays home or attacks one of four
    # players, 5^7000 declarations (4,893 digits, past Python's 4,300-digit guard on str())
    import sys

    perms = [{"id": f"t{i}", "name": "Soldier", "controller": "A", "types": ["creature"], "power": 1,
              "toughness": 1, "token": True} for i in range(7000)]
    raw = {"version": 1, "players": [{"id": p} for p in "ABCDE"], "turn": {"active": "A"},
           "permanents": perms, "effects": [], "designations": []}
    path = tmp_path / "tokens.json"
    path.write_text(json.dumps(raw))
    r = run("count", path)
    assert r.exit_code == 0
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    assert r.stdout.split() == [str(5 ** 7000)]
    r = run("count", path, "--json")
    assert json.loads(r.stdout) == {"status": "exact", "count": 5 ** 7000, "unread": []}


def test_count_and_enumerate():
    r = run("count", EX / "duel-juggernaut-ghostly-prison.yaml", "--json")
    assert json.loads(r.stdout) == {"status": "exact", "count": 3, "unread": []}
    lines = run("enumerate", EX / "duel-juggernaut-ghostly-prison.yaml", "--limit", 2).stdout.splitlines()
    assert len(lines) == 2 and all("attacks" in json.loads(x) for x in lines)


def test_enumerate_json_says_why_it_stopped_when_the_board_has_something_unread(tmp_path):
    # it printed nothing on standard output (and "unknown: unknown: ..." on standard error), so
    # a script could not get `unread` from enumerate as it can from check
    board = tmp_path / "johan.yaml"
    board.write_text(yaml.safe_dump({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                                     "permanents": [{"id": "johan", "card": "Johan", "controller": "A"}]}))
    r = run("enumerate", board, "--json")
    assert r.exit_code == 3
    last = json.loads(r.stdout.splitlines()[-1])
    assert last["status"] == "unknown" and last["unread"][0]["permanent"] == "johan"
    assert "unknown: unknown" not in r.output


def test_validate_notes_an_effect_target_that_names_nothing_with_the_id_meant(tmp_path):
    # an unknown target is something that has left the game, so `target: b` for B silently
    # dropped a restriction; a goad's `by` was noted, an effect's target was not
    board = tmp_path / "typo.yaml"
    board.write_text(yaml.safe_dump({
        "version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
        "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}],
        "effects": [{"kind": "cant_attack_target", "creatures": ["bear"], "target": "BB", "controller": "B"}]}))
    r = run("validate", board)
    assert r.exit_code == 0
    assert "effects[0].target: 'BB' names no player or permanent" in r.output and "did you mean 'B'" in r.output


@pytest.mark.parametrize("text", ["[]", "null", "3", '"B"'])
def test_an_inline_declaration_that_is_json_of_another_kind_is_read_as_json(text):
    # it was taken for a file name: "no file '[]'"
    r = run("check", EX / "commander-goad-archon.yaml", text)
    assert r.exit_code == 2 and "no file" not in r.output and "a declaration is a mapping" in r.output


def test_cards_search_without_text_is_bad_input_and_no_match_says_so():
    # both printed an empty line and exited 0
    r = run("cards", "search")
    assert r.exit_code == 2 and "cards search TEXT" in r.output
    r = run("cards", "search", "zzzzqqq")
    assert r.exit_code == 0 and "no card name holds 'zzzzqqq'" in r.output
