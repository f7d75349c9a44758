"""The console script refuses a time limit in the environment that is no number of seconds
(bad input, exit 2, naming the variable), and writes its messages on standard error one line
each when that is no terminal (a script's or a log's reader)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOAD = "tests/examples/commander-goad-archon.yaml"


def run(args: list, **env: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    environ.update(env)
    code = "import sys; from attackcheck.cli import main; sys.argv = ['attackcheck', *sys.argv[1:]]; main()"
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=environ, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("name", ["ATTACKCHECK_TIME_LIMIT", "ATTACKCHECK_WITNESS_TIME_LIMIT"])
@pytest.mark.parametrize("value", ["abc", "-5", "nan", "5s"])
def test_a_time_limit_in_the_environment_that_is_no_number_of_seconds_is_bad_input(name, value):
    got = run(["check", GOAD, '{"attacks": {"lion": "D"}}'], **{name: value})
    assert got.returncode == 2, got.stderr
    assert got.stderr.startswith(f"bad input: {name}=") and "internal error" not in got.stderr


def test_a_time_limit_set_to_nothing_is_unset():
    got = run(["check", GOAD, '{"attacks": {"lion": "D"}}'], ATTACKCHECK_TIME_LIMIT="")
    assert got.returncode == 0, got.stderr


def test_a_time_limit_in_the_environment_is_used():
    got = run(["count", GOAD, "--json"], ATTACKCHECK_TIME_LIMIT="0")
    assert got.returncode == 3, got.stderr  # no time at all: unknown, not a guess


def test_an_error_message_is_one_line_on_standard_error_that_is_no_terminal():
    got = run(["check", GOAD, '{"attacks": {"lion": "E"}}'])
    assert got.returncode == 2
    lines = got.stderr.strip().split("\n")
    assert len(lines) == 1 and len(lines[0]) > 80, got.stderr
    assert "unknown defender 'E'" in lines[0]


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["cards", "Moat"], ["schema"]])
def test_a_bad_time_limit_in_the_environment_matters_only_to_commands_that_take_one(args):
    # --version, --help, `cards` and `schema` run nothing with a time limit: they answered
    # "bad input" with exit 2 all the same
    got = run(args, ATTACKCHECK_TIME_LIMIT="abc")
    assert got.returncode == 0 and "bad input" not in got.stderr, got.stderr
    assert run(["--cards", "none.json", "check", GOAD, "{}"], ATTACKCHECK_TIME_LIMIT="abc").stderr.startswith(
        "bad input: ATTACKCHECK_TIME_LIMIT=")


def test_version():
    from attackcheck import __version__

    got = run(["--version"])
    assert got.returncode == 0 and got.stdout.strip() == f"attackcheck {__version__}"
