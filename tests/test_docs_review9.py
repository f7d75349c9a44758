"""What the command line says where a stranger and ports of other engines' tests found it
unclear: a declaration obeying more than M (508.1d) and the blocking set's heading."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from attackcheck.cli import app

GOADED_PACIFIST = """version: 1
players: [{id: A}, {id: B}, {id: C}]
turn: {active: A}
permanents:
  - {id: bear, card: Grizzly Bears, controller: A}
  - {id: pac, card: Pacifism, controller: B, attached_to: bear}
designations:
  - {goad: bear, by: B}
"""

GOADED_UNDER_PRISON = """version: 1
players: [{id: A}, {id: B}, {id: C}]
turn: {active: A}
permanents:
  - {id: bear, card: Grizzly Bears, controller: A}
  - {id: prison, card: Ghostly Prison, controller: C}
  - {id: f1, card: Forest, controller: A}
  - {id: f2, card: Forest, controller: A}
designations:
  - {goad: bear, by: B}
"""


def checked(tmp_path: Path, board_text: str, declaration: str) -> tuple[int, str]:
    """`attackcheck check` of a board and a declaration: its exit code and its words on one line."""
    board = tmp_path / "b.yaml"
    board.write_text(board_text)
    r = CliRunner().invoke(app, ["check", str(board), declaration])
    return r.exit_code, " ".join(r.output.split())


def test_an_illegal_declaration_obeying_more_than_the_maximum_says_why(tmp_path: Path) -> None:
    # Pacifism: the bear can't attack (508.1c), so M is 0; attacking C anyway obeys both goad
    # instances (701.15b), more than M only by breaking the restriction
    code, said = checked(tmp_path, GOADED_PACIFIST, '{"attacks": {"bear": "C"}}')
    assert code == 1
    assert "obeys 2 requirement instance(s); the maximum without paying costs is 0 (508.1d) (a declaration " \
           "that pays costs, or breaks the rules below, may obey more)" in said


def test_the_blocking_set_is_said_to_block_at_no_cost(tmp_path: Path) -> None:
    # goaded by B in three players, the bear must attack C, which costs {2} (Ghostly Prison):
    # paying, it obeys both instances (legal), but no declaration obeys them at no cost
    code, said = checked(tmp_path, GOADED_UNDER_PRISON, '{"attacks": {}}')
    assert code == 1
    assert "Requirements no declaration can all obey at no cost, and the smallest set of restrictions and costs " \
           "responsible" in said
    assert checked(tmp_path, GOADED_UNDER_PRISON, '{"attacks": {"bear": "C"}}')[0] == 0


def test_every_wrong_id_of_a_declaration_and_of_propose_is_said_at_once() -> None:
    import pytest

    from attackcheck import Board, InputError

    b = Board(GOADED_UNDER_PRISON)
    with pytest.raises(InputError) as info:
        b.check({"attacks": {"bear": "Z", "bearx": "B", "f1": "B"}})
    assert [p for p, _ in info.value.errors] == [
        "declaration.attacks.bear", "declaration.attacks.bearx", "declaration.attacks.f1"]
    assert "unknown defender 'Z'" in info.value.errors[0][1]
    assert "is not a creature (506.3)" in info.value.errors[2][1]
    with pytest.raises(InputError) as info:
        b.propose(fix={"bear": "Q"}, keep_home=["elf"])
    assert [p for p, _ in info.value.errors] == ["fix.bear", "keep_home.elf"]


def test_an_unknown_active_player_and_unknown_controllers_are_said_together() -> None:
    import pytest

    from attackcheck import Board, InputError

    text = ("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: E}\npermanents:\n"
            "  - {id: bear, card: Grizzly Bears, controller: Z}\n")
    with pytest.raises(InputError) as info:
        Board(text)
    assert [p for p, _ in info.value.errors] == ["turn.active", "permanents[0].controller"]
    # beside a schema error (a flag written as a word), in the same round
    with pytest.raises(InputError) as info:
        Board(text.replace("controller: Z", "controller: Z, tapped: 'maybe'"))
    assert [p for p, _ in info.value.errors] == ["permanents[0].tapped", "turn.active", "permanents[0].controller"]


def test_an_effects_unknown_controller_is_said_with_the_schemas_errors() -> None:
    import pytest

    from attackcheck import Board, InputError

    text = ("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\npermanents:\n"
            "  - {id: bear, card: Grizzly Bears, controller: A, tapped: 'maybe'}\n"
            "effects:\n  - {kind: attack_tax, target: you, cost: '{2}', controller: BB}\n")
    with pytest.raises(InputError) as info:
        Board(text)
    assert [p for p, _ in info.value.errors] == ["permanents[0].tapped", "effects[0].controller"]
    assert "did you mean 'B'" in info.value.errors[1][1]
