"""The fuzz suite at CI size: hostile mutations of the example boards and of random boards
(tests/strategies.py) fed to the API, batch lines, the HTTP service and the readable CLI
report (tests/fuzzing.py says what each may do). `python -m benchmarks.fuzz` runs the same
targets on 100,000 inputs."""

import warnings

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import fuzzing
import strategies
from attackcheck.service import create_app

with warnings.catch_warnings():  # starlette's note about its httpx-based client
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

SETTINGS = dict(deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
BOARDS = st.one_of(st.sampled_from(fuzzing.EXAMPLES), strategies.boards())
RANDOMS = st.randoms(use_true_random=False)


@settings(max_examples=60, **SETTINGS)
@given(RANDOMS, BOARDS)
def test_fuzz_the_api(rng, board):
    fuzzing.api(rng, fuzzing.base_for(rng, [board]))


@settings(max_examples=60, **SETTINGS)
@given(RANDOMS, BOARDS)
def test_fuzz_batch_lines(rng, board):
    fuzzing.batch_line(rng, fuzzing.base_for(rng, [board]))


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(time_limit=fuzzing.TIME_LIMIT, max_body_bytes=200_000)) as c:
        yield c


@settings(max_examples=50, **SETTINGS)
@given(rng=RANDOMS, board=BOARDS)
def test_fuzz_http_bodies(client, rng, board):
    fuzzing.http(client, rng, fuzzing.base_for(rng, [board]))


@settings(max_examples=30, **SETTINGS)
@given(RANDOMS, BOARDS)
def test_fuzz_the_readable_cli_report(rng, board):
    fuzzing.cli(CliRunner(), rng, fuzzing.base_for(rng, [board]))


def _until_undocumented(target):
    import random

    for i in range(300):
        rng = random.Random(i)
        try:
            target(rng, fuzzing.EXAMPLES[i % len(fuzzing.EXAMPLES)])
        except fuzzing.Undocumented as exc:
            return str(exc)
    raise AssertionError("the fuzzer never noticed the internal error")


def test_the_targets_fail_on_an_internal_error(monkeypatch, client):
    """Each target notices a crash: with the solver broken, every target reports it."""
    import attackcheck.batch
    import attackcheck.service
    from attackcheck import Board

    def boom(*args, **kwargs):
        raise RuntimeError("boom")

    for name in ("check", "count", "propose", "is_legal"):
        monkeypatch.setattr(Board, name, boom)
    monkeypatch.setattr(attackcheck.batch, "solve", boom)
    monkeypatch.setattr(attackcheck.service, "solve", boom)
    assert "RuntimeError: boom" in _until_undocumented(fuzzing.api)
    assert "internal error" in _until_undocumented(fuzzing.batch_line)
    assert "500" in _until_undocumented(lambda rng, b: fuzzing.http(client, rng, b))
    assert "exited 4" in _until_undocumented(lambda rng, b: fuzzing.cli(CliRunner(), rng, b))


def test_a_condition_s_selector_with_a_lone_surrogate_is_counted_not_serialised():
    # seed 1, inputs 4420, 6595, 62641 and 93646 of the full run: counting a condition's
    # selector keyed it by its JSON, which a lone surrogate can't be written in
    from attackcheck import Board

    board = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
             "permanents": [
                 {"id": "bear", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2},
                 {"id": "wall", "controller": "A", "types": ["creature"], "power": 0, "toughness": 4,
                  "abilities": [{"kind": "cant_attack", "creatures": "self",
                                 "condition": {"you_control_at_most": {
                                     "selector": {"names": ["\ud800 Relic"]}, "at_most": 0}}}]}]}
    b = Board(board)
    assert b.check({"attacks": {"bear": "B"}}).status.value == "legal"
    assert b.check({"attacks": {"wall": "B"}}).status.value == "illegal"


def test_a_board_that_loads_past_its_time_limit_is_a_documented_outcome(monkeypatch):
    # seed 1, input 13654: Board(..., time_limit=1) raising TimeLimitReached (a TimeoutError
    # naming what was unfinished) is the documented answer, not a crash
    import random

    from attackcheck.solver.deadline import TimeLimitReached

    def slow_board(*args, **kw):
        raise TimeLimitReached("resolving the board (effect 1418 of 2405)", 1.0)

    monkeypatch.setattr(fuzzing, "Board", slow_board)
    assert fuzzing.api(random.Random(0), {"version": 1}) == "load: time limit"
    monkeypatch.setattr(fuzzing, "Board", lambda *a, **k: 1 / 0)
    with pytest.raises(fuzzing.Undocumented):  # any other exception is still a crash
        fuzzing.api(random.Random(0), {"version": 1})


def test_utf16_bodies_with_lone_surrogates_are_sent_and_refused():
    # seed 1, inputs 15453 and 55376: the fuzzer itself could not encode them
    import random

    rng = random.Random(3)
    for _ in range(200):
        data = fuzzing.to_bytes(rng, '{"board": "\ud800"}')
        assert isinstance(data, bytes)


@pytest.mark.parametrize("as_json", [False, True])
def test_a_lone_surrogate_in_a_mana_pool_is_bad_input_naming_the_field(as_json):
    # seed 1, input 69638 of the full run: a validator's message quoting "{W\ud800}{U}" could
    # not be written by pydantic, and the UnicodeEncodeError reached the command line (exit 4);
    # the mana messages quote the symbol now, so it is the usual message for that field
    import json

    from attackcheck import Board
    from attackcheck.models import InputError

    board = {"version": 1, "players": [{"id": "A"}, {"id": "B", "mana_pool": "{W\ud800}{U}"}],
             "turn": {"active": "A"}, "permanents": []}
    with pytest.raises(InputError) as info:
        Board(json.dumps(board) if as_json else board)
    assert info.value.path == "players[1].mana_pool"
    assert "a source makes mana of a type" in info.value.message and "{W\\ud800}" in info.value.message
    r = CliRunner().invoke(__import__("attackcheck.cli", fromlist=["app"]).app,
                           ["check", "\n" + json.dumps(board), '{"attacks": {}}', "--json"])
    assert r.exit_code == 2 and "Traceback" not in (r.stdout or "")


def test_a_message_that_cannot_be_written_names_the_field_holding_the_lone_surrogate():
    # the safety net behind every validator: one that echoes a lone surrogate unquoted
    from attackcheck.models.errors import BoardError
    from attackcheck.models.load import _surrogate_error

    data = {"players": [{"id": "A"}, {"id": "B", "life": 3, "name": "x\ud800"}]}
    try:
        "bad: x\ud800".encode("utf-8")
    except UnicodeEncodeError as exc:
        err = _surrogate_error(data, exc, BoardError)
    assert isinstance(err, BoardError) and err.path == "players[1].name"
    assert "lone surrogate" in err.message and "\\ud800" in err.message
