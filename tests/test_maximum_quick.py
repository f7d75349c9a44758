"""M of 508.1d without a search (one cap at most, no group requirement): the same value as
CP-SAT's, and its declaration is cost-free, breaks nothing and obeys M instances."""

import pytest

from attackcheck import Board
from attackcheck.solver import check as C
from attackcheck.solver.rules import evaluate
from benchmarks.boards import generate


def _solver_maximum(board: Board):
    quick = C._maximum_without_search
    C._maximum_without_search = lambda ctx: None
    try:
        return C.maximum(board.context, 60)
    finally:
        C._maximum_without_search = quick


@pytest.mark.parametrize("family", ["swarm", "distinct", "commander", "duel", "pigeonhole"])
@pytest.mark.parametrize("size,seed", [(12, 0), (40, 1), (150, 2), (400, 3)])
def test_the_quick_maximum_is_the_solvers(family, size, seed):
    data = generate(family, size, seed)
    quick = C._maximum_without_search(Board.from_dict(data).context)
    if family in ("swarm", "distinct"):
        assert quick is not None  # one Crawlspace, no group requirement
    if quick is None:
        return
    solved = _solver_maximum(Board.from_dict(data))
    assert quick.value == solved.value
    ev = evaluate(Board.from_dict(data).context, quick.declaration)
    assert not ev.violations and ev.cost.is_zero() and ev.obeyed == quick.value


def _capped(kind: str, count: int) -> dict:
    perms = [{"id": f"g{i}", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1} for i in range(6)]
    perms.append({"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3})
    effects = [{"kind": "attacks_target_if_able", "creatures": ["g0", "g1", "g2"], "target": "B", "controller": "B"},
               {"kind": "attacks_if_able", "creatures": ["g3", "g4"], "controller": "C"},
               {"kind": "attack_tax", "target": "C", "cost": "{1}", "controller": "C"}]
    if kind == "total":
        effects.append({"kind": "max_attackers", "count": count, "controller": "B"})
    else:
        effects.append({"kind": "max_attackers_against", "target": "B", "count": count, "controller": "B"})
    return {"version": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}], "turn": {"active": "A"},
            "permanents": perms, "designations": [{"goad": "g5", "by": "C"}], "effects": effects}


@pytest.mark.parametrize("kind", ["total", "column"])
@pytest.mark.parametrize("count", [0, 1, 2, 3, 6])
def test_caps_on_all_attackers_and_on_a_player(kind, count):
    data = _capped(kind, count)
    quick = C._maximum_without_search(Board.from_dict(data).context)
    assert quick is not None
    assert quick.value == _solver_maximum(Board.from_dict(data)).value
