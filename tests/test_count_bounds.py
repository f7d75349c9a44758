"""Bounds on the count (solver/bounds.py) when the exact count isn't proved in time: every
bound is a proof, so lower <= exact <= upper must hold for each one, against the
brute-force reference on random small boards and against the exact count on bigger ones.
A relaxation drops a rule (508.1c, 508.1d or 508.1h) and can only count more; a
restriction takes options away so that a rule holds by construction and can only count
fewer."""

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board, CountResult, CountStatus
from attackcheck.solver import bounds as B
from attackcheck.solver.check import maximum
from attackcheck.solver.count import count, count_space
from attackcheck.solver.space import StateSpace
from helpers import board, creature, land
from test_count_classes import token_boards
from test_count_sweep import two_tax_boards

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def space_of(raw) -> StateSpace:
    ctx = Board(raw).context
    mx = maximum(ctx, 20)
    return StateSpace(ctx, mx.value, time.monotonic() + 60)


def every_bound(raw, exact: int) -> int:
    """Checks every relaxation and restriction of the board against the exact count; the
    number of bounds that applied."""
    space = space_of(raw)
    assert B.trivial_upper(space) >= exact
    tilted = B.tilted_upper(space, time.monotonic() + 60)
    if tilted is not None:  # Chernoff's bound on the caps of 508.1c, 508.1d and 508.1h
        assert tilted >= exact, ("tilting the caps", tilted, exact)
    applied = 0
    for kind, how, derive in B.candidates(space):
        derived = derive()
        if derived is None:
            continue
        derived.deadline = time.monotonic() + 60
        value = count_space(derived)
        applied += 1
        if kind == "upper":
            assert value >= exact, (how, value, exact)
        else:
            assert value <= exact, (how, value, exact)
    return applied


def bounds_only(raw) -> CountResult:
    return count(Board(raw).context, time_limit=60, bounds_only=True)


def check_pipeline(raw, exact: int) -> None:
    got = bounds_only(raw)
    if got.status == CountStatus.EXACT:
        assert got.count == exact  # the bounds met
    else:
        assert got.status == CountStatus.BOUNDS
        assert 1 <= got.lower <= exact <= got.upper


@settings(max_examples=200, **SETTINGS)
@given(strategies.boards())
def test_every_bound_holds_on_random_boards(raw):
    exact = len(reference.legal_declarations(raw))
    every_bound(raw, exact)
    check_pipeline(raw, exact)


@settings(max_examples=150, **SETTINGS)
@given(token_boards())
def test_every_bound_holds_on_token_boards(raw):
    exact = len(reference.legal_declarations(raw))
    every_bound(raw, exact)
    check_pipeline(raw, exact)


@settings(max_examples=150, **SETTINGS)
@given(two_tax_boards())
def test_every_bound_holds_with_two_kinds_of_tax(raw):
    exact = len(reference.legal_declarations(raw))
    every_bound(raw, exact)
    check_pipeline(raw, exact)


@pytest.mark.slow
@settings(max_examples=25, **SETTINGS)
@given(two_tax_boards(small=False))
def test_every_bound_holds_against_the_exact_count_on_bigger_boards(raw):
    b = Board(raw)
    exact = b.count().count
    assert exact is not None
    assert every_bound(raw, exact) > 0
    check_pipeline(raw, exact)


@pytest.mark.parametrize("family,size", [("commander", 100), ("duel", 200), ("swarm", 150), ("distinct", 30),
                                         ("pigeonhole", 60)])
def test_bounds_hold_on_benchmark_boards(family, size):
    from benchmarks.boards import generate

    raw = generate(family, size, 0)
    exact = Board(raw).count().count
    assert exact is not None
    every_bound(raw, exact)
    check_pipeline(raw, exact)


@pytest.mark.parametrize("family,size", [("commander", 300), ("duel", 300), ("distinct", 60)])
def test_tilting_the_caps_bounds_tightly_on_benchmark_boards(family, size):
    # 508.1c (Crawlspace), 508.1d (the deficit under the slack) and 508.1h (the demand under
    # the supply) each tilted: an upper bound within a few orders of magnitude of the count
    from benchmarks.boards import generate

    raw = generate(family, size, 0)
    exact = Board(raw).count().count
    assert exact is not None
    tilted = B.tilted_upper(space_of(raw), time.monotonic() + 60)
    assert tilted is not None
    assert exact <= tilted <= exact * 10 ** 4
    assert tilted < B.trivial_upper(space_of(raw))


def test_tilting_leaves_uncapped_boards_to_the_plain_product():
    # no cap, no requirement, no cost: nothing to tilt
    raw = board([creature(f"t{i}", token=True) for i in range(3)], [], players=("A", "B", "C"))
    assert B.tilted_upper(space_of(raw), time.monotonic() + 60) is None


def test_the_restrictions_are_not_empty_where_they_can_pay():
    # Propaganda ({2}) on B, 3 lands: the payment restriction lets one token pay (2 <= 3,
    # two would need 4) and the others attack C for free; 508.1d by construction with the
    # requirement "attacks each combat if able": every token attacks (deficit 0)
    perms = [creature(f"t{i}", name="Token", token=True) for i in range(4)] + [land(f"l{i}", ["{R}"]) for i in range(3)]
    effects = [{"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "B"},
               {"kind": "attacks_if_able", "creatures": [f"t{i}" for i in range(4)], "controller": "B"}]
    raw = board(perms, effects, players=("A", "B", "C"))
    exact = len(reference.legal_declarations(raw))
    space = space_of(raw)
    paid = B.restricted_payment(space)
    assert paid is not None
    paid.deadline = time.monotonic() + 60
    # one token (a fixed member of the class) may attack B or C, the other three C only;
    # the exact count also has the other three tokens at B: 1 + 4
    lower = count_space(paid)
    assert exact == 5
    assert lower == 2
    assert every_bound(raw, exact) >= 4


def test_count_reports_bounds_when_the_exact_count_runs_out_of_time(monkeypatch):
    # the exact count made to run out of time: the answer is the bounds, proved
    import attackcheck.solver.count as C

    raw = board([creature(f"t{i}", token=True) for i in range(6)],
                [{"kind": "max_attackers", "count": 3, "controller": "B"},
                 {"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"}]
                + [], players=("A", "B", "C"))
    raw["permanents"] += [land("l0", ["{G}"]), land("l1", ["{G}"])]
    exact = len(reference.legal_declarations(raw))

    def no_time(space):
        raise C.Timeout

    monkeypatch.setattr(C, "_exact", lambda space, until: None)
    got = C.count(Board(raw).context, time_limit=30)
    assert got.status in (CountStatus.BOUNDS, CountStatus.EXACT)
    if got.status == CountStatus.BOUNDS:
        assert got.lower <= exact <= got.upper
        assert got.to_dict() == {"status": "bounds", "lower": got.lower, "upper": got.upper, "unread": []}
    else:
        assert got.count == exact


def test_unknown_when_m_is_not_proved():
    from attackcheck.solver.results import CountResult

    r = CountResult(CountStatus.UNKNOWN)
    assert r.to_dict() == {"status": "unknown", "unread": []} and r.text() == "unknown"
    b = CountResult(CountStatus.BOUNDS, lower=3, upper=10)
    assert b.to_dict() == {"status": "bounds", "lower": 3, "upper": 10, "unread": []}
    assert b.text() == "between 3 and 10"
    assert CountStatus.BOUNDS == "bounds"


def _force_bounds(monkeypatch):
    """The exact count never proved in time: every count answers with its bounds."""
    import attackcheck.solver.count as C

    monkeypatch.setattr(C, "_exact", lambda space, until: None)


def _tax_board():
    # five tokens that must attack B if able, B taxes {1} and one land pays (508.1h); a
    # Crawlspace on C (508.1c): the bounds don't meet here
    perms = [creature(f"t{i}", name="Token", token=True) for i in range(5)] + [land("l0", ["{R}"])]
    effects = [{"kind": "attack_tax", "target": "B", "cost": "{1}", "controller": "B"},
               {"kind": "attacks_target_if_able", "creatures": [f"t{i}" for i in range(5)], "target": "B",
                "controller": "B"},
               {"kind": "max_attackers_against", "target": "C", "count": 2, "controller": "C"}]
    return board(perms, effects, players=("A", "B", "C", "D"))


def test_cli_prints_the_bounds_and_exits_3(monkeypatch, tmp_path):
    import json

    from typer.testing import CliRunner

    from attackcheck.cli import app

    _force_bounds(monkeypatch)
    raw = _tax_board()
    exact = len(reference.legal_declarations(raw))
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw))
    got = bounds_only(raw)
    assert got.status == CountStatus.BOUNDS and got.lower < got.upper
    r = CliRunner().invoke(app, ["count", str(path), "--json"])
    assert r.exit_code == 3
    data = json.loads(r.stdout)
    assert data["status"] == "bounds" and data["lower"] <= exact <= data["upper"]
    r = CliRunner().invoke(app, ["count", str(path)])
    assert r.exit_code == 3
    assert "bounds" in r.stdout and f"at least {data['lower']}" in r.stdout and f"at most  {data['upper']}" in r.stdout


def test_batch_and_http_carry_the_bounds(monkeypatch):
    from attackcheck.dispatch import solve
    from attackcheck.models import InputError  # noqa: F401  (the dispatcher's errors)

    _force_bounds(monkeypatch)
    raw = _tax_board()
    exact = len(reference.legal_declarations(raw))
    out = solve("count", Board(raw))
    assert out["status"] == "bounds" and out["lower"] <= exact <= out["upper"]
    pytest.importorskip("fastapi")
    from test_service import client_of

    from attackcheck.service import create_app

    with client_of(create_app(time_limit=10)) as c:
        resp = c.post("/count", json={"board": raw})
    assert resp.status_code == 200
    body = resp.json()
    assert body["status"] == "bounds" and body["lower"] <= exact <= body["upper"]


def test_a_hopeless_exact_count_leaves_all_the_time_to_the_bounds(monkeypatch):
    # the mostly distinct board of 200 creatures: three wide totals (a Crawlspace column,
    # 508.1c; the deficit, 508.1d; the generic cost, 508.1h) beside five cost symbols: the
    # products would take far longer than any time limit, so the exact count isn't tried
    import attackcheck.solver.count as C
    from benchmarks.boards import generate

    raw = generate("distinct", 200, 0)
    assert C._hopeless(space_of(raw))
    for family, size in [("commander", 100), ("swarm", 150), ("duel", 200)]:
        assert not C._hopeless(space_of(generate(family, size, 0)))
    tried: list = []
    monkeypatch.setattr(C, "_exact", lambda space, until: tried.append(until))
    got = C.count(Board(raw).context, time_limit=4)
    assert not tried
    assert got.status == CountStatus.BOUNDS and 1 <= got.lower <= got.upper
