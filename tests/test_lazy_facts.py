"""Facts made when first read (a big board reads few of them): they read as if made at once."""

from attackcheck import Board
from attackcheck.solver.rules import evaluate
from helpers import board, creature


def test_the_reasons_creatures_cant_attack_read_as_a_plain_mapping():
    raw = board([creature("tapped", tapped=True), creature("sick", sick=True), creature("ready")])
    ctx = Board(raw).context
    reasons = dict(ctx.ineligible)  # every value made, none left empty
    assert sorted(reasons) == ["sick", "tapped"] and "ready" not in ctx.ineligible and len(ctx.ineligible) == 2
    assert (reasons["tapped"].rule, reasons["sick"].rule) == ("508.1a", "302.6")  # 508.1a tapped; 302.6 sick
    assert ctx.ineligible.get("ready") is None and ctx.ineligible["sick"] is reasons["sick"]


def test_the_instances_a_declaration_obeys_are_answered_by_creature_and_defender():
    # 508.1d: "attacks each combat if able" is obeyed by attacking, not by staying home
    raw = board([creature("x"), creature("y")],
                effects=[{"kind": "attacks_if_able", "creatures": ["x", "y"], "controller": "A"}])
    ctx = Board(raw).context
    ev = evaluate(ctx, {"x": "B"})
    (ix,), (iy,) = ctx.creatures["x"].instances, ctx.creatures["y"].instances
    assert (ix.label, ix.kind, "x") in ev.obeyed_instances
    assert (iy.label, iy.kind, "y") not in ev.obeyed_instances
    assert (ix.label, ix.kind, "y") not in ev.obeyed_instances and ("nothing", "group", None) not in ev.obeyed_instances
    assert ev.obeyed == 1
