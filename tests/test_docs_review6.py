"""What a stranger using attackcheck for the first time runs into, through the Python API, the
command line, the HTTP service and the judge's page: a request's own fields get "did you mean"
and say what they hold in HTTP as on the command line and in batch lines, propose's arguments
are named as they were given (`fix.X`, `--fix X`), objectives and players get the near name,
the help says what the exit codes, objectives and counts mean, a Board says what it is, and
the page says when an imported board does not load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from fastapi.testclient import TestClient
from typer.testing import CliRunner

import attackcheck
from attackcheck import Board, InputError
from attackcheck.batch import solve_line
from attackcheck.cli import app
from attackcheck.service import create_app
from test_web_page import Page, driver, server  # noqa: F401  (the browser and the server, as fixtures)

ROOT = Path(__file__).resolve().parents[1]
GOAD = ROOT / "tests" / "examples" / "commander-goad-archon.yaml"
GOAD_BOARD = yaml.safe_load(GOAD.read_text(encoding="utf-8"))["board"]


def _flat(text: str) -> str:
    """The words of the output, whatever rich's boxes and wrapping."""
    return " ".join(text.translate({ord(c): " " for c in "│╭╮╰╯─"}).split())


@pytest.fixture(scope="module")
def client():
    return TestClient(create_app())


def _violations(client, path: str, body: dict, status: int = 422) -> list[tuple]:
    r = client.post(path, json=body)
    assert r.status_code == status, r.text
    return [(v["field"], v["message"]) for v in r.json()["violations"]]


# --------------------------------------------------------------------------- HTTP bodies


@pytest.mark.parametrize("path,body,field,meant", [
    ("/check", {"board": GOAD_BOARD, "declartion": {"attacks": {}}}, "declartion", "declaration"),
    ("/check", {"bord": GOAD_BOARD, "declaration": {"attacks": {}}}, "bord", "board"),
    ("/propose", {"board": GOAD_BOARD, "objectve": "max-power"}, "objectve", "objective"),
    ("/propose", {"board": GOAD_BOARD, "keep-home": ["lion"]}, "keep-home", "keep_home"),
    ("/count", {"board": GOAD_BOARD, "time-limit": 3}, "time-limit", "time_limit"),
    ("/count", {"board": GOAD_BOARD, "timelimit": 3}, "timelimit", "time_limit"),
    ("/board/read", {"txt": "version: 1"}, "txt", "text"),
    ("/board/view", {"bord": GOAD_BOARD}, "bord", "board"),
])
def test_an_unknown_body_field_gets_the_field_meant(client, path, body, field, meant):
    # the body's own fields had a bare "unknown field" where the CLI and the board say which
    assert (field, f"unknown field; did you mean {meant!r}?") in _violations(client, path, body)


def test_an_unknown_body_field_far_from_any_lists_the_fields(client):
    out = _violations(client, "/count", {"board": GOAD_BOARD, "colour": "blue"})
    assert out == [("colour", "unknown field; the fields here are board, time_limit")]


def test_a_missing_or_mistyped_body_field_says_what_it_holds(client):
    out = _violations(client, "/check", {"board": GOAD_BOARD, "declartion": {"attacks": {}}})
    assert ("declaration", 'missing: a JSON object {"attacks": {creature id: defender id}}') in out
    out = _violations(client, "/check", {"board": GOAD_BOARD, "declaration": "lion: B"})
    assert out == [("declaration", 'Input should be a valid dictionary: declaration is a JSON object '
                                   '{"attacks": {creature id: defender id}}')]
    out = _violations(client, "/count", {"board": GOAD_BOARD, "time_limit": "ten"})
    assert out[0][0] == "time_limit" and out[0][1].endswith("time_limit is a number of seconds")
    out = _violations(client, "/board/read", {})
    assert out == [("text", "missing: the board's YAML or JSON text, a string")]
    out = _violations(client, "/propose", {"board": GOAD_BOARD, "fix": {"lion": 3}, "keep_home": "lion"})
    assert out == [("fix.lion", "Input should be a valid string: fix is a JSON object {creature id: defender id}"),
                   ("keep_home", "Input should be a valid list: keep_home is a list of creature ids")]


def test_a_path_or_example_not_found_gets_the_near_one(client):
    r = client.post("/chek", json={})
    assert r.status_code == 404
    assert r.json()["violations"][0]["message"].startswith("Not Found: POST /chek; did you mean POST /check?; the API is")
    r = client.get("/board/viw")
    assert "did you mean POST /board/view?" in r.json()["violations"][0]["message"]
    assert "did you mean" not in client.get("/nothing-like-it").json()["violations"][0]["message"]
    r = client.get("/examples/commander-goad")
    assert r.status_code == 404 and r.json()["violations"][0] == {
        "kind": "input", "rule": None, "field": "name",
        "message": "no example 'commander-goad'; did you mean 'commander-goad-archon'?; GET /examples lists them"}


def test_the_answers_to_good_bodies_are_unchanged(client):
    r = client.post("/check", json={"board": GOAD_BOARD, "declaration": {"attacks": {"lion": "D"}}})
    assert r.status_code == 200 and r.json()["status"] == "legal"
    r = client.post("/propose", json={"board": GOAD_BOARD, "objective": "max-power"})
    assert r.json()["declaration"] == {"attacks": {"lion": "D"}}


def test_a_batch_line_field_gets_the_field_meant():
    obj = solve_line(json.dumps({"board": GOAD_BOARD, "declartion": {"attacks": {}}}), 1)
    assert obj["error"] == {"field": "declartion", "message": "unknown field; did you mean 'declaration'?"}
    obj = solve_line(json.dumps({"board": GOAD_BOARD, "colour": "blue"}), 1)
    assert obj["error"]["message"] == ("unknown field; the fields here are id, board, request, declaration, "
                                       "objective, fix, keep_home")


def test_a_batch_line_request_and_time_limit_say_what_to_write():
    obj = solve_line(json.dumps({"board": GOAD_BOARD, "request": "cout"}), 1)
    assert obj["error"] == {"field": "request", "message": "unknown request 'cout' (one of check, propose, "
                                                           "count); did you mean 'count'?"}
    # HTTP bodies take a time_limit each; a batch has one for every line
    obj = solve_line(json.dumps({"board": GOAD_BOARD, "request": "count", "time_limit": 2}), 1)
    assert obj["error"] == {"field": "time_limit", "message": "unknown field; a batch's time limit is its "
                                                              "--time-limit option, for every line"}


# --------------------------------------------------------------------------- card names


def test_a_card_name_with_a_comma_in_a_yaml_flow_mapping_is_told_to_quote_it():
    # `{id: k, card: Krenko, Mob Boss, controller: A}`: YAML ends the name at the comma and
    # reads `Mob Boss` as a field; the error was only "unknown card 'Krenko'; did you mean ..."
    text = ("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\n"
            "permanents:\n  - {id: k, card: Krenko, Mob Boss, controller: A}\n")
    with pytest.raises(InputError) as info:
        Board(text)
    assert info.value.path == "permanents[0].card"
    assert info.value.message.startswith("unknown card 'Krenko'")
    assert info.value.message.endswith("'Krenko, Mob Boss' is a card: in YAML's {...}, a comma ends the name unless "
                                       "it is quoted, card: \"Krenko, Mob Boss\"")
    board = Board(text.replace("card: Krenko, Mob Boss,", 'card: "Krenko, Mob Boss",'))
    assert board.legal_attacks.count() == 2
    with pytest.raises(InputError) as info:  # a name with no such card: no hint
        Board(text.replace("Krenko, Mob Boss", "Krenko, Nobody Here"))
    assert "is a card" not in info.value.message


def test_unquoted_mana_braces_in_yaml_are_told_to_quote_them():
    # `cost: {2}` is a YAML mapping {2: null}: "Input should be a valid string" said no more
    text = ("version: 1\nplayers: [{id: A, mana_pool: {R}}, {id: B}]\nturn: {active: A}\npermanents:\n"
            "  - {id: f, name: Forest, controller: A, types: [land], mana: [{G}]}\n"
            "effects:\n  - {kind: attack_tax, target: you, cost: {2}, controller: B}\n")
    with pytest.raises(InputError) as info:
        Board(text)
    hints = {p: m for p, m in info.value.errors if "quote" in m}
    assert hints == {
        "players[0].mana_pool": 'Input should be a valid string; YAML reads {R} unquoted as a mapping: quote a mana '
                                'string, "{R}"',
        "permanents[0].mana[0]": 'Input should be a valid string; YAML reads {G} unquoted as a mapping: quote a mana '
                                 'string, "{G}"',
        "effects[0].cost": 'Input should be a valid string; YAML reads {2} unquoted as a mapping: quote a mana '
                           'string, "{2}"'}
    quoted = text.replace("{R}}", '"{R}"}').replace("[{G}]", '["{G}"]').replace("cost: {2}", 'cost: "{2}"')
    assert Board(quoted).legal_attacks.count() == 1


BEAR_BOARD = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
              "permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"],
                              "power": 2, "toughness": 2}]}


@pytest.mark.parametrize("selector,errors", [
    # each was three errors, one per branch of the selector ("Input should be 'self' or
    # 'attached'", "... a valid list", "should be a mapping of fields")
    ("bear", [("effects[0].creatures", "'bear' is not a selector: write self, attached, a list of ids such as "
                                       "[bear], or an object such as {types: [creature]}")]),
    (None, [("effects[0].creatures", "null is not a selector: write self, attached, a list of ids, or an object "
                                     "such as {types: [creature]}")]),
    ({"type": "creature"}, [("effects[0].creatures.type", "unknown field; did you mean 'types'?")]),
    (["bear", 3], [("effects[0].creatures[1]", "Input should be a valid string")]),
])
def test_a_selector_of_the_wrong_shape_is_one_error_saying_the_shapes(selector, errors):
    with pytest.raises(InputError) as info:
        Board({**BEAR_BOARD, "effects": [{"kind": "cant_attack", "creatures": selector, "controller": "B"}]})
    assert info.value.errors == errors
    assert Board({**BEAR_BOARD, "effects": [{"kind": "cant_attack", "creatures": ["bear"], "controller": "B"}]})


@pytest.mark.parametrize("cost,meant", [("2", "{2}"), ("2W", "{2}{W}"), ("{1}g", "{1}{G}")])
def test_a_mana_string_without_braces_gets_them(cost, meant):
    with pytest.raises(InputError) as info:
        Board({**BEAR_BOARD, "effects": [{"kind": "attack_tax", "target": "you", "cost": cost, "controller": "B"}]})
    assert info.value.path == "effects[0].cost" and info.value.message.endswith(f"; each symbol is in braces: {meant!r}")


def _card_error(name: str) -> str:
    with pytest.raises(InputError) as info:
        Board({**BEAR_BOARD, "permanents": [{"id": "x", "card": name, "controller": "A"}]})
    assert info.value.path == "permanents[0].card"
    return info.value.message


def test_a_spell_card_says_a_or_an_and_points_at_its_other_face():
    assert _card_error("Divination") == "'Divination' is a sorcery card, which is never on the battlefield (110.4)"
    # the front of a modal double-faced card whose back is a land (the shipped index lacks that face)
    assert _card_error("Agadeem's Awakening") == (
        "\"Agadeem's Awakening\" is a sorcery card, which is never on the battlefield (110.4); if its other face, "
        "Agadeem, the Undercrypt, is the permanent, name that face (card: Agadeem, the Undercrypt; `attackcheck cards "
        "update` brings the faces the shipped index lacks) or write the permanent out")
    assert "a token named Illusion has no card" in _card_error("Illusion")  # the token first
    assert "other face" not in _card_error("Illusion")


def test_artifact_tokens_and_token_words_are_shown_written_out():
    assert _card_error("Treasure").endswith(
        "; a Treasure token has no card: write it out instead, {id: x, name: Treasure, controller: A, token: true, "
        "types: [artifact], subtypes: [Treasure], mana: [any]} (\"Tokens\" in docs/board-format.md)")
    assert "a Food token has no card" in _card_error("food token")
    assert "a token named Goblin has no card" in _card_error("Goblin Token")
    written = {"id": "x", "name": "Treasure", "controller": "A", "token": True, "types": ["artifact"],
               "subtypes": ["Treasure"], "mana": ["any"]}
    board = Board({**BEAR_BOARD, "permanents": [*BEAR_BOARD["permanents"], written]})
    assert repr(board) == "<Board: A's turn, players A, B; 2 permanents, 1 creature (bear)>"


# --------------------------------------------------------------------------- propose's arguments


def test_propose_names_the_fix_argument_not_a_declaration():
    board = Board.from_file(GOAD)
    with pytest.raises(InputError) as info:
        board.propose(fix={"lion": "Z"})
    assert info.value.path == "fix.lion"  # was declaration.attacks.lion, a field propose has not
    with pytest.raises(InputError) as info:
        board.propose(fix={"lino": "D"})
    assert info.value.path == "fix.lino" and "did you mean 'lion'?" in info.value.message


def test_the_command_line_names_the_options_given():
    r = CliRunner().invoke(app, ["propose", str(GOAD), "--fix", "lion=Z"])
    assert r.exit_code == 2 and "bad input: --fix lion: unknown defender 'Z'" in _flat(r.output)
    r = CliRunner().invoke(app, ["propose", str(GOAD), "--keep-home", "lino"])
    assert r.exit_code == 2 and "bad input: --keep-home lino: unknown creature 'lino'; did you mean 'lion'?" \
        in _flat(r.output)


@pytest.mark.parametrize("objective,message", [
    ("max-powr", "unknown objective 'max-powr' (one of forced, max-attackers, max-power, max-power-against:PLAYER, "
                 "min-cost); did you mean 'max-power'?"),
    ("max_attackers", "min-cost); did you mean 'max-attackers'?"),
    ("max-power-against:b", "unknown player 'b'; did you mean 'B'? (the players: A, B, C, D)"),
    ("max-power-against:Z", "unknown player 'Z' (the players: A, B, C, D)"),
    ("best", "unknown objective 'best' (one of forced"),
])
def test_an_unknown_objective_or_player_gets_the_near_one(objective, message):
    with pytest.raises(InputError) as info:
        Board.from_file(GOAD).propose(objective=objective)
    assert info.value.path == "objective" and message in info.value.message


def test_a_board_file_not_found_gets_the_near_file(tmp_path):
    (tmp_path / "board.yaml").write_text(GOAD.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(InputError) as info:
        Board.from_file(tmp_path / "board.yml")
    assert info.value.message == (f"can't read {tmp_path / 'board.yml'}: No such file or directory; "
                                  f"did you mean {tmp_path / 'board.yaml'}?")
    with pytest.raises(InputError) as info:
        Board.from_file(tmp_path / "other.json")
    assert "did you mean" not in info.value.message
    r = CliRunner().invoke(app, ["count", str(tmp_path / "board.yml")], env={"COLUMNS": "1000"})
    assert r.exit_code == 2 and f"did you mean {tmp_path / 'board.yaml'}?" in r.output


def test_a_declaration_given_as_the_board_is_told_so(tmp_path):
    # the arguments swapped: the board's four missing fields and `attacks: unknown field`
    decl = tmp_path / "declaration.json"
    decl.write_text('{"attacks": {"lion": "D"}}', encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(decl), str(GOAD)])
    assert r.exit_code == 2
    assert _flat(r.output) == ("bad input: this is a declaration ({attacks: {creature: defender}}), not a board: the "
                               "board comes first, attackcheck check BOARD DECLARATION")


def test_board_and_declaration_both_on_standard_input_is_told_so():
    # the board read both and answered with the board's missing fields
    r = CliRunner().invoke(app, ["check", "-", "-"], input='{"attacks": {}}')
    assert r.exit_code == 2
    assert "bad input: declaration: the board and the declaration can't both be read from standard input (-)" \
        in _flat(r.output)


def test_serve_on_a_port_in_use_is_bad_input():
    # uvicorn logged the error and the command exited 3, the code of unknown
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        r = CliRunner().invoke(app, ["serve", "--port", str(port)])
    assert r.exit_code == 2
    assert (f"bad input: --port: can't listen on 127.0.0.1:{port}: Address already in use (another server is "
            "listening there: choose another --port)") in _flat(r.output)


# --------------------------------------------------------------------------- the command line's help


def _help(*args: str) -> str:
    r = CliRunner().invoke(app, [*args, "--help"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    return _flat(r.output)


def test_each_commands_help_says_its_exit_codes():
    assert "Exit 0 legal, 1 illegal" in _help("check") and "3 unknown" in _help("check")
    assert "Exit 0 a proposal, 1 none keeps --fix and --keep-home" in _help("propose")
    assert "Exit 0 exact, 2 bad input, 3 bounds or unknown" in _help("count")
    assert "Exit 0 valid, 2 bad input" in _help("validate")
    assert "Exit 0 all listed" in _help("enumerate")


def test_the_help_explains_objectives_counts_and_the_time_limit():
    text = _help("propose")
    for words in ("forced (the fewest attackers: only what requirements force)", "max-power (the most power attacking)",
                  "max-power-against:PLAYER (the most power attacking PLAYER, their planeswalkers and the battles "
                  "they protect)", "min-cost (the least mana plus life)",
                  "M is the most requirement instances (508.1d) a declaration obeys without paying costs"):
        assert words in text
    text = _help("count")
    assert "nobody attacking is one when it is legal" in text and "at least L and at most U" in text
    assert "default 20, or ATTACKCHECK_TIME_LIMIT" in _help("check")
    assert "check [OPTIONS] BOARD DECLARATION" in _help("check")  # the names of the README's synopsis


def test_the_openapi_document_explains_the_objectives(client):
    schema = client.get("/openapi.json").json()["components"]["schemas"]["ProposeRequest"]
    text = schema["properties"]["objective"]["description"]
    assert "max-power (the most power attacking)" in text and "min-cost (the least mana plus life)" in text


def test_what_the_count_help_says_holds():
    token = {"name": "Goblin", "controller": "A", "token": True, "types": ["creature"], "power": 1, "toughness": 1}
    base = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}}
    one = Board({**base, "permanents": [{"id": "g1", **token}]})
    two = Board({**base, "permanents": [{"id": "g1", **token}, {"id": "g2", **token}]})
    assert one.legal_attacks.count() == 2 and {"attacks": {}} in one.legal_attacks
    assert two.legal_attacks.count() == 4


def test_bounds_say_how_far_apart_they_are(monkeypatch):
    from attackcheck import CountResult, CountStatus

    def bounds(lower, upper):
        monkeypatch.setattr(Board, "count", lambda self, **kw: CountResult(CountStatus.BOUNDS, lower=lower, upper=upper))
        r = CliRunner().invoke(app, ["count", str(GOAD)], env={"COLUMNS": "200"})
        assert r.exit_code == 3, r.output
        return r.output.splitlines()

    out = bounds(3 * 10 ** 40, 7 * 10 ** 117)
    assert out[1].startswith("at least 3000") and out[2].startswith("at most  7000")
    assert out[3] == "upper / lower: about 10^77"
    assert bounds(400, 1000)[3] == "upper / lower: 2.5"


def test_a_benchmark_board_can_be_written_to_time_the_command_line(tmp_path, capsys):
    from benchmarks import boards

    out = tmp_path / "commander-30.json"
    assert boards.main(["commander", "30", "--seed", "1", "--out", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == boards.generate("commander", 30, 1)
    assert boards.main(["duel", "10"]) == 0
    assert json.loads(capsys.readouterr().out) == boards.generate("duel", 10, 0)
    with pytest.raises(SystemExit) as info:
        boards.main(["commandr", "10"])
    assert info.value.code == 2


# --------------------------------------------------------------------------- the Python API


def test_a_count_of_thousands_of_digits_has_a_repr():
    # repr() raised ValueError past Python's 4,300-digit guard: print(board.count()) on the
    # 10,000-creature swarm (5,237 digits) failed
    import sys

    from attackcheck import CountResult, CountStatus

    guard = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    try:
        r = CountResult(CountStatus.EXACT, count=10 ** 5000 + 7)
        assert repr(r) == ("CountResult(status=<CountStatus.EXACT: 'exact'>, count=1000000000...0000000007 "
                           "(5001 digits), lower=None, upper=None, unread=[])")
        r = CountResult(CountStatus.BOUNDS, lower=10 ** 60 - 1, upper=10 ** 60)
        assert "lower=" + "9" * 60 + "," in repr(r) and "upper=1000000000...0000000000 (61 digits)" in repr(r)
    finally:
        sys.set_int_max_str_digits(guard)
    assert repr(Board.from_file(GOAD).count()) == ("CountResult(status=<CountStatus.EXACT: 'exact'>, count=1, "
                                                   "lower=None, upper=None, unread=[])")


def test_a_board_says_what_it_is():
    board = Board.from_file(GOAD)
    assert repr(board) == "<Board: A's turn, players A, B, C, D; 3 permanents, 2 creatures (lion, archon)>"
    many = Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                  "permanents": [{"id": f"c{i}", "name": "Bear", "controller": "A", "types": ["creature"],
                                  "power": 2, "toughness": 2} for i in range(10)]})
    assert repr(many).endswith("10 permanents, 10 creatures (c0, c1, c2, c3, c4, c5, c6, c7, ...)>")


def test_declare_says_why_a_declaration_is_not_proved_legal():
    from attackcheck import CheckStatus, IllegalAttackError

    board = Board.from_file(GOAD)
    assert board.declare({"attacks": {"lion": "D"}}).attacks == {"lion": "D"}
    with pytest.raises(IllegalAttackError) as info:
        board.declare({"attacks": {"lion": "B"}})
    assert str(info.value).startswith("illegal attack declaration: Silvercoat Lion (lion) is goaded by B")
    unread = Board({**BEAR_BOARD, "permanents": [*BEAR_BOARD["permanents"],
                                                 {"id": "op", "card": "Titania's Song", "controller": "B"}]})
    with pytest.raises(IllegalAttackError) as info:
        unread.declare({"attacks": {"bear": "B"}})
    # it was "illegal attack declaration: unknown", which it is not known to be
    assert info.value.result.status == CheckStatus.UNKNOWN
    assert str(info.value) == ("attack declaration not proved legal (unknown): the board has text attackcheck did "
                               "not read: Titania's Song (op): Each noncreature artifact loses all abilities and "
                               "becomes an artifact creature with power and toughness each equal to its mana value. "
                               "(say how it applies on the board: the permanent's unread_text, written or inactive, "
                               "or a question's answer in the board's answers; docs/semantics.md, \"Unread\")")


def test_a_results_attributes_are_its_json_fields():
    # as the README says: the same names, but a move's from/to (before/after)
    import dataclasses

    board = Board.from_file(GOAD)
    check = board.check({"attacks": {"lion": "B"}})
    results = [check, board.propose(), board.propose(fix={"lion": "B"}), board.count(), check.violations[0]]
    for result in results:
        names = {f.name for f in dataclasses.fields(result)}
        assert set(result.to_dict()) <= names, type(result).__name__
    move = check.moves[0]
    assert move.to_dict() == {"creature": move.creature, "from": move.before, "to": move.after, "text": move.text}
    assert check.to_dict()["witness"] == {"attacks": check.witness}


def test_the_package_lists_its_lazy_names():
    # tab completion and help() see Board and the result types before they are loaded
    assert {"Board", "CheckResult", "CountResult", "Proposal", "CheckStatus", "InputError"} <= set(dir(attackcheck))
    assert not {"Any", "TYPE_CHECKING"} & set(dir(attackcheck))  # typing helpers are not the API


# --------------------------------------------------------------------------- the judge's page


@pytest.mark.slow
def test_the_page_says_when_an_imported_board_does_not_load(driver, server):  # noqa: F811
    page = Page(driver, server)
    page.open()
    text = "version: 1\nplayers: [{id: A}, {id: B}]\nturn: {actve: A}\npermanents: []\n"
    area = page.d.find_element(page.By.ID, "io-text")
    page.d.execute_script("arguments[0].value = arguments[1]", area, text)
    page.d.find_element(page.By.ID, "io-import").click()
    page.idle()
    status = page.wait(lambda: (lambda t: t if "can't be read" in t else None)(
        page.d.find_element(page.By.ID, "io-status").text), "the import's status")
    # it said "Imported." and nothing else next to the button; the reason was out of view
    assert status.startswith("Imported, but the board can't be read (fix the text and import it again")
    assert "turn.actve: unknown field; did you mean 'active'?" in status and "board.turn" not in status
    page.d.execute_script("arguments[0].value = arguments[1]", area, GOAD.read_text(encoding="utf-8"))
    page.d.find_element(page.By.ID, "io-import").click()
    page.idle()
    assert page.d.find_element(page.By.ID, "io-status").text == "Imported. The declaration was cleared."


def test_a_hand_size_the_board_needs_says_where_to_write_it():
    # Ensnaring Bridge reads its controller's hand: a board without it is told which field.
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                          {"id": "e", "card": "Ensnaring Bridge", "controller": "B"}]}
    with pytest.raises(InputError) as err:
        Board(raw)
    assert "hand needs player B's hand size: write `hand: N` on that player (players[1].hand)" in str(err.value)
    raw["players"][1]["hand"] = 2
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "legal"  # power 2, not greater than 2


def test_a_count_written_as_text_leaves_pythons_digit_guard_alone():
    # text() lifted the process's guard on int-to-text conversion (sys.set_int_max_str_digits,
    # the CVE-2020-10735 protection) for any count past 10,000 bits, so a bot parsing untrusted
    # input in the same process lost it; to_dict() lifts it only where json.dumps needs it
    import json
    import sys

    from attackcheck import CountResult, CountStatus

    guard = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    try:
        n = 10 ** 5000 + 7
        assert CountResult(CountStatus.EXACT, count=n).text() == "1" + "0" * 4999 + "7"
        assert sys.get_int_max_str_digits() == 4300
        assert CountResult(CountStatus.BOUNDS, lower=3, upper=n).text() == "between 3 and 1" + "0" * 4999 + "7"
        json.dumps(CountResult(CountStatus.EXACT, count=3 ** 7000).to_dict())  # 3,340 digits: no need
        assert sys.get_int_max_str_digits() == 4300
        assert json.loads(json.dumps(CountResult(CountStatus.EXACT, count=n).to_dict()))["count"] == n
    finally:
        sys.set_int_max_str_digits(guard)
