"""`attackcheck check` without typer: the console script runs a plain `check BOARD
DECLARATION [--json] [--explain | --no-explain] [--time-limit SECONDS]` itself (start-up
time), with the same output and exit code as the typer app; every other command line goes
through the app."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from attackcheck.cli import _quick_check

ROOT = Path(__file__).resolve().parents[1]
GOAD = "tests/examples/commander-goad-archon.yaml"
LEGAL = '{"attacks": {"lion": "D"}}'
ILLEGAL = '{"attacks": {"lion": "B"}}'

_RUN = """
import json, sys
args = json.loads(sys.argv[1])
if sys.argv[2] == "main":
    from attackcheck.cli import main
    sys.argv = ["attackcheck", *args]
    main()
else:
    from attackcheck.cli import app
    app(args=args, prog_name="attackcheck")
"""


def _run(how: str, args: list, stdin: str = "") -> tuple:
    proc = subprocess.run([sys.executable, "-c", _RUN, json.dumps(args), how], input=stdin, capture_output=True,
                          text=True, timeout=120, cwd=ROOT)
    return proc.returncode, proc.stdout, proc.stderr


def _board_text() -> str:
    return json.dumps(yaml.safe_load((ROOT / GOAD).read_text(encoding="utf-8"))["board"])


@pytest.mark.parametrize("args,stdin", [
    (["check", GOAD, LEGAL, "--json"], ""),
    (["check", GOAD, ILLEGAL], ""),
    (["check", "--json", GOAD, ILLEGAL, "--no-explain"], ""),
    (["check", GOAD, '{"attacks": {"lion": "C"}}', "--explain", "--time-limit", "30"], ""),
    (["check", GOAD, LEGAL, "--time-limit=0.5", "--json"], ""),
    (["check", "-", LEGAL, "--json"], "BOARD"),
    (["check", GOAD, '{"attacks": {"nobody": "D"}}', "--json"], ""),
    (["check", GOAD, "{not json", "--json"], ""),
    (["check", "no-such-board.yaml", LEGAL], ""),
    (["check", GOAD, LEGAL, "--time-limit", "-1"], ""),  # left to the app
    (["check", GOAD, LEGAL, "--debug"], ""),
    (["check", GOAD], ""),
    (["check", "--help"], ""),
])
@pytest.mark.slow
def test_the_console_script_answers_as_the_app(args, stdin):
    stdin = _board_text() if stdin == "BOARD" else stdin
    assert _run("main", args, stdin) == _run("app", args, stdin)


@pytest.mark.parametrize("args,quick", [
    (["check", "b.yaml", "d.json"], {"board": "b.yaml", "declaration": "d.json"}),
    (["check", "--json", "-", "{}"], {"board": "-", "declaration": "{}", "as_json": True}),
    (["check", "b", "d", "--no-explain", "--time-limit", "2.5"], {"board": "b", "declaration": "d", "explain": False,
                                                                 "time_limit": 2.5}),
    (["check", "b", "d", "--time-limit=.5"], {"board": "b", "declaration": "d", "time_limit": 0.5}),
    (["check", "b"], None),
    (["check", "b", "d", "e"], None),
    (["check", "b", "d", "--json", "--json"], None),
    (["check", "b", "d", "--explain", "--no-explain"], None),
    (["check", "b", "d", "--time-limit"], None),
    (["check", "b", "d", "--time-limit", "1e3"], None),
    (["check", "b", "d", "--time-limit", "--json"], None),
    (["check", "b", "d", "--time-limit="], None),
    (["check", "b", "d", "-x"], None),
    (["check", "b", "--", "d"], None),
    (["check", "b", "d", "--help"], None),
    (["--debug", "check", "b", "d"], None),
    (["propose", "b"], None),
    ([], None),
])
def test_only_a_plain_check_skips_the_app(args, quick):
    expected = None if quick is None else {"as_json": False, "time_limit": None, "explain": True, **quick}
    assert _quick_check(args) == expected


def test_shell_completion_is_left_to_the_app(monkeypatch):
    monkeypatch.setenv("_ATTACKCHECK_COMPLETE", "bash_complete")
    assert _quick_check(["check", "b", "d"]) is None


@pytest.mark.parametrize("args", [["check", GOAD, LEGAL, "--cards", "x.json"], ["count", "--cards=x.json", GOAD]])
def test_cards_written_after_the_command_says_where_it_goes(args):
    code, out, err = _run("main", args)
    assert code == 2 and out == ""
    assert f"write it before the command, as in attackcheck --cards FILE {args[0]} ..." in err


def test_board_field_mistakes_say_what_to_write(tmp_path):
    # a number in quotes, one type where a list goes, a misspelled choice (board format v1)
    path = tmp_path / "b.yaml"
    path.write_text("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\npermanents:\n"
                    "  - {id: bear, name: Bear, controller: A, types: creature, power: '3', toughness: 2}\n"
                    "  - {id: goyf, card: Tarmogoyf, controller: A, unread_text: writen}\n", encoding="utf-8")
    code, out, err = _run("main", ["validate", str(path)])
    assert code == 2
    err = " ".join(err.split())  # (wrapped to the terminal's width)
    assert "permanents[0].types: should be a list: write [creature]" in err
    assert "permanents[0].power: should be a whole number: write 3 without quotes" in err
    assert "permanents[1].unread_text:" in err and "did you mean 'written'?" in err
