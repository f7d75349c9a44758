"""Every effect kind is complete: the kinds of the board format's effect union are exactly
the registered ones, and each has its rule (facts, or a change at resolution), its twin,
its encoder, its counting feature, its explanation text and a handler in the brute-force
reference. On the example board every kind's example matters, and there the twins, the
CP-SAT encoders, the count and the reference agree on every declaration."""

from __future__ import annotations

import itertools
import typing

import pytest

import reference
from attackcheck import Board
from attackcheck.models.board import BoardModel
from attackcheck.solver.check import maximum, pay
from attackcheck.solver.effects import KINDS, ORDERED
from attackcheck.solver.effects.base import EffectKind, Family, GroupRequirement, GroupRestriction, board_of_example
from attackcheck.solver.model import AttackModel
from attackcheck.solver.params import Deadline, solve
from attackcheck.solver.rules import evaluate
from attackcheck.solver.space import StateSpace

KIND_IDS = [k.kind for k in ORDERED]


def union_models() -> set[type]:
    """The effect classes pydantic validates `effects` entries against."""
    item = typing.get_args(BoardModel.model_fields["effects"].annotation)[0]  # Annotated[Union[...], ...]
    union = typing.get_args(item)[0]
    return set(typing.get_args(union))


def test_the_board_format_union_is_the_registry():
    assert union_models() == set(KINDS)
    assert len(KIND_IDS) == len(set(KIND_IDS))
    schema = BoardModel.model_json_schema()
    kinds_in_schema = {d["properties"]["kind"]["const"] for d in schema["$defs"].values()
                       if "kind" in d.get("properties", {}) and "const" in d["properties"]["kind"]}
    assert kinds_in_schema == set(KIND_IDS)


def _board(effects: list[dict], kind: EffectKind) -> dict:
    return board_of_example(kind, effects)


def _declarations(board: dict, b: Board):
    # the creatures of the resolved board (613 layer 4 may make a permanent one, or not)
    creatures = [p["id"] for p in board["permanents"] if b.resolved.permanents[p["id"]].is_creature]
    for choice in itertools.product([None, "B", "C", "jace"], repeat=len(creatures)):
        yield {c: d for c, d in zip(creatures, choice) if d is not None}


def _legal_set(board: dict) -> set:
    return {tuple(sorted(d.items())) for d in reference.legal_declarations(board)}


@pytest.mark.parametrize("name", KIND_IDS)
def test_kind_has_every_face(name):
    kind = next(k for k in ORDERED if k.kind == name)
    cls = type(kind)
    # its example, for the docs and the tests below
    assert kind.example and kind.example[0]["kind"] == name
    # the reference knows it
    assert callable(getattr(reference.Rules, f"_{name}", None)), f"tests/reference.py has no handler for {name}"
    # explanation text: the effect in the rules' words, naming its source
    b = Board(_board(kind.example, kind))
    effect = next((e for e in b.resolved.effects if e.kind == name), None)
    if kind.family.at_resolution:
        # a change made while the board is resolved; its twin, encoder and count are those
        # of what it changes (eligibility, selectors, mana), checked below
        assert cls.apply is not EffectKind.apply and cls.collect is EffectKind.collect
        assert effect is None  # nothing is left for the declare-attackers step
        from attackcheck.models.resolve import REffect

        raw = b.model.effects[0]
        text = kind.describe(REffect(name, "effects[0]", None, raw.controller, raw), b.context)
    else:
        assert cls.collect is not EffectKind.collect and cls.apply is EffectKind.apply
        assert effect is not None
        text = kind.describe(effect, b.context)
    assert isinstance(text, str) and len(text) > 10
    ctx = b.context
    if kind.family == Family.GROUP_RESTRICTION:
        facts = [f for f in ctx.restriction_facts if f.labels == ("effects[0]",)]
        assert facts and all(isinstance(f, GroupRestriction) for f in facts)
        for f in facts:  # twin, counting feature, encoder, explanation text
            values = [a.value({}) for a in f.aggregates]
            assert f.holds(values) is True  # the empty declaration breaks no restriction
            assert len(f.tracks()) == len(f.aggregates)
            assert f.description(ctx)
            am = AttackModel(ctx, payment=False)
            f.encode(am, [am.lit("x")])
    if kind.family == Family.GROUP_REQUIREMENT:
        assert any(isinstance(g, GroupRequirement) and g.label == "effects[0]" for g in ctx.group_requirements)
    if kind.family == Family.REQUIREMENT:
        assert any(i.label == "effects[0]" for info in ctx.creatures.values() for i in info.instances)


@pytest.mark.parametrize("name", KIND_IDS)
def test_kind_example_matters_and_twins_encoders_count_and_reference_agree(name):
    kind = next(k for k in ORDERED if k.kind == name)
    _agree(name, kind.example)


# the examples of the fields that extend a kind (its variants), checked the same way
VARIANT_IDS = [(k.kind, i) for k in ORDERED for i in range(len(k.variants))]


@pytest.mark.parametrize("name,index", VARIANT_IDS, ids=[f"{n}-{i}" for n, i in VARIANT_IDS])
def test_kind_variant_matters_and_twins_encoders_count_and_reference_agree(name, index):
    kind = next(k for k in ORDERED if k.kind == name)
    example = kind.variants[index]
    assert example and example[0]["kind"] == name
    _agree(name, example)


def _agree(name: str, example: list[dict]) -> None:
    kind = next(k for k in ORDERED if k.kind == name)
    board = _board(example, kind)
    # the example matters: without the kind's own effect, other declarations are legal
    assert _legal_set(board) != _legal_set(_board(example[1:], kind)), f"{name}'s example changes nothing"
    b = Board(board)
    ctx = b.context
    for attacks in _declarations(board, b):
        # the twins against the encoders (solver/model.py)
        ev = evaluate(ctx, attacks)
        twin_ok = ev.valid_pairs and ev.restrictions_ok and pay(ctx, attacks, ev.cost).status == "paid"
        fixed = {c: attacks.get(c) for c in ctx.creatures}
        if all(c in ctx.creatures for c in attacks):
            am = AttackModel(ctx, payment=True, fixed=fixed)
            st, solver = solve(am.m, Deadline(10))
            assert st.found == twin_ok, (name, attacks)
            if st.found:
                am.m.maximize(am.obeyed)
                st, solver = solve(am.m, Deadline(10))
                assert int(round(solver.objective_value)) == ev.obeyed, (name, attacks)
            if ev.valid_pairs and ev.restrictions_ok and ev.cost.is_zero():  # M of its pattern, by the encoder
                cf = AttackModel(ctx, cost_free=True, payment=False, pattern=ev.pattern)
                cf.m.maximize(cf.obeyed)
                st, solver = solve(cf.m, Deadline(10))
                assert int(round(solver.objective_value)) == reference.judge(board, attacks)["maximum"], (name, attacks)
        # the check against the reference
        expected = reference.judge(board, attacks)
        got = b.check({"attacks": attacks})
        assert (str(got.status), got.obeyed, got.maximum) == (expected["status"], expected["obeyed"],
                                                               expected["maximum"]), (name, attacks)
        if got.status == "illegal":  # every reason is explained
            assert got.violations and all(v.message for v in got.violations)
    # the counting feature: the count's state space reads the kind's aggregates
    count = b.count()
    assert count.status == "exact" and count.count == len(reference.legal_declarations(board))
    space = StateSpace(ctx, b.context.proved_maximum.value, Deadline(10).at,
                       maxima={p: maximum(ctx, 10, p).value for p in ctx.patterns()})
    for f in ctx.group_restrictions:
        assert all(a in space.agg_ix for a in f.aggregates)
    for g in ctx.group_requirements:
        assert all(a in space.agg_ix for a in g.aggregates)
    for c in ctx.conditionals:
        assert c.when in space.agg_ix and c.attacking in space.agg_ix


def test_every_effect_field_is_checked_by_the_short_reference_pass_or_sends_it_to_the_full_one():
    # models/validate.py: common effects get a short reference check; a field that names ids
    # or players must be one it reads, or one that sends the effect to the full check
    from attackcheck.models.validate import _OTHER_FIELDS, _SHORT_PASS_FIELDS

    assert not (_OTHER_FIELDS & _SHORT_PASS_FIELDS)
    for name, kind in KINDS.items():
        fields = set(kind.model.model_fields)
        assert fields <= _OTHER_FIELDS | _SHORT_PASS_FIELDS, (name, fields - _OTHER_FIELDS - _SHORT_PASS_FIELDS)
        if "cost" in fields:  # 107.3: a cost with {X} is checked for its x in the full pass only
            assert "x" in fields, name
