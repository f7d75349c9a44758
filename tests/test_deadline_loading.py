"""The time limit bounds the whole call, loading and resolution included: past it while a
board is being read, the answer is unknown (exit 3 on the command line, a TimeoutError in
Python), naming what was unfinished. No timing is measured here: deadlines that expire
after a given number of looks make the expiry land where each test wants it."""

import json

import pytest
from typer.testing import CliRunner

from attackcheck import Board
from attackcheck.batch import solve_line
from attackcheck.cli import app
from attackcheck.solver.deadline import Deadline, TimeLimitReached

EXAMPLE = "tests/examples/commander-goad-archon.yaml"


class _After(Deadline):
    """A deadline that passes after `looks` looks (check calls)."""

    def __init__(self, looks: int):
        super().__init__(60)
        self.looks = looks
        self.seen: list[str] = []

    def check(self, unfinished: str) -> None:
        self.seen.append(unfinished)
        if len(self.seen) > self.looks:
            raise TimeLimitReached(unfinished, 1.0)


def _many_effects(n: int = 40) -> dict:
    perms = [{"id": f"c{i}", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}
             for i in range(30)]
    effects = [{"kind": "attacks_if_able", "creatures": {"controller": "any", "power_at_most": 100 + i}, "controller": "B"}
               for i in range(n)]  # distinct: identical effects are resolved once
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms,
            "effects": effects}


def test_a_deadline_passing_while_effects_are_resolved_names_the_effect():
    with pytest.raises(TimeLimitReached) as info:
        Board(_many_effects(), deadline=_After(10))
    assert info.value.unfinished.startswith("resolving the board")
    assert isinstance(info.value, TimeoutError)


def test_a_deadline_passing_while_facts_are_collected_names_the_effect():
    looks = _After(10 ** 6)
    Board(_many_effects(), deadline=looks)
    resolving = sum(1 for s in looks.seen if s.startswith("resolving"))
    with pytest.raises(TimeLimitReached) as info:
        Board(_many_effects(), deadline=_After(resolving + 5))
    assert info.value.unfinished.startswith("reading the facts of the board's effects (effect")


def test_the_same_board_without_a_deadline_loads_and_its_limit_bounds_loading():
    b = Board(_many_effects())
    assert len(b.context.creatures) == 30
    with pytest.raises(TimeLimitReached):
        Board(_many_effects(), time_limit=0)  # the time limit also bounds loading


def test_the_command_line_answers_unknown_with_what_was_unfinished():
    r = CliRunner().invoke(app, ["check", EXAMPLE, '{"attacks": {"lion": "D"}}', "--json", "--time-limit", "0"])
    assert r.exit_code == 3, r.output
    data = json.loads(r.stdout.strip().splitlines()[0])
    assert data["status"] == "unknown" and data["unfinished"] == "validating the board"
    ok = CliRunner().invoke(app, ["check", EXAMPLE, '{"attacks": {"lion": "D"}}', "--json", "--time-limit", "30"])
    assert ok.exit_code == 0 and json.loads(ok.stdout)["status"] == "legal"


def test_a_batch_line_whose_board_runs_out_of_time_is_unknown_and_the_next_is_answered():
    board = _many_effects(3)
    line = json.dumps({"id": 1, "board": board, "declaration": {"attacks": {}}})
    out = solve_line(line, 1, time_limit=0)
    assert out["result"] == {"status": "unknown", "unfinished": "validating the board", "unread": [],
                             "obeyed": None, "maximum": None}
    assert solve_line(line, 2, time_limit=30)["result"]["status"] == "illegal"  # the three effects force attacks
