import pytest
"""propose: lexicographic optimum among legal declarations, with --fix and
--keep-home, compared with the brute-force reference."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board
from helpers import creature, land, make

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def _power(raw, decl, player=None):
    perms = {p["id"]: p for p in raw["permanents"]}
    board = Board(raw)
    dp = board.context.defending_player
    return sum(board.resolved.permanents[c].power or 0 for c, d in decl.items() if player is None or dp.get(d) == player)


@pytest.mark.slow
@settings(max_examples=300, **SETTINGS)
@given(st.data())
def test_proposal_with_fixes_matches_the_best_legal_completion(data):
    raw = data.draw(strategies.boards())
    board = Board(raw)
    creatures = sorted(board.context.creatures)
    fix, home = {}, []
    for c in creatures:
        choice = data.draw(st.sampled_from(["free", "free", "home"] + list(board.context.defenders)))
        if choice == "home":
            home.append(c)
        elif choice != "free":
            fix[c] = choice
    objective = data.draw(st.sampled_from(["forced", "max-attackers", "max-power", "max-power-against:B"]))
    p = board.propose(objective=objective, fix=fix, keep_home=home)
    legal = [d for d in reference.legal_declarations(raw)
             if all(d.get(c) == x for c, x in fix.items()) and not any(c in d for c in home)]
    if not legal:
        assert p.status == "none" and p.violations
        return
    assert p.status == "legal", p.to_dict()
    assert reference.judge(raw, p.declaration)["status"] == "legal"
    assert all(p.declaration.get(c) == x for c, x in fix.items()) and not any(c in p.declaration for c in home)
    score = {
        "forced": lambda d: -len(d),
        "max-attackers": len,
        "max-power": lambda d: _power(raw, d),
        "max-power-against:B": lambda d: _power(raw, d, "B"),
    }[objective]
    assert score(p.declaration) == max(score(d) for d in legal)


def test_keep_home_is_respected_and_explained_when_impossible():
    b = make([creature("jug", abilities=[{"kind": "attacks_if_able", "creatures": "self"}]), creature("bear")])
    p = b.propose(keep_home=["jug"])
    assert p.status == "none" and any(v["kind"] == "requirement" for v in p.violations)
    assert b.propose(keep_home=["bear"]).declaration == {"jug": "B"}


def test_min_cost_prefers_the_untaxed_opponent_and_spends_least():
    prison = {"id": "prison", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    b = make([creature("x", abilities=[{"kind": "attacks_if_able", "creatures": "self"}]), prison,
              land("f1", ["{G}"]), land("f2", ["{G}"])], players=("A", "B", "C"))
    p = b.propose(objective="min-cost")
    assert p.declaration == {"x": "C"} and p.cost["mana"] == "{0}"


def test_fixed_attack_that_needs_an_unpayable_cost_is_named():
    prison = {"id": "prison", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    p = make([creature("x"), prison]).propose(fix={"x": "B"})
    assert p.status == "none" and p.violations[0]["kind"] == "cost"


def test_fixed_attacks_breaking_a_restriction_are_named():
    b = make([creature("x"), creature("y")], [{"kind": "max_attackers", "count": 1, "controller": "B"}])
    p = b.propose(fix={"x": "B", "y": "B"})
    assert p.status == "none" and p.violations[0]["kind"] == "restriction"


def _taxed_board():
    prison = {"id": "prison", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    perms = [creature("jug", power=3, abilities=[{"kind": "attacks_if_able", "creatures": "self"}]),
             creature("ox", power=4), creature("elf", power=1), prison,
             land("f1", ["{G}"]), land("f2", ["{G}"]), land("f3", ["{G}"])]
    return make(perms, players=("A", "B", "C"))


def _not_proved_after(monkeypatch, proved_solves: int):
    """Every solve after the first `proved_solves` reports its solution as not proved
    optimal (a time limit reached), as CP-SAT does on a big board."""
    import importlib

    propose_module = importlib.import_module("attackcheck.solver.propose")
    from attackcheck.solver.params import SolveStatus

    real = propose_module.solve
    calls = []

    def solve(model, deadline, **kw):
        st, solver = real(model, deadline, **kw)
        calls.append(st)
        if len(calls) > proved_solves and st == SolveStatus.OPTIMAL:
            return SolveStatus.FEASIBLE, solver
        return st, solver

    monkeypatch.setattr(propose_module, "solve", solve)
    return propose_module


def test_a_tie_break_not_proved_in_time_still_gives_the_best_declaration_found(monkeypatch):
    # max-power proved, the least spend not: the declaration found is legal (508.1d M, paid)
    # and best for the objective; status unknown (exit 3) says the proposal isn't proved
    # best, and `proved` says which goals were
    board = _taxed_board()
    raw_best = max(_power(board.model.model_dump(mode="json", exclude_none=True), d)
                   for d in reference.legal_declarations(board.model.model_dump(mode="json", exclude_none=True)))
    module = _not_proved_after(monkeypatch, 1)
    monkeypatch.setattr(module, "_combined", lambda am, stages: None)  # one solve a stage
    p = board.propose(objective="max-power")
    assert p.status == "unknown" and p.proved == ["objective"]
    raw = board.model.model_dump(mode="json", exclude_none=True)
    assert reference.judge(raw, p.declaration)["status"] == "legal"
    assert p.objective.value == raw_best == _power(raw, p.declaration)
    out = p.to_dict()
    assert out["status"] == "unknown" and out["proved"] == ["objective"]
    assert out["declaration"]["attacks"] == p.declaration and out["payment"] is not None


def test_a_proposal_not_proved_at_all_is_still_a_legal_declaration(monkeypatch):
    # the weighted single solve stopped by its time limit: nothing after M proved, and the
    # declaration it found is still legal
    board = _taxed_board()
    _not_proved_after(monkeypatch, 0)
    p = board.propose(objective="max-power")
    raw = board.model.model_dump(mode="json", exclude_none=True)
    assert p.status == "unknown" and p.proved == []
    assert reference.judge(raw, p.declaration)["status"] == "legal"
    assert p.to_dict()["proved"] == []


def test_a_proved_proposal_keeps_its_json():
    out = _taxed_board().propose(objective="max-power").to_dict()
    assert out["status"] == "legal" and "proved" not in out


def test_the_command_line_shows_the_declaration_found_and_what_was_proved(monkeypatch, tmp_path):
    # exit 3 (unknown), the declaration found and the goals proved in the readable report
    from typer.testing import CliRunner

    from attackcheck.cli import app
    from helpers import write_json

    board = _taxed_board()
    path = write_json(tmp_path, "board.json", board.model.model_dump(mode="json", exclude_none=True))
    for args in ([], ["--json"]):  # each run: the first stage proved, the next one not
        module = _not_proved_after(monkeypatch, 1)
        monkeypatch.setattr(module, "_combined", lambda am, stages: None)
        r = CliRunner().invoke(app, ["propose", path, "--objective", "max-power", *args])
        assert r.exit_code == 3, r.output
        if args:
            assert '"proved": ["objective"]' in r.output and '"declaration"' in r.output
        else:
            assert "proved best (M, objective proved)" in " ".join(r.output.split())
            assert "Declaration" in r.output and "jug" in r.output
        monkeypatch.undo()  # the next run wraps the real solve again
