"""One error contract at the input edge: whatever a board, declaration or argument holds, the
answer is a result or InputError naming the field (TypeError naming the parameter for a
wrong Python type), never another exception, and strings are never guessed to be file names.
Each test names the hostile input it guards against and what it did before."""

import json
import os
import pickle
import threading
import time
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from attackcheck import Board, BoardError, InputError
from attackcheck.cli import app
from attackcheck.models import limits
from attackcheck.models.errors import MAX_ERRORS, SizeLimitError
from attackcheck.models.load import board_from_data, parse_text, read_text

EX = Path(__file__).parent / "examples"
GOAD = yaml.safe_load((EX / "commander-goad-archon.yaml").read_text())["board"]


def base(**perm):
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
            "permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"],
                            "power": 2, "toughness": 2, **perm}]}


def error_of(call):
    with pytest.raises(InputError) as info:
        call()
    return info.value


# -- numbers ---------------------------------------------------------------------------------------


def test_an_integer_beyond_64_bits_is_refused_naming_its_field():
    # before: power 2^70 reached CP-SAT, which raised TypeError (propose: a model error)
    board = base(power=2 ** 70)
    e = error_of(lambda: Board(board))
    assert e.path == "permanents[0].power" and "out of bounds" in e.message and "2^31" in e.message


@pytest.mark.parametrize("where, value, ok", [
    ("power", 2 ** 31 - 1, True), ("power", 2 ** 31, False), ("power", -2 ** 31, False), ("toughness", 2 ** 40, False),
    ("power", "99999999999", False), ("power", 1e10, False), pytest.param("power", 10 ** 5000, False, id="5000-digits"),
    ("loyalty", 2 ** 33, False), ("damage", 2 ** 31, False), ("x_paid", 10 ** 6, False), ("x_paid", 999_999, True),
])
def test_permanent_numbers_have_bounds(where, value, ok):
    board = base(**{where: value})
    if ok:
        Board(board)
    else:
        assert error_of(lambda: Board(board)).path == f"permanents[0].{where}"


@pytest.mark.parametrize("effect, field, ok", [
    ({"kind": "max_attackers", "count": 999_999}, "count", True),
    ({"kind": "max_attackers", "count": 10 ** 6}, "count", False),
    ({"kind": "mana_replacement", "sources": "self", "multiply": 999, "controller": "A"}, "multiply", True),
    ({"kind": "mana_replacement", "sources": "self", "multiply": 1000, "controller": "A"}, "multiply", False),
    ({"kind": "attack_tax", "target": "B", "cost": "{X}", "x": 10 ** 6, "controller": "B"}, "x", False),
    ({"kind": "attack_tax", "target": "B", "cost": "{1000000}", "controller": "B"}, "cost", True),
    ({"kind": "attack_tax", "target": "B", "cost": "{1000001}", "controller": "B"}, "cost", False),
    ({"kind": "attack_tax", "target": "B", "cost": "{" + "9" * 40 + "}", "controller": "B"}, "cost", False),
    ({"kind": "modify_pt", "creatures": ["bear"], "power": 2 ** 31}, "power", False),
])
def test_effect_numbers_have_bounds(effect, field, ok):
    board = {**base(), "effects": [effect]}
    if ok:
        Board(board)
    else:
        assert error_of(lambda: Board(board)).path == f"effects[0].{field}"


def test_life_and_hand_have_bounds():
    board = {**base(), "players": [{"id": "A", "life": 2 ** 31}, {"id": "B", "hand": 10 ** 7}]}
    e = error_of(lambda: Board(board))
    assert [p for p, _ in e.errors] == ["players[0].life", "players[1].hand"]


def test_a_mana_multiplier_of_a_billion_is_refused():
    # before: MemoryError building a mana string of a billion symbols
    board = {**base(), "effects": [{"kind": "mana_replacement", "sources": {"types": ["land"]},
                                    "multiply": 10 ** 9, "controller": "A"}]}
    assert error_of(lambda: Board(board)).path == "effects[0].multiply"


def test_multipliers_that_multiply_past_the_mana_bound_are_refused():
    land = {"id": "forest", "controller": "A", "types": ["land"], "mana": ["{G}"]}
    triple = {"kind": "mana_replacement", "sources": {"types": ["land"]}, "multiply": 999, "controller": "A"}
    board = {**base(), "effects": [triple] * 2}
    board["permanents"] = board["permanents"] + [land]
    e = error_of(lambda: Board(board))  # 999 * 999 mana from one tap
    assert isinstance(e, SizeLimitError) and e.path == "permanents[1].mana" and "998001" in e.message
    board["effects"] = [{**triple, "multiply": 2}] * 7  # 7 replacement effects: 5,040 orders to try (616.1)
    e = error_of(lambda: Board(board))
    assert isinstance(e, SizeLimitError) and "mana replacement effects" in e.message
    board["effects"] = [{**triple, "multiply": 2}] * 6
    assert Board(board).count().count == 2  # 2^6 = 64 mana from the Forest is fine


@pytest.mark.parametrize("text", [
    '{"version": 1, "players": [{"id": "A", "life": ' + "9" * 5000 + '}], "turn": {"active": "A"}}',
    'version: 1\nplayers: [{id: A, life: ' + "9" * 5000 + '}]\nturn: {active: A}\n',
])
def test_a_number_of_more_than_4300_digits_is_named_in_json_and_yaml(text):
    # before: ValueError from the parser ("Exceeds the limit (4300 digits)")
    e = error_of(lambda: Board(text))
    assert e.path == "players[0].life" and "5000 digits" in e.message


# -- nesting, size, copies -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    '{"version": 1, "x": ' + "[" * 1000 + "]" * 1000 + "}",  # JSON ~1,000 deep: RecursionError before
    "version: 1\nx: " + "[" * 500 + "]" * 500 + "\n",  # YAML ~500 deep: RecursionError before (pure loader)
    "version: 1\nx:\n" + "".join("  " * i + "- \n" for i in range(1, 300)),
    '{"version": 1, "x": ' + "[" * 100_000 + "}",
])
def test_deep_nesting_is_an_input_error(text):
    e = error_of(lambda: Board(text))
    assert "nested" in e.message or "not valid" in e.message


def test_deep_nesting_in_a_mapping_is_refused_at_the_documented_depth():
    deep = 1
    for _ in range(limits.MAX_DEPTH):
        deep = [deep]
    e = error_of(lambda: Board({**base(), "effects": deep}))
    assert "nested more than 32 levels" in e.message and e.path.startswith("effects[0][0]")


def test_yaml_aliases_that_expand_too_far_are_refused():
    text = "version: 1\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for i in range(8):
        text += f"{'bcdefghij'[i]}: &{'bcdefghij'[i]} [" + ", ".join([f"*{'abcdefghij'[i]}"] * 10) + "]\n"
    e = error_of(lambda: Board(text))  # 10^9 values from 250 bytes
    assert isinstance(e, SizeLimitError) and "values" in e.message


def test_a_copy_chain_of_a_thousand_permanents_resolves_without_recursion():
    # before: RecursionError in models/resolve.py (_copiable_values), and a quadratic cycle check
    board = base()
    n = 1500
    board["permanents"] += [{"id": f"c{i}", "controller": "A", "copy_of": "bear" if i == 0 else f"c{i - 1}"}
                            for i in reversed(range(n))]
    b = Board(board)
    assert b.resolved.permanents[f"c{n - 1}"].power == 2 and b.resolved.permanents[f"c{n - 1}"].name == "Grizzly Bears"
    board["permanents"][1]["copy_of"] = f"c{n - 1}"  # a cycle
    assert error_of(lambda: Board(board)).message.startswith("copies form a cycle")


def test_a_board_that_would_resolve_too_large_is_refused_before():
    # before: a 0.3 MB body took gigabytes: creatures times effects that name them all
    effects = [{"kind": "attacks_if_able", "creatures": {"types": ["creature"], "power_at_most": 100 + i}}
               for i in range(5001)]
    board = {**base(), "effects": effects}
    board["permanents"] = [{**board["permanents"][0], "id": f"c{i}"} for i in range(2000)]
    start = time.monotonic()
    e = error_of(lambda: Board(board))
    assert isinstance(e, SizeLimitError) and "pairs" in e.message and time.monotonic() - start < 5
    board["effects"] = effects[:4000]  # 8,000,000 pairs: allowed
    board_from_data(board)  # checks the size, without resolving
    board["effects"] = [effects[0]] * 6000  # identical effects are resolved once: 2,000 pairs
    board_from_data(board)


def test_type_changes_over_every_permanent_count_towards_the_size_limit():
    # before: 400 add_types and remove_types reading every permanent of a board of 100,000 were
    # counted as 400 pairs and took minutes; each reads every permanent (613 layer 4)
    from attackcheck.models.load import board_from_data

    kinds = ("add_types", "remove_types", "lose_abilities")
    effects = [{"kind": kinds[i % 3], "permanents": {"types": ["creature"], "power_at_most": 100 + i},
                **({} if i % 3 == 2 else {"types": ["artifact"]}), "controller": "A"} for i in range(5001)]
    board = {**base(), "effects": effects}
    board["permanents"] = [{**board["permanents"][0], "id": f"c{i}"} for i in range(2000)]
    e = error_of(lambda: board_from_data(board))
    assert isinstance(e, SizeLimitError) and "pairs" in e.message


def test_unknown_fields_are_reported_in_linear_time_and_bounded():
    # before: 60,000 unknown fields (0.77 MB) took 24-27 s (a quadratic de-duplication)
    board = {**base(), **{f"x{i}": 1 for i in range(60_000)}}
    start = time.monotonic()
    e = error_of(lambda: Board(json.loads(json.dumps(board))))
    assert time.monotonic() - start < 10
    assert len(e.errors) == MAX_ERRORS and e.omitted == 60_000 - MAX_ERRORS
    assert e.to_dict()["omitted"] == e.omitted and f"(and {e.omitted} more error(s) not shown)" in str(e)


def test_input_errors_pickle_with_every_field():
    e = error_of(lambda: Board({**base(), **{f"x{i}": 1 for i in range(30)}}))
    back = pickle.loads(pickle.dumps(e))
    assert type(back) is type(e) and back.errors == e.errors and back.omitted == e.omitted


# -- text and files ------------------------------------------------------------------------------


def test_yaml_is_read_with_libyaml_when_present():
    from attackcheck.models.load import _YamlLoader

    if not yaml.__with_libyaml__:
        if os.environ.get("CI") == "true":
            pytest.fail("PyYAML without libyaml: YAML boards load about 4 times slower")
        pytest.skip("PyYAML without libyaml")
    assert issubclass(_YamlLoader, yaml.CSafeLoader)
    e = error_of(lambda: parse_text("a: !!python/object/apply:os.system [echo]\n"))  # safe loading only
    assert "not valid YAML" in e.message


def test_a_board_file_that_is_not_utf8_is_an_input_error(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_bytes(b"version: 1\nplayers: [{id: caf\xe9}]\n")
    e = error_of(lambda: Board.from_file(path))
    assert "not UTF-8 text: byte 0xe9 at offset 29" in e.message
    path.write_text(json.dumps(base()), encoding="utf-16")
    assert "UTF-16 text; save it as UTF-8" in error_of(lambda: Board.from_file(path)).message
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(base()).encode())  # a byte-order mark is fine
    Board.from_file(path)


def test_special_files_are_refused_or_bounded(tmp_path):
    # before: Board("/dev/zero") never returned
    start = time.monotonic()
    e = error_of(lambda: Board.from_file("/dev/zero"))
    assert isinstance(e, SizeLimitError) and time.monotonic() - start < 10
    assert "directory" in error_of(lambda: Board.from_file(tmp_path)).message
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    start = time.monotonic()
    error_of(lambda: Board.from_file(fifo))  # nobody writes: read as empty at once
    assert time.monotonic() - start < 5
    writer = threading.Thread(target=lambda: fifo.write_text(json.dumps(base())))
    writer.start()
    try:
        deadline = time.monotonic() + 10
        while True:  # a FIFO with a writer is read (process substitution, <(...))
            try:
                Board.from_file(fifo)
                break
            except InputError:
                assert time.monotonic() < deadline
                time.sleep(0.05)
    finally:
        writer.join(10)


def test_file_names_with_a_nul_or_a_lone_surrogate_are_input_errors():
    # before: ValueError (embedded null byte) / UnicodeEncodeError
    assert "NUL" in error_of(lambda: Board.from_file("board\x00.yaml")).message
    assert "not valid text" in error_of(lambda: Board.from_file("board\ud800.yaml")).message
    assert "can't read" in error_of(lambda: read_text("no/such/file.yaml")).message


@pytest.mark.parametrize("source", ["/dev/zero", "tests/examples/commander-goad-archon.yaml", "board\x00.yaml",
                                    "\ud800", ""])
def test_a_string_is_board_text_never_a_file_name(source):
    start = time.monotonic()
    e = error_of(lambda: Board(source))
    assert time.monotonic() - start < 5 and isinstance(e, BoardError)


@pytest.mark.parametrize("source", ["decl.json", "decl\x00.json", "\ud800", "-", '{"attacks": {"lion": "Z"}}'])
def test_a_declaration_string_is_text_never_a_file_name(source):
    board = Board(GOAD)
    e = error_of(lambda: board.check(source))
    assert e.path.startswith("declaration") or e.path == ""


def test_declarations_from_files_are_an_explicit_call(tmp_path):
    board = Board(GOAD)
    path = tmp_path / "d.yaml"
    path.write_text("attacks: {lion: D}\n")
    assert board.declaration_from_file(path).attacks == {"lion": "D"}
    assert board.check('{"attacks": {"lion": "D"}}').status == "legal"  # JSON text
    assert error_of(lambda: board.declaration_from_file(tmp_path / "none.json")).path == ""


def test_lone_surrogates_in_ids_are_accepted_and_every_output_survives_them():
    board = {**base(id="\ud800"), "designations": [{"goad": "\ud800", "by": "B"}]}
    b = Board(json.loads(json.dumps(board)))
    result = b.check({"attacks": {}})
    assert result.status == "illegal" and result.witness == {"\ud800": "B"}
    json.dumps(result.to_dict())
    from attackcheck import jsontext

    assert jsontext.encode(result.to_dict()).decode("utf-8").count("\\ud800") >= 1
    e = error_of(lambda: Board("version: 1\nplayers: [{id: \ud800}]\n"))  # YAML can't hold one
    assert "JSON" in e.message


# -- cards and abilities ----------------------------------------------------------------------------


@pytest.mark.parametrize("abilities", [5, True, 1.5, "goad", {"kind": "goad"}])
def test_card_with_abilities_of_the_wrong_type_is_an_input_error(abilities):
    # before: TypeError in _fill_from_cards
    board = base(card="Silvercoat Lion", abilities=abilities)
    e = error_of(lambda: Board(board))
    assert e.path == "permanents[0].abilities"


@pytest.mark.parametrize("card", [5, None, ["Silvercoat Lion"], "x" * 5000, "\ud800", "a\x00b"])
def test_odd_card_names_are_input_errors(card):
    board = base(card=card)
    if card is None:
        Board(board)
    else:
        assert error_of(lambda: Board(board)).path == "permanents[0].card"


# -- the API's parameters ------------------------------------------------------------------------------


def test_propose_objective_errors():
    board = Board(GOAD)
    assert error_of(lambda: board.propose(objective="max-fun")).path == "objective"
    assert error_of(lambda: board.propose(objective="max-power-against:Z")).path == "objective"
    with pytest.raises(TypeError, match="objective"):
        board.propose(objective=None)  # type: ignore[arg-type]


@pytest.mark.parametrize("call, name", [
    (lambda: Board(5), "source"), (lambda: Board(b"{}"), "source"), (lambda: Board(Path("x.yaml")), "source"),
    (lambda: Board(GOAD, time_limit="1"), "time_limit"), (lambda: Board.from_dict([1]), "data"),
    (lambda: Board.from_file(5), "path"),
    (lambda: Board(GOAD).check(5), "declaration"), (lambda: Board(GOAD).check({}, explain="no"), "explain"),
    (lambda: Board(GOAD).check({}, time_limit=[1]), "time_limit"),
    (lambda: Board(GOAD).propose(fix=["lion"]), "fix"), (lambda: Board(GOAD).propose(keep_home="lion"), "keep_home"),
    (lambda: Board(GOAD).propose(keep_home=[5]), "keep_home"), (lambda: Board(GOAD).enumerate(limit="3"), "limit"),
    (lambda: Board(GOAD).count(time_limit=True), "time_limit"),
])
def test_wrong_python_types_raise_type_error_naming_the_parameter(call, name):
    with pytest.raises(TypeError, match=name):
        call()


def test_bad_time_limits_are_value_errors_naming_the_parameter():
    with pytest.raises(ValueError, match="time_limit"):
        Board(GOAD, time_limit=-1)
    with pytest.raises(ValueError, match="time_limit"):
        Board(GOAD).count(time_limit=float("nan"))


# -- the command line keeps its file / - / inline handling --------------------------------------------


def test_cli_reads_files_standard_input_and_inline_text(tmp_path):
    runner = CliRunner()
    text = json.dumps(GOAD)
    assert runner.invoke(app, ["check", str(EX / "commander-goad-archon.yaml"), '{"attacks": {"lion": "D"}}']).exit_code == 0
    assert runner.invoke(app, ["check", "-", '{"attacks": {"lion": "D"}}'], input=text).exit_code == 0
    assert runner.invoke(app, ["check", text, '{"attacks": {"lion": "D"}}']).exit_code == 0  # inline JSON
    assert runner.invoke(app, ["check", "\n" + yaml.safe_dump(GOAD), "{attacks: {lion: D}}"]).exit_code == 0
    decl = tmp_path / "d.json"
    decl.write_text('{"attacks": {"lion": "D"}}')
    assert runner.invoke(app, ["check", text, str(decl)]).exit_code == 0
    assert runner.invoke(app, ["check", text, "-"], input='{"attacks": {"lion": "D"}}').exit_code == 0


@pytest.mark.parametrize("args", [["validate", "/dev/zero"], ["validate", "board\x00.yaml"], ["validate", "/tmp"],
                                  ["check", str(EX / "commander-goad-archon.yaml"), "decl\x00.json"],
                                  ["count", str(EX / "goad-under-arbiter.yaml"), "--time-limit", "-1"]])
def test_cli_bad_files_exit_2(args):
    r = CliRunner().invoke(app, args)
    assert r.exit_code == 2 and "bad input" in r.stderr and r.exception is None or isinstance(r.exception, SystemExit)


def test_huge_numbers_read_the_same_once_python_s_digit_guard_is_lifted():
    # an exact count of thousands of digits lifts sys.set_int_max_str_digits in the process;
    # the answers for huge numbers must not depend on whether that happened
    import sys

    from attackcheck.batch import solve_line

    text = '{"version": 1, "players": [{"id": "A", "life": ' + "9" * 5000 + '}], "turn": {"active": "A"}}'
    yaml_text = 'version: 1\nplayers: [{id: A, life: ' + "9" * 5000 + '}]\nturn: {active: A}\n'
    line = '{"id": ' + "7" * 5000 + ', "board": {"version": 1}, "request": "count"}'
    before = [str(error_of(lambda: Board(text))), str(error_of(lambda: Board(yaml_text))), solve_line(line, 1)]
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        after = [str(error_of(lambda: Board(text))), str(error_of(lambda: Board(yaml_text))), solve_line(line, 1)]
    finally:
        sys.set_int_max_str_digits(old)
    assert before == after and before[2]["error"]["field"] == "id"


@pytest.mark.parametrize("where", ["effects", "abilities"])
@pytest.mark.parametrize("kind", ["attack_tax", "attack_cost"])
def test_an_x_cost_without_x_is_refused_naming_x(where, kind):
    # 107.3: War Tax's "pays {X}" is the X of its activation; a board that leaves it out was
    # read as X = 0 (a free attack: legal), a guess. Now the field is named.
    eff = {"kind": kind, "cost": "{X}", **({"target": "B"} if kind == "attack_tax" else {"creatures": ["bear"]})}
    data = base()
    if where == "effects":
        data["effects"] = [dict(eff, controller="B")]
        path = "effects[0].x"
    else:
        data["permanents"][0]["abilities"] = [eff]
        path = ".abilities[0].x"
    with pytest.raises(BoardError) as err:
        Board(data)
    assert err.value.path.endswith(path)
    data2 = json.loads(json.dumps(data))
    (data2["effects"] if where == "effects" else data2["permanents"][0]["abilities"])[0]["x"] = 1
    assert Board(data2).check({"attacks": {"bear": "B"}}).status == "illegal"  # {1}, no mana


def test_a_team_field_says_team_variants_are_not_supported_810():
    # Two-Headed Giant (810) and the other team variants are no board the format holds: a
    # `team` field said only "unknown field" with the fields a player takes
    from attackcheck import Board, InputError

    with pytest.raises(InputError) as e:
        Board({"version": 1, "players": [{"id": "A", "team": 1}, {"id": "B", "team": 2}], "turn": {"active": "A"},
               "permanents": []})
    assert e.value.path == "players[0].team" and "Two-Headed Giant" in str(e.value) and "810" in str(e.value)


@pytest.mark.parametrize("attached", [
    [{"id": "x", "card": "Grizzly Bears", "controller": "A", "attached_to": "x"}],
    [{"id": "s1", "card": "Bonesplitter", "controller": "A", "attached_to": "s2"},
     {"id": "s2", "card": "Bonesplitter", "controller": "A", "attached_to": "s1"}],
])
def test_a_permanent_attached_to_itself_or_in_a_loop_is_bad_input_301_5c(attached):
    # 301.5c, 303.4d: nothing is attached to itself; the board was valid and the Bears, read
    # as a permanent attached to another, silently stopped being a creature
    with pytest.raises(BoardError) as e:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": attached})
    assert e.value.path == "permanents[0].attached_to" and "itself" in str(e.value)


def test_an_empty_board_file_says_so_without_the_python_api_hint(tmp_path):
    # the message of a string given to Board(...) ("use Board.from_file") meant nothing to a
    # command-line user whose file was empty
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(BoardError) as e:
        Board.from_file(empty)
    assert "holds nothing" in str(e.value) and "from_file" not in str(e.value)
    with pytest.raises(BoardError, match="use Board.from_file"):
        Board("")


def test_every_unknown_id_of_the_board_is_reported_at_once():
    # the checks of ids after the schema stopped at the first error: a newcomer fixed them one
    # run at a time, while schema errors came all together
    with pytest.raises(BoardError) as e:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                              {"id": "elf", "card": "Llanowar Elves", "controller": "X"}],
               "effects": [{"kind": "cant_attack", "creatures": {"controller": "Q"}, "controller": "B"},
                           {"kind": "cant_attack", "creatures": ["ghost"], "controller": "B"}],
               "designations": [{"goad": "phantom", "by": "B"}]})
    assert [p for p, _ in e.value.errors] == ["permanents[1].controller"]  # ids the rest would follow
    with pytest.raises(BoardError) as e:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}],
               "effects": [{"kind": "cant_attack", "creatures": {"controller": "Q"}, "controller": "B"},
                           {"kind": "cant_attack", "creatures": ["ghost"], "controller": "B"}],
               "designations": [{"goad": "phantom", "by": "B"}]})
    assert [p for p, _ in e.value.errors] == ["designations[0].goad", "effects[0].creatures.controller",
                                               "effects[1].creatures[0]"]
