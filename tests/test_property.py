"""The solver against the brute-force reference (tests/reference.py) on random small boards
drawing on every effect kind, goads, taxes, mana, attack modes, battles and copies."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board
import pytest

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@settings(max_examples=350, **SETTINGS)
@given(st.data())
def test_check_matches_reference(data):
    raw = data.draw(strategies.boards())
    attacks = data.draw(strategies.declarations(raw))
    board = Board(raw)
    expected = reference.judge(raw, attacks)
    got = board.check({"attacks": attacks})
    assert got.status == expected["status"], (got.to_dict(), expected)
    assert got.maximum == expected["maximum"]
    if got.status == "illegal":
        assert got.witness is not None and board.is_legal(got.witness)


@settings(max_examples=250, **SETTINGS)
@given(st.data())
def test_check_matches_reference_on_conditions_and_the_later_kinds(data):
    """Boards drawn mostly from the kinds and fields added with conditions: counters,
    conditions, granted abilities, keyword removal, ignore defender, attack direction, goad
    kept away, requirements that exist only if a creature attacks, target words, X sources."""
    raw = data.draw(strategies.boards(extended=True))
    attacks = data.draw(strategies.declarations(raw))
    board = Board(raw)
    expected = reference.judge(raw, attacks)
    got = board.check({"attacks": attacks})
    assert (got.status, got.maximum) == (expected["status"], expected["maximum"]), (got.to_dict(), expected)
    ctx = board.context
    if all(c in ctx.creatures and d in ctx.defender_set for c, d in attacks.items()):  # creatures that can attack
        assert got.obeyed == expected["obeyed"], (got.to_dict(), expected)
    if got.status == "illegal" and got.witness is not None:
        assert reference.judge(raw, got.witness)["status"] == "legal"
    assert board.count().count == len(reference.legal_declarations(raw))


@settings(max_examples=250, **SETTINGS)
@given(st.data())
def test_check_matches_reference_with_a_non_mana_cost(data):
    """508.1h, 508.1d: a non-mana cost (its payment not decided) makes a declaration that
    would pay it unknown unless it breaks something else; one that pays none is judged, its
    pair never counting for M."""
    base = data.draw(strategies.boards(extended=data.draw(st.booleans())))
    attacks = data.draw(strategies.declarations(base))
    raw = data.draw(strategies.with_non_mana_cost(base))
    board = Board(raw)
    expected = reference.judge(raw, attacks)
    got = board.check({"attacks": attacks})
    assert (got.status, got.maximum) == (expected["status"], expected["maximum"]), (got.to_dict(), expected)
    if got.status == "illegal" and got.witness is not None:
        assert reference.judge(raw, got.witness)["status"] == "legal"


@settings(max_examples=350, **SETTINGS)
@given(strategies.boards())
def test_count_matches_reference(raw):
    board = Board(raw)
    legal = reference.legal_declarations(raw)
    assert board.count().count == len(legal)
    listed = list(board.enumerate())
    key = lambda d: tuple(sorted(d.items()))
    assert sorted(map(key, listed)) == sorted(map(key, legal))


@settings(max_examples=300, **SETTINGS)
@given(strategies.boards(), st.sampled_from(["forced", "max-attackers", "max-power", "min-cost"]))
def test_proposals_are_legal(raw, objective):
    board = Board(raw)
    p = board.propose(objective=objective)
    assert p.status == "legal"
    assert reference.judge(raw, p.declaration)["status"] == "legal"
    legal = reference.legal_declarations(raw)
    if objective == "max-attackers":
        assert len(p.declaration) == max(len(d) for d in legal)
    if objective == "forced":
        assert len(p.declaration) == min(len(d) for d in legal)
