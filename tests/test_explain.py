import pytest
"""Explanations: every violation kind with its message, the closest witness, the
moves, and the minimal set of restrictions and costs that blocks requirements."""

import copy
import importlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board
from attackcheck.solver.check import maximum
from attackcheck.solver.effects import ORDERED, Family
from attackcheck.solver.explain import blocking_set
from helpers import assert_nearest_by_moves_is_legal_and_closest, creature, distance, land, make

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
FOUR = ("A", "B", "C", "D")


def kinds(result):
    return {v["kind"] for v in result.violations}


def test_eligibility_message_names_the_card_and_rule():
    r = make([creature("bear", name="Grizzly Bears", tapped=True)]).check({"attacks": {"bear": "B"}})
    v = r.violations[0]
    assert v["kind"] == "eligibility" and v["rule"] == "508.1a" and "Grizzly Bears (bear) is tapped" in v["message"]


def test_defender_message():
    r = make([creature("bear")]).check({"attacks": {"bear": "A"}})
    assert r.violations[0]["kind"] == "defender" and "themselves" in r.violations[0]["message"]


def test_restriction_message_names_the_card_effect_and_rule():
    arb = {"id": "arbiter", "name": "Silent Arbiter", "controller": "B", "types": ["artifact", "creature"],
           "abilities": [{"kind": "max_attackers", "count": 1}]}
    r = make([creature("x"), creature("y"), arb]).check({"attacks": {"x": "B", "y": "B"}})
    v = r.violations[0]
    assert (v["kind"], v["rule"], v["effect"]) == ("restriction", "508.1c", "arbiter.abilities[0]")
    assert "Silent Arbiter" in v["message"]


def test_cost_message_says_what_is_missing_and_why_sources_cant_pay():
    annex = {"id": "annex", "name": "Norn's Annex", "controller": "B", "types": ["artifact"],
             "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{W/P}"}]}
    b = make([creature("pilgrim", name="Avacyn's Pilgrim", mana=["{W}"]), creature("elf", sick=True, mana=["{W}"]),
              land("forest", ["{G}"], name="Forest"), annex], players=({"id": "A", "life": 1}, "B"))
    r = b.check({"attacks": {"pilgrim": "B"}})
    v = next(v for v in r.violations if v["kind"] == "cost")
    assert v["rule"] == "508.1j" and "{W/P}" in v["message"]
    assert "tapped by attacking" in v["message"] and "302.6" in v["message"]


def test_cost_message_wrong_color():
    tax = {"kind": "attack_tax", "target": "B", "cost": "{W}{W}", "controller": "B"}
    b = make([creature("x"), land("plains", ["{W}"]), land("forest", ["{G}"], name="Forest")], [tax])
    v = next(v for v in b.check({"attacks": {"x": "B"}}).violations if v["kind"] == "cost")
    assert "{W} x2" in v["message"] and "Forest" in v["message"]


def test_requirement_message_and_moves():
    b = make([creature("lion")], players=FOUR, designations=[{"goad": "lion", "by": "B"}])
    r = b.check({"attacks": {"lion": "B"}})
    assert kinds(r) == {"requirement"}
    assert "goaded by B" in r.violations[0]["message"]
    (move,) = r.moves
    assert move["from"] == "B" and move["to"] in ("C", "D") and move["text"] == f"move lion from B to {move['to']}"


def test_minimal_set_goaded_creatures_under_a_cap():
    arb = {"id": "arbiter", "controller": "B", "types": ["artifact"], "abilities": [{"kind": "max_attackers", "count": 1}]}
    b = make([creature("g1"), creature("g2"), arb], players=FOUR,
             designations=[{"goad": "g1", "by": "B"}, {"goad": "g2", "by": "B"}])
    blocked = b.check({"attacks": {}}).blocked
    assert [x["effect"] for x in blocked["because"]] == ["arbiter.abilities[0]"]


def test_minimal_set_archon_and_propaganda_block_goad():
    archon = {"id": "archon", "controller": "C", "types": ["creature"],
              "abilities": [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "you"}]}
    prop = {"id": "prop", "controller": "D", "types": ["enchantment"],
            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    extra = {"id": "arb", "controller": "D", "types": ["artifact"], "abilities": [{"kind": "max_attackers", "count": 3}]}
    b = make([creature("lion"), archon, prop, extra], players=FOUR, designations=[{"goad": "lion", "by": "B"}])
    blocked = b.check({"attacks": {}}).blocked
    assert sorted(x["effect"] for x in blocked["because"]) == ["archon.abilities[0]", "prop.abilities[0]"]
    assert {x["kind"] for x in blocked["because"]} == {"restriction", "cost"}


def test_conflicting_requirements_are_reported_as_a_conflict():
    eff = [{"kind": "attacks_target_if_able", "creatures": ["x"], "target": p, "controller": p} for p in ("B", "C")]
    b = make([creature("x")], eff, players=("A", "B", "C"))
    assert blocking_set(b.context) == {"requirements": blocking_set(b.context)["requirements"], "because": [], "conflict": True}


@pytest.mark.slow
@settings(max_examples=250, **SETTINGS)
@given(st.data())
def test_witness_is_the_closest_legal_declaration(data):
    raw = data.draw(strategies.boards())
    attacks = data.draw(strategies.declarations(raw))
    r = Board(raw).check({"attacks": attacks})
    if r.status != "illegal":
        return
    legal = reference.legal_declarations(raw)
    assert reference.judge(raw, r.witness)["status"] == "legal"
    assert r.witness_closest
    assert distance(attacks, r.witness) == min(distance(attacks, d) for d in legal)
    assert len(r.moves) == distance(attacks, r.witness)


RESTRICTIONS_AND_COSTS = {k.kind for k in ORDERED
                          if k.family in (Family.PAIR_RESTRICTION, Family.GROUP_RESTRICTION, Family.COST)}


def _keep_only(raw, labels):
    """The board with every restriction and cost removed except those labelled."""
    out = copy.deepcopy(raw)
    out["effects"] = [e for i, e in enumerate(out.get("effects", []))
                      if e["kind"] not in RESTRICTIONS_AND_COSTS or f"effects[{i}]" in labels]
    for p in out["permanents"]:
        p["abilities"] = [e for j, e in enumerate(p.get("abilities", []))
                          if e["kind"] not in RESTRICTIONS_AND_COSTS or f"{p['id']}.abilities[{j}]" in labels]
        if f"{p['id']}:defender" not in labels and "defender" in p.get("keywords", []):
            p["keywords"] = [k for k in p["keywords"] if k != "defender"]
    return out


def _blocked(raw) -> bool:
    ctx = Board(raw).context
    return reference.judge(raw, {})["maximum"] < ctx.obeyable_upper_bound()


@pytest.mark.slow
@settings(max_examples=300, **SETTINGS)
@given(strategies.boards())
def test_blocking_set_is_minimal(raw):
    if any("copy_of" in p for p in raw["permanents"]):
        return  # copied abilities are labelled on the copy; keep the mapping simple
    effects = raw.get("effects", []) + [e for p in raw["permanents"] for e in p.get("abilities", [])]
    if any(e["kind"] in ("grant_keywords", "lose_abilities") and "defender" in e.get("keywords", []) for e in effects):
        return  # "c:defender" names the keyword from any source (a loss of all abilities keeps the
        # keywords it gives); _keep_only strips printed ones
    if any(e["kind"] == "grant_abilities" for e in effects):
        return  # granted restrictions are labelled per creature; _keep_only edits the written ones
    ctx = Board(raw).context
    if maximum(ctx).value >= ctx.obeyable_upper_bound():
        return
    blocked = blocking_set(ctx)
    if blocked["conflict"]:  # the requirements contradict each other: nothing to remove
        assert _blocked(_keep_only(raw, set()))
        return
    labels = {x["effect"] for x in blocked["because"]}
    assert _blocked(_keep_only(raw, labels))  # the set alone blocks
    for lab in labels:  # and each member is needed
        assert not _blocked(_keep_only(raw, labels - {lab}))


@pytest.mark.slow
@settings(max_examples=150, **SETTINGS)
@given(st.data())
def test_explanations_never_change_the_verdict(data):
    raw = data.draw(strategies.boards())
    attacks = data.draw(strategies.declarations(raw))
    full, bare = Board(raw).check({"attacks": attacks}), Board(raw).check({"attacks": attacks}, explain=False)
    assert (full.status, full.obeyed, full.maximum) == (bare.status, bare.obeyed, bare.maximum)
    assert bare.blocked is None
    if bare.status == "illegal":
        assert reference.judge(raw, bare.witness)["status"] == "legal"


def test_without_explanations_a_conditional_requirement_still_leaves_a_legal_witness():
    # 508.1d with a requirement that exists only if another creature attacks (Ekundu Cyclops):
    # the cost-free maximiser {c3: A} brings c2's requirement into existence and leaves it
    # unobeyed, so the witness is sought under each pattern's M instead
    cyclops = creature("c1", tapped=True, abilities=[
        {"kind": "attacks_if_able", "creatures": ["c1", "c2"], "when_attacking": {"controller": "you", "other": True}}])
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "B"},
           "permanents": [dict(cyclops, controller="B"), creature("c2", controller="B"), creature("c3", controller="B")],
           "designations": [{"goad": "c3", "by": "A"}]}
    r = Board(raw).check({"attacks": {}}, explain=False)
    assert r.status == "illegal" and r.witness is not None
    assert reference.judge(raw, r.witness)["status"] == "legal"


# -- explanations without a search where the rules settle them ---------------------


def test_witness_one_move_away_is_proved_closest_without_the_closeness_search(monkeypatch):
    # 508.1d: a Juggernaut kept home; putting it back is one change, and an illegal
    # declaration is at least one change from any legal one, so no search is needed
    check_module = importlib.import_module("attackcheck.solver.check")

    def no_search(*a, **k):
        raise AssertionError("the closeness search should not run")

    monkeypatch.setattr(check_module, "closest_legal", no_search)
    jugg = creature("jugg", name="Juggernaut")
    jugg["abilities"] = [{"kind": "attacks_if_able", "creatures": ["jugg"]}]
    b = make([jugg, creature("bear")])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.witness == {"jugg": "B", "bear": "B"} and r.witness_closest
    assert [m["text"] for m in r.moves] == ["add jugg attacking B"]


def test_witness_changes_exactly_the_creatures_that_must_change(monkeypatch):
    # 508.1a: a tapped creature attacking must change; its removal alone is legal
    check_module = importlib.import_module("attackcheck.solver.check")

    monkeypatch.setattr(check_module, "closest_legal", lambda *a, **k: (_ for _ in ()).throw(AssertionError))
    b = make([creature("tapped", tapped=True), creature("bear")])
    r = b.check({"attacks": {"tapped": "B", "bear": "B"}})
    assert r.witness == {"bear": "B"} and r.witness_closest


@pytest.mark.slow
@settings(max_examples=250, **SETTINGS)
@given(st.data())
def test_nearest_by_moves_is_legal_and_closest_when_it_answers(data):
    raw = data.draw(strategies.boards())
    assert_nearest_by_moves_is_legal_and_closest(raw, data.draw(strategies.declarations(raw)))


def test_blocking_set_of_one_creature_needs_no_solver(monkeypatch):
    # 701.15b with Spectral Grasp (can't attack C) and Propaganda on D: the goaded lion
    # can obey "attack a player other than B" only at C or D; both are blocked
    explain_module = importlib.import_module("attackcheck.solver.explain")

    monkeypatch.setattr(explain_module, "_Relaxed", None)  # the solver path is not taken
    grasp = {"kind": "cant_attack_target", "creatures": ["lion"], "target": "C", "controller": "C"}
    prop = {"id": "prop", "controller": "D", "types": ["enchantment"],
            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    b = make([creature("lion"), creature("bear"), prop], [grasp], players=FOUR,
             designations=[{"goad": "lion", "by": "B"}])
    blocked = blocking_set(b.context)
    assert sorted(x["effect"] for x in blocked["because"]) == ["effects[0]", "prop.abilities[0]"]
    assert blocked["conflict"] is False


def test_witness_for_three_forced_creatures_kept_home_needs_no_search(monkeypatch):
    # 508.1d: three Juggernauts kept home; each can add one obeyed instance, so any legal
    # declaration changes at least three creatures, and putting them back is legal
    check_module = importlib.import_module("attackcheck.solver.check")
    monkeypatch.setattr(check_module, "closest_legal", lambda *a, **k: (_ for _ in ()).throw(AssertionError))
    juggs = []
    for i in range(3):
        j = creature(f"j{i}", name="Juggernaut")
        j["abilities"] = [{"kind": "attacks_if_able", "creatures": [f"j{i}"]}]
        juggs.append(j)
    b = make(juggs + [creature("bear")])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.witness == {"j0": "B", "j1": "B", "j2": "B", "bear": "B"} and r.witness_closest
    assert len(r.moves) == 3


def test_witness_keeps_a_q_mana_creature_attacking_when_it_pays():
    # 508.1f: x attacking is tapped, so its {Q} ability can pay y's {1}; sending x home
    # would take that mana away, so the closest legal declaration keeps x, not y
    x = creature("x", mana_abilities=[{"cost": "{Q}", "produce": ["{C}"]}])
    y = creature("y")
    effects = [{"kind": "attack_cost", "creatures": ["y"], "cost": "{1}", "controller": "B"},
               {"kind": "max_attackers", "count": 1, "controller": "B"}]
    b = make([x, y], effects)
    r = b.check({"attacks": {"x": "B", "y": "B"}})
    assert r.status == "illegal" and r.witness == {"x": "B"} and r.witness_closest
    assert b.check({"attacks": {"y": "B"}}).status == "illegal"
