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
