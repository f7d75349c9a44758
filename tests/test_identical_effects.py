"""Identical effects (same kind, fields, source and controller) are resolved once and kept
with their number: requirement instances count once per effect (508.1d), costs add up
(508.1h), a restriction (508.1c) or a designation (701.15) is the same however many times
it applies. Each answer equals the one the reference gives effect by effect."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board
from attackcheck.solver.effects import KINDS
from attackcheck.solver.effects.base import Family, Repeats
from helpers import board, creature, land, make

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)

MUST = {"kind": "attacks_if_able", "creatures": ["x"], "controller": "B"}
MUST_Y = {"kind": "attacks_if_able", "creatures": ["y"], "controller": "B"}
ONE_ATTACKER = {"kind": "max_attackers", "count": 1, "controller": "B"}


def test_508_1d_two_identical_requirements_are_two_instances():
    # x carries two instances, y one, and only one creature can attack (508.1c): M is 2,
    # reached only by x attacking
    b = make([creature("x"), creature("y")], [MUST, dict(MUST), MUST_Y, ONE_ATTACKER])
    assert [e.times for e in b.resolved.effects if e.kind == "attacks_if_able"] == [2, 1]
    r = b.check({"attacks": {"y": "B"}})
    assert r.status.value == "illegal" and r.maximum == 2 and r.obeyed == 1
    assert b.check({"attacks": {"x": "B"}}).status.value == "legal"
    v = next(v for v in r.violations if v.rule == "508.1d")
    assert "attacks_if_able (resolved effect 1) and 1 identical effect" in v.message


def test_508_1h_identical_taxes_add_up():
    # two Propaganda effects of one player: {2} and {2}, 4 mana per attacker; three lands pay 3
    tax = {"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "B"}
    lands = [land(f"l{i}", ["{G}"]) for i in range(3)]
    one = make([creature("x"), *lands], [tax])
    two = make([creature("x"), *lands], [tax, dict(tax)])
    assert one.check({"attacks": {"x": "B"}}).status.value == "legal"
    r = two.check({"attacks": {"x": "B"}})
    assert r.status.value == "illegal" and any(v.rule.startswith("508.1") and "{4}" in v.message
                                                for v in r.violations)
    assert two.count().count == one.count().count - 1 == 1  # only staying home is left


def test_508_1c_identical_restrictions_are_one():
    cant = {"kind": "cant_attack", "creatures": ["x"], "controller": "B"}
    b = make([creature("x")], [cant, dict(cant), dict(cant)])
    r = b.check({"attacks": {"x": "B"}})
    assert r.status.value == "illegal"
    assert len([v for v in r.violations if v.rule == "508.1c"]) == 1
    cap = make([creature("x"), creature("y")], [ONE_ATTACKER, dict(ONE_ATTACKER)])
    assert cap.count().count == make([creature("x"), creature("y")], [ONE_ATTACKER]).count().count == 3


def test_701_15_identical_goads_are_one_designation():
    goad = {"kind": "goad", "creatures": ["x"], "controller": "B"}
    b = make([creature("x")], [goad, dict(goad)], players=("A", "B", "C"))
    assert b.resolved.goads == {"x": ("B",)}
    assert sum(i.weight for i in b.context.creatures["x"].instances) == 2  # 701.15b: its two requirements


def test_effects_differing_in_a_field_source_or_controller_stay_apart():
    b = make([creature("x")], [MUST, dict(MUST, controller="A"), dict(MUST, creatures=["x", "x"])])
    assert [e.times for e in b.resolved.effects] == [1, 1, 1]
    juggernaut = creature("x", abilities=[{"kind": "attacks_if_able", "creatures": "self"}] * 2)
    other = creature("y", abilities=[{"kind": "attacks_if_able", "creatures": "self"}])
    b = make([juggernaut, other])
    assert sorted(e.times for e in b.resolved.effects) == [1, 2]  # one permanent's two abilities merge


def test_requirements_that_exist_only_if_a_creature_attacks_are_judged_one_by_one():
    cyclops = {"kind": "attacks_if_able", "creatures": ["x"], "when_attacking": ["y"], "controller": "A"}
    b = make([creature("x"), creature("y")], [cyclops, dict(cyclops)])
    assert len(b.context.conditionals) == 2
    assert b.check({"attacks": {"y": "B"}}).status.value == "illegal"
    assert b.check({"attacks": {"x": "B", "y": "B"}}).status.value == "legal"


def test_every_declaration_kind_says_what_identical_effects_come_to():
    for model, kind in KINDS.items():
        if kind.family in (Family.CHARACTERISTIC, Family.MANA):
            # 613: characteristics apply in timestamp order, and mana effects are ordered choices
            assert kind.repeats is Repeats.EACH, kind.kind
        elif kind.family in (Family.REQUIREMENT, Family.COST):
            assert kind.repeats is Repeats.ADD, kind.kind
        elif kind.family in (Family.PAIR_RESTRICTION, Family.GROUP_RESTRICTION, Family.DESIGNATION):
            assert kind.repeats is Repeats.SAME, kind.kind


@settings(max_examples=150, **SETTINGS)
@given(st.data())
def test_boards_with_identical_effects_match_the_reference(data):
    raw = data.draw(strategies.boards())
    effects = raw.get("effects") or []
    if not effects:
        return
    raw = copy.deepcopy(raw)
    for _ in range(data.draw(st.integers(1, 3))):
        raw["effects"].append(copy.deepcopy(data.draw(st.sampled_from(effects))))
    b = Board(raw)
    attacks = data.draw(strategies.declarations(raw))
    got = b.check({"attacks": attacks})
    if got.status.value == "unknown":
        return
    want = reference.judge(raw, attacks)
    assert (got.status.value, got.maximum) == (want["status"], want["maximum"]), (raw, attacks)
    counted = b.count()
    if counted.status.value == "exact":
        assert counted.count == reference.count(raw)


def test_many_identical_effects_on_many_creatures_stay_within_the_facts_of_one():
    # 2,000 identical "attacks each combat if able" over 500 creatures: 500 instances of weight 2,000
    data = board([creature(f"c{i}") for i in range(500)], [dict(MUST, creatures={"controller": "A"})] * 2000)
    b = Board(data)
    assert b.context.facts == 500
    assert {i.weight for c in b.context.creatures.values() for i in c.instances} == {2000}
    r = b.check({"attacks": {}})
    assert r.status.value == "illegal" and r.maximum == 1_000_000
