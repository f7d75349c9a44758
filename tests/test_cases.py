"""A check decided case by case over `asked` questions the board leaves open
(attackcheck.solver.cases): its verdict is the reference's in every case, on random boards
whose answered questions are made open; and named boards where it decides or must not."""

from copy import deepcopy
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import reference
import strategies
from attackcheck import Board

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def _asked(raw: dict) -> list[tuple[dict, object]]:
    """The `asked` conditions of the board's effects and the permanents' own abilities, with
    the source and controller the resolver reads them for: one answer per (source,
    controller, question), as "you" in a question is the effect's controller."""
    out = []
    controllers = {p["id"]: p.get("controller") for p in raw["permanents"]}
    for e in raw.get("effects", []):
        if "asked" in (e.get("condition") or {}):
            ctl = e.get("controller") or controllers.get(e.get("source"))
            out.append((e["condition"]["asked"], (e.get("source"), ctl)))
    for p in raw["permanents"]:
        for a in p.get("abilities", []):
            if "asked" in (a.get("condition") or {}):
                out.append((a["condition"]["asked"], (p["id"], p.get("controller"))))
    return out


def _opened(data, raw: dict):
    """The board with one or two of its answered questions made open, and those questions;
    None where it asks none."""
    if not _asked(raw):
        return None
    opened = deepcopy(raw)
    open_ones = _asked(opened)[: data.draw(st.integers(1, 2))]
    for question, _ in open_ones:
        question["holds"] = None
    return opened, open_ones


def _cases(opened: dict, open_ones: list):
    """Every way of answering the open questions, one answer per (source, controller,
    question): (the board so answered, the answers)."""
    keys = list(dict.fromkeys((src, q["question"]) for q, src in open_ones))
    for answers in product((False, True), repeat=len(keys)):
        case = deepcopy(opened)
        chosen = dict(zip(keys, answers))
        for q, src in _asked(case):
            if q["holds"] is None:
                q["holds"] = chosen[(src, q["question"])]
        yield case, chosen


@pytest.mark.slow
@settings(max_examples=300, **SETTINGS)
@given(st.data())
def test_a_verdict_decided_case_by_case_is_the_references_in_every_case(data):
    raw = data.draw(strategies.boards(extended=data.draw(st.booleans())))
    attacks = data.draw(strategies.declarations(raw))
    drawn = _opened(data, raw)
    if drawn is None:
        return
    opened, open_ones = drawn
    got = Board(opened).check({"attacks": attacks})
    if got.status == "unknown":
        return
    for case, chosen in _cases(opened, open_ones):
        assert reference.judge(case, attacks)["status"] == got.status, (opened, attacks, chosen)


@pytest.mark.slow
def test_a_verdict_over_per_player_answers_partly_given_is_the_references_in_every_case():
    # a random board with a restriction like Crown-Hunter Hireling's written out on some
    # creatures, "can't attack unless defending player ..." (508.1c; not the monarch, whom one
    # player at most is), answered for some players: those answers are used, the players left
    # are split into cases
    decided = 0

    @settings(max_examples=200, **SETTINGS)
    @given(st.data())
    def run(data):
        nonlocal decided
        raw = data.draw(strategies.boards(extended=data.draw(st.booleans())))
        active = raw["turn"]["active"]
        opponents = [p["id"] for p in raw["players"] if p["id"] != active]
        mine = [p["id"] for p in raw["permanents"] if p.get("controller") == active]
        if not mine:
            return
        given_for = data.draw(st.lists(st.sampled_from(opponents), unique=True, max_size=len(opponents) - 1))
        holds = {p: data.draw(st.booleans()) for p in given_for}
        raw.setdefault("effects", []).append(
            {"kind": "cant_attack", "creatures": data.draw(st.lists(st.sampled_from(mine), min_size=1, unique=True)),
             "controller": data.draw(st.sampled_from([p["id"] for p in raw["players"]])),
             "unless": {"defending_player_asked": {"question": "Is it true that this defending player cast a spell "
                                                               "this turn?", "holds": holds}}})
        attacks = data.draw(strategies.declarations(raw))
        got = Board(raw).check({"attacks": attacks})
        if got.status == "unknown":
            return
        decided += 1
        left = [p for p in opponents if p not in holds]
        for answers in product((False, True), repeat=len(left)):
            case = deepcopy(raw)
            case["effects"][-1]["unless"]["defending_player_asked"]["holds"].update(zip(left, answers))
            assert reference.judge(case, attacks)["status"] == got.status, (raw, attacks, answers)

    run()
    assert decided >= 50, decided


KETRAMOSE = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
             "permanents": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                            {"id": "k", "card": "Ketramose, the New Dawn", "controller": "A"}]}


def test_a_restriction_asked_of_one_creature_leaves_the_others_attack_decided():
    b = Board(KETRAMOSE)
    got = b.check({"attacks": {"bear": "B"}})
    assert got.status == "legal" and got.maximum == 0 and got.payment is not None
    assert [u["permanent"] for u in got.unread] == ["k"]  # still unanswered
    assert b.check({"attacks": {"k": "B"}}).status == "unknown"  # legal in one case, illegal in the other
    assert b.is_legal({"attacks": {"bear": "B"}})


def test_a_requirement_asked_decides_only_what_every_case_agrees_on():
    # "attacks each combat if able" under an open question: staying home is legal only if the
    # answer is no; attacking is legal either way (508.1d)
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "name": "Bear", "controller": "A", "types": ["creature"], "power": 2,
                           "toughness": 2}],
           "effects": [{"kind": "attacks_if_able", "creatures": ["bear"], "controller": "B",
                        "condition": {"asked": {"question": "Is B the monarch?", "holds": None}}}]}
    b = Board(raw)
    assert b.check({"attacks": {"bear": "B"}}).status == "unknown"  # obeys 1 or 0 instances: not one answer
    assert b.check({"attacks": {}}).status == "unknown"


def test_an_illegal_verdict_in_every_case_names_a_violation_every_case_has():
    raw = deepcopy(KETRAMOSE)
    raw["permanents"].append({"id": "wall", "name": "Wall", "controller": "A", "types": ["creature"], "power": 0,
                              "toughness": 4, "keywords": ["defender"]})
    got = Board(raw).check({"attacks": {"wall": "B"}})
    assert got.status == "illegal" and [v.rule for v in got.violations] == ["702.3b"]


def test_one_question_asked_by_effects_of_two_controllers_is_two_questions():
    # "you" is each effect's controller: A's requirement and B's restriction ask of two players
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "bear", "name": "Bear", "controller": "A", "types": ["creature"], "power": 2,
                           "toughness": 2}],
           "effects": [{"kind": "attacks_if_able", "creatures": ["bear"], "controller": "A",
                        "condition": {"asked": {"question": "Did you cast a spell this turn?", "holds": None}}},
                       {"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
                        "condition": {"asked": {"question": "Did you cast a spell this turn?", "holds": None}}}]}
    # A cast one and B did not: the bear must attack, so staying home is illegal then
    assert Board(raw).check({"attacks": {}}).status == "unknown"


def test_other_unread_text_is_never_decided_case_by_case():
    raw = deepcopy(KETRAMOSE)
    raw["permanents"].append({"id": "bs", "card": "Boros Battleshaper", "controller": "B"})
    assert Board(raw).check({"attacks": {"bear": "B"}}).status == "unknown"


@pytest.mark.slow
@settings(max_examples=120, **SETTINGS)
@given(st.data())
def test_a_count_over_open_questions_bounds_every_case(data):
    drawn = _opened(data, data.draw(strategies.boards()))
    if drawn is None:
        return
    opened, open_ones = drawn
    got = Board(opened).count()
    if got.status == "unknown":
        return
    counts = [reference.count(case) for case, _ in _cases(opened, open_ones)]
    if got.status == "exact":
        assert set(counts) == {got.count}
    else:
        assert (got.lower, got.upper) == (min(counts), max(counts))


def test_a_count_over_an_open_question_gives_the_counts_of_its_cases_as_bounds():
    got = Board(KETRAMOSE).count()
    assert (got.status, got.lower, got.upper) == ("bounds", 2, 4) and got.unread


def test_the_documented_board_answers_as_its_checks_say():
    import yaml
    from pathlib import Path

    data = yaml.safe_load((Path(__file__).parent / "data" / "asked-ketramose.yaml").read_text())
    b = Board(data["board"])
    for chk in data["checks"]:
        got = b.check(chk["declaration"])
        assert got.status == chk["status"] and got.unread, chk
        if "maximum" in chk:
            assert got.maximum == chk["maximum"]


@pytest.mark.slow
@settings(max_examples=150, **SETTINGS)
@given(st.data())
def test_a_proposal_over_open_questions_is_legal_in_every_case(data):
    drawn = _opened(data, data.draw(strategies.boards()))
    if drawn is None:
        return
    opened, open_ones = drawn
    objective = data.draw(st.sampled_from(["forced", "max-attackers", "min-cost"]))
    got = Board(opened).propose(objective=objective)
    if got.declaration is None:
        return
    for case, chosen in _cases(opened, open_ones):
        assert reference.judge(case, got.declaration)["status"] == "legal", (opened, got.to_dict(), chosen)
        if got.status == "legal" and objective == "max-attackers":  # proved best: in every case
            best = max(len(d) for d in reference.legal_declarations(case))
            assert len(got.declaration) == best


def test_a_proposal_over_an_open_question():
    b = Board(KETRAMOSE)
    forced = b.propose()  # attacking with nothing is legal and fewest in both cases
    assert (forced.status, forced.declaration) == ("legal", {}) and forced.unread
    most = b.propose(objective="max-attackers")  # the bear alone is legal in both; both only if Ketramose may
    assert (most.status, most.declaration, most.proved) == ("unknown", {"bear": "B"}, [])
