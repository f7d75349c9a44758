"""The command line prints what the user wrote literally, says "did you mean" for an unknown
card, and reports an internal error in one line with exit 4 (`--debug`: the traceback)."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from attackcheck import Board
from attackcheck.cli import app
from attackcheck.cli.common import ExitCode

EX = Path(__file__).parent / "examples"
GOAD = str(EX / "commander-goad-archon.yaml")

# ids that rich would read as markup ([/x] fails, [red]...[/red] is restyled) or as an emoji
# code, a lone surrogate (JSON allows "\ud800"; no encoding can write it), a trailing backslash
MARKUP = ["[/x]", "[red]y[/red]", ":fire:", "w\\"]
SURROGATE = "\ud800z"
SHOWN = "\\ud800z"  # how the surrogate is printed
IDS = MARKUP + [SURROGATE]
PLAYER = "[b]B"


def _board(tmp_path, *, grothama=False, ursine=False) -> str:
    perms = [{"id": i, "name": f"N{i}", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}
             for i in IDS]
    perms.append({"id": "arb", "name": "Silent [bold]Arbiter[/]", "controller": PLAYER, "types": ["creature"],
                  "power": 1, "toughness": 5, "abilities": [{"kind": "max_attackers", "count": 1}]})
    if grothama:
        perms.append({"id": "g", "name": "Grothama, All-Devouring", "controller": PLAYER, "types": ["creature"],
                      "power": 10, "toughness": 8})
    if ursine:
        perms.append({"id": "[/u]", "name": "Ursine Monstrosity", "controller": "A", "types": ["creature"],
                      "power": 3, "toughness": 3})
    board = {"version": 1, "players": [{"id": "A", "library": [{"name": "[i]Forest[/i]", "types": ["land"]}]},
                                       {"id": PLAYER}], "turn": {"active": "A"}, "permanents": perms}
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board))  # ensure_ascii: the surrogate is written as \ud800
    return str(path)


def _decl(tmp_path, attacks) -> str:
    path = tmp_path / "decl.json"
    path.write_text(json.dumps({"attacks": attacks}))
    return str(path)


def run(*args, charset="utf-8"):
    return CliRunner(charset=charset).invoke(app, [str(a) for a in args])


def _literal(r, *texts):
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    shown = r.stdout + r.stderr
    for t in texts:
        assert t in shown, (t, shown)


# -- the "did you mean" suggestions of `cards` -----------------------------------------------


def test_cards_unknown_name_prints_did_you_mean_suggestions():
    r = run("cards", "Silvercoat Lio")
    assert r.exit_code == 2
    assert "unknown card 'Silvercoat Lio'; did you mean Silvercoat Lion?" in r.stderr


# -- user text printed literally -----------------------------------------------------------------


def test_check_report_prints_markup_ids_and_surrogates_literally(tmp_path):
    r = run("check", _board(tmp_path), _decl(tmp_path, {i: PLAYER for i in IDS}))
    assert r.exit_code == 1
    _literal(r, *MARKUP, SHOWN, PLAYER, "Silent [bold]Arbiter[/]", "To make it legal: remove")


def test_check_json_stays_valid_json_with_a_surrogate(tmp_path):
    board, decl = _board(tmp_path), _decl(tmp_path, {SURROGATE: PLAYER})
    r = run("check", board, decl, "--json")
    assert r.exit_code == 0
    want = Board(json.loads(Path(board).read_text())).check(json.loads(Path(decl).read_text())).to_dict()
    assert r.stdout == json.dumps(want) + "\n" and json.loads(r.stdout) == want


def test_propose_report_prints_ids_literally(tmp_path):
    r = run("propose", _board(tmp_path), "--fix", f"{MARKUP[0]}={PLAYER}", "--objective", "max-power")
    assert r.exit_code == 0
    _literal(r, MARKUP[0], PLAYER)
    r = run("propose", _board(tmp_path), "--objective", "max-power-against:[/p]")
    assert r.exit_code == 2
    _literal(r, "bad input: --objective: unknown player '[/p]'")


@pytest.mark.parametrize("cmd,code", [("count", 0), ("enumerate", 0), ("validate", 0)])
def test_count_enumerate_validate_accept_such_ids(tmp_path, cmd, code):
    r = run(cmd, _board(tmp_path))
    assert r.exit_code == code and r.exception is None
    if cmd == "enumerate":
        assert {SURROGATE: PLAYER} in [json.loads(x)["attacks"] for x in r.stdout.splitlines()]


def test_bad_input_messages_print_ids_literally(tmp_path):
    board = _board(tmp_path)
    r = run("check", board, _decl(tmp_path, {"[/nobody]": PLAYER}))
    assert r.exit_code == 2
    _literal(r, "bad input: declaration.attacks.[/nobody]: unknown creature '[/nobody]'")
    r = run("check", board, _decl(tmp_path, {"[red]q\ud800": PLAYER}))
    assert r.exit_code == 2
    _literal(r, "declaration.attacks.[red]q\\ud800: unknown creature")
    r = run("--cards", "[/missing].json", "cards")
    assert r.exit_code == 2
    _literal(r, "bad input: --cards [/missing].json:")


def test_begin_combat_report_prints_ids_literally(tmp_path):
    r = run("begin-combat", _board(tmp_path, ursine=True), "--seed", "1")
    assert r.exit_code == 0
    _literal(r, "[/u]: milled [i]Forest[/i] (land)", f"[/u]: chose {PLAYER} at random")


def test_fights_report_prints_ids_literally(tmp_path):
    board = _board(tmp_path, grothama=True)
    r = run("fights", board, _decl(tmp_path, {MARKUP[1]: PLAYER}))
    assert r.exit_code == 0
    _literal(r, MARKUP[1])
    r = run("fights", board, _decl(tmp_path, {MARKUP[0]: PLAYER, SURROGATE: PLAYER}))
    assert r.exit_code == 1  # two attackers under Silent Arbiter's cap
    _literal(r, "[bold]Arbiter[/] (arb)")


def test_cards_print_names_and_oracle_text_literally(tmp_path):
    scry = tmp_path / "cards.json"
    scry.write_text(json.dumps([{"name": "[red]Evil[/red] Cyclops\ud800", "type_line": "Creature \u2014 [i]Cyclops",
                                 "mana_cost": "{2}{R}", "oracle_text": "[/x] attacks each combat if able. :fire:",
                                 "power": "3", "toughness": "3", "colors": ["R"], "keywords": []}]))
    from attackcheck.models import cards

    try:
        r = run("--cards", scry, "cards", "[red]Evil[/red] Cyclops\ud800")
        assert r.exit_code == 0
        _literal(r, "[red]Evil[/red] Cyclops\\ud800  Creature \u2014 [i]Cyclops  {2}{R}",
                 "[/x] attacks each combat if able. :fire:")
    finally:
        cards.clear_registered()


def test_text_the_output_encoding_cannot_hold_is_escaped(tmp_path):
    board = tmp_path / "b.json"
    board.write_text(json.dumps({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
                                 "permanents": [{"id": "lim", "name": "Lim-D\u00fbl", "controller": "A",
                                                 "types": ["creature"], "power": 2, "toughness": 2, "tapped": True}]}))
    r = run("check", board, '{"attacks": {"lim": "B"}}', charset="ascii")
    assert r.exit_code == 1
    _literal(r, "Lim-D\\xfbl")


# -- internal errors -------------------------------------------------------------------------------


def _boom(*args, **kwargs):
    raise RuntimeError("boom\nsecond line")


def test_internal_error_prints_one_line_and_exits_4(monkeypatch):
    monkeypatch.setattr(Board, "count", _boom)
    r = run("count", GOAD)
    assert r.exit_code == ExitCode.INTERNAL == 4
    assert r.stderr == "internal error: RuntimeError: boom second line (--debug shows the traceback)\n"
    assert r.stdout == ""


def test_internal_error_with_debug_raises_the_exception(monkeypatch):
    monkeypatch.setattr(Board, "count", _boom)
    r = run("--debug", "count", GOAD)
    assert isinstance(r.exception, RuntimeError) and "internal error" not in r.stderr


def test_input_errors_keep_exit_2(monkeypatch):
    from attackcheck.models import InputError

    def bad(*args, **kwargs):
        raise InputError("somewhere", "not like this")

    monkeypatch.setattr(Board, "count", bad)
    r = run("count", GOAD)
    assert r.exit_code == 2 and r.stderr == "bad input: somewhere: not like this\n"
    assert run("check", GOAD, '{"attacks": {"ghost": "B"}}').exit_code == 2


def test_standalone_batch_app_reports_internal_errors_too(monkeypatch, tmp_path):
    import attackcheck.batch
    from attackcheck.cli.batch import standalone_app

    monkeypatch.setattr(attackcheck.batch, "run_batch", _boom)
    inp = tmp_path / "in.jsonl"
    inp.write_text("{}\n")
    r = CliRunner().invoke(standalone_app(), ["batch", str(inp), "--out", str(tmp_path / "out.jsonl"), "--no-progress"])
    assert r.exit_code == 4 and r.stderr.startswith("internal error: RuntimeError: boom")


def test_the_help_gives_each_option_its_value_in_words_and_whole_paragraphs():
    # plain help: a flag shows no placeholder, an option with a value names it (--time-limit
    # SECONDS), and a paragraph is reflowed to the width rather than broken where it was written
    from typer.testing import CliRunner

    from attackcheck.cli import app

    for command in ("", "validate", "check", "propose", "count", "enumerate", "cards", "schema", "begin-combat",
                    "fights", "batch", "serve"):
        r = CliRunner().invoke(app, [*command.split(), "--help"], env={"COLUMNS": "80"})
        assert r.exit_code == 0, r.output
        heads = [line.strip().split("  ")[0] for line in r.output.splitlines() if line.lstrip().startswith("--")]
        assert heads and not [head for head in heads if "<" in head], heads  # "--port PORT", never "<int range>"
        assert "<bool>" not in r.output and "╭" not in r.output
    text = CliRunner().invoke(app, ["check", "--help"], env={"COLUMNS": "80"}).output
    assert "Exit 0 legal, 1 illegal (each reason with its rule, and the closest legal\n  declaration), 2 bad input" in text


def test_count_prints_the_bounds_its_json_gives_when_text_is_unread():
    # Ketramose's question is unanswered: the count is not exact, but it is between the
    # counts with either answer; the readable output says so, as --json does.
    path = str(Path(__file__).parent / "data" / "asked-ketramose.yaml")
    data = json.loads(run("count", path, "--json").stdout)
    assert data["status"] == "bounds" and data["unread"]
    r = run("count", path)
    assert r.exit_code == ExitCode.UNKNOWN
    text = " ".join(r.stdout.split())
    assert f"at least {data['lower']}" in text and f"at most {data['upper']}" in text
    assert "these bounds hold whichever way it reads" in text and "Ketramose" in text


def test_unknown_for_unread_text_says_how_to_answer_it(tmp_path):
    board = {"version": 1, "players": [{"id": "A"}, {"id": "B", "hand": 3}], "turn": {"active": "A"},
             "permanents": [{"id": "goyf", "card": "Tarmogoyf", "controller": "A"},
                            {"id": "bridge", "card": "Ensnaring Bridge", "controller": "B"}]}
    path = tmp_path / "goyf.json"
    path.write_text(json.dumps(board))
    r = run("check", str(path), '{"attacks": {"goyf": "B"}}')
    assert r.exit_code == ExitCode.UNKNOWN
    text = " ".join(r.stdout.split())
    assert "unread_text: written" in text and "holds: true" in text
